// What the end-to-end suites that stand between the action and the service (proxies, TLS fronts)
// run on: a server listening on loopback, and a throwaway certificate for a test's host name.
import { execFileSync } from 'node:child_process'
import type { AddressInfo, Server } from 'node:net'
import { join } from 'node:path'

/** `server` listening on 127.0.0.1 at a port of the system's choosing: that port. */
export function listen(server: Server): Promise<number> {
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => done((server.address() as AddressInfo).port))
  )
}

/**
 * A self-signed certificate for `host`, and its key, made fresh each run in `dir` (no key in the
 * repository). The action's child trusts it through NODE_EXTRA_CA_CERTS: the certificate's file.
 */
export function throwawayCertificate(
  dir: string,
  host: string
): { keyFile: string; caFile: string } {
  const keyFile = join(dir, 'key.pem')
  const caFile = join(dir, 'cert.pem')
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-days', '2', '-subj', `/CN=${host}`, '-addext', `subjectAltName=DNS:${host}`,
    '-keyout', keyFile, '-out', caFile
  ], { stdio: 'ignore' }) // prettier-ignore
  return { keyFile, caFile }
}
