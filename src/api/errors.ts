/**
 * The client's one error model. Every failure of a call (an HTTP error, an unreachable service, a
 * timeout, a body that is not the documented shape) becomes an ApiError whose message a person
 * can act on (contract §4.3, §4.4). Messages are built from redacted text only: the API key never
 * reaches a message or a stack.
 */

/** The service operations, named for messages that say what was being done. */
export type Operation =
  | 'create-job'
  | 'send-message'
  | 'get-job'
  | 'get-visitors'
  | 'get-views'
  | 'get-feedback'
  | 'get-feedback-by-page'
  | 'get-searches'
  | 'get-assistant'
  | 'get-assistant-thread'
  | 'get-assistant-callers'

export type ApiErrorKind =
  /** The service answered with a non-2xx status. */
  | 'http'
  /** The connection failed; `notSent` tells whether the request surely never left. */
  | 'network'
  /** No answer within the per-request timeout. */
  | 'timeout'
  /** A 2xx answer whose body is not JSON or not the documented shape. */
  | 'invalid-response'
  /** The TLS handshake failed (bad certificate): repeating it will not help. */
  | 'tls'
  /** The caller aborted (cancellation or deadline). */
  | 'aborted'
  /** The answer's body was larger than the client reads: not repeated, it would be again. */
  | 'too-large'
  /** The runner's proxy setting is unusable, or the proxy refused the tunnel: never sent. */
  | 'proxy'

export interface ApiErrorInit {
  kind: ApiErrorKind
  operation: Operation
  method: 'GET' | 'POST'
  message: string
  status?: number
  serviceError?: string
  details?: unknown
  notSent?: boolean
  retryAfterMs?: number
  attempts?: number
  wrongShape?: boolean
}

export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly kind: ApiErrorKind
  readonly operation: Operation
  readonly method: 'GET' | 'POST'
  /**
   * HTTP status, for `http` and `invalid-response` errors; for a `proxy` error, the status with
   * which the proxy refused the tunnel (the service never saw the request).
   */
  readonly status?: number
  /** The service's own `error` text, redacted. */
  readonly serviceError?: string
  /** The service's `details`, as sent (after redaction), any shape. */
  readonly details?: unknown
  /** For network errors: the connection failed before the request could be sent. */
  readonly notSent: boolean
  /** The delay the service asked for with `Retry-After`, in ms. */
  readonly retryAfterMs?: number
  /** How many attempts were made before giving up. */
  readonly attempts: number
  /**
   * For `invalid-response`: the body was JSON, but not the documented shape. The same question
   * gets the same answer: unlike a proxy's error page or a cut-off body, it is not retried.
   */
  readonly wrongShape: boolean

  constructor(init: ApiErrorInit) {
    super(init.message)
    this.kind = init.kind
    this.operation = init.operation
    this.method = init.method
    this.status = init.status
    this.serviceError = init.serviceError
    this.details = init.details
    this.notSent = init.notSent ?? false
    this.retryAfterMs = init.retryAfterMs
    this.attempts = init.attempts ?? 1
    this.wrongShape = init.wrongShape ?? false
  }

  /**
   * A POST that may have taken effect although it failed: a 500/502/504, or a connection lost or
   * timed out after the request was sent. Such a request is never repeated.
   */
  get mayHaveActed(): boolean {
    if (this.method !== 'POST') return false
    switch (this.kind) {
      case 'http':
        return (this.status ?? 0) >= 500 && this.status !== 503
      case 'network':
        return !this.notSent
      case 'aborted':
        return !this.notSent
      case 'timeout':
      case 'invalid-response':
      case 'too-large':
        return true
      default:
        return false
    }
  }

  /**
   * A POST the service surely did not take, for a reason that passes: it never left (a cancel or
   * the deadline before it was sent, a refused connection or tunnel), or the service was busy
   * (429, 503). Sent again later, it may be taken.
   */
  get untaken(): boolean {
    if (this.method !== 'POST') return false
    if (this.kind === 'http') return this.status === 429 || this.status === 503
    return ['network', 'aborted', 'proxy'].includes(this.kind) && this.notSent
  }
}

const MAX_QUOTE = 500

/**
 * One line, bounded: service text is quoted, never trusted to be short or well-formed. Callers
 * redact before quoting, so that the cut cannot leave a piece of a secret.
 */
export function quote(text: string, max = MAX_QUOTE): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > max ? `${line.slice(0, max)}…` : line
}

function detailsText(details: unknown): string {
  if (details === undefined || details === null) return ''
  const text = typeof details === 'string' ? details : JSON.stringify(details)
  return text ? ` Details: ${quote(text)}` : ''
}

/** What to do about a 404, by operation: the inputs that name what was not found. */
function notFoundHint(operation: Operation): string {
  if (operation === 'get-job' || operation === 'send-message') {
    return 'Check the project-id and job-id inputs.'
  }
  // A thread's id comes from the conversations listed: one gone since is the service's doing.
  if (operation === 'get-assistant-thread') {
    return 'The conversation may have been deleted since it was listed; check the project-id input.'
  }
  return 'Check the project-id input.'
}

/** The sentence for a non-2xx answer (contract §4.3). */
export function describeHttpError(
  operation: Operation,
  status: number,
  serviceError: string | undefined,
  details: unknown,
  retryAfterMs?: number
): string {
  const said = serviceError ? `: ${quote(serviceError)}` : ''
  const more = detailsText(details)
  if (status === 403 && (operation === 'create-job' || operation === 'send-message')) {
    // A key limited to reading serves the analytics, dry-run and an attach; not a job's turn.
    return `The service refused this request to the API key (403)${said}.${more} Starting or steering a job needs a key with write access; a key limited to read serves the analytics actions, dry-run and waiting for a job (job-id without prompt). Check the api-key input.`
  }
  if (status === 401 || status === 403) {
    return `The service rejected the API key (${status})${said}.${more} Check the api-key input.`
  }
  if (status === 404) {
    return `The service found no such resource (404)${said}.${more} ${notFoundHint(operation)}`
  }
  if (status === 400 || status === 422) {
    return `The service rejected the request as invalid (${status})${said}.${more}`
  }
  if (status === 429) {
    const wait =
      retryAfterMs !== undefined ? ` It asked to wait ${Math.ceil(retryAfterMs / 1000)} s.` : ''
    return `The service is rate limiting requests (429)${said}.${more}${wait} Try again later.`
  }
  return `The service failed to answer (${status})${said}.${more}`
}

/** Added to the message of a POST that may have acted, so nobody blindly runs it again. */
export function ambiguityHint(operation: Operation): string {
  if (operation === 'create-job') {
    return (
      ' The service may have created the job anyway, so it was not sent again. Look for the job ' +
      'before re-running, and attach to it with the job-id input instead of creating another.'
    )
  }
  if (operation === 'send-message') {
    return ' The message may have reached the job anyway, so it was not sent again. Check the job before sending it again.'
  }
  return ''
}
