/**
 * The tracking comment's markdown (contract §4.6): the signed marker, a headline, the status
 * table, the turns of the job, a message and a footer. Everything that comes from the service or
 * from users is escaped: no @mentions, no markdown or HTML of theirs is rendered; a pull request
 * link is a link only when it is an https PR URL.
 */
import { formatDuration } from '../duration.js'
import { parsePrLink } from '../pull-request.js'
import {
  markdownText,
  mdOf,
  mdLink,
  mdOurs,
  mdPiece,
  plainLine,
  redact,
  redactForAgent,
  type Markdown
} from '../sinks/index.js'
import { MarkerKey, ORIGIN, type MarkerPlace } from './marker.js'
import { profileUrl } from './profile.js'
import type { CommentPhase } from './phase.js'
import {
  encodeLedger,
  runRepository,
  turnsUsed,
  type Ask,
  type Ledger,
  type Turn
} from './ledger.js'
import { HEADLINES } from '../outcomes.js'

/** GitHub refuses bodies over 65,536 characters; stay well below. */
export const MAX_COMMENT_LENGTH = 60_000
/** The longest message shown (after redaction); the log has it whole. */
const MAX_MESSAGE = 4000

export type { CommentPhase }

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
  /** Why the run did what it did, shown whatever the outcome (escaped): a new job's reason. */
  note?: string
  /** This run sent a follow-up message to the job. */
  followUp?: boolean
  /** The host of GITHUB_SERVER_URL: a pull request elsewhere shows its host. */
  serverHost?: string
  /** The job's ledger (ledger.ts): the turns so far, this run's included, and what waits. */
  ledger?: Ledger
  /**
   * Where the ledger's conversation is (the comments and reviews its asks name), on `serverHost`.
   * A comment without it (a link-back whose ledger is elsewhere) carries no ledger in its marker.
   */
  home?: { repository: string; issueNumber: number }
  /** On a pull request's link-back comment: the issue the job came from, `owner/repo#n`. */
  origin?: string
  /** A pull request's link-back comment: it shows the latest turn only. */
  linkBack?: boolean
  /**
   * The comment sits on a pull request that is not the agent's (a code pull request the job
   * follows): the agent's pull request is shown as its docs, `Docs: acme/docs#123`.
   */
  onPullRequest?: boolean
  /** `owner/repo` of the workflow run, for links to runs that sent a turn. */
  runRepository?: string
  /** This run's turn among the ledger's (none when the run adds no turn). */
  ownTurn?: number
  /** The instruction this run sent; its first line is shown. */
  instruction?: string
  /**
   * `trigger-phrase`, where a comment can steer the job (the footer says how); none where the
   * workflow takes no comments that we know of (a push, a code pull request, a dispatch).
   */
  phrase?: string
  /** `max-turns`: once the ledger's turns reach it, a follow-up is skipped; the footer says so. */
  maxTurns?: number
}

const FOOTERS: Partial<Record<CommentPhase, string>> = {
  working: 'This comment is updated as the job progresses.',
  timeout: 'The job may still run at the service; its id is above.',
  cancelled: 'The job may still run at the service; its id is above.',
  error: 'The job may still run at the service; its id is above.'
}

/**
 * The footer: where the run stands, and, once its turn is over and a comment can act here, the
 * commands to go on as code (copied as written: the message above is escaped text, where a
 * phrase like `@docs-bot` is defused).
 */
function footerOf(view: CommentView): string | undefined {
  const fixed = FOOTERS[view.phase]
  const over = view.phase !== 'working' && view.phase !== 'started'
  const how = over && view.phrase ? goOnOf(view, view.phrase) : undefined
  const text = [fixed, how].filter(Boolean).join(' ')
  return text ? `<sub>${text}</sub>` : undefined
}

function goOnOf(view: CommentView, phrase: string): string {
  const follow = code(`${phrase} <instruction>`, 200, false)
  const fresh = code(`${phrase} new <instruction>`, 200, false)
  // A follow-up past max-turns is skipped on its run, and nothing here would say so.
  if (view.maxTurns !== undefined && view.ledger && turnsUsed(view.ledger, view.maxTurns)) {
    return `This job has had the turns max-turns allows (${view.maxTurns}): comment ${fresh} for a new job.`
  }
  // On the agent's pull request a review or line comment that starts with the phrase goes too.
  const ways = view.linkBack ? `Comment, review or comment on a line with ${follow}` : `Comment ${follow}` // prettier-ignore
  return `${ways} to send a follow-up to this job, or ${fresh} for a new job.`
}

/** A login as a link to the profile: readable, but not a mention that notifies. */
function userLink(login: string, serverHost: string | undefined): ReturnType<typeof mdLink> {
  const url = redact(login) === login ? profileUrl(login, serverHost) : undefined
  return url ? mdLink(mdOurs(login), url) : mdPiece(code(login, 60))
}

const DASH = '–' as Markdown

/**
 * A value in a code span: no markdown, mention or link inside it. In a table cell (`cell`), a
 * pipe would end the cell, and `\|` can itself be undone by a backslash before it: the pipe is
 * shown as its full-width form there. Outside the table it stays a pipe, so the text copies as
 * it was written (an instruction, the trigger-phrase to type).
 */
function code(value: string, max = 120, cell = true): Markdown {
  const line = plainLine(value, max)
  const text = (cell ? line.replace(/\|/g, '｜') : line) || '–'
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

/** Each kind of ask GitHub shows: its name, and its page's path and anchor. */
const ASK_PAGES: Record<string, [label: string, path: string, anchor: string]> = {
  c: ['comment', 'issues', 'issuecomment-'],
  p: ['pull request comment', 'pull', 'issuecomment-'],
  r: ['review', 'pull', 'pullrequestreview-'],
  l: ['line comment', 'pull', 'discussion_r']
}
/** The kinds of a review loop's own ask, `e1`…`e3` (tracked-job.ts ownRequest). */
const MADE_ON_PULL: Record<string, string> = { 1: 'r', 2: 'p', 3: 'l' }

/**
 * Where an ask was made, as a link on the workflow's host: a comment or review of the home's
 * conversation, a review loop's request on its pull request (a turn that names it: Turn.pull)
 * and the run that sent it, or the run.
 */
function askLink(ask: Ask, view: CommentView, turn?: Turn): Markdown {
  const home = conversationOf(view)
  const made = turn?.pull !== undefined ? /^e([123])(\d+)$/.exec(ask) : null
  const [kind, id] = made ? [MADE_ON_PULL[made[1] ?? ''], made[2]] : [ask[0], ask.slice(1)]
  const where =
    made && turn?.pull !== undefined
      ? { repository: runRepository(turn, home?.repository ?? ''), issueNumber: turn.pull }
      : home
  const page = ASK_PAGES[kind ?? '']
  const url = !page
    ? turn && runUrlOf(turn, view)
    : where?.repository &&
      `https://${view.serverHost ?? 'github.com'}/${where.repository}/${page[1]}/${where.issueNumber}#${page[2]}${id}`
  const label = page?.[0] ?? 'run'
  const shown = url ? mdOf`${mdLink(mdOurs(label), url)}` : mdOf`${mdOurs(label)}`
  const run = made && turn && runUrlOf(turn, view)
  return run ? mdOf`${mdPiece(shown)} (${mdLink(mdOurs('run'), run)})` : shown
}

/** The most asks linked in one cell; the rest are counted. */
const MAX_ASK_LINKS = 5

/** Where the ledger's conversation is: for a link-back's copy, the origin issue; else `home`. */
function conversationOf(view: CommentView): CommentView['home'] {
  const origin = view.linkBack ? ORIGIN.exec(view.origin ?? '') : null
  if (origin?.[1] === undefined || origin[2] === undefined) return view.home
  return { repository: origin[1], issueNumber: Number(origin[2]) }
}

/**
 * The run that sent `turn`, on the workflow's host: in the repository of the ledger's home (the
 * origin's, for a copy on a link-back comment) unless the turn names another.
 */
function runUrlOf(turn: Turn, view: CommentView): string | undefined {
  const home = conversationOf(view)?.repository ?? view.runRepository
  if (!turn.run || !home) return undefined
  return `https://${view.serverHost ?? 'github.com'}/${runRepository(turn, home)}/actions/runs/${turn.run}`
}

function asksCell(asks: readonly Ask[], view: CommentView, turn?: Turn): Markdown {
  if (asks.length === 0) return DASH
  const shown = asks.slice(0, MAX_ASK_LINKS).map((ask) => askLink(ask, view, turn))
  const more = asks.length - shown.length
  return [...shown, ...(more > 0 ? [mdOf`${mdOurs(`and ${more} more`)}`] : [])].join(
    ', '
  ) as Markdown
}

function turnsTable(view: CommentView): string[] {
  const turns = view.ledger?.turns ?? []
  const waiting = view.linkBack ? [] : (view.ledger?.waiting ?? [])
  if (turns.length === 0) return []
  const shownTurns = view.linkBack ? turns.slice(-1) : turns.slice(-MAX_TURN_ROWS)
  const hidden = turns.length - shownTurns.length
  return [
    '',
    `| ${view.linkBack ? 'Latest turn' : 'Turn'} | Asked | By | Request | Result |`,
    '| --- | --- | --- | --- | --- |',
    ...shownTurns.map(
      (t) =>
        `| ${t.n} | ${when(t.at)} | ${
          t.by
            ? t.by
                .split(',')
                .map((login) => userLink(login, view.serverHost))
                .join(', ')
            : DASH
        } | ${asksCell(t.asks, view, t)} | ${RESULTS[t.result]} |`
    ),
    ...(hidden > 0 && !view.linkBack
      ? ['', `<sub>${hidden} earlier turns are not listed.</sub>`]
      : []),
    ...(waiting.length > 0 ? ['', `⏳ Waiting to be sent: ${asksCell(waiting, view)}`] : [])
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
  return mdOf`${mdLink(mdOurs(origin), url)}`
}

/** The comment's markdown; `marker` is the signed marker that comes first. */
export function renderComment(view: CommentView, marker: string): string {
  const pr = parsePrLink(view.prLink)
  const turn =
    view.ownTurn !== undefined
      ? mdOurs(`, turn ${view.ownTurn}`)
      : view.followUp
        ? mdOurs(' (follow-up)')
        : mdOurs('')
  // Through the agent's redaction, as the summary shows it (a token split over two lines too).
  const first =
    view.instruction &&
    redactForAgent(view.instruction)
      .trim()
      .split(/\r\n?|\n/)[0]
  // One row of facts under a header of their names, the pull request first (as in the summary).
  const facts: [string, Markdown][] = []
  if (pr) {
    const host = view.serverHost && pr.host === view.serverHost.toLowerCase() ? '' : ` (${pr.host})`
    // "Docs" beside a code pull request, never on the agent's own (a job that came from no issue).
    const own = view.home?.issueNumber === pr.number && view.home.repository.toLowerCase() === pr.repository.toLowerCase() // prettier-ignore
    const name = view.onPullRequest && !view.linkBack && !own ? 'Docs' : 'Pull request'
    facts.push([name, mdOf`${mdLink(mdOurs(`${pr.repository}#${pr.number}${host}`), pr.url)}`])
  }
  facts.push(
    ['Status', code(view.status || 'unknown', 40)],
    ['Job', mdOf`${mdPiece(code(view.jobId))}${turn}`],
    ['Triggered by', view.actor ? mdOf`${userLink(view.actor, view.serverHost)}` : DASH],
    // With wait: false the run does not wait: no time to show.
    ...(view.phase === 'started'
      ? []
      : [['Duration', mdOf`${mdOurs(formatDuration(view.elapsedMs))}`] as [string, Markdown]]),
    ['Workflow run', runLink(view)]
  )
  if (view.linkBack)
    facts.push(['Started from', view.origin ? originLink(view.origin, view) : runLink(view)])
  const lines = [
    marker,
    `### ${HEADLINES[view.phase]}`,
    '',
    `| ${facts.map(([name]) => name).join(' | ')} |`,
    `|${facts.map(() => ' --- |').join('')}`,
    `| ${facts.map(([, value]) => value).join(' | ')} |`,
    ...(first ? ['', mdOf`Instruction: ${mdPiece(code(first, 100, false))}`] : []),
    ...turnsTable(view)
  ]
  if (view.note) lines.push('', markdownText(view.note, MAX_MESSAGE))
  // A completed job's message repeats the pull request the table links.
  if (view.message && view.phase !== 'completed') {
    lines.push('', markdownText(view.message, MAX_MESSAGE))
  }
  const footer = footerOf(view)
  if (footer) lines.push('', footer)
  // The marker carries the job id as the service gave it: the body as a whole is redacted too.
  const body = redact(lines.join('\n'))
  return body.length > MAX_COMMENT_LENGTH ? body.slice(0, MAX_COMMENT_LENGTH) : body
}

/** The whole comment for `view` at `place`, its signed marker first. */
export function commentBody(
  view: CommentView,
  markers: MarkerKey,
  place: MarkerPlace,
  /** The ledger the marker carries (on the job's home comment only). */
  ledger?: Ledger
): string {
  const marker = markers.render(
    {
      jobId: view.jobId,
      projectId: view.projectId,
      origin: view.origin,
      turns: ledger ? encodeLedger(ledger) : undefined
    },
    place
  )
  return renderComment(view, marker)
}
