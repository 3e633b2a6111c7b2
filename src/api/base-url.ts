/**
 * The service's base URL. The key travels in a header, so the URL must be `https:`; plain
 * `http:` is allowed only for a server on this machine (the simulator, a test stand-in), where
 * nothing crosses a network.
 */
export const DEFAULT_API_URL = 'https://api.mintlify.com'

/** `*.localhost` is not here: it is resolved through DNS, which may answer any address. */
const LOOPBACK_NAMES = new Set(['localhost', '[::1]'])

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase()
  if (LOOPBACK_NAMES.has(host)) return true
  // The whole 127.0.0.0/8 block is loopback.
  return /^127(\.\d{1,3}){3}$/.test(host)
}

/** Parses and checks a base URL; returns the URL or a sentence that says what is wrong. */
export function parseApiUrl(raw: string): { ok: true; url: URL } | { ok: false; reason: string } {
  // The URL parser drops tabs and line breaks anywhere, which would hide a `..` from the checks.
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\s\u0000-\u001f\u007f]/.test(raw)) {
    return {
      ok: false,
      reason: 'it must not contain spaces, tabs, line breaks or control characters'
    }
  }
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return { ok: false, reason: `"${raw}" is not a URL; expected a form like ${DEFAULT_API_URL}` }
  }
  if (url.username || url.password) {
    return { ok: false, reason: 'it must not carry credentials; the key goes in the api-key input' }
  }
  if (url.search || url.hash || raw.includes('?') || raw.includes('#')) {
    return { ok: false, reason: `"${raw}" must not have a query or fragment` }
  }
  // The request URL is this URL's origin and path plus a route (client.ts). A path with an empty
  // segment, a dot segment (the parser resolves them away, so the raw text is read) or a
  // backslash is not a base path anybody means, and `//` could pass for another host.
  const rawPath = raw.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/\\]*/i, '')
  if (
    url.pathname.includes('//') ||
    rawPath.includes('\\') ||
    /(^|\/)(\.|%2e){1,2}(\/|$)/i.test(rawPath)
  ) {
    return {
      ok: false,
      reason: `"${raw}" must be a plain base URL: no empty, "." or ".." path segments and no backslashes`
    }
  }
  if (url.protocol === 'https:') return { ok: true, url }
  if (url.protocol === 'http:') {
    if (isLoopbackHost(url.hostname)) return { ok: true, url }
    return {
      ok: false,
      reason: `"${raw}" uses http:, which is allowed only for loopback hosts (localhost, 127.0.0.1, [::1]); use https:`
    }
  }
  return { ok: false, reason: `"${raw}" must be an https: URL` }
}

/**
 * Whether a value (an id the service gave) can be one path segment: not empty, `.` or `..`,
 * which no encoding keeps from changing the path (segment, below, refuses them).
 */
export function isSegment(value: string): boolean {
  return value !== '' && value !== '.' && value !== '..'
}

/**
 * Encodes one path segment. `.` and `..` are refused rather than encoded: URL parsers treat
 * `%2e%2e` as `..` too, so no encoding keeps them from changing the path.
 */
export function segment(name: string, value: string): string {
  if (!isSegment(value)) {
    throw new TypeError(`${name} "${value}" is not a valid identifier`)
  }
  return encodeURIComponent(value)
}

/**
 * The request URL, from parts: the base URL's origin and path, then the route of encoded
 * segments. Never resolved relative to a user's string, so nothing in it can change the host.
 */
export function requestUrl(
  base: URL,
  path: string,
  query: Record<string, string | number | undefined> = {}
): URL {
  const url = new URL(`${base.origin}${base.pathname.replace(/\/+$/, '')}${path}`)
  if (url.origin !== base.origin) throw new TypeError('The request URL left the api-url origin')
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') url.searchParams.set(name, String(value))
  }
  return url
}
