/**
 * The service's API proper, as the simulator answers it: the agent's jobs and the analytics
 * reports, behind the service's key check, its validation and its rate limits. Each handler
 * returns a status and a body, or throws the service's error (HttpError); server.ts writes it.
 */
import type { IncomingMessage } from 'node:http'
import { AnalyticsTables, readAnalyticsQuery, type AnalyticsError } from './analytics.js'
import type { FaultQueue, RouteName } from './faults.js'
import type { CommentStore } from './github-comments.js'
import type { LabelStore } from './github-labels.js'
import type { PullChangeStore } from './github-pull-changes.js'
import type { PullStateStore } from './github-pull-state.js'
import type { StatusStore } from './github-statuses.js'
import type { JobStore } from './jobs.js'
import { HttpError, type RequestLogEntry, type Settings } from './options.js'
import { windowOf, type AnalyticsReports } from './reports.js'
import type { RateLimiter } from './routes.js'

/** What the simulator's handlers share. `/_sim/config` replaces its settings. */
export interface SimState {
  settings: Settings
  now(): number
  readonly jobs: JobStore
  readonly comments: CommentStore
  readonly statuses: StatusStore
  readonly labels: LabelStore
  readonly pullStates: PullStateStore
  readonly pullChanges: PullChangeStore
  readonly faults: FaultQueue
  readonly limiter: RateLimiter
  readonly requests: RequestLogEntry[]
  /** Analytics reads since the reset: with `drift`, the site has a page more after each. */
  analyticsReads: number
  /** With `drift`, when each analytics read came: a row arrives in the reports at each. */
  readonly arrivals: number[]
  readonly tables: AnalyticsTables
  readonly reports: AnalyticsReports
}

/** The API proper. Returns status and body; throws HttpError for the service's errors. */
export function handleApi(
  state: SimState,
  route: RouteName | 'unknown',
  params: string[],
  req: IncomingMessage,
  body: unknown,
  search: URLSearchParams
): { status: number; body: unknown } {
  const { settings, jobs } = state
  if (route === 'unknown') throw new HttpError(404, { error: 'Not found' })
  const key = authorize(req)
  const projectId = params[0] as string
  const exists = settings.projects
    ? settings.projects.includes(projectId)
    : !projectId.startsWith('unknown')
  if (!exists) throw new HttpError(404, { error: 'Project not found' })
  switch (route) {
    case 'createJob': {
      const prompt = promptOf(settings, body)
      agentLimit(state, projectId)
      const job = jobs.create(projectId, prompt)
      return { status: 201, body: jobs.view(job) }
    }
    case 'sendMessage': {
      const job = jobs.get(projectId, params[1] as string)
      if (!job) throw new HttpError(404, { error: 'Job not found' })
      const prompt = promptOf(settings, body)
      if (jobs.isArchived(job)) throw new HttpError(400, { error: 'Job is archived' })
      agentLimit(state, projectId)
      return { status: 200, body: jobs.message(job, prompt) }
    }
    case 'getJob': {
      const job = jobs.get(projectId, params[1] as string)
      if (!job) throw new HttpError(404, { error: 'Job not found' })
      return { status: 200, body: jobs.read(job) }
    }
    case 'visitors':
    case 'views': {
      const query = analyticsQuery(() => readAnalyticsQuery(search, state.now()))
      analyticsLimit(state, key)
      const now = state.now()
      const site = {
        pages: settings.sitePages,
        now,
        extraPages: settings.drift ? state.analyticsReads : 0,
        // The trends end where the seeded reports' window does (trends.ts).
        anchor: settings.analytics.trends
          ? windowOf({ now, analytics: settings.analytics }).end
          : undefined
      }
      state.analyticsReads++
      return { status: 200, body: state.tables.page(route, projectId, query, site) }
    }
    case 'feedback':
    case 'feedbackByPage':
    case 'searches':
    case 'assistant':
    case 'assistantThread':
    case 'callerStats': {
      const query = analyticsQuery(() => state.reports.read(route, params, search, state.now()))
      analyticsLimit(state, key)
      const world = {
        now: state.now(),
        pages: settings.sitePages,
        analytics: settings.analytics,
        arrived: settings.drift ? [...state.arrivals] : []
      }
      state.analyticsReads++
      if (settings.drift) state.arrivals.push(world.now)
      return {
        status: 200,
        body: analyticsQuery(() => state.reports.answer(projectId, query, world))
      }
    }
  }
}

/** The key of the `Authorization` header: an admin key, and not one the project refuses. */
function authorize(req: IncomingMessage): string {
  const header = req.headers.authorization ?? ''
  const key = /^Bearer (\S+)$/.exec(header)?.[1]
  if (!key || !key.startsWith('mint_')) throw new HttpError(401, { error: 'Invalid API key' })
  if (key.startsWith('mint_forbidden')) {
    throw new HttpError(403, { error: 'This key cannot access this project' })
  }
  return key
}

/** The prompt of a job's create or message, checked as the service checks it. */
function promptOf(settings: Settings, body: unknown): string {
  const invalid = (message: string): HttpError =>
    new HttpError(400, { error: 'Invalid request', details: [{ path: 'prompt', message }] })
  if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw invalid('Expected a JSON object with a prompt')
  }
  const prompt = (body as { prompt?: unknown }).prompt
  if (typeof prompt !== 'string') throw invalid('Required string')
  if (!prompt.trim()) throw invalid('Must not be empty')
  if (prompt.length > settings.maxPromptLength) {
    throw invalid(`Must be at most ${settings.maxPromptLength} characters`)
  }
  return prompt
}

/** The agent's rate limit: sessions created or messaged per project and hour. */
function agentLimit(state: SimState, projectId: string): void {
  const { rateLimit } = state.settings
  if (!rateLimit) return
  const wait = state.limiter.use(
    `agent:${projectId}`,
    rateLimit.agentPerHour,
    rateLimit.windowMs,
    state.now()
  )
  if (wait !== undefined) {
    throw new HttpError(
      429,
      { error: 'Too many sessions created. Please try again later.' },
      { 'retry-after': String(wait) }
    )
  }
}

/** Runs `read`, turning the analytics API's errors it throws into answers. */
function analyticsQuery<T>(read: () => T): T {
  try {
    return read()
  } catch (error) {
    if (!(error as AnalyticsError).status) throw error
    const { status, body, headers } = error as AnalyticsError
    throw new HttpError(status, body, headers)
  }
}

/** One window for every analytics operation: the service counts them together. */
function analyticsLimit(state: SimState, key: string): void {
  const { rateLimit } = state.settings
  if (!rateLimit) return
  const wait = state.limiter.use(
    `analytics:${key}`,
    rateLimit.analyticsPerHour,
    rateLimit.windowMs,
    state.now()
  )
  if (wait !== undefined) {
    throw new HttpError(429, { error: 'Rate limit exceeded' }, { 'retry-after': String(wait) })
  }
}
