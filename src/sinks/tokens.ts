/**
 * Tokens of well-known shapes: keys of this service and GitHub's tokens, found by their shape
 * wherever they are (another project's key, a token no one registered).
 *
 * A token begins with its prefix (`mint_`, `ghp_`, `gho_`, `ghu_`, `ghs_`, `ghr_`,
 * `github_pat_`) and goes on with the characters its shape allows. GitHub fixes its prefixes, not
 * its lengths: a classic token is 40 characters and a fine-grained one 93, but GitHub asks that
 * tokens up to 255 be taken (changelog, 2021-03-31), and its refresh tokens (`ghr_`) and new
 * installation tokens (`ghs_`, 2026: an app id and a JWT, with `_`, `-` and dots) are longer; so
 * these lengths are the fewest of a whole one.
 * The service fixes only its keys' prefix (api-reference.md §5); what follows is generated, so it
 * looks random. A key is `mint_` followed by a part (between `_` and `-`) that is not words in
 * camel case (each capital followed by two or more small letters or by digits, digits at a word's
 * end: `v2NewToken`, `newV2Batch`; numeronyms and acronyms: `i18nConfig`, `getIPv4Address`,
 * `toSHA256`; CAMEL says which) and is:
 * - 8 or more letters and digits, with digits, small and capital letters, or
 * - 20 or more with two of those kinds, two capitals or two digits side by side.
 * An identifier of words (`mint_config_value`, `mint_sidebar-container`, `mint_getConfigValue`,
 * `mint_isValidURLForCurrentUser`, `peppermint_flavoured`) is no key, nor is prose that wraps
 * after `mint_`. A random key of 24 letters and digits fails this about 5 times in 10,000
 * (bench/key-misses.ts), a shorter one more often; our own key is found whatever it looks like
 * (registered).
 */
import type { View } from './views.js'

/** A shape: what its token is made of after its prefix, and how long one is. */
export interface Shape {
  /** Whether the character of code `code` may be in the token after its prefix. */
  readonly body: (code: number) => boolean
  /** The fewest characters, its prefix included, of a token (one cut short is still redacted). */
  readonly least: number
  /** The fewest characters of a whole token (a shorter one ends with its first line). */
  readonly whole: number
  /** The length its issuer gives one, if it says: it goes on over lines until as long. */
  readonly issued: number | undefined
  /** The most characters read (a key is tested at each line it may end with: each test costs its
   * length), THROUGH at the most; one found there goes on to its line's end (findTokens). */
  readonly most: number
  /** Whether the characters from its prefix to a place it may end are a token. */
  readonly is: (token: string) => boolean
  /**
   * Whether, read to `before`, it goes on through the prefix glued there: a token's random body
   * may hold a prefix (`github_pat_…ghp_…`); an identifier or a whole token glued to the next
   * token (`mint_config_ghp_…`, `ghp_…mint_getConfigValue`) ends there.
   */
  readonly through: (before: string) => boolean
}

/**
 * Words in camel case: digits at a word's end (`v2NewToken`, `erc721Batch`, `render3DModel`), a
 * numeronym (`i18n`, `k8s`, `e2e`, `a11y`, `i18next`; capitalised, one of those:
 * `loadI18nFiles`, `runE2ETests`), an acronym with its number (`IPv4`, `UTF16`, `SHA256`,
 * `ISO8601`), a few after digits (`3D`, `2FA`, `LE`, `BE`: `render3DModel`, `toUTF16LE`), a word
 * of two letters of a closed list (WORDS_OF_TWO), with digits, before a capital or at the end
 * (`uploadToS3`, `getUserIdV2`, `fontSize14Px`, `showPage1Of10`), the article `A` before a word
 * (`isAValidValue`), and a closed list of acronyms that are words of code, and their plurals
 * (`URL`, `ID`, `JWT`, `OAuth`…: `toBase64URL`, `getUserIDsFromSession`, `getOAuth2Token`). Any
 * other bare acronym or letter alone is not taken (`readUInt32LE`, `getXCoordinate` look
 * generated): any acronym after digits would let a random key of 24 pass for words 2.5 times as
 * often, any capital alone 3 times (bench/key-misses.ts); these closed lists add less than 1 in
 * 10,000 each. No two ways of reading a part end at one place: a test costs its length.
 */
const WORDS_OF_TWO = [
  ...['To', 'Of', 'In', 'On', 'By', 'At', 'Is', 'Or', 'As', 'Up', 'An', 'Am', 'Be', 'Do', 'Go'],
  ...['He', 'Hi', 'If', 'It', 'Me', 'My', 'No', 'Oh', 'Ok', 'So', 'Us', 'We', 'Id', 'Db', 'Md'],
  ...['Px', 'Ui', 'Js', 'Ip', 'Os', 'Qr', 'Tx', 'Rx', 'Pi', 'Io', 'Vm', 'Ai', 'Ml']
].join('|')
const CAMEL = new RegExp(
  [
    '^(?:[a-z]+[0-9]*|[a-z][0-9]{1,2}[a-z]+)?',
    '(?:[A-Z](?:[a-z]{2,}[0-9]*|[0-9]+)|[A-Z]{2,5}v?[0-9]{1,4}(?=[A-Z][a-z]{2}|[A-Z]{2}$|$)',
    '|(?<=[0-9])(?:D|FA|LE|BE)(?=[A-Z][a-z]{2}|$)',
    '|[a-z][0-9]{1,2}[a-z]{1,2}|(?:I18n|L10n|K8s|A11y|E2E)(?=[A-Z][a-z]{2}|$)',
    '|A(?=[A-Z][a-z]{2})|(?:' + WORDS_OF_TWO + ')[0-9]{0,2}(?=[A-Z]|$)',
    '|(?:URL|URI|API|JSON|YAML|XML|HTML|CSS|CSV|SQL|HTTPS?|UUID|IO|ID|AWS|PDF|JWT|SMS|PKCE)(?:s[0-9]{0,2})?(?=[A-Z]|$)|OAuth[0-9]{0,2})*$'
  ].join('')
)

/** Whether a part of what follows `mint_` looks generated (see above). */
function isGenerated(part: string): boolean {
  if (part.length < 8) return false
  const kinds = [/[0-9]/, /[a-z]/, /[A-Z]/].filter((kind) => kind.test(part)).length
  const mixed = kinds === 3 || (part.length >= 20 && kinds === 2 && /[A-Z0-9]{2}/.test(part))
  return mixed && !CAMEL.test(part)
}

/** Whether what follows `mint_` is a key's (see above). */
export const isKeyBody = (body: string): boolean => body.split(/[_-]/).some(isGenerated)

/** Each ASCII character's kinds: 1 a letter or digit, 2 `_`, 4 `-`, 8 `.`. */
const KINDS = Uint8Array.from({ length: 128 }, (_, code) =>
  /[A-Za-z0-9]/.test(String.fromCharCode(code))
    ? 1
    : ({ _: 2, '-': 4, '.': 8 }[String.fromCharCode(code)] ?? 0)
)
const madeOf = (kinds: number) => (code: number) => ((KINDS[code] ?? 0) & kinds) !== 0

const KEY: Shape = {
  body: madeOf(7),
  least: 13,
  whole: 13,
  issued: undefined,
  most: 256,
  is: (token) => isKeyBody(token.slice(5)),
  // A key goes on; an identifier of words glued to a token does not.
  through: (before) => before.length >= 13 && isKeyBody(before.slice(5))
}
/** GitHub's tokens: 40 or more, as long as GitHub issues them (its docs show a `ghr_` of 80). */
const CLASSIC: Shape = { body: madeOf(1), least: 24, whole: 40, issued: 40, most: Infinity, is: () => true, through: () => false } // prettier-ignore
const SHAPES: Readonly<Record<string, Shape>> = {
  mint_: KEY,
  ghr_: { ...CLASSIC, issued: 80 },
  github_pat_: {
    ...CLASSIC,
    body: madeOf(3),
    least: 31,
    whole: 93,
    issued: 93,
    through: (before) => before.length < 93
  }
}

/** The prefixes of tokens. No word boundary before them: `token%3Dghs_…` (a URL-encoded `=`). */
export const PREFIXES = /mint_|gh[pousr]_|github_pat_/g

/** An installation token of 2026 (`ghs_`, the app's id, `_`, a JWT of about 520): installationEnd
 * reads it, not readFrom, so of its shape only its characters are used. */
const INSTALLATION: Shape = { ...CLASSIC, body: madeOf(15) }

/**
 * The length of the token's signature: RS256 with a key of 2048 bits, as GitHub signs them (the
 * README: a JWT of about 520), and one or two short of it, since a continued line's first `-`
 * reads as a patch's mark in the code join. One length: no end past a whole signature can read as
 * one, so what follows a token (items of one width) is never taken for the rest of it.
 */
const SIGNATURES = new Set([340, 341, 342])
const LONGEST_SIGNATURE = 342
/** A JWT's header is base64url of a JSON object (`{"`). */
const JWT = /[0-9]{1,20}_eyJ/y

/**
 * Where the installation token at `at` ends. Of no length GitHub gives, it is read as its JWT is
 * made: over the items of a list on its line and literals that go on (not over lines), to the
 * farthest place where it is one JWT whose signature is whole (SIGNATURES), on a joint or at its
 * characters' end; else to its characters' end, or the third part's (a next JWT's dot). Each read
 * goes at most a signature past the end it finds (a view is read about once), and a token found
 * hides the candidates within it (findTokens).
 */
function installationEnd(view: View, at: number): number {
  const { text, continued } = view
  JWT.lastIndex = at + 4
  // Not a JWT (a placeholder, `ghs_1_xxxx`): it ends where its first literal or item does.
  const jwt = JWT.test(text)
  let [dots, signature, end, joint] = [0, -1, -1, -1]
  let k = at
  for (; k < text.length && INSTALLATION.body(text.charCodeAt(k)); k++) {
    if (continued && k > at && view.from[k] !== view.to[k - 1]) {
      if (!jwt || (!continued.has(k) && !view.items?.has(k))) break
      if (joint < 0) joint = k
      if (signature >= 0 && SIGNATURES.has(k - signature)) end = k
    }
    // The next token of its shape, glued on, is read from its own prefix.
    if (k > at && text.startsWith('ghs_', k) && shapeOf('ghs_', text, k) === INSTALLATION) break
    if (text.charCodeAt(k) === 0x2e && ++dots === 3) break
    if (dots === 2 && signature < 0) signature = k + 1
    // Longer than any signature: no place past here is its end.
    if (signature >= 0 && k - signature >= LONGEST_SIGNATURE) break
  }
  if (signature >= 0 && SIGNATURES.has(k - signature)) end = k
  // A JWT never whole (cut short, a placeholder): it ends where its first literal or item does.
  return end >= 0 ? end : joint >= 0 ? joint : k
}
const APP_ID = /[0-9]{1,20}_/y

/** The shape of the token at `at` of `text`, which begins with `prefix` (a match of PREFIXES). */
export function shapeOf(prefix: string, text: string, at: number): Shape {
  APP_ID.lastIndex = at + prefix.length
  return prefix === 'ghs_' && APP_ID.test(text) ? INSTALLATION : (SHAPES[prefix] ?? CLASSIC)
}

/**
 * Where a token read in joined lines from `at` to `run` may end, last the farthest. It goes on
 * over a line that says it goes on (a string literal continued, a `\`), and may end there. Where
 * a line just ends:
 * - a first line that holds a whole token (as long as its issuer gives one) ends it
 *   (`TOKEN=ghp_…` then `OTHER=1`), and so does a line that ends right there; a token too short
 *   to be whole ends with its first line if it is a token there (a placeholder);
 * - a token not whole yet goes on: it is wrapped, or cut into an array's items;
 * - a whole token goes on over a line as long as the one before it (the lines of a wrapping are
 *   as long) and ends with a shorter one; it may end with any of the long ones, since a key has
 *   no length to tell where (the next line's first word could read as one with it).
 */
function lineEnds(lines: View, at: number, run: number, shape: Shape): number[] {
  const issued = shape.issued ?? shape.whole
  const ends: number[] = []
  let start = at
  let before = -1
  for (let k = at + 1; k < run; k++) {
    // A joint: the characters before and after it are not side by side in the text.
    if (lines.from[k] === lines.to[k - 1]) continue
    // A literal glued to the next may be a key's end: the next may be other text (`"…" "the"`).
    if (lines.continued?.has(k)) {
      if (k - at < issued) continue
      ends.push(k)
      // A token as long as its issuer gives one ends there: the next literal may be other text.
      if (shape.issued !== undefined) return ends
      continue
    }
    if (before === -1 ? k - at >= issued : k - at === shape.issued) return [k]
    if (before === -1 && run - at < shape.whole) return [k - at >= shape.least ? k : run]
    if (k - at >= issued) ends.push(k)
    if (k - at >= issued && k - start < before) return ends
    before = k - start
    start = k
  }
  ends.push(run)
  return ends
}

/**
 * Calls `found(from, to)` for each token in `view`. Each prefix is a candidate of its own (no
 * match hides another), read forward from it as far as its shape's characters go: to a prefix
 * glued inside them, unless it goes on through it (Shape.through), at most its `most` and
 * THROUGH; in joined lines to where it may end (lineEnds). It is a token if the characters to one
 * of those places are one; one found at the end of a read cut short goes on to its line's end.
 * An installation token is read by installationEnd. A read stops at the next prefix but for a
 * token's body that holds one, so a view is read about once, THROUGH characters at the most a candidate; a key is
 * tested once a line and once a prefix within it, over at most 256 characters.
 */
export function findTokens(view: View, found: (from: number, to: number) => void): void {
  const { text } = view
  // Where a token of each shape found ends, when a candidate of that shape within it would find
  // no more: one read to its bound (then on to its line's end), or an installation token (a row
  // of glued prefixes is read once, not once a prefix).
  const whole = new Map<Shape, number>()
  PREFIXES.lastIndex = 0
  for (let m = PREFIXES.exec(text); m;) {
    const [at, prefix] = [m.index, m[0]]
    const shape = shapeOf(prefix, text, at)
    PREFIXES.lastIndex = at + 1
    m = PREFIXES.exec(text)
    // Its prefix whole within a token of its shape found: it would find no more. One whose prefix
    // goes past that token's end (`ghp_<1,024>gho_…`, read to its bound) is read on its own.
    if (at + prefix.length <= (whole.get(shape) ?? 0)) continue
    if (shape === INSTALLATION) {
      const to = installationEnd(view, at)
      whole.set(shape, to)
      found(at, to)
      continue
    }
    const { run, cut } = readFrom(view, at, prefix.length, m?.index, shape)
    let end = foundIn(view, at, run, shape)
    if (end === run && cut) {
      end = lineEnd(view, end, shape)
      whole.set(shape, end)
    }
    if (end >= 0) found(at, end)
  }
}

/** The most characters of a read that went through a prefix (a token of 2026 is about 530). */
const THROUGH = 1024
const INNER = new RegExp(PREFIXES.source, 'g')

/** Where the candidate at `at` is read to, and whether a bound cut it (see findTokens). */
function readFrom(
  view: View,
  at: number,
  prefix: number,
  next: number | undefined,
  shape: Shape
): { run: number; cut: boolean } {
  const { text } = view
  const bound = Math.min(text.length, at + Math.min(shape.most, THROUGH))
  const run = bodyEnd(text, at + prefix, bound, shape)
  // Prefixes glued inside its characters: it stops at the first it does not go through.
  for (let inner = next; inner !== undefined && inner < run;) {
    if (!goesThrough(view, at, inner, shape)) return { run: inner, cut: false }
    INNER.lastIndex = inner + 1
    inner = INNER.exec(text)?.index
  }
  return { run, cut: run === bound }
}

/**
 * Whether the candidate at `at` goes on through the prefix at `p` (Shape.through). At a line's
 * end or between a list's items, what follows may be other text: a `mint_` there is read on only
 * when it reads as a key itself (`mint_getConfigValue` on the next line stays).
 */
function goesThrough(view: View, at: number, p: number, shape: Shape): boolean {
  const { text, continued } = view
  const { through } = shape
  if (!through(text.slice(at, p))) return false
  if (!continued || view.from[p] === view.to[p - 1] || continued.has(p)) return true
  if (!text.startsWith('mint_', p)) return true
  return KEY.is(text.slice(p, bodyEnd(text, p + 5, Math.min(text.length, p + KEY.most), KEY)))
}

/** Where the characters of `shape` from `from` end in `view`: in joined lines, at a line's end. */
function lineEnd(view: View, from: number, shape: Shape): number {
  const { text, continued } = view
  let run = from
  for (; run < text.length && shape.body(text.charCodeAt(run)); run++) {
    const joint = continued && view.from[run] !== view.to[run - 1] && !continued.has(run)
    if (joint) break
  }
  return run
}

/** Where the characters of `shape` from `from` end, at `limit` at the most. */
function bodyEnd(text: string, from: number, limit: number, shape: Shape): number {
  let run = from
  while (run < limit && shape.body(text.charCodeAt(run))) run++
  return run
}

/** Where the candidate at `at`, read to `run`, is a token to, the farthest it may (-1: none). */
function foundIn(view: View, at: number, run: number, shape: Shape): number {
  if (run - at < shape.least) return -1
  const ends = view.continued ? lineEnds(view, at, run, shape) : [run]
  for (let i = ends.length - 1; i >= 0; i--) {
    const end = ends[i] ?? run
    if (end - at >= shape.least && shape.is(view.text.slice(at, end))) return end
  }
  return -1
}
