/**
 * A generated, deterministic documentation site, its unique visitors and its page views. Each
 * page has daily human and AI rates derived from a hash of (project, path); a range's counts are
 * those rates times the days of the range that fall within the data (2024-01-01 to today), days
 * that count more or less over the last weeks as the page's trends say (trends.ts), so any range
 * is computed without a loop over days.
 * - visitors: totals are deduplicated: a page's total is below human + ai (some visitors are
 *   both), the site's below the sum of its pages (one visitor reads several pages).
 * - views: content view events, counted, not deduplicated: each visitor views a page one or more
 *   times, a page's total is human + ai, and the site's totals are the sums of its pages.
 */
import { trendDays } from './trends.js'

export const DATA_START = Date.UTC(2024, 0, 1)
const DAY_MS = 86_400_000

export interface Row {
  path: string
  human: number
  ai: number
  total: number
}

/** The two analytics that page by path (analytics.openapi.json: `visitors` and `views`). */
export type Metric = 'visitors' | 'views'

export interface Table {
  totals: { human: number; ai: number; total: number }
  rows: Row[]
}

/** FNV-1a: a small, stable hash for deterministic data. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

const SECTIONS = ['guides', 'api-reference', 'concepts', 'integrations', 'changelog', 'sdk']
const FIXED = [
  '/',
  '/quickstart',
  '/installation',
  '/api-reference/introduction',
  '/api-reference/authentication'
]

export function pagePath(index: number): string {
  if (index < FIXED.length) return FIXED[index] as string
  const n = index - FIXED.length
  const section = SECTIONS[n % SECTIONS.length]
  const group = Math.floor(n / 50)
  return group % 3 === 0 ? `/${section}/page-${n}` : `/${section}/topic-${group}/page-${n}`
}

/** The part of [from, to) that holds data (empty: `to` at or before `from`). */
function withData(from: number, to: number, now: number): { from: number; to: number } {
  return { from: Math.max(from, DATA_START), to: Math.min(to, Math.floor(now / DAY_MS) * DAY_MS + DAY_MS) } // prettier-ignore
}

/**
 * The `metric` table of a project for [from, to): rows ordered by total desc, then path, so
 * offset paging is stable. `extraPages` adds pages at the top (the drift of a live service).
 * `anchor` is where the trends end (the seeded window's end); without one nothing moves.
 */
export function buildTable(
  projectId: string,
  metric: Metric,
  pages: number,
  from: number,
  to: number,
  now: number,
  extraPages = 0,
  anchor?: number
): Table {
  const span = withData(from, to, now)
  const rows: Row[] = []
  let human = 0
  let ai = 0
  for (let i = 0; i < pages; i++) {
    const path = pagePath(i)
    const h = hash(`${projectId}:${path}`)
    // Popularity falls with the index (a long tail), scattered by the hash.
    const weight = 1 / (1 + i / 20)
    const humanRate = ((h % 1000) / 10) * weight
    const aiRate = (((h >>> 10) % 400) / 10) * weight
    const days = trendDays(projectId, path, span, anchor)
    const pageHuman = Math.floor(humanRate * days.human)
    const pageAi = Math.floor(aiRate * days.ai)
    if (metric === 'views') {
      // 1 to 3.5 views a visitor, by page.
      const perVisitor = 1 + ((h >>> 24) % 26) / 10
      const viewsHuman = Math.floor(pageHuman * perVisitor)
      const viewsAi = Math.floor(pageAi * perVisitor)
      rows.push({ path, human: viewsHuman, ai: viewsAi, total: viewsHuman + viewsAi })
      human += viewsHuman
      ai += viewsAi
      continue
    }
    const overlap = Math.floor(Math.min(pageHuman, pageAi) * (0.05 + ((h >>> 20) % 20) / 100))
    rows.push({ path, human: pageHuman, ai: pageAi, total: pageHuman + pageAi - overlap })
    human += pageHuman
    ai += pageAi
  }
  for (let i = 0; i < extraPages; i++) {
    const big = 1_000_000 + i
    rows.push({ path: `/new/drift-${i}`, human: big, ai: 0, total: big })
    human += big
  }
  rows.sort((a, b) => b.total - a.total || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  if (metric === 'views') return { totals: { human, ai, total: human + ai }, rows }
  // Visitors read several pages: the site's unique visitors are fewer than the page sum.
  const siteHuman = Math.round(human / 2.6)
  const siteAi = Math.round(ai / 1.9)
  const siteTotal = siteHuman + siteAi - Math.round(Math.min(siteHuman, siteAi) * 0.08)
  return { totals: { human: siteHuman, ai: siteAi, total: siteTotal }, rows }
}

/** Epoch ms of a strict ISO 8601 date or date-time, undefined otherwise. */
export function parseQueryDate(text: string): number | undefined {
  const match =
    /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2}))?$/.exec(text)
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined
  const at = Date.parse(match[4] ? text : `${text}T00:00:00Z`)
  return Number.isNaN(at) ? undefined : at
}
