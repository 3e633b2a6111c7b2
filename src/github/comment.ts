/**
 * The tracking comment (contract §4.6): one comment per job on the issue or pull request, created
 * when the job starts and edited in place at each change and at the end, never a second one. It
 * carries a hidden marker with the job id so a later run (a `/docs-agent` follow-up) finds it.
 * What it says is rendered in comment-render.ts; here is how it is found, written, and merged
 * with what other runs of the job wrote.
 */
import { line, type LogLine } from '../sinks/index.js'
import { commentBody, type CommentView } from './comment-render.js'
import { findTrackingComment, placeOf } from './find-comment.js'
import { MarkerKey, type MarkerPlace } from './marker.js'
import { statusOf, type GitHubBounds, type Octokit, type Repo } from './octokit.js'
import { rateLimitError, rateLimitOf, rateLimitText } from './rate-limit.js'
import {
  decodeTurns,
  encodeTurns,
  nextTurnNumber,
  progressOf,
  withTurn,
  type Turn
} from './turns.js'

/**
 * Whether another run's view of a turn replaces this run's: when it got further (queued, at
 * work, stopped waited for, ended), so a turn's end that another run saw outlives this run's
 * `working`, and this run's timeout. Between two views as far, this run's stays. Never an end
 * onto this run's own turn while it is only queued: it was not sent, so what another run saw end
 * was an earlier turn.
 */
function takesTheirs(mine: Turn, theirs: Turn, ownTurn: number | undefined): boolean {
  if (mine.n === ownTurn && mine.result === 'queued') return false
  const further = progressOf(theirs.result) - progressOf(mine.result)
  // Two ends of another run's turn: the one written first stands (it was seen first).
  return further > 0 || (further === 0 && mine.n !== ownTurn && progressOf(mine.result) === 3)
}

export {
  MAX_COMMENT_LENGTH,
  commentBody,
  renderComment,
  type CommentPhase,
  type CommentView
} from './comment-render.js'
export {
  MAX_COMMENT_PAGES,
  findTrackingComment,
  placeOf,
  type FoundComment
} from './find-comment.js'

export interface CommentLog {
  warning(message: LogLine): void
  debug(message: LogLine): void
}

/** Another run's turn (not this run's) shows `working`. */
const othersWorking = (view: CommentView): boolean =>
  (view.turns ?? []).some((turn) => turn.n !== view.ownTurn && progressOf(turn.result) < 2)

/**
 * One tracking comment on one issue. A token that may not write (fork PRs, Dependabot, a
 * read-only `permissions:`) gets a warning and no comment, never a failed job. A write GitHub
 * refused over a rate limit is no such thing: the comment waits until the time GitHub gave, and
 * the next change after it is written.
 */
export class TrackingComment {
  id?: number
  url?: string
  /** Who wrote the comment, when this run found it rather than made it. */
  private readonly author?: string
  private disabled = false
  /** Epoch ms (run's clock) before which GitHub said it would refuse this token's writes. */
  private limitedUntil?: number

  constructor(
    private readonly octokit: Octokit,
    private readonly repo: Repo,
    readonly issueNumber: number,
    private readonly markers: MarkerKey,
    private readonly log: CommentLog,
    /** After a final update, how often and how far apart the comment is read again (show). */
    private readonly rereads: Pick<GitHubBounds, 'clock' | 'recheckMs' | 'rechecks'>,
    existing?: { id: number; url: string; author?: string },
    /** What the warning asks for when the token may not write here. */
    private readonly permissionHint = "give the workflow 'issues: write' and 'pull-requests: write' permissions"
  ) {
    this.id = existing?.id
    this.url = existing?.url
    this.author = existing?.author || undefined
  }

  /**
   * Creates the comment, or edits it in place once it exists; false when GitHub did not take it.
   * A token that may not write stops all later attempts; a passing fault (a timeout, a 5xx) only
   * this one, so the next change, and the final state, are tried again.
   */
  async show(view: CommentView): Promise<boolean> {
    if (this.disabled) return false
    // Asking again while GitHub limits the token only prolongs the limit (GitHub's advice).
    if (this.limitedUntil !== undefined && this.rereads.clock.now() < this.limitedUntil) {
      this.log.debug(line`Tracking comment not updated: GitHub's rate limit is still in force.`)
      return false
    }
    const place = placeOf(this.repo, this.issueNumber)
    const final =
      progressOf(view.phase) >= 1 && view.phase !== 'working' && (view.turns?.length ?? 0) > 0
    view = this.renumbered(view)
    // Other runs of the job (a second follow-up, a review on its pull request) may have written
    // their turns since this run read the comment: each update merges them in first (readTurns).
    if (this.id !== undefined && view.turns?.length) view = await this.merged(view, place)
    let ok = await this.write(view, place)
    // Another run of the job is still at work (a turn shows `working`): it may write its final
    // view from a read older than ours and drop this run's result. Look again a few times, and
    // write the merged story back while the comment lacks part of it.
    const { clock, recheckMs, rechecks } = this.rereads
    for (let i = 0; ok && final && i < rechecks && othersWorking(view); i++) {
      await clock.sleep(recheckMs)
      const before = encodeTurns(view.turns ?? [])
      const read = await this.readTurns(view, place)
      view = this.withMerged(view, read.merged)
      const theirs = read.theirs === undefined ? before : encodeTurns(read.theirs)
      if (theirs !== encodeTurns(view.turns ?? [])) ok = await this.write(view, place)
    }
    return ok
  }

  /**
   * The turn number this run's turn moved to, when another run took its number first; views the
   * run builds later still carry the first number, and are renumbered on the way in.
   */
  private moved?: { from: number; to: number }

  private renumbered(view: CommentView): CommentView {
    const moved = this.moved
    if (!moved || view.ownTurn !== moved.from) return view
    return {
      ...view,
      ownTurn: moved.to,
      turns: (view.turns ?? []).map((t) => (t.n === moved.from ? { ...t, n: moved.to } : t))
    }
  }

  /** This run's turn number `n` as the comment knows it (another run may have taken `n` first). */
  turnNumber(n: number): number {
    return this.moved?.from === n ? this.moved.to : n
  }

  /**
   * The comment's signed turns of `jobId`, read afresh; undefined when it does not exist yet,
   * cannot be read, or its marker does not verify for the job.
   */
  async signedTurns(jobId: string): Promise<Turn[] | undefined> {
    if (this.id === undefined || this.disabled) return undefined
    try {
      const { data } = await this.octokit.rest.issues.getComment({
        ...this.repo,
        comment_id: this.id
      })
      const marker = this.markers.verify(data.body ?? '', placeOf(this.repo, this.issueNumber))
      return marker?.jobId === jobId ? decodeTurns(marker.turns) : undefined
    } catch {
      return undefined
    }
  }

  private async merged(view: CommentView, place: MarkerPlace): Promise<CommentView> {
    return this.withMerged(view, (await this.readTurns(view, place)).merged)
  }

  /** `view` with the merged turns (in which this run's turn may have moved: see readTurns). */
  private withMerged(view: CommentView, merged: Turn[]): CommentView {
    const ownTurn = this.moved && view.ownTurn === this.moved.from ? this.moved.to : view.ownTurn
    return { ...view, turns: merged, ownTurn }
  }

  /**
   * A create that GitHub may have made without saying so (its answer lost or a 5xx) and that the
   * lookup by marker could not settle: the next write looks for it again before creating.
   */
  private maybeCreated = false

  private async write(view: CommentView, place: MarkerPlace): Promise<boolean> {
    const body = commentBody(view, this.markers, place)
    try {
      if (this.id === undefined && this.maybeCreated) {
        // Throws when GitHub still cannot say: nothing is created until it can.
        const found = await this.findOwn(view)
        this.maybeCreated = false
        this.id = found?.id
        this.url = found?.url
      }
      if (this.id === undefined) {
        const made = await this.create(body, view)
        this.id = made.id
        this.url = made.url
      } else {
        await this.octokit.rest.issues.updateComment({ ...this.repo, comment_id: this.id, body })
      }
      return true
    } catch (error) {
      this.fail(error)
      return false
    }
  }

  /**
   * Creates the comment, once: a create is never repeated (the retry plugin would, on a 5xx or a
   * lost connection, after GitHub may have made it). When its answer is lost or is a 5xx, the
   * comment is looked for by its marker before the failure stands.
   */
  private async create(body: string, view: CommentView): Promise<{ id: number; url: string }> {
    try {
      const { data } = await this.octokit.rest.issues.createComment({
        ...this.repo,
        issue_number: this.issueNumber,
        body,
        request: { retries: 0 }
      })
      return { id: data.id, url: data.html_url }
    } catch (error) {
      const status = statusOf(error)
      if (status !== undefined && status < 500) throw error
      let found: { id: number; url: string } | undefined
      try {
        found = await this.findOwn(view)
      } catch {
        this.maybeCreated = true
      }
      if (!found) throw error
      return found
    }
  }

  /** This job's comment on the issue, by its marker; throws when GitHub cannot be asked. */
  private async findOwn(view: CommentView): Promise<{ id: number; url: string } | undefined> {
    const found = await findTrackingComment(
      this.octokit,
      this.repo,
      this.issueNumber,
      this.markers,
      undefined,
      view.projectId
    )
    return found?.jobId === view.jobId ? { id: found.id, url: found.url } : undefined
  }

  /**
   * The comment's own signed turns (`theirs`) merged into this view's: a turn's ended result wins
   * over `working`; between two ended results, this run's. Turns are told apart by number, time
   * and author: when another run took this run's number (both read the comment before either
   * wrote), this run's turn moves to the next free number, for this and every later update. A
   * failed read only skips the merge.
   */
  private async readTurns(
    view: CommentView,
    place: MarkerPlace
  ): Promise<{ theirs?: Turn[]; merged: Turn[] }> {
    const ours = view.turns ?? []
    let theirs: Turn[]
    try {
      const { data } = await this.octokit.rest.issues.getComment({
        ...this.repo,
        comment_id: this.id as number
      })
      const marker = this.markers.verify(data.body ?? '', place)
      if (!marker || marker.jobId !== view.jobId) return { merged: ours }
      theirs = decodeTurns(marker.turns)
    } catch {
      return { merged: ours }
    }
    let merged = ours
    const same = (a: Turn, b: Turn): boolean => a.at === b.at && a.by === b.by
    for (const turn of theirs) {
      const mine = merged.find((t) => t.n === turn.n)
      if (mine && !same(mine, turn) && mine.n === view.ownTurn && this.moved === undefined) {
        const to = nextTurnNumber([...merged, ...theirs])
        this.moved = { from: mine.n, to }
        merged = withTurn(
          merged.filter((t) => t.n !== mine.n),
          { ...mine, n: to }
        )
        merged = withTurn(merged, turn)
      } else if (!mine || takesTheirs(mine, turn, view.ownTurn)) {
        merged = withTurn(merged, turn)
      }
    }
    return { theirs, merged }
  }

  private fail(error: unknown): void {
    const status = statusOf(error)
    const where = `${this.repo.owner}/${this.repo.repo}#${this.issueNumber}`
    const limit = rateLimitOf(error)
    if (limit) {
      this.limitedUntil = limit.retryAt
      const said = rateLimitText(limit)
      this.log.warning(
        limit.retryAt === undefined
          ? line`Could not update the tracking comment on ${where}: ${said}. It is tried again at the next change.`
          : line`Could not update the tracking comment on ${where}: ${said}. It is tried again at the next change after then.`
      )
      return
    }
    if (status === 403 || status === 401 || status === 404) {
      this.disabled = true
      // A comment another run wrote, perhaps with another token: the refusal is of this edit.
      this.log.warning(
        this.author !== undefined && this.id !== undefined
          ? line`The tracking comment on ${where} is not updated: it was written by ${this.author}, and GitHub refused this token the edit (${status}). Only its author, or a token with write access to ${this.repo.owner}/${this.repo.repo}, may edit it: ${this.permissionHint}, or use the token that wrote it.`
          : line`No tracking comment: the token cannot write comments on ${where} (${status}); ${this.permissionHint}.`
      )
      return
    }
    this.log.warning(
      line`Could not update the tracking comment on ${where} (${status ?? 'no answer'}): ${error instanceof Error ? error.message : String(error)} It is tried again at the next change.`
    )
  }
}

/**
 * The login of the token's identity, when the token may ask (a personal token). Installation
 * tokens (GITHUB_TOKEN, a GitHub App's) may not: undefined, and their comments are a bot's.
 */
export async function tokenLogin(octokit: Octokit): Promise<string | undefined> {
  try {
    const { data } = await octokit.rest.users.getAuthenticated()
    return data.login
  } catch (error) {
    const status = statusOf(error)
    // A rate limit says nothing of the token's kind: taking it for an installation token would
    // pick another author's comment.
    if (rateLimitOf(error)) throw rateLimitError(error, 'Could not ask GitHub whose token this is')
    if (status === 401 || status === 403) return undefined
    throw error
  }
}

/** 👀 on the triggering comment (or line comment of a review): somebody is on it. Failure only warns. */
export async function react(
  octokit: Octokit,
  repo: Repo,
  target: { kind: 'issue-comment' | 'review-comment'; id: number },
  log: CommentLog
): Promise<void> {
  try {
    const request = { ...repo, comment_id: target.id, content: 'eyes' as const }
    if (target.kind === 'review-comment') {
      await octokit.rest.reactions.createForPullRequestReviewComment(request)
    } else {
      await octokit.rest.reactions.createForIssueComment(request)
    }
  } catch (error) {
    const limit = rateLimitOf(error)
    log.warning(
      line`Could not add a reaction to the comment (${limit ? rateLimitText(limit) : (statusOf(error) ?? 'error')}).`
    )
  }
}
