/**
 * The triggering event, read from the runner's event payload (GITHUB_EVENT_NAME,
 * GITHUB_EVENT_PATH) into what the agent action needs: which issue or pull request, who
 * triggered it, and the text that becomes context. Payload fields are checked, not trusted.
 */
import { readFileSync } from 'node:fs'

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
      label?: string
    }
  | {
      kind: 'issue_comment'
      action: string
      issue: IssueLike
      sender: Actor
      comment: { id: number; body: string; url: string; author: Actor }
    }
  | { kind: 'other'; name: string; sender?: Actor }

type Json = Record<string, unknown>

const obj = (value: unknown): Json =>
  value !== null && typeof value === 'object' ? (value as Json) : {}
const str = (value: unknown): string => (typeof value === 'string' ? value : '')
const num = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) ? value : 0

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

/** Parses an event payload; events this action does not know become `other`. */
export function parseEvent(name: string, payload: unknown): GitHubEvent {
  const data = obj(payload)
  const action = str(data.action)
  const sender = actor(data.sender)
  if (name === 'issues' || name === 'pull_request' || name === 'pull_request_target') {
    const isPr = name !== 'issues'
    const issue = issueLike(isPr ? data.pull_request : data.issue, isPr)
    if (issue && sender) {
      const label = str(obj(data.label).name) || undefined
      return { kind: isPr ? 'pull_request' : 'issues', action, issue, sender, label }
    }
  }
  if (name === 'issue_comment') {
    const issue = issueLike(data.issue, false)
    const comment = obj(data.comment)
    const author = actor(comment.user)
    if (issue && sender && author && num(comment.id)) {
      return {
        kind: 'issue_comment',
        action,
        issue,
        sender,
        comment: {
          id: num(comment.id),
          body: str(comment.body),
          url: str(comment.html_url),
          author
        }
      }
    }
  }
  return { kind: 'other', name, sender }
}

/** Reads the event the runner describes in the environment. */
export function readEvent(env: NodeJS.ProcessEnv = process.env): GitHubEvent {
  const name = env.GITHUB_EVENT_NAME ?? ''
  let payload: unknown = {}
  if (env.GITHUB_EVENT_PATH) {
    try {
      payload = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8'))
    } catch {
      payload = {}
    }
  }
  return parseEvent(name, payload)
}
