/**
 * When to poll next (contract §4.1). The delay grows with the time already waited, so that the
 * delay in noticing the end of a job stays a small share of its duration while a long job costs
 * few requests: a delay of GROWTH × waited means a job that ends at any moment is noticed, on
 * average, about GROWTH / 2 of its duration later. Jitter keeps many runs from polling in step.
 *
 * Why these numbers (issues #10 §4 and #17; `npm run bench` measures them against the naive loop
 * that polls every 5 s: about duration / 5 s + 0.5 requests, 720 an hour, the end noticed 2.5 s
 * late). The goals: at most 40 requests in any hour of waiting, since the service allows 100 uses
 * of its agent endpoints per project per hour and does not say that polls are free (two jobs
 * waiting at once and their creates then fit); no job dearer than the naive loop; the end noticed
 * on average at most 10 % of the job late, from 30 s to 2 h.
 * - `poll-interval` 5s. A young job is polled every 5 to 6 s (5.5 s on average, see the jitter).
 *   No delay is ever shorter, so the k-th poll comes at least 5k s after the create and no job
 *   costs more requests than the naive loop. While the delay is flat at m, a job of d costs about
 *   d / m + 0.5 requests and is noticed about m / 2 late, so at 30 s (6.5 naive requests) m must
 *   stay between 5 s (as many requests) and 6 s (a delay of 10 % of the job): 5.5 s is the
 *   middle, 0.92× the requests and about 9.4 % delay.
 * - GROWTH 0.17. From about 29 s the delay is 17 % of the time waited. The busiest hour is the
 *   first, because the delay never shrinks, and it is mostly growth: every step of × (1 + GROWTH)
 *   costs a request, about 30 from the start of the growth to an hour at 0.17 (33 at 0.15), on top
 *   of the young job's 6. 0.17 is about as high as the notice delay allows: 8.5 % of the job once
 *   the growth is under way, up to 9.6 % just after it begins (55 to 65 s: the jitter has not yet
 *   spread the polls of different runs); 0.18 would reach 10.4 % there.
 * - `max-poll-interval` 7m30s, reached after 44 minutes: the first hour is then nearly all growth,
 *   35 to 37 requests (at most 38 in 100,000 simulated waits), and every later hour costs about
 *   9, a job's end noticed about 3.5 minutes late (about 6 % of an hour's job, 3 % of two hours').
 *   A lower cap is dearer in the first hour, where the budget binds: 5 min costs 37 to 39, 3 min
 *   43, 1 min 81, 30 s (the default before #17) 143; a higher one saves little (10 min: 35). The
 *   cap stays a cap when a user sets it: it bounds how long a job's end goes unnoticed, which is
 *   what someone who lowers it asks for, and docs/waiting.md says what each hour then costs.
 * - The first poll comes one delay after the create, 5 to 6 s, like the naive loop's. Polling
 *   sooner would spend a request on every job to learn what the create's answer already said
 *   (+0.15× at 30 s, more than the goal leaves); later would keep a job that fails at once
 *   waiting for no saving worth a special case.
 * - Jitter ±20 %, folded back inside [poll-interval, max-poll-interval] rather than clamped to
 *   it: clamping puts half of the young (and of the capped) delays exactly on the bound, the same
 *   for every run started at the same moment; folding keeps every delay random and in bounds. At
 *   the cap the delays fall between 80 and 100 % of it, 90 % on average.
 */
export interface PollSchedule {
  /** The shortest delay, used while the job is young. */
  pollIntervalMs: number
  /** The cap of the growth. */
  maxPollIntervalMs: number
}

/** The delay as a share of the time waited so far (0.17: mean notice delay ≈ 8.5 % of the job). */
export const GROWTH = 0.17
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
