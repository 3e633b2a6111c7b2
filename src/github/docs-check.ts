/**
 * The docs check: a commit status named by `docs-check` on a code pull request's head commit,
 * saying where its docs stand: pending while the agent works, success once the docs pull request
 * is there (or no docs change was needed, or the pull request carries `skip-label`), failure when
 * the job failed or ran out of time. A commit status, not a check run (docs/docs-check.md says
 * why): a branch protection rule or ruleset requires it by its name.
 *
 * Every text is ours and every link rebuilt (the docs pull request's, the run's): nothing the
 * service or the pull request wrote reaches it. A token that may not write statuses costs one
 * warning; the rest of the run goes on.
 */
import type { Outcome } from '../outcomes.js'
import { line, type LogLine } from '../sinks/index.js'
import { statusOf, type Octokit, type Repo } from './octokit.js'
import { rateLimitOf, rateLimitText } from './rate-limit.js'

export type CheckState = 'pending' | 'success' | 'failure' | 'error'

export interface CheckView {
  state: CheckState
  /** Our own words, at most MAX_DESCRIPTION characters (GitHub refuses longer ones). */
  description: string
  /** The docs pull request, or the run: a URL we built. */
  targetUrl?: string
}

/** GitHub's bound on a status's description (a longer one is refused with a 422). */
export const MAX_DESCRIPTION = 140

/** What the check says at the end of a run, from how it ended. */
export function endOf(outcome: Outcome | 'error', pr: string | undefined, run: string): CheckView {
  switch (outcome) {
    case 'completed':
      return pr
        ? {
            state: 'success',
            description: 'The docs pull request is ready for review.',
            targetUrl: pr
          }
        : { state: 'success', description: 'The docs job completed.', targetUrl: run }
    case 'no-pr':
      return {
        state: 'success',
        description: 'No docs change needed: the agent opened no pull request.',
        targetUrl: run
      }
    case 'failed':
    case 'archived':
      return {
        state: 'failure',
        description: `The docs job ${outcome === 'failed' ? 'failed' : 'was archived'}: the run says what to do next.`,
        targetUrl: run
      }
    case 'timeout':
      return {
        state: 'failure',
        description: 'The docs job was not done within the timeout: the run says what to do next.',
        targetUrl: run
      }
    case 'cancelled':
      return {
        state: 'error',
        description: 'The run was cancelled before the docs job ended: re-run the workflow.',
        targetUrl: run
      }
    case 'started':
      return { state: 'pending', description: 'The docs agent is at work.', targetUrl: run }
    case 'error':
      return {
        state: 'error',
        description: 'The docs run failed before the job ended: the run says what to do next.',
        targetUrl: run
      }
  }
}

/** The job completed with a pull request the run did not take for the agent's (see the run). */
export const notTaken = (run: string, elsewhere = true): CheckView => ({
  state: 'failure',
  description: elsewhere
    ? 'The job named a pull request outside the repository expected: check docs-repository, and see the run.'
    : "The job named a pull request that is not the agent's (its author or branch): see the run.",
  targetUrl: run
})

/** The agent's own docs pull request: its docs are its change. */
export const ownPull = (run: string): CheckView => ({
  state: 'success',
  description: "This is the docs agent's own pull request.",
  targetUrl: run
})

/** What the post step shows when the step was stopped while the check showed it at work. */
export const stopped = (run: string): CheckView => ({
  state: 'error',
  description: 'The run was stopped before the docs job ended: re-run the workflow.',
  targetUrl: run
})

/** The check while the agent works on the run's turn. */
export const working = (run: string): CheckView => ({
  state: 'pending',
  description: 'The docs agent is at work on this change.',
  targetUrl: run
})

/** The check of a run that started no job, and why no docs are needed (our words). */
export const notNeeded = (why: string, run: string): CheckView => ({
  state: 'success',
  description: cut(`No docs needed: ${why}`),
  targetUrl: run
})

/** The job has had the turns `max-turns` allows: this change was not sent to it. */
export const turnsSpent = (skipLabel: string, run: string): CheckView => ({
  state: 'failure',
  description: cut(
    `The docs job is at max-turns. Raise max-turns and push again${skipLabel ? `, or add the label ${skipLabel}` : ''}.`
  ),
  targetUrl: run
})

export interface CheckLog {
  warning(message: LogLine): void
  debug(message: LogLine): void
}

export class DocsCheck {
  /** Writing statuses was refused: said once, not tried again. */
  private refused = false

  /** GitHub refused this token statuses: no later step need try. */
  get refusedWrites(): boolean {
    return this.refused
  }

  constructor(
    private readonly octokit: Octokit,
    private readonly repo: Repo,
    /** The pull request's head commit: 40 or 64 hex digits, checked by event.ts. */
    readonly sha: string,
    /** The status's name (`docs-check`). */
    readonly context: string,
    private readonly log: CheckLog
  ) {}

  /** Shows `view` on the head commit; false when GitHub did not take it (said as a warning). */
  async show(view: CheckView): Promise<boolean> {
    if (this.refused) return false
    try {
      await this.octokit.rest.repos.createCommitStatus({
        ...this.repo,
        sha: this.sha,
        state: view.state,
        context: this.context,
        description: cut(view.description),
        ...(view.targetUrl ? { target_url: view.targetUrl } : {})
      })
      this.log.debug(line`Docs check '${this.context}': ${view.state}`)
      return true
    } catch (error) {
      const status = statusOf(error)
      const limit = rateLimitOf(error)
      const limited = limit && rateLimitText(limit)
      if (status === 403 || status === 404) {
        this.refused = !limited
        this.log.warning(
          limited
            ? line`Could not set the docs check '${this.context}': ${limited}`
            : line`Could not set the docs check '${this.context}' on ${this.sha.slice(0, 12)} (${status}): the token needs 'statuses: write' (permissions: statuses: write). The rest of the run goes on.`
        )
      } else {
        this.log.warning(
          line`Could not set the docs check '${this.context}' (${status ?? 'no answer'}): ${error instanceof Error ? error.message : String(error)}`
        )
      }
      return false
    }
  }

  /** Whether the pull request carries `label` now; undefined when GitHub cannot say. */
  async labelled(issueNumber: number, label: string): Promise<boolean | undefined> {
    try {
      const { data } = await this.octokit.rest.issues.listLabelsOnIssue({
        ...this.repo,
        issue_number: issueNumber,
        per_page: 100
      })
      return data.some((l) => l.name.toLowerCase() === label.toLowerCase())
    } catch {
      return undefined
    }
  }
}

/** Within GitHub's bound, counted in characters as GitHub counts them: no emoji cut in half. */
function cut(text: string): string {
  const chars = Array.from(text)
  return chars.length > MAX_DESCRIPTION ? `${chars.slice(0, MAX_DESCRIPTION - 1).join('')}…` : text
}
