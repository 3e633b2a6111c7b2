// A local stand-in of the GitHub REST API, over real HTTP, for end-to-end tests: the endpoints
// the agent action uses (collaborator permission, issue comments, reactions, the token's user,
// GraphQL's `viewer`), with tokens of different powers and a request log. Octokit in the bundled
// action talks to it through GITHUB_API_URL, exactly as it talks to GitHub. It can also stall:
// accept a request and never answer it, as a GitHub API that hangs does.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type Permission = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none'

export interface TokenSpec {
  /** The identity: `GET /user` answers it, comments are written under it. */
  login: string
  /** Installation tokens (GITHUB_TOKEN) cannot call `GET /user`: 403. */
  installation?: boolean
  /** false: every write answers 403 (fork PRs, Dependabot, read-only permissions). */
  canWrite?: boolean
}

export interface StoredComment {
  id: number
  issue: number
  body: string
  login: string
  type: 'User' | 'Bot'
  html_url: string
  created_at: string
  updated_at: string
}

/** Which requests to stall (accept, log, never answer): all when both fields are unset. */
export interface StallRule {
  method?: string
  /** Matched against the path without the query: a RegExp, or the exact path. */
  path?: RegExp | string
}

export interface LoggedRequest {
  method: string
  path: string
  body: unknown
  token: string
}

export interface GitHubStandIn {
  url: string
  requests: LoggedRequest[]
  comments: StoredComment[]
  reactions: { commentId: number; content: string; login: string }[]
  setPermission(login: string, permission: Permission): void
  addComment(issue: number, login: string, body: string): StoredComment
  /** From now on, stall the requests `rule` matches (undefined: answer everything again). */
  stall(rule: StallRule | undefined): void
  close(): Promise<void>
}

const stalls = (rule: StallRule | undefined, method: string, path: string): boolean =>
  rule !== undefined &&
  (rule.method === undefined || rule.method.toUpperCase() === method) &&
  (rule.path === undefined ||
    (typeof rule.path === 'string' ? rule.path === path : rule.path.test(path)))

export async function startGitHubStandIn(options: {
  owner?: string
  repo?: string
  tokens: Record<string, TokenSpec>
  /** Requests to stall from the start (see `stall`). */
  stall?: StallRule
}): Promise<GitHubStandIn> {
  const owner = options.owner ?? 'acme'
  const repo = options.repo ?? 'docs'
  const permissions = new Map<string, Permission>()
  const comments: StoredComment[] = []
  const reactions: GitHubStandIn['reactions'] = []
  const requests: LoggedRequest[] = []
  let nextId = 9000
  let stallRule = options.stall

  const addComment = (issue: number, login: string, body: string): StoredComment => {
    const id = nextId++
    const now = new Date().toISOString()
    const comment: StoredComment = {
      id,
      issue,
      body,
      login,
      type: login.endsWith('[bot]') ? 'Bot' : 'User',
      html_url: `https://github.com/${owner}/${repo}/issues/${issue}#issuecomment-${id}`,
      created_at: now,
      updated_at: now
    }
    comments.push(comment)
    return comment
  }
  const render = (c: StoredComment) => ({
    id: c.id,
    body: c.body,
    html_url: c.html_url,
    user: { login: c.login, type: c.type },
    created_at: c.created_at,
    updated_at: c.updated_at
  })

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    let body: unknown
    try {
      body = text ? JSON.parse(text) : undefined
    } catch {
      body = text
    }
    const url = new URL(req.url ?? '/', 'http://localhost')
    const token = (req.headers.authorization ?? '').replace(/^(token|bearer) /i, '')
    requests.push({ method: req.method ?? '', path: url.pathname, body, token })
    // A stalled request is read and logged, then left without an answer until close().
    if (stalls(stallRule, req.method ?? '', url.pathname)) return
    const send = (status: number, data: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(data))
    }
    const spec = options.tokens[token]
    if (!spec) return send(401, { message: 'Bad credentials' })
    const forbidden = (): void => send(403, { message: 'Resource not accessible by integration' })
    const base = `/repos/${owner}/${repo}`
    const path = url.pathname
    let m: RegExpExecArray | null

    if (req.method === 'GET' && path === '/user') {
      return spec.installation ? forbidden() : send(200, { login: spec.login, type: 'User' })
    }
    // GraphQL's viewer answers for installation tokens too (an App's bot, github-actions[bot]).
    if (req.method === 'POST' && path === '/graphql') {
      const query = String((body as { query?: unknown })?.query ?? '')
      if (!/\bviewer\b/.test(query)) return send(200, { errors: [{ message: 'Not supported' }] })
      return send(200, { data: { viewer: { login: spec.login } } })
    }
    if (
      req.method === 'GET' &&
      (m = new RegExp(`^${base}/collaborators/([^/]+)/permission$`).exec(path))
    ) {
      const login = decodeURIComponent(m[1]!)
      const permission = permissions.get(login.toLowerCase())
      if (!permission || permission === 'none') {
        return send(404, { message: `${login} is not a user` })
      }
      // The legacy `permission` field folds maintain into write and triage into read.
      const legacy =
        permission === 'maintain' ? 'write' : permission === 'triage' ? 'read' : permission
      return send(200, { permission: legacy, role_name: permission, user: { login } })
    }
    if ((m = new RegExp(`^${base}/issues/(\\d+)/comments$`).exec(path))) {
      const issue = Number(m[1])
      if (req.method === 'GET') {
        const perPage = Number(url.searchParams.get('per_page') ?? 30)
        const page = Number(url.searchParams.get('page') ?? 1)
        const all = comments.filter((c) => c.issue === issue)
        const slice = all.slice((page - 1) * perPage, page * perPage)
        if (page * perPage < all.length) {
          const next = new URL(req.url ?? '/', `http://${req.headers.host}`)
          next.searchParams.set('page', String(page + 1))
          res.setHeader('link', `<${next.toString()}>; rel="next"`)
        }
        return send(200, slice.map(render))
      }
      if (req.method === 'POST') {
        if (spec.canWrite === false) return forbidden()
        const created = addComment(
          issue,
          spec.login,
          String((body as { body?: string })?.body ?? '')
        )
        return send(201, render(created))
      }
    }
    if ((m = new RegExp(`^${base}/issues/comments/(\\d+)$`).exec(path)) && req.method === 'PATCH') {
      if (spec.canWrite === false) return forbidden()
      const comment = comments.find((c) => c.id === Number(m![1]))
      if (!comment) return send(404, { message: 'Not Found' })
      if (comment.login !== spec.login) return forbidden()
      comment.body = String((body as { body?: string })?.body ?? '')
      comment.updated_at = new Date().toISOString()
      return send(200, render(comment))
    }
    if (
      (m = new RegExp(`^${base}/issues/comments/(\\d+)/reactions$`).exec(path)) &&
      req.method === 'POST'
    ) {
      if (spec.canWrite === false) return forbidden()
      const content = String((body as { content?: string })?.content ?? '')
      reactions.push({ commentId: Number(m[1]), content, login: spec.login })
      return send(201, { id: reactions.length, content })
    }
    send(404, { message: 'Not Found', path })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    comments,
    reactions,
    setPermission: (login, permission) => permissions.set(login.toLowerCase(), permission),
    addComment,
    stall: (rule) => {
      stallRule = rule
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
