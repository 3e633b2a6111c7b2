// The tracking comment's rereads after a final update while another run's turn is at work, with
// their real spacing and count, on a virtual clock: Octokit is the real one (its bounds hook, its
// retry plugin), talking to an in-memory GitHub.
import { describe, expect, it } from '@jest/globals'
import { BOUNDS } from '../../src/bounds.js'
import {
  TrackingComment,
  commentBody,
  placeOf,
  type CommentView
} from '../../src/github/comment.js'
import { MarkerKey } from '../../src/github/marker.js'
import { gitHubBounds, loadOctokit } from '../../src/github/octokit.js'
import { gitHubStandIn } from '../support/in-process.js'
import { VirtualClock } from '../support/virtual-clock.js'

const KEY = 'mint_rechecks_test_key_0123456789'
const REPO = { owner: 'acme', repo: 'docs' }
const AT = '2026-11-23T10:00:00.000Z'

const view = (turns: CommentView['turns'], phase: CommentView['phase']): CommentView => ({
  phase,
  jobId: 'job_1',
  projectId: 'proj',
  status: phase === 'working' ? 'active' : 'completed',
  elapsedMs: 0,
  turns,
  ownTurn: 2
})

describe('TrackingComment rereads', () => {
  it("reads the comment again 4 times, 1.5 s apart, while another run's turn shows working", async () => {
    expect([BOUNDS.recheckMs, BOUNDS.rechecks]).toEqual([1500, 4])
    const clock = new VirtualClock()
    const github = gitHubStandIn(clock)
    const markers = new MarkerKey(KEY)
    // The comment as another run left it: its turn 1 at work (it never ends, here).
    const theirs = [{ n: 1, at: AT, by: 'octocat', result: 'working' as const }]
    github.comments.push({
      id: 100,
      issue: 7,
      body: commentBody(view(theirs, 'working'), markers, placeOf(REPO, 7))
    })
    const bounds = gitHubBounds(BOUNDS, {
      signal: new AbortController().signal,
      deadline: clock.now() + 3_600_000,
      clock
    })
    const octokit = await loadOctokit('ghs_token_0123456789', bounds, {}, github.fetch)
    const log = { warning: () => {}, debug: () => {} }
    const comment = new TrackingComment(octokit, REPO, 7, markers, log, bounds, {
      id: 100,
      url: 'https://github.com/acme/docs/issues/7#issuecomment-100'
    })
    const t0 = clock.now()
    const mine = { n: 2, at: AT, by: 'hubot', result: 'completed' as const }
    expect(await clock.run(comment.show(view([...theirs, mine], 'completed')))).toBe(true)
    const reads = github.exchanges.filter((e) => e.method === 'GET').map((e) => e.at - t0)
    // One read to merge before the final write, then the rereads.
    expect(reads).toEqual([0, 1500, 3000, 4500, 6000])
    expect(clock.now() - t0).toBe(6000)
  })
})
