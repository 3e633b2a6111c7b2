/**
 * The GitHub side of one agent run, opened only when the run needs GitHub: the permission check,
 * the tracking comments (found by their markers, or made), and the 👀 reaction. Who writes them
 * when is the conversation's (conversation.ts) and the run's (agent/tracking.ts).
 */
import { line } from '../sinks/index.js'
import { TrackingComment, tokenLogin, type CommentLog } from './comment.js'
import { findTrackingComment, type FoundComment } from './find-comment.js'
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
import type { ReactionTarget } from './plan.js'
import { needsGitHub, type Plan, type TriggerSettings } from './trigger.js'

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

/** A tracking comment found by its marker, and the comment to keep it with. */
export interface Tracked {
  found: FoundComment
  comment: TrackingComment
}

export class GitHubSide {
  private login?: Promise<string | undefined>
  /** The Octokit for an origin issue in another repository, loaded when first needed. */
  private originOctokit?: Promise<Octokit>
  private constructor(
    readonly octokit: Octokit,
    readonly repo: Repo,
    readonly markers: MarkerKey,
    private readonly log: CommentLog,
    readonly bounds: GitHubBounds,
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
    if (!repo) {
      throw new Error(
        'GITHUB_REPOSITORY is not set (owner/repo): the runner sets it; a local run must set it to the repository of the issue or pull request.'
      )
    }
    if (!settings.githubToken) {
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

  /** A comment this run makes on `issueNumber` (found by its marker if it must be found again). */
  async newComment(issueNumber: number): Promise<TrackingComment> {
    const login = await this.tokenLogin()
    return new TrackingComment(
      this.octokit,
      this.repo,
      issueNumber,
      this.markers,
      this.log,
      this.bounds.clock,
      { login }
    )
  }

  /**
   * The issue's (or pull request's) tracking comment whose marker verifies; its job is the one a
   * follow-up goes to.
   */
  async trackedComment(
    issueNumber: number,
    projectId: string,
    /** Only this job's comment (a `job-id` run); another job's newer comment is left alone. */
    jobId?: string,
    /** Learns of a comment of ours whose marker another API key signed (findTrackingComment). */
    onUnverified?: (comment: { id: number; url: string }) => void
  ): Promise<Tracked | undefined> {
    const login = await this.tokenLogin()
    const found = await findTrackingComment(this.octokit, this.repo, issueNumber, this.markers, {
      login,
      projectId,
      jobId,
      onUnverified
    })
    if (!found) return undefined
    const comment = new TrackingComment(
      this.octokit,
      this.repo,
      issueNumber,
      this.markers,
      this.log,
      this.bounds.clock,
      { id: found.id, author: found.author, turns: found.marker.turns, login }
    )
    return { found, comment }
  }

  /**
   * On a pull request's link-back comment, `origin` names the issue the job came from, whose
   * tracking comment holds the job's ledger. An issue in another repository is reached with
   * `origin-token` (a workflow's own token sees only its repository), else with `github-token`;
   * undefined, with a warning naming the input, when it cannot be read.
   */
  async openOrigin(origin: string, jobId: string, projectId: string): Promise<Tracked | undefined> {
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
    let login: string | undefined
    try {
      if (own)
        octokit = await (this.originOctokit ??= this.origin.load(this.origin.token, this.bounds))
      login = own ? await tokenLogin(octokit) : await this.tokenLogin()
      found = await findTrackingComment(octokit, place, issueNumber, this.markers, {
        login,
        projectId,
        jobId
      })
    } catch (error) {
      const limit = rateLimitOf(error)
      const status = statusOf(error)
      if (!limit && elsewhere && (status === 401 || status === 403 || status === 404)) {
        this.log.warning(
          own
            ? line`The token in 'origin-token' cannot read ${repository} (${status}), where job ${jobId} came from (${origin}) and where its turns are recorded. Give that token access to the issues of ${repository} ('issues: write').`
            : line`The token cannot read ${repository} (${status}), where job ${jobId} came from (${origin}) and where its turns are recorded. A workflow's own token reaches only its repository: set 'origin-token' to a token that can read and write the issues of ${repository}.`
        )
        return undefined
      }
      // GitHub did not answer (a limit, a 5xx): the step fails, so that a re-run sends it.
      if (limit || status === undefined || status >= 500) {
        throw new Error(
          `Could not read the tracking comment of ${origin}, where job ${jobId} came from and its turns are counted (${limit ? rateLimitText(limit) : (status ?? 'no answer')}): nothing was sent; re-run this run to send it.`
        )
      }
      // A refusal a re-run would meet again (the issue gone, issues not readable with the token).
      this.log.warning(
        line`Could not read the tracking comment of ${origin}, where job ${jobId} came from and its turns are counted (${status}): the issue is gone, or the token may not read its issues ('issues: write').`
      )
      return undefined
    }
    if (!found) {
      this.log.warning(
        line`No tracking comment of job ${jobId} on ${origin} (deleted?), where the job came from and its turns are counted.`
      )
      return undefined
    }
    const hint = elsewhere
      ? own
        ? `give the token in 'origin-token' 'issues: write' permission on ${repository}`
        : `set 'origin-token' to a token that can write the issues of ${repository}`
      : undefined
    const comment = new TrackingComment(
      octokit,
      place,
      issueNumber,
      this.markers,
      this.log,
      this.bounds.clock,
      { id: found.id, author: found.author, turns: found.marker.turns, login },
      hint
    )
    return { found, comment }
  }
}

/**
 * 👀 on `target`: its request went to the job. Sent once, not after a rate limit's wait either:
 * a 👀 must not hold the step (agent/reactions.ts). Undefined when made; else why not, and
 * whether this token's next 👀 would meet the same (a refusal, a rate limit).
 */
export async function react(
  octokit: Octokit,
  repo: Repo,
  target: ReactionTarget
): Promise<{ why: string; refused: boolean } | undefined> {
  try {
    const once = { retries: 0, once: true }
    const request = { ...repo, comment_id: target.id, content: 'eyes' as const, request: once }
    if (target.kind === 'review-comment') {
      await octokit.rest.reactions.createForPullRequestReviewComment(request)
    } else {
      await octokit.rest.reactions.createForIssueComment(request)
    }
    return undefined
  } catch (error) {
    const limit = rateLimitOf(error)
    const status = statusOf(error)
    const refused = limit !== undefined || status === 401 || status === 403
    return { why: limit ? rateLimitText(limit) : String(status ?? 'error'), refused }
  }
}
