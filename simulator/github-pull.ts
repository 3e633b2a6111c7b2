/**
 * A pull request as GitHub's REST API answers `GET /repos/{owner}/{repo}/pulls/{n}` (the
 * `pull-request` schema of GitHub's description, openapi/github/): every field it requires, with
 * the simulator's branch, commit and title, the labels, the state and the reviews requested its
 * GitHub keeps (github-labels.ts, github-pull-state.ts), and GitHub's URL patterns for the rest. The GitHub
 * of routes.ts serves it, so that `npm start`, `npm run local-action` and the tests without the
 * GitHub stand-in see what GitHub would send.
 */
import { createHash } from 'node:crypto'
import { label } from './github-labels.js'
import type { SimPullState } from './github-pull-state.js'
import type { SimPull } from './jobs.js'

const API = 'https://api.github.com'
const WEB = 'https://github.com'
/** When the simulator's repositories and accounts were made: any fixed past date does. */
const CREATED = '2026-01-05T09:00:00Z'

/** A stable positive id for a name (GitHub's ids are integers, node ids opaque strings). */
function idOf(name: string): number {
  return createHash('sha256').update(name).digest().readUInt32BE(0) + 1
}

const nodeId = (kind: string, name: string): string =>
  Buffer.from(`${kind}:${idOf(name)}`).toString('base64url')

/** `simple-user`: an account, its URLs after GitHub's. */
export function user(
  login: string,
  type: 'User' | 'Bot' | 'Organization'
): Record<string, unknown> {
  const url = `${API}/users/${encodeURIComponent(login)}`
  return {
    login,
    id: idOf(`user:${login}`),
    node_id: nodeId('U', login),
    avatar_url: `https://avatars.githubusercontent.com/u/${idOf(`user:${login}`)}?v=4`,
    gravatar_id: '',
    url,
    html_url: `${WEB}/${encodeURIComponent(login)}`,
    followers_url: `${url}/followers`,
    following_url: `${url}/following{/other_user}`,
    gists_url: `${url}/gists{/gist_id}`,
    starred_url: `${url}/starred{/owner}{/repo}`,
    subscriptions_url: `${url}/subscriptions`,
    organizations_url: `${url}/orgs`,
    repos_url: `${url}/repos`,
    events_url: `${url}/events{/privacy}`,
    received_events_url: `${url}/received_events`,
    type,
    site_admin: false
  }
}

/** The `{…}_url` fields of a repository: name -> the path after the repository's API URL. */
const REPOSITORY_URLS: Record<string, string> = {
  archive_url: '/{archive_format}{/ref}',
  assignees_url: '/assignees{/user}',
  blobs_url: '/git/blobs{/sha}',
  branches_url: '/branches{/branch}',
  collaborators_url: '/collaborators{/collaborator}',
  comments_url: '/comments{/number}',
  commits_url: '/commits{/sha}',
  compare_url: '/compare/{base}...{head}',
  contents_url: '/contents/{+path}',
  contributors_url: '/contributors',
  deployments_url: '/deployments',
  downloads_url: '/downloads',
  events_url: '/events',
  forks_url: '/forks',
  git_commits_url: '/git/commits{/sha}',
  git_refs_url: '/git/refs{/sha}',
  git_tags_url: '/git/tags{/sha}',
  hooks_url: '/hooks',
  issue_comment_url: '/issues/comments{/number}',
  issue_events_url: '/issues/events{/number}',
  issues_url: '/issues{/number}',
  keys_url: '/keys{/key_id}',
  labels_url: '/labels{/name}',
  languages_url: '/languages',
  merges_url: '/merges',
  milestones_url: '/milestones{/number}',
  notifications_url: '/notifications{?since,all,participating}',
  pulls_url: '/pulls{/number}',
  releases_url: '/releases{/id}',
  stargazers_url: '/stargazers',
  statuses_url: '/statuses/{sha}',
  subscribers_url: '/subscribers',
  subscription_url: '/subscription',
  tags_url: '/tags',
  teams_url: '/teams',
  trees_url: '/git/trees{/sha}'
}

/** `repository`: `owner/name` as GitHub answers it inside a pull request's head and base. */
function repository(fullName: string): Record<string, unknown> {
  const [owner = '', name = ''] = fullName.split('/')
  const url = `${API}/repos/${fullName}`
  return {
    id: idOf(`repo:${fullName}`),
    node_id: nodeId('R', fullName),
    name,
    full_name: fullName,
    owner: user(owner, 'Organization'),
    private: false,
    html_url: `${WEB}/${fullName}`,
    description: null,
    fork: false,
    url,
    ...Object.fromEntries(Object.entries(REPOSITORY_URLS).map(([key, path]) => [key, url + path])),
    git_url: `git://github.com/${fullName}.git`,
    ssh_url: `git@github.com:${fullName}.git`,
    clone_url: `${WEB}/${fullName}.git`,
    svn_url: `${WEB}/${fullName}`,
    mirror_url: null,
    homepage: null,
    language: null,
    forks: 0,
    forks_count: 0,
    stargazers_count: 0,
    watchers: 0,
    watchers_count: 0,
    size: 0,
    default_branch: 'main',
    open_issues: 0,
    open_issues_count: 0,
    has_issues: true,
    has_projects: false,
    has_wiki: false,
    has_pages: false,
    has_downloads: true,
    archived: false,
    disabled: false,
    license: null,
    pushed_at: CREATED,
    created_at: CREATED,
    updated_at: CREATED
  }
}

/** What a pull request the simulator's GitHub has kept nothing of is: open, without labels. */
const UNTOUCHED: SimPullState = {
  labels: [],
  state: 'open',
  closedAt: null,
  mergeCommit: null,
  headDeleted: false,
  requestedReviewers: [],
  requestedTeams: []
}

/** `team`: a team of the organisation `owner`, its URLs after GitHub's. */
function team(owner: string, slug: string): Record<string, unknown> {
  const id = idOf(`team:${owner}/${slug}`)
  const org = `${API}/organizations/${idOf(`user:${owner}`)}`
  return {
    id,
    node_id: nodeId('T', `${owner}/${slug}`),
    url: `${org}/team/${id}`,
    html_url: `${WEB}/orgs/${encodeURIComponent(owner)}/teams/${encodeURIComponent(slug)}`,
    name: slug,
    slug,
    description: null,
    privacy: 'closed',
    notification_setting: 'notifications_enabled',
    permission: 'pull',
    members_url: `${org}/team/${id}/members{/member}`,
    repositories_url: `${org}/team/${id}/repos`,
    parent: null,
    type: 'organization'
  }
}

/** The pull request the simulator's job opened, as GitHub's `pulls/get` answers it. */
export function toGitHubPull(
  pull: SimPull,
  kept: SimPullState = UNTOUCHED
): Record<string, unknown> {
  const [owner = ''] = pull.repository.split('/')
  const merged = kept.mergeCommit !== null
  const url = `${API}/repos/${pull.repository}/pulls/${pull.number}`
  const issue = `${API}/repos/${pull.repository}/issues/${pull.number}`
  const html = `${WEB}/${pull.repository}/pull/${pull.number}`
  const links = {
    self: url,
    html,
    issue,
    comments: `${issue}/comments`,
    review_comments: `${url}/comments`,
    review_comment: `${API}/repos/${pull.repository}/pulls/comments{/number}`,
    commits: `${url}/commits`,
    statuses: `${API}/repos/${pull.repository}/statuses/${pull.headSha}`
  }
  const side = (ref: string, sha: string) => ({
    label: `${owner}:${ref}`,
    ref,
    sha,
    user: user(owner, 'Organization'),
    repo: repository(pull.repository)
  })
  return {
    url,
    id: idOf(`pull:${pull.repository}#${pull.number}`),
    node_id: nodeId('PR', `${pull.repository}#${pull.number}`),
    html_url: html,
    diff_url: `${html}.diff`,
    patch_url: `${html}.patch`,
    issue_url: issue,
    commits_url: links.commits,
    review_comments_url: links.review_comments,
    review_comment_url: links.review_comment,
    comments_url: links.comments,
    statuses_url: links.statuses,
    number: pull.number,
    state: kept.state,
    locked: false,
    title: pull.title,
    user: user(pull.author, pull.author.endsWith('[bot]') ? 'Bot' : 'User'),
    body: null,
    labels: kept.labels.map((name) => label(pull.repository, name)),
    milestone: null,
    active_lock_reason: null,
    created_at: CREATED,
    updated_at: CREATED,
    closed_at: kept.closedAt,
    merged_at: merged ? kept.closedAt : null,
    merge_commit_sha: kept.mergeCommit,
    assignee: null,
    assignees: [],
    requested_reviewers: kept.requestedReviewers.map((login) => user(login, 'User')),
    requested_teams: kept.requestedTeams.map((slug) => team(owner, slug)),
    head: side(pull.headRef, pull.headSha),
    base: side(
      pull.baseRef,
      createHash('sha1').update(`${pull.repository}@${pull.baseRef}`).digest('hex')
    ),
    _links: Object.fromEntries(Object.entries(links).map(([key, href]) => [key, { href }])),
    author_association: 'NONE',
    auto_merge: null,
    draft: false,
    merged,
    // GitHub computes no mergeability of a merged pull request.
    mergeable: merged ? null : true,
    rebaseable: merged ? null : true,
    mergeable_state: merged ? 'unknown' : 'clean',
    merged_by: merged ? user(owner, 'User') : null,
    comments: 0,
    review_comments: 0,
    maintainer_can_modify: false,
    commits: 1,
    additions: 1,
    deletions: 0,
    changed_files: 1
  }
}
