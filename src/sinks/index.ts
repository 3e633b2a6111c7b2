// The one room through which text that did not come from the workflow file reaches a sink
// (contract §4.9): log lines, annotations, outputs, state, the job summary and comments.
export { REDACTED, redact, redactDeep, registerSecret } from './secrets.js'
export { redactForAgent } from './for-agent.js'
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
