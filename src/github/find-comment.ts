/**
 * Finding the tracking comment of an issue by its marker, newest first. GitHub lists an issue's
 * comments oldest first, at most 100 a page; a lookup that read from the first page and stopped
 * at its cap found, on a long issue, an older job's comment and missed the newer one, so a
 * follow-up went to the older job. The last page (GitHub's `Link: rel="last"`) is read first,
 * then the pages before it, at most MAX_COMMENT_PAGES in all. When the cap ends the lookup before
 * a verified marker turned up, the answer is "none" with a notice: an older marker than one that
 * may be on a page not read is never an answer.
 */
import { line, log, type LogLine } from '../sinks/index.js'
import type { Marker, MarkerKey, MarkerPlace } from './marker.js'
import type { Octokit, Repo } from './octokit.js'
import { linksOf } from './links.js'
import { rateLimitError } from './rate-limit.js'

/** Pages read at most (the first one included): 3,000 comments, 30 requests. */
export const MAX_COMMENT_PAGES = 30
/** GitHub's largest page. */
const PER_PAGE = 100

/** A tracking comment whose marker verified, with what the marker carries. */
export interface FoundComment {
  id: number
  url: string
  jobId: string
  marker: Marker
  /** The login that wrote it ('' when GitHub names none). */
  author: string
}

export function placeOf(repo: Repo, issueNumber: number): MarkerPlace {
  return { repository: `${repo.owner}/${repo.repo}`, issueNumber }
}

type Comments = Awaited<ReturnType<Octokit['rest']['issues']['listComments']>>['data']

/**
 * The newest tracking comment of `projectId` on the issue whose marker verifies (marker.ts): only
 * a workflow holding the API key can have written it for this issue. Among such comments, the
 * token's own (by `login`, or a bot's when the token cannot tell its login) are preferred: a
 * person who copies a marker into a comment of theirs points at the same job, but the comment to
 * edit is ours. `notice` tells of a lookup the cap ended.
 */
export async function findTrackingComment(
  octokit: Octokit,
  repo: Repo,
  issueNumber: number,
  markers: MarkerKey,
  login: string | undefined,
  projectId: string,
  notice: (message: LogLine) => void = log.notice,
  /** Only a comment of this job (a `job-id` run): another job's newer one is passed over. */
  jobId?: string
): Promise<FoundComment | undefined> {
  const place = placeOf(repo, issueNumber)
  const where = `${place.repository}#${issueNumber}`
  const ours = (user: { login?: string; type?: string } | null | undefined): boolean =>
    login ? user?.login?.toLowerCase() === login.toLowerCase() : user?.type === 'Bot'
  let fallback: FoundComment | undefined
  /** The token's own newest tracking comment on `page`; keeps the newest of anyone's. */
  const look = (page: Comments): FoundComment | undefined => {
    for (const comment of [...page].reverse()) {
      const marker = markers.verify(comment.body ?? '', place)
      if (!marker || marker.projectId !== projectId) continue
      if (jobId !== undefined && marker.jobId !== jobId) continue
      const found = {
        id: comment.id,
        url: comment.html_url,
        jobId: marker.jobId,
        marker,
        author: comment.user?.login ?? ''
      }
      if (ours(comment.user)) return found
      fallback ??= found
    }
    return undefined
  }
  const list = async (page: number) => {
    try {
      return await octokit.rest.issues.listComments({
        ...repo,
        issue_number: issueNumber,
        per_page: PER_PAGE,
        page
      })
    } catch (error) {
      const limited = rateLimitError(error, `Could not read the comments of ${where}`)
      if (limited !== error) throw limited
      // GitHub's own words ("Not Found") do not say what was being read, nor with what.
      const status = (error as { status?: unknown } | null)?.status
      if (status === 404 || status === 403) {
        // The status stays: a caller tells a repository out of reach by it (tracker.ts).
        throw Object.assign(
          new Error(
            `Could not read the comments of ${where} (${status}): the token cannot read that repository's issues, or the issue does not exist. Give github-token (origin-token for an issue in another repository) issues: read there, or run the workflow in that repository.`
          ),
          { status }
        )
      }
      throw error
    }
  }
  const capped = (): undefined => {
    notice(
      line`The comments of ${where} were read up to ${MAX_COMMENT_PAGES} pages of ${PER_PAGE}, newest first, without a verified marker of project ${projectId}: any older one is not taken for this issue's job.`
    )
    return undefined
  }
  const first = await list(1)
  const links = linksOf(first.headers.link)
  if (links.next === undefined) return look(first.data) ?? fallback
  if (links.last === undefined) {
    // GitHub names no last page: read forward; only a lookup that reached the end may answer.
    const pages = [first.data]
    for (let next: number | undefined = links.next; next !== undefined;) {
      if (pages.length >= MAX_COMMENT_PAGES) return capped()
      const { data, headers } = await list(next)
      pages.push(data)
      next = linksOf(headers.link).next
    }
    for (const page of pages.reverse()) {
      const found = look(page)
      if (found) return found
    }
    return fallback
  }
  let read = 1
  for (let page = links.last; page >= 1; page--) {
    if (page > 1 && read >= MAX_COMMENT_PAGES) return fallback ?? capped()
    const data = page === 1 ? first.data : (await list(page)).data
    if (page > 1) read++
    const found = look(data)
    if (found) return found
  }
  return fallback
}
