/**
 * GitHub's REST objects as GitHub answers them, for the stand-in: each built from the example
 * answer of GitHub's own REST API description (openapi/github/, `components.examples`), with the
 * fields the stand-in knows (logins, numbers, titles, refs, repositories, ids, times) put in.
 * So an answer has every field GitHub documents, of GitHub's types, and a field the action reads
 * from GitHub but the stand-in did not think of is there too, with GitHub's example value.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { EXTRACT } from './github-contract.js'

const API = 'https://api.github.com'
const WEB = 'https://github.com'

// An object of GitHub's, edited field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any

let examples: Record<string, { value: Json }> | undefined

/** A fresh copy of the example answer `name` of the extract. */
function example(name: string): Json {
  examples ??= (
    JSON.parse(readFileSync(join(process.cwd(), EXTRACT), 'utf8')) as {
      components: { examples: Record<string, { value: Json }> }
    }
  ).components.examples
  const found = examples[name]
  if (!found) throw new Error(`${EXTRACT} has no example ${name}`)
  return structuredClone(found.value)
}

/** The example's `octocat/Hello-World` (and its issue or pull number) made `repository`'s. */
function inRepository(value: Json, repository: string, number?: { from: number; to: number }) {
  let text = JSON.stringify(value).replaceAll('octocat/Hello-World', repository)
  if (number) {
    text = text.replace(
      new RegExp(`/(issues|pulls|pull)/${number.from}\\b`, 'g'),
      (_all, kind: string) => `/${kind}/${number.to}`
    )
  }
  return JSON.parse(text) as Json
}

/** A stable positive id for a name (GitHub's ids are integers; the action never reads them). */
export function idOf(name: string): number {
  let hash = 7
  for (const char of name.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_000_007
  return hash + 1
}

const nodeId = (kind: string, id: number): string =>
  Buffer.from(`0${kind.length}:${kind}${id}`).toString('base64')

export const userType = (login: string): 'User' | 'Bot' =>
  login.endsWith('[bot]') ? 'Bot' : 'User'

/** A `simple-user`. Apps' bots (`name[bot]`) are linked under /apps/ as GitHub links them. */
export function user(login: string): Json {
  const type = userType(login)
  const id = idOf(login)
  const path = `${API}/users/${encodeURIComponent(login)}`
  return {
    login,
    id,
    node_id: nodeId(type, id),
    avatar_url: `https://avatars.githubusercontent.com/u/${id}?v=4`,
    gravatar_id: '',
    url: path,
    html_url: type === 'Bot' ? `${WEB}/apps/${login.replace(/\[bot\]$/, '')}` : `${WEB}/${login}`,
    followers_url: `${path}/followers`,
    following_url: `${path}/following{/other_user}`,
    gists_url: `${path}/gists{/gist_id}`,
    starred_url: `${path}/starred{/owner}{/repo}`,
    subscriptions_url: `${path}/subscriptions`,
    organizations_url: `${path}/orgs`,
    repos_url: `${path}/repos`,
    events_url: `${path}/events{/privacy}`,
    received_events_url: `${path}/received_events`,
    type,
    user_view_type: 'public',
    site_admin: false
  }
}

/** The authenticated user of `GET /user` (a `private-user`: a personal token's). */
export function authenticatedUser(login: string): Json {
  const template = example('private-user-response-with-public-profile-information')
  return { ...template, ...user(login), name: login, email: null, bio: null, company: null }
}

/** A collaborator's permission (`repository-collaborator-permission`). */
export function collaboratorPermission(login: string, permission: string, role: string): Json {
  const template = example(
    'repository-collaborator-permission-response-if-user-has-admin-permissions'
  )
  const levels = {
    admin: ['admin', 'maintain', 'push', 'triage', 'pull'],
    maintain: ['maintain', 'push', 'triage', 'pull'],
    write: ['push', 'triage', 'pull'],
    triage: ['triage', 'pull'],
    read: ['pull']
  } as Record<string, string[]>
  const granted = levels[role] ?? []
  const permissions = Object.fromEntries(
    ['admin', 'maintain', 'push', 'triage', 'pull'].map((name) => [name, granted.includes(name)])
  )
  return {
    ...template,
    permission,
    role_name: role,
    user: { ...template.user, ...user(login), permissions, role_name: role }
  }
}

export interface CommentFields {
  id: number
  repository: string
  issue: number
  body: string
  login: string
  html_url: string
  created_at: string
  updated_at: string
  /** GitHub's `author_association`; default a collaborator's (a bot's: none). */
  association?: string
}

/** An `issue-comment`. */
export function issueComment(c: CommentFields): Json {
  const template = inRepository(example('issue-comment'), c.repository)
  return {
    ...template,
    id: c.id,
    node_id: nodeId('IssueComment', c.id),
    url: `${API}/repos/${c.repository}/issues/comments/${c.id}`,
    html_url: c.html_url,
    issue_url: `${API}/repos/${c.repository}/issues/${c.issue}`,
    body: c.body,
    user: user(c.login),
    created_at: c.created_at,
    updated_at: c.updated_at,
    author_association: c.association ?? (c.login.endsWith('[bot]') ? 'NONE' : 'COLLABORATOR'),
    reactions: reactionRollup(`${API}/repos/${c.repository}/issues/comments/${c.id}/reactions`)
  }
}

/** A `reaction-rollup` with no reactions (the stand-in does not count them back). */
function reactionRollup(url: string): Json {
  const kinds = ['+1', '-1', 'laugh', 'confused', 'heart', 'hooray', 'eyes', 'rocket']
  return { url, total_count: 0, ...Object.fromEntries(kinds.map((kind) => [kind, 0])) }
}

/** A `reaction`. */
export function reaction(id: number, content: string, login: string): Json {
  return {
    ...example('reaction'),
    id,
    node_id: nodeId('Reaction', id),
    content,
    user: user(login),
    created_at: new Date().toISOString()
  }
}

/** A `label` of `repository`. */
export function label(repository: string, name: string): Json {
  const [template] = example('label-items') as Json[]
  const id = idOf(`${repository}:${name}`)
  return {
    ...template,
    id,
    node_id: nodeId('Label', id),
    url: `${API}/repos/${repository}/labels/${encodeURIComponent(name)}`,
    name,
    description: null,
    color: 'ededed',
    default: false
  }
}

export interface StatusFields {
  id: number
  repository: string
  sha: string
  state: string
  context: string
  description: string | null
  target_url: string | null
  /** Who set it: the token's login. */
  login: string
  /** GitHub's time format, seconds and `Z`. */
  created_at: string
}

/** A commit `status`, as creating one answers it. */
export function status(s: StatusFields): Json {
  const creator = user(s.login)
  return {
    ...example('status'),
    id: s.id,
    node_id: nodeId('StatusContext', s.id),
    url: `${API}/repos/${s.repository}/statuses/${s.sha}`,
    avatar_url: creator.avatar_url,
    state: s.state,
    description: s.description,
    target_url: s.target_url,
    context: s.context,
    created_at: s.created_at,
    updated_at: s.created_at,
    creator
  }
}

/** A `team` of `owner` (requested as a reviewer). */
export function team(owner: string, slug: string): Json {
  const [template] = example('pull-request').requested_teams as Json[]
  const id = idOf(`${owner}/${slug}`)
  return {
    ...template,
    id,
    node_id: nodeId('Team', id),
    url: `${API}/organizations/${idOf(owner)}/team/${id}`,
    html_url: `${WEB}/orgs/${owner}/teams/${slug}`,
    members_url: `${API}/organizations/${idOf(owner)}/team/${id}/members{/member}`,
    repositories_url: `${API}/organizations/${idOf(owner)}/team/${id}/repos`,
    name: slug,
    slug,
    description: null,
    permission: 'pull',
    parent: null,
    type: 'organization'
  }
}

export interface PullFields {
  repository: string
  number: number
  title: string
  author: string
  headRef: string
  headSha: string
  /** `owner/repo` of the head branch: the pull request's own, or a fork's. */
  headRepository: string
  baseRef: string
  requestedReviewers: string[]
  requestedTeams: string[]
  labels: string[]
  assignees: string[]
  /** Merged, with this merge commit (a merge, squash or rebase). */
  mergeCommit?: string
  /**
   * Closed without a merge (`closed`), since `closedAt`; default open. A merged one is closed,
   * since its merge (`closedAt`, default MERGED_AT).
   */
  state?: 'open' | 'closed'
  closedAt?: string | null
}

/** When the merged pull requests of the tests merged (and closed). */
export const MERGED_AT = '2026-11-23T12:00:00Z'

/** A repository of `owner/name` inside a pull request's head or base (`repository`). */
function pullRepository(template: Json, repository: string): Json {
  const [owner = '', name = ''] = repository.split('/')
  const id = idOf(repository)
  return {
    ...template,
    id,
    node_id: nodeId('Repository', id),
    name,
    full_name: repository,
    owner: user(owner),
    private: false
  }
}

/**
 * A `pull-request` (GET …/pulls/{n}), or with `simple` the `pull-request-simple` that
 * requesting reviewers answers.
 */
export function pullRequest(p: PullFields, simple = false): Json {
  const name = simple ? 'pull-request-review-request' : 'pull-request'
  const template = inRepository(example(name), p.repository, { from: 1347, to: p.number })
  const id = idOf(`${p.repository}#${p.number}`)
  const [owner = ''] = p.repository.split('/')
  const [headOwner = ''] = p.headRepository.split('/')
  const assignees = p.assignees.map(user)
  return {
    ...template,
    id,
    node_id: nodeId('PullRequest', id),
    number: p.number,
    locked: false,
    title: p.title,
    body: null,
    user: user(p.author),
    author_association: p.author.endsWith('[bot]') ? 'NONE' : 'CONTRIBUTOR',
    // A listing's pull request (pull-request-simple) requires a label's description as text.
    labels: p.labels.map((name) => ({ ...label(p.repository, name), ...(simple ? { description: '' } : {}) })), // prettier-ignore
    milestone: null,
    assignee: assignees[0] ?? null,
    assignees,
    requested_reviewers: p.requestedReviewers.map(user),
    requested_teams: p.requestedTeams.map((slug) => team(owner, slug)),
    head: {
      ...template.head,
      label: `${headOwner}:${p.headRef}`,
      ref: p.headRef,
      sha: p.headSha,
      user: user(headOwner),
      repo: pullRepository(template.head.repo, p.headRepository)
    },
    base: {
      ...template.base,
      label: `${owner}:${p.baseRef}`,
      ref: p.baseRef,
      user: user(owner),
      repo: pullRepository(template.base.repo, p.repository)
    },
    state: p.mergeCommit ? 'closed' : (p.state ?? 'open'),
    closed_at: p.mergeCommit ? (p.closedAt ?? MERGED_AT) : (p.closedAt ?? null),
    merged_at: p.mergeCommit ? (p.closedAt ?? MERGED_AT) : null,
    merge_commit_sha: p.mergeCommit ?? null,
    draft: false,
    auto_merge: null,
    active_lock_reason: null,
    ...(simple ? {} : { merged: p.mergeCommit !== undefined, merged_by: p.mergeCommit ? user(owner) : null, mergeable: null, mergeable_state: 'unknown' })
  } // prettier-ignore
}

/**
 * An `issue` (what adding assignees answers); with `pull`, the issue of that pull request (closed
 * when it is, since `closedAt`; default open).
 */
export function issue(
  repository: string,
  number: number,
  fields: {
    title: string
    author: string
    labels: string[]
    assignees: string[]
    pull: boolean
    state?: 'open' | 'closed'
    closedAt?: string | null
  }
): Json {
  const template = inRepository(example('issue'), repository, { from: 1347, to: number })
  const id = idOf(`${repository}#${number}`)
  const assignees = fields.assignees.map(user)
  const web = `${WEB}/${repository}/${fields.pull ? 'pull' : 'issues'}/${number}`
  const issueFields = {
    ...template,
    id,
    node_id: nodeId('Issue', id),
    number,
    html_url: web,
    state: fields.state ?? 'open',
    state_reason: null,
    title: fields.title,
    body: null,
    user: user(fields.author),
    labels: fields.labels.map((name) => label(repository, name)),
    assignee: assignees[0] ?? null,
    assignees,
    milestone: null,
    locked: false,
    active_lock_reason: null,
    closed_at: fields.closedAt ?? null,
    closed_by: null,
    author_association: 'NONE'
  }
  if (!fields.pull) {
    delete issueFields.pull_request
    return issueFields
  }
  return { ...issueFields, pull_request: { ...template.pull_request, html_url: web } }
}

export interface ReviewFields {
  id: number
  repository: string
  number: number
  login: string
  state: string
  commitId: string
  body: string
}

/** A `pull-request-review` (as listed, or `single` as one review is answered). */
export function review(r: ReviewFields, single = false): Json {
  const template = single
    ? inRepository(example('pull-request-review-4'), r.repository)
    : (inRepository(example('pull-request-review-items'), r.repository) as Json[])[0]
  const web = `${WEB}/${r.repository}/pull/${r.number}`
  const api = `${API}/repos/${r.repository}/pulls/${r.number}`
  return {
    ...template,
    id: r.id,
    node_id: nodeId('PullRequestReview', r.id),
    user: user(r.login),
    body: r.body,
    state: r.state,
    commit_id: r.commitId,
    html_url: `${web}#pullrequestreview-${r.id}`,
    pull_request_url: api,
    _links: { html: { href: `${web}#pullrequestreview-${r.id}` }, pull_request: { href: api } },
    author_association: 'COLLABORATOR',
    ...(r.state === 'PENDING' ? { submitted_at: undefined } : {})
  }
}

/**
 * GitHub's error body: `{message, documentation_url, status}` (`basic-error`), the status as a
 * string as GitHub sends it.
 */
export function error(
  status: number,
  message: string,
  docs = 'https://docs.github.com/rest'
): Json {
  return { message, documentation_url: docs, status: String(status) }
}

/** GitHub's 404 on taking off a label the issue does not carry (`basic-error`). */
export function labelMissing(): Json {
  return error(
    404,
    'Label does not exist',
    'https://docs.github.com/rest/issues/labels#remove-a-label-from-an-issue'
  )
}

/**
 * Why GitHub will not reopen a pull request. Its words on a head branch that is gone are GitHub's
 * as GitHub answered them (pytorch/pytorch#114423); on a merged pull request we found no
 * recording of its words: the 422's shape is GitHub's, these words the tests' (match the shape).
 */
export const REOPEN_REFUSED = {
  merged: 'state cannot be changed. The pull request has been merged.',
  headDeleted: (headRef: string) =>
    `state cannot be changed. The ${headRef} branch has been deleted.`
}

/**
 * GitHub's 422 of a pull request update it will not make (`validation-error`): `Validation
 * Failed` and the error of its `state`.
 */
export function pullUpdateRefused(reason: { code: string; message?: string }): Json {
  return {
    message: 'Validation Failed',
    errors: [{ resource: 'PullRequest', field: 'state', ...reason }],
    documentation_url: 'https://docs.github.com/rest/pulls/pulls#update-a-pull-request',
    status: '422'
  }
}

export interface ReviewCommentFields {
  id: number
  reviewId: number
  repository: string
  number: number
  login: string
  path: string
  line: number
  body: string
  diffHunk: string
  commitId: string
}

/** A `review-comment`: a line comment of a review, as its review's comments are listed. */
export function reviewComment(c: ReviewCommentFields): Json {
  const [template] = inRepository(example('review-comment-items'), c.repository) as Json[]
  const web = `${WEB}/${c.repository}/pull/${c.number}#discussion_r${c.id}`
  const api = `${API}/repos/${c.repository}/pulls`
  const fields: Json = {
    ...template,
    id: c.id,
    node_id: nodeId('PullRequestReviewComment', c.id),
    pull_request_review_id: c.reviewId,
    user: user(c.login),
    body: c.body,
    path: c.path,
    line: c.line,
    original_line: c.line,
    diff_hunk: c.diffHunk,
    commit_id: c.commitId,
    original_commit_id: c.commitId,
    html_url: web,
    url: `${api}/comments/${c.id}`,
    pull_request_url: `${api}/${c.number}`,
    _links: {
      html: { href: web },
      pull_request: { href: `${api}/${c.number}` },
      self: { href: `${api}/comments/${c.id}` }
    },
    author_association: 'COLLABORATOR'
  }
  // A comment that opens its thread answers none.
  delete fields.in_reply_to_id
  return fields
}

/**
 * The `Link` header of page `page` of `last` of a listing, as GitHub writes it: rel="prev",
 * "next", "last" and "first", each where it leads somewhere (GitHub's order), `at(n)` being page
 * n's URL; none on a listing of one page.
 */
export function pageLinks(
  page: number,
  last: number,
  at: (n: number) => string
): Record<string, string> {
  const links = [
    ...(page > 1 ? [`<${at(Math.min(page - 1, last))}>; rel="prev"`] : []),
    ...(page < last ? [`<${at(page + 1)}>; rel="next"`, `<${at(last)}>; rel="last"`] : []),
    ...(page > 1 ? [`<${at(1)}>; rel="first"`] : [])
  ]
  return links.length ? { link: links.join(', ') } : {}
}
