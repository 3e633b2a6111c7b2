// Entry of the visitor analytics action (dist/visitors/index.js), a preset of the analytics
// action. On the main thread it is the action; the same bundle, started as a worker thread, runs
// the analytics engine's export (see analytics/step.ts). Exit only here, after outputs and
// summary are written.
import { fileURLToPath } from 'node:url'
import { isMainThread } from 'node:worker_threads'
import { serveAnalytics } from './analytics/step.js'
import { run } from './visitors/run.js'

if (isMainThread) {
  await run(fileURLToPath(import.meta.url))
  process.exit()
} else {
  await serveAnalytics()
}
