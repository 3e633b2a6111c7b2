/**
 * What readers struggle with (`digest-file`), and the assistant's transcripts
 * (`assistant-threads`): read within the step's budget after the reports (digest-read.ts),
 * ranked (signals.ts), written as a bounded markdown digest (digest-render.ts) and the
 * transcripts to `<output-dir>/assistant-threads.<format>`. Runs in the export's worker; its
 * outcome is plain data for the main thread's outputs, log and summary.
 */
import { closeSync, rmSync, writeSync } from 'node:fs'
import type { Clock } from '../api/index.js'
import { formatBytes } from '../export/size.js'
import {
  SizeLimitReached,
  createTableWriter,
  redactedColumns,
  type Column
} from '../export/table-writer.js'
import { openExclusive, replaceFile } from '../files.js'
import { Inputs, THREADS_FILE } from './constants.js'
import { threadsFile } from './export-files.js'
import { readForDigest, type DigestData, type Message, type ReadIo } from './digest-read.js'
import { renderDigest, topItems, type TopItem } from './digest-render.js'
import type { AnalyticsSettings } from './settings.js'
import {
  KINDS,
  aiSignals,
  findings,
  pageSignals,
  questionSignals,
  searchSignals
} from './signals.js'

/** Signals of the digest shown in the job summary. */
export const SUMMARY_ITEMS = 5

export interface ThreadsOutcome {
  /** The transcripts' file, when written. */
  file?: string
  threads: number
  messages: number
  /** Asked for but not fetched (the budget, gone). */
  missing: number
  failure?: string
}

/** Plain data only: it crosses from the worker to the main thread. */
export interface DigestOutcome {
  /** The digest written, absolute; absent when none was asked or it failed. */
  file?: string
  characters: number
  /** Signals in the digest, and those left out (by its limit, or past the strongest of a kind). */
  listed: number
  leftOut: number
  /** Signals with less evidence than `digest-thresholds` asks, or about no page of the site. */
  below: number
  /** Requests the digest and the transcripts sent (pages the export had fetched are free). */
  requests: number
  /** What could not be read, one sentence each (the service's words among ours). */
  gaps: string[]
  /** The first signals, for the summary. */
  top: TopItem[]
  threads?: ThreadsOutcome
  /** The digest could not be written. */
  failure?: string
}

export async function writeDigest(
  settings: AnalyticsSettings,
  io: ReadIo & { clock: Clock }
): Promise<DigestOutcome> {
  const before = io.client.requestCount
  let data: DigestData
  try {
    data = await readForDigest(settings, io)
  } catch (error) {
    // The service's failures are gaps (digest-read.ts); this is anything else: say it, write none.
    const why = `Unexpected error: ${error instanceof Error ? error.message : String(error)}`
    return { characters: 0, listed: 0, leftOut: 0, below: 0, requests: io.client.requestCount - before, gaps: [], top: [], failure: why } // prettier-ignore
  }
  const outcome: DigestOutcome = {
    characters: 0,
    listed: 0,
    leftOut: 0,
    below: 0,
    requests: io.client.requestCount - before,
    gaps: data.gaps,
    top: []
  }
  if (settings.assistantThreads > 0) outcome.threads = await writeThreads(settings, data, io.clock)
  if (!settings.digestFile) return outcome
  if (data.read.size === 0 && data.gaps.length > 0) {
    // Nothing read is no quiet week: a digest saying "No signal" would send the agent off on it.
    outcome.failure = `The digest read nothing of the service (${data.gaps.length} ${data.gaps.length === 1 ? 'part' : 'parts'}, each in a warning): it was not written, so that no step takes it for a week without a signal.` // prettier-ignore
    return outcome
  }

  const lists = {
    page: pageSignals(data.byPage, data.feedback),
    question: questionSignals(data.conversations),
    search: searchSignals(data.searches),
    ai: data.visitors ? aiSignals(data.visitors.now, data.visitors.before) : []
  }
  const secrets = [settings.apiKey]
  const found = findings(lists, settings.digestThresholds, data.site)
  const rendered = renderDigest({
    projectId: settings.projectId,
    dateFrom: settings.dateFrom,
    dateTo: settings.dateTo,
    data,
    findings: found,
    thresholds: settings.digestThresholds,
    requests: outcome.requests,
    limit: settings.digestLimit,
    secrets
  })
  outcome.listed = rendered.listed.length
  outcome.leftOut = KINDS.reduce((sum, k) => sum + rendered.leftOut[k] + rendered.beyond[k], 0)
  outcome.below = KINDS.reduce((sum, k) => sum + found.below[k], found.offSite)
  outcome.top = topItems(rendered.listed, SUMMARY_ITEMS, secrets)
  try {
    writeText(settings.digestFile, rendered.text, settings.outputRoots)
    outcome.file = settings.digestFile
    outcome.characters = rendered.text.length
  } catch (error) {
    outcome.failure = `Could not write the digest (${Inputs.DigestFile}): ${error instanceof Error ? error.message : String(error)}`
  }
  return outcome
}

/** Writes `text` whole or not at all: under a temporary name, moved into place (files.ts). */
function writeText(file: string, text: string, roots: readonly string[]): void {
  const partial = `${file}.partial`
  const fd = openExclusive(partial, roots)
  try {
    writeSync(fd, text, null, 'utf8')
  } catch (error) {
    closeSync(fd)
    rmSync(partial, { force: true })
    throw error
  }
  closeSync(fd)
  replaceFile(partial, file)
}

interface ThreadRow {
  threadId: string
  message: number
  m: Message
}

const THREAD_COLUMNS: readonly Column<ThreadRow>[] = [
  { name: 'threadId', cell: (r) => r.threadId },
  { name: 'message', cell: (r) => r.message },
  { name: 'role', cell: (r) => r.m.role },
  { name: 'createdAt', cell: (r) => r.m.createdAt ?? null },
  { name: 'content', cell: (r) => r.m.content }
]

/** The transcripts fetched, a row per message, in the format of the reports. */
async function writeThreads(
  settings: AnalyticsSettings,
  data: DigestData,
  clock: Clock
): Promise<ThreadsOutcome> {
  const file = threadsFile(settings)
  const rows: ThreadRow[] = []
  for (const [threadId, messages] of data.threads) {
    messages.forEach((m, i) => rows.push({ threadId, message: i + 1, m }))
  }
  const outcome: ThreadsOutcome = { threads: data.threads.size, messages: rows.length, missing: data.threadsMissing } // prettier-ignore
  let writer
  try {
    writer = createTableWriter<ThreadRow>({
      format: settings.format,
      file,
      roots: settings.outputRoots,
      columns: redactedColumns(THREAD_COLUMNS),
      rowsKey: THREADS_FILE,
      maxBytes: settings.maxBytes,
      sayComplete: true
    })
    await writer.begin({
      projectId: settings.projectId,
      report: THREADS_FILE,
      dateFrom: settings.dateFrom ?? null,
      dateTo: settings.dateTo ?? null,
      exportedAt: new Date(clock.now()).toISOString()
    })
    await writer.rows(rows)
    await writer.finish(
      data.threadsMissing > 0
        ? { incomplete: `${data.threadsMissing} of the ${data.threadsAsked} transcripts asked for did not come` } // prettier-ignore
        : undefined
    )
    outcome.file = file
  } catch (error) {
    writer?.discard()
    outcome.failure =
      error instanceof SizeLimitReached
        ? `The transcripts' file would be larger than the ${Inputs.MaxBytes} input allows (${formatBytes(error.maxBytes)}); it was not written.`
        : `Could not write ${file}: ${error instanceof Error ? error.message : String(error)}`
  }
  return outcome
}
