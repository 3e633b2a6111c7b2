/**
 * The tracking comment (contract §4.6): one comment per job on the issue or pull request, created
 * once and edited in place. Its signed marker carries the job's ledger (ledger.ts), and every
 * write reads the comment first and applies its change to the ledger it finds, so a write never
 * puts back what it read earlier over what another run wrote since. What it says is rendered in
 * comment-render.ts; who may write when is the conversation's (conversation.ts).
 */
import { line, type LogLine } from '../sinks/index.js'
import { findTrackingComment, placeOf, type IssueComment } from './find-comment.js'
import { decodeLedger, encodeLedger, type Ledger } from './ledger.js'
import { MARKER_PREFIX, MarkerKey, type Marker } from './marker.js'
import { statusOf, type Octokit, type Repo } from './octokit.js'
import { rateLimitError, rateLimitOf, rateLimitText } from './rate-limit.js'
import type { Clock } from '../api/clock.js'

export interface CommentLog {
  warning(message: LogLine): void
  notice(message: LogLine): void
  debug(message: LogLine): void
}

/** A change of the ledger as read; undefined: nothing to write. */
export type LedgerChange = (ledger: Ledger) => Ledger | undefined

/**
 * One tracking comment. A token that may not write (fork PRs, Dependabot, a read-only
 * `permissions:`) gets a warning and no comment, never a failed job. A write GitHub refused over
 * a rate limit waits until the time GitHub gave. A comment someone deleted is made again.
 */
export class TrackingComment {
  id?: number
  /** The ledger as this run last read or wrote it (what a comment made again starts from). */
  known: Ledger
  /** The comment as last read (its verified marker and body), to re-sign with a new ledger. */
  private shown?: { body: string; marker: Marker }
  private readonly author?: string
  /** The token's login (undefined: an installation token, whose comments are a bot's). */
  private readonly login?: string
  private disabled = false
  /** Epoch ms (run's clock) before which GitHub said it would refuse this token's writes. */
  private limitedUntil?: number
  /**
   * Look for the job's comment by its marker before the next read or create: it was deleted,
   * GitHub lost the answer to its create, or this run made it again (another run may have made
   * one too: the newest is the job's).
   */
  private look = false
  /** The comment was deleted (or its marker removed), and this run has not made it again yet. */
  private gone = false
  /** The comment is on a pull request, as GitHub's link to it says (known once read). */
  onPullRequest?: boolean

  constructor(
    readonly octokit: Octokit,
    readonly repo: Repo,
    readonly issueNumber: number,
    private readonly markers: MarkerKey,
    private readonly log: CommentLog,
    private readonly clock: Clock,
    /** The comment when it was found (its id), and the token's login in any case. */
    existing?: { id?: number; author?: string; turns?: string; login?: string },
    /** What the warning asks for when the token may not write here. */
    private readonly permissionHint = "give the workflow 'issues: write' and 'pull-requests: write' permissions"
  ) {
    this.id = existing?.id
    this.author = existing?.author || undefined
    this.login = existing?.login
    this.known = decodeLedger(existing?.turns)
  }

  /**
   * The job whose tracking comment `comment` is: one this token, or the home's author (a workflow
   * reached with another token: origin-token), wrote whose marker verifies, of `projectId` when
   * given (a person's copy of a marker, another project's, tells nothing).
   */
  jobOf(comment: IssueComment, projectId?: string): string | undefined {
    const { user, body } = comment
    const login = this.login?.toLowerCase()
    const ours = login ? user?.login?.toLowerCase() === login : user?.type === 'Bot'
    const home =
      this.author !== undefined && user?.login?.toLowerCase() === this.author.toLowerCase()
    if (!ours && !home) return undefined
    const marker = this.markers.verify(body ?? '', placeOf(this.repo, this.issueNumber))
    if (projectId !== undefined && marker?.projectId !== projectId) return undefined
    return marker?.jobId
  }

  /** When GitHub said it takes this token's writes again, after refusing one over a rate limit. */
  get retryAt(): number | undefined {
    return this.limitedUntil
  }

  /** False once GitHub refused this token the comment (no later write is tried). */
  get writable(): boolean {
    return !this.disabled
  }

  get where(): string {
    return `${this.repo.owner}/${this.repo.repo}#${this.issueNumber}`
  }

  /**
   * The comment's ledger of `jobId` as it stands: 'gone' when the comment was deleted (and no
   * other run made it again), undefined when it cannot be read or its marker does not verify for
   * the job. `except`: a comment just found gone, which a lookup may still list.
   */
  async read(jobId: string, except?: number): Promise<Ledger | 'gone' | undefined> {
    if (this.disabled) return undefined
    // Gone: looked for at every read until this run, or another, made it again.
    if (this.look || (this.gone && this.id === undefined)) {
      let found: number | undefined
      try {
        found = await this.findOwn(jobId)
      } catch {
        return undefined
      }
      this.look = false
      if (found !== undefined && found !== except) [this.id, this.gone] = [found, false]
      else if (this.id === undefined) return 'gone'
    }
    if (this.id === undefined) return undefined
    const id = this.id
    try {
      const { data } = await this.octokit.rest.issues.getComment({ ...this.repo, comment_id: id })
      const body = data.body ?? ''
      const marker = this.markers.verify(body, placeOf(this.repo, this.issueNumber))
      if (marker?.jobId === jobId) {
        this.shown = { body, marker }
        this.onPullRequest = /\/pull\/\d+#issuecomment-\d+$/.test(data.html_url)
        return (this.known = decodeLedger(marker.turns))
      }
      // A person who removed the marker took the ledger with it: as good as deleted. One that
      // is there and does not verify (a job id the service made of the key, redacted) is not
      // this run's to replace: the comment cannot be read.
      if (body.includes(MARKER_PREFIX)) return undefined
    } catch (error) {
      if (statusOf(error) !== 404) return undefined
    }
    this.lose()
    return this.read(jobId, id)
  }

  /** The comment is gone: looked for again (another run may have made it again), else made again. */
  private lose(): void {
    this.id = undefined
    this.look = this.gone = true
  }

  /**
   * Reads the ledger, applies `change`, and writes `body(ledger)`; the ledger written, or
   * undefined when nothing was (no change, a read that failed, or GitHub did not take it). Only
   * from the ledger as it stands: an older copy would erase what other runs wrote since. A
   * deleted comment is made again with the ledger last known.
   */
  async write(
    jobId: string,
    change: LedgerChange,
    body: (ledger: Ledger) => string
  ): Promise<Ledger | undefined> {
    if (this.disabled || this.limited()) return undefined
    const read = await this.read(jobId)
    // A comment not made yet (or deleted) has nothing to read: what this run knows is all there is.
    if (read === undefined && (this.id !== undefined || this.look || this.gone)) return undefined
    const ledger = change(typeof read === 'object' ? read : this.known)
    if (!ledger) return undefined
    try {
      await this.put(body(ledger), jobId)
    } catch (error) {
      if (statusOf(error) === 404 && this.id !== undefined) {
        this.lose()
        return this.write(jobId, () => ledger, body)
      }
      this.fail(error)
      return undefined
    }
    return (this.known = ledger)
  }

  /**
   * The comment as last read, its marker signed anew with `ledger`: what a claim writes, which
   * changes the ledger and nothing a reader sees. Undefined when the comment was not read.
   */
  resigned(ledger: Ledger): string | undefined {
    if (!this.shown) return undefined
    const { body, marker } = this.shown
    const place = placeOf(this.repo, this.issueNumber)
    const before = this.markers.render(marker, place)
    const after = this.markers.render({ ...marker, turns: encodeLedger(ledger) }, place)
    return body.includes(before) ? body.replace(before, () => after) : undefined
  }

  private limited(): boolean {
    // Asking again while GitHub limits the token only prolongs the limit (GitHub's advice).
    if (this.limitedUntil === undefined || this.clock.now() >= this.limitedUntil) return false
    this.log.debug(line`Tracking comment not updated: GitHub's rate limit is still in force.`)
    return true
  }

  private async put(body: string, jobId: string): Promise<void> {
    if (this.id === undefined && this.look) {
      // Throws when GitHub still cannot say: nothing is created until it can.
      this.id = await this.findOwn(jobId)
      this.look = false
    }
    if (this.id !== undefined) {
      // Sent once: an edit sent again later (a retry, a rate limit's wait) would land over what
      // other runs wrote since its read, a claim taken meanwhile among it (conversation.ts).
      const request = { retries: 0, once: true }
      const edit = { ...this.repo, comment_id: this.id, body, request }
      await this.octokit.rest.issues.updateComment(edit)
      return
    }
    this.id = await this.create(body, jobId)
    if (this.gone) {
      // Another run may have made it again too: the next read looks for the newest.
      this.look = true
      this.gone = false
      this.log.notice(
        line`The tracking comment on ${this.where} was deleted (or its marker removed): it is made again, with the turns recorded so far.`
      )
    }
  }

  /**
   * Creates the comment, once: a create is never repeated (the retry plugin would, on a 5xx or a
   * lost connection, after GitHub may have made it). When its answer is lost or is a 5xx, the
   * comment is looked for by its marker before the failure stands.
   */
  private async create(body: string, jobId: string): Promise<number> {
    try {
      const { data } = await this.octokit.rest.issues.createComment({
        ...this.repo,
        issue_number: this.issueNumber,
        body,
        request: { retries: 0 }
      })
      return data.id
    } catch (error) {
      const status = statusOf(error)
      if (status !== undefined && status < 500) throw error
      let found: number | undefined
      try {
        found = await this.findOwn(jobId)
      } catch {
        this.look = true
      }
      if (found === undefined) throw error
      return found
    }
  }

  /** This job's comment on the issue, by its marker; throws when GitHub cannot be asked. */
  private async findOwn(jobId: string): Promise<number | undefined> {
    const { repo, issueNumber, markers } = this
    const found = await findTrackingComment(this.octokit, repo, issueNumber, markers, {
      jobId,
      login: this.login,
      ownOnly: true
    })
    return found?.id
  }

  private fail(error: unknown): void {
    const status = statusOf(error)
    const limit = rateLimitOf(error)
    if (limit) {
      this.limitedUntil = limit.retryAt
      const next = limit.retryAt === undefined ? 'change' : 'change after then'
      this.log.warning(
        line`Could not update the tracking comment on ${this.where}: ${rateLimitText(limit)}. It is tried again at the next ${next}.`
      )
      return
    }
    if (status === 403 || status === 401 || status === 404) {
      this.disabled = true
      // A comment another run wrote, perhaps with another token: the refusal is of this edit.
      this.log.warning(
        this.author !== undefined && this.id !== undefined
          ? line`The tracking comment on ${this.where} is not updated: it was written by ${this.author}, and GitHub refused this token the edit (${status}). Only its author, or a token with write access to ${this.repo.owner}/${this.repo.repo}, may edit it: ${this.permissionHint}, or use the token that wrote it.`
          : line`No tracking comment: the token cannot write comments on ${this.where} (${status}); ${this.permissionHint}.`
      )
      return
    }
    this.log.warning(
      line`Could not update the tracking comment on ${this.where} (${status ?? 'no answer'}): ${error instanceof Error ? error.message : String(error)} It is tried again at the next change.`
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
