/**
 * Whether an event is for this action, and what it asks for (contract §4.5). Events that are not
 * for us (another label, a comment without the trigger phrase, a comment of a bot) end the step
 * as skipped, before anything reaches the service.
 */
import { keepHead, keepTail } from './cut.js'
import type { Actor, GitHubEvent, PushRange } from './event.js'

/** An `issues` or `pull_request` event. */
type IssueEvent = Extract<GitHubEvent, { kind: 'issues' | 'pull_request' }>
import { MARKER_PREFIX } from './marker.js'
import { stripHidden, type UntrustedPart } from './untrusted.js'

/** The instruction when an issue or pull request event comes without a `prompt`. */
export const DEFAULT_INSTRUCTION =
  'Update the documentation as the GitHub issue below asks. Open a pull request with the changes.'

/**
 * The instruction of a review that asks through its line comments only (its text does not start
 * with the trigger phrase, or says nothing after it), without a `prompt`.
 */
export const DEFAULT_REVIEW_INSTRUCTION =
  "Revise the pull request as the review below asks: its line comments, each with the file, line and diff hunk it was written on, and the review's text, if any."

/**
 * The instruction of a job that follows a code change (`include-changes` on a push or a pull
 * request) when no `prompt` is set.
 */
export const DEFAULT_CHANGE_INSTRUCTION =
  'Update the documentation to follow the code change below: document what it adds or changes, and correct what it makes wrong. Open a pull request with the changes; if the documentation needs no change, say so and open none.'

/** What the trigger rules read of a run's settings (the agent's settings are one). */
export interface TriggerSettings {
  /** The instruction from `prompt` or `prompt-file`; '' when neither is set. */
  prompt: string
  /** `issue-number`: where to comment when the event names no issue. */
  issueNumber?: number
  /** On labeled events, act only when this label was added; '' for any. */
  label: string
  /**
   * The actions of `issues` and `pull_request` events to act on (lower case); empty for the
   * default ones (DEFAULT_ON_ACTIONS).
   */
  onActions: readonly string[]
  /** On comment and review events, only texts starting with it act. */
  triggerPhrase: string
  /** Keep a tracking comment on the issue or pull request. */
  comment: boolean
  /** `include-changes`: on a push or a pull request, the change goes with the instruction as context. */
  includeChanges?: boolean
}

/** The actions acted on when `on-actions` is empty: a new or reopened issue or pull request, a label added, a draft made ready. */
export const DEFAULT_ON_ACTIONS = {
  issues: ['opened', 'reopened', 'labeled'],
  pull_request: ['opened', 'reopened', 'labeled', 'ready_for_review']
} as const satisfies Record<'issues' | 'pull_request', readonly string[]>

export type Plan =
  | { act: false; reason: string }
  | {
      act: true
      /** The instruction: `prompt`/`prompt-file`, or the comment text after the trigger phrase. */
      instruction: string
      /** Untrusted text added as context. */
      context: UntrustedPart[]
      /** The issue or pull request to comment on, if any. */
      issueNumber?: number
      /** Who must have write access (undefined: not an issue event, no check). */
      actor?: Actor
      /** A comment asks to continue the job of the issue's tracking comment (unless `new`). */
      continueTracked: boolean
      /**
       * The instruction when the run continues a tracked job (a pull request that changed again
       * or merged): what happened, in our words; `instruction` then only starts a new job.
       */
      followUpInstruction?: string
      /** The issue or pull request the run is about is a pull request. */
      pullRequest?: boolean
      /**
       * A review on a pull request: it continues only the job whose signed marker the pull
       * request carries (its link-back comment); without one, nothing is sent.
       */
      requireMarker?: boolean
      /** Untrusted context that goes with a follow-up too (a line comment's place and hunk). */
      followUpContext?: UntrustedPart[]
      /** The triggering comment, for the 👀 reaction. */
      reaction?: { kind: 'issue-comment' | 'review-comment'; id: number }
      /**
       * A review event, which is final only once GitHub said what the review holds (review.ts):
       * until then the plan is not to be acted on.
       */
      review?: ReviewQuery
      /**
       * A push or a pull request with `include-changes`, which is final only once GitHub said
       * what changed (changes.ts): until then the plan is not to be acted on.
       */
      changes?: ChangesQuery
    }

/** What a plan with `include-changes` waits for from GitHub (changes.ts completes the plan). */
export type ChangesQuery = PushQuery | PullQuery

/** The range of a push. */
export interface PushQuery {
  kind: 'push'
  /** The commit (or, for a new branch, the default branch) compared from. */
  base: string
  /** The commit pushed. */
  head: string
  /** The ref pushed: `refs/heads/main`. */
  ref: string
}

/**
 * A pull request's change, read whole through its pull request APIs: what it changes against its
 * base, whatever was merged into its branch meanwhile. A follow-up after a merge reads nothing.
 */
export interface PullQuery {
  kind: 'pull'
  number: number
  /** The commits the event counts (more than GitHub lists: counted in the prompt). */
  commits: number
  /** `synchronize`: the head before the push; its later commits are marked new. */
  newSince?: string
  /** Closed merged: a job that follows it has its change already. */
  merged?: boolean
}

/** What a review event's plan waits for from GitHub (review.ts completes the plan). */
export type ReviewQuery =
  | {
      /** pull_request_review: the review's line comments, sent with its text as one follow-up. */
      kind: 'review'
      pull: number
      reviewId: number
      /** The review's text as the event carries it ('' for none). */
      body: string
      url: string
      author: string
      /** The text after the trigger phrase; undefined when the text does not start with it. */
      asked?: string
    }
  | {
      /** pull_request_review_comment: whether the comment is a review's or a single comment. */
      kind: 'line'
      pull: number
      reviewId: number
    }

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
function linePart(event: Extract<GitHubEvent, { kind: 'review' }>): UntrustedPart | undefined {
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

/** Whether acting on `plan` needs GitHub: a permission check, a tracked job, or a comment. */
export function needsGitHub(
  settings: TriggerSettings,
  plan: Extract<Plan, { act: true }>
): boolean {
  return (
    plan.actor !== undefined ||
    plan.continueTracked ||
    plan.changes !== undefined ||
    (settings.comment && plan.issueNumber !== undefined)
  )
}

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
  const text = body.trimStart()
  if (!phrase) return text
  if (text.slice(0, phrase.length).toLowerCase() !== phrase.toLowerCase()) return undefined
  const rest = text.slice(phrase.length)
  if (rest !== '' && !/^\s/.test(rest)) return undefined
  return rest.trim()
}

/**
 * What a push compares, or why it has nothing to compare: a deleted ref has no change, and a
 * push without an earlier commit (a new tag, a force-push GitHub names no `before` for) has
 * nothing to compare with. A new branch's first push is compared with the default branch: what
 * the branch adds to it (GitHub's three-dot compare, from their merge base); a new default
 * branch (a repository's first push) has nothing to compare with.
 */
export function pushQuery(push: PushRange): PushQuery | { skip: string } {
  const ref = push.ref || 'the ref'
  if (push.deleted || !push.after) {
    return { skip: `the push deleted ${ref}: there is no change to send (include-changes)` }
  }
  if (push.before) return { kind: 'push', base: push.before, head: push.after, ref: push.ref }
  const branch = push.ref.startsWith('refs/heads/') ? push.ref.slice('refs/heads/'.length) : ''
  // A name git could not have made (`..`, spaces) never reaches the compare's path.
  const base = /^(?!.*\.\.)[\w./-]{1,255}$/.test(push.defaultBranch) ? push.defaultBranch : ''
  if (push.created && branch && base && branch !== base) {
    return { kind: 'push', base, head: push.after, ref: push.ref }
  }
  return {
    skip: `the push to ${ref} names no earlier commit to compare with (a new tag or default branch, or a force-push): there is no change to send (include-changes)`
  }
}

/**
 * A pull request event's plan (its action acts). One docs job follows one code pull request: a
 * push to it (`synchronize`) or its merge continues the job of its tracking comment, with what
 * changed; without one (no comment kept, or none yet) it starts a job with the whole change. A
 * pull request closed without merging changes nothing to document.
 */
function pullPlan(event: IssueEvent, settings: TriggerSettings): Plan {
  const { issue, pull } = event
  const action = event.action.toLowerCase()
  if (action === 'closed' && !pull?.merged) {
    return {
      act: false,
      reason: `pull request #${issue.number} was closed without merging: there is no change to follow`
    }
  }
  const merged = action === 'closed' && pull?.merged === true
  const changes: PullQuery | undefined =
    settings.includeChanges && pull
      ? {
          kind: 'pull',
          number: issue.number,
          commits: pull.commits,
          ...(action === 'synchronize' && pull.before ? { newSince: pull.before } : {}),
          ...(merged ? { merged } : {})
        }
      : undefined
  // With include-changes, one docs job follows the pull request whatever brings it back (a
  // push, its merge, a draft made ready, a re-run); without, a push and a merge continue it.
  const continues = settings.includeChanges || action === 'synchronize' || merged
  return {
    act: true,
    instruction:
      settings.prompt ||
      (settings.includeChanges ? DEFAULT_CHANGE_INSTRUCTION : DEFAULT_INSTRUCTION),
    context: [issuePart(event)],
    issueNumber: issue.number,
    actor: event.sender,
    pullRequest: true,
    continueTracked: continues,
    ...(continues
      ? {
          followUpInstruction: followUpOf(issue.number, action, merged, changes !== undefined),
          followUpContext: [pullStatePart(event)]
        }
      : {}),
    ...(changes ? { changes } : {})
  }
}

/** What happened to the pull request, said to the job that follows it (our words only). */
function followUpOf(pull: number, action: string, merged: boolean, withChange: boolean): string {
  const subject = `Pull request #${pull}, whose code change this job documents,`
  if (merged) {
    return `${subject} was merged. Make sure the documentation pull request matches the code as merged.`
  }
  const what =
    action === 'synchronize'
      ? 'changed again'
      : action === 'ready_for_review'
        ? 'was marked ready for review'
        : action === 'reopened'
          ? 'was reopened'
          : action === 'opened'
            ? 'was opened again'
            : action === 'labeled' || action === 'edited'
              ? `was ${action}`
              : `had its "${action}" event`
  const below = withChange
    ? action === 'synchronize'
      ? ': the change below is the pull request as it now stands, its commits since the last push marked [new]'
      : ': the change below is the pull request as it now stands'
    : ''
  return `${subject} ${what}${below}. Update the documentation pull request to follow it.`
}

/** Where a changed pull request stands: its link, and its head or merge commit. */
function pullStatePart(event: IssueEvent): UntrustedPart {
  const { issue, pull } = event
  const fields: [string, string][] = [
    ['Title', issue.title],
    ['URL', issue.url]
  ]
  if (pull?.merged) {
    fields.push(['Merged into', pull.baseRef], ['Merge commit', pull.mergeCommit])
  } else if (pull?.after) {
    fields.push(['Head commit', pull.after])
  }
  return { label: `pull request #${issue.number}`, fields, body: '' }
}

export function planFor(event: GitHubEvent, settings: TriggerSettings): Plan {
  switch (event.kind) {
    case 'invalid':
      return {
        act: false,
        reason: `the ${event.name} event's payload has no ${event.missing}, so it cannot be checked`
      }

    case 'other': {
      const plan: Plan = {
        act: true,
        instruction: settings.prompt,
        context: [],
        issueNumber: settings.issueNumber,
        continueTracked: false
      }
      if (!settings.includeChanges || !event.push) return plan
      const changes = pushQuery(event.push)
      return 'skip' in changes
        ? { act: false, reason: changes.skip }
        : { ...plan, instruction: settings.prompt || DEFAULT_CHANGE_INSTRUCTION, changes }
    }

    case 'issues':
    case 'pull_request': {
      // Not every action of an issue or a pull request asks for docs: an edit, an assignment or
      // a close would each start a new job.
      const actions = settings.onActions.length
        ? settings.onActions
        : DEFAULT_ON_ACTIONS[event.kind]
      if (!actions.includes(event.action.toLowerCase())) {
        return {
          act: false,
          reason: `the ${event.kind} event is "${event.action}"; this step acts on ${actions.join(', ')} (on-actions)`
        }
      }
      if (settings.label) {
        if (event.action !== 'labeled') {
          return {
            act: false,
            reason: `the ${event.kind} event is "${event.action}", not "labeled" with '${settings.label}'`
          }
        }
        if ((event.label ?? '').toLowerCase() !== settings.label.toLowerCase()) {
          return {
            act: false,
            reason: `the label added is '${event.label ?? ''}', not '${settings.label}'`
          }
        }
      }
      if (event.kind === 'pull_request') return pullPlan(event, settings)
      return {
        act: true,
        instruction: settings.prompt || DEFAULT_INSTRUCTION,
        context: [issuePart(event)],
        issueNumber: event.issue.number,
        actor: event.sender,
        continueTracked: false
      }
    }

    case 'issue_comment': {
      if (event.action !== 'created') {
        return { act: false, reason: `the comment was ${event.action}, not created` }
      }
      if (event.comment.body.includes(MARKER_PREFIX)) {
        return { act: false, reason: "the comment is this action's own tracking comment" }
      }
      const rest = afterTriggerPhrase(event.comment.body, settings.triggerPhrase)
      if (rest === undefined) {
        return { act: false, reason: `the comment does not start with '${settings.triggerPhrase}'` }
      }
      // `new` alone, or `new` and then the instruction: `/docs-agent new-page …` is an instruction.
      const fresh = /^new(?=\s|$)/i.exec(rest)
      const asked = stripHidden(fresh ? rest.slice(fresh[0].length) : rest)
      if (!asked && !settings.prompt) {
        return {
          act: false,
          reason: `the comment has no instruction after '${settings.triggerPhrase}'`
        }
      }
      const instruction = [settings.prompt, asked].filter(Boolean).join('\n\n')
      return {
        act: true,
        instruction,
        context: [issuePart(event)],
        issueNumber: event.issue.number,
        actor: event.sender,
        continueTracked: !fresh,
        // On a pull request, as for its reviews: only the job of its verified marker.
        requireMarker: !fresh && event.issue.isPullRequest,
        pullRequest: event.issue.isPullRequest,
        reaction: { kind: 'issue-comment', id: event.comment.id }
      }
    }

    case 'review': {
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
  }
}
