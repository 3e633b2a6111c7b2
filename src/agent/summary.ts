/**
 * The job summary of an agent step (contract §4.7): what a reader wants at a glance on the run's
 * page: the outcome, the pull request, the job and its turn, who or what triggered the run, the
 * instruction as sent, the model, the source, the duration and the tracking comment. It is HTML
 * built with the `htmlOf` tag. Our own text and the values we rebuilt from checked parts (links,
 * labels, durations) are shown as they are; the service's and users' values go in code elements,
 * where GitHub renders no markup, mention or link and a value copies exactly, and longer
 * untrusted text (a message) is escaped and defused.
 */
import type { AgentJob } from '../api/index.js'
import { formatDuration } from '../duration.js'
import { parseRepositoryUrl, type PullRequestRef } from '../pull-request.js'
import {
  htmlCode,
  htmlLink,
  htmlOf,
  htmlOurs,
  htmlPiece,
  htmlPre,
  htmlText,
  redact,
  redactForAgent,
  type Html
} from '../sinks/index.js'
import { profileUrl } from '../github/profile.js'
import { HEADLINES } from '../outcomes.js'
import type { Outcome } from './outcome.js'

/** Longer messages are cut (after redaction) in the summary; the log has them whole. */
const MAX_MESSAGE = 2000
/** The instruction as sent, folded; longer ones are cut (the service has them whole). */
const MAX_INSTRUCTION = 20_000
/** The instruction's first line, as the fold's title. */
const MAX_FIRST_LINE = 100

/** `owner/repo#12`, with the host when it is not the workflow's GitHub. */
export function prLabel(pr: PullRequestRef, serverHost: string | undefined): string {
  const label = `${pr.repository}#${pr.number}`
  return serverHost && pr.host === serverHost.toLowerCase() ? label : `${label} (${pr.host})`
}

/** Who or what started the run, with a link we built: the issue, the pull request, the run. */
export interface TriggerView {
  /** The login of whoever triggered it, when known. */
  actor?: string
  /** The event's name (`issues`, `workflow_dispatch`, …). */
  event: string
  /** What the event was about, as a label and a URL of ours. */
  link?: { label: string; url: string }
}

export interface SummaryView {
  outcome: Outcome | 'error'
  job: AgentJob
  /** The status and pull request to show (outputs.ts, shownJob). */
  status: string
  pr: PullRequestRef | undefined
  durationMs: number
  /** false with `wait: false`: no duration is shown (it would read 0s). */
  waited: boolean
  message: string
  /** Why the run did what it did, shown whatever the outcome: a new job's reason. */
  note?: string
  /** Where a comment steers the job: the commands to go on, as code (copied as written). */
  goOn?: { phrase: string; turnsUsed: boolean }
  /** The host of GITHUB_SERVER_URL. */
  serverHost?: string
  trigger?: TriggerView
  /** The prompt as sent (a follow-up's, or the new job's), untrusted parts delimited in it. */
  instruction?: string
  /** This run's turn of the job, when known. */
  turn?: number
  followUp?: boolean
  /** The tracking comment's URL, rebuilt from its parts. */
  commentUrl?: string
}

/** A row; `value` is markup built here (a piece), never a bare string, which would be escaped. */
const cell = (name: string, value: ReturnType<typeof htmlPiece>): Html =>
  htmlOf`<tr><th>${name}</th><td>${value}</td></tr>`

/** A login that is a login, and no piece of a secret, links to its profile; anything else is code. */
function person(login: string, serverHost: string | undefined): ReturnType<typeof htmlLink> {
  const url = redact(login) === login ? profileUrl(login, serverHost) : undefined
  return url ? htmlLink(htmlOurs(login), url) : htmlCode(login, 60)
}

function triggerCell(trigger: TriggerView, serverHost: string | undefined): Html {
  const who = trigger.actor ? htmlOf`${person(trigger.actor, serverHost)} · ` : htmlOf``
  const what = trigger.link
    ? htmlOf` · ${htmlLink(htmlOurs(trigger.link.label), trigger.link.url)}`
    : htmlOf``
  return htmlOf`${htmlPiece(who)}${htmlCode(trigger.event, 40)}${htmlPiece(what)}`
}

/** The source repository as a link when it parses as one, its ref in code. */
function sourceCell(job: AgentJob, serverHost: string | undefined): Html {
  const { repository, ref } = job.source ?? {}
  if (!repository && !ref) return htmlOf`–`
  const host = serverHost ?? 'github.com'
  const parsed = parseRepositoryUrl(repository, host)
  const repo = parsed
    ? htmlLink(htmlOurs(parsed), `https://${host}/${parsed}`)
    : htmlCode(repository ?? '–')
  return ref ? htmlOf`${repo} at ${htmlCode(ref, 120)}` : htmlOf`${repo}`
}

/**
 * The instruction as sent, through the agent's redaction too: a run's own instruction is sent as
 * the workflow wrote it, which may hold what an expression put there (an issue's text).
 */
function instructionCell(instruction: string): Html {
  const shown = redactForAgent(instruction)
  const first = shown.trim().split(/\r\n?|\n/)[0] ?? ''
  return htmlOf`<details><summary>${htmlCode(first, MAX_FIRST_LINE)}</summary>${htmlPre(shown, MAX_INSTRUCTION)}</details>`
}

export function jobSummary(view: SummaryView): Html {
  const { job, pr } = view
  const turn =
    view.turn !== undefined
      ? htmlOurs(`, turn ${view.turn}`)
      : view.followUp
        ? htmlOurs(' (follow-up)')
        : htmlOurs('')
  // The tracking comment's names, in its order: the pull request first.
  const rows = [
    cell(
      'Pull request',
      pr ? htmlLink(htmlOurs(prLabel(pr, view.serverHost)), pr.url) : htmlOurs('none')
    ),
    cell('Status', htmlCode(view.status || 'unknown')),
    cell('Job', htmlPiece(htmlOf`${htmlCode(job.id)}${turn}`)),
    ...(view.trigger
      ? [cell('Triggered by', htmlPiece(triggerCell(view.trigger, view.serverHost)))]
      : []),
    ...(view.instruction?.trim()
      ? [cell('Instruction', htmlPiece(instructionCell(view.instruction)))]
      : []),
    cell('Model', job.model ? htmlCode(job.model) : htmlOurs('–')),
    cell('Source', htmlPiece(sourceCell(job, view.serverHost))),
    ...(view.waited ? [cell('Duration', htmlOurs(formatDuration(view.durationMs)))] : []),
    ...(view.commentUrl
      ? [cell('Tracking comment', htmlLink(htmlOurs('comment'), view.commentUrl))]
      : [])
  ]
  // A completed job's message repeats the pull request the table links.
  const message = view.outcome === 'completed' ? '' : view.message
  const paragraph = (text: string | undefined) =>
    text ? htmlOf`<p>${htmlPiece(messageHtml(text))}</p>` : htmlOf``
  return htmlOf`<h3>${htmlOurs(HEADLINES[view.outcome])}</h3>
<table>${htmlPiece(rows.join('') as Html)}</table>
${htmlPiece(paragraph(view.note))}${htmlPiece(paragraph(message))}${htmlPiece(goOnHtml(view))}
`
}

/** After a turn that did not end with a pull request, the commands to go on, as code. */
function goOnHtml(view: SummaryView): Html {
  const { goOn, outcome } = view
  if (!goOn || outcome === 'completed' || outcome === 'started') return htmlOf``
  const fresh = htmlCode(`${goOn.phrase} new <instruction>`, 200)
  return goOn.turnsUsed
    ? htmlOf`<p>The job has had the turns max-turns allows: comment ${fresh} on the issue or pull request for a new job.</p>`
    : htmlOf`<p>Comment ${htmlCode(`${goOn.phrase} <instruction>`, 200)} on the issue or pull request for the job's next turn, or ${fresh} for a new job.</p>`
}

/** `dry-run`: nothing was sent; what would have been, folded open. */
export function dryRunSummary(run: { jobId: string; prompt: string }): Html {
  const what = run.jobId ? htmlOf`a follow-up to job ${htmlCode(run.jobId)}` : htmlOf`a new job`
  return htmlOf`<h3>${htmlOurs('🧪 Docs agent dry run: nothing was sent')}</h3>
<p>The step would have sent ${htmlPiece(what)} with this prompt (also in the <code>prompt</code> output):</p>
${htmlPre(run.prompt, MAX_INSTRUCTION)}
`
}

/** A skipped run, or one that failed before a job was known. */
export function noJobSummary(kind: 'skipped' | 'not-started', message: string): Html {
  const title =
    kind === 'skipped'
      ? '⏭️ The docs agent skipped this event'
      : '❌ The docs agent job did not start'
  return htmlOf`<h3>${htmlOurs(title)}</h3>
<p>${htmlPiece(messageHtml(message))}</p>
`
}

function messageHtml(message: string): Html {
  return htmlText(message, MAX_MESSAGE)
}
