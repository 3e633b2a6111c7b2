/**
 * The job summary of an export (contract §4.7): the totals, the date range, and the top pages by
 * total visitors, each with a bar and its human/AI split. Paths are escaped.
 */
import type { PageVisitors, VisitorCounts } from '../api/index.js'
import { escapeHtml } from '../html.js'

const BAR_WIDTH = 20

export function bar(value: number, max: number): string {
  const filled = max > 0 ? Math.round((value / max) * BAR_WIDTH) : 0
  return '█'.repeat(filled) + '░'.repeat(BAR_WIDTH - filled)
}

const n = (value: number): string => value.toLocaleString('en-US')

export interface SummaryInput {
  projectId: string
  dateFrom?: string
  dateTo?: string
  totals: VisitorCounts
  top: readonly PageVisitors[]
  rows: number
  file: string
  truncated: boolean
}

export function summaryHtml(input: SummaryInput): string {
  const range = `${escapeHtml(input.dateFrom ?? 'the service default')} to ${escapeHtml(input.dateTo ?? 'now')} (exclusive)`
  const max = input.top[0]?.total ?? 0
  const rows = input.top
    .map(
      (page) =>
        `<tr><td><code>${escapeHtml(page.path)}</code></td><td><code>${bar(page.total, max)}</code> ${n(page.total)}</td><td>${n(page.human)}</td><td>${n(page.ai)}</td></tr>`
    )
    .join('')
  return [
    `<h3>📊 Unique visitors of ${escapeHtml(input.projectId)}</h3>`,
    `<p>${range}</p>`,
    '<table><tr><th>Human</th><th>AI</th><th>Total (deduplicated)</th><th>Pages exported</th></tr>',
    `<tr><td>${n(input.totals.human)}</td><td>${n(input.totals.ai)}</td><td>${n(input.totals.total)}</td><td>${n(input.rows)}${input.truncated ? ' (truncated by max-pages)' : ''}</td></tr></table>`,
    input.top.length > 0
      ? `<h4>Top ${input.top.length} pages</h4><table><tr><th>Page</th><th>Total</th><th>Human</th><th>AI</th></tr>${rows}</table>`
      : '<p>No page had visitors in this range.</p>',
    `<p>Written to <code>${escapeHtml(input.file)}</code>.</p>`
  ].join('\n')
}
