/**
 * What the analytics export reports back: each report's outcome, and the step's. Plain data only:
 * it crosses from the export's worker thread to the main thread, which turns it into outputs,
 * warnings and the summary.
 */
import type { Ending } from '../export/worker.js'
import type { ReportName } from './constants.js'
import type { DigestOutcome } from './digest.js'
import type { Cell } from '../export/table-writer.js'
import type { Focus } from './focus.js'

/** Rows of each report kept for the summary, as the service orders them (or by total). */
export const TOP_ROWS = 10
/** Plain data only: it crosses from the worker to the main thread. */
export interface ReportOutcome {
  name: ReportName
  /** The file written (absent when none is left: failed or skipped). */
  file?: string
  rows: number
  requests: number
  /** Every row the service has for the range is in the file. */
  complete: boolean
  /** Why the file is partial (its file says so too). */
  incomplete?: string
  /** The timeout stopped it (the step fails, its partial file kept). */
  timedOut?: boolean
  /** Why the report was not exported at all. */
  skipped?: string
  /** Why the report failed (its file was removed). */
  failure?: string
  /** The report's site-wide figures, where its operation gives them. */
  totals?: Record<string, number>
  /** The figure `compare: previous` compares, of this range's first page. */
  figure?: number
  /** Offset reports: rows that came twice across pages (live data shifting), exported once. */
  duplicates?: number
  /** Offset reports: the paths of the first few of them. */
  firstDuplicates?: string[]
  /** Offset reports: the site totals changed between result pages (the file has the first). */
  totalsChanged?: boolean
  /** Offset reports: result pages written. */
  pages?: number
  /** Offset reports: `maxPages` stopped the report while the service had more. */
  truncated?: boolean
  /** The first rows, for the summary: each a column name → cell record. */
  top: Record<string, Cell>[]
  /** What the summary shows first: the strongest rows of every row exported (focus.ts). */
  focus?: Focus
  /** `compare: previous`: the report against the range before it (from a first page each). */
  previous?: Compared
}

/** A report's figure against the range before it, and the rows that moved most. */
export interface Compared {
  /** What the figure is: `unique visitors`. */
  what: string
  now: number
  before: number
  /** Among this range's first rows: each row's key, its value before (null: not in the first page before) and now. */
  movers: { key: string; before: number | null; now: number }[]
  /** The value before of each of the report's first rows (`top`, in its order); null: not in the first page before. */
  earlier?: (number | null)[]
  /** The range compared with. */
  dateFrom: string
  dateTo: string
}

export interface AnalyticsOutcome extends Ending {
  requests: number
  reports: ReportOutcome[]
  /** Why `compare: previous` compared some reports with nothing (the budget). */
  compareSkipped?: string
  /** `digest-file`, `assistant-threads`: after the reports (digest.ts). */
  digest?: DigestOutcome
}

/** The rows that moved most, shown in the summary. */
export const MOVERS = 5

export const NOTHING_YET: AnalyticsOutcome = Object.freeze({ requests: 0, reports: [] })
