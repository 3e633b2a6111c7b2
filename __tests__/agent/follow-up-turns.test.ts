// A follow-up's place in its job's story, in-process on a virtual clock: a `job-id` run keeps the
// job's tracking comment and numbers its turn from the comment's signed ledger, and a follow-up
// whose turns cannot be counted is refused before anything is sent.
import { describe, expect, it } from '@jest/globals'
import { commentBody, type CommentView } from '../../src/github/comment-render.js'
import { placeOf } from '../../src/github/find-comment.js'
import { MarkerKey } from '../../src/github/marker.js'
import { decodeLedger, type Turn } from '../../src/github/ledger.js'
import { ledgerOf } from '../support/comment-view.js'
import { KEY, runAgent, usePreloadedAgent } from '../support/in-process-agent.js'

usePreloadedAgent()

const PR1 = 'https://github.com/acme/docs/pull/1'
const PR2 = 'https://github.com/acme/docs/pull/2'
const markers = new MarkerKey(KEY)
const place = placeOf({ owner: 'acme', repo: 'docs' }, 7)
const job = (id: string, status: string, prLink: string | null = null) => ({ id, status, prLink })

/** A tracking comment of `jobId` on issue 7 telling `turns`, as an earlier run wrote it. */
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

const turnsOf = (body: string) => decodeLedger(markers.verify(body, place)?.turns).turns

/** The job shows the previous turn until the message, then this turn at work, then its end. */
function followedUp() {
  let sent = false
  let polls = 0
  return ({ method }: { method: string }) => {
    if (method === 'POST') {
      sent = true
      return { status: 200, body: job('job_1', 'active') }
    }
    if (!sent) return { status: 200, body: job('job_1', 'completed', PR1) }
    return {
      status: 200,
      body: ++polls < 2 ? job('job_1', 'active') : job('job_1', 'completed', PR2)
    }
  }
}

const INPUTS = {
  'job-id': 'job_1',
  prompt: 'Make it shorter',
  comment: 'true',
  'issue-number': '7',
  timeout: '5m'
}

describe('a job-id follow-up with comment: true', () => {
  it("keeps the job's tracking comment and numbers its turn after the comment's turns", async () => {
    const result = await runAgent({
      inputs: INPUTS,
      comments: [trackingComment(50, 'job_1', [turn(1), turn(2), turn(3)])],
      service: followedUp()
    })
    expect(result.outputs).toMatchObject({ status: 'completed', 'pr-link': PR2 })
    expect(result.comments).toHaveLength(1)
    expect(result.comments[0]!.id).toBe(50)
    expect(turnsOf(result.comments[0]!.body).map((t) => [t.n, t.result])).toEqual([
      [1, 'completed'],
      [2, 'completed'],
      [3, 'completed'],
      [4, 'completed']
    ])
  })

  it.each([
    ['only another job’s comment is on the issue', [trackingComment(50, 'job_other', [turn(1)])]],
    ['no comment is on the issue', []]
  ])(
    'is refused when %s: its turns cannot be counted, nothing is sent or written',
    async (_case, comments) => {
      const result = await runAgent({ inputs: INPUTS, comments, service: followedUp() })
      expect(result.service).toEqual([])
      expect(result.failed).toBe(true)
      expect(result.comments).toEqual(comments)
      expect(result.lines.join('\n')).toContain(
        "Job job_1 has no tracking comment on #7, so its turns so far cannot be counted ('max-turns')"
      )
    }
  )

  it('is refused before any request with comment: false, naming the input', async () => {
    const result = await runAgent({
      inputs: { ...INPUTS, comment: 'false' },
      comments: [trackingComment(50, 'job_1', [turn(1)])],
      service: followedUp()
    })
    expect(result.service).toEqual([])
    expect(result.github).toEqual([])
    expect(result.lines.join('\n')).toContain(
      "A follow-up to job job_1 needs 'comment: true': its turns are counted in the job's tracking comment"
    )
  })
})

describe('max-turns', () => {
  it('skips a follow-up past the job’s allowed turns: a notice, skipped, nothing sent', async () => {
    const five = [turn(1), turn(2), turn(3), turn(4), turn(5)]
    const result = await runAgent({
      inputs: INPUTS,
      comments: [trackingComment(50, 'job_1', five)],
      service: followedUp()
    })
    expect(result.service).toEqual([])
    expect(result.outputs.skipped).toBe('true')
    expect(result.lines.join('\n')).toContain("'max-turns' allows 5: the follow-up was not sent")
    expect(turnsOf(result.comments[0]!.body)).toEqual(five)
  })

  it('sends the follow-up that is the last allowed turn', async () => {
    const result = await runAgent({
      inputs: { ...INPUTS, 'max-turns': '4' },
      comments: [trackingComment(50, 'job_1', [turn(1), turn(2), turn(3)])],
      service: followedUp()
    })
    expect(result.service.filter((e) => e.method === 'POST')).toHaveLength(1)
    expect(result.outputs.skipped).toBe('false')
  })
})

// Found by an attack, kept as a test. max-turns against a tracking comment of another job: a
// `job-id` follow-up on an issue (or the pull request of chain-pr-review.yml) whose job already
// had its allowed turns must not be sent just because a newer tracking comment of another job of
// the same project sits on that issue.
const foreignService = ({ method }: { method: string }) =>
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
      service: foreignService
    })
    expect(result.service.filter((e) => e.method === 'POST')).toEqual([])
    expect(result.outputs.skipped).toBe('true')
  })
})
