/**
 * The names of the analytics action's inputs, outputs and reports (contract §3.1). Users'
 * workflows depend on them; analytics/action.yml holds the same names.
 */
export const Inputs = {
  ApiKey: 'api-key',
  ProjectId: 'project-id',
  ApiUrl: 'api-url',
  Reports: 'reports',
  OutputDir: 'output-dir',
  DateFrom: 'date-from',
  DateTo: 'date-to',
  Period: 'period',
  Format: 'format',
  FeedbackSource: 'feedback-source',
  FeedbackStatus: 'feedback-status',
  AssistantThreads: 'assistant-threads',
  Compare: 'compare',
  MaxRequests: 'max-requests',
  MaxBytes: 'max-bytes',
  DigestFile: 'digest-file',
  DigestLimit: 'digest-limit',
  DigestThresholds: 'digest-thresholds',
  Timeout: 'timeout'
} as const

export const Outputs = {
  Requests: 'requests',
  Reports: 'reports',
  DigestFile: 'digest-file',
  DigestFindings: 'digest-findings'
} as const

/** Per report: `<report>-rows` and `<report>-file`. */
export const rowsOutput = (report: ReportName): string => `${report}-rows`
export const fileOutput = (report: ReportName): string => `${report}-file`

/** Every report of the analytics API (analytics.openapi.json), in the order they are exported. */
export const REPORT_NAMES = [
  'visitors',
  'views',
  'feedback',
  'feedback-by-page',
  'searches',
  'assistant',
  'assistant-callers'
] as const
export type ReportName = (typeof REPORT_NAMES)[number]

/** The transcripts' file in `output-dir`: `assistant-threads.<format>`. */
export const THREADS_FILE = 'assistant-threads'

export const DEFAULT_REPORTS: readonly ReportName[] = ['visitors', 'views']
/** `reports: none`: no report, for a step that writes only the digest or the transcripts. */
export const NO_REPORTS = 'none'

/** feedback's `source` filter, as the document enumerates it. */
export const FEEDBACK_SOURCES = ['code_snippet', 'contextual', 'agent', 'thumbs_only'] as const
/** feedback's statuses, as the document enumerates them (`status` takes several). */
export const FEEDBACK_STATUSES = ['pending', 'in_progress', 'resolved', 'dismissed'] as const

/**
 * `max-requests`' default: half of the analytics API's 100 requests an hour, which every
 * analytics operation of the organisation shares; the other half is left to its other users.
 */
export const DEFAULT_MAX_REQUESTS = 50
/** The most requests one step may take: the whole hour's limit. */
export const MAX_MAX_REQUESTS = 100
/** Transcripts fetched at most (`assistant-threads`), one request each. */
export const MAX_ASSISTANT_THREADS = 50
