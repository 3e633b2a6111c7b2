import { createRequire as __sourceMapRequire } from 'module';Error.prepareStackTrace = function lazySourceMaps(error, trace) {Error.prepareStackTrace = undefined;try { __sourceMapRequire(import.meta.url)('./sourcemap-register.cjs') } catch {}const format = Error.prepareStackTrace;return format ? format(error, trace) : `${error}${trace.map((frame) => `\n    at ${frame}`).join('')}`};import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 6982:
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

/***/ 4611:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Uc: () => (/* binding */ currentRepo),
  ht: () => (/* binding */ gitHubBounds),
  mV: () => (/* binding */ loadOctokit),
  ZZ: () => (/* binding */ pageOf),
  c2: () => (/* binding */ statusOf)
});

// UNUSED EXPORTS: MAX_GITHUB_ANSWER_BYTES, boundedFetch

;// CONCATENATED MODULE: ./src/api/body.ts
/**
 * The body as text, reading at most `limit` bytes: undefined when it is longer. An endless or
 * huge answer is cut off rather than held in memory (the per-request timeout bounds the time).
 */
async function readBounded(response, limit) {
    const declared = Number(response.headers.get('content-length') ?? NaN);
    if (declared > limit) {
        await response.body?.cancel().catch(() => { });
        return undefined;
    }
    if (!response.body)
        return '';
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let size = 0;
    let text = '';
    for (;;) {
        const { done, value } = await reader.read();
        if (done)
            return text + decoder.decode();
        size += value.byteLength;
        if (size > limit) {
            await reader.cancel().catch(() => { });
            return undefined;
        }
        text += decoder.decode(value, { stream: true });
    }
}
function tryJson(text) {
    try {
        return { ok: true, value: JSON.parse(text) };
    }
    catch {
        return { ok: false };
    }
}
function looksLikeHtml(text) {
    return /^\s*<(!doctype|html|head|body|\?xml)/i.test(text);
}

// EXTERNAL MODULE: ./src/sinks/index.ts + 15 modules
var sinks = __nccwpck_require__(8635);
// EXTERNAL MODULE: ./src/github/rate-limit.ts
var rate_limit = __nccwpck_require__(7403);
;// CONCATENATED MODULE: ./src/github/octokit-bounds.ts


/** What the wraps below keep on a call's `request` options, which Octokit hands down unchanged. */
const LIMITED = Symbol('the rate limit of the last answer');
const EXTEND = Symbol('moves the call’s time limit later');
/**
 * Whether @octokit/plugin-throttling takes this refusal for a rate limit (and asks onLimit): a
 * primary limit, or a message naming a secondary rate limit (its own test, /\bsecondary rate\b/).
 */
function throttled(error, limit) {
    if (limit.kind === 'primary')
        return true;
    const data = error.response?.data;
    const text = `${typeof data?.message === 'string' ? data.message : ''} ${error.message ?? ''}`;
    return /\bsecondary rate\b/i.test(text);
}
/**
 * The throttling plugin spaces writes 1 s apart (3 s for those that notify) and runs at most ten
 * calls at once, on Bottleneck's own timers: time the run's clock cannot see or cancel. A run
 * makes a handful of calls, one after another; these groups let each through at once.
 */
const UNLIMITED = {
    key: () => ({
        schedule: (_options, job, ...args) => job(...args)
    })
};
/**
 * The wrap of each attempt and the throttling plugin's options, whose waits are taken on the run's
 * clock within `bounds`.
 */
function retryWaits(bounds) {
    const { clock } = bounds;
    // Each attempt, innermost. The retry plugin decides what is retried and how often; the wait
    // before a retry is taken here, on the run's clock, so that it counts like every other wait
    // (and tests can drive it): the plugin's own wait (Bottleneck's timers) is set to nothing.
    // Listed before the plugins, so this wrap is inside them and sees each attempt with the retry
    // plugin's `retryCount`. A rate limit is read here, on the run's clock, for onLimit.
    const attempt = (kit) => {
        kit.hook.wrap('request', async (request, options) => {
            const call = options.request;
            const n = Number(call?.retryCount ?? 0);
            if (n > 0)
                await clock.sleep(bounds.retryBaseMs * n * n, call.signal);
            // The throttling plugin asks onLimit only for a primary limit and for a message naming a
            // "secondary rate" limit; a bare 429, or a 403 with Retry-After in other words (an older
            // GitHub Enterprise's "abuse detection"), is waited out here by the same rules.
            for (let own = 0;; own++) {
                try {
                    return await request(options);
                }
                catch (error) {
                    const limit = (0,rate_limit/* readRateLimit */.y9)(error, clock.now());
                    if (call)
                        call[LIMITED] = limit;
                    if (!limit || throttled(error, limit) || !call || !(await waitOut(call, own)))
                        throw error;
                }
            }
        });
    };
    /**
     * Waits for a rate limit GitHub named a time for, when that is worth it: within
     * BOUNDS.maxRetryAfterMs and before the deadline, at most `retries` times (`count` so far). The
     * wait is on the run's clock and ends with the call's signal; the call's time limit moves by as
     * much. False: not waited, the call fails with GitHub's answer.
     */
    const waitOut = async (call, count) => {
        const limit = call[LIMITED];
        const now = clock.now();
        if (call.once || limit?.retryAt === undefined || count >= bounds.retries)
            return false;
        const wait = Math.max(0, limit.retryAt - now);
        if (wait > bounds.maxRetryAfterMs || now + wait >= bounds.deadline)
            return false;
        call[EXTEND]?.(wait);
        sinks/* log */.Rm.info((0,sinks/* line */.n8) `GitHub's ${limit.kind} rate limit (${limit.status}): trying again in ${Math.ceil(wait / 1000)} s, as GitHub asked.`);
        await clock.sleep(wait, call.signal);
        return true;
    };
    /**
     * The throttling plugin asks whether to repeat a call GitHub refused over a rate limit: yes,
     * after the time GitHub asked for (Retry-After, or the limit's reset), when that time is known,
     * within BOUNDS.maxRetryAfterMs and before the deadline, at most `retries` times. The wait is
     * taken here on the run's clock (the plugin's own is set to nothing) and ends with the call's
     * signal; the call's time limit moves by as much. A limit not waited for fails the call with
     * GitHub's answer, which callers tell from a permission problem (rate-limit.ts).
     */
    const onLimit = async (_seconds, options, _octokit, count) => {
        const call = options.request;
        if (!(await waitOut(call, count)))
            return false;
        // Both plugins count in `retryCount`: the next attempt is not a retry of the retry plugin's.
        call.retryCount = 0;
        return true;
    };
    const throttle = {
        onRateLimit: onLimit,
        onSecondaryRateLimit: onLimit,
        retryAfterBaseValue: 0,
        global: UNLIMITED,
        auth: UNLIMITED,
        write: UNLIMITED,
        search: UNLIMITED,
        notifications: UNLIMITED
    };
    return { attempt, throttle };
}
/**
 * Bounds every call of `octokit`: its own time limit (moved later by the rate-limit waits it was
 * granted), the step's deadline and its cancel, whichever comes first. Registered after the
 * plugins, this wrap is outermost: it bounds their retries too.
 */
function boundCalls(octokit, bounds) {
    const { clock } = bounds;
    octokit.hook.wrap('request', async (request, options) => {
        // An aborted signal fires no more events: a call asked for after the cancel is refused here.
        if (bounds.signal.aborted)
            throw boundError('the step was cancelled');
        const start = clock.now();
        let limit = Math.min(bounds.callTimeoutMs, bounds.deadline - start);
        if (limit <= 0)
            throw boundError('the step has no time left for it');
        const stop = new AbortController();
        const signal = AbortSignal.any([bounds.signal, stop.signal]);
        const timeUp = () => stop.abort(new Error(`timed out after ${limit} ms`));
        let timer;
        const arm = () => {
            timer?.removeEventListener('abort', timeUp);
            timer = clock.timeout(start + limit - clock.now());
            timer.addEventListener('abort', timeUp, { once: true });
        };
        arm();
        const call = (options.request = {
            ...options.request,
            signal,
            [EXTEND]: (ms) => {
                limit = Math.min(limit + ms, bounds.deadline - start);
                arm();
            }
        });
        let onAbort = () => { };
        const aborted = new Promise((_, reject) => {
            onAbort = () => {
                // A call given up is not retried behind the step's back (the retry plugin reads this).
                Object.assign(call, { retries: 0 });
                reject(boundError(bounds.signal.aborted
                    ? 'the step was cancelled'
                    : `no answer within ${Math.ceil(limit / 1000)} s`));
            };
            signal.addEventListener('abort', onAbort, { once: true });
        });
        try {
            // The plugins' scheduling does not watch the signal: race it.
            return await Promise.race([request(options), aborted]);
        }
        finally {
            signal.removeEventListener('abort', onAbort);
            timer?.removeEventListener('abort', timeUp);
        }
    });
}
/** A GitHub call that was stopped by its bounds; no status, so callers treat it as a failure. */
function boundError(why) {
    return new Error(`GitHub did not answer: ${why}.`);
}

;// CONCATENATED MODULE: ./src/github/octokit.ts



/** GitHub's share of `bounds`, for calls that end at `deadline` or when `signal` aborts. */
function gitHubBounds(bounds, at) {
    return {
        ...at,
        callTimeoutMs: bounds.githubCallTimeoutMs,
        retryBaseMs: bounds.githubRetryBaseMs,
        retries: bounds.githubRetries,
        maxRetryAfterMs: bounds.maxRetryAfterMs
    };
}
/**
 * `env`: GITHUB_API_URL (GitHub Enterprise) is read from it. `fetch`: Octokit's transport, the
 * runtime's by default.
 */
async function loadOctokit(token, bounds, env = process.env, fetch) {
    const [{ getOctokit }, { retry }, { throttling }] = await Promise.all([
        Promise.all(/* import() */[__nccwpck_require__.e(555), __nccwpck_require__.e(351)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1351)),
        Promise.all(/* import() */[__nccwpck_require__.e(251), __nccwpck_require__.e(735)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9735)),
        Promise.all(/* import() */[__nccwpck_require__.e(251), __nccwpck_require__.e(856)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6856))
    ]);
    // The runner's proxy-aware transport (@actions/github's, loaded with it), unless a test gives
    // its own.
    const defaults = fetch ? undefined : (await __nccwpck_require__.e(/* import() */ 555).then(__nccwpck_require__.bind(__nccwpck_require__, 5555))).defaults;
    const transport = fetch ?? defaults?.request?.fetch;
    const sink = (message) => sinks/* log */.Rm.debug((0,sinks/* dataLine */.zQ)(message));
    // Each attempt's wrap is listed before the plugins, so that it is inside them (retryWaits).
    const { attempt, throttle } = retryWaits(bounds);
    const octokit = getOctokit(token, {
        baseUrl: env.GITHUB_API_URL || 'https://api.github.com',
        request: {
            ...defaults?.request,
            fetch: boundedFetch(transport ?? globalThis.fetch, MAX_GITHUB_ANSWER_BYTES)
        },
        // The plugin's list, and 429: a rate limit is the throttling plugin's.
        retry: {
            retries: bounds.retries,
            retryAfterBaseValue: 0,
            doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451]
        },
        throttle,
        log: { debug: sink, info: sink, warn: sink, error: sink }
    }, attempt, retry, throttling);
    // Registered after the plugins', so this wrap is outermost: it bounds their retries too.
    boundCalls(octokit, bounds);
    return octokit;
}
/**
 * The largest answer of GitHub's that is read: a page of 100 files with their patches is a few
 * MB. GitHub's answers have no bound of their own, and a hostile server (an Enterprise Server, a
 * proxy) could send one that fills the runner's memory.
 */
const MAX_GITHUB_ANSWER_BYTES = 32 * 1024 * 1024;
/** Statuses whose answers have no body (a Response with one cannot be made). */
const NO_BODY = new Set([101, 204, 205, 304]);
/** `fetch` whose answers are read whole within `limit` bytes, or refused unread. */
function boundedFetch(fetch, limit) {
    return async (input, init) => {
        const response = await fetch(input, init);
        const text = await readBounded(response, limit);
        if (text === undefined) {
            throw new Error(`GitHub's answer was larger than ${limit / 1024 / 1024} MiB, more than any answer the action needs: it was not read`);
        }
        const { status, statusText, headers, url } = response;
        const read = new Response(NO_BODY.has(status) ? null : text, { status, statusText, headers });
        // Where it came from, as Octokit reads it (a compare's pagination builds its next URL on it).
        return Object.defineProperty(read, 'url', { value: url });
    };
}
/**
 * One page of a listing as far as it was asked for: a page is a list of at most `perPage`
 * entries; a longer one (or none) is not GitHub's, and what lies past `perPage` is not read.
 */
function pageOf(data, perPage) {
    return Array.isArray(data) ? data.slice(0, perPage) : [];
}
/** GITHUB_REPOSITORY as owner and name. */
function currentRepo(env = process.env) {
    const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
    return owner && repo ? { owner, repo } : undefined;
}
/** The HTTP status of an Octokit error, if it has one. */
function statusOf(error) {
    const status = error?.status;
    return typeof status === 'number' ? status : undefined;
}


/***/ }),

/***/ 7403:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DT: () => (/* binding */ rateLimitText),
/* harmony export */   m4: () => (/* binding */ rateLimitError),
/* harmony export */   tX: () => (/* binding */ rateLimitOf),
/* harmony export */   y9: () => (/* binding */ readRateLimit)
/* harmony export */ });
/* unused harmony exports isRateLimited, callError */
/**
 * GitHub's rate limits, told apart from a token's missing permission. GitHub answers a request
 * over a limit with 403 or 429 ("Rate limits for the REST API", docs.github.com):
 * - the primary limit (the token's requests per hour) with `x-ratelimit-remaining: 0`, and in
 *   `x-ratelimit-reset` the epoch second it is given back;
 * - a secondary limit (too many requests at once, or content created too fast) with a message
 *   that says "secondary rate limit", usually with `retry-after` in seconds; without it, GitHub
 *   asks to wait at least a minute.
 * So a 403 says "may not" only when it is none of these: every place that reads a 403 (or a 429)
 * as a permission problem asks `rateLimitOf` first, and says what `rateLimitText` says instead.
 */
/** GitHub's advice for a secondary limit that names no time: wait at least one minute. */
const SECONDARY_WAIT_MS = 60_000;
/** Set on an error by the Octokit of octokit.ts: its rate limit as read on the run's clock. */
const READ = Symbol('rate limit as read');
/** The rate limit an error of a GitHub call is, if it is one (see the header). */
function rateLimitOf(error) {
    const read = error?.[READ];
    return read ?? readRateLimit(error);
}
/** True when `error` is a rate limit, not a refusal. */
function isRateLimited(error) {
    return rateLimitOf(error) !== undefined;
}
/**
 * Reads `error`'s rate limit with `now` (the run's clock) for a Retry-After, and keeps what it
 * read on the error, so that what is said of it later names the same time. Without `now`, a
 * Retry-After gives no time (only `x-ratelimit-reset` does).
 */
function readRateLimit(error, now) {
    const status = error?.status;
    if (status !== 403 && status !== 429)
        return undefined;
    const { headers = {}, data } = error.response ?? {};
    const header = (name) => {
        const value = headers[name];
        return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : undefined;
    };
    const seconds = (value) => value !== undefined && /^\d{1,10}$/.test(value) ? Number(value) : undefined;
    const retryAfter = seconds(header('retry-after'));
    const after = (ms) => (now === undefined ? undefined : now + ms);
    let limit;
    if (header('x-ratelimit-remaining') === '0') {
        const reset = seconds(header('x-ratelimit-reset'));
        // GitHub's advice: try again after the reset second, not at it.
        const retryAt = (retryAfter !== undefined ? after(retryAfter * 1000) : undefined) ??
            (reset !== undefined ? (reset + 1) * 1000 : undefined);
        limit = { kind: 'primary', status, ...(retryAt !== undefined ? { retryAt } : {}) };
    }
    else if (status === 429 ||
        retryAfter !== undefined ||
        /secondary rate limit/i.test(`${messageOf(data)} ${error.message ?? ''}`)) {
        const retryAt = after(retryAfter !== undefined ? retryAfter * 1000 : SECONDARY_WAIT_MS);
        limit = { kind: 'secondary', status, ...(retryAt !== undefined ? { retryAt } : {}) };
    }
    if (limit && now !== undefined && error !== null && typeof error === 'object') {
        Object.defineProperty(error, READ, { value: limit, configurable: true });
    }
    return limit;
}
function messageOf(data) {
    const message = data?.message;
    return typeof message === 'string' ? message : '';
}
/**
 * What to say of a rate limit, never a permission: which limit, GitHub's status, and when to try
 * again ("after HH:MM UTC", rounded up to the minute, or "later").
 */
function rateLimitText(limit) {
    const which = limit.kind === 'primary'
        ? "GitHub's rate limit for this token is used up"
        : "GitHub's secondary rate limit for this token was hit";
    return `${which} (${limit.status}); try again ${limit.retryAt === undefined ? 'later' : `after ${clockTime(limit.retryAt)} UTC`}`;
}
function clockTime(at) {
    const minute = 60_000;
    return new Date(Math.ceil(at / minute) * minute).toISOString().slice(11, 16);
}
/**
 * `error` itself, or, when it is a rate limit, an error that says so after `context` ("Could not
 * read …"), with GitHub's status, and that is still a rate limit to `rateLimitOf`.
 */
function rateLimitError(error, context) {
    const limit = rateLimitOf(error);
    if (!limit)
        return error;
    const said = new Error(`${context}: ${rateLimitText(limit)}.`);
    Object.defineProperty(said, READ, { value: limit });
    return Object.assign(said, { status: limit.status });
}
/**
 * A failed GitHub call said after `context` ("Could not read …; nothing was sent"), its status
 * kept: a rate limit as rateLimitError says it, anything else with GitHub's status and words.
 */
function callError(error, context) {
    const limited = rateLimitError(error, context);
    if (limited !== error)
        return limited;
    const status = error?.status;
    const why = (error instanceof Error ? error.message : String(error)).replace(/\.$/, '');
    const code = typeof status === 'number' ? status : undefined;
    const said = new Error(`${context} (${code !== undefined ? `${code} ` : ''}${why}).`);
    return code !== undefined ? Object.assign(said, { status: code }) : said;
}


/***/ }),

/***/ 8862:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ State)
/* harmony export */ });
/** The step state the main step saves for the post step (the tracking comment it may close). */
const State = {
    CommentView: 'comment-view',
    CommentId: 'comment-id',
    /** The home comment, the claim and the turns of this run (agent/comments.ts SavedConversation). */
    Conversation: 'conversation',
    Final: 'final',
    /** The docs check the post step sets when the main step could not (SavedCheck); '' once set. */
    Check: 'check'
};


/***/ }),

/***/ 6661:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _post_close_check_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8745);
/* harmony import */ var _post_close_comment_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8060);
/* harmony import */ var _signals_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(970);
/* harmony import */ var _sinks_index_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(8635);
// Entry of the agent action's post step (dist/post/index.js): closes the tracking comment and
// sets the docs check when the main step could not (post/close-comment.ts, post/close-check.ts),
// side by side, each bounded by BOUNDS.postStepMs. A failure only warns: the job's outcome is the
// main step's.




const cancel = (0,_signals_js__WEBPACK_IMPORTED_MODULE_2__/* .abortOnSignals */ .PB)().signal;
const warn = (what) => (error) => _sinks_index_js__WEBPACK_IMPORTED_MODULE_3__/* .log */ .Rm.warning((0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_3__/* .line */ .n8) `Could not ${what}: ${error instanceof Error ? error.message : String(error)}`);
await Promise.all([
    (0,_post_close_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .closeComment */ .w)(cancel).catch(warn('close the tracking comment')),
    (0,_post_close_check_js__WEBPACK_IMPORTED_MODULE_0__/* .closeCheck */ .t)(cancel).catch(warn('set the docs check'))
]);
process.exit();

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 8745:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  t: () => (/* binding */ closeCheck)
});

// EXTERNAL MODULE: ./src/sinks/index.ts + 15 modules
var sinks = __nccwpck_require__(8635);
// EXTERNAL MODULE: ./src/github/octokit.ts + 2 modules
var octokit = __nccwpck_require__(4611);
// EXTERNAL MODULE: ./src/github/rate-limit.ts
var rate_limit = __nccwpck_require__(7403);
;// CONCATENATED MODULE: ./src/github/docs-check.ts



/** GitHub's bound on a status's description (a longer one is refused with a 422). */
const MAX_DESCRIPTION = 140;
/** What the check says at the end of a run, from how it ended. */
function endOf(outcome, pr, run) {
    switch (outcome) {
        case 'completed':
            return pr
                ? {
                    state: 'success',
                    description: 'The docs pull request is ready for review.',
                    targetUrl: pr
                }
                : { state: 'success', description: 'The docs job completed.', targetUrl: run };
        case 'no-pr':
            return {
                state: 'success',
                description: 'No docs change needed: the agent opened no pull request.',
                targetUrl: run
            };
        case 'failed':
        case 'archived':
            return {
                state: 'failure',
                description: `The docs job ${outcome === 'failed' ? 'failed' : 'was archived'}: the run says what to do next.`,
                targetUrl: run
            };
        case 'timeout':
            return {
                state: 'failure',
                description: 'The docs job was not done within the timeout: the run says what to do next.',
                targetUrl: run
            };
        case 'cancelled':
            return {
                state: 'error',
                description: 'The run was cancelled before the docs job ended: re-run the workflow.',
                targetUrl: run
            };
        case 'started':
            return { state: 'pending', description: 'The docs agent is at work.', targetUrl: run };
        case 'error':
            return {
                state: 'error',
                description: 'The docs run failed before the job ended: the run says what to do next.',
                targetUrl: run
            };
    }
}
/** The job completed with a pull request the run did not take for the agent's (see the run). */
const notTaken = (run, elsewhere = true) => ({
    state: 'failure',
    description: elsewhere
        ? 'The job named a pull request outside the repository expected: check docs-repository, and see the run.'
        : "The job named a pull request that is not the agent's (its author or branch): see the run.",
    targetUrl: run
});
/** The agent's own docs pull request: its docs are its change. */
const ownPull = (run) => ({
    state: 'success',
    description: "This is the docs agent's own pull request.",
    targetUrl: run
});
/** What the post step shows when the step was stopped while the check showed it at work. */
const stopped = (run) => ({
    state: 'error',
    description: 'The run was stopped before the docs job ended: re-run the workflow.',
    targetUrl: run
});
/** The check while the agent works on the run's turn. */
const working = (run) => ({
    state: 'pending',
    description: 'The docs agent is at work on this change.',
    targetUrl: run
});
/** The check of a run that started no job, and why no docs are needed (our words). */
const notNeeded = (why, run) => ({
    state: 'success',
    description: cut(`No docs needed: ${why}`),
    targetUrl: run
});
/** The job has had the turns `max-turns` allows: this change was not sent to it. */
const turnsSpent = (skipLabel, run) => ({
    state: 'failure',
    description: cut(`The docs job is at max-turns. Raise max-turns and push again${skipLabel ? `, or add the label ${skipLabel}` : ''}.`),
    targetUrl: run
});
class DocsCheck {
    octokit;
    repo;
    sha;
    context;
    log;
    /** Writing statuses was refused: said once, not tried again. */
    refused = false;
    /** GitHub refused this token statuses: no later step need try. */
    get refusedWrites() {
        return this.refused;
    }
    constructor(octokit, repo, 
    /** The pull request's head commit: 40 or 64 hex digits, checked by event.ts. */
    sha, 
    /** The status's name (`docs-check`). */
    context, log) {
        this.octokit = octokit;
        this.repo = repo;
        this.sha = sha;
        this.context = context;
        this.log = log;
    }
    /** Shows `view` on the head commit; false when GitHub did not take it (said as a warning). */
    async show(view) {
        if (this.refused)
            return false;
        try {
            await this.octokit.rest.repos.createCommitStatus({
                ...this.repo,
                sha: this.sha,
                state: view.state,
                context: this.context,
                description: cut(view.description),
                ...(view.targetUrl ? { target_url: view.targetUrl } : {})
            });
            this.log.debug((0,sinks/* line */.n8) `Docs check '${this.context}': ${view.state}`);
            return true;
        }
        catch (error) {
            const status = (0,octokit/* statusOf */.c2)(error);
            const limit = (0,rate_limit/* rateLimitOf */.tX)(error);
            const limited = limit && (0,rate_limit/* rateLimitText */.DT)(limit);
            if (status === 403 || status === 404) {
                this.refused = !limited;
                this.log.warning(limited
                    ? (0,sinks/* line */.n8) `Could not set the docs check '${this.context}': ${limited}`
                    : (0,sinks/* line */.n8) `Could not set the docs check '${this.context}' on ${this.sha.slice(0, 12)} (${status}): the token needs 'statuses: write' (permissions: statuses: write). The rest of the run goes on.`);
            }
            else {
                this.log.warning((0,sinks/* line */.n8) `Could not set the docs check '${this.context}' (${status ?? 'no answer'}): ${error instanceof Error ? error.message : String(error)}`);
            }
            return false;
        }
    }
    /** Whether the pull request carries `label` now; undefined when GitHub cannot say. */
    async labelled(issueNumber, label) {
        try {
            const { data } = await this.octokit.rest.issues.listLabelsOnIssue({
                ...this.repo,
                issue_number: issueNumber,
                per_page: 100
            });
            return data.some((l) => l.name.toLowerCase() === label.toLowerCase());
        }
        catch {
            return undefined;
        }
    }
}
/** Within GitHub's bound, counted in characters as GitHub counts them: no emoji cut in half. */
function cut(text) {
    const chars = Array.from(text);
    return chars.length > MAX_DESCRIPTION ? `${chars.slice(0, MAX_DESCRIPTION - 1).join('')}…` : text;
}

;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: ./src/github/event.ts
/**
 * The triggering event, read from the runner's event payload (GITHUB_EVENT_NAME,
 * GITHUB_EVENT_PATH) into what the agent action needs: which issue or pull request, who
 * triggered it, and the text that becomes context. Payload fields are checked, not trusted.
 */


const obj = (value) => value !== null && typeof value === 'object' ? value : {};
const str = (value) => (typeof value === 'string' ? value : '');
const num = (value) => typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0;
function actor(value) {
    const user = obj(value);
    const login = str(user.login);
    if (!login)
        return undefined;
    return { login, isBot: user.type === 'Bot' || login.endsWith('[bot]') };
}
function issueLike(value, isPullRequest) {
    const issue = obj(value);
    const number = num(issue.number);
    if (!number)
        return undefined;
    return {
        number,
        title: str(issue.title),
        body: str(issue.body),
        url: str(issue.html_url),
        author: str(obj(issue.user).login),
        isPullRequest: isPullRequest || issue.pull_request !== undefined
    };
}
/** A time the payload gives, rebuilt as our own ISO 8601; undefined for anything else. */
function timeOf(value) {
    const ms = typeof value === 'string' ? Date.parse(value) : NaN;
    return Number.isFinite(ms) ? new Date(ms).toISOString() : undefined;
}
/** The events whose payload we read; any other is `other` (prompt inputs alone). */
const READ_EVENTS = (/* unused pure expression or super */ null && ([
    'issues',
    'pull_request',
    'pull_request_target',
    'issue_comment',
    'pull_request_review',
    'pull_request_review_comment'
]));
/**
 * Parses an event payload. Events this action does not read become `other`; one it reads whose
 * payload lacks a field its name promises becomes `invalid` (fails closed: it could otherwise
 * pass for another event and skip the trigger and permission checks).
 */
function parseEvent(name, payload) {
    const data = obj(payload);
    const action = str(data.action);
    const sender = actor(data.sender);
    const invalid = (missing) => ({ kind: 'invalid', name, missing });
    if (name === 'issues' || name === 'pull_request' || name === 'pull_request_target') {
        const isPr = name !== 'issues';
        const issue = issueLike(isPr ? data.pull_request : data.issue, isPr);
        if (!action)
            return invalid('action');
        if (!issue)
            return invalid(isPr ? 'pull_request.number' : 'issue.number');
        if (!sender)
            return invalid('sender.login');
        const label = str(obj(data.label).name) || undefined;
        const at = timeOf(obj(isPr ? data.pull_request : data.issue).updated_at);
        if (!isPr)
            return { kind: 'issues', action, issue, sender, at, label };
        return { kind: 'pull_request', action, issue, sender, at, label, pull: pullChange(data) };
    }
    if (name === 'issue_comment') {
        const issue = issueLike(data.issue, false);
        const comment = obj(data.comment);
        const author = actor(comment.user);
        if (!action)
            return invalid('action');
        if (!issue)
            return invalid('issue.number');
        if (!sender)
            return invalid('sender.login');
        if (!num(comment.id))
            return invalid('comment.id');
        if (typeof comment.body !== 'string')
            return invalid('comment.body');
        if (!author)
            return invalid('comment.user.login');
        return {
            kind: 'issue_comment',
            action,
            issue,
            sender,
            comment: { id: num(comment.id), body: comment.body, url: str(comment.html_url), author },
            at: timeOf(comment.created_at)
        };
    }
    if (name === 'pull_request_review' || name === 'pull_request_review_comment') {
        const issue = issueLike(data.pull_request, true);
        const text = obj(name === 'pull_request_review' ? data.review : data.comment);
        const author = actor(text.user);
        const where = name === 'pull_request_review' ? 'review' : 'comment';
        if (!action)
            return invalid('action');
        if (!issue)
            return invalid('pull_request.number');
        if (!sender)
            return invalid('sender.login');
        if (!num(text.id))
            return invalid(`${where}.id`);
        // A review without text has a null body: it asks for nothing, but it is a valid event.
        if (typeof text.body !== 'string' && text.body !== null)
            return invalid(`${where}.body`);
        if (!author)
            return invalid(`${where}.user.login`);
        const review = {
            id: num(text.id),
            body: str(text.body),
            url: str(text.html_url),
            author
        };
        if (name === 'pull_request_review_comment') {
            review.line = {
                path: keepHead(str(text.path), 500),
                line: num(text.line) || num(text.original_line),
                diffHunk: str(text.diff_hunk)
            };
            const reviewId = num(text.pull_request_review_id);
            if (reviewId)
                review.reviewId = reviewId;
        }
        const at = timeOf(name === 'pull_request_review' ? text.submitted_at : text.created_at);
        return { kind: 'review', name, action, issue, sender, review, at };
    }
    if (name === 'push')
        return { kind: 'other', name, sender, push: pushRange(data) };
    return { kind: 'other', name, sender };
}
/** A commit id as GitHub writes it (SHA-1, or SHA-256 in a repository that uses it). */
const COMMIT = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/** GitHub's "no commit": `before` of a new ref, `after` of a deleted one. */
const NO_COMMIT = /^0+$/;
/** Anything but a commit id is no commit: it never reaches a request's path. */
function commit(value) {
    const text = str(value);
    return COMMIT.test(text) && !NO_COMMIT.test(text) ? text : '';
}
function pullChange(data) {
    const pull = obj(data.pull_request);
    const merged = data.action === 'closed' && pull.merged === true;
    const synchronize = data.action === 'synchronize';
    const count = (value) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0;
    return {
        merged,
        mergeCommit: merged ? commit(pull.merge_commit_sha) : '',
        commits: count(pull.commits),
        baseRef: str(obj(pull.base).ref),
        before: synchronize ? commit(data.before) : '',
        after: synchronize ? commit(data.after) : '',
        author: actor(pull.user),
        repository: str(obj(obj(pull.base).repo).full_name),
        fromFork: str(obj(obj(pull.head).repo).full_name).toLowerCase() !==
            str(obj(obj(pull.base).repo).full_name).toLowerCase(),
        head: commit(obj(pull.head).sha),
        labels: (Array.isArray(pull.labels) ? pull.labels : [])
            .slice(0, 100)
            .map((label) => str(obj(label).name))
            .filter(Boolean)
    };
}
function pushRange(data) {
    return {
        ref: str(data.ref),
        before: commit(data.before),
        after: commit(data.after),
        created: data.created === true,
        deleted: data.deleted === true,
        defaultBranch: str(obj(data.repository).default_branch)
    };
}
/** Reads the event the runner describes in the environment. */
function readEvent(env = process.env) {
    const name = env.GITHUB_EVENT_NAME ?? '';
    let payload = {};
    if (env.GITHUB_EVENT_PATH) {
        try {
            payload = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8'));
        }
        catch {
            if (READ_EVENTS.includes(name))
                return { kind: 'invalid', name, missing: 'a readable payload' };
        }
    }
    else if (READ_EVENTS.includes(name)) {
        return { kind: 'invalid', name, missing: 'a payload (GITHUB_EVENT_PATH)' };
    }
    return parseEvent(name, payload);
}

// EXTERNAL MODULE: ./src/github/state.ts
var state = __nccwpck_require__(8862);
// EXTERNAL MODULE: ./src/post/post-step.ts + 1 modules
var post_step = __nccwpck_require__(8986);
;// CONCATENATED MODULE: ./src/post/close-check.ts
/**
 * The post step's docs check (post.ts runs it beside close-comment.ts): the status the main step
 * could not set (GitHub failed it, or the step was stopped while the check showed it at work),
 * so that a required check never stays pending for a run that ended.
 */





const STATES = ['pending', 'success', 'failure', 'error'];
async function closeCheck(cancel, given = {}) {
    const step = (0,post_step/* postStep */.F)(cancel, given);
    const saved = (0,post_step/* parsed */.Y)(step.saved(state/* State */.U.Check));
    const { repo } = step;
    if (!saved || !repo || !step.token)
        return;
    if (saved.repository !== `${repo.owner}/${repo.repo}` || !COMMIT.test(saved.sha))
        return;
    if (!saved.context || !STATES.includes(saved.view?.state))
        return;
    const check = new DocsCheck(await step.github(), repo, saved.sha, saved.context, sinks/* log */.Rm);
    if (await check.show(saved.view)) {
        sinks/* log */.Rm.info((0,sinks/* line */.n8) `Set the docs check '${saved.context}': the main step could not.`);
    }
}


/***/ }),

/***/ 8060:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  w: () => (/* binding */ closeComment)
});

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
const FORM = /^(\d+(\.\d+)?|(\d+(\.\d+)?(ms|s|m|h|d)\s*)+)$/;
/** Milliseconds, or undefined when `text` is not a duration. */
function parseDurationMs(text) {
    const trimmed = text.trim();
    if (!FORM.test(trimmed))
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

;// CONCATENATED MODULE: ./src/pull-request.ts
/** GitHub and GitLab names: letters, digits, `.`, `_`, `-`; never `.` or `..`. */
const NAME = /^(?!\.{1,2}$)[A-Za-z0-9_.-]{1,100}$/;
const NUMBER = /^[1-9]\d{0,9}$/;
const HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/;
/** `owner/repo`, each a name as NAME reads it. */
const isRepository = (value) => {
    const names = value.split('/');
    return names.length === 2 && names.every((name) => NAME.test(name));
};
function parsePrLink(link) {
    if (typeof link !== 'string' || link.length === 0 || link.length > 2048)
        return undefined;
    let url;
    try {
        url = new URL(link.trim());
    }
    catch {
        return undefined;
    }
    const host = url.host.toLowerCase();
    if (url.protocol !== 'https:' || url.username || url.password || !HOST.test(host)) {
        return undefined;
    }
    const parts = url.pathname.replace(/\/$/, '').split('/').slice(1);
    const github = parts.length === 4 && parts[2] === 'pull';
    const gitlab = parts.length >= 5 && parts.at(-3) === '-' && parts.at(-2) === 'merge_requests';
    if (!github && !gitlab)
        return undefined;
    const names = github ? parts.slice(0, 2) : parts.slice(0, -3);
    const number = parts.at(-1) ?? '';
    if (!names.every((name) => NAME.test(name)) || !NUMBER.test(number))
        return undefined;
    const repository = names.join('/');
    const route = github ? `pull/${number}` : `-/merge_requests/${number}`;
    return { url: `https://${host}/${repository}/${route}`, host, repository, number: Number(number) };
}
/**
 * `owner/repo` of a job's `source.repository` ("Full URL of the GitHub repository", the service's
 * OpenAPI), when it is an `https` URL on `host` naming exactly a repository (an optional `.git`
 * or trailing `/`), or a bare `owner/repo`, taken as on `host`; undefined for anything else.
 */
function parseRepositoryUrl(link, host) {
    if (typeof link !== 'string' || link.length === 0 || link.length > 2048)
        return undefined;
    const bare = link.trim().split('/');
    if (bare.length === 2 && bare.every((name) => NAME.test(name)))
        return bare.join('/');
    let url;
    try {
        url = new URL(link.trim());
    }
    catch {
        return undefined;
    }
    if (url.protocol !== 'https:' || url.username || url.password || url.search || url.hash) {
        return undefined;
    }
    if (url.host.toLowerCase() !== host)
        return undefined;
    const parts = url.pathname
        .replace(/\/$/, '')
        .replace(/\.git$/, '')
        .split('/')
        .slice(1);
    if (parts.length !== 2 || !parts.every((name) => NAME.test(name)))
        return undefined;
    return parts.join('/');
}

// EXTERNAL MODULE: ./src/sinks/index.ts + 15 modules
var sinks = __nccwpck_require__(8635);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
;// CONCATENATED MODULE: ./src/github/marker.ts
/**
 * The hidden marker of a tracking comment:
 * `<!-- docs-agent-action job=… project=… [origin=…] [turns=…] sig=… -->`. It lets a later run
 * find the comment, and so the job, of an issue or pull request. Anyone can type a marker, and
 * every workflow's GITHUB_TOKEN writes as the same bot, so the author proves nothing: the marker
 * proves itself. `sig` is an HMAC-SHA256 of the repository, the issue, the job, the project and
 * the optional fields, keyed by a key derived from the API key, which only workflows that hold the
 * key can compute. A marker copied to another issue, edited to point at another job or origin,
 * or written by a workflow without the key does not verify. Checked with a constant-time compare.
 *
 * The optional fields: `origin` (on the pull request's link-back comment) is the issue the job
 * came from, `owner/repo#n`; `turns` is the job's ledger (ledger.ts): its turns and its claim, so that the next run
 * can number its turn and show the story without trusting the comment's visible text.
 */

const MARKER_PREFIX = '<!-- docs-agent-action';
/** `owner/repo#n` (an issue), or `owner/repo` (a run without one): the only forms an origin takes. */
const ORIGIN = /^([A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100})(?:#([1-9]\d{0,9}))?$/;
const PATTERN = /<!-- docs-agent-action job=(\S{1,600}) project=(\S{1,600})(?: origin=(\S{1,300}))?(?: turns=([A-Za-z0-9_-]{1,40000}))? sig=([0-9a-f]{64}) -->/g;
class MarkerKey {
    key;
    constructor(apiKey) {
        // A key of its own for markers: the API key itself is never used for anything but requests.
        this.key = (0,external_node_crypto_.createHmac)('sha256', apiKey).update('docs-agent-action tracking marker v1').digest();
    }
    sign(marker, place) {
        const fields = [
            place.repository.toLowerCase(),
            String(place.issueNumber),
            marker.jobId,
            marker.projectId
        ];
        // Markers without the optional fields sign as they did before those fields existed.
        if (marker.origin !== undefined || marker.turns !== undefined) {
            fields.push(marker.origin ?? '', marker.turns ?? '');
        }
        return (0,external_node_crypto_.createHmac)('sha256', this.key).update(JSON.stringify(fields)).digest();
    }
    render(marker, place) {
        const sig = this.sign(marker, place).toString('hex');
        const origin = marker.origin ? ` origin=${encodeURIComponent(marker.origin)}` : '';
        const turns = marker.turns ? ` turns=${marker.turns}` : '';
        return `${MARKER_PREFIX} job=${encodeURIComponent(marker.jobId)} project=${encodeURIComponent(marker.projectId)}${origin}${turns} sig=${sig} -->`;
    }
    /** The first marker in `body` that verifies for `place`; undefined when none does. */
    verify(body, place) {
        for (const match of body.matchAll(PATTERN)) {
            let marker;
            try {
                marker = {
                    jobId: decodeURIComponent(match[1] ?? ''),
                    projectId: decodeURIComponent(match[2] ?? '')
                };
                if (match[3] !== undefined)
                    marker.origin = decodeURIComponent(match[3]);
                if (match[4] !== undefined)
                    marker.turns = match[4];
            }
            catch {
                continue;
            }
            if (marker.origin !== undefined && !ORIGIN.test(marker.origin))
                continue;
            const given = Buffer.from(match[5] ?? '', 'hex');
            const expected = this.sign(marker, place);
            if (given.length === expected.length && (0,external_node_crypto_.timingSafeEqual)(given, expected))
                return marker;
        }
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/github/profile.ts
/**
 * Where a GitHub login's page is on the workflow's GitHub (`serverHost`): a person's or an
 * organisation's at `/<login>`, an app's bot (`name[bot]`) at `/apps/<name>`. Never github.com
 * for an Enterprise Server's account (a stranger there, or a name anyone may register), nor a
 * bot's name as a user's.
 */
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(\[bot\])?$/;
function profileUrl(login, serverHost = 'github.com') {
    if (!LOGIN.test(login))
        return undefined;
    const app = /^(.*)\[bot\]$/.exec(login)?.[1];
    return app ? `https://${serverHost}/apps/${app}` : `https://${serverHost}/${login}`;
}

;// CONCATENATED MODULE: ./src/github/ledger.ts
/**
 * The ledger of one job's conversation: the turns sent to the job (each with the instructions it
 * carried and how it ended), the highest comment of the conversation that a turn carried, and
 * the claim of the one run that may send now. It travels inside the tracking comment's signed
 * marker (marker.ts), so that no edit of the comment's visible text changes it, and every run
 * reads it before it writes (conversation.ts). Only the latest MAX_TURNS are kept; turn numbers
 * go on counting, so `max-turns` counts every turn.
 */

const ASK = /^[crle][0-9]{1,20}$/;
const MAX_TURNS = 50;
/** The longest `by`: a few logins of GitHub's 39 characters. */
const MAX_BY = 100;
/** The most asks a turn carries (conversation.ts MAX_INSTRUCTIONS, the run's own among them). */
const MAX_ASKS = 20;
const MAX_WAITING = 20;
/** A pull request URL longer than this is not kept (real ones are ~50 characters). */
const MAX_PR_URL = 300;
const PHASES = [
    'working',
    'started',
    'completed',
    'no-pr',
    'failed',
    'archived',
    'timeout',
    'cancelled',
    'error'
];
const emptyLedger = () => ({ turns: [], upTo: 0, waiting: [] });
/**
 * Only the latest turns keep their pull request, and the latest shown (comment-render.ts) their
 * run's repository: the marker must stay within its pattern's bound (marker.ts) with 50 turns of
 * the longest values and all their asks.
 */
const WHOLE_TURNS = 10;
const LINKED_TURNS = 20;
function encodeLedger(ledger) {
    const latest = ledger.turns.slice(-MAX_TURNS);
    const turns = latest.map((t, i) => {
        const whole = i >= latest.length - WHOLE_TURNS;
        const linked = i >= latest.length - LINKED_TURNS;
        // Every ask of every kept turn: a late run must find its instruction sent.
        const asks = t.asks.slice(0, MAX_ASKS);
        const pr = whole ? (t.pr ?? '') : '';
        const turn = [t.n, t.at, t.by, asks, t.result, pr, t.run ?? '', linked ? (t.repo ?? '') : ''];
        return linked && t.pull !== undefined ? [...turn, t.pull] : turn;
    });
    const claim = ledger.claim ? [ledger.claim.id, ledger.claim.run, ledger.claim.until] : 0;
    const data = {
        v: 2,
        t: turns,
        u: ledger.upTo,
        c: claim,
        w: ledger.waiting.slice(-MAX_WAITING),
        ...(ledger.legacy !== undefined && ledger.upTo === 0 ? { l: 1 } : {}),
        ...(ledger.from !== undefined && ledger.upTo === 0 ? { f: ledger.from } : {})
    };
    return Buffer.from(JSON.stringify(data)).toString('base64url');
}
const str = (value, max) => typeof value === 'string' && value.length <= max;
const count = (value) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
/** A workflow run's id: digits ('' for none). */
const runId = (value) => typeof value === 'string' && /^\d{0,20}$/.test(value);
const asks = (value) => Array.isArray(value) &&
    value.length <= MAX_WAITING &&
    value.every((a) => str(a, 22) && ASK.test(a));
/**
 * The ledger of a verified marker; an empty one for anything that does not read as one. Markers
 * of the first version held a bare array of turns without asks: read as such.
 */
function decodeLedger(encoded) {
    if (!encoded)
        return emptyLedger();
    let data;
    try {
        data = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    }
    catch {
        return emptyLedger();
    }
    const v1 = Array.isArray(data);
    const raw = (v1 ? { t: data, u: 0, c: 0, w: [] } : data);
    if (typeof raw !== 'object' || raw === null || !Array.isArray(raw.t))
        return emptyLedger();
    const turns = [];
    for (const item of raw.t.slice(-MAX_TURNS)) {
        const turn = v1 ? turnOfV1(item) : turnOf(item);
        if (!turn)
            return emptyLedger();
        turns.push(turn);
    }
    const ledger = {
        turns,
        upTo: count(raw.u) ? raw.u : 0,
        waiting: asks(raw.w) ? raw.w : []
    };
    if (v1 || (raw.l === 1 && ledger.upTo === 0)) {
        const times = turns.filter((t) => t.asks.length === 0).map((t) => Date.parse(t.at));
        const known = times.filter((time) => !Number.isNaN(time));
        ledger.legacy = known.length > 0 ? Math.max(...known) : Infinity;
    }
    if (count(raw.f) && ledger.upTo === 0)
        ledger.from = raw.f;
    const c = raw.c;
    if (Array.isArray(c) && str(c[0], 40) && runId(c[1]) && count(c[2])) {
        ledger.claim = { id: c[0], run: c[1], until: c[2] };
    }
    return ledger;
}
function turnOf(item) {
    if (!Array.isArray(item))
        return undefined;
    const [n, at, by, asked, result, pr, run, repo = '', pull = 0] = item;
    const base = baseTurn(n, at, by, result);
    if (!base || !asks(asked) || !str(pr, MAX_PR_URL) || !runId(run))
        return undefined;
    if (!str(repo, 201) || (repo && !isRepository(repo)) || !count(pull))
        return undefined;
    const link = pr ? parsePrLink(pr) : undefined;
    return {
        ...base,
        asks: asked,
        ...(link && link.url === pr ? { pr } : {}),
        ...(run ? { run } : {}),
        ...(repo ? { repo } : {}),
        ...(pull ? { pull } : {})
    };
}
/** The repository of the run that sent `turn`, in a conversation whose home is in `home`. */
const runRepository = (turn, home) => turn.repo ?? home;
function turnOfV1(item) {
    if (!Array.isArray(item))
        return undefined;
    const [n, at, by, result, pr] = item;
    // 1.0.0 showed a follow-up as `queued` until it was sent: a turn not ended yet.
    const base = baseTurn(n, at, by, result === 'queued' ? 'working' : result);
    if (!base)
        return undefined;
    const link = str(pr, MAX_PR_URL) ? parsePrLink(pr) : undefined;
    return { ...base, asks: [], ...(link && link.url === pr ? { pr } : {}) };
}
function baseTurn(n, at, by, result) {
    if (!count(n) || n < 1 || !str(at, 40) || !str(by, MAX_BY) || !str(result, 20))
        return undefined;
    if (!PHASES.includes(result))
        return undefined;
    return { n, at, by, result: result };
}
/** A turn's `by` of who asked, first asker first: each login once, as many as fit MAX_BY. */
function byOf(logins) {
    let by = '';
    for (const login of new Set(logins.filter(Boolean))) {
        const more = by ? `${by},${login}` : login;
        if (more.length > MAX_BY)
            break;
        by = more;
    }
    return by;
}
/** The number the next turn takes: turns are counted from 1 whichever run sent them. */
const nextTurn = (ledger) => (ledger.turns.at(-1)?.n ?? 0) + 1;
/** The number a follow-up takes: turn 1 was the job's first prompt, recorded or not. */
const followUpNumber = (ledger) => Math.max(nextTurn(ledger), 2);
/** A follow-up to the job of `ledger` would pass `maxTurns`: it is skipped, not sent. */
const turnsUsed = (ledger, maxTurns) => followUpNumber(ledger) > maxTurns;
/** The turn that carried `ask`, when one did (among the turns kept). */
const turnOfAsk = (ledger, ask) => ledger.turns.find((turn) => turn.asks.includes(ask));
/**
 * Whether `ask` was sent already: carried by a kept turn. Not `upTo`: a comment made before the
 * tracking comment (while the job was being created) lies below it and was never read.
 */
const wasSent = (ledger, ask) => turnOfAsk(ledger, ask) !== undefined;
/** The id of the newest issue comment a kept turn carried; 0 when none did. */
const lastCarried = (ledger) => Math.max(0, ...ledger.turns.flatMap((turn) => turn.asks.filter((a) => a.startsWith('c')).map((a) => Number(a.slice(1)))));
/** The claim holds at `now` for someone other than `id`. */
const claimedByOther = (ledger, id, now) => ledger.claim !== undefined && ledger.claim.id !== id && ledger.claim.until > now;
/** `turns` with `turn` in its place (replacing the entry of the same number), in order. */
function withTurn(turns, turn) {
    return [...turns.filter((t) => t.n !== turn.n), turn].sort((a, b) => a.n - b.n);
}
/**
 * `facts` of the run whose claim id is `me` put on the ledger as read: its claim when it holds
 * the conversation (`holding`), else another run's claim kept and its own dropped.
 */
function withFacts(read, facts, me, holding) {
    const withdrawn = facts.withdrawn ?? [];
    let turns = read.turns.filter((t) => !withdrawn.some((w) => w.n === t.n && w.at === t.at && w.run === t.run));
    for (const turn of facts.turns)
        turns = withTurn(turns, turn);
    const sent = new Set(turns.flatMap((turn) => turn.asks));
    const waiting = [...read.waiting, ...(facts.waiting ?? []), ...withdrawn.flatMap((t) => t.asks)];
    const ledger = {
        turns,
        upTo: Math.max(read.upTo, facts.upTo ?? 0),
        // Only comments wait: the conversation keeps them for the next run; the rest go with a run.
        waiting: [...new Set(waiting)].filter((ask) => ask.startsWith('c') && !sent.has(ask))
    };
    if (read.legacy !== undefined && ledger.upTo === 0)
        ledger.legacy = read.legacy;
    const from = read.from ?? facts.from;
    if (from !== undefined && ledger.upTo === 0)
        ledger.from = from;
    const claim = holding ?? (read.claim?.id !== me ? read.claim : undefined);
    if (claim)
        ledger.claim = claim;
    return ledger;
}
/** A copy to show elsewhere (a link-back comment): the turns, without the claim. */
const shownCopy = (ledger) => ({ turns: ledger.turns, upTo: 0, waiting: [] });

;// CONCATENATED MODULE: ./src/outcomes.ts
/**
 * The headline of a run, the same in its tracking comment and its job summary: `working` while
 * the job works, `error` when the step failed.
 */
const HEADLINES = {
    working: '⏳ The docs agent is working on this',
    started: '🚀 The docs agent started a job',
    completed: '✅ The docs agent opened a pull request',
    'no-pr': '⚪ The docs agent finished without changes',
    failed: '❌ The docs agent job failed',
    archived: '🗄️ The docs agent job was archived',
    timeout: '⏱️ Stopped waiting for the docs agent',
    cancelled: '🛑 The wait for the docs agent was cancelled',
    error: '⚠️ The docs agent step failed'
};

;// CONCATENATED MODULE: ./src/github/comment-render.ts
/**
 * The tracking comment's markdown (contract §4.6): the signed marker, a headline, the status
 * table, the turns of the job, a message and a footer. Everything that comes from the service or
 * from users is escaped: no @mentions, no markdown or HTML of theirs is rendered; a pull request
 * link is a link only when it is an https PR URL.
 */







/** GitHub refuses bodies over 65,536 characters; stay well below. */
const MAX_COMMENT_LENGTH = 60_000;
/** The longest message shown (after redaction); the log has it whole. */
const MAX_MESSAGE = 4000;
const FOOTERS = {
    working: 'This comment is updated as the job progresses.',
    timeout: 'The job may still run at the service; its id is above.',
    cancelled: 'The job may still run at the service; its id is above.',
    error: 'The job may still run at the service; its id is above.'
};
/**
 * The footer: where the run stands, and, once its turn is over and a comment can act here, the
 * commands to go on as code (copied as written: the message above is escaped text, where a
 * phrase like `@docs-bot` is defused).
 */
function footerOf(view) {
    const fixed = FOOTERS[view.phase];
    const over = view.phase !== 'working' && view.phase !== 'started';
    const how = over && view.phrase ? goOnOf(view, view.phrase) : undefined;
    const text = [fixed, how].filter(Boolean).join(' ');
    return text ? `<sub>${text}</sub>` : undefined;
}
function goOnOf(view, phrase) {
    const follow = code(`${phrase} <instruction>`, 200, false);
    const fresh = code(`${phrase} new <instruction>`, 200, false);
    // A follow-up past max-turns is skipped on its run, and nothing here would say so.
    if (view.maxTurns !== undefined && view.ledger && turnsUsed(view.ledger, view.maxTurns)) {
        return `This job has had the turns max-turns allows (${view.maxTurns}): comment ${fresh} for a new job.`;
    }
    // On the agent's pull request a review or line comment that starts with the phrase goes too.
    const ways = view.linkBack ? `Comment, review or comment on a line with ${follow}` : `Comment ${follow}`; // prettier-ignore
    return `${ways} to send a follow-up to this job, or ${fresh} for a new job.`;
}
/** A login as a link to the profile: readable, but not a mention that notifies. */
function userLink(login, serverHost) {
    const url = (0,sinks/* redact */.E$)(login) === login ? profileUrl(login, serverHost) : undefined;
    return url ? (0,sinks/* mdLink */.YF)((0,sinks/* mdOurs */.PS)(login), url) : (0,sinks/* mdPiece */.uT)(code(login, 60));
}
const DASH = '–';
/**
 * A value in a code span: no markdown, mention or link inside it. In a table cell (`cell`), a
 * pipe would end the cell, and `\|` can itself be undone by a backslash before it: the pipe is
 * shown as its full-width form there. Outside the table it stays a pipe, so the text copies as
 * it was written (an instruction, the trigger-phrase to type).
 */
function code(value, max = 120, cell = true) {
    const line = (0,sinks/* plainLine */.h0)(value, max);
    const text = (cell ? line.replace(/\|/g, '｜') : line) || '–';
    const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(longest + 1);
    // A space on each side keeps a backtick at either end from joining the fence.
    const pad = text === '' || text.startsWith('`') || text.endsWith('`') ? ' ' : '';
    return `${fence}${pad}${text}${pad}${fence}`;
}
/** The run's logs, linked only on the workflow's own GitHub host. */
function runLink(view) {
    const ours = view.runUrl?.startsWith(`https://${view.serverHost ?? 'github.com'}/`);
    return view.runUrl && ours ? (0,sinks/* mdOf */.jz) `${(0,sinks/* mdLink */.YF)('logs', view.runUrl)}` : DASH;
}
/** How a turn stands, in the turns table. */
const RESULTS = {
    working: '⏳ working',
    started: '🚀 started',
    completed: '✅ pull request',
    'no-pr': '⚪ no changes',
    failed: '❌ failed',
    archived: '🗄️ archived',
    timeout: '⏱️ timed out',
    cancelled: '🛑 cancelled',
    error: '⚠️ step failed'
};
/** The most turns listed; older ones are counted, not shown. */
const MAX_TURN_ROWS = 20;
/** An ISO time as `2026-11-23 10:04 UTC`, or a dash. */
function when(at) {
    const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(at);
    return match ? `${match[1]} ${match[2]} UTC` : DASH;
}
/** Each kind of ask GitHub shows: its name, and its page's path and anchor. */
const ASK_PAGES = {
    c: ['comment', 'issues', 'issuecomment-'],
    p: ['pull request comment', 'pull', 'issuecomment-'],
    r: ['review', 'pull', 'pullrequestreview-'],
    l: ['line comment', 'pull', 'discussion_r']
};
/** The kinds of a review loop's own ask, `e1`…`e3` (tracked-job.ts ownRequest). */
const MADE_ON_PULL = { 1: 'r', 2: 'p', 3: 'l' };
/**
 * Where an ask was made, as a link on the workflow's host: a comment or review of the home's
 * conversation, a review loop's request on its pull request (a turn that names it: Turn.pull)
 * and the run that sent it, or the run.
 */
function askLink(ask, view, turn) {
    const home = conversationOf(view);
    const made = turn?.pull !== undefined ? /^e([123])(\d+)$/.exec(ask) : null;
    const [kind, id] = made ? [MADE_ON_PULL[made[1] ?? ''], made[2]] : [ask[0], ask.slice(1)];
    const where = made && turn?.pull !== undefined
        ? { repository: runRepository(turn, home?.repository ?? ''), issueNumber: turn.pull }
        : home;
    const page = ASK_PAGES[kind ?? ''];
    const url = !page
        ? turn && runUrlOf(turn, view)
        : where?.repository &&
            `https://${view.serverHost ?? 'github.com'}/${where.repository}/${page[1]}/${where.issueNumber}#${page[2]}${id}`;
    const label = page?.[0] ?? 'run';
    const shown = url ? (0,sinks/* mdOf */.jz) `${(0,sinks/* mdLink */.YF)((0,sinks/* mdOurs */.PS)(label), url)}` : (0,sinks/* mdOf */.jz) `${(0,sinks/* mdOurs */.PS)(label)}`;
    const run = made && turn && runUrlOf(turn, view);
    return run ? (0,sinks/* mdOf */.jz) `${(0,sinks/* mdPiece */.uT)(shown)} (${(0,sinks/* mdLink */.YF)((0,sinks/* mdOurs */.PS)('run'), run)})` : shown;
}
/** The most asks linked in one cell; the rest are counted. */
const MAX_ASK_LINKS = 5;
/** Where the ledger's conversation is: for a link-back's copy, the origin issue; else `home`. */
function conversationOf(view) {
    const origin = view.linkBack ? ORIGIN.exec(view.origin ?? '') : null;
    if (origin?.[1] === undefined || origin[2] === undefined)
        return view.home;
    return { repository: origin[1], issueNumber: Number(origin[2]) };
}
/**
 * The run that sent `turn`, on the workflow's host: in the repository of the ledger's home (the
 * origin's, for a copy on a link-back comment) unless the turn names another.
 */
function runUrlOf(turn, view) {
    const home = conversationOf(view)?.repository ?? view.runRepository;
    if (!turn.run || !home)
        return undefined;
    return `https://${view.serverHost ?? 'github.com'}/${runRepository(turn, home)}/actions/runs/${turn.run}`;
}
function asksCell(asks, view, turn) {
    if (asks.length === 0)
        return DASH;
    const shown = asks.slice(0, MAX_ASK_LINKS).map((ask) => askLink(ask, view, turn));
    const more = asks.length - shown.length;
    return [...shown, ...(more > 0 ? [(0,sinks/* mdOf */.jz) `${(0,sinks/* mdOurs */.PS)(`and ${more} more`)}`] : [])].join(', ');
}
function turnsTable(view) {
    const turns = view.ledger?.turns ?? [];
    const waiting = view.linkBack ? [] : (view.ledger?.waiting ?? []);
    if (turns.length === 0)
        return [];
    const shownTurns = view.linkBack ? turns.slice(-1) : turns.slice(-MAX_TURN_ROWS);
    const hidden = turns.length - shownTurns.length;
    return [
        '',
        `| ${view.linkBack ? 'Latest turn' : 'Turn'} | Asked | By | Request | Result |`,
        '| --- | --- | --- | --- | --- |',
        ...shownTurns.map((t) => `| ${t.n} | ${when(t.at)} | ${t.by
            ? t.by
                .split(',')
                .map((login) => userLink(login, view.serverHost))
                .join(', ')
            : DASH} | ${asksCell(t.asks, view, t)} | ${RESULTS[t.result]} |`),
        ...(hidden > 0 && !view.linkBack
            ? ['', `<sub>${hidden} earlier turns are not listed.</sub>`]
            : []),
        ...(waiting.length > 0 ? ['', `⏳ Waiting to be sent: ${asksCell(waiting, view)}`] : [])
    ];
}
/** The origin issue as a link on the workflow's host (a checked `owner/repo#n` only). */
function originLink(origin, view) {
    const match = ORIGIN.exec(origin);
    if (!match)
        return DASH;
    // A job started by a run without an issue: the run it came from, when this run is it.
    if (match[2] === undefined)
        return view.origin === origin ? runLink(view) : DASH;
    const serverHost = view.serverHost;
    const url = `https://${serverHost ?? 'github.com'}/${match[1]}/issues/${match[2]}`;
    return (0,sinks/* mdOf */.jz) `${(0,sinks/* mdLink */.YF)((0,sinks/* mdOurs */.PS)(origin), url)}`;
}
/** The comment's markdown; `marker` is the signed marker that comes first. */
function renderComment(view, marker) {
    const pr = parsePrLink(view.prLink);
    const turn = view.ownTurn !== undefined
        ? (0,sinks/* mdOurs */.PS)(`, turn ${view.ownTurn}`)
        : view.followUp
            ? (0,sinks/* mdOurs */.PS)(' (follow-up)')
            : (0,sinks/* mdOurs */.PS)('');
    // Through the agent's redaction, as the summary shows it (a token split over two lines too).
    const first = view.instruction &&
        (0,sinks/* redactForAgent */.qU)(view.instruction)
            .trim()
            .split(/\r\n?|\n/)[0];
    // One row of facts under a header of their names, the pull request first (as in the summary).
    const facts = [];
    if (pr) {
        const host = view.serverHost && pr.host === view.serverHost.toLowerCase() ? '' : ` (${pr.host})`;
        // "Docs" beside a code pull request, never on the agent's own (a job that came from no issue).
        const own = view.home?.issueNumber === pr.number && view.home.repository.toLowerCase() === pr.repository.toLowerCase(); // prettier-ignore
        const name = view.onPullRequest && !view.linkBack && !own ? 'Docs' : 'Pull request';
        facts.push([name, (0,sinks/* mdOf */.jz) `${(0,sinks/* mdLink */.YF)((0,sinks/* mdOurs */.PS)(`${pr.repository}#${pr.number}${host}`), pr.url)}`]);
    }
    facts.push(['Status', code(view.status || 'unknown', 40)], ['Job', (0,sinks/* mdOf */.jz) `${(0,sinks/* mdPiece */.uT)(code(view.jobId))}${turn}`], ['Triggered by', view.actor ? (0,sinks/* mdOf */.jz) `${userLink(view.actor, view.serverHost)}` : DASH], 
    // With wait: false the run does not wait: no time to show.
    ...(view.phase === 'started'
        ? []
        : [['Duration', (0,sinks/* mdOf */.jz) `${(0,sinks/* mdOurs */.PS)(formatDuration(view.elapsedMs))}`]]), ['Workflow run', runLink(view)]);
    if (view.linkBack)
        facts.push(['Started from', view.origin ? originLink(view.origin, view) : runLink(view)]);
    const lines = [
        marker,
        `### ${HEADLINES[view.phase]}`,
        '',
        `| ${facts.map(([name]) => name).join(' | ')} |`,
        `|${facts.map(() => ' --- |').join('')}`,
        `| ${facts.map(([, value]) => value).join(' | ')} |`,
        ...(first ? ['', (0,sinks/* mdOf */.jz) `Instruction: ${(0,sinks/* mdPiece */.uT)(code(first, 100, false))}`] : []),
        ...turnsTable(view)
    ];
    if (view.note)
        lines.push('', (0,sinks/* markdownText */.p7)(view.note, MAX_MESSAGE));
    // A completed job's message repeats the pull request the table links.
    if (view.message && view.phase !== 'completed') {
        lines.push('', (0,sinks/* markdownText */.p7)(view.message, MAX_MESSAGE));
    }
    const footer = footerOf(view);
    if (footer)
        lines.push('', footer);
    // The marker carries the job id as the service gave it: the body as a whole is redacted too.
    const body = (0,sinks/* redact */.E$)(lines.join('\n'));
    return body.length > MAX_COMMENT_LENGTH ? body.slice(0, MAX_COMMENT_LENGTH) : body;
}
/** The whole comment for `view` at `place`, its signed marker first. */
function commentBody(view, markers, place, 
/** The ledger the marker carries (on the job's home comment only). */
ledger) {
    const marker = markers.render({
        jobId: view.jobId,
        projectId: view.projectId,
        origin: view.origin,
        turns: ledger ? encodeLedger(ledger) : undefined
    }, place);
    return renderComment(view, marker);
}

// EXTERNAL MODULE: ./src/github/octokit.ts + 2 modules
var github_octokit = __nccwpck_require__(4611);
;// CONCATENATED MODULE: ./src/github/links.ts
/**
 * GitHub's `Link` header (`<url?page=n>; rel="next"`, …): where the pages of a listing are. A
 * lookup that needs the newest items reads the last page first (GitHub lists oldest first).
 */
/**
 * The page numbers of the `next` and `last` links. What GitHub says is data: a page that is not
 * a plain number is taken as not named.
 */
function linksOf(header) {
    const pages = {};
    for (const [, url = '', rels = ''] of (header ?? '').matchAll(/<([^<>]*)>\s*;\s*rel="([^"]*)"/g)) {
        let page;
        try {
            page = new URL(url).searchParams.get('page');
        }
        catch {
            continue;
        }
        if (!page || !/^[1-9]\d{0,6}$/.test(page))
            continue;
        for (const rel of rels.split(/\s+/)) {
            if (rel === 'next' || rel === 'last')
                pages[rel] = Number(page);
        }
    }
    return pages;
}

// EXTERNAL MODULE: ./src/github/rate-limit.ts
var rate_limit = __nccwpck_require__(7403);
;// CONCATENATED MODULE: ./src/github/find-comment.ts
/**
 * Reading an issue's comments newest first: to find the tracking comment by its marker, and to
 * read the conversation since it (conversation.ts). GitHub lists an issue's comments oldest
 * first, at most 100 a page; a lookup that read from the first page and stopped at its cap found,
 * on a long issue, an older job's comment and missed the newer one. The last page (GitHub's
 * `Link: rel="last"`) is read first, then the pages before it, at most MAX_COMMENT_PAGES in all.
 * When the cap ends a lookup before a verified marker turned up, the answer is "none" with a
 * notice: an older marker than one that may be on a page not read is never an answer.
 */




/** Pages read at most (the first one included): 3,000 comments, 30 requests. */
const MAX_COMMENT_PAGES = 30;
/** GitHub's largest page. */
const PER_PAGE = 100;
function placeOf(repo, issueNumber) {
    return { repository: `${repo.owner}/${repo.repo}`, issueNumber };
}
/**
 * Walks the issue's comments newest first until `visit` returns true (found what it looked for)
 * or the pages run out; 'capped' when MAX_COMMENT_PAGES ended the walk first.
 */
async function walkNewestFirst(octokit, repo, issueNumber, visit) {
    const where = `${repo.owner}/${repo.repo}#${issueNumber}`;
    const list = async (page) => {
        const answer = await listPage(octokit, repo, issueNumber, page, where);
        return { ...answer, data: (0,github_octokit/* pageOf */.ZZ)(answer.data, PER_PAGE) };
    };
    const look = (page) => [...page].reverse().some(visit);
    const first = await list(1);
    const links = linksOf(first.headers.link);
    if (links.next === undefined)
        return look(first.data) ? 'found' : 'end';
    if (links.last === undefined) {
        // GitHub names no last page: read forward; only a walk that reached the end may answer.
        const pages = [first.data];
        for (let next = links.next; next !== undefined;) {
            if (pages.length >= MAX_COMMENT_PAGES)
                return 'capped';
            const { data, headers } = await list(next);
            pages.push(data);
            next = linksOf(headers.link).next;
        }
        return pages.reverse().some(look) ? 'found' : 'end';
    }
    let read = 1;
    for (let page = links.last; page >= 1; page--) {
        if (page > 1 && read >= MAX_COMMENT_PAGES)
            return 'capped';
        const data = page === 1 ? first.data : (await list(page)).data;
        if (page > 1)
            read++;
        if (look(data))
            return 'found';
    }
    return 'end';
}
async function listPage(octokit, repo, issueNumber, page, where) {
    try {
        return await octokit.rest.issues.listComments({
            ...repo,
            issue_number: issueNumber,
            per_page: PER_PAGE,
            page
        });
    }
    catch (error) {
        const limited = (0,rate_limit/* rateLimitError */.m4)(error, `Could not read the comments of ${where}`);
        if (limited !== error)
            throw limited;
        // GitHub's own words ("Not Found") do not say what was being read, nor with what.
        const status = error?.status;
        if (status === 404 || status === 403) {
            // The status stays: a caller tells a repository out of reach by it (tracker.ts).
            throw Object.assign(new Error(`Could not read the comments of ${where} (${status}): the token cannot read that repository's issues, or the issue does not exist. Give github-token (origin-token for an issue in another repository) issues: read there, or run the workflow in that repository.`), { status });
        }
        throw error;
    }
}
/**
 * The project a marker names, unverified: what an API key other than this one signed. Only at the
 * start of the comment, where a tracking comment has it: a comment that quotes text with a marker
 * in it (another workflow of the repository echoing an issue, as the same bot) is not one.
 */
const MARKER_PROJECT = /^<!-- docs-agent-action job=\S{1,600} project=(\S{1,600})/;
/**
 * The newest tracking comment on the issue whose marker verifies (marker.ts): only a workflow
 * holding the API key can have written it for this issue. Among such comments, the token's own
 * (by `login`, or a bot's when the token cannot tell its login) are preferred: a person who copies
 * a marker into a comment of theirs points at the same job, but the comment to edit is ours.
 */
async function findTrackingComment(octokit, repo, issueNumber, markers, wanted) {
    const { login, projectId, jobId, notice = sinks/* log */.Rm.notice, ownOnly = false } = wanted;
    const place = placeOf(repo, issueNumber);
    const ours = (user) => login ? user?.login?.toLowerCase() === login.toLowerCase() : user?.type === 'Bot';
    let own;
    let fallback;
    let unverified;
    const walked = await walkNewestFirst(octokit, repo, issueNumber, (comment) => {
        const marker = markers.verify(comment.body ?? '', place);
        if (!marker) {
            if (!unverified && ours(comment.user) && namesProject(comment.body ?? '', projectId)) {
                unverified = { id: comment.id, url: comment.html_url };
            }
            return false;
        }
        if (projectId !== undefined && marker.projectId !== projectId)
            return false;
        if (jobId !== undefined && marker.jobId !== jobId)
            return false;
        const found = {
            id: comment.id,
            url: comment.html_url,
            jobId: marker.jobId,
            marker,
            author: comment.user?.login ?? ''
        };
        if (ours(comment.user))
            own = found;
        else if (!ownOnly)
            fallback ??= found;
        return own !== undefined;
    });
    if (walked === 'capped' && !own && !fallback) {
        notice((0,sinks/* line */.n8) `The comments of ${place.repository}#${issueNumber} were read up to ${MAX_COMMENT_PAGES} pages of ${PER_PAGE}, newest first, without a verified marker of project ${projectId ?? 'any'}: any older one is not taken for this issue's job.`);
    }
    const found = own ?? fallback;
    if (!found && unverified)
        wanted.onUnverified?.(unverified);
    return found;
}
function namesProject(body, projectId) {
    const named = MARKER_PROJECT.exec(body)?.[1];
    if (named === undefined)
        return false;
    try {
        return projectId === undefined || decodeURIComponent(named) === projectId;
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./src/github/comment.ts
/**
 * The tracking comment (contract §4.6): one comment per job on the issue or pull request, created
 * once and edited in place. Its signed marker carries the job's ledger (ledger.ts), and every
 * write reads the comment first and applies its change to the ledger it finds, so a write never
 * puts back what it read earlier over what another run wrote since. What it says is rendered in
 * comment-render.ts; who may write when is the conversation's (conversation.ts).
 */






/**
 * One tracking comment. A token that may not write (fork PRs, Dependabot, a read-only
 * `permissions:`) gets a warning and no comment, never a failed job. A write GitHub refused over
 * a rate limit waits until the time GitHub gave. A comment someone deleted is made again.
 */
class TrackingComment {
    octokit;
    repo;
    issueNumber;
    markers;
    log;
    clock;
    permissionHint;
    id;
    /** The ledger as this run last read or wrote it (what a comment made again starts from). */
    known;
    /** The comment as last read (its verified marker and body), to re-sign with a new ledger. */
    shown;
    author;
    /** The token's login (undefined: an installation token, whose comments are a bot's). */
    login;
    disabled = false;
    /** Epoch ms (run's clock) before which GitHub said it would refuse this token's writes. */
    limitedUntil;
    /**
     * Look for the job's comment by its marker before the next read or create: it was deleted,
     * GitHub lost the answer to its create, or this run made it again (another run may have made
     * one too: the newest is the job's).
     */
    look = false;
    /** The comment was deleted (or its marker removed), and this run has not made it again yet. */
    gone = false;
    /** The comment is on a pull request, as GitHub's link to it says (known once read). */
    onPullRequest;
    constructor(octokit, repo, issueNumber, markers, log, clock, 
    /** The comment when it was found (its id), and the token's login in any case. */
    existing, 
    /** What the warning asks for when the token may not write here. */
    permissionHint = "give the workflow 'issues: write' and 'pull-requests: write' permissions") {
        this.octokit = octokit;
        this.repo = repo;
        this.issueNumber = issueNumber;
        this.markers = markers;
        this.log = log;
        this.clock = clock;
        this.permissionHint = permissionHint;
        this.id = existing?.id;
        this.author = existing?.author || undefined;
        this.login = existing?.login;
        this.known = decodeLedger(existing?.turns);
    }
    /**
     * The job whose tracking comment `comment` is: one this token, or the home's author (a workflow
     * reached with another token: origin-token), wrote whose marker verifies, of `projectId` when
     * given (a person's copy of a marker, another project's, tells nothing).
     */
    jobOf(comment, projectId) {
        const { user, body } = comment;
        const login = this.login?.toLowerCase();
        const ours = login ? user?.login?.toLowerCase() === login : user?.type === 'Bot';
        const home = this.author !== undefined && user?.login?.toLowerCase() === this.author.toLowerCase();
        if (!ours && !home)
            return undefined;
        const marker = this.markers.verify(body ?? '', placeOf(this.repo, this.issueNumber));
        if (projectId !== undefined && marker?.projectId !== projectId)
            return undefined;
        return marker?.jobId;
    }
    /** When GitHub said it takes this token's writes again, after refusing one over a rate limit. */
    get retryAt() {
        return this.limitedUntil;
    }
    /** False once GitHub refused this token the comment (no later write is tried). */
    get writable() {
        return !this.disabled;
    }
    get where() {
        return `${this.repo.owner}/${this.repo.repo}#${this.issueNumber}`;
    }
    /**
     * The comment's ledger of `jobId` as it stands: 'gone' when the comment was deleted (and no
     * other run made it again), undefined when it cannot be read or its marker does not verify for
     * the job. `except`: a comment just found gone, which a lookup may still list.
     */
    async read(jobId, except) {
        if (this.disabled)
            return undefined;
        // Gone: looked for at every read until this run, or another, made it again.
        if (this.look || (this.gone && this.id === undefined)) {
            let found;
            try {
                found = await this.findOwn(jobId);
            }
            catch {
                return undefined;
            }
            this.look = false;
            if (found !== undefined && found !== except)
                [this.id, this.gone] = [found, false];
            else if (this.id === undefined)
                return 'gone';
        }
        if (this.id === undefined)
            return undefined;
        const id = this.id;
        try {
            const { data } = await this.octokit.rest.issues.getComment({ ...this.repo, comment_id: id });
            const body = data.body ?? '';
            const marker = this.markers.verify(body, placeOf(this.repo, this.issueNumber));
            if (marker?.jobId === jobId) {
                this.shown = { body, marker };
                this.onPullRequest = /\/pull\/\d+#issuecomment-\d+$/.test(data.html_url);
                return (this.known = decodeLedger(marker.turns));
            }
            // A person who removed the marker took the ledger with it: as good as deleted. One that
            // is there and does not verify (a job id the service made of the key, redacted) is not
            // this run's to replace: the comment cannot be read.
            if (body.includes(MARKER_PREFIX))
                return undefined;
        }
        catch (error) {
            if ((0,github_octokit/* statusOf */.c2)(error) !== 404)
                return undefined;
        }
        this.lose();
        return this.read(jobId, id);
    }
    /** The comment is gone: looked for again (another run may have made it again), else made again. */
    lose() {
        this.id = undefined;
        this.look = this.gone = true;
    }
    /**
     * Reads the ledger, applies `change`, and writes `body(ledger)`; the ledger written, or
     * undefined when nothing was (no change, a read that failed, or GitHub did not take it). Only
     * from the ledger as it stands: an older copy would erase what other runs wrote since. A
     * deleted comment is made again with the ledger last known.
     */
    async write(jobId, change, body) {
        if (this.disabled || this.limited())
            return undefined;
        const read = await this.read(jobId);
        // A comment not made yet (or deleted) has nothing to read: what this run knows is all there is.
        if (read === undefined && (this.id !== undefined || this.look || this.gone))
            return undefined;
        const ledger = change(typeof read === 'object' ? read : this.known);
        if (!ledger)
            return undefined;
        try {
            await this.put(body(ledger), jobId);
        }
        catch (error) {
            if ((0,github_octokit/* statusOf */.c2)(error) === 404 && this.id !== undefined) {
                this.lose();
                return this.write(jobId, () => ledger, body);
            }
            this.fail(error);
            return undefined;
        }
        return (this.known = ledger);
    }
    /**
     * The comment as last read, its marker signed anew with `ledger`: what a claim writes, which
     * changes the ledger and nothing a reader sees. Undefined when the comment was not read.
     */
    resigned(ledger) {
        if (!this.shown)
            return undefined;
        const { body, marker } = this.shown;
        const place = placeOf(this.repo, this.issueNumber);
        const before = this.markers.render(marker, place);
        const after = this.markers.render({ ...marker, turns: encodeLedger(ledger) }, place);
        return body.includes(before) ? body.replace(before, () => after) : undefined;
    }
    limited() {
        // Asking again while GitHub limits the token only prolongs the limit (GitHub's advice).
        if (this.limitedUntil === undefined || this.clock.now() >= this.limitedUntil)
            return false;
        this.log.debug((0,sinks/* line */.n8) `Tracking comment not updated: GitHub's rate limit is still in force.`);
        return true;
    }
    async put(body, jobId) {
        if (this.id === undefined && this.look) {
            // Throws when GitHub still cannot say: nothing is created until it can.
            this.id = await this.findOwn(jobId);
            this.look = false;
        }
        if (this.id !== undefined) {
            // Sent once: an edit sent again later (a retry, a rate limit's wait) would land over what
            // other runs wrote since its read, a claim taken meanwhile among it (conversation.ts).
            const request = { retries: 0, once: true };
            const edit = { ...this.repo, comment_id: this.id, body, request };
            await this.octokit.rest.issues.updateComment(edit);
            return;
        }
        this.id = await this.create(body, jobId);
        if (this.gone) {
            // Another run may have made it again too: the next read looks for the newest.
            this.look = true;
            this.gone = false;
            this.log.notice((0,sinks/* line */.n8) `The tracking comment on ${this.where} was deleted (or its marker removed): it is made again, with the turns recorded so far.`);
        }
    }
    /**
     * Creates the comment, once: a create is never repeated (the retry plugin would, on a 5xx or a
     * lost connection, after GitHub may have made it). When its answer is lost or is a 5xx, the
     * comment is looked for by its marker before the failure stands.
     */
    async create(body, jobId) {
        try {
            const { data } = await this.octokit.rest.issues.createComment({
                ...this.repo,
                issue_number: this.issueNumber,
                body,
                request: { retries: 0 }
            });
            return data.id;
        }
        catch (error) {
            const status = (0,github_octokit/* statusOf */.c2)(error);
            if (status !== undefined && status < 500)
                throw error;
            let found;
            try {
                found = await this.findOwn(jobId);
            }
            catch {
                this.look = true;
            }
            if (found === undefined)
                throw error;
            return found;
        }
    }
    /** This job's comment on the issue, by its marker; throws when GitHub cannot be asked. */
    async findOwn(jobId) {
        const { repo, issueNumber, markers } = this;
        const found = await findTrackingComment(this.octokit, repo, issueNumber, markers, {
            jobId,
            login: this.login,
            ownOnly: true
        });
        return found?.id;
    }
    fail(error) {
        const status = (0,github_octokit/* statusOf */.c2)(error);
        const limit = (0,rate_limit/* rateLimitOf */.tX)(error);
        if (limit) {
            this.limitedUntil = limit.retryAt;
            const next = limit.retryAt === undefined ? 'change' : 'change after then';
            this.log.warning((0,sinks/* line */.n8) `Could not update the tracking comment on ${this.where}: ${(0,rate_limit/* rateLimitText */.DT)(limit)}. It is tried again at the next ${next}.`);
            return;
        }
        if (status === 403 || status === 401 || status === 404) {
            this.disabled = true;
            // A comment another run wrote, perhaps with another token: the refusal is of this edit.
            this.log.warning(this.author !== undefined && this.id !== undefined
                ? (0,sinks/* line */.n8) `The tracking comment on ${this.where} is not updated: it was written by ${this.author}, and GitHub refused this token the edit (${status}). Only its author, or a token with write access to ${this.repo.owner}/${this.repo.repo}, may edit it: ${this.permissionHint}, or use the token that wrote it.`
                : (0,sinks/* line */.n8) `No tracking comment: the token cannot write comments on ${this.where} (${status}); ${this.permissionHint}.`);
            return;
        }
        this.log.warning((0,sinks/* line */.n8) `Could not update the tracking comment on ${this.where} (${status ?? 'no answer'}): ${error instanceof Error ? error.message : String(error)} It is tried again at the next change.`);
    }
}
/**
 * The login of the token's identity, when the token may ask (a personal token). Installation
 * tokens (GITHUB_TOKEN, a GitHub App's) may not: undefined, and their comments are a bot's.
 */
async function tokenLogin(octokit) {
    try {
        const { data } = await octokit.rest.users.getAuthenticated();
        return data.login;
    }
    catch (error) {
        const status = (0,github_octokit/* statusOf */.c2)(error);
        // A rate limit says nothing of the token's kind: taking it for an installation token would
        // pick another author's comment.
        if ((0,rate_limit/* rateLimitOf */.tX)(error))
            throw (0,rate_limit/* rateLimitError */.m4)(error, 'Could not ask GitHub whose token this is');
        if (status === 401 || status === 403)
            return undefined;
        throw error;
    }
}

// EXTERNAL MODULE: ./src/github/state.ts
var state = __nccwpck_require__(8862);
// EXTERNAL MODULE: ./src/post/post-step.ts + 1 modules
var post_step = __nccwpck_require__(8986);
;// CONCATENATED MODULE: ./src/post/close-comment.ts
/**
 * The post step's tracking comment (post.ts runs it, beside the docs check's: close-check.ts). The runner runs the post step after the job's steps,
 * also when the main step was cancelled or killed. When the main step could not finish its
 * tracking comment (it saves `final` once GitHub took the last view), the comment would say
 * "working" forever: show the final view the main step could not post, or, when it never got
 * that far, close the comment as cancelled. Every GitHub call is bounded, and the whole step by
 * BOUNDS.postStepMs: the post step must not hang the job either.
 */








/** Closes the tracking comment if the main step could not; `cancel`: the runner's cancel. */
async function closeComment(cancel, given = {}) {
    const step = (0,post_step/* postStep */.F)(cancel, given);
    const { clock, repo, token, apiKey } = step;
    const savedState = step.saved;
    const view = (0,post_step/* parsed */.Y)(savedState(state/* State */.U.CommentView));
    const home = (0,post_step/* parsed */.Y)(savedState(state/* State */.U.Conversation));
    if (savedState(state/* State */.U.Final) === 'true' || !view || !home)
        return;
    // The home comment in another repository was written with origin-token: not this step's.
    if (!repo || !token || !apiKey || home.repository !== `${repo.owner}/${repo.repo}`)
        return;
    if (!Number.isSafeInteger(home.issueNumber) || home.issueNumber <= 0)
        return;
    const octokit = await step.github();
    const markers = new MarkerKey(apiKey);
    let commentId = Number(savedState(state/* State */.U.CommentId));
    if (!commentId) {
        // The main step was stopped before it learnt the comment's id: find it by its marker.
        const login = await tokenLogin(octokit);
        const found = await findTrackingComment(octokit, repo, home.issueNumber, markers, {
            login,
            jobId: home.jobId
        });
        if (!found)
            return;
        commentId = found.id;
    }
    // What the main step last knew: the comment, deleted, is made again with it.
    const comment = new TrackingComment(octokit, repo, home.issueNumber, markers, sinks/* log */.Rm, clock, {
        id: commentId,
        ...(typeof home.ledger === 'string' ? { turns: home.ledger } : {})
    });
    const closing = view.phase === 'working';
    const closed = !closing
        ? view
        : {
            ...view,
            phase: 'cancelled',
            message: 'The step ended before the job was done (cancelled or stopped by the runner). The job may still run at the service.'
        };
    const place = placeOf(repo, home.issueNumber);
    // This run's turns still at work end as cancelled.
    const turns = home.turns.map((turn) => closing && turn.result === 'working' ? { ...turn, result: 'cancelled' } : turn);
    // Read first (unread, nothing is written): what other runs recorded since stays, this run's
    // facts are put on as the main step would, and its claim is given up. A run that neither holds
    // the claim nor sent a turn has nothing to close: left alone.
    const write = () => comment.write(home.jobId, (ledger) => turns.length || home.withdrawn?.length || ledger.claim?.id === home.claim
        ? withFacts(ledger, { ...home, turns }, home.claim)
        : undefined, (ledger) => commentBody({ ...closed, ledger, home: place }, markers, place, ledger));
    let written = await write();
    // The last write of the run: a rate limit that ends within the step is waited out, and the
    // comment read and written again then (an edit is never sent again as it was: comment.ts).
    const retryAt = comment.retryAt;
    if (!written && retryAt !== undefined && retryAt < step.deadline) {
        const wait = clock.sleep(Math.max(0, retryAt - clock.now()), cancel);
        written = await wait.then(write, () => undefined);
    }
    if (written)
        sinks/* log */.Rm.info((0,sinks/* line */.n8) `Updated tracking comment ${commentId}: the main step could not.`);
    else
        sinks/* log */.Rm.warning((0,sinks/* line */.n8) `Could not update tracking comment ${commentId}: it may still show the run at work.`);
}


/***/ }),

/***/ 8986:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Y: () => (/* binding */ parsed),
  F: () => (/* binding */ postStep)
});

// EXTERNAL MODULE: ./src/api/clock.ts
var api_clock = __nccwpck_require__(6982);
;// CONCATENATED MODULE: ./src/bounds.ts
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

// EXTERNAL MODULE: ./src/github/octokit.ts + 2 modules
var octokit = __nccwpck_require__(4611);
// EXTERNAL MODULE: ./src/signals.ts
var signals = __nccwpck_require__(970);
// EXTERNAL MODULE: ./src/sinks/index.ts + 15 modules
var sinks = __nccwpck_require__(8635);
;// CONCATENATED MODULE: ./src/post/post-step.ts
/**
 * What each part of the agent action's post step starts from (post.ts runs them side by side):
 * the runner's variables, the main step's saved state, and an Octokit whose every call ends
 * within BOUNDS.postStepMs of the start, or the cancel grace after the runner's cancel.
 */





function postStep(cancel, given = {}) {
    const env = given.env ?? process.env;
    const { clock, bounds, loadOctokit: load } = {
        clock: api_clock/* systemClock */.m,
        bounds: BOUNDS,
        loadOctokit: (token, bounds) => (0,octokit/* loadOctokit */.mV)(token, bounds, env),
        ...given,
        env
    };
    const input = given.env ? (0,sinks/* inputFrom */.Rh)(given.env) : sinks/* input */.hF;
    const token = input('github-token').trim();
    const apiKey = input('api-key').trim();
    (0,sinks/* addSecret */.Ck)(apiKey);
    (0,sinks/* addSecret */.Ck)(token);
    const deadline = clock.now() + bounds.postStepMs;
    return {
        clock,
        saved: given.env ? (0,sinks/* savedStateFrom */.FU)(given.env) : sinks/* savedState */.fP,
        repo: (0,octokit/* currentRepo */.Uc)(env),
        apiKey,
        token,
        deadline,
        github: () => load(token, (0,octokit/* gitHubBounds */.ht)(bounds, {
            signal: (0,signals/* graceAfter */.Dc)(cancel, bounds.cancelGraceMs, clock),
            deadline,
            clock
        }))
    };
}
/** The saved JSON `text`, or undefined when it is none. */
function parsed(text) {
    try {
        return text ? JSON.parse(text) : undefined;
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 970:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Dc: () => (/* binding */ graceAfter),
/* harmony export */   PB: () => (/* binding */ abortOnSignals)
/* harmony export */ });
/* unused harmony export waitAtMost */
/* harmony import */ var _api_clock_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6982);

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
function graceAfter(signal, ms, clock = _api_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .systemClock */ .m) {
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


/***/ }),

/***/ 8635:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Ck: () => (/* reexport */ addSecret),
  zQ: () => (/* reexport */ dataLine),
  hF: () => (/* reexport */ input),
  Rh: () => (/* reexport */ inputFrom),
  n8: () => (/* reexport */ line),
  Rm: () => (/* reexport */ log),
  p7: () => (/* reexport */ markdownText),
  YF: () => (/* reexport */ mdLink),
  jz: () => (/* reexport */ mdOf),
  PS: () => (/* reexport */ mdOurs),
  uT: () => (/* reexport */ mdPiece),
  h0: () => (/* reexport */ text_plainLine),
  E$: () => (/* reexport */ secrets_redact),
  qU: () => (/* reexport */ redactForAgent),
  fP: () => (/* reexport */ savedState),
  FU: () => (/* reexport */ savedStateFrom)
});

// UNUSED EXPORTS: MAX_VALUE, REDACTED, cut, fail, group, htmlCode, htmlLink, htmlOf, htmlOurs, htmlPiece, htmlPre, htmlText, isOurUrl, lineList, plainLogger, redactDeep, registerSecret, saveState, setOutputs, visible, writeSummary

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
function secrets_redact(text, extra = []) {
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
        return secrets_redact(value, extra);
    if (Array.isArray(value))
        return value.map((item) => redactDeep(item, extra));
    if (value !== null && typeof value === 'object') {
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [secrets_redact(key, extra), redactDeep(item, extra)]));
    }
    return value;
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
const viewOf = (text) => ({ text, from: [], to: [] });
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
class ViewBuilder {
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
function cover(view, from, to, covered) {
    const { parent } = view;
    if (!parent) {
        covered.fill(1, from, to);
        return;
    }
    if (view.bridged) {
        if (to > from)
            cover(parent, view.from[from] ?? 0, view.to[to - 1] ?? 0, covered);
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
            cover(parent, start, end, covered);
        start = a;
        end = b;
    }
    if (start !== -1 && end > start)
        cover(parent, start, end, covered);
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
const HEX_GROUPS = [2, 3, 4, 5, 9, 10, 11, 14];
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
function normalised(text) {
    const out = new ViewBuilder();
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
const QUOTES = `"'\``;
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
function joined(lines, join) {
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
function decodedView(view, encoding) {
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
function withoutNul(bytes) {
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
function findTokens(view, found) {
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
const AGAIN = ['base64', 'hex'];
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
    const shown = text_visible(secrets_redact(text).replace(/\r\n?|\n/g, ' '))
        .replace(/\s+/g, ' ')
        .trim();
    return text_cut(shown, max);
}

// EXTERNAL MODULE: external "os"
var external_os_ = __nccwpck_require__(857);
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
    process.stdout.write(cmd.toString() + external_os_.EOL);
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
        return issueFileCommand('OUTPUT', prepareKeyValueMessage(name, value));
    }
    process.stdout.write(os.EOL);
    issueCommand('set-output', { name }, toCommandValue(value));
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
    process.stdout.write(message + external_os_.EOL);
}
/**
 * Begin an output group.
 *
 * Output until the next `groupEnd` will be foldable in this group
 *
 * @param name The name of the output group
 */
function startGroup(name) {
    issue('group', name);
}
/**
 * End an output group.
 */
function endGroup() {
    issue('endgroup');
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
    core.setFailed(text);
}
/** A foldable group of log lines around `fn`. */
function log_group(title, fn) {
    return core.group(title, fn);
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
function markdownText(value, max = text_MAX_VALUE) {
    const text = text_plainLine(value, max).replace(/[!-/:-@[-`{-~]/g, '\\$&');
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
const escapedLine = (value, max) => plainLine(value, max).replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
/** A value as HTML text (and attribute) content. */
function htmlText(value, max = MAX_VALUE) {
    return defuse(escapedLine(value, max));
}
/**
 * A value as an HTML code element. GitHub does not make mentions or links inside code, so the
 * text is only escaped, not broken up: an id copied from it is the id.
 */
function htmlCode(value, max = MAX_VALUE) {
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
    return new Piece(redact(text).replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch));
}
/**
 * Our own text as markdown (see htmlOurs): the characters that could start markup inside a line
 * (emphasis, code, links, HTML, a table cell's end, strikethrough, an entity) backslash-escaped,
 * which renders as the character itself, and nothing inserted. Our text holds no line starts
 * (headings, lists) and no URL, so the rest stays as it is, and reads so in the raw markdown.
 */
function mdOurs(text) {
    return new Piece(secrets_redact(text).replace(/[\\`*_[\]<>|~!&]/g, '\\$&'));
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

;// CONCATENATED MODULE: ./src/sinks/step.ts
/**
 * The step's other sinks: outputs, saved state and the job summary, and the two calls that read
 * what the workflow gave (inputs, state). Outputs are our own values or plain lines (text.ts),
 * redacted and bounded; the summary takes only HTML built by markup.ts; state is redacted.
 */



/** Reads an input as the runner passes it (from the workflow file: trusted). */
function input(name) {
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
    return getState(name);
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
    registerSecret(value);
}
/**
 * Sets outputs. A string is one plain line (at most `MAX_VALUE` characters); `{ text }` is
 * written as given after redaction (the `job` JSON, which the caller bounds).
 */
function setOutputs(outputs) {
    for (const [name, value] of Object.entries(outputs)) {
        if (value === undefined)
            continue;
        core.setOutput(name, typeof value === 'string' ? plainLine(value, MAX_VALUE) : redact(value.text));
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
        await core.summary.addRaw(redact(content), true).write();
        return undefined;
    }
    catch (error) {
        return error instanceof Error ? error : new Error(String(error));
    }
}

;// CONCATENATED MODULE: ./src/sinks/index.ts
// The one room through which text that did not come from the workflow file reaches a sink
// (contract §4.9): log lines, annotations, outputs, state, the job summary and comments.








/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

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
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
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
/******/ var __webpack_exports__ = __nccwpck_require__(6661);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 

//# sourceMappingURL=index.js.map