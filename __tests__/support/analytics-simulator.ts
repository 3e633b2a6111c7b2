// The simulator of a suite of its analytics over real HTTP: started once; before every test
// reset to a world of 1,200 pages on the real clock with no rate limit, drift or latency, and
// `analytics` seeded; after it, every exchange checked against the service's OpenAPI documents. A
// request sent outside them on purpose (`x-off-document`) must be named by the check as a request
// problem, and its answer must still be the documented one.
import { afterAll, afterEach, beforeAll, beforeEach, expect } from '@jest/globals'
import type { SimulatorOptions } from '../../simulator/options.js'
import { startSimulator, type Exchange, type Simulator } from '../../simulator/server.js'
import { openApiContract } from './openapi-contract.js'

/** The suite's simulator, once started, and the contract that checked its exchanges. */
export function useAnalyticsSimulator(analytics: SimulatorOptions['analytics']) {
  const contract = openApiContract()
  const exchanges: Exchange[] = []
  let sim: Simulator | undefined
  beforeAll(async () => {
    sim = await startSimulator({ port: 0, onExchange: (exchange) => exchanges.push(exchange) })
  })
  afterAll(() => sim?.close())
  beforeEach(() => {
    sim?.reset()
    sim?.configure({
      rateLimit: false,
      drift: false,
      latencyMs: 0,
      sitePages: 1200,
      now: Date.now,
      analytics
    })
  })
  afterEach(() => {
    const found: string[] = []
    for (const exchange of exchanges.splice(0)) {
      const problems = contract.check(exchange)
      if (exchange.headers['x-off-document']) {
        if (problems.length === 0) found.push(`${exchange.path}: no request problem named`)
        found.push(...problems.filter((problem) => !problem.includes(': request ')))
      } else {
        found.push(...problems)
      }
    }
    expect(found).toEqual([])
  })
  const started = (): Simulator => {
    if (!sim) throw new Error('the simulator has not started')
    return sim
  }
  return { sim: started, contract }
}
