// Ordinary text, generated: prose, code, identifiers, and other data in the encodings a file or a
// log holds it in (hex, base64, base32, escapes, decimal bytes, UTF-16, quoted-printable). None of
// it holds a secret: the redaction on the way to the agent must leave it as it was
// (__tests__/sinks/redact-for-agent.property.test.ts), and it is the text a secret is put in there.
import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { base32, hex2 } from './secret-encodings.js'

// No word holds a token's prefix (mint_, gh?_, github_pat_ are the shapes looked for).
const WORDS = (
  'the a of to and in is it for on with as was at by this that from or be are an not have ' +
  'docs page update fix add remove change config value name path file line test build run ' +
  'request response error status result index item list count total user client server ' +
  'const let return function import export async await if else new null true false string ' +
  'number object array map set get put post delete header token key secret auth basic bearer ' +
  'readme guide section example install setup deploy release version commit branch merge pull'
).split(' ')

export const word = fc.constantFrom(...WORDS)
export const identifier = fc
  .array(word, { minLength: 1, maxLength: 4 })
  .chain((parts) =>
    fc.constantFrom(
      parts.join('_'),
      parts.map((p, i) => (i ? p[0]!.toUpperCase() + p.slice(1) : p)).join(''),
      parts.join('-').toUpperCase()
    )
  )
/**
 * An identifier after `mint_` (`mint_config_value`, `mint_getConfigValue`): words, no key. One of
 * 13 characters or more: a shorter one that ends its line may be the start of a key wrapped under
 * 13 (README), and goes with what the next line holds.
 */
export const mintIdentifier = identifier.map((id) => `mint_${id}`).filter((id) => id.length >= 13)
export const sentence = fc
  .array(word, { minLength: 1, maxLength: 12 })
  .map((ws) => `${ws.join(' ')}${'.,;:!?'[ws.length % 6]}`)
export const codeLine = fc
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
export const data = fc.oneof(
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
export const ordinary = fc
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
