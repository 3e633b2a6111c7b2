/**
 * A small typed client of the service's HTTP API. It knows nothing of GitHub Actions: callers give
 * it a logger, and get back validated objects or an ApiError (see errors.ts).
 *
 * Every request has its own timeout; GETs are retried on transient faults, POSTs only when the
 * service surely did not act on them (retry.ts); an abort signal and a deadline bound every wait.
 */
import type { GenericSchema, InferOutput } from 'valibot'
import { parseApiUrl, requestUrl, segment } from './base-url.js'
import { readBounded } from './body.js'
import { BOUNDS } from '../bounds.js'
import { systemClock, type Clock } from './clock.js'
import {
  cancelled,
  gaveUp,
  httpError,
  parseBody,
  transportError,
  type Attempt
} from './classify.js'
import { ApiError, type Operation } from './errors.js'
import { redact } from '../sinks/secrets.js'
import { fetchFor, type Answer, type Transport } from './transport.js'
import {
  DEFAULT_RETRY_POLICY,
  backoffDelayMs,
  isRetryable,
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
  fetch?: Transport
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
  /**
   * Asked before every attempt, the first and each retry: an error stops the call there, nothing
   * sent (a request budget that counts retries too).
   */
  admit?: () => Error | undefined
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
  /** The answer's schema, picked from schemas.ts once it is loaded (classify.ts). */
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
  private readonly fetchImpl: Transport
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

  protected project(): string {
    return segment('The project id', this.projectId)
  }

  /** One call: its attempts, retries and answer (subclasses add operations: reports-client.ts). */
  protected async request<S extends GenericSchema>(
    spec: RequestSpec<S>,
    call: CallOptions = {}
  ): Promise<InferOutput<S>> {
    const policy = { ...this.retry, ...call.retry }
    for (let attempt = 1; ; attempt++) {
      const refused = call.admit?.()
      if (refused) throw refused
      let error: ApiError
      try {
        return await this.attempt(spec, call)
      } catch (thrown) {
        if (!(thrown instanceof ApiError)) throw thrown
        error = thrown
      }
      const giveUp = (why = ''): ApiError => gaveUp(error, attempt, why)
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
        throw cancelled(spec, '', true)
      }
    }
  }

  /** One HTTP exchange: send, read, classify. Throws ApiError for every failure. */
  private async attempt<S extends GenericSchema>(
    spec: RequestSpec<S>,
    call: CallOptions
  ): Promise<InferOutput<S>> {
    const { method } = spec
    const { signal } = call
    const url = requestUrl(this.baseUrl, spec.path, spec.query)
    const shownPath = url.pathname + url.search
    if (signal?.aborted) throw cancelled(spec, '', true)

    const left =
      call.deadline === undefined
        ? Infinity
        : call.deadline + this.requestGraceMs - this.clock.now()
    if (left <= 0) throw cancelled(spec, 'The deadline passed before it was sent.')
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
    let response: Answer
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
      if (signal?.aborted) throw cancelled(spec)
      throw transportError(this.attempted(spec), thrown, status, timeout.aborted, timeoutMs)
    }
    this.logger.debug(`${method} ${shownPath} -> ${status} in ${this.clock.now() - started} ms`)

    if (status < 200 || status >= 300) {
      throw await httpError(this.attempted(spec), response, text)
    }
    return await parseBody({ ...this.attempted(spec), schema: spec.schema }, status, text)
  }

  /** What classify.ts needs to know of an attempt and of this client. */
  private attempted(spec: RequestSpec<GenericSchema>): Attempt {
    return {
      operation: spec.operation,
      method: spec.method,
      origin: this.baseUrl.origin,
      // Service text goes through here before it is put in any message.
      clean: (text) => redact(text, [this.apiKey]),
      secrets: [this.apiKey],
      now: () => this.clock.now()
    }
  }
}
