/**
 * The phases of one agent run, in the order run.ts calls them, over the state they share: decide
 * whether the event is for us and which job it is about, start (create, follow up or attach),
 * wait, judge, and report. Sending turns through the job's conversation is turns.ts's. Every
 * bound comes from the run's `Bounds` on the run's `Clock`.
 */
import { randomBytes } from 'node:crypto'
import { DocsApiClient, type AgentJob, type ApiError } from '../api/index.js'
import { formatDuration } from '../duration.js'
import { readEvent } from '../github/event.js'
import type { CommentView } from '../github/comment.js'
import type { Conversation, Instruction } from '../github/conversation.js'
import type { Ask, Claim, Ledger } from '../github/ledger.js'
import { currentRepo, gitHubBounds, type GitHubBounds } from '../github/octokit.js'
import type { CommentPhase } from '../github/phase.js'
import { needsGitHub, planFor, type Plan } from '../github/trigger.js'
import type { Tracked } from '../github/tracker.js'
import { composePrompt, type UntrustedPart } from '../github/untrusted.js'
import { parsePrLink } from '../pull-request.js'
import { graceAfter } from '../signals.js'
import { fail, group, line, log, plainLogger, redact, saveState } from '../sinks/index.js'
import { writeSummary, setOutputs } from '../sinks/index.js'
import { State } from '../github/state.js'
import { Inputs } from './constants.js'
import type { RunComments } from './comments.js'
import { outcomeOf, verdictOf } from './outcome.js'
import { shownJob } from './outputs.js'
import {
  failureMessage,
  hostOf,
  commentOutputs,
  reportOutputs,
  runUrl,
  summaryOf,
  type RunState
} from './report.js'
import type { RunDeps } from './deps.js'
import { nextPollDelayMs } from './schedule.js'
import { SettingsError, type AgentSettings } from './settings.js'
import type { TriggerView } from './summary.js'
import { Turns } from './turns.js'
import { waitForJob, type WaitResult } from './wait.js'

type ActingPlan = Extract<Plan, { act: true }>

/** What the run is to send: the job (none: create one) and the instruction (none: attach). */
interface Errand {
  jobId: string
  prompt: string
}

export class AgentRun {
  readonly state: RunState = { confirmed: true, timedOut: false }
  readonly deadline: number
  readonly client: DocsApiClient
  /** GitHub's calls: at the deadline like the rest; the report and a cancel get their graces. */
  private readonly github: GitHubBounds
  readonly serverHost: string
  private issueNumber?: number
  /** The run is about a pull request (its tracking comment shows the agent's as `Docs`). */
  private onPullRequest = false
  private actor?: string
  followUp = false
  /** When the step began waiting: every wait's schedule grows from it (wait.ts). */
  private waitingSince?: number
  /** When the last follow-up's answer came (the settle time counts from it). */
  sentAt?: number
  /** The 👀 on the triggering comment, added beside the run. */
  private reacting: Promise<void> = Promise.resolve()
  /** The tracked job's home comment, and the run's own comment when the home is elsewhere. */
  private tracked?: { home: Tracked; display?: Tracked; origin?: string }
  /** Why the tracked job's turns cannot be counted here (its home cannot be read). */
  private uncountable?: string
  /** The job's tracking comments, once the run keeps or continues one. */
  comments?: RunComments
  /** The run's own instruction, as the conversation knows it. */
  own?: Instruction
  /** This step's claim on the job's conversation. */
  private readonly claim: Claim
  readonly runId: string
  private readonly turns: Turns

  constructor(
    readonly settings: AgentSettings,
    readonly deps: RunDeps & { cancel: AbortSignal },
    private readonly started: number
  ) {
    const { bounds, clock, env } = deps
    this.deadline = started + settings.timeoutMs
    this.client = new DocsApiClient({
      apiKey: settings.apiKey,
      projectId: settings.projectId,
      baseUrl: settings.apiUrl,
      clock,
      fetch: deps.fetch,
      requestTimeoutMs: bounds.requestTimeoutMs,
      requestGraceMs: bounds.requestGraceMs,
      maxRetryAfterMs: bounds.maxRetryAfterMs,
      retry: bounds.serviceRetry,
      logger: plainLogger
    })
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
  }

  /** Which event, which instruction, may its author use us, and which job: undefined to skip. */
  async decide(): Promise<Errand | undefined> {
    const { settings, state } = this
    let plan = planFor(readEvent(this.deps.env), settings)
    if (!plan.act) return this.skip(plan.reason)
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
    this.onPullRequest = plan.pullRequest === true
    if (plan.actor) this.actor = plan.actor.login
    state.trigger = this.triggerOf()
    if (plan.actor && state.github) {
      const verdict = await state.github.permission(plan.actor, settings.allowedUsers)
      log.info(line`Permission: ${verdict.why}`)
      if (!verdict.allowed) return this.skip(verdict.why)
    }
    const jobId = await this.trackedJob(plan)
    if (jobId === undefined) return undefined
    const own = this.ownAsk(plan)
    // Counted before anything else is read for it: a follow-up past max-turns, or one another
    // run sent, costs nothing more.
    if (jobId && (plan.followUpInstruction || plan.instruction) && !this.countable(jobId, own)) {
      return undefined
    }
    // include-changes: the change as context, or nothing sent when it has none. Read once the
    // run knows whether it continues a job (which has the pull request's change already) and
    // once the sender may use it (a refused run reads nothing).
    if (plan.changes && state.github) {
      const { completeChangesPlan } = await import('../github/changes.js')
      plan = await completeChangesPlan(plan, settings, state.github, this.serverHost, !!jobId)
      if (!plan.act) return this.skip(plan.reason)
    }
    // A pull request that changed again or merged tells its job so, in our words.
    const instruction = (jobId && plan.followUpInstruction) || plan.instruction
    this.followUp = Boolean(jobId && instruction)
    // A follow-up goes to a job that has the issue already; a new job gets it as context.
    // context-file goes with an instruction, to a new job or as a follow-up.
    const extra = instruction ? contextFilePart(settings) : []
    // The key (and the GitHub tokens) go only in their headers (contract §4.8): a patch, a
    // report or an issue that holds one does not hand it to the agent, which could write it into
    // a pull request.
    const prompt = redact(
      this.followUp
        ? composePrompt(instruction, [...(plan.followUpContext ?? []), ...extra])
        : composePrompt(instruction, [...plan.context, ...extra])
    )
    if (!prompt && !jobId) {
      throw new SettingsError([
        `Set '${Inputs.Prompt}' or '${Inputs.PromptFile}' (the instruction for a new job), or '${Inputs.JobId}' (to message or wait for an existing job).`
      ])
    }
    this.own = {
      ask: own,
      by: this.actor ?? '',
      at: new Date(this.started).toISOString(),
      text: prompt
    }
    state.followUp = this.followUp
    if (settings.dryRun) {
      await this.dryRun(jobId, prompt)
      return undefined
    }
    // Beside the rest: a slow GitHub must not delay the job for a 👀 (the report waits for it).
    if (plan.reaction !== undefined && state.github)
      this.reacting = state.github.react(plan.reaction)
    return { jobId, prompt }
  }

  private skip(reason: string): undefined {
    this.state.skipped = reason
    return undefined
  }

  private refuse(reason: string): false {
    this.state.skipped = reason
    return false
  }

  /**
   * Whether a follow-up to `jobId` can be counted and is still to be sent: its home comment's
   * ledger says how many turns the job had, and whether another run sent this instruction.
   */
  private countable(jobId: string, own: Ask): boolean {
    const { settings, issueNumber } = this
    if (this.uncountable) return this.refuse(this.uncountable)
    const home = this.tracked?.home
    if (!home) {
      throw new Error(
        !settings.comment
          ? `A follow-up to job ${jobId} needs '${Inputs.Comment}: true': its turns are counted in the job's tracking comment ('${Inputs.MaxTurns}'), and with '${Inputs.Comment}: false' there is none. Nothing was sent.`
          : issueNumber === undefined
            ? `A follow-up to job ${jobId} needs the issue or pull request of its tracking comment ('${Inputs.IssueNumber}'): its turns are counted there ('${Inputs.MaxTurns}'). Nothing was sent.`
            : `Job ${jobId} has no tracking comment on #${issueNumber}, so its turns so far cannot be counted ('${Inputs.MaxTurns}'): send follow-ups where the job's tracking comment is ('${Inputs.IssueNumber}'), or start the job with '${Inputs.Comment}: true' or 'pr-comment: true'. Nothing was sent.`
      )
    }
    const refusal = this.turns.refusal(jobId, home.comment.known, own)
    return refusal === undefined || this.refuse(refusal)
  }

  /** What the run asks, as the ledger names it: a comment of the home conversation, or the run. */
  private ownAsk(plan: ActingPlan): Ask {
    if (!this.tracked?.display) {
      if (plan.review?.kind === 'review') return `r${plan.review.reviewId}`
      if (plan.reaction?.kind === 'issue-comment') return `c${plan.reaction.id}`
      if (plan.reaction?.kind === 'review-comment') return `l${plan.reaction.id}`
    }
    // The run's own instruction: unique to this step (two jobs of one workflow run, or a re-run,
    // each send theirs); the turn names the run it came from.
    return `e${randomBytes(6).readUIntBE(0, 6)}`
  }

  /**
   * `dry-run`: the prompt the run would send, in the log (through the sinks, line by line) and
   * the `prompt` output; nothing goes to the service, no comment, no reaction.
   */
  private async dryRun(jobId: string, prompt: string): Promise<void> {
    const { state } = this
    state.dryRun = { jobId, prompt }
    state.instruction = prompt
    await group(line`Dry run: the prompt that would be sent`, async () => {
      for (const text of prompt.split(/\r\n?|\n/)) log.info(line`${text}`)
    })
    log.notice(
      line`Dry run: nothing was sent (${jobId ? `a follow-up to job ${jobId}` : 'a new job'} would have been); the prompt is in the log and the 'prompt' output.`
    )
  }

  /** Who or what started the run, with the issue or pull request it is about as our link. */
  private triggerOf(): TriggerView {
    const repo = currentRepo(this.deps.env)
    const n = this.issueNumber
    const link =
      repo && n !== undefined
        ? {
            label: `${repo.owner}/${repo.repo}#${n}`,
            url: `https://${this.serverHost}/${repo.owner}/${repo.repo}/issues/${n}`
          }
        : undefined
    return { actor: this.actor, event: this.deps.env.GITHUB_EVENT_NAME || 'unknown', link }
  }

  /** `job-id`, or the job of the issue's tracking comment; undefined when there is none to go on. */
  private async trackedJob(plan: ActingPlan): Promise<string | undefined> {
    const { settings, state, issueNumber } = this
    const github = state.github
    if (settings.jobId) {
      // The job's own tracking comment on the issue, when there is one: its ledger counts.
      if (github && issueNumber !== undefined && settings.comment) {
        await this.track(
          await github.trackedComment(issueNumber, settings.projectId, settings.jobId)
        )
      }
      return settings.jobId
    }
    if (!plan.continueTracked || !github || issueNumber === undefined) return ''
    const found = await github.trackedComment(issueNumber, settings.projectId)
    if (!found) {
      if (!plan.requireMarker) return ''
      return this.skip(
        `pull request #${issueNumber} carries no comment with a verified marker of a job of project ${settings.projectId} (set 'pr-comment: true' on the run that opens it), so there is no job to send the text to; start one with '${settings.triggerPhrase} new …'`
      )
    }
    await this.track(found)
    const kind =
      plan.requireMarker || plan.pullRequest || this.tracked?.origin ? 'Pull request' : 'Issue'
    log.info(line`${kind} #${issueNumber} tracks job ${found.found.jobId}: sending the text to it`)
    return found.found.jobId
  }

  /**
   * Takes up a tracked job's comments: a pull request's link-back comment whose job came from an
   * issue points at that issue's comment, the home of the job's ledger.
   */
  private async track(tracked: Tracked | undefined): Promise<void> {
    if (!tracked) return
    const origin = tracked.found.marker.origin
    if (!origin?.includes('#') || !this.state.github) {
      this.tracked = { home: tracked, origin }
      return
    }
    const home = await this.state.github.openOrigin(
      origin,
      tracked.found.jobId,
      this.settings.projectId
    )
    if (home) this.tracked = { home, display: tracked, origin }
    else {
      this.uncountable = `job ${tracked.found.jobId} came from ${origin}, whose tracking comment counts its turns and could not be read (see the warning): its turns cannot be counted ('${Inputs.MaxTurns}'), so nothing was sent`
    }
  }

  /**
   * The job's comments, kept from here on (none without a tracking comment). Loaded here: runs
   * without a comment cost the start-up nothing of it.
   */
  async openComments(jobId: string, made: boolean): Promise<Conversation | undefined> {
    const { settings, state, issueNumber, deps } = this
    const home =
      this.tracked?.home.comment ??
      (settings.comment && issueNumber !== undefined && state.github
        ? state.github.newComment(issueNumber)
        : undefined)
    if (!home || !state.github) return undefined
    const { Conversation } = await import('../github/conversation.js')
    const { RunComments } = await import('./comments.js')
    const conversation = new Conversation(home, jobId, this.claim, {
      clock: deps.clock,
      claimMs: deps.bounds.claimMs,
      allowedUsers: settings.allowedUsers,
      nextDelay: (waited) => nextPollDelayMs(waited, settings, deps.clock.random)
    })
    if (made) conversation.hold()
    const display = this.tracked?.display
    this.comments = new RunComments(
      conversation,
      state.github.markers,
      display && this.tracked?.origin
        ? { comment: display.comment, origin: this.tracked.origin }
        : undefined
    )
    state.comment = this.comments.own
    return conversation
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
      this.turns.created(job, await this.openComments(job.id, true))
      return this.started_(job)
    }
    if (!this.followUp) {
      const job = await group(line`Attaching to job ${jobId}`, () =>
        this.client.getJob(jobId, call)
      )
      if (job.id !== jobId) {
        throw new Error(
          `The service answered the request for job ${jobId} with another job (${job.id})`
        )
      }
      state.job = job
      await this.openComments(jobId, false)
      return this.started_(job)
    }
    const conversation = await this.openComments(jobId, false)
    const job = conversation && (await this.turns.followUp(jobId, conversation))
    return job && this.started_(job)
  }

  private started_(job: AgentJob): AgentJob {
    log.info(line`Job ${job.id}: ${job.status ?? 'no status'}`)
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
        this.turns.ended(state.outcome, job)
        if (result.end !== 'terminal') break
      }
    }
    const verdict = verdictOf(
      state.outcome ?? 'started',
      job,
      settings.failOn,
      formatDuration(settings.timeoutMs)
    )
    state.message = lastPollError
      ? `${verdict.message} The last poll failed: ${lastPollError.message}`
      : verdict.message
    if (verdict.fail) fail(line`${state.message}`)
    else if (verdict.level === 'warning') log.warning(line`${state.message}`)
    else log.info(line`${state.message}`)
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
    this.state.message = failureMessage(error, this.state.job, cancelled)
    if (cancelled) this.state.outcome = 'cancelled'
    fail(line`${this.state.message}`)
  }

  /**
   * The final report, whatever happened: the pull request's work, outputs, summary, and the
   * comment's final view, within BOUNDS.reportGraceMs past the deadline.
   */
  async report(): Promise<void> {
    const { state, deps } = this
    this.github.deadline = Math.max(this.deadline, deps.clock.now()) + deps.bounds.reportGraceMs
    await this.turns.unsentEnd()
    if (state.skipped !== undefined) {
      log.notice(line`Skipped: ${state.skipped}. Nothing was sent to the service.`)
    }
    await this.pullRequestWork().catch((error: unknown) =>
      log.warning(
        line`Could not read or act on the pull request: ${error instanceof Error ? error.message : String(error)}`
      )
    )
    const context = { serverHost: this.serverHost, durationMs: deps.clock.now() - this.started }
    reportOutputs(state, context)
    await this.reacting
    const failed = await writeSummary(summaryOf(state, context))
    if (failed) log.warning(line`Could not write the job summary: ${failed.message}`)
    const commentBefore = state.comment?.id
    this.comments?.conversation.release()
    const phase = state.outcome ?? 'error'
    this.turns.ended(phase, state.job)
    const shown = state.job
      ? await this.showComment(phase).catch((error: unknown) => {
          log.warning(line`Could not update the tracking comment: ${String(error)}`)
          return false
        })
      : true
    // A comment first made by the final update: its outputs, written before it existed.
    if (state.comment?.id !== commentBefore) setOutputs(commentOutputs(state, this.serverHost))
    // The post step finishes the comment only when this step could not.
    if (shown) saveState(State.Final, 'true')
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
      followUp: this.followUp,
      instruction: this.state.instruction,
      serverHost: this.serverHost,
      ownTurn: this.state.turn,
      origin: this.tracked?.origin,
      linkBack: false,
      onPullRequest: this.onPullRequest
    }
  }

  /** Shows the run's state in the tracking comments, if any; true when none or GitHub took it. */
  showComment(phase: CommentPhase): Promise<boolean> {
    const { state } = this
    if (!this.comments || !state.job) return Promise.resolve(true)
    this.turns.at(phase, state.job)
    return this.comments.show(this.viewOf(state.job, phase))
  }

  /**
   * After a job completed with a pull request: its branch for the outputs, the pr-* inputs, and
   * the link-back comment (unless the run's own comments are that comment).
   */
  private async pullRequestWork(): Promise<void> {
    const { state, settings, issueNumber } = this
    const pr = state.job && state.confirmed ? parsePrLink(state.job.prLink) : undefined
    if (!pr || state.outcome !== 'completed') return
    const repo = currentRepo(this.deps.env)
    const ownIsLinkBack =
      this.tracked?.origin !== undefined ||
      (repo !== undefined &&
        issueNumber === pr.number &&
        `${repo.owner}/${repo.repo}`.toLowerCase() === pr.repository.toLowerCase())
    const origin = repo
      ? `${repo.owner}/${repo.repo}${issueNumber !== undefined ? `#${issueNumber}` : ''}`
      : undefined
    const linkBack =
      settings.pr.comment && !ownIsLinkBack && origin
        ? { ...this.viewOf(state.job as AgentJob, state.outcome), origin, linkBack: true }
        : undefined
    // Loaded here: the pull request's code costs the start-up nothing (BENCHMARKS.md).
    const { pullRequestStep } = await import('./pull-request-step.js')
    state.pull = await pullRequestStep({
      settings,
      pr,
      source: state.job?.source?.repository,
      serverHost: this.serverHost,
      bounds: this.github,
      loadOctokit: this.deps.loadOctokit,
      linkBack: linkBack && this.turns.linkBackOf(linkBack)
    })
  }
}

/** `context-file`'s text as untrusted context: file content, the cut said. */
function contextFilePart(settings: AgentSettings): UntrustedPart[] {
  const { context } = settings
  if (!context) return []
  const cut =
    context.cut > 0 ? `\n[… ${context.cut} characters of the file left out (context-limit)]` : ''
  return [
    {
      label: 'context file',
      fields: [['File', context.file]],
      body: '',
      code: `${context.text}${cut}`
    }
  ]
}
