/**
 * After a follow-up message the service works asynchronously: the job can still show the
 * previous turn's `completed` and its old `prLink` for a while (contract §4.2). A terminal status
 * counts as this turn's result only once
 *  - a poll since the message showed the job working (a status that is not terminal), or
 *  - a poll differs from what the message answer showed, in a field that answer did show, the
 *    answer being terminal itself (an answer without a status, or with a working one, tells
 *    nothing about the previous turn's result: only polls and the settle time count then), or
 *  - the settle time (BOUNDS.settleMs) has passed since the message with none of that (the service finished the turn
 *    before the first poll, or the message changed nothing).
 * The message answer alone never confirms a turn: a store read after it may still lag behind.
 * The settle time is a time, not a number of polls: no poll-interval shortens it.
 */
import { isTerminal, jobStatus, type AgentJob } from '../api/index.js'
import { BOUNDS } from '../bounds.js'

/** The fields that tell one turn's result from another's, as far as `job` shows them. */
type Shown = Partial<Record<'status' | 'prLink' | 'archivedAt', string | null>>

function shown(job: AgentJob): Shown {
  const fields: Shown = {}
  if (job.status !== undefined) fields.status = jobStatus(job)
  if (job.prLink !== undefined) fields.prLink = job.prLink
  if (job.archivedAt !== undefined) fields.archivedAt = job.archivedAt
  return fields
}

export class TurnGuard {
  /** What the message answer showed, when it showed a terminal status. */
  private readonly baseline?: Shown
  private seenWorking: boolean

  /**
   * `afterMessage`: the job as the follow-up's answer showed it, and `sentAt` when that answer
   * came (epoch ms); omit both when no message was sent. `settleMs`: see BOUNDS.settleMs.
   */
  constructor(
    afterMessage?: AgentJob,
    private readonly sentAt = 0,
    private readonly settleMs = BOUNDS.settleMs
  ) {
    const answer = afterMessage ? shown(afterMessage) : undefined
    this.baseline = answer && isTerminal(answer.status ?? '') ? answer : undefined
    this.seenWorking = !afterMessage
  }

  private differs(job: AgentJob): boolean {
    if (!this.baseline) return false
    const now = shown(job)
    return (Object.keys(this.baseline) as (keyof Shown)[]).some(
      (field) => field in now && now[field] !== this.baseline?.[field]
    )
  }

  /** Feeds a polled job seen at `now`; true when its status is this turn's. */
  observe(job: AgentJob, now: number): boolean {
    if (!this.seenWorking) {
      const status = jobStatus(job)
      this.seenWorking =
        (status !== '' && !isTerminal(status)) ||
        (isTerminal(status) && this.differs(job)) ||
        now - this.sentAt >= this.settleMs
    }
    return this.seenWorking
  }

  /** Whether the last job observed is known to be this turn's. */
  get confirmed(): boolean {
    return this.seenWorking
  }
}
