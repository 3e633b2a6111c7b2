/**
 * The `pr-*` inputs and `docs-repository`: who and what the action applies on the agent's pull
 * request once the job is completed with one (github/pull.ts applies them).
 */
import { list, shown, type InputReader } from '../inputs.js'
import type { PrSettings } from '../github/pull.js'
import { Inputs } from './constants.js'

/** A GitHub login: letters, digits and single hyphens, at most 39 characters. */
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/
/** An app's login as GitHub shows it (`docs-agent[bot]`), or a user's. */
const AUTHOR = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}(?:\[bot\])?$/
/** `owner/repo`: a login, and a repository name that is not `.` or `..`. */
const REPOSITORY =
  /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}\/(?!\.{1,2}$)[A-Za-z0-9_.-]{1,100}$/
/** An organisation's team: `org/team-slug`. */
const TEAM = /^([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([A-Za-z0-9][A-Za-z0-9_.-]{0,99})$/
/** GitHub's limit on a label's name. */
const MAX_LABEL = 50

/** The `pr-*` inputs: who and what to apply on the agent's pull request. */
export function readPrSettings(
  input: InputReader,
  problems: string[],
  bool: (name: string) => boolean
): PrSettings {
  const reviewers: string[] = []
  const teams: { org: string; slug: string }[] = []
  for (const item of list(input(Inputs.PrReviewers))) {
    const team = TEAM.exec(item)
    if (team) teams.push({ org: team[1] as string, slug: team[2] as string })
    else if (LOGIN.test(item)) reviewers.push(item)
    else {
      problems.push(
        `Input '${Inputs.PrReviewers}' must be a comma-separated list of GitHub logins (octocat) or teams (org/team-slug); got ${shown(item)}.`
      )
    }
  }
  const assignees = list(input(Inputs.PrAssignees))
  for (const item of assignees) {
    if (!LOGIN.test(item)) {
      problems.push(
        `Input '${Inputs.PrAssignees}' must be a comma-separated list of GitHub logins (octocat); got ${shown(item)}.`
      )
    }
  }
  const labels = list(input(Inputs.PrLabels))
  for (const item of labels) {
    if (!isLabel(item)) {
      problems.push(
        `Input '${Inputs.PrLabels}' must be a comma-separated list of label names of at most ${MAX_LABEL} characters; got ${shown(item)}.`
      )
    }
  }
  const waitingLabel = input(Inputs.PrWaitingLabel).trim()
  if (!isLabel(waitingLabel)) {
    problems.push(
      `Input '${Inputs.PrWaitingLabel}' must be one label name of at most ${MAX_LABEL} characters, or empty; got ${shown(waitingLabel)}.`
    )
  }
  if (waitingLabel && labels.some((label) => label.toLowerCase() === waitingLabel.toLowerCase())) {
    problems.push(
      `Input '${Inputs.PrWaitingLabel}' must not be one of '${Inputs.PrLabels}': it comes off when the code merges, and '${Inputs.PrLabels}' are to stay; got ${shown(waitingLabel)} in both.`
    )
  }
  const author = input(Inputs.PrAuthor).trim()
  if (author && !AUTHOR.test(author)) {
    problems.push(
      `Input '${Inputs.PrAuthor}' must be a GitHub login (octocat) or an app's (docs-agent[bot]); got ${shown(author)}.`
    )
  }
  const repository = input(Inputs.DocsRepository).trim()
  if (repository && !REPOSITORY.test(repository)) {
    problems.push(
      `Input '${Inputs.DocsRepository}' must be a repository as owner/repo (acme/docs); got ${shown(repository)}.`
    )
  }
  return {
    ...(author ? { author } : {}),
    ...(repository ? { repository } : {}),
    reviewers: unique(reviewers),
    teams,
    labels: unique(labels),
    assignees: unique(assignees),
    comment: bool(Inputs.PrComment),
    waitingLabel,
    closeWithCode: bool(Inputs.PrCloseWithCode),
    followCode: bool(Inputs.PrFollowCode),
    token: input(Inputs.PrToken).trim() || input(Inputs.GithubToken).trim()
  }
}

/** The items once each, compared without case (GitHub's logins and labels ignore it). */
function unique(items: readonly string[]): string[] {
  const seen = new Set<string>()
  return items.filter((item) => {
    const key = item.toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** A label name GitHub takes: at most MAX_LABEL characters, no control character, no comma. */
function isLabel(name: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  return name.length <= MAX_LABEL && !/[\u0000-\u001f\u007f,]/.test(name)
}
