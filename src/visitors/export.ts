/**
 * One export of a metric (unique visitors or page views): every result page fetched, its rows
 * streamed to the file, and what was learnt on the way. Knows nothing of GitHub Actions: it runs
 * in the export worker (worker.ts) and reports back an outcome, which the action turns into
 * outputs, warnings and the summary.
 */
import {
  ApiError,
  DocsApiClient,
  type AnalyticsQuery,
  type CallOptions,
  type Clock,
  type Logger,
  type PageCounts,
  type Counts
} from '../api/index.js'
import { BOUNDS, type Bounds } from '../bounds.js'
import { SettingsError } from '../inputs.js'
import { Inputs, type Metric } from './constants.js'
import { fetchAllPages, type ResultPage } from '../export/paging.js'
import { ExportReport } from '../export/report.js'
import { ExportStopped, MAX_STALE_PAGES } from '../export/stopped.js'
import type { VisitorsSettings } from './settings.js'
import { formatBytes } from '../export/size.js'
import { SizeLimitReached, createRowWriter, type RowWriter } from './writers.js'

/** Plain data only: it crosses from the worker to the main thread. */
export interface ExportOutcome {
  /** Page rows written (each path once). */
  rows: number
  /** Result pages handed on. */
  resultPages: number
  requests: number
  /** `max-pages` stopped the export while the service had more. */
  truncated: boolean
  /** The site totals of the first page. */
  totals?: Counts
  totalsChanged: boolean
  duplicateCount: number
  /** The first few paths that came twice. */
  duplicates: string[]
  top: PageCounts[]
  /** Why the export failed (the file was removed); absent when the file is complete. */
  failure?: string
  /** The failure came from cancellation. */
  cancelled?: boolean
}

/** Before the first page: nothing sent, nothing written. */
export const NOTHING_YET: ExportOutcome = Object.freeze({
  rows: 0,
  resultPages: 0,
  requests: 0,
  truncated: false,
  totalsChanged: false,
  duplicateCount: 0,
  duplicates: [],
  top: []
})

export interface ExportIo {
  log: Logger
  signal: AbortSignal
  clock: Clock
  /** Default BOUNDS (its exportRetry: rate limits per organisation and hour, long 429 waits). */
  bounds?: Bounds
  /** The client's transport; default the runtime's, or the proxy's (api/transport.ts). */
  fetch?: typeof globalThis.fetch
  /** After each result page is written: what is known so far, should the export die. */
  onProgress?(outcome: ExportOutcome): void
}

export async function exportVisitors(
  settings: VisitorsSettings,
  { log, signal, clock, bounds = BOUNDS, fetch, onProgress }: ExportIo
): Promise<ExportOutcome> {
  const client = new DocsApiClient({
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
  const deadline = clock.now() + settings.timeoutMs
  const report = new ExportReport()
  let stalePages = 0
  let writer: RowWriter | undefined
  const outcome = (): ExportOutcome => ({
    rows: report.rows,
    resultPages: 0,
    requests: client.requestCount,
    truncated: false,
    totals: report.totals,
    totalsChanged: report.totalsChanged,
    duplicateCount: report.duplicateCount,
    duplicates: report.duplicates,
    top: report.top
  })

  try {
    // Inside the try: a folder that cannot be created is a failure like any other.
    const file = (writer = createRowWriter(
      settings.format,
      settings.outputFile,
      settings.outputRoots,
      settings.maxBytes
    ))
    const result = await fetchAllPages({
      pageSize: settings.pageSize,
      maxPages: settings.maxPages,
      concurrency: settings.concurrency,
      fetchPage: (offset, limit, pageSignal) =>
        fetchResultPage(
          client,
          settings.metric,
          { dateFrom: settings.dateFrom, dateTo: settings.dateTo, limit, offset },
          { signal: AbortSignal.any([pageSignal, signal]), deadline }
        ),
      // No page is requested past the deadline; one requested before it may arrive within the
      // request grace (bounds.ts), and if it is the last, the export is complete.
      stopRequests: () =>
        clock.now() > deadline
          ? new ExportStopped(
              `The export did not finish within the timeout input (${Math.round(settings.timeoutMs / 1000)} s); the service still had pages.`
            )
          : undefined,
      onPage: async (page, index) => {
        const rows = report.page(page.totals, page.rows)
        stalePages = rows.length === 0 && page.hasMore ? stalePages + 1 : 0
        if (stalePages >= MAX_STALE_PAGES) {
          throw new ExportStopped(
            `The service answered ${stalePages} result pages in a row with only rows already exported while saying it had more; the export was stopped.`
          )
        }
        if (index === 0) {
          await file.begin({
            projectId: settings.projectId,
            metric: settings.metric,
            dateFrom: settings.dateFrom ?? null,
            dateTo: settings.dateTo ?? null,
            exportedAt: new Date(clock.now()).toISOString(),
            // The documented counts only: the service's other fields stay out of the file.
            totals: { human: page.totals.human, ai: page.totals.ai, total: page.totals.total }
          })
        }
        await file.rows(rows)
        onProgress?.(outcome())
      }
    })
    await file.finish()
    return { ...outcome(), resultPages: result.pages, truncated: result.truncated }
  } catch (error) {
    writer?.discard()
    const failure =
      error instanceof ApiError || error instanceof SettingsError || error instanceof ExportStopped
        ? error.message
        : error instanceof SizeLimitReached
          ? `The file would be larger than the ${Inputs.MaxBytes} input allows (${formatBytes(error.maxBytes)}): the export was stopped and its partial file removed. Set ${Inputs.MaxBytes} higher to export more.`
          : isFileSystemError(error)
            ? `Could not write ${settings.outputFile}: ${error.message}`
            : `Unexpected error: ${error instanceof Error ? error.message : String(error)}`
    return { ...outcome(), failure, cancelled: signal.aborted }
  }
}

/** One result page of `metric` from its endpoint, its rows under `rows`. */
async function fetchResultPage(
  client: DocsApiClient,
  metric: Metric,
  query: AnalyticsQuery,
  call: CallOptions
): Promise<ResultPage> {
  if (metric === 'views') {
    const page = await client.getViews(query, call)
    return { totals: page.totals, rows: page.views, hasMore: page.hasMore }
  }
  const page = await client.getVisitors(query, call)
  return { totals: page.totals, rows: page.visitors, hasMore: page.hasMore }
}

/** An error of the file system (a folder that cannot be made, a full disk), not of ours. */
function isFileSystemError(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && 'syscall' in error && typeof error.syscall === 'string'
}
