/**
 * What an event's text brings to the prompt: the issue or pull request it is about, as an
 * untrusted part (its body bounded), and the instruction a comment gives after the trigger phrase.
 */
import { keepHead } from './cut.js'
import type { GitHubEvent } from './event.js'
import type { UntrustedPart } from './untrusted.js'

/**
 * The most of an issue's or pull request's body sent, in UTF-16 units (what the service counts):
 * GitHub's limit of 65,536 is of characters, twice as many units when every one is an emoji.
 * Bounded so that the prompt stays within the 100,000 characters designed for
 * (docs/code-changes.md) beside a change of `context-limit`.
 */
export const MAX_BODY = 65_536

export function issuePart(event: Extract<GitHubEvent, { issue: unknown }>): UntrustedPart {
  const { issue } = event
  const kind = issue.isPullRequest ? 'pull request' : 'issue'
  return {
    label: `${kind} #${issue.number}`,
    fields: [
      ['Title', issue.title],
      ['URL', issue.url],
      ['Author', issue.author]
    ],
    body: cutBody(issue.body)
  }
}

/** A body within MAX_BODY, never cut inside a surrogate pair, the cut said. */
function cutBody(body: string): string {
  const kept = keepHead(body, MAX_BODY)
  if (kept.length === body.length) return body
  return `${kept}\n[… ${body.length - kept.length} characters of the body left out]`
}

/** The text after the trigger phrase, or undefined when the comment does not start with it. */
export function afterTriggerPhrase(body: string, phrase: string): string | undefined {
  if (!phrase) return body.trimStart()
  // At the very start, as the examples' `if:` tests it (startsWith): a comment that begins with a
  // blank starts no run there, so it is no instruction for a later run either.
  if (body.slice(0, phrase.length).toLowerCase() !== phrase.toLowerCase()) return undefined
  const rest = body.slice(phrase.length)
  // A space, a tab or a line break, which the examples' concurrency groups can test.
  if (rest !== '' && !/^[ \t\r\n]/.test(rest)) return undefined
  return rest.trim()
}
