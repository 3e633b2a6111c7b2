// The digest's own plan of requests (src/analytics/digest-read.ts) against a virtual service:
// only the heads of the ordered operations, early stops, the export's pages reused, the budget
// shared, a failure of one read leaving a gap and the others read, the transcripts' order.
import { describe, expect, it } from '@jest/globals'
import { ApiError } from '../../src/api/index.js'
import type { ReportsClient } from '../../src/api/reports-client.js'
import {
  DIGEST_MAX_REQUESTS,
  digestPlan,
  previousRange,
  readForDigest,
  threadOrder
} from '../../src/analytics/digest-read.js'
import { HeadPages } from '../../src/analytics/heads.js'
import type { AnalyticsSettings } from '../../src/analytics/settings.js'
import { BudgetSpent, RequestBudget } from '../../src/export/budget.js'
import { analyticsSettings } from '../support/settings.js'

/** Every signal a finding: for tests of the reading's order, not of the thresholds. */
const ONE = { votes: 1, questions: 1, searches: 1, aiVisitors: 1 }
const settings = (over: Partial<AnalyticsSettings> = {}): AnalyticsSettings =>
  analyticsSettings({ digestFile: '/tmp/x/digest.md', ...over })

interface World {
  pages: number
  feedback: number
  searches: number
  conversations: number
  /** Feedback entry i is a commented thumbs down on page i % commentedPages. */
  commentedPages?: number
  /** Operations answering 503. */
  failing?: string[]
  goneThreads?: string[]
  /** Conversation i answered with this id instead of its own. */
  ids?: Record<number, string>
  /** The most visited page is page `visitedFrom`, then the next (page 0 after the last). */
  visitedFrom?: number
}

/** A large site: 10,000 pages, 5,000 feedback entries on 100 pages, 20,000 search terms. */
const LARGE: World = {
  pages: 10_000,
  feedback: 5000,
  searches: 20_000,
  conversations: 3000,
  commentedPages: 100
}

/** A service with `world`'s rows, ordered as the operations document, counting every call. */
function service(world: World) {
  const calls: { op: string; query: Record<string, unknown> }[] = []
  const answer = <T>(
    op: string,
    query: Record<string, unknown>,
    body: () => T,
    call?: { admit?: () => Error | undefined }
  ): Promise<T> => {
    // As the client does: the budget is asked before the request is sent.
    const refused = call?.admit?.()
    if (refused) return Promise.reject(refused)
    calls.push({ op, query })
    if (world.failing?.includes(op)) {
      return Promise.reject(new ApiError({ kind: 'http', operation: 'get-searches', method: 'GET', status: 503, message: `The service answered 503 to ${op}.` })) // prettier-ignore
    }
    return Promise.resolve(body())
  }
  const cursorPage = <T>(rows: T[], q: { limit?: number; cursor?: string }) => {
    const start = q.cursor ? Number(q.cursor) : 0
    const end = start + (q.limit ?? 50)
    return { rows: rows.slice(start, end), next: end < rows.length ? String(end) : null }
  }
  const pagePath = (i: number) => `/page-${i}`
  const feedback = Array.from({ length: world.feedback }, (_, i) => ({ id: `f${i}`, path: pagePath(i % (world.commentedPages ?? 50)), comment: `comment ${i}`, createdAt: `2026-05-31T00:00:${String(59 - (i % 60)).padStart(2, '0')}Z`, source: 'contextual', status: 'pending', helpful: false })) // prettier-ignore
  const searches = Array.from({ length: world.searches }, (_, i) => ({ searchQuery: `term ${i}`, hits: Math.max(1, 1000 - i), ctr: i % 3 ? 0.5 : 0.01, topClickedPage: '/x', lastSearchedAt: null })) // prettier-ignore
  const conversations = Array.from({ length: world.conversations }, (_, i) => ({ id: world.ids?.[i] ?? `C${String(world.conversations - i).padStart(6, '0')}`, timestamp: `2026-05-31T00:00:00Z`, query: `question ${i}`, response: '', responseType: i % 5 === 1 ? 'clarifying_question' : 'answer', sources: [], resolutionStatus: i % 5 === 0 ? 'unanswered' : 'answered', queryCategory: `cat ${i % 3}`, pageUrl: null })) // prettier-ignore
  type Call = { admit?: () => Error | undefined }
  /** One of the client's operations: `op`'s answer to a query, made by `body`. */
  const operation =
    <T>(op: string, body: (q: Record<string, unknown>) => T) =>
    (q: Record<string, unknown>, call?: Call) =>
      answer(op, q, () => body(q), call)
  /** A cursor operation over `rows`: a page of them, and the cursor of the next, made into `page`. */
  const cursored = <R, T>(op: string, rows: R[], page: (rows: R[], next: string | null) => T) =>
    operation(op, (q) => {
      const { rows: slice, next } = cursorPage(rows, q)
      return page(slice, next)
    })
  const client = {
    get requestCount() {
      return calls.length
    },
    getFeedbackByPage: operation('feedback/by-page', (q) => {
      const rows = Array.from({ length: Math.min(world.pages, Number(q.limit)) }, (_, i) => ({ path: pagePath(i), thumbsUp: 1, thumbsDown: i < (world.commentedPages ?? 50) ? 10 : 0, code: 0, total: 11 })) // prettier-ignore
      return { feedback: rows, hasMore: world.pages > Number(q.limit) }
    }),
    getFeedback: cursored('feedback', feedback, (rows, next) => ({ feedback: rows, nextCursor: next, hasMore: next !== null })), // prettier-ignore
    getSearches: cursored('searches', searches, (rows, next) => ({ searches: rows, totalSearches: 1, nextCursor: next })), // prettier-ignore
    getAssistant: cursored('assistant', conversations, (rows, next) => ({ conversations: rows, nextCursor: next, hasMore: next !== null })), // prettier-ignore
    getVisitors: operation('visitors', (q) => {
      const grow = q.dateFrom === '2026-05-25' ? 2 : 1
      const from = Number(q.offset ?? 0)
      const to = Math.min(world.pages, from + Number(q.limit))
      const rows = Array.from({ length: Math.max(0, to - from) }, (_, j) => from + j).map((i) => ({ path: pagePath((i + (world.visitedFrom ?? 0)) % world.pages), human: 1, ai: (1000 - i) * grow, total: (1001 - i) * grow })) // prettier-ignore
      return { totals: { human: 0, ai: 0, total: 0 }, visitors: rows, hasMore: world.pages > to } // prettier-ignore
    }),
    getAssistantThread: (id: string, call?: Call) =>
      answer(
        'thread',
        { id },
        () => {
          if (world.goneThreads?.includes(id)) {
            throw new ApiError({ kind: 'http', operation: 'get-assistant-thread', method: 'GET', status: 404, message: 'Not found (404).' }) // prettier-ignore
          }
          return { threadId: id, createdAt: null, messages: [{ id: 'm', role: 'user', content: `asked in ${id}`, createdAt: null }] } // prettier-ignore
        },
        call
      )
  }
  return { client: client as unknown as ReportsClient, calls }
}

const ops = (calls: { op: string }[]) =>
  calls.reduce<Record<string, number>>((n, c) => ({ ...n, [c.op]: (n[c.op] ?? 0) + 1 }), {})

const read = (
  s: AnalyticsSettings,
  svc: ReturnType<typeof service>,
  budget = new RequestBudget(s.maxRequests),
  heads?: HeadPages
) =>
  // prettier-ignore
  readForDigest(s, {
    client: svc.client,
    budget,
    call: { admit: () => (budget.take() ? undefined : new BudgetSpent(budget.max)) },
    heads,
    stop: () => undefined
  })

describe("the digest's reading", () => {
  it('reads only the heads of a large site: at most 13 requests, each at the largest limit', async () => {
    const svc = service(LARGE)
    const data = await read(settings(), svc)
    expect(svc.calls.length).toBeLessThanOrEqual(DIGEST_MAX_REQUESTS)
    expect(DIGEST_MAX_REQUESTS).toBe(13)
    expect(ops(svc.calls)).toEqual({ 'feedback/by-page': 1, feedback: 3, assistant: 2, searches: 1, visitors: 2 }) // prettier-ignore
    // The pages voted down are among the 250 most visited: one page of visitors checks them.
    expect(svc.calls.map((c) => c.query.limit)).toEqual([100, 250, 100, 100, 100, 1000, 1000, 100, 250]) // prettier-ignore
    expect(data.site).toEqual({ paths: expect.any(Set), complete: false })
    expect(data.site?.paths.size).toBe(250)
    // This period, then the same seven days before it.
    expect(svc.calls.filter((c) => c.op === 'visitors').map((c) => [c.query.dateFrom, c.query.dateTo])).toEqual([['2026-05-25', '2026-06-01'], ['2026-05-18', '2026-05-25']]) // prettier-ignore
    expect(data.feedback).toHaveLength(300)
    expect(data.gaps).toEqual([])
  })

  it('stops reading feedback once each page voted down has its comments, and reads none when no page is', async () => {
    const few = service({ pages: 10_000, feedback: 5000, searches: 0, conversations: 0, commentedPages: 5 }) // prettier-ignore
    await read(settings(), few)
    expect(ops(few.calls).feedback).toBe(1)
    const none = service({ pages: 100, feedback: 5000, searches: 0, conversations: 0, commentedPages: 0 }) // prettier-ignore
    await read(settings(), none)
    expect(ops(none.calls).feedback).toBeUndefined()
  })

  it('reads a second page of searches only while the first held too few signals with enough hits', async () => {
    const svc = service({ pages: 0, feedback: 0, searches: 20_000, conversations: 0 })
    const data = await read(settings(), svc)
    // Every third term has a low click-through: 34 in the first 100, more than the 20 listed.
    expect(ops(svc.calls).searches).toBe(1)
    expect(data.searches).toHaveLength(100)
  })

  it('takes the pages the export fetched, and goes on from their cursor', async () => {
    const svc = service(LARGE)
    const range = { dateFrom: '2026-05-25', dateTo: '2026-06-01' }
    const heads = new HeadPages({ 'feedback-by-page': 1, feedback: 3, assistant: 2, searches: 2, visitors: 1 }, range, { dateFrom: '2026-05-18', dateTo: '2026-05-25' }) // prettier-ignore
    const exported = service(LARGE)
    const byPage = await exported.client.getFeedbackByPage({ ...range, limit: 100 })
    heads.keep('feedback-by-page', range, 0, { rows: byPage.feedback, hasMore: byPage.hasMore })
    const first = await exported.client.getFeedback({ ...range, limit: 100 })
    heads.keep('feedback', range, 0, { rows: first.feedback, hasMore: first.hasMore, next: first.nextCursor }) // prettier-ignore
    // Another range's page is not this one's.
    heads.keep('searches', { dateFrom: '2026-05-18', dateTo: '2026-05-25' }, 0, { rows: [], hasMore: false }) // prettier-ignore
    await read(settings({ reports: ['feedback', 'feedback-by-page'] }), svc, undefined, heads)
    expect(ops(svc.calls)).toEqual({ feedback: 2, assistant: 2, searches: 1, visitors: 2 })
    expect(svc.calls.find((c) => c.op === 'feedback')?.query.cursor).toBe('100')
  })

  it('a spent budget leaves gaps that say so; what came first was read', async () => {
    const svc = service(LARGE)
    const budget = new RequestBudget(3)
    const data = await read(settings({ maxRequests: 3 }), svc, budget)
    expect(svc.calls).toHaveLength(3)
    expect(ops(svc.calls)).toEqual({ 'feedback/by-page': 1, visitors: 1, feedback: 1 })
    expect(data.gaps).toEqual([
      "Feedback comments: read in part: the step's request budget (max-requests: 3) was spent.",
      "Assistant conversations: not read: the step's request budget (max-requests: 3) was spent.",
      "Searches: not read: the step's request budget (max-requests: 3) was spent.",
      "Visitors of the period before: not read: the step's request budget (max-requests: 3) was spent."
    ])
  })

  it('a failing operation is a gap naming it, and the other reads still run', async () => {
    const svc = service({ pages: 300, feedback: 500, searches: 500, conversations: 30, failing: ['searches'] }) // prettier-ignore
    const data = await read(settings(), svc)
    expect(data.gaps).toEqual(['Searches: The service answered 503 to searches.'])
    expect(ops(svc.calls).visitors).toBe(2)
    expect(data.visitors?.now).toHaveLength(250)
  })

  it('without a whole range, compares no AI traffic, and reads visitors only to check pages voted down', async () => {
    const whole = { dateFrom: undefined, dateTo: undefined }
    const voted = service({ pages: 300, feedback: 0, searches: 0, conversations: 0 })
    const data = await read(settings(whole), voted)
    expect(ops(voted.calls).visitors).toBe(1)
    expect(data.visitors).toBeUndefined()
    expect(data.site?.paths.size).toBe(250)
    const none = service({ pages: 300, feedback: 0, searches: 0, conversations: 0, commentedPages: 0 }) // prettier-ignore
    expect(ops((await read(settings(whole), none), none.calls)).visitors).toBeUndefined()
  })

  it('reads more of the most visited pages until each page voted down is among them, at most 4', async () => {
    // Pages 0 to 49 voted down, the 600th to 649th most visited: in the third page of visitors.
    const svc = service({ pages: 10_000, feedback: 0, searches: 0, conversations: 0, visitedFrom: 9400 }) // prettier-ignore
    const data = await read(settings(), svc)
    expect(svc.calls.filter((c) => c.op === 'visitors' && c.query.dateFrom === '2026-05-25')).toHaveLength(3) // prettier-ignore
    expect(data.site?.paths.size).toBe(750)
    const far = service({ pages: 10_000, feedback: 0, searches: 0, conversations: 0, visitedFrom: 8000 }) // prettier-ignore
    const bounded = await read(settings(), far)
    expect(far.calls.filter((c) => c.op === 'visitors' && c.query.dateFrom === '2026-05-25')).toHaveLength(4) // prettier-ignore
    expect(bounded.site).toMatchObject({ complete: false })
    expect(bounded.site?.paths.size).toBe(1000)
  })

  it("takes the site's pages from the export's whole visitors instead of reading them", async () => {
    const range = { dateFrom: '2026-05-25', dateTo: '2026-06-01' }
    const heads = new HeadPages({ 'feedback-by-page': 1, feedback: 3, assistant: 2, searches: 2, visitors: 4 }, range) // prettier-ignore
    heads.visit('visitors', range, 0, { rows: [{ path: '/page-0/' }, { path: '/page-1' }], hasMore: true }) // prettier-ignore
    expect(heads.site()).toBeUndefined()
    heads.visit('visitors', range, 1, { rows: [{ path: '/page-2' }], hasMore: false })
    expect(heads.site()).toEqual({ paths: new Set(['/page-0', '/page-1', '/page-2']), complete: true }) // prettier-ignore
    const svc = service({ pages: 3, feedback: 0, searches: 0, conversations: 0 })
    const data = await read(settings({ dateFrom: undefined, dateTo: undefined }), svc, undefined, heads) // prettier-ignore
    expect(ops(svc.calls).visitors).toBeUndefined()
    expect(data.site?.complete).toBe(true)
  })
})

describe('the transcripts', () => {
  it('fetch the questions the digest lists first, then the newest others, one request each', async () => {
    const svc = service({ pages: 0, feedback: 0, searches: 0, conversations: 12, goneThreads: ['C000012'] }) // prettier-ignore
    const data = await read(settings({ digestFile: '', assistantThreads: 8, digestThresholds: ONE }), svc) // prettier-ignore
    // No digest: only the assistant's head and the threads.
    expect(ops(svc.calls)).toEqual({ assistant: 1, thread: 8 })
    const asked = svc.calls.filter((c) => c.op === 'thread').map((c) => c.query.id)
    // Rows 0, 5, 10 unanswered, 1, 6, 11 clarifying; categories by i % 3; then the newest others.
    expect(asked).toEqual(threadOrder(data.conversations, 8, [], 1))
    expect(asked.slice(0, 6).sort()).toEqual(['C000002', 'C000001', 'C000006', 'C000007', 'C000011', 'C000012'].sort()) // prettier-ignore
    expect(data.threads.size).toBe(7)
    expect(data.threadsMissing).toBe(1)
    expect(data.gaps).toEqual(['1 transcripts were not found (404).'])
  })

  it('pass over a conversation whose id cannot name a thread, saying so, and fetch the next one instead', async () => {
    // Rows 0 and 5 are unanswered: the first two the digest lists.
    const svc = service({ pages: 0, feedback: 0, searches: 0, conversations: 12, ids: { 0: '..', 5: '' } }) // prettier-ignore
    const data = await read(settings({ digestFile: '', assistantThreads: 4, digestThresholds: ONE }), svc) // prettier-ignore
    const asked = svc.calls.filter((c) => c.op === 'thread').map((c) => c.query.id)
    expect(asked).toHaveLength(4)
    expect(asked).not.toContain('..')
    expect(asked).not.toContain('')
    expect(data.threads.size).toBe(4)
    expect(data.threadsMissing).toBe(0)
    expect(data.gaps).toEqual([
      'The transcript of the conversation ".." was skipped: its id cannot name a thread in a request.',
      'The transcript of the conversation "" was skipped: its id cannot name a thread in a request.'
    ])
  })

  it('stop at the budget, counting those not fetched', async () => {
    const svc = service({ pages: 0, feedback: 0, searches: 0, conversations: 12 })
    const data = await read(settings({ digestFile: '', assistantThreads: 5, maxRequests: 3 }), svc, new RequestBudget(3)) // prettier-ignore
    expect(ops(svc.calls)).toEqual({ assistant: 1, thread: 2 })
    expect(data.threadsMissing).toBe(3)
    expect(data.gaps[0]).toBe("3 of 5 transcripts were not fetched: the step's request budget (max-requests: 3) was spent.") // prettier-ignore
  })
})

describe('the plan', () => {
  it('the period before has the same length, in days or in time', () => {
    expect(previousRange({ dateFrom: '2026-05-25', dateTo: '2026-06-01' })).toEqual({ dateFrom: '2026-05-18', dateTo: '2026-05-25' }) // prettier-ignore
    expect(previousRange({ dateFrom: '2026-05-25T12:00:00Z', dateTo: '2026-05-26T00:00:00Z' })).toEqual({ dateFrom: '2026-05-25T00:00:00.000Z', dateTo: '2026-05-25T12:00:00Z' }) // prettier-ignore
    expect(previousRange({ dateFrom: '2026-05-25' })).toBeUndefined()
  })

  it('holds its pages and the transcripts: at most 13 requests, 12 without a whole range', () => {
    expect(digestPlan(settings()).requests).toBe(13)
    expect(digestPlan(settings({ assistantThreads: 4 })).requests).toBe(17)
    expect(digestPlan(settings({ dateTo: undefined })).requests).toBe(12)
    // The transcripts alone: the assistant's head, and one each.
    expect(digestPlan(settings({ digestFile: '', assistantThreads: 7 }))).toMatchObject({ requests: 9, pages: { assistant: 2, feedback: 0, searches: 0, visitors: 0, 'feedback-by-page': 0 } }) // prettier-ignore
  })

  it('keeps only the pages it reads: its range, the period before for visitors, from the first on', () => {
    const range = { dateFrom: '2026-05-25', dateTo: '2026-06-01' }
    const before = { dateFrom: '2026-05-18', dateTo: '2026-05-25' }
    const heads = new HeadPages({ 'feedback-by-page': 1, feedback: 3, assistant: 0, searches: 2, visitors: 1 }, range, before) // prettier-ignore
    const page = { rows: [], hasMore: true, next: 'n' }
    expect(heads.keep('visitors', before, 0, page)).toBe(true)
    expect(heads.keep('searches', before, 0, page)).toBe(false)
    expect(heads.keep('visitors', range, 1, page)).toBe(false)
    expect(heads.keep('feedback', range, 1, page)).toBe(false) // not after the first
    expect(heads.keep('feedback', range, 0, page)).toBe(true)
    expect(heads.keep('assistant', range, 0, page)).toBe(false)
    expect(heads.keep('views', range, 0, page)).toBe(false)
    expect(heads.get('feedback', range, 0)).toEqual(page)
  })
})
