/**
 * Requests to the service through the runner's proxy (HTTPS_PROXY / HTTP_PROXY / NO_PROXY, either
 * case). Loaded only when a proxy variable is set (transport.ts).
 *
 * The decision is the toolkit's `getProxyUrl`, the one Octokit's requests to GitHub take, so both
 * go the same way on one runner: the scheme's variable, `NO_PROXY` (names, `.suffix`, `host:port`,
 * `*`), and loopback hosts never proxied. The connection is undici's `ProxyAgent`: an `https:`
 * service is reached through a CONNECT tunnel, so the proxy sees the host and port, never the key
 * (TLS runs end to end). Plain `http:` is accepted for loopback hosts only (base-url.ts), which
 * are never proxied, so the key is never handed to a proxy in clear.
 */
import { getProxyUrl } from '@actions/http-client/lib/proxy'
import { ProxyAgent, fetch as undiciFetch } from 'undici'
import type { Fetch, TransportLog } from './transport.js'

export function proxiedFetch(target: URL, log: TransportLog): Fetch {
  const proxy = getProxyUrl(target)
  if (!proxy) {
    log.debug(`Requests to ${target.host} go direct (NO_PROXY or a loopback host).`)
    return globalThis.fetch
  }
  // Only the proxy's host is shown: its URL may carry a user and password.
  log.debug(`Requests to ${target.host} go through the proxy at ${proxy.host}.`)
  // undici reads the user and password of the URL into a Proxy-Authorization header itself.
  const dispatcher = new ProxyAgent({ uri: proxy.href })
  // undici's own fetch: the runtime's fetch is a different undici build, whose dispatcher
  // interface need not match this one (the toolkit's Octokit pairs them the same way).
  return ((input: Parameters<Fetch>[0], init?: Parameters<Fetch>[1]) =>
    undiciFetch(
      input as Parameters<typeof undiciFetch>[0],
      { ...init, dispatcher } as Parameters<typeof undiciFetch>[1]
    )) as unknown as Fetch
}
