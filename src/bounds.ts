/**
 * Every time bound of the actions, in one place, each with why it has its value. Code that waits
 * takes a `Bounds` (and a `Clock`, api/clock.ts) as a parameter defaulting to these, so tests run
 * the real values on a virtual clock. Nothing reads a bound from the environment or an input: a
 * bundle always runs with exactly these (the inputs `timeout`, `poll-interval` and
 * `max-poll-interval` are the user's own settings, checked in the settings readers, and cannot
 * shorten any bound here).
 */

/** Exponential backoff with full jitter (api/retry.ts). */
export interface Backoff {
  /** Attempts in all, the first included. */
  readonly maxAttempts: number
  /** The backoff ceiling before the first retry; doubles with every attempt. */
  readonly baseDelayMs: number
  /** No backoff ceiling exceeds this (a `Retry-After` may, up to the deadline). */
  readonly maxDelayMs: number
}

export interface Bounds {
  /**
   * After a follow-up, how long an unchanged terminal job is taken for the previous turn's
   * (contract §4.2, agent/turn-guard.ts): 20 s. A service that needs longer than this to show a
   * follow-up as started is slower than any we know of; the wait is paid only when a follow-up
   * ends exactly as the turn before it did.
   */
  readonly settleMs: number
  /**
   * One GitHub call, Octokit's retries included (github/octokit.ts): 15 s. GitHub answers in well
   * under a second; 15 s leaves room for the retry plugin's two retries and its waits, and a GitHub
   * that hangs costs the step at most this per call. A rate-limit wait GitHub asked for (see
   * maxRetryAfterMs) moves the limit later by as much: that time is GitHub's answer, not a hang.
   */
  readonly githubCallTimeoutMs: number
  /**
   * Octokit's retry plugin repeats a call GitHub failed transiently (5xx) after
   * `githubRetryBaseMs × n²` for the n-th retry, as the plugin's own default (1 s) does; the wait
   * is taken on the run's clock (github/octokit.ts), inside the call's bound.
   */
  readonly githubRetryBaseMs: number
  /**
   * Retries of one GitHub call: 2 (1 s, then 4 s: both within the call's 15 s). A call GitHub
   * refuses over its rate limit is made again as often, each time after GitHub's own wait.
   */
  readonly githubRetries: number
  /** One request to the service (contract §4.3: "every request has its own timeout (30 s)"). */
  readonly requestTimeoutMs: number
  /**
   * How long past the deadline a request to the service may still run: 5 s. The last poll is
   * sent at the deadline (contract §4.1) and must be able to get its answer; a result page the
   * export asked for before its deadline may arrive within it, and if it is the last page, the
   * export is complete.
   */
  readonly requestGraceMs: number
  /**
   * Without a deadline, the longest `Retry-After` honoured (2 min); a longer one ends the call
   * rather than hold the step for a wait the service may mean in hours. GitHub's rate limits too
   * (github/octokit.ts): a secondary limit asks about a minute, which is waited for (within the
   * deadline); the primary limit, given back on the hour, only when that is as near.
   */
  readonly maxRetryAfterMs: number
  /**
   * Taking a job's conversation (github/conversation.ts, Fischer's mutual exclusion): the wait
   * between writing the claim into the tracking comment and reading it back, 5 s. A claim counts
   * only when its own read and write took less, so that any run that read the comment before the
   * claim landed has written its own by then. GitHub answers a comment read or write in about
   * 0.5 s; a run whose read and write take longer tries again after a pause.
   */
  readonly claimMs: number
  /**
   * How long a run for the agent's own pull request waits for its link-back comment (its job's
   * marker): 10 minutes. The run that waits for the job writes it when a poll sees the job end
   * with the pull request, at most the longest poll interval (7m30s) after the pull request
   * opened, then its report.
   */
  readonly markerWaitMs: number
  /**
   * The whole post step, its GitHub calls included: 20 s. It only closes a comment (two or three
   * calls); it must never hold the job for long, and one call gets its full 15 s within it.
   */
  readonly postStepMs: number
  /**
   * Past the deadline, the time left for the final report (the pull request's outputs, the last
   * comment update): 10 s. Without it a run that times out could not say so in its comment.
   */
  readonly reportGraceMs: number
  /**
   * At the step's end, the longest wait for the 👀 still on their way (agent/reactions.ts): 2 s.
   * One answers in well under a second; a 👀 GitHub does not answer is not worth the call's 15 s.
   */
  readonly reactionsGraceMs: number
  /**
   * After a cancel, the time left for GitHub calls (the final comment update), in all: 3 s. The
   * runner sends SIGTERM 7.5 s after SIGINT and kills 2.5 s later; the step must exit within 5 s
   * (contract §4.4), outputs and summary written first.
   */
  readonly cancelGraceMs: number
  /**
   * Visitors: past the `timeout` input, how long the export has to stop by itself (it requests
   * no page past the deadline, and awaits the pages in flight, which run up to requestGraceMs
   * past it) before it is cancelled: 10 s.
   */
  readonly stopGraceMs: number
  /**
   * Visitors: after the export worker is told to cancel, how long it has to remove its partial
   * file and answer before it is terminated: 3 s, within the runner's patience after a cancel.
   */
  readonly workerCancelGraceMs: number
  /**
   * The service client's retries: 5 attempts from a 1 s ceiling, at most 30 s apart. Enough to
   * ride out a restart of the service; a poll that still fails is one failed poll of the wait.
   */
  readonly serviceRetry: Backoff
  /**
   * Visitors' page requests: 8 attempts, up to 60 s apart. Analytics rate limits are per
   * organisation and per hour, shared with other jobs: a 429 may ask for a long wait, and a
   * failed export costs every page again.
   */
  readonly exportRetry: Backoff
  /**
   * `poll-interval`'s default (action.yml): 5 s, the service's own loop; see agent/schedule.ts
   * for why.
   */
  readonly pollIntervalMs: number
  /**
   * `max-poll-interval`'s default (action.yml): 7 min 30 s, so that no hour of waiting costs more
   * than 40 requests of the service's 100 per project per hour; see agent/schedule.ts for why.
   */
  readonly maxPollIntervalMs: number
}

export const BOUNDS: Bounds = Object.freeze({
  settleMs: 20_000,
  githubCallTimeoutMs: 15_000,
  githubRetryBaseMs: 1000,
  githubRetries: 2,
  requestTimeoutMs: 30_000,
  requestGraceMs: 5000,
  maxRetryAfterMs: 120_000,
  claimMs: 5000,
  markerWaitMs: 600_000,
  postStepMs: 20_000,
  reportGraceMs: 10_000,
  reactionsGraceMs: 2000,
  cancelGraceMs: 3000,
  stopGraceMs: 10_000,
  workerCancelGraceMs: 3000,
  serviceRetry: Object.freeze({ maxAttempts: 5, baseDelayMs: 1000, maxDelayMs: 30_000 }),
  exportRetry: Object.freeze({ maxAttempts: 8, baseDelayMs: 1000, maxDelayMs: 60_000 }),
  pollIntervalMs: 5000,
  maxPollIntervalMs: 450_000
})
