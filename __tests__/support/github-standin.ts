// A local stand-in of the GitHub REST API, over real HTTP, for end-to-end tests: the endpoints
// the agent action uses (collaborator permission, issue comments, reactions, the token's user,
// pull requests with their reviewers, reviews with their line comments, labels and assignees, the
// comparison of two commits, commit statuses), and those a docs pull request that follows its
// code pull request needs (a label taken off, the pull request closed or reopened), in one or
// more repositories, with tokens of different powers and a request log (`requests`). Octokit in
// the bundled action talks to it through GITHUB_API_URL, exactly as it talks to GitHub. It can
// also stall: accept a request and never answer it, as a GitHub API that hangs does.
//
// Paging is GitHub's (an issue's comments, a pull request's reviews, a review's line comments):
// `per_page` (30 by default, at most 100) and `page`, and a `Link` header with rel="prev", "next",
// "last" and "first" where each applies, so that a reader can start at the last page. A comment
// may be edited by its author or by a token with write access to its repository, as on GitHub. Rate limits are GitHub's too (`rateLimit`): the secondary one answers 403 (or 429)
// with a message naming it and, when asked, `retry-after`; the primary one answers with
// `x-ratelimit-remaining: 0` and the `x-ratelimit-reset` second.
//
// Repositories: the default one (`owner`/`repo`, acme/docs), those in `repositories`, and any a
// helper (setPermission, addComment, addPull, addReview) names exist; a request to any other
// answers 404. Pull requests come from `addPull` or the `pulls` option (e.g. the simulator's:
// `pulls: (r, n) => sim.pull(r, n)`, read afresh on each request); the stand-in keeps their
// requested reviewers and teams, labels, assignees and reviews itself, and whether each is open
// or closed.
//
// Labels come off one at a time (DELETE …/issues/{n}/labels/{name}: 200 with the labels left, or
// GitHub's 404 "Label does not exist" when the issue does not carry it). A pull request is closed
// and reopened with PATCH …/pulls/{n} `{state}` (200: the pull request as pulls/get answers it,
// `closed_at` set or cleared), and GitHub's refusals: 422 "Validation Failed" on reopening a merged
// pull request (`mergeCommit`) or one whose head branch is gone (`deleteHeadBranch`, which also
// closes it when open, as deleting the head branch of an open pull request does on GitHub).
// Closing a closed or merged pull request, or opening an open one, answers it unchanged;
// `closePull` closes one as a person on GitHub does, and `pullState` shows what is kept.
//
// Commit statuses (POST …/statuses/{sha}) are kept in `statuses`, in the order set, after GitHub's
// checks (see the route); a token with `canWriteStatuses: false` is refused them with 403, as a
// GITHUB_TOKEN without `statuses: write` is.
//
// GitHub's own REST API description judges it: every exchange is checked against the operations
// extracted from @octokit/openapi (github-contract.ts). Importing this module adds an `afterEach`
// to the test file that fails the test during which a live stand-in saw a violation, and
// `close()` fails with any left, so every suite that uses a stand-in is checked without a line of
// its own. Answers served through `intercept()` are off the contract on purpose (only their
// requests are checked).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach } from '@jest/globals'
import { githubContract, type GitHubExchange } from './github-contract.js'
import * as objects from './github-objects.js'
import { userType } from './github-objects.js'

export type Permission = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none'

export interface TokenSpec {
  /** The identity: `GET /user` answers it, comments are written under it. */
  login: string
  /** Installation tokens (GITHUB_TOKEN) cannot call `GET /user`: 403. */
  installation?: boolean
  /** false: every write answers 403 (fork PRs, Dependabot, read-only permissions). */
  canWrite?: boolean
  /** The repositories (owner/repo) it can see: any other answers 404, as GitHub does. */
  repos?: string[]
  /** Repositories where its writes answer 403 (it can still read them). */
  readOnlyRepos?: string[]
  /**
   * false: setting a commit status answers 403 "Resource not accessible by integration", its
   * other writes go through (a GITHUB_TOKEN whose `permissions:` leave out `statuses: write`).
   */
  canWriteStatuses?: boolean
}

export interface StoredComment {
  id: number
  /** owner/repo */
  repository: string
  issue: number
  body: string
  login: string
  type: 'User' | 'Bot'
  html_url: string
  created_at: string
  updated_at: string
  /** GitHub's `author_association` (github-objects.ts issueComment). */
  association?: string
}

/** A pull request as a test (or the simulator's `sim.pull`) describes it. */
export interface PullSource {
  number: number
  headRef: string
  headSha: string
  baseRef: string
  /** Default `Pull request #<number>`. */
  title?: string
  /** The author's login; default `docs-agent[bot]`. */
  author?: string
  /** `owner/repo` the head branch is in (a fork); default the pull request's repository. */
  headRepository?: string
  /** Merged, with this merge commit (GET …/commits/{sha}/pulls lists it for that commit). */
  mergeCommit?: string
}

export type ReviewState = 'APPROVED' | 'CHANGES_REQUESTED' | 'COMMENTED' | 'DISMISSED' | 'PENDING'

/** A line comment of a review (GitHub's `review-comment`). */
export interface StoredReviewComment {
  id: number
  path: string
  line: number
  body: string
  diffHunk: string
}

export interface StoredReview {
  id: number
  login: string
  state: ReviewState
  commitId: string
  body: string
  /** Its line comments, in the order written. */
  comments: StoredReviewComment[]
}

/** What the stand-in keeps of a pull request (or issue) number, for assertions. */
export interface PullState {
  requestedReviewers: string[]
  requestedTeams: string[]
  labels: string[]
  assignees: string[]
  reviews: StoredReview[]
  /** `closed` once closed (PATCH …/pulls/{n}, closePull, deleteHeadBranch) or merged. */
  state: 'open' | 'closed'
  /** When it was closed (GitHub's time format, seconds and `Z`); null while open. */
  closedAt: string | null
  /** Its head branch was deleted (deleteHeadBranch): reopening it answers 422. */
  headDeleted: boolean
}

/** A commit of a comparison (`setCompare`). */
export interface CompareCommit {
  sha: string
  message: string
  /** The author's GitHub login; none: a commit GitHub links to no account. */
  login?: string
  /** The name in the commit; default the login, or `A. Writer`. */
  name?: string
}

/** A changed file of a comparison (GitHub's `diff-entry`); no `patch`: a binary file. */
export interface CompareFile {
  filename: string
  status?: 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged'
  additions?: number
  deletions?: number
  patch?: string
  previous_filename?: string
}

export type StatusState = 'error' | 'failure' | 'pending' | 'success'

/** A commit status the stand-in took (POST …/statuses/{sha}). */
export interface StoredStatus {
  id: number
  /** owner/repo */
  repository: string
  /** As the request's path gave it. */
  sha: string
  /** `default` when the request named none, as on GitHub. */
  context: string
  state: StatusState
  description: string | null
  target_url: string | null
  /** The token's login. */
  login: string
  /** 1, 2, …: its place among all the statuses the stand-in took, in any repository or commit. */
  order: number
}

export interface LoggedReaction {
  commentId: number
  content: string
  login: string
  /** `issue-comment`: POST …/issues/comments/{id}/reactions; `review-comment`: …/pulls/comments/{id}/reactions. */
  kind: 'issue-comment' | 'review-comment'
}

/** Which requests to stall (accept, log, never answer): all when both fields are unset. */
export interface StallRule {
  method?: string
  /** Matched against the path without the query: a RegExp, or the exact path. */
  path?: RegExp | string
}

/**
 * Which requests GitHub refuses over a rate limit (see `rateLimit`), and how. Matched like a
 * StallRule; `times` requests in all (every one when unset).
 */
export interface RateLimitRule extends StallRule {
  /** 'secondary' (the default) or 'primary' (the token's hourly requests used up). */
  kind?: 'primary' | 'secondary'
  /** 403 (the default) or 429: GitHub gives either. */
  status?: 403 | 429
  /** Seconds in `retry-after`; none when unset. */
  retryAfter?: number
  /** The primary limit's reset, seconds from now (default 3600). */
  resetIn?: number
  times?: number
}

export interface LoggedRequest {
  method: string
  path: string
  body: unknown
  token: string
}

/**
 * What an interceptor (see `intercept`) makes of a request: an answer of its own, `'stall'`, or
 * undefined to let the stand-in answer as usual. It may be async (a delay, a wait for a signal).
 */
export type Interception = { status: number; body: unknown } | 'stall' | undefined
export type Interceptor = (request: LoggedRequest) => Interception | Promise<Interception>

/**
 * An interceptor for `gh` under which the stand-in still does each request `taken` takes (sent
 * again as it came, by its own token), then answers `answer` in place of its own: GitHub did it,
 * and its answer was garbled on the way.
 */
export function doneButAnswered(
  gh: { url: string },
  taken: (request: LoggedRequest) => boolean,
  answer: { status: number; body: unknown }
): Interceptor {
  let passing = false
  return async (r) => {
    if (passing || !taken(r)) return undefined
    passing = true
    await fetch(`${gh.url}${r.path}`, {
      method: r.method,
      headers: { authorization: `token ${r.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(r.body)
    })
    passing = false
    return answer
  }
}

export interface GitHubStandIn {
  url: string
  requests: LoggedRequest[]
  /** Every repository's comments, in the order written. */
  comments: StoredComment[]
  reactions: LoggedReaction[]
  /** Every commit status taken, in the order set (refused ones are only in `requests`). */
  statuses: StoredStatus[]
  /** The statuses of commit `sha` (any case), oldest first; `repository` defaults as below. */
  statusesOf(sha: string, repository?: string): StoredStatus[]
  /**
   * What GitHub shows for `context` on commit `sha`: the latest status of that context (GitHub
   * compares contexts case-insensitively); undefined when none.
   */
  latestStatus(sha: string, context: string, repository?: string): StoredStatus | undefined
  /** `repository` (owner/repo) defaults to the default repository. */
  setPermission(login: string, permission: Permission, repository?: string): void
  addComment(issue: number, login: string, body: string, repository?: string): StoredComment
  /** Adds (or replaces: a new head) a pull request of `repository`. */
  addPull(repository: string, pull: PullSource): void
  /**
   * A review submitted on a pull request (`commitId` defaults to its head); it takes the reviewer
   * off the requested reviewers, as GitHub does. Throws when there is no such pull request.
   */
  addReview(
    repository: string,
    number: number,
    review: {
      login: string
      state: ReviewState
      commitId?: string
      body?: string
      /** Its line comments (GitHub makes a review for a single line comment too). */
      comments?: { path: string; line: number; body: string; diffHunk?: string }[]
    }
  ): StoredReview
  /**
   * What `GET /repos/{owner}/{repo}/compare/{base}...{head}` answers for `basehead`: the commits
   * (oldest first) and the changed files, as GitHub pages them: the commits by `per_page` and
   * `page` (250 without either), the files (at most 300) on the first page only.
   */
  setCompare(
    repository: string,
    basehead: string,
    comparison: { commits: CompareCommit[]; files: CompareFile[] }
  ): void
  /**
   * What `GET …/pulls/{number}/commits` and `…/files` answer: the commits (oldest first, at
   * most 250 listed) and the files (at most 3000 listed), each paged as GitHub pages a listing
   * (`per_page`, `page`, a `Link` header).
   */
  setPullChanges(
    repository: string,
    number: number,
    changes: { commits: CompareCommit[]; files: CompareFile[] }
  ): void
  /** A copy of what the stand-in keeps of pull request (or issue) `number`. */
  pullState(repository: string, number: number): PullState
  /**
   * Someone closes pull request `number` on GitHub (not through the API: nothing is logged).
   * Throws when there is no such pull request.
   */
  closePull(repository: string, number: number): void
  /** Someone reopens pull request `number` on GitHub (nothing logged); throws when there is none. */
  reopenPull(repository: string, number: number): void
  /**
   * Someone deletes the head branch of pull request `number`: GitHub closes it when it is open,
   * and refuses to reopen it (PATCH …/pulls/{n} `{state: 'open'}` answers 422) from then on.
   * Throws when there is no such pull request.
   */
  deleteHeadBranch(repository: string, number: number): void
  /** From now on, stall the requests `rule` matches (undefined: answer everything again). */
  stall(rule: StallRule | undefined): void
  /**
   * From now on, refuse the requests `rule` matches over a rate limit, as GitHub does (after the
   * token is checked, before anything else); undefined ends it.
   */
  rateLimit(rule: RateLimitRule | undefined): void
  /**
   * From now on, ask `interceptor` first about every request (after it is logged, before any
   * stall rule): hostile answers, delays. Undefined removes it.
   */
  intercept(interceptor: Interceptor | undefined): void
  /** Violations of GitHub's REST API description seen and not yet asserted (github-contract.ts). */
  readonly violations: readonly string[]
  /** Throws with the violations seen since the last call, then forgets them. */
  assertContract(): void
  /** Closes the server, then rejects with the violations not yet asserted, if any. */
  close(): Promise<void>
}

/** The stand-ins started and not yet closed, checked after each test. */
const live = new Set<GitHubStandIn>()
afterEach(() => {
  for (const standIn of live) standIn.assertContract()
})

const stalls = (rule: StallRule | undefined, method: string, path: string): boolean =>
  rule !== undefined &&
  (rule.method === undefined || rule.method.toUpperCase() === method) &&
  (rule.path === undefined ||
    (typeof rule.path === 'string' ? rule.path === path : rule.path.test(path)))

const DEFAULT_AUTHOR = 'docs-agent[bot]'
const NOT_FOUND = objects.error(404, 'Not Found')

const STATUS_STATES: readonly string[] = ['error', 'failure', 'pending', 'success']
/**
 * GitHub's bound on a status's description. Its REST description says no more of the field than
 * "A short description of the status." (openapi/github/, repos/create-commit-status): the bound
 * is GitHub's answer to a longer one, 422 "description is too long (maximum is 140 characters)".
 */
const MAX_STATUS_DESCRIPTION = 140
/**
 * The description of repos/create-commit-status: "there is a limit of 1000 statuses per `sha` and
 * `context` within a repository".
 */
const MAX_STATUSES_PER_CONTEXT = 1000
const STATUS_DOCS = 'https://docs.github.com/rest/commits/statuses#create-a-commit-status'

/** GitHub's 422 of a status it will not take: `Validation Failed` and the field's error. */
const statusRefused = (error: { field?: string; code: string; message: string }) => ({
  message: 'Validation Failed',
  errors: [{ resource: 'Status', ...error }],
  documentation_url: STATUS_DOCS
})

type Send = (status: number, data: unknown, headers?: Record<string, string>) => void

/** GitHub's time format: seconds and `Z`. */
const isoSeconds = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')

/** Adds `items` not yet in `list`, comparing case-insensitively. */
function addUnique(list: string[], items: string[]): void {
  for (const item of items) {
    if (!list.some((kept) => kept.toLowerCase() === item.toLowerCase())) list.push(item)
  }
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

export async function startGitHubStandIn(options: {
  /** The default repository: acme/docs. */
  owner?: string
  repo?: string
  /** More repositories (owner/repo) that exist. */
  repositories?: string[]
  tokens: Record<string, TokenSpec>
  /** Pull requests from elsewhere, read on each request: `(r, n) => sim.pull(r, n)`. */
  pulls?: (repository: string, number: number) => PullSource | undefined
  /** Requests to stall from the start (see `stall`). */
  stall?: StallRule
  /** Sees every exchange as checked (the contract check's own tests tamper with them). */
  onExchange?: (exchange: GitHubExchange) => void
}): Promise<GitHubStandIn> {
  const defaultRepo = `${options.owner ?? 'acme'}/${options.repo ?? 'docs'}`
  /** lower-case owner/repo -> the name as first given. */
  const repositories = new Map<string, string>()
  const known = (repository: string): string => {
    const key = repository.toLowerCase()
    if (!repositories.has(key)) repositories.set(key, repository)
    return repositories.get(key) as string
  }
  for (const repository of [defaultRepo, ...(options.repositories ?? [])]) known(repository)

  /** `<repo key>\n<login>` -> permission */
  const permissions = new Map<string, Permission>()
  const comments: StoredComment[] = []
  const reactions: LoggedReaction[] = []
  const statuses: StoredStatus[] = []
  const requests: LoggedRequest[] = []
  /** `<repo key>#<number>` */
  const addedPulls = new Map<string, PullSource>()
  const states = new Map<string, PullState>()
  /** `<repo key>\n<basehead>` */
  const comparisons = new Map<string, { commits: CompareCommit[]; files: CompareFile[] }>()
  const pullChanges = new Map<string, { commits: CompareCommit[]; files: CompareFile[] }>()
  let nextId = 9000
  let stallRule = options.stall
  let limitRule: RateLimitRule | undefined
  let limited = 0
  let interceptor: Interceptor | undefined
  const contract = githubContract()
  const observe = (exchange: GitHubExchange): void => {
    contract.observe(exchange)
    options.onExchange?.(exchange)
  }

  const numberKey = (repository: string, number: number): string =>
    `${repository.toLowerCase()}#${number}`
  const permissionOf = (repository: string, login: string): Permission | undefined =>
    permissions.get(`${repository.toLowerCase()}\n${login.toLowerCase()}`)
  const collaborator = (repository: string, login: string): boolean => {
    const permission = permissionOf(repository, login)
    return permission !== undefined && permission !== 'none'
  }
  const pullOf = (repository: string, number: number): PullSource | undefined =>
    addedPulls.get(numberKey(repository, number)) ?? options.pulls?.(repository, number)
  const stateOf = (repository: string, number: number): PullState => {
    const key = numberKey(repository, number)
    let state = states.get(key)
    if (!state) {
      state = {
        requestedReviewers: [],
        requestedTeams: [],
        labels: [],
        assignees: [],
        reviews: [],
        state: 'open',
        closedAt: null,
        headDeleted: false
      }
      states.set(key, state)
    }
    return state
  }
  /** Open or closed, and since when: a merged pull request is closed since its merge. */
  const statusOf = (
    repository: string,
    number: number
  ): { state: 'open' | 'closed'; closedAt: string | null } => {
    if (pullOf(repository, number)?.mergeCommit) {
      return { state: 'closed', closedAt: objects.MERGED_AT }
    }
    const { state, closedAt } = stateOf(repository, number)
    return { state, closedAt }
  }
  /** Closes pull request `number` now, unless it is closed already (or merged). */
  const close = (repository: string, number: number): void => {
    const state = stateOf(repository, number)
    if (statusOf(repository, number).state === 'closed') return
    state.state = 'closed'
    state.closedAt = isoSeconds(Date.now())
  }
  /** The pull request `number` of `repository`; throws when there is none. */
  const existingPull = (repository: string, number: number): PullSource => {
    const pull = pullOf(repository, number)
    if (!pull) throw new Error(`The stand-in has no pull request ${repository}#${number}`)
    return pull
  }

  const addComment = (
    issue: number,
    login: string,
    body: string,
    repository = defaultRepo
  ): StoredComment => {
    const name = known(repository)
    const id = nextId++
    const now = new Date().toISOString()
    // GitHub links a comment on a pull request under /pull/.
    const kind = pullOf(name, issue) ? 'pull' : 'issues'
    const comment: StoredComment = {
      id,
      repository: name,
      issue,
      body,
      login,
      type: userType(login),
      html_url: `https://github.com/${name}/${kind}/${issue}#issuecomment-${id}`,
      created_at: now,
      updated_at: now
    }
    comments.push(comment)
    return comment
  }
  const render = (c: StoredComment) => objects.issueComment(c)
  /**
   * One page of `all` as GitHub pages a listing: `per_page` (30 by default, at most 100) and
   * `page`, with a `Link` header of rel="prev", "next", "last" and "first", each where it leads
   * somewhere (GitHub's order).
   */
  const paged = <T>(
    all: T[],
    req: IncomingMessage,
    url: URL
  ): { page: T[]; headers: Record<string, string> } => {
    const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 30), 100)
    const page = Number(url.searchParams.get('page') ?? 1)
    const last = Math.max(1, Math.ceil(all.length / perPage))
    const at = (n: number): string => {
      const link = new URL(req.url ?? '/', `http://${req.headers.host}`)
      link.searchParams.set('page', String(n))
      return link.toString()
    }
    return {
      page: all.slice((page - 1) * perPage, page * perPage),
      headers: objects.pageLinks(page, last, at)
    }
  }
  const pullFields = (repository: string, pull: PullSource): objects.PullFields => {
    const state = stateOf(repository, pull.number)
    return {
      repository,
      number: pull.number,
      title: pull.title ?? `Pull request #${pull.number}`,
      author: pull.author ?? DEFAULT_AUTHOR,
      headRef: pull.headRef,
      headSha: pull.headSha,
      headRepository: pull.headRepository ?? repository,
      baseRef: pull.baseRef,
      mergeCommit: pull.mergeCommit,
      ...statusOf(repository, pull.number),
      requestedReviewers: state.requestedReviewers,
      requestedTeams: state.requestedTeams,
      labels: state.labels,
      assignees: state.assignees
    }
  }
  const renderPull = (repository: string, pull: PullSource, simple = false) =>
    objects.pullRequest(pullFields(repository, pull), simple)
  const renderIssue = (repository: string, number: number) => {
    const pull = pullOf(repository, number)
    const state = stateOf(repository, number)
    return objects.issue(repository, number, {
      title: pull ? pullFields(repository, pull).title : `Issue #${number}`,
      author: pull ? (pull.author ?? DEFAULT_AUTHOR) : 'octocat',
      labels: state.labels,
      assignees: state.assignees,
      pull: pull !== undefined,
      ...(pull ? statusOf(repository, number) : {})
    })
  }

  /**
   * PATCH …/pulls/{n}, once the token may write: `state` closes or reopens the pull request as
   * GitHub does, with its 422s (see the top of this file); the other fields GitHub takes (title,
   * body, base, maintainer_can_modify) are taken and not kept.
   */
  const updatePull = (repository: string, pull: PullSource, body: unknown, send: Send): void => {
    const wanted = (body as { state?: unknown } | undefined)?.state
    if (wanted !== undefined && wanted !== 'open' && wanted !== 'closed') {
      return send(422, objects.pullUpdateRefused({ code: 'invalid' }))
    }
    const state = stateOf(repository, pull.number)
    if (wanted === 'closed') close(repository, pull.number)
    if (wanted === 'open' && statusOf(repository, pull.number).state === 'closed') {
      if (pull.mergeCommit) {
        const message = objects.REOPEN_REFUSED.merged
        return send(422, objects.pullUpdateRefused({ code: 'custom', message }))
      }
      if (state.headDeleted) {
        const message = objects.REOPEN_REFUSED.headDeleted(pull.headRef)
        return send(422, objects.pullUpdateRefused({ code: 'custom', message }))
      }
      state.state = 'open'
      state.closedAt = null
    }
    send(200, renderPull(repository, pull))
  }

  /**
   * POST …/statuses/{sha}, once the token may write: GitHub's checks, each a 422 as GitHub gives
   * it (its REST description documents only the 201; github-contract.ts holds these 422s to its
   * `validation-error`), then the status is kept and answered.
   */
  const setStatus = (
    repository: string,
    sha: string,
    body: unknown,
    login: string,
    send: (status: number, data: unknown, headers?: Record<string, string>) => void
  ): void => {
    // The stand-in has every commit of a well-formed id (SHA-1 or SHA-256), and no other.
    if (!/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i.test(sha)) {
      return send(422, objects.error(422, `No commit found for SHA: ${sha}`, STATUS_DOCS))
    }
    const given = (body ?? {}) as Record<string, unknown>
    const refuse = (field: string | undefined, message: string, code = 'custom'): void =>
      send(422, statusRefused({ ...(field ? { field } : {}), code, message }))
    const texts = ['context', 'description', 'target_url'] as const
    const mistyped = texts.find((field) => given[field] != null && typeof given[field] !== 'string')
    if (mistyped) return refuse(mistyped, `${mistyped} is invalid`, 'invalid')
    const { context, description, target_url } = given as {
      [field in (typeof texts)[number]]?: string | null
    }
    const state = given.state
    if (typeof state !== 'string' || !STATUS_STATES.includes(state)) {
      return refuse('state', 'state is not included in the list')
    }
    // GitHub counts characters, not UTF-16 units: an emoji is one.
    if (typeof description === 'string' && [...description].length > MAX_STATUS_DESCRIPTION) {
      const limit = `maximum is ${MAX_STATUS_DESCRIPTION} characters`
      return refuse('description', `description is too long (${limit})`)
    }
    const name = context ? context : 'default'
    const sameContext = statuses.filter(
      (kept) =>
        kept.repository === repository &&
        kept.sha.toLowerCase() === sha.toLowerCase() &&
        kept.context.toLowerCase() === name.toLowerCase()
    )
    if (sameContext.length >= MAX_STATUSES_PER_CONTEXT) {
      return refuse(undefined, 'This SHA and context has reached the maximum number of statuses.')
    }
    const stored: StoredStatus = {
      id: nextId++,
      repository,
      sha,
      context: name,
      state: state as StatusState,
      description: description ?? null,
      target_url: target_url ?? null,
      login,
      order: statuses.length + 1
    }
    statuses.push(stored)
    const created_at = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z')
    send(201, objects.status({ ...stored, created_at }), {
      location: `https://api.github.com/repos/${repository}/statuses/${sha}`
    })
  }
  const statusesOf = (sha: string, repository = defaultRepo): StoredStatus[] => {
    const key = repository.toLowerCase()
    return statuses
      .filter(
        (s) => s.repository.toLowerCase() === key && s.sha.toLowerCase() === sha.toLowerCase()
      )
      .map((s) => ({ ...s }))
  }

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    let body: unknown
    try {
      body = text ? JSON.parse(text) : undefined
    } catch {
      body = text
    }
    const url = new URL(req.url ?? '/', 'http://localhost')
    const token = (req.headers.authorization ?? '').replace(/^(token|bearer) /i, '')
    const logged = { method: req.method ?? '', path: url.pathname, body, token }
    requests.push(logged)
    const exchange: GitHubExchange = {
      method: logged.method,
      path: logged.path,
      query: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries(
        Object.entries(req.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join(', ') : value
        ])
      ),
      body,
      status: 0,
      response: { headers: {}, text: '' }
    }
    const answer = (
      status: number,
      text: string,
      headers: Record<string, string> = {},
      offContract?: string
    ): void => {
      // GitHub answers JSON with its charset.
      const all = { 'content-type': 'application/json; charset=utf-8', ...headers }
      res.writeHead(status, all)
      res.end(text)
      observe({ ...exchange, status, response: { headers: all, text }, offContract })
    }
    if (interceptor) {
      const intercepted = await interceptor(logged)
      if (intercepted === 'stall') return observe(exchange)
      if (intercepted !== undefined) {
        const { status, body: data } = intercepted
        const text = typeof data === 'string' ? data : JSON.stringify(data)
        return answer(status, text, {}, 'intercept()')
      }
    }
    // A stalled request is read and logged, then left without an answer until close().
    if (stalls(stallRule, req.method ?? '', url.pathname)) return observe(exchange)
    const send = (status: number, data: unknown, headers: Record<string, string> = {}): void =>
      answer(status, JSON.stringify(data), headers)
    const spec = options.tokens[token]
    if (!spec) return send(401, objects.error(401, 'Bad credentials'))
    const forbidden = (): void =>
      send(403, objects.error(403, 'Resource not accessible by integration'))
    const path = url.pathname
    const method = req.method ?? ''
    if (
      limitRule !== undefined &&
      stalls(limitRule, method, path) &&
      (limitRule.times === undefined || limited < limitRule.times)
    ) {
      limited++
      return rateLimited(limitRule, send)
    }

    if (method === 'GET' && path === '/user') {
      return spec.installation ? forbidden() : send(200, objects.authenticatedUser(spec.login))
    }
    const repoMatch = /^\/repos\/([^/]+)\/([^/]+)(\/.*)?$/.exec(path)
    if (!repoMatch) return send(404, NOT_FOUND)
    const decode = (part: string): string => {
      try {
        return decodeURIComponent(part)
      } catch {
        return part
      }
    }
    const asked = `${decode(repoMatch[1]!)}/${decode(repoMatch[2]!)}`
    const key = asked.toLowerCase()
    const sees = (list: string[] | undefined): boolean =>
      list !== undefined && list.some((name) => name.toLowerCase() === key)
    // A token that cannot see a repository learns nothing of it, not even that it exists.
    if (spec.repos && !sees(spec.repos)) return send(404, NOT_FOUND)
    const repository = repositories.get(key)
    if (repository === undefined) return send(404, NOT_FOUND)
    /** Whether this token may write here; answers 403 itself when not. */
    const mayWrite = (): boolean => {
      if (spec.canWrite !== false && !sees(spec.readOnlyRepos)) return true
      forbidden()
      return false
    }
    const rest = repoMatch[3] ?? ''
    let m: RegExpExecArray | null

    if (method === 'GET' && (m = /^\/compare\/(.+)$/.exec(rest))) {
      const basehead = decode(m[1]!)
      const found = comparisons.get(`${repository.toLowerCase()}\n${basehead}`)
      if (!found) return send(404, objects.error(404, 'Not Found'))
      const paging = url.searchParams.has('per_page') || url.searchParams.has('page')
      // GitHub's description documents no Link header here: a reader pages by total_commits.
      const { page } = paging ? paged(found.commits, req, url) : { page: found.commits.slice(-250) }
      const first = !paging || Number(url.searchParams.get('page') ?? 1) === 1
      return send(
        200,
        comparison(repository, basehead, found, page, first ? found.files.slice(0, 300) : [])
      )
    }
    if (method === 'GET' && (m = /^\/collaborators\/([^/]+)\/permission$/.exec(rest))) {
      const login = decode(m[1]!)
      const permission = permissionOf(repository, login)
      if (!permission || permission === 'none') {
        return send(404, objects.error(404, `${login} is not a user`))
      }
      // The legacy `permission` field folds maintain into write and triage into read.
      const legacy =
        permission === 'maintain' ? 'write' : permission === 'triage' ? 'read' : permission
      return send(200, objects.collaboratorPermission(login, legacy, permission))
    }
    if ((m = /^\/issues\/(\d+)\/comments$/.exec(rest))) {
      const issue = Number(m[1])
      if (method === 'GET') {
        const all = comments.filter((c) => c.repository === repository && c.issue === issue)
        const { page, headers } = paged(all, req, url)
        return send(200, page.map(render), headers)
      }
      if (method === 'POST') {
        if (!mayWrite()) return
        const created = addComment(
          issue,
          spec.login,
          String((body as { body?: string })?.body ?? ''),
          repository
        )
        return send(201, render(created))
      }
    }
    if (
      (m = /^\/issues\/comments\/(\d+)$/.exec(rest)) &&
      (method === 'PATCH' || method === 'GET' || method === 'DELETE')
    ) {
      if (method !== 'GET' && !mayWrite()) return
      const id = Number(m[1])
      const comment = comments.find((c) => c.id === id && c.repository === repository)
      if (!comment) return send(404, NOT_FOUND)
      if (method === 'GET') return send(200, render(comment))
      if (method === 'DELETE') {
        comments.splice(comments.indexOf(comment), 1)
        return send(204, undefined)
      }
      // GitHub lets the author edit a comment, and anyone with write access to the repository
      // (its GraphQL CommentCannotEditReason: "You must be the author or have write access to
      // this repository to edit this comment"): a token that may write here passed mayWrite.
      comment.body = String((body as { body?: string })?.body ?? '')
      comment.updated_at = new Date().toISOString()
      return send(200, render(comment))
    }
    if ((m = /^\/(issues|pulls)\/comments\/(\d+)\/reactions$/.exec(rest)) && method === 'POST') {
      if (!mayWrite()) return
      const content = String((body as { content?: string })?.content ?? '')
      const kind = m[1] === 'issues' ? 'issue-comment' : 'review-comment'
      reactions.push({ commentId: Number(m[2]), content, login: spec.login, kind })
      return send(201, objects.reaction(reactions.length, content, spec.login))
    }
    if ((m = /^\/issues\/(\d+)\/labels$/.exec(rest)) && method === 'GET') {
      // The labels the stand-in keeps for the number (an issue or a pull request), in the order
      // added, paged as GitHub pages a listing.
      const labels = states.get(numberKey(repository, Number(m[1])))?.labels ?? []
      const { page, headers } = paged(labels, req, url)
      return send(
        200,
        page.map((name) => objects.label(repository, name)),
        headers
      )
    }
    if ((m = /^\/issues\/(\d+)\/labels$/.exec(rest)) && method === 'POST') {
      if (!mayWrite()) return
      // GitHub takes {labels: [...]} of names or of {name}; its description of the operation
      // also mentions a bare array (its schema does not: the contract check refuses one).
      const given: unknown[] = Array.isArray(body)
        ? body
        : Array.isArray((body as { labels?: unknown })?.labels)
          ? (body as { labels: unknown[] }).labels
          : []
      const names = given
        .map((label) =>
          typeof label === 'string' ? label : (label as { name?: unknown } | null)?.name
        )
        .filter((name): name is string => typeof name === 'string' && name !== '')
      const state = stateOf(repository, Number(m[1]))
      addUnique(state.labels, names)
      return send(
        200,
        state.labels.map((name) => objects.label(repository, name))
      )
    }
    if ((m = /^\/issues\/(\d+)\/labels\/([^/]+)$/.exec(rest)) && method === 'DELETE') {
      if (!mayWrite()) return
      // GitHub's label names are one in any case; the rest are answered, all of them.
      const name = decode(m[2]!).toLowerCase()
      const state = stateOf(repository, Number(m[1]))
      const at = state.labels.findIndex((label) => label.toLowerCase() === name)
      if (at < 0) return send(404, objects.labelMissing())
      state.labels.splice(at, 1)
      return send(
        200,
        state.labels.map((label) => objects.label(repository, label))
      )
    }
    if ((m = /^\/issues\/(\d+)\/assignees$/.exec(rest)) && method === 'POST') {
      if (!mayWrite()) return
      const number = Number(m[1])
      // GitHub silently leaves out those who cannot be assigned (here: no permission set).
      const logins = strings((body as { assignees?: unknown })?.assignees).filter((login) =>
        collaborator(repository, login)
      )
      addUnique(stateOf(repository, number).assignees, logins)
      return send(201, renderIssue(repository, number))
    }
    if ((m = /^\/statuses\/(.+)$/.exec(rest)) && method === 'POST') {
      if (!mayWrite()) return
      if (spec.canWriteStatuses === false) return forbidden()
      return setStatus(repository, decode(m[1]!), body, spec.login, send)
    }
    if ((m = /^\/commits\/([0-9a-f]{40})\/pulls$/.exec(rest)) && method === 'GET') {
      // The pull requests whose head or merge commit it is (of those added), as GitHub lists them.
      const sha = m[1]
      const pulls = [...addedPulls.entries()]
        .filter(([key]) => key.startsWith(`${repository.toLowerCase()}#`))
        .map(([, pull]) => pull)
        .filter((pull) => pull.headSha === sha || pull.mergeCommit === sha)
      return send(
        200,
        pulls.map((pull) => renderPull(repository, pull, true))
      )
    }
    if ((m = /^\/pulls\/(\d+)$/.exec(rest)) && method === 'GET') {
      const pull = pullOf(repository, Number(m[1]))
      return pull ? send(200, renderPull(repository, pull)) : send(404, NOT_FOUND)
    }
    if ((m = /^\/pulls\/(\d+)$/.exec(rest)) && method === 'PATCH') {
      if (!mayWrite()) return
      const pull = pullOf(repository, Number(m[1]))
      return pull ? updatePull(repository, pull, body, send) : send(404, NOT_FOUND)
    }
    if ((m = /^\/pulls\/(\d+)\/(commits|files)$/.exec(rest)) && method === 'GET') {
      const number = Number(m[1])
      if (!pullOf(repository, number)) return send(404, NOT_FOUND)
      const changes = pullChanges.get(numberKey(repository, number)) ?? { commits: [], files: [] }
      if (m[2] === 'commits') {
        // GitHub lists at most 250 commits of a pull request.
        const { page, headers } = paged(changes.commits.slice(0, 250), req, url)
        return send(
          200,
          page.map((c) => commitObject(repository, c)),
          headers
        )
      }
      // GitHub lists at most 3000 files of a pull request.
      const { page, headers } = paged(changes.files.slice(0, 3000), req, url)
      const head = changes.commits.at(-1)?.sha ?? 'h'.repeat(40)
      return send(
        200,
        page.map((f, i) => diffEntry(repository, head, f, i)),
        headers
      )
    }
    if ((m = /^\/pulls\/(\d+)\/reviews$/.exec(rest)) && method === 'GET') {
      const number = Number(m[1])
      if (!pullOf(repository, number)) return send(404, NOT_FOUND)
      // Oldest first, paged as GitHub pages them.
      const { page, headers } = paged(stateOf(repository, number).reviews, req, url)
      return send(
        200,
        page.map((review) => objects.review({ ...review, repository, number })),
        headers
      )
    }
    if ((m = /^\/pulls\/(\d+)\/reviews\/(\d+)(\/comments)?$/.exec(rest)) && method === 'GET') {
      const number = Number(m[1])
      const review = pullOf(repository, number)
        ? stateOf(repository, number).reviews.find((r) => r.id === Number(m![2]))
        : undefined
      if (!review) return send(404, NOT_FOUND)
      if (!m[3]) return send(200, objects.review({ ...review, repository, number }, true))
      const { page, headers } = paged(review.comments, req, url)
      const listed = page.map((comment) =>
        objects.reviewComment({
          ...comment,
          reviewId: review.id,
          repository,
          number,
          login: review.login,
          commitId: review.commitId
        })
      )
      return send(200, listed, headers)
    }
    if ((m = /^\/pulls\/(\d+)\/requested_reviewers$/.exec(rest)) && method === 'POST') {
      if (!mayWrite()) return
      const number = Number(m[1])
      const pull = pullOf(repository, number)
      if (!pull) return send(404, NOT_FOUND)
      const reviewers = strings((body as { reviewers?: unknown })?.reviewers)
      const teams = strings((body as { team_reviewers?: unknown })?.team_reviewers)
      const author = (pull.author ?? DEFAULT_AUTHOR).toLowerCase()
      if (reviewers.some((login) => login.toLowerCase() === author)) {
        return send(422, objects.error(422, 'Review cannot be requested from pull request author.'))
      }
      if (!reviewers.every((login) => collaborator(repository, login))) {
        return send(
          422,
          objects.error(
            422,
            `Reviews may only be requested from collaborators. One or more of the users or teams you specified is not a collaborator of the ${repository} repository.`
          )
        )
      }
      const state = stateOf(repository, number)
      addUnique(state.requestedReviewers, reviewers)
      addUnique(state.requestedTeams, teams)
      return send(201, renderPull(repository, pull, true))
    }
    send(404, NOT_FOUND)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  const standIn: GitHubStandIn = {
    url: `http://127.0.0.1:${port}`,
    requests,
    comments,
    reactions,
    statuses,
    statusesOf,
    latestStatus: (sha, context, repository) =>
      statusesOf(sha, repository)
        .filter((s) => s.context.toLowerCase() === context.toLowerCase())
        .at(-1),
    setPermission: (login, permission, repository = defaultRepo) => {
      permissions.set(`${known(repository).toLowerCase()}\n${login.toLowerCase()}`, permission)
    },
    addComment,
    addPull: (repository, pull) => {
      addedPulls.set(numberKey(known(repository), pull.number), { ...pull })
    },
    addReview: (repository, number, review) => {
      const name = known(repository)
      const pull = pullOf(name, number)
      if (!pull) throw new Error(`The stand-in has no pull request ${name}#${number}`)
      const stored: StoredReview = {
        id: nextId++,
        login: review.login,
        state: review.state,
        commitId: review.commitId ?? pull.headSha,
        body: review.body ?? '',
        comments: (review.comments ?? []).map((comment) => ({
          id: nextId++,
          path: comment.path,
          line: comment.line,
          body: comment.body,
          diffHunk: comment.diffHunk ?? '@@ -1,3 +1,4 @@\n # Docs\n+A new line.'
        }))
      }
      const state = stateOf(name, number)
      state.reviews.push(stored)
      if (review.state !== 'PENDING') {
        const login = review.login.toLowerCase()
        state.requestedReviewers = state.requestedReviewers.filter(
          (requested) => requested.toLowerCase() !== login
        )
      }
      return { ...stored, comments: stored.comments.map((comment) => ({ ...comment })) }
    },
    setPullChanges: (repository, number, changes) => {
      pullChanges.set(numberKey(known(repository), number), {
        commits: changes.commits.map((c) => ({ ...c })),
        files: changes.files.map((f) => ({ ...f }))
      })
    },
    setCompare: (repository, basehead, comparison) => {
      comparisons.set(`${known(repository).toLowerCase()}\n${basehead}`, {
        commits: comparison.commits.map((c) => ({ ...c })),
        files: comparison.files.map((f) => ({ ...f }))
      })
    },
    pullState: (repository, number) => {
      const state = stateOf(repository, number)
      return {
        requestedReviewers: [...state.requestedReviewers],
        requestedTeams: [...state.requestedTeams],
        labels: [...state.labels],
        assignees: [...state.assignees],
        reviews: state.reviews.map((review) => ({
          ...review,
          comments: review.comments.map((comment) => ({ ...comment }))
        })),
        ...statusOf(repository, number),
        headDeleted: state.headDeleted
      }
    },
    closePull: (repository, number) => {
      const name = known(repository)
      existingPull(name, number)
      close(name, number)
    },
    reopenPull: (repository, number) => {
      const name = known(repository)
      existingPull(name, number)
      const state = stateOf(name, number)
      state.state = 'open'
      state.closedAt = null
    },
    deleteHeadBranch: (repository, number) => {
      const name = known(repository)
      existingPull(name, number)
      stateOf(name, number).headDeleted = true
      close(name, number)
    },
    stall: (rule) => {
      stallRule = rule
    },
    rateLimit: (rule) => {
      limitRule = rule
      limited = 0
    },
    intercept: (fn) => {
      interceptor = fn
    },
    violations: contract.violations,
    assertContract: () => contract.assertClean(),
    close: async () => {
      live.delete(standIn)
      await new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
      contract.assertClean()
    }
  }
  live.add(standIn)
  return standIn
}

/** A commit as GitHub lists it (`commit`: compare, a pull request's commits). */
function commitObject(repository: string, c: CompareCommit) {
  const api = `https://api.github.com/repos/${repository}`
  const web = `https://github.com/${repository}`
  const name = c.name ?? c.login ?? 'A. Writer'
  const person = {
    name,
    email: `${name.replace(/\W+/g, '.')}@example.com`,
    date: '2026-01-02T03:04:05Z'
  }
  return {
    url: `${api}/commits/${c.sha}`,
    sha: c.sha,
    node_id: Buffer.from(`commit:${c.sha}`).toString('base64'),
    html_url: `${web}/commit/${c.sha}`,
    comments_url: `${api}/commits/${c.sha}/comments`,
    commit: {
      url: `${api}/git/commits/${c.sha}`,
      author: person,
      committer: person,
      message: c.message,
      comment_count: 0,
      tree: { sha: c.sha, url: `${api}/git/trees/${c.sha}` }
    },
    author: c.login ? objects.user(c.login) : null,
    committer: c.login ? objects.user(c.login) : null,
    parents: []
  }
}

/** A changed file as GitHub lists it (`diff-entry`: compare, a pull request's files). */
function diffEntry(repository: string, head: string, f: CompareFile, i: number) {
  const api = `https://api.github.com/repos/${repository}`
  const web = `https://github.com/${repository}`
  const sha = (i + 1).toString(16).padStart(40, 'a')
  const additions = f.additions ?? 0
  const deletions = f.deletions ?? 0
  return {
    sha,
    filename: f.filename,
    status: f.status ?? 'modified',
    additions,
    deletions,
    changes: additions + deletions,
    blob_url: `${web}/blob/${head}/${encodeURIComponent(f.filename)}`,
    raw_url: `${web}/raw/${head}/${encodeURIComponent(f.filename)}`,
    contents_url: `${api}/contents/${encodeURIComponent(f.filename)}?ref=${head}`,
    ...(f.patch !== undefined ? { patch: f.patch } : {}),
    ...(f.previous_filename !== undefined ? { previous_filename: f.previous_filename } : {})
  }
}

/** A `commit-comparison` as GitHub answers it: `commits` (one page) and `files`. */
function comparison(
  repository: string,
  basehead: string,
  all: { commits: CompareCommit[] },
  commits: CompareCommit[],
  files: CompareFile[]
) {
  const api = `https://api.github.com/repos/${repository}`
  const web = `https://github.com/${repository}`
  const [base = '', head = ''] = basehead.split('...')
  const baseCommit = commitObject(repository, {
    sha: /^[0-9a-f]{40}$/.test(base) ? base : 'b'.repeat(40),
    message: 'The base'
  })
  return {
    url: `${api}/compare/${basehead}`,
    html_url: `${web}/compare/${basehead}`,
    permalink_url: `${web}/compare/${basehead}`,
    diff_url: `${web}/compare/${basehead}.diff`,
    patch_url: `${web}/compare/${basehead}.patch`,
    base_commit: baseCommit,
    merge_base_commit: baseCommit,
    status: 'ahead',
    ahead_by: all.commits.length,
    behind_by: 0,
    total_commits: all.commits.length,
    commits: commits.map((c) => commitObject(repository, c)),
    files: files.map((f, i) => diffEntry(repository, head, f, i))
  }
}

/** GitHub's answer over a rate limit (docs.github.com, "Rate limits for the REST API"). */
function rateLimited(
  rule: RateLimitRule,
  send: (status: number, data: unknown, headers?: Record<string, string>) => void
): void {
  const status = rule.status ?? 403
  const docs = 'https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api'
  if (rule.kind === 'primary') {
    const reset = Math.ceil(Date.now() / 1000) + (rule.resetIn ?? 3600)
    return send(
      status,
      objects.error(status, 'API rate limit exceeded for installation ID 4242.', docs),
      {
        'x-ratelimit-limit': '5000',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(reset),
        'x-ratelimit-used': '5000',
        'x-ratelimit-resource': 'core',
        ...(rule.retryAfter !== undefined ? { 'retry-after': String(rule.retryAfter) } : {})
      }
    )
  }
  send(
    status,
    objects.error(
      status,
      'You have exceeded a secondary rate limit and have been temporarily blocked from content creation. Please retry your request again later.',
      docs
    ),
    rule.retryAfter !== undefined ? { 'retry-after': String(rule.retryAfter) } : {}
  )
}
