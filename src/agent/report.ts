/**
 * What a run knows when it ends, and the parts of its final report that need no GitHub: outputs,
 * the job summary's content, the message a failure ends with, and the places on the workflow's
 * GitHub it names. The report is written whatever happens, failures and cancellation included.
 */
import { ApiError, type AgentJob } from '../api/index.js'
import { currentRepo } from '../github/octokit.js'
import type { TrackingComment } from '../github/comment.js'
import type { GitHubSide } from '../github/tracker.js'
import type { PullDetails } from '../github/pull.js'
import { line, log, redact, setOutputs, type Html } from '../sinks/index.js'
import { Outputs } from './constants.js'
import { nextStep, type Outcome } from './outcome.js'
import { jobOutputs, shownJob, type OutputValues } from './outputs.js'
import { SettingsError } from './settings.js'
import { dryRunSummary, jobSummary, noJobSummary, type TriggerView } from './summary.js'

/** `text` cut to at most `maxBytes` of UTF-8, never inside a character. */
function cutUtf8(text: string, maxBytes: number): string {
  const bytes = Buffer.from(text, 'utf8')
  if (bytes.length <= maxBytes) return text
  return bytes
    .subarray(0, maxBytes)
    .toString('utf8')
    .replace(/\uFFFD$/, '')
}

/** What the run knows so far; reported however the run ends. */
export interface RunState {
  job?: AgentJob
  /** The job shows this turn (false right after a follow-up; see TurnGuard). */
  confirmed: boolean
  outcome?: Outcome
  message?: string
  timedOut: boolean
  skipped?: string
  /** Skipped because the change needs no docs (the docs check passes). */
  noDocs?: boolean
  /** Skipped because the job has had the turns `max-turns` allows (the docs check fails). */
  turnsSpent?: boolean
  github?: GitHubSide
  /** The tracking comment the run shows itself in (the `comment-id` output). */
  comment?: TrackingComment
  /** The pull request's branch and commit, read once the job completed with one. */
  pull?: PullDetails
  /** GitHub showed the job's pull request is not the agent's (the docs check does not pass it). */
  notTheAgents?: true
  /** Who or what started the run, for the summary. */
  trigger?: TriggerView
  /** The prompt as sent (none for an attach). */
  instruction?: string
  /** This run's turn of the job, when known. */
  turn?: number
  followUp?: boolean
  /** Said with the run's message in its comment and summary (why a new job started). */
  note?: string
  /** Where a comment steers the job: the commands to go on (the summary shows them as code). */
  goOn?: { phrase: string; turnsUsed: boolean }
  /** `dry-run`: what would have been sent, and to which job ('' for a new one). */
  dryRun?: { jobId: string; prompt: string }
}

/** The `prompt` output's bound, like the `job` output's. */
const MAX_PROMPT_OUTPUT = 64 * 1024

/** Where the run's report is written from: the host its links are on, how long it took. */
export interface ReportContext {
  serverHost: string
  durationMs: number
}

export function reportOutputs(state: RunState, context: ReportContext): void {
  const job = state.job ? jobOutputs(state.job, state.confirmed) : undefined
  const outputs: OutputValues = { ...job }
  outputs[Outputs.PrHeadRef] = state.pull?.headRef ?? ''
  outputs[Outputs.PrHeadSha] = state.pull?.headSha ?? ''
  outputs[Outputs.PrBaseRef] = state.pull?.baseRef ?? ''
  outputs[Outputs.TimedOut] = String(state.timedOut)
  outputs[Outputs.Skipped] = String(state.skipped !== undefined)
  outputs[Outputs.Duration] = String(Math.round(context.durationMs / 1000))
  // Redacted before it is cut (§4.9): a cut inside a secret would leave a piece too short to know.
  if (state.dryRun) {
    outputs[Outputs.Prompt] = { text: cutUtf8(redact(state.dryRun.prompt), MAX_PROMPT_OUTPUT) }
  }
  Object.assign(outputs, commentOutputs(state, context.serverHost))
  if (job?.[Outputs.Job].cut) {
    log.warning(
      line`The job object is too large for the 'job' output; its known fields were kept, cut to size.`
    )
  }
  setOutputs(outputs)
}

/** `comment-id` and `comment-url`, once the tracking comment exists. */
export function commentOutputs(state: RunState, serverHost: string): OutputValues {
  const id = state.comment?.id
  if (id === undefined || !state.comment) return {}
  return {
    [Outputs.CommentId]: String(id),
    [Outputs.CommentUrl]: commentUrlOn(state.comment, serverHost) ?? ''
  }
}

/** The job summary for the run's end. */
export function summaryOf(state: RunState, { durationMs, serverHost }: ReportContext): Html {
  if (state.skipped !== undefined) {
    const note = state.note ? ` ${state.note}` : ''
    return noJobSummary('skipped', `${state.skipped}. Nothing was sent to the service.${note}`)
  }
  if (state.dryRun) return dryRunSummary(state.dryRun)
  if (!state.job) return noJobSummary('not-started', state.message ?? '')
  return jobSummary({
    outcome: state.outcome ?? 'error',
    job: state.job,
    ...shownJob(state.job, state.confirmed),
    durationMs,
    waited: state.outcome !== 'started',
    message: state.message ?? '',
    note: state.note,
    goOn: state.goOn,
    serverHost,
    trigger: state.trigger,
    instruction: state.instruction,
    turn: state.turn,
    followUp: state.followUp,
    commentUrl: state.comment && commentUrlOn(state.comment, serverHost)
  })
}

export function failureMessage(
  error: unknown,
  job: AgentJob | undefined,
  cancelled: boolean,
  /** `trigger-phrase`, where a comment steers the job: how to go on is said with it. */
  phrase?: string,
  /** The job has had the turns `max-turns` allows (nextStep). */
  turnsUsed = false
): string {
  // Where a comment steers the job (an issue, a pull request), its reader goes on with one: the
  // workflow's inputs are not theirs to set.
  const goOn = job && phrase ? nextStep('cancelled', job.id, phrase, turnsUsed) : undefined
  const attach = job
    ? ` ${goOn ?? `The job may still run: attach to it with job-id: ${job.id}.`}`
    : ''
  if (cancelled) {
    return job
      ? `The run was cancelled; job ${job.id} may still run. ${goOn ?? `Attach to it with job-id: ${job.id}.`}`
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

/**
 * A tracking comment's URL, rebuilt from its parts on the workflow's GitHub (`serverHost`), not
 * taken from GitHub's answer.
 */
export function commentUrlOn(comment: TrackingComment, serverHost: string): string | undefined {
  if (comment.id === undefined) return undefined
  const { owner, repo } = comment.repo
  return `https://${serverHost}/${owner}/${repo}/issues/${comment.issueNumber}#issuecomment-${comment.id}`
}

export function hostOf(url: string | undefined): string | undefined {
  try {
    return url ? new URL(url).host.toLowerCase() : undefined
  } catch {
    return undefined
  }
}

export function runUrl(env: NodeJS.ProcessEnv): string | undefined {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repo, GITHUB_RUN_ID: id } = env
  return server && repo && id ? `${server}/${repo}/actions/runs/${id}` : undefined
}

/** Who or what started the run, with the issue or pull request it is about as our link. */
export function triggerOf(
  env: NodeJS.ProcessEnv,
  serverHost: string,
  actor: string | undefined,
  issueNumber: number | undefined
): TriggerView {
  const repo = currentRepo(env)
  const link =
    repo && issueNumber !== undefined
      ? {
          label: `${repo.owner}/${repo.repo}#${issueNumber}`,
          url: `https://${serverHost}/${repo.owner}/${repo.repo}/issues/${issueNumber}`
        }
      : undefined
  return { actor, event: env.GITHUB_EVENT_NAME || 'unknown', link }
}
