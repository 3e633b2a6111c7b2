/**
 * Octokit, loaded only when a step needs GitHub: most runs of the agent action (a schedule, a
 * workflow_dispatch without comments) never pay for loading it. getOctokit from @actions/github
 * reads GITHUB_API_URL (GitHub Enterprise) and the runner's proxy settings; the retry plugin
 * repeats requests GitHub failed transiently (5xx, secondary rate limits).
 *
 * No GitHub call may hold the step: each one (its retries included) ends at its own timeout, at
 * the step's deadline, or when the step is cancelled, whichever comes first; Octokit's own log
 * lines (deprecation notices that quote GitHub's headers) go through the log sink.
 */
import type { getOctokit } from '@actions/github'
import type { Clock } from '../api/clock.js'
import type { Bounds } from '../bounds.js'
import { dataLine, log } from '../sinks/index.js'

export type Octokit = ReturnType<typeof getOctokit>

export interface Repo {
  owner: string
  repo: string
}

/** The time GitHub's side of a run may take, on the run's clock (filled from BOUNDS by the run). */
export interface GitHubBounds {
  /** Aborts every call at once (a short while after the runner's cancel, see graceAfter). */
  signal: AbortSignal
  /** Epoch ms after which no call runs (the step's deadline plus the grace for its report). */
  deadline: number
  /** One call's limit, retries included (BOUNDS.githubCallTimeoutMs). */
  callTimeoutMs: number
  /** The retry plugin's wait before the n-th retry is `retryBaseMs × n²` (BOUNDS.githubRetryBaseMs). */
  retryBaseMs: number
  /** Retries of one call (BOUNDS.githubRetries). */
  retries: number
  /** The tracking comment's rereads (BOUNDS.recheckMs, BOUNDS.rechecks; see comment.ts). */
  recheckMs: number
  rechecks: number
  clock: Clock
}

/** GitHub's share of `bounds`, for calls that end at `deadline` or when `signal` aborts. */
export function gitHubBounds(
  bounds: Bounds,
  at: { signal: AbortSignal; deadline: number; clock: Clock }
): GitHubBounds {
  return {
    ...at,
    callTimeoutMs: bounds.githubCallTimeoutMs,
    retryBaseMs: bounds.githubRetryBaseMs,
    retries: bounds.githubRetries,
    recheckMs: bounds.recheckMs,
    rechecks: bounds.rechecks
  }
}

/** Loads an Octokit for `token` whose every call keeps within `bounds` (tests give their own). */
export type OctokitLoader = (token: string, bounds: GitHubBounds) => Promise<Octokit>

/**
 * `env`: GITHUB_API_URL (GitHub Enterprise) is read from it. `fetch`: Octokit's transport, the
 * runtime's by default.
 */
export async function loadOctokit(
  token: string,
  bounds: GitHubBounds,
  env: NodeJS.ProcessEnv = process.env,
  fetch?: typeof globalThis.fetch
): Promise<Octokit> {
  const [{ getOctokit }, { retry }] = await Promise.all([
    import('@actions/github'),
    import('@octokit/plugin-retry')
  ])
  const sink = (message: string): void => log.debug(dataLine(message))
  // The retry plugin decides what is retried and how often; the wait before a retry is taken
  // here, on the run's clock, so that it counts like every other wait (and tests can drive it):
  // the plugin's own wait (Bottleneck's timers) is set to nothing. Listed before the plugin, so
  // this wrap is inside it and sees each attempt with the plugin's `retryCount`.
  const retryWait = (kit: { hook: Octokit['hook'] }): void => {
    kit.hook.wrap('request', async (request, options) => {
      const n = Number((options.request as { retryCount?: number } | undefined)?.retryCount ?? 0)
      if (n > 0) await bounds.clock.sleep(bounds.retryBaseMs * n * n, options.request?.signal)
      return request(options)
    })
  }
  const octokit = getOctokit(
    token,
    {
      baseUrl: env.GITHUB_API_URL || 'https://api.github.com',
      ...(fetch ? { request: { fetch } } : {}),
      retry: { retries: bounds.retries, retryAfterBaseValue: 0 },
      log: { debug: sink, info: sink, warn: sink, error: sink }
    },
    retryWait,
    retry
  )
  // Registered after the retry plugin's, so this wrap is outermost: it bounds the retries too.
  octokit.hook.wrap('request', async (request, options) => {
    // An aborted signal fires no more events: a call asked for after the cancel is refused here.
    if (bounds.signal.aborted) throw boundError('the step was cancelled')
    const left = Math.min(bounds.callTimeoutMs, bounds.deadline - bounds.clock.now())
    if (left <= 0) throw boundError('the step has no time left for it')
    const signal = AbortSignal.any([bounds.signal, bounds.clock.timeout(left)])
    const call = (options.request = { ...options.request, signal })
    let onAbort = (): void => {}
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => {
        // A call given up is not retried behind the step's back (the retry plugin reads this).
        Object.assign(call, { retries: 0 })
        reject(
          boundError(
            bounds.signal.aborted
              ? 'the step was cancelled'
              : `no answer within ${Math.ceil(left / 1000)} s`
          )
        )
      }
      signal.addEventListener('abort', onAbort, { once: true })
    })
    try {
      // The retry plugin's scheduling does not watch the signal: race it.
      return await Promise.race([request(options), aborted])
    } finally {
      signal.removeEventListener('abort', onAbort)
    }
  })
  return octokit
}

/** A GitHub call that was stopped by its bounds; no status, so callers treat it as a failure. */
function boundError(why: string): Error {
  return new Error(`GitHub did not answer: ${why}.`)
}

/** GITHUB_REPOSITORY as owner and name. */
export function currentRepo(env: NodeJS.ProcessEnv = process.env): Repo | undefined {
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/')
  return owner && repo ? { owner, repo } : undefined
}

/** The HTTP status of an Octokit error, if it has one. */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' ? status : undefined
}
