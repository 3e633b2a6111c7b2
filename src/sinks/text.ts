/**
 * Untrusted text made plain: secrets redacted first, then every character a reader would not see
 * (control and format characters: newlines, bidi overrides, zero-width joiners, lone surrogates)
 * made visible as an escape, white space folded, and only then the length bounded. These are the
 * building blocks of every sink (log.ts, markup.ts, step.ts); none of them knows GitHub Actions.
 */
import { redact } from './secrets.js'

/** What a reader would not see: C0/C1 controls, format characters, line and paragraph separators,
 * surrogates without their pair, the Hangul fillers and the Braille blank that render as nothing,
 * and the variation selectors, which can carry a hidden message after any character. */
const HIDDEN =
  // eslint-disable-next-line no-misleading-character-class -- variation selectors alone, on purpose
  /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\u115F\u1160\u3164\uFFA0\u2800\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }

/** Makes hidden characters visible: `\n`, `\u{202e}`. */
export function visible(text: string): string {
  return text.replace(HIDDEN, (ch) => NAMED[ch] ?? `\\u{${(ch.codePointAt(0) ?? 0).toString(16)}}`)
}

/** Cuts to at most `max` characters (an ellipsis included), never inside a surrogate pair. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text
  let end = Math.max(0, max - 1)
  const code = text.charCodeAt(end - 1)
  if (code >= 0xd800 && code <= 0xdbff) end--
  return `${text.slice(0, end)}…`
}

/** The default bound of one value in a line, a cell or an output. */
export const MAX_VALUE = 500

/**
 * Any value as one plain line: redacted, hidden characters visible, runs of white space folded
 * to one space, trimmed, bounded. The order is the point: redact before cutting.
 */
export function plainLine(value: unknown, max = MAX_VALUE): string {
  const text = typeof value === 'string' ? value : String(value)
  const shown = visible(redact(text).replace(/\r\n?|\n/g, ' '))
    .replace(/\s+/g, ' ')
    .trim()
  return cut(shown, max)
}
