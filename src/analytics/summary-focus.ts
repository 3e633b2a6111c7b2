/**
 * Per report, what a docs team acts on first: the pages readers vote down with what they said,
 * the comments of readers not pleased, the searches without a click, the assistant's open
 * questions, the top pages and their movers, where assistant queries come from. From each
 * report's focus (focus.ts: the strongest of every row exported) or its first rows.
 */
import { n } from '../export/figures.js'
import { htmlOf, htmlOurs, htmlPiece, type Html } from '../sinks/index.js'
import type { Row } from './focus.js'
import type { ReportOutcome } from './outcome.js'
import { change } from './summary-figures.js'
import {
  barCell,
  cellHtml,
  headerHtml,
  join,
  numberCell,
  scaleOf,
  textHtml
} from './summary-cells.js'
import { pathOf } from './signals.js'

/** Comments shown under a page voted down; the feedback section shows more. */
const COMMENTS_PER_PAGE = 3
/** Rows of a focus shown. */
const SHOWN = 10

const num = (value: Row[string] | undefined): number => (typeof value === 'number' ? value : 0)
const str = (value: Row[string] | undefined): string => (typeof value === 'string' ? value : '')

/** A lead-in of ours, then the table, or the lead-in's words for none. */
const block = (title: string, lead: string, table: Html | undefined): Html =>
  htmlOf`<p><strong>${htmlOurs(title)}</strong> · ${htmlOurs(lead)}</p>${htmlPiece(table ?? htmlOf``)}`

/** `feedback-by-page`: the pages voted down, most unhelpful first, each with its comments. */
export function pagesVotedDown(report: ReportOutcome, feedback?: ReportOutcome): Html {
  const focus = report.focus
  if (!focus) return htmlOf``
  const rows = focus.rows.slice(0, SHOWN)
  const scale = scaleOf(rows.map((r) => num(r.thumbsDown)))
  const comments = feedback?.focus?.rows ?? []
  const lines = rows.map((row) => {
    const said = comments
      .filter((c) => pathOf(str(c.path)) === pathOf(str(row.path)))
      .slice(0, COMMENTS_PER_PAGE)
      .map((c) => textHtml(c.comment))
    const saidCell = said.length
      ? htmlOf`<td>${htmlPiece(said.join('<br>') as Html)}</td>`
      : htmlOf`<td>–</td>`
    return htmlOf`<tr>${htmlPiece(cellHtml('path', row.path))}${htmlPiece(saidCell)}${htmlPiece(barCell(num(row.thumbsDown), scale))}${htmlPiece(numberCell(num(row.thumbsUp)))}</tr>` // prettier-ignore
  })
  const lead = rows.length
    ? `${n(focus.matched)} ${focus.matched === 1 ? 'page' : 'pages'} with a thumbs down; the ${rows.length} most unhelpful${feedback ? ', with what their readers said' : ' (export feedback too for what their readers said)'}`
    : 'no page had a thumbs down'
  const table = rows.length
    ? htmlOf`<table>${htmlPiece(headerHtml(['Page', 'What readers said', { text: 'Thumbs down', right: true }, { text: 'Thumbs up', right: true }]))}${join(lines)}</table>` // prettier-ignore
    : undefined
  return block('Pages readers vote down', lead, table)
}

/** `feedback`: the comments of readers not pleased, newest first, the comment first. */
export function readersComments(report: ReportOutcome): Html {
  const focus = report.focus
  if (!focus) return htmlOf``
  const rows = focus.rows.slice(0, SHOWN)
  const lines = rows.map(
    (row) =>
      htmlOf`<tr><td>${htmlPiece(textHtml(row.comment))}</td>${htmlPiece(cellHtml('path', row.path))}${htmlPiece(cellHtml('helpful', row.helpful))}${htmlPiece(cellHtml('createdAt', row.createdAt))}</tr>` // prettier-ignore
  )
  const lead = rows.length
    ? `${n(focus.matched)} of ${n(report.rows)} entries have a comment from a reader not pleased (any but a thumbs up's: a thumbs down, or code or agent feedback); the ${rows.length} newest`
    : `none of ${n(report.rows)} entries has a comment from a reader not pleased`
  const table = rows.length
    ? htmlOf`<table>${htmlPiece(headerHtml(['Comment', 'Page', 'Helpful', 'Date (UTC)']))}${join(lines)}</table>` // prettier-ignore
    : undefined
  return block("Readers' comments", lead, table)
}

/** `searches`: the searches that clicked nothing, the most searched first. */
export function searchesWithoutClick(report: ReportOutcome): Html {
  const focus = report.focus
  if (!focus) return htmlOf``
  const rows = focus.rows.slice(0, SHOWN)
  const scale = scaleOf(rows.map((r) => num(r.hits)))
  const lines = rows.map(
    (row) =>
      htmlOf`<tr>${htmlPiece(cellHtml('searchQuery', row.searchQuery))}${htmlPiece(barCell(num(row.hits), scale))}${htmlPiece(cellHtml('ctr', row.ctr))}${htmlPiece(cellHtml('topClickedPage', row.topClickedPage))}</tr>` // prettier-ignore
  )
  const lead = rows.length
    ? `${n(focus.matched)} of ${n(report.rows)} search terms (searched twice or more) led to no click, or to one in under 15 % of their searches; the most searched first`
    : 'every search term searched twice or more led readers to a page'
  const table = rows.length
    ? htmlOf`<table>${htmlPiece(headerHtml(['Search', { text: 'Searches', right: true }, { text: 'Click-through', right: true }, 'Top clicked page']))}${join(lines)}</table>` // prettier-ignore
    : undefined
  return block('Searches without a click', lead, table)
}

/** `assistant`: the questions it left open (unanswered, or answered with a question), newest first. */
export function openQuestions(report: ReportOutcome): Html {
  const focus = report.focus
  if (!focus) return htmlOf``
  const rows = focus.rows.slice(0, SHOWN)
  const lines = rows.map((row) => {
    const how = row.resolutionStatus === 'unanswered' ? 'Unanswered' : 'Asked back'
    return htmlOf`<tr>${htmlPiece(cellHtml('query', row.query))}<td>${htmlOurs(how)}</td>${htmlPiece(cellHtml('queryCategory', row.queryCategory))}${htmlPiece(cellHtml('timestamp', row.timestamp))}</tr>` // prettier-ignore
  })
  const lead = rows.length
    ? `${n(focus.matched)} of ${n(report.rows)} conversations left open; the ${rows.length} newest`
    : `the assistant answered all ${n(report.rows)} conversations`
  const table = rows.length
    ? htmlOf`<table>${htmlPiece(headerHtml(['Question', 'How', 'Category', 'Date (UTC)']))}${join(lines)}</table>` // prettier-ignore
    : undefined
  return block("The assistant's open questions", lead, table)
}

/** `visitors`, `views`: the top pages, with the change of each and the movers with `compare`. */
export function topPages(report: ReportOutcome): Html {
  const rows = report.top
  if (rows.length === 0) return htmlOf``
  const scale = scaleOf(rows.map((r) => num(r.total)))
  const earlier = report.previous?.earlier
  const lines = rows.map((row, i) => {
    const before = earlier?.[i]
    const versus = earlier
      ? htmlOf`<td align="right">${htmlOurs(change(before ?? null, num(row.total)))}</td>`
      : htmlOf``
    return htmlOf`<tr>${htmlPiece(cellHtml('path', row.path))}${htmlPiece(barCell(num(row.total), scale))}${htmlPiece(numberCell(num(row.human)))}${htmlPiece(numberCell(num(row.ai)))}${htmlPiece(versus)}</tr>` // prettier-ignore
  })
  const head = headerHtml([
    'Page',
    { text: 'Total', right: true },
    { text: 'Human', right: true },
    { text: 'AI', right: true },
    ...(earlier ? [{ text: 'Change', right: true }] : [])
  ])
  const top = block('Top pages', `the ${rows.length} most visited`, htmlOf`<table>${htmlPiece(head)}${join(lines)}</table>`) // prettier-ignore
  const movers = (report.previous?.movers ?? []).filter((m) => m.before !== m.now)
  if (movers.length === 0) return top
  const moved = movers.map(
    (m) =>
      htmlOf`<tr>${htmlPiece(cellHtml('path', m.key))}${htmlPiece(m.before === null ? htmlOf`<td align="right">–</td>` : numberCell(m.before))}${htmlPiece(numberCell(m.now))}<td align="right">${htmlOurs(change(m.before, m.now))}</td></tr>` // prettier-ignore
  )
  const table = htmlOf`<table>${htmlPiece(headerHtml(['Page', { text: 'Before', right: true }, { text: 'Now', right: true }, { text: 'Change', right: true }]))}${join(moved)}</table>` // prettier-ignore
  return htmlOf`${htmlPiece(top)}${htmlPiece(block('Movers', 'the top pages whose count changed most', table))}`
}

/** `assistant-callers`: where the queries came from, each a share of the total. */
export function callers(report: ReportOutcome): Html {
  const totals = report.totals
  if (!totals) return htmlOf``
  const total = totals.total ?? 0
  const lines = (['web', 'api', 'other'] as const).map(
    (name) =>
      htmlOf`<tr><th align="left">${htmlOurs(name === 'api' ? 'API' : name === 'web' ? 'Web' : 'Other')}</th>${htmlPiece(barCell(totals[name] ?? 0, total))}</tr>` // prettier-ignore
  )
  return block(
    'Where assistant queries come from',
    `${n(total)} in all`,
    htmlOf`<table>${join(lines)}</table>`
  )
}
