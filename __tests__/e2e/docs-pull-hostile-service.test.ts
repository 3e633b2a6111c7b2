// Attacks on the pairing of a docs pull request with its code pull request (run-pairing.ts) by a
// hostile service's prLink, through dist/ against the GitHub stand-in (code and docs in
// acme/docs, docs-repository acme/docs). The first block pins promises an attack broke (each failed before its fix); the second, attacks that held.
import { describe, expect, it } from '@jest/globals'
import { pullRequestEvent } from '../../__fixtures__/events.js'
import type { GitHubStandIn } from '../support/github-standin.js'
import {
  TOKEN,
  created,
  github,
  ok,
  runAgent,
  service,
  useHostileRun
} from '../support/hostile-run.js'

useHostileRun()

/** The merge of code pull request #34 (acme/docs, by writer). */
const merged = () => pullRequestEvent('closed', 'writer', undefined, { merged: true })

/** A job created by the merge run that completes with `prLink`. */
function completedWith(prLink: string) {
  let gets = 0
  return { createJob: () => created(), getJob: () => (++gets < 2 ? ok() : ok({ status: 'completed', prLink })) } // prettier-ignore
}

const inputs = {
  prompt: 'Document it',
  comment: 'true',
  'docs-repository': 'acme/docs',
  'on-actions': 'closed'
}

const pairingComments = (gh: GitHubStandIn, pr: number) =>
  gh.comments.filter((c) => c.issue === pr && c.body.startsWith('<!-- docs-agent-action follows='))

async function labelled(gh: GitHubStandIn, pr: number, label: string): Promise<void> {
  await fetch(`${gh.url}/repos/acme/docs/issues/${pr}/labels`, {
    method: 'POST',
    headers: { authorization: `token ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ labels: [label] })
  })
}

// =============================================================================================
describe('found by an attack (each failed before its fix)', () => {
  it('a prLink naming the agent’s docs pull request of another, still open, code pull request does not take its waiting label off', async () => {
    const gh = await github()
    // #9: the agent's docs pull request for another code pull request, still open: it carries
    // the waiting label. The service names it as this job's pull request.
    gh.addPull('acme/docs', { number: 9, headRef: 'docs-agent/other', headSha: 'c'.repeat(40), baseRef: 'main' }) // prettier-ignore
    await labelled(gh, 9, 'waiting-for-code')
    const svc = await service(completedWith('https://github.com/acme/docs/pull/9'))
    const result = await runAgent(svc, inputs, { gh, event: merged() })
    expect(result.code).toBe(0)
    expect(gh.pullState('acme/docs', 9).labels).toContain('waiting-for-code')
    expect(pairingComments(gh, 9)).toEqual([])
  }, 60_000)
})

// =============================================================================================
describe('attacks that held', () => {
  it.each([
    ['in another repository', 'https://github.com/mallory/docs/pull/9'],
    ['on another host', 'https://evil.example/acme/docs/pull/9'],
    ['a person’s pull request', 'https://github.com/acme/docs/pull/6'],
    ['a fork’s pull request', 'https://github.com/acme/docs/pull/7'],
    ['the code pull request itself', 'https://github.com/acme/docs/pull/34']
  ])(
    'a prLink naming %s is not touched',
    async (_what, link) => {
      const gh = await github()
      gh.addPull('acme/docs', { number: 6, headRef: 'fix', headSha: 'c'.repeat(40), baseRef: 'main', author: 'octocat' }) // prettier-ignore
      gh.addPull('acme/docs', { number: 7, headRef: 'x', headSha: 'd'.repeat(40), baseRef: 'main', headRepository: 'mallory/docs' }) // prettier-ignore
      gh.addPull('acme/docs', { number: 34, headRef: 'feature', headSha: 'e'.repeat(40), baseRef: 'main', author: 'writer' }) // prettier-ignore
      const svc = await service(completedWith(link))
      const result = await runAgent(svc, inputs, { gh, event: merged() })
      expect(result.code).toBe(0)
      for (const n of [6, 7, 9, 34]) expect(pairingComments(gh, n)).toEqual([])
      expect(gh.requests.filter((r) => r.method === 'PATCH' && /\/pulls\/\d+$/.test(r.path))).toEqual([]) // prettier-ignore
    },
    60_000
  )
})
