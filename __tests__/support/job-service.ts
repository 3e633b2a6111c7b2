// An in-memory job service on a virtual clock, for runs of the agent action in-process: the
// agent endpoints of the service's API (openapi/admin-openapi.json, design §2), with turns that
// take time. A job's turn is `active` for its duration, then `completed` with a pull request of
// its own (https://github.com/acme/docs/pull/<n>, n counting the turns the service took, so a
// reported link tells which turn it is the result of). A follow-up to a job still at work is
// queued behind the turn at work, as the simulator does (simulator/jobs.ts); to a job that has
// ended it starts at once, and for `lagMs` after it the job still shows the turn before (the
// service processes a follow-up asynchronously: design §4.2).
//
// Every create and message is recorded with the virtual time it arrived, who sent it (the tag of
// the fetch it came through: one per run), its prompt, and whether the job was at work then.
//
//   POST /v2/agent/{project}/job                 {prompt}  201 job
//   POST /v2/agent/{project}/job/{id}/message    {prompt}  200 job (as it stood when it arrived)
//   GET  /v2/agent/{project}/job/{id}                      200 job, 404 {error}
import type { Exchange as ServiceExchange } from '../../simulator/options.js'
import { requestOf, seenOf } from './fetch-request.js'
import type { VirtualClock } from './virtual-clock.js'

export interface ServiceTurn {
  /** The job's turn number: 1 for its create, then one more per message. */
  n: number
  jobId: string
  kind: 'create' | 'message'
  /** The tag of the fetch it came through (the run that sent it). */
  by: string
  prompt: string
  /** Virtual time the request arrived. */
  at: number
  /** When the turn starts: at once, or when the turn before it ends (queued). */
  startedAt: number
  durationMs: number
  /** The pull request the turn ends with. */
  prLink: string
  /** The job was at work (on `atWork`) when the message arrived: it was queued behind it. */
  activeThen: boolean
  atWork?: number
}

export interface JobServiceOptions {
  project?: string
  /** How long the service's n-th turn (counting every job's) works. */
  turnMs(n: number): number
  /** After a follow-up to a job that has ended: how long GETs still show the turn before. */
  lagMs?: number
  /** The delay of each answer (virtual ms); default none. */
  latencyMs?(): number
  /** Sees every request and its answer (e.g. to check them against the service's documents). */
  onExchange?(exchange: ServiceExchange): void
}

interface Job {
  id: string
  createdAt: number
  turns: ServiceTurn[]
  /** After a message to a job that had ended: GETs show the turn before until then. */
  lagUntil: number
}

const end = (turn: ServiceTurn): number => turn.startedAt + turn.durationMs

export class JobService {
  /** Every create and message the service took, in order of arrival. */
  readonly requests: ServiceTurn[] = []
  private readonly jobs = new Map<string, Job>()
  private readonly project: string
  /** Called with each turn the service takes, as it arrives (a scenario may act on it). */
  onTurn?: (turn: ServiceTurn) => void

  constructor(
    private readonly clock: VirtualClock,
    private readonly options: JobServiceOptions
  ) {
    this.project = options.project ?? 'proj'
  }

  /** The job's turns, as the service took them. */
  turnsOf(jobId: string): ServiceTurn[] {
    return this.jobs.get(jobId)?.turns ?? []
  }

  /** The turn at work at `at` (started, not ended), if any. */
  atWork(jobId: string, at = this.clock.now()): ServiceTurn | undefined {
    return this.turnsOf(jobId).find((turn) => turn.startedAt <= at && at < end(turn))
  }

  /** Whether `turn` had ended at `at`. */
  static ended(turn: ServiceTurn, at: number): boolean {
    return at >= end(turn)
  }

  /** The service's transport for one run: every request it sends is tagged `tag`. */
  fetchFor(tag: string): typeof globalThis.fetch {
    const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
      const request = requestOf(input, init)
      const { url, method, body, signal } = request
      if (signal?.aborted) throw signal.reason
      const answer = this.answer(method, url.pathname, body, tag)
      const headers = { 'content-type': 'application/json' }
      const answerText = JSON.stringify(answer.body)
      this.options.onExchange?.({
        ...seenOf(request),
        route: 'unknown',
        status: answer.status,
        response: { headers, text: answerText }
      })
      const delay = this.options.latencyMs?.() ?? 0
      if (delay > 0) await this.clock.sleep(delay, signal)
      return new Response(answerText, { status: answer.status, headers })
    }
    return fetch as typeof globalThis.fetch
  }

  private answer(
    method: string,
    path: string,
    body: unknown,
    tag: string
  ): { status: number; body: unknown } {
    const base = `/v2/agent/${encodeURIComponent(this.project)}/job`
    const prompt = (body as { prompt?: unknown } | undefined)?.prompt
    const invalid = { status: 400, body: { error: 'prompt: Required, a non-empty string' } }
    if (method === 'POST' && path === base) {
      if (typeof prompt !== 'string' || prompt === '') return invalid
      const job: Job = {
        id: `job_${this.jobs.size + 1}`,
        createdAt: this.clock.now(),
        turns: [],
        lagUntil: 0
      }
      this.jobs.set(job.id, job)
      this.take(job, 'create', prompt, tag)
      return { status: 201, body: this.view(job) }
    }
    const match = new RegExp(`^${base}/([^/]+)(/message)?$`).exec(path)
    const job = match ? this.jobs.get(decodeURIComponent(match[1]!)) : undefined
    if (!match || (method !== 'GET' && method !== 'POST') || (method === 'GET') === !!match[2]) {
      return { status: 404, body: { error: 'Not found' } }
    }
    if (!job) return { status: 404, body: { error: 'Job not found' } }
    if (method === 'GET') return { status: 200, body: this.view(job) }
    if (typeof prompt !== 'string' || prompt === '') return invalid
    // Answered as the job stood when the message came (the simulator's way).
    const answer = this.view(job)
    this.take(job, 'message', prompt, tag)
    return { status: 200, body: answer }
  }

  private take(job: Job, kind: ServiceTurn['kind'], prompt: string, by: string): void {
    const now = this.clock.now()
    const last = job.turns.at(-1)
    const busy = last !== undefined && now < end(last)
    const n = this.requests.length + 1
    const turn: ServiceTurn = {
      n: job.turns.length + 1,
      jobId: job.id,
      kind,
      by,
      prompt,
      at: now,
      startedAt: busy ? end(last) : now,
      durationMs: this.options.turnMs(n),
      prLink: `https://github.com/acme/docs/pull/${n}`,
      activeThen: busy,
      ...(busy ? { atWork: this.atWork(job.id, now)?.n } : {})
    }
    if (last && !busy) job.lagUntil = now + (this.options.lagMs ?? 0)
    job.turns.push(turn)
    this.requests.push(turn)
    this.onTurn?.(turn)
  }

  /** The job as a GET shows it now. */
  private view(job: Job) {
    const now = this.clock.now()
    let shown = job.turns.filter((turn) => turn.startedAt <= now)
    // Right after a follow-up to a job that had ended, the turn before still shows.
    if (now < job.lagUntil && shown.length > 1) shown = shown.slice(0, -1)
    const turn = shown.at(-1)
    const done = turn !== undefined && now >= end(turn)
    return {
      id: job.id,
      status: done ? 'completed' : 'active',
      source: { repository: 'https://github.com/acme/docs', ref: 'main' },
      model: 'sim-agent-1',
      prLink: done ? turn.prLink : null,
      createdAt: new Date(job.createdAt).toISOString(),
      archivedAt: null
    }
  }
}
