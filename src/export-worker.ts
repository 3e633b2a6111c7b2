// Entry of the analytics export's worker thread (dist/export-worker/index.js), which the analytics
// action and its visitors preset start from their main thread (analytics/step.ts): the export
// alone, without the action's inputs, outputs and summary, so that the worker loads only what it
// runs (the toolkit, the summary and their Node modules stay on the main thread). It posts the
// outcome to the main thread, which reports it (export/worker.ts).
import type { AnalyticsOutcome } from './analytics/export.js'
import { exportAnalytics } from './analytics/export.js'
import type { WorkerInput } from './analytics/step.js'
import { serveInWorker } from './export/worker.js'

await serveInWorker<WorkerInput, AnalyticsOutcome>(({ settings }, io) =>
  exportAnalytics(settings, io)
)
