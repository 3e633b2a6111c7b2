/**
 * The service's requests over node:http and node:https, for the analytics export (a hundred
 * pages of up to 32 MiB in one step), instead of the runtime's `fetch`. Measured in its worker
 * thread (BENCHMARKS.md): the first `fetch` or `Response` loads Node's bundled undici, 14 MiB of
 * resident memory before a request, and undici parses HTTP with a parser compiled to WebAssembly,
 * which V8 recompiles with its optimising compiler once it is hot, another 8 to 16 MiB for as long
 * as the process lives; Node's own HTTP client parses with the same parser built into the binary.
 *
 * It does what the client relied on `fetch` for: the signal aborts the request wherever it is
 * (connecting, waiting, reading the body); a redirect is answered, not followed; a body sent in
 * gzip or deflate (asked for, as `fetch` asks) or brotli is undone, and the client bounds the
 * bytes undone (body.ts); a header sent twice reads as its values joined with `, `, as Headers
 * reads it. Failures are Node's socket and TLS errors, whose codes the client classifies
 * (classify.ts). The proxy variables are not read here: with one set, the export uses `fetch`
 * through the proxy support instead (transport.ts).
 */
import { createRequire } from 'node:module'
import type * as Http from 'node:http'
import { Transform, type Readable } from 'node:stream'
import type * as Zlib from 'node:zlib'
import type { Answer, AnswerBody, Transport } from './answer.js'

// By require, not import: in an ES module, an `import` of a builtin reads every export of it,
// and some of node:http's load undici (a worker measured 72 MiB against 62 for one line).
const load = createRequire(import.meta.url)

/** The codings asked for: those `fetch` asks for over http:, and cheap to undo. */
const ACCEPT_ENCODING = 'gzip, deflate'

export const nodeTransport: Transport = (url, asked) =>
  new Promise<Answer>((resolve, reject) => {
    const http = load(url.protocol === 'https:' ? 'node:https' : 'node:http') as typeof Http
    const request = http.request(
      url,
      {
        method: asked.method,
        headers: { 'accept-encoding': ACCEPT_ENCODING, ...asked.headers },
        signal: asked.signal
      },
      (response) => {
        try {
          resolve(answerOf(response))
        } catch (error) {
          response.destroy()
          reject(error)
        }
      }
    )
    request.on('error', reject)
    // A request closed without an answer or an error (a 101 that no one asked for: Node drops
    // the connection and says nothing else) fails as a connection lost; after an answer, a no-op.
    request.on('close', () =>
      reject(Object.assign(new Error('socket closed'), { code: 'ECONNRESET' }))
    )
    request.end(asked.body)
  })

function answerOf(response: Http.IncomingMessage): Answer {
  const headers = response.headersDistinct
  return {
    status: response.statusCode ?? 0,
    headers: { get: (name) => headers[name.toLowerCase()]?.join(', ') ?? null },
    body: bodyOf(decoded(response, headers['content-encoding'] ?? []), response)
  }
}

/** The most codings undone, as `fetch` allows: each is a zlib stream, memory no heap limit counts. */
const MAX_CODINGS = 5

/**
 * The body with its content codings undone, last applied first, as `fetch` does; a coding it
 * does not know leaves the body as it came (`fetch` does the same). Like `fetch`, an empty or
 * unterminated coded body reads as far as it goes: an error answer's status and Retry-After
 * stand whatever its body is.
 */
function decoded(response: Http.IncomingMessage, codings: string[]): Readable {
  const applied = codings
    .flatMap((value) => value.split(','))
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity')
  if (applied.length > MAX_CODINGS) {
    throw Object.assign(new Error(`${applied.length} content codings`), { code: 'ERR_CODINGS' })
  }
  let body: Readable = response
  for (const coding of applied.reverse()) {
    const undo = undoing(coding)
    if (!undo) break
    // An error on either side ends the body with it (a reset socket, a corrupt stream).
    const from = body
    from.on('error', (error) => undo.destroy(error))
    body = from.pipe(undo)
  }
  return body
}

function undoing(coding: string): Transform | undefined {
  const zlib = load('node:zlib') as typeof Zlib
  const { Z_SYNC_FLUSH, BROTLI_OPERATION_FLUSH } = zlib.constants
  const lenient = { flush: Z_SYNC_FLUSH, finishFlush: Z_SYNC_FLUSH }
  if (coding === 'gzip' || coding === 'x-gzip') return zlib.createGunzip(lenient)
  if (coding === 'deflate') return new Inflate(zlib, lenient)
  if (coding !== 'br') return undefined
  return zlib.createBrotliDecompress({
    flush: BROTLI_OPERATION_FLUSH,
    finishFlush: BROTLI_OPERATION_FLUSH
  })
}

/**
 * `deflate` as servers send it: zlib's format (RFC 9110), or raw deflate without its header,
 * told apart by the first byte (a zlib header names the method 8 in its low bits), as `fetch`
 * reads both.
 */
class Inflate extends Transform {
  private inner?: Transform

  constructor(
    private readonly zlib: typeof Zlib,
    private readonly options: Zlib.ZlibOptions
  ) {
    super()
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error) => void) {
    if (chunk.length === 0) return done()
    if (!this.inner) {
      const { zlib, options } = this
      const inner =
        (chunk[0] ?? 0) % 16 === 8 ? zlib.createInflate(options) : zlib.createInflateRaw(options)
      inner.on('data', (data: Buffer) => this.push(data))
      inner.on('error', (error) => this.destroy(error))
      this.inner = inner
    }
    this.inner.write(chunk, () => done())
  }

  override _flush(done: (error?: Error) => void) {
    const inner = this.inner
    if (!inner) return done()
    inner.once('end', () => done())
    inner.end()
  }
}

/** Chunks as a reader of a Response's body reads them; cancel drops the connection. */
function bodyOf(body: Readable, response: Http.IncomingMessage): AnswerBody {
  const chunks = body[Symbol.asyncIterator]() as AsyncIterator<Buffer>
  const cancel = async (): Promise<void> => {
    body.destroy()
    response.destroy()
  }
  return {
    getReader: () => ({
      read: async () => {
        const next = await chunks.next()
        return next.done ? { done: true } : { done: false, value: next.value }
      },
      cancel
    }),
    cancel
  }
}
