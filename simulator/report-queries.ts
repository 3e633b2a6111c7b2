/**
 * The queries of the analytics reports beyond visitors and views, read as analytics.openapi.json
 * defines them: a 400 in the analytics error shape for anything else (reports.ts answers them).
 */
import { invalid, readInt, readRange, type AnalyticsError } from './analytics.js'
import {
  FEEDBACK_SOURCES,
  FEEDBACK_STATUSES,
  type FeedbackSource,
  type FeedbackStatus
} from './feedback.js'
import { isUlid } from './seed.js'

export type ReportRoute =
  'feedback' | 'feedbackByPage' | 'searches' | 'assistant' | 'assistantThread' | 'callerStats'

/** A query read and checked, before the rate limit counts it. */
export interface ReportQuery {
  route: ReportRoute
  from: number
  to: number
  limit: number
  cursor?: string
  source?: FeedbackSource
  statuses?: FeedbackStatus[]
  threadId?: string
  /** dateFrom and dateTo as given ('' when absent): a cursor belongs to them, not to "now". */
  dates: [string, string]
}

export const fail = (error: AnalyticsError): never => {
  throw error
}

/** Reads the query of `route` as the document defines it; throws a 400. */
export function readReportQuery(
  route: ReportRoute,
  params: string[],
  query: URLSearchParams,
  now: number
): ReportQuery {
  if (route === 'assistantThread') {
    const threadId = params[1] as string
    if (!isUlid(threadId)) {
      fail({
        status: 400,
        body: {
          error: 'Invalid thread ID',
          details: [{ path: 'threadId', message: 'Must be a ULID' }]
        }
      })
    }
    return { route, from: 0, to: 0, limit: 0, threadId: threadId.toUpperCase(), dates: ['', ''] }
  }
  const limits: Record<Exclude<ReportRoute, 'assistantThread'>, [number, number]> = {
    feedback: [50, 100],
    feedbackByPage: [10, 100],
    searches: [50, 100],
    assistant: [100, 1000],
    callerStats: [0, 0]
  }
  const [fallback, max] = limits[route]
  const limit = route === 'callerStats' ? 0 : readInt(query, 'limit', fallback, 1, max)
  const dates: [string, string] = [query.get('dateFrom') ?? '', query.get('dateTo') ?? '']
  const read: ReportQuery = { route, limit, dates, ...readRange(query, now) }
  if (route === 'feedback' || route === 'feedbackByPage') {
    const source = query.get('source')
    if (source !== null) {
      if (!FEEDBACK_SOURCES.includes(source as FeedbackSource)) {
        fail(invalid('source', `Must be one of ${FEEDBACK_SOURCES.join(', ')}`))
      }
      read.source = source as FeedbackSource
    }
    const status = query.get('status')
    if (status !== null) {
      const statuses = status.split(',').map((s) => s.trim())
      if (!statuses.every((s) => FEEDBACK_STATUSES.includes(s as FeedbackStatus))) {
        fail(invalid('status', `Must be a comma-separated list of ${FEEDBACK_STATUSES.join(', ')}`))
      }
      read.statuses = statuses as FeedbackStatus[]
    }
  }
  const cursor = query.get('cursor')
  if (cursor !== null && (route === 'feedback' || route === 'searches')) {
    if (cursor === '') fail(invalid('cursor', 'Must not be empty', 'Invalid cursor'))
    read.cursor = cursor
  }
  if (cursor !== null && route === 'assistant') {
    if (!isUlid(cursor)) fail(invalid('cursor', 'Must be a ULID', 'Invalid cursor'))
    read.cursor = cursor.toUpperCase()
  }
  return read
}
