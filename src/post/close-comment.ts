/**
 * The post step's one job (post.ts runs it). The runner runs the post step after the job's steps,
 * also when the main step was cancelled or killed. When the main step could not finish its
 * tracking comment (it saves `final` once GitHub took the last view), the comment would say
 * "working" forever: show the final view the main step could not post, or, when it never got
 * that far, close the comment as cancelled. Every GitHub call is bounded, and the whole step by
 * BOUNDS.postStepMs: the post step must not hang the job either.
 */
import { systemClock, type Clock } from '../api/clock.js'
import { BOUNDS, type Bounds } from '../bounds.js'
import {
  commentBody,
  findTrackingComment,
  placeOf,
  tokenLogin,
  type CommentView
} from '../github/comment.js'
import { MarkerKey } from '../github/marker.js'
import { currentRepo, gitHubBounds, loadOctokit, type OctokitLoader } from '../github/octokit.js'
import { State } from '../github/state.js'
import { graceAfter } from '../signals.js'
import {
  addSecret,
  input as processInput,
  inputFrom,
  line,
  log,
  savedState as processState,
  savedStateFrom
} from '../sinks/index.js'

export interface PostDeps {
  clock: Clock
  bounds: Bounds
  /** The runner's variables: inputs, the main step's saved state, the repository, GitHub's API. */
  env: NodeJS.ProcessEnv
  loadOctokit: OctokitLoader
}

/** Closes the tracking comment if the main step could not; `cancel`: the runner's cancel. */
export async function closeComment(
  cancel: AbortSignal,
  given: Partial<PostDeps> = {}
): Promise<void> {
  const env = given.env ?? process.env
  const {
    clock,
    bounds,
    loadOctokit: load
  }: PostDeps = {
    clock: systemClock,
    bounds: BOUNDS,
    loadOctokit: (token, bounds) => loadOctokit(token, bounds, env),
    ...given,
    env
  }
  const input = given.env ? inputFrom(given.env) : processInput
  const savedState = given.env ? savedStateFrom(given.env) : processState
  const saved = savedState(State.CommentView)
  if (savedState(State.Final) === 'true' || !saved) return
  const repo = currentRepo(env)
  const token = input('github-token').trim()
  const apiKey = input('api-key').trim()
  if (!repo || !token || !apiKey) return
  addSecret(apiKey)
  addSecret(token)
  const view = JSON.parse(saved) as CommentView
  const issue = Number(savedState(State.IssueNumber))
  if (!Number.isSafeInteger(issue) || issue <= 0) return
  const octokit = await load(
    token,
    gitHubBounds(bounds, {
      signal: graceAfter(cancel, bounds.cancelGraceMs, clock),
      deadline: clock.now() + bounds.postStepMs,
      clock
    })
  )
  const markers = new MarkerKey(apiKey)
  let commentId = Number(savedState(State.CommentId))
  if (!commentId) {
    // The main step was stopped before it learnt the comment's id: find it by its marker.
    const login = await tokenLogin(octokit)
    const found = await findTrackingComment(octokit, repo, issue, markers, login, view.projectId)
    if (!found || found.jobId !== view.jobId) return
    commentId = found.id
  }
  const closed: CommentView =
    view.phase !== 'working' && view.phase !== 'queued'
      ? view
      : {
          ...view,
          phase: 'cancelled',
          message:
            'The step ended before the job was done (cancelled or stopped by the runner). The job may still run at the service.',
          // This run's turn (the last) ends as cancelled too.
          turns: view.turns?.map((turn, i, all) =>
            i === all.length - 1 && (turn.result === 'working' || turn.result === 'queued')
              ? { ...turn, result: 'cancelled' as const }
              : turn
          )
        }
  const body = commentBody(closed, markers, placeOf(repo, issue))
  await octokit.rest.issues.updateComment({ ...repo, comment_id: commentId, body })
  log.info(line`Updated tracking comment ${commentId}: the main step could not.`)
}
