// The fourth attack on the redaction on the way to the agent (src/sinks/for-agent.ts
// redactForAgent): finds in forms the README's table lists, each pinned by a test that fails.
//
// 1. "as it is" (and every row whose view has no joint: base64, hex…): a match reads at most 256
//    characters and, in a view without joints, the scan goes on after the whole match. A token
//    glued by `_` or `-` to a `mint_` identifier (or glued to another token) is read as part of
//    the identifier's match; where the cap falls inside the token, its prefix is eaten and what
//    follows the cap is never looked at again: the token, or its last characters, reach the agent.
// 2. Identifiers of ordinary words in camel case with a number of 3 or more digits, or a digit
//    before an acronym (`toSHA256`, `render3DModel`), are taken for another project's key.
import { describe, expect, it } from '@jest/globals'
import { redactForAgent } from '../../src/sinks/index.js'

const GHP = 'ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8'
const PAT = `github_pat_11ABCDEFG0123456789abc_${'Zq8RwX3vLp2TnY6kHs4JdF'.repeat(3).slice(0, 59)}`
/** Another project's key, of the shape the README describes. */
const OTHER = 'mint_Kp3QxW9rTz7LmN2vBc5H'

/** Runs of 8 characters of `secret` left in `shown`. */
const leftOf = (shown: string, secret: string): string[] =>
  Array.from({ length: secret.length - 7 }, (_, i) => secret.slice(i, i + 8)).filter((piece) =>
    shown.includes(piece)
  )

/** A `mint_` identifier of words of `length` characters, ending with `glue`. */
const identifier = (length: number, glue: string): string =>
  `mint_${`config${glue}`.repeat(80).slice(0, length - 6)}${glue}`

describe('a token glued to a long mint_ identifier or to another token is redacted (as it is)', () => {
  it.each([
    [
      'a GitHub token after a snake_case mint_ identifier of 257 characters',
      identifier(257, '_'),
      GHP
    ],
    ['a GitHub token after a kebab mint_ identifier of 240 characters', identifier(240, '-'), GHP],
    ['a fine-grained token after a mint_ identifier of 200 characters', identifier(200, '_'), PAT],
    [
      "another project's key after a mint_ identifier of 257 characters",
      identifier(257, '_'),
      OTHER
    ]
  ])('%s', (_name, before, secret) => {
    const shown = redactForAgent(`${before}${secret}`)
    expect(leftOf(shown, secret)).toEqual([])
  })

  it('a fine-grained token right after a GitHub token (two tokens side by side) is redacted', () => {
    const shown = redactForAgent(`${GHP}${PAT}`)
    expect(leftOf(shown, PAT)).toEqual([])
  })

  it('a GitHub token glued to a mint_ identifier inside base64 is redacted', () => {
    const encoded = Buffer.from(`${identifier(257, '_')}${GHP}`).toString('base64')
    const shown = redactForAgent(`data: ${encoded}`)
    // The last 48 characters of the base64 are the token's last 36 bytes alone.
    expect(shown).not.toContain(encoded.slice(-48))
  })

  it('at no length of the identifier before it does a GitHub token survive', () => {
    const leaking = Array.from({ length: 393 }, (_, i) => i + 13).filter(
      (length) => leftOf(redactForAgent(`${identifier(length, '_')}${GHP}`), GHP).length > 0
    )
    expect(leaking).toEqual([])
  })
})

describe('identifiers of ordinary words in camel case reach the agent as they are', () => {
  it.each([
    'mint_toSHA256',
    'mint_parseISO8601Date',
    'mint_render3DModel',
    'mint_runE2ETests',
    'mint_is2FAEnabled',
    'mint_toUTF16LE'
  ])('%s', (id) => {
    expect(redactForAgent(`const handler = ${id}(input)`)).toBe(`const handler = ${id}(input)`)
  })
})
