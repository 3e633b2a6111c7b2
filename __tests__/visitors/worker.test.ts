// exportInWorker when the worker misbehaves: it dies mid-export, dies after its outcome, or
// ignores a cancel. Stand-in workers are small scripts written here; the real one is exercised
// end to end in e2e/visitors.test.ts.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import type { VisitorsSettings } from '../../src/visitors/settings.js'
import { exportInWorker } from '../../src/visitors/worker.js'

const dir = mkdtempSync(join(tmpdir(), 'worker-'))
const outputFile = join(dir, 'v.json')
const settings: VisitorsSettings = {
  apiKey: 'mint_worker_test',
  projectId: 'proj',
  apiUrl: 'http://127.0.0.1:9',
  metric: 'visitors',
  pageSize: 250,
  maxPages: 0,
  maxBytes: 100_000_000,
  concurrency: 1,
  format: 'json',
  outputRoots: [dir],
  outputFile,
  timeoutMs: 60_000
}
const progress = {
  rows: 250,
  resultPages: 1,
  requests: 2,
  truncated: false,
  totalsChanged: false,
  duplicateCount: 0,
  duplicates: [],
  top: []
}

/** A stand-in worker from its body; `port` is its parentPort. */
function worker(name: string, body: string): string {
  const file = join(dir, `${name}.mjs`)
  writeFileSync(file, `import { parentPort as port } from 'node:worker_threads'\n${body}\n`)
  return file
}

const quiet = { debug: () => {}, info: () => {} }

describe('exportInWorker', () => {
  it('reports what the last progress said when the worker dies, and removes the partial file', async () => {
    writeFileSync(`${outputFile}.partial`, '{"visitors":[')
    const entry = worker(
      'dies',
      `port.postMessage({ type: 'progress', outcome: ${JSON.stringify(progress)} })
       setTimeout(() => { throw new Error('the worker broke') }, 10)`
    )
    const outcome = await exportInWorker(entry, settings, quiet, new AbortController().signal)
    expect(outcome).toMatchObject({ rows: 250, requests: 2, cancelled: false })
    expect(outcome.failure).toBe('the worker broke')
    expect(existsSync(`${outputFile}.partial`)).toBe(false)
  })

  it('keeps an outcome that came before the worker failed', async () => {
    const entry = worker(
      'late-error',
      `port.postMessage({ type: 'outcome', outcome: ${JSON.stringify({ ...progress, rows: 9 })} })
       setTimeout(() => { throw new Error('too late to matter') }, 10)`
    )
    const outcome = await exportInWorker(entry, settings, quiet, new AbortController().signal)
    expect(outcome.rows).toBe(9)
    expect(outcome.failure).toBeUndefined()
  })

  it('forwards log lines in order', async () => {
    const lines: string[] = []
    const entry = worker(
      'logs',
      `port.postMessage({ type: 'log', level: 'debug', message: 'one' })
       port.postMessage({ type: 'log', level: 'info', message: 'two' })
       port.postMessage({ type: 'outcome', outcome: ${JSON.stringify(progress)} })
       port.close()`
    )
    await exportInWorker(
      entry,
      settings,
      { debug: (m) => lines.push(`debug ${m}`), info: (m) => lines.push(`info ${m}`) },
      new AbortController().signal
    )
    expect(lines).toEqual(['debug one', 'info two'])
  })

  it('ends a worker that ignores the cancel after the grace period, as cancelled', async () => {
    const entry = worker('stuck', `setInterval(() => {}, 1000)`)
    const controller = new AbortController()
    const started = Date.now()
    const running = exportInWorker(entry, settings, quiet, controller.signal)
    controller.abort()
    const outcome = await running
    expect(Date.now() - started).toBeLessThan(4500)
    expect(outcome.cancelled).toBe(true)
    expect(outcome.failure).toMatch(/did not stop in time/)
    expect(outcome.rows).toBe(0)
  })
})
