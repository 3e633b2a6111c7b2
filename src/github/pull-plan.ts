/**
 * A pull request event's plan: one docs job follows one code pull request. A push to it, a draft
 * made ready or its merge continues the job of its tracking comment (with `include-changes`, with
 * the change; changes.ts reads it), saying in our words what happened.
 */
import type { GitHubEvent } from './event.js'
import { issuePart } from './event-parts.js'
import {
  DEFAULT_CHANGE_INSTRUCTION,
  DEFAULT_INSTRUCTION,
  type Plan,
  type PullQuery,
  type TriggerSettings
} from './plan.js'
import type { UntrustedPart } from './untrusted.js'

/** An `issues` or `pull_request` event. */
export type IssueEvent = Extract<GitHubEvent, { kind: 'issues' | 'pull_request' }>

/**
 * A pull request event's plan (its action acts). One docs job follows one code pull request: a
 * push to it (`synchronize`) or its merge continues the job of its tracking comment, with what
 * changed; without one (no comment kept, or none yet) it starts a job with the whole change. A
 * pull request closed without merging changes nothing to document.
 */
export function pullPlan(event: IssueEvent, settings: TriggerSettings): Plan {
  const { issue, pull } = event
  const action = event.action.toLowerCase()
  if (action === 'closed' && !pull?.merged) {
    return {
      act: false,
      reason: `pull request #${issue.number} was closed without merging: there is no change to follow`
    }
  }
  const merged = action === 'closed' && pull?.merged === true
  if (isAgentsPull(event, settings)) return agentsPullPlan(event, settings)
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
  // push, its merge, a draft made ready, a re-run); without, a push, a reopen and a merge
  // continue it (a reopened docs pull request follows its job: run-pairing.ts).
  const continues =
    settings.includeChanges || action === 'synchronize' || action === 'reopened' || merged
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

/**
 * A code pull request that carries `skip-label` (or has it added now) needs no docs: no job, and
 * the docs check passes. Undefined when the label does not apply.
 */
export function labelSkip(event: IssueEvent, settings: TriggerSettings): Plan | undefined {
  const label = settings.check?.skipLabel.toLowerCase()
  if (!label || event.kind !== 'pull_request' || isAgentsPull(event, settings)) return undefined
  const added = event.action.toLowerCase() === 'labeled' && event.label?.toLowerCase() === label
  if (!added && !event.pull?.labels.some((name) => name.toLowerCase() === label)) return undefined
  return {
    act: false,
    reason: `the pull request has the label '${settings.check?.skipLabel}'`,
    noDocs: true
  }
}

/**
 * The agent's own pull request (in `docs-repository`, from one of its branches, opened by
 * `pr-author`, else by an app): a check of it (a link check's report in `context-file`) goes to
 * the job of its marker, with `prompt`, and never starts a job of its own.
 */
export function isAgentsPull(event: IssueEvent, settings: TriggerSettings): boolean {
  const { pull } = event
  const docs = settings.pr?.repository
  if (!pull || !docs || pull.fromFork || !pull.author) return false
  if (pull.repository.toLowerCase() !== docs.toLowerCase()) return false
  const wanted = settings.pr?.author
  return wanted ? pull.author.login.toLowerCase() === wanted.toLowerCase() : pull.author.isBot
}

function agentsPullPlan(event: IssueEvent, settings: TriggerSettings): Plan {
  const number = event.issue.number
  if (!settings.prompt) {
    return {
      act: false,
      reason: `pull request #${number} is the agent's own: a run for it sends 'prompt' (with 'context-file') to its job, and 'prompt' is empty`
    }
  }
  return {
    act: true,
    instruction: settings.prompt,
    context: [],
    issueNumber: number,
    actor: event.sender,
    pullRequest: true,
    continueTracked: true,
    requireMarker: true,
    agentsPull: true,
    followUpInstruction: settings.prompt,
    followUpContext: [pullStatePart(event)]
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
