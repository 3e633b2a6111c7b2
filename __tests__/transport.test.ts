// Which fetch the service client takes: the runtime's own unless a proxy variable is set, so a
// runner without a proxy never loads the proxy support (its start-up stays as measured).
import { describe, expect, it } from '@jest/globals'
import { PROXY_VARIABLES, fetchFor } from '../src/api/transport.js'

const target = new URL('https://api.docs.test')
const log = { debug: () => {} }

describe('fetchFor', () => {
  it('is the runtime fetch itself when no proxy variable is set, NO_PROXY or not', () => {
    expect(fetchFor(target, log, {})).toBe(globalThis.fetch)
    expect(fetchFor(target, log, { NO_PROXY: '*', no_proxy: 'x', HTTPS_PROXY: '' })).toBe(
      globalThis.fetch
    )
  })

  it.each(PROXY_VARIABLES)('wraps fetch when %s is set', (name) => {
    const chosen = fetchFor(target, log, { [name]: 'http://127.0.0.1:3128' })
    expect(chosen).not.toBe(globalThis.fetch)
    expect(typeof chosen).toBe('function')
  })

  it('knows the four variables the toolkit reads, in both cases', () => {
    expect([...PROXY_VARIABLES].sort()).toEqual(
      ['HTTPS_PROXY', 'HTTP_PROXY', 'http_proxy', 'https_proxy'].sort()
    )
  })
})
