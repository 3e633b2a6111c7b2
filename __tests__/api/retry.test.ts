import { describe, expect, it } from '@jest/globals'
import { ApiError, type ApiErrorKind } from '../../src/api/errors.js'
import {
  DEFAULT_RETRY_POLICY,
  backoffDelayMs,
  isRetryable,
  parseRetryAfter
} from '../../src/api/retry.js'

function failure(
  kind: ApiErrorKind,
  extra: { status?: number; notSent?: boolean; wrongShape?: boolean } = {}
): ApiError {
  return new ApiError({ kind, operation: 'get-job', method: 'GET', message: 'x', ...extra })
}

describe('isRetryable', () => {
  it.each([408, 429, 500, 502, 503, 504])('retries a GET answered %i', (status) => {
    expect(isRetryable('GET', failure('http', { status }))).toBe(true)
  })

  it.each([400, 401, 403, 404, 409, 422, 501])('does not retry a GET answered %i', (status) => {
    expect(isRetryable('GET', failure('http', { status }))).toBe(false)
  })

  it.each([429, 503])('retries a POST answered %i: the service did not act', (status) => {
    expect(isRetryable('POST', failure('http', { status }))).toBe(true)
  })

  it.each([408, 500, 502, 504])('never retries a POST answered %i: it may have acted', (status) => {
    expect(isRetryable('POST', failure('http', { status }))).toBe(false)
  })

  it('retries a POST whose connection failed before sending, and no other network failure', () => {
    expect(isRetryable('POST', failure('network', { notSent: true }))).toBe(true)
    expect(isRetryable('POST', failure('network', { notSent: false }))).toBe(false)
    expect(isRetryable('GET', failure('network', { notSent: false }))).toBe(true)
  })

  it('never retries an answer that is JSON of the wrong shape: the same question gets it again', () => {
    expect(isRetryable('GET', failure('invalid-response', { status: 200, wrongShape: true }))).toBe(
      false
    )
    expect(
      isRetryable('POST', failure('invalid-response', { status: 201, wrongShape: true }))
    ).toBe(false)
  })

  it('retries timeouts and garbage bodies on GET only', () => {
    for (const kind of ['timeout', 'invalid-response'] as const) {
      expect(isRetryable('GET', failure(kind))).toBe(true)
      expect(isRetryable('POST', failure(kind))).toBe(false)
    }
  })

  it('never retries TLS failures or aborts', () => {
    for (const method of ['GET', 'POST'] as const) {
      expect(isRetryable(method, failure('tls', { notSent: true }))).toBe(false)
      expect(isRetryable(method, failure('aborted'))).toBe(false)
    }
  })
})

describe('ApiError.mayHaveActed', () => {
  const post = (kind: ApiErrorKind, extra: { status?: number; notSent?: boolean } = {}): ApiError =>
    new ApiError({ kind, operation: 'create-job', method: 'POST', message: 'x', ...extra })

  it('is true for POSTs that failed after the service may have acted', () => {
    expect(post('http', { status: 500 }).mayHaveActed).toBe(true)
    expect(post('http', { status: 502 }).mayHaveActed).toBe(true)
    expect(post('http', { status: 504 }).mayHaveActed).toBe(true)
    expect(post('network', { notSent: false }).mayHaveActed).toBe(true)
    expect(post('timeout').mayHaveActed).toBe(true)
    expect(post('invalid-response', { status: 201 }).mayHaveActed).toBe(true)
    // Cancelled while the request was out.
    expect(post('aborted', { notSent: false }).mayHaveActed).toBe(true)
  })

  it('is false when the service surely did not act, and for every GET', () => {
    expect(post('http', { status: 503 }).mayHaveActed).toBe(false)
    expect(post('http', { status: 429 }).mayHaveActed).toBe(false)
    expect(post('http', { status: 400 }).mayHaveActed).toBe(false)
    expect(post('network', { notSent: true }).mayHaveActed).toBe(false)
    expect(post('aborted', { notSent: true }).mayHaveActed).toBe(false)
    expect(failure('http', { status: 500 }).mayHaveActed).toBe(false)
  })
})

describe('ApiError.untaken', () => {
  const post = (kind: ApiErrorKind, extra: { status?: number; notSent?: boolean } = {}): ApiError =>
    new ApiError({ kind, operation: 'send-message', method: 'POST', message: 'x', ...extra })

  it('is true for a POST that never left, or that the service refused as busy', () => {
    expect(post('aborted', { notSent: true }).untaken).toBe(true)
    expect(post('network', { notSent: true }).untaken).toBe(true)
    expect(post('proxy', { status: 502, notSent: true }).untaken).toBe(true)
    expect(post('http', { status: 429 }).untaken).toBe(true)
    expect(post('http', { status: 503 }).untaken).toBe(true)
  })

  it('is false where the service may have taken it, where sending again cannot help, and for a GET', () => {
    expect(post('aborted', { notSent: false }).untaken).toBe(false)
    expect(post('network', { notSent: false }).untaken).toBe(false)
    expect(post('http', { status: 500 }).untaken).toBe(false)
    expect(post('http', { status: 400 }).untaken).toBe(false)
    expect(post('timeout').untaken).toBe(false)
    expect(post('tls', { notSent: true }).untaken).toBe(false)
    expect(failure('aborted', { notSent: true }).untaken).toBe(false)
  })
})

describe('backoffDelayMs', () => {
  const policy = { ...DEFAULT_RETRY_POLICY, baseDelayMs: 1000, maxDelayMs: 5000 }

  it('draws uniformly below a ceiling that doubles per attempt (full jitter)', () => {
    expect(backoffDelayMs(1, policy, () => 0.999)).toBe(999)
    expect(backoffDelayMs(2, policy, () => 0.5)).toBe(1000)
    expect(backoffDelayMs(3, policy, () => 0.5)).toBe(2000)
    expect(backoffDelayMs(3, policy, () => 0)).toBe(0)
  })

  it('never exceeds maxDelayMs', () => {
    expect(backoffDelayMs(10, policy, () => 0.999)).toBe(4995)
  })
})

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-23T10:00:00Z')

  it('reads delay-seconds', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000)
    expect(parseRetryAfter(' 0 ', now)).toBe(0)
    expect(parseRetryAfter('1.5', now)).toBe(1500)
  })

  it('reads an HTTP date relative to now, never negative', () => {
    expect(parseRetryAfter('Mon, 23 Nov 2026 10:00:30 GMT', now)).toBe(30_000)
    expect(parseRetryAfter('Mon, 23 Nov 2026 09:00:00 GMT', now)).toBe(0)
  })

  it('ignores what it cannot read', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined()
    expect(parseRetryAfter('', now)).toBeUndefined()
    expect(parseRetryAfter('-5', now)).toBeUndefined()
    expect(parseRetryAfter('soon', now)).toBeUndefined()
  })
})

describe('a proxy that refuses the tunnel', () => {
  const refusal = (method: 'GET' | 'POST', status: number) =>
    new ApiError({
      kind: 'proxy',
      operation: method === 'GET' ? 'get-job' : 'create-job',
      method,
      status,
      notSent: true,
      message: 'refused'
    })

  it.each([429, 502, 503, 504])(
    'with %i is tried again, a create too: it never reached the service',
    (status) => {
      expect(isRetryable('GET', refusal('GET', status))).toBe(true)
      expect(isRetryable('POST', refusal('POST', status))).toBe(true)
      expect(refusal('POST', status).mayHaveActed).toBe(false)
    }
  )

  it.each([400, 403, 407, 500])('with %i is final: the runner setting is wrong', (status) => {
    expect(isRetryable('GET', refusal('GET', status))).toBe(false)
    expect(isRetryable('POST', refusal('POST', status))).toBe(false)
  })
})
