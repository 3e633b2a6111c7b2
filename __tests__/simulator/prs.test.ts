// The simulator's pull requests (one per job, pushed to by later turns) and follow-ups sent while
// a job is still at work (queued behind the current turn), on the simulator's own clock, through
// the API and the /_sim endpoints over real HTTP.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { getOctokit } from '@actions/github'
import { headShaOf, startSimulator, type Simulator } from '../../simulator/server.js'
import { checkGitHubExchange } from '../support/github-contract.js'

const AUTH = { authorization: 'Bearer mint_prs_test' }
const T0 = Date.UTC(2026, 0, 5, 9, 0, 0)
let clock = T0
let sim: Simulator

beforeAll(async () => {
  sim = await startSimulator({ now: () => clock, jobDurationMs: 1000, rateLimit: false })
})
afterAll(async () => {
  await sim.close()
})
beforeEach(() => {
  sim.reset()
  sim.configure({ repository: 'acme/docs' })
  clock = T0
})

async function call(method: string, path: string, body?: unknown, headers = AUTH) {
  const response = await fetch(sim.url + path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : '') as unknown }
}

interface Job {
  id: string
  status: string
  prLink: string | null
}
const create = async (prompt: string): Promise<Job> =>
  (await call('POST', '/v2/agent/demo/job', { prompt })).body as Job
const message = (id: string, prompt: string) =>
  call('POST', `/v2/agent/demo/job/${id}/message`, { prompt })
const get = async (id: string): Promise<Job> =>
  (await call('GET', `/v2/agent/demo/job/${id}`)).body as Job
/** The pull request job `id` opened in acme/docs as `number`, at its first head. */
const pullOf = (id: string, number: number, title: string) => ({
  repository: 'acme/docs',
  number,
  jobId: id,
  headRef: `docs-agent/${id}`,
  baseRef: 'main',
  headSha: headShaOf(id, 0),
  title,
  author: 'docs-agent[bot]'
})
const at = (ms: number): void => {
  clock = T0 + ms
}

describe("a job's pull request", () => {
  it('opens when the first pr turn ends and stays one PR, each later pr turn pushing a new head', async () => {
    const { id } = await create('Fix the quickstart\n\nAnd the rest sim:duration=1s')
    at(999)
    expect(await get(id)).toMatchObject({ status: 'active', prLink: null })
    expect(sim.pulls()).toEqual([])

    at(1000)
    const done = await get(id)
    expect(done.status).toBe('completed')
    const number = Number(done.prLink?.split('/').pop())
    expect(done.prLink).toBe(`https://github.com/acme/docs/pull/${number}`)
    const first = pullOf(id, number, 'Fix the quickstart')
    expect(sim.pulls()).toEqual([first])
    expect(first.headSha).toMatch(/^[0-9a-f]{40}$/)

    // A follow-up to the completed job: a stale read first, then the new turn at work.
    expect((await message(id, 'Shorter sim:duration=2s')).body).toMatchObject({
      status: 'completed',
      prLink: done.prLink
    })
    expect(await get(id)).toMatchObject({ status: 'completed', prLink: done.prLink })
    expect(await get(id)).toMatchObject({ status: 'active', prLink: null })
    at(2999)
    expect(sim.pull('acme/docs', number)?.headSha).toBe(headShaOf(id, 0))

    at(3000)
    expect(await get(id)).toMatchObject({ status: 'completed', prLink: done.prLink })
    expect(sim.pulls()).toEqual([{ ...first, headSha: headShaOf(id, 1) }])
    expect(headShaOf(id, 1)).not.toBe(headShaOf(id, 0))

    // A turn without a PR of its own keeps showing the job's PR and pushes nothing.
    await message(id, 'Nothing to change sim:outcome=no-pr sim:stale=0 sim:duration=1s')
    at(4000)
    expect(await get(id)).toMatchObject({ status: 'completed', prLink: done.prLink })
    expect(sim.pull('ACME/Docs', number)).toEqual({ ...first, headSha: headShaOf(id, 1) })
  })

  it('numbers PRs in the order they open, and a job without a pr turn has none', async () => {
    const slow = await create('Slow sim:duration=5s')
    const quick = await create('Quick sim:duration=1s')
    const none = await create('Nothing sim:outcome=no-pr sim:duration=1s')
    const failed = await create('Broken sim:outcome=failed sim:duration=1s')
    at(5000)
    const [first, second] = sim.pulls()
    expect(sim.pulls()).toHaveLength(2)
    expect(first?.jobId).toBe(quick.id)
    expect(second).toMatchObject({ jobId: slow.id, number: (first?.number ?? 0) + 1 })
    expect((await get(none.id)).prLink).toBeNull()
    expect((await get(failed.id)).prLink).toBeNull()
    expect(sim.pull('acme/docs', 99_999)).toBeUndefined()
    expect(sim.pull('acme/other', first?.number ?? 0)).toBeUndefined()
  })

  it("takes the first line of the first prompt for its title, cut to 80 characters, and the job's repository", async () => {
    sim.configure({ repository: 'octo/site' })
    const { id } = await create(`\n  ${'Rewrite '.repeat(20)}\nsecond line`)
    sim.configure({ repository: 'acme/docs' })
    at(1000)
    const [pull] = sim.pulls()
    expect(pull?.title).toBe('Rewrite '.repeat(10).slice(0, 80))
    expect(pull?.repository).toBe('octo/site')
    expect((await get(id)).prLink).toBe(`https://github.com/octo/site/pull/${pull?.number}`)
  })

  it('is forgotten on reset', async () => {
    await create('x')
    at(1000)
    expect(sim.pulls()).toHaveLength(1)
    sim.reset()
    expect(sim.pulls()).toEqual([])
  })
})

describe('a follow-up to a job still at work', () => {
  it('is accepted and queued: its turn starts when the current one ends, without a gap', async () => {
    const { id } = await create('First sim:duration=1s')
    at(200)
    const answer = await message(id, 'Second sim:duration=2s')
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ id, status: 'active', prLink: null })
    expect(sim.job(id)?.turns[1]?.startedAt).toBe(T0 + 1000)

    at(999)
    expect(await get(id)).toMatchObject({ status: 'active', prLink: null })
    at(1000)
    // The first turn ended (its PR is open) and the queued one started at that instant.
    expect(await get(id)).toMatchObject({ status: 'active', prLink: null })
    expect(sim.pulls()).toMatchObject([{ jobId: id, headSha: headShaOf(id, 0) }])
    at(2999)
    expect(await get(id)).toMatchObject({ status: 'active', prLink: null })
    at(3000)
    const done = await get(id)
    expect(done.status).toBe('completed')
    expect(done.prLink).toBe(`https://github.com/acme/docs/pull/${sim.pulls()[0]?.number}`)
    expect(sim.pulls()).toMatchObject([{ jobId: id, headSha: headShaOf(id, 1) }])
  })

  it('runs several queued turns one after another, each showing its own status', async () => {
    const { id } = await create('First sim:duration=1s')
    at(100)
    await message(id, 'Second sim:duration=1s sim:status=queued')
    at(200)
    expect((await message(id, 'Third sim:duration=1s sim:outcome=failed')).body).toMatchObject({
      status: 'active'
    })
    expect(sim.job(id)?.turns.map((turn) => turn.startedAt - T0)).toEqual([0, 1000, 2000])
    const statuses: string[] = []
    for (const ms of [500, 1000, 1999, 2000, 2999, 3000]) {
      at(ms)
      statuses.push((await get(id)).status)
    }
    expect(statuses).toEqual(['active', 'queued', 'queued', 'active', 'active', 'failed'])
    // The failed last turn still shows the PR the first turn opened.
    expect((await get(id)).prLink).toMatch(/\/pull\/\d+$/)
  })

  it('behind a stuck turn never starts', async () => {
    const { id } = await create('Forever sim:outcome=stuck')
    at(100)
    expect((await message(id, 'More sim:duration=1s')).body).toMatchObject({ status: 'active' })
    expect(sim.job(id)?.turns[1]?.startedAt).toBe(Infinity)
    at(86_400_000)
    expect(await get(id)).toMatchObject({ status: 'active', prLink: null })
    expect(sim.pulls()).toEqual([])
  })

  it('to an ended job still starts at once, behind stale reads', async () => {
    const { id } = await create('First sim:duration=1s sim:outcome=no-pr')
    at(1500)
    await message(id, 'Second sim:duration=1s sim:stale=2')
    expect(sim.job(id)?.turns[1]?.startedAt).toBe(T0 + 1500)
    expect((await get(id)).status).toBe('completed')
    expect((await get(id)).status).toBe('completed')
    expect((await get(id)).status).toBe('active')
    at(2500)
    expect((await get(id)).prLink).toMatch(/\/pull\/\d+$/)
  })

  it('to an archived job is still refused', async () => {
    const { id } = await create('x sim:outcome=stuck')
    await call('POST', `/_sim/jobs/${id}/archive`, undefined, {} as typeof AUTH)
    expect(await message(id, 'more')).toMatchObject({
      status: 400,
      body: { error: 'Job is archived' }
    })
  })
})

describe('pull requests over HTTP', () => {
  const open = async (): Promise<{ id: string; number: number }> => {
    const { id } = await create('Document the API')
    at(1000)
    return { id, number: Number((await get(id)).prLink?.split('/').pop()) }
  }

  it('lists them at GET /_sim/pulls', async () => {
    const { id, number } = await open()
    expect(await call('GET', '/_sim/pulls')).toEqual({
      status: 200,
      body: [pullOf(id, number, 'Document the API')]
    })
  })

  it("answers GitHub's pull request shape under /_sim/github, and 404 for anything else", async () => {
    const { id, number } = await open()
    expect(await call('GET', `/_sim/github/repos/acme/docs/pulls/${number}`)).toMatchObject({
      status: 200,
      body: {
        number,
        html_url: `https://github.com/acme/docs/pull/${number}`,
        state: 'open',
        title: 'Document the API',
        user: { login: 'docs-agent[bot]', type: 'Bot' },
        head: { ref: `docs-agent/${id}`, sha: headShaOf(id, 0), repo: { full_name: 'acme/docs' } },
        base: { ref: 'main', repo: { full_name: 'acme/docs' } },
        requested_reviewers: [],
        requested_teams: [],
        labels: [],
        assignees: []
      }
    })
    const notFound = { status: 404, body: expect.objectContaining({ message: 'Not Found' }) }
    for (const path of [
      `/_sim/github/repos/acme/docs/pulls/${number + 1}`,
      `/_sim/github/repos/acme/other/pulls/${number}`,
      `/_sim/github/repos/acme/docs/pulls/${number}/reviews`,
      `/_sim/github/repos/acme/docs/issues/${number}`,
      '/_sim/github/repos/acme/docs/issues/comments/1',
      '/_sim/github'
    ]) {
      expect(await call('GET', path)).toEqual(notFound)
    }
    // An installation token may not ask who it is, as on GitHub.
    expect(await call('GET', '/_sim/github/user')).toMatchObject({ status: 403 })
    // A pull request no job opened cannot be closed either (closing one: github-pull-state.test.ts).
    expect(
      await call('PATCH', `/_sim/github/repos/acme/docs/pulls/${number + 1}`, { state: 'closed' })
    ).toEqual(notFound)
    expect(await call('DELETE', `/_sim/github/repos/acme/docs/pulls/${number}`)).toEqual(notFound)
  })

  it('keeps issue comments as GitHub does: created, listed, read and edited by Octokit', async () => {
    const octokit = getOctokit('ghs_any', { baseUrl: `${sim.url}/_sim/github` })
    const where = { owner: 'acme', repo: 'docs' }
    const { data: made } = await octokit.rest.issues.createComment({
      ...where,
      issue_number: 7,
      body: 'first'
    })
    expect(made).toMatchObject({
      body: 'first',
      user: { login: 'github-actions[bot]', type: 'Bot' },
      html_url: `https://github.com/acme/docs/issues/7#issuecomment-${made.id}`
    })
    await octokit.rest.issues.updateComment({ ...where, comment_id: made.id, body: 'edited' })
    const { data: read } = await octokit.rest.issues.getComment({ ...where, comment_id: made.id })
    expect(read.body).toBe('edited')
    const { data: listed } = await octokit.rest.issues.listComments({ ...where, issue_number: 7 })
    expect(listed.map((c) => c.body)).toEqual(['edited'])
    const { data: other } = await octokit.rest.issues.listComments({ ...where, issue_number: 8 })
    expect(other).toEqual([])
  })

  it('lets Octokit read a pull request with GITHUB_API_URL at /_sim/github', async () => {
    const { id, number } = await open()
    const octokit = getOctokit('ghs_any', { baseUrl: `${sim.url}/_sim/github` })
    const { data } = await octokit.rest.pulls.get({
      owner: 'acme',
      repo: 'docs',
      pull_number: number
    })
    expect(data).toMatchObject({ number, head: { sha: headShaOf(id, 0) }, base: { ref: 'main' } })
    await expect(
      octokit.rest.pulls.get({ owner: 'acme', repo: 'docs', pull_number: number + 5 })
    ).rejects.toMatchObject({ status: 404 })
  })

  // The slice is a stand-in of GitHub that the end-to-end suites without the GitHub stand-in
  // (e2e/agent.test.ts), `npm start` and `npm run local-action` read pull requests from: held to
  // GitHub's REST description like support/github-standin.ts, so that the action is never shown
  // a pull request GitHub would not send.
  it("answers pulls/get and its 404 as GitHub's REST description documents them", async () => {
    const { number } = await open()
    for (const route of [
      `/repos/acme/docs/pulls/${number}`,
      `/repos/acme/docs/pulls/${number + 1}`
    ]) {
      const response = await fetch(`${sim.url}/_sim/github${route}`, {
        headers: { authorization: 'token ghs_any', accept: 'application/vnd.github.v3+json' }
      })
      const text = await response.text()
      expect(
        checkGitHubExchange({
          method: 'GET',
          path: route,
          query: {},
          headers: { authorization: 'token ghs_any' },
          body: undefined,
          status: response.status,
          response: { headers: Object.fromEntries(response.headers), text }
        })
      ).toEqual([])
    }
  })
})
