/**
 * The visitor analytics action: read the settings, export every page of unique visitors for the
 * range in the export worker (rows stream to the file as they arrive), then report: warnings,
 * outputs and a job summary. Outputs are written whatever happens.
 */
import * as core from '@actions/core'
import { redact, systemClock, type Clock } from '../api/index.js'
import { abortOnSignals } from '../signals.js'
import { Inputs, Outputs } from './constants.js'
import type { ExportOutcome } from './export.js'
import { readVisitorsSettings, type VisitorsSettings } from './settings.js'
import { summaryHtml } from './summary.js'
import { exportInWorker } from './worker.js'

/** `entry`: the action's bundle, which the export worker runs too. */
export async function run(entry: string, clock: Clock = systemClock): Promise<void> {
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
  const log = {
    debug: (m: string) => core.debug(clean(m)),
    info: (m: string) => core.info(clean(m))
  }

  let outcome: ExportOutcome | undefined
  try {
    outcome = await core.group(
      `Exporting unique visitors of ${settings.projectId} (${settings.dateFrom ?? 'default start'} to ${settings.dateTo ?? 'now'})`,
      async () => {
        const result = await exportInWorker(entry, settings, log, cancel.signal)
        if (!result.failure) {
          core.info(
            `${result.rows} pages in ${result.resultPages} result pages, ${result.requests} requests`
          )
        }
        return result
      }
    )
  } catch (error) {
    // The worker could not even start (exportInWorker resolves for anything after that).
    core.setFailed(
      clean(`The export failed: ${error instanceof Error ? error.message : String(error)}`)
    )
    return
  }

  if (outcome.failure) {
    core.setFailed(
      clean(
        outcome.cancelled
          ? `The export was cancelled. ${outcome.failure}`
          : `The export failed: ${outcome.failure}`
      )
    )
  } else {
    warnAbout(outcome, settings)
  }
  writeOutputs(outcome, settings, clean)
  if (outcome.totals && process.env.GITHUB_STEP_SUMMARY && !outcome.failure) {
    await core.summary
      .addRaw(
        clean(
          summaryHtml({
            projectId: settings.projectId,
            dateFrom: settings.dateFrom,
            dateTo: settings.dateTo,
            totals: outcome.totals,
            top: outcome.top,
            rows: outcome.rows,
            file: settings.outputFile,
            truncated: outcome.truncated
          })
        ),
        true
      )
      .write()
      .catch((error: unknown) => core.warning(`Could not write the job summary: ${String(error)}`))
  }
}

/** What offset paging over live data, and max-pages, may have done to a complete file. */
function warnAbout(outcome: ExportOutcome, settings: VisitorsSettings): void {
  if (outcome.duplicateCount > 0) {
    core.warning(
      `${outcome.duplicateCount} page rows came twice across result pages (the data changed during the export); each path was exported once. First: ${outcome.duplicates.join(', ')}`
    )
  }
  if (outcome.totalsChanged) {
    core.warning(
      'The site totals changed between result pages: the data was updated during the export. The file has the totals of the first page.'
    )
  }
  if (outcome.truncated) {
    core.warning(`max-pages (${settings.maxPages}) stopped the export; the service has more pages.`)
  }
}

function writeOutputs(
  outcome: ExportOutcome,
  settings: VisitorsSettings,
  clean: (text: string) => string
): void {
  const outputs: Record<string, string> = {
    [Outputs.Requests]: String(outcome.requests),
    [Outputs.Pages]: String(outcome.rows),
    [Outputs.Truncated]: String(outcome.truncated)
  }
  if (outcome.totals) {
    outputs[Outputs.Human] = String(outcome.totals.human)
    outputs[Outputs.Ai] = String(outcome.totals.ai)
    outputs[Outputs.Total] = String(outcome.totals.total)
  }
  if (!outcome.failure) outputs[Outputs.File] = settings.outputFile
  for (const [name, value] of Object.entries(outputs)) core.setOutput(name, clean(value))
}
