// examples/scheduled-refresh.yml end to end, as its scheduled run runs it: its analytics step
// (dist/analytics) writes the digest, its agent step (dist/) reads it as context-file, each with
// the `with:` block read from the example (support/example-runner.ts), against the simulator; the
// last step's `env:` gets what the two steps output. The local runner gives each step a workspace
// of its own: the digest goes over to the agent's at the path the agent step names.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { dispatchEvent } from '../../__fixtures__/events.js'
import {
  actionOf,
  concurrencyOf,
  condition,
  envOf,
  expectJobRuns,
  githubOf,
  runStep,
  scheduleEvent,
  stepContext,
  workspaceOf,
  type Context
} from '../support/example-runner.js'
import { useExample } from '../support/example-world.js'
import { KEY } from '../support/simulated-world.js'

const {
  world,
  example,
  job,
  steps: [analyticsStep, agentStep]
} = useExample('scheduled-refresh.yml', 'refresh', { jobDurationMs: 1000 })
const report = job.steps.at(-1)!

describe('examples/scheduled-refresh.yml', () => {
  it('the schedule and a manual run share one group; the digest goes to the agent as context, and the last step gets both steps’ outputs', async () => {
    const event = scheduleEvent(example)
    const context: Context = {
      github: githubOf(event, { actor: 'octocat' }),
      secrets: { DOCS_API_KEY: KEY },
      vars: { DOCS_PROJECT_ID: 'proj' },
      steps: {}
    }
    expectJobRuns(example, job, context, 'docs-refresh')
    const manual = { github: githubOf(dispatchEvent('octocat')) }
    expect(concurrencyOf(job, manual)?.group).toBe('docs-refresh')
    expect([actionOf(analyticsStep!), actionOf(agentStep!)]).toEqual(['analytics', '.'])

    const analytics = await runStep(world, analyticsStep!, context)
    expect(analytics.code).toBe(0)
    context.steps![analyticsStep!.id!] = stepContext(analytics)
    // The digest is where the agent step reads it.
    const contextFile = String(agentStep!.with?.['context-file'])
    const digestFile = analytics.outputs['digest-file']!
    expect(digestFile).toBe(join(workspaceOf(analytics), contextFile))
    const digest = readFileSync(digestFile, 'utf8')
    expect(digest).toMatch(/^# What readers struggled with\n/)

    const docs = await runStep(world, agentStep!, context, { files: { [contextFile]: digest } })
    expect(docs.code).toBe(0)
    context.steps![agentStep!.id!] = stepContext(docs)
    const created = world.sim.requests.filter((r) => r.route === 'createJob')
    expect(created).toHaveLength(1)
    const prompt = String((created[0]!.body as { prompt: string }).prompt)
    expect(prompt.startsWith(String(agentStep!.with?.prompt))).toBe(true)
    const block = new RegExp(
      `<<<BEGIN UNTRUSTED CONTEXT FILE ([0-9a-f]{12})>>>\\nFile: ${contextFile.replace('.', '\\.')}\\n\\n([\\s\\S]*)\\n<<<END UNTRUSTED CONTEXT FILE \\1>>>`
    ).exec(prompt)
    expect(block?.[2]).toContain('# What readers struggled with')
    // pull-requests: read fills the pull request's refs.
    expect(docs.outputs['pr-head-ref']).not.toBe('')

    // The last step (if: always()) gets the digest's path, the job, its status and its pull request.
    expect(condition(report.if, context)).toBe(true)
    const env = envOf(report, context)
    expect(env).toEqual({
      DIGEST: digestFile,
      JOB_ID: docs.outputs['job-id'],
      STATUS: 'completed',
      PR_LINK: expect.stringMatching(/^https:\/\/github\.com\/acme\/docs\/pull\/\d+$/)
    })
    expect(env.JOB_ID).not.toBe('')
  }, 90_000)
})
