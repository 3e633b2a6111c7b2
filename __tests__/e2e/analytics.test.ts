// End-to-end: the bundled analytics action (dist/analytics/index.js) run as a runner runs it,
// against the simulator; each report's file is parsed back and compared with what the simulator
// serves, every exchange checked against the service's documents.
import { existsSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { parse as parseCsv } from 'csv-parse/sync'
import { afterEach, describe, expect, it } from '@jest/globals'
import { SEEDED_UNTIL, useAnalyticsWorld } from '../support/export-world.js'
import { summaryRow as figure } from '../support/markup-check.js'

const KEY = 'mint_e2e_Qz8Wv3Kp6Lx1Tn'
/** The thirty days of the seeded rows. */
const RANGE = { 'date-from': '2026-05-02', 'date-to': SEEDED_UNTIL }
const world = useAnalyticsWorld(KEY, { feedbackEntries: 250, searchTerms: 230, conversations: 1500 }, RANGE) // prettier-ignore
const { run } = world

const analyticsRequests = (path: string) =>
  world.sim.requests.filter((r) => r.path === `/v1/analytics/proj/${path}`)

describe('the analytics action', () => {
  it('exports every report whole, each page at its largest limit, none past the last cursor page', async () => {
    const result = await run({
      reports: 'visitors,views,feedback,feedback-by-page,searches,assistant,assistant-callers'
    })
    expect(result.code).toBe(0)
    const dir = join(result.dir, 'workspace', 'analytics')
    const read = (name: string) => JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')) as Record<string, unknown> // prettier-ignore
    expect(read('feedback')).toMatchObject({ report: 'feedback', complete: true })
    expect((read('feedback').feedback as unknown[]).length).toBe(250)
    expect((read('searches').searches as unknown[]).length).toBe(230)
    expect((read('assistant').assistant as unknown[]).length).toBe(1500)
    expect((read('visitors').visitors as unknown[]).length).toBe(300)
    expect(read('assistant-callers')).toMatchObject({ complete: true, totals: { total: 1500 } })
    // ⌈rows / largest limit⌉ for cursor operations: nothing past the last page.
    expect(analyticsRequests('feedback')).toHaveLength(3)
    expect(analyticsRequests('searches')).toHaveLength(3)
    expect(analyticsRequests('assistant')).toHaveLength(2)
    expect(analyticsRequests('feedback/by-page')).toHaveLength(1)
    for (const r of analyticsRequests('feedback')) expect(r.query).toMatchObject({ limit: '100' })
    expect(result.outputs['feedback-rows']).toBe('250')
    expect(result.outputs['searches-file']).toBe(join(dir, 'searches.json'))
    const reports = JSON.parse(result.outputs.reports ?? '{}') as Record<string, { rows: number; complete: boolean }> // prettier-ignore
    expect(reports.assistant).toEqual({ rows: 1500, complete: true })
    expect(Number(result.outputs.requests)).toBe(world.sim.requests.length)
    // No contact e-mail address leaves the service.
    expect(readFileSync(join(dir, 'feedback.json'), 'utf8')).not.toContain('"contact"')
    expect(result.summary).toContain('Feedback')
  }, 60_000)

  it('a budget that runs out mid-report leaves a partial file that says so, and skips the reports after it', async () => {
    const result = await run({ reports: 'feedback,searches,assistant', 'max-requests': '2', format: 'csv' }) // prettier-ignore
    expect(result.code).toBe(0)
    const dir = join(result.dir, 'workspace', 'analytics')
    const csv = readFileSync(join(dir, 'feedback.csv'), 'utf8')
    expect(csv.trimEnd().split('\r\n').at(-1)).toBe(
      "# incomplete: the step's request budget (max-requests: 2) was spent"
    )
    expect(parseCsv(csv, { columns: true, comment: '#' })).toHaveLength(200)
    expect(existsSync(join(dir, 'searches.csv'))).toBe(false)
    expect(world.sim.requests).toHaveLength(2)
    expect(result.outputs['searches-rows']).toBe('0')
    expect(result.stdout).toContain('searches was not exported')
    expect(result.summary).toContain('partial')
  }, 60_000)

  it('hostile comments and search terms stay data: quoted cells, escaped in the summary', async () => {
    await world.add('searches', { searchQuery: '=HYPERLINK("http://evil.example","x") <img src=x onerror=alert(1)> ::error::pwned', hits: 100000 }) // prettier-ignore
    const result = await run({ reports: 'searches', format: 'csv' })
    expect(result.code).toBe(0)
    const csv = readFileSync(join(result.dir, 'workspace', 'analytics', 'searches.csv'), 'utf8')
    const rows = parseCsv(csv, { columns: true }) as Record<string, string>[]
    expect(rows[0]?.searchQuery).toBe('\'=HYPERLINK("http://evil.example","x") <img src=x onerror=alert(1)> ::error::pwned') // prettier-ignore
    expect(result.summary).not.toContain('<img')
    expect(result.summary).toContain('&lt;img')
  }, 60_000)

  it('compare: previous reads one first page of the range before per report, after the exports, and shows the change', async () => {
    // Sixty days of data: the range and the thirty days before it both have rows.
    world.sim.configure({ analytics: { feedbackEntries: 250, searchTerms: 230, conversations: 300, until: SEEDED_UNTIL, days: 60 } }) // prettier-ignore
    const result = await run({ reports: 'visitors,searches,feedback-by-page,assistant-callers', compare: 'previous' }) // prettier-ignore
    expect(result.code).toBe(0)
    const before = world.sim.requests.filter((r) => (r.query as Record<string, string>).dateTo === '2026-05-02') // prettier-ignore
    expect(before.map((r) => r.path)).toEqual([
      '/v1/analytics/proj/visitors',
      '/v1/analytics/proj/feedback/by-page',
      '/v1/analytics/proj/searches',
      '/v1/analytics/proj/assistant/caller-stats'
    ])
    // Every export came first: the comparisons are the last four requests.
    expect(world.sim.requests.slice(-4)).toEqual(before)
    for (const r of before) expect(r.query).toMatchObject({ dateFrom: '2026-04-02' })
    const reports = JSON.parse(result.outputs.reports ?? '{}') as Record<string, { previous?: { before: number; now: number } }> // prettier-ignore
    expect(reports.searches?.previous?.before).toBeGreaterThan(0)
    expect(result.summary).toContain(
      'Before: 2\u00a0Apr\u00a02026 – 1\u00a0May\u00a02026 (30 days)'
    )
    expect(figure(result.summary, 'Searches')?.slice(1, 3)).toEqual([reports.searches?.previous?.now, reports.searches?.previous?.before].map((v) => (v ?? 0).toLocaleString('en-US'))) // prettier-ignore
  }, 60_000)

  it('opens the summary with the period’s figures, each with its change against the period before', async () => {
    world.sim.configure({ analytics: { feedbackEntries: 250, searchTerms: 230, conversations: 300, until: SEEDED_UNTIL, days: 60 } }) // prettier-ignore
    const result = await run({ reports: 'visitors,views,feedback,feedback-by-page,searches,assistant,assistant-callers', compare: 'previous' }) // prettier-ignore
    expect(result.code).toBe(0)
    const reports = JSON.parse(result.outputs.reports ?? '{}') as Record<string, { rows: number; totals?: Record<string, number>; previous?: { before: number; now: number } }> // prettier-ignore
    const opening = result.summary.slice(0, result.summary.indexOf('<h4>'))
    const shown = (value: number | undefined) => (value ?? NaN).toLocaleString('en-US')
    // This period, the period before, the change: from the same first pages the outputs report.
    for (const [name, report] of [
      ['Visitors (unique)', 'visitors'],
      ['Page views', 'views'],
      ['Searches', 'searches'],
      ['Thumbs down', 'feedback-by-page'],
      ['Assistant conversations', 'assistant-callers']
    ] as const) {
      const { now, before } = reports[report]?.previous ?? {}
      const row = figure(opening, name)
      expect(row?.slice(1, 3)).toEqual([shown(now), shown(before)])
      expect(row?.[3]).toMatch(now === before ? /^±0/ : now! > before! ? /^\+/ : /^−/)
    }
    expect(reports.visitors?.previous?.now).toBe(reports.visitors?.totals?.total)
    // Feedback is counted from every entry exported: not compared, and said so.
    expect(figure(opening, 'Feedback')?.slice(1, 4)).toEqual([shown(reports.feedback?.rows), '–', 'not compared']) // prettier-ignore
    // The files by name and folder, never by the runner's path.
    expect(result.summary).toContain('<code>analytics/feedback.json</code>')
    expect(result.summary).not.toContain(result.dir)
  }, 60_000)

  it('compare: previous within a budget the exports spent says what was not compared, and the exports stand', async () => {
    const result = await run({ reports: 'searches', compare: 'previous', 'max-requests': '3' })
    expect(result.code).toBe(0)
    expect(result.outputs['searches-rows']).toBe('230')
    expect(result.stdout).toContain('compare: the step')
    expect(result.summary).not.toContain('Before: ')
  }, 60_000)

  it('a compare the budget stopped is said once in the summary, escaped once', async () => {
    const result = await run({ reports: 'searches', compare: 'previous', 'max-requests': '3' })
    expect(result.code).toBe(0)
    expect(result.summary).toContain("<p>⚠️ <code>the step&#39;s request budget (max-requests: 3) was spent before every report was compared: 3 requests by the reports</code></p>") // prettier-ignore
    expect(result.summary).not.toContain('&lt;')
    expect(result.summary).not.toContain('&amp;')
  }, 60_000)

  it('refuses a digest-file that is one of the reports’ files before any request, naming both inputs', async () => {
    const result = await run({ reports: 'feedback', 'output-dir': 'o5', 'digest-file': 'o5/feedback.json' }) // prettier-ignore
    expect(result.code).toBe(1)
    expect(world.sim.requests).toHaveLength(0)
    expect(result.stdout).toContain("::error::Input 'digest-file' names \"o5/feedback.json\", the file of the feedback report in 'output-dir' (\"o5\"): the digest would overwrite it. Name another file.") // prettier-ignore
    // The transcripts' file too.
    const threads = await run({ reports: 'none', 'assistant-threads': '1', 'output-dir': 'o5', 'digest-file': 'o5/assistant-threads.json' }) // prettier-ignore
    expect(threads.code).toBe(1)
    expect(threads.stdout).toContain("::error::Input 'digest-file' names \"o5/assistant-threads.json\", the transcripts' file (assistant-threads) in 'output-dir' (\"o5\"): the digest would overwrite it. Name another file.") // prettier-ignore
    expect(world.sim.requests).toHaveLength(0)
  }, 60_000)

  it('waits out a 429 with Retry-After within the timeout, and the export completes', async () => {
    // The organisation's analytics limit: 2 requests a second window; feedback needs 3 pages.
    world.sim.configure({ rateLimit: { analyticsPerHour: 2, windowMs: 1000 } })
    const result = await run({ reports: 'feedback', timeout: '30s' })
    expect(result.code).toBe(0)
    expect(result.outputs['feedback-rows']).toBe('250')
    expect(world.sim.requests.map((r) => r.status)).toEqual([200, 200, 429, 200])
  }, 60_000)

  it('hostile feedback comments and assistant questions stay data in the files and the summary', async () => {
    const HOSTILE = `::error::pwned <script>alert(1)</script> | cell ${KEY}`
    for (const [report, row] of [
      [
        'feedback',
        { path: '/a', comment: HOSTILE, source: 'contextual', status: 'pending', helpful: false }
      ],
      ['assistant', { query: HOSTILE, response: 'No.', resolutionStatus: 'unanswered' }]
    ] as const) {
      await world.add(report, {
        ...row,
        timestamp: '2026-05-31T12:00:00Z',
        createdAt: '2026-05-31T12:00:00Z'
      })
    }
    const result = await run({ reports: 'feedback,assistant', format: 'ndjson' })
    expect(result.code).toBe(0)
    const dir = join(result.dir, 'workspace', 'analytics')
    const lines = (name: string) =>
      readFileSync(join(dir, `${name}.ndjson`), 'utf8').trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>) // prettier-ignore
    // The reader's words as they came, but for the key: an artifact anyone who can read the
    // runs may download never holds it.
    const shown = HOSTILE.replace(KEY, '***')
    expect(lines('feedback').some((r) => r.comment === shown)).toBe(true)
    expect(lines('assistant').some((r) => r.query === shown)).toBe(true)
    expect(readFileSync(join(dir, 'feedback.ndjson'), 'utf8')).not.toContain(KEY)
    expect(result.summary).not.toContain('<script>')
    expect(result.summary).not.toContain(KEY)
  }, 60_000)

  it('a page of 30 MB (300 conversations of 100 KB) exports within the worker’s bounded heap', async () => {
    world.sim.configure({ analytics: { conversations: 0, until: SEEDED_UNTIL, days: 30 } })
    const rows = Array.from({ length: 300 }, (_, i) => ({ query: `q${i}`, response: 'x'.repeat(100_000), resolutionStatus: 'answered', timestamp: '2026-05-20T12:00:00Z' })) // prettier-ignore
    for (let at = 0; at < rows.length; at += 30) {
      const added = await world.add('assistant', rows.slice(at, at + 30))
      expect(added.status).toBe(201)
    }
    const result = await run({ reports: 'assistant', 'max-bytes': '1GB' })
    expect(result.code).toBe(0)
    expect(result.outputs['assistant-rows']).toBe('300')
  }, 60_000)

  it('refuses a report it does not know before any request', async () => {
    const result = await run({ reports: 'feedback,pageviews' })
    expect(result.code).toBe(1)
    expect(result.stdout).toContain("Input 'reports' must be a comma-separated list of")
    expect(world.sim.requests).toHaveLength(0)
  }, 30_000)
})

// Found by an attack, kept as a test: the action against the simulator with faults, or against a
// scripted hostile analytics service (any route, any answer).
describe('analytics under attack', () => {
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

  /**
   * The simulator behind a service in front of it that answers the first unanswered assistant
   * conversation with the id `..`; everything else passes as it came.
   */
  async function dotDotConversation(): Promise<Scripted> {
    const requests: Scripted['requests'] = []
    const server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      requests.push({ path: url.pathname.replace(/^\/v1\/analytics\/[^/]+\//, ''), query: Object.fromEntries(url.searchParams) }) // prettier-ignore
      void (async () => {
        const answer = await fetch(`${world.sim.url}${req.url ?? '/'}`, { headers: { authorization: req.headers.authorization ?? '' } }) // prettier-ignore
        let body = await answer.text()
        if (url.pathname.endsWith('/assistant') && answer.ok) {
          const page = JSON.parse(body) as {
            conversations: { id: string; resolutionStatus: string }[]
          }
          const open = page.conversations.find((c) => c.resolutionStatus === 'unanswered')
          if (open) open.id = '..'
          body = JSON.stringify(page)
        }
        res.writeHead(answer.status, { 'content-type': 'application/json' })
        res.end(body)
      })()
    })
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests }
  }

  const runAgainst = (url: string, inputs: Record<string, string>) =>
    run({ 'api-url': url, ...inputs }, { killAfterMs: 90_000 })

  const entry = (i: number) => ({
    id: `fb_${i}`,
    path: `/p${i}`,
    comment: `c${i}`,
    createdAt: '2026-05-10T00:00:00Z',
    source: 'contextual',
    status: 'pending',
    helpful: true
  })

  it('never sends more requests than max-requests, retries of 503 answers included', async () => {
    world.sim.inject({ route: 'analytics', status: 503, times: 3 })
    const result = await runAgainst(world.sim.url, {
      reports: 'feedback',
      'max-requests': '2',
      timeout: '60s'
    })
    expect(world.sim.requests.length).toBeLessThanOrEqual(2)
    expect(Number(result.outputs.requests)).toBeLessThanOrEqual(2)
  }, 90_000)

  it('never sends more requests than max-requests, retries after a 429 included', async () => {
    world.sim.inject({ route: 'analytics', status: 429, retryAfter: 1, times: 2 })
    const result = await runAgainst(world.sim.url, { reports: 'feedback-by-page', 'max-requests': '1', timeout: '60s' }) // prettier-ignore
    expect(world.sim.requests.length).toBeLessThanOrEqual(1)
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
    const result = await runAgainst(svc.url, { reports: 'feedback' })
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
    const result = await runAgainst(svc.url, { reports: 'feedback' })
    expect(result.outputs['feedback-rows']).toBe('3')
    expect(existsSync(join(result.dir, 'workspace', 'analytics', 'feedback.json'))).toBe(true)
  }, 90_000)

  it('a conversation whose id is .. loses only its transcript: skipped with a warning, the digest written', async () => {
    const proxy = await dotDotConversation()
    const result = await runAgainst(proxy.url, { reports: 'none', 'digest-file': 'digest.md', 'assistant-threads': '50', 'max-requests': '60' }) // prettier-ignore
    expect(result.code).toBe(0)
    expect(result.stdout).toContain("::warning::The digest's reading is partial: The transcript of the conversation \"..\" was skipped: its id cannot name a thread in a request.") // prettier-ignore
    expect(result.outputs['digest-file']).toBe(join(result.dir, 'workspace', 'digest.md'))
    expect(readFileSync(result.outputs['digest-file'] ?? '', 'utf8')).toContain('## 1. ')
    const threads = proxy.requests.filter((r) => r.path.startsWith('assistant/threads/'))
    expect(threads.length).toBeGreaterThan(0)
    expect(threads.map((r) => r.path)).not.toContain('assistant/threads/..')
    const file = JSON.parse(readFileSync(join(result.dir, 'workspace', 'analytics', 'assistant-threads.json'), 'utf8')) as { 'assistant-threads': { threadId: string }[] } // prettier-ignore
    expect(new Set(file['assistant-threads'].map((m) => m.threadId)).size).toBe(threads.length)
  }, 90_000)

  it('a report the timeout stops before its last page keeps its file, which says it is partial', async () => {
    // Three feedback pages, each answered after 1.5 s: the 2 s timeout passes after the second.
    world.sim.configure({ latencyMs: 1500 })
    const result = await runAgainst(world.sim.url, { reports: 'feedback', timeout: '2s' })
    const file = join(result.dir, 'workspace', 'analytics', 'feedback.json')
    expect(existsSync(file)).toBe(true)
    const json = JSON.parse(readFileSync(file, 'utf8')) as { complete: boolean; incomplete?: string } // prettier-ignore
    expect(json.complete).toBe(false)
    expect(json.incomplete).toMatch(/timeout/)
  }, 90_000)
})
