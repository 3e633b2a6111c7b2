// Properties of the redaction on the way to the agent (src/sinks/for-agent.ts redactForAgent):
// ordinary text (prose, code, patches, commit ids, hashes, hex, base64 and base32 of other data,
// escapes of ordinary words) comes back exactly as it was, and the API key or a token of a known
// shape, written in any of the encodings generated here and placed in such text, does not: no
// run of the encoded secret long enough to carry 6 of its characters is left. FC_SEED replays one.
import { createHash } from 'node:crypto'
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { redactForAgent, registerSecret } from '../../src/sinks/index.js'
import { FC_OPTIONS } from '../support/hostile-text.js'

const KEY = 'mint_Ab3dEf9hIjK1mNoPqR5tUvWxYz0123'
registerSecret(KEY)

// No word holds a token's prefix (mint_, gh?_, github_pat_ are the shapes looked for).
const WORDS = (
  'the a of to and in is it for on with as was at by this that from or be are an not have ' +
  'docs page update fix add remove change config value name path file line test build run ' +
  'request response error status result index item list count total user client server ' +
  'const let return function import export async await if else new null true false string ' +
  'number object array map set get put post delete header token key secret auth basic bearer ' +
  'readme guide section example install setup deploy release version commit branch merge pull'
).split(' ')
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

const word = fc.constantFrom(...WORDS)
const identifier = fc
  .array(word, { minLength: 1, maxLength: 4 })
  .chain((parts) =>
    fc.constantFrom(
      parts.join('_'),
      parts.map((p, i) => (i ? p[0]!.toUpperCase() + p.slice(1) : p)).join(''),
      parts.join('-').toUpperCase()
    )
  )
const sentence = fc
  .array(word, { minLength: 1, maxLength: 12 })
  .map((ws) => `${ws.join(' ')}${'.,;:!?'[ws.length % 6]}`)
const codeLine = fc
  .tuple(identifier, identifier, sentence, fc.integer({ min: 0, max: 99999 }))
  .chain(([a, b, s, n]) =>
    fc.constantFrom(
      `const ${a} = "${s}"`,
      `${a}(${b}, ${n})`,
      `if (${a} === '${b}') return ${n}`,
      `  ${a}: ${b} # ${s}`,
      `// ${s}`
    )
  )
const bytes = fc.uint8Array({ minLength: 1, maxLength: 96 })
const hexOf = (b: Uint8Array): string => Buffer.from(b).toString('hex')
/** Other data, encoded as a file or a log would hold it. */
const data = fc.oneof(
  fc.uint8Array({ minLength: 20, maxLength: 20 }).map(hexOf),
  sentence.map((s) => createHash('sha256').update(s).digest('hex')),
  bytes.map((b) => [...b].map((x) => x.toString(16).padStart(2, '0')).join(' ')),
  bytes.map((b) => [...b].map((x) => x.toString(16).padStart(2, '0')).join(':')),
  bytes.map((b) => Buffer.from(b).toString('base64')),
  bytes.map((b) => Buffer.from(b).toString('base64url')),
  bytes.map((b) => `Basic_${Buffer.from(b).toString('base64')}`),
  fc.uint8Array({ minLength: 100, maxLength: 400 }).map((b) => wrap(Buffer.from(b).toString('base64'), 76)), // prettier-ignore
  sentence.map((s) => Buffer.from(s).toString('base64')),
  bytes.map(base32),
  sentence.map((s) => [...Buffer.from(s)].map((x) => `\\x${x.toString(16).padStart(2, '0')}`).join('')), // prettier-ignore
  sentence.map((s) => encodeURIComponent(s).replace(/[A-Za-z]/g, (c) => `%${c.charCodeAt(0).toString(16)}`)), // prettier-ignore
  sentence.map((s) => [...s].map((c) => `&#${c.charCodeAt(0)};`).join('')),
  // Bytes in decimal, text encoded twice or as UTF-16, quoted-printable: issue #27 §4's forms.
  bytes.map((b) => `[${[...b].join(', ')}]`),
  bytes.map((b) => Buffer.from(Buffer.from(b).toString('base64')).toString('base64')),
  sentence.map((s) => Buffer.from(s, 'utf16le').toString('base64')),
  sentence.map((s) => [...Buffer.from(s)].map((x) => `=${hex2(x).toUpperCase()}`).join(''))
)
const ordinary = fc
  .array(
    fc.oneof(sentence, codeLine, identifier, data, fc.string({ unit: 'grapheme', maxLength: 20 })),
    { maxLength: 24 }
  ) // prettier-ignore
  .chain((parts) =>
    fc
      .array(fc.constantFrom(' ', '\n', '\n+', '\n-', '\n  ', ', ', ''), {
        minLength: parts.length,
        maxLength: parts.length
      })
      .map((seps) => parts.map((p, i) => `${p}${seps[i]}`).join(''))
  )

function wrap(text: string, width: number, prefix = ''): string {
  const lines = text.match(new RegExp(`[^]{1,${width}}`, 'g')) ?? []
  return lines.map((line) => `${prefix}${line}`).join('\n')
}

/** RFC 4648 base32, no padding. */
function base32(input: Uint8Array | string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  const bits = [...Buffer.from(input)].map((b) => b.toString(2).padStart(8, '0')).join('')
  let out = ''
  for (let i = 0; i < bits.length; i += 5) {
    out += alphabet[parseInt(bits.slice(i, i + 5).padEnd(5, '0'), 2)]
  }
  return out
}

const alnum = (n: number) =>
  fc.array(fc.constantFrom(...ALNUM), { minLength: n, maxLength: n }).map((c) => c.join(''))
/** The key, and tokens of each known shape (not registered: found by their shape). */
const secret = fc.oneof(
  fc.constant(KEY),
  fc.tuple(fc.constantFrom('ghp', 'gho', 'ghu', 'ghs', 'ghr'), alnum(36)).map(([p, r]) => `${p}_${r}`), // prettier-ignore
  fc.tuple(alnum(22), alnum(59)).map(([a, b]) => `github_pat_${a}_${b}`),
  // Another project's key, of the shape that tells a key from an identifier (src/sinks/tokens.ts):
  // digits, small letters, two capitals side by side.
  alnum(24)
    .filter((r) => /[0-9]/.test(r) && /[a-z]/.test(r) && /[A-Z]{2}/.test(r))
    .map((r) => `mint_${r}`)
)

const hex2 = (b: number) => b.toString(16).padStart(2, '0')
const utf8 = (s: string) => [...Buffer.from(s)]
const points = (s: string) => [...s].map((c) => c.codePointAt(0)!)
const INVISIBLE = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u202e', '\u2066']

/**
 * An encoding of a secret, given a few random choices: the text, and the joint that its lines
 * are joined with (which redaction leaves, and the check below takes out of both texts).
 */
type Encode = (secret: string, n: number, pick: string) => string | [text: string, joint: string]
const wrapped = (text: string, width: number, prefix = '', joint = '\n'): [string, string] => [
  wrap(text, width, prefix).replaceAll('\n', joint),
  `${joint}${prefix}`
]
const b64 = (s: string, prefix = '') => Buffer.from(`${prefix}${s}`).toString('base64')
const ENCODINGS: Record<string, Encode> = {
  'as it is': (s) => s,
  hex: (s, n) => (n % 2 ? Buffer.from(s).toString('hex').toUpperCase() : Buffer.from(s).toString('hex')), // prettier-ignore
  'hex bytes apart': (s, n) =>
    utf8(s)
      .map(hex2)
      .join([' ', ':', '-', ', '][n % 4]),
  'a C array': (s) =>
    utf8(s)
      .map((b) => `0x${hex2(b)}`)
      .join(', '),
  '\\x': (s) =>
    utf8(s)
      .map((b) => `\\x${hex2(b)}`)
      .join(''),
  octal: (s) =>
    utf8(s)
      .map((b) => `\\${b.toString(8).padStart(3, '0')}`)
      .join(''),
  '\\u': (s) =>
    points(s)
      .map((p) => `\\u${p.toString(16).padStart(4, '0')}`)
      .join(''),
  '\\u{}': (s) =>
    points(s)
      .map((p) => `\\u{${p.toString(16)}}`)
      .join(''),
  '\\U': (s) =>
    points(s)
      .map((p) => `\\U${p.toString(16).padStart(8, '0')}`)
      .join(''),
  'percent, every byte': (s) =>
    utf8(s)
      .map((b) => `%${hex2(b).toUpperCase()}`)
      .join(''),
  'percent, the _': (s) => s.replaceAll('_', '%5F'),
  'HTML decimal': (s) =>
    points(s)
      .map((p) => `&#${p};`)
      .join(''),
  'HTML hex': (s) =>
    points(s)
      .map((p) => `&#x${p.toString(16)};`)
      .join(''),
  'HTML named _': (s) => s.replaceAll('_', '&lowbar;'),
  'markdown \\_': (s) => s.replaceAll('_', '\\_'),
  'full-width': (s) =>
    points(s)
      .map((p) => String.fromCodePoint(p + 0xfee0))
      .join(''),
  invisible: (s, n, pick) =>
    [...s].map((c, i) => ((i * 7 + n) % 5 === 0 ? `${c}${pick}` : c)).join(''),
  base64: (s, n) => b64(s, 'u:xy'.slice(0, n % 4)),
  base64url: (s, n) => Buffer.from(`${'u:xy'.slice(0, n % 4)}${s}`).toString('base64url'),
  'base64 after a word': (s, n) => `Basic_${b64(s, 'u:x'.slice(0, n % 3))}`,
  'base64 wrapped': (s, n) => wrapped(b64(s), 4 + (n % 73)),
  'base64 wrapped in a patch': (s, n) => wrapped(b64(s, 'u:x'.slice(0, n % 3)), 4 + (n % 60), '+'), // prettier-ignore
  'base64 wrapped in JSON': (s, n) => wrapped(b64(s), 8 + (n % 60), '', '\\n'),
  'base64 of base64': (s, n) => b64(b64(s, 'u:xy'.slice(0, n % 4)), '{"'.slice(0, n % 3)),
  'hex of base64': (s, n) => Buffer.from(b64(s, 'u:x'.slice(0, n % 3))).toString('hex'),
  'base64 of hex': (s, n) => b64(Buffer.from(s).toString('hex'), 'x:'.slice(0, n % 3)),
  // PowerShell's -EncodedCommand is UTF-16LE; big-endian too.
  'base64 of UTF-16': (s, n) => {
    const utf16 = Buffer.from(`${'$t="'.slice(0, n % 5)}${s}"`, 'utf16le')
    return (n % 2 ? utf16 : utf16.swap16()).toString('base64')
  },
  'decimal bytes': (s, n) => `[${utf8(s).join([', ', ',', ' '][n % 3])}]`,
  'quoted-printable': (s, n) => (n % 2 ? s.replaceAll('_', '=5F') : utf8(s).map((b) => `=${hex2(b).toUpperCase()}`).join('')), // prettier-ignore
  '<wbr> inside': (s, n) => [...s].map((c, i) => (i % (3 + (n % 9)) === 2 ? `${c}<wbr>` : c)).join(''), // prettier-ignore
  'literals on a line': (s, n) => {
    const at = 1 + (n % (s.length - 1))
    const joint = ['" + "', '", "', '" "'][n % 3]!
    return [`"${s.slice(0, at)}${joint}${s.slice(at)}"`, joint]
  },
  base32: (s, n) => (n % 2 ? base32(s) : base32(s).toLowerCase()),
  'lines of a width': (s, n) => wrapped(s, 1 + (n % 40)),
  'lines of a patch': (s, n) => wrapped(s, 1 + (n % 40), ['+', '-', ' ', '+  '][n % 4]),
  'lines of a quote': (s, n) => wrapped(s, 1 + (n % 40), '> '),
  'two literals of a patch': (s, n) => {
    const at = 1 + (n % (s.length - 1))
    const joint = '" +\n+    "'
    return [`"${s.slice(0, at)}${joint}${s.slice(at)}"`, joint]
  }
}

/** The encodings that wrap a secret as it is at a width (`lines of …`). */
const WRAPS = new Set(['lines of a width', 'lines of a patch', 'lines of a quote'])

/** Windows of `encoded` long enough to carry 6 characters of the secret. */
function windows(encoded: string, secret: string): string[] {
  const width = Math.max(6, Math.ceil((encoded.length / secret.length) * 6))
  const out: string[] = []
  for (let i = 0; i + width <= encoded.length; i++) out.push(encoded.slice(i, i + width))
  return out
}

describe('redaction on the way to the agent', () => {
  it('leaves ordinary text exactly as it was', () => {
    fc.assert(
      fc.property(ordinary, (text) => {
        expect(redactForAgent(text)).toBe(text)
      }),
      { ...FC_OPTIONS, numRuns: Math.max(FC_OPTIONS.numRuns, 400) }
    )
  })

  it('leaves no encoded run of the key or a token, in any encoding, in ordinary text', () => {
    fc.assert(
      fc.property(
        secret,
        fc.constantFrom(...Object.keys(ENCODINGS)),
        fc.nat(1000),
        fc.constantFrom(...INVISIBLE),
        sentence,
        sentence,
        fc.constantFrom(' ', '\n', '\n+', ' "'),
        (s, name, n, pick, before, after, sep) => {
          // Where a line just ends, a key of unknown length that fills a whole one on its line
          // ends there (for-agent.ts tokenEnd): another project's key, wrapped so, is not
          // looked for past its first line. Our key is, wherever it goes.
          // So may an array's items (`", "`).
          const wrapsAfterAWholeKey = WRAPS.has(name) && 1 + (n % 40) >= 13
          const listed = name === 'literals on a line' && n % 3 === 1
          fc.pre(!(s.startsWith('mint_') && s !== KEY && (wrapsAfterAWholeKey || listed)))
          const made = ENCODINGS[name]!(s, n, pick)
          const [encoded, joint] = typeof made === 'string' ? [made, undefined] : made
          const shown = redactForAgent(`${before}${sep}${encoded}${sep}${after}`)
          expect(shown).toContain('***')
          expect(shown.startsWith(before)).toBe(true)
          // The lines stay lines: what is left between them is the joint.
          const flat = (text: string) => (joint ? text.replaceAll(joint, '') : text)
          for (const run of windows(flat(encoded), s)) expect(flat(shown)).not.toContain(run)
        }
      ),
      { ...FC_OPTIONS, numRuns: Math.max(FC_OPTIONS.numRuns, 600) }
    )
  })
})
