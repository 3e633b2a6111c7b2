// A virtual clock for in-process tests: the code under test takes a Clock (src/api/clock.ts), and
// this one moves only when the test says so, or, in `run`, whenever the code has nothing left to
// do but wait for a timer. A 20 s bound is then checked in milliseconds of wall time, with its
// real value, and every time the test reads is exact.
//
// Why not jest's modern timers or @sinonjs/fake-timers: they replace the process's global timers,
// which Octokit, undici and jest itself use too, and their ESM mocking needs the timers faked
// before the code under test loads. The code already takes its time from a Clock; the honest
// fake is one more Clock, with nothing global changed.
import type { Clock } from '../../src/api/clock.js'

interface Timer {
  at: number
  seq: number
  fire(): void
}

/**
 * Lets the code under test run to its next wait: promise chains, I/O callbacks, and chains of
 * zero-delay timers (Octokit's retry plugin schedules each request through Bottleneck, which
 * yields to the event loop with `setTimeout(0)` a dozen times). Each round lets every such
 * chain take one more step, however loaded the machine: the rounds count steps, not time. 60:
 * a read of a comment and its write one after another (a claim, conversation.ts, which times
 * them) take about 30 such steps; with 30 rounds the clock now and then jumped to a timer
 * mid-write.
 */
const SETTLE_ROUNDS = 60

/**
 * Work the rounds cannot count: a file written or read (a step's output and summary files, a
 * module's source loaded by a lazy import) finishes on libuv's thread pool, in wall time, which a
 * loaded machine stretches past any number of rounds. While such a request is in flight, the
 * code is not waiting for a timer yet.
 */
const IN_FLIGHT = /^(FSReq|FileHandleCloseReq$|GetAddrInfoReqWrap$|Zlib)/
/** Past this many rounds, in-flight requests stop holding the clock (a leak must not hang it). */
const MAX_ROUNDS = 20_000

const inFlight = (): boolean => process.getActiveResourcesInfo().some((r) => IN_FLIGHT.test(r))

async function settle(): Promise<void> {
  for (let round = 0; round < MAX_ROUNDS && (round < SETTLE_ROUNDS || inFlight()); round++) {
    await new Promise((resolve) => setTimeout(resolve, 0))
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve))
  }
}

export class VirtualClock implements Clock {
  private time: number
  private timers: Timer[] = []
  private seq = 0

  constructor(
    start = Date.parse('2026-11-23T10:00:00Z'),
    readonly random: () => number = () => 0.5,
    /**
     * How the clock lets the code run to its next wait before it moves (see `settle` above).
     * Suites that fire thousands of timers give support/quiet-settle.ts's, which ends as soon
     * as nothing is left to run instead of after a fixed count of rounds.
     */
    private readonly settleWith: () => Promise<void> = settle
  ) {
    this.time = start
  }

  now(): number {
    return this.time
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason)
      const timer = this.add(ms, () => {
        signal?.removeEventListener('abort', onAbort)
        resolve()
      })
      const onAbort = (): void => {
        this.remove(timer)
        reject(signal?.reason)
      }
      signal?.addEventListener('abort', onAbort, { once: true })
    })
  }

  timeout(ms: number): AbortSignal {
    const controller = new AbortController()
    this.add(ms, () => controller.abort(new Error(`timed out after ${ms} ms`)))
    return controller.signal
  }

  /** Timers still to fire (a test that ends should leave none that matter). */
  get pending(): number {
    return this.timers.length
  }

  /** Moves time forward by `ms`, firing the timers due on the way in order, each one settled. */
  async advance(ms: number): Promise<void> {
    const end = this.time + ms
    await this.settleWith()
    for (let next = this.next(); next && next.at <= end; next = this.next()) {
      this.fire(next)
      await this.settleWith()
    }
    this.time = end
    await this.settleWith()
  }

  /**
   * Runs `work` to its end: whenever it is only waiting, time jumps to the next timer. Throws when
   * it waits with no timer left (it waits for something that never comes), or past `limitMs` of
   * virtual time.
   */
  async run<T>(work: Promise<T>, limitMs = 24 * 3_600_000): Promise<T> {
    let done = false
    const result = work.finally(() => (done = true))
    result.catch(() => {})
    const end = this.time + limitMs
    await this.settleWith()
    while (!done) {
      const next = this.next()
      if (!next) throw new Error('The code waits, but not for a timer of the virtual clock.')
      if (next.at > end) throw new Error(`Still not done after ${limitMs} ms of virtual time.`)
      this.fire(next)
      await this.settleWith()
    }
    return result
  }

  private add(ms: number, fire: () => void): Timer {
    const timer = { at: this.time + Math.max(0, ms), seq: this.seq++, fire }
    this.timers.push(timer)
    return timer
  }

  private remove(timer: Timer): void {
    this.timers = this.timers.filter((t) => t !== timer)
  }

  private next(): Timer | undefined {
    return this.timers.reduce<Timer | undefined>(
      (first, t) =>
        !first || t.at < first.at || (t.at === first.at && t.seq < first.seq) ? t : first,
      undefined
    )
  }

  private fire(timer: Timer): void {
    this.remove(timer)
    this.time = Math.max(this.time, timer.at)
    timer.fire()
  }
}
