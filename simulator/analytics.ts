/**
 * The analytics endpoints that page by path, `visitors` and `views` (analytics.openapi.json):
 * the query checked as the service checks it, then one page of the metric's table. Errors carry
 * the analytics API's shape, `{error, details: [{message}]}`. The limit and date checks are shared
 * with the other reports (reports.ts).
 */
import { buildTable, parseQueryDate, type Metric, type Table } from './visitors.js'

export interface AnalyticsError {
  status: number
  body: { error: string; details?: { path?: string; message: string }[] }
  headers?: Record<string, string>
}

/** The answer: the metric's rows under its own name (`visitors` or `views`). */
export type AnalyticsPage = { totals: Table['totals']; hasMore: boolean } & Partial<
  Record<Metric, Table['rows']>
>

export interface AnalyticsQuery {
  limit: number
  offset: number
  from: number
  to: number
}

const DAY_MS = 86_400_000

/** A 400 of the analytics API naming the query parameter. */
export function invalid(name: string, message: string, error = `Invalid ${name}`): AnalyticsError {
  return { status: 400, body: { error, details: [{ path: name, message }] } }
}

/** A whole number from `min` to `max`, `fallback` when absent; throws a 400 otherwise. */
export function readInt(
  query: URLSearchParams,
  name: string,
  fallback: number,
  min: number,
  max: number
): number {
  const raw = query.get(name)
  if (raw === null) return fallback
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw invalid(name, `Must be an integer from ${min} to ${max}`)
  }
  return Number(raw)
}

/**
 * dateFrom and dateTo: ISO 8601 or YYYY-MM-DD, dateTo exclusive; the last 30 days when absent
 * (the documents name no default). Throws a 400.
 */
export function readRange(query: URLSearchParams, now: number): { from: number; to: number } {
  const date = (name: string): number | undefined => {
    const raw = query.get(name)
    if (raw === null) return undefined
    const at = parseQueryDate(raw)
    if (at === undefined) throw invalid(name, 'Must be an ISO 8601 date or YYYY-MM-DD')
    return at
  }
  const to = date('dateTo') ?? now
  const from = date('dateFrom') ?? to - 30 * DAY_MS
  if (from >= to) throw invalid('dateFrom', 'Must be before dateTo')
  return { from, to }
}

/** Reads limit, offset, dateFrom and dateTo as the documents define them; throws a 400. */
export function readAnalyticsQuery(query: URLSearchParams, now: number): AnalyticsQuery {
  const limit = readInt(query, 'limit', 50, 1, 250)
  const offset = readInt(query, 'offset', 0, 0, Number.MAX_SAFE_INTEGER)
  return { limit, offset, ...readRange(query, now) }
}

/** Builds tables on demand and keeps the last one: paging reads the same table many times. */
export class AnalyticsTables {
  private cache: { key: string; table: Table } | undefined

  page(
    metric: Metric,
    projectId: string,
    query: AnalyticsQuery,
    site: { pages: number; now: number; extraPages: number; anchor?: number }
  ): AnalyticsPage {
    const day = Math.floor(site.now / DAY_MS)
    const key = JSON.stringify([
      metric,
      projectId,
      site.pages,
      query.from,
      query.to,
      day,
      site.extraPages,
      site.anchor ?? null
    ])
    if (this.cache?.key !== key) {
      const table = buildTable(
        projectId,
        metric,
        site.pages,
        query.from,
        query.to,
        site.now,
        site.extraPages,
        site.anchor
      )
      this.cache = { key, table }
    }
    const { totals, rows } = this.cache.table
    return {
      totals,
      [metric]: rows.slice(query.offset, query.offset + query.limit),
      hasMore: query.offset + query.limit < rows.length
    }
  }
}
