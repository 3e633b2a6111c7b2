// Found by an attack, kept as a test. max-turns against a tracking comment of another job: a `job-id` follow-up on an issue (or the
// pull request of chain-pr-review.yml) whose job already had its allowed turns must not be sent
// just because a newer tracking comment of another job of the same project sits on that issue.
import { describe, expect, it } from '@jest/globals'
import { commentBody, placeOf, type CommentView } from '../../src/github/comment.js'
import { MarkerKey } from '../../src/github/marker.js'
import type { Turn } from '../../src/github/ledger.js'
import { ledgerOf } from '../support/comment-view.js'
import { KEY, runAgent, usePreloadedAgent } from '../support/in-process-agent.js'

usePreloadedAgent()

const PR1 = 'https://github.com/acme/docs/pull/1'
const markers = new MarkerKey(KEY)
const place = placeOf({ owner: 'acme', repo: 'docs' }, 7)

function trackingComment(id: number, jobId: string, turns: Turn[]) {
  const view: CommentView = {
    phase: 'completed',
    jobId,
    projectId: 'proj',
    status: 'completed',
    elapsedMs: 60_000,
    prLink: PR1,
    ownTurn: turns.at(-1)?.n
  }
  return { id, issue: 7, body: commentBody(view, markers, place, ledgerOf(turns)) }
}

const turn = (n: number): Turn => ({
  n,
  at: `2026-11-2${n}T10:00:00.000Z`,
  by: 'octocat',
  asks: [],
  result: 'completed'
})

const service = ({ method }: { method: string }) =>
  method === 'POST'
    ? { status: 200, body: { id: 'job_1', status: 'active', prLink: null } }
    : { status: 200, body: { id: 'job_1', status: 'completed', prLink: PR1 } }

describe('max-turns with another job’s newer tracking comment on the issue', () => {
  it('still skips a job-id follow-up past the allowed turns: nothing sent', async () => {
    const five = [turn(1), turn(2), turn(3), turn(4), turn(5)]
    const result = await runAgent({
      inputs: {
        'job-id': 'job_1',
        prompt: 'The link check failed again. Fix the links.',
        comment: 'true',
        'issue-number': '7',
        'max-turns': '5',
        timeout: '5m'
      },
      comments: [
        // job_1's comment, with its five turns: a sixth is past max-turns.
        trackingComment(40, 'job_1', five),
        // Someone started another job on the same issue since (`@docs-agent new …`).
        trackingComment(50, 'job_other', [turn(1)])
      ],
      service
    })
    expect(result.service.filter((e) => e.method === 'POST')).toEqual([])
    expect(result.outputs.skipped).toBe('true')
  })
})
