/**
 * The first pages of the reports the step exported, kept for the digest: the digest reads the
 * heads of the same operations with the same queries (the same range and filters, each page at
 * the operation's largest limit), so a page the export already fetched is not asked for again.
 * Only what the digest reads is kept (its page counts, the fields it uses), so the memory held
 * does not grow with the size of a report.
 */
import type {
  AssistantPage,
  FeedbackByPage,
  FeedbackEntry,
  PageCounts,
  SearchesPage
} from '../api/index.js'
import type { ReportName } from './constants.js'
import type { ReportPage } from './reports.js'
import { sitePathOf, type SitePages } from './site-pages.js'

export type Conversation = Pick<
  AssistantPage['conversations'][number],
  'id' | 'timestamp' | 'query' | 'responseType' | 'resolutionStatus' | 'queryCategory'
>
export type Feedback = Pick<FeedbackEntry, 'id' | 'path' | 'comment' | 'createdAt' | 'helpful'>
export type Search = SearchesPage['searches'][number]
export type PageFeedback = FeedbackByPage['feedback'][number]

/** The reports whose heads the digest reads, and the rows it keeps of each. */
export interface HeadRows {
  'feedback-by-page': PageFeedback
  feedback: Feedback
  searches: Search
  assistant: Conversation
  visitors: PageCounts
}
export type HeadName = keyof HeadRows

/** A kept page: its rows, whether there is more, the next page's cursor. */
export interface Head<Row> {
  rows: Row[]
  hasMore: boolean
  next?: string | null
}

/** The range a page belongs to: the digest of the period before it reads other pages. */
export interface Range {
  dateFrom?: string
  dateTo?: string
}

const SLIM: { [N in HeadName]: (row: never) => HeadRows[N] } = {
  'feedback-by-page': (r: PageFeedback) => r,
  feedback: (r: Feedback) => ({
    id: r.id,
    path: r.path,
    comment: r.comment,
    createdAt: r.createdAt,
    helpful: r.helpful
  }),
  searches: (r: Search) => r,
  assistant: (r: Conversation) => ({
    id: r.id,
    timestamp: r.timestamp,
    query: r.query,
    responseType: r.responseType,
    resolutionStatus: r.resolutionStatus,
    queryCategory: r.queryCategory
  }),
  visitors: (r: PageCounts) => ({ path: r.path, human: r.human, ai: r.ai, total: r.total })
}

export const isHead = (name: string): name is HeadName => name in SLIM

/** A page of `name` as the digest keeps it: the fields it uses of each row. */
export function slim<N extends HeadName>(name: N, page: ReportPage<unknown>): Head<HeadRows[N]> {
  const row = SLIM[name] as (row: unknown) => HeadRows[N]
  return { rows: page.rows.map(row), hasMore: page.hasMore, next: page.next }
}

/** No page of any report kept (a step without a digest keeps only the pages visited). */
export const NO_PAGES: { readonly [N in HeadName]: number } = Object.freeze({
  'feedback-by-page': 0,
  feedback: 0,
  assistant: 0,
  searches: 0,
  visitors: 0
})
/** The first page of visitors of the period before, which the digest compares AI traffic with. */
export const PREVIOUS_PAGES = 1
/** The most paths of visited pages kept from the export (its budget fetches fewer). */
const MAX_SITE_PATHS = 100_000

export class HeadPages {
  private readonly pages = new Map<string, Head<unknown>[]>()
  /** The paths of the pages visited in the step's range, from the export's visitors or views. */
  private readonly visited = new Map<string, { paths: Set<string>; pages: number; complete: boolean }>() // prettier-ignore

  /**
   * `caps`: how many first pages of each report the digest reads, of the step's `range`; and the
   * first page of visitors of `previous` (the period before, which the digest compares with).
   */
  constructor(
    private readonly caps: { readonly [N in HeadName]: number },
    private readonly range: Range,
    private readonly previous?: Range
  ) {}

  /**
   * An exported page (index from 0, in order): kept if the digest reads it. True when kept: the
   * digest will not ask for it.
   */
  keep(name: ReportName, range: Range, index: number, page: ReportPage<unknown>): boolean {
    if (!isHead(name)) return false
    const key = keyOf(name, range)
    const previous = name === 'visitors' && this.previous && keyOf(name, this.previous) === key
    if (key !== keyOf(name, this.range) && !previous) return false
    if (index >= (previous ? PREVIOUS_PAGES : this.caps[name])) return false
    const kept = this.pages.get(key) ?? []
    if (index !== kept.length) return false // only the pages from the first on, one after the other
    kept.push(slim(name, page))
    this.pages.set(key, kept)
    return true
  }

  /**
   * An exported page of `visitors` or `views` (index from 0, in order): its paths are pages the
   * site has (the digest checks pages voted down against them). Whole once the last page came.
   */
  visit(name: ReportName, range: Range, index: number, page: ReportPage<unknown>): void {
    if ((name !== 'visitors' && name !== 'views') || keyOf('visitors', range) !== keyOf('visitors', this.range)) return // prettier-ignore
    const seen = this.visited.get(name) ?? { paths: new Set<string>(), pages: 0, complete: false }
    this.visited.set(name, seen)
    if (index !== seen.pages || seen.paths.size + page.rows.length > MAX_SITE_PATHS) return
    for (const row of page.rows as { path?: unknown }[]) {
      const path = typeof row.path === 'string' ? sitePathOf(row.path) : undefined
      if (path !== undefined) seen.paths.add(path)
    }
    seen.pages++
    seen.complete = !page.hasMore
  }

  /** Every page visited in the step's range, when the export read `visitors` or `views` whole. */
  site(): SitePages | undefined {
    const whole = [...this.visited.values()].find((seen) => seen.complete)
    return whole && { paths: whole.paths, complete: true }
  }

  /** The page at `index` of `name` for `range`, if the export fetched it. */
  get<N extends HeadName>(name: N, range: Range, index: number): Head<HeadRows[N]> | undefined {
    return this.pages.get(keyOf(name, range))?.[index] as Head<HeadRows[N]> | undefined
  }
}

const keyOf = (name: HeadName, range: Range): string =>
  `${name}\n${range.dateFrom ?? ''}\n${range.dateTo ?? ''}`
