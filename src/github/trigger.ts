/**
 * Whether an event is for this action, and what it asks for (contract §4.5). Events that are not
 * for us (another label, a comment without the trigger phrase, a comment of a bot) end the step
 * as skipped, before anything reaches the service. The plan is plan.ts's; a pull request's
 * (pull-plan.ts) and a review's (review-plan.ts) have rules of their own.
 */
import type { GitHubEvent, PushRange } from './event.js'
import { afterTriggerPhrase, issuePart } from './event-parts.js'
import { MARKER_PREFIX } from './marker.js'
import {
  DEFAULT_CHANGE_INSTRUCTION,
  DEFAULT_INSTRUCTION,
  DEFAULT_ON_ACTIONS,
  type Plan,
  type PushQuery,
  type TriggerSettings
} from './plan.js'
import { labelSkip, pullPlan, type IssueEvent } from './pull-plan.js'
import { reviewEventPlan } from './review-plan.js'
import { stripHidden } from './untrusted.js'

// Where the action's other modules and the tests import them from.
export { afterTriggerPhrase } from './event-parts.js'
export {
  DEFAULT_CHANGE_INSTRUCTION,
  DEFAULT_INSTRUCTION,
  DEFAULT_REVIEW_INSTRUCTION,
  needsGitHub,
  type Plan,
  type PullQuery,
  type PushQuery,
  type ReviewQuery,
  type TriggerSettings
} from './plan.js'
export { cutHunk } from './review-plan.js'

export function planFor(event: GitHubEvent, settings: TriggerSettings): Plan {
  const plan = planOf(event, settings)
  return plan.act && 'at' in event && event.at ? { ...plan, madeAt: event.at } : plan
}

function planOf(event: GitHubEvent, settings: TriggerSettings): Plan {
  switch (event.kind) {
    case 'invalid':
      return {
        act: false,
        reason: `the ${event.name} event's payload has no ${event.missing}, so it cannot be checked`
      }
    case 'other':
      return otherPlan(event, settings)
    case 'issues':
    case 'pull_request':
      return issuePlan(event, settings)
    case 'issue_comment':
      return commentPlan(event, settings)
    case 'review':
      return reviewEventPlan(event, settings)
  }
}

/**
 * Any other event (a schedule, workflow_dispatch, a push): the `prompt` as it is; with
 * `include-changes`, a push's change goes with it.
 */
function otherPlan(
  event: Extract<GitHubEvent, { kind: 'other' }>,
  settings: TriggerSettings
): Plan {
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

/** An issue's or pull request's event: only the actions `on-actions` lists, and only the label asked for. */
function issuePlan(event: IssueEvent, settings: TriggerSettings): Plan {
  // Before the actions and labels acted on: a label that says "no docs" ends the docs check.
  const skip = labelSkip(event, settings)
  if (skip) return skip
  // Not every action of an issue or a pull request asks for docs: an edit, an assignment or
  // a close would each start a new job.
  const actions = settings.onActions.length ? settings.onActions : DEFAULT_ON_ACTIONS[event.kind]
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

/** A comment on an issue or pull request: only one that starts with the trigger phrase asks. */
function commentPlan(
  event: Extract<GitHubEvent, { kind: 'issue_comment' }>,
  settings: TriggerSettings
): Plan {
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
