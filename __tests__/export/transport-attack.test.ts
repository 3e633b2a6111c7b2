// The analytics export's transport over node:http (src/api/node-transport.ts) must end every
// exchange as the runtime's fetch ended it before (the previous behaviour is the contract): a
// bounded wait whatever the service answers, the service's status and Retry-After kept whatever
// content coding its headers name, a TLS failure named as one, and no more work undone than
// fetch would undo. Each case runs the export's client over node:http against a small server
// here, and against fetch where fetch is the reference.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { deflateRawSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { DocsApiClient, type ApiError, type Clock } from '../../src/api/index.js'
import { nodeTransport } from '../../src/api/node-transport.js'
import { ReportsClient } from '../../src/api/reports-client.js'
import type { Transport } from '../../src/api/transport.js'
import { apiFailureOf, instantClock } from '../support/client.js'

const KEY = 'mint_transport_attack_key_9c2d'
const JOB = JSON.stringify({ id: 'job_1', status: 'active' })

let server: Server
let base: string
/** What the server answers next. */
let answer: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end()
let requests = 0

beforeAll(async () => {
  server = createServer((req, res) => {
    requests++
    answer(req, res)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((done) => server.close(done))
})

/** The client as the export builds it, over `transport`, tried once unless said otherwise. */
const client = (
  transport: Transport,
  extra: Partial<ConstructorParameters<typeof DocsApiClient>[0]> = {}
) =>
  // prettier-ignore
  new DocsApiClient({
    apiKey: KEY,
    projectId: 'proj',
    baseUrl: base,
    retry: { maxAttempts: 1 },
    clock: instantClock(),
    fetch: transport,
    ...extra
  })

/** What a failure is, without the words of a socket error's code. */
const shape = (e: ApiError) => ({
  kind: e.kind,
  status: e.status,
  retryAfterMs: e.retryAfterMs,
  notSent: e.notSent ?? false
})

describe('the export transport ends every wait', () => {
  it('an answer of 101 Switching Protocols to a request that asked for no upgrade fails the request; it does not wait forever', async () => {
    // The timeout is a signal the test aborts itself, once the server has answered 101 and
    // closed the connection: the request must end then at the latest.
    const timeout = new AbortController()
    const clock: Clock = { ...instantClock(), timeout: () => timeout.signal }
    const connectionClosed = new Promise<void>((done) => {
      answer = (_req, res) => {
        const socket = res.socket as Socket
        socket.on('close', () => done())
        socket.end('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n') // prettier-ignore
      }
    })
    const call = client(nodeTransport, { clock }).getJob('job_1')
    void connectionClosed.then(() => setImmediate(() => timeout.abort()))
    const error = await apiFailureOf(call)
    expect(['network', 'timeout']).toContain(error.kind)
    expect(error.message).not.toContain(KEY)
  }, 10_000)
})

describe('the export transport keeps the service answer whatever content coding it names', () => {
  // Proxies and frameworks that compress every answer name a coding on an empty error body too;
  // fetch reads such a body as empty, and the status and Retry-After stand.
  it.each(['gzip', 'deflate', 'br'])(
    'a 429 with Retry-After and an empty body named %s is a rate limit whose wait is honoured, as fetch reads it',
    async (coding) => {
      answer = (_req, res) => {
        res.writeHead(429, {
          'retry-after': '7',
          'content-encoding': coding,
          'content-length': '0'
        })
        res.end()
      }
      const byFetch = await apiFailureOf(client(fetch as Transport).getJob('job_1'))
      const byNode = await apiFailureOf(client(nodeTransport).getJob('job_1'))
      expect(shape(byFetch)).toEqual({ kind: 'http', status: 429, retryAfterMs: 7000, notSent: false }) // prettier-ignore
      expect(shape(byNode)).toEqual(shape(byFetch))
      expect(byNode.message).toBe(byFetch.message)
    }
  )

  it.each(['gzip', 'br'])(
    'a 401 with an empty body named %s says the key was rejected and is not retried',
    async (coding) => {
      answer = (_req, res) => {
        res.writeHead(401, { 'content-encoding': coding, 'content-length': '0' })
        res.end()
      }
      requests = 0
      const error = await apiFailureOf(
        client(nodeTransport, { retry: { maxAttempts: 3 } }).getJob('job_1')
      )
      expect(error.kind).toBe('http')
      expect(error.status).toBe(401)
      expect(error.message).toMatch(/rejected the API key \(401\)/)
      expect(requests).toBe(1)
    }
  )

  it('a body named deflate in raw deflate, without the zlib header, reads as fetch reads it', async () => {
    // Servers disagree on what `deflate` means (RFC 9110 says zlib; some send raw deflate): fetch
    // reads both, and so did the export.
    answer = (_req, res) => {
      res.writeHead(200, { 'content-encoding': 'deflate', 'content-type': 'application/json' })
      res.end(deflateRawSync(JOB))
    }
    expect(await client(fetch as Transport).getJob('job_1')).toMatchObject({ id: 'job_1' })
    expect(await client(nodeTransport).getJob('job_1')).toMatchObject({ id: 'job_1' })
  })

  it('a gzip body whose trailer never came reads as fetch reads it', async () => {
    const zipped = gzipSync(JOB)
    answer = (_req, res) => {
      res.writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'application/json' })
      res.end(zipped.subarray(0, zipped.length - 8)) // the CRC and the size left off
    }
    const byFetch = await client(fetch as Transport)
      .getJob('job_1')
      .then((job) => ({ ok: job }), (e: ApiError) => ({ failed: shape(e) })) // prettier-ignore
    const byNode = await client(nodeTransport)
      .getJob('job_1')
      .then((job) => ({ ok: job }), (e: ApiError) => ({ failed: shape(e) })) // prettier-ignore
    expect(byNode).toEqual(byFetch)
  })
})

describe('the export transport undoes no more than fetch undoes', () => {
  it('an answer naming a thousand content codings is refused, not decoded layer by layer', async () => {
    // fetch refuses more than 5 codings (undici's bound on decompression chains): each one is a
    // zlib stream of its own, native memory the worker's heap limits do not count.
    const layers = 1000
    let body = Buffer.from(JOB)
    for (let i = 0; i < layers; i++) body = gzipSync(body, { level: 0 })
    answer = (_req, res) => {
      res.writeHead(200, { 'content-encoding': Array(layers).fill('gzip').join(', ') })
      res.end(body)
    }
    const byFetch = await apiFailureOf(client(fetch as Transport).getJob('job_1'))
    expect(byFetch.kind).toBe('network')
    await expect(client(nodeTransport).getJob('job_1')).rejects.toMatchObject({
      kind: byFetch.kind
    })
  })
})

describe('the export transport names a TLS failure as fetch named it', () => {
  it('an https api-url whose port speaks plain HTTP is a TLS failure, not retried, that points at the api-url input', async () => {
    answer = (_req, res) => res.end(JOB)
    const port = (server.address() as AddressInfo).port
    const over = (transport: Transport) =>
      client(transport, { baseUrl: `https://127.0.0.1:${port}`, retry: { maxAttempts: 3 } })
    requests = 0
    const byFetch = await apiFailureOf(over(fetch as Transport).getJob('job_1'))
    const byNode = await apiFailureOf(over(nodeTransport).getJob('job_1'))
    expect(shape(byFetch)).toMatchObject({ kind: 'tls', notSent: true })
    expect(shape(byNode)).toEqual(shape(byFetch))
    expect(byNode.message).toMatch(/TLS connection .* failed .*check the api-url input/)
    expect(byNode.attempts ?? 1).toBe(1)
  })

  it('the reports client, without a proxy variable, fails the same way', async () => {
    const port = (server.address() as AddressInfo).port
    const proxied = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY'].some((v) => process.env[v]) // prettier-ignore
    if (proxied) return
    const reports = new ReportsClient({
      apiKey: KEY,
      projectId: 'proj',
      baseUrl: `https://127.0.0.1:${port}`,
      retry: { maxAttempts: 1 },
      clock: instantClock()
    })
    const error = await apiFailureOf(reports.getSearches())
    expect(error.kind).toBe('tls')
  })
})
