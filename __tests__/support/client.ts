// The service client as the unit tests drive it: a clock whose sleeps take no time, and the
// ApiError a call fails with.
import { ApiError, type Clock } from '../../src/api/index.js'

/** A clock whose sleeps advance its time at once from `start`, recording each delay (ms). */
export function instantClock(start = 1_000_000): Clock & { slept: number[] } {
  let now = start
  const slept: number[] = []
  return {
    slept,
    now: () => now,
    random: () => 0.5,
    sleep: async (ms, signal) => {
      if (signal?.aborted) throw signal.reason
      slept.push(ms)
      now += ms
    },
    // The answers come at once: nothing here times out.
    timeout: () => new AbortController().signal
  }
}

/** The ApiError `promise` fails with; it throws when the call succeeds or fails otherwise. */
export async function apiFailureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('expected the call to fail')
}
