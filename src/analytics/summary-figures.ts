/**
 * The summary's opening: the period's figures (visitors, views, searches, feedback, assistant
 * conversations), each from the report that counts it, and with `compare: previous` its change
 * against the period before, drawn as two bars on one scale (the larger of the two).
 */
import { meter, n } from '../export/figures.js'
import { htmlOf, htmlOurs, htmlPiece, type Html } from '../sinks/index.js'
import type { ReportName } from './constants.js'
import type { Compared, ReportOutcome } from './outcome.js'
import { headerHtml, join, numberCell, rangeText } from './summary-cells.js'

/** One figure of the period. */
export interface Figure {
  name: string
  now: number
  /** Only a part was read (a partial report's rows): the figure is at least this. */
  atLeast?: boolean
  /** The period before, with `compare: previous`; absent when it has no figure to compare. */
  before?: number
  /** What else to know, in a few words (our text). */
  note?: string
}

/** A change as people read it: the signed difference and, where there was something, the percentage. */
export function change(before: number | null, now: number): string {
  if (before === null) return `new (${n(now)})`
  const diff = now - before
  const sign = diff > 0 ? '+' : diff < 0 ? '−' : '±'
  const percent = before > 0 ? ` (${sign}${n(Math.abs((diff / before) * 100))} %)` : ''
  return `${sign}${n(Math.abs(diff))}${percent}`
}

const pages = (count: number): string => `${n(count)} ${count === 1 ? 'page' : 'pages'}`

/** The figures of the reports exported (a report skipped or failed counts nothing). */
export function figuresOf(reports: readonly ReportOutcome[]): Figure[] {
  const done = (name: ReportName): ReportOutcome | undefined =>
    reports.find((r) => r.name === name && !r.skipped && !r.failure)
  const before = (p: Compared | undefined): { before?: number } => (p ? { before: p.before } : {})
  const figures: Figure[] = []
  for (const [name, what] of [
    ['visitors', 'Visitors (unique)'],
    ['views', 'Page views'],
    ['searches', 'Searches']
  ] as const) {
    const r = done(name)
    const total = r?.totals?.[name === 'searches' ? 'searches' : 'total']
    if (r && total !== undefined) {
      const split = r.totals && name !== 'searches' ? `human ${n(r.totals.human ?? 0)} · AI ${n(r.totals.ai ?? 0)}` : undefined // prettier-ignore
      figures.push({ name: what, now: total, ...before(r.previous), note: split })
    }
  }
  const feedback = done('feedback')
  if (feedback) {
    const comments = feedback.focus?.matched
    figures.push({
      name: 'Feedback',
      now: feedback.rows,
      atLeast: !feedback.complete,
      note: comments === undefined ? undefined : `${n(comments)} comments from readers not pleased`
    })
  }
  const byPage = done('feedback-by-page')
  if (byPage?.figure !== undefined) {
    const up = byPage.focus?.sums?.thumbsUp
    figures.push({
      name: 'Thumbs down',
      now: byPage.figure,
      ...before(byPage.previous),
      note: `on ${pages(byPage.focus?.matched ?? 0)}${up === undefined ? '' : `; ${n(up)} thumbs up`}`
    })
  }
  const callers = done('assistant-callers')
  const assistant = done('assistant')
  const open = assistant?.focus?.matched
  const openNote = open === undefined ? undefined : `${n(open)} left open`
  if (callers?.totals?.total !== undefined) {
    figures.push({ name: 'Assistant conversations', now: callers.totals.total, ...before(callers.previous), note: openNote }) // prettier-ignore
  } else if (assistant) {
    figures.push({ name: 'Assistant conversations', now: assistant.rows, atLeast: !assistant.complete, note: openNote }) // prettier-ignore
  }
  return figures
}

/** The chart of a figure: this period's bar over the one before, on the larger of the two. */
function chart(figure: Figure): Html {
  if (figure.before === undefined) return htmlOf`<td></td>`
  const scale = Math.max(figure.now, figure.before)
  return htmlOf`<td><code>${meter(figure.now, scale)}</code> ${htmlOurs('this period')}<br><code>${meter(figure.before, scale)}</code> ${htmlOurs('before')}</td>`
}

/** The figures' table; `previous`: the range compared with, when there was a comparison. */
export function figuresHtml(figures: readonly Figure[], previous?: Compared): Html {
  if (figures.length === 0) return htmlOf``
  const compared = previous !== undefined
  const head = compared
    ? headerHtml([
        '',
        { text: 'This period', right: true },
        { text: `Before: ${rangeText(previous.dateFrom, previous.dateTo)}`, right: true },
        { text: 'Change', right: true },
        ''
      ])
    : headerHtml(['', { text: 'This period', right: true }])
  const rows = figures.map((f) => {
    const name = f.note
      ? htmlOf`<th align="left">${htmlOurs(f.name)}<br><sub>${htmlOurs(f.note)}</sub></th>`
      : htmlOf`<th align="left">${htmlOurs(f.name)}</th>`
    const now = f.atLeast
      ? htmlOf`<td align="right">${htmlOurs(`at least ${n(f.now)}`)}</td>`
      : numberCell(f.now)
    if (!compared) return htmlOf`<tr>${htmlPiece(name)}${htmlPiece(now)}</tr>`
    const versus =
      f.before === undefined
        ? htmlOf`<td align="right">–</td><td align="right">${htmlOurs('not compared')}</td>`
        : htmlOf`${htmlPiece(numberCell(f.before))}<td align="right">${htmlOurs(change(f.before, f.now))}</td>`
    return htmlOf`<tr>${htmlPiece(name)}${htmlPiece(now)}${htmlPiece(versus)}${htmlPiece(chart(f))}</tr>` // prettier-ignore
  })
  return htmlOf`<table>${htmlPiece(head)}${join(rows)}</table>`
}
