// The export worker (analytics/step.ts, export/worker.ts) of the visitors preset when the worker
// misbehaves: it dies mid-export, dies after its outcome, or ignores a cancel. Stand-in workers
// are small scripts written here; the real one is exercised end to end in e2e/visitors.test.ts.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { exportInWorker } from '../../src/analytics/step.js'
import { visitorsSettings } from '../support/settings.js'

const dir = mkdtempSync(join(tmpdir(), 'worker-'))
const outputFile = join(dir, 'v.json')
const settings = visitorsSettings({
  apiKey: 'mint_worker_test',
  apiUrl: 'http://127.0.0.1:9',
  concurrency: 1,
  outputFile,
  timeoutMs: 60_000
})
/** What the export said after its first result page. */
const progress = (rows: number) => ({
  requests: 2,
  reports: [{ name: 'visitors', rows, requests: 2, complete: false, top: [] }]
})

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
      `port.postMessage({ type: 'progress', outcome: ${JSON.stringify(progress(250))} })
       setTimeout(() => { throw new Error('the worker broke') }, 10)`
    )
    const outcome = await exportInWorker(entry, settings, quiet, new AbortController().signal)
    expect(outcome).toMatchObject({ requests: 2, cancelled: false })
    expect(outcome.reports[0]?.rows).toBe(250)
    expect(outcome.failure).toBe('the worker broke')
    expect(existsSync(`${outputFile}.partial`)).toBe(false)
  })

  it('keeps an outcome that came before the worker failed', async () => {
    const entry = worker(
      'late-error',
      `port.postMessage({ type: 'outcome', outcome: ${JSON.stringify(progress(9))} })
       setTimeout(() => { throw new Error('too late to matter') }, 10)`
    )
    const outcome = await exportInWorker(entry, settings, quiet, new AbortController().signal)
    expect(outcome.reports[0]?.rows).toBe(9)
    expect(outcome.failure).toBeUndefined()
  })

  it('forwards log lines in order', async () => {
    const lines: string[] = []
    const entry = worker(
      'logs',
      `port.postMessage({ type: 'log', level: 'debug', message: 'one' })
       port.postMessage({ type: 'log', level: 'info', message: 'two' })
       port.postMessage({ type: 'outcome', outcome: ${JSON.stringify(progress(250))} })
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
    expect(outcome.reports).toEqual([])
  })
})
