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

/** `secret` in lines of `width` characters, each after `prefix`. */
const wrap = (secret: string, width: number, prefix = ''): string =>
  (secret.match(new RegExp(`[^]{1,${width}}`, 'g')) ?? []).map((l) => `${prefix}${l}`).join('\n')

describe('a wrapped token right after a short mint_ identifier (no blank between) is redacted', () => {
  // In joined lines, the identifier's match runs into the token's first line, is cut at the
  // first joint (it ends with its line), and takes the token's prefix with it: the scan goes on
  // from the joint, where no prefix begins, and the token's other lines are never found.
  it.each([
    ['wrapped, a GitHub token after mint_docs_', 'mint_docs_', GHP, 20, ''],
    ['wrapped, a GitHub token after mint_docs-', 'mint_docs-', GHP, 20, ''],
    [
      'wrapped, a GitHub token after mint_docs and a zero-width space',
      'mint_docs\u200b',
      GHP,
      20,
      ''
    ],
    ['wrapped, a GitHub token after mint_docs and a colour code', 'mint_docs\x1b[0m', GHP, 20, ''],
    ['wrapped, a fine-grained token after mint_docs&zwj;', 'mint_docs&zwj;', PAT, 40, ''],
    ['wrapped in a patch, a GitHub token after mint_docs_', 'mint_docs_', GHP, 20, '+'],
    ["wrapped, another project's key (lines of 12) after mint_docs_", 'mint_docs_', OTHER, 12, ''],
    ["wrapped, another project's key (lines of 12) after mint_docs-", 'mint_docs-', OTHER, 12, '']
  ])('%s', (_name, before, secret, width, prefix) => {
    const text = `${prefix}${before}${wrap(secret, width, prefix).slice(prefix.length)}\nnext line`
    const shown = redactForAgent(text).replace(/\n\+?/g, '')
    expect(leftOf(shown, secret)).toEqual([])
    expect(shown).toContain('next line')
  })

  it('a GitHub token right after another GitHub token (side by side) is redacted', () => {
    const GHO = 'gho_Z9y8X7w6V5u4T3s2R1q0P9o8N7m6L5k4J3i2'
    expect(leftOf(redactForAgent(`${GHP}${GHO}`), GHO)).toEqual([])
  })

  it("another project's key right after a GitHub token (side by side) is redacted", () => {
    expect(leftOf(redactForAgent(`${GHP}${OTHER}`), OTHER)).toEqual([])
  })
})

describe('a GitHub token longer than 40 characters, wrapped, is redacted to its end', () => {
  // tokenEnd takes every gh?_ token to be 40 characters long where its lines join; a refresh token
  // (ghr_, 80 characters by some scanners' rules; GitHub does not promise 40) keeps its tail.
  it('a ghr_ refresh token of 80 characters in lines of 30', () => {
    const GHR = `ghr_${'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8S9t0U1v2W3x4Y5z6A7b8C9d0E1f2G3h4I5j6'}`
    expect(leftOf(redactForAgent(wrap(GHR, 30)).replaceAll('\n', ''), GHR)).toEqual([])
  })
})

describe("another project's key wrapped in lines under 13 characters is redacted whatever line follows", () => {
  // A key found alone (isKeyBody) in lines under 13 is read to the end of the match, which runs
  // into the next line's first word: `…9S` + `value` reads as words in camel case (`Svalue`), so
  // the key is taken for an identifier. About 3 in 10,000 random keys of 24 that are found alone
  // are missed this way with `value` on the next line (measured over a million).
  it.each([
    ['mint_g5k3clQevqvJknsouus9S', 7, 'more text'],
    ['mint_g5k3clQevqvJknsouus9S', 2, 'value'],
    ['mint_NvbkMbigwtVovAfxlcR6OiigT', 7, 'and so on'],
    ['mint_NvbkMbigwtVovAfxlcR6OiigT', 12, 'value']
  ])('%s in lines of %i, then "%s"', (secret, width, next) => {
    for (const prefix of ['', '+']) {
      const shown = redactForAgent(`${wrap(secret, width, prefix)}\n${prefix}${next}`)
      expect(leftOf(shown.replace(/\n\+?/g, ''), secret)).toEqual([])
    }
  })
})

describe('long identifiers of words in camel case with an acronym reach the agent as they are', () => {
  // Of 20 or more characters, two kinds (small and capital letters) and two capitals side by
  // side, they are taken for a key without the camel-case test: even the acronyms of the closed
  // list (URL, JSON, HTML, OAuth, API) that the README shows kept in mint_toBase64URL.
  it.each([
    'mint_isValidURLForCurrentUser',
    'mint_parseResponseAsJSONObject',
    'mint_handleOAuthCallbackError',
    'mint_convertMarkdownToHTMLString',
    'mint_loadUserSettingsFromAPI'
  ])('%s', (id) => {
    expect(redactForAgent(`if (${id}(page)) return`)).toBe(`if (${id}(page)) return`)
  })
})
