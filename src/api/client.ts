/**
 * A small typed client of the service's HTTP API. It knows nothing of GitHub Actions: callers give
 * it a logger, and get back validated objects or an ApiError (see errors.ts).
 *
 * Every request has its own timeout; GETs are retried on transient faults, POSTs only when the
 * service surely did not act on them (retry.ts); an abort signal and a deadline bound every wait.
 */
import type { GenericSchema, InferOutput } from 'valibot'
import { parseApiUrl } from './base-url.js'
import { looksLikeHtml, readBounded, tryJson } from './body.js'
import { BOUNDS } from '../bounds.js'
import { systemClock, type Clock } from './clock.js'
import { ApiError, ambiguityHint, describeHttpError, quote, type Operation } from './errors.js'
import { redact, redactDeep } from '../sinks/secrets.js'
import { ProxyFailure } from './proxy-failure.js'
import { fetchFor } from './transport.js'
import {
  DEFAULT_RETRY_POLICY,
  backoffDelayMs,
  isRetryable,
  parseRetryAfter,
  type HttpMethod,
  type RetryPolicy
} from './retry.js'
import type * as Schemas from './schemas.js'
import type { AgentJob, ViewsPage, VisitorsPage } from './schemas.js'

export interface Logger {
  /** One line per request: method, path, status, time. */
  debug(message: string): void
  /** Retries, which a person watching the log should see. */
  info(message: string): void
}

export { systemClock, type Clock }

export interface ClientOptions {
  apiKey: string
  projectId: string
  /** Base URL; `https:` unless loopback. */
  baseUrl: string
  logger?: Logger
  /** Per-request timeout; default BOUNDS.requestTimeoutMs. */
  requestTimeoutMs?: number
  /** How long past a call's deadline a request may still run; default BOUNDS.requestGraceMs. */
  requestGraceMs?: number
  retry?: Partial<RetryPolicy>
  /**
   * Without a deadline, the longest `Retry-After` honoured; a longer one ends the call. Default
   * BOUNDS.maxRetryAfterMs.
   */
  maxRetryAfterMs?: number
  clock?: Clock
  /** Default: the runtime's fetch, or through the proxy the environment names (transport.ts). */
  fetch?: typeof globalThis.fetch
  userAgent?: string
}

export interface CallOptions {
  /** Aborts the call at once, wherever it is (request or backoff). */
  signal?: AbortSignal
  /**
   * Epoch ms: no backoff sleeps past it, a retry that would is not made, and no request runs
   * longer than the request grace past it (the poll at the deadline still gets its answer).
   */
  deadline?: number
  /** Overrides the client's retry policy for this call. */
  retry?: Partial<RetryPolicy>
}

/** The query of the analytics endpoints that page by path (visitors, views). */
export interface AnalyticsQuery {
  dateFrom?: string
  dateTo?: string
  limit?: number
  offset?: number
}

interface RequestSpec<S extends GenericSchema> {
  operation: Operation
  method: HttpMethod
  path: string
  query?: Record<string, string | number | undefined>
  body?: unknown
  /** The answer's schema, picked from schemas.ts once it is loaded (see loadSchemas). */
  schema: (schemas: typeof Schemas) => S
  /** The largest body read; a longer answer is refused (a job is small, a page of rows larger). */
  maxBytes: number
}

/** A job answer is a few hundred bytes; 1 MiB is room for any real one. */
export const MAX_JOB_BYTES = 1024 * 1024
/** A page of at most 250 rows; 8 MiB allows paths of 30,000 characters. */
export const MAX_PAGE_BYTES = 8 * 1024 * 1024
/** A key goes in a header: visible ASCII only (anything else would fail before sending). */
const HEADER_SAFE = /^[\x21-\x7e]+$/

const silentLogger: Logger = { debug: () => {}, info: () => {} }

let schemasModule: Promise<typeof Schemas> | undefined

/**
 * The schemas of the answers, and valibot with them (more code than all the rest of the agent
 * action), are first needed once an answer has arrived: imported then, from a chunk of their own
 * in the bundle, so that the action's start does not compile them before its first request.
 */
function loadSchemas(): Promise<typeof Schemas> {
  schemasModule ??= import('./schemas.js').catch((error: unknown) => {
    schemasModule = undefined
    throw error
  })
  return schemasModule
}

/**
 * Encodes one path segment. `.` and `..` are refused rather than encoded: URL parsers treat
 * `%2e%2e` as `..` too, so no encoding keeps them from changing the path.
 */
function segment(name: string, value: string): string {
  if (value === '' || value === '.' || value === '..') {
    throw new TypeError(`${name} "${value}" is not a valid identifier`)
  }
  return encodeURIComponent(value)
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
])

/** The innermost error `code` of a fetch failure (undici wraps the socket error in `cause`). */
function errorCode(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current; depth++) {
    const e = current as { code?: unknown; cause?: unknown; errors?: unknown[] }
    if (typeof e.code === 'string' && e.code !== 'UND_ERR') return e.code
    current = e.cause ?? e.errors?.[0]
  }
  return undefined
}

function isTlsCode(code: string): boolean {
  return /^(CERT_|ERR_TLS|ERR_SSL)|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)|HOSTNAME_MISMATCH/.test(code)
}

export class DocsApiClient {
  readonly projectId: string
  private readonly baseUrl: URL
  private readonly apiKey: string
  private readonly logger: Logger
  private readonly requestTimeoutMs: number
  private readonly requestGraceMs: number
  private readonly retry: RetryPolicy
  private readonly maxRetryAfterMs: number
  private readonly clock: Clock
  private readonly fetchImpl: typeof globalThis.fetch
  private readonly userAgent: string
  private sent = 0

  constructor(options: ClientOptions) {
    const parsed = parseApiUrl(options.baseUrl)
    if (!parsed.ok) throw new TypeError(`The API base URL is not usable: ${parsed.reason}`)
    if (!options.apiKey) throw new TypeError('The API key is empty')
    if (!HEADER_SAFE.test(options.apiKey)) {
      throw new TypeError('The API key has characters that cannot be sent in a header')
    }
    segment('The project id', options.projectId)
    this.baseUrl = parsed.url
    this.apiKey = options.apiKey
    this.projectId = options.projectId
    this.logger = options.logger ?? silentLogger
    this.requestTimeoutMs = options.requestTimeoutMs ?? BOUNDS.requestTimeoutMs
    this.requestGraceMs = options.requestGraceMs ?? BOUNDS.requestGraceMs
    this.retry = { ...DEFAULT_RETRY_POLICY, ...options.retry }
    this.maxRetryAfterMs = options.maxRetryAfterMs ?? BOUNDS.maxRetryAfterMs
    this.clock = options.clock ?? systemClock
    this.fetchImpl = options.fetch ?? fetchFor(parsed.url, this.logger)
    this.userAgent = options.userAgent ?? 'docs-agent-action'
  }

  /** Requests sent so far (every attempt counts, retries included). */
  get requestCount(): number {
    return this.sent
  }

  /** `POST /v2/agent/{projectId}/job`: starts a job. Never sent twice unless surely not received. */
  createJob(prompt: string, call?: CallOptions): Promise<AgentJob> {
    return this.request(
      {
        operation: 'create-job',
        method: 'POST',
        path: `/v2/agent/${this.project()}/job`,
        body: { prompt },
        schema: (s) => s.AgentJobSchema,
        maxBytes: MAX_JOB_BYTES
      },
      call
    )
  }

  /** `POST /v2/agent/{projectId}/job/{id}/message`: a follow-up instruction to a job. */
  sendMessage(jobId: string, prompt: string, call?: CallOptions): Promise<AgentJob> {
    return this.request(
      {
        operation: 'send-message',
        method: 'POST',
        path: `/v2/agent/${this.project()}/job/${segment('The job id', jobId)}/message`,
        body: { prompt },
        schema: (s) => s.AgentJobSchema,
        maxBytes: MAX_JOB_BYTES
      },
      call
    )
  }

  /** `GET /v2/agent/{projectId}/job/{id}`: the job as it is now. */
  getJob(jobId: string, call?: CallOptions): Promise<AgentJob> {
    return this.request(
      {
        operation: 'get-job',
        method: 'GET',
        path: `/v2/agent/${this.project()}/job/${segment('The job id', jobId)}`,
        schema: (s) => s.AgentJobSchema,
        maxBytes: MAX_JOB_BYTES
      },
      call
    )
  }

  /** `GET /v1/analytics/{projectId}/visitors`: one page of unique-visitor counts. */
  getVisitors(query: AnalyticsQuery = {}, call?: CallOptions): Promise<VisitorsPage> {
    return this.request(
      {
        operation: 'get-visitors',
        method: 'GET',
        path: `/v1/analytics/${this.project()}/visitors`,
        query: { ...query },
        schema: (s) => s.VisitorsPageSchema,
        maxBytes: MAX_PAGE_BYTES
      },
      call
    )
  }

  /** `GET /v1/analytics/{projectId}/views`: one page of page-view counts, paged as visitors. */
  getViews(query: AnalyticsQuery = {}, call?: CallOptions): Promise<ViewsPage> {
    return this.request(
      {
        operation: 'get-views',
        method: 'GET',
        path: `/v1/analytics/${this.project()}/views`,
        query: { ...query },
        schema: (s) => s.ViewsPageSchema,
        maxBytes: MAX_PAGE_BYTES
      },
      call
    )
  }

  private project(): string {
    return segment('The project id', this.projectId)
  }

  private async request<S extends GenericSchema>(
    spec: RequestSpec<S>,
    call: CallOptions = {}
  ): Promise<InferOutput<S>> {
    const policy = { ...this.retry, ...call.retry }
    for (let attempt = 1; ; attempt++) {
      let error: ApiError
      try {
        return await this.attempt(spec, call)
      } catch (thrown) {
        if (!(thrown instanceof ApiError)) throw thrown
        error = thrown
      }
      const giveUp = (why = ''): ApiError => this.finalError(error, attempt, why)
      if (error.kind === 'aborted') throw error
      if (attempt >= policy.maxAttempts || !isRetryable(spec.method, error)) throw giveUp()

      // A Retry-After is the least wait; one of 0 or in the past does not make retries immediate.
      const delay = Math.max(
        error.retryAfterMs ?? 0,
        backoffDelayMs(attempt, policy, this.clock.random)
      )
      if (call.deadline !== undefined && this.clock.now() + delay > call.deadline) {
        throw giveUp(' The deadline leaves no time to retry.')
      }
      if (call.deadline === undefined && delay > this.maxRetryAfterMs) {
        throw giveUp(' The requested wait is too long to retry.')
      }
      this.logger.info(
        `${spec.method} ${spec.path}: ${error.message} Retrying in ${(delay / 1000).toFixed(1)} s ` +
          `(attempt ${attempt + 1} of ${policy.maxAttempts}).`
      )
      try {
        await this.clock.sleep(delay, call.signal)
      } catch {
        throw this.abortedError(spec)
      }
    }
  }

  /** The error a call ends with: how often it was tried, and for POSTs whether it may have acted. */
  private finalError(error: ApiError, attempts: number, why: string): ApiError {
    let message = error.message + why
    if (attempts > 1) message += ` (gave up after ${attempts} attempts)`
    if (error.mayHaveActed) message += ambiguityHint(error.operation)
    return new ApiError({ ...error, kind: error.kind, message, attempts })
  }

  private abortedError(spec: RequestSpec<GenericSchema>, why = ''): ApiError {
    return new ApiError({
      kind: 'aborted',
      operation: spec.operation,
      method: spec.method,
      notSent: why !== '',
      message: `The request ${spec.method} ${spec.path} was cancelled.${why ? ` ${why}` : ''}`
    })
  }

  /**
   * The request URL, from parts: the base URL's origin and path, then the route of encoded
   * segments. Never resolved relative to a user's string, so nothing in it can change the host.
   */
  private urlOf(spec: RequestSpec<GenericSchema>): URL {
    const base = this.baseUrl
    const url = new URL(`${base.origin}${base.pathname.replace(/\/+$/, '')}${spec.path}`)
    if (url.origin !== base.origin) throw new TypeError('The request URL left the api-url origin')
    for (const [name, value] of Object.entries(spec.query ?? {})) {
      if (value !== undefined && value !== '') url.searchParams.set(name, String(value))
    }
    return url
  }

  /** One HTTP exchange: send, read, classify. Throws ApiError for every failure. */
  private async attempt<S extends GenericSchema>(
    spec: RequestSpec<S>,
    call: CallOptions
  ): Promise<InferOutput<S>> {
    const { method } = spec
    const { signal } = call
    const url = this.urlOf(spec)
    const shownPath = url.pathname + url.search
    if (signal?.aborted) throw this.abortedError(spec)

    const left =
      call.deadline === undefined
        ? Infinity
        : call.deadline + this.requestGraceMs - this.clock.now()
    if (left <= 0) throw this.abortedError(spec, 'The deadline passed before it was sent.')
    const timeoutMs = Math.min(this.requestTimeoutMs, left)
    const timeout = this.clock.timeout(timeoutMs)
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.apiKey}`,
      accept: 'application/json',
      'user-agent': this.userAgent
    }
    if (spec.body !== undefined) headers['content-type'] = 'application/json'

    const started = this.clock.now()
    this.sent++
    let status = 0
    let text: string
    let response: Response
    try {
      response = await this.fetchImpl(url, {
        method,
        headers,
        body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        // A redirect could carry the key elsewhere; the API does not redirect.
        redirect: 'manual'
      })
      status = response.status
      const read = await readBounded(response, spec.maxBytes)
      if (read === undefined) {
        this.logger.debug(`${method} ${shownPath} -> ${status}, body too large`)
        throw new ApiError({
          kind: 'too-large',
          operation: spec.operation,
          method,
          status,
          message: `The service answered ${status} with a body larger than ${spec.maxBytes / 1024 / 1024} MiB; it was not read.`
        })
      }
      text = read
    } catch (thrown) {
      if (thrown instanceof ApiError) throw thrown
      this.logger.debug(`${method} ${shownPath} -> failed in ${this.clock.now() - started} ms`)
      if (signal?.aborted) throw this.abortedError(spec)
      throw this.transportError(spec, thrown, status, timeout.aborted, timeoutMs)
    }
    this.logger.debug(`${method} ${shownPath} -> ${status} in ${this.clock.now() - started} ms`)

    if (status < 200 || status >= 300) {
      throw await this.httpError(spec, response, text)
    }
    return await this.parseBody(spec, status, text)
  }

  private transportError(
    spec: RequestSpec<GenericSchema>,
    thrown: unknown,
    status: number,
    timedOut: boolean,
    timeoutMs: number
  ): ApiError {
    const { operation, method } = spec
    if (thrown instanceof ProxyFailure) {
      return new ApiError({
        kind: 'proxy',
        operation,
        method,
        status: thrown.detail.refusedStatus,
        notSent: true,
        message: thrown.message
      })
    }
    const proxyHost = (thrown as { proxyHost?: unknown } | undefined)?.proxyHost
    const where =
      this.baseUrl.origin +
      (typeof proxyHost === 'string' ? ` (through the proxy at ${proxyHost})` : '')
    if (timedOut) {
      return new ApiError({
        kind: 'timeout',
        operation,
        method,
        message: `The service at ${where} did not answer within ${(timeoutMs / 1000).toFixed(1)} s.`
      })
    }
    const code = errorCode(thrown) ?? 'unknown error'
    if (isTlsCode(code)) {
      return new ApiError({
        kind: 'tls',
        operation,
        method,
        notSent: true,
        message: `The TLS connection to ${where} failed (${code}): check the api-url input${typeof proxyHost === 'string' ? ' and the proxy setting (HTTPS_PROXY)' : ''}.`
      })
    }
    const notSent = status === 0 && NOT_SENT_CODES.has(code)
    return new ApiError({
      kind: 'network',
      operation,
      method,
      notSent,
      message: notSent
        ? `Could not connect to the service at ${where} (${code}).`
        : `The connection to the service at ${where} was lost (${code}).`
    })
  }

  private async httpError(
    spec: RequestSpec<GenericSchema>,
    response: Response,
    text: string
  ): Promise<ApiError> {
    const { operation, method } = spec
    const status = response.status
    let serviceError: string | undefined
    let details: unknown
    const body = tryJson(text)
    const { check, ErrorBodySchema } = await loadSchemas()
    const parsed = body.ok ? check(ErrorBodySchema, body.value) : undefined
    if (parsed?.ok) {
      const said = parsed.value.error
      if (said !== undefined)
        serviceError = this.clean(typeof said === 'string' ? said : JSON.stringify(said))
      if (parsed.value.details !== undefined) {
        details = redactDeep(parsed.value.details, [this.apiKey])
      }
    } else if (text.trim()) {
      serviceError = looksLikeHtml(text) ? 'an HTML page instead of JSON' : quote(this.clean(text))
    }
    if (status >= 300 && status < 400) {
      const location = this.clean(response.headers.get('location') ?? 'elsewhere')
      return new ApiError({
        kind: 'http',
        operation,
        method,
        status,
        message: `The service answered with a redirect (${status}) to ${quote(location)}; set the api-url input to the final address.`
      })
    }
    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), this.clock.now())
    return new ApiError({
      kind: 'http',
      operation,
      method,
      status,
      serviceError,
      details,
      retryAfterMs,
      message: describeHttpError(operation, status, serviceError, details, retryAfterMs)
    })
  }

  private async parseBody<S extends GenericSchema>(
    spec: RequestSpec<S>,
    status: number,
    text: string
  ): Promise<InferOutput<S>> {
    const invalid = (what: string): ApiError =>
      new ApiError({
        kind: 'invalid-response',
        operation: spec.operation,
        method: spec.method,
        status,
        message: `The service answered ${status} with ${what}.`
      })
    const body = tryJson(text)
    if (!body.ok) {
      if (!text.trim()) throw invalid('an empty body instead of JSON')
      if (looksLikeHtml(text)) throw invalid('an HTML page instead of JSON')
      throw invalid(`a body that is not JSON ("${quote(this.clean(text), 80)}")`)
    }
    const schemas = await loadSchemas()
    const result = schemas.check(spec.schema(schemas), body.value)
    if (!result.ok) {
      throw invalid(`a body that is not the documented shape (${quote(this.clean(result.reason))})`)
    }
    return result.value
  }

  /** Service text goes through here before it is put in any message. */
  private clean(text: string): string {
    return redact(text, [this.apiKey])
  }
}
