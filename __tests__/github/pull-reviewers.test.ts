// Who is asked for a review again after the agent pushed: those whose latest review is not of the
// pull request's head. GitHub lists reviews oldest first, 100 a page at most; on a long pull
// request a reviewer's latest review is on a later page. Octokit (as loadOctokit makes it) over
// real HTTP to the GitHub stand-in, which pages reviews as GitHub does.
import { expect, it } from '@jest/globals'
import { PullRequestSide } from '../../src/github/pull.js'
import { parsePrLink } from '../../src/pull-request.js'
import { useGitHubStandIn } from '../support/octokit.js'

const TOKEN = 'ghs_pull_reviewers_token_0123456789'
const HEAD = 'b'.repeat(40)
const OLD = 'a'.repeat(40)

const world = useGitHubStandIn(TOKEN, (gh) => {
  gh.addPull('acme/docs', { number: 5, headRef: 'docs/x', headSha: HEAD, baseRef: 'main' })
  for (const login of ['octocat', 'hubot', ...Array.from({ length: 160 }, (_, i) => `r${i}`)])
    gh.setPermission(login, 'write')
})

const log = { notice: () => {}, warning: () => {}, info: () => {} }

it('reads every page of reviews, newest first: a reviewer’s latest review decides', async () => {
  const review = (login: string, commitId: string) =>
    world.gh.addReview('acme/docs', 5, { login, state: 'COMMENTED', commitId })
  // Page 1: octocat reviewed the old commit, hubot the head.
  review('octocat', OLD)
  review('hubot', HEAD)
  for (let i = 0; i < 120; i++) review(`r${i}`, OLD)
  // Page 2: octocat reviewed the head since; hubot reviewed the old commit again.
  review('octocat', HEAD)
  review('hubot', OLD)
  const pr = parsePrLink('https://github.com/acme/docs/pull/5')!
  const side = new PullRequestSide(world.octokit, pr, log)
  const data = (await side.read(true))!
  await side.apply(data, {
    reviewers: ['octocat', 'hubot'],
    teams: [],
    labels: [],
    assignees: []
  })
  // octocat has reviewed the latest commit: not asked. hubot's latest review is of an older one.
  expect(world.gh.pullState('acme/docs', 5).requestedReviewers).toEqual(['hubot'])
  const listed = world.gh.requests.filter((r) => r.path.endsWith('/reviews'))
  expect(listed).toHaveLength(2)
})

it('says only what it did: an input left empty is not reported as already there', async () => {
  const lines: string[] = []
  const said = {
    notice: () => {},
    warning: () => {},
    info: (line: unknown) => lines.push(String(line))
  }
  const pr = parsePrLink('https://github.com/acme/docs/pull/5')!
  const side = new PullRequestSide(world.octokit, pr, said)
  const data = (await side.read(true))!
  await side.apply(data, {
    reviewers: [],
    teams: [],
    labels: ['documentation'],
    assignees: []
  })
  expect(lines).toEqual(['Pull request acme/docs#5, labels: added documentation.'])
})

it('a refused review request warns and still applies the labels and assignees, the waiting label among them', async () => {
  const warnings: string[] = []
  const said = { notice: () => {}, warning: (l: unknown) => warnings.push(String(l)), info: () => {} } // prettier-ignore
  // GitHub's 403 to a review request (a token that may not ask reviews of them), or a 404.
  for (const status of [403, 404]) {
    warnings.length = 0
    world.gh.intercept((r) =>
      r.method === 'POST' && r.path.endsWith('/requested_reviewers')
        ? { status, body: { message: 'Forbidden' } }
        : undefined
    )
    const pr = parsePrLink('https://github.com/acme/docs/pull/5')!
    const side = new PullRequestSide(world.octokit, pr, said)
    const data = (await side.read(true))!
    await side.apply(data, { reviewers: ['octocat'], teams: [], labels: ['documentation', 'waiting-for-code'], assignees: ['hubot'] }) // prettier-ignore
    world.gh.intercept(undefined)
    const labels = world.gh.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/issues/5/labels')) // prettier-ignore
    expect(labels.at(-1)?.body).toEqual({ labels: ['documentation', 'waiting-for-code'] })
    expect(world.gh.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/issues/5/assignees'))).not.toHaveLength(0) // prettier-ignore
    expect(warnings).toEqual([
      `Could not ask octocat for a review of pull request acme/docs#5 (${status}): the token in 'pr-token' may not ask reviews there (it needs 'pull-requests: write' on acme/docs, and a reviewer with access to it). The labels and assignees are still set; the job's outcome is unchanged.`
    ])
  }
})
