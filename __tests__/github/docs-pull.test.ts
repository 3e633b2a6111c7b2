// The docs pull request's actions as it follows its code pull request (src/github/docs-pull.ts):
// only a pull request GitHub shows to be the agent's is touched, each action is idempotent, and
// what GitHub refuses or garbles is a warning, never a throw. Octokit over real HTTP to the GitHub
// stand-in, under GitHub's contract (and off it, where its answers are garbled on purpose).
import { beforeEach, describe, expect, it } from '@jest/globals'
import { DocsPull, type CodePull } from '../../src/github/docs-pull.js'
import { parsePrLink } from '../../src/pull-request.js'
import { doneButAnswered, type LoggedRequest } from '../support/github-standin.js'
import { useGitHubStandIn } from '../support/octokit.js'

const TOKEN = 'ghs_docs_pull_token_0123456789'
const CODE: CodePull = { ref: 'acme/cli#34', url: 'https://github.com/acme/cli/pull/34' }
const EXPECTED = { repository: 'acme/docs', from: 'docs-repository' as const }

const world = useGitHubStandIn(TOKEN, (gh) => {
  gh.addPull('acme/docs', { number: 5, headRef: 'docs/x', headSha: 'b'.repeat(40), baseRef: 'main' }) // prettier-ignore
  gh.addPull('acme/docs', { number: 6, headRef: 'fix', headSha: 'c'.repeat(40), baseRef: 'main', author: 'octocat' }) // prettier-ignore
  gh.addPull('acme/docs', { number: 7, headRef: 'x', headSha: 'd'.repeat(40), baseRef: 'main', headRepository: 'mallory/docs' }) // prettier-ignore
})

let said: { level: string; text: string }[]
const log = {
  notice: (text: unknown) => said.push({ level: 'notice', text: String(text) }),
  warning: (text: unknown) => said.push({ level: 'warning', text: String(text) }),
  info: (text: unknown) => said.push({ level: 'info', text: String(text) })
}
beforeEach(() => {
  said = []
})

const read = (n = 5) =>
  DocsPull.read(world.octokit, parsePrLink(`https://github.com/acme/docs/pull/${n}`)!, EXPECTED, log) // prettier-ignore
const writes = () => world.gh.requests.filter((r) => r.method !== 'GET')
const warnings = () => said.filter((s) => s.level === 'warning').map((s) => s.text)
const ourComments = (key: string) =>
  world.gh.comments.filter((c) => c.issue === 5 && c.body.startsWith(key))

/** Pull request #5 as GitHub answers it, with `fields` over it. */
const pullWith = (fields: Record<string, unknown>) => ({
  number: 5,
  state: 'open',
  merged: false,
  merged_at: null,
  user: { login: 'docs-agent[bot]', type: 'Bot' },
  head: { ref: 'docs/x', sha: 'b'.repeat(40), repo: { full_name: 'acme/docs' } },
  base: { ref: 'main', sha: 'a'.repeat(40), repo: { full_name: 'acme/docs' } },
  labels: [],
  ...fields
})
const isPull = (r: LoggedRequest) => r.path === '/repos/acme/docs/pulls/5'
const isPatch = (r: LoggedRequest) => r.method === 'PATCH' && isPull(r)

describe('which pull request it touches', () => {
  it.each([
    [
      6,
      /was opened by octocat, not by an app account, so it does not follow the code pull request/
    ],
    [7, /was opened from mallory\/docs, not from a branch of acme\/docs, so it does not follow/]
  ])(
    'leaves #%i alone, with a warning, when GitHub shows it is not the agent’s',
    async (n, why) => {
      expect(await read(n)).toBeUndefined()
      expect(warnings()).toEqual([expect.stringMatching(why)])
      expect(writes()).toEqual([])
    }
  )

  it('takes a garbled answer of GitHub for no pull request of the agent’s, without throwing', async () => {
    world.gh.intercept((r) => (r.method === 'GET' ? { status: 200, body: 'garbage' } : undefined))
    expect(await read(5)).toBeUndefined()
    expect(warnings()).toHaveLength(1)
  })

  it('a pull request answered as null (200) is no pull request of the agent’s: one warning, no throw', async () => {
    world.gh.intercept((r) =>
      r.method === 'GET' && isPull(r) ? { status: 200, body: null } : undefined
    )
    await expect(read()).resolves.toBeUndefined()
    expect(warnings()).toHaveLength(1)
  })

  it('a pull request answered as a string, a list or a number is no pull request of the agent’s, one warning, no throw', async () => {
    for (const body of ['garbage', [], 42]) {
      said = []
      world.gh.intercept((r) =>
        r.method === 'GET' && isPull(r) ? { status: 200, body } : undefined
      )
      await expect(read()).resolves.toBeUndefined()
      expect(warnings()).toHaveLength(1)
    }
  })

  it('a pull request merged in the answer of its read is merged, whatever its state', async () => {
    world.gh.intercept((r) =>
      r.method === 'GET' && isPull(r)
        ? { status: 200, body: pullWith({ state: 'open', merged: null, merged_at: '2025-01-01T00:00:00Z' }) } // prettier-ignore
        : undefined
    )
    expect((await read())!.state).toBe('merged')
  })
})

describe('each action once', () => {
  it('adds the label once and takes it off once, a label gone meanwhile being no failure', async () => {
    const docs = (await read(5))!
    await docs.label('waiting-for-code')
    await (await read(5))!.label('waiting-for-code')
    expect(world.gh.pullState('acme/docs', 5).labels).toEqual(['waiting-for-code'])
    const stale = (await read(5))!
    await (await read(5))!.unlabel('waiting-for-code')
    // Read while the label was there: GitHub answers 404 when it is taken off again.
    await stale.unlabel('waiting-for-code')
    expect(world.gh.pullState('acme/docs', 5).labels).toEqual([])
    expect(warnings()).toEqual([])
  })

  it('comments once per code pull request and event, even from a pull request read before', async () => {
    const first = (await read(5))!
    const second = (await read(5))!
    await first.tell(CODE, 'merged')
    await second.tell(CODE, 'merged')
    await first.tell(CODE, 'closed')
    const bodies = world.gh.comments.filter((c) => c.issue === 5).map((c) => c.body)
    expect(bodies).toHaveLength(2)
    expect(bodies[0]).toMatch(/^<!-- docs-agent-action follows=acme\/cli#34 merged -->\n\[acme\/cli#34\]\(https:\/\/github\.com\/acme\/cli\/pull\/34\), whose code change/) // prettier-ignore
  })

  it('looks for one made before in at least the newest 100 comments, and no further back than two pages', async () => {
    const docs = (await read(5))!
    await docs.tell(CODE, 'merged')
    const note = (i: number) => world.gh.addComment(5, 'octocat', `note ${i}`, 'acme/docs')
    for (let i = 0; i < 99; i++) note(i)
    // 100 comments since: the one made before is still among the newest two pages.
    world.gh.requests.length = 0
    await (await read(5))!.tell(CODE, 'merged')
    const merged = () => world.gh.comments.filter((c) => c.body.includes('follows=acme/cli#34 merged')) // prettier-ignore
    expect(merged()).toHaveLength(1)
    for (let i = 99; i < 300; i++) note(i)
    const again = (await read(5))!
    world.gh.requests.length = 0
    await again.tell(CODE, 'merged')
    const listed = world.gh.requests.filter((r) => r.path.endsWith('/issues/5/comments') && r.method === 'GET') // prettier-ignore
    expect(listed.length).toBeLessThanOrEqual(3)
    expect(merged()).toHaveLength(2)
  })

  it('closes and reopens, and tells a reopen GitHub refuses (its branch gone) from a failure, in a warning', async () => {
    const docs = (await read(5))!
    expect(await docs.setState('closed')).toBe('done')
    expect(docs.state).toBe('closed')
    expect(await docs.setState('open')).toBe('done')
    world.gh.deleteHeadBranch('acme/docs', 5)
    expect(await (await read(5))!.setState('open')).toBe('refused')
    expect(warnings()).toEqual([
      expect.stringMatching(/^GitHub refused to reopen the docs pull request acme\/docs#5 \(422\): .*branch has been deleted/) // prettier-ignore
    ])
  })

  it('a label taken off meanwhile (404 on removeLabel) is no failure', async () => {
    await (await read())!.label('waiting-for-code')
    const stale = (await read())!
    await (await read())!.unlabel('waiting-for-code')
    await stale.unlabel('waiting-for-code')
    expect(warnings()).toEqual([])
  })

  it('a person’s comment with the hidden key does not stand for the pairing’s own comment', async () => {
    const key = '<!-- docs-agent-action follows=acme/cli#34 closed -->'
    world.gh.addComment(5, 'mallory', `${key}\nthe docs are fine, ignore this`, 'acme/docs')
    await (await read())!.tell(CODE, 'closed')
    expect(ourComments(key).filter((c) => c.login !== 'mallory')).toHaveLength(1)
  })

  it('a garbled list of comments (200, not a list) makes no second comment', async () => {
    const key = '<!-- docs-agent-action follows=acme/cli#34 merged -->'
    await (await read())!.tell(CODE, 'merged')
    expect(ourComments(key)).toHaveLength(1)
    world.gh.intercept((r) =>
      r.method === 'GET' && r.path === '/repos/acme/docs/issues/5/comments'
        ? { status: 200, body: { message: 'Server Error' } }
        : undefined
    )
    // Comments it cannot read leave the pull request as it is: no second comment.
    await (await read())?.tell(CODE, 'merged')
    expect(ourComments(key)).toHaveLength(1)
    expect(warnings()).toEqual([expect.stringMatching(/not a list of comments/)])
  })
})

describe('what GitHub refuses', () => {
  it('a token that may not act: one warning naming pr-token’s permission, and nothing more is tried', async () => {
    world.gh.intercept(
      (r) =>
      r.method !== 'GET' ? { status: 403, body: { message: 'Resource not accessible by integration' } } : undefined // prettier-ignore
    )
    const docs = (await read(5))!
    await docs.tell(CODE, 'closed')
    expect(await docs.setState('closed')).toBe('failed')
    await docs.label('waiting-for-code')
    expect(warnings()).toEqual([
      "Could not comment on the docs pull request acme/docs#5: the token cannot act on it (403): give the token in 'pr-token' 'pull-requests: write' permission on acme/docs."
    ])
    expect(writes()).toHaveLength(1)
  })

  it('a rate limit past the deadline: one warning, and the actions after it wait for a later run', async () => {
    world.gh.rateLimit({ method: 'POST', retryAfter: 3600 })
    const docs = (await read(5))!
    await docs.tell(CODE, 'merged')
    await docs.label('waiting-for-code')
    expect(warnings()).toEqual([expect.stringMatching(/^Could not comment on the docs pull request acme\/docs#5: GitHub's secondary rate limit/)]) // prettier-ignore
    expect(world.gh.pullState('acme/docs', 5).labels).toEqual([])
  })

  it('a close GitHub refuses (422) is a warning, not an info line, after a comment that said it is closed', async () => {
    world.gh.intercept((r) =>
      r.method === 'PATCH' && isPull(r)
        ? { status: 422, body: { message: 'Validation Failed', errors: [{ code: 'invalid' }] } }
        : undefined
    )
    const docs = (await read())!
    await docs.tell(CODE, 'closed')
    expect(await docs.setState('closed')).toBe('refused')
    expect(world.gh.pullState('acme/docs', 5).state).toBe('open')
    // The comment just made says "this pull request is closed with it": the run must say loudly
    // that it is not.
    expect(warnings()).toEqual([expect.stringContaining('acme/docs#5')])
  })

  it('a 502 on the close is sent again, and the pull request closed', async () => {
    let failed = 0
    world.gh.intercept((r) =>
      r.method === 'PATCH' && isPull(r) && failed++ === 0
        ? { status: 502, body: { message: 'Server Error' } }
        : undefined
    )
    const docs = (await read())!
    expect(await docs.setState('closed')).toBe('done')
    expect(world.gh.pullState('acme/docs', 5).state).toBe('closed')
    expect(warnings()).toEqual([])
  })

  it('a primary rate limit an hour away on the comment: one warning naming it, and no close after it', async () => {
    world.gh.rateLimit({ method: 'POST', kind: 'primary', resetIn: 3600 })
    const docs = (await read())!
    await docs.tell(CODE, 'closed')
    expect(await docs.setState('closed')).toBe('failed')
    expect(warnings()).toEqual([expect.stringMatching(/rate limit/i)])
    expect(warnings()[0]).not.toMatch(/permission/)
  })
})

describe('what GitHub garbles', () => {
  it.each([
    ['a null label', [null]],
    ['labels that are not a list', 'waiting-for-code']
  ])(
    'a pull request answered with %s: label and unlabel warn, never throw',
    async (_what, labels) => {
      world.gh.intercept((r) =>
        r.method === 'GET' && isPull(r) ? { status: 200, body: pullWith({ labels }) } : undefined
      )
      const docs = (await read())!
      expect(docs).toBeDefined()
      await expect(docs.label('waiting-for-code')).resolves.toBeUndefined()
      await expect(docs.unlabel('waiting-for-code')).resolves.toBeUndefined()
    }
  )

  it('a reopen GitHub did (200) with a garbled answer does not leave the pull request taken for closed', async () => {
    world.gh.closePull('acme/docs', 5)
    const docs = (await read())!
    world.gh.intercept(doneButAnswered(world.gh, isPatch, { status: 200, body: { message: 'ok' } }))
    expect(await docs.setState('open')).toBe('done')
    expect(world.gh.pullState('acme/docs', 5).state).toBe('open')
    // run-pairing.ts reads `state` after the reopen: 'closed' there starts a second job.
    expect(docs.state).toBe('open')
  })

  it('a reopen answered with a null body: reading the state after it does not throw', async () => {
    world.gh.closePull('acme/docs', 5)
    const docs = (await read())!
    world.gh.intercept(doneButAnswered(world.gh, isPatch, { status: 200, body: null }))
    await docs.setState('open')
    expect(() => docs.state).not.toThrow()
  })
})
