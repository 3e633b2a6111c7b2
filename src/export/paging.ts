/**
 * Fetches every page of an offset-paged result: the first page alone (it tells whether there is
 * more), then up to `concurrency` pages in flight. Pages are handed on in order, as soon as each
 * one's predecessors are, so rows stream to the file while memory holds at most a window of
 * `concurrency` pages. Once a page says it is the last, no page beyond it is requested: at most
 * `concurrency − 1` requests go past the end. Once no page may be requested any more (the
 * export's deadline), the pages in flight are still awaited: when they end the result, it is
 * complete.
 */
import type { Counts, PageCounts } from '../api/index.js'

/** One result page of a metric, its rows under one name whatever the endpoint calls them. */
export interface ResultPage {
  totals: Counts
  rows: readonly PageCounts[]
  hasMore: boolean
}

export interface PagingOptions {
  fetchPage(offset: number, limit: number, signal: AbortSignal): Promise<ResultPage>
  /** Called once per page, in page order; awaited before the next page is handed on. */
  onPage(page: ResultPage, index: number): Promise<void> | void
  pageSize: number
  /** Pages at most; 0 for no cap. */
  maxPages: number
  concurrency: number
  /**
   * Asked before each request after the first: an error once no page may be requested any more
   * (the export's deadline has passed). The pages already requested still arrive and are handed
   * on, and if one of them is the last, the result is complete. fetchAllPages throws the error
   * as soon as a page that is known to exist can no longer be requested, or when the pages in
   * flight all came and the last of them said there was more.
   */
  stopRequests?(): Error | undefined
}

export interface PagingResult {
  /** Pages handed to onPage. */
  pages: number
  /** The cap stopped the export while the service had more. */
  truncated: boolean
}

/** A page with rows that says more exist; an empty page ends the result whatever it says. */
const hasMore = (page: ResultPage): boolean => page.hasMore && page.rows.length > 0

export async function fetchAllPages(options: PagingOptions): Promise<PagingResult> {
  const { pageSize: limit, concurrency } = options
  const cap = options.maxPages > 0 ? options.maxPages : Infinity
  const abort = new AbortController()

  const first = await options.fetchPage(0, limit, abort.signal)
  await options.onPage(first, 0)
  if (!hasMore(first)) return { pages: 1, truncated: false }
  if (cap <= 1) return { pages: 1, truncated: true }

  let end = Infinity // index of the last page, once a page says so
  let next = 1 // next index to request
  let delivered = 1 // next index to hand on
  let known = 1 // highest index known to exist: a page said there was more
  let lastHadMore = true
  let delivering = false
  let failure: { error: unknown } | undefined
  let stopped: Error | undefined
  const ready = new Map<number, ResultPage>()
  let wake = (): void => {}
  let progress = new Promise<void>((resolve) => (wake = resolve))
  const notify = (): void => {
    const resolve = wake
    progress = new Promise<void>((r) => (wake = r))
    resolve()
  }

  const deliver = async (): Promise<void> => {
    if (delivering) return
    delivering = true
    try {
      while (ready.has(delivered) && delivered <= end && delivered < cap) {
        const page = ready.get(delivered) as ResultPage
        ready.delete(delivered)
        await options.onPage(page, delivered)
        lastHadMore = hasMore(page)
        delivered++
      }
    } finally {
      delivering = false
    }
  }

  const worker = async (): Promise<void> => {
    while (!failure) {
      const index = next
      if (index >= cap || index > end) return
      const stop = options.stopRequests?.()
      if (stop) {
        stopped = stop
        // A page known to exist cannot come: the result cannot be complete, stop the others.
        // Otherwise a page in flight may still be the last: its own worker waits for it.
        if (index <= known) {
          failure ??= { error: stop }
          abort.abort()
        }
        notify()
        return
      }
      // Keep within a window of the pages not yet handed on: memory stays bounded.
      if (index >= delivered + concurrency) {
        await progress
        continue
      }
      next++
      try {
        const page = await options.fetchPage(index * limit, limit, abort.signal)
        if (!hasMore(page)) end = Math.min(end, index)
        else known = Math.max(known, index + 1)
        ready.set(index, page)
        await deliver()
      } catch (error) {
        failure ??= { error }
        abort.abort()
      }
      notify()
    }
  }

  await Promise.all(Array.from({ length: concurrency }, worker))
  if (failure) throw failure.error
  // Every page requested has come; without the last one, the result is not complete.
  if (stopped && delivered <= end && delivered < cap) throw stopped
  return { pages: delivered, truncated: delivered >= cap && lastHadMore }
}
