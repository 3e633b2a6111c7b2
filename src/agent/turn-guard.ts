/**
 * After a follow-up message the service works asynchronously: the job can still show the
 * previous turn's `completed` and its old `prLink` for a while (contract §4.2). A terminal status
 * counts as this turn's result only once the job was seen not terminal since the message, or
 * once it differs from what the message answer showed, or after SETTLE_POLLS polls with no change
 * (the service finished the turn before the first poll, or the message changed nothing).
 */
import { TERMINAL_STATUSES, type AgentJob } from '../api/index.js'

export const SETTLE_POLLS = 3

export function isTerminal(status: string | undefined): boolean {
  return (TERMINAL_STATUSES as readonly (string | undefined)[]).includes(status)
}

/** What tells one turn's result from another's. */
function fingerprint(job: AgentJob): string {
  return JSON.stringify([job.status, job.prLink ?? null, job.archivedAt ?? null])
}

export class TurnGuard {
  private readonly baseline?: string
  private seenWorking: boolean
  private unchanged = 0

  /** `afterMessage`: the job as the follow-up's answer showed it; omit when no message was sent. */
  constructor(afterMessage?: AgentJob) {
    this.baseline = afterMessage ? fingerprint(afterMessage) : undefined
    this.seenWorking = !afterMessage || !isTerminal(afterMessage.status)
  }

  /** Feeds a polled job; true when its status is this turn's. */
  observe(job: AgentJob): boolean {
    if (!isTerminal(job.status)) {
      this.seenWorking = true
      return true
    }
    if (this.seenWorking || fingerprint(job) !== this.baseline) {
      this.seenWorking = true
      return true
    }
    this.unchanged++
    if (this.unchanged >= SETTLE_POLLS) this.seenWorking = true
    return this.seenWorking
  }

  /** Whether the last job observed (or the message answer) is known to be this turn's. */
  get confirmed(): boolean {
    return this.seenWorking
  }
}
