// Odd values of the pairing's inputs (pr-waiting-label, pr-close-with-code, docs-repository) with
// examples/docs-follow-code.yml's step through dist/, against the simulator and the GitHub
// stand-in. Every attack here held: each test pins what the step does with the value.
import { describe, expect, it } from '@jest/globals'
import {
  actionSteps,
  githubOf,
  jobOf,
  readExample,
  runStep,
  type Trigger
} from '../support/example-runner.js'
import { codePullEvent } from '../support/code-pull.js'
import { BOT, KEY, useSimulatedWorld } from '../support/simulated-world.js'

const RUN_TOKEN = 'ghs_Inp7Rq2Lm8Tz3Hb'
const DOCS_REPO_TOKEN = 'ghs_Inp5Rw9Kp1Xn4Dc'
const CODE = 'acme/cli'
const DOCS = 'acme/docs'

const world = useSimulatedWorld({
  jobDurationMs: 300,
  github: {
    token: RUN_TOKEN,
    repositories: [CODE],
    tokens: {
      [RUN_TOKEN]: { login: BOT, installation: true, repos: [CODE] },
      [DOCS_REPO_TOKEN]: { login: 'docs-app[bot]', installation: true, repos: [DOCS] }
    },
    pulls: true
  }
})

const example = readExample('docs-follow-code.yml')
const [step] = actionSteps(jobOf(example, 'docs'))
type Step = NonNullable<typeof step>

const contextOf = (event: Trigger) => ({
  github: githubOf(event, { repository: CODE, token: RUN_TOKEN }),
  secrets: { DOCS_API_KEY: KEY, DOCS_REPO_TOKEN },
  vars: { DOCS_PROJECT_ID: 'proj' }
})

const codePull = (action: string, options: { merged?: boolean } = {}) =>
  codePullEvent(world.gh, CODE, action, options)
const withInputs = (inputs: Record<string, string>): Step =>
  ({ ...step!, with: { ...(step!.with as Record<string, unknown>), ...inputs } }) as Step
const errorsOf = (stdout: string) => stdout.split('\n').filter((l) => l.startsWith('::error'))

describe('pr-waiting-label', () => {
  it('a unicode label with spaces around it is added trimmed while open and taken off on merge', async () => {
    const run = withInputs({ 'pr-waiting-label': '  ⏳ wartet auf Code — ünïcödé  ' })
    const opened = await runStep(world, run, contextOf(codePull('opened')))
    const pr = Number(opened.outputs['pr-number'])
    expect(world.gh.pullState(DOCS, pr).labels).toContain('⏳ wartet auf Code — ünïcödé')
    await runStep(world, run, contextOf(codePull('closed', { merged: true })))
    expect(world.gh.pullState(DOCS, pr).labels).toEqual(['documentation'])
  }, 90_000)

  it('a label with URL characters (/ ? # %) is taken off on merge, the request naming it whole', async () => {
    const run = withInputs({ 'pr-waiting-label': 'code/wait?#%20x' })
    const opened = await runStep(world, run, contextOf(codePull('opened')))
    const pr = Number(opened.outputs['pr-number'])
    expect(world.gh.pullState(DOCS, pr).labels).toContain('code/wait?#%20x')
    await runStep(world, run, contextOf(codePull('closed', { merged: true })))
    expect(world.gh.pullState(DOCS, pr).labels).toEqual(['documentation'])
  }, 90_000)

  it.each([
    ['of 51 characters', 'w'.repeat(51)],
    ['with a comma', 'waiting,for-code']
  ])(
    'a label %s is refused, naming the input, before anything is sent',
    async (_what, label) => {
      const result = await runStep(world, withInputs({ 'pr-waiting-label': label }), contextOf(codePull('opened'))) // prettier-ignore
      expect(result.code).toBe(1)
      expect(errorsOf(result.stdout).join('\n')).toContain(
        "Input 'pr-waiting-label' must be one label name"
      )
      expect(world.sim.requests.filter((r) => r.route === 'createJob')).toHaveLength(0)
    },
    60_000
  )
})

describe('pr-close-with-code', () => {
  it.each(['FALSE', ' False '])(
    '%p keeps the docs pull request open',
    async (value) => {
      const run = withInputs({ 'pr-close-with-code': value })
      const opened = await runStep(world, run, contextOf(codePull('opened')))
      const pr = Number(opened.outputs['pr-number'])
      await runStep(world, run, contextOf(codePull('closed')))
      expect(world.gh.pullState(DOCS, pr).state).toBe('open')
    },
    90_000
  )

  it('"no" is refused, naming the input', async () => {
    const result = await runStep(world, withInputs({ 'pr-close-with-code': 'no' }), contextOf(codePull('closed'))) // prettier-ignore
    expect(result.code).toBe(1)
    expect(errorsOf(result.stdout).join('\n')).toContain(
      "Input 'pr-close-with-code' must be true or false"
    )
  }, 60_000)
})

describe('docs-repository', () => {
  it('in another case than GitHub’s still closes the docs pull request with its code', async () => {
    const run = withInputs({ 'docs-repository': 'ACME/Docs' })
    const opened = await runStep(world, run, contextOf(codePull('opened')))
    const pr = Number(opened.outputs['pr-number'])
    await runStep(world, run, contextOf(codePull('closed')))
    expect(world.gh.pullState(DOCS, pr).state).toBe('closed')
  }, 90_000)

  it('missing: a closed run touches no docs pull request', async () => {
    const opened = await runStep(world, step!, contextOf(codePull('opened')))
    const pr = Number(opened.outputs['pr-number'])
    world.gh.requests.length = 0
    const result = await runStep(world, withInputs({ 'docs-repository': '' }), contextOf(codePull('closed'))) // prettier-ignore
    expect(result.code).toBe(0)
    expect(world.gh.pullState(DOCS, pr).state).toBe('open')
    expect(world.gh.requests.filter((r) => r.path.startsWith(`/repos/${DOCS}/`))).toEqual([])
  }, 90_000)
})
