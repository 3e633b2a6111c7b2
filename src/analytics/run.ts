/**
 * The analytics action: read the settings, export every report asked for in the engine's worker
 * thread (rows stream to the files as they arrive), then report: warnings, outputs and a job
 * summary. Outputs are written whatever happens. The `timeout` input bounds the whole export:
 * past it (and a short grace for the worker to stop) the export is cancelled.
 */
import { systemClock, type Clock, type Logger } from '../api/index.js'
import { BOUNDS, type Bounds } from '../bounds.js'
import { runInWorker, serveInWorker } from '../export/worker.js'
import { SettingsError } from '../inputs.js'
import { abortOnSignals } from '../signals.js'
import {
  addSecret,
  fail,
  group,
  input as processInput,
  inputFrom,
  line,
  lineList,
  log,
  plainLogger,
  setOutputs,
  writeSummary,
  type OutputValue
} from '../sinks/index.js'
import { Inputs, Outputs, fileOutput, rowsOutput } from './constants.js'
import { digestOutputs, reportDigest } from './digest-report.js'
import { digestFiles } from './digest.js'
import { NOTHING_YET, exportAnalytics, type AnalyticsOutcome } from './export.js'
import { readAnalyticsSettings, type AnalyticsSettings } from './settings.js'
import { summaryHtml } from './summary.js'

export interface AnalyticsDeps {
  clock: Clock
  bounds: Bounds
  env: NodeJS.ProcessEnv
  cancel?: AbortSignal
  /** Runs the export; default: in a worker thread started from `entry` (export/worker.ts). */
  exportIn(
    entry: string,
    settings: AnalyticsSettings,
    log: Logger,
    signal: AbortSignal
  ): Promise<AnalyticsOutcome>
}

interface WorkerInput {
  settings: AnalyticsSettings
}

/** Worker thread: runs the export it was given and posts the outcome. */
export function serveAnalytics(): Promise<void> {
  return serveInWorker<WorkerInput, AnalyticsOutcome>(({ settings }, io) =>
    exportAnalytics(settings, io)
  )
}

/** `entry`: the action's bundle, which the export worker runs too. */
export async function run(entry: string, given: Partial<AnalyticsDeps> = {}): Promise<void> {
  const { clock = systemClock, bounds = BOUNDS } = given
  const exportIn =
    given.exportIn ??
    ((entry, settings, log, signal) =>
      runInWorker<WorkerInput, AnalyticsOutcome>(
        {
          entry,
          input: { settings },
          nothingYet: NOTHING_YET,
          partialFiles: () => [
            ...settings.reports.map((name) => `${settings.outputDir}/${name}.${settings.format}`),
            ...digestFiles(settings)
          ]
        },
        log,
        signal,
        { clock, graceMs: bounds.workerCancelGraceMs }
      ))
  const env = given.env ?? process.env
  const input = given.env ? inputFrom(given.env) : processInput
  addSecret(input(Inputs.ApiKey))

  let settings: AnalyticsSettings
  try {
    settings = readAnalyticsSettings(input, {
      workspace: env.GITHUB_WORKSPACE ?? process.cwd(),
      runnerTemp: env.RUNNER_TEMP,
      now: clock.now()
    })
  } catch (error) {
    fail(
      error instanceof SettingsError
        ? lineList(error.problems)
        : line`${error instanceof Error ? error.message : String(error)}`
    )
    return
  }

  const cancelled =
    given.cancel ??
    abortOnSignals((signal) => log.warning(line`Received ${signal}: stopping the export.`)).signal
  const overdue = clock.timeout(settings.timeoutMs + bounds.stopGraceMs)
  const stop = AbortSignal.any([cancelled, overdue])

  let outcome: AnalyticsOutcome
  try {
    outcome = await group(
      line`Exporting ${settings.reports.join(', ') || 'no report'} of ${settings.projectId} (${settings.dateFrom ?? 'default start'} to ${settings.dateTo ?? 'now'}), at most ${settings.maxRequests} requests`,
      () => exportIn(entry, settings, plainLogger, stop)
    )
  } catch (error) {
    fail(line`The export failed: ${error instanceof Error ? error.message : String(error)}`)
    return
  }

  report(outcome, { overdue: overdue.aborted && !cancelled.aborted })
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
function report(outcome: AnalyticsOutcome, how: { overdue: boolean }): void {
  if (outcome.failure) {
    fail(
      how.overdue
        ? line`The export did not finish within the timeout input; it was stopped. ${outcome.failure}`
        : outcome.cancelled
          ? line`The export was cancelled. ${outcome.failure}`
          : line`The export failed: ${outcome.failure}`
    )
  }
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
