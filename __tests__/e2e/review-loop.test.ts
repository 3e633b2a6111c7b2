// examples/review-loop.yml end to end: its step runs through dist/ with the `with:` block read
// from the example (support/example-runner.ts), on GitHub's recorded pull_request_review,
// pull_request_review_comment and issue_comment payloads of the agent's pull request (opened by
// linkBackRun with its link-back comment, the signed marker), against the simulator and the
// GitHub stand-in over real HTTP: each is a follow-up to the job of the marker.
import { describe, expect, it } from '@jest/globals'
import { commentEvent, prCommentEvent, reviewEvents } from '../../__fixtures__/events.js'
import { decodeLedger } from '../../src/github/ledger.js'
import { MarkerKey } from '../../src/github/marker.js'
import {
  condition,
  expectJobRuns,
  githubOf,
  runStep,
  type Trigger
} from '../support/example-runner.js'
import { useExample } from '../support/example-world.js'
import { KEY, commandsOf, linkBackRun, trackingOf, until } from '../support/simulated-world.js'

const { world, example, job, step, contextOf } = useExample('review-loop.yml', 'follow-up', {
  jobDurationMs: 1000,
  github: { pulls: true }
})

const messages = () => world.sim.requests.filter((r) => r.route === 'sendMessage')
const promptOf = (r: { body?: unknown }) => String((r.body as { prompt?: unknown }).prompt)

/**
 * The agent's pull request, then `event` of it as the example runs it: its trigger, `if:` and
 * group as the example says; the follow-up reaches the marker's job, and only it, and the issue's
 * tracking comment links what was asked (`linked`: the link of the request made on `pr`).
 */
async function followUp(
  event: (pr: number) => Trigger,
  linked: (pr: number, id: number) => string
) {
  const first = await linkBackRun(world)
  const pr = Number(first.outputs['pr-number'])
  const trigger = event(pr)
  const context = contextOf(trigger)
  // No group: GitHub never replaces the run (each instruction goes with its own run).
  expectJobRuns(example, job, context, undefined)
  const result = await runStep(world, step, context)
  expect(result.code).toBe(0)
  expect(result.outputs.skipped).toBe('false')
  expect(result.outputs['job-id']).toBe(first.outputs['job-id'])
  // The agent updated its own pull request, taken for the agent's (in docs-repository, from one
  // of its branches): its head is output, no warning. The issue the job came from shows the turn.
  expect([result.outputs['pr-repository'], result.outputs['pr-number']]).toEqual(['acme/docs', String(pr)]) // prettier-ignore
  expect(result.outputs['pr-head-sha']).toMatch(/^[0-9a-f]{40}$/)
  expect(commandsOf(result, 'warning')).toEqual([])
  const issue = world.gh.comments.filter((c) => c.issue === 12)
  expect(issue).toHaveLength(1)
  const marker = new MarkerKey(KEY).verify(issue[0]!.body, { repository: 'acme/docs', issueNumber: 12 }) // prettier-ignore
  expect(decodeLedger(marker?.turns).turns.map((t) => t.n)).toEqual([1, 2])
  const made = (trigger.payload.review ?? trigger.payload.comment) as { id: number }
  const request = issue[0]!.body
    .split('\n')
    .find((l) => l.startsWith('| 2 |'))
    ?.split(' | ')[3]
  // With the run that sent it, in this repository.
  const [shown, run] = /^(.*) \(\[run\]\((https:\/\/github\.com\/acme\/docs\/actions\/runs\/\d+)\)\)$/.exec(request ?? '')?.slice(1) ?? [] // prettier-ignore
  expect([shown, run]).toEqual([linked(pr, made.id), expect.any(String)])
  // The issue's comment names the agent's pull request as every run writes it, whatever the event.
  expect(issue[0]!.body).toContain('\n| Pull request | Status | Job |')
  // The pull request's comment says that a review or a line comment steers the job there too.
  const linkBack = world.gh.comments.find((c) => c.issue === pr)
  expect(linkBack?.body).toContain('Comment, review or comment on a line with `/docs-agent <instruction>` to send a follow-up to this job') // prettier-ignore
  expect(world.sim.requests.filter((r) => r.route === 'createJob')).toHaveLength(1)
  expect(messages()).toHaveLength(1)
  return promptOf(messages()[0]!)
}

describe('examples/review-loop.yml', () => {
  it('a /docs-agent review by the owner: its own run, never replaced, a follow-up to the job', async () => {
    const prompt = await followUp(
      (pr) =>
        reviewEvents(
          world.gh.addReview('acme/docs', pr, { login: 'writer', state: 'COMMENTED', body: '/docs-agent Shorten the intro.' }), // prettier-ignore
          pr
        ).review,
      (pr, id) => `[review](https://github.com/acme/docs/pull/${pr}#pullrequestreview-${id})`
    )
    expect(prompt).toContain('Shorten the intro.')
  }, 60_000)

  it('a single line comment: sent by its own run with its file and line', async () => {
    const prompt = await followUp(
      (pr) => {
        const review = world.gh.addReview('acme/docs', pr, {
          login: 'writer',
          state: 'COMMENTED',
          comments: [{ path: 'docs/cli.mdx', line: 14, body: '/docs-agent Say what --dry-run prints.' }] // prettier-ignore
        })
        return reviewEvents(review, pr).lines[0]!
      },
      (pr, id) => `[line comment](https://github.com/acme/docs/pull/${pr}#discussion_r${id})`
    )
    expect(prompt).toContain('Say what --dry-run prints.')
    expect(prompt).toContain('docs/cli.mdx')
  }, 60_000)

  it('a /docs-agent comment on the pull request by the owner: its own run, never replaced, a follow-up to the job', async () => {
    // A comment without the phrase does not run the job.
    const thanks = prCommentEvent('Thanks!', 'writer')
    expect(condition(job.if, { github: githubOf(thanks) })).toBe(false)
    const prompt = await followUp(
      (pr) => prCommentEvent('/docs-agent Add a table of flags.', 'writer', { pr }),
      (pr, id) =>
        `[pull request comment](https://github.com/acme/docs/pull/${pr}#issuecomment-${id})`
    )
    expect(prompt).toContain('Add a table of flags.')
  }, 60_000)
})

describe('a review with two /docs-agent line comments, sent as one follow-up', () => {
  it('puts one 👀 on each of the two line comments it sent', async () => {
    const first = await linkBackRun(world)
    const pr = Number(first.outputs['pr-number'])
    const review = world.gh.addReview('acme/docs', pr, {
      login: 'writer',
      state: 'COMMENTED',
      comments: [
        { path: 'docs/cli.mdx', line: 14, body: '/docs-agent Say what --dry-run prints.' },
        { path: 'docs/cli.mdx', line: 20, body: '/docs-agent Add an example for --json.' }
      ]
    })
    const result = await world.run(reviewEvents(review, pr).review, LOOP)
    expect(result.code).toBe(0)
    expect(messages()).toHaveLength(1)
    expect(promptOf(messages()[0]!)).toMatch(/--dry-run[^]*--json/)
    const eyes = world.gh.reactions.filter((r) => r.kind === 'review-comment')
    expect(eyes.map((r) => r.commentId).sort()).toEqual(review.comments.map((c) => c.id).sort())
  }, 60_000)
})

/** The job's agent pull request, and a `/docs-agent` review of it by a writer: its event. */
async function reviewOf(text: string) {
  const first = await linkBackRun(world)
  const pr = Number(first.outputs['pr-number'])
  const review = world.gh.addReview('acme/docs', pr, { login: 'writer', state: 'COMMENTED', body: `/docs-agent ${text}` }) // prettier-ignore
  return reviewEvents(review, pr).review
}
/** The inputs of the review loop's step. */
const LOOP = { comment: 'true', 'pr-comment': 'true', 'docs-repository': 'acme/docs' }

describe('a review and a comment of one job', () => {
  it('a review submitted before a /docs-agent comment on the job’s issue goes before it, though its run starts after the comment', async () => {
    const event = await reviewOf('REVIEW-FIRST: call it "Acme CLI" everywhere.')
    // GitHub recorded the review two seconds ago (its times are whole seconds).
    const submitted = new Date(Date.now() - 2000).toISOString().replace(/\.\d{3}Z$/, 'Z')
    Object.assign(event.payload.review as object, { submitted_at: submitted })
    // Since then, on the job's issue: the later request, the one that wins a disagreement.
    world.gh.addComment(12, 'writer', '/docs-agent COMMENT-SECOND: say "the CLI", never "Acme CLI".') // prettier-ignore
    // GitHub starts the review's run only now: it sends both, as one turn.
    const result = await runStep(world, step, contextOf(event))
    expect(result.code).toBe(0)
    expect(messages()).toHaveLength(1)
    const prompt = promptOf(messages()[0]!)
    expect(prompt).toContain('COMMENT-SECOND')
    expect(prompt.indexOf('REVIEW-FIRST')).toBeGreaterThan(-1)
    expect(prompt.indexOf('REVIEW-FIRST')).toBeLessThan(prompt.indexOf('COMMENT-SECOND'))
    // The turn shows when it was asked: the first request's time, as GitHub gave it.
    expect(trackingOf(world).ledger().turns.at(-1)?.at).toBe(new Date(submitted).toISOString())
  }, 60_000)
})

describe('a review whose run times out', () => {
  const { comment: home, ledger } = trackingOf(world)

  it('says it was not sent and that a re-run sends it; no comment shows it waiting; the re-run sends it once', async () => {
    const event = await reviewOf('REVIEW-TEXT: shorten the intro.')
    // A comment on the job's issue: its run holds the conversation while its turn works 14 s.
    const text = '/docs-agent Add an example. sim:duration=14000ms'
    const id = world.gh.addComment(12, 'writer', text).id
    const holder = world.run(commentEvent(text, 'writer', { id }), { comment: 'true' })
    await until(() => messages().length === 1)
    const timedOut = await world.run(event, { ...LOOP, timeout: '6s' })
    expect(timedOut.stdout).toContain('the follow-up was not sent: re-run this run to send it.')
    expect((await holder).code).toBe(0)
    // The conversation keeps comments, not reviews: nothing claims it waits for the next run.
    expect(ledger().waiting).toEqual([])
    expect(home()!.body).not.toContain('Waiting to be sent')
    const again = await world.run(event, LOOP)
    expect(again.code).toBe(0)
    expect(again.outputs.skipped).toBe('false')
    expect(messages().filter((r) => promptOf(r).includes('REVIEW-TEXT'))).toHaveLength(1)
  }, 120_000)

  it('after it sent its turn, re-run, is skipped: the review was sent, and is not sent again', async () => {
    const event = await reviewOf('REVIEW-ONCE: shorten the intro. sim:duration=15000ms')
    const timedOut = await world.run(event, { ...LOOP, timeout: '10s' })
    expect(timedOut.outputs.status).toBe('active')
    // Someone re-runs the failed run: it finds the review sent before it asks the job anything.
    const again = await world.run(event, LOOP)
    expect(again.code).toBe(0)
    expect(again.outputs.skipped).toBe('true')
    expect(again.stdout).toContain('in turn 2 by run')
    expect(messages().filter((r) => promptOf(r).includes('REVIEW-ONCE'))).toHaveLength(1)
  }, 120_000)
})

describe('an issue comment after a review loop’s turn', () => {
  it('reaches the job once, and the issue’s tracking comment still lists every turn', async () => {
    const first = await linkBackRun(world)
    const pr = Number(first.outputs['pr-number'])
    const { review } = reviewEvents(
      world.gh.addReview('acme/docs', pr, { login: 'writer', state: 'COMMENTED', body: '/docs-agent Shorter intro. sim:duration=300ms' }), // prettier-ignore
      pr
    )
    expect((await world.run(review, LOOP)).code).toBe(0)
    const asked = world.gh.addComment(12, 'maintainer', '/docs-agent Add a table. sim:duration=300ms') // prettier-ignore
    const commented = await world.run(commentEvent(asked.body, 'maintainer', { id: asked.id }), LOOP) // prettier-ignore
    expect(commented.code).toBe(0)
    expect(commented.outputs['job-id']).toBe(first.outputs['job-id'])
    expect(messages().map(promptOf)).toEqual([
      'Shorter intro. sim:duration=300ms',
      'Add a table. sim:duration=300ms'
    ])
    const body = trackingOf(world).comment()?.body ?? ''
    expect(body).not.toContain('| Latest turn |')
    expect(
      trackingOf(world)
        .ledger()
        .turns.map((t) => t.n)
    ).toEqual([1, 2, 3])
  }, 90_000)
})

describe('the link-back comment of the issue’s job', () => {
  it('links the latest turn’s comment on the issue it was made on, not on the pull request', async () => {
    const first = await linkBackRun(world)
    const pr = Number(first.outputs['pr-number'])
    const asked = world.gh.addComment(12, 'maintainer', '/docs-agent Add a table. sim:duration=300ms') // prettier-ignore
    const commented = await world.run(commentEvent(asked.body, 'maintainer', { id: asked.id }), LOOP) // prettier-ignore
    expect(commented.code).toBe(0)
    expect(messages().map(promptOf)).toEqual(['Add a table. sim:duration=300ms'])
    const linkBack = world.gh.comments.find((c) => c.issue === pr && c.body.includes('origin='))!
    const links = [...linkBack.body.matchAll(/\[comment\]\((https:[^)]+)\)/g)].map((m) => m[1])
    expect(links).toEqual([`https://github.com/acme/docs/issues/12#issuecomment-${asked.id}`])
  }, 90_000)
})

describe('an issue comment’s run and a review loop’s run that overlap, after a review’s turn', () => {
  it('take turns: one sends at a time, and a comment that came meanwhile is sent once', async () => {
    const first = await linkBackRun(world)
    const pr = Number(first.outputs['pr-number'])
    const review = (text: string) =>
      reviewEvents(
        world.gh.addReview('acme/docs', pr, { login: 'writer', state: 'COMMENTED', body: `/docs-agent ${text}` }), // prettier-ignore
        pr
      ).review
    expect((await world.run(review('Shorter intro. sim:duration=300ms'), LOOP)).code).toBe(0)
    const sends = () => world.sim.requests.filter((r) => r.route === 'sendMessage')
    // A writer's comment on the issue: its run sends a long turn (turn 3).
    const asked = world.gh.addComment(12, 'maintainer', '/docs-agent Add a table. sim:duration=10s') // prettier-ignore
    const commenting = world.run(commentEvent(asked.body, 'maintainer', { id: asked.id }), { ...LOOP, timeout: '2m' }) // prettier-ignore
    await until(() => sends().length === 2, 30_000)
    // Its turn recorded at work in the tracking comment (the job works on it for 10 s).
    await until(() => trackingOf(world).ledger().turns.at(-1)?.result === 'working', 30_000)
    // While the job works on it: another review, and another comment on the issue.
    const reviewing = world.run(review('Fix the typo. sim:duration=300ms'), { ...LOOP, timeout: '2m' }) // prettier-ignore
    world.gh.addComment(12, 'maintainer', '/docs-agent And a glossary. sim:duration=300ms')
    const [commented, reviewed] = await Promise.all([commenting, reviewing])
    expect(commented.code).toBe(0)
    expect(reviewed.code).toBe(0)
    const prompts = sends().map((r) => String((r.body as { prompt?: unknown }).prompt))
    expect(prompts.join('\n').split('And a glossary').length - 1).toBe(1)
    expect(prompts.join('\n').split('Fix the typo').length - 1).toBe(1)
    // Never while the job works on an earlier turn: each follow-up after the one before ended.
    const times = sends().map((r) => r.at)
    for (let i = 3; i < times.length; i++)
      expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(300)
    // Every turn sent is counted (max-turns).
    expect(
      trackingOf(world)
        .ledger()
        .turns.map((t) => t.n)
    ).toEqual([1, ...times.map((_, i) => i + 2)])
  }, 120_000)
})

describe('a review whose token may not read the origin issue in its own repository (403)', () => {
  it('names the permission it lacks, and does not ask for a re-run that meets the same refusal', async () => {
    const first = await linkBackRun(world)
    const pr = Number(first.outputs['pr-number'])
    world.gh.intercept((request) =>
      request.path.startsWith('/repos/acme/docs/issues/12/')
        ? { status: 403, body: { message: 'Resource not accessible by integration' } }
        : undefined
    )
    const { review } = reviewEvents(
      world.gh.addReview('acme/docs', pr, { login: 'writer', state: 'COMMENTED', body: '/docs-agent Shorter intro. sim:duration=300ms' }), // prettier-ignore
      pr
    )
    const result = await world.run(review, LOOP)
    expect(messages()).toHaveLength(0)
    const said = [...commandsOf(result, 'error'), ...commandsOf(result, 'warning')].join('\n')
    expect(said).not.toMatch(/re-run this run to send it/)
    expect(said).toMatch(/issues/)
  }, 60_000)
})
