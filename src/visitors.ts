// Entry of the visitor analytics action (dist/visitors/index.js), a preset of the analytics
// action: the action, on the main thread; the analytics engine's export runs in a worker thread
// started from its own bundle, dist/export-worker/index.js (see analytics/step.ts). Exit only
// here, after outputs and summary are written.
import { fileURLToPath } from 'node:url'
import { exportWorkerOf } from './export/worker.js'
import { run } from './visitors/run.js'

await run(exportWorkerOf(fileURLToPath(import.meta.url)))
process.exit()
