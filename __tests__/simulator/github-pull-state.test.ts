// The simulator's GitHub keeps what a docs pull request following its code pull request needs
// (simulator/github-labels.ts, simulator/github-pull-state.ts): labels on issues and pull requests,
// added, listed and taken off, and pull requests closed and reopened, with GitHub's refusals to
// reopen a merged one or one whose head branch is gone. Through Octokit, as a run pointed at
// /_sim/github talks to it, each exchange held to GitHub's REST description.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { startSimulator, type Simulator } from '../../simulator/server.js'
import { checkGitHubExchange, type GitHubExchange } from '../support/github-contract.js'
import { simGitHubOctokit } from '../support/sim-github.js'

const T0 = Date.UTC(2026, 0, 5, 9, 0, 0)
const repo = { owner: 'acme', repo: 'docs' }
let clock = T0
let sim: Simulator
let exchanges: GitHubExchange[]

beforeAll(async () => {
  sim = await startSimulator({ now: () => clock, jobDurationMs: 1000, rateLimit: false })
})
afterAll(async () => {
  await sim.close()
})
beforeEach(() => {
  sim.reset()
  clock = T0
  exchanges = []
})

const octokit = () => simGitHubOctokit(sim.url, exchanges)

/** Every exchange so far passes GitHub's REST description. */
function expectGitHubShapes(): void {
  expect(exchanges.length).toBeGreaterThan(0)
  for (const exchange of exchanges) expect(checkGitHubExchange(exchange)).toEqual([])
}

/** A job's pull request, opened: its number and head branch. */
async function openPull(): Promise<{ number: number; headRef: string }> {
  await fetch(`${sim.url}/v2/agent/demo/job`, {
    method: 'POST',
    headers: { authorization: 'Bearer mint_pull_state', 'content-type': 'application/json' },
    body: JSON.stringify({ prompt: 'Document the API' })
  })
  clock += 1000
  const [pull] = sim.pulls()
  if (!pull) throw new Error('The job opened no pull request')
  return { number: pull.number, headRef: pull.headRef }
}

/** GitHub's 422 on reopening, naming the state and why. */
const refusedReopen = (why: string | RegExp) => ({
  status: 422,
  response: {
    data: {
      message: 'Validation Failed',
      errors: [{ resource: 'PullRequest', code: 'custom', field: 'state', message: expect.stringMatching(why) }], // prettier-ignore
      documentation_url: 'https://docs.github.com/rest/pulls/pulls#update-a-pull-request'
    }
  }
})

describe("the simulator's GitHub: labels of issues and pull requests", () => {
  it('keeps the labels added, shows them on the pull request, and takes one off answering the labels left', async () => {
    const { number } = await openPull()
    const where = { ...repo, issue_number: number }
    await octokit().rest.issues.addLabels({ ...where, labels: ['docs', 'waiting-for-code'] })
    const { data: added } = await octokit().rest.issues.addLabels({ ...where, labels: ['DOCS', 'agent'] }) // prettier-ignore
    expect(added.map((label) => label.name)).toEqual(['docs', 'waiting-for-code', 'agent'])
    const { data: listed } = await octokit().rest.issues.listLabelsOnIssue({ ...where, per_page: 100 }) // prettier-ignore
    expect(listed).toEqual(added)
    expect(listed[0]).toMatchObject({
      name: 'docs',
      url: 'https://api.github.com/repos/acme/docs/labels/docs'
    })
    const { data: pull } = await octokit().rest.pulls.get({ ...repo, pull_number: number })
    expect(pull.labels.map((label) => label.name)).toEqual(['docs', 'waiting-for-code', 'agent'])

    const { data: left } = await octokit().rest.issues.removeLabel({ ...where, name: 'Waiting-For-Code' }) // prettier-ignore
    expect(left.map((label) => label.name)).toEqual(['docs', 'agent'])
    expect(sim.pullState('acme/docs', number).labels).toEqual(['docs', 'agent'])
    expect((await octokit().rest.pulls.get({ ...repo, pull_number: number })).data.labels).toHaveLength(2) // prettier-ignore
    expectGitHubShapes()
  })

  it('answers GitHub\'s 404 "Label does not exist" for a label the issue does not carry', async () => {
    await octokit().rest.issues.addLabels({ ...repo, issue_number: 7, labels: ['a label/with a slash'] }) // prettier-ignore
    await expect(
      octokit().rest.issues.removeLabel({ ...repo, issue_number: 7, name: 'waiting-for-code' })
    ).rejects.toMatchObject({
      status: 404,
      response: {
        data: {
          message: 'Label does not exist',
          documentation_url:
            'https://docs.github.com/rest/issues/labels#remove-a-label-from-an-issue'
        }
      }
    })
    // An issue that is no pull request takes labels too, any name; other numbers have none.
    const { data } = await octokit().rest.issues.removeLabel({ ...repo, issue_number: 7, name: 'a label/with a slash' }) // prettier-ignore
    expect(data).toEqual([])
    expect((await octokit().rest.issues.listLabelsOnIssue({ ...repo, issue_number: 8 })).data).toEqual([]) // prettier-ignore
    expectGitHubShapes()
  })

  it("pages the labels by per_page and page, and refuses with GitHub's 422 labels that are not names", async () => {
    await octokit().rest.issues.addLabels({ ...repo, issue_number: 7, labels: ['a', 'b', 'c'] })
    const page = (per_page: number, page: number) =>
      octokit().rest.issues.listLabelsOnIssue({ ...repo, issue_number: 7, per_page, page })
    expect((await page(2, 2)).data.map((label) => label.name)).toEqual(['c'])
    expect((await page(2, 3)).data).toEqual([])
    expectGitHubShapes()
    const refused = await fetch(`${sim.url}/_sim/github/repos/acme/docs/issues/7/labels`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ labels: [42] })
    })
    expect(refused.status).toBe(422)
    expect(await refused.json()).toMatchObject({ message: 'Validation Failed' })
  })

  it('forgets the labels with a reset', async () => {
    await octokit().rest.issues.addLabels({ ...repo, issue_number: 7, labels: ['docs'] })
    sim.reset()
    expect(sim.pullState('acme/docs', 7).labels).toEqual([])
  })
})

describe("the simulator's GitHub: a pull request closed and reopened", () => {
  const update = (pull_number: number, state: 'open' | 'closed') =>
    octokit().rest.pulls.update({ ...repo, pull_number, state })

  it('closes and reopens it, answering it as pulls/get does with its state and closed_at', async () => {
    const { number } = await openPull()
    clock += 60_000
    const { data: closed } = await update(number, 'closed')
    expect(closed).toMatchObject({ number, state: 'closed', closed_at: '2026-01-05T09:01:01Z', merged: false, merged_at: null }) // prettier-ignore
    expect((await octokit().rest.pulls.get({ ...repo, pull_number: number })).data).toMatchObject({ state: 'closed', closed_at: '2026-01-05T09:01:01Z' }) // prettier-ignore
    clock += 60_000
    // Closing it again leaves it as it is.
    expect((await update(number, 'closed')).data.closed_at).toBe('2026-01-05T09:01:01Z')
    expect(sim.pullState('acme/docs', number)).toEqual({
      labels: [],
      state: 'closed',
      closedAt: '2026-01-05T09:01:01Z',
      mergeCommit: null,
      headDeleted: false,
      requestedReviewers: [],
      requestedTeams: []
    })

    const { data: reopened } = await update(number, 'open')
    expect(reopened).toMatchObject({ state: 'open', closed_at: null })
    expect((await update(number, 'open')).data.state).toBe('open')
    expect(sim.pullState('acme/docs', number)).toMatchObject({ state: 'open', closedAt: null })
    expectGitHubShapes()
  })

  it('answers 404 to closing a pull request no job opened', async () => {
    const { number } = await openPull()
    await expect(update(number + 1, 'closed')).rejects.toMatchObject({ status: 404 })
    expect(() => sim.deleteHeadBranch('acme/docs', number + 1)).toThrow(
      `No job opened pull request acme/docs#${number + 1}`
    )
    expectGitHubShapes()
  })

  it('refuses with 422 to reopen a merged pull request (sim.mergePull), and shows it merged', async () => {
    const { number } = await openPull()
    sim.mergePull('acme/docs', number, 'c'.repeat(40))
    const { data } = await octokit().rest.pulls.get({ ...repo, pull_number: number })
    expect(data).toMatchObject({
      state: 'closed',
      merged: true,
      merged_at: '2026-01-05T09:00:01Z',
      closed_at: '2026-01-05T09:00:01Z',
      merge_commit_sha: 'c'.repeat(40)
    })
    await expect(update(number, 'open')).rejects.toMatchObject(refusedReopen(/merged/))
    expect((await update(number, 'closed')).data).toMatchObject({ state: 'closed', merged: true })
    expect(() => sim.mergePull('acme/docs', number)).toThrow('GitHub merges only an open one')
    expectGitHubShapes()
  })

  it('refuses with 422 to reopen one whose head branch was deleted (sim.deleteHeadBranch), which closes it when open', async () => {
    const { number, headRef } = await openPull()
    sim.deleteHeadBranch('acme/docs', number)
    expect(sim.pullState('acme/docs', number)).toMatchObject({ state: 'closed', closedAt: '2026-01-05T09:00:01Z', headDeleted: true }) // prettier-ignore
    expect((await octokit().rest.pulls.get({ ...repo, pull_number: number })).data.state).toBe('closed') // prettier-ignore
    await expect(update(number, 'open')).rejects.toMatchObject(
      refusedReopen(`state cannot be changed. The ${headRef} branch has been deleted.`)
    )
    expect(sim.pullState('acme/docs', number).state).toBe('closed')
    expectGitHubShapes()
  })

  it('merges a pull request and deletes its head branch over HTTP, as a person on GitHub does', async () => {
    const { number } = await openPull()
    const post = (act: string, body?: unknown) =>
      fetch(`${sim.url}/_sim/pulls/acme/docs/${number}/${act}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body)
      })
    expect((await post('merge', { mergeCommit: 'd'.repeat(40) })).status).toBe(204)
    expect(sim.pullState('acme/docs', number)).toMatchObject({ state: 'closed', mergeCommit: 'd'.repeat(40) }) // prettier-ignore
    expect((await post('delete-head-branch')).status).toBe(204)
    expect(sim.pullState('acme/docs', number).headDeleted).toBe(true)
    const again = await post('merge')
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({
      error: expect.stringContaining('merges only an open one')
    })
    const none = await fetch(`${sim.url}/_sim/pulls/acme/docs/${number + 1}/merge`, { method: 'POST' }) // prettier-ignore
    expect(none.status).toBe(404)
    sim.reset()
    expect(sim.pullState('acme/docs', number)).toMatchObject({ state: 'open', mergeCommit: null, headDeleted: false }) // prettier-ignore
  })
})

describe("the simulator's GitHub: reviews asked of a pull request", () => {
  it('keeps the reviewers and teams asked (pr-reviewers), each once in any case, and shows them on the pull request', async () => {
    const { number } = await openPull()
    const where = { ...repo, pull_number: number }
    const { status, data } = await octokit().rest.pulls.requestReviewers({ ...where, reviewers: ['hubot'], team_reviewers: ['docs-team'] }) // prettier-ignore
    expect(status).toBe(201)
    expect(data.requested_reviewers?.map((user) => user.login)).toEqual(['hubot'])
    await octokit().rest.pulls.requestReviewers({ ...where, reviewers: ['HUBOT', 'monalisa'], team_reviewers: ['Docs-Team'] }) // prettier-ignore
    const { data: pull } = await octokit().rest.pulls.get(where)
    expect(pull.requested_reviewers?.map((user) => user.login)).toEqual(['hubot', 'monalisa'])
    expect(pull.requested_teams?.map((team) => [team.slug, team.html_url])).toEqual([
      ['docs-team', 'https://github.com/orgs/acme/teams/docs-team']
    ])
    expect(sim.pullState('acme/docs', number)).toMatchObject({
      requestedReviewers: ['hubot', 'monalisa'],
      requestedTeams: ['docs-team']
    })
    sim.reset()
    expect(sim.pullState('acme/docs', number)).toMatchObject({ requestedReviewers: [], requestedTeams: [] }) // prettier-ignore
    expectGitHubShapes()
  })

  it("refuses with GitHub's 422 to ask the author, and answers 404 for a pull request no job opened", async () => {
    const { number } = await openPull()
    const author = sim.pull('acme/docs', number)?.author ?? ''
    await expect(
      octokit().rest.pulls.requestReviewers({ ...repo, pull_number: number, reviewers: [author] })
    ).rejects.toMatchObject({
      status: 422,
      response: { data: { message: 'Review cannot be requested from pull request author.' } }
    })
    expect(sim.pullState('acme/docs', number).requestedReviewers).toEqual([])
    await expect(
      octokit().rest.pulls.requestReviewers({ ...repo, pull_number: number + 1, team_reviewers: ['docs-team'] }) // prettier-ignore
    ).rejects.toMatchObject({ status: 404 })
    expectGitHubShapes()
  })
})
