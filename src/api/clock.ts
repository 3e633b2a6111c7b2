/**
 * Time, for every wait and bound of the actions: a clock that tests replace with a virtual one
 * (__tests__/support/virtual-clock.ts), so that a 20 s bound is checked in milliseconds. Sleeps
 * obey an abort signal, and sleeps and timeouts past the timer limit are taken in parts.
 */
export interface Clock {
  now(): number
  /** Resolves after `ms`, or rejects as soon as `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>
  /**
   * A signal that aborts `ms` from now (a request's timeout, a grace after a cancel). It holds no
   * process open: a step that is done exits whatever timeouts are still pending.
   */
  timeout(ms: number): AbortSignal
  random(): number
}

/** setTimeout fires at once for a delay past 2^31 − 1 ms: longer sleeps are taken in parts. */
export const MAX_TIMER_MS = 2 ** 31 - 1

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason)
      const end = Date.now() + ms
      let timer: NodeJS.Timeout
      const onAbort = (): void => {
        clearTimeout(timer)
        reject(signal?.reason)
      }
      const step = (): void => {
        const left = end - Date.now()
        if (left <= 0) {
          signal?.removeEventListener('abort', onAbort)
          return resolve()
        }
        timer = setTimeout(step, Math.min(left, MAX_TIMER_MS))
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      step()
    }),
  // Like AbortSignal.timeout, for any delay: AbortSignal.timeout throws past the timer limit (and
  // warns, then fires at once, near it), so a long `timeout` input is waited in parts.
  timeout: (ms) => {
    const controller = new AbortController()
    const end = Date.now() + ms
    const step = (): void => {
      const left = end - Date.now()
      if (left <= 0) controller.abort(new Error(`timed out after ${ms} ms`))
      else setTimeout(step, Math.min(left, MAX_TIMER_MS)).unref()
    }
    step()
    return controller.signal
  },
  random: () => Math.random()
}
