/**
 * GitHub's own REST API description as the contract of the GitHub stand-in: every request the
 * action sends to it and every answer it gives is validated against the operations extracted
 * from `@octokit/openapi` (openapi/github/, written by scripts/github-openapi.js), with the same
 * validator as the service's documents (openapi-backend, ajv-formats). A violation names the
 * operation (route and operationId), the status and the field.
 *
 * The stand-in runs every exchange through `githubContract().check` itself (see its `contract`
 * option); suites see the violations when they close it, or call `assertContract()`.
 *
 * What is checked:
 * - the request: an operation of the extract for its method and exact path (an operation the
 *   action calls that the extract lacks is a violation: extract it, see openapi/github/README.md),
 *   its path and query parameters and JSON body against their schemas, the body's content-type (and
 *   no body where none is documented), and a token in the Authorization header;
 * - the answer: a status the operation documents (or one of BEYOND_DOCUMENTS, or of
 *   UNDOCUMENTED_BY_GITHUB for that operation), a JSON content-type, its body against that
 *   status's schema, and a `Link` header on the operations that document one only with GitHub's
 *   `<url>; rel="…"` form. Answers a test served through `intercept()` (hostile answers) are off
 *   the contract on purpose and not checked; their requests are.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { OpenAPIBackend, type Document, type Operation } from 'openapi-backend'
import formats from 'ajv-formats'
import {
  answerProblems,
  jsonOf,
  mediaType,
  requestProblems,
  throwViolations
} from './openapi-contract.js'

const addFormats = formats.default

export const EXTRACT = 'openapi/github/api.github.com.json'

/**
 * Statuses GitHub gives on any operation whether or not its description lists them ("Troubleshooting
 * the REST API" on docs.github.com): 401 for a bad token, 403 for a token without the permission
 * (or a rate limit), 404 for a resource the token cannot see, 429 for a secondary rate limit. Their
 * bodies are checked against GitHub's `basic-error` schema.
 */
export const BEYOND_DOCUMENTS = [401, 403, 404, 429] as const

/**
 * Statuses GitHub gives on one operation though its description does not list them, by
 * operationId, each with the schema of the extract its body is held to. repos/create-commit-status
 * documents only 201, yet GitHub refuses with 422 Validation Failed a status it will not take: a
 * state out of its list, a description over 140 characters, a commit it does not have, and a
 * status past the 1000 of one sha and context (that last one the operation's own description
 * says: "Attempts to create more than 1000 statuses will result in a validation error").
 */
export const UNDOCUMENTED_BY_GITHUB: Record<string, Record<number, string>> = {
  'repos/create-commit-status': { 422: 'validation-error' }
}

/** One request to the stand-in and its answer, as sent. */
export interface GitHubExchange {
  method: string
  /** Without the query. */
  path: string
  query: Record<string, string>
  headers: Record<string, string | undefined>
  /** The JSON body as parsed (the raw text when it is no JSON); undefined when empty. */
  body: unknown
  /** 0: no answer (a stalled request). */
  status: number
  response: { headers: Record<string, string | undefined>; text: string }
  /** Why the answer is off the contract on purpose (an interceptor's); its request is checked. */
  offContract?: string
}

interface Extract {
  backend: OpenAPIBackend
  document: Document
}

let extract: Extract | undefined

/**
 * The extract, loaded and compiled once per test file: suites start a stand-in per test, and
 * compiling GitHub's schemas (a pull request's is large) is the costly part.
 */
function loadExtract(): Extract {
  if (extract) return extract
  const document = JSON.parse(readFileSync(join(process.cwd(), EXTRACT), 'utf8')) as Document
  const schemas = (document.components?.schemas ?? {}) as Record<string, unknown>
  const paths = document.paths as Record<
    string,
    Record<string, { operationId?: string; responses: Record<string, unknown> }>
  >
  // The statuses GitHub gives everywhere, added (in memory) where an operation does not list
  // them, so that their bodies are validated as GitHub documents its errors; likewise those it
  // gives on one operation (UNDOCUMENTED_BY_GITHUB), held to the schema named there.
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      for (const status of BEYOND_DOCUMENTS) {
        operation.responses[status] ??= {
          description: 'beyond the document (BEYOND_DOCUMENTS)',
          'x-beyond': true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/basic-error' } } }
        }
      }
      const more = UNDOCUMENTED_BY_GITHUB[operation.operationId ?? ''] ?? {}
      for (const [status, schema] of Object.entries(more)) {
        if (!schemas[schema]) throw new Error(`${EXTRACT} has no schema ${schema}`)
        operation.responses[status] ??= {
          description: 'beyond the document (UNDOCUMENTED_BY_GITHUB)',
          'x-beyond': true,
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } }
        }
      }
    }
  }
  nullableWithoutType(document)
  const backend = new OpenAPIBackend({
    definition: document,
    // The extract is GitHub's, not ours to fix: no check of the document itself, and a
    // synchronous dereference.
    quick: true,
    ignoreTrailingSlashes: false,
    ajvOpts: { allErrors: true, strict: false },
    customizeAjv: (ajv) => {
      addFormats(ajv)
      return ajv
    }
  })
  void backend.init()
  extract = { backend, document }
  return extract
}

/**
 * OpenAPI 3.0 lets `nullable: true` stand beside `anyOf` without a `type` (GitHub's
 * `issue-field-value.value` does); ajv refuses to compile that. Such a schema becomes the same
 * thing in a form ajv takes: `anyOf: [<the schema>, null]`. In memory only; the extract stays
 * GitHub's.
 */
function nullableWithoutType(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(nullableWithoutType)
  if (!node || typeof node !== 'object') return
  const schema = node as Record<string, unknown>
  for (const value of Object.values(schema)) nullableWithoutType(value)
  // Likewise `nullable: true` beside an `enum` without null (issue `state_reason`): GitHub
  // sends null there (an open issue), and ajv holds null to the enum.
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum = [...(schema.enum as unknown[]), null]
  }
  if (schema.nullable === true && schema.type === undefined) {
    const { nullable: _nullable, description, ...rest } = schema
    for (const key of Object.keys(schema)) delete schema[key]
    Object.assign(schema, { description, anyOf: [rest, { enum: [null] }] })
  }
}

/** `GET /repos/{owner}/{repo}/pulls/{pull_number} (pulls/get)` */
export function operationName(operation: Operation): string {
  return `${operation.method.toUpperCase()} ${operation.path} (${operation.operationId})`
}

/** Whether the extract has the operation `route` (`POST /repos/{owner}/…`). */
export function hasOperation(route: string): boolean {
  const [method, path] = route.split(' ')
  const { document } = loadExtract()
  return Boolean(
    (document.paths as Record<string, Record<string, unknown>>)[path ?? '']?.[
      (method ?? '').toLowerCase()
    ]
  )
}

/** `rel="next"` and its kin, each `<absolute url>; rel="name"`, comma-separated. */
const LINK = /^<https?:\/\/[^>\s]+>; rel="(first|prev|next|last)"$/

/** The violations of one exchange with GitHub's REST description (none: []). */
export function checkGitHubExchange(exchange: GitHubExchange): string[] {
  const { backend } = loadExtract()
  const found: string[] = []
  const request = {
    method: exchange.method.toLowerCase(),
    path: exchange.path,
    query: exchange.query,
    headers: exchange.headers as Record<string, string>,
    body: exchange.body
  }
  const operation = backend.matchOperation(request)
  const where = `${exchange.method} ${exchange.path}`
  if (!operation) {
    return [`${where}: no operation of ${EXTRACT} has this method and path`]
  }
  const name = operationName(operation)

  found.push(...requestProblems(backend, operation, request, name, 'the description defines'))
  if (!/^(token|bearer) \S+$/i.test(exchange.headers.authorization ?? '')) {
    found.push(`${name}: request carries no token (Authorization: token … or Bearer …)`)
  }

  if (exchange.offContract || exchange.status === 0) return found
  const status = String(exchange.status)
  const responses = (operation.responses ?? {}) as Record<
    string,
    { content?: Record<string, unknown>; headers?: Record<string, unknown>; 'x-beyond'?: true }
  >
  const documented = Object.keys(responses).filter((code) => !responses[code]?.['x-beyond'])
  const response = responses[status]
  if (!response) {
    found.push(`${name}: status ${status} is not documented (documented: ${documented.join(', ')})`)
    return found
  }
  const type = exchange.response.headers['content-type']
  const answerTypes = Object.keys(response.content ?? {})
  // A status documented without content (pulls/request-reviewers 422): the description says
  // nothing of its body, so there is nothing to hold it to.
  if (answerTypes.length === 0) return found
  if (!answerTypes.includes(mediaType(type))) {
    found.push(
      `${name} ${status}: content-type is ${type ?? 'missing'}, not ${answerTypes.join(' or ')}`
    )
  }
  const answer = jsonOf(exchange.response.text)
  if (!answer) {
    found.push(`${name} ${status}: the answer is not JSON`)
    return found
  }
  found.push(
    ...answerProblems(backend, operation, answer.body, exchange.status, `${name} ${status}`)
  )
  const link = exchange.response.headers.link
  if (link !== undefined) {
    if (!Object.keys(response.headers ?? {}).some((header) => header.toLowerCase() === 'link')) {
      found.push(`${name} ${status}: answer header Link is not documented for this operation`)
    } else if (!link.split(/,\s*/).every((part) => LINK.test(part))) {
      found.push(`${name} ${status}: answer header Link is not <url>; rel="…" (${link})`)
    }
  }
  return found
}

export interface GitHubContract {
  /** Records the violations of `exchange`. */
  observe(exchange: GitHubExchange): void
  /** The violations recorded and not yet asserted. */
  readonly violations: readonly string[]
  /** Operation and status of every answer checked so far, as `GET /user (users/get-authenticated) 200`. */
  readonly seen: Set<string>
  /** Throws with every violation recorded since the last call, then forgets them. */
  assertClean(): void
}

export function githubContract(): GitHubContract {
  const violations: string[] = []
  const seen = new Set<string>()
  return {
    observe(exchange) {
      violations.push(...checkGitHubExchange(exchange))
      if (exchange.status !== 0 && !exchange.offContract) {
        const operation = loadExtract().backend.matchOperation({
          method: exchange.method.toLowerCase(),
          path: exchange.path,
          headers: {}
        })
        if (operation) seen.add(`${operationName(operation)} ${exchange.status}`)
      }
    },
    violations,
    seen,
    assertClean: () => throwViolations(violations, `GitHub's REST API description (${EXTRACT})`)
  }
}
