/**
 * A review event's plan, as far as the event tells it: a line comment with its place and diff
 * hunk, or a review, whose line comments review.ts reads before the plan is final (the plan waits
 * for them). A review continues only the job whose signed marker the pull request carries.
 */
import { keepTail } from './cut.js'
import type { GitHubEvent } from './event.js'
import { afterTriggerPhrase, issuePart } from './event-parts.js'
import { MARKER_PREFIX } from './marker.js'
import type { Plan, TriggerSettings } from './plan.js'
import { stripHidden, type UntrustedPart } from './untrusted.js'

type ReviewEvent = Extract<GitHubEvent, { kind: 'review' }>

/** The longest part of a line comment's diff hunk sent as context. */
export const MAX_HUNK = 4000

/**
 * A diff hunk within MAX_HUNK. The hunk ends at the commented line: a long one keeps its end, so
 * that the prompt stays far below the service's limit whatever GitHub sends.
 */
export function cutHunk(hunk: string): string {
  const kept = keepTail(hunk, MAX_HUNK)
  return kept.length < hunk.length
    ? `[… ${hunk.length - kept.length} characters of the hunk cut]\n${kept}`
    : hunk
}

/** The place and the diff hunk a line comment was written on. */
function linePart(event: ReviewEvent): UntrustedPart | undefined {
  const { line } = event.review
  if (!line) return undefined
  const hunk = cutHunk(line.diffHunk)
  return {
    label: `review comment on pull request #${event.issue.number}`,
    fields: [
      ['File', line.path],
      ['Line', line.line ? String(line.line) : ''],
      ['URL', event.review.url]
    ],
    body: 'The diff hunk it was written on:',
    code: hunk
  }
}

/** The plan of a `pull_request_review` or `pull_request_review_comment` event. */
export function reviewEventPlan(event: ReviewEvent, settings: TriggerSettings): Plan {
  const isReview = event.name === 'pull_request_review'
  const expected = isReview ? 'submitted' : 'created'
  const what = isReview ? 'review' : 'review comment'
  if (event.action !== expected) {
    return { act: false, reason: `the ${what} was ${event.action}, not ${expected}` }
  }
  if (event.review.body.includes(MARKER_PREFIX)) {
    return { act: false, reason: `the ${what} carries this action's marker` }
  }
  const rest = afterTriggerPhrase(event.review.body, settings.triggerPhrase)
  const hasText = event.review.body.trim() !== ''
  const fresh = rest === undefined ? null : /^new(?=\s|$)/i.exec(rest)
  const asked =
    rest === undefined ? undefined : stripHidden(fresh ? rest.slice(fresh[0].length) : rest)
  if (isReview) {
    // Whether the review asks anything, and what, depends on its line comments too: the
    // plan waits for them (review.ts).
    return {
      act: true,
      instruction: '',
      context: [issuePart(event)],
      issueNumber: event.issue.number,
      actor: event.sender,
      continueTracked: !fresh,
      requireMarker: !fresh,
      review: {
        kind: 'review',
        pull: event.issue.number,
        reviewId: event.review.id,
        body: event.review.body,
        url: event.review.url,
        author: event.review.author.login,
        ...(hasText && asked !== undefined ? { asked } : {})
      }
    }
  }
  // A line comment without text asks for nothing, whatever the trigger phrase.
  if (rest === undefined || !hasText) {
    return { act: false, reason: `the ${what} does not start with '${settings.triggerPhrase}'` }
  }
  if (!asked && !settings.prompt) {
    return {
      act: false,
      reason: `the ${what} has no instruction after '${settings.triggerPhrase}'`
    }
  }
  const line = linePart(event)
  return {
    act: true,
    instruction: [settings.prompt, asked].filter(Boolean).join('\n\n'),
    context: [issuePart(event), ...(line ? [line] : [])],
    followUpContext: line ? [line] : [],
    issueNumber: event.issue.number,
    actor: event.sender,
    continueTracked: !fresh,
    requireMarker: !fresh,
    reaction: event.review.line ? { kind: 'review-comment', id: event.review.id } : undefined,
    // A line comment of a review with text or with other line comments is that review's
    // (review.ts): only a single comment acts on its own event.
    ...(event.review.reviewId
      ? {
          review: {
            kind: 'line' as const,
            pull: event.issue.number,
            reviewId: event.review.reviewId
          }
        }
      : {})
  }
}
