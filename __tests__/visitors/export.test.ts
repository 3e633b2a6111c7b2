// The visitors action's export, in this process, against the simulator: the analytics engine
// (analytics/export.ts) with the visitors preset's settings (visitors/settings.ts), what the
// export worker runs, with its report's outcome checked field by field.
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeEach, describe, expect, it } from '@jest/globals'
import { systemClock } from '../../src/api/index.js'
import { exportAnalytics } from '../../src/analytics/export.js'
import type { AnalyticsSettings } from '../../src/analytics/settings.js'
import { visitorsSettings } from '../support/settings.js'
import { useSimulator } from '../support/simulated-world.js'

const simulator = useSimulator({ sitePages: 700, rateLimit: false })
beforeEach(() => {
  lines.length = 0
  simulator().configure({ sitePages: 700, latencyMs: 0 })
})

function settings(overrides: Partial<AnalyticsSettings> = {}): AnalyticsSettings {
  return visitorsSettings({
    apiKey: 'mint_export_test',
    apiUrl: simulator().url,
    dateFrom: '2025-01-01',
    dateTo: '2025-02-01',
    concurrency: 2,
    format: 'ndjson',
    outputFile: join(mkdtempSync(join(tmpdir(), 'export-')), 'v.ndjson'),
    outputRoots: [tmpdir()],
    timeoutMs: 60_000,
    ...overrides
  })
}

/** The export of the preset's one report: its outcome, with the step's requests and cancel. */
async function exportVisitors(s: AnalyticsSettings, given: ReturnType<typeof io>) {
  const outcome = await exportAnalytics(s, given)
  const report = outcome.reports[0]!
  return { ...report, requests: outcome.requests, cancelled: outcome.cancelled }
}

const lines: string[] = []
const io = (signal = new AbortController().signal) => ({
  log: { debug: (m: string) => lines.push(m), info: (m: string) => lines.push(m) },
  signal,
  clock: systemClock
})

describe('the visitors preset of the analytics engine', () => {
  it('writes every row once and reports what it did', async () => {
    const s = settings()
    const outcome = await exportVisitors(s, io())
    expect(outcome).toMatchObject({
      rows: 700,
      pages: 3,
      truncated: false,
      totalsChanged: false,
      duplicates: 0,
      complete: true
    })
    expect(outcome.failure).toBeUndefined()
    const written = readFileSync(s.outputFile, 'utf8').trim().split('\n')
    expect(written).toHaveLength(700)
    // Three pages of 250, plus at most concurrency - 1 past the end.
    const pages = simulator().requests.filter((r) => r.route === 'visitors')
    expect(pages.length).toBe(outcome.requests)
    expect(outcome.requests).toBeLessThanOrEqual(3 + 1)
    // One debug line per request, without the key.
    expect(
      lines.filter((l) => /^GET \/v1\/analytics\/proj\/visitors\?.* -> 200 in/.test(l))
    ).toHaveLength(outcome.requests)
    expect(lines.join('\n')).not.toContain('mint_export_test')
    expect(outcome.top).toHaveLength(10)
    expect(Number(outcome.top[0]!.total)).toBeGreaterThanOrEqual(Number(outcome.top[9]!.total))
  })

  it('stops at max-pages and says the result was truncated', async () => {
    const outcome = await exportVisitors(settings({ maxPages: 2 }), io())
    expect(outcome).toMatchObject({ rows: 500, pages: 2, truncated: true })
  })

  it('reports the service refusal as a failure and leaves no file', async () => {
    const s = settings({ apiKey: 'not_a_key' })
    const outcome = await exportVisitors(s, io())
    expect(outcome.failure).toMatch(/401/)
    expect(outcome.cancelled).toBeUndefined()
    expect(outcome.rows).toBe(0)
    expect(existsSync(s.outputFile)).toBe(false)
    expect(existsSync(`${s.outputFile}.partial`)).toBe(false)
  })

  it('stops at max-bytes: a clear failure naming the input, no file, no partial file', async () => {
    const whole = settings()
    expect((await exportVisitors(whole, io())).failure).toBeUndefined()
    const size = statSync(whole.outputFile).size
    // The site's whole file fits in exactly its size...
    const exact = settings({ maxBytes: size })
    expect((await exportVisitors(exact, io())).failure).toBeUndefined()
    expect(statSync(exact.outputFile).size).toBe(size)
    // ...and one byte less stops the export.
    const s = settings({ maxBytes: size - 1 })
    const outcome = await exportVisitors(s, io())
    expect(outcome.failure).toBe(
      `The file would be larger than the max-bytes input allows (${(size - 1).toLocaleString('en-US')} bytes): the export was stopped and its partial file removed. Set max-bytes higher to export more.`
    )
    expect(outcome.cancelled).toBeUndefined()
    expect(existsSync(s.outputFile)).toBe(false)
    expect(existsSync(`${s.outputFile}.partial`)).toBe(false)
  })

  it('stops when its signal is aborted and says it was cancelled', async () => {
    simulator().configure({ sitePages: 5000, latencyMs: 150 })
    const controller = new AbortController()
    const s = settings({ concurrency: 1 })
    const exporting = exportVisitors(s, io(controller.signal))
    setTimeout(() => controller.abort(new Error('cancelled')), 400)
    const outcome = await exporting
    expect(outcome.cancelled).toBe(true)
    expect(outcome.failure).toBeDefined()
    expect(outcome.rows).toBeLessThan(5000)
    expect(existsSync(`${s.outputFile}.partial`)).toBe(false)
  })
})
