// The simulator's analytics reports beyond visitors and views, over real HTTP: feedback,
// feedback by page, searches, the assistant's conversations, threads and caller stats. Each is
// paged to its end as analytics.openapi.json pages it, with its limits, its 400s, the one rate
// limit window all analytics operations share, and faults; rows are added through
// /_sim/analytics. Every exchange is checked against the service's OpenAPI documents; a request
// sent outside them on purpose (a limit of 101, a thread id that is no ULID) must be named by the
// check as a request problem, and its answer must still be the documented one.
import { describe, expect, it } from '@jest/globals'
import { startSimulator } from '../../simulator/server.js'
import { useAnalyticsSimulator } from '../support/analytics-simulator.js'

const KEY = 'mint_analytics_reports_key'
// The seeded rows lie in the 30 days before UNTIL; RANGE covers exactly those days.
const UNTIL = '2025-03-01'
const FROM = '2025-01-30'
const RANGE = `dateFrom=${FROM}&dateTo=${UNTIL}`
const DAY = 86_400_000

const { sim, contract } = useAnalyticsSimulator({
  feedbackEntries: 400,
  searchTerms: 500,
  conversations: 300,
  days: 30,
  until: UNTIL
})

// Answers are read field by field below.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any
interface Answer {
  status: number
  headers: Headers
  body: Loose
}

/** GET /v1/analytics/proj/<path>; `offDocument` says why the request is outside the documents. */
async function get(path: string, offDocument?: string, project = 'proj'): Promise<Answer> {
  const response = await fetch(`${sim().url}/v1/analytics/${project}/${path}`, {
    headers: {
      authorization: `Bearer ${KEY}`,
      ...(offDocument ? { 'x-off-document': offDocument } : {})
    }
  })
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // A malformed answer stays text.
  }
  return { status: response.status, headers: response.headers, body }
}

async function control(method: string, path: string, body?: unknown): Promise<Answer> {
  const response = await fetch(sim().url + path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : '' }
}

/** Every page of a cursor-paged report over `query`, following nextCursor to its end. */
async function pageAll(report: string, field: string, query: string): Promise<Answer[]> {
  const pages: Answer[] = []
  let cursor: string | null = null
  do {
    const page = await get(
      `${report}?${query}${cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`}`
    )
    expect(page.status).toBe(200)
    pages.push(page)
    cursor = page.body.nextCursor as string | null
    expect(pages.length).toBeLessThan(1000)
  } while (cursor !== null)
  return pages.map((page) => ({ ...page, rows: page.body[field] }))
}
const rowsOf = (pages: Answer[], field: string): Loose[] =>
  pages.flatMap((page) => page.body[field])

const VARIANT_FIELDS = {
  contextual: ['comment', 'contact', 'createdAt', 'helpful', 'id', 'path', 'source', 'status'],
  code_snippet: [
    'code',
    'comment',
    'createdAt',
    'filename',
    'id',
    'lang',
    'path',
    'source',
    'status'
  ],
  agent: ['comment', 'createdAt', 'id', 'path', 'source', 'status'],
  thumbs_only: ['comment', 'createdAt', 'id', 'path', 'source', 'status']
} as const

describe('feedback', () => {
  it('pages every entry once to the end, newest first, each with the fields of its source', async () => {
    sim().configure({ analytics: { feedbackEntries: 1234 } })
    const pages = await pageAll('feedback', 'feedback', `${RANGE}&limit=100`)
    expect(pages.map((page) => page.body.feedback.length)).toEqual([...Array(12).fill(100), 34])
    expect(pages.map((page) => page.body.hasMore)).toEqual([...Array(12).fill(true), false])
    const rows = rowsOf(pages, 'feedback')
    expect(new Set(rows.map((row) => row.id)).size).toBe(1234)
    const times = rows.map((row) => Date.parse(row.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(Math.min(...times)).toBeGreaterThanOrEqual(Date.parse(FROM))
    expect(Math.max(...times)).toBeLessThan(Date.parse(UNTIL))
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(VARIANT_FIELDS[row.source as 'agent'])
    }
    // Realistic: every source and status, votes down with readers' comments, some contacts,
    // agents naming the page by its URL, code snippets with and without a language.
    const count = (test: (row: Loose) => boolean): number => rows.filter(test).length
    for (const source of Object.keys(VARIANT_FIELDS)) {
      expect(count((row) => row.source === source)).toBeGreaterThan(20)
    }
    for (const status of ['pending', 'in_progress', 'resolved', 'dismissed']) {
      expect(count((row) => row.status === status)).toBeGreaterThan(20)
    }
    const down = count((row) => row.helpful === false)
    expect(count((row) => row.helpful === false && row.comment !== null)).toBeGreaterThan(down / 3)
    expect(count((row) => row.helpful === true)).toBeGreaterThan(down)
    expect(count((row) => typeof row.contact === 'string')).toBeGreaterThan(10)
    expect(count((row) => row.path.startsWith('https://'))).toBe(
      count((row) => row.source === 'agent')
    )
    expect(count((row) => row.source === 'code_snippet' && row.lang === null)).toBeGreaterThan(0)
    expect(count((row) => row.source === 'thumbs_only' && row.comment !== null)).toBe(0)
  })

  it('filters by source and statuses, defaults to 50 a page, and takes a new limit mid-way', async () => {
    const all = rowsOf(await pageAll('feedback', 'feedback', `${RANGE}&limit=100`), 'feedback')
    expect(all).toHaveLength(400)
    const code = rowsOf(
      await pageAll('feedback', 'feedback', `${RANGE}&limit=100&source=code_snippet`),
      'feedback'
    )
    expect(code).toEqual(all.filter((row) => row.source === 'code_snippet'))
    const closed = rowsOf(
      await pageAll('feedback', 'feedback', `${RANGE}&limit=100&status=resolved,dismissed`),
      'feedback'
    )
    expect(closed).toEqual(all.filter((row) => ['resolved', 'dismissed'].includes(row.status)))

    const first = await get(`feedback?${RANGE}`)
    expect(first.body.feedback).toEqual(all.slice(0, 50))
    const small = await get(`feedback?${RANGE}&limit=10`)
    const next = await get(
      `feedback?${RANGE}&limit=30&cursor=${encodeURIComponent(small.body.nextCursor)}`
    )
    expect(next.body.feedback).toEqual(all.slice(10, 40))
  })

  it('counts by page what the entries hold: thumbs of contextual entries, code snippets, totals', async () => {
    sim().configure({ sitePages: 30, analytics: { feedbackEntries: 600 } })
    const entries = rowsOf(await pageAll('feedback', 'feedback', `${RANGE}&limit=100`), 'feedback')
    const byPage = await get(`feedback/by-page?${RANGE}&limit=100`)
    expect(byPage.body.hasMore).toBe(false)
    const rows = byPage.body.feedback as Loose[]
    const pathOf = (row: Loose): string => row.path.replace('https://docs.example.com', '')
    for (const row of rows) {
      const of = entries.filter((entry) => pathOf(entry) === row.path)
      expect(row).toEqual({
        path: row.path,
        thumbsUp: of.filter((e) => e.source === 'contextual' && e.helpful).length,
        thumbsDown: of.filter((e) => e.source === 'contextual' && !e.helpful).length,
        code: of.filter((e) => e.source === 'code_snippet').length,
        total: of.length
      })
    }
    expect(rows.reduce((sum, row) => sum + row.total, 0)).toBe(600)
    const totals = rows.map((row) => row.total)
    expect(totals).toEqual([...totals].sort((a, b) => b - a))
    // Some pages are badly received.
    expect(rows.some((row) => row.thumbsDown > row.thumbsUp && row.thumbsDown >= 3)).toBe(true)

    const top = await get(`feedback/by-page?${RANGE}`)
    expect(top.body).toEqual({ feedback: rows.slice(0, 10), hasMore: true })
    const contextual = await get(`feedback/by-page?${RANGE}&limit=100&source=contextual`)
    for (const row of contextual.body.feedback) {
      expect(row.code).toBe(0)
      expect(row.total).toBe(row.thumbsUp + row.thumbsDown)
    }
  })
})

describe('searches', () => {
  it('pages every term once to the end by hits, with the total of searches on every page', async () => {
    sim().configure({ analytics: { searchTerms: 2500 } })
    const pages = await pageAll('searches', 'searches', `${RANGE}&limit=100`)
    expect(pages).toHaveLength(25)
    for (const page of pages)
      expect(Object.keys(page.body).sort()).toEqual(['nextCursor', 'searches', 'totalSearches'])
    const rows = rowsOf(pages, 'searches')
    expect(new Set(rows.map((row) => row.searchQuery)).size).toBe(2500)
    const order = [...rows].sort(
      (a, b) => b.hits - a.hits || (a.searchQuery < b.searchQuery ? -1 : 1)
    )
    expect(rows).toEqual(order)
    const total = rows.reduce((sum, row) => sum + row.hits, 0)
    expect(new Set(pages.map((page) => page.body.totalSearches))).toEqual(new Set([total]))
    // A long tail: the top term searched hundreds of times, most terms once or twice.
    expect(rows[0].hits).toBeGreaterThan(300)
    expect(rows.filter((row) => row.hits <= 2).length).toBeGreaterThan(1000)
    for (const row of rows) {
      expect(row.ctr).toBeGreaterThanOrEqual(0)
      expect(row.ctr).toBeLessThanOrEqual(1)
      expect(row.topClickedPage === null).toBe(row.ctr === 0)
      expect(Date.parse(row.lastSearchedAt)).toBeGreaterThanOrEqual(Date.parse(FROM))
      expect(Date.parse(row.lastSearchedAt)).toBeLessThan(Date.parse(UNTIL))
    }
    // Among terms searched at least ten times: terms readers rarely click, terms nobody finds
    // an answer to, and most with a healthy click-through.
    const searched = rows.filter((row) => row.hits >= 10)
    expect(searched.filter((row) => row.ctr > 0 && row.ctr < 0.15).length).toBeGreaterThan(5)
    expect(searched.filter((row) => row.topClickedPage === null).length).toBeGreaterThan(5)
    expect(searched.filter((row) => row.ctr >= 0.25).length).toBeGreaterThan(searched.length / 2)
  })

  it('aggregates over the range asked: a week has fewer searches, all within it', async () => {
    const month = await get(`searches?${RANGE}&limit=100`)
    const week = await get(`searches?dateFrom=2025-02-22&dateTo=${UNTIL}&limit=100`)
    expect(week.body.totalSearches).toBeLessThan(month.body.totalSearches / 2)
    expect(week.body.totalSearches).toBeGreaterThan(month.body.totalSearches / 8)
    for (const row of week.body.searches) {
      expect(Date.parse(row.lastSearchedAt)).toBeGreaterThanOrEqual(Date.parse('2025-02-22'))
    }
    const before = await get(`searches?dateFrom=2024-01-01&dateTo=2024-02-01`)
    expect(before.body).toEqual({ searches: [], totalSearches: 0, nextCursor: null })
  })
})

describe('assistant', () => {
  it('pages conversations by ULID cursor, up to 1000 a page, newest first', async () => {
    sim().configure({ analytics: { conversations: 2345 } })
    const pages = await pageAll('assistant', 'conversations', `${RANGE}&limit=1000`)
    expect(pages.map((page) => page.body.conversations.length)).toEqual([1000, 1000, 345])
    expect(pages.map((page) => page.body.hasMore)).toEqual([true, true, false])
    for (const page of pages.slice(0, 2)) {
      expect(page.body.nextCursor).toBe(page.body.conversations.at(-1).id)
    }
    const rows = rowsOf(pages, 'conversations')
    const ids = rows.map((row) => row.id)
    expect(ids).toEqual([...new Set(ids)].sort().reverse())
    const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
    for (const row of rows) {
      const time = [...row.id.slice(0, 10)].reduce((at, c) => at * 32 + crockford.indexOf(c), 0)
      expect(new Date(time).toISOString()).toBe(row.timestamp)
    }
    const share = (test: (row: Loose) => boolean): number => rows.filter(test).length / rows.length
    expect(share((row) => row.resolutionStatus === 'unanswered')).toBeGreaterThan(0.08)
    expect(share((row) => row.responseType === 'clarifying_question')).toBeGreaterThan(0.05)
    // Older rows lack responseType, which then means `answer`.
    expect(share((row) => !('responseType' in row))).toBeGreaterThan(0.05)
    for (const row of rows.filter((row) => row.responseType === 'clarifying_question')) {
      expect(row).toMatchObject({ resolutionStatus: 'answered', sources: [] })
    }
    for (const row of rows.filter((row) => row.resolutionStatus === 'unanswered')) {
      expect(row.sources).toEqual([])
    }
    expect(share((row) => row.sources.length > 0)).toBeGreaterThan(0.5)
    expect(share((row) => row.queryCategory === null)).toBeGreaterThan(0.05)
    expect(new Set(rows.map((row) => row.queryCategory)).size).toBeGreaterThan(4)
    expect(share((row) => row.pageUrl === null)).toBeGreaterThan(0.1)
  })

  it('serves the transcript of each thread, and 404 for a thread it does not know', async () => {
    const rows = (await get(`assistant?${RANGE}&limit=300`)).body.conversations as Loose[]
    const kinds = [
      rows.find((row) => row.resolutionStatus === 'unanswered'),
      rows.find((row) => row.responseType === 'clarifying_question'),
      rows.find((row) => row.sources.length > 0)
    ]
    let replied = false
    for (const row of kinds) {
      const thread = await get(`assistant/threads/${row.id}`)
      expect(thread.status).toBe(200)
      expect(thread.body).toMatchObject({ threadId: row.id, createdAt: row.timestamp })
      const messages = thread.body.messages as Loose[]
      expect(messages.slice(0, 2)).toEqual([
        expect.objectContaining({ role: 'user', content: row.query, createdAt: row.timestamp }),
        expect.objectContaining({ role: 'assistant', content: row.response })
      ])
      const times = messages.map((message) => Date.parse(message.createdAt))
      expect(times).toEqual([...times].sort((a, b) => a - b))
      expect(new Set(messages.map((message) => message.id)).size).toBe(messages.length)
      if (row.responseType === 'clarifying_question' && messages.length === 4) replied = true
    }
    // A clarifying question answered by the reader, then answered by the assistant.
    for (const row of rows.filter((row) => row.responseType === 'clarifying_question')) {
      if (replied) break
      replied = (await get(`assistant/threads/${row.id}`)).body.messages.length === 4
    }
    expect(replied).toBe(true)
    expect(await get('assistant/threads/01ARZ3NDEKTSV4RRFFQ69G5FAV')).toMatchObject({
      status: 404,
      body: { error: 'Thread not found' }
    })
  })

  it('counts the range’s questions by caller, as many as the conversations listed', async () => {
    const rows = rowsOf(
      await pageAll('assistant', 'conversations', `${RANGE}&limit=1000`),
      'conversations'
    )
    const stats = await get(`assistant/caller-stats?${RANGE}`)
    expect(stats.status).toBe(200)
    const { web, api, other, total } = stats.body
    expect(Object.keys(stats.body).sort()).toEqual(['api', 'other', 'total', 'web'])
    expect(total).toBe(rows.length)
    expect(web + api + other).toBe(total)
    expect(web).toBeGreaterThan(api)
    expect(api).toBeGreaterThan(other)
    const week = await get('assistant/caller-stats?dateFrom=2025-02-22&dateTo=2025-03-01')
    expect(week.body.total).toBeLessThan(total)
  })
})

describe('the query, checked as the service checks it', () => {
  const OPERATIONS = [
    'feedback',
    'feedback/by-page',
    'searches',
    'assistant',
    'assistant/caller-stats'
  ]

  it.each(OPERATIONS)(
    '%s: 400 for a date that does not exist and for a range that ends before it starts',
    async (operation) => {
      for (const query of ['dateFrom=2025-02-30', `dateFrom=${UNTIL}&dateTo=${FROM}`]) {
        const answer = await get(`${operation}?${query}`)
        expect(answer.status).toBe(400)
        expect(answer.body).toEqual({
          error: 'Invalid dateFrom',
          details: [{ path: 'dateFrom', message: expect.any(String) }]
        })
      }
    }
  )

  it.each([
    ['feedback', 100],
    ['feedback/by-page', 100],
    ['searches', 100],
    ['assistant', 1000]
  ])('%s: limit from 1 to %d, else 400', async (operation, max) => {
    expect((await get(`${operation}?${RANGE}&limit=${max}`)).status).toBe(200)
    for (const limit of ['0', String(max + 1)]) {
      const answer = await get(`${operation}?limit=${limit}`, 'limit out of the document')
      expect(answer).toMatchObject({ status: 400, body: { error: 'Invalid limit' } })
    }
    // The document types these limits as numbers, so 2.5 is a request it allows; the simulator
    // takes whole numbers only, as visitors' integer limit.
    expect(await get(`${operation}?limit=2.5`)).toMatchObject({
      status: 400,
      body: { error: 'Invalid limit' }
    })
  })

  it.each(['feedback', 'feedback/by-page'])(
    '%s: 400 for an unknown source or status',
    async (operation) => {
      expect(await get(`${operation}?source=email`, 'source outside the enum')).toMatchObject({
        status: 400,
        body: { error: 'Invalid source' }
      })
      // The document types status as any text: only the service refuses the unknown one.
      expect(await get(`${operation}?status=pending,archived`)).toMatchObject({
        status: 400,
        body: { error: 'Invalid status', details: [{ path: 'status' }] }
      })
    }
  )

  it('400 for a thread id or an assistant cursor that is no ULID', async () => {
    expect(await get('assistant/threads/thread-1', 'thread id that is no ULID')).toMatchObject({
      status: 400,
      body: { error: 'Invalid thread ID', details: [{ message: 'Must be a ULID' }] }
    })
    expect(await get(`assistant?cursor=100`, 'cursor that is no ULID')).toMatchObject({
      status: 400,
      body: { error: 'Invalid cursor' }
    })
  })
})

describe('opaque cursors', () => {
  it('hold no offset a client could read or make, and refuse one edited or cut', async () => {
    const first = await get(`feedback?${RANGE}&limit=100`)
    const cursor = first.body.nextCursor as string
    expect(cursor).toMatch(/^[A-Za-z0-9_-]{20,}$/)
    expect(cursor).not.toContain('100')
    const search = (await get(`searches?${RANGE}&limit=100`)).body.nextCursor as string
    expect(search).toMatch(/^[A-Za-z0-9_-]{20,}$/)
    const edited = (text: string): string =>
      text.slice(0, 12) + (text[12] === 'A' ? 'B' : 'A') + text.slice(13)
    for (const [report, bad] of [
      ['feedback', edited(cursor)],
      ['feedback', cursor.slice(0, -3)],
      ['feedback', ''],
      ['feedback', 'MTAw'], // base64url of "100"
      ['searches', edited(search)],
      ['searches', 'not a cursor']
    ]) {
      const answer = await get(`${report}?${RANGE}&cursor=${encodeURIComponent(bad as string)}`)
      expect(answer).toMatchObject({
        status: 400,
        body: {
          error: 'Invalid cursor',
          details: [{ path: 'cursor', message: expect.any(String) }]
        }
      })
    }
  })

  it('belong to their report and query: other dates, filters or report answer 400', async () => {
    const feedback = (await get(`feedback?${RANGE}&limit=5&status=pending`)).body.nextCursor
    const search = (await get(`searches?${RANGE}&limit=5`)).body.nextCursor
    for (const path of [
      `feedback?${RANGE}&status=resolved&cursor=${feedback}`,
      `feedback?dateFrom=2025-02-01&dateTo=${UNTIL}&status=pending&cursor=${feedback}`,
      `searches?${RANGE}&cursor=${feedback}`,
      `feedback?${RANGE}&cursor=${search}`,
      `searches?dateFrom=2025-02-01&dateTo=${UNTIL}&cursor=${search}`
    ]) {
      expect(await get(path)).toMatchObject({
        status: 400,
        body: { error: 'Invalid cursor', details: [{ message: 'Cursor belongs to another query' }] }
      })
    }
    const other = await get(
      `feedback?${RANGE}&limit=5&status=pending&cursor=${feedback}`,
      undefined,
      'other'
    )
    expect(other.status).toBe(400)
  })
})

describe('one rate limit for every analytics operation', () => {
  it('answers 429 with Retry-After to each once the window is spent by any, visitors included', async () => {
    let clock = Date.parse('2025-03-10T12:00:00Z')
    sim().configure({ now: () => clock, rateLimit: { analyticsPerHour: 8, windowMs: 3_600_000 } })
    const [thread] = sim().addAnalytics('assistant', { query: 'How do I paginate?' }) as Loose[]
    const operations = [
      `visitors?${RANGE}&limit=1`,
      `views?${RANGE}&limit=1`,
      `feedback?${RANGE}`,
      `feedback/by-page?${RANGE}`,
      `searches?${RANGE}`,
      `assistant?${RANGE}`,
      `assistant/threads/${thread.id}`,
      `assistant/caller-stats?${RANGE}`
    ]
    for (const path of operations) expect((await get(path)).status).toBe(200)
    clock += 60_000
    for (const path of operations) {
      const answer = await get(path)
      expect(answer).toMatchObject({ status: 429, body: { error: 'Rate limit exceeded' } })
      // The first request of the window leaves it an hour after it came: 59 minutes from now.
      expect(answer.headers.get('retry-after')).toBe('3540')
    }
    // Answers refused do not count; when the first requests leave the window, it opens again.
    clock += 3540 * 1000
    expect((await get(`feedback?${RANGE}`)).status).toBe(200)
    // The agent's limit is another window.
    const job = await fetch(`${sim().url}/v2/agent/proj/job`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'Write docs' })
    })
    expect(job.status).toBe(201)
  })
})

describe('faults', () => {
  it('apply to the new operations by name, and to any analytics operation as `analytics`', async () => {
    sim().inject({ route: 'feedback', status: 500 })
    expect(await get(`feedback?${RANGE}`)).toMatchObject({
      status: 500,
      body: { error: 'Simulated 500' }
    })
    expect((await get(`feedback?${RANGE}`)).status).toBe(200)

    sim().inject({ route: 'analytics', status: 503, times: 2 })
    const job = await fetch(`${sim().url}/v2/agent/proj/job`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'Write docs' })
    })
    expect(job.status).toBe(201)
    expect((await get(`assistant/caller-stats?${RANGE}`)).status).toBe(503)
    expect((await get('assistant/threads/01ARZ3NDEKTSV4RRFFQ69G5FAV')).status).toBe(503)
    expect((await get(`searches?${RANGE}`)).status).toBe(200)

    sim().inject([
      { route: 'assistant', status: 429, retryAfter: 7 },
      { route: 'searches', malformed: 'truncated-json' },
      { route: 'feedbackByPage', delayMs: 300 },
      { route: 'assistantThread', drop: 'before-processing' }
    ])
    const limited = await get(`assistant?${RANGE}`)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('7')
    expect(await get(`searches?${RANGE}`)).toMatchObject({
      status: 200,
      body: '{"id":"job_trunc","status":"act'
    })
    const started = Date.now()
    expect((await get(`feedback/by-page?${RANGE}`)).status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
    await expect(get('assistant/threads/01ARZ3NDEKTSV4RRFFQ69G5FAV')).rejects.toThrow()
    expect(sim().requests.map((request) => [request.route, request.status])).toEqual([
      ['feedback', 500],
      ['feedback', 200],
      ['createJob', 201],
      ['callerStats', 503],
      ['assistantThread', 503],
      ['searches', 200],
      ['assistant', 429],
      ['searches', 200],
      ['feedbackByPage', 200],
      ['assistantThread', 0]
    ])
  })

  it('latency applies to them, and drift moves offset pages while keyset cursors hold', async () => {
    sim().configure({ latencyMs: 100 })
    const started = Date.now()
    await get(`assistant/caller-stats?${RANGE}`)
    expect(Date.now() - started).toBeGreaterThanOrEqual(95)
    sim().configure({ latencyMs: 0, drift: true, analytics: { until: '' } })
    // Drift: a row arrives at each read, now; a range up to now sees it.
    const from = new Date(Math.floor(Date.now() / DAY) * DAY - 30 * DAY).toISOString().slice(0, 10)
    const range = `dateFrom=${from}`
    const one = await get(`searches?${range}&limit=5`)
    const two = await get(`searches?${range}&limit=5&cursor=${one.body.nextCursor}`)
    // A term that arrived at the top pushed the first page down by one: its last row comes again.
    expect(two.body.searches[0]).toEqual(one.body.searches[4])
    const first = await get(`feedback?${range}&limit=5`)
    const second = await get(`feedback?${range}&limit=5&cursor=${first.body.nextCursor}`)
    const ids = [...first.body.feedback, ...second.body.feedback].map((row: Loose) => row.id)
    expect(new Set(ids).size).toBe(10)
    expect(first.body.feedback[0].comment).toMatch(/^Arrived while paging/)
  })
})

describe('rows added by tests through /_sim/analytics', () => {
  const HOSTILE = [
    '::error::pwned%0A::set-output name=x::y',
    '<script>alert(1)</script> [click](javascript:alert(1)) <!-- hide -->',
    '\u202eevil\u202c line\r\nbreak @everyone `code` ${{ secrets.KEY }}',
    'x'.repeat(10_000)
  ]

  it('serves a reader’s hostile comment as written, counted on its page', async () => {
    const before = await get(`feedback/by-page?${RANGE}&limit=100`)
    const added = await control(
      'POST',
      '/_sim/analytics/feedback',
      HOSTILE.map((comment) => ({ comment, path: '/quickstart', helpful: false }))
    )
    expect(added.status).toBe(201)
    expect(added.body).toHaveLength(4)
    expect(added.body[0]).toMatchObject({
      path: '/quickstart',
      source: 'contextual',
      status: 'pending',
      helpful: false,
      contact: null,
      // Noon of the window's last day: inside any range that covers the window.
      createdAt: '2025-02-28T12:00:00.000Z'
    })
    const rows = rowsOf(await pageAll('feedback', 'feedback', `${RANGE}&limit=100`), 'feedback')
    expect(rows).toHaveLength(404)
    const mine = rows.filter((row) => HOSTILE.includes(row.comment))
    expect(mine.map((row) => row.comment).sort()).toEqual([...HOSTILE].sort())
    const after = await get(`feedback/by-page?${RANGE}&limit=100`)
    const quickstart = (answer: Answer): Loose =>
      answer.body.feedback.find((row: Loose) => row.path === '/quickstart') ?? {
        thumbsDown: 0,
        total: 0
      }
    expect(quickstart(after).thumbsDown).toBe(quickstart(before).thumbsDown + 4)
    expect(quickstart(after).total).toBe(quickstart(before).total + 4)
  })

  it('adds rows of every kind, for one project or all, and forgets them on DELETE and reset', async () => {
    const code = await control('POST', '/_sim/analytics/feedback', {
      projectId: 'other',
      source: 'code_snippet',
      comment: 'Broken',
      createdAt: null
    })
    expect(code.body[0]).toMatchObject({
      source: 'code_snippet',
      code: 'npm install example-sdk',
      filename: null,
      lang: null,
      createdAt: null
    })
    const elsewhere = rowsOf(
      await pageAll('feedback', 'feedback', `${RANGE}&limit=100`),
      'feedback'
    )
    expect(elsewhere.some((row) => row.comment === 'Broken')).toBe(false)
    // Without a time, the entry is in every range, after the dated ones.
    const other = await get(`feedback?dateFrom=2020-01-01&dateTo=2020-02-01`, undefined, 'other')
    expect(other.body.feedback).toEqual([code.body[0]].map(({ projectId, ...row }: Loose) => row))

    const seeded = (await get(`searches?${RANGE}&limit=1`)).body.searches[0]
    await control('POST', '/_sim/analytics/searches', [
      { searchQuery: 'delete my account', hits: 40 },
      { searchQuery: seeded.searchQuery, hits: 5, ctr: 1, topClickedPage: '/quickstart' }
    ])
    const searches = rowsOf(await pageAll('searches', 'searches', `${RANGE}&limit=100`), 'searches')
    expect(searches.find((row) => row.searchQuery === 'delete my account')).toEqual({
      searchQuery: 'delete my account',
      hits: 40,
      ctr: 0,
      topClickedPage: null,
      lastSearchedAt: '2025-02-28T12:00:00.000Z'
    })
    expect(searches.find((row) => row.searchQuery === seeded.searchQuery).hits).toBe(
      seeded.hits + 5
    )

    const [question] = (
      await control('POST', '/_sim/analytics/assistant', {
        query: HOSTILE[1],
        resolutionStatus: 'unanswered',
        responseType: null,
        caller: 'api',
        timestamp: '2025-02-27T08:00:00Z'
      })
    ).body
    expect(question.id).toMatch(/^[0-7][0-9A-HJKMNP-TV-Z]{25}$/)
    const listed = (await get(`assistant?dateFrom=2025-02-27&dateTo=2025-02-28&limit=1000`)).body
      .conversations as Loose[]
    const row = listed.find((row) => row.id === question.id)
    expect(row).toEqual({
      id: question.id,
      timestamp: '2025-02-27T08:00:00Z',
      query: HOSTILE[1],
      response: expect.stringContaining('could not find'),
      sources: [],
      resolutionStatus: 'unanswered',
      queryCategory: null,
      pageUrl: null
    })
    const thread = await get(`assistant/threads/${question.id}`)
    expect(thread.body.messages.map((m: Loose) => [m.role, m.content])).toEqual([
      ['user', HOSTILE[1]],
      ['assistant', row.response]
    ])

    expect((await control('DELETE', '/_sim/analytics')).status).toBe(204)
    expect((await get(`assistant/threads/${question.id}`)).status).toBe(404)
    sim().addAnalytics('feedback', { comment: 'Kept until reset' })
    sim().reset()
    const after = rowsOf(await pageAll('feedback', 'feedback', `${RANGE}&limit=100`), 'feedback')
    expect(after.some((row) => row.comment === 'Kept until reset')).toBe(false)
  })

  it('refuses a row with a field of the wrong type, naming it, and adds none of the list', async () => {
    for (const [report, rows, message] of [
      ['feedback', [{ comment: 'ok' }, { helpful: 'no' }], 'row 1: helpful must be true or false'],
      [
        'feedback',
        { source: 'email' },
        'row 0: source must be one of code_snippet, contextual, agent, thumbs_only'
      ],
      ['searches', { hits: 3 }, 'row 0: searchQuery must be a string'],
      ['assistant', { id: 'thread-1' }, 'row 0: id must be a ULID'],
      ['assistant', [42], 'row 0 must be an object']
    ] as const) {
      expect(await control('POST', `/_sim/analytics/${report}`, rows)).toEqual(
        expect.objectContaining({ status: 400, body: { error: message } })
      )
    }
    expect(
      (await get(`feedback?${RANGE}&limit=100&status=pending`)).body.feedback.some(
        (row: Loose) => row.comment === 'ok'
      )
    ).toBe(false)
    expect((await control('POST', '/_sim/analytics/visitors', {})).status).toBe(404)
  })

  it('sets the volumes, days and trends through /_sim/config, refusing one out of range', async () => {
    expect(
      (await control('POST', '/_sim/config', { analytics: { searchTerms: 3, days: 7 } })).status
    ).toBe(204)
    const week = await get(`searches?dateFrom=2025-02-22&dateTo=${UNTIL}`)
    expect(week.body.searches).toHaveLength(3)
    expect(week.body.totalSearches).toBe((await get(`searches?${RANGE}`)).body.totalSearches)
    // The other volumes stay as they were.
    expect(
      rowsOf(
        await pageAll('feedback', 'feedback', `dateFrom=2025-02-22&dateTo=${UNTIL}&limit=100`),
        'feedback'
      )
    ).toHaveLength(400)
    for (const [analytics, message] of [
      [
        { feedbackEntries: -1 },
        'analytics.feedbackEntries must be a whole number from 0 to 200000'
      ],
      [{ conversations: 1e9 }, 'analytics.conversations must be a whole number from 0 to 200000'],
      [{ until: '2025-02-30' }, 'analytics.until must be a date, YYYY-MM-DD, or empty for today'],
      [{ days: 0 }, 'analytics.days must be a whole number from 1 to 3660'],
      [{ trends: 'no' }, 'analytics.trends must be true or false']
    ] as const) {
      expect(await control('POST', '/_sim/config', { analytics })).toMatchObject({
        status: 400,
        body: { error: message }
      })
    }
  })
})

describe('the seeded rows', () => {
  it('are the same for the same project and settings, and another project has its own', async () => {
    const paths = [
      'feedback',
      'searches',
      'assistant',
      'feedback/by-page',
      'assistant/caller-stats'
    ]
    const twin = await startSimulator({ rateLimit: false, analytics: { until: UNTIL } })
    try {
      for (const path of paths) {
        const mine = await get(`${path}?${RANGE}`)
        const theirs = await fetch(`${twin.url}/v1/analytics/proj/${path}?${RANGE}`, {
          headers: { authorization: `Bearer ${KEY}` }
        })
        expect(await theirs.json()).toEqual(mine.body)
        expect((await get(`${path}?${RANGE}`, undefined, 'proj-b')).body).not.toEqual(mine.body)
      }
    } finally {
      await twin.close()
    }
  })
})

describe('coverage of analytics.openapi.json', () => {
  // Runs last: every analytics operation was seen with its answers.
  it('saw every operation answer 200 and 400, 429, and the thread 404', () => {
    const operations = [
      'visitors',
      'views',
      'feedback',
      'feedback/by-page',
      'searches',
      'assistant',
      'assistant/threads/{threadId}',
      'assistant/caller-stats'
    ].map((path) => `GET /v1/analytics/{projectId}/${path}`)
    const expected = operations.flatMap((operation) => [`${operation} 200`, `${operation} 429`])
    for (const operation of operations.slice(2)) expected.push(`${operation} 400`)
    expected.push('GET /v1/analytics/{projectId}/assistant/threads/{threadId} 404')
    expect([...contract.seen].sort()).toEqual(expect.arrayContaining(expected.sort()))
  })
})
