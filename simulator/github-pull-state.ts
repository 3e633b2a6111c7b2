/**
 * Whether the jobs' pull requests are open, closed or merged, as GitHub's REST API keeps it, for
 * the simulator's GitHub (routes.ts): a run pointed there closes or reopens a pull request with
 * `PATCH …/pulls/{n}` `{state}` (a docs pull request following its code pull request) and reads
 * the state back with `GET …/pulls/{n}`, as it would on GitHub; it asks for reviews with
 * `POST …/pulls/{n}/requested_reviewers` (`pr-reviewers`), which `GET` then shows requested.
 *
 * GitHub's refusals: 422 "Validation Failed" on reopening a merged pull request, or one whose head
 * branch is gone; closing a closed one, or opening an open one, leaves it as it is. What a person
 * does on GitHub, a test does in-process (`sim.mergePull`, `sim.deleteHeadBranch`, which closes an
 * open pull request as deleting its head branch does on GitHub) or over HTTP
 * (`POST /_sim/pulls/{owner}/{repo}/{number}/merge`, `…/delete-head-branch`). In memory, cleared
 * with the simulator: `sim.pullState(repository, number)`.
 */
import { createHash } from 'node:crypto'
import type { SimPull } from './jobs.js'

/** What the simulator's GitHub keeps of a pull request (or issue) number. */
export interface SimPullState {
  /** Its labels, in the order added (github-labels.ts). */
  labels: string[]
  /** `closed` once closed or merged. */
  state: 'open' | 'closed'
  /** When it was closed (GitHub's time format, seconds and `Z`); null while open. */
  closedAt: string | null
  /** Merged (`sim.mergePull`), with this merge commit; null otherwise. */
  mergeCommit: string | null
  /** Its head branch was deleted (`sim.deleteHeadBranch`): reopening it answers 422. */
  headDeleted: boolean
  /** The logins asked to review it, in the order asked, each once. */
  requestedReviewers: string[]
  /** The slugs of the teams (of its owner) asked to review it, in the order asked, each once. */
  requestedTeams: string[]
}

type Answer = { status: number; body: unknown }
type Kept = Omit<SimPullState, 'labels'>

/**
 * GitHub's 422 of a pull request update it will not make. Its message on a head branch that is
 * gone is GitHub's as GitHub answered it ("state cannot be changed. The <branch> branch has been
 * deleted."); on a merged pull request we found no recording of GitHub's words: the shape is
 * GitHub's, the words the simulator's.
 */
const refused = (error: { code: string; message?: string }): Answer => ({
  status: 422,
  body: {
    message: 'Validation Failed',
    errors: [{ resource: 'PullRequest', field: 'state', ...error }],
    documentation_url: 'https://docs.github.com/rest/pulls/pulls#update-a-pull-request',
    status: '422'
  }
})

export class PullStateStore {
  /** `<owner/repo, lower case>#<number>` -> what changed since the pull request opened. */
  private kept = new Map<string, Kept>()

  constructor(private readonly now: () => number) {}

  clear(): void {
    this.kept.clear()
  }

  /** Open, closed or merged, and since when (labels: none here; see LabelStore). */
  of(repository: string, number: number): Kept {
    const kept = this.kept.get(keyOf(repository, number)) ?? OPEN
    return {
      ...kept,
      requestedReviewers: [...kept.requestedReviewers],
      requestedTeams: [...kept.requestedTeams]
    }
  }

  /**
   * PATCH …/pulls/{n} of `pull`: undefined once done (the caller answers the pull request), or
   * GitHub's refusal. Of the fields GitHub takes, only `state` is kept.
   */
  update(pull: SimPull, body: unknown): Answer | undefined {
    const wanted = (body as { state?: unknown } | undefined)?.state
    if (wanted !== undefined && wanted !== 'open' && wanted !== 'closed') {
      return refused({ code: 'invalid' })
    }
    const kept = this.of(pull.repository, pull.number)
    if (wanted === 'closed') this.close(pull.repository, pull.number)
    if (wanted === 'open' && kept.state === 'closed') {
      if (kept.mergeCommit) {
        return refused({ code: 'custom', message: 'state cannot be changed. The pull request has been merged.' }) // prettier-ignore
      }
      if (kept.headDeleted) {
        return refused({ code: 'custom', message: `state cannot be changed. The ${pull.headRef} branch has been deleted.` }) // prettier-ignore
      }
      this.set(pull, { ...kept, state: 'open', closedAt: null })
    }
    return undefined
  }

  /**
   * POST …/pulls/{n}/requested_reviewers of `pull`: undefined once asked (the caller answers the
   * pull request), or GitHub's 422: logins or slugs that are not strings, or the author asked
   * (every other login is a collaborator of the simulator's GitHub, github-collaborators.ts).
   */
  requestReviewers(pull: SimPull, body: unknown): Answer | undefined {
    const given = (body ?? {}) as { reviewers?: unknown; team_reviewers?: unknown }
    const names = (value: unknown): string[] | undefined =>
      value === undefined
        ? []
        : Array.isArray(value) && value.every((name) => typeof name === 'string')
          ? (value as string[])
          : undefined
    const reviewers = names(given.reviewers)
    const teams = names(given.team_reviewers)
    if (!reviewers || !teams) return invalid('Invalid request.')
    if (reviewers.some((login) => login.toLowerCase() === pull.author.toLowerCase())) {
      return invalid('Review cannot be requested from pull request author.')
    }
    const kept = this.of(pull.repository, pull.number)
    this.set(pull, {
      ...kept,
      requestedReviewers: addOnce(kept.requestedReviewers, reviewers),
      requestedTeams: addOnce(kept.requestedTeams, teams)
    })
    return undefined
  }

  /** Closes it now, unless it is closed already. */
  close(repository: string, number: number): void {
    const kept = this.of(repository, number)
    if (kept.state === 'closed') return
    this.kept.set(keyOf(repository, number), { ...kept, state: 'closed', closedAt: this.at() })
  }

  /** Someone deletes its head branch: GitHub closes it when open, and will not reopen it. */
  deleteHeadBranch(pull: SimPull): void {
    this.close(pull.repository, pull.number)
    this.set(pull, { ...this.of(pull.repository, pull.number), headDeleted: true })
  }

  /** Someone merges it (open): closed and merged now. Throws when it is closed. */
  merge(pull: SimPull, mergeCommit?: string): void {
    const kept = this.of(pull.repository, pull.number)
    if (kept.state === 'closed') {
      throw new Error(`Pull request ${pull.repository}#${pull.number} is closed: GitHub merges only an open one`) // prettier-ignore
    }
    const sha =
      mergeCommit ??
      createHash('sha1').update(`${pull.repository}#${pull.number}:merge`).digest('hex')
    this.set(pull, { ...kept, state: 'closed', closedAt: this.at(), mergeCommit: sha })
  }

  private set(pull: SimPull, kept: Kept): void {
    this.kept.set(keyOf(pull.repository, pull.number), kept)
  }

  private at(): string {
    return new Date(this.now()).toISOString().replace(/\.\d{3}Z$/, 'Z')
  }
}

const OPEN: Kept = {
  state: 'open',
  closedAt: null,
  mergeCommit: null,
  headDeleted: false,
  requestedReviewers: [],
  requestedTeams: []
}

/** GitHub's 422 of a review request it will not take. */
const invalid = (message: string): Answer => ({
  status: 422,
  body: {
    message,
    documentation_url:
      'https://docs.github.com/rest/pulls/review-requests#request-reviewers-for-a-pull-request',
    status: '422'
  }
})

/** `names` after `kept`, those already there (in any case) left out. */
const addOnce = (kept: string[], names: string[]): string[] =>
  names.reduce(
    (all, name) =>
      all.some((known) => known.toLowerCase() === name.toLowerCase()) ? all : [...all, name],
    kept
  )

const keyOf = (repository: string, number: number): string =>
  `${repository.toLowerCase()}#${number}`
