/**
 * How an agent run ends. Below both the agent (which decides it) and the GitHub room (whose
 * tracking comment shows it), so that GitHub never imports the agent.
 */
export type Outcome =
  /** Completed with a pull request. */
  | 'completed'
  /** Completed without a pull request (no files changed). */
  | 'no-pr'
  | 'failed'
  | 'archived'
  /** The wait reached `timeout` with the job not terminal. */
  | 'timeout'
  /** The runner cancelled the step during the wait. */
  | 'cancelled'
  /** `wait: false`: the job was started (or messaged) and not waited for. */
  | 'started'

/**
 * The headline of a run, the same in its tracking comment and its job summary: `working` while
 * the job works, `error` when the step failed.
 */
export const HEADLINES: Readonly<Record<Outcome | 'working' | 'error', string>> = {
  working: '⏳ The docs agent is working on this',
  started: '🚀 The docs agent started a job',
  completed: '✅ The docs agent opened a pull request',
  'no-pr': '⚪ The docs agent finished without changes',
  failed: '❌ The docs agent job failed',
  archived: '🗄️ The docs agent job was archived',
  timeout: '⏱️ Stopped waiting for the docs agent',
  cancelled: '🛑 The wait for the docs agent was cancelled',
  error: '⚠️ The docs agent step failed'
}
