// The visitor analytics action's bounds, with their real values, in-process on a virtual clock:
// run() with a stand-in export that only ends when it is told to stop, and the export's retries
// against a stand-in service that keeps failing.
import { describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BOUNDS } from '../../src/bounds.js'
import { NOTHING_YET, exportVisitors, type ExportOutcome } from '../../src/visitors/export.js'
import { run } from '../../src/visitors/run.js'
import { asStep, inputsEnv, standInFetch } from '../support/in-process.js'
import { VirtualClock } from '../support/virtual-clock.js'

describe('the export’s bounds', () => {
  it('an export that outlives the timeout input is stopped 10 s after it, not before', async () => {
    expect(BOUNDS.stopGraceMs).toBe(10_000)
    const clock = new VirtualClock()
    const workspace = mkdtempSync(join(tmpdir(), 'visitors-bounds-'))
    const env = {
      ...inputsEnv(
        {
          'api-key': 'mint_visitors_bounds_key_0123456789',
          'project-id': 'proj',
          'date-from': '2026-11-01',
          'date-to': '2026-11-08',
          timeout: '60s'
        },
        'visitors'
      ),
      GITHUB_WORKSPACE: workspace
    }
    const t0 = clock.now()
    let stoppedAt: number | undefined
    // An export that never finishes by itself (a service that pages forever, slowly).
    const exportIn = (_entry: string, _settings: unknown, _log: unknown, signal: AbortSignal) =>
      new Promise<ExportOutcome>((resolve) =>
        signal.addEventListener('abort', () => {
          stoppedAt = clock.now() - t0
          resolve({ ...NOTHING_YET, failure: 'stopped', cancelled: true })
        })
      )
    const step = await asStep(() =>
      clock.run(run('unused', { clock, env, cancel: new AbortController().signal, exportIn }))
    )
    rmSync(workspace, { recursive: true, force: true })
    expect(stoppedAt).toBe(60_000 + 10_000)
    expect(step.failed).toBe(true)
    expect(step.lines.join('\n')).toContain('The export did not finish within the timeout input')
  })
})

describe('the export’s retries', () => {
  it('a page that keeps failing is tried 8 times, the backoff doubling from 1 s up to its 60 s ceiling', async () => {
    expect(BOUNDS.exportRetry).toEqual({ maxAttempts: 8, baseDelayMs: 1000, maxDelayMs: 60_000 })
    // random() is 0.5: every backoff is half its ceiling (full jitter, api/retry.ts).
    const clock = new VirtualClock()
    const service = standInFetch(clock, () => ({ status: 503, body: { error: 'Unavailable' } }))
    const folder = mkdtempSync(join(tmpdir(), 'visitors-retries-'))
    const t0 = clock.now()
    const outcome = await clock.run(
      exportVisitors(
        {
          apiKey: 'mint_visitors_bounds_key_0123456789',
          projectId: 'proj',
          apiUrl: 'https://api.example.com',
          metric: 'visitors',
          dateFrom: '2026-11-01',
          dateTo: '2026-11-08',
          pageSize: 250,
          maxPages: 0,
          maxBytes: 100_000_000,
          concurrency: 1,
          format: 'json',
          outputFile: join(folder, 'visitors.json'),
          outputRoots: [folder],
          timeoutMs: 3_600_000
        },
        {
          log: { debug: () => {}, info: () => {} },
          signal: new AbortController().signal,
          clock,
          fetch: service
        }
      )
    )
    rmSync(folder, { recursive: true, force: true })
    const gaps = service.exchanges.map((e, i, all) => e.at - (i ? all[i - 1]!.at : t0))
    expect(gaps).toEqual([0, 500, 1000, 2000, 4000, 8000, 16_000, 30_000])
    expect(outcome.failure).toMatch(/503/)
  })
})
