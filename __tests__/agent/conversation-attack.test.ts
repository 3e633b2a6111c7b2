// Found by an attack, kept as tests: one conversation (support/conversation-world.ts) under a
// burst of comments; each pins a promise the design broke (docs/chaining-and-review.md).
import { describe, expect, it } from '@jest/globals'
import { brokenPromises, story } from '../support/conversation-promises.js'
import {
  playConversation,
  useConversationWorld,
  type ScenarioComment
} from '../support/conversation-world.js'

useConversationWorld()

const told = (c: Awaited<ReturnType<typeof playConversation>>, which: number[]) => {
  const broken = brokenPromises(c, which)
  return broken.length === 0
    ? ''
    : [...broken.map((b) => `promise ${b.promise}: ${b.what}`), story(c)].join('\n')
}

describe('a burst of more comments than one turn carries', () => {
  // Run 25 gathers comments 1..20 (MAX_INSTRUCTIONS), breaks, then appends its own ask-25 anyway:
  // ask-25 goes before 21..24 (promise 1, order).
  it('sends 25 comments exactly once each, in the order they were made', async () => {
    const burst: ScenarioComment[] = Array.from({ length: 25 }, () => ({
      gapMs: 0,
      by: 'writer',
      dispatchMs: 2000,
      timeout: '30m'
    }))
    const c = await playConversation({
      maxTurns: 10,
      firstTimeout: '10m',
      comments: burst,
      latency: { minMs: 50, maxMs: 100 },
      concurrency: true,
      turnMs: [360_000, 60_000],
      lagMs: 0,
      earlierComments: 0,
      seed: 7
    })
    expect(told(c, [1, 3, 4, 5, 6])).toBe('')
  }, 120_000)

  // That turn carries 21 asks; encodeLedger keeps 20 (MAX_ASKS), dropping c<25> while upTo stops
  // at comment 20: the next run reads 21..25 again and sends ask-25 a second time (promise 1).
  it('a turn of 21 instructions keeps all 21 in the ledger: none is sent twice', async () => {
    const burst: ScenarioComment[] = Array.from({ length: 25 }, () => ({
      gapMs: 0,
      by: 'writer',
      dispatchMs: 2000,
      timeout: '3m'
    }))
    const c = await playConversation({
      maxTurns: 10,
      firstTimeout: '10m',
      comments: burst,
      latency: { minMs: 50, maxMs: 100 },
      concurrency: true,
      turnMs: [360_000, 120_000, 60_000],
      lagMs: 0,
      earlierComments: 0,
      seed: 7
    })
    expect(told(c, [1])).toBe('')
  }, 120_000)
})
