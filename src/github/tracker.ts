/**
 * The GitHub side of one agent run, opened only when the run needs GitHub: the permission check,
 * the tracking comment (found or created, then kept up to date), and the 👀 reaction. The view
 * last shown is saved as step state, so the post step can close a comment that a killed main
 * step left at "working".
 */
import { line, saveState } from '../sinks/index.js'
import { State } from './state.js'
import {
  TrackingComment,
  findTrackingComment,
  react,
  tokenLogin,
  type CommentLog,
  type CommentView,
  type FoundComment
} from './comment.js'
import type { Actor } from './event.js'
import { MarkerKey, ORIGIN } from './marker.js'
import {
  currentRepo,
  statusOf,
  type GitHubBounds,
  type Octokit,
  type OctokitLoader,
  type Repo
} from './octokit.js'
import { checkPermission, type PermissionVerdict } from './permission.js'
import { rateLimitOf, rateLimitText } from './rate-limit.js'
import { needsGitHub, type Plan, type TriggerSettings } from './trigger.js'
import { hasEnded, type Turn } from './turns.js'

export { State } from './state.js'

type ActingPlan = Extract<Plan, { act: true }>

/** What the GitHub side needs of a run's settings. */
export interface GitHubSideSettings extends TriggerSettings {
  /** For comments, reactions and permission checks. */
  githubToken: string
  /** `origin-token`: for the origin issue in another repository ('' uses githubToken). */
  originToken: string
  /** Signs the tracking comment's marker (marker.ts). */
  apiKey: string
}

export class GitHubSide {
  private comment?: TrackingComment
  /** The tracking comment on the issue a pull request's job came from (see `openOrigin`). */
  private originComment?: TrackingComment
  private login?: Promise<string | undefined>
  /** Comment updates run one after another, in the order they were asked for. */
  private updates: Promise<unknown> = Promise.resolve()
  /** The view asked for last: a view still waiting its turn when a later one comes is skipped. */
  private latest?: CommentView
  /** The Octokit for an origin issue in another repository, loaded when first needed. */
  private originOctokit?: Promise<Octokit>
  private constructor(
    readonly octokit: Octokit,
    readonly repo: Repo,
    private readonly markers: MarkerKey,
    private readonly log: CommentLog,
    private readonly bounds: GitHubBounds,
    /** `origin-token`, when set, and how to load an Octokit for it. */
    private readonly origin: { token: string; load: OctokitLoader }
  ) {}

  /** Undefined when the run needs nothing of GitHub. Throws when it does and cannot have it. */
  static async open(
    settings: GitHubSideSettings,
    plan: ActingPlan,
    log: CommentLog,
    bounds: GitHubBounds,
    github: { env: NodeJS.ProcessEnv; loadOctokit: OctokitLoader }
  ): Promise<GitHubSide | undefined> {
    if (!needsGitHub(settings, plan)) return undefined
    const repo = currentRepo(github.env)
    if (!settings.githubToken || !repo) {
      throw new Error(
        "Input 'github-token' is needed on issue, comment and pull request events (permission check, comments) and on push with include-changes (the compare API); it defaults to ${{ github.token }}."
      )
    }
    const octokit = await github.loadOctokit(settings.githubToken, bounds)
    return new GitHubSide(octokit, repo, new MarkerKey(settings.apiKey), log, bounds, {
      token: settings.originToken,
      load: github.loadOctokit
    })
  }

  permission(actor: Actor, allowedUsers: readonly string[]): Promise<PermissionVerdict> {
    return checkPermission(this.octokit, this.repo, actor, allowedUsers)
  }

  private tokenLogin(): Promise<string | undefined> {
    return (this.login ??= tokenLogin(this.octokit))
  }

  /**
   * The issue's (or pull request's) tracking comment whose marker verifies, which becomes the
   * comment this run keeps; its job is the one a follow-up goes to.
   */
  async trackedComment(
    issueNumber: number,
    projectId: string,
    /** Only this job's comment (a `job-id` run); another job's newer comment is left alone. */
    jobId?: string
  ): Promise<FoundComment | undefined> {
    const found = await findTrackingComment(
      this.octokit,
      this.repo,
      issueNumber,
      this.markers,
      await this.tokenLogin(),
      projectId,
      undefined,
      jobId
    )
    if (!found || (jobId !== undefined && found.jobId !== jobId)) return undefined
    this.comment = new TrackingComment(
      this.octokit,
      this.repo,
      issueNumber,
      this.markers,
      this.log,
      this.bounds,
      found
    )
    return found
  }

  /**
   * On a pull request's link-back comment, `origin` names the issue the job came from: its
   * tracking comment, when its marker verifies there for the same job, is kept up to date too, so
   * the issue tells the whole story. An issue in another repository is reached with
   * `origin-token` (a workflow's own token sees only its repository), else with `github-token`;
   * when the token cannot, a warning says which input to set and the run goes on.
   */
  async openOrigin(
    origin: string,
    jobId: string,
    projectId: string
  ): Promise<FoundComment | undefined> {
    const match = ORIGIN.exec(origin)
    if (!match?.[2]) return undefined
    const [owner = '', repo = ''] = (match[1] ?? '').split('/')
    const place = { owner, repo }
    const repository = `${owner}/${repo}`
    const issueNumber = Number(match[2])
    const elsewhere =
      repository.toLowerCase() !== `${this.repo.owner}/${this.repo.repo}`.toLowerCase()
    const own = elsewhere && this.origin.token !== ''
    let octokit = this.octokit
    let found: FoundComment | undefined
    try {
      if (own)
        octokit = await (this.originOctokit ??= this.origin.load(this.origin.token, this.bounds))
      found = await findTrackingComment(
        octokit,
        place,
        issueNumber,
        this.markers,
        own ? await tokenLogin(octokit) : await this.tokenLogin(),
        projectId
      )
    } catch (error) {
      const limit = rateLimitOf(error)
      const status = statusOf(error)
      if (!limit && elsewhere && (status === 401 || status === 403 || status === 404)) {
        this.log.warning(
          own
            ? line`The token in 'origin-token' cannot read ${repository} (${status}), where job ${jobId} came from (${origin}): the tracking comment there is not updated. Give that token access to the issues of ${repository} ('issues: write').`
            : line`The token cannot read ${repository} (${status}), where job ${jobId} came from (${origin}): the tracking comment there is not updated. A workflow's own token reaches only its repository: set 'origin-token' to a token that can read and write the issues of ${repository}.`
        )
        return undefined
      }
      this.log.warning(
        line`Could not read the tracking comment of ${origin}, where the job came from (${limit ? rateLimitText(limit) : (status ?? 'no answer')}); it is not updated.`
      )
      return undefined
    }
    if (!found || found.jobId !== jobId) return undefined
    this.originComment = new TrackingComment(
      octokit,
      place,
      issueNumber,
      this.markers,
      this.log,
      this.bounds,
      found,
      elsewhere
        ? own
          ? `give the token in 'origin-token' 'issues: write' permission on ${repository}`
          : `set 'origin-token' to a token that can write the issues of ${repository}`
        : undefined
    )
    return found
  }

  react(target: { kind: 'issue-comment' | 'review-comment'; id: number }): Promise<void> {
    return react(this.octokit, this.repo, target, this.log)
  }

  /**
   * Shows `view` in the issue's tracking comment, creating it the first time; true when GitHub
   * took it. Updates queue behind each other: a caller that does not wait (a change seen while
   * polling) never holds the poll, and the final view still lands last. The latest state wins: a
   * view that a later one overtook while it waited behind a slow write is not written at all
   * (false), so a GitHub that answers slowly gets one write per wait, not one per change.
   */
  show(issueNumber: number, view: CommentView): Promise<boolean> {
    this.latest = view
    const comment = (this.comment ??= new TrackingComment(
      this.octokit,
      this.repo,
      issueNumber,
      this.markers,
      this.log,
      this.bounds
    ))
    const shown = this.updates.then(async () => {
      if (this.latest !== view) return false
      // Saved before the comment exists: a step killed between GitHub creating the comment and
      // this step learning its id still leaves the post step enough to find it by its marker.
      saveState(State.IssueNumber, String(issueNumber))
      saveState(State.CommentView, JSON.stringify(view))
      const ok = await comment.show(view)
      if (comment.id !== undefined) saveState(State.CommentId, String(comment.id))
      // The origin issue's comment is the job's whole story, not a link-back.
      await this.originComment?.show({ ...view, linkBack: false, origin: undefined })
      return ok
    })
    this.updates = shown.catch(() => false)
    return shown
  }

  /** The tracking comment's signed turns of `jobId`, read afresh; undefined when unknown. */
  async signedTurns(jobId: string): Promise<Turn[] | undefined> {
    return this.comment?.signedTurns(jobId)
  }

  /**
   * This run's turn (`ownTurn`), as the tracking comment's signed turns tell it, when another run
   * recorded its end and a later turn has begun; undefined otherwise. Only another run writes an
   * end for this run's turn before this run's final view: the one that sent the later turn, after
   * it saw this turn end.
   */
  async turnEndedByOthers(jobId: string, ownTurn: number): Promise<Turn | undefined> {
    const comment = this.comment
    if (!comment) return undefined
    const turns = await comment.signedTurns(jobId)
    const n = comment.turnNumber(ownTurn)
    const own = turns?.find((turn) => turn.n === n)
    if (!own || !hasEnded(own) || !turns?.some((turn) => turn.n > n)) return undefined
    return own
  }

  get commentId(): number | undefined {
    return this.comment?.id
  }

  /**
   * The tracking comment's URL, rebuilt from its parts on the workflow's GitHub (`serverHost`),
   * not taken from GitHub's answer.
   */
  commentUrlOn(serverHost: string): string | undefined {
    const comment = this.comment
    if (comment?.id === undefined) return undefined
    const { owner, repo } = this.repo
    return `https://${serverHost}/${owner}/${repo}/issues/${comment.issueNumber}#issuecomment-${comment.id}`
  }

  get commentUrl(): string | undefined {
    return this.comment?.url
  }
}
