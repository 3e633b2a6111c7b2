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
