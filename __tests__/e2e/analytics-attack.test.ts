// Found by an attack, kept as a test.
// The bundled analytics action (dist/analytics/index.js) run as a runner runs it, against the
// simulator with faults, or against a scripted hostile analytics service (any route, any answer).
import { existsSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { runAction, type RunResult } from '../../scripts/local-runner.js'
import { startSimulator, type Simulator } from '../../simulator/server.js'
import { leaks } from '../support/invariants.js'

const KEY = 'mint_atk_Rw7Hq2Zp9Lv4Xc'
const UNTIL = '2026-06-01'
const RANGE = { 'date-from': '2026-05-02', 'date-to': UNTIL }
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
    analytics: { feedbackEntries: 250, searchTerms: 230, conversations: 1500, until: UNTIL, days: 30 } // prettier-ignore
  })
})

/** A scripted analytics service: `answer` gets the report's path and query, returns the body. */
interface Scripted {
  url: string
  requests: { path: string; query: Record<string, string> }[]
}
const servers: Server[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})
async function scripted(
  answer: (
    report: string,
    query: Record<string, string>,
    n: number
  ) => { status?: number; headers?: Record<string, string>; json?: unknown } | 'stall'
): Promise<Scripted> {
  const requests: Scripted['requests'] = []
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const report = url.pathname.replace(/^\/v1\/analytics\/[^/]+\//, '')
    const query = Object.fromEntries(url.searchParams)
    const n = requests.filter((r) => r.path === report).length
    requests.push({ path: report, query })
    const reply = answer(report, query, n)
    if (reply === 'stall') return
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers })
    res.end(JSON.stringify(reply.json ?? {}))
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests }
}

async function run(url: string, inputs: Record<string, string>): Promise<RunResult> {
  const result = await runAction({
    action: 'analytics',
    killAfterMs: 90_000,
    inputs: { 'api-key': KEY, 'project-id': 'proj', 'api-url': url, ...RANGE, ...inputs }
  })
  expect(leaks(result, [KEY])).toEqual([])
  return result
}

const entry = (i: number) => ({
  id: `fb_${i}`,
  path: `/p${i}`,
  comment: `c${i}`,
  createdAt: '2026-05-10T00:00:00Z',
  source: 'contextual',
  status: 'pending',
  helpful: true
})

describe('analytics under attack', () => {
  it('never sends more requests than max-requests, retries of 503 answers included', async () => {
    sim.inject({ route: 'analytics', status: 503, times: 3 })
    const result = await run(sim.url, { reports: 'feedback', 'max-requests': '2', timeout: '60s' })
    expect(sim.requests.length).toBeLessThanOrEqual(2)
    expect(Number(result.outputs.requests)).toBeLessThanOrEqual(2)
  }, 90_000)

  it('never sends more requests than max-requests, retries after a 429 included', async () => {
    sim.inject({ route: 'analytics', status: 429, retryAfter: 1, times: 2 })
    const result = await run(sim.url, { reports: 'feedback-by-page', 'max-requests': '1', timeout: '60s' }) // prettier-ignore
    expect(sim.requests.length).toBeLessThanOrEqual(1)
    expect(Number(result.outputs.requests)).toBeLessThanOrEqual(1)
  }, 90_000)

  it('an empty cursor page that says there is more never leaves a file that says complete with rows missing', async () => {
    const svc = await scripted((report, query) => {
      if (report !== 'feedback') return { status: 404, json: { error: 'no' } }
      if (!query.cursor) {
        return { json: { feedback: [0, 1, 2].map(entry), nextCursor: 'c1', hasMore: true } }
      }
      if (query.cursor === 'c1') return { json: { feedback: [], nextCursor: 'c2', hasMore: true } }
      return { json: { feedback: [3, 4].map(entry), nextCursor: null, hasMore: false } }
    })
    const result = await run(svc.url, { reports: 'feedback' })
    const file = JSON.parse(
      readFileSync(join(result.dir, 'workspace', 'analytics', 'feedback.json'), 'utf8')
    ) as { complete: boolean; feedback: unknown[] }
    // Either the rows after the empty page came, or the file says it is partial.
    if (file.complete) expect(file.feedback).toHaveLength(5)
    else expect(file.feedback).toHaveLength(3)
  }, 90_000)

  it('one feedback entry without a source loses neither the report nor its other rows', async () => {
    const svc = await scripted(() => ({
      json: {
        feedback: [entry(0), { ...entry(1), source: null }, entry(2)],
        nextCursor: null,
        hasMore: false
      }
    }))
    const result = await run(svc.url, { reports: 'feedback' })
    expect(result.outputs['feedback-rows']).toBe('3')
    expect(existsSync(join(result.dir, 'workspace', 'analytics', 'feedback.json'))).toBe(true)
  }, 90_000)

  it('a report the timeout stops before its last page keeps its file, which says it is partial', async () => {
    // Three feedback pages, each answered after 1.5 s: the 2 s timeout passes after the second.
    sim.configure({ latencyMs: 1500 })
    const result = await run(sim.url, { reports: 'feedback', timeout: '2s' })
    const file = join(result.dir, 'workspace', 'analytics', 'feedback.json')
    expect(existsSync(file)).toBe(true)
    const json = JSON.parse(readFileSync(file, 'utf8')) as { complete: boolean; incomplete?: string } // prettier-ignore
    expect(json.complete).toBe(false)
    expect(json.incomplete).toMatch(/timeout/)
  }, 90_000)
})
