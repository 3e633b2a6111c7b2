/**
 * Runs of hex, base64, base32 and decimal numbers decoded, as views (one character per byte,
 * Latin-1; a decimal number is one character, of its code),
 * so that a secret or a token written in one reads as itself. A run is decoded from each of its
 * characters at which a byte can begin (2 for hex, 4 for base64, 8 for base32): what precedes the
 * encoded value in the run does not matter (a word glued to it, a path segment, `user:` in a
 * Basic header, an odd digit). Hex digits may be separated by blanks, colons, commas or hyphens,
 * and each byte written `0x6d` (a dump, a debugger, a C array). base64 is read in both alphabets
 * (`+/` and `-_`).
 *
 * Decimal numbers (up to 65535) apart by commas or blanks, 8 or more: a Buffer in JSON
 * (`[109,105,…]`), `String.fromCharCode(109, 105, …)`, a `[]byte{…}` literal; over lines too (a
 * NumPy array, `od -tu1` with or without offsets, a YAML sequence's `- 109`, in a patch too),
 * read in lines not joined: a join glues the last number of a line to the first of the next.
 *
 * A decoded view is decoded again (a value encoded twice: base64 of a JSON that holds base64, as
 * a Kubernetes `.dockerconfigjson`; hex of base64), and read without its NUL bytes (UTF-16, as
 * in PowerShell's `-EncodedCommand`: base64 of UTF-16LE).
 *
 * Only what is found in a decoded run is redacted: a run is as often other data (a word of hex
 * letters, an identifier, a hash), whose bytes hold no run of 8 characters of a key and no token
 * by chance.
 */
import { PIECE } from './needles.js'
import { ViewBuilder, type View } from './views.js'

export type Encoding = 'hex' | 'base64' | 'base32' | 'decimal'
type Bits = Exclude<Encoding, 'decimal'>

interface Alphabet {
  /** A run of the encoding, separators included. */
  readonly run: RegExp
  /** Bits per symbol. */
  readonly width: number
  /** Each ASCII character's value; -1 for a character that is no symbol (a separator). */
  readonly values: Int8Array
}

function valuesOf(symbols: string, more: Record<string, number> = {}): Int8Array {
  const values = new Int8Array(128).fill(-1)
  for (let i = 0; i < symbols.length; i++) values[symbols.charCodeAt(i)] = i
  for (const [ch, value] of Object.entries(more)) values[ch.charCodeAt(0)] = value
  return values
}

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const LOWER = UPPER.toLowerCase()

const ALPHABETS: Readonly<Record<Bits, Alphabet>> = {
  hex: {
    run: /(?:0[xX])?[0-9a-fA-F]+(?:[ \t:,-]{1,2}(?:0[xX])?[0-9a-fA-F]+)*/g,
    width: 4,
    values: valuesOf('0123456789abcdef', { A: 10, B: 11, C: 12, D: 13, E: 14, F: 15 })
  },
  base64: {
    run: /[A-Za-z0-9+/_-]{11,}/g,
    width: 6,
    values: valuesOf(`${UPPER}${LOWER}0123456789+/`, { '-': 62, _: 63 })
  },
  base32: {
    run: /[A-Z2-7]{13,}|[a-z2-7]{13,}/g,
    width: 5,
    values: valuesOf(`${UPPER}234567`, Object.fromEntries([...LOWER].map((ch, i) => [ch, i])))
  }
}

/**
 * The symbols of a run: their values, where each begins (at its `0x` for hex written so) and
 * where it is.
 */
function symbolsOf(text: string, from: number, to: number, values: Int8Array) {
  const symbols: number[] = []
  const starts: number[] = []
  const places: number[] = []
  let prefix = -1
  for (let at = from; at < to; at++) {
    const ch = text.charCodeAt(at)
    const value = ch < 128 ? (values[ch] ?? -1) : -1
    if (value === -1 && (ch === 0x78 || ch === 0x58)) {
      // The x of hex's 0x: the 0 before it was no digit.
      symbols.pop()
      starts.pop()
      prefix = places.pop() ?? -1
    }
    if (value === -1) continue
    symbols.push(value)
    starts.push(prefix === -1 ? at : prefix)
    places.push(at)
    prefix = -1
  }
  return { symbols, starts, places }
}

/** Pushes the bytes of `symbols` read from each offset at which a byte can begin. */
function decodeRun(run: ReturnType<typeof symbolsOf>, width: number, out: ViewBuilder): void {
  const { symbols, starts, places } = run
  const period = width === 4 ? 2 : width === 6 ? 4 : 8
  for (let offset = 0; offset < period; offset++) {
    if ((symbols.length - offset) * width < PIECE * 8) return
    let bits = 0
    let held = 0
    let first = offset
    for (let k = offset; k < symbols.length; k++) {
      held = ((held << width) | (symbols[k] ?? 0)) & 0xffff
      bits += width
      if (bits < 8) continue
      bits -= 8
      out.pushCode((held >> bits) & 0xff, starts[first] ?? 0, (places[k] ?? 0) + 1)
      first = bits > 0 ? k : k + 1
    }
    out.gap(places[places.length - 1] ?? 0)
  }
}

/**
 * Decimal numbers, 8 or more, apart by a comma, blanks or a line break (a line of a literal of its
 * own too; then a patch's `+` or `-`, a quote, `od`'s offset of 6 to 8 digits, which no number of
 * the run has, a YAML item's `- `). Not from within a number, and none with a leading zero (no
 * tool prints bytes so): the first line's offset, or a line joined to the one before (`…PT0=` then
 * `109`), is no number of the run. Each part of a separator begins with its own character (the
 * lookahead asks for one), so a run that fails is given up in time linear in its length.
 */
const NUMBER_OF_RUN = '(?:0|[1-9][0-9]{0,4})'
const DECIMALS = new RegExp(
  [
    String.raw`(?<![0-9])${NUMBER_OF_RUN}(?:(?=[ \t,\r\n"'])[ \t]*(?:,[ \t]*)?`,
    // A line's end, in a literal of its own too (`"… 54\n",` then `"0000020  71 …`).
    String.raw`(?:["'](?:[ \t]*,)?[ \t]*(?=\r?\n))?`,
    String.raw`(?:\r?\n[+-]?[ \t]*["']?(?:[0-9a-f]{6,8}[ \t]+)?(?:-[ \t]+)?)?${NUMBER_OF_RUN}){7,}`
  ].join(''),
  'g'
)
/** A number of a run, or an offset (6 or more: skipped). */
const NUMBER = /[0-9a-f]{6,}|[0-9]+/g

/** Pushes each number of a run of DECIMALS (at `from` in `text`) as the character of its code. */
function decodeDecimals(run: string, from: number, out: ViewBuilder): void {
  for (const m of run.matchAll(NUMBER)) {
    if (m[0].length >= 6) continue
    const code = Number(m[0])
    const at = from + m.index
    if (code <= 0xffff) out.pushCode(code, at, at + m[0].length)
    else out.gap(at)
  }
  out.gap(from + run.length)
}

/** The runs of `encoding` in `view`, decoded: one view, its runs apart (no match spans two). */
export function decodedView(view: View, encoding: Encoding): View {
  const out = new ViewBuilder()
  if (encoding === 'decimal') {
    for (const m of view.text.matchAll(DECIMALS)) decodeDecimals(m[0], m.index, out)
    return out.view(view, { bridged: true })
  }
  const { run, width, values } = ALPHABETS[encoding]
  const least = Math.ceil((PIECE * 8) / width)
  for (const m of view.text.matchAll(run)) {
    if (m[0].length < least) continue
    decodeRun(symbolsOf(view.text, m.index, m.index + m[0].length, values), width, out)
  }
  // A match in hex bytes apart stands for the separators between them too.
  return out.view(view, { bridged: true })
}

/** `bytes` without its NUL bytes (UTF-16 of ASCII reads as ASCII); `bytes` when it has none. */
export function withoutNul(bytes: View): View {
  const text = bytes.text
  let nul = text.indexOf('\0')
  if (nul === -1) return bytes
  const out = new ViewBuilder()
  let at = 0
  for (; nul !== -1; nul = text.indexOf('\0', at)) {
    // The NULs belong to no character: a match stands for those between its ends (bridged).
    out.copy(text, at, nul)
    at = nul + 1
  }
  out.copy(text, at, text.length)
  return out.view(bytes, { bridged: true })
}
