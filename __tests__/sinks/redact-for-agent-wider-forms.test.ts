// Redaction on the way to the agent (src/sinks/for-agent.ts redactForAgent): forms of the
// README's table tried wider than the property test's generators make them
// (__tests__/support/secret-forms.ts), and inputs made to be costly at the prompt's size.
import { describe, expect, it } from '@jest/globals'
import { redactForAgent, registerSecret } from '../../src/sinks/index.js'
import { base32 } from '../support/secret-encodings.js'
import { GHP, KEY, leftOf as leftOf8, OTHER, PAT, wrap } from '../support/redaction-checks.js'

registerSecret(KEY)

/** Windows of 6 characters of `secret` left in `shown` once `joints` are taken out. */
const leftOf = (shown: string, secret: string, joints: readonly string[] = []): string[] =>
  leftOf8(shown, secret, joints, 6)

describe('wrapped, at every width (the generator stops at 40)', () => {
  const JOINTS = ['\n', '\r\n', ' \n  ', '\t\n', '\\n', '\r', '\\r\\n']
  const PREFIXES = ['+', '-', ' ', '+  ', '> ', '// ', '# ', ' * ', '-- ', '; ', '+-- ', '-// ', '-# ', '+> '] // prettier-ignore
  it.each([
    ['a fine-grained token', PAT, PAT.length],
    ['the API key', KEY, KEY.length],
    ["another project's key", OTHER, 12]
  ])('%s, every width, joint and line prefix, with text around', (_kind, secret, most) => {
    const left: string[] = []
    for (let width = 1; width <= most; width++) {
      for (const joint of JOINTS) {
        for (const [before, after] of [
          ['', ''],
          ['token: ', '\nconst value = 1']
        ]) {
          const text = `${before}${wrap(secret, width, '', joint)}${after}`
          if (leftOf(redactForAgent(text), secret, [joint]).length) left.push(JSON.stringify(text))
        }
      }
      for (const prefix of PREFIXES) {
        const text = wrap(secret, width, prefix)
        if (leftOf(redactForAgent(text), secret, [`\n${prefix}`]).length) left.push(JSON.stringify(text)) // prettier-ignore
      }
    }
    expect(left).toEqual([])
  })
})

describe('string literals, in every quote and style of operator (the generator has only ")', () => {
  const glues = (q: string): string[] => [
    `${q} + ${q}`,
    `${q}+${q}`,
    `${q}\t+\t${q}`,
    `${q} ${q}`,
    `${q}${q}`,
    `${q} . ${q}`,
    `${q} .. ${q}`,
    `${q} & ${q}`,
    `${q} || ${q}`,
    `${q}, ${q}`, // prettier-ignore
    `${q} +\n${q}`,
    `${q} +\n+  ${q}`,
    `${q} +\r\n    ${q}`,
    `${q}\n  + ${q}`,
    `${q}\n+    + ${q}`,
    `${q} .\n    ${q}`,
    `${q} \\\n  ${q}`,
    `${q} ||\n  ${q}`,
    `${q},\n  ${q}`,
    `${q}\n  ${q}` // prettier-ignore
  ]
  it.each([
    ['a GitHub token', GHP],
    ['the API key', KEY],
    ["another project's key", OTHER]
  ])('%s cut at several places, in several contexts', (kind, secret) => {
    const left: string[] = []
    for (const q of ['"', "'", '`']) {
      for (const glue of glues(q)) {
        if (kind === "another project's key" && glue.includes(',')) continue
        for (const [pre, post] of [
          ['', ''],
          ['x = ', ';'],
          ['f(', ')'],
          ['+  const t = ', ';']
        ]) {
          for (const cuts of [[5], [12], [3, 10, 17], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]]) {
            const at = [0, ...cuts, secret.length]
            const pieces = at.slice(1).map((end, i) => secret.slice(at[i], end))
            const text = `${pre}${q}${pieces.join(glue)}${q}${post}`
            if (leftOf(redactForAgent(text), secret, [glue]).length) left.push(JSON.stringify(text))
          }
        }
      }
    }
    expect(left).toEqual([])
  })
})

describe('hex, base64 and base32 in shapes the generator does not make', () => {
  const bytes = (lead: string, secret: string) => Buffer.from(`${lead}${secret}`)
  const forms = (b: Buffer): string[] => {
    const hex = [...b].map((x) => x.toString(16).padStart(2, '0'))
    const b64 = b.toString('base64')
    const b32 = base32(b)
    return [
      hex.map((x, i) => (i % 2 ? x.toUpperCase() : x)).join(''),
      hex.map((x) => `0X${x.toUpperCase()}`).join(', '),
      hex.map((x) => `0x${x}`).join(',\n    '),
      wrap(hex.join(' '), 17, '-'),
      wrap(hex.join(''), 31, ' ', '\r\n'),
      `data:text/plain;base64,${b64}`,
      wrap(b64, 19, '-'),
      wrap(b64, 64, '+    '),
      wrap(b.toString('base64url'), 7, ' ', '\r\n'),
      encodeURIComponent(b64).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()),
      `${b32}${'='.repeat((8 - (b32.length % 8)) % 8)}`,
      wrap(b32.toLowerCase(), 13, '', '\r\n'),
      wrap(b32, 16, '+')
    ]
  }
  it.each([
    ['8 characters of the API key', KEY.slice(9, 17)],
    ['the API key', KEY],
    ['a GitHub token', GHP],
    ['a fine-grained token', PAT],
    ["another project's key", OTHER]
  ])('%s, after 0 to 6 bytes of other text', (_kind, secret) => {
    const left: string[] = []
    for (const lead of ['', 'u', 'u:', 'u:x', 'KEY=', '{"t":"', 'Bearer ']) {
      for (const form of forms(bytes(lead, secret))) {
        const shown = redactForAgent(`see ${form} end`)
        if (!shown.includes('***')) left.push(JSON.stringify(form))
      }
    }
    expect(left).toEqual([])
  })
})

// What these forms cost is measured by `npm run bench` (bench/redaction.ts, its costly inputs),
// as ratios and growth, not timed here: a wall-clock bound in a test fails on a loaded machine.
