// The agent action in-process on a virtual clock: run() with the service and GitHub as in-memory
// stand-ins reached through the fetch it is given, every run checked for the threat model's
// invariants. Times are exact: the clock moves only when the run has nothing to do but wait.
import { beforeAll, expect } from '@jest/globals'
import { run } from '../../src/agent/run.js'
import { loadOctokit } from '../../src/github/octokit.js'
import { asStep, gitHubStandIn, inputsEnv, standInFetch, type Handler } from './in-process.js'
import { piecesOf } from './invariants.js'
import { VirtualClock } from './virtual-clock.js'

export const KEY = 'mint_bounds_test_key_0123456789'
export const TOKEN = 'ghs_bounds_test_token_0123456789'

/** Call once at the top of a suite: loads what a run imports lazily before the clock runs. */
export function usePreloadedAgent(): void {
  beforeAll(async () => {
    // Loaded once here, so that the run's own dynamic imports take no wall time in the tests (one
    // after another: jest's ESM loader cannot link one module for two imports at once).
    await import('../../src/github/tracker.js')
    await import('../../src/github/conversation.js')
    await import('../../src/agent/comments.js')
    await import('../../src/agent/pull-request-step.js')
    await import('../../src/api/schemas.js')
    await import('@actions/github')
    await import('@octokit/plugin-retry')
    await import('@octokit/plugin-throttling')
  })
}

export interface Setup {
  inputs: Record<string, string>
  service: Handler
  github?: Handler
  /** Virtual ms after the start at which the runner cancels the step. */
  cancelAfterMs?: number
  /** Comments on the stand-in's issues before the run (with their markers). */
  comments?: { id: number; issue: number; body: string }[]
}

/** Runs the agent action in-process; times are virtual, relative to the run's start. */
export async function runAgent(setup: Setup) {
  const clock = new VirtualClock()
  const t0 = clock.now()
  const service = standInFetch(clock, setup.service)
  const github = gitHubStandIn(clock, setup.github)
  github.comments.push(...(setup.comments ?? []))
  const env: NodeJS.ProcessEnv = {
    ...inputsEnv({
      'api-key': KEY,
      'project-id': 'proj',
      'api-url': 'https://api.example.com',
      'github-token': TOKEN,
      ...setup.inputs
    }),
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: 'https://api.github.com'
  }
  const cancel = new AbortController()
  if (setup.cancelAfterMs !== undefined) {
    void clock.sleep(setup.cancelAfterMs).then(() => cancel.abort(new Error('received SIGINT')))
  }
  const step = await asStep(() =>
    clock.run(
      run({
        clock,
        env,
        cancel: cancel.signal,
        fetch: service,
        loadOctokit: (token, bounds) => loadOctokit(token, bounds, env, github.fetch)
      })
    )
  )
  // The threat model's invariants, as the spawned suites check them (support/invariants.ts): no
  // 8-character piece of the key or the token in the log (but its ::add-mask:: lines), the
  // outputs, the state, the comments or what reached GitHub; no workflow command but ours.
  const places = [
    ...step.lines.filter((line) => !line.startsWith('::add-mask::')),
    ...Object.values(step.outputs),
    ...Object.values(step.state),
    ...github.comments.map((c) => c.body),
    ...github.exchanges.map((e) => JSON.stringify(e.body ?? ''))
  ]
  for (const secret of [KEY, TOKEN]) {
    for (const piece of piecesOf(secret)) {
      expect(places.filter((text) => text.includes(piece))).toEqual([])
    }
  }
  const ours = /^::(debug|notice|warning|error|group|endgroup)( [^:\r\n]*)?::/
  const masks = [KEY, TOKEN].map((secret) => `::add-mask::${secret}`)
  // The key is masked at once.
  expect(step.lines).toContain(masks[0])
  expect(
    step.lines.filter(
      (line) => line.trimStart().startsWith('::') && !ours.test(line) && !masks.includes(line)
    )
  ).toEqual([])
  const rel = <T extends { at: number }>(items: T[]) => items.map((e) => ({ ...e, at: e.at - t0 }))
  return {
    ...step,
    endedAt: clock.now() - t0,
    service: rel(service.exchanges),
    comments: github.comments,
    github: rel(github.exchanges)
  }
}
