// The docs check end to end: examples/docs-follow-code.yml's step (its `with:` block read from the
// example) through dist/, on GitHub's recorded pull_request payloads (opened, labeled, closed),
// against the simulator and the GitHub stand-in over real HTTP; the statuses are read back from
// the stand-in, which judges them by GitHub's own description of the operation. Along the code
// pull request's life, what the check tells a reader to do ends it, and a merged pull request's
// check is not turned red after the fact.
import { describe, expect, it } from '@jest/globals'
import { PUSH_AFTER } from '../../__fixtures__/events.js'
import { condition, runStep, triggers } from '../support/example-runner.js'
import { CODE, READ_ONLY_TOKEN, RUN_TOKEN, useCodeRepository } from '../support/code-repository.js'

const RUN = 'https://github.com/acme/cli/actions/runs/1001'

const { world, example, job, step, codePull, contextOf, withInputs, created } = useCodeRepository({
  jobDurationMs: 1000
})

/** The statuses of the code pull request's head commit, oldest first. */
const shown = () =>
  world.gh.statusesOf(PUSH_AFTER, CODE).map((s) => [s.context, s.state, s.description, s.target_url]) // prettier-ignore
const latest = () => world.gh.latestStatus(PUSH_AFTER, 'docs', CODE)

describe('the docs check on a code pull request (docs-follow-code.yml)', () => {
  it('is pending while the agent works, then passes with the docs pull request as its link', async () => {
    const event = codePull('opened')
    const result = await runStep(world, step, contextOf(event))
    expect(result.code).toBe(0)
    const pr = result.outputs['pr-number']
    expect(shown()).toEqual([
      ['docs', 'pending', 'The docs agent is at work on this change.', RUN],
      ['docs', 'success', 'The docs pull request is ready for review.', `https://github.com/acme/docs/pull/${pr}`] // prettier-ignore
    ])
  }, 60_000)

  it('fails when the job failed, saying what to do next and linking the run', async () => {
    const event = codePull('opened', { body: 'sim:outcome=failed' })
    const result = await runStep(world, step, contextOf(event))
    expect(result.code).toBe(1)
    expect(shown().at(-1)).toEqual([
      'docs',
      'failure',
      'The docs job failed: the run says what to do next.',
      RUN
    ])
  }, 60_000)

  it('a pull request labeled no-docs passes without a job; another label starts no run', async () => {
    const event = codePull('labeled', { label: 'no-docs', labels: ['no-docs'] })
    expect(triggers(example, event)).toBe(true)
    expect(condition(job.if, contextOf(event))).toBe(true)
    const result = await runStep(world, step, contextOf(event))
    expect(result.code).toBe(0)
    expect(result.outputs.skipped).toBe('true')
    expect(created()).toHaveLength(0)
    expect(shown()).toEqual([
      ['docs', 'success', "No docs needed: the pull request has the label 'no-docs'", RUN] // prettier-ignore
    ])
    const other = codePull('labeled', { label: 'bug', labels: ['bug'] })
    expect(condition(job.if, contextOf(other))).toBe(false)
  }, 60_000)

  it('the skip label added while the job works ends the check as skipped by it, and the job goes on', async () => {
    // The event saw no label; by the time the run ends, a person has added it.
    const event = codePull('opened')
    const added = await fetch(`${world.gh.url}/repos/${CODE}/issues/34/labels`, {
      method: 'POST',
      headers: { authorization: `token ${RUN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ labels: ['no-docs'] })
    })
    expect(added.status).toBe(200)
    const result = await runStep(world, step, contextOf(event))
    expect(result.code).toBe(0)
    expect(created()).toHaveLength(1)
    expect(result.outputs['pr-number']).toMatch(/^\d+$/)
    expect(shown().map(([, state, description]) => [state, description])).toEqual([
      ['pending', 'The docs agent is at work on this change.'],
      ['success', "No docs needed: the pull request has the label 'no-docs'"]
    ])
  }, 60_000)

  it('a token without statuses: write costs one warning; the docs job and its pull request go on', async () => {
    const event = codePull('opened')
    const result = await runStep(world, step, contextOf(event, READ_ONLY_TOKEN))
    expect(result.code).toBe(0)
    expect(result.outputs['pr-number']).toMatch(/^\d+$/)
    expect(shown()).toEqual([])
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

describe('what the failing check tells a reader to do', () => {
  it('re-running the workflow, as it says, ends the failing check once the job succeeds', async () => {
    const opened = codePull('opened', { body: 'sim:outcome=failed' })
    const failed = await runStep(world, step, contextOf(opened))
    expect(failed.code).toBe(1)
    expect(latest()).toMatchObject({
      state: 'failure',
      description: 'The docs job failed: the run says what to do next.'
    })
    // The re-run: the same event, which follows the job up with the pull request as it stands.
    const result = await runStep(world, step, contextOf(opened))
    expect(result.code).toBe(0)
    expect(result.outputs['pr-link']).toMatch(/^https:\/\/github\.com\/acme\/docs\/pull\/\d+$/)
    expect(latest()).toMatchObject({
      state: 'success',
      target_url: result.outputs['pr-link']
    })
  }, 60_000)
})

describe('a merged pull request', () => {
  it('whose merge run max-turns refuses keeps the check it had (it is not turned to a failure after the merge)', async () => {
    const limited = withInputs({ 'max-turns': '1' })
    const opened = await runStep(world, limited, contextOf(codePull('opened'))) // prettier-ignore
    expect(opened.code).toBe(0)
    expect(latest()?.state).toBe('success')
    const merged = codePull('closed', { merged: true })
    const result = await runStep(world, limited, contextOf(merged))
    expect(result.code).toBe(0)
    expect(result.outputs.skipped).toBe('true')
    // The check speaks before the merge: the merge's run leaves it as it was.
    expect(latest()?.state).toBe('success')
  }, 60_000)
})
