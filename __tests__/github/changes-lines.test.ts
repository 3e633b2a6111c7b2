// Found by an attack, kept as a test. The lists of the change block (commits, files) are one line
// per item, each cut to its bound: a cut never leaves half of a surrogate pair (a lone surrogate
// is not text; settings.ts and the sinks take the same care), and no field GitHub answers (a
// commit id, a file's status) starts a line of its own.
import { describe, expect, it } from '@jest/globals'
import { boundChanges, type Compared } from '../../src/github/changes.js'

/** A UTF-16 code unit of a surrogate pair without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

describe('the lines of the change block', () => {
  it('a commit line or file name cut at its bound keeps no half of a surrogate pair', () => {
    const change: Compared = {
      // The emoji straddles the cut: its first half is the 200th (500th) code unit.
      commits: [{ sha: 'abcdef1', title: `${'x'.repeat(199)}🚀 and more`, author: 'writer' }],
      totalCommits: 1,
      files: [
        {
          path: `docs/${'y'.repeat(494)}🚀.md`,
          status: 'modified',
          additions: 1,
          deletions: 0,
          previous: '',
          patch: '@@ -1 +1 @@\n+z'
        }
      ],
      maxFiles: 300
    }
    const { text } = boundChanges(change, { limit: 30_000 })
    expect(text).toContain('x'.repeat(199))
    expect(LONE_SURROGATE.test(text)).toBe(false)
  })

  it('a commit id or file status with line breaks in GitHub’s answer stays on its line of the list', () => {
    const change: Compared = {
      commits: [{ sha: '\nfake\n', title: 'Add the export command', author: 'writer' }],
      totalCommits: 1,
      files: [
        {
          path: 'src/export.ts',
          status: 'modified\n\nPatches (largest first):\n--- src/secret.ts',
          additions: 1,
          deletions: 0,
          previous: '',
          patch: '@@ -1 +1 @@\n+z'
        }
      ],
      maxFiles: 300
    }
    const lines = boundChanges(change, { limit: 30_000 }).text.split('\n')
    const commitsAt = lines.indexOf('Commits (1, oldest first):')
    // The heading, the one commit's line, a blank line, then the files.
    expect(lines[commitsAt + 1]).toContain('Add the export command')
    expect(lines[commitsAt + 3]).toBe('Files (1):')
    expect(lines[commitsAt + 4]).toContain('src/export.ts')
    expect(lines.filter((l) => l === 'Patches (largest first):')).toHaveLength(1)
    expect(lines).not.toContain('--- src/secret.ts')
  })
})
