// The visitors action's files and outputs, byte for byte (contract §3.2): the bundled action
// (dist/visitors/index.js) run as a runner runs it against the simulator, and every byte of its
// file compared with what the simulator's own pages make in the documented form. Only
// `exportedAt`, the time of the export, is taken from the file (and checked to be that time).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { useExportWorld } from '../support/export-world.js'
import { startHostileService, type HostileService } from '../support/hostile-service.js'
import { runAction } from '../../scripts/local-runner.js'

const KEY = 'mint_e2e_Bytes7Qw2Zr4Kx9'
const world = useExportWorld({ action: 'visitors', key: KEY, sitePages: 620 })

type Counts = { human: number; ai: number; total: number }
type Row = Counts & { path: string }
const RANGE = { 'date-from': '2025-01-01', 'date-to': '2025-02-01' }

/** Every row of `metric` the simulator has for RANGE, and its totals, as the service pages them. */
async function pagesOf(metric: 'visitors' | 'views'): Promise<{ totals: Counts; rows: Row[] }> {
  const rows: Row[] = []
  let totals: Counts | undefined
  for (let offset = 0; ; offset += 250) {
    const query = `dateFrom=2025-01-01&dateTo=2025-02-01&limit=250&offset=${offset}`
    const response = await fetch(`${world.sim.url}/v1/analytics/proj/${metric}?${query}`, {
      headers: { authorization: `Bearer ${KEY}` }
    })
    const page = (await response.json()) as Record<string, unknown>
    totals ??= page.totals as Counts
    rows.push(...(page[metric] as Row[]))
    if (!page.hasMore) break
  }
  return { totals: totals!, rows }
}

/** The documented JSON: one line, the rows under the metric's name, a newline at the end. */
function json(metric: string, want: { totals: Counts; rows: Row[] }, exportedAt: string): string {
  const { human, ai, total } = want.totals
  const rows = want.rows.map((r) => ({ path: r.path, human: r.human, ai: r.ai, total: r.total }))
  return `${JSON.stringify({ projectId: 'proj', metric, dateFrom: '2025-01-01', dateTo: '2025-02-01', exportedAt, totals: { human, ai, total }, [metric]: rows })}\n` // prettier-ignore
}

/** The exportedAt of a JSON file: an ISO time within the run. */
function exportedAtOf(text: string, started: number): string {
  const at = /"exportedAt":"([^"]+)"/.exec(text)?.[1] ?? ''
  expect(new Date(at).toISOString()).toBe(at)
  expect(Date.parse(at)).toBeGreaterThanOrEqual(started - 1000)
  expect(Date.parse(at)).toBeLessThanOrEqual(Date.now())
  return at
}

describe('the visitors files, byte for byte', () => {
  it('JSON: {projectId, metric, dateFrom, dateTo, exportedAt, totals, visitors}, and every output', async () => {
    const started = Date.now()
    const result = await world.run(RANGE)
    expect(result.code).toBe(0)
    const served = world.sim.requests.filter((r) => r.route === 'visitors').length
    const want = await pagesOf('visitors')
    const file = join(result.dir, 'workspace', 'visitors.json')
    const text = readFileSync(file, 'utf8')
    expect(text).toBe(json('visitors', want, exportedAtOf(text, started)))
    expect(result.outputs).toEqual({
      human: String(want.totals.human),
      ai: String(want.totals.ai),
      total: String(want.totals.total),
      pages: '620',
      file,
      truncated: 'false',
      requests: String(served)
    })
  })

  it('JSON of views: the rows under views', async () => {
    const started = Date.now()
    const result = await world.run({ ...RANGE, metric: 'views' })
    expect(result.code).toBe(0)
    const text = readFileSync(join(result.dir, 'workspace', 'views.json'), 'utf8')
    expect(text).toBe(json('views', await pagesOf('views'), exportedAtOf(text, started)))
  })

  it('CSV: the header path,human,ai,total, every path quoted, CRLF', async () => {
    const result = await world.run({ ...RANGE, format: 'csv' })
    expect(result.code).toBe(0)
    const want = await pagesOf('visitors')
    const csv = want.rows.map((r) => `"${r.path}",${r.human},${r.ai},${r.total}\r\n`).join('')
    expect(readFileSync(result.outputs.file!, 'utf8')).toBe(`path,human,ai,total\r\n${csv}`)
  })

  it('NDJSON: one page row per line', async () => {
    const result = await world.run({ ...RANGE, format: 'ndjson', 'max-pages': '2' })
    expect(result.code).toBe(0)
    const want = (await pagesOf('visitors')).rows.slice(0, 500)
    const lines = want.map((r) => `${JSON.stringify({ path: r.path, human: r.human, ai: r.ai, total: r.total })}\n`) // prettier-ignore
    expect(readFileSync(result.outputs.file!, 'utf8')).toBe(lines.join(''))
    expect(result.outputs).toMatchObject({ pages: '500', truncated: 'true' })
  })
})

describe('CSV cells a spreadsheet would run, byte for byte', () => {
  let svc: HostileService | undefined
  it('=, +, -, @, tab and CR at the start get a leading apostrophe; quotes are doubled', async () => {
    const paths = ['=cmd|calc', '+1', '-2', '@sum', '\tx', '\ry', '/a "b"', '/ok']
    svc = await startHostileService({
      visitors: () => ({
        json: {
          totals: { human: 1, ai: 1, total: 1 },
          visitors: paths.map((path) => ({ path, human: 1, ai: 0, total: 1 })),
          hasMore: false
        }
      })
    })
    try {
      const result = await runAction({
        action: 'visitors',
        env: { GITHUB_API_URL: 'http://127.0.0.1:9' },
        inputs: { 'api-key': KEY, 'project-id': 'proj', 'api-url': svc.url, format: 'csv' }
      })
      expect(result.code).toBe(0)
      const cells = ['"\'=cmd|calc"', '"\'+1"', '"\'-2"', '"\'@sum"', '"\'\tx"', '"\'\ry"', '"/a ""b"""', '"/ok"'] // prettier-ignore
      expect(readFileSync(result.outputs.file!, 'utf8')).toBe(
        `path,human,ai,total\r\n${cells.map((c) => `${c},1,0,1\r\n`).join('')}`
      )
    } finally {
      await svc.close()
    }
  })
})
