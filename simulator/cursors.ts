/**
 * The opaque cursors of `feedback` and `searches` (analytics.openapi.json: "Opaque pagination
 * cursor from the previous response"): base64url of the report, the query the cursor belongs to,
 * a position, and a check over all three. A client can only hand back what it was given: a cursor
 * edited by hand, cut short, or carried over to another report or another query (other dates,
 * filters or project) is refused with a 400, as the document answers "Invalid query parameters or
 * cursor". The limit is not part of the query: a client may change it between pages.
 */
import { hash } from './seed.js'

const VERSION = 'c1'

/** What a cursor is bound to: the report and its query, as one string. */
export function bindingOf(report: string, parts: readonly unknown[]): string {
  return `${report}:${hash(JSON.stringify(parts)).toString(36)}`
}

const checkOf = (text: string): string => hash(`sim-cursor:${text}`).toString(36)

export function encodeCursor(binding: string, position: string): string {
  const payload = `${VERSION}|${binding}|${position}`
  return Buffer.from(`${payload}|${checkOf(payload)}`, 'utf8').toString('base64url')
}

/** The position a cursor holds for `binding`, or why it is refused. */
export function decodeCursor(
  cursor: string,
  binding: string
): { position: string } | { problem: string } {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return { problem: 'Malformed cursor' }
  const text = Buffer.from(cursor, 'base64url').toString('utf8')
  const cut = text.lastIndexOf('|')
  const payload = text.slice(0, cut)
  if (cut < 0 || checkOf(payload) !== text.slice(cut + 1)) return { problem: 'Malformed cursor' }
  const [version, ofBinding, ...rest] = payload.split('|')
  if (version !== VERSION || ofBinding !== binding) {
    return { problem: 'Cursor belongs to another query' }
  }
  return { position: rest.join('|') }
}
