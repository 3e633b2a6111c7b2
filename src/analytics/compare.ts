/**
 * `compare: previous`: each report's figure against the range before it, from the first page of
 * that range, and the rows that moved most.
 */
import { ApiError, type CallOptions } from '../api/index.js'
import type { ReportsClient } from '../api/reports-client.js'
import { BudgetSpent, type RequestBudget } from '../export/budget.js'
import { previousRange } from '../export/dates.js'
import type { HeadPages } from './heads.js'
import { MOVERS, type ReportOutcome } from './outcome.js'
import { REPORTS, type ReportPage, type ReportSpec } from './reports.js'
import { whereSpent } from './reserve.js'
import type { AnalyticsSettings } from './settings.js'

/**
 * `compare: previous`, once every report is exported (they come first in the budget): for each
 * report with a figure to compare, the first page of the range before it, one request each.
 * A page the digest reads too (visitors of the period before) is kept for it in `heads`, and
 * gives back the request held for it: no page is asked for twice. Returns why some were not
 * compared, if the budget ran out.
 */
export async function compareWithPrevious(
  settings: AnalyticsSettings,
  reports: ReportOutcome[],
  io: { client: ReportsClient; budget: RequestBudget; call: CallOptions; heads?: HeadPages }
): Promise<string | undefined> {
  const range =
    settings.dateFrom !== undefined && settings.dateTo !== undefined
      ? previousRange({ dateFrom: settings.dateFrom, dateTo: settings.dateTo })
      : undefined
  if (!range) return undefined
  const { budget } = io
  const before = budget.used
  const spent = (): string =>
    whereSpent(settings, budget, 'before every report was compared', [
      [before, 'by the reports'],
      [budget.used - before, 'by the comparisons']
    ])
  let skipped: string | undefined
  for (const report of reports) {
    const spec = REPORTS[report.name] as ReportSpec<unknown>
    const comparison = spec.compare
    if (!comparison || report.skipped || report.failure || report.figure === undefined) continue
    if (budget.left === 0) {
      skipped = spent()
      break
    }
    let page: ReportPage<unknown>
    const query = {
      ...range,
      limit: spec.limit,
      // As the export asks a first page (offset paging from 0): the same page the digest reads.
      offset: spec.paging === 'offset' ? 0 : undefined,
      source: settings.feedbackSource || undefined,
      status: settings.feedbackStatus || undefined
    }
    try {
      page = await spec.fetch(io.client, query, io.call)
      if (io.heads?.keep(spec.name, range, 0, page)) budget.release(1)
    } catch (error) {
      // The comparison is a view on the exports, which stand: it is left out, saying why.
      if (error instanceof BudgetSpent) {
        skipped = spent()
        break
      }
      if (!(error instanceof ApiError)) throw error
      skipped = `${report.name} could not be compared: ${error.message}`
      continue
    }
    const before = new Map<string, number>()
    for (const row of page.rows) {
      const cells = Object.fromEntries(spec.columns.map((c) => [c.name, c.cell(row as never)]))
      before.set(String(cells[comparison.key]), Number(cells[comparison.value]) || 0)
    }
    const movers = report.top
      .map((row) => {
        const key = String(row[comparison.key])
        return { key, before: before.get(key) ?? null, now: Number(row[comparison.value]) || 0 }
      })
      .sort((a, b) => Math.abs(b.now - (b.before ?? 0)) - Math.abs(a.now - (a.before ?? 0)))
      .slice(0, MOVERS)
    report.previous = {
      what: comparison.what,
      now: report.figure,
      before: comparison.figure(page),
      movers: report.name === 'assistant-callers' ? [] : movers,
      earlier: report.top.map((row) => before.get(String(row[comparison.key])) ?? null),
      ...range
    }
  }
  return skipped
}
