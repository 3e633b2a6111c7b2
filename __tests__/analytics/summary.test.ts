// The analytics job summary (src/analytics/summary.ts and its rooms): the period's figures first,
// then per report what a docs team acts on first, in words and dates people read, bars on a
// scale that means something, readers' long text folded, and files named as the workflow names
// them, never by a runner path.
import { describe, expect, it } from '@jest/globals'
import { parseFragment } from 'parse5'
import type { AnalyticsOutcome, ReportOutcome } from '../../src/analytics/export.js'
import { fileName, summaryHtml } from '../../src/analytics/summary.js'
import { figuresOf } from '../../src/analytics/summary-figures.js'
import { rangeText, timeText } from '../../src/analytics/summary-cells.js'
import { meter } from '../../src/export/figures.js'
import { ANALYTICS_SUMMARY_TAGS, summaryProblems } from '../support/markup-check.js'

const ROOTS = { workspace: '/home/runner/work/docs/docs', temp: '/home/runner/work/_temp' }
const DIR = `${ROOTS.workspace}/analytics`
const RANGE = { dateFrom: '2026-05-25', dateTo: '2026-06-01' }
const BEFORE = { dateFrom: '2026-05-18', dateTo: '2026-05-25' }

const report = (over: Partial<ReportOutcome> & Pick<ReportOutcome, 'name'>): ReportOutcome => ({
  rows: 10,
  requests: 1,
  complete: true,
  file: `${DIR}/${over.name}.csv`,
  top: [],
  ...over
})

const visitors = report({
  name: 'visitors',
  rows: 300,
  totals: { human: 900, ai: 300, total: 1100 },
  figure: 1100,
  top: [
    { path: '/quickstart', human: 400, ai: 100, total: 480 },
    { path: '/api', human: 30, ai: 10, total: 38 }
  ],
  previous: {
    what: 'unique visitors',
    now: 1100,
    before: 1000,
    movers: [{ key: '/quickstart', before: 400, now: 480 }],
    earlier: [400, null],
    ...BEFORE
  }
})
const byPage = report({
  name: 'feedback-by-page',
  figure: 3,
  top: [],
  focus: {
    rows: [{ path: '/quickstart', thumbsUp: 0, thumbsDown: 1, code: 0, total: 1 }],
    matched: 1,
    sums: { thumbsUp: 7, thumbsDown: 3, code: 0, total: 10 }
  },
  previous: { what: 'thumbs down (the pages listed)', now: 3, before: 5, movers: [], ...BEFORE }
})
const LONG = `The install step fails on Windows ${'and more words '.repeat(10)}<b>end</b>`
const feedback = report({
  name: 'feedback',
  rows: 93,
  top: [{ id: 'f1', createdAt: '2026-05-31T12:00:00.000Z', path: '/quickstart', source: 'contextual', status: 'pending', helpful: false, comment: 'Too short', code: null, filename: null, lang: null }], // prettier-ignore
  focus: {
    rows: [
      { createdAt: '2026-05-31T12:00:00.000Z', path: '/quickstart', helpful: false, comment: LONG }
    ],
    matched: 21
  }
})
const searches = report({
  name: 'searches',
  rows: 190,
  totals: { searches: 463 },
  figure: 463,
  focus: {
    rows: [{ searchQuery: 'rate limit', hits: 57, ctr: 0, topClickedPage: null }],
    matched: 26
  },
  previous: { what: 'searches', now: 463, before: 416, movers: [], ...BEFORE }
})
const assistant = report({
  name: 'assistant',
  rows: 83,
  focus: {
    rows: [{ query: 'How do I rotate the key?', resolutionStatus: 'unanswered', queryCategory: 'Auth', timestamp: '2026-05-30T08:05:00Z' }], // prettier-ignore
    matched: 21
  }
})

const outcome = (reports: ReportOutcome[]): AnalyticsOutcome => ({ requests: 12, reports })
const render = (reports: ReportOutcome[]) =>
  summaryHtml({ projectId: 'proj', ...RANGE, outcome: outcome(reports), maxRequests: 50, roots: ROOTS }) // prettier-ignore

/** The text of the first element matching `tag` whose text includes `words`, and the row's cells. */
function rowWith(html: string, words: string): string[] {
  const rows: string[][] = []
  const text = (node: { nodeName: string; value?: string; childNodes?: unknown[] }): string =>
    node.nodeName === '#text' ? (node.value ?? '') : ((node.childNodes ?? []) as never[]).map(text).join('') // prettier-ignore
  const walk = (node: { nodeName: string; childNodes?: unknown[] }) => {
    if (node.nodeName === 'tr') rows.push(((node.childNodes ?? []) as never[]).map(text))
    for (const child of (node.childNodes ?? []) as never[]) walk(child)
  }
  walk(parseFragment(html) as never)
  return rows.find((cells) => cells.some((cell) => cell.includes(words))) ?? []
}

describe('the analytics summary', () => {
  it('opens with the period’s figures, each with its change against the period before', () => {
    const html = render([visitors, feedback, byPage, searches, assistant])
    const opening = html.slice(0, html.indexOf('<h4>'))
    expect(opening).toContain('25\u00a0May\u00a02026 – 31\u00a0May\u00a02026 (7 days)')
    expect(rowWith(opening, 'Visitors (unique)').slice(1, 4)).toEqual(['1,100', '1,000', '+100 (+10 %)']) // prettier-ignore
    expect(rowWith(opening, 'Searches').slice(1, 4)).toEqual(['463', '416', '+47 (+11.3 %)'])
    expect(rowWith(opening, 'Thumbs down').slice(1, 4)).toEqual(['3', '5', '−2 (−40 %)'])
    // Counted from every row, not compared: said so.
    expect(rowWith(opening, 'Feedback').slice(1, 4)).toEqual(['93', '–', 'not compared'])
    expect(rowWith(opening, 'Assistant conversations').slice(1, 2)).toEqual(['83'])
    expect(rowWith(opening, 'Assistant conversations')[0]).toContain('21 left open')
    // The figures come in a fixed order, whatever the order of the reports.
    expect(figuresOf([searches, assistant, visitors]).map((f) => f.name)).toEqual(['Visitors (unique)', 'Searches', 'Assistant conversations']) // prettier-ignore
  })

  it('without compare shows the figures alone, and a partial count as a lower bound', () => {
    const html = render([report({ name: 'feedback', rows: 200, complete: false, incomplete: 'the budget' })]) // prettier-ignore
    expect(html).not.toContain('Before')
    expect(rowWith(html, 'Feedback').slice(1)).toEqual(['at least 200'])
  })

  it('leads each report with what a docs team acts on first', () => {
    const html = render([visitors, feedback, byPage, searches, assistant])
    expect(rowWith(html, '/quickstart').length).toBeGreaterThan(0)
    // The page voted down, with what its readers said beside it.
    const voted = html.slice(html.indexOf('Pages readers vote down'))
    expect(rowWith(voted, 'Too short').length + rowWith(voted, 'The install step').length).toBeGreaterThan(0) // prettier-ignore
    expect(html).toContain('Searches without a click</strong> · 26 of 190 search terms')
    expect(rowWith(html, 'rate limit')[1]).toMatch(/^57\u00a0/)
    expect(rowWith(html, 'rate limit')[2]).toBe('0\u00a0%')
    expect(rowWith(html, 'How do I rotate the key?')).toEqual(['How do I rotate the key?', 'Unanswered', 'Auth', '30\u00a0May\u00a02026\u00a008:05']) // prettier-ignore
    expect(html).toContain('Readers&#39; comments</strong> · 21 of 93 entries')
    // Top pages with their change; the movers.
    expect(rowWith(html, '/api').at(-1)).toBe('new (38)')
    expect(html).toContain('Movers')
  })

  it('puts readers’ comments first, folding long text, and names columns and dates in words', () => {
    const html = render([feedback])
    const first = html.slice(html.indexOf('The first row'))
    expect(first).toContain('<th>Comment</th><th>Page</th><th>Helpful</th><th>Date (UTC)</th>')
    expect(first).not.toMatch(/createdAt|thumbsUp|\bctr\b/)
    expect(rowWith(first, 'Too short')).toEqual(['Too short', '/quickstart', '👎 no', '31\u00a0May\u00a02026\u00a012:00', 'contextual', 'pending']) // prettier-ignore
    // The long comment: its start as the details' summary, the whole inside, escaped once.
    expect(html).toMatch(/<details><summary><code>The install step fails on Windows [^<]{20,}…<\/code><\/summary><code>The install step/) // prettier-ignore
    expect(html).toContain('&lt;b&gt;end&lt;/b&gt;</code></details>')
    expect(html).not.toContain('&amp;lt;')
  })

  it('draws bars against a floor or a total: one thumbs down does not fill its column', () => {
    const html = render([byPage])
    const cell = rowWith(html, '/quickstart')[2] ?? ''
    expect(cell).toContain(meter(1, 10))
    expect(meter(1, 10)).toMatch(/^█▋░{14}$/)
    expect(meter(0, 10)).toBe('░'.repeat(16))
    expect(meter(1, 1000)).toMatch(/^▏░{15}$/)
    expect(meter(10, 10)).toBe('█'.repeat(16))
    const callers = render([report({ name: 'assistant-callers', rows: 1, totals: { web: 50, api: 50, other: 0, total: 100 } })]) // prettier-ignore
    // Each a share of all queries: half of the width, not the whole.
    expect(rowWith(callers, 'Web')[1]).toContain('█'.repeat(8) + '░'.repeat(8))
  })

  it('names each file by its name and its place in the workspace, never by a runner path', () => {
    const html = render([visitors, searches])
    expect(html).not.toContain(ROOTS.workspace)
    expect(html).toContain('✅ 300 rows, complete · <code>visitors.csv</code>')
    expect(html).toContain('<code>analytics/visitors.csv</code> · <code>analytics/searches.csv</code>') // prettier-ignore
    expect(html).toContain('under this run&#39;s Artifacts')
    expect(fileName(`${ROOTS.temp}/out/a.json`, ROOTS)).toBe('$RUNNER_TEMP/out/a.json')
    expect(fileName('/elsewhere/a.json', ROOTS)).toBe('a.json')
  })

  it('says how a report ended: skipped, failed, partial', () => {
    const html = render([
      report({ name: 'visitors', skipped: 'the budget was spent', file: undefined }),
      report({ name: 'views', failure: 'The service said <no>', file: undefined }),
      report({ name: 'searches', complete: false, incomplete: 'the timeout passed', rows: 1 })
    ])
    expect(html).toContain('⏭️ Not exported: the budget was spent.')
    expect(html).toContain('❌ Failed: <code>The service said &lt;no&gt;</code>')
    expect(html).toContain('⚠️ 1 row, partial: the timeout passed')
  })

  it('is one HTML block of our tags only', () => {
    const html = render([visitors, feedback, byPage, searches, assistant])
    expect(summaryProblems(html, ANALYTICS_SUMMARY_TAGS)).toEqual([])
  })
})

describe('times and ranges', () => {
  it('a time of the service is ours only when it parses; a range by its days, the end exclusive', () => {
    expect(timeText('2026-05-31T23:59:59.999Z')).toBe('31\u00a0May\u00a02026\u00a023:59')
    expect(timeText('yesterday')).toBeUndefined()
    expect(timeText('2026-13-45T00:00:00Z')).toBeUndefined()
    expect(rangeText('2026-05-01', '2026-06-01')).toBe('1\u00a0May\u00a02026 – 31\u00a0May\u00a02026 (31 days)') // prettier-ignore
    expect(rangeText('2026-05-01', '2026-05-02')).toBe('1\u00a0May\u00a02026 (1 day)')
    expect(rangeText('2026-05-01T12:00:00Z', undefined)).toBe('2026-05-01T12:00:00Z to now (exclusive)') // prettier-ignore
  })
})
