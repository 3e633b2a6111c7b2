// examples/issue-label-to-docs-pr.yml end to end: its step runs through dist/ with the `with:`
// block read from the example (support/example-runner.ts), on GitHub's recorded issues (labeled
// `docs`) and issue_comment (`/docs-agent …`) payloads, against the simulator and the GitHub
// stand-in over real HTTP: the label starts a job, its pull request opens with the link-back
// comment, and the comment is a follow-up to the same job, one tracking comment showing both turns.
import { describe, expect, it } from '@jest/globals'
import { commentEvent, issuesEvent } from '../../__fixtures__/events.js'
import { MarkerKey } from '../../src/github/marker.js'
import { decodeLedger } from '../../src/github/ledger.js'
import { condition, expectJobRuns, runStep, type Trigger } from '../support/example-runner.js'
import { useExample } from '../support/example-world.js'
import { BOT, KEY } from '../support/simulated-world.js'

const { world, example, job, step, contextOf } = useExample('issue-label-to-docs-pr.yml', 'docs', {
  jobDurationMs: 1000,
  github: { pulls: true }
})

/** The run of `event`, once its trigger, `if:` and group are as the example says. */
async function run(event: Trigger, group: string) {
  const context = contextOf(event)
  expectJobRuns(example, job, context, group)
  const result = await runStep(world, step, context)
  expect(result.code).toBe(0)
  expect(result.outputs.skipped).toBe('false')
  return result
}

/** The issue's tracking comment, and the turns its signed marker counts. */
function tracking() {
  const comments = world.gh.comments.filter((c) => c.repository === 'acme/docs' && c.issue === 12)
  const marker = new MarkerKey(KEY).verify(comments[0]?.body ?? '', {
    repository: 'acme/docs',
    issueNumber: 12
  })
  return { comments, jobId: marker?.jobId, turns: decodeLedger(marker?.turns).turns }
}

const routes = () =>
  world.sim.requests
    .filter((r) => r.route === 'createJob' || r.route === 'sendMessage')
    .map((r) => r.route)

describe('examples/issue-label-to-docs-pr.yml', () => {
  it('the docs label starts a job in the issue’s group; its pull request opens labeled, with the link-back comment', async () => {
    // Another label does not run the job.
    const bug = issuesEvent('labeled', 'maintainer', { label: 'bug' })
    expect(condition(job.if, contextOf(bug))).toBe(false)
    const result = await run(
      issuesEvent('labeled', 'maintainer', { label: 'docs' }),
      'docs-agent-12'
    )
    expect(routes()).toEqual(['createJob'])
    const pr = Number(result.outputs['pr-number'])
    expect(result.outputs['pr-repository']).toBe('acme/docs')
    expect(world.gh.pullState('acme/docs', pr).labels).toEqual(['documentation'])
    const linkBack = world.gh.comments.filter((c) => c.issue === pr)
    expect(linkBack).toHaveLength(1)
    expect(new MarkerKey(KEY).verify(linkBack[0]!.body, { repository: 'acme/docs', issueNumber: pr })?.jobId).toBe(result.outputs['job-id']) // prettier-ignore
    expect(tracking()).toMatchObject({ jobId: result.outputs['job-id'] })
    expect(tracking().comments.map((c) => c.login)).toEqual([BOT])
  }, 60_000)

  it('a /docs-agent comment by the repository’s owner joins the issue’s group and is a follow-up to the same job, in the same comment', async () => {
    const first = await run(
      issuesEvent('labeled', 'maintainer', { label: 'docs' }),
      'docs-agent-12'
    )
    const comment = commentEvent('/docs-agent Add an example of --dry-run.', 'maintainer')
    expect((comment.payload.comment as { author_association: string }).author_association).toBe('OWNER') // prettier-ignore
    const followUp = await run(comment, 'docs-agent-12')
    expect(followUp.outputs['job-id']).toBe(first.outputs['job-id'])
    expect(routes()).toEqual(['createJob', 'sendMessage'])
    const sent = world.sim.requests.find((r) => r.route === 'sendMessage')!
    expect(String((sent.body as { prompt: string }).prompt)).toContain(
      'Add an example of --dry-run.'
    )
    const { comments, turns } = tracking()
    expect(comments).toHaveLength(1)
    expect(turns.map((t) => [t.n, t.by])).toEqual([
      [1, 'maintainer'],
      [2, 'maintainer']
    ])
  }, 60_000)
})
