// The bundled actions when the service or GitHub stalls or asks for long waits: one deadline
// bounds the step, the post step and the export; a cancel ends the step in time; long sleeps
// neither overflow the timer nor turn into request storms (contract §4.3, §4.4, §4.9).
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { issuesEvent } from '../../__fixtures__/events.js'
import {
  BOT,
  created,
  errors,
  github,
  honestJobs,
  notices,
  ok,
  page,
  runAgent,
  runVisitors,
  service,
  spawnClock,
  useHostileRun
} from '../support/hostile-run.js'
import { signalWhen } from '../support/signal.js'

useHostileRun()

/** A GitHub that never answers the permission check, and an honest service. */
async function permissionCheckStalls() {
  const gh = await github()
  gh.stall({ method: 'GET', path: /\/collaborators\/[^/]+\/permission$/ })
  return { gh, svc: await service(honestJobs(300)) }
}

describe('a stalled GitHub API never hangs a step', () => {
  it('GitHub never answers the permission check: the step ends, nothing sent', async () => {
    const { gh, svc } = await permissionCheckStalls()
    const result = await runAgent(
      svc,
      { timeout: '5s' },
      { gh, event: issuesEvent('opened', 'writer') }
    )
    expect(gh.requests.some((r) => r.path.endsWith('/permission'))).toBe(true)
    expect(result.signal).toBeNull()
    expect(result.durationMs).toBeLessThan(5000 + 16_000)
    expect(svc.requests).toHaveLength(0)
    expect(result.outputs['timed-out']).toBeDefined()
    expect(result.outputs.skipped).toBeDefined()
    expect(errors(result).length + notices(result).length).toBeGreaterThan(0)
  }, 60_000)

  it('GitHub calls before the job end at the deadline, not 15 s later', async () => {
    const { gh, svc } = await permissionCheckStalls()
    const result = await runAgent(
      svc,
      { prompt: 'x', timeout: '3s' },
      { gh, event: issuesEvent('opened', 'writer'), post: false }
    )
    expect(result.code).toBe(1)
    expect(result.durationMs).toBeLessThan(3000 + 4000)
    expect(svc.requests).toHaveLength(0)
  }, 30_000)

  it.each(['SIGTERM', 'SIGINT'] as const)(
    '%s during a stalled permission check: the step exits within 5 s',
    async (signal) => {
      const gh = await github()
      gh.stall({ method: 'GET', path: /\/permission$/ })
      const svc = await service(honestJobs(300))
      const cancel = signalWhen(
        () => gh.requests.some((r) => r.path.endsWith('/permission')),
        signal
      )
      const clock = spawnClock(cancel.onSpawn)
      const result = await runAgent(
        svc,
        { timeout: '60s' },
        { gh, event: issuesEvent('opened', 'writer'), onSpawn: clock.onSpawn, post: false }
      )
      expect(cancel.sentAt()).toBeGreaterThan(0)
      const exitedAfter = clock.spawnedAt() + result.durationMs - cancel.sentAt()
      expect(exitedAfter).toBeLessThan(5000)
      expect(result.signal).toBeNull()
      expect(svc.requests).toHaveLength(0)
      expect(result.outputs.skipped).toBeDefined()
    },
    30_000
  )

  it('post step: a stalled GitHub does not hang it', async () => {
    const gh = await github()
    const svc = await service({
      createJob: () => created(),
      getJob: () => ok({ status: 'active' })
    })
    let killedAt = 0
    let requestsAtKill = 0
    const result = await runAgent(
      svc,
      { comment: 'true', timeout: '60s', 'poll-interval': '1s', 'max-poll-interval': '2s' },
      {
        gh,
        event: issuesEvent('opened', 'writer'),
        onSpawn: (child) => {
          const timer = setInterval(() => {
            if (!gh.comments.some((c) => c.login === BOT)) return
            clearInterval(timer)
            gh.stall({})
            requestsAtKill = gh.requests.length
            killedAt = Date.now()
            child.kill('SIGKILL')
          }, 20)
          child.on('exit', () => clearInterval(timer))
        }
      }
    )
    expect(killedAt).toBeGreaterThan(0)
    expect(result.signal).toBe('SIGKILL')
    expect(result.post).toBeDefined()
    // The post step tried to close the comment, and GitHub never answered.
    expect(gh.requests.length).toBeGreaterThan(requestsAtKill)
    expect(result.post!.signal).toBeNull()
    expect(result.post!.durationMs).toBeLessThan(25_000)
  }, 60_000)
})

describe('the visitors timeout bounds the export', () => {
  it('a service that always has more (fresh rows): stopped at the timeout, the file kept with what came and saying it is partial', async () => {
    const svc = await service({
      visitors: (r) => {
        const offset = Number(r.query.offset ?? 0)
        const limit = Number(r.query.limit ?? 250)
        return page(
          Array.from({ length: limit }, (_, i) => `/generated/${offset + i}`),
          true
        )
      }
    })
    const result = await runVisitors(svc, { timeout: '3s' })
    expect(result.signal).toBeNull()
    expect(result.durationMs).toBeLessThan(15_000)
    expect(result.code).toBe(1)
    expect(errors(result).join('\n')).toMatch(/timeout|time limit|did not finish/i)
    expect(result.outputs.requests).toMatch(/^\d+$/)
    const workspace = join(result.dir, 'workspace')
    expect(readdirSync(workspace).filter((name) => name.endsWith('.partial'))).toEqual([])
    const file = join(workspace, 'visitors.json')
    expect(result.outputs.file).toBe(file)
    const json = JSON.parse(readFileSync(file, 'utf8')) as {
      visitors: { path: string }[]
      complete: boolean
      incomplete: string
    }
    expect(json).toMatchObject({ complete: false, incomplete: 'the timeout input (3 s) passed' })
    expect(json.visitors.map((r) => r.path)).toEqual(json.visitors.map((_, i) => `/generated/${i}`))
    expect(result.outputs.pages).toBe(String(json.visitors.length))
  }, 30_000)

  it('a service that answers the same rows forever: stopped after a few pages', async () => {
    const rows = Array.from({ length: 250 }, (_, i) => `/same/${i}`)
    const svc = await service({ visitors: () => page(rows, true) })
    const result = await runVisitors(svc, { timeout: '60s' })
    expect(result.durationMs).toBeLessThan(15_000)
    expect(result.code).toBe(1)
    expect(svc.of('visitors').length).toBeLessThanOrEqual(12)
    expect(errors(result).length).toBeGreaterThan(0)
    expect(result.outputs.pages).toBe('0')
    const workspace = join(result.dir, 'workspace')
    expect(readdirSync(workspace).filter((name) => name.endsWith('.partial'))).toEqual([])
  }, 30_000)
})

describe('the start phase is bounded by the timeout', () => {
  it('a create answered 429 with Retry-After: 120 ends within a few seconds', async () => {
    const svc = await service({
      createJob: () => ({
        status: 429,
        headers: { 'retry-after': '120' },
        json: { error: 'Too many sessions created. Please try again later.' }
      })
    })
    const result = await runAgent(svc, { prompt: 'x', timeout: '3s' })
    expect(result.durationMs).toBeLessThan(8000)
    expect(result.code).toBe(1)
    expect(svc.of('createJob').length).toBeGreaterThanOrEqual(1)
    expect(svc.of('createJob').length).toBeLessThanOrEqual(2)
    const [error] = errors(result)
    expect(error).toMatch(/429/)
    expect(error).toMatch(/rate|too many|retry|later|limit/i)
    expect(error).not.toMatch(/may have created/)
  }, 30_000)

  it('a create that never answers ends by the timeout and the request grace, sent once', async () => {
    // The service's stall in the bundle, with the real request grace (5 s); the grace is timed
    // to the ms on the virtual clock in agent/bounds.test.ts.
    const svc = await service({ createJob: () => 'stall' })
    const result = await runAgent(svc, { prompt: 'x', timeout: '1s' })
    expect(result.durationMs).toBeGreaterThanOrEqual(1000 + 5000)
    expect(result.durationMs).toBeLessThan(1000 + 5000 + 3000)
    expect(result.code).toBe(1)
    expect(svc.of('createJob')).toHaveLength(1)
    expect(errors(result)[0]).toMatch(/job-id/)
  }, 30_000)
})

describe('one failed poll at the deadline is a timeout', () => {
  it('active, then 503 on the poll at the deadline: timed-out, exit 0 with fail-on: failed', async () => {
    const svc = await service({
      createJob: () => created(),
      getJob: (r) => (r.n === 0 ? ok() : { status: 503, json: { error: 'Service Unavailable' } })
    })
    const result = await runAgent(svc, {
      prompt: 'x',
      timeout: '2s',
      'poll-interval': '1500ms',
      'max-poll-interval': '1500ms',
      'fail-on': 'failed'
    })
    expect(svc.of('getJob').length).toBeGreaterThanOrEqual(2)
    expect(svc.of('getJob')[1]!.at).toBeGreaterThan(svc.of('createJob')[0]!.at + 1500)
    expect(result.outputs['timed-out']).toBe('true')
    expect(result.outputs.status).toBe('active')
    expect(result.code).toBe(0)
  })
})

describe('long sleeps do not overflow the timer', () => {
  it('poll-interval: 25d polls a handful of times, not thousands', async () => {
    const svc = await service({ createJob: () => created(), getJob: () => ok() })
    // The shortest timeout shows it: a sleep that overflowed the timer would poll thousands of
    // times in a second.
    const result = await runAgent(svc, {
      prompt: 'x',
      timeout: '1s',
      'poll-interval': '25d',
      'max-poll-interval': '25d'
    })
    expect(svc.of('createJob')).toHaveLength(1)
    expect(svc.of('getJob').length).toBeLessThanOrEqual(5)
    expect(result.outputs['timed-out']).toBe('true')
    expect(result.durationMs).toBeLessThan(1000 + 8000)
  }, 30_000)

  /**
   * The step on `svc` under timeout: 30d, polling every `interval` at most, cancelled as a runner
   * does once it said its job's status and, with `polled`, once a poll was asked (the step in its
   * long wait; a cancel at a fixed time could come before the job's answer on a loaded machine):
   * its result, and how long it took to end after the signal.
   */
  async function cancelledWhileWaiting(
    svc: Awaited<ReturnType<typeof service>>,
    interval: string,
    polled = false
  ) {
    let said = ''
    const ready = () => said.includes('Job job_h1: ') && (!polled || svc.of('getJob').length > 0)
    const cancel = signalWhen(ready, 'SIGINT')
    const clock = spawnClock((child) => {
      child.stdout?.on('data', (chunk: Buffer) => (said += chunk.toString()))
      cancel.onSpawn(child)
    })
    const result = await runAgent(
      svc,
      { prompt: 'x', timeout: '30d', 'poll-interval': interval, 'max-poll-interval': interval },
      { onSpawn: clock.onSpawn, post: false }
    )
    expect(cancel.sentAt()).toBeGreaterThan(0)
    return { result, endedAfterSignal: clock.spawnedAt() + result.durationMs - cancel.sentAt() }
  }

  /** A service whose every poll answers 503 with a Retry-After of 25 days. */
  const retryIn25Days = () =>
    service({
      createJob: () => created(),
      getJob: () => ({
        status: 503,
        headers: { 'retry-after': String(25 * 86_400) },
        json: { error: 'Service Unavailable' }
      })
    })

  it('poll-interval: 25d under timeout: 30d: no poll storm (cancelled while it waits)', async () => {
    const svc = await service({ createJob: () => created(), getJob: () => ok() })
    const { result, endedAfterSignal } = await cancelledWhileWaiting(svc, '25d')
    expect(svc.of('createJob')).toHaveLength(1)
    expect(svc.of('getJob').length).toBeLessThanOrEqual(5)
    expect(endedAfterSignal).toBeLessThan(5000)
    expect(result.outputs['job-id']).toBe('job_h1')
  }, 30_000)

  it('a Retry-After of 25 days under timeout: 30d: no retry storm (cancelled while it waits)', async () => {
    const svc = await retryIn25Days()
    const { endedAfterSignal } = await cancelledWhileWaiting(svc, '100ms', true)
    expect(svc.of('getJob').length).toBeGreaterThanOrEqual(1)
    expect(svc.of('getJob').length).toBeLessThanOrEqual(5)
    expect(endedAfterSignal).toBeLessThan(5000)
  }, 30_000)

  it('a Retry-After of 25 days: a handful of requests, not thousands', async () => {
    const svc = await retryIn25Days()
    const result = await runAgent(svc, { prompt: 'x', timeout: '1s' })
    expect(svc.of('getJob').length).toBeLessThanOrEqual(5)
    expect(result.durationMs).toBeLessThan(1000 + 8000)
    expect(result.code).toBe(1)
  }, 30_000)
})
