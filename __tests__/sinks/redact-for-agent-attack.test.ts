// Attacks on the promise that the API key and tokens of known shapes never reach the agent's
// prompt (src/sinks/index.ts redactForAgent: secrets.ts redact, quote.ts redactTokens). Each
// case writes a secret in a form a file, a debug dump or an issue could hold; the prompt must
// not give it to the agent. Tests marked "held" pass today and pin what works.
import { describe, expect, it } from '@jest/globals'
import { redactForAgent, registerSecret } from '../../src/sinks/index.js'

const KEY = 'mint_Ab3dEf9hIjK1mNoPqR5tUvWxYz0123'
const GHP = `ghp_${'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8'}`
registerSecret(KEY)

const bytes = (s: string) => [...Buffer.from(s)]
const hex2 = (b: number) => b.toString(16).padStart(2, '0')
/** RFC 4648 base32, no padding. */
const base32 = (s: string): string => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  const bits = bytes(s).map((b) => b.toString(2).padStart(8, '0')).join('')
  let out = ''
  for (let i = 0; i < bits.length; i += 5) out += alphabet[parseInt(bits.slice(i, i + 5).padEnd(5, '0'), 2)]
  return out
}
/** The secret's characters, none left in a run that a piece match or a shape match would see. */
const leaksKey = (shown: string): boolean => !shown.includes('***')

describe('the API key never reaches the agent', () => {
  it('held: in upper-case hex', () => {
    expect(redactForAgent(`k=${Buffer.from(KEY).toString('hex').toUpperCase()}`)).toBe('k=***')
  })

  it.each([
    ['\\x escapes (C, Python, shell printf)', bytes(KEY).map((b) => `\\x${hex2(b)}`).join('')],
    ['\\U escapes of 8 digits (Python)', [...KEY].map((c) => `\\U${c.charCodeAt(0).toString(16).padStart(8, '0')}`).join('')],
    ['\\u{…} escapes (JavaScript, Rust)', [...KEY].map((c) => `\\u{${c.charCodeAt(0).toString(16)}}`).join('')],
    ['hex bytes separated by spaces (xxd, od, a debugger)', bytes(KEY).map(hex2).join(' ')],
    ['hex bytes separated by colons', bytes(KEY).map(hex2).join(':')],
    ['HTML decimal entities', [...KEY].map((c) => `&#${c.charCodeAt(0)};`).join('')],
    ['a zero-width space between every character', [...KEY].join('\u200b')],
    ['lines of 7 characters (each below PIECE)', KEY.match(/.{1,7}/g)!.join('\n')],
    ['base32', base32(KEY)]
  ])('written as %s', (_form, written) => {
    const shown = redactForAgent(`debug: ${written} end`)
    expect(leaksKey(shown)).toBe(false)
  })
})

describe('a GitHub token of a known shape never reaches the agent', () => {
  it.each([
    ['after =', `token=${GHP}`],
    ['after :', `x-access-token:${GHP}`],
    ['in quotes', `"${GHP}"`]
  ])('held: %s', (_where, text) => {
    expect(redactForAgent(text)).not.toContain(GHP.slice(4))
  })

  it.each([
    ['a zero-width space inside', `${GHP.slice(0, 10)}\u200b${GHP.slice(10)}`],
    ['a zero-width joiner after the prefix', `${GHP.slice(0, 4)}\u200d${GHP.slice(4)}`],
    ['a bidi override inside', `${GHP.slice(0, 12)}\u202e${GHP.slice(12)}`],
    ['a soft hyphen inside', `${GHP.slice(0, 12)}\u00ad${GHP.slice(12)}`],
    ['split over two lines of a patch', `+const t = "${GHP.slice(0, 20)}" +\n+  "${GHP.slice(20)}"`],
    ['its _ percent-encoded', GHP.replace('_', '%5F')],
    ['its _ as an HTML entity', GHP.replace('_', '&#95;')],
    ['its _ as a JSON \\u escape', GHP.replace('_', '\\u005f')],
    ['in hex', Buffer.from(GHP).toString('hex')],
    ['in base64 after a path segment', `https://example.com/auth/${Buffer.from(GHP).toString('base64')}`],
    ['in base64 of user:token right after a word character', `Basic_${Buffer.from(`u:${GHP}`).toString('base64')}`],
    ['in base64 wrapped at 12 columns', Buffer.from(GHP).toString('base64').replace(/(.{12})/g, '$1\n')]
  ])('with %s', (_form, text) => {
    const shown = redactForAgent(text)
    // The token's random part must not be recoverable: not as is, nor in the encoding given.
    expect(shown).toContain('***')
  })
})
