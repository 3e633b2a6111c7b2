// Contract tests: the service client against the running simulator over real HTTP, every
// endpoint, every error class and fault kind, asserted on the simulator's request log.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { ApiError, DocsApiClient } from '../src/api/index.js'
import { startSimulator, type Simulator } from '../simulator/server.js'

const KEY = 'mint_contract_key_77aa'
let sim: Simulator

beforeAll(async () => {
  sim = await startSimulator({ port: 0, jobDurationMs: 50 })
})
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

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('expected a failure')
}

describe('endpoints', () => {
  it('creates, reads, messages a job and reads visitors, with the Bearer key', async () => {
    const c = client()
    const created = await c.createJob('Write docs sim:duration=20ms')
    expect(created).toMatchObject({
      status: 'active',
      prLink: null,
      source: { repository: 'acme/docs' }
    })
    await new Promise((r) => setTimeout(r, 40))
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
    const error = await failure(client(over).createJob('x'))
    expect(error.status).toBe(status)
    expect(error.message).toContain(hint)
    expect(sim.requests).toHaveLength(1)
  })

  it('404 job names job-id; 400 quotes the details', async () => {
    const notFound = await failure(client().getJob('job_missing'))
    expect(notFound.message).toContain('Check the project-id and job-id inputs.')
    const invalid = await failure(client().createJob('   '))
    expect(invalid.message).toBe(
      'The service rejected the request as invalid (400): Invalid request. Details: [{"path":"prompt","message":"Must not be empty"}]'
    )
    const limit = await failure(client().getVisitors({ limit: 251 }))
    expect(limit.status).toBe(400)
    expect(limit.message).toContain('limit')
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
      const error = await failure(client().createJob('x'))
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

  it('retries GETs through drops, HTML, empty and wrong-shape bodies', async () => {
    const job = await client().createJob('x')
    sim.inject([
      { route: 'getJob', drop: 'before-processing' },
      { route: 'getJob', malformed: 'html' },
      { route: 'getJob', malformed: 'empty' },
      { route: 'getJob', malformed: 'wrong-shape' }
    ])
    const read = await client({ retry: { maxAttempts: 6, baseDelayMs: 5, maxDelayMs: 10 } }).getJob(
      job.id
    )
    expect(read.id).toBe(job.id)
    expect(sim.requests.filter((r) => r.route === 'getJob').map((r) => r.status)).toEqual([
      0, 200, 200, 200, 200
    ])
  })

  it('times out a slow answer per request', async () => {
    sim.inject({ route: 'getJob', delayMs: 500 })
    const error = await failure(
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
    const error = await failure(client().getJob('j'))
    expect(error.message).not.toContain(KEY)
    expect(error.stack).not.toContain(KEY)
  })
})
