/**
 * The simulator's options, what a test sees of a running simulator (requests, exchanges,
 * controls), and the settings the server runs with (options merged over the defaults).
 */
import type { Fault, RouteName } from './faults.js'
import type { SimJob, SimPull } from './jobs.js'

export interface SimulatorOptions {
  /** 0 (the default here) picks a free port. */
  port?: number
  host?: string
  /** How long a job (or a follow-up turn) stays active unless its prompt says otherwise. */
  jobDurationMs?: number
  /** Pages of the generated site. */
  sitePages?: number
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
  reset(): void
  job(id: string): SimJob | undefined
  jobCount(): number
  /** The pull requests jobs have opened so far, by number. */
  pulls(): SimPull[]
  /** Pull request `number` of `repository` (owner/repo, any case); undefined when none. */
  pull(repository: string, number: number): SimPull | undefined
  close(): Promise<void>
}

export type Settings = Required<
  Omit<SimulatorOptions, 'port' | 'host' | 'projects' | 'rateLimit' | 'onExchange'>
> & {
  projects?: string[]
  rateLimit: false | { agentPerHour: number; analyticsPerHour: number; windowMs: number }
}

const DEFAULT_LIMIT = { agentPerHour: 100, analyticsPerHour: 100, windowMs: 3_600_000 }

export function settingsOf(options: SimulatorOptions, base?: Settings): Settings {
  const merged = { ...base, ...options } as SimulatorOptions
  const limit = merged.rateLimit
  return {
    jobDurationMs: merged.jobDurationMs ?? 3000,
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
