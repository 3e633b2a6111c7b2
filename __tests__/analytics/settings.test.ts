// The analytics action's inputs: every one checked before any request, each problem naming the
// input and the form it expects; the defaults as analytics/action.yml will declare them.
import { describe, expect, it } from '@jest/globals'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readAnalyticsSettings } from '../../src/analytics/settings.js'
import { problemsOf } from '../support/settings.js'

const workspace = mkdtempSync(join(tmpdir(), 'analytics-settings-'))
const NOW = Date.parse('2026-11-25T12:00:00Z')

const read = (inputs: Record<string, string>) =>
  readAnalyticsSettings((name) => ({ 'api-key': 'mint_key', 'project-id': 'proj', ...inputs })[name] ?? '', { workspace, now: NOW }) // prettier-ignore

const problems = (inputs: Record<string, string>) => problemsOf(() => read(inputs))

describe('the analytics settings', () => {
  it('defaults: visitors and views, JSON into analytics/, a budget of 50 requests, no digest', () => {
    const s = read({})
    expect(s).toMatchObject({
      reports: ['visitors', 'views'],
      outputDir: join(workspace, 'analytics'),
      format: 'json',
      maxRequests: 50,
      assistantThreads: 0,
      compare: '',
      digestFile: '',
      digestLimit: 20_000,
      timeoutMs: 30 * 60_000
    })
  })

  it('reports are taken once each, in the order they are exported, whatever the case', () => {
    expect(read({ reports: 'Searches, feedback,searches,assistant-callers' }).reports).toEqual([
      'feedback',
      'searches',
      'assistant-callers'
    ])
  })

  it('reports: none exports no report, for a step that writes only the digest or the transcripts', () => {
    expect(read({ reports: 'None', 'digest-file': 'digest.md' })).toMatchObject({
      reports: [],
      digestFile: join(workspace, 'digest.md')
    })
    expect(read({ reports: 'none', 'assistant-threads': '3' }).reports).toEqual([])
    expect(problems({ reports: 'none' })).toEqual([
      "Input 'reports' is none, and neither 'digest-file' nor 'assistant-threads' is set: the step would do nothing."
    ])
    // Not a report among others.
    expect(problems({ reports: 'none,feedback', 'digest-file': 'd.md' })).toEqual([
      'Input \'reports\' must be a comma-separated list of visitors, views, feedback, feedback-by-page, searches, assistant, assistant-callers, or none; got "none".'
    ])
  })

  it('a period gives the whole days before today; compare needs a whole range', () => {
    expect(read({ period: '7d', compare: 'previous' })).toMatchObject({
      dateFrom: '2026-11-18',
      dateTo: '2026-11-25',
      compare: 'previous'
    })
    expect(problems({ compare: 'previous' })).toEqual([
      "Input 'compare' needs a whole range to compare with the one before it: set 'period', or both 'date-from' and 'date-to'."
    ])
  })

  it('refuses what it cannot use, naming each input and the form it expects, all at once', () => {
    expect(
      problems({
        reports: 'visitors,pageviews',
        format: 'xlsx',
        'feedback-source': 'email',
        'feedback-status': 'pending,closed',
        'max-requests': '500',
        'assistant-threads': '-1',
        'digest-limit': '10',
        'digest-thresholds': 'votes=3, clicks=2',
        'output-dir': '../elsewhere',
        compare: 'last-year'
      })
    ).toEqual([
      'Input \'reports\' must be a comma-separated list of visitors, views, feedback, feedback-by-page, searches, assistant, assistant-callers, or none; got "pageviews".',
      'Input \'format\' must be one of json, csv, ndjson; got "xlsx".',
      'Input \'feedback-source\' must be one of code_snippet, contextual, agent, thumbs_only, or empty for all; got "email".',
      'Input \'feedback-status\' must be a comma-separated list of pending, in_progress, resolved, dismissed, or empty for all; got "closed".',
      'Input \'assistant-threads\' must be a whole number from 0 to 50; got "-1".',
      'Input \'max-requests\' must be a whole number from 1 to 100; got "500".',
      'Input \'digest-limit\' must be a whole number from 1000 to 200000; got "10".',
      'Input \'digest-thresholds\' must be name=number pairs separated by commas, of votes, questions, searches, ai-visitors (each a whole number from 1 to 1000000), like votes=3, searches=5; got "clicks=2".',
      'Input \'compare\' must be previous, or empty for none; got "last-year".',
      expect.stringMatching(/^Input 'output-dir' must name a file inside /)
    ])
  })
})

describe("the digest's share of the budget", () => {
  const week = { 'date-from': '2026-11-18', 'date-to': '2026-11-25', 'digest-file': 'digest.md' }

  it('must leave each report asked for a request: a share that leaves them none is refused, with what would do', () => {
    expect(problems({ ...week, reports: 'visitors', 'assistant-threads': '50' })).toEqual([
      "Inputs 'digest-file' and 'assistant-threads' hold back up to 63 requests for the digest and its transcripts, before the reports begin; of the 50 of 'max-requests' that leaves 'reports' (visitors) none: set 'max-requests' to at least 64 (the 63 held back and one for each report), 'assistant-threads' to at most 36, or 'reports' to none."
    ])
    // The digest alone (13 requests with a whole range, 12 without) and seven reports.
    expect(
      problems({
        'digest-file': 'digest.md',
        reports: 'visitors,views,feedback,feedback-by-page,searches,assistant,assistant-callers',
        'max-requests': '18'
      })
    ).toEqual([
      // prettier-ignore
      "Input 'digest-file' holds back up to 12 requests for the digest, before the reports begin; of the 18 of 'max-requests' that leaves 'reports' (visitors, views, feedback, feedback-by-page, searches, assistant, assistant-callers) 6, fewer than one a report: set 'max-requests' to at least 19 (the 12 held back and one for each report), or 'reports' to none." // prettier-ignore
    ])
    // Past the API's 100 an hour, only fewer transcripts would do.
    expect(
      problems({
        ...week,
        reports: 'visitors,views',
        'assistant-threads': '50',
        'max-requests': '60'
      })
    ).toEqual([
      // prettier-ignore
      "Inputs 'digest-file' and 'assistant-threads' hold back up to 63 requests for the digest and its transcripts, before the reports begin; of the 60 of 'max-requests' that leaves 'reports' (visitors, views) none: set 'max-requests' to at least 65 (the 63 held back and one for each report), 'assistant-threads' to at most 45, or 'reports' to none." // prettier-ignore
    ])
    expect(read({ ...week, reports: 'visitors', 'assistant-threads': '50', 'max-requests': '100' }).maxRequests).toBe(100) // prettier-ignore
  })

  it('a share that leaves each report a request is taken; without reports, the digest may have the whole budget', () => {
    expect(read({ ...week, reports: 'visitors', 'assistant-threads': '36' }).assistantThreads).toBe(36) // prettier-ignore
    expect(read({ ...week, reports: 'none', 'assistant-threads': '50', 'max-requests': '3' }).maxRequests).toBe(3) // prettier-ignore
  })
})

describe('digest-thresholds', () => {
  it('sets any of the least evidence of a finding, the rest keeping their defaults', () => {
    expect(read({ 'digest-file': 'd.md' }).digestThresholds).toEqual({ votes: 3, questions: 2, searches: 5, aiVisitors: 10 }) // prettier-ignore
    expect(read({ 'digest-thresholds': 'Votes = 5\nai-visitors=1' }).digestThresholds).toEqual({ votes: 5, questions: 2, searches: 5, aiVisitors: 1 }) // prettier-ignore
  })

  it('refuses a zero, a fraction, a name twice or a pair without a number, naming the input', () => {
    for (const text of ['votes=0', 'searches=2.5', 'questions']) {
      expect(problems({ 'digest-thresholds': text })).toEqual([
        expect.stringMatching(
          /^Input 'digest-thresholds' must be name=number pairs separated by commas/
        )
      ])
      expect(problems({ 'digest-thresholds': text })[0]).toContain(`got "${text}"`)
    }
    expect(problems({ 'digest-thresholds': 'votes=2, votes=4' })).toEqual([`Input 'digest-thresholds' sets "votes" twice.`]) // prettier-ignore
  })
})

describe('the files of one step', () => {
  it('refuses a digest-file that is a report’s file or the transcripts’, naming both inputs', () => {
    expect(
      problems({ reports: 'feedback', 'output-dir': 'o5', 'digest-file': 'o5/feedback.json' })
    ).toEqual([
      // prettier-ignore
      "Input 'digest-file' names \"o5/feedback.json\", the file of the feedback report in 'output-dir' (\"o5\"): the digest would overwrite it. Name another file."
    ])
    expect(
      problems({
        reports: 'views',
        format: 'csv',
        'digest-file': './analytics/../analytics/views.csv'
      })
    ).toEqual([
      // prettier-ignore
      "Input 'digest-file' names \"./analytics/../analytics/views.csv\", the file of the views report in 'output-dir' (\"analytics\"): the digest would overwrite it. Name another file."
    ])
    expect(
      problems({
        reports: 'none',
        'assistant-threads': '2',
        'digest-file': 'analytics/assistant-threads.json'
      })
    ).toEqual([
      // prettier-ignore
      "Input 'digest-file' names \"analytics/assistant-threads.json\", the transcripts' file (assistant-threads) in 'output-dir' (\"analytics\"): the digest would overwrite it. Name another file."
    ])
    // A report not asked for writes no file: its name is free.
    expect(read({ reports: 'visitors', 'digest-file': 'analytics/feedback.json' }).digestFile).toBe(join(workspace, 'analytics', 'feedback.json')) // prettier-ignore
  })
})

describe('examples/weekly-analytics.yml', () => {
  it("its step's inputs are what the action takes, the secrets aside", async () => {
    const { readFileSync } = await import('node:fs')
    const { parse } = await import('yaml')
    const workflow = parse(readFileSync('examples/weekly-analytics.yml', 'utf8')) as {
      jobs: { analytics: { steps: { uses?: string; with?: Record<string, unknown> }[] } }
    }
    const step = workflow.jobs.analytics.steps.find((s) => s.uses?.includes('/analytics@'))
    const inputs = Object.fromEntries(
      Object.entries(step?.with ?? {})
        .filter(([, value]) => !String(value).includes('${{'))
        .map(([name, value]) => [name, String(value)])
    )
    expect(read(inputs)).toMatchObject({
      reports: [
        'visitors',
        'feedback',
        'feedback-by-page',
        'searches',
        'assistant',
        'assistant-callers'
      ],
      format: 'csv',
      compare: 'previous',
      maxRequests: 50,
      dateFrom: '2026-11-18',
      dateTo: '2026-11-25'
    })
  })
})
