/**
 * What the client needs of a transport: a request sent, and of its answer the status, the
 * headers and the body as a stream of bytes. The runtime's `fetch` is one (a Response has all of
 * it); node-transport.ts is another, which the analytics export uses for its memory.
 */

/** An answer's body, read chunk by chunk (a Response's ReadableStream is one). */
export interface AnswerBody {
  getReader(): {
    read(): Promise<{ done: true; value?: Uint8Array } | { done: false; value: Uint8Array }>
    cancel(): Promise<void>
  }
  cancel(): Promise<void>
}

/** What the client reads of an answer. */
export interface Answer {
  readonly status: number
  readonly headers: { get(name: string): string | null }
  readonly body: AnswerBody | null
}

/** What the client asks of a request: the fields of a `fetch` init it sets. */
export interface Asked {
  method: string
  headers: Record<string, string>
  body?: string
  signal: AbortSignal
  /** A redirect is answered, never followed (it could carry the key elsewhere). */
  redirect: 'manual'
}

/** Sends one request; the runtime's `fetch` is one. */
export type Transport = (url: URL, asked: Asked) => Promise<Answer>
