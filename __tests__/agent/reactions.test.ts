// The 👀 of a run (agent/reactions.ts) on a virtual clock with the real bound: the step's end waits
// for them at most BOUNDS.reactionsGraceMs; what GitHub did not take but for a refusal is asked
// once more then; a token GitHub refused is not asked again, another token still is.
import { describe, expect, it } from '@jest/globals'
import { Reactions } from '../../src/agent/reactions.js'
import { BOUNDS } from '../../src/bounds.js'
import type { TrackingComment } from '../../src/github/comment.js'
import type { Octokit } from '../../src/github/octokit.js'
import { VirtualClock } from '../support/virtual-clock.js'

const repo = { owner: 'acme', repo: 'docs' }

/** An Octokit whose reactions answer as `answer` says for each comment id, and are counted. */
function gitHub(answer: (id: number) => 'ok' | 'stall' | number) {
  const asked: number[] = []
  const make = async ({ comment_id: id }: { comment_id: number }) => {
    asked.push(id)
    const said = answer(id)
    if (said === 'stall') return new Promise(() => {})
    if (said !== 'ok') throw Object.assign(new Error(`status ${said}`), { status: said })
    return { status: 201 }
  }
  const octokit = { rest: { reactions: { createForIssueComment: make, createForPullRequestReviewComment: make } } } // prettier-ignore
  return { octokit: octokit as unknown as Octokit, asked }
}

const homeOn = (octokit: Octokit) => ({ octokit, repo }) as unknown as TrackingComment

describe('a run’s 👀', () => {
  it('are waited for at the step’s end 2 s at most when GitHub does not answer', async () => {
    expect(BOUNDS.reactionsGraceMs).toBe(2000)
    const clock = new VirtualClock()
    const { octokit, asked } = gitHub(() => 'stall')
    const reactions = new Reactions()
    reactions.sent(['c1'], homeOn(octokit))
    const began = clock.now()
    await clock.run(reactions.settle(clock, BOUNDS.reactionsGraceMs))
    expect([clock.now() - began, asked]).toEqual([2000, [1]])
  })

  it('not taken (a 502) are asked once more at the step’s end', async () => {
    const clock = new VirtualClock()
    let failed = false
    const { octokit, asked } = gitHub((id) => (id === 1 && !failed ? ((failed = true), 502) : 'ok'))
    const reactions = new Reactions()
    reactions.sent(['c1', 'c2'], homeOn(octokit))
    await clock.run(reactions.settle(clock, BOUNDS.reactionsGraceMs))
    expect(asked).toEqual([1, 2, 1])
  })

  it('through a token GitHub refused (403) are not asked again, now or at the step’s end', async () => {
    const clock = new VirtualClock()
    const { octokit, asked } = gitHub((id) => (id === 1 ? 502 : id === 2 ? 403 : 'ok'))
    const reactions = new Reactions()
    reactions.sent(['c1', 'c2', 'c3'], homeOn(octokit))
    await clock.run(reactions.settle(clock, BOUNDS.reactionsGraceMs))
    expect(asked).toEqual([1, 2])
  })

  it('go on through another token when one is refused, and are made once a comment', async () => {
    const clock = new VirtualClock()
    const own = gitHub(() => 403)
    const home = gitHub(() => 'ok')
    const reactions = new Reactions()
    reactions.ownComment('c7', { reaction: { kind: 'issue-comment', id: 7 } }, { octokit: own.octokit, repo }) // prettier-ignore
    reactions.sent(['c7', 'c8'], homeOn(home.octokit))
    reactions.sent(['c8', 'c9'], homeOn(home.octokit))
    await clock.run(reactions.settle(clock, BOUNDS.reactionsGraceMs))
    expect([own.asked, home.asked]).toEqual([[7], [8, 9]])
  })
})
