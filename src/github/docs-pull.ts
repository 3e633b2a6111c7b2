/**
 * The agent's docs pull request as it follows its code pull request (agent/run-pairing.ts says
 * when): a label while the code is open, taken off with a comment when the code merges, closed
 * with the code (or kept, said in a comment) and reopened with it. It is touched only when GitHub
 * shows it to be the agent's (pull-origin.ts) and it carries no other job's signed marker, and
 * its newest comments could be read: each comment is made once, known by a hidden first line
 * naming the code pull request and what happened, in a comment by the token's own account (read
 * back after it is made: of two runs' at once, the later is deleted). What
 * GitHub answers is checked, not trusted; what it refuses or garbles is a warning, never a throw.
 */
import type { PullRequestRef } from '../pull-request.js'
import { line, mdLink, mdOf, mdOurs, mdPiece, type LogLine } from '../sinks/index.js'
import { linksOf } from './links.js'
import type { MarkerKey } from './marker.js'
import { statusOf, type Octokit } from './octokit.js'
import { notTheAgents, type ExpectedPull } from './pull-origin.js'
import { repoOf, type PullLog } from './pull.js'
import { isRateLimited, rateLimitOf, rateLimitText } from './rate-limit.js'

type PullData = Awaited<ReturnType<Octokit['rest']['pulls']['get']>>['data']
export type State = 'open' | 'closed' | 'merged'

/** The code pull request a docs pull request follows: `owner/repo#12` and its URL (ours). */
export interface CodePull {
  ref: string
  url: string
}

/** What happened to the code pull request, as a comment on the docs pull request says it. */
export type CodeEvent = 'merged' | 'closed' | 'kept' | 'reopened'

/** Whose comments and markers count: the token's login (none: a bot's), this job's markers. */
export interface Mine {
  login?: string
  markers?: MarkerKey
  jobId?: string
}

/** GitHub's largest page: the newest comments looked at. */
const PER_PAGE = 100

const keyOf = (code: CodePull, event: CodeEvent): string =>
  `<!-- docs-agent-action follows=${code.ref} ${event} -->`

function textOf(code: CodePull, event: CodeEvent): string {
  const link = mdLink(mdOurs(code.ref), code.url)
  const subject = mdPiece(mdOf`${link}, whose code change this pull request documents,`)
  switch (event) {
    case 'merged':
      return mdOf`${subject} was merged: this pull request can be merged once it is reviewed.`
    case 'closed':
      return mdOf`${subject} was closed without merging: this pull request is closed with it. Reopening ${link} reopens it.` // prettier-ignore
    case 'kept':
      return mdOf`${subject} was closed without merging. This pull request stays open (${mdOurs("'pr-close-with-code: false'")}): close it if its docs no longer apply.` // prettier-ignore
    case 'reopened':
      return mdOf`${subject} was reopened: this pull request is reopened with it.`
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A pull request's state as GitHub answered it; undefined when the answer is none. */
export function stateOf(data: unknown): State | undefined {
  if (!isObject(data)) return undefined
  if (data.merged === true || typeof data.merged_at === 'string') return 'merged'
  return data.state === 'open' || data.state === 'closed' ? data.state : undefined
}

/** Its labels' names; undefined when GitHub's answer lists none we can read. */
function labelsOf(data: Record<string, unknown>): Set<string> | undefined {
  if (!Array.isArray(data.labels)) return undefined
  const names = data.labels.map((l) => (isObject(l) && typeof l.name === 'string' ? l.name : ''))
  return new Set(names.filter(Boolean).map((name) => name.toLowerCase()))
}

export class DocsPull {
  /** Set once GitHub refused an action: the ones after it would be refused too. */
  private stopped = false

  private constructor(
    private readonly octokit: Octokit,
    readonly pr: PullRequestRef,
    private current: State,
    private labels: Set<string> | undefined,
    /** The hidden keys of the comments made before. */
    private readonly told: Set<string>,
    private readonly mine: Mine,
    private readonly log: PullLog
  ) {}

  get where(): string {
    return `${this.pr.repository}#${this.pr.number}`
  }

  get state(): State {
    return this.current
  }

  /**
   * The pull request when GitHub shows it is the agent's, with no other job's marker, and its
   * newest comments read; undefined (said in a warning) otherwise.
   */
  static async read(
    octokit: Octokit,
    pr: PullRequestRef,
    expected: ExpectedPull,
    log: PullLog,
    mine: Mine = {}
  ): Promise<DocsPull | undefined> {
    const where = `${pr.repository}#${pr.number}`
    try {
      const { data } = await octokit.rest.pulls.get({ ...repoOf(pr), pull_number: pr.number })
      const state = isObject(data) ? stateOf(data) : undefined
      if (!isObject(data) || !state) throw new Error("GitHub's answer is not a pull request")
      const notOurs = notTheAgents(pr, data as PullData, expected, 'it does not follow the code pull request') // prettier-ignore
      if (notOurs) {
        log.warning(notOurs)
        return undefined
      }
      const comments = await newestComments(octokit, pr)
      for (const comment of comments) {
        const place = { repository: pr.repository, issueNumber: pr.number }
        const marker = mine.markers?.verify(bodyOf(comment), place)
        if (marker && marker.jobId !== mine.jobId) {
          log.warning(line`The docs pull request ${where} carries the marker of job ${marker.jobId}, not of job ${mine.jobId ?? ''}: it does not follow this code pull request.`) // prettier-ignore
          return undefined
        }
      }
      const told = new Set(toldIn(comments, mine).keys())
      return new DocsPull(octokit, pr, state, labelsOf(data), told, mine, log)
    } catch (error) {
      log.warning(line`Could not read the docs pull request ${where}, which is left as it is: ${said(error, pr)}`) // prettier-ignore
      return undefined
    }
  }

  /** Adds `label` unless it is there. */
  async label(label: string): Promise<void> {
    if (!label || this.labels?.has(label.toLowerCase())) return
    await this.act(line`add the label ${label} to`, async () => {
      const { octokit, pr } = this
      await octokit.rest.issues.addLabels({ ...repoOf(pr), issue_number: pr.number, labels: [label] }) // prettier-ignore
      this.labels?.add(label.toLowerCase())
      return line`Docs pull request ${this.where}: label ${label} added.`
    })
  }

  /** Takes `label` off when it is there (or GitHub's answer did not say). */
  async unlabel(label: string): Promise<void> {
    if (!label || this.labels?.has(label.toLowerCase()) === false) return
    await this.act(line`take the label ${label} off`, async () => {
      const { octokit, pr } = this
      try {
        await octokit.rest.issues.removeLabel({ ...repoOf(pr), issue_number: pr.number, name: label }) // prettier-ignore
      } catch (error) {
        // Not there (taken off meanwhile, or never added): what was asked holds.
        if (statusOf(error) !== 404 || isRateLimited(error)) throw error
      }
      this.labels?.delete(label.toLowerCase())
      return line`Docs pull request ${this.where}: label ${label} off.`
    })
  }

  /** Says what happened to `code`, unless a comment of this account said it before. */
  async tell(code: CodePull, event: CodeEvent): Promise<void> {
    const key = keyOf(code, event)
    if (this.told.has(key)) return
    await this.act(line`comment on`, async () => {
      const { octokit, pr } = this
      const body = `${key}\n${textOf(code, event)}`
      const made = await octokit.rest.issues.createComment({ ...repoOf(pr), issue_number: pr.number, body }) // prettier-ignore
      this.told.add(key)
      // Read back: a run that overlaps this one (no concurrency group) may have made it too.
      // The later of two goes, so that one stays, whichever run reads first.
      const id = isObject(made.data) ? made.data.id : undefined
      const earlier = (toldIn(await newestComments(octokit, pr), this.mine).get(key) ?? []).some(
        (other) => typeof id === 'number' && other < id
      )
      if (earlier && typeof id === 'number') {
        await octokit.rest.issues.deleteComment({ ...repoOf(pr), comment_id: id })
        return line`Docs pull request ${this.where}: another run said that ${code.ref} was ${event === 'kept' ? 'closed' : event} at the same time; its comment stays.` // prettier-ignore
      }
      return line`Docs pull request ${this.where}: commented that ${code.ref} was ${event === 'kept' ? 'closed' : event}.` // prettier-ignore
    })
  }

  /**
   * Closes or reopens the pull request: 'done' (whatever GitHub's answer says of it), 'refused'
   * when GitHub refused it as invalid (422: a pull request whose branch is gone cannot be
   * reopened), 'failed' otherwise; each but 'done' said in a warning.
   */
  async setState(state: 'open' | 'closed'): Promise<'done' | 'refused' | 'failed'> {
    const verb = state === 'open' ? 'reopen' : 'close'
    let end: 'done' | 'refused' | 'failed' = 'failed'
    await this.act(line`${verb}`, async () => {
      const { octokit, pr } = this
      try {
        await octokit.rest.pulls.update({ ...repoOf(pr), pull_number: pr.number, state })
      } catch (error) {
        if (statusOf(error) !== 422 || isRateLimited(error)) throw error
        end = 'refused'
        this.log.warning(line`GitHub refused to ${verb} the docs pull request ${this.where} (422): ${said(error, pr)}`) // prettier-ignore
        return undefined
      }
      this.current = state
      end = 'done'
      return line`Docs pull request ${this.where}: ${state === 'open' ? 'reopened' : 'closed'}.`
    })
    return end
  }

  /** One action; its failure is a warning, and a refusal or a rate limit stops the rest. */
  private async act(what: LogLine, action: () => Promise<LogLine | undefined>): Promise<void> {
    if (this.stopped) return
    try {
      const done = await action()
      if (done) this.log.info(done)
    } catch (error) {
      const status = statusOf(error)
      this.stopped = rateLimitOf(error) !== undefined || [401, 403, 404].includes(status ?? 0)
      this.log.warning(line`Could not ${what} the docs pull request ${this.where}: ${said(error, this.pr)}`) // prettier-ignore
    }
  }
}

const bodyOf = (comment: unknown): string =>
  isObject(comment) && typeof comment.body === 'string' ? comment.body : ''

/**
 * The hidden keys of `comments` made by this token's account (a person may copy a key), each
 * with the ids of the comments that carry it.
 */
function toldIn(comments: readonly unknown[], mine: Mine): Map<string, number[]> {
  const told = new Map<string, number[]>()
  for (const comment of comments) {
    const user = isObject(comment) && isObject(comment.user) ? comment.user : {}
    const ours = mine.login ? user.login === mine.login : user.type === 'Bot'
    const first = bodyOf(comment).split('\n')[0] ?? ''
    const id = isObject(comment) && typeof comment.id === 'number' ? comment.id : 0
    if (ours && first.startsWith('<!-- docs-agent-action follows=')) {
      told.set(first, [...(told.get(first) ?? []), id])
    }
  }
  return told
}

/**
 * The pull request's newest comments (the last page, and the one before it when the last is
 * short: at least the newest 100); throws when GitHub's answer is no list.
 */
async function newestComments(octokit: Octokit, pr: PullRequestRef): Promise<unknown[]> {
  const list = async (page: number) => {
    const answer = await octokit.rest.issues.listComments({
      ...repoOf(pr),
      issue_number: pr.number,
      per_page: PER_PAGE,
      page
    })
    if (!Array.isArray(answer.data)) throw new Error("GitHub's answer is not a list of comments")
    return answer
  }
  const first = await list(1)
  const { last } = linksOf(first.headers.link)
  if (last === undefined || last <= 1) return (first.data as unknown[]).slice(0, PER_PAGE)
  const newest = (await list(last)).data as unknown[]
  const page = newest.length >= PER_PAGE ? undefined : last === 2 ? first : await list(last - 1)
  const before = (page?.data ?? []) as unknown[]
  return [...before.slice(0, PER_PAGE), ...newest.slice(0, PER_PAGE)]
}

/** A failed call in a few words; a refusal names the permission it needs. */
function said(error: unknown, pr: PullRequestRef): string {
  const limit = rateLimitOf(error)
  if (limit) return `${rateLimitText(limit)}.`
  const status = statusOf(error)
  if ((status === 401 || status === 403 || status === 404) && !isRateLimited(error)) {
    return `the token cannot act on it (${status}): give the token in 'pr-token' 'pull-requests: write' permission on ${pr.repository}.`
  }
  const text = error instanceof Error ? error.message : String(error)
  return status ? `${status} ${text}` : text
}
