// How a run's view of the job's turns merges with what other runs wrote in the tracking comment
// meanwhile (github/comment.ts): a turn's end that another run saw outlives this run's stopping
// to wait for it, and an announced turn of this run takes no end from anybody.
import { beforeAll, describe, expect, it } from '@jest/globals'
import { BOUNDS } from '../../src/bounds.js'
import {
  TrackingComment,
  commentBody,
  placeOf,
  type CommentView
} from '../../src/github/comment.js'
import { MarkerKey } from '../../src/github/marker.js'
import { gitHubBounds, loadOctokit } from '../../src/github/octokit.js'
import { decodeTurns, type Turn } from '../../src/github/turns.js'
import { gitHubStandIn } from '../support/in-process.js'
import { VirtualClock } from '../support/virtual-clock.js'

const KEY = 'mint_comment_merge_key_0123456789'
const PR1 = 'https://github.com/acme/docs/pull/1'
const markers = new MarkerKey(KEY)
const place = placeOf({ owner: 'acme', repo: 'docs' }, 7)
const AT1 = '2026-11-23T09:00:00.000Z'
const AT2 = '2026-11-23T09:01:00.000Z'

beforeAll(async () => {
  await import('@actions/github')
  await import('@octokit/plugin-retry')
  await import('@octokit/plugin-throttling')
})

const view = (phase: CommentView['phase'], turns: Turn[], ownTurn: number): CommentView => ({
  phase,
  jobId: 'job_1',
  projectId: 'proj',
  status: 'active',
  elapsedMs: 0,
  turns,
  ownTurn
})

/** Shows `mine` over a comment that holds `theirs`; the turns the comment ends with. */
async function merged(theirs: CommentView, mine: CommentView): Promise<Turn[]> {
  const clock = new VirtualClock()
  const github = gitHubStandIn(clock)
  github.comments.push({ id: 50, issue: 7, body: commentBody(theirs, markers, place) })
  const bounds = gitHubBounds(BOUNDS, {
    signal: new AbortController().signal,
    deadline: clock.now() + 600_000,
    clock
  })
  const octokit = await loadOctokit('ghs_merge_token_0123456789', bounds, {}, github.fetch)
  const comment = new TrackingComment(
    octokit,
    { owner: 'acme', repo: 'docs' },
    7,
    markers,
    { warning: () => {}, debug: () => {} },
    bounds,
    { id: 50, url: 'https://github.com/acme/docs/issues/7#issuecomment-50' }
  )
  await clock.run(comment.show(mine))
  return decodeTurns(markers.verify(github.comments[0]!.body, place)?.turns)
}

describe('merging the turns of two runs', () => {
  it('an end another run recorded for this run’s turn outlives this run’s timeout', async () => {
    const recorded = view(
      'queued',
      [
        { n: 1, at: AT1, by: 'maintainer', result: 'completed', pr: PR1 },
        { n: 2, at: AT2, by: 'writer', result: 'queued' }
      ],
      2
    )
    const timedOut = view('timeout', [{ n: 1, at: AT1, by: 'maintainer', result: 'timeout' }], 1)
    const turns = await merged(recorded, timedOut)
    expect(turns.find((t) => t.n === 1)).toMatchObject({ result: 'completed', pr: PR1 })
    expect(turns.find((t) => t.n === 2)).toMatchObject({ result: 'queued', by: 'writer' })
  })

  it('this run’s announced turn takes no end from another run: it was not sent', async () => {
    const other = view(
      'working',
      [
        { n: 1, at: AT1, by: 'maintainer', result: 'completed', pr: PR1 },
        { n: 2, at: AT2, by: 'writer', result: 'completed', pr: PR1 }
      ],
      1
    )
    const announced = view(
      'queued',
      [
        { n: 1, at: AT1, by: 'maintainer', result: 'working' },
        { n: 2, at: AT2, by: 'writer', result: 'queued' }
      ],
      2
    )
    const turns = await merged(other, announced)
    expect(turns.find((t) => t.n === 2)).toMatchObject({ result: 'queued' })
    expect(turns.find((t) => t.n === 1)).toMatchObject({ result: 'completed', pr: PR1 })
  })
})
