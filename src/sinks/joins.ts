/**
 * Lines joined, so that a secret cut over several lines reads whole: wrapped at a width (a PEM
 * body, a hex dump, lines of 7 characters), or cut into string literals that a patch continues on
 * its next line (`"ghp_AbCd" +` then `+  "EfGh"`).
 *
 * Two joins, because no one join is right for every text:
 * - `soft` drops the line break and the blanks around it: a wrapped value joins as it was, even
 *   one whose lines begin with `+` or `-` (base64 has both).
 * - `code` also drops the punctuation by which a line continues on the next: after the break a
 *   patch's `+`, `-` or space, the indentation, and quote and comment markers followed by a
 *   blank (`> `, `// `, `# `, `* `, `-- `); before it a backslash; and a string literal's
 *   closing quote, operator and opening quote (`"…" +` then `+  "…"`; `.`, `&`, `||` too).
 * What is dropped between two lines is not redacted itself: a secret found across a join is
 * redacted on each of its lines, and the lines stay lines.
 *
 * Joining is safe for what is looked for: a run of 8 characters of a random key, or a token's
 * prefix and 20 characters after it, do not come together from two lines of other text by chance.
 * The `code` join keeps a comma that ends a line (an array's items), a closing quote that the
 * next line does not open again, and an operator without quotes (`a +` then `b` is code, not one
 * value). A line that just ends may end a token: for-agent.ts (tokenEnd) says how far a token
 * found across lines goes.
 */
import { ViewBuilder, type View } from './views.js'

export type Join = 'soft' | 'code'

const BREAK = /\r\n|[\n\r\u2028\u2029\u0085]/g
const BLANK = /[ \t]*/y
/** What may begin a line that continues the one before, in a `code` join; group 1: a quote. */
const CONTINUATION =
  /[+\- ]?[ \t]*(?:(?:>+|\/\/+|#+|\*|--)[ \t]+)*((?:(?:[+.&]{1,2}|\|\|)[ \t]*)?["'`])?/y
const QUOTES = `"'\``
const OPERATORS = '+.&|'

const isBlank = (ch: string | undefined): boolean => ch === ' ' || ch === '\t'

/** Where a line stops holding data, and whether it says that it goes on (a quote, a `\\`). */
interface LineEnd {
  at: number
  continued: boolean
}

/**
 * Where the line that ends at `end` stops holding data (`floor`: where it began, at the least).
 * A closing quote and an operator go only when the next line goes on with a quote (`quoted`).
 */
function dataEnd(text: string, end: number, floor: number, join: Join, quoted: boolean): LineEnd {
  let at = end
  while (at > floor && isBlank(text[at - 1])) at--
  if (join === 'soft' || at === floor) return { at, continued: false }
  if (text[at - 1] === '\\') return { at: at - 1, continued: true }
  if (!quoted) return { at, continued: false }
  let quote = at
  for (let ops = 0; ops < 2 && quote > floor && OPERATORS.includes(text[quote - 1] ?? 'x'); ops++) {
    quote--
  }
  if (quote < at) while (quote > floor && isBlank(text[quote - 1])) quote--
  const closed = quote > floor && QUOTES.includes(text[quote - 1] ?? 'x')
  return closed ? { at: quote - 1, continued: true } : { at, continued: false }
}

/** Where the data of the line that begins at `start` begins, and whether it begins a string. */
function dataStart(text: string, start: number, join: Join): { at: number; quoted: boolean } {
  const pattern = join === 'soft' ? BLANK : CONTINUATION
  pattern.lastIndex = start
  const m = pattern.exec(text)
  return m ? { at: pattern.lastIndex, quoted: m[1] !== undefined } : { at: start, quoted: false }
}

/**
 * `lines` with its lines joined (see above); the view's `continued` holds where a line that said
 * it goes on was joined to the next.
 */
export function joined(lines: View, join: Join): View {
  const text = lines.text
  const out = new ViewBuilder()
  const continued = new Set<number>()
  let at = 0
  BREAK.lastIndex = 0
  for (let m = BREAK.exec(text); m; m = BREAK.exec(text)) {
    const next = dataStart(text, m.index + m[0].length, join)
    const end = dataEnd(text, m.index, at, join, next.quoted)
    out.copy(text, at, end.at)
    if (end.continued) continued.add(out.size)
    at = next.at
    BREAK.lastIndex = at
  }
  if (at === 0) return lines
  out.copy(text, at, text.length)
  return out.view(lines, { continued })
}
