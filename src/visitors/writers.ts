/**
 * Streams an export to its file as pages arrive, in one of three formats (contract §3.2):
 * JSON `{projectId, metric, dateFrom, dateTo, exportedAt, totals, <metric>: [...]}` (the rows
 * under `visitors` or `views`, as the service names them), CSV with the header
 * `path,human,ai,total` (RFC 4180 quoting, CRLF line ends, formula-like cells neutralised), or
 * NDJSON with one page row per line. The file is written under a temporary name and renamed
 * when complete, so a failed export never leaves a file that looks whole. The temporary file is
 * created exclusively (a planted symbolic link is never written through) inside the allowed
 * folders, and the rename does not replace a symbolic link (files.ts). The file never passes its
 * size bound (the `max-bytes` input): what would pass it is not written, and the writer throws
 * SizeLimitReached.
 */
import { createWriteStream, rmSync, type WriteStream } from 'node:fs'
import { once } from 'node:events'
import { openExclusive, replaceFile } from '../files.js'
import type { Counts, PageCounts } from '../api/index.js'
import type { Format, Metric } from './constants.js'

export interface ExportMeta {
  projectId: string
  metric: Metric
  dateFrom: string | null
  dateTo: string | null
  exportedAt: string
  totals: Counts
}

export interface RowWriter {
  /** Writes what comes before the rows (needs the totals of the first page). */
  begin(meta: ExportMeta): Promise<void>
  rows(rows: readonly PageCounts[]): Promise<void>
  /** Completes the file and moves it into place. */
  finish(): Promise<void>
  /** Removes the partial file after a failure. */
  discard(): void
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
 * that is a formula. Written here rather than with csv-stringify: the CSV has one text
 * column, and csv-stringify allocated about 2.5 KB per row, 70 % of all an export allocated
 * (V8's sampling heap profiler, 100,000 pages), which cost CPU time and grew the heap. Tests
 * parse the output back with csv-parse.
 */
export function csvText(cell: string): string {
  return `"${neutraliseFormula(cell).replaceAll('"', '""')}"`
}

const CRLF = '\r\n'

const row = (r: PageCounts) => ({ path: r.path, human: r.human, ai: r.ai, total: r.total })

/** `maxBytes`: the largest the file may be, in bytes (UTF-8, as written). */
export function createRowWriter(
  format: Format,
  file: string,
  roots: readonly string[],
  maxBytes = Infinity
): RowWriter {
  const partial = `${file}.partial`
  const fd = openExclusive(partial, roots)
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

  return {
    async begin(meta) {
      if (format === 'json') {
        const head = JSON.stringify({ ...meta, [meta.metric]: [] })
        // `..."visitors":[]}` without its last two characters opens the array.
        await write(head.slice(0, -2))
      } else if (format === 'csv') {
        await write(`path,human,ai,total${CRLF}`)
      }
    },
    async rows(rows) {
      if (rows.length === 0) return
      if (format === 'json') {
        const text = rows.map((r) => JSON.stringify(row(r))).join(',')
        await write(first ? text : `,${text}`)
      } else if (format === 'csv') {
        let text = ''
        for (const r of rows) text += `${csvText(r.path)},${r.human},${r.ai},${r.total}${CRLF}`
        await write(text)
      } else {
        await write(rows.map((r) => `${JSON.stringify(row(r))}\n`).join(''))
      }
      first = false
    },
    async finish() {
      if (format === 'json') await write(']}\n')
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
