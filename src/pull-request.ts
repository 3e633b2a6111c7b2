/**
 * The pull request behind a job's `prLink`. The service's text is never used as a link: only an
 * `https` URL of the form `/<owner>/<repo>/pull/<n>` (GitHub) or `/<group…>/<project>/-/
 * merge_requests/<n>` (GitLab) counts, and it is rebuilt from its parsed parts (query, fragment
 * and anything else dropped), so what reaches an output, a summary or a comment is our own URL.
 */
export interface PullRequestRef {
  /** The rebuilt URL. */
  url: string
  /** Host (and port, if any), lower case. */
  host: string
  /** `owner/repo` (GitLab: the whole project path). */
  repository: string
  number: number
}

/** GitHub and GitLab names: letters, digits, `.`, `_`, `-`; never `.` or `..`. */
const NAME = /^(?!\.{1,2}$)[A-Za-z0-9_.-]{1,100}$/
const NUMBER = /^[1-9]\d{0,9}$/
const HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/

/** `owner/repo`, each a name as NAME reads it. */
export const isRepository = (value: string): boolean => {
  const names = value.split('/')
  return names.length === 2 && names.every((name) => NAME.test(name))
}

export function parsePrLink(link: unknown): PullRequestRef | undefined {
  if (typeof link !== 'string' || link.length === 0 || link.length > 2048) return undefined
  let url: URL
  try {
    url = new URL(link.trim())
  } catch {
    return undefined
  }
  const host = url.host.toLowerCase()
  if (url.protocol !== 'https:' || url.username || url.password || !HOST.test(host)) {
    return undefined
  }
  const parts = url.pathname.replace(/\/$/, '').split('/').slice(1)
  const github = parts.length === 4 && parts[2] === 'pull'
  const gitlab = parts.length >= 5 && parts.at(-3) === '-' && parts.at(-2) === 'merge_requests'
  if (!github && !gitlab) return undefined
  const names = github ? parts.slice(0, 2) : parts.slice(0, -3)
  const number = parts.at(-1) ?? ''
  if (!names.every((name) => NAME.test(name)) || !NUMBER.test(number)) return undefined
  const repository = names.join('/')
  const route = github ? `pull/${number}` : `-/merge_requests/${number}`
  return { url: `https://${host}/${repository}/${route}`, host, repository, number: Number(number) }
}

/**
 * `owner/repo` of a job's `source.repository` ("Full URL of the GitHub repository", the service's
 * OpenAPI), when it is an `https` URL on `host` naming exactly a repository (an optional `.git`
 * or trailing `/`), or a bare `owner/repo`, taken as on `host`; undefined for anything else.
 */
export function parseRepositoryUrl(link: unknown, host: string): string | undefined {
  if (typeof link !== 'string' || link.length === 0 || link.length > 2048) return undefined
  const bare = link.trim().split('/')
  if (bare.length === 2 && bare.every((name) => NAME.test(name))) return bare.join('/')
  let url: URL
  try {
    url = new URL(link.trim())
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.search || url.hash) {
    return undefined
  }
  if (url.host.toLowerCase() !== host) return undefined
  const parts = url.pathname
    .replace(/\/$/, '')
    .replace(/\.git$/, '')
    .split('/')
    .slice(1)
  if (parts.length !== 2 || !parts.every((name) => NAME.test(name))) return undefined
  return parts.join('/')
}
