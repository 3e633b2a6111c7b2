// End-to-end: the bundled actions behind a proxy, as on a self-hosted runner. The service is
// `https://api.docs.test` (a name only this test routes): the runner's proxy, a small CONNECT
// proxy written here, tunnels it to a TLS front of the simulator, whose certificate the child
// trusts through NODE_EXTRA_CA_CERTS. Everything the proxy relays is kept, so the tests can show
// which requests went through it and that the key never crossed it in clear.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer as createTlsServer, type Server as TlsServer } from 'node:tls'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { runAction, type RunResult } from '../../scripts/local-runner.js'
import { universalProblems } from '../support/invariants.js'
import { listen, throwawayCertificate } from '../support/loopback.js'
import { useSimulator } from '../support/simulated-world.js'

const KEY = 'mint_px_Hq8Tz2Wv5Rk9Ny4c'
const HOST = 'api.docs.test'
const SERVICE = `https://${HOST}`

let dir: string
let caFile: string
let front: TlsServer
let proxy: Server
let proxyUrl: string

/** What the proxy saw: CONNECT targets, plain requests, its auth headers, every relayed byte. */
const seen = {
  connects: [] as string[],
  plain: [] as string[],
  proxyAuth: [] as string[],
  bytes: [] as Buffer[]
}

const simulator = useSimulator({ jobDurationMs: 300, sitePages: 600 })

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'proxy-e2e-'))
  // A throwaway certificate for the test's name.
  const certificate = throwawayCertificate(dir, HOST)
  const keyFile = certificate.keyFile
  caFile = certificate.caFile
  const simPort = Number(new URL(simulator().url).port)
  front = createTlsServer({ key: readFileSync(keyFile), cert: readFileSync(caFile) }, (tls) => {
    const upstream = connect(simPort, '127.0.0.1')
    tls.pipe(upstream).pipe(tls)
    tls.on('error', () => upstream.destroy())
    upstream.on('error', () => tls.destroy())
  })
  const frontPort = await listen(front)

  proxy = createServer((req, res) => {
    // A forwarding request would carry the key in clear: record it, and refuse it.
    seen.plain.push(`${req.method} ${req.url}`)
    seen.bytes.push(Buffer.from(JSON.stringify(req.headers)))
    res.writeHead(502).end()
  })
  proxy.on('connect', (req, client: Socket, head: Buffer) => {
    seen.connects.push(req.url ?? '')
    seen.bytes.push(Buffer.from(JSON.stringify(req.headers)), head)
    if (req.headers['proxy-authorization']) seen.proxyAuth.push(req.headers['proxy-authorization'])
    if (req.url !== `${HOST}:443`) {
      client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n')
      return
    }
    const upstream = connect(frontPort, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      upstream.write(head)
      client.on('data', (chunk: Buffer) => seen.bytes.push(chunk))
      upstream.on('data', (chunk: Buffer) => seen.bytes.push(chunk))
      client.pipe(upstream).pipe(client)
    })
    upstream.on('error', () => client.destroy())
    client.on('error', () => upstream.destroy())
  })
  proxyUrl = `http://127.0.0.1:${await listen(proxy)}`
})

afterAll(async () => {
  proxy.closeAllConnections()
  await new Promise((done) => proxy.close(done))
  await new Promise((done) => front.close(done))
  rmSync(dir, { recursive: true, force: true })
})

beforeEach(() => {
  simulator().configure({ rateLimit: false, latencyMs: 0 })
  seen.connects.length = 0
  seen.plain.length = 0
  seen.proxyAuth.length = 0
  seen.bytes.length = 0
})

/** The environment of a self-hosted runner behind a proxy; no proxy variable of this machine. */
function runnerEnv(extra: Record<string, string>): Record<string, string> {
  return { NODE_EXTRA_CA_CERTS: caFile, ...extra }
}

function agent(
  env: Record<string, string>,
  prompt = 'Document the proxy. sim:duration=300ms',
  timeout = '60s'
) {
  return runAction({
    inputs: {
      'api-key': KEY,
      'project-id': 'proj',
      'api-url': SERVICE,
      prompt,
      'poll-interval': '1s',
      timeout,
      comment: 'false'
    },
    env: runnerEnv(env)
  })
}

/** The key reaches the service and nothing else: not the proxy, not the step's output. */
function expectKeyOnlyAtService(result: RunResult): void {
  const relayed = Buffer.concat(seen.bytes).toString('latin1')
  expect(relayed).not.toContain(KEY)
  expect(relayed).not.toContain(KEY.slice(5, 13))
  // No piece of the key anywhere the workflow sees, no foreign workflow command, no stack trace.
  expect(universalProblems(result, [KEY])).toEqual([])
}

describe('the service client behind a proxy', () => {
  it('sends every request through HTTPS_PROXY, in a tunnel: the proxy sees the host, not the key', async () => {
    const result = await agent({ HTTPS_PROXY: proxyUrl })
    expect(result.code).toBe(0)
    expect(result.outputs.status).toBe('completed')
    const jobs = simulator().requests.filter((r) => r.path.startsWith('/v2/agent/'))
    expect(jobs.length).toBeGreaterThanOrEqual(2)
    // The simulator is reachable only through the tunnel, so each of them crossed the proxy.
    expect(seen.connects).toContain(`${HOST}:443`)
    // The job opened a pull request, which the action reads from GitHub: Octokit takes the
    // same proxy (here it refuses the tunnel, and the step goes on with a notice).
    expect(new Set(seen.connects)).toEqual(new Set([`${HOST}:443`, 'api.github.com:443']))
    expect(seen.plain).toEqual([])
    expect(jobs.every((r) => r.headers.authorization === `Bearer ${KEY}`)).toBe(true)
    expectKeyOnlyAtService(result)
  })

  it('reads the lower-case https_proxy, and sends its user and password to the proxy only', async () => {
    const user = 'runner'
    const password = 'p@ss:w0rd/Zq'
    const url = new URL(proxyUrl)
    url.username = user
    url.password = encodeURIComponent(password)
    const result = await agent({ https_proxy: url.href })
    expect(result.code).toBe(0)
    expect(seen.proxyAuth.length).toBeGreaterThanOrEqual(1)
    const basic = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`
    expect(new Set(seen.proxyAuth)).toEqual(new Set([basic]))
    for (const text of [result.stdout, result.stderr, result.summary]) {
      expect(text).not.toContain(password)
      expect(text).not.toContain(encodeURIComponent(password))
    }
    expectKeyOnlyAtService(result)
  })

  it.each([HOST, `.docs.test`, `example.org, ${HOST}:443`, '*'])(
    'goes direct when NO_PROXY is %j: the proxy sees nothing',
    async (noProxy) => {
      // Direct, the test's name does not resolve: the step fails on reaching the service,
      // which is the proof it did not take the proxy. The shortest timeout: no time for the
      // retries of a create that never left (they would show nothing more).
      const result = await agent({ HTTPS_PROXY: proxyUrl, NO_PROXY: noProxy }, undefined, '1s')
      expect(seen.connects).toEqual([])
      expect(seen.plain).toEqual([])
      expect(result.code).toBe(1)
      expect(result.stdout).toContain(HOST)
      expect(simulator().requests).toEqual([])
      expectKeyOnlyAtService(result)
    }
  )

  it('never proxies a loopback service (the simulator over http:), whatever HTTP_PROXY says', async () => {
    const result = await runAction({
      inputs: {
        'api-key': KEY,
        'project-id': 'proj',
        'api-url': simulator().url,
        // No pull request, so no GitHub request: only the service's would be proxied.
        prompt: 'Loopback. sim:duration=200ms sim:outcome=no-pr',
        'poll-interval': '1s',
        comment: 'false'
      },
      env: { HTTP_PROXY: proxyUrl, HTTPS_PROXY: proxyUrl }
    })
    expect(result.code).toBe(0)
    expect(seen.connects).toEqual([])
    expect(seen.plain).toEqual([])
    expectKeyOnlyAtService(result)
  })

  it('exports visitors through the proxy too (the export runs in a worker)', async () => {
    const result = await runAction({
      action: 'visitors',
      inputs: {
        'api-key': KEY,
        'project-id': 'proj',
        'api-url': SERVICE,
        'date-from': '2025-01-01',
        'date-to': '2025-02-01'
      },
      env: runnerEnv({ HTTPS_PROXY: proxyUrl })
    })
    expect(result.code).toBe(0)
    expect(result.outputs.pages).toBe('600')
    expect(seen.connects.length).toBeGreaterThanOrEqual(1)
    expect(
      simulator().requests.filter((r) => r.route === 'visitors').length
    ).toBeGreaterThanOrEqual(3)
    expectKeyOnlyAtService(result)
  })

  it('a proxy that refuses the tunnel is a clear transport failure, with no job sent twice', async () => {
    const refusing = createServer()
    refusing.on('connect', (_req, client: Socket) => {
      client.end('HTTP/1.1 407 Proxy Authentication Required\r\n\r\n')
    })
    const port = await listen(refusing)
    try {
      const result = await agent({ HTTPS_PROXY: `http://127.0.0.1:${port}` })
      expect(result.code).toBe(1)
      expect(result.stdout).toContain(
        `::error::The proxy at 127.0.0.1:${port} refused the tunnel to ${HOST} with HTTP 407 (it wants credentials: user:password@ in HTTPS_PROXY).`
      )
      expect(result.stdout).not.toMatch(/\n\s+at /)
      // Refused before anything reached the service: said once, not retried.
      expect(result.stdout).not.toContain('may have created')
      expect(simulator().requests).toEqual([])
      expectKeyOnlyAtService(result)
    } finally {
      await new Promise((done) => refusing.close(done))
    }
  })

  it.each([
    ['::::'],
    ['http://runner:Zx9pQ2secretLw@[bad'],
    ['ftp://127.0.0.1:21'],
    ['socks5://runner:Zx9pQ2secretLw@127.0.0.1:1080']
  ])(
    'an unusable HTTPS_PROXY (%j) fails clearly, naming the variable, not its value',
    async (value) => {
      const result = await agent({ HTTPS_PROXY: value })
      expect(result.code).toBe(1)
      expect(result.stdout).toContain(
        '::error::HTTPS_PROXY is not a proxy URL this action can use; expected http://host:port or https://host:port'
      )
      expect(result.stdout).not.toContain('Zx9pQ2secretLw')
      expect(simulator().requests).toEqual([])
      expect(seen.connects).toEqual([])
    }
  )
})
