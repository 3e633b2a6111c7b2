// Attacks on `metric: views` of the visitors action (src/visitors/, README "Visitor analytics"),
// on the committed dist/visitors through the local runner, against a scripted hostile service:
// the file, the outputs and the summary must stay safe, the export bounded, and a bad `metric`
// refused before any request with a message that names the input.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from '@jest/globals'
import { parse as parseCsv } from 'csv-parse/sync'
import { runAction, type RunResult } from '../../scripts/local-runner.js'
import { messagesOf, universalProblems } from '../support/invariants.js'
import {
  endless,
  startHostileService,
  type Answer,
  type HostileService,
  type Script
} from '../support/hostile-service.js'
import { summaryProblems } from '../support/markup-check.js'

const KEY = 'mint_vw_Jk4Qp8Xz2Lm6Rt9W'
const NO_GITHUB = 'http://127.0.0.1:9'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function service(script: Script): Promise<HostileService> {
  const svc = await startHostileService(script)
  cleanups.push(() => svc.close())
  return svc
}

async function views(
  svc: HostileService,
  inputs: Record<string, string> = {},
  secrets: string[] = []
): Promise<RunResult> {
  const result = await runAction({
    action: 'visitors',
    env: { GITHUB_API_URL: NO_GITHUB },
    killAfterMs: 90_000,
    inputs: {
      'api-key': KEY,
      'project-id': 'proj',
      'api-url': svc.url,
      metric: 'views',
      timeout: '5s',
      ...inputs
    }
  })
  expect(universalProblems(result, [KEY, ...secrets])).toEqual([])
  return result
}

type Row = { path: string; human: unknown; ai: unknown; total: unknown }
const rows = (paths: string[], n = 3): Row[] =>
  paths.map((path) => ({ path, human: n - 1, ai: 1, total: n }))
const viewsPage = (list: unknown[], hasMore: boolean, totals: unknown = { human: 6, ai: 3, total: 9 }): Answer => ({
  json: { totals, views: list, hasMore }
}) // prettier-ignore

const workspaceOf = (result: RunResult): string => join(result.dir, 'workspace')
const partials = (result: RunResult): string[] =>
  readdirSync(workspaceOf(result)).filter((name) => name.endsWith('.partial'))

// =============================================================================================

describe('a bad metric is refused before any request, naming the input', () => {
  it.each([
    ['view', 'view'],
    ['two metrics', 'visitors,views'],
    ['pageviews', 'pageviews'],
    ['a Cyrillic look-alike', 'v\u0456ews'],
    ['a zero-width space', 'views\u200b'],
    ['a workflow command', '::set-output name=metric::views'],
    ['a newline and a command', 'views\n::error::injected'],
    ['an encoded newline', 'views%0A::warning::x'],
    ['HTML and a mention', '<b>views</b> @everyone'],
    ['shell code', '$(touch /tmp/pwned)'],
    ['a bidi override', '\u202eswe\u0069v'],
    ['5000 characters', 'x'.repeat(5000)]
  ])(
    'metric: %s',
    async (_label, metric) => {
      const svc = await service({})
      const result = await views(svc, { metric })
      expect(result.code).toBe(1)
      expect(svc.requests).toEqual([])
      expect(svc.connections()).toBe(0)
      const errors = messagesOf(result.stdout, 'error')
      expect(errors).toHaveLength(1)
      expect(errors[0]).toContain("'metric'")
      expect(errors[0]).toMatch(/visitors, views/)
      // One line: the value shown escaped, cut, never the start of another command.
      expect(errors[0]).not.toMatch(/\n/)
      expect((errors[0] ?? '').length).toBeLessThan(1000)
      expect(result.outputs.file).toBeUndefined()
    },
    30_000
  )
})

describe('hostile rows of the views endpoint', () => {
  const HOSTILE = [
    '/a\n::set-output name=injected::pwned',
    '/b%0A::error::x',
    '/c\r\n::add-mask::octocat',
    '##[set-output name=a]b',
    '/d</code></td></tr></table><img src=x onerror=alert(1)>',
    '/e<script>alert(1)</script>',
    '/f [click](javascript:alert(1)) ![i](https://evil.example/i.png)',
    '/g @everyone @acme/admins',
    '/h \u202egnp.exe\u202c \u200b\u2066x\u2069',
    `/i ${KEY.slice(2, 14)} and ${KEY.slice(9)}`,
    '/j `code` | pipe | --- |',
    '=HYPERLINK("https://evil.example","x")',
    '+1+2',
    '-3+4',
    '@SUM(A1)',
    '\t=1',
    '\r=1',
    '/k "quote", comma'
  ]

  it.each(['json', 'csv', 'ndjson'])(
    'paths with commands, markup, bidi and key pieces: file, outputs and summary stay safe (%s)',
    async (format) => {
      // Every row in the top 10: the hostile ones have the largest totals.
      const list = HOSTILE.map((path, i) => ({ path, human: 100 + i, ai: 1, total: 101 + i }))
      const svc = await service({ views: () => viewsPage(list, false) })
      const result = await views(svc, { format }, [KEY])
      expect(result.code).toBe(0)
      expect(result.outputs.pages).toBe(String(HOSTILE.length))
      expect(summaryProblems(result.summary)).toEqual([])
      expect(result.summary).toContain('Page views')
      expect(result.summary).not.toContain(KEY.slice(2, 10))
      const file = join(workspaceOf(result), `views.${format}`)
      expect(result.outputs.file).toBe(file)
      const text = readFileSync(file, 'utf8')
      if (format === 'json') {
        const parsed = JSON.parse(text) as { metric: string; views: Row[]; visitors?: unknown }
        expect(parsed.metric).toBe('views')
        expect(parsed.visitors).toBeUndefined()
        expect(parsed.views.map((r) => r.path)).toEqual(HOSTILE)
      } else if (format === 'ndjson') {
        const lines = text.split('\n').filter(Boolean)
        expect(lines).toHaveLength(HOSTILE.length)
        expect(lines.map((line) => (JSON.parse(line) as Row).path)).toEqual(HOSTILE)
      } else {
        const records = parseCsv(text, { relax_column_count: false }) as string[][]
        expect(records[0]).toEqual(['path', 'human', 'ai', 'total'])
        for (const [path] of records.slice(1)) expect(path).not.toMatch(/^[=+\-@\t\r]/)
        expect(records).toHaveLength(HOSTILE.length + 1)
      }
    },
    30_000
  )

  it('giant counts stay numbers: outputs plain digits or exponent, summary one table', async () => {
    const big = Number.MAX_SAFE_INTEGER + 2
    const list = [
      { path: '/huge', human: 1e308, ai: 1e308, total: 1e308 },
      { path: '/big', human: big, ai: 0, total: big }
    ]
    const svc = await service({
      views: () => viewsPage(list, false, { human: 1e308, ai: 1e308, total: 1e308 })
    })
    const result = await views(svc)
    expect(result.code).toBe(0)
    for (const name of ['human', 'ai', 'total']) {
      expect(result.outputs[name]).toMatch(/^[0-9.e+]+$/)
    }
    expect(summaryProblems(result.summary)).toEqual([])
  }, 30_000)

  it.each(['json', 'csv', 'ndjson'])(
    'fractional counts (the document types them number) are exported as they came (%s)',
    async (format) => {
      const list = [
        { path: '/half', human: 10.5, ai: 0.25, total: 10.75 },
        { path: '/float', human: 0.1 + 0.2, ai: 0, total: 0.1 + 0.2 }
      ]
      const totals = { human: 10.5, ai: 0.25, total: 10.75 }
      const svc = await service({ views: () => viewsPage(list, false, totals) })
      const result = await views(svc, { format })
      expect(result.code).toBe(0)
      expect(messagesOf(result.stdout, 'error')).toEqual([])
      expect([result.outputs.human, result.outputs.ai, result.outputs.total]).toEqual([
        '10.5',
        '0.25',
        '10.75'
      ])
      expect(result.outputs.pages).toBe('2')
      // The summary rounds for a person; the file keeps every count exactly.
      expect(result.summary).toContain('<td>10.5</td><td>0.25</td><td>10.75</td>')
      expect(result.summary).toContain('<td>0.3</td><td>0</td></tr>')
      expect(summaryProblems(result.summary)).toEqual([])
      const text = readFileSync(join(workspaceOf(result), `views.${format}`), 'utf8')
      const back =
        format === 'json'
          ? (JSON.parse(text) as { totals: unknown; views: unknown[] }).views
          : format === 'ndjson'
            ? text.trim().split('\n').map((line) => JSON.parse(line) as unknown)
            : (parseCsv(text, { columns: true, cast: (v, c) => (c.header || c.column === 'path' ? v : Number(v)) }) as unknown[]) // prettier-ignore
      expect(back).toEqual(list)
      if (format === 'json')
        expect((JSON.parse(text) as { totals: unknown }).totals).toEqual(totals)
    },
    30_000
  )

  it.each([
    ['a negative count', { path: '/n', human: -1, ai: 0, total: -1 }],
    ['a negative fractional count', { path: '/f', human: -0.5, ai: 0, total: 1.5 }],
    ['a count as a string', { path: '/s', human: '1', ai: 0, total: 1 }],
    ['a count of 1e400 (Infinity)', { path: '/i', human: 1, ai: 0, total: 1 }],
    ['a path that is a number', { path: 42, human: 1, ai: 0, total: 1 }],
    ['a path of 5000 characters', { path: `/${'p'.repeat(5000)}`, human: 1, ai: 0, total: 1 }]
  ])(
    'a row with %s is refused: clear error naming views, no file, pages 0',
    async (name, row) => {
      const text =
        name === 'a count of 1e400 (Infinity)'
          ? '{"totals":{"human":1,"ai":0,"total":1},"views":[{"path":"/i","human":1e400,"ai":0,"total":1}],"hasMore":false}'
          : undefined
      const svc = await service({
        views: () => (text ? { text } : viewsPage([row], false))
      })
      const result = await views(svc)
      expect(result.code).toBe(1)
      const errors = messagesOf(result.stdout, 'error')
      expect(errors).toHaveLength(1)
      expect(errors[0]).toMatch(/views/)
      expect(result.outputs.pages).toBe('0')
      expect(result.outputs.file).toBeUndefined()
      expect(existsSync(join(workspaceOf(result), 'views.json'))).toBe(false)
      expect(partials(result)).toEqual([])
    },
    30_000
  )

  it.each([
    [
      'rows under visitors',
      { totals: { human: 1, ai: 0, total: 1 }, visitors: rows(['/a']), hasMore: false }
    ],
    [
      'rows under data',
      { totals: { human: 1, ai: 0, total: 1 }, data: rows(['/a']), hasMore: false }
    ],
    [
      'views as an object',
      { totals: { human: 1, ai: 0, total: 1 }, views: { '/a': 1 }, hasMore: false }
    ],
    [
      'hasMore as a string',
      { totals: { human: 1, ai: 0, total: 1 }, views: rows(['/a']), hasMore: 'false' }
    ],
    ['no totals', { views: rows(['/a']), hasMore: false }],
    ['an array body', [rows(['/a'])]]
  ])(
    'a page with %s is refused before any file',
    async (_name, body) => {
      const svc = await service({ views: () => ({ json: body }) })
      const result = await views(svc)
      expect(result.code).toBe(1)
      expect(messagesOf(result.stdout, 'error')).toHaveLength(1)
      expect(result.outputs.pages).toBe('0')
      expect(readdirSync(workspaceOf(result))).toEqual([])
    },
    30_000
  )

  it('a path seen twice, holding a piece of the key: the warning names it redacted', async () => {
    const echo = `/k/${KEY.slice(4, 16)}`
    const svc = await service({
      views: (r) =>
        Number(r.query.offset ?? 0) === 0
          ? viewsPage(rows([echo, '/x']), true)
          : viewsPage(rows(['/y', echo]), false)
    })
    const result = await views(svc, { 'page-size': '2', concurrency: '1' })
    expect(result.code).toBe(0)
    expect(result.outputs.pages).toBe('3')
    expect(messagesOf(result.stdout, 'warning').join('\n')).toMatch(/came twice/)
  }, 30_000)
})

describe('a views endpoint that never lets go', () => {
  it('pages that never end (fresh rows, hasMore forever): stopped at the timeout, the file kept with what came and saying it is partial', async () => {
    const svc = await service({
      views: (r) => {
        const offset = Number(r.query.offset ?? 0)
        const limit = Number(r.query.limit ?? 250)
        return viewsPage(rows(Array.from({ length: limit }, (_, i) => `/gen/${offset + i}`)), true)
      }
    })
    const result = await views(svc, { timeout: '3s' })
    expect(result.code).toBe(1)
    expect(result.durationMs).toBeLessThan(3_000 + 5_000 + 4_000)
    expect(messagesOf(result.stdout, 'error')).toEqual([
      expect.stringMatching(/^The export did not finish: the timeout input \(3 s\) passed\. The file keeps the \d+ page rows that came, and says it is partial\.$/)
    ]) // prettier-ignore
    const file = join(workspaceOf(result), 'views.json')
    expect(result.outputs.file).toBe(file)
    const json = JSON.parse(readFileSync(file, 'utf8')) as { views: Row[]; complete: boolean; incomplete: string } // prettier-ignore
    expect(json).toMatchObject({ complete: false, incomplete: 'the timeout input (3 s) passed' })
    // Every row that came, each once and in order, and the outputs count them.
    expect(json.views.length).toBeGreaterThan(0)
    expect(json.views.map((r) => r.path)).toEqual(json.views.map((_, i) => `/gen/${i}`))
    expect(result.outputs.pages).toBe(String(json.views.length))
    expect(partials(result)).toEqual([])
  }, 40_000)

  it('pages that never end, with fresh 4 KB paths: stopped at max-bytes long before the timeout, no file', async () => {
    const long = (n: number): string => `/gen/${n}/${'p'.repeat(4000)}`
    const svc = await service({
      views: (r) => {
        const offset = Number(r.query.offset ?? 0)
        const limit = Number(r.query.limit ?? 250)
        return viewsPage(rows(Array.from({ length: limit }, (_, i) => long(offset + i))), true)
      }
    })
    // 50 rows of 4 KB: about 200 KB a page, so 1 MB is passed on the fifth page.
    const result = await views(svc, { 'max-bytes': '1MB', 'page-size': '50', timeout: '10s' })
    expect(result.code).toBe(1)
    expect(result.durationMs).toBeLessThan(8_000)
    const errors = messagesOf(result.stdout, 'error')
    expect(errors).toEqual([
      'The export failed: The file would be larger than the max-bytes input allows (1,000,000 bytes): the export was stopped and its partial file removed. Set max-bytes higher to export more.'
    ])
    expect(result.outputs.pages).toBe('0')
    expect(result.outputs.file).toBeUndefined()
    expect(readdirSync(workspaceOf(result))).toEqual([])
    // Five pages, and the few in flight when the fifth was refused.
    expect(svc.of('views').length).toBeLessThanOrEqual(5 + 4)
  }, 40_000)

  it('the same page forever: stopped after a few pages', async () => {
    const same = rows(Array.from({ length: 250 }, (_, i) => `/same/${i}`))
    const svc = await service({ views: () => viewsPage(same, true) })
    const result = await views(svc, { timeout: '60s' })
    expect(result.code).toBe(1)
    expect(result.durationMs).toBeLessThan(15_000)
    expect(svc.of('views').length).toBeLessThanOrEqual(12)
  }, 40_000)

  it.each(['0', '1', '999999', 'Wed, 21 Oct 2099 07:28:00 GMT', '-5', 'soon'])(
    '429 forever with Retry-After %j: bounded by the timeout, a clear error',
    async (retryAfter) => {
      const svc = await service({
        views: () => ({
          status: 429,
          headers: { 'retry-after': retryAfter },
          json: { error: 'Rate limit exceeded\n::error::fake' }
        })
      })
      // 6 s: a loaded runner can take a few seconds to start the step before its first request.
      const result = await views(svc, { timeout: '6s' })
      expect(result.code).toBe(1)
      expect(result.durationMs).toBeLessThan(6_000 + 5_000 + 4_000)
      expect(svc.of('views').length).toBeLessThanOrEqual(8)
      const errors = messagesOf(result.stdout, 'error')
      expect(errors).toHaveLength(1)
      expect(errors[0]).toMatch(/429/)
    },
    40_000
  )

  it('a body that drips one byte every 200 ms: bounded, a clear error', async () => {
    async function* drip(): AsyncGenerator<string> {
      yield '{"totals":{"human":1,"ai":0,"total":1},"views":['
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 200))
        yield ' '
      }
    }
    const svc = await service({ views: () => ({ stream: drip() }) })
    const result = await views(svc, { timeout: '3s' })
    expect(result.code).toBe(1)
    expect(result.durationMs).toBeLessThan(3_000 + 5_000 + 4_000)
    expect(messagesOf(result.stdout, 'error')).toHaveLength(1)
  }, 40_000)

  it('an endless body of rows: refused at 8 MiB, memory bounded', async () => {
    const svc = await service({
      views: () => ({
        stream: (function* () {
          yield '{"totals":{"human":1,"ai":0,"total":1},"views":['
          yield* endless('{"path":"/x","human":1,"ai":0,"total":1},')
        })()
      })
    })
    const result = await views(svc, { timeout: '20s' })
    expect(result.code).toBe(1)
    expect(messagesOf(result.stdout, 'error').join('\n')).toMatch(/larger than 8 MiB/)
  }, 40_000)
})
