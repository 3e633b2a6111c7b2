// Whose pull request the service names (src/github/pull-origin.ts): said as it is.
import { describe, expect, it } from '@jest/globals'
import { notTheAgents } from '../../src/github/pull-origin.js'
import { parsePrLink } from '../../src/pull-request.js'

const pr = parsePrLink('https://github.com/acme/docs/pull/8')!
const expected = { repository: 'acme/docs', from: 'docs-repository' as const }
const data = (head: string, base: string) =>
  ({
    head: { repo: { full_name: head } },
    base: { repo: { full_name: base } },
    user: { login: 'docs-agent[bot]', type: 'Bot' }
  }) as unknown as Parameters<typeof notTheAgents>[1]

describe('a pull request that is not the agent’s', () => {
  it('says which side is wrong: the branch it comes from, or the repository it merges into', () => {
    expect(String(notTheAgents(pr, data('mallory/docs', 'acme/docs'), expected))).toContain(
      'was opened from mallory/docs, not from a branch of acme/docs'
    )
    expect(String(notTheAgents(pr, data('acme/docs', 'mallory/docs'), expected))).toContain(
      'asks to merge into mallory/docs, not into acme/docs'
    )
    expect(notTheAgents(pr, data('acme/docs', 'acme/docs'), expected)).toBeUndefined()
  })
})
