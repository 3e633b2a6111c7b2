import { createRequire as __sourceMapRequire } from 'module';Error.prepareStackTrace = function lazySourceMaps(error, trace) {Error.prepareStackTrace = undefined;try { __sourceMapRequire(import.meta.url)('./sourcemap-register.cjs') } catch {}const format = Error.prepareStackTrace;return format ? format(error, trace) : `${error}${trace.map((frame) => `\n    at ${frame}`).join('')}`};import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 982:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ systemClock)
/* harmony export */ });
/* unused harmony export MAX_TIMER_MS */
/** setTimeout fires at once for a delay past 2^31 − 1 ms: longer sleeps are taken in parts. */
const MAX_TIMER_MS = 2 ** 31 - 1;
const systemClock = {
    now: () => Date.now(),
    sleep: (ms, signal) => new Promise((resolve, reject) => {
        if (signal?.aborted)
            return reject(signal.reason);
        const end = Date.now() + ms;
        let timer;
        const onAbort = () => {
            clearTimeout(timer);
            reject(signal?.reason);
        };
        const step = () => {
            const left = end - Date.now();
            if (left <= 0) {
                signal?.removeEventListener('abort', onAbort);
                return resolve();
            }
            timer = setTimeout(step, Math.min(left, MAX_TIMER_MS));
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        step();
    }),
    // Like AbortSignal.timeout, for any delay: AbortSignal.timeout throws past the timer limit (and
    // warns, then fires at once, near it), so a long `timeout` input is waited in parts.
    timeout: (ms) => {
        const controller = new AbortController();
        const end = Date.now() + ms;
        const step = () => {
            const left = end - Date.now();
            if (left <= 0)
                controller.abort(new Error(`timed out after ${ms} ms`));
            else
                setTimeout(step, Math.min(left, MAX_TIMER_MS)).unref();
        };
        step();
        return controller.signal;
    },
    random: () => Math.random()
};


/***/ }),

/***/ 568:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  rK: () => (/* reexport */ DEFAULT_API_URL),
  nV: () => (/* reexport */ base_url_parseApiUrl),
  ml: () => (/* reexport */ clock/* systemClock */.m)
});

// UNUSED EXPORTS: ApiError, DocsApiClient, KNOWN_STATUSES, MAX_JOB_BYTES, MAX_PAGE_BYTES, TERMINAL_STATUSES, checkedJob, isLoopbackHost, isRetryable, isSegment, isTerminal, jobStatus

;// CONCATENATED MODULE: ./src/api/base-url.ts
/**
 * The service's base URL. The key travels in a header, so the URL must be `https:`; plain
 * `http:` is allowed only for a server on this machine (the simulator, a test stand-in), where
 * nothing crosses a network.
 */
const DEFAULT_API_URL = 'https://api.mintlify.com';
/** `*.localhost` is not here: it is resolved through DNS, which may answer any address. */
const LOOPBACK_NAMES = new Set(['localhost', '[::1]']);
function isLoopbackHost(hostname) {
    const host = hostname.toLowerCase();
    if (LOOPBACK_NAMES.has(host))
        return true;
    // The whole 127.0.0.0/8 block is loopback.
    return /^127(\.\d{1,3}){3}$/.test(host);
}
/** Parses and checks a base URL; returns the URL or a sentence that says what is wrong. */
function base_url_parseApiUrl(raw) {
    // The URL parser drops tabs and line breaks anywhere, which would hide a `..` from the checks.
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    if (/[\s\u0000-\u001f\u007f]/.test(raw)) {
        return {
            ok: false,
            reason: 'it must not contain spaces, tabs, line breaks or control characters'
        };
    }
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        return { ok: false, reason: `"${raw}" is not a URL; expected a form like ${DEFAULT_API_URL}` };
    }
    if (url.username || url.password) {
        return { ok: false, reason: 'it must not carry credentials; the key goes in the api-key input' };
    }
    if (url.search || url.hash || raw.includes('?') || raw.includes('#')) {
        return { ok: false, reason: `"${raw}" must not have a query or fragment` };
    }
    // The request URL is this URL's origin and path plus a route (client.ts). A path with an empty
    // segment, a dot segment (the parser resolves them away, so the raw text is read) or a
    // backslash is not a base path anybody means, and `//` could pass for another host.
    const rawPath = raw.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/\\]*/i, '');
    if (url.pathname.includes('//') ||
        rawPath.includes('\\') ||
        /(^|\/)(\.|%2e){1,2}(\/|$)/i.test(rawPath)) {
        return {
            ok: false,
            reason: `"${raw}" must be a plain base URL: no empty, "." or ".." path segments and no backslashes`
        };
    }
    if (url.protocol === 'https:')
        return { ok: true, url };
    if (url.protocol === 'http:') {
        if (isLoopbackHost(url.hostname))
            return { ok: true, url };
        return {
            ok: false,
            reason: `"${raw}" uses http:, which is allowed only for loopback hosts (localhost, 127.0.0.1, [::1]); use https:`
        };
    }
    return { ok: false, reason: `"${raw}" must be an https: URL` };
}
/**
 * Whether a value (an id the service gave) can be one path segment: not empty, `.` or `..`,
 * which no encoding keeps from changing the path (segment, below, refuses them).
 */
function isSegment(value) {
    return value !== '' && value !== '.' && value !== '..';
}
/**
 * Encodes one path segment. `.` and `..` are refused rather than encoded: URL parsers treat
 * `%2e%2e` as `..` too, so no encoding keeps them from changing the path.
 */
function base_url_segment(name, value) {
    if (!isSegment(value)) {
        throw new TypeError(`${name} "${value}" is not a valid identifier`);
    }
    return encodeURIComponent(value);
}
/**
 * The request URL, from parts: the base URL's origin and path, then the route of encoded
 * segments. Never resolved relative to a user's string, so nothing in it can change the host.
 */
function base_url_requestUrl(base, path, query = {}) {
    const url = new URL(`${base.origin}${base.pathname.replace(/\/+$/, '')}${path}`);
    if (url.origin !== base.origin)
        throw new TypeError('The request URL left the api-url origin');
    for (const [name, value] of Object.entries(query)) {
        if (value !== undefined && value !== '')
            url.searchParams.set(name, String(value));
    }
    return url;
}

// EXTERNAL MODULE: ./src/bounds.ts
var bounds = __nccwpck_require__(186);
// EXTERNAL MODULE: ./src/api/clock.ts
var clock = __nccwpck_require__(982);
;// CONCATENATED MODULE: ./src/api/errors.ts
/**
 * The client's one error model. Every failure of a call (an HTTP error, an unreachable service, a
 * timeout, a body that is not the documented shape) becomes an ApiError whose message a person
 * can act on (contract §4.3, §4.4). Messages are built from redacted text only: the API key never
 * reaches a message or a stack.
 */
class errors_ApiError extends Error {
    name = 'ApiError';
    kind;
    operation;
    method;
    /**
     * HTTP status, for `http` and `invalid-response` errors; for a `proxy` error, the status with
     * which the proxy refused the tunnel (the service never saw the request).
     */
    status;
    /** The service's own `error` text, redacted. */
    serviceError;
    /** The service's `details`, as sent (after redaction), any shape. */
    details;
    /** For network errors: the connection failed before the request could be sent. */
    notSent;
    /** The delay the service asked for with `Retry-After`, in ms. */
    retryAfterMs;
    /** How many attempts were made before giving up. */
    attempts;
    /**
     * For `invalid-response`: the body was JSON, but not the documented shape. The same question
     * gets the same answer: unlike a proxy's error page or a cut-off body, it is not retried.
     */
    wrongShape;
    constructor(init) {
        super(init.message);
        this.kind = init.kind;
        this.operation = init.operation;
        this.method = init.method;
        this.status = init.status;
        this.serviceError = init.serviceError;
        this.details = init.details;
        this.notSent = init.notSent ?? false;
        this.retryAfterMs = init.retryAfterMs;
        this.attempts = init.attempts ?? 1;
        this.wrongShape = init.wrongShape ?? false;
    }
    /**
     * A POST that may have taken effect although it failed: a 500/502/504, or a connection lost or
     * timed out after the request was sent. Such a request is never repeated.
     */
    get mayHaveActed() {
        if (this.method !== 'POST')
            return false;
        switch (this.kind) {
            case 'http':
                return (this.status ?? 0) >= 500 && this.status !== 503;
            case 'network':
                return !this.notSent;
            case 'aborted':
                return !this.notSent;
            case 'timeout':
            case 'invalid-response':
            case 'too-large':
                return true;
            default:
                return false;
        }
    }
    /**
     * A POST the service surely did not take, for a reason that passes: it never left (a cancel or
     * the deadline before it was sent, a refused connection or tunnel), or the service was busy
     * (429, 503). Sent again later, it may be taken.
     */
    get untaken() {
        if (this.method !== 'POST')
            return false;
        if (this.kind === 'http')
            return this.status === 429 || this.status === 503;
        return ['network', 'aborted', 'proxy'].includes(this.kind) && this.notSent;
    }
}
const MAX_QUOTE = 500;
/**
 * One line, bounded: service text is quoted, never trusted to be short or well-formed. Callers
 * redact before quoting, so that the cut cannot leave a piece of a secret.
 */
function errors_quote(text, max = MAX_QUOTE) {
    const line = text.replace(/\s+/g, ' ').trim();
    return line.length > max ? `${line.slice(0, max)}…` : line;
}
function detailsText(details) {
    if (details === undefined || details === null)
        return '';
    const text = typeof details === 'string' ? details : JSON.stringify(details);
    return text ? ` Details: ${errors_quote(text)}` : '';
}
/** What to do about a 404, by operation: the inputs that name what was not found. */
function notFoundHint(operation) {
    if (operation === 'get-job' || operation === 'send-message') {
        return 'Check the project-id and job-id inputs.';
    }
    // A thread's id comes from the conversations listed: one gone since is the service's doing.
    if (operation === 'get-assistant-thread') {
        return 'The conversation may have been deleted since it was listed; check the project-id input.';
    }
    return 'Check the project-id input.';
}
/** The sentence for a non-2xx answer (contract §4.3). */
function errors_describeHttpError(operation, status, serviceError, details, retryAfterMs) {
    const said = serviceError ? `: ${errors_quote(serviceError)}` : '';
    const more = detailsText(details);
    if (status === 403 && (operation === 'create-job' || operation === 'send-message')) {
        // A key limited to reading serves the analytics, dry-run and an attach; not a job's turn.
        return `The service refused this request to the API key (403)${said}.${more} Starting or steering a job needs a key with write access; a key limited to read serves the analytics actions, dry-run and waiting for a job (job-id without prompt). Check the api-key input.`;
    }
    if (status === 401 || status === 403) {
        return `The service rejected the API key (${status})${said}.${more} Check the api-key input.`;
    }
    if (status === 404) {
        return `The service found no such resource (404)${said}.${more} ${notFoundHint(operation)}`;
    }
    if (status === 400 || status === 422) {
        return `The service rejected the request as invalid (${status})${said}.${more}`;
    }
    if (status === 429) {
        const wait = retryAfterMs !== undefined ? ` It asked to wait ${Math.ceil(retryAfterMs / 1000)} s.` : '';
        return `The service is rate limiting requests (429)${said}.${more}${wait} Try again later.`;
    }
    return `The service failed to answer (${status})${said}.${more}`;
}
/** Added to the message of a POST that may have acted, so nobody blindly runs it again. */
function errors_ambiguityHint(operation) {
    if (operation === 'create-job') {
        return (' The service may have created the job anyway, so it was not sent again. Look for the job ' +
            'before re-running, and attach to it with the job-id input instead of creating another.');
    }
    if (operation === 'send-message') {
        return ' The message may have reached the job anyway, so it was not sent again. Check the job before sending it again.';
    }
    return '';
}

// EXTERNAL MODULE: ./src/sinks/secrets.ts + 1 modules
var secrets = __nccwpck_require__(279);
;// CONCATENATED MODULE: ./src/api/proxy-failure.ts
/**
 * A request that failed at the proxy rather than at the service: a variable whose value is not a
 * proxy URL (`variable`), or a proxy that refused the tunnel with an HTTP status (`refusedStatus`);
 * in both cases the request never reached the service. `proxyHost` names the proxy (never its
 * user or password). The client turns it into an ApiError of kind `proxy` (client.ts).
 */
class proxy_failure_ProxyFailure extends Error {
    detail;
    name = 'ProxyFailure';
    constructor(message, detail) {
        super(message);
        this.detail = detail;
    }
}

;// CONCATENATED MODULE: ./src/api/retry.ts
/**
 * When a failed request may be sent again, and how long to wait first (contract §4.3).
 *
 * GETs are safe to repeat. POSTs (create job, send message) are not idempotent: one is repeated
 * only when the service surely did not act on it, so that one run never creates two jobs.
 */

/** The client's policy unless a caller gives its own (see BOUNDS.serviceRetry for why). */
const retry_DEFAULT_RETRY_POLICY = bounds/* BOUNDS */.Q.serviceRetry;
/** Statuses a GET is retried on: the request may succeed if repeated. */
const RETRYABLE_GET_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
/** Statuses after which a POST surely was not acted on: rate limited, or not accepted at all. */
const RETRYABLE_POST_STATUSES = new Set([429, 503]);
/**
 * A proxy's refusals of the tunnel that pass (busy, or its upstream briefly unreachable). The
 * request never reached the service, so a POST may be sent again as safely as a GET; a 407 or a
 * 403 is the runner's setting, and repeating it would not help.
 */
const RETRYABLE_PROXY_STATUSES = new Set([429, 502, 503, 504]);
function retry_isRetryable(method, error) {
    switch (error.kind) {
        case 'http':
            return (method === 'GET' ? RETRYABLE_GET_STATUSES : RETRYABLE_POST_STATUSES).has(error.status ?? 0);
        case 'network':
            // Before sending (refused, DNS) is safe for both; after it, only a GET may be repeated.
            return error.notSent || method === 'GET';
        case 'timeout':
            return method === 'GET';
        case 'invalid-response':
            // A proxy's error page or a cut-off body: a GET may be asked again, a POST may have acted.
            // JSON of the wrong shape is the service's answer, and would be again.
            return method === 'GET' && !error.wrongShape;
        case 'proxy':
            return RETRYABLE_PROXY_STATUSES.has(error.status ?? 0);
        case 'tls':
        case 'aborted':
        case 'too-large':
            return false;
    }
}
/**
 * Exponential backoff with full jitter: a uniformly random delay below a ceiling that doubles
 * with each attempt, so that many clients that failed together do not retry together.
 * `attempt` is 1 for the first retry.
 */
function retry_backoffDelayMs(attempt, policy, random = Math.random) {
    const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
    return Math.floor(random() * ceiling);
}
/**
 * Parses a `Retry-After` header (RFC 9110 §10.2.3): delay-seconds or an HTTP date.
 * Returns milliseconds from `now`, or undefined when absent or unreadable.
 */
function retry_parseRetryAfter(value, now) {
    if (value == null)
        return undefined;
    const text = value.trim();
    if (text === '')
        return undefined;
    if (/^\d+(\.\d+)?$/.test(text))
        return Math.round(Number(text) * 1000);
    // Only a date that names a weekday or month parses as a date: `Date.parse('5')` would not fail.
    if (!/[a-z]/i.test(text))
        return undefined;
    const at = Date.parse(text);
    if (Number.isNaN(at))
        return undefined;
    return Math.max(0, at - now);
}

;// CONCATENATED MODULE: ./src/api/classify.ts





let schemasModule;
/**
 * The schemas of the answers, and valibot with them (more code than all the rest of the agent
 * action), are first needed once an answer has arrived: imported then, from a chunk of their own
 * in the bundle, so that the action's start does not compile them before its first request.
 */
function loadSchemas() {
    schemasModule ??= Promise.all(/* import() */[__nccwpck_require__.e(934), __nccwpck_require__.e(164)]).then(__nccwpck_require__.bind(__nccwpck_require__, 164)).catch((error) => {
        schemasModule = undefined;
        throw error;
    });
    return schemasModule;
}
/** Codes of connection failures that happen before any byte of the request was sent. */
const NOT_SENT_CODES = new Set([
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'EHOSTUNREACH',
    'ENETUNREACH',
    'EADDRNOTAVAIL',
    'UND_ERR_CONNECT_TIMEOUT'
]);
/** The innermost error `code` of a fetch failure (undici wraps the socket error in `cause`). */
function errorCode(error) {
    let current = error;
    for (let depth = 0; depth < 5 && current; depth++) {
        const e = current;
        if (typeof e.code === 'string' && e.code !== 'UND_ERR')
            return e.code;
        current = e.cause ?? e.errors?.[0];
    }
    return undefined;
}
/** EPROTO: Node's own client, when an https: address answers in plain HTTP (fetch: ERR_SSL_…). */
function isTlsCode(code) {
    return (code === 'EPROTO' ||
        /^(CERT_|ERR_TLS|ERR_SSL)|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)|HOSTNAME_MISMATCH/.test(code));
}
function classify_transportError(spec, thrown, status, timedOut, timeoutMs) {
    const { operation, method } = spec;
    if (thrown instanceof ProxyFailure) {
        return new ApiError({
            kind: 'proxy',
            operation,
            method,
            status: thrown.detail.refusedStatus,
            notSent: true,
            message: thrown.message
        });
    }
    const proxyHost = thrown?.proxyHost;
    const where = spec.origin + (typeof proxyHost === 'string' ? ` (through the proxy at ${proxyHost})` : '');
    if (timedOut) {
        return new ApiError({
            kind: 'timeout',
            operation,
            method,
            message: `The service at ${where} did not answer within ${(timeoutMs / 1000).toFixed(1)} s.`
        });
    }
    const code = errorCode(thrown) ?? 'unknown error';
    if (isTlsCode(code)) {
        return new ApiError({
            kind: 'tls',
            operation,
            method,
            notSent: true,
            message: `The TLS connection to ${where} failed (${code}): check the api-url input${typeof proxyHost === 'string' ? ' and the proxy setting (HTTPS_PROXY)' : ''}.`
        });
    }
    const notSent = status === 0 && NOT_SENT_CODES.has(code);
    return new ApiError({
        kind: 'network',
        operation,
        method,
        notSent,
        message: notSent
            ? `Could not connect to the service at ${where} (${code}).`
            : `The connection to the service at ${where} was lost (${code}).`
    });
}
async function classify_httpError(spec, response, text) {
    const { operation, method } = spec;
    const status = response.status;
    let serviceError;
    let details;
    const body = tryJson(text);
    const { check, ErrorBodySchema } = await loadSchemas();
    const parsed = body.ok ? check(ErrorBodySchema, body.value) : undefined;
    if (parsed?.ok) {
        const said = parsed.value.error;
        if (said !== undefined)
            serviceError = spec.clean(typeof said === 'string' ? said : JSON.stringify(said));
        if (parsed.value.details !== undefined) {
            details = redactDeep(parsed.value.details, spec.secrets);
        }
    }
    else if (text.trim()) {
        serviceError = looksLikeHtml(text) ? 'an HTML page instead of JSON' : quote(spec.clean(text));
    }
    if (status >= 300 && status < 400) {
        const location = spec.clean(response.headers.get('location') ?? 'elsewhere');
        return new ApiError({
            kind: 'http',
            operation,
            method,
            status,
            message: `The service answered with a redirect (${status}) to ${quote(location)}; set the api-url input to the final address.`
        });
    }
    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), spec.now());
    return new ApiError({
        kind: 'http',
        operation,
        method,
        status,
        serviceError,
        details,
        retryAfterMs,
        message: describeHttpError(operation, status, serviceError, details, retryAfterMs)
    });
}
async function classify_parseBody(spec, status, text) {
    const invalid = (what, wrongShape = false) => new ApiError({
        kind: 'invalid-response',
        operation: spec.operation,
        method: spec.method,
        status,
        message: `The service answered ${status} with ${what}.`,
        wrongShape
    });
    const body = tryJson(text);
    if (!body.ok) {
        if (!text.trim())
            throw invalid('an empty body instead of JSON');
        if (looksLikeHtml(text))
            throw invalid('an HTML page instead of JSON');
        throw invalid(`a body that is not JSON ("${quote(spec.clean(text), 80)}")`);
    }
    const schemas = await loadSchemas();
    const result = schemas.check(spec.schema(schemas), body.value);
    if (!result.ok) {
        throw invalid(`a body that is not the documented shape (${quote(spec.clean(result.reason))})`, true);
    }
    return result.value;
}
/** The error a call ends with: how often it was tried, and for POSTs whether it may have acted. */
function classify_gaveUp(error, attempts, why) {
    let message = error.message + why;
    if (attempts > 1)
        message += ` (gave up after ${attempts} attempts)`;
    if (error.mayHaveActed)
        message += ambiguityHint(error.operation);
    return new ApiError({ ...error, kind: error.kind, message, attempts });
}
/**
 * A call stopped by its signal, or (`why`) by its deadline before it was sent. `notSent`: no
 * attempt of it can have reached the service (stopped before sending, or while waiting to retry
 * an attempt the service surely did not act on).
 */
function classify_cancelled(request, why = '', notSent = why !== '') {
    return new ApiError({
        kind: 'aborted',
        operation: request.operation,
        method: request.method,
        notSent,
        message: `The request ${request.method} ${request.path} was cancelled.${why ? ` ${why}` : ''}`
    });
}

;// CONCATENATED MODULE: ./src/api/client.ts










/** A job answer is a few hundred bytes; 1 MiB is room for any real one. */
const MAX_JOB_BYTES = (/* unused pure expression or super */ null && (1024 * 1024));
/** A page of at most 250 rows; 8 MiB allows paths of 30,000 characters. */
const MAX_PAGE_BYTES = (/* unused pure expression or super */ null && (8 * 1024 * 1024));
/** A key goes in a header: visible ASCII only (anything else would fail before sending). */
const HEADER_SAFE = /^[\x21-\x7e]+$/;
const silentLogger = { debug: () => { }, info: () => { } };
class DocsApiClient {
    projectId;
    baseUrl;
    apiKey;
    logger;
    requestTimeoutMs;
    requestGraceMs;
    retry;
    maxRetryAfterMs;
    clock;
    fetchImpl;
    userAgent;
    sent = 0;
    constructor(options) {
        const parsed = parseApiUrl(options.baseUrl);
        if (!parsed.ok)
            throw new TypeError(`The API base URL is not usable: ${parsed.reason}`);
        if (!options.apiKey)
            throw new TypeError('The API key is empty');
        if (!HEADER_SAFE.test(options.apiKey)) {
            throw new TypeError('The API key has characters that cannot be sent in a header');
        }
        segment('The project id', options.projectId);
        this.baseUrl = parsed.url;
        this.apiKey = options.apiKey;
        this.projectId = options.projectId;
        this.logger = options.logger ?? silentLogger;
        this.requestTimeoutMs = options.requestTimeoutMs ?? BOUNDS.requestTimeoutMs;
        this.requestGraceMs = options.requestGraceMs ?? BOUNDS.requestGraceMs;
        this.retry = { ...DEFAULT_RETRY_POLICY, ...options.retry };
        this.maxRetryAfterMs = options.maxRetryAfterMs ?? BOUNDS.maxRetryAfterMs;
        this.clock = options.clock ?? systemClock;
        this.fetchImpl = options.fetch ?? fetchFor(parsed.url, this.logger);
        this.userAgent = options.userAgent ?? 'docs-agent-action';
    }
    /** Requests sent so far (every attempt counts, retries included). */
    get requestCount() {
        return this.sent;
    }
    /** `POST /v2/agent/{projectId}/job`: starts a job. Never sent twice unless surely not received. */
    createJob(prompt, call) {
        return this.request({
            operation: 'create-job',
            method: 'POST',
            path: `/v2/agent/${this.project()}/job`,
            body: { prompt },
            schema: (s) => s.AgentJobSchema,
            maxBytes: MAX_JOB_BYTES
        }, call);
    }
    /** `POST /v2/agent/{projectId}/job/{id}/message`: a follow-up instruction to a job. */
    sendMessage(jobId, prompt, call) {
        return this.request({
            operation: 'send-message',
            method: 'POST',
            path: `/v2/agent/${this.project()}/job/${segment('The job id', jobId)}/message`,
            body: { prompt },
            schema: (s) => s.AgentJobSchema,
            maxBytes: MAX_JOB_BYTES
        }, call);
    }
    /** `GET /v2/agent/{projectId}/job/{id}`: the job as it is now. */
    getJob(jobId, call) {
        return this.request({
            operation: 'get-job',
            method: 'GET',
            path: `/v2/agent/${this.project()}/job/${segment('The job id', jobId)}`,
            schema: (s) => s.AgentJobSchema,
            maxBytes: MAX_JOB_BYTES
        }, call);
    }
    /** `GET /v1/analytics/{projectId}/visitors`: one page of unique-visitor counts. */
    getVisitors(query = {}, call) {
        return this.request({
            operation: 'get-visitors',
            method: 'GET',
            path: `/v1/analytics/${this.project()}/visitors`,
            query: { ...query },
            schema: (s) => s.VisitorsPageSchema,
            maxBytes: MAX_PAGE_BYTES
        }, call);
    }
    /** `GET /v1/analytics/{projectId}/views`: one page of page-view counts, paged as visitors. */
    getViews(query = {}, call) {
        return this.request({
            operation: 'get-views',
            method: 'GET',
            path: `/v1/analytics/${this.project()}/views`,
            query: { ...query },
            schema: (s) => s.ViewsPageSchema,
            maxBytes: MAX_PAGE_BYTES
        }, call);
    }
    project() {
        return segment('The project id', this.projectId);
    }
    /** One call: its attempts, retries and answer (subclasses add operations: reports-client.ts). */
    async request(spec, call = {}) {
        const policy = { ...this.retry, ...call.retry };
        for (let attempt = 1;; attempt++) {
            const refused = call.admit?.();
            if (refused)
                throw refused;
            let error;
            try {
                return await this.attempt(spec, call);
            }
            catch (thrown) {
                if (!(thrown instanceof ApiError))
                    throw thrown;
                error = thrown;
            }
            const giveUp = (why = '') => gaveUp(error, attempt, why);
            if (error.kind === 'aborted')
                throw error;
            if (attempt >= policy.maxAttempts || !isRetryable(spec.method, error))
                throw giveUp();
            // A Retry-After is the least wait; one of 0 or in the past does not make retries immediate.
            const delay = Math.max(error.retryAfterMs ?? 0, backoffDelayMs(attempt, policy, this.clock.random));
            if (call.deadline !== undefined && this.clock.now() + delay > call.deadline) {
                throw giveUp(' The deadline leaves no time to retry.');
            }
            if (call.deadline === undefined && delay > this.maxRetryAfterMs) {
                throw giveUp(' The requested wait is too long to retry.');
            }
            this.logger.info(`${spec.method} ${spec.path}: ${error.message} Retrying in ${(delay / 1000).toFixed(1)} s ` +
                `(attempt ${attempt + 1} of ${policy.maxAttempts}).`);
            try {
                await this.clock.sleep(delay, call.signal);
            }
            catch {
                throw cancelled(spec, '', true);
            }
        }
    }
    /** One HTTP exchange: send, read, classify. Throws ApiError for every failure. */
    async attempt(spec, call) {
        const { method } = spec;
        const { signal } = call;
        const url = requestUrl(this.baseUrl, spec.path, spec.query);
        const shownPath = url.pathname + url.search;
        if (signal?.aborted)
            throw cancelled(spec, '', true);
        const left = call.deadline === undefined
            ? Infinity
            : call.deadline + this.requestGraceMs - this.clock.now();
        if (left <= 0)
            throw cancelled(spec, 'The deadline passed before it was sent.');
        const timeoutMs = Math.min(this.requestTimeoutMs, left);
        const timeout = this.clock.timeout(timeoutMs);
        const headers = {
            authorization: `Bearer ${this.apiKey}`,
            accept: 'application/json',
            'user-agent': this.userAgent
        };
        if (spec.body !== undefined)
            headers['content-type'] = 'application/json';
        const started = this.clock.now();
        this.sent++;
        let status = 0;
        let text;
        let response;
        try {
            response = await this.fetchImpl(url, {
                method,
                headers,
                body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
                signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
                // A redirect could carry the key elsewhere; the API does not redirect.
                redirect: 'manual'
            });
            status = response.status;
            const read = await readBounded(response, spec.maxBytes);
            if (read === undefined) {
                this.logger.debug(`${method} ${shownPath} -> ${status}, body too large`);
                throw new ApiError({
                    kind: 'too-large',
                    operation: spec.operation,
                    method,
                    status,
                    message: `The service answered ${status} with a body larger than ${spec.maxBytes / 1024 / 1024} MiB; it was not read.`
                });
            }
            text = read;
        }
        catch (thrown) {
            if (thrown instanceof ApiError)
                throw thrown;
            this.logger.debug(`${method} ${shownPath} -> failed in ${this.clock.now() - started} ms`);
            if (signal?.aborted)
                throw cancelled(spec);
            throw transportError(this.attempted(spec), thrown, status, timeout.aborted, timeoutMs);
        }
        this.logger.debug(`${method} ${shownPath} -> ${status} in ${this.clock.now() - started} ms`);
        if (status < 200 || status >= 300) {
            throw await httpError(this.attempted(spec), response, text);
        }
        return await parseBody({ ...this.attempted(spec), schema: spec.schema }, status, text);
    }
    /** What classify.ts needs to know of an attempt and of this client. */
    attempted(spec) {
        return {
            operation: spec.operation,
            method: spec.method,
            origin: this.baseUrl.origin,
            // Service text goes through here before it is put in any message.
            clean: (text) => redact(text, [this.apiKey]),
            secrets: [this.apiKey],
            now: () => this.clock.now()
        };
    }
}

;// CONCATENATED MODULE: ./src/api/statuses.ts
/** Terminal statuses for polling; any other status, known or new, means "keep waiting". */
const TERMINAL_STATUSES = ['completed', 'archived', 'failed'];
const KNOWN_STATUSES = ['active', ...TERMINAL_STATUSES];
/** The job's status as a word to compare: `COMPLETED ` and `completed` are the same status. */
function jobStatus(job) {
    return (job.status ?? '').trim().toLowerCase();
}
function isTerminal(status) {
    return TERMINAL_STATUSES.includes(status);
}
/**
 * The service's answer about `jobId` (`message`: to a message sent to it), `onJob` told of it:
 * another job's answer must not become this one's (nor be polled, nor get the comment).
 */
function checkedJob(job, jobId, message, onJob) {
    if (job.id !== jobId) {
        throw new Error(`The service answered ${message ? 'the message to' : 'the request for'} job ${jobId} with another job (${job.id})` +
            (message ? '; the message may have reached the job: check it before sending again' : ''));
    }
    onJob(job);
    return job;
}

;// CONCATENATED MODULE: ./src/api/index.ts
// The service client's public surface: what the actions (and anyone else) import.








/***/ }),

/***/ 186:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ BOUNDS)
/* harmony export */ });
/**
 * Every time bound of the actions, in one place, each with why it has its value. Code that waits
 * takes a `Bounds` (and a `Clock`, api/clock.ts) as a parameter defaulting to these, so tests run
 * the real values on a virtual clock. Nothing reads a bound from the environment or an input: a
 * bundle always runs with exactly these (the inputs `timeout`, `poll-interval` and
 * `max-poll-interval` are the user's own settings, checked in the settings readers, and cannot
 * shorten any bound here).
 */
const BOUNDS = Object.freeze({
    settleMs: 20_000,
    githubCallTimeoutMs: 15_000,
    githubRetryBaseMs: 1000,
    githubRetries: 2,
    requestTimeoutMs: 30_000,
    requestGraceMs: 5000,
    maxRetryAfterMs: 120_000,
    claimMs: 5000,
    markerWaitMs: 600_000,
    postStepMs: 20_000,
    reportGraceMs: 10_000,
    reactionsGraceMs: 2000,
    cancelGraceMs: 3000,
    stopGraceMs: 10_000,
    workerCancelGraceMs: 3000,
    serviceRetry: Object.freeze({ maxAttempts: 5, baseDelayMs: 1000, maxDelayMs: 30_000 }),
    exportRetry: Object.freeze({ maxAttempts: 8, baseDelayMs: 1000, maxDelayMs: 60_000 }),
    pollIntervalMs: 5000,
    maxPollIntervalMs: 450_000
});


/***/ }),

/***/ 700:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  gf: () => (/* binding */ exportWorkerOf),
  $W: () => (/* binding */ runInWorker)
});

// UNUSED EXPORTS: OLD_GENERATION_MB, YOUNG_GENERATION_MB, serveInWorker

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(24);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(760);
;// CONCATENATED MODULE: external "node:worker_threads"
const external_node_worker_threads_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");
// EXTERNAL MODULE: ./src/api/index.ts + 7 modules
var api = __nccwpck_require__(568);
;// CONCATENATED MODULE: ./src/export/worker.ts
/**
 * An export runs in a worker thread with a bounded young generation. Over a long export V8
 * otherwise grows its young generation with the time spent allocating (from 8 to 64 MB and more,
 * depending on the machine's memory), so the action's peak memory grew with the size of the site
 * although what it keeps alive does not. The worker is a bundle of its own, the export alone
 * (export-worker.ts), beside the action's; messages carry log lines, progress and the outcome
 * back, and cancellation there. Every analytics export (visitors/, analytics/) runs this way; see
 * BENCHMARKS.md for what it changes.
 */




/**
 * Room for the in-flight pages; more only makes V8 collect less often and hold more memory. V8
 * makes semi-spaces of a power of two from it: 4 to 7 MB give two of 2 MB, which measured best
 * (the 100,000-conversation assistant export peaked at 97 MiB, median of 5; 8 MB, two of 4,
 * peaked at 101; 2 or 3 MB, two of 1, at 103 to 107, promoting more of each page to the old
 * generation). 6 rather than 4, so that a V8 that divides the size by three would still make
 * semi-spaces of 2 MB.
 */
const YOUNG_GENERATION_MB = 6;
/**
 * The worker's old generation. Unbounded, V8 let garbage of 1000-conversation pages grow the
 * assistant export's peak from 119 MiB at 10,000 rows to 139 at 100,000; bounded at 128 MB, it
 * stays at 119 (BENCHMARKS.md). 128 leaves room for the largest page a report reads (32 MiB of
 * text and what it parses into: a 30 MB page exports, e2e/analytics.test.ts).
 */
const OLD_GENERATION_MB = 128;
/**
 * The export worker's bundle beside an action's bundle: `dist/<action>/index.js` ->
 * `dist/export-worker/index.js` (scripts/build.js builds both).
 */
function exportWorkerOf(bundle) {
    return (0,external_node_path_.join)((0,external_node_path_.dirname)(bundle), '..', 'export-worker', 'index.js');
}
/**
 * Main thread: runs the job in a worker started from its entry. Always resolves: if the worker
 * dies without an outcome (out of memory, stuck after a cancel, a bug), with what its last
 * progress message said, the failure, and the partial files removed.
 */
function runInWorker(job, log, signal, 
/** After a cancel, how long the worker has to remove its partial files and answer. */
grace) {
    return new Promise((resolve) => {
        const worker = new external_node_worker_threads_namespaceObject.Worker(job.entry, {
            workerData: job.input,
            resourceLimits: {
                maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
                maxOldGenerationSizeMb: OLD_GENERATION_MB
            }
        });
        let outcome;
        let progress = job.nothingYet;
        let death;
        const ended = new AbortController();
        const cancel = () => {
            worker.postMessage('cancel');
            grace.clock.sleep(grace.graceMs, ended.signal).then(() => void worker.terminate(), () => { });
        };
        if (signal.aborted)
            cancel();
        else
            signal.addEventListener('abort', cancel, { once: true });
        worker.on('message', (message) => {
            if (message.type === 'log')
                log[message.level](message.message);
            else if (message.type === 'progress')
                progress = message.outcome;
            else {
                outcome = message.outcome;
                // The worker posts its outcome last, with the files complete or removed: nothing it still
                // holds (a socket a proxy never answered, a timer) may keep the step waiting.
                void worker.terminate();
            }
        });
        // Node may report running out of memory after the outcome came: the outcome stands.
        worker.on('error', (error) => (death = error));
        worker.on('exit', (code) => {
            ended.abort();
            signal.removeEventListener('abort', cancel);
            if (outcome)
                return resolve(outcome);
            for (const file of job.partialFiles())
                (0,external_node_fs_.rmSync)(`${file}.partial`, { force: true });
            const why = death?.message ?? `the export stopped without a result (exit code ${code})`;
            resolve({
                ...progress,
                failure: signal.aborted ? `The export did not stop in time (${why}).` : why,
                cancelled: signal.aborted
            });
        });
    });
}
/** Worker thread: runs the export it was given and posts the outcome. */
async function serveInWorker(body) {
    const port = parentPort;
    if (!port)
        throw new Error('serveInWorker runs in a worker thread');
    const controller = new AbortController();
    port.on('message', (message) => {
        if (message === 'cancel')
            controller.abort(new Error('cancelled'));
    });
    const post = (message) => port.postMessage(message);
    const outcome = await body(workerData, {
        log: {
            debug: (message) => post({ type: 'log', level: 'debug', message }),
            info: (message) => post({ type: 'log', level: 'info', message })
        },
        signal: controller.signal,
        clock: systemClock,
        onProgress: (outcome) => post({ type: 'progress', outcome })
    });
    post({ type: 'outcome', outcome });
    // The parent's port listener would otherwise keep the worker alive.
    port.close();
}


/***/ }),

/***/ 279:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  E$: () => (/* binding */ redact),
  cl: () => (/* binding */ registerSecret)
});

// UNUSED EXPORTS: PIECE, REDACTED, redactDeep, secretsWith

;// CONCATENATED MODULE: ./src/sinks/needles.ts
/**
 * Finding the forms of secrets in a text, in one pass however many forms there are, and writing
 * the text back with what was found replaced. A form is found whole, or by any of its pieces, so a
 * secret cut in half, split over two fields or quoted in part is still found. A piece is as long
 * as it takes to carry PIECE characters of the secret: 8 characters of the secret as it is, 24 of
 * it percent-encoded (`%6d%69%6e` is only `min`, which ordinary text may hold). Comparisons ignore
 * the case of ASCII letters (a proxy may lower-case a header it quotes).
 *
 * Every window of a piece's length is hashed as the text is read (a rolling hash); only a window
 * whose hash is one of a piece's is compared as a string. The forms found whole are one regular
 * expression. The cost is one pass over the text per length of piece, not one per form.
 */
const REDACTED = '***';
/** The fewest characters of a secret that are redacted on their own. */
const PIECE = 8;
/** ASCII letters in lower case; other characters stay (so positions stay the same). */
const asciiLower = (text) => text.replace(/[A-Z]/g, (ch) => ch.toLowerCase());
/** A form of `secret` whose pieces are as long as they must be to carry PIECE of its characters. */
const formOf = (text, secret) => ({
    text,
    piece: Math.max(PIECE, Math.ceil((PIECE * text.length) / Math.max(1, secret.length)))
});
// A polynomial hash modulo 2^32 (Math.imul wraps): a window whose hash is a piece's is compared.
const BASE = 0x01000193;
/** The code of character `at` of `text`, an ASCII capital as its small letter. */
function lowerCode(text, at) {
    const code = text.charCodeAt(at);
    return code >= 65 && code <= 90 ? code + 32 : code;
}
function hashOf(text, at, length) {
    let hash = 0;
    for (let i = at; i < at + length; i++)
        hash = (Math.imul(hash, BASE) + lowerCode(text, i)) | 0;
    return hash;
}
const escaped = (form) => form.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/**
 * The needles of `forms` (found whole, or by their pieces) and `wholeOnly` (found whole only),
 * each compared in lower case.
 */
function needlesOf(forms, wholeOnly = []) {
    const byLength = new Map();
    const wholes = new Set();
    for (const { text, piece } of forms) {
        const form = asciiLower(text);
        if (form.length < piece)
            wholes.add(form);
        const pieces = byLength.get(piece) ?? new Set();
        byLength.set(piece, pieces);
        for (let i = 0; i + piece <= form.length; i++)
            pieces.add(form.slice(i, i + piece));
    }
    for (const form of wholeOnly)
        if (form)
            wholes.add(asciiLower(form));
    const pieces = [...byLength].map(([length, set]) => ({
        length,
        top: Array.from({ length: length - 1 }).reduce((power) => Math.imul(power, BASE), 1),
        pieces: set,
        hashes: new Set([...set].map((piece) => hashOf(piece, 0, length)))
    }));
    // Longest first: where two forms start at one place, the longer one is found.
    const longest = [...wholes].sort((a, b) => b.length - a.length);
    const pattern = longest.length > 0 ? new RegExp(longest.map(escaped).join('|'), 'gi') : undefined;
    return { pieces: pieces.filter((p) => p.pieces.size > 0), wholes: pattern };
}
/** Calls `found(from, to)` for every place of `text` where a needle is. */
function findNeedles(text, needles, found) {
    const { wholes } = needles;
    if (wholes) {
        // From the place after each one found: forms may overlap.
        wholes.lastIndex = 0;
        for (let m = wholes.exec(text); m; m = wholes.exec(text)) {
            found(m.index, m.index + m[0].length);
            wholes.lastIndex = m.index + 1;
        }
    }
    for (const { length, top, pieces, hashes } of needles.pieces) {
        if (text.length < length)
            continue;
        let hash = hashOf(text, 0, length);
        for (let at = 0;; at++) {
            if (hashes.has(hash) && pieces.has(asciiLower(text.slice(at, at + length)))) {
                found(at, at + length);
            }
            if (at + length >= text.length)
                break;
            const out = Math.imul(lowerCode(text, at), top);
            hash = (Math.imul(hash - out, BASE) + lowerCode(text, at + length)) | 0;
        }
    }
}
/** `text` with every run of covered characters replaced by one REDACTED. */
function withCovered(text, covered) {
    let out = '';
    let kept = 0;
    for (let i = 0; i < text.length; i++) {
        if (!covered[i] || (i > 0 && covered[i - 1]))
            continue;
        let end = i;
        while (end < text.length && covered[end])
            end++;
        out += text.slice(kept, i) + REDACTED;
        kept = end;
        i = end - 1;
    }
    return kept === 0 ? text : out + text.slice(kept);
}

;// CONCATENATED MODULE: ./src/sinks/secrets.ts
/**
 * Secrets, and their removal from text. The service can echo the API key (in an error body, a
 * job field), GitHub can echo a token, and a file or an issue can hold either: every string
 * passes through here before it reaches any sink, and before it is cut to length, so that no
 * cut can leave a piece of a secret that a whole-word match would not recognise.
 *
 * Not only whole secrets are removed: any run of PIECE or more characters taken from a secret
 * is, so a secret cut in half, split over two fields or quoted in part is still redacted. A run
 * of 8 characters of a random key appears in other text by chance about never.
 */


/** Shorter "secrets" would blank out ordinary words; real keys and tokens are long. */
const MIN_SECRET = 4;
const registry = new Set();
/** Registers a secret for every later `redact` of this process (the key, the GitHub token). */
function registerSecret(secret) {
    const value = secret.trim();
    if (value.length >= MIN_SECRET)
        registry.add(value);
}
/**
 * The forms in which a secret could be echoed: as is, URL-encoded (its special characters, or
 * every character), JSON-escaped, base64 (as in a Basic header); each found by its pieces that
 * carry PIECE characters of the secret (needles.ts), without regard to the case of ASCII letters
 * (a proxy may lower-case a header it quotes).
 */
function formsOf(secret) {
    const base64 = base64Forms(secret);
    const forms = new Set([
        secret,
        encodeURIComponent(secret),
        // Every character percent-encoded (`%6D%69…`), as some tools encode a whole value.
        [...Buffer.from(secret)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''),
        JSON.stringify(secret).slice(1, -1),
        ...base64,
        ...base64.map((form) => form.replace(/=+$/, '').replaceAll('+', '-').replaceAll('/', '_'))
    ].map(asciiLower));
    return [...forms];
}
/**
 * Forms looked for whole only: every character escaped (`\u006d…`, as JSON or JavaScript may
 * write it), and the bytes in hex. Their pieces would be ordinary text (an escaped `mi`, 8 hex
 * digits of a commit id).
 */
function wholeFormsOf(secret) {
    const escaped = [...secret]
        .map((ch) => `\\u${(ch.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`)
        .join('');
    return [escaped, Buffer.from(secret).toString('hex')];
}
/**
 * The secret in base64 at each of the three alignments it can have inside a longer value (a
 * Basic header encodes `user:key`): base64 takes bytes three at a time, so the characters that
 * come from the secret alone depend on the length of what precedes it, modulo 3. For a shift of
 * 1 or 2, only the characters made of the secret's bits alone are kept.
 */
function base64Forms(secret) {
    const bytes = Buffer.from(secret);
    const forms = [bytes.toString('base64')];
    for (const shift of [1, 2]) {
        const encoded = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64');
        const start = Math.ceil((shift * 4) / 3);
        const end = Math.floor(((shift + bytes.length) * 4) / 3);
        forms.push(encoded.slice(start, end));
    }
    return forms;
}
/** The registered secrets and `extra`, those long enough to be looked for. */
function secretsWith(extra = []) {
    return [...registry, ...extra].filter((s) => s.length >= MIN_SECRET);
}
/** The needles of the last secrets asked for: a sink redacts many strings with the same ones. */
let last;
/** Every form above of every secret of `secrets`, as needles (found in pieces or whole). */
function echoNeedles(secrets) {
    const key = secrets.join('\0');
    if (last?.key !== key) {
        const forms = secrets.flatMap((secret) => formsOf(secret).map((form) => formOf(form, secret)));
        const needles = needlesOf(forms, secrets.flatMap(wholeFormsOf));
        last = { key, needles };
    }
    return last.needles;
}
/**
 * Replaces every secret (registered ones and `extra`), and every run of PIECE or more of its
 * characters, with `***`.
 */
function redact(text, extra = []) {
    const secrets = secretsWith(extra);
    if (secrets.length === 0 || text.length === 0)
        return text;
    const covered = new Uint8Array(text.length);
    findNeedles(text, echoNeedles(secrets), (from, to) => covered.fill(1, from, to));
    return withCovered(text, covered);
}
/** Redacts every string in a JSON-like value, keys included (for the `job` output, state). */
function redactDeep(value, extra = []) {
    if (typeof value === 'string')
        return redact(value, extra);
    if (Array.isArray(value))
        return value.map((item) => redactDeep(item, extra));
    if (value !== null && typeof value === 'object') {
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [redact(key, extra), redactDeep(item, extra)]));
    }
    return value;
}


/***/ }),

/***/ 288:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_url__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _export_worker_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(700);
/* harmony import */ var _visitors_run_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(109);
// Entry of the visitor analytics action (dist/visitors/index.js), a preset of the analytics
// action: the action, on the main thread; the analytics engine's export runs in a worker thread
// started from its own bundle, dist/export-worker/index.js (see analytics/step.ts). Exit only
// here, after outputs and summary are written.



await (0,_visitors_run_js__WEBPACK_IMPORTED_MODULE_2__/* .run */ .e)((0,_export_worker_js__WEBPACK_IMPORTED_MODULE_1__/* .exportWorkerOf */ .gf)((0,node_url__WEBPACK_IMPORTED_MODULE_0__.fileURLToPath)(import.meta.url)));
process.exit();

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 109:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  e: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/api/index.ts + 7 modules
var api = __nccwpck_require__(568);
// EXTERNAL MODULE: ./src/bounds.ts
var src_bounds = __nccwpck_require__(186);
// EXTERNAL MODULE: ./src/export/worker.ts + 1 modules
var worker = __nccwpck_require__(700);
// EXTERNAL MODULE: ./src/sinks/secrets.ts + 1 modules
var secrets = __nccwpck_require__(279);
;// CONCATENATED MODULE: ./src/sinks/text.ts
/**
 * Untrusted text made plain: secrets redacted first, then every character a reader would not see
 * (control and format characters: newlines, bidi overrides, zero-width joiners, lone surrogates)
 * made visible as an escape, white space folded, and only then the length bounded. These are the
 * building blocks of every sink (log.ts, markup.ts, step.ts); none of them knows GitHub Actions.
 */

/** What a reader would not see: C0/C1 controls, format characters, line and paragraph separators,
 * surrogates without their pair, the Hangul fillers and the Braille blank that render as nothing,
 * and the variation selectors, which can carry a hidden message after any character. */
const HIDDEN = 
// eslint-disable-next-line no-misleading-character-class -- variation selectors alone, on purpose
/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\u115F\u1160\u3164\uFFA0\u2800\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu;
const NAMED = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
/** Makes hidden characters visible: `\n`, `\u{202e}`. */
function text_visible(text) {
    return text.replace(HIDDEN, (ch) => NAMED[ch] ?? `\\u{${(ch.codePointAt(0) ?? 0).toString(16)}}`);
}
/** Cuts to at most `max` characters (an ellipsis included), never inside a surrogate pair. */
function text_cut(text, max) {
    if (text.length <= max)
        return text;
    let end = Math.max(0, max - 1);
    const code = text.charCodeAt(end - 1);
    if (code >= 0xd800 && code <= 0xdbff)
        end--;
    return `${text.slice(0, end)}…`;
}
/** The default bound of one value in a line, a cell or an output. */
const text_MAX_VALUE = 500;
/**
 * Any value as one plain line: redacted, hidden characters visible, runs of white space folded
 * to one space, trimmed, bounded. The order is the point: redact before cutting.
 */
function text_plainLine(value, max = text_MAX_VALUE) {
    const text = typeof value === 'string' ? value : String(value);
    const shown = text_visible((0,secrets/* redact */.E$)(text).replace(/\r\n?|\n/g, ' '))
        .replace(/\s+/g, ' ')
        .trim();
    return text_cut(shown, max);
}

;// CONCATENATED MODULE: ./src/inputs.ts
/**
 * What both actions' settings readers share: the input reader, the error that lists problems,
 * and the inputs that reach the service.
 */


/** All the problems found in the inputs, one per line. */
class inputs_SettingsError extends Error {
    problems;
    name = 'SettingsError';
    constructor(problems) {
        super(problems.length === 1
            ? problems[0]
            : `The inputs have ${problems.length} problems:\n- ${problems.join('\n- ')}`);
        this.problems = problems;
    }
}
/**
 * Identifiers become path segments and appear in logs: no white space, slashes, control or
 * format characters (a bidi override would reorder what a reader sees), not `.` or `..`, bounded.
 */
const IDENTIFIER = /^(?!\.{1,2}$)[^\s/\\?#%\p{C}]{1,200}$/u;
/** Admin keys start with this (contract §2), and travel in a header: visible ASCII only. */
const API_KEY = /^mint_[\x21-\x7e]+$/;
/** A value quoted in a problem: as JSON, with hidden characters shown rather than obeyed. */
function inputs_shown(value) {
    return text_visible(JSON.stringify(text_cut(value, 200)));
}
/** Splits a comma (or newline) separated input into its non-empty items. */
function inputs_list(value) {
    return value
        .split(/[,\n]/)
        .map((item) => item.trim())
        .filter((item) => item !== '');
}
/** Reads `api-key`, `project-id` and `api-url`, adding what is wrong with them to `problems`. */
function inputs_readServiceInputs(input, problems) {
    const apiKey = input('api-key').trim();
    if (!apiKey) {
        // Mostly a secret that did not arrive: a forgotten one, or one GitHub withholds from this run.
        problems.push("Input 'api-key' is required: the service's admin API key (mint_...). It is empty, as a secret reads when it is not set in the repository or organization, or not given to this event: GitHub gives no secrets to a workflow run by a pull request from a fork, and only Dependabot's secrets to one run by Dependabot.");
    }
    else if (!API_KEY.test(apiKey)) {
        // The value is a secret: it is never quoted, not even in part.
        problems.push("Input 'api-key' must be an admin API key: mint_ followed by letters, digits or punctuation, without spaces or line breaks (the value given is not shown).");
    }
    const projectId = input('project-id').trim();
    if (!projectId) {
        problems.push("Input 'project-id' is required: the project identifier from the dashboard.");
    }
    else if (!IDENTIFIER.test(projectId)) {
        problems.push(`Input 'project-id' must be a project identifier without spaces, slashes or control characters; got ${inputs_shown(projectId)}.`);
    }
    const apiUrl = input('api-url').trim() || api/* DEFAULT_API_URL */.rK;
    const url = (0,api/* parseApiUrl */.nV)(apiUrl);
    if (!url.ok)
        problems.push(`Input 'api-url' is not usable: ${url.reason}.`);
    return { apiKey, projectId, apiUrl };
}

// EXTERNAL MODULE: ./src/api/clock.ts
var clock = __nccwpck_require__(982);
;// CONCATENATED MODULE: ./src/signals.ts

/**
 * Cancellation. The runner sends SIGINT, then SIGTERM 7.5 s later, then kills: the first signal
 * aborts whatever is in flight (a sleep, a request) so the step can still write its outputs and
 * summary and exit well within that time.
 */
function abortOnSignals(onSignal) {
    const controller = new AbortController();
    const handler = (signal) => {
        if (!controller.signal.aborted)
            onSignal?.(signal);
        controller.abort(new Error(`received ${signal}`));
    };
    process.on('SIGINT', handler);
    process.on('SIGTERM', handler);
    return controller;
}
/**
 * A signal that aborts `ms` after `signal` does, on `clock`: what is still to do after a cancel
 * (the final comment update) gets that long, and no longer, so the step exits within the
 * runner's patience.
 */
function graceAfter(signal, ms, clock = systemClock) {
    const controller = new AbortController();
    const start = () => {
        clock
            .timeout(ms)
            .addEventListener('abort', () => controller.abort(signal.reason), { once: true });
    };
    if (signal.aborted)
        start();
    else
        signal.addEventListener('abort', start, { once: true });
    return controller.signal;
}
/**
 * What `promise` gives, if it settles within `ms` on `clock`; undefined otherwise (and when it
 * rejects). A slow GitHub call waited for this way goes on beside, and nothing waits longer.
 */
async function waitAtMost(promise, ms, clock = systemClock) {
    const enough = new AbortController();
    try {
        return await Promise.race([
            promise.catch(() => undefined),
            clock.sleep(ms, enough.signal).then(() => undefined, () => undefined)
        ]);
    }
    finally {
        enough.abort();
    }
}

;// CONCATENATED MODULE: ./src/sinks/views.ts
/**
 * Views of a text: copies in which a secret written in another form reads as itself, each of
 * their characters traced back to the characters of the text it stands for, so that what is
 * found in a view is redacted where it was written.
 *
 * - `normalised`: escapes decoded (`\x6d`, `\u006d`, `\u{6d}`, `\U0000006d`, `\155`, `\_`,
 *   `%6D`, `%u006d`, `&#109;`, `&#x6d;`, `&lowbar;`, quoted-printable's `=5F`…), compatibility
 *   forms folded (NFKC: `ｍ` reads `m`), and what renders as nothing dropped (zero-width, bidi
 *   controls, the soft hyphen, variation selectors, combining marks: Default_Ignorable_Code_Point,
 *   combining marks of every kind; a terminal's colour codes, also written `\e[32m`; HTML's
 *   `<wbr>` in any case).
 * - joins.ts: lines joined, so that a secret wrapped at a width, or cut into two string literals
 *   of a patch, reads whole.
 * - decoded.ts: runs of hex, base64 and base32 decoded to bytes.
 */
/** The text itself, as a view. */
const views_viewOf = (text) => ({ text, from: [], to: [] });
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
/** Code units as a string, a few thousand at a time (a call takes only so many arguments). */
function chunked(codes) {
    const parts = [];
    for (let at = 0; at < codes.length; at += 4096) {
        parts.push(String.fromCharCode(...codes.subarray(at, at + 4096)));
    }
    return parts.join('');
}
/**
 * Builds a view character by character. A dropped character goes with the character kept right
 * before it (a combining mark or a variation selector belongs to the character it marks), or,
 * where none is (at the start, after a gap), with the next one kept.
 */
class views_ViewBuilder {
    codes = new Uint16Array(256);
    from = new Int32Array(256);
    to = new Int32Array(256);
    length = 0;
    dropped = -1;
    room(more) {
        const size = this.length + more;
        if (size <= this.codes.length)
            return;
        const grown = Math.max(size, this.codes.length * 2);
        const codes = new Uint16Array(grown);
        const from = new Int32Array(grown);
        const to = new Int32Array(grown);
        codes.set(this.codes);
        from.set(this.from);
        to.set(this.to);
        this.codes = codes;
        this.from = from;
        this.to = to;
    }
    /** The character of code unit `code` stands for the parent's characters `from` to `to`. */
    pushCode(code, from, to) {
        this.room(1);
        this.codes[this.length] = code;
        this.from[this.length] = this.dropped === -1 ? from : this.dropped;
        this.to[this.length++] = to;
        this.dropped = -1;
    }
    /** `text` stands for the parent's characters `from` to `to`. */
    push(text, from, to) {
        for (let i = 0; i < text.length; i++)
            this.pushCode(text.charCodeAt(i), from, to);
    }
    /** The parent's characters `from` to `to`, each standing for itself. */
    copy(parent, from, to) {
        if (to <= from)
            return;
        this.room(to - from);
        this.pushCode(parent.charCodeAt(from), from, from + 1);
        for (let i = from + 1; i < to; i++) {
            this.codes[this.length] = parent.charCodeAt(i);
            this.from[this.length] = i;
            this.to[this.length++] = i + 1;
        }
    }
    /** The parent's characters `from` to `to` stand for nothing: redacted with a neighbour. */
    drop(from, to) {
        const last = this.length - 1;
        if (this.dropped === -1 && last >= 0 && this.to[last] === from)
            this.to[last] = to;
        else if (this.dropped === -1)
            this.dropped = from;
    }
    /** A separator that stands for nothing (between two decoded runs: no match spans it). */
    gap(at) {
        this.dropped = -1;
        this.pushCode(0x0a, at, at);
    }
    /** How many characters the view has so far. */
    get size() {
        return this.length;
    }
    view(parent, more = {}) {
        const { length } = this;
        // The code units as they are (UTF-16 in the machine's order; Node decodes it without checking
        // surrogates or dropping a BOM), in one pass.
        const text = LITTLE_ENDIAN
            ? Buffer.from(this.codes.buffer, this.codes.byteOffset, length * 2).toString('utf16le')
            : chunked(this.codes.subarray(0, length));
        const from = this.from.subarray(0, length);
        return { text, from, to: this.to.subarray(0, length), parent, ...more };
    }
}
/**
 * Marks in `covered` (one flag per character of the text itself) the characters that the
 * characters `from` to `to` of `view` stand for; the parent's characters that no character of the
 * view stands for (a line break a join dropped) stay unmarked.
 */
function views_cover(view, from, to, covered) {
    const { parent } = view;
    if (!parent) {
        covered.fill(1, from, to);
        return;
    }
    if (view.bridged) {
        if (to > from)
            views_cover(parent, view.from[from] ?? 0, view.to[to - 1] ?? 0, covered);
        return;
    }
    let start = -1;
    let end = -1;
    for (let i = from; i < to; i++) {
        const a = view.from[i] ?? 0;
        const b = view.to[i] ?? 0;
        if (start !== -1 && a <= end) {
            end = Math.max(end, b);
            continue;
        }
        if (start !== -1)
            views_cover(parent, start, end, covered);
        start = a;
        end = b;
    }
    if (start !== -1 && end > start)
        views_cover(parent, start, end, covered);
}
const HEX = '[0-9a-fA-F]';
/** One escape of a character (its groups: HEX_GROUPS and those after), or other characters. */
const ESCAPE = new RegExp([
    // A terminal's colour and style codes (a coloured CI log), also as a script writes them
    // (`\e[32m`): they show as nothing. A truecolor code sets two colours of 5 numbers.
    `((?:\\x1b|\\\\(?:e|033|x1[bB]|u001[bB]))\\[[0-9;]{0,64}[A-Za-z])`,
    // C, Python, shell, JavaScript, Rust, JSON; markdown's backslash before punctuation. Leading
    // zeros in braces, as JavaScript takes them (`\u{000000005f}`).
    `\\\\(?:x(${HEX}{2})|u\\{0*(${HEX}{1,6})\\}|u(${HEX}{4})|U(${HEX}{8})|([0-7]{1,3})` +
        `|([nrt])|([!-/:-@[-\`{-~]))`,
    // URLs (and JavaScript's old escape()).
    `%u(${HEX}{4})|%(${HEX}{2})`,
    // HTML, with any leading zeros.
    `&#[xX]0*(${HEX}{1,6});?|&#0*([0-9]{1,7});?|&([A-Za-z]{2,24});`,
    // Quoted-printable (a mail, a MIME header's Q encoding): `=5F`, capitals only.
    '=([0-9A-F]{2})',
    // HTML's break opportunity inside a long word: it shows as nothing.
    '(<[wW][bB][rR][ \\t]*/?>)',
    // Characters beyond ASCII, folded or dropped one by one.
    '[^\\0-\\x7f]+',
    // Controls that show as nothing (a NUL after every character: UTF-16 read as text), dropped.
    '[\\0-\\x08\\x0b\\x0c\\x0e-\\x1a\\x1c-\\x1f\\x7f]+'
].join('|'), 'g');
/** Named HTML references of the one character of keys and tokens that has a name (`_`). */
const ENTITIES = {
    lowbar: '_',
    UnderBar: '_',
    // Invisible characters by name: dropped once decoded, like the characters themselves.
    shy: '\u00ad',
    ZeroWidthSpace: '\u200b',
    zwnj: '\u200c',
    zwj: '\u200d',
    NoBreak: '\u2060',
    lrm: '\u200e',
    rlm: '\u200f',
    // HTML's other names of the zero-width space, and of the invisible operators.
    NegativeMediumSpace: '\u200b',
    NegativeThinSpace: '\u200b',
    NegativeVeryThinSpace: '\u200b',
    NegativeThickSpace: '\u200b',
    af: '\u2061',
    ApplyFunction: '\u2061',
    it: '\u2062',
    InvisibleTimes: '\u2062',
    ic: '\u2063',
    InvisibleComma: '\u2063'
};
const LETTER_ESCAPES = { n: '\n', r: '\r', t: '\t' };
/** The groups of ESCAPE that hold a code point in hex, in decimal and in octal (1 and 15: none). */
const HEX_GROUPS = (/* unused pure expression or super */ null && ([2, 3, 4, 5, 9, 10, 11, 14]));
const DECIMAL_GROUP = 12;
const OCTAL_GROUP = 6;
const QUOTED_GROUP = 14;
/**
 * Quoted-printable writes the characters of a key other than `_` and `-` only among other escapes
 * (`=6D=69`): an `=XX` alone is data after an `=` (`KEY=6768705f…` in hex, `=AB…` in base32).
 */
const isLoneQuoted = (m, value) => m[QUOTED_GROUP] !== undefined &&
    value !== '_' &&
    value !== '-' &&
    m.input[m.index + 3] !== '=' &&
    m.input[m.index - 3] !== '=';
/**
 * A line break escaped at a string literal's end (`"…\n"`: a notebook's output, `readlines()`, a
 * JavaScript `"…\n" +`) ends the literal, not a line of its value: it stands for nothing, so that
 * the literals join as they would without it (joins.ts).
 */
const atLiteralEnd = (m) => m[7] !== 't' && /^(?:\\n)?["'`]/.test(m.input.slice(m.index + 2, m.index + 5));
/** What one ESCAPE match stands for; undefined when it stands for no character. */
function decoded(m) {
    const hex = HEX_GROUPS.map((group) => m[group]).find((digits) => digits !== undefined);
    const decimal = m[DECIMAL_GROUP];
    const octal = m[OCTAL_GROUP];
    const point = hex !== undefined
        ? parseInt(hex, 16)
        : decimal !== undefined
            ? parseInt(decimal, 10)
            : octal !== undefined
                ? parseInt(octal, 8)
                : undefined;
    if (point !== undefined)
        return point <= 0x10ffff ? String.fromCodePoint(point) : undefined;
    if (m[7])
        return atLiteralEnd(m) ? '' : LETTER_ESCAPES[m[7]];
    if (m[8])
        return m[8];
    if (m[13])
        return Object.hasOwn(ENTITIES, m[13]) ? ENTITIES[m[13]] : undefined;
    if (m[1] || m[15])
        return '';
    return m[0];
}
/**
 * A control that shows as nothing (a NUL after every character is UTF-16 read as text; DEL): tab,
 * line breaks and the escape of colour codes (read elsewhere) aside.
 */
const hiddenControl = (code) => code === 0x7f || (code < 0x20 && code !== 9 && code !== 10 && code !== 13 && code !== 0x1b);
/**
 * Characters that render as nothing, or only on the character before them (combining marks:
 * nonspacing, spacing and enclosing, as the keycap of 1️⃣).
 */
const INVISIBLE = /^[\p{Default_Ignorable_Code_Point}\p{M}]$/u;
/** Pushes `text` (standing for the parent's `from` to `to`) character by character, folded. */
function pushFolded(out, text, from, to) {
    for (const ch of text) {
        const code = ch.charCodeAt(0);
        if (hiddenControl(code))
            out.drop(from, to);
        else if (code < 0x80)
            out.push(ch, from, to);
        else if (INVISIBLE.test(ch))
            out.drop(from, to);
        else
            out.push(ch.normalize('NFKC'), from, to);
    }
}
/** `text` with escapes decoded, compatibility forms folded and invisible characters dropped. */
function views_normalised(text) {
    const out = new views_ViewBuilder();
    const source = text.text;
    let at = 0;
    for (const m of source.matchAll(ESCAPE)) {
        out.copy(source, at, m.index);
        at = m.index;
        const end = m.index + m[0].length;
        if (hiddenControl(m[0].charCodeAt(0))) {
            out.drop(at, end);
            at = end;
            continue;
        }
        if (m[0].charCodeAt(0) >= 0x80) {
            // Non-ASCII characters: each stands for itself (a surrogate pair for both halves).
            for (const ch of m[0]) {
                pushFolded(out, ch, at, at + ch.length);
                at += ch.length;
            }
            continue;
        }
        const value = decoded(m);
        if (value === undefined || isLoneQuoted(m, value))
            out.copy(source, at, end);
        else
            pushFolded(out, value, at, end);
        at = end;
    }
    if (at === 0)
        return text;
    out.copy(source, at, source.length);
    return out.view(text);
}

;// CONCATENATED MODULE: ./src/sinks/joins.ts
/**
 * Lines joined, so that a secret cut over several lines reads whole: wrapped at a width (a PEM
 * body, a hex dump, lines of 7 characters), or cut into string literals that a patch continues on
 * its next line (`"ghp_AbCd" +` then `+  "EfGh"`).
 *
 * Two joins, because no one join is right for every text:
 * - `soft` drops the line break and the blanks around it: a wrapped value joins as it was, even
 *   one whose lines begin with `+` or `-` (base64 has both).
 * - `code` also drops the punctuation by which a line continues on the next: after the break a
 *   patch's `+`, `-` or space, the indentation, quote, comment and list markers followed by a
 *   blank (`> `, `// `, `# `, `* `, `-- `, a YAML sequence's `- `; a patch's removed line of a
 *   comment: `--- `), and a string prefix before a quote (`b"`, `$@"`, `L"`, `N'`: PREFIX);
 *   before it a backslash (a shell's or Python's line continued), quoted-printable's soft break
 *   (an `=` right after data), and a string literal's closing quote, operator or comma and opening quote
 *   (`"…" +` then `+  "…"`; `.`, `&`, `||`, an array's `",` too). Within a line, it drops what
 *   joins two string literals: `" + "`, `" "`, `", "`, `' . '`, `" b"` (a value cut into
 *   literals, or an array of its pieces or characters).
 * What is dropped is not redacted itself: a secret found across a join is redacted in each of its
 * pieces, and the lines and the literals stay as they were.
 *
 * Joining is safe for what is looked for: a run of 8 characters of a random key, or a token's
 * prefix and 20 characters after it, do not come together from two lines or two literals of
 * other text by chance. The `code` join keeps a closing quote that the next line does not open
 * again, and an operator without quotes (`a +` then `b` is code, not one value). A line that
 * just ends, and items of an array (after a comma), may end a token: tokens.ts (lineEnds) says
 * how far a token found across them goes; a backslash, an `=` and an operator say it goes on.
 */

/**
 * A string literal's prefix before its quote: Python's `b` `r` `f` `u`, C#'s `@` `$`, C++'s `L`
 * `u8`, SQL's `N` `E`, Scala's `s` `raw`, Rust's `c`: any of up to three letters, digits, `$`, `@`.
 */
const PREFIX = '[A-Za-z0-9$@]{1,3}';
const BREAK = /\r\n|[\n\r\u2028\u2029\u0085]/g;
const BLANK = /[ \t]*/y;
/** What may begin a line that continues the one before, in a `code` join; group 1: a quote. */
const CONTINUATION = new RegExp(String.raw `(?:[+ ]|-(?!-)|-(?=--[ \t]))?[ \t]*(?:(?:>+|\/\/+|#+|\*|--|-|;+)[ \t]+)*((?:(?:[+.&]{1,2}|\|\||(,))[ \t]*)?(?:${PREFIX})?["'\`])?`, 'y');
const QUOTES = (/* unused pure expression or super */ null && (`"'\``));
const OPERATORS = '+.&|,';
/**
 * Two string literals side by side on a line (the second may have a prefix after a blank or an
 * operator: `" b"`, `" + $"`, when its quote opens one: not ` gh" + ` of `" gh" + "p_…"`; a dot
 * may begin one, as an installation token cut at its JWT's dot does); group 1: an operator that
 * says the value goes on.
 */
const GLUE = new RegExp(String.raw `["'\`][ \t]*(?:([+.&]{1,2}|\|\|)[ \t]*|,[ \t]*)?(?:(?<=[ \t+.&|,])${PREFIX}["'\`](?=[^ \t+&|,;)\]\r\n"'\`])|["'\`])`, 'g');
const isBlank = (ch) => ch === ' ' || ch === '\t';
/**
 * Where the line that ends at `end` stops holding data (`floor`: where it began, at the least).
 * A closing quote and an operator or a comma go only when the next line goes on with a quote;
 * a comma, at this line's end or the next's start, says no more than that the items go on.
 */
function dataEnd(text, end, floor, join, next) {
    const { quoted } = next;
    let at = end;
    while (at > floor && isBlank(text[at - 1]))
        at--;
    if (join === 'soft' || at === floor)
        return { at, continued: false };
    let continued = false;
    if (text[at - 1] === '\\' || (text[at - 1] === '=' && /[^\s=]/.test(text[at - 2] ?? ' '))) {
        at--;
        continued = true;
        while (at > floor && isBlank(text[at - 1]))
            at--;
    }
    if (!quoted)
        return { at, continued };
    let quote = at;
    for (let ops = 0; ops < 2 && quote > floor && OPERATORS.includes(text[quote - 1] ?? 'x'); ops++) {
        quote--;
    }
    if (quote < at)
        while (quote > floor && isBlank(text[quote - 1]))
            quote--;
    const closed = quote > floor && QUOTES.includes(text[quote - 1] ?? 'x');
    if (!closed)
        return { at, continued };
    const item = next.item || text.slice(quote, at).includes(',');
    if (continued || !item)
        return { at: quote - 1, continued: true };
    // Items one a line: blanks inside the quotes around the break go, as around a wrapped line's
    // break do (a notebook's indented output); in a literal that goes on they are the value's.
    let data = quote - 1;
    while (data > floor && isBlank(text[data - 1]))
        data--;
    return { at: data, continued: false, item: true };
}
/** Where the data of the line that begins at `start` begins, and whether it begins a string. */
function dataStart(text, start, join) {
    const pattern = join === 'soft' ? BLANK : CONTINUATION;
    pattern.lastIndex = start;
    const m = pattern.exec(text);
    if (!m)
        return { at: start, quoted: false, item: false };
    return { at: pattern.lastIndex, quoted: m[1] !== undefined, item: m[2] !== undefined };
}
/**
 * The places in a text where two string literals are joined (GLUE), in order: each search starts
 * where the last one did not reach yet, so that all of them read the text once.
 */
class Glues {
    text;
    last;
    constructor(text) {
        this.text = text;
    }
    /** The first place at or after `from`. */
    next(from) {
        if (this.last === null || (this.last && this.last.index >= from))
            return this.last;
        GLUE.lastIndex = from;
        this.last = GLUE.exec(this.text);
        return this.last;
    }
}
/**
 * Copies the characters `from` to `to` of a line into `out`, without what joins two string
 * literals (`glues`; none for a `soft` join); `continued` gets where a literal was joined to the
 * next by an operator, `items` where to the next item of a list.
 */
function copyLine(text, from, to, glues, out, continued, items) {
    let at = from;
    for (let m = glues?.next(at); m && m.index + m[0].length <= to; m = glues?.next(at)) {
        out.copy(text, at, m.index);
        (m[1] !== undefined || !m[0].includes(',') ? continued : items).add(out.size);
        at = m.index + m[0].length;
    }
    out.copy(text, at, to);
    return at > from;
}
/**
 * `lines` with its lines joined (see above); the view's `continued` holds where a line or a
 * literal that said it goes on was joined to the next, its `items` where a literal was joined to
 * the next item of a list on its line.
 */
function joins_joined(lines, join) {
    const text = lines.text;
    const out = new ViewBuilder();
    const continued = new Set();
    const items = new Set();
    const glues = join === 'code' ? new Glues(text) : undefined;
    let at = 0;
    let changed = false;
    BREAK.lastIndex = 0;
    for (let m = BREAK.exec(text); m; m = BREAK.exec(text)) {
        const next = dataStart(text, m.index + m[0].length, join);
        const end = dataEnd(text, m.index, at, join, next);
        if (copyLine(text, at, end.at, glues, out, continued, items))
            changed = true;
        if (end.continued)
            continued.add(out.size);
        at = next.at;
        if (end.item)
            while (isBlank(text[at]))
                at++;
        changed = true;
        BREAK.lastIndex = at;
    }
    if (copyLine(text, at, text.length, glues, out, continued, items))
        changed = true;
    return changed ? out.view(lines, { continued, items }) : lines;
}

;// CONCATENATED MODULE: ./src/sinks/decoded.ts
/**
 * Runs of hex, base64, base32 and decimal numbers decoded, as views (one character per byte,
 * Latin-1; a decimal number is one character, of its code),
 * so that a secret or a token written in one reads as itself. A run is decoded from each of its
 * characters at which a byte can begin (2 for hex, 4 for base64, 8 for base32): what precedes the
 * encoded value in the run does not matter (a word glued to it, a path segment, `user:` in a
 * Basic header, an odd digit). Hex digits may be separated by blanks, colons, commas or hyphens,
 * and each byte written `0x6d` (a dump, a debugger, a C array). base64 is read in both alphabets
 * (`+/` and `-_`).
 *
 * Decimal numbers (up to 65535) apart by commas or blanks, 8 or more: a Buffer in JSON
 * (`[109,105,…]`), `String.fromCharCode(109, 105, …)`, a `[]byte{…}` literal; over lines too (a
 * NumPy array, `od -tu1` with or without offsets, a YAML sequence's `- 109`, in a patch too),
 * read in lines not joined: a join glues the last number of a line to the first of the next.
 *
 * A decoded view is decoded again (a value encoded twice: base64 of a JSON that holds base64, as
 * a Kubernetes `.dockerconfigjson`; hex of base64), and read without its NUL bytes (UTF-16, as
 * in PowerShell's `-EncodedCommand`: base64 of UTF-16LE).
 *
 * Only what is found in a decoded run is redacted: a run is as often other data (a word of hex
 * letters, an identifier, a hash), whose bytes hold no run of 8 characters of a key and no token
 * by chance.
 */


function valuesOf(symbols, more = {}) {
    const values = new Int8Array(128).fill(-1);
    for (let i = 0; i < symbols.length; i++)
        values[symbols.charCodeAt(i)] = i;
    for (const [ch, value] of Object.entries(more))
        values[ch.charCodeAt(0)] = value;
    return values;
}
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = UPPER.toLowerCase();
const ALPHABETS = {
    hex: {
        run: /(?:0[xX])?[0-9a-fA-F]+(?:[ \t:,-]{1,2}(?:0[xX])?[0-9a-fA-F]+)*/g,
        width: 4,
        values: valuesOf('0123456789abcdef', { A: 10, B: 11, C: 12, D: 13, E: 14, F: 15 })
    },
    base64: {
        run: /[A-Za-z0-9+/_-]{11,}/g,
        width: 6,
        values: valuesOf(`${UPPER}${LOWER}0123456789+/`, { '-': 62, _: 63 })
    },
    base32: {
        run: /[A-Z2-7]{13,}|[a-z2-7]{13,}/g,
        width: 5,
        values: valuesOf(`${UPPER}234567`, Object.fromEntries([...LOWER].map((ch, i) => [ch, i])))
    }
};
/**
 * The symbols of a run: their values, where each begins (at its `0x` for hex written so) and
 * where it is.
 */
function symbolsOf(text, from, to, values) {
    const symbols = [];
    const starts = [];
    const places = [];
    let prefix = -1;
    for (let at = from; at < to; at++) {
        const ch = text.charCodeAt(at);
        const value = ch < 128 ? (values[ch] ?? -1) : -1;
        if (value === -1 && (ch === 0x78 || ch === 0x58)) {
            // The x of hex's 0x: the 0 before it was no digit.
            symbols.pop();
            starts.pop();
            prefix = places.pop() ?? -1;
        }
        if (value === -1)
            continue;
        symbols.push(value);
        starts.push(prefix === -1 ? at : prefix);
        places.push(at);
        prefix = -1;
    }
    return { symbols, starts, places };
}
/** Pushes the bytes of `symbols` read from each offset at which a byte can begin. */
function decodeRun(run, width, out) {
    const { symbols, starts, places } = run;
    const period = width === 4 ? 2 : width === 6 ? 4 : 8;
    for (let offset = 0; offset < period; offset++) {
        if ((symbols.length - offset) * width < PIECE * 8)
            return;
        let bits = 0;
        let held = 0;
        let first = offset;
        for (let k = offset; k < symbols.length; k++) {
            held = ((held << width) | (symbols[k] ?? 0)) & 0xffff;
            bits += width;
            if (bits < 8)
                continue;
            bits -= 8;
            out.pushCode((held >> bits) & 0xff, starts[first] ?? 0, (places[k] ?? 0) + 1);
            first = bits > 0 ? k : k + 1;
        }
        out.gap(places[places.length - 1] ?? 0);
    }
}
/**
 * Decimal numbers, 8 or more, apart by a comma, blanks or a line break (a line of a literal of its
 * own too; then a patch's `+` or `-`, a quote, `od`'s offset of 6 to 8 digits, which no number of
 * the run has, a YAML item's `- `). Not from within a number, and none with a leading zero (no
 * tool prints bytes so): the first line's offset, or a line joined to the one before (`…PT0=` then
 * `109`), is no number of the run. Each part of a separator begins with its own character (the
 * lookahead asks for one), so a run that fails is given up in time linear in its length.
 */
const NUMBER_OF_RUN = '(?:0|[1-9][0-9]{0,4})';
const DECIMALS = new RegExp([
    String.raw `(?<![0-9])${NUMBER_OF_RUN}(?:(?=[ \t,\r\n"'])[ \t]*(?:,[ \t]*)?`,
    // A line's end, in a literal of its own too (`"… 54\n",` then `"0000020  71 …`).
    String.raw `(?:["'](?:[ \t]*,)?[ \t]*(?=\r?\n))?`,
    String.raw `(?:\r?\n[+-]?[ \t]*["']?(?:[0-9a-f]{6,8}[ \t]+)?(?:-[ \t]+)?)?${NUMBER_OF_RUN}){7,}`
].join(''), 'g');
/** A number of a run, or an offset (6 or more: skipped). */
const NUMBER = /[0-9a-f]{6,}|[0-9]+/g;
/** Pushes each number of a run of DECIMALS (at `from` in `text`) as the character of its code. */
function decodeDecimals(run, from, out) {
    for (const m of run.matchAll(NUMBER)) {
        if (m[0].length >= 6)
            continue;
        const code = Number(m[0]);
        const at = from + m.index;
        if (code <= 0xffff)
            out.pushCode(code, at, at + m[0].length);
        else
            out.gap(at);
    }
    out.gap(from + run.length);
}
/** The runs of `encoding` in `view`, decoded: one view, its runs apart (no match spans two). */
function decoded_decodedView(view, encoding) {
    const out = new ViewBuilder();
    if (encoding === 'decimal') {
        for (const m of view.text.matchAll(DECIMALS))
            decodeDecimals(m[0], m.index, out);
        return out.view(view, { bridged: true });
    }
    const { run, width, values } = ALPHABETS[encoding];
    const least = Math.ceil((PIECE * 8) / width);
    for (const m of view.text.matchAll(run)) {
        if (m[0].length < least)
            continue;
        decodeRun(symbolsOf(view.text, m.index, m.index + m[0].length, values), width, out);
    }
    // A match in hex bytes apart stands for the separators between them too.
    return out.view(view, { bridged: true });
}
/** `bytes` without its NUL bytes (UTF-16 of ASCII reads as ASCII); `bytes` when it has none. */
function decoded_withoutNul(bytes) {
    const text = bytes.text;
    let nul = text.indexOf('\0');
    if (nul === -1)
        return bytes;
    const out = new ViewBuilder();
    let at = 0;
    for (; nul !== -1; nul = text.indexOf('\0', at)) {
        // The NULs belong to no character: a match stands for those between its ends (bridged).
        out.copy(text, at, nul);
        at = nul + 1;
    }
    out.copy(text, at, text.length);
    return out.view(bytes, { bridged: true });
}

;// CONCATENATED MODULE: ./src/sinks/tokens.ts
/**
 * Words in camel case: digits at a word's end (`v2NewToken`, `erc721Batch`, `render3DModel`), a
 * numeronym (`i18n`, `k8s`, `e2e`, `a11y`, `i18next`; capitalised, one of those:
 * `loadI18nFiles`, `runE2ETests`), an acronym with its number (`IPv4`, `UTF16`, `SHA256`,
 * `ISO8601`), a few after digits (`3D`, `2FA`, `LE`, `BE`: `render3DModel`, `toUTF16LE`), a word
 * of two letters of a closed list (WORDS_OF_TWO), with digits, before a capital or at the end
 * (`uploadToS3`, `getUserIdV2`, `fontSize14Px`, `showPage1Of10`), the article `A` before a word
 * (`isAValidValue`), and a closed list of acronyms that are words of code, and their plurals
 * (`URL`, `ID`, `JWT`, `OAuth`…: `toBase64URL`, `getUserIDsFromSession`, `getOAuth2Token`). Any
 * other bare acronym or letter alone is not taken (`readUInt32LE`, `getXCoordinate` look
 * generated): any acronym after digits would let a random key of 24 pass for words 2.5 times as
 * often, any capital alone 3 times (bench/key-misses.ts); these closed lists add less than 1 in
 * 10,000 each. No two ways of reading a part end at one place: a test costs its length.
 */
const WORDS_OF_TWO = [
    ...['To', 'Of', 'In', 'On', 'By', 'At', 'Is', 'Or', 'As', 'Up', 'An', 'Am', 'Be', 'Do', 'Go'],
    ...['He', 'Hi', 'If', 'It', 'Me', 'My', 'No', 'Oh', 'Ok', 'So', 'Us', 'We', 'Id', 'Db', 'Md'],
    ...['Px', 'Ui', 'Js', 'Ip', 'Os', 'Qr', 'Tx', 'Rx', 'Pi', 'Io', 'Vm', 'Ai', 'Ml']
].join('|');
const CAMEL = new RegExp([
    '^(?:[a-z]+[0-9]*|[a-z][0-9]{1,2}[a-z]+)?',
    '(?:[A-Z](?:[a-z]{2,}[0-9]*|[0-9]+)|[A-Z]{2,5}v?[0-9]{1,4}(?=[A-Z][a-z]{2}|[A-Z]{2}$|$)',
    '|(?<=[0-9])(?:D|FA|LE|BE)(?=[A-Z][a-z]{2}|$)',
    '|[a-z][0-9]{1,2}[a-z]{1,2}|(?:I18n|L10n|K8s|A11y|E2E)(?=[A-Z][a-z]{2}|$)',
    '|A(?=[A-Z][a-z]{2})|(?:' + WORDS_OF_TWO + ')[0-9]{0,2}(?=[A-Z]|$)',
    '|(?:URL|URI|API|JSON|YAML|XML|HTML|CSS|CSV|SQL|HTTPS?|UUID|IO|ID|AWS|PDF|JWT|SMS|PKCE)(?:s[0-9]{0,2})?(?=[A-Z]|$)|OAuth[0-9]{0,2})*$'
].join(''));
/** Whether a part of what follows `mint_` looks generated (see above). */
function isGenerated(part) {
    if (part.length < 8)
        return false;
    const kinds = [/[0-9]/, /[a-z]/, /[A-Z]/].filter((kind) => kind.test(part)).length;
    const mixed = kinds === 3 || (part.length >= 20 && kinds === 2 && /[A-Z0-9]{2}/.test(part));
    return mixed && !CAMEL.test(part);
}
/** Whether what follows `mint_` is a key's (see above). */
const isKeyBody = (body) => body.split(/[_-]/).some(isGenerated);
/** Each ASCII character's kinds: 1 a letter or digit, 2 `_`, 4 `-`, 8 `.`. */
const KINDS = Uint8Array.from({ length: 128 }, (_, code) => /[A-Za-z0-9]/.test(String.fromCharCode(code))
    ? 1
    : ({ _: 2, '-': 4, '.': 8 }[String.fromCharCode(code)] ?? 0));
const madeOf = (kinds) => (code) => ((KINDS[code] ?? 0) & kinds) !== 0;
const KEY = {
    body: madeOf(7),
    least: 13,
    whole: 13,
    issued: undefined,
    most: 256,
    is: (token) => isKeyBody(token.slice(5)),
    // A key goes on; an identifier of words glued to a token does not.
    through: (before) => before.length >= 13 && isKeyBody(before.slice(5))
};
/** GitHub's tokens: 40 or more, as long as GitHub issues them (its docs show a `ghr_` of 80). */
const CLASSIC = { body: madeOf(1), least: 24, whole: 40, issued: 40, most: Infinity, is: () => true, through: () => false }; // prettier-ignore
const SHAPES = {
    mint_: KEY,
    ghr_: { ...CLASSIC, issued: 80 },
    github_pat_: {
        ...CLASSIC,
        body: madeOf(3),
        least: 31,
        whole: 93,
        issued: 93,
        through: (before) => before.length < 93
    }
};
/** The prefixes of tokens. No word boundary before them: `token%3Dghs_…` (a URL-encoded `=`). */
const PREFIXES = /mint_|gh[pousr]_|github_pat_/g;
/** An installation token of 2026 (`ghs_`, the app's id, `_`, a JWT of about 520): installationEnd
 * reads it, not readFrom, so of its shape only its characters are used. */
const INSTALLATION = { ...CLASSIC, body: madeOf(15) };
/**
 * The length of the token's signature: RS256 with a key of 2048 bits, as GitHub signs them (the
 * README: a JWT of about 520), and one or two short of it, since a continued line's first `-`
 * reads as a patch's mark in the code join. One length: no end past a whole signature can read as
 * one, so what follows a token (items of one width) is never taken for the rest of it.
 */
const SIGNATURES = new Set([340, 341, 342]);
const LONGEST_SIGNATURE = 342;
/** A JWT's header is base64url of a JSON object (`{"`). */
const JWT = /[0-9]{1,20}_eyJ/y;
/**
 * Where the installation token at `at` ends. Of no length GitHub gives, it is read as its JWT is
 * made: over the items of a list on its line and literals that go on (not over lines), to the
 * farthest place where it is one JWT whose signature is whole (SIGNATURES), on a joint or at its
 * characters' end; else to its characters' end, or the third part's (a next JWT's dot). Each read
 * goes at most a signature past the end it finds (a view is read about once), and a token found
 * hides the candidates within it (findTokens).
 */
function installationEnd(view, at) {
    const { text, continued } = view;
    JWT.lastIndex = at + 4;
    // Not a JWT (a placeholder, `ghs_1_xxxx`): it ends where its first literal or item does.
    const jwt = JWT.test(text);
    let [dots, signature, end, joint] = [0, -1, -1, -1];
    let k = at;
    for (; k < text.length && INSTALLATION.body(text.charCodeAt(k)); k++) {
        if (continued && k > at && view.from[k] !== view.to[k - 1]) {
            if (!jwt || (!continued.has(k) && !view.items?.has(k)))
                break;
            if (joint < 0)
                joint = k;
            if (signature >= 0 && SIGNATURES.has(k - signature))
                end = k;
        }
        // The next token of its shape, glued on, is read from its own prefix.
        if (k > at && text.startsWith('ghs_', k) && shapeOf('ghs_', text, k) === INSTALLATION)
            break;
        if (text.charCodeAt(k) === 0x2e && ++dots === 3)
            break;
        if (dots === 2 && signature < 0)
            signature = k + 1;
        // Longer than any signature: no place past here is its end.
        if (signature >= 0 && k - signature >= LONGEST_SIGNATURE)
            break;
    }
    if (signature >= 0 && SIGNATURES.has(k - signature))
        end = k;
    // A JWT never whole (cut short, a placeholder): it ends where its first literal or item does.
    return end >= 0 ? end : joint >= 0 ? joint : k;
}
const APP_ID = /[0-9]{1,20}_/y;
/** The shape of the token at `at` of `text`, which begins with `prefix` (a match of PREFIXES). */
function shapeOf(prefix, text, at) {
    APP_ID.lastIndex = at + prefix.length;
    return prefix === 'ghs_' && APP_ID.test(text) ? INSTALLATION : (SHAPES[prefix] ?? CLASSIC);
}
/**
 * Where a token read in joined lines from `at` to `run` may end, last the farthest. It goes on
 * over a line that says it goes on (a string literal continued, a `\`), and may end there. Where
 * a line just ends:
 * - a first line that holds a whole token (as long as its issuer gives one) ends it
 *   (`TOKEN=ghp_…` then `OTHER=1`), and so does a line that ends right there; a token too short
 *   to be whole ends with its first line if it is a token there (a placeholder);
 * - a token not whole yet goes on: it is wrapped, or cut into an array's items;
 * - a whole token goes on over a line as long as the one before it (the lines of a wrapping are
 *   as long) and ends with a shorter one; it may end with any of the long ones, since a key has
 *   no length to tell where (the next line's first word could read as one with it).
 */
function lineEnds(lines, at, run, shape) {
    const issued = shape.issued ?? shape.whole;
    const ends = [];
    let start = at;
    let before = -1;
    for (let k = at + 1; k < run; k++) {
        // A joint: the characters before and after it are not side by side in the text.
        if (lines.from[k] === lines.to[k - 1])
            continue;
        // A literal glued to the next may be a key's end: the next may be other text (`"…" "the"`).
        if (lines.continued?.has(k)) {
            if (k - at < issued)
                continue;
            ends.push(k);
            // A token as long as its issuer gives one ends there: the next literal may be other text.
            if (shape.issued !== undefined)
                return ends;
            continue;
        }
        if (before === -1 ? k - at >= issued : k - at === shape.issued)
            return [k];
        if (before === -1 && run - at < shape.whole)
            return [k - at >= shape.least ? k : run];
        if (k - at >= issued)
            ends.push(k);
        if (k - at >= issued && k - start < before)
            return ends;
        before = k - start;
        start = k;
    }
    ends.push(run);
    return ends;
}
/**
 * Calls `found(from, to)` for each token in `view`. Each prefix is a candidate of its own (no
 * match hides another), read forward from it as far as its shape's characters go: to a prefix
 * glued inside them, unless it goes on through it (Shape.through), at most its `most` and
 * THROUGH; in joined lines to where it may end (lineEnds). It is a token if the characters to one
 * of those places are one; one found at the end of a read cut short goes on to its line's end.
 * An installation token is read by installationEnd. A read stops at the next prefix but for a
 * token's body that holds one, so a view is read about once, THROUGH characters at the most a candidate; a key is
 * tested once a line and once a prefix within it, over at most 256 characters.
 */
function tokens_findTokens(view, found) {
    const { text } = view;
    // Where a token of each shape found ends, when a candidate of that shape within it would find
    // no more: one read to its bound (then on to its line's end), or an installation token (a row
    // of glued prefixes is read once, not once a prefix).
    const whole = new Map();
    PREFIXES.lastIndex = 0;
    for (let m = PREFIXES.exec(text); m;) {
        const [at, prefix] = [m.index, m[0]];
        const shape = shapeOf(prefix, text, at);
        PREFIXES.lastIndex = at + 1;
        m = PREFIXES.exec(text);
        // Its prefix whole within a token of its shape found: it would find no more. One whose prefix
        // goes past that token's end (`ghp_<1,024>gho_…`, read to its bound) is read on its own.
        if (at + prefix.length <= (whole.get(shape) ?? 0))
            continue;
        if (shape === INSTALLATION) {
            const to = installationEnd(view, at);
            whole.set(shape, to);
            found(at, to);
            continue;
        }
        const { run, cut } = readFrom(view, at, prefix.length, m?.index, shape);
        let end = foundIn(view, at, run, shape);
        if (end === run && cut) {
            end = lineEnd(view, end, shape);
            whole.set(shape, end);
        }
        if (end >= 0)
            found(at, end);
    }
}
/** The most characters of a read that went through a prefix (a token of 2026 is about 530). */
const THROUGH = 1024;
const INNER = new RegExp(PREFIXES.source, 'g');
/** Where the candidate at `at` is read to, and whether a bound cut it (see findTokens). */
function readFrom(view, at, prefix, next, shape) {
    const { text } = view;
    const bound = Math.min(text.length, at + Math.min(shape.most, THROUGH));
    const run = bodyEnd(text, at + prefix, bound, shape);
    // Prefixes glued inside its characters: it stops at the first it does not go through.
    for (let inner = next; inner !== undefined && inner < run;) {
        if (!goesThrough(view, at, inner, shape))
            return { run: inner, cut: false };
        INNER.lastIndex = inner + 1;
        inner = INNER.exec(text)?.index;
    }
    return { run, cut: run === bound };
}
/**
 * Whether the candidate at `at` goes on through the prefix at `p` (Shape.through). At a line's
 * end or between a list's items, what follows may be other text: a `mint_` there is read on only
 * when it reads as a key itself (`mint_getConfigValue` on the next line stays).
 */
function goesThrough(view, at, p, shape) {
    const { text, continued } = view;
    const { through } = shape;
    if (!through(text.slice(at, p)))
        return false;
    if (!continued || view.from[p] === view.to[p - 1] || continued.has(p))
        return true;
    if (!text.startsWith('mint_', p))
        return true;
    return KEY.is(text.slice(p, bodyEnd(text, p + 5, Math.min(text.length, p + KEY.most), KEY)));
}
/** Where the characters of `shape` from `from` end in `view`: in joined lines, at a line's end. */
function lineEnd(view, from, shape) {
    const { text, continued } = view;
    let run = from;
    for (; run < text.length && shape.body(text.charCodeAt(run)); run++) {
        const joint = continued && view.from[run] !== view.to[run - 1] && !continued.has(run);
        if (joint)
            break;
    }
    return run;
}
/** Where the characters of `shape` from `from` end, at `limit` at the most. */
function bodyEnd(text, from, limit, shape) {
    let run = from;
    while (run < limit && shape.body(text.charCodeAt(run)))
        run++;
    return run;
}
/** Where the candidate at `at`, read to `run`, is a token to, the farthest it may (-1: none). */
function foundIn(view, at, run, shape) {
    if (run - at < shape.least)
        return -1;
    const ends = view.continued ? lineEnds(view, at, run, shape) : [run];
    for (let i = ends.length - 1; i >= 0; i--) {
        const end = ends[i] ?? run;
        if (end - at >= shape.least && shape.is(view.text.slice(at, end)))
            return end;
    }
    return -1;
}

;// CONCATENATED MODULE: ./src/sinks/for-agent.ts
/**
 * Text that goes to the agent (a prompt, a digest it reads): our secrets (whole, or any 8 of their
 * characters, in any letter case) and tokens of well-known shapes (another project's key, a GitHub
 * token, which the agent could write into a pull request) redacted in the forms of the README's
 * closed list ("Docs that follow the code"), and only in those; the property test generates each
 * (__tests__/support/secret-forms.ts).
 *
 * They are looked for in several views of the text (views.ts, joins.ts, decoded.ts), each
 * character of a view traced to the characters of the text it stands for:
 * - the text itself;
 * - the text with escapes decoded, invisible characters dropped and lines joined (two ways);
 * - the runs of hex, base64 and base32 of the joined text, decoded at every alignment, decoded
 *   again (base64 and hex) and read without NUL bytes (UTF-16); runs of decimal numbers, in the
 *   joined text and over its lines.
 * Whatever is found in a view is redacted where it was written, in the text itself. The cost is
 * a few passes over the text, each linear in its length.
 */






/** Which encodings each join's runs are decoded from (why: joins.ts, `soft` and `code`). */
const DECODED = {
    // A `code` join drops a patch's + or - at a line's start: base64 has those as data.
    soft: ['base64'],
    // Hex and base32 have neither as data (a - between hex bytes separates them): for them the
    // `code` join joins all that `soft` does, and more.
    code: ['base64', 'hex', 'base32']
};
/** What a decoded run is decoded from again (a value encoded twice). */
const AGAIN = (/* unused pure expression or super */ null && (['base64', 'hex']));
/**
 * Our secrets as they are, to be found in a view; in bytes too (a decoded view is bytes). A few
 * dozen pieces a secret: made anew each time, at a cost far below that of the views.
 */
const plainNeedles = (secrets) => needlesOf(secrets.flatMap((secret) => [secret, Buffer.from(secret).toString('latin1')].map((form) => formOf(form, secret))));
/**
 * `text` with our secrets (the registered ones and `extra`) and tokens of well-known shapes
 * replaced by `***`, in every form described above.
 */
function redactForAgent(text, extra = []) {
    if (text.length === 0)
        return text;
    const secrets = secretsWith(extra);
    const covered = new Uint8Array(text.length);
    const seen = new Set();
    const look = (view, needles) => {
        // A view that changed nothing is its parent, looked at already.
        if (seen.has(view))
            return;
        seen.add(view);
        const found = (from, to) => cover(view, from, to, covered);
        if (needles)
            findNeedles(view.text, needles, found);
        findTokens(view, found);
    };
    const itself = viewOf(text);
    const plain = secrets.length > 0 ? plainNeedles(secrets) : undefined;
    look(itself, plain);
    const decoded = normalised(itself);
    const soft = joined(decoded, 'soft');
    const code = joined(decoded, 'code');
    // A text of one line joins to itself both ways: its runs are decoded once, in every encoding.
    const runs = new Map([
        [soft, DECODED.soft],
        [code, DECODED.code]
    ]);
    for (const [lines, encodings] of runs) {
        look(lines, plain);
        for (const encoding of encodings) {
            const bytes = decodedView(lines, encoding);
            look(bytes, plain);
            look(withoutNul(bytes), plain);
            for (const again of AGAIN)
                look(decodedView(bytes, again), plain);
        }
    }
    // Decimal numbers over lines are read in lines not joined (why: decoded.ts).
    look(decodedView(code, 'decimal'), plain);
    if (code !== decoded)
        look(decodedView(decoded, 'decimal'), plain);
    // Hex right after `\x` (PostgreSQL's bytea, `\x6768…`): the escapes decoded above took its
    // first byte for an escape, so its runs are read in the text itself too.
    if (decoded !== itself)
        look(decodedView(itself, 'hex'), plain);
    return withCovered(text, covered);
}

;// CONCATENATED MODULE: external "os"
const external_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/utils.js
// We use any as a valid input type
/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Sanitizes an input into a string so it can be passed into issueCommand safely
 * @param input input to sanitize into a string
 */
function utils_toCommandValue(input) {
    if (input === null || input === undefined) {
        return '';
    }
    else if (typeof input === 'string' || input instanceof String) {
        return input;
    }
    return JSON.stringify(input);
}
/**
 *
 * @param annotationProperties
 * @returns The command properties to send with the actual annotation command
 * See IssueCommandProperties: https://github.com/actions/runner/blob/main/src/Runner.Worker/ActionCommandManager.cs#L646
 */
function toCommandProperties(annotationProperties) {
    if (!Object.keys(annotationProperties).length) {
        return {};
    }
    return {
        title: annotationProperties.title,
        file: annotationProperties.file,
        line: annotationProperties.startLine,
        endLine: annotationProperties.endLine,
        col: annotationProperties.startColumn,
        endColumn: annotationProperties.endColumn
    };
}
//# sourceMappingURL=utils.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/command.js


/**
 * Issues a command to the GitHub Actions runner
 *
 * @param command - The command name to issue
 * @param properties - Additional properties for the command (key-value pairs)
 * @param message - The message to include with the command
 * @remarks
 * This function outputs a specially formatted string to stdout that the Actions
 * runner interprets as a command. These commands can control workflow behavior,
 * set outputs, create annotations, mask values, and more.
 *
 * Command Format:
 *   ::name key=value,key=value::message
 *
 * @example
 * ```typescript
 * // Issue a warning annotation
 * issueCommand('warning', {}, 'This is a warning message');
 * // Output: ::warning::This is a warning message
 *
 * // Set an environment variable
 * issueCommand('set-env', { name: 'MY_VAR' }, 'some value');
 * // Output: ::set-env name=MY_VAR::some value
 *
 * // Add a secret mask
 * issueCommand('add-mask', {}, 'secretValue123');
 * // Output: ::add-mask::secretValue123
 * ```
 *
 * @internal
 * This is an internal utility function that powers the public API functions
 * such as setSecret, warning, error, and exportVariable.
 */
function command_issueCommand(command, properties, message) {
    const cmd = new Command(command, properties, message);
    process.stdout.write(cmd.toString() + external_os_namespaceObject.EOL);
}
function command_issue(name, message = '') {
    command_issueCommand(name, {}, message);
}
const CMD_STRING = '::';
class Command {
    constructor(command, properties, message) {
        if (!command) {
            command = 'missing.command';
        }
        this.command = command;
        this.properties = properties;
        this.message = message;
    }
    toString() {
        let cmdStr = CMD_STRING + this.command;
        if (this.properties && Object.keys(this.properties).length > 0) {
            cmdStr += ' ';
            let first = true;
            for (const key in this.properties) {
                if (this.properties.hasOwnProperty(key)) {
                    const val = this.properties[key];
                    if (val) {
                        if (first) {
                            first = false;
                        }
                        else {
                            cmdStr += ',';
                        }
                        cmdStr += `${key}=${escapeProperty(val)}`;
                    }
                }
            }
        }
        cmdStr += `${CMD_STRING}${escapeData(this.message)}`;
        return cmdStr;
    }
}
function escapeData(s) {
    return utils_toCommandValue(s)
        .replace(/%/g, '%25')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A');
}
function escapeProperty(s) {
    return utils_toCommandValue(s)
        .replace(/%/g, '%25')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A')
        .replace(/:/g, '%3A')
        .replace(/,/g, '%2C');
}
//# sourceMappingURL=command.js.map
;// CONCATENATED MODULE: external "crypto"
const external_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");
;// CONCATENATED MODULE: external "fs"
const external_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/file-command.js
// For internal use, subject to change.
// We use any as a valid input type
/* eslint-disable @typescript-eslint/no-explicit-any */




function file_command_issueFileCommand(command, message) {
    const filePath = process.env[`GITHUB_${command}`];
    if (!filePath) {
        throw new Error(`Unable to find environment variable for file command ${command}`);
    }
    if (!external_fs_namespaceObject.existsSync(filePath)) {
        throw new Error(`Missing file at path: ${filePath}`);
    }
    external_fs_namespaceObject.appendFileSync(filePath, `${utils_toCommandValue(message)}${external_os_namespaceObject.EOL}`, {
        encoding: 'utf8'
    });
}
function file_command_prepareKeyValueMessage(key, value) {
    const delimiter = `ghadelimiter_${external_crypto_namespaceObject.randomUUID()}`;
    const convertedValue = utils_toCommandValue(value);
    // These should realistically never happen, but just in case someone finds a
    // way to exploit uuid generation let's not allow keys or values that contain
    // the delimiter.
    if (key.includes(delimiter)) {
        throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
    }
    if (convertedValue.includes(delimiter)) {
        throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
    }
    return `${key}<<${delimiter}${external_os_namespaceObject.EOL}${convertedValue}${external_os_namespaceObject.EOL}${delimiter}`;
}
//# sourceMappingURL=file-command.js.map
;// CONCATENATED MODULE: external "path"
const external_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/core.js
var __awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};






/**
 * The code to exit an action
 */
var ExitCode;
(function (ExitCode) {
    /**
     * A code indicating that the action was successful
     */
    ExitCode[ExitCode["Success"] = 0] = "Success";
    /**
     * A code indicating that the action was a failure
     */
    ExitCode[ExitCode["Failure"] = 1] = "Failure";
})(ExitCode || (ExitCode = {}));
//-----------------------------------------------------------------------
// Variables
//-----------------------------------------------------------------------
/**
 * Sets env variable for this action and future actions in the job
 * @param name the name of the variable to set
 * @param val the value of the variable. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function exportVariable(name, val) {
    const convertedVal = toCommandValue(val);
    process.env[name] = convertedVal;
    const filePath = process.env['GITHUB_ENV'] || '';
    if (filePath) {
        return issueFileCommand('ENV', prepareKeyValueMessage(name, val));
    }
    issueCommand('set-env', { name }, convertedVal);
}
/**
 * Registers a secret which will get masked from logs
 *
 * @param secret - Value of the secret to be masked
 * @remarks
 * This function instructs the Actions runner to mask the specified value in any
 * logs produced during the workflow run. Once registered, the secret value will
 * be replaced with asterisks (***) whenever it appears in console output, logs,
 * or error messages.
 *
 * This is useful for protecting sensitive information such as:
 * - API keys
 * - Access tokens
 * - Authentication credentials
 * - URL parameters containing signatures (SAS tokens)
 *
 * Note that masking only affects future logs; any previous appearances of the
 * secret in logs before calling this function will remain unmasked.
 *
 * @example
 * ```typescript
 * // Register an API token as a secret
 * const apiToken = "abc123xyz456";
 * setSecret(apiToken);
 *
 * // Now any logs containing this value will show *** instead
 * console.log(`Using token: ${apiToken}`); // Outputs: "Using token: ***"
 * ```
 */
function setSecret(secret) {
    command_issueCommand('add-mask', {}, secret);
}
/**
 * Prepends inputPath to the PATH (for this action and future actions)
 * @param inputPath
 */
function addPath(inputPath) {
    const filePath = process.env['GITHUB_PATH'] || '';
    if (filePath) {
        issueFileCommand('PATH', inputPath);
    }
    else {
        issueCommand('add-path', {}, inputPath);
    }
    process.env['PATH'] = `${inputPath}${path.delimiter}${process.env['PATH']}`;
}
/**
 * Gets the value of an input.
 * Unless trimWhitespace is set to false in InputOptions, the value is also trimmed.
 * Returns an empty string if the value is not defined.
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   string
 */
function getInput(name, options) {
    const val = process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '';
    if (options && options.required && !val) {
        throw new Error(`Input required and not supplied: ${name}`);
    }
    if (options && options.trimWhitespace === false) {
        return val;
    }
    return val.trim();
}
/**
 * Gets the values of an multiline input.  Each value is also trimmed.
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   string[]
 *
 */
function getMultilineInput(name, options) {
    const inputs = getInput(name, options)
        .split('\n')
        .filter(x => x !== '');
    if (options && options.trimWhitespace === false) {
        return inputs;
    }
    return inputs.map(input => input.trim());
}
/**
 * Gets the input value of the boolean type in the YAML 1.2 "core schema" specification.
 * Support boolean input list: `true | True | TRUE | false | False | FALSE` .
 * The return value is also in boolean type.
 * ref: https://yaml.org/spec/1.2/spec.html#id2804923
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   boolean
 */
function getBooleanInput(name, options) {
    const trueValue = ['true', 'True', 'TRUE'];
    const falseValue = ['false', 'False', 'FALSE'];
    const val = getInput(name, options);
    if (trueValue.includes(val))
        return true;
    if (falseValue.includes(val))
        return false;
    throw new TypeError(`Input does not meet YAML 1.2 "Core Schema" specification: ${name}\n` +
        `Support boolean input list: \`true | True | TRUE | false | False | FALSE\``);
}
/**
 * Sets the value of an output.
 *
 * @param     name     name of the output to set
 * @param     value    value to store. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function setOutput(name, value) {
    const filePath = process.env['GITHUB_OUTPUT'] || '';
    if (filePath) {
        return file_command_issueFileCommand('OUTPUT', file_command_prepareKeyValueMessage(name, value));
    }
    process.stdout.write(external_os_namespaceObject.EOL);
    command_issueCommand('set-output', { name }, utils_toCommandValue(value));
}
/**
 * Enables or disables the echoing of commands into stdout for the rest of the step.
 * Echoing is disabled by default if ACTIONS_STEP_DEBUG is not set.
 *
 */
function setCommandEcho(enabled) {
    issue('echo', enabled ? 'on' : 'off');
}
//-----------------------------------------------------------------------
// Results
//-----------------------------------------------------------------------
/**
 * Sets the action status to failed.
 * When the action exits it will be with an exit code of 1
 * @param message add error issue message
 */
function setFailed(message) {
    process.exitCode = ExitCode.Failure;
    error(message);
}
//-----------------------------------------------------------------------
// Logging Commands
//-----------------------------------------------------------------------
/**
 * Gets whether Actions Step Debug is on or not
 */
function isDebug() {
    return process.env['RUNNER_DEBUG'] === '1';
}
/**
 * Writes debug message to user log
 * @param message debug message
 */
function debug(message) {
    command_issueCommand('debug', {}, message);
}
/**
 * Adds an error issue
 * @param message error issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function error(message, properties = {}) {
    command_issueCommand('error', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Adds a warning issue
 * @param message warning issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function warning(message, properties = {}) {
    command_issueCommand('warning', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Adds a notice issue
 * @param message notice issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function notice(message, properties = {}) {
    command_issueCommand('notice', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Writes info to log with console.log.
 * @param message info message
 */
function info(message) {
    process.stdout.write(message + external_os_namespaceObject.EOL);
}
/**
 * Begin an output group.
 *
 * Output until the next `groupEnd` will be foldable in this group
 *
 * @param name The name of the output group
 */
function startGroup(name) {
    command_issue('group', name);
}
/**
 * End an output group.
 */
function endGroup() {
    command_issue('endgroup');
}
/**
 * Wrap an asynchronous function call in a group.
 *
 * Returns the same type as the function itself.
 *
 * @param name The name of the group
 * @param fn The function to wrap in the group
 */
function group(name, fn) {
    return __awaiter(this, void 0, void 0, function* () {
        startGroup(name);
        let result;
        try {
            result = yield fn();
        }
        finally {
            endGroup();
        }
        return result;
    });
}
//-----------------------------------------------------------------------
// Wrapper action state
//-----------------------------------------------------------------------
/**
 * Saves state for current action, the state can only be retrieved by this action's post job execution.
 *
 * @param     name     name of the state to store
 * @param     value    value to store. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function saveState(name, value) {
    const filePath = process.env['GITHUB_STATE'] || '';
    if (filePath) {
        return issueFileCommand('STATE', prepareKeyValueMessage(name, value));
    }
    issueCommand('save-state', { name }, toCommandValue(value));
}
/**
 * Gets the value of an state set by this action's main execution.
 *
 * @param     name     name of the state to get
 * @returns   string
 */
function getState(name) {
    return process.env[`STATE_${name}`] || '';
}
function getIDToken(aud) {
    return __awaiter(this, void 0, void 0, function* () {
        return yield OidcClient.getIDToken(aud);
    });
}
/**
 * Summary exports
 */

/**
 * @deprecated use core.summary
 */

/**
 * Path exports
 */

/**
 * Platform utilities exports
 */

//# sourceMappingURL=core.js.map
;// CONCATENATED MODULE: ./src/sinks/log.ts
/**
 * The step's log. Whatever a log line says beyond our own words is data: a status, an id, an
 * error text of the service, a file name. The `line` tag builds a line from our literal text and
 * such values, each made one plain line (text.ts); the writers below take only what `line` made,
 * so an unescaped value cannot reach the log by accident (the type checker refuses a string).
 *
 * The runner obeys a line that starts with `::` (after white space) and, in its older syntax, a
 * `##[` anywhere in a line: a line that would contain either is written with the colon or hash
 * escaped, so no line we write is a workflow command we did not mean.
 */


/** Keeps a line from being read as a workflow command by the runner. */
function neutralise(text) {
    return text.replace(/^([\s\u0085\u180e]*):(?=:)/u, '$1\\u{3a}').replaceAll('##[', '#\\u{23}[');
}
/** The bound of one value in a line: room for an error that quotes the service at length. */
const MAX_IN_LINE = 4 * text_MAX_VALUE;
/** `line\`Job ${id}: ${status}\``: every value made one plain line, bounded. */
function line(strings, ...values) {
    let text = strings[0] ?? '';
    values.forEach((value, i) => {
        text += text_plainLine(value, MAX_IN_LINE) + (strings[i + 1] ?? '');
    });
    // Our literal text may hold line breaks; each physical line is checked on its own.
    return text.split('\n').map(neutralise).join('\n');
}
/** A whole line that is data (a message of a lower layer). */
function dataLine(value) {
    return neutralise(text_plainLine(value, MAX_IN_LINE));
}
/** Several values, one plain line each (the problems of a workflow's inputs). */
function lineList(items) {
    return items.map((item) => dataLine(item)).join('\n');
}
const log = {
    debug: (text) => debug(text),
    info: (text) => info(text),
    notice: (text) => notice(text),
    warning: (text) => warning(text),
    error: (text) => error(text)
};
/** Fails the step with an error annotation. */
function fail(text) {
    setFailed(text);
}
/** A foldable group of log lines around `fn`. */
function log_group(title, fn) {
    return group(title, fn);
}
/** Messages of lower layers are data too: each becomes one plain line. */
const plainLogger = {
    debug: (message) => log.debug(dataLine(message)),
    info: (message) => log.info(dataLine(message)),
    notice: (message) => log.notice(dataLine(message)),
    warning: (message) => log.warning(dataLine(message))
};

;// CONCATENATED MODULE: ./src/sinks/markup.ts
/**
 * Text for GitHub's markdown (the tracking comment) and for HTML (the job summary). Values are
 * made one plain line (text.ts), then escaped for their markup so that they render as text: no
 * heading, list, table cell break, link, image, HTML or mention of theirs. GitHub turns
 * `@name`, `#12` and bare URLs in text into mentions and links after rendering, so those are
 * broken with a zero-width joiner (as Renovate does) rather than escaped, which would not stop it.
 * The `mdOf` and `htmlOf` tags build from our literal text and such values; the only links are the
 * ones `mdLink`/`htmlLink` build from URLs that we made ourselves.
 */


const ZWJ = '\u200d';
/**
 * Breaks what GitHub would turn into a mention, a reference or a link after rendering, and only
 * that, so that the rest of the text copies as it is: `@name`, `#12`, `GH-12` and `PROJ-12`
 * (autolink references: letters, a hyphen, a digit; a date's `2026-11` is left alone), a
 * scheme's `://` and `www.`, and hexadecimal runs that could be a commit SHA. The text may be
 * markdown-escaped already (a `\` before any punctuation).
 */
function defuse(text) {
    return (text
        .replace(/@(?=\\?[A-Za-z0-9])/g, `@${ZWJ}`)
        // Not the `#` of a character reference (`&#39;`) that HTML escaping made.
        .replace(/(?<!&)#(?=\\?\d)/g, `#${ZWJ}`)
        .replace(/(?<=[A-Za-z]\\?)-(?=\d)/g, `-${ZWJ}`)
        .replace(/:(?=(?:\\?\/){2})/g, `:${ZWJ}`)
        .replace(/(w)(ww\\?\.)/gi, `$1${ZWJ}$2`)
        .replace(/\b[0-9a-f]{7,}\b/gi, (run) => /\d/.test(run) && /[a-f]/i.test(run) ? run.replace(/(.{6})/g, `$1${ZWJ}`) : run));
}
/** A value as markdown text: every ASCII punctuation character backslash-escaped. */
function markdownText(value, max = MAX_VALUE) {
    const text = plainLine(value, max).replace(/[!-/:-@[-`{-~]/g, '\\$&');
    return defuse(text);
}
const HTML_ESCAPES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;'
};
/** A value as one plain line, HTML-escaped (text and attribute content alike). */
const escapedLine = (value, max) => text_plainLine(value, max).replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
/** A value as HTML text (and attribute) content. */
function htmlText(value, max = text_MAX_VALUE) {
    return defuse(escapedLine(value, max));
}
/**
 * A value as an HTML code element. GitHub does not make mentions or links inside code, so the
 * text is only escaped, not broken up: an id copied from it is the id.
 */
function htmlCode(value, max = text_MAX_VALUE) {
    return new Piece(`<code>${escapedLine(value, max)}</code>`);
}
/**
 * Untrusted text of several lines (a prompt as sent) as a `<pre><code>` block: redacted, each
 * line's hidden characters made visible, escaped, bounded. Its line breaks are `&#10;`, never
 * real ones: the job summary is one HTML block in markdown, which a blank line would end, and the
 * text after it would render as markdown. Inside code GitHub makes no mentions or links.
 */
function htmlPre(value, max) {
    const text = cut(redact(typeof value === 'string' ? value : String(value)), max);
    const lines = text
        .split(/\r\n?|\n/)
        .map((one) => visible(one.replace(/\t/g, '    ')).replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch));
    return new Piece(`<pre><code>${lines.join('&#10;')}</code></pre>`);
}
/** Markup built by `mdOf`, `htmlOf` or a link builder, tagged so the tags insert it unescaped. */
class Piece {
    markup;
    constructor(markup) {
        this.markup = markup;
    }
    toString() {
        return this.markup;
    }
}
function build(strings, values, escape) {
    let text = strings[0] ?? '';
    values.forEach((value, i) => {
        text += (value instanceof Piece ? value.markup : escape(value)) + (strings[i + 1] ?? '');
    });
    return text;
}
/** `mdOf\`| Status | ${status} |\``: values escaped as markdown text. (Not named `md`: Prettier
 * would format the template as markdown and change what it renders.) */
function mdOf(strings, ...values) {
    return build(strings, values, (value) => markdownText(value));
}
/** `htmlOf\`<td>${path}</td>\``: values escaped as HTML text (not `html`, as for `mdOf`). */
function htmlOf(strings, ...values) {
    return build(strings, values, (value) => htmlText(value));
}
/** Markdown inserted as is into `mdOf` (a piece built by this module). */
function mdPiece(markup) {
    return new Piece(markup);
}
/** HTML inserted as is into `htmlOf` (a piece built by this module). */
function htmlPiece(markup) {
    return new Piece(markup);
}
/**
 * A URL we built ourselves (a pull request rebuilt from its parts, the run's URL): https, no
 * credentials, nothing that could end the link. Anything else is not linked.
 */
function isOurUrl(url) {
    if (!/^https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/[A-Za-z0-9._~%/-]*)?(#[A-Za-z0-9_-]{1,100})?$/.test(url)) {
        return false;
    }
    try {
        return new URL(url).href.replace(/\/$/, '') === url.replace(/\/$/, '');
    }
    catch {
        return false;
    }
}
/**
 * Our own text as HTML: titles, labels we built from checked parts (`acme/docs#12`), values we
 * formatted (dates, counts, durations). Only HTML's own characters are escaped: it shows, and
 * copies, exactly as it is. Never for text that did not come from us.
 */
function htmlOurs(text) {
    // Redacted all the same: a label rebuilt from a service's parts could still hold a secret.
    return new Piece((0,secrets/* redact */.E$)(text).replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch));
}
/**
 * Our own text as markdown (see htmlOurs): the characters that could start markup inside a line
 * (emphasis, code, links, HTML, a table cell's end, strikethrough, an entity) backslash-escaped,
 * which renders as the character itself, and nothing inserted. Our text holds no line starts
 * (headings, lists) and no URL, so the rest stays as it is, and reads so in the raw markdown.
 */
function mdOurs(text) {
    return new Piece(redact(text).replace(/[\\`*_[\]<>|~!&]/g, '\\$&'));
}
/** `[text](url)`, or the text alone when `url` is not one of ours; `text` may be `mdOurs`. */
function mdLink(text, url) {
    const label = text instanceof Piece ? text.markup : markdownText(text);
    return new Piece(url && isOurUrl(url) ? `[${label}](${url})` : label);
}
/** `<a href="url">text</a>`, or the text alone when `url` is not one of ours; `text` may be `htmlOurs`. */
function htmlLink(text, url) {
    const label = text instanceof Piece ? text.markup : htmlText(text);
    return new Piece(url && isOurUrl(url) ? `<a href="${url}">${label}</a>` : label);
}

;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/summary.js
var summary_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


const { access, appendFile, writeFile } = external_fs_namespaceObject.promises;
const SUMMARY_ENV_VAR = 'GITHUB_STEP_SUMMARY';
const SUMMARY_DOCS_URL = 'https://docs.github.com/actions/using-workflows/workflow-commands-for-github-actions#adding-a-job-summary';
class Summary {
    constructor() {
        this._buffer = '';
    }
    /**
     * Finds the summary file path from the environment, rejects if env var is not found or file does not exist
     * Also checks r/w permissions.
     *
     * @returns step summary file path
     */
    filePath() {
        return summary_awaiter(this, void 0, void 0, function* () {
            if (this._filePath) {
                return this._filePath;
            }
            const pathFromEnv = process.env[SUMMARY_ENV_VAR];
            if (!pathFromEnv) {
                throw new Error(`Unable to find environment variable for $${SUMMARY_ENV_VAR}. Check if your runtime environment supports job summaries.`);
            }
            try {
                yield access(pathFromEnv, external_fs_namespaceObject.constants.R_OK | external_fs_namespaceObject.constants.W_OK);
            }
            catch (_a) {
                throw new Error(`Unable to access summary file: '${pathFromEnv}'. Check if the file has correct read/write permissions.`);
            }
            this._filePath = pathFromEnv;
            return this._filePath;
        });
    }
    /**
     * Wraps content in an HTML tag, adding any HTML attributes
     *
     * @param {string} tag HTML tag to wrap
     * @param {string | null} content content within the tag
     * @param {[attribute: string]: string} attrs key-value list of HTML attributes to add
     *
     * @returns {string} content wrapped in HTML element
     */
    wrap(tag, content, attrs = {}) {
        const htmlAttrs = Object.entries(attrs)
            .map(([key, value]) => ` ${key}="${value}"`)
            .join('');
        if (!content) {
            return `<${tag}${htmlAttrs}>`;
        }
        return `<${tag}${htmlAttrs}>${content}</${tag}>`;
    }
    /**
     * Writes text in the buffer to the summary buffer file and empties buffer. Will append by default.
     *
     * @param {SummaryWriteOptions} [options] (optional) options for write operation
     *
     * @returns {Promise<Summary>} summary instance
     */
    write(options) {
        return summary_awaiter(this, void 0, void 0, function* () {
            const overwrite = !!(options === null || options === void 0 ? void 0 : options.overwrite);
            const filePath = yield this.filePath();
            const writeFunc = overwrite ? writeFile : appendFile;
            yield writeFunc(filePath, this._buffer, { encoding: 'utf8' });
            return this.emptyBuffer();
        });
    }
    /**
     * Clears the summary buffer and wipes the summary file
     *
     * @returns {Summary} summary instance
     */
    clear() {
        return summary_awaiter(this, void 0, void 0, function* () {
            return this.emptyBuffer().write({ overwrite: true });
        });
    }
    /**
     * Returns the current summary buffer as a string
     *
     * @returns {string} string of summary buffer
     */
    stringify() {
        return this._buffer;
    }
    /**
     * If the summary buffer is empty
     *
     * @returns {boolen} true if the buffer is empty
     */
    isEmptyBuffer() {
        return this._buffer.length === 0;
    }
    /**
     * Resets the summary buffer without writing to summary file
     *
     * @returns {Summary} summary instance
     */
    emptyBuffer() {
        this._buffer = '';
        return this;
    }
    /**
     * Adds raw text to the summary buffer
     *
     * @param {string} text content to add
     * @param {boolean} [addEOL=false] (optional) append an EOL to the raw text (default: false)
     *
     * @returns {Summary} summary instance
     */
    addRaw(text, addEOL = false) {
        this._buffer += text;
        return addEOL ? this.addEOL() : this;
    }
    /**
     * Adds the operating system-specific end-of-line marker to the buffer
     *
     * @returns {Summary} summary instance
     */
    addEOL() {
        return this.addRaw(external_os_namespaceObject.EOL);
    }
    /**
     * Adds an HTML codeblock to the summary buffer
     *
     * @param {string} code content to render within fenced code block
     * @param {string} lang (optional) language to syntax highlight code
     *
     * @returns {Summary} summary instance
     */
    addCodeBlock(code, lang) {
        const attrs = Object.assign({}, (lang && { lang }));
        const element = this.wrap('pre', this.wrap('code', code), attrs);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML list to the summary buffer
     *
     * @param {string[]} items list of items to render
     * @param {boolean} [ordered=false] (optional) if the rendered list should be ordered or not (default: false)
     *
     * @returns {Summary} summary instance
     */
    addList(items, ordered = false) {
        const tag = ordered ? 'ol' : 'ul';
        const listItems = items.map(item => this.wrap('li', item)).join('');
        const element = this.wrap(tag, listItems);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML table to the summary buffer
     *
     * @param {SummaryTableCell[]} rows table rows
     *
     * @returns {Summary} summary instance
     */
    addTable(rows) {
        const tableBody = rows
            .map(row => {
            const cells = row
                .map(cell => {
                if (typeof cell === 'string') {
                    return this.wrap('td', cell);
                }
                const { header, data, colspan, rowspan } = cell;
                const tag = header ? 'th' : 'td';
                const attrs = Object.assign(Object.assign({}, (colspan && { colspan })), (rowspan && { rowspan }));
                return this.wrap(tag, data, attrs);
            })
                .join('');
            return this.wrap('tr', cells);
        })
            .join('');
        const element = this.wrap('table', tableBody);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds a collapsable HTML details element to the summary buffer
     *
     * @param {string} label text for the closed state
     * @param {string} content collapsable content
     *
     * @returns {Summary} summary instance
     */
    addDetails(label, content) {
        const element = this.wrap('details', this.wrap('summary', label) + content);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML image tag to the summary buffer
     *
     * @param {string} src path to the image you to embed
     * @param {string} alt text description of the image
     * @param {SummaryImageOptions} options (optional) addition image attributes
     *
     * @returns {Summary} summary instance
     */
    addImage(src, alt, options) {
        const { width, height } = options || {};
        const attrs = Object.assign(Object.assign({}, (width && { width })), (height && { height }));
        const element = this.wrap('img', null, Object.assign({ src, alt }, attrs));
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML section heading element
     *
     * @param {string} text heading text
     * @param {number | string} [level=1] (optional) the heading level, default: 1
     *
     * @returns {Summary} summary instance
     */
    addHeading(text, level) {
        const tag = `h${level}`;
        const allowedTag = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].includes(tag)
            ? tag
            : 'h1';
        const element = this.wrap(allowedTag, text);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML thematic break (<hr>) to the summary buffer
     *
     * @returns {Summary} summary instance
     */
    addSeparator() {
        const element = this.wrap('hr', null);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML line break (<br>) to the summary buffer
     *
     * @returns {Summary} summary instance
     */
    addBreak() {
        const element = this.wrap('br', null);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML blockquote to the summary buffer
     *
     * @param {string} text quote text
     * @param {string} cite (optional) citation url
     *
     * @returns {Summary} summary instance
     */
    addQuote(text, cite) {
        const attrs = Object.assign({}, (cite && { cite }));
        const element = this.wrap('blockquote', text, attrs);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML anchor tag to the summary buffer
     *
     * @param {string} text link text/content
     * @param {string} href hyperlink
     *
     * @returns {Summary} summary instance
     */
    addLink(text, href) {
        const element = this.wrap('a', text, { href });
        return this.addRaw(element).addEOL();
    }
}
const _summary = new Summary();
/**
 * @deprecated use `core.summary`
 */
const markdownSummary = (/* unused pure expression or super */ null && (_summary));
const summary = _summary;
//# sourceMappingURL=summary.js.map
;// CONCATENATED MODULE: ./src/sinks/step.ts
/**
 * The step's other sinks: outputs, saved state and the job summary, and the two calls that read
 * what the workflow gave (inputs, state). Outputs are our own values or plain lines (text.ts),
 * redacted and bounded; the summary takes only HTML built by markup.ts; state is redacted.
 */



/** Reads an input as the runner passes it (from the workflow file: trusted). */
function step_input(name) {
    return getInput(name);
}
/**
 * Reads inputs from `env` as the runner passes them (`INPUT_` and the name in upper case, spaces
 * to `_`, hyphens kept; trimmed), as `input` does from the process's environment: a run given its
 * own environment (a test in-process) reads its inputs from there.
 */
function inputFrom(env) {
    return (name) => (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}
/** Reads a value the main step saved for the post step. */
function savedState(name) {
    return core.getState(name);
}
/** Reads saved state from `env` (`STATE_<name>`), as `savedState` does from the process's. */
function savedStateFrom(env) {
    return (name) => env[`STATE_${name}`] ?? '';
}
/** Masks a secret in the runner's log and redacts it from everything this process writes. */
function addSecret(secret) {
    const value = secret.trim();
    if (!value)
        return;
    setSecret(value);
    const encoded = encodeURIComponent(value);
    if (encoded !== value)
        setSecret(encoded);
    (0,secrets/* registerSecret */.cl)(value);
}
/**
 * Sets outputs. A string is one plain line (at most `MAX_VALUE` characters); `{ text }` is
 * written as given after redaction (the `job` JSON, which the caller bounds).
 */
function setOutputs(outputs) {
    for (const [name, value] of Object.entries(outputs)) {
        if (value === undefined)
            continue;
        setOutput(name, typeof value === 'string' ? text_plainLine(value, text_MAX_VALUE) : (0,secrets/* redact */.E$)(value.text));
    }
}
/** Saves state for the post step, redacted (the runner keeps it in a file). */
function step_saveState(name, value) {
    core.saveState(name, redact(value));
}
/** Appends HTML to the job summary; a failure to write it is returned, not thrown. */
async function writeSummary(content) {
    if (!process.env.GITHUB_STEP_SUMMARY)
        return undefined;
    try {
        await summary.addRaw((0,secrets/* redact */.E$)(content), true).write();
        return undefined;
    }
    catch (error) {
        return error instanceof Error ? error : new Error(String(error));
    }
}

;// CONCATENATED MODULE: ./src/sinks/index.ts
// The one room through which text that did not come from the workflow file reaches a sink
// (contract §4.9): log lines, annotations, outputs, state, the job summary and comments.







// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(760);
;// CONCATENATED MODULE: ./src/analytics/constants.ts
/**
 * The names of the analytics action's inputs, outputs and reports (contract §3.1). Users'
 * workflows depend on them; analytics/action.yml holds the same names.
 */
const constants_Inputs = {
    ApiKey: 'api-key',
    ProjectId: 'project-id',
    ApiUrl: 'api-url',
    Reports: 'reports',
    OutputDir: 'output-dir',
    DateFrom: 'date-from',
    DateTo: 'date-to',
    Period: 'period',
    Format: 'format',
    FeedbackSource: 'feedback-source',
    FeedbackStatus: 'feedback-status',
    AssistantThreads: 'assistant-threads',
    Compare: 'compare',
    MaxRequests: 'max-requests',
    MaxBytes: 'max-bytes',
    DigestFile: 'digest-file',
    DigestLimit: 'digest-limit',
    DigestThresholds: 'digest-thresholds',
    Timeout: 'timeout'
};
const Outputs = {
    Requests: 'requests',
    Reports: 'reports',
    DigestFile: 'digest-file',
    DigestFindings: 'digest-findings'
};
/** Per report: `<report>-rows` and `<report>-file`. */
const rowsOutput = (report) => `${report}-rows`;
const fileOutput = (report) => `${report}-file`;
/** Every report of the analytics API (analytics.openapi.json), in the order they are exported. */
const constants_REPORT_NAMES = (/* unused pure expression or super */ null && ([
    'visitors',
    'views',
    'feedback',
    'feedback-by-page',
    'searches',
    'assistant',
    'assistant-callers'
]));
/** The transcripts' file in `output-dir`: `assistant-threads.<format>`. */
const constants_THREADS_FILE = 'assistant-threads';
const constants_DEFAULT_REPORTS = (/* unused pure expression or super */ null && (['visitors', 'views']));
/** `reports: none`: no report, for a step that writes only the digest or the transcripts. */
const constants_NO_REPORTS = 'none';
/** feedback's `source` filter, as the document enumerates it. */
const constants_FEEDBACK_SOURCES = (/* unused pure expression or super */ null && (['code_snippet', 'contextual', 'agent', 'thumbs_only']));
/** feedback's statuses, as the document enumerates them (`status` takes several). */
const constants_FEEDBACK_STATUSES = (/* unused pure expression or super */ null && (['pending', 'in_progress', 'resolved', 'dismissed']));
/**
 * `max-requests`' default: half of the analytics API's 100 requests an hour, which every
 * analytics operation of the organisation shares; the other half is left to its other users.
 */
const constants_DEFAULT_MAX_REQUESTS = 50;
/** The most requests one step may take: the whole hour's limit. */
const constants_MAX_MAX_REQUESTS = 100;
/** Transcripts fetched at most (`assistant-threads`), one request each. */
const constants_MAX_ASSISTANT_THREADS = 50;

;// CONCATENATED MODULE: ./src/analytics/export-files.ts
/**
 * The files an analytics export writes, by its settings: what the export worker writes, and what
 * the main thread removes as partial when the worker dies before it finished them (step.ts).
 * Apart from the export itself, so that the action's main thread does not load the export.
 */


/** The file of a report: the visitors preset's one file, or `<output-dir>/<report>.<format>`. */
function reportFile(settings, name) {
    return settings.outputFile || (0,external_node_path_.join)(settings.outputDir, `${name}.${settings.format}`);
}
/** The transcripts' file: `<output-dir>/assistant-threads.<format>`. */
const threadsFile = (settings) => (0,external_node_path_.join)(settings.outputDir, `${constants_THREADS_FILE}.${settings.format}`);
/** Files the digest step may leave half-written if the worker dies (step.ts removes them). */
function digestFiles(settings) {
    return [
        ...(settings.digestFile ? [settings.digestFile] : []),
        ...(settings.assistantThreads > 0 ? [threadsFile(settings)] : [])
    ];
}

;// CONCATENATED MODULE: ./src/analytics/outcome.ts
/** Rows of each report kept for the summary, as the service orders them (or by total). */
const TOP_ROWS = 10;
/** The rows that moved most, shown in the summary. */
const MOVERS = 5;
const NOTHING_YET = Object.freeze({ requests: 0, reports: [] });

;// CONCATENATED MODULE: ./src/analytics/step.ts
/**
 * What the analytics action and its visitors preset share around the export: the key masked,
 * the settings read (a problem fails the step before any request), the export run in the
 * engine's worker thread (export/worker.ts) within the `timeout` input and the runner's cancel,
 * and one wording of an export that did not end as it should. Each action then reports its
 * outcome its own way: warnings, outputs and a job summary.
 */








/**
 * Main thread: the export in a worker started from `entry`, the export worker's bundle. Always
 * resolves: if the worker dies without an outcome, with what its last progress said, the
 * failure, and the partial files removed.
 */
function exportInWorker(entry, settings, log, signal, grace = {
    clock: api/* systemClock */.ml,
    graceMs: src_bounds/* BOUNDS */.Q.workerCancelGraceMs
}) {
    return (0,worker/* runInWorker */.$W)({
        entry,
        input: { settings },
        nothingYet: NOTHING_YET,
        partialFiles: () => [
            ...settings.reports.map((name) => reportFile(settings, name)),
            ...digestFiles(settings)
        ]
    }, log, signal, grace);
}
/**
 * Reads the settings and runs the export, failing the step for bad inputs, a worker that cannot
 * start, and an export that ended without its outcome (cancelled, overdue, the worker died).
 * Undefined when there is nothing to report.
 */
async function exportStep(entry, given, read, title) {
    const { clock = api/* systemClock */.ml, bounds = src_bounds/* BOUNDS */.Q } = given;
    const exportIn = given.exportIn ??
        ((entry, settings, log, signal) => exportInWorker(entry, settings, log, signal, { clock, graceMs: bounds.workerCancelGraceMs }));
    const env = given.env ?? process.env;
    // The process's own inputs through the toolkit; a given environment's, directly.
    const input = given.env ? inputFrom(given.env) : step_input;
    addSecret(input('api-key'));
    let settings;
    try {
        settings = read(input, {
            workspace: env.GITHUB_WORKSPACE ?? process.cwd(),
            runnerTemp: env.RUNNER_TEMP,
            now: clock.now()
        });
    }
    catch (error) {
        fail(error instanceof inputs_SettingsError
            ? lineList(error.problems)
            : line `${error instanceof Error ? error.message : String(error)}`);
        return undefined;
    }
    const cancelled = given.cancel ??
        abortOnSignals((signal) => log.warning(line `Received ${signal}: stopping the export.`)).signal;
    const overdue = clock.timeout(settings.timeoutMs + bounds.stopGraceMs);
    const stop = AbortSignal.any([cancelled, overdue]);
    let outcome;
    try {
        outcome = await log_group(title(settings), () => exportIn(entry, settings, plainLogger, stop));
    }
    catch (error) {
        // The worker could not even start (exportInWorker resolves for anything after that).
        fail(line `The export failed: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
    }
    if (outcome.failure) {
        fail(overdue.aborted && !cancelled.aborted
            ? line `The export did not finish within the timeout input; it was stopped. ${outcome.failure}`
            : outcome.cancelled
                ? line `The export was cancelled. ${outcome.failure}`
                : line `The export failed: ${outcome.failure}`);
    }
    return { settings, outcome };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(24);
;// CONCATENATED MODULE: external "node:events"
const external_node_events_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");
;// CONCATENATED MODULE: ./src/files.ts
/**
 * The only files the actions touch on a user's say-so: `prompt-file` (read) and `output-file`
 * (written). A workflow may run on a checkout that someone else wrote, so a committed symlink
 * `prompt.md -> /proc/self/environ` would send the runner's environment to the service, and a
 * planted `out.json.partial -> ~/.bashrc` would redirect the export. Every path is therefore judged
 * by its real path (symlinks followed) against the real path of an allowed root, reads take
 * regular files only, and writes never go through a symlink.
 */


// Windows has neither flag; there the real-path and lstat checks stand alone.
const NO_FOLLOW = external_node_fs_.constants.O_NOFOLLOW ?? 0;
// Opening a FIFO for reading would block until a writer comes; non-blocking opens it at once,
// and fstat then refuses it. Regular files ignore the flag.
const NON_BLOCK = external_node_fs_.constants.O_NONBLOCK ?? 0;
/** True when `target` lies strictly inside `root`; `..notes` is a name, not a way up. */
function isInside(root, target) {
    const rel = (0,external_node_path_.relative)(root, target);
    return rel !== '' && rel !== '..' && !rel.startsWith(`..${external_node_path_.sep}`) && !(0,external_node_path_.isAbsolute)(rel);
}
const isWithin = (root, target) => root === target || isInside(root, target);
const errorCode = (error) => error?.code;
/** What a non-regular file is, in words a workflow author recognises. */
function kindOf(stats) {
    if (stats.isDirectory())
        return 'a directory';
    if (stats.isSymbolicLink())
        return 'a symbolic link';
    if (stats.isFIFO())
        return 'a named pipe (FIFO)';
    if (stats.isCharacterDevice() || stats.isBlockDevice())
        return 'a device';
    if (stats.isSocket())
        return 'a socket';
    return 'not a regular file';
}
/** The closest of `path` and its ancestors that exists (a dangling symlink counts: it exists). */
function nearestExisting(path) {
    let current = path;
    while (!(0,external_node_fs_.lstatSync)(current, { throwIfNoEntry: false })) {
        const up = (0,external_node_path_.dirname)(current);
        if (up === current)
            break;
        current = up;
    }
    return current;
}
/** The real path `path` will have once its missing folders are created. Throws if unresolvable. */
function realPathOfNearest(path) {
    const existing = nearestExisting(path);
    return (0,external_node_path_.join)((0,external_node_fs_.realpathSync)(existing), (0,external_node_path_.relative)(existing, path));
}
/** Lexical and real forms of each root; empty roots (RUNNER_TEMP unset) are skipped. */
function rootsOf(roots) {
    const lexical = roots.filter((root) => root !== '').map((root) => (0,external_node_path_.resolve)(root));
    const real = lexical.map((root) => {
        try {
            return realPathOfNearest(root);
        }
        catch {
            return root;
        }
    });
    return { lexical, real };
}
const listOf = (roots) => roots.map((r) => JSON.stringify(r)).join(' or ');
/** A failed system call on the user's file, as a sentence: the code only, never contents. */
function unreadable(name, quoted, error) {
    const code = errorCode(error);
    if (code === 'ENOENT' || code === 'ENOTDIR') {
        return { problem: `${name} must name a file inside the workspace; ${quoted} was not found.` };
    }
    const reason = code === 'EACCES' || code === 'EPERM'
        ? 'permission denied'
        : code === 'ELOOP'
            ? 'too many symbolic links'
            : (code ?? 'unknown error');
    return { problem: `${name}: ${quoted} could not be read (${reason}).` };
}
/**
 * Reads a user-named file that must be a regular file inside the workspace, once symlinks are
 * followed, and at most `maxBytes` long. `file` is relative to the workspace or absolute; `input`
 * names the input in problems. Problems never quote the file's contents.
 */
function readConfinedFile(file, options) {
    const name = `Input '${options.input}'`;
    const quoted = JSON.stringify(file);
    const mustBe = `${name} must name a regular file inside the workspace; ${quoted}`;
    let workspace;
    try {
        workspace = realpathSync(options.workspace);
    }
    catch {
        const where = JSON.stringify(options.workspace);
        return { problem: `${name} cannot be read: the workspace ${where} was not found.` };
    }
    const lexicalWorkspace = resolve(options.workspace);
    const lexical = resolve(lexicalWorkspace, file);
    if (lexical === lexicalWorkspace || lexical === workspace) {
        return { problem: `${mustBe} is the workspace folder itself.` };
    }
    // Refused before the file is touched, so the answer tells nothing of what exists out there.
    if (!isInside(lexicalWorkspace, lexical) && !isInside(workspace, lexical)) {
        return { problem: `${mustBe} resolves outside it.` };
    }
    let real;
    try {
        real = realpathSync(lexical);
    }
    catch (error) {
        return unreadable(name, quoted, error);
    }
    if (real === workspace)
        return { problem: `${mustBe} is the workspace folder itself.` };
    if (!isInside(workspace, real)) {
        return { problem: `${mustBe} is, or passes through, a symbolic link that leads outside it.` };
    }
    return readRegularFile(real, options.maxBytes, name, quoted, options.head ?? false);
}
/** Reads `real` (no symlinks left in it) if it is, and stays, a regular file within the limit. */
function readRegularFile(real, maxBytes, name, quoted, head) {
    const tooLarge = { problem: `${name}: ${quoted} is larger than the limit of ${maxBytes} bytes.` };
    let before;
    let fd;
    try {
        // Checked before opening: a device is never opened, and a FIFO gets a clear message.
        before = statSync(real);
        if (!before.isFile())
            return { problem: `${name} must name a regular file; ${quoted} is ${kindOf(before)}.` };
        if (before.size > maxBytes && !head)
            return tooLarge;
        fd = openSync(real, constants.O_RDONLY | NO_FOLLOW | NON_BLOCK);
    }
    catch (error) {
        return unreadable(name, quoted, error);
    }
    try {
        const stats = fstatSync(fd);
        // The descriptor is the truth: the path may have been swapped since it was checked.
        if (stats.dev !== before.dev || stats.ino !== before.ino || !stats.isFile()) {
            return { problem: `${name}: ${quoted} changed while it was being read.` };
        }
        if (stats.size > maxBytes && !head)
            return tooLarge;
        // A /proc-like file reports size 0 and still has content: read one byte past the limit.
        const buffer = Buffer.alloc(maxBytes + 1);
        let length = 0;
        for (let n = 1; n > 0 && length < buffer.length; length += n) {
            n = readSync(fd, buffer, length, buffer.length - length, length);
        }
        if (length > maxBytes && !head)
            return tooLarge;
        if (length > maxBytes) {
            // Its head: the bytes past the limit are counted, a character cut at the limit dropped.
            const text = buffer.toString('utf8', 0, maxBytes).replace(/\uFFFD$/, '');
            return { text, unread: Math.max(stats.size, length) - maxBytes };
        }
        return { text: buffer.toString('utf8', 0, length) };
    }
    catch (error) {
        return unreadable(name, quoted, error);
    }
    finally {
        closeSync(fd);
    }
}
/**
 * Where to write a user-named output file: inside one of `roots` (the workspace, RUNNER_TEMP)
 * both as written and once the symlinks of its existing folders are followed, and not an existing
 * symlink or non-file. Creates nothing: this runs before any request is sent.
 */
function files_resolveOutputPath(file, options) {
    const name = `Input '${options.input}'`;
    const quoted = JSON.stringify(file);
    const roots = rootsOf(options.roots);
    const where = listOf(roots.lexical);
    const target = (0,external_node_path_.resolve)(options.workspace, file);
    const allRoots = [...roots.lexical, ...roots.real];
    if (!allRoots.some((root) => isInside(root, target))) {
        return { problem: `${name} must name a file inside ${where}; ${quoted} resolves outside.` };
    }
    const folder = nearestExisting((0,external_node_path_.dirname)(target));
    let realFolder;
    try {
        realFolder = (0,external_node_fs_.realpathSync)(folder); // fails on a dangling or looping symlink
    }
    catch (error) {
        const reason = errorCode(error) ?? 'unknown error';
        return { problem: `${name}: the folder of ${quoted} could not be resolved (${reason}).` };
    }
    if (!roots.real.some((root) => isWithin(root, realFolder))) {
        return {
            problem: `${name} must name a file inside ${where}; ${quoted} passes through a symbolic link that leads outside.`
        };
    }
    if (!(0,external_node_fs_.statSync)(realFolder).isDirectory()) {
        return {
            problem: `${name}: ${quoted} cannot be written: ${JSON.stringify(folder)} is not a folder.`
        };
    }
    const existing = (0,external_node_fs_.lstatSync)(target, { throwIfNoEntry: false });
    if (existing && !existing.isFile()) {
        const kind = kindOf(existing);
        return {
            problem: `${name} must name a regular file; ${quoted} is ${kind}, which is not replaced.`
        };
    }
    return { path: target };
}
/** The real path of `folder`, if that lies within the real path of one of `roots`; else throws. */
function confinedFolder(folder, roots) {
    const real = realPathOfNearest(folder);
    const allowed = rootsOf(roots);
    if (!allowed.real.some((root) => isWithin(root, real))) {
        throw new Error(`Refusing to write in ${JSON.stringify(folder)}: it leads to ${JSON.stringify(real)}, outside ${listOf(allowed.lexical)}.`);
    }
    return real;
}
/**
 * Creates `path` afresh for writing and returns its descriptor: parent folders are made (only
 * inside `roots`), a leftover at `path` (an old partial file or a planted symlink) is unlinked,
 * never followed, and the open itself refuses a symlink that reappears (O_EXCL | O_NOFOLLOW).
 */
function files_openExclusive(path, roots) {
    const folder = dirname(resolve(path));
    confinedFolder(folder, roots); // before mkdir, so no folder is created outside
    mkdirSync(folder, { recursive: true });
    const target = join(confinedFolder(folder, roots), basename(path));
    const leftover = lstatSync(target, { throwIfNoEntry: false });
    if (leftover?.isDirectory()) {
        throw new Error(`Refusing to write ${JSON.stringify(path)}: it is a directory.`);
    }
    if (leftover)
        unlinkSync(target); // unlink removes a symlink itself, never its target
    const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NO_FOLLOW;
    return openSync(target, flags, 0o644);
}
/**
 * Renames `from` over `to`. rename would not follow a symlink at `to` either, but a symlink or a
 * non-file there is something the user did not get from us: it is refused and left untouched.
 */
function files_replaceFile(from, to) {
    const existing = lstatSync(to, { throwIfNoEntry: false });
    if (existing && !existing.isFile()) {
        throw new Error(`Refusing to replace ${JSON.stringify(to)}: it is ${kindOf(existing)}, not a regular file.`);
    }
    renameSync(from, to);
}

;// CONCATENATED MODULE: ./src/export/table-writer.ts
/**
 * Streams a report to its file as pages arrive, in one of three formats: JSON (the report's
 * description, then its rows under the report's own name), CSV (a header of the columns, RFC 4180
 * quoting, CRLF line ends, every text cell quoted and formula-like ones neutralised) or NDJSON (a
 * row per line). The file is written under a temporary name and moved into place when done: one
 * that failed never looks whole. It is created exclusively inside the allowed folders (a planted
 * symbolic link is never written through, files.ts), and never passes its size bound: what would
 * pass it is not written, and the writer throws SizeLimitReached.
 *
 * A report that ended before its last page (the request budget, the deadline) is kept and says so
 * in the file itself: JSON ends `"complete": false, "incomplete": <why>`, NDJSON with
 * a last line `{"incomplete": <why>}`, CSV with a last line `# incomplete: <why>` (a comment line
 * for readers that take `#` comments; a spreadsheet shows it as the last row).
 */




const table_writer_FORMATS = ['json', 'csv', 'ndjson'];
/**
 * The columns with their text cells redacted: a key a hostile service echoes in a row must not
 * reach a file that becomes an artifact anyone who can read the repository's runs may download.
 */
function redactedColumns(columns) {
    return columns.map((column) => ({
        name: column.name,
        cell: (row) => {
            const value = column.cell(row);
            return typeof value === 'string' ? redact(value) : value;
        }
    }));
}
/** Writing more would make the file larger than its bound; nothing of it was written. */
class SizeLimitReached extends Error {
    maxBytes;
    name = 'SizeLimitReached';
    constructor(maxBytes) {
        super(`The file would be larger than ${maxBytes} bytes.`);
        this.maxBytes = maxBytes;
    }
}
/** A cell a spreadsheet would run as a formula gets a leading apostrophe (OWASP's advice). */
function neutraliseFormula(cell) {
    return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}
/**
 * One CSV text cell (RFC 4180), always in double quotes with quotes doubled: a spreadsheet that
 * splits on `;` (a European locale) would otherwise read `/x;=cmd|'/c calc'!A1` as a second cell
 * that is a formula.
 */
function csvText(cell) {
    return `"${neutraliseFormula(cell).replaceAll('"', '""')}"`;
}
/** A CSV cell of any kind: text quoted, numbers and booleans as they are, null empty. */
function csvCell(cell) {
    if (cell === null)
        return '';
    return typeof cell === 'string' ? csvText(cell) : String(cell);
}
const CRLF = '\r\n';
/**
 * Rows written together, about this many characters at a time: a page of 1,000 conversations
 * written whole was a string and a buffer of 450 KB each, which V8 and the allocator keep apart
 * from the small objects until a full collection (the 100,000-conversation export peaked 1.3 MiB
 * higher, median of 10 runs).
 */
const BATCH_CHARS = (/* unused pure expression or super */ null && (32 * 1024));
function createTableWriter(options) {
    const { format, file, columns, rowsKey } = options;
    const maxBytes = options.maxBytes ?? Infinity;
    const partial = `${file}.partial`;
    const fd = openExclusive(partial, options.roots);
    const stream = createWriteStream('', { fd, encoding: 'utf8' });
    let failed;
    stream.on('error', (error) => (failed = error));
    let first = true;
    let written = 0;
    /**
     * Writes with backpressure: a slow disk slows the export instead of filling memory. Counted
     * before it is written, so that the file, partial or whole, never passes its bound.
     */
    const write = async (text) => {
        if (failed)
            throw failed;
        const bytes = Buffer.byteLength(text, 'utf8');
        if (written + bytes > maxBytes)
            throw new SizeLimitReached(maxBytes);
        written += bytes;
        if (!stream.write(text))
            await once(stream, 'drain');
    };
    const record = (row) => {
        const out = {};
        for (const column of columns)
            out[column.name] = column.cell(row);
        return out;
    };
    return {
        async begin(meta) {
            if (format === 'json') {
                const key = typeof rowsKey === 'string' ? rowsKey : rowsKey(meta);
                const head = JSON.stringify({ ...meta, [key]: [] });
                // `..."feedback":[]}` without its last two characters opens the array.
                await write(head.slice(0, -2));
            }
            else if (format === 'csv') {
                await write(`${columns.map((c) => c.name).join(',')}${CRLF}`);
            }
        },
        async rows(rows) {
            if (rows.length === 0)
                return;
            const line = format === 'json'
                ? (r) => JSON.stringify(record(r))
                : format === 'csv'
                    ? (r) => `${columns.map((c) => csvCell(c.cell(r))).join(',')}${CRLF}`
                    : (r) => `${JSON.stringify(record(r))}\n`;
            const comma = format === 'json' ? ',' : '';
            let batch = [];
            let size = 0;
            for (const r of rows) {
                const text = line(r);
                batch.push(text);
                size += text.length;
                if (size >= BATCH_CHARS) {
                    await write((first ? '' : comma) + batch.join(comma));
                    first = false;
                    batch = [];
                    size = 0;
                }
            }
            if (batch.length > 0)
                await write((first ? '' : comma) + batch.join(comma));
            first = false;
        },
        async finish(ending) {
            const why = ending?.incomplete;
            if (format === 'json') {
                const tail = why !== undefined
                    ? `],"complete":false,"incomplete":${JSON.stringify(why)}}\n`
                    : options.sayComplete
                        ? '],"complete":true}\n'
                        : ']}\n';
                await write(tail);
            }
            else if (why !== undefined) {
                // Our own words, one line: nothing in them can end the line or the cell early.
                const line = why.replace(/[\r\n]+/g, ' ');
                await write(format === 'csv'
                    ? `# incomplete: ${line}${CRLF}`
                    : `${JSON.stringify({ incomplete: line })}\n`);
            }
            stream.end();
            await once(stream, 'finish');
            if (failed)
                throw failed;
            replaceFile(partial, file);
        },
        discard() {
            stream.destroy();
            rmSync(partial, { force: true });
        }
    };
}

;// CONCATENATED MODULE: ./src/visitors/constants.ts
/**
 * The names of the visitor analytics action's inputs and outputs (contract §3.2). Users'
 * workflows depend on them; visitors/action.yml holds the same names.
 */
const visitors_constants_Inputs = {
    ApiKey: 'api-key',
    ProjectId: 'project-id',
    ApiUrl: 'api-url',
    Metric: 'metric',
    DateFrom: 'date-from',
    DateTo: 'date-to',
    Period: 'period',
    PageSize: 'page-size',
    MaxPages: 'max-pages',
    MaxBytes: 'max-bytes',
    Concurrency: 'concurrency',
    Format: 'format',
    OutputFile: 'output-file',
    Timeout: 'timeout'
};
const constants_Outputs = {
    Human: 'human',
    Ai: 'ai',
    Total: 'total',
    Pages: 'pages',
    File: 'file',
    Truncated: 'truncated',
    Requests: 'requests'
};

/**
 * The analytics that page by path (analytics.openapi.json): unique visitors (deduplicated) and
 * page views (events). Each is its own endpoint, with its rows under its own name.
 */
const METRICS = ['visitors', 'views'];
/** What the log and the summary call each metric. */
const METRIC_NAMES = {
    visitors: 'Unique visitors',
    views: 'Page views'
};

;// CONCATENATED MODULE: ./src/export/dates.ts
const DAY_MS = 86_400_000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
/** Epoch ms of a valid date or date-time, undefined for anything else. */
function parseDate(text) {
    const match = DATE_ONLY.exec(text) ?? DATE_TIME.exec(text);
    if (!match)
        return undefined;
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = new Date(Date.UTC(year, month - 1, day));
    // Date.UTC rolls 2024-02-30 over to March: a real date survives the round trip.
    if (date.getUTCFullYear() !== year ||
        date.getUTCMonth() !== month - 1 ||
        date.getUTCDate() !== day) {
        return undefined;
    }
    if (match.length > 4) {
        const [hour, minute, second] = [Number(match[4]), Number(match[5]), Number(match[6] ?? 0)];
        if (hour > 23 || minute > 59 || second > 59)
            return undefined;
    }
    const at = Date.parse(text);
    return Number.isNaN(at) ? undefined : at;
}
const PERIODS = ['7d', '30d', 'previous-month'];
const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);
/** The range of a period as of `now`, or undefined for an unknown period. */
function periodRange(period, now) {
    const today = Math.floor(now / DAY_MS) * DAY_MS;
    const days = /^(\d{1,3})d$/.exec(period);
    if (days && Number(days[1]) >= 1) {
        return { dateFrom: isoDay(today - Number(days[1]) * DAY_MS), dateTo: isoDay(today) };
    }
    if (period === 'previous-month') {
        const date = new Date(today);
        const thisMonth = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
        const previous = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1);
        return { dateFrom: isoDay(previous), dateTo: isoDay(thisMonth) };
    }
    return undefined;
}
/**
 * The range of the same length just before `range` (`compare: previous`): it ends where `range`
 * begins. Whole days stay whole days; times are written as ISO 8601 in UTC.
 */
function previousRange(range) {
    const from = parseDate(range.dateFrom);
    const to = parseDate(range.dateTo);
    if (from === undefined || to === undefined || to <= from)
        return undefined;
    const start = from - (to - from);
    const days = DATE_ONLY.test(range.dateFrom) && DATE_ONLY.test(range.dateTo);
    return {
        dateFrom: days ? isoDay(start) : new Date(start).toISOString(),
        dateTo: range.dateFrom
    };
}

;// CONCATENATED MODULE: ./src/export/range-inputs.ts
/**
 * The date range of an analytics export from its inputs (`date-from`, `date-to` exclusive, or
 * `period`), as the visitors and analytics actions both read it, each problem naming the input
 * and the form it expects.
 */


function range_inputs_readRange(text, names, now, problems) {
    const dateFrom = text(names.dateFrom) || undefined;
    const dateTo = text(names.dateTo) || undefined;
    const period = text(names.period);
    if (period) {
        if (dateFrom || dateTo) {
            problems.push(`Input '${names.period}' replaces '${names.dateFrom}' and '${names.dateTo}': set either the period or the dates.`);
        }
        const range = periodRange(period, now);
        if (!range) {
            problems.push(`Input '${names.period}' must be ${PERIODS.join(', ')} (or another number of days like 14d); got ${inputs_shown(period)}.`);
            return { dateFrom, dateTo };
        }
        return range;
    }
    const from = dateFrom === undefined ? undefined : parseDate(dateFrom);
    const to = dateTo === undefined ? undefined : parseDate(dateTo);
    const form = 'a date like 2026-11-01 or an ISO 8601 time like 2026-11-01T00:00:00Z';
    if (dateFrom !== undefined && from === undefined) {
        problems.push(`Input '${names.dateFrom}' must be ${form}; got ${inputs_shown(dateFrom)}.`);
    }
    if (dateTo !== undefined && to === undefined) {
        problems.push(`Input '${names.dateTo}' must be ${form}; got ${inputs_shown(dateTo)}.`);
    }
    if (from !== undefined && to !== undefined && from >= to) {
        problems.push(`Input '${names.dateFrom}' (${dateFrom}) must be before '${names.dateTo}' (${dateTo}), which is exclusive.`);
    }
    return { dateFrom, dateTo };
}

;// CONCATENATED MODULE: ./src/export/size.ts
/**
 * Sizes as users write them in workflow inputs: a number of bytes, or a number with a unit, like
 * 500KB, 100MB or 1.5GiB. The units mean what they say: KB, MB, GB and TB are powers of 1000,
 * KiB, MiB, GiB and TiB powers of 1024 (so that 100MB is the 100,000,000 bytes a disk's size
 * would say, and nobody has to guess). Case and a space before the unit do not matter.
 */

const UNITS = {
    b: 1,
    kb: 1e3,
    mb: 1e6,
    gb: 1e9,
    tb: 1e12,
    kib: 2 ** 10,
    mib: 2 ** 20,
    gib: 2 ** 30,
    tib: 2 ** 40
};
const FORM = /^(\d+(?:\.\d+)?)\s*([a-z]+)?$/i;
/** Whole bytes, at least 1; undefined when `text` is not such a size. */
function size_parseBytes(text) {
    const match = FORM.exec(text.trim());
    if (!match)
        return undefined;
    const [, number = '', unitText] = match;
    const unit = UNITS[(unitText ?? 'b').toLowerCase()];
    if (unit === undefined)
        return undefined;
    // A byte has no fraction: 1.5 alone (or 1.5B) is a typing slip, 1.5GB is a size.
    if (unit === 1 && number.includes('.'))
        return undefined;
    const bytes = Math.floor(Number(number) * unit);
    return bytes >= 1 && Number.isSafeInteger(bytes) ? bytes : undefined;
}
/** `100000000` -> `100,000,000 bytes`: how a size is shown back to a person, exactly. */
function formatBytes(bytes) {
    return `${n(bytes)} bytes`;
}

;// CONCATENATED MODULE: ./src/analytics/heads.ts

const SLIM = {
    'feedback-by-page': (r) => r,
    feedback: (r) => ({
        id: r.id,
        path: r.path,
        comment: r.comment,
        createdAt: r.createdAt,
        helpful: r.helpful
    }),
    searches: (r) => r,
    assistant: (r) => ({
        id: r.id,
        timestamp: r.timestamp,
        query: r.query,
        responseType: r.responseType,
        resolutionStatus: r.resolutionStatus,
        queryCategory: r.queryCategory
    }),
    visitors: (r) => ({ path: r.path, human: r.human, ai: r.ai, total: r.total })
};
const isHead = (name) => name in SLIM;
/** A page of `name` as the digest keeps it: the fields it uses of each row. */
function slim(name, page) {
    const row = SLIM[name];
    return { rows: page.rows.map(row), hasMore: page.hasMore, next: page.next };
}
/** No page of any report kept (a step without a digest keeps only the pages visited). */
const NO_PAGES = Object.freeze({
    'feedback-by-page': 0,
    feedback: 0,
    assistant: 0,
    searches: 0,
    visitors: 0
});
/** The first page of visitors of the period before, which the digest compares AI traffic with. */
const heads_PREVIOUS_PAGES = 1;
/** The most paths of visited pages kept from the export (its budget fetches fewer). */
const MAX_SITE_PATHS = 100_000;
class HeadPages {
    caps;
    range;
    previous;
    pages = new Map();
    /** The paths of the pages visited in the step's range, from the export's visitors or views. */
    visited = new Map(); // prettier-ignore
    /**
     * `caps`: how many first pages of each report the digest reads, of the step's `range`; and the
     * first page of visitors of `previous` (the period before, which the digest compares with).
     */
    constructor(caps, range, previous) {
        this.caps = caps;
        this.range = range;
        this.previous = previous;
    }
    /**
     * An exported page (index from 0, in order): kept if the digest reads it. True when kept: the
     * digest will not ask for it.
     */
    keep(name, range, index, page) {
        if (!isHead(name))
            return false;
        const key = keyOf(name, range);
        const previous = name === 'visitors' && this.previous && keyOf(name, this.previous) === key;
        if (key !== keyOf(name, this.range) && !previous)
            return false;
        if (index >= (previous ? heads_PREVIOUS_PAGES : this.caps[name]))
            return false;
        const kept = this.pages.get(key) ?? [];
        if (index !== kept.length)
            return false; // only the pages from the first on, one after the other
        kept.push(slim(name, page));
        this.pages.set(key, kept);
        return true;
    }
    /**
     * An exported page of `visitors` or `views` (index from 0, in order): its paths are pages the
     * site has (the digest checks pages voted down against them). Whole once the last page came.
     */
    visit(name, range, index, page) {
        if ((name !== 'visitors' && name !== 'views') || keyOf('visitors', range) !== keyOf('visitors', this.range))
            return; // prettier-ignore
        const seen = this.visited.get(name) ?? { paths: new Set(), pages: 0, complete: false };
        this.visited.set(name, seen);
        if (index !== seen.pages || seen.paths.size + page.rows.length > MAX_SITE_PATHS)
            return;
        for (const row of page.rows) {
            const path = typeof row.path === 'string' ? sitePathOf(row.path) : undefined;
            if (path !== undefined)
                seen.paths.add(path);
        }
        seen.pages++;
        seen.complete = !page.hasMore;
    }
    /** Every page visited in the step's range, when the export read `visitors` or `views` whole. */
    site() {
        const whole = [...this.visited.values()].find((seen) => seen.complete);
        return whole && { paths: whole.paths, complete: true };
    }
    /** The page at `index` of `name` for `range`, if the export fetched it. */
    get(name, range, index) {
        return this.pages.get(keyOf(name, range))?.[index];
    }
}
const keyOf = (name, range) => `${name}\n${range.dateFrom ?? ''}\n${range.dateTo ?? ''}`;

;// CONCATENATED MODULE: ./src/analytics/reserve.ts
/**
 * The digest's share of the step's request budget (`digest-file`, `assistant-threads`): its plan
 * of requests, held back once before the reports begin (export.ts), given back one by one as the
 * reports fetch the pages it reads (heads.ts), and whole to the digest when its turn comes. The
 * share may never starve the reports: it must leave each report asked for one request at least,
 * or the settings refuse it before any request (docs/analytics.md says the rule for users).
 */



/**
 * The first pages of each report the digest reads, of the step's range. Visitors: the site's
 * most visited pages, until each page voted down is among them (signals.ts checks them there).
 */
const DIGEST_PAGES = Object.freeze({
    'feedback-by-page': 1,
    feedback: 3,
    assistant: 2,
    searches: 2,
    visitors: 4
});
/** The most requests the digest sends, transcripts aside. */
const DIGEST_MAX_REQUESTS = Object.values(DIGEST_PAGES).reduce((sum, pages) => sum + pages, 0) + heads_PREVIOUS_PAGES;
/**
 * What the digest (or the transcripts alone) will read. Its requests are held back from the
 * reports before it (budget.hold), and given back one by one as the reports fetch its pages
 * (heads.ts), so that a large report can spend neither them nor what the digest no longer needs.
 */
function digestPlan(settings) {
    const digest = settings.digestFile !== '';
    const range = { dateFrom: settings.dateFrom, dateTo: settings.dateTo };
    const previous = digest ? reserve_previousRange(range) : undefined;
    const on = (yes, name) => (yes ? DIGEST_PAGES[name] : 0);
    const pages = {
        'feedback-by-page': on(digest, 'feedback-by-page'),
        feedback: on(digest, 'feedback'),
        assistant: on(digest || settings.assistantThreads > 0, 'assistant'),
        searches: on(digest, 'searches'),
        visitors: on(digest, 'visitors')
    };
    const before = previous ? PREVIOUS_PAGES : 0;
    const requests = Object.values(pages).reduce((sum, n) => sum + n, 0) + before + settings.assistantThreads;
    return { pages, range, previous, requests };
}
/** The range of the same length before `range` (export/dates.ts), when it is a whole one. */
function reserve_previousRange(range) {
    const { dateFrom, dateTo } = range;
    if (dateFrom === undefined || dateTo === undefined)
        return undefined;
    return previousOf({ dateFrom, dateTo });
}
/** The inputs whose share is held, as the messages name them. */
function holders(settings) {
    const digest = settings.digestFile !== '';
    const threads = settings.assistantThreads > 0;
    if (digest && threads) {
        return { inputs: `Inputs '${Inputs.DigestFile}' and '${Inputs.AssistantThreads}'`, what: 'the digest and its transcripts', verb: 'hold' }; // prettier-ignore
    }
    return digest
        ? { inputs: `Input '${Inputs.DigestFile}'`, what: 'the digest', verb: 'holds' }
        : { inputs: `Input '${Inputs.AssistantThreads}'`, what: 'the transcripts', verb: 'holds' };
}
/**
 * Why the digest's share cannot be held, or undefined when it leaves each report asked for one
 * request at least (a step without reports may give the digest its whole budget): the inputs
 * that hold it, and what would do.
 */
function reserve_reserveProblem(settings) {
    const { reports, maxRequests } = settings;
    if (reports.length === 0 || (settings.digestFile === '' && settings.assistantThreads === 0)) {
        return undefined;
    }
    const reserve = digestPlan(settings).requests;
    const left = Math.max(0, maxRequests - reserve);
    if (left >= reports.length)
        return undefined;
    const { inputs, what, verb } = holders(settings);
    const need = reserve + reports.length;
    const threads = maxRequests - reports.length - (reserve - settings.assistantThreads);
    const ways = [
        ...(need <= MAX_MAX_REQUESTS
            ? [`'${Inputs.MaxRequests}' to at least ${need} (the ${reserve} held back and one for each report)`] // prettier-ignore
            : []),
        ...(settings.assistantThreads > 0 && threads >= 0
            ? [`'${Inputs.AssistantThreads}' to ${threads === 0 ? '0' : `at most ${threads}`}`]
            : []),
        `'${Inputs.Reports}' to none`
    ];
    const leaves = left === 0 ? 'none' : `${left}, fewer than one a report`;
    return `${inputs} ${verb} back up to ${reserve} requests for ${what}, before the reports begin; of the ${maxRequests} of '${Inputs.MaxRequests}' that leaves '${Inputs.Reports}' (${reports.join(', ')}) ${leaves}: set ${ways.slice(0, -1).join(', ')}, or ${ways.at(-1) ?? ''}.`;
}
/**
 * Where a spent budget went, for a report or a comparison it stopped: `parts` are the requests
 * of each phase before (those with none left out); the digest's share, if still held, last.
 */
function whereSpent(settings, budget, when, parts) {
    const held = budget.reserved
        ? [[budget.reserved, `held back for ${holders(settings).what} (${[settings.digestFile ? Inputs.DigestFile : '', settings.assistantThreads ? Inputs.AssistantThreads : ''].filter(Boolean).join(', ')})`]] // prettier-ignore
        : [];
    const said = [...parts, ...held]
        .filter(([count]) => count > 0)
        .map(([count, how]) => `${count} ${count === 1 ? 'request' : 'requests'} ${how}`);
    return `the step's request budget (${Inputs.MaxRequests}: ${settings.maxRequests}) was spent ${when}${said.length ? `: ${said.join(', ')}` : ''}`;
}

;// CONCATENATED MODULE: ./src/analytics/thresholds.ts
/**
 * `digest-thresholds`: the least evidence a signal needs to be a finding of the digest, so that
 * one vote, one search or one question is not (docs/analytics.md). Written as `name=number` pairs,
 * any of them, the rest keeping their defaults: `votes=3, questions=2, searches=5, ai-visitors=10`.
 */


const thresholds_DEFAULT_THRESHOLDS = Object.freeze({
    votes: 3,
    questions: 2,
    searches: 5,
    aiVisitors: 10
});
const NAMES = {
    votes: 'votes',
    questions: 'questions',
    searches: 'searches',
    'ai-visitors': 'aiVisitors'
};
/** The largest threshold taken: more than any report's page holds. */
const MAX_THRESHOLD = 1_000_000;
/** The thresholds `text` sets over the defaults, or the problem with it (naming the input). */
function thresholds_readThresholds(text) {
    const thresholds = { ...thresholds_DEFAULT_THRESHOLDS };
    const form = `name=number pairs separated by commas, of ${Object.keys(NAMES).join(', ')} (each a whole number from 1 to ${MAX_THRESHOLD}), like votes=3, searches=5`;
    const seen = new Set();
    for (const pair of list(text)) {
        const match = /^([a-z-]+)\s*=\s*(\d{1,7})$/i.exec(pair);
        const name = match ? NAMES[(match[1] ?? '').toLowerCase()] : undefined;
        const value = Number(match?.[2]);
        if (!match || !name || !(value >= 1 && value <= MAX_THRESHOLD)) {
            return { problem: `Input '${Inputs.DigestThresholds}' must be ${form}; got ${shown(pair)}.` };
        }
        if (seen.has(name)) {
            return { problem: `Input '${Inputs.DigestThresholds}' sets ${shown(match[1] ?? '')} twice.` };
        }
        seen.add(name);
        thresholds[name] = value;
    }
    return thresholds;
}

;// CONCATENATED MODULE: ./src/analytics/settings.ts
/**
 * Reads the analytics action's inputs into one typed settings object, checking every one of them
 * before any request, each problem naming the input and the form it expects.
 */











/** Offset pages in flight after the first, the analytics action's and the visitors default. */
const CONCURRENCY = 4;
/** `digest-limit`'s default and bounds, in characters. */
const DEFAULT_DIGEST_LIMIT = 20_000;
const MIN_DIGEST_LIMIT = 1000;
const MAX_DIGEST_LIMIT = 200_000;
function readAnalyticsSettings(input, options) {
    const problems = [];
    const text = (name) => input(name).trim();
    const { apiKey, projectId, apiUrl } = readServiceInputs(input, problems);
    const { reports, none } = readReports(input, problems);
    const { dateFrom, dateTo } = readRange(text, { dateFrom: Inputs.DateFrom, dateTo: Inputs.DateTo, period: Inputs.Period }, options.now, problems);
    const format = readFormat(text, problems);
    const { feedbackSource, feedbackStatus } = readFeedbackFilters(input, problems);
    const integer = (name, fallback, min, max) => {
        const value = text(name);
        if (value === '')
            return fallback;
        const number = /^\d+$/.test(value) ? Number(value) : NaN;
        if (!(number >= min && number <= max)) {
            problems.push(`Input '${name}' must be a whole number from ${min} to ${max}; got ${shown(value)}.`);
            return fallback;
        }
        return number;
    };
    const assistantThreads = integer(Inputs.AssistantThreads, 0, 0, MAX_ASSISTANT_THREADS);
    const maxRequests = integer(Inputs.MaxRequests, DEFAULT_MAX_REQUESTS, 1, MAX_MAX_REQUESTS);
    const digestLimit = integer(Inputs.DigestLimit, DEFAULT_DIGEST_LIMIT, MIN_DIGEST_LIMIT, MAX_DIGEST_LIMIT); // prettier-ignore
    const thresholds = readThresholds(text(Inputs.DigestThresholds));
    if ('problem' in thresholds)
        problems.push(thresholds.problem);
    const compareText = text(Inputs.Compare).toLowerCase();
    if (compareText !== '' && compareText !== 'previous') {
        problems.push(`Input '${Inputs.Compare}' must be previous, or empty for none; got ${shown(compareText)}.`);
    }
    if (compareText === 'previous' && (dateFrom === undefined || dateTo === undefined)) {
        problems.push(`Input '${Inputs.Compare}' needs a whole range to compare with the one before it: set '${Inputs.Period}', or both '${Inputs.DateFrom}' and '${Inputs.DateTo}'.`);
    }
    const maxBytesText = text(Inputs.MaxBytes) || '100MB';
    const maxBytes = parseBytes(maxBytesText);
    if (maxBytes === undefined) {
        problems.push(`Input '${Inputs.MaxBytes}' must be a size above 0, like 500KB, 100MB or 2GiB, or a number of bytes; got ${shown(maxBytesText)}.`);
    }
    const { outputRoots, outputDir, digestFile } = readFiles(text, options, problems);
    const timeoutMs = readTimeout(text, problems);
    if (none && !text(Inputs.DigestFile) && assistantThreads === 0) {
        problems.push(`Input '${Inputs.Reports}' is ${NO_REPORTS}, and neither '${Inputs.DigestFile}' nor '${Inputs.AssistantThreads}' is set: the step would do nothing.`);
    }
    const files = { reports, format, outputDir, digestFile, assistantThreads };
    const collision = digestFile ? digestCollision(files, text(Inputs.OutputDir) || 'analytics', text(Inputs.DigestFile)) : undefined; // prettier-ignore
    if (collision)
        problems.push(collision);
    // Only from inputs that stand: a reserve reckoned from a refused one's default would mislead.
    const reserve = problems.length ? undefined : reserveProblem({ ...files, dateFrom, dateTo, maxRequests }); // prettier-ignore
    if (reserve)
        problems.push(reserve);
    if (problems.length > 0)
        throw new SettingsError(problems);
    return {
        apiKey,
        projectId,
        apiUrl,
        reports,
        outputDir,
        outputRoots,
        dateFrom,
        dateTo,
        format,
        feedbackSource,
        feedbackStatus,
        assistantThreads,
        compare: compareText === 'previous' ? 'previous' : '',
        maxRequests,
        maxBytes: maxBytes ?? 0,
        digestFile,
        digestLimit,
        digestThresholds: 'problem' in thresholds ? DEFAULT_THRESHOLDS : thresholds,
        timeoutMs: timeoutMs ?? 0,
        pageSize: 0,
        maxPages: 0,
        concurrency: CONCURRENCY,
        outputFile: ''
    };
}
/** `reports`: the reports asked for, in REPORT_NAMES' order; `none` for a step without any. */
function readReports(input, problems) {
    const asked = list(input(Inputs.Reports)).map((name) => name.toLowerCase());
    // `none`: a step that writes only the digest or the transcripts.
    const none = asked.length === 1 && asked[0] === NO_REPORTS;
    const unknown = none
        ? []
        : asked.filter((name) => !REPORT_NAMES.includes(name));
    if (unknown.length > 0) {
        problems.push(`Input '${Inputs.Reports}' must be a comma-separated list of ${REPORT_NAMES.join(', ')}, or ${NO_REPORTS}; got ${unknown.map(shown).join(', ')}.`);
    }
    const reports = none
        ? []
        : asked.length
            ? REPORT_NAMES.filter((name) => asked.includes(name))
            : [...DEFAULT_REPORTS];
    return { reports, none };
}
/** `format`: the files' format (JSON by default). */
function readFormat(text, problems) {
    const formatText = (text(Inputs.Format) || 'json').toLowerCase();
    const format = FORMATS.includes(formatText)
        ? formatText
        : 'json';
    if (format !== formatText) {
        problems.push(`Input '${Inputs.Format}' must be one of ${FORMATS.join(', ')}; got ${shown(text(Inputs.Format))}.`);
    }
    return format;
}
/** feedback's filters, `feedback-source` and `feedback-status`, as the service takes them. */
function readFeedbackFilters(input, problems) {
    const feedbackSource = input(Inputs.FeedbackSource).trim().toLowerCase();
    if (feedbackSource && !FEEDBACK_SOURCES.includes(feedbackSource)) {
        problems.push(`Input '${Inputs.FeedbackSource}' must be one of ${FEEDBACK_SOURCES.join(', ')}, or empty for all; got ${shown(feedbackSource)}.`);
    }
    const statuses = list(input(Inputs.FeedbackStatus)).map((s) => s.toLowerCase());
    const badStatus = statuses.filter((s) => !FEEDBACK_STATUSES.includes(s));
    if (badStatus.length > 0) {
        problems.push(`Input '${Inputs.FeedbackStatus}' must be a comma-separated list of ${FEEDBACK_STATUSES.join(', ')}, or empty for all; got ${badStatus.map(shown).join(', ')}.`);
    }
    return { feedbackSource, feedbackStatus: statuses.join(',') };
}
/**
 * Where the files go: `output-dir` and `digest-file`, written only inside the workspace or
 * RUNNER_TEMP, never through a symbolic link (files.ts).
 */
function readFiles(text, options, problems) {
    const roots = [options.workspace, options.runnerTemp ?? ''].filter(Boolean);
    const dirText = text(Inputs.OutputDir) || 'analytics';
    const dir = resolveOutputPath(join(dirText, 'any'), {
        workspace: options.workspace,
        roots,
        input: Inputs.OutputDir
    });
    if ('problem' in dir)
        problems.push(dir.problem);
    const outputDir = 'path' in dir ? dir.path.slice(0, -'/any'.length) : '';
    let digestFile = '';
    const digestText = text(Inputs.DigestFile);
    if (digestText) {
        const digest = resolveOutputPath(digestText, {
            workspace: options.workspace,
            roots,
            input: Inputs.DigestFile
        });
        if ('problem' in digest)
            problems.push(digest.problem);
        else
            digestFile = digest.path;
    }
    return { outputRoots: roots, outputDir, digestFile };
}
/**
 * `digest-file` may not be a file the step writes otherwise (a report's, the transcripts'): the
 * digest would overwrite it and both outputs name one file. Compared as the folder really is and
 * whatever the case (macOS and Windows runners do not tell `Feedback.json` from `feedback.json`).
 */
function digestCollision(files, // prettier-ignore
outputDirText, digestText) {
    const same = (a, b) => canonical(a) === canonical(b);
    const file = (name) => join(files.outputDir, `${name}.${files.format}`);
    // The folder the files go in, or one it is in: the step makes it, and no file can be written there.
    const folder = canonical(files.outputDir);
    const digest = canonical(files.digestFile);
    if (folder === digest || folder.startsWith(`${digest}${sep}`) || isFolder(files.digestFile)) {
        return `Input '${Inputs.DigestFile}' names ${shown(digestText)}, a folder (that of '${Inputs.OutputDir}', ${shown(outputDirText)}, or one it is in, or one there already): the digest is a file. Name a file, like ${shown(join(outputDirText, 'reader-digest.md'))}.`;
    }
    const report = files.reports.find((name) => same(file(name), files.digestFile));
    const threads = files.assistantThreads > 0 && same(file(THREADS_FILE), files.digestFile);
    if (!report && !threads)
        return undefined;
    const whose = report ? `the file of the ${report} report` : `the transcripts' file (${Inputs.AssistantThreads})`; // prettier-ignore
    return `Input '${Inputs.DigestFile}' names ${shown(digestText)}, ${whose} in '${Inputs.OutputDir}' (${shown(outputDirText)}): the digest would overwrite it. Name another file.`;
}
/** A path as the disk sees it: its folder's real path where it exists, in lower case. */
/** `file` is there, and a folder. */
function isFolder(file) {
    try {
        return statSync(file).isDirectory();
    }
    catch {
        return false;
    }
}
function canonical(file) {
    let folder = dirname(file);
    try {
        folder = realpathSync(folder);
    }
    catch {
        // Not there yet: as written (resolveOutputPath checked every part that exists).
    }
    return join(folder, basename(file)).toLowerCase();
}
/** `timeout`: how long the whole step may take; undefined when it is not a duration of 1 s or more. */
function readTimeout(text, problems) {
    const timeoutText = text(Inputs.Timeout) || '30m';
    const timeoutMs = parseDurationMs(timeoutText);
    if (timeoutMs === undefined || timeoutMs < 1000) {
        problems.push(`Input '${Inputs.Timeout}' must be a duration like 90s, 45m, 1h30m or a number of seconds; got ${shown(timeoutText)}.`);
    }
    return timeoutMs;
}

;// CONCATENATED MODULE: ./node_modules/parse-duration/locale/en.js
const unit = Object.create(null)
const m = 60000, h = m * 60, d = h * 24, y = d * 365.25

unit.year = unit.yr = unit.y = y
unit.month = unit.mo = unit.mth = y / 12
unit.week = unit.wk = unit.w = d * 7
unit.day = unit.d = d
unit.hour = unit.hr = unit.h = h
unit.minute = unit.min = unit.m = m
unit.second = unit.sec = unit.s = 1000
unit.millisecond = unit.millisec = unit.ms = 1
unit.microsecond = unit.microsec =  unit.us = unit.µs = 1e-3
unit.nanosecond = unit.nanosec = unit.ns = 1e-6

unit.group = ','
unit.decimal = '.'
unit.placeholder = ' _'

/* harmony default export */ const en = (unit);

;// CONCATENATED MODULE: ./node_modules/parse-duration/index.js


const durationRE = /((?:\d+(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?)\s*([\p{L}]{0,14})/gu

parse.unit = en

// group/placeholder cleanup regex — rebuilt only when the locale strings change
let groupRE, placeholder = null, parse_duration_group

/**
 * look up a unit name, ignoring case and a trailing plural `s`
 *
 * @param {object} unit
 * @param {string} name
 * @return {number|undefined}
 */
const lookupUnit = (unit, name) => {
  name = String(name).toLowerCase()
  return unit[name] ?? (name.endsWith('s') ? unit[name.slice(0, -1)] : undefined)
}

/**
 * convert `str` to ms
 *
 * @param {string} str
 * @param {string} format
 * @return {number|null}
 */
function parse(str = '', format = 'ms') {
  let result = null, prevUnits, unit = parse.unit

  if (unit.placeholder !== placeholder || unit.group !== parse_duration_group)
    groupRE = new RegExp(`(\\d)[${(placeholder = unit.placeholder) ?? ''}${(parse_duration_group = unit.group) ?? ''}](\\d)`, 'g')

  str = String(str)
  let s = str.replace(groupRE, '$1$2') // clean up group separators / placeholders
  if (unit.decimal !== '.') s = s.replaceAll(unit.decimal, '.') // normalize decimal separator

  durationRE.lastIndex = 0
  for (let m; (m = durationRE.exec(s));) {
    let units = m[2]
    // if no units, find next smallest units or fall back to format value
    // eg. 1h30 -> 1h30m
    if (!units) {
      if (prevUnits) {
        for (const u in unit) if (unit[u] < prevUnits) { units = u; break }
      }
      else units = format
    }

    prevUnits = units = lookupUnit(unit, units)

    if (typeof units == 'number') result = (result || 0) + m[1] * units
  }

  return result && ((result / (lookupUnit(unit, format) || 1)) * (str.trimStart()[0] === '-' ? -1 : 1))
}

;// CONCATENATED MODULE: ./src/duration.ts
/**
 * Durations as users write them in workflow inputs: `90s`, `45m`, `1h30m`, or plain seconds.
 * parse-duration reads the units; this module only fixes the unit of a bare number (seconds, as
 * in GitHub's own `timeout-minutes` spirit) and refuses what is not a positive, finite time.
 */

/**
 * The whole text must be a duration: parse-duration reads the numbers it finds and ignores the
 * rest (`5m garbage` would be 5 minutes), so the form is checked first.
 */
const duration_FORM = /^(\d+(\.\d+)?|(\d+(\.\d+)?(ms|s|m|h|d)\s*)+)$/;
/** Milliseconds, or undefined when `text` is not a duration. */
function duration_parseDurationMs(text) {
    const trimmed = text.trim();
    if (!duration_FORM.test(trimmed))
        return undefined;
    const seconds = parse(trimmed, 's');
    if (seconds == null || !Number.isFinite(seconds) || seconds <= 0)
        return undefined;
    return Math.round(seconds * 1000);
}
/** `90000` -> `1m30s`: how a duration is shown back to a person. */
function formatDuration(ms) {
    const total = Math.max(0, Math.round(ms / 1000));
    const h = Math.floor(total / 3600);
    const m = Math.floor((total % 3600) / 60);
    const s = total % 60;
    const parts = [h ? `${h}h` : '', m ? `${m}m` : '', s || (!h && !m) ? `${s}s` : ''];
    return parts.join('');
}

;// CONCATENATED MODULE: ./src/visitors/settings.ts
/**
 * Reads the visitor analytics action's inputs, checking every one of them before any request,
 * each problem naming the input and the form it expects, into the settings of the analytics
 * engine: the visitors action is its preset. One report (`metric`: visitors or views) to its own
 * `output-file`, paged by `page-size`, `max-pages` and `concurrency`, without a request budget
 * (the action has none: `max-pages` and `timeout` bound it), and no digest.
 */









/** What the visitors action has none of: the analytics action's filters, comparison and digest. */
const NOTHING_ELSE = {
    feedbackSource: '',
    feedbackStatus: '',
    assistantThreads: 0,
    compare: '',
    digestFile: '',
    digestLimit: DEFAULT_DIGEST_LIMIT,
    digestThresholds: thresholds_DEFAULT_THRESHOLDS
};
/** The metric a visitors step exports: its one report. */
const metricOf = (settings) => settings.reports[0] === 'views' ? 'views' : 'visitors';
/**
 * `max-bytes`' default (visitors/action.yml), used too when the input is empty: 100 MB. A real
 * site's export is far smaller (a row of JSON is about 100 bytes with a typical path: 100 MB is a
 * million pages, more than any documentation site has), while a service that pages forever is
 * stopped long before it fills a runner's disk (about 14 GB free on GitHub's hosted runners) or
 * makes an artifact too large to be of use.
 */
const DEFAULT_MAX_BYTES = '100MB';
function readVisitorsSettings(input, options) {
    const problems = [];
    const text = (name) => input(name).trim();
    const quoted = inputs_shown;
    const { apiKey, projectId, apiUrl } = inputs_readServiceInputs(input, problems);
    const { dateFrom, dateTo } = range_inputs_readRange(text, { dateFrom: visitors_constants_Inputs.DateFrom, dateTo: visitors_constants_Inputs.DateTo, period: visitors_constants_Inputs.Period }, options.now, problems);
    const integer = (name, min, max, form) => {
        const value = text(name);
        const number = /^\d+$/.test(value) ? Number(value) : NaN;
        if (!(number >= min && number <= max)) {
            problems.push(`Input '${name}' must be ${form}; got ${quoted(value)}.`);
            return min;
        }
        return number;
    };
    const pageSize = integer(visitors_constants_Inputs.PageSize, 1, 250, 'a whole number from 1 to 250');
    const maxPages = integer(visitors_constants_Inputs.MaxPages, 0, Number.MAX_SAFE_INTEGER, 'a whole number, 0 for no cap'); // prettier-ignore
    const concurrency = integer(visitors_constants_Inputs.Concurrency, 1, 16, 'a whole number from 1 to 16');
    const maxBytesText = text(visitors_constants_Inputs.MaxBytes) || DEFAULT_MAX_BYTES;
    const maxBytes = size_parseBytes(maxBytesText);
    if (maxBytes === undefined) {
        problems.push(`Input '${visitors_constants_Inputs.MaxBytes}' must be a size above 0, like 500KB, 100MB or 2GiB (KB, MB, GB: powers of 1000; KiB, MiB, GiB: powers of 1024) or a number of bytes; got ${quoted(maxBytesText)}.`);
    }
    const metricText = (text(visitors_constants_Inputs.Metric) || 'visitors').toLowerCase();
    let metric = 'visitors';
    if (METRICS.includes(metricText))
        metric = metricText;
    else
        problems.push(`Input '${visitors_constants_Inputs.Metric}' must be one of ${METRICS.join(', ')}; got ${quoted(text(visitors_constants_Inputs.Metric))}.`);
    const formatText = text(visitors_constants_Inputs.Format).toLowerCase();
    let format = 'json';
    if (table_writer_FORMATS.includes(formatText))
        format = formatText;
    else
        problems.push(`Input '${visitors_constants_Inputs.Format}' must be one of ${table_writer_FORMATS.join(', ')}; got ${quoted(text(visitors_constants_Inputs.Format))}.`);
    // Written only inside the workspace or RUNNER_TEMP, never through a symbolic link.
    const roots = [options.workspace, options.runnerTemp ?? ''].filter(Boolean);
    const file = text(visitors_constants_Inputs.OutputFile) || `${metric}.${format}`;
    const output = files_resolveOutputPath(file, {
        workspace: options.workspace,
        roots,
        input: visitors_constants_Inputs.OutputFile
    });
    if ('problem' in output)
        problems.push(output.problem);
    const outputFile = 'path' in output ? output.path : '';
    const timeoutText = text(visitors_constants_Inputs.Timeout) || '30m';
    const timeoutMs = duration_parseDurationMs(timeoutText);
    if (timeoutMs === undefined || timeoutMs < 1000) {
        problems.push(`Input '${visitors_constants_Inputs.Timeout}' must be a duration like 90s, 45m, 1h30m or a number of seconds; got ${quoted(timeoutText)}.`);
    }
    if (problems.length > 0)
        throw new inputs_SettingsError(problems);
    return {
        apiKey,
        projectId,
        apiUrl,
        reports: [metric],
        outputDir: (0,external_node_path_.dirname)(outputFile),
        outputRoots: roots,
        dateFrom,
        dateTo,
        format,
        ...NOTHING_ELSE,
        // No budget: every page asked for is fetched (the action's bounds are max-pages and timeout).
        maxRequests: Infinity,
        maxBytes: maxBytes ?? 0,
        timeoutMs: timeoutMs ?? 0,
        pageSize,
        maxPages,
        concurrency,
        outputFile
    };
}

;// CONCATENATED MODULE: ./src/export/figures.ts
/**
 * Numbers as the analytics summaries and the digest show them: a count as people read it, and a
 * bar for a table cell. The files have every count exactly as it came.
 */
const BAR_WIDTH = 20;
/** A bar of `value` against the largest, `max`, in a fixed width of block characters. */
function bar(value, max) {
    const filled = max > 0 ? Math.min(BAR_WIDTH, Math.max(0, Math.round((value / max) * BAR_WIDTH))) : 0;
    return '█'.repeat(filled) + '░'.repeat(BAR_WIDTH - filled);
}
/**
 * A count as a person reads it: thousands grouped, at most two decimals. Counts may have a
 * fraction (the document types them `number`; visitors are approximate): 10.5 shows as 10.5, and
 * a value a service computed as 10.500000001 as 10.5.
 *
 * What `value.toLocaleString('en-US', { maximumFractionDigits: 2 })` writes, character for
 * character (a property test compares them), without it: its first call loads ICU's number
 * formatting, 7.5 MiB of a step's resident memory (BENCHMARKS.md). As ECMA-402 says, the shortest
 * decimal that reads back as the value (what String gives) is rounded half away from zero, so
 * 1.005 shows as 1.01; a negative value shows its sign even when it rounds to 0.
 */
function figures_n(value) {
    if (Number.isNaN(value))
        return 'NaN';
    const sign = value < 0 || Object.is(value, -0) ? '-' : '';
    if (!Number.isFinite(value))
        return `${sign}∞`;
    // `1.2345e-7` or `123.45`: its digits, and where the decimal point falls among them.
    const [mantissa = '', exponent = '0'] = String(Math.abs(value)).split('e');
    const [whole = '', fraction = ''] = mantissa.split('.');
    let digits = whole + fraction;
    let point = whole.length + Number(exponent);
    const kept = point + 2;
    if (kept < 0)
        digits = '';
    else if (digits.length > kept) {
        const up = (digits[kept] ?? '0') >= '5';
        digits = digits.slice(0, kept);
        if (up) {
            const raised = roundedUp(digits);
            if (raised.length > digits.length)
                point++;
            digits = raised;
        }
    }
    const integer = point > 0 ? digits.slice(0, point).padEnd(point, '0') : '';
    const decimals = (point < 0 ? '0'.repeat(-point) : '') + digits.slice(Math.max(point, 0));
    const shown = decimals.replace(/0+$/, '');
    return `${sign}${grouped(integer.replace(/^0+(?=.)/, '') || '0')}${shown ? `.${shown}` : ''}`;
}
/** Decimal digits plus one in their last place (`'199'` -> `'200'`, `'99'` -> `'100'`). */
function roundedUp(digits) {
    let carry = true;
    let out = '';
    for (let i = digits.length - 1; i >= 0; i--) {
        const digit = Number(digits[i]) + (carry ? 1 : 0);
        carry = digit === 10;
        out = String(digit % 10) + out;
    }
    return carry ? `1${out}` : out;
}
/** Thousands grouped with commas, as en-US writes them: `1234567` -> `1,234,567`. */
function grouped(integer) {
    return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
const METER_WIDTH = 16;
const EIGHTHS = (/* unused pure expression or super */ null && (['', '▏', '▎', '▍', '▌', '▋', '▊', '▉']));
/**
 * A bar of `value` against `scale`, in a fixed width (16 cells) to an eighth of a cell: a value
 * above nothing always shows a sliver, and a value at the scale fills the width. The caller picks
 * a scale that means something (a total, the largest in a table but never below a floor), so
 * that one vote does not fill a column.
 */
function meter(value, scale) {
    const share = scale > 0 && value > 0 ? Math.min(1, value / scale) : 0;
    const eighths = share > 0 ? Math.max(1, Math.round(share * METER_WIDTH * 8)) : 0;
    const whole = Math.floor(eighths / 8);
    const part = EIGHTHS[eighths % 8] ?? '';
    return '█'.repeat(whole) + part + '░'.repeat(METER_WIDTH - whole - (part ? 1 : 0));
}

;// CONCATENATED MODULE: ./src/analytics/days.ts
/**
 * Dates as the job summary and the digest write them for people, in one style: a day is
 * `26 Nov 2026` (UTC; a month's name cannot be misread as a day), a time `26 Nov 2026 20:40`, and
 * a range of whole days, whose end the service takes as exclusive, is written by its first and
 * last days, `20 Nov 2026 – 26 Nov 2026 (7 days)`, so nobody has to subtract a day. Only a date
 * that parses is written this way; the files and the step's outputs keep ISO 8601.
 * `space` joins a date's words: the summary's non-breaking space keeps one on one line.
 */
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
const days_DAY_MS = 86_400_000;
const pad = (value) => String(value).padStart(2, '0');
/** A day, `26 Nov 2026`. */
function dayText(at, space = ' ') {
    return [at.getUTCDate(), MONTHS[at.getUTCMonth()], at.getUTCFullYear()].join(space);
}
/** A time of the service's (ISO 8601), parsed; undefined when it is none. */
function parseTime(value) {
    if (typeof value !== 'string' || !/^\d{4}-\d\d-\d\d/.test(value))
        return undefined;
    const at = new Date(value);
    return Number.isNaN(at.getTime()) ? undefined : at;
}
/** A time of the service's as ours, `26 Nov 2026 20:40` (UTC); undefined when it is none. */
function timeText(value, space = ' ') {
    const at = parseTime(value);
    if (!at)
        return undefined;
    return `${dayText(at, space)}${space}${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
}
/**
 * A range of whole days (UTC), its end exclusive, as its first and last days and how many:
 * `20 Nov 2026 – 26 Nov 2026 (7 days)`, one day alone `20 Nov 2026 (1 day)`. Undefined for a
 * range that is not whole days (or not given), which the caller writes as it was given.
 */
function daysText(from, to, space = ' ') {
    const start = parseTime(from);
    const end = parseTime(to);
    const whole = (at) => at !== undefined && at.getTime() % days_DAY_MS === 0; // prettier-ignore
    if (!whole(start) || !whole(end) || end <= start)
        return undefined;
    const days = Math.round((end.getTime() - start.getTime()) / days_DAY_MS);
    const last = new Date(end.getTime() - days_DAY_MS);
    const span = days === 1 ? dayText(start, space) : `${dayText(start, space)} – ${dayText(last, space)}`; // prettier-ignore
    return `${span} (${days} ${days === 1 ? 'day' : 'days'})`;
}

;// CONCATENATED MODULE: ./src/visitors/summary.ts




/** Paths longer than this are cut in the summary, after redaction (the file has them whole). */
const MAX_PATH = 200;

/** The summary's words for each metric's total column, and for a range without rows. */
const WORDS = {
    visitors: { total: 'Total (deduplicated)', none: 'No page had visitors in this range.' },
    views: { total: 'Total', none: 'No page was viewed in this range.' }
};
/** The range as the analytics summary and the digest write it (days.ts), or as it was given. */
const rangeText = (from, to) => daysText(from, to) ?? `${from ?? 'the service default'} to ${to ?? 'now'} (exclusive)`;
const summary_join = (parts) => htmlPiece(parts.join(''));
function summaryHtml(input) {
    const words = WORDS[input.metric];
    const max = Math.max(0, ...input.top.map((page) => page.total));
    const rows = input.top.map((page) => htmlOf `<tr><td>${htmlCode(page.path, MAX_PATH)}</td><td><code>${bar(page.total, max)}</code> ${htmlOurs(figures_n(page.total))}</td><td>${htmlOurs(figures_n(page.human))}</td><td>${htmlOurs(figures_n(page.ai))}</td></tr>`);
    const top = input.top.length > 0
        ? htmlOf `<h4>Top ${input.top.length} pages</h4><table><tr><th>Page</th><th>Total</th><th>Human</th><th>AI</th></tr>${summary_join(rows)}</table>`
        : htmlOf `<p>${words.none}</p>`;
    const truncated = input.truncated ? ' (truncated by max-pages)' : '';
    // Counts we formatted and dates we checked are ours: shown as they are (a date copies as the
    // date). The project id is the workflow's, shown in code.
    const ours = (text) => htmlOurs(text);
    return htmlOf `<h3>📊 ${METRIC_NAMES[input.metric]} of ${htmlCode(input.projectId)}</h3>
<p>${ours(rangeText(input.dateFrom, input.dateTo))}</p>
<table><tr><th>Human</th><th>AI</th><th>${words.total}</th><th>Pages exported</th></tr>
<tr><td>${ours(figures_n(input.totals.human))}</td><td>${ours(figures_n(input.totals.ai))}</td><td>${ours(figures_n(input.totals.total))}</td><td>${ours(figures_n(input.rows))}${htmlPiece(truncated)}</td></tr></table>
${htmlPiece(top)}
<p>Written to ${htmlCode(input.file)}.</p>
`;
}

;// CONCATENATED MODULE: ./src/visitors/run.ts





/** `entry`: the export worker's bundle (export-worker.ts), which the worker thread runs. */
async function run(entry, given = {}) {
    const step = await exportStep(entry, given, readVisitorsSettings, (settings) => line `Exporting ${METRIC_NAMES[metricOf(settings)].toLowerCase()} of ${settings.projectId} (${settings.dateFrom ?? 'default start'} to ${settings.dateTo ?? 'now'})`);
    if (!step)
        return;
    const { settings, outcome } = step;
    const report = outcome.reports[0];
    const whole = !outcome.failure && report !== undefined && report.complete;
    if (report && !outcome.failure)
        tellAbout(report, settings, outcome.cancelled === true);
    writeOutputs(outcome, report);
    if (whole && report.totals) {
        const failed = await writeSummary(summaryHtml({
            projectId: settings.projectId,
            metric: metricOf(settings),
            dateFrom: settings.dateFrom,
            dateTo: settings.dateTo,
            totals: { human: 0, ai: 0, total: 0, ...report.totals },
            top: report.top,
            rows: report.rows,
            file: settings.outputFile,
            truncated: report.truncated === true
        }));
        if (failed)
            log.warning(line `Could not write the job summary: ${failed.message}`);
    }
}
/**
 * How the report ended: failed or cancelled (its file removed), stopped by the timeout (its file
 * kept, and saying it is partial), or whole, with what paging over live data and max-pages did.
 */
function tellAbout(report, settings, cancelled) {
    if (report.failure) {
        return fail(cancelled
            ? line `The export was cancelled. ${report.failure}`
            : line `The export failed: ${report.failure}`);
    }
    if (!report.complete) {
        return fail(report.file
            ? line `The export did not finish: ${report.incomplete ?? 'stopped'}. The file keeps the ${report.rows} page rows that came, and says it is partial.`
            : line `The export did not finish: ${report.incomplete ?? report.skipped ?? 'stopped'}. No page came.`);
    }
    if (report.duplicates) {
        log.warning(line `${report.duplicates} page rows came twice across result pages (the data changed during the export); each path was exported once. First: ${(report.firstDuplicates ?? []).join(', ')}`);
    }
    if (report.totalsChanged) {
        log.warning(line `The site totals changed between result pages: the data was updated during the export. The file has the totals of the first page.`);
    }
    if (report.truncated) {
        log.warning(line `${visitors_constants_Inputs.MaxPages} (${settings.maxPages}) stopped the export; the service has more pages.`);
    }
    log.info(line `${report.rows} pages in ${report.pages ?? 0} result pages, ${report.requests} requests`);
}
function writeOutputs(outcome, report) {
    const totals = report?.totals;
    // A failed export removed its file: no page row was exported.
    const file = outcome.failure ? undefined : report?.file;
    setOutputs({
        [constants_Outputs.Requests]: String(outcome.requests),
        [constants_Outputs.Pages]: String(file ? (report?.rows ?? 0) : 0),
        [constants_Outputs.Truncated]: String(report?.truncated === true),
        [constants_Outputs.Human]: totals ? String(totals.human) : undefined,
        [constants_Outputs.Ai]: totals ? String(totals.ai) : undefined,
        [constants_Outputs.Total]: totals ? String(totals.total) : undefined,
        [constants_Outputs.File]: file
    });
}


/***/ }),

/***/ 24:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(288);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 

//# sourceMappingURL=index.js.map