/**
 * The export runs in a worker thread with a bounded young generation. Over a long export V8
 * otherwise grows its young generation with the time spent allocating (from 8 to 64 MB and more,
 * depending on the machine's memory), so the action's peak memory grew with the size of the site
 * although what it keeps alive does not. The worker is the same bundle (dist/visitors/index.js),
 * started on the export branch of its entry; messages carry log lines and the outcome back, and
 * cancellation there. See BENCHMARKS.md for what it changes.
 */
import { rmSync } from 'node:fs'
import { Worker, parentPort, workerData } from 'node:worker_threads'
import { systemClock, type Clock, type Logger } from '../api/index.js'
import { BOUNDS } from '../bounds.js'
import { NOTHING_YET, exportVisitors, type ExportOutcome } from './export.js'
import type { VisitorsSettings } from './settings.js'

/** Room for the in-flight pages; more only makes V8 collect less often and hold more memory. */
export const YOUNG_GENERATION_MB = 8

type FromWorker =
  | { type: 'log'; level: keyof Logger; message: string }
  /** What is known after each result page, in case the worker dies before its outcome. */
  | { type: 'progress'; outcome: ExportOutcome }
  | { type: 'outcome'; outcome: ExportOutcome }

interface WorkerInput {
  settings: VisitorsSettings
}

/**
 * Main thread: runs the export in a worker started from `entry`, the action's bundle. Always
 * resolves: if the worker dies without an outcome (out of memory, stuck after a cancel, a bug),
 * with what its last progress message said, the failure, and the partial file removed.
 */
export function exportInWorker(
  entry: string,
  settings: VisitorsSettings,
  log: Logger,
  signal: AbortSignal,
  /** After a cancel, how long the worker has to remove its partial file and answer. */
  grace: { clock: Clock; graceMs: number } = {
    clock: systemClock,
    graceMs: BOUNDS.workerCancelGraceMs
  }
): Promise<ExportOutcome> {
  return new Promise((resolve) => {
    const worker = new Worker(entry, {
      workerData: { settings } satisfies WorkerInput,
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB }
    })
    let outcome: ExportOutcome | undefined
    let progress = NOTHING_YET
    let death: Error | undefined
    const ended = new AbortController()
    const cancel = (): void => {
      worker.postMessage('cancel')
      grace.clock.sleep(grace.graceMs, ended.signal).then(
        () => void worker.terminate(),
        () => {}
      )
    }
    if (signal.aborted) cancel()
    else signal.addEventListener('abort', cancel, { once: true })

    worker.on('message', (message: FromWorker) => {
      if (message.type === 'log') log[message.level](message.message)
      else if (message.type === 'progress') progress = message.outcome
      else {
        outcome = message.outcome
        // The worker posts its outcome last, with the file complete or removed: nothing it still
        // holds (a socket a proxy never answered, a timer) may keep the step waiting.
        void worker.terminate()
      }
    })
    // Node may report running out of memory after the outcome came: the outcome stands.
    worker.on('error', (error) => (death = error))
    worker.on('exit', (code) => {
      ended.abort()
      signal.removeEventListener('abort', cancel)
      if (outcome) return resolve(outcome)
      rmSync(`${settings.outputFile}.partial`, { force: true })
      const why = death?.message ?? `the export stopped without a result (exit code ${code})`
      resolve({
        ...progress,
        failure: signal.aborted ? `The export did not stop in time (${why}).` : why,
        cancelled: signal.aborted
      })
    })
  })
}

/** Worker thread: runs the export it was given and posts the outcome. */
export async function serveExport(): Promise<void> {
  const port = parentPort
  if (!port) throw new Error('serveExport runs in a worker thread')
  const { settings } = workerData as WorkerInput
  const controller = new AbortController()
  port.on('message', (message) => {
    if (message === 'cancel') controller.abort(new Error('cancelled'))
  })
  const post = (message: FromWorker): void => port.postMessage(message)
  const outcome = await exportVisitors(settings, {
    log: {
      debug: (message) => post({ type: 'log', level: 'debug', message }),
      info: (message) => post({ type: 'log', level: 'info', message })
    },
    signal: controller.signal,
    clock: systemClock,
    onProgress: (outcome) => post({ type: 'progress', outcome })
  })
  post({ type: 'outcome', outcome })
  // The parent's port listener would otherwise keep the worker alive.
  port.close()
}
