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
 *
 * What `value.toLocaleString('en-US', { maximumFractionDigits: 2 })` writes, character for
 * character (a property test compares them), without it: its first call loads ICU's number
 * formatting, 7.5 MiB of a step's resident memory (BENCHMARKS.md). As ECMA-402 says, the shortest
 * decimal that reads back as the value (what String gives) is rounded half away from zero, so
 * 1.005 shows as 1.01; a negative value shows its sign even when it rounds to 0.
 */
export function n(value: number): string {
  if (Number.isNaN(value)) return 'NaN'
  const sign = value < 0 || Object.is(value, -0) ? '-' : ''
  if (!Number.isFinite(value)) return `${sign}∞`
  // `1.2345e-7` or `123.45`: its digits, and where the decimal point falls among them.
  const [mantissa = '', exponent = '0'] = String(Math.abs(value)).split('e')
  const [whole = '', fraction = ''] = mantissa.split('.')
  let digits = whole + fraction
  let point = whole.length + Number(exponent)
  const kept = point + 2
  if (kept < 0) digits = ''
  else if (digits.length > kept) {
    const up = (digits[kept] ?? '0') >= '5'
    digits = digits.slice(0, kept)
    if (up) {
      const raised = roundedUp(digits)
      if (raised.length > digits.length) point++
      digits = raised
    }
  }
  const integer = point > 0 ? digits.slice(0, point).padEnd(point, '0') : ''
  const decimals = (point < 0 ? '0'.repeat(-point) : '') + digits.slice(Math.max(point, 0))
  const shown = decimals.replace(/0+$/, '')
  return `${sign}${grouped(integer.replace(/^0+(?=.)/, '') || '0')}${shown ? `.${shown}` : ''}`
}

/** Decimal digits plus one in their last place (`'199'` -> `'200'`, `'99'` -> `'100'`). */
function roundedUp(digits: string): string {
  let carry = true
  let out = ''
  for (let i = digits.length - 1; i >= 0; i--) {
    const digit: number = Number(digits[i]) + (carry ? 1 : 0)
    carry = digit === 10
    out = String(digit % 10) + out
  }
  return carry ? `1${out}` : out
}

/** Thousands grouped with commas, as en-US writes them: `1234567` -> `1,234,567`. */
export function grouped(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

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
