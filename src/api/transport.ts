/**
 * Which `fetch` carries the service's requests. Without a proxy variable it is the runtime's own
 * `fetch`, at no cost. With one (self-hosted runners behind a proxy), the proxy support loads on
 * the first request (proxy.ts): it is a bundle chunk that GitHub-hosted runners never read, so
 * the start-up figure stays what it was.
 */
import type { Fetch, TransportLog } from './proxy-failure.js'

export type { Answer, Transport } from './answer.js'
export type { TransportLog } from './proxy-failure.js'

/** The variables the toolkit reads (@actions/http-client), in both cases, as Octokit does. */
export const PROXY_VARIABLES = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY'] as const

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
