/**
 * The signals of reader struggle the digest lists, and their ranking (docs/analytics.md says it
 * for users). Pure functions of the rows read: no request, no clock.
 *
 * Each signal's score estimates how many readers it stands for, in one unit across kinds:
 * - a page voted down: its thumbs down, weighted by the share of its votes that are down
 *   (`down × down / (down + up)`): a page most readers found unhelpful comes before a popular
 *   page that drew as many down votes among many more up votes;
 * - unanswered assistant questions, grouped by category (or, without one, by the question):
 *   the unanswered ones count 1, those answered with a clarifying question ½ (the reader could
 *   still get an answer);
 * - a search with many hits and a low click-through or no result clicked: the searches that
 *   clicked nothing, `hits × (1 − ctr)`.
 * They are ranked together, strongest first. A page whose AI traffic grew is no reader's
 * struggle: those come after them, by AI visitors gained. A signal needs the least evidence of
 * `digest-thresholds` (thresholds.ts), and a page voted down must be one of the site's pages
 * that readers visited in the period, as far as the visitors read tell (`SitePages`).
 */
import type { Conversation, Feedback, PageFeedback, Search } from './heads.js'
import type { PageCounts } from '../api/index.js'
import type { Thresholds } from './thresholds.js'
import { pathOf, sitePathOf, type SitePages } from './site-pages.js'

export { pathOf, sitePathOf, type SitePages }

/** A search term needs at least this many hits to be a signal: one search is noise. */
export const MIN_SEARCH_HITS = 2
/** Click-through below this (a fraction) is low; seeded "rarely clicked" terms are 3–12 %. */
export const LOW_CTR = 0.15
/** The most signals of one kind the digest lists: the strongest, the rest said left out. */
export const MAX_PER_KIND = 20
/** Recent comments quoted per page, questions per group. */
export const COMMENTS_PER_PAGE = 3
export const QUESTIONS_PER_GROUP = 5
/** A clarifying question counts half an unanswered one. */
const CLARIFYING_WEIGHT = 0.5

export const KINDS = ['page', 'question', 'search', 'ai'] as const
export type Kind = (typeof KINDS)[number]

export interface PageSignal {
  kind: 'page'
  score: number
  path: string
  thumbsDown: number
  thumbsUp: number
  /** Every feedback entry of the page in the range (filters applied). */
  total: number
  /** Its recent comments of readers not pleased (newest first), and how many the read held. */
  comments: { text: string; at: string | null }[]
  commentsSeen: number
}

export interface Question {
  text: string
  /** How many conversations asked it (same words, case and spacing aside). */
  count: number
  unanswered: boolean
  /** Its newest conversation: the thread whose transcript may be fetched. */
  id: string
  at: string | null
}

export interface QuestionSignal {
  kind: 'question'
  score: number
  /** The service's category; null: a question without one, a group of its own. */
  category: string | null
  unanswered: number
  clarifying: number
  questions: Question[]
}

export interface SearchSignal {
  kind: 'search'
  score: number
  term: string
  hits: number
  /** Click-through as a fraction from 0 to 1. */
  ctr: number
  topClickedPage: string | null
}

export interface AiSignal {
  kind: 'ai'
  score: number
  path: string
  ai: number
  /** AI visitors in the period before; when `beforeKnown` is false, the most it can have been. */
  before: number
  beforeKnown: boolean
}

export type Signal = PageSignal | QuestionSignal | SearchSignal | AiSignal

const byScore =
  <T extends { score: number }>(key: (s: T) => string) =>
  (a: T, b: T) =>
    b.score - a.score || (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)

/**
 * The pages voted down, one signal a page: rows of one page written two ways (a trailing slash)
 * are added up under its path. A row whose path is a full URL stays apart, as written (it is no
 * page of the site: `findings` leaves it out).
 */
export function pageSignals(
  pages: readonly PageFeedback[],
  feedback: readonly Feedback[]
): PageSignal[] {
  const merged = new Map<string, PageFeedback>()
  for (const p of pages) {
    const path = sitePathOf(p.path) ?? p.path
    const seen = merged.get(path)
    merged.set(path, seen ? { ...seen, thumbsDown: seen.thumbsDown + p.thumbsDown, thumbsUp: seen.thumbsUp + p.thumbsUp, total: seen.total + p.total } : { ...p, path }) // prettier-ignore
  }
  const signals = [...merged.values()]
    .filter((p) => p.thumbsDown > 0)
    .map((p): PageSignal => ({
      kind: 'page',
      score: (p.thumbsDown * p.thumbsDown) / (p.thumbsDown + p.thumbsUp),
      path: p.path,
      thumbsDown: p.thumbsDown,
      thumbsUp: p.thumbsUp,
      total: p.total,
      comments: [],
      commentsSeen: 0
    }))
    .sort(byScore((s) => s.path))
  const byPath = new Map(signals.filter((s) => sitePathOf(s.path)).map((s) => [s.path, s]))
  const newest = [...feedback].sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''))
  for (const entry of newest) {
    const text = entry.comment?.trim()
    // A thumbs up's comment is praise; the rest (down, code, agent) say what is wrong.
    if (!text || entry.helpful === true) continue
    const signal = byPath.get(sitePathOf(pathOf(entry.path)) ?? '')
    if (!signal) continue
    signal.commentsSeen++
    if (signal.comments.length < COMMENTS_PER_PAGE) {
      signal.comments.push({ text, at: entry.createdAt })
    }
  }
  return signals
}

/** The paths whose comments the digest quotes: it reads feedback until each has its share. */
export function pagesWanting(signals: readonly PageSignal[]): number {
  return signals.slice(0, MAX_PER_KIND).filter((s) => s.comments.length < COMMENTS_PER_PAGE).length
}

const normal = (text: string): string =>
  text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s?.!]+$/, '')
    .trim()

export const isUnanswered = (c: Conversation): boolean => c.resolutionStatus === 'unanswered'
export const isClarifying = (c: Conversation): boolean =>
  !isUnanswered(c) && c.responseType === 'clarifying_question'

/** Newest first, as the service lists them; the rows read may come in any order. */
export function questionSignals(conversations: readonly Conversation[]): QuestionSignal[] {
  const groups = new Map<string, QuestionSignal & { seen: Map<string, Question> }>()
  const newest = [...conversations].sort((a, b) => (b.timestamp ?? '').localeCompare(a.timestamp ?? '')) // prettier-ignore
  // A question the service left without a category joins the category it gave the same words.
  const categoryOf = new Map<string, string>()
  for (const c of newest) {
    const category = c.queryCategory?.trim()
    if (category && !categoryOf.has(normal(c.query))) categoryOf.set(normal(c.query), category)
  }
  for (const c of newest) {
    const unanswered = isUnanswered(c)
    if (!unanswered && !isClarifying(c)) continue
    const category = c.queryCategory?.trim() || categoryOf.get(normal(c.query)) || null
    const key = category ? `c\n${category.toLowerCase()}` : `q\n${normal(c.query)}`
    let group = groups.get(key)
    if (!group) {
      group = { kind: 'question', score: 0, category, unanswered: 0, clarifying: 0, questions: [], seen: new Map() } // prettier-ignore
      groups.set(key, group)
    }
    if (unanswered) group.unanswered++
    else group.clarifying++
    group.score = group.unanswered + CLARIFYING_WEIGHT * group.clarifying
    const asked = group.seen.get(normal(c.query))
    if (asked) {
      asked.count++
      asked.unanswered ||= unanswered
    } else {
      const question = { text: c.query, count: 1, unanswered, id: c.id, at: c.timestamp }
      group.seen.set(normal(c.query), question)
      group.questions.push(question)
    }
  }
  return [...groups.values()]
    .map(({ seen: _seen, ...group }) => ({
      ...group,
      // The most asked first; unanswered before clarified; then the newest.
      questions: [...group.questions]
        .sort((a, b) => b.count - a.count || Number(b.unanswered) - Number(a.unanswered))
        .slice(0, QUESTIONS_PER_GROUP)
    }))
    .sort(byScore((s) => (s.category ?? s.questions[0]?.text ?? '').toLowerCase()))
}

/** A rate as a fraction: the document does not say 0–1 or percent; above 1 is a percentage. */
export const fraction = (ctr: number): number => Math.min(1, ctr > 1 ? ctr / 100 : ctr)

export function searchSignals(searches: readonly Search[]): SearchSignal[] {
  return searches
    .map((s) => ({ ...s, ctr: fraction(s.ctr), topClickedPage: s.topClickedPage || null }))
    .filter((s) => s.hits >= MIN_SEARCH_HITS && (s.topClickedPage === null || s.ctr < LOW_CTR))
    .map((s): SearchSignal => ({
      kind: 'search',
      // Whole searches: 65 × (1 − 3/65) is 62, not 61.99999999999999 below a threshold of 62.
      score: Math.round(s.hits * (1 - s.ctr) * 1e6) / 1e6,
      term: s.searchQuery,
      hits: s.hits,
      ctr: s.ctr,
      topClickedPage: s.topClickedPage
    }))
    .sort(byScore((s) => s.term))
}

/**
 * Growth of AI visitors per page, from the first page of visitors of this period and of the one
 * before (each the most visited pages). A page missing from the earlier head had at most that
 * head's smallest total then (its AI count is part of its total): that bound is used, so the
 * growth shown is never more than the real one.
 */
export function aiSignals(
  now: readonly PageCounts[],
  before: { rows: readonly PageCounts[]; hasMore: boolean }
): AiSignal[] {
  const earlier = new Map(before.rows.map((r) => [r.path, r.ai]))
  const floor = before.hasMore ? Math.min(...before.rows.map((r) => r.total)) : 0
  return now
    .map((r): AiSignal => {
      const known = earlier.get(r.path)
      const then = known ?? (Number.isFinite(floor) ? floor : 0)
      return {
        kind: 'ai',
        score: r.ai - then,
        path: r.path,
        ai: r.ai,
        before: then,
        beforeKnown: known !== undefined || !before.hasMore
      }
    })
    .filter((s) => s.score > 0)
    .sort(byScore((s) => s.path))
}

/** The evidence a threshold is held against: the readers a signal stands for, unweighted. */
export function evidence(signal: Signal): number {
  return signal.kind === 'page' ? signal.thumbsDown : signal.score
}

const THRESHOLD: { readonly [K in Kind]: keyof Thresholds } = {
  page: 'votes',
  question: 'questions',
  search: 'searches',
  ai: 'aiVisitors'
}

/** What the ranking kept, and what it passed over. */
export interface Findings {
  /** Strongest first: readers' struggle, then AI growth; at most MAX_PER_KIND of a kind. */
  ranked: Signal[]
  /** Findings per kind, listed or not (beyond MAX_PER_KIND). */
  found: Record<Kind, number>
  /** Signals with less evidence than `digest-thresholds` asks, per kind. */
  below: Record<Kind, number>
  /** Pages voted down that are not among the site's pages read (`SitePages`). */
  offSite: number
}

const zero = (): Record<Kind, number> => ({ page: 0, question: 0, search: 0, ai: 0 })

/**
 * The digest's findings in its order: the signals with enough evidence, readers' struggle of
 * every kind together by score, then the pages whose AI traffic grew; a page voted down only
 * when `site` has it (unchecked without `site`). Ties go by kind (KINDS' order), then subject.
 */
export function findings(
  lists: { readonly [K in Kind]: readonly Signal[] },
  thresholds: Thresholds,
  site?: SitePages
): Findings {
  const result: Findings = { ranked: [], found: zero(), below: zero(), offSite: 0 }
  const kept: Signal[] = []
  for (const kind of KINDS) {
    for (const signal of lists[kind]) {
      if (evidence(signal) < thresholds[THRESHOLD[kind]]) result.below[kind]++
      else if (signal.kind === 'page' && !onSite(signal.path, site)) {
        result.offSite++
      } else {
        result.found[kind]++
        kept.push(signal)
      }
    }
  }
  const order = (s: Signal): number => (s.kind === 'ai' ? 1 : 0)
  kept.sort(
    (a, b) =>
      order(a) - order(b) ||
      b.score - a.score ||
      KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind) ||
      subjectOf(a).localeCompare(subjectOf(b))
  )
  const listed = zero()
  for (const signal of kept) {
    if (listed[signal.kind]++ < MAX_PER_KIND) result.ranked.push(signal)
  }
  return result
}

/** A page readers visited (unchecked without the site's pages); never a full URL (sitePathOf). */
function onSite(path: string, site: SitePages | undefined): boolean {
  const page = sitePathOf(path)
  return page !== undefined && (!site || site.paths.has(page))
}

/** What a signal is about, for an order that does not depend on the rows' order. */
function subjectOf(signal: Signal): string {
  switch (signal.kind) {
    case 'page':
    case 'ai':
      return signal.path
    case 'search':
      return signal.term
    case 'question':
      return (signal.category ?? signal.questions[0]?.text ?? '').toLowerCase()
  }
}
