// Found by an attack, kept as a test: the polling budget of one step whose follow-up first waits for an earlier turn. The
// README: "The default keeps any hour of waiting within 40 requests" (max-poll-interval), "never
// more than 40 in any hour" of a wait. A follow-up's step waits twice, for the earlier turn
// (start.ts) and then for its own (finish), and each wait starts the schedule afresh at 5 s: the
// growth paid for in the first wait is paid again in the second, inside the same hour.
import { describe, expect, it } from '@jest/globals'
import { commentBody, placeOf, type CommentView } from '../../src/github/comment.js'
import { MarkerKey } from '../../src/github/marker.js'
import { KEY, runAgent, usePreloadedAgent } from '../support/in-process-agent.js'
import { ledgerOf } from '../support/comment-view.js'

usePreloadedAgent()

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const PR1 = 'https://github.com/acme/docs/pull/1'
const PR2 = 'https://github.com/acme/docs/pull/2'
const job = (status: string, prLink: string | null = null) => ({ id: 'job_1', status, prLink })

const markers = new MarkerKey(KEY)
const VIEW: CommentView = {
  phase: 'timeout',
  jobId: 'job_1',
  projectId: 'proj',
  status: 'active',
  elapsedMs: 0
}
const TRACKING = commentBody(
  VIEW,
  markers,
  placeOf({ owner: 'acme', repo: 'docs' }, 7),
  ledgerOf([{ n: 1, at: '2026-11-23T10:00:00.000Z', by: 'octocat', result: 'timeout' }])
)

/** The most requests in any hour, among request times `at` (ms). */
const busiestHour = (at: number[]): number =>
  Math.max(...at.map((start) => at.filter((t) => t >= start && t < start + HOUR).length))

describe('a follow-up step that waits 30 minutes for an earlier turn, then 30 minutes for its own', () => {
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
      comments: [{ id: 50, issue: 7, body: TRACKING }],
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
