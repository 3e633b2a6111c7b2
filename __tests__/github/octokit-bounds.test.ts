// Octokit as loadOctokit makes it (its bounds hook and its retry plugin), on the run's clock: a
// GitHub call that fails transiently is made again after the retry plugin's wait, and that wait
// is time like every other, taken from the run's Clock (api/clock.ts), so that the virtual clock
// of the in-process tests sees it and the call bound (BOUNDS.githubCallTimeoutMs) counts it.
import { beforeAll, describe, expect, it } from '@jest/globals'
import { BOUNDS } from '../../src/bounds.js'
import { gitHubStandIn } from '../support/in-process.js'
import { octokitOn } from '../support/octokit.js'
import { VirtualClock } from '../support/virtual-clock.js'

const TOKEN = 'ghs_octokit_bounds_0123456789'

beforeAll(async () => {
  await import('@actions/github')
  await import('@octokit/plugin-retry')
  await import('@octokit/plugin-throttling')
})

describe('a GitHub call that fails once', () => {
  it('is made again after the retry wait, on the run’s clock, within the call’s bound', async () => {
    const clock = new VirtualClock()
    let creates = 0
    // GitHub answers the first create 502 (a transient fault the retry plugin repeats), then
    // takes the comment.
    const github = gitHubStandIn(clock, ({ method }) =>
      method === 'POST' && creates++ === 0
        ? { status: 502, body: { message: 'Server Error' } }
        : { status: 0 }
    )
    const octokit = await octokitOn(clock, github, { token: TOKEN })
    const t0 = clock.now()
    const created = await clock.run(
      octokit.rest.issues.createComment({ owner: 'acme', repo: 'docs', issue_number: 7, body: 'x' })
    )
    expect(created.status).toBe(201)
    expect(github.comments).toHaveLength(1)
    const posts = github.exchanges.filter((e) => e.method === 'POST').map((e) => e.at - t0)
    // The retry plugin waits 1 s before its first retry; the wait is on the clock.
    expect(posts).toEqual([0, 1000])
    expect(clock.now() - t0).toBe(1000)
  })

  it('that keeps failing is tried three times in all, 1 s then 4 s apart, and then fails with GitHub’s status', async () => {
    expect([BOUNDS.githubRetryBaseMs, BOUNDS.githubRetries]).toEqual([1000, 2])
    const clock = new VirtualClock()
    const github = gitHubStandIn(clock, () => ({ status: 502, body: { message: 'Server Error' } }))
    const octokit = await octokitOn(clock, github, { token: TOKEN })
    const t0 = clock.now()
    const error = await clock
      .run(
        octokit.rest.issues.createComment({
          owner: 'acme',
          repo: 'docs',
          issue_number: 7,
          body: 'x'
        })
      )
      .catch((caught: unknown) => caught)
    expect((error as { status?: number }).status).toBe(502)
    expect(github.exchanges.map((e) => e.at - t0)).toEqual([0, 1000, 5000])
    expect(clock.now() - t0).toBe(5000)
  })

  it('asked for after the step was cancelled is not sent, and says so', async () => {
    const clock = new VirtualClock()
    const github = gitHubStandIn(clock)
    const cancel = new AbortController()
    cancel.abort(new Error('received SIGINT'))
    const octokit = await octokitOn(clock, github, { token: TOKEN, signal: cancel.signal })
    await expect(
      clock.run(
        octokit.rest.issues.createComment({
          owner: 'acme',
          repo: 'docs',
          issue_number: 7,
          body: 'x'
        })
      )
    ).rejects.toThrow('GitHub did not answer: the step was cancelled.')
    expect(github.exchanges).toEqual([])
  })
})
