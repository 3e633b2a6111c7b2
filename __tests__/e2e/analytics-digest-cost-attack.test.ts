// Found by an attack, kept as a test: a service that fails now and then (503, asking for no wait)
// against the digest's documented cost, "at most 13 requests, plus one per transcript" (README
// "What readers struggle with", docs/analytics.md "What it costs"), and a digest-file that names
// the output folder itself against "the step refuses it before any request": through the bundled
// dist/analytics/index.js as a runner runs it, against the simulator.
import { describe, expect, it } from '@jest/globals'
import { SEEDED_UNTIL, useAnalyticsWorld } from '../support/export-world.js'

const KEY = 'mint_attack_cost_Tz8Kd3Np6Wq1'
const WEEK = { 'date-from': '2026-05-25', 'date-to': SEEDED_UNTIL }
const world = useAnalyticsWorld(KEY, { feedbackEntries: 2000, searchTerms: 800, conversations: 600 }, { ...WEEK, 'digest-file': 'reader-digest.md' }) // prettier-ignore
const { run } = world

const analytics = () => world.sim.requests.filter((r) => r.path.startsWith('/v1/analytics/'))

describe('the digest stays within its documented cost', () => {
  it('sends at most 13 requests, retries included, when the service fails some of them', async () => {
    // Every read of the digest but the threads is asked once by a healthy service (8 to 13
    // requests); here by-page and searches answer 503 a few times first, asking for no wait.
    world.sim.inject([
      { route: 'feedbackByPage', status: 503, retryAfter: 0, times: 4 },
      { route: 'searches', status: 503, retryAfter: 0, times: 4 }
    ])
    const result = await run({ reports: 'none', 'max-requests': '50' })
    expect(result.code).toBe(0)
    // "So at most 13 requests, plus one per transcript" (no transcripts here).
    expect(analytics().length).toBeLessThanOrEqual(13)
    expect(Number(result.outputs.requests)).toBeLessThanOrEqual(13)
  }, 120_000)
})

describe('digest-file is refused before any request when the step cannot write it', () => {
  it('refuses a digest-file that names the output folder itself, before any request', async () => {
    const result = await run({ reports: 'visitors', 'output-dir': 'analytics', 'digest-file': 'analytics' }) // prettier-ignore
    expect(result.code).toBe(1)
    // Like a digest-file that names a report's file: refused first, naming both inputs.
    expect(result.stdout).toMatch(/::error::.*digest-file.*output-dir/)
    expect(analytics().map((r) => r.route)).toEqual([])
  }, 120_000)
})
