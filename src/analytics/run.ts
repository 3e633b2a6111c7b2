/**
 * The analytics action: read the settings, export every report asked for in the engine's worker
 * thread (rows stream to the files as they arrive), then report: warnings, outputs and a job
 * summary. Outputs are written whatever happens. The `timeout` input bounds the whole export:
 * past it (and a short grace for the worker to stop) the export is cancelled.
 */
import {
  fail,
  line,
  lineList,
  log,
  setOutputs,
  writeSummary,
  type OutputValue
} from '../sinks/index.js'
import { Outputs, fileOutput, rowsOutput } from './constants.js'
import { digestOutputs, reportDigest } from './digest-report.js'
import type { AnalyticsOutcome } from './export.js'
import { readAnalyticsSettings } from './settings.js'
import { exportStep, type ExportDeps } from './step.js'
import { summaryHtml } from './summary.js'

/** `entry`: the export worker's bundle (export-worker.ts), which the worker thread runs. */
export async function run(entry: string, given: Partial<ExportDeps> = {}): Promise<void> {
  const step = await exportStep(
    entry,
    given,
    readAnalyticsSettings,
    (settings) =>
      line`Exporting ${settings.reports.join(', ') || 'no report'} of ${settings.projectId} (${settings.dateFrom ?? 'default start'} to ${settings.dateTo ?? 'now'}), at most ${settings.maxRequests} requests`
  )
  if (!step) return
  const { settings, outcome } = step
  report(outcome)
  reportDigest(outcome.digest)
  setOutputs({ ...outputsOf(outcome), ...digestOutputs(outcome.digest) })
  const failed = await writeSummary(
    summaryHtml({
      projectId: settings.projectId,
      dateFrom: settings.dateFrom,
      dateTo: settings.dateTo,
      outcome,
      maxRequests: settings.maxRequests,
      roots: { workspace: settings.outputRoots[0] ?? '', temp: settings.outputRoots[1] }
    })
  )
  if (failed) log.warning(line`Could not write the job summary: ${failed.message}`)
}

/** Warnings for what is partial or skipped; the step fails when a report failed. */
function report(outcome: AnalyticsOutcome): void {
  if (outcome.compareSkipped) log.warning(line`compare: ${outcome.compareSkipped}.`)
  for (const r of outcome.reports) {
    if (r.duplicates) {
      log.warning(
        line`${r.name}: ${r.duplicates} rows came twice across result pages (the data changed during the export); each was exported once.`
      )
    }
    if (r.incomplete) log.warning(line`${r.name} is partial: ${r.incomplete}. Its file says so.`)
    if (r.skipped) log.warning(line`${r.name} was not exported: ${r.skipped}.`)
  }
  const late = outcome.reports.filter((r) => r.timedOut)
  if (late.length > 0) {
    fail(
      line`The export did not finish within the timeout input: ${late.map((r) => r.name).join(', ')} partial (each file says so), the reports after it not exported.`
    )
  }
  const failures = outcome.reports.filter((r) => r.failure)
  if (failures.length > 0) {
    fail(lineList(failures.map((r) => `${r.name} failed: ${r.failure ?? ''}`)))
  }
}

function outputsOf(outcome: AnalyticsOutcome): Record<string, OutputValue | undefined> {
  const outputs: Record<string, OutputValue | undefined> = {
    [Outputs.Requests]: String(outcome.requests),
    // Every report's figures as JSON: the counts are ours (numbers), the names ours. Whole, not
    // cut as a line is: a cut JSON is no JSON (a few hundred bytes a report).
    [Outputs.Reports]: {
      text: JSON.stringify(
        Object.fromEntries(
          outcome.reports.map((r) => [
            r.name,
            {
              rows: r.rows,
              complete: r.complete,
              ...(r.totals ? { totals: r.totals } : {}),
              ...(r.previous
                ? { previous: { before: r.previous.before, now: r.previous.now } }
                : {}),
              ...(r.skipped ? { skipped: true } : {}),
              ...(r.failure ? { failed: true } : {})
            }
          ])
        )
      )
    }
  }
  for (const r of outcome.reports) {
    outputs[rowsOutput(r.name)] = String(r.rows)
    outputs[fileOutput(r.name)] = r.file
  }
  return outputs
}
