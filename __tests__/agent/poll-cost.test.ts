// The cost of a wait with the default inputs (issues #10 §4 and #17), computed on a virtual clock
// as `npm run bench` does: no timers, fixed seeds. The goals:
// - at most 40 requests in any hour of waiting: the service allows 100 uses per project per hour,
//   so two jobs waiting at once and their creates fit it;
// - no job costs more requests than the naive loop that polls every 5 s, and from 4 min on the
//   jobs of a duration cost at most half as many on average;
// - the end of a job is noticed on average at most 10 % of its duration late, from 30 s to 2 h.
import { describe, expect, it } from '@jest/globals'
import { actionMetadata } from '../../scripts/local-runner.js'
import type { AgentJob, Clock } from '../../src/api/index.js'
import { parseDurationMs } from '../../src/duration.js'
import type { PollSchedule } from '../../src/agent/schedule.js'
import { BOUNDS } from '../../src/bounds.js'
import { waitForJob } from '../../src/agent/wait.js'
import { runAgent, usePreloadedAgent } from '../support/in-process-agent.js'
import { commentBody } from '../../src/github/comment-render.js'
import { placeOf } from '../../src/github/find-comment.js'
import { MarkerKey } from '../../src/github/marker.js'
import { KEY } from '../support/in-process-agent.js'
import { ledgerOf } from '../support/comment-view.js'

/** The job's tracking comment: turn 1 stopped waited for, as a timed-out run leaves it. */
const FIRST_TURN_AT_WORK = commentBody(
  { phase: 'timeout', jobId: 'job_1', projectId: 'proj', status: 'active', elapsedMs: 0 },
  new MarkerKey(KEY),
  placeOf({ owner: 'acme', repo: 'docs' }, 7),
  ledgerOf([{ n: 1, at: '2026-11-23T10:00:00.000Z', by: 'octocat', result: 'timeout' }])
)

usePreloadedAgent()

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE

const DEFAULTS: PollSchedule = {
  pollIntervalMs: BOUNDS.pollIntervalMs,
  maxPollIntervalMs: BOUNDS.maxPollIntervalMs
}

/**
 * One wait for a job that ends `durationMs` after the create (or never, before the deadline):
 * the time of every poll, and how late the end was noticed.
 */
async function simulateWait(
  durationMs: number,
  seed: number,
  schedule: PollSchedule,
  deadline = Math.max(2 * HOUR, durationMs + HOUR)
) {
  let now = 0
  let state = seed
  const random = (): number => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state / 2 ** 31
  }
  // Nothing here times out: the polls answer at once.
  const clock: Clock = {
    now: () => now,
    random,
    sleep: async (ms) => void (now += ms),
    timeout: () => new AbortController().signal
  }
  const times: number[] = []
  const job = (status: string): AgentJob => ({ id: 'j', status, prLink: null })
  const result = await waitForJob({
    getJob: async () => {
      times.push(now)
      return job(now >= durationMs ? 'completed' : 'active')
    },
    initial: job('active'),
    afterMessage: false,
    deadline,
    schedule,
    clock,
    log: { info: () => {}, warning: () => {} }
  })
  expect(result.end).toBe(durationMs < deadline ? 'terminal' : 'timeout')
  return { times, delay: now - durationMs }
}

/** The most polls within one hour, wherever the hour starts (at a poll: no other start has more). */
function busiestHour(times: number[]): number {
  let most = 0
  let first = 0
  for (let last = 0; last < times.length; last++) {
    while (times[last]! - times[first]! >= HOUR) first++
    most = Math.max(most, last - first + 1)
  }
  return most
}

/**
 * 200 jobs spread over ±2.5 s around `ms`, each with its own seed: requests against the naive
 * loop's, the mean delay as a share of `ms`, and the jobs that cost more than the naive loop.
 */
async function cost(ms: number, schedule: PollSchedule = DEFAULTS) {
  let requests = 0
  let naive = 0
  let delay = 0
  const dearer: number[] = []
  for (let i = 0; i < 200; i++) {
    const duration = ms - 2500 + (i * 5000) / 200
    const wait = await simulateWait(duration, i + 1, schedule)
    const naiveRequests = Math.ceil(duration / 5000)
    if (wait.times.length > naiveRequests) dearer.push(duration)
    requests += wait.times.length
    delay += wait.delay
    naive += naiveRequests
  }
  return { ratio: requests / naive, share: delay / 200 / ms, dearer }
}

/** The busiest hour of 200 waits (seeds 1 to 200) for a job of `ms`. */
async function busiestHourOf(ms: number, schedule: PollSchedule = DEFAULTS) {
  let most = 0
  for (let seed = 1; seed <= 200; seed++) {
    most = Math.max(most, busiestHour((await simulateWait(ms, seed, schedule)).times))
  }
  return most
}

describe('the wait with the default inputs, against polling every 5 s', () => {
  it('measures the defaults of action.yml', () => {
    const inputs = actionMetadata('.').inputs ?? {}
    expect(parseDurationMs(inputs['poll-interval']?.default ?? '')).toBe(BOUNDS.pollIntervalMs)
    expect(parseDurationMs(inputs['max-poll-interval']?.default ?? '')).toBe(
      BOUNDS.maxPollIntervalMs
    )
  })

  it.each([
    ['1 h', HOUR],
    ['2 h', 2 * HOUR],
    ['5 h', 5 * HOUR]
  ])('a wait of %s costs at most 40 requests in any hour of it', async (_, ms) => {
    expect(await busiestHourOf(ms)).toBeLessThanOrEqual(40)
  })

  it('a wait that ends by its timeout costs at most 40 requests in any hour too', async () => {
    let most = 0
    for (let seed = 1; seed <= 200; seed++) {
      const { times } = await simulateWait(Infinity, seed, DEFAULTS, 3 * HOUR)
      most = Math.max(most, busiestHour(times))
    }
    expect(most).toBeLessThanOrEqual(40)
  })

  it.each([
    ['30 s', 30 * SECOND],
    ['45 s', 45 * SECOND],
    ['60 s', 60 * SECOND],
    ['90 s', 90 * SECOND],
    ['2 min', 2 * MINUTE],
    ['4 min', 4 * MINUTE],
    ['10 min', 10 * MINUTE],
    ['30 min', 30 * MINUTE],
    ['1 h', HOUR],
    ['2 h', 2 * HOUR]
  ])(
    'a job of %s: no job dearer than the naive loop (half on average from 4 min), noticed within 10 %',
    async (_, ms) => {
      const { ratio, share, dearer } = await cost(ms)
      expect(dearer).toEqual([])
      expect(ratio).toBeLessThanOrEqual(ms >= 4 * MINUTE ? 0.5 : 1)
      expect(share).toBeLessThanOrEqual(0.1)
    }
  )

  it('meets the goal across the range from 30 s to 2 h, not only at those rows', async () => {
    // Each second where it is tightest (the delay is still flat near 5.5 s, then starts to
    // grow), then coarser.
    const durations: number[] = []
    for (let s = 30; s < 60; s++) durations.push(s * SECOND)
    for (let s = 60; s < 240; s += 5) durations.push(s * SECOND)
    for (let s = 240; s < 1800; s += 30) durations.push(s * SECOND)
    for (let s = 1800; s <= 7200; s += 120) durations.push(s * SECOND)
    const misses: string[] = []
    for (const ms of durations) {
      const { ratio, share, dearer } = await cost(ms)
      if (dearer.length > 0 || ratio > (ms >= 4 * MINUTE ? 0.5 : 1) || share > 0.1) {
        misses.push(
          `${ms / SECOND} s: ${ratio.toFixed(2)}×, ${(100 * share).toFixed(1)} %, ${dearer.length} dearer`
        )
      }
    }
    expect(misses).toEqual([])
  })

  it('would catch the 30 s cap of before: about 140 requests in the first hour', async () => {
    const old = { pollIntervalMs: 5000, maxPollIntervalMs: 30_000 }
    expect(await busiestHourOf(2 * HOUR, old)).toBeGreaterThan(40)
  })

  it('would catch the old defaults (2s, 15s): 1.9× the requests at 30 s, 0.64× at 4 min', async () => {
    const old = { pollIntervalMs: 2000, maxPollIntervalMs: 15_000 }
    expect((await cost(30 * SECOND, old)).ratio).toBeGreaterThan(1)
    expect((await cost(4 * MINUTE, old)).ratio).toBeGreaterThan(0.5)
  })
})

// Found by an attack, kept as a test: the polling budget of one step whose follow-up first waits
// for an earlier turn. The README: "The default keeps any hour of waiting within 40 requests"
// (max-poll-interval), "never more than 40 in any hour" of a wait. A follow-up's step waits twice,
// for the earlier turn (start.ts) and then for its own (finish), and each wait starts the
// schedule afresh at 5 s: the growth paid for in the first wait is paid again in the second,
// inside the same hour. The whole step, in-process on a virtual clock.
describe('a follow-up step that waits 30 minutes for an earlier turn, then 30 minutes for its own', () => {
  const PR1 = 'https://github.com/acme/docs/pull/1'
  const PR2 = 'https://github.com/acme/docs/pull/2'
  const job = (status: string, prLink: string | null = null) => ({ id: 'job_1', status, prLink })

  it('spends at most 40 requests in any hour of waiting', async () => {
    let sentAt: number | undefined
    let t0: number | undefined
    const result = await runAgent({
      inputs: {
        'job-id': 'job_1',
        prompt: 'And the changelog',
        timeout: '2h',
        comment: 'true',
        'issue-number': '7'
      },
      // The job's tracking comment: turn 1 is at work (its run stopped waiting for it).
      comments: [{ id: 50, issue: 7, body: FIRST_TURN_AT_WORK }],
      service: ({ method, at }) => {
        t0 ??= at
        if (method === 'POST') {
          sentAt = at
          return { status: 200, body: job('active') }
        }
        if (sentAt === undefined) {
          return {
            status: 200,
            body: at - t0 < 30 * MINUTE ? job('active') : job('completed', PR1)
          }
        }
        return {
          status: 200,
          body: at - sentAt < 30 * MINUTE ? job('active') : job('completed', PR2)
        }
      }
    })
    expect(result.outputs).toMatchObject({ status: 'completed', 'pr-link': PR2 })
    const requests = result.service.map((e) => e.at)
    expect(busiestHour(requests)).toBeLessThanOrEqual(40)
  })
})
