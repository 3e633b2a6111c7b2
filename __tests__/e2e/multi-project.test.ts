// examples/multi-project.yml end to end for one project of its matrix, as its scheduled run runs
// it: the agent step (dist/) and the visitors step (dist/visitors) with the `with:` blocks read
// from the example (support/example-runner.ts), against the simulator; then what the example's
// own scripts do with their outputs: the record step's `env:` filled from them, result.json
// written as its jq command writes it (every --arg a string), at the path its upload takes, and
// the summary job's script, run with node on what download-artifact would lay out, shows the
// project's row.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import {
  condition,
  envOf,
  expectJobRuns,
  fill,
  githubOf,
  jobOf,
  runStep,
  scheduleEvent,
  stepContext,
  type Context
} from '../support/example-runner.js'
import { useExample } from '../support/example-world.js'
import { KEY } from '../support/simulated-world.js'

const {
  world,
  example,
  job: project,
  steps: [docsStep, visitorsStep]
} = useExample('multi-project.yml', 'project', { jobDurationMs: 1000 })
const summary = jobOf(example, 'summary')
const record = project.steps.find((s) => s.name === 'Record the result')!
const upload = project.steps.find((s) => s.uses?.startsWith('actions/upload-artifact@'))!
const download = summary.steps.find((s) => s.uses?.startsWith('actions/download-artifact@'))!
const table = summary.steps.find((s) => s.name === 'One summary for every project')!

/** result.json as the record step's jq writes it: each `--arg name "$VAR"`, a string. */
function recorded(env: Record<string, string>): { path: string; json: Record<string, string> } {
  const script = String(record.run)
  expect(script).toContain("'$ARGS.named'")
  const args = [...script.matchAll(/--arg (\w+) "\$(\w+)"/g)]
  const path = /> "\$RUNNER_TEMP\/([\w.]+)"\s*$/.exec(script)?.[1]
  expect(path).toBeDefined()
  return { path: path!, json: Object.fromEntries(args.map(([, name, v]) => [name!, env[v!]!])) }
}

/** The summary script (the heredoc of `node -`), run in `workspace`. */
function summaryOf(workspace: string): string {
  const script = /^node - >> "\$GITHUB_STEP_SUMMARY" <<'EOF'\n([\s\S]*)\nEOF\s*$/.exec(
    String(table.run)
  )?.[1]
  expect(script).toBeDefined()
  return execFileSync(process.execPath, ['-'], {
    input: script,
    cwd: workspace,
    env: { PATH: process.env.PATH, GITHUB_SERVER_URL: 'https://github.com' },
    encoding: 'utf8'
  })
}

describe('examples/multi-project.yml', () => {
  it('one project of the matrix: its agent job and its visitors, recorded and shown in the summary’s table', async () => {
    const projects = project.strategy?.matrix?.project as string[]
    const event = scheduleEvent(example)
    const temp = mkdtempSync(join(tmpdir(), 'runner-temp-'))
    const context: Context = {
      github: githubOf(event, { actor: 'octocat' }),
      secrets: { DOCS_API_KEY: KEY },
      matrix: { project: projects[0] },
      runner: { temp },
      steps: {}
    }
    expectJobRuns(example, project, context, undefined)

    const docs = await runStep(world, docsStep!, context)
    expect(docs.code).toBe(0)
    context.steps![docsStep!.id!] = stepContext(docs)
    const created = world.sim.requests.filter((r) => r.route === 'createJob')
    expect(created).toHaveLength(1)
    expect(created[0]!.path).toContain(`/${projects[0]}/`)
    const visitors = await runStep(world, visitorsStep!, context)
    expect(visitors.code).toBe(0)
    context.steps![visitorsStep!.id!] = stepContext(visitors)

    // The record step and its upload (both `if: always()`), as the summary job gets them.
    expect(condition(record.if, context) && condition(upload.if, context)).toBe(true)
    const env = envOf(record, context)
    const { path, json } = recorded(env)
    expect(fill(String(upload.with?.path), context)).toBe(join(temp, path))
    const artifact = fill(String(upload.with?.name), context)
    const pattern = new RegExp(`^${String(download.with?.pattern).replace('*', '.*')}$`)
    expect(artifact).toMatch(pattern)
    expect(condition(summary.if, { ...context, job: { status: 'failure' } })).toBe(true)
    // download-artifact with a pattern: each artifact in a folder of its name under `path:`.
    const workspace = mkdtempSync(join(tmpdir(), 'summary-'))
    const folder = join(workspace, String(download.with?.path), artifact)
    mkdirSync(folder, { recursive: true })
    writeFileSync(join(folder, path), JSON.stringify(json))

    const pr = /\/pull\/(\d+)$/.exec(docs.outputs['pr-link']!)?.[1]
    expect(pr).toBeDefined()
    const { human, ai, total, pages } = visitors.outputs
    expect(summaryOf(workspace).split('\n')).toContain(
      `| \`${projects[0]}\` | \`completed\` | [\`acme/docs#${pr}\`](${docs.outputs['pr-link']}) | ${human} | ${ai} | ${total} | ${pages} |`
    )
  }, 90_000)
})
