/**
 * Removes secrets from text that may end up in a log, an error or a comment. The service can
 * echo the key back (in an error body, say), so every string built from a response or from a
 * low-level error passes through here before it leaves the client.
 */
export const REDACTED = '***'

export function redact(text: string, secrets: readonly string[]): string {
  let out = text
  for (const secret of secrets) {
    // Short strings would blank out unrelated text; real keys are long.
    if (secret.length < 4) continue
    out = out.split(secret).join(REDACTED)
    // An echoed key may come URL- or JSON-escaped.
    const encoded = encodeURIComponent(secret)
    if (encoded !== secret) out = out.split(encoded).join(REDACTED)
  }
  return out
}
