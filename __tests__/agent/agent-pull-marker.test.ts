// The agent's own pull request, just opened, before the run that waits for its job wrote the
// link-back comment: the run looks for the marker again on the wait's schedule, within
// BOUNDS.markerWaitMs (10 minutes) and its deadline, on a virtual clock with the real values.
import { describe, expect, it } from '@jest/globals'
import { TrackedJob, type TrackingRun } from '../../src/agent/tracked-job.js'
import { BOUNDS } from '../../src/bounds.js'
import type { Tracked } from '../../src/github/tracker.js'
import type { Plan } from '../../src/github/trigger.js'
import { agentSettings } from '../support/settings.js'
import { VirtualClock } from '../support/virtual-clock.js'

const PLAN = {
  act: true,
  instruction: 'Fix the links.',
  context: [],
  issueNumber: 101,
  pullRequest: true,
  continueTracked: true,
  requireMarker: true,
  agentsPull: true
} as Extract<Plan, { act: true }>

/** A run whose GitHub shows the marker from `appearsAfterMs` on (never when undefined). */
function world(
  appearsAfterMs: number | undefined,
  timeoutMs = 3_600_000,
  options: {
    /** GitHub fails the looks at these times (ms into the wait, as found by the look's index). */
    failing?: (look: number) => Error | undefined
    cancel?: AbortSignal
    settings?: Partial<ReturnType<typeof agentSettings>>
  } = {}
) {
  const clock = new VirtualClock()
  const t0 = clock.now()
  const looks: number[] = []
  const found = {
    found: {
      id: 7,
      url: '',
      jobId: 'job_1',
      marker: { jobId: 'job_1', projectId: 'proj' },
      author: ''
    },
    comment: { known: { turns: [], upTo: 0, waiting: [] } }
  } as unknown as Tracked
  const github = {
    trackedComment: async () => {
      looks.push(clock.now() - t0)
      const failure = options.failing?.(looks.length)
      if (failure) throw failure
      return appearsAfterMs !== undefined && clock.now() - t0 >= appearsAfterMs ? found : undefined
    }
  }
  const settings = agentSettings({
    pr: { ...agentSettings().pr, repository: 'acme/docs' },
    ...options.settings
  })
  const run = {
    state: { confirmed: true, timedOut: false, github },
    settings,
    deps: { clock, bounds: BOUNDS, cancel: options.cancel ?? new AbortController().signal },
    deadline: t0 + timeoutMs,
    claim: { id: 'c', run: '1', until: t0 + timeoutMs },
    turns: {}
  } as unknown as TrackingRun
  const job = new TrackedJob(run, 101)
  return { clock, t0, looks, job, run }
}

describe('the agent’s own pull request without its marker yet', () => {
  it('is followed up once the marker comes, at the first look after it', async () => {
    const { clock, looks, job } = world(4 * 60_000)
    expect(await clock.run(job.find(PLAN))).toBe('job_1')
    const last = looks.at(-1) ?? 0
    expect(last).toBeGreaterThanOrEqual(4 * 60_000)
    // The looks grow with the wait, as the polls of a job do: a few dozen at most.
    expect(looks.length).toBeLessThan(40)
  })

  it('is given up after 10 minutes, sending nothing, whatever the timeout', async () => {
    const { clock, t0, looks, job, run } = world(undefined)
    expect(await clock.run(job.find(PLAN))).toBeUndefined()
    expect(clock.now() - t0).toBeLessThanOrEqual(BOUNDS.markerWaitMs)
    expect(clock.now() - t0).toBeGreaterThan(BOUNDS.markerWaitMs - 120_000)
    expect(looks.length).toBeLessThan(40)
    expect(run.state.skipped).toMatch(
      /carried no verified marker of a job of project proj within 10m/
    )
  })

  it('is given up at the run’s deadline when that comes first', async () => {
    const { clock, t0, job } = world(undefined, 90_000)
    expect(await clock.run(job.find(PLAN))).toBeUndefined()
    expect(clock.now() - t0).toBeLessThanOrEqual(90_000)
  })

  it('keeps looking after a look GitHub failed (a 502 after its retries), and sends once the marker comes', async () => {
    const failure = Object.assign(new Error('Server Error'), { status: 502 })
    const { clock, looks, job } = world(60_000, 3_600_000, {
      failing: (look) => (look === 3 ? failure : undefined)
    })
    expect(await clock.run(job.find(PLAN))).toBe('job_1')
    expect(looks.length).toBeGreaterThan(3)
  })

  it('keeps looking after a first look GitHub failed, and sends once the marker comes', async () => {
    const failure = Object.assign(new Error('Server Error'), { status: 503 })
    const { clock, looks, job } = world(30_000, 3_600_000, {
      failing: (look) => (look === 1 ? failure : undefined)
    })
    expect(await clock.run(job.find(PLAN))).toBe('job_1')
    expect(looks.length).toBeGreaterThan(1)
  })

  it('ends at once on a refusal (403, no rate limit): the next look would meet it too', async () => {
    const failure = Object.assign(new Error('Resource not accessible by integration'), {
      status: 403
    })
    const { clock, looks, job } = world(30_000, 3_600_000, {
      failing: (look) => (look === 2 ? failure : undefined)
    })
    await expect(clock.run(job.find(PLAN))).rejects.toThrow('Resource not accessible')
    expect(looks).toHaveLength(2)
  })

  it('fails naming GitHub’s error when the last look failed and no marker came', async () => {
    const failure = Object.assign(new Error('Server Error'), { status: 502 })
    const { clock, job } = world(undefined, 3_600_000, { failing: () => failure })
    await expect(clock.run(job.find(PLAN))).rejects.toThrow('Server Error')
  })

  it('stops at once when the run is cancelled, and does not say it looked for 10 minutes', async () => {
    const cancel = new AbortController()
    const { clock, t0, job, run } = world(undefined, 3_600_000, { cancel: cancel.signal })
    const found = job.find(PLAN)
    found.catch(() => {})
    await clock.advance(30_000)
    cancel.abort(new Error('SIGINT'))
    await expect(clock.run(found)).rejects.toThrow()
    expect(clock.now() - t0).toBeLessThan(31_000)
    expect(run.state.skipped).toBeUndefined()
  })

  it('looks a few dozen times at most in 10 minutes, however short poll-interval is', async () => {
    const { clock, looks, job } = world(undefined, 3_600_000, {
      settings: { pollIntervalMs: 100, maxPollIntervalMs: 100 }
    })
    expect(await clock.run(job.find(PLAN))).toBeUndefined()
    expect(looks.length).toBeLessThan(40)
  })

  it('looks once more at the 10-minute bound: a marker that comes in its last seconds is found', async () => {
    const { clock, t0, looks, job } = world(BOUNDS.markerWaitMs - 5000, 3_600_000, {
      settings: { pollIntervalMs: 5000, maxPollIntervalMs: BOUNDS.maxPollIntervalMs }
    })
    expect(await clock.run(job.find(PLAN))).toBe('job_1')
    expect(clock.now() - t0).toBeLessThanOrEqual(BOUNDS.markerWaitMs)
    expect(looks.at(-1)).toBeLessThanOrEqual(BOUNDS.markerWaitMs)
  })
})
