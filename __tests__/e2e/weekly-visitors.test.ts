// examples/weekly-visitors.yml end to end, as its scheduled run runs it: its visitors step runs
// through dist/visitors with the `with:` block read from the example (support/example-runner.ts)
// against the simulator, and the file it writes is the one the example's actions/upload-artifact
// step (`path:`) takes.
import { readFileSync } from 'node:fs'
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

const example = readExample('weekly-visitors.yml')
const job = jobOf(example, 'visitors')
const [step] = actionSteps(job)
const upload = job.steps.find((s) => s.uses?.startsWith('actions/upload-artifact@'))!

describe('examples/weekly-visitors.yml', () => {
  it('exports last week’s unique visitors as CSV to the file it uploads, with a summary table', async () => {
    const event = scheduleEvent(example)
    const context = {
      github: githubOf(event, { actor: 'octocat' }),
      secrets: { DOCS_API_KEY: KEY },
      vars: { DOCS_PROJECT_ID: 'proj' }
    }
    expect(triggers(example, event)).toBe(true)
    expect(condition(job.if, context)).toBe(true)
    expect(concurrencyOf(job, context)).toBeUndefined()
    expect(actionOf(step!)).toBe('visitors')

    const result = await runStep(world, step!, context)
    expect(result.code).toBe(0)
    const file = result.outputs.file!
    expect(uploads(fill(String(upload.with?.path), context), workspaceOf(result), file)).toBe(true)
    const rows = readFileSync(file, 'utf8').trimEnd().split('\n')
    expect(rows[0]).toMatch(/^path,human,ai,total/)
    expect(rows).toHaveLength(Number(result.outputs.pages) + 1)
    for (const name of ['human', 'ai', 'total']) expect(result.outputs[name]).toMatch(/^\d+$/)
    expect(result.summary).toContain('<table>')
    // The upload runs also when the export failed: what it wrote is kept.
    expect(condition(upload.if, { ...context, job: { status: 'failure' } })).toBe(true)
  }, 60_000)
})
