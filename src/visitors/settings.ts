/**
 * Reads the visitor analytics action's inputs, checking every one of them before any request,
 * each problem naming the input and the form it expects, into the settings of the analytics
 * engine: the visitors action is its preset. One report (`metric`: visitors or views) to its own
 * `output-file`, paged by `page-size`, `max-pages` and `concurrency`, without a request budget
 * (the action has none: `max-pages` and `timeout` bound it), and no digest.
 */
import { dirname } from 'node:path'
import { DEFAULT_DIGEST_LIMIT, type AnalyticsSettings } from '../analytics/settings.js'
import { DEFAULT_THRESHOLDS } from '../analytics/thresholds.js'
import { resolveOutputPath } from '../files.js'
import { SettingsError, readServiceInputs, shown, type InputReader } from '../inputs.js'
import { parseDurationMs } from '../duration.js'
import { FORMATS, Inputs, METRICS, type Format, type Metric } from './constants.js'
import { readRange } from '../export/range-inputs.js'
import { parseBytes } from '../export/size.js'

/** What the visitors action has none of: the analytics action's filters, comparison and digest. */
const NOTHING_ELSE = {
  feedbackSource: '',
  feedbackStatus: '',
  assistantThreads: 0,
  compare: '',
  digestFile: '',
  digestLimit: DEFAULT_DIGEST_LIMIT,
  digestThresholds: DEFAULT_THRESHOLDS
} as const satisfies Partial<AnalyticsSettings>

/** The metric a visitors step exports: its one report. */
export const metricOf = (settings: AnalyticsSettings): Metric =>
  settings.reports[0] === 'views' ? 'views' : 'visitors'

/**
 * `max-bytes`' default (visitors/action.yml), used too when the input is empty: 100 MB. A real
 * site's export is far smaller (a row of JSON is about 100 bytes with a typical path: 100 MB is a
 * million pages, more than any documentation site has), while a service that pages forever is
 * stopped long before it fills a runner's disk (about 14 GB free on GitHub's hosted runners) or
 * makes an artifact too large to be of use.
 */
export const DEFAULT_MAX_BYTES = '100MB'

export function readVisitorsSettings(
  input: InputReader,
  options: { workspace: string; now: number; runnerTemp?: string }
): AnalyticsSettings {
  const problems: string[] = []
  const text = (name: string): string => input(name).trim()
  const quoted = shown

  const { apiKey, projectId, apiUrl } = readServiceInputs(input, problems)

  const { dateFrom, dateTo } = readRange(
    text,
    { dateFrom: Inputs.DateFrom, dateTo: Inputs.DateTo, period: Inputs.Period },
    options.now,
    problems
  )

  const integer = (name: string, min: number, max: number, form: string): number => {
    const value = text(name)
    const number = /^\d+$/.test(value) ? Number(value) : NaN
    if (!(number >= min && number <= max)) {
      problems.push(`Input '${name}' must be ${form}; got ${quoted(value)}.`)
      return min
    }
    return number
  }
  const pageSize = integer(Inputs.PageSize, 1, 250, 'a whole number from 1 to 250')
  const maxPages = integer(Inputs.MaxPages, 0, Number.MAX_SAFE_INTEGER, 'a whole number, 0 for no cap') // prettier-ignore
  const concurrency = integer(Inputs.Concurrency, 1, 16, 'a whole number from 1 to 16')

  const maxBytesText = text(Inputs.MaxBytes) || DEFAULT_MAX_BYTES
  const maxBytes = parseBytes(maxBytesText)
  if (maxBytes === undefined) {
    problems.push(
      `Input '${Inputs.MaxBytes}' must be a size above 0, like 500KB, 100MB or 2GiB (KB, MB, GB: powers of 1000; KiB, MiB, GiB: powers of 1024) or a number of bytes; got ${quoted(maxBytesText)}.`
    )
  }

  const metricText = (text(Inputs.Metric) || 'visitors').toLowerCase()
  let metric: Metric = 'visitors'
  if ((METRICS as readonly string[]).includes(metricText)) metric = metricText as Metric
  else
    problems.push(
      `Input '${Inputs.Metric}' must be one of ${METRICS.join(', ')}; got ${quoted(text(Inputs.Metric))}.`
    )

  const formatText = text(Inputs.Format).toLowerCase()
  let format: Format = 'json'
  if ((FORMATS as readonly string[]).includes(formatText)) format = formatText as Format
  else
    problems.push(
      `Input '${Inputs.Format}' must be one of ${FORMATS.join(', ')}; got ${quoted(text(Inputs.Format))}.`
    )

  // Written only inside the workspace or RUNNER_TEMP, never through a symbolic link.
  const roots = [options.workspace, options.runnerTemp ?? ''].filter(Boolean)
  const file = text(Inputs.OutputFile) || `${metric}.${format}`
  const output = resolveOutputPath(file, {
    workspace: options.workspace,
    roots,
    input: Inputs.OutputFile
  })
  if ('problem' in output) problems.push(output.problem)
  const outputFile = 'path' in output ? output.path : ''

  const timeoutText = text(Inputs.Timeout) || '30m'
  const timeoutMs = parseDurationMs(timeoutText)
  if (timeoutMs === undefined || timeoutMs < 1000) {
    problems.push(
      `Input '${Inputs.Timeout}' must be a duration like 90s, 45m, 1h30m or a number of seconds; got ${quoted(timeoutText)}.`
    )
  }

  if (problems.length > 0) throw new SettingsError(problems)
  return {
    apiKey,
    projectId,
    apiUrl,
    reports: [metric],
    outputDir: dirname(outputFile),
    outputRoots: roots,
    dateFrom,
    dateTo,
    format,
    ...NOTHING_ELSE,
    // No budget: every page asked for is fetched (the action's bounds are max-pages and timeout).
    maxRequests: Infinity,
    maxBytes: maxBytes ?? 0,
    timeoutMs: timeoutMs ?? 0,
    pageSize,
    maxPages,
    concurrency,
    outputFile
  }
}
