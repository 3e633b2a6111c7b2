/**
 * The agent action: read the settings and the event, decide whether the event is for us (and
 * whether its author may use us), start a job (or message one, or attach to one), wait until it
 * is terminal, then report: outputs, job summary, tracking comment, and the step's verdict.
 * Outputs and summary are written whatever happens, failures and cancellation included.
 */
import * as core from '@actions/core'
import {
  ApiError,
  DocsApiClient,
  redact,
  systemClock,
  type AgentJob,
  type Clock
} from '../api/index.js'
import { formatDuration } from '../duration.js'
import { escapeHtml } from '../html.js'
import type { CommentPhase } from '../github/comment.js'
import { readEvent } from '../github/event.js'
import { GitHubSide, State } from '../github/tracker.js'
import { planFor } from '../github/trigger.js'
import { composePrompt } from '../github/untrusted.js'
import { abortOnSignals } from '../signals.js'
import { Inputs, Outputs } from './constants.js'
import { outcomeOf, verdictOf, type Outcome } from './outcome.js'
import { jobOutputs, type OutputValues } from './outputs.js'
import { SettingsError, readSettings, type AgentSettings } from './settings.js'
import { summaryContent } from './summary.js'
import { waitForJob } from './wait.js'

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
}

export async function run(clock: Clock = systemClock): Promise<void> {
  const started = clock.now()
  const apiKey = core.getInput(Inputs.ApiKey).trim()
  maskSecret(apiKey)
  const secrets = [apiKey]
  const clean = (text: string): string => redact(text, secrets)

  let settings: AgentSettings
  try {
    settings = readSettings((name) => core.getInput(name), {
      workspace: process.env.GITHUB_WORKSPACE ?? process.cwd()
    })
  } catch (error) {
    core.setFailed(clean(error instanceof Error ? error.message : String(error)))
    return
  }

  const cancel = abortOnSignals((signal) =>
    core.warning(`Received ${signal}: stopping the wait and reporting what is known.`)
  )
  const signal = cancel.signal
  const log = {
    debug: (m: string) => core.debug(clean(m)),
    info: (m: string) => core.info(clean(m)),
    warning: (m: string) => core.warning(clean(m))
  }
  const client = new DocsApiClient({
    apiKey: settings.apiKey,
    projectId: settings.projectId,
    baseUrl: settings.apiUrl,
    clock,
    logger: log
  })
  const state: RunState = { confirmed: true, timedOut: false }
  const event = readEvent()
  let issueNumber: number | undefined
  let actor: string | undefined = process.env.GITHUB_TRIGGERING_ACTOR || process.env.GITHUB_ACTOR
  let followUp = false

  /** Shows the run's state in the tracking comment, when there is one to keep. */
  const showComment = async (phase: CommentPhase): Promise<void> => {
    if (!state.github || !settings.comment || issueNumber === undefined || !state.job) return
    const outputs = jobOutputs(state.job, state.confirmed)
    await state.github.show(issueNumber, {
      phase,
      jobId: state.job.id,
      projectId: settings.projectId,
      status: outputs.status ?? '',
      actor,
      runUrl: runUrl(),
      elapsedMs: clock.now() - started,
      prLink: outputs[Outputs.PrLink],
      message: state.message ? clean(state.message) : undefined,
      followUp
    })
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
    state.github = await GitHubSide.open(settings, plan, log)
    if (plan.actor && state.github) {
      const verdict = await state.github.permission(plan.actor, settings.allowedUsers)
      core.info(`Permission: ${verdict.why}`)
      if (!verdict.allowed) {
        state.skipped = verdict.why
        return
      }
    }

    let jobId = settings.jobId
    if (!jobId && plan.continueTracked && state.github && issueNumber !== undefined) {
      jobId = (await state.github.trackedJob(issueNumber, settings.projectId)) ?? ''
      if (jobId) core.info(`Issue #${issueNumber} tracks job ${jobId}: sending the comment to it`)
    }
    followUp = Boolean(jobId && plan.instruction)
    // A follow-up goes to a job that has the issue already; a new job gets it as context.
    const prompt = followUp ? plan.instruction : composePrompt(plan.instruction, plan.context)
    if (!prompt && !jobId) {
      throw new SettingsError([
        `Set '${Inputs.Prompt}' or '${Inputs.PromptFile}' (the instruction for a new job), or '${Inputs.JobId}' (to message or wait for an existing job).`
      ])
    }
    if (plan.commentId !== undefined && state.github) await state.github.react(plan.commentId)

    state.confirmed = !followUp
    let job: AgentJob = await core.group('Starting', async () => {
      if (followUp) {
        core.info(`Sending a follow-up message to job ${jobId}`)
        state.job = await client.sendMessage(jobId, prompt, { signal })
      } else if (jobId) {
        core.info(`Attaching to job ${jobId}`)
        state.job = await client.getJob(jobId, { signal })
      } else {
        core.info(`Creating a job in project ${settings.projectId}`)
        state.job = await client.createJob(prompt, { signal })
      }
      core.info(`Job ${state.job.id}: ${state.job.status ?? 'no status'}`)
      return state.job
    })
    await showComment(settings.wait ? 'working' : 'started')

    if (!settings.wait) {
      state.outcome = 'started'
    } else {
      const deadline = clock.now() + settings.timeoutMs
      const result = await core.group(
        `Waiting for job ${job.id} (up to ${formatDuration(settings.timeoutMs)})`,
        () =>
          waitForJob({
            getJob: (id, call) => client.getJob(id, call),
            initial: job,
            afterMessage: followUp,
            deadline,
            schedule: settings,
            clock,
            signal,
            log,
            onChange: async (changed, confirmed) => {
              state.job = changed
              state.confirmed = confirmed
              await showComment('working')
            }
          })
      )
      core.debug(`Polled ${result.polls} times`)
      job = state.job = result.job
      state.confirmed = result.confirmed
      state.timedOut = result.end === 'timeout'
      state.outcome = outcomeOf(result)
    }

    const verdict = verdictOf(
      state.outcome,
      job,
      settings.failOn,
      formatDuration(settings.timeoutMs)
    )
    state.message = verdict.message
    if (verdict.fail) core.setFailed(clean(verdict.message))
    else if (verdict.level === 'warning') core.warning(clean(verdict.message))
    else core.info(clean(verdict.message))
  } catch (error) {
    state.message = failureMessage(error, state.job, signal.aborted)
    if (signal.aborted) state.outcome = 'cancelled'
    core.setFailed(clean(state.message))
  } finally {
    if (state.skipped !== undefined) {
      core.notice(clean(`Skipped: ${state.skipped}. Nothing was sent to the service.`))
    }
    const outputs = reportOutputs(state, clean)
    await writeSummary(state, outputs, clock.now() - started, clean)
    if (state.job) {
      await showComment(state.outcome ?? 'error').catch((error: unknown) =>
        log.warning(`Could not update the tracking comment: ${String(error)}`)
      )
    }
    // The post step closes the comment only when this step could not.
    core.saveState(State.Final, 'true')
  }
}

/** The key, and the forms in which it could be echoed, are masked in every log line. */
function maskSecret(secret: string): void {
  if (!secret) return
  core.setSecret(secret)
  const encoded = encodeURIComponent(secret)
  if (encoded !== secret) core.setSecret(encoded)
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

function reportOutputs(state: RunState, clean: (text: string) => string): OutputValues {
  const outputs: OutputValues = state.job ? jobOutputs(state.job, state.confirmed) : {}
  outputs[Outputs.TimedOut] = String(state.timedOut)
  outputs[Outputs.Skipped] = String(state.skipped !== undefined)
  if (state.github?.commentId !== undefined) {
    outputs[Outputs.CommentId] = String(state.github.commentId)
    outputs[Outputs.CommentUrl] = state.github.commentUrl ?? ''
  }
  for (const [name, value] of Object.entries(outputs)) core.setOutput(name, clean(value))
  return outputs
}

async function writeSummary(
  state: RunState,
  outputs: OutputValues,
  durationMs: number,
  clean: (text: string) => string
): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return
  try {
    if (state.skipped !== undefined) {
      core.summary
        .addHeading('⏭️ Docs agent skipped', 3)
        .addRaw(
          `<p>${escapeHtml(clean(state.skipped))}. Nothing was sent to the service.</p>`,
          true
        )
    } else if (state.job) {
      const content = summaryContent(
        state.outcome ?? 'error',
        outputs,
        state.job,
        durationMs,
        state.message ?? ''
      )
      core.summary
        .addHeading(content.title, 3)
        .addTable(content.rows.map(([name, value]) => [{ data: name, header: true }, clean(value)]))
        .addRaw(`<p>${clean(content.message)}</p>`, true)
    } else {
      core.summary
        .addHeading('❌ Docs agent job not started', 3)
        .addRaw(`<p>${escapeHtml(clean(state.message ?? ''))}</p>`, true)
    }
    await core.summary.write()
  } catch (error) {
    core.warning(`Could not write the job summary: ${clean(String(error))}`)
  }
}
