/**
 * The agent's pull request as a first-class object (issue #10): once a job is completed with one,
 * read its branch and commit for the outputs, then apply what the workflow asked for: reviewers,
 * labels, assignees. The pull request usually lives in the documentation repository, often not
 * the workflow's, so this side has a token of its own (`pr-token`). Every action is idempotent
 * (what is already there is not asked again) and none of them can fail the step: a token that may
 * not act gets one warning that names the permission, and the job's outcome stays what it was.
 */
import type { PullRequestRef } from '../pull-request.js'
import { line, type LogLine } from '../sinks/index.js'
import { pageOf, statusOf, type Octokit, type Repo } from './octokit.js'
import { linksOf } from './links.js'
import { isRateLimited, rateLimitOf, rateLimitText } from './rate-limit.js'

/** What the workflow asks for on the agent's pull request (the `pr-*` inputs, read by the agent). */
export interface PrSettings {
  /** Users to request a review from. */
  reviewers: readonly string[]
  /** Teams to request a review from (`org/slug`). */
  teams: readonly { org: string; slug: string }[]
  labels: readonly string[]
  assignees: readonly string[]
  /** Keep the link-back comment (with the signed marker) on the pull request. */
  comment: boolean
  /** Token for the pull request's repository: `pr-token`, else `github-token`. */
  token: string
  /** `docs-repository`: the only repository (`owner/repo`) where the pull request may live. */
  repository?: string
  /** `pr-author`: the login expected to open the pull request; undefined: any app account. */
  author?: string
  /** `pr-waiting-label`: the docs pull request's label while its code pull request is open ('' none). */
  waitingLabel: string
  /** `pr-close-with-code`: a code pull request closed unmerged closes its docs pull request. */
  closeWithCode: boolean
  /** `pr-follow-code`: the docs pull request follows its code pull request at all. */
  followCode: boolean
}

/** What `apply` sets on the pull request. */
type Wanted = Pick<PrSettings, 'reviewers' | 'teams' | 'labels' | 'assignees'>

/** What the outputs take from the pull request, each checked for its form. */
export interface PullDetails {
  headRef: string
  headSha: string
  baseRef: string
}

export interface PullLog {
  notice(message: LogLine): void
  warning(message: LogLine): void
  info(message: LogLine): void
}

/**
 * A branch name as an output: the characters git allows that no shell or URL gives meaning to,
 * and never a leading `-` (git refuses such names, and `git checkout $REF` would take it for an
 * option).
 */
const REF = /^(?![-/])(?!.*\.\.)(?!.*\/$)(?!.*\/-)[A-Za-z0-9._/-]{1,255}$/
const SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/

type PullData = Awaited<ReturnType<Octokit['rest']['pulls']['get']>>['data']
type Reviews = Awaited<ReturnType<Octokit['rest']['pulls']['listReviews']>>['data']

/** Pages of reviews read at most, newest first: 1,000 reviews, 10 requests. */
export const MAX_REVIEW_PAGES = 10
/** GitHub's largest page. */
const REVIEWS_PER_PAGE = 100

export function repoOf(pr: PullRequestRef): Repo {
  const [owner = '', repo = ''] = pr.repository.split('/')
  return { owner, repo }
}

const lower = (items: readonly (string | undefined)[]): Set<string> =>
  new Set(items.filter((item): item is string => Boolean(item)).map((item) => item.toLowerCase()))

/**
 * The token may not read or act on the repository: 401, 403 or 404 (GitHub hides what it may not
 * see). A 403 over GitHub's rate limit is not that (rate-limit.ts).
 */
const denied = (error: unknown): boolean =>
  [401, 403, 404].includes(statusOf(error) ?? 0) && !isRateLimited(error)

export class PullRequestSide {
  /** Set once the token proved it may not act: nothing more is tried. */
  private refused = false
  /** A review request GitHub refused, to say unless the token proves it may not act at all. */
  private refusedAlone?: LogLine
  /**
   * Set once GitHub refused an action over its rate limit (one the Octokit did not wait for):
   * the actions after it would be refused too, and asking again only prolongs the limit.
   */
  private limited = false

  constructor(
    private readonly octokit: Octokit,
    readonly pr: PullRequestRef,
    private readonly log: PullLog
  ) {}

  private get where(): string {
    return `${this.pr.repository}#${this.pr.number}`
  }

  /**
   * The pull request, or undefined when the token cannot read it: a notice, or, when the
   * workflow asked for actions on it (`acting`), one warning naming the permission they need.
   */
  async read(acting: boolean): Promise<PullData | undefined> {
    try {
      const { data } = await this.octokit.rest.pulls.get({
        ...repoOf(this.pr),
        pull_number: this.pr.number
      })
      return data
    } catch (error) {
      const empty = 'pr-head-ref, pr-head-sha and pr-base-ref are empty'
      if (acting) {
        this.refused = true
        this.log.warning(
          denied(error)
            ? line`The token cannot read pull request ${this.where} (${statusOf(error)}), so the pr-* inputs were not applied and ${empty}: give the token in 'pr-token' 'pull-requests: write' permission on ${this.pr.repository}. The job's outcome is unchanged.`
            : line`Could not read pull request ${this.where}, so the pr-* inputs were not applied and ${empty}: ${messageOf(error)}`
        )
      } else {
        this.log.notice(
          denied(error)
            ? line`Could not read pull request ${this.where} (${statusOf(error)}): the token cannot see that repository, so ${empty}. Set 'pr-token' to a token that can read ${this.pr.repository}.`
            : line`Could not read pull request ${this.where}, so ${empty}: ${messageOf(error)}`
        )
      }
      return undefined
    }
  }

  /** The outputs' values, each empty when GitHub's answer does not have the expected form. */
  static details(data: PullData): PullDetails {
    const ref = (value: unknown): string =>
      typeof value === 'string' && REF.test(value) ? value : ''
    return {
      headRef: ref(data.head?.ref),
      headSha: typeof data.head?.sha === 'string' && SHA.test(data.head.sha) ? data.head.sha : '',
      baseRef: ref(data.base?.ref)
    }
  }

  /** Reviewers, labels and assignees that are not there yet. */
  async apply(data: PullData, wanted: Wanted): Promise<void> {
    await this.requestReviewers(data, wanted)
    await this.applyLabels(data, wanted)
    if (this.refusedAlone) this.log.warning(this.refusedAlone)
    this.refusedAlone = undefined
  }

  private async applyLabels(data: PullData, wanted: Wanted): Promise<void> {
    // Only what the workflow asked for: an input left empty is not "already there".
    if (wanted.labels.length > 0)
      await this.act('labels', async () => {
        const present = lower((data.labels ?? []).map((label) => label.name))
        const missing = wanted.labels.filter((label) => !present.has(label.toLowerCase()))
        if (missing.length === 0) return 'already there'
        await this.octokit.rest.issues.addLabels({
          ...repoOf(this.pr),
          issue_number: this.pr.number,
          labels: missing
        })
        return `added ${missing.join(', ')}`
      })
    if (wanted.assignees.length > 0)
      await this.act('assignees', async () => {
        const present = lower((data.assignees ?? []).map((user) => user?.login))
        const missing = wanted.assignees.filter((login) => !present.has(login.toLowerCase()))
        if (missing.length === 0) return 'already there'
        await this.octokit.rest.issues.addAssignees({
          ...repoOf(this.pr),
          issue_number: this.pr.number,
          assignees: missing
        })
        return `assigned ${missing.join(', ')}`
      })
  }

  /**
   * Asks for reviews from those wanted who are not asked yet and have not reviewed the latest
   * commit: a re-run asks nobody twice, and after the agent pushed a new commit (a follow-up), a
   * reviewer who reviewed the old one is asked again, as GitHub's "re-request review" does.
   */
  private async requestReviewers(data: PullData, wanted: Wanted): Promise<void> {
    if (wanted.reviewers.length === 0 && wanted.teams.length === 0) return
    await this.act(
      'reviewers',
      async () => {
        const author = data.user?.login?.toLowerCase()
        const requested = lower((data.requested_reviewers ?? []).map((user) => user?.login))
        let users = wanted.reviewers.filter(
          (login) => login.toLowerCase() !== author && !requested.has(login.toLowerCase())
        )
        if (users.length > 0) {
          const reviewed = await this.reviewedHead(data.head?.sha, users)
          users = users.filter((login) => !reviewed.has(login.toLowerCase()))
        }
        const owner = repoOf(this.pr).owner.toLowerCase()
        const requestedTeams = lower((data.requested_teams ?? []).map((team) => team?.slug))
        const teams: string[] = []
        for (const team of wanted.teams) {
          if (team.org.toLowerCase() !== owner) {
            this.log.warning(
              line`Team ${team.org}/${team.slug} is not of ${owner}, the owner of ${this.where}: GitHub asks reviews only of the repository's own organisation's teams.`
            )
          } else if (!requestedTeams.has(team.slug.toLowerCase())) teams.push(team.slug)
        }
        if (users.length === 0 && teams.length === 0) return 'already asked'
        await this.octokit.rest.pulls.requestReviewers({
          ...repoOf(this.pr),
          pull_number: this.pr.number,
          reviewers: users,
          team_reviewers: teams
        })
        return `asked ${[...users, ...teams.map((slug) => `${owner}/${slug}`)].join(', ')}`
      },
      (status) => {
        // A token may add labels and not ask reviews (a fine-grained token's permissions, a reviewer
        // GitHub will not ask): the waiting label and the rest must not depend on it.
        const who = [...wanted.reviewers, ...wanted.teams.map((t) => `${t.org}/${t.slug}`)].join(
          ', '
        )
        return line`Could not ask ${who} for a review of pull request ${this.where} (${status ?? 'no status'}): the token in 'pr-token' may not ask reviews there (it needs 'pull-requests: write' on ${this.pr.repository}, and a reviewer with access to it). The labels and assignees are still set; the job's outcome is unchanged.`
      }
    )
  }

  /**
   * Of `logins`, those whose latest review is of `sha`. GitHub lists reviews oldest first, 100 a
   * page at most: the last page is read first, then the pages before it, until every login's
   * latest review is known, at most MAX_REVIEW_PAGES. A login whose reviews lie further back
   * counts as not having reviewed `sha` (asked again: the safe side).
   */
  private async reviewedHead(sha: string | undefined, logins: string[]): Promise<Set<string>> {
    if (!sha) return new Set()
    const wanted = new Set(logins.map((login) => login.toLowerCase()))
    const latest = new Map<string, string | undefined>()
    const known = (): boolean => [...wanted].every((login) => latest.has(login))
    /** Takes a page's reviews, newest first: the first one seen of a login is its latest. */
    const take = (page: Reviews): void => {
      for (const review of [...page].reverse()) {
        const login = review.user?.login?.toLowerCase()
        if (login && wanted.has(login) && !latest.has(login)) {
          latest.set(login, review.commit_id ?? undefined)
        }
      }
    }
    const list = async (page: number) => {
      const answer = await this.octokit.rest.pulls.listReviews({
        ...repoOf(this.pr),
        pull_number: this.pr.number,
        per_page: REVIEWS_PER_PAGE,
        page
      })
      return { ...answer, data: pageOf<Reviews[number]>(answer.data, REVIEWS_PER_PAGE) }
    }
    const first = await list(1)
    const { next, last } = linksOf(first.headers.link)
    if (next === undefined) {
      take(first.data)
    } else if (last !== undefined) {
      let read = 1
      let page = last
      for (; page > 1 && !known() && read < MAX_REVIEW_PAGES; page--, read++) {
        take((await list(page)).data)
      }
      // Page 1 holds the oldest reviews: taken only when every page after it was.
      if (page === 1) take(first.data)
    } else {
      // GitHub names no last page: read forward within the cap, then take the newest first.
      const pages = [first.data]
      for (let page: number | undefined = next; page !== undefined;) {
        if (pages.length >= MAX_REVIEW_PAGES) break
        const { data, headers } = await list(page)
        pages.push(data)
        page = linksOf(headers.link).next
      }
      for (const page of pages.reverse()) take(page)
    }
    return new Set([...latest].filter(([, commit]) => commit === sha).map(([login]) => login))
  }

  /**
   * Runs one action; its failure is a warning. A token that may not act stops every later action
   * with one warning naming the permission it lacks.
   */
  /**
   * `refusedAlone`: what to say when GitHub refuses this action alone (401, 403, 404): the actions
   * after it are still tried. Without it, a refusal means the token may not act here at all.
   */
  private async act(
    what: string,
    action: () => Promise<string>,
    refusedAlone?: (status: number | undefined) => LogLine
  ): Promise<void> {
    if (this.refused || this.limited) return
    try {
      const done = await action()
      this.log.info(line`Pull request ${this.where}, ${what}: ${done}.`)
    } catch (error) {
      const limit = rateLimitOf(error)
      if (limit) {
        this.limited = true
        this.log.warning(
          line`Could not set the ${what} of pull request ${this.where}: ${rateLimitText(limit)}. The pr-* inputs left are not applied in this run; the job's outcome is unchanged.`
        )
        return
      }
      if (denied(error) && refusedAlone) {
        // Said once the next action shows whether the token may act here at all (apply).
        this.refusedAlone = refusedAlone(statusOf(error))
        return
      }
      if (denied(error)) {
        // One warning: the token may not act here, the refused review request included.
        this.refusedAlone = undefined
        this.refused = true
        this.log.warning(
          line`The token cannot act on pull request ${this.where} (${statusOf(error)}): give the token in 'pr-token' 'pull-requests: write' permission on ${this.pr.repository}. The job's outcome is unchanged.`
        )
        return
      }
      this.log.warning(
        line`Could not set the ${what} of pull request ${this.where}: ${messageOf(error)}`
      )
    }
  }

  /**
   * False when an earlier action found the token may not act, or GitHub's rate limit stopped it
   * (the link-back comment is skipped).
   */
  get mayAct(): boolean {
    return !this.refused && !this.limited
  }
}

function messageOf(error: unknown): string {
  const limit = rateLimitOf(error)
  if (limit) return `${rateLimitText(limit)}.`
  const status = statusOf(error)
  const text = error instanceof Error ? error.message : String(error)
  return status ? `${status} ${text}` : text
}
