/**
 * Views of a text: copies in which a secret written in another form reads as itself, each of
 * their characters traced back to the characters of the text it stands for, so that what is
 * found in a view is redacted where it was written.
 *
 * - `normalised`: escapes decoded (`\x6d`, `\u006d`, `\u{6d}`, `\U0000006d`, `\155`, `\_`,
 *   `%6D`, `%u006d`, `&#109;`, `&#x6d;`, `&lowbar;`, quoted-printable's `=5F`…), compatibility
 *   forms folded (NFKC: `ｍ` reads `m`), and what renders as nothing dropped (zero-width, bidi
 *   controls, the soft hyphen, variation selectors, combining marks: Default_Ignorable_Code_Point,
 *   combining marks of every kind; a terminal's colour codes, also written `\e[32m`; HTML's
 *   `<wbr>` in any case).
 * - joins.ts: lines joined, so that a secret wrapped at a width, or cut into two string literals
 *   of a patch, reads whole.
 * - decoded.ts: runs of hex, base64 and base32 decoded to bytes.
 */

/** A copy of a text: character i stands for the characters from[i] to to[i] of its parent. */
export interface View {
  readonly text: string
  readonly from: ArrayLike<number>
  readonly to: ArrayLike<number>
  /** The view this one was made from; none for the text itself (character i is character i). */
  readonly parent?: View
  /** A match stands for all its characters stand for and what lies between (hex separators). */
  readonly bridged?: boolean
  /** Joined lines: the characters that follow a joint where a line said it goes on (joins.ts). */
  readonly continued?: ReadonlySet<number>
  /** Joined lines: the characters that follow a joint between two items of a list on a line. */
  readonly items?: ReadonlySet<number>
}

/** The text itself, as a view. */
export const viewOf = (text: string): View => ({ text, from: [], to: [] })

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1

/** Code units as a string, a few thousand at a time (a call takes only so many arguments). */
function chunked(codes: Uint16Array): string {
  const parts: string[] = []
  for (let at = 0; at < codes.length; at += 4096) {
    parts.push(String.fromCharCode(...codes.subarray(at, at + 4096)))
  }
  return parts.join('')
}

/**
 * Builds a view character by character. A dropped character goes with the character kept right
 * before it (a combining mark or a variation selector belongs to the character it marks), or,
 * where none is (at the start, after a gap), with the next one kept.
 */
export class ViewBuilder {
  private codes = new Uint16Array(256)
  private from = new Int32Array(256)
  private to = new Int32Array(256)
  private length = 0
  private dropped = -1

  private room(more: number): void {
    const size = this.length + more
    if (size <= this.codes.length) return
    const grown = Math.max(size, this.codes.length * 2)
    const codes = new Uint16Array(grown)
    const from = new Int32Array(grown)
    const to = new Int32Array(grown)
    codes.set(this.codes)
    from.set(this.from)
    to.set(this.to)
    this.codes = codes
    this.from = from
    this.to = to
  }

  /** The character of code unit `code` stands for the parent's characters `from` to `to`. */
  pushCode(code: number, from: number, to: number): void {
    this.room(1)
    this.codes[this.length] = code
    this.from[this.length] = this.dropped === -1 ? from : this.dropped
    this.to[this.length++] = to
    this.dropped = -1
  }

  /** `text` stands for the parent's characters `from` to `to`. */
  push(text: string, from: number, to: number): void {
    for (let i = 0; i < text.length; i++) this.pushCode(text.charCodeAt(i), from, to)
  }

  /** The parent's characters `from` to `to`, each standing for itself. */
  copy(parent: string, from: number, to: number): void {
    if (to <= from) return
    this.room(to - from)
    this.pushCode(parent.charCodeAt(from), from, from + 1)
    for (let i = from + 1; i < to; i++) {
      this.codes[this.length] = parent.charCodeAt(i)
      this.from[this.length] = i
      this.to[this.length++] = i + 1
    }
  }

  /** The parent's characters `from` to `to` stand for nothing: redacted with a neighbour. */
  drop(from: number, to: number): void {
    const last = this.length - 1
    if (this.dropped === -1 && last >= 0 && this.to[last] === from) this.to[last] = to
    else if (this.dropped === -1) this.dropped = from
  }

  /** A separator that stands for nothing (between two decoded runs: no match spans it). */
  gap(at: number): void {
    this.dropped = -1
    this.pushCode(0x0a, at, at)
  }

  /** How many characters the view has so far. */
  get size(): number {
    return this.length
  }

  view(parent: View, more: Pick<View, 'bridged' | 'continued' | 'items'> = {}): View {
    const { length } = this
    // The code units as they are (UTF-16 in the machine's order; Node decodes it without checking
    // surrogates or dropping a BOM), in one pass.
    const text = LITTLE_ENDIAN
      ? Buffer.from(this.codes.buffer, this.codes.byteOffset, length * 2).toString('utf16le')
      : chunked(this.codes.subarray(0, length))
    const from = this.from.subarray(0, length)
    return { text, from, to: this.to.subarray(0, length), parent, ...more }
  }
}

/**
 * Marks in `covered` (one flag per character of the text itself) the characters that the
 * characters `from` to `to` of `view` stand for; the parent's characters that no character of the
 * view stands for (a line break a join dropped) stay unmarked.
 */
export function cover(view: View, from: number, to: number, covered: Uint8Array): void {
  const { parent } = view
  if (!parent) {
    covered.fill(1, from, to)
    return
  }
  if (view.bridged) {
    if (to > from) cover(parent, view.from[from] ?? 0, view.to[to - 1] ?? 0, covered)
    return
  }
  let start = -1
  let end = -1
  for (let i = from; i < to; i++) {
    const a = view.from[i] ?? 0
    const b = view.to[i] ?? 0
    if (start !== -1 && a <= end) {
      end = Math.max(end, b)
      continue
    }
    if (start !== -1) cover(parent, start, end, covered)
    start = a
    end = b
  }
  if (start !== -1 && end > start) cover(parent, start, end, covered)
}

const HEX = '[0-9a-fA-F]'
/** One escape of a character (its groups: HEX_GROUPS and those after), or other characters. */
const ESCAPE = new RegExp(
  [
    // A terminal's colour and style codes (a coloured CI log), also as a script writes them
    // (`\e[32m`): they show as nothing. A truecolor code sets two colours of 5 numbers.
    `((?:\\x1b|\\\\(?:e|033|x1[bB]|u001[bB]))\\[[0-9;]{0,64}[A-Za-z])`,
    // C, Python, shell, JavaScript, Rust, JSON; markdown's backslash before punctuation. Leading
    // zeros in braces, as JavaScript takes them (`\u{000000005f}`).
    `\\\\(?:x(${HEX}{2})|u\\{0*(${HEX}{1,6})\\}|u(${HEX}{4})|U(${HEX}{8})|([0-7]{1,3})` +
      `|([nrt])|([!-/:-@[-\`{-~]))`,
    // URLs (and JavaScript's old escape()).
    `%u(${HEX}{4})|%(${HEX}{2})`,
    // HTML, with any leading zeros.
    `&#[xX]0*(${HEX}{1,6});?|&#0*([0-9]{1,7});?|&([A-Za-z]{2,24});`,
    // Quoted-printable (a mail, a MIME header's Q encoding): `=5F`, capitals only.
    '=([0-9A-F]{2})',
    // HTML's break opportunity inside a long word: it shows as nothing.
    '(<[wW][bB][rR][ \\t]*/?>)',
    // Characters beyond ASCII, folded or dropped one by one.
    '[^\\0-\\x7f]+',
    // Controls that show as nothing (a NUL after every character: UTF-16 read as text), dropped.
    '[\\0-\\x08\\x0b\\x0c\\x0e-\\x1a\\x1c-\\x1f\\x7f]+'
  ].join('|'),
  'g'
)

/** Named HTML references of the one character of keys and tokens that has a name (`_`). */
const ENTITIES: Readonly<Record<string, string>> = {
  lowbar: '_',
  UnderBar: '_',
  // Invisible characters by name: dropped once decoded, like the characters themselves.
  shy: '\u00ad',
  ZeroWidthSpace: '\u200b',
  zwnj: '\u200c',
  zwj: '\u200d',
  NoBreak: '\u2060',
  lrm: '\u200e',
  rlm: '\u200f',
  // HTML's other names of the zero-width space, and of the invisible operators.
  NegativeMediumSpace: '\u200b',
  NegativeThinSpace: '\u200b',
  NegativeVeryThinSpace: '\u200b',
  NegativeThickSpace: '\u200b',
  af: '\u2061',
  ApplyFunction: '\u2061',
  it: '\u2062',
  InvisibleTimes: '\u2062',
  ic: '\u2063',
  InvisibleComma: '\u2063'
}

const LETTER_ESCAPES: Readonly<Record<string, string>> = { n: '\n', r: '\r', t: '\t' }

/** The groups of ESCAPE that hold a code point in hex, in decimal and in octal (1 and 15: none). */
const HEX_GROUPS = [2, 3, 4, 5, 9, 10, 11, 14]
const DECIMAL_GROUP = 12
const OCTAL_GROUP = 6
const QUOTED_GROUP = 14

/**
 * Quoted-printable writes the characters of a key other than `_` and `-` only among other escapes
 * (`=6D=69`): an `=XX` alone is data after an `=` (`KEY=6768705f…` in hex, `=AB…` in base32).
 */
const isLoneQuoted = (m: RegExpExecArray, value: string | undefined): boolean =>
  m[QUOTED_GROUP] !== undefined &&
  value !== '_' &&
  value !== '-' &&
  m.input[m.index + 3] !== '=' &&
  m.input[m.index - 3] !== '='

/**
 * A line break escaped at a string literal's end (`"…\n"`: a notebook's output, `readlines()`, a
 * JavaScript `"…\n" +`) ends the literal, not a line of its value: it stands for nothing, so that
 * the literals join as they would without it (joins.ts).
 */
const atLiteralEnd = (m: RegExpExecArray): boolean =>
  m[7] !== 't' && /^(?:\\n)?["'`]/.test(m.input.slice(m.index + 2, m.index + 5))

/** What one ESCAPE match stands for; undefined when it stands for no character. */
function decoded(m: RegExpExecArray): string | undefined {
  const hex = HEX_GROUPS.map((group) => m[group]).find((digits) => digits !== undefined)
  const decimal = m[DECIMAL_GROUP]
  const octal = m[OCTAL_GROUP]
  const point =
    hex !== undefined
      ? parseInt(hex, 16)
      : decimal !== undefined
        ? parseInt(decimal, 10)
        : octal !== undefined
          ? parseInt(octal, 8)
          : undefined
  if (point !== undefined) return point <= 0x10ffff ? String.fromCodePoint(point) : undefined
  if (m[7]) return atLiteralEnd(m) ? '' : LETTER_ESCAPES[m[7]]
  if (m[8]) return m[8]
  if (m[13]) return Object.hasOwn(ENTITIES, m[13]) ? ENTITIES[m[13]] : undefined
  if (m[1] || m[15]) return ''
  return m[0]
}

/**
 * A control that shows as nothing (a NUL after every character is UTF-16 read as text; DEL): tab,
 * line breaks and the escape of colour codes (read elsewhere) aside.
 */
const hiddenControl = (code: number): boolean =>
  code === 0x7f || (code < 0x20 && code !== 9 && code !== 10 && code !== 13 && code !== 0x1b)

/**
 * Characters that render as nothing, or only on the character before them (combining marks:
 * nonspacing, spacing and enclosing, as the keycap of 1️⃣).
 */
const INVISIBLE = /^[\p{Default_Ignorable_Code_Point}\p{M}]$/u

/** Pushes `text` (standing for the parent's `from` to `to`) character by character, folded. */
function pushFolded(out: ViewBuilder, text: string, from: number, to: number): void {
  for (const ch of text) {
    const code = ch.charCodeAt(0)
    if (hiddenControl(code)) out.drop(from, to)
    else if (code < 0x80) out.push(ch, from, to)
    else if (INVISIBLE.test(ch)) out.drop(from, to)
    else out.push(ch.normalize('NFKC'), from, to)
  }
}

/** `text` with escapes decoded, compatibility forms folded and invisible characters dropped. */
export function normalised(text: View): View {
  const out = new ViewBuilder()
  const source = text.text
  let at = 0
  for (const m of source.matchAll(ESCAPE)) {
    out.copy(source, at, m.index)
    at = m.index
    const end = m.index + m[0].length
    if (hiddenControl(m[0].charCodeAt(0))) {
      out.drop(at, end)
      at = end
      continue
    }
    if (m[0].charCodeAt(0) >= 0x80) {
      // Non-ASCII characters: each stands for itself (a surrogate pair for both halves).
      for (const ch of m[0]) {
        pushFolded(out, ch, at, at + ch.length)
        at += ch.length
      }
      continue
    }
    const value = decoded(m)
    if (value === undefined || isLoneQuoted(m, value)) out.copy(source, at, end)
    else pushFolded(out, value, at, end)
    at = end
  }
  if (at === 0) return text
  out.copy(source, at, source.length)
  return out.view(text)
}
