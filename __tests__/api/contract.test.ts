// Contract tests: the service client against the running simulator over real HTTP, every
// endpoint, every error class and fault kind, asserted on the simulator's request log; every
// request and answer is also checked against the service's own OpenAPI documents (openapi/).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { DocsApiClient } from '../../src/api/index.js'
import { ReportsClient } from '../../src/api/reports-client.js'
import { startSimulator, type Simulator } from '../../simulator/server.js'
import { apiFailureOf } from '../support/client.js'
import { openApiContract } from '../support/openapi-contract.js'

const KEY = 'mint_contract_key_77aa'
let sim: Simulator
const contract = openApiContract()

beforeAll(async () => {
  sim = await startSimulator({ port: 0, jobDurationMs: 50, onExchange: contract.observe })
})
afterEach(() => contract.expectClean())
afterAll(async () => {
  await sim.close()
})
beforeEach(() => {
  sim.reset()
  sim.configure({ rateLimit: false })
})

const client = (over: Partial<ConstructorParameters<typeof DocsApiClient>[0]> = {}) =>
  new DocsApiClient({
    apiKey: KEY,
    projectId: 'proj',
    baseUrl: sim.url,
    retry: { baseDelayMs: 10, maxDelayMs: 50 },
    ...over
  })

/** The analytics action's client: the reports of reader struggle besides. */
const reportsClient = () =>
  new ReportsClient({
    apiKey: KEY,
    projectId: 'proj',
    baseUrl: sim.url,
    retry: { baseDelayMs: 10, maxDelayMs: 50 }
  })

describe('endpoints', () => {
  it('creates, reads, messages a job and reads visitors, with the Bearer key', async () => {
    const c = client()
    // A turn long enough that a loaded machine still answers the create while it is active (with
    // 20 ms, a busy full run saw the create answered `completed`).
    const created = await c.createJob('Write docs sim:duration=300ms')
    expect(created).toMatchObject({
      status: 'active',
      prLink: null,
      source: { repository: 'https://github.com/acme/docs' }
    })
    await new Promise((r) => setTimeout(r, 400))
    const done = await c.getJob(created.id)
    expect(done.status).toBe('completed')
    expect(done.prLink).toMatch(/^https:\/\/github\.com\/acme\/docs\/pull\/\d+$/)
    const answer = await c.sendMessage(created.id, 'More sim:stale=1')
    expect(answer.prLink).toBe(done.prLink)
    const page = await c.getVisitors({
      limit: 3,
      offset: 0,
      dateFrom: '2025-01-01',
      dateTo: '2025-02-01'
    })
    expect(page.visitors).toHaveLength(3)
    expect(page.hasMore).toBe(true)
    expect(sim.requests.map((r) => r.route)).toEqual([
      'createJob',
      'getJob',
      'sendMessage',
      'visitors'
    ])
    for (const r of sim.requests) expect(r.headers.authorization).toBe(`Bearer ${KEY}`)
    expect(sim.requests[3]!.query).toEqual({
      limit: '3',
      offset: '0',
      dateFrom: '2025-01-01',
      dateTo: '2025-02-01'
    })
  })
})

describe('error classes', () => {
  it.each([
    ['401', { apiKey: 'sk_not_admin' }, 401, 'Check the api-key input.'],
    ['403', { apiKey: 'mint_forbidden_x' }, 403, 'Check the api-key input.'],
    ['404 project', { projectId: 'unknown-p' }, 404, 'Check the project-id input.']
  ])('%s', async (_name, over, status, hint) => {
    const error = await apiFailureOf(client(over).createJob('x'))
    expect(error.status).toBe(status)
    expect(error.message).toContain(hint)
    expect(sim.requests).toHaveLength(1)
  })

  it('404 job names job-id; 400 quotes the details', async () => {
    const notFound = await apiFailureOf(client().getJob('job_missing'))
    expect(notFound.message).toContain('Check the project-id and job-id inputs.')
    const invalid = await apiFailureOf(client().createJob('   '))
    expect(invalid.message).toBe(
      'The service rejected the request as invalid (400): Invalid request. Details: [{"path":"prompt","message":"Must not be empty"}]'
    )
    // A request the documents allow (dateFrom is any string there) that the service refuses.
    const date = await apiFailureOf(client().getVisitors({ dateFrom: '2025-13-45' }))
    expect(date.status).toBe(400)
    expect(date.message).toContain('dateFrom')
    const views = await apiFailureOf(
      client().getViews({ dateFrom: '2025-02-01', dateTo: '2025-01-01' })
    )
    expect(views.status).toBe(400)
    expect(views.message).toContain('dateFrom')
  })

  it('404 for a message to an unknown job, 400 for one to an archived job', async () => {
    const missing = await apiFailureOf(client().sendMessage('job_missing', 'x'))
    expect(missing.status).toBe(404)
    const job = await client().createJob('x sim:outcome=archived sim:duration=10ms')
    await new Promise((r) => setTimeout(r, 30))
    const archived = await apiFailureOf(client().sendMessage(job.id, 'more'))
    expect(archived.status).toBe(400)
    expect(archived.message).toContain('archived')
  })

  it('a real agent rate limit answers 429 to a create and to a message', async () => {
    sim.configure({ rateLimit: { agentPerHour: 1, windowMs: 60_000 } })
    const job = await client().createJob('x')
    const noRetry = client({ retry: { maxAttempts: 1 } })
    expect((await apiFailureOf(noRetry.createJob('y'))).status).toBe(429)
    expect((await apiFailureOf(noRetry.sendMessage(job.id, 'y'))).status).toBe(429)
  })

  it('a real rate limit answers 429 with Retry-After, and the client waits within its deadline', async () => {
    sim.configure({ rateLimit: { analyticsPerHour: 1, windowMs: 1000 } })
    const c = client()
    await c.getVisitors({ limit: 1 })
    const started = Date.now()
    await c.getVisitors({ limit: 1 }, { deadline: Date.now() + 5000 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(900)
    expect(sim.requests.map((r) => r.status)).toEqual([200, 429, 200])
  })
})

describe('views', () => {
  it('pages like visitors, with view counts that are sums, not deduplicated', async () => {
    const c = client()
    const range = { dateFrom: '2025-01-01', dateTo: '2025-02-01' }
    const views = await c.getViews({ ...range, limit: 5, offset: 0 })
    const visitors = await c.getVisitors({ ...range, limit: 5, offset: 0 })
    expect(views.views).toHaveLength(5)
    expect(views.hasMore).toBe(true)
    expect(sim.requests.map((r) => r.path)).toEqual([
      '/v1/analytics/proj/views',
      '/v1/analytics/proj/visitors'
    ])
    for (const row of views.views) expect(row.total).toBe(row.human + row.ai)
    expect(views.totals.total).toBe(views.totals.human + views.totals.ai)
    // A visitor views a page at least once.
    expect(views.totals.total).toBeGreaterThanOrEqual(visitors.totals.total)
    const byPath = new Map(visitors.visitors.map((row) => [row.path, row]))
    const top = views.views[0]!
    if (byPath.has(top.path)) expect(top.human).toBeGreaterThanOrEqual(byPath.get(top.path)!.human)
  })
})

describe('the reports of reader struggle', () => {
  it('pages feedback and searches by cursor, and assistant conversations by ULID, to the end', async () => {
    sim.configure({
      analytics: { feedbackEntries: 150, searchTerms: 120, conversations: 1100, until: '2026-06-01', days: 30 } // prettier-ignore
    })
    const c = reportsClient()
    // The seeded rows lie in the 30 whole days before 2026-06-01.
    const range = { dateFrom: '2026-05-02', dateTo: '2026-06-01' }
    let feedback = await c.getFeedback({ ...range, limit: 100 })
    const entries = [...feedback.feedback]
    while (feedback.hasMore && feedback.nextCursor) {
      feedback = await c.getFeedback({ ...range, limit: 100, cursor: feedback.nextCursor })
      entries.push(...feedback.feedback)
    }
    expect(entries).toHaveLength(150)
    let searches = await c.getSearches({ ...range, limit: 100 })
    const terms = [...searches.searches]
    while (searches.nextCursor) {
      searches = await c.getSearches({ ...range, limit: 100, cursor: searches.nextCursor })
      terms.push(...searches.searches)
    }
    expect(terms).toHaveLength(120)
    let conversations = await c.getAssistant({ ...range, limit: 1000 })
    const turns = [...conversations.conversations]
    while (conversations.hasMore && conversations.nextCursor) {
      conversations = await c.getAssistant({
        ...range,
        limit: 1000,
        cursor: conversations.nextCursor
      })
      turns.push(...conversations.conversations)
    }
    expect(turns).toHaveLength(1100)
    const thread = await c.getAssistantThread(turns[0]!.id)
    expect(thread.messages.length).toBeGreaterThan(0)
    const byPage = await c.getFeedbackByPage({ ...range, limit: 100 })
    expect(byPage.feedback.length).toBeGreaterThan(0)
    const callers = await c.getAssistantCallers(range)
    expect(callers.total).toBe(1100)
  })

  it('a range that ends before it starts is refused by every report, naming the operation', async () => {
    const range = { dateFrom: '2025-02-01', dateTo: '2025-01-01' }
    const c = reportsClient()
    for (const call of [
      () => c.getFeedback(range),
      () => c.getFeedbackByPage(range),
      () => c.getSearches(range),
      () => c.getAssistant(range),
      () => c.getAssistantCallers(range)
    ]) {
      const error = await apiFailureOf(call())
      expect(error).toMatchObject({ kind: 'http', status: 400 })
    }
    const missing = await apiFailureOf(c.getAssistantThread('01ARZ3NDEKTSV4RRFFQ69G5FAV'))
    expect(missing).toMatchObject({ kind: 'http', status: 404, operation: 'get-assistant-thread' })
  })
})

describe('faults', () => {
  it('one POST per create under every fault that may have acted', async () => {
    for (const fault of [
      { route: 'createJob' as const, status: 500, process: true },
      { route: 'createJob' as const, status: 502 },
      { route: 'createJob' as const, status: 504, process: true },
      { route: 'createJob' as const, drop: 'after-processing' as const },
      { route: 'createJob' as const, drop: 'before-processing' as const },
      { route: 'createJob' as const, malformed: 'truncated-json' as const, status: 201 }
    ]) {
      sim.reset()
      sim.inject(fault)
      const error = await apiFailureOf(client().createJob('x'))
      expect(sim.requests.filter((r) => r.route === 'createJob')).toHaveLength(1)
      expect(error.mayHaveActed).toBe(true)
      expect(error.message).toContain('job-id input')
    }
  })

  it('retries a create answered 429 or 503, creating one job', async () => {
    sim.inject([
      { route: 'createJob', status: 429, retryAfter: 0 },
      { route: 'createJob', status: 503 }
    ])
    await client().createJob('x')
    expect(sim.requests).toHaveLength(3)
    expect(sim.jobCount()).toBe(1)
  })

  it('retries GETs through drops, HTML and empty bodies', async () => {
    const job = await client().createJob('x')
    sim.inject([
      { route: 'getJob', drop: 'before-processing' },
      { route: 'getJob', malformed: 'html' },
      { route: 'getJob', malformed: 'empty' }
    ])
    const read = await client({ retry: { maxAttempts: 6, baseDelayMs: 5, maxDelayMs: 10 } }).getJob(
      job.id
    )
    expect(read.id).toBe(job.id)
    expect(sim.requests.filter((r) => r.route === 'getJob').map((r) => r.status)).toEqual([
      0, 200, 200, 200
    ])
  })

  it('asks once when a GET is answered with JSON of the wrong shape: it would be again', async () => {
    const job = await client().createJob('x')
    sim.inject({ route: 'getJob', malformed: 'wrong-shape' })
    const error = await apiFailureOf(
      client({ retry: { maxAttempts: 6, baseDelayMs: 5, maxDelayMs: 10 } }).getJob(job.id)
    )
    expect(error.kind).toBe('invalid-response')
    expect(error.message).toContain('not the documented shape')
    expect(sim.requests.filter((r) => r.route === 'getJob')).toHaveLength(1)
  })

  it('times out a slow answer per request', async () => {
    sim.inject({ route: 'getJob', delayMs: 500 })
    const error = await apiFailureOf(
      client({ requestTimeoutMs: 100, retry: { maxAttempts: 1 } }).getJob('j')
    )
    expect(error.kind).toBe('timeout')
  })

  it('never puts the key in a message, even when the service echoes it', async () => {
    sim.inject({
      route: 'getJob',
      status: 400,
      body: { error: `bad ${KEY}`, details: { key: KEY } }
    })
    const error = await apiFailureOf(client().getJob('j'))
    expect(error.message).not.toContain(KEY)
    expect(error.stack).not.toContain(KEY)
  })
})

describe('coverage of the documents', () => {
  // Runs last: every operation the action uses was seen with each answer its document lists
  // (bar the analytics' 500, which only an injected fault gives) and the ones beyond it.
  it('saw every operation with each of its outcomes', () => {
    expect([...contract.seen].sort()).toEqual(
      expect.arrayContaining([
        'POST /v2/agent/{projectId}/job 201',
        'POST /v2/agent/{projectId}/job 400',
        'POST /v2/agent/{projectId}/job 401',
        'POST /v2/agent/{projectId}/job 403',
        'POST /v2/agent/{projectId}/job 404',
        'POST /v2/agent/{projectId}/job 429',
        'GET /v2/agent/{projectId}/job/{id} 200',
        'GET /v2/agent/{projectId}/job/{id} 404',
        'POST /v2/agent/{projectId}/job/{id}/message 200',
        'POST /v2/agent/{projectId}/job/{id}/message 400',
        'POST /v2/agent/{projectId}/job/{id}/message 404',
        'POST /v2/agent/{projectId}/job/{id}/message 429',
        'GET /v1/analytics/{projectId}/visitors 200',
        'GET /v1/analytics/{projectId}/visitors 400',
        'GET /v1/analytics/{projectId}/visitors 429',
        'GET /v1/analytics/{projectId}/views 200',
        'GET /v1/analytics/{projectId}/views 400',
        'GET /v1/analytics/{projectId}/feedback 200',
        'GET /v1/analytics/{projectId}/feedback 400',
        'GET /v1/analytics/{projectId}/feedback/by-page 200',
        'GET /v1/analytics/{projectId}/feedback/by-page 400',
        'GET /v1/analytics/{projectId}/searches 200',
        'GET /v1/analytics/{projectId}/searches 400',
        'GET /v1/analytics/{projectId}/assistant 200',
        'GET /v1/analytics/{projectId}/assistant 400',
        'GET /v1/analytics/{projectId}/assistant/threads/{threadId} 200',
        'GET /v1/analytics/{projectId}/assistant/threads/{threadId} 404',
        'GET /v1/analytics/{projectId}/assistant/caller-stats 200',
        'GET /v1/analytics/{projectId}/assistant/caller-stats 400'
      ])
    )
  })
})
