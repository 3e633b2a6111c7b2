/**
 * What a run's plan is: whether to act on the event, with which instruction and untrusted context,
 * and what the plan still waits for from GitHub (a review's line comments, a change). The trigger
 * rules (trigger.ts) make it from the event and the settings they read (TriggerSettings).
 */
import type { Actor } from './event.js'
import type { UntrustedPart } from './untrusted.js'

/** A comment, or a line comment of a review, that someone asked the job in (its 👀). */
export interface ReactionTarget {
  kind: 'issue-comment' | 'review-comment'
  id: number
}

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
  /** `skip-label`: a code pull request carrying it gets no docs job. */
  check?: { skipLabel: string }
  /**
   * `docs-repository` and `pr-author`: a pull request there, from one of its branches, by that
   * login (else an app), is the agent's own (pull-plan.ts).
   */
  pr?: { repository?: string; author?: string }
}

/** The actions acted on when `on-actions` is empty: a new or reopened issue or pull request, a label added, a draft made ready. */
export const DEFAULT_ON_ACTIONS = {
  issues: ['opened', 'reopened', 'labeled'],
  pull_request: ['opened', 'reopened', 'labeled', 'ready_for_review']
} as const satisfies Record<'issues' | 'pull_request', readonly string[]>

export type Plan =
  | {
      act: false
      reason: string
      /** The change needs no docs (`skip-label`, no file of `changes-paths`): the docs check passes. */
      noDocs?: true
    }
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
      /** The event is about the agent's own pull request: its job is its marker's, or none. */
      agentsPull?: boolean
      /** Untrusted context that goes with a follow-up too (a line comment's place and hunk). */
      followUpContext?: UntrustedPart[]
      /**
       * When the instruction was made (the comment, the review, the event): where it goes among
       * the conversation's (mailbox.ts), and where the conversation of a job it starts begins.
       */
      madeAt?: string
      /** The triggering comment, for the 👀 reaction (agent/reactions.ts). */
      reaction?: ReactionTarget
      /** The review's other line comments that asked: their 👀 too. */
      moreReactions?: { kind: 'review-comment'; id: number }[]
      /**
       * A review event, which is final only once GitHub said what the review holds (review.ts):
       * until then the plan is not to be acted on.
       */
      review?: ReviewQuery
      /** The review the instruction is, once GitHub said what it holds (review.ts). */
      reviewId?: number
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
