// examples/docs-follow-code.yml end to end, in the code repository (acme/cli) it lives in: its
// step runs through dist/ with the `with:` block read from the example (support/example-runner.ts),
// on GitHub's recorded pull_request (opened) and push (main) payloads, against the simulator and
// the GitHub stand-in over real HTTP. The docs pull request opens in acme/docs through
// DOCS_REPO_TOKEN; the code pull request's tracking comment links it.
import { describe, expect, it } from '@jest/globals'
import { PUSH_AFTER, PUSH_BEFORE, pullRequestEvent, pushEvent } from '../../__fixtures__/events.js'
import { factsOf } from '../support/comment-view.js'
import { condition, expectJobRuns, inRepository, runStep } from '../support/example-runner.js'
import { BOT, DOCS_APP } from '../support/simulated-world.js'
import { CODE, useCodeRepository } from '../support/code-repository.js'

const { world, example, job, step, contextOf, created } = useCodeRepository({
  jobDurationMs: 1000
})

/** The change: a source file the example's changes-paths takes, and one it leaves out. */
const change = {
  commits: [{ sha: PUSH_AFTER, message: 'Add the export command', login: 'writer' }],
  files: [
    { filename: 'src/export.ts', status: 'added' as const, additions: 1, patch: '@@ -0,0 +1 @@\n+export const run = () => 1' }, // prettier-ignore
    { filename: 'README.md', additions: 1, patch: '@@ -1 +1 @@\n-a\n+b' }
  ]
}

const promptOf = (r: { body?: unknown }) => String((r.body as { prompt?: unknown }).prompt)

/** The docs pull request the job opened: in acme/docs, labeled, its team asked, linked back. */
function expectDocsPullRequest(outputs: Record<string, string>, labels = ['documentation']) {
  expect(outputs['pr-repository']).toBe('acme/docs')
  const pr = Number(outputs['pr-number'])
  expect(world.gh.pullState('acme/docs', pr)).toMatchObject({
    labels,
    requestedTeams: ['docs-team']
  })
  const linkBack = world.gh.comments.filter((c) => c.repository === 'acme/docs' && c.issue === pr)
  expect(linkBack.map((c) => c.login)).toEqual([DOCS_APP])
  return pr
}

describe('examples/docs-follow-code.yml', () => {
  it('a code pull request opened: one run per pull request, a docs job with its change, a docs pull request the tracking comment links', async () => {
    world.gh.setPermission('writer', 'write', CODE)
    world.gh.addPull(CODE, { number: 34, headRef: 'feature', headSha: PUSH_AFTER, baseRef: 'main', author: 'writer' }) // prettier-ignore
    world.gh.setPullChanges(CODE, 34, change)
    const event = inRepository(
      pullRequestEvent('opened', 'writer', undefined, { commits: 1, changedFiles: 2 }),
      CODE
    )
    // Into main: the recording's base is its repository's `master`.
    event.payload.pull_request.base.ref = 'main'
    const context = contextOf(event)
    expectJobRuns(example, job, context, 'docs-follow-code-34')
    // A pull request closed without merging runs too: it closes its docs pull request.
    const closed = inRepository(pullRequestEvent('closed', 'writer'), CODE)
    expect(condition(job.if, contextOf(closed))).toBe(true)

    const result = await runStep(world, step, context)
    expect(result.code).toBe(0)
    expect(result.outputs.skipped).toBe('false')
    expect(created()).toHaveLength(1)
    const prompt = promptOf(created()[0]!)
    expect(prompt).toMatch(/<<<BEGIN UNTRUSTED CHANGES OF PULL REQUEST #34 [0-9a-f]{12}>>>/)
    expect(prompt).toContain('--- src/export.ts')
    expect(prompt).not.toContain('--- README.md')
    // pr-labels, and pr-waiting-label while the code pull request is open.
    const pr = expectDocsPullRequest(result.outputs, ['documentation', 'waiting-for-code'])
    // The code pull request's tracking comment, by its own token, links the docs pull request.
    const tracking = world.gh.comments.filter((c) => c.repository === CODE && c.issue === 34)
    expect(tracking.map((c) => c.login)).toEqual([BOT])
    expect(factsOf(tracking[0]!.body).Docs).toBe(
      `[acme/docs#${pr}](https://github.com/acme/docs/pull/${pr})`
    )
  }, 60_000)

  it('a push to main that no pull request made: a group of its own (its commit), a docs job of its own with the push’s change', async () => {
    world.gh.setCompare(CODE, `${PUSH_BEFORE}...${PUSH_AFTER}`, change)
    const event = inRepository(pushEvent('writer'), CODE)
    const context = contextOf(event)
    expectJobRuns(example, job, context, `docs-follow-code-${PUSH_AFTER}`)

    const result = await runStep(world, step, context)
    expect(result.code).toBe(0)
    expect(result.outputs.skipped).toBe('false')
    expect(created()).toHaveLength(1)
    const prompt = promptOf(created()[0]!)
    expect(prompt).toMatch(/<<<BEGIN UNTRUSTED CHANGES OF THE PUSH [0-9a-f]{12}>>>/)
    expect(prompt).toContain('--- src/export.ts')
    expectDocsPullRequest(result.outputs)
  }, 60_000)
})
