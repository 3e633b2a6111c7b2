/**
 * Faults on demand: queued per route, each consumed by the next matching requests. They model
 * what a real service and the network do on a bad day: error statuses (with or without having
 * acted), rate limits with Retry-After, slowness, dropped connections, broken bodies.
 */
export type RouteName =
  | 'createJob'
  | 'sendMessage'
  | 'getJob'
  | 'visitors'
  | 'views'
  | 'feedback'
  | 'feedbackByPage'
  | 'searches'
  | 'assistant'
  | 'assistantThread'
  | 'callerStats'

/** The analytics operations: a fault for `analytics` applies to any of them. */
export const ANALYTICS_ROUTES: readonly RouteName[] = [
  'visitors',
  'views',
  'feedback',
  'feedbackByPage',
  'searches',
  'assistant',
  'assistantThread',
  'callerStats'
]

export interface Fault {
  /** An operation, `analytics` for any analytics operation, `*` for any request. */
  route: RouteName | 'analytics' | '*'
  /** How many matching requests it applies to, default 1. */
  times?: number
  /** Answer with this status... */
  status?: number
  /** ...and this body: JSON-encoded, or sent as-is when a string. */
  body?: unknown
  headers?: Record<string, string>
  /** Sets Retry-After (seconds or an HTTP date). */
  retryAfter?: number | string
  /** Wait this long before the effect (a slow service). */
  delayMs?: number
  /** Destroy the socket without an answer; `after-processing` lets the request take effect first. */
  drop?: 'before-processing' | 'after-processing'
  /** Answer 200 (or `status`) with a broken body. */
  malformed?: 'html' | 'not-json' | 'truncated-json' | 'wrong-shape' | 'empty'
  /** With `status` on a POST: act first (create the job, queue the message), then answer the status. */
  process?: boolean
}

export class FaultQueue {
  private queue: { fault: Fault; left: number }[] = []

  add(faults: Fault | Fault[]): void {
    for (const fault of Array.isArray(faults) ? faults : [faults]) {
      this.queue.push({ fault, left: fault.times ?? 1 })
    }
  }

  clear(): void {
    this.queue = []
  }

  /** The first queued fault for `route`, consuming one of its uses. */
  take(route: RouteName | 'unknown'): Fault | undefined {
    const entry = this.queue.find(
      (e) =>
        e.fault.route === '*' ||
        e.fault.route === route ||
        (e.fault.route === 'analytics' && ANALYTICS_ROUTES.includes(route as RouteName))
    )
    if (!entry) return undefined
    entry.left--
    if (entry.left <= 0) this.queue.splice(this.queue.indexOf(entry), 1)
    return entry.fault
  }
}

/** The body of a malformed answer. */
export function malformedBody(kind: NonNullable<Fault['malformed']>): {
  type: string
  text: string
} {
  switch (kind) {
    case 'html':
      return {
        type: 'text/html',
        text: '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>'
      }
    case 'not-json':
      return {
        type: 'text/plain',
        text: 'upstream connect error or disconnect/reset before headers'
      }
    case 'truncated-json':
      return { type: 'application/json', text: '{"id":"job_trunc","status":"act' }
    case 'wrong-shape':
      return { type: 'application/json', text: '{"ok":true}' }
    case 'empty':
      return { type: 'application/json', text: '' }
  }
}
