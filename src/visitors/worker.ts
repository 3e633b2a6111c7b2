/**
 * The visitors export in the engine's worker thread (export/worker.ts): the same bundle
 * (dist/visitors/index.js), started on the export branch of its entry.
 */
import { systemClock, type Clock, type Logger } from '../api/index.js'
import { BOUNDS } from '../bounds.js'
import { runInWorker, serveInWorker } from '../export/worker.js'
import { NOTHING_YET, exportVisitors, type ExportOutcome } from './export.js'
import type { VisitorsSettings } from './settings.js'

export { YOUNG_GENERATION_MB } from '../export/worker.js'

interface WorkerInput {
  settings: VisitorsSettings
}

/**
 * Main thread: runs the export in a worker started from `entry`, the action's bundle. Always
 * resolves: if the worker dies without an outcome, with what its last progress message said, the
 * failure, and the partial file removed.
 */
export function exportInWorker(
  entry: string,
  settings: VisitorsSettings,
  log: Logger,
  signal: AbortSignal,
  grace: { clock: Clock; graceMs: number } = {
    clock: systemClock,
    graceMs: BOUNDS.workerCancelGraceMs
  }
): Promise<ExportOutcome> {
  return runInWorker<WorkerInput, ExportOutcome>(
    {
      entry,
      input: { settings },
      nothingYet: NOTHING_YET,
      partialFiles: () => [settings.outputFile]
    },
    log,
    signal,
    grace
  )
}

/** Worker thread: runs the export it was given and posts the outcome. */
export function serveExport(): Promise<void> {
  return serveInWorker<WorkerInput, ExportOutcome>(({ settings }, io) =>
    exportVisitors(settings, io)
  )
}
