// Redaction on the way to the agent (src/sinks/for-agent.ts redactForAgent) of a secret with
// escapes and invisible things inside, in the README's forms ("HTML references", "unicode
// escapes", "invisible characters inside", "terminal colour codes inside", "HTML word breaks
// inside"): leading zeros, tag names in any case, bidi marks by name, combining marks of every
// kind, colour codes of any length and as a script writes them (`\e[32m`).
import { describe, expect, it } from '@jest/globals'
import { redactForAgent, registerSecret } from '../../src/sinks/index.js'
import { GHP, KEY, leftOf } from '../support/redaction-checks.js'

registerSecret(KEY)

describe('HTML references with leading zeros are read', () => {
  // "HTML references: &#95;, &#x5f;": HTML allows any number of leading zeros: `&#00000095;` is
  // `_`, not a tab and `5;`.
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
  // ("\u{000000005f}" === "_"), leading zeros before a code point's 1 to 6.
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
  // "invisible characters inside: … combining marks": an enclosing one (Me: U+20E3, the keycap
  // of 1️⃣) is dropped as a nonspacing one (Mn) is, and does not break the token.
  it('a GitHub token with a keycap after a digit', () => {
    const text = `${GHP.slice(0, 6)}\ufe0f\u20e3${GHP.slice(6)}`
    expect(leftOf(redactForAgent(text), GHP, ['\ufe0f\u20e3'])).toEqual([])
  })
})

describe('terminal colour codes of any length are read', () => {
  // "terminal colour codes inside": one that sets a truecolor foreground and background has 25
  // digits and semicolons; a code of up to 64 is read.
  it('a GitHub token with a truecolor foreground and background code inside', () => {
    const colour = '\x1b[38;2;255;255;255;48;2;0;0;0m'
    const text = `${GHP.slice(0, 20)}${colour}${GHP.slice(20)}`
    expect(leftOf(redactForAgent(text), GHP, [colour])).toEqual([])
  })
})

describe('terminal colour codes as a script writes them are read', () => {
  // The row "terminal colour codes inside" gives `\e[32m` as its example: written so (a shell
  // script's echo -e, a log quoted in an issue), as `\033[`, `\x1b[` or `\u001b[`, it is read too.
  it('a GitHub token with \\e[32m inside', () => {
    const text = `echo -e "${GHP.slice(0, 20)}\\e[32m${GHP.slice(20)}"`
    expect(leftOf(redactForAgent(text), GHP, ['\\e[32m'])).toEqual([])
  })
})
