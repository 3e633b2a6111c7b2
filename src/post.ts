// Entry of the agent action's post step (dist/post/index.js): closes the tracking comment and
// sets the docs check when the main step could not (post/close-comment.ts, post/close-check.ts),
// side by side, each bounded by BOUNDS.postStepMs. A failure only warns: the job's outcome is the
// main step's.
import { closeCheck } from './post/close-check.js'
import { closeComment } from './post/close-comment.js'
import { abortOnSignals } from './signals.js'
import { line, log } from './sinks/index.js'

const cancel = abortOnSignals().signal
const warn = (what: string) => (error: unknown) =>
  log.warning(line`Could not ${what}: ${error instanceof Error ? error.message : String(error)}`)
await Promise.all([
  closeComment(cancel).catch(warn('close the tracking comment')),
  closeCheck(cancel).catch(warn('set the docs check'))
])
process.exit()
