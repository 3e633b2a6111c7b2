// Found by an attack, kept as a test. The change's block against a push of many files with long names and large patches: the bound
// that context-limit promises ("within context-limit characters ... with a line naming the
// patches left out") holds only if that line is itself small beside the limit.
import { describe, expect, it } from '@jest/globals'
import { boundChanges, type FileChange } from '../../src/github/changes.js'

const LIMIT = 1000

describe('the change block of a push with many long-named, large files', () => {
  it('stays within twice context-limit, the line naming the left-out patches included', () => {
    const files: FileChange[] = Array.from({ length: 60 }, (_, i) => ({
      // GitHub allows paths of thousands of characters; each is cut to 500 in the lists.
      path: `docs/${String(i).padStart(3, '0')}-${'n'.repeat(600)}.md`,
      status: 'modified',
      additions: 50,
      deletions: 0,
      previous: '',
      patch: `@@ -1 +1,50 @@\n${'+line\n'.repeat(300)}`
    }))
    const bounded = boundChanges(
      { commits: [], totalCommits: 1, files, maxFiles: 300 },
      { limit: LIMIT }
    )
    expect(bounded.leftOut.length).toBeGreaterThan(0)
    expect(bounded.text.length).toBeLessThanOrEqual(2 * LIMIT)
  })
})
