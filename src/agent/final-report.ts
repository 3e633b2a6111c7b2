/**
 * A run's final report, whatever happened: a follow-up that could not send said as it ended,
 * the pull request's work, outputs, the job summary, the claim given up, and the comment's final
 * view. Run within BOUNDS.reportGraceMs past the deadline (phases.ts moves GitHub's deadline).
 */
import type { AgentJob } from '../api/index.js'
import type { CommentPhase } from '../github/phase.js'
import { currentRepo, type GitHubBounds } from '../github/octokit.js'
import { State } from '../github/state.js'
import { parsePrLink } from '../pull-request.js'
import { line, log, saveState, setOutputs, writeSummary } from '../sinks/index.js'
import type { CommentView } from '../github/comment-render.js'
import type { RunComments } from './comments.js'
import type { RunDeps } from './deps.js'
import { commentOutputs, reportOutputs, summaryOf, type RunState } from './report.js'
import type { AgentSettings } from './settings.js'
import type { TrackedJob } from './tracked-job.js'
import type { Turns } from './turns.js'
import type { RunCheck } from './run-check.js'
import type { RunPairing } from './run-pairing.js'
import type { Reactions } from './reactions.js'

/** What of the run its report reads (AgentRun). */
export interface ReportingRun {
  readonly state: RunState
  readonly settings: AgentSettings
  readonly deps: RunDeps
  readonly github: GitHubBounds
  readonly serverHost: string
  readonly started: number
  readonly reactions: Reactions
  readonly issueNumber?: number
  readonly job: TrackedJob
  readonly comments?: RunComments
  readonly turns: Turns
  readonly check?: RunCheck
  readonly pairing?: RunPairing
  viewOf(job: AgentJob, phase: CommentPhase): CommentView
  showComment(phase: CommentPhase): Promise<boolean>
}

export async function finalReport(run: ReportingRun): Promise<void> {
  const { state, deps } = run
  await run.turns.unsentEnd()
  if (state.skipped !== undefined) {
    log.notice(line`Skipped: ${state.skipped}. Nothing was sent to the service.`)
  }
  await pullRequestWork(run).catch((error: unknown) =>
    log.warning(
      line`Could not read or act on the pull request: ${error instanceof Error ? error.message : String(error)}`
    )
  )
  // Before the summary: what became of the docs pull request is said there.
  await run.pairing
    ?.end(run)
    .catch((error: unknown) =>
      log.warning(
        line`Could not act on the docs pull request: ${error instanceof Error ? error.message : String(error)}`
      )
    )
  const context = { serverHost: run.serverHost, durationMs: deps.clock.now() - run.started }
  reportOutputs(state, context)
  const failed = await writeSummary(summaryOf(state, context))
  if (failed) log.warning(line`Could not write the job summary: ${failed.message}`)
  const commentBefore = state.comment?.id
  const conversation = run.comments?.conversation
  // A claim is given up with the last write: no run waits for one that holds no more.
  const holding = conversation?.holding === true
  conversation?.release()
  const phase = state.outcome ?? 'error'
  run.turns.at(phase, state.job)
  state.job ??= holding && conversation ? { id: conversation.jobId } : undefined
  const shown = state.job
    ? await run.showComment(phase).catch((error: unknown) => {
        log.warning(line`Could not update the tracking comment: ${String(error)}`)
        return false
      })
    : true
  // A comment first made by the final update: its outputs, written before it existed.
  if (state.comment?.id !== commentBefore) setOutputs(commentOutputs(state, run.serverHost))
  // The post step finishes the comment only when this step could not.
  if (shown) saveState(State.Final, 'true')
  // After the comment: after a cancel, the grace is the comment's first; a 👀 comes last.
  await run.check?.end(state)
  await run.reactions.settle(deps.clock, deps.bounds.reactionsGraceMs)
}

/**
 * After a job completed with a pull request: its branch for the outputs, the pr-* inputs, and
 * the link-back comment (unless the run's own comments are that comment).
 */
async function pullRequestWork(run: ReportingRun): Promise<void> {
  const { state, settings, issueNumber } = run
  const pr = state.job && state.confirmed ? parsePrLink(state.job.prLink) : undefined
  if (!pr || state.outcome !== 'completed') return
  const repo = currentRepo(run.deps.env)
  const ownIsLinkBack =
    run.job.origin !== undefined ||
    (repo !== undefined &&
      issueNumber === pr.number &&
      `${repo.owner}/${repo.repo}`.toLowerCase() === pr.repository.toLowerCase())
  const origin = repo
    ? `${repo.owner}/${repo.repo}${issueNumber !== undefined ? `#${issueNumber}` : ''}`
    : undefined
  const linkBack =
    settings.pr.comment && !ownIsLinkBack && origin
      ? {
          ...run.viewOf(state.job as AgentJob, state.outcome),
          origin,
          linkBack: true,
          // pr-comment's marker is there for reviews of the pull request to steer the job.
          phrase: run.settings.triggerPhrase
        }
      : undefined
  // Loaded here: the pull request's code costs the start-up nothing (BENCHMARKS.md).
  const { pullRequestStep } = await import('./pull-request-step.js')
  state.pull = await pullRequestStep({
    settings,
    pr,
    source: state.job?.source?.repository,
    serverHost: run.serverHost,
    bounds: run.github,
    loadOctokit: run.deps.loadOctokit,
    linkBack: linkBack && run.turns.linkBackOf(linkBack),
    waitingLabel: run.pairing?.waitingLabel,
    onNotTheAgents: () => (state.notTheAgents = true)
  })
}
