/**
 * Documentation searches (analytics.openapi.json: `searches`): distinct search terms over the
 * window, each a list of search events, some followed by a click on a result page. Hits fall off
 * a long tail (a few terms searched hundreds of times, most once or twice). Most terms find what
 * readers want; some are clicked rarely (low click-through), some never (no clicked page: typos,
 * and things the docs do not cover), and two popular terms stop being clicked in the latest week
 * (trends.ts). A range's rows are aggregated from the events in it: hits, click-through rate
 * (clicks / hits, a fraction from 0 to 1), the most clicked page and the last search; ordered by
 * hits, descending, then by term.
 */
import { pagePath } from './visitors.js'
import { hash, iso, random, timeDrawer, type Window } from './seed.js'
import { latestWeekOf, unclickedTerms } from './trends.js'

export interface SearchRow {
  searchQuery: string
  hits: number
  ctr: number
  topClickedPage: string | null
  lastSearchedAt: string
}

/** The search events of one term: when, and which of its pages was clicked (-1: none). */
export interface SearchTerm {
  searchQuery: string
  pages: string[]
  times: number[]
  clicks: number[]
}

const TOPICS = [
  'api key',
  'authentication',
  'webhooks',
  'rate limit',
  'pagination',
  'install',
  'python sdk',
  'node sdk',
  'custom domain',
  'analytics',
  'search',
  'navigation',
  'openapi',
  'components',
  'code blocks',
  'dark mode',
  'redirects',
  'sso',
  'billing',
  'deploy',
  'preview deployments',
  'github app',
  'gitlab',
  'ci',
  'cli',
  'broken links',
  'versioning',
  'localization',
  'feedback',
  'assistant',
  'errors',
  'oauth',
  'tokens',
  'environment variables',
  'images',
  'tables',
  'tabs',
  'callouts',
  'sidebar',
  'seo',
  'sitemap',
  'llms.txt',
  'mcp server',
  'export pdf',
  'permissions',
  'team members',
  'audit log',
  'changelog',
  'migration',
  'self hosting'
]
const BEFORE = ['', 'how to', 'configure', 'error', 'example', 'delete', 'update', 'list']
const AFTER = ['', 'not working', 'example', 'limit', 'v2', 'react', 'python', 'curl', 'docs']
// Terms the docs do not answer: nobody clicks a result.
const NOTHING_FOUND = [
  'graphql',
  'soap api',
  'on premise',
  'salesforce',
  'authentcation',
  'webhoks',
  'pagnation',
  'ratelimit 429',
  'delete account',
  'refund'
]

/** The `index`-th term: the bare topics first (the most searched), then their variants. */
function termAt(index: number): string {
  if (index < TOPICS.length) return TOPICS[index] as string
  let n = index - TOPICS.length
  if (n < NOTHING_FOUND.length) return NOTHING_FOUND[n] as string
  n -= NOTHING_FOUND.length
  const topic = TOPICS[n % TOPICS.length] as string
  const variant = Math.floor(n / TOPICS.length)
  const before = BEFORE[variant % BEFORE.length] as string
  const after = AFTER[Math.floor(variant / BEFORE.length) % AFTER.length] as string
  const round = Math.floor(variant / (BEFORE.length * AFTER.length))
  const words = [before, topic, after, round > 0 ? String(round + 1) : ''].filter(Boolean)
  // Every combination once: the variant (0, 0) is the bare topic, already taken.
  return variant === 0 ? `${topic} docs` : words.join(' ')
}

/** `count` distinct terms of `projectId`, each searched at least once in `window`. */
export function seedSearches(
  projectId: string,
  count: number,
  window: Window,
  pages: number,
  trends: boolean
): SearchTerm[] {
  const rand = random(`${projectId}:searches:${window.start}:${window.end}`)
  const when = timeDrawer(window, trends)
  const lately = latestWeekOf(window, trends)
  const unclicked = unclickedTerms(projectId)
  const days = (window.end - window.start) / 86_400_000
  // The head of the tail grows with the site's audience (more terms, more searches).
  const head = 4 * Math.max(1, count) ** 0.6 * Math.max(1, days / 30)
  const terms: SearchTerm[] = []
  const seen = new Set<string>()
  for (let rank = 0; terms.length < count; rank++) {
    const searchQuery = termAt(rank)
    if (seen.has(searchQuery)) continue
    seen.add(searchQuery)
    const h = hash(`${projectId}:search:${searchQuery}`)
    // The bare topics are what the docs are about: readers find them.
    const nothing = NOTHING_FOUND.includes(searchQuery) || (rank >= TOPICS.length && h % 10 === 0)
    // Click-through: most terms 25 to 85 %, one in six rarely (3 to 12 %), some never.
    const ctr = nothing
      ? 0
      : h % 6 === 0
        ? 0.03 + ((h >>> 8) % 10) / 100
        : 0.25 + ((h >>> 8) % 61) / 100
    const hits = Math.max(1, Math.round((head / (terms.length + 1) ** 0.85) * (0.7 + rand() * 0.6)))
    // Results are mostly the site's popular pages.
    const candidates = Array.from({ length: 1 + (h % 3) }, (_, i) =>
      pagePath(
        Math.floor(Math.max(1, Math.min(pages, 300)) * (((h >>> (4 + i * 7)) % 1000) / 1000) ** 3)
      )
    )
    const term: SearchTerm = { searchQuery, pages: candidates, times: [], clicks: [] }
    for (let i = 0; i < hits; i++) {
      const at = when(rand)
      term.times.push(at)
      // The first result takes most clicks; none in the latest week for a term whose page moved.
      const click = rand() < ctr ? (rand() < 0.7 ? 0 : Math.floor(rand() * candidates.length)) : -1
      term.clicks.push(at >= lately && unclicked.includes(rank) ? -1 : click)
    }
    terms.push(term)
  }
  return terms
}

/**
 * A term a test adds (POST /_sim/analytics/searches): `hits` searches (default 1) at
 * `lastSearchedAt`, `ctr` of them (default 0) clicking `topClickedPage`. Throws a message naming
 * a field of the wrong type.
 */
export function searchFrom(input: Record<string, unknown>, defaultAt: number): SearchTerm {
  const { searchQuery, hits = 1, ctr = 0, topClickedPage = null } = input
  const lastSearchedAt = input.lastSearchedAt ?? iso(defaultAt)
  if (typeof searchQuery !== 'string') throw new Error('searchQuery must be a string')
  if (typeof hits !== 'number' || !Number.isInteger(hits) || hits < 1 || hits > 1_000_000) {
    throw new Error('hits must be a whole number from 1 to 1000000')
  }
  if (typeof ctr !== 'number' || ctr < 0 || ctr > 1) throw new Error('ctr must be from 0 to 1')
  if (topClickedPage !== null && typeof topClickedPage !== 'string') {
    throw new Error('topClickedPage must be a string or null')
  }
  const at = typeof lastSearchedAt === 'string' ? Date.parse(lastSearchedAt) : NaN
  if (Number.isNaN(at)) throw new Error('lastSearchedAt must be an ISO 8601 time')
  const clicked = topClickedPage === null ? 0 : Math.round(hits * ctr)
  return {
    searchQuery,
    pages: topClickedPage === null ? [] : [topClickedPage],
    times: Array.from({ length: hits }, () => at),
    clicks: Array.from({ length: hits }, (_, i) => (i < clicked ? 0 : -1))
  }
}

/** The rows of [from, to), most hits first, and the searches they add up to. */
export function aggregate(
  terms: SearchTerm[],
  from: number,
  to: number
): { rows: SearchRow[]; totalSearches: number } {
  // Terms added under a seeded term's words count with it, as the service counts words.
  const byQuery = new Map<string, { hits: number; clicks: Map<string, number>; last: number }>()
  let totalSearches = 0
  for (const term of terms) {
    for (let i = 0; i < term.times.length; i++) {
      const at = term.times[i] as number
      if (at < from || at >= to) continue
      let row = byQuery.get(term.searchQuery)
      if (!row) {
        row = { hits: 0, clicks: new Map(), last: at }
        byQuery.set(term.searchQuery, row)
      }
      row.hits++
      row.last = Math.max(row.last, at)
      totalSearches++
      const page = term.pages[term.clicks[i] as number]
      if (page !== undefined) row.clicks.set(page, (row.clicks.get(page) ?? 0) + 1)
    }
  }
  const rows: SearchRow[] = []
  for (const [searchQuery, { hits, clicks, last }] of byQuery) {
    let top: string | null = null
    let clicked = 0
    for (const [page, n] of clicks) {
      clicked += n
      if (top === null || n > (clicks.get(top) as number)) top = page
    }
    rows.push({
      searchQuery,
      hits,
      ctr: Math.round((clicked / hits) * 10_000) / 10_000,
      topClickedPage: top,
      lastSearchedAt: iso(last)
    })
  }
  rows.sort(
    (a, b) =>
      b.hits - a.hits ||
      (a.searchQuery < b.searchQuery ? -1 : a.searchQuery > b.searchQuery ? 1 : 0)
  )
  return { rows, totalSearches }
}
