// include-changes and changes-paths as the agent action reads them: checked before any request,
// a bad glob named with the form expected; and what a glob of changes-paths matches.
import { describe, expect, it } from '@jest/globals'
import { SettingsError } from '../../src/agent/settings.js'
import { matchesPaths, type FileChange } from '../../src/github/changes.js'
import {
  MATCH_BUDGET_MS,
  MAX_MATCHED_NAME,
  pathMatcher,
  withheld
} from '../../src/github/changes-paths.js'
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

describe('the cost of changes-paths', () => {
  it('refuses a glob whose wildcards would make long file names slow to match, naming the bound', () => {
    expect(problemsOf(() => read({ 'changes-paths': 'src/**/*-*-*-*.ts' }))).toEqual([
      'Input \'changes-paths\' allows at most 3 * or [...] in one part of a path (between slashes), 3 ** and 2 {...} in a glob, and no extglob like +(...), which keeps matching long file names fast; got "src/**/*-*-*-*.ts".'
    ])
    expect(problemsOf(() => read({ 'changes-paths': '**/a/**/b/**/c/**/d.ts' }))).toHaveLength(1)
    expect(read({ 'changes-paths': 'src/**/*-*-*.ts, **/a/**/b/**/*.md' }).changesPaths).toEqual([
      'src/**/*-*-*.ts',
      '**/a/**/b/**/*.md'
    ])
  })

  it('matches one change’s files within its budget: a file not matched by then is undecided, its patch not sent, and matched once', () => {
    // The clock moves 450 ms at each look: each match costs 450 ms, so five start within the
    // 2 s budget (the fifth at 1.8 s), and none after them.
    let t = 0
    let looks = 0
    const now = () => {
      looks++
      return (t += 450)
    }
    const match = pathMatcher(['src/**'], MATCH_BUDGET_MS, now)
    const files = [0, 1, 2, 3, 4, 5, 6].map((i) => file(`src/f${i}.ts`))
    const decided = [true, true, true, true, true, undefined, undefined]
    expect(files.map((f) => match(f))).toEqual(decided)
    expect(files.map((f) => match(f))).toEqual(decided)
    expect(looks).toBe(10)
    expect(MATCH_BUDGET_MS).toBe(2000)
    expect(withheld(files[6]!, ['src/**'], match)).toBe(
      'not matched against changes-paths (a name over 1024 characters, or past 2 s of matching)'
    )
    expect(withheld(files[0]!, ['src/**'], match)).toBeUndefined()
  })

  it('refuses the globs whose single match is slow however short the name: many brace groups, extglobs, character classes beside stars', () => {
    for (const glob of [
      '{a,b}'.repeat(15),
      '+(a|aa)+(a|aa)b',
      'src/@(x|y)',
      '[a-z]*[a-z]*[a-z]*x'
    ]) {
      expect(problemsOf(() => read({ 'changes-paths': glob }))).toHaveLength(1)
    }
    expect(read({ 'changes-paths': 'src/**/*.{ts,tsx}, docs/[a-z]*.md' }).changesPaths).toEqual([
      'src/**/*.{ts,tsx}',
      'docs/[a-z]*.md'
    ])
  })

  it('leaves a name longer than 1024 characters undecided, without matching it', () => {
    let looks = 0
    const match = pathMatcher(['a*a*a*b'], MATCH_BUDGET_MS, () => (looks++, 0))
    expect(match(file('a'.repeat(1025)))).toBeUndefined()
    expect(match({ ...file('b'), previous: 'a'.repeat(1025) })).toBeUndefined()
    expect(looks).toBe(0)
    expect(match(file(`${'a'.repeat(1020)}b`))).toBe(true)
    expect(MAX_MATCHED_NAME).toBe(1024)
  })
})
