// Entry of the agent action's post step (dist/post/index.js): closes the tracking comment when
// the main step could not (post/close-comment.ts). A failure only warns: the job's outcome is
// the main step's.
import { closeComment } from './post/close-comment.js'
import { abortOnSignals } from './signals.js'
import { line, log } from './sinks/index.js'

try {
  await closeComment(abortOnSignals().signal)
} catch (error) {
  log.warning(
    line`Could not close the tracking comment: ${error instanceof Error ? error.message : String(error)}`
  )
}
process.exit()
