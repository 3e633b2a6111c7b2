// The service client's public surface: what the actions (and anyone else) import.
export { DocsApiClient, systemClock } from './client.js'
export type { CallOptions, ClientOptions, Clock, Logger, VisitorsQuery } from './client.js'
export { ApiError } from './errors.js'
export type { ApiErrorKind, Operation } from './errors.js'
export { DEFAULT_API_URL, isLoopbackHost, parseApiUrl } from './base-url.js'
export { redact, REDACTED } from './redact.js'
export { KNOWN_STATUSES, TERMINAL_STATUSES } from './schemas.js'
export type { AgentJob, PageVisitors, VisitorCounts, VisitorsPage } from './schemas.js'
