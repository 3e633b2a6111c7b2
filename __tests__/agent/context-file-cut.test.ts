// Found by an attack, kept as a test. context-file is "cut to context-limit characters ... with a line saying how much was left out"
// (CHANGELOG, action.yml), and settings.ts says larger files "are cut to context-limit after
// reading at most" 4 MB. A link checker's report or a changelog an earlier step wrote can be
// larger than that: it is to be cut, not to fail the step and send nothing.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { readSettings } from '../../src/agent/settings.js'

const workspace = mkdtempSync(join(tmpdir(), 'attack-context-'))

function read(inputs: Record<string, string>) {
  const all: Record<string, string> = {
    wait: 'true',
    timeout: '30m',
    'poll-interval': '5s',
    'max-poll-interval': '30s',
    'fail-on': 'failed,timeout',
    comment: 'false',
    'github-token': 'ghs_token',
    'trigger-phrase': '/docs-agent',
    'api-url': 'https://api.mintlify.com',
    'pr-comment': 'false',
    'context-limit': '30000',
    'dry-run': 'false',
    'max-turns': '5',
    'api-key': 'mint_key',
    'project-id': 'proj',
    prompt: 'Fix the links the report names.',
    ...inputs
  }
  return readSettings((name) => all[name] ?? '', { workspace })
}

describe('context-file larger than the read limit', () => {
  it('is cut to context-limit with the rest counted, not refused', () => {
    // A 5 MB report: one line per broken link.
    writeFileSync(join(workspace, 'link-report.txt'), 'ERROR: docs/x.md → 404\n'.repeat(220_000))
    const settings = read({ 'context-file': 'link-report.txt', 'context-limit': '30000' })
    expect(settings.context?.text.length).toBe(30_000)
    expect(settings.context?.cut).toBeGreaterThan(0)
  })
})

describe('context-file cut in the middle of a character', () => {
  it('keeps the text well-formed (no half of a surrogate pair sent)', () => {
    // 999 ASCII characters, then emoji: the cut at 1000 UTF-16 units falls inside the first one.
    writeFileSync(join(workspace, 'emoji.txt'), `${'a'.repeat(999)}${'😀'.repeat(1000)}`)
    const settings = read({ 'context-file': 'emoji.txt', 'context-limit': '1000' })
    const text = settings.context?.text ?? ''
    expect(text.startsWith('a'.repeat(999))).toBe(true)
    expect(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.test(text)).toBe(false)
  })
})
