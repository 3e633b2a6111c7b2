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
