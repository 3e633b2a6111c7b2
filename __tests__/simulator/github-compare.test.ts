// The simulator's GitHub answers the compare API for the demo push (`npm start -- --push`): the
// range's commits and changed files with their patches, in GitHub's `commit-comparison` shape as
// its REST description documents it, paged as GitHub pages it; any other range is GitHub's 404.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { getOctokit } from '@actions/github'
import { DEMO_PUSH } from '../../simulator/demo-push.js'
import { startSimulator, type Simulator } from '../../simulator/server.js'
import { checkGitHubExchange } from '../support/github-contract.js'

let sim: Simulator
beforeAll(async () => {
  sim = await startSimulator({ port: 0 })
})
afterAll(async () => {
  await sim.close()
})

const RANGE = `${DEMO_PUSH.before}...${DEMO_PUSH.after}`
const [owner = '', repo = ''] = DEMO_PUSH.repository.split('/')

describe("the simulator's GitHub compare API", () => {
  it('answers the demo push’s range with its commits, oldest first, and its files with patches', async () => {
    const octokit = getOctokit('ghs_any', { baseUrl: `${sim.url}/_sim/github` })
    // As the action reads it (src/github/changes.ts): pages of 100.
    const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
      owner,
      repo,
      basehead: RANGE,
      per_page: 100,
      page: 1
    })
    expect(data.status).toBe('ahead')
    expect(data.total_commits).toBe(3)
    expect(data.commits.map((c) => c.commit.message.split('\n')[0])).toEqual([
      'Add a --dry-run flag to the deploy command',
      'Test --dry-run',
      'Bump yaml from 2.4.5 to 2.5.0'
    ])
    expect(data.commits.at(-1)?.sha).toBe(DEMO_PUSH.after)
    expect(data.commits[0]?.parents[0]?.sha).toBe(DEMO_PUSH.before)
    expect(data.commits.every((c) => c.author?.login === 'octocat')).toBe(true)
    const files = data.files ?? []
    expect(files.map((f) => [f.filename, f.status])).toEqual([
      ['src/cli.ts', 'modified'],
      ['src/deploy.ts', 'modified'],
      ['test/cli.test.ts', 'added'],
      ['package.json', 'modified'],
      ['package-lock.json', 'modified']
    ])
    for (const file of files) {
      expect(file.patch).toMatch(/^@@ /)
      // The counts are the patch's own lines.
      const lines = (file.patch ?? '').split('\n').slice(1)
      expect(file.additions).toBe(lines.filter((l) => l.startsWith('+')).length)
      expect(file.deletions).toBe(lines.filter((l) => l.startsWith('-')).length)
      expect(file.changes).toBe(file.additions + file.deletions)
    }
    // The files come on the first page only; a later page has no commits left.
    const second = await octokit.rest.repos.compareCommitsWithBasehead({
      owner,
      repo,
      basehead: RANGE,
      per_page: 2,
      page: 2
    })
    expect(second.data.commits.map((c) => c.sha)).toEqual([DEMO_PUSH.after])
    expect(second.data.files).toEqual([])
  })

  it('answers any other range, or another repository, with GitHub’s 404', async () => {
    for (const path of [
      `/repos/${DEMO_PUSH.repository}/compare/${DEMO_PUSH.after}...${DEMO_PUSH.before}`,
      `/repos/${DEMO_PUSH.repository}/compare/main...${DEMO_PUSH.after}`,
      `/repos/acme/other/compare/${RANGE}`
    ]) {
      const response = await fetch(`${sim.url}/_sim/github${path}`)
      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ message: 'Not Found' })
    }
  })

  it("answers as GitHub's REST description documents compare (200 and 404)", async () => {
    for (const [path, query, status] of [
      [`/repos/${DEMO_PUSH.repository}/compare/${RANGE}`, { per_page: '100', page: '1' }, 200],
      [`/repos/${DEMO_PUSH.repository}/compare/${RANGE}`, {}, 200],
      [`/repos/${DEMO_PUSH.repository}/compare/${DEMO_PUSH.after}...${DEMO_PUSH.before}`, {}, 404]
    ] as const) {
      const search = new URLSearchParams(query).toString()
      const response = await fetch(`${sim.url}/_sim/github${path}${search ? `?${search}` : ''}`, {
        headers: { authorization: 'token ghs_any', accept: 'application/vnd.github.v3+json' }
      })
      expect(response.status).toBe(status)
      const text = await response.text()
      expect(
        checkGitHubExchange({
          method: 'GET',
          path,
          query: { ...query },
          headers: { authorization: 'token ghs_any' },
          body: undefined,
          status: response.status,
          response: { headers: Object.fromEntries(response.headers), text }
        })
      ).toEqual([])
    }
  })
})
