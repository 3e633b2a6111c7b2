/**
 * The agent action: read the settings, start a job (or message one, or attach to one), wait until
 * it is terminal, then report: outputs, job summary, and the step's verdict. Outputs and summary
 * are written whatever happens, failures and cancellation included.
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
    if (!settings.prompt && !settings.jobId) {
      throw new SettingsError([
        `Set '${Inputs.Prompt}' or '${Inputs.PromptFile}' (the instruction for a new job), or '${Inputs.JobId}' (to message or wait for an existing job).`
      ])
    }
  } catch (error) {
    core.setFailed(clean(error instanceof Error ? error.message : String(error)))
    return
  }

  const cancel = abortOnSignals((signal) =>
    core.warning(`Received ${signal}: stopping the wait and reporting what is known.`)
  )
  const signal = cancel.signal
  const client = new DocsApiClient({
    apiKey: settings.apiKey,
    projectId: settings.projectId,
    baseUrl: settings.apiUrl,
    clock,
    logger: { debug: (m) => core.debug(clean(m)), info: (m) => core.info(clean(m)) }
  })
  const state: RunState = { confirmed: true, timedOut: false }

  try {
    const afterMessage = Boolean(settings.jobId && settings.prompt)
    state.confirmed = !afterMessage
    let job: AgentJob = await core.group('Starting', async () => {
      if (afterMessage) {
        core.info(`Sending a follow-up message (${settings.promptSource}) to job ${settings.jobId}`)
        state.job = await client.sendMessage(settings.jobId, settings.prompt, { signal })
      } else if (settings.jobId) {
        core.info(`Attaching to job ${settings.jobId}`)
        state.job = await client.getJob(settings.jobId, { signal })
      } else {
        core.info(`Creating a job in project ${settings.projectId} (${settings.promptSource})`)
        state.job = await client.createJob(settings.prompt, { signal })
      }
      core.info(`Job ${state.job.id}: ${state.job.status ?? 'no status'}`)
      return state.job
    })

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
            afterMessage,
            deadline,
            schedule: settings,
            clock,
            signal,
            log: { info: (m) => core.info(clean(m)), warning: (m) => core.warning(clean(m)) }
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
    const outputs = reportOutputs(state, clean)
    await writeSummary(state, outputs, clock.now() - started, clean)
  }
}

/** The key, and the forms in which it could be echoed, are masked in every log line. */
function maskSecret(secret: string): void {
  if (!secret) return
  core.setSecret(secret)
  const encoded = encodeURIComponent(secret)
  if (encoded !== secret) core.setSecret(encoded)
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
  // Not an error of the service: a bug of ours. Say so plainly, without a stack.
  const text = error instanceof Error ? error.message : String(error)
  return `Unexpected error: ${text}.${attach}`
}

function reportOutputs(state: RunState, clean: (text: string) => string): OutputValues {
  const outputs: OutputValues = state.job ? jobOutputs(state.job, state.confirmed) : {}
  outputs[Outputs.TimedOut] = String(state.timedOut)
  outputs[Outputs.Skipped] = 'false'
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
    if (state.job) {
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
