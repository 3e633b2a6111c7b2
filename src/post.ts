// Entry of the agent action's post step (dist/post/index.js). The runner runs it after the job's
// steps, also when the main step was cancelled or killed. When the main step could not finish
// its tracking comment (it saves `final` last), the comment would say "working" forever: close it.
import * as core from '@actions/core'
import {
  findTrackingComment,
  renderComment,
  tokenLogin,
  type CommentView
} from './github/comment.js'
import { currentRepo, loadOctokit } from './github/octokit.js'
import { State } from './github/tracker.js'

async function closeComment(): Promise<void> {
  const saved = core.getState(State.CommentView)
  if (core.getState(State.Final) === 'true' || !saved) return
  const repo = currentRepo()
  const token = core.getInput('github-token')
  if (!repo || !token) return
  const view = JSON.parse(saved) as CommentView
  const octokit = await loadOctokit(token)
  let commentId = Number(core.getState(State.CommentId))
  if (!commentId) {
    // The main step was stopped before it learnt the comment's id: find it by its marker.
    const issue = Number(core.getState(State.IssueNumber))
    const login = await tokenLogin(octokit)
    const found = await findTrackingComment(octokit, repo, issue, login, view.projectId)
    if (!found || found.jobId !== view.jobId) return
    commentId = found.id
  }
  const body = renderComment({
    ...view,
    phase: 'cancelled',
    message:
      'The step ended before the job was done (cancelled or stopped by the runner). The job may still run at the service.'
  })
  await octokit.rest.issues.updateComment({ ...repo, comment_id: commentId, body })
  core.info(`Closed tracking comment ${commentId}: the main step ended early.`)
}

try {
  await closeComment()
} catch (error) {
  core.warning(
    `Could not close the tracking comment: ${error instanceof Error ? error.message : String(error)}`
  )
}
process.exit()
