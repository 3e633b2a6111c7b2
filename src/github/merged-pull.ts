/**
 * One docs job per change, in a repository that merges pull requests and also pushes directly:
 * a push that is a pull request's merge (its head is the merge commit GitHub made, whether the
 * pull request was merged, squashed or rebased) into the branch pushed is followed by that pull
 * request's docs job, when it has one (a tracking comment of this project), and the push sends
 * nothing. A push that no pull request merged, or whose pull request had no docs job or was
 * merged into another branch (the push then brings that branch's commits, not only the pull
 * request's), is a change of its own. What GitHub answers is checked, not trusted: an answer that
 * is not a list fails the step (it is not "no pull request").
 */
import { line, log } from '../sinks/index.js'
import { statusOf } from './octokit.js'
import type { PushQuery } from './plan.js'
import { field } from './changes-read.js'
import { callError, rateLimitOf } from './rate-limit.js'
import type { GitHubSide } from './tracker.js'

/** Why the push sends nothing (its pull request's job follows the merge); undefined: it sends. */
export async function mergeFollowedElsewhere(
  github: GitHubSide,
  push: PushQuery,
  projectId: string
): Promise<string | undefined> {
  const { octokit, repo } = github
  const context = `Could not ask GitHub whether commit ${push.head} merged a pull request (include-changes); nothing was sent`
  let pulls: unknown
  try {
    const request = { ...repo, commit_sha: push.head, per_page: 100 }
    pulls = (await octokit.rest.repos.listPullRequestsAssociatedWithCommit(request)).data
  } catch (error) {
    const status = statusOf(error)
    const refused = status === 401 || status === 403 || status === 404
    if (!refused || rateLimitOf(error)) throw callError(error, context)
    // What a push-only workflow did before: its change is sent; no job is lost.
    log.warning(
      line`Could not ask GitHub whether this push merged a pull request (${status}): give the workflow 'pull-requests: read'. The push is sent as a change of its own.`
    )
    return undefined
  }
  if (!Array.isArray(pulls)) throw callError(new Error("GitHub's answer is not a list"), context)
  const branch = push.ref.startsWith('refs/heads/') ? push.ref.slice('refs/heads/'.length) : ''
  const merged = pulls.find((pull: unknown) => {
    const number = field(pull, 'number')
    return (
      typeof number === 'number' &&
      Number.isSafeInteger(number) &&
      number > 0 &&
      typeof field(pull, 'merged_at') === 'string' &&
      field(pull, 'merge_commit_sha') === push.head &&
      branch !== '' &&
      field(field(pull, 'base'), 'ref') === branch
    )
  }) as { number: number } | undefined
  if (!merged) return undefined
  let tracked
  try {
    tracked = await github.trackedComment(merged.number, projectId)
  } catch (error) {
    const asked = `Could not read whether pull request #${merged.number}, which commit ${push.head} merged, has a docs job (include-changes); nothing was sent`
    throw callError(error, asked)
  }
  if (!tracked) return undefined
  return `the push to ${push.ref || 'the ref'} is the merge of pull request #${merged.number}, whose docs job ${tracked.found.jobId} follows it (its tracking comment there): nothing is sent`
}
