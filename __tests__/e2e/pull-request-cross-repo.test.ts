// The review loop across repositories, as the README sets it up: the issue in acme/product (its
// workflow's own token writes the tracking comment there, `pr-token` the link-back on the agent's
// pull request), the pull request and the review workflow in acme/docs with its own token, which
// GitHub keeps to acme/docs. The review's turns reach the origin issue's comment with
// `origin-token`; without it, the warning says to set it. The bundled dist/ against the simulator
// and the GitHub stand-in, over real HTTP.
import { describe, expect, it } from '@jest/globals'
import {
  commentEvent,
  issuesEvent,
  prCommentEvent,
  reviewEvents
} from '../../__fixtures__/events.js'
import { MarkerKey } from '../../src/github/marker.js'
import { decodeLedger } from '../../src/github/ledger.js'
import { BOT, KEY, commandsOf, until, useSimulatedWorld } from '../support/simulated-world.js'

/** acme/docs's own token (`${{ github.token }}` of the review workflow): acme/docs only. */
const DOCS_TOKEN = 'ghs_Dc5Vn2Qx8Rk4Wm'
/** acme/product's own token (the issue workflow's `github-token`): acme/product only. */
const PRODUCT_TOKEN = 'ghs_Pr7Lz3Mw9Hd1Ys'
/** An app's token for acme/docs: the issue workflow's `pr-token`. */
const DOCS_APP_TOKEN = 'ghs_Ap6Kq1Zt8Vc3Nf'
/** An app's token for acme/product: the review workflow's `origin-token`. */
const PRODUCT_APP_TOKEN = 'ghs_Ap2Wd7Xs4Lq9Bh'
/** A fine-grained personal token of `docs-lead`, issues: write on acme/product: the other kind. */
const PERSONAL_TOKEN = 'github_pat_11Ab3Cd5Ef7Gh9'

const world = useSimulatedWorld({
  github: {
    token: DOCS_TOKEN,
    repositories: ['acme/product'],
    tokens: {
      [DOCS_TOKEN]: { login: BOT, installation: true, repos: ['acme/docs'] },
      [PRODUCT_TOKEN]: { login: BOT, installation: true, repos: ['acme/product'] },
      [DOCS_APP_TOKEN]: { login: 'docs-app[bot]', installation: true, repos: ['acme/docs'] },
      [PRODUCT_APP_TOKEN]: { login: 'product-app[bot]', installation: true, repos: ['acme/product'] }, // prettier-ignore
      [PERSONAL_TOKEN]: { login: 'docs-lead', repos: ['acme/product'] }
    },
    pulls: true
  }
})

const messages = () => world.sim.requests.filter((r) => r.route === 'sendMessage')

/** The issue workflow in acme/product: a job, its pull request in acme/docs, the link-back. */
async function issueRun() {
  world.gh.setPermission('maintainer', 'maintain', 'acme/product')
  const result = await world.run(
    issuesEvent('labeled', 'maintainer', { label: 'docs' }),
    {
      label: 'docs',
      comment: 'true',
      'pr-comment': 'true',
      'pr-token': DOCS_APP_TOKEN,
      'docs-repository': 'acme/docs',
      prompt: 'Write the docs. sim:duration=300ms'
    },
    { githubToken: PRODUCT_TOKEN, env: { GITHUB_REPOSITORY: 'acme/product' } }
  )
  expect(result.code).toBe(0)
  const pr = Number(result.outputs['pr-number'])
  const linkBack = world.gh.comments.find((c) => c.repository === 'acme/docs' && c.issue === pr)!
  expect(linkBack.login).toBe('docs-app[bot]')
  expect(linkBack.body).toContain('origin=acme%2Fproduct%2312')
  return { jobId: result.outputs['job-id']!, pr }
}

/** The ids of the reviews reviewRun made, in order. */
const reviewsMade: number[] = []

/** A review with the phrase on the agent's pull request, run by the review workflow. */
function reviewRun(pr: number, text: string, inputs: Record<string, string> = {}) {
  const made = world.gh.addReview('acme/docs', pr, { login: 'writer', state: 'COMMENTED', body: text }) // prettier-ignore
  reviewsMade.push(made.id)
  const { review } = reviewEvents(made, pr)
  return world.run(review, { comment: 'true', 'pr-comment': 'true', ...inputs })
}

/** A review of the agent's pull request, run by the review loop (run 4242) with origin-token. */
function reviewLoopRun(pr: number, text: string) {
  const review = world.gh.addReview('acme/docs', pr, { login: 'writer', state: 'COMMENTED', body: text }) // prettier-ignore
  const inputs = { comment: 'true', 'pr-comment': 'true', 'docs-repository': 'acme/docs', 'origin-token': PRODUCT_APP_TOKEN, timeout: '2m' } // prettier-ignore
  return world.run(reviewEvents(review, pr).review, inputs, { env: { GITHUB_RUN_ID: '4242' } })
}

/** The turns the origin issue's tracking comment carries in its signed marker. */
function originTurns(jobId: string) {
  const comment = world.gh.comments.find((c) => c.repository === 'acme/product' && c.issue === 12)!
  const marker = new MarkerKey(KEY).verify(comment.body, {
    repository: 'acme/product',
    issueNumber: 12
  })
  expect(marker?.jobId).toBe(jobId)
  return decodeLedger(marker?.turns).turns
}

describe('the review loop across repositories', () => {
  it('with origin-token, every review’s turn is recorded on the origin issue, numbered on', async () => {
    const { jobId, pr } = await issueRun()
    const before = world.gh.requests.length
    for (const text of ['/docs-agent Shorter intro.', '/docs-agent And a table.']) {
      const result = await reviewRun(pr, `${text} sim:duration=300ms`, {
        'origin-token': PRODUCT_APP_TOKEN
      })
      expect(result.code).toBe(0)
      expect(result.outputs['job-id']).toBe(jobId)
      expect(commandsOf(result, 'warning')).toEqual([])
    }
    expect(messages()).toHaveLength(2)
    expect(originTurns(jobId).map((t) => [t.n, t.by, t.result])).toEqual([
      [1, 'maintainer', 'completed'],
      [2, 'writer', 'completed'],
      [3, 'writer', 'completed']
    ])
    const origin = world.gh.comments.find((c) => c.repository === 'acme/product')!
    expect(origin.body).toMatch(/\| 3 \| [^|]+ \| \[writer\]/)
    // Each turn links what was asked: the label's run in acme/product; each review on the agent's
    // pull request in acme/docs, where the reviews' runs ran.
    const turns = originTurns(jobId)
    expect(turns.map((t) => [t.repo, t.pull])).toEqual([[undefined, undefined], ['acme/docs', pr], ['acme/docs', pr]]) // prettier-ignore
    const requestOf = (row: number) =>
      origin.body
        .split('\n')
        .find((l) => l.startsWith(`| ${row} |`))
        ?.split(' | ')[3]
    expect([1, 2, 3].map(requestOf)).toEqual([
      expect.stringMatching(
        /^\[run\]\(https:\/\/github\.com\/acme\/product\/actions\/runs\/\d+\)$/
      ),
      // Each with the run that sent it, in acme/docs.
      ...reviewsMade.slice(-2).map((id) => expect.stringMatching(new RegExp(`^\\[review\\]\\(https://github\\.com/acme/docs/pull/${pr}#pullrequestreview-${id}\\) \\(\\[run\\]\\(https://github\\.com/acme/docs/actions/runs/\\d+\\)\\)$`))) // prettier-ignore
    ])
    // The origin issue was reached with origin-token only; acme/docs with the workflow's token.
    const reviews = world.gh.requests.slice(before)
    const product = reviews.filter((r) => r.path.startsWith('/repos/acme/product/'))
    expect(new Set(product.map((r) => r.token))).toEqual(new Set([PRODUCT_APP_TOKEN]))
    expect(product.filter((r) => r.method === 'PATCH').length).toBeGreaterThanOrEqual(2)
  }, 60_000)

  it('without it, the follow-up is not sent: the warning names origin-token and the repository', async () => {
    const { jobId, pr } = await issueRun()
    const sentBefore = messages().length
    const result = await reviewRun(pr, '/docs-agent Shorter intro. sim:duration=300ms')
    expect(result.code).toBe(0)
    expect(commandsOf(result, 'warning')).toEqual([
      `The token cannot read acme/product (404), where job ${jobId} came from (acme/product#12) and where its turns are recorded. A workflow's own token reaches only its repository: set 'origin-token' to a token that can read and write the issues of acme/product.`
    ])
    // Its turns could not be counted (max-turns): nothing was sent, and the run says why.
    expect(result.outputs.skipped).toBe('true')
    expect(messages()).toHaveLength(sentBefore)
    expect(commandsOf(result, 'notice').join('\n')).toContain(
      `job ${jobId} came from acme/product#12, whose tracking comment counts its turns and could not be read`
    )
    expect(originTurns(jobId).map((t) => t.n)).toEqual([1])
  }, 60_000)
})

/** The issue workflow's inputs and run in acme/product (its own token). */
const issueInputs = {
  comment: 'true',
  'pr-comment': 'true',
  'pr-token': DOCS_APP_TOKEN,
  'docs-repository': 'acme/docs'
}
const inProduct = { githubToken: PRODUCT_TOKEN, env: { GITHUB_REPOSITORY: 'acme/product' } }
const prompts = () => messages().map((r) => String((r.body as { prompt?: unknown }).prompt))

/** A writer's `/docs-agent` comment on the issue, run by the issue's workflow in acme/product. */
function issueComment(text: string) {
  const asked = world.gh.addComment(12, 'maintainer', text, 'acme/product')
  const run = world.run(commentEvent(asked.body, 'maintainer', { id: asked.id }), issueInputs, inProduct) // prettier-ignore
  return { asked, run }
}

/** The issue's tracking comment, the job's home, and the ledger its marker carries. */
function home() {
  const place = { repository: 'acme/product', issueNumber: 12 }
  const comment = world.gh.comments.find((c) => c.repository === 'acme/product' && c.issue === 12 && c.login === BOT)! // prettier-ignore
  const marker = new MarkerKey(KEY).verify(comment.body, place)
  return { comment, ledger: decodeLedger(marker?.turns) }
}

/** The label's job, one review's turn by the review loop, then a writer's comment on the issue. */
async function reviewThenComment() {
  const { jobId, pr } = await issueRun()
  const reviewed = await reviewRun(pr, '/docs-agent Shorter intro. sim:duration=300ms', {
    'docs-repository': 'acme/docs',
    'origin-token': PRODUCT_APP_TOKEN
  })
  expect(reviewed.code).toBe(0)
  const { asked, run } = issueComment('/docs-agent Add a table. sim:duration=300ms')
  const commented = await run
  expect(commented.code).toBe(0)
  expect(commented.outputs['job-id']).toBe(jobId)
  return { asked }
}

describe('an issue comment after a review loop’s turn, across repositories', () => {
  it('reaches the job once: its follow-up carries it as one request', async () => {
    await reviewThenComment()
    expect(prompts()).toHaveLength(2)
    expect(prompts()[1]).toBe('Add a table. sim:duration=300ms')
  }, 90_000)

  it('leaves the issue’s tracking comment the job’s home: every turn listed, the mailbox read on', async () => {
    const { asked } = await reviewThenComment()
    const { comment, ledger } = home()
    expect(comment.body).not.toContain('| Latest turn |')
    expect([1, 2, 3].map((n) => new RegExp(`^\\| ${n} \\|`, 'm').test(comment.body))).toEqual([true, true, true]) // prettier-ignore
    // What the mailbox has read stays in the ledger (a link-back's copy keeps no upTo).
    expect(ledger.upTo).toBe(asked.id)
  }, 90_000)

  it('carried by the review loop’s run, is skipped on its own run with a notice linking that run in acme/docs', async () => {
    const { jobId, pr } = await issueRun()
    const reviewing = reviewLoopRun(pr, '/docs-agent Shorter intro. sim:duration=4s')
    await until(() => messages().length === 1)
    // A writer comments on the issue while the review's turn is at work; its run starts late.
    const asked = world.gh.addComment(12, 'maintainer', '/docs-agent Add a table. sim:duration=300ms', 'acme/product') // prettier-ignore
    expect((await reviewing).code).toBe(0)
    // The review loop's run sent it when its turn ended (turn 3).
    expect(prompts()).toEqual(['Shorter intro. sim:duration=4s', 'Add a table. sim:duration=300ms'])
    const commented = await world.run(commentEvent(asked.body, 'maintainer', { id: asked.id }), issueInputs, inProduct) // prettier-ignore
    expect(commented.code).toBe(0)
    expect(commented.outputs.skipped).toBe('true')
    expect(messages()).toHaveLength(2)
    expect(commandsOf(commented, 'notice').join('\n')).toContain(
      `this instruction was sent to job ${jobId} in turn 3 by run https://github.com/acme/docs/actions/runs/4242`
    )
  }, 90_000)

  it('whose own run starts while the review loop’s turn works, gets one 👀, on acme/product with origin-token, from the run that sent it', async () => {
    const { pr } = await issueRun()
    const reviewing = reviewLoopRun(pr, '/docs-agent Shorter intro. sim:duration=6s')
    await until(() => messages().length === 1)
    const asked = world.gh.addComment(12, 'maintainer', '/docs-agent Add a table. sim:duration=300ms', 'acme/product') // prettier-ignore
    // The issue's workflow runs it at once (another repository's group): it waits, and is carried.
    const commenting = world.run(commentEvent(asked.body, 'maintainer', { id: asked.id }), { ...issueInputs, timeout: '2m' }, inProduct) // prettier-ignore
    const [reviewed, commented] = await Promise.all([reviewing, commenting])
    expect([reviewed.code, commented.code, commented.outputs.skipped]).toEqual([0, 0, 'true'])
    expect(messages()).toHaveLength(2)
    const posts = world.gh.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/reactions')) // prettier-ignore
    expect(posts.map((r) => [r.path, r.token])).toEqual([[`/repos/acme/product/issues/comments/${asked.id}/reactions`, PRODUCT_APP_TOKEN]]) // prettier-ignore
  }, 90_000)

  it('carried by a review loop’s run whose own token GitHub refuses reactions in acme/docs, still gets its 👀 with origin-token', async () => {
    const { pr } = await issueRun()
    world.gh.intercept((r) =>
      r.method === 'POST' && r.path.startsWith('/repos/acme/docs/') && r.path.endsWith('/reactions')
        ? { status: 403, body: { message: 'Resource not accessible by integration' } }
        : undefined
    )
    const text = '/docs-agent Shorter intro. sim:duration=5s'
    const own = world.gh.addComment(pr, 'writer', text, 'acme/docs')
    const looping = world.run(
      prCommentEvent(text, 'writer', { pr, id: own.id }),
      { comment: 'true', 'pr-comment': 'true', 'docs-repository': 'acme/docs', 'origin-token': PRODUCT_APP_TOKEN, timeout: '2m' }, // prettier-ignore
      { env: { GITHUB_RUN_ID: '4242' } }
    )
    await until(() => messages().length === 1)
    const asked = world.gh.addComment(12, 'maintainer', '/docs-agent Add a table. sim:duration=300ms', 'acme/product') // prettier-ignore
    const looped = await looping
    expect([looped.code, messages().length]).toEqual([0, 2])
    expect(commandsOf(looped, 'warning').filter((w) => w.includes('reaction'))).toHaveLength(1)
    const posts = world.gh.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/reactions')) // prettier-ignore
    expect(posts.map((r) => [r.path, r.token])).toEqual([
      [`/repos/acme/docs/issues/comments/${own.id}/reactions`, DOCS_TOKEN],
      [`/repos/acme/product/issues/comments/${asked.id}/reactions`, PRODUCT_APP_TOKEN]
    ])
  }, 120_000)
})

describe('an issue’s tracking comment whose marker names itself as the origin (as 2.4.0’s review loop wrote it)', () => {
  it('is the job’s home: a comment’s run sends its comment once, and its write drops the origin', async () => {
    const { jobId } = await issueRun()
    const place = { repository: 'acme/product', issueNumber: 12 }
    const markers = new MarkerKey(KEY)
    const { comment } = home()
    const marker = markers.verify(comment.body, place)!
    const named = markers.render({ ...marker, origin: 'acme/product#12' }, place)
    comment.body = comment.body.replace(/<!-- docs-agent-action [^>]*-->/, () => named)
    expect(markers.verify(comment.body, place)?.origin).toBe('acme/product#12')
    const { run } = issueComment('/docs-agent Add a table. sim:duration=300ms')
    const result = await run
    expect([result.code, result.outputs['job-id']]).toEqual([0, jobId])
    expect(prompts()).toEqual(['Add a table. sim:duration=300ms'])
    expect(markers.verify(home().comment.body, place)?.origin).toBeUndefined()
    expect(home().ledger.turns.map((t) => t.n)).toEqual([1, 2])
  }, 60_000)
})

describe('the link-back comment of a job whose issue is in another repository', () => {
  it('links the latest turn’s comment on the issue it was made on, not on the pull request', async () => {
    const { pr } = await issueRun()
    const { asked, run } = issueComment('/docs-agent Add a table. sim:duration=300ms')
    expect((await run).code).toBe(0)
    expect(messages()).toHaveLength(1)
    const linkBack = world.gh.comments.find((c) => c.repository === 'acme/docs' && c.issue === pr)!
    const links = [...linkBack.body.matchAll(/\[comment\]\((https:[^)]+)\)/g)].map((m) => m[1])
    expect(links).toEqual([`https://github.com/acme/product/issues/12#issuecomment-${asked.id}`])
  }, 60_000)
})

describe('a review whose origin issue’s repository GitHub does not answer for', () => {
  const review = (pr: number) =>
    reviewRun(pr, '/docs-agent Shorter intro. sim:duration=300ms', {
      'docs-repository': 'acme/docs',
      'origin-token': PRODUCT_APP_TOKEN
    })

  it.each([
    ['its token’s rate limit used up', { kind: 'primary' as const, resetIn: 3600 }],
    ['a secondary rate limit', { kind: 'secondary' as const, retryAfter: 600 }]
  ])(
    'fails, not skipped, naming the limit, when GitHub refuses acme/product over %s',
    async (_, rule) => {
      const { pr } = await issueRun()
      world.gh.rateLimit({ ...rule, path: /^\/repos\/acme\/product\// })
      const result = await review(pr)
      expect(messages()).toHaveLength(0)
      // Nothing was sent: not a green run, so that re-running it sends the review.
      expect(result.code).not.toBe(0)
      expect(result.outputs.skipped).not.toBe('true')
      expect(commandsOf(result, 'error').join('\n')).toMatch(
        /rate limit.*re-run this run to send it/i
      )
    },
    60_000
  )

  it('fails, not skipped, when GitHub answers 502 for acme/product', async () => {
    const { pr } = await issueRun()
    world.gh.intercept(
      (request) =>
      request.path.startsWith('/repos/acme/product/') ? { status: 502, body: { message: 'Server Error' } } : undefined // prettier-ignore
    )
    const result = await review(pr)
    expect(messages()).toHaveLength(0)
    expect(result.code).not.toBe(0)
    expect(result.outputs.skipped).not.toBe('true')
  }, 90_000)
})

describe.each([
  ['a person’s fine-grained token', PERSONAL_TOKEN],
  ['an app’s installation token', PRODUCT_APP_TOKEN]
])('a review loop whose origin-token is %s', (_kind, originToken) => {
  it('sends a review’s turn without the issue’s comments made for a newer job of the issue', async () => {
    world.gh.setPermission('docs-lead', 'write', 'acme/product')
    const { jobId, pr } = await issueRun()
    // A writer starts a second job on the same issue, then steers that one.
    const fresh = issueComment('/docs-agent new Write a FAQ page. sim:duration=300ms')
    const second = await fresh.run
    expect(second.code).toBe(0)
    expect(second.outputs['job-id']).not.toBe(jobId)
    const third = await issueComment('/docs-agent Add a FAQ about pricing. sim:duration=300ms').run
    expect(third.outputs['job-id']).toBe(second.outputs['job-id'])
    const before = prompts().length
    // A review of the first job's pull request, in acme/docs, reaching the issue with the token.
    const result = await reviewRun(pr, '/docs-agent Shorter intro. sim:duration=300ms', {
      'docs-repository': 'acme/docs',
      'origin-token': originToken
    })
    expect(result.code).toBe(0)
    expect(result.outputs['job-id']).toBe(jobId)
    const sent = prompts().slice(before)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toContain('Shorter intro.')
    // The comment after the second job's tracking comment is that job's, which had it already.
    expect(sent[0]).not.toContain('FAQ about pricing')
  }, 90_000)
})

describe('a review whose origin issue was deleted (GitHub answers 410 Gone)', () => {
  it('is skipped with a warning that the issue is gone, not failed with "re-run this run to send it"', async () => {
    const { pr } = await issueRun()
    world.gh.intercept((request) =>
      request.path.startsWith('/repos/acme/product/issues/12')
        ? { status: 410, body: { message: 'This issue was deleted' } }
        : undefined
    )
    const result = await reviewRun(pr, '/docs-agent Shorter intro. sim:duration=300ms', {
      'docs-repository': 'acme/docs',
      'origin-token': PRODUCT_APP_TOKEN
    })
    expect(messages()).toHaveLength(0)
    const said = [...commandsOf(result, 'error'), ...commandsOf(result, 'warning')].join('\n')
    expect(said).not.toMatch(/re-run this run to send it/)
    expect(result.code).toBe(0)
    expect(result.outputs.skipped).toBe('true')
  }, 60_000)
})
