/**
 * What a docs team acts on first, kept from every row of a report as it streams to its file (the
 * summary's first rows are only the service's first ten): the pages readers vote down, the
 * comments of readers not pleased, the searches without a click, the assistant's open questions.
 * Each report's rule keeps its strongest rows, a few, and counts every row it matched. Runs in
 * the export's worker: plain data only. The rules are the digest's (signals.ts), so the summary
 * and the digest agree on what a struggle is.
 */
import type { Cell } from '../export/table-writer.js'
import type { ReportName } from './constants.js'
import { LOW_CTR, MIN_SEARCH_HITS, fraction } from './signals.js'
import { sitePathOf, type SitePages } from './site-pages.js'

/** A report's rows as the summary reads them: column name → cell. */
export type Row = Record<string, Cell>

/** Rows a focus keeps for the summary. */
export const FOCUS_ROWS = 10
/** Comments kept, newest first: enough to give each page voted down its own. */
export const FOCUS_COMMENTS = 40

/** What a report's focus kept: its strongest rows, how many rows matched, and column sums. */
export interface Focus {
  rows: Row[]
  matched: number
  /** Sums over every row exported, of the columns the rule names. */
  sums?: Record<string, number>
}

interface Rule {
  keep(row: Row): boolean
  /** Higher first; ties keep the service's order. */
  score(row: Row): number
  limit: number
  sums?: readonly string[]
}

const num = (cell: Cell | undefined): number =>
  typeof cell === 'number' && Number.isFinite(cell) ? cell : 0
const text = (cell: Cell | undefined): string => (typeof cell === 'string' ? cell.trim() : '')
/** A time as a score, newest highest; a time the service garbled sorts last. */
const time = (cell: Cell | undefined): number => {
  const at = typeof cell === 'string' ? Date.parse(cell) : NaN
  return Number.isFinite(at) ? at : -Infinity
}

/** A row of the searches report is a search without a click (signals.ts: searchSignals). */
export const unclicked = (row: Row): boolean =>
  num(row.hits) >= MIN_SEARCH_HITS &&
  (text(row.topClickedPage) === '' || fraction(num(row.ctr)) < LOW_CTR)

/** An assistant conversation the assistant did not close: unanswered, or a question back. */
export const openQuestion = (row: Row): boolean =>
  row.resolutionStatus === 'unanswered' || row.responseType === 'clarifying_question'

const RULES: Partial<Record<ReportName, Rule>> = {
  // A page most readers found unhelpful before a popular one with as many down votes.
  // One row a page of the site, its rows added up first, as the digest counts it (PagesFocus).
  'feedback-by-page': {
    keep: (row) => num(row.thumbsDown) > 0,
    score: (row) => num(row.thumbsDown) ** 2 / (num(row.thumbsDown) + num(row.thumbsUp)),
    limit: FOCUS_ROWS,
    sums: ['thumbsUp', 'thumbsDown', 'code', 'total']
  },
  // A thumbs up's comment is praise; the rest say what is wrong. Newest first.
  feedback: {
    keep: (row) => text(row.comment) !== '' && row.helpful !== true,
    score: (row) => time(row.createdAt),
    limit: FOCUS_COMMENTS
  },
  searches: {
    keep: unclicked,
    score: (row) => num(row.hits) * (1 - fraction(num(row.ctr))),
    limit: FOCUS_ROWS
  },
  assistant: {
    keep: openQuestion,
    score: (row) => time(row.timestamp),
    limit: FOCUS_ROWS
  }
}

/** Keeps a report's strongest rows as they stream by: bounded, whatever the report's size. */
export class FocusRows {
  private readonly kept: { row: Row; score: number }[] = []
  private matched = 0
  private readonly sums: Record<string, number> | undefined

  protected constructor(protected readonly rule: Rule) {
    this.sums = rule.sums ? Object.fromEntries(rule.sums.map((name) => [name, 0])) : undefined
  }

  /**
   * The focus of a report, or none for a report without one. `site`: the pages readers visited,
   * when the step read them whole (a page voted down that is not among them is left out).
   */
  static of(report: ReportName, site?: () => SitePages | undefined): FocusRows | undefined {
    const rule = RULES[report]
    if (!rule) return undefined
    return report === 'feedback-by-page' ? new PagesFocus(rule, site) : new FocusRows(rule)
  }

  add(row: Row): void {
    this.sum(row)
    if (!this.rule.keep(row)) return
    this.matched++
    const score = this.rule.score(row)
    const at = this.kept.findIndex((k) => k.score < score)
    if (at === -1) {
      if (this.kept.length < this.rule.limit) this.kept.push({ row, score })
      return
    }
    this.kept.splice(at, 0, { row, score })
    if (this.kept.length > this.rule.limit) this.kept.pop()
  }

  /** Adds `row` to the sums of every row exported. */
  protected sum(row: Row): void {
    if (this.sums) for (const name of Object.keys(this.sums)) this.sums[name]! += num(row[name])
  }

  get focus(): Focus {
    return this.focusOf(
      this.kept.map((k) => k.row),
      this.matched
    )
  }

  protected focusOf(rows: Row[], matched: number): Focus {
    return { rows, matched, ...(this.sums ? { sums: { ...this.sums } } : {}) }
  }
}

/**
 * Pages voted down as the digest counts them (signals.ts): a page written with and without a
 * trailing slash is one, its votes added up; a full URL is no page of the site; and, when the step
 * read the pages readers visited whole, one not among them is left out. Feedback by page is one
 * page of at most 100 rows (the operation pages none): every page is kept until the end.
 */
class PagesFocus extends FocusRows {
  private readonly pages = new Map<string, Row>()

  constructor(
    rule: Rule,
    private readonly site?: () => SitePages | undefined
  ) {
    super(rule)
  }

  /** Every row of a page of the site, added up: which pages are voted down is known at the end. */
  override add(row: Row): void {
    this.sum(row)
    const path = sitePathOf(text(row.path))
    if (path === undefined) return
    const seen = this.pages.get(path)
    const add = (name: string) => num(seen?.[name]) + num(row[name])
    this.pages.set(path, { ...row, path, thumbsUp: add('thumbsUp'), thumbsDown: add('thumbsDown'), code: add('code'), total: add('total') }) // prettier-ignore
  }

  override get focus(): Focus {
    const site = this.site?.()
    const pages = [...this.pages.values()].filter(
      (row) => this.rule.keep(row) && (!site || site.paths.has(String(row.path)))
    )
    const rows = pages
      .map((row) => ({ row, score: this.rule.score(row) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, this.rule.limit)
      .map((k) => k.row)
    return this.focusOf(rows, pages.length)
  }
}
