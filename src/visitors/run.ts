/**
 * The visitor analytics action: read the settings, export every page of the metric (unique
 * visitors or page views) for the range in the export worker (rows stream to the file as they
 * arrive), then report: warnings, outputs and a job summary. Outputs are written whatever
 * happens. The `timeout` input bounds the whole export: past it (and a short grace for the worker
 * to stop) the export is cancelled.
 */
import { systemClock, type Clock, type Logger } from '../api/index.js'
import { BOUNDS, type Bounds } from '../bounds.js'
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
  writeSummary
} from '../sinks/index.js'
import { SettingsError } from '../inputs.js'
import { Inputs, METRIC_NAMES, Outputs } from './constants.js'
import type { ExportOutcome } from './export.js'
import { readVisitorsSettings, type VisitorsSettings } from './settings.js'
import { summaryHtml } from './summary.js'
import { exportInWorker } from './worker.js'

/** What the action runs with; tests give their own (a virtual clock, a stand-in export). */
export interface VisitorsDeps {
  clock: Clock
  bounds: Bounds
  /** The runner's variables: the inputs (`INPUT_*`), the workspace, the runner's temp folder. */
  env: NodeJS.ProcessEnv
  /** The runner's cancel (SIGINT, SIGTERM); default: the process's signals. */
  cancel?: AbortSignal
  /** Runs the export; default: in a worker thread started from `entry` (worker.ts). */
  exportIn(
    entry: string,
    settings: VisitorsSettings,
    log: Logger,
    signal: AbortSignal
  ): Promise<ExportOutcome>
}

/** `entry`: the action's bundle, which the export worker runs too. */
export async function run(entry: string, given: Partial<VisitorsDeps> = {}): Promise<void> {
  const { clock = systemClock, bounds = BOUNDS } = given
  const exportIn =
    given.exportIn ??
    ((entry, settings, log, signal) =>
      exportInWorker(entry, settings, log, signal, {
        clock,
        graceMs: bounds.workerCancelGraceMs
      }))
  const env = given.env ?? process.env
  // The process's own inputs through the toolkit; a given environment's, directly.
  const input = given.env ? inputFrom(given.env) : processInput
  addSecret(input(Inputs.ApiKey))

  let settings: VisitorsSettings
  try {
    settings = readVisitorsSettings(input, {
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

  let outcome: ExportOutcome | undefined
  try {
    outcome = await group(
      line`Exporting ${METRIC_NAMES[settings.metric].toLowerCase()} of ${settings.projectId} (${settings.dateFrom ?? 'default start'} to ${settings.dateTo ?? 'now'})`,
      async () => {
        const result = await exportIn(entry, settings, plainLogger, stop)
        if (!result.failure) {
          log.info(
            line`${result.rows} pages in ${result.resultPages} result pages, ${result.requests} requests`
          )
        }
        return result
      }
    )
  } catch (error) {
    // The worker could not even start (exportInWorker resolves for anything after that).
    fail(line`The export failed: ${error instanceof Error ? error.message : String(error)}`)
    return
  }

  if (outcome.failure) {
    fail(
      overdue.aborted && !cancelled.aborted
        ? line`The export did not finish within the timeout input; it was stopped. ${outcome.failure}`
        : outcome.cancelled
          ? line`The export was cancelled. ${outcome.failure}`
          : line`The export failed: ${outcome.failure}`
    )
  } else {
    warnAbout(outcome, settings)
  }
  writeOutputs(outcome, settings)
  if (outcome.totals && !outcome.failure) {
    const failed = await writeSummary(
      summaryHtml({
        projectId: settings.projectId,
        metric: settings.metric,
        dateFrom: settings.dateFrom,
        dateTo: settings.dateTo,
        totals: outcome.totals,
        top: outcome.top,
        rows: outcome.rows,
        file: settings.outputFile,
        truncated: outcome.truncated
      })
    )
    if (failed) log.warning(line`Could not write the job summary: ${failed.message}`)
  }
}

/** What offset paging over live data, and max-pages, may have done to a complete file. */
function warnAbout(outcome: ExportOutcome, settings: VisitorsSettings): void {
  if (outcome.duplicateCount > 0) {
    log.warning(
      line`${outcome.duplicateCount} page rows came twice across result pages (the data changed during the export); each path was exported once. First: ${outcome.duplicates.join(', ')}`
    )
  }
  if (outcome.totalsChanged) {
    log.warning(
      line`The site totals changed between result pages: the data was updated during the export. The file has the totals of the first page.`
    )
  }
  if (outcome.truncated) {
    log.warning(
      line`max-pages (${settings.maxPages}) stopped the export; the service has more pages.`
    )
  }
}

function writeOutputs(outcome: ExportOutcome, settings: VisitorsSettings): void {
  setOutputs({
    [Outputs.Requests]: String(outcome.requests),
    // A failed export removed its file: no page row was exported.
    [Outputs.Pages]: outcome.failure ? '0' : String(outcome.rows),
    [Outputs.Truncated]: String(outcome.truncated),
    [Outputs.Human]: outcome.totals ? String(outcome.totals.human) : undefined,
    [Outputs.Ai]: outcome.totals ? String(outcome.totals.ai) : undefined,
    [Outputs.Total]: outcome.totals ? String(outcome.totals.total) : undefined,
    [Outputs.File]: outcome.failure ? undefined : settings.outputFile
  })
}
