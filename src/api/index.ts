// The service client's public surface: what the actions (and anyone else) import.
export { DocsApiClient, systemClock } from './client.js'
export { MAX_JOB_BYTES, MAX_PAGE_BYTES } from './client.js'
export type { AnalyticsQuery, CallOptions, ClientOptions, Clock, Logger } from './client.js'
export { ApiError } from './errors.js'
export type { ApiErrorKind, Operation } from './errors.js'
export { DEFAULT_API_URL, isLoopbackHost, isSegment, parseApiUrl } from './base-url.js'
export { isRetryable } from './retry.js'
export { KNOWN_STATUSES, TERMINAL_STATUSES, checkedJob, isTerminal, jobStatus } from './statuses.js'
export type { AgentJob, Counts, PageCounts, ViewsPage, VisitorsPage } from './schemas.js'
export type {
  AssistantCallers,
  AssistantPage,
  AssistantThread,
  FeedbackByPage,
  FeedbackEntry,
  FeedbackPage,
  SearchesPage
} from './schemas.js'
