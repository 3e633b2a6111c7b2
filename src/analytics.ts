// Entry of the analytics action (dist/analytics/index.js). On the main thread it is the action;
// the same bundle, started as a worker thread, runs the export (see export/worker.ts). Exit only
// here, after outputs and summary are written.
import { fileURLToPath } from 'node:url'
import { isMainThread } from 'node:worker_threads'
import { run, serveAnalytics } from './analytics/run.js'

if (isMainThread) {
  await run(fileURLToPath(import.meta.url))
  process.exit()
} else {
  await serveAnalytics()
}
