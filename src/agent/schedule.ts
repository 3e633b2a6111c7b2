/**
 * When to poll next (contract §4.1). The delay grows with the time already waited, so that the
 * delay in noticing the end of a job stays a small share of its duration while a long job costs
 * few requests: a delay of GROWTH × waited means a job that ends at any moment is noticed, on
 * average, GROWTH / 2 of its duration later. Jitter keeps many runs from polling in step.
 *
 * Why these numbers (issue #10 §4; `npm run bench` measures them against the naive loop that polls
 * every 5 s, which sends about duration / 5 s + 0.5 requests and notices the end 2.5 s late):
 * - `poll-interval` 5s. A young job is polled every 5 to 6 s (5.5 s on average, see the jitter).
 *   While the delay is flat at m, a job of d costs about d / m + 0.5 requests and is noticed
 *   about m / 2 late, so at 30 s (6.5 naive requests) m must stay between 5 s (no more requests
 *   than the naive loop) and 6 s (a delay of at most 10 % of the job): 5.5 s is the middle,
 *   0.92× the requests and about 9.4 % delay. Never more often than the service's own 5 s loop.
 * - GROWTH 0.15. From about 33 s the delay is 15 % of the time waited: a mean delay of about
 *   7.6 % of the job, and requests that grow with the logarithm of the duration, not with it.
 * - `max-poll-interval` 30s. Reached after 200 s. Long jobs then cost one request per 27 s on
 *   average (4 min 0.43×, 30 min 0.22× the naive requests; 15 s would leave 4 min at 0.51×) and
 *   are noticed about 14 s late, never more than 30 s. A higher cap saves little more (a 60 s
 *   cap: 30 min at 0.14×) and doubles that delay.
 * - The first poll comes one delay after the create, 5 to 6 s, like the naive loop's. Polling
 *   sooner would spend a request on every job to learn what the create's answer already said
 *   (+0.15× at 30 s, more than the goal leaves); later would keep a job that fails at once
 *   waiting for no saving worth a special case.
 * - Jitter ±20 %, folded back inside [poll-interval, max-poll-interval] rather than clamped to
 *   it: clamping puts half of the young (and of the capped) delays exactly on the bound, the same
 *   for every run started at the same moment; folding keeps every delay random and in bounds.
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
  let jittered = grown * (1 - JITTER + 2 * JITTER * random())
  // Fold what falls outside the bounds back inside them; the clamp only matters when the bounds
  // are closer together than the jitter (poll-interval = max-poll-interval: no jitter at all).
  if (jittered < low) jittered = 2 * low - jittered
  if (jittered > high) jittered = 2 * high - jittered
  return Math.round(clamp(jittered, low, high))
}
