/**
 * Lines joined, so that a secret cut over several lines reads whole: wrapped at a width (a PEM
 * body, a hex dump, lines of 7 characters), or cut into string literals that a patch continues on
 * its next line (`"ghp_AbCd" +` then `+  "EfGh"`).
 *
 * Two joins, because no one join is right for every text:
 * - `soft` drops the line break and the blanks around it: a wrapped value joins as it was, even
 *   one whose lines begin with `+` or `-` (base64 has both).
 * - `code` also drops the punctuation by which a line continues on the next: after the break a
 *   patch's `+`, `-` or space, the indentation, quote, comment and list markers followed by a
 *   blank (`> `, `// `, `# `, `* `, `-- `, a YAML sequence's `- `; a patch's removed line of a
 *   comment: `--- `), and a string prefix before a quote (`b"`, `$@"`, `L"`, `N'`: PREFIX);
 *   before it a backslash (a shell's or Python's line continued), quoted-printable's soft break
 *   (an `=` right after data), and a string literal's closing quote, operator or comma and opening quote
 *   (`"…" +` then `+  "…"`; `.`, `&`, `||`, an array's `",` too). Within a line, it drops what
 *   joins two string literals: `" + "`, `" "`, `", "`, `' . '`, `" b"` (a value cut into
 *   literals, or an array of its pieces or characters).
 * What is dropped is not redacted itself: a secret found across a join is redacted in each of its
 * pieces, and the lines and the literals stay as they were.
 *
 * Joining is safe for what is looked for: a run of 8 characters of a random key, or a token's
 * prefix and 20 characters after it, do not come together from two lines or two literals of
 * other text by chance. The `code` join keeps a closing quote that the next line does not open
 * again, and an operator without quotes (`a +` then `b` is code, not one value). A line that
 * just ends, and items of an array (after a comma), may end a token: tokens.ts (lineEnds) says
 * how far a token found across them goes; a backslash, an `=` and an operator say it goes on.
 */
import { ViewBuilder, type View } from './views.js'

export type Join = 'soft' | 'code'

/**
 * A string literal's prefix before its quote: Python's `b` `r` `f` `u`, C#'s `@` `$`, C++'s `L`
 * `u8`, SQL's `N` `E`, Scala's `s` `raw`, Rust's `c`: any of up to three letters, digits, `$`, `@`.
 */
const PREFIX = '[A-Za-z0-9$@]{1,3}'
const BREAK = /\r\n|[\n\r\u2028\u2029\u0085]/g
const BLANK = /[ \t]*/y
/** What may begin a line that continues the one before, in a `code` join; group 1: a quote. */
const CONTINUATION = new RegExp(
  String.raw`(?:[+ ]|-(?!-)|-(?=--[ \t]))?[ \t]*(?:(?:>+|\/\/+|#+|\*|--|-|;+)[ \t]+)*((?:(?:[+.&]{1,2}|\|\||(,))[ \t]*)?(?:${PREFIX})?["'\`])?`,
  'y'
)
const QUOTES = `"'\``
const OPERATORS = '+.&|,'
/**
 * Two string literals side by side on a line (the second may have a prefix after a blank or an
 * operator: `" b"`, `" + $"`, when its quote opens one: not ` gh" + ` of `" gh" + "p_…"`; a dot
 * may begin one, as an installation token cut at its JWT's dot does); group 1: an operator that
 * says the value goes on.
 */
const GLUE = new RegExp(
  String.raw`["'\`][ \t]*(?:([+.&]{1,2}|\|\|)[ \t]*|,[ \t]*)?(?:(?<=[ \t+.&|,])${PREFIX}["'\`](?=[^ \t+&|,;)\]\r\n"'\`])|["'\`])`,
  'g'
)

const isBlank = (ch: string | undefined): boolean => ch === ' ' || ch === '\t'

/** Where a line's data begins; whether with a quote, and whether a comma before it (an item). */
interface LineStart {
  at: number
  quoted: boolean
  item: boolean
}

/** Where a line stops holding data, and whether it says that it goes on (a quote, a `\\`). */
interface LineEnd {
  at: number
  continued: boolean
  /** The line ends an item of a list, the next begins one. */
  item?: true
}

/**
 * Where the line that ends at `end` stops holding data (`floor`: where it began, at the least).
 * A closing quote and an operator or a comma go only when the next line goes on with a quote;
 * a comma, at this line's end or the next's start, says no more than that the items go on.
 */
function dataEnd(text: string, end: number, floor: number, join: Join, next: LineStart): LineEnd {
  const { quoted } = next
  let at = end
  while (at > floor && isBlank(text[at - 1])) at--
  if (join === 'soft' || at === floor) return { at, continued: false }
  let continued = false
  if (text[at - 1] === '\\' || (text[at - 1] === '=' && /[^\s=]/.test(text[at - 2] ?? ' '))) {
    at--
    continued = true
    while (at > floor && isBlank(text[at - 1])) at--
  }
  if (!quoted) return { at, continued }
  let quote = at
  for (let ops = 0; ops < 2 && quote > floor && OPERATORS.includes(text[quote - 1] ?? 'x'); ops++) {
    quote--
  }
  if (quote < at) while (quote > floor && isBlank(text[quote - 1])) quote--
  const closed = quote > floor && QUOTES.includes(text[quote - 1] ?? 'x')
  if (!closed) return { at, continued }
  const item = next.item || text.slice(quote, at).includes(',')
  if (continued || !item) return { at: quote - 1, continued: true }
  // Items one a line: blanks inside the quotes around the break go, as around a wrapped line's
  // break do (a notebook's indented output); in a literal that goes on they are the value's.
  let data = quote - 1
  while (data > floor && isBlank(text[data - 1])) data--
  return { at: data, continued: false, item: true }
}

/** Where the data of the line that begins at `start` begins, and whether it begins a string. */
function dataStart(text: string, start: number, join: Join): LineStart {
  const pattern = join === 'soft' ? BLANK : CONTINUATION
  pattern.lastIndex = start
  const m = pattern.exec(text)
  if (!m) return { at: start, quoted: false, item: false }
  return { at: pattern.lastIndex, quoted: m[1] !== undefined, item: m[2] !== undefined }
}

/**
 * The places in a text where two string literals are joined (GLUE), in order: each search starts
 * where the last one did not reach yet, so that all of them read the text once.
 */
class Glues {
  private last: RegExpExecArray | null | undefined

  constructor(private readonly text: string) {}

  /** The first place at or after `from`. */
  next(from: number): RegExpExecArray | null {
    if (this.last === null || (this.last && this.last.index >= from)) return this.last
    GLUE.lastIndex = from
    this.last = GLUE.exec(this.text)
    return this.last
  }
}

/**
 * Copies the characters `from` to `to` of a line into `out`, without what joins two string
 * literals (`glues`; none for a `soft` join); `continued` gets where a literal was joined to the
 * next by an operator, `items` where to the next item of a list.
 */
function copyLine(
  text: string,
  from: number,
  to: number,
  glues: Glues | undefined,
  out: ViewBuilder,
  continued: Set<number>,
  items: Set<number>
): boolean {
  let at = from
  for (let m = glues?.next(at); m && m.index + m[0].length <= to; m = glues?.next(at)) {
    out.copy(text, at, m.index)
    ;(m[1] !== undefined || !m[0].includes(',') ? continued : items).add(out.size)
    at = m.index + m[0].length
  }
  out.copy(text, at, to)
  return at > from
}

/**
 * `lines` with its lines joined (see above); the view's `continued` holds where a line or a
 * literal that said it goes on was joined to the next, its `items` where a literal was joined to
 * the next item of a list on its line.
 */
export function joined(lines: View, join: Join): View {
  const text = lines.text
  const out = new ViewBuilder()
  const continued = new Set<number>()
  const items = new Set<number>()
  const glues = join === 'code' ? new Glues(text) : undefined
  let at = 0
  let changed = false
  BREAK.lastIndex = 0
  for (let m = BREAK.exec(text); m; m = BREAK.exec(text)) {
    const next = dataStart(text, m.index + m[0].length, join)
    const end = dataEnd(text, m.index, at, join, next)
    if (copyLine(text, at, end.at, glues, out, continued, items)) changed = true
    if (end.continued) continued.add(out.size)
    at = next.at
    if (end.item) while (isBlank(text[at])) at++
    changed = true
    BREAK.lastIndex = at
  }
  if (copyLine(text, at, text.length, glues, out, continued, items)) changed = true
  return changed ? out.view(lines, { continued, items }) : lines
}
