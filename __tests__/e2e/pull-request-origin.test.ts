// The service's word alone never chooses where the action writes or what a later job checks out
// (contract §4.9): the pr-* inputs act on the agent's pull request, and pr-head-* name it, only
// when it is in the documentation repository (`docs-repository`, else the job's source
// repository), opened from a branch of that repository, and by an app account or `pr-author`.
// The bundled dist/ runs against a scripted service and the GitHub stand-in over real HTTP.
import { describe, expect, it } from '@jest/globals'
import type { GitHubStandIn } from '../support/github-standin.js'
import {
  TOKEN,
  created,
  github,
  notices,
  runAgent,
  service,
  useHostileRun,
  warnings
} from '../support/hostile-run.js'

useHostileRun()

const SHA = 'a'.repeat(40)
const ACTING = {
  prompt: 'Write the docs.',
  'pr-labels': 'safe-to-test',
  'pr-reviewers': 'octocat',
  'pr-assignees': 'octocat',
  'pr-comment': 'true'
}

/** A service whose job completes at once with `prLink`, working on `source` (null: none). */
const completedWith = (prLink: string, source: string | null = 'https://github.com/acme/docs') =>
  service({
    createJob: () =>
      created({
        status: 'completed',
        prLink,
        source: source === null ? null : { repository: source, ref: 'main' }
      })
  })

async function gitHubWith(
  pulls: { repository: string; number: number; author?: string; headRepository?: string }[]
): Promise<GitHubStandIn> {
  const gh = await github()
  for (const { repository, ...pull } of pulls) {
    gh.addPull(repository, { headRef: 'attacker-branch', headSha: SHA, baseRef: 'main', ...pull })
  }
  gh.setPermission('octocat', 'write')
  return gh
}

/** Requests that wrote anything to GitHub (labels, reviewers, assignees, comments). */
const writes = (gh: GitHubStandIn) => gh.requests.filter((r) => r.method !== 'GET')

/** A run whose pull request was not acted on, the warning saying why (`why`). */
function refused(result: Awaited<ReturnType<typeof runAgent>>, why: string): void {
  expect(result.code).toBe(0)
  expect(result.outputs.status).toBe('completed')
  expect(result.outputs['pr-head-ref']).toBe('')
  expect(result.outputs['pr-head-sha']).toBe('')
  expect(result.outputs['pr-base-ref']).toBe('')
  expect(warnings(result).join('\n')).toContain(why)
}

describe('the pull request the service names', () => {
  it('in another repository than the job’s source: not read, not acted on, pr-head-* empty', async () => {
    const gh = await gitHubWith([{ repository: 'victim/other', number: 7, author: 'mallory' }])
    const svc = await completedWith('https://github.com/victim/other/pull/7')
    const result = await runAgent(svc, ACTING, { gh })
    refused(result, 'victim/other#7 is not in acme/docs (the job’s source repository)')
    expect(gh.requests.filter((r) => r.path.startsWith('/repos/victim/'))).toEqual([])
    expect(gh.pullState('victim/other', 7).labels).toEqual([])
    // The link the service gave is still reported: it is the job's result, not something we act on.
    expect(result.outputs['pr-link']).toBe('https://github.com/victim/other/pull/7')
  }, 30_000)

  it('docs-repository pins the repository whatever the job’s source says', async () => {
    const gh = await gitHubWith([{ repository: 'victim/other', number: 7 }])
    const svc = await completedWith(
      'https://github.com/victim/other/pull/7',
      'https://github.com/victim/other'
    )
    const result = await runAgent(svc, { ...ACTING, 'docs-repository': 'acme/docs' }, { gh })
    refused(result, 'victim/other#7 is not in acme/docs (docs-repository)')
    expect(gh.requests.filter((r) => r.path.startsWith('/repos/victim/'))).toEqual([])
  }, 30_000)

  it('opened from a fork of the source repository: read, not acted on, pr-head-* empty', async () => {
    const gh = await gitHubWith([
      { repository: 'acme/docs', number: 8, headRepository: 'mallory/docs' }
    ])
    const svc = await completedWith('https://github.com/acme/docs/pull/8')
    const result = await runAgent(svc, ACTING, { gh })
    refused(result, 'acme/docs#8 was opened from mallory/docs, not from a branch of acme/docs')
    expect(writes(gh)).toEqual([])
  }, 30_000)

  it('opened by a person: not acted on unless pr-author names them', async () => {
    const gh = await gitHubWith([{ repository: 'acme/docs', number: 9, author: 'mallory' }])
    const svc = await completedWith('https://github.com/acme/docs/pull/9')
    const result = await runAgent(svc, ACTING, { gh })
    refused(result, 'acme/docs#9 was opened by mallory, not by an app account')
    expect(writes(gh)).toEqual([])

    const named = await runAgent(svc, { ...ACTING, 'pr-author': 'Mallory' }, { gh })
    expect(named.outputs['pr-head-sha']).toBe(SHA)
    expect(gh.pullState('acme/docs', 9).labels).toEqual(['safe-to-test'])
  }, 30_000)

  it('by another app than pr-author: not acted on', async () => {
    const gh = await gitHubWith([{ repository: 'acme/docs', number: 10, author: 'other-app[bot]' }])
    const svc = await completedWith('https://github.com/acme/docs/pull/10')
    const result = await runAgent(svc, { ...ACTING, 'pr-author': 'docs-agent[bot]' }, { gh })
    refused(
      result,
      "acme/docs#10 was opened by other-app[bot], not by docs-agent[bot] ('pr-author')"
    )
    expect(writes(gh)).toEqual([])
  }, 30_000)

  it('a job without a source repository acts only once docs-repository says where', async () => {
    const gh = await gitHubWith([{ repository: 'acme/docs', number: 11 }])
    const svc = await completedWith('https://github.com/acme/docs/pull/11', null)
    const result = await runAgent(svc, ACTING, { gh })
    refused(result, "Set 'docs-repository'")
    expect(gh.requests.filter((r) => r.path.includes('/pulls/11'))).toEqual([])

    const pinned = await runAgent(svc, { ...ACTING, 'docs-repository': 'acme/docs' }, { gh })
    expect(pinned.outputs['pr-head-sha']).toBe(SHA)
    expect(gh.pullState('acme/docs', 11).labels).toEqual(['safe-to-test'])
  }, 30_000)

  it('the agent’s own pull request in its source repository is acted on as before', async () => {
    const gh = await gitHubWith([{ repository: 'acme/docs', number: 12 }])
    const svc = await completedWith('https://github.com/acme/docs/pull/12', 'acme/docs')
    const result = await runAgent(svc, ACTING, { gh, githubToken: TOKEN })
    expect(result.code).toBe(0)
    expect(result.outputs['pr-head-ref']).toBe('attacker-branch')
    expect(result.outputs['pr-head-sha']).toBe(SHA)
    expect(warnings(result)).toEqual([])
    // The service's word chose the repository: the step says so.
    expect(notices(result).join('\n')).toContain("set 'docs-repository'")
    expect(gh.pullState('acme/docs', 12)).toMatchObject({
      labels: ['safe-to-test'],
      assignees: ['octocat'],
      requestedReviewers: ['octocat']
    })
  }, 30_000)
})
