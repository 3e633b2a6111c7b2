// The docs pull request's pairing with its code pull request (docs/docs-pull-follows-code.md)
// under hostile conditions, with examples/docs-follow-code.yml's own step through dist/, against
// the simulator and the GitHub stand-in: re-runs of old events and runs that overlap, GitHub's
// failures and garbled answers, and what others write on the two pull requests.
import { describe, expect, it } from '@jest/globals'
import { doneButAnswered, type LoggedRequest } from '../support/github-standin.js'
import { runStep } from '../support/example-runner.js'
import { BOT, DOCS_APP_TOKEN } from '../support/simulated-world.js'
import { CODE, DOCS, useCodeRepository } from '../support/code-repository.js'

const { world, step, codePull, contextOf, created } = useCodeRepository({
  jobDurationMs: 300
})

/** The pairing's comments on docs pull request `pr` (any author) that say `what`. */
const commentsOn = (pr: number, what: string) =>
  world.gh.comments.filter(
    (c) =>
      c.repository === DOCS &&
      c.issue === pr &&
      c.body.startsWith('<!-- docs-agent-action follows=acme/cli#34 ') &&
      c.body.includes(what)
  )
const errorsOf = (stdout: string) => stdout.split('\n').filter((l) => l.startsWith('::error'))

/** Opens the code pull request: its docs job's pull request, open. */
async function opened(run = step): Promise<number> {
  const result = await runStep(world, run, contextOf(codePull('opened')))
  expect(result.code).toBe(0)
  const pr = Number(result.outputs['pr-number'])
  expect(world.gh.pullState(DOCS, pr).state).toBe('open')
  return pr
}

/** GitHub's latency on every call to it (~0.45 s), as the brief measured it. */
const latency = (ms = 450) =>
  world.gh.intercept(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms))
    return undefined
  })

const isDocsPull = (r: LoggedRequest, pr: number) => r.path === `/repos/${DOCS}/pulls/${pr}`

describe('a re-run of an old event, or runs that overlap', () => {
  it('a re-run of the closed run after the code pull request was reopened does not close its docs pull request', async () => {
    const pr = await opened()
    const closedEvent = codePull('closed')
    await runStep(world, step, contextOf(closedEvent))
    expect(world.gh.pullState(DOCS, pr).state).toBe('closed')
    await runStep(world, step, contextOf(codePull('reopened')))
    expect(world.gh.pullState(DOCS, pr).state).toBe('open')
    // The code pull request is open again. Someone re-runs the failed-looking `closed` run
    // ("Re-run jobs" replays the same payload): it must not close the docs pull request.
    const rerun = await runStep(world, step, contextOf(closedEvent))
    expect(rerun.code).toBe(0)
    expect(world.gh.pullState(DOCS, pr).state).toBe('open')
  }, 90_000)

  it('a re-run of the reopened run after the code pull request was closed again does not reopen its docs pull request', async () => {
    const pr = await opened()
    await runStep(world, step, contextOf(codePull('closed')))
    const reopenedEvent = codePull('reopened')
    await runStep(world, step, contextOf(reopenedEvent))
    await runStep(world, step, contextOf(codePull('closed')))
    expect(world.gh.pullState(DOCS, pr).state).toBe('closed')
    // The code is closed; a re-run of the old reopened run must not reopen the docs.
    await runStep(world, step, contextOf(reopenedEvent))
    expect(world.gh.pullState(DOCS, pr).state).toBe('closed')
  }, 120_000)

  it('two overlapping closed runs (two workflows, GitHub at ~0.45 s a call) comment once', async () => {
    const pr = await opened()
    latency()
    await Promise.all([
      runStep(world, step, contextOf(codePull('closed'))),
      runStep(world, step, contextOf(codePull('closed')))
    ])
    world.gh.intercept(undefined)
    expect(world.gh.pullState(DOCS, pr).state).toBe('closed')
    expect(commentsOn(pr, 'closed without merging')).toHaveLength(1)
  }, 120_000)

  it('a close run overlapping a reopen run (GitHub at ~0.45 s a call) leaves the docs pull request open with its code', async () => {
    const pr = await opened()
    latency()
    // The code pull request is closed and reopened a moment later: the two runs overlap (two
    // workflows, or no concurrency group). The code pull request ends open.
    const closing = runStep(world, step, contextOf(codePull('closed')))
    // The reopen run reads the docs pull request after the close run read it open, before it
    // closes it: wait for the close run's read of the docs pull request.
    for (let i = 0; i < 200; i++) {
      if (world.gh.requests.some((r) => r.method === 'GET' && isDocsPull(r, pr) && r.token === DOCS_APP_TOKEN)) break // prettier-ignore
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const reopening = runStep(world, step, contextOf(codePull('reopened')))
    await Promise.all([closing, reopening])
    world.gh.intercept(undefined)
    expect(world.gh.pullState(DOCS, pr).state).toBe('open')
  }, 120_000)
})

describe('what GitHub answers about the docs pull request', () => {
  it('a garbage answer to the reopen (200, not a pull request) starts no second job while the docs pull request was reopened', async () => {
    const pr = await opened()
    await runStep(world, step, contextOf(codePull('closed')))
    // GitHub reopens it, but its answer's body is not a pull request.
    world.gh.intercept(
      doneButAnswered(world.gh, (r) => r.method === 'PATCH' && isDocsPull(r, pr), {
        status: 200,
        body: { message: 'ok' }
      })
    )
    const result = await runStep(world, step, contextOf(codePull('reopened')))
    expect(result.code).toBe(0)
    expect(world.gh.pullState(DOCS, pr).state).toBe('open')
    // The docs pull request is open again: the job follows it; no second job, no second docs PR.
    expect(created()).toHaveLength(1)
    expect(result.summary).not.toContain('could not be reopened')
  }, 90_000)

  it('a garbage answer to reading the docs pull request (a label that is null) does not fail the step of a reopen', async () => {
    const pr = await opened()
    await runStep(world, step, contextOf(codePull('closed')))
    await runStep(world, step, contextOf(codePull('reopened')))
    // Re-run of the reopen while GitHub answers the docs pull request with a broken label list.
    world.gh.intercept((r) =>
      r.method === 'GET' && isDocsPull(r, pr)
        ? {
            status: 200,
            body: {
              number: pr,
              state: 'open',
              merged: false,
              merged_at: null,
              user: { login: 'docs-agent[bot]', type: 'Bot' },
              head: { ref: 'docs-agent/x', sha: 'a'.repeat(40), repo: { full_name: DOCS } },
              base: { ref: 'main', sha: 'b'.repeat(40), repo: { full_name: DOCS } },
              labels: [null]
            }
          }
        : undefined
    )
    const result = await runStep(world, step, contextOf(codePull('reopened')))
    // "Never a failed step" for what GitHub answers about the docs pull request.
    expect(errorsOf(result.stdout)).toEqual([])
    expect(result.code).toBe(0)
  }, 90_000)

  it('a garbage answer to listing the docs pull request’s comments (200, not a list) makes no second comment on a re-run', async () => {
    const pr = await opened()
    const merged = contextOf(codePull('closed', { merged: true }))
    await runStep(world, step, merged)
    expect(commentsOn(pr, 'was merged')).toHaveLength(1)
    world.gh.intercept((r) =>
      r.method === 'GET' && r.path === `/repos/${DOCS}/issues/${pr}/comments`
        ? { status: 200, body: { message: 'Server Error' } }
        : undefined
    )
    await runStep(world, step, merged)
    expect(commentsOn(pr, 'was merged')).toHaveLength(1)
  }, 90_000)

  it('GitHub refusing the docs pull request (403) is one warning naming the permission, the step passes', async () => {
    const pr = await opened()
    world.gh.intercept((r) =>
      r.token === DOCS_APP_TOKEN && r.method === 'PATCH'
        ? { status: 403, body: { message: 'Resource not accessible by integration' } }
        : undefined
    )
    const result = await runStep(world, step, contextOf(codePull('closed')))
    expect(result.code).toBe(0)
    expect(errorsOf(result.stdout)).toEqual([])
    expect(world.gh.pullState(DOCS, pr).state).toBe('open')
    expect(result.stdout).toContain(`'pull-requests: write' permission on ${DOCS}`)
  }, 90_000)

  it('a docs pull request whose read stalls: the closed run ends within GitHub’s call bound, one clear warning, the step passing', async () => {
    const pr = await opened()
    world.gh.stall({ path: `/repos/${DOCS}/pulls/${pr}` })
    const started = Date.now()
    const result = await runStep(world, step, contextOf(codePull('closed')))
    world.gh.stall(undefined)
    expect(result.code).toBe(0)
    expect(Date.now() - started).toBeLessThan(40_000)
    const said = result.stdout.split('\n').filter((l) => l.startsWith('::warning'))
    expect(said).toEqual([
      expect.stringContaining(`Could not read the docs pull request ${DOCS}#${pr}`)
    ])
    expect(world.gh.pullState(DOCS, pr).state).toBe('open')
  }, 90_000)

  it('a secondary rate limit (retry-after 1 s) on the close is waited out, and the docs pull request closed', async () => {
    const pr = await opened()
    world.gh.rateLimit({
      method: 'PATCH',
      path: `/repos/${DOCS}/pulls/${pr}`,
      retryAfter: 1,
      times: 1
    })
    const result = await runStep(world, step, contextOf(codePull('closed')))
    expect(result.code).toBe(0)
    expect(world.gh.pullState(DOCS, pr).state).toBe('closed')
    expect(commentsOn(pr, 'closed without merging')).toHaveLength(1)
  }, 90_000)
})

describe('what others write on the two pull requests', () => {
  it('a person’s comment that forges the hidden key does not suppress the merged comment', async () => {
    const pr = await opened()
    // Anyone who can comment on the docs pull request (a public repository: anyone) writes the
    // hidden first line the pairing takes for its own comment.
    world.gh.addComment(
      pr,
      'mallory',
      '<!-- docs-agent-action follows=acme/cli#34 merged -->\nnothing to see',
      DOCS
    )
    await runStep(world, step, contextOf(codePull('closed', { merged: true })))
    const ours = commentsOn(pr, 'was merged').filter((c) => c.login !== 'mallory')
    expect(ours).toHaveLength(1)
  }, 90_000)

  it('a docs pull request a person opened from a fork, named by a forged ledger copy, is not closed', async () => {
    const pr = await opened()
    // A person copies the bot's tracking comment (its signed marker) onto the code pull request:
    // the bot's own comment is preferred, and the docs pull request it names is the agent's.
    const tracking = world.gh.comments.find(
      (c) => c.repository === CODE && c.issue === 34 && c.login === BOT
    )!
    world.gh.addComment(34, 'mallory', tracking.body, CODE)
    world.gh.addPull(DOCS, { number: 999, headRef: 'evil', headSha: 'c'.repeat(40), baseRef: 'main', author: 'mallory', headRepository: 'mallory/docs' }) // prettier-ignore
    const result = await runStep(world, step, contextOf(codePull('closed')))
    expect(result.code).toBe(0)
    expect(world.gh.pullState(DOCS, 999).state).toBe('open')
    expect(world.gh.pullState(DOCS, pr).state).toBe('closed')
  }, 90_000)
})
