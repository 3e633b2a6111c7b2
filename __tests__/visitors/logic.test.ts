import { mkdtempSync, readFileSync, existsSync, realpathSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { parse as parseCsv } from 'csv-parse/sync'
import type { PageCounts } from '../../src/api/index.js'
import { parseDate, periodRange } from '../../src/visitors/dates.js'
import { fetchAllPages, type ResultPage } from '../../src/visitors/paging.js'
import { ExportReport } from '../../src/visitors/report.js'
import { FingerprintSet } from '../../src/visitors/fingerprints.js'
import { SettingsError } from '../../src/inputs.js'
import { readVisitorsSettings } from '../../src/visitors/settings.js'
import { bar } from '../../src/visitors/summary.js'
import { createRowWriter, csvText, neutraliseFormula } from '../../src/visitors/writers.js'

const NOW = Date.parse('2024-03-15T13:45:00Z')

describe('parseDate', () => {
  it('accepts dates and ISO 8601 times', () => {
    expect(parseDate('2024-02-29')).toBe(Date.parse('2024-02-29T00:00:00Z'))
    expect(parseDate('2024-03-01T10:00:00Z')).toBe(Date.parse('2024-03-01T10:00:00Z'))
    expect(parseDate('2024-03-01T10:00:00.123+02:00')).toBe(Date.parse('2024-03-01T08:00:00.123Z'))
  })

  it('rejects impossible and informal dates', () => {
    for (const bad of [
      '2023-02-29',
      '2024-02-30',
      '2024-13-01',
      '2024-1-5',
      'yesterday',
      '2024-03-01T25:00:00Z',
      '2024-03-01T10:00',
      ''
    ]) {
      expect(parseDate(bad)).toBeUndefined()
    }
  })
})

describe('periodRange', () => {
  it('7d and 30d are the last whole days before today, UTC', () => {
    expect(periodRange('7d', NOW)).toEqual({ dateFrom: '2024-03-08', dateTo: '2024-03-15' })
    expect(periodRange('30d', NOW)).toEqual({ dateFrom: '2024-02-14', dateTo: '2024-03-15' })
  })

  it('previous-month covers the calendar month, leap years and year ends included', () => {
    expect(periodRange('previous-month', NOW)).toEqual({
      dateFrom: '2024-02-01',
      dateTo: '2024-03-01'
    })
    expect(periodRange('previous-month', Date.parse('2025-01-01T00:00:00Z'))).toEqual({
      dateFrom: '2024-12-01',
      dateTo: '2025-01-01'
    })
    expect(periodRange('previous-month', Date.parse('2024-03-31T23:59:59Z'))).toEqual({
      dateFrom: '2024-02-01',
      dateTo: '2024-03-01'
    })
  })

  it('rejects other periods', () => {
    expect(periodRange('week', NOW)).toBeUndefined()
    expect(periodRange('0d', NOW)).toBeUndefined()
  })
})

describe('readVisitorsSettings', () => {
  const WS = realpathSync(mkdtempSync(join(tmpdir(), 'ws-')))
  const DEFAULTS: Record<string, string> = {
    'api-key': 'mint_k',
    'project-id': 'proj',
    'api-url': 'https://api.mintlify.com',
    'date-from': '',
    'date-to': '',
    period: '',
    'page-size': '250',
    'max-pages': '0',
    concurrency: '4',
    format: 'json',
    'output-file': '',
    timeout: '30m'
  }
  const read = (inputs: Record<string, string>) =>
    readVisitorsSettings((name) => ({ ...DEFAULTS, ...inputs })[name] ?? '', {
      workspace: WS,
      now: NOW
    })
  const problems = (inputs: Record<string, string>): string[] => {
    try {
      read(inputs)
    } catch (error) {
      if (error instanceof SettingsError) return [...error.problems]
      throw error
    }
    throw new Error('expected a SettingsError')
  }

  it('reads defaults, period and output file', () => {
    expect(read({ period: '7d', format: 'csv' })).toMatchObject({
      dateFrom: '2024-03-08',
      dateTo: '2024-03-15',
      pageSize: 250,
      maxPages: 0,
      concurrency: 4,
      format: 'csv',
      outputFile: `${WS}/visitors.csv`
    })
    expect(read({ 'output-file': 'out/v.ndjson', format: 'ndjson' }).outputFile).toBe(
      `${WS}/out/v.ndjson`
    )
    expect(read({ 'date-from': '2024-01-01', 'date-to': '2024-02-01' })).toMatchObject({
      dateFrom: '2024-01-01',
      dateTo: '2024-02-01'
    })
  })

  it.each([
    [
      { 'date-from': '2024-02-30' },
      /^Input 'date-from' must be a date like 2026-11-01.*"2024-02-30"/
    ],
    [{ 'date-to': 'tomorrow' }, /^Input 'date-to' must be a date/],
    [
      { 'date-from': '2024-02-01', 'date-to': '2024-02-01' },
      /^Input 'date-from' \(2024-02-01\) must be before 'date-to' \(2024-02-01\), which is exclusive/
    ],
    [{ period: 'last-week' }, /^Input 'period' must be 7d, 30d, previous-month/],
    [
      { period: '7d', 'date-from': '2024-01-01' },
      /^Input 'period' replaces 'date-from' and 'date-to'/
    ],
    [{ 'page-size': '0' }, /^Input 'page-size' must be a whole number from 1 to 250; got "0"/],
    [{ 'page-size': '251' }, /^Input 'page-size' must be a whole number from 1 to 250/],
    [{ 'max-pages': '-1' }, /^Input 'max-pages' must be a whole number, 0 for no cap/],
    [{ concurrency: '0' }, /^Input 'concurrency' must be a whole number from 1 to 16/],
    [{ format: 'xlsx' }, /^Input 'format' must be one of json, csv, ndjson; got "xlsx"/],
    [{ 'api-url': 'http://example.com' }, /^Input 'api-url' is not usable/]
  ])('rejects %j', (inputs, expected) => {
    expect(problems(inputs)).toEqual([expect.stringMatching(expected)])
  })
})

describe('CSV', () => {
  const CSV_META = {
    projectId: 'p',
    metric: 'visitors' as const,
    dateFrom: null,
    dateTo: null,
    exportedAt: 'x',
    totals: { human: 1, ai: 1, total: 1 }
  }

  it('neutralises formula-like cells only', () => {
    expect(neutraliseFormula('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")')
    for (const start of ['+', '-', '@', '\t', '\r'])
      expect(neutraliseFormula(`${start}x`)).toBe(`'${start}x`)
    expect(neutraliseFormula('/docs/a')).toBe('/docs/a')
  })

  it('writes RFC 4180 records with CRLF and quotes', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'csv-')), 'v.csv')
    const writer = createRowWriter('csv', file, [tmpdir()])
    await writer.begin(CSV_META)
    await writer.rows([
      { path: '/a,b', human: 1, ai: 2, total: 3 },
      { path: '/say "hi"\nthere', human: 0, ai: 0, total: 0 },
      { path: '=cmd|calc', human: 5, ai: 0, total: 5 }
    ])
    expect(existsSync(file)).toBe(false)
    await writer.finish()
    expect(readFileSync(file, 'utf8')).toBe(
      'path,human,ai,total\r\n"/a,b",1,2,3\r\n"/say ""hi""\nthere",0,0,0\r\n"\'=cmd|calc",5,0,5\r\n'
    )
  })

  it('quotes every text cell, so that no separator of any locale splits one', () => {
    expect(csvText('/docs/a')).toBe('"/docs/a"')
    expect(csvText("/x;=cmd|'/c calc'!A1")).toBe('"/x;=cmd|\'/c calc\'!A1"')
    expect(csvText('/a,b')).toBe('"/a,b"')
    expect(csvText('say "hi"')).toBe('"say ""hi"""')
    expect(csvText('a\r\nb')).toBe('"a\r\nb"')
    expect(csvText('-1')).toBe('"\'-1"')
  })

  it('parses back with csv-parse to the same rows, whatever the paths hold', async () => {
    const pieces = ['/a', ',', '"', '\r\n', '\n', ' ', 'é', '😀', "'", ';', '=', '-', '\t']
    let seed = 7
    const pick = (): string => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return pieces[seed % pieces.length] as string
    }
    const rows: PageCounts[] = Array.from({ length: 300 }, (_, i) => ({
      path: `/${Array.from({ length: 1 + (i % 7) }, pick).join('')}`,
      human: i,
      ai: 2 * i,
      total: 3 * i
    }))
    rows.push({ path: '=SUM(A1)', human: 1, ai: 1, total: 1 })
    const file = join(mkdtempSync(join(tmpdir(), 'csv-')), 'v.csv')
    const writer = createRowWriter('csv', file, [tmpdir()])
    await writer.begin(CSV_META)
    await writer.rows(rows.slice(0, 150))
    await writer.rows(rows.slice(150))
    await writer.finish()
    const parsed: unknown = parseCsv(readFileSync(file, 'utf8'), {
      columns: true,
      record_delimiter: '\r\n'
    })
    expect(parsed).toEqual(
      rows.map((r) => ({
        path: neutraliseFormula(r.path),
        human: String(r.human),
        ai: String(r.ai),
        total: String(r.total)
      }))
    )
  })

  it('writes JSON with metadata and NDJSON a row per line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'json-'))
    const meta = {
      projectId: 'p',
      metric: 'visitors' as const,
      dateFrom: '2024-01-01',
      dateTo: null,
      exportedAt: 'now',
      totals: { human: 3, ai: 1, total: 3 }
    }
    const rows = [
      { path: '/a', human: 2, ai: 1, total: 2 },
      { path: '/b', human: 1, ai: 0, total: 1 }
    ]
    for (const format of ['json', 'ndjson'] as const) {
      const writer = createRowWriter(format, join(dir, `v.${format}`), [tmpdir()])
      await writer.begin(meta)
      await writer.rows(rows.slice(0, 1))
      await writer.rows([])
      await writer.rows(rows.slice(1))
      await writer.finish()
    }
    expect(JSON.parse(readFileSync(join(dir, 'v.json'), 'utf8'))).toEqual({
      ...meta,
      visitors: rows
    })
    expect(
      readFileSync(join(dir, 'v.ndjson'), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l))
    ).toEqual(rows)
  })

  it('writes the rows of views under views, as the service names them', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'views-')), 'views.json')
    const meta = {
      projectId: 'p',
      metric: 'views' as const,
      dateFrom: null,
      dateTo: null,
      exportedAt: 'now',
      totals: { human: 5, ai: 2, total: 7 }
    }
    const writer = createRowWriter('json', file, [tmpdir()])
    await writer.begin(meta)
    await writer.rows([{ path: '/a', human: 5, ai: 2, total: 7 }])
    await writer.finish()
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      ...meta,
      views: [{ path: '/a', human: 5, ai: 2, total: 7 }]
    })
  })
})

/** A fake paged service: `rows` rows, recording offsets and the most requests in flight. */
function service(rows: number, delay = (_offset: number) => 1) {
  const offsets: number[] = []
  let inFlight = 0
  let maxInFlight = 0
  const fetchPage = async (offset: number, limit: number): Promise<ResultPage> => {
    offsets.push(offset)
    inFlight++
    maxInFlight = Math.max(maxInFlight, inFlight)
    await new Promise((r) => setTimeout(r, delay(offset)))
    inFlight--
    const visitors: PageCounts[] = []
    for (let i = offset; i < Math.min(rows, offset + limit); i++) {
      visitors.push({ path: `/p${i}`, human: 1, ai: 0, total: 1 })
    }
    return {
      totals: { human: rows, ai: 0, total: rows },
      rows: visitors,
      hasMore: offset + limit < rows
    }
  }
  return { fetchPage, offsets, maxInFlight: () => maxInFlight }
}

describe('fetchAllPages', () => {
  it.each([
    [0, 250, 4],
    [1, 250, 4],
    [250, 250, 4],
    [251, 250, 4],
    [10_000, 250, 4],
    [9_999, 50, 3],
    [1234, 100, 1]
  ])(
    '%i rows at %i per page, concurrency %i: every row once, in order, few extra requests',
    async (rows, pageSize, concurrency) => {
      const svc = service(rows, (offset) => ((offset / pageSize) % 3) * 2)
      const seen: string[] = []
      const result = await fetchAllPages({
        fetchPage: svc.fetchPage,
        onPage: (page) => void seen.push(...page.rows.map((v) => v.path)),
        pageSize,
        maxPages: 0,
        concurrency
      })
      expect(seen).toEqual(Array.from({ length: rows }, (_, i) => `/p${i}`))
      const needed = Math.max(1, Math.ceil(rows / pageSize))
      expect(result).toEqual({ pages: needed, truncated: false })
      expect(svc.offsets.length).toBeGreaterThanOrEqual(needed)
      expect(svc.offsets.length).toBeLessThanOrEqual(needed + concurrency - 1)
      expect(svc.maxInFlight()).toBeLessThanOrEqual(concurrency)
      expect(svc.offsets[0]).toBe(0)
    }
  )

  it('stops at max-pages and says whether more existed', async () => {
    const svc = service(1000)
    const capped = await fetchAllPages({
      fetchPage: svc.fetchPage,
      onPage: () => {},
      pageSize: 100,
      maxPages: 3,
      concurrency: 4
    })
    expect(capped).toEqual({ pages: 3, truncated: true })
    expect(Math.max(...svc.offsets)).toBe(200)
    const exact = await fetchAllPages({
      fetchPage: service(300).fetchPage,
      onPage: () => {},
      pageSize: 100,
      maxPages: 3,
      concurrency: 4
    })
    expect(exact).toEqual({ pages: 3, truncated: false })
  })

  it('fails with the first error and stops requesting', async () => {
    const svc = service(10_000)
    const failing = async (offset: number, limit: number, signal: AbortSignal) => {
      if (offset === 500) throw new Error('boom')
      return svc.fetchPage(offset, limit)
      void signal
    }
    await expect(
      fetchAllPages({
        fetchPage: failing,
        onPage: () => {},
        pageSize: 100,
        maxPages: 0,
        concurrency: 4
      })
    ).rejects.toThrow('boom')
    expect(svc.offsets.length).toBeLessThan(20)
  })
})

describe('ExportReport', () => {
  it('counts a path seen twice once, reports it, and notices changed totals', () => {
    const report = new ExportReport()
    const t = { human: 10, ai: 2, total: 11 }
    expect(
      report.page(t, [
        { path: '/a', human: 5, ai: 1, total: 5 },
        { path: '/b', human: 3, ai: 0, total: 3 }
      ])
    ).toHaveLength(2)
    expect(
      report.page({ ...t, human: 11 }, [
        { path: '/b', human: 3, ai: 0, total: 3 },
        { path: '/c', human: 9, ai: 1, total: 9 }
      ])
    ).toEqual([{ path: '/c', human: 9, ai: 1, total: 9 }])
    expect(report.rows).toBe(3)
    expect(report.duplicates).toEqual(['/b'])
    expect(report.totalsChanged).toBe(true)
    expect(report.top.map((p) => p.path)).toEqual(['/c', '/a', '/b'])
  })
})

describe('FingerprintSet', () => {
  it('adds each text once, across many growths of its table', () => {
    const set = new FingerprintSet()
    for (let i = 0; i < 50_000; i++) expect(set.add(`/docs/page-${i}`)).toBe(true)
    expect(set.size).toBe(50_000)
    for (let i = 0; i < 50_000; i += 997) expect(set.add(`/docs/page-${i}`)).toBe(false)
    expect(set.add('/docs/page-50000')).toBe(true)
    expect(set.size).toBe(50_001)
  })

  it('tells apart texts that differ only in case, spacing or characters beyond ASCII', () => {
    const set = new FingerprintSet()
    for (const text of ['', '/A', '/a', '/a ', ' /a', '/é', '/e\u0301', '/😀'])
      expect(set.add(text)).toBe(true)
    expect(set.add('/é')).toBe(false)
  })
})

describe('bar', () => {
  it('scales to the largest value', () => {
    expect(bar(10, 10)).toBe('█'.repeat(20))
    expect(bar(5, 10)).toBe('█'.repeat(10) + '░'.repeat(10))
    expect(bar(0, 0)).toBe('░'.repeat(20))
  })
})
