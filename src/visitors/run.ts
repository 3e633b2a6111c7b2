/**
 * The visitor analytics action: read the settings, fetch every page of unique visitors for the
 * range (streaming rows to the file as they arrive), then report: outputs and a job summary.
 */
import * as core from '@actions/core'
import { ApiError, DocsApiClient, redact, systemClock, type Clock } from '../api/index.js'
import { SettingsError } from '../inputs.js'
import { abortOnSignals } from '../signals.js'
import { Inputs, Outputs } from './constants.js'
import { fetchAllPages } from './paging.js'
import { ExportReport } from './report.js'
import { readVisitorsSettings, type VisitorsSettings } from './settings.js'
import { summaryHtml } from './summary.js'
import { createRowWriter } from './writers.js'

/** Rate limits are per organisation and per hour: a 429 may ask for a long wait. */
const RETRY = { maxAttempts: 8, baseDelayMs: 1000, maxDelayMs: 60_000 }

export async function run(clock: Clock = systemClock): Promise<void> {
  const apiKey = core.getInput(Inputs.ApiKey).trim()
  if (apiKey) core.setSecret(apiKey)
  const clean = (text: string): string => redact(text, [apiKey])

  let settings: VisitorsSettings
  try {
    settings = readVisitorsSettings((name) => core.getInput(name), {
      workspace: process.env.GITHUB_WORKSPACE ?? process.cwd(),
      now: clock.now()
    })
  } catch (error) {
    core.setFailed(clean(error instanceof Error ? error.message : String(error)))
    return
  }

  const cancel = abortOnSignals((signal) =>
    core.warning(`Received ${signal}: stopping the export.`)
  )
  const client = new DocsApiClient({
    apiKey: settings.apiKey,
    projectId: settings.projectId,
    baseUrl: settings.apiUrl,
    clock,
    retry: RETRY,
    logger: { debug: (m) => core.debug(clean(m)), info: (m) => core.info(clean(m)) }
  })
  const deadline = clock.now() + settings.timeoutMs
  const report = new ExportReport()
  const writer = createRowWriter(settings.format, settings.outputFile)
  let truncated = false
  let failed = false

  try {
    await core.group(
      `Exporting unique visitors of ${settings.projectId} (${settings.dateFrom ?? 'default start'} to ${settings.dateTo ?? 'now'})`,
      async () => {
        const result = await fetchAllPages({
          pageSize: settings.pageSize,
          maxPages: settings.maxPages,
          concurrency: settings.concurrency,
          fetchPage: (offset, limit, signal) =>
            client.getVisitors(
              { dateFrom: settings.dateFrom, dateTo: settings.dateTo, limit, offset },
              { signal: AbortSignal.any([signal, cancel.signal]), deadline }
            ),
          onPage: async (page, index) => {
            const rows = report.page(page.totals, page.visitors)
            if (index === 0) {
              await writer.begin({
                projectId: settings.projectId,
                dateFrom: settings.dateFrom ?? null,
                dateTo: settings.dateTo ?? null,
                exportedAt: new Date(clock.now()).toISOString(),
                totals: page.totals
              })
            }
            await writer.rows(rows)
          }
        })
        truncated = result.truncated
        await writer.finish()
        core.info(
          `${report.rows} pages in ${result.pages} result pages, ${client.requestCount} requests`
        )
      }
    )
    if (report.duplicateCount > 0) {
      core.warning(
        `${report.duplicateCount} page rows came twice across result pages (the data changed during the export); each path was exported once. First: ${report.duplicates.join(', ')}`
      )
    }
    if (report.totalsChanged) {
      core.warning(
        'The site totals changed between result pages: the data was updated during the export. The file has the totals of the first page.'
      )
    }
    if (truncated) {
      core.warning(
        `max-pages (${settings.maxPages}) stopped the export; the service has more pages.`
      )
    }
  } catch (error) {
    failed = true
    writer.discard()
    const message =
      error instanceof ApiError || error instanceof SettingsError
        ? error.message
        : `Unexpected error: ${error instanceof Error ? error.message : String(error)}`
    core.setFailed(
      clean(
        cancel.signal.aborted
          ? `The export was cancelled. ${message}`
          : `The export failed: ${message}`
      )
    )
  } finally {
    const totals = report.totals
    const outputs: Record<string, string> = {
      [Outputs.Requests]: String(client.requestCount),
      [Outputs.Pages]: String(report.rows),
      [Outputs.Truncated]: String(truncated)
    }
    if (totals) {
      outputs[Outputs.Human] = String(totals.human)
      outputs[Outputs.Ai] = String(totals.ai)
      outputs[Outputs.Total] = String(totals.total)
    }
    if (!failed) outputs[Outputs.File] = settings.outputFile
    for (const [name, value] of Object.entries(outputs)) core.setOutput(name, clean(value))
    if (totals && process.env.GITHUB_STEP_SUMMARY && !failed) {
      await core.summary
        .addRaw(
          clean(
            summaryHtml({
              projectId: settings.projectId,
              dateFrom: settings.dateFrom,
              dateTo: settings.dateTo,
              totals,
              top: report.top,
              rows: report.rows,
              file: settings.outputFile,
              truncated
            })
          ),
          true
        )
        .write()
        .catch((error: unknown) =>
          core.warning(`Could not write the job summary: ${String(error)}`)
        )
    }
  }
}
