// include-changes and changes-paths as the agent action reads them: checked before any request,
// a bad glob named with the form expected.
import { describe, expect, it } from '@jest/globals'
import { SettingsError, readSettings } from '../../src/agent/settings.js'

const read = (inputs: Record<string, string>) =>
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
        ...inputs
      })[name] ?? '',
    { workspace: process.cwd() }
  )

const problemsOf = (inputs: Record<string, string>): string[] => {
  try {
    read(inputs)
  } catch (error) {
    if (error instanceof SettingsError) return [...error.problems]
    throw error
  }
  throw new Error('expected a SettingsError')
}

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
    expect(problemsOf({ 'include-changes': 'yes', 'changes-paths': '/etc/**' })).toEqual([
      'Input \'include-changes\' must be true or false; got "yes".',
      "Input 'changes-paths' must be a comma or newline separated list of globs relative to the repository's root, like docs/**, src/**/*.{ts,tsx}, !src/**/*.test.ts; got \"/etc/**\"."
    ])
  })
})
