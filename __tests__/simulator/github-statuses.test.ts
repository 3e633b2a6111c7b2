// The simulator's GitHub takes commit statuses (simulator/github-statuses.ts), so that a run
// pointed at /_sim/github sets its docs check as on GitHub: through Octokit, each exchange held to
// GitHub's REST description, refusals GitHub's 422. (The labels the docs check reads:
// github-pull-state.test.ts.)
import { describe, expect, it } from '@jest/globals'
import { checkGitHubExchange } from '../support/github-contract.js'
import { useSimGitHub } from '../support/sim-github.js'

const SHA = 'a'.repeat(40)
const T0 = Date.UTC(2026, 0, 5, 9, 0, 0)
const repo = { owner: 'acme', repo: 'docs' }
const world = useSimGitHub(T0)
const { exchanges, octokit } = world

describe("the simulator's GitHub: commit statuses", () => {
  it('keeps the statuses set, in order, and answers each as GitHub does', async () => {
    const { data, status } = await octokit().rest.repos.createCommitStatus({
      ...repo,
      sha: SHA,
      state: 'pending',
      context: 'docs-check',
      description: 'The docs agent is at work.',
      target_url: 'http://127.0.0.1:4010/run/1'
    })
    expect(status).toBe(201)
    expect(data).toMatchObject({
      state: 'pending',
      context: 'docs-check',
      url: `https://api.github.com/repos/acme/docs/statuses/${SHA}`,
      creator: { login: 'github-actions[bot]', type: 'Bot' }
    })
    await octokit().rest.repos.createCommitStatus({ ...repo, sha: SHA, state: 'success' })
    expect(world.sim.statuses()).toEqual([
      {
        repository: 'acme/docs',
        sha: SHA,
        context: 'docs-check',
        state: 'pending',
        description: 'The docs agent is at work.',
        target_url: 'http://127.0.0.1:4010/run/1',
        order: 1,
        created_at: '2026-01-05T09:00:00Z'
      },
      expect.objectContaining({ context: 'default', state: 'success', description: null, order: 2 })
    ])
    expect(await (await fetch(`${world.sim.url}/_sim/statuses`)).json()).toEqual(
      world.sim.statuses()
    )
    expect(exchanges).toHaveLength(2)
    for (const exchange of exchanges) expect(checkGitHubExchange(exchange)).toEqual([])
    world.sim.reset()
    expect(world.sim.statuses()).toEqual([])
  })

  it('refuses with 422 a description over 140 characters, a state out of the list, no commit', async () => {
    const set = (fields: { sha?: string; state?: string; description?: string }) =>
      octokit().rest.repos.createCommitStatus({
        ...repo,
        sha: fields.sha ?? SHA,
        state: (fields.state ?? 'success') as 'success',
        description: fields.description
      })
    await expect(set({ description: 'x'.repeat(141) })).rejects.toMatchObject({
      status: 422,
      response: {
        data: {
          message: 'Validation Failed',
          errors: [
            {
              field: 'description',
              message: 'description is too long (maximum is 140 characters)'
            }
          ]
        }
      }
    })
    await expect(set({ sha: 'main' })).rejects.toMatchObject({
      status: 422,
      response: { data: { message: 'No commit found for SHA: main' } }
    })
    await set({ description: 'x'.repeat(140) })
    await set({ sha: 'b'.repeat(64) })
    expect(exchanges).toHaveLength(4)
    for (const exchange of exchanges) expect(checkGitHubExchange(exchange)).toEqual([])

    await expect(set({ state: 'cancelled' })).rejects.toMatchObject({
      status: 422,
      response: { data: { errors: [{ field: 'state' }] } }
    })
    expect(world.sim.statuses().map((s) => s.sha)).toEqual([SHA, 'b'.repeat(64)])
  })
})
