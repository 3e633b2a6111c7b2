/**
 * Streams a report to its file as pages arrive, in one of three formats: JSON (the report's
 * description, then its rows under the report's own name), CSV (a header of the columns, RFC 4180
 * quoting, CRLF line ends, every text cell quoted and formula-like ones neutralised) or NDJSON (a
 * row per line). The file is written under a temporary name and moved into place when done: one
 * that failed never looks whole. It is created exclusively inside the allowed folders (a planted
 * symbolic link is never written through, files.ts), and never passes its size bound: what would
 * pass it is not written, and the writer throws SizeLimitReached.
 *
 * A report that ended before its last page (the request budget, the deadline) is kept and says so
 * in the file itself: JSON ends `"complete": false, "incomplete": <why>`, NDJSON with
 * a last line `{"incomplete": <why>}`, CSV with a last line `# incomplete: <why>` (a comment line
 * for readers that take `#` comments; a spreadsheet shows it as the last row).
 */
import { createWriteStream, rmSync, type WriteStream } from 'node:fs'
import { once } from 'node:events'
import { openExclusive, replaceFile } from '../files.js'
import { redact } from '../sinks/secrets.js'

export const FORMATS = ['json', 'csv', 'ndjson'] as const
export type Format = (typeof FORMATS)[number]

export type Cell = string | number | boolean | null

/** A column of a report: its name (the CSV header, the JSON key) and its cell in a row. */
export interface Column<Row> {
  name: string
  cell(row: Row): Cell
}

export interface TableWriter<Row> {
  /** Writes what comes before the rows: `meta` (JSON only) holds the report's description. */
  begin(meta: Record<string, unknown>): Promise<void>
  rows(rows: readonly Row[]): Promise<void>
  /** Completes the file and moves it into place; `incomplete` says why rows are missing. */
  finish(ending?: { incomplete: string }): Promise<void>
  /** Removes the partial file after a failure. */
  discard(): void
}

/**
 * The columns with their text cells redacted: a key a hostile service echoes in a row must not
 * reach a file that becomes an artifact anyone who can read the repository's runs may download.
 */
export function redactedColumns<Row>(columns: readonly Column<Row>[]): Column<Row>[] {
  return columns.map((column) => ({
    name: column.name,
    cell: (row: Row) => {
      const value = column.cell(row)
      return typeof value === 'string' ? redact(value) : value
    }
  }))
}

/** Writing more would make the file larger than its bound; nothing of it was written. */
export class SizeLimitReached extends Error {
  override readonly name = 'SizeLimitReached'
  constructor(readonly maxBytes: number) {
    super(`The file would be larger than ${maxBytes} bytes.`)
  }
}

/** A cell a spreadsheet would run as a formula gets a leading apostrophe (OWASP's advice). */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell
}

/**
 * One CSV text cell (RFC 4180), always in double quotes with quotes doubled: a spreadsheet that
 * splits on `;` (a European locale) would otherwise read `/x;=cmd|'/c calc'!A1` as a second cell
 * that is a formula.
 */
export function csvText(cell: string): string {
  return `"${neutraliseFormula(cell).replaceAll('"', '""')}"`
}

/** A CSV cell of any kind: text quoted, numbers and booleans as they are, null empty. */
function csvCell(cell: Cell): string {
  if (cell === null) return ''
  return typeof cell === 'string' ? csvText(cell) : String(cell)
}

const CRLF = '\r\n'

/**
 * Rows written together, about this many characters at a time: a page of 1,000 conversations
 * written whole was a string and a buffer of 450 KB each, which V8 and the allocator keep apart
 * from the small objects until a full collection (the 100,000-conversation export peaked 1.3 MiB
 * higher, median of 10 runs).
 */
const BATCH_CHARS = 32 * 1024

export interface TableWriterOptions<Row> {
  format: Format
  file: string
  /** The folders the file may be written in (files.ts). */
  roots: readonly string[]
  columns: readonly Column<Row>[]
  /** The JSON key of the rows: the report's name (`feedback`, …), or read from the description. */
  rowsKey: string | ((meta: Record<string, unknown>) => string)
  /** The largest the file may be, in bytes (UTF-8, as written). */
  maxBytes?: number
  /**
   * JSON: end a whole file with `"complete": true` too (the analytics action's files; the
   * visitors action's, as v1 wrote them, say `complete` only when they are not).
   */
  sayComplete?: boolean
}

export function createTableWriter<Row>(options: TableWriterOptions<Row>): TableWriter<Row> {
  const { format, file, columns, rowsKey } = options
  const maxBytes = options.maxBytes ?? Infinity
  const partial = `${file}.partial`
  const fd = openExclusive(partial, options.roots)
  const stream: WriteStream = createWriteStream('', { fd, encoding: 'utf8' })
  let failed: Error | undefined
  stream.on('error', (error) => (failed = error))
  let first = true
  let written = 0

  /**
   * Writes with backpressure: a slow disk slows the export instead of filling memory. Counted
   * before it is written, so that the file, partial or whole, never passes its bound.
   */
  const write = async (text: string): Promise<void> => {
    if (failed) throw failed
    const bytes = Buffer.byteLength(text, 'utf8')
    if (written + bytes > maxBytes) throw new SizeLimitReached(maxBytes)
    written += bytes
    if (!stream.write(text)) await once(stream, 'drain')
  }
  const record = (row: Row): Record<string, Cell> => {
    const out: Record<string, Cell> = {}
    for (const column of columns) out[column.name] = column.cell(row)
    return out
  }

  return {
    async begin(meta) {
      if (format === 'json') {
        const key = typeof rowsKey === 'string' ? rowsKey : rowsKey(meta)
        const head = JSON.stringify({ ...meta, [key]: [] })
        // `..."feedback":[]}` without its last two characters opens the array.
        await write(head.slice(0, -2))
      } else if (format === 'csv') {
        await write(`${columns.map((c) => c.name).join(',')}${CRLF}`)
      }
    },
    async rows(rows) {
      if (rows.length === 0) return
      const line =
        format === 'json'
          ? (r: Row) => JSON.stringify(record(r))
          : format === 'csv'
            ? (r: Row) => `${columns.map((c) => csvCell(c.cell(r))).join(',')}${CRLF}`
            : (r: Row) => `${JSON.stringify(record(r))}\n`
      const comma = format === 'json' ? ',' : ''
      let batch: string[] = []
      let size = 0
      for (const r of rows) {
        const text = line(r)
        batch.push(text)
        size += text.length
        if (size >= BATCH_CHARS) {
          await write((first ? '' : comma) + batch.join(comma))
          first = false
          batch = []
          size = 0
        }
      }
      if (batch.length > 0) await write((first ? '' : comma) + batch.join(comma))
      first = false
    },
    async finish(ending) {
      const why = ending?.incomplete
      if (format === 'json') {
        const tail =
          why !== undefined
            ? `],"complete":false,"incomplete":${JSON.stringify(why)}}\n`
            : options.sayComplete
              ? '],"complete":true}\n'
              : ']}\n'
        await write(tail)
      } else if (why !== undefined) {
        // Our own words, one line: nothing in them can end the line or the cell early.
        const line = why.replace(/[\r\n]+/g, ' ')
        await write(
          format === 'csv'
            ? `# incomplete: ${line}${CRLF}`
            : `${JSON.stringify({ incomplete: line })}\n`
        )
      }
      stream.end()
      await once(stream, 'finish')
      if (failed) throw failed
      replaceFile(partial, file)
    },
    discard() {
      stream.destroy()
      rmSync(partial, { force: true })
    }
  }
}
