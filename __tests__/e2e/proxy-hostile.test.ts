// Attacks on the proxy support (src/api/proxy.ts, src/api/transport.ts, README "Behind a proxy"),
// run on the committed dist/ through the local runner. The service is `https://api.docs.test`,
// reached only through proxies written here on 127.0.0.1 (the proxy resolves nothing: a CONNECT
// it tunnels goes to a TLS front of a hostile service on loopback). No test lets the step go
// direct to the test's name.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { connect, createServer, type Server, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer as createTlsServer, type Server as TlsServer } from 'node:tls'
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { runAction, type RunResult } from '../../scripts/local-runner.js'
import { proxiedFetch } from '../../src/api/proxy.js'
import { parseApiUrl } from '../../src/api/base-url.js'
import { job as hostileJob, type JobFields } from '../support/hostile-run.js'
import { messagesOf, universalProblems } from '../support/invariants.js'
import { listen, throwawayCertificate } from '../support/loopback.js'
import {
  startHostileService,
  type HostileService,
  type Script
} from '../support/hostile-service.js'

const KEY = 'mint_atk_Rq7Wm3Zp9Xv2Kc5T'
const PASSWORD = 'Zx9pQ2secretLw'
const HOST = 'api.docs.test'
const SERVICE = `https://${HOST}`

let dir: string
let caFile: string
let keyFile: string
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'attack-proxy-'))
  ;({ keyFile, caFile } = throwawayCertificate(dir, HOST))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function closeLater(server: Server | TlsServer, sockets: Set<Socket>): void {
  cleanups.push(
    () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => done())
      })
  )
}

/** A hostile service behind a TLS front: what a CONNECT to api.docs.test:443 reaches. */
async function tlsService(script: Script): Promise<{ svc: HostileService; port: number }> {
  const svc = await startHostileService(script)
  cleanups.push(() => svc.close())
  const sockets = new Set<Socket>()
  const front = createTlsServer(
    { key: readFileSync(keyFile), cert: readFileSync(caFile) },
    (tls) => {
      sockets.add(tls)
      const upstream = connect(svc.port, '127.0.0.1')
      sockets.add(upstream)
      tls.pipe(upstream).pipe(tls)
      tls.on('error', () => upstream.destroy())
      upstream.on('error', () => tls.destroy())
    }
  )
  const port = await listen(front)
  closeLater(front, sockets)
  return { svc, port }
}

/** What a scripted proxy saw. */
interface ProxySeen {
  connects: string[]
  heads: string[]
  bytes: Buffer[]
}

/**
 * A proxy on 127.0.0.1 whose answer to each CONNECT is `behave`'s (it gets the raw socket once
 * the request head has arrived). Everything it receives is kept.
 */
async function scriptedProxy(
  behave: (socket: Socket, head: string, n: number) => void
): Promise<{ url: string; port: number; seen: ProxySeen }> {
  const seen: ProxySeen = { connects: [], heads: [], bytes: [] }
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('error', () => {})
    let buffer = ''
    const onData = (chunk: Buffer): void => {
      seen.bytes.push(chunk)
      buffer += chunk.toString('latin1')
      const end = buffer.indexOf('\r\n\r\n')
      if (end === -1) return
      socket.off('data', onData)
      const head = buffer.slice(0, end)
      seen.heads.push(head)
      seen.connects.push(/^CONNECT (\S+)/.exec(head)?.[1] ?? head.split('\r\n')[0] ?? '')
      behave(socket, head, seen.connects.length - 1)
    }
    socket.on('data', onData)
  })
  const port = await listen(server)
  closeLater(server, sockets)
  return { url: `http://127.0.0.1:${port}`, port, seen }
}

/** Tunnels a CONNECT to `frontPort`, keeping every byte the client sends. */
function tunnel(frontPort: number, seen: ProxySeen) {
  return (client: Socket): void => {
    const upstream = connect(frontPort, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      client.on('data', (chunk: Buffer) => seen.bytes.push(chunk))
      client.pipe(upstream).pipe(client)
    })
    upstream.on('error', () => client.destroy())
    client.on('error', () => upstream.destroy())
    client.on('close', () => upstream.destroy())
  }
}

/** The scripted service's job (support/hostile-run.ts), as this suite's service names it. */
const job = (fields: JobFields = {}) =>
  hostileJob({ id: 'job_p1', model: 'm', source: { repository: 'https://github.com/acme/docs', ref: 'main' }, ...fields }) // prettier-ignore

/** Nothing listens there: the GitHub calls of a run cannot go anywhere real. */
const NO_GITHUB = 'http://127.0.0.1:9'

async function agent(
  env: Record<string, string>,
  inputs: Record<string, string> = {},
  killAfterMs = 90_000
): Promise<RunResult> {
  return runAction({
    inputs: {
      'api-key': KEY,
      'project-id': 'proj',
      'api-url': SERVICE,
      prompt: 'Document the proxy.',
      'poll-interval': '200ms',
      'max-poll-interval': '500ms',
      timeout: '5s',
      comment: 'false',
      ...inputs
    },
    env: { NODE_EXTRA_CA_CERTS: caFile, GITHUB_API_URL: NO_GITHUB, ...env },
    killAfterMs
  })
}

async function visitors(
  env: Record<string, string>,
  inputs: Record<string, string> = {}
): Promise<RunResult> {
  return runAction({
    action: 'visitors',
    inputs: { 'api-key': KEY, 'project-id': 'proj', 'api-url': SERVICE, timeout: '5s', ...inputs },
    env: { NODE_EXTRA_CA_CERTS: caFile, GITHUB_API_URL: NO_GITHUB, ...env },
    killAfterMs: 90_000
  })
}

const refuse407 = (socket: Socket): void => {
  socket.end('HTTP/1.1 407 Proxy Authentication Required\r\n\r\n')
}

// =============================================================================================

describe('proxy credentials never show', () => {
  // Each value names the refusing proxy (or is refused as a value): the step fails, and nothing of
  // the password or the key may show anywhere a workflow sees.
  const forms = (port: number): [string, string][] => [
    ['percent-encoded @ : and newline', `http://runner:${encodeURIComponent(`${PASSWORD}@:\n`)}@127.0.0.1:${port}`],
    ['a raw @ in the password', `http://runner:${PASSWORD}@x@127.0.0.1:${port}`],
    ['a raw : in the password', `http://runner:${PASSWORD}:x@127.0.0.1:${port}`],
    ['a raw newline in the password', `http://runner:${PASSWORD}\n@127.0.0.1:${port}`],
    ['a tab in the user', `http://run\tner:${PASSWORD}@127.0.0.1:${port}`],
    ['the password as the user', `http://${PASSWORD}@127.0.0.1:${port}`],
    ['an IPv6 proxy', `http://runner:${PASSWORD}@[::ffff:127.0.0.1]:${port}`],
    ['an upper-case scheme', `HTTP://runner:${PASSWORD}@127.0.0.1:${port}`],
    ['no scheme', `runner:${PASSWORD}@127.0.0.1:${port}`],
    ['socks5h', `socks5h://runner:${PASSWORD}@127.0.0.1:${port}`],
    ['an invalid percent escape', `http://runner:${PASSWORD}%E0%A4%A@127.0.0.1:${port}`],
    ['a port out of range', `http://runner:${PASSWORD}@127.0.0.1:99999`],
    ['the password in the query', `http://runner:x@127.0.0.1:${port}/?token=${PASSWORD}`],
    ['the password in the path', `http://runner:x@127.0.0.1:${port}/${PASSWORD}`],
    ['a backslash', `http://runner:${PASSWORD}@127.0.0.1:${port}\\@x`]
  ] // prettier-ignore

  it('in any form of HTTPS_PROXY / https_proxy: not in log, outputs, state or summary', async () => {
    const proxy = await scriptedProxy(refuse407)
    const problems: string[] = []
    const cases = forms(proxy.port).flatMap(([name, value]) =>
      ['HTTPS_PROXY', 'https_proxy'].map((variable) => ({ name, value, variable }))
    )
    // Three steps at a time: each mostly waits on its own process.
    const workers = Array.from({ length: 3 }, async () => {
      for (let next = cases.shift(); next; next = cases.shift()) {
        const { name, value, variable } = next
        const result = await agent({ [variable]: value })
        if (result.code !== 1) problems.push(`${name} (${variable}): exit ${result.code}`)
        for (const problem of universalProblems(result, [KEY, PASSWORD])) {
          problems.push(`${name} (${variable}): ${problem}`)
        }
      }
    })
    await Promise.all(workers)
    // The proxy got the password where it belongs (Basic), never the key.
    const relayed = Buffer.concat(proxy.seen.bytes).toString('latin1')
    expect(relayed).not.toContain(KEY.slice(5, 13))
    expect(problems).toEqual([])
  }, 240_000)

  it('the visitors action, behind a refusing proxy with a password: no piece of it shows', async () => {
    const proxy = await scriptedProxy(refuse407)
    const result = await visitors({
      HTTPS_PROXY: `http://runner:${encodeURIComponent(PASSWORD)}@127.0.0.1:${proxy.port}`
    })
    expect(result.code).toBe(1)
    expect(universalProblems(result, [KEY, PASSWORD])).toEqual([])
    expect(messagesOf(result.stdout, 'error').join('\n')).toContain('407')
  }, 60_000)
})

describe('a proxy URL with a path, a query or a fragment', () => {
  it.each([
    ['a path', '/proxy'],
    ['a query', '/?region=eu'],
    ['a fragment', '#main']
  ])(
    'one with %s is used by its origin, and no job is said to exist',
    async (_name, tail) => {
      const proxy = await scriptedProxy(refuse407)
      const result = await agent({ HTTPS_PROXY: `${proxy.url}${tail}` })
      expect(universalProblems(result, [KEY])).toEqual([])
      expect(result.code).toBe(1)
      const error = messagesOf(result.stdout, 'error').join('\n')
      // Either the proxy is used (curl and most tools ignore the path), or the value is refused
      // naming the variable, as the README promises for a value that cannot be used.
      if (proxy.seen.connects.length === 0) expect(error).toContain('HTTPS_PROXY')
      // The request never left this machine: no job can exist, and the step must not send the
      // user looking for one (before the fix: "The connection to the service ... was lost
      // (UND_ERR_INVALID_ARG). The service may have created the job anyway").
      expect(error).not.toMatch(/may have created/)
    },
    30_000
  )
})

describe('a proxy that stalls or lies ends the step in time, clearly', () => {
  // The shortest timeout (1s) shows the bound as well as any: a request may run 5 s past the
  // deadline (the request grace), and the final report gets 10 s more. Well under that, with room
  // for a slow machine. The grace itself is timed to the ms in agent/bounds.test.ts.
  const TIMEOUT = { timeout: '1s' }
  const BOUND_MS = 1_000 + 5_000 + 10_000

  it.each([
    ['accepts CONNECT and never answers', (_s: Socket) => {}],
    [
      'answers 200, then stalls (no TLS)',
      (s: Socket) => void s.write('HTTP/1.1 200 Connection Established\r\n\r\n')
    ],
    [
      'answers 200, then sends garbage instead of TLS',
      (s: Socket) =>
        void s.write('HTTP/1.1 200 OK\r\n\r\nHTTP/1.1 500 Oops\r\n\r\n<html>::error::x</html>')
    ],
    ['answers 200 and hangs up', (s: Socket) => void s.end('HTTP/1.1 200 OK\r\n\r\n')],
    ['resets the connection', (s: Socket) => void s.resetAndDestroy()],
    [
      'drips a status line forever',
      (s: Socket) => {
        s.write('HTTP/1.1 2')
        const timer = setInterval(() => s.writable && s.write('0'), 300)
        s.on('close', () => clearInterval(timer))
      }
    ],
    [
      'answers 200 with headers that never end',
      (s: Socket) => {
        s.write('HTTP/1.1 200 OK\r\n')
        const timer = setInterval(() => s.writable && s.write('X-Pad: ::error::x\r\n'), 100)
        s.on('close', () => clearInterval(timer))
      }
    ],
    [
      'answers 503 with a body of workflow commands',
      (s: Socket) =>
        void s.end(
          'HTTP/1.1 503 Service Unavailable\r\nContent-Length: 40\r\n\r\n::set-output name=x::y\n::error::pwned\n\n'
        )
    ]
  ])(
    'agent, a proxy that %s: bounded, one clear error, create sent at most once',
    async (_name, behave) => {
      const proxy = await scriptedProxy((socket) => behave(socket))
      const result = await agent({ HTTPS_PROXY: proxy.url }, TIMEOUT)
      expect(universalProblems(result, [KEY])).toEqual([])
      expect(result.signal).toBeNull()
      expect(result.code).toBe(1)
      expect(result.durationMs).toBeLessThan(BOUND_MS)
      const errors = messagesOf(result.stdout, 'error')
      expect(errors).toHaveLength(1)
      expect(errors[0]).toMatch(/proxy|api\.docs\.test/)
      // Every CONNECT carried at most the create: with no tunnel, none reached a service.
      expect(proxy.seen.connects.every((target) => target === `${HOST}:443`)).toBe(true)
    },
    60_000
  )

  it('visitors, a proxy that never answers CONNECT: the step ends near its timeout + 5 s, not 13 s later', async () => {
    // A request that fails at the proxy ends at the deadline + the request grace (5 s), as for a
    // proxy that answers 200 and stalls. A CONNECT that never gets an answer
    // is not cancelled by undici's ProxyAgent when the request's signal aborts: its socket stays
    // open (up to undici's 300 s headersTimeout) and keeps the export worker alive after it has
    // posted its outcome, until the action's overdue timer (timeout + 10 s) cancels the worker
    // and terminates it 3 s later: about 14 s for timeout 1s, with the message "did not finish
    // within the timeout input; it was stopped".
    const proxy = await scriptedProxy(() => {})
    const result = await visitors({ HTTPS_PROXY: proxy.url }, TIMEOUT)
    expect(universalProblems(result, [KEY])).toEqual([])
    expect(result.code).toBe(1)
    expect(result.outputs.pages).toBe('0')
    expect(result.durationMs).toBeLessThan(1_000 + 5_000 + 4_000)
  }, 60_000)

  it('visitors, a proxy that answers 200 and then stalls: bounded by timeout + grace', async () => {
    const proxy = await scriptedProxy(
      (s) => void s.write('HTTP/1.1 200 Connection Established\r\n\r\n')
    )
    const result = await visitors({ HTTPS_PROXY: proxy.url }, TIMEOUT)
    expect(universalProblems(result, [KEY])).toEqual([])
    expect(result.code).toBe(1)
    expect(result.durationMs).toBeLessThan(1_000 + 5_000 + 4_000)
  }, 60_000)
})

describe('cancellation while a CONNECT stalls', () => {
  it.each(['agent', 'visitors'] as const)(
    '%s: SIGINT 1.5 s in ends the step before the runner escalates (7.5 s), outputs written',
    async (which) => {
      const proxy = await scriptedProxy(() => {})
      let signalledAt = 0
      let exitedAt = 0
      const result = await runAction({
        action: which === 'agent' ? '.' : 'visitors',
        inputs: {
          'api-key': KEY,
          'project-id': 'proj',
          'api-url': SERVICE,
          timeout: '60s',
          ...(which === 'agent' ? { prompt: 'Cancel me.', comment: 'false' } : {})
        },
        env: { NODE_EXTRA_CA_CERTS: caFile, GITHUB_API_URL: NO_GITHUB, HTTPS_PROXY: proxy.url },
        killAfterMs: 60_000,
        post: false,
        onSpawn: (child) => {
          setTimeout(() => {
            signalledAt = Date.now()
            child.kill('SIGINT')
          }, 1500)
          child.on('exit', () => (exitedAt = Date.now()))
        }
      })
      expect(universalProblems(result, [KEY])).toEqual([])
      expect(result.signal).toBeNull()
      expect(exitedAt - signalledAt).toBeLessThan(7_500)
      expect(Object.keys(result.outputs).length).toBeGreaterThan(0)
    },
    60_000
  )
})

describe('a create that fails at or behind the proxy is never sent twice', () => {
  it('the tunnel is cut after the create reached the service: one create, the ambiguity said', async () => {
    const { svc, port } = await tlsService({ createJob: () => 'stall' })
    const seenProxy = await scriptedProxy((client, _head, n) => {
      if (n > 0) return refuse407(client)
      // Relay the handshake and the request to the service (which never answers the create),
      // then hang up once the service has it.
      const upstream = connect(port, '127.0.0.1', () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
        client.pipe(upstream).pipe(client)
      })
      upstream.on('error', () => client.destroy())
      const poll = setInterval(() => {
        if (svc.of('createJob').length > 0) {
          clearInterval(poll)
          client.destroy()
          upstream.destroy()
        }
      }, 20)
      client.on('close', () => clearInterval(poll))
      setTimeout(() => clearInterval(poll), 8000).unref()
    })
    const result = await agent({ HTTPS_PROXY: seenProxy.url }, { timeout: '20s' })
    expect(universalProblems(result, [KEY])).toEqual([])
    expect(result.code).toBe(1)
    expect(svc.of('createJob')).toHaveLength(1)
    expect(svc.of('createJob')[0]?.headers.authorization).toBe(`Bearer ${KEY}`)
    expect(messagesOf(result.stdout, 'error').join('\n')).toMatch(/may have created|job-id/)
  }, 60_000)

  it.each([429, 503, 502])(
    'a proxy that keeps answering CONNECT with %i: tried again, a clear error, no job anywhere',
    async (status) => {
      const proxy = await scriptedProxy(
        (s) => void s.end(`HTTP/1.1 ${status} Nope\r\nRetry-After: 0\r\n\r\n`)
      )
      const result = await agent({ HTTPS_PROXY: proxy.url })
      expect(universalProblems(result, [KEY])).toEqual([])
      expect(result.code).toBe(1)
      // The refusal passes, so the create is sent again (the service never saw it), a few times.
      expect(proxy.seen.connects.length).toBeGreaterThan(1)
      expect(proxy.seen.connects.length).toBeLessThan(10)
      const error = messagesOf(result.stdout, 'error').join('\n')
      expect(error).toContain(`HTTP ${status}`)
      expect(error).not.toMatch(/may have created/)
    },
    30_000
  )

  it('a tunnel that works: the job is created once, the proxy never sees the key', async () => {
    let polls = 0
    const { svc, port } = await tlsService({
      createJob: () => ({ status: 201, json: job() }),
      getJob: () => ({
        json: job(
          ++polls > 2 ? { status: 'completed', prLink: null } : { status: 'active', prLink: null }
        )
      })
    })
    const seen: ProxySeen = { connects: [], heads: [], bytes: [] }
    const proxy = await scriptedProxy((client) => tunnel(port, seen)(client))
    const result = await agent({ HTTPS_PROXY: proxy.url }, { timeout: '20s', 'fail-on': 'failed' })
    expect(universalProblems(result, [KEY])).toEqual([])
    expect(result.code).toBe(0)
    expect(svc.of('createJob')).toHaveLength(1)
    const relayed = Buffer.concat([...proxy.seen.bytes, ...seen.bytes]).toString('latin1')
    expect(relayed).not.toContain(KEY.slice(9, 17))
  }, 60_000)
})

describe('a transient refusal of the tunnel during GETs', () => {
  // Each answer closes its connection, so that every request opens a new tunnel (CONNECT).
  const close = { connection: 'close' }

  it('one CONNECT answered 502 during the wait is tried again; the wait goes on', async () => {
    // README: polls are retried on 502 and 503, and "the wait survives a few failed polls in a
    // row". A refused CONNECT is kind 'proxy', which isRetryable() never retries, and the wait
    // (agent/wait.ts) ends at once on an error that is not retryable: one hiccup of the proxy
    // after 30 minutes of waiting fails the step while the agent's job goes on unreported.
    let polls = 0
    const { svc, port } = await tlsService({
      getJob: () => ({
        headers: close,
        json: job(++polls >= 4 ? { status: 'completed' } : { status: 'active' })
      })
    })
    const seen: ProxySeen = { connects: [], heads: [], bytes: [] }
    const proxy = await scriptedProxy((client, _head, n) => {
      if (n === 1) return void client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n')
      tunnel(port, seen)(client)
    })
    const result = await agent(
      { HTTPS_PROXY: proxy.url },
      { prompt: '', 'job-id': 'job_p1', timeout: '20s', 'fail-on': 'failed' }
    )
    expect(universalProblems(result, [KEY])).toEqual([])
    expect(proxy.seen.connects.length).toBeGreaterThanOrEqual(2)
    expect(messagesOf(result.stdout, 'error')).toEqual([])
    expect(result.outputs.status).toBe('completed')
    expect(result.code).toBe(0)
    expect(svc.of('getJob').length).toBeGreaterThanOrEqual(4)
  }, 60_000)

  it('visitors, one CONNECT answered 503: the page is asked again, the export goes on', async () => {
    const { port } = await tlsService({
      visitors: (r) => ({
        headers: close,
        json: {
          totals: { human: 2, ai: 1, total: 3 },
          visitors: [{ path: `/p${r.n}`, human: 2, ai: 1, total: 3 }],
          hasMore: r.n < 2
        }
      })
    })
    const seen: ProxySeen = { connects: [], heads: [], bytes: [] }
    const proxy = await scriptedProxy((client, _head, n) => {
      if (n === 1) return void client.end('HTTP/1.1 503 Service Unavailable\r\n\r\n')
      tunnel(port, seen)(client)
    })
    const result = await visitors(
      { HTTPS_PROXY: proxy.url },
      { 'page-size': '1', concurrency: '1', timeout: '20s' }
    )
    expect(universalProblems(result, [KEY])).toEqual([])
    expect(messagesOf(result.stdout, 'error')).toEqual([])
    expect(result.code).toBe(0)
    expect(result.outputs.pages).toBe('3')
  }, 60_000)
})

describe('what goes through the proxy (the decision, on the source)', () => {
  const log = { debug: () => {} }
  const saved = { ...process.env }
  afterEach(() => {
    for (const name of ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy', 'NO_PROXY', 'no_proxy']) {
      if (saved[name] === undefined) delete process.env[name]
      else process.env[name] = saved[name]
    }
  }) // prettier-ignore

  const direct = (url: string): boolean =>
    proxiedFetch(new URL(url), log, process.env) === globalThis.fetch

  it('every http: base URL the action accepts is a loopback host the proxy never sees', () => {
    process.env.HTTP_PROXY = 'http://127.0.0.1:3128'
    process.env.HTTPS_PROXY = 'http://127.0.0.1:3128'
    const candidates = [
      'http://127.0.0.1:4010',
      'http://127.0.0.2:4010',
      'http://127.255.255.254',
      'http://127.1:4010',
      'http://0x7f.1:4010',
      'http://2130706433:4010',
      'http://localhost:4010',
      'http://LOCALHOST:4010',
      'http://[::1]:4010',
      'http://[0:0:0:0:0:0:0:1]:4010',
      'http://[::ffff:127.0.0.1]:4010',
      'http://localhost.:4010',
      'http://a.localhost:4010',
      'http://0.0.0.0:4010',
      'http://[::]:4010'
    ]
    const clear: string[] = []
    for (const candidate of candidates) {
      const parsed = parseApiUrl(candidate)
      if (parsed.ok && parsed.url.protocol === 'http:' && !direct(parsed.url.href)) {
        clear.push(candidate)
      }
    }
    expect(clear).toEqual([])
  })

  it.each([
    ['api.docs.test', true],
    ['API.DOCS.TEST', true],
    ['.docs.test', true],
    ['docs.test', true],
    [' other.example , api.docs.test:443 ', true],
    ['*', true],
    ['api.docs.test:8443', false],
    ['ocs.test', false],
    ['s.test', false],
    ['api.docs', false],
    ['', false]
  ])('NO_PROXY %j: direct %s, as README says (names, .suffix, host:port, *)', (list, isDirect) => {
    process.env.HTTPS_PROXY = 'http://127.0.0.1:3128'
    process.env.NO_PROXY = list
    expect(direct(SERVICE)).toBe(isDirect)
    delete process.env.NO_PROXY
    process.env.no_proxy = list
    expect(direct(SERVICE)).toBe(isDirect)
  })
})
