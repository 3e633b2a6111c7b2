import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { SettingsError } from '../../src/agent/settings.js'
import { problemsOf, readAgentSettings } from '../support/settings.js'

/** The defaults the runner fills in from action.yml. */
const DEFAULTS: Record<string, string> = {
  prompt: '',
  'prompt-file': '',
  'job-id': '',
  wait: 'true',
  timeout: '30m',
  'poll-interval': '5s',
  'max-poll-interval': '30s',
  'fail-on': 'failed,timeout',
  comment: 'false',
  'issue-number': '',
  'github-token': 'ghs_token',
  'trigger-phrase': '/docs-agent',
  label: '',
  'on-actions': '',
  'allowed-users': '',
  'api-url': 'https://api.mintlify.com',
  'pr-reviewers': '',
  'pr-labels': '',
  'pr-assignees': '',
  'pr-comment': 'false',
  'pr-token': '',
  'context-file': '',
  'context-limit': '30000',
  'dry-run': 'false',
  'max-turns': '5'
}

const workspace = mkdtempSync(join(tmpdir(), 'settings-'))
writeFileSync(join(workspace, 'prompt.md'), '  Refresh the quickstart.\n')
writeFileSync(join(workspace, 'empty.md'), '\n')

const read = (inputs: Record<string, string>) =>
  readAgentSettings({ ...DEFAULTS, ...inputs }, workspace)
const refusals = (inputs: Record<string, string>) => problemsOf(() => read(inputs))

describe('readSettings', () => {
  it('reads the defaults into typed values', () => {
    const settings = read({ prompt: 'Document the CLI' })
    expect(settings).toMatchObject({
      apiKey: 'mint_key',
      projectId: 'proj',
      prompt: 'Document the CLI',
      jobId: '',
      wait: true,
      timeoutMs: 30 * 60_000,
      pollIntervalMs: 5000,
      maxPollIntervalMs: 30_000,
      comment: false,
      triggerPhrase: '/docs-agent',
      apiUrl: 'https://api.mintlify.com'
    })
    expect([...settings.failOn]).toEqual(['failed', 'timeout'])
  })

  it('reads durations in every documented form', () => {
    expect(read({ timeout: '90s' }).timeoutMs).toBe(90_000)
    expect(read({ timeout: '45m' }).timeoutMs).toBe(2_700_000)
    expect(read({ timeout: '1h30m' }).timeoutMs).toBe(5_400_000)
    expect(read({ timeout: '120' }).timeoutMs).toBe(120_000)
  })

  it('reads the prompt from a file relative to the workspace', () => {
    const settings = read({ 'prompt-file': 'prompt.md' })
    expect(settings.prompt).toBe('Refresh the quickstart.')
  })

  it('parses lists, booleans and the issue number', () => {
    const settings = read({
      'fail-on': ' failed , NO-PR,archived ',
      'allowed-users': 'alice, dependabot[bot]\nbob',
      wait: 'False',
      comment: 'TRUE',
      'issue-number': '42'
    })
    expect([...settings.failOn]).toEqual(['failed', 'no-pr', 'archived'])
    expect(settings.allowedUsers).toEqual(['alice', 'dependabot[bot]', 'bob'])
    expect(settings.wait).toBe(false)
    expect(settings.comment).toBe(true)
    expect(settings.issueNumber).toBe(42)
  })

  it('accepts http only for loopback api-urls', () => {
    expect(read({ 'api-url': 'http://127.0.0.1:4010' }).apiUrl).toBe('http://127.0.0.1:4010')
    expect(refusals({ 'api-url': 'http://docs.example.com' })).toEqual([
      expect.stringMatching(/^Input 'api-url' is not usable: .*allowed only for loopback hosts/)
    ])
  })

  it.each([
    [{ 'api-key': '' }, /^Input 'api-key' is required/],
    [{ 'project-id': '' }, /^Input 'project-id' is required/],
    [
      { 'project-id': '../other' },
      /^Input 'project-id' must be a project identifier.*"\.\.\/other"/
    ],
    [{ 'job-id': 'a b' }, /^Input 'job-id' must be a job id.*"a b"/],
    [
      { prompt: 'x', 'prompt-file': 'prompt.md' },
      /^Inputs 'prompt' and 'prompt-file' are both set/
    ],
    [
      { 'prompt-file': 'missing.md' },
      /^Input 'prompt-file' must name a file inside the workspace; "missing.md" was not found/
    ],
    [{ 'prompt-file': 'empty.md' }, /^Input 'prompt-file': "empty.md" is empty/],
    [{ wait: 'yes' }, /^Input 'wait' must be true or false; got "yes"/],
    [{ comment: '1' }, /^Input 'comment' must be true or false; got "1"/],
    [{ timeout: 'soon' }, /^Input 'timeout' must be a duration like 90s, 45m, 1h30m.*got "soon"/],
    [{ timeout: '0' }, /^Input 'timeout' must be a duration/],
    [{ timeout: '-5m' }, /^Input 'timeout' must be a duration/],
    [{ 'poll-interval': '10ms' }, /^Input 'poll-interval' must be a duration.*at least 100 ms/],
    [
      { 'poll-interval': '20s', 'max-poll-interval': '10s' },
      /^Input 'max-poll-interval' \(10s\) must not be shorter than 'poll-interval' \(20s\)/
    ],
    [
      { 'fail-on': 'failed,never' },
      /^Input 'fail-on' must be a comma-separated list of failed, archived, no-pr, timeout; got "never"/
    ],
    [
      { 'issue-number': '#12' },
      /^Input 'issue-number' must be an issue or pull request number like 42; got "#12"/
    ],
    [{ 'api-url': 'not-a-url' }, /^Input 'api-url' is not usable: "not-a-url" is not a URL/],
    [
      { 'api-url': 'http://127.0.0.1:9/api/.\t./' },
      /^Input 'api-url' is not usable: it must not contain/
    ],
    [{ 'api-url': 'http://evil.localhost:4010' }, /allowed only for loopback hosts/]
  ])('rejects %j', (inputs, expected) => {
    expect(refusals(inputs)).toEqual([expect.stringMatching(expected)])
  })

  it('reads on-actions as lower-case action names, once each, and refuses other text naming the input', () => {
    expect(read({ 'on-actions': 'Opened, synchronize,opened' }).onActions).toEqual([
      'opened',
      'synchronize'
    ])
    expect(read({}).onActions).toEqual([])
    expect(refusals({ 'on-actions': 'opened, closed; rm -rf' })).toEqual([
      `Input 'on-actions' must be a comma-separated list of event actions like opened, labeled, synchronize; got "closed; rm -rf".`
    ])
  })

  it('reports every problem at once', () => {
    const problems = refusals({ 'api-key': '', wait: 'maybe', timeout: 'x' })
    expect(problems).toHaveLength(3)
    const error = new SettingsError(problems)
    expect(error.message).toMatch(/^The inputs have 3 problems:\n- Input 'api-key'/)
  })
})

// Found by an attack, kept as a test. context-file is "cut to context-limit characters ... with a
// line saying how much was left out" (CHANGELOG, action.yml), and settings.ts says larger files
// "are cut to context-limit after reading at most" 4 MB. A link checker's report or a changelog
// an earlier step wrote can be larger than that: it is to be cut, not to fail the step and send
// nothing.
describe('context-file larger than the read limit', () => {
  it('is cut to context-limit with the rest counted, not refused', () => {
    // A 5 MB report: one line per broken link.
    writeFileSync(join(workspace, 'link-report.txt'), 'ERROR: docs/x.md → 404\n'.repeat(220_000))
    const settings = read({
      prompt: 'Fix the links the report names.',
      'context-file': 'link-report.txt',
      'context-limit': '30000'
    })
    expect(settings.context?.text.length).toBe(30_000)
    expect(settings.context?.cut).toBeGreaterThan(0)
  })
})

// Found by an attack, kept as a test (with the one above).
describe('context-file cut in the middle of a character', () => {
  it('keeps the text well-formed (no half of a surrogate pair sent)', () => {
    // 999 ASCII characters, then emoji: the cut at 1000 UTF-16 units falls inside the first one.
    writeFileSync(join(workspace, 'emoji.txt'), `${'a'.repeat(999)}${'😀'.repeat(1000)}`)
    const settings = read({
      prompt: 'Fix the links the report names.',
      'context-file': 'emoji.txt',
      'context-limit': '1000'
    })
    const text = settings.context?.text ?? ''
    expect(text.startsWith('a'.repeat(999))).toBe(true)
    expect(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.test(text)).toBe(false)
  })
})
