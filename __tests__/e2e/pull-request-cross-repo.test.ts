// The review loop across repositories, as the README sets it up: the issue in acme/product (its
// workflow's own token writes the tracking comment there, `pr-token` the link-back on the agent's
// pull request), the pull request and the review workflow in acme/docs with its own token, which
// GitHub keeps to acme/docs. The review's turns reach the origin issue's comment with
// `origin-token`; without it, the warning says to set it. The bundled dist/ against the simulator
// and the GitHub stand-in, over real HTTP.
import { describe, expect, it } from '@jest/globals'
import { issuesEvent, reviewEvents } from '../../__fixtures__/events.js'
import { MarkerKey } from '../../src/github/marker.js'
import { decodeLedger } from '../../src/github/ledger.js'
import { BOT, KEY, commandsOf, useSimulatedWorld } from '../support/simulated-world.js'

/** acme/docs's own token (`${{ github.token }}` of the review workflow): acme/docs only. */
const DOCS_TOKEN = 'ghs_Dc5Vn2Qx8Rk4Wm'
/** acme/product's own token (the issue workflow's `github-token`): acme/product only. */
const PRODUCT_TOKEN = 'ghs_Pr7Lz3Mw9Hd1Ys'
/** An app's token for acme/docs: the issue workflow's `pr-token`. */
const DOCS_APP_TOKEN = 'ghs_Ap6Kq1Zt8Vc3Nf'
/** An app's token for acme/product: the review workflow's `origin-token`. */
const PRODUCT_APP_TOKEN = 'ghs_Ap2Wd7Xs4Lq9Bh'

const world = useSimulatedWorld({
  github: {
    token: DOCS_TOKEN,
    repositories: ['acme/product'],
    tokens: {
      [DOCS_TOKEN]: { login: BOT, installation: true, repos: ['acme/docs'] },
      [PRODUCT_TOKEN]: { login: BOT, installation: true, repos: ['acme/product'] },
      [DOCS_APP_TOKEN]: { login: 'docs-app[bot]', installation: true, repos: ['acme/docs'] },
      [PRODUCT_APP_TOKEN]: { login: 'product-app[bot]', installation: true, repos: ['acme/product'] } // prettier-ignore
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

/** A review with the phrase on the agent's pull request, run by the review workflow. */
function reviewRun(pr: number, text: string, inputs: Record<string, string> = {}) {
  const { review } = reviewEvents(
    world.gh.addReview('acme/docs', pr, { login: 'writer', state: 'COMMENTED', body: text }),
    pr
  )
  return world.run(review, { comment: 'true', 'pr-comment': 'true', ...inputs })
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
    // Each turn links its run in the repository it ran in: the reviews' runs are acme/docs's.
    expect(originTurns(jobId).map((t) => t.repo)).toEqual([undefined, 'acme/docs', 'acme/docs'])
    const runOf = (row: number) =>
      new RegExp(`^\\| ${row} \\|.*\\(https://github\\.com/([^/]+/[^/]+)/actions/runs/\\d+\\)`, 'm').exec(origin.body)?.[1] // prettier-ignore
    expect([1, 2, 3].map(runOf)).toEqual(['acme/product', 'acme/docs', 'acme/docs'])
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
