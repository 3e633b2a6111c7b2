/**
 * The simulator's /_sim control endpoints, for users and child-process tests: faults, the request
 * log, the settings, the analytics rows tests add, a reset, the jobs and their pull requests (and
 * what a person does to one on GitHub: merge it, delete its head branch, push to the demo's code
 * pull request), a comment a person makes on an issue, the commit statuses set, and the slice of
 * GitHub's API under /_sim/github (routes.ts).
 */
import type { Fault } from './faults.js'
import { ADDABLE_REPORTS, settingsOf, type AddableReport, type Simulator } from './options.js'
import type { SimulatorOptions } from './options.js'
import { githubSlice } from './routes.js'
import type { SimState } from './service.js'

export function control(
  state: SimState,
  simulator: PersonActs & Pick<Simulator, 'addAnalytics' | 'reset'>,
  method: string,
  path: string,
  body: unknown,
  search: URLSearchParams
): { status: number; body: unknown } {
  const { faults, requests, jobs } = state
  if (path === '/_sim/faults' && method === 'POST') {
    faults.add(body as Fault | Fault[])
    return { status: 204, body: undefined }
  }
  if (path === '/_sim/faults' && method === 'DELETE') {
    faults.clear()
    return { status: 204, body: undefined }
  }
  if (path === '/_sim/requests' && method === 'GET') return { status: 200, body: requests }
  if (path === '/_sim/requests' && method === 'DELETE') {
    requests.length = 0
    return { status: 204, body: undefined }
  }
  if (path === '/_sim/config' && method === 'POST') {
    try {
      state.settings = settingsOf(body as SimulatorOptions, state.settings)
    } catch (error) {
      return { status: 400, body: { error: (error as Error).message } }
    }
    return { status: 204, body: undefined }
  }
  const report = /^\/_sim\/analytics\/([^/]+)$/.exec(path)?.[1] as AddableReport | undefined
  if (report && ADDABLE_REPORTS.includes(report) && method === 'POST') {
    try {
      return { status: 201, body: simulator.addAnalytics(report, body) }
    } catch (error) {
      return { status: 400, body: { error: (error as Error).message } }
    }
  }
  if (path === '/_sim/analytics' && method === 'DELETE') {
    state.reports.clear()
    return { status: 204, body: undefined }
  }
  if (path === '/_sim/reset' && method === 'POST') {
    simulator.reset()
    return { status: 204, body: undefined }
  }
  if (path === '/_sim/pulls' && method === 'GET') return { status: 200, body: jobs.pulls() }
  const onPull = pullAction(state, simulator, method, path, body)
  if (onPull) return onPull
  // A person comments on an issue (or a pull request): what the GITHUB_TOKEN cannot write.
  const onIssue = /^\/_sim\/issues\/([^/]+)\/([^/]+)\/(\d+)\/comments$/.exec(path)
  if (onIssue && method === 'POST') {
    const [owner, repo] = [onIssue[1], onIssue[2]].map((part) => decoded(String(part)))
    if (owner === undefined || repo === undefined || !/^[1-9]\d{0,9}$/.test(onIssue[3] ?? '')) {
      const error = 'owner and repo must be percent-encoded names, and the number an issue’s'
      return { status: 400, body: { error } }
    }
    const made = state.comments.addByPerson(`${owner}/${repo}`, Number(onIssue[3]), body)
    if (made instanceof Error) return { status: 400, body: { error: made.message } }
    return { status: 201, body: made }
  }
  if (path === '/_sim/github' || path.startsWith('/_sim/github/')) {
    return githubSlice(jobs, state, method, path, body, search)
  }
  if (path === '/_sim/statuses' && method === 'GET') {
    return { status: 200, body: state.statuses.all() }
  }
  if (path === '/_sim/jobs' && method === 'GET') {
    return {
      status: 200,
      body: jobs.all().map((job) => ({ ...jobs.view(job), projectId: job.projectId }))
    }
  }
  const archive = /^\/_sim\/jobs\/([^/]+)\/archive$/.exec(path)
  if (archive && method === 'POST') {
    const job = jobs.byId(decodeURIComponent(archive[1] as string))
    if (!job) return { status: 404, body: { error: 'Job not found' } }
    jobs.archive(job)
    return { status: 200, body: jobs.view(job) }
  }
  return { status: 404, body: { error: 'Unknown control endpoint' } }
}

/** What a person does to a pull request on GitHub, which the control endpoints do for a test. */
type PersonActs = Pick<Simulator, 'deleteHeadBranch' | 'mergePull' | 'pushToPull'>

/**
 * `POST /_sim/pulls/{owner}/{repo}/{number}/merge` and `…/delete-head-branch` (a pull request a
 * job opened: 204, 404 when none did, 409 when it cannot be done), `…/push` (the next commits of
 * the demo's code pull request, demo-pull.js: 200 with its head before and after, 404 for
 * another, 409 when it has had all its pushes); undefined for any other request.
 */
function pullAction(
  state: SimState,
  simulator: PersonActs,
  method: string,
  path: string,
  body: unknown
): { status: number; body: unknown } | undefined {
  const onPull = /^\/_sim\/pulls\/([^/]+)\/([^/]+)\/(\d+)\/(merge|delete-head-branch|push)$/.exec(
    path
  )
  if (!onPull || method !== 'POST') return undefined
  const [, owner, repo, number, act] = onPull.map((part) => decodeURIComponent(part))
  const repository = `${String(owner)}/${String(repo)}`
  const known =
    act === 'push'
      ? state.pullChanges.headOf(repository, Number(number)) !== undefined
      : (state.jobs.pull(repository, Number(number)) ??
          state.pullChanges.pullOf(repository, Number(number))) !== undefined
  if (!known) return { status: 404, body: { error: 'Pull request not found' } }
  try {
    if (act === 'push') return { status: 200, body: simulator.pushToPull(repository, Number(number)) } // prettier-ignore
    if (act === 'merge') {
      const mergeCommit = (body as { mergeCommit?: unknown } | undefined)?.mergeCommit
      simulator.mergePull(repository, Number(number), typeof mergeCommit === 'string' ? mergeCommit : undefined) // prettier-ignore
    } else simulator.deleteHeadBranch(repository, Number(number))
  } catch (error) {
    return { status: 409, body: { error: (error as Error).message } }
  }
  return { status: 204, body: undefined }
}

/** A path part decoded; undefined when its percent-encoding is broken. */
function decoded(part: string): string | undefined {
  try {
    return decodeURIComponent(part)
  } catch {
    return undefined
  }
}
