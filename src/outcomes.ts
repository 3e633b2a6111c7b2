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
