/**
 * Readers' text quoted in a markdown file that an agent reads as data (the analytics digest,
 * placed between the agent's untrusted-context delimiters). A quote is one line, bounded, and
 * markdown-inert: a code span whose backtick fence is longer than any run of backticks inside
 * it, so no text can close it early, start a heading, a list, a link or HTML, or begin a line of
 * its own (a workflow command, a fake delimiter). Secrets are redacted first, as in a prompt
 * (for-agent.ts): the ones given (the API key: a worker thread has no registry of its own), the
 * registered ones, and tokens of well-known forms that a reader may have pasted (their own key,
 * a GitHub token), in the forms a text can write them in.
 */
import { redactForAgent } from './for-agent.js'
import { plainLine } from './text.js'

declare const quoteBrand: unique symbol
/** A code span built by `mdQuote`: safe anywhere inside one of our lines. */
export type Quote = string & { readonly [quoteBrand]: true }

/**
 * `value` as a code span on one line: secrets redacted, then hidden characters made visible and
 * white space folded, then cut to `max` characters; the runner's old `##[` command syntax broken
 * as the log breaks it. The fence is one backtick longer than the longest run inside.
 */
export function mdQuote(value: unknown, max: number, secrets: readonly string[] = []): Quote {
  const text = typeof value === 'string' ? value : String(value)
  const line = plainLine(redactForAgent(text, secrets), max).replaceAll('##[', '#\\u{23}[')
  if (line === '') return '(empty)' as Quote
  const longest = Math.max(0, ...[...line.matchAll(/`+/g)].map((run) => run[0].length))
  const fence = '`'.repeat(longest + 1)
  // The spaces inside the fence let a text that begins or ends with a backtick close nothing;
  // markdown drops one space on each side.
  return `${fence} ${line} ${fence}` as Quote
}
