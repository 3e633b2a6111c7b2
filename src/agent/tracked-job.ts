/**
 * Which job a run continues and where its turns are counted: `job-id`, or the job of the tracking
 * comment on the run's issue or pull request. A pull request's link-back comment whose job came
 * from an issue points at that issue's comment, the home of the job's ledger. Once the job is
 * known, the comments the run keeps (comments.ts) are opened here.
 */
import { randomBytes } from 'node:crypto'
import type { Conversation } from '../github/conversation.js'
import type { Ask, Claim } from '../github/ledger.js'
import type { Instruction } from '../github/mailbox.js'
import type { Plan } from '../github/trigger.js'
import type { GitHubSide, Tracked } from '../github/tracker.js'
import { statusOf } from '../github/octokit.js'
import { rateLimitOf } from '../github/rate-limit.js'
import { formatDuration } from '../duration.js'
import { line, log } from '../sinks/index.js'
import type { RunComments } from './comments.js'
import { Inputs } from './constants.js'
import type { RunDeps } from './deps.js'
import type { RunState } from './report.js'
import { nextPollDelayMs } from './schedule.js'
import type { AgentSettings } from './settings.js'
import type { Turns } from './turns.js'

type ActingPlan = Extract<Plan, { act: true }>

/** What of the run the tracked job uses (AgentRun). */
export interface TrackingRun {
  readonly state: RunState
  readonly settings: AgentSettings
  readonly deps: RunDeps & { cancel: AbortSignal }
  readonly deadline: number
  readonly claim: Claim
  readonly turns: Turns
}

export class TrackedJob {
  /** The tracked job's home comment, and the run's own comment when the home is elsewhere. */
  private tracked?: { home: Tracked; display?: Tracked; origin?: string }
  /** How long the run looked for the marker of the agent's own pull request (awaitMarker). */
  private markerWaitedMs = 0
  /** Why the tracked job's turns cannot be counted here (its home cannot be read). */
  private uncountable?: string
  /** The job's tracking comments, once the run keeps or continues one. */
  comments?: RunComments

  constructor(
    private readonly run: TrackingRun,
    /** The run's issue or pull request. */
    private readonly issueNumber: number | undefined
  ) {}

  /** Where the job came from, when the run's comment is a pull request's link-back. */
  get origin(): string | undefined {
    return this.tracked?.origin
  }

  /** Skips the run, saying why. */
  private skip(reason: string): undefined {
    this.run.state.skipped = reason
    return undefined
  }

  /** `job-id`, or the job of the issue's tracking comment; undefined when there is none to go on. */
  async find(plan: ActingPlan): Promise<string | undefined> {
    const { issueNumber } = this
    const { settings, state } = this.run
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
    let rotated: string | undefined
    let found: Tracked | undefined
    // The agent's own pull request: a first look GitHub failed is one look of the wait.
    let failed: unknown
    try {
      found = await github.trackedComment(issueNumber, settings.projectId, undefined, (c) => {
        rotated = c.url
      })
    } catch (error) {
      if (!plan.agentsPull || !this.looksAgainAfter(error, issueNumber)) throw error
      failed = error
    }
    if (!found && plan.agentsPull) found = await this.awaitMarker(github, issueNumber, failed)
    if (!found) {
      if (rotated && !plan.requireMarker) {
        // A rotated key must not fork the conversation silently.
        state.note = `A new job starts: the tracking comment of project ${settings.projectId} on #${issueNumber} (${rotated}) carries a marker that this api-key does not verify, as after a rotation of the key, so its job cannot be told from a forged one. Its turns are not continued here.`
        log.notice(line`${state.note}`)
      }
      if (!plan.requireMarker) return ''
      if (plan.agentsPull) {
        return this.skip(
          `pull request #${issueNumber} is the agent's own (in ${settings.pr.repository}, opened by ${settings.pr.author ?? 'an app'}) and carried no verified marker of a job of project ${settings.projectId} within ${formatDuration(this.markerWaitedMs)} (the run that waits for its job writes it, with 'pr-comment: true', when it sees the pull request): nothing was sent`
        )
      }
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
   * The agent's own pull request, just opened, may not carry its job's marker yet: the run that
   * waits for the job writes it when a poll sees the pull request. Looked for again on the wait's
   * schedule (never sooner than its defaults: a short `poll-interval` is the service's to pay,
   * and each look costs GitHub requests), within BOUNDS.markerWaitMs, the last look at that
   * bound, and the run's deadline. A look GitHub failed (5xx, no answer, a rate limit) is
   * followed by the next; the wait ends in GitHub's error when its last look failed. A cancel
   * ends it at once (the run says it was cancelled).
   */
  private async awaitMarker(
    github: GitHubSide,
    issueNumber: number,
    /** The first look's failure, if it failed. */
    failed: unknown
  ): Promise<Tracked | undefined> {
    const { settings, deps, deadline } = this.run
    const { clock, bounds, cancel } = deps
    const began = clock.now()
    const until = Math.min(deadline, began + bounds.markerWaitMs)
    this.markerWaitedMs = Math.max(0, until - began)
    const schedule = {
      pollIntervalMs: Math.max(settings.pollIntervalMs, bounds.pollIntervalMs),
      maxPollIntervalMs: Math.max(settings.maxPollIntervalMs, bounds.maxPollIntervalMs)
    }
    log.info(
      line`Pull request #${issueNumber} is the agent's own and carries no marker of its job yet: waiting up to ${formatDuration(until - began)} for the run that waits for the job to write it.`
    )
    for (;;) {
      const now = clock.now()
      const delay = nextPollDelayMs(now - began, schedule, clock.random)
      // At the deadline a look has no time left: the last one comes a delay before it.
      const wait = until < deadline ? Math.min(delay, until - now) : delay
      if (wait <= 0 || now + wait > until) break
      // A cancel ends the wait with the run: it rejects, and the run reports the cancel.
      await clock.sleep(wait, cancel)
      try {
        const found = await github.trackedComment(issueNumber, settings.projectId)
        if (found) return found
        failed = undefined
      } catch (error) {
        if (!this.looksAgainAfter(error, issueNumber)) throw error
        failed = error
      }
    }
    if (failed !== undefined) {
      throw new Error(
        `Could not look for the marker of pull request #${issueNumber} (${errorText(failed)}), which names the job to send the text to: nothing was sent.`
      )
    }
    return undefined
  }

  /**
   * Whether the wait for the marker looks again after a look that failed with `error` (said in a
   * warning): not after a refusal (401, 403 or 404 that is no rate limit: the next look would
   * meet it too) nor once the run is cancelled.
   */
  private looksAgainAfter(error: unknown, issueNumber: number): boolean {
    const status = statusOf(error)
    const refused = !rateLimitOf(error) && status !== undefined && status < 500
    if (this.run.deps.cancel.aborted || refused) return false
    log.warning(
      line`Could not look for the marker of pull request #${issueNumber} (${errorText(error)}): looking again.`
    )
    return true
  }

  /**
   * Takes up a tracked job's comments: a pull request's link-back comment whose job came from an
   * issue points at that issue's comment, the home of the job's ledger.
   */
  private async track(tracked: Tracked | undefined): Promise<void> {
    if (!tracked) return
    const origin = tracked.found.marker.origin
    // A home that names itself (written so by a review loop's run of 2.4.0) is a home.
    const itself =
      origin?.includes('#') === true && origin.toLowerCase() === tracked.comment.where.toLowerCase()
    if (!origin?.includes('#') || itself || !this.run.state.github) {
      this.tracked = { home: tracked, origin: itself ? undefined : origin }
      return
    }
    const home = await this.run.state.github.openOrigin(
      origin,
      tracked.found.jobId,
      this.run.settings.projectId
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
  async open(jobId: string, made: boolean): Promise<Conversation | undefined> {
    const { issueNumber } = this
    const { settings, state, deps } = this.run
    const home =
      this.tracked?.home.comment ??
      (settings.comment && issueNumber !== undefined && state.github
        ? await state.github.newComment(issueNumber)
        : undefined)
    if (!home || !state.github) return undefined
    const { Conversation } = await import('../github/conversation.js')
    const { RunComments } = await import('./comments.js')
    const conversation = new Conversation(home, jobId, this.run.claim, {
      clock: deps.clock,
      claimMs: deps.bounds.claimMs,
      allowedUsers: settings.allowedUsers,
      projectId: settings.projectId,
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

  /**
   * Whether a follow-up to `jobId` can be counted and is still to be sent: its home comment's
   * ledger says how many turns the job had, and whether another run sent this instruction.
   */
  countable(jobId: string, own: Ask): boolean {
    const { issueNumber } = this
    const { settings } = this.run
    if (this.uncountable) return this.skip(this.uncountable) ?? false
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
    const { owner, repo } = home.comment.repo
    return !this.run.turns.refuse(jobId, home.comment.known, own, `${owner}/${repo}`)
  }

  /** What the run asks, as the ledger names it: a comment of the home conversation, or the run. */
  ownRequest(plan: ActingPlan): Pick<Instruction, 'ask' | 'pull'> {
    const review = plan.reviewId
    const display = this.tracked?.display
    if (!display) {
      if (review !== undefined) return { ask: `r${review}` }
      if (plan.reaction?.kind === 'issue-comment') return { ask: `c${plan.reaction.id}` }
      if (plan.reaction?.kind === 'review-comment') return { ask: `l${plan.reaction.id}` }
    }
    // A review or comment of a pull request whose job's home is elsewhere: named by its kind and
    // id, so that a re-run finds it sent, and the pull request it was made on, to link it. Any
    // other run's own instruction is unique to the step (two jobs of one workflow run, or a
    // re-run, each send theirs); the turn names its run.
    const kind = review !== undefined ? 1 : plan.reaction?.kind === 'issue-comment' ? 2 : 3
    const id = review ?? plan.reaction?.id
    if (id === undefined || !display) return { ask: `e${randomBytes(6).readUIntBE(0, 6)}` }
    return { ask: `e${kind}${id}`, pull: display.comment.issueNumber }
  }
}

/** What a failed GitHub call said, in a few words. */
function errorText(error: unknown): string {
  const status = statusOf(error)
  const text = error instanceof Error ? error.message.replace(/\.$/, '') : String(error)
  return status !== undefined && !text.includes(String(status)) ? `${status} ${text}` : text
}
