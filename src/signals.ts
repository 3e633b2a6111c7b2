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
