/**
 * Readers' text quoted in a markdown file that an agent reads as data (the analytics digest,
 * placed between the agent's untrusted-context delimiters). A quote is one line, bounded, and
 * markdown-inert: a code span whose backtick fence is longer than any run of backticks inside
 * it, so no text can close it early, start a heading, a list, a link or HTML, or begin a line of
 * its own (a workflow command, a fake delimiter). Secrets are redacted first: the ones given
 * (the API key: a worker thread has no registry of its own), the registered ones, and tokens of
 * well-known forms that a reader may have pasted (their own key, a GitHub token).
 */
import { REDACTED, redact } from './secrets.js'
import { plainLine } from './text.js'

declare const quoteBrand: unique symbol
/** A code span built by `mdQuote`: safe anywhere inside one of our lines. */
export type Quote = string & { readonly [quoteBrand]: true }

/**
 * Keys of this service (`mint_…`), GitHub's tokens (`ghp_`, `gho_`, `ghu_`, `ghs_`, `ghr_`,
 * `github_pat_`): long enough that ordinary words never match.
 */
// No word boundary before them: `token%3Dghs_…` (a URL-encoded `=`) has a letter right before.
const TOKENS = /(?:mint_[A-Za-z0-9_-]{8,}|gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})/g
/** A run that may be base64 (a Basic header's `user:token`): decoded, it is looked at too. */
const BASE64_RUN = /[A-Za-z0-9+/_-]{24,}={0,2}/g

/**
 * Removes tokens of the forms above, wherever they are in the text: as they are, and inside a
 * run of base64 that decodes to text holding one (the whole run goes).
 */
export function redactTokens(text: string): string {
  const plain = text.replace(TOKENS, REDACTED)
  return plain.replace(BASE64_RUN, (run) => {
    const decoded = Buffer.from(run.replaceAll('-', '+').replaceAll('_', '/'), 'base64').toString(
      'latin1'
    )
    TOKENS.lastIndex = 0
    return TOKENS.test(decoded) ? REDACTED : run
  })
}

/**
 * `value` as a code span on one line: secrets redacted, then hidden characters made visible and
 * white space folded, then cut to `max` characters; the runner's old `##[` command syntax broken
 * as the log breaks it. The fence is one backtick longer than the longest run inside.
 */
export function mdQuote(value: unknown, max: number, secrets: readonly string[] = []): Quote {
  const text = typeof value === 'string' ? value : String(value)
  const line = plainLine(redactTokens(redact(text, secrets)), max).replaceAll('##[', '#\\u{23}[')
  if (line === '') return '(empty)' as Quote
  const longest = Math.max(0, ...[...line.matchAll(/`+/g)].map((run) => run[0].length))
  const fence = '`'.repeat(longest + 1)
  // The spaces inside the fence let a text that begins or ends with a backtick close nothing;
  // markdown drops one space on each side.
  return `${fence} ${line} ${fence}` as Quote
}
