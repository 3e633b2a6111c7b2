/**
 * The agent action: read the settings and the event, decide whether the event is for us (and
 * whether its author may use us), start a job (or message one, or attach to one), wait until it
 * is terminal, then report: outputs, job summary, tracking comment, and the step's verdict.
 * Outputs and summary are written whatever happens, failures and cancellation included.
 *
 * One deadline, `timeout` after the start, bounds the whole step: the create or message and its
 * retries, the wait, and every GitHub call; only the final report gets a short grace past it.
 */
import { ApiError, DocsApiClient, systemClock, type AgentJob, type Clock } from '../api/index.js'
import { formatDuration } from '../duration.js'
import type { CommentPhase } from '../github/comment.js'
import { readEvent } from '../github/event.js'
import { currentRepo } from '../github/octokit.js'
import type { PullDetails } from '../github/pull.js'
import { State } from '../github/state.js'
import type { GitHubSide } from '../github/tracker.js'
import { needsGitHub, planFor } from '../github/trigger.js'
import { decodeTurns, nextTurnNumber, withTurn, type Turn } from '../github/turns.js'
import { composePrompt } from '../github/untrusted.js'
import { parsePrLink } from '../pull-request.js'
import { abortOnSignals, graceAfter } from '../signals.js'
import {
  addSecret,
  fail,
  group,
  input,
  line,
  lineList,
  log,
  plainLogger,
  saveState,
  setOutputs,
  writeSummary
} from '../sinks/index.js'
import { Inputs, Outputs } from './constants.js'
import { outcomeOf, verdictOf, type Outcome } from './outcome.js'
import { jobOutputs, shownJob, type OutputValues } from './outputs.js'
import { SettingsError, readSettings, type AgentSettings } from './settings.js'
import { startJob } from './start.js'
import { jobSummary, noJobSummary } from './summary.js'
import { waitForJob } from './wait.js'

/** Past the deadline, the time left for the final report (the last comment update). */
export const REPORT_GRACE_MS = 10_000
/** After a cancel, the time left for the final report: the runner kills 10 s after SIGINT. */
export const CANCEL_GRACE_MS = 3000

/** What the run knows so far; reported in `finally`, however the run ends. */
interface RunState {
  job?: AgentJob
  /** The job shows this turn (false right after a follow-up; see TurnGuard). */
  confirmed: boolean
  outcome?: Outcome
  message?: string
  timedOut: boolean
  skipped?: string
  github?: GitHubSide
  /** The pull request's branch and commit, read once the job completed with one. */
  pull?: PullDetails
}

/** This run's place in the job's story (the tracking comment's turns table). */
interface Story {
  /** The turns known before this run (from a tracking comment's signed marker). */
  earlier: Turn[]
  /** This run's turn number; undefined when the run adds no turn (attach). */
  turn?: number
  /** The run's own comment is a pull request's link-back comment, from this origin. */
  origin?: string
}

export async function run(clock: Clock = systemClock): Promise<void> {
  const started = clock.now()
  // Masked and registered for redaction before anything else is read or written.
  addSecret(input(Inputs.ApiKey))
  addSecret(input(Inputs.GithubToken))
  addSecret(input(Inputs.PrToken))

  let settings: AgentSettings
  try {
    settings = readSettings(input, { workspace: process.env.GITHUB_WORKSPACE ?? process.cwd() })
  } catch (error) {
    fail(
      error instanceof SettingsError
        ? lineList(error.problems)
        : line`${error instanceof Error ? error.message : String(error)}`
    )
    return
  }

  const deadline = started + settings.timeoutMs
  const cancel = abortOnSignals((signal) =>
    log.warning(line`Received ${signal}: stopping the wait and reporting what is known.`)
  )
  const signal = cancel.signal
  const client = new DocsApiClient({
    apiKey: settings.apiKey,
    projectId: settings.projectId,
    baseUrl: settings.apiUrl,
    clock,
    logger: plainLogger
  })
  const state: RunState = { confirmed: true, timedOut: false }
  // GitHub calls end at the deadline like the rest; the final report gets REPORT_GRACE_MS more
  // (set in `finally`), and after a cancel, CANCEL_GRACE_MS in all.
  const githubBounds = { signal: graceAfter(signal, CANCEL_GRACE_MS), deadline }
  const event = readEvent()
  const serverHost = hostOf(process.env.GITHUB_SERVER_URL) ?? 'github.com'
  let issueNumber: number | undefined
  let actor: string | undefined = process.env.GITHUB_TRIGGERING_ACTOR || process.env.GITHUB_ACTOR
  let followUp = false
  const story: Story = { earlier: [] }

  /** What a comment shows of the run's state, `phase` being where it stands. */
  const viewOf = (job: AgentJob, phase: CommentPhase) => {
    const shown = shownJob(job, state.confirmed)
    const at = new Date(started).toISOString()
    const turns =
      story.turn !== undefined
        ? withTurn(story.earlier, { n: story.turn, at, by: actor ?? '', result: phase })
        : story.earlier.length > 0
          ? withTurn(story.earlier, { ...(story.earlier.at(-1) as Turn), result: phase })
          : []
    return {
      phase,
      jobId: job.id,
      projectId: settings.projectId,
      status: shown.status,
      actor,
      runUrl: runUrl(),
      elapsedMs: clock.now() - started,
      prLink: shown.pr?.url ?? '',
      message: state.message,
      followUp,
      serverHost,
      turns,
      ownTurn: story.turn,
      origin: story.origin,
      linkBack: story.origin !== undefined
    }
  }

  /**
   * Shows the run's state in the tracking comment, when there is one to keep; true when there is
   * none or GitHub took it.
   */
  const showComment = async (phase: CommentPhase): Promise<boolean> => {
    if (!state.github || !settings.comment || issueNumber === undefined || !state.job) return true
    return state.github.show(issueNumber, viewOf(state.job, phase))
  }

  /**
   * After a job completed with a pull request: its branch for the outputs, the pr-* inputs, and
   * the link-back comment (unless the run's own comment is that comment).
   */
  const pullRequestWork = async (): Promise<void> => {
    const pr = state.job && state.confirmed ? parsePrLink(state.job.prLink) : undefined
    if (!pr || state.outcome !== 'completed') return
    const repo = currentRepo()
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
        ? { ...viewOf(state.job as AgentJob, state.outcome), origin, linkBack: true }
        : undefined
    // Loaded here: the pull request's code costs the start-up nothing (BENCHMARKS.md).
    const { pullRequestStep } = await import('./pull-request-step.js')
    state.pull = await pullRequestStep({ settings, pr, serverHost, bounds: githubBounds, linkBack })
  }

  try {
    // Which event, which instruction, and may its author use us?
    const plan = planFor(event, settings)
    if (!plan.act) {
      state.skipped = plan.reason
      return
    }
    issueNumber = plan.issueNumber
    if (plan.actor) actor = plan.actor.login
    // The GitHub side (comments, markers, permission) loads only on runs that need GitHub.
    if (needsGitHub(settings, plan)) {
      const { GitHubSide } = await import('../github/tracker.js')
      state.github = await GitHubSide.open(settings, plan, plainLogger, githubBounds)
    }
    if (plan.actor && state.github) {
      const verdict = await state.github.permission(plan.actor, settings.allowedUsers)
      log.info(line`Permission: ${verdict.why}`)
      if (!verdict.allowed) {
        state.skipped = verdict.why
        return
      }
    }

    let jobId = settings.jobId
    if (!jobId && plan.continueTracked && state.github && issueNumber !== undefined) {
      const found = await state.github.trackedComment(issueNumber, settings.projectId)
      if (found) {
        jobId = found.jobId
        story.earlier = decodeTurns(found.marker.turns)
        story.origin = found.marker.origin
        const kind = plan.requireMarker || story.origin ? 'Pull request' : 'Issue'
        log.info(line`${kind} #${issueNumber} tracks job ${jobId}: sending the text to it`)
        if (story.origin?.includes('#')) {
          const origin = await state.github.openOrigin(story.origin, jobId, settings.projectId)
          const theirs = decodeTurns(origin?.marker.turns)
          // Two comments tell the same story: the one that knows more turns is the newer.
          if (nextTurnNumber(theirs) > nextTurnNumber(story.earlier)) story.earlier = theirs
        }
      } else if (plan.requireMarker) {
        state.skipped = `pull request #${issueNumber} carries no comment with a verified marker of a job of project ${settings.projectId} (set 'pr-comment: true' on the run that opens it), so there is no job to send the text to; start one with '${settings.triggerPhrase} new …'`
        return
      }
    }
    followUp = Boolean(jobId && plan.instruction)
    // A follow-up goes to a job that has the issue already; a new job gets it as context.
    const prompt = followUp
      ? composePrompt(plan.instruction, plan.followUpContext ?? [])
      : composePrompt(plan.instruction, plan.context)
    if (!prompt && !jobId) {
      throw new SettingsError([
        `Set '${Inputs.Prompt}' or '${Inputs.PromptFile}' (the instruction for a new job), or '${Inputs.JobId}' (to message or wait for an existing job).`
      ])
    }
    if (!jobId || followUp) story.turn = jobId ? nextTurnNumber(story.earlier) : 1
    if (followUp && story.earlier.length === 0) story.turn = 2
    if (plan.reaction !== undefined && state.github) await state.github.react(plan.reaction)

    const call = { signal, deadline }
    const waitFor = (initial: AgentJob, afterMessage: boolean) =>
      waitForJob({
        getJob: (id, options) => client.getJob(id, options),
        initial,
        afterMessage,
        deadline,
        schedule: settings,
        clock,
        signal,
        log: plainLogger,
        onChange: (changed, confirmed) => {
          state.job = changed
          state.confirmed = confirmed
          // Not awaited: a slow GitHub must not hold the poll (updates queue in order).
          void showComment('working')
        }
      })
    const earlierWorking = story.earlier.some((turn) => turn.result === 'working')
    if (followUp && settings.comment && state.github && issueNumber !== undefined) {
      // Told before it is sent: another run that reads the comment now sees this turn at work
      // and waits for it (start.ts), instead of sending into it.
      await state.github.show(
        issueNumber,
        viewOf({ id: jobId, status: 'active', prLink: null }, 'working')
      )
    }
    const start = await group(line`Starting`, () =>
      startJob(
        { jobId, prompt, followUp, earlierWorking },
        client,
        call,
        (current, afterMessage) => waitFor(current, afterMessage),
        (seen) => (state.job = seen)
      )
    )
    let job: AgentJob = start.job
    if (!start.sent) {
      // The earlier turn did not end in time: nothing was sent, and the job shows that turn.
      state.outcome = start.end === 'timeout' ? 'timeout' : 'cancelled'
      state.timedOut = start.end === 'timeout'
      state.message =
        start.end === 'timeout'
          ? `Job ${job.id} was still working on an earlier turn at the timeout (${formatDuration(settings.timeoutMs)}); the follow-up was not sent.`
          : `The run was cancelled while job ${job.id} was working on an earlier turn; the follow-up was not sent.`
      if (start.end === 'cancelled' || settings.failOn.has('timeout')) fail(line`${state.message}`)
      else log.warning(line`${state.message}`)
      return
    }
    state.confirmed = !followUp
    log.info(line`Job ${job.id}: ${job.status ?? 'no status'}`)
    await showComment(settings.wait ? 'working' : 'started')

    let lastPollError: ApiError | undefined
    if (!settings.wait) {
      state.outcome = 'started'
    } else {
      const result = await group(
        line`Waiting for job ${job.id} (until ${formatDuration(settings.timeoutMs)} after the start)`,
        () => waitFor(job, followUp)
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
  } catch (error) {
    state.message = failureMessage(error, state.job, signal.aborted)
    if (signal.aborted) state.outcome = 'cancelled'
    fail(line`${state.message}`)
  } finally {
    githubBounds.deadline = Math.max(deadline, clock.now()) + REPORT_GRACE_MS
    if (state.skipped !== undefined) {
      log.notice(line`Skipped: ${state.skipped}. Nothing was sent to the service.`)
    }
    await pullRequestWork().catch((error: unknown) =>
      log.warning(
        line`Could not read or act on the pull request: ${error instanceof Error ? error.message : String(error)}`
      )
    )
    reportOutputs(state)
    const summary =
      state.skipped !== undefined
        ? noJobSummary('skipped', `${state.skipped}. Nothing was sent to the service.`)
        : state.job
          ? jobSummary({
              outcome: state.outcome ?? 'error',
              job: state.job,
              ...shownJob(state.job, state.confirmed),
              durationMs: clock.now() - started,
              message: state.message ?? '',
              serverHost
            })
          : noJobSummary('not-started', state.message ?? '')
    const failed = await writeSummary(summary)
    if (failed) log.warning(line`Could not write the job summary: ${failed.message}`)
    const shown = state.job
      ? await showComment(state.outcome ?? 'error').catch((error: unknown) => {
          log.warning(line`Could not update the tracking comment: ${String(error)}`)
          return false
        })
      : true
    // The post step finishes the comment only when this step could not.
    if (shown) saveState(State.Final, 'true')
  }
}

function hostOf(url: string | undefined): string | undefined {
  try {
    return url ? new URL(url).host.toLowerCase() : undefined
  } catch {
    return undefined
  }
}

function runUrl(): string | undefined {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repo, GITHUB_RUN_ID: id } = process.env
  return server && repo && id ? `${server}/${repo}/actions/runs/${id}` : undefined
}

function failureMessage(error: unknown, job: AgentJob | undefined, cancelled: boolean): string {
  const attach = job ? ` The job may still run: attach to it with job-id: ${job.id}.` : ''
  if (cancelled) {
    return job
      ? `The run was cancelled; job ${job.id} may still run. Attach to it with job-id: ${job.id}.`
      : 'The run was cancelled before the job was known; if a job was created, find it in the dashboard.'
  }
  if (error instanceof ApiError) {
    return job && error.operation === 'get-job'
      ? `Waiting for job ${job.id} failed: ${error.message}${attach}`
      : error.message
  }
  if (error instanceof SettingsError) return error.message
  // GitHub's errors, or a bug of ours: say so plainly, without a stack.
  const text = error instanceof Error ? error.message : String(error)
  return `${text.replace(/\.$/, '')}.${attach}`
}

function reportOutputs(state: RunState): void {
  const job = state.job ? jobOutputs(state.job, state.confirmed) : undefined
  const outputs: OutputValues = { ...job }
  outputs[Outputs.PrHeadRef] = state.pull?.headRef ?? ''
  outputs[Outputs.PrHeadSha] = state.pull?.headSha ?? ''
  outputs[Outputs.PrBaseRef] = state.pull?.baseRef ?? ''
  outputs[Outputs.TimedOut] = String(state.timedOut)
  outputs[Outputs.Skipped] = String(state.skipped !== undefined)
  if (state.github?.commentId !== undefined) {
    outputs[Outputs.CommentId] = String(state.github.commentId)
    outputs[Outputs.CommentUrl] = state.github.commentUrl ?? ''
  }
  if (job?.[Outputs.Job].cut) {
    log.warning(
      line`The job object is too large for the 'job' output; its known fields were kept, cut to size.`
    )
  }
  setOutputs(outputs)
}
