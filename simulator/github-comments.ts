/**
 * Issue comments as GitHub's REST API keeps them, for the simulator's GitHub (routes.ts): a run
 * with `comment: true` pointed there (`npm start -- --comment`) creates, reads and edits its
 * tracking comment as it would on GitHub, and a person sees what it wrote. In memory, cleared
 * with the simulator. Every comment is the installation's (`github-actions[bot]`), as the
 * GITHUB_TOKEN's are.
 */
const API = 'https://api.github.com'
const WEB = 'https://github.com'
const BOT = 'github-actions[bot]'
/** GitHub refuses longer bodies. */
const MAX_BODY = 65_536

interface StoredComment {
  id: number
  repository: string
  issue: number
  body: string
  created: string
  updated: string
}

type Answer = { status: number; body: unknown }

const notFound = (doc: string): Answer => ({
  status: 404,
  body: {
    message: 'Not Found',
    documentation_url: `https://docs.github.com/rest/${doc}`,
    status: '404'
  }
})

export class CommentStore {
  private comments: StoredComment[] = []
  private nextId = 1001

  constructor(private readonly now: () => number) {}

  clear(): void {
    this.comments = []
  }

  /** The comments of one issue, oldest first. */
  of(repository: string, issue: number): StoredComment[] {
    return this.comments.filter((c) => c.repository === repository && c.issue === issue)
  }

  /** `issue-comment`, as GitHub answers it. */
  private render(c: StoredComment): Record<string, unknown> {
    const repo = `${API}/repos/${c.repository}`
    return {
      id: c.id,
      node_id: Buffer.from(`IC:${c.id}`).toString('base64url'),
      url: `${repo}/issues/comments/${c.id}`,
      html_url: `${WEB}/${c.repository}/issues/${c.issue}#issuecomment-${c.id}`,
      body: c.body,
      user: {
        login: BOT,
        id: 41898282,
        node_id: 'MDM6Qm90NDE4OTgyODI=',
        avatar_url: 'https://avatars.githubusercontent.com/in/15368?v=4',
        gravatar_id: '',
        url: `${API}/users/github-actions%5Bbot%5D`,
        html_url: `${WEB}/apps/github-actions`,
        type: 'Bot',
        site_admin: false
      },
      created_at: c.created,
      updated_at: c.updated,
      issue_url: `${repo}/issues/${c.issue}`,
      author_association: 'NONE'
    }
  }

  /** Answers `method path` (the part after `/_sim/github`) when it is a comment operation. */
  answer(method: string, path: string, body: unknown): Answer | undefined {
    const text = (body as { body?: unknown } | undefined)?.body
    const list = /^\/repos\/([^/]+\/[^/]+)\/issues\/(\d+)\/comments$/.exec(path)
    if (list) {
      const [, repository = '', number = ''] = list
      if (method === 'GET') {
        return { status: 200, body: this.of(repository, Number(number)).map((c) => this.render(c)) }
      }
      if (method === 'POST') {
        if (typeof text !== 'string' || text.length > MAX_BODY) return invalid()
        const at = new Date(this.now()).toISOString()
        const made = {
          id: this.nextId++,
          repository,
          issue: Number(number),
          body: text,
          created: at,
          updated: at
        }
        this.comments.push(made)
        return { status: 201, body: this.render(made) }
      }
    }
    const one = /^\/repos\/([^/]+\/[^/]+)\/issues\/comments\/(\d+)$/.exec(path)
    if (one) {
      const [, repository, id] = one
      const found = this.comments.find((c) => c.repository === repository && c.id === Number(id))
      if (!found) return notFound('issues/comments#get-an-issue-comment')
      if (method === 'GET') return { status: 200, body: this.render(found) }
      if (method === 'DELETE') {
        this.comments.splice(this.comments.indexOf(found), 1)
        return { status: 204, body: undefined }
      }
      if (method === 'PATCH') {
        if (typeof text !== 'string' || text.length > MAX_BODY) return invalid()
        found.body = text
        found.updated = new Date(this.now()).toISOString()
        return { status: 200, body: this.render(found) }
      }
    }
    // An installation token may not ask who it is: its comments are a bot's.
    if (path === '/user' && method === 'GET') {
      return {
        status: 403,
        body: {
          message: 'Resource not accessible by integration',
          documentation_url: 'https://docs.github.com/rest/users/users#get-the-authenticated-user',
          status: '403'
        }
      }
    }
    return undefined
  }
}

function invalid(): Answer {
  return {
    status: 422,
    body: {
      message: 'Validation Failed',
      documentation_url: 'https://docs.github.com/rest',
      status: '422'
    }
  }
}
