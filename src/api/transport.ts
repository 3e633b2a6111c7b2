/**
 * Which `fetch` carries the service's requests. Without a proxy variable it is the runtime's own
 * `fetch`, at no cost. With one (self-hosted runners behind a proxy), the proxy support loads on
 * the first request (proxy.ts): it is a bundle chunk that GitHub-hosted runners never read, so
 * the start-up figure stays what it was.
 */

/** The variables the toolkit reads (@actions/http-client), in both cases, as Octokit does. */
export const PROXY_VARIABLES = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY'] as const

export type Fetch = typeof globalThis.fetch

/**
 * A request that failed at the proxy rather than at the service: a variable whose value is not a
 * proxy URL (`variable`), or a proxy that refused the tunnel with an HTTP status (`refusedStatus`);
 * in both cases the request never reached the service. `proxyHost` names the proxy (never its
 * user or password). The client turns it into an ApiError of kind `proxy` (client.ts).
 */
export class ProxyFailure extends Error {
  override readonly name = 'ProxyFailure'
  constructor(
    message: string,
    readonly detail: { variable?: string; proxyHost?: string; refusedStatus?: number }
  ) {
    super(message)
  }
}

export interface TransportLog {
  debug(message: string): void
}

/**
 * The `fetch` for requests to `target`. The decision whether a request goes through the proxy
 * (scheme, `NO_PROXY`, loopback) is the toolkit's, made once the support is loaded.
 */
export function fetchFor(target: URL, log: TransportLog, env = process.env): Fetch {
  if (!PROXY_VARIABLES.some((name) => env[name])) return globalThis.fetch
  let chosen: Promise<Fetch> | undefined
  return async (input, init) => {
    chosen ??= import('./proxy.js').then((proxy) => proxy.proxiedFetch(target, log))
    return (await chosen)(input, init)
  }
}
