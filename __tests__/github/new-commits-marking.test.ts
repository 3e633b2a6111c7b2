// Found by an attack, kept as a test. After a push to a code pull request, the commits after the
// head before the push are marked [new] (docs/code-changes.md): only those, and the block says the
// head before is missing only when the history was rewritten, not when GitHub's list of a pull
// request's commits (its oldest 250) or context-limit left the newest ones out.
import { describe, expect, it } from '@jest/globals'
import { boundChanges, type Commit, type Compared } from '../../src/github/changes.js'

const commit = (sha: string, title: string): Commit => ({
  sha: sha.slice(0, 7),
  title,
  author: 'writer'
})
const files = [{ path: 'src/a.ts', status: 'modified', additions: 1, deletions: 0, previous: '', patch: '@@ -1 +1 @@\n+x' }] // prettier-ignore

describe('the [new] marks of a follow-up after a push', () => {
  it('a commit before the push whose short id is the earlier head’s is not taken for it', () => {
    const before = 'abcdef1' + '2'.repeat(33)
    const compared: Compared = {
      commits: [
        commit('abcdef1' + '9'.repeat(33), 'Old commit sharing the short id'),
        commit('1111111' + '0'.repeat(33), 'Second old commit'),
        commit(before, 'The head before the push'),
        commit('3333333' + '0'.repeat(33), 'The pushed commit')
      ],
      totalCommits: 4,
      files,
      maxFiles: 3000,
      newSince: before
    }
    const lines = boundChanges(compared, { limit: 30_000 }).text.split('\n')
    const marked = lines.filter((l) => l.includes(' [new] '))
    expect(marked).toEqual([expect.stringContaining('The pushed commit')])
  })

  it('a pull request of more commits than GitHub lists does not say its history was rewritten', () => {
    // GitHub lists a pull request's oldest 250 commits; the head before a push to one of 300 is
    // the 299th, not among them: the history was not rewritten.
    const all = Array.from(
      { length: 300 },
      (_, i) => (i + 1).toString(16).padStart(7, '0') + 'c'.repeat(33)
    )
    const compared: Compared = {
      commits: all.slice(0, 250).map((sha, i) => commit(sha, `Commit ${i + 1}`)),
      totalCommits: 300,
      files,
      maxFiles: 3000,
      newSince: all[298]
    }
    expect(boundChanges(compared, { limit: 30_000 }).text).not.toContain('history was rewritten')
  })

  it('the push’s commits are listed even when context-limit cannot list every commit', () => {
    // 200 commits with long titles: the list's half of the default context-limit holds about 70.
    const shas = Array.from(
      { length: 201 },
      (_, i) => (i + 1).toString(16).padStart(7, '0') + 'c'.repeat(33)
    )
    const compared: Compared = {
      commits: shas.map((sha, i) =>
        commit(sha, `Commit ${i + 1}: ${'a long description '.repeat(10)}`)
      ),
      totalCommits: 201,
      files,
      maxFiles: 3000,
      newSince: shas[199]
    }
    const text = boundChanges(compared, { limit: 30_000 }).text
    expect(text).toContain(' [new] Commit 201:')
  })
})
