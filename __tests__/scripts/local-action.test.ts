// `npm run local-action` (scripts/local-action.js): @github/local-action runs src/ with the inputs
// of an env file against the simulator, and prints the outputs it got. One real run, end to end.
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startSimulator, type Simulator } from '../../simulator/server.js'
import { expectOneLineRefusal, runCommand } from '../support/command-line.js'
import { openApiContract } from '../support/openapi-contract.js'

const contract = openApiContract()
let sim: Simulator

beforeAll(async () => {
  sim = await startSimulator({ jobDurationMs: 500, onExchange: contract.observe })
})
afterAll(() => sim.close())

/** .env.example with the simulator's address in place of the default one. */
function envFile(): string {
  const text = readFileSync('.env.example', 'utf8').replaceAll('http://127.0.0.1:4010', sim.url)
  const file = join(mkdtempSync(join(tmpdir(), 'local-action-')), '.env')
  writeFileSync(file, text)
  return file
}

/** The value of output `name` in local-action's closing table. */
function output(stdout: string, name: string): string | undefined {
  const table = stdout.slice(stdout.lastIndexOf('Action Outputs'))
  return new RegExp(`│ '${name}'\\s*│ '([^']*)'`).exec(table)?.[1]
}

describe('npm run local-action', () => {
  it('runs src/ against the simulator with .env.example and prints the outputs', async () => {
    // Not spawnSync: the simulator answers from this process's event loop.
    const result = await promisify(execFile)(
      process.execPath,
      ['scripts/local-action.js', envFile()],
      {
        encoding: 'utf8',
        timeout: 90_000,
        // TMPDIR: the jest run's own, so that tsx's and Node's caches go with it.
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir(), TMPDIR: tmpdir() }
      }
    )
    // execFile rejects on a non-zero exit; no error was printed either.
    expect(result.stderr + result.stdout).not.toMatch(/Error|::error::/)
    // The simulator of the test answered, so the script started none.
    expect(result.stdout).not.toContain('Simulator started')
    expect(sim.jobCount()).toBe(1)
    const [job] = sim.requests.filter((r) => r.route === 'createJob')
    expect((job?.body as { prompt: string }).prompt).toContain('Document the new --dry-run flag')
    expect(output(result.stdout, 'status')).toBe('completed')
    expect(output(result.stdout, 'pr-link')).toMatch(
      /^https:\/\/github\.com\/acme\/docs\/pull\/\d+$/
    )
    expect(output(result.stdout, 'pr-head-ref')).toMatch(/^docs-agent\/job_/)
    expect(output(result.stdout, 'skipped')).toBe('false')
    contract.expectClean()
  }, 120_000)
})

describe('npm run local-action answers like a tool', () => {
  const localAction = (args: string[]) =>
    runCommand(process.execPath, ['scripts/local-action.js', ...args])

  it('says what it does and what it reads with --help, and runs nothing', async () => {
    const result = await localAction(['--help'])
    expect(result).toMatchObject({ code: 0, stderr: '' })
    expect(result.stdout).toMatch(
      /^Usage: node scripts\/local-action\.js \[options\] \[ENV_FILE\]$/m
    )
    expect(result.stdout).toContain('.env.example')
  })

  it.each([
    [['--env', 'my.env'], /unknown option --env/],
    [['a.env', 'b.env'], /unexpected arguments "a.env", "b.env": one is taken, \[ENV_FILE\]/]
  ])('refuses %j in one line', async (args, expected) => {
    expectOneLineRefusal(
      await localAction(args),
      new RegExp(`^node scripts/local-action\\.js: ${expected.source}`)
    )
  })
})
