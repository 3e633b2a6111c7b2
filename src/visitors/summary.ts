/**
 * The job summary of an export (contract §4.7): the totals, the date range, and the top pages by
 * the metric's total (unique visitors or page views), each with a bar and its human/AI split. It is HTML built with the `html` tag:
 * paths are escaped text, one line each, and cannot end a cell or the table.
 */
import type { Counts, PageCounts } from '../api/index.js'
import { htmlCode, htmlOf, htmlOurs, htmlPiece, type Html } from '../sinks/index.js'
import { bar, n } from '../export/figures.js'
import { daysText } from '../analytics/days.js'
import { METRIC_NAMES, type Metric } from './constants.js'

/** Paths longer than this are cut in the summary, after redaction (the file has them whole). */
const MAX_PATH = 200

export { bar, n }

/** The summary's words for each metric's total column, and for a range without rows. */
const WORDS: Record<Metric, { total: string; none: string }> = {
  visitors: { total: 'Total (deduplicated)', none: 'No page had visitors in this range.' },
  views: { total: 'Total', none: 'No page was viewed in this range.' }
}

export interface SummaryInput {
  projectId: string
  metric: Metric
  dateFrom?: string
  dateTo?: string
  totals: Counts
  top: readonly PageCounts[]
  rows: number
  file: string
  truncated: boolean
}

/** The range as the analytics summary and the digest write it (days.ts), or as it was given. */
const rangeText = (from?: string, to?: string): string =>
  daysText(from, to) ?? `${from ?? 'the service default'} to ${to ?? 'now'} (exclusive)`

const join = (parts: Html[]): ReturnType<typeof htmlPiece> => htmlPiece(parts.join('') as Html)

export function summaryHtml(input: SummaryInput): Html {
  const words = WORDS[input.metric]
  const max = Math.max(0, ...input.top.map((page) => page.total))
  const rows = input.top.map(
    (page) =>
      htmlOf`<tr><td>${htmlCode(page.path, MAX_PATH)}</td><td><code>${bar(page.total, max)}</code> ${htmlOurs(n(page.total))}</td><td>${htmlOurs(n(page.human))}</td><td>${htmlOurs(n(page.ai))}</td></tr>`
  )
  const top =
    input.top.length > 0
      ? htmlOf`<h4>Top ${input.top.length} pages</h4><table><tr><th>Page</th><th>Total</th><th>Human</th><th>AI</th></tr>${join(rows)}</table>`
      : htmlOf`<p>${words.none}</p>`
  const truncated = input.truncated ? ' (truncated by max-pages)' : ''
  // Counts we formatted and dates we checked are ours: shown as they are (a date copies as the
  // date). The project id is the workflow's, shown in code.
  const ours = (text: string) => htmlOurs(text)
  return htmlOf`<h3>📊 ${METRIC_NAMES[input.metric]} of ${htmlCode(input.projectId)}</h3>
<p>${ours(rangeText(input.dateFrom, input.dateTo))}</p>
<table><tr><th>Human</th><th>AI</th><th>${words.total}</th><th>Pages exported</th></tr>
<tr><td>${ours(n(input.totals.human))}</td><td>${ours(n(input.totals.ai))}</td><td>${ours(n(input.totals.total))}</td><td>${ours(n(input.rows))}${htmlPiece(truncated as Html)}</td></tr></table>
${htmlPiece(top)}
<p>Written to ${htmlCode(input.file)}.</p>
`
}
