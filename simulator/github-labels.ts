/**
 * The labels of issues and pull requests as GitHub's REST API keeps them, for the simulator's
 * GitHub (routes.ts): a run pointed there labels its pull request (`POST …/issues/{n}/labels`),
 * asks whether one carries a label (`GET …/issues/{n}/labels`, the docs check) and takes a label
 * off (`DELETE …/issues/{n}/labels/{name}`) as it would on GitHub. Any number of any repository
 * takes labels, a job's pull request or not (the simulator's issues are numbers only); a name is
 * one label in any case, as on GitHub, kept as first given. Listed in the order added, by
 * `per_page` (30 by default, at most 100) and `page`, without GitHub's `Link` header. In memory,
 * cleared with the simulator: `sim.pullState(repository, number).labels`.
 */
import { createHash } from 'node:crypto'

const API = 'https://api.github.com'
const REMOVE_DOCS = 'https://docs.github.com/rest/issues/labels#remove-a-label-from-an-issue'
const ADD_DOCS = 'https://docs.github.com/rest/issues/labels#add-labels-to-an-issue'

type Answer = { status: number; body: unknown }

/** A `label` of `repository`, as GitHub answers it. */
export function label(repository: string, name: string): Record<string, unknown> {
  const id = createHash('sha256').update(`label:${repository}:${name}`).digest().readUInt32BE(0)
  return {
    id: id + 1,
    node_id: Buffer.from(`LA:${id + 1}`).toString('base64url'),
    url: `${API}/repos/${repository}/labels/${encodeURIComponent(name)}`,
    name,
    description: null,
    color: 'ededed',
    default: false
  }
}

export class LabelStore {
  /** `<owner/repo, lower case>#<number>` -> its labels, in the order added. */
  private labels = new Map<string, string[]>()

  clear(): void {
    this.labels.clear()
  }

  /** The labels of issue or pull request `number`, in the order added. */
  of(repository: string, number: number): string[] {
    return [...(this.labels.get(keyOf(repository, number)) ?? [])]
  }

  /** Answers `method path` (the part after `/_sim/github`) when it is a label operation. */
  answer(method: string, path: string, body: unknown, search: URLSearchParams): Answer | undefined {
    const one = /^\/repos\/([^/]+\/[^/]+)\/issues\/(\d+)\/labels\/([^/]+)$/.exec(path)
    if (one && method === 'DELETE') {
      return this.remove(decoded(one[1] ?? ''), Number(one[2]), decoded(one[3] ?? ''))
    }
    const all = /^\/repos\/([^/]+\/[^/]+)\/issues\/(\d+)\/labels$/.exec(path)
    if (!all) return undefined
    const repository = decoded(all[1] ?? '')
    const number = Number(all[2])
    if (method === 'GET') {
      const perPage = Math.min(Math.max(Number(search.get('per_page') ?? 30) || 30, 1), 100)
      const page = Math.max(Number(search.get('page') ?? 1) || 1, 1)
      const listed = this.of(repository, number).slice((page - 1) * perPage, page * perPage)
      return { status: 200, body: listed.map((name) => label(repository, name)) }
    }
    if (method === 'POST') return this.add(repository, number, body)
    return undefined
  }

  /** `{labels: [...]}` of names or of `{name}`, or a bare array of them, as GitHub takes them. */
  private add(repository: string, number: number, body: unknown): Answer {
    const given = Array.isArray(body) ? body : (body as { labels?: unknown } | undefined)?.labels
    const names = Array.isArray(given)
      ? given.map((item) =>
          typeof item === 'string' ? item : (item as { name?: unknown } | null)?.name
        )
      : undefined
    if (!names || !names.every((name): name is string => typeof name === 'string' && name !== '')) {
      return {
        status: 422,
        body: { message: 'Validation Failed', documentation_url: ADD_DOCS, status: '422' }
      }
    }
    const kept = this.labels.get(keyOf(repository, number)) ?? []
    for (const name of names) {
      if (!kept.some((known) => known.toLowerCase() === name.toLowerCase())) kept.push(name)
    }
    this.labels.set(keyOf(repository, number), kept)
    return { status: 200, body: kept.map((name) => label(repository, name)) }
  }

  /** Takes `name` off, answering the labels left; GitHub's 404 when the issue does not carry it. */
  private remove(repository: string, number: number, name: string): Answer {
    const kept = this.labels.get(keyOf(repository, number)) ?? []
    const at = kept.findIndex((known) => known.toLowerCase() === name.toLowerCase())
    if (at < 0) {
      return {
        status: 404,
        body: { message: 'Label does not exist', documentation_url: REMOVE_DOCS, status: '404' }
      }
    }
    kept.splice(at, 1)
    return { status: 200, body: kept.map((left) => label(repository, left)) }
  }
}

const keyOf = (repository: string, number: number): string =>
  `${repository.toLowerCase()}#${number}`

/** A path part decoded; as it is when it is not valid percent-encoding. */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part)
  } catch {
    return part
  }
}
