// The cost of a wait with the default inputs (issue #10 §4), computed on a virtual clock as
// `npm run bench` does: no timers, a fixed seed. Against the naive loop that polls every 5 s:
// requests per job ≤ 1.0× from 30 s to 30 min and ≤ 0.5× from 4 min on, and the end of the job
// noticed on average ≤ 10 % of its duration late.
import { describe, expect, it } from '@jest/globals'
import { actionMetadata } from '../../scripts/local-runner.js'
import type { AgentJob, Clock } from '../../src/api/index.js'
import { parseDurationMs } from '../../src/duration.js'
import type { PollSchedule } from '../../src/agent/schedule.js'
import { BOUNDS } from '../../src/bounds.js'
import { waitForJob } from '../../src/agent/wait.js'

const DEFAULTS: PollSchedule = {
  pollIntervalMs: BOUNDS.pollIntervalMs,
  maxPollIntervalMs: BOUNDS.maxPollIntervalMs
}

/** One wait for a job that ends `durationMs` after the create: requests and notice delay. */
async function simulateWait(durationMs: number, seed: number, schedule: PollSchedule) {
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
  let requests = 0
  const job = (status: string): AgentJob => ({ id: 'j', status, prLink: null })
  const result = await waitForJob({
    getJob: async () => {
      requests++
      return job(now >= durationMs ? 'completed' : 'active')
    },
    initial: job('active'),
    afterMessage: false,
    deadline: 2 * 3_600_000,
    schedule,
    clock,
    log: { info: () => {}, warning: () => {} }
  })
  expect(result.end).toBe('terminal')
  return { requests, delay: now - durationMs }
}

/** 200 jobs spread over ±2.5 s around `ms`: requests against the naive loop, delay as a share. */
async function cost(ms: number, schedule: PollSchedule = DEFAULTS) {
  let requests = 0
  let naive = 0
  let delay = 0
  for (let i = 0; i < 200; i++) {
    const duration = ms - 2500 + (i * 5000) / 200
    const wait = await simulateWait(duration, i + 1, schedule)
    requests += wait.requests
    delay += wait.delay
    naive += Math.ceil(duration / 5000)
  }
  return { ratio: requests / naive, share: delay / 200 / ms }
}

const SECOND = 1000
const MINUTE = 60 * SECOND

describe('the wait with the default inputs, against polling every 5 s', () => {
  it('measures the defaults of action.yml', () => {
    const inputs = actionMetadata('.').inputs ?? {}
    expect(parseDurationMs(inputs['poll-interval']?.default ?? '')).toBe(BOUNDS.pollIntervalMs)
    expect(parseDurationMs(inputs['max-poll-interval']?.default ?? '')).toBe(
      BOUNDS.maxPollIntervalMs
    )
  })

  it.each([
    ['30 s', 30 * SECOND],
    ['45 s', 45 * SECOND],
    ['60 s', 60 * SECOND],
    ['90 s', 90 * SECOND],
    ['2 min', 2 * MINUTE],
    ['4 min', 4 * MINUTE],
    ['10 min', 10 * MINUTE],
    ['20 min', 20 * MINUTE],
    ['30 min', 30 * MINUTE]
  ])('a job of %s: no more requests (half from 4 min), noticed within 10 %', async (_, ms) => {
    const { ratio, share } = await cost(ms)
    expect(ratio).toBeLessThanOrEqual(ms >= 4 * MINUTE ? 0.5 : 1)
    expect(share).toBeLessThanOrEqual(0.1)
  })

  it('meets the goal across the range, not only at those rows', async () => {
    // Each second where it is tightest (the delay is still flat near 5.5 s), then coarser.
    const durations: number[] = []
    for (let s = 30; s < 60; s++) durations.push(s * SECOND)
    for (let s = 60; s < 240; s += 5) durations.push(s * SECOND)
    for (let s = 240; s <= 1800; s += 30) durations.push(s * SECOND)
    const misses: string[] = []
    for (const ms of durations) {
      const { ratio, share } = await cost(ms)
      if (ratio > (ms >= 4 * MINUTE ? 0.5 : 1) || share > 0.1) {
        misses.push(`${ms / SECOND} s: ${ratio.toFixed(2)}×, ${(100 * share).toFixed(1)} %`)
      }
    }
    expect(misses).toEqual([])
  })

  it('would catch the old defaults (2s, 15s): 1.9× the requests at 30 s, 0.64× at 4 min', async () => {
    const old = { pollIntervalMs: 2000, maxPollIntervalMs: 15_000 }
    expect((await cost(30 * SECOND, old)).ratio).toBeGreaterThan(1)
    expect((await cost(4 * MINUTE, old)).ratio).toBeGreaterThan(0.5)
  })
})
