// The simulator's GitHub keeps comments by people too (simulator/github-comments.ts): a control
// endpoint adds one as a person would write it, and GitHub's own endpoints then render it with
// that user and association, so that a run pointed at /_sim/github reads a conversation as on
// GitHub (`npm start -- --conversation`). The 👀 the action adds to a triggering comment is taken
// as GitHub takes it. Every exchange through Octokit is held to GitHub's REST description.
import { describe, expect, it } from '@jest/globals'
import { checkGitHubExchange } from '../support/github-contract.js'
import { useSimGitHub } from '../support/sim-github.js'

const T0 = Date.UTC(2026, 0, 5, 9, 0, 0)
const repo = { owner: 'acme', repo: 'docs' }
const world = useSimGitHub(T0)
const { exchanges, octokit } = world

/** `POST /_sim/issues/{owner}/{repo}/{number}/comments`, as the demo calls it. */
async function comment(number: number, fields: Record<string, unknown>) {
  const response = await fetch(`${world.sim.url}/_sim/issues/acme/docs/${number}/comments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fields)
  })
  return { status: response.status, body: (await response.json()) as Record<string, any> } // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe("the simulator's GitHub: comments by people", () => {
  it('adds a comment as a person, answered and then served as GitHub renders it', async () => {
    const made = await comment(7, { login: 'octocat', body: '/docs-agent Say more.' })
    expect(made.status).toBe(201)
    const { id } = made.body
    expect(made.body).toMatchObject({
      id: expect.any(Number),
      body: '/docs-agent Say more.',
      html_url: `https://github.com/acme/docs/issues/7#issuecomment-${id}`,
      issue_url: 'https://api.github.com/repos/acme/docs/issues/7',
      created_at: new Date(T0).toISOString(),
      author_association: 'COLLABORATOR',
      user: {
        login: 'octocat',
        type: 'User',
        html_url: 'https://github.com/octocat',
        url: 'https://api.github.com/users/octocat'
      }
    })
    const { data: read } = await octokit().rest.issues.getComment({ ...repo, comment_id: id })
    expect(read).toEqual(made.body)
    const { data: listed } = await octokit().rest.issues.listComments({ ...repo, issue_number: 7 })
    expect(listed).toEqual([made.body])
    expect(exchanges).toHaveLength(2)
    for (const exchange of exchanges) expect(checkGitHubExchange(exchange)).toEqual([])
  })

  it("keeps the association given, and the bot's comments the bot's", async () => {
    const owner = await comment(3, { login: 'monalisa', body: 'Thanks!', association: 'OWNER' })
    const { data: bot } = await octokit().rest.issues.createComment({
      ...repo,
      issue_number: 3,
      body: 'Tracking'
    })
    const outsider = await comment(3, { login: 'mona', body: 'Me too', association: 'NONE' })
    const { data } = await octokit().rest.issues.listComments({ ...repo, issue_number: 3 })
    expect(data.map((c) => [c.id, c.user?.login, c.user?.type, c.author_association])).toEqual([
      [owner.body.id, 'monalisa', 'User', 'OWNER'],
      [bot.id, 'github-actions[bot]', 'Bot', 'NONE'],
      [outsider.body.id, 'mona', 'User', 'NONE']
    ])
    for (const exchange of exchanges) expect(checkGitHubExchange(exchange)).toEqual([])
  })

  it('refuses with 400 what GitHub would not have: no login, an app, no body, an unknown association', async () => {
    for (const [fields, said] of [
      [{ body: 'x' }, /^login must be/],
      [{ login: 'hubot[bot]', body: 'x' }, /^login must be/],
      [{ login: '-mona', body: 'x' }, /^login must be/],
      [{ login: 'mona' }, /^body must be/],
      [{ login: 'mona', body: 'x'.repeat(65_537) }, /^body must be/],
      [
        { login: 'mona', body: 'x', association: 'ADMIN' },
        /^association must be one of COLLABORATOR/
      ]
    ] as const) {
      const refused = await comment(5, fields)
      expect(refused.status).toBe(400)
      expect(refused.body.error).toMatch(said)
    }
    const { data } = await octokit().rest.issues.listComments({ ...repo, issue_number: 5 })
    expect(data).toEqual([])
  })

  it("takes the installation's reaction to a comment: 201, 200 when added again; 404 and 422 as GitHub", async () => {
    const { body: made } = await comment(9, { login: 'octocat', body: '/docs-agent Go.' })
    const react = () =>
      octokit().rest.reactions.createForIssueComment({ ...repo, comment_id: made.id, content: 'eyes' }) // prettier-ignore
    const first = await react()
    expect(first.status).toBe(201)
    expect(first.data).toMatchObject({ content: 'eyes', user: { login: 'github-actions[bot]' } })
    const again = await react()
    expect(again.status).toBe(200)
    expect(again.data.id).toBe(first.data.id)
    const { data: read } = await octokit().rest.issues.getComment({ ...repo, comment_id: made.id })
    expect(read.reactions).toMatchObject({ total_count: 1, eyes: 1, heart: 0 })
    await expect(
      octokit().rest.reactions.createForIssueComment({ ...repo, comment_id: made.id + 1, content: 'eyes' }) // prettier-ignore
    ).rejects.toMatchObject({ status: 404 })
    const wave = await fetch(
      `${world.sim.url}/_sim/github/repos/acme/docs/issues/comments/${made.id}/reactions`,
      { method: 'POST', body: JSON.stringify({ content: 'wave' }) }
    )
    expect(wave.status).toBe(422)
    for (const exchange of exchanges) expect(checkGitHubExchange(exchange)).toEqual([])
  })
})

describe("the simulator's GitHub: a person's comment with inputs GitHub would not take", () => {
  it('refuses a login longer than GitHub’s 39 characters (hyphens between)', async () => {
    const login = `a${'-b'.repeat(30)}` // 61 characters, single hyphens
    expect(login.length).toBeGreaterThan(39)
    const made = await comment(7, { login, body: '/docs-agent Say more.' })
    expect(made.status).toBe(400)
  })

  it('answers 400 (not a dropped connection or a 500) for a path that is not percent-encoded right', async () => {
    const response = await fetch(`${world.sim.url}/_sim/issues/acme/%E0%A4%A/7/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'octocat', body: 'x' })
    }).catch((error: unknown) => error)
    expect(response).toBeInstanceOf(Response)
    expect((response as Response).status).toBe(400)
  })

  it('refuses a comment on issue 0, which GitHub has not', async () => {
    const made = await comment(0, { login: 'octocat', body: '/docs-agent Say more.' })
    expect(made.status).toBe(400)
  })
})
