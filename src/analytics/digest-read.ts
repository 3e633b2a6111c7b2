/**
 * What the digest reads, and its own bounded plan of requests: only the heads of the ordered
 * operations, never a whole export. Each page at the operation's largest limit, each request
 * asking the step's budget (the one the export uses) first, and a page the export already
 * fetched taken from it (heads.ts) instead:
 *
 * | read                                   | at most | stops early when                              |
 * | -------------------------------------- | ------- | --------------------------------------------- |
 * | feedback/by-page (one page of 100)     | 1       |                                               |
 * | feedback, newest first (100 a page)    | 3       | no page is voted down, or each has its quotes |
 * | assistant, newest first (1000 a page)  | 2       | no more                                       |
 * | searches by hits (100 a page)          | 2       | the hits fall below a signal's, or enough     |
 * | visitors' first page, now and before   | 1 + 1   | (only with a whole range)                     |
 * | a transcript per thread                | N       | `assistant-threads: N`                        |
 *
 * so at most 10 requests, and one per transcript. A read that the budget, the deadline or the
 * service stops leaves a gap, which the digest names; the rest is still read.
 */
import { ApiError, isSegment, type CallOptions, type PageCounts } from '../api/index.js'
import type { ReportsClient } from '../api/reports-client.js'
import type { AssistantThread } from '../api/index.js'
import { BudgetSpent, type RequestBudget } from '../export/budget.js'
import { MAX_ASSISTANT_THREADS } from './constants.js'
import { DIGEST_PAGES, previousRange } from './reserve.js'
import {
  slim,
  type Conversation,
  type Feedback,
  type HeadName,
  type HeadPages,
  type HeadRows,
  type PageFeedback,
  type Range,
  type Search
} from './heads.js'
import { REPORTS, type ReportSpec } from './reports.js'
import type { AnalyticsSettings } from './settings.js'

// The plan's parts, where the tests and the export import them from.
export {
  DIGEST_MAX_REQUESTS,
  DIGEST_PAGES,
  digestPlan,
  previousRange,
  type DigestPlan
} from './reserve.js'
import {
  MAX_PER_KIND,
  MIN_SEARCH_HITS,
  pageSignals,
  pagesWanting,
  questionSignals,
  searchSignals,
  sitePathOf,
  type SitePages
} from './signals.js'

export type Message = AssistantThread['messages'][number]

export interface DigestData {
  byPage: PageFeedback[]
  /** feedback/by-page said it had more pages than the 100 it gives. */
  byPageHasMore: boolean
  feedback: Feedback[]
  conversations: Conversation[]
  searches: Search[]
  /** With a whole range: the first page of visitors now and in the period before. */
  visitors?: {
    now: PageCounts[]
    before: { rows: PageCounts[]; hasMore: boolean }
    previous: Required<Range>
  }
  /** Transcripts fetched, by thread id, in the order fetched. */
  threads: Map<string, Message[]>
  /** Transcripts asked for (assistant-threads, or fewer conversations). */
  threadsAsked: number
  /** Threads asked for whose transcript did not come (gone, or the budget). */
  threadsMissing: number
  /**
   * The site's pages that readers visited in the period, as read (the export's whole visitors or
   * views, or the digest's head of visitors); none when they could not be read.
   */
  site?: SitePages
  /** The parts read (from their first page on), whatever rows they held. */
  read: Set<HeadName>
  /** What could not be read, and why: one plain sentence each. */
  gaps: string[]
}

export interface ReadIo {
  client: ReportsClient
  budget: RequestBudget
  call: CallOptions
  heads?: HeadPages
  /** An error once no request may go any more (the deadline, a cancel). */
  stop(): Error | undefined
}

export async function readForDigest(settings: AnalyticsSettings, io: ReadIo): Promise<DigestData> {
  const digest = settings.digestFile !== ''
  const range: Range = { dateFrom: settings.dateFrom, dateTo: settings.dateTo }
  const data: DigestData = { byPage: [], byPageHasMore: false, feedback: [], conversations: [], searches: [], threads: new Map(), threadsAsked: 0, threadsMissing: 0, read: new Set(), gaps: [], site: io.heads?.site() } // prettier-ignore
  const heads = async (
    name: HeadName,
    at: Range,
    more: (rows: never[]) => boolean,
    label: string
  ) => {
    const head = await readHead(settings, io, name, at, more, label, data.gaps)
    if (head.pages > 0 && at === range) data.read.add(name)
    return head
  }

  const now = digest ? await readPages(settings, data, range, heads) : undefined
  if (digest || settings.assistantThreads > 0) {
    const assistant = await heads('assistant', range, () => true, 'assistant conversations')
    data.conversations = assistant.rows as Conversation[]
  }
  if (digest) {
    const least = Math.max(MIN_SEARCH_HITS, settings.digestThresholds.searches)
    const searches = await heads('searches', range, (rows: Search[]) => (rows.at(-1)?.hits ?? 0) >= least && searchSignals(rows).length < MAX_PER_KIND, 'searches') // prettier-ignore
    data.searches = searches.rows as Search[]
    const previous = previousRange(range)
    if (previous && now?.length) {
      const before = await heads('visitors', previous, () => false, 'visitors of the period before')
      if (!before.gap) {
        data.visitors = { now, before: { rows: before.rows as PageCounts[], hasMore: before.hasMore }, previous } // prettier-ignore
      }
    }
  }
  if (settings.assistantThreads > 0) await readThreads(settings, io, data)
  return data
}

/** The pages of the site among visitors rows (a full URL is none: sitePathOf). */
const sitePaths = (rows: readonly PageCounts[]): Set<string> =>
  new Set(rows.flatMap((row) => sitePathOf(row.path) ?? []))

type ReadHeads = (
  name: HeadName,
  at: Range,
  more: (rows: never[]) => boolean,
  label: string
) => Promise<{ rows: unknown[]; hasMore: boolean; gap?: string }>

/**
 * Pages voted down, the site's pages they are checked against, and the comments of those that
 * stand: feedback by page; the most visited pages, until each page voted down with enough votes
 * is among them (the export's whole visitors or views instead, when it read them); the newest
 * feedback, until each page that stands has its comments. The most visited pages read, for AI
 * traffic (with a whole range, read in any case).
 */
async function readPages(
  settings: AnalyticsSettings,
  data: DigestData,
  range: Range,
  heads: ReadHeads
): Promise<PageCounts[] | undefined> {
  const byPage = await heads('feedback-by-page', range, () => false, 'feedback by page')
  data.byPage = byPage.rows as PageFeedback[]
  data.byPageHasMore = byPage.hasMore
  // The pages with the votes of a finding, one a page; a full URL is no page of the site.
  const voted = pageSignals(data.byPage, [])
    .filter((s) => s.thumbsDown >= settings.digestThresholds.votes)
    .flatMap((s) => sitePathOf(s.path) ?? [])
  const exported = data.site
  const unseen = (rows: PageCounts[]): boolean => {
    if (exported) return false
    const paths = sitePaths(rows)
    return voted.some((path) => !paths.has(path))
  }
  let now: PageCounts[] | undefined
  if ((voted.length > 0 && !exported) || previousRange(range)) {
    const head = await heads('visitors', range, unseen, 'visitors of the period')
    now = head.rows as PageCounts[]
    // The pages read stand, a later page failing or not (the gap says so): only none read leaves
    // the pages voted down unchecked.
    if (!exported && now.length > 0) {
      const complete = !head.hasMore && !head.gap
      data.site = { paths: sitePaths(now), complete }
    }
  }
  const site = data.site
  const standing = new Set(voted.filter((path) => !site || site.paths.has(path)))
  const rows = data.byPage.filter((p) => standing.has(sitePathOf(p.path) ?? ''))
  if (rows.length > 0) {
    const feedback = await heads('feedback', range, (read: Feedback[]) => pagesWanting(pageSignals(rows, read)) > 0, 'feedback comments') // prettier-ignore
    data.feedback = feedback.rows as Feedback[]
  }
  return now
}

/**
 * The conversations whose transcripts are fetched: those the digest lists first (its questions,
 * in its order), then the newest others. An id that cannot name a thread in a request (empty,
 * `.`, `..`: base-url.ts) is passed over, into `skipped`, and the next conversation takes its place.
 */
export function threadOrder(
  conversations: readonly Conversation[],
  count: number,
  skipped: string[] = [],
  /** `digest-thresholds`' questions: groups with less evidence are not listed first. */
  least = 0
): string[] {
  const ids: string[] = []
  // The question groups in the digest's order (strongest first), each group's questions in its.
  const listed = questionSignals(conversations).filter((signal) => signal.score >= least)
  for (const signal of listed.slice(0, MAX_PER_KIND)) {
    for (const q of signal.questions) ids.push(q.id)
  }
  const first = new Set(ids)
  const rest = conversations.filter((c) => !first.has(c.id))
  for (const c of [...rest].sort((a, b) => (b.timestamp ?? '').localeCompare(a.timestamp ?? ''))) {
    ids.push(c.id)
  }
  const chosen: string[] = []
  for (const id of new Set(ids)) {
    if (chosen.length >= Math.min(count, MAX_ASSISTANT_THREADS)) break
    if (isSegment(id)) chosen.push(id)
    else skipped.push(id)
  }
  return chosen
}

async function readThreads(
  settings: AnalyticsSettings,
  io: ReadIo,
  data: DigestData
): Promise<void> {
  const skipped: string[] = []
  const ids = threadOrder(data.conversations, settings.assistantThreads, skipped, settings.digestThresholds.questions) // prettier-ignore
  // One odd row stops nothing: its transcript alone is left out, and said (a warning, the digest).
  for (const id of skipped) {
    data.gaps.push(`The transcript of the conversation ${JSON.stringify(id)} was skipped: its id cannot name a thread in a request.`) // prettier-ignore
  }
  data.threadsAsked = ids.length
  let gone = 0
  for (const [i, id] of ids.entries()) {
    const stopped = io.stop() ?? (io.budget.left > 0 ? undefined : new BudgetSpent(io.budget.max))
    if (stopped) {
      data.threadsMissing += ids.length - i
      data.gaps.push(`${ids.length - i} of ${ids.length} transcripts were not fetched: ${stopped.message}.`) // prettier-ignore
      break
    }
    try {
      const thread = await io.client.getAssistantThread(id, io.call)
      data.threads.set(id, thread.messages)
    } catch (error) {
      // A retry the budget refused (the client asks it before every attempt).
      if (error instanceof BudgetSpent) {
        data.threadsMissing += ids.length - i
        data.gaps.push(`${ids.length - i} of ${ids.length} transcripts were not fetched: ${error.message}.`) // prettier-ignore
        break
      }
      if (!(error instanceof ApiError)) throw error
      data.threadsMissing++
      // A thread the service no longer has is one missing transcript; anything else ends them.
      if (error.status === 404) {
        gone++
        continue
      }
      data.threadsMissing += ids.length - i - 1
      data.gaps.push(`Transcripts: ${error.message}`)
      break
    }
  }
  if (gone) data.gaps.push(`${gone} transcripts were not found (404).`)
}

/**
 * The first pages of `name` for `range`, while `more` says the rows so far need another page
 * (and the service has one): from the export's pages where it has them, else asked for.
 */
async function readHead<N extends HeadName>(
  settings: AnalyticsSettings,
  io: ReadIo,
  name: N,
  range: Range,
  more: (rows: never[]) => boolean,
  label: string,
  gaps: string[]
): Promise<{ rows: HeadRows[N][]; hasMore: boolean; pages: number; gap?: string }> {
  const spec = REPORTS[name] as ReportSpec<unknown>
  const rows: HeadRows[N][] = []
  let hasMore = false
  let cursor: string | undefined
  let index = 0
  // Offset reports (visitors) page by rows read; the others by the cursor the last page gave.
  const offsets = spec.paging === 'offset'
  for (; index < DIGEST_PAGES[name]; index++) {
    if (index > 0 && (!hasMore || (!offsets && !cursor) || !more(rows as never[]))) break
    let page = io.heads?.get(name, range, index)
    if (!page) {
      const stopped = io.stop() ?? (io.budget.left > 0 ? undefined : new BudgetSpent(io.budget.max))
      const gap = stopped?.message
      if (gap === undefined) {
        try {
          const got = await spec.fetch(
            io.client,
            {
              dateFrom: range.dateFrom,
              dateTo: range.dateTo,
              limit: spec.limit,
              cursor,
              offset: offsets ? index * spec.limit : undefined,
              source: settings.feedbackSource || undefined,
              status: settings.feedbackStatus || undefined
            },
            io.call
          )
          page = slim(name, got)
        } catch (error) {
          if (!(error instanceof ApiError) && !(error instanceof BudgetSpent)) throw error
          gaps.push(`${capital(label)}: ${error.message}`)
          return { rows, hasMore, pages: index, gap: error.message }
        }
      } else {
        gaps.push(`${capital(label)}: ${index === 0 ? 'not read' : 'read in part'}: ${gap}.`)
        return { rows, hasMore, pages: index, gap }
      }
    }
    rows.push(...page.rows)
    hasMore = page.hasMore
    cursor = page.next ?? undefined
  }
  return { rows, hasMore, pages: index }
}

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1)
