// Cancellation tests: send a signal to the step under test once something has happened (a
// request reached the simulator, a comment exists), as a runner does when a run is cancelled.
import type { ChildProcess } from 'node:child_process'

export interface SignalWhen {
  /** Pass as runAction's `onSpawn`. */
  onSpawn(child: ChildProcess): void
  /** When the signal went out (Date.now()), 0 if it never did. */
  sentAt(): number
}

export function signalWhen(ready: () => boolean, signal: NodeJS.Signals): SignalWhen {
  let sentAt = 0
  return {
    onSpawn(child) {
      const timer = setInterval(() => {
        if (!ready()) return
        clearInterval(timer)
        sentAt = Date.now()
        child.kill(signal)
      }, 20)
      child.on('exit', () => clearInterval(timer))
    },
    sentAt: () => sentAt
  }
}
