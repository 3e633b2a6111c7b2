/**
 * After a follow-up message the service works asynchronously: the job can still show the
 * previous turn's `completed` and its old `prLink` for a while (contract §4.2). A terminal status
 * counts as this turn's result only once the job was seen not terminal since the message, or
 * once it differs from what the message answer showed, or once SETTLE_MS have passed since the
 * message with no change (the service finished the turn before the first poll, or the message
 * changed nothing). The settle time is a time, not a number of polls: no poll-interval shortens it.
 */
import { isTerminal, jobStatus, type AgentJob } from '../api/index.js'

/**
 * How long an unchanged terminal job is taken for the previous turn's. A service that needs longer
 * than this to show a follow-up as started is slower than any we know of; the cost of the wait is
 * paid only when a follow-up ends exactly as the turn before it did.
 */
export const SETTLE_MS = 20_000

export { isTerminal }

/** What tells one turn's result from another's. */
function fingerprint(job: AgentJob): string {
  return JSON.stringify([jobStatus(job), job.prLink ?? null, job.archivedAt ?? null])
}

export class TurnGuard {
  private readonly baseline?: string
  private seenWorking: boolean

  /**
   * `afterMessage`: the job as the follow-up's answer showed it, and `sentAt` when that answer
   * came (epoch ms); omit both when no message was sent.
   */
  constructor(
    afterMessage?: AgentJob,
    private readonly sentAt = 0
  ) {
    this.baseline = afterMessage ? fingerprint(afterMessage) : undefined
    this.seenWorking = !afterMessage || !isTerminal(jobStatus(afterMessage))
  }

  /** Feeds a polled job seen at `now`; true when its status is this turn's. */
  observe(job: AgentJob, now: number): boolean {
    if (!this.seenWorking) {
      this.seenWorking =
        !isTerminal(jobStatus(job)) ||
        fingerprint(job) !== this.baseline ||
        now - this.sentAt >= SETTLE_MS
    }
    return this.seenWorking
  }

  /** Whether the last job observed (or the message answer) is known to be this turn's. */
  get confirmed(): boolean {
    return this.seenWorking
  }
}
