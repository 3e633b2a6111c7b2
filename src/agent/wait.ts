/**
 * Waits for a job to become terminal (contract §4.1, §4.2): polls on a schedule that grows with
 * the time waited, never sleeps past the deadline, polls once more at the deadline, survives a
 * few failed polls in a row, and after a follow-up ignores the previous turn's result.
 */
import { ApiError, isRetryable, type AgentJob, type CallOptions, type Clock } from '../api/index.js'
import { nextPollDelayMs, type PollSchedule } from './schedule.js'
import { TurnGuard, isTerminal } from './turn-guard.js'

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
}

export async function waitForJob(options: WaitOptions): Promise<WaitResult> {
  const { clock, signal, deadline, log } = options
  const guard = new TurnGuard(options.afterMessage ? options.initial : undefined)
  const started = clock.now()
  const warnedStatuses = new Set<string>()
  let job = options.initial
  let polls = 0
  let failedInARow = 0
  let lastError: ApiError | undefined
  const result = (end: WaitResult['end']): WaitResult => ({
    job,
    end,
    confirmed: guard.confirmed,
    polls
  })

  if (!options.afterMessage && isTerminal(job.status)) return result('terminal')

  for (;;) {
    const now = clock.now()
    if (now >= deadline) {
      // Polls failing up to the deadline: the error says more than "still running" would.
      if (lastError) throw lastError
      return result('timeout')
    }
    const delay = Math.min(
      nextPollDelayMs(now - started, options.schedule, clock.random),
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
      polled = await options.getJob(job.id, { signal, deadline })
      failedInARow = 0
      lastError = undefined
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      if (error.kind === 'aborted') return result('cancelled')
      failedInARow++
      lastError = error
      if (!isRetryable('GET', error) || failedInARow >= MAX_FAILED_POLLS) throw error
      log.warning(`Polling job ${job.id} failed (${failedInARow} in a row): ${error.message}`)
      continue
    }

    const status = polled.status ?? ''
    if (!isTerminal(status) && status !== 'active' && !warnedStatuses.has(status)) {
      warnedStatuses.add(status)
      log.warning(
        `The service reported job ${polled.id} with ${status ? `an unknown status "${status}"` : 'no status'}; waiting on as if it were active.`
      )
    }
    const changed = polled.status !== job.status || polled.prLink !== job.prLink
    const accepted = guard.observe(polled)
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
