// Attacks on the docs check (docs/docs-check.md) through dist/, against a hostile service and the
// GitHub stand-in. The first block pins promises an attack broke (each failed before its fix); the second, attacks that held.
import { describe, expect, it } from '@jest/globals'
import { pullRequestEvent } from '../../__fixtures__/events.js'
import {
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

function codePull(action: string, options: { merged?: boolean } = {}) {
  const event = pullRequestEvent(action, 'writer', undefined, options.merged ? { merged: true } : {}) // prettier-ignore
  ;(event.payload as Payload).pull_request.labels = []
  return event
}

function completedWith(prLink: string) {
  let gets = 0
  return { createJob: () => created(), getJob: () => (++gets < 2 ? ok() : ok({ status: 'completed', prLink })) } // prettier-ignore
}

const inputs = { prompt: 'Document it', 'docs-check': 'docs', 'docs-repository': 'acme/docs' }

// =============================================================================================
describe('found by an attack (each failed before its fix)', () => {
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

// =============================================================================================
describe('attacks that held', () => {
  it('a closed (merged) run leaves the check as it was', async () => {
    const gh = await github()
    const svc = await service(completedWith('https://github.com/acme/docs/pull/9'))
    const event = codePull('closed', { merged: true })
    const result = await runAgent(svc, inputs, { gh, event })
    expect(result.code).toBe(0)
    expect(gh.statusesOf(headOf(event))).toEqual([])
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
