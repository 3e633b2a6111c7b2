/**
 * What the analytics action and its visitors preset share around the export: the key masked,
 * the settings read (a problem fails the step before any request), the export run in the
 * engine's worker thread (export/worker.ts) within the `timeout` input and the runner's cancel,
 * and one wording of an export that did not end as it should. Each action then reports its
 * outcome its own way: warnings, outputs and a job summary.
 */
import { systemClock, type Clock, type Logger } from '../api/index.js'
import { BOUNDS, type Bounds } from '../bounds.js'
import { runInWorker } from '../export/worker.js'
import { SettingsError, type InputReader } from '../inputs.js'
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
  type LogLine
} from '../sinks/index.js'
import type { AnalyticsOutcome } from './export.js'
import { digestFiles, reportFile } from './export-files.js'
import { NOTHING_YET } from './outcome.js'
import type { AnalyticsSettings } from './settings.js'

/** What the action runs with; tests give their own (a virtual clock, a stand-in export). */
export interface ExportDeps {
  clock: Clock
  bounds: Bounds
  /** The runner's variables: the inputs (`INPUT_*`), the workspace, the runner's temp folder. */
  env: NodeJS.ProcessEnv
  /** The runner's cancel (SIGINT, SIGTERM); default: the process's signals. */
  cancel?: AbortSignal
  /** Runs the export; default: in a worker thread started from `entry` (export-worker.ts). */
  exportIn(
    entry: string,
    settings: AnalyticsSettings,
    log: Logger,
    signal: AbortSignal
  ): Promise<AnalyticsOutcome>
}

/** Reads an action's inputs into the engine's settings, or throws SettingsError. */
export type SettingsReader = (
  input: InputReader,
  options: { workspace: string; now: number; runnerTemp?: string }
) => AnalyticsSettings

/** What the export worker is given (export-worker.ts). */
export interface WorkerInput {
  settings: AnalyticsSettings
}

/**
 * Main thread: the export in a worker started from `entry`, the export worker's bundle. Always
 * resolves: if the worker dies without an outcome, with what its last progress said, the
 * failure, and the partial files removed.
 */
export function exportInWorker(
  entry: string,
  settings: AnalyticsSettings,
  log: Logger,
  signal: AbortSignal,
  grace: { clock: Clock; graceMs: number } = {
    clock: systemClock,
    graceMs: BOUNDS.workerCancelGraceMs
  }
): Promise<AnalyticsOutcome> {
  return runInWorker<WorkerInput, AnalyticsOutcome>(
    {
      entry,
      input: { settings },
      nothingYet: NOTHING_YET,
      partialFiles: () => [
        ...settings.reports.map((name) => reportFile(settings, name)),
        ...digestFiles(settings)
      ]
    },
    log,
    signal,
    grace
  )
}

/**
 * Reads the settings and runs the export, failing the step for bad inputs, a worker that cannot
 * start, and an export that ended without its outcome (cancelled, overdue, the worker died).
 * Undefined when there is nothing to report.
 */
export async function exportStep(
  entry: string,
  given: Partial<ExportDeps>,
  read: SettingsReader,
  title: (settings: AnalyticsSettings) => LogLine
): Promise<{ settings: AnalyticsSettings; outcome: AnalyticsOutcome } | undefined> {
  const { clock = systemClock, bounds = BOUNDS } = given
  const exportIn =
    given.exportIn ??
    ((entry, settings, log, signal) =>
      exportInWorker(entry, settings, log, signal, { clock, graceMs: bounds.workerCancelGraceMs }))
  const env = given.env ?? process.env
  // The process's own inputs through the toolkit; a given environment's, directly.
  const input = given.env ? inputFrom(given.env) : processInput
  addSecret(input('api-key'))

  let settings: AnalyticsSettings
  try {
    settings = read(input, {
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
    return undefined
  }

  const cancelled =
    given.cancel ??
    abortOnSignals((signal) => log.warning(line`Received ${signal}: stopping the export.`)).signal
  const overdue = clock.timeout(settings.timeoutMs + bounds.stopGraceMs)
  const stop = AbortSignal.any([cancelled, overdue])

  let outcome: AnalyticsOutcome
  try {
    outcome = await group(title(settings), () => exportIn(entry, settings, plainLogger, stop))
  } catch (error) {
    // The worker could not even start (exportInWorker resolves for anything after that).
    fail(line`The export failed: ${error instanceof Error ? error.message : String(error)}`)
    return undefined
  }
  if (outcome.failure) {
    fail(
      overdue.aborted && !cancelled.aborted
        ? line`The export did not finish within the timeout input; it was stopped. ${outcome.failure}`
        : outcome.cancelled
          ? line`The export was cancelled. ${outcome.failure}`
          : line`The export failed: ${outcome.failure}`
    )
  }
  return { settings, outcome }
}
