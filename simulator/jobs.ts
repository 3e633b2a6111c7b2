/**
 * Agent jobs as the simulated service holds them. State is computed from the clock when a job is
 * read (no timers): a turn is active for its duration, then reaches its outcome. A follow-up to a
 * job that has ended starts a new turn at once; like the real service, its answer and the first
 * GETs after it still show the previous turn. A follow-up to a job still at work is queued: its
 * turn starts when the one before it ends, so the job stays active without a gap.
 *
 * A job has at most one pull request: the first turn that ends with outcome `pr` opens it (the
 * next number, in the order PRs open), later such turns push a new head commit to it.
 */
import { createHash, randomBytes } from 'node:crypto'
import { parseDirectives, type SimOutcome } from './directives.js'

export interface SimJob {
  id: string
  projectId: string
  /** source.repository, fixed when the job is created (the simulator's `repository`). */
  repository: string
  createdAt: number
  archivedAt?: number
  turns: SimTurn[]
  /** GETs left that show the previous turn (after a follow-up). */
  staleReads: number
  /** Number of the job's pull request, given when its first `pr` turn ends. */
  prNumber?: number
}

export interface SimTurn {
  prompt: string
  /** Infinity for a turn queued behind a `stuck` one: it never starts. */
  startedAt: number
  durationMs: number
  outcome: SimOutcome
  activeStatus: string
}

/** A pull request a job opened (github-pull.ts shows it as GitHub would). */
export interface SimPull {
  /** owner/repo: the job's source.repository. */
  repository: string
  number: number
  jobId: string
  /** `docs-agent/<jobId>` */
  headRef: string
  /** The job's source ref. */
  baseRef: string
  /** 40 hex digits: the commit the latest `pr` turn pushed. */
  headSha: string
  /** First line of the job's first prompt, at most 80 characters. */
  title: string
  /** Login of the PR's author. */
  author: string
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

export const PR_AUTHOR = 'docs-agent[bot]'
const SOURCE_REF = 'main'

/** The statuses admin-openapi.json lists; `sim:status=` may ask for another while active. */
export const DOCUMENTED_STATUSES: readonly string[] = ['active', 'completed', 'archived', 'failed']

/** The commit turn `index` of job `jobId` pushes: deterministic, so tests can predict it. */
export function headShaOf(jobId: string, index: number): string {
  return createHash('sha1').update(`${jobId}:${index}`).digest('hex')
}

/** GitHub's REST shape of a pull request (the subset the simulator serves). */
function titleOf(prompt: string): string {
  const line = prompt
    .split(/\r?\n/)
    .map((text) => text.trim())
    .find((text) => text !== '')
  // 80 characters, not UTF-16 units: a cut inside an emoji would leave half of it, a lone
  // surrogate that no JSON GitHub sends holds.
  return Array.from(line ?? '')
    .slice(0, 80)
    .join('')
}

export class JobStore {
  private readonly jobs = new Map<string, SimJob>()
  private nextPr = 101

  constructor(
    private readonly now: () => number,
    private readonly settings: () => {
      jobDurationMs: number
      jobOutcome: SimOutcome
      repository: string
    }
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
    const job: SimJob = {
      id,
      projectId,
      repository: this.settings().repository,
      createdAt: this.now(),
      turns: [],
      staleReads: 0
    }
    job.turns.push(this.turn(prompt, this.now()))
    this.jobs.set(id, job)
    return job
  }

  /**
   * A follow-up: returns the view to answer with, then adds the new turn. To a job that has ended
   * (the previous turn's result, then `stale` GETs of it) the turn starts now; to a job still at
   * work (answered as it is: active) it is queued behind the last turn, and has no stale reads.
   */
  message(job: SimJob, prompt: string): JobView {
    const answer = this.view(job)
    const last = job.turns[job.turns.length - 1] as SimTurn
    const busy = !this.ended(last)
    const startedAt = !busy ? this.now() : last.outcome === 'stuck' ? Infinity : this.endOf(last)
    job.turns.push(this.turn(prompt, startedAt))
    job.staleReads = busy ? 0 : parseDirectives(prompt).stale
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

  /** Every pull request opened so far, by number. */
  pulls(): SimPull[] {
    this.settle()
    return this.all()
      .map((job) => this.pullOf(job))
      .filter((pull): pull is SimPull => pull !== undefined)
      .sort((a, b) => a.number - b.number)
  }

  /** The pull request `number` of `repository` (owner/repo, any case), if a job opened it. */
  pull(repository: string, number: number): SimPull | undefined {
    const wanted = repository.toLowerCase()
    return this.pulls().find(
      (pull) => pull.number === number && pull.repository.toLowerCase() === wanted
    )
  }

  private turn(prompt: string, startedAt: number): SimTurn {
    const directives = parseDirectives(prompt, this.settings().jobOutcome)
    return {
      prompt,
      startedAt,
      durationMs: directives.durationMs ?? this.settings().jobDurationMs,
      outcome: directives.outcome,
      activeStatus: directives.activeStatus
    }
  }

  private endOf(turn: SimTurn): number {
    return turn.startedAt + turn.durationMs
  }

  private ended(turn: SimTurn): boolean {
    return turn.outcome !== 'stuck' && this.now() >= this.endOf(turn)
  }

  /** Indexes of the turns that have pushed to the job's PR by now. */
  private pushes(job: SimJob, upTo = job.turns.length - 1): number[] {
    const indexes: number[] = []
    job.turns.forEach((turn, index) => {
      if (index <= upTo && turn.outcome === 'pr' && this.ended(turn)) indexes.push(index)
    })
    return indexes
  }

  /** Numbers the PRs opened since the last look, in the order they opened (then of creation). */
  private settle(): void {
    const opened = this.all()
      .filter((job) => job.prNumber === undefined)
      .map((job) => ({ job, first: this.pushes(job)[0] }))
      .filter((entry): entry is { job: SimJob; first: number } => entry.first !== undefined)
      .map(({ job, first }) => ({ job, at: this.endOf(job.turns[first] as SimTurn) }))
    opened.sort((a, b) => a.at - b.at)
    for (const { job } of opened) job.prNumber = this.nextPr++
  }

  private pullOf(job: SimJob): SimPull | undefined {
    const last = this.pushes(job).pop()
    if (last === undefined || job.prNumber === undefined) return undefined
    return {
      repository: job.repository,
      number: job.prNumber,
      jobId: job.id,
      headRef: `docs-agent/${job.id}`,
      baseRef: SOURCE_REF,
      headSha: headShaOf(job.id, last),
      title: titleOf((job.turns[0] as SimTurn).prompt),
      author: PR_AUTHOR
    }
  }

  /** The job as of turn `index` (default: the latest), as far as that turn has started by now. */
  view(job: SimJob, index = job.turns.length - 1): JobView {
    this.settle()
    const now = this.now()
    // A queued turn that has not started yet leaves the job showing the turn before it.
    while (index > 0 && (job.turns[index] as SimTurn).startedAt > now) index--
    const turn = job.turns[index] as SimTurn
    let status = turn.activeStatus
    let prLink: string | null = null
    let archivedAt = job.archivedAt
    if (this.ended(turn)) {
      // A turn without a PR of its own still shows the job's PR when an earlier turn opened it.
      if (this.pushes(job, index).length > 0) {
        prLink = `https://github.com/${job.repository}/pull/${String(job.prNumber)}`
      }
      switch (turn.outcome) {
        case 'pr':
        case 'no-pr':
          status = 'completed'
          break
        case 'failed':
          status = 'failed'
          break
        case 'archived':
          status = 'archived'
          archivedAt ??= this.endOf(turn)
          break
      }
    }
    if (job.archivedAt !== undefined) status = 'archived'
    return {
      id: job.id,
      status,
      // admin-openapi.json: "Full URL of the GitHub repository".
      source: { repository: `https://github.com/${job.repository}`, ref: SOURCE_REF },
      model: 'sim-agent-1',
      prLink,
      createdAt: new Date(job.createdAt).toISOString(),
      archivedAt: archivedAt === undefined ? null : new Date(archivedAt).toISOString()
    }
  }
}
