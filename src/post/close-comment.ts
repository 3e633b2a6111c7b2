/**
 * The post step's tracking comment (post.ts runs it, beside the docs check's: close-check.ts). The runner runs the post step after the job's steps,
 * also when the main step was cancelled or killed. When the main step could not finish its
 * tracking comment (it saves `final` once GitHub took the last view), the comment would say
 * "working" forever: show the final view the main step could not post, or, when it never got
 * that far, close the comment as cancelled. Every GitHub call is bounded, and the whole step by
 * BOUNDS.postStepMs: the post step must not hang the job either.
 */
import { commentBody, type CommentView } from '../github/comment-render.js'
import { TrackingComment, tokenLogin } from '../github/comment.js'
import { findTrackingComment, placeOf } from '../github/find-comment.js'
import { withFacts } from '../github/ledger.js'
import { MarkerKey } from '../github/marker.js'
import { State, type SavedConversation } from '../github/state.js'
import { line, log } from '../sinks/index.js'
import { parsed, postStep, type PostDeps } from './post-step.js'

export type { PostDeps }

/** Closes the tracking comment if the main step could not; `cancel`: the runner's cancel. */
export async function closeComment(
  cancel: AbortSignal,
  given: Partial<PostDeps> = {}
): Promise<void> {
  const step = postStep(cancel, given)
  const { clock, repo, token, apiKey } = step
  const savedState = step.saved
  const view = parsed<CommentView>(savedState(State.CommentView))
  const home = parsed<SavedConversation>(savedState(State.Conversation))
  if (savedState(State.Final) === 'true' || !view || !home) return
  // The home comment in another repository was written with origin-token: not this step's.
  if (!repo || !token || !apiKey || home.repository !== `${repo.owner}/${repo.repo}`) return
  if (!Number.isSafeInteger(home.issueNumber) || home.issueNumber <= 0) return
  const octokit = await step.github()
  const markers = new MarkerKey(apiKey)
  let commentId = Number(savedState(State.CommentId))
  if (!commentId) {
    // The main step was stopped before it learnt the comment's id: find it by its marker.
    const login = await tokenLogin(octokit)
    const found = await findTrackingComment(octokit, repo, home.issueNumber, markers, {
      login,
      jobId: home.jobId
    })
    if (!found) return
    commentId = found.id
  }
  // What the main step last knew: the comment, deleted, is made again with it.
  const comment = new TrackingComment(octokit, repo, home.issueNumber, markers, log, clock, {
    id: commentId,
    ...(typeof home.ledger === 'string' ? { turns: home.ledger } : {})
  })
  const closing = view.phase === 'working'
  const closed: CommentView = !closing
    ? view
    : {
        ...view,
        phase: 'cancelled',
        message:
          'The step ended before the job was done (cancelled or stopped by the runner). The job may still run at the service.'
      }
  const place = placeOf(repo, home.issueNumber)
  // This run's turns still at work end as cancelled.
  const turns = home.turns.map((turn) =>
    closing && turn.result === 'working' ? { ...turn, result: 'cancelled' as const } : turn
  )
  // Read first (unread, nothing is written): what other runs recorded since stays, this run's
  // facts are put on as the main step would, and its claim is given up. A run that neither holds
  // the claim nor sent a turn has nothing to close: left alone.
  const write = () =>
    comment.write(
      home.jobId,
      (ledger) =>
        turns.length || home.withdrawn?.length || ledger.claim?.id === home.claim
          ? withFacts(ledger, { ...home, turns }, home.claim)
          : undefined,
      (ledger) => commentBody({ ...closed, ledger, home: place }, markers, place, ledger)
    )
  let written = await write()
  // The last write of the run: a rate limit that ends within the step is waited out, and the
  // comment read and written again then (an edit is never sent again as it was: comment.ts).
  const retryAt = comment.retryAt
  if (!written && retryAt !== undefined && retryAt < step.deadline) {
    const wait = clock.sleep(Math.max(0, retryAt - clock.now()), cancel)
    written = await wait.then(write, () => undefined)
  }
  if (written) log.info(line`Updated tracking comment ${commentId}: the main step could not.`)
  else
    log.warning(
      line`Could not update tracking comment ${commentId}: it may still show the run at work.`
    )
}
