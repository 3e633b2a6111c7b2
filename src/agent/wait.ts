/**
 * Waits for a job to become terminal (contract §4.1, §4.2): polls on a schedule that grows with
 * the time waited, never sleeps past the deadline, polls once more at the deadline, survives a
 * few failed polls in a row, and after a follow-up ignores the previous turn's result.
 */
import {
  ApiError,
  isRetryable,
  isTerminal,
  jobStatus,
  type AgentJob,
  type CallOptions,
  type Clock
} from '../api/index.js'
import { nextPollDelayMs, type PollSchedule } from './schedule.js'
import { TurnGuard } from './turn-guard.js'

/** Polls that may fail in a row (each after the client's own retries) before the wait gives up. */
export const MAX_FAILED_POLLS = 3

export interface WaitLog {
  info(message: string): void
  warning(message: string): void
}

export interface WaitOptions {
  getJob(jobId: string, call: CallOptions): Promise<AgentJob>
  /** The job as last seen (the create or message answer, or a first GET). */
  initial: AgentJob
  /** Set after a follow-up: guards against the previous turn's status. */
  afterMessage: boolean
  deadline: number
  schedule: PollSchedule
  /**
   * When the step began waiting (epoch ms), which the schedule's growth counts from; default
   * the wait's start. A follow-up that first waited for an earlier turn goes on from there: a
   * second wait started afresh would pay for the young job's frequent polls twice in one hour.
   */
  waitingSince?: number
  /** After a follow-up: see BOUNDS.settleMs (its default). */
  settleMs?: number
  /**
   * After a follow-up: when its answer came (epoch ms), which the settle time counts from;
   * default the wait's start. What ran between the answer and the wait must not lengthen it.
   */
  sentAt?: number
  clock: Clock
  signal?: AbortSignal
  log: WaitLog
  /** Called when a poll shows a change of status or pull request (tracking comments). */
  onChange?(job: AgentJob, confirmed: boolean): void | Promise<void>
}

export interface WaitResult {
  job: AgentJob
  end: 'terminal' | 'timeout' | 'cancelled'
  /** Whether `job` is known to show this turn (see TurnGuard). */
  confirmed: boolean
  polls: number
  /** At a timeout: the last poll failed with this (too few failures in a row to end the wait). */
  lastError?: ApiError
}

export async function waitForJob(options: WaitOptions): Promise<WaitResult> {
  const { clock, signal, deadline, log } = options
  const started = clock.now()
  const guard = new TurnGuard(
    options.afterMessage ? options.initial : undefined,
    options.sentAt ?? started,
    options.settleMs
  )
  const warnedStatuses = new Set<string>()
  let job = options.initial
  let polls = 0
  let failedInARow = 0
  let lastError: ApiError | undefined
  /** The service asked for no request before this (a failed poll's Retry-After), epoch ms. */
  let notBefore = 0
  const result = (end: WaitResult['end']): WaitResult => ({
    job,
    end,
    confirmed: guard.confirmed,
    polls,
    lastError: end === 'timeout' ? lastError : undefined
  })

  if (!options.afterMessage && isTerminal(jobStatus(job))) return result('terminal')

  for (;;) {
    const now = clock.now()
    // A poll that failed at the deadline is still a timeout: only failures that persist (the
    // limit below) end the wait with an error.
    if (now >= deadline) return result('timeout')
    const delay = Math.min(
      Math.max(
        nextPollDelayMs(now - (options.waitingSince ?? started), options.schedule, clock.random),
        notBefore - now
      ),
      deadline - now
    )
    try {
      await clock.sleep(delay, signal)
    } catch {
      return result('cancelled')
    }

    let polled: AgentJob
    try {
      polls++
      polled = sameJob(await options.getJob(job.id, { signal, deadline }), job.id)
      failedInARow = 0
      lastError = undefined
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      if (error.kind === 'aborted') return result('cancelled')
      lastError = error
      if (error.retryAfterMs !== undefined && clock.now() + error.retryAfterMs >= deadline) {
        // The service asks for a wait that reaches past the deadline: honour it, and end as a
        // timeout at the deadline rather than polling again or failing.
        try {
          await clock.sleep(Math.max(0, deadline - clock.now()), signal)
        } catch {
          return result('cancelled')
        }
        return result('timeout')
      }
      // The next poll comes no earlier than the service asked, whatever the schedule says.
      if (error.retryAfterMs !== undefined) notBefore = clock.now() + error.retryAfterMs
      failedInARow++
      if (!isRetryable('GET', error) || failedInARow >= MAX_FAILED_POLLS) throw error
      log.warning(`Polling job ${job.id} failed (${failedInARow} in a row): ${error.message}`)
      continue
    }

    const status = jobStatus(polled)
    warnOfUnknown(polled, warnedStatuses, log)
    const changed = polled.status !== job.status || polled.prLink !== job.prLink
    const accepted = guard.observe(polled, clock.now())
    job = polled
    if (changed) {
      log.info(
        `Job ${job.id}: ${accepted ? status || 'no status' : `${status} (previous turn)`} after ${Math.round((clock.now() - started) / 1000)} s`
      )
      await options.onChange?.(job, guard.confirmed)
    }
    if (accepted && isTerminal(status)) return result('terminal')
  }
}

/** Another job's answer must not become this one's (nor send the next poll elsewhere). */
function sameJob(polled: AgentJob, jobId: string): AgentJob {
  if (polled.id === jobId) return polled
  throw new ApiError({
    kind: 'invalid-response',
    operation: 'get-job',
    method: 'GET',
    message: `The service answered the poll of job ${jobId} with another job (${polled.id}).`
  })
}

/** A few warnings at most: a service that makes up a status per poll must not flood the log. */
function warnOfUnknown(polled: AgentJob, warned: Set<string>, log: WaitLog): void {
  const status = jobStatus(polled)
  if (isTerminal(status) || status === 'active' || warned.has(status) || warned.size >= 3) return
  warned.add(status)
  log.warning(
    `The service reported job ${polled.id} with ${status ? `an unknown status "${status}"` : 'no status'}; waiting on as if it were active.`
  )
}
