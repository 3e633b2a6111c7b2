/**
 * Text that goes to the agent (a prompt, a digest it reads): our secrets (whole, or any 8 of their
 * characters, in any letter case) and tokens of well-known shapes (another project's key, a GitHub
 * token, which the agent could write into a pull request) redacted in the forms of the README's
 * closed list ("Docs that follow the code"), and only in those; the property test generates each
 * (__tests__/support/secret-forms.ts).
 *
 * They are looked for in several views of the text (views.ts, joins.ts, decoded.ts), each
 * character of a view traced to the characters of the text it stands for:
 * - the text itself;
 * - the text with escapes decoded, invisible characters dropped and lines joined (two ways);
 * - the runs of hex, base64 and base32 of the joined text, decoded at every alignment, decoded
 *   again (base64 and hex) and read without NUL bytes (UTF-16); runs of decimal numbers, in the
 *   joined text and over its lines.
 * Whatever is found in a view is redacted where it was written, in the text itself. The cost is
 * a few passes over the text, each linear in its length.
 */
import { type Join, joined } from './joins.js'
import { decodedView, withoutNul, type Encoding } from './decoded.js'
import { findNeedles, formOf, needlesOf, withCovered, type Needles } from './needles.js'
import { secretsWith } from './secrets.js'
import { findTokens } from './tokens.js'
import { cover, normalised, viewOf, type View } from './views.js'

/** Which encodings each join's runs are decoded from (why: joins.ts, `soft` and `code`). */
const DECODED: Readonly<Record<Join, readonly Encoding[]>> = {
  // A `code` join drops a patch's + or - at a line's start: base64 has those as data.
  soft: ['base64'],
  // Hex and base32 have neither as data (a - between hex bytes separates them): for them the
  // `code` join joins all that `soft` does, and more.
  code: ['base64', 'hex', 'base32']
}

/** What a decoded run is decoded from again (a value encoded twice). */
const AGAIN: readonly Encoding[] = ['base64', 'hex']

/**
 * Our secrets as they are, to be found in a view; in bytes too (a decoded view is bytes). A few
 * dozen pieces a secret: made anew each time, at a cost far below that of the views.
 */
const plainNeedles = (secrets: readonly string[]): Needles =>
  needlesOf(
    secrets.flatMap((secret) =>
      [secret, Buffer.from(secret).toString('latin1')].map((form) => formOf(form, secret))
    )
  )

/**
 * `text` with our secrets (the registered ones and `extra`) and tokens of well-known shapes
 * replaced by `***`, in every form described above.
 */
export function redactForAgent(text: string, extra: readonly string[] = []): string {
  if (text.length === 0) return text
  const secrets = secretsWith(extra)
  const covered = new Uint8Array(text.length)
  const seen = new Set<View>()
  const look = (view: View, needles: Needles | undefined): void => {
    // A view that changed nothing is its parent, looked at already.
    if (seen.has(view)) return
    seen.add(view)
    const found = (from: number, to: number): void => cover(view, from, to, covered)
    if (needles) findNeedles(view.text, needles, found)
    findTokens(view, found)
  }
  const itself = viewOf(text)
  const plain = secrets.length > 0 ? plainNeedles(secrets) : undefined
  look(itself, plain)
  const decoded = normalised(itself)
  const soft = joined(decoded, 'soft')
  const code = joined(decoded, 'code')
  // A text of one line joins to itself both ways: its runs are decoded once, in every encoding.
  const runs = new Map<View, readonly Encoding[]>([
    [soft, DECODED.soft],
    [code, DECODED.code]
  ])
  for (const [lines, encodings] of runs) {
    look(lines, plain)
    for (const encoding of encodings) {
      const bytes = decodedView(lines, encoding)
      look(bytes, plain)
      look(withoutNul(bytes), plain)
      for (const again of AGAIN) look(decodedView(bytes, again), plain)
    }
  }
  // Decimal numbers over lines are read in lines not joined (why: decoded.ts).
  look(decodedView(code, 'decimal'), plain)
  if (code !== decoded) look(decodedView(decoded, 'decimal'), plain)
  // Hex right after `\x` (PostgreSQL's bytea, `\x6768…`): the escapes decoded above took its
  // first byte for an escape, so its runs are read in the text itself too.
  if (decoded !== itself) look(decodedView(itself, 'hex'), plain)
  return withCovered(text, covered)
}
