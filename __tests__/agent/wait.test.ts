import { describe, expect, it } from '@jest/globals'
import { ApiError, type AgentJob, type Clock } from '../../src/api/index.js'
import { BOUNDS } from '../../src/bounds.js'
import { waitForJob, type WaitOptions } from '../../src/agent/wait.js'
import { instantClock } from '../support/client.js'

const PR1 = 'https://github.com/acme/docs/pull/1'
const PR2 = 'https://github.com/acme/docs/pull/2'
const job = (status: string, prLink: string | null = null): AgentJob => ({
  id: 'job_1',
  status,
  prLink
})

/** Answers each poll with the next item; an Error item is thrown. */
function script(items: (AgentJob | Error)[], times: number[], clock: Clock) {
  return async (): Promise<AgentJob> => {
    times.push(clock.now())
    const next = items.length > 1 ? items.shift()! : items[0]!
    if (next instanceof Error) throw next
    return next
  }
}

function options(over: Partial<WaitOptions> & Pick<WaitOptions, 'getJob' | 'clock'>): WaitOptions {
  const warnings: string[] = []
  return {
    initial: job('active'),
    afterMessage: false,
    deadline: 60_000,
    schedule: {
      pollIntervalMs: BOUNDS.pollIntervalMs,
      maxPollIntervalMs: BOUNDS.maxPollIntervalMs
    },
    log: { info: () => {}, warning: (m) => warnings.push(m) },
    ...over
  }
}

const unavailable = (): ApiError =>
  new ApiError({ kind: 'http', status: 503, operation: 'get-job', method: 'GET', message: '503' })

describe('waitForJob', () => {
  it('polls until terminal', async () => {
    const clock = instantClock(0)
    const times: number[] = []
    const getJob = script([job('active'), job('active'), job('completed', PR1)], times, clock)
    const result = await waitForJob(options({ getJob, clock }))
    expect(result).toMatchObject({ end: 'terminal', confirmed: true, polls: 3 })
    expect(result.job.prLink).toBe(PR1)
    // The defaults, jitter at its middle: every 5 s while the job is young, the first 5 s after
    // the create.
    expect(times).toEqual([5000, 10_000, 15_000])
  })

  it('never sleeps past the deadline and polls last at the deadline', async () => {
    const clock = instantClock(0)
    const times: number[] = []
    const getJob = script([job('active')], times, clock)
    const result = await waitForJob(options({ getJob, clock, deadline: 7000 }))
    expect(result.end).toBe('timeout')
    expect(times.at(-1)).toBe(7000)
    expect(Math.max(...times)).toBe(7000)
  })

  it("after a follow-up, does not take the previous turn's completed for this one's", async () => {
    const clock = instantClock(0)
    const times: number[] = []
    const stale = job('completed', PR1)
    const getJob = script([stale, job('active'), job('completed', PR2)], times, clock)
    const result = await waitForJob(options({ getJob, clock, initial: stale, afterMessage: true }))
    expect(result.end).toBe('terminal')
    expect(result.job.prLink).toBe(PR2)
    expect(result.polls).toBe(3)
  })

  it('after a follow-up that changes nothing, settles after BOUNDS.settleMs, not after some polls', async () => {
    for (const pollIntervalMs of [100, BOUNDS.pollIntervalMs]) {
      const clock = instantClock(0)
      const stale = job('completed', PR1)
      const times: number[] = []
      const getJob = script([stale], times, clock)
      const schedule = { pollIntervalMs, maxPollIntervalMs: pollIntervalMs }
      const result = await waitForJob(
        options({ getJob, clock, initial: stale, afterMessage: true, schedule })
      )
      expect(result).toMatchObject({ end: 'terminal', confirmed: true })
      // Accepted at the first poll at or after the settle time, never before it.
      expect(times.at(-1)).toBeGreaterThanOrEqual(BOUNDS.settleMs)
      expect(times.at(-2)).toBeLessThan(BOUNDS.settleMs)
    }
  })

  it('counts the settle time from the message’s answer, not from the start of the wait', async () => {
    const clock = instantClock(0)
    const stale = job('completed', PR1)
    const times: number[] = []
    const getJob = script([stale], times, clock)
    // The answer came 10 s before the wait began (the run did other things in between).
    const sentAt = clock.now() - 10_000
    const result = await waitForJob(
      options({ getJob, clock, initial: stale, afterMessage: true, sentAt })
    )
    expect(result).toMatchObject({ end: 'terminal', confirmed: true })
    expect(times).toEqual([5000, BOUNDS.settleMs - 10_000])
  })

  it('reports a follow-up still unconfirmed at the timeout as unconfirmed', async () => {
    const clock = instantClock(0)
    const stale = job('completed', PR1)
    const getJob = script([stale], [], clock)
    const result = await waitForJob(
      options({ getJob, clock, initial: stale, afterMessage: true, deadline: 3000 })
    )
    expect(result).toMatchObject({ end: 'timeout', confirmed: false })
  })

  it('survives a few failed polls in a row, then gives up with the error', async () => {
    const clock = instantClock(0)
    const times: number[] = []
    const flaky = script([unavailable(), unavailable(), job('completed', PR1)], times, clock)
    expect((await waitForJob(options({ getJob: flaky, clock }))).end).toBe('terminal')

    const down = script([unavailable()], [], clock)
    await expect(waitForJob(options({ getJob: down, clock, deadline: 600_000 }))).rejects.toThrow(
      '503'
    )
  })

  it('polls again no earlier than a failed poll’s Retry-After asked', async () => {
    const clock = instantClock(0)
    const times: number[] = []
    const limited = (): ApiError =>
      new ApiError({
        kind: 'http',
        status: 429,
        operation: 'get-job',
        method: 'GET',
        message: '429',
        retryAfterMs: 120_000
      })
    const getJob = script([limited(), limited(), job('completed', PR1)], times, clock)
    const result = await waitForJob(options({ getJob, clock, deadline: 600_000 }))
    expect(result.end).toBe('terminal')
    expect(times).toHaveLength(3)
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(120_000)
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(120_000)
  })

  it('a poll that fails at the deadline is a timeout, not a failure', async () => {
    const clock = instantClock(0)
    const getJob = script([job('active'), unavailable()], [], clock)
    const result = await waitForJob(options({ getJob, clock, deadline: 12_500 }))
    expect(result).toMatchObject({ end: 'timeout', polls: 3 })
    expect(result.lastError?.message).toBe('503')
  })

  it('does not retry a 404', async () => {
    const clock = instantClock(0)
    const times: number[] = []
    const notFound = new ApiError({
      kind: 'http',
      status: 404,
      operation: 'get-job',
      method: 'GET',
      message: 'gone'
    })
    await expect(
      waitForJob(options({ getJob: script([notFound], times, clock), clock }))
    ).rejects.toThrow('gone')
    expect(times).toHaveLength(1)
  })

  it('warns once about an unknown status and keeps waiting', async () => {
    const clock = instantClock(0)
    const warnings: string[] = []
    const getJob = script([job('queued'), job('queued'), job('completed', PR1)], [], clock)
    const result = await waitForJob({
      ...options({ getJob, clock }),
      log: { info: () => {}, warning: (m) => warnings.push(m) }
    })
    expect(result.end).toBe('terminal')
    expect(warnings).toEqual([
      'The service reported job job_1 with an unknown status "queued"; waiting on as if it were active.'
    ])
  })

  it('ends as cancelled when the signal aborts', async () => {
    const clock = instantClock(0)
    const controller = new AbortController()
    const getJob = async (): Promise<AgentJob> => {
      controller.abort()
      return job('active')
    }
    const result = await waitForJob(options({ getJob, clock, signal: controller.signal }))
    expect(result.end).toBe('cancelled')
  })
})
