/**
 * The analytics job summary (contract §4.7). It opens with the period's figures (and their
 * change, with `compare: previous`); then, per report, what a docs team acts on first
 * (summary-focus.ts), how the report ended, its file by name, and its first rows folded; at the
 * end, where the files are. HTML built with the `htmlOf` tag: the service's and readers' text is
 * escaped code on one line, folded when long (it can neither render as markup nor change when
 * copied); counts and times are ours, formatted from the numbers and times we parsed.
 */
import { realpathSync } from 'node:fs'
import { basename, isAbsolute, relative } from 'node:path'
import { n } from '../export/figures.js'
import { htmlCode, htmlOf, htmlOurs, htmlPiece, type Html } from '../sinks/index.js'
import { digestSectionHtml } from './digest-report.js'
import type { AnalyticsOutcome, ReportOutcome } from './export.js'
import { REPORTS } from './reports.js'
import { cellHtml, headerHtml, join, label, rangeText } from './summary-cells.js'
import { figuresHtml, figuresOf } from './summary-figures.js'
import {
  callers,
  openQuestions,
  pagesVotedDown,
  readersComments,
  searchesWithoutClick,
  topPages
} from './summary-focus.js'

export { change } from './summary-figures.js'

/** Columns left out of the first rows (long, or only for the file). */
const HIDDEN = new Set(['id', 'code', 'filename', 'lang', 'response', 'sources', 'pageUrl'])
/** The first rows' columns in the order people read them: readers' words first. */
const FIRST: Partial<Record<string, readonly string[]>> = {
  feedback: ['comment', 'path', 'helpful', 'createdAt', 'source', 'status'],
  assistant: ['query', 'resolutionStatus', 'responseType', 'queryCategory', 'timestamp']
}

/** Where the files are, as the workflow names them: the workspace, or the runner's temp folder. */
export interface FileRoots {
  workspace: string
  temp?: string
}

/** A file as a workflow names it: relative to the workspace (`analytics/feedback.csv`). */
export function fileName(file: string, roots: FileRoots): string {
  const within = (root: string | undefined): string | undefined => {
    if (!root) return undefined
    for (const base of [root, realOr(root)]) {
      const rel = relative(base, file)
      if (rel && !rel.startsWith('..') && !isAbsolute(rel)) return rel
    }
    return undefined
  }
  const inWorkspace = within(roots.workspace)
  if (inWorkspace !== undefined) return inWorkspace
  const inTemp = within(roots.temp)
  return inTemp !== undefined ? `$RUNNER_TEMP/${inTemp}` : basename(file)
}

const realOr = (path: string): string => {
  try {
    return realpathSync(path)
  } catch {
    return path
  }
}

function firstRows(report: ReportOutcome): Html {
  if (report.top.length === 0) return htmlOf`<p>${htmlOurs('No rows in this range.')}</p>`
  const first = report.top.length === 1 ? 'The first row' : `The first ${report.top.length} rows`
  const spec = REPORTS[report.name]
  const columns = (FIRST[report.name] ?? spec.columns.map((c) => c.name)).filter(
    (name) => !HIDDEN.has(name)
  )
  const rows = report.top.map(
    (row) => htmlOf`<tr>${join(columns.map((name) => cellHtml(name, row[name])))}</tr>`
  )
  const head = headerHtml(columns.map((name) => label(name)))
  return htmlOf`<details><summary>${htmlOurs(`${first}, as exported`)}</summary><table>${htmlPiece(head)}${join(rows)}</table></details>`
}

/** What the report shows first, by report. */
function focusOf(report: ReportOutcome, all: readonly ReportOutcome[]): Html {
  switch (report.name) {
    case 'visitors':
    case 'views':
      return topPages(report)
    case 'feedback-by-page':
      return pagesVotedDown(
        report,
        all.find((r) => r.name === 'feedback' && r.focus)
      )
    case 'feedback':
      return readersComments(report)
    case 'searches':
      return searchesWithoutClick(report)
    case 'assistant':
      return openQuestions(report)
    case 'assistant-callers':
      return callers(report)
  }
}

function section(report: ReportOutcome, all: readonly ReportOutcome[]): Html {
  const title = htmlOf`<h4>${htmlOurs(REPORTS[report.name].title)}</h4>`
  if (report.skipped)
    return htmlOf`${htmlPiece(title)}<p>⏭️ Not exported: ${htmlOurs(report.skipped)}.</p>`
  if (report.failure) {
    return htmlOf`${htmlPiece(title)}<p>❌ Failed: ${htmlCode(report.failure, 500)}</p>`
  }
  const file = report.file ? htmlOf` · ${htmlCode(basename(report.file))}` : htmlOf``
  const rows = `${n(report.rows)} ${report.rows === 1 ? 'row' : 'rows'}`
  const state = report.complete
    ? htmlOurs(`✅ ${rows}, complete`)
    : htmlOurs(`⚠️ ${rows}, partial: ${report.incomplete ?? 'stopped'}`)
  return htmlOf`${htmlPiece(title)}<p>${state}${htmlPiece(file)}</p>${htmlPiece(focusOf(report, all))}${htmlPiece(firstRows(report))}`
}

/** The end: where the files are, and how a workflow makes them downloadable. */
function filesHtml(outcome: AnalyticsOutcome, roots: FileRoots): Html {
  const written = outcome.reports.filter((r) => r.file)
  const first = written[0]
  if (!first?.file) return htmlOf``
  const names = written.map((r) => htmlOf`${htmlCode(fileName(r.file ?? '', roots))}`)
  return htmlOf`<p>${htmlOurs('📁 The files, relative to the workspace:')} ${htmlPiece(names.join(' · ') as Html)}. ${htmlOurs(`They are kept only if the workflow uploads them: an actions/upload-artifact step with their folder as its path (the examples name the artifact docs-analytics) lists them under this run's Artifacts, below. The step's outputs (${first.name}-file, …) hold their full paths on the runner.`)}</p>`
}

export function summaryHtml(input: {
  projectId: string
  dateFrom?: string
  dateTo?: string
  outcome: AnalyticsOutcome
  maxRequests: number
  roots: FileRoots
}): Html {
  const { outcome, roots } = input
  const compared = outcome.reports.find((r) => r.previous)?.previous
  const figures = figuresHtml(figuresOf(outcome.reports), compared)
  const sections = outcome.reports.map((r) => section(r, outcome.reports))
  const compareSkipped = outcome.compareSkipped
    ? htmlOf`<p>⚠️ ${htmlCode(outcome.compareSkipped, 500)}</p>`
    : htmlOf``
  return htmlOf`<h3>📊 Docs analytics of ${htmlCode(input.projectId)}</h3>
<p>${htmlOurs(rangeText(input.dateFrom, input.dateTo))} · ${htmlOurs(`${outcome.requests} of ${input.maxRequests} requests used (max-requests)`)}</p>
${htmlPiece(figures)}${htmlPiece(compareSkipped)}${htmlPiece(digestSectionHtml(outcome.digest, (file) => fileName(file, roots)))}${join(sections)}${htmlPiece(filesHtml(outcome, roots))}
`
}
