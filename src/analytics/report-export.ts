/**
 * One report exported to its file, paged as its operation documents (one page, a cursor, or
 * offsets with pages in flight), within the step's budget and timeout: the one engine of both
 * export actions (the visitors action is a preset of it, visitors/settings.ts). How it ends:
 * complete; partial (the budget or the timeout stopped it, or the service said it had more than
 * it gives): its file is kept and says so itself; failed (the service or the disk failed, or the
 * service paged in place): its file removed.
 */
import {
  ApiError,
  isRetryable,
  type CallOptions,
  type Clock,
  type PageCounts
} from '../api/index.js'
import type { ReportsClient } from '../api/reports-client.js'
import { BudgetSpent, type RequestBudget } from '../export/budget.js'
import { CursorLoop, fetchCursorPages } from '../export/cursor-paging.js'
import { fetchAllPages } from '../export/paging.js'
import { ExportReport } from '../export/report.js'
import { formatBytes } from '../export/size.js'
import { ExportStopped, MAX_STALE_PAGES } from '../export/stopped.js'
import {
  SizeLimitReached,
  createTableWriter,
  redactedColumns,
  type Cell,
  type TableWriter
} from '../export/table-writer.js'
import { Inputs } from './constants.js'
import { reportFile } from './export-files.js'
import { FocusRows } from './focus.js'
import type { HeadPages } from './heads.js'
import { TOP_ROWS, type ReportOutcome } from './outcome.js'
import type { ReportPage, ReportQuery, ReportSpec } from './reports.js'
import type { AnalyticsSettings } from './settings.js'

export interface ReportIo {
  client: ReportsClient
  budget: RequestBudget
  call: CallOptions
  overdue(): Error | undefined
  clock: Clock
  /** The first pages the digest reads, kept as the export fetches them. */
  heads?: HeadPages
  progress(outcome: ReportOutcome): void
}

export async function exportReport(
  spec: ReportSpec<unknown>,
  settings: AnalyticsSettings,
  io: ReportIo
): Promise<ReportOutcome> {
  const file = reportFile(settings, spec.name)
  const out: ReportFile = {
    spec,
    settings,
    io,
    file,
    state: { name: spec.name, rows: 0, requests: 0, complete: false, top: [] },
    dedup: spec.paging === 'offset' ? new ExportReport() : undefined,
    focus: FocusRows.of(spec.name, () => io.heads?.site()),
    stale: 0,
    query: {
      dateFrom: settings.dateFrom,
      dateTo: settings.dateTo,
      limit: spec.limit,
      source: settings.feedbackSource || undefined,
      status: settings.feedbackStatus || undefined
    }
  }
  const { state, dedup } = out

  try {
    let stopped: string | undefined
    try {
      const paged = await page(out, (got, index) => writePage(out, got, index))
      stopped = paged.stopped
      Object.assign(state, paged.offset)
    } catch (error) {
      // The budget or the timeout ends a report where it is: what came stays, marked partial.
      const late = io.overdue()
      if (error instanceof BudgetSpent) stopped = error.message
      else if (error instanceof ExportStopped && error.timeout) {
        stopped = error.message
        state.timedOut = true
      } else if (
        error instanceof ApiError &&
        late &&
        (error.kind === 'aborted' || isRetryable('GET', error))
      ) {
        // A page asked before the deadline that had not come by its grace, or whose retries the
        // deadline cut: the timeout's doing. A refusal (401, 404) is the service's answer, late.
        stopped = `${late.message}${whileFailing(error)}`
        state.timedOut = true
      } else throw error
    }
    if (dedup) {
      state.top = dedup.top.map((row) => recordOf(spec, row))
      state.duplicates = dedup.duplicateCount
      state.firstDuplicates = dedup.duplicates
      state.totalsChanged = dedup.totalsChanged
    }
    state.complete = stopped === undefined
    if (stopped !== undefined) state.incomplete = stopped
    if (out.writer) {
      await out.writer.finish(stopped === undefined ? undefined : { incomplete: stopped })
      state.file = file
    }
    return state
  } catch (error) {
    out.writer?.discard()
    return {
      ...state,
      rows: 0,
      top: [],
      complete: false,
      failure: failureOf(error, file)
    }
  }
}

/**
 * How the service stood when the timeout came, in our own words (its text is not shown here: the
 * summary shows `incomplete` as ours): a run of 429s or 5xx is the service's doing. A page cut
 * by the timeout's grace says nothing more: the service was answering, slowly.
 */
function whileFailing(error: ApiError): string {
  if (error.kind !== 'http' || error.status === undefined) return ''
  return ` while the service answered ${error.status}${error.status === 429 ? ' (rate limited)' : ''}`
}

/** A report on its way to its file: what exportReport and writePage share. */
interface ReportFile {
  spec: ReportSpec<unknown>
  settings: AnalyticsSettings
  io: ReportIo
  file: string
  query: ReportQuery
  /** The outcome so far. */
  state: ReportOutcome
  /** Offset reports: each path once. */
  dedup?: ExportReport
  /** What the summary shows first, from every row (focus.ts). */
  focus?: FocusRows
  /** Pages in a row that brought only rows already exported. */
  stale: number
  /** Begun on the first page. */
  writer?: TableWriter<unknown>
}

/** A row as the summary shows it: each column's cell. */
const recordOf = (spec: ReportSpec<unknown>, row: unknown): Record<string, Cell> =>
  Object.fromEntries(spec.columns.map((column) => [column.name, column.cell(row as never)]))

/** Writes one page's rows (offset reports: each path once), the file begun on the first. */
async function writePage(out: ReportFile, page: ReportPage<unknown>, index: number): Promise<void> {
  const { spec, settings, io, state, dedup } = out
  if (io.heads?.keep(spec.name, out.query, index, page)) io.budget.release(1)
  io.heads?.visit(spec.name, out.query, index, page)
  let rows = page.rows
  if (dedup) {
    const before = dedup.duplicateCount
    rows = dedup.page(
      (page.totals ?? { human: 0, ai: 0, total: 0 }) as never,
      page.rows as PageCounts[]
    )
    out.stale =
      rows.length === 0 && page.hasMore && dedup.duplicateCount > before ? out.stale + 1 : 0
    if (out.stale >= MAX_STALE_PAGES) {
      throw new ExportStopped(
        `the service answered ${out.stale} result pages in a row with only rows already exported while saying it had more`
      )
    }
  }
  if (index === 0) {
    state.totals = page.totals
    if (spec.compare) state.figure = spec.compare.figure(page)
    out.writer ??= createTableWriter({
      format: settings.format,
      file: out.file,
      roots: settings.outputRoots,
      // The visitors preset's cells as they came, as v1 wrote them (e2e/views-hostile.test.ts).
      columns: settings.outputFile ? spec.columns : redactedColumns(spec.columns),
      rowsKey: spec.name,
      maxBytes: settings.maxBytes,
      sayComplete: !settings.outputFile
    })
    await out.writer.begin({
      projectId: settings.projectId,
      // The visitors preset's file names it as its v1 did.
      [settings.outputFile ? 'metric' : 'report']: spec.name,
      dateFrom: settings.dateFrom ?? null,
      dateTo: settings.dateTo ?? null,
      exportedAt: new Date(io.clock.now()).toISOString(),
      ...(page.totals ? { totals: page.totals } : {})
    })
  }
  await out.writer?.rows(rows)
  state.rows += rows.length
  if (!dedup) {
    for (const row of rows) if (state.top.length < TOP_ROWS) state.top.push(recordOf(spec, row))
  }
  if (out.focus) {
    for (const row of rows) out.focus.add(recordOf(spec, row))
    state.focus = out.focus.focus
  }
  io.progress({ ...state })
}

/** How paging ended: why the report stopped short (undefined: every row came), and offset figures. */
interface Paged {
  stopped?: string
  offset?: Pick<ReportOutcome, 'pages' | 'truncated'>
}

/**
 * Pages the report as its operation documents: says why it stopped short (the budget, the
 * timeout, more than the operation gives), or nothing when every row came.
 */
async function page(
  { spec, settings, query, io }: ReportFile,
  onPage: (page: ReportPage<unknown>, index: number) => Promise<void>
): Promise<Paged> {
  const { client, budget, call } = io
  if (spec.paging === 'single') {
    const result = await spec.fetch(client, query, call)
    await onPage(result, 0)
    return result.hasMore
      ? { stopped: `the service has more than the ${spec.limit} rows it gives (${spec.name} documents no paging)` } // prettier-ignore
      : {}
  }
  if (spec.paging === 'cursor') {
    const result = await fetchCursorPages<unknown>({
      fetchPage: async (cursor) => {
        const got = await spec.fetch(client, { ...query, cursor }, call)
        return { rows: got.rows, next: got.next ?? null, hasMore: got.hasMore, totals: got.totals }
      },
      onPage: (got, index) => onPage(got as ReportPage<unknown>, index),
      budget,
      stopRequests: io.overdue
    })
    if (result.complete) return {}
    const why = result.stopped
    if (why instanceof ExportStopped) throw why
    return { stopped: why?.message ?? 'stopped' }
  }
  // Offset paging: the first page alone, then pages in flight, each taking from the budget.
  try {
    const result = await fetchAllPages({
      pageSize: settings.pageSize || spec.limit,
      maxPages: settings.maxPages,
      concurrency: settings.concurrency,
      fetchPage: async (offset, limit, pageSignal) => {
        const got = await spec.fetch(
          client,
          { ...query, offset, limit },
          { ...call, signal: AbortSignal.any([pageSignal, call.signal ?? pageSignal]) }
        )
        return { totals: got.totals as never, rows: got.rows as PageCounts[], hasMore: got.hasMore }
      },
      onPage: (got, index) => onPage(got as ReportPage<unknown>, index),
      stopRequests: () =>
        io.overdue() ?? (budget.left === 0 ? new BudgetSpent(budget.max) : undefined)
    })
    return { offset: result }
  } catch (error) {
    if (error instanceof BudgetSpent) return { stopped: error.message }
    throw error
  }
}

function failureOf(error: unknown, file: string): string {
  if (error instanceof ApiError || error instanceof ExportStopped || error instanceof CursorLoop) {
    return error.message
  }
  if (error instanceof SizeLimitReached) {
    return `The file would be larger than the ${Inputs.MaxBytes} input allows (${formatBytes(error.maxBytes)}): the export was stopped and its partial file removed. Set ${Inputs.MaxBytes} higher to export more.`
  }
  if (error instanceof Error && 'syscall' in error)
    return `Could not write ${file}: ${error.message}`
  return `Unexpected error: ${error instanceof Error ? error.message : String(error)}`
}
