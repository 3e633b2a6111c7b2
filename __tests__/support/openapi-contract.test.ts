// The OpenAPI check itself (support/openapi-contract.ts): real exchanges with the simulator pass,
// and the same exchanges with one field made wrong fail, naming the operation and the field.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { DocsApiClient } from '../../src/api/index.js'
import { startSimulator, type Exchange, type Simulator } from '../../simulator/server.js'
import { openApiContract } from './openapi-contract.js'

const KEY = 'mint_openapi_check_key'
const contract = openApiContract()
const exchanges: Exchange[] = []
let sim: Simulator

beforeAll(async () => {
  sim = await startSimulator({ jobDurationMs: 30, onExchange: (e) => exchanges.push(e) })
  const client = new DocsApiClient({ apiKey: KEY, projectId: 'proj', baseUrl: sim.url })
  const job = await client.createJob('Write docs')
  await new Promise((resolve) => setTimeout(resolve, 60))
  await client.getJob(job.id)
  await client.sendMessage(job.id, 'More')
  await client.getVisitors({ limit: 2 })
  await client.getViews({ limit: 2, offset: 2 })
})
afterAll(() => sim.close())

// An answer's body, edited field by field below.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any

/** The recorded exchange of `route`, its answer's body changed by `edit`. */
function tampered(route: Exchange['route'], edit: (body: Loose) => void): Exchange {
  const exchange = exchanges.find((e) => e.route === route)!
  const body = JSON.parse(exchange.response.text) as Loose
  edit(body)
  return { ...exchange, response: { ...exchange.response, text: JSON.stringify(body) } }
}

describe('the OpenAPI check', () => {
  it('passes every real exchange of every operation', () => {
    expect(exchanges.map((e) => e.route)).toEqual([
      'createJob',
      'getJob',
      'sendMessage',
      'visitors',
      'views'
    ])
    for (const exchange of exchanges) expect(contract.check(exchange)).toEqual([])
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
