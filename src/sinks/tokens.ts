/**
 * Tokens of well-known shapes: keys of this service and GitHub's tokens, found by their shape
 * wherever they are (another project's key, a token no one registered).
 *
 * GitHub fixes its tokens' shapes and lengths. The service fixes only its keys' prefix (`mint_`,
 * api-reference.md §5); what follows is generated, so it is random: a key is `mint_` followed by
 * a run of 20 or more letters and digits, or by parts (between `_` and `-`) one of which has 8 or
 * more characters mixing letters and digits. An identifier of words (`mint_config_value`,
 * `mint_sidebar-container`, `peppermint_flavoured`) is no key, nor is prose that wraps after
 * `mint_`. A key shorter than that, and of letters only, is not found by its shape (our own key
 * is found whatever it looks like: it is registered).
 */

/** A shape: its pattern, the fewest characters of one, and its length where its issuer fixes it. */
export interface Shape {
  readonly pattern: string
  readonly least: number
  readonly whole: number | undefined
  /** Whether a match, cut where it ends (tokenEnd), is one. */
  readonly is: (match: string) => boolean
}

const LONG_RUN = /[A-Za-z0-9]{20}/
const MIXED_PART = /^(?=[A-Za-z0-9]*[0-9])(?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]{8,}$/

/** Whether what follows `mint_` looks generated (see above). */
export function isKeyBody(body: string): boolean {
  return LONG_RUN.test(body) || body.split(/[_-]/).some((part) => MIXED_PART.test(part))
}

const always = (): boolean => true

export const SHAPES: readonly Shape[] = [
  {
    pattern: 'mint_[A-Za-z0-9_-]{8,}',
    least: 13,
    whole: undefined,
    is: (m) => isKeyBody(m.slice(5))
  },
  { pattern: 'gh[pousr]_[A-Za-z0-9]{20,}', least: 24, whole: 40, is: always },
  { pattern: 'github_pat_[A-Za-z0-9_]{20,}', least: 31, whole: 93, is: always }
]

// No word boundary before them: `token%3Dghs_…` (a URL-encoded `=`) has a letter right before.
export const TOKENS = new RegExp(SHAPES.map((shape) => `(${shape.pattern})`).join('|'), 'g')

/** The shape of a match of TOKENS. */
export const shapeOf = (m: RegExpMatchArray): Shape =>
  SHAPES[m.slice(1).findIndex((group) => group !== undefined)] ?? SHAPES[0]!
