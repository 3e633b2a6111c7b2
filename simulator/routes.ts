/**
 * How the simulator reads a request: which API operation it is (routeOf), the GitHub slice under
 * /_sim/github, and the rate limits' sliding windows.
 */
import type { RouteName } from './faults.js'
import { permissionAnswer } from './github-collaborators.js'
import { compareAnswer } from './github-compare.js'
import { toGitHubPull } from './github-pull.js'
import type { CommentStore } from './github-comments.js'
import type { LabelStore } from './github-labels.js'
import type { PullChangeStore } from './github-pull-changes.js'
import type { PullStateStore } from './github-pull-state.js'
import type { StatusStore } from './github-statuses.js'
import type { JobStore } from './jobs.js'

/**
 * A slice of GitHub's REST API under /_sim/github, so that a client pointed there
 * (GITHUB_API_URL) reads the pull requests jobs opened, closes or reopens them and asks for their
 * reviews (`GET`/`PATCH /repos/{owner}/{repo}/pulls/{n}`, `POST …/requested_reviewers`,
 * github-pull-state.ts), keeps issue comments and their reactions (github-comments.ts): a
 * tracking comment, for `npm start -- --comment`, and people's, for `--conversation`, keeps the
 * labels of issues and pull requests (github-labels.ts), takes commit statuses
 * (github-statuses.ts), for the docs check, says every account may write
 * (github-collaborators.ts), compares the demo push's range (github-compare.ts), for
 * `npm start -- --push`, and lists the demo pull request's commits and files
 * (github-pull-changes.ts), for `npm start -- --pr`.
 */
export function githubSlice(
  jobs: JobStore,
  stores: {
    comments: CommentStore
    statuses: StatusStore
    labels: LabelStore
    pullStates: PullStateStore
    pullChanges: PullChangeStore
  },
  method: string,
  path: string,
  body?: unknown,
  search: URLSearchParams = new URLSearchParams()
): { status: number; body: unknown } {
  const rest = path.replace(/^\/_sim\/github/, '')
  const answered =
    stores.comments.answer(method, rest, body) ??
    stores.statuses.answer(method, rest, body) ??
    stores.labels.answer(method, rest, body, search) ??
    stores.pullChanges.answer(method, rest, search) ??
    permissionAnswer(method, rest)
  if (answered) return answered
  const compare = /^\/_sim\/github\/repos\/([^/]+)\/([^/]+)\/compare\/([^/]+)$/.exec(path)
  if (compare && method === 'GET') {
    const [, owner, repo, basehead] = compare.map(decoded)
    return compareAnswer(`${String(owner)}/${String(repo)}`, String(basehead), search)
  }
  // GitHub's basic-error, as its REST API answers a pull request that does not exist.
  const notFound = {
    status: 404,
    body: {
      message: 'Not Found',
      documentation_url: 'https://docs.github.com/rest/pulls/pulls#get-a-pull-request',
      status: '404'
    }
  }
  const match = /^\/_sim\/github\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)(\/requested_reviewers)?$/.exec(path) // prettier-ignore
  const reviews = match?.[4] !== undefined
  if (!match || !(reviews ? method === 'POST' : method === 'GET' || method === 'PATCH')) {
    return notFound
  }
  const [, owner, repo, number] = match.map((part) => decoded(part ?? ''))
  const named = `${String(owner)}/${String(repo)}`
  const pull = jobs.pull(named, Number(number)) ?? stores.pullChanges.pullOf(named, Number(number))
  if (!pull) return notFound
  const refused = reviews
    ? stores.pullStates.requestReviewers(pull, body)
    : method === 'PATCH'
      ? stores.pullStates.update(pull, body)
      : undefined
  if (refused) return refused
  const kept = {
    ...stores.pullStates.of(pull.repository, pull.number),
    labels: stores.labels.of(pull.repository, pull.number)
  }
  return { status: reviews ? 201 : 200, body: toGitHubPull(pull, kept) }
}

/** A path part decoded; as it is when it is not valid percent-encoding. */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part)
  } catch {
    return part
  }
}

/** The analytics operations by their path after the project (analytics.openapi.json). */
const ANALYTICS_PATHS = new Map<string, RouteName>([
  ['visitors', 'visitors'],
  ['views', 'views'],
  ['feedback', 'feedback'],
  ['feedback/by-page', 'feedbackByPage'],
  ['searches', 'searches'],
  ['assistant', 'assistant'],
  ['assistant/caller-stats', 'callerStats']
])

/** The API operation of a request, and its path parameters (decoded). */
export function routeOf(
  method: string,
  path: string
): { route: RouteName | 'unknown'; params: string[] } {
  const parts = path
    .split('/')
    .slice(1)
    .map((part) => {
      try {
        return decodeURIComponent(part)
      } catch {
        return part
      }
    })
  const [version, area, projectId, kind, id, tail] = parts
  if (version === 'v2' && area === 'agent' && projectId && kind === 'job') {
    if (parts.length === 4 && method === 'POST') return { route: 'createJob', params: [projectId] }
    if (parts.length === 5 && id && method === 'GET')
      return { route: 'getJob', params: [projectId, id] }
    if (parts.length === 6 && id && tail === 'message' && method === 'POST') {
      return { route: 'sendMessage', params: [projectId, id] }
    }
  }
  if (version === 'v1' && area === 'analytics' && projectId && method === 'GET') {
    // `feedback%2Fby-page` is one segment, no path of the document.
    const segments = parts.slice(3)
    const fixed = segments.some((part) => part.includes('/'))
      ? undefined
      : ANALYTICS_PATHS.get(segments.join('/'))
    if (fixed) return { route: fixed, params: [projectId] }
    if (parts.length === 6 && kind === 'assistant' && id === 'threads' && tail) {
      return { route: 'assistantThread', params: [projectId, tail] }
    }
  }
  return { route: 'unknown', params: [] }
}

/** Sliding-window counters, one list of timestamps per key. */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>()
  /** Counts a use; returns the seconds to wait when over the limit. */
  use(key: string, limit: number, windowMs: number, now: number): number | undefined {
    const recent = (this.hits.get(key) ?? []).filter((at) => at > now - windowMs)
    if (recent.length >= limit) {
      this.hits.set(key, recent)
      return Math.max(1, Math.ceil(((recent[0] as number) + windowMs - now) / 1000))
    }
    recent.push(now)
    this.hits.set(key, recent)
    return undefined
  }
  clear(): void {
    this.hits.clear()
  }
}
