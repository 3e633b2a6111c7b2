// Encodings of a secret, the building blocks of the forms of __tests__/support/secret-forms.ts:
// a secret cut and joined, wrapped over lines, its bytes in hex, base64, base32 or UTF-16.
/** Random choices of a generator: `n` picks a variant, `cuts` where a secret is cut. */
export interface Choices {
  readonly n: number
  readonly cuts: readonly number[]
}

/**
 * What a generator made: the text, and what of it is no part of the secret and stays (the joints
 * between its lines or pieces, a word glued before it): the check drops them from both texts.
 */
export type Made = string | { readonly text: string; readonly joints: readonly string[] }

export const hex2 = (b: number) => b.toString(16).padStart(2, '0')
export const utf8 = (s: string) => [...Buffer.from(s)]
export const points = (s: string) => [...s].map((c) => c.codePointAt(0)!)
export const of = <T>(n: number, options: readonly T[]): T => options[n % options.length]!
export const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64')
export const hexOf = (s: string | Buffer) => Buffer.from(s).toString('hex')
/** A few bytes before the secret, so that it starts at any alignment of an encoding. */
export const lead = (n: number, most = 3) => 'u:xy'.slice(0, n % (most + 1))

/** `secret` cut at `cuts` (at least one cut), in order. */
export function cut(secret: string, cuts: readonly number[]): string[] {
  const at = [...new Set(cuts.map((c) => 1 + (c % (secret.length - 1))))].sort((a, b) => a - b)
  const pieces = at.map((end, i) => secret.slice(at[i - 1] ?? 0, end))
  return [...pieces, secret.slice(at.at(-1) ?? 0)]
}

/** `secret` cut at the choices' cuts, each cut joined by one of `joints`, between `open` and `close`. */
export function joinedBy(
  secret: string,
  c: Choices,
  joints: readonly string[],
  open = '',
  close = open
): Made {
  const pieces = cut(secret, c.cuts)
  const used = pieces.slice(1).map((_p, i) => of((c.cuts[i] ?? 0) >> 5, joints))
  const text = pieces.map((p, i) => (i ? `${used[i - 1]}${p}` : p)).join('')
  return { text: `${open}${text}${close}`, joints: [...new Set(used)] }
}

/** Lines of `width` characters, each after `prefix`, joined by `joint`. */
export function wrapped(text: string, width: number, prefix = '', joint = '\n'): Made {
  const lines = text.match(new RegExp(`[^]{1,${width}}`, 'g')) ?? []
  return { text: lines.map((l) => `${prefix}${l}`).join(joint), joints: [`${joint}${prefix}`] }
}

/** RFC 4648 base32, no padding. */
export function base32(input: Uint8Array | string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  const bits = [...Buffer.from(input)].map((b) => b.toString(2).padStart(8, '0')).join('')
  let out = ''
  for (let i = 0; i < bits.length; i += 5) {
    out += alphabet[parseInt(bits.slice(i, i + 5).padEnd(5, '0'), 2)]
  }
  return out
}

/** Every character of `s`, or only its `_` (n % 3 === 0), written by `escape`, in either case. */
export function escaped(s: string, n: number, escape: (point: number, upper: boolean) => string) {
  const upper = n % 2 === 1
  if (n % 3 === 0) return s.replaceAll('_', escape(0x5f, upper))
  return points(s)
    .map((p) => escape(p, upper))
    .join('')
}

/** Digits of `point` in hex, at least `least` of them, in either case. */
export const hexDigits = (point: number, least: number, upper: boolean) => {
  const digits = point.toString(16).padStart(least, '0')
  return upper ? digits.toUpperCase() : digits
}

/** Other text, then `secret`, in UTF-16 (little- or big-endian). */
export function utf16(s: string, n: number): Buffer {
  const bytes = Buffer.from(`${'$t="'.slice(0, n % 5)}${s}"`, 'utf16le')
  return n % 2 ? bytes : bytes.swap16()
}

/** The bytes in hex as a dump, a debugger, a C array writes them. */
export function hexBytes(bytes: Buffer, n: number): Made {
  const digits = hexOf(bytes)
  switch (n % 6) {
    case 0:
      return digits
    case 1:
      return digits.toUpperCase()
    case 2:
      return [...bytes].map(hex2).join(of(n >> 3, [' ', ':', '-', ', ', ',']))
    case 3:
      return [...bytes].map((b) => `0x${hex2(b)}`).join(of(n >> 3, [', ', ',', ' ']))
    case 4:
      // Glued to a word that ends in a hex letter.
      return { text: `sha${digits}`, joints: ['sha'] }
    default:
      return wrapped(digits, 2 + (n % 40), of(n >> 3, ['', '  ', '+']))
  }
}

/** The bytes in base64 (standard or URL-safe), as a header, a URL, a manifest or a patch holds them. */
export function base64(bytes: Buffer, n: number): Made {
  const text = n % 2 ? bytes.toString('base64url') : b64(bytes)
  switch ((n >> 1) % 5) {
    case 0:
      return text
    case 1: {
      const word = of(n >> 4, ['Basic_', 'auth/', 'x'])
      return { text: `${word}${text}`, joints: [word] }
    }
    case 2:
      return encodeURIComponent(text)
    case 3:
      return wrapped(text, 4 + (n % 73), '', of(n >> 4, ['\n', '\r\n', '\\n']))
    default:
      return wrapped(text, 4 + (n % 60), '+')
  }
}

/** The bytes in base32, either case, wrapped or not. */
export function base32Of(bytes: Buffer, n: number): Made {
  const text = n % 2 ? base32(bytes) : base32(bytes).toLowerCase()
  return n % 3 === 2 ? wrapped(text, 8 + (n % 60)) : text
}

const printable = (b: number) => (b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : '.')

/** `xxd`'s dump (16 bytes a line in groups of two, then the text) or `hexdump -C`'s. */
export function dump(text: string, xxd: boolean): string {
  const bytes = [...Buffer.from(text)]
  const lines: string[] = []
  for (let at = 0; at < bytes.length; at += 16) {
    const row = bytes.slice(at, at + 16)
    const shown = row.map(printable).join('')
    if (xxd) {
      const groups = row
        .map(hex2)
        .join('')
        .match(/.{1,4}/g)!
        .join(' ')
      lines.push(`${hex2(at).padStart(8, '0')}: ${groups.padEnd(39)}  ${shown}`)
    } else {
      const hex = `${row.slice(0, 8).map(hex2).join(' ')}  ${row.slice(8).map(hex2).join(' ')}`
      lines.push(`${hex2(at).padStart(8, '0')}  ${hex.padEnd(48)}  |${shown}|`)
    }
  }
  return lines.join('\n')
}

/**
 * What each line of a dump shows: the line, and the bytes of its hex column between the `***`s
 * (read at both parities; the text column after them reads as a few bytes more).
 */
export function dumpRead(shown: string): string[] {
  return shown.split('\n').flatMap((line) => {
    const parts = line.replace(/^[0-9a-f]{8}:?/, '').split('***')
    const digits = parts.map((part) => part.replace(/[^0-9a-f]/g, ''))
    const bytes = digits.flatMap((d) =>
      [d, d.slice(1)].map((h) => Buffer.from(h.slice(0, h.length & ~1), 'hex').toString('latin1'))
    )
    return [line, ...bytes]
  })
}
