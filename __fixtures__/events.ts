// Event payloads as GitHub sends them (the fields the action reads, and some it must ignore).
export interface User {
  login: string
  type: 'User' | 'Bot'
}

export const user = (login: string): User => ({
  login,
  type: login.endsWith('[bot]') ? 'Bot' : 'User'
})

export const ISSUE = {
  number: 12,
  title: 'Document the --dry-run flag',
  body: 'The CLI gained `--dry-run`; the reference does not mention it.',
  html_url: 'https://github.com/acme/docs/issues/12',
  user: user('reporter')
}

export function issuesEvent(
  action: string,
  sender: string,
  options: { label?: string; issue?: Partial<typeof ISSUE> } = {}
) {
  return {
    name: 'issues',
    payload: {
      action,
      issue: { ...ISSUE, ...options.issue },
      ...(options.label ? { label: { name: options.label } } : {}),
      sender: user(sender),
      repository: { full_name: 'acme/docs' }
    }
  }
}

export function commentEvent(
  body: string,
  sender: string,
  options: { action?: string; id?: number } = {}
) {
  return {
    name: 'issue_comment',
    payload: {
      action: options.action ?? 'created',
      issue: ISSUE,
      comment: {
        id: options.id ?? 555,
        body,
        user: user(sender),
        html_url: 'https://github.com/acme/docs/issues/12#issuecomment-555'
      },
      sender: user(sender),
      repository: { full_name: 'acme/docs' }
    }
  }
}

export function pullRequestEvent(action: string, sender: string, label?: string) {
  return {
    name: 'pull_request',
    payload: {
      action,
      number: 34,
      pull_request: {
        number: 34,
        title: 'Add rate limit section',
        body: 'Please document the new limits.',
        html_url: 'https://github.com/acme/docs/pull/34',
        user: user(sender)
      },
      ...(label ? { label: { name: label } } : {}),
      sender: user(sender)
    }
  }
}

/** The pull request the agent opened, as review events carry it. */
export const AGENT_PR = (number: number, repository = 'acme/docs') => ({
  number,
  title: 'Document the --dry-run flag',
  body: 'Opened by the docs agent.',
  html_url: `https://github.com/${repository}/pull/${number}`,
  user: user('docs-agent[bot]')
})

/** A submitted review (`state`: commented, changes_requested, approved); `body` null for none. */
export function reviewEvent(
  body: string | null,
  sender: string,
  options: { pr?: number; action?: string; state?: string; id?: number; repository?: string } = {}
) {
  return {
    name: 'pull_request_review',
    payload: {
      action: options.action ?? 'submitted',
      review: {
        id: options.id ?? 7001,
        body,
        state: options.state ?? 'commented',
        user: user(sender),
        html_url: `https://github.com/${options.repository ?? 'acme/docs'}/pull/${options.pr ?? 101}#pullrequestreview-${options.id ?? 7001}`,
        commit_id: '0'.repeat(40)
      },
      pull_request: AGENT_PR(options.pr ?? 101, options.repository),
      sender: user(sender)
    }
  }
}

/** A line comment of a review. */
export function reviewCommentEvent(
  body: string,
  sender: string,
  options: { pr?: number; action?: string; id?: number; path?: string; line?: number } = {}
) {
  return {
    name: 'pull_request_review_comment',
    payload: {
      action: options.action ?? 'created',
      comment: {
        id: options.id ?? 8001,
        body,
        user: user(sender),
        path: options.path ?? 'docs/cli.mdx',
        line: options.line ?? 14,
        diff_hunk: '@@ -10,4 +10,6 @@\n ## Flags\n+`--dry-run` shows what would change.',
        html_url: `https://github.com/acme/docs/pull/${options.pr ?? 101}#discussion_r${options.id ?? 8001}`
      },
      pull_request: AGENT_PR(options.pr ?? 101),
      sender: user(sender)
    }
  }
}

/** A comment on a pull request (issue_comment with `issue.pull_request`). */
export function prCommentEvent(
  body: string,
  sender: string,
  options: { pr?: number; id?: number } = {}
) {
  const pr = AGENT_PR(options.pr ?? 101)
  return {
    name: 'issue_comment',
    payload: {
      action: 'created',
      issue: { ...pr, pull_request: { html_url: pr.html_url } },
      comment: {
        id: options.id ?? 556,
        body,
        user: user(sender),
        html_url: `${pr.html_url}#issuecomment-${options.id ?? 556}`
      },
      sender: user(sender)
    }
  }
}
