// Event payloads as GitHub sends them: each built from a payload GitHub recorded
// (@octokit/webhooks-examples, vendored in __fixtures__/webhooks/ by scripts/github-openapi.js),
// with only the fields a test needs changed: the repository (acme/docs unless said), numbers,
// titles, bodies, logins, labels, ids and the links that carry them. Every other field is
// GitHub's, so the action meets the whole payload, fields it must ignore included.
// __tests__/support/webhook-payloads.test.ts validates what these builders give against GitHub's
// webhook schemas (@octokit/openapi-webhooks).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

// A recorded payload, edited field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any

/** The recorded payloads kept, by event, then action (push and workflow_dispatch: one each). */
const RECORDED = JSON.parse(
  readFileSync(join(process.cwd(), '__fixtures__', 'webhooks', 'examples.json'), 'utf8')
) as Record<string, Json>

/** The repository of the recorded payloads, replaced by the test's. */
const RECORDED_REPOSITORY = 'Codertocat/Hello-World'
const DEFAULT_REPOSITORY = 'acme/docs'

/**
 * A fresh copy of the recorded payload of `event` (and `action`: the recorded one of that
 * action, else the event's first with its action set), in `repository`.
 */
function recorded(event: string, action?: string, repository = DEFAULT_REPOSITORY): Json {
  const entry = RECORDED[event]
  if (!entry) throw new Error(`No recorded payload of ${event} in __fixtures__/webhooks/`)
  const base = action === undefined ? entry : (entry[action] ?? Object.values(entry)[0])
  const text = JSON.stringify(base)
    .replaceAll(RECORDED_REPOSITORY, repository)
    .replaceAll('octo-org/octo-repo', repository)
  const payload = JSON.parse(text) as Json
  if (action !== undefined) payload.action = action
  const [owner = '', name = ''] = repository.split('/')
  if (payload.repository) {
    payload.repository.name = name
    payload.repository.full_name = repository
    payload.repository.owner = user(owner)
  }
  return payload
}

export interface User {
  login: string
  type: 'User' | 'Bot'
  [field: string]: unknown
}

/** A stable id for a login (GitHub's are integers; the action reads none). */
const idOf = (name: string): number =>
  [...name.toLowerCase()].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 99_999_989, 7)

/** A user as payloads carry one: GitHub's recorded sender, with `login`'s fields. */
export const user = (login: string): User => {
  const type = login.endsWith('[bot]') ? 'Bot' : 'User'
  const id = idOf(login)
  const template = JSON.stringify((RECORDED.issues.opened as Json).sender)
  return {
    ...JSON.parse(template.replaceAll('/Codertocat', `/${encodeURIComponent(login)}`)),
    login,
    id,
    node_id: Buffer.from(`04:${type}${id}`).toString('base64'),
    avatar_url: `https://avatars.githubusercontent.com/u/${id}?v=4`,
    html_url:
      type === 'Bot'
        ? `https://github.com/apps/${login.replace(/\[bot\]$/, '')}`
        : `https://github.com/${login}`,
    type
  }
}

/** Now, as GitHub writes a time: an event's payload is made when it happens. */
const now = (): string => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z')

/** The issue of the issue events, GitHub's recorded one with these fields. */
export const ISSUE: Json = {
  ...recorded('issues', 'opened').issue,
  number: 12,
  title: 'Document the --dry-run flag',
  body: 'The CLI gained `--dry-run`; the reference does not mention it.',
  html_url: 'https://github.com/acme/docs/issues/12',
  url: 'https://api.github.com/repos/acme/docs/issues/12',
  user: user('reporter')
}

/** A label of acme/docs, GitHub's recorded one with this name. */
function label(name: string): Json {
  const template = recorded('issues', 'labeled').label
  return {
    ...template,
    name,
    url: `https://api.github.com/repos/${DEFAULT_REPOSITORY}/labels/${encodeURIComponent(name)}`
  }
}

export function issuesEvent(
  action: string,
  sender: string,
  options: { label?: string; issue?: Partial<typeof ISSUE> } = {}
) {
  const payload = recorded('issues', action)
  delete payload.label
  return {
    name: 'issues',
    payload: {
      ...payload,
      issue: { ...ISSUE, updated_at: now(), ...options.issue },
      ...(options.label ? { label: label(options.label) } : {}),
      sender: user(sender)
    }
  }
}

export function commentEvent(
  body: string,
  sender: string,
  options: { action?: string; id?: number } = {}
) {
  const payload = recorded('issue_comment', options.action ?? 'created')
  const id = options.id ?? 555
  return {
    name: 'issue_comment',
    payload: {
      ...payload,
      issue: ISSUE,
      comment: {
        ...payload.comment,
        id,
        body,
        user: user(sender),
        created_at: now(),
        updated_at: now(),
        html_url: 'https://github.com/acme/docs/issues/12#issuecomment-555',
        url: `https://api.github.com/repos/acme/docs/issues/comments/${id}`,
        issue_url: ISSUE.url
      },
      sender: user(sender)
    }
  }
}

/**
 * GitHub's recorded pull request (`template`: the one of the payload it goes in, so that each
 * payload stays one recording), with the number, texts, author and links of this one.
 */
function pullRequest(
  fields: { number: number; title: string; body: string; author: string },
  repository = DEFAULT_REPOSITORY,
  template: Json = recorded('pull_request', 'opened', repository).pull_request
): Json {
  const web = `https://github.com/${repository}/pull/${fields.number}`
  const api = `https://api.github.com/repos/${repository}`
  const text = JSON.stringify(template)
    .replaceAll(`${api}/pulls/${template.number}`, `${api}/pulls/${fields.number}`)
    .replaceAll(`${api}/issues/${template.number}`, `${api}/issues/${fields.number}`)
    .replaceAll(`/pull/${template.number}`, `/pull/${fields.number}`)
  return {
    ...JSON.parse(text),
    number: fields.number,
    title: fields.title,
    body: fields.body,
    html_url: web,
    user: user(fields.author),
    labels: []
  }
}

/**
 * A code change's pull request event; `closed` is unmerged unless `merged` (GitHub's recordings
 * have no merged close: `merged` makes one of the unmerged); `reopened` is GitHub's recorded
 * reopen (open, unmerged).
 */
export interface PullRequestOptions {
  /** `closed`: merged, with this merge commit. */
  merged?: boolean
  mergeCommit?: string
  /** `synchronize`: the heads before and after the push (default PUSH_BEFORE, PUSH_AFTER). */
  before?: string
  after?: string
  /** What the pull request counts (the recording's otherwise). */
  commits?: number
  changedFiles?: number
  /** The pull request's title and body. */
  title?: string
  body?: string
}

/** The merge commit of a merged pull request event, unless a test says otherwise. */
export const MERGE_COMMIT = '3'.repeat(40)

export function pullRequestEvent(
  action: string,
  sender: string,
  labelName?: string,
  options: PullRequestOptions = {}
) {
  const payload = recorded('pull_request', action)
  delete payload.label
  delete payload.installation
  const pull = pullRequest(
    {
      number: 34,
      title: options.title ?? 'Add rate limit section',
      body: options.body ?? 'Please document the new limits.',
      author: sender
    },
    DEFAULT_REPOSITORY,
    payload.pull_request
  )
  pull.updated_at = now()
  if (options.commits !== undefined) pull.commits = options.commits
  if (options.changedFiles !== undefined) pull.changed_files = options.changedFiles
  if (action === 'closed' && options.merged) {
    pull.merged = true
    pull.merged_at = pull.closed_at
    pull.merged_by = user(sender)
    pull.merge_commit_sha = options.mergeCommit ?? MERGE_COMMIT
  }
  return {
    name: 'pull_request',
    payload: {
      ...payload,
      number: 34,
      ...(action === 'synchronize'
        ? { before: options.before ?? PUSH_BEFORE, after: options.after ?? PUSH_AFTER }
        : {}),
      pull_request: pull,
      ...(labelName ? { label: label(labelName) } : {}),
      sender: user(sender)
    }
  }
}

/** The pull request the agent opened, as review events carry it. */
export const AGENT_PR = (number: number, repository = DEFAULT_REPOSITORY, template?: Json) =>
  pullRequest(
    {
      number,
      title: 'Document the --dry-run flag',
      body: 'Opened by the docs agent.',
      author: 'docs-agent[bot]'
    },
    repository,
    template
  )

/** A submitted review (`state`: commented, changes_requested, approved); `body` null for none. */
export function reviewEvent(
  body: string | null,
  sender: string,
  options: { pr?: number; action?: string; state?: string; id?: number; repository?: string } = {}
) {
  const repository = options.repository ?? DEFAULT_REPOSITORY
  const payload = recorded('pull_request_review', options.action ?? 'submitted', repository)
  const pr = options.pr ?? 101
  const id = options.id ?? 7001
  const pull = AGENT_PR(pr, repository, payload.pull_request)
  return {
    name: 'pull_request_review',
    payload: {
      ...payload,
      review: {
        ...payload.review,
        id,
        body,
        state: options.state ?? 'commented',
        user: user(sender),
        submitted_at: now(),
        html_url: `https://github.com/${repository}/pull/${pr}#pullrequestreview-${id}`,
        pull_request_url: pull.url,
        commit_id: '0'.repeat(40),
        _links: {
          html: { href: `https://github.com/${repository}/pull/${pr}#pullrequestreview-${id}` },
          pull_request: { href: pull.url }
        }
      },
      pull_request: pull,
      sender: user(sender)
    }
  }
}

/**
 * A line comment of a review. `review`: the review it belongs to (`pull_request_review_id`;
 * GitHub makes one for a single comment too); default the recording's.
 */
export function reviewCommentEvent(
  body: string,
  sender: string,
  options: {
    pr?: number
    action?: string
    id?: number
    path?: string
    line?: number
    review?: number
    hunk?: string
  } = {}
) {
  const payload = recorded('pull_request_review_comment', options.action ?? 'created')
  delete payload.installation
  const pr = options.pr ?? 101
  const id = options.id ?? 8001
  const pull = AGENT_PR(pr, DEFAULT_REPOSITORY, payload.pull_request)
  return {
    name: 'pull_request_review_comment',
    payload: {
      ...payload,
      comment: {
        ...payload.comment,
        id,
        body,
        user: user(sender),
        created_at: now(),
        updated_at: now(),
        path: options.path ?? 'docs/cli.mdx',
        line: options.line ?? 14,
        original_line: options.line ?? 14,
        diff_hunk:
          options.hunk ?? '@@ -10,4 +10,6 @@\n ## Flags\n+`--dry-run` shows what would change.',
        ...(options.review !== undefined ? { pull_request_review_id: options.review } : {}),
        html_url: `https://github.com/acme/docs/pull/${pr}#discussion_r${id}`,
        url: `https://api.github.com/repos/acme/docs/pulls/comments/${id}`,
        pull_request_url: pull.url
      },
      pull_request: pull,
      sender: user(sender)
    }
  }
}

/** A review as GitHub keeps it (the GitHub stand-in's `addReview` answers one). */
export interface SubmittedReview {
  id: number
  login: string
  body: string
  comments: { id: number; path: string; line: number; body: string; diffHunk: string }[]
}

/**
 * The events GitHub sends for a submitted review of pull request `pr`: `pull_request_review`
 * once (its text null when it has none), and `pull_request_review_comment` per line comment, each
 * naming the review.
 */
export function reviewEvents(review: SubmittedReview, pr: number) {
  return {
    review: reviewEvent(review.body === '' ? null : review.body, review.login, {
      pr,
      id: review.id
    }),
    lines: review.comments.map((comment) =>
      reviewCommentEvent(comment.body, review.login, {
        pr,
        id: comment.id,
        review: review.id,
        path: comment.path,
        line: comment.line,
        hunk: comment.diffHunk
      })
    )
  }
}

/** A comment on a pull request (issue_comment with `issue.pull_request`). */
export function prCommentEvent(
  body: string,
  sender: string,
  options: { pr?: number; id?: number } = {}
) {
  const pr = AGENT_PR(options.pr ?? 101)
  const id = options.id ?? 556
  const payload = recorded('issue_comment', 'created')
  return {
    name: 'issue_comment',
    payload: {
      ...payload,
      // A pull request's issue: the recorded issue with the PR's fields, and `pull_request`
      // with the links GitHub puts there.
      issue: {
        ...payload.issue,
        number: pr.number,
        title: pr.title,
        body: pr.body,
        user: pr.user,
        html_url: pr.html_url,
        url: pr.issue_url,
        pull_request: {
          url: pr.url,
          html_url: pr.html_url,
          diff_url: pr.diff_url,
          patch_url: pr.patch_url,
          merged_at: null
        }
      },
      comment: {
        ...payload.comment,
        id,
        body,
        user: user(sender),
        created_at: now(),
        updated_at: now(),
        html_url: `${pr.html_url}#issuecomment-${id}`,
        url: `https://api.github.com/repos/acme/docs/issues/comments/${id}`,
        issue_url: pr.issue_url
      },
      sender: user(sender)
    }
  }
}

/** The commit ids of the pushes built below unless a test names its own. */
export const PUSH_BEFORE = '1'.repeat(40)
export const PUSH_AFTER = '2'.repeat(40)
/** GitHub's "no commit" in a push: `before` of a new ref, `after` of a deleted one. */
export const NO_COMMIT = '0'.repeat(40)

/**
 * A push to `ref` (default main) of acme/docs, by `sender`: GitHub's recorded push (a new tag),
 * made a push of `before`…`after` to an existing branch unless the options say otherwise.
 */
export function pushEvent(
  sender: string,
  options: {
    ref?: string
    before?: string
    after?: string
    created?: boolean
    deleted?: boolean
    forced?: boolean
    defaultBranch?: string
  } = {}
) {
  const payload = recorded('push')
  const pusher = user(sender)
  const before = options.before ?? PUSH_BEFORE
  const after = options.after ?? PUSH_AFTER
  const repository = payload.repository as Json
  return {
    name: 'push',
    payload: {
      ...payload,
      ref: `refs/heads/${options.ref ?? 'main'}`,
      before,
      after,
      created: options.created ?? false,
      deleted: options.deleted ?? false,
      forced: options.forced ?? false,
      compare: `${repository.html_url as string}/compare/${before.slice(0, 12)}...${after.slice(0, 12)}`,
      repository: { ...repository, default_branch: options.defaultBranch ?? 'main' },
      pusher: { ...payload.pusher, name: sender },
      sender: pusher
    }
  }
}

/** A manual run of a workflow of acme/docs, with its `inputs`: GitHub's recorded one. */
export function dispatchEvent(sender: string, inputs: Record<string, string> = {}) {
  const payload = recorded('workflow_dispatch')
  delete payload.organization
  return { name: 'workflow_dispatch', payload: { ...payload, inputs, sender: user(sender) } }
}
