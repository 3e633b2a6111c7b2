// The docs check (docs-check, skip-label) through dist/ against a hostile service, a GitHub
// stand-in that fails, refuses or garbles, and pull_request payloads it must not trust. Each test
// pins a promise of docs/docs-check.md, action.yml or README.md ("Docs that follow the code").
import { describe, expect, it } from '@jest/globals'
import { AGENT_PR, pullRequestEvent } from '../../__fixtures__/events.js'
import type { GitHubStandIn } from '../support/github-standin.js'
import { signalWhen } from '../support/signal.js'
import {
  RUN_URL,
  created,
  github,
  ok,
  runAgent,
  service,
  useHostileRun,
  warnings
} from '../support/hostile-run.js'

useHostileRun()

type Payload = {
  pull_request: Record<string, unknown> & { head: { sha: string }; labels: unknown[] }
}

const headOf = (event: { payload: unknown }): string =>
  (event.payload as Payload).pull_request.head.sha

/** A code pull request (#34, acme/docs, by writer) of `action`, carrying `labels`. */
function codePull(action: string, options: { labels?: string[]; merged?: boolean } = {}) {
  const event = pullRequestEvent(action, 'writer', undefined, options.merged ? { merged: true } : {}) // prettier-ignore
  ;(event.payload as Payload).pull_request.labels = (options.labels ?? []).map((name) => ({ name }))
  return event
}

/** A job that is active at first, then completed with `prLink`. */
function completedWith(prLink: string) {
  let gets = 0
  return { createJob: () => created(), getJob: () => (++gets < 2 ? ok() : ok({ status: 'completed', prLink })) } // prettier-ignore
}

/** The inputs of a run with the docs check, its docs pull request in acme/docs. */
const inputs = { prompt: 'Document it', 'docs-check': 'docs', 'docs-repository': 'acme/docs' }

const statusRequests = (gh: GitHubStandIn) =>
  gh.requests.filter((r) => r.method === 'POST' && r.path.includes('/statuses/'))

describe('the docs check links only the docs pull request', () => {
  it('a job that names a pull request outside docs-repository does not pass the check with that link', async () => {
    const gh = await github()
    const foreign = 'https://github.com/mallory/evil/pull/9'
    const svc = await service(completedWith(foreign))
    const event = codePull('opened')
    const result = await runAgent(svc, inputs, { gh, event })
    expect(result.code).toBe(0)
    // The run itself refuses the pull request as not the agent's...
    expect(warnings(result)).toEqual([
      expect.stringContaining(
        'The pull request mallory/evil#9 is not in acme/docs (docs-repository)'
      )
    ])
    // ...but the check, a required gate, passes with it as "the docs pull request".
    const last = gh.latestStatus(headOf(event), 'docs')
    expect(last?.target_url).not.toBe(foreign)
    expect(last?.description).not.toBe('The docs pull request is ready for review.')
  }, 60_000)

  it('a job that names a pull request on another host does not pass the check linking that host', async () => {
    const gh = await github()
    const svc = await service(completedWith('https://evil.example/acme/docs/pull/9'))
    const event = codePull('opened')
    const result = await runAgent(svc, inputs, { gh, event })
    expect(result.code).toBe(0)
    const last = gh.latestStatus(headOf(event), 'docs')
    expect(last).toBeDefined()
    expect(new URL(last!.target_url ?? RUN_URL).host).toBe('github.com')
  }, 60_000)

  it.each([
    ['a person opened', { author: 'mallory' }],
    ['a fork’s branch holds', { headRepository: 'mallory/docs' }]
  ])(
    'a job that names a docs pull request %s (not the agent’s) does not pass the check linking it',
    async (_what, source) => {
      const gh = await github()
      gh.addPull('acme/docs', { number: 9, headRef: 'evil', headSha: 'c'.repeat(40), baseRef: 'main', ...source }) // prettier-ignore
      const link = 'https://github.com/acme/docs/pull/9'
      const svc = await service(completedWith(link))
      const event = codePull('opened')
      const result = await runAgent(svc, inputs, { gh, event })
      expect(result.code).toBe(0)
      // The run itself says the pull request is not the agent's...
      expect(warnings(result).join('\n')).toContain('The pull request acme/docs#9')
      // ...so the required check must not call it "the docs pull request", nor link it.
      const last = gh.latestStatus(headOf(event), 'docs')
      expect(last?.target_url).not.toBe(link)
      expect(last?.description).not.toBe('The docs pull request is ready for review.')
    },
    60_000
  )
})

describe('the skip label', () => {
  it('passes the check on a pull request in docs-repository that an app opened (the agent’s own, or a bot’s)', async () => {
    // One repository for code and docs (docs-repository is the workflow's own): the agent's docs
    // pull request, or any app's (Renovate's), counts as "the agent's own". docs-check.md's
    // remedy for a pull request the check waits on is the skip label; here it does nothing.
    const gh = await github()
    const svc = await service(completedWith('https://github.com/acme/docs/pull/9'))
    const event = pullRequestEvent('labeled', 'writer', 'no-docs')
    const pull = AGENT_PR(77, 'acme/docs', (event.payload as Payload).pull_request) as Record<string, unknown> // prettier-ignore
    pull.labels = [{ name: 'no-docs' }]
    ;(event.payload as { pull_request: unknown }).pull_request = pull
    const result = await runAgent(
      svc,
      { 'docs-check': 'docs', 'skip-label': 'no-docs', 'docs-repository': 'acme/docs' },
      { gh, event }
    )
    expect(result.code).toBe(0)
    expect(svc.requests).toHaveLength(0)
    expect(gh.latestStatus(headOf(event), 'docs')?.state).toBe('success')
  }, 60_000)

  it('a skip label in another case than skip-label passes the check without a job', async () => {
    const gh = await github()
    const svc = await service(completedWith('https://github.com/acme/docs/pull/9'))
    const event = codePull('opened')
    ;(event.payload as Payload).pull_request.labels = [{ name: 'No-Docs' }]
    const result = await runAgent(svc, { ...inputs, 'skip-label': 'no-docs' }, { gh, event })
    expect(result.code).toBe(0)
    expect(svc.requests).toHaveLength(0)
    expect(gh.latestStatus(headOf(event), 'docs')?.state).toBe('success')
  }, 60_000)
})

describe('what the check costs', () => {
  it('a run with docs-check and skip-label sends at most three more requests to GitHub, and GitHub’s transient failures are retried as any call’s', async () => {
    // docs/docs-check.md, Cost: the pending status, the final one, and one read of the labels.
    const gh = await github()
    let posts = 0
    let failed = 0
    let faulty = false
    gh.intercept((r) =>
      faulty && r.method === 'POST' && r.path.includes('/statuses/') && ++posts % 2 === 1
        ? (failed++, { status: 502, body: { message: 'Server Error' } })
        : undefined
    )
    const svc = await service(completedWith('https://github.com/acme/docs/pull/9'))
    const event = codePull('opened')
    const inputs = { prompt: 'Document it', 'docs-check': 'docs', 'skip-label': 'no-docs' }
    const baseline = await runAgent(svc, { prompt: 'Document it' }, { gh, event })
    expect(baseline.code).toBe(0)
    const without = gh.requests.length
    expect((await runAgent(svc, inputs, { gh, event })).code).toBe(0)
    const withCheck = gh.requests.length - without
    expect(withCheck - without).toBeLessThanOrEqual(3)
    // A 502 once on each status: each is sent again, and the check still passes.
    faulty = true
    expect((await runAgent(svc, inputs, { gh, event })).code).toBe(0)
    expect(failed).toBe(2)
    expect(gh.requests.length - without - withCheck).toBe(withCheck + failed)
    expect(gh.latestStatus(headOf(event), 'docs')?.state).toBe('success')
  }, 60_000)
})

describe('a check that cannot be set is said', () => {
  it.each([
    ['missing', undefined],
    ['upper case', 'EC26C3E57CA3A959CA5AAD62DE7213C562F8C821'],
    ['garbage', 'main']
  ])(
    'a pull_request payload whose head commit is %s: the run warns that the docs check was not set',
    async (_what, sha) => {
      const gh = await github()
      const svc = await service(completedWith('https://github.com/acme/docs/pull/9'))
      const event = codePull('opened')
      const head = (event.payload as Payload).pull_request.head as Record<string, unknown>
      if (sha === undefined) delete head.sha
      else head.sha = sha
      const result = await runAgent(
        svc,
        { prompt: 'Document it', 'docs-check': 'docs' },
        { gh, event }
      )
      expect(result.code).toBe(0)
      expect(statusRequests(gh)).toHaveLength(0)
      // A required check then waits: the run says why.
      expect(warnings(result).filter((w) => w.includes('docs check'))).toHaveLength(1)
    },
    60_000
  )
})

describe('the check never stays pending after the run', () => {
  it('a final status GitHub failed in the main step (502, retries too) is set by the post step', async () => {
    const gh = await github()
    let posts = 0
    // The pending status goes through; the final one and its two retries meet a 502; GitHub
    // is back by the post step.
    gh.intercept((r) =>
      r.method === 'POST' && r.path.includes('/statuses/') && [2, 3, 4].includes(++posts)
        ? { status: 502, body: { message: 'Server Error' } }
        : undefined
    )
    const svc = await service(completedWith('https://github.com/acme/docs/pull/9'))
    const event = codePull('opened')
    const result = await runAgent(
      svc,
      { prompt: 'Document it', 'docs-check': 'docs', comment: 'true' },
      { gh, event }
    )
    expect(result.code).toBe(0)
    expect(result.post).toBeDefined()
    expect(posts).toBeGreaterThanOrEqual(4)
    // The job completed with its docs pull request: the post step says so.
    expect(gh.latestStatus(headOf(event), 'docs')?.state).toBe('success')
  }, 60_000)

  it('a garbage label list when the run ends (200, not a list) still ends the check, never pending', async () => {
    const gh = await github()
    gh.intercept((r) =>
      r.method === 'GET' && /\/issues\/\d+\/labels$/.test(r.path)
        ? { status: 200, body: [{ name: null }, null, 'x'] }
        : undefined
    )
    const svc = await service(completedWith('https://github.com/acme/docs/pull/9'))
    const event = codePull('opened')
    const result = await runAgent(svc, { ...inputs, 'skip-label': 'no-docs' }, { gh, event })
    expect(result.code).toBe(0)
    expect(gh.latestStatus(headOf(event), 'docs')?.state).not.toBe('pending')
  }, 60_000)
})

describe('a cancelled run', () => {
  it('with GitHub answering in 0.9 s, still shows the cancel in its tracking comment within the cancel grace, docs check or not', async () => {
    // The comment's last update (a read, a write) fits the 3 s GitHub has after a cancel: the
    // check comes after it, and reads no labels.
    const gh = await github()
    let slow = false
    gh.intercept(async () => {
      if (slow) await new Promise((resolve) => setTimeout(resolve, 900))
      return undefined
    })
    const svc = await service({ createJob: () => created(), getJob: () => ok() })
    const event = codePull('opened')
    const cancel = signalWhen(() => (slow = svc.requests.length >= 3), 'SIGINT')
    const result = await runAgent(
      svc,
      { prompt: 'Document it', comment: 'true', timeout: '60s', 'docs-check': 'docs', 'skip-label': 'no-docs' }, // prettier-ignore
      { gh, event, onSpawn: cancel.onSpawn, post: false }
    )
    expect(result.code).toBe(1)
    expect(gh.latestStatus(headOf(event), 'docs')?.state).toBe('error')
    expect(warnings(result).filter((w) => w.includes('tracking comment'))).toEqual([])
  }, 60_000)
})

describe('a merged pull request', () => {
  it('a closed (merged) run leaves the check as it was', async () => {
    const gh = await github()
    const svc = await service(completedWith('https://github.com/acme/docs/pull/9'))
    const event = codePull('closed', { merged: true })
    const result = await runAgent(svc, inputs, { gh, event })
    expect(result.code).toBe(0)
    expect(gh.statusesOf(headOf(event))).toEqual([])
  }, 60_000)
})
