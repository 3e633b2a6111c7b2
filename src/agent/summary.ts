/**
 * The job summary of an agent step (contract §4.7): status, pull request, job id, model and
 * duration, at a glance on the run's page. It is HTML built with the `html` tag: every value from
 * the service is escaped text, and the only link is the pull request URL we rebuilt.
 */
import type { AgentJob } from '../api/index.js'
import { formatDuration } from '../duration.js'
import type { PullRequestRef } from '../pull-request.js'
import { htmlCode, htmlOf, htmlLink, htmlPiece, htmlText, type Html } from '../sinks/index.js'
import type { Outcome } from './outcome.js'

const TITLES: Record<Outcome | 'error', string> = {
  error: '❌ Docs agent step failed',
  completed: '✅ Docs agent job completed',
  'no-pr': '⚪ Docs agent job completed without a pull request',
  failed: '❌ Docs agent job failed',
  archived: '🗄️ Docs agent job archived',
  timeout: '⏱️ Docs agent job still running at the timeout',
  cancelled: '🛑 Wait for the docs agent job cancelled',
  started: '🚀 Docs agent job started'
}

/** Longer messages are cut (after redaction) in the summary; the log has them whole. */
const MAX_MESSAGE = 2000

/** `owner/repo#12`, with the host when it is not the workflow's GitHub. */
export function prLabel(pr: PullRequestRef, serverHost: string | undefined): string {
  const label = `${pr.repository}#${pr.number}`
  return serverHost && pr.host === serverHost.toLowerCase() ? label : `${label} (${pr.host})`
}

export interface SummaryView {
  outcome: Outcome | 'error'
  job: AgentJob
  /** The status and pull request to show (outputs.ts, shownJob). */
  status: string
  pr: PullRequestRef | undefined
  durationMs: number
  message: string
  /** The host of GITHUB_SERVER_URL. */
  serverHost?: string
}

export function jobSummary(view: SummaryView): Html {
  const { job, pr } = view
  const source = [job.source?.repository, job.source?.ref].filter(Boolean).join('@')
  const cell = (name: string, value: Html): Html =>
    htmlOf`<tr><th>${name}</th><td>${htmlPiece(value)}</td></tr>`
  const rows = [
    cell('Status', htmlOf`${htmlCode(view.status || 'unknown')}`),
    cell(
      'Pull request',
      pr ? htmlOf`${htmlLink(prLabel(pr, view.serverHost), pr.url)}` : htmlOf`none`
    ),
    cell('Job id', htmlOf`${htmlCode(job.id)}`),
    cell('Model', htmlOf`${job.model || '–'}`),
    cell('Source', htmlOf`${source || '–'}`),
    cell('Duration', htmlOf`${formatDuration(view.durationMs)}`)
  ]
  return htmlOf`<h3>${TITLES[view.outcome]}</h3>
<table>${htmlPiece(rows.join('') as Html)}</table>
<p>${htmlPiece(messageHtml(view.message))}</p>
`
}

/** A skipped run, or one that failed before a job was known. */
export function noJobSummary(kind: 'skipped' | 'not-started', message: string): Html {
  const title = kind === 'skipped' ? '⏭️ Docs agent skipped' : '❌ Docs agent job not started'
  return htmlOf`<h3>${title}</h3>
<p>${htmlPiece(messageHtml(message))}</p>
`
}

function messageHtml(message: string): Html {
  return htmlText(message, MAX_MESSAGE)
}
