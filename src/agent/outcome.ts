/**
 * What a run ended with, and whether that fails the step (contract §4.4): the outcomes listed in
 * `fail-on` fail it; `archived`, `completed` without a pull request and a timeout are warnings
 * unless listed; a job that failed is an error either way.
 */
import { jobStatus, type AgentJob } from '../api/index.js'
import { parsePrLink } from '../pull-request.js'
import type { Outcome } from '../outcomes.js'
import type { FailOn } from './constants.js'

export type { Outcome }

export interface WaitEnd {
  job: AgentJob
  /** How the wait ended; 'not-waited' for `wait: false`. */
  end: 'terminal' | 'timeout' | 'cancelled' | 'not-waited'
}

export function outcomeOf({ job, end }: WaitEnd): Outcome {
  if (end === 'cancelled') return 'cancelled'
  if (end === 'timeout') return 'timeout'
  if (end === 'not-waited') return 'started'
  switch (jobStatus(job)) {
    case 'failed':
      return 'failed'
    case 'archived':
      return 'archived'
    default:
      // Only a pull request URL is a pull request: anything else is "no pull request".
      return parsePrLink(job.prLink) ? 'completed' : 'no-pr'
  }
}

export interface Verdict {
  /** Fail the step. */
  fail: boolean
  /** How to report it when it does not fail. */
  level: 'info' | 'warning'
  message: string
}

/**
 * How to go on, said where the reader is: `phrase` (`trigger-phrase`) where a comment steers the
 * job (an issue, a pull request), else the workflow's inputs. `turnsUsed`: the job has had the
 * turns `max-turns` allows, so a comment's follow-up would be skipped: only a new job goes on.
 */
export function nextStep(
  outcome: 'failed' | 'timeout' | 'cancelled',
  id: string,
  phrase?: string,
  turnsUsed = false
): string {
  const fresh = `\`${phrase} new <instruction>\``
  if (outcome === 'failed') {
    return !phrase
      ? 'To try again, change the prompt or the inputs the reason names, and re-run the workflow.'
      : turnsUsed
        ? `The job has had the turns max-turns allows: to go on, comment ${fresh} on the issue or pull request, which starts a new job.`
        : `To go on, comment \`${phrase} <instruction>\` on the issue or pull request: the job takes it as its next turn (say what to do differently), or ${fresh} starts a new job.`
  }
  const longer = outcome === 'timeout' ? ' For longer jobs, raise the timeout input.' : ''
  const still =
    'It may still finish at the service, where its pull request then appears; the tracking comment no longer follows it.'
  return !phrase
    ? `It may still finish: a run with job-id: ${id} and no prompt waits for it again.${longer}`
    : turnsUsed
      ? `${still} It has had the turns max-turns allows: a comment ${fresh} on the issue or pull request starts a new job.${longer}`
      : `${still} A comment \`${phrase} <instruction>\` on the issue or pull request is sent once the job's turn ends.${longer}`
}

export function verdictOf(
  outcome: Outcome,
  job: AgentJob,
  failOn: ReadonlySet<FailOn>,
  timeoutText: string,
  /** `trigger-phrase`, where a comment steers the job; the next step is said with it. */
  phrase?: string,
  /** The job has had the turns `max-turns` allows (nextStep). */
  turnsUsed = false
): Verdict {
  const id = job.id
  const listed = (name: FailOn): boolean => failOn.has(name)
  switch (outcome) {
    case 'completed': {
      return {
        fail: false,
        level: 'info',
        message: `Job ${id} completed: ${parsePrLink(job.prLink)?.url ?? ''}`
      }
    }
    case 'started':
      return {
        fail: false,
        level: 'info',
        message: `Job ${id} has the instruction; not waiting for it (wait: false).`
      }
    case 'no-pr':
      return {
        fail: listed('no-pr'),
        level: 'warning',
        message: job.prLink
          ? `Job ${id} completed, but its prLink is not a pull request URL, so it is not reported as one: ${job.prLink}`
          : `Job ${id} completed without a pull request: the agent changed no files.`
      }
    case 'archived':
      return { fail: listed('archived'), level: 'warning', message: `Job ${id} was archived.` }
    case 'failed': {
      const reason = serviceReason(job)
      return {
        fail: listed('failed'),
        level: 'warning',
        message: `Job ${id} failed${reason ? `: ${reason.replace(/[.\s]+$/, '')}.` : '; the service gave no reason.'} ${nextStep('failed', id, phrase, turnsUsed)}`
      }
    }
    case 'timeout':
      return {
        fail: listed('timeout'),
        level: 'warning',
        message: `Job ${id} was not done after ${timeoutText} (the timeout input). ${nextStep('timeout', id, phrase, turnsUsed)}`
      }
    case 'cancelled':
      return {
        fail: true,
        level: 'warning',
        message: `The wait for job ${id} was cancelled. ${nextStep('cancelled', id, phrase, turnsUsed)}`
      }
  }
}

/**
 * The service may say why a job failed in a field the reference does not name. Not cut here:
 * the sinks redact before they cut.
 */
function serviceReason(job: AgentJob): string | undefined {
  for (const key of ['error', 'errorMessage', 'message', 'reason']) {
    const value = (job as Record<string, unknown>)[key]
    if (typeof value === 'string' && value.trim()) return value.trim()
  }
  return undefined
}
