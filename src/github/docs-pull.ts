/**
 * The agent's docs pull request as it follows its code pull request (`pr-waiting-label`,
 * `pr-close-with-code`; agent/run-pairing.ts says when): a label while the code is open, taken
 * off with a comment when the code merges, closed with the code (or kept, said in a comment) and
 * reopened with it. Only a pull request GitHub shows to be the agent's (pull-origin.ts) is
 * touched, and every action is idempotent: a re-run of the event changes nothing more, and each
 * comment is made once (known by a hidden line naming the code pull request and what happened).
 * None of it can fail the step: what GitHub refuses is a warning naming the permission.
 */
import type { PullRequestRef } from '../pull-request.js'
import { line, mdLink, mdOf, mdOurs, type LogLine } from '../sinks/index.js'
import { walkNewestFirst } from './find-comment.js'
import { statusOf, type Octokit } from './octokit.js'
import { notTheAgents, type ExpectedPull } from './pull-origin.js'
import { repoOf, type PullLog } from './pull.js'
import { isRateLimited, rateLimitOf, rateLimitText } from './rate-limit.js'

type PullData = Awaited<ReturnType<Octokit['rest']['pulls']['get']>>['data']

/** The code pull request a docs pull request follows: `owner/repo#12` and its URL (ours). */
export interface CodePull {
  ref: string
  url: string
}

/** What happened to the code pull request, as a comment on the docs pull request says it. */
export type CodeEvent = 'merged' | 'closed' | 'kept' | 'reopened'

/** Comments read to find one made before: the newest page. */
const COMMENTS_LOOKED_AT = 100

/** The hidden first line of the comment made when `code` had `event`. */
const keyOf = (code: CodePull, event: CodeEvent): string =>
  `<!-- docs-agent-action follows=${code.ref} ${event} -->`

function textOf(code: CodePull, event: CodeEvent): string {
  const link = mdLink(mdOurs(code.ref), code.url)
  switch (event) {
    case 'merged':
      return mdOf`${link}, whose code change this pull request documents, was merged: this pull request can be merged once it is reviewed.`
    case 'closed':
      return mdOf`${link}, whose code change this pull request documents, was closed without merging: this pull request is closed with it. Reopening ${link} reopens it.`
    case 'kept':
      return mdOf`${link}, whose code change this pull request documents, was closed without merging. This pull request stays open (${mdOurs("'pr-close-with-code: false'")}): close it if its docs no longer apply.`
    case 'reopened':
      return mdOf`${link}, whose code change this pull request documents, was reopened: this pull request is reopened with it.`
  }
}

export class DocsPull {
  /** Set once GitHub refused an action: the ones after it would be refused too. */
  private stopped = false

  private constructor(
    private readonly octokit: Octokit,
    readonly pr: PullRequestRef,
    private data: PullData,
    private readonly log: PullLog
  ) {}

  get where(): string {
    return `${this.pr.repository}#${this.pr.number}`
  }

  /** The pull request when GitHub answers it and it is the agent's; undefined (said) otherwise. */
  static async read(
    octokit: Octokit,
    pr: PullRequestRef,
    expected: ExpectedPull,
    log: PullLog
  ): Promise<DocsPull | undefined> {
    const where = `${pr.repository}#${pr.number}`
    let data: PullData
    try {
      data = (await octokit.rest.pulls.get({ ...repoOf(pr), pull_number: pr.number })).data
    } catch (error) {
      log.warning(line`Could not read the docs pull request ${where}: ${said(error, pr)}`)
      return undefined
    }
    const notOurs = notTheAgents(pr, data, expected, 'it does not follow the code pull request')
    if (notOurs) {
      log.warning(notOurs)
      return undefined
    }
    return new DocsPull(octokit, pr, data, log)
  }

  get state(): 'open' | 'closed' | 'merged' {
    if (this.data.merged === true || typeof this.data.merged_at === 'string') return 'merged'
    return this.data.state === 'open' ? 'open' : 'closed'
  }

  private has(label: string): boolean {
    const wanted = label.toLowerCase()
    return (this.data.labels ?? []).some((l) => l.name?.toLowerCase() === wanted)
  }

  /** Adds `label` unless it is there. */
  async label(label: string): Promise<void> {
    if (!label || this.has(label)) return
    await this.act(line`add the label ${label} to`, async () => {
      const { octokit, pr } = this
      await octokit.rest.issues.addLabels({
        ...repoOf(pr),
        issue_number: pr.number,
        labels: [label]
      })
      return line`Docs pull request ${this.where}: label ${label} added.`
    })
  }

  /** Takes `label` off when it is there. */
  async unlabel(label: string): Promise<void> {
    if (!label || !this.has(label)) return
    await this.act(line`take the label ${label} off`, async () => {
      const { octokit, pr } = this
      try {
        await octokit.rest.issues.removeLabel({
          ...repoOf(pr),
          issue_number: pr.number,
          name: label
        })
      } catch (error) {
        // Taken off meanwhile (another run, a person): what was asked holds.
        if (statusOf(error) !== 404 || isRateLimited(error)) throw error
      }
      return line`Docs pull request ${this.where}: label ${label} taken off.`
    })
  }

  /** Says what happened to `code`, once: a comment made for it before is not made again. */
  async tell(code: CodePull, event: CodeEvent): Promise<void> {
    const key = keyOf(code, event)
    await this.act(line`comment on`, async () => {
      const { octokit, pr } = this
      let seen = 0
      let made = false
      await walkNewestFirst(octokit, repoOf(pr), pr.number, (comment) => {
        made = (comment.body ?? '').startsWith(key)
        return made || ++seen >= COMMENTS_LOOKED_AT
      })
      if (made) {
        return line`Docs pull request ${this.where}: its comment on ${code.ref} is there already.`
      }
      await octokit.rest.issues.createComment({
        ...repoOf(pr),
        issue_number: pr.number,
        body: `${key}\n${textOf(code, event)}`
      })
      return line`Docs pull request ${this.where}: commented that ${code.ref} was ${event === 'kept' ? 'closed' : event}.`
    })
  }

  /**
   * Closes or reopens the pull request: 'done'; 'refused' when GitHub refused it as invalid (422:
   * a pull request whose branch is gone cannot be reopened); 'failed' otherwise (said).
   */
  async setState(state: 'open' | 'closed'): Promise<'done' | 'refused' | 'failed'> {
    const verb = state === 'open' ? 'reopen' : 'close'
    let end: 'done' | 'refused' | 'failed' = 'failed'
    await this.act(line`${verb}`, async () => {
      const { octokit, pr } = this
      try {
        const answer = await octokit.rest.pulls.update({
          ...repoOf(pr),
          pull_number: pr.number,
          state
        })
        this.data = answer.data as PullData
      } catch (error) {
        if (statusOf(error) !== 422) throw error
        end = 'refused'
        return line`GitHub refused to ${verb} the docs pull request ${this.where} (422: ${error instanceof Error ? error.message : 'invalid'}).`
      }
      end = 'done'
      return line`Docs pull request ${this.where}: ${state === 'open' ? 'reopened' : 'closed'}.`
    })
    return end
  }

  /** One action; its failure is a warning, and a refusal or a rate limit stops the rest. */
  private async act(what: LogLine, action: () => Promise<LogLine>): Promise<void> {
    if (this.stopped) return
    try {
      this.log.info(await action())
    } catch (error) {
      const status = statusOf(error)
      this.stopped = rateLimitOf(error) !== undefined || [401, 403, 404].includes(status ?? 0)
      this.log.warning(
        line`Could not ${what} the docs pull request ${this.where}: ${said(error, this.pr)}`
      )
    }
  }
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
