// Entry of the visitor analytics action (dist/visitors/index.js). On the main thread it is the
// action; the same bundle, started as a worker thread, runs the export (see visitors/worker.ts).
// Exit only here, after outputs and summary are written.
import { fileURLToPath } from 'node:url'
import { isMainThread } from 'node:worker_threads'
import { run } from './visitors/run.js'
import { serveExport } from './visitors/worker.js'

if (isMainThread) {
  await run(fileURLToPath(import.meta.url))
  process.exit()
} else {
  await serveExport()
}
