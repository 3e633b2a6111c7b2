// A faster way for the virtual clock (virtual-clock.ts) to let the code under test run to its next
// wait. The clock's own settle takes a fixed 30 rounds of `setTimeout(0)` (each at least 1 ms of
// wall time) after every timer it fires: right for a test of one run, far too slow for a property
// test that plays thousands of timers of several runs at once. This one watches what is left to
// run instead, and ends as soon as nothing is:
//
// - a round is one `setImmediate`: by the time it runs, every promise chain and `nextTick` queued
//   before it has run (Node drains them between macrotasks);
// - what a round cannot cover is another macrotask: an immediate the code queued, a short timer
//   (Bottleneck, under Octokit's retry plugin, yields with `setTimeout(0)` a dozen times per
//   request), or a file request on libuv's thread pool. An async hook sees every immediate and
//   every timer of at most SHORT_MS created outside this module, until it runs or is cleared;
//   file requests are read from process.getActiveResourcesInfo() as the clock's own settle does;
// - two rounds in a row with none of these left: the code waits for the virtual clock (or for
//   nothing).
//
// Longer real timers (jest's own test timeout) are not the code's work and are not waited for:
// the code under test takes all of its time from the virtual clock.
//
// One more saving, while the watching is on: a zero-delay `setTimeout` (Bottleneck's yields) runs
// as an immediate. Node holds such a timer at least 1 ms, so a GitHub call cost a dozen ms of wall
// time in yields alone, most of the property test's time. Only this file's global (the test
// file's context, which the modules it loads share) is changed, and only for delays of 0: the
// callback still runs after the current macrotask and every promise queued before it, which is
// all a yield asks; `clearTimeout` clears such a timer as before.
import { createHook } from 'node:async_hooks'

/** A real timer this short is work in flight (a yield to the event loop), not a wait. */
const SHORT_MS = 50
/** Rounds with nothing left to run before the code is taken to be waiting. */
const QUIET_ROUNDS = 2
/** A leak must not hang the clock: past this many rounds, settle ends anyway. */
const MAX_ROUNDS = 200_000
/** As the clock's own settle: file requests finish on libuv's thread pool, in wall time. */
const IN_FLIGHT = /^(FSReq|FileHandleCloseReq$|GetAddrInfoReqWrap$|Zlib)/

/** The code's immediates and short timers that have not run (or been cleared) yet, by async id. */
const pending = new Map<number, 'Immediate' | 'Timeout'>()
/** True while this module queues its own rounds: those are not the code's work. */
let own = false
let users = 0

const hook = createHook({
  init(asyncId, type, _trigger, resource) {
    if (own) return
    if (type === 'Immediate') pending.set(asyncId, 'Immediate')
    else if (type === 'Timeout') {
      const ms = (resource as { _idleTimeout?: number; _repeat?: number | null })._idleTimeout
      const repeats = (resource as { _repeat?: number | null })._repeat
      if (typeof ms === 'number' && ms >= 0 && ms <= SHORT_MS && !repeats) {
        pending.set(asyncId, 'Timeout')
      }
    }
  },
  // A timer or immediate is no longer pending once its callback starts (what it queues is seen
  // anew), or once it is cleared (its destroy, which Node emits a little later).
  before(asyncId) {
    pending.delete(asyncId)
  },
  destroy(asyncId) {
    pending.delete(asyncId)
  }
})

/**
 * Turns the watching on for a suite (call in beforeAll; the function returned, in afterAll): the
 * hook costs every promise of the process a little, so it is on only where it is used.
 */
export function watchForQuiet(): () => void {
  if (users++ === 0) {
    hook.enable()
    yieldsAsImmediates()
  }
  return () => {
    if (--users === 0) {
      hook.disable()
      pending.clear()
      restoreTimers?.()
    }
  }
}

let restoreTimers: (() => void) | undefined

/** Zero-delay timers of this context run as immediates (see above). */
function yieldsAsImmediates(): void {
  const { setTimeout: timeout, clearTimeout: clear } = globalThis
  const immediates = new WeakSet<object>()
  globalThis.setTimeout = ((callback: unknown, ms?: number, ...args: unknown[]) => {
    if (typeof callback === 'function' && !(Number(ms) > 0)) {
      const immediate = setImmediate(callback as (...a: unknown[]) => void, ...args)
      immediates.add(immediate)
      return immediate
    }
    return (timeout as (...a: unknown[]) => NodeJS.Timeout)(callback, ms, ...args)
  }) as typeof globalThis.setTimeout
  globalThis.clearTimeout = ((handle?: unknown) => {
    if (handle && typeof handle === 'object' && immediates.has(handle)) {
      clearImmediate(handle as NodeJS.Immediate)
    } else {
      clear(handle as NodeJS.Timeout)
    }
  }) as typeof globalThis.clearTimeout
  restoreTimers = () => {
    globalThis.setTimeout = timeout
    globalThis.clearTimeout = clear
    restoreTimers = undefined
  }
}

const inFlight = (): boolean => process.getActiveResourcesInfo().some((r) => IN_FLIGHT.test(r))

/** Resolves once the code has nothing left to run but waits for the virtual clock. */
export function quietSettle(): Promise<void> {
  if (users === 0) throw new Error('quietSettle needs watchForQuiet() (in a beforeAll).')
  return new Promise((resolve) => {
    let quiet = 0
    let rounds = 0
    const round = (): void => {
      const timers = [...pending.values()].includes('Timeout')
      const busy = pending.size > 0 || inFlight()
      quiet = busy ? 0 : quiet + 1
      if (quiet >= QUIET_ROUNDS || ++rounds >= MAX_ROUNDS) return resolve()
      queue(round, timers)
    }
    queue(round, false)
  })
}

/** Queues the next round: after the code's short timers when it has some, else at once. */
function queue(round: () => void, afterTimers: boolean): void {
  own = true
  try {
    if (afterTimers) setTimeout(round, 0)
    else setImmediate(round)
  } finally {
    own = false
  }
}
