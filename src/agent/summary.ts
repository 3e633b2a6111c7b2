/**
 * The job summary of an agent step (contract §4.7): status, pull request, job id, model and
 * duration, at a glance on the run's page. Everything from the service is escaped.
 */
import type { AgentJob } from '../api/index.js'
import { formatDuration } from '../duration.js'
import { escapeHtml } from '../html.js'
import type { Outcome } from './outcome.js'
import type { OutputValues } from './outputs.js'
import { Outputs } from './constants.js'

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

export interface SummaryContent {
  title: string
  rows: [string, string][]
  message: string
}

/** The rows as HTML cells (values escaped; the PR is a link only when it is a PR URL). */
export function summaryContent(
  outcome: Outcome | 'error',
  outputs: OutputValues,
  job: AgentJob,
  durationMs: number,
  message: string
): SummaryContent {
  const prLink = outputs[Outputs.PrLink] ?? ''
  const prNumber = outputs[Outputs.PrNumber] ?? ''
  const pr = prNumber
    ? `<a href="${escapeHtml(prLink)}">${escapeHtml(outputs[Outputs.PrRepository] ?? '')}#${prNumber}</a>`
    : prLink
      ? escapeHtml(prLink)
      : 'none'
  const source = [job.source?.repository, job.source?.ref].filter(Boolean).join('@')
  const rows: [string, string][] = [
    ['Status', `<code>${escapeHtml(outputs[Outputs.Status] || 'unknown')}</code>`],
    ['Pull request', pr],
    ['Job id', `<code>${escapeHtml(job.id)}</code>`],
    ['Model', escapeHtml(job.model ?? '') || '–'],
    ['Source', escapeHtml(source) || '–'],
    ['Duration', formatDuration(durationMs)]
  ]
  return { title: TITLES[outcome], rows, message: escapeHtml(message) }
}
