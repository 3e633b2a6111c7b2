// A request as an in-memory stand-in's `fetch` is given it (support/github-memory.ts,
// support/job-service.ts): its URL, method, body (its JSON, or its text when it is not JSON),
// headers (names in lower case) and cancellation.
export interface FetchedRequest {
  url: URL
  method: string
  body: unknown
  headers: Record<string, string>
  signal: AbortSignal | undefined
}

export function requestOf(input: string | URL | Request, init: RequestInit = {}): FetchedRequest {
  const url = new URL(input instanceof Request ? input.url : String(input))
  const text = typeof init.body === 'string' ? init.body : undefined
  let body: unknown
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    body = text
  }
  return {
    url,
    method: (init.method ?? 'GET').toUpperCase(),
    body,
    headers: Object.fromEntries(
      [...new Headers(init.headers ?? {}).entries()].map(([k, v]) => [k.toLowerCase(), v])
    ),
    signal: init.signal ?? undefined
  }
}

/** The request as a stand-in's `onExchange` reports it: method, path, query, headers and body. */
export const seenOf = ({ url, method, headers, body }: FetchedRequest) => ({
  method,
  path: url.pathname,
  query: Object.fromEntries(url.searchParams),
  headers,
  body
})
