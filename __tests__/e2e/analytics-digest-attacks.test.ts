// Found by an attack, kept as a test.
// The analytics digest through dist/ as a runner runs it, against the simulator: secrets that
// readers paste, in forms the digest's redaction misses.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { runAction, type RunResult } from '../../scripts/local-runner.js'
import { startSimulator, type Simulator } from '../../simulator/server.js'

const KEY = 'mint_digest_Rk4Tq8Wz2Ym6'
/** A GitHub App installation token of the documented form (made up). */
const GHS = 'ghs_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8'
let sim: Simulator

beforeAll(async () => {
  sim = await startSimulator({ port: 0, sitePages: 300 })
})
afterAll(async () => {
  await sim.close()
})
beforeEach(() => {
  sim.reset()
  sim.configure({
    sitePages: 300,
    rateLimit: false,
    drift: false,
    latencyMs: 0,
    analytics: { feedbackEntries: 200, searchTerms: 100, conversations: 60, until: '2026-06-01', days: 30 } // prettier-ignore
  })
})

const add = (report: 'feedback' | 'searches' | 'assistant', rows: unknown) =>
  fetch(`${sim.url}/_sim/analytics/${report}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rows)
  })

async function digestWith(comment: string): Promise<{ result: RunResult; digest: string }> {
  const added = await add('feedback', Array.from({ length: 30 }, () => ({ path: '/quickstart', comment, helpful: false }))) // prettier-ignore
  expect(added.status).toBe(201)
  const result = await runAction({
    action: 'analytics',
    inputs: { 'api-key': KEY, 'project-id': 'proj', 'api-url': sim.url, 'date-from': '2026-05-25', 'date-to': '2026-06-01', 'digest-file': 'reader-digest.md', reports: 'none' } // prettier-ignore
  })
  expect(result.code).toBe(0)
  const digest = readFileSync(result.outputs['digest-file'] ?? '', 'utf8')
  expect(digest).toMatch(/^## 1\. Page voted down: ` \/quickstart `$/m)
  return { result, digest }
}

describe('secrets readers paste are redacted in the digest', () => {
  it('a GitHub token inside a Basic authorization header (base64, as git sends it) is redacted', async () => {
    const basic = Buffer.from(`x-access-token:${GHS}`).toString('base64')
    const { digest } = await digestWith(`git fails: Authorization: Basic ${basic}`)
    // The characters of the header that come from the token alone.
    const token = basic.slice(20, 60)
    expect(Buffer.from(basic, 'base64').toString()).toContain(GHS)
    expect(digest).not.toContain(token)
  }, 60_000)

  it('a GitHub token right after a URL-encoded separator (token%3Dghs_…) is redacted', async () => {
    const { digest } = await digestWith(`the link https://example.com/cb?token%3D${GHS} broke`)
    expect(digest).not.toContain(GHS)
    expect(digest).not.toContain(GHS.slice(4, 20))
  }, 60_000)

  it('the API key percent-encoded character by character is redacted', async () => {
    const encoded = [...KEY].map((ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`).join('')
    expect(decodeURIComponent(encoded)).toBe(KEY)
    const { digest } = await digestWith(`my url has key=${encoded} in it`)
    expect(digest).not.toContain(encoded.slice(0, 24))
  }, 60_000)
})
