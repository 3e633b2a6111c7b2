/**
 * When to poll next (contract §4.1). The delay grows with the time already waited, so that the
 * delay in noticing the end of a job stays a small share of its duration while a long job costs
 * few requests: a delay of GROWTH × waited means a job that ends at any moment is noticed, on
 * average, GROWTH / 2 of its duration later. Jitter keeps many runs from polling in step.
 */
export interface PollSchedule {
  /** The shortest delay, used while the job is young. */
  pollIntervalMs: number
  /** The cap of the growth. */
  maxPollIntervalMs: number
}

/** The delay as a share of the time waited so far (0.15: mean notice delay ≈ 7.5 % of the job). */
export const GROWTH = 0.15
/** ±20 % jitter around the grown delay. */
export const JITTER = 0.2

const clamp = (value: number, low: number, high: number): number =>
  Math.min(high, Math.max(low, value))

/** The delay before the next poll, `waitedMs` after the wait began. */
export function nextPollDelayMs(
  waitedMs: number,
  schedule: PollSchedule,
  random: () => number = Math.random
): number {
  const { pollIntervalMs: low, maxPollIntervalMs: high } = schedule
  const grown = clamp(waitedMs * GROWTH, low, high)
  const jittered = grown * (1 - JITTER + 2 * JITTER * random())
  return Math.round(clamp(jittered, low, high))
}
