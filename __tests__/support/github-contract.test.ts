// The GitHub side's contract check (support/github-contract.ts): real exchanges of Octokit with
// the stand-in pass GitHub's REST API description (openapi/github/), and the same exchanges with
// one field, status or route made wrong fail, naming the operation and the field. Also: every
// GitHub call in src/ is an operation of the extract, and the stand-in fails the test that made
// it give a wrong answer.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getOctokit } from '@actions/github'
import { routesUsed } from '../../scripts/github-operations.js'
import {
  EXTRACT,
  checkGitHubExchange,
  hasOperation,
  type GitHubExchange
} from './github-contract.js'
import { startGitHubStandIn, type GitHubStandIn } from './github-standin.js'

const TOKEN = 'ghs_contract_check'
const SHA = 'c'.repeat(40)
const exchanges: GitHubExchange[] = []
let gh: GitHubStandIn

// Every operation the action calls, once, as the action calls it (Octokit with a token), and
// those the stand-in serves ahead of it (STAND_IN_ONLY in scripts/github-openapi.js).
beforeAll(async () => {
  gh = await startGitHubStandIn({
    tokens: { [TOKEN]: { login: 'writer' } },
    onExchange: (exchange) => exchanges.push(exchange)
  })
  gh.setPermission('writer', 'write')
  gh.setPermission('alice', 'write')
  gh.addPull('acme/docs', { number: 7, headRef: 'docs/x', headSha: SHA, baseRef: 'main' })
  gh.addReview('acme/docs', 7, { login: 'alice', state: 'APPROVED' })
  const octokit = getOctokit(TOKEN, { baseUrl: gh.url })
  const repo = { owner: 'acme', repo: 'docs' }
  await octokit.rest.users.getAuthenticated()
  await octokit.rest.repos.getCollaboratorPermissionLevel({ ...repo, username: 'writer' })
  const { data: comment } = await octokit.rest.issues.createComment({
    ...repo,
    issue_number: 5,
    body: 'Started'
  })
  await octokit.rest.issues.updateComment({ ...repo, comment_id: comment.id, body: 'Done' })
  await octokit.rest.issues.getComment({ ...repo, comment_id: comment.id })
  for (let i = 0; i < 2; i++) await octokit.rest.issues.createComment({ ...repo, issue_number: 5, body: `${i}` }) // prettier-ignore
  await octokit.paginate(octokit.rest.issues.listComments, {
    ...repo,
    issue_number: 5,
    per_page: 2
  })
  await octokit.rest.reactions.createForIssueComment({ ...repo, comment_id: comment.id, content: 'eyes' }) // prettier-ignore
  await octokit.rest.reactions.createForPullRequestReviewComment({ ...repo, comment_id: 1, content: 'eyes' }) // prettier-ignore
  await octokit.rest.pulls.get({ ...repo, pull_number: 7 })
  await octokit.rest.pulls.listReviews({ ...repo, pull_number: 7, per_page: 100 })
  await octokit.rest.pulls.requestReviewers({ ...repo, pull_number: 7, reviewers: ['alice'], team_reviewers: ['docs'] }) // prettier-ignore
  await octokit.rest.issues.addLabels({ ...repo, issue_number: 7, labels: ['docs'] })
  await octokit.rest.issues.addAssignees({ ...repo, issue_number: 7, assignees: ['alice'] })
  await octokit.rest.issues.addAssignees({ ...repo, issue_number: 5, assignees: ['alice'] })
  await octokit.rest.issues.listLabelsOnIssue({ ...repo, issue_number: 7, per_page: 100 })
  await octokit.rest.issues.removeLabel({ ...repo, issue_number: 7, name: 'docs' })
  await octokit.rest.pulls.update({ ...repo, pull_number: 7, state: 'closed' })
  await octokit.rest.repos.createCommitStatus({ ...repo, sha: SHA, state: 'pending', context: 'docs-check', description: 'At work.', target_url: 'https://github.com/acme/docs/actions/runs/1' }) // prettier-ignore
})
afterAll(() => gh.close())

// An answer's body, edited field by field below.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any

/** The recorded exchange of `method` on a path matching `path`. */
function real(method: string, path: RegExp): GitHubExchange {
  const found = exchanges.find((e) => e.method === method && path.test(e.path))
  if (!found) throw new Error(`No ${method} ${path} was recorded`)
  return found
}

/** `exchange` with its answer's body changed by `edit`. */
function tampered(exchange: GitHubExchange, edit: (body: Loose) => void): GitHubExchange {
  const body = JSON.parse(exchange.response.text) as Loose
  edit(body)
  return { ...exchange, response: { ...exchange.response, text: JSON.stringify(body) } }
}

const PULL = /\/pulls\/7$/
const COMMENTS = /\/issues\/5\/comments$/
const COMMENT = /\/issues\/comments\/\d+$/

describe("GitHub's REST API description as the stand-in's contract", () => {
  it('passes every real exchange of every operation the action calls', () => {
    // The stand-in checked each as it answered too (its afterEach would fail this file).
    for (const exchange of exchanges) expect(checkGitHubExchange(exchange)).toEqual([])
    const operations = new Set(exchanges.map((e) => `${e.method} ${e.status}`))
    expect(operations).toEqual(
      new Set(['GET 200', 'POST 201', 'PATCH 200', 'POST 200', 'DELETE 200'])
    )
    expect(exchanges).toHaveLength(21)
  })

  it.each<[string, () => GitHubExchange, string]>([
    [
      'a head sha of the wrong type',
      () => tampered(real('GET', PULL), (b) => (b.head.sha = 42)),
      'GET /repos/{owner}/{repo}/pulls/{pull_number} (pulls/get) 200: answer head.sha must be string'
    ],
    [
      'a pull request number as a string',
      () => tampered(real('GET', PULL), (b) => (b.number = '7')),
      'GET /repos/{owner}/{repo}/pulls/{pull_number} (pulls/get) 200: answer number must be integer'
    ],
    [
      'a comment whose author has no login',
      () => tampered(real('POST', COMMENTS), (b) => delete b.user.login),
      "POST /repos/{owner}/{repo}/issues/{issue_number}/comments (issues/create-comment) 201: answer user must have required property 'login'"
    ],
    [
      'a comment id as a string in a listed page',
      () => tampered(real('GET', COMMENTS), (b) => (b[0].id = 'x')),
      'GET /repos/{owner}/{repo}/issues/{issue_number}/comments (issues/list-comments) 200: answer 0.id must be integer'
    ],
    [
      'a comment url that is no URI',
      () => tampered(real('PATCH', COMMENT), (b) => (b.html_url = 'not a link')),
      'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id} (issues/update-comment) 200: answer html_url must match format "uri"'
    ],
    [
      'a permission without role_name',
      () => tampered(real('GET', /\/permission$/), (b) => delete b.role_name),
      "GET /repos/{owner}/{repo}/collaborators/{username}/permission (repos/get-collaborator-permission-level) 200: answer body must have required property 'role_name'"
    ],
    [
      'a reaction GitHub does not have',
      () => tampered(real('POST', /issues\/comments\/\d+\/reactions$/), (b) => (b.content = 'wave')), // prettier-ignore
      'POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions (reactions/create-for-issue-comment) 201: answer content must be equal to one of the allowed values'
    ],
    [
      'a review state GitHub does not have',
      () => tampered(real('GET', /\/reviews$/), (b) => (b[0].state = 42)),
      'GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews (pulls/list-reviews) 200: answer 0.state must be string'
    ],
    [
      'labels answered as bare names',
      () => tampered(real('POST', /\/labels$/), (b) => (b[0] = 'docs')),
      'POST /repos/{owner}/{repo}/issues/{issue_number}/labels (issues/add-labels) 200: answer 0 must be object'
    ],
    [
      'a label without its color',
      () => tampered(real('GET', /\/labels$/), (b) => delete b[0].color),
      "GET /repos/{owner}/{repo}/issues/{issue_number}/labels (issues/list-labels-on-issue) 200: answer 0 must have required property 'color'"
    ],
    [
      'the labels left answered as bare names',
      () => tampered(real('DELETE', /\/labels\/docs$/), (b) => b.push('agent')),
      'DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name} (issues/remove-label) 200: answer 0 must be object'
    ],
    [
      'a closed pull request in a state GitHub does not have',
      () => tampered(real('PATCH', PULL), (b) => (b.state = 'merged')),
      'PATCH /repos/{owner}/{repo}/pulls/{pull_number} (pulls/update) 200: answer state must be equal to one of the allowed values'
    ],
    [
      'a status without its creator',
      () => tampered(real('POST', /\/statuses\//), (b) => delete b.creator),
      "POST /repos/{owner}/{repo}/statuses/{sha} (repos/create-commit-status) 201: answer body must have required property 'creator'"
    ],
    [
      'a token user whose id is a string',
      () => tampered(real('GET', /^\/user$/), (b) => (b.id = '1')),
      'GET /user (users/get-authenticated) 200: answer id must be integer'
    ],
    [
      'an error whose message is no string (a status GitHub gives everywhere)',
      () => ({ ...real('GET', /\/reviews$/), status: 404, response: { headers: { 'content-type': 'application/json' }, text: '{"message":42}' } }), // prettier-ignore
      'GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews (pulls/list-reviews) 404: answer message must be string'
    ]
  ])('fails %s, naming the operation and the field', (_name, exchange, violation) => {
    expect(checkGitHubExchange(exchange()).join('\n')).toContain(violation)
  })

  it('fails a status the operation does not document, and passes one GitHub gives everywhere', () => {
    const reviews = real('GET', /\/reviews$/)
    const error = { headers: { 'content-type': 'application/json' }, text: '{"message":"x"}' }
    expect(checkGitHubExchange({ ...reviews, status: 202, response: error })).toEqual([
      'GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews (pulls/list-reviews): status 202 is not documented (documented: 200)'
    ])
    const update = real('PATCH', COMMENT)
    expect(checkGitHubExchange({ ...update, status: 500, response: error })).toEqual([
      'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id} (issues/update-comment): status 500 is not documented (documented: 200, 422)'
    ])
    for (const status of [401, 403, 404, 429]) {
      expect(checkGitHubExchange({ ...reviews, status, response: error })).toEqual([])
    }
  })

  it("passes a 422 GitHub gives where its description lists none (UNDOCUMENTED_BY_GITHUB), held to GitHub's validation-error", () => {
    const status = real('POST', /\/statuses\//)
    const refused = (text: string) => ({
      ...status,
      status: 422,
      response: { headers: { 'content-type': 'application/json; charset=utf-8' }, text }
    })
    const tooLong = JSON.stringify({
      message: 'Validation Failed',
      errors: [{ resource: 'Status', field: 'description', code: 'custom', message: 'description is too long (maximum is 140 characters)' }], // prettier-ignore
      documentation_url: 'https://docs.github.com/rest/commits/statuses#create-a-commit-status'
    })
    expect(checkGitHubExchange(refused(tooLong))).toEqual([])
    expect(checkGitHubExchange(refused('{"message":"Validation Failed","errors":[{}]}'))).toEqual([
      "POST /repos/{owner}/{repo}/statuses/{sha} (repos/create-commit-status) 422: answer body must have required property 'documentation_url'",
      "POST /repos/{owner}/{repo}/statuses/{sha} (repos/create-commit-status) 422: answer errors.0 must have required property 'code'"
    ])
    // Only on that operation: elsewhere an undocumented 422 is still one.
    expect(
      checkGitHubExchange({ ...refused(tooLong), ...real('GET', /\/labels$/), status: 422 })
    ).toContain(
      // prettier-ignore
      'GET /repos/{owner}/{repo}/issues/{issue_number}/labels (issues/list-labels-on-issue): status 422 is not documented (documented: 200, 301, 404, 410)'
    )
  })

  it('fails an answer that is not JSON, or not labelled JSON', () => {
    const pull = real('GET', PULL)
    expect(
      checkGitHubExchange({ ...pull, response: { ...pull.response, text: '<html>' } })
    ).toEqual([
      'GET /repos/{owner}/{repo}/pulls/{pull_number} (pulls/get) 200: the answer is not JSON'
    ])
    expect(
      checkGitHubExchange({ ...pull, response: { ...pull.response, headers: { 'content-type': 'text/html' } } }) // prettier-ignore
    ).toEqual([
      'GET /repos/{owner}/{repo}/pulls/{pull_number} (pulls/get) 200: content-type is text/html, not application/json'
    ])
  })

  it('fails a Link header out of GitHub’s form, and one on an operation that documents none', () => {
    const list = real('GET', COMMENTS)
    const link = (value: string, exchange = list): GitHubExchange => ({
      ...exchange,
      response: { ...exchange.response, headers: { ...exchange.response.headers, link: value } }
    })
    expect(list.response.headers.link).toMatch(/; rel="next"/)
    expect(checkGitHubExchange(link('page=2'))).toEqual([
      'GET /repos/{owner}/{repo}/issues/{issue_number}/comments (issues/list-comments) 200: answer header Link is not <url>; rel="…" (page=2)'
    ])
    expect(
      checkGitHubExchange(link('<https://x/y?page=2>; rel="next"', real('GET', PULL)))
    ).toEqual([
      'GET /repos/{owner}/{repo}/pulls/{pull_number} (pulls/get) 200: answer header Link is not documented for this operation'
    ])
  })

  it('fails a call of an operation the extract does not have', () => {
    const pull = real('GET', PULL)
    expect(checkGitHubExchange({ ...pull, method: 'PUT', path: '/repos/acme/docs/issues/7/lock' })).toEqual([
      `PUT /repos/acme/docs/issues/7/lock: no operation of ${EXTRACT} has this method and path`
    ]) // prettier-ignore
    expect(checkGitHubExchange({ ...pull, method: 'POST', path: '/graphql' })).toEqual([
      `POST /graphql: no operation of ${EXTRACT} has this method and path`
    ])
    expect(checkGitHubExchange({ ...pull, path: '/repos/acme/docs/pulls/7/' })).toHaveLength(1)
  })

  it('fails a request out of the description: page size, reaction, missing body, no token', () => {
    const list = real('GET', COMMENTS)
    // per_page's "max 100" is in the description's prose only, not its schema: not checked here
    // (the stand-in caps pages at 100 as GitHub does).
    expect(checkGitHubExchange({ ...list, query: { per_page: 'all' } })).toContain(
      'GET /repos/{owner}/{repo}/issues/{issue_number}/comments (issues/list-comments): request query.per_page must be integer'
    )
    const react = real('POST', /issues\/comments\/\d+\/reactions$/)
    expect(checkGitHubExchange({ ...react, body: { content: 'wave' } })).toContain(
      'POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions (reactions/create-for-issue-comment): request body.content must be equal to one of the allowed values'
    )
    const create = real('POST', COMMENTS)
    expect(checkGitHubExchange({ ...create, body: { text: 'x' } })).toContain(
      "POST /repos/{owner}/{repo}/issues/{issue_number}/comments (issues/create-comment): request body must have required property 'body'"
    )
    expect(checkGitHubExchange({ ...create, headers: { 'content-type': 'text/plain', authorization: 'token x' } })).toContain(
      'POST /repos/{owner}/{repo}/issues/{issue_number}/comments (issues/create-comment): request content-type is text/plain, not application/json'
    ) // prettier-ignore
    expect(checkGitHubExchange({ ...list, headers: {} })).toContain(
      'GET /repos/{owner}/{repo}/issues/{issue_number}/comments (issues/list-comments): request carries no token (Authorization: token … or Bearer …)'
    )
    expect(checkGitHubExchange({ ...list, body: { x: 1 } })).toContain(
      'GET /repos/{owner}/{repo}/issues/{issue_number}/comments (issues/list-comments): request has a body, where the description defines none'
    )
  })

  it('leaves alone an answer served off the contract on purpose, still checking its request', () => {
    const pull = tampered(real('GET', PULL), (b) => (b.head = 'nothing'))
    expect(checkGitHubExchange({ ...pull, offContract: 'intercept()' })).toEqual([])
    expect(checkGitHubExchange({ ...pull, offContract: 'intercept()', headers: {} })).toEqual([
      'GET /repos/{owner}/{repo}/pulls/{pull_number} (pulls/get): request carries no token (Authorization: token … or Bearer …)'
    ])
  })
})

describe('the extract covers the action', () => {
  it('has every operation src/ calls through Octokit', async () => {
    const uses = await routesUsed()
    expect(uses.length).toBeGreaterThan(10)
    const missing = uses.filter((use) => !hasOperation(use.route))
    expect(missing.map((use) => `${use.file}: ${use.call} (${use.route})`)).toEqual([])
  })

  it('names a call src/ makes that the extract lacks, and refuses calls it cannot map', async () => {
    const root = mkdtempSync(join(tmpdir(), 'gh-ops-'))
    try {
      mkdirSync(join(root, 'src'))
      writeFileSync(join(root, 'src', 'lock.ts'), 'await octokit.rest.issues.lock({ owner, repo, issue_number: 1 })\n') // prettier-ignore
      const [use] = await routesUsed(root)
      expect(use).toEqual({
        route: 'PUT /repos/{owner}/{repo}/issues/{issue_number}/lock',
        call: 'issues.lock',
        file: 'src/lock.ts'
      })
      expect(hasOperation(use!.route)).toBe(false)
      writeFileSync(join(root, 'src', 'raw.ts'), "await octokit.request('GET /octocat')\n")
      await expect(routesUsed(root)).rejects.toThrow(
        'src/raw.ts: octokit.request is a GitHub call this scan cannot map to an operation'
      )
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})

describe('the stand-in under the contract', () => {
  it('fails the test when it gives a wrong answer, naming the operation and the field', async () => {
    const standIn = await startGitHubStandIn({ tokens: { [TOKEN]: { login: 'writer' } } })
    // A head sha that is no string, through the stand-in's own API: its answer is wrong.
    standIn.addPull('acme/docs', { number: 3, headRef: 'x', headSha: 42 as unknown as string, baseRef: 'main' }) // prettier-ignore
    await getOctokit(TOKEN, { baseUrl: standIn.url }).rest.pulls.get({
      owner: 'acme',
      repo: 'docs',
      pull_number: 3
    })
    expect(standIn.violations).toEqual([
      'GET /repos/{owner}/{repo}/pulls/{pull_number} (pulls/get) 200: answer head.sha must be string'
    ])
    // close() rejects with what is left; assertContract() throws and forgets.
    expect(() => standIn.assertContract()).toThrow('answer head.sha must be string')
    expect(standIn.violations).toEqual([])
    await fetch(`${standIn.url}/repos/acme/docs/issues/3/comments?since=yesterday`, {
      headers: { authorization: `token ${TOKEN}` }
    })
    await expect(standIn.close()).rejects.toThrow(
      'GET /repos/{owner}/{repo}/issues/{issue_number}/comments (issues/list-comments): request query.since must match format "date-time"'
    )
  })

  it('checks the request of an intercepted answer, never the answer a test served', async () => {
    const standIn = await startGitHubStandIn({ tokens: { [TOKEN]: { login: 'writer' } } })
    standIn.intercept(() => ({ status: 418, body: '<html>' }))
    await fetch(`${standIn.url}/repos/acme/docs/pulls/1`, { headers: { authorization: `token ${TOKEN}` } }) // prettier-ignore
    expect(standIn.violations).toEqual([])
    await fetch(`${standIn.url}/repos/acme/docs/pulls/1`)
    expect(standIn.violations).toEqual([
      'GET /repos/{owner}/{repo}/pulls/{pull_number} (pulls/get): request carries no token (Authorization: token … or Bearer …)'
    ])
    expect(() => standIn.assertContract()).toThrow()
    await standIn.close()
  })
})
