/** The step state the main step saves for the post step (the tracking comment it may close). */
export const State = {
  CommentView: 'comment-view',
  IssueNumber: 'issue-number',
  CommentId: 'comment-id',
  Final: 'final'
} as const
