/**
 * The triggering event, read from the runner's event payload (GITHUB_EVENT_NAME,
 * GITHUB_EVENT_PATH) into what the agent action needs: which issue or pull request, who
 * triggered it, and the text that becomes context. Payload fields are checked, not trusted.
 */
import { readFileSync } from 'node:fs'
import { keepHead } from './cut.js'

export interface Actor {
  login: string
  /** `Bot` for apps and bots (their logins end in `[bot]`). */
  isBot: boolean
}

export interface IssueLike {
  number: number
  title: string
  body: string
  url: string
  author: string
  isPullRequest: boolean
}

export type GitHubEvent =
  | {
      kind: 'issues' | 'pull_request'
      action: string
      issue: IssueLike
      sender: Actor
      /** When the event happened: the issue's or pull request's `updated_at`, which it moved. */
      at?: string
      label?: string
      /** A pull request's change: what include-changes reads, and whether it merged. */
      pull?: PullChange
    }
  | {
      kind: 'issue_comment'
      action: string
      issue: IssueLike
      sender: Actor
      comment: { id: number; body: string; url: string; author: Actor }
      /** When the comment was made. */
      at?: string
    }
  | {
      /** pull_request_review (a review's text) or pull_request_review_comment (a line's). */
      kind: 'review'
      name: 'pull_request_review' | 'pull_request_review_comment'
      action: string
      issue: IssueLike
      sender: Actor
      review: ReviewText
      /** When the review was submitted, or the line comment made. */
      at?: string
    }
  /** Any other event; a `push` carries its range (read only with `include-changes`). */
  | { kind: 'other'; name: string; sender?: Actor; push?: PushRange }
  /** An event we act on whose payload lacks what its name promises: skipped, nothing sent. */
  | { kind: 'invalid'; name: string; missing: string }

export interface ReviewText {
  /** The review's or the review comment's id. */
  id: number
  /** '' for a review without text (an approval, say). */
  body: string
  url: string
  author: Actor
  /** A line comment: where it sits, as the reviewer saw it. */
  line?: { path: string; line: number; diffHunk: string }
  /**
   * A line comment: the review it belongs to (`pull_request_review_id`). GitHub makes a review
   * for every line comment, a single one too; undefined when the payload names none.
   */
  reviewId?: number
}

/** What a `pull_request` event says of the pull request's change. */
export interface PullChange {
  /** `closed` with `merged: true`. */
  merged: boolean
  /** The merge commit of a merged pull request; '' otherwise. */
  mergeCommit: string
  /** The commits GitHub counts (0 when the payload says nothing). */
  commits: number
  /** The branch merged into (`main`), as its name is: untrusted text. */
  baseRef: string
  /** `synchronize`: the head before and after the push to the pull request; '' otherwise. */
  before: string
  after: string
  /** Who opened the pull request; undefined when the payload names nobody. */
  author?: Actor
  /** `owner/repo` the pull request is in (its base), and whether its head is in a fork. */
  repository: string
  fromFork: boolean
  /** The head commit as the event saw it ('' when the payload has none). */
  head: string
  /** The names of its labels as the event saw them (at most 100). */
  labels: string[]
}

/** What a `push` event says of the commits it moved its ref over. */
export interface PushRange {
  /** `refs/heads/main`, `refs/tags/v1`. */
  ref: string
  /** The commit the ref was at; '' when there was none (a new branch or tag). */
  before: string
  /** The commit the ref is at now; '' when the ref was deleted. */
  after: string
  /** The push created the ref. */
  created: boolean
  /** The push deleted the ref. */
  deleted: boolean
  /** The repository's default branch (`main`); '' when the payload names none. */
  defaultBranch: string
}

type Json = Record<string, unknown>

const obj = (value: unknown): Json =>
  value !== null && typeof value === 'object' ? (value as Json) : {}
const str = (value: unknown): string => (typeof value === 'string' ? value : '')
const num = (value: unknown): number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0

function actor(value: unknown): Actor | undefined {
  const user = obj(value)
  const login = str(user.login)
  if (!login) return undefined
  return { login, isBot: user.type === 'Bot' || login.endsWith('[bot]') }
}

function issueLike(value: unknown, isPullRequest: boolean): IssueLike | undefined {
  const issue = obj(value)
  const number = num(issue.number)
  if (!number) return undefined
  return {
    number,
    title: str(issue.title),
    body: str(issue.body),
    url: str(issue.html_url),
    author: str(obj(issue.user).login),
    isPullRequest: isPullRequest || issue.pull_request !== undefined
  }
}

/** A time the payload gives, rebuilt as our own ISO 8601; undefined for anything else. */
function timeOf(value: unknown): string | undefined {
  const ms = typeof value === 'string' ? Date.parse(value) : NaN
  return Number.isFinite(ms) ? new Date(ms).toISOString() : undefined
}

/** The events whose payload we read; any other is `other` (prompt inputs alone). */
export const READ_EVENTS = [
  'issues',
  'pull_request',
  'pull_request_target',
  'issue_comment',
  'pull_request_review',
  'pull_request_review_comment'
]

/**
 * Parses an event payload. Events this action does not read become `other`; one it reads whose
 * payload lacks a field its name promises becomes `invalid` (fails closed: it could otherwise
 * pass for another event and skip the trigger and permission checks).
 */
export function parseEvent(name: string, payload: unknown): GitHubEvent {
  const data = obj(payload)
  const action = str(data.action)
  const sender = actor(data.sender)
  const invalid = (missing: string): GitHubEvent => ({ kind: 'invalid', name, missing })
  if (name === 'issues' || name === 'pull_request' || name === 'pull_request_target') {
    const isPr = name !== 'issues'
    const issue = issueLike(isPr ? data.pull_request : data.issue, isPr)
    if (!action) return invalid('action')
    if (!issue) return invalid(isPr ? 'pull_request.number' : 'issue.number')
    if (!sender) return invalid('sender.login')
    const label = str(obj(data.label).name) || undefined
    const at = timeOf(obj(isPr ? data.pull_request : data.issue).updated_at)
    if (!isPr) return { kind: 'issues', action, issue, sender, at, label }
    return { kind: 'pull_request', action, issue, sender, at, label, pull: pullChange(data) }
  }
  if (name === 'issue_comment') {
    const issue = issueLike(data.issue, false)
    const comment = obj(data.comment)
    const author = actor(comment.user)
    if (!action) return invalid('action')
    if (!issue) return invalid('issue.number')
    if (!sender) return invalid('sender.login')
    if (!num(comment.id)) return invalid('comment.id')
    if (typeof comment.body !== 'string') return invalid('comment.body')
    if (!author) return invalid('comment.user.login')
    return {
      kind: 'issue_comment',
      action,
      issue,
      sender,
      comment: { id: num(comment.id), body: comment.body, url: str(comment.html_url), author },
      at: timeOf(comment.created_at)
    }
  }
  if (name === 'pull_request_review' || name === 'pull_request_review_comment') {
    const issue = issueLike(data.pull_request, true)
    const text = obj(name === 'pull_request_review' ? data.review : data.comment)
    const author = actor(text.user)
    const where = name === 'pull_request_review' ? 'review' : 'comment'
    if (!action) return invalid('action')
    if (!issue) return invalid('pull_request.number')
    if (!sender) return invalid('sender.login')
    if (!num(text.id)) return invalid(`${where}.id`)
    // A review without text has a null body: it asks for nothing, but it is a valid event.
    if (typeof text.body !== 'string' && text.body !== null) return invalid(`${where}.body`)
    if (!author) return invalid(`${where}.user.login`)
    const review: ReviewText = {
      id: num(text.id),
      body: str(text.body),
      url: str(text.html_url),
      author
    }
    if (name === 'pull_request_review_comment') {
      review.line = {
        path: keepHead(str(text.path), 500),
        line: num(text.line) || num(text.original_line),
        diffHunk: str(text.diff_hunk)
      }
      const reviewId = num(text.pull_request_review_id)
      if (reviewId) review.reviewId = reviewId
    }
    const at = timeOf(name === 'pull_request_review' ? text.submitted_at : text.created_at)
    return { kind: 'review', name, action, issue, sender, review, at }
  }
  if (name === 'push') return { kind: 'other', name, sender, push: pushRange(data) }
  return { kind: 'other', name, sender }
}

/** A commit id as GitHub writes it (SHA-1, or SHA-256 in a repository that uses it). */
export const COMMIT = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/
/** GitHub's "no commit": `before` of a new ref, `after` of a deleted one. */
const NO_COMMIT = /^0+$/

/** Anything but a commit id is no commit: it never reaches a request's path. */
function commit(value: unknown): string {
  const text = str(value)
  return COMMIT.test(text) && !NO_COMMIT.test(text) ? text : ''
}

function pullChange(data: Json): PullChange {
  const pull = obj(data.pull_request)
  const merged = data.action === 'closed' && pull.merged === true
  const synchronize = data.action === 'synchronize'
  const count = (value: unknown): number =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0
  return {
    merged,
    mergeCommit: merged ? commit(pull.merge_commit_sha) : '',
    commits: count(pull.commits),
    baseRef: str(obj(pull.base).ref),
    before: synchronize ? commit(data.before) : '',
    after: synchronize ? commit(data.after) : '',
    author: actor(pull.user),
    repository: str(obj(obj(pull.base).repo).full_name),
    fromFork:
      str(obj(obj(pull.head).repo).full_name).toLowerCase() !==
      str(obj(obj(pull.base).repo).full_name).toLowerCase(),
    head: commit(obj(pull.head).sha),
    labels: (Array.isArray(pull.labels) ? pull.labels : [])
      .slice(0, 100)
      .map((label) => str(obj(label).name))
      .filter(Boolean)
  }
}

function pushRange(data: Json): PushRange {
  return {
    ref: str(data.ref),
    before: commit(data.before),
    after: commit(data.after),
    created: data.created === true,
    deleted: data.deleted === true,
    defaultBranch: str(obj(data.repository).default_branch)
  }
}

/** Reads the event the runner describes in the environment. */
export function readEvent(env: NodeJS.ProcessEnv = process.env): GitHubEvent {
  const name = env.GITHUB_EVENT_NAME ?? ''
  let payload: unknown = {}
  if (env.GITHUB_EVENT_PATH) {
    try {
      payload = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8'))
    } catch {
      if (READ_EVENTS.includes(name))
        return { kind: 'invalid', name, missing: 'a readable payload' }
    }
  } else if (READ_EVENTS.includes(name)) {
    return { kind: 'invalid', name, missing: 'a payload (GITHUB_EVENT_PATH)' }
  }
  return parseEvent(name, payload)
}
