// The OpenAPI check itself (support/openapi-contract.ts): real exchanges with the simulator pass,
// and the same exchanges with one field made wrong fail, naming the operation and the field.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { DocsApiClient } from '../../src/api/index.js'
import { startSimulator, type Exchange, type Simulator } from '../../simulator/server.js'
import { openApiContract } from './openapi-contract.js'

const KEY = 'mint_openapi_check_key'
const contract = openApiContract()

/**
 * The exchanges of a session of the client (with `key`) and a simulator of its own, started
 * before the suite's tests: `session` says what the client asks.
 */
function recorded(
  key: string,
  session: (client: DocsApiClient, sim: Simulator) => Promise<void>
): Exchange[] {
  const exchanges: Exchange[] = []
  let sim: Simulator
  beforeAll(async () => {
    sim = await startSimulator({ jobDurationMs: 30, onExchange: (e) => exchanges.push(e) })
    await session(new DocsApiClient({ apiKey: key, projectId: 'proj', baseUrl: sim.url }), sim)
  })
  afterAll(() => sim.close())
  return exchanges
}

const exchanges = recorded(KEY, async (client, sim) => {
  const job = await client.createJob('Write docs')
  await new Promise((resolve) => setTimeout(resolve, 60))
  await client.getJob(job.id)
  await client.sendMessage(job.id, 'More')
  await client.getVisitors({ limit: 2 })
  await client.getViews({ limit: 2, offset: 2 })
  // The reports the client does not read yet, over plain HTTP as a client would.
  const read = async (path: string): Promise<Loose> => {
    const response = await fetch(`${sim.url}/v1/analytics/proj/${path}`, {
      headers: { authorization: `Bearer ${KEY}` }
    })
    return response.json()
  }
  const feedback = await read('feedback?limit=3')
  await read(`feedback?limit=3&cursor=${feedback.nextCursor as string}`)
  await read('feedback/by-page?limit=3')
  await read('searches?limit=3')
  const assistant = await read('assistant?limit=3')
  await read(`assistant/threads/${assistant.conversations[0].id as string}`)
  await read('assistant/caller-stats')
})

// An answer's body, edited field by field below.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any

/** `exchange`, its answer's body changed by `edit`. */
const withBody = (exchange: Exchange, edit: (body: Loose) => void): Exchange => {
  const body = JSON.parse(exchange.response.text) as Loose
  edit(body)
  return { ...exchange, response: { ...exchange.response, text: JSON.stringify(body) } }
}

/** The recorded exchange of `route`, its answer's body changed by `edit`. */
const tampered = (route: Exchange['route'], edit: (body: Loose) => void): Exchange =>
  withBody(
    exchanges.find((e) => e.route === route)!,
    edit
  )

describe('the OpenAPI check', () => {
  it('passes every real exchange of every operation', () => {
    expect(exchanges.map((e) => e.route)).toEqual([
      'createJob',
      'getJob',
      'sendMessage',
      'visitors',
      'views',
      'feedback',
      'feedback',
      'feedbackByPage',
      'searches',
      'assistant',
      'assistantThread',
      'callerStats'
    ])
    for (const exchange of exchanges) expect(contract.check(exchange)).toEqual([])
  })

  it('has seen an answer of every operation the simulator serves, as the documents name them', () => {
    // Every operation of analytics.openapi.json, and the admin document's v2 agent operations
    // (its v1 ones are the old API, which the simulator does not serve).
    const operations = (file: string): string[] => {
      const document = JSON.parse(readFileSync(`openapi/${file}`, 'utf8')) as {
        paths: Record<string, object>
      }
      return Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`)
      )
    }
    const served = [
      ...operations('admin-openapi.json').filter((operation) => operation.includes(' /v2/')),
      ...operations('analytics.openapi.json')
    ]
    expect(served).toHaveLength(11)
    const seen = new Set<string>()
    for (const exchange of exchanges) {
      const check = openApiContract()
      check.check(exchange)
      for (const answer of check.seen) seen.add(answer.replace(/ \d{3}$/, ''))
    }
    expect([...seen].sort()).toEqual(served.sort())
  })

  it.each([
    [
      'a status outside the enum',
      () => tampered('getJob', (b) => (b.status = 'done')),
      'GET /v2/agent/{projectId}/job/{id} 200: answer status must be equal to one of the allowed values'
    ],
    [
      'a createdAt that is no date-time',
      () => tampered('createJob', (b) => (b.createdAt = 'yesterday')),
      'POST /v2/agent/{projectId}/job 201: answer createdAt must match format "date-time"'
    ],
    [
      'a prLink that is no URI',
      () => tampered('sendMessage', (b) => (b.prLink = 'not a link')),
      'POST /v2/agent/{projectId}/job/{id}/message 200: answer prLink must match format "uri"'
    ],
    [
      'a repository of the wrong type',
      () => tampered('getJob', (b) => (b.source.repository = 42)),
      'answer source.repository must be string'
    ],
    [
      'a count as a string',
      () => tampered('visitors', (b) => (b.totals.total = '12')),
      'GET /v1/analytics/{projectId}/visitors 200: answer totals.total must be number'
    ],
    [
      'a row without its total',
      () => tampered('views', (b) => delete b.views[0].total),
      "GET /v1/analytics/{projectId}/views 200: answer views.0 must have required property 'total'"
    ],
    [
      'a page without hasMore',
      () => tampered('views', (b) => delete b.hasMore),
      "answer body must have required property 'hasMore'"
    ],
    [
      'a feedback entry from an unknown source',
      () => tampered('feedback', (b) => (b.feedback[0].source = 'email')),
      'GET /v1/analytics/{projectId}/feedback 200: answer feedback.0.source must be equal to one of the allowed values'
    ],
    [
      'a feedback page without nextCursor',
      () => tampered('feedback', (b) => delete b.nextCursor),
      "GET /v1/analytics/{projectId}/feedback 200: answer body must have required property 'nextCursor'"
    ],
    [
      'a page of feedback by page without its thumbs down',
      () => tampered('feedbackByPage', (b) => delete b.feedback[0].thumbsDown),
      "GET /v1/analytics/{projectId}/feedback/by-page 200: answer feedback.0 must have required property 'thumbsDown'"
    ],
    [
      'searches whose total is no integer',
      () => tampered('searches', (b) => (b.totalSearches = 1.5)),
      'GET /v1/analytics/{projectId}/searches 200: answer totalSearches must be integer'
    ],
    [
      'a search term without its clicked page',
      () => tampered('searches', (b) => delete b.searches[0].topClickedPage),
      "GET /v1/analytics/{projectId}/searches 200: answer searches.0 must have required property 'topClickedPage'"
    ],
    [
      'a conversation of an unknown resolution status',
      () => tampered('assistant', (b) => (b.conversations[0].resolutionStatus = 'clarifying')),
      'GET /v1/analytics/{projectId}/assistant 200: answer conversations.0.resolutionStatus must be equal to one of the allowed values'
    ],
    [
      'a conversation without its category',
      () => tampered('assistant', (b) => delete b.conversations[0].queryCategory),
      "answer conversations.0 must have required property 'queryCategory'"
    ],
    [
      'a thread message from the system',
      () => tampered('assistantThread', (b) => (b.messages[0].role = 'system')),
      'GET /v1/analytics/{projectId}/assistant/threads/{threadId} 200: answer messages.0.role must be equal to one of the allowed values'
    ],
    [
      'caller stats without their total',
      () => tampered('callerStats', (b) => delete b.total),
      "GET /v1/analytics/{projectId}/assistant/caller-stats 200: answer body must have required property 'total'"
    ]
  ])('fails %s, naming the operation and the field', (_name, exchange, violation) => {
    // The tables are read before beforeAll has recorded anything: each row makes its exchange.
    expect(contract.check(exchange()).join('\n')).toContain(violation)
  })

  it('fails an analytics error without the documented shape', () => {
    const exchange = exchanges.find((e) => e.route === 'visitors')!
    const answer = { ...exchange, status: 400, response: { ...exchange.response, text: '{}' } }
    expect(contract.check(answer)).toEqual([
      "GET /v1/analytics/{projectId}/visitors 400: answer body must have required property 'error'"
    ])
  })

  it('fails a status the operation does not document, and passes one the contract adds', () => {
    const exchange = exchanges.find((e) => e.route === 'getJob')!
    const error = { ...exchange.response, text: '{"error":"x"}' }
    expect(contract.check({ ...exchange, status: 418, response: error })).toEqual([
      'GET /v2/agent/{projectId}/job/{id}: status 418 is not documented (documented: 200, 404)'
    ])
    expect(contract.check({ ...exchange, status: 401, response: error })).toEqual([])
  })

  it('fails a request out of the documents: empty prompt, limit over 250, no key, unknown path', () => {
    const create = exchanges.find((e) => e.route === 'createJob')!
    expect(contract.check({ ...create, body: { prompt: '' } })).toContain(
      'POST /v2/agent/{projectId}/job: request body.prompt must NOT have fewer than 1 characters'
    )
    const views = exchanges.find((e) => e.route === 'views')!
    expect(contract.check({ ...views, query: { limit: '251' } })).toContain(
      'GET /v1/analytics/{projectId}/views: request query.limit must be <= 250'
    )
    expect(contract.check({ ...views, headers: { host: 'x' } })).toContain(
      'GET /v1/analytics/{projectId}/views: request lacks the bearer token of its security scheme (bearerAuth)'
    )
    expect(contract.check({ ...views, path: '/v1/analytics/proj/pageviews' })).toEqual([
      'GET /v1/analytics/proj/pageviews: no operation of analytics.openapi.json has this method and path'
    ])
  })

  it('leaves alone an answer off the contract on purpose, still checking its request', () => {
    const exchange = tampered('getJob', (b) => (b.status = 'queued'))
    expect(contract.check({ ...exchange, offContract: 'sim:status=queued' })).toEqual([])
    expect(
      contract.check({ ...exchange, offContract: 'fault: html', headers: {} }).length
    ).toBeGreaterThan(0)
  })
})

// Holes in the check: exchanges with the simulator that are wrong for the service's documents
// and still passed `contract.check`. Each test builds one from a real exchange of a session of
// its own, and the check must name what is wrong; some of these passed the check before it was
// fixed.
const holeExchanges = recorded('mint_attack_contract_key', async (client) => {
  const job = await client.createJob('Write docs')
  await client.getJob(job.id)
  await client.getVisitors({ limit: 2 })
  await client.getViews({ limit: 2 })
  // A prompt that asks the simulator for a status outside the documents: its answers are marked
  // off the contract (sim:status=queued).
  const queued = await client.createJob('Write docs. sim:status=queued sim:duration=60s')
  await client.getJob(queued.id)
})

const real = (route: Exchange['route'], marked = false): Exchange =>
  holeExchanges.find((e) => e.route === route && Boolean(e.offContract) === marked)!

describe('wrong exchanges that pass the check', () => {
  it.each([
    ['text/plain', { 'content-type': 'text/plain' }],
    ['form-encoded', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['no content-type', {}]
  ])(
    'a create whose JSON body is sent as %s (the documents ask for application/json)',
    (_name, type) => {
      const create = real('createJob')
      const headers = { ...create.headers } as Record<string, string>
      delete headers['content-type']
      expect(contract.check({ ...create, headers: { ...headers, ...type } })).not.toEqual([])
    }
  )

  it.each(['application/jsonp', 'application/json-seq', 'application/jsonl'])(
    'an answer whose content-type is %s (starts with application/json, is not it)',
    (type) => {
      const views = real('views')
      const exchange = {
        ...views,
        response: { ...views.response, headers: { 'content-type': type } }
      }
      expect(contract.check(exchange)).not.toEqual([])
    }
  )

  it('an answer marked sim:status=queued has its other fields checked', () => {
    // The mark is meant for the status a prompt asked for; the simulator sets it from the answer
    // (any status outside the documents) and the check then skips the whole body.
    const queued = real('getJob', true)
    expect(queued.offContract).toBe('sim:status=queued')
    const wrong = withBody(queued, (b) => {
      b.id = 42
      b.createdAt = 'yesterday'
      b.prLink = 'not a link'
      b.source = 'acme/docs'
    })
    expect(contract.check(wrong).join('\n')).toMatch(/createdAt|prLink|source|id/)
  })

  it('a request to the path with a trailing slash (another resource for the service)', () => {
    const getJob = real('getJob')
    expect(contract.check({ ...getJob, path: `${getJob.path}/` })).not.toEqual([])
  })

  it('a thread id or an assistant cursor that is no ULID (the document says format: ulid)', () => {
    // ajv knows no `ulid` format and, not strict, skipped it: any text passed as a thread id.
    const visitors = real('visitors')
    const error = (text: string) => ({ ...visitors.response, text })
    const thread = {
      ...visitors,
      path: '/v1/analytics/proj/assistant/threads/01ARZ3NDEKTSV4RRFFQ69G5FAV',
      query: {},
      status: 404,
      response: error('{"error":"Thread not found"}')
    }
    expect(contract.check(thread)).toEqual([])
    expect(
      contract.check({ ...thread, path: '/v1/analytics/proj/assistant/threads/thread-1' })
    ).toEqual([
      'GET /v1/analytics/{projectId}/assistant/threads/{threadId}: request path.threadId must match format "ulid"'
    ])
    // The first character holds the top bits of a 48-bit time: 8 and up overflow it.
    expect(
      contract.check({
        ...thread,
        path: '/v1/analytics/proj/assistant/threads/81ARZ3NDEKTSV4RRFFQ69G5FAV'
      })
    ).not.toEqual([])
    const assistant = {
      ...visitors,
      path: '/v1/analytics/proj/assistant',
      query: { cursor: '100' },
      status: 400,
      response: error('{"error":"Invalid cursor"}')
    }
    expect(contract.check(assistant)).toEqual([
      'GET /v1/analytics/{projectId}/assistant: request query.cursor must match format "ulid"'
    ])
  })

  it('a GET that carries a JSON body (the documents define none)', () => {
    const getJob = real('getJob')
    expect(contract.check({ ...getJob, body: { prompt: 'x' } })).not.toEqual([])
  })
})

describe('wrong exchanges it catches (held)', () => {
  it.each<[string, () => Exchange]>([
    ['a views page with its rows under visitors', () => withBody(real('views'), (b) => {
      b.visitors = b.views
      delete b.views
    })],
    ['a create answered 200 instead of 201', () => ({ ...real('createJob'), status: 200 })],
    ['a GET job answered 500 (undocumented)', () => ({ ...real('getJob'), status: 500 })],
    ['an answer as text/html', () => ({ ...real('views'), response: { ...real('views').response, headers: { 'content-type': 'text/html' } } })],
    ['an analytics error whose details are a string', () => ({ ...real('views'), status: 404, response: { headers: { 'content-type': 'application/json' }, text: '{"error":"x","details":"str"}' } })],
    ['a job id of null', () => withBody(real('getJob'), (b) => (b.id = null))],
    ['an unknown query parameter', () => ({ ...real('visitors'), query: { pageSize: '250' } })],
    ['a limit that is no integer', () => ({ ...real('visitors'), query: { limit: '2.5' } })],
    ['a negative offset', () => ({ ...real('visitors'), query: { offset: '-1' } })],
    ['a lower-case bearer', () => ({ ...real('getJob'), headers: { ...real('getJob').headers, authorization: 'bearer x' } })]
  ])('%s', (_name, exchange) => {
    expect(contract.check(exchange())).not.toEqual([])
  }) // prettier-ignore
})
