/**
 * The analytics job summary (contract §4.7): one section per report with how it ended, its
 * figures and its first rows, each with a bar where a count ranks them. HTML built with the
 * `html` tag: every cell of a row is the service's or a reader's text, shown as escaped code on
 * one line (it can neither render as markup nor change when copied), cut to a readable length
 * (the file has it whole).
 */
import { bar, n } from '../export/figures.js'
import type { Cell } from '../export/table-writer.js'
import { htmlCode, htmlOf, htmlOurs, htmlPiece, type Html } from '../sinks/index.js'
import { digestSectionHtml } from './digest-report.js'
import type { AnalyticsOutcome, Compared, ReportOutcome } from './export.js'
import { REPORTS } from './reports.js'

/** Text cells longer than this are cut in the summary (the file has them whole). */
const MAX_CELL = 120
/** The column each report's rows rank by, drawn as a bar. */
const RANKED: Partial<Record<string, string>> = {
  visitors: 'total',
  views: 'total',
  'feedback-by-page': 'thumbsDown',
  searches: 'hits'
}
/** Columns left out of the summary's table (long, or only for the file). */
const HIDDEN = new Set(['id', 'code', 'filename', 'lang', 'response', 'sources', 'pageUrl'])

const join = (parts: Html[]): ReturnType<typeof htmlPiece> => htmlPiece(parts.join('') as Html)

function cell(value: Cell, ranked: boolean, max: number): Html {
  if (typeof value === 'number') {
    return ranked
      ? htmlOf`<td><code>${bar(value, max)}</code> ${htmlOurs(n(value))}</td>`
      : htmlOf`<td>${htmlOurs(n(value))}</td>`
  }
  if (value === null) return htmlOf`<td>–</td>`
  return htmlOf`<td>${htmlCode(String(value), MAX_CELL)}</td>`
}

function section(report: ReportOutcome): Html {
  const spec = REPORTS[report.name]
  const title = htmlOf`<h4>${htmlOurs(spec.title)}</h4>`
  if (report.skipped)
    return htmlOf`${htmlPiece(title)}<p>⏭️ Not exported: ${htmlOurs(report.skipped)}.</p>`
  if (report.failure) {
    return htmlOf`${htmlPiece(title)}<p>❌ Failed: ${htmlCode(report.failure, 500)}</p>`
  }
  const state = report.complete
    ? htmlOurs(`✅ ${n(report.rows)} rows, complete`)
    : htmlOurs(`⚠️ ${n(report.rows)} rows, partial: ${report.incomplete ?? 'stopped'}`)
  const totals = report.totals
    ? htmlOf`<p>${htmlOurs(
        Object.entries(report.totals)
          .map(([name, value]) => `${name}: ${n(value)}`)
          .join(' · ')
      )}</p>`
    : htmlOf``
  const columns = spec.columns.map((c) => c.name).filter((name) => !HIDDEN.has(name))
  const rankedBy = RANKED[report.name]
  const max = Math.max(0, ...report.top.map((row) => Number(row[rankedBy ?? ''] ?? 0) || 0))
  const rows = report.top.map(
    (row) =>
      htmlOf`<tr>${join(columns.map((name) => cell(row[name] ?? null, name === rankedBy, max)))}</tr>`
  )
  const table = report.top.length
    ? htmlOf`<table><tr>${join(columns.map((name) => htmlOf`<th>${htmlOurs(name)}</th>`))}</tr>${join(rows)}</table>`
    : htmlOf`<p>No rows in this range.</p>`
  const file = report.file ? htmlOf`<p>Written to ${htmlCode(report.file)}.</p>` : htmlOf``
  const previous = report.previous ? comparison(report.previous, spec.columns.length > 0) : htmlOf``
  return htmlOf`${htmlPiece(title)}<p>${state}</p>${htmlPiece(totals)}${htmlPiece(previous)}${htmlPiece(table)}${htmlPiece(file)}`
}

/** A change as people read it: the signed difference and, where there was something, the percentage. */
export function change(before: number | null, now: number): string {
  if (before === null) return `new (${n(now)})`
  const diff = now - before
  const sign = diff > 0 ? '+' : diff < 0 ? '−' : '±'
  const percent = before > 0 ? ` (${sign}${n(Math.abs((diff / before) * 100))} %)` : ''
  return `${sign}${n(Math.abs(diff))}${percent}`
}

/** `compare: previous`: the figure against the range before, then the rows that moved most. */
function comparison(previous: Compared, withMovers: boolean): Html {
  const head = htmlOf`<p>${htmlOurs(
    `Against ${previous.dateFrom} to ${previous.dateTo}: ${previous.what} ${n(previous.before)} → ${n(previous.now)}, ${change(previous.before, previous.now)}`
  )}</p>`
  if (!withMovers || previous.movers.length === 0) return head
  const rows = previous.movers.map(
    (m) =>
      htmlOf`<tr><td>${htmlCode(m.key, MAX_CELL)}</td><td>${htmlOurs(m.before === null ? '–' : n(m.before))}</td><td>${htmlOurs(n(m.now))}</td><td>${htmlOurs(change(m.before, m.now))}</td></tr>`
  )
  return htmlOf`${htmlPiece(head)}<details><summary>${htmlOurs(`Top movers among the first rows (${previous.movers.length})`)}</summary><table><tr><th>Row</th><th>Before</th><th>Now</th><th>Change</th></tr>${join(rows)}</table></details>`
}

export function summaryHtml(input: {
  projectId: string
  dateFrom?: string
  dateTo?: string
  outcome: AnalyticsOutcome
  maxRequests: number
}): Html {
  const { outcome } = input
  return htmlOf`<h3>📊 Analytics of ${htmlCode(input.projectId)}</h3>
<p>${htmlOurs(input.dateFrom ?? 'the service default')} to ${htmlOurs(input.dateTo ?? 'now')} (exclusive) · ${htmlOurs(`${outcome.requests} of ${input.maxRequests} requests`)}</p>
${join(outcome.reports.map(section))}${htmlPiece(outcome.compareSkipped ? htmlOf`<p>⚠️ ${htmlCode(outcome.compareSkipped, 500)}</p>` : htmlOf``)}${htmlPiece(digestSectionHtml(outcome.digest))}
`
}
