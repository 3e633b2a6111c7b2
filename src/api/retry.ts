/**
 * When a failed request may be sent again, and how long to wait first (contract §4.3).
 *
 * GETs are safe to repeat. POSTs (create job, send message) are not idempotent: one is repeated
 * only when the service surely did not act on it, so that one run never creates two jobs.
 */
import { BOUNDS, type Backoff } from '../bounds.js'
import type { ApiError } from './errors.js'

export type RetryPolicy = Backoff

/** The client's policy unless a caller gives its own (see BOUNDS.serviceRetry for why). */
export const DEFAULT_RETRY_POLICY: RetryPolicy = BOUNDS.serviceRetry

/** Statuses a GET is retried on: the request may succeed if repeated. */
const RETRYABLE_GET_STATUSES = new Set([408, 429, 500, 502, 503, 504])
/** Statuses after which a POST surely was not acted on: rate limited, or not accepted at all. */
const RETRYABLE_POST_STATUSES = new Set([429, 503])
/**
 * A proxy's refusals of the tunnel that pass (busy, or its upstream briefly unreachable). The
 * request never reached the service, so a POST may be sent again as safely as a GET; a 407 or a
 * 403 is the runner's setting, and repeating it would not help.
 */
const RETRYABLE_PROXY_STATUSES = new Set([429, 502, 503, 504])

export type HttpMethod = 'GET' | 'POST'

export function isRetryable(method: HttpMethod, error: ApiError): boolean {
  switch (error.kind) {
    case 'http':
      return (method === 'GET' ? RETRYABLE_GET_STATUSES : RETRYABLE_POST_STATUSES).has(
        error.status ?? 0
      )
    case 'network':
      // Before sending (refused, DNS) is safe for both; after it, only a GET may be repeated.
      return error.notSent || method === 'GET'
    case 'timeout':
      return method === 'GET'
    case 'invalid-response':
      // A proxy's error page or a cut-off body: a GET may be asked again, a POST may have acted.
      // JSON of the wrong shape is the service's answer, and would be again.
      return method === 'GET' && !error.wrongShape
    case 'proxy':
      return RETRYABLE_PROXY_STATUSES.has(error.status ?? 0)
    case 'tls':
    case 'aborted':
    case 'too-large':
      return false
  }
}

/**
 * Exponential backoff with full jitter: a uniformly random delay below a ceiling that doubles
 * with each attempt, so that many clients that failed together do not retry together.
 * `attempt` is 1 for the first retry.
 */
export function backoffDelayMs(
  attempt: number,
  policy: RetryPolicy,
  random: () => number = Math.random
): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1))
  return Math.floor(random() * ceiling)
}

/**
 * Parses a `Retry-After` header (RFC 9110 §10.2.3): delay-seconds or an HTTP date.
 * Returns milliseconds from `now`, or undefined when absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (value == null) return undefined
  const text = value.trim()
  if (text === '') return undefined
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000)
  // Only a date that names a weekday or month parses as a date: `Date.parse('5')` would not fail.
  if (!/[a-z]/i.test(text)) return undefined
  const at = Date.parse(text)
  if (Number.isNaN(at)) return undefined
  return Math.max(0, at - now)
}
