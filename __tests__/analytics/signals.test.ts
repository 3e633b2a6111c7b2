// The digest's ranking (src/analytics/signals.ts), on virtual rows: what makes a signal, how each
// kind's signals are ordered, and how the kinds take turns.
import { describe, expect, it } from '@jest/globals'
import type { Conversation, Feedback, PageFeedback, Search } from '../../src/analytics/heads.js'
import {
  COMMENTS_PER_PAGE,
  MAX_PER_KIND,
  aiSignals,
  pageSignals,
  pathOf,
  evidence,
  findings,
  questionSignals,
  searchSignals,
  type Signal
} from '../../src/analytics/signals.js'
import { DEFAULT_THRESHOLDS } from '../../src/analytics/thresholds.js'

const page = (path: string, thumbsDown: number, thumbsUp: number): PageFeedback => ({
  path,
  thumbsDown,
  thumbsUp,
  code: 0,
  total: thumbsDown + thumbsUp
})
let ids = 0
const entry = (path: string, comment: string | null, createdAt: string, helpful?: boolean): Feedback => ({ id: `f${++ids}`, path, comment, createdAt, helpful }) // prettier-ignore
const search = (searchQuery: string, hits: number, ctr: number, topClickedPage: string | null = '/x'): Search => ({ searchQuery, hits, ctr, topClickedPage, lastSearchedAt: null }) // prettier-ignore
const conversation = (
  query: string,
  how: 'unanswered' | 'clarifying' | 'answered',
  category: string | null,
  timestamp: string
): Conversation => ({
  // prettier-ignore
  id: `c${++ids}`,
  query,
  timestamp,
  queryCategory: category,
  resolutionStatus: how === 'unanswered' ? 'unanswered' : 'answered',
  responseType: how === 'clarifying' ? 'clarifying_question' : 'answer'
})

describe('pages voted down', () => {
  it('rank a page most readers found unhelpful above a popular one with as many down votes', () => {
    const signals = pageSignals([page('/popular', 20, 400), page('/bad', 12, 1), page('/fine', 0, 50)], []) // prettier-ignore
    expect(signals.map((s) => s.path)).toEqual(['/bad', '/popular'])
    expect(signals[0]?.score).toBeCloseTo((12 * 12) / 13)
  })

  it('quote the newest comments of readers not pleased, matching an agent’s full URL to its path', () => {
    const feedback = [
      entry('/bad', 'old complaint', '2026-05-01T00:00:00Z', false),
      entry('https://docs.example.com/bad/', 'agent says the sample fails', '2026-05-09T00:00:00Z'),
      entry('/bad', 'great page', '2026-05-10T00:00:00Z', true),
      entry('/bad', '   ', '2026-05-08T00:00:00Z', false),
      entry('/bad', 'newest complaint', '2026-05-07T00:00:00Z', false),
      entry('/other', 'not this page', '2026-05-10T00:00:00Z', false),
      entry('/bad', 'oldest complaint', '2026-04-01T00:00:00Z', false)
    ]
    const [signal] = pageSignals([page('/bad', 5, 1)], feedback)
    expect(signal?.comments.map((c) => c.text)).toEqual([
      'agent says the sample fails',
      'newest complaint',
      'old complaint'
    ])
    expect(signal?.comments).toHaveLength(COMMENTS_PER_PAGE)
    // Praise and blank comments are not counted; the oldest is counted but not quoted.
    expect(signal?.commentsSeen).toBe(4)
  })

  it('read a path from a URL, keeping the root and dropping a trailing slash', () => {
    expect(pathOf('https://docs.example.com/')).toBe('/')
    expect(pathOf('https://docs.example.com/a/b/')).toBe('/a/b')
    expect(pathOf('/a/')).toBe('/a')
    expect(pathOf('http://[broken')).toBe('http://[broken')
  })
})

describe('searches', () => {
  it('are signals with many hits and a low click-through or no page clicked, most missed first', () => {
    const signals = searchSignals([
      search('popular and clicked', 500, 0.6),
      search('never clicked', 40, 0, null),
      search('rarely clicked', 300, 0.05),
      search('once', 1, 0, null),
      search('clicked but no page named', 10, 0.5, null),
      search('just above low', 200, 0.15)
    ])
    expect(signals.map((s) => [s.term, s.score])).toEqual([
      ['rarely clicked', 300 * 0.95],
      ['never clicked', 40],
      ['clicked but no page named', 5]
    ])
  })

  it('take a click-through above 1 as a percentage', () => {
    const [signal] = searchSignals([search('percent', 100, 5)])
    expect(signal?.ctr).toBeCloseTo(0.05)
    expect(searchSignals([search('sixty percent', 100, 60)])).toEqual([])
  })
})

describe('assistant questions', () => {
  it('group by category, unanswered counting one and clarifying half, the most asked question first', () => {
    const signals = questionSignals([
      conversation('Is there a GraphQL API?', 'unanswered', 'API', '2026-05-03T00:00:00Z'),
      conversation('is there a graphql api', 'unanswered', 'api ', '2026-05-05T00:00:00Z'),
      conversation('Do you have SSO?', 'unanswered', 'API', '2026-05-06T00:00:00Z'),
      conversation('How do I set it up?', 'clarifying', 'Setup', '2026-05-04T00:00:00Z'),
      conversation('It does not work', 'clarifying', 'Setup', '2026-05-04T00:00:00Z'),
      conversation('It does not work', 'clarifying', 'Setup', '2026-05-01T00:00:00Z'),
      conversation('How do I log in?', 'answered', 'API', '2026-05-07T00:00:00Z')
    ])
    expect(signals.map((s) => [s.category, s.unanswered, s.clarifying, s.score])).toEqual([
      ['API', 3, 0, 3],
      ['Setup', 0, 3, 1.5]
    ])
    expect(signals[0]?.questions.map((q) => [q.text, q.count])).toEqual([
      ['is there a graphql api', 2],
      ['Do you have SSO?', 1]
    ])
  })

  it('a question without a category joins the category the service gave the same words', () => {
    const groups = questionSignals([
      conversation(
        'Do you support SAML with Okta groups?',
        'unanswered',
        'Integrations',
        '2026-05-03'
      ),
      conversation('do you support SAML with okta groups', 'unanswered', null, '2026-05-02'),
      conversation('Is there a GraphQL API?', 'unanswered', null, '2026-05-01')
    ])
    expect(groups.map((g) => [g.category, g.unanswered, g.questions[0]?.count])).toEqual([['Integrations', 2, 2], [null, 1, 1]]) // prettier-ignore
  })

  it('without a category, group repeats of the same question', () => {
    const signals = questionSignals([
      conversation('PDF export?', 'unanswered', null, '2026-05-03T00:00:00Z'),
      conversation('pdf  export', 'unanswered', '', '2026-05-04T00:00:00Z'),
      conversation('On premise?', 'unanswered', null, '2026-05-05T00:00:00Z')
    ])
    expect(signals.map((s) => [s.category, s.unanswered, s.questions[0]?.text])).toEqual([
      [null, 2, 'pdf  export'],
      [null, 1, 'On premise?']
    ])
  })
})

describe('AI traffic growth', () => {
  const row = (path: string, ai: number, total = ai * 2) => ({ path, human: total - ai, ai, total })

  it('ranks pages by AI visitors gained since the period before', () => {
    const signals = aiSignals([row('/a', 100), row('/b', 300), row('/c', 50)], {
      rows: [row('/a', 10), row('/b', 280), row('/c', 60)],
      hasMore: false
    })
    expect(signals.map((s) => [s.path, s.score, s.beforeKnown])).toEqual([
      ['/a', 90, true],
      ['/b', 20, true]
    ])
  })

  it('a page missing from the earlier head counts as having had that head’s smallest total', () => {
    const signals = aiSignals([row('/new', 100), row('/small', 30)], {
      rows: [row('/top', 500, 900), row('/last', 20, 40)],
      hasMore: true
    })
    expect(signals.map((s) => [s.path, s.before, s.score, s.beforeKnown])).toEqual([
      ['/new', 40, 60, false]
    ])
    // The whole earlier period read: a page not in it had none.
    const whole = aiSignals([row('/new', 100)], { rows: [row('/top', 5)], hasMore: false })
    expect(whole.map((s) => [s.before, s.beforeKnown])).toEqual([[0, true]])
  })
})

describe('the ranking across kinds', () => {
  const ONE = { votes: 1, questions: 1, searches: 1, aiVisitors: 1 }
  const pages = (...downs: number[]) =>
    pageSignals(
      downs.map((d, i) => page(`/p${i}`, d, 0)),
      []
    )
  const searches = (...hits: number[]) => searchSignals(hits.map((h, i) => search(`term ${i}`, h, 0, null))) // prettier-ignore
  const questions = (...asked: number[]) =>
    questionSignals(asked.flatMap((n, g) => Array.from({ length: n }, () => conversation(`q${g}`, 'unanswered', `cat ${g}`, '2026-05-01')))) // prettier-ignore
  const ai = aiSignals([{ path: '/ai', human: 0, ai: 500, total: 500 }], {
    rows: [],
    hasMore: false
  })
  const named = (s: Signal) => `${s.kind}:${s.score}`

  it('ranks pages, questions and searches together by the readers each stands for, AI growth after them', () => {
    const r = findings({ page: pages(4, 12), question: questions(7), search: searches(9, 3), ai }, ONE) // prettier-ignore
    expect(r.ranked.map(named)).toEqual(['page:12', 'search:9', 'question:7', 'page:4', 'search:3', 'ai:500']) // prettier-ignore
  })

  it('passes over a signal with less evidence than digest-thresholds asks, counting it by kind', () => {
    // The defaults: 3 thumbs down, 2 questions left open, 5 searches without a click, +10 AI.
    const r = findings({ page: pages(1, 2, 3), question: questions(1, 2), search: searches(4, 7), ai }, DEFAULT_THRESHOLDS) // prettier-ignore
    expect(r.ranked.map(named)).toEqual(['search:7', 'page:3', 'question:2', 'ai:500'])
    expect(r.below).toEqual({ page: 2, question: 1, search: 1, ai: 0 })
    expect(r.found).toEqual({ page: 1, question: 1, search: 1, ai: 1 })
    for (const s of r.ranked) expect(evidence(s)).toBeGreaterThanOrEqual(1)
  })

  it('holds a page to its thumbs down, not its weighted score: 3 down among many up still counts', () => {
    const popular = pageSignals([page('/popular', 3, 300)], [])
    const r = findings({ page: popular, question: [], search: [], ai: [] }, DEFAULT_THRESHOLDS)
    expect(r.ranked.map((s) => (s as { path: string }).path)).toEqual(['/popular'])
  })

  it('counts a page voted down only when readers visited it in the period; unchecked without the pages', () => {
    const lists = { page: pageSignals([page('/evil-page-0', 4, 0), page('/guide/', 3, 0)], []), question: [], search: [], ai: [] } // prettier-ignore
    const site = { paths: new Set(['/guide', '/other']), complete: true }
    const checked = findings(lists, DEFAULT_THRESHOLDS, site)
    expect(checked.ranked.map((s) => (s as { path: string }).path)).toEqual(['/guide'])
    expect(checked.offSite).toBe(1)
    const unchecked = findings(lists, DEFAULT_THRESHOLDS)
    expect(unchecked.ranked).toHaveLength(2)
    expect(unchecked.offSite).toBe(0)
  })

  it(`keeps at most ${MAX_PER_KIND} of a kind, counting every finding`, () => {
    const r = findings({ page: pages(...Array.from({ length: 50 }, (_, i) => 100 - i)), question: questions(3, 3, 3), search: [], ai: [] }, ONE) // prettier-ignore
    expect(r.ranked.filter((s) => s.kind === 'page')).toHaveLength(MAX_PER_KIND)
    expect(r.ranked).toHaveLength(MAX_PER_KIND + 3)
    expect(r.found.page).toBe(50)
  })
})
