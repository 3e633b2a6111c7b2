// The closed list of forms in which the redaction on the way to the agent (src/sinks/for-agent.ts
// redactForAgent) finds each kind of secret, as the README's table of forms ("Docs that follow
// the code") lists them: one generator per form, named as its row, for the kinds its row marks.
// The property test (__tests__/sinks/redact-for-agent.property.test.ts) runs each form for each of
// its kinds, and fails when this list and the README's table differ.
import fc from 'fast-check'
import { isKeyBody } from '../../src/sinks/tokens.js'
import {
  b64,
  base32Of,
  base64,
  dump,
  dumpRead,
  escaped,
  hex2,
  hexBytes,
  hexDigits,
  hexOf,
  joinedBy,
  lead,
  of,
  points,
  utf16,
  utf8,
  wrapped,
  type Choices,
  type Made
} from './secret-encodings.js'

/** How NumPy prints an array of bytes: `[103 104 …]` in lines of at most 75, the next indented. */
function numpyArray(codes: readonly number[]): string {
  const lines = ['[']
  for (const [i, code] of codes.entries()) {
    const cell = `${i ? ' ' : ''}${String(code).padStart(3)}`
    if (lines[lines.length - 1]!.length + cell.length > 75)
      lines.push(` ${String(code).padStart(3)}`)
    else lines[lines.length - 1] += cell
  }
  return `${lines.join('\n')}]`
}

/** How `od -tu1` prints bytes: 16 a line, each in 4 columns, after its offset (not with `-An`). */
const od = (codes: readonly number[], offsets: boolean): string =>
  codes
    .map((code, i) => {
      const offset = offsets && i % 16 === 0 ? i.toString(8).padStart(7, '0') : ''
      return `${i && i % 16 === 0 ? '\n' : ''}${offset}${String(code).padStart(4)}`
    })
    .join('')

/** The kinds of secret, in the order of the table's columns. */
export const KINDS = ['key', 'token', 'other'] as const
export type Kind = (typeof KINDS)[number]

/** Each kind's column heading in the README's table. */
export const KIND_HEADINGS: Readonly<Record<Kind, string>> = {
  key: 'the API key',
  token: 'a GitHub token',
  other: "another project's key"
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const alnum = (min: number, max = min) =>
  fc.array(fc.constantFrom(...ALNUM), { minLength: min, maxLength: max }).map((c) => c.join(''))

/** A secret: the API key that the redaction is given (none for a token), and what is written. */
export interface Secret {
  readonly key: string | undefined
  readonly written: string
}

/** Random secrets of each kind. */
export const SECRETS: Readonly<Record<Kind, fc.Arbitrary<Secret>>> = {
  // The API key, whatever follows its mint_, written whole or by any 8 or more of its characters.
  key: alnum(16, 40).chain((body) => {
    const key = `mint_${body}`
    return fc
      .tuple(fc.nat(key.length - 8), fc.nat(key.length))
      .map(([at, more]) => ({ key, written: key.slice(at, Math.max(at + 8, at + more)) }))
  }),
  token: fc
    .oneof(
      fc.tuple(fc.constantFrom('ghp', 'gho', 'ghu', 'ghs'), alnum(36)).map(([p, r]) => `${p}_${r}`), // prettier-ignore
      // A refresh token is 80 in GitHub's docs (GitHub fixes no length: 40 or more).
      alnum(76).map((r) => `ghr_${r}`),
      fc.tuple(alnum(22), alnum(59)).map(([a, b]) => `github_pat_${a}_${b}`)
    )
    .map((written) => ({ key: undefined, written })),
  // Another project's key, of the shape that tells a key from an identifier (src/sinks/tokens.ts):
  // the few random keys that read as words in camel case (5 in 10,000) are not looked for.
  other: alnum(20, 40)
    .filter(isKeyBody)
    .map((r) => ({ key: undefined, written: `mint_${r}` }))
}

/** A form: the kinds it is promised for, and its generator. */
export interface Form {
  readonly kinds: readonly Kind[]
  readonly make: (secret: string, c: Choices, kind: Kind) => Made
  /** Texts of a shown text that may hold no 8 characters of the secret (where windows won't do). */
  readonly readBack?: (shown: string) => string[]
}

const ALL = KINDS
/** How wide the lines of a wrapped secret are: another project's key, of no fixed length, ends
 * with a line that holds a whole one (13 characters; src/sinks/tokens.ts lineEnds). */
const width = (kind: Kind, n: number) => 1 + (n % (kind === 'other' ? 12 : 40))
/** Glues of an array's items (`", "`) end another project's key, as a line does. */
const glues = (kind: Kind, goOn: readonly string[], list: readonly string[]) =>
  kind === 'other' ? goOn : [...goOn, ...list]

const INVISIBLE = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u202e', '\u2066', '\u0301', '\ufe0f', '&shy;', '&ZeroWidthSpace;', '&zwj;', '&zwnj;', '&NoBreak;', '&#8203;'] // prettier-ignore
const COLOURS = ['\x1b[32m', '\x1b[1m', '\x1b[0m', '\x1b[38;5;208m']
const PREFIXES = ['+', '-', ' ', '+  ', '> ', '>> ', '// ', '# ', ' * ', '-- ', '; ', '+// ']
const GLUED = ['" + "', '" "', '""', '" . "', '" & "', '" || "']
const LISTED = ['", "', '","']
const GLUED_LINES = [
  '" +\n+  "',
  '"\n  + "',
  '"\n    . "',
  '" \\\n    "',
  '"\\\n"',
  '" &&\n  "',
  '" +\n  "'
]
const LISTED_LINES = ['",\n  "', '",\n+  "']
/** Letters Unicode folds to ASCII (NFKC): full-width, mathematical bold. */
const folded = (p: number, n: number) =>
  n % 2 || p === 0x5f
    ? String.fromCodePoint(p + 0xfee0)
    : String.fromCodePoint(
        p >= 0x61 ? p - 0x61 + 0x1d41a : p >= 0x41 ? p - 0x41 + 0x1d400 : p - 0x30 + 0x1d7ce
      )
/** A code point escaped as JSON and JavaScript (`\u005f`, `\u{5f}`) and Python (`\U0000005f`) do. */
const unicode = (p: number, up: boolean) => [
  `\\u${hexDigits(p, 4, up)}`,
  `\\u{${hexDigits(p, 1, up)}}`,
  `\\U${hexDigits(p, 8, up)}`
]
/** The encodings of bytes that an encoded value is found in again. */
const BYTES: readonly ((bytes: Buffer, n: number) => Made)[] = [base64, hexBytes, base32Of]

export const FORMS: Readonly<Record<string, Form>> = {
  'as it is': { kinds: ALL, make: (s) => s },
  'in any letter case': {
    kinds: ['key'],
    make: (s, c) => (c.n % 2 ? s.toUpperCase() : s.toLowerCase())
  },
  'percent-encoded': {
    kinds: ALL,
    make: (s, c) =>
      c.n % 4 === 3
        ? escaped(s, c.n, (p, up) => `%u${hexDigits(p, 4, up)}`)
        : escaped(s, c.n, (p, up) => `%${hexDigits(p, 2, up)}`)
  },
  'hex escapes': { kinds: ALL, make: (s, c) => escaped(s, c.n, (p, up) => `\\x${hexDigits(p, 2, up)}`) }, // prettier-ignore
  'unicode escapes': {
    kinds: ALL,
    make: (s, c) => escaped(s, c.n, (p, up) => of(c.n >> 2, unicode(p, up)))
  },
  'octal escapes': { kinds: ALL, make: (s, c) => escaped(s, c.n, (p) => `\\${p.toString(8).padStart(3, '0')}`) }, // prettier-ignore
  'HTML references': {
    kinds: ALL,
    make: (s, c) =>
      c.n % 5 === 4
        ? s.replaceAll('_', of(c.n >> 3, ['&lowbar;', '&UnderBar;']))
        : escaped(s, c.n, (p, up) => (c.n % 5 === 3 ? `&#${p};` : `&#x${hexDigits(p, 1, up)};`))
  },
  'markdown escapes': { kinds: ALL, make: (s) => s.replaceAll('_', '\\_') },
  'quoted-printable': {
    kinds: ALL,
    make: (s, c) => escaped(s, c.n, (p) => `=${hexDigits(p, 2, true)}`)
  },
  'full-width and other compatibility letters': {
    kinds: ALL,
    make: (s, c) =>
      points(s)
        .map((p) => folded(p, c.n))
        .join('')
  },
  'invisible characters inside': { kinds: ALL, make: (s, c) => joinedBy(s, c, INVISIBLE) },
  'terminal colour codes inside': { kinds: ALL, make: (s, c) => joinedBy(s, c, COLOURS) },
  'HTML word breaks inside': {
    kinds: ALL,
    make: (s, c) => joinedBy(s, c, ['<wbr>', '<wbr/>', '<wbr />'])
  },
  'UTF-16 read as text': {
    kinds: ALL,
    make: (s, c) =>
      c.n % 3 === 2
        ? [...utf16(s, c.n)].map((b) => `\\x${hex2(b)}`).join('')
        : utf16(s, c.n).toString('latin1')
  },
  wrapped: {
    kinds: ALL,
    make: (s, c, kind) =>
      wrapped(s, width(kind, c.n), '', of(c.n >> 6, ['\n', '\r\n', ' \n  ', '\t\n', '\\n']))
  },
  'wrapped in a patch, quote or comment': {
    kinds: ALL,
    make: (s, c, kind) => wrapped(s, width(kind, c.n), of(c.n >> 6, PREFIXES))
  },
  'continued lines': {
    kinds: ALL,
    make: (s, c) => joinedBy(s, c, ['\\\n', ' \\\n    ', '=\n', '=\r\n'])
  },
  'string literals on one line': {
    kinds: ALL,
    make: (s, c, kind) => joinedBy(s, c, glues(kind, GLUED, LISTED), '"')
  },
  'string literals over lines': {
    kinds: ALL,
    make: (s, c, kind) => joinedBy(s, c, glues(kind, GLUED_LINES, LISTED_LINES), '"')
  },
  hex: { kinds: ALL, make: (s, c) => hexBytes(Buffer.from(`${lead(c.n >> 8)}${s}`), c.n) },
  base64: { kinds: ALL, make: (s, c) => base64(Buffer.from(`${lead(c.n >> 8)}${s}`), c.n) },
  base32: { kinds: ALL, make: (s, c) => base32Of(Buffer.from(`${lead(c.n >> 8, 4)}${s}`), c.n) },
  decimal: {
    kinds: ALL,
    make: (s, c) => {
      const codes = c.n % 2 ? utf8(s) : points(s)
      return of(c.n >> 1, [
        `[${codes.join(', ')}]`,
        `[${codes.join(',')}]`,
        `[${codes.join(' ')}]`,
        `String.fromCharCode(${codes.join(', ')})`,
        `[\n  ${codes.join(',\n  ')}\n]`,
        numpyArray(codes),
        od(codes, false),
        od(codes, true),
        `bytes:\n${codes.map((code) => `  - ${code}`).join('\n')}`
      ])
    }
  },
  'UTF-16 in base64, hex or base32': {
    kinds: ALL,
    make: (s, c) => of(c.n >> 3, BYTES)(utf16(s, c.n), c.n >> 1)
  },
  'encoded twice': {
    kinds: ALL,
    make: (s, c) => {
      const inner = (c.n % 2 ? b64 : hexOf)(`${lead(c.n >> 1)}${s}`)
      const outer = of(c.n >> 3, BYTES)
      return outer(Buffer.from(`${lead(c.n >> 5, 4)}${inner}`), c.n >> 1)
    }
  },
  'hex dump with line offsets': {
    kinds: ['key'],
    // A line holds 8 of the characters written, or all of them.
    make: (s, c) => dump(`${'export KEY='.slice(0, c.n % 9)}${s}\n`, c.n % 2 === 0),
    readBack: dumpRead
  }
}
