/**
 * After a job completed with a pull request: read the pull request for the `pr-head-ref`,
 * `pr-head-sha` and `pr-base-ref` outputs, apply `pr-reviewers`, `pr-labels` and `pr-assignees`,
 * and keep the link-back comment (`pr-comment`). Only a pull request on the workflow's own GitHub
 * host is read (the token is for that host); none of this can fail the step.
 */
import { commentBody, type CommentView } from '../github/comment-render.js'
import { TrackingComment, tokenLogin } from '../github/comment.js'
import { findTrackingComment, placeOf as markerPlaceOf } from '../github/find-comment.js'
import type { Ledger } from '../github/ledger.js'
import { MarkerKey } from '../github/marker.js'
import type { GitHubBounds, OctokitLoader } from '../github/octokit.js'
import { PullRequestSide, repoOf, type PullDetails } from '../github/pull.js'
import { notTheAgents, placeOf, type ExpectedPull } from '../github/pull-origin.js'
import { parseRepositoryUrl, type PullRequestRef } from '../pull-request.js'
import { line, log } from '../sinks/index.js'
import type { AgentSettings } from './settings.js'

export interface PullRequestStep {
  settings: AgentSettings
  pr: PullRequestRef
  /** The job's `source.repository`, as the service answered it. */
  source: unknown
  /** The host of GITHUB_SERVER_URL. */
  serverHost: string
  bounds: GitHubBounds
  loadOctokit: OctokitLoader
  /**
   * The link-back comment to keep (with `pr-comment`), unless the run's own comment is it; with
   * `ledger` when it is the job's home (the run kept no other comment), what it makes of the
   * ledger it finds there.
   */
  linkBack?: { view: CommentView; ledger: (read: Ledger) => Ledger }
  /** `pr-waiting-label`, added with `pr-labels` while the code pull request is open (run-pairing.ts). */
  waitingLabel?: string
  /** Told when GitHub shows the pull request is not the agent's. */
  onNotTheAgents?: () => void
}

/**
 * Whether `pr` is where the agent's pull requests are (this workflow's GitHub, the expected
 * repository), as far as that is known without a request: the docs check passes only such a one.
 */
export function inPlace(
  settings: AgentSettings,
  pr: PullRequestRef,
  source: unknown,
  serverHost: string
): boolean {
  return pr.host === serverHost && !('problem' in placeOf(pr, expectedPull(settings, pr, source)))
}

/** `docs-repository` when set, else the job's source repository on the pull request's host. */
function expectedPull(
  settings: AgentSettings,
  pr: PullRequestRef,
  given: unknown
): ExpectedPull | undefined {
  const { repository, author } = settings.pr
  const from = repository
    ? ({ repository, from: 'docs-repository' } as const)
    : (() => {
        const source = parseRepositoryUrl(given, pr.host)
        return source
          ? ({ repository: source, from: 'the job’s source repository' } as const)
          : undefined
      })()
  return from && { ...from, ...(author ? { author } : {}) }
}

export async function pullRequestStep(step: PullRequestStep): Promise<PullDetails | undefined> {
  const { settings, pr } = step
  const { waitingLabel } = step
  const labels = settings.pr.labels
  const wanted =
    waitingLabel && !labels.some((l) => l.toLowerCase() === waitingLabel.toLowerCase())
      ? { ...settings.pr, labels: [...labels, waitingLabel] }
      : settings.pr
  const acting =
    wanted.reviewers.length + wanted.teams.length + wanted.labels.length + wanted.assignees.length >
      0 || step.linkBack !== undefined
  const where = `${pr.repository}#${pr.number}`
  if (pr.host !== step.serverHost) {
    log.notice(
      line`The pull request ${where} is on ${pr.host}, not on this workflow's GitHub (${step.serverHost}): pr-head-ref, pr-head-sha and pr-base-ref are empty${acting ? ', and the pr-* inputs are not applied' : ''}.`
    )
    return undefined
  }
  const place = placeOf(pr, expectedPull(settings, pr, step.source))
  if ('problem' in place) {
    log.warning(place.problem)
    return undefined
  }
  if (!wanted.token) {
    log.notice(
      line`No token to read pull request ${where} ('pr-token' and 'github-token' are empty): pr-head-ref, pr-head-sha and pr-base-ref are empty.`
    )
    return undefined
  }
  const octokit = await step.loadOctokit(wanted.token, step.bounds)
  const side = new PullRequestSide(octokit, pr, log)
  const data = await side.read(acting)
  if (!data) return undefined
  const notOurs = notTheAgents(pr, data, place.expected)
  if (notOurs) {
    log.warning(notOurs)
    step.onNotTheAgents?.()
    return undefined
  }
  // A pull request someone closed or merged meanwhile takes no reviewers, labels or comments,
  // and its head is no branch for a later job to check out.
  if (data.state !== 'open') {
    log.notice(
      line`The pull request ${where} is ${data.merged ? 'merged' : 'closed'}: the pr-* inputs are not applied, and pr-head-ref, pr-head-sha and pr-base-ref are empty.`
    )
    return undefined
  }
  if (acting && !wanted.repository) {
    log.notice(
      line`The pull request ${where} was taken for the agent's because it is in the job's source repository, as the service reports it; set 'docs-repository' to name that repository yourself.`
    )
  }
  const details = PullRequestSide.details(data)
  await side.apply(data, wanted)
  if (step.linkBack && side.mayAct) {
    // The link-back comment is found by its marker, like a tracking comment: edited, never doubled.
    const markers = new MarkerKey(settings.apiKey)
    const repo = repoOf(pr)
    const { view, ledger } = step.linkBack
    try {
      const found = await findTrackingComment(octokit, repo, pr.number, markers, {
        login: await tokenLogin(octokit),
        projectId: settings.projectId,
        jobId: view.jobId
      })
      // A later run without the issue (a re-run, a job-id attach) keeps where the job came from.
      const origin = found?.marker.origin?.includes('#') ? found.marker.origin : view.origin
      const comment = new TrackingComment(
        octokit,
        repo,
        pr.number,
        markers,
        log,
        step.bounds.clock,
        found && { id: found.id, author: found.author, turns: found.marker.turns },
        `give the token in 'pr-token' 'pull-requests: write' permission on ${pr.repository}`
      )
      const place = markerPlaceOf(repo, pr.number)
      const shown = { ...view, origin }
      // Read first: the ledger it carries is the job's own when the job came from no issue.
      const ok =
        (await comment.write(view.jobId, ledger, (l) =>
          commentBody({ ...shown, ledger: l, home: place }, markers, place, l)
        )) !== undefined
      if (ok) log.info(line`Link-back comment on ${where}: comment ${comment.id ?? ''}`)
    } catch (error) {
      log.warning(
        line`Could not keep the link-back comment on ${where}: ${error instanceof Error ? error.message : String(error)}`
      )
    }
  }
  return details
}
