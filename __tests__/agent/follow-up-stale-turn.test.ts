// A follow-up never reports the previous turn (contract §4.2), in-process on a virtual clock: the
// service may show the turn before the message for a while, and a message answer tells nothing
// of this turn. Each run is a `job-id` follow-up to a job whose tracking comment counts its turns.
import { describe, expect, it } from '@jest/globals'
import { BOUNDS } from '../../src/bounds.js'
import { KEY, runAgent, usePreloadedAgent } from '../support/in-process-agent.js'
import { trackingCommentOf } from '../support/comment-view.js'

usePreloadedAgent()

const OLD = 'https://github.com/acme/docs/pull/1'
const NEW = 'https://github.com/acme/docs/pull/2'
const MESSAGE = '/v2/agent/proj/job/job_1/message'
const job = (status: string, prLink: string | null = null, id = 'job_1') => ({ id, status, prLink })

const FOLLOW_UP = {
  'job-id': 'job_1',
  prompt: 'shorter',
  comment: 'true',
  'issue-number': '7',
  'poll-interval': '1s',
  'max-poll-interval': '1s'
}
const comments = () => [trackingCommentOf(KEY, 'job_1', 7, 1)]

describe('a follow-up never reports the previous turn', () => {
  it("reports the new pull request when the service shows the old turn's for 3 s", async () => {
    let sentAt: number | undefined
    const result = await runAgent({
      inputs: FOLLOW_UP,
      comments: comments(),
      service: ({ method, at }) => {
        if (method === 'POST') {
          sentAt = at
          return { status: 200, body: job('completed', OLD) }
        }
        const stale = sentAt === undefined || at - sentAt < 3000
        return { status: 200, body: job('completed', stale ? OLD : NEW) }
      }
    })
    expect(result.service.filter((e) => e.method === 'POST').map((e) => e.path)).toEqual([MESSAGE])
    expect(result.outputs).toMatchObject({ status: 'completed', 'pr-link': NEW, 'pr-number': '2' })
    expect(result.summary).toContain(NEW)
    expect(result.summary).not.toContain(OLD)
  })

  it.each([
    ['no status', { id: 'job_1' }],
    ['a status without prLink', { id: 'job_1', status: 'completed' }],
    ['a working status', { id: 'job_1', status: 'active' }]
  ])('a message answer with %s does not let the stale previous turn through', async (_, answer) => {
    const result = await runAgent({
      inputs: { ...FOLLOW_UP, timeout: '15s' },
      comments: comments(),
      service: ({ method }) =>
        method === 'POST'
          ? { status: 200, body: answer }
          : { status: 200, body: job('completed', OLD) }
    })
    // 15 s is within the settle time: no poll since the message may count as this turn's.
    expect(BOUNDS.settleMs).toBeGreaterThan(15_000)
    expect(result.outputs).toMatchObject({ 'pr-link': '', status: 'active', 'timed-out': 'true' })
    expect(result.summary).not.toContain(OLD)
  })

  it('a follow-up without waiting does not report the previous turn', async () => {
    const result = await runAgent({
      inputs: { ...FOLLOW_UP, wait: 'false' },
      comments: comments(),
      service: ({ method }) =>
        method === 'POST'
          ? { status: 200, body: job('completed', OLD) }
          : { status: 200, body: job('completed', OLD) }
    })
    expect(result.failed).toBe(false)
    expect(result.outputs).toMatchObject({ status: 'active', 'pr-link': '' })
  })

  it('an answer for another job than the one asked for ends the step, nothing polled', async () => {
    const result = await runAgent({
      inputs: FOLLOW_UP,
      comments: comments(),
      service: () => ({ status: 200, body: job('completed', NEW, 'job_2') })
    })
    expect(result.failed).toBe(true)
    expect(result.lines.join('\n')).toMatch(/with another job \(job_2\)/)
    expect(result.outputs['pr-link']).toBeUndefined()
    expect(result.service.filter((e) => e.method === 'POST')).toEqual([])
    expect(result.service.filter((e) => e.path.includes('job_2'))).toEqual([])
  })
})
