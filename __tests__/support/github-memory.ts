// An in-memory GitHub on a virtual clock, for several runs of the agent action in-process at once:
// the REST endpoints a run uses on one repository (acme/docs), answered through the `fetch` each
// run's Octokit is given, with objects built from GitHub's own example answers (github-objects.ts)
// so that every answer has GitHub's shape; github-contract.ts can check each exchange.
//
// - Issue comments: ids that grow, `created_at` on the virtual clock; listed oldest first, paged
//   as GitHub pages them (`per_page`, 30 by default and at most 100, `page`, and a `Link` header
//   of rel="prev", "next", "last", "first" where each applies); GET, PATCH and DELETE of one
//   comment; a deleted comment (deleteComment: someone deletes it on GitHub) answers 404.
// - The collaborator permission API, reactions on comments (201; 200 with the one that exists
//   when the token reacted so already, as GitHub answers), pull requests (GET), and
//   `GET /user`, which an installation token may not call (403): its comments are the bot's.
// - Labels of any issue or pull request number, kept: added (POST, once each in any case), listed
//   (GET, paged as comments are) and taken off one at a time (DELETE …/labels/{name}: 200 with the
//   labels left, GitHub's 404 "Label does not exist" when it does not carry it). A pull request
//   (`pullExists`) is closed and reopened with PATCH …/pulls/{n} `{state}`, GET shows its labels
//   and state, and GitHub's refusals are GitHub's 422 "Validation Failed": reopening a merged one
//   (`mergePull`) or one whose head branch is gone (`deleteHeadBranch`, which closes it when open,
//   as on GitHub). `closePull` closes one as a person on GitHub does. Each such write through the
//   API is in `issueWrites`, with the tag of its fetch; `pullState(n)` shows what is kept.
//   A DELETE of a comment answers 204 (GitHub's description of that operation is not in the
//   extract, openapi/github/: a run that calls it needs it added there).
// - Latency: each call takes `latency()` of virtual time, split in two: the request reaches
//   GitHub after the first part (only then does a write take effect, and a read see the state),
//   and the answer comes back after the second. A call its caller gives up on (its signal) in the
//   first part never reaches GitHub; in the second, it did.
//
// Every write to a comment is recorded with the body before and after it and the tag of the fetch
// it came through (one per run and per post step), so a check can tell who dropped what.
import { requestOf, seenOf } from './fetch-request.js'
import * as objects from './github-objects.js'
import type { GitHubExchange } from './github-contract.js'
import type { Permission } from './github-standin.js'
import type { VirtualClock } from './virtual-clock.js'

export const REPOSITORY = 'acme/docs'
/** The login of `github.token`'s installation: what a run's comments are written as. */
export const BOT = 'github-actions[bot]'
const API = 'https://api.github.com'

export interface MemoryComment {
  id: number
  issue: number
  body: string
  login: string
  created_at: string
  updated_at: string
  /** Virtual time it was deleted at. */
  deletedAt?: number
}

export interface CommentWrite {
  /** Virtual time it took effect. */
  at: number
  /** The fetch it came through (a run, a post step). */
  by: string
  method: 'POST' | 'PATCH' | 'DELETE'
  id: number
  status: number
  /** The body before (PATCH of a comment that exists) and after. */
  before?: string
  after?: string
}

/** A write to an issue's labels or a pull request's state, through the API. */
export interface IssueWrite {
  /** Virtual time it reached GitHub. */
  at: number
  /** The fetch it came through (a run, a post step). */
  by: string
  method: 'POST' | 'DELETE' | 'PATCH'
  /** The path after the repository: `/issues/12/labels/waiting-for-code`, `/pulls/12`. */
  path: string
  body: unknown
  status: number
}

/** What the memory keeps of an issue or pull request number. */
export interface MemoryPullState {
  labels: string[]
  /** `closed` once closed or merged. */
  state: 'open' | 'closed'
  /** GitHub's time format, on the virtual clock; null while open. */
  closedAt: string | null
  /** Merged (`mergePull`), with this merge commit; null otherwise. */
  mergeCommit: string | null
  /** Its head branch was deleted (`deleteHeadBranch`): reopening it answers 422. */
  headDeleted: boolean
}

/** The head branch of every pull request of the memory. */
export const HEAD_REF = 'docs-agent/job_1'

export interface GitHubMemoryOptions {
  /** login -> permission on acme/docs (others: not a collaborator). */
  permissions: Record<string, Permission>
  /** Each call's latency in virtual ms: [to GitHub, back]. */
  latency?(): [number, number]
  /** The pull requests that exist (their numbers). */
  pullExists?(number: number): boolean
  /** Sees every exchange as answered (e.g. github-contract.ts's observe). */
  onExchange?(exchange: GitHubExchange): void
}

/** GitHub's time format: seconds, `Z`. */
const isoSeconds = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')

export class GitHubMemory {
  readonly comments: MemoryComment[] = []
  readonly writes: CommentWrite[] = []
  readonly reactions: { commentId: number; content: string; by: string }[] = []
  /** Every reaction asked for, one already there too (GitHub answers it 200, adding none). */
  readonly reactionPosts: { commentId: number; by: string }[] = []
  private nextId = 1_000_001
  /** Called with each comment created through the API (a scenario may wait for the first). */
  onCreated?: (comment: MemoryComment) => void

  constructor(
    private readonly clock: VirtualClock,
    private readonly options: GitHubMemoryOptions
  ) {}

  /** The commit statuses set, in order, and by which step. */
  readonly statuses: { sha: string; state: string; context: string; by: string }[] = []
  /** Every write to labels or a pull request's state through the API, in order. */
  readonly issueWrites: IssueWrite[] = []
  /** Issue or pull request number -> what is kept of it. */
  private readonly kept = new Map<number, MemoryPullState>()

  /** A copy of what is kept of issue or pull request `number`. */
  pullState(number: number): MemoryPullState {
    const kept = this.stateOf(number)
    return { ...kept, labels: [...kept.labels] }
  }

  /** Someone closes pull request `number` on GitHub (not through the API). */
  closePull(number: number): void {
    this.close(this.existingPull(number))
  }

  /** Someone deletes the head branch of pull request `number`: GitHub closes it when open. */
  deleteHeadBranch(number: number): void {
    const kept = this.existingPull(number)
    this.close(kept)
    kept.headDeleted = true
  }

  /** Someone merges pull request `number` (open), now. Throws when it is closed. */
  mergePull(number: number, mergeCommit = number.toString(16).padStart(40, 'c')): void {
    const kept = this.existingPull(number)
    if (kept.state === 'closed') throw new Error(`Pull request #${number} is closed: GitHub merges only an open one`) // prettier-ignore
    this.close(kept)
    kept.mergeCommit = mergeCommit
  }

  private stateOf(number: number): MemoryPullState {
    let kept = this.kept.get(number)
    if (!kept) {
      kept = { labels: [], state: 'open', closedAt: null, mergeCommit: null, headDeleted: false }
      this.kept.set(number, kept)
    }
    return kept
  }

  private existingPull(number: number): MemoryPullState {
    if (!this.options.pullExists?.(number)) throw new Error(`The memory has no pull request #${number}`) // prettier-ignore
    return this.stateOf(number)
  }

  private close(kept: MemoryPullState): void {
    if (kept.state === 'closed') return
    kept.state = 'closed'
    kept.closedAt = isoSeconds(this.clock.now())
  }

  /** A comment someone writes on the issue now (not through the API). */
  addComment(issue: number, login: string, body: string): MemoryComment {
    const now = isoSeconds(this.clock.now())
    const comment = {
      id: this.nextId++,
      issue,
      body,
      login,
      created_at: now,
      updated_at: now
    }
    this.comments.push(comment)
    return comment
  }

  /** Someone deletes the comment on GitHub. */
  deleteComment(id: number): void {
    const comment = this.comments.find((c) => c.id === id && c.deletedAt === undefined)
    if (comment) comment.deletedAt = this.clock.now()
  }

  /** The comments of an issue that exist now, oldest first. */
  commentsOf(issue: number): MemoryComment[] {
    return this.comments.filter((c) => c.issue === issue && c.deletedAt === undefined)
  }

  /** Octokit's transport for one run (or post step): every request it sends is tagged `tag`. */
  fetchFor(tag: string): typeof globalThis.fetch {
    const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
      const request = requestOf(input, init)
      const { url, method, body, signal } = request
      const [there, back] = this.options.latency?.() ?? [0, 0]
      if (signal?.aborted) throw signal.reason
      if (there > 0) await this.clock.sleep(there, signal)
      const answer = this.answer(method, url, body, tag)
      const headers = { 'content-type': 'application/json; charset=utf-8', ...answer.headers }
      const answerText = answer.body === undefined ? '' : JSON.stringify(answer.body)
      this.options.onExchange?.({
        ...seenOf(request),
        status: answer.status,
        response: { headers, text: answerText }
      })
      if (back > 0) await this.clock.sleep(back, signal)
      return new Response(answer.status === 204 ? null : answerText, {
        status: answer.status,
        headers
      })
    }
    return fetch as typeof globalThis.fetch
  }

  private answer(
    method: string,
    url: URL,
    body: unknown,
    tag: string
  ): { status: number; body?: unknown; headers?: Record<string, string> } {
    const notFound = { status: 404, body: objects.error(404, 'Not Found') }
    const path = url.pathname
    if (method === 'GET' && path === '/user') {
      return { status: 403, body: objects.error(403, 'Resource not accessible by integration') }
    }
    const prefix = `/repos/${REPOSITORY}`
    if (!path.startsWith(`${prefix}/`)) return notFound
    const rest = path.slice(prefix.length)
    const text = String((body as { body?: unknown } | undefined)?.body ?? '')
    let m: RegExpExecArray | null

    if (method === 'GET' && (m = /^\/collaborators\/([^/]+)\/permission$/.exec(rest))) {
      const login = decodeURIComponent(m[1]!)
      const role = Object.entries(this.options.permissions).find(
        ([name]) => name.toLowerCase() === login.toLowerCase()
      )?.[1]
      if (!role || role === 'none') {
        return { status: 404, body: objects.error(404, `${login} is not a user`) }
      }
      const legacy = role === 'maintain' ? 'write' : role === 'triage' ? 'read' : role
      return { status: 200, body: objects.collaboratorPermission(login, legacy, role) }
    }
    if ((m = /^\/issues\/(\d+)\/comments$/.exec(rest))) {
      const issue = Number(m[1])
      if (method === 'GET') return this.listed(this.commentsOf(issue), url, (c) => this.render(c))
      if (method === 'POST') {
        const comment = this.addComment(issue, BOT, text)
        this.writes.push({
          at: this.clock.now(),
          by: tag,
          method: 'POST',
          id: comment.id,
          status: 201,
          after: text
        })
        this.onCreated?.(comment)
        return { status: 201, body: this.render(comment) }
      }
    }
    if (
      (m = /^\/issues\/comments\/(\d+)$/.exec(rest)) &&
      (method === 'GET' || method === 'PATCH')
    ) {
      const id = Number(m[1])
      const comment = this.comments.find((c) => c.id === id && c.deletedAt === undefined)
      if (method === 'PATCH') {
        this.writes.push({
          at: this.clock.now(),
          by: tag,
          method: 'PATCH',
          id,
          status: comment ? 200 : 404,
          ...(comment ? { before: comment.body, after: text } : {})
        })
      }
      if (!comment) return notFound
      if (method === 'PATCH') {
        comment.body = text
        comment.updated_at = isoSeconds(this.clock.now())
      }
      return { status: 200, body: this.render(comment) }
    }
    if ((m = /^\/issues\/comments\/(\d+)$/.exec(rest)) && method === 'DELETE') {
      const id = Number(m[1])
      const comment = this.comments.find((c) => c.id === id && c.deletedAt === undefined)
      this.writes.push({
        at: this.clock.now(),
        by: tag,
        method: 'DELETE',
        id,
        status: comment ? 204 : 404,
        ...(comment ? { before: comment.body } : {})
      })
      if (!comment) return notFound
      comment.deletedAt = this.clock.now()
      return { status: 204 }
    }
    if ((m = /^\/issues\/comments\/(\d+)\/reactions$/.exec(rest)) && method === 'POST') {
      const id = Number(m[1])
      if (!this.comments.some((c) => c.id === id && c.deletedAt === undefined)) return notFound
      const content = String((body as { content?: unknown } | undefined)?.content ?? '')
      this.reactionPosts.push({ commentId: id, by: tag })
      // The token's reaction of that content is one: GitHub answers 200 with it when it exists.
      const index = this.reactions.findIndex((r) => r.commentId === id && r.content === content)
      if (index >= 0) return { status: 200, body: objects.reaction(index + 1, content, BOT) }
      this.reactions.push({ commentId: id, content, by: tag })
      return { status: 201, body: objects.reaction(this.reactions.length, content, BOT) }
    }
    if ((m = /^\/statuses\/([0-9a-f]{40}|[0-9a-f]{64})$/.exec(rest)) && method === 'POST') {
      const given = (body ?? {}) as Record<string, unknown>
      const state = String(given.state ?? '')
      const description = typeof given.description === 'string' ? given.description : null
      // GitHub refuses a description over 140 characters (its answer, not its description).
      if (
        !['error', 'failure', 'pending', 'success'].includes(state) ||
        [...(description ?? '')].length > 140
      ) {
        return { status: 422, body: objects.error(422, 'Validation Failed') }
      }
      this.statuses.push({
        sha: m[1]!,
        state,
        context: String(given.context ?? 'default'),
        by: tag
      })
      return {
        status: 201,
        body: objects.status({
          id: this.statuses.length,
          repository: REPOSITORY,
          sha: m[1]!,
          state,
          context: String(given.context ?? 'default'),
          description,
          target_url: typeof given.target_url === 'string' ? given.target_url : null,
          login: BOT,
          created_at: isoSeconds(this.clock.now())
        })
      }
    }
    const labelsOrPull = this.labelsOrPull(method, rest, body, url)
    if (labelsOrPull) {
      if (method !== 'GET') {
        const write = { at: this.clock.now(), by: tag, path: rest, body }
        this.issueWrites.push({ ...write, method: method as IssueWrite['method'], status: labelsOrPull.status }) // prettier-ignore
      }
      return labelsOrPull
    }
    return notFound
  }

  /** The labels of an issue (GET, POST, DELETE one) and a pull request (GET, PATCH). */
  private labelsOrPull(
    method: string,
    rest: string,
    body: unknown,
    url: URL
  ): { status: number; body: unknown; headers?: Record<string, string> } | undefined {
    let m: RegExpExecArray | null
    if ((m = /^\/issues\/(\d+)\/labels$/.exec(rest)) && (method === 'GET' || method === 'POST')) {
      const kept = this.stateOf(Number(m[1]))
      if (method === 'POST') {
        const given = (body as { labels?: unknown } | undefined)?.labels
        const names = (Array.isArray(given) ? given : [])
          .map((item) => (typeof item === 'string' ? item : (item as { name?: unknown })?.name))
          .filter((name): name is string => typeof name === 'string' && name !== '')
        for (const name of names) {
          if (!kept.labels.some((l) => l.toLowerCase() === name.toLowerCase())) kept.labels.push(name) // prettier-ignore
        }
        return { status: 200, body: kept.labels.map((name) => objects.label(REPOSITORY, name)) }
      }
      return this.listed(kept.labels, url, (name) => objects.label(REPOSITORY, name))
    }
    if ((m = /^\/issues\/(\d+)\/labels\/([^/]+)$/.exec(rest)) && method === 'DELETE') {
      const kept = this.stateOf(Number(m[1]))
      const name = decodeURIComponent(m[2]!).toLowerCase()
      const at = kept.labels.findIndex((label) => label.toLowerCase() === name)
      if (at < 0) return { status: 404, body: objects.labelMissing() }
      kept.labels.splice(at, 1)
      return { status: 200, body: kept.labels.map((label) => objects.label(REPOSITORY, label)) }
    }
    if ((m = /^\/pulls\/(\d+)$/.exec(rest)) && (method === 'GET' || method === 'PATCH')) {
      const number = Number(m[1])
      if (!this.options.pullExists?.(number)) {
        return { status: 404, body: objects.error(404, 'Not Found') }
      }
      const refused = method === 'PATCH' ? this.update(number, body) : undefined
      return refused ?? { status: 200, body: this.renderPull(number) }
    }
    return undefined
  }

  /** PATCH …/pulls/{n}: its `state` changed as GitHub changes it; undefined once done. */
  private update(number: number, body: unknown): { status: number; body: unknown } | undefined {
    const wanted = (body as { state?: unknown } | undefined)?.state
    if (wanted !== undefined && wanted !== 'open' && wanted !== 'closed') {
      return { status: 422, body: objects.pullUpdateRefused({ code: 'invalid' }) }
    }
    const kept = this.stateOf(number)
    if (wanted === 'closed') this.close(kept)
    if (wanted === 'open' && kept.state === 'closed') {
      const why = kept.mergeCommit
        ? objects.REOPEN_REFUSED.merged
        : kept.headDeleted
          ? objects.REOPEN_REFUSED.headDeleted(HEAD_REF)
          : undefined
      if (why) return { status: 422, body: objects.pullUpdateRefused({ code: 'custom', message: why }) } // prettier-ignore
      kept.state = 'open'
      kept.closedAt = null
    }
    return undefined
  }

  private renderPull(number: number) {
    const kept = this.stateOf(number)
    return objects.pullRequest({
      repository: REPOSITORY,
      number,
      title: `Docs for turn ${number}`,
      author: 'docs-agent[bot]',
      headRef: HEAD_REF,
      headSha: number.toString(16).padStart(40, 'a'),
      headRepository: REPOSITORY,
      baseRef: 'main',
      requestedReviewers: [],
      requestedTeams: [],
      labels: kept.labels,
      assignees: [],
      state: kept.state,
      closedAt: kept.closedAt,
      ...(kept.mergeCommit ? { mergeCommit: kept.mergeCommit } : {})
    })
  }

  /** One page of `all` as GitHub pages a listing, with its `Link` header. */
  private listed<T>(
    all: T[],
    url: URL,
    render: (item: T) => unknown
  ): { status: number; body: unknown; headers: Record<string, string> } {
    const perPage = Math.min(Math.max(Number(url.searchParams.get('per_page') ?? 30) || 30, 1), 100)
    const page = Math.max(Number(url.searchParams.get('page') ?? 1) || 1, 1)
    const last = Math.max(1, Math.ceil(all.length / perPage))
    const at = (n: number): string => {
      const link = new URL(`${API}${url.pathname}`)
      link.searchParams.set('per_page', String(perPage))
      link.searchParams.set('page', String(n))
      return link.toString()
    }
    return {
      status: 200,
      body: all.slice((page - 1) * perPage, page * perPage).map(render),
      headers: objects.pageLinks(page, last, at)
    }
  }

  private render(comment: MemoryComment) {
    return objects.issueComment({
      id: comment.id,
      repository: REPOSITORY,
      issue: comment.issue,
      body: comment.body,
      login: comment.login,
      html_url: `https://github.com/${REPOSITORY}/issues/${comment.issue}#issuecomment-${comment.id}`,
      created_at: comment.created_at,
      updated_at: comment.updated_at
    })
  }
}
