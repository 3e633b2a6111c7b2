/**
 * Issue comments as GitHub's REST API keeps them, for the simulator's GitHub (routes.ts): a run
 * with `comment: true` pointed there (`npm start -- --comment`) creates, reads and edits its
 * tracking comment as it would on GitHub, and a person sees what it wrote. In memory, cleared
 * with the simulator. A comment made through the API is the installation's
 * (`github-actions[bot]`), as the GITHUB_TOKEN's are, and so is a reaction; a person's comment
 * is added by a control endpoint (`addByPerson`, control.ts), so that a demo can steer a job by
 * comments (`npm start -- --conversation`).
 */
import { user } from './github-pull.js'

const API = 'https://api.github.com'
const WEB = 'https://github.com'

/** The installation's bot, as GitHub renders it on what a GITHUB_TOKEN wrote. */
const botUser = (): Record<string, unknown> => ({
  ...user('github-actions[bot]', 'Bot'),
  id: 41898282,
  node_id: 'MDM6Qm90NDE4OTgyODI=',
  avatar_url: 'https://avatars.githubusercontent.com/in/15368?v=4',
  url: `${API}/users/github-actions%5Bbot%5D`,
  html_url: `${WEB}/apps/github-actions`
})

/** GitHub refuses longer bodies. */
const MAX_BODY = 65_536

/** GitHub's `author-association` values. */
export const ASSOCIATIONS = [
  'COLLABORATOR',
  'CONTRIBUTOR',
  'FIRST_TIMER',
  'FIRST_TIME_CONTRIBUTOR',
  'MANNEQUIN',
  'MEMBER',
  'NONE',
  'OWNER'
] as const

/** The reactions GitHub takes (reactions/create-for-issue-comment). */
const REACTIONS = ['+1', '-1', 'laugh', 'confused', 'heart', 'hooray', 'rocket', 'eyes'] as const

interface StoredComment {
  id: number
  repository: string
  issue: number
  body: string
  created: string
  updated: string
  /** A person's comment: who, and how GitHub associates them with the repository. */
  person?: { login: string; association: string }
}

interface StoredReaction {
  id: number
  commentId: number
  content: string
  created: string
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
  private reactions: StoredReaction[] = []
  private nextId = 1001
  private nextReaction = 1

  constructor(private readonly now: () => number) {}

  clear(): void {
    this.comments = []
    this.reactions = []
  }

  /**
   * A comment by a person (`login`, GitHub's `association`: default COLLABORATOR, who may steer
   * a job), as GitHub answers it; an Error naming what is wrong otherwise.
   */
  addByPerson(repository: string, issue: number, fields: unknown): Record<string, unknown> | Error {
    const { login, body, association = 'COLLABORATOR' } = (fields ?? {}) as Record<string, unknown>
    // A person's login as GitHub allows it: an app's (`…[bot]`) is no person.
    const person = /^[A-Za-z0-9](?:-?[A-Za-z0-9]){0,38}$/
    if (typeof login !== 'string' || login.length > 39 || !person.test(login)) {
      return new Error('login must be a GitHub login (letters, digits, single hyphens, at most 39)')
    }
    if (typeof body !== 'string' || body.length > MAX_BODY) {
      return new Error(`body must be a string of at most ${MAX_BODY} characters`)
    }
    if (
      typeof association !== 'string' ||
      !(ASSOCIATIONS as readonly string[]).includes(association)
    ) {
      return new Error(`association must be one of ${ASSOCIATIONS.join(', ')}`)
    }
    return this.render(this.add(repository, issue, body, { login, association }))
  }

  private add(
    repository: string,
    issue: number,
    body: string,
    person?: StoredComment['person']
  ): StoredComment {
    const at = stamp(this.now())
    const made = { id: this.nextId++, repository, issue, body, created: at, updated: at, person }
    this.comments.push(made)
    return made
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
      user: c.person ? user(c.person.login, 'User') : botUser(),
      created_at: c.created,
      updated_at: c.updated,
      issue_url: `${repo}/issues/${c.issue}`,
      author_association: c.person?.association ?? 'NONE',
      reactions: this.rollup(c)
    }
  }

  /** `reaction-rollup`: a comment's reactions counted, as GitHub renders them on it. */
  private rollup(c: StoredComment): Record<string, unknown> {
    const on = this.reactions.filter((r) => r.commentId === c.id)
    const counts = Object.fromEntries(
      REACTIONS.map((content) => [content, on.filter((r) => r.content === content).length])
    )
    return {
      url: `${API}/repos/${c.repository}/issues/comments/${c.id}/reactions`,
      total_count: on.length,
      ...counts
    }
  }

  /**
   * `POST …/issues/comments/{id}/reactions`: the installation's reaction, 201; 200 with the one
   * it added before, as GitHub answers a reaction added again.
   */
  private react(found: StoredComment, body: unknown): Answer {
    const content = (body as { content?: unknown } | undefined)?.content
    if (!(REACTIONS as readonly unknown[]).includes(content)) return invalid()
    const before = this.reactions.find((r) => r.commentId === found.id && r.content === content)
    const reaction = before ?? {
      id: this.nextReaction++,
      commentId: found.id,
      content: String(content),
      created: stamp(this.now())
    }
    if (!before) this.reactions.push(reaction)
    return {
      status: before ? 200 : 201,
      body: {
        id: reaction.id,
        node_id: Buffer.from(`REA:${reaction.id}`).toString('base64url'),
        user: botUser(),
        content: reaction.content,
        created_at: reaction.created
      }
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
        return { status: 201, body: this.render(this.add(repository, Number(number), text)) }
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
        found.updated = stamp(this.now())
        return { status: 200, body: this.render(found) }
      }
    }
    const reactions = /^\/repos\/([^/]+\/[^/]+)\/issues\/comments\/(\d+)\/reactions$/.exec(path)
    if (reactions && method === 'POST') {
      const [, repository, id] = reactions
      const found = this.comments.find((c) => c.repository === repository && c.id === Number(id))
      if (!found) return notFound('reactions/reactions#create-reaction-for-an-issue-comment')
      return this.react(found, body)
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

/** The simulator's time, as its comments have always carried it. */
function stamp(ms: number): string {
  return new Date(ms).toISOString()
}
