// The visitor analytics action's bounds, with their real values, in-process on a virtual clock:
// run() with a stand-in export that only ends when it is told to stop, and the export (the
// analytics engine with the visitors preset's settings) against a stand-in service that keeps
// failing or answers late.
import { describe, expect, it } from '@jest/globals'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BOUNDS } from '../../src/bounds.js'
import { NOTHING_YET, exportAnalytics, type AnalyticsOutcome } from '../../src/analytics/export.js'
import type { AnalyticsSettings } from '../../src/analytics/settings.js'
import { run } from '../../src/visitors/run.js'
import { asStep, inputsEnv, standInFetch } from '../support/in-process.js'
import { visitorsSettings } from '../support/settings.js'
import { VirtualClock } from '../support/virtual-clock.js'

/** The export's settings for the week of 2026-11-01, writing into `folder`. */
const settingsIn = (folder: string, over: Partial<AnalyticsSettings>): AnalyticsSettings =>
  visitorsSettings({
    apiKey: 'mint_visitors_bounds_key_0123456789',
    concurrency: 1,
    outputFile: join(folder, 'visitors.json'),
    timeoutMs: 3_600_000,
    ...over
  })

/** The export of the preset's one report, its outcome with the step's requests. */
async function exportVisitors(
  settings: AnalyticsSettings,
  io: Parameters<typeof exportAnalytics>[1]
) {
  const outcome = await exportAnalytics(settings, io)
  return { ...outcome.reports[0]!, requests: outcome.requests }
}

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
      new Promise<AnalyticsOutcome>((resolve) =>
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
        settingsIn(folder, { outputFile: join(folder, 'visitors.json'), timeoutMs: 3_600_000 }),
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

describe('pages that arrive within the request grace after the deadline', () => {
  // The export's timeout is 20 s; a request sent before it may run up to the request grace (5 s)
  // past it. Each page of the stand-in service answers after its own delay of virtual time.
  const TIMEOUT_MS = 20_000
  type Page = { delayMs: number; paths: string[]; hasMore: boolean }

  async function exportOf(pages: Record<number, Page>, concurrency = 1) {
    expect(BOUNDS.requestGraceMs).toBe(5000)
    const clock = new VirtualClock()
    const offsets: number[] = []
    const inner = standInFetch(clock, () => {
      const page = pages[offsets.at(-1)!]
      if (!page) return { status: 404, body: { error: 'No such page' } }
      return {
        status: 200,
        delayMs: page.delayMs,
        body: {
          totals: { human: 4, ai: 2, total: 5 },
          visitors: page.paths.map((path) => ({ path, human: 2, ai: 1, total: 3 })),
          hasMore: page.hasMore
        }
      }
    })
    // The stand-in answers from the request's offset, which it records before it answers.
    const fetch = ((input: string | URL | Request, init?: RequestInit) => {
      offsets.push(Number(new URL(String(input)).searchParams.get('offset')))
      return inner(input, init)
    }) as typeof globalThis.fetch
    const folder = mkdtempSync(join(tmpdir(), 'visitors-grace-'))
    const settings = settingsIn(folder, {
      pageSize: 2,
      concurrency,
      format: 'ndjson',
      outputFile: join(folder, 'visitors.ndjson'),
      timeoutMs: TIMEOUT_MS
    })
    const t0 = clock.now()
    const outcome = await clock.run(
      exportVisitors(settings, {
        log: { debug: () => {}, info: () => {} },
        signal: new AbortController().signal,
        clock,
        fetch
      })
    )
    const ended = clock.now() - t0
    // Each line's path, or what the last line of a partial file says.
    const file = existsSync(settings.outputFile)
      ? readFileSync(settings.outputFile, 'utf8')
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as { path?: string; incomplete?: string })
          .map((row) => row.path ?? `incomplete: ${row.incomplete}`)
      : undefined
    const left = readdirSync(folder)
    rmSync(folder, { recursive: true, force: true })
    return { outcome, offsets, ended, file, left }
  }

  it('the last page, arriving 2 s after the deadline: the export is complete and written', async () => {
    const { outcome, offsets, ended, file } = await exportOf({
      0: { delayMs: 10_000, paths: ['/a', '/b'], hasMore: true },
      // Sent at 10 s, answered at 22 s: past the 20 s deadline, within its 5 s grace.
      2: { delayMs: 12_000, paths: ['/c'], hasMore: false }
    })
    expect(ended).toBe(22_000)
    expect(outcome.failure).toBeUndefined()
    expect(outcome).toMatchObject({ rows: 3, pages: 2, truncated: false, complete: true })
    expect(offsets).toEqual([0, 2])
    expect(file).toEqual(['/a', '/b', '/c'])
  })

  it('the last page is the first, arriving 3 s after the deadline: complete and written', async () => {
    const { outcome, file } = await exportOf({
      0: { delayMs: 23_000, paths: ['/a'], hasMore: false }
    })
    expect(outcome.failure).toBeUndefined()
    expect(file).toEqual(['/a'])
  })

  it('a page that says there is more, arriving after the deadline: stopped at once, nothing more asked, the file kept with what came and saying it is partial', async () => {
    const { outcome, offsets, ended, file, left } = await exportOf({
      0: { delayMs: 10_000, paths: ['/a', '/b'], hasMore: true },
      2: { delayMs: 12_000, paths: ['/c', '/d'], hasMore: true },
      4: { delayMs: 0, paths: ['/e'], hasMore: false }
    })
    expect(ended).toBe(22_000)
    expect(outcome).toMatchObject({
      rows: 4,
      complete: false,
      timedOut: true,
      incomplete: 'the timeout input (20 s) passed'
    })
    expect(outcome.failure).toBeUndefined()
    expect(offsets).toEqual([0, 2])
    expect(file).toEqual(['/a', '/b', '/c', '/d', 'incomplete: the timeout input (20 s) passed'])
    expect(left).toEqual(['visitors.ndjson'])
  })

  it('two pages in flight at the deadline: the late one is not the last, but the last has come, so the export is complete', async () => {
    const { outcome, offsets, ended, file } = await exportOf(
      {
        0: { delayMs: 1000, paths: ['/a', '/b'], hasMore: true },
        // Both sent at 1 s: the last answers at 6 s, the one before it at 21 s.
        2: { delayMs: 20_000, paths: ['/c', '/d'], hasMore: true },
        4: { delayMs: 5000, paths: ['/e'], hasMore: false }
      },
      2
    )
    expect(ended).toBe(21_000)
    expect(outcome.failure).toBeUndefined()
    expect(offsets).toEqual([0, 2, 4])
    expect(file).toEqual(['/a', '/b', '/c', '/d', '/e'])
  })

  it('two pages in flight at the deadline, the later one saying there is more: stopped when it comes, the file kept and saying it is partial', async () => {
    const { outcome, offsets, ended, file, left } = await exportOf(
      {
        0: { delayMs: 1000, paths: ['/a', '/b'], hasMore: true },
        // Answered at 21 s: it needs page 6, which may not be asked for past the deadline, but
        // page 4 in flight may still say it is the last.
        2: { delayMs: 20_000, paths: ['/c', '/d'], hasMore: true },
        // Answered at 23 s: it is not, so page 6 is needed, and cannot come.
        4: { delayMs: 22_000, paths: ['/e', '/f'], hasMore: true },
        6: { delayMs: 0, paths: ['/g'], hasMore: false }
      },
      2
    )
    expect(ended).toBe(23_000)
    expect(outcome).toMatchObject({ rows: 6, complete: false, timedOut: true })
    expect(outcome.incomplete).toMatch(/the timeout input \(20 s\) passed/)
    expect(offsets).toEqual([0, 2, 4])
    expect(file).toEqual(['/a', '/b', '/c', '/d', '/e', '/f', 'incomplete: the timeout input (20 s) passed']) // prettier-ignore
    expect(left).toEqual(['visitors.ndjson'])
  })
})
