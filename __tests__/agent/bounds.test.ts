// The agent action's time bounds, each with its real value, checked in-process on a virtual
// clock: run() with the service and GitHub as in-memory stand-ins reached through the fetch it is
// given. Every time below is exact: the clock moves only when the run has nothing to do but wait.
import { describe, expect, it } from '@jest/globals'
import { BOUNDS } from '../../src/bounds.js'
import type { Handler } from '../support/in-process.js'
import { commentBody } from '../../src/github/comment-render.js'
import { placeOf } from '../../src/github/find-comment.js'
import { MarkerKey } from '../../src/github/marker.js'
import { KEY, runAgent, usePreloadedAgent } from '../support/in-process-agent.js'
import { ledgerOf } from '../support/comment-view.js'

const PR1 = 'https://github.com/acme/docs/pull/1'
const JOB = '/v2/agent/proj/job'

usePreloadedAgent()

/** Where virtual time starts (VirtualClock's default start). */
const T0 = Date.parse('2026-11-23T10:00:00Z')

const job = (status: string, prLink: string | null = null) => ({
  id: 'job_1',
  status,
  prLink,
  source: { repository: 'https://github.com/acme/docs', ref: 'main' }
})

describe('the settle time after a follow-up', () => {
  it('a terminal status right after a follow-up counts only after the 20 s settle time', async () => {
    expect(BOUNDS.settleMs).toBe(20_000)
    const result = await runAgent({
      // Polls every second: the settle time is a time, not a number of polls.
      inputs: {
        'job-id': 'job_1',
        prompt: 'Make it shorter',
        'poll-interval': '1s',
        'max-poll-interval': '1s',
        comment: 'true',
        'issue-number': '7'
      },
      comments: [{ id: 50, issue: 7, body: TRACKING }],
      // The service never shows the follow-up at work: every answer is the previous turn's.
      service: () => ({ status: 200, body: job('completed', PR1) })
    })
    const sent = result.service.find((e) => e.method === 'POST')
    expect(sent?.path).toBe(`${JOB}/job_1/message`)
    const polls = result.service.filter((e) => e.method === 'GET' && e.at > (sent?.at ?? 0))
    // One poll a second, the first second after the message: the 19th (at 19 s) still counts as
    // the previous turn's, the 20th (at exactly 20 s) settles.
    expect(polls.map((e) => e.at - (sent?.at ?? 0))).toEqual(
      Array.from({ length: 20 }, (_, i) => (i + 1) * 1000)
    )
    expect(result.outputs).toMatchObject({ status: 'completed', 'pr-link': PR1 })
    expect(result.failed).toBe(false)
  })
})

describe('GitHub calls', () => {
  it('a GitHub call that never answers is given up after 15 s, and the step goes on', async () => {
    expect(BOUNDS.githubCallTimeoutMs).toBe(15_000)
    let creates = 0
    const result = await runAgent({
      inputs: { prompt: 'Document the CLI', comment: 'true', 'issue-number': '7', wait: 'false' },
      service: () => ({ status: 201, body: job('active') }),
      // The first comment GitHub is asked for never comes; the next one does.
      github: ({ method, path }) =>
        method === 'POST' && path.endsWith('/issues/7/comments') && creates++ === 0
          ? 'stall'
          : { status: 0 }
    })
    const comments = result.github.filter((e) => e.method === 'POST')
    expect(comments.map((e) => e.at)).toEqual([0, 15_000])
    expect(result.lines.join('\n')).toContain('GitHub did not answer: no answer within 15 s.')
    // The step went on: the final view was shown in a comment, the outputs written.
    expect(result.comments).toHaveLength(1)
    expect(result.outputs['job-id']).toBe('job_1')
    expect(result.endedAt).toBe(15_000)
  })
})

describe('the service’s requests', () => {
  it('the poll at the deadline gets 5 s past it to answer, and no more', async () => {
    expect(BOUNDS.requestGraceMs).toBe(5000)
    let gets = 0
    const result = await runAgent({
      inputs: { 'job-id': 'job_1', timeout: '10s' },
      // Active (the attach, the poll at 5 s); the poll at the deadline never gets an answer.
      service: () => (++gets === 3 ? 'stall' : { status: 200, body: job('active') })
    })
    expect(result.service.map((e) => e.at)).toEqual([0, 5000, 10_000])
    expect(result.endedAt).toBe(10_000 + 5000)
    expect(result.outputs['timed-out']).toBe('true')
    expect(result.lines.join('\n')).toContain('did not answer within 5.0 s')
  })
})

describe('one request’s own timeout', () => {
  it('a poll that never answers is given up after 30 s, well before the deadline, and asked again', async () => {
    expect(BOUNDS.requestTimeoutMs).toBe(30_000)
    let gets = 0
    const result = await runAgent({
      inputs: { 'job-id': 'job_1', timeout: '5m' },
      // The attach never gets an answer; the GET asked again does.
      service: () => (++gets === 1 ? 'stall' : { status: 200, body: job('completed', PR1) })
    })
    const [first, second] = result.service
    expect(first?.at).toBe(0)
    // Given up at 30 s, then retried after the backoff (full jitter of the 1 s ceiling: 500 ms).
    expect(second?.at).toBe(30_000 + 500)
    expect(result.lines.join('\n')).toContain('did not answer within 30.0 s')
    expect(result.outputs).toMatchObject({ status: 'completed', 'pr-link': PR1 })
  })
})

describe('the final report', () => {
  it('past the deadline, the final comment update gets the 10 s report grace, and no more', async () => {
    expect(BOUNDS.reportGraceMs).toBe(10_000)
    const result = await runAgent({
      inputs: { prompt: 'Document the CLI', comment: 'true', 'issue-number': '7', timeout: '5s' },
      service: ({ method }) => ({ status: method === 'POST' ? 201 : 200, body: job('active') }),
      // GitHub takes the comment, then never answers an update of it.
      github: ({ method }) => (method === 'PATCH' ? 'stall' : { status: 0 })
    })
    const update = result.github.find((e) => e.method === 'PATCH')
    expect(update?.at).toBe(5000)
    expect(result.endedAt).toBe(5000 + 10_000)
    expect(result.lines.join('\n')).toContain('no answer within 10 s')
    // GitHub did not take the final view: the post step is left to close the comment.
    expect(result.state.final).toBeUndefined()
    expect(result.outputs['timed-out']).toBe('true')
  })

  it('a report that starts past the deadline (the last poll took its grace) still gets the full 10 s', async () => {
    const result = await runAgent({
      inputs: { prompt: 'Document the CLI', comment: 'true', 'issue-number': '7', timeout: '10s' },
      // The job stays active; the poll at the deadline never answers (it ends at 10 + 5 s).
      service: ({ method, at }) =>
        method === 'POST'
          ? { status: 201, body: job('active') }
          : at - T0 >= 10_000
            ? 'stall'
            : { status: 200, body: job('active') },
      // GitHub takes every update until the final one, which it never answers.
      github: ({ method, at }) =>
        method === 'PATCH' && at - T0 >= 15_000 ? 'stall' : { status: 0 }
    })
    const final = result.github.filter((e) => e.method === 'PATCH').at(-1)
    expect(final?.at).toBe(10_000 + BOUNDS.requestGraceMs)
    expect(result.endedAt).toBe(10_000 + BOUNDS.requestGraceMs + BOUNDS.reportGraceMs)
    expect(result.outputs['timed-out']).toBe('true')
    expect(result.state.final).toBeUndefined()
  })

  it('after a cancel, GitHub calls get the 3 s cancel grace in all', async () => {
    expect(BOUNDS.cancelGraceMs).toBe(3000)
    const result = await runAgent({
      inputs: { prompt: 'Document the CLI', comment: 'true', 'issue-number': '7' },
      service: ({ method }) => ({ status: method === 'POST' ? 201 : 200, body: job('active') }),
      github: ({ method }) => (method === 'PATCH' ? 'stall' : { status: 0 }),
      cancelAfterMs: 7000
    })
    expect(result.github.find((e) => e.method === 'PATCH')?.at).toBe(7000)
    expect(result.endedAt).toBe(7000 + 3000)
    expect(result.lines.join('\n')).toContain('GitHub did not answer: the step was cancelled.')
    expect(result.outputs['job-id']).toBe('job_1')
    expect(result.failed).toBe(true)
  })
})

// The variants below were spawned-bundle tests that slept through these bounds; e2e/ keeps one
// spawned test per class of stall (stalls-and-bounds.test.ts), these keep the rest to the ms.
describe('stalls, each bounded by the deadline and its grace', () => {
  it('attaching to a job whose GET never answers ends at the timeout plus the request grace', async () => {
    const result = await runAgent({
      inputs: { 'job-id': 'job_1', timeout: '3s' },
      service: () => 'stall'
    })
    expect(result.service.map((e) => `${e.method} ${e.at}`)).toEqual(['GET 0'])
    expect(result.endedAt).toBe(3000 + BOUNDS.requestGraceMs)
    expect(result.failed).toBe(true)
    expect(result.lines.join('\n')).toContain('did not answer within 8.0 s')
  })

  it('a job that completed while GitHub never answers the final comment update reports completed with its pull request', async () => {
    const result = await runAgent({
      inputs: {
        prompt: 'Document the CLI',
        comment: 'true',
        'issue-number': '7',
        'poll-interval': '1s'
      },
      // The job is done by the first poll: the only update is the final one, and it never comes.
      service: ({ method }) =>
        method === 'POST'
          ? { status: 201, body: job('active') }
          : { status: 200, body: job('completed', PR1) },
      github: ({ method }) => (method === 'PATCH' ? 'stall' : { status: 0 })
    })
    expect(result.outputs).toMatchObject({ status: 'completed', 'pr-link': PR1 })
    expect(result.outputs['timed-out']).toBe('false')
    expect(result.failed).toBe(false)
    expect(result.summary).toContain('completed')
    expect(result.summary).toContain(PR1)
    // Each try of the final update is given up after one GitHub call's bound, the step ends with
    // the last, and the post step is left to close the comment.
    const updates = result.github.filter((e) => e.method === 'PATCH').map((e) => e.at)
    expect(updates.length).toBeGreaterThanOrEqual(1)
    for (const [i, at] of updates.slice(1).entries()) {
      expect(at - updates[i]!).toBe(BOUNDS.githubCallTimeoutMs)
    }
    expect(result.endedAt).toBe(updates.at(-1)! + BOUNDS.githubCallTimeoutMs)
    expect(result.state.final).toBeUndefined()
    expect(result.lines.join('\n')).toContain('no answer within 15 s')
  })

  it('a comment update that GitHub misses once is made again, and the comment ends final', async () => {
    let gets = 0
    let patches = 0
    const result = await runAgent({
      inputs: { prompt: 'Document the CLI', comment: 'true', 'issue-number': '7', timeout: '60s' },
      service: ({ method }) =>
        method === 'POST'
          ? { status: 201, body: job('active') }
          : { status: 200, body: ++gets < 3 ? job('active') : job('completed', PR1) },
      github: ({ method }) => (method === 'PATCH' && patches++ === 0 ? 'stall' : { status: 0 })
    })
    const updates = result.github.filter((e) => e.method === 'PATCH')
    expect(updates.length).toBeGreaterThanOrEqual(2)
    expect(result.comments).toHaveLength(1)
    expect(result.comments[0]!.body).toContain('✅ The docs agent opened a pull request')
    expect(result.state.final).toBe('true')
    expect(result.outputs.status).toBe('completed')
    expect(result.failed).toBe(false)
  })
})

describe('the agent’s pull request when GitHub stalls', () => {
  const SHA = 'a'.repeat(40)
  /** GitHub's pull request #1 of acme/docs, as much of it as the run reads. */
  const pull = {
    number: 1,
    html_url: PR1,
    state: 'open',
    user: { login: 'docs-agent[bot]', type: 'Bot' },
    head: { ref: 'docs/cli', sha: SHA, repo: { full_name: 'acme/docs' } },
    base: { ref: 'main', repo: { full_name: 'acme/docs' } },
    labels: [],
    assignees: [],
    requested_reviewers: [],
    requested_teams: []
  }
  const completed: Handler = ({ method }) =>
    method === 'POST'
      ? { status: 201, body: job('active') }
      : { status: 200, body: job('completed', PR1) }

  it('a stalled pull request call is given up at the deadline plus the report grace, the calls after it are not made, and the outcome stands', async () => {
    const result = await runAgent({
      inputs: {
        prompt: 'Document the CLI',
        timeout: '6s',
        'poll-interval': '1s',
        'pr-reviewers': 'octocat',
        'pr-labels': 'documentation',
        'pr-assignees': 'hubot'
      },
      service: completed,
      github: ({ method, path }) =>
        method === 'GET' && path === '/repos/acme/docs/pulls/1'
          ? { status: 200, body: pull }
          : /\/reviews$|\/labels$|\/assignees$|\/requested_reviewers$/.test(path)
            ? 'stall'
            : { status: 0 }
    })
    // The stalled call is given up at the deadline plus the report's grace; the calls after it
    // are not made at all, each with its warning.
    expect(result.endedAt).toBe(6000 + BOUNDS.reportGraceMs)
    const warnings = result.lines.filter((line) => line.startsWith('::warning'))
    expect(warnings).toHaveLength(3)
    expect(warnings.filter((line) => line.includes('no time left'))).toHaveLength(2)
    expect(result.outputs).toMatchObject({
      status: 'completed',
      'pr-link': PR1,
      'pr-head-ref': 'docs/cli',
      'pr-head-sha': SHA
    })
    expect(result.failed).toBe(false)
  })

  it('a stalled read of the pull request is given up with one warning, and the outcome stands', async () => {
    const result = await runAgent({
      inputs: { prompt: 'Document the CLI', 'poll-interval': '1s', 'pr-labels': 'documentation' },
      service: completed,
      github: ({ path }) => (path === '/repos/acme/docs/pulls/1' ? 'stall' : { status: 0 })
    })
    const read = result.github.find((e) => e.path === '/repos/acme/docs/pulls/1')
    expect(result.endedAt).toBe((read?.at ?? NaN) + BOUNDS.githubCallTimeoutMs)
    expect(result.outputs).toMatchObject({ status: 'completed', 'pr-head-ref': '' })
    expect(result.lines.filter((line) => line.startsWith('::warning'))).toHaveLength(1)
    expect(result.failed).toBe(false)
  })

  it('a cancel while a pull request call stalls ends the step within the cancel grace', async () => {
    const result = await runAgent({
      inputs: {
        prompt: 'Document the CLI',
        'poll-interval': '1s',
        'pr-labels': 'documentation',
        'pr-reviewers': 'octocat'
      },
      service: completed,
      github: ({ path }) => (path === '/repos/acme/docs/pulls/1' ? 'stall' : { status: 0 }),
      cancelAfterMs: 2000
    })
    // Every later call starts with the cancel already given: none may wait its own bound.
    expect(result.endedAt).toBeLessThanOrEqual(2000 + BOUNDS.cancelGraceMs)
    expect(result.outputs).toMatchObject({ status: 'completed', 'pr-link': PR1 })
  })
})

describe('tracking-comment writes run beside the wait', () => {
  it('a job that completes while GitHub never answers a comment write is noticed as completed, not timed out', async () => {
    const result = await runAgent({
      inputs: {
        prompt: 'Document the CLI',
        comment: 'true',
        'issue-number': '7',
        timeout: '8s'
      },
      // Done after 2 s; GitHub takes no comment write at all.
      service: ({ method, at }) =>
        method === 'POST'
          ? { status: 201, body: job('active') }
          : { status: 200, body: at - T0 >= 2000 ? job('completed', PR1) : job('active') },
      github: ({ method }) => (method === 'GET' ? { status: 0 } : 'stall')
    })
    expect(result.outputs).toMatchObject({
      status: 'completed',
      'pr-link': PR1,
      'timed-out': 'false'
    })
    expect(result.failed).toBe(false)
    // The polls went on while the first write stalled: the first one after 2 s saw the end.
    const polls = result.service.filter((e) => e.method === 'GET').map((e) => e.at)
    expect(polls.length).toBeGreaterThanOrEqual(1)
    expect(polls.at(-1)!).toBeLessThan(8000)
    // The final view gets the report's grace, then the step ends; the post step is left the rest.
    expect(result.endedAt).toBeLessThanOrEqual(8000 + BOUNDS.reportGraceMs)
    expect(result.state.final).toBeUndefined()
  })
})

const TRACKING = commentBody(
  { phase: 'completed', jobId: 'job_1', projectId: 'proj', status: 'completed', elapsedMs: 0 },
  new MarkerKey(KEY),
  placeOf({ owner: 'acme', repo: 'docs' }, 7),
  ledgerOf([{ n: 1, at: '2026-11-23T10:00:00.000Z', by: 'octocat', result: 'completed' }])
)

describe('a follow-up whose claim GitHub never takes', () => {
  it('is not sent, and the step ends at its timeout saying why: an unrecorded turn is never sent', async () => {
    const result = await runAgent({
      inputs: {
        'job-id': 'job_1',
        prompt: 'Make it shorter',
        comment: 'true',
        'issue-number': '7',
        timeout: '60s'
      },
      comments: [{ id: 50, issue: 7, body: TRACKING }],
      service: () => ({ status: 200, body: job('completed', PR1) }),
      github: ({ method }) => (method === 'GET' ? { status: 0 } : 'stall')
    })
    expect(result.service.filter((e) => e.method === 'POST')).toEqual([])
    expect(result.outputs['timed-out']).toBe('true')
    expect(result.lines.join('\n')).toContain(
      'this run was still taking the conversation of job job_1 (its claim in the tracking comment on acme/docs#7 holds once read back 5s after GitHub took it)'
    )
    expect(result.endedAt).toBeLessThanOrEqual(60_000 + BOUNDS.reportGraceMs)
  })
})

describe('tracking-comment updates while GitHub is slow', () => {
  it('the latest state wins: changes seen during a slow write are not written one by one', async () => {
    let gets = 0
    const result = await runAgent({
      inputs: {
        prompt: 'Document the CLI',
        comment: 'true',
        'issue-number': '7',
        'poll-interval': '1s',
        'max-poll-interval': '1s'
      },
      // A change of status at every poll for 9 s, then the end.
      service: ({ method }) =>
        method === 'POST'
          ? { status: 201, body: job('active') }
          : {
              status: 200,
              body: ++gets >= 10 ? job('completed', PR1) : job(gets % 2 ? 'queued' : 'active')
            },
      // GitHub takes 12 s to create the comment.
      github: ({ method }) => (method === 'POST' ? { status: 0, delayMs: 12_000 } : { status: 0 })
    })
    expect(result.outputs.status).toBe('completed')
    const updates = result.github.filter((e) => e.method === 'PATCH')
    // The changes seen while the create took its time are overtaken by the final view, written
    // once the create is done: one update, not one per change.
    expect(updates).toHaveLength(1)
    expect(updates[0]!.at).toBe(12_000)
    expect(result.comments).toHaveLength(1)
    expect(result.comments[0]!.body).toContain('✅ The docs agent opened a pull request')
    expect(result.state.final).toBe('true')
  })
})

// Found by an attack, kept as a test. dry-run's `prompt` output: "at most 64 KiB, redacted"
// (README), and secrets are "redacted from every string before it is cut to length" (design
// §4.9). Cut first, a key that straddles the 64 KiB boundary leaves its first characters in the
// output, too few for the 8-character rule.
describe('the dry-run prompt output of a prompt longer than 64 KiB', () => {
  it('holds no part of the key cut at its end (redacted before it is cut)', async () => {
    // A prompt (say, a pasted log) that holds the key just where the output is cut.
    const prompt = `${'x'.repeat(64 * 1024 - 7)}${KEY} and more text after it`
    const result = await runAgent({
      inputs: { prompt, 'dry-run': 'true' },
      service: () => ({ status: 500, body: {} })
    })
    expect(result.service).toEqual([])
    const output = result.outputs.prompt ?? ''
    expect(output.length).toBeGreaterThan(60_000)
    expect(output.endsWith(KEY.slice(0, 7))).toBe(false)
  })
})
