/**
 * The service's requests over node:http and node:https, for the analytics export (a hundred
 * pages of up to 32 MiB in one step), instead of the runtime's `fetch`. Measured in its worker
 * thread (BENCHMARKS.md): the first `fetch` or `Response` loads Node's bundled undici, 14 MiB of
 * resident memory before a request, and undici parses HTTP with a parser compiled to WebAssembly,
 * which V8 recompiles with its optimising compiler once it is hot, another 8 to 16 MiB for as long
 * as the process lives; Node's own HTTP client parses with the same parser built into the binary.
 *
 * It ends every exchange as `fetch` ended it (the previous behaviour, which the client's tests
 * compare it with): the signal aborts the request wherever it is (connecting, waiting, reading
 * the body); a redirect is answered, not followed; the content codings `fetch` undoes are undone
 * as it undoes them, and the client bounds the bytes undone (body.ts); a header sent twice reads
 * as its values joined with `, `, as Headers reads it; an answer of a status without a body has
 * none. Failures are Node's socket and TLS errors, whose codes the client classifies
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
          resolve(answerOf(response, asked.signal))
        } catch (error) {
          response.destroy()
          reject(error)
        }
      }
    )
    // Node keeps the first 2000 header lines and drops the rest without a word; fetch reads
    // them all. The bound stays the headers' size (16 KiB), as for fetch.
    request.maxHeadersCount = 0
    request.on('error', reject)
    // A request closed without an answer or an error (a 101 that no one asked for: Node drops
    // the connection and says nothing else) fails as a connection lost; after an answer, a no-op.
    request.on('close', () =>
      reject(Object.assign(new Error('socket closed'), { code: 'ECONNRESET' }))
    )
    request.end(asked.body)
  })

/** Statuses whose answer has no body whatever follows it (`fetch`'s null-body statuses). */
const NO_BODY = new Set([101, 204, 205, 304])

function answerOf(response: Http.IncomingMessage, signal: AbortSignal): Answer {
  const headers = response.headersDistinct
  const status = response.statusCode ?? 0
  if (NO_BODY.has(status)) response.destroy()
  return {
    status,
    headers: { get: (name) => headers[name.toLowerCase()]?.join(', ') ?? null },
    body: NO_BODY.has(status)
      ? null
      : bodyOf(decoded(response, headers['content-encoding'] ?? []), response, signal)
  }
}

/** The most codings named, as `fetch` allows: each is a zlib stream, memory no heap limit counts. */
const MAX_CODINGS = 5

/**
 * The body with its content codings undone, last applied first, as `fetch` does: only when it
 * knows every coding named (an unknown one, `identity` or an empty item leaves the whole body as
 * it came). Like `fetch`, an empty or unterminated coded body reads as far as it goes: an error
 * answer's status and Retry-After stand whatever its body is.
 */
function decoded(response: Http.IncomingMessage, named: string[]): Readable {
  const codings = named.flatMap((value) => value.split(',')).map((c) => c.trim().toLowerCase())
  if (codings.length > MAX_CODINGS) {
    throw Object.assign(new Error(`${codings.length} content codings`), { code: 'ERR_CODINGS' })
  }
  const undo = codings.reverse().map(undoing)
  if (undo.includes(undefined)) return response
  let body: Readable = response
  for (const step of undo as (() => Transform)[]) {
    // An error on either side ends the body with it (a reset socket, a corrupt stream).
    const from = body
    const to = step()
    from.on('error', (error) => to.destroy(error))
    body = from.pipe(to)
  }
  return body
}

/** How to undo `coding`, when it is one `fetch` undoes (zstd where node:zlib has it). */
function undoing(coding: string): (() => Transform) | undefined {
  const zlib = load('node:zlib') as typeof Zlib
  const { Z_SYNC_FLUSH, BROTLI_OPERATION_FLUSH } = zlib.constants
  const lenient = { flush: Z_SYNC_FLUSH, finishFlush: Z_SYNC_FLUSH }
  const zstd = (zlib as { createZstdDecompress?: () => Transform }).createZstdDecompress
  if (coding === 'gzip' || coding === 'x-gzip') return () => zlib.createGunzip(lenient)
  if (coding === 'deflate') return () => new Inflate(zlib, lenient)
  if (coding === 'zstd' && zstd) return () => zstd.call(zlib)
  if (coding !== 'br') return undefined
  const brotli = { flush: BROTLI_OPERATION_FLUSH, finishFlush: BROTLI_OPERATION_FLUSH }
  return () => zlib.createBrotliDecompress(brotli)
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

/**
 * Chunks as a reader of a Response's body reads them; cancel drops the connection. Once the
 * request's signal fired, a read fails as `fetch`'s does: a body that ends with its connection
 * (no length given) would otherwise read as whole when the signal cut it short.
 */
function bodyOf(body: Readable, response: Http.IncomingMessage, signal: AbortSignal): AnswerBody {
  const chunks = body[Symbol.asyncIterator]() as AsyncIterator<Buffer>
  const cancel = async (): Promise<void> => {
    body.destroy()
    response.destroy()
  }
  return {
    getReader: () => ({
      read: async () => {
        const next = await chunks.next()
        signal.throwIfAborted()
        return next.done ? { done: true } : { done: false, value: next.value }
      },
      cancel
    }),
    cancel
  }
}
