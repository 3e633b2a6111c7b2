// The tracking comment found by its marker on a long issue, newest first: Octokit (as loadOctokit
// makes it) over real HTTP to the GitHub stand-in, which pages the issue's comments as GitHub does
// (100 a page, oldest first, `Link` with rel="prev", "next", "last" and "first"). The lookup reads
// the last page first and walks back; its cap ends it with "none", never with an older job.
// The stand-in's rate-limit answers are checked here too, against the same Octokit.
import { describe, expect, it } from '@jest/globals'
import { commentBody, type CommentView } from '../../src/github/comment-render.js'
import { MAX_COMMENT_PAGES, findTrackingComment, placeOf } from '../../src/github/find-comment.js'
import { MarkerKey } from '../../src/github/marker.js'
import { rateLimitOf } from '../../src/github/rate-limit.js'
import { State, type SavedConversation } from '../../src/github/state.js'
import { closeComment } from '../../src/post/close-comment.js'
import type { RateLimitRule } from '../support/github-standin.js'
import { useGitHubStandIn } from '../support/octokit.js'
import { asStep } from '../support/in-process.js'
import { FIRST_TURN, WORKING } from '../support/comment-view.js'

const KEY = 'mint_find_comment_key_0123456789'
const TOKEN = 'ghs_find_comment_token_0123456789'
const BOT = 'github-actions[bot]'
const REPO = { owner: 'acme', repo: 'docs' }
const markers = new MarkerKey(KEY)
const marked = (jobId: string): string =>
  `${markers.render({ jobId, projectId: 'proj' }, placeOf(REPO, 7))}\nThe docs agent is on it.`

const world = useGitHubStandIn(TOKEN, () => {}, { spec: { login: BOT, installation: true } })

/** `count` comments of people, none with a marker. */
function chatter(count: number): void {
  for (let i = 0; i < count; i++) world.gh.addComment(7, 'octocat', `Comment ${i + 1}.`)
}

const listed = () =>
  world.gh.requests.filter((r) => r.method === 'GET' && r.path.endsWith('/comments'))

describe('a marker another api-key signed', () => {
  const rotated = new MarkerKey('mint_the_key_before_rotation_42')
  const signedBefore = (projectId: string) =>
    `${rotated.render({ jobId: 'job_old', projectId }, placeOf(REPO, 7))}\nThe docs agent is on it.`
  const look = async () => {
    const seen: number[] = []
    const found = await findTrackingComment(world.octokit, REPO, 7, markers, {
      projectId: 'proj',
      onUnverified: (c) => seen.push(c.id)
    })
    return { found, seen }
  }

  it('is told of when it is ours, of this project, and nothing verifies', async () => {
    const ours = world.gh.addComment(7, BOT, signedBefore('proj'))
    expect(await look()).toEqual({ found: undefined, seen: [ours.id] })
  })

  it('is not told of when it is another project’s, or a person’s, or a verified one is there', async () => {
    world.gh.addComment(7, BOT, signedBefore('other-project'))
    world.gh.addComment(7, 'mallory', signedBefore('proj'))
    expect(await look()).toEqual({ found: undefined, seen: [] })
    world.gh.addComment(7, BOT, signedBefore('proj'))
    world.gh.addComment(7, BOT, marked('job_new'))
    const { found, seen } = await look()
    expect(found?.jobId).toBe('job_new')
    expect(seen).toEqual([])
  })

  it('is not told of when a bot’s comment only quotes one (a workflow echoing an issue’s text)', async () => {
    // With the workflow's own token every workflow of the repository writes as the same bot: one
    // that quotes what a stranger wrote in an issue carries the stranger's "marker" with it.
    world.gh.addComment(7, BOT, `Thanks for the report! You wrote:\n\n> ${signedBefore('proj')}`)
    world.gh.addComment(7, 'triage-app[bot]', `Echo: ${signedBefore('proj')}`)
    expect(await look()).toEqual({ found: undefined, seen: [] })
  })
})

describe('the tracking comment of a long issue', () => {
  it('is the newest verified one: 3,100 comments after an old job’s, then the new job’s', async () => {
    world.gh.addComment(7, BOT, marked('job_old'))
    chatter(3100)
    const newer = world.gh.addComment(7, BOT, marked('job_new'))
    const notices: string[] = []
    const found = await findTrackingComment(world.octokit, REPO, 7, markers, {
      projectId: 'proj',
      notice: (m) => notices.push(m)
    })
    expect(found).toMatchObject({ id: newer.id, jobId: 'job_new' })
    // The first page (for GitHub's Link), then the last, where the newest is.
    expect(listed()).toHaveLength(2)
    expect(notices).toEqual([])
  })

  it('is none when the cap ends the lookup before a verified marker, however old one there is', async () => {
    expect(MAX_COMMENT_PAGES).toBe(30)
    world.gh.addComment(7, BOT, marked('job_old'))
    chatter(4000)
    const notices: string[] = []
    const found = await findTrackingComment(world.octokit, REPO, 7, markers, {
      projectId: 'proj',
      notice: (m) => notices.push(m)
    })
    expect(found).toBeUndefined()
    expect(listed()).toHaveLength(MAX_COMMENT_PAGES)
    expect(notices).toEqual([
      "The comments of acme/docs#7 were read up to 30 pages of 100, newest first, without a verified marker of project proj: any older one is not taken for this issue's job."
    ])
  })

  it('is found on an older page within the cap, walking back from the last', async () => {
    chatter(250)
    const old = world.gh.addComment(7, BOT, marked('job_1'))
    chatter(1000)
    const found = await findTrackingComment(world.octokit, REPO, 7, markers, { projectId: 'proj' })
    expect(found).toMatchObject({ id: old.id, jobId: 'job_1' })
    // Page 1, then 13 back to 3, where comment 251 is.
    expect(listed()).toHaveLength(12)
  })

  it('is read in one request on an issue of one page', async () => {
    world.gh.addComment(7, BOT, marked('job_1'))
    chatter(20)
    const found = await findTrackingComment(world.octokit, REPO, 7, markers, { projectId: 'proj' })
    expect(found?.jobId).toBe('job_1')
    expect(listed()).toHaveLength(1)
  })

  it('is closed by the post step when the main step never learnt its id: the newest job’s', async () => {
    world.gh.addComment(7, BOT, marked('job_old'))
    chatter(3100)
    const view: CommentView = { ...WORKING, jobId: 'job_new' }
    const ledger = FIRST_TURN
    const newer = world.gh.addComment(7, BOT, commentBody(view, markers, placeOf(REPO, 7), ledger))
    const saved: SavedConversation = {
      repository: 'acme/docs',
      issueNumber: 7,
      jobId: 'job_new',
      claim: 'claim_1',
      turns: ledger.turns
    }
    const env: NodeJS.ProcessEnv = {
      'INPUT_API-KEY': KEY,
      'INPUT_GITHUB-TOKEN': TOKEN,
      [`STATE_${State.CommentView}`]: JSON.stringify(view),
      [`STATE_${State.Conversation}`]: JSON.stringify(saved),
      GITHUB_REPOSITORY: 'acme/docs',
      GITHUB_API_URL: world.gh.url
    }
    await asStep(() => closeComment(new AbortController().signal, { env }))
    const patches = world.gh.requests.filter((r) => r.method === 'PATCH')
    expect(patches.map((r) => r.path)).toEqual([`/repos/acme/docs/issues/comments/${newer.id}`])
    expect(newer.body).toContain('The step ended before the job was done')
  })
})

describe('the stand-in answers as GitHub does', () => {
  it('pages with Link rel="prev", "next", "last" and "first"', async () => {
    chatter(250)
    const middle = await world.octokit.rest.issues.listComments({
      ...REPO,
      issue_number: 7,
      per_page: 100,
      page: 2
    })
    const rels = [...(middle.headers.link ?? '').matchAll(/[?&]page=(\d+)>; rel="(\w+)"/g)].map(
      ([, page, rel]) => `${rel} ${page}`
    )
    expect(rels).toEqual(['prev 1', 'next 3', 'last 3', 'first 1'])
  })

  it.each<[string, RateLimitRule]>([
    ['secondary', { retryAfter: 3600 }],
    ['primary', { kind: 'primary', status: 429, resetIn: 3600 }]
  ])(
    'refuses over its %s rate limit with GitHub’s status, message and headers',
    async (kind, rule) => {
      world.gh.rateLimit({ method: 'POST', ...rule })
      const error = await world.octokit.rest.issues
        .createComment({ ...REPO, issue_number: 7, body: 'x' })
        .catch((caught: unknown) => caught)
      expect(rateLimitOf(error)).toMatchObject({ kind, status: rule.status ?? 403 })
      // Too long to wait: asked once.
      expect(world.gh.requests.filter((r) => r.method === 'POST')).toHaveLength(1)
      expect(world.gh.comments).toHaveLength(0)
    }
  )
})

describe('a lookup GitHub refuses', () => {
  it.each([404, 403])(
    'a %i names the issue it was reading and the token to give access, not only "Not Found"',
    async (status) => {
      world.gh.intercept((r) =>
        r.path.endsWith('/issues/7/comments')
          ? {
              status,
              body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' }
            }
          : undefined
      )
      await expect(
        findTrackingComment(world.octokit, REPO, 7, markers, { login: BOT, projectId: 'proj' })
      ).rejects.toThrow(
        new RegExp(
          `^Could not read the comments of acme/docs#7 \\(${status}\\): the token cannot read that repository's issues, or the issue does not exist\\. Give github-token`
        )
      )
    }
  )
})
