/**
 * The names of the visitor analytics action's inputs and outputs (contract §3.2). Users'
 * workflows depend on them; visitors/action.yml holds the same names.
 */
export const Inputs = {
  ApiKey: 'api-key',
  ProjectId: 'project-id',
  ApiUrl: 'api-url',
  DateFrom: 'date-from',
  DateTo: 'date-to',
  Period: 'period',
  PageSize: 'page-size',
  MaxPages: 'max-pages',
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

export const FORMATS = ['json', 'csv', 'ndjson'] as const
export type Format = (typeof FORMATS)[number]
