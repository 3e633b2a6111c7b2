// End-to-end tests of the agent's pull request as a first-class object. The bundled
// dist/index.js runs as a runner runs it, the simulator is the service (its jobs open pull
// requests with branches and commits), and the GitHub stand-in serves those pull requests, their
// reviewers, labels, assignees and comments over real HTTP.
import { describe, expect, it } from '@jest/globals'
import { signalWhen } from '../support/signal.js'
import { factsOf } from '../support/comment-view.js'
import {
  issuesEvent,
  commentEvent,
  prCommentEvent,
  reviewEvents
} from '../../__fixtures__/events.js'
import { MarkerKey } from '../../src/github/marker.js'
import type { RunOptions, RunResult } from '../../scripts/local-runner.js'
import {
  BOT,
  KEY,
  TOKEN,
  commandsOf,
  linkBackRun,
  useSimulatedWorld
} from '../support/simulated-world.js'

/** A personal token for the documentation repository (pr-token). */
const DOCS_TOKEN = 'ghp_Dz6Nc1Vy8Hq3Lg5'
/** A token that cannot see the documentation repository at all. */
const BLIND_TOKEN = 'ghs_Bl3Nd7Xq1Vz9Mk'
/** A token that can read the documentation repository but not write to it. */
const READER_TOKEN = 'ghs_Rd5Qx2Wn8Kj4Tp'

const world = useSimulatedWorld({
  github: {
    tokens: {
      [DOCS_TOKEN]: { login: 'docs-bot' },
      [BLIND_TOKEN]: { login: BOT, installation: true, repos: ['acme/product'] },
      [READER_TOKEN]: { login: BOT, installation: true, readOnlyRepos: ['acme/docs'] }
    },
    pulls: true
  }
})
const run = (
  event: { name: string; payload: unknown } | undefined,
  inputs: Record<string, string> = {},
  env: Record<string, string> = {},
  options: Pick<RunOptions, 'onSpawn' | 'post'> = {}
): Promise<RunResult> => world.run(event, inputs, { env, ...options })

const commands = commandsOf
const writes = (pathEnd: RegExp) =>
  world.gh.requests.filter((r) => r.method === 'POST' && pathEnd.test(r.path))
const messages = () => world.sim.requests.filter((r) => r.route === 'sendMessage')
const creates = () => world.sim.requests.filter((r) => r.route === 'createJob')

/**
 * A review submitted on pull request `pr` of acme/docs: kept by the stand-in (with its line
 * comments), and the events GitHub sends for it.
 */
const submit = (
  pr: number,
  login: string,
  body: string,
  comments: { path: string; line: number; body: string }[] = []
) =>
  reviewEvents(
    world.gh.addReview('acme/docs', pr, { login, state: 'COMMENTED', body, comments }),
    pr
  )

describe('outputs of the pull request', () => {
  it('gives the branch, commit and base of the created pull request', async () => {
    const result = await run(undefined, { prompt: 'Document --dry-run. sim:duration=300ms' })
    expect(result.code).toBe(0)
    const pull = world.sim.pull('acme/docs', Number(result.outputs['pr-number']))!
    expect(pull).toBeDefined()
    expect(result.outputs['pr-head-ref']).toBe(pull.headRef)
    expect(result.outputs['pr-head-ref']).toBe(`docs-agent/${result.outputs['job-id']}`)
    expect(result.outputs['pr-head-sha']).toBe(pull.headSha)
    expect(result.outputs['pr-head-sha']).toMatch(/^[0-9a-f]{40}$/)
    expect(result.outputs['pr-base-ref']).toBe('main')
    // Read with the workflow's token, which defaults pr-token.
    expect(world.gh.requests.find((r) => /\/pulls\/\d+$/.test(r.path))?.token).toBe(TOKEN)
  })

  it('are empty with a notice when the token cannot see the repository; the step still passes', async () => {
    const result = await run(undefined, {
      prompt: 'Docs. sim:duration=200ms',
      'pr-token': BLIND_TOKEN
    })
    expect(result.code).toBe(0)
    expect(result.outputs['pr-link']).toMatch(/\/pull\/\d+$/)
    expect(result.outputs['pr-head-ref']).toBe('')
    expect(result.outputs['pr-head-sha']).toBe('')
    expect(commands(result, 'notice').join('\n')).toMatch(
      /Could not read pull request acme\/docs#\d+ \(404\)/
    )
    expect(commands(result, 'warning')).toEqual([])
  })

  it('are not read for a pull request on another host than the workflow’s', async () => {
    const result = await run(
      undefined,
      { prompt: 'Docs. sim:duration=200ms' },
      { GITHUB_SERVER_URL: 'https://ghe.example.com' }
    )
    expect(result.code).toBe(0)
    expect(result.outputs['pr-head-ref']).toBe('')
    expect(world.gh.requests.filter((r) => r.path.includes('/pulls/'))).toEqual([])
    expect(commands(result, 'notice').join('\n')).toMatch(
      /is on github\.com, not on this workflow's GitHub/
    )
  })
})

describe('a cancel while GitHub stalls on the pull request', () => {
  it('SIGTERM exits within 5 s, the outcome reported', async () => {
    world.gh.stall({ method: 'GET', path: /\/pulls\/\d+$/ })
    let exited = 0
    const cancel = signalWhen(
      () => world.gh.requests.some((r) => /\/pulls\/\d+$/.test(r.path)),
      'SIGTERM'
    )
    // With a tracking comment: after the cancel, its final update and the pull request's calls
    // all start with the cancel already given.
    const result = await run(
      undefined,
      {
        prompt: 'Docs. sim:duration=200ms',
        'pr-labels': 'documentation',
        comment: 'true',
        'issue-number': '12'
      },
      {},
      {
        post: false,
        onSpawn: (child) => {
          cancel.onSpawn(child)
          child.once('exit', () => (exited = Date.now()))
        }
      }
    )
    expect(cancel.sentAt()).toBeGreaterThan(0)
    // The runner kills 10 s after its first signal; the action's promise is 5 s (contract §4.4).
    expect(exited - cancel.sentAt()).toBeLessThan(5000)
    expect(result.outputs.status).toBe('completed')
  })
})

describe('acting on the pull request', () => {
  const acting = {
    'pr-reviewers': 'octocat, acme/docs-team',
    'pr-labels': 'documentation, agent',
    'pr-assignees': 'hubot'
  }

  it('applies reviewers, labels and assignees once, and not again on a re-run', async () => {
    const first = await run(undefined, { prompt: 'Docs. sim:duration=200ms', ...acting })
    expect(first.code).toBe(0)
    const number = Number(first.outputs['pr-number'])
    const state = world.gh.pullState('acme/docs', number)!
    expect(state.requestedReviewers).toEqual(['octocat'])
    expect(state.requestedTeams).toEqual(['docs-team'])
    expect(state.labels).toEqual(['documentation', 'agent'])
    expect(state.assignees).toEqual(['hubot'])
    const before = world.gh.requests.filter((r) => r.method === 'POST').length

    // A re-run of the same workflow, attached to the same job.
    const again = await run(undefined, { 'job-id': first.outputs['job-id']!, ...acting })
    expect(again.code).toBe(0)
    expect(world.gh.requests.filter((r) => r.method === 'POST').length).toBe(before)
    expect(world.gh.pullState('acme/docs', number)).toEqual(state)
    expect(again.stdout).toMatch(/reviewers: already asked/)
  })

  it('applies nothing to a pull request someone merged meanwhile, and outputs no head to check out', async () => {
    const first = await run(undefined, { prompt: 'Docs. sim:duration=200ms' })
    expect(first.code).toBe(0)
    const number = Number(first.outputs['pr-number'])
    // Merged since: GitHub now answers it closed and merged.
    world.gh.addPull('acme/docs', {
      number,
      headRef: first.outputs['pr-head-ref']!,
      headSha: first.outputs['pr-head-sha']!,
      baseRef: 'main',
      mergeCommit: '5'.repeat(40)
    })
    const before = world.gh.requests.filter((r) => r.method === 'POST').length
    const again = await run(undefined, { 'job-id': first.outputs['job-id']!, ...acting })
    expect(again.code).toBe(0)
    expect(world.gh.requests.filter((r) => r.method === 'POST').length).toBe(before)
    expect([again.outputs['pr-head-ref'], again.outputs['pr-head-sha']]).toEqual(['', ''])
    expect(commands(again, 'notice').join('\n')).toContain(
      `The pull request acme/docs#${number} is merged: the pr-* inputs are not applied`
    )
  })

  it('asks again a reviewer who reviewed an older commit, not one who reviewed the latest', async () => {
    const first = await run(undefined, {
      prompt: 'Docs. sim:duration=200ms',
      'pr-reviewers': 'octocat,writer'
    })
    const number = Number(first.outputs['pr-number'])
    const pull = world.sim.pull('acme/docs', number)!
    world.gh.addReview('acme/docs', number, {
      login: 'octocat',
      state: 'COMMENTED',
      commitId: pull.headSha,
      body: 'ok'
    })
    world.gh.addReview('acme/docs', number, {
      login: 'writer',
      state: 'COMMENTED',
      commitId: 'f'.repeat(40),
      body: 'old'
    })
    writes(/requested_reviewers$/).length = 0
    const again = await run(undefined, {
      'job-id': first.outputs['job-id']!,
      'pr-reviewers': 'octocat,writer'
    })
    expect(again.code).toBe(0)
    const asked = world.gh.requests.filter(
      (r) => r.method === 'POST' && r.path.endsWith('/requested_reviewers')
    )
    expect(asked.at(-1)?.body).toEqual({ reviewers: ['writer'], team_reviewers: [] })
  })

  it('a token that may not act gives one warning naming the permission; the outcome is unchanged', async () => {
    const result = await run(undefined, {
      prompt: 'Docs. sim:duration=200ms',
      ...acting,
      'pr-comment': 'true',
      'pr-token': READER_TOKEN
    })
    expect(result.code).toBe(0)
    expect(result.outputs.status).toBe('completed')
    expect(result.outputs['pr-head-ref']).not.toBe('')
    const warnings = commands(result, 'warning')
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(
      /The token cannot act on pull request acme\/docs#\d+ \(403\): give the token in 'pr-token' 'pull-requests: write' permission on acme\/docs/
    )
    // The review request refused (a token may be refused that alone), then the labels refused
    // too: the token may not act here, and nothing more was tried (no assignees or link-back).
    expect(
      world.gh.requests
        .filter((r) => r.method === 'POST' && r.token === READER_TOKEN)
        .map((r) => r.path.replace(/\d+/, 'N'))
    ).toEqual(['/repos/acme/docs/pulls/N/requested_reviewers', '/repos/acme/docs/issues/N/labels'])
  })

  it('a token that cannot see the repository gives one warning too, and fails nothing', async () => {
    const result = await run(undefined, {
      prompt: 'Docs. sim:duration=200ms',
      ...acting,
      'pr-token': BLIND_TOKEN
    })
    expect(result.code).toBe(0)
    const warnings = commands(result, 'warning')
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/\(404\).*'pull-requests: write' permission on acme\/docs/)
  })

  it('refuses malformed pr-* inputs before any request', async () => {
    const result = await run(undefined, { prompt: 'Docs', 'pr-reviewers': 'octocat;rm -rf /' })
    expect(result.code).toBe(1)
    expect(commands(result, 'error').join('\n')).toMatch(
      /Input 'pr-reviewers' must be a comma-separated list/
    )
    expect(world.sim.requests).toEqual([])
  })
})

const issueRunWithLinkBack = (extra: Record<string, string> = {}) => linkBackRun(world, extra)

describe('the link-back comment', () => {
  it('is one comment on the PR with a signed marker naming the issue, edited on a re-run', async () => {
    const first = await issueRunWithLinkBack()
    const number = Number(first.outputs['pr-number'])
    const onPr = world.gh.comments.filter((c) => c.issue === number && c.repository === 'acme/docs')
    expect(onPr).toHaveLength(1)
    const body = onPr[0]!.body
    expect(body).toMatch(
      new RegExp(
        `^<!-- docs-agent-action job=${first.outputs['job-id']} project=proj origin=acme%2Fdocs%2312 turns=[\\w-]+ sig=[0-9a-f]{64} -->`
      )
    )
    expect(
      new MarkerKey(KEY).verify(body, { repository: 'acme/docs', issueNumber: number })
    ).toMatchObject({
      jobId: first.outputs['job-id'],
      origin: 'acme/docs#12'
    })
    // The origin as a link (its `#` defused so that GitHub makes no reference of it).
    expect(factsOf(body)['Started from']).toMatch(
      /^\[[^\]]*12\]\(https:\/\/github\.com\/acme\/docs\/issues\/12\)$/
    )
    expect(body).toContain('| Latest turn | Asked | By | Request | Result |')

    await run(undefined, { 'job-id': first.outputs['job-id']!, 'pr-comment': 'true' })
    const after = world.gh.comments.filter((c) => c.issue === number)
    expect(after).toHaveLength(1)
    // The re-run, without the issue, keeps where the job came from and its turns.
    expect(after[0]!.body).toContain('origin=acme%2Fdocs%2312')
    expect(after[0]!.body).toMatch(/\| 1 \| [^|]+ \| \[maintainer\]/)
  })
})

describe('the review loop', () => {
  it('a line comment with the phrase sends a follow-up to the job and updates the issue’s story', async () => {
    const first = await issueRunWithLinkBack()
    const jobId = first.outputs['job-id']!
    const number = Number(first.outputs['pr-number'])
    const headBefore = first.outputs['pr-head-sha']

    // A single line comment: GitHub makes a review of it too, and its own event acts.
    const single = submit(number, 'writer', '', [
      {
        path: 'docs/cli.mdx',
        line: 14,
        body: '/docs-agent Say what it prints. sim:duration=1500ms'
      }
    ])
    const skipped = await run(single.review, { comment: 'true', 'pr-comment': 'true' })
    expect(skipped.outputs.skipped).toBe('true')
    const review = await run(single.lines[0], { comment: 'true', 'pr-comment': 'true' })
    expect(review.code).toBe(0)
    expect(review.outputs['job-id']).toBe(jobId)
    expect(creates()).toHaveLength(1)
    expect(messages()).toHaveLength(1)
    const prompt = (messages()[0]!.body as { prompt: string }).prompt
    expect(prompt).toMatch(/^Say what it prints\. sim:duration=1500ms\n/)
    expect(prompt).toMatch(
      /<<<BEGIN UNTRUSTED REVIEW COMMENT ON PULL REQUEST #\d+ [0-9a-f]+>>>\nFile: docs\/cli\.mdx\nLine: 14\n/
    )
    // The agent pushed to the same pull request.
    expect(review.outputs['pr-number']).toBe(String(number))
    expect(review.outputs['pr-head-sha']).not.toBe(headBefore)
    // 👀 on the line comment.
    expect(world.gh.reactions).toContainEqual(
      expect.objectContaining({
        commentId: Number(/discussion_r(\d+)/.exec(JSON.stringify(single.lines[0]))![1]),
        content: 'eyes',
        kind: 'review-comment'
      })
    )

    // The issue's tracking comment tells both turns; the PR's comment shows the latest.
    const issueComment = world.gh.comments.find((c) => c.issue === 12 && c.login === BOT)!
    expect(issueComment.body).toMatch(
      /\| 1 \| \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC \| \[maintainer\]\(https:\/\/github\.com\/maintainer\) \| [^|]+ \| ✅ pull request \|/
    )
    expect(issueComment.body).toMatch(
      /\| 2 \| \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC \| \[writer\]\(https:\/\/github\.com\/writer\) \| [^|]+ \| ✅ pull request \|/
    )
    const prComments = world.gh.comments.filter((c) => c.issue === number)
    expect(prComments).toHaveLength(1)
    expect(prComments[0]!.body).toMatch(/\| 2 \| [^|]+ \| \[writer\]/)
    expect(prComments[0]!.body).not.toMatch(/\| 1 \| /)
  })

  it('a review (not a line comment) and a PR comment reach the same job', async () => {
    const first = await issueRunWithLinkBack()
    const number = Number(first.outputs['pr-number'])
    const byReview = await run(
      submit(number, 'writer', '/docs-agent Shorter intro. sim:duration=1500ms').review,
      { comment: 'true' }
    )
    expect(byReview.outputs['job-id']).toBe(first.outputs['job-id'])
    const byComment = await run(
      prCommentEvent('/docs-agent And a table. sim:duration=1500ms', 'writer', { pr: number }),
      { comment: 'true' }
    )
    expect(byComment.outputs['job-id']).toBe(first.outputs['job-id'])
    expect(messages().map((m) => m.path.split('/')[5])).toEqual([
      first.outputs['job-id'],
      first.outputs['job-id']
    ])
    expect(world.gh.comments.find((c) => c.issue === 12 && c.login === BOT)!.body).toMatch(
      /\| 3 \| [^|]+ \| \[writer\]/
    )
  })

  it('skips a review by a user without write access: nothing is sent', async () => {
    const first = await issueRunWithLinkBack()
    const result = await run(
      submit(Number(first.outputs['pr-number']), 'reader', '/docs-agent Delete everything.').review,
      { comment: 'true' }
    )
    expect(result.code).toBe(0)
    expect(result.outputs.skipped).toBe('true')
    expect(commands(result, 'notice').join('\n')).toMatch(/reader has read permission/)
    expect(messages()).toEqual([])
  })

  it('ignores a forged marker on a pull request: nothing is sent', async () => {
    await run(undefined, { prompt: 'A job of ours. sim:duration=200ms' })
    const [pull] = world.sim.pulls()
    // A marker signed with another key, and one copied from another issue.
    const forged = new MarkerKey('mint_someone_else_Zq8').render(
      { jobId: world.sim.pulls()[0]!.jobId, projectId: 'proj', origin: 'acme/docs#12' },
      { repository: 'acme/docs', issueNumber: pull!.number }
    )
    const copied = new MarkerKey(KEY).render(
      { jobId: pull!.jobId, projectId: 'proj', origin: 'acme/docs#12' },
      { repository: 'acme/docs', issueNumber: 999 }
    )
    world.gh.addComment(pull!.number, BOT, `${forged}\nlooks like ours`)
    world.gh.addComment(pull!.number, 'writer', `${copied}\ncopied`)
    const result = await run(submit(pull!.number, 'writer', '/docs-agent Push this.').review, {
      comment: 'true'
    })
    expect(result.code).toBe(0)
    expect(result.outputs.skipped).toBe('true')
    expect(commands(result, 'notice').join('\n')).toMatch(
      /carries no comment with a verified marker/
    )
    expect(messages()).toEqual([])
    expect(creates()).toHaveLength(1)
  })

  it('a review that starts with `new` starts a new job with the pull request as context', async () => {
    const first = await issueRunWithLinkBack()
    const number = Number(first.outputs['pr-number'])
    const result = await run(
      submit(number, 'writer', '/docs-agent new Start over. sim:duration=200ms').review,
      {}
    )
    expect(result.code).toBe(0)
    expect(result.outputs['job-id']).not.toBe(first.outputs['job-id'])
    expect(creates()).toHaveLength(2)
    expect((creates()[1]!.body as { prompt: string }).prompt).toMatch(
      /<<<BEGIN UNTRUSTED PULL REQUEST #\d+ /
    )
  })
})

describe('a review with several line comments', () => {
  it('is one follow-up: the review’s run sends its line comments, their own runs are skipped', async () => {
    const first = await issueRunWithLinkBack()
    const jobId = first.outputs['job-id']!
    const number = Number(first.outputs['pr-number'])
    // Three /docs-agent line comments and no text: GitHub sends the review's event and one per
    // line comment, in no fixed order.
    const { review, lines } = submit(number, 'writer', '', [
      {
        path: 'docs/cli.mdx',
        line: 14,
        body: '/docs-agent Say what it prints. sim:duration=300ms'
      },
      { path: 'docs/cli.mdx', line: 30, body: '/docs-agent Add an example.' },
      { path: 'docs/flags.mdx', line: 3, body: '/docs-agent Link the flag.' }
    ])
    const results = []
    for (const event of [lines[0]!, review, lines[1]!, lines[2]!]) {
      results.push(await run(event, { comment: 'true', 'pr-comment': 'true' }))
    }
    for (const result of results) expect(result.code).toBe(0)
    expect(messages()).toHaveLength(1)
    expect(messages()[0]!.path.split('/')[5]).toBe(jobId)
    const prompt = (messages()[0]!.body as { prompt: string }).prompt
    for (const [i, [file, line, text]] of [
      ['docs/cli.mdx', 14, 'Say what it prints.'],
      ['docs/cli.mdx', 30, 'Add an example.'],
      ['docs/flags.mdx', 3, 'Link the flag.']
    ].entries()) {
      expect(prompt).toMatch(
        new RegExp(
          `<<<BEGIN UNTRUSTED LINE COMMENT ${i + 1} OF 3 ON PULL REQUEST #${number} [0-9a-f]+>>>\nFile: ${file}\nLine: ${line}\nURL: [^\n]+\n\n/docs-agent ${text}`
        )
      )
    }
    expect(results.map((r) => r.outputs.skipped ?? 'false')).toEqual([
      'true',
      'false',
      'true',
      'true'
    ])
    expect(commandsOf(results[0]!, 'notice').join('\n')).toContain(
      "the review's pull_request_review event sends it with the rest of the review as one follow-up"
    )
    // One new turn in the issue's story.
    const issueComment = world.gh.comments.find((c) => c.issue === 12 && c.login === BOT)!
    expect(issueComment.body).toMatch(/\| 2 \| [^|]+ \| \[writer\]/)
    expect(issueComment.body).not.toMatch(/\| 3 \| /)
  }, 60_000)
})

describe('two quick follow-ups', () => {
  it('the second waits for the run of the first to be done, then is sent; the issue tells all three turns', async () => {
    const first = await run(issuesEvent('labeled', 'maintainer', { label: 'docs' }), {
      label: 'docs',
      comment: 'true',
      prompt: 'Write the docs. sim:duration=200ms'
    })
    const jobId = first.outputs['job-id']!
    // Follow-up A: a turn of 2.5 s, no stale read, so that B finds the job active.
    const a = run(
      commentEvent('/docs-agent Add an example. sim:duration=2500ms sim:stale=0', 'writer', {
        id: 601
      }),
      {
        comment: 'true'
      }
    )
    // B arrives once A's message is in and A has shown its turn.
    const deadline = Date.now() + 15_000
    while (
      Date.now() < deadline &&
      !(
        messages().length === 1 &&
        /\| 2 \| [^|]+ \| [^|]+ \| [^|]+ \| ⏳ working \|/.test(
          world.gh.comments.find((c) => c.issue === 12)?.body ?? ''
        )
      )
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const aMessageAt = messages()[0]!.at
    const b = run(
      commentEvent('/docs-agent And a table. sim:duration=1500ms', 'octocat', { id: 602 }),
      {
        comment: 'true'
      }
    )
    const [ra, rb] = await Promise.all([a, b])
    expect(ra.code).toBe(0)
    expect(rb.code).toBe(0)
    // B found the conversation A's: it sent only once A's run was done with it.
    expect(rb.stdout).toContain(
      `Job ${jobId}: run 1001 is sending to the job; this run sends once it is done.`
    )
    expect(messages()).toHaveLength(2)
    // B's message went out only after A's turn (2.5 s) had ended.
    expect(messages()[1]!.at - aMessageAt).toBeGreaterThanOrEqual(2500)
    expect(messages().map((m) => m.path.split('/')[5])).toEqual([jobId, jobId])
    const body = world.gh.comments.find((c) => c.issue === 12 && c.login === BOT)!.body
    expect(body).toMatch(/\| 1 \| [^|]+ \| \[maintainer\][^|]*\|[^|]*\| ✅ pull request \|/)
    expect(body).toMatch(/\| 2 \| [^|]+ \| \[writer\][^|]*\|[^|]*\| ✅ pull request \|/)
    expect(body).toMatch(/\| 3 \| [^|]+ \| \[octocat\][^|]*\|[^|]*\| ✅ pull request \|/)
  }, 60_000)
})
