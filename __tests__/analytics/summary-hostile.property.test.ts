// The analytics summary on generated hostile text (contract §4.9): every text of the service's
// or a reader's (paths, comments, search terms, questions, categories, times, the files' and the
// project's names, error texts) in every place the summary shows one, through the focus that
// picks them. The summary stays one HTML block of our tags, with no piece of a secret, and each
// text shows escaped exactly once: its plain line, as the sinks make it, is the code's text.
import { beforeAll, describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { parseFragment } from 'parse5'
import { FocusRows, type Row } from '../../src/analytics/focus.js'
import type { ReportOutcome } from '../../src/analytics/export.js'
import { summaryHtml } from '../../src/analytics/summary.js'
import { FOLD_AT } from '../../src/analytics/summary-cells.js'
import { plainLine, registerSecret } from '../../src/sinks/index.js'
import { ANALYTICS_SUMMARY_TAGS, summaryProblems } from '../support/markup-check.js'
import { API_KEY, FC_OPTIONS, GITHUB_TOKEN, hostileText } from '../support/hostile-text.js'

beforeAll(() => {
  registerSecret(API_KEY)
  registerSecret(GITHUB_TOKEN)
})

const BEFORE = { dateFrom: '2026-05-18', dateTo: '2026-05-25' }
const text = hostileText
const count = fc.nat({ max: 5000 })

const focused = (name: ReportOutcome['name'], rows: Row[]) => {
  const focus = FocusRows.of(name)!
  for (const row of rows) focus.add(row)
  return focus.focus
}

/** Every text of the codes in the summary, as a reader sees it. */
function codeTexts(html: string): string[] {
  const texts: string[] = []
  const all = (node: { nodeName: string; value?: string; childNodes?: unknown[] }): string =>
    node.nodeName === '#text' ? (node.value ?? '') : ((node.childNodes ?? []) as never[]).map(all).join('') // prettier-ignore
  const walk = (node: { nodeName: string; childNodes?: unknown[] }) => {
    if (node.nodeName === 'code') texts.push(all(node))
    for (const child of (node.childNodes ?? []) as never[]) walk(child)
  }
  walk(parseFragment(html) as never)
  return texts
}

const outcomeOf = fc
  .record({
    path: text,
    comment: text,
    query: text,
    category: text,
    term: text,
    clicked: text,
    at: text,
    file: text,
    failure: text,
    project: text,
    down: count,
    up: count,
    hits: count
  })
  .map((t) => {
    const feedbackRow: Row = { id: t.term, createdAt: t.at, path: t.path, source: t.category, status: t.at, helpful: false, comment: t.comment, code: t.query, filename: null, lang: null } // prettier-ignore
    const searchRow: Row = { searchQuery: t.term, hits: t.hits + 2, ctr: 0, topClickedPage: t.clicked, lastSearchedAt: t.at } // prettier-ignore
    const question: Row = { id: t.query, timestamp: t.at, query: t.query, response: t.comment, responseType: t.category, resolutionStatus: 'unanswered', queryCategory: t.category, pageUrl: t.path, sources: t.path } // prettier-ignore
    const page: Row = { path: t.path, thumbsUp: t.up, thumbsDown: t.down + 1, code: 0, total: t.up + t.down + 1 } // prettier-ignore
    const visits: Row = { path: t.path, human: t.hits, ai: t.up, total: t.hits + t.up }
    const previous = { what: 'x', now: t.hits, before: t.up, movers: [{ key: t.path, before: null, now: t.hits }], earlier: [null], ...BEFORE } // prettier-ignore
    const base = { rows: 1, requests: 1, complete: true, file: t.file }
    const reports: ReportOutcome[] = [
      { ...base, name: 'visitors', top: [visits], totals: { human: 1, ai: 1, total: 2 }, previous }, // prettier-ignore
      { ...base, name: 'feedback', top: [feedbackRow], focus: focused('feedback', [feedbackRow]) },
      { ...base, name: 'feedback-by-page', top: [page], figure: 1, focus: focused('feedback-by-page', [page]), previous }, // prettier-ignore
      { ...base, name: 'searches', top: [searchRow], focus: focused('searches', [searchRow]) },
      { ...base, name: 'assistant', top: [question], focus: focused('assistant', [question]) },
      { ...base, name: 'views', top: [], complete: false, incomplete: t.failure, failure: t.failure }, // prettier-ignore
      { ...base, name: 'assistant-callers', top: [], skipped: 'the budget' }
    ]
    return { t, reports }
  })

describe('the analytics summary on hostile text', () => {
  it('stays one HTML block of our tags, and shows each text escaped once', () => {
    fc.assert(
      fc.property(outcomeOf, ({ t, reports }) => {
        const html = summaryHtml({
          projectId: t.project,
          ...BEFORE,
          outcome: { requests: 9, reports, compareSkipped: t.failure },
          maxRequests: 50,
          roots: { workspace: '/w' }
        })
        expect(summaryProblems(html, ANALYTICS_SUMMARY_TAGS)).toEqual([])
        const codes = codeTexts(html)
        // Readers' words as the sinks make them plain: once escaped, never twice.
        for (const value of [t.comment, t.query, t.term, t.path]) {
          const shown = plainLine(value, FOLD_AT)
          if (shown !== '') expect(codes).toContain(shown)
        }
        if (plainLine(t.project) !== '') expect(codes).toContain(plainLine(t.project))
      }),
      FC_OPTIONS
    )
  })
})
