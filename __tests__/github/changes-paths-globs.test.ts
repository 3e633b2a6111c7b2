// Found by an attack, kept as a test. changes-paths as a workflow author writes it: globs in the
// forms GitHub's own `paths:` filters and .gitignore taught them (braces, a leading `!`). Each
// either means what it says or is refused, naming the input, before any request: none may
// silently match nothing, which would skip every change or send patches it was to exclude.
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

/** What the input makes of a change to `path`: refused before any request, or whether it matches. */
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

describe('changes-paths globs', () => {
  it('a glob with braces is one glob: src/**/*.{ts,tsx} matches src/cli/export.ts', () => {
    expect(verdict('src/**/*.{ts,tsx}', 'src/cli/export.ts')).not.toBe('no match')
  })

  it('a negated glob is honoured or refused, never a glob that matches nothing', () => {
    // Alone, it would otherwise skip every change.
    expect(verdict('!docs/**', 'src/cli/export.ts')).not.toBe('no match')
    // After another, it would otherwise exclude nothing.
    expect(verdict('src/**, !src/**/*.test.ts', 'src/cli/export.test.ts')).not.toBe('matches')
  })

  it('a glob starting ./ names the same files as without it, or is refused like one starting /', () => {
    expect(verdict('./src/**', 'src/cli/export.ts')).not.toBe('no match')
  })
})
