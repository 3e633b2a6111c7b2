// The docs check along a code pull request's life, with examples/docs-follow-code.yml's own step
// through dist/, against the simulator and the GitHub stand-in (as docs-check.test.ts): what the
// check tells a reader to do ends it, and a merged pull request's check is not turned red after
// the fact. Found by an attack, kept as tests.
import { describe, expect, it } from '@jest/globals'
import { PUSH_AFTER, pullRequestEvent } from '../../__fixtures__/events.js'
import {
  actionSteps,
  githubOf,
  inRepository,
  jobOf,
  readExample,
  runStep,
  type Trigger
} from '../support/example-runner.js'
import { BOT, KEY, useSimulatedWorld } from '../support/simulated-world.js'

const RUN_TOKEN = 'ghs_Cli3Vq8Lm2Tz6Hb'
const DOCS_REPO_TOKEN = 'ghs_Docs5Rw9Kp1Xn4'
const CODE = 'acme/cli'

const world = useSimulatedWorld({
  jobDurationMs: 1000,
  github: {
    token: RUN_TOKEN,
    repositories: [CODE],
    tokens: {
      [RUN_TOKEN]: { login: BOT, installation: true, repos: [CODE] },
      [DOCS_REPO_TOKEN]: { login: 'docs-app[bot]', installation: true, repos: ['acme/docs'] }
    },
    pulls: true
  }
})

const example = readExample('docs-follow-code.yml')
const job = jobOf(example, 'docs')
const [step] = actionSteps(job)

const contextOf = (event: Trigger) => ({
  github: githubOf(event, { repository: CODE, token: RUN_TOKEN }),
  secrets: { DOCS_API_KEY: KEY, DOCS_REPO_TOKEN },
  vars: { DOCS_PROJECT_ID: 'proj' }
})

const file = { filename: 'src/export.ts', status: 'added' as const, additions: 1, patch: '@@ -0,0 +1 @@\n+export const run = () => 1' } // prettier-ignore

/** Pull request #34 of acme/cli into main at `head`, by writer, and its `action` event. */
function codePull(action: string, head: string, options: { body?: string; merged?: boolean } = {}) {
  world.gh.setPermission('writer', 'write', CODE)
  world.gh.addPull(CODE, { number: 34, headRef: 'feature', headSha: head, baseRef: 'main', author: 'writer' }) // prettier-ignore
  world.gh.setPullChanges(CODE, 34, { commits: [{ sha: head, message: 'Add export', login: 'writer' }], files: [file] }) // prettier-ignore
  const event = inRepository(
    pullRequestEvent(action, 'writer', undefined, {
      commits: 1,
      changedFiles: 1,
      ...(options.body ? { body: options.body } : {}),
      ...(options.merged ? { merged: true } : {})
    }),
    CODE
  )
  const pull = event.payload.pull_request as { base: { ref: string }; head: { sha: string }; labels: unknown[] } // prettier-ignore
  pull.base.ref = 'main'
  pull.head.sha = head
  pull.labels = []
  return event
}

const latest = (head: string) => world.gh.latestStatus(head, 'docs', CODE)

describe('what the failing check tells a reader to do', () => {
  it('re-running the workflow, as it says, ends the failing check once the job succeeds', async () => {
    const opened = codePull('opened', PUSH_AFTER, { body: 'sim:outcome=failed' })
    const failed = await runStep(world, step!, contextOf(opened))
    expect(failed.code).toBe(1)
    expect(latest(PUSH_AFTER)).toMatchObject({
      state: 'failure',
      description: 'The docs job failed: the run says what to do next.'
    })
    // The re-run: the same event, which follows the job up with the pull request as it stands.
    const result = await runStep(world, step!, contextOf(opened))
    expect(result.code).toBe(0)
    expect(result.outputs['pr-link']).toMatch(/^https:\/\/github\.com\/acme\/docs\/pull\/\d+$/)
    expect(latest(PUSH_AFTER)).toMatchObject({
      state: 'success',
      target_url: result.outputs['pr-link']
    })
  }, 60_000)
})

describe('a merged pull request', () => {
  it('whose merge run max-turns refuses keeps the check it had (it is not turned to a failure after the merge)', async () => {
    const limited = { ...step!, with: { ...(step!.with as Record<string, unknown>), 'max-turns': '1' } } // prettier-ignore
    const opened = await runStep(world, limited as typeof step & object, contextOf(codePull('opened', PUSH_AFTER))) // prettier-ignore
    expect(opened.code).toBe(0)
    expect(latest(PUSH_AFTER)?.state).toBe('success')
    const merged = codePull('closed', PUSH_AFTER, { merged: true })
    const result = await runStep(world, limited as typeof step & object, contextOf(merged))
    expect(result.code).toBe(0)
    expect(result.outputs.skipped).toBe('true')
    // The check speaks before the merge: the merge's run leaves it as it was.
    expect(latest(PUSH_AFTER)?.state).toBe('success')
  }, 60_000)
})
