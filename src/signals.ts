import { systemClock, type Clock } from './api/clock.js'

/**
 * Cancellation. The runner sends SIGINT, then SIGTERM 7.5 s later, then kills: the first signal
 * aborts whatever is in flight (a sleep, a request) so the step can still write its outputs and
 * summary and exit well within that time.
 */
export function abortOnSignals(onSignal?: (signal: NodeJS.Signals) => void): AbortController {
  const controller = new AbortController()
  const handler = (signal: NodeJS.Signals): void => {
    if (!controller.signal.aborted) onSignal?.(signal)
    controller.abort(new Error(`received ${signal}`))
  }
  process.on('SIGINT', handler)
  process.on('SIGTERM', handler)
  return controller
}

/**
 * A signal that aborts `ms` after `signal` does, on `clock`: what is still to do after a cancel
 * (the final comment update) gets that long, and no longer, so the step exits within the
 * runner's patience.
 */
export function graceAfter(
  signal: AbortSignal,
  ms: number,
  clock: Clock = systemClock
): AbortSignal {
  const controller = new AbortController()
  const start = (): void => {
    clock
      .timeout(ms)
      .addEventListener('abort', () => controller.abort(signal.reason), { once: true })
  }
  if (signal.aborted) start()
  else signal.addEventListener('abort', start, { once: true })
  return controller.signal
}

/**
 * What `promise` gives, if it settles within `ms` on `clock`; undefined otherwise (and when it
 * rejects). A slow GitHub call waited for this way goes on beside, and nothing waits longer.
 */
export async function waitAtMost<T>(
  promise: Promise<T>,
  ms: number,
  clock: Clock = systemClock
): Promise<T | undefined> {
  const enough = new AbortController()
  try {
    return await Promise.race([
      promise.catch(() => undefined),
      clock.sleep(ms, enough.signal).then(
        () => undefined,
        () => undefined
      )
    ])
  } finally {
    enough.abort()
  }
}
