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
