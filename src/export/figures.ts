/**
 * Numbers as the analytics summaries and the digest show them: a count as people read it, and a
 * bar for a table cell. The files have every count exactly as it came.
 */

const BAR_WIDTH = 20

/** A bar of `value` against the largest, `max`, in a fixed width of block characters. */
export function bar(value: number, max: number): string {
  const filled =
    max > 0 ? Math.min(BAR_WIDTH, Math.max(0, Math.round((value / max) * BAR_WIDTH))) : 0
  return '█'.repeat(filled) + '░'.repeat(BAR_WIDTH - filled)
}

/**
 * A count as a person reads it: thousands grouped, at most two decimals. Counts may have a
 * fraction (the document types them `number`; visitors are approximate): 10.5 shows as 10.5, and
 * a value a service computed as 10.500000001 as 10.5.
 */
export const n = (value: number): string =>
  value.toLocaleString('en-US', { maximumFractionDigits: 2 })

const METER_WIDTH = 16
const EIGHTHS = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉']

/**
 * A bar of `value` against `scale`, in a fixed width (16 cells) to an eighth of a cell: a value
 * above nothing always shows a sliver, and a value at the scale fills the width. The caller picks
 * a scale that means something (a total, the largest in a table but never below a floor), so
 * that one vote does not fill a column.
 */
export function meter(value: number, scale: number): string {
  const share = scale > 0 && value > 0 ? Math.min(1, value / scale) : 0
  const eighths = share > 0 ? Math.max(1, Math.round(share * METER_WIDTH * 8)) : 0
  const whole = Math.floor(eighths / 8)
  const part = EIGHTHS[eighths % 8] ?? ''
  return '█'.repeat(whole) + part + '░'.repeat(METER_WIDTH - whole - (part ? 1 : 0))
}
