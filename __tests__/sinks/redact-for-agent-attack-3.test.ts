// Found by an attack (attack-redaction-3), failing when written.
// Redaction on the way to the agent (src/sinks/for-agent.ts redactForAgent), attacked against
// the README's table of forms ("Docs that follow the code", between `<!-- forms: … -->` and
// `<!-- end -->`): inputs in a form a row lists, for a kind the row marks, that reach the agent
// with the secret (or 8 of the API key's characters in a row) left; and ordinary text the README
// says reaches the agent as it is, which comes back as `***`.
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
  // and finds an identifier, no key; the scan of shapes goes on after the whole match, so the
  // token on the next lines is never looked at. A token ending its line swallows the `gh?` of the
  // next one the same way. Rows: wrapped, wrapped in a patch, continued lines, string literals on
  // one line ("…", "…") and over lines; the README says `mint_config_value` reaches the agent as
  // it is, and the text before a secret is any text.
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
  // code join drops a `-` only when no `-` follows (-(?!-)), and `--` only before a blank: neither.
  it('a GitHub token', () => {
    const text = wrap(GHP, 12, '--- ')
    expect(leftOf(redactForAgent(text), GHP, ['\n--- '])).toEqual([])
  })

  it('the API key', () => {
    const text = wrap(KEY, 6, '--- ')
    expect(leftOf(redactForAgent(text), KEY, ['\n--- '])).toEqual([])
  })
})

describe('HTML references with leading zeros are read', () => {
  // "HTML references: &#95;, &#x5f;": HTML allows any number of leading zeros; the pattern takes
  // at most 7 decimal or 6 hex digits, so `&#00000095;` reads as a tab and `5;`.
  it.each([
    ['decimal', GHP.replace('_', '&#00000095;')],
    ['hex', GHP.replace('_', '&#x000005f;')]
  ])('a GitHub token with its _ as a %s reference', (_how, text) => {
    expect(redactForAgent(text)).not.toContain(GHP.slice(4, 20))
  })

  it('the API key with every character a hex reference', () => {
    const text = [...KEY].map((ch) => `&#x00000${ch.charCodeAt(0).toString(16)};`).join('')
    const shown = redactForAgent(text)
    const decoded = shown.replace(/&#x0*([0-9a-f]+);/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))) // prettier-ignore
    expect(leftOf(decoded, KEY)).toEqual([])
  })
})

describe('JavaScript \\u{…} escapes with leading zeros are read', () => {
  // "unicode escapes: \u{5f}": JavaScript takes any number of hex digits in braces
  // ("\u{000000005f}" === "_"); the pattern takes 1 to 6.
  it('a GitHub token with its _ written \\u{000000005f}', () => {
    const text = `const t = "${GHP.replace('_', '\\u{000000005f}')}"`
    expect(redactForAgent(text)).not.toContain(GHP.slice(4, 20))
  })
})

describe('HTML word breaks in capitals are read', () => {
  // "HTML word breaks inside: <wbr>": HTML's tag names ignore case; <WBR> breaks a word as <wbr>.
  it('a GitHub token with <WBR> inside', () => {
    const text = `${GHP.slice(0, 20)}<WBR>${GHP.slice(20)}`
    expect(leftOf(redactForAgent(text), GHP, ['<WBR>'])).toEqual([])
  })

  it('8 characters of the API key with <Wbr> inside', () => {
    const text = `${KEY.slice(9, 13)}<Wbr>${KEY.slice(13, 17)}`
    expect(leftOf(redactForAgent(text), KEY, ['<Wbr>'])).toEqual([])
  })
})

describe('invisible characters written as HTML references are read', () => {
  // "invisible characters inside: … bidi …; &shy;, &zwj; and the like": the bidi marks by name.
  it.each(['&lrm;', '&rlm;'])('a GitHub token with %s inside', (ref) => {
    const text = `${GHP.slice(0, 20)}${ref}${GHP.slice(20)}`
    expect(leftOf(redactForAgent(text), GHP, [ref])).toEqual([])
  })
})

describe('enclosing combining marks inside are dropped', () => {
  // "invisible characters inside: … combining marks": only nonspacing marks (Mn) are dropped; an
  // enclosing one (Me: U+20E3, the keycap of 1️⃣) stays and breaks the token.
  it('a GitHub token with a keycap after a digit', () => {
    const text = `${GHP.slice(0, 6)}\ufe0f\u20e3${GHP.slice(6)}`
    expect(leftOf(redactForAgent(text), GHP, ['\ufe0f\u20e3'])).toEqual([])
  })
})

describe('terminal colour codes of any length are read', () => {
  // "terminal colour codes inside": a code is read with at most 20 digits and semicolons; one that
  // sets a truecolor foreground and background has more.
  it('a GitHub token with a truecolor foreground and background code inside', () => {
    const colour = '\x1b[38;2;255;255;255;48;2;0;0;0m'
    const text = `${GHP.slice(0, 20)}${colour}${GHP.slice(20)}`
    expect(leftOf(redactForAgent(text), GHP, [colour])).toEqual([])
  })
})

describe("the README's own examples, as written", () => {
  // The row "terminal colour codes inside" gives `\e[32m` as its example: written so (a shell
  // script's echo -e, a log quoted in an issue), it is not read.
  it('a GitHub token with \\e[32m inside', () => {
    const text = `echo -e "${GHP.slice(0, 20)}\\e[32m${GHP.slice(20)}"`
    expect(leftOf(redactForAgent(text), GHP, ['\\e[32m'])).toEqual([])
  })

  // "string literals on one line: "…" "…"": Python's bytes (and raw, f-) literals side by side.
  it('a GitHub token in two Python bytes literals side by side', () => {
    const text = `token = b"${GHP.slice(0, 12)}" b"${GHP.slice(12)}"`
    expect(leftOf(redactForAgent(text), GHP, ['" b"'])).toEqual([])
  })
})

describe('ordinary text the README says reaches the agent as it is', () => {
  // "a part of 8 or more that mixes digits, small and capital letters and is not words in camel
  // case … mint_getIPv4Address in code reaches the agent as it is": words of two letters (To, Of),
  // an acronym without a version (OAuth, URL), a numeronym after a word (I18n) are words too.
  it.each([
    'await mint_uploadToS3(file)',
    'const files = mint_loadI18nFiles(locale)',
    'const token = await mint_getOAuth2Token(client)',
    'return mint_toBase64URL(bytes)'
  ])('%s', (line) => {
    expect(redactForAgent(line)).toBe(line)
  })

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
