// Found by an attack, kept as a test: GitHub stalls while the run reads its tracking comment's signed turns after each poll
// (agent/phases.ts turnEndedElsewhere, bounded at BOUNDS.announceMs). The read must not cost the
// wait its poll at the deadline, nor make a job that ended in time look timed out.
import { describe, expect, it } from '@jest/globals'
import { BOUNDS } from '../../src/bounds.js'
import { runAgent, usePreloadedAgent } from '../support/in-process-agent.js'

usePreloadedAgent()

const PR1 = 'https://github.com/acme/docs/pull/1'
const job = (status: string, prLink: string | null = null) => ({
  id: 'job_1',
  status,
  prLink,
  source: { repository: 'https://github.com/acme/docs', ref: 'main' }
})

/** The job is at work until `endsAt` (virtual ms after the start), then completed with PR1. */
const endsAt = (ms: number) => (request: { method: string; at: number }, t0: { at?: number }) => {
  t0.at ??= request.at
  if (request.method === 'POST') return { status: 201, body: job('active') }
  return request.at - t0.at >= ms
    ? { status: 200, body: job('completed', PR1) }
    : { status: 200, body: job('active') }
}

/** GitHub answers everything but the read of one comment (GET /issues/comments/:id). */
const stallsCommentReads = ({ method, path }: { method: string; path: string }) =>
  method === 'GET' && /\/issues\/comments\/\d+$/.test(path) ? ('stall' as const) : { status: 0 }

describe('a run whose tracking comment GitHub is slow to read', () => {
  it('a job that completed before the timeout is reported completed, not timed out', async () => {
    const t0 = {}
    const ends = endsAt(7_000)
    const result = await runAgent({
      inputs: { prompt: 'Document the CLI', comment: 'true', 'issue-number': '7', timeout: '9s' },
      service: (request) => ends(request, t0),
      github: stallsCommentReads
    })
    const polls = result.service.filter((e) => e.method === 'GET').map((e) => e.at)
    // Without the stall: polls at 5 s and at the deadline (9 s), which sees the job completed.
    expect(result.outputs).toMatchObject({ status: 'completed', 'timed-out': 'false' })
    expect(polls).toContain(9_000)
  })

  it('a stalled read delays noticing an end by at most 5 s, and polls at work not at all', async () => {
    const t0 = {}
    const ends = endsAt(3_000)
    const slow = await runAgent({
      inputs: { prompt: 'Document the CLI', comment: 'true', 'issue-number': '7', timeout: '5m' },
      service: (request) => ends(request, t0),
      github: stallsCommentReads
    })
    const t1 = {}
    const ends1 = endsAt(3_000)
    const quick = await runAgent({
      inputs: { prompt: 'Document the CLI', comment: 'true', 'issue-number': '7', timeout: '5m' },
      service: (request) => ends1(request, t1)
    })
    expect(slow.outputs.status).toBe('completed')
    // The step's own line "Job job_1: completed after N s" names when the end was noticed.
    const after = (lines: string[]) =>
      lines.map((l) => /Job job_1: completed after (\d+) s/.exec(l)?.[1]).find(Boolean)
    expect(after(quick.lines)).toBe('5')
    // The poll that shows an end waits for the read started with it (that end may be a later
    // turn's), within BOUNDS.announceMs; polls that show the job at work never wait for it.
    expect(Number(after(slow.lines))).toBeLessThanOrEqual(5 + BOUNDS.announceMs / 1000)
    const gets = (r: typeof slow) => r.service.filter((e) => e.method === 'GET').map((e) => e.at)
    expect(gets(slow)).toEqual(gets(quick))
  })
})
