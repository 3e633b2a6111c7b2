// What the summary shows first, kept from every row as it streams (src/analytics/focus.ts): the
// strongest few by each report's rule, every match counted, memory bounded.
import { describe, expect, it } from '@jest/globals'
import { FOCUS_ROWS, FocusRows } from '../../src/analytics/focus.js'

describe('a report’s focus', () => {
  it('keeps the pages most voted down by share, however many rows stream by, and sums the votes', () => {
    const focus = FocusRows.of('feedback-by-page')!
    focus.add({ path: '/popular', thumbsUp: 400, thumbsDown: 20 })
    for (let i = 0; i < 50; i++) focus.add({ path: `/p${i}`, thumbsUp: 0, thumbsDown: i === 7 ? 0 : 1 }) // prettier-ignore
    focus.add({ path: '/bad', thumbsUp: 1, thumbsDown: 12 })
    const { rows, matched, sums } = focus.focus
    expect(rows).toHaveLength(FOCUS_ROWS)
    expect(rows[0]?.path).toBe('/bad')
    expect(matched).toBe(51)
    expect(sums).toEqual({ thumbsUp: 401, thumbsDown: 81, code: 0, total: 0 })
    // 20 down among 400 up (0.95) is weaker than one page's single down vote (1).
    expect(rows.map((r) => r.path)).not.toContain('/popular')
  })

  it('counts pages voted down as the digest does: a trailing slash is one page, a full URL none, a page readers did not visit none', () => {
    const site = { paths: new Set(['/quickstart', '/guide']), complete: true }
    const focus = FocusRows.of('feedback-by-page', () => site)!
    focus.add({ path: '/quickstart', thumbsUp: 3, thumbsDown: 5, code: 0, total: 8 })
    focus.add({ path: '/quickstart/', thumbsUp: 0, thumbsDown: 1, code: 0, total: 1 })
    // A row of the page without a thumbs down still adds its thumbs up, as in the digest.
    focus.add({ path: '/quickstart//', thumbsUp: 4, thumbsDown: 0, code: 1, total: 5 })
    focus.add({ path: 'https://evil.example/guide?x=1', thumbsUp: 0, thumbsDown: 9, code: 0, total: 9 }) // prettier-ignore
    focus.add({ path: '/evil-page-0', thumbsUp: 0, thumbsDown: 4, code: 0, total: 4 })
    expect(focus.focus.rows).toEqual([{ path: '/quickstart', thumbsUp: 7, thumbsDown: 6, code: 1, total: 14 }]) // prettier-ignore
    expect(focus.focus.matched).toBe(1)
    // Without the pages readers visited, the page the site may not have is listed unchecked.
    const unchecked = FocusRows.of('feedback-by-page', () => undefined)!
    unchecked.add({ path: '/evil-page-0', thumbsUp: 0, thumbsDown: 4, code: 0, total: 4 })
    expect(unchecked.focus.rows.map((r) => r.path)).toEqual(['/evil-page-0'])
  })

  it('keeps the searches without a click, the most searched first; a search once is noise', () => {
    const focus = FocusRows.of('searches')!
    focus.add({ searchQuery: 'once', hits: 1, ctr: 0, topClickedPage: null })
    focus.add({ searchQuery: 'clicked', hits: 90, ctr: 0.5, topClickedPage: '/a' })
    focus.add({ searchQuery: 'rarely', hits: 300, ctr: 5, topClickedPage: '/b' })
    focus.add({ searchQuery: 'never', hits: 40, ctr: 0, topClickedPage: '' })
    expect(focus.focus.rows.map((r) => r.searchQuery)).toEqual(['rarely', 'never'])
    expect(focus.focus.matched).toBe(2)
  })

  it('keeps the newest open questions and the newest comments of readers not pleased', () => {
    const questions = FocusRows.of('assistant')!
    questions.add({ query: 'old', resolutionStatus: 'unanswered', timestamp: '2026-05-01T00:00:00Z' }) // prettier-ignore
    questions.add({ query: 'answered', resolutionStatus: 'answered', timestamp: '2026-05-09T00:00:00Z' }) // prettier-ignore
    questions.add({ query: 'new', responseType: 'clarifying_question', timestamp: '2026-05-08T00:00:00Z' }) // prettier-ignore
    questions.add({ query: 'garbled', resolutionStatus: 'unanswered', timestamp: 'soon' })
    expect(questions.focus.rows.map((r) => r.query)).toEqual(['new', 'old', 'garbled'])
    const comments = FocusRows.of('feedback')!
    comments.add({ comment: 'Great!', helpful: true, createdAt: '2026-05-09T00:00:00Z' })
    comments.add({ comment: '  ', helpful: false, createdAt: '2026-05-09T00:00:00Z' })
    comments.add({ comment: 'Wrong flag', helpful: null, createdAt: '2026-05-02T00:00:00Z' })
    expect(comments.focus).toEqual({ rows: [{ comment: 'Wrong flag', helpful: null, createdAt: '2026-05-02T00:00:00Z' }], matched: 1 }) // prettier-ignore
  })

  it('is none for the reports whose first rows are what matters', () => {
    expect(FocusRows.of('visitors')).toBeUndefined()
    expect(FocusRows.of('assistant-callers')).toBeUndefined()
  })
})
