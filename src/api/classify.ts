/**
 * What a failed or finished exchange with the service means: a transport failure (timeout, TLS,
 * connection refused before sending or lost after, the proxy), an HTTP error with the service's
 * own words, or an answer that is not the documented shape. Every text from the service is
 * cleaned (the key redacted) before it is put in a message. The request loop is client.ts.
 */
import type { GenericSchema, InferOutput } from 'valibot'
import type { Answer } from './answer.js'
import { looksLikeHtml, tryJson } from './body.js'
import { ApiError, ambiguityHint, describeHttpError, quote, type Operation } from './errors.js'
import { redactDeep } from '../sinks/secrets.js'
import { ProxyFailure } from './proxy-failure.js'
import { parseRetryAfter, type HttpMethod } from './retry.js'
import type * as Schemas from './schemas.js'

/** What classifying an attempt needs to know of it and of the client. */
export interface Attempt {
  operation: Operation
  method: HttpMethod
  /** The service's origin, named in messages. */
  origin: string
  /** Service text goes through this before it is put in any message. */
  clean(text: string): string
  /** Redacted from the error's details too. */
  secrets: readonly string[]
  now(): number
}

let schemasModule: Promise<typeof Schemas> | undefined

/**
 * The schemas of the answers, and valibot with them (more code than all the rest of the agent
 * action), are first needed once an answer has arrived: imported then, from a chunk of their own
 * in the bundle, so that the action's start does not compile them before its first request.
 */
export function loadSchemas(): Promise<typeof Schemas> {
  schemasModule ??= import('./schemas.js').catch((error: unknown) => {
    schemasModule = undefined
    throw error
  })
  return schemasModule
}

/** Codes of connection failures that happen before any byte of the request was sent. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT'
])

/** The innermost error `code` of a fetch failure (undici wraps the socket error in `cause`). */
function errorCode(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current; depth++) {
    const e = current as { code?: unknown; cause?: unknown; errors?: unknown[] }
    if (typeof e.code === 'string' && e.code !== 'UND_ERR') return e.code
    current = e.cause ?? e.errors?.[0]
  }
  return undefined
}

/** EPROTO: Node's own client, when an https: address answers in plain HTTP (fetch: ERR_SSL_…). */
function isTlsCode(code: string): boolean {
  return (
    code === 'EPROTO' ||
    /^(CERT_|ERR_TLS|ERR_SSL)|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)|HOSTNAME_MISMATCH/.test(code)
  )
}

export function transportError(
  spec: Attempt,
  thrown: unknown,
  status: number,
  timedOut: boolean,
  timeoutMs: number
): ApiError {
  const { operation, method } = spec
  if (thrown instanceof ProxyFailure) {
    return new ApiError({
      kind: 'proxy',
      operation,
      method,
      status: thrown.detail.refusedStatus,
      notSent: true,
      message: thrown.message
    })
  }
  const proxyHost = (thrown as { proxyHost?: unknown } | undefined)?.proxyHost
  const where =
    spec.origin + (typeof proxyHost === 'string' ? ` (through the proxy at ${proxyHost})` : '')
  if (timedOut) {
    return new ApiError({
      kind: 'timeout',
      operation,
      method,
      message: `The service at ${where} did not answer within ${(timeoutMs / 1000).toFixed(1)} s.`
    })
  }
  const code = errorCode(thrown) ?? 'unknown error'
  if (isTlsCode(code)) {
    return new ApiError({
      kind: 'tls',
      operation,
      method,
      notSent: true,
      message: `The TLS connection to ${where} failed (${code}): check the api-url input${typeof proxyHost === 'string' ? ' and the proxy setting (HTTPS_PROXY)' : ''}.`
    })
  }
  const notSent = status === 0 && NOT_SENT_CODES.has(code)
  return new ApiError({
    kind: 'network',
    operation,
    method,
    notSent,
    message: notSent
      ? `Could not connect to the service at ${where} (${code}).`
      : `The connection to the service at ${where} was lost (${code}).`
  })
}

export async function httpError(spec: Attempt, response: Answer, text: string): Promise<ApiError> {
  const { operation, method } = spec
  const status = response.status
  let serviceError: string | undefined
  let details: unknown
  const body = tryJson(text)
  const { check, ErrorBodySchema } = await loadSchemas()
  const parsed = body.ok ? check(ErrorBodySchema, body.value) : undefined
  if (parsed?.ok) {
    const said = parsed.value.error
    if (said !== undefined)
      serviceError = spec.clean(typeof said === 'string' ? said : JSON.stringify(said))
    if (parsed.value.details !== undefined) {
      details = redactDeep(parsed.value.details, spec.secrets)
    }
  } else if (text.trim()) {
    serviceError = looksLikeHtml(text) ? 'an HTML page instead of JSON' : quote(spec.clean(text))
  }
  if (status >= 300 && status < 400) {
    const location = spec.clean(response.headers.get('location') ?? 'elsewhere')
    return new ApiError({
      kind: 'http',
      operation,
      method,
      status,
      message: `The service answered with a redirect (${status}) to ${quote(location)}; set the api-url input to the final address.`
    })
  }
  const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), spec.now())
  return new ApiError({
    kind: 'http',
    operation,
    method,
    status,
    serviceError,
    details,
    retryAfterMs,
    message: describeHttpError(operation, status, serviceError, details, retryAfterMs)
  })
}

export async function parseBody<S extends GenericSchema>(
  spec: Attempt & { schema: (schemas: typeof Schemas) => S },
  status: number,
  text: string
): Promise<InferOutput<S>> {
  const invalid = (what: string, wrongShape = false): ApiError =>
    new ApiError({
      kind: 'invalid-response',
      operation: spec.operation,
      method: spec.method,
      status,
      message: `The service answered ${status} with ${what}.`,
      wrongShape
    })
  const body = tryJson(text)
  if (!body.ok) {
    if (!text.trim()) throw invalid('an empty body instead of JSON')
    if (looksLikeHtml(text)) throw invalid('an HTML page instead of JSON')
    throw invalid(`a body that is not JSON ("${quote(spec.clean(text), 80)}")`)
  }
  const schemas = await loadSchemas()
  const result = schemas.check(spec.schema(schemas), body.value)
  if (!result.ok) {
    throw invalid(
      `a body that is not the documented shape (${quote(spec.clean(result.reason))})`,
      true
    )
  }
  return result.value
}

/** The error a call ends with: how often it was tried, and for POSTs whether it may have acted. */
export function gaveUp(error: ApiError, attempts: number, why: string): ApiError {
  let message = error.message + why
  if (attempts > 1) message += ` (gave up after ${attempts} attempts)`
  if (error.mayHaveActed) message += ambiguityHint(error.operation)
  return new ApiError({ ...error, kind: error.kind, message, attempts })
}

/**
 * A call stopped by its signal, or (`why`) by its deadline before it was sent. `notSent`: no
 * attempt of it can have reached the service (stopped before sending, or while waiting to retry
 * an attempt the service surely did not act on).
 */
export function cancelled(
  request: { operation: Operation; method: HttpMethod; path: string },
  why = '',
  notSent = why !== ''
): ApiError {
  return new ApiError({
    kind: 'aborted',
    operation: request.operation,
    method: request.method,
    notSent,
    message: `The request ${request.method} ${request.path} was cancelled.${why ? ` ${why}` : ''}`
  })
}
