// The post step's bound, with its real value, in-process on a virtual clock: Octokit (its bounds
// hook, its retry plugin) talking to an in-memory GitHub that answers slowly.
import { beforeAll, describe, expect, it } from '@jest/globals'
import { BOUNDS } from '../../src/bounds.js'
import { commentBody } from '../../src/github/comment-render.js'
import { placeOf } from '../../src/github/find-comment.js'
import { decodeLedger, encodeLedger } from '../../src/github/ledger.js'
import { MarkerKey } from '../../src/github/marker.js'
import { loadOctokit, type GitHubBounds } from '../../src/github/octokit.js'
import { State, type SavedConversation } from '../../src/github/state.js'
import { closeComment } from '../../src/post/close-comment.js'
import { closeCheck } from '../../src/post/close-check.js'
import { stopped } from '../../src/github/docs-check.js'
import { asStep, gitHubStandIn } from '../support/in-process.js'
import { VirtualClock } from '../support/virtual-clock.js'
import { FIRST_TURN, WORKING } from '../support/comment-view.js'

const KEY = 'mint_post_step_test_key_0123456789'
const TOKEN = 'ghs_post_step_test_token_0123456789'

beforeAll(async () => {
  await import('@actions/github')
  await import('@octokit/plugin-retry')
  await import('@octokit/plugin-throttling')
})

const SAVED: SavedConversation = {
  repository: 'acme/docs',
  issueNumber: 7,
  jobId: 'job_1',
  claim: 'claim_1',
  turns: FIRST_TURN.turns
}

/** The post step's environment: its inputs, what the main step saved (`state`), the repository. */
const postEnv = (state: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
  'INPUT_API-KEY': KEY,
  'INPUT_GITHUB-TOKEN': TOKEN,
  ...state,
  GITHUB_REPOSITORY: 'acme/docs',
  GITHUB_API_URL: 'https://api.github.com'
})

/** What the post step runs on: `clock`, `env`, and Octokit whose requests `github` answers. */
const postDeps = (
  clock: VirtualClock,
  env: NodeJS.ProcessEnv,
  github: { fetch: typeof fetch }
) => ({
  clock,
  env,
  loadOctokit: (token: string, bounds: GitHubBounds) =>
    loadOctokit(token, bounds, env, github.fetch)
})

describe('the post step', () => {
  it('ends within 20 s in all, however slowly GitHub answers each call', async () => {
    expect(BOUNDS.postStepMs).toBe(20_000)
    const clock = new VirtualClock()
    // Every answer takes 8 s: under the 15 s of one call, so only the step's own bound can
    // stop the third call (the update, at 16 s) at 20 s.
    const github = gitHubStandIn(clock, () => ({ status: 0, delayMs: 8000 }))
    const markers = new MarkerKey(KEY)
    github.comments.push({
      id: 100,
      issue: 7,
      body: commentBody(WORKING, markers, placeOf({ owner: 'acme', repo: 'docs' }, 7), FIRST_TURN)
    })
    // The main step was killed before it learnt the comment's id: found by its marker.
    const env = postEnv({
      [`STATE_${State.CommentView}`]: JSON.stringify(WORKING),
      [`STATE_${State.Conversation}`]: JSON.stringify(SAVED)
    })
    const t0 = clock.now()
    let error: unknown
    const step = await asStep(() =>
      clock
        .run(closeComment(new AbortController().signal, postDeps(clock, env, github)))
        .catch((thrown: unknown) => void (error = thrown))
    )
    // Who the token is, the comments (for the marker), then the comment read before the update.
    expect(github.exchanges.map((e) => [e.method, e.at - t0])).toEqual([
      ['GET', 0],
      ['GET', 8000],
      ['GET', 16_000]
    ])
    // Unread, the comment is left as it is: it may hold what other runs recorded since.
    expect(error).toBeUndefined()
    expect(
      step.lines.some((l) => l.startsWith('::warning::Could not update tracking comment 100'))
    ).toBe(true)
    expect(clock.now() - t0).toBe(20_000)
  })

  it('after the runner’s cancel, its GitHub calls get the 3 s cancel grace, not the step’s 20 s', async () => {
    expect(BOUNDS.cancelGraceMs).toBe(3000)
    const clock = new VirtualClock()
    // GitHub never answers anything.
    const github = gitHubStandIn(clock, () => 'stall')
    const env = postEnv({
      [`STATE_${State.CommentView}`]: JSON.stringify(WORKING),
      [`STATE_${State.Conversation}`]: JSON.stringify(SAVED),
      [`STATE_${State.CommentId}`]: '100'
    })
    const t0 = clock.now()
    const cancel = new AbortController()
    void clock.sleep(2000).then(() => cancel.abort(new Error('received SIGTERM')))
    let error: unknown
    await asStep(() =>
      clock
        .run(closeComment(cancel.signal, postDeps(clock, env, github)))
        .catch((thrown: unknown) => void (error = thrown))
    )
    expect(github.exchanges.map((e) => [e.method, e.at - t0])).toEqual([['GET', 0]])
    expect(error).toBeUndefined()
    expect(github.exchanges.some((e) => e.method === 'PATCH')).toBe(false)
    expect(clock.now() - t0).toBe(2000 + 3000)
  })

  it('makes a deleted tracking comment again with every turn and where the conversation was read up to, as the main step last knew them', async () => {
    const clock = new VirtualClock()
    // Comment 100 was deleted: the stand-in has none.
    const github = gitHubStandIn(clock, () => ({ status: 0, delayMs: 300 }))
    const env = postEnv({
      [`STATE_${State.CommentView}`]: JSON.stringify(WORKING),
      // The main step knew turn 1, another run's, and had read the conversation up to 4321.
      [`STATE_${State.Conversation}`]: JSON.stringify({
        ...SAVED,
        turns: [{ ...FIRST_TURN.turns[0]!, n: 2, run: '7002' }],
        ledger: encodeLedger({
          turns: [
            { ...FIRST_TURN.turns[0]!, result: 'completed', run: '7001' },
            { ...FIRST_TURN.turns[0]!, n: 2, run: '7002' }
          ],
          upTo: 4321,
          waiting: []
        })
      }),
      [`STATE_${State.CommentId}`]: '100'
    })
    await asStep(() =>
      clock.run(closeComment(new AbortController().signal, postDeps(clock, env, github)))
    )
    expect(github.exchanges.map((e) => e.method)).toContain('POST')
    const made = github.comments.at(-1)
    const marker = new MarkerKey(KEY).verify(
      made?.body ?? '',
      placeOf({ owner: 'acme', repo: 'docs' }, 7)
    )
    const ledger = decodeLedger(marker?.turns)
    expect(ledger.upTo).toBe(4321)
    expect(ledger.turns.map((t) => [t.n, t.result])).toEqual([
      [1, 'completed'],
      [2, 'cancelled']
    ])
  })

  it('sets the docs check the main step could not: a step stopped while it showed the agent at work ends it as stopped, not pending', async () => {
    const clock = new VirtualClock()
    const github = gitHubStandIn(clock, () => ({ status: 0, delayMs: 300 }))
    const sha = 'c'.repeat(40)
    const run = 'https://github.com/acme/docs/actions/runs/7'
    const env = postEnv({
      [`STATE_${State.Check}`]: JSON.stringify({
        repository: 'acme/docs',
        sha,
        context: 'docs',
        view: stopped(run)
      })
    })
    await asStep(() =>
      clock.run(closeCheck(new AbortController().signal, postDeps(clock, env, github)))
    )
    const posted = github.exchanges.filter((e) => e.method === 'POST')
    expect(posted.map((e) => [e.path, e.body])).toEqual([
      [
        `/repos/acme/docs/statuses/${sha}`,
        {
          state: 'error',
          context: 'docs',
          description: 'The run was stopped before the docs job ended: re-run the workflow.',
          target_url: run
        }
      ]
    ])
    // Set once the main step set it: nothing to do.
    const done = { ...env, [`STATE_${State.Check}`]: '' }
    const before = github.exchanges.length
    await asStep(() => clock.run(closeCheck(new AbortController().signal, { clock, env: done })))
    expect(github.exchanges.length).toBe(before)
  })
})
