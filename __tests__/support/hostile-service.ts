// A scripted stand-in of the documentation service for end-to-end tests of hostile answers: each
// route answers what the test's function says (any status, headers, body, an endless stream) or
// stalls (accepts the request and never answers). Everything that arrives is logged, the
// Authorization header included, and so is every connection, even one that sends no request.
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'

export type Route = 'createJob' | 'sendMessage' | 'getJob' | 'visitors' | 'views'

export interface HostileRequest {
  route: Route | 'unknown'
  method: string
  path: string
  query: Record<string, string>
  headers: IncomingHttpHeaders
  body: string
  /** Path parameters, decoded. */
  project?: string
  jobId?: string
  /** Date.now() when the request had been read. */
  at: number
  /** Earlier requests of the same route (0 for the first). */
  n: number
}

export interface Answer {
  /** Default 200. */
  status?: number
  /** Default content-type: application/json. */
  headers?: Record<string, string>
  /** Sent as JSON. */
  json?: unknown
  /** Sent as is. */
  text?: string
  /** Sent chunk by chunk, as fast as the client reads; may never end. */
  stream?: Iterable<string | Buffer> | AsyncIterable<string | Buffer>
}

/** `'stall'`: accept the request, never answer it. */
export type Reply = Answer | 'stall'
export type Handler = (request: HostileRequest) => Reply | Promise<Reply>
export type Script = Partial<Record<Route, Handler>>

export interface HostileService {
  url: string
  port: number
  requests: HostileRequest[]
  /** The requests of one route. */
  of(route: Route): HostileRequest[]
  /** TCP connections accepted so far. */
  connections(): number
  close(): Promise<void>
}

/** An endless stream of `chunk`: read at the client's pace, stopped when the client hangs up. */
export function* endless(chunk: string): Generator<string> {
  for (;;) yield chunk
}

const ROUTES: { method: string; pattern: RegExp; route: Route }[] = [
  { method: 'POST', pattern: /^\/v2\/agent\/([^/]+)\/job$/, route: 'createJob' },
  {
    method: 'POST',
    pattern: /^\/v2\/agent\/([^/]+)\/job\/([^/]+)\/message$/,
    route: 'sendMessage'
  },
  { method: 'GET', pattern: /^\/v2\/agent\/([^/]+)\/job\/([^/]+)$/, route: 'getJob' },
  { method: 'GET', pattern: /^\/v1\/analytics\/([^/]+)\/visitors$/, route: 'visitors' },
  { method: 'GET', pattern: /^\/v1\/analytics\/([^/]+)\/views$/, route: 'views' }
]

const decode = (part: string | undefined): string | undefined => {
  if (part === undefined) return undefined
  try {
    return decodeURIComponent(part)
  } catch {
    return part
  }
}

function send(res: ServerResponse, answer: Answer): void {
  const headers = { 'content-type': 'application/json', ...answer.headers }
  res.writeHead(answer.status ?? 200, headers)
  if (answer.stream) {
    const source = Readable.from(answer.stream)
    res.on('close', () => source.destroy())
    source.on('error', () => res.destroy())
    source.pipe(res)
    return
  }
  res.end(answer.text ?? (answer.json === undefined ? '' : JSON.stringify(answer.json)))
}

export async function startHostileService(script: Script): Promise<HostileService> {
  const requests: HostileRequest[] = []
  let connections = 0
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const method = req.method ?? ''
    const match = ROUTES.map((r) => ({ ...r, m: r.pattern.exec(url.pathname) })).find(
      (r) => r.method === method && r.m
    )
    const route = match?.route ?? 'unknown'
    const request: HostileRequest = {
      route,
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
      project: decode(match?.m?.[1]),
      jobId: decode(match?.m?.[2]),
      at: Date.now(),
      n: requests.filter((r) => r.route === route).length
    }
    requests.push(request)
    const handler = match ? script[match.route] : undefined
    if (!handler) return send(res, { status: 404, json: { error: `Not scripted: ${method}` } })
    let reply: Reply
    try {
      reply = await handler(request)
    } catch (error) {
      return send(res, { status: 500, json: { error: `Script failed: ${String(error)}` } })
    }
    if (reply !== 'stall') send(res, reply)
  })
  server.on('connection', () => connections++)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    of: (route) => requests.filter((r) => r.route === route),
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
