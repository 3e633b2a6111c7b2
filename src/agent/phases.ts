/**
 * The phases of one agent run, in the order run.ts calls them, over the state they share: decide
 * whether the event is for us and which job it is about, start (create, message or attach), wait,
 * judge, and report. Every bound comes from the run's `Bounds` on the run's `Clock`.
 */
import { DocsApiClient, type AgentJob, type ApiError } from '../api/index.js'
import { formatDuration } from '../duration.js'
import { readEvent } from '../github/event.js'
import type { CommentView } from '../github/comment.js'
import { currentRepo, gitHubBounds, type GitHubBounds } from '../github/octokit.js'
import type { CommentPhase } from '../github/phase.js'
import { needsGitHub, planFor, type Plan } from '../github/trigger.js'
import { composePrompt, type UntrustedPart } from '../github/untrusted.js'
import { parsePrLink } from '../pull-request.js'
import { graceAfter, waitAtMost } from '../signals.js'
import {
  fail,
  group,
  line,
  log,
  plainLogger,
  redact,
  saveState,
  setOutputs,
  writeSummary
} from '../sinks/index.js'
import { State } from '../github/state.js'
import { Inputs } from './constants.js'
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
import { SettingsError, type AgentSettings } from './settings.js'
import { startJob } from './start.js'
import { Story } from './story.js'
import type { TriggerView } from './summary.js'
import { waitForJob, type WaitOptions, type WaitResult } from './wait.js'
import type { Turn } from '../github/turns.js'

type ActingPlan = Extract<Plan, { act: true }>

/** What the run is to send: the job (none: create one) and the instruction (none: attach). */
interface Errand {
  jobId: string
  prompt: string
}

export class AgentRun {
  readonly state: RunState = { confirmed: true, timedOut: false }
  private readonly deadline: number
  private readonly client: DocsApiClient
  /** GitHub's calls: at the deadline like the rest; the report and a cancel get their graces. */
  private readonly github: GitHubBounds
  private readonly serverHost: string
  private readonly story = new Story()
  private issueNumber?: number
  /** The run is about a pull request (its tracking comment shows the agent's as `Docs`). */
  private onPullRequest = false
  private actor?: string
  private followUp = false
  /** When the step began waiting: every wait's schedule grows from it (wait.ts). */
  private waitingSince?: number
  /** When the follow-up's answer came (the settle time counts from it). */
  private sentAt?: number
  /** The 👀 on the triggering comment, added beside the run. */
  private reacting: Promise<void> = Promise.resolve()

  constructor(
    private readonly settings: AgentSettings,
    private readonly deps: RunDeps & { cancel: AbortSignal },
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
  }

  /** Which event, which instruction, may its author use us, and which job: undefined to skip. */
  async decide(): Promise<Errand | undefined> {
    const { settings, state } = this
    let plan = planFor(readEvent(this.deps.env), settings)
    if (!plan.act) {
      state.skipped = plan.reason
      return undefined
    }
    // The GitHub side (comments, markers, permission) loads only on runs that need GitHub.
    if (needsGitHub(settings, plan)) {
      const { GitHubSide } = await import('../github/tracker.js')
      state.github = await GitHubSide.open(settings, plan, plainLogger, this.github, this.deps)
    }
    // A review event is one request or none, by what GitHub says the review holds.
    if (plan.review && state.github) {
      const { completeReviewPlan } = await import('../github/review.js')
      plan = await completeReviewPlan(plan, settings, state.github)
      if (!plan.act) {
        state.skipped = plan.reason
        return undefined
      }
    }
    this.issueNumber = plan.issueNumber
    this.onPullRequest = plan.pullRequest === true
    if (plan.actor) this.actor = plan.actor.login
    state.trigger = this.triggerOf()
    if (plan.actor && state.github) {
      const verdict = await state.github.permission(plan.actor, settings.allowedUsers)
      log.info(line`Permission: ${verdict.why}`)
      if (!verdict.allowed) {
        state.skipped = verdict.why
        return undefined
      }
    }
    const jobId = await this.trackedJob(plan)
    if (jobId === undefined) return undefined
    // include-changes: the change as context, or nothing sent when it has none. Read once the
    // run knows whether it continues a job (which has the pull request's change already) and
    // once the sender may use it (a refused run reads nothing).
    if (plan.changes && state.github) {
      const { completeChangesPlan } = await import('../github/changes.js')
      plan = await completeChangesPlan(plan, settings, state.github, this.serverHost, !!jobId)
      if (!plan.act) {
        state.skipped = plan.reason
        return undefined
      }
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
    this.story.begin(jobId, this.followUp)
    // Loops end: a review job that sends its findings back to the job that wrote the pull request
    // would otherwise go on for ever. Counted from the signed turns; a run that knows no history
    // cannot count (its turn has no number), and goes on.
    if (this.followUp && (this.story.turn ?? 0) > settings.maxTurns) {
      state.skipped = `job ${jobId} has had ${this.story.turn! - 1} turns, and '${Inputs.MaxTurns}' allows ${settings.maxTurns}: the follow-up was not sent`
      return undefined
    }
    state.turn = this.story.turn
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
    const { settings, state, issueNumber, story } = this
    if (settings.jobId && settings.comment && state.github && issueNumber !== undefined) {
      // The job's own tracking comment on the issue, when there is one: edited, not doubled, and
      // its story numbers this run's turn.
      const found = await state.github.trackedComment(
        issueNumber,
        settings.projectId,
        settings.jobId
      )
      if (found) {
        story.adopt(found)
        log.info(line`Issue #${issueNumber} tracks job ${found.jobId}: this run keeps its comment`)
      }
      return settings.jobId
    }
    if (settings.jobId || !plan.continueTracked || !state.github || issueNumber === undefined) {
      return settings.jobId
    }
    const found = await state.github.trackedComment(issueNumber, settings.projectId)
    if (!found) {
      if (!plan.requireMarker) return settings.jobId
      state.skipped = `pull request #${issueNumber} carries no comment with a verified marker of a job of project ${settings.projectId} (set 'pr-comment: true' on the run that opens it), so there is no job to send the text to; start one with '${settings.triggerPhrase} new …'`
      return undefined
    }
    story.adopt(found)
    const kind = plan.requireMarker || plan.pullRequest || story.origin ? 'Pull request' : 'Issue'
    log.info(line`${kind} #${issueNumber} tracks job ${found.jobId}: sending the text to it`)
    if (story.origin?.includes('#')) {
      const origin = await state.github.openOrigin(story.origin, found.jobId, settings.projectId)
      story.preferLonger(origin?.marker.turns)
    }
    return found.jobId
  }

  /** Creates the job, sends the follow-up or attaches; undefined when nothing could be sent. */
  async start({ jobId, prompt }: Errand): Promise<AgentJob | undefined> {
    const { settings, state, followUp } = this
    // Told before it is sent: another run that reads the comment now sees this turn at work
    // and waits for it (start.ts), instead of sending into it.
    if (followUp) await this.announce(jobId)
    if (prompt) state.instruction = prompt
    const call = { signal: this.deps.cancel, deadline: this.deadline }
    const earlierWorking = this.story.earlierWorking
    const start = await group(line`Starting`, () =>
      startJob(
        {
          jobId,
          prompt,
          followUp,
          earlierWorking,
          // The earlier turn's end, seen here, goes into the comment before this turn is sent:
          // the run that asked for that turn may never see it (a later turn hides it), and
          // reports it from there (waitFor).
          onEarlierEnded: async (ended) => {
            // The comment as it stands now: another run may have recorded the turn this run
            // waited for, and sent its own since, whose end this is.
            const now = await this.freshTurns(jobId)
            const outcome = outcomeOf({ job: ended, end: 'terminal' })
            if (this.story.recordEarlier(outcome, parsePrLink(ended.prLink)?.url, now)) {
              await this.announce(jobId)
            }
          }
        },
        this.client,
        call,
        (current, afterMessage) => this.waitFor(current, afterMessage, false),
        (seen) => (state.job = seen)
      )
    )
    if (!start.sent) {
      // The earlier turn did not end in time: nothing was sent, and the job shows that turn.
      const timedOut = start.end === 'timeout'
      state.outcome = timedOut ? 'timeout' : 'cancelled'
      state.timedOut = timedOut
      state.message = timedOut
        ? `Job ${start.job.id} was still working on an earlier turn at the timeout (${formatDuration(settings.timeoutMs)}); the follow-up was not sent.`
        : `The run was cancelled while job ${start.job.id} was working on an earlier turn; the follow-up was not sent.`
      if (!timedOut || settings.failOn.has('timeout')) fail(line`${state.message}`)
      else log.warning(line`${state.message}`)
      return undefined
    }
    this.sentAt = this.deps.clock.now()
    state.confirmed = !followUp
    log.info(line`Job ${start.job.id}: ${start.job.status ?? 'no status'}`)
    // Beside the wait, not before it: a GitHub slow to take the comment must not delay noticing
    // the job's end. The report's final view queues behind it and waits for it within its grace.
    void this.showComment(settings.wait ? 'working' : 'started')
    return start.job
  }

  /** The tracking comment's signed turns of `jobId` as they stand, within BOUNDS.announceMs. */
  private async freshTurns(jobId: string): Promise<Turn[] | undefined> {
    const { state, deps } = this
    if (!this.settings.comment || !state.github) return undefined
    return waitAtMost(state.github.signedTurns(jobId), deps.bounds.announceMs, deps.clock)
  }

  /**
   * Shows this run's turn at work in the tracking comment, within BOUNDS.announceMs: a GitHub
   * that takes longer gets the write beside the wait, and the follow-up goes.
   */
  private async announce(jobId: string): Promise<void> {
    const { settings, state, issueNumber, deps } = this
    if (!settings.comment || !state.github || issueNumber === undefined) return
    const told = state.github.show(
      issueNumber,
      // Queued: not sent yet, so no other run takes an end it sees for this turn's.
      this.viewOf({ id: jobId, status: 'active', prLink: null }, 'queued')
    )
    await waitAtMost(told, deps.bounds.announceMs, deps.clock)
  }

  /** Waits for the job (unless `wait: false`), then says whether the step failed. */
  async finish(job: AgentJob): Promise<void> {
    const { settings, state } = this
    let lastPollError: ApiError | undefined
    if (!settings.wait) {
      state.outcome = 'started'
    } else {
      const result = await group(
        line`Waiting for job ${job.id} (until ${formatDuration(settings.timeoutMs)} after the start)`,
        () => this.waitFor(job, this.followUp, true)
      )
      log.debug(line`Polled ${result.polls} times`)
      job = state.job = result.job
      state.confirmed = result.confirmed
      state.timedOut = result.end === 'timeout'
      state.outcome = outcomeOf(result)
      lastPollError = result.lastError
    }
    const verdict = verdictOf(
      state.outcome,
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

  /** `ownTurn`: the wait is for this run's own turn (not for an earlier one, before sending). */
  private waitFor(initial: AgentJob, afterMessage: boolean, ownTurn: boolean): Promise<WaitResult> {
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
      readOwnTurnEnd: ownTurn ? this.turnEndedElsewhere(initial.id) : undefined,
      onChange: (changed, confirmed) => {
        state.job = changed
        state.confirmed = confirmed
        // Not awaited: a slow GitHub must not hold the poll (updates queue in order).
        void this.showComment('working')
      }
    })
  }

  /**
   * With a tracking comment, whether this run's turn ended while a later turn (another run's
   * follow-up) began: its polls then show the later turn, and the comment's signed turns, where
   * that run recorded how this turn ended, say what to report. Read within BOUNDS.announceMs per
   * poll; a comment that cannot be read in time only leaves the poll as it was.
   */
  private turnEndedElsewhere(jobId: string): WaitOptions['readOwnTurnEnd'] {
    const { settings, state, issueNumber, story, deps } = this
    const own = story.turn
    if (!settings.comment || !state.github || issueNumber === undefined || own === undefined) {
      return undefined
    }
    const github = state.github
    return async () => {
      const turn = await waitAtMost(
        github.turnEndedByOthers(jobId, own),
        deps.bounds.announceMs,
        deps.clock
      )
      if (!turn) return undefined
      return (polled) => {
        log.info(
          line`Job ${jobId}: turn ${turn.n} (this run's) ended ${turn.result} and a later turn has begun (another run's); reporting turn ${turn.n}.`
        )
        return jobOfTurn(polled, turn)
      }
    }
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
    const commentBefore = state.github?.commentId
    const shown = state.job
      ? await this.showComment(state.outcome ?? 'error').catch((error: unknown) => {
          log.warning(line`Could not update the tracking comment: ${String(error)}`)
          return false
        })
      : true
    // A comment first made by the final update: its outputs, written before it existed.
    if (state.github?.commentId !== commentBefore) {
      setOutputs(commentOutputs(state, this.serverHost))
    }
    // The post step finishes the comment only when this step could not.
    if (shown) saveState(State.Final, 'true')
  }

  /** What a comment shows of the run's state, `phase` being where it stands. */
  private viewOf(job: AgentJob, phase: CommentPhase): CommentView {
    const { story } = this
    const shown = shownJob(job, this.state.confirmed)
    return {
      phase,
      jobId: job.id,
      projectId: this.settings.projectId,
      status: shown.status,
      actor: this.actor,
      runUrl: runUrl(this.deps.env),
      elapsedMs: this.deps.clock.now() - this.started,
      prLink: shown.pr?.url ?? '',
      message: this.state.message,
      followUp: this.followUp,
      instruction: this.state.instruction,
      serverHost: this.serverHost,
      turns: story.turnsAt(phase, new Date(this.started).toISOString(), this.actor, shown.pr?.url),
      ownTurn: story.turn,
      origin: story.origin,
      linkBack: story.origin !== undefined,
      onPullRequest: this.onPullRequest
    }
  }

  /** Shows the run's state in the tracking comment, if any; true when none or GitHub took it. */
  private async showComment(phase: CommentPhase): Promise<boolean> {
    const { state, issueNumber } = this
    if (!state.github || !this.settings.comment || issueNumber === undefined || !state.job) {
      return true
    }
    return state.github.show(issueNumber, this.viewOf(state.job, phase))
  }

  /**
   * After a job completed with a pull request: its branch for the outputs, the pr-* inputs, and
   * the link-back comment (unless the run's own comment is that comment).
   */
  private async pullRequestWork(): Promise<void> {
    const { state, settings, issueNumber, story } = this
    const pr = state.job && state.confirmed ? parsePrLink(state.job.prLink) : undefined
    if (!pr || state.outcome !== 'completed') return
    const repo = currentRepo(this.deps.env)
    const ownIsLinkBack =
      story.origin !== undefined ||
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
      linkBack
    })
  }
}

/** The job as a turn that another run saw end left it (only the ends such a run records). */
function jobOfTurn(polled: AgentJob, turn: Turn): AgentJob | undefined {
  switch (turn.result) {
    case 'completed':
      return { ...polled, status: 'completed', prLink: turn.pr ?? null }
    case 'no-pr':
      return { ...polled, status: 'completed', prLink: null }
    case 'failed':
    case 'archived':
      return { ...polled, status: turn.result, prLink: null }
    default:
      return undefined
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
