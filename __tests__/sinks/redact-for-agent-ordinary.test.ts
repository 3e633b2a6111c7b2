// Redaction on the way to the agent (src/sinks/for-agent.ts redactForAgent), from the attack of
// issue #27 §4: ordinary text (identifiers with mint_ in them, prose about keys, marks before a
// token, data of every encoding) comes back as it was.
import { createHash } from 'node:crypto'
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { redactForAgent, registerSecret } from '../../src/sinks/index.js'
import { FC_OPTIONS } from '../support/hostile-text.js'

const KEY = 'mint_Ab3dEf9hIjK1mNoPqR5tUvWxYz0123'
const GHP = 'ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8'
registerSecret(KEY)

describe('ordinary text reaches the agent as it was', () => {
  it.each([
    ['a Rust function mint_new_tokens', 'pub fn mint_new_tokens(owner: &Address) -> Result<()> {'],
    [
      'a Solidity function mint_batch_ids',
      'function mint_batch_ids(uint256[] calldata ids) external {}'
    ],
    [
      'Python functions mint_nft_for_owner, mint_token_batch',
      'def mint_nft_for_owner(owner):\n    return mint_token_batch(owner)'
    ],
    [
      'YAML keys mint_config_version, mint_json_schema',
      'mint_config_version: 3\nmint_json_schema: ./mint.json'
    ],
    ['a CSS class mint_sidebar-container', '<div class="mint_sidebar-container">'],
    ['peppermint_flavoured', 'She ordered peppermint_flavoured tea.'],
    // snake_case words that end in `ghs` (highs_, weighs_): a `ghs_` outside the 2026 format is
    // letters and digits, so the words after it are no token.
    ['a pytest name with highs_', 'def test_daily_highs_are_computed_from_intraday_data():'],
    ['a Python function with highs_', 'df = compute_highs_and_lows_by_region_and_year(prices)'],
    ['a method with weighs_', 'assert package.weighs_less_than_the_configured_limit()'],
    ['a variable with highs_', 'const highs_for_the_selected_period = rows.map((r) => r.high)'],
    ['an image path with thighs_', '![legs](static/images/thighs_and_legs_workout-2024.png)'],
    ['a camelCase mint_getConfigValue', 'const v = mint_getConfigurationValueForOwner(owner)'],
    ['words with a version: mint_v2_batch, mint_erc721_tokens, mint_v2NewToken', 'mint_v2_batch(); mint_erc721_tokens(); mint_v2NewToken()'], // prettier-ignore
    // Words of two letters, a numeronym capitalised, acronyms that are words of code.
    ['a word of two letters: mint_uploadToS3', 'await mint_uploadToS3(file)'],
    ['a capitalised numeronym: mint_loadI18nFiles', 'const files = mint_loadI18nFiles(locale)'],
    ['OAuth: mint_getOAuth2Token', 'const token = await mint_getOAuth2Token(client)'],
    ['an acronym at the end: mint_toBase64URL', 'return mint_toBase64URL(bytes)']
  ])('%s (an identifier with a prefix in it) stays as it was', (_what, text) => {
    expect(redactForAgent(text)).toBe(text)
  })

  it('no identifier of ordinary words (snake, kebab or camel case) that begins with mint_ is redacted', () => {
    const words = ['new', 'token', 'batch', 'config', 'owner', 'supply', 'limit', 'for', 'nft', 'v2'] // prettier-ignore
    const capital = (w: string): string => `${w[0]!.toUpperCase()}${w.slice(1)}`
    const identifier = fc
      .tuple(fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 6 }), fc.nat(2))
      .map(([parts, style]) => `mint_${[parts.join('_'), parts.join('-'), parts.map((p, i) => (i ? capital(p) : p)).join('')][style]}`) // prettier-ignore
    fc.assert(
      fc.property(identifier, (name) => {
        const line = `  ${name}(owner, 1)`
        expect(redactForAgent(line)).toBe(line)
      }),
      FC_OPTIONS
    )
  })

  it('prose wrapped right after the prefix mint_ stays as it was', () => {
    // The docs this agent writes describe the platform's keys; a paragraph wrapped at a width.
    const text =
      'Admin API keys of the platform start with mint_\nfollowed by 32 letters and digits.'
    expect(redactForAgent(text)).toBe(text)
  })

  it.each([
    ['Thai with its vowel and tone marks (no spaces between words)', 'โทเค็นที่', 'โทเค็นที่***'],
    [
      'Japanese in NFD (a macOS file name)',
      'トークンが'.normalize('NFD'),
      `${'トークンが'.normalize('NFD')}***`
    ],
    ['a decomposed é', 'cafe\u0301', 'cafe\u0301***'],
    ['an emoji with its variation selector', '🔑\ufe0f', '🔑\ufe0f***']
  ])('%s right before a token keeps its last characters', (_what, before, shown) => {
    expect(redactForAgent(`${before}${GHP}`)).toBe(shown)
  })

  describe('data of every encoding', () => {
    const seeded = (seed: number, length: number): Buffer => {
      const out: Buffer[] = []
      for (let i = 0; out.length * 32 < length; i++) {
        out.push(createHash('sha256').update(`${seed}:${i}`).digest())
      }
      return Buffer.concat(out).subarray(0, length)
    }
    it.each([
      ['UUIDs', Array.from({ length: 200 }, (_, i) => seeded(i, 16).toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-')).join('\n')], // prettier-ignore
      ['commit ids', Array.from({ length: 200 }, (_, i) => createHash('sha1').update(String(i)).digest('hex')).join('\n')], // prettier-ignore
      ['a lock file`s integrity lines', Array.from({ length: 100 }, (_, i) => `      "integrity": "sha512-${seeded(i, 64).toString('base64')}",`).join('\n')], // prettier-ignore
      [
        'a base64 image',
        `<img src="data:image/png;base64,${seeded(7, 60_000).toString('base64')}">`
      ],
      ['a base64url blob', seeded(8, 60_000).toString('base64url')],
      ['a hex blob', seeded(9, 40_000).toString('hex')],
      ['minified JavaScript', '!function(e,t){"use strict";var n=e.document,r=Object.getPrototypeOf,i=[].slice,o=function(e){return null!=e&&e===e.window};t.ghPages=function(a,b){return a.gh_pages_url+b}}(window,{});'], // prettier-ignore
      ['prose in other scripts', 'Документация обновлена. 文档已更新。 ドキュメントを更新しました。 تم تحديث الوثائق. दस्तावेज़ अपडेट किया गया।'], // prettier-ignore
      [
        'a token prefix in prose followed by words',
        'Tokens begin with ghp_ or github_pat_ and keys with mint_ then letters.'
      ]
    ])('%s', (_what, text) => {
      expect(redactForAgent(text)).toBe(text)
    })

    it('generated base64, hex and base32 of random bytes, one a line, come back as they were', () => {
      const line = fc
        .tuple(
          fc.uint8Array({ minLength: 8, maxLength: 120 }),
          fc.constantFrom('base64', 'base64url', 'hex')
        ) // prettier-ignore
        .map(([bytes, enc]) => Buffer.from(bytes).toString(enc as BufferEncoding))
      fc.assert(
        fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), (lines) => {
          const text = lines.join('\n')
          expect(redactForAgent(text)).toBe(text)
        }),
        FC_OPTIONS
      )
    })
  })
})
