/**
 * One docs job per change, in a repository that merges pull requests and also pushes directly:
 * a push that is a pull request's merge (its head is the merge commit GitHub made, whether the
 * pull request was merged, squashed or rebased) is followed by that pull request's docs job,
 * when it has one (a tracking comment of this project), and the push sends nothing. A push that
 * no pull request merged, or whose pull request had no docs job, is a change of its own.
 */
import { line, log } from '../sinks/index.js'
import { statusOf } from './octokit.js'
import type { PushQuery } from './plan.js'
import { rateLimitError, rateLimitOf } from './rate-limit.js'
import type { GitHubSide } from './tracker.js'

/** Why the push sends nothing (its pull request's job follows the merge); undefined: it sends. */
export async function mergeFollowedElsewhere(
  github: GitHubSide,
  push: PushQuery,
  projectId: string
): Promise<string | undefined> {
  const { octokit, repo } = github
  let pulls: { number: number; merged_at: string | null; merge_commit_sha: string | null }[]
  try {
    const request = { ...repo, commit_sha: push.head, per_page: 100 }
    pulls = (await octokit.rest.repos.listPullRequestsAssociatedWithCommit(request)).data
  } catch (error) {
    if (rateLimitOf(error)) {
      throw rateLimitError(
        error,
        `Could not ask GitHub whether commit ${push.head} merged a pull request`
      )
    }
    const status = statusOf(error)
    if (status !== 401 && status !== 403 && status !== 404) throw error
    // What a push-only workflow did before: its change is sent; no job is lost.
    log.warning(
      line`Could not ask GitHub whether this push merged a pull request (${status}): give the workflow 'pull-requests: read'. The push is sent as a change of its own.`
    )
    return undefined
  }
  const merged = pulls.find(
    (pull) =>
      Number.isSafeInteger(pull.number) && pull.merged_at && pull.merge_commit_sha === push.head
  )
  if (!merged) return undefined
  const tracked = await github.trackedComment(merged.number, projectId)
  if (!tracked) return undefined
  return `the push to ${push.ref || 'the ref'} is the merge of pull request #${merged.number}, whose docs job ${tracked.found.jobId} follows it (its tracking comment there): nothing is sent`
}
