/**
 * The simulator's options, what a test sees of a running simulator (requests, exchanges,
 * controls), and the settings the server runs with (options merged over the defaults).
 */
import type { Fault, RouteName } from './faults.js'
import type { SimJob, SimPull } from './jobs.js'
import type { SimPullState } from './github-pull-state.js'
import type { SimStatus } from './github-statuses.js'
import { OUTCOMES, type SimOutcome } from './directives.js'

export interface SimulatorOptions {
  /** 0 (the default here) picks a free port. */
  port?: number
  host?: string
  /** How long a job (or a follow-up turn) stays active unless its prompt says otherwise. */
  jobDurationMs?: number
  /**
   * How a job (or a follow-up turn) ends unless its prompt says otherwise (default `pr`): a demo
   * chooses its outcome without directives in the prompt it shows.
   */
  jobOutcome?: SimOutcome
  /** Pages of the generated site. */
  sitePages?: number
  /**
   * The seeded rows of the feedback, searches and assistant reports (simulator/README.md): how
   * many, over which days. Merged over the current values by `configure` and `/_sim/config`.
   */
  analytics?: Partial<AnalyticsSettings>
  /** Added before answering every API request. */
  latencyMs?: number
  rateLimit?: false | { agentPerHour?: number; analyticsPerHour?: number; windowMs?: number }
  /** Known projects; unset: every id exists except those starting with `unknown`. */
  projects?: string[]
  /** source.repository (owner/repo) of the jobs created from now on, where their PRs open. */
  repository?: string
  maxPromptLength?: number
  /** Analytics data moves on between requests (a new top page, growing totals). */
  drift?: boolean
  now?: () => number
  /**
   * Called after each answer to an API request (not the /_sim endpoints) with the request and
   * the answer as sent: tests check them against the service's OpenAPI documents.
   */
  onExchange?: (exchange: Exchange) => void
}

export interface RequestLogEntry {
  method: string
  path: string
  query: Record<string, string>
  headers: Record<string, string>
  /** The request body, parsed when it is JSON. */
  body: unknown
  route: RouteName | 'unknown'
  /** 0 when the connection was dropped without an answer. */
  status: number
  at: number
}

/** One request to the API and its answer, as they went over the wire. */
export interface Exchange extends Omit<RequestLogEntry, 'at'> {
  response: { headers: Record<string, string>; text: string }
  /**
   * Why this answer leaves the documents on purpose: an injected fault, or a status a prompt
   * asked for with `sim:status=`. Undefined for every answer the service itself would give.
   */
  offContract?: string
}

export interface Simulator {
  readonly url: string
  readonly port: number
  readonly requests: RequestLogEntry[]
  inject(fault: Fault | Fault[]): void
  clearFaults(): void
  clearRequests(): void
  configure(options: Partial<SimulatorOptions>): void
  /**
   * Clears jobs, faults, the request log, the rate limits, the analytics rows added, and its
   * GitHub's comments, commit statuses, labels and pull request states.
   */
  reset(): void
  /**
   * Adds rows to a report (`feedback`, `searches`, `assistant`): one object or a list, each for
   * its `projectId` or every project (simulator/README.md lists the fields). Returns them as
   * the service will answer them; throws a message naming a wrong field, adding none.
   */
  addAnalytics(report: AddableReport, rows: unknown): unknown[]
  /** Forgets the analytics rows added. */
  clearAnalytics(): void
  job(id: string): SimJob | undefined
  jobCount(): number
  /** The pull requests jobs have opened so far, by number. */
  pulls(): SimPull[]
  /** Pull request `number` of `repository` (owner/repo, any case); undefined when none. */
  pull(repository: string, number: number): SimPull | undefined
  /** The commit statuses its GitHub took since the last reset, in the order set. */
  statuses(): SimStatus[]
  /**
   * What its GitHub keeps of pull request (or issue) `number` of `repository`: its labels,
   * whether it is open, closed or merged, and whether its head branch was deleted.
   */
  pullState(repository: string, number: number): SimPullState
  /**
   * Someone deletes the head branch of the pull request a job opened: its GitHub closes it when
   * open, and refuses to reopen it (422). Throws when no job opened it.
   */
  deleteHeadBranch(repository: string, number: number): void
  /**
   * Someone merges the (open) pull request a job opened, with `mergeCommit` (default one made
   * of its number): closed and merged, and its GitHub refuses to reopen it (422). Throws when no
   * job opened it or it is closed.
   */
  mergePull(repository: string, number: number, mergeCommit?: string): void
  /**
   * Someone pushes the next commits of the demo's code pull request (demo-pull.js, acme/cli#42):
   * its GitHub lists them and the files of the new head from now on. Returns its head before and
   * after; throws for another pull request, or when the demo's has had all its pushes.
   */
  pushToPull(repository: string, number: number): { before: string; after: string }
  close(): Promise<void>
}

/** The reports tests add rows to, by the name of their control endpoint. */
export type AddableReport = 'feedback' | 'searches' | 'assistant'
export const ADDABLE_REPORTS: readonly AddableReport[] = ['feedback', 'searches', 'assistant']

/** The seeded analytics reports beyond visitors and views. */
export interface AnalyticsSettings {
  /** Feedback entries over the window (default 400). */
  feedbackEntries: number
  /** Distinct search terms over the window, each searched at least once (default 500). */
  searchTerms: number
  /** Assistant conversations (threads) over the window (default 300). */
  conversations: number
  /** Whole days (UTC) the rows spread over (default 30). */
  days: number
  /** The day after the window, YYYY-MM-DD; empty (the default): today, so the window ends at 00:00 UTC today. */
  until: string
  /**
   * The seeded data moves over the window's last weeks, as a live site's does (trends.ts; the
   * default); false: every week alike, visitors and views included.
   */
  trends: boolean
}

const DEFAULT_ANALYTICS: AnalyticsSettings = {
  feedbackEntries: 400,
  searchTerms: 500,
  conversations: 300,
  days: 30,
  until: '',
  trends: true
}

/** The most rows of each report: enough for any bench, bounded so that memory stays small. */
export const MAX_SEEDED_ROWS = 200_000

/** `analytics` merged over `base`; throws a message naming a value out of its range. */
export function analyticsOf(
  analytics: Partial<AnalyticsSettings> | undefined,
  base: AnalyticsSettings = DEFAULT_ANALYTICS
): AnalyticsSettings {
  const merged = { ...base, ...analytics }
  for (const name of ['feedbackEntries', 'searchTerms', 'conversations'] as const) {
    const value = merged[name]
    if (!Number.isInteger(value) || value < 0 || value > MAX_SEEDED_ROWS) {
      throw new Error(`analytics.${name} must be a whole number from 0 to ${MAX_SEEDED_ROWS}`)
    }
  }
  if (!Number.isInteger(merged.days) || merged.days < 1 || merged.days > 3660) {
    throw new Error('analytics.days must be a whole number from 1 to 3660')
  }
  const until = merged.until
  const day = typeof until === 'string' ? Date.parse(`${until}T00:00:00Z`) : NaN
  if (
    until !== '' &&
    (!/^\d{4}-\d{2}-\d{2}$/.test(String(until)) ||
      Number.isNaN(day) ||
      new Date(day).toISOString().slice(0, 10) !== until)
  ) {
    throw new Error('analytics.until must be a date, YYYY-MM-DD, or empty for today')
  }
  if (typeof merged.trends !== 'boolean') throw new Error('analytics.trends must be true or false')
  return merged
}

export type Settings = Required<
  Omit<SimulatorOptions, 'port' | 'host' | 'projects' | 'rateLimit' | 'onExchange' | 'analytics'>
> & {
  analytics: AnalyticsSettings
  projects?: string[]
  rateLimit: false | { agentPerHour: number; analyticsPerHour: number; windowMs: number }
}

function outcomeOf(outcome: unknown): SimOutcome {
  if (outcome === undefined) return 'pr'
  if ((OUTCOMES as readonly unknown[]).includes(outcome)) return outcome as SimOutcome
  throw new Error(`jobOutcome must be one of ${OUTCOMES.join(', ')}`)
}

const DEFAULT_LIMIT = { agentPerHour: 100, analyticsPerHour: 100, windowMs: 3_600_000 }

export function settingsOf(options: SimulatorOptions, base?: Settings): Settings {
  const merged = { ...base, ...options } as SimulatorOptions
  const limit = merged.rateLimit
  return {
    analytics: analyticsOf(options.analytics, base?.analytics),
    jobDurationMs: merged.jobDurationMs ?? 3000,
    jobOutcome: outcomeOf(merged.jobOutcome),
    sitePages: merged.sitePages ?? 1200,
    latencyMs: merged.latencyMs ?? 0,
    repository: merged.repository ?? 'acme/docs',
    maxPromptLength: merged.maxPromptLength ?? 100_000,
    drift: merged.drift ?? false,
    now: merged.now ?? Date.now,
    projects: merged.projects,
    rateLimit: limit === false ? false : { ...DEFAULT_LIMIT, ...limit }
  }
}

/** An answer of the service's own error shape, thrown by the routes. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error: string; details?: unknown },
    readonly headers: Record<string, string> = {}
  ) {
    super(body.error)
  }
}
