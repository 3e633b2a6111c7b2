// Holes in the OpenAPI check of the tests (support/openapi-contract.ts): exchanges with the
// simulator that are wrong for the service's documents (openapi/) and still pass `contract.check`.
// Each test builds one from a real exchange, and the check must name what is wrong; some of these
// passed the check before it was fixed.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { DocsApiClient } from '../../src/api/index.js'
import { startSimulator, type Exchange, type Simulator } from '../../simulator/server.js'
import { openApiContract } from './openapi-contract.js'

const KEY = 'mint_attack_contract_key'
const contract = openApiContract()
const exchanges: Exchange[] = []
let sim: Simulator

beforeAll(async () => {
  sim = await startSimulator({ jobDurationMs: 30, onExchange: (e) => exchanges.push(e) })
  const client = new DocsApiClient({ apiKey: KEY, projectId: 'proj', baseUrl: sim.url })
  const job = await client.createJob('Write docs')
  await client.getJob(job.id)
  await client.getVisitors({ limit: 2 })
  await client.getViews({ limit: 2 })
  // A prompt that asks the simulator for a status outside the documents: its answers are marked
  // off the contract (sim:status=queued).
  const queued = await client.createJob('Write docs. sim:status=queued')
  await client.getJob(queued.id)
})
afterAll(() => sim.close())

const real = (route: Exchange['route'], marked = false): Exchange =>
  exchanges.find((e) => e.route === route && Boolean(e.offContract) === marked)!

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any
const withBody = (exchange: Exchange, edit: (body: Loose) => void): Exchange => {
  const body = JSON.parse(exchange.response.text) as Loose
  edit(body)
  return { ...exchange, response: { ...exchange.response, text: JSON.stringify(body) } }
}

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
