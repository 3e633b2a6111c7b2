// Cursor paging (feedback, searches, assistant conversations): every page in order, no request
// past the last, the step's request budget and the deadline ending the result where it is, and a
// service paging in a circle stopped.
import { describe, expect, it } from '@jest/globals'
import { BudgetSpent, RequestBudget } from '../../src/export/budget.js'
import { CursorLoop, fetchCursorPages, type CursorPage } from '../../src/export/cursor-paging.js'

/** A service of `total` rows, `limit` a page, cursors as opaque strings. */
function service(total: number, limit: number, shape: 'cursor' | 'hasMore' = 'cursor') {
  const asked: (string | undefined)[] = []
  const fetchPage = async (cursor: string | undefined): Promise<CursorPage<number>> => {
    asked.push(cursor)
    const from = cursor === undefined ? 0 : Number(Buffer.from(cursor, 'base64url').toString())
    const rows = Array.from(
      { length: Math.max(0, Math.min(limit, total - from)) },
      (_, i) => from + i
    )
    const more = from + limit < total
    const next = more ? Buffer.from(String(from + limit)).toString('base64url') : null
    return shape === 'cursor'
      ? { rows, next }
      : { rows, next: next ?? 'still-a-cursor', hasMore: more }
  }
  return { asked, fetchPage }
}

describe('cursor paging', () => {
  it('hands on every page in order and asks for none past the last: ⌈rows/limit⌉ requests', async () => {
    const svc = service(250, 100)
    const rows: number[] = []
    const budget = new RequestBudget(50)
    const result = await fetchCursorPages({ fetchPage: svc.fetchPage, budget, onPage: (p) => void rows.push(...p.rows) }) // prettier-ignore
    expect(result).toEqual({ pages: 3, complete: true })
    expect(rows).toEqual(Array.from({ length: 250 }, (_, i) => i))
    expect(svc.asked).toHaveLength(3)
  })

  it('ends where hasMore says, even when the page carries a cursor', async () => {
    const svc = service(200, 100, 'hasMore')
    const result = await fetchCursorPages({ fetchPage: svc.fetchPage, budget: new RequestBudget(50), onPage: () => {} }) // prettier-ignore
    expect(result).toEqual({ pages: 2, complete: true })
    expect(svc.asked).toHaveLength(2)
  })

  it('a spent budget ends the result where it is, partial, without a request more', async () => {
    const svc = service(1000, 100)
    const budget = new RequestBudget(4)
    // As the client does (CallOptions.admit): each request takes from the budget.
    const fetchPage = (cursor: string | undefined) => {
      if (!budget.take()) throw new BudgetSpent(budget.max)
      return svc.fetchPage(cursor)
    }
    const result = await fetchCursorPages({ fetchPage, budget, onPage: () => {} })
    expect(result.pages).toBe(4)
    expect(result.complete).toBe(false)
    expect(result.stopped).toBeInstanceOf(BudgetSpent)
    expect(svc.asked).toHaveLength(4)
  })

  it('the deadline stops the requests after the first; the pages that came stay', async () => {
    const svc = service(1000, 100)
    let now = 0
    const result = await fetchCursorPages({
      fetchPage: async (c) => {
        now += 40
        return svc.fetchPage(c)
      },
      budget: new RequestBudget(50),
      onPage: () => {},
      stopRequests: () => (now > 100 ? new Error('deadline') : undefined)
    })
    expect(result).toMatchObject({ pages: 3, complete: false, stopped: new Error('deadline') })
  })

  it('a cursor the service gave before stops the export instead of paging for ever', async () => {
    let n = 0
    const fetchPage = async (): Promise<CursorPage<number>> => ({ rows: [n++], next: n % 2 ? 'a' : 'b' }) // prettier-ignore
    await expect(
      fetchCursorPages({ fetchPage, budget: new RequestBudget(50), onPage: () => {} })
    ).rejects.toBeInstanceOf(CursorLoop)
    expect(n).toBe(3)
  })

  it('more without a cursor to it is an incomplete result, not a complete one', async () => {
    const result = await fetchCursorPages({
      fetchPage: async () => ({ rows: [1], next: null, hasMore: true }),
      budget: new RequestBudget(5),
      onPage: () => {}
    })
    expect(result).toMatchObject({ pages: 1, complete: false })
  })

  it('an empty page that leads on is followed, and a run of them ends the result partial', async () => {
    const pages: CursorPage<number>[] = [
      { rows: [1], next: 'a' },
      { rows: [], next: 'b', hasMore: true },
      { rows: [2], next: null }
    ]
    let i = 0
    const rows: number[] = []
    const result = await fetchCursorPages({
      fetchPage: async () => pages[i++]!,
      budget: new RequestBudget(5),
      onPage: (p) => void rows.push(...p.rows)
    })
    expect(result).toEqual({ pages: 3, complete: true })
    expect(rows).toEqual([1, 2])
    let n = 0
    const endless = await fetchCursorPages({
      fetchPage: async () => ({ rows: [], next: `c${n++}` }),
      budget: new RequestBudget(50),
      onPage: () => {}
    })
    expect(endless).toMatchObject({ pages: 3, complete: false })
  })
})
