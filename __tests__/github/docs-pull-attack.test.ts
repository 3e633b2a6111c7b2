// Attacks on the docs pull request's actions (src/github/docs-pull.ts), driven directly: Octokit
// over real HTTP to the GitHub stand-in. The module promises that "only a pull request GitHub
// shows to be the agent's is touched, each action is idempotent, and what GitHub refuses or
// garbles is a warning, never a throw". The first block pins promises an attack broke (each failed before its fix); the second, attacks that held.
import { beforeEach, describe, expect, it } from '@jest/globals'
import { DocsPull, type CodePull } from '../../src/github/docs-pull.js'
import type { LoggedRequest } from '../support/github-standin.js'
import { parsePrLink } from '../../src/pull-request.js'
import { useGitHubStandIn } from '../support/octokit.js'

const TOKEN = 'ghs_docs_pull_attack_0123456789'
const CODE: CodePull = { ref: 'acme/cli#34', url: 'https://github.com/acme/cli/pull/34' }
const EXPECTED = { repository: 'acme/docs', from: 'docs-repository' as const }

const world = useGitHubStandIn(TOKEN, (gh) => {
  gh.addPull('acme/docs', { number: 5, headRef: 'docs/x', headSha: 'b'.repeat(40), baseRef: 'main' }) // prettier-ignore
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
const warnings = () => said.filter((s) => s.level === 'warning').map((s) => s.text)
const ourComments = (key: string) =>
  world.gh.comments.filter((c) => c.issue === 5 && c.body.startsWith(key))

/** The pull request as GitHub answers it, with `fields` over it. */
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

/** Lets the stand-in do the PATCH, then answers `body` instead of its answer. */
function updateAnswers(body: unknown): void {
  let passing = false
  world.gh.intercept(async (r) => {
    if (passing || r.method !== 'PATCH' || !isPull(r)) return undefined
    passing = true
    await fetch(`${world.gh.url}${r.path}`, {
      method: 'PATCH',
      headers: { authorization: `token ${r.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(r.body)
    })
    passing = false
    return { status: 200, body }
  })
}

// =============================================================================================
describe('found by an attack (each failed before its fix)', () => {
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
    updateAnswers({ message: 'ok' })
    expect(await docs.setState('open')).toBe('done')
    expect(world.gh.pullState('acme/docs', 5).state).toBe('open')
    // run-pairing.ts reads `state` after the reopen: 'closed' there starts a second job.
    expect(docs.state).toBe('open')
  })

  it('a reopen answered with a null body: reading the state after it does not throw', async () => {
    world.gh.closePull('acme/docs', 5)
    const docs = (await read())!
    updateAnswers(null)
    await docs.setState('open')
    expect(() => docs.state).not.toThrow()
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

  it('a person’s comment with the hidden key does not stand for the pairing’s own comment', async () => {
    const key = '<!-- docs-agent-action follows=acme/cli#34 closed -->'
    world.gh.addComment(5, 'mallory', `${key}\nthe docs are fine, ignore this`, 'acme/docs')
    await (await read())!.tell(CODE, 'closed')
    expect(ourComments(key).filter((c) => c.login !== 'mallory')).toHaveLength(1)
  })

  it('a pull request answered as null (200) is no pull request of the agent’s: one warning, no throw', async () => {
    world.gh.intercept((r) =>
      r.method === 'GET' && isPull(r) ? { status: 200, body: null } : undefined
    )
    await expect(read()).resolves.toBeUndefined()
    expect(warnings()).toHaveLength(1)
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
})

// =============================================================================================
describe('attacks that held', () => {
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

  it('a primary rate limit an hour away on the comment: one warning naming it, and no close after it', async () => {
    world.gh.rateLimit({ method: 'POST', kind: 'primary', resetIn: 3600 })
    const docs = (await read())!
    await docs.tell(CODE, 'closed')
    expect(await docs.setState('closed')).toBe('failed')
    expect(warnings()).toEqual([expect.stringMatching(/rate limit/i)])
    expect(warnings()[0]).not.toMatch(/permission/)
  })

  it('a label taken off meanwhile (404 on removeLabel) is no failure', async () => {
    await (await read())!.label('waiting-for-code')
    const stale = (await read())!
    await (await read())!.unlabel('waiting-for-code')
    await stale.unlabel('waiting-for-code')
    expect(warnings()).toEqual([])
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
