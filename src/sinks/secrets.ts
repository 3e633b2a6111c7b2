/**
 * Secrets, and their removal from text. The service can echo the API key (in an error body, a
 * job field), GitHub can echo a token, and a file or an issue can hold either: every string
 * passes through here before it reaches any sink, and before it is cut to length, so that no
 * cut can leave a piece of a secret that a whole-word match would not recognise.
 *
 * Not only whole secrets are removed: any run of PIECE or more characters taken from a secret
 * is, so a secret cut in half, split over two fields or quoted in part is still redacted. A run
 * of 8 characters of a random key appears in other text by chance about never.
 */
import { asciiLower, findNeedles, formOf, needlesOf, withCovered, type Needles } from './needles.js'

export { PIECE, REDACTED } from './needles.js'

/** Shorter "secrets" would blank out ordinary words; real keys and tokens are long. */
const MIN_SECRET = 4

const registry = new Set<string>()

/** Registers a secret for every later `redact` of this process (the key, the GitHub token). */
export function registerSecret(secret: string): void {
  const value = secret.trim()
  if (value.length >= MIN_SECRET) registry.add(value)
}

/**
 * The forms in which a secret could be echoed: as is, URL-encoded (its special characters, or
 * every character), JSON-escaped, base64 (as in a Basic header); each found by its pieces that
 * carry PIECE characters of the secret (needles.ts), without regard to the case of ASCII letters
 * (a proxy may lower-case a header it quotes).
 */
function formsOf(secret: string): string[] {
  const base64 = base64Forms(secret)
  const forms = new Set(
    [
      secret,
      encodeURIComponent(secret),
      // Every character percent-encoded (`%6D%69…`), as some tools encode a whole value.
      [...Buffer.from(secret)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''),
      JSON.stringify(secret).slice(1, -1),
      ...base64,
      ...base64.map((form) => form.replace(/=+$/, '').replaceAll('+', '-').replaceAll('/', '_'))
    ].map(asciiLower)
  )
  return [...forms]
}

/**
 * Forms looked for whole only: every character escaped (`\u006d…`, as JSON or JavaScript may
 * write it), and the bytes in hex. Their pieces would be ordinary text (an escaped `mi`, 8 hex
 * digits of a commit id).
 */
function wholeFormsOf(secret: string): string[] {
  const escaped = [...secret]
    .map((ch) => `\\u${(ch.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`)
    .join('')
  return [escaped, Buffer.from(secret).toString('hex')]
}

/**
 * The secret in base64 at each of the three alignments it can have inside a longer value (a
 * Basic header encodes `user:key`): base64 takes bytes three at a time, so the characters that
 * come from the secret alone depend on the length of what precedes it, modulo 3. For a shift of
 * 1 or 2, only the characters made of the secret's bits alone are kept.
 */
function base64Forms(secret: string): string[] {
  const bytes = Buffer.from(secret)
  const forms = [bytes.toString('base64')]
  for (const shift of [1, 2]) {
    const encoded = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64')
    const start = Math.ceil((shift * 4) / 3)
    const end = Math.floor(((shift + bytes.length) * 4) / 3)
    forms.push(encoded.slice(start, end))
  }
  return forms
}

/** The registered secrets and `extra`, those long enough to be looked for. */
export function secretsWith(extra: readonly string[] = []): string[] {
  return [...registry, ...extra].filter((s) => s.length >= MIN_SECRET)
}

/** The needles of the last secrets asked for: a sink redacts many strings with the same ones. */
let last: { key: string; needles: Needles } | undefined

/** Every form above of every secret of `secrets`, as needles (found in pieces or whole). */
function echoNeedles(secrets: readonly string[]): Needles {
  const key = secrets.join('\0')
  if (last?.key !== key) {
    const forms = secrets.flatMap((secret) => formsOf(secret).map((form) => formOf(form, secret)))
    const needles = needlesOf(forms, secrets.flatMap(wholeFormsOf))
    last = { key, needles }
  }
  return last.needles
}

/**
 * Replaces every secret (registered ones and `extra`), and every run of PIECE or more of its
 * characters, with `***`.
 */
export function redact(text: string, extra: readonly string[] = []): string {
  const secrets = secretsWith(extra)
  if (secrets.length === 0 || text.length === 0) return text
  const covered = new Uint8Array(text.length)
  findNeedles(text, echoNeedles(secrets), (from, to) => covered.fill(1, from, to))
  return withCovered(text, covered)
}

/** Redacts every string in a JSON-like value, keys included (for the `job` output, state). */
export function redactDeep(value: unknown, extra: readonly string[] = []): unknown {
  if (typeof value === 'string') return redact(value, extra)
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, extra))
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [redact(key, extra), redactDeep(item, extra)])
    )
  }
  return value
}
