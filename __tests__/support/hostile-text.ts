// Generated hostile text for property tests (fast-check): what a service answer, an issue or a
// file could hold to break a sink. Fragments that target each sink (workflow commands, markdown,
// HTML, mentions, bidi and zero-width characters, very long runs) and secrets inserted whole or
// in pieces, mixed with arbitrary Unicode.
import fc from 'fast-check'

export const API_KEY = 'mint_pQ7vX2kZ9wR4tY8nB3mL'
export const GITHUB_TOKEN = 'ghs_Jd82KsQ0pLm5Vx7RtZc3'
export const SECRETS = [API_KEY, GITHUB_TOKEN]

/** Every 8-character piece of a secret: none may reach a sink. */
export function leakedPiece(
  text: string,
  secrets: readonly string[] = SECRETS
): string | undefined {
  for (const secret of secrets) {
    for (let i = 0; i + 8 <= secret.length; i++) {
      const piece = secret.slice(i, i + 8)
      if (text.includes(piece)) return piece
    }
  }
  return undefined
}

const NASTY = [
  '\n',
  '\r\n',
  '\r',
  '\n\n',
  '::set-output name=injected::pwned',
  '::add-mask::octocat',
  '::stop-commands::zz',
  '::error::fake',
  '  ::warning::x',
  '\u00a0::notice::x',
  '##[set-output name=a]b',
  '##[',
  '@everyone',
  '@acme/maintainers',
  'a@b.co',
  '#1',
  'acme/docs#7',
  'GH-1',
  'JIRA-42',
  'a5c3785ed8d6a35868bc169f07e40e889087fd2e',
  'deadbee',
  '\ufe0f\udb40\udd10',
  '[//]: # (hidden)',
  '![t](https://evil.example/p.png)',
  '[click](https://evil.example)',
  '<https://evil.example>',
  'https://evil.example/x',
  'www.evil.example',
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '</td></tr></table><h1>x</h1>',
  '<!--',
  '-->',
  '| a | b |',
  '|',
  '`',
  '```',
  '\\',
  '# heading',
  '> quote',
  '- item',
  '1. item',
  '    indented',
  '***',
  '---',
  '&#64;x',
  '&lt;',
  ':warning:',
  '\u202e',
  '\u2066',
  '\u200b',
  '\u200d',
  '\u2028',
  '\u2029',
  '\u0000',
  '\u001b[31m',
  '\u0085',
  '\ufeff',
  '\ud800',
  'é',
  '👩‍💻',
  'x'.repeat(600)
]

/** A secret, whole or an 8-or-more-character piece of it. */
const secretPiece = fc
  .tuple(fc.constantFrom(...SECRETS), fc.nat(), fc.nat())
  .map(([secret, a, b]) => {
    const start = a % (secret.length - 8)
    const end = Math.min(secret.length, start + 8 + (b % (secret.length - start - 7)))
    return secret.slice(start, end)
  })

/** Hostile text: nasty fragments, secrets and arbitrary Unicode, in any order. */
export const hostileText = fc
  .array(
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
      { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
      { weight: 1, arbitrary: fc.constantFrom(...SECRETS) },
      { weight: 1, arbitrary: secretPiece }
    ),
    { maxLength: 12 }
  )
  .map((parts) => parts.join(''))

/** Runs per property: bounded, overridable (FC_RUNS); the seed is FC_SEED or random, and
 * fast-check prints it with any counterexample so a failure can be replayed. */
export const FC_OPTIONS = {
  numRuns: Number(process.env.FC_RUNS ?? 150),
  ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED) } : {})
}
