/**
 * GitHub's pull request APIs for a pull request's change, for the simulator's GitHub (routes.ts):
 * `GET /repos/{owner}/{repo}/pulls/{n}/commits` and `…/files` answered in GitHub's `commit` and
 * `diff-entry` shapes for one built-in pull request, the code pull request `npm start -- --pr`
 * plays (demo-pull.js), so that a run with `include-changes` on its `pull_request` events sends
 * its change. It stands at its opening until a push (`push`: `sim.pushToPull`, or
 * `POST /_sim/pulls/{owner}/{repo}/{n}/push`) moves it to its next head: its commits then are
 * those of every push so far, its files those of the new head. Any other pull request's commits
 * and files answer GitHub's 404 (the simulator's GitHub has no change of them).
 *
 * Paged as GitHub pages them, by `per_page` (30 by default, at most 100) and `page`, without
 * GitHub's `Link` header (the demo's lists fit on one page).
 */
import { DEMO_PULL } from './demo-pull.js'
import { commitOf, diffEntry } from './github-compare.js'
import type { SimPull } from './jobs.js'

type Answer = { status: number; body: unknown }

const DOCS = {
  commits: 'https://docs.github.com/rest/pulls/pulls#list-commits-on-a-pull-request',
  files: 'https://docs.github.com/rest/pulls/pulls#list-pull-requests-files'
}

/** GitHub's basic-error for a pull request it does not have. */
const notFound = (list: 'commits' | 'files'): Answer => ({
  status: 404,
  body: { message: 'Not Found', documentation_url: DOCS[list], status: '404' }
})

/** Whether `repository#number` (owner/repo in any case) is the demo's pull request. */
const isDemoPull = (repository: string, number: number): boolean =>
  repository.toLowerCase() === DEMO_PULL.repository.toLowerCase() && number === DEMO_PULL.number

export class PullChangeStore {
  /** The pushes the demo pull request has had: 1 at its opening. */
  private pushes = 1

  clear(): void {
    this.pushes = 1
  }

  /**
   * The demo pull request as the simulator's GitHub keeps a pull request (github-pull.ts answers
   * it, its state kept like a job's), when `repository#number` is it.
   */
  pullOf(repository: string, number: number): SimPull | undefined {
    if (!isDemoPull(repository, number)) return undefined
    const { headRef, baseRef, title, author } = DEMO_PULL
    const headSha = this.current().head
    return { repository: DEMO_PULL.repository, number, jobId: '', headRef, baseRef, headSha, title, author } // prettier-ignore
  }

  /** The demo pull request's head now, when `repository#number` is it. */
  headOf(repository: string, number: number): string | undefined {
    return isDemoPull(repository, number) ? this.current().head : undefined
  }

  /**
   * Someone pushes the next commits of `repository#number` (the demo pull request's next push):
   * its head before and after. Throws when it is not the demo's, or has no push left.
   */
  push(repository: string, number: number): { before: string; after: string } {
    if (!isDemoPull(repository, number)) {
      throw new Error(`No pull request ${repository}#${number} has commits to push: only ${DEMO_PULL.repository}#${DEMO_PULL.number} (demo-pull.js)`) // prettier-ignore
    }
    const next = DEMO_PULL.pushes[this.pushes]
    if (!next) {
      throw new Error(`${DEMO_PULL.repository}#${DEMO_PULL.number} has had its ${DEMO_PULL.pushes.length} pushes: none is left`) // prettier-ignore
    }
    const before = this.current().head
    this.pushes++
    return { before, after: next.head }
  }

  /** Answers `method path` (the part after `/_sim/github`) when it lists a pull request's change. */
  answer(method: string, path: string, search: URLSearchParams): Answer | undefined {
    const match = /^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)\/(commits|files)$/.exec(path)
    if (!match || method !== 'GET') return undefined
    const [, owner = '', repo = '', number = '', list = ''] = match
    const which = list === 'commits' ? 'commits' : 'files'
    const repository = `${decoded(owner)}/${decoded(repo)}`
    if (!isDemoPull(repository, Number(number))) return notFound(which)
    const perPage = Math.min(Math.max(Number(search.get('per_page') ?? 30) || 30, 1), 100)
    const page = Math.max(Number(search.get('page') ?? 1) || 1, 1)
    const all = which === 'commits' ? this.commits() : this.files()
    return { status: 200, body: all.slice((page - 1) * perPage, page * perPage) }
  }

  /** The push the demo pull request stands at. */
  private current() {
    const push = DEMO_PULL.pushes[this.pushes - 1]
    if (!push) throw new Error('demo-pull.js lists no push')
    return push
  }

  /** Every commit pushed so far, oldest first, each the child of the one before. */
  private commits(): unknown[] {
    const { repository, author, authorName, base } = DEMO_PULL
    const pushed = DEMO_PULL.pushes.slice(0, this.pushes).flatMap((push) => push.commits)
    return pushed.map((commit, index) =>
      commitOf(
        repository,
        commit.sha,
        { message: commit.message, login: author, name: authorName, date: commit.date },
        index === 0 ? base : (pushed[index - 1]?.sha ?? base)
      )
    )
  }

  /** The files changed at the current head, with their patches against the base. */
  private files(): unknown[] {
    const { head, files } = this.current()
    return files.map((file) => diffEntry(DEMO_PULL.repository, head, file))
  }
}

/** A path part decoded; as it is when it is not valid percent-encoding. */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part)
  } catch {
    return part
  }
}
