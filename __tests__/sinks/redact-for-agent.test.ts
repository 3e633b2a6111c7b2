// What of a secret a prompt carries is redacted on its way to the agent (src/sinks/for-agent.ts
// redactForAgent): the API key and tokens of known shapes, in each form a file, a debug dump, a
// patch or an issue could write them in. Each case pins the whole output: the secret's span is
// gone, the text around it (line breaks, the patch's punctuation) stays.
import { describe, expect, it } from '@jest/globals'
import { redactForAgent, registerSecret } from '../../src/sinks/index.js'

const KEY = 'mint_Ab3dEf9hIjK1mNoPqR5tUvWxYz0123'
const GHP = `ghp_${'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8'}`
registerSecret(KEY)

const bytes = (s: string) => [...Buffer.from(s)]
const hex2 = (b: number) => b.toString(16).padStart(2, '0')
const code = (c: string) => c.charCodeAt(0)
/** RFC 4648 base32, no padding. */
const base32 = (s: string): string => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  const bits = bytes(s)
    .map((b) => b.toString(2).padStart(8, '0'))
    .join('')
  let out = ''
  for (let i = 0; i < bits.length; i += 5) {
    out += alphabet[parseInt(bits.slice(i, i + 5).padEnd(5, '0'), 2)]
  }
  return out
}

describe('the API key is redacted on its way to the agent', () => {
  it.each([
    ['as it is', KEY],
    ['in upper-case hex', Buffer.from(KEY).toString('hex').toUpperCase()],
    [
      'in \\x escapes (C, Python, shell printf)',
      bytes(KEY)
        .map((b) => `\\x${hex2(b)}`)
        .join('')
    ],
    [
      'in octal escapes (shell printf)',
      bytes(KEY)
        .map((b) => `\\${b.toString(8)}`)
        .join('')
    ],
    ['in \\U escapes of 8 digits (Python)', [...KEY].map((c) => `\\U${code(c).toString(16).padStart(8, '0')}`).join('')], // prettier-ignore
    ['in \\u{…} escapes (JavaScript, Rust)', [...KEY].map((c) => `\\u{${code(c).toString(16)}}`).join('')], // prettier-ignore
    ['in hex bytes separated by spaces (xxd, od, a debugger)', bytes(KEY).map(hex2).join(' ')],
    ['in hex bytes separated by colons', bytes(KEY).map(hex2).join(':')],
    [
      'in a C array of 0x bytes',
      bytes(KEY)
        .map((b) => `0x${hex2(b)}`)
        .join(', ')
    ],
    ['in HTML decimal entities', [...KEY].map((c) => `&#${code(c)};`).join('')],
    ['in HTML hex entities', [...KEY].map((c) => `&#x${code(c).toString(16)};`).join('')],
    ['in full-width letters', [...KEY].map((c) => String.fromCodePoint(code(c) + 0xfee0)).join('')], // prettier-ignore
    ['with a zero-width space between every character', [...KEY].join('\u200b')],
    ['in base32', base32(KEY)],
    ['in lower-case base32', base32(KEY).toLowerCase()]
  ])('written %s', (_form, written) => {
    expect(redactForAgent(`debug: ${written} end`)).toBe('debug: *** end')
  })

  it('written in lines of 7 characters (each shorter than a piece): on each line, the lines kept', () => {
    const written = KEY.match(/.{1,7}/g)!.join('\n')
    expect(redactForAgent(`debug: ${written} end`)).toBe('debug: ***\n***\n***\n***\n*** end')
  })

  it('in a hex dump: the hex and the characters column', () => {
    const dump = `00000000: ${Buffer.from(KEY.slice(0, 16)).toString('hex').replace(/(.{4})/g, '$1 ')} ${KEY.slice(0, 16)}` // prettier-ignore
    expect(redactForAgent(dump)).toBe('00000000: ***  ***')
  })
})

describe('a GitHub token of a known shape is redacted on its way to the agent', () => {
  it.each([
    ['after =', `token=${GHP}`, 'token=***'],
    ['after :', `x-access-token:${GHP}`, 'x-access-token:***'],
    ['in quotes', `"${GHP}"`, '"***"'],
    ['with a zero-width space inside', `${GHP.slice(0, 10)}\u200b${GHP.slice(10)}`, '***'],
    ['with a zero-width joiner after the prefix', `${GHP.slice(0, 4)}\u200d${GHP.slice(4)}`, '***'],
    ['with a bidi override inside', `${GHP.slice(0, 12)}\u202e${GHP.slice(12)}`, '***'],
    ['with a soft hyphen inside', `${GHP.slice(0, 12)}\u00ad${GHP.slice(12)}`, '***'],
    ['with a combining mark inside', `${GHP.slice(0, 12)}\u0301${GHP.slice(12)}`, '***'],
    ['with its _ percent-encoded', GHP.replace('_', '%5F'), '***'],
    ['with its _ as an HTML entity', GHP.replace('_', '&#95;'), '***'],
    ['with its _ as a named HTML entity', GHP.replace('_', '&lowbar;'), '***'],
    ['with its _ as a JSON \\u escape', GHP.replace('_', '\\u005f'), '***'],
    ['with its _ escaped for markdown', GHP.replace('_', '\\_'), '***'],
    ['in hex', Buffer.from(GHP).toString('hex'), '***'],
    ['in base64 after a path segment', `https://example.com/auth/${Buffer.from(GHP).toString('base64')}`, 'https://example.com/auth/***=='], // prettier-ignore
    // The characters left carry the bits of `u:` alone.
    ['in base64 of user:token right after a word character', `Basic_${Buffer.from(`u:${GHP}`).toString('base64')}`, 'Basic_dT***'] // prettier-ignore
  ])('%s', (_form, text, shown) => {
    expect(redactForAgent(text)).toBe(shown)
  })

  it('split over two string literals of a patch: on each line, the patch kept', () => {
    const patch = `+const t = "${GHP.slice(0, 20)}" +\n+  "${GHP.slice(20)}"\n+next()`
    expect(redactForAgent(patch)).toBe('+const t = "***" +\n+  "***"\n+next()')
  })

  it('in base64 wrapped at 12 columns: on each line, the lines kept', () => {
    const wrapped = Buffer.from(GHP)
      .toString('base64')
      .replace(/(.{12})/g, '$1\n')
    expect(redactForAgent(wrapped)).toBe('***\n***\n***\n***\n***==')
  })

  it('in base64 wrapped in a patch whose lines begin with the patch`s +', () => {
    const lines = Buffer.from(`x${GHP}`)
      .toString('base64')
      .match(/.{1,16}/g)!
    const shown = redactForAgent(lines.map((line) => `+${line}`).join('\n'))
    expect(shown).not.toMatch(/[A-Za-z0-9/+]{5}/)
  })
})

describe('a GitHub installation token of the format of 2026 (ghs_, the app id, a JWT) is redacted whole', () => {
  // GitHub's changelog (2026-05-15): `ghs_` tokens are JWTs of about 520 characters, with `_` and
  // dots; its advice for matching both formats: `ghs_[A-Za-z0-9._]{36,}`.
  const part = (seed: string, length: number): string =>
    Buffer.from(seed.repeat(length)).toString('base64url').slice(0, length)
  const GHS = `ghs_1234567_${part('{"alg":"RS256"}', 36)}.${part('{"iss":"x","exp":1}', 420)}.${part('sig', 60)}` // prettier-ignore
  it.each([
    ['in a header', `Authorization: token ${GHS}`, 'Authorization: token ***'],
    ['in a sentence', `The token ${GHS} expires in an hour`, 'The token *** expires in an hour']
  ])('%s', (_where, text, shown) => {
    expect(redactForAgent(text)).toBe(shown)
  })

  it('in base64', () => {
    const text = Buffer.from(`x-access-token:${GHS}`).toString('base64')
    expect(redactForAgent(text)).toBe('eC1hY2Nlc3MtdG9rZW46***=')
  })
})

describe('a secret that ends its line leaves the next line as it was', () => {
  it.each([
    ['the key', KEY],
    ['a GitHub token', GHP],
    ['another project’s key', 'mint_Q7oTh4PR2Xk9Le8Zw']
  ])('%s, in a patch of settings', (_what, secret) => {
    const patch = `+TOKEN=${secret}\n+OTHER=1\n--- src/export.ts\n+export_all()`
    expect(redactForAgent(patch)).toBe('+TOKEN=***\n+OTHER=1\n--- src/export.ts\n+export_all()')
  })
})

describe('text that only looks like a secret stays as it was', () => {
  it.each([
    ['token prefixes with too little after them', 'mint_ tea, ghp_short, the github_pat_ docs'],
    ['a commit id and a hash', 'a5c3785ed8d6a35868bc169f07e40e889087fd2e sha256:9f86d081884c7d65'],
    ['escapes of ordinary words', '\\x68\\x69 %41%42 &#72;&#105; \\u{1F600}'],
    ['a line that ends with a token prefix and one of words', 'see ghp_\nfor the docs']
  ])('%s', (_what, text) => {
    expect(redactForAgent(text)).toBe(text)
  })
})

describe('a token with an invisible character inside written as a named HTML reference', () => {
  it.each([['&shy;'], ['&ZeroWidthSpace;'], ['&zwj;'], ['&zwnj;'], ['&NoBreak;']])(
    'a GitHub token with %s inside is redacted',
    (reference) => {
      expect(redactForAgent(`${GHP.slice(0, 12)}${reference}${GHP.slice(12)}`)).toBe('***')
    }
  )
})

it('a GitHub token with a terminal colour code inside (a coloured CI log) is redacted, the codes kept', () => {
  const text = `\x1b[32m${GHP.slice(0, 12)}\x1b[1m${GHP.slice(12)}\x1b[0m`
  expect(redactForAgent(text)).toBe('\x1b[32m***\x1b[1m***\x1b[0m')
})

// Found by the property test of the README's forms: a code that shows as nothing was taken for
// the end of a line, which ends another project's key when what came before it is a whole one.
it.each([
  ['a terminal colour code', '\x1b[0m'],
  ['an HTML word break', '<wbr>']
])(
  'another project`s key with %s inside is redacted after it too, the code kept',
  (_what, code) => {
    const other = 'mint_Q7oTh4PR2Xk9Le8ZwAbCdE'
    const text = `key: "${other.slice(0, 18)}${code}${other.slice(18)}"`
    expect(redactForAgent(text)).toBe(`key: "***${code}***"`)
  }
)

describe('a token whose body holds another prefix is redacted whole', () => {
  // Found by the fifth attack. A fine-grained token is `github_pat_`, 22 random letters and
  // digits, `_`, 59 more: when the 22 end in `ghp`, `gho`, `ghu`, `ghs`, `ghr` or `mint` (about
  // 2 in 100,000 random ones), a prefix begins inside the token. The read of `github_pat_` stops
  // at it (tokens.ts: "to the next prefix"), is then under 31 and no token; the inner prefix's
  // token is redacted from there, and `github_pat_` and the first 18 or 19 characters stay.
  const TAIL = 'Zq8RwX3vLp2TnY6kHs4JdF'.repeat(3).slice(0, 59)
  it.each(['ghp', 'gho', 'ghu', 'ghs', 'ghr', 'mint'])(
    'a fine-grained token whose first part ends in %s',
    (inner) => {
      const PAT = `github_pat_${`11ABCDEFG0123456789abc`.slice(0, 22 - inner.length)}${inner}_${TAIL}`
      expect(redactForAgent(`token: ${PAT}`)).toBe('token: ***')
    }
  )

  it('an installation token of 2026 whose JWT holds ghp_ before a -', () => {
    // base64url has `_` and `-`: a JWT may hold `ghp_` (or `mint_`) anywhere. The read of `ghs_`
    // stops there; `ghp_` reads letters and digits only, stops at the `-` under 24, and the rest
    // of the JWT stays.
    const part = (seed: string, length: number): string =>
      Buffer.from(seed.repeat(length)).toString('base64url').slice(0, length)
    const jwt = `${part('{"alg":"RS256"}', 36)}.${part('{"iss":"x"}', 200)}ghp_Ab1-${part('{"exp":1}', 200)}.${part('sig', 60)}` // prettier-ignore
    expect(redactForAgent(`Authorization: token ghs_1234567_${jwt}`)).toBe(
      'Authorization: token ***'
    )
  })
})
