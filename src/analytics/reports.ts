/**
 * Every report of the analytics API as the engine exports it: its operation, how it pages (as
 * analytics.openapi.json documents each one), the largest page it allows, and its columns. The
 * rows are the service's and its readers' words: written to the file as they came, shown only
 * through the sinks.
 */
import type {
  AssistantCallers,
  AssistantPage,
  CallOptions,
  FeedbackByPage,
  FeedbackEntry,
  PageCounts,
  SearchesPage
} from '../api/index.js'
import { PAGE_COUNT_COLUMNS } from '../export/report.js'
import type { ReportsClient } from '../api/reports-client.js'
import type { Column } from '../export/table-writer.js'
import type { ReportName } from './constants.js'

/** How an operation pages: offset and limit, an opaque cursor, or one page only. */
export type Paging = 'offset' | 'cursor' | 'single'

export interface ReportQuery {
  dateFrom?: string
  dateTo?: string
  limit: number
  offset?: number
  cursor?: string
  /** feedback and feedback by page only. */
  source?: string
  status?: string
}

/** One page of a report, whatever its operation calls the parts. */
export interface ReportPage<Row> {
  rows: readonly Row[]
  hasMore: boolean
  /** The next page's cursor (cursor paging); null on the last. */
  next?: string | null
  /** The report's site-wide figures, where the operation gives them (of its first page). */
  totals?: Record<string, number>
}

export interface ReportSpec<Row> {
  name: ReportName
  /** What the summary calls it. */
  title: string
  paging: Paging
  /** The largest `limit` the operation documents: every page is asked at it. */
  limit: number
  columns: readonly Column<Row>[]
  fetch(client: ReportsClient, query: ReportQuery, call: CallOptions): Promise<ReportPage<Row>>
  /**
   * How `compare: previous` sets the range against the one before it: the figure compared (a
   * total of the first page, or a sum of its rows), and a row's key and value for the movers.
   * Absent: the report has no figure a first page can compare (feedback, assistant).
   */
  compare?: Comparison<Row>
}

export interface Comparison<Row> {
  /** What the figure is, for the summary: `unique visitors`. */
  what: string
  figure(page: ReportPage<Row>): number
  /** The column that names a row, and the one whose change makes it a mover. */
  key: string
  value: string
}

const totalOf = (page: ReportPage<unknown>, name: string): number => page.totals?.[name] ?? 0

type Conversation = AssistantPage['conversations'][number]
type Search = SearchesPage['searches'][number]
type PageFeedback = FeedbackByPage['feedback'][number]

const counts = (totals: { human: number; ai: number; total: number }) => ({
  human: totals.human,
  ai: totals.ai,
  total: totals.total
})

const visitors: ReportSpec<PageCounts> = {
  name: 'visitors',
  title: 'Unique visitors',
  paging: 'offset',
  limit: 250,
  columns: PAGE_COUNT_COLUMNS,
  compare: {
    what: 'unique visitors',
    figure: (page) => totalOf(page, 'total'),
    key: 'path',
    value: 'total'
  },
  async fetch(client, q, call) {
    const page = await client.getVisitors(
      { dateFrom: q.dateFrom, dateTo: q.dateTo, limit: q.limit, offset: q.offset },
      call
    )
    return { rows: page.visitors, hasMore: page.hasMore, totals: counts(page.totals) }
  }
}

const views: ReportSpec<PageCounts> = {
  name: 'views',
  title: 'Page views',
  paging: 'offset',
  limit: 250,
  columns: PAGE_COUNT_COLUMNS,
  compare: {
    what: 'page views',
    figure: (page) => totalOf(page, 'total'),
    key: 'path',
    value: 'total'
  },
  async fetch(client, q, call) {
    const page = await client.getViews(
      { dateFrom: q.dateFrom, dateTo: q.dateTo, limit: q.limit, offset: q.offset },
      call
    )
    return { rows: page.views, hasMore: page.hasMore, totals: counts(page.totals) }
  }
}

/**
 * Feedback entries. The reader's `contact` (an e-mail address) is not written: the files become
 * artifacts anyone who can read the repository's runs may download, and no report needs it.
 */
const feedback: ReportSpec<FeedbackEntry> = {
  name: 'feedback',
  title: 'Feedback',
  paging: 'cursor',
  limit: 100,
  columns: [
    { name: 'id', cell: (r) => r.id },
    { name: 'createdAt', cell: (r) => r.createdAt },
    { name: 'path', cell: (r) => r.path },
    { name: 'source', cell: (r) => r.source },
    { name: 'status', cell: (r) => r.status },
    { name: 'helpful', cell: (r) => r.helpful ?? null },
    { name: 'comment', cell: (r) => r.comment },
    { name: 'code', cell: (r) => r.code ?? null },
    { name: 'filename', cell: (r) => r.filename ?? null },
    { name: 'lang', cell: (r) => r.lang ?? null }
  ],
  async fetch(client, q, call) {
    const page = await client.getFeedback(
      {
        dateFrom: q.dateFrom,
        dateTo: q.dateTo,
        limit: q.limit,
        cursor: q.cursor,
        source: q.source,
        status: q.status
      },
      call
    )
    return { rows: page.feedback, hasMore: page.hasMore, next: page.nextCursor }
  }
}

/** Thumbs and counts per page: the operation documents no paging beyond `limit`. */
const feedbackByPage: ReportSpec<PageFeedback> = {
  name: 'feedback-by-page',
  title: 'Feedback by page',
  paging: 'single',
  limit: 100,
  compare: {
    what: 'thumbs down (the pages listed)',
    figure: (page) => page.rows.reduce((sum, row) => sum + row.thumbsDown, 0),
    key: 'path',
    value: 'thumbsDown'
  },
  columns: [
    { name: 'path', cell: (r) => r.path },
    { name: 'thumbsUp', cell: (r) => r.thumbsUp },
    { name: 'thumbsDown', cell: (r) => r.thumbsDown },
    { name: 'code', cell: (r) => r.code },
    { name: 'total', cell: (r) => r.total }
  ],
  async fetch(client, q, call) {
    const page = await client.getFeedbackByPage(
      {
        dateFrom: q.dateFrom,
        dateTo: q.dateTo,
        limit: q.limit,
        source: q.source,
        status: q.status
      },
      call
    )
    return { rows: page.feedback, hasMore: page.hasMore }
  }
}

const searches: ReportSpec<Search> = {
  name: 'searches',
  title: 'Searches',
  paging: 'cursor',
  limit: 100,
  compare: {
    what: 'searches',
    figure: (page) => totalOf(page, 'searches'),
    key: 'searchQuery',
    value: 'hits'
  },
  columns: [
    { name: 'searchQuery', cell: (r) => r.searchQuery },
    { name: 'hits', cell: (r) => r.hits },
    { name: 'ctr', cell: (r) => r.ctr },
    { name: 'topClickedPage', cell: (r) => r.topClickedPage },
    { name: 'lastSearchedAt', cell: (r) => r.lastSearchedAt }
  ],
  async fetch(client, q, call) {
    const page = await client.getSearches(
      { dateFrom: q.dateFrom, dateTo: q.dateTo, limit: q.limit, cursor: q.cursor },
      call
    )
    return {
      rows: page.searches,
      hasMore: page.nextCursor !== null && page.nextCursor !== '',
      next: page.nextCursor,
      totals: { searches: page.totalSearches }
    }
  }
}

const assistant: ReportSpec<Conversation> = {
  name: 'assistant',
  title: 'Assistant conversations',
  paging: 'cursor',
  limit: 1000,
  columns: [
    { name: 'id', cell: (r) => r.id },
    { name: 'timestamp', cell: (r) => r.timestamp },
    { name: 'query', cell: (r) => r.query },
    { name: 'response', cell: (r) => r.response },
    { name: 'responseType', cell: (r) => r.responseType },
    { name: 'resolutionStatus', cell: (r) => r.resolutionStatus },
    { name: 'queryCategory', cell: (r) => r.queryCategory },
    { name: 'pageUrl', cell: (r) => r.pageUrl },
    // The pages the answer cited, by URL, one cell (a space cannot be in a URL).
    { name: 'sources', cell: (r) => r.sources.map((s) => s.url).join(' ') }
  ],
  async fetch(client, q, call) {
    const page = await client.getAssistant(
      { dateFrom: q.dateFrom, dateTo: q.dateTo, limit: q.limit, cursor: q.cursor },
      call
    )
    return { rows: page.conversations, hasMore: page.hasMore, next: page.nextCursor }
  }
}

/** Where assistant queries came from: one row, no paging. */
const assistantCallers: ReportSpec<AssistantCallers> = {
  name: 'assistant-callers',
  title: 'Assistant callers',
  paging: 'single',
  limit: 1,
  compare: {
    what: 'assistant queries',
    figure: (page) => totalOf(page, 'total'),
    key: 'total',
    value: 'total'
  },
  columns: [
    { name: 'web', cell: (r) => r.web },
    { name: 'api', cell: (r) => r.api },
    { name: 'other', cell: (r) => r.other },
    { name: 'total', cell: (r) => r.total }
  ],
  async fetch(client, q, call) {
    const stats = await client.getAssistantCallers({ dateFrom: q.dateFrom, dateTo: q.dateTo }, call)
    return {
      rows: [stats],
      hasMore: false,
      totals: { web: stats.web, api: stats.api, other: stats.other, total: stats.total }
    }
  }
}

export const REPORTS: { readonly [N in ReportName]: ReportSpec<never> } = {
  visitors,
  views,
  feedback,
  'feedback-by-page': feedbackByPage,
  searches,
  assistant,
  'assistant-callers': assistantCallers
} as unknown as { readonly [N in ReportName]: ReportSpec<never> }
