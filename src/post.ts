// Entry of the agent action's post step (dist/post/index.js). The runner runs it after the job's
// steps, also when the main step was cancelled or killed. When the main step could not finish
// its tracking comment (it saves `final` once GitHub took the last view), the comment would say
// "working" forever: show the final view the main step could not post, or, when it never got
// that far, close the comment as cancelled.
// Every GitHub call is bounded: the post step must not hang the job either.
import {
  commentBody,
  findTrackingComment,
  placeOf,
  tokenLogin,
  type CommentView
} from './github/comment.js'
import { MarkerKey } from './github/marker.js'
import { currentRepo, loadOctokit } from './github/octokit.js'
import { State } from './github/tracker.js'
import { abortOnSignals, graceAfter } from './signals.js'
import { addSecret, input, line, log, savedState } from './sinks/index.js'

/** The whole post step, GitHub calls included, ends within this. */
const POST_TIMEOUT_MS = 20_000

async function closeComment(signal: AbortSignal): Promise<void> {
  const saved = savedState(State.CommentView)
  if (savedState(State.Final) === 'true' || !saved) return
  const repo = currentRepo()
  const token = input('github-token').trim()
  const apiKey = input('api-key').trim()
  if (!repo || !token || !apiKey) return
  addSecret(apiKey)
  addSecret(token)
  const view = JSON.parse(saved) as CommentView
  const issue = Number(savedState(State.IssueNumber))
  if (!Number.isSafeInteger(issue) || issue <= 0) return
  const octokit = await loadOctokit(token, { signal, deadline: Date.now() + POST_TIMEOUT_MS })
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
    view.phase !== 'working'
      ? view
      : {
          ...view,
          phase: 'cancelled',
          message:
            'The step ended before the job was done (cancelled or stopped by the runner). The job may still run at the service.',
          // This run's turn (the last) ends as cancelled too.
          turns: view.turns?.map((turn, i, all) =>
            i === all.length - 1 && turn.result === 'working'
              ? { ...turn, result: 'cancelled' as const }
              : turn
          )
        }
  const body = commentBody(closed, markers, placeOf(repo, issue))
  await octokit.rest.issues.updateComment({ ...repo, comment_id: commentId, body })
  log.info(line`Updated tracking comment ${commentId}: the main step could not.`)
}

const cancel = abortOnSignals()
try {
  await closeComment(graceAfter(cancel.signal, 3000))
} catch (error) {
  log.warning(
    line`Could not close the tracking comment: ${error instanceof Error ? error.message : String(error)}`
  )
}
process.exit()
