// The docs pull request follows its code pull request (README "Docs that follow the code",
// docs/docs-pull-follows-code.md), with examples/docs-follow-code.yml's own step through dist/,
// against the simulator and the GitHub stand-in, on GitHub's recorded pull_request payloads
// (opened, closed merged and not, reopened): labelled while the code is open, the label off and
// one comment when it merges, closed with it (or kept) when it is closed unmerged, reopened with
// it, or a new job when it cannot be; and what the pairing's inputs (pr-waiting-label,
// pr-close-with-code, docs-repository) do with odd values.
import { describe, expect, it } from '@jest/globals'
import { runStep, type Step } from '../support/example-runner.js'
import { DOCS, useCodeRepository } from '../support/code-repository.js'

const { world, step, codePull, contextOf, withInputs, created } = useCodeRepository({
  jobDurationMs: 300
})

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
const errorsOf = (stdout: string) => stdout.split('\n').filter((l) => l.startsWith('::error'))

/**
 * Opens the code pull request: its docs job's pull request, labelled while the code is open
 * (`labels`: the example's unless `run` names others).
 */
async function opened(run: Step = step, labels = ['documentation', 'waiting-for-code']) {
  const result = await runStep(world, run, contextOf(codePull('opened')))
  expect(result.code).toBe(0)
  const pr = Number(result.outputs['pr-number'])
  expect(world.gh.pullState(DOCS, pr)).toMatchObject({ state: 'open', labels })
  return pr
}

describe('when the code pull request merges', () => {
  it('the waiting label comes off and one comment says the docs can be merged, a re-run adding none', async () => {
    const pr = await opened()
    const merged = contextOf(codePull('closed', { merged: true }))
    const result = await runStep(world, step, merged)
    expect(result.code).toBe(0)
    expect(world.gh.pullState(DOCS, pr)).toMatchObject({ state: 'open', labels: ['documentation'] })
    const said = commentsOn(pr).filter((c) => c.body.includes('was merged'))
    expect(said).toHaveLength(1)
    expect(said[0]!.body).toContain('[acme/cli#34](https://github.com/acme/cli/pull/34)')
    expect(said[0]!.body).toContain('this pull request can be merged once it is reviewed')
    // The re-run of the merge's workflow: nothing more on the docs pull request.
    await runStep(world, step, merged)
    expect(commentsOn(pr).filter((c) => c.body.includes('was merged'))).toHaveLength(1)
  }, 60_000)

  it('a merged run twice in a row comments once and takes the label off once', async () => {
    const pr = await opened()
    const merged = contextOf(codePull('closed', { merged: true }))
    await runStep(world, step, merged)
    await runStep(world, step, merged)
    expect(commentsOn(pr).filter((c) => c.body.includes('was merged'))).toHaveLength(1)
    const removals = world.gh.requests.filter(
      (r) => r.method === 'DELETE' && r.path.startsWith(`/repos/${DOCS}/issues/${pr}/labels/`)
    )
    expect(removals).toHaveLength(1)
  }, 90_000)
})

describe('when the code pull request is closed without merging', () => {
  it('the docs pull request is closed after a comment linking it, and the run says so', async () => {
    const pr = await opened()
    world.gh.requests.length = 0
    const result = await runStep(world, step, contextOf(codePull('closed')))
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
    await runStep(world, step, contextOf(codePull('closed')))
    expect(world.gh.pullState(DOCS, pr).state).toBe('closed')
    const result = await runStep(world, step, contextOf(codePull('reopened')))
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
    await runStep(world, step, contextOf(codePull('closed')))
    world.gh.deleteHeadBranch(DOCS, pr)
    const result = await runStep(world, step, contextOf(codePull('reopened')))
    expect(result.code).toBe(0)
    expect(world.gh.pullState(DOCS, pr).state).toBe('closed')
    expect(created()).toHaveLength(2)
    expect(Number(result.outputs['pr-number'])).not.toBe(pr)
    expect(shown(result.summary)).toContain(`The docs pull request acme/docs#${pr} is closed and could not be reopened: a new job starts for acme/cli#34.`) // prettier-ignore
  }, 60_000)

  it('without include-changes a reopened code pull request reopens its docs pull request instead of starting a second job', async () => {
    const plain = withInputs({ 'include-changes': 'false', 'changes-paths': '' })
    const pr = await opened(plain)
    await runStep(world, plain, contextOf(codePull('closed')))
    expect(world.gh.pullState(DOCS, pr).state).toBe('closed')
    const result = await runStep(world, plain, contextOf(codePull('reopened')))
    expect(result.code).toBe(0)
    // docs-pull-follows-code.md: "is reopened, with a comment and its label, before the job's
    // turn; merged already or its branch gone: a new job starts". Neither is the case here.
    expect(world.gh.pullState(DOCS, pr).state).toBe('open')
    expect(created()).toHaveLength(1)
  }, 90_000)
})

describe('pr-waiting-label', () => {
  it.each([
    [
      'a unicode label with spaces around it is added trimmed while open and taken off on merge',
      '  ⏳ wartet auf Code — ünïcödé  ',
      '⏳ wartet auf Code — ünïcödé'
    ],
    [
      'a label with URL characters (/ ? # %) is taken off on merge, the request naming it whole',
      'code/wait?#%20x',
      'code/wait?#%20x'
    ]
  ])(
    '%s',
    async (_title, input, label) => {
      const run = withInputs({ 'pr-waiting-label': input })
      const opened = await runStep(world, run, contextOf(codePull('opened')))
      const pr = Number(opened.outputs['pr-number'])
      expect(world.gh.pullState(DOCS, pr).labels).toContain(label)
      await runStep(world, run, contextOf(codePull('closed', { merged: true })))
      expect(world.gh.pullState(DOCS, pr).labels).toEqual(['documentation'])
    },
    90_000
  )

  it('a waiting label in another case on the docs pull request is taken off on merge', async () => {
    const upper = withInputs({ 'pr-waiting-label': 'Waiting-For-Code' })
    const pr = await opened(upper, ['documentation', 'Waiting-For-Code'])
    await runStep(world, step, contextOf(codePull('closed', { merged: true })))
    expect(world.gh.pullState(DOCS, pr).labels.map((l) => l.toLowerCase())).not.toContain(
      'waiting-for-code'
    )
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
    const opened = await runStep(world, step, contextOf(codePull('opened')))
    const pr = Number(opened.outputs['pr-number'])
    world.gh.requests.length = 0
    const result = await runStep(world, withInputs({ 'docs-repository': '' }), contextOf(codePull('closed'))) // prettier-ignore
    expect(result.code).toBe(0)
    expect(world.gh.pullState(DOCS, pr).state).toBe('open')
    expect(world.gh.requests.filter((r) => r.path.startsWith(`/repos/${DOCS}/`))).toEqual([])
  }, 90_000)
})
