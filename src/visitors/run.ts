/**
 * The visitor analytics action, a preset of the analytics action (visitors/settings.ts): its
 * inputs read into the engine's settings, the one report (unique visitors or page views)
 * exported in the engine's worker (analytics/step.ts), then reported as the visitors action
 * documents it (contract §3.2): warnings, its outputs and its job summary. Outputs are written
 * whatever happens.
 */
import type { PageCounts } from '../api/index.js'
import { exportStep, type ExportDeps } from '../analytics/step.js'
import type { AnalyticsOutcome, ReportOutcome } from '../analytics/export.js'
import type { AnalyticsSettings } from '../analytics/settings.js'
import { fail, line, log, setOutputs, writeSummary } from '../sinks/index.js'
import { Inputs, METRIC_NAMES, Outputs } from './constants.js'
import { metricOf, readVisitorsSettings } from './settings.js'
import { summaryHtml } from './summary.js'

/** `entry`: the export worker's bundle (export-worker.ts), which the worker thread runs. */
export async function run(entry: string, given: Partial<ExportDeps> = {}): Promise<void> {
  const step = await exportStep(
    entry,
    given,
    readVisitorsSettings,
    (settings) =>
      line`Exporting ${METRIC_NAMES[metricOf(settings)].toLowerCase()} of ${settings.projectId} (${settings.dateFrom ?? 'default start'} to ${settings.dateTo ?? 'now'})`
  )
  if (!step) return
  const { settings, outcome } = step
  const report = outcome.reports[0]
  const whole = !outcome.failure && report !== undefined && report.complete
  if (report && !outcome.failure) tellAbout(report, settings, outcome.cancelled === true)
  writeOutputs(outcome, report)
  if (whole && report.totals) {
    const failed = await writeSummary(
      summaryHtml({
        projectId: settings.projectId,
        metric: metricOf(settings),
        dateFrom: settings.dateFrom,
        dateTo: settings.dateTo,
        totals: { human: 0, ai: 0, total: 0, ...report.totals },
        top: report.top as unknown as PageCounts[],
        rows: report.rows,
        file: settings.outputFile,
        truncated: report.truncated === true
      })
    )
    if (failed) log.warning(line`Could not write the job summary: ${failed.message}`)
  }
}

/**
 * How the report ended: failed or cancelled (its file removed), stopped by the timeout (its file
 * kept, and saying it is partial), or whole, with what paging over live data and max-pages did.
 */
function tellAbout(report: ReportOutcome, settings: AnalyticsSettings, cancelled: boolean): void {
  if (report.failure) {
    return fail(
      cancelled
        ? line`The export was cancelled. ${report.failure}`
        : line`The export failed: ${report.failure}`
    )
  }
  if (!report.complete) {
    return fail(
      report.file
        ? line`The export did not finish: ${report.incomplete ?? 'stopped'}. The file keeps the ${report.rows} page rows that came, and says it is partial.`
        : line`The export did not finish: ${report.incomplete ?? report.skipped ?? 'stopped'}. No page came.`
    )
  }
  if (report.duplicates) {
    log.warning(
      line`${report.duplicates} page rows came twice across result pages (the data changed during the export); each path was exported once. First: ${(report.firstDuplicates ?? []).join(', ')}`
    )
  }
  if (report.totalsChanged) {
    log.warning(
      line`The site totals changed between result pages: the data was updated during the export. The file has the totals of the first page.`
    )
  }
  if (report.truncated) {
    log.warning(
      line`${Inputs.MaxPages} (${settings.maxPages}) stopped the export; the service has more pages.`
    )
  }
  log.info(
    line`${report.rows} pages in ${report.pages ?? 0} result pages, ${report.requests} requests`
  )
}

function writeOutputs(outcome: AnalyticsOutcome, report: ReportOutcome | undefined): void {
  const totals = report?.totals
  // A failed export removed its file: no page row was exported.
  const file = outcome.failure ? undefined : report?.file
  setOutputs({
    [Outputs.Requests]: String(outcome.requests),
    [Outputs.Pages]: String(file ? (report?.rows ?? 0) : 0),
    [Outputs.Truncated]: String(report?.truncated === true),
    [Outputs.Human]: totals ? String(totals.human) : undefined,
    [Outputs.Ai]: totals ? String(totals.ai) : undefined,
    [Outputs.Total]: totals ? String(totals.total) : undefined,
    [Outputs.File]: file
  })
}
