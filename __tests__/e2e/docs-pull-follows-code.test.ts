// The docs pull request follows its code pull request, with examples/docs-follow-code.yml's own
// step through dist/, against the simulator and the GitHub stand-in, on GitHub's recorded
// pull_request payloads (opened, closed merged and not, reopened): labelled while the code is
// open, the label off and one comment when it merges, closed with it (or kept) when it is closed
// unmerged, reopened with it, or a new job when it cannot be.
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

const RUN_TOKEN = 'ghs_Pair7Rq2Lm8Tz3Hb'
const DOCS_REPO_TOKEN = 'ghs_Pair5Rw9Kp1Xn4Dc'
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

/** The example's step with `inputs` over its own. */
const withInputs = (inputs: Record<string, string>): Step =>
  ({ ...step!, with: { ...(step!.with as Record<string, unknown>), ...inputs } }) as Step

const created = () => world.sim.requests.filter((r) => r.route === 'createJob')
/** The comments the docs pull request got from its pairing (not its link-back comment). */
const commentsOn = (pr: number) =>
  world.gh.comments.filter(
    (c) =>
      c.repository === DOCS &&
      c.issue === pr &&
      c.body.startsWith('<!-- docs-agent-action follows=acme/cli#34 ')
  )
/** The job summary as a reader sees it: GitHub's autolinks broken with zero-width joiners. */
const shown = (summary: string) => summary.replaceAll('\u200d', '')

/** Opens the code pull request: its docs job's pull request, labelled while the code is open. */
async function opened(run: Step = step!): Promise<number> {
  const result = await runStep(world, run, contextOf(codePull('opened')))
  expect(result.code).toBe(0)
  const pr = Number(result.outputs['pr-number'])
  expect(world.gh.pullState(DOCS, pr)).toMatchObject({
    state: 'open',
    labels: ['documentation', 'waiting-for-code']
  })
  return pr
}

describe('when the code pull request merges', () => {
  it('the waiting label comes off and one comment says the docs can be merged, a re-run adding none', async () => {
    const pr = await opened()
    const merged = contextOf(codePull('closed', { merged: true }))
    const result = await runStep(world, step!, merged)
    expect(result.code).toBe(0)
    expect(world.gh.pullState(DOCS, pr)).toMatchObject({ state: 'open', labels: ['documentation'] })
    const said = commentsOn(pr).filter((c) => c.body.includes('was merged'))
    expect(said).toHaveLength(1)
    expect(said[0]!.body).toContain('[acme/cli#34](https://github.com/acme/cli/pull/34)')
    expect(said[0]!.body).toContain('this pull request can be merged once it is reviewed')
    // The re-run of the merge's workflow: nothing more on the docs pull request.
    await runStep(world, step!, merged)
    expect(commentsOn(pr).filter((c) => c.body.includes('was merged'))).toHaveLength(1)
  }, 60_000)
})

describe('when the code pull request is closed without merging', () => {
  it('the docs pull request is closed after a comment linking it, and the run says so', async () => {
    const pr = await opened()
    world.gh.requests.length = 0
    const result = await runStep(world, step!, contextOf(codePull('closed')))
    expect(result.code).toBe(0)
    expect(result.outputs.skipped).toBe('true')
    // What it costs GitHub: the tracking comment that names the docs pull request; that one and
    // its comments; the code pull request as it now is; the close; the comment, read back (another
    // run's at the same time?); the code pull request again, in case it moved meanwhile.
    expect(world.gh.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /user',
      'GET /repos/acme/cli/issues/34/comments',
      'GET /user',
      `GET /repos/acme/docs/pulls/${pr}`,
      `GET /repos/acme/docs/issues/${pr}/comments`,
      'GET /repos/acme/cli/pulls/34',
      `PATCH /repos/acme/docs/pulls/${pr}`,
      `POST /repos/acme/docs/issues/${pr}/comments`,
      `GET /repos/acme/docs/issues/${pr}/comments`,
      'GET /repos/acme/cli/pulls/34'
    ])
    expect(world.gh.pullState(DOCS, pr).state).toBe('closed')
    const said = commentsOn(pr).filter((c) => c.body.includes('closed without merging'))
    expect(said).toHaveLength(1)
    expect(said[0]!.body).toContain('Reopening [acme/cli#34]')
    expect(shown(result.summary)).toContain(`The docs pull request acme/docs#${pr} was closed with acme/cli#34.`) // prettier-ignore
    expect(created()).toHaveLength(1)
  }, 60_000)

  it('a docs pull request GitHub does not show as the agent’s (pr-author names another) is left open, with a warning', async () => {
    const pr = await opened()
    const other = withInputs({ 'pr-author': 'docs-writer' })
    const result = await runStep(world, other, contextOf(codePull('closed')))
    expect(result.code).toBe(0)
    expect(world.gh.pullState(DOCS, pr).state).toBe('open')
    expect(commentsOn(pr)).toEqual([])
    expect(result.stdout).toContain(`::warning::The pull request acme/docs#${pr} was opened by docs-agent[bot], not by docs-writer ('pr-author'), so it does not follow the code pull request.`) // prettier-ignore
  }, 60_000)

  it('with pr-close-with-code: false it stays open, and a comment says so', async () => {
    const keep = withInputs({ 'pr-close-with-code': 'false' })
    const pr = await opened(keep)
    await runStep(world, keep, contextOf(codePull('closed')))
    expect(world.gh.pullState(DOCS, pr).state).toBe('open')
    const said = commentsOn(pr).filter((c) => c.body.includes('stays open'))
    expect(said).toHaveLength(1)
  }, 60_000)
})

describe('pr-follow-code: false', () => {
  it('leaves the docs pull request alone: no waiting label, no comment, not closed with the code', async () => {
    const off = withInputs({ 'pr-follow-code': 'false' })
    const result = await runStep(world, off, contextOf(codePull('opened')))
    expect(result.code).toBe(0)
    const pr = Number(result.outputs['pr-number'])
    expect(world.gh.pullState(DOCS, pr)).toMatchObject({ state: 'open', labels: ['documentation'] })
    await runStep(world, off, contextOf(codePull('closed')))
    expect(world.gh.pullState(DOCS, pr)).toMatchObject({ state: 'open', labels: ['documentation'] })
    expect(commentsOn(pr)).toEqual([])
  }, 60_000)
})

describe('when the code pull request is reopened', () => {
  it('its closed docs pull request is reopened, labelled, and the same job follows it', async () => {
    const pr = await opened()
    await runStep(world, step!, contextOf(codePull('closed')))
    expect(world.gh.pullState(DOCS, pr).state).toBe('closed')
    const result = await runStep(world, step!, contextOf(codePull('reopened')))
    expect(result.code).toBe(0)
    expect(world.gh.pullState(DOCS, pr)).toMatchObject({
      state: 'open',
      labels: ['documentation', 'waiting-for-code']
    })
    expect(commentsOn(pr).filter((c) => c.body.includes('was reopened'))).toHaveLength(1)
    // The same job: a follow-up, not a second job.
    expect(created()).toHaveLength(1)
    expect(world.sim.requests.filter((r) => r.route === 'sendMessage')).toHaveLength(1)
  }, 60_000)

  it('a docs pull request whose branch is gone cannot be reopened: a new job starts, and the run says which', async () => {
    const pr = await opened()
    await runStep(world, step!, contextOf(codePull('closed')))
    world.gh.deleteHeadBranch(DOCS, pr)
    const result = await runStep(world, step!, contextOf(codePull('reopened')))
    expect(result.code).toBe(0)
    expect(world.gh.pullState(DOCS, pr).state).toBe('closed')
    expect(created()).toHaveLength(2)
    expect(Number(result.outputs['pr-number'])).not.toBe(pr)
    expect(shown(result.summary)).toContain(`The docs pull request acme/docs#${pr} is closed and could not be reopened: a new job starts for acme/cli#34.`) // prettier-ignore
  }, 60_000)
})
