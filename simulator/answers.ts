/** How the simulator's server writes an answer, and what it reads of a fault or a job for it. */
import type { ServerResponse } from 'node:http'
import type { Fault } from './faults.js'
import { DOCUMENTED_STATUSES } from './jobs.js'

/** A job status that a prompt's `sim:status=` asked for, outside the documented ones. */
export function directedStatus(body: unknown): string | undefined {
  const status = (body as { status?: unknown } | undefined)?.status
  return typeof status === 'string' && !DOCUMENTED_STATUSES.includes(status) ? status : undefined
}

export function faultHeaders(fault: Fault): Record<string, string> {
  const headers = { ...fault.headers }
  if (fault.retryAfter !== undefined) headers['retry-after'] = String(fault.retryAfter)
  return headers
}

export function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {}
): void {
  if (body === undefined) {
    res.writeHead(status, headers)
    res.end()
    return
  }
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  res.writeHead(status, { 'content-type': 'application/json', ...headers })
  res.end(text)
}
