/**
 * The files an analytics export writes, by its settings: what the export worker writes, and what
 * the main thread removes as partial when the worker dies before it finished them (step.ts).
 * Apart from the export itself, so that the action's main thread does not load the export.
 */
import { join } from 'node:path'
import { THREADS_FILE, type ReportName } from './constants.js'
import type { AnalyticsSettings } from './settings.js'

/** The file of a report: the visitors preset's one file, or `<output-dir>/<report>.<format>`. */
export function reportFile(
  settings: Pick<AnalyticsSettings, 'outputFile' | 'outputDir' | 'format'>,
  name: ReportName
): string {
  return settings.outputFile || join(settings.outputDir, `${name}.${settings.format}`)
}

/** The transcripts' file: `<output-dir>/assistant-threads.<format>`. */
export const threadsFile = (settings: AnalyticsSettings): string =>
  join(settings.outputDir, `${THREADS_FILE}.${settings.format}`)

/** Files the digest step may leave half-written if the worker dies (step.ts removes them). */
export function digestFiles(settings: AnalyticsSettings): string[] {
  return [
    ...(settings.digestFile ? [settings.digestFile] : []),
    ...(settings.assistantThreads > 0 ? [threadsFile(settings)] : [])
  ]
}
