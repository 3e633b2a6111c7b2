/**
 * What the export learns as rows stream through: the rows counted (each path once: offset paging
 * over live data can show a row twice when the data shifts between requests), the duplicates
 * seen, whether the totals changed between pages, and the top pages for the summary.
 */
import type { Counts, PageCounts } from '../api/index.js'
import { FingerprintSet } from './fingerprints.js'
import type { Column } from './table-writer.js'

export const TOP_PAGES = 10

/** The columns of a page-count row (visitors, views), in every format: `path,human,ai,total`. */
export const PAGE_COUNT_COLUMNS: readonly Column<PageCounts>[] = [
  { name: 'path', cell: (r) => r.path },
  { name: 'human', cell: (r) => r.human },
  { name: 'ai', cell: (r) => r.ai },
  { name: 'total', cell: (r) => r.total }
]

export class ExportReport {
  rows = 0
  duplicates: string[] = []
  duplicateCount = 0
  totals?: Counts
  totalsChanged = false
  readonly top: PageCounts[] = []
  /** Every path seen, as fingerprints: memory stays small on large sites. */
  private readonly seen = new FingerprintSet()

  /** Feeds one page; returns the rows to write (duplicates removed). */
  page(totals: Counts, rows: readonly PageCounts[]): PageCounts[] {
    if (!this.totals) this.totals = totals
    else if (!sameCounts(this.totals, totals)) this.totalsChanged = true
    const fresh: PageCounts[] = []
    for (const row of rows) {
      if (!this.seen.add(row.path)) {
        this.duplicateCount++
        if (this.duplicates.length < 5) this.duplicates.push(row.path)
        continue
      }
      fresh.push(row)
      this.keepTop(row)
    }
    this.rows += fresh.length
    return fresh
  }

  private keepTop(row: PageCounts): void {
    if (this.top.length === TOP_PAGES && row.total <= (this.top.at(-1)?.total ?? 0)) return
    const at = this.top.findIndex((other) => row.total > other.total)
    this.top.splice(at === -1 ? this.top.length : at, 0, row)
    if (this.top.length > TOP_PAGES) this.top.pop()
  }
}

function sameCounts(a: Counts, b: Counts): boolean {
  return a.human === b.human && a.ai === b.ai && a.total === b.total
}
