// One conversation with one agent job (design §4.2a, §4.6, docs/chaining-and-review.md): 2 to 5
// runs of the agent action from `/docs-agent` comments on one issue, overlapping on ONE virtual
// clock, in-process, against an in-memory job service and an in-memory GitHub
// (support/conversation-world.ts); after each generated scenario, a sweeper run, then the
// product's promises (support/conversation-promises.ts):
//
//   1. every instruction of someone allowed reaches the job exactly once, in comment order;
//   2. never while the job works on an earlier turn;
//   3. none is lost when GitHub replaces or cancels a pending run, or a run times out: the next
//      run that can (at the latest the sweeper) sends it;
//   4. the tracking comment lists every turn sent;
//   5. a run reports the turn it sent, never another run's; a run whose instruction another run
//      carried ends skipped (or with a notice naming the turn) and sent nothing;
//   6. max-turns holds, whichever run sent the turns;
//   7. the post step keeps what other runs recorded; a deleted tracking comment is made again,
//      never reported as a permission problem.
//   8. each comment sent gets one 👀, from the run that sent it; a comment not sent gets none.
//
// Replay: FC_SEED=<seed> (and FC_PATH=<path>, both printed with a counterexample); FC_RUNS sets the
// number of scenarios, FC_TIME_LIMIT the real time (ms) the property may take, shrinking included;
// CONVERSATION_PROMISES=2,5 checks only those promises; CONVERSATION_WITHOUT=deletion,cancel,concurrency
// leaves those parts out of every scenario.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { isolateSteps } from '../support/concurrent-steps.js'
import { brokenPromises, story, type Broken } from '../support/conversation-promises.js'
import {
  playConversation,
  useConversationWorld,
  type Conversation,
  type Scenario,
  type ScenarioComment
} from '../support/conversation-world.js'
import { githubContract } from '../support/github-contract.js'
import { openApiContract } from '../support/openapi-contract.js'

useConversationWorld()

const PROMISES = (process.env.CONVERSATION_PROMISES ?? '1,2,3,4,5,6,7,8')
  .split(',')
  .map(Number)
  .filter((n) => n >= 1 && n <= 8)

/** Parts of a scenario to leave out, to find the simplest counterexample of the others. */
const WITHOUT = new Set((process.env.CONVERSATION_WITHOUT ?? '').split(',').filter(Boolean))

/** Whole seconds read better in a shrunk counterexample; the latencies keep their milliseconds. */
const seconds = (min: number, max: number) =>
  fc.integer({ min, max }).map(
    (s) => s * 1000,
    (ms) => Math.round(Number(ms) / 1000)
  )

const comment: fc.Arbitrary<ScenarioComment> = fc.record({
  // Mostly in a burst (the overlaps that matter), sometimes minutes apart.
  gapMs: fc.oneof(
    { weight: 3, arbitrary: seconds(0, 10) },
    { weight: 1, arbitrary: seconds(0, 180) }
  ),
  by: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom('writer' as const, 'maintainer' as const) },
    { weight: 1, arbitrary: fc.constant('reader' as const) }
  ),
  dispatchMs: seconds(1, 20),
  timeout: fc.constantFrom('30m', '10m', '3m')
})

const scenario: fc.Arbitrary<Scenario> = fc
  .record({
    maxTurns: fc.integer({ min: 2, max: 6 }),
    firstTimeout: fc.constantFrom('30m', '10m'),
    // Run 0 and these: 2 to 5 runs, then the sweeper.
    comments: fc.array(comment, { minLength: 1, maxLength: 4 }),
    latency: fc
      .tuple(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 0, max: 2000 }))
      .map(([a, b]) => ({ minMs: Math.min(a, b), maxMs: Math.max(a, b) })),
    concurrency: fc.boolean(),
    turnMs: fc.array(seconds(5, 300), { minLength: 8, maxLength: 8 }),
    lagMs: fc.integer({ min: 0, max: 5000 }),
    cancel: fc.option(
      fc.record({ run: fc.integer({ min: 0, max: 4 }), afterMs: seconds(0, 600) }),
      {
        nil: undefined
      }
    ),
    deletion: fc.option(fc.record({ afterMs: seconds(15, 300) }), { nil: undefined }),
    earlierComments: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 150 })),
    seed: fc.integer()
  })
  .map((s) => {
    // fast-check's records keep a key set to undefined; a scenario leaves it out. What
    // CONVERSATION_WITHOUT names is left out too.
    const { cancel, deletion, ...rest } = {
      ...s,
      ...(WITHOUT.has('cancel') ? { cancel: undefined } : {}),
      ...(WITHOUT.has('deletion') ? { deletion: undefined } : {}),
      ...(WITHOUT.has('concurrency') ? { concurrency: false } : {})
    }
    return {
      ...rest,
      ...(cancel ? { cancel: { ...cancel } } : {}),
      ...(deletion ? { deletion: { ...deletion } } : {})
    }
  })

/** Plays `s` and expects every promise checked (PROMISES) kept, the play told when not. */
async function expectPromisesKept(s: Scenario): Promise<void> {
  const c = await playConversation(s)
  const broken = brokenPromises(c, PROMISES)
  expect(broken.length === 0 ? '' : told(broken, c)).toBe('')
}

/** The findings and the play, as a failure prints them. */
function told(broken: Broken[], c: Conversation): string {
  return [
    ...broken.map(({ promise, what }) => `promise ${promise}: ${what}`),
    '--- the play:',
    story(c)
  ].join('\n')
}

describe('one conversation with one job, runs overlapping', () => {
  it(
    'keeps every promise, whatever the overlap, latency, concurrency group, cancel, deletion and max-turns',
    async () => {
      await fc.assert(
        fc.asyncProperty(scenario, async (s) => {
          const c = await playConversation(s)
          const broken = brokenPromises(c, PROMISES)
          if (broken.length > 0) throw new Error(told(broken, c))
        }),
        {
          numRuns: Number(process.env.FC_RUNS ?? 40),
          // Real time, shrinking included: the suite's budget (FC_TIME_LIMIT, ms, to shrink
          // further). A machine so loaded that the limit comes first checks fewer scenarios
          // (fast-check says how many), and passes on what it checked.
          interruptAfterTimeLimit: Number(process.env.FC_TIME_LIMIT ?? 22_000),
          ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED) } : {}),
          ...(process.env.FC_PATH ? { path: process.env.FC_PATH, endOnFailure: true } : {})
        }
      )
    },
    Number(process.env.FC_TIME_LIMIT ?? 22_000) + 40_000
  )

  // The first finding of the design before this one, as it was seen.
  it('three comments in a burst, GitHub answering in 0.4 to 0.5 s: no follow-up goes into a turn at work, no run reports another turn’s pull request', async () => {
    const burst = (dispatchMs: number): ScenarioComment => ({
      gapMs: 1000,
      by: 'writer',
      dispatchMs,
      timeout: '30m'
    })
    const c = await playConversation({
      maxTurns: 6,
      firstTimeout: '30m',
      comments: [burst(5000), burst(5000), burst(5000)],
      latency: { minMs: 400, maxMs: 500 },
      concurrency: false,
      turnMs: [60_000],
      lagMs: 0,
      earlierComments: 0,
      seed: 1
    })
    const broken = brokenPromises(c, [2, 5])
    expect(broken.length === 0 ? '' : told(broken, c)).toBe('')
  }, 30_000)

  it('a run cancelled while the tracking comment is deleted, its instruction carried by another run’s turn, says it cannot tell which turn', async () => {
    await expectPromisesKept({
      maxTurns: 2,
      firstTimeout: '30m',
      comments: [
        { gapMs: 0, by: 'writer', dispatchMs: 1000, timeout: '30m' },
        { gapMs: 59_000, by: 'writer', dispatchMs: 15_000, timeout: '30m' }
      ],
      latency: { minMs: 0, maxMs: 0 },
      concurrency: false,
      turnMs: [182_000, 8000, 5000, 5000, 5000, 5000, 5000, 5000],
      lagMs: 0,
      earlierComments: 0,
      seed: -2127113551,
      cancel: { run: 2, afterMs: 145_000 },
      deletion: { afterMs: 144_000 }
    })
  }, 30_000)

  it('comments a run sends as its timeout comes get their 👀 in the report’s time', async () => {
    await expectPromisesKept({
      maxTurns: 2,
      firstTimeout: '30m',
      comments: [
        { gapMs: 0, by: 'writer', dispatchMs: 1000, timeout: '3m' },
        { gapMs: 0, by: 'writer', dispatchMs: 1000, timeout: '30m' }
      ],
      latency: { minMs: 0, maxMs: 0 },
      concurrency: false,
      turnMs: [169_000, 5000, 5000, 5000, 5000, 5000, 5000, 5000],
      lagMs: 0,
      earlierComments: 0,
      seed: 0,
      cancel: { run: 0, afterMs: 47_000 }
    })
  }, 30_000)

  it('an instruction left waiting while the tracking comment was deleted reaches the job after a post step makes the comment again', async () => {
    await expectPromisesKept({
      maxTurns: 3,
      firstTimeout: '30m',
      comments: [
        { gapMs: 8000, by: 'writer', dispatchMs: 2000, timeout: '30m' },
        { gapMs: 6000, by: 'maintainer', dispatchMs: 11_000, timeout: '3m' },
        { gapMs: 75_000, by: 'maintainer', dispatchMs: 11_000, timeout: '10m' }
      ],
      latency: { minMs: 367, maxMs: 1994 },
      concurrency: false,
      turnMs: [9000, 295_000, 156_000, 92_000, 299_000, 5000, 13_000, 107_000],
      lagMs: 867,
      earlierComments: 4,
      seed: -7,
      cancel: { run: 0, afterMs: 331_000 },
      deletion: { afterMs: 18_000 }
    })
  }, 30_000)

  it('a run cancelled after recording its turn but before the message went out withdraws the turn, and the next run sends what it carried', async () => {
    await expectPromisesKept({
      maxTurns: 3,
      firstTimeout: '30m',
      comments: [
        { gapMs: 8000, by: 'maintainer', dispatchMs: 2000, timeout: '30m' },
        { gapMs: 0, by: 'maintainer', dispatchMs: 11_000, timeout: '3m' },
        { gapMs: 75_000, by: 'maintainer', dispatchMs: 11_000, timeout: '10m' }
      ],
      latency: { minMs: 367, maxMs: 1994 },
      concurrency: false,
      turnMs: [9000, 295_000, 156_000, 92_000, 299_000, 5000, 13_000, 107_000],
      lagMs: 867,
      earlierComments: 4,
      seed: -7,
      cancel: { run: 0, afterMs: 331_000 },
      deletion: { afterMs: 18_000 }
    })
  }, 30_000)

  it('a tracking comment deleted while the run that sent the last turn is cancelled is made again by its post step with every turn', async () => {
    await expectPromisesKept({
      maxTurns: 2,
      firstTimeout: '30m',
      comments: [
        { gapMs: 3000, by: 'reader', dispatchMs: 1000, timeout: '30m' },
        { gapMs: 3000, by: 'writer', dispatchMs: 1000, timeout: '30m' }
      ],
      latency: { minMs: 0, maxMs: 1463 },
      concurrency: false,
      turnMs: [5000, 244_000, 5000, 5000, 5000, 5000, 5000, 5000],
      lagMs: 0,
      earlierComments: 0,
      seed: 1247084001,
      cancel: { run: 2, afterMs: 19_000 },
      deletion: { afterMs: 19_000 }
    })
  }, 30_000)

  it('a run cancelled while its message is on its way never reports the turn before as its own', async () => {
    await expectPromisesKept({
      maxTurns: 2,
      firstTimeout: '30m',
      comments: [
        { gapMs: 0, by: 'reader', dispatchMs: 1000, timeout: '30m' },
        { gapMs: 6000, by: 'writer', dispatchMs: 1000, timeout: '30m' }
      ],
      latency: { minMs: 0, maxMs: 1194 },
      concurrency: false,
      turnMs: [5000, 66_000, 5000, 5000, 5000, 5000, 5000, 5000],
      lagMs: 0,
      earlierComments: 98,
      seed: 649886625,
      cancel: { run: 2, afterMs: 19_000 },
      deletion: { afterMs: 15_000 }
    })
  }, 30_000)
})

// The world itself: these pass, so that a failure above is the product's.
describe('the conversation world', () => {
  const calm: Scenario = {
    maxTurns: 5,
    firstTimeout: '30m',
    // A follow-up long after turn 1 ended, a reader's (never sent), and the sweeper.
    comments: [
      { gapMs: 600_000, by: 'writer', dispatchMs: 5000, timeout: '30m' },
      { gapMs: 300_000, by: 'reader', dispatchMs: 5000, timeout: '30m' }
    ],
    latency: { minMs: 100, maxMs: 900 },
    concurrency: false,
    turnMs: [60_000, 90_000],
    lagMs: 2000,
    earlierComments: 130,
    seed: 42
  }

  it('plays runs one after another that keep every promise, with documented requests only', async () => {
    const github = githubContract()
    const service = openApiContract()
    const c = await playConversation(calm, {
      onGitHubExchange: github.observe,
      onServiceExchange: service.observe
    })
    const broken = brokenPromises(c)
    expect(broken.length === 0 ? '' : told(broken, c)).toBe('')
    expect(c.service.requests.map((t) => [t.kind, t.by])).toEqual([
      ['create', 'run-0'],
      ['message', 'run-1'],
      ['message', 'run-3']
    ])
    expect(c.runs.map((r) => [r.main?.outputs.status, r.main?.outputs['pr-link']])).toEqual([
      ['completed', 'https://github.com/acme/docs/pull/1'],
      ['completed', 'https://github.com/acme/docs/pull/2'],
      [undefined, undefined],
      ['completed', 'https://github.com/acme/docs/pull/3']
    ])
    expect(c.runs[2]!.main?.outputs.skipped).toBe('true')
    // The comments came in pages (130 before the tracking comment).
    expect(c.github.commentsOf(12).length).toBeGreaterThan(100)
    github.assertClean()
    service.expectClean()
  }, 30_000)

  it('plays a scenario alike with the quiet settle and with the clock’s own rounds', async () => {
    const busy: Scenario = {
      ...calm,
      maxTurns: 4,
      comments: [
        { gapMs: 1000, by: 'writer', dispatchMs: 5000, timeout: '3m' },
        { gapMs: 1000, by: 'maintainer', dispatchMs: 2000, timeout: '10m' },
        { gapMs: 1000, by: 'maintainer', dispatchMs: 9000, timeout: '30m' }
      ],
      latency: { minMs: 0, maxMs: 2000 },
      concurrency: true,
      turnMs: [60_000, 5000, 300_000],
      cancel: { run: 0, afterMs: 20_000 },
      deletion: { afterMs: 15_000 }
    }
    const seen = async (settle: 'quiet' | 'rounds') => {
      const c = await playConversation(busy, { settle })
      return {
        story: story(c),
        writes: c.github.writes.map((w) => [w.at, w.by, w.method, w.status]),
        logs: c.runs.map((r) => [r.main?.lines, r.post?.lines])
      }
    }
    const quiet = await seen('quiet')
    expect(quiet).toEqual(await seen('rounds'))
    // GitHub kept one pending run: the second comment's replaced the first's.
    expect(quiet.story).toMatch(/^run-1 .*replaced while pending/m)
  }, 30_000)

  it('deletes the tracking comment only while a run is at work on the job, not one that was cancelled and only ends its report', async () => {
    const c = await playConversation({
      maxTurns: 2,
      firstTimeout: '30m',
      comments: [
        { gapMs: 1000, by: 'reader', dispatchMs: 1000, timeout: '30m' },
        { gapMs: 2000, by: 'reader', dispatchMs: 2000, timeout: '30m' },
        { gapMs: 2000, by: 'writer', dispatchMs: 1000, timeout: '30m' }
      ],
      latency: { minMs: 0, maxMs: 1445 },
      concurrency: false,
      turnMs: [5000, 202_000, 5000, 5000, 5000, 5000, 5000, 5000],
      lagMs: 0,
      earlierComments: 0,
      seed: -1,
      cancel: { run: 3, afterMs: 94_000 },
      deletion: { afterMs: 96_000 }
    })
    expect(c.deletion).toBeUndefined()
    const broken = brokenPromises(c)
    expect(broken.length === 0 ? '' : told(broken, c)).toBe('')
  }, 30_000)

  it('gives steps at once their own log, outputs and state', async () => {
    // isolateSteps() is in force (useConversationWorld): a second one is refused.
    expect(() => isolateSteps()).toThrow('already')
    const { concurrentStep } = await import('../support/concurrent-steps.js')
    const core = await import('@actions/core')
    const step = (name: string, ticks: number) =>
      concurrentStep(async () => {
        for (let i = 0; i < ticks; i++) {
          core.info(`${name} ${i}`)
          await new Promise((resolve) => setImmediate(resolve))
        }
        core.setOutput('name', name)
        core.saveState('who', name)
      })
    const [a, b] = await Promise.all([step('a', 3), step('b', 2)])
    expect([a.lines, a.outputs, a.state]).toEqual([
      ['a 0', 'a 1', 'a 2'],
      { name: 'a' },
      { who: 'a' }
    ])
    expect([b.lines, b.outputs, b.state]).toEqual([['b 0', 'b 1'], { name: 'b' }, { who: 'b' }])
  })
})
