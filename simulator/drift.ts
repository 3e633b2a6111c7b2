/**
 * With `drift`, the reports' data moves while a client pages it, as live data does: a row arrives
 * at each analytics read (reports.ts puts these before the seeded ones).
 */
import { conversationFrom, type Conversation } from './assistant.js'
import type { FeedbackEntry } from './feedback.js'
import type { SearchRow } from './searches.js'
import { iso, random } from './seed.js'

/** A feedback entry arrived at each read (`arrived`: when each came). */
export function driftFeedback(arrived: readonly number[]): FeedbackEntry[] {
  return arrived.map((at, k): FeedbackEntry => {
    const seconds = Math.floor(at / 1000)
      .toString(16)
      .padStart(8, '0')
    return {
      at,
      row: {
        id: `${seconds}${k.toString(16).padStart(16, '0')}`,
        path: `/new/drift-${k}`,
        comment: `Arrived while paging (${k})`,
        createdAt: iso(at),
        source: 'contextual',
        status: 'pending',
        helpful: false,
        contact: null
      }
    }
  })
}

/**
 * New search terms at the top, each searched more than any other, so that offset paging sees the
 * rows it already gave again: those searched within `from` and `to`, newest first.
 */
export function driftSearches(arrived: readonly number[], from: number, to: number): SearchRow[] {
  return arrived
    .map((at, k) => ({
      searchQuery: `drift term ${k}`,
      hits: 1_000_000 + k,
      ctr: 0,
      topClickedPage: null,
      lastSearchedAt: iso(at)
    }))
    .filter(
      ({ lastSearchedAt }) => Date.parse(lastSearchedAt) >= from && Date.parse(lastSearchedAt) < to
    )
    .reverse()
}

/** A question arrived at each read; a ULID cursor is not moved by them. */
export function driftConversations(projectId: string, arrived: readonly number[]): Conversation[] {
  return arrived.map((at, k) =>
    conversationFrom(
      { query: `Arrived while paging (${k})`, timestamp: iso(at) },
      at,
      random(`drift:${projectId}:${k}`)
    )
  )
}
