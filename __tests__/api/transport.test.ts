// Which fetch the service client takes: the runtime's own unless a proxy variable is set, so a
// runner without a proxy never loads the proxy support (its start-up stays as measured).
import { describe, expect, it } from '@jest/globals'
import { PROXY_VARIABLES, fetchFor } from '../../src/api/transport.js'

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

describe('the proxy URL a variable names', () => {
  const target = new URL('https://api.docs.test/v2/agent/p/job')

  /** The proxy the fetch for `target` goes through, as its debug line names it. */
  async function proxyOf(value: string): Promise<string> {
    const { proxiedFetch } = await import('../../src/api/proxy.js')
    const lines: string[] = []
    proxiedFetch(target, { debug: (line) => lines.push(line) }, { HTTPS_PROXY: value })
    return /through the proxy at (\S+) /.exec(lines.join('\n'))?.[1] ?? 'none'
  }

  it.each([
    ['http://proxy.internal:3128', 'proxy.internal:3128'],
    ['proxy.internal:3128', 'proxy.internal:3128'],
    ['10.0.0.1:3128', '10.0.0.1:3128'],
    ['user:secret@proxy.internal:3128', 'proxy.internal:3128'],
    ['http://proxy.internal:3128/path?q=1#f', 'proxy.internal:3128']
  ])(
    '%s goes through %s (host:port without a scheme is http://, as curl reads it)',
    async (value, host) => {
      expect(await proxyOf(value)).toBe(host)
    }
  )

  it.each(['socks5://proxy.internal:1080', 'ftp://proxy.internal', 'http://'])(
    '%s is refused, naming the variable and never its value',
    async (value) => {
      await expect(proxyOf(value)).rejects.toThrow(
        /^HTTPS_PROXY is not a proxy URL this action can use/
      )
    }
  )
})
