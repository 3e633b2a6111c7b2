import type { CheckView } from './docs-check.js'
import type { RunFacts } from './ledger.js'

/** The step state the main step saves for the post step (the tracking comment it may close). */
export const State = {
  CommentView: 'comment-view',
  CommentId: 'comment-id',
  /** The home comment, the claim and the turns of this run (agent/comments.ts SavedConversation). */
  Conversation: 'conversation',
  Final: 'final',
  /** The docs check the post step sets when the main step could not (SavedCheck); '' once set. */
  Check: 'check'
} as const

/** The docs check's status the main step could not set (agent/run-check.ts). */
export interface SavedCheck {
  /** `owner/repo` */
  repository: string
  sha: string
  context: string
  view: CheckView
}

/**
 * What the post step needs of the job's home comment (saved by agent/comments.ts): where it is,
 * and this run's claim and facts (its turns, those it withdrew, how far it read, what waits), put
 * on the ledger as the main step would.
 */
export interface SavedConversation extends RunFacts {
  /** `owner/repo` and number of the home comment's issue. */
  repository: string
  issueNumber: number
  jobId: string
  /** The run's claim id. */
  claim: string
  /**
   * The ledger as this run last knew it (encoded): a comment the post step must make again
   * (deleted) is made with every turn and where the conversation was read up to, not with this
   * run's turns alone.
   */
  ledger?: string
}
