/**
 * The analytics reports beyond visitors and views (analytics.openapi.json): `feedback`,
 * `feedback/by-page`, `searches`, `assistant`, `assistant/threads/{threadId}` and
 * `assistant/caller-stats`. Each query is read as the document defines it (a 400 in the analytics
 * error shape otherwise: report-queries.ts), then answered from the seeded rows of the project (simulator/seed.ts:
 * `analytics.feedbackEntries` entries, `analytics.searchTerms` terms and `analytics.conversations`
 * conversations over the `analytics.days` days before `analytics.until`) and the rows tests added.
 * Paging as documented: an opaque cursor for feedback and searches (simulator/cursors.ts), the
 * last row's ULID for the assistant, a limit and `hasMore` only for feedback by page.
 */
import { invalid } from './analytics.js'
import {
  conversationFrom,
  newestFirst as newestConversationFirst,
  seedConversations,
  type Conversation
} from './assistant.js'
import { bindingOf, decodeCursor, encodeCursor } from './cursors.js'
import { driftConversations, driftFeedback, driftSearches } from './drift.js'
import {
  after,
  byPage,
  feedbackFrom,
  newestFirst,
  positionOf,
  seedFeedback,
  select,
  type FeedbackEntry
} from './feedback.js'
import type { AddableReport, AnalyticsSettings } from './options.js'
import { fail, readReportQuery, type ReportQuery, type ReportRoute } from './report-queries.js'
import { aggregate, searchFrom, seedSearches, type SearchRow, type SearchTerm } from './searches.js'
import { DAY_MS, random, type Window } from './seed.js'

interface World {
  now: number
  pages: number
  analytics: AnalyticsSettings
  /** With `drift`: when each row that arrived since the reset came (one each analytics read). */
  arrived: readonly number[]
}

/** Keeps the last few values built, by key: paging reads the same rows many times. */
class Recent<T> {
  private readonly entries = new Map<string, T>()
  constructor(private readonly size: number) {}
  get(key: string, build: () => T): T {
    let value = this.entries.get(key)
    if (value === undefined) {
      value = build()
      if (this.entries.size >= this.size) this.entries.delete(this.entries.keys().next().value!)
    } else {
      this.entries.delete(key)
    }
    this.entries.set(key, value)
    return value
  }
  clear(): void {
    this.entries.clear()
  }
}

/** The window of the seeded rows: `days` whole days (UTC) before `until` (default today). */
export function windowOf(world: Pick<World, 'now' | 'analytics'>): Window {
  const { until, days } = world.analytics
  const end = until ? Date.parse(`${until}T00:00:00Z`) : Math.floor(world.now / DAY_MS) * DAY_MS
  return { start: end - days * DAY_MS, end }
}

export class AnalyticsReports {
  private readonly added: {
    feedback: { projectId?: string; entry: FeedbackEntry }[]
    searches: { projectId?: string; term: SearchTerm }[]
    assistant: { projectId?: string; conversation: Conversation }[]
  } = { feedback: [], searches: [], assistant: [] }
  /** Counts changes to the added rows: a part of every cache key. */
  private version = 0
  private readonly cache = new Recent<unknown>(16)
  private readonly rand = random('sim:added-rows')

  /** Reads the query of `route` as the document defines it; throws a 400. */
  read(route: ReportRoute, params: string[], query: URLSearchParams, now: number): ReportQuery {
    return readReportQuery(route, params, query, now)
  }

  /** The answer to a query read by `read`; throws a 400 for a cursor of another query, a 404. */
  answer(projectId: string, query: ReportQuery, world: World): unknown {
    switch (query.route) {
      case 'feedback': {
        const selected = select(this.feedbackOf(projectId, world), query)
        const binding = bindingOf('feedback', [
          projectId,
          query.dates,
          query.source,
          query.statuses
        ])
        let start = 0
        if (query.cursor !== undefined) {
          const decoded = decodeCursor(query.cursor, binding)
          const at = 'position' in decoded ? after(selected, decoded.position) : undefined
          if (at === undefined) {
            const problem = 'problem' in decoded ? decoded.problem : 'Malformed cursor'
            fail(invalid('cursor', problem, 'Invalid cursor'))
          }
          start = at as number
        }
        const page = selected.slice(start, start + query.limit)
        const hasMore = start + page.length < selected.length
        const last = page[page.length - 1]
        return {
          feedback: page.map((entry) => entry.row),
          nextCursor: hasMore && last ? encodeCursor(binding, positionOf(last)) : null,
          hasMore
        }
      }
      case 'feedbackByPage': {
        const pages = byPage(select(this.feedbackOf(projectId, world), query))
        return { feedback: pages.slice(0, query.limit), hasMore: pages.length > query.limit }
      }
      case 'searches': {
        const { rows, totalSearches } = this.searchesOf(projectId, world, query.from, query.to)
        const binding = bindingOf('searches', [projectId, query.dates])
        let start = 0
        if (query.cursor !== undefined) {
          const decoded = decodeCursor(query.cursor, binding)
          if ('problem' in decoded) fail(invalid('cursor', decoded.problem, 'Invalid cursor'))
          const position = (decoded as { position: string }).position
          if (!/^\d+$/.test(position)) fail(invalid('cursor', 'Malformed cursor', 'Invalid cursor'))
          start = Number(position)
        }
        const end = start + query.limit
        return {
          searches: rows.slice(start, end),
          totalSearches,
          nextCursor: end < rows.length ? encodeCursor(binding, String(end)) : null
        }
      }
      case 'assistant': {
        const all = this.conversationsOf(projectId, world)
        const inRange = all.filter(({ at }) => at >= query.from && at < query.to)
        const cursor = query.cursor
        const rest = cursor === undefined ? inRange : inRange.filter(({ row }) => row.id < cursor)
        const page = rest.slice(0, query.limit)
        const hasMore = rest.length > page.length
        return {
          conversations: page.map(({ row }) => row),
          nextCursor: hasMore ? (page[page.length - 1] as Conversation).row.id : null,
          hasMore
        }
      }
      case 'assistantThread': {
        const found = this.conversationsOf(projectId, world).find(
          ({ row }) => row.id === query.threadId
        )
        if (!found) fail({ status: 404, body: { error: 'Thread not found' } })
        const { row, messages } = found as Conversation
        return { threadId: row.id, createdAt: row.timestamp, messages }
      }
      case 'callerStats': {
        const counts = { web: 0, api: 0, other: 0, total: 0 }
        for (const { at, caller } of this.conversationsOf(projectId, world)) {
          if (at < query.from || at >= query.to) continue
          counts[caller]++
          counts.total++
        }
        return counts
      }
    }
  }

  /**
   * Adds rows a test gives (one object or a list), each for its `projectId` or, without one, for
   * every project. Returns them as the service will answer them; throws a message naming a field
   * of the wrong type, adding none.
   */
  add(report: AddableReport, input: unknown, world: Pick<World, 'now' | 'analytics'>): unknown[] {
    const list = Array.isArray(input) ? input : [input]
    // Added rows go at noon of the window's last day unless they say when: in every range that
    // covers the window, `period: 7d` included.
    const at = windowOf(world).end - DAY_MS / 2
    const made = list.map((item: unknown, i) => {
      if (item === null || typeof item !== 'object' || Array.isArray(item)) {
        throw new Error(`row ${i} must be an object`)
      }
      const fields = item as Record<string, unknown>
      const projectId = fields.projectId
      if (projectId !== undefined && typeof projectId !== 'string') {
        throw new Error(`row ${i}: projectId must be a string`)
      }
      try {
        if (report === 'feedback') return { projectId, entry: feedbackFrom(fields, at, this.rand) }
        if (report === 'searches') return { projectId, term: searchFrom(fields, at) }
        return { projectId, conversation: conversationFrom(fields, at, this.rand) }
      } catch (error) {
        throw new Error(`row ${i}: ${(error as Error).message}`)
      }
    })
    this.version++
    if (report === 'feedback') {
      const rows = made as { projectId?: string; entry: FeedbackEntry }[]
      this.added.feedback.push(...rows)
      return rows.map(({ projectId, entry }) => ({ ...entry.row, projectId }))
    }
    if (report === 'searches') {
      const rows = made as { projectId?: string; term: SearchTerm }[]
      this.added.searches.push(...rows)
      return rows.map(({ projectId, term }) => ({
        ...(aggregate([term], -Infinity, Infinity).rows[0] as SearchRow),
        projectId
      }))
    }
    const rows = made as { projectId?: string; conversation: Conversation }[]
    this.added.assistant.push(...rows)
    return rows.map(({ projectId, conversation }) => ({
      ...conversation.row,
      caller: conversation.caller,
      messages: conversation.messages,
      projectId
    }))
  }

  /** Forgets the rows tests added. */
  clear(): void {
    this.added.feedback = []
    this.added.searches = []
    this.added.assistant = []
    this.version++
    this.cache.clear()
  }

  private key(kind: string, projectId: string, world: World, count: number): string {
    const window = windowOf(world)
    return JSON.stringify([
      kind,
      projectId,
      count,
      window.start,
      window.end,
      world.pages,
      world.analytics.trends,
      this.version
    ])
  }

  private feedbackOf(projectId: string, world: World): FeedbackEntry[] {
    const count = world.analytics.feedbackEntries
    const entries = this.cache.get(this.key('feedback', projectId, world, count), () => {
      const seeded = seedFeedback(
        projectId,
        count,
        windowOf(world),
        world.pages,
        world.analytics.trends
      )
      const added = this.added.feedback.filter((r) => (r.projectId ?? projectId) === projectId)
      return added.length === 0
        ? seeded
        : [...seeded, ...added.map((r) => r.entry)].sort(newestFirst)
    }) as FeedbackEntry[]
    if (world.arrived.length === 0) return entries
    return [...driftFeedback(world.arrived), ...entries].sort(newestFirst)
  }

  private searchesOf(
    projectId: string,
    world: World,
    from: number,
    to: number
  ): { rows: SearchRow[]; totalSearches: number } {
    const count = world.analytics.searchTerms
    const terms = this.cache.get(this.key('searches', projectId, world, count), () => [
      ...seedSearches(projectId, count, windowOf(world), world.pages, world.analytics.trends),
      ...this.added.searches
        .filter((r) => (r.projectId ?? projectId) === projectId)
        .map((r) => r.term)
    ]) as SearchTerm[]
    const key = `${this.key('search rows', projectId, world, count)}:${from}:${to}`
    const found = this.cache.get(key, () => aggregate(terms, from, to)) as ReturnType<
      typeof aggregate
    >
    if (world.arrived.length === 0) return found
    const arrived = driftSearches(world.arrived, from, to)
    return {
      rows: [...arrived, ...found.rows],
      totalSearches: found.totalSearches + arrived.reduce((sum, row) => sum + row.hits, 0)
    }
  }

  private conversationsOf(projectId: string, world: World): Conversation[] {
    const count = world.analytics.conversations
    const conversations = this.cache.get(this.key('assistant', projectId, world, count), () => {
      const seeded = seedConversations(
        projectId,
        count,
        windowOf(world),
        world.pages,
        world.analytics.trends
      )
      const added = this.added.assistant.filter((r) => (r.projectId ?? projectId) === projectId)
      return added.length === 0
        ? seeded
        : [...seeded, ...added.map((r) => r.conversation)].sort(newestConversationFirst)
    }) as Conversation[]
    if (world.arrived.length === 0) return conversations
    return [...driftConversations(projectId, world.arrived), ...conversations].sort(
      newestConversationFirst
    )
  }
}
