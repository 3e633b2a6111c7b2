/**
 * Octokit, loaded only when a step needs GitHub: most runs of the agent action (a schedule, a
 * workflow_dispatch without comments) never pay for loading it. getOctokit from @actions/github
 * reads GITHUB_API_URL (GitHub Enterprise) and the runner's proxy settings. Two plugins repeat
 * what GitHub did not take: the retry plugin a transient failure (5xx, a lost connection), after
 * 1 s then 4 s; the throttling plugin a rate limit (403 or 429, primary or secondary: see
 * rate-limit.ts), after the time GitHub asked for, when that time fits the step (see onLimit in
 * octokit-bounds.ts).
 * The retry plugin never sees a rate limit: it would repeat a 429 after 1 s, long before GitHub
 * takes it again, and a 403 never.
 *
 * No GitHub call may hold the step: each one (its retries included) ends at its own timeout
 * (moved later by the rate-limit waits it was granted), at the step's deadline, or when the step
 * is cancelled, whichever comes first; every wait is on the run's clock. Octokit's own log lines
 * (deprecation notices that quote GitHub's headers) go through the log sink.
 */
import type { getOctokit } from '@actions/github'
import type { Clock } from '../api/clock.js'
import { readBounded } from '../api/body.js'
import type { Bounds } from '../bounds.js'
import { dataLine, log } from '../sinks/index.js'
import { boundCalls, retryWaits, type GitHubBounds } from './octokit-bounds.js'

export type { GitHubBounds } from './octokit-bounds.js'

export type Octokit = ReturnType<typeof getOctokit>

export interface Repo {
  owner: string
  repo: string
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
    maxRetryAfterMs: bounds.maxRetryAfterMs
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
  const [{ getOctokit }, { retry }, { throttling }] = await Promise.all([
    import('@actions/github'),
    import('@octokit/plugin-retry'),
    import('@octokit/plugin-throttling')
  ])
  // The runner's proxy-aware transport (@actions/github's, loaded with it), unless a test gives
  // its own.
  const defaults = fetch ? undefined : (await import('@actions/github/lib/utils')).defaults
  const transport = fetch ?? (defaults?.request?.fetch as typeof globalThis.fetch | undefined)
  const sink = (message: string): void => log.debug(dataLine(message))
  // Each attempt's wrap is listed before the plugins, so that it is inside them (retryWaits).
  const { attempt, throttle } = retryWaits(bounds)
  const octokit = getOctokit(
    token,
    {
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
    },
    attempt,
    retry,
    throttling
  )
  // Registered after the plugins', so this wrap is outermost: it bounds their retries too.
  boundCalls(octokit, bounds)
  return octokit
}

/**
 * The largest answer of GitHub's that is read: a page of 100 files with their patches is a few
 * MB. GitHub's answers have no bound of their own, and a hostile server (an Enterprise Server, a
 * proxy) could send one that fills the runner's memory.
 */
export const MAX_GITHUB_ANSWER_BYTES = 32 * 1024 * 1024

/** Statuses whose answers have no body (a Response with one cannot be made). */
const NO_BODY = new Set([101, 204, 205, 304])

/** `fetch` whose answers are read whole within `limit` bytes, or refused unread. */
export function boundedFetch(
  fetch: typeof globalThis.fetch,
  limit: number
): typeof globalThis.fetch {
  return async (input, init) => {
    const response = await fetch(input, init)
    const text = await readBounded(response, limit)
    if (text === undefined) {
      throw new Error(
        `GitHub's answer was larger than ${limit / 1024 / 1024} MiB, more than any answer the action needs: it was not read`
      )
    }
    const { status, statusText, headers, url } = response
    const read = new Response(NO_BODY.has(status) ? null : text, { status, statusText, headers })
    // Where it came from, as Octokit reads it (a compare's pagination builds its next URL on it).
    return Object.defineProperty(read, 'url', { value: url })
  }
}

/**
 * One page of a listing as far as it was asked for: a page is a list of at most `perPage`
 * entries; a longer one (or none) is not GitHub's, and what lies past `perPage` is not read.
 */
export function pageOf<T>(data: readonly T[] | unknown, perPage: number): T[] {
  return Array.isArray(data) ? (data as T[]).slice(0, perPage) : []
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
