// The GitHub stand-in itself (__tests__/support/github-standin.ts), over real HTTP: several
// repositories, tokens limited to some of them or read-only there, pull requests with requested
// reviewers, reviews, labels and assignees, commit statuses, the comment routes the end-to-end
// tests rely on, and a docs pull request following its code pull request (a label taken off, the
// pull request closed and reopened, GitHub's refusals).
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { getOctokit } from '@actions/github'
import { headShaOf, startSimulator } from '../../simulator/server.js'
import { refusedReopen } from './refused-reopen.js'
import { startGitHubStandIn, type GitHubStandIn, type PullSource } from './github-standin.js'

const SHA1 = 'a'.repeat(40)
const SHA2 = 'b'.repeat(40)
let gh: GitHubStandIn
let simPulls: Map<string, PullSource>

beforeEach(async () => {
  simPulls = new Map()
  gh = await startGitHubStandIn({
    repositories: ['octo/site'],
    tokens: {
      tok_app: { login: 'docs-app[bot]', installation: true },
      tok_pat: { login: 'writer' },
      tok_fork: { login: 'github-actions[bot]', installation: true, canWrite: false },
      tok_docs_only: { login: 'scoped[bot]', installation: true, repos: ['acme/docs'] },
      tok_site_ro: { login: 'half[bot]', installation: true, readOnlyRepos: ['Octo/Site'] },
      tok_no_statuses: { login: 'github-actions[bot]', installation: true, canWriteStatuses: false }
    },
    pulls: (repository, number) => simPulls.get(`${repository.toLowerCase()}#${number}`)
  })
})
afterEach(async () => {
  await gh.close()
})

async function call(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(gh.url + path, {
    method,
    headers: { authorization: `token ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : '') as unknown }
}

// GitHub's error bodies also carry documentation_url and the status.
const NOT_FOUND = { status: 404, body: expect.objectContaining({ message: 'Not Found' }) }
const FORBIDDEN = {
  status: 403,
  body: expect.objectContaining({ message: 'Resource not accessible by integration' })
}

describe('repositories and tokens', () => {
  it('keeps comments and permissions per repository, linking each comment in its own', async () => {
    gh.setPermission('alice', 'write')
    gh.setPermission('bob', 'maintain', 'octo/site')
    gh.addComment(7, 'alice', 'in docs')
    const site = gh.addComment(7, 'bob', 'in site', 'octo/site')
    expect(site).toMatchObject({
      repository: 'octo/site',
      html_url: `https://github.com/octo/site/issues/7#issuecomment-${site.id}`
    })

    const list = async (repo: string) =>
      (
        (await call('tok_app', 'GET', `/repos/${repo}/issues/7/comments`)).body as {
          body: string
        }[]
      ).map((c) => c.body)
    expect(await list('acme/docs')).toEqual(['in docs'])
    expect(await list('octo/site')).toEqual(['in site'])
    expect(await list('OCTO/Site')).toEqual(['in site'])

    const permission = (repo: string, login: string) =>
      call('tok_app', 'GET', `/repos/${repo}/collaborators/${login}/permission`)
    expect(await permission('acme/docs', 'alice')).toMatchObject({
      status: 200,
      body: { permission: 'write' }
    })
    expect((await permission('octo/site', 'alice')).status).toBe(404)
    expect(await permission('octo/site', 'bob')).toMatchObject({
      status: 200,
      body: { permission: 'write', role_name: 'maintain' }
    })

    // A comment is found (and edited) only in its own repository.
    expect(
      await call('tok_app', 'GET', `/repos/octo/site/issues/comments/${site.id}`)
    ).toMatchObject({
      status: 200,
      body: { id: site.id, body: 'in site', user: { login: 'bob', type: 'User' } }
    })
    expect(await call('tok_app', 'GET', `/repos/acme/docs/issues/comments/${site.id}`)).toEqual(
      NOT_FOUND
    )
    expect(
      await call('tok_pat', 'PATCH', `/repos/acme/docs/issues/comments/${site.id}`, { body: 'x' })
    ).toEqual(NOT_FOUND)
  })

  it('writes a comment in the repository of the request, under the token', async () => {
    const created = await call('tok_pat', 'POST', '/repos/octo/site/issues/3/comments', {
      body: 'hello'
    })
    expect(created.status).toBe(201)
    expect(gh.comments).toEqual([
      expect.objectContaining({ repository: 'octo/site', issue: 3, login: 'writer', body: 'hello' })
    ])
    const id = gh.comments[0]!.id
    expect(
      await call('tok_pat', 'PATCH', `/repos/octo/site/issues/comments/${id}`, { body: 'edited' })
    ).toMatchObject({ status: 200, body: { body: 'edited' } })
    // Someone else's comment: edited by a token with write access to the repository, as GitHub
    // allows ("You must be the author or have write access to this repository to edit this
    // comment"), refused to one that may only read it.
    expect(
      await call('tok_app', 'PATCH', `/repos/octo/site/issues/comments/${id}`, { body: 'theirs' })
    ).toMatchObject({ status: 200, body: { body: 'theirs' } })
    expect(
      await call('tok_site_ro', 'PATCH', `/repos/octo/site/issues/comments/${id}`, { body: 'no' })
    ).toEqual(FORBIDDEN)
  })

  it('answers 404 for a repository that does not exist, and for one the token cannot see', async () => {
    expect(await call('tok_app', 'GET', '/repos/acme/nothing/issues/1/comments')).toEqual(NOT_FOUND)
    expect(await call('tok_docs_only', 'GET', '/repos/acme/docs/issues/1/comments')).toEqual({
      status: 200,
      body: []
    })
    for (const [method, path] of [
      ['GET', '/repos/octo/site/issues/1/comments'],
      ['POST', '/repos/octo/site/issues/1/comments'],
      ['GET', '/repos/octo/site/collaborators/bob/permission'],
      ['POST', '/repos/octo/site/issues/1/labels']
    ] as const) {
      const body = method === 'GET' ? undefined : { body: 'x', labels: ['a'] }
      expect(await call('tok_docs_only', method, path, body)).toEqual(NOT_FOUND)
    }
    expect(gh.comments).toEqual([])
  })

  it('answers 403 to writes in a read-only repository, and to every write of a canWrite: false token', async () => {
    simPulls.set('octo/site#4', { number: 4, headRef: 'h', headSha: SHA1, baseRef: 'main' })
    gh.setPermission('bob', 'write', 'octo/site')
    expect((await call('tok_site_ro', 'GET', '/repos/octo/site/issues/1/comments')).status).toBe(
      200
    )
    expect((await call('tok_site_ro', 'GET', '/repos/octo/site/pulls/4')).status).toBe(200)
    const writes = (repo: string): [string, string, unknown][] => [
      ['POST', `/repos/${repo}/issues/4/comments`, { body: 'x' }],
      ['POST', `/repos/${repo}/issues/4/labels`, { labels: ['docs'] }],
      ['POST', `/repos/${repo}/issues/4/assignees`, { assignees: ['bob'] }],
      ['POST', `/repos/${repo}/pulls/4/requested_reviewers`, { reviewers: ['bob'] }],
      ['POST', `/repos/${repo}/issues/comments/1/reactions`, { content: 'eyes' }],
      ['POST', `/repos/${repo}/pulls/comments/1/reactions`, { content: 'eyes' }]
    ]
    for (const [method, path, body] of writes('octo/site')) {
      expect(await call('tok_site_ro', method, path, body)).toEqual(FORBIDDEN)
      expect(await call('tok_fork', method, path, body)).toEqual(FORBIDDEN)
    }
    // The same token writes elsewhere.
    expect(
      (await call('tok_site_ro', 'POST', '/repos/acme/docs/issues/4/comments', { body: 'x' }))
        .status
    ).toBe(201)
    expect(gh.pullState('octo/site', 4)).toMatchObject({
      labels: [],
      assignees: [],
      requestedReviewers: []
    })
    expect(gh.reactions).toEqual([])
  })

  it('logs every request with its repository in the path', async () => {
    await call('tok_app', 'GET', '/repos/octo/site/pulls/9')
    await call('nope', 'GET', '/repos/acme/docs/pulls/9')
    expect(gh.requests).toEqual([
      { method: 'GET', path: '/repos/octo/site/pulls/9', body: undefined, token: 'tok_app' },
      { method: 'GET', path: '/repos/acme/docs/pulls/9', body: undefined, token: 'nope' }
    ])
  })
})

describe('pull requests', () => {
  const source: PullSource = {
    number: 12,
    headRef: 'docs-agent/job_1',
    headSha: SHA1,
    baseRef: 'main',
    title: 'Fix the quickstart'
  }
  /** What GitHub shows of pull request #12, as a pull request and as an issue. */
  const asGitHubShowsIt = {
    number: 12,
    html_url: 'https://github.com/acme/docs/pull/12',
    state: 'open',
    title: 'Fix the quickstart',
    user: { login: 'docs-agent[bot]', type: 'Bot' }
  }

  it("answers GitHub's shape from the pulls option, read afresh on each request", async () => {
    simPulls.set('acme/docs#12', source)
    const pull = await call('tok_app', 'GET', '/repos/acme/docs/pulls/12')
    // GitHub's whole pull-request object; the fields the stand-in knows are these.
    expect(pull).toMatchObject({
      status: 200,
      body: {
        ...asGitHubShowsIt,
        head: { ref: 'docs-agent/job_1', sha: SHA1, repo: { full_name: 'acme/docs' } },
        base: { ref: 'main', repo: { full_name: 'acme/docs' } },
        requested_reviewers: [],
        requested_teams: [],
        labels: [],
        assignees: []
      }
    })
    simPulls.set('acme/docs#12', { ...source, headSha: SHA2 })
    expect(await call('tok_app', 'GET', '/repos/acme/docs/pulls/12')).toMatchObject({
      body: { head: { sha: SHA2 } }
    })
    expect(await call('tok_app', 'GET', '/repos/acme/docs/pulls/13')).toEqual(NOT_FOUND)
    expect(await call('tok_app', 'GET', '/repos/octo/site/pulls/12')).toEqual(NOT_FOUND)
    expect(await call('tok_app', 'GET', '/repos/acme/docs/pulls/13/reviews')).toEqual(NOT_FOUND)
  })

  it('takes pull requests from addPull, in any repository it names', async () => {
    gh.addPull('other/repo', { ...source, number: 3, author: 'writer', title: undefined })
    expect(await call('tok_app', 'GET', '/repos/other/repo/pulls/3')).toMatchObject({
      status: 200,
      body: {
        number: 3,
        title: 'Pull request #3',
        user: { login: 'writer', type: 'User' },
        head: { repo: { full_name: 'other/repo' } }
      }
    })
  })

  it('requests reviewers who are collaborators and not the author, and teams', async () => {
    simPulls.set('acme/docs#12', source)
    gh.setPermission('alice', 'write')
    gh.setPermission('carol', 'read')
    gh.setPermission('dave', 'none')
    const request = (body: unknown) =>
      call('tok_app', 'POST', '/repos/acme/docs/pulls/12/requested_reviewers', body)

    expect(await request({ reviewers: ['alice', 'dave'] })).toMatchObject({
      status: 422,
      body: {
        message:
          'Reviews may only be requested from collaborators. One or more of the users or teams you specified is not a collaborator of the acme/docs repository.'
      }
    })
    expect(await request({ reviewers: ['stranger'] })).toMatchObject({ status: 422 })
    expect(await request({ reviewers: ['Docs-Agent[bot]'] })).toMatchObject({
      status: 422,
      body: { message: 'Review cannot be requested from pull request author.' }
    })
    // Nothing of a refused request is kept.
    expect(gh.pullState('acme/docs', 12).requestedReviewers).toEqual([])

    const answer = await request({ reviewers: ['alice', 'carol'], team_reviewers: ['docs'] })
    expect(answer).toMatchObject({
      status: 201,
      body: {
        number: 12,
        requested_reviewers: [{ login: 'alice' }, { login: 'carol' }],
        requested_teams: [{ slug: 'docs' }]
      }
    })
    await request({ reviewers: ['ALICE'], team_reviewers: ['docs', 'eng'] })
    expect(gh.pullState('acme/docs', 12)).toMatchObject({
      requestedReviewers: ['alice', 'carol'],
      requestedTeams: ['docs', 'eng']
    })
    expect(
      await call('tok_app', 'POST', '/repos/acme/docs/pulls/99/requested_reviewers', {
        reviewers: ['alice']
      })
    ).toEqual(NOT_FOUND)
  })

  it('lists reviews; a submitted review takes its author off the requested reviewers', async () => {
    simPulls.set('acme/docs#12', source)
    gh.setPermission('alice', 'write')
    gh.setPermission('carol', 'write')
    await call('tok_app', 'POST', '/repos/acme/docs/pulls/12/requested_reviewers', {
      reviewers: ['alice', 'carol']
    })
    const review = gh.addReview('acme/docs', 12, { login: 'Alice', state: 'APPROVED' })
    simPulls.set('acme/docs#12', { ...source, headSha: SHA2 })
    gh.addReview('acme/docs', 12, {
      login: 'carol',
      state: 'CHANGES_REQUESTED',
      commitId: SHA1,
      body: 'No.'
    })
    const reviews = await call('tok_app', 'GET', '/repos/acme/docs/pulls/12/reviews')
    expect((reviews.body as unknown[]).length).toBe(2)
    expect(reviews).toMatchObject({
      status: 200,
      body: [
        {
          id: review.id,
          user: { login: 'Alice', type: 'User' },
          state: 'APPROVED',
          commit_id: SHA1,
          body: ''
        },
        {
          id: review.id + 1,
          user: { login: 'carol', type: 'User' },
          state: 'CHANGES_REQUESTED',
          commit_id: SHA1,
          body: 'No.'
        }
      ]
    })
    expect(gh.pullState('acme/docs', 12).requestedReviewers).toEqual([])
    expect(() => gh.addReview('acme/docs', 77, { login: 'x', state: 'COMMENTED' })).toThrow(
      'no pull request acme/docs#77'
    )
  })

  it('adds labels (once each, in any case) and assignees (collaborators only)', async () => {
    simPulls.set('acme/docs#12', source)
    gh.setPermission('alice', 'triage')
    const labels = (body: unknown) =>
      call('tok_app', 'POST', '/repos/acme/docs/issues/12/labels', body)
    expect(await labels({ labels: ['docs', 'agent'] })).toMatchObject({
      status: 200,
      body: [{ name: 'docs' }, { name: 'agent' }]
    })
    expect(await labels({ labels: ['DOCS', { name: 'review' }] })).toMatchObject({
      status: 200,
      body: [{ name: 'docs' }, { name: 'agent' }, { name: 'review' }]
    })

    const assigned = await call('tok_app', 'POST', '/repos/acme/docs/issues/12/assignees', {
      assignees: ['alice', 'stranger']
    })
    expect(assigned).toMatchObject({
      status: 201,
      body: {
        ...asGitHubShowsIt,
        labels: [{ name: 'docs' }, { name: 'agent' }, { name: 'review' }],
        assignees: [{ login: 'alice' }],
        pull_request: { html_url: 'https://github.com/acme/docs/pull/12' }
      }
    })
    expect(await call('tok_app', 'GET', '/repos/acme/docs/pulls/12')).toMatchObject({
      body: {
        labels: [{ name: 'docs' }, { name: 'agent' }, { name: 'review' }],
        assignees: [{ login: 'alice' }]
      }
    })
    // Issues that are not pull requests take labels and assignees too.
    expect(
      await call('tok_app', 'POST', '/repos/acme/docs/issues/5/assignees', { assignees: ['alice'] })
    ).toMatchObject({
      status: 201,
      body: {
        number: 5,
        html_url: 'https://github.com/acme/docs/issues/5',
        state: 'open',
        labels: [],
        assignees: [{ login: 'alice' }]
      }
    })
    expect(gh.pullState('acme/docs', 5)).toEqual({
      requestedReviewers: [],
      requestedTeams: [],
      labels: [],
      assignees: ['alice'],
      reviews: [],
      state: 'open',
      closedAt: null,
      headDeleted: false
    })
  })

  it('takes comments on a pull request number, linked under /pull/, and reactions of both kinds', async () => {
    simPulls.set('acme/docs#12', source)
    const created = await call('tok_app', 'POST', '/repos/acme/docs/issues/12/comments', {
      body: 'Started'
    })
    const { id, html_url } = created.body as { id: number; html_url: string }
    expect(html_url).toBe(`https://github.com/acme/docs/pull/12#issuecomment-${id}`)
    expect(
      await call('tok_app', 'POST', `/repos/acme/docs/issues/comments/${id}/reactions`, {
        content: 'eyes'
      })
    ).toMatchObject({ status: 201, body: { content: 'eyes' } })
    expect(
      await call('tok_pat', 'POST', '/repos/acme/docs/pulls/comments/4242/reactions', {
        content: '+1'
      })
    ).toMatchObject({ status: 201, body: { content: '+1' } })
    expect(gh.reactions).toEqual([
      { commentId: id, content: 'eyes', login: 'docs-app[bot]', kind: 'issue-comment' },
      { commentId: 4242, content: '+1', login: 'writer', kind: 'review-comment' }
    ])
  })

  it('serves Octokit as GitHub does', async () => {
    simPulls.set('acme/docs#12', source)
    gh.setPermission('alice', 'write')
    const octokit = getOctokit('tok_app', { baseUrl: gh.url })
    const pull = await octokit.rest.pulls.get({ owner: 'acme', repo: 'docs', pull_number: 12 })
    expect(pull.data.head.sha).toBe(SHA1)
    await octokit.rest.pulls.requestReviewers({
      owner: 'acme',
      repo: 'docs',
      pull_number: 12,
      reviewers: ['alice']
    })
    await octokit.rest.issues.addLabels({
      owner: 'acme',
      repo: 'docs',
      issue_number: 12,
      labels: ['docs']
    })
    await octokit.rest.issues.addAssignees({
      owner: 'acme',
      repo: 'docs',
      issue_number: 12,
      assignees: ['alice']
    })
    const reviews = await octokit.rest.pulls.listReviews({
      owner: 'acme',
      repo: 'docs',
      pull_number: 12
    })
    expect(reviews.data).toEqual([])
    expect(gh.pullState('acme/docs', 12)).toMatchObject({
      requestedReviewers: ['alice'],
      labels: ['docs'],
      assignees: ['alice']
    })
    await expect(
      octokit.rest.pulls.get({ owner: 'acme', repo: 'docs', pull_number: 13 })
    ).rejects.toMatchObject({ status: 404 })
  })

  it("serves the simulator's pull requests through the pulls option", async () => {
    let clock = Date.UTC(2026, 0, 5)
    const sim = await startSimulator({ now: () => clock, jobDurationMs: 1000 })
    const standIn = await startGitHubStandIn({
      tokens: { tok: { login: 'docs-app[bot]', installation: true } },
      pulls: (repository, number) => sim.pull(repository, number)
    })
    try {
      const created = await fetch(`${sim.url}/v2/agent/demo/job`, {
        method: 'POST',
        headers: { authorization: 'Bearer mint_x', 'content-type': 'application/json' },
        body: JSON.stringify({ prompt: 'Fix the quickstart' })
      })
      const { id } = (await created.json()) as { id: string }
      const number = 101
      const read = () =>
        fetch(`${standIn.url}/repos/acme/docs/pulls/${number}`, {
          headers: { authorization: 'token tok' }
        })
      expect((await read()).status).toBe(404)
      clock += 1000
      expect(sim.pulls()).toMatchObject([{ number }])
      expect(await (await read()).json()).toMatchObject({
        number,
        title: 'Fix the quickstart',
        head: { ref: `docs-agent/${id}`, sha: headShaOf(id, 0) },
        base: { ref: 'main' }
      })
    } finally {
      await standIn.close()
      await sim.close()
    }
  })
})

describe('commit statuses and the labels of an issue', () => {
  const repo = { owner: 'acme', repo: 'docs' }
  const octokit = (token = 'tok_app') => getOctokit(token, { baseUrl: gh.url })

  it("keeps every status with its fields, in order, and answers GitHub's status", async () => {
    const pending = await octokit().rest.repos.createCommitStatus({
      ...repo,
      sha: SHA1,
      state: 'pending',
      context: 'docs-check',
      description: 'The docs agent is at work.',
      target_url: 'https://github.com/acme/docs/actions/runs/1'
    })
    expect(pending.status).toBe(201)
    expect(pending.headers.location).toBe(`https://api.github.com/repos/acme/docs/statuses/${SHA1}`)
    expect(pending.data).toMatchObject({
      state: 'pending',
      context: 'docs-check',
      description: 'The docs agent is at work.',
      target_url: 'https://github.com/acme/docs/actions/runs/1',
      url: `https://api.github.com/repos/acme/docs/statuses/${SHA1}`,
      creator: { login: 'docs-app[bot]', type: 'Bot' }
    })
    // Another commit, then the same context again (any case); no context: GitHub's `default`.
    await octokit().rest.repos.createCommitStatus({ ...repo, sha: SHA2, state: 'failure', context: 'docs-check' }) // prettier-ignore
    await octokit('tok_pat').rest.repos.createCommitStatus({
      ...repo,
      sha: SHA1,
      state: 'success',
      context: 'Docs-Check',
      description: 'The docs pull request is ready for review.',
      target_url: 'https://github.com/acme/docs/pull/12'
    })
    await octokit().rest.repos.createCommitStatus({ ...repo, sha: SHA1, state: 'error' })

    expect(gh.statuses.map((s) => [s.order, s.sha, s.state, s.context])).toEqual([
      [1, SHA1, 'pending', 'docs-check'],
      [2, SHA2, 'failure', 'docs-check'],
      [3, SHA1, 'success', 'Docs-Check'],
      [4, SHA1, 'error', 'default']
    ])
    expect(gh.statusesOf(SHA1).map((s) => s.order)).toEqual([1, 3, 4])
    expect(gh.statusesOf(SHA1, 'octo/site')).toEqual([])
    expect(gh.latestStatus(SHA1, 'docs-check')).toEqual({
      id: expect.any(Number),
      repository: 'acme/docs',
      sha: SHA1,
      context: 'Docs-Check',
      state: 'success',
      description: 'The docs pull request is ready for review.',
      target_url: 'https://github.com/acme/docs/pull/12',
      login: 'writer',
      order: 3
    })
    expect(gh.latestStatus(SHA1, 'default')).toMatchObject({ description: null, target_url: null })
    expect(gh.latestStatus(SHA2, 'other')).toBeUndefined()
  })

  it('refuses with 422 what GitHub refuses: a description over 140 characters, a state out of the list, no commit', async () => {
    const set = (fields: { sha?: string; state?: string; description?: string }) =>
      octokit().rest.repos.createCommitStatus({
        ...repo,
        sha: fields.sha ?? SHA1,
        state: (fields.state ?? 'success') as 'success',
        context: 'docs-check',
        description: fields.description
      })
    await expect(set({ description: 'x'.repeat(141) })).rejects.toMatchObject({
      status: 422,
      response: {
        data: {
          message: 'Validation Failed',
          errors: [
            {
              resource: 'Status',
              field: 'description',
              code: 'custom',
              message: 'description is too long (maximum is 140 characters)'
            }
          ]
        }
      }
    })
    // 140 characters pass, counted as characters: 140 emoji are 280 UTF-16 units.
    await set({ description: 'x'.repeat(140) })
    await set({ description: '\u{1F4DD}'.repeat(140) })
    await expect(set({ description: '\u{1F4DD}'.repeat(141) })).rejects.toMatchObject({ status: 422 }) // prettier-ignore

    await expect(set({ sha: 'main' })).rejects.toMatchObject({
      status: 422,
      response: { data: { message: 'No commit found for SHA: main' } }
    })
    await expect(set({ sha: SHA1.slice(1) })).rejects.toMatchObject({ status: 422 })
    await set({ sha: 'c'.repeat(64) })

    // GitHub's description lists no 422 here; the contract takes GitHub's real one
    // (UNDOCUMENTED_BY_GITHUB in github-contract.ts), its body held to `validation-error`.
    expect(gh.violations).toEqual([])

    await expect(set({ state: 'cancelled' })).rejects.toMatchObject({
      status: 422,
      response: { data: { errors: [{ field: 'state', message: 'state is not included in the list' }] } } // prettier-ignore
    })
    // That request is out of GitHub's description itself: the contract check says so.
    expect(gh.violations).toEqual([
      'POST /repos/{owner}/{repo}/statuses/{sha} (repos/create-commit-status): request body.state must be equal to one of the allowed values'
    ])
    expect(() => gh.assertContract()).toThrow('body.state') // asserted: forgotten

    expect(gh.statuses.map((s) => [s.sha, [...(s.description ?? '')].length])).toEqual([
      [SHA1, 140],
      [SHA1, 140],
      ['c'.repeat(64), 0]
    ])
  })

  it('answers 403 to a token without statuses: write, and to one that may not write at all', async () => {
    const refused = {
      status: 403,
      response: { data: { message: 'Resource not accessible by integration' } }
    }
    for (const token of ['tok_no_statuses', 'tok_fork']) {
      await expect(
        octokit(token).rest.repos.createCommitStatus({ ...repo, sha: SHA1, state: 'pending' })
      ).rejects.toMatchObject(refused)
    }
    await expect(
      octokit('tok_site_ro').rest.repos.createCommitStatus({ owner: 'octo', repo: 'site', sha: SHA1, state: 'pending' }) // prettier-ignore
    ).rejects.toMatchObject(refused)
    // Its other writes go through.
    await octokit('tok_no_statuses').rest.issues.addLabels({ ...repo, issue_number: 12, labels: ['docs'] }) // prettier-ignore
    expect(gh.statuses).toEqual([])
    expect(gh.pullState('acme/docs', 12).labels).toEqual(['docs'])
  })

  it("lists the labels added to an issue or pull request, in GitHub's shape and pages", async () => {
    const list = (
      issue_number: number,
      more: { owner?: string; per_page?: number; page?: number } = {}
    ) =>
      // prettier-ignore
      octokit().rest.issues.listLabelsOnIssue({ ...repo, issue_number, ...more })
    expect((await list(12)).data).toEqual([])
    await octokit().rest.issues.addLabels({ ...repo, issue_number: 12, labels: ['docs', 'skip-docs'] }) // prettier-ignore
    await octokit().rest.issues.addLabels({ ...repo, issue_number: 12, labels: ['DOCS', 'agent'] })
    await octokit().rest.issues.addLabels({ owner: 'octo', repo: 'site', issue_number: 12, labels: ['other'] }) // prettier-ignore

    const { data } = await list(12)
    expect(data.map((label) => label.name)).toEqual(['docs', 'skip-docs', 'agent'])
    expect(data[0]).toEqual({
      id: expect.any(Number),
      node_id: expect.any(String),
      url: 'https://api.github.com/repos/acme/docs/labels/docs',
      name: 'docs',
      description: null,
      color: 'ededed',
      default: false
    })
    expect((await list(12, { owner: 'octo', repo: 'site' } as never)).data.map((l) => l.name)).toEqual(['other']) // prettier-ignore
    expect((await list(13)).data).toEqual([])

    const second = await list(12, { per_page: 2, page: 2 })
    expect(second.data.map((label) => label.name)).toEqual(['agent'])
    expect(second.headers.link).toContain('rel="prev"')
    const all = await octokit().paginate(octokit().rest.issues.listLabelsOnIssue, { ...repo, issue_number: 12, per_page: 1 }) // prettier-ignore
    expect(all.map((label) => label.name)).toEqual(['docs', 'skip-docs', 'agent'])
  })
})

describe('a docs pull request following its code pull request: a label off, closed and reopened', () => {
  const repo = { owner: 'acme', repo: 'docs' }
  const docsPull: PullSource = { number: 12, headRef: 'docs/x', headSha: SHA1, baseRef: 'main' }
  const octokit = (token = 'tok_app') => getOctokit(token, { baseUrl: gh.url })
  const update = (state: 'open' | 'closed', token?: string, pull_number = 12) =>
    octokit(token).rest.pulls.update({ ...repo, pull_number, state })

  it('takes a label off, in any case, answering the labels left; 404 "Label does not exist" when the issue does not carry it', async () => {
    gh.addPull('acme/docs', docsPull)
    await octokit().rest.issues.addLabels({ ...repo, issue_number: 12, labels: ['docs', 'waiting for code', 'agent'] }) // prettier-ignore
    const { data, status } = await octokit().rest.issues.removeLabel({ ...repo, issue_number: 12, name: 'Waiting For Code' }) // prettier-ignore
    expect(status).toBe(200)
    expect(data.map((label) => label.name)).toEqual(['docs', 'agent'])
    expect(data[0]).toMatchObject({ url: 'https://api.github.com/repos/acme/docs/labels/docs' })
    const { data: pull } = await octokit().rest.pulls.get({ ...repo, pull_number: 12 })
    expect(pull.labels.map((label) => label.name)).toEqual(['docs', 'agent'])
    expect(gh.pullState('acme/docs', 12).labels).toEqual(['docs', 'agent'])

    await expect(
      octokit().rest.issues.removeLabel({ ...repo, issue_number: 12, name: 'waiting for code' })
    ).rejects.toMatchObject({
      status: 404,
      response: {
        data: {
          message: 'Label does not exist',
          documentation_url:
            'https://docs.github.com/rest/issues/labels#remove-a-label-from-an-issue',
          status: '404'
        }
      }
    })
    // The last one off leaves none; an issue takes them off too.
    await octokit().rest.issues.removeLabel({ ...repo, issue_number: 12, name: 'docs' })
    expect((await octokit().rest.issues.removeLabel({ ...repo, issue_number: 12, name: 'agent' })).data).toEqual([]) // prettier-ignore
    await octokit().rest.issues.addLabels({ ...repo, issue_number: 5, labels: ['a/b'] })
    expect((await octokit().rest.issues.removeLabel({ ...repo, issue_number: 5, name: 'a/b' })).data).toEqual([]) // prettier-ignore
    expect(gh.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/repos/acme/docs/issues/12/labels/Waiting%20For%20Code',
      '/repos/acme/docs/issues/12/labels/waiting%20for%20code',
      '/repos/acme/docs/issues/12/labels/docs',
      '/repos/acme/docs/issues/12/labels/agent',
      '/repos/acme/docs/issues/5/labels/a%2Fb'
    ])
  })

  it('answers 403 to taking a label off, or closing, with a token that may not write there', async () => {
    gh.addPull('octo/site', docsPull)
    await octokit('tok_pat').rest.issues.addLabels({ owner: 'octo', repo: 'site', issue_number: 12, labels: ['docs'] }) // prettier-ignore
    for (const token of ['tok_fork', 'tok_site_ro']) {
      expect(await call(token, 'DELETE', '/repos/octo/site/issues/12/labels/docs')).toEqual(FORBIDDEN) // prettier-ignore
      expect(await call(token, 'PATCH', '/repos/octo/site/pulls/12', { state: 'closed' })).toEqual(FORBIDDEN) // prettier-ignore
    }
    expect(gh.pullState('octo/site', 12)).toMatchObject({ labels: ['docs'], state: 'open' })
  })

  it('closes a pull request and reopens it, answering it as pulls/get does with its state and closed_at', async () => {
    gh.addPull('acme/docs', docsPull)
    const closed = await update('closed')
    expect(closed.status).toBe(200)
    expect(closed.data).toMatchObject({ number: 12, state: 'closed', merged: false, merged_at: null }) // prettier-ignore
    expect(closed.data.closed_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/)
    const { data: read } = await octokit().rest.pulls.get({ ...repo, pull_number: 12 })
    expect(read).toMatchObject({ state: 'closed', closed_at: closed.data.closed_at })
    expect(gh.pullState('acme/docs', 12)).toMatchObject({ state: 'closed', closedAt: closed.data.closed_at }) // prettier-ignore
    // Closing it again answers it as it is.
    expect((await update('closed')).data).toMatchObject({ state: 'closed', closed_at: closed.data.closed_at }) // prettier-ignore

    const reopened = await update('open')
    expect(reopened.data).toMatchObject({ state: 'open', closed_at: null })
    expect((await octokit().rest.pulls.get({ ...repo, pull_number: 12 })).data.state).toBe('open')
    expect(gh.pullState('acme/docs', 12)).toMatchObject({ state: 'open', closedAt: null })
    expect((await update('open')).data).toMatchObject({ state: 'open', closed_at: null })
    // Its issue says the same.
    await update('closed')
    expect(
      await call('tok_app', 'POST', '/repos/acme/docs/issues/12/assignees', { assignees: [] })
    ).toMatchObject({ body: { state: 'closed', closed_at: expect.any(String) } })

    expect(gh.requests.filter((r) => r.method === 'PATCH')).toEqual(
      ['closed', 'closed', 'open', 'open', 'closed'].map((state) => ({
        method: 'PATCH',
        path: '/repos/acme/docs/pulls/12',
        body: { state },
        token: 'tok_app'
      }))
    )
  })

  it('keeps the state of a pull request from the pulls option, and answers 404 for one that does not exist', async () => {
    simPulls.set('acme/docs#12', docsPull)
    await update('closed')
    simPulls.set('acme/docs#12', { ...docsPull, headSha: SHA2 })
    expect((await octokit().rest.pulls.get({ ...repo, pull_number: 12 })).data).toMatchObject({
      state: 'closed',
      head: { sha: SHA2 }
    })
    expect(await call('tok_app', 'PATCH', '/repos/acme/docs/pulls/13', { state: 'closed' })).toEqual(NOT_FOUND) // prettier-ignore
    expect(await call('tok_app', 'PATCH', '/repos/octo/site/pulls/12', { state: 'closed' })).toEqual(NOT_FOUND) // prettier-ignore
  })

  it('refuses with 422 to reopen a merged pull request, and answers closing it with it as it is', async () => {
    const merge = 'c'.repeat(40)
    gh.addPull('acme/docs', { ...docsPull, mergeCommit: merge })
    await expect(update('open')).rejects.toMatchObject(refusedReopen(/merged/))
    const { data } = await update('closed')
    expect(data).toMatchObject({ state: 'closed', merged: true, merge_commit_sha: merge })
    expect(gh.pullState('acme/docs', 12)).toMatchObject({ state: 'closed', headDeleted: false })
  })

  it('refuses with 422 to reopen one whose head branch was deleted (deleteHeadBranch), which closes it when open', async () => {
    gh.addPull('acme/docs', docsPull)
    gh.deleteHeadBranch('acme/docs', 12)
    expect(gh.pullState('acme/docs', 12)).toMatchObject({ state: 'closed', closedAt: expect.any(String), headDeleted: true }) // prettier-ignore
    expect((await octokit().rest.pulls.get({ ...repo, pull_number: 12 })).data.state).toBe('closed')
    await expect(update('open')).rejects.toMatchObject(
      refusedReopen('state cannot be changed. The docs/x branch has been deleted.')
    )
    expect(gh.pullState('acme/docs', 12).state).toBe('closed')
    // Closed first, then its branch deleted: the same.
    gh.addPull('acme/docs', { ...docsPull, number: 14, headRef: 'docs/y' })
    await update('closed', undefined, 14)
    const { closedAt } = gh.pullState('acme/docs', 14)
    gh.deleteHeadBranch('acme/docs', 14)
    expect(gh.pullState('acme/docs', 14)).toMatchObject({ state: 'closed', closedAt, headDeleted: true }) // prettier-ignore
    await expect(update('open', undefined, 14)).rejects.toMatchObject(refusedReopen(/docs\/y branch has been deleted/)) // prettier-ignore
  })

  it('lets a test close a pull request as someone on GitHub does (closePull), logging nothing; both helpers throw for a pull request it does not have', async () => {
    gh.addPull('acme/docs', docsPull)
    gh.closePull('acme/docs', 12)
    expect((await octokit().rest.pulls.get({ ...repo, pull_number: 12 })).data.state).toBe('closed')
    expect(gh.requests.map((r) => r.method)).toEqual(['GET'])
    expect((await update('open')).data.state).toBe('open')
    expect(() => gh.closePull('acme/docs', 13)).toThrow('The stand-in has no pull request acme/docs#13') // prettier-ignore
    expect(() => gh.deleteHeadBranch('octo/site', 12)).toThrow('The stand-in has no pull request octo/site#12') // prettier-ignore
  })

  it('refuses a state other than open or closed with 422, and the contract check names the request', async () => {
    gh.addPull('acme/docs', docsPull)
    expect(await call('tok_app', 'PATCH', '/repos/acme/docs/pulls/12', { state: 'merged' })).toMatchObject({ status: 422, body: { message: 'Validation Failed', errors: [{ field: 'state', code: 'invalid' }] } }) // prettier-ignore
    expect(gh.pullState('acme/docs', 12).state).toBe('open')
    // GitHub's description allows only open and closed: the request is what is wrong here.
    expect(() => gh.assertContract()).toThrow(
      'PATCH /repos/{owner}/{repo}/pulls/{pull_number} (pulls/update): request body.state must be equal to one of the allowed values'
    )
  })
})
