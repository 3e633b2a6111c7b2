// Found by an attack, kept as a test: a follow-up records the
// end it saw, before it sends its own turn, on the oldest turn its story shows `working`. Its story
// is the comment as it read it at its start. With three runs at once, another run may have seen
// that turn end, recorded it, and sent its own turn in between: the end this run then sees is that
// later turn's, and it is recorded on the turn that had long ended, over the right record.
import { describe, expect, it } from '@jest/globals'
import { commentBody, placeOf, type CommentView } from '../../src/github/comment.js'
import { MarkerKey } from '../../src/github/marker.js'
import { decodeTurns, type Turn } from '../../src/github/turns.js'
import { KEY, runAgent, usePreloadedAgent } from '../support/in-process-agent.js'

usePreloadedAgent()

const PR1 = 'https://github.com/acme/docs/pull/1'
const PR2 = 'https://github.com/acme/docs/pull/2'
const PR3 = 'https://github.com/acme/docs/pull/3'
const markers = new MarkerKey(KEY)
const place = placeOf({ owner: 'acme', repo: 'docs' }, 7)
const job = (status: string, prLink: string | null = null) => ({ id: 'job_1', status, prLink })
/** Where virtual time starts: this run's own turn is asked then. */
const T0 = '2026-11-23T10:00:00.000Z'

function body(turns: Turn[]): string {
  const view: CommentView = {
    phase: 'working',
    jobId: 'job_1',
    projectId: 'proj',
    status: 'active',
    elapsedMs: 60_000,
    turns,
    ownTurn: turns.at(-1)?.n
  }
  return commentBody(view, markers, place)
}

const turnsOf = (text: string) => decodeTurns(markers.verify(text, place)?.turns)

describe('three follow-ups at once, one of them overtaking', () => {
  it('keeps the end another run recorded for turn 1, and never records a later turn’s end on it', async () => {
    const turn1: Turn = {
      n: 1,
      at: '2026-11-23T09:50:00.000Z',
      by: 'maintainer',
      result: 'working'
    }
    const comment = { id: 50, issue: 7, body: body([turn1]) }
    let gets = 0
    let sent = false
    const result = await runAgent({
      inputs: {
        'job-id': 'job_1',
        prompt: 'Now the API page',
        comment: 'true',
        'issue-number': '7',
        timeout: '10m'
      },
      comments: [comment],
      service: ({ method }) => {
        if (method === 'POST') {
          sent = true
          return { status: 200, body: job('active') }
        }
        gets++
        if (gets === 2) {
          // Meanwhile the run of turn 3 (it read the comment after this run announced turn 2)
          // saw turn 1 end with PR1, recorded it, and sent turn 3, which is now at work.
          comment.body = body([
            { ...turn1, result: 'completed', pr: PR1 },
            { n: 2, at: T0, by: '', result: 'queued' },
            { n: 3, at: '2026-11-23T10:00:01.000Z', by: 'writer', result: 'working' }
          ])
        }
        if (!sent) {
          // Turn 1 at work; then turn 3 at work; then turn 3 ends with PR3.
          return { status: 200, body: gets < 4 ? job('active') : job('completed', PR3) }
        }
        return { status: 200, body: gets < 7 ? job('active') : job('completed', PR2) }
      }
    })
    expect(result.outputs).toMatchObject({ status: 'completed', 'pr-link': PR2 })
    const turns = Object.fromEntries(
      turnsOf(result.comments[0]!.body).map((t) => [t.n, [t.result, t.pr]])
    )
    // Turn 1 ended with PR1, as the run of turn 3 saw and recorded: PR3 is turn 3's.
    expect(turns[1]).toEqual(['completed', PR1])
    expect(turns[3]?.[1]).not.toBe(PR1)
  })
})
