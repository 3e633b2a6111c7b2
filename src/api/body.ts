/** Reading an answer's body: bounded in size, then as JSON, or recognised as an HTML page. */
import type { Answer } from './answer.js'

/**
 * The body as text, reading at most `limit` bytes: undefined when it is longer. An endless or
 * huge answer is cut off rather than held in memory (the per-request timeout bounds the time).
 */
export async function readBounded(response: Answer, limit: number): Promise<string | undefined> {
  const declared = Number(response.headers.get('content-length') ?? NaN)
  if (declared > limit) {
    await response.body?.cancel().catch(() => {})
    return undefined
  }
  if (!response.body) return ''
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let size = 0
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return text + decoder.decode()
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      return undefined
    }
    text += decoder.decode(value, { stream: true })
  }
}

export function tryJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}

export function looksLikeHtml(text: string): boolean {
  return /^\s*<(!doctype|html|head|body|\?xml)/i.test(text)
}
