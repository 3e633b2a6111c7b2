/**
 * The phases of one agent run, in the order run.ts calls them, over the state they share: decide
 * whether the event is for us and which job it is about, start (create, follow up or attach),
 * wait, judge, and report. Sending turns through the job's conversation is turns.ts's. Every
 * bound comes from the run's `Bounds` on the run's `Clock`.
 */
import { randomBytes } from 'node:crypto'
import { checkedJob, type AgentJob, type ApiError, type DocsApiClient } from '../api/index.js'
import { formatDuration } from '../duration.js'
import { readEvent } from '../github/event.js'
import type { CommentView } from '../github/comment-render.js'
import type { Instruction } from '../github/mailbox.js'
import { turnsUsed, type Claim, type Ledger } from '../github/ledger.js'
import { gitHubBounds, type GitHubBounds } from '../github/octokit.js'
import type { CommentPhase } from '../github/phase.js'
import { needsGitHub, planFor } from '../github/trigger.js'
import { graceAfter } from '../signals.js'
import { fail, group, line, log, plainLogger } from '../sinks/index.js'
import type { RunComments } from './comments.js'
import { outcomeOf, verdictOf } from './outcome.js'
import { shownJob } from './outputs.js'
import { composeFor, dryRun } from './prompt.js'
import { failureMessage, hostOf, runUrl, triggerOf, type RunState } from './report.js'
import { serviceClient, type RunDeps } from './deps.js'
import type { AgentSettings } from './settings.js'
import { TrackedJob } from './tracked-job.js'
import { RunCheck } from './run-check.js'
import { RunPairing } from './run-pairing.js'
import { Reactions } from './reactions.js'
import { COMMENT_EVENTS } from './constants.js'
import { Turns } from './turns.js'
import { waitForJob, type WaitResult } from './wait.js'
import { finalReport } from './final-report.js'

/** What the run is to send: the job (none: create one) and the instruction (none: attach). */
type Errand = { jobId: string; prompt: string }

export class AgentRun {
  readonly state: RunState = { confirmed: true, timedOut: false }
  readonly deadline: number
  readonly client: DocsApiClient
  /** GitHub's calls: at the deadline like the rest; the report and a cancel get their graces. */
  readonly github: GitHubBounds
  readonly serverHost: string
  issueNumber?: number
  /** The run is about a pull request (its tracking comment shows the agent's as `Docs`). */
  private onPullRequest = false
  /** The run came from a comment, a review or an issue: comments steer the job here. */
  private commentsAct = false
  private actor?: string
  followUp = false
  /** When the step began waiting: every wait's schedule grows from it (wait.ts). */
  private waitingSince?: number
  /** When the last follow-up's answer came (the settle time counts from it). */
  sentAt?: number
  /** The 👀 of each comment a turn of the run carried, once the turn is sent. */
  readonly reactions = new Reactions()
  /** Which job the run continues, and the comments it keeps. */
  job: TrackedJob
  /** The code pull request's docs check (`docs-check`). */
  check?: RunCheck
  /** The code pull request's docs pull request, as it follows it. */
  pairing?: RunPairing
  /** The run's own instruction, as the conversation knows it. */
  own?: Instruction
  /** When GitHub says the run's event made its instruction (plan.madeAt). */
  madeAt?: string
  /** This step's claim on the job's conversation. */
  readonly claim: Claim
  readonly runId: string
  readonly turns: Turns

  constructor(
    readonly settings: AgentSettings,
    readonly deps: RunDeps & { cancel: AbortSignal },
    readonly started: number
  ) {
    const { bounds, clock, env } = deps
    this.deadline = started + settings.timeoutMs
    this.client = serviceClient(settings, deps)
    this.github = gitHubBounds(bounds, {
      signal: graceAfter(deps.cancel, bounds.cancelGraceMs, clock),
      deadline: this.deadline,
      clock
    })
    this.serverHost = hostOf(env.GITHUB_SERVER_URL) ?? 'github.com'
    this.actor = env.GITHUB_TRIGGERING_ACTOR || env.GITHUB_ACTOR
    // A run without a run id (a local run) still needs one no other run has.
    this.runId = /^\d{1,20}$/.test(env.GITHUB_RUN_ID ?? '')
      ? (env.GITHUB_RUN_ID as string)
      : String(randomBytes(6).readUIntBE(0, 6))
    this.claim = {
      id: randomBytes(9).toString('base64url'),
      run: this.runId,
      // The post step may still release it; past this, another run may take it.
      until: this.deadline + bounds.reportGraceMs + bounds.postStepMs
    }
    this.turns = new Turns(this)
    this.job = new TrackedJob(this, undefined)
  }

  /** The job's tracking comments, once the run keeps or continues one. */
  get comments(): RunComments | undefined {
    return this.job.comments
  }

  /** Which event, which instruction, may its author use us, and which job: undefined to skip. */
  async decide(): Promise<Errand | undefined> {
    const { settings, state } = this
    const event = readEvent(this.deps.env)
    this.check = RunCheck.of(event, settings, this.deps, this.github)
    this.pairing = RunPairing.of(event, settings, this.deps, this.github, this.serverHost)
    let plan = planFor(event, settings)
    if (!plan.act) return this.skip(plan.reason, plan.noDocs)
    // The GitHub side (comments, markers, permission) loads only on runs that need GitHub.
    if (needsGitHub(settings, plan)) {
      const { GitHubSide } = await import('../github/tracker.js')
      state.github = await GitHubSide.open(settings, plan, plainLogger, this.github, this.deps)
    }
    // A review event is one request or none, by what GitHub says the review holds.
    if (plan.review && state.github) {
      const { completeReviewPlan } = await import('../github/review.js')
      plan = await completeReviewPlan(plan, settings, state.github)
      if (!plan.act) return this.skip(plan.reason)
    }
    this.issueNumber = plan.issueNumber
    this.job = new TrackedJob(this, plan.issueNumber)
    this.onPullRequest = plan.pullRequest === true
    this.commentsAct = COMMENT_EVENTS.has(this.deps.env.GITHUB_EVENT_NAME ?? '')
    if (plan.actor) this.actor = plan.actor.login
    state.trigger = triggerOf(this.deps.env, this.serverHost, this.actor, plan.issueNumber)
    if (plan.actor && state.github) {
      const verdict = await state.github.permission(plan.actor, settings.allowedUsers)
      log.info(line`Permission: ${verdict.why}`)
      if (!verdict.allowed) return this.skip(verdict.why)
    }
    if (this.pairing) plan = await this.pairing.reopen(plan, state)
    const jobId = await this.job.find(plan)
    if (jobId === undefined) return undefined
    const own = this.job.ownRequest(plan)
    this.madeAt = plan.madeAt
    // Counted before anything else is read for it: a follow-up past max-turns, or one another
    // run sent, costs nothing more.
    if (
      jobId &&
      (plan.followUpInstruction || plan.instruction) &&
      !this.job.countable(jobId, own.ask)
    ) {
      return undefined
    }
    const composed = await composeFor(plan, jobId, settings, state, this.serverHost)
    if (!composed) return undefined
    const { prompt } = composed
    this.followUp = composed.followUp
    this.own = {
      ...own,
      by: this.actor ?? '',
      at: this.madeAt ?? new Date(this.started).toISOString(),
      text: prompt
    }
    state.followUp = this.followUp
    if (settings.dryRun) {
      await dryRun(state, jobId, prompt)
      return undefined
    }
    if (state.github) this.reactions.ownComment(own.ask, plan, state.github)
    return { jobId, prompt }
  }

  private skip(reason: string, noDocs?: boolean): undefined {
    this.state.skipped = reason
    this.state.noDocs = noDocs
    return undefined
  }

  /** Creates the job, sends the follow-up or attaches; undefined when nothing could be sent. */
  async start({ jobId, prompt }: Errand): Promise<AgentJob | undefined> {
    const { state } = this
    const call = { signal: this.deps.cancel, deadline: this.deadline }
    if (!jobId) {
      const job = await group(line`Starting`, async () => {
        log.info(line`Creating a job`)
        return (state.job = await this.client.createJob(prompt, call))
      })
      state.instruction = prompt
      this.turns.created(await this.job.open(job.id, true))
      if (this.own) this.reactions.sent([this.own.ask])
      return this.started_(job)
    }
    if (!this.followUp) {
      const job = checkedJob(
        await group(line`Attaching to job ${jobId}`, () => this.client.getJob(jobId, call)),
        jobId,
        false,
        (seen) => (state.job = seen)
      )
      await this.job.open(jobId, false)
      return this.started_(job)
    }
    const conversation = await this.job.open(jobId, false)
    const job = conversation && (await this.turns.followUp(jobId, conversation))
    return job && this.started_(job)
  }

  private started_(job: AgentJob): AgentJob {
    const status = job.status ?? 'no status'
    // After a follow-up the service shows the turn before until it starts the new one.
    log.info(
      this.sentAt === undefined
        ? line`Job ${job.id}: ${status}`
        : line`Job ${job.id}: follow-up sent (it shows ${status} until the new turn starts)`
    )
    this.check?.working()
    // Beside the wait, not before it: a GitHub slow to take the comment must not delay noticing
    // the job's end. The report's final view queues behind it and waits for it within its grace.
    void this.showComment(this.settings.wait ? 'working' : 'started')
    return job
  }

  /** Waits for the job (unless `wait: false`) and each later turn, then says whether the step failed. */
  async finish(job: AgentJob): Promise<void> {
    const { settings, state } = this
    let lastPollError: ApiError | undefined
    if (!settings.wait) {
      state.outcome = 'started'
    } else {
      for (let next: AgentJob | undefined = job; next; next = await this.turns.next(job.id)) {
        const result = await group(
          line`Waiting for job ${next.id} (until ${formatDuration(settings.timeoutMs)} after the start)`,
          () => this.waitFor(next as AgentJob, this.followUp)
        )
        log.debug(line`Polled ${result.polls} times`)
        job = state.job = result.job
        state.confirmed = result.confirmed
        state.timedOut = result.end === 'timeout'
        state.outcome = outcomeOf(result)
        lastPollError = result.lastError
        this.turns.at(state.outcome, job)
        if (result.end !== 'terminal') break
      }
    }
    const verdict = verdictOf(
      state.outcome ?? 'started',
      job,
      settings.failOn,
      formatDuration(settings.timeoutMs),
      ...this.goOn()
    )
    state.message = lastPollError
      ? `${verdict.message} The last poll failed: ${lastPollError.message}`
      : verdict.message
    if (verdict.fail) fail(line`${state.message}`)
    else if (verdict.level === 'warning') log.warning(line`${state.message}`)
    else log.info(line`${state.message}`)
  }

  /** How a reader goes on: `trigger-phrase` where comments act; max-turns reached (nextStep). */
  private goOn(): [phrase: string | undefined, turnsUsed: boolean] {
    const conversation = this.comments?.conversation
    if (!this.commentsAct || !conversation) return [undefined, false]
    const used = turnsUsed(conversation.current, this.settings.maxTurns)
    this.state.goOn = { phrase: this.settings.triggerPhrase, turnsUsed: used }
    return [this.settings.triggerPhrase, used]
  }

  /** Waits for `initial` to end; `afterMessage`: it shows the turn before a follow-up at first. */
  waitFor(initial: AgentJob, afterMessage: boolean, ownTurn = true): Promise<WaitResult> {
    const { state } = this
    return waitForJob({
      getJob: (id, options) => this.client.getJob(id, options),
      initial,
      afterMessage,
      deadline: this.deadline,
      schedule: this.settings,
      settleMs: this.deps.bounds.settleMs,
      waitingSince: (this.waitingSince ??= this.deps.clock.now()),
      sentAt: ownTurn ? this.sentAt : undefined,
      clock: this.deps.clock,
      signal: this.deps.cancel,
      log: plainLogger,
      onChange: (changed, confirmed) => {
        if (!ownTurn) return
        state.job = changed
        state.confirmed = confirmed
        // Not awaited: a slow GitHub must not hold the poll (updates queue in order).
        void this.showComment('working')
      }
    })
  }

  failed(error: unknown): void {
    const cancelled = this.deps.cancel.aborted
    this.state.message = failureMessage(error, this.state.job, cancelled, ...this.goOn())
    if (cancelled) this.state.outcome = 'cancelled'
    fail(line`${this.state.message}`)
  }

  /**
   * The final report, whatever happened: the pull request's work, outputs, summary, and the
   * comment's final view, within BOUNDS.reportGraceMs past the deadline.
   */
  async report(): Promise<void> {
    const { deps } = this
    this.github.deadline = Math.max(this.deadline, deps.clock.now()) + deps.bounds.reportGraceMs
    await finalReport(this)
  }

  /** The whole home comment for `job` with `ledger` (a comment made again while claiming). */
  bodyOf(ledger: Ledger, job: AgentJob): string {
    return this.comments?.homeBody(this.viewOf(job, 'working'), ledger) ?? ''
  }

  /** What a comment shows of the run's state, `phase` being where it stands. */
  viewOf(job: AgentJob, phase: CommentPhase): CommentView {
    const shown = shownJob(job, this.state.confirmed)
    return {
      phase,
      jobId: job.id,
      projectId: this.settings.projectId,
      status: shown.status,
      actor: this.actor,
      runUrl: runUrl(this.deps.env),
      runRepository: this.deps.env.GITHUB_REPOSITORY,
      elapsedMs: this.deps.clock.now() - this.started,
      prLink: shown.pr?.url ?? '',
      message: this.state.message,
      note: this.state.note,
      followUp: this.followUp,
      instruction: this.state.instruction,
      serverHost: this.serverHost,
      ownTurn: this.state.turn,
      origin: this.job.origin,
      linkBack: false,
      onPullRequest: this.onPullRequest,
      phrase: this.commentsAct ? this.settings.triggerPhrase : undefined,
      maxTurns: this.settings.maxTurns
    }
  }

  /** Shows the run's state in the tracking comments, if any; true when none or GitHub took it. */
  showComment(phase: CommentPhase): Promise<boolean> {
    const { state } = this
    if (!this.comments || !state.job) return Promise.resolve(true)
    this.turns.at(phase, state.job)
    return this.comments.show(this.viewOf(state.job, phase))
  }
}
