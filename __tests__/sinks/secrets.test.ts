// Redaction of a secret in the forms a service or a proxy could echo it (src/sinks/secrets.ts).
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { redact } from '../../src/sinks/secrets.js'
import { piecesOf } from '../support/invariants.js'

const KEY = 'mint_hX7kQ2vZ9mRw4TbLp3Nc'

/** The characters of base64(prefix + secret) that come from the secret's bytes alone. */
function secretPart(prefix: string, secret: string): string {
  const encoded = Buffer.from(prefix + secret).toString('base64')
  const start = Math.ceil((Buffer.byteLength(prefix) * 4) / 3)
  const end = Math.floor((Buffer.byteLength(prefix + secret) * 4) / 3)
  return encoded.slice(start + 1, end - 1)
}

describe('a secret echoed in base64', () => {
  it.each(['', 'u:', 'user:', 'runner:x', 'ab'])(
    'after a prefix of %j (a Basic header of user and key) leaves no piece of it',
    (prefix) => {
      const header = `Authorization: Basic ${Buffer.from(prefix + KEY).toString('base64')}`
      const shown = redact(header, [KEY])
      for (const piece of piecesOf(secretPart(prefix, KEY))) expect(shown).not.toContain(piece)
    }
  )

  it('at any alignment, in standard or URL-safe base64, leaves no piece of it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.boolean(), (prefix, urlSafe) => {
        let encoded = Buffer.from(prefix + KEY).toString('base64')
        if (urlSafe) encoded = encoded.replaceAll('+', '-').replaceAll('/', '_')
        const shown = redact(`x ${encoded} y`, [KEY])
        let part = secretPart(prefix, KEY)
        if (urlSafe) part = part.replaceAll('+', '-').replaceAll('/', '_')
        return piecesOf(part).every((piece) => !shown.includes(piece))
      }),
      { numRuns: 300 }
    )
  })
})

describe('a secret written as hex or as \\u escapes', () => {
  const escaped = (text: string, upper: boolean) =>
    [...text]
      .map((ch) => {
        const hex = (ch.codePointAt(0) ?? 0).toString(16).padStart(4, '0')
        return `\\u${upper ? hex.toUpperCase() : hex}`
      })
      .join('')

  it('is redacted whole, whatever the case of its digits, where it stands in other text', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.string({ maxLength: 20 }),
        fc.boolean(),
        (before, after, upper) => {
          const hex = Buffer.from(KEY).toString('hex')
          for (const form of [upper ? hex.toUpperCase() : hex, escaped(KEY, upper)]) {
            const shown = redact(`${before}${form}${after}`, [KEY])
            expect(shown).not.toContain(form)
            expect(shown).toContain('***')
          }
        }
      ),
      { numRuns: 200 }
    )
  })

  it('leaves hex and escapes that only share a piece with it as they are (a commit id, an escaped word)', () => {
    const hex = Buffer.from(KEY).toString('hex')
    const sha = `${hex.slice(0, 12)}${'0'.repeat(28)}`
    expect(redact(`commit ${sha}`, [KEY])).toBe(`commit ${sha}`)
    const word = escaped(KEY.slice(0, 6), false)
    expect(redact(`say "${word}"`, [KEY])).toBe(`say "${word}"`)
  })
})

describe('a secret percent-encoded character by character', () => {
  const percent = (text: string) =>
    [...Buffer.from(text)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')

  it('is redacted whole, and by any piece that carries 8 of its characters', () => {
    expect(redact(`q=${percent(KEY)}&x=1`, [KEY])).toBe('q=***&x=1')
    expect(redact(`q=${percent(KEY.slice(3, 11))}&x=1`, [KEY])).toBe('q=***&x=1')
  })

  it('leaves a few of its characters encoded as they are (an encoded word)', () => {
    // `int` is in the key: 8 characters of its encoded form carry less than 3 of the key's.
    const word = percent('internal')
    expect(redact(`q=${word}`, [KEY])).toBe(`q=${word}`)
  })
})
