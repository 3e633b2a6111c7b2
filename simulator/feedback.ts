/**
 * Readers' feedback (analytics.openapi.json: `feedback` and `feedback/by-page`): seeded entries
 * over the window, and rows tests add. Each entry has the fields of its source's variant, as the
 * document lists them: `contextual` (page-level: `helpful`, `contact`), `code_snippet` (`code`,
 * `filename`, `lang`), `agent` and `thumbs_only` (the base fields only). Some pages are badly
 * received (most of their votes down, with comments saying why), and two popular pages broke in
 * the latest week (trends.ts); comments come mostly with a thumbs down; agents name the page by
 * its full URL. The per-page counts are computed from the same entries, so both reports agree.
 */
import { pagePath } from './visitors.js'
import { hash, iso, objectId, pick, random, timeDrawer, weighted, type Window } from './seed.js'
import { BROKEN_COMMENTS, BROKEN_SHARE, brokenPages, latestWeekOf } from './trends.js'

export const FEEDBACK_SOURCES = ['code_snippet', 'contextual', 'agent', 'thumbs_only'] as const
export const FEEDBACK_STATUSES = ['pending', 'in_progress', 'resolved', 'dismissed'] as const
export type FeedbackSource = (typeof FEEDBACK_SOURCES)[number]
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number]

/** An entry as the service answers it (the fields of its source's variant). */
export interface FeedbackRow {
  id: string
  path: string
  comment: string | null
  createdAt: string | null
  source: FeedbackSource
  status: FeedbackStatus
  helpful?: boolean
  contact?: string | null
  code?: string
  filename?: string | null
  lang?: string | null
}

/** An entry and its time (null when it has none), for ordering and date filters. */
export interface FeedbackEntry {
  at: number | null
  row: FeedbackRow
}

/** Where the docs are served: agents report the page's URL, and by-page counts its path. */
export const DOCS_ORIGIN = 'https://docs.example.com'

const DOWN_COMMENTS = [
  'The example on this page returns a 401 for me.',
  'Missing a section on pagination.',
  'Out of date: the dashboard no longer has this button.',
  'Too vague. What are the allowed values?',
  'The link to the next guide is broken.',
  'I followed every step and it still does not work.',
  'Please add an example in Python.',
  'Which plan is this available on?',
  'The screenshot does not match the current UI.',
  'Two pages say different things about rate limits.',
  'What happens when the token expires? Not explained.',
  'The response example does not match what the API returns.'
]
const UP_COMMENTS = [
  'Clear and to the point, thanks!',
  'Exactly what I needed.',
  'The code sample saved me an hour.',
  'Great examples.'
]
const CODE_COMMENTS = [
  'This snippet fails: fetch is not defined in Node 16.',
  'Missing the import line.',
  'The header name is wrong, it should be Authorization.',
  'The copy button copies the line numbers too.',
  'Works, but uses a deprecated option.',
  'Returns 400: the body needs a name field.'
]
const AGENT_COMMENTS = [
  'The documented maximum of limit (250) is rejected above 100 by the API.',
  'Step 3 references an endpoint that answers 404.',
  'The request example is missing the required field name.',
  'The page describes v1 behaviour; v2 changed the response shape.',
  'The SDK method named here does not exist in the current release.'
]
const SNIPPETS: { code: string; filename: string | null; lang: string | null }[] = [
  {
    code: 'curl -H "Authorization: Bearer $API_KEY" https://api.example.com/v1/projects',
    filename: null,
    lang: 'bash'
  },
  {
    code: "import { Client } from 'example-sdk'\nconst client = new Client({ apiKey: process.env.API_KEY })",
    filename: 'index.js',
    lang: 'javascript'
  },
  {
    code: 'from example import Client\nclient = Client(api_key=os.environ["API_KEY"])',
    filename: 'main.py',
    lang: 'python'
  },
  { code: '{\n  "navigation": []\n}', filename: 'docs.json', lang: 'json' },
  { code: 'npm install example-sdk', filename: null, lang: null }
]

/** How well a page is received: the chance a vote on it is up. Some pages are poor. */
function helpfulness(projectId: string, path: string): number {
  const h = hash(`${projectId}:feedback:${path}`)
  return h % 9 === 0 ? 0.15 + ((h >>> 8) % 20) / 100 : 0.6 + ((h >>> 8) % 33) / 100
}

/** `count` entries of `projectId` over `window`, newest first. */
export function seedFeedback(
  projectId: string,
  count: number,
  window: Window,
  pages: number,
  trends: boolean
): FeedbackEntry[] {
  const rand = random(`${projectId}:feedback:${window.start}:${window.end}`)
  const when = timeDrawer(window, trends)
  const lately = latestWeekOf(window, trends)
  const broken = brokenPages(projectId, pages)
  const entries: FeedbackEntry[] = []
  let turn = 0
  for (let n = 0; n < count; n++) {
    const at = when(rand)
    // Popular pages get most of the feedback: a long tail. In the latest week the pages that
    // broke draw a share of it, in turn, mostly thumbs down with a comment (trends.ts).
    const toBroken = at >= lately && broken.length > 0 && rand() < BROKEN_SHARE
    const index = toBroken
      ? (broken[turn++ % broken.length] as number)
      : Math.floor(Math.max(1, pages) * rand() ** 3)
    const broke = at >= lately && broken.includes(index)
    const path = pagePath(index)
    const source = toBroken && rand() < 0.8 ? 'contextual' : (FEEDBACK_SOURCES[weighted(rand(), [15, 55, 5, 25])] as FeedbackSource) // prettier-ignore
    const status = FEEDBACK_STATUSES[weighted(rand(), [55, 10, 25, 10])] as FeedbackStatus
    const base = { id: objectId(at, rand), path, createdAt: iso(at), source, status }
    let row: FeedbackRow
    if (source === 'contextual') {
      const helpful = rand() < (broke ? 0.1 : helpfulness(projectId, path))
      const comment = helpful
        ? rand() < 0.2
          ? pick(rand, UP_COMMENTS)
          : null
        : rand() < (broke ? 0.8 : 0.6)
          ? pick(rand, broke ? BROKEN_COMMENTS : DOWN_COMMENTS)
          : null
      const contact = rand() < 0.12 ? `reader${Math.floor(rand() * 100_000)}@example.com` : null
      row = { ...base, comment, helpful, contact }
    } else if (source === 'code_snippet') {
      const snippet = pick(rand, SNIPPETS)
      row = { ...base, comment: rand() < 0.8 ? pick(rand, CODE_COMMENTS) : null, ...snippet }
    } else if (source === 'agent') {
      row = { ...base, path: `${DOCS_ORIGIN}${path}`, comment: pick(rand, AGENT_COMMENTS) }
    } else {
      row = { ...base, comment: null }
    }
    entries.push({ at, row })
  }
  return entries.sort(newestFirst)
}

/** Newest first, entries without a time last; ties by id, descending. */
export function newestFirst(a: FeedbackEntry, b: FeedbackEntry): number {
  const at = (b.at ?? -Infinity) - (a.at ?? -Infinity)
  if (at !== 0 && !Number.isNaN(at)) return at
  return a.row.id < b.row.id ? 1 : a.row.id > b.row.id ? -1 : 0
}

/** The cursor's position: the last entry given. */
export const positionOf = (entry: FeedbackEntry): string => `${entry.at ?? 'n'}:${entry.row.id}`

/** The index of the first entry of `sorted` after `position`; undefined when it is unreadable. */
export function after(sorted: FeedbackEntry[], position: string): number | undefined {
  const match = /^(n|\d+):(.*)$/s.exec(position)
  if (!match) return undefined
  const mark: FeedbackEntry = {
    at: match[1] === 'n' ? null : Number(match[1]),
    row: { id: match[2] as string } as FeedbackRow
  }
  let low = 0
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >> 1
    if (newestFirst(sorted[middle] as FeedbackEntry, mark) <= 0) low = middle + 1
    else high = middle
  }
  return low
}

export interface FeedbackFilter {
  from: number
  to: number
  source?: FeedbackSource
  statuses?: FeedbackStatus[]
}

/** The entries of `sorted` a query selects; an entry without a time is in every range. */
export function select(sorted: FeedbackEntry[], filter: FeedbackFilter): FeedbackEntry[] {
  return sorted.filter(
    ({ at, row }) =>
      (at === null || (at >= filter.from && at < filter.to)) &&
      (filter.source === undefined || row.source === filter.source) &&
      (filter.statuses === undefined || filter.statuses.includes(row.status))
  )
}

export interface PageCounts {
  path: string
  thumbsUp: number
  thumbsDown: number
  code: number
  total: number
}

/**
 * Counts by page: thumbs up and down of contextual entries (the document's words), code snippet
 * entries, and every entry in `total`. A URL is counted under its path. Most entries first.
 */
export function byPage(entries: FeedbackEntry[]): PageCounts[] {
  const pages = new Map<string, PageCounts>()
  for (const { row } of entries) {
    const path = row.path.startsWith(DOCS_ORIGIN)
      ? row.path.slice(DOCS_ORIGIN.length) || '/'
      : row.path
    let counts = pages.get(path)
    if (!counts) {
      counts = { path, thumbsUp: 0, thumbsDown: 0, code: 0, total: 0 }
      pages.set(path, counts)
    }
    if (row.source === 'contextual') {
      if (row.helpful) counts.thumbsUp++
      else counts.thumbsDown++
    }
    if (row.source === 'code_snippet') counts.code++
    counts.total++
  }
  return [...pages.values()].sort(
    (a, b) => b.total - a.total || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)
  )
}

/**
 * An entry a test adds (POST /_sim/analytics/feedback): the fields it gives, the rest filled in
 * (a pending contextual thumbs down on /quickstart, at `defaultAt`). Throws a message naming a
 * field of the wrong type.
 */
export function feedbackFrom(
  input: Record<string, unknown>,
  defaultAt: number,
  rand: () => number
): FeedbackEntry {
  const text = (name: string, fallback: string | null, nullable: boolean): string | null => {
    const value = input[name]
    if (value === undefined) return fallback
    if (typeof value === 'string' || (nullable && value === null)) return value
    throw new Error(`${name} must be a string${nullable ? ' or null' : ''}`)
  }
  const oneOf = <T extends string>(name: string, values: readonly T[], fallback: T): T => {
    const value = input[name] ?? fallback
    if (!values.includes(value as T)) throw new Error(`${name} must be one of ${values.join(', ')}`)
    return value as T
  }
  const createdAt = text('createdAt', iso(defaultAt), true)
  const at = createdAt === null ? null : Date.parse(createdAt)
  if (at !== null && Number.isNaN(at)) throw new Error('createdAt must be an ISO 8601 time or null')
  const source = oneOf('source', FEEDBACK_SOURCES, 'contextual')
  const base = {
    id: text('id', objectId(at ?? defaultAt, rand), false) as string,
    path: text('path', '/quickstart', false) as string,
    comment: text('comment', null, true),
    createdAt,
    source,
    status: oneOf('status', FEEDBACK_STATUSES, 'pending')
  }
  let row: FeedbackRow = base
  if (source === 'contextual') {
    const helpful = input.helpful ?? false
    if (typeof helpful !== 'boolean') throw new Error('helpful must be true or false')
    row = { ...base, helpful, contact: text('contact', null, true) }
  } else if (source === 'code_snippet') {
    row = {
      ...base,
      code: text('code', 'npm install example-sdk', false) as string,
      filename: text('filename', null, true),
      lang: text('lang', null, true)
    }
  }
  return { at, row }
}
