/**
 * An export runs in a worker thread with a bounded young generation. Over a long export V8
 * otherwise grows its young generation with the time spent allocating (from 8 to 64 MB and more,
 * depending on the machine's memory), so the action's peak memory grew with the size of the site
 * although what it keeps alive does not. The worker is a bundle of its own, the export alone
 * (export-worker.ts), beside the action's; messages carry log lines, progress and the outcome
 * back, and cancellation there. Every analytics export (visitors/, analytics/) runs this way; see
 * BENCHMARKS.md for what it changes.
 */
import { rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { Worker, parentPort, workerData } from 'node:worker_threads'
import { systemClock, type Clock, type Logger } from '../api/index.js'

/**
 * Room for the in-flight pages; more only makes V8 collect less often and hold more memory. V8
 * makes semi-spaces of a power of two from it: 4 to 7 MB give two of 2 MB, which measured best
 * (the 100,000-conversation assistant export peaked at 97 MiB, median of 5; 8 MB, two of 4,
 * peaked at 101; 2 or 3 MB, two of 1, at 103 to 107, promoting more of each page to the old
 * generation). 6 rather than 4, so that a V8 that divides the size by three would still make
 * semi-spaces of 2 MB.
 */
export const YOUNG_GENERATION_MB = 6
/**
 * The worker's old generation. Unbounded, V8 let garbage of 1000-conversation pages grow the
 * assistant export's peak from 119 MiB at 10,000 rows to 139 at 100,000; bounded at 128 MB, it
 * stays at 119 (BENCHMARKS.md). 128 leaves room for the largest page a report reads (32 MiB of
 * text and what it parses into: a 30 MB page exports, e2e/analytics.test.ts).
 */
export const OLD_GENERATION_MB = 128

/**
 * The export worker's bundle beside an action's bundle: `dist/<action>/index.js` ->
 * `dist/export-worker/index.js` (scripts/build.js builds both).
 */
export function exportWorkerOf(bundle: string): string {
  return join(dirname(bundle), '..', 'export-worker', 'index.js')
}

/** What every export's outcome says of how it ended. */
export interface Ending {
  /** Why the export failed; absent when it ended as it should. */
  failure?: string
  /** The failure came from cancellation. */
  cancelled?: boolean
}

type FromWorker<Outcome> =
  | { type: 'log'; level: keyof Logger; message: string }
  /** What is known so far, in case the worker dies before its outcome. */
  | { type: 'progress'; outcome: Outcome }
  | { type: 'outcome'; outcome: Outcome }

export interface WorkerJob<Input, Outcome extends Ending> {
  /** The worker's bundle, which starts the worker's side (serveInWorker). */
  entry: string
  input: Input
  /** Before any progress: what the outcome is if the worker dies at once. */
  nothingYet: Outcome
  /** Files the worker may leave half-written if it dies: removed then. */
  partialFiles(): string[]
}

/**
 * Main thread: runs the job in a worker started from its entry. Always resolves: if the worker
 * dies without an outcome (out of memory, stuck after a cancel, a bug), with what its last
 * progress message said, the failure, and the partial files removed.
 */
export function runInWorker<Input, Outcome extends Ending>(
  job: WorkerJob<Input, Outcome>,
  log: Logger,
  signal: AbortSignal,
  /** After a cancel, how long the worker has to remove its partial files and answer. */
  grace: { clock: Clock; graceMs: number }
): Promise<Outcome> {
  return new Promise((resolve) => {
    const worker = new Worker(job.entry, {
      workerData: job.input,
      resourceLimits: {
        maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
        maxOldGenerationSizeMb: OLD_GENERATION_MB
      }
    })
    let outcome: Outcome | undefined
    let progress = job.nothingYet
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

    worker.on('message', (message: FromWorker<Outcome>) => {
      if (message.type === 'log') log[message.level](message.message)
      else if (message.type === 'progress') progress = message.outcome
      else {
        outcome = message.outcome
        // The worker posts its outcome last, with the files complete or removed: nothing it still
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
      for (const file of job.partialFiles()) rmSync(`${file}.partial`, { force: true })
      const why = death?.message ?? `the export stopped without a result (exit code ${code})`
      resolve({
        ...progress,
        failure: signal.aborted ? `The export did not stop in time (${why}).` : why,
        cancelled: signal.aborted
      })
    })
  })
}

/** What the worker's side runs: the export, with a log, a cancel and a progress report. */
export type WorkerBody<Input, Outcome> = (
  input: Input,
  io: {
    log: Logger
    signal: AbortSignal
    clock: Clock
    onProgress(outcome: Outcome): void
  }
) => Promise<Outcome>

/** Worker thread: runs the export it was given and posts the outcome. */
export async function serveInWorker<Input, Outcome>(
  body: WorkerBody<Input, Outcome>
): Promise<void> {
  const port = parentPort
  if (!port) throw new Error('serveInWorker runs in a worker thread')
  const controller = new AbortController()
  port.on('message', (message) => {
    if (message === 'cancel') controller.abort(new Error('cancelled'))
  })
  const post = (message: FromWorker<Outcome>): void => port.postMessage(message)
  const outcome = await body(workerData as Input, {
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
