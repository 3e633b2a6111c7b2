import { describe, expect, it } from '@jest/globals'
import { parseApiUrl } from '../../src/api/base-url.js'
import { describeHttpError, quote } from '../../src/api/errors.js'
import { redact } from '../../src/sinks/secrets.js'

describe('describeHttpError', () => {
  it('names the api-key input for 401 and 403 and quotes the service', () => {
    expect(describeHttpError('create-job', 401, 'Invalid API key', undefined)).toBe(
      'The service rejected the API key (401): Invalid API key. Check the api-key input.'
    )
    expect(describeHttpError('get-job', 403, 'nope', undefined)).toContain('(403): nope.')
  })

  it('says a 403 to a job’s create or message is a key without write access, and what a read key serves', () => {
    for (const operation of ['create-job', 'send-message'] as const) {
      expect(describeHttpError(operation, 403, 'Forbidden', undefined)).toBe(
        'The service refused this request to the API key (403): Forbidden. Starting or steering a job needs a key with write access; a key limited to read serves the analytics actions, dry-run and waiting for a job (job-id without prompt). Check the api-key input.'
      )
    }
    expect(describeHttpError('get-views', 403, 'Forbidden', undefined)).toBe(
      'The service rejected the API key (403): Forbidden. Check the api-key input.'
    )
  })

  it('points a 404 at the inputs that name the missing thing', () => {
    expect(describeHttpError('get-job', 404, 'Job not found', undefined)).toContain(
      'Check the project-id and job-id inputs.'
    )
    expect(describeHttpError('get-visitors', 404, 'Project not found', undefined)).toContain(
      'Check the project-id input.'
    )
  })

  it('quotes the service details of a 400', () => {
    const message = describeHttpError('create-job', 400, 'Invalid request', [
      { path: 'prompt', message: 'Required' }
    ])
    expect(message).toBe(
      'The service rejected the request as invalid (400): Invalid request. Details: [{"path":"prompt","message":"Required"}]'
    )
  })

  it('says how long a 429 asked to wait', () => {
    expect(describeHttpError('get-visitors', 429, 'Slow down', undefined, 30_000)).toContain(
      'It asked to wait 30 s.'
    )
  })
})

describe('quote', () => {
  it('folds whitespace and bounds length', () => {
    expect(quote('a\n  b\tc')).toBe('a b c')
    const long = quote('x'.repeat(2000))
    expect(long.length).toBe(501)
    expect(long.endsWith('…')).toBe(true)
  })
})

describe('redact', () => {
  it('removes every occurrence of a secret, plain or URL-encoded', () => {
    const key = 'mint_abc/def+ghi'
    const text = `bad key ${key} and again ${key}, encoded ${encodeURIComponent(key)}`
    const out = redact(text, [key])
    expect(out).not.toContain(key)
    expect(out).not.toContain(encodeURIComponent(key))
    expect(out).toBe('bad key *** and again ***, encoded ***')
  })
})

describe('parseApiUrl', () => {
  it('accepts https anywhere and http only on loopback', () => {
    expect(parseApiUrl('https://api.mintlify.com').ok).toBe(true)
    for (const url of ['http://127.0.0.1:4010', 'http://localhost:4010', 'http://[::1]:4010']) {
      expect(parseApiUrl(url).ok).toBe(true)
    }
    const plain = parseApiUrl('http://api.example.com')
    expect(plain.ok).toBe(false)
    expect(!plain.ok && plain.reason).toContain('allowed only for loopback hosts')
  })

  it('rejects what is not a URL, other schemes and embedded credentials', () => {
    expect(parseApiUrl('api.mintlify.com').ok).toBe(false)
    expect(parseApiUrl('ftp://api.mintlify.com').ok).toBe(false)
    const creds = parseApiUrl('https://user:mint_secret@api.example.com')
    expect(creds.ok).toBe(false)
    expect(!creds.ok && creds.reason).not.toContain('mint_secret')
    expect(parseApiUrl('http://127.0.0.1.evil.com').ok).toBe(false)
  })
})
