/**
 * The names of the agent action's inputs and outputs (contract §3.1). Users' workflows depend on
 * them: they change only with a major version. action.yml holds the same names.
 */
export const Inputs = {
  ApiKey: 'api-key',
  ProjectId: 'project-id',
  Prompt: 'prompt',
  PromptFile: 'prompt-file',
  JobId: 'job-id',
  Wait: 'wait',
  Timeout: 'timeout',
  PollInterval: 'poll-interval',
  MaxPollInterval: 'max-poll-interval',
  FailOn: 'fail-on',
  Comment: 'comment',
  IssueNumber: 'issue-number',
  GithubToken: 'github-token',
  OriginToken: 'origin-token',
  TriggerPhrase: 'trigger-phrase',
  Label: 'label',
  OnActions: 'on-actions',
  ContextFile: 'context-file',
  ContextLimit: 'context-limit',
  IncludeChanges: 'include-changes',
  ChangesPaths: 'changes-paths',
  DryRun: 'dry-run',
  MaxTurns: 'max-turns',
  AllowedUsers: 'allowed-users',
  ApiUrl: 'api-url',
  PrReviewers: 'pr-reviewers',
  PrLabels: 'pr-labels',
  PrAssignees: 'pr-assignees',
  PrComment: 'pr-comment',
  PrToken: 'pr-token',
  PrAuthor: 'pr-author',
  PrWaitingLabel: 'pr-waiting-label',
  PrCloseWithCode: 'pr-close-with-code',
  PrFollowCode: 'pr-follow-code',
  DocsRepository: 'docs-repository',
  DocsCheck: 'docs-check',
  SkipLabel: 'skip-label'
} as const

export const Outputs = {
  JobId: 'job-id',
  Status: 'status',
  PrLink: 'pr-link',
  /** The same value as pr-link, under the API's field name. */
  PrLinkApi: 'prLink',
  PrNumber: 'pr-number',
  PrRepository: 'pr-repository',
  PrHeadRef: 'pr-head-ref',
  PrHeadSha: 'pr-head-sha',
  PrBaseRef: 'pr-base-ref',
  Model: 'model',
  SourceRepository: 'source-repository',
  SourceRef: 'source-ref',
  CreatedAt: 'created-at',
  ArchivedAt: 'archived-at',
  Job: 'job',
  TimedOut: 'timed-out',
  Skipped: 'skipped',
  CommentId: 'comment-id',
  CommentUrl: 'comment-url',
  Duration: 'duration',
  Prompt: 'prompt'
} as const

/** Events of a workflow that takes comments: a later comment with the phrase can act. */
export const COMMENT_EVENTS: ReadonlySet<string> = new Set([
  'issues',
  'issue_comment',
  'pull_request_review',
  'pull_request_review_comment'
])

/** Outcomes the `fail-on` input may list. */
export const FAIL_ON_VALUES = ['failed', 'archived', 'no-pr', 'timeout'] as const
export type FailOn = (typeof FAIL_ON_VALUES)[number]
