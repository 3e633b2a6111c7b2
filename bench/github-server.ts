// A small GitHub for the include-changes part of `npm run bench` (bench/changes.ts): the three
// REST endpoints the action reads a code change through, answered as GitHub answers them, every
// request counted. Its own module, not __tests__/support/github-standin.ts: that one is jest's.
//  - GET /repos/{owner}/{repo}/compare/{basehead}: a `commit-comparison`; with `per_page` or
//    `page` its commits paged by them (30 a page by default, at most 100) and its files (at most
//    300) on the first page only, as GitHub's "Working with large comparisons" says; without
//    either, the last 250 commits and the files. No Link header: GitHub documents none here, and
//    readers page by `total_commits`.
//  - GET /repos/{owner}/{repo}/pulls/{number}/files and …/commits: listings paged as GitHub pages
//    them (`per_page` 30 by default, at most 100; `page`; a Link header with rel="prev", "next",
//    "last" and "first" where each leads somewhere), of at most 3000 files and 250 commits.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface BenchCommit {
  sha: string
  message: string
  login: string
}

export interface BenchFile {
  filename: string
  status: string
  additions: number
  deletions: number
  patch: string
}

export interface Change {
  commits: BenchCommit[]
  files: BenchFile[]
}

/** GitHub's maxima: compare lists at most this many files, on its first page. */
const COMPARE_FILES = 300
/** Compare without a paging parameter: the last 250 commits. */
const COMPARE_UNPAGED_COMMITS = 250
/** A pull request's files and commits APIs list at most these. */
const PULL_FILES = 3000
const PULL_COMMITS = 250

export interface GitHubServer {
  url: string
  /** The comparison `basehead` answers in repository `owner/repo`. */
  setCompare(repository: string, basehead: string, change: Change): void
  /** What pull request `number` of `owner/repo` lists as its commits and files. */
  setPull(repository: string, number: number, change: Change): void
  /** The requests served since the last `reset`, by path and query. */
  readonly requests: string[]
  reset(): void
  close(): Promise<void>
}

export async function startGitHubServer(): Promise<GitHubServer> {
  const comparisons = new Map<string, Change>()
  const pulls = new Map<string, Change>()
  const requests: string[] = []

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
    requests.push(`${req.method ?? ''} ${url.pathname}${url.search}`)
    const send = (status: number, body: unknown, headers: Record<string, string> = {}): void => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
      res.end(JSON.stringify(body))
    }
    const notFound = (): void =>
      send(404, {
        message: 'Not Found',
        documentation_url: 'https://docs.github.com/rest',
        status: '404'
      })
    if (req.method !== 'GET') return notFound()
    if (!/^(?:token|Bearer) \S+$/.test(req.headers.authorization ?? '')) {
      return send(401, { message: 'Requires authentication', status: '401' })
    }
    const m = /^\/repos\/([^/]+)\/([^/]+)\/(.+)$/.exec(url.pathname)
    if (!m) return notFound()
    const repository = `${decodeURIComponent(m[1] as string)}/${decodeURIComponent(m[2] as string)}`
    const rest = m[3] as string
    let route: RegExpExecArray | null

    if ((route = /^compare\/(.+)$/.exec(rest))) {
      const basehead = decodeURIComponent(route[1] as string)
      const change = comparisons.get(`${repository}\n${basehead}`)
      if (!change) return notFound()
      const paging = url.searchParams.has('per_page') || url.searchParams.has('page')
      if (!paging) {
        return send(
          200,
          comparison(repository, basehead, change, change.commits.slice(-COMPARE_UNPAGED_COMMITS), change.files) // prettier-ignore
        )
      }
      const { items, page } = pageOf(change.commits, url)
      return send(
        200,
        comparison(repository, basehead, change, items, page === 1 ? change.files : [])
      )
    }
    if ((route = /^pulls\/(\d+)\/(files|commits)$/.exec(rest))) {
      const change = pulls.get(`${repository}\n${route[1] as string}`)
      if (!change) return notFound()
      const head = change.commits.at(-1)?.sha ?? '0'.repeat(40)
      const all: object[] =
        route[2] === 'files'
          ? change.files.slice(0, PULL_FILES).map((f, i) => diffEntry(repository, head, f, i))
          : change.commits.slice(0, PULL_COMMITS).map((c) => commitObject(repository, c))
      const { items, page, last } = pageOf(all, url)
      return send(200, items, link(req, url, page, last))
    }
    notFound()
  }

  const server = createServer(handle)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    setCompare: (repository, basehead, change) =>
      void comparisons.set(`${repository}\n${basehead}`, change),
    setPull: (repository, number, change) => void pulls.set(`${repository}\n${number}`, change),
    requests,
    reset: () => void requests.splice(0),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      })
  }
}

/** One page of `all` by `per_page` (30 by default, at most 100) and `page` (from 1). */
function pageOf<T>(all: T[], url: URL): { items: T[]; page: number; last: number } {
  const asked = Number(url.searchParams.get('per_page') ?? 30)
  const perPage = Number.isSafeInteger(asked) && asked > 0 ? Math.min(asked, 100) : 30
  const pageAsked = Number(url.searchParams.get('page') ?? 1)
  const page = Number.isSafeInteger(pageAsked) && pageAsked > 0 ? pageAsked : 1
  return {
    items: all.slice((page - 1) * perPage, page * perPage),
    page,
    last: Math.max(1, Math.ceil(all.length / perPage))
  }
}

/** GitHub's Link header: rel="prev", "next", "last", "first", each where it leads somewhere. */
function link(req: IncomingMessage, url: URL, page: number, last: number): Record<string, string> {
  const at = (n: number): string => {
    const target = new URL(url.pathname + url.search, `http://${req.headers.host ?? 'localhost'}`)
    target.searchParams.set('page', String(n))
    return target.toString()
  }
  const links = [
    ...(page > 1 ? [`<${at(Math.min(page - 1, last))}>; rel="prev"`] : []),
    ...(page < last ? [`<${at(page + 1)}>; rel="next"`, `<${at(last)}>; rel="last"`] : []),
    ...(page > 1 ? [`<${at(1)}>; rel="first"`] : [])
  ]
  return links.length ? { link: links.join(', ') } : {}
}

/** A user as GitHub embeds one (`simple-user`), trimmed to the fields a reader looks at. */
function user(login: string) {
  return {
    login,
    id: login.length * 1000 + 7,
    node_id: Buffer.from(`user:${login}`).toString('base64'),
    avatar_url: `https://avatars.githubusercontent.com/u/${login.length * 1000 + 7}?v=4`,
    html_url: `https://github.com/${login}`,
    type: 'User',
    site_admin: false
  }
}

/** A commit as GitHub lists it (`commit`: compare, a pull request's commits). */
function commitObject(repository: string, c: BenchCommit) {
  const api = `https://api.github.com/repos/${repository}`
  const person = { name: c.login, email: `${c.login}@example.com`, date: '2026-01-02T03:04:05Z' }
  return {
    url: `${api}/commits/${c.sha}`,
    sha: c.sha,
    node_id: Buffer.from(`commit:${c.sha}`).toString('base64'),
    html_url: `https://github.com/${repository}/commit/${c.sha}`,
    comments_url: `${api}/commits/${c.sha}/comments`,
    commit: {
      url: `${api}/git/commits/${c.sha}`,
      author: person,
      committer: person,
      message: c.message,
      comment_count: 0,
      tree: { sha: c.sha, url: `${api}/git/trees/${c.sha}` }
    },
    author: user(c.login),
    committer: user(c.login),
    parents: []
  }
}

/** A changed file as GitHub lists it (`diff-entry`: compare, a pull request's files). */
function diffEntry(repository: string, head: string, f: BenchFile, i: number) {
  const web = `https://github.com/${repository}`
  const path = encodeURIComponent(f.filename)
  return {
    sha: (i + 1).toString(16).padStart(40, 'a'),
    filename: f.filename,
    status: f.status,
    additions: f.additions,
    deletions: f.deletions,
    changes: f.additions + f.deletions,
    blob_url: `${web}/blob/${head}/${path}`,
    raw_url: `${web}/raw/${head}/${path}`,
    contents_url: `https://api.github.com/repos/${repository}/contents/${path}?ref=${head}`,
    patch: f.patch
  }
}

/** A `commit-comparison`: one page of commits, and the files when this page carries them. */
function comparison(
  repository: string,
  basehead: string,
  change: Change,
  commits: BenchCommit[],
  files: BenchFile[]
) {
  const api = `https://api.github.com/repos/${repository}`
  const web = `https://github.com/${repository}`
  const [base = '', head = ''] = basehead.split('...')
  const baseCommit = commitObject(repository, { sha: base, message: 'The base', login: 'writer' })
  return {
    url: `${api}/compare/${basehead}`,
    html_url: `${web}/compare/${basehead}`,
    permalink_url: `${web}/compare/${basehead}`,
    diff_url: `${web}/compare/${basehead}.diff`,
    patch_url: `${web}/compare/${basehead}.patch`,
    base_commit: baseCommit,
    merge_base_commit: baseCommit,
    status: 'ahead',
    ahead_by: change.commits.length,
    behind_by: 0,
    total_commits: change.commits.length,
    commits: commits.map((c) => commitObject(repository, c)),
    files: files.slice(0, COMPARE_FILES).map((f, i) => diffEntry(repository, head, f, i))
  }
}
