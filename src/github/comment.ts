/**
 * The tracking comment (contract §4.6): one comment per job on the issue or pull request, created
 * when the job starts and edited in place at each change and at the end, never a second one. It
 * carries a hidden marker with the job id so a later run (a `/docs-agent` follow-up) finds it.
 *
 * Everything that comes from the service or from users is escaped: no @mentions, no markdown or
 * HTML of theirs is rendered; a pull request link is a link only when it is an https PR URL.
 */
import type { Outcome } from '../agent/outcome.js'
import { parsePrLink } from '../agent/pr-link.js'
import { formatDuration } from '../duration.js'
import { parseMarker, renderMarker } from './marker.js'
import { statusOf, type Octokit, type Repo } from './octokit.js'

/** GitHub refuses bodies over 65,536 characters; stay well below. */
export const MAX_COMMENT_LENGTH = 60_000

export type CommentPhase = 'working' | Outcome | 'error'

export interface CommentView {
  phase: CommentPhase
  jobId: string
  projectId: string
  status: string
  /** Login of whoever triggered the run. */
  actor?: string
  runUrl?: string
  elapsedMs: number
  prLink?: string
  /** What went wrong, or a note; shown escaped. */
  message?: string
  /** This run sent a follow-up message to the job. */
  followUp?: boolean
}

const HEADLINES: Record<CommentPhase, string> = {
  working: '⏳ The docs agent is working on this',
  started: '🚀 The docs agent started a job',
  completed: '✅ The docs agent opened a pull request',
  'no-pr': '⚪ The docs agent finished without changes',
  failed: '❌ The docs agent job failed',
  archived: '🗄️ The docs agent job was archived',
  timeout: '⏱️ Stopped waiting for the docs agent',
  cancelled: '🛑 The wait for the docs agent was cancelled',
  error: '⚠️ The docs agent step failed'
}

/** Text shown as text: HTML escaped, markdown punctuation escaped, @mentions defused. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/([\\`*_{}[\]()#+\-.!|~:])/g, '\\$1')
    .replace(/@/g, '&#64;')
    .replace(/\r?\n/g, ' ')
}

/** A login as a link to the profile: readable, but not a mention that notifies. */
function userLink(login: string): string {
  const safe = /^[A-Za-z0-9-]+(\[bot\])?$/.test(login) ? login : ''
  return safe
    ? `[${escapeMarkdown(safe)}](https://github.com/${encodeURIComponent(safe.replace(/\[bot\]$/, ''))})`
    : escapeMarkdown(login)
}

export function renderComment(view: CommentView): string {
  const pr = parsePrLink(view.prLink)
  const rows: [string, string][] = [
    ['Status', `\`${view.status.replace(/`/g, "'").slice(0, 40) || 'unknown'}\``],
    ['Job', `\`${view.jobId.replace(/`/g, "'")}\`${view.followUp ? ' (follow-up)' : ''}`],
    ['Triggered by', view.actor ? userLink(view.actor) : '–'],
    [
      'Workflow run',
      view.runUrl && /^https:\/\//.test(view.runUrl) ? `[logs](${view.runUrl})` : '–'
    ],
    ['Elapsed', formatDuration(view.elapsedMs)]
  ]
  if (pr) rows.push(['Pull request', `[${pr.repository}#${pr.number}](${pr.url})`])
  else if (view.prLink) rows.push(['Pull request', escapeMarkdown(view.prLink)])
  const lines = [
    renderMarker({ jobId: view.jobId, projectId: view.projectId }),
    `### ${HEADLINES[view.phase]}`,
    '',
    '| | |',
    '| --- | --- |',
    ...rows.map(([name, value]) => `| ${name} | ${value} |`)
  ]
  if (view.message) lines.push('', escapeMarkdown(view.message))
  if (view.phase === 'working') {
    lines.push('', '<sub>This comment is updated as the job progresses.</sub>')
  } else if (view.phase === 'timeout' || view.phase === 'cancelled' || view.phase === 'error') {
    lines.push('', '<sub>The job may still run at the service; its id is above.</sub>')
  } else if (view.phase === 'completed' || view.phase === 'no-pr') {
    lines.push(
      '',
      '<sub>Comment `/docs-agent <instruction>` to send a follow-up to this job, or `/docs-agent new <instruction>` for a new job.</sub>'
    )
  }
  const body = lines.join('\n')
  return body.length > MAX_COMMENT_LENGTH ? `${body.slice(0, MAX_COMMENT_LENGTH)}…` : body
}

export interface CommentLog {
  warning(message: string): void
  debug(message: string): void
}

/**
 * One tracking comment on one issue. A token that may not write (fork PRs, Dependabot, a
 * read-only `permissions:`) gets a warning and no comment, never a failed job.
 */
export class TrackingComment {
  id?: number
  url?: string
  private disabled = false

  constructor(
    private readonly octokit: Octokit,
    private readonly repo: Repo,
    readonly issueNumber: number,
    private readonly log: CommentLog,
    existing?: { id: number; url: string }
  ) {
    this.id = existing?.id
    this.url = existing?.url
  }

  /** Creates the comment, or edits it in place once it exists. */
  async show(view: CommentView): Promise<void> {
    if (this.disabled) return
    const body = renderComment(view)
    try {
      if (this.id === undefined) {
        const { data } = await this.octokit.rest.issues.createComment({
          ...this.repo,
          issue_number: this.issueNumber,
          body
        })
        this.id = data.id
        this.url = data.html_url
      } else {
        await this.octokit.rest.issues.updateComment({ ...this.repo, comment_id: this.id, body })
      }
    } catch (error) {
      this.fail(error)
    }
  }

  private fail(error: unknown): void {
    const status = statusOf(error)
    this.disabled = true
    const why =
      status === 403 || status === 401 || status === 404
        ? `the token cannot write comments on ${this.repo.owner}/${this.repo.repo}#${this.issueNumber} (${status}); give the workflow 'issues: write' and 'pull-requests: write' permissions`
        : `GitHub answered ${status ?? 'with an error'}: ${error instanceof Error ? error.message : String(error)}`
    this.log.warning(`No tracking comment: ${why}.`)
  }
}

/** The login of the token's identity; installation tokens cannot ask, and are the Actions bot. */
export async function tokenLogin(octokit: Octokit): Promise<string> {
  try {
    const { data } = await octokit.rest.users.getAuthenticated()
    return data.login
  } catch (error) {
    const status = statusOf(error)
    if (status === 401 || status === 403) return 'github-actions[bot]'
    throw error
  }
}

/**
 * The newest tracking comment of `projectId` on the issue written by `login` (the token's own
 * identity). A marker in anybody else's comment is ignored: it could point at any job.
 */
export async function findTrackingComment(
  octokit: Octokit,
  repo: Repo,
  issueNumber: number,
  login: string,
  projectId: string
): Promise<{ id: number; url: string; jobId: string } | undefined> {
  const comments = await octokit.paginate(octokit.rest.issues.listComments, {
    ...repo,
    issue_number: issueNumber,
    per_page: 100
  })
  for (const comment of comments.reverse()) {
    if (comment.user?.login?.toLowerCase() !== login.toLowerCase()) continue
    const marker = parseMarker(comment.body ?? '')
    if (marker && marker.projectId === projectId) {
      return { id: comment.id, url: comment.html_url, jobId: marker.jobId }
    }
  }
  return undefined
}

/** 👀 on the triggering comment: somebody is on it. Failure only warns. */
export async function react(
  octokit: Octokit,
  repo: Repo,
  commentId: number,
  log: CommentLog
): Promise<void> {
  try {
    await octokit.rest.reactions.createForIssueComment({
      ...repo,
      comment_id: commentId,
      content: 'eyes'
    })
  } catch (error) {
    log.warning(`Could not add a reaction to the comment (${statusOf(error) ?? 'error'}).`)
  }
}
