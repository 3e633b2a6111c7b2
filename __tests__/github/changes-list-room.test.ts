// The lists of the change block share their room (docs/code-changes.md, Bounds): the push's new
// commits are listed whole, whatever the lists' half of context-limit; the earlier commits and
// the files share what is left, so that a long list of commits cannot crowd out the files; and
// the lists take what the patches leave of context-limit, not only its half.
import { describe, expect, it } from '@jest/globals'
import {
  DEFAULT_CHANGES_LIMIT,
  boundChanges,
  type Commit,
  type Compared,
  type FileChange
} from '../../src/github/changes.js'

const LIMIT = DEFAULT_CHANGES_LIMIT

/** `count` commits of about 70 characters a line, the first with id 0000001. */
const commits = (
  count: number,
  title = "Adjust the export command's flags and their help"
): Commit[] =>
  Array.from({ length: count }, (_, i) => ({
    sha: (i + 1).toString(16).padStart(7, '0'),
    title: `${title}, step ${i + 1}`,
    author: 'writer'
  }))

/** `count` changed files, each with a patch of about `size` characters. */
const files = (count: number, size: number): FileChange[] =>
  Array.from({ length: count }, (_, i) => ({
    path: `src/commands/export-${i + 1}.ts`,
    status: 'modified',
    additions: 2,
    deletions: 1,
    previous: '',
    patch: `@@ -1,2 +1,3 @@\n${`+line ${i}\n`.repeat(Math.ceil(size / 9))}`.slice(0, size)
  }))

const fileLines = (text: string): string[] =>
  text.split('\n').filter((line) => line.startsWith('modified src/commands/export-'))
/** The block without the line naming the patches left out, which context-limit does not bound. */
const bounded = (text: string): string => text.replace(/\n\[… the patches of [^\n]*$/, '')

describe('the lists of the change block', () => {
  it('a pull request of 250 commits and 40 files lists every file, and every commit in the room the patches leave', () => {
    const change: Compared = {
      commits: commits(250),
      totalCommits: 250,
      files: files(40, 30),
      maxFiles: 3000
    }
    const { text, sent, leftOut } = boundChanges(change, { limit: LIMIT })
    expect(fileLines(text)).toHaveLength(40)
    expect(text).not.toContain('not listed (context-limit)')
    expect(text.match(/ \(writer\)$/gm)).toHaveLength(250)
    expect(sent).toHaveLength(40)
    expect(leftOut).toEqual([])
    expect(text.length).toBeLessThanOrEqual(LIMIT)
  })

  it('with patches that need more than the other half, 250 commits still leave the files listed', () => {
    const change: Compared = {
      commits: commits(250),
      totalCommits: 250,
      files: files(40, 2000),
      maxFiles: 3000
    }
    const { text, sent } = boundChanges(change, { limit: LIMIT })
    expect(fileLines(text)).toHaveLength(40)
    // The commits take the rest of the lists' half, the rest of them counted.
    const listed = text.match(/ \(writer\)$/gm)?.length ?? 0
    expect(listed).toBeGreaterThan(150)
    expect(text).toContain(`[… ${250 - listed} more commits not listed (context-limit)]`)
    const lists = text.slice(0, text.indexOf('Patches (largest first):'))
    expect(lists.length).toBeLessThanOrEqual(LIMIT / 2)
    // The patches go into what is left.
    expect(sent.length).toBeGreaterThan(5)
    expect(bounded(text).length).toBeLessThanOrEqual(LIMIT)
  })

  it('the new commits of a push are never cut by the lists’ half; the files are listed in what is left', () => {
    const all = commits(150, `Rework ${'the export command '.repeat(8)}`)
    const change: Compared = {
      commits: all,
      totalCommits: 150,
      files: files(40, 2000),
      maxFiles: 3000,
      // The head before the push: the 30th commit. The 120 after it are the push's.
      newSince: `${all[29]?.sha}${'0'.repeat(33)}`
    }
    const { text } = boundChanges(change, { limit: LIMIT })
    const fresh = text.split('\n').filter((line) => / \[new\] Rework /.test(line))
    // 120 lines of about 190 characters: more than half of context-limit.
    expect(fresh).toHaveLength(120)
    expect(fresh.join('\n').length).toBeGreaterThan(LIMIT / 2)
    expect(text).toContain('New commits of the push (120, after 000001e, oldest first):')
    expect(text).not.toContain('more new commits not listed')
    expect(fileLines(text)).toHaveLength(40)
    expect(text).toContain('Earlier commits (30, oldest first):')
    expect(bounded(text).length).toBeLessThanOrEqual(LIMIT)
  })
})
