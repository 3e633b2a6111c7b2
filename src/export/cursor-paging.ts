/**
 * Fetches every page of a cursor-paged result (feedback, searches, assistant conversations),
 * one after the other: each page's cursor is the next one's only way in. Pages are handed on as
 * they come, so rows stream to the file. No request goes past the last page: a page without a
 * next cursor (or that says it has no more) ends the result. A service that hands
 * back a cursor it gave before would page for ever: the export stops, saying so.
 */
import { BudgetSpent, type RequestBudget } from './budget.js'

export interface CursorPage<Row> {
  rows: readonly Row[]
  /** The next page's cursor; null (or '') on the last page. */
  next: string | null
  /** What the page says of more pages, where the operation says it (assistant, feedback). */
  hasMore?: boolean
}

export interface CursorPagingOptions<Row> {
  /** One page from `cursor` (undefined for the first). */
  fetchPage(cursor: string | undefined): Promise<CursorPage<Row>>
  /** Called once per page, in order; awaited before the next page is requested. */
  onPage(page: CursorPage<Row>, index: number): Promise<void> | void
  /** The step's budget, which every request the client sends takes (CallOptions.admit): a spent one ends the result where it is. */
  budget: RequestBudget
  /**
   * Asked before each request after the first: an error once no request may go any more (the
   * export's deadline). The result then ends incomplete with that error.
   */
  stopRequests?(): Error | undefined
}

export interface CursorPagingResult {
  /** Pages handed to onPage. */
  pages: number
  /** Every page came: the last one said so. */
  complete: boolean
  /**
   * Why the result is not complete: the budget, a stop (the deadline), or pages that lead nowhere
   * (more said, no cursor given; empty pages leading on).
   */
  stopped?: BudgetSpent | Error
}

/** Empty pages in a row that lead on to more, followed before the result is called partial. */
export const MAX_EMPTY_PAGES = 3

/** Thrown when the service pages in a circle. */
export class CursorLoop extends Error {
  override readonly name = 'CursorLoop'
}

export async function fetchCursorPages<Row>(
  options: CursorPagingOptions<Row>
): Promise<CursorPagingResult> {
  const seen = new Set<string>()
  let cursor: string | undefined
  let empty = 0
  for (let index = 0; ; index++) {
    if (index > 0) {
      const stop = options.stopRequests?.()
      if (stop) return { pages: index, complete: false, stopped: stop }
    }
    // The budget is taken by each request the client sends (retries too): a spent one ends the
    // result where it is, before or during a page.
    if (options.budget.left === 0) {
      return { pages: index, complete: false, stopped: new BudgetSpent(options.budget.max) }
    }
    let page: CursorPage<Row>
    try {
      page = await options.fetchPage(cursor)
    } catch (error) {
      if (error instanceof BudgetSpent) return { pages: index, complete: false, stopped: error }
      throw error
    }
    await options.onPage(page, index)
    const next = page.next ?? ''
    if (next === '' && page.hasMore === true) {
      // More, it says, but no way to them: the result is what came, and not whole.
      return {
        pages: index + 1,
        complete: false,
        stopped: new Error('the service said it had more pages but gave no cursor to them')
      }
    }
    if (next === '' || page.hasMore === false) return { pages: index + 1, complete: true }
    // An empty page that leads on is followed (a service may filter after its limit), but not
    // for ever: the budget bounds it, and so does this.
    empty = page.rows.length === 0 ? empty + 1 : 0
    if (empty >= MAX_EMPTY_PAGES) {
      return {
        pages: index + 1,
        complete: false,
        stopped: new Error(
          `the service answered ${empty} empty pages in a row while leading on to more`
        )
      }
    }
    if (seen.has(next) || next === cursor) {
      throw new CursorLoop(
        `The service answered a cursor it had given before (page ${index + 1}): its pages go round in a circle, so the export stopped.`
      )
    }
    seen.add(next)
    cursor = next
  }
}
