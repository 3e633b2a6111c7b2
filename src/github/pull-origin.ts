/**
 * Whether the pull request the service names is one this run may read and act on (contract
 * §4.9). The service's word alone never chooses where we write or what a later job checks out:
 * the pull request must be in the documentation repository (`docs-repository`, else the job's
 * source repository), opened from a branch of that repository (a fork's branch is anybody's
 * code), and by an app account, or by the login `pr-author` names. Anything else gets a warning
 * and no action, and the `pr-head-*` outputs stay empty.
 */
import type { PullRequestRef } from '../pull-request.js'
import { line, type LogLine } from '../sinks/index.js'
import type { Octokit } from './octokit.js'

type PullData = Awaited<ReturnType<Octokit['rest']['pulls']['get']>>['data']

/** Where the pull request must live, and who must have opened it. */
export interface ExpectedPull {
  /** `owner/repo`. */
  repository: string
  /** Where `repository` came from, for the messages. */
  from: 'docs-repository' | 'the job’s source repository'
  /** `pr-author`; undefined: any app account. */
  author?: string
}

const EMPTY = 'it is not read or acted on, and pr-head-ref, pr-head-sha and pr-base-ref are empty'

const same = (a: string | undefined | null, b: string): boolean =>
  typeof a === 'string' && a.toLowerCase() === b.toLowerCase()

/**
 * The expectation the pull request meets by its place (checked before any request), or why it is
 * in the wrong repository or cannot be told to be the agent's.
 */
export function placeOf(
  pr: PullRequestRef,
  expected: ExpectedPull | undefined
): { expected: ExpectedPull } | { problem: LogLine } {
  const where = `${pr.repository}#${pr.number}`
  if (!expected) {
    return {
      problem: line`The job names no source repository on ${pr.host}, so the pull request ${where} cannot be told to be the agent's: ${EMPTY}. Set 'docs-repository' to the repository (owner/repo) where the agent's pull requests live.`
    }
  }
  if (!same(pr.repository, expected.repository)) {
    return {
      problem: line`The pull request ${where} is not in ${expected.repository} (${expected.from}), so ${EMPTY}.`
    }
  }
  return { expected }
}

/** Why the pull request GitHub answered is not the agent's (a fork, another author), or undefined. */
export function notTheAgents(
  pr: PullRequestRef,
  data: PullData,
  expected: ExpectedPull,
  /** What follows for the pull request, said after "so". */
  consequence = EMPTY
): LogLine | undefined {
  const where = `${pr.repository}#${pr.number}`
  const head = data.head?.repo?.full_name
  const base = data.base?.repo?.full_name
  if (!same(head, expected.repository)) {
    return line`The pull request ${where} was opened from ${head ?? 'a deleted repository'}, not from a branch of ${expected.repository}, so ${consequence}.`
  }
  if (!same(base, expected.repository)) {
    return line`The pull request ${where} asks to merge into ${base ?? 'a repository GitHub does not name'}, not into ${expected.repository}, so ${consequence}.`
  }
  const login = data.user?.login
  if (expected.author) {
    if (!same(login, expected.author)) {
      return line`The pull request ${where} was opened by ${login ?? 'nobody known'}, not by ${expected.author} ('pr-author'), so ${consequence}.`
    }
  } else if (data.user?.type !== 'Bot') {
    return line`The pull request ${where} was opened by ${login ?? 'nobody known'}, not by an app account, so ${consequence}. If a person's account opens the agent's pull requests, name it in 'pr-author'.`
  }
  return undefined
}
