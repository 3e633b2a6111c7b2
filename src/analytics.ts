// Entry of the analytics action (dist/analytics/index.js): the action, on the main thread; the
// export runs in a worker thread started from its own bundle, dist/export-worker/index.js (see
// export-worker.ts). Exit only here, after outputs and summary are written.
import { fileURLToPath } from 'node:url'
import { run } from './analytics/run.js'
import { exportWorkerOf } from './export/worker.js'

await run(exportWorkerOf(fileURLToPath(import.meta.url)))
process.exit()
