// Unit tests of the client's retry loop and response handling, with fetch and the clock faked
// (the edges). The same behaviours over real HTTP are in contract.test.ts.
import { describe, expect, it } from '@jest/globals'
import { DocsApiClient } from '../../src/api/client.js'
import { apiFailureOf, instantClock } from '../support/client.js'

const KEY = 'mint_unit_test_key_0123456789'
const JOB = { id: 'job_1', status: 'active', prLink: null, createdAt: '2026-11-23T00:00:00Z' }

type Answer = Response | Error

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers }
  })
}

function fetchError(code: string): Error {
  return new TypeError('fetch failed', { cause: Object.assign(new Error(code), { code }) })
}

function setup(answers: Answer[], clock = instantClock()) {
  const calls: { url: string; init: RequestInit }[] = []
  const fetch = (async (url: URL, init: RequestInit) => {
    calls.push({ url: String(url), init })
    const next = answers.shift()
    if (!next) throw new Error('no more answers')
    if (next instanceof Error) throw next
    return next
  }) as unknown as typeof globalThis.fetch
  const lines: string[] = []
  const client = new DocsApiClient({
    apiKey: KEY,
    projectId: 'proj',
    baseUrl: 'https://api.example.com',
    fetch,
    clock,
    logger: { debug: (m) => lines.push(m), info: (m) => lines.push(m) }
  })
  return { client, calls, clock, lines }
}

describe('DocsApiClient requests', () => {
  it('sends the key only as a Bearer header and the prompt as JSON', async () => {
    const { client, calls } = setup([json(201, JOB)])
    const job = await client.createJob('write docs')
    expect(job.id).toBe('job_1')
    expect(calls).toHaveLength(1)
    const call = calls[0]!
    expect(call.url).toBe('https://api.example.com/v2/agent/proj/job')
    expect((call.init.headers as Record<string, string>).authorization).toBe(`Bearer ${KEY}`)
    expect(call.init.method).toBe('POST')
    expect(JSON.parse(String(call.init.body))).toEqual({ prompt: 'write docs' })
    expect(call.url).not.toContain(KEY)
  })

  it('encodes path segments so ids cannot change the path', async () => {
    const { client, calls } = setup([json(200, JOB)])
    await client.getJob('../x?y#z')
    expect(calls[0]!.url).toBe('https://api.example.com/v2/agent/proj/job/..%2Fx%3Fy%23z')
    expect(() => client.getJob('..')).toThrow('not a valid identifier')
    expect(
      () => new DocsApiClient({ apiKey: KEY, projectId: '..', baseUrl: 'https://api.example.com' })
    ).toThrow('not a valid identifier')
  })

  it('keeps a base path of the api-url', async () => {
    const clock = instantClock()
    const calls: string[] = []
    const client = new DocsApiClient({
      apiKey: KEY,
      projectId: 'p',
      baseUrl: 'https://gw.example.com/docs-api/',
      clock,
      fetch: (async (url: URL) => {
        calls.push(String(url))
        return json(200, { totals: { human: 1, ai: 2, total: 3 }, visitors: [], hasMore: false })
      }) as unknown as typeof globalThis.fetch
    })
    await client.getVisitors({ dateFrom: '2026-01-01', limit: 250, offset: 0 })
    expect(calls[0]).toBe(
      'https://gw.example.com/docs-api/v1/analytics/p/visitors?dateFrom=2026-01-01&limit=250&offset=0'
    )
  })

  it('logs method, path, status and time at debug level, never the key', async () => {
    const { client, lines } = setup([json(200, JOB)])
    await client.getJob('job_1')
    expect(lines).toEqual([
      expect.stringMatching(/^GET \/v2\/agent\/proj\/job\/job_1 -> 200 in \d+ ms$/)
    ])
  })

  it('keeps unknown fields and unknown statuses', async () => {
    const { client } = setup([json(200, { ...JOB, status: 'queued', extra: { a: 1 } })])
    const job = await client.getJob('job_1')
    expect(job.status).toBe('queued')
    expect(job.extra).toEqual({ a: 1 })
  })
})

describe('DocsApiClient retries', () => {
  it('retries a GET on 503 with jittered backoff, then succeeds', async () => {
    const { client, calls, clock } = setup([json(503, {}), json(502, {}), json(200, JOB)])
    const job = await client.getJob('job_1')
    expect(job.id).toBe('job_1')
    expect(calls).toHaveLength(3)
    // random() = 0.5 of ceilings 1 s and 2 s
    expect(clock.slept).toEqual([500, 1000])
    expect(client.requestCount).toBe(3)
  })

  it('honours Retry-After in seconds and as a date', async () => {
    const clock = instantClock(Date.parse('2026-11-23T10:00:00Z'))
    const { client } = setup(
      [
        json(429, { error: 'slow down' }, { 'retry-after': '7' }),
        json(429, {}, { 'retry-after': 'Mon, 23 Nov 2026 10:00:20 GMT' }),
        json(200, JOB)
      ],
      clock
    )
    await client.getJob('job_1')
    expect(clock.slept).toEqual([7000, 13_000])
  })

  it('does not sleep past the deadline: it gives up instead', async () => {
    const clock = instantClock()
    const { client, calls } = setup([json(429, {}, { 'retry-after': '60' }), json(200, JOB)], clock)
    const error = await apiFailureOf(client.getJob('job_1', { deadline: clock.now() + 10_000 }))
    expect(calls).toHaveLength(1)
    expect(clock.slept).toEqual([])
    expect(error.status).toBe(429)
    expect(error.message).toContain('The deadline leaves no time to retry.')
  })

  it('gives up after maxAttempts and says so', async () => {
    const { client, calls } = setup([json(500, {}), json(500, {}), json(500, { error: 'boom' })])
    const error = await apiFailureOf(client.getJob('job_1', { retry: { maxAttempts: 3 } }))
    expect(calls).toHaveLength(3)
    expect(error.message).toBe(
      'The service failed to answer (500): boom. (gave up after 3 attempts)'
    )
  })

  it('retries GETs on a lost connection and on a garbage body', async () => {
    const { client, calls } = setup([
      fetchError('ECONNRESET'),
      new Response('<html>bad gateway</html>', { status: 200 }),
      json(200, JOB)
    ])
    await client.getJob('job_1')
    expect(calls).toHaveLength(3)
  })

  it('never repeats a create after an ambiguous 500, and says how to attach', async () => {
    const { client, calls } = setup([json(500, { error: 'internal' }), json(201, JOB)])
    const error = await apiFailureOf(client.createJob('p'))
    expect(calls).toHaveLength(1)
    expect(error.mayHaveActed).toBe(true)
    expect(error.message).toContain('The service may have created the job anyway')
    expect(error.message).toContain('job-id input')
  })

  it('never repeats a create after a connection lost mid-request', async () => {
    const { client, calls } = setup([fetchError('ECONNRESET'), json(201, JOB)])
    const error = await apiFailureOf(client.createJob('p'))
    expect(calls).toHaveLength(1)
    expect(error.kind).toBe('network')
    expect(error.message).toContain('was lost (ECONNRESET)')
    expect(error.message).toContain('may have created the job')
  })

  it('repeats a create refused before sending, or answered 429/503', async () => {
    const { client, calls } = setup([
      fetchError('ECONNREFUSED'),
      json(429, { error: 'Too many sessions created. Please try again later.' }),
      json(503, {}),
      json(201, JOB)
    ])
    const job = await client.createJob('p')
    expect(job.id).toBe('job_1')
    expect(calls).toHaveLength(4)
  })

  it('does not retry 400, 401, 403, 404 or 422', async () => {
    for (const status of [400, 401, 403, 404, 422]) {
      const { client, calls } = setup([json(status, { error: 'no' }), json(200, JOB)])
      const error = await apiFailureOf(client.getJob('job_1'))
      expect(calls).toHaveLength(1)
      expect(error.status).toBe(status)
    }
  })

  it('stops a backoff at once when the signal aborts', async () => {
    const controller = new AbortController()
    const clock = instantClock()
    clock.sleep = async (_ms, signal) => {
      controller.abort()
      if (signal?.aborted) throw signal.reason
    }
    const { client, calls } = setup([json(503, {}), json(200, JOB)], clock)
    const error = await apiFailureOf(client.getJob('job_1', { signal: controller.signal }))
    expect(error.kind).toBe('aborted')
    expect(calls).toHaveLength(1)
  })
})

describe('DocsApiClient answers', () => {
  it('makes a clear error of a body that is not the documented shape', async () => {
    const { client } = setup([json(201, { ok: true })])
    const error = await apiFailureOf(client.createJob('p'))
    expect(error.kind).toBe('invalid-response')
    expect(error.message).toMatch(
      /^The service answered 201 with a body that is not the documented shape \(id: /
    )
  })

  it('names an HTML page and an empty body', async () => {
    const html = setup([new Response('<!DOCTYPE html><p>oops</p>', { status: 200 })])
    const one = await apiFailureOf(html.client.getJob('j', { retry: { maxAttempts: 1 } }))
    expect(one.message).toBe('The service answered 200 with an HTML page instead of JSON.')
    const empty = setup([new Response('', { status: 200 })])
    const two = await apiFailureOf(empty.client.getJob('j', { retry: { maxAttempts: 1 } }))
    expect(two.message).toBe('The service answered 200 with an empty body instead of JSON.')
  })

  it('removes the key when the service echoes it back', async () => {
    const { client } = setup([
      json(401, { error: `Invalid key ${KEY}`, details: { header: `Bearer ${KEY}` } })
    ])
    const error = await apiFailureOf(client.getJob('job_1'))
    expect(error.status).toBe(401)
    expect(error.message).toContain('Check the api-key input.')
    for (const text of [error.message, error.stack ?? '', JSON.stringify(error.details)]) {
      expect(text).not.toContain(KEY)
    }
    expect(error.serviceError).toBe('Invalid key ***')
  })

  it('does not follow redirects, which could carry the key elsewhere', async () => {
    const { client, calls } = setup([
      new Response(null, { status: 301, headers: { location: 'http://evil.example.com/' } })
    ])
    const error = await apiFailureOf(client.getJob('job_1'))
    expect(calls[0]!.init.redirect).toBe('manual')
    expect(error.message).toContain('redirect (301) to http://evil.example.com/')
  })

  it('reports a TLS failure without retrying it', async () => {
    const { client, calls } = setup([fetchError('CERT_HAS_EXPIRED'), json(200, JOB)])
    const error = await apiFailureOf(client.getJob('job_1'))
    expect(calls).toHaveLength(1)
    expect(error.kind).toBe('tls')
    expect(error.message).toContain('CERT_HAS_EXPIRED')
  })
})

describe('hostile answers and base URLs', () => {
  it('reads at most 1 MiB of a job answer, declared or streamed, and does not retry it', async () => {
    const endless = new Response(
      new ReadableStream({
        pull(controller) {
          controller.enqueue(new Uint8Array(64 * 1024).fill(32))
        }
      }),
      { status: 200 }
    )
    const { client, calls } = setup([endless])
    const error = await apiFailureOf(client.getJob('job_1'))
    expect(error.kind).toBe('too-large')
    expect(error.message).toMatch(/larger than 1 MiB/)
    expect(calls).toHaveLength(1)

    const declared = new Response('{}', { status: 200, headers: { 'content-length': '50000000' } })
    const second = setup([declared])
    expect((await apiFailureOf(second.client.getJob('job_1'))).kind).toBe('too-large')
  })

  it('builds the URL from the base URL parts: a // in the base path cannot change the host', async () => {
    const { DocsApiClient: Client } = await import('../../src/api/client.js')
    expect(
      () =>
        new Client({ apiKey: KEY, projectId: 'p', baseUrl: 'http://127.0.0.1:9//192.0.2.2:5055' })
    ).toThrow(/plain base URL/)
    for (const base of [
      'https://api.example.com/a/../b',
      'https://api.example.com/./x',
      'https://api.example.com/%2e%2e/x',
      'https://api.example.com\\evil'
    ]) {
      expect(() => new Client({ apiKey: KEY, projectId: 'p', baseUrl: base })).toThrow(TypeError)
    }
    const calls: string[] = []
    const client = new Client({
      apiKey: KEY,
      projectId: 'proj',
      baseUrl: 'https://api.example.com/prefix/',
      fetch: (async (url: URL) => {
        calls.push(String(url))
        return json(200, JOB)
      }) as unknown as typeof globalThis.fetch
    })
    await client.getJob('job_1')
    expect(calls).toEqual(['https://api.example.com/prefix/v2/agent/proj/job/job_1'])
  })

  it('redacts the key before cutting an error text: no piece of it across the cut', async () => {
    const text = `${'a'.repeat(495)}${KEY} tail`
    const { client } = setup([json(400, { error: text })])
    const error = await apiFailureOf(client.createJob('x'))
    for (let i = 0; i + 8 <= KEY.length; i++)
      expect(error.message).not.toContain(KEY.slice(i, i + 8))
  })

  it('a Retry-After in the past is no reason to retry at once', async () => {
    const past = new Date(1_000_000 - 60_000).toUTCString() // before the fake clock's now
    const { client, clock } = setup([
      json(503, {}, { 'retry-after': past }),
      json(503, {}, { 'retry-after': '0' }),
      json(200, JOB)
    ])
    await client.getJob('job_1')
    expect(clock.slept).toHaveLength(2)
    for (const ms of clock.slept) expect(ms).toBeGreaterThan(0)
  })

  it('refuses a key that cannot be sent in a header, before anything is sent', () => {
    expect(
      () =>
        new DocsApiClient({
          apiKey: 'mint_a\nb',
          projectId: 'p',
          baseUrl: 'https://api.example.com'
        })
    ).toThrow(/cannot be sent in a header/)
  })

  it('sends nothing once the deadline and its grace have passed', async () => {
    const clock = instantClock()
    const { client, calls } = setup([json(200, JOB)], clock)
    const error = await apiFailureOf(client.getJob('job_1', { deadline: clock.now() - 10_000 }))
    expect(error).toMatchObject({ kind: 'aborted', notSent: true })
    expect(calls).toHaveLength(0)
  })
})

describe('systemClock.sleep', () => {
  it('splits a sleep past the timer limit instead of firing at once', async () => {
    const { systemClock } = await import('../../src/api/client.js')
    const controller = new AbortController()
    let done = false
    const sleeping = systemClock.sleep(25 * 86_400_000, controller.signal).then(
      () => (done = true),
      () => 'aborted'
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(done).toBe(false)
    controller.abort(new Error('stop'))
    expect(await sleeping).toBe('aborted')
  })
})
