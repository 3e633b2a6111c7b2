// The client's requests for the reports of reader struggle: each goes to the operation's path in
// the analytics document with the query it documents (and nothing else), and an answer whose
// shape is not the report's is an error naming the operation, never rows.
import { describe, expect, it } from '@jest/globals'
import type { Clock } from '../../src/api/client.js'
import { ReportsClient } from '../../src/api/reports-client.js'
import { ApiError } from '../../src/api/errors.js'

const KEY = 'mint_report_requests_key_0123'

const clock: Clock = {
  now: () => 1_000_000,
  random: () => 0.5,
  sleep: async () => {},
  timeout: () => new AbortController().signal
}

/** A client making `maxAttempts` at most, whose fetch records each URL and answers `answer`. */
function clientOf(
  maxAttempts: number,
  answer: () => Response
): { client: ReportsClient; urls: URL[] } {
  const urls: URL[] = []
  const client = new ReportsClient({
    apiKey: KEY,
    projectId: 'proj_1',
    baseUrl: 'https://api.example.test',
    clock,
    retry: { maxAttempts },
    fetch: async (input) => {
      urls.push(new URL(String(input instanceof Request ? input.url : input)))
      return answer()
    }
  })
  return { client, urls }
}

/** A client whose fetch records each URL and answers `body`. */
const clientAnswering = (body: unknown) =>
  clientOf(1, () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })) // prettier-ignore

const query = (url: URL) => Object.fromEntries(url.searchParams)

describe('report requests', () => {
  it('feedback: the path, the dates, the filters, the limit and the cursor', async () => {
    const { client, urls } = clientAnswering({ feedback: [], nextCursor: null, hasMore: false })
    await client.getFeedback({ dateFrom: '2026-11-01', dateTo: '2026-11-08', source: 'contextual', status: 'pending,in_progress', limit: 100, cursor: 'abc' }) // prettier-ignore
    expect(urls[0]!.pathname).toBe('/v1/analytics/proj_1/feedback')
    expect(query(urls[0]!)).toEqual({ dateFrom: '2026-11-01', dateTo: '2026-11-08', source: 'contextual', status: 'pending,in_progress', limit: '100', cursor: 'abc' }) // prettier-ignore
  })

  it('feedback by page: no cursor, a limit', async () => {
    const { client, urls } = clientAnswering({ feedback: [], hasMore: false })
    await client.getFeedbackByPage({ limit: 100 })
    expect(urls[0]!.pathname).toBe('/v1/analytics/proj_1/feedback/by-page')
    expect(query(urls[0]!)).toEqual({ limit: '100' })
  })

  it('searches and assistant conversations: their paths, an unset field not sent', async () => {
    const searches = clientAnswering({ searches: [], totalSearches: 0, nextCursor: null })
    await searches.client.getSearches({ limit: 100, cursor: undefined })
    expect(searches.urls[0]!.pathname).toBe('/v1/analytics/proj_1/searches')
    expect(query(searches.urls[0]!)).toEqual({ limit: '100' })
    const assistant = clientAnswering({ conversations: [], nextCursor: null, hasMore: false })
    await assistant.client.getAssistant({ limit: 1000, cursor: '01J0000000000000000000000A' })
    expect(assistant.urls[0]!.pathname).toBe('/v1/analytics/proj_1/assistant')
    expect(query(assistant.urls[0]!)).toEqual({ limit: '1000', cursor: '01J0000000000000000000000A' }) // prettier-ignore
  })

  it('a thread: its id as one path segment; one that could leave it stays in it or is refused before sending', async () => {
    const { client, urls } = clientAnswering({ threadId: 't', createdAt: null, messages: [] })
    await client.getAssistantThread('01J0000000000000000000000A')
    expect(urls[0]!.pathname).toBe('/v1/analytics/proj_1/assistant/threads/01J0000000000000000000000A') // prettier-ignore
    // A thread id is the service's word: it stays one segment, whatever it holds.
    await client.getAssistantThread('../../../v2/agent/x?a=1')
    expect(urls[1]!.pathname).toBe('/v1/analytics/proj_1/assistant/threads/..%2F..%2F..%2Fv2%2Fagent%2Fx%3Fa%3D1') // prettier-ignore
    expect(urls[1]!.search).toBe('')
    expect(() => client.getAssistantThread('..')).toThrow(/thread id/)
    expect(urls).toHaveLength(2)
  })

  it('caller stats: the dates only', async () => {
    const { client, urls } = clientAnswering({ web: 1, api: 2, other: 0, total: 3 })
    const stats = await client.getAssistantCallers({ dateFrom: '2026-11-01' })
    expect(urls[0]!.pathname).toBe('/v1/analytics/proj_1/assistant/caller-stats')
    expect(stats.total).toBe(3)
  })

  it('an answer of another shape is an invalid-response error of that operation', async () => {
    const { client } = clientAnswering({ visitors: [], hasMore: false })
    const error = await client.getSearches().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'invalid-response', operation: 'get-searches' })
    expect((error as Error).message).not.toContain(KEY)
  })
})

describe('a call with admit', () => {
  it('asks before every attempt, retries included, and a refusal stops the call with nothing sent', async () => {
    let answers = 0
    const { client } = clientOf(5, () => {
      answers++
      return new Response('{"error":"busy"}', { status: 503, headers: { 'content-type': 'application/json' } }) // prettier-ignore
    })
    let admitted = 0
    const refusal = new Error('the budget is spent')
    const error = await client
      .getSearches({}, { admit: () => (admitted++ < 2 ? undefined : refusal) })
      .catch((e: unknown) => e)
    expect(error).toBe(refusal)
    expect(answers).toBe(2)
    expect(admitted).toBe(3)
  })
})
