/**
 * What a run shows in its tracking comments: the job's home comment, written through its
 * conversation (its ledger read first, this run's facts put on it), and, when the home is
 * elsewhere (a pull request's job that came from an issue), the pull request's own comment,
 * which shows the run and points at the home. Writes run one after another, the latest view
 * winning: a view that a later one overtook while it waited behind a slow write is not written
 * at all, so a slow GitHub gets one write per wait, not one per change. What the post step needs
 * to close the comment is saved before each write.
 */
import { commentBody, type CommentView } from '../github/comment-render.js'
import { placeOf } from '../github/find-comment.js'
import type { TrackingComment } from '../github/comment.js'
import type { Conversation } from '../github/conversation.js'
import { encodeLedger, shownCopy, type Ledger } from '../github/ledger.js'
import type { MarkerKey } from '../github/marker.js'
import { State, type SavedConversation } from '../github/state.js'
import { saveState } from '../sinks/index.js'

export class RunComments {
  private updates: Promise<unknown> = Promise.resolve()
  private latest?: CommentView

  constructor(
    readonly conversation: Conversation,
    private readonly markers: MarkerKey,
    /** The comment on the run's own issue, when the home is elsewhere; `origin` is the home. */
    readonly display?: { comment: TrackingComment; origin: string }
  ) {}

  /** The comment the run shows itself in (the `comment-id` output). */
  get own(): TrackingComment {
    return this.display?.comment ?? this.conversation.home
  }

  /** Shows `view`; true when GitHub took it (false also when a later view overtook it). */
  show(view: CommentView): Promise<boolean> {
    this.latest = view
    const shown = this.updates.then(async () => {
      if (this.latest !== view) return false
      return this.write(view)
    })
    this.updates = shown.catch(() => false)
    return shown
  }

  private async write(view: CommentView): Promise<boolean> {
    const { conversation, markers, display } = this
    const home = conversation.home
    const homePlace = placeOf(home.repo, home.issueNumber)
    const homeView = this.homeView(view)
    const full = (ledger: Ledger): CommentView => ({ ...homeView, ledger, home: homePlace })
    // Saved first: a step killed between GitHub making the comment and this step learning its
    // id still leaves the post step enough to find it by its marker.
    saveState(State.CommentView, JSON.stringify(homeView))
    saveState(State.Conversation, JSON.stringify(this.saved()))
    const written = await home.write(conversation.jobId, conversation.apply, (ledger) =>
      commentBody(full(ledger), markers, homePlace, ledger)
    )
    if (home.id !== undefined) saveState(State.CommentId, String(home.id))
    if (conversation.holding) conversation.started()
    if (!display) return written !== undefined
    const { comment, origin } = display
    const place = placeOf(comment.repo, comment.issueNumber)
    // A copy of the home's ledger, to show: its turns are counted at the home.
    const copy = shownCopy(conversation.current)
    const shown = await comment.write(
      conversation.jobId,
      () => copy,
      (ledger) => commentBody({ ...full(ledger), linkBack: true, origin }, markers, place, ledger)
    )
    return shown !== undefined && written !== undefined
  }

  /** The home comment's repository, `owner/repo`. */
  get homeRepository(): string {
    const { repo } = this.conversation.home
    return `${repo.owner}/${repo.repo}`
  }

  /** The whole home comment for `view` with `ledger`. */
  homeBody(view: CommentView, ledger: Ledger): string {
    const home = this.conversation.home
    const place = placeOf(home.repo, home.issueNumber)
    return commentBody({ ...this.homeView(view), ledger, home: place }, this.markers, place, ledger)
  }

  /**
   * The home is where the job came from, an issue or a code pull request (as GitHub said when it
   * was read), whatever the run's own event: not the origin a pull request's comment names.
   */
  private homeView(view: CommentView): CommentView {
    const onPullRequest = this.conversation.home.onPullRequest ?? view.onPullRequest
    return this.display ? { ...view, origin: undefined, onPullRequest } : { ...view, onPullRequest }
  }

  private saved(): SavedConversation {
    const { conversation } = this
    const home = conversation.home
    return {
      repository: `${home.repo.owner}/${home.repo.repo}`,
      issueNumber: home.issueNumber,
      jobId: conversation.jobId,
      claim: conversation.me.id,
      ...conversation.facts,
      ledger: encodeLedger(conversation.current)
    }
  }
}
