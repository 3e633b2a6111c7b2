// include-changes and changes-paths as the agent action reads them: checked before any request,
// a bad glob named with the form expected; and what a glob of changes-paths matches.
import { describe, expect, it } from '@jest/globals'
import { SettingsError } from '../../src/agent/settings.js'
import { matchesPaths, type FileChange } from '../../src/github/changes.js'
import { problemsOf, readAgentSettings as read } from '../support/settings.js'

describe('include-changes and changes-paths', () => {
  it('are off and empty when unset', () => {
    expect(read({})).toMatchObject({ includeChanges: false, changesPaths: [], contextLimit: 30000 })
  })

  it('take true and globs separated by commas or lines', () => {
    expect(
      read({ 'include-changes': 'true', 'changes-paths': 'docs/**, src/**\n*.md' })
    ).toMatchObject({ includeChanges: true, changesPaths: ['docs/**', 'src/**', '*.md'] })
  })

  it('refuse a value that is not true or false, and an absolute glob, naming the input', () => {
    expect(
      problemsOf(() => read({ 'include-changes': 'yes', 'changes-paths': '/etc/**' }))
    ).toEqual([
      'Input \'include-changes\' must be true or false; got "yes".',
      "Input 'changes-paths' must be a comma or newline separated list of globs relative to the repository's root, like docs/**, src/**/*.{ts,tsx}, !src/**/*.test.ts; got \"/etc/**\"."
    ])
  })
})

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
    settings = read({ 'include-changes': 'true', 'changes-paths': paths })
  } catch (error) {
    if (error instanceof SettingsError && error.problems.some((p) => p.includes("'changes-paths'")))
      return 'refused'
    throw error
  }
  return matchesPaths(file(path), settings.changesPaths ?? []) ? 'matches' : 'no match'
}

// Found by an attack, kept as a test. changes-paths as a workflow author writes it: globs in the
// forms GitHub's own `paths:` filters and .gitignore taught them (braces, a leading `!`). Each
// either means what it says or is refused, naming the input, before any request: none may
// silently match nothing, which would skip every change or send patches it was to exclude.
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

// Found by an attack, kept as a test. changes-paths inputs that are neither the globs they look
// like nor refused: a doubled `!` (the check meant to refuse it looks at the glob after its first
// `!` is gone) and unbalanced braces (an unclosed `{` swallows every glob after it on the line).
// Each must be honoured or refused naming the input, never a glob that silently matches nothing.
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
