// The docs check end to end: examples/docs-follow-code.yml's step (its `with:` block read from the
// example) through dist/, on GitHub's recorded pull_request payloads (opened, labeled), against
// the simulator and the GitHub stand-in over real HTTP; the statuses are read back from the
// stand-in, which judges them by GitHub's own description of the operation.
import { describe, expect, it } from '@jest/globals'
import { PUSH_AFTER, pullRequestEvent } from '../../__fixtures__/events.js'
import {
  actionSteps,
  condition,
  githubOf,
  inRepository,
  jobOf,
  readExample,
  runStep,
  triggers,
  type Trigger
} from '../support/example-runner.js'
import { BOT, KEY, useSimulatedWorld } from '../support/simulated-world.js'

const RUN_TOKEN = 'ghs_Cli3Vq8Lm2Tz6Hb'
const READ_ONLY_TOKEN = 'ghs_Cli7NoStatus0Aa'
const DOCS_REPO_TOKEN = 'ghs_Docs5Rw9Kp1Xn4'
const CODE = 'acme/cli'
const RUN = 'https://github.com/acme/cli/actions/runs/1001'

const world = useSimulatedWorld({
  jobDurationMs: 1000,
  github: {
    token: RUN_TOKEN,
    repositories: [CODE],
    tokens: {
      [RUN_TOKEN]: { login: BOT, installation: true, repos: [CODE] },
      // A workflow whose permissions leave statuses out.
      [READ_ONLY_TOKEN]: { login: BOT, installation: true, repos: [CODE], canWriteStatuses: false },
      [DOCS_REPO_TOKEN]: { login: 'docs-app[bot]', installation: true, repos: ['acme/docs'] }
    },
    pulls: true
  }
})

const example = readExample('docs-follow-code.yml')
const job = jobOf(example, 'docs')
const [step] = actionSteps(job)

const contextOf = (event: Trigger, token = RUN_TOKEN) => ({
  github: githubOf(event, { repository: CODE, token }),
  secrets: { DOCS_API_KEY: KEY, DOCS_REPO_TOKEN },
  vars: { DOCS_PROJECT_ID: 'proj' }
})

const change = {
  commits: [{ sha: PUSH_AFTER, message: 'Add the export command', login: 'writer' }],
  files: [{ filename: 'src/export.ts', status: 'added' as const, additions: 1, patch: '@@ -0,0 +1 @@\n+export const run = () => 1' }] // prettier-ignore
}

/** A code pull request into main, `labels` on it, its body `body`. */
function codePull(
  action: string,
  options: { labels?: string[]; label?: string; body?: string } = {}
) {
  world.gh.setPermission('writer', 'write', CODE)
  world.gh.addPull(CODE, { number: 34, headRef: 'feature', headSha: PUSH_AFTER, baseRef: 'main', author: 'writer' }) // prettier-ignore
  world.gh.setPullChanges(CODE, 34, change)
  const event = inRepository(
    pullRequestEvent(action, 'writer', options.label, {
      commits: 1,
      changedFiles: 1,
      ...(options.body ? { body: options.body } : {})
    }),
    CODE
  )
  const pull = event.payload.pull_request as {
    base: { ref: string }
    head: { sha: string }
    labels: unknown[]
  }
  pull.base.ref = 'main'
  pull.labels = (options.labels ?? []).map((name) => ({ name }))
  return { event, head: pull.head.sha }
}

const shown = (head: string) =>
  world.gh.statusesOf(head, CODE).map((s) => [s.context, s.state, s.description, s.target_url])
const created = () => world.sim.requests.filter((r) => r.route === 'createJob')

describe('the docs check on a code pull request (docs-follow-code.yml)', () => {
  it('is pending while the agent works, then passes with the docs pull request as its link', async () => {
    const { event, head } = codePull('opened')
    const result = await runStep(world, step!, contextOf(event))
    expect(result.code).toBe(0)
    const pr = result.outputs['pr-number']
    expect(shown(head)).toEqual([
      ['docs', 'pending', 'The docs agent is at work on this change.', RUN],
      ['docs', 'success', 'The docs pull request is ready for review.', `https://github.com/acme/docs/pull/${pr}`] // prettier-ignore
    ])
  }, 60_000)

  it('fails when the job failed, saying what to do next and linking the run', async () => {
    const { event, head } = codePull('opened', { body: 'sim:outcome=failed' })
    const result = await runStep(world, step!, contextOf(event))
    expect(result.code).toBe(1)
    expect(shown(head).at(-1)).toEqual([
      'docs',
      'failure',
      'The docs job failed: the run says what to do next.',
      RUN
    ])
  }, 60_000)

  it('a pull request labeled no-docs passes without a job; another label starts no run', async () => {
    const { event, head } = codePull('labeled', { label: 'no-docs', labels: ['no-docs'] })
    expect(triggers(example, event)).toBe(true)
    expect(condition(job.if, contextOf(event))).toBe(true)
    const result = await runStep(world, step!, contextOf(event))
    expect(result.code).toBe(0)
    expect(result.outputs.skipped).toBe('true')
    expect(created()).toHaveLength(0)
    expect(shown(head)).toEqual([
      ['docs', 'success', "No docs needed: the pull request has the label 'no-docs'", RUN] // prettier-ignore
    ])
    const other = codePull('labeled', { label: 'bug', labels: ['bug'] }).event
    expect(condition(job.if, contextOf(other))).toBe(false)
  }, 60_000)

  it('the skip label added while the job works ends the check as skipped by it, and the job goes on', async () => {
    // The event saw no label; by the time the run ends, a person has added it.
    const { event, head } = codePull('opened')
    const added = await fetch(`${world.gh.url}/repos/${CODE}/issues/34/labels`, {
      method: 'POST',
      headers: { authorization: `token ${RUN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ labels: ['no-docs'] })
    })
    expect(added.status).toBe(200)
    const result = await runStep(world, step!, contextOf(event))
    expect(result.code).toBe(0)
    expect(created()).toHaveLength(1)
    expect(result.outputs['pr-number']).toMatch(/^\d+$/)
    expect(shown(head).map(([, state, description]) => [state, description])).toEqual([
      ['pending', 'The docs agent is at work on this change.'],
      ['success', "No docs needed: the pull request has the label 'no-docs'"]
    ])
  }, 60_000)

  it('a token without statuses: write costs one warning; the docs job and its pull request go on', async () => {
    const { event, head } = codePull('opened')
    const result = await runStep(world, step!, contextOf(event, READ_ONLY_TOKEN))
    expect(result.code).toBe(0)
    expect(result.outputs['pr-number']).toMatch(/^\d+$/)
    expect(shown(head)).toEqual([])
    const warnings = result.stdout.split('\n').filter((l) => l.startsWith('::warning::'))
    expect(warnings.filter((l) => l.includes('docs check'))).toEqual([
      expect.stringContaining("the token needs 'statuses: write'")
    ])
    // The post step does not ask again, nor warns again.
    expect(result.post?.stdout ?? '').not.toContain('docs check')
    const posted = world.gh.requests.filter(
      (r) => r.method === 'POST' && r.path.includes('/statuses/')
    )
    expect(posted).toHaveLength(1)
  }, 60_000)
})
