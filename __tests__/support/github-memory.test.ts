// The in-memory GitHub of the in-process suites (support/github-memory.ts) keeps what a docs pull
// request following its code pull request needs: labels on issues and pull requests (added,
// listed, taken off), and pull requests closed and reopened with GitHub's refusals; on its
// virtual clock, each write logged with the fetch it came through, and every exchange held to
// GitHub's REST description (github-contract.ts).
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { getOctokit } from '@actions/github'
import { githubContract, type GitHubContract } from './github-contract.js'
import { refusedReopen } from './refused-reopen.js'
import { GitHubMemory, HEAD_REF } from './github-memory.js'
import { VirtualClock } from './virtual-clock.js'

const T0 = Date.parse('2026-11-23T10:00:00Z')
const repo = { owner: 'acme', repo: 'docs' }
let clock: VirtualClock
let github: GitHubMemory
let contract: GitHubContract

beforeEach(() => {
  clock = new VirtualClock(T0)
  contract = githubContract()
  github = new GitHubMemory(clock, {
    permissions: {},
    pullExists: (n) => n === 12 || n === 14,
    onExchange: (exchange) => contract.observe(exchange)
  })
})
afterEach(() => contract.assertClean())

/** Octokit of the run `tag`, through the memory's transport. */
const octokit = (tag = 'run-1') => getOctokit('ghs_memory', { request: { fetch: github.fetchFor(tag) } }) // prettier-ignore
const update = (state: 'open' | 'closed', pull_number = 12, tag?: string) =>
  octokit(tag).rest.pulls.update({ ...repo, pull_number, state })

describe('the in-memory GitHub: labels of issues and pull requests', () => {
  it('keeps the labels added, shows them on the pull request, and takes one off answering the labels left', async () => {
    const where = { ...repo, issue_number: 12 }
    await octokit().rest.issues.addLabels({ ...where, labels: ['docs', 'waiting-for-code'] })
    await octokit().rest.issues.addLabels({ ...where, labels: ['DOCS', 'agent'] })
    const { data: listed } = await octokit().rest.issues.listLabelsOnIssue({ ...where, per_page: 100 }) // prettier-ignore
    expect(listed.map((label) => label.name)).toEqual(['docs', 'waiting-for-code', 'agent'])
    const { data: pull } = await octokit().rest.pulls.get({ ...repo, pull_number: 12 })
    expect(pull.labels.map((label) => label.name)).toEqual(['docs', 'waiting-for-code', 'agent'])

    const { data: left } = await octokit('run-2').rest.issues.removeLabel({ ...where, name: 'Waiting-For-Code' }) // prettier-ignore
    expect(left.map((label) => label.name)).toEqual(['docs', 'agent'])
    expect(github.pullState(12).labels).toEqual(['docs', 'agent'])
    await expect(
      octokit('run-2').rest.issues.removeLabel({ ...where, name: 'waiting-for-code' })
    ).rejects.toMatchObject({ status: 404, response: { data: { message: 'Label does not exist' } } }) // prettier-ignore
    expect(github.issueWrites.map(({ by, method, path, status }) => ({ by, method, path, status }))).toEqual([
      { by: 'run-1', method: 'POST', path: '/issues/12/labels', status: 200 },
      { by: 'run-1', method: 'POST', path: '/issues/12/labels', status: 200 },
      { by: 'run-2', method: 'DELETE', path: '/issues/12/labels/Waiting-For-Code', status: 200 },
      { by: 'run-2', method: 'DELETE', path: '/issues/12/labels/waiting-for-code', status: 404 }
    ]) // prettier-ignore
  })

  it('pages the labels of an issue as GitHub pages a listing', async () => {
    await octokit().rest.issues.addLabels({ ...repo, issue_number: 5, labels: ['a', 'b', 'c'] })
    const second = await octokit().rest.issues.listLabelsOnIssue({ ...repo, issue_number: 5, per_page: 2, page: 2 }) // prettier-ignore
    expect(second.data.map((label) => label.name)).toEqual(['c'])
    expect(second.headers.link).toContain('rel="prev"')
    const all = await octokit().paginate(octokit().rest.issues.listLabelsOnIssue, { ...repo, issue_number: 5, per_page: 1 }) // prettier-ignore
    expect(all.map((label) => label.name)).toEqual(['a', 'b', 'c'])
    expect((await octokit().rest.issues.listLabelsOnIssue({ ...repo, issue_number: 6 })).data).toEqual([]) // prettier-ignore
  })
})

describe('the in-memory GitHub: a pull request closed and reopened', () => {
  it('closes and reopens it on the virtual clock, answering it as pulls/get does', async () => {
    await clock.advance(60_000)
    const { data: closed } = await update('closed')
    expect(closed).toMatchObject({ number: 12, state: 'closed', closed_at: '2026-11-23T10:01:00Z', merged: false }) // prettier-ignore
    expect((await octokit().rest.pulls.get({ ...repo, pull_number: 12 })).data.state).toBe('closed')
    await clock.advance(60_000)
    expect((await update('closed')).data.closed_at).toBe('2026-11-23T10:01:00Z')
    const { data: reopened } = await update('open', 12, 'post')
    expect(reopened).toMatchObject({ state: 'open', closed_at: null })
    expect(github.pullState(12)).toEqual({
      labels: [],
      state: 'open',
      closedAt: null,
      mergeCommit: null,
      headDeleted: false
    })
    expect(github.issueWrites.map(({ at, by, method, body }) => ({ at, by, method, body }))).toEqual([
      { at: T0 + 60_000, by: 'run-1', method: 'PATCH', body: { state: 'closed' } },
      { at: T0 + 120_000, by: 'run-1', method: 'PATCH', body: { state: 'closed' } },
      { at: T0 + 120_000, by: 'post', method: 'PATCH', body: { state: 'open' } }
    ]) // prettier-ignore
    await expect(update('closed', 13)).rejects.toMatchObject({ status: 404 })
  })

  it('refuses with 422 to reopen a merged pull request (mergePull)', async () => {
    github.mergePull(12, 'c'.repeat(40))
    expect((await octokit().rest.pulls.get({ ...repo, pull_number: 12 })).data).toMatchObject({
      state: 'closed',
      merged: true,
      merged_at: '2026-11-23T10:00:00Z',
      merge_commit_sha: 'c'.repeat(40)
    })
    await expect(update('open')).rejects.toMatchObject(refusedReopen(/merged/))
    expect(() => github.mergePull(12)).toThrow('GitHub merges only an open one')
  })

  it('refuses with 422 to reopen one whose head branch was deleted (deleteHeadBranch), which closes it when open', async () => {
    github.deleteHeadBranch(12)
    expect(github.pullState(12)).toMatchObject({ state: 'closed', headDeleted: true })
    await expect(update('open')).rejects.toMatchObject(
      refusedReopen(`state cannot be changed. The ${HEAD_REF} branch has been deleted.`)
    )
    // Closed by a person first, then its branch deleted: the same.
    github.closePull(14)
    github.deleteHeadBranch(14)
    await expect(update('open', 14)).rejects.toMatchObject(refusedReopen(/branch has been deleted/))
    expect(() => github.closePull(13)).toThrow('The memory has no pull request #13')
  })
})
