/**
 * Agent jobs as the simulated service holds them. State is computed from the clock when a job is
 * read (no timers): a turn is active for its duration, then reaches its outcome. A follow-up
 * starts a new turn; like the real service, its answer and the first GETs after it still show the
 * previous turn.
 */
import { randomBytes } from 'node:crypto'
import { parseDirectives, type SimOutcome } from './directives.js'

export interface SimJob {
  id: string
  projectId: string
  createdAt: number
  archivedAt?: number
  turns: Turn[]
  /** GETs left that show the previous turn (after a follow-up). */
  staleReads: number
}

interface Turn {
  startedAt: number
  durationMs: number
  outcome: SimOutcome
  activeStatus: string
  /** PR number of this turn when it ends with one. */
  prNumber: number
}

export interface JobView {
  id: string
  status: string
  source: { repository: string; ref: string }
  model: string
  prLink: string | null
  createdAt: string
  archivedAt: string | null
}

export class JobStore {
  private readonly jobs = new Map<string, SimJob>()
  private nextPr = 101

  constructor(
    private readonly now: () => number,
    private readonly settings: () => { jobDurationMs: number; repository: string }
  ) {}

  get count(): number {
    return this.jobs.size
  }

  all(): SimJob[] {
    return [...this.jobs.values()]
  }

  get(projectId: string, id: string): SimJob | undefined {
    const job = this.jobs.get(id)
    return job && job.projectId === projectId ? job : undefined
  }

  byId(id: string): SimJob | undefined {
    return this.jobs.get(id)
  }

  create(projectId: string, prompt: string): SimJob {
    const id = `job_${randomBytes(6).toString('hex')}`
    const job: SimJob = { id, projectId, createdAt: this.now(), turns: [], staleReads: 0 }
    job.turns.push(this.turn(prompt))
    this.jobs.set(id, job)
    return job
  }

  /** A follow-up: returns the view to answer with (the previous turn's), then starts the new turn. */
  message(job: SimJob, prompt: string): JobView {
    const answer = this.view(job)
    const turn = this.turn(prompt)
    job.turns.push(turn)
    job.staleReads = parseDirectives(prompt).stale
    return answer
  }

  archive(job: SimJob): void {
    job.archivedAt ??= this.now()
  }

  clear(): void {
    this.jobs.clear()
  }

  /** The job as a GET shows it; consumes one stale read after a follow-up. */
  read(job: SimJob): JobView {
    if (job.staleReads > 0 && job.turns.length > 1) {
      job.staleReads--
      return this.view(job, job.turns.length - 2)
    }
    return this.view(job)
  }

  isArchived(job: SimJob): boolean {
    return this.view(job).status === 'archived'
  }

  private turn(prompt: string): Turn {
    const directives = parseDirectives(prompt)
    return {
      startedAt: this.now(),
      durationMs: directives.durationMs ?? this.settings().jobDurationMs,
      outcome: directives.outcome,
      activeStatus: directives.activeStatus,
      prNumber: this.nextPr++
    }
  }

  /** The job as of turn `index` (default: the latest). */
  view(job: SimJob, index = job.turns.length - 1): JobView {
    const turn = job.turns[index] as Turn
    const { repository } = this.settings()
    const now = this.now()
    let status = turn.activeStatus
    let prLink: string | null = null
    let archivedAt = job.archivedAt
    // A follow-up turn keeps the PR of the turn before until it has one of its own.
    const previous = index > 0 ? this.view(job, index - 1).prLink : null
    const ended = turn.outcome !== 'stuck' && now >= turn.startedAt + turn.durationMs
    if (ended) {
      const endedAt = turn.startedAt + turn.durationMs
      switch (turn.outcome) {
        case 'pr':
          status = 'completed'
          prLink = `https://github.com/${repository}/pull/${turn.prNumber}`
          break
        case 'no-pr':
          status = 'completed'
          prLink = previous
          break
        case 'failed':
          status = 'failed'
          prLink = previous
          break
        case 'archived':
          status = 'archived'
          archivedAt ??= endedAt
          prLink = previous
          break
      }
    }
    if (job.archivedAt !== undefined) status = 'archived'
    return {
      id: job.id,
      status,
      source: { repository, ref: 'main' },
      model: 'sim-agent-1',
      prLink,
      createdAt: new Date(job.createdAt).toISOString(),
      archivedAt: archivedAt === undefined ? null : new Date(archivedAt).toISOString()
    }
  }
}
