/**
 * How the seeded analytics move over time, so that a week differs from the week before as a live
 * site's do: `compare: previous` shows changes, the summary movers, the digest pages whose AI
 * traffic grew and what went wrong lately. Every trend is anchored at the end of the seeded window
 * (`analytics.until`, default today: the clock the simulator already places its window by) and
 * depends only on the project and the page or term, so the same query has the same answer.
 *
 * - Over the window's last four weeks each page's human visitors drift from 40 % fewer to 80 %
 *   more (most pages gain: the site grows about 4 % a week), and one page in thirty draws AI
 *   agents faster each week over the last three (up to five times as many); other pages' AI
 *   visitors stay as they were.
 * - Readers' activity (feedback, searches, assistant conversations) grows with the site: the
 *   window's last four weeks weigh more and more (seed.ts's time drawer).
 * - In the latest week, two popular pages broke: their readers leave much more feedback, nearly
 *   all of it thumbs down; two popular search terms stop being clicked (the page they led to
 *   moved); and readers ask the assistant more questions the docs do not cover, half of them
 *   about a feature the docs do not describe yet.
 *
 * Before the window's last four weeks nothing moves: a range that ends before them reads as it
 * always did. With `analytics.trends: false` nothing moves at all: every week alike.
 */
import { DAY_MS, hash, type Window } from './seed.js'

export const WEEK_MS = 7 * DAY_MS
/** How long the site's own trends (and readers' activity) take to build up before the anchor. */
const TREND_MS = 4 * WEEK_MS
/** How long a page drawing AI agents has been drawing them. */
const AI_RISE_MS = 3 * WEEK_MS

/**
 * The integral over [from, to) of a ramp that is 0 until `start`, rises linearly to 1 at `end`
 * and stays 1, in days: the days a trend adds to the range at its full strength.
 */
export function rampDays(from: number, to: number, start: number, end: number): number {
  const upTo = (x: number): number =>
    x <= start ? 0 : x <= end ? (x - start) ** 2 / (2 * (end - start)) : (end - start) / 2 + x - end
  return to > from ? (upTo(to) - upTo(from)) / DAY_MS : 0
}

/**
 * The days of [from, to) each rate of a page counts for, with its trends: the human and the AI
 * rates'. `anchor` is the seeded window's end; without one, nothing moves.
 */
export function trendDays(
  projectId: string,
  path: string,
  span: { from: number; to: number },
  anchor: number | undefined
): { human: number; ai: number } {
  const days = Math.max(0, span.to - span.from) / DAY_MS
  if (anchor === undefined) return { human: days, ai: days }
  const h = hash(`${projectId}:trend:${path}`)
  const recent = rampDays(span.from, span.to, anchor - TREND_MS, anchor)
  const human = -0.4 + (h % 121) / 100
  // One page in thirty draws AI agents: 1 to 4 times more of them at the anchor.
  const aiRise = (h >>> 20) % 30 === 7 ? 1 + ((h >>> 8) % 31) / 10 : 0
  const rising = aiRise ? rampDays(span.from, span.to, anchor - AI_RISE_MS, anchor) : 0
  return { human: days + human * recent, ai: days + aiRise * rising }
}

/** When the window's latest week starts (where things went wrong lately); never when still. */
export const latestWeekOf = (window: Window, trends: boolean): number =>
  trends ? window.end - WEEK_MS : Infinity

/** Two of a list's first `among` items (by index), picked by the project: the same two each time. */
function twoOf(projectId: string, what: string, among: number, from = 0): number[] {
  if (among - from < 2) return []
  const h = hash(`${projectId}:${what}`)
  const first = from + (h % (among - from))
  const second = from + ((first - from + 1 + ((h >>> 12) % (among - from - 1))) % (among - from))
  return [first, second]
}

/** The indexes (visitors.ts's pagePath) of the two popular pages that broke in the latest week. */
export const brokenPages = (projectId: string, pages: number): number[] =>
  twoOf(projectId, 'broken pages', Math.min(pages, 25), 1)

/** The ranks (searches.ts's bare topics) of the two terms nobody clicks in the latest week. */
export const unclickedTerms = (projectId: string): number[] =>
  twoOf(projectId, 'unclicked terms', 12)

/** The share of the latest week's feedback that goes to the broken pages. */
export const BROKEN_SHARE = 0.15

/** What readers of a broken page say (and most of them vote it down). */
export const BROKEN_COMMENTS = [
  'This worked last week; now the example fails with a 404.',
  'The page changed and the steps no longer match the product.',
  'Since the last update the code sample throws an error.',
  'The link in step 2 now goes to a page that does not exist.'
]

/** Questions about a feature the docs do not describe yet (the latest week's new topic). */
export const NEW_FEATURE = {
  category: 'MCP server',
  questions: [
    'How do I connect the new MCP server to my editor?',
    'Does the MCP server work with private docs?',
    'Which tools does the MCP server expose?'
  ]
}
