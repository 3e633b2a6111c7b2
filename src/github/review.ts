/**
 * One follow-up per pull request review. GitHub sends a review with line comments as several
 * events: `pull_request_review` once, and `pull_request_review_comment` once per line comment;
 * and it makes a review of every single line comment too ("Add single comment", a reply in a
 * thread), sending both events for it (the recorded payloads in __fixtures__/webhooks/ show one:
 * the line comment's `pull_request_review_id` is a review without text). So:
 *
 * - a review with text, or with more than one line comment, is the review's: its
 *   `pull_request_review` event sends the text and every line comment (file, line, diff hunk and
 *   text) as one follow-up, when the text or any line comment starts with the trigger phrase; the
 *   `pull_request_review_comment` events of its line comments are skipped;
 * - a review without text and with exactly one line comment is a single comment: its
 *   `pull_request_review_comment` event acts on it, as it always did, and its
 *   `pull_request_review` event is skipped.
 *
 * Both events tell the two apart by the same rule, from what GitHub answers about the review, so
 * that exactly one of them sends. A review's `new` (a fresh job) comes from its text only.
 */
import { keepHead } from './cut.js'
import { pageOf, type Octokit, type Repo } from './octokit.js'
import { linksOf } from './links.js'
import { rateLimitError } from './rate-limit.js'
import { afterTriggerPhrase } from './event-parts.js'
import {
  DEFAULT_REVIEW_INSTRUCTION,
  type Plan,
  type ReviewQuery,
  type TriggerSettings
} from './plan.js'
import { cutHunk } from './review-plan.js'
import { stripHidden, type UntrustedPart } from './untrusted.js'

type ActingPlan = Extract<Plan, { act: true }>

/** Line comments of one review read at most: two pages of GitHub's largest, 100. */
export const MAX_LINE_COMMENTS = 200
/** The longest line comment text sent; GitHub allows 65,536 characters. */
export const MAX_LINE_TEXT = 8000
/**
 * The line comments' texts, hunks, files and links sent with one review, in all: far below any prompt limit
 * (the service documents none), and more than a review that one turn can address.
 */
export const MAX_REVIEW_TEXT = 50_000
const PER_PAGE = 100

export interface LineComment {
  id: number
  body: string
  path: string
  /** 0 when GitHub names no line (a comment on a file, or an outdated one). */
  line: number
  diffHunk: string
  url: string
}

/** A review with no text and one line comment is that comment's: it is sent on its own event. */
export const isSingleComment = (body: string, lineComments: number): boolean =>
  body.trim() === '' && lineComments === 1

const positive = (value: unknown): number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0
const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/**
 * The review's line comments, oldest first, at most MAX_LINE_COMMENTS (`more`: GitHub has more).
 * `limit` reads fewer (a count is all a line comment's event needs).
 */
export async function readLineComments(
  octokit: Octokit,
  repo: Repo,
  query: { pull: number; reviewId: number },
  limit = MAX_LINE_COMMENTS
): Promise<{ comments: LineComment[]; more: boolean }> {
  const comments: LineComment[] = []
  const perPage = Math.min(PER_PAGE, limit)
  // Pages that hold less than they should (a GitHub that answers empty pages, each with a next)
  // must not keep the step asking: no more pages than the limit needs when they are full.
  const maxPages = Math.ceil(limit / perPage)
  for (let page: number | undefined = 1, read = 0; page !== undefined; read++) {
    if (read >= maxPages) return { comments, more: true }
    const answer: Awaited<ReturnType<Octokit['rest']['pulls']['listCommentsForReview']>> =
      await octokit.rest.pulls
        .listCommentsForReview({
          ...repo,
          pull_number: query.pull,
          review_id: query.reviewId,
          per_page: perPage,
          page
        })
        .catch((error: unknown) => {
          throw readError(error, query)
        })
    for (const item of pageOf<(typeof answer.data)[number]>(answer.data, perPage)) {
      const id = positive(item.id)
      if (!id) continue
      comments.push({
        id,
        body: text(item.body),
        path: keepHead(text(item.path), 500),
        line: positive(item.line) || positive(item.original_line),
        diffHunk: text(item.diff_hunk),
        url: text(item.html_url)
      })
    }
    page = linksOf(answer.headers.link).next
    if (comments.length >= limit) {
      return {
        comments: comments.slice(0, limit),
        more: page !== undefined || comments.length > limit
      }
    }
  }
  return { comments, more: false }
}

/** A failed read of the review, as an error that says which review and why. */
function readError(error: unknown, query: { pull: number; reviewId: number }): unknown {
  const context = `Could not read review ${query.reviewId} of pull request #${query.pull}, which tells whether it is one request or a single line comment; nothing was sent`
  const limited = rateLimitError(error, context)
  if (limited !== error) return limited
  const status = (error as { status?: unknown } | null)?.status
  const why = error instanceof Error ? error.message : String(error)
  return new Error(`${context} (${typeof status === 'number' ? `${status} ` : ''}${why}).`)
}

/**
 * The plan of a review event, once GitHub said what the review holds; `plan` itself when it
 * waits for nothing. Throws when GitHub cannot say (the step fails: guessing would send a review
 * twice or not at all).
 */
export async function completeReviewPlan(
  plan: ActingPlan,
  settings: TriggerSettings,
  github: { octokit: Octokit; repo: Repo }
): Promise<Plan> {
  const query = plan.review
  if (!query) return plan
  if (query.kind === 'line') return lineCommentPlan(plan, query, github)
  const { comments, more } = await readLineComments(github.octokit, github.repo, query)
  if (!more && isSingleComment(query.body, comments.length)) {
    return {
      act: false,
      reason: `the review is a single line comment: its pull_request_review_comment event acts on it`
    }
  }
  return reviewPlan(plan, query, comments, more, settings)
}

/** A line comment's event: its own plan when it is a single comment, else skipped. */
async function lineCommentPlan(
  plan: ActingPlan,
  query: Extract<ReviewQuery, { kind: 'line' }>,
  { octokit, repo }: { octokit: Octokit; repo: Repo }
): Promise<Plan> {
  const { data } = await octokit.rest.pulls
    .getReview({ ...repo, pull_number: query.pull, review_id: query.reviewId })
    .catch((error: unknown) => {
      throw readError(error, query)
    })
  // Two are enough to tell.
  const { comments, more } = await readLineComments(octokit, repo, query, 2)
  const count = comments.length + (more ? 1 : 0)
  if (isSingleComment(text(data.body), count)) return { ...plan, review: undefined }
  const holds = text(data.body).trim()
    ? count > 1
      ? 'a text and other line comments'
      : 'a text'
    : 'other line comments'
  return {
    act: false,
    reason: `the line comment belongs to review ${query.reviewId}, which has ${holds}: the review's pull_request_review event sends it with the rest of the review as one follow-up`
  }
}

/** The follow-up of a review with its text and line comments. */
function reviewPlan(
  plan: ActingPlan,
  query: Extract<ReviewQuery, { kind: 'review' }>,
  comments: LineComment[],
  more: boolean,
  settings: TriggerSettings
): Plan {
  const phrase = settings.triggerPhrase
  const asking = comments.filter((c) => afterTriggerPhrase(c.body, phrase) !== undefined)
  if (query.asked === undefined && asking.length === 0) {
    return {
      act: false,
      reason: `the review does not start with '${phrase}', nor does any of its line comments`
    }
  }
  const { parts, included } = lineParts(query.pull, comments)
  if (!query.asked && !settings.prompt && parts.length === 0) {
    return { act: false, reason: `the review has no instruction after '${phrase}'` }
  }
  // The text after the phrase is the instruction (the reviewer's, checked for permission); a
  // text that does not start with the phrase goes with the line comments, as context.
  const review: UntrustedPart[] =
    query.asked === undefined && query.body.trim()
      ? [
          {
            label: `review on pull request #${query.pull}`,
            fields: [
              ['Reviewer', query.author],
              ['URL', query.url]
            ],
            body: query.body
          }
        ]
      : []
  const asked = [settings.prompt, query.asked].filter(Boolean) as string[]
  const instruction = [
    ...(asked.length ? asked : [DEFAULT_REVIEW_INSTRUCTION]),
    ...(asked.length && parts.length
      ? [
          "The review's line comments follow as context, each with the file, line and diff hunk it was written on."
        ]
      : []),
    ...(included < comments.length || more
      ? [
          `Only the first ${included} of the review's ${more ? 'more than ' : ''}${comments.length} line comments are included: the rest did not fit.`
        ]
      : [])
  ].join('\n\n')
  const first = asking[0]
  return {
    ...plan,
    instruction,
    context: [...plan.context, ...review, ...parts],
    followUpContext: [...review, ...parts],
    reaction: first ? { kind: 'review-comment', id: first.id } : undefined,
    moreReactions: asking.slice(1).map(({ id }) => ({ kind: 'review-comment', id })),
    review: undefined,
    reviewId: query.reviewId
  }
}

/** Each line comment with its place and hunk, within MAX_REVIEW_TEXT in all. */
function lineParts(
  pull: number,
  comments: LineComment[]
): { parts: UntrustedPart[]; included: number } {
  const parts: UntrustedPart[] = []
  let used = 0
  for (const [i, comment] of comments.entries()) {
    const said = stripHidden(comment.body)
    const kept = keepHead(said, MAX_LINE_TEXT)
    const body =
      kept.length < said.length ? `${kept}\n[… ${said.length - kept.length} characters cut]` : said
    const hunk = cutHunk(comment.diffHunk)
    used += body.length + hunk.length + comment.path.length + comment.url.length
    if (used > MAX_REVIEW_TEXT) break
    parts.push({
      label: `line comment ${i + 1} of ${comments.length} on pull request #${pull}`,
      fields: [
        ['File', comment.path],
        ['Line', comment.line ? String(comment.line) : ''],
        ['URL', comment.url]
      ],
      body: `${body || '(no text)'}\n\nThe diff hunk it was written on:`,
      code: hunk
    })
  }
  return { parts, included: parts.length }
}
