import { describe, expect, it } from '@jest/globals'
import type { AgentJob } from '../../src/api/index.js'
import { outcomeOf, verdictOf } from '../../src/agent/outcome.js'
import { jobOutputs } from '../../src/agent/outputs.js'
import { GROWTH, nextPollDelayMs } from '../../src/agent/schedule.js'
import { BOUNDS } from '../../src/bounds.js'
import { TurnGuard } from '../../src/agent/turn-guard.js'
import { formatDuration, parseDurationMs } from '../../src/duration.js'
import { parsePrLink } from '../../src/pull-request.js'

const job = (over: Partial<AgentJob> = {}): AgentJob => ({
  id: 'job_1',
  status: 'active',
  prLink: null,
  model: 'm1',
  source: { repository: 'acme/docs', ref: 'main' },
  createdAt: '2026-11-23T10:00:00Z',
  archivedAt: null,
  ...over
})
const PR1 = 'https://github.com/acme/docs/pull/1'
const PR2 = 'https://github.com/acme/docs/pull/2'

describe('nextPollDelayMs', () => {
  const schedule = { pollIntervalMs: 5000, maxPollIntervalMs: 30_000 }

  it('starts at poll-interval while the job is young, jittered up to 20 % longer', () => {
    expect(nextPollDelayMs(0, schedule, () => 0.5)).toBe(5000)
    expect(nextPollDelayMs(0, schedule, () => 1)).toBe(6000)
    // Below poll-interval the jitter folds back above it rather than sticking to it.
    expect(nextPollDelayMs(0, schedule, () => 0)).toBe(6000)
    expect(nextPollDelayMs(20_000, schedule, () => 0.25)).toBe(5500)
  })

  it('grows with the time waited, with jitter', () => {
    expect(nextPollDelayMs(60_000, schedule, () => 0.5)).toBe(60_000 * GROWTH)
    expect(nextPollDelayMs(60_000, schedule, () => 0)).toBe(60_000 * GROWTH * 0.8)
    expect(nextPollDelayMs(60_000, schedule, () => 1)).toBe(60_000 * GROWTH * 1.2)
  })

  it('never exceeds max-poll-interval, jitter included', () => {
    expect(nextPollDelayMs(3_600_000, schedule, () => 0.5)).toBe(30_000)
    // Above the cap the jitter folds back below it.
    expect(nextPollDelayMs(3_600_000, schedule, () => 1)).toBe(24_000)
    expect(nextPollDelayMs(3_600_000, schedule, () => 0)).toBe(24_000)
  })

  it('stays within [poll-interval, max-poll-interval] whatever the inputs', () => {
    const schedules = [
      schedule,
      { pollIntervalMs: 1000, maxPollIntervalMs: 1100 },
      { pollIntervalMs: 1500, maxPollIntervalMs: 1500 },
      { pollIntervalMs: 100, maxPollIntervalMs: 300 }
    ]
    for (const s of schedules) {
      for (const waited of [0, 999, 5000, 33_333, 200_000, 3_600_000]) {
        for (const r of [0, 0.1, 0.49, 0.5, 0.51, 0.9, 0.999999, 1]) {
          const delay = nextPollDelayMs(waited, s, () => r)
          expect(delay).toBeGreaterThanOrEqual(s.pollIntervalMs)
          expect(delay).toBeLessThanOrEqual(s.maxPollIntervalMs)
        }
      }
    }
    expect(nextPollDelayMs(0, { pollIntervalMs: 1500, maxPollIntervalMs: 1500 }, () => 0)).toBe(
      1500
    )
  })

  it('puts no delay exactly on a bound, young or capped: runs started together drift apart', () => {
    // Clamping the jitter would put half of these on the bound; folding spreads them over 20 %.
    for (const [waited, bound] of [
      [0, 5000],
      [3_600_000, 30_000]
    ] as const) {
      const delays = Array.from({ length: 100 }, (_, i) =>
        nextPollDelayMs(waited, schedule, () => (i + 0.5) / 100)
      )
      expect(delays.filter((delay) => delay === bound)).toHaveLength(0)
      expect(new Set(delays).size).toBe(50)
      expect(Math.abs(Math.max(...delays) - Math.min(...delays))).toBeGreaterThan(0.19 * bound)
    }
  })
})

describe('TurnGuard', () => {
  it('accepts every status when no message was sent', () => {
    const guard = new TurnGuard()
    expect(guard.observe(job({ status: 'completed', prLink: PR1 }), 0)).toBe(true)
  })

  it("ignores the previous turn's completed until the job was seen working", () => {
    const guard = new TurnGuard(job({ status: 'completed', prLink: PR1 }), 0)
    expect(guard.confirmed).toBe(false)
    expect(guard.observe(job({ status: 'completed', prLink: PR1 }), 100)).toBe(false)
    expect(guard.observe(job({ status: 'active', prLink: null }), 200)).toBe(true)
    expect(guard.observe(job({ status: 'completed', prLink: PR2 }), 300)).toBe(true)
  })

  it('accepts a terminal status that differs from the message answer', () => {
    const guard = new TurnGuard(job({ status: 'completed', prLink: PR1 }), 0)
    expect(guard.observe(job({ status: 'completed', prLink: PR2 }), 100)).toBe(true)
    expect(guard.confirmed).toBe(true)
  })

  it('settles on a clock: however many polls, not before BOUNDS.settleMs after the message', () => {
    const stale = job({ status: 'completed', prLink: PR1 })
    const guard = new TurnGuard(stale, 1000)
    // A thousand polls 10 ms apart (poll-interval cannot shorten the settle time).
    for (let at = 1000; at < 1000 + BOUNDS.settleMs; at += 10)
      expect(guard.observe(stale, at)).toBe(false)
    expect(guard.observe(stale, 1000 + BOUNDS.settleMs)).toBe(true)
  })

  it('takes COMPLETED in capitals for the same status as the message answer', () => {
    const guard = new TurnGuard(job({ status: 'completed', prLink: PR1 }), 0)
    expect(guard.observe(job({ status: 'COMPLETED ', prLink: PR1 }), 10)).toBe(false)
  })

  it('is never confirmed by the message answer alone, only by what polls show', () => {
    expect(new TurnGuard(job({ status: 'active' }), 0).confirmed).toBe(false)
  })

  it('an answer without a status or prLink tells nothing: a stale poll is not taken', () => {
    const stale = job({ status: 'completed', prLink: PR1 })
    for (const answer of [
      { id: 'job_1' },
      { id: 'job_1', status: 'completed' },
      { ...stale, status: 'queued' }
    ]) {
      const guard = new TurnGuard(answer, 0)
      expect(guard.observe(stale, 1000)).toBe(false)
      expect(guard.observe(stale, BOUNDS.settleMs - 1)).toBe(false)
      // A poll that shows the job working since the message is evidence.
      expect(guard.observe(job({ status: 'queued' }), BOUNDS.settleMs - 1)).toBe(true)
    }
  })
})

describe('outcomeOf and verdictOf', () => {
  const failOn = new Set(['failed', 'timeout'] as const)

  it.each([
    [job({ status: 'completed', prLink: PR1 }), 'terminal', 'completed', false],
    [job({ status: 'completed', prLink: null }), 'terminal', 'no-pr', false],
    [job({ status: 'failed' }), 'terminal', 'failed', true],
    [
      job({ status: 'archived', archivedAt: '2026-11-23T11:00:00Z' }),
      'terminal',
      'archived',
      false
    ],
    [job({ status: 'active' }), 'timeout', 'timeout', true],
    [job({ status: 'active' }), 'cancelled', 'cancelled', true],
    [job({ status: 'active' }), 'not-waited', 'started', false]
  ] as [AgentJob, 'terminal' | 'timeout' | 'cancelled' | 'not-waited', string, boolean][])(
    '%j ending %s is %s (fails: %s)',
    (j, end, outcome, fails) => {
      const got = outcomeOf({ job: j, end })
      expect(got).toBe(outcome)
      expect(verdictOf(got, j, failOn, '30m').fail).toBe(fails)
    }
  )

  it('fails for no-pr and archived only when listed', () => {
    const noPr = job({ status: 'completed' })
    expect(verdictOf('no-pr', noPr, new Set(['no-pr'] as const), '1m').fail).toBe(true)
    expect(verdictOf('no-pr', noPr, failOn, '1m')).toMatchObject({ fail: false, level: 'warning' })
    expect(verdictOf('archived', noPr, new Set(['archived'] as const), '1m').fail).toBe(true)
  })

  it('says how to go on from a workflow without comments: the inputs to use', () => {
    expect(verdictOf('timeout', job(), failOn, '45m').message).toBe(
      'Job job_1 was not done after 45m (the timeout input). It may still finish: a run with job-id: job_1 and no prompt waits for it again. For longer jobs, raise the timeout input.'
    )
    const failed = { ...job({ status: 'failed' }), error: 'Repository not linked.' }
    expect(verdictOf('failed', failed, failOn, '1m').message).toBe(
      'Job job_1 failed: Repository not linked. To try again, change the prompt or the inputs the reason names, and re-run the workflow.'
    )
    expect(verdictOf('failed', job({ status: 'failed' }), failOn, '1m').message).toMatch(
      /^Job job_1 failed; the service gave no reason\. To try again/
    )
  })

  it('says how to go on from an issue or pull request: a comment with the trigger-phrase', () => {
    const failed = verdictOf('failed', job({ status: 'failed' }), failOn, '1m', '/docs-bot')
    expect(failed.message).toBe(
      'Job job_1 failed; the service gave no reason. To go on, comment `/docs-bot <instruction>` on the issue or pull request: the job takes it as its next turn (say what to do differently), or `/docs-bot new <instruction>` starts a new job.'
    )
    const timeout = verdictOf('timeout', job(), failOn, '45m', '/docs-bot').message
    expect(timeout).toContain(
      'A comment `/docs-bot <instruction>` on the issue or pull request is sent once the job'
    )
    expect(timeout).not.toContain('job-id')
    expect(verdictOf('cancelled', job(), failOn, '45m', '/docs-bot').message).not.toContain(
      'job-id'
    )
  })

  it('once the job has had the turns max-turns allows, offers a new job, not a follow-up that would be skipped', () => {
    for (const outcome of ['failed', 'timeout', 'cancelled'] as const) {
      const message = verdictOf(outcome, job(), failOn, '45m', '/docs-bot', true).message
      expect(message).toContain('max-turns')
      expect(message).toContain('`/docs-bot new <instruction>`')
      expect(message).not.toContain('`/docs-bot <instruction>`')
    }
  })
})

describe('jobOutputs', () => {
  it('sets every job output, the PR parsed from its link', () => {
    const out = jobOutputs(job({ status: 'completed', prLink: PR1 }), true)
    expect(out).toEqual({
      'job-id': 'job_1',
      status: 'completed',
      'pr-link': PR1,
      prLink: PR1,
      'pr-number': '1',
      'pr-repository': 'acme/docs',
      model: 'm1',
      'source-repository': 'acme/docs',
      'source-ref': 'main',
      'created-at': '2026-11-23T10:00:00Z',
      'archived-at': '',
      job: { text: JSON.stringify(job({ status: 'completed', prLink: PR1 })), cut: false }
    })
  })

  it("never reports the previous turn's result while the new turn is not visible", () => {
    const out = jobOutputs(job({ status: 'completed', prLink: PR1 }), false)
    expect(out.status).toBe('active')
    expect(out['pr-link']).toBe('')
    expect(out['pr-number']).toBe('')
  })

  it('tolerates missing fields', () => {
    const out = jobOutputs({ id: 'j' }, true)
    expect(out).toMatchObject({ status: 'unknown', model: '', 'source-ref': '', 'pr-link': '' })
  })
})

describe('parsePrLink', () => {
  it('reads owner/repo and number from https pull request URLs only', () => {
    expect(parsePrLink('https://github.com/acme/docs/pull/123')).toEqual({
      url: 'https://github.com/acme/docs/pull/123',
      host: 'github.com',
      repository: 'acme/docs',
      number: 123
    })
    expect(parsePrLink('https://ghe.example.com/a/b/pull/7/')?.number).toBe(7)
    expect(parsePrLink('https://ghe.example.com/a/b/pull/7/files')).toBeUndefined()
    expect(parsePrLink('http://github.com/acme/docs/pull/1')).toBeUndefined()
    expect(parsePrLink('javascript:alert(1)//github.com/a/b/pull/1')).toBeUndefined()
    expect(parsePrLink('https://github.com/acme/docs/issues/1')).toBeUndefined()
    expect(parsePrLink(null)).toBeUndefined()
  })
})

describe('durations', () => {
  it('parses and formats', () => {
    expect(parseDurationMs('1h30m')).toBe(5_400_000)
    expect(parseDurationMs('2s')).toBe(2000)
    expect(parseDurationMs('abc')).toBeUndefined()
    expect(parseDurationMs('5m garbage')).toBeUndefined()
    expect(parseDurationMs('90')).toBe(90_000)
    expect(parseDurationMs('1h 30m')).toBe(5_400_000)
    expect(formatDuration(5_400_000)).toBe('1h30m')
    expect(formatDuration(90_000)).toBe('1m30s')
    expect(formatDuration(400)).toBe('0s')
  })
})
