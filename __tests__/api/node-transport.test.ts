// The analytics export's transport over node:http (src/api/node-transport.ts) does for the
// client what the runtime's fetch did: the same answers, the same failures, bodies in gzip,
// deflate or brotli undone, a redirect answered and not followed, a signal that stops a request
// wherever it is. The service is the simulator, or a small server written here for what the
// simulator does not do; each fault is run through both transports and must end alike.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { DocsApiClient, type ApiError } from '../../src/api/index.js'
import { nodeTransport } from '../../src/api/node-transport.js'
import { ReportsClient, exportTransportFor } from '../../src/api/reports-client.js'
import type { Transport } from '../../src/api/transport.js'
import { startSimulator, type Simulator } from '../../simulator/server.js'
import { apiFailureOf } from '../support/client.js'

const KEY = 'mint_transport_key_5e1f'
let sim: Simulator
let server: Server
let base: string
/** What the small server answers next, and the requests it saw. */
let answer: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end()
const seen: { headers: IncomingMessage['headers']; body: string; closed: Promise<void> }[] = []

beforeAll(async () => {
  sim = await startSimulator({ port: 0, jobDurationMs: 50 })
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    const closed = new Promise<void>((done) => res.on('close', done))
    req.on('end', () => {
      seen.push({ headers: req.headers, body, closed })
      answer(req, res)
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((done) => server.close(done))
  await sim.close()
})
beforeEach(() => {
  sim.reset()
  sim.configure({ rateLimit: false })
  seen.length = 0
})

const asked = (signal = new AbortController().signal) =>
  ({ method: 'GET', headers: { accept: 'application/json' }, signal, redirect: 'manual' }) as const

/** The whole body of an answer, as the client reads it. */
async function text(transport: Transport, url: URL | string, signal?: AbortSignal) {
  const got = await transport(new URL(url), asked(signal))
  const reader = got.body!.getReader()
  let out = ''
  for (;;) {
    const chunk = await reader.read()
    if (chunk.done) return { status: got.status, headers: got.headers, text: out }
    out += Buffer.from(chunk.value).toString()
  }
}

describe('nodeTransport', () => {
  it.each([
    ['gzip', gzipSync],
    ['x-gzip', gzipSync],
    ['deflate', deflateSync],
    ['br', brotliCompressSync]
  ])(
    'undoes a body sent in %s, and asks for gzip and deflate as fetch does',
    async (coding, zip) => {
      const json = JSON.stringify({ rows: Array.from({ length: 2000 }, (_, i) => `row ${i}`) })
      answer = (_req, res) => {
        res.writeHead(200, { 'content-encoding': coding, 'content-type': 'application/json' })
        res.end(zip(json))
      }
      expect((await text(nodeTransport, base)).text).toBe(json)
      expect((await text(fetch as Transport, base)).text).toBe(json)
      expect(seen[0]?.headers['accept-encoding']).toBe('gzip, deflate')
    }
  )

  it('reads a header sent twice as its values joined, as Headers does', async () => {
    answer = (_req, res) => {
      res.setHeader('retry-after', ['5', '7'])
      res.setHeader('x-kind', ['a', 'b'])
      res.end('{}')
    }
    for (const transport of [nodeTransport, fetch as Transport]) {
      const got = await text(transport, base)
      expect([got.headers.get('Retry-After'), got.headers.get('x-kind')]).toEqual(['5, 7', 'a, b'])
      expect(got.headers.get('x-absent')).toBeNull()
    }
  })

  it('answers a redirect without following it', async () => {
    answer = (req, res) => {
      if (req.url === '/elsewhere') res.end('followed')
      else res.writeHead(302, { location: `${base}/elsewhere` }).end()
    }
    const got = await text(nodeTransport, `${base}/start`)
    expect(got.status).toBe(302)
    expect(got.headers.get('location')).toBe(`${base}/elsewhere`)
    expect(seen).toHaveLength(1)
  })

  it('sends the body and headers it is given', async () => {
    answer = (_req, res) => res.end('{}')
    const got = await nodeTransport(new URL(base), {
      ...asked(),
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: '{"prompt":"x"}'
    })
    expect(got.status).toBe(200)
    expect(seen[0]).toMatchObject({ body: '{"prompt":"x"}' })
    expect(seen[0]?.headers.authorization).toBe(`Bearer ${KEY}`)
  })

  it('stops reading a body when its signal aborts, and a cancel closes the connection', async () => {
    answer = (_req, res) => res.write('{"rows":[') // never ends
    const controller = new AbortController()
    const got = await nodeTransport(new URL(base), asked(controller.signal))
    const reader = got.body!.getReader()
    expect((await reader.read()).done).toBe(false)
    const next = reader.read()
    controller.abort()
    await expect(next).rejects.toThrow(/abort/i)

    const other = await nodeTransport(new URL(base), asked())
    await other.body!.cancel()
    await seen[1]?.closed
  })

  it('fails a request whose signal aborted before it was answered', async () => {
    answer = () => {} // never answers
    const controller = new AbortController()
    const got = nodeTransport(new URL(base), asked(controller.signal))
    setTimeout(() => controller.abort(), 20)
    await expect(got).rejects.toThrow(/abort/i)
  })
})

describe('the client over node:http against the simulator', () => {
  const client = (transport: Transport) =>
    new DocsApiClient({
      apiKey: KEY,
      projectId: 'proj',
      baseUrl: sim.url,
      retry: { maxAttempts: 1 },
      requestTimeoutMs: 300,
      fetch: transport
    })
  /** What a failure is, without the words of the socket's error code. */
  const shape = (e: ApiError) => ({ kind: e.kind, status: e.status, notSent: e.notSent ?? false })

  it.each([
    ['a drop before an answer', { route: 'getJob' as const, drop: 'before-processing' as const }],
    ['a 503', { route: 'getJob' as const, status: 503 }],
    ['a 429 with Retry-After', { route: 'getJob' as const, status: 429, retryAfter: 3 }],
    ['an HTML page', { route: 'getJob' as const, malformed: 'html' as const }],
    ['truncated JSON', { route: 'getJob' as const, malformed: 'truncated-json' as const }],
    ['an empty body', { route: 'getJob' as const, malformed: 'empty' as const }],
    ['a slow answer', { route: 'getJob' as const, delayMs: 1000 }]
  ])('ends %s as fetch does', async (_name, fault) => {
    const failures: ApiError[] = []
    for (const transport of [fetch as Transport, nodeTransport]) {
      sim.inject(fault)
      failures.push(await apiFailureOf(client(transport).getJob('job_1')))
    }
    const [byFetch, byNode] = failures as [ApiError, ApiError]
    expect(shape(byNode)).toEqual(shape(byFetch))
    expect(byNode.retryAfterMs).toEqual(byFetch.retryAfterMs)
    if (byFetch.kind !== 'network') expect(byNode.message).toBe(byFetch.message)
  })

  it('cannot connect to a closed port, and says so: nothing was sent', async () => {
    const closed = new DocsApiClient({ apiKey: KEY, projectId: 'p', baseUrl: 'http://127.0.0.1:9', fetch: nodeTransport, retry: { maxAttempts: 1 } }) // prettier-ignore
    const error = await apiFailureOf(closed.getJob('j'))
    expect(shape(error)).toEqual({ kind: 'network', status: undefined, notSent: true })
    expect(error.message).toBe(
      'Could not connect to the service at http://127.0.0.1:9 (ECONNREFUSED).'
    )
  })

  it('is the reports client default without a proxy variable, and fetch through one with', () => {
    const log = { debug: () => {} }
    expect(exportTransportFor(new URL(sim.url), log, {})).toBe(nodeTransport)
    expect(exportTransportFor(new URL(sim.url), log, { HTTPS_PROXY: 'http://p:3128' })).not.toBe(
      nodeTransport
    )
    const reports = new ReportsClient({ apiKey: KEY, projectId: 'proj', baseUrl: sim.url })
    expect((reports as unknown as { fetchImpl: unknown }).fetchImpl).toBe(
      process.env.HTTPS_PROXY || process.env.https_proxy || process.env.HTTP_PROXY || process.env.http_proxy ? expect.anything() : nodeTransport // prettier-ignore
    )
  })
})
