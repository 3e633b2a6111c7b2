// The analytics export's bounds with their real values, in-process on a virtual clock: the
// timeout ends a slow cursor report where it is (its file kept, marked partial), a 429's
// Retry-After is waited out when it fits the timeout, and the budget counts every attempt.
import { describe, expect, it } from '@jest/globals'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { exportAnalytics } from '../../src/analytics/export.js'
import type { AnalyticsSettings } from '../../src/analytics/settings.js'
import { BOUNDS } from '../../src/bounds.js'
import { standInFetch } from '../support/in-process.js'
import { analyticsSettings } from '../support/settings.js'
import { VirtualClock } from '../support/virtual-clock.js'

const settingsIn = (folder: string, over: Partial<AnalyticsSettings> = {}): AnalyticsSettings =>
  analyticsSettings({ reports: ['searches'], outputDir: folder, outputRoots: [folder], dateFrom: '2026-11-01', dateTo: '2026-11-08', ...over }) // prettier-ignore

const io = (clock: VirtualClock, fetch: typeof globalThis.fetch) => ({
  log: { debug: () => {}, info: () => {} },
  signal: new AbortController().signal,
  clock,
  fetch
})

/** A page of searches, its next cursor the page's number. */
const searches = (page: number, more: boolean) => ({
  searches: [{ searchQuery: `term ${page}`, hits: 10, ctr: 0.5, topClickedPage: null, lastSearchedAt: '2026-11-02T00:00:00Z' }], // prettier-ignore
  totalSearches: 100,
  nextCursor: more ? `page-${page + 1}` : null
})

describe('the analytics export’s bounds', () => {
  it('the default timeout (30 min) ends a report whose pages take 25 s each where it is, the file kept and marked partial', async () => {
    expect(BOUNDS.requestTimeoutMs).toBe(30_000)
    const clock = new VirtualClock()
    let page = 0
    const service = standInFetch(clock, () => ({ status: 200, delayMs: 25_000, body: searches(++page, true) })) // prettier-ignore
    const folder = mkdtempSync(join(tmpdir(), 'analytics-bounds-'))
    const outcome = await clock.run(exportAnalytics(settingsIn(folder, { maxRequests: 100 }), io(clock, service))) // prettier-ignore
    const file = JSON.parse(readFileSync(join(folder, 'searches.json'), 'utf8')) as Record<string, unknown> // prettier-ignore
    rmSync(folder, { recursive: true, force: true })
    // A page every 25 s: the last asked at 30 min exactly, none after it; that one does not come
    // within the request grace, and the report ends with the 72 rows that came.
    const at = service.exchanges.map((e) => e.at - service.exchanges[0]!.at)
    expect(at).toHaveLength(73)
    expect(at.at(-1)).toBe(1_800_000)
    expect(outcome.reports[0]).toMatchObject({ name: 'searches', rows: 72, timedOut: true, complete: false }) // prettier-ignore
    expect(file).toMatchObject({ complete: false, incomplete: 'the timeout input (1800 s) passed' })
  })

  it('a 429 asking for 10 min is waited out within the timeout, and counts as a request of the budget', async () => {
    expect(BOUNDS.exportRetry.maxAttempts).toBe(8)
    const clock = new VirtualClock()
    let calls = 0
    const service = standInFetch(clock, () =>
      ++calls === 2
        ? { status: 429, headers: { 'retry-after': '600' }, body: { error: 'Rate limit exceeded' } }
        : { status: 200, body: searches(calls, calls < 3) }
    )
    const folder = mkdtempSync(join(tmpdir(), 'analytics-bounds-'))
    const outcome = await clock.run(exportAnalytics(settingsIn(folder, { maxRequests: 4 }), io(clock, service))) // prettier-ignore
    rmSync(folder, { recursive: true, force: true })
    const gaps = service.exchanges.map((e, i, all) => e.at - (i ? all[i - 1]!.at : e.at))
    expect(gaps).toEqual([0, 0, 600_000])
    expect(outcome.requests).toBe(3)
    expect(outcome.reports[0]).toMatchObject({ rows: 2, complete: true })
  })

  it.each([
    [429, 'the timeout input (60 s) passed while the service answered 429 (rate limited)'],
    [503, 'the timeout input (60 s) passed while the service answered 503']
  ])(
    'a report the service answers %i until the timeout passes says so, not only that the timeout passed',
    async (status, said) => {
      const clock = new VirtualClock()
      // Each answer 20 s after it was asked: the third, asked at 42 s, comes after the 60 s timeout.
      const service = standInFetch(clock, () => ({ status, delayMs: 20_000, headers: { 'retry-after': '1' }, body: { error: 'busy <b>now</b>' } })) // prettier-ignore
      const folder = mkdtempSync(join(tmpdir(), 'analytics-bounds-'))
      const outcome = await clock.run(exportAnalytics(settingsIn(folder, { timeoutMs: 60_000 }), io(clock, service))) // prettier-ignore
      rmSync(folder, { recursive: true, force: true })
      expect(service.exchanges.map((e) => e.at)).toEqual([0, 21_000, 42_000].map((t) => t + service.exchanges[0]!.at)) // prettier-ignore
      expect(outcome.reports[0]).toMatchObject({ rows: 0, complete: false, timedOut: true, incomplete: said }) // prettier-ignore
    }
  )

  it.each([401, 400, 404])(
    'a %i that comes after the timeout (after two slow 503s) fails the report naming it: a refusal is not the timeout’s doing',
    async (last) => {
      const clock = new VirtualClock()
      let n = 0
      // Each answer 20 s after it was asked: the third, asked at 42 s, comes after the 60 s timeout.
      const service = standInFetch(clock, () => ({ status: ++n < 3 ? 503 : last, delayMs: 20_000, headers: { 'retry-after': '1' }, body: { error: 'nope' } })) // prettier-ignore
      const folder = mkdtempSync(join(tmpdir(), 'analytics-bounds-'))
      const outcome = await clock.run(exportAnalytics(settingsIn(folder, { timeoutMs: 60_000 }), io(clock, service))) // prettier-ignore
      rmSync(folder, { recursive: true, force: true })
      expect(service.exchanges).toHaveLength(3)
      const report = outcome.reports[0]!
      expect([report.incomplete, report.timedOut]).toEqual([undefined, undefined])
      expect(report.failure).toMatch(new RegExp(`\\(${last}\\)`))
    }
  )

  it('a budget of 2 stops a report whose second page is refused with 503 before its retry', async () => {
    const clock = new VirtualClock()
    let calls = 0
    const service = standInFetch(
      clock,
      () =>
      ++calls === 2 ? { status: 503, body: { error: 'Unavailable' } } : { status: 200, body: searches(calls, true) } // prettier-ignore
    )
    const folder = mkdtempSync(join(tmpdir(), 'analytics-bounds-'))
    const outcome = await clock.run(exportAnalytics(settingsIn(folder, { maxRequests: 2 }), io(clock, service))) // prettier-ignore
    rmSync(folder, { recursive: true, force: true })
    expect(service.exchanges).toHaveLength(2)
    expect(outcome.reports[0]).toMatchObject({ rows: 1, complete: false, incomplete: "the step's request budget (max-requests: 2) was spent" }) // prettier-ignore
  })
})
