/**
 * What the transport (transport.ts) and the proxy support (proxy.ts) share, apart from either:
 * the proxy support is a bundle chunk of its own that the transport loads on demand, so it may
 * not import the transport back.
 */
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
