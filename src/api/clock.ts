/**
 * Time, for the client and the wait: a clock that tests replace with a virtual one. Sleeps obey
 * an abort signal, and sleeps past the timer limit are taken in parts.
 */
export interface Clock {
  now(): number
  /** Resolves after `ms`, or rejects as soon as `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>
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
  random: () => Math.random()
}
