/**
 * The simulator: a real HTTP server implementing the service's whole API (api-reference.md and
 * the contract's §2): agent jobs with lifecycles, follow-ups with stale reads (queued behind a turn
 * still at work), the jobs' pull requests (also in GitHub's shape under /_sim/github), the eight
 * analytics reports (visitors and views over a generated site; feedback, searches and assistant
 * conversations seeded, reports.ts), the service's validation and rate limits, and faults on demand.
 * Tests start it in-process on a free port; `npm run simulator` serves it on 4010. The API proper
 * is service.ts's, the /_sim endpoints control.ts's; this module serves them, faults included.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { AnalyticsTables } from './analytics.js'
import { directedStatus, faultHeaders, send } from './answers.js'
import { control } from './control.js'
import { FaultQueue, malformedBody, type Fault } from './faults.js'
import { CommentStore } from './github-comments.js'
import { LabelStore } from './github-labels.js'
import { PullChangeStore } from './github-pull-changes.js'
import { PullStateStore } from './github-pull-state.js'
import { StatusStore } from './github-statuses.js'
import { JobStore, type JobView } from './jobs.js'
import {
  HttpError,
  settingsOf,
  type RequestLogEntry,
  type Simulator,
  type SimulatorOptions
} from './options.js'
import { AnalyticsReports } from './reports.js'
import { RateLimiter, routeOf } from './routes.js'
import { handleApi, type SimState } from './service.js'

export type { Fault, RouteName } from './faults.js'
export type { AddableReport } from './options.js'
export type { SimJob, SimPull, SimTurn } from './jobs.js'
export type { SimStatus } from './github-statuses.js'
export type { SimPullState } from './github-pull-state.js'
export { headShaOf } from './jobs.js'
export type { Exchange, RequestLogEntry, Simulator, SimulatorOptions } from './options.js'

export async function startSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const now = (): number => state.settings.now()
  const state: SimState = {
    settings: settingsOf(options),
    now,
    jobs: new JobStore(now, () => state.settings),
    comments: new CommentStore(now),
    statuses: new StatusStore(now),
    labels: new LabelStore(),
    pullStates: new PullStateStore(now),
    pullChanges: new PullChangeStore(),
    faults: new FaultQueue(),
    limiter: new RateLimiter(),
    requests: [],
    analyticsReads: 0,
    arrivals: [],
    tables: new AnalyticsTables(),
    reports: new AnalyticsReports()
  }
  const { jobs, comments, statuses, labels, pullStates, pullChanges, faults, limiter } = state
  const { requests, reports } = state
  /** The pull request a job opened; throws when none did. */
  const jobPull = (repository: string, number: number) => {
    // A job's pull request, or the demo's code pull request (npm start -- --pr merges it).
    const pull = jobs.pull(repository, number) ?? pullChanges.pullOf(repository, number)
    if (!pull) throw new Error(`No job opened pull request ${repository}#${number}`)
    return pull
  }

  const server = createServer((req, res) => {
    serve(state, simulator, options.onExchange, req, res).catch((error: unknown) => {
      console.error('simulator: handler error', error)
      if (!res.headersSent) send(res, 500, { error: 'Internal simulator error' })
      else res.destroy()
    })
  })
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
      state.settings = settingsOf(partial, state.settings)
    },
    reset: () => {
      jobs.clear()
      comments.clear()
      statuses.clear()
      labels.clear()
      pullStates.clear()
      pullChanges.clear()
      faults.clear()
      limiter.clear()
      requests.length = 0
      state.analyticsReads = 0
      state.arrivals.length = 0
      reports.clear()
    },
    addAnalytics: (report, rows) =>
      reports.add(report, rows, { now: now(), analytics: state.settings.analytics }),
    clearAnalytics: () => reports.clear(),
    job: (id) => jobs.byId(id),
    jobCount: () => jobs.count,
    pulls: () => jobs.pulls(),
    pull: (repository, number) => jobs.pull(repository, number),
    statuses: () => statuses.all(),
    pullState: (repository, number) => ({
      labels: labels.of(repository, number),
      ...pullStates.of(repository, number)
    }),
    deleteHeadBranch: (repository, number) =>
      pullStates.deleteHeadBranch(jobPull(repository, number)),
    mergePull: (repository, number, mergeCommit) =>
      pullStates.merge(jobPull(repository, number), mergeCommit),
    pushToPull: (repository, number) => pullChanges.push(repository, number),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
  return simulator
}

/** Reads a request, answers it (or the fault injected for its route), and logs the exchange. */
async function serve(
  state: SimState,
  simulator: Simulator,
  observer: SimulatorOptions['onExchange'],
  req: IncomingMessage,
  res: ServerResponse
): Promise<void> {
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
    const answer = control(state, simulator, method, url.pathname, body, url.searchParams)
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
  state.requests.push(entry)
  /** Writes the answer, logs its status and reports the exchange. */
  const answer: Answer = (status, text, headers, offContract) => {
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
  const handle = (): { status: number; body: unknown } =>
    handleApi(state, route, params, req, body, url.searchParams)
  const fault = state.faults.take(route)
  const delay = (fault?.delayMs ?? 0) + state.settings.latencyMs
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay))

  if (fault && answerFault(fault, handle, answer)) return

  try {
    const result = handle()
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

/** Writes an answer: `text` undefined drops the connection; `offContract` says why it is off the contract. */
type Answer = (
  status: number,
  text: string | undefined,
  headers: Record<string, string>,
  offContract?: string
) => void

/**
 * Answers as `fault` says (a dropped connection, a malformed body, a status), having acted on the
 * request first when the fault says so; false when the fault only delays the answer.
 */
function answerFault(fault: Fault, handle: () => unknown, answer: Answer): boolean {
  if (fault.drop) {
    if (fault.drop === 'after-processing') {
      try {
        handle()
      } catch {
        // The client never learns the answer either way.
      }
    }
    answer(0, undefined, {}, `fault: drop ${fault.drop}`)
    return true
  }
  if (fault.malformed) {
    const broken = malformedBody(fault.malformed)
    const headers = { 'content-type': broken.type, ...faultHeaders(fault) }
    answer(fault.status ?? 200, broken.text, headers, `fault: ${fault.malformed}`)
    return true
  }
  if (fault.status !== undefined) {
    if (fault.process) {
      try {
        handle()
      } catch {
        // Acting failed; the fault's answer stands anyway.
      }
    }
    const faultBody = fault.body ?? { error: `Simulated ${fault.status}` }
    const text = typeof faultBody === 'string' ? faultBody : JSON.stringify(faultBody)
    answer(fault.status, text, { ...JSON_TYPE, ...faultHeaders(fault) }, 'fault: status')
    return true
  }
  return false
}

const JSON_TYPE = { 'content-type': 'application/json' }

/** Sent with every answer of the /_sim endpoints. */
export const SIMULATOR_HEADER = 'x-docs-simulator'

export type { JobView }
