// The analytics engine's file writer: every column kind in each format, a report that ended
// before its last page saying so in the file itself, and reader text (comments, search terms)
// that stays one cell and never runs as a spreadsheet formula, read back with csv-parse.
import { describe, expect, it } from '@jest/globals'
import { parse } from 'csv-parse/sync'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createTableWriter, type Column, type Format } from '../../src/export/table-writer.js'

interface Row {
  comment: string | null
  hits: number
  helpful: boolean
}

const COLUMNS: Column<Row>[] = [
  { name: 'comment', cell: (r) => r.comment },
  { name: 'hits', cell: (r) => r.hits },
  { name: 'helpful', cell: (r) => r.helpful }
]

const ROWS: Row[] = [
  { comment: '=HYPERLINK("http://evil.example","click")', hits: 2.5, helpful: false },
  { comment: 'line one\r\nline two, "quoted"', hits: 0, helpful: true },
  { comment: null, hits: 7, helpful: true }
]

async function written(format: Format, incomplete?: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'table-'))
  const file = join(dir, `feedback.${format}`)
  const writer = createTableWriter({ format, file, roots: [dir], columns: COLUMNS, rowsKey: 'feedback', sayComplete: true }) // prettier-ignore
  await writer.begin({ report: 'feedback', projectId: 'p' })
  await writer.rows(ROWS.slice(0, 2))
  await writer.rows(ROWS.slice(2))
  await writer.finish(incomplete === undefined ? undefined : { incomplete })
  return readFileSync(file, 'utf8')
}

describe('a report file', () => {
  it('JSON: the description, the rows under the report name, and whether it is complete', async () => {
    const whole = JSON.parse(await written('json')) as Record<string, unknown>
    expect(whole).toEqual({ report: 'feedback', projectId: 'p', feedback: ROWS, complete: true })
    const partial = JSON.parse(await written('json', 'the budget was spent')) as Record<string, unknown> // prettier-ignore
    expect(partial).toMatchObject({ complete: false, incomplete: 'the budget was spent' })
  })

  it('CSV: a header, text quoted and neutralised, numbers and booleans bare, null empty', async () => {
    const text = await written('csv')
    const records = parse(text, { columns: true }) as Record<string, string>[]
    expect(records).toEqual([
      { comment: '\'=HYPERLINK("http://evil.example","click")', hits: '2.5', helpful: 'false' },
      { comment: 'line one\r\nline two, "quoted"', hits: '0', helpful: 'true' },
      { comment: '', hits: '7', helpful: 'true' }
    ])
  })

  it('CSV and NDJSON: an incomplete report ends with a line saying why', async () => {
    const csv = await written('csv', "the step's request budget\nwas spent")
    expect(csv.endsWith("# incomplete: the step's request budget was spent\r\n")).toBe(true)
    // A reader that takes `#` comments reads the rows alone.
    expect(parse(csv, { columns: true, comment: '#' })).toHaveLength(3)
    const ndjson = (await written('ndjson', 'the deadline')).trimEnd().split('\n')
    expect(ndjson.map((l) => JSON.parse(l) as unknown)).toEqual([...ROWS, { incomplete: 'the deadline' }]) // prettier-ignore
  })
})

describe('a page larger than one write', () => {
  // 3,000 rows of about 100 characters: the writer writes a page a batch at a time (32 K
  // characters), and the file must read as if each page had been written whole.
  const big: Row[] = Array.from({ length: 3000 }, (_, i) => ({
    comment: `row ${i} ${'x'.repeat(80)} "quoted", =1+1`,
    hits: i,
    helpful: i % 2 === 0
  }))

  it.each<Format>(['json', 'ndjson', 'csv'])(
    '%s: the rows of every page, once, in order',
    async (format) => {
      const dir = mkdtempSync(join(tmpdir(), 'batch-'))
      const file = join(dir, `feedback.${format}`)
      const writer = createTableWriter({ format, file, roots: [dir], columns: COLUMNS, rowsKey: 'feedback' }) // prettier-ignore
      await writer.begin({})
      await writer.rows(big.slice(0, 1200))
      await writer.rows(big.slice(1200))
      await writer.finish()
      const text = readFileSync(file, 'utf8')
      if (format === 'json') {
        expect((JSON.parse(text) as { feedback: Row[] }).feedback).toEqual(big)
      } else if (format === 'ndjson') {
        expect(
          text
            .trimEnd()
            .split('\n')
            .map((l) => JSON.parse(l) as Row)
        ).toEqual(big)
      } else {
        const records = parse(text, { columns: true }) as Record<string, string>[]
        expect(records.map((r) => Number(r.hits))).toEqual(big.map((r) => r.hits))
        expect(records[2999]?.comment).toBe(`row 2999 ${'x'.repeat(80)} "quoted", =1+1`)
      }
    }
  )
})
