// End-to-end: the bundled visitors action (dist/visitors/index.js) run as a runner runs it,
// against the simulator; each file is parsed back and compared with the simulator's own data.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse as parseCsv } from 'csv-parse/sync'
import { describe, expect, it } from '@jest/globals'
import { workflowCommands } from '../../scripts/local-runner.js'
import { useExportWorld } from '../support/export-world.js'
import { signalWhen } from '../support/signal.js'

const KEY = 'mint_e2e_Vq7Zk3x9Lw2d'
const world = useExportWorld({ action: 'visitors', key: KEY, sitePages: 1200 })
const { run } = world

/** Every row the simulator has for the range, fetched directly, page by page. */
async function expected(
  query: string,
  metric: 'visitors' | 'views' = 'visitors'
): Promise<{ totals: unknown; rows: unknown[] }> {
  const rows: unknown[] = []
  let totals: unknown
  for (let offset = 0; ; offset += 250) {
    const response = await fetch(
      `${world.sim.url}/v1/analytics/proj/${metric}?${query}&limit=250&offset=${offset}`,
      {
        headers: { authorization: `Bearer ${KEY}` }
      }
    )
    const page = (await response.json()) as {
      totals: unknown
      visitors?: unknown[]
      views?: unknown[]
      hasMore: boolean
    }
    totals = page.totals
    rows.push(...(page[metric] ?? []))
    if (!page.hasMore) break
  }
  return { totals, rows }
}

describe('visitors export', () => {
  it('exports every page to JSON with the totals, outputs and summary', async () => {
    const result = await run({ 'date-from': '2025-01-01', 'date-to': '2025-02-01' })
    expect(result.code).toBe(0)
    const sent = world.sim.requests.filter((r) => r.route === 'visitors')
    const want = await expected('dateFrom=2025-01-01&dateTo=2025-02-01')
    const file = JSON.parse(readFileSync(result.outputs.file!, 'utf8'))
    expect(file).toMatchObject({
      projectId: 'proj',
      metric: 'visitors',
      dateFrom: '2025-01-01',
      dateTo: '2025-02-01',
      totals: want.totals
    })
    expect(file.visitors).toEqual(want.rows)
    expect(result.outputs).toMatchObject({ pages: '1200', truncated: 'false' })
    // ⌈1200 / 250⌉ = 5 pages, plus at most concurrency − 1 = 3 requests past the end.
    expect(Number(result.outputs.requests)).toBeGreaterThanOrEqual(5)
    expect(Number(result.outputs.requests)).toBeLessThanOrEqual(8)
    const totals = want.totals as { human: number; ai: number; total: number }
    expect(result.outputs.total).toBe(String(totals.total))
    expect(Number(result.outputs.total)).toBeLessThan(totals.human + totals.ai)
    expect(result.summary).toContain('Top 10 pages')
    expect(sent[0]!.query).toEqual({
      dateFrom: '2025-01-01',
      dateTo: '2025-02-01',
      limit: '250',
      offset: '0'
    })
    const offsets = sent.map((r) => Number(r.query.offset))
    expect(new Set(offsets).size).toBe(offsets.length)
    expect(offsets.sort((a, b) => a - b).slice(0, 5)).toEqual([0, 250, 500, 750, 1000])
  })

  it('exports page views with metric: views, to views.<format> by default', async () => {
    const range = { 'date-from': '2025-01-01', 'date-to': '2025-02-01' }
    const result = await run({ ...range, metric: 'views' })
    expect(result.code).toBe(0)
    expect(result.outputs.file).toBe(join(result.dir, 'workspace', 'views.json'))
    expect(new Set(world.sim.requests.map((r) => r.path))).toEqual(
      new Set(['/v1/analytics/proj/views'])
    )
    const want = await expected('dateFrom=2025-01-01&dateTo=2025-02-01', 'views')
    const file = JSON.parse(readFileSync(result.outputs.file!, 'utf8'))
    expect(file).toMatchObject({ projectId: 'proj', metric: 'views', totals: want.totals })
    expect(file.views).toEqual(want.rows)
    expect(file.visitors).toBeUndefined()
    const totals = want.totals as { human: number; ai: number; total: number }
    // Views are events: the total is the sum, where visitors' is deduplicated.
    expect(result.outputs).toMatchObject({
      pages: '1200',
      human: String(totals.human),
      ai: String(totals.ai),
      total: String(totals.human + totals.ai)
    })
    expect(result.summary).toContain('Page views of <code>proj</code>')
    expect(result.summary).not.toContain('deduplicated')
    expect(result.stdout).toContain('Exporting page views of proj')

    const csv = await run({ ...range, metric: 'VIEWS', format: 'csv' })
    expect(csv.outputs.file).toBe(join(csv.dir, 'workspace', 'views.csv'))
    const lines = readFileSync(csv.outputs.file!, 'utf8').trimEnd().split('\r\n')
    expect(lines[0]).toBe('path,human,ai,total')
    expect(lines).toHaveLength(1201)
  })

  it('refuses an unknown metric before any request, naming the input and its values', async () => {
    const result = await run({ period: '7d', metric: 'pageviews' })
    expect(result.code).toBe(1)
    expect(result.stdout).toContain(
      'Input \'metric\' must be one of visitors, views; got "pageviews".'
    )
    expect(world.sim.requests).toHaveLength(0)
  })

  it('writes CSV and NDJSON that parse back to the same rows', async () => {
    const want = await expected('dateFrom=2025-03-01&dateTo=2025-03-08')
    const csv = await run({ 'date-from': '2025-03-01', 'date-to': '2025-03-08', format: 'csv' })
    const text = readFileSync(csv.outputs.file!, 'utf8')
    expect(text.split('\r\n')[0]).toBe('path,human,ai,total')
    const rows = parseCsv(text, { columns: true }) as Record<string, string>[]
    expect(
      rows.map(({ path, human, ai, total }) => ({
        path,
        human: Number(human),
        ai: Number(ai),
        total: Number(total)
      }))
    ).toEqual(want.rows)
    const nd = await run({
      'date-from': '2025-03-01',
      'date-to': '2025-03-08',
      format: 'ndjson',
      'output-file': 'out/v.ndjson'
    })
    expect(nd.outputs.file).toMatch(/\/workspace\/out\/v\.ndjson$/)
    const parsed = readFileSync(nd.outputs.file!, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
    expect(parsed).toEqual(want.rows)
  })

  it('exports a large site with few requests beyond the end', async () => {
    world.sim.configure({ sitePages: 5000 })
    const result = await run({ period: '30d', concurrency: '4' })
    expect(result.code).toBe(0)
    expect(result.outputs.pages).toBe('5000')
    const requests = Number(result.outputs.requests)
    expect(requests).toBeGreaterThanOrEqual(20)
    expect(requests).toBeLessThanOrEqual(20 + 3)
  })

  it('stops at max-pages and says so', async () => {
    const result = await run({ 'page-size': '100', 'max-pages': '3' })
    expect(result.code).toBe(0)
    expect(result.outputs).toMatchObject({ pages: '300', truncated: 'true' })
    expect(
      workflowCommands(result.stdout).some(
        (c) => c.command === 'warning' && c.message.includes('max-pages')
      )
    ).toBe(true)
  })

  it('slows down on 429 and 503 mid-export instead of failing', async () => {
    world.sim.inject({ route: 'visitors', status: 429, retryAfter: 1, times: 2 })
    world.sim.inject({ route: 'visitors', status: 503 })
    const result = await run({ concurrency: '2' })
    expect(result.code).toBe(0)
    expect(result.outputs.pages).toBe('1200')
  })

  it('fails clearly on a malformed page and leaves no file', async () => {
    world.sim.inject({ route: 'visitors', malformed: 'wrong-shape', times: 1000 })
    const result = await run({ timeout: '4s' })
    expect(result.code).toBe(1)
    const error = workflowCommands(result.stdout).find((c) => c.command === 'error')
    expect(decodeURIComponent(error!.message)).toContain('not the documented shape')
    expect(result.outputs.file).toBeUndefined()
  })

  it('counts a row shifted onto the next page once, and warns', async () => {
    world.sim.configure({ drift: true, sitePages: 600 })
    const result = await run({})
    expect(result.code).toBe(0)
    const warnings = workflowCommands(result.stdout)
      .filter((c) => c.command === 'warning')
      .map((c) => c.message)
    expect(warnings.join('\n')).toContain('came twice across result pages')
    const file = JSON.parse(readFileSync(result.outputs.file!, 'utf8'))
    const paths = file.visitors.map((v: { path: string }) => v.path)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('refuses an output folder that cannot be created before any request, without a stack', async () => {
    const result = await run(
      { 'output-file': 'blocker/visitors.json' },
      { files: { blocker: 'a file where a folder should be' } }
    )
    expect(result.code).toBe(1)
    const errors = workflowCommands(result.stdout).filter((c) => c.command === 'error')
    expect(decodeURIComponent(errors[0]?.message ?? '')).toMatch(
      /^Input 'output-file': "blocker\/visitors\.json" cannot be written: .*blocker" is not a folder/
    )
    expect(result.stderr).not.toMatch(/\n\s+at /)
    expect(world.sim.requests).toHaveLength(0)
    expect(result.outputs.file).toBeUndefined()
  })

  it.each([
    [{ 'date-from': '2024-02-30' }, "Input 'date-from' must be a date"],
    [{ 'page-size': '500' }, "Input 'page-size' must be a whole number from 1 to 250"],
    [{ format: 'xml' }, "Input 'format' must be one of json, csv, ndjson"],
    [{ period: 'fortnight' }, "Input 'period' must be 7d, 30d, previous-month"],
    [{ concurrency: '0' }, "Input 'concurrency'"]
  ])('%j fails before any request', async (inputs, message) => {
    const result = await run(inputs as Record<string, string>)
    expect(result.code).toBe(1)
    expect(result.stdout).toContain(message)
    expect(world.sim.requests).toHaveLength(0)
  })
})

describe('cancellation', () => {
  it('SIGINT mid-export: exits within 5 s, removes the partial file, says so', async () => {
    world.sim.configure({ sitePages: 20_000, latencyMs: 200 })
    const cancel = signalWhen(
      () => world.sim.requests.filter((r) => r.route === 'visitors').length >= 3,
      'SIGINT'
    )
    const result = await run({ concurrency: '2' }, { onSpawn: cancel.onSpawn })
    const exitedAfter = Date.now() - cancel.sentAt()
    expect(cancel.sentAt()).toBeGreaterThan(0)
    expect(exitedAfter).toBeLessThan(5000)
    expect(result.code).toBe(1)
    const errors = workflowCommands(result.stdout).filter((c) => c.command === 'error')
    expect(errors[0]?.message).toContain('The export was cancelled')
    expect(Number(result.outputs.requests)).toBeGreaterThanOrEqual(3)
    expect(result.outputs.file).toBeUndefined()
    const workspace = join(result.dir, 'workspace')
    expect(existsSync(join(workspace, 'visitors.json'))).toBe(false)
    expect(existsSync(join(workspace, 'visitors.json.partial'))).toBe(false)
  })
})
