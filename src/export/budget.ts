/**
 * The step's request budget (`max-requests`): the analytics API's rate limit is shared by every
 * analytics operation of the organisation (100 requests per hour), so one step takes at most its
 * budget of it, whatever its reports need, and leaves the rest to the organisation's other users.
 * Every request an export would send asks first; once the budget is spent, the export stops where
 * it is, and says so.
 *
 * A later phase with a small, known cost (the analytics digest) can hold its share back before
 * the exports begin, so that a large report cannot spend it; released, the share is its own.
 */
export class RequestBudget {
  private taken = 0
  private held = 0

  constructor(readonly max: number) {}

  /** Takes one request; false (nothing taken) once `max` were taken (or are held back). */
  take(): boolean {
    if (this.taken + this.held >= this.max) return false
    this.taken++
    return true
  }

  /** Holds back up to `count` of the requests left from every `take` until `release`. */
  hold(count: number): void {
    this.held = Math.max(0, Math.min(count, this.max - this.taken))
  }

  /**
   * Gives `count` held requests back (all without it): to the phase they were held for, or to
   * every take when that phase will not need them after all.
   */
  release(count?: number): void {
    this.held = count === undefined ? 0 : Math.max(0, this.held - count)
  }

  /** Requests taken so far. */
  get used(): number {
    return this.taken
  }

  /** Requests held back (for a later phase) and not yet released. */
  get reserved(): number {
    return this.held
  }

  get left(): number {
    return this.max - this.taken - this.held
  }
}

/** An export stopped because the step's request budget was spent: its result is partial. */
export class BudgetSpent extends Error {
  override readonly name = 'BudgetSpent'
  /** `share`: a phase's own share of it was spent (its words), the step's budget not yet. */
  constructor(
    readonly max: number,
    share?: string
  ) {
    super(share ?? `the step's request budget (max-requests: ${max}) was spent`)
  }
}
