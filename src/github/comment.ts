/**
 * The tracking comment (contract §4.6): one comment per job on the issue or pull request, created
 * when the job starts and edited in place at each change and at the end, never a second one. It
 * carries a hidden marker with the job id so a later run (a `/docs-agent` follow-up) finds it.
 *
 * Everything that comes from the service or from users is escaped: no @mentions, no markdown or
 * HTML of theirs is rendered; a pull request link is a link only when it is an https PR URL.
 */
import type { Outcome } from '../agent/outcome.js'
import { formatDuration } from '../duration.js'
import { parsePrLink } from '../pull-request.js'
import {
  line,
  markdownText,
  mdOf,
  mdLink,
  mdPiece,
  plainLine,
  redact,
  type LogLine,
  type Markdown
} from '../sinks/index.js'
import { MarkerKey, ORIGIN, type Marker, type MarkerPlace } from './marker.js'
import { statusOf, type Octokit, type Repo } from './octokit.js'
import { decodeTurns, encodeTurns, nextTurnNumber, withTurn, type Turn } from './turns.js'

/** GitHub refuses bodies over 65,536 characters; stay well below. */
export const MAX_COMMENT_LENGTH = 60_000
/** The longest message shown (after redaction); the log has it whole. */
const MAX_MESSAGE = 4000

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
  /** The host of GITHUB_SERVER_URL: a pull request elsewhere shows its host. */
  serverHost?: string
  /** The job's turns so far, this run's included (turns.ts). */
  turns?: Turn[]
  /** On a pull request's link-back comment: the issue the job came from, `owner/repo#n`. */
  origin?: string
  /** A pull request's link-back comment: it shows the latest turn only. */
  linkBack?: boolean
  /** This run's turn among `turns` (none when the run adds no turn). */
  ownTurn?: number
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

const FOOTERS: Partial<Record<CommentPhase, string>> = {
  working: '<sub>This comment is updated as the job progresses.</sub>',
  timeout: '<sub>The job may still run at the service; its id is above.</sub>',
  cancelled: '<sub>The job may still run at the service; its id is above.</sub>',
  error: '<sub>The job may still run at the service; its id is above.</sub>',
  completed:
    '<sub>Comment `/docs-agent <instruction>` to send a follow-up to this job, or `/docs-agent new <instruction>` for a new job.</sub>',
  'no-pr':
    '<sub>Comment `/docs-agent <instruction>` to send a follow-up to this job, or `/docs-agent new <instruction>` for a new job.</sub>'
}

/** A login as a link to the profile: readable, but not a mention that notifies. */
function userLink(login: string): ReturnType<typeof mdLink> {
  const safe =
    /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(\[bot\])?$/.test(login) && redact(login) === login
  return safe
    ? mdLink(login, `https://github.com/${login.replace(/\[bot\]$/, '')}`)
    : mdPiece(markdownText(login, 60))
}

const DASH = '–' as Markdown

/** A value in a code span: no markdown, mention or link inside it; a table pipe stays escaped. */
function code(value: string, max = 120): Markdown {
  // A pipe would end the table cell, and `\|` can itself be undone by a backslash before it:
  // the pipe is shown as its full-width form instead.
  const text = plainLine(value, max).replace(/\|/g, '｜') || '–'
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length))
  const fence = '`'.repeat(longest + 1)
  // A space on each side keeps a backtick at either end from joining the fence.
  const pad = text === '' || text.startsWith('`') || text.endsWith('`') ? ' ' : ''
  return `${fence}${pad}${text}${pad}${fence}` as Markdown
}

/** The run's logs, linked only on the workflow's own GitHub host. */
function runLink(view: CommentView): Markdown {
  const ours = view.runUrl?.startsWith(`https://${view.serverHost ?? 'github.com'}/`)
  return view.runUrl && ours ? mdOf`${mdLink('logs', view.runUrl)}` : DASH
}

/** How a turn stands, in the turns table. */
const RESULTS: Record<CommentPhase, string> = {
  working: '⏳ working',
  started: '🚀 started',
  completed: '✅ pull request',
  'no-pr': '⚪ no changes',
  failed: '❌ failed',
  archived: '🗄️ archived',
  timeout: '⏱️ timed out',
  cancelled: '🛑 cancelled',
  error: '⚠️ step failed'
}

/** The most turns listed; older ones are counted, not shown. */
const MAX_TURN_ROWS = 20

/** An ISO time as `2026-11-23 10:04 UTC`, or a dash. */
function when(at: string): Markdown {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(at)
  return match ? (`${match[1]} ${match[2]} UTC` as Markdown) : DASH
}

function turnsTable(view: CommentView): string[] {
  const turns = view.turns ?? []
  if (turns.length === 0) return []
  const shownTurns = view.linkBack ? turns.slice(-1) : turns.slice(-MAX_TURN_ROWS)
  const hidden = turns.length - shownTurns.length
  return [
    '',
    `| ${view.linkBack ? 'Latest turn' : 'Turn'} | Asked | By | Result |`,
    '| --- | --- | --- | --- |',
    ...shownTurns.map(
      (t) => `| ${t.n} | ${when(t.at)} | ${t.by ? userLink(t.by) : DASH} | ${RESULTS[t.result]} |`
    ),
    ...(hidden > 0 && !view.linkBack
      ? ['', `<sub>${hidden} earlier turns are not listed.</sub>`]
      : [])
  ]
}

/** The origin issue as a link on the workflow's host (a checked `owner/repo#n` only). */
function originLink(origin: string, view: CommentView): Markdown {
  const match = ORIGIN.exec(origin)
  if (!match) return DASH
  // A job started by a run without an issue: the run it came from, when this run is it.
  if (match[2] === undefined) return view.origin === origin ? runLink(view) : DASH
  const serverHost = view.serverHost
  const url = `https://${serverHost ?? 'github.com'}/${match[1]}/issues/${match[2]}`
  return mdOf`${mdLink(origin, url)}`
}

/** The comment's markdown; `marker` is the signed marker that comes first. */
export function renderComment(view: CommentView, marker: string): string {
  const pr = parsePrLink(view.prLink)
  const rows: [string, Markdown][] = [
    ['Status', code(view.status || 'unknown', 40)],
    ['Job', view.followUp ? mdOf`${mdPiece(code(view.jobId))} (follow-up)` : code(view.jobId)],
    ['Triggered by', view.actor ? mdOf`${userLink(view.actor)}` : DASH],
    ['Workflow run', runLink(view)],
    ['Elapsed', mdOf`${formatDuration(view.elapsedMs)}`]
  ]
  if (pr) {
    const host = view.serverHost && pr.host === view.serverHost.toLowerCase() ? '' : ` (${pr.host})`
    rows.push(['Pull request', mdOf`${mdLink(`${pr.repository}#${pr.number}${host}`, pr.url)}`])
  }
  if (view.linkBack)
    rows.push(['Started from', view.origin ? originLink(view.origin, view) : runLink(view)])
  const lines = [
    marker,
    `### ${HEADLINES[view.phase]}`,
    '',
    '| | |',
    '| --- | --- |',
    ...rows.map(([name, value]) => `| ${name} | ${value} |`),
    ...turnsTable(view)
  ]
  if (view.message) lines.push('', markdownText(view.message, MAX_MESSAGE))
  const footer = FOOTERS[view.phase]
  if (footer) lines.push('', footer)
  // The marker carries the job id as the service gave it: the body as a whole is redacted too.
  const body = redact(lines.join('\n'))
  return body.length > MAX_COMMENT_LENGTH ? body.slice(0, MAX_COMMENT_LENGTH) : body
}

/** The whole comment for `view` at `place`, its signed marker first. */
export function commentBody(view: CommentView, markers: MarkerKey, place: MarkerPlace): string {
  const marker = markers.render(
    {
      jobId: view.jobId,
      projectId: view.projectId,
      origin: view.origin,
      turns: view.turns?.length ? encodeTurns(view.turns) : undefined
    },
    place
  )
  return renderComment(view, marker)
}

export interface CommentLog {
  warning(message: LogLine): void
  debug(message: LogLine): void
}

/** After a final update while another run's turn shows `working`: how often, and how far apart,
 * the comment is read again (see TrackingComment.show). */
const RECHECKS = 4
const RECHECK_MS = 1500

/** Another run's turn (not this run's) shows `working`. */
const othersWorking = (view: CommentView): boolean =>
  (view.turns ?? []).some((turn) => turn.n !== view.ownTurn && turn.result === 'working')

/** Issues with more comments than this are searched in their first pages only. */
const MAX_COMMENT_PAGES = 30

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
    private readonly markers: MarkerKey,
    private readonly log: CommentLog,
    existing?: { id: number; url: string },
    /** What the warning asks for when the token may not write here. */
    private readonly permissionHint = "give the workflow 'issues: write' and 'pull-requests: write' permissions"
  ) {
    this.id = existing?.id
    this.url = existing?.url
  }

  /**
   * Creates the comment, or edits it in place once it exists; false when GitHub did not take it.
   * A token that may not write stops all later attempts; a passing fault (a timeout, a 5xx) only
   * this one, so the next change, and the final state, are tried again.
   */
  async show(view: CommentView): Promise<boolean> {
    if (this.disabled) return false
    const place = placeOf(this.repo, this.issueNumber)
    const final = view.phase !== 'working' && (view.turns?.length ?? 0) > 0
    view = this.renumbered(view)
    // Other runs of the job (a second follow-up, a review on its pull request) may have written
    // their turns since this run read the comment: each update merges them in first (readTurns).
    if (this.id !== undefined && view.turns?.length) view = await this.merged(view, place)
    let ok = await this.write(view, place)
    // Another run of the job is still at work (a turn shows `working`): it may write its final
    // view from a read older than ours and drop this run's result. Look again a few times, and
    // write the merged story back while the comment lacks part of it.
    for (let i = 0; ok && final && i < RECHECKS && othersWorking(view); i++) {
      await new Promise((resolve) => setTimeout(resolve, RECHECK_MS))
      const before = encodeTurns(view.turns ?? [])
      const read = await this.readTurns(view, place)
      view = this.withMerged(view, read.merged)
      const theirs = read.theirs === undefined ? before : encodeTurns(read.theirs)
      if (theirs !== encodeTurns(view.turns ?? [])) ok = await this.write(view, place)
    }
    return ok
  }

  /**
   * The turn number this run's turn moved to, when another run took its number first; views the
   * run builds later still carry the first number, and are renumbered on the way in.
   */
  private moved?: { from: number; to: number }

  private renumbered(view: CommentView): CommentView {
    const moved = this.moved
    if (!moved || view.ownTurn !== moved.from) return view
    return {
      ...view,
      ownTurn: moved.to,
      turns: (view.turns ?? []).map((t) => (t.n === moved.from ? { ...t, n: moved.to } : t))
    }
  }

  private async merged(view: CommentView, place: MarkerPlace): Promise<CommentView> {
    return this.withMerged(view, (await this.readTurns(view, place)).merged)
  }

  /** `view` with the merged turns (in which this run's turn may have moved: see readTurns). */
  private withMerged(view: CommentView, merged: Turn[]): CommentView {
    const ownTurn = this.moved && view.ownTurn === this.moved.from ? this.moved.to : view.ownTurn
    return { ...view, turns: merged, ownTurn }
  }

  private async write(view: CommentView, place: MarkerPlace): Promise<boolean> {
    const body = commentBody(view, this.markers, place)
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
      return true
    } catch (error) {
      this.fail(error)
      return false
    }
  }

  /**
   * The comment's own signed turns (`theirs`) merged into this view's: a turn's ended result wins
   * over `working`; between two ended results, this run's. Turns are told apart by number, time
   * and author: when another run took this run's number (both read the comment before either
   * wrote), this run's turn moves to the next free number, for this and every later update. A
   * failed read only skips the merge.
   */
  private async readTurns(
    view: CommentView,
    place: MarkerPlace
  ): Promise<{ theirs?: Turn[]; merged: Turn[] }> {
    const ours = view.turns ?? []
    let theirs: Turn[]
    try {
      const { data } = await this.octokit.rest.issues.getComment({
        ...this.repo,
        comment_id: this.id as number
      })
      const marker = this.markers.verify(data.body ?? '', place)
      if (!marker || marker.jobId !== view.jobId) return { merged: ours }
      theirs = decodeTurns(marker.turns)
    } catch {
      return { merged: ours }
    }
    let merged = ours
    const same = (a: Turn, b: Turn): boolean => a.at === b.at && a.by === b.by
    for (const turn of theirs) {
      const mine = merged.find((t) => t.n === turn.n)
      if (mine && !same(mine, turn) && mine.n === view.ownTurn && this.moved === undefined) {
        const to = nextTurnNumber([...merged, ...theirs])
        this.moved = { from: mine.n, to }
        merged = withTurn(
          merged.filter((t) => t.n !== mine.n),
          { ...mine, n: to }
        )
        merged = withTurn(merged, turn)
      } else if (!mine || (mine.result === 'working' && turn.result !== 'working')) {
        merged = withTurn(merged, turn)
      }
    }
    return { theirs, merged }
  }

  private fail(error: unknown): void {
    const status = statusOf(error)
    const where = `${this.repo.owner}/${this.repo.repo}#${this.issueNumber}`
    if (status === 403 || status === 401 || status === 404) {
      this.disabled = true
      this.log.warning(
        line`No tracking comment: the token cannot write comments on ${where} (${status}); ${this.permissionHint}.`
      )
      return
    }
    this.log.warning(
      line`Could not update the tracking comment on ${where} (${status ?? 'no answer'}): ${error instanceof Error ? error.message : String(error)} It is tried again at the next change.`
    )
  }
}

export function placeOf(repo: Repo, issueNumber: number): MarkerPlace {
  return { repository: `${repo.owner}/${repo.repo}`, issueNumber }
}

/**
 * The login of the token's identity, when the token may ask (a personal token). Installation
 * tokens (GITHUB_TOKEN, a GitHub App's) may not: undefined, and their comments are a bot's.
 */
export async function tokenLogin(octokit: Octokit): Promise<string | undefined> {
  try {
    const { data } = await octokit.rest.users.getAuthenticated()
    return data.login
  } catch (error) {
    const status = statusOf(error)
    if (status === 401 || status === 403) return undefined
    throw error
  }
}

/** A tracking comment whose marker verified, with what the marker carries. */
export interface FoundComment {
  id: number
  url: string
  jobId: string
  marker: Marker
}

/**
 * The newest tracking comment of `projectId` on the issue whose marker verifies (marker.ts): only
 * a workflow holding the API key can have written it for this issue. Among such comments, the
 * token's own (by `login`, or a bot's when the token cannot tell its login) are preferred: a
 * person who copies a marker into a comment of theirs points at the same job, but the comment to
 * edit is ours.
 */
export async function findTrackingComment(
  octokit: Octokit,
  repo: Repo,
  issueNumber: number,
  markers: MarkerKey,
  login: string | undefined,
  projectId: string
): Promise<FoundComment | undefined> {
  let pages = 0
  const comments = await octokit.paginate(
    octokit.rest.issues.listComments,
    { ...repo, issue_number: issueNumber, per_page: 100 },
    (response, done) => {
      if (++pages >= MAX_COMMENT_PAGES) done()
      return response.data
    }
  )
  const place = placeOf(repo, issueNumber)
  const ours = (user: { login?: string; type?: string } | null | undefined): boolean =>
    login ? user?.login?.toLowerCase() === login.toLowerCase() : user?.type === 'Bot'
  let fallback: FoundComment | undefined
  for (const comment of comments.reverse()) {
    const marker = markers.verify(comment.body ?? '', place)
    if (!marker || marker.projectId !== projectId) continue
    const found = { id: comment.id, url: comment.html_url, jobId: marker.jobId, marker }
    if (ours(comment.user)) return found
    fallback ??= found
  }
  return fallback
}

/** 👀 on the triggering comment (or line comment of a review): somebody is on it. Failure only warns. */
export async function react(
  octokit: Octokit,
  repo: Repo,
  target: { kind: 'issue-comment' | 'review-comment'; id: number },
  log: CommentLog
): Promise<void> {
  try {
    const request = { ...repo, comment_id: target.id, content: 'eyes' as const }
    if (target.kind === 'review-comment') {
      await octokit.rest.reactions.createForPullRequestReviewComment(request)
    } else {
      await octokit.rest.reactions.createForIssueComment(request)
    }
  } catch (error) {
    log.warning(line`Could not add a reaction to the comment (${statusOf(error) ?? 'error'}).`)
  }
}
