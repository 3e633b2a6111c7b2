// Found by an attack, kept as a test. One docs job follows one code pull request
// (README "Docs that follow the code", docs/code-changes.md): the follow-ups a code pull request
// sends to its job say what changed in it, and only what changed in it; a pull request with a
// tracked docs job does not start a second one. End to end: dist/index.js as a runner runs it,
// the simulator as the service, the GitHub stand-in over real HTTP.
import { describe, expect, it } from '@jest/globals'
import { PUSH_AFTER, PUSH_BEFORE, pullRequestEvent, pushEvent } from '../../__fixtures__/events.js'
import type { CompareCommit, CompareFile } from '../support/github-standin.js'
import { commandsOf, useSimulatedWorld } from '../support/simulated-world.js'

const KEY = 'mint_follow_Vb3Kq8Wn2Zr5'
const TOKEN = 'ghs_Follow6Ty2Lp9Qs4'
const RANGE = `${PUSH_BEFORE}...${PUSH_AFTER}`

const world = useSimulatedWorld({ key: KEY, github: { token: TOKEN } })

const sent = () =>
  world.sim.requests
    .filter((r) => r.route === 'createJob' || r.route === 'sendMessage')
    .map((r) => ({ route: r.route, prompt: String((r.body as { prompt?: unknown }).prompt) }))
const trackingComments = () =>
  world.gh.comments.filter((c) => c.issue === 34 && c.body.startsWith('<!-- docs-agent-action'))

const INPUTS = {
  'include-changes': 'true',
  'on-actions': 'opened,synchronize,closed',
  comment: 'true'
}

const commits: CompareCommit[] = [
  { sha: 'a1'.padEnd(40, '0'), message: 'Add the export command', login: 'writer' }
]
const files: CompareFile[] = [
  {
    filename: 'src/export.ts',
    status: 'added',
    additions: 2,
    patch: '@@ -0,0 +1,2 @@\n+export function run() {\n+}'
  }
]

function codePullRequest(): void {
  world.gh.addPull('acme/docs', { number: 34, headRef: 'feature', headSha: PUSH_AFTER, baseRef: 'main', author: 'writer' }) // prettier-ignore
  world.gh.setPullChanges('acme/docs', 34, { commits, files })
}

/** A job started earlier (by a push, without include-changes), and the code pull request. */
/** A job started by a push, whose tracking comment (which counts its turns) is on #34. */
async function earlierJob(): Promise<string> {
  world.gh.addPull('acme/docs', { number: 34, headRef: 'feature', headSha: PUSH_AFTER, baseRef: 'main', author: 'writer' }) // prettier-ignore
  const first = await world.run(pushEvent('writer'), {
    prompt: 'Start. sim:duration=100ms',
    comment: 'true',
    'issue-number': '34'
  })
  expect(first.code).toBe(0)
  return first.outputs['job-id'] ?? ''
}
const JOB_INPUTS = {
  'include-changes': 'true',
  'changes-paths': 'src/**',
  prompt: 'Also document this pull request.',
  wait: 'false',
  comment: 'true'
}

describe('the follow-ups of a code pull request', () => {
  it('a push that merges the base branch into the pull request does not send the base branch’s changes as the pull request’s', async () => {
    codePullRequest()
    const opened = await world.run(
      pullRequestEvent('opened', 'writer', undefined, { commits: 1, changedFiles: 1 }),
      { ...INPUTS, prompt: 'Document this change. sim:duration=100ms' }
    )
    expect(opened.code).toBe(0)
    // "Update branch": the push merges main into the pull request's branch. GitHub's compare of
    // before...after is everything main gained since the branch left it, plus the merge commit;
    // the pull request's own change (its files) is what it was.
    world.gh.setCompare('acme/docs', RANGE, {
      commits: [
        { sha: 'c1'.padEnd(40, '0'), message: 'Remove the legacy billing API (#40)', login: 'someone-else' }, // prettier-ignore
        { sha: 'c2'.padEnd(40, '0'), message: "Merge branch 'main' into feature", login: 'writer' } // prettier-ignore
      ],
      files: [
        { filename: 'src/billing/legacy.ts', status: 'removed', deletions: 300, patch: '@@ -1,300 +0,0 @@\n-export const LEGACY_BILLING = true' } // prettier-ignore
      ]
    })
    const pushed = await world.run(pullRequestEvent('synchronize', 'writer'), INPUTS)
    expect(pushed.code).toBe(0)
    // Whatever the run sends, it does not hand the docs job of #34 another pull request's change
    // (#40's removal) as #34's new commits to document.
    const followUps = sent().filter((s) => s.route === 'sendMessage')
    for (const { prompt } of followUps) expect(prompt).not.toContain('src/billing/legacy.ts')
  }, 60_000)

  it('a push GitHub names no earlier head for does not promise new commits it does not send', async () => {
    codePullRequest()
    await world.run(
      pullRequestEvent('opened', 'writer', undefined, { commits: 1, changedFiles: 1 }),
      { ...INPUTS, prompt: 'Document this change. sim:duration=100ms' }
    )
    const event = pullRequestEvent('synchronize', 'writer')
    delete (event.payload as Record<string, unknown>).before
    delete (event.payload as Record<string, unknown>).after
    const pushed = await world.run(event, INPUTS)
    expect(pushed.code).toBe(0)
    const followUp = sent().find((s) => s.route === 'sendMessage')?.prompt ?? ''
    const carriesChange = /<<<BEGIN UNTRUSTED (NEW COMMITS|CHANGES) OF PULL REQUEST #34 /.test(followUp) // prettier-ignore
    // "(its new commits are below)" only above new commits.
    expect(followUp.includes('its new commits are below') && !carriesChange).toBe(false)
  }, 60_000)

  it('a draft pull request made ready for review continues its docs job instead of starting a second', async () => {
    codePullRequest()
    // The default on-actions: opened, reopened, labeled, ready_for_review.
    const inputs = { 'include-changes': 'true', comment: 'true', prompt: 'Document this change. sim:duration=100ms' } // prettier-ignore
    const opened = await world.run(
      pullRequestEvent('opened', 'writer', undefined, { commits: 1, changedFiles: 1 }),
      inputs
    )
    expect(opened.code).toBe(0)
    const ready = await world.run(
      pullRequestEvent('ready_for_review', 'writer', undefined, { commits: 1, changedFiles: 1 }),
      inputs
    )
    expect(ready.code).toBe(0)
    expect(sent().filter((s) => s.route === 'createJob')).toHaveLength(1)
    expect(trackingComments()).toHaveLength(1)
  }, 60_000)

  it('with job-id, a pull request changing no file in changes-paths is skipped, as without job-id', async () => {
    const jobId = await earlierJob()
    // The pull request changes only the README: nothing changes-paths asks about.
    world.gh.setPullChanges('acme/docs', 34, {
      commits,
      files: [{ filename: 'README.md', additions: 1, patch: '@@ -1 +1 @@\n+typo' }]
    })
    const result = await world.run(
      pullRequestEvent('opened', 'writer', undefined, { commits: 1, changedFiles: 1 }),
      { ...JOB_INPUTS, 'job-id': jobId }
    )
    expect(result.code).toBe(0)
    expect(result.outputs.skipped).toBe('true')
    expect(commandsOf(result, 'notice').join('\n')).toContain("matches 'changes-paths'")
    expect(sent().map((s) => s.route)).toEqual(['createJob'])
  }, 60_000)

  it('with job-id, a pull request’s change goes with the follow-up, as it goes with a push’s', async () => {
    const jobId = await earlierJob()
    world.gh.setPullChanges('acme/docs', 34, { commits, files })
    const result = await world.run(
      pullRequestEvent('opened', 'writer', undefined, { commits: 1, changedFiles: 1 }),
      { ...JOB_INPUTS, 'job-id': jobId }
    )
    expect(result.code).toBe(0)
    expect(sent().map((s) => s.route)).toEqual(['createJob', 'sendMessage'])
    const followUp = sent()[1]!.prompt
    expect(followUp).toMatch(/<<<BEGIN UNTRUSTED CHANGES OF PULL REQUEST #34 [0-9a-f]{12}>>>/)
    expect(followUp).toContain('--- src/export.ts')
  }, 60_000)
})
