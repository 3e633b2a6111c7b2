/**
 * The simulator: a real HTTP server implementing the service's whole API (api-reference.md and
 * the contract's §2): agent jobs with lifecycles, follow-ups with stale reads (queued behind a turn
 * still at work), the jobs' pull requests (also in GitHub's shape under /_sim/github), the eight
 * analytics reports (visitors and views over a generated site; feedback, searches and assistant
 * conversations seeded, reports.ts), the service's validation and rate limits, and faults on demand.
 * Tests start it in-process on a free port; `npm run simulator` serves it on 4010.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { FaultQueue, malformedBody, type Fault, type RouteName } from './faults.js'
import { JobStore, type JobView } from './jobs.js'
import { AnalyticsTables, readAnalyticsQuery, type AnalyticsError } from './analytics.js'
import { AnalyticsReports } from './reports.js'
import { CommentStore } from './github-comments.js'
import { RateLimiter, githubSlice, routeOf } from './routes.js'
import { directedStatus, faultHeaders, send } from './answers.js'

import {
  ADDABLE_REPORTS,
  HttpError,
  settingsOf,
  type AddableReport,
  type RequestLogEntry,
  type Simulator,
  type SimulatorOptions
} from './options.js'

export type { Fault, RouteName } from './faults.js'
export type { AddableReport } from './options.js'
export type { SimJob, SimPull, SimTurn } from './jobs.js'
export { headShaOf } from './jobs.js'
export type { Exchange, RequestLogEntry, Simulator, SimulatorOptions } from './options.js'

export async function startSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  let settings = settingsOf(options)
  const observer = options.onExchange
  const now = (): number => settings.now()
  const jobs = new JobStore(now, () => settings)
  const comments = new CommentStore(now)
  const faults = new FaultQueue()
  const limiter = new RateLimiter()
  const requests: RequestLogEntry[] = []
  let analyticsReads = 0
  /** With `drift`, when each analytics read came: a row arrives in the reports at each. */
  const arrivals: number[] = []
  const tables = new AnalyticsTables()
  const reports = new AnalyticsReports()

  const projectExists = (id: string): boolean =>
    settings.projects ? settings.projects.includes(id) : !id.startsWith('unknown')

  const authorize = (req: IncomingMessage): string => {
    const header = req.headers.authorization ?? ''
    const key = /^Bearer (\S+)$/.exec(header)?.[1]
    if (!key || !key.startsWith('mint_')) throw new HttpError(401, { error: 'Invalid API key' })
    if (key.startsWith('mint_forbidden')) {
      throw new HttpError(403, { error: 'This key cannot access this project' })
    }
    return key
  }

  const promptOf = (body: unknown): string => {
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

  const agentLimit = (projectId: string): void => {
    if (!settings.rateLimit) return
    const wait = limiter.use(
      `agent:${projectId}`,
      settings.rateLimit.agentPerHour,
      settings.rateLimit.windowMs,
      now()
    )
    if (wait !== undefined) {
      throw new HttpError(
        429,
        { error: 'Too many sessions created. Please try again later.' },
        { 'retry-after': String(wait) }
      )
    }
  }

  /** The API proper. Returns status and body; throws HttpError for the service's errors. */
  const handle = (
    route: RouteName | 'unknown',
    params: string[],
    req: IncomingMessage,
    body: unknown,
    search: URLSearchParams
  ): { status: number; body: unknown } => {
    if (route === 'unknown') throw new HttpError(404, { error: 'Not found' })
    const key = authorize(req)
    const projectId = params[0] as string
    if (!projectExists(projectId)) throw new HttpError(404, { error: 'Project not found' })
    switch (route) {
      case 'createJob': {
        const prompt = promptOf(body)
        agentLimit(projectId)
        const job = jobs.create(projectId, prompt)
        return { status: 201, body: jobs.view(job) }
      }
      case 'sendMessage': {
        const job = jobs.get(projectId, params[1] as string)
        if (!job) throw new HttpError(404, { error: 'Job not found' })
        const prompt = promptOf(body)
        if (jobs.isArchived(job)) throw new HttpError(400, { error: 'Job is archived' })
        agentLimit(projectId)
        return { status: 200, body: jobs.message(job, prompt) }
      }
      case 'getJob': {
        const job = jobs.get(projectId, params[1] as string)
        if (!job) throw new HttpError(404, { error: 'Job not found' })
        return { status: 200, body: jobs.read(job) }
      }
      case 'visitors':
      case 'views': {
        const query = analyticsQuery(() => readAnalyticsQuery(search, now()))
        analyticsLimit(key)
        const site = {
          pages: settings.sitePages,
          now: now(),
          extraPages: settings.drift ? analyticsReads : 0
        }
        analyticsReads++
        return { status: 200, body: tables.page(route, projectId, query, site) }
      }
      case 'feedback':
      case 'feedbackByPage':
      case 'searches':
      case 'assistant':
      case 'assistantThread':
      case 'callerStats': {
        const query = analyticsQuery(() => reports.read(route, params, search, now()))
        analyticsLimit(key)
        const world = {
          now: now(),
          pages: settings.sitePages,
          analytics: settings.analytics,
          arrived: settings.drift ? [...arrivals] : []
        }
        analyticsReads++
        if (settings.drift) arrivals.push(world.now)
        return { status: 200, body: analyticsQuery(() => reports.answer(projectId, query, world)) }
      }
    }
  }

  /** Runs `read`, turning the analytics API's errors it throws into answers. */
  const analyticsQuery = <T>(read: () => T): T => {
    try {
      return read()
    } catch (error) {
      if (!(error as AnalyticsError).status) throw error
      const { status, body, headers } = error as AnalyticsError
      throw new HttpError(status, body, headers)
    }
  }

  /** One window for every analytics operation: the service counts them together. */
  const analyticsLimit = (key: string): void => {
    if (!settings.rateLimit) return
    const wait = limiter.use(
      `analytics:${key}`,
      settings.rateLimit.analyticsPerHour,
      settings.rateLimit.windowMs,
      now()
    )
    if (wait !== undefined) {
      throw new HttpError(429, { error: 'Rate limit exceeded' }, { 'retry-after': String(wait) })
    }
  }

  /** The /_sim control endpoints, for users and child-process tests. */
  const control = (
    method: string,
    path: string,
    body: unknown,
    search: URLSearchParams
  ): { status: number; body: unknown } => {
    if (path === '/_sim/faults' && method === 'POST') {
      faults.add(body as Fault | Fault[])
      return { status: 204, body: undefined }
    }
    if (path === '/_sim/faults' && method === 'DELETE') {
      faults.clear()
      return { status: 204, body: undefined }
    }
    if (path === '/_sim/requests' && method === 'GET') return { status: 200, body: requests }
    if (path === '/_sim/requests' && method === 'DELETE') {
      requests.length = 0
      return { status: 204, body: undefined }
    }
    if (path === '/_sim/config' && method === 'POST') {
      try {
        settings = settingsOf(body as SimulatorOptions, settings)
      } catch (error) {
        return { status: 400, body: { error: (error as Error).message } }
      }
      return { status: 204, body: undefined }
    }
    const report = /^\/_sim\/analytics\/([^/]+)$/.exec(path)?.[1] as AddableReport | undefined
    if (report && ADDABLE_REPORTS.includes(report) && method === 'POST') {
      try {
        return { status: 201, body: simulator.addAnalytics(report, body) }
      } catch (error) {
        return { status: 400, body: { error: (error as Error).message } }
      }
    }
    if (path === '/_sim/analytics' && method === 'DELETE') {
      reports.clear()
      return { status: 204, body: undefined }
    }
    if (path === '/_sim/reset' && method === 'POST') {
      simulator.reset()
      return { status: 204, body: undefined }
    }
    if (path === '/_sim/pulls' && method === 'GET') return { status: 200, body: jobs.pulls() }
    if (path === '/_sim/github' || path.startsWith('/_sim/github/')) {
      return githubSlice(jobs, comments, method, path, body, search)
    }
    if (path === '/_sim/jobs' && method === 'GET') {
      return {
        status: 200,
        body: jobs.all().map((job) => ({ ...jobs.view(job), projectId: job.projectId }))
      }
    }
    const archive = /^\/_sim\/jobs\/([^/]+)\/archive$/.exec(path)
    if (archive && method === 'POST') {
      const job = jobs.byId(decodeURIComponent(archive[1] as string))
      if (!job) return { status: 404, body: { error: 'Job not found' } }
      jobs.archive(job)
      return { status: 200, body: jobs.view(job) }
    }
    return { status: 404, body: { error: 'Unknown control endpoint' } }
  }

  const server = createServer((req, res) => {
    serve(req, res).catch((error: unknown) => {
      console.error('simulator: handler error', error)
      if (!res.headersSent) send(res, 500, { error: 'Internal simulator error' })
      else res.destroy()
    })
  })

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    let body: unknown
    if (text) {
      try {
        body = JSON.parse(text)
      } catch {
        body = text
      }
    }
    const url = new URL(req.url ?? '/', 'http://simulator')
    const method = req.method ?? 'GET'
    if (url.pathname.startsWith('/_sim/')) {
      const answer = control(method, url.pathname, body, url.searchParams)
      // Tools that find a simulator on a port (npm run local-action) know it by this header.
      return send(res, answer.status, answer.body, { [SIMULATOR_HEADER]: 'docs-agent-action' })
    }

    const { route, params } = routeOf(method, url.pathname)
    const entry: RequestLogEntry = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
      body,
      route,
      status: 0,
      at: Date.now()
    }
    requests.push(entry)
    /** Writes the answer, logs its status and reports the exchange. */
    const answer = (
      status: number,
      text: string | undefined,
      headers: Record<string, string>,
      offContract?: string
    ): void => {
      entry.status = status
      if (text === undefined) {
        req.socket.destroy()
      } else {
        res.writeHead(status, headers)
        res.end(text)
      }
      const { at, ...request } = entry
      observer?.({ ...request, response: { headers, text: text ?? '' }, offContract })
    }
    const fault = faults.take(route)
    const delay = (fault?.delayMs ?? 0) + settings.latencyMs
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay))

    if (fault?.drop) {
      if (fault.drop === 'after-processing') {
        try {
          handle(route, params, req, body, url.searchParams)
        } catch {
          // The client never learns the answer either way.
        }
      }
      return answer(0, undefined, {}, `fault: drop ${fault.drop}`)
    }
    if (fault?.malformed) {
      const broken = malformedBody(fault.malformed)
      const headers = { 'content-type': broken.type, ...faultHeaders(fault) }
      return answer(fault.status ?? 200, broken.text, headers, `fault: ${fault.malformed}`)
    }
    if (fault?.status !== undefined) {
      if (fault.process) {
        try {
          handle(route, params, req, body, url.searchParams)
        } catch {
          // Acting failed; the fault's answer stands anyway.
        }
      }
      const faultBody = fault.body ?? { error: `Simulated ${fault.status}` }
      const text = typeof faultBody === 'string' ? faultBody : JSON.stringify(faultBody)
      return answer(fault.status, text, { ...JSON_TYPE, ...faultHeaders(fault) }, 'fault: status')
    }

    try {
      const result = handle(route, params, req, body, url.searchParams)
      const directed = directedStatus(result.body)
      answer(
        result.status,
        JSON.stringify(result.body),
        JSON_TYPE,
        directed ? `sim:status=${directed}` : undefined
      )
    } catch (error) {
      if (!(error instanceof HttpError)) throw error
      answer(error.status, JSON.stringify(error.body), { ...JSON_TYPE, ...error.headers })
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const host = options.host ?? '127.0.0.1'

  const simulator: Simulator = {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    requests,
    inject: (fault) => faults.add(fault),
    clearFaults: () => faults.clear(),
    clearRequests: () => {
      requests.length = 0
    },
    configure: (partial) => {
      settings = settingsOf(partial, settings)
    },
    reset: () => {
      jobs.clear()
      comments.clear()
      faults.clear()
      limiter.clear()
      requests.length = 0
      analyticsReads = 0
      arrivals.length = 0
      reports.clear()
    },
    addAnalytics: (report, rows) =>
      reports.add(report, rows, { now: now(), analytics: settings.analytics }),
    clearAnalytics: () => reports.clear(),
    job: (id) => jobs.byId(id),
    jobCount: () => jobs.count,
    pulls: () => jobs.pulls(),
    pull: (repository, number) => jobs.pull(repository, number),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
  return simulator
}

const JSON_TYPE = { 'content-type': 'application/json' }

/** Sent with every answer of the /_sim endpoints. */
export const SIMULATOR_HEADER = 'x-docs-simulator'

export type { JobView }
