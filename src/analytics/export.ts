/**
 * The analytics export: every report asked for, one after the other, each to its own file, all
 * within the step's request budget (`max-requests`) and its timeout. Knows nothing of GitHub
 * Actions: it runs in the engine's worker thread (export/worker.ts) and reports back an outcome,
 * which the action turns into outputs, warnings and the summary.
 *
 * How a report ends: complete; partial (the budget or the timeout stopped it, or the service
 * said it had more than it gives): its file is kept and says so itself; failed (the service or
 * the disk failed): its file removed; skipped (the budget was spent before it began).
 */
import { join } from 'node:path'
import {
  ApiError,
  type CallOptions,
  type Clock,
  type Logger,
  type PageCounts
} from '../api/index.js'
import { ReportsClient } from '../api/reports-client.js'
import { BOUNDS, type Bounds } from '../bounds.js'
import { BudgetSpent, RequestBudget } from '../export/budget.js'
import { CursorLoop, fetchCursorPages } from '../export/cursor-paging.js'
import { previousRange } from '../export/dates.js'
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
import type { Ending } from '../export/worker.js'
import { registerSecret } from '../sinks/index.js'
import { Inputs, type ReportName } from './constants.js'
import { digestPlan } from './digest-read.js'
import { writeDigest, type DigestOutcome } from './digest.js'
import { HeadPages } from './heads.js'
import { REPORTS, type ReportPage, type ReportQuery, type ReportSpec } from './reports.js'
import type { AnalyticsSettings } from './settings.js'

/** Rows of each report kept for the summary, as the service orders them (or by total). */
export const TOP_ROWS = 10
/** Offset pages in flight after the first, as visitors/ pages by default. */
const CONCURRENCY = 4

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
  /** The first rows, for the summary: each a column name → cell record. */
  top: Record<string, Cell>[]
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

export interface AnalyticsIo {
  log: Logger
  signal: AbortSignal
  clock: Clock
  bounds?: Bounds
  fetch?: typeof globalThis.fetch
  onProgress?(outcome: AnalyticsOutcome): void
}

export async function exportAnalytics(
  settings: AnalyticsSettings,
  { log, signal, clock, bounds = BOUNDS, fetch, onProgress }: AnalyticsIo
): Promise<AnalyticsOutcome> {
  const client = new ReportsClient({
    apiKey: settings.apiKey,
    projectId: settings.projectId,
    baseUrl: settings.apiUrl,
    clock,
    fetch,
    retry: bounds.exportRetry,
    requestTimeoutMs: bounds.requestTimeoutMs,
    requestGraceMs: bounds.requestGraceMs,
    maxRetryAfterMs: bounds.maxRetryAfterMs,
    logger: log
  })
  // The worker has a registry of its own: the key is redacted from what it writes as well.
  registerSecret(settings.apiKey)
  const budget = new RequestBudget(settings.maxRequests)
  // The digest's requests are held back from the reports; each page of its they fetch gives one
  // back (the digest takes the page from them).
  const wantsDigest = settings.digestFile !== '' || settings.assistantThreads > 0
  const plan = wantsDigest ? digestPlan(settings) : undefined
  const heads = plan ? new HeadPages(plan.pages, plan.range, plan.previous) : undefined
  if (plan) budget.hold(plan.requests)
  const deadline = clock.now() + settings.timeoutMs
  const reports: ReportOutcome[] = []
  const outcome = (): AnalyticsOutcome => ({ requests: client.requestCount, reports: [...reports] })
  // Every request the client sends takes from the budget, its retries too.
  const call: CallOptions = {
    signal,
    deadline,
    admit: () => (budget.take() ? undefined : new BudgetSpent(budget.max))
  }
  const overdue = (): ExportStopped | undefined =>
    clock.now() > deadline
      ? new ExportStopped(
          `the timeout input (${Math.round(settings.timeoutMs / 1000)} s) passed`,
          true
        )
      : undefined

  for (const name of settings.reports) {
    const spec = REPORTS[name] as ReportSpec<unknown>
    const late = overdue()
    if (late) {
      reports.push({ name, rows: 0, requests: 0, complete: false, skipped: `${late.message} before it began`, top: [] }) // prettier-ignore
      continue
    }
    if (budget.left === 0) {
      reports.push({
        name,
        rows: 0,
        requests: 0,
        complete: false,
        skipped: `the step's request budget (${Inputs.MaxRequests}: ${settings.maxRequests}) was spent before it began`,
        top: []
      })
      continue
    }
    const before = client.requestCount
    const result = await exportReport(spec, settings, {
      client,
      budget,
      call,
      overdue,
      clock,
      heads,
      progress: (partial) => onProgress?.({ ...outcome(), reports: [...reports, partial] })
    })
    reports.push({ ...result, requests: client.requestCount - before })
    log.info(`${name}: ${result.rows} rows, ${client.requestCount - before} requests`)
    onProgress?.(outcome())
    if (signal.aborted) break
  }
  const result: AnalyticsOutcome = { ...outcome(), cancelled: signal.aborted || undefined }
  // The comparison comes after the exports and before the digest, whose share is still held.
  if (settings.compare === 'previous' && !signal.aborted) {
    result.compareSkipped = await compareWithPrevious(settings, reports, { client, budget, call })
  }
  if (wantsDigest && !signal.aborted) {
    budget.release()
    result.digest = await writeDigest(settings, {
      client,
      budget,
      call,
      heads,
      clock,
      stop: overdue
    })
  }
  result.requests = client.requestCount
  return result
}

/**
 * `compare: previous`, once every report is exported (they come first in the budget): for each
 * report with a figure to compare, the first page of the range before it, one request each.
 * Returns why some were not compared, if the budget ran out.
 */
async function compareWithPrevious(
  settings: AnalyticsSettings,
  reports: ReportOutcome[],
  io: { client: ReportsClient; budget: RequestBudget; call: CallOptions }
): Promise<string | undefined> {
  const range =
    settings.dateFrom !== undefined && settings.dateTo !== undefined
      ? previousRange({ dateFrom: settings.dateFrom, dateTo: settings.dateTo })
      : undefined
  if (!range) return undefined
  let skipped: string | undefined
  for (const report of reports) {
    const spec = REPORTS[report.name] as ReportSpec<unknown>
    const comparison = spec.compare
    if (!comparison || report.skipped || report.failure || report.figure === undefined) continue
    if (io.budget.left === 0) {
      skipped = `the step's request budget (${Inputs.MaxRequests}: ${settings.maxRequests}) was spent before every report was compared`
      break
    }
    let page: ReportPage<unknown>
    try {
      page = await spec.fetch(
        io.client,
        {
          ...range,
          limit: spec.limit,
          source: settings.feedbackSource || undefined,
          status: settings.feedbackStatus || undefined
        },
        io.call
      )
    } catch (error) {
      // The comparison is a view on the exports, which stand: it is left out, saying why.
      if (error instanceof BudgetSpent) {
        skipped = `the step's request budget (${Inputs.MaxRequests}: ${settings.maxRequests}) was spent before every report was compared`
        break
      }
      if (!(error instanceof ApiError)) throw error
      skipped = `${report.name} could not be compared: ${error.message}`
      continue
    }
    const before = new Map<string, number>()
    for (const row of page.rows) {
      const cells = Object.fromEntries(spec.columns.map((c) => [c.name, c.cell(row as never)]))
      before.set(String(cells[comparison.key]), Number(cells[comparison.value]) || 0)
    }
    const movers = report.top
      .map((row) => {
        const key = String(row[comparison.key])
        return { key, before: before.get(key) ?? null, now: Number(row[comparison.value]) || 0 }
      })
      .sort((a, b) => Math.abs(b.now - (b.before ?? 0)) - Math.abs(a.now - (a.before ?? 0)))
      .slice(0, MOVERS)
    report.previous = {
      what: comparison.what,
      now: report.figure,
      before: comparison.figure(page),
      movers: report.name === 'assistant-callers' ? [] : movers,
      ...range
    }
  }
  return skipped
}

interface ReportIo {
  client: ReportsClient
  budget: RequestBudget
  call: CallOptions
  overdue(): Error | undefined
  clock: Clock
  /** The first pages the digest reads, kept as the export fetches them. */
  heads?: HeadPages
  progress(outcome: ReportOutcome): void
}

async function exportReport(
  spec: ReportSpec<unknown>,
  settings: AnalyticsSettings,
  io: ReportIo
): Promise<ReportOutcome> {
  const file = join(settings.outputDir, `${spec.name}.${settings.format}`)
  const state: ReportOutcome = { name: spec.name, rows: 0, requests: 0, complete: false, top: [] }
  const dedup = spec.paging === 'offset' ? new ExportReport() : undefined
  let writer: TableWriter<unknown> | undefined
  let stale = 0
  const query: ReportQuery = {
    dateFrom: settings.dateFrom,
    dateTo: settings.dateTo,
    limit: spec.limit,
    source: settings.feedbackSource || undefined,
    status: settings.feedbackStatus || undefined
  }
  const record = (row: unknown): Record<string, Cell> =>
    Object.fromEntries(spec.columns.map((column) => [column.name, column.cell(row as never)]))

  /** Writes one page's rows (offset reports: each path once), the file begun on the first. */
  const onPage = async (page: ReportPage<unknown>, index: number): Promise<void> => {
    if (io.heads?.keep(spec.name, query, index, page)) io.budget.release(1)
    let rows = page.rows
    if (dedup) {
      const before = dedup.duplicateCount
      rows = dedup.page(
        (page.totals ?? { human: 0, ai: 0, total: 0 }) as never,
        page.rows as PageCounts[]
      )
      stale = rows.length === 0 && page.hasMore && dedup.duplicateCount > before ? stale + 1 : 0
      if (stale >= MAX_STALE_PAGES) {
        throw new ExportStopped(
          `the service answered ${stale} result pages in a row with only rows already exported while saying it had more`
        )
      }
    }
    if (index === 0) {
      state.totals = page.totals
      if (spec.compare) state.figure = spec.compare.figure(page)
      writer ??= createTableWriter({
        format: settings.format,
        file,
        roots: settings.outputRoots,
        columns: redactedColumns(spec.columns),
        rowsKey: spec.name,
        maxBytes: settings.maxBytes,
        sayComplete: true
      })
      await writer.begin({
        projectId: settings.projectId,
        report: spec.name,
        dateFrom: settings.dateFrom ?? null,
        dateTo: settings.dateTo ?? null,
        exportedAt: new Date(io.clock.now()).toISOString(),
        ...(page.totals ? { totals: page.totals } : {})
      })
    }
    await writer?.rows(rows)
    state.rows += rows.length
    if (!dedup) {
      for (const row of rows) if (state.top.length < TOP_ROWS) state.top.push(record(row))
    }
    io.progress({ ...state })
  }

  try {
    let stopped: string | undefined
    try {
      stopped = await page(spec, query, io, onPage)
    } catch (error) {
      // The budget or the timeout ends a report where it is: what came stays, marked partial.
      const late = io.overdue()
      if (error instanceof BudgetSpent) stopped = error.message
      else if (error instanceof ExportStopped && error.timeout) {
        stopped = error.message
        state.timedOut = true
      } else if (error instanceof ApiError && late) {
        // A page asked before the deadline that had not come by its grace: the timeout's doing.
        stopped = late.message
        state.timedOut = true
      } else throw error
    }
    if (dedup) {
      state.top = dedup.top.map(record)
      state.duplicates = dedup.duplicateCount
    }
    state.complete = stopped === undefined
    if (stopped !== undefined) state.incomplete = stopped
    if (writer) {
      await writer.finish(stopped === undefined ? undefined : { incomplete: stopped })
      state.file = file
    }
    return state
  } catch (error) {
    writer?.discard()
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
 * Pages the report as its operation documents: returns why it stopped short (the budget, the
 * timeout, more than the operation gives), or undefined when every row came.
 */
async function page(
  spec: ReportSpec<unknown>,
  query: ReportQuery,
  io: ReportIo,
  onPage: (page: ReportPage<unknown>, index: number) => Promise<void>
): Promise<string | undefined> {
  const { client, budget, call } = io
  if (spec.paging === 'single') {
    const result = await spec.fetch(client, query, call)
    await onPage(result, 0)
    return result.hasMore
      ? `the service has more than the ${spec.limit} rows it gives (${spec.name} documents no paging)`
      : undefined
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
    if (result.complete) return undefined
    const why = result.stopped
    if (why instanceof ExportStopped) throw why
    return why?.message ?? 'stopped'
  }
  // Offset paging: the first page alone, then pages in flight, each taking from the budget.
  try {
    await fetchAllPages({
      pageSize: spec.limit,
      maxPages: 0,
      concurrency: CONCURRENCY,
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
    return undefined
  } catch (error) {
    if (error instanceof BudgetSpent) return error.message
    throw error
  }
}

function failureOf(error: unknown, file: string): string {
  if (error instanceof ApiError || error instanceof ExportStopped || error instanceof CursorLoop) {
    return error.message
  }
  if (error instanceof SizeLimitReached) {
    return `The file would be larger than the ${Inputs.MaxBytes} input allows (${formatBytes(error.maxBytes)}): the report was stopped and its partial file removed. Set ${Inputs.MaxBytes} higher to export more.`
  }
  if (error instanceof Error && 'syscall' in error)
    return `Could not write ${file}: ${error.message}`
  return `Unexpected error: ${error instanceof Error ? error.message : String(error)}`
}
