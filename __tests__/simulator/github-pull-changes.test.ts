// The simulator's GitHub serves what `npm start -- --pr` needs of the demo's code pull request
// (simulator/demo-pull.js, simulator/github-pull-changes.ts): its commits and files as GitHub's
// pull request APIs list them, at its opening and after a push (sim.pushToPull, or
// POST /_sim/pulls/{owner}/{repo}/{n}/push), and a permission answer that lets its author act
// (simulator/github-collaborators.ts). Through Octokit, as a run pointed at /_sim/github reads
// them, each exchange held to GitHub's REST description.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { DEMO_PULL } from '../../simulator/demo-pull.js'
import { startSimulator, type Simulator } from '../../simulator/server.js'
import { checkGitHubExchange, type GitHubExchange } from '../support/github-contract.js'
import { simGitHubOctokit } from '../support/sim-github.js'

let sim: Simulator
let exchanges: GitHubExchange[]

beforeAll(async () => {
  sim = await startSimulator({ port: 0 })
})
afterAll(async () => {
  await sim.close()
})
beforeEach(() => {
  sim.reset()
  exchanges = []
})

const [owner = '', repo = ''] = DEMO_PULL.repository.split('/')
const pull = { owner, repo, pull_number: DEMO_PULL.number }
const octokit = () => simGitHubOctokit(sim.url, exchanges)
const [opening, second] = DEMO_PULL.pushes

/** Every exchange so far passes GitHub's REST description. */
function expectGitHubShapes(): void {
  expect(exchanges.length).toBeGreaterThan(0)
  for (const exchange of exchanges) expect(checkGitHubExchange(exchange)).toEqual([])
}

describe("the simulator's GitHub: the demo pull request's change", () => {
  it('lists its commits, oldest first, and its files with their patches, as at its opening', async () => {
    // As the action reads them (src/github/changes-read.ts): pages of 100.
    const { data: commits } = await octokit().rest.pulls.listCommits({ ...pull, per_page: 100, page: 1 }) // prettier-ignore
    expect(commits.map((c) => [c.sha, c.commit.message])).toEqual(
      opening!.commits.map((c) => [c.sha, c.message])
    )
    expect(commits.at(-1)?.sha).toBe(opening!.head)
    expect(commits[0]?.parents[0]?.sha).toBe(DEMO_PULL.base)
    expect(commits[1]?.parents[0]?.sha).toBe(commits[0]?.sha)
    expect(commits.every((c) => c.author?.login === DEMO_PULL.author)).toBe(true)
    const { data: files } = await octokit().rest.pulls.listFiles({ ...pull, per_page: 100, page: 1 }) // prettier-ignore
    expect(files.map((f) => [f.filename, f.status])).toEqual([
      ['src/cli.ts', 'modified'],
      ['src/commands/export.ts', 'added'],
      ['test/export.test.ts', 'added']
    ])
    for (const file of files) {
      const lines = (file.patch ?? '').split('\n').slice(1)
      expect(file.additions).toBe(lines.filter((l) => l.startsWith('+')).length)
      expect(file.deletions).toBe(lines.filter((l) => l.startsWith('-')).length)
      expect(file.blob_url).toBe(`https://github.com/${DEMO_PULL.repository}/blob/${opening!.head}/${file.filename}`) // prettier-ignore
    }
    // Paged by per_page and page.
    const { data: paged } = await octokit().rest.pulls.listCommits({
      ...pull,
      per_page: 1,
      page: 2
    })
    expect(paged.map((c) => c.sha)).toEqual([opening!.head])
    expectGitHubShapes()
  })

  it('after a push, lists the commits of both pushes and the files at the new head; a reset goes back to the opening', async () => {
    expect(sim.pushToPull(DEMO_PULL.repository, DEMO_PULL.number)).toEqual({
      before: opening!.head,
      after: second!.head
    })
    const { data: commits } = await octokit().rest.pulls.listCommits(pull)
    expect(commits.map((c) => c.sha)).toEqual(
      [...opening!.commits, ...second!.commits].map((c) => c.sha)
    )
    expect(commits.at(-1)?.parents[0]?.sha).toBe(opening!.head)
    const { data: files } = await octokit().rest.pulls.listFiles(pull)
    const exported = files.find((f) => f.filename === 'src/commands/export.ts')
    expect(exported?.patch).toContain('--format json')
    expect(exported?.raw_url).toContain(second!.head)
    expect(() => sim.pushToPull(DEMO_PULL.repository, DEMO_PULL.number)).toThrow('none is left')
    sim.reset()
    expect((await octokit().rest.pulls.listCommits(pull)).data).toHaveLength(opening!.commits.length) // prettier-ignore
    expectGitHubShapes()
  })

  it('pushes over HTTP, as the demo does: 200 with the heads, 409 when no push is left, 404 for another pull request', async () => {
    const push = (path: string) => fetch(`${sim.url}/_sim/pulls/${path}/push`, { method: 'POST' })
    const first = await push(`${DEMO_PULL.repository}/${DEMO_PULL.number}`)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ before: opening!.head, after: second!.head })
    const again = await push(`${DEMO_PULL.repository}/${DEMO_PULL.number}`)
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ error: expect.stringContaining('none is left') })
    expect((await push(`${DEMO_PULL.repository}/${DEMO_PULL.number + 1}`)).status).toBe(404)
    expect((await push(`acme/docs/${DEMO_PULL.number}`)).status).toBe(404)
    expect(() => sim.pushToPull('acme/docs', 1)).toThrow('has commits to push')
  })

  it("answers GitHub's 404 for another pull request's commits and files", async () => {
    for (const other of [
      { ...pull, pull_number: DEMO_PULL.number + 1 },
      { ...pull, repo: 'docs' }
    ]) {
      await expect(octokit().rest.pulls.listCommits(other)).rejects.toMatchObject({ status: 404 })
      await expect(octokit().rest.pulls.listFiles(other)).rejects.toMatchObject({ status: 404 })
    }
    expectGitHubShapes()
  })
})

describe("the simulator's GitHub: who may write", () => {
  it('answers that every account has write permission, and that a bot is no collaborator', async () => {
    const { data } = await octokit().rest.repos.getCollaboratorPermissionLevel({ owner, repo, username: 'octocat' }) // prettier-ignore
    expect(data).toMatchObject({ permission: 'write', role_name: 'write', user: { login: 'octocat' } }) // prettier-ignore
    await expect(
      octokit().rest.repos.getCollaboratorPermissionLevel({
        owner,
        repo,
        username: 'renovate[bot]'
      })
    ).rejects.toMatchObject({ status: 404 })
    expectGitHubShapes()
  })
})
