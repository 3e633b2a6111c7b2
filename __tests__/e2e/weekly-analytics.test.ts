// examples/weekly-analytics.yml end to end, as its scheduled run runs it: its analytics step runs
// through dist/analytics with the `with:` block read from the example (support/example-runner.ts)
// against the simulator, and every file it writes is one the example's actions/upload-artifact
// step (`path:`) takes.
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import {
  actionOf,
  actionSteps,
  concurrencyOf,
  condition,
  fill,
  githubOf,
  jobOf,
  readExample,
  runStep,
  scheduleEvent,
  triggers,
  uploads,
  workspaceOf
} from '../support/example-runner.js'
import { KEY, useSimulatedWorld } from '../support/simulated-world.js'

const world = useSimulatedWorld({})

const example = readExample('weekly-analytics.yml')
const job = jobOf(example, 'analytics')
const [step] = actionSteps(job)
const upload = job.steps.find((s) => s.uses?.startsWith('actions/upload-artifact@'))!

describe('examples/weekly-analytics.yml', () => {
  it('exports every report it names as CSV against the week before, within its budget, into the folder it uploads', async () => {
    const event = scheduleEvent(example)
    const context = {
      github: githubOf(event, { actor: 'octocat' }),
      secrets: { DOCS_API_KEY: KEY },
      vars: { DOCS_PROJECT_ID: 'proj' }
    }
    expect(triggers(example, event)).toBe(true)
    expect(condition(job.if, context)).toBe(true)
    expect(concurrencyOf(job, context)).toBeUndefined()
    expect(actionOf(step!)).toBe('analytics')

    const result = await runStep(world, step!, context)
    expect(result.code).toBe(0)
    const inputs = step!.with ?? {}
    expect(Number(result.outputs.requests)).toBeLessThanOrEqual(Number(inputs['max-requests']))
    // Each report it names, in the format it names, where the upload takes it; and nothing else.
    const workspace = workspaceOf(result)
    const path = fill(String(upload.with?.path), context)
    const named = String(inputs.reports).split(',')
    // The `reports` output is JSON, whole, whatever the number of reports (it was cut at 500).
    const reported = JSON.parse(result.outputs.reports ?? '') as Record<string, { rows: number }>
    expect(Object.keys(reported).sort()).toEqual([...named].sort())
    // The digest of what to fix first goes where the upload takes it too.
    const digest = result.outputs['digest-file']!
    expect(digest).toBe(join(workspace, String(inputs['digest-file'])))
    const files = [...named.map((report) => result.outputs[`${report}-file`]!), digest]
    for (const file of files) {
      if (file !== digest) expect(file).toMatch(new RegExp(`\\.${String(inputs.format)}$`))
      expect(existsSync(file)).toBe(true)
      expect(uploads(path, workspace, file)).toBe(true)
    }
    const written = readdirSync(join(workspace, 'analytics')).map((f) => join(workspace, 'analytics', f)) // prettier-ignore
    expect(written.sort()).toEqual([...files].sort())
    // Set against the week before, in the summary.
    expect(result.summary).toMatch(/<th align="right">Before: \d+\u00a0\w+\u00a0\d{4} – \d+\u00a0\w+\u00a0\d{4} \(7 days\)<\/th>/) // prettier-ignore
    expect(result.summary).toMatch(/<th align="left">Visitors \(unique\)<br>/)
    // What to fix first comes right after the period's figures, before the reports.
    const first = result.summary.indexOf('<h4>What readers struggle with</h4>')
    expect(first).toBeGreaterThan(result.summary.indexOf('Visitors (unique)'))
    expect(first).toBeLessThan(result.summary.indexOf('<h4>Unique visitors</h4>'))
    // The upload runs also when the export failed: what it wrote is kept.
    expect(condition(upload.if, { ...context, job: { status: 'failure' } })).toBe(true)
  }, 60_000)
})
