/**
 * The digest's share of the step's request budget (`digest-file`, `assistant-threads`): its plan
 * of requests, held back once before the reports begin (export.ts), given back one by one as the
 * reports fetch the pages it reads (heads.ts), and whole to the digest when its turn comes. The
 * share may never starve the reports: it must leave each report asked for one request at least,
 * or the settings refuse it before any request (docs/analytics.md says the rule for users).
 */
import { previousRange as previousOf } from '../export/dates.js'
import type { RequestBudget } from '../export/budget.js'
import { Inputs, MAX_MAX_REQUESTS } from './constants.js'
import { PREVIOUS_PAGES, type HeadName, type Range } from './heads.js'

/**
 * The first pages of each report the digest reads, of the step's range. Visitors: the site's
 * most visited pages, until each page voted down is among them (signals.ts checks them there).
 */
export const DIGEST_PAGES: { readonly [N in HeadName]: number } = Object.freeze({
  'feedback-by-page': 1,
  feedback: 3,
  assistant: 2,
  searches: 2,
  visitors: 4
})
/** The most requests the digest sends, transcripts aside. */
export const DIGEST_MAX_REQUESTS =
  Object.values(DIGEST_PAGES).reduce((sum, pages) => sum + pages, 0) + PREVIOUS_PAGES

/** What of the settings the plan depends on. */
export interface PlanSettings {
  /** Absolute path of the digest; '' for none. */
  digestFile: string
  assistantThreads: number
  dateFrom?: string
  dateTo?: string
}

export interface DigestPlan {
  /** The first pages of each report the digest reads, of the step's range. */
  pages: { [N in HeadName]: number }
  range: Range
  /** The period before, when the digest compares AI traffic with it. */
  previous?: Required<Range>
  /** The most requests it sends: its pages and the transcripts. */
  requests: number
}

/**
 * What the digest (or the transcripts alone) will read. Its requests are held back from the
 * reports before it (budget.hold), and given back one by one as the reports fetch its pages
 * (heads.ts), so that a large report can spend neither them nor what the digest no longer needs.
 */
export function digestPlan(settings: PlanSettings): DigestPlan {
  const digest = settings.digestFile !== ''
  const range: Range = { dateFrom: settings.dateFrom, dateTo: settings.dateTo }
  const previous = digest ? previousRange(range) : undefined
  const on = (yes: boolean, name: HeadName): number => (yes ? DIGEST_PAGES[name] : 0)
  const pages = {
    'feedback-by-page': on(digest, 'feedback-by-page'),
    feedback: on(digest, 'feedback'),
    assistant: on(digest || settings.assistantThreads > 0, 'assistant'),
    searches: on(digest, 'searches'),
    visitors: on(digest, 'visitors')
  }
  const before = previous ? PREVIOUS_PAGES : 0
  const requests =
    Object.values(pages).reduce((sum, n) => sum + n, 0) + before + settings.assistantThreads
  return { pages, range, previous, requests }
}

/** The range of the same length before `range` (export/dates.ts), when it is a whole one. */
export function previousRange(range: Range): Required<Range> | undefined {
  const { dateFrom, dateTo } = range
  if (dateFrom === undefined || dateTo === undefined) return undefined
  return previousOf({ dateFrom, dateTo })
}

/** The inputs whose share is held, as the messages name them. */
function holders(settings: PlanSettings): { inputs: string; what: string; verb: string } {
  const digest = settings.digestFile !== ''
  const threads = settings.assistantThreads > 0
  if (digest && threads) {
    return { inputs: `Inputs '${Inputs.DigestFile}' and '${Inputs.AssistantThreads}'`, what: 'the digest and its transcripts', verb: 'hold' } // prettier-ignore
  }
  return digest
    ? { inputs: `Input '${Inputs.DigestFile}'`, what: 'the digest', verb: 'holds' }
    : { inputs: `Input '${Inputs.AssistantThreads}'`, what: 'the transcripts', verb: 'holds' }
}

/**
 * Why the digest's share cannot be held, or undefined when it leaves each report asked for one
 * request at least (a step without reports may give the digest its whole budget): the inputs
 * that hold it, and what would do.
 */
export function reserveProblem(
  settings: PlanSettings & { reports: readonly string[]; maxRequests: number }
): string | undefined {
  const { reports, maxRequests } = settings
  if (reports.length === 0 || (settings.digestFile === '' && settings.assistantThreads === 0)) {
    return undefined
  }
  const reserve = digestPlan(settings).requests
  const left = Math.max(0, maxRequests - reserve)
  if (left >= reports.length) return undefined
  const { inputs, what, verb } = holders(settings)
  const need = reserve + reports.length
  const threads = maxRequests - reports.length - (reserve - settings.assistantThreads)
  const ways = [
    ...(need <= MAX_MAX_REQUESTS
      ? [`'${Inputs.MaxRequests}' to at least ${need} (the ${reserve} held back and one for each report)`] // prettier-ignore
      : []),
    ...(settings.assistantThreads > 0 && threads >= 0
      ? [`'${Inputs.AssistantThreads}' to ${threads === 0 ? '0' : `at most ${threads}`}`]
      : []),
    `'${Inputs.Reports}' to none`
  ]
  const leaves = left === 0 ? 'none' : `${left}, fewer than one a report`
  return `${inputs} ${verb} back up to ${reserve} requests for ${what}, before the reports begin; of the ${maxRequests} of '${Inputs.MaxRequests}' that leaves '${Inputs.Reports}' (${reports.join(', ')}) ${leaves}: set ${ways.slice(0, -1).join(', ')}, or ${ways.at(-1) ?? ''}.`
}

/**
 * Where a spent budget went, for a report or a comparison it stopped: `parts` are the requests
 * of each phase before (those with none left out); the digest's share, if still held, last.
 */
export function whereSpent(
  settings: PlanSettings & { maxRequests: number },
  budget: RequestBudget,
  when: string,
  parts: readonly [number, string][]
): string {
  const held: [number, string][] = budget.reserved
    ? [[budget.reserved, `held back for ${holders(settings).what} (${[settings.digestFile ? Inputs.DigestFile : '', settings.assistantThreads ? Inputs.AssistantThreads : ''].filter(Boolean).join(', ')})`]] // prettier-ignore
    : []
  const said = [...parts, ...held]
    .filter(([count]) => count > 0)
    .map(([count, how]) => `${count} ${count === 1 ? 'request' : 'requests'} ${how}`)
  return `the step's request budget (${Inputs.MaxRequests}: ${settings.maxRequests}) was spent ${when}${said.length ? `: ${said.join(', ')}` : ''}`
}
