/**
 * How every GitHub call keeps within the run's bounds (octokit.ts puts these on its Octokit): the
 * retry plugin's waits and the rate-limit waits taken on the run's clock, when GitHub names a time
 * that fits the step; and each call's own time limit, the step's deadline and its cancel.
 */
import type { getOctokit } from '@actions/github'
import type { ThrottlingOptions } from '@octokit/plugin-throttling'
import type { Clock } from '../api/clock.js'
import { line, log } from '../sinks/index.js'
import { readRateLimit, type RateLimit } from './rate-limit.js'

type Hook = ReturnType<typeof getOctokit>['hook']

/** The time GitHub's side of a run may take, on the run's clock (filled from BOUNDS by the run). */
export interface GitHubBounds {
  /** Aborts every call at once (a short while after the runner's cancel, see graceAfter). */
  signal: AbortSignal
  /** Epoch ms after which no call runs (the step's deadline plus the grace for its report). */
  deadline: number
  /** One call's limit, retries included (BOUNDS.githubCallTimeoutMs), rate-limit waits not. */
  callTimeoutMs: number
  /** The retry plugin's wait before the n-th retry is `retryBaseMs × n²` (BOUNDS.githubRetryBaseMs). */
  retryBaseMs: number
  /** Retries of one call, and of one call over a rate limit (BOUNDS.githubRetries). */
  retries: number
  /** The longest rate-limit wait taken (BOUNDS.maxRetryAfterMs); a longer one fails the call. */
  maxRetryAfterMs: number
  clock: Clock
}

/** What the wraps below keep on a call's `request` options, which Octokit hands down unchanged. */
const LIMITED = Symbol('the rate limit of the last answer')
const EXTEND = Symbol('moves the call’s time limit later')
interface Call {
  signal?: AbortSignal
  /** The retry plugin's count of retries (the throttling plugin writes it too: see onLimit). */
  retryCount?: number
  retries?: number
  /** Sent once: no plugin sends it again, not even after a rate limit's wait (comment.ts). */
  once?: boolean
  /** The last answer's rate limit, read on the run's clock. */
  [LIMITED]?: RateLimit
  /** Moves the call's own time limit later by `ms`: a rate-limit wait it was granted. */
  [EXTEND]?: (ms: number) => void
}

/**
 * Whether @octokit/plugin-throttling takes this refusal for a rate limit (and asks onLimit): a
 * primary limit, or a message naming a secondary rate limit (its own test, /\bsecondary rate\b/).
 */
function throttled(error: unknown, limit: RateLimit): boolean {
  if (limit.kind === 'primary') return true
  const data = (error as { response?: { data?: { message?: unknown } } }).response?.data
  const text = `${typeof data?.message === 'string' ? data.message : ''} ${(error as Error).message ?? ''}`
  return /\bsecondary rate\b/i.test(text)
}

/**
 * The throttling plugin spaces writes 1 s apart (3 s for those that notify) and runs at most ten
 * calls at once, on Bottleneck's own timers: time the run's clock cannot see or cancel. A run
 * makes a handful of calls, one after another; these groups let each through at once.
 */
const UNLIMITED = {
  key: () => ({
    schedule: (_options: unknown, job: (...args: unknown[]) => unknown, ...args: unknown[]) =>
      job(...args)
  })
}

/**
 * The wrap of each attempt and the throttling plugin's options, whose waits are taken on the run's
 * clock within `bounds`.
 */
export function retryWaits(bounds: GitHubBounds): {
  attempt: (kit: { hook: Hook }) => void
  throttle: ThrottlingOptions
} {
  const { clock } = bounds
  // Each attempt, innermost. The retry plugin decides what is retried and how often; the wait
  // before a retry is taken here, on the run's clock, so that it counts like every other wait
  // (and tests can drive it): the plugin's own wait (Bottleneck's timers) is set to nothing.
  // Listed before the plugins, so this wrap is inside them and sees each attempt with the retry
  // plugin's `retryCount`. A rate limit is read here, on the run's clock, for onLimit.
  const attempt = (kit: { hook: Hook }): void => {
    kit.hook.wrap('request', async (request, options) => {
      const call = options.request as Call
      const n = Number(call?.retryCount ?? 0)
      if (n > 0) await clock.sleep(bounds.retryBaseMs * n * n, call.signal)
      // The throttling plugin asks onLimit only for a primary limit and for a message naming a
      // "secondary rate" limit; a bare 429, or a 403 with Retry-After in other words (an older
      // GitHub Enterprise's "abuse detection"), is waited out here by the same rules.
      for (let own = 0; ; own++) {
        try {
          return await request(options)
        } catch (error) {
          const limit = readRateLimit(error, clock.now())
          if (call) call[LIMITED] = limit
          if (!limit || throttled(error, limit) || !call || !(await waitOut(call, own))) throw error
        }
      }
    })
  }
  /**
   * Waits for a rate limit GitHub named a time for, when that is worth it: within
   * BOUNDS.maxRetryAfterMs and before the deadline, at most `retries` times (`count` so far). The
   * wait is on the run's clock and ends with the call's signal; the call's time limit moves by as
   * much. False: not waited, the call fails with GitHub's answer.
   */
  const waitOut = async (call: Call, count: number): Promise<boolean> => {
    const limit = call[LIMITED]
    const now = clock.now()
    if (call.once || limit?.retryAt === undefined || count >= bounds.retries) return false
    const wait = Math.max(0, limit.retryAt - now)
    if (wait > bounds.maxRetryAfterMs || now + wait >= bounds.deadline) return false
    call[EXTEND]?.(wait)
    log.info(
      line`GitHub's ${limit.kind} rate limit (${limit.status}): trying again in ${Math.ceil(wait / 1000)} s, as GitHub asked.`
    )
    await clock.sleep(wait, call.signal)
    return true
  }
  /**
   * The throttling plugin asks whether to repeat a call GitHub refused over a rate limit: yes,
   * after the time GitHub asked for (Retry-After, or the limit's reset), when that time is known,
   * within BOUNDS.maxRetryAfterMs and before the deadline, at most `retries` times. The wait is
   * taken here on the run's clock (the plugin's own is set to nothing) and ends with the call's
   * signal; the call's time limit moves by as much. A limit not waited for fails the call with
   * GitHub's answer, which callers tell from a permission problem (rate-limit.ts).
   */
  const onLimit = async (
    _seconds: number,
    options: { request?: unknown },
    _octokit: unknown,
    count: number
  ): Promise<boolean> => {
    const call = options.request as Call
    if (!(await waitOut(call, count))) return false
    // Both plugins count in `retryCount`: the next attempt is not a retry of the retry plugin's.
    call.retryCount = 0
    return true
  }
  const throttle = {
    onRateLimit: onLimit,
    onSecondaryRateLimit: onLimit,
    retryAfterBaseValue: 0,
    global: UNLIMITED,
    auth: UNLIMITED,
    write: UNLIMITED,
    search: UNLIMITED,
    notifications: UNLIMITED
  } as unknown as ThrottlingOptions
  return { attempt, throttle }
}

/**
 * Bounds every call of `octokit`: its own time limit (moved later by the rate-limit waits it was
 * granted), the step's deadline and its cancel, whichever comes first. Registered after the
 * plugins, this wrap is outermost: it bounds their retries too.
 */
export function boundCalls(octokit: { hook: Hook }, bounds: GitHubBounds): void {
  const { clock } = bounds
  octokit.hook.wrap('request', async (request, options) => {
    // An aborted signal fires no more events: a call asked for after the cancel is refused here.
    if (bounds.signal.aborted) throw boundError('the step was cancelled')
    const start = clock.now()
    let limit = Math.min(bounds.callTimeoutMs, bounds.deadline - start)
    if (limit <= 0) throw boundError('the step has no time left for it')
    const stop = new AbortController()
    const signal = AbortSignal.any([bounds.signal, stop.signal])
    const timeUp = (): void => stop.abort(new Error(`timed out after ${limit} ms`))
    let timer: AbortSignal | undefined
    const arm = (): void => {
      timer?.removeEventListener('abort', timeUp)
      timer = clock.timeout(start + limit - clock.now())
      timer.addEventListener('abort', timeUp, { once: true })
    }
    arm()
    const call: Call = (options.request = {
      ...options.request,
      signal,
      [EXTEND]: (ms: number) => {
        limit = Math.min(limit + ms, bounds.deadline - start)
        arm()
      }
    })
    let onAbort = (): void => {}
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => {
        // A call given up is not retried behind the step's back (the retry plugin reads this).
        Object.assign(call, { retries: 0 })
        reject(
          boundError(
            bounds.signal.aborted
              ? 'the step was cancelled'
              : `no answer within ${Math.ceil(limit / 1000)} s`
          )
        )
      }
      signal.addEventListener('abort', onAbort, { once: true })
    })
    try {
      // The plugins' scheduling does not watch the signal: race it.
      return await Promise.race([request(options), aborted])
    } finally {
      signal.removeEventListener('abort', onAbort)
      timer?.removeEventListener('abort', timeUp)
    }
  })
}

/** A GitHub call that was stopped by its bounds; no status, so callers treat it as a failure. */
function boundError(why: string): Error {
  return new Error(`GitHub did not answer: ${why}.`)
}
