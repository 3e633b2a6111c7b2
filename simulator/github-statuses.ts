/**
 * Commit statuses as GitHub's REST API takes them, for the simulator's GitHub (routes.ts): a run
 * pointed there sets its docs check (`POST …/statuses/{sha}`) as it would on GitHub (the labels it
 * asks about are github-labels.ts's).
 *
 * A status is checked as GitHub checks it, each refusal GitHub's 422: a state of GitHub's four, a
 * description of at most 140 characters (GitHub's REST description says only "A short
 * description of the status."; the bound is GitHub's answer to a longer one), a commit id of 40
 * or 64 hex digits (the simulator has every such commit), at most 1000 statuses of one commit and
 * context. Kept in memory in the order set, cleared with the simulator: `sim.statuses()`, or
 * `GET /_sim/statuses`.
 */
import { user } from './github-pull.js'

const API = 'https://api.github.com'
const BOT = 'github-actions[bot]'
const DOCS = 'https://docs.github.com/rest/commits/statuses#create-a-commit-status'
const STATES = ['error', 'failure', 'pending', 'success'] as const
const MAX_DESCRIPTION = 140
const MAX_PER_CONTEXT = 1000

/** A commit status the simulator's GitHub took. */
export interface SimStatus {
  /** owner/repo, as the request's path gave it. */
  repository: string
  sha: string
  /** `default` when the request named none, as on GitHub. */
  context: string
  state: (typeof STATES)[number]
  description: string | null
  target_url: string | null
  /** 1, 2, …: its place among the statuses taken since the last reset. */
  order: number
  /** GitHub's time format, seconds and `Z`. */
  created_at: string
}

type Answer = { status: number; body: unknown }

/** GitHub's 422 of a status it will not take. */
const refused = (message: string, field?: string, code = 'custom'): Answer => ({
  status: 422,
  body: {
    message: 'Validation Failed',
    errors: [{ resource: 'Status', code, ...(field ? { field } : {}), message }],
    documentation_url: DOCS
  }
})

export class StatusStore {
  private statuses: SimStatus[] = []

  constructor(private readonly now: () => number) {}

  clear(): void {
    this.statuses = []
  }

  /** Every status taken since the last reset, in the order set. */
  all(): SimStatus[] {
    return this.statuses.map((status) => ({ ...status }))
  }

  /** Answers `method path` (the part after `/_sim/github`) when it is one of these operations. */
  answer(method: string, path: string, body: unknown): Answer | undefined {
    const status = /^\/repos\/([^/]+\/[^/]+)\/statuses\/(.+)$/.exec(path)
    if (status && method === 'POST') {
      return this.create(decoded(status[1] ?? ''), decoded(status[2] ?? ''), body)
    }
    return undefined
  }

  private create(repository: string, sha: string, body: unknown): Answer {
    if (!/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i.test(sha)) {
      return {
        status: 422,
        body: { message: `No commit found for SHA: ${sha}`, documentation_url: DOCS, status: '422' }
      }
    }
    const given = (body ?? {}) as Record<string, unknown>
    const texts = ['context', 'description', 'target_url'] as const
    const mistyped = texts.find((field) => given[field] != null && typeof given[field] !== 'string')
    if (mistyped) return refused(`${mistyped} is invalid`, mistyped, 'invalid')
    const { context, description, target_url } = given as {
      [field in (typeof texts)[number]]?: string | null
    }
    const state = STATES.find((known) => known === given.state)
    if (!state) return refused('state is not included in the list', 'state')
    // Characters, not UTF-16 units, as GitHub counts them.
    if (typeof description === 'string' && [...description].length > MAX_DESCRIPTION) {
      return refused(`description is too long (maximum is ${MAX_DESCRIPTION} characters)`, 'description') // prettier-ignore
    }
    const name = context ? context : 'default'
    const same = this.statuses.filter(
      (s) =>
        s.repository.toLowerCase() === repository.toLowerCase() &&
        s.sha.toLowerCase() === sha.toLowerCase() &&
        s.context.toLowerCase() === name.toLowerCase()
    )
    if (same.length >= MAX_PER_CONTEXT) {
      return refused('This SHA and context has reached the maximum number of statuses.')
    }
    const kept: SimStatus = {
      repository,
      sha,
      context: name,
      state,
      description: description ?? null,
      target_url: target_url ?? null,
      order: this.statuses.length + 1,
      created_at: new Date(this.now()).toISOString().replace(/\.\d{3}Z$/, 'Z')
    }
    this.statuses.push(kept)
    const url = `${API}/repos/${repository}/statuses/${sha}`
    const creator = user(BOT, 'Bot')
    return {
      status: 201,
      body: {
        url,
        avatar_url: creator.avatar_url,
        id: 5000 + kept.order,
        node_id: Buffer.from(`SC:${kept.order}`).toString('base64url'),
        state: kept.state,
        description: kept.description,
        target_url: kept.target_url,
        context: kept.context,
        created_at: kept.created_at,
        updated_at: kept.created_at,
        creator
      }
    }
  }
}

/** A path part decoded; as it is when it is not valid percent-encoding. */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part)
  } catch {
    return part
  }
}
