/**
 * The names of the visitor analytics action's inputs and outputs (contract §3.2). Users'
 * workflows depend on them; visitors/action.yml holds the same names.
 */
export const Inputs = {
  ApiKey: 'api-key',
  ProjectId: 'project-id',
  ApiUrl: 'api-url',
  Metric: 'metric',
  DateFrom: 'date-from',
  DateTo: 'date-to',
  Period: 'period',
  PageSize: 'page-size',
  MaxPages: 'max-pages',
  MaxBytes: 'max-bytes',
  Concurrency: 'concurrency',
  Format: 'format',
  OutputFile: 'output-file',
  Timeout: 'timeout'
} as const

export const Outputs = {
  Human: 'human',
  Ai: 'ai',
  Total: 'total',
  Pages: 'pages',
  File: 'file',
  Truncated: 'truncated',
  Requests: 'requests'
} as const

export { FORMATS, type Format } from '../export/table-writer.js'

/**
 * The analytics that page by path (analytics.openapi.json): unique visitors (deduplicated) and
 * page views (events). Each is its own endpoint, with its rows under its own name.
 */
export const METRICS = ['visitors', 'views'] as const
export type Metric = (typeof METRICS)[number]

/** What the log and the summary call each metric. */
export const METRIC_NAMES: Record<Metric, string> = {
  visitors: 'Unique visitors',
  views: 'Page views'
}
