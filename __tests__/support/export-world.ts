// The world the end-to-end suites of the export actions (visitors, analytics) run in: the
// simulator as the service (every exchange checked against the service's OpenAPI documents),
// reset and set up anew before every test, and a `run` that plays the runner for the action's
// bundle (dist/<action>/index.js) with the world's key and address, then checks the threat
// model's invariants on what it printed and wrote (support/invariants.ts). Call useExportWorld()
// once at the top of a suite.
import { beforeEach, expect } from '@jest/globals'
import { runAction, type RunOptions, type RunResult } from '../../scripts/local-runner.js'
import type { SimulatorOptions } from '../../simulator/options.js'
import type { Simulator } from '../../simulator/server.js'
import { universalProblems } from './invariants.js'
import { useSimulator } from './simulated-world.js'

export interface ExportWorldOptions {
  action: 'visitors' | 'analytics'
  /** The api-key input of every run. */
  key: string
  /** The simulator's site and seeded analytics, set anew before every test. */
  sitePages: number
  analytics?: SimulatorOptions['analytics']
  /** Inputs every run gets unless it sets them. */
  inputs?: Record<string, string>
}

export interface ExportWorld {
  readonly sim: Simulator
  /** One step of the action, checked for leaks, foreign workflow commands and stack traces. */
  run(inputs?: Record<string, string>, options?: RunOptions): Promise<RunResult>
  /** Rows added to one of the simulator's analytics reports, as its /_sim endpoint takes them. */
  add(report: 'feedback' | 'searches' | 'assistant', rows: unknown): Promise<Response>
}

export function useExportWorld(options: ExportWorldOptions): ExportWorld {
  const simulator = useSimulator({ sitePages: options.sitePages })
  beforeEach(() => {
    simulator().configure({
      sitePages: options.sitePages,
      rateLimit: false,
      drift: false,
      latencyMs: 0,
      ...(options.analytics ? { analytics: options.analytics } : {})
    })
  })

  return {
    get sim() {
      return simulator()
    },
    async run(inputs = {}, extra = {}) {
      const result = await runAction({
        ...extra,
        action: options.action,
        inputs: {
          'api-key': options.key,
          'project-id': 'proj',
          'api-url': simulator().url,
          ...options.inputs,
          ...inputs
        }
      })
      // No piece of the key anywhere, no workflow command the action did not mean, no stack trace.
      expect(universalProblems(result, [options.key])).toEqual([])
      return result
    },
    add: (report, rows) =>
      fetch(`${simulator().url}/_sim/analytics/${report}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(rows)
      })
  }
}

/** The day the analytics worlds' seeded rows end: they lie in the 30 whole days before it. */
export const SEEDED_UNTIL = '2026-06-01'

/**
 * The analytics action's world: a site of 300 pages, and the `seeded` rows of the reports in the
 * 30 days before SEEDED_UNTIL; every run gets `inputs`.
 */
export const useAnalyticsWorld = (
  key: string,
  seeded: Pick<NonNullable<SimulatorOptions['analytics']>, 'feedbackEntries' | 'searchTerms' | 'conversations' | 'trends'>, // prettier-ignore
  inputs: Record<string, string>
): ExportWorld =>
  useExportWorld({
    action: 'analytics',
    key,
    sitePages: 300,
    analytics: { ...seeded, until: SEEDED_UNTIL, days: 30 },
    inputs
  })
