// The settings the tests start from: the agent action's settings as its plans read them, the
// analytics action's as its export and digest read them, the inputs a workflow leaves at their values when it reads them from inputs, and what a settings
// reader refuses.
import { dirname } from 'node:path'
import { readSettings, type AgentSettings } from '../../src/agent/settings.js'
import type { AnalyticsSettings } from '../../src/analytics/settings.js'
import { DEFAULT_THRESHOLDS } from '../../src/analytics/thresholds.js'
import { SettingsError } from '../../src/inputs.js'

/** The agent action's settings with every input at a plain value; `over` replaces any of them. */
export const agentSettings = (over: Partial<AgentSettings> = {}): AgentSettings => ({
  apiKey: 'mint_x',
  projectId: 'proj',
  apiUrl: 'https://api.mintlify.com',
  prompt: '',
  jobId: '',
  wait: true,
  timeoutMs: 60_000,
  pollIntervalMs: 5000,
  maxPollIntervalMs: 30_000,
  failOn: new Set(['failed', 'timeout']),
  comment: true,
  githubToken: 't',
  originToken: '',
  triggerPhrase: '/docs-agent',
  label: '',
  onActions: [],
  allowedUsers: [],
  dryRun: false,
  maxTurns: 5,
  pr: {
    reviewers: [],
    teams: [],
    labels: [],
    assignees: [],
    comment: false,
    token: 't',
    waitingLabel: '',
    closeWithCode: true,
    followCode: true
  },
  ...over
})

/** The analytics action's settings for a week's digest, its inputs' defaults otherwise. */
export const analyticsSettings = (over: Partial<AnalyticsSettings> = {}): AnalyticsSettings => ({
  apiKey: 'mint_analytics_key_0123456789',
  projectId: 'proj',
  apiUrl: 'https://api.example.com',
  reports: [],
  outputDir: '/tmp/x',
  outputRoots: ['/tmp'],
  dateFrom: '2026-05-25',
  dateTo: '2026-06-01',
  format: 'json',
  feedbackSource: '',
  feedbackStatus: '',
  assistantThreads: 0,
  compare: '',
  maxRequests: 50,
  maxBytes: 100_000_000,
  digestFile: '',
  digestLimit: 20_000,
  digestThresholds: { ...DEFAULT_THRESHOLDS },
  timeoutMs: 30 * 60_000,
  pageSize: 0,
  maxPages: 0,
  concurrency: 4,
  outputFile: '',
  ...over
})

/**
 * The visitors action's preset of them (visitors/settings.ts): unique visitors of the week of
 * 2026-11-01 to `outputFile`, without a request budget; `over` replaces any of them.
 */
export const visitorsSettings = (
  over: Partial<AnalyticsSettings> & { outputFile: string }
): AnalyticsSettings =>
  analyticsSettings({
    reports: ['visitors'],
    outputDir: dirname(over.outputFile),
    outputRoots: [dirname(over.outputFile)],
    dateFrom: '2026-11-01',
    dateTo: '2026-11-08',
    maxRequests: Infinity,
    pageSize: 250,
    ...over
  })

/** The inputs of every read below: a key and a project, the others at their values. */
const INPUTS: Readonly<Record<string, string>> = {
  'api-key': 'mint_key',
  'project-id': 'proj',
  wait: 'true',
  timeout: '30m',
  'poll-interval': '5s',
  'max-poll-interval': '30s',
  comment: 'false',
  'pr-comment': 'false',
  'pr-close-with-code': 'true',
  'pr-follow-code': 'true',
  'dry-run': 'false'
}

/** The agent action's settings read from `inputs` over INPUTS (any other input empty). */
export const readAgentSettings = (
  inputs: Record<string, string>,
  workspace: string = process.cwd()
): AgentSettings => readSettings((name) => ({ ...INPUTS, ...inputs })[name] ?? '', { workspace })

/** The problems a settings reader is refused with; it throws when `read` is not refused. */
export function problemsOf(read: () => unknown): string[] {
  try {
    read()
  } catch (error) {
    if (error instanceof SettingsError) return [...error.problems]
    throw error
  }
  throw new Error('expected a SettingsError')
}
