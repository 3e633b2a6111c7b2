/**
 * The pull request behind a job's `prLink`: `https://<host>/<owner>/<repo>/pull/<number>`.
 * Only such URLs are trusted as pull requests (for outputs and for links in comments).
 */
export interface PullRequestRef {
  url: string
  repository: string
  number: number
}

const PULL_URL = /^https:\/\/[^/\s?#]+\/([\w.-]+)\/([\w.-]+)\/pull\/(\d+)(?:[/?#][^\s]*)?$/

export function parsePrLink(link: string | null | undefined): PullRequestRef | undefined {
  if (!link) return undefined
  const match = PULL_URL.exec(link.trim())
  if (!match) return undefined
  const [, owner, repo, number] = match
  return { url: link.trim(), repository: `${owner}/${repo}`, number: Number(number) }
}
