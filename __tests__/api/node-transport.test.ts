// The analytics export's transport over node:http (src/api/node-transport.ts) does for the
// client what the runtime's fetch did: the same answers, the same failures, bodies in gzip,
// deflate or brotli undone, a redirect answered and not followed, a signal that stops a request
// wherever it is. The service is the simulator, or a small server written here for what the
// simulator does not do; each fault is run through both transports and must end alike. Where
// fetch is the reference (a 101 no one asked for, an empty or unterminated coded body, raw
// deflate, a thousand codings, plain HTTP on an https: address), the case runs through both.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { DocsApiClient, type ApiError, type Clock } from '../../src/api/index.js'
import { nodeTransport } from '../../src/api/node-transport.js'
import { ReportsClient, exportTransportFor } from '../../src/api/reports-client.js'
import type { Transport } from '../../src/api/transport.js'
import { startSimulator, type Simulator } from '../../simulator/server.js'
import { apiFailureOf, instantClock } from '../support/client.js'

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
    const controller = new AbortController()
    // Never answers: the signal fires once the request has reached the server.
    answer = () => controller.abort()
    const got = nodeTransport(new URL(base), asked(controller.signal))
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

/** How a getJob over `transport` ends: the job, or the failure's shape. */
const outcome = (transport: Transport) =>
  exportClient(transport)
    .getJob('job_1')
    .then(
      (job) => ({ ok: job }),
      (e: ApiError) => ({ failed: shape(e) })
    )

const JOB = JSON.stringify({ id: 'job_1', status: 'active' })

/** The client as the export builds it, over `transport`, tried once unless said otherwise. */
const exportClient = (
  transport: Transport,
  extra: Partial<ConstructorParameters<typeof DocsApiClient>[0]> = {}
) =>
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
        socket.end(
          'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n'
        )
      }
    })
    const call = exportClient(nodeTransport, { clock }).getJob('job_1')
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
      const byFetch = await apiFailureOf(exportClient(fetch as Transport).getJob('job_1'))
      const byNode = await apiFailureOf(exportClient(nodeTransport).getJob('job_1'))
      expect(shape(byFetch)).toEqual({
        kind: 'http',
        status: 429,
        retryAfterMs: 7000,
        notSent: false
      })
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
      seen.length = 0
      const error = await apiFailureOf(
        exportClient(nodeTransport, { retry: { maxAttempts: 3 } }).getJob('job_1')
      )
      expect(error.kind).toBe('http')
      expect(error.status).toBe(401)
      expect(error.message).toMatch(/rejected the API key \(401\)/)
      expect(seen.length).toBe(1)
    }
  )

  it('a body named deflate in raw deflate, without the zlib header, reads as fetch reads it', async () => {
    // Servers disagree on what `deflate` means (RFC 9110 says zlib; some send raw deflate): fetch
    // reads both, and so did the export.
    answer = (_req, res) => {
      res.writeHead(200, { 'content-encoding': 'deflate', 'content-type': 'application/json' })
      res.end(deflateRawSync(JOB))
    }
    expect(await exportClient(fetch as Transport).getJob('job_1')).toMatchObject({ id: 'job_1' })
    expect(await exportClient(nodeTransport).getJob('job_1')).toMatchObject({ id: 'job_1' })
  })

  it('a gzip body whose trailer never came reads as fetch reads it', async () => {
    const zipped = gzipSync(JOB)
    answer = (_req, res) => {
      res.writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'application/json' })
      res.end(zipped.subarray(0, zipped.length - 8)) // the CRC and the size left off
    }
    const byFetch = await exportClient(fetch as Transport)
      .getJob('job_1')
      .then(
        (job) => ({ ok: job }),
        (e: ApiError) => ({ failed: shape(e) })
      )
    const byNode = await exportClient(nodeTransport)
      .getJob('job_1')
      .then(
        (job) => ({ ok: job }),
        (e: ApiError) => ({ failed: shape(e) })
      )
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
    const byFetch = await apiFailureOf(exportClient(fetch as Transport).getJob('job_1'))
    expect(byFetch.kind).toBe('network')
    await expect(exportClient(nodeTransport).getJob('job_1')).rejects.toMatchObject({
      kind: byFetch.kind
    })
  })
})

describe('the export transport names a TLS failure as fetch named it', () => {
  it('an https api-url whose port speaks plain HTTP is a TLS failure, not retried, that points at the api-url input', async () => {
    answer = (_req, res) => res.end(JOB)
    const port = (server.address() as AddressInfo).port
    const over = (transport: Transport) =>
      exportClient(transport, { baseUrl: `https://127.0.0.1:${port}`, retry: { maxAttempts: 3 } })
    seen.length = 0
    const byFetch = await apiFailureOf(over(fetch as Transport).getJob('job_1'))
    const byNode = await apiFailureOf(over(nodeTransport).getJob('job_1'))
    expect(shape(byFetch)).toMatchObject({ kind: 'tls', notSent: true })
    expect(shape(byNode)).toEqual(shape(byFetch))
    expect(byNode.message).toMatch(/TLS connection .* failed .*check the api-url input/)
    expect(byNode.attempts ?? 1).toBe(1)
  })

  it('the reports client, without a proxy variable, fails the same way', async () => {
    const port = (server.address() as AddressInfo).port
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

describe('the export transport ends a body its signal stopped as fetch ended it', () => {
  // A body without a length (no Content-Length, not chunked) ends when the connection closes.
  // When the request's own signal closes the connection mid-body (its timeout, or the call
  // cancelled), fetch fails the read; the bytes that had come are not the whole answer.
  it.each(['timeout', 'cancel'] as const)(
    'a body delimited by the connection close, stopped by the %s signal while it is read, fails as fetch fails it, not read as the whole answer',
    async (which) => {
      answer = (_req, res) => {
        // The whole job, but the connection stays open: more of the body may follow.
        ;(res.socket as Socket).write(
          `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\n\r\n${JOB}`
        )
      }
      const run = async (transport: Transport) => {
        const stop = new AbortController()
        const clock: Clock = {
          ...instantClock(),
          timeout: () => (which === 'timeout' ? stop.signal : new AbortController().signal)
        }
        // The signal fires once the answer's head has come, before its body is read.
        const stopping: Transport = async (url, init) => {
          const got = await transport(url, init)
          stop.abort()
          return got
        }
        const client = exportClient(stopping, { clock })
        return client.getJob('job_1', which === 'cancel' ? { signal: stop.signal } : {}).then(
          (job) => ({ ok: job }),
          (e: ApiError) => ({ failed: shape(e) })
        )
      }
      const byFetch = await run(fetch as Transport)
      expect(byFetch).toEqual({
        failed: expect.objectContaining({ kind: which === 'timeout' ? 'timeout' : 'aborted' })
      })
      expect(await run(nodeTransport)).toEqual(byFetch)
    }
  )
})

describe('the export transport leaves a coded body as fetch leaves it', () => {
  // fetch undoes the codings only when it knows every one named; one it does not undo (an
  // unknown name, identity, an empty item) leaves the whole body as it came, not half undone.
  it.each(['foo, gzip', 'identity, gzip', 'gzip, identity', 'gzip,,'])(
    'a body named "%s" reads as fetch reads it',
    async (coding) => {
      answer = (_req, res) => {
        res.writeHead(200, { 'content-encoding': coding, 'content-type': 'application/json' })
        res.end(gzipSync(JOB))
      }
      const byFetch = await text(fetch as Transport, base)
      const byNode = await text(nodeTransport, base)
      expect(byNode.text).toBe(byFetch.text)
    }
  )

  it('an answer naming six codings, identity among them, is refused as fetch refuses it', async () => {
    answer = (_req, res) => {
      res.writeHead(200, {
        'content-encoding': 'identity, identity, identity, identity, identity, gzip',
        'content-type': 'application/json'
      })
      res.end(gzipSync(JOB))
    }
    const byFetch = await outcome(fetch as Transport)
    expect(byFetch).toEqual({ failed: expect.objectContaining({ kind: 'network' }) })
    expect(await outcome(nodeTransport)).toEqual(byFetch)
  })

  // Node 24's fetch undoes zstd (where node:zlib has it), asked for or not; Node 20's leaves it.
  it('a body sent in zstd reads as fetch reads it', async () => {
    // {"id":"job_1","status":"active"} in zstd (zstdCompressSync of Node 24).
    const zstd = Buffer.from('KLUv/SAgAQEAeyJpZCI6ImpvYl8xIiwic3RhdHVzIjoiYWN0aXZlIn0=', 'base64')
    answer = (_req, res) => {
      res.writeHead(200, { 'content-encoding': 'zstd', 'content-type': 'application/json' })
      res.end(zstd)
    }
    const byFetch = await text(fetch as Transport, base)
    expect((await text(nodeTransport, base)).text).toBe(byFetch.text)
  })

  it('a 205 Reset Content answer has an empty body, as fetch reads it, whatever bytes follow it', async () => {
    answer = (_req, res) => {
      ;(res.socket as Socket).end(
        `HTTP/1.1 205 Reset Content\r\ncontent-length: ${JOB.length}\r\nconnection: close\r\n\r\n${JOB}`
      )
    }
    const byFetch = await outcome(fetch as Transport)
    expect(byFetch).toEqual({ failed: expect.objectContaining({ kind: 'invalid-response' }) })
    expect(await outcome(nodeTransport)).toEqual(byFetch)
  })
})

describe('the export transport reads every header fetch reads', () => {
  // Node's client keeps the first 2000 header lines of an answer and drops the rest without a
  // word; fetch reads them all (the bound is the headers' size, 16 KiB, on both).
  it('a Retry-After after two thousand other header lines is honoured, as fetch honours it', async () => {
    answer = (_req, res) => {
      ;(res.socket as Socket).end(
        `HTTP/1.1 429 Too Many Requests\r\n${'x:1\r\n'.repeat(2100)}retry-after: 7\r\n` +
          'content-length: 0\r\nconnection: close\r\n\r\n'
      )
    }
    const byFetch = await apiFailureOf(exportClient(fetch as Transport).getJob('job_1'))
    expect(shape(byFetch)).toEqual({
      kind: 'http',
      status: 429,
      retryAfterMs: 7000,
      notSent: false
    })
    const byNode = await apiFailureOf(exportClient(nodeTransport).getJob('job_1'))
    expect(shape(byNode)).toEqual(shape(byFetch))
  })
})
