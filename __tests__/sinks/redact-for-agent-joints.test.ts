// Redaction on the way to the agent (src/sinks/for-agent.ts redactForAgent) of a secret cut
// over lines or literals (the README's "wrapped", "wrapped in a patch, quote or comment",
// "continued lines", "string literals" rows): right after a `mint_` identifier or another token
// (a shape found from the one into the secret is cut at the joint, and the scan goes on from
// there), over a patch's removed lines of a SQL comment, in Python's prefixed literals; and the
// text around such a token stays (an identifier concatenated before it, the next line's start).
import { describe, expect, it } from '@jest/globals'
import { redactForAgent, registerSecret } from '../../src/sinks/index.js'

const KEY = 'mint_Ab3dEf9hIjK1mNoPqR5tUvWxYz0123'
const GHP = 'ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8'
const GHO = 'gho_Z9y8X7w6V5u4T3s2R1q0P9o8N7m6L5k4J3i2'
const PAT = `github_pat_11ABCDEFG0123456789abc_${'Zq8RwX3vLp2TnY6kHs4JdF'.repeat(3).slice(0, 59)}`
/** Another project's key, of the shape the README describes (mixes digits, small and capitals). */
const OTHER = 'mint_Kp3QxW9rTz7LmN2vBc5H'
registerSecret(KEY)

/** `secret` in lines of `width` characters, each after `prefix`. */
const wrap = (secret: string, width: number, prefix = ''): string =>
  (secret.match(new RegExp(`[^]{1,${width}}`, 'g')) ?? []).map((l) => `${prefix}${l}`).join('\n')

/** What of `secret` is left, 8 characters in a row, in `shown` once `joints` are taken out. */
function leftOf(shown: string, secret: string, joints: readonly string[] = []): string[] {
  const flat = joints.reduce((text, joint) => text.replaceAll(joint, ''), shown)
  const left: string[] = []
  for (let i = 0; i + 8 <= secret.length; i++) {
    if (flat.includes(secret.slice(i, i + 8))) left.push(secret.slice(i, i + 8))
  }
  return left
}

describe('a token cut over lines or items right after a mint_ identifier or another token is redacted', () => {
  // In joined lines, the shape of another project's key (`mint_` then letters, digits, `_`, `-`)
  // runs from an identifier at the end of one line into the next; tokenEnd cuts it at the joint
  // and finds an identifier, no key; the scan of shapes goes on from the joint, not after the
  // whole match, so the token on the next lines is looked at. A token ending its line runs into
  // the `gh?` of the next one the same way. Rows: wrapped, wrapped in a patch, continued lines,
  // string literals on one line ("…", "…") and over lines; the README says `mint_config_value`
  // reaches the agent as it is, and the text before a secret is any text.
  it.each([
    [
      'wrapped, after a line that ends in mint_config_value',
      `mint_config_value\n${wrap(GHP, 12)}`,
      GHP,
      ['\n']
    ],
    [
      'wrapped in a patch, after an added line that ends in a mint_ identifier',
      `+const name = mint_config_value\n${wrap(GHP, 12, '+')}`,
      GHP,
      ['\n+']
    ],
    ['wrapped, after a line that holds another token', `${GHO}\n${wrap(GHP, 12)}`, GHP, ['\n']],
    [
      'a fine-grained token wrapped at 60, after a mint_ line',
      `mint_config_value\n${wrap(PAT, 60)}`,
      PAT,
      ['\n']
    ],
    [
      'continued with a backslash, after a mint_ line',
      `mint_config_value\n${GHP.slice(0, 12)}\\\n${GHP.slice(12)}`,
      GHP,
      ['\\\n']
    ],
    [
      'array items on one line, after a mint_ item',
      `["mint_config_value", "${GHP.slice(0, 12)}", "${GHP.slice(12)}"]`,
      GHP,
      ['", "']
    ],
    [
      'literals over lines, after a line that ends in a mint_ identifier',
      `x = mint_config_value\n"${GHP.slice(0, 12)}" +\n"${GHP.slice(12)}"`,
      GHP,
      ['" +\n"']
    ],
    [
      "another project's key wrapped under 13, after a mint_ line",
      `mint_sidebar_container\n${wrap(OTHER, 10)}`,
      OTHER,
      ['\n']
    ],
    [
      "another project's key wrapped under 13, after another such key",
      `mint_Zq8RwX3vLp2TnY6kHs4JdF\n${wrap(OTHER, 10)}`,
      OTHER,
      ['\n']
    ]
  ])('%s', (_form, text, secret, joints) => {
    expect(leftOf(redactForAgent(text), secret, joints)).toEqual([])
  })
})

describe("a secret wrapped over a patch's removed lines of a SQL comment is redacted", () => {
  // "wrapped in a patch, quote or comment: lines that begin with +, -, a space, … -- …": a
  // removed line of a SQL, Lua or Haskell comment begins `--- ` (the patch's `-`, then `-- `). The
  // code join drops a `-` before `-- ` as it drops one before other text, and then the `-- `.
  it('a GitHub token', () => {
    const text = wrap(GHP, 12, '--- ')
    expect(leftOf(redactForAgent(text), GHP, ['\n--- '])).toEqual([])
  })

  it('the API key', () => {
    const text = wrap(KEY, 6, '--- ')
    expect(leftOf(redactForAgent(text), KEY, ['\n--- '])).toEqual([])
  })
})

describe("Python's prefixed string literals side by side are joined", () => {
  // "string literals on one line: "…" "…"": Python's bytes (and raw, f-) literals side by side.
  it('a GitHub token in two Python bytes literals side by side', () => {
    const text = `token = b"${GHP.slice(0, 12)}" b"${GHP.slice(12)}"`
    expect(leftOf(redactForAgent(text), GHP, ['" b"'])).toEqual([])
  })
})

describe('text around a token found across a joint stays', () => {
  it('mint_config_value in a literal concatenated with a token is not redacted with it', () => {
    const shown = redactForAgent(`"mint_config_value" + "${GHP.slice(0, 12)}" + "${GHP.slice(12)}"`)
    expect(shown).toContain('mint_config_value')
  })

  it('the line after a short ghp_ placeholder keeps its first word', () => {
    // A shape found across a line break goes on to 40 characters, into the next line's code.
    const shown = redactForAgent('GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxx\nexport NEXT=value')
    expect(shown.split('\n')[1]).toBe('export NEXT=value')
  })
})
