/**
 * Tokens of well-known shapes: keys of this service and GitHub's tokens, found by their shape
 * wherever they are (another project's key, a token no one registered).
 *
 * GitHub fixes its tokens' shapes and lengths. The service fixes only its keys' prefix (`mint_`,
 * api-reference.md §5); what follows is generated, so it looks random. A key is `mint_` followed
 * by a part (between `_` and `-`) that is:
 * - 8 or more letters and digits, with digits, small and capital letters, and not words in camel
 *   case (each capital followed by two or more small letters or by digits, digits at a word's
 *   end: `v2NewToken`, `newV2Batch`; numeronyms and acronyms: `i18nConfig`, `getIPv4Address`;
 *   CAMEL says which), or
 * - 20 or more with two of those kinds, two capitals or two digits side by side.
 * An identifier of words (`mint_config_value`, `mint_sidebar-container`, `mint_getConfigValue`,
 * `mint_v2NewToken`, `peppermint_flavoured`) is no key, nor is prose that wraps after `mint_`.
 * A random key of 24 letters and digits fails this about 4 times in 10,000 (measured over 2
 * million), a shorter one more often; our own key is found whatever it looks like (registered).
 */

/** A shape: its pattern, the fewest characters of one, and its length where its issuer fixes it. */
export interface Shape {
  readonly pattern: string
  readonly least: number
  readonly whole: number | undefined
  /** Whether a match, cut where it ends (tokenEnd), is one. */
  readonly is: (match: string) => boolean
}

/**
 * Words in camel case: digits at a word's end (`v2NewToken`, `erc721Batch`), a numeronym
 * (`i18n`, `k8s`, `e2e`, `a11y`; capitalised, one of those: `loadI18nFiles`), an acronym with its
 * version (`IPv4`, `UTF8`) before a word or at the end (`getIPv4Address`), a word of two letters
 * before a capital (`uploadToS3`), and a few acronyms that are words of code (`URL`, `OAuth`:
 * `toBase64URL`, `getOAuth2Token`). Any other bare acronym is not taken (`readUInt32LE` looks
 * generated): with it, a random key of 24 would pass for words ten times as often; these closed
 * lists add less than 1 in 100,000 (measured over a million). No two ways of reading a part end
 * at one place (an acronym of the list has no digits after it): a test costs its length.
 */
const CAMEL = new RegExp(
  [
    '^(?:[a-z]+[0-9]*|[a-z][0-9]{1,2}[a-z]{1,2})?',
    '(?:[A-Z](?:[a-z]{2,}[0-9]*|[0-9]+)|[A-Z]{2,5}v?[0-9]{1,2}(?=[A-Z][a-z]{2}|$)',
    '|[a-z][0-9]{1,2}[a-z]{1,2}|(?:I18n|L10n|K8s|A11y)',
    '|(?:To|Of|In|On|By|At|Is|Or|As|Up)(?=[A-Z])',
    '|(?:URL|URI|API|JSON|XML|HTML|CSS|SQL|HTTPS?|UUID|IO)(?=[A-Z]|$)|OAuth[0-9]{0,2})*$'
  ].join('')
)

/** Whether a part of what follows `mint_` looks generated (see above). */
function isGenerated(part: string): boolean {
  if (part.length < 8) return false
  const kinds = [/[0-9]/, /[a-z]/, /[A-Z]/].filter((kind) => kind.test(part)).length
  if (kinds === 3) return !CAMEL.test(part)
  return part.length >= 20 && kinds === 2 && /[A-Z0-9]{2}/.test(part)
}

/** Whether what follows `mint_` is a key's (see above). */
export const isKeyBody = (body: string): boolean => body.split(/[_-]/).some(isGenerated)

const always = (): boolean => true

/**
 * The most characters of a match: a match cut at a joint is looked at again from the joint
 * (for-agent.ts), so that each look reads at most this many (lines of keys stay linear).
 */
const LONGEST = 256

export const SHAPES: readonly Shape[] = [
  {
    pattern: `mint_[A-Za-z0-9_-]{8,${LONGEST}}`,
    least: 13,
    whole: undefined,
    is: (m) => isKeyBody(m.slice(5))
  },
  { pattern: `gh[pousr]_[A-Za-z0-9]{20,${LONGEST}}`, least: 24, whole: 40, is: always },
  { pattern: `github_pat_[A-Za-z0-9_]{20,${LONGEST}}`, least: 31, whole: 93, is: always }
]

// No word boundary before them: `token%3Dghs_…` (a URL-encoded `=`) has a letter right before.
export const TOKENS = new RegExp(SHAPES.map((shape) => `(${shape.pattern})`).join('|'), 'g')

/** The shape of a match of TOKENS. */
export const shapeOf = (m: RegExpMatchArray): Shape =>
  SHAPES[m.slice(1).findIndex((group) => group !== undefined)] ?? SHAPES[0]!
