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

export interface RateLimit {
  kind: 'primary' | 'secondary'
  /** 403 or 429. */
  status: number
  /** Epoch ms (on the run's clock) from which GitHub takes the request again, when it says. */
  retryAt?: number
}

/** GitHub's advice for a secondary limit that names no time: wait at least one minute. */
const SECONDARY_WAIT_MS = 60_000

/** Set on an error by the Octokit of octokit.ts: its rate limit as read on the run's clock. */
const READ = Symbol('rate limit as read')

/** The rate limit an error of a GitHub call is, if it is one (see the header). */
export function rateLimitOf(error: unknown): RateLimit | undefined {
  const read = (error as { [READ]?: RateLimit } | null)?.[READ]
  return read ?? readRateLimit(error)
}

/** True when `error` is a rate limit, not a refusal. */
export function isRateLimited(error: unknown): boolean {
  return rateLimitOf(error) !== undefined
}

/**
 * Reads `error`'s rate limit with `now` (the run's clock) for a Retry-After, and keeps what it
 * read on the error, so that what is said of it later names the same time. Without `now`, a
 * Retry-After gives no time (only `x-ratelimit-reset` does).
 */
export function readRateLimit(error: unknown, now?: number): RateLimit | undefined {
  const status = (error as { status?: unknown } | null)?.status
  if (status !== 403 && status !== 429) return undefined
  const { headers = {}, data } =
    (error as { response?: { headers?: Record<string, unknown>; data?: unknown } }).response ?? {}
  const header = (name: string): string | undefined => {
    const value = headers[name]
    return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : undefined
  }
  const seconds = (value: string | undefined): number | undefined =>
    value !== undefined && /^\d{1,10}$/.test(value) ? Number(value) : undefined
  const retryAfter = seconds(header('retry-after'))
  const after = (ms: number): number | undefined => (now === undefined ? undefined : now + ms)
  let limit: RateLimit | undefined
  if (header('x-ratelimit-remaining') === '0') {
    const reset = seconds(header('x-ratelimit-reset'))
    // GitHub's advice: try again after the reset second, not at it.
    const retryAt =
      (retryAfter !== undefined ? after(retryAfter * 1000) : undefined) ??
      (reset !== undefined ? (reset + 1) * 1000 : undefined)
    limit = { kind: 'primary', status, ...(retryAt !== undefined ? { retryAt } : {}) }
  } else if (
    status === 429 ||
    retryAfter !== undefined ||
    /secondary rate limit/i.test(`${messageOf(data)} ${(error as Error).message ?? ''}`)
  ) {
    const retryAt = after(retryAfter !== undefined ? retryAfter * 1000 : SECONDARY_WAIT_MS)
    limit = { kind: 'secondary', status, ...(retryAt !== undefined ? { retryAt } : {}) }
  }
  if (limit && now !== undefined && error !== null && typeof error === 'object') {
    Object.defineProperty(error, READ, { value: limit, configurable: true })
  }
  return limit
}

function messageOf(data: unknown): string {
  const message = (data as { message?: unknown } | null | undefined)?.message
  return typeof message === 'string' ? message : ''
}

/**
 * What to say of a rate limit, never a permission: which limit, GitHub's status, and when to try
 * again ("after HH:MM UTC", rounded up to the minute, or "later").
 */
export function rateLimitText(limit: RateLimit): string {
  const which =
    limit.kind === 'primary'
      ? "GitHub's rate limit for this token is used up"
      : "GitHub's secondary rate limit for this token was hit"
  return `${which} (${limit.status}); try again ${limit.retryAt === undefined ? 'later' : `after ${clockTime(limit.retryAt)} UTC`}`
}

function clockTime(at: number): string {
  const minute = 60_000
  return new Date(Math.ceil(at / minute) * minute).toISOString().slice(11, 16)
}

/**
 * `error` itself, or, when it is a rate limit, an error that says so after `context` ("Could not
 * read …"), with GitHub's status, and that is still a rate limit to `rateLimitOf`.
 */
export function rateLimitError(error: unknown, context: string): unknown {
  const limit = rateLimitOf(error)
  if (!limit) return error
  const said = new Error(`${context}: ${rateLimitText(limit)}.`)
  Object.defineProperty(said, READ, { value: limit })
  return Object.assign(said, { status: limit.status })
}

/**
 * A failed GitHub call said after `context` ("Could not read …; nothing was sent"), its status
 * kept: a rate limit as rateLimitError says it, anything else with GitHub's status and words.
 */
export function callError(error: unknown, context: string): Error {
  const limited = rateLimitError(error, context)
  if (limited !== error) return limited as Error
  const status = (error as { status?: unknown } | null)?.status
  const why = (error instanceof Error ? error.message : String(error)).replace(/\.$/, '')
  const code = typeof status === 'number' ? status : undefined
  const said = new Error(`${context} (${code !== undefined ? `${code} ` : ''}${why}).`)
  return code !== undefined ? Object.assign(said, { status: code }) : said
}
