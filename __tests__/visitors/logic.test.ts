import { mkdtempSync, readFileSync, existsSync, realpathSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { parse as parseCsv } from 'csv-parse/sync'
import type { PageCounts } from '../../src/api/index.js'
import { parseDate, periodRange } from '../../src/export/dates.js'
import { fetchAllPages, type ResultPage } from '../../src/export/paging.js'
import { ExportReport } from '../../src/export/report.js'
import { FingerprintSet } from '../../src/export/fingerprints.js'
import { problemsOf } from '../support/settings.js'
import { readVisitorsSettings } from '../../src/visitors/settings.js'
import { formatBytes, parseBytes } from '../../src/export/size.js'
import { bar, n, summaryHtml } from '../../src/visitors/summary.js'
import {
  SizeLimitReached,
  createTableWriter,
  csvText,
  neutraliseFormula,
  type Format
} from '../../src/export/table-writer.js'
import { PAGE_COUNT_COLUMNS } from '../../src/export/report.js'

/**
 * The visitors file's writer as the engine makes it for the visitors preset (analytics/
 * report-export.ts): the page-count columns, the rows under the metric's name, JSON without
 * `complete` when whole.
 */
const createRowWriter = (format: Format, file: string, roots: string[], maxBytes = Infinity) =>
  createTableWriter<PageCounts>({
    format,
    file,
    roots,
    columns: PAGE_COUNT_COLUMNS,
    rowsKey: (meta) => String(meta.metric),
    maxBytes
  })

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
    'max-bytes': '100MB',
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
  const problems = (inputs: Record<string, string>) => problemsOf(() => read(inputs))

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

  it('reads max-bytes as bytes, with or without a unit, 100 MB when empty', () => {
    expect(read({}).maxBytes).toBe(100_000_000)
    expect(read({ 'max-bytes': '' }).maxBytes).toBe(100_000_000)
    expect(read({ 'max-bytes': '2GiB' }).maxBytes).toBe(2 * 1024 ** 3)
    expect(read({ 'max-bytes': ' 500 kb ' }).maxBytes).toBe(500_000)
    expect(read({ 'max-bytes': '123456' }).maxBytes).toBe(123_456)
  })

  it.each(['0', '-1', '1.5', '0.1B', '100XB', '100 MB extra', '1e9', '0x10', '99999999TB', 'GB'])(
    'refuses max-bytes %j, naming the input and the form it takes',
    (size) => {
      expect(problems({ 'max-bytes': size })).toEqual([
        `Input 'max-bytes' must be a size above 0, like 500KB, 100MB or 2GiB (KB, MB, GB: powers of 1000; KiB, MiB, GiB: powers of 1024) or a number of bytes; got ${JSON.stringify(size)}.`
      ])
    }
  )

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

describe('fractional counts (the document types every count number)', () => {
  const meta = {
    projectId: 'p',
    metric: 'visitors' as const,
    dateFrom: null,
    dateTo: null,
    exportedAt: 'now',
    totals: { human: 10.5, ai: 0.25, total: 10.5 }
  }
  const rows: PageCounts[] = [
    { path: '/a', human: 10.5, ai: 0.1 + 0.2, total: 10.75 },
    { path: '/b', human: 1e-7, ai: 0, total: 1e-7 },
    { path: '/c', human: 1234.5678, ai: 2 ** 53 + 2, total: 1e21 }
  ]

  it.each(['json', 'csv', 'ndjson'] as const)(
    '%s: every count is written exactly as it came, and reads back the same',
    async (format) => {
      const file = join(mkdtempSync(join(tmpdir(), 'fraction-')), `v.${format}`)
      const writer = createRowWriter(format, file, [tmpdir()])
      await writer.begin(meta)
      await writer.rows(rows)
      await writer.finish()
      const text = readFileSync(file, 'utf8')
      const back =
        format === 'json'
          ? (JSON.parse(text) as { totals: unknown; visitors: unknown }).visitors
          : format === 'ndjson'
            ? text.trim().split('\n').map((line) => JSON.parse(line) as unknown)
            : (parseCsv(text, { columns: true, cast: (v, c) => (c.header || c.column === 'path' ? v : Number(v)) }) as unknown) // prettier-ignore
      expect(back).toEqual(rows)
      if (format === 'json')
        expect((JSON.parse(text) as { totals: unknown }).totals).toEqual(meta.totals)
      if (format === 'csv') expect(text).toContain('"/a",10.5,0.30000000000000004,10.75\r\n')
    }
  )

  it('the summary shows them as a person reads them: grouped, two decimals at most', () => {
    expect([10.5, 0.1 + 0.2, 10.500000001, 1234.5678, 1e-7, 7, 1_000_000].map(n)).toEqual([
      '10.5',
      '0.3',
      '10.5',
      '1,234.57',
      '0',
      '7',
      '1,000,000'
    ])
    const html = summaryHtml({
      projectId: 'p',
      metric: 'visitors',
      totals: { human: 10.5, ai: 0.1 + 0.2, total: 1234.5678 },
      top: rows,
      rows: rows.length,
      file: '/w/v.json',
      truncated: false
    })
    expect(html).toContain('<td>10.5</td><td>0.3</td><td>1,234.57</td><td>3</td>')
    expect(html).toContain('<td>10.5</td><td>0.3</td></tr>')
    expect(html).not.toMatch(/0\.3000|1234\.5678|1,234\.568/)
  })

  it('the summary writes the range as the analytics summary does: first and last day, and how many', () => {
    const html = (dateFrom?: string, dateTo?: string) =>
      summaryHtml({
        projectId: 'p',
        metric: 'views',
        dateFrom,
        dateTo,
        totals: { human: 1, ai: 0, total: 1 },
        top: [],
        rows: 0,
        file: '/w/v.json',
        truncated: false
      })
    expect(html('2026-11-20', '2026-11-27')).toContain('<p>20 Nov 2026 – 26 Nov 2026 (7 days)</p>')
    expect(html()).toContain('<p>the service default to now (exclusive)</p>')
  })
})

describe('sizes', () => {
  it('reads bytes, SI and IEC units as they are defined, any case', () => {
    expect(parseBytes('1')).toBe(1)
    expect(parseBytes('1000B')).toBe(1000)
    expect(parseBytes('1KB')).toBe(1000)
    expect(parseBytes('1KiB')).toBe(1024)
    expect(parseBytes('100MB')).toBe(100_000_000)
    expect(parseBytes('100 MiB')).toBe(100 * 1024 ** 2)
    expect(parseBytes('1.5gb')).toBe(1_500_000_000)
    expect(parseBytes('1TiB')).toBe(1024 ** 4)
    expect(parseBytes('0.5KiB')).toBe(512)
  })

  it('refuses nothing, zero, fractions of a byte, unknown units and sizes beyond exact integers', () => {
    for (const bad of ['', '0', '0KB', '0.0001KB', '1.5', '1.5B', '-5', '5 bytes', 'MB', '1e3']) {
      expect(parseBytes(bad)).toBeUndefined()
    }
    expect(parseBytes('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER)
    expect(parseBytes('9007199254740992')).toBeUndefined()
  })

  it('shows a size as exact bytes', () => {
    expect(formatBytes(100_000_000)).toBe('100,000,000 bytes')
  })
})

describe('the size bound of a file', () => {
  const META = {
    projectId: 'p',
    metric: 'visitors' as const,
    dateFrom: null,
    dateTo: null,
    exportedAt: 'now',
    totals: { human: 3, ai: 1, total: 3 }
  }
  const ROWS = Array.from({ length: 20 }, (_, i) => ({
    path: `/docs/é/${i}`,
    human: i,
    ai: 1,
    total: i + 1
  }))

  /** The file written whole without a bound, in bytes. */
  async function unbounded(format: 'json' | 'csv' | 'ndjson'): Promise<number> {
    const file = join(mkdtempSync(join(tmpdir(), 'size-')), `v.${format}`)
    const writer = createRowWriter(format, file, [tmpdir()])
    await writer.begin(META)
    await writer.rows(ROWS.slice(0, 10))
    await writer.rows(ROWS.slice(10))
    await writer.finish()
    return readFileSync(file).length
  }

  it.each(['json', 'csv', 'ndjson'] as const)(
    '%s: a file of exactly max-bytes is written; one byte less stops before it passes, nothing beyond written',
    async (format) => {
      const size = await unbounded(format)
      const dir = mkdtempSync(join(tmpdir(), 'size-'))
      const exact = createRowWriter(format, join(dir, 'exact'), [tmpdir()], size)
      await exact.begin(META)
      await exact.rows(ROWS.slice(0, 10))
      await exact.rows(ROWS.slice(10))
      await exact.finish()
      expect(readFileSync(join(dir, 'exact')).length).toBe(size)

      const file = join(dir, 'short')
      const short = createRowWriter(format, file, [tmpdir()], size - 1)
      const writeAll = async (): Promise<void> => {
        await short.begin(META)
        await short.rows(ROWS.slice(0, 10))
        await short.rows(ROWS.slice(10))
        await short.finish()
      }
      await expect(writeAll()).rejects.toThrow(SizeLimitReached)
      // What was written stays within the bound, and the partial file goes with discard.
      expect(readFileSync(`${file}.partial`).length).toBeLessThanOrEqual(size - 1)
      short.discard()
      expect(existsSync(`${file}.partial`)).toBe(false)
      expect(existsSync(file)).toBe(false)
    }
  )

  it('counts bytes of UTF-8, not characters', async () => {
    const row = { path: '/ééé😀', human: 1, ai: 0, total: 1 }
    const line = `${JSON.stringify(row)}\n`
    // é is two bytes in UTF-8, 😀 four (two UTF-16 characters).
    expect(Buffer.byteLength(line)).toBe(line.length + 5)
    const dir = mkdtempSync(join(tmpdir(), 'size-'))
    const writer = createRowWriter('ndjson', join(dir, 'v.ndjson'), [tmpdir()], line.length)
    await writer.begin(META)
    await expect(writer.rows([row])).rejects.toThrow(SizeLimitReached)
    writer.discard()
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
