// Redaction on the way to the agent (src/sinks/for-agent.ts redactForAgent) of a token next to
// another thing or cut over lines or literals (the README's "as it is", "wrapped", "wrapped in a
// patch, quote or comment", "continued lines", "string literals" rows): glued to a `mint_`
// identifier of any length or to another token, right after one across a line, longer than 40
// or than a key is read at once, another project's key wrapped under 13 before any line, over a
// patch's removed lines of a SQL comment, in Python's prefixed literals; and the text around
// such a token stays (an identifier before it, the next line).
import { describe, expect, it } from '@jest/globals'
import { redactForAgent, registerSecret } from '../../src/sinks/index.js'
import { GHO, GHP, KEY, leftOf, OTHER, PAT, wrap } from '../support/redaction-checks.js'

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

registerSecret(KEY)

describe('a token cut over lines or items right after a mint_ identifier or another token is redacted', () => {
  // In joined lines, the shape of another project's key (`mint_` then letters, digits, `_`, `-`)
  // runs from an identifier at the end of one line into the next, and a token ending its line
  // into the `gh?` of the next one: each token is read from its own prefix. Rows: wrapped,
  // wrapped in a patch, continued lines, string literals on one line ("…", "…") and over lines;
  // the README says `mint_config_value` reaches the agent as it is, and the text before a secret
  // is any text.
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

/** A `mint_` identifier of words of `length` characters, ending with `glue`. */
const identifier = (length: number, glue: string): string =>
  `mint_${`config${glue}`.repeat(80).slice(0, length - 6)}${glue}`

describe('a token glued to a mint_ identifier of any length or to another token is redacted', () => {
  // "as it is" (and the rows whose view has no joint: base64, hex…): each token is read from its
  // own prefix, so no identifier before it, however long, takes its prefix.
  it.each([
    ['a GitHub token after a snake_case identifier of 257', identifier(257, '_'), GHP],
    ['a GitHub token after a kebab identifier of 240', identifier(240, '-'), GHP],
    ['a fine-grained token after an identifier of 200', identifier(200, '_'), PAT],
    ["another project's key after an identifier of 257", identifier(257, '_'), OTHER],
    ['a fine-grained token right after a GitHub token', GHP, PAT],
    ['a GitHub token right after another', GHP, GHO],
    ["another project's key right after a GitHub token", GHP, OTHER]
  ])('%s', (_name, before, secret) => {
    expect(leftOf(redactForAgent(`${before}${secret}`), secret)).toEqual([])
  })

  it('a GitHub token glued to a mint_ identifier inside base64', () => {
    const encoded = Buffer.from(`${identifier(257, '_')}${GHP}`).toString('base64')
    // The last 48 characters of the base64 are the token's last 36 bytes alone.
    expect(redactForAgent(`data: ${encoded}`)).not.toContain(encoded.slice(-48))
  })

  it('a GitHub token after a mint_ identifier of each length from 13 to 405', () => {
    const leaking = Array.from({ length: 393 }, (_, i) => i + 13).filter(
      (length) => leftOf(redactForAgent(`${identifier(length, '_')}${GHP}`), GHP).length > 0
    )
    expect(leaking).toEqual([])
  })
})

describe('a wrapped token right after a short mint_ identifier (no blank between) is redacted, the next line kept', () => {
  it.each([
    ['a GitHub token after mint_docs_', 'mint_docs_', GHP, 20, ''],
    ['a GitHub token after mint_docs-', 'mint_docs-', GHP, 20, ''],
    ['a GitHub token after mint_docs and a zero-width space', 'mint_docs\u200b', GHP, 20, ''],
    ['a GitHub token after mint_docs and a colour code', 'mint_docs\x1b[0m', GHP, 20, ''],
    ['a fine-grained token after mint_docs&zwj;', 'mint_docs&zwj;', PAT, 40, ''],
    ['in a patch, a GitHub token after mint_docs_', 'mint_docs_', GHP, 20, '+'],
    ["another project's key in lines of 12 after mint_docs_", 'mint_docs_', OTHER, 12, ''],
    ["another project's key in lines of 12 after mint_docs-", 'mint_docs-', OTHER, 12, '']
  ])('%s', (_name, before, secret, width, prefix) => {
    const text = `${prefix}${before}${wrap(secret, width, prefix).slice(prefix.length)}\nnext line`
    const shown = redactForAgent(text).replace(/\n\+?/g, '')
    expect(leftOf(shown, secret)).toEqual([])
    expect(shown).toContain('next line')
  })
})

it('a GitHub token longer than 40 (a refresh token of 76) wrapped in lines of 30 is redacted to its end', () => {
  // GitHub fixes no length: a token goes on over lines until as long as GitHub issues one.
  const GHR = `ghr_${'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8S9t0U1v2W3x4Y5z6A7b8C9d0E1f2G3h4I5j6'}`
  expect(leftOf(redactForAgent(wrap(GHR, 30)), GHR, ['\n'])).toEqual([])
})

it("another project's key longer than a key is read at once (300 characters) is redacted to its end", () => {
  const long = `mint_${'Kp3QxW9rTz7LmN2vBc5H'.repeat(15)}`
  expect(redactForAgent(`key: ${long} end`)).toBe('key: *** end')
})

describe("another project's key wrapped in lines under 13 is redacted whatever line follows", () => {
  // The next line's first word read with the key may make it words in camel case (`…9S` and
  // `value`): the key is tested at each line it may end with.
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

describe('a GitHub token longer than GitHub issues, wrapped in lines as long as each other, is redacted as far as GitHub issues one', () => {
  // README: wrapped, a GitHub token goes on over lines as long as the one before until it is as
  // long as GitHub issues one (40, a ghr_ 80, a github_pat_ 93), and ends there: the next line of
  // as long a wrapping may be other text. A longer one's rest is not covered (none is issued).
  // Letters and digits that repeat no run of 8 (the rest left must not hold a piece of the start).
  const body = (n: number) =>
    Array.from({ length: n }, (_, i) => ALNUM[(i * 7 + ((i * i) % 13)) % ALNUM.length]).join('')
  it.each([
    ['ghp_ of 60 in lines of 20', `ghp_${body(56)}`, 20, 40],
    ['ghp_ of 100 in lines of 50', `ghp_${body(96)}`, 50, 40],
    ['ghp_ of 255 in lines of 64', `ghp_${body(251)}`, 64, 40],
    ['ghs_ of 120 in lines of 40', `ghs_${body(116)}`, 40, 40],
    ['github_pat_ of 200 in lines of 100', `github_pat_${body(22)}_${body(166)}`, 100, 93]
  ])('%s', (_what, token, width, issued) => {
    const shown = redactForAgent(wrap(token, width))
    expect(leftOf(shown, token.slice(0, issued), ['\n'])).toEqual([])
  })
})

describe('a token whose body holds another prefix, cut right before that prefix, is redacted whole', () => {
  // Found by the sixth attack. A token whose random body holds another prefix is read again
  // through it only when glued to it (tokens.ts findTokens); cut right before it (a line's end, a
  // `\`, `" + "`, an item's `", "`), the two are not side by side in the text and the read-through
  // is skipped: the first piece is too short to be a token of its own (a fine-grained token's 30,
  // under 31) or the second ends at once (ghp_ then -), and that piece reaches the agent. README:
  // "wrapped", "continued lines", "string literals on one line" rows, ✓ for a GitHub token; an
  // installation token of 2026 "is found too, on one line or cut into a list's items on it".
  const part = (seed: string, length: number): string =>
    Buffer.from(seed.repeat(length)).toString('base64url').slice(0, length)
  const PAT_INNER = `github_pat_11ABCDEFG0123456789ghp_${'Zq8RwX3vLp2TnY6kHs4JdF'.repeat(3).slice(0, 59)}`
  const GHS_INNER = `ghs_1234567_${part('{"alg":"RS256"}', 36)}.${part('{"iss":"x","exp":1}', 200)}ghp_-${part('{"iss":"y","exp":2}', 200)}.${part('sig', 342)}` // prettier-ignore
  const cut = (token: string) => [token.slice(0, token.indexOf('ghp_')), token.slice(token.indexOf('ghp_'))] // prettier-ignore
  it.each([
    ['a fine-grained token wrapped', PAT_INNER, (a: string, b: string) => `${a}\n${b}`],
    [
      'a fine-grained token wrapped in a patch',
      PAT_INNER,
      (a: string, b: string) => `+${a}\n+${b}`
    ],
    ['a fine-grained token continued with \\', PAT_INNER, (a: string, b: string) => `${a}\\\n${b}`],
    [
      'a fine-grained token in literals "…" + "…"',
      PAT_INNER,
      (a: string, b: string) => `t = "${a}" + "${b}"`
    ],
    [
      'an installation token of 2026 in literals "…" + "…"',
      GHS_INNER,
      (a: string, b: string) => `t = "${a}" + "${b}"`
    ],
    [
      'an installation token of 2026 in a list\'s items "…", "…"',
      GHS_INNER,
      (a: string, b: string) => `t = ["${a}", "${b}"]`
    ],
    [
      'an installation token of 2026 continued with \\',
      GHS_INNER,
      (a: string, b: string) => `${a}\\\n${b}`
    ]
  ])('%s', (_name, token, write) => {
    const [a, b] = cut(token)
    expect(leftOf(redactForAgent(write(a!, b!)), token)).toEqual([])
  })
})

describe("another project's key whose body holds another prefix, glued after a long mint_ identifier, is redacted whole", () => {
  // Found by the sixth attack. README: "Each token is read from its own prefix, so one glued to
  // another or to an identifier of any length is found." The identifier is read through the key
  // glued to it to 256 characters (a key's most) and is no key there; it marks the row read
  // through (readThrough) past the key's prefix, so the key is not read through its inner ghp_:
  // its piece before it is a key, and the rest from ghp_ (ghp_x then -) reaches the agent. The
  // same key after a short identifier, or alone, is redacted whole.
  const KEY_INNER = 'mint_Kp3QxW9rTz7Lghp_x-Wm4NbV8cR2tY6uE1oP0aS'
  it.each([245, 248, 250, 252, 255])('after an identifier of %i', (length) => {
    expect(leftOf(redactForAgent(`${identifier(length, '_')}${KEY_INNER}`), KEY_INNER)).toEqual([])
  })
})

describe('text glued after a token or after a list item that holds one stays', () => {
  // Found by the sixth attack (over-redaction). README: `mint_getConfigValue`, `mint_config_value`
  // "in code reaches the agent as it is". A GitHub token glued to the next prefix is read through
  // it (tokens.ts findTokens), so the `mint` of an identifier glued after the token goes with it
  // (`***_getConfigValue`; before the read-through, `***mint_getConfigValue`).
  it.each([
    ['mint_getConfigValue', `${GHP}mint_getConfigValue`],
    ['mint_config_value', `x = ${GHP}mint_config_value;`]
  ])('%s glued after a GitHub token keeps its mint_', (name, text) => {
    expect(redactForAgent(text)).toContain(name)
  })

  // An installation token of 2026 goes on over a list's items (tokens.ts `overItems`) and may end
  // at any of them; the farthest is taken: every item and argument after it on its line is
  // redacted with it (`f("ghs_…", "other", "value")` → `f("***", "***", "***")`).
  it('the items after a whole installation token of 2026 on its line stay', () => {
    const part = (seed: string, length: number): string =>
      Buffer.from(seed.repeat(length)).toString('base64url').slice(0, length)
    // An RS256 signature is 342 characters of base64url.
    const GHS = `ghs_1234567_${part('{"alg":"RS256"}', 36)}.${part('{"iss":"x","exp":1}', 420)}.${part('sig', 342)}` // prettier-ignore
    expect(redactForAgent(`request("${GHS}", "readme", "helloWorld")`)).toBe(
      'request("***", "readme", "helloWorld")'
    )
  })
})

describe('the line after an installation token of 2026 longer than a read stays', () => {
  // Found by the seventh attack. A token read to its bound (THROUGH, 1024) goes on to its
  // characters' end (tokens.ts findTokens): in joined lines that end is past the line's end, so
  // the next line's first word, glued to the token in the join, is redacted with it; an item
  // after the token on its line too (the README: an installation token "ends with its first line",
  // and the items after one whose JWT is signed stay). A JWT with many claims is longer than 1024.
  const part = (seed: string, length: number): string =>
    Buffer.from(seed.repeat(length)).toString('base64url').slice(0, length)
  const GHS = `ghs_1234567_${part('{"alg":"RS256"}', 36)}.${part('{"iss":"x","exp":1}', 800)}.${part('sig', 342)}` // prettier-ignore
  it('the next line of an environment file stays', () => {
    expect(redactForAgent(`TOKEN=${GHS}\nOTHER_VALUE=1`)).toBe('TOKEN=***\nOTHER_VALUE=1')
  })

  it('the next line of a patch stays', () => {
    expect(redactForAgent(`+TOKEN=${GHS}\n+readme_section-title`)).toBe(
      '+TOKEN=***\n+readme_section-title'
    )
  })

  it('the items after it on its line stay', () => {
    expect(redactForAgent(`request("${GHS}", "readme", "helloWorld")`)).toBe(
      'request("***", "readme", "helloWorld")'
    )
  })
})

describe('a mint_ identifier that begins the line after a short token stays', () => {
  // Found by the seventh attack. A fine-grained token goes on through a prefix glued inside it
  // until 93, an installation token of 2026 always (tokens.ts Shape.through); in joined lines the
  // next line's first word is glued to the token, so a token shorter than a whole one at a line's
  // end (a placeholder, one cut short in docs) reads on through the `mint_` of the next line's
  // identifier, and the identifier of words is redacted with it (README: `mint_getConfigValue` in
  // code reaches the agent as it is). A word without `mint_` on that line stays.
  it.each([
    ['a fine-grained token cut short, in YAML', '  token: github_pat_11ABCDEFG0123456789abc_xxxxxxxxxxxxxxxxxxxxxx\n  mint_getConfigValue_for_the_current_user: true', 'mint_getConfigValue_for_the_current_user'], // prettier-ignore
    ['an installation token cut short', 'token: ghs_1234567_eyJhbGciOiJSUzI1NiJ9\nmint_getConfigValue()', 'mint_getConfigValue'], // prettier-ignore
    ['an installation token placeholder, in a patch', '-TOKEN=ghs_1234567_xxxxxxxxxxxxxxxxx\n+mint_config_value = load()', 'mint_config_value'] // prettier-ignore
  ])('%s', (_title, text, identifier) => {
    expect(redactForAgent(text).split('\n')[1]).toContain(identifier)
  })
})

describe('a mint_ identifier in the list item after a short installation token stays', () => {
  // Found by the seventh attack: as above, across an array's items on one line (the code join
  // glues them): `f("ghs_…", "mint_getConfigValue")` became `f("***", "***")`.
  it('an argument after a placeholder', () => {
    expect(redactForAgent('f("ghs_1234567_xxxxxxxxxxxxxxxxx", "mint_getConfigValue")')).toBe(
      'f("***", "mint_getConfigValue")'
    )
  })
})
