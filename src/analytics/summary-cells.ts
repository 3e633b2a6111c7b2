/**
 * The analytics summary's cells, as people read them: column names in words, times the service
 * gave formatted by us (one line, UTC), counts grouped and aligned right, bars against a scale
 * that means something, and readers' long text folded. Every value of the service is either
 * formatted by us from a number or a time we parsed (our text), or shown as escaped code.
 */
import { meter, n } from '../export/figures.js'
import type { Cell } from '../export/table-writer.js'
import { htmlCode, htmlOf, htmlOurs, htmlPiece, plainLine, type Html } from '../sinks/index.js'
import * as days from './days.js'
import { fraction } from './signals.js'

/** Text longer than this is folded: its start shows, the rest opens on a click. */
export const FOLD_AT = 80
/** Folded text shows this much when opened (the file has it whole). */
export const MAX_TEXT = 1000
/** A bar's scale is never below this: one vote is a tenth of the width, not all of it. */
export const BAR_FLOOR = 10

/** The words for the service's field names (the files keep the field names). */
const LABELS: Record<string, string> = {
  path: 'Page',
  human: 'Human',
  ai: 'AI',
  total: 'Total',
  createdAt: 'Date (UTC)',
  source: 'Source',
  status: 'Status',
  helpful: 'Helpful',
  comment: 'Comment',
  thumbsUp: 'Thumbs up',
  thumbsDown: 'Thumbs down',
  code: 'Code feedback',
  searchQuery: 'Search',
  hits: 'Searches',
  ctr: 'Click-through',
  topClickedPage: 'Top clicked page',
  lastSearchedAt: 'Last searched (UTC)',
  timestamp: 'Date (UTC)',
  query: 'Question',
  responseType: 'Answer',
  resolutionStatus: 'Resolution',
  queryCategory: 'Category',
  web: 'Web',
  api: 'API',
  other: 'Other'
}

export const label = (column: string): string => LABELS[column] ?? column

export const join = (parts: readonly Html[]): ReturnType<typeof htmlPiece> =>
  htmlPiece(parts.join('') as Html)

const NBSP = '\u00a0'

/** A time of the service's, parsed and written by us (`26 Nov 2026 20:40`, UTC, days.ts) on one line; undefined: not a time. */
export const timeText = (value: Cell | undefined): string | undefined => days.timeText(value, NBSP) // prettier-ignore

/** A range whose end is exclusive, as its days (`20 Nov 2026 – 26 Nov 2026 (7 days)`, days.ts), or as given. */
export const rangeText = (from: string | undefined, to: string | undefined): string =>
  days.daysText(from, to, NBSP) ?? `${from ?? 'the service default'} to ${to ?? 'now'} (exclusive)`

/** A count, aligned right. */
export const numberCell = (value: number): Html =>
  htmlOf`<td align="right">${htmlOurs(n(value))}</td>`

/** A count and its bar against `scale`, aligned right, on one line: the bars line up, and so do the counts. */
export const barCell = (value: number, scale: number): Html =>
  htmlOf`<td align="right">${htmlOurs(`${n(value)}${NBSP}`)}<code>${meter(value, scale)}</code></td>`

/** The scale of a table's bars: its largest value, but never below the floor. */
export const scaleOf = (values: readonly number[]): number => Math.max(BAR_FLOOR, ...values)

/**
 * Untrusted text as code on one line; past FOLD_AT characters folded: its start as the summary
 * of a `<details>`, the text (up to MAX_TEXT) inside.
 */
export function textHtml(value: unknown): Html {
  const whole = plainLine(value, MAX_TEXT)
  if (whole.length <= FOLD_AT) return htmlOf`${htmlCode(value, FOLD_AT)}`
  return htmlOf`<details><summary>${htmlCode(value, FOLD_AT)}</summary>${htmlCode(value, MAX_TEXT)}</details>`
}

/** A click-through as a percentage (the service's may be a fraction or a percentage). */
export const ctrText = (value: number): string => `${n(fraction(value) * 100)}${NBSP}%`

/** One cell of a report's row, by its column. */
export function cellHtml(column: string, value: Cell | undefined): Html {
  if (value === null || value === undefined || value === '') return htmlOf`<td>–</td>`
  if (typeof value === 'number') {
    return column === 'ctr'
      ? htmlOf`<td align="right">${htmlOurs(ctrText(value))}</td>`
      : numberCell(value)
  }
  if (typeof value === 'boolean') {
    return htmlOf`<td>${htmlOurs(column === 'helpful' ? (value ? '👍 yes' : '👎 no') : String(value))}</td>` // prettier-ignore
  }
  const time = timeText(value)
  if (time !== undefined && /At$|^timestamp$/.test(column))
    return htmlOf`<td>${htmlOurs(time)}</td>`
  return htmlOf`<td>${htmlPiece(textHtml(value))}</td>`
}

/** A header row of the service's columns in words; counts' headers aligned as their cells. */
export function headerHtml(columns: readonly (string | { text: string; right?: boolean })[]): Html {
  const cells = columns.map((column) => {
    const { text, right } = typeof column === 'string' ? { text: column, right: false } : column
    return right
      ? htmlOf`<th align="right">${htmlOurs(text)}</th>`
      : htmlOf`<th>${htmlOurs(text)}</th>`
  })
  return htmlOf`<tr>${join(cells)}</tr>`
}
