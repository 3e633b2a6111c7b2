/**
 * The visitors export's file (contract §3.2), written by the analytics engine's table writer
 * (export/table-writer.ts): JSON `{projectId, metric, dateFrom, dateTo, exportedAt, totals,
 * <metric>: [...]}` (the rows under `visitors` or `views`, as the service names them), CSV with
 * the header `path,human,ai,total`, or NDJSON with one page row per line. As in v1, a file is
 * whole or removed: it carries no completeness field.
 */
import type { PageCounts } from '../api/index.js'
import { PAGE_COUNT_COLUMNS } from '../export/report.js'
import { createTableWriter, type Format, type TableWriter } from '../export/table-writer.js'
import type { Metric } from './constants.js'

export { SizeLimitReached, csvText, neutraliseFormula } from '../export/table-writer.js'

export type RowWriter = TableWriter<PageCounts>

/** `maxBytes`: the largest the file may be, in bytes (UTF-8, as written). */
export function createRowWriter(
  format: Format,
  file: string,
  roots: readonly string[],
  maxBytes = Infinity
): RowWriter {
  return createTableWriter({
    format,
    file,
    roots,
    columns: PAGE_COUNT_COLUMNS,
    // The rows go under the metric's name, as the service names them (ExportMeta.metric).
    rowsKey: (meta) => String(meta.metric as Metric),
    maxBytes
  })
}
