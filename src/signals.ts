import { MAX_TIMER_MS } from './api/clock.js'

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
 * A signal that aborts `ms` after `signal` does: what is still to do after a cancel (the final
 * comment update) gets that long, and no longer, so the step exits within the runner's patience.
 */
export function graceAfter(signal: AbortSignal, ms: number): AbortSignal {
  const controller = new AbortController()
  const start = (): void => {
    setTimeout(() => controller.abort(signal.reason), ms).unref()
  }
  if (signal.aborted) start()
  else signal.addEventListener('abort', start, { once: true })
  return controller.signal
}

/**
 * Like AbortSignal.timeout, for any delay: AbortSignal.timeout throws past the timer limit (and
 * warns, then fires at once, near it), so a long `timeout` input is waited in parts.
 */
export function timeoutSignal(ms: number): AbortSignal {
  const controller = new AbortController()
  const end = Date.now() + ms
  const step = (): void => {
    const left = end - Date.now()
    if (left <= 0) controller.abort(new Error(`timed out after ${ms} ms`))
    else setTimeout(step, Math.min(left, MAX_TIMER_MS)).unref()
  }
  step()
  return controller.signal
}
