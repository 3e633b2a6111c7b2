/**
 * Reads the analytics action's inputs into one typed settings object, checking every one of them
 * before any request, each problem naming the input and the form it expects.
 */
import { realpathSync, statSync } from 'node:fs'
import { basename, dirname, join, sep } from 'node:path'
import { parseDurationMs } from '../duration.js'
import { readRange } from '../export/range-inputs.js'
import { parseBytes } from '../export/size.js'
import { FORMATS, type Format } from '../export/table-writer.js'
import { resolveOutputPath } from '../files.js'
import { SettingsError, list, readServiceInputs, shown, type InputReader } from '../inputs.js'
import {
  DEFAULT_MAX_REQUESTS,
  DEFAULT_REPORTS,
  FEEDBACK_SOURCES,
  FEEDBACK_STATUSES,
  Inputs,
  MAX_ASSISTANT_THREADS,
  MAX_MAX_REQUESTS,
  NO_REPORTS,
  REPORT_NAMES,
  THREADS_FILE,
  type ReportName
} from './constants.js'
import { reserveProblem } from './reserve.js'
import { DEFAULT_THRESHOLDS, readThresholds, type Thresholds } from './thresholds.js'

export interface AnalyticsSettings {
  /** The admin API key (masked before this object exists). */
  apiKey: string
  projectId: string
  apiUrl: string
  /** The reports to export, each once, in REPORT_NAMES' order. */
  reports: ReportName[]
  /** Absolute path of the folder the files go in: `<report>.<format>`. */
  outputDir: string
  /** The folders files may be written in (the workspace, RUNNER_TEMP). */
  outputRoots: string[]
  dateFrom?: string
  dateTo?: string
  format: Format
  /** feedback's filters, as the service takes them; '' for none. */
  feedbackSource: string
  feedbackStatus: string
  /** Transcripts of assistant conversations to fetch, one request each. */
  assistantThreads: number
  /** `previous`: the same period before it, fetched within the same budget; '' for none. */
  compare: '' | 'previous'
  /** The step's request budget (the analytics API's limit is shared by the organisation). */
  maxRequests: number
  /** The largest file written, in bytes, each. */
  maxBytes: number
  /** Absolute path of the digest to write; '' for none. */
  digestFile: string
  digestLimit: number
  /** The least evidence of a finding of the digest (`digest-thresholds`). */
  digestThresholds: Thresholds
  /** How long the whole step may take, rate-limit waits included, in ms. */
  timeoutMs: number
  /** Offset reports (visitors, views): rows a request; 0 for the operation's largest. */
  pageSize: number
  /** Offset reports: result pages at most, 0 for no cap (`truncated` says the cap stopped one). */
  maxPages: number
  /** Offset reports: page requests in flight after the first page. */
  concurrency: number
  /**
   * The visitors action's preset (visitors/settings.ts): the absolute path of its one report's
   * file, written as its v1 wrote it (JSON names the report `metric` and says `complete` only
   * when it is not; paths as they came, unredacted); '' for the analytics action's
   * `<output-dir>/<report>.<format>`.
   */
  outputFile: string
}

/** Offset pages in flight after the first, the analytics action's and the visitors default. */
export const CONCURRENCY = 4

/** `digest-limit`'s default and bounds, in characters. */
export const DEFAULT_DIGEST_LIMIT = 20_000
const MIN_DIGEST_LIMIT = 1000
const MAX_DIGEST_LIMIT = 200_000

export function readAnalyticsSettings(
  input: InputReader,
  options: { workspace: string; now: number; runnerTemp?: string }
): AnalyticsSettings {
  const problems: string[] = []
  const text = (name: string): string => input(name).trim()
  const { apiKey, projectId, apiUrl } = readServiceInputs(input, problems)
  const { reports, none } = readReports(input, problems)
  const { dateFrom, dateTo } = readRange(
    text,
    { dateFrom: Inputs.DateFrom, dateTo: Inputs.DateTo, period: Inputs.Period },
    options.now,
    problems
  )
  const format = readFormat(text, problems)
  const { feedbackSource, feedbackStatus } = readFeedbackFilters(input, problems)

  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const value = text(name)
    if (value === '') return fallback
    const number = /^\d+$/.test(value) ? Number(value) : NaN
    if (!(number >= min && number <= max)) {
      problems.push(
        `Input '${name}' must be a whole number from ${min} to ${max}; got ${shown(value)}.`
      )
      return fallback
    }
    return number
  }
  const assistantThreads = integer(Inputs.AssistantThreads, 0, 0, MAX_ASSISTANT_THREADS)
  const maxRequests = integer(Inputs.MaxRequests, DEFAULT_MAX_REQUESTS, 1, MAX_MAX_REQUESTS)
  const digestLimit = integer(Inputs.DigestLimit, DEFAULT_DIGEST_LIMIT, MIN_DIGEST_LIMIT, MAX_DIGEST_LIMIT) // prettier-ignore
  const thresholds = readThresholds(text(Inputs.DigestThresholds))
  if ('problem' in thresholds) problems.push(thresholds.problem)

  const compareText = text(Inputs.Compare).toLowerCase()
  if (compareText !== '' && compareText !== 'previous') {
    problems.push(
      `Input '${Inputs.Compare}' must be previous, or empty for none; got ${shown(compareText)}.`
    )
  }
  if (compareText === 'previous' && (dateFrom === undefined || dateTo === undefined)) {
    problems.push(
      `Input '${Inputs.Compare}' needs a whole range to compare with the one before it: set '${Inputs.Period}', or both '${Inputs.DateFrom}' and '${Inputs.DateTo}'.`
    )
  }

  const maxBytesText = text(Inputs.MaxBytes) || '100MB'
  const maxBytes = parseBytes(maxBytesText)
  if (maxBytes === undefined) {
    problems.push(
      `Input '${Inputs.MaxBytes}' must be a size above 0, like 500KB, 100MB or 2GiB, or a number of bytes; got ${shown(maxBytesText)}.`
    )
  }
  const { outputRoots, outputDir, digestFile } = readFiles(text, options, problems)
  const timeoutMs = readTimeout(text, problems)

  if (none && !text(Inputs.DigestFile) && assistantThreads === 0) {
    problems.push(
      `Input '${Inputs.Reports}' is ${NO_REPORTS}, and neither '${Inputs.DigestFile}' nor '${Inputs.AssistantThreads}' is set: the step would do nothing.`
    )
  }

  const files = { reports, format, outputDir, digestFile, assistantThreads }
  const collision = digestFile ? digestCollision(files, text(Inputs.OutputDir) || 'analytics', text(Inputs.DigestFile)) : undefined // prettier-ignore
  if (collision) problems.push(collision)
  // Only from inputs that stand: a reserve reckoned from a refused one's default would mislead.
  const reserve = problems.length ? undefined : reserveProblem({ ...files, dateFrom, dateTo, maxRequests }) // prettier-ignore
  if (reserve) problems.push(reserve)

  if (problems.length > 0) throw new SettingsError(problems)
  return {
    apiKey,
    projectId,
    apiUrl,
    reports,
    outputDir,
    outputRoots,
    dateFrom,
    dateTo,
    format,
    feedbackSource,
    feedbackStatus,
    assistantThreads,
    compare: compareText === 'previous' ? 'previous' : '',
    maxRequests,
    maxBytes: maxBytes ?? 0,
    digestFile,
    digestLimit,
    digestThresholds: 'problem' in thresholds ? DEFAULT_THRESHOLDS : thresholds,
    timeoutMs: timeoutMs ?? 0,
    pageSize: 0,
    maxPages: 0,
    concurrency: CONCURRENCY,
    outputFile: ''
  }
}

/** `reports`: the reports asked for, in REPORT_NAMES' order; `none` for a step without any. */
function readReports(
  input: InputReader,
  problems: string[]
): { reports: ReportName[]; none: boolean } {
  const asked = list(input(Inputs.Reports)).map((name) => name.toLowerCase())
  // `none`: a step that writes only the digest or the transcripts.
  const none = asked.length === 1 && asked[0] === NO_REPORTS
  const unknown = none
    ? []
    : asked.filter((name) => !(REPORT_NAMES as readonly string[]).includes(name))
  if (unknown.length > 0) {
    problems.push(
      `Input '${Inputs.Reports}' must be a comma-separated list of ${REPORT_NAMES.join(', ')}, or ${NO_REPORTS}; got ${unknown.map(shown).join(', ')}.`
    )
  }
  const reports = none
    ? []
    : asked.length
      ? REPORT_NAMES.filter((name) => asked.includes(name))
      : [...DEFAULT_REPORTS]
  return { reports, none }
}

/** `format`: the files' format (JSON by default). */
function readFormat(text: (name: string) => string, problems: string[]): Format {
  const formatText = (text(Inputs.Format) || 'json').toLowerCase()
  const format = (FORMATS as readonly string[]).includes(formatText)
    ? (formatText as Format)
    : 'json'
  if (format !== formatText) {
    problems.push(
      `Input '${Inputs.Format}' must be one of ${FORMATS.join(', ')}; got ${shown(text(Inputs.Format))}.`
    )
  }
  return format
}

/** feedback's filters, `feedback-source` and `feedback-status`, as the service takes them. */
function readFeedbackFilters(
  input: InputReader,
  problems: string[]
): Pick<AnalyticsSettings, 'feedbackSource' | 'feedbackStatus'> {
  const feedbackSource = input(Inputs.FeedbackSource).trim().toLowerCase()
  if (feedbackSource && !(FEEDBACK_SOURCES as readonly string[]).includes(feedbackSource)) {
    problems.push(
      `Input '${Inputs.FeedbackSource}' must be one of ${FEEDBACK_SOURCES.join(', ')}, or empty for all; got ${shown(feedbackSource)}.`
    )
  }
  const statuses = list(input(Inputs.FeedbackStatus)).map((s) => s.toLowerCase())
  const badStatus = statuses.filter((s) => !(FEEDBACK_STATUSES as readonly string[]).includes(s))
  if (badStatus.length > 0) {
    problems.push(
      `Input '${Inputs.FeedbackStatus}' must be a comma-separated list of ${FEEDBACK_STATUSES.join(', ')}, or empty for all; got ${badStatus.map(shown).join(', ')}.`
    )
  }
  return { feedbackSource, feedbackStatus: statuses.join(',') }
}

/**
 * Where the files go: `output-dir` and `digest-file`, written only inside the workspace or
 * RUNNER_TEMP, never through a symbolic link (files.ts).
 */
function readFiles(
  text: (name: string) => string,
  options: { workspace: string; runnerTemp?: string },
  problems: string[]
): Pick<AnalyticsSettings, 'outputRoots' | 'outputDir' | 'digestFile'> {
  const roots = [options.workspace, options.runnerTemp ?? ''].filter(Boolean)
  const dirText = text(Inputs.OutputDir) || 'analytics'
  const dir = resolveOutputPath(join(dirText, 'any'), {
    workspace: options.workspace,
    roots,
    input: Inputs.OutputDir
  })
  if ('problem' in dir) problems.push(dir.problem)
  const outputDir = 'path' in dir ? dir.path.slice(0, -'/any'.length) : ''

  let digestFile = ''
  const digestText = text(Inputs.DigestFile)
  if (digestText) {
    const digest = resolveOutputPath(digestText, {
      workspace: options.workspace,
      roots,
      input: Inputs.DigestFile
    })
    if ('problem' in digest) problems.push(digest.problem)
    else digestFile = digest.path
  }
  return { outputRoots: roots, outputDir, digestFile }
}

/**
 * `digest-file` may not be a file the step writes otherwise (a report's, the transcripts'): the
 * digest would overwrite it and both outputs name one file. Compared as the folder really is and
 * whatever the case (macOS and Windows runners do not tell `Feedback.json` from `feedback.json`).
 */
function digestCollision(
  files: Pick<AnalyticsSettings, 'reports' | 'format' | 'outputDir' | 'digestFile' | 'assistantThreads'>, // prettier-ignore
  outputDirText: string,
  digestText: string
): string | undefined {
  const same = (a: string, b: string): boolean => canonical(a) === canonical(b)
  const file = (name: string): string => join(files.outputDir, `${name}.${files.format}`)
  // The folder the files go in, or one it is in: the step makes it, and no file can be written there.
  const folder = canonical(files.outputDir)
  const digest = canonical(files.digestFile)
  if (folder === digest || folder.startsWith(`${digest}${sep}`) || isFolder(files.digestFile)) {
    return `Input '${Inputs.DigestFile}' names ${shown(digestText)}, a folder (that of '${Inputs.OutputDir}', ${shown(outputDirText)}, or one it is in, or one there already): the digest is a file. Name a file, like ${shown(join(outputDirText, 'reader-digest.md'))}.`
  }
  const report = files.reports.find((name) => same(file(name), files.digestFile))
  const threads = files.assistantThreads > 0 && same(file(THREADS_FILE), files.digestFile)
  if (!report && !threads) return undefined
  const whose = report ? `the file of the ${report} report` : `the transcripts' file (${Inputs.AssistantThreads})` // prettier-ignore
  return `Input '${Inputs.DigestFile}' names ${shown(digestText)}, ${whose} in '${Inputs.OutputDir}' (${shown(outputDirText)}): the digest would overwrite it. Name another file.`
}

/** A path as the disk sees it: its folder's real path where it exists, in lower case. */
/** `file` is there, and a folder. */
function isFolder(file: string): boolean {
  try {
    return statSync(file).isDirectory()
  } catch {
    return false
  }
}

function canonical(file: string): string {
  let folder = dirname(file)
  try {
    folder = realpathSync(folder)
  } catch {
    // Not there yet: as written (resolveOutputPath checked every part that exists).
  }
  return join(folder, basename(file)).toLowerCase()
}

/** `timeout`: how long the whole step may take; undefined when it is not a duration of 1 s or more. */
function readTimeout(text: (name: string) => string, problems: string[]): number | undefined {
  const timeoutText = text(Inputs.Timeout) || '30m'
  const timeoutMs = parseDurationMs(timeoutText)
  if (timeoutMs === undefined || timeoutMs < 1000) {
    problems.push(
      `Input '${Inputs.Timeout}' must be a duration like 90s, 45m, 1h30m or a number of seconds; got ${shown(timeoutText)}.`
    )
  }
  return timeoutMs
}
