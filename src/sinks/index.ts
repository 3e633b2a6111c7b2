// The one room through which text that did not come from the workflow file reaches a sink
// (contract §4.9): log lines, annotations, outputs, state, the job summary and comments.
export { REDACTED, redact, redactDeep, registerSecret } from './secrets.js'
export { redactTokens } from './quote.js'

import { redact as redactSecrets } from './secrets.js'
import { redactTokens as redactShapes } from './quote.js'

/**
 * Text that goes to the agent (a prompt): our secrets in every form, and tokens of well-known
 * shapes (another project's key, a GitHub token a patch or an issue holds), which the agent could
 * write into a pull request, and the summary would show.
 */
export const redactForAgent = (text: string): string => redactShapes(redactSecrets(text))
export { MAX_VALUE, cut, plainLine, visible } from './text.js'
export {
  dataLine,
  fail,
  group,
  line,
  lineList,
  log,
  plainLogger,
  type LogLine,
  type PlainLogger
} from './log.js'
export {
  htmlCode,
  htmlOf,
  htmlLink,
  htmlOurs,
  htmlPiece,
  htmlPre,
  htmlText,
  isOurUrl,
  markdownText,
  mdOf,
  mdLink,
  mdOurs,
  mdPiece,
  type Html,
  type Markdown
} from './markup.js'
export {
  addSecret,
  input,
  inputFrom,
  savedState,
  savedStateFrom,
  saveState,
  setOutputs,
  writeSummary,
  type OutputValue
} from './step.js'
