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
import type { CallOptions, Clock, Logger } from '../api/index.js'
import { ReportsClient } from '../api/reports-client.js'
import type { Transport } from '../api/transport.js'
import { BOUNDS, type Bounds } from '../bounds.js'
import { BudgetSpent, RequestBudget } from '../export/budget.js'
import { ExportStopped } from '../export/stopped.js'
import { registerSecret } from '../sinks/secrets.js'
import { compareWithPrevious } from './compare.js'
import { writeDigest } from './digest.js'
import { HeadPages, NO_PAGES } from './heads.js'
import type { AnalyticsOutcome, ReportOutcome } from './outcome.js'
import { exportReport } from './report-export.js'
import { REPORTS, type ReportSpec } from './reports.js'
import { digestPlan, whereSpent } from './reserve.js'
import type { AnalyticsSettings } from './settings.js'

// Where the action's run and summary import them from.
export { NOTHING_YET, type AnalyticsOutcome, type Compared, type ReportOutcome } from './outcome.js'

export interface AnalyticsIo {
  log: Logger
  signal: AbortSignal
  clock: Clock
  bounds?: Bounds
  /** Default: the export's own transport (api/transport.ts: exportTransportFor). */
  fetch?: Transport
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
  // The digest's requests are held back from the reports, once, before they begin (the settings
  // saw that the share leaves each report a request); each page of its they fetch gives one back
  // (the digest takes the page from them).
  const wantsDigest = settings.digestFile !== '' || settings.assistantThreads > 0
  const plan = wantsDigest ? digestPlan(settings) : undefined
  // Always: the pages readers visited, from a whole visitors or views export, check the pages
  // voted down in the summary too; without a digest it keeps no page for one.
  const range = { dateFrom: settings.dateFrom, dateTo: settings.dateTo }
  const heads = new HeadPages(plan?.pages ?? NO_PAGES, range, plan?.previous)
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
        // Where it went: the reports before it, and the digest's share, held since the start.
        skipped: whereSpent(settings, budget, 'before it began', [[budget.used, 'by the reports before it']]), // prettier-ignore
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
    result.compareSkipped = await compareWithPrevious(settings, reports, { client, budget, call, heads }) // prettier-ignore
  }
  if (plan && !signal.aborted) {
    budget.release()
    result.digest = await writeDigest(settings, {
      client,
      budget,
      call: { ...call, admit: shareOf(plan.requests, budget) },
      heads,
      clock,
      stop: overdue
    })
  }
  result.requests = client.requestCount
  return result
}

/**
 * The digest's requests, its retries too, within its plan (docs/analytics.md: at most 13, and one
 * per transcript) as well as the step's budget: a failing service gets the retries its share has
 * room for, not the rest of the step's.
 */
function shareOf(requests: number, budget: RequestBudget): () => Error | undefined {
  let taken = 0
  return () => {
    if (taken >= requests) {
      return new BudgetSpent(budget.max, `the digest's share of the step's request budget (${requests} requests, retries included) was spent`) // prettier-ignore
    }
    if (!budget.take()) return new BudgetSpent(budget.max)
    taken++
    return undefined
  }
}
