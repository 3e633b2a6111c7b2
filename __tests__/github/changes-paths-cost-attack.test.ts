// Attacks on the promise that `changes-paths` matching is bounded (CHANGELOG 2.2.0): a glob the
// settings accept (src/agent/context-settings.ts cheapGlob) matched against a file name a pull
// request's author chose must not hold the step past MATCH_BUDGET_MS for one change's files
// (src/github/changes-paths.ts pathMatcher). The budget is checked between files only, so each
// case below times ONE file through pathMatcher with the real clock.
import { describe, expect, it } from '@jest/globals'
import type { FileChange } from '../../src/github/changes.js'
import { MATCH_BUDGET_MS, pathMatcher } from '../../src/github/changes-paths.js'
import { readAgentSettings as read } from '../support/settings.js'

const file = (path: string, previous = ''): FileChange =>
  ({ path, previous, status: 'modified', patch: '@@ -1 +1 @@\n-a\n+b' }) as unknown as FileChange

/** The accepted globs, and how long one hostile file takes through a fresh matcher, in ms. */
function timeOne(changesPaths: string, name: FileChange): { globs: string[]; ms: number } {
  const globs = read({ 'changes-paths': changesPaths }).changesPaths
  const match = pathMatcher(globs)
  const start = performance.now()
  match(name)
  return { globs, ms: performance.now() - start }
}

describe('the cost of changes-paths against hostile file names', () => {
  it('a glob of brace alternatives (no wildcard at all) matches one file within the budget', () => {
    const { globs, ms } = timeOne('{a,b}'.repeat(15), file('x'.repeat(50)))
    expect(globs).toHaveLength(1)
    expect(ms).toBeLessThan(MATCH_BUDGET_MS)
  }, 120_000)

  it('an extglob +(…) (no * at all) matches one file within the budget', () => {
    const { globs, ms } = timeOne('+(a|aa)+(a|aa)+(a|aa)b', file('a'.repeat(29)))
    expect(globs).toHaveLength(1)
    expect(ms).toBeLessThan(MATCH_BUDGET_MS)
  }, 120_000)

  it('a glob of 3 * in one part (the bound allowed) matches one long file name within the budget', () => {
    // git and GitHub take a path part of thousands of characters.
    const { globs, ms } = timeOne('a*a*a*b', file('a'.repeat(4500)))
    expect(globs).toHaveLength(1)
    expect(ms).toBeLessThan(MATCH_BUDGET_MS)
  }, 120_000)

  it('several accepted globs against one renamed file (two names) stay within the budget in one call', () => {
    const long = 'a'.repeat(3000)
    const { globs, ms } = timeOne('a*a*a*b, a*a*a*c, a*a*a*d', file(long, `${long}x`))
    expect(globs).toHaveLength(3)
    expect(ms).toBeLessThan(MATCH_BUDGET_MS)
  }, 120_000)
})
