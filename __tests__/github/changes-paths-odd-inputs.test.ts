// Found by an attack, kept as a test. changes-paths inputs that are neither the globs they look
// like nor refused: a doubled `!` (the check meant to refuse it looks at the glob after its first
// `!` is gone) and unbalanced braces (an unclosed `{` swallows every glob after it on the line).
// Each must be honoured or refused naming the input, never a glob that silently matches nothing.
import { describe, expect, it } from '@jest/globals'
import { SettingsError, readSettings } from '../../src/agent/settings.js'
import { matchesPaths, type FileChange } from '../../src/github/changes.js'

const read = (paths: string) =>
  readSettings(
    (name) =>
      ({
        'api-key': 'mint_key',
        'project-id': 'proj',
        wait: 'true',
        timeout: '30m',
        'poll-interval': '5s',
        'max-poll-interval': '30s',
        comment: 'false',
        'pr-comment': 'false',
        'dry-run': 'false',
        'include-changes': 'true',
        'changes-paths': paths
      })[name] ?? '',
    { workspace: process.cwd() }
  )

const file = (path: string): FileChange => ({
  path,
  status: 'modified',
  additions: 1,
  deletions: 0,
  previous: '',
  patch: '@@ -1 +1 @@\n+x'
})

function verdict(paths: string, path: string): 'refused' | 'matches' | 'no match' {
  let settings
  try {
    settings = read(paths)
  } catch (error) {
    if (error instanceof SettingsError && error.problems.some((p) => p.includes("'changes-paths'")))
      return 'refused'
    throw error
  }
  return matchesPaths(file(path), settings.changesPaths ?? []) ? 'matches' : 'no match'
}

describe('changes-paths odd inputs', () => {
  it('a doubled ! is refused, or honoured as the glob it negates twice, never an exclusion of nothing', () => {
    // Honoured, !!src/** names src/** only; refused, it names the input. Today it excludes a
    // file literally named "!src/**", so every file matches.
    expect(verdict('!!src/**', 'lib/other.ts')).not.toBe('matches')
  })

  it('an unclosed brace is refused, not a glob that swallows the globs after it and matches nothing', () => {
    expect(verdict('src/{cli, docs/**', 'docs/guide.md')).not.toBe('no match')
    expect(verdict('{', 'src/cli/export.ts')).not.toBe('no match')
  })

  it('an unopened brace is refused, not a glob that matches nothing', () => {
    expect(verdict('}', 'src/cli/export.ts')).not.toBe('no match')
    expect(verdict('src/**}', 'src/cli/export.ts')).not.toBe('no match')
  })
})
