/**
 * Reads a change from GitHub for `include-changes`: a push's range through the compare API, a
 * pull request's commits and files through its pull request APIs, each page of 100 at a time and
 * no more pages than GitHub lists. What GitHub answers is checked, not trusted: any field may be
 * missing, and an answer that is not a list or a comparison fails the read (it is not "no
 * change").
 */
import { oneLine } from './cut.js'
import type { Octokit, Repo } from './octokit.js'
import { callError } from './rate-limit.js'
import type { PullQuery } from './plan.js'

/** Commits listed at most: three pages of 100 (the compare API pages its commits only). */
export const MAX_COMMITS = 300
/** GitHub's compare lists at most 300 files, all on its first page. */
export const MAX_COMPARE_FILES = 300
/** GitHub lists at most 3000 files of a pull request (its "List pull requests files"). */
export const MAX_PULL_FILES = 3000
/** GitHub lists at most 250 commits of a pull request (its "List commits on a pull request"). */
export const MAX_PULL_COMMITS = 250
const PER_PAGE = 100

export interface Commit {
  /** The first seven characters of the commit id. */
  sha: string
  /** The first line of the message. */
  title: string
  /** The author's GitHub login, else the name in the commit. */
  author: string
}

export interface FileChange {
  path: string
  /** added, modified, removed, renamed, copied, changed, unchanged */
  status: string
  additions: number
  deletions: number
  /** The file's name before a rename; '' otherwise. */
  previous: string
  /** undefined when GitHub gives none (a binary file, or one too large to show). */
  patch?: string
}

export interface Compared {
  commits: Commit[]
  /** The commits in the range, as GitHub counts them (more than listed when it has more). */
  totalCommits: number
  files: FileChange[]
  /** The most files GitHub lists for such a change: at it, a file may be among those unlisted. */
  maxFiles: number
  /** The head before a push: the commits after it are marked `[new]`. */
  newSince?: string
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const count = (value: unknown): number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0
/** A commit id as GitHub gives it: hexadecimal, else nothing to show. */
const shortSha = (value: unknown): string => {
  const sha = text(value)
  return /^[0-9a-f]{7,64}$/i.test(sha) ? sha.slice(0, 7) : ''
}

/**
 * The range's commits (oldest first, at most MAX_COMMITS) and changed files. Requests: one per
 * 100 commits listed, the first of which brings the files: at most ⌈commits/100⌉.
 */
export async function readCompare(octokit: Octokit, repo: Repo, query: Range): Promise<Compared> {
  const commits: Commit[] = []
  let files: FileChange[] = []
  let totalCommits = 0
  const maxPages = Math.ceil(MAX_COMMITS / PER_PAGE)
  for (let page = 1; page <= maxPages; page++) {
    const { data } = await octokit.rest.repos
      .compareCommitsWithBasehead({
        ...repo,
        basehead: `${query.base}...${query.head}`,
        per_page: PER_PAGE,
        page
      })
      .catch((error: unknown) => {
        throw readError(error, query.what, query)
      })
    // Not a comparison (an HTML error page a proxy answered 200, say): not "no change".
    const files0 = page === 1 ? field(data, 'files') : []
    if (!Array.isArray(files0) || !Array.isArray(field(data, 'commits'))) {
      throw readError(notAnswer('a comparison'), query.what, query)
    }
    // No page holds more than it was asked for: a longer one is not GitHub's.
    const listed = list(data.commits).slice(0, PER_PAGE)
    commits.push(...listed.map(commitOf))
    if (page === 1) {
      totalCommits = count(data.total_commits)
      files = list(data.files).slice(0, MAX_COMPARE_FILES).map(fileOf)
    }
    // A short page is the last; a GitHub that pages on with empty ones stops here too.
    if (listed.length < PER_PAGE || commits.length >= totalCommits) break
  }
  return {
    commits: commits.slice(0, MAX_COMMITS),
    totalCommits,
    files,
    maxFiles: MAX_COMPARE_FILES
  }
}

/** A compared range: commits, or a branch for a new one. */
export interface Range {
  base: string
  head: string
  /** What the range is of, for messages: `refs/heads/main`, `pull request #34`. */
  what: string
}

/**
 * A pull request's commits (oldest first, at most MAX_PULL_COMMITS) and files (at most
 * MAX_PULL_FILES), read through GitHub's pull request APIs, while its Link names a next page:
 * ⌈files/100⌉ + ⌈commits/100⌉ requests.
 */
export async function readPull(octokit: Octokit, repo: Repo, query: PullQuery): Promise<Compared> {
  const what = `pull request #${query.number}`
  // GitHub's Link says where a list ends; the event's counts may be stale by now (a push since),
  // so they never say where reading stops (its commit count only says how many the prompt counts).
  const pages = async (
    most: number,
    read: (page: number) => Promise<{ data: unknown; headers: { link?: string } }>
  ): Promise<unknown[]> => {
    const all: unknown[] = []
    const last = Math.ceil(most / PER_PAGE)
    for (let page = 1; page <= last; page++) {
      const { data, headers } = await read(page).catch((error: unknown) => {
        throw readError(error, what)
      })
      if (!Array.isArray(data)) throw readError(notAnswer('a list'), what)
      const listed = list(data).slice(0, PER_PAGE)
      all.push(...listed)
      // A short page is the last; so is one whose Link names no next (a full last page: an
      // event without counts would otherwise cost an empty page more).
      if (listed.length < PER_PAGE || !/rel="next"/.test(headers.link ?? '')) break
    }
    return all.slice(0, most)
  }
  const params = { ...repo, pull_number: query.number, per_page: PER_PAGE }
  const files = await pages(MAX_PULL_FILES, (page) =>
    octokit.rest.pulls.listFiles({ ...params, page })
  )
  const commits = await pages(MAX_PULL_COMMITS, (page) =>
    octokit.rest.pulls.listCommits({ ...params, page })
  )
  return {
    commits: commits.map(commitOf),
    totalCommits: Math.max(query.commits, commits.length),
    files: files.map(fileOf),
    maxFiles: MAX_PULL_FILES
  }
}

/** An answer that is not what the operation answers. */
const notAnswer = (what: string): Error => new Error(`GitHub's answer is not ${what}`)
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
export const field = (value: unknown, key: string): unknown =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined

/** A commit as GitHub lists it (compare, pull request commits); any field may be missing. */
function commitOf(item: unknown): Commit {
  const commit = field(item, 'commit')
  return {
    sha: shortSha(field(item, 'sha')),
    title: text(field(commit, 'message')).split(/\r\n?|\n/)[0] ?? '',
    author:
      text(field(field(item, 'author'), 'login')) || text(field(field(commit, 'author'), 'name'))
  }
}

/** A changed file as GitHub lists it (`diff-entry`); any field may be missing. */
function fileOf(file: unknown): FileChange {
  const patch = field(file, 'patch')
  return {
    path: text(field(file, 'filename')),
    status: oneLine(text(field(file, 'status')), 20),
    additions: count(field(file, 'additions')),
    deletions: count(field(file, 'deletions')),
    previous: text(field(file, 'previous_filename')),
    ...(typeof patch === 'string' ? { patch } : {})
  }
}

function readError(error: unknown, what: string, range?: Range): unknown {
  return callError(
    error,
    `Could not read the changes of ${what}${range ? ` (${short(range.base)}...${short(range.head)})` : ''} for include-changes; nothing was sent`
  )
}

/** A commit id as people write it; a branch name as it is. */
export const short = (commit: string): string =>
  /^[0-9a-f]{40,64}$/.test(commit) ? commit.slice(0, 7) : commit
