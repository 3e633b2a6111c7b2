/**
 * Finding the forms of secrets in a text, in one pass however many forms there are, and writing
 * the text back with what was found replaced. A form is found whole, or by any of its pieces, so a
 * secret cut in half, split over two fields or quoted in part is still found. A piece is as long
 * as it takes to carry PIECE characters of the secret: 8 characters of the secret as it is, 24 of
 * it percent-encoded (`%6d%69%6e` is only `min`, which ordinary text may hold). Comparisons ignore
 * the case of ASCII letters (a proxy may lower-case a header it quotes).
 *
 * Every window of a piece's length is hashed as the text is read (a rolling hash); only a window
 * whose hash is one of a piece's is compared as a string. The forms found whole are one regular
 * expression. The cost is one pass over the text per length of piece, not one per form.
 */
export const REDACTED = '***'

/** The fewest characters of a secret that are redacted on their own. */
export const PIECE = 8

/** ASCII letters in lower case; other characters stay (so positions stay the same). */
export const asciiLower = (text: string): string => text.replace(/[A-Z]/g, (ch) => ch.toLowerCase())

/** A form of a secret, and how many of its characters carry PIECE characters of the secret. */
export interface Form {
  readonly text: string
  readonly piece: number
}

/** A form of `secret` whose pieces are as long as they must be to carry PIECE of its characters. */
export const formOf = (text: string, secret: string): Form => ({
  text,
  piece: Math.max(PIECE, Math.ceil((PIECE * text.length) / Math.max(1, secret.length)))
})

/** The pieces of one length, and their hashes. */
interface Pieces {
  readonly length: number
  /** BASE^(length-1) modulo 2^32: the weight of the character that leaves the window. */
  readonly top: number
  readonly pieces: ReadonlySet<string>
  readonly hashes: ReadonlySet<number>
}

/** What to look for: pieces (by their length), and the forms found whole as one pattern. */
export interface Needles {
  readonly pieces: readonly Pieces[]
  readonly wholes: RegExp | undefined
}

// A polynomial hash modulo 2^32 (Math.imul wraps): a window whose hash is a piece's is compared.
const BASE = 0x01000193

/** The code of character `at` of `text`, an ASCII capital as its small letter. */
function lowerCode(text: string, at: number): number {
  const code = text.charCodeAt(at)
  return code >= 65 && code <= 90 ? code + 32 : code
}

function hashOf(text: string, at: number, length: number): number {
  let hash = 0
  for (let i = at; i < at + length; i++) hash = (Math.imul(hash, BASE) + lowerCode(text, i)) | 0
  return hash
}

const escaped = (form: string): string => form.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/**
 * The needles of `forms` (found whole, or by their pieces) and `wholeOnly` (found whole only),
 * each compared in lower case.
 */
export function needlesOf(forms: readonly Form[], wholeOnly: readonly string[] = []): Needles {
  const byLength = new Map<number, Set<string>>()
  const wholes = new Set<string>()
  for (const { text, piece } of forms) {
    const form = asciiLower(text)
    if (form.length < piece) wholes.add(form)
    const pieces = byLength.get(piece) ?? new Set<string>()
    byLength.set(piece, pieces)
    for (let i = 0; i + piece <= form.length; i++) pieces.add(form.slice(i, i + piece))
  }
  for (const form of wholeOnly) if (form) wholes.add(asciiLower(form))
  const pieces = [...byLength].map(([length, set]) => ({
    length,
    top: Array.from({ length: length - 1 }).reduce<number>((power) => Math.imul(power, BASE), 1),
    pieces: set,
    hashes: new Set([...set].map((piece) => hashOf(piece, 0, length)))
  }))
  // Longest first: where two forms start at one place, the longer one is found.
  const longest = [...wholes].sort((a, b) => b.length - a.length)
  const pattern = longest.length > 0 ? new RegExp(longest.map(escaped).join('|'), 'gi') : undefined
  return { pieces: pieces.filter((p) => p.pieces.size > 0), wholes: pattern }
}

/** Calls `found(from, to)` for every place of `text` where a needle is. */
export function findNeedles(
  text: string,
  needles: Needles,
  found: (from: number, to: number) => void
): void {
  const { wholes } = needles
  if (wholes) {
    // From the place after each one found: forms may overlap.
    wholes.lastIndex = 0
    for (let m = wholes.exec(text); m; m = wholes.exec(text)) {
      found(m.index, m.index + m[0].length)
      wholes.lastIndex = m.index + 1
    }
  }
  for (const { length, top, pieces, hashes } of needles.pieces) {
    if (text.length < length) continue
    let hash = hashOf(text, 0, length)
    for (let at = 0; ; at++) {
      if (hashes.has(hash) && pieces.has(asciiLower(text.slice(at, at + length)))) {
        found(at, at + length)
      }
      if (at + length >= text.length) break
      const out = Math.imul(lowerCode(text, at), top)
      hash = (Math.imul(hash - out, BASE) + lowerCode(text, at + length)) | 0
    }
  }
}

/** `text` with every run of covered characters replaced by one REDACTED. */
export function withCovered(text: string, covered: Uint8Array): string {
  let out = ''
  let kept = 0
  for (let i = 0; i < text.length; i++) {
    if (!covered[i] || (i > 0 && covered[i - 1])) continue
    let end = i
    while (end < text.length && covered[end]) end++
    out += text.slice(kept, i) + REDACTED
    kept = end
    i = end - 1
  }
  return kept === 0 ? text : out + text.slice(kept)
}
