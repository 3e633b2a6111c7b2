// Found by an attack, kept as a test: three runs of one job at once. Turn 1 (the labelled issue's run) is at work; two
// `/docs-agent` comments come in quick succession: the first announces turn 2 and waits for
// turn 1, the second reads the comment after that, announces turn 3 and waits too. When turn 1
// ends, the run that sees it first records how it ended for the run that asked for it
// (agent/story.ts recordEarlier). The end it saw is turn 1's: turn 2 was only announced, never
// sent. Recorded on turn 2, it becomes turn 2's result: the run of turn 2 then reports turn 1's
// pull request as its own at its first poll (github/tracker.ts turnEndedByOthers), and the run of
// turn 1 never learns its end.
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

const working = (n: number, by: string): Turn => ({
  n,
  at: `2026-11-23T09:5${n}:00.000Z`,
  by,
  result: 'working'
})

/** The tracking comment as the runs of turns 1 and 2 left it: both at work. */
function trackingComment(turns: Turn[]) {
  const view: CommentView = {
    phase: 'working',
    jobId: 'job_1',
    projectId: 'proj',
    status: 'active',
    elapsedMs: 60_000,
    turns,
    ownTurn: turns.at(-1)?.n
  }
  return { id: 50, issue: 7, body: commentBody(view, markers, place) }
}

/** Where virtual time starts (VirtualClock's default start): a run's own turn is asked then. */
const T0 = '2026-11-23T10:00:00.000Z'

const turnsOf = (body: string) => decodeTurns(markers.verify(body, place)?.turns)

describe('a follow-up that waited while two earlier turns showed at work', () => {
  it('records the end it saw on the turn that was at work, not on a turn only announced', async () => {
    let gets = 0
    let sent = false
    const result = await runAgent({
      inputs: {
        'job-id': 'job_1',
        prompt: 'And the changelog',
        comment: 'true',
        'issue-number': '7',
        timeout: '5m'
      },
      comments: [trackingComment([working(1, 'maintainer'), working(2, 'writer')])],
      service: ({ method }) => {
        if (method === 'POST') {
          sent = true
          return { status: 200, body: job('active') }
        }
        // Turn 1 at work, then its end (turn 2's run has not sent yet); after this run's
        // message, its own turn 3 at work, then its end.
        if (!sent) return { status: 200, body: ++gets < 2 ? job('active') : job('completed', PR1) }
        return { status: 200, body: ++gets < 5 ? job('active') : job('completed', PR3) }
      }
    })
    expect(result.outputs).toMatchObject({ status: 'completed', 'pr-link': PR3 })
    const turns = turnsOf(result.comments[0]!.body)
    const byNumber = Object.fromEntries(turns.map((t) => [t.n, [t.by, t.result, t.pr]]))
    // Turn 2 (the writer's) was never sent while this run waited: nobody saw it end.
    expect(byNumber[2]).toEqual(['writer', 'working', undefined])
    // Turn 1 ended with PR1.
    expect(byNumber[1]).toEqual(['maintainer', 'completed', PR1])
  })
})

// The consequence, from the run of turn 2: the comment as the run of turn 3 writes it (the test
// above) carries an end of turn 2 recorded before turn 2 was even sent. No honest run can have
// seen that: it must not become this run's result.
describe('the run of turn 2, when the run of turn 3 saw turn 1 end first', () => {
  it('reports its own turn’s result, not an end recorded for its turn before it was sent', async () => {
    const comment = trackingComment([working(1, 'maintainer')])
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
          // Meanwhile the run of turn 3 (which read the comment after this run's announcement)
          // saw turn 1 end, wrote what the code writes (the end on the latest turn at work, this
          // run's), and sent turn 3.
          comment.body = trackingCommentWith([
            working(1, 'maintainer'),
            { n: 2, at: T0, by: '', result: 'completed', pr: PR1 },
            working(3, 'writer')
          ])
        }
        if (!sent) {
          // Turn 1 at work, then turn 3 at work, then turn 3's end.
          return { status: 200, body: gets < 3 ? job('active') : job('completed', PR3) }
        }
        // This run's turn 2: at work, then its end with PR2.
        return { status: 200, body: gets < 6 ? job('active') : job('completed', PR2) }
      }
    })
    expect(result.outputs).toMatchObject({ status: 'completed', 'pr-link': PR2 })
  })
})

function trackingCommentWith(turns: Turn[]): string {
  return trackingComment(turns).body
}
