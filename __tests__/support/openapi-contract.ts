/**
 * The service's own OpenAPI documents (openapi/) as the contract of the tests: every request the
 * client sends to the simulator and every answer the simulator gives is validated against them
 * with openapi-backend (ajv underneath, with ajv-formats for `date-time` and `uri`, and `ulid`
 * added). A violation names the operation, the status and the field.
 *
 * Use: `const contract = openApiContract()`, start the simulator with
 * `onExchange: contract.observe`, and `afterEach(() => contract.expectClean())`.
 *
 * What is checked:
 * - the request: an operation of the documents for its method and exact path, its path and
 *   query parameters and JSON body against their schemas, the body's content-type (and no body
 *   where none is documented), and the bearer token both documents ask for;
 * - the answer: a status the operation documents (or one of BEYOND_DOCUMENTS), its content-type,
 *   and its body against that status's schema. An injected fault's answer is marked off the
 *   contract by the simulator and not checked; a status a prompt asked for (`sim:status=`) waives
 *   that field only. Their requests are checked all the same.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { OpenAPIBackend, type Document, type Operation, type Request } from 'openapi-backend'
import formats from 'ajv-formats'
import type { Exchange } from '../../simulator/server.js'

// ajv-formats is CommonJS with `exports.default`: the call that types and runtime agree on.
const addFormats = formats.default

/**
 * Statuses the documents do not list for an operation, which the service gives all the same
 * (the contract's §2: `401`/`403` for a bad key, `404` for an unknown project, `429` when the
 * rate limit is reached, on the analytics endpoints too). Their bodies are checked against the
 * error schema the operation documents for its other errors.
 */
export const BEYOND_DOCUMENTS = [401, 403, 404, 429] as const

const DOCUMENTS = {
  admin: 'admin-openapi.json',
  analytics: 'analytics.openapi.json'
} as const

type Api = keyof typeof DOCUMENTS

/** A document with an operationId on every operation (the published documents have none). */
function load(file: string): Document {
  const document = JSON.parse(readFileSync(join(process.cwd(), 'openapi', file), 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string }>>
  }
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      operation.operationId = `${method.toUpperCase()} ${path}`
    }
  }
  return document as unknown as Document
}

function backend(api: Api): OpenAPIBackend {
  const backend = new OpenAPIBackend({
    definition: load(DOCUMENTS[api]),
    // openapi-backend checks a document against the OpenAPI 3.0 schema only; analytics is 3.1.
    // `quick` skips that check (the documents are the service's, not ours to fix) and
    // dereferences synchronously.
    quick: true,
    // `/job/abc/` is another resource for the service than `/job/abc`.
    ignoreTrailingSlashes: false,
    ajvOpts: { allErrors: true, strict: false },
    customizeAjv: (ajv) => {
      addFormats(ajv)
      // analytics.openapi.json types thread ids and the assistant's cursor `format: ulid`, which
      // ajv does not know (and, not strict, skipped with a warning): 26 Crockford base32
      // characters, the first at most 7 (a 48-bit time).
      ajv.addFormat('ulid', /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/i)
      return ajv
    }
  })
  return backend
}

export interface ContractCheck {
  /** Pass to the simulator's `onExchange`. */
  observe: (exchange: Exchange) => void
  /** The violations of one exchange (also used directly by the checker's own tests). */
  check(exchange: Exchange): string[]
  /** Operation and status of every exchange seen so far, as `POST /v2/... 201`. */
  readonly seen: Set<string>
  /** Fails the test with every violation seen since the last call, then forgets them. */
  expectClean(): void
}

export function openApiContract(): ContractCheck {
  const apis = { admin: backend('admin'), analytics: backend('analytics') }
  // init() with quick: true finishes synchronously; its promise only hands the instance back.
  void apis.admin.init()
  void apis.analytics.init()
  const violations: string[] = []
  const seen = new Set<string>()

  const check = (exchange: Exchange): string[] => {
    const found: string[] = []
    const api: Api = exchange.path.startsWith('/v1/analytics/') ? 'analytics' : 'admin'
    const backend = apis[api]
    const request = {
      method: exchange.method.toLowerCase(),
      path: exchange.path,
      query: exchange.query,
      headers: exchange.headers,
      body: exchange.body
    }
    const operation = backend.matchOperation(request)
    const where = `${exchange.method} ${exchange.path}`
    if (!operation) return [`${where}: no operation of ${DOCUMENTS[api]} has this method and path`]
    const name = operation.operationId as string

    found.push(...requestProblems(backend, operation, request, name, 'the documents define'))
    if (!/^Bearer \S+$/.test(exchange.headers.authorization ?? '')) {
      found.push(`${name}: request lacks the bearer token of its security scheme (bearerAuth)`)
    }

    // A fault's answer is off the contract whole; a status a prompt asked for with sim:status=
    // waives that one field, and the rest of the answer is checked with a documented status.
    const directed = exchange.offContract?.startsWith('sim:status=')
    if ((exchange.offContract && !directed) || exchange.status === 0) return found
    seen.add(`${name} ${exchange.status}`)
    const status = String(exchange.status)
    const documented = Object.keys(operation.responses ?? {})
    const errorStatus = documented.find((code) => /^[45]\d\d$/.test(code))
    let schemaStatus: string | undefined = status
    if (!documented.includes(status)) {
      schemaStatus = (BEYOND_DOCUMENTS as readonly number[]).includes(exchange.status)
        ? errorStatus
        : undefined
      if (!schemaStatus) {
        found.push(
          `${name}: status ${status} is not documented (documented: ${documented.join(', ')})`
        )
        return found
      }
    }
    const answer = jsonOf(exchange.response.text)
    if (!answer) {
      found.push(`${name} ${status}: the answer is not JSON`)
      return found
    }
    let body = answer.body
    if (directed && body && typeof body === 'object') body = { ...body, status: 'active' }
    const type = exchange.response.headers['content-type']
    const answerTypes = Object.keys(
      (operation.responses?.[schemaStatus] as { content?: object } | undefined)?.content ?? {}
    )
    if (!answerTypes.includes(mediaType(type))) {
      found.push(
        `${name} ${status}: content-type is ${type ?? 'missing'}, not ${answerTypes.join(' or ')}`
      )
    }
    found.push(
      ...answerProblems(backend, operation, body, Number(schemaStatus), `${name} ${status}`)
    )
    return found
  }

  return {
    observe: (exchange) => violations.push(...check(exchange)),
    check,
    seen,
    expectClean: () => throwViolations(violations, "the service's OpenAPI documents")
  }
}

/**
 * Throws, naming each violation once, when `violations` holds any (of `documents`); empties it.
 * The service's documents and GitHub's share this.
 */
export function throwViolations(violations: string[], documents: string): void {
  const found = violations.splice(0)
  if (found.length > 0) {
    throw new Error(
      `${found.length} violation(s) of ${documents}:\n${[...new Set(found)].join('\n')}`
    )
  }
}

/**
 * What is wrong with `request` for `operation` (the service's documents and GitHub's share this):
 * its parameters and body against their schemas, a body where none is defined, and a body's
 * content-type. `documents` says who defines the body in the message (`the documents define`).
 */
export function requestProblems(
  backend: OpenAPIBackend,
  operation: Operation,
  request: Request,
  name: string,
  documents: string
): string[] {
  const found: string[] = []
  for (const error of backend.validateRequest(request, operation).errors ?? []) {
    found.push(`${name}: request ${fieldOf(error.instancePath)} ${error.message ?? 'invalid'}`)
  }
  const bodyTypes = Object.keys(
    (operation.requestBody as { content?: object } | undefined)?.content ?? {}
  )
  const headers = request.headers as Record<string, string | undefined>
  if (bodyTypes.length === 0 && request.body !== undefined) {
    found.push(`${name}: request has a body, where ${documents} none`)
  }
  if (bodyTypes.length > 0 && !bodyTypes.includes(mediaType(headers['content-type']))) {
    found.push(
      `${name}: request content-type is ${headers['content-type'] ?? 'missing'}, not ${bodyTypes.join(' or ')}`
    )
  }
  return found
}

/**
 * What is wrong with an answer's `body` for `operation`, against the schema of `status` (the
 * service's documents and GitHub's share this); `lead` names the operation and the status.
 */
export function answerProblems(
  backend: OpenAPIBackend,
  operation: Operation,
  body: unknown,
  status: number,
  lead: string
): string[] {
  return (backend.validateResponse(body, operation, status).errors ?? []).map((error) => {
    const field = fieldOf(error.instancePath) || 'body'
    const allowed =
      error.keyword === 'enum' ? ` (${JSON.stringify(error.params.allowedValues)})` : ''
    return `${lead}: answer ${field} ${error.message ?? 'invalid'}${allowed}`
  })
}

/** An answer's text parsed as JSON, or undefined when it is not JSON. */
export function jsonOf(text: string): { body: unknown } | undefined {
  try {
    return { body: JSON.parse(text) as unknown }
  } catch {
    return undefined
  }
}

/** `application/json; charset=utf-8` -> `application/json`; '' when absent. */
export function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase()
}

/** `/requestBody/prompt` -> `body.prompt`, `/totals/total` -> `totals.total`. */
export function fieldOf(instancePath: string): string {
  return instancePath
    .replace(/^\/requestBody/, '/body')
    .split('/')
    .filter(Boolean)
    .join('.')
}
