/**
 * Reads the visitor analytics action's inputs into one typed settings object, checking every one
 * of them before any request, each problem naming the input and the form it expects.
 */
import { resolveOutputPath } from '../files.js'
import { SettingsError, readServiceInputs, shown, type InputReader } from '../inputs.js'
import { parseDurationMs } from '../duration.js'
import { FORMATS, Inputs, METRICS, type Format, type Metric } from './constants.js'
import { readRange } from '../export/range-inputs.js'
import { parseBytes } from '../export/size.js'

export interface VisitorsSettings {
  /** The admin API key (masked before this object exists). */
  apiKey: string
  projectId: string
  /** Service base URL: `https:`, or `http:` on a loopback host. */
  apiUrl: string
  /** What is counted: unique visitors or page views (each its own endpoint). */
  metric: Metric
  /** Start of the range as sent to the service; undefined: the service's default. */
  dateFrom?: string
  /** Exclusive end of the range as sent; undefined: the service's default. */
  dateTo?: string
  /** Rows per request, 1 to 250. */
  pageSize: number
  /** Stop after this many pages; 0 for no cap. */
  maxPages: number
  /**
   * The largest file written, in bytes: an export that would pass it fails, its partial file
   * removed (a service that pages forever would otherwise fill the runner's disk).
   */
  maxBytes: number
  /** Page requests in flight after the first page. */
  concurrency: number
  format: Format
  /** Absolute path of the file to write. */
  outputFile: string
  /** The folders the file must stay in (the workspace, RUNNER_TEMP). */
  outputRoots: string[]
  /** How long the whole export may take, rate-limit waits included, in ms. */
  timeoutMs: number
}

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
): VisitorsSettings {
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
  const maxPages = integer(
    Inputs.MaxPages,
    0,
    Number.MAX_SAFE_INTEGER,
    'a whole number, 0 for no cap'
  )
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
    metric,
    dateFrom,
    dateTo,
    pageSize,
    maxPages,
    maxBytes: maxBytes ?? 0,
    concurrency,
    format,
    outputFile,
    outputRoots: roots,
    timeoutMs: timeoutMs ?? 0
  }
}
