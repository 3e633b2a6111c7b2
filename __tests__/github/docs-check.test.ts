// The docs check's words and its one request (src/github/docs-check.ts), with a hand-made Octokit.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  DocsCheck,
  MAX_DESCRIPTION,
  endOf,
  notNeeded,
  turnsSpent,
  working,
  type CheckLog
} from '../../src/github/docs-check.js'
import type { Octokit } from '../../src/github/octokit.js'
import { HEADLINES, type Outcome } from '../../src/outcomes.js'
import { pullRequestEvent } from '../../__fixtures__/events.js'
import { parseEvent } from '../../src/github/event.js'
import { planFor } from '../../src/github/trigger.js'
import { agentSettings, problemsOf, readAgentSettings } from '../support/settings.js'

const RUN = 'https://github.com/acme/app/actions/runs/7'
const PR = 'https://github.com/acme/docs/pull/12'
const SHA = 'a'.repeat(40)
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
/** Every way a run ends: each outcome, and the step's error. */
const OUTCOMES = Object.keys(HEADLINES).filter((o) => o !== 'working') as (Outcome | 'error')[]

describe('what the docs check says', () => {
  it('passes with the docs pull request, fails a failed or late job, errs on a stopped run', () => {
    expect(OUTCOMES.map((o) => [o, endOf(o, PR, RUN).state, endOf(o, PR, RUN).targetUrl])).toEqual([
      ['started', 'pending', RUN],
      ['completed', 'success', PR],
      ['no-pr', 'success', RUN],
      ['failed', 'failure', RUN],
      ['archived', 'failure', RUN],
      ['timeout', 'failure', RUN],
      ['cancelled', 'error', RUN],
      ['error', 'error', RUN]
    ])
    expect(endOf('completed', undefined, RUN)).toMatchObject({ state: 'success', targetUrl: RUN })
    expect(working(RUN)).toMatchObject({ state: 'pending', targetUrl: RUN })
  })

  it('says what to do next where the check does not pass', () => {
    for (const o of ['failed', 'archived', 'timeout', 'cancelled', 'error'] as const) {
      expect(endOf(o, undefined, RUN).description).toMatch(/re-run|what to do next/)
    }
  })

  it('keeps every description within GitHub’s 140 characters', () => {
    for (const o of OUTCOMES) {
      expect(endOf(o, PR, RUN).description.length).toBeLessThanOrEqual(MAX_DESCRIPTION)
    }
    // No half of a character is left at the cut.
    expect(notNeeded('😀'.repeat(200), RUN).description).not.toMatch(LONE_SURROGATE)
    expect(turnsSpent('x'.repeat(50), RUN).description).toMatch(/ x{50}\.$/)
    expect(turnsSpent('x'.repeat(50), RUN).description.length).toBeLessThanOrEqual(MAX_DESCRIPTION)
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (why) => {
        const { description } = notNeeded(why, RUN)
        expect(Array.from(description).length).toBeLessThanOrEqual(MAX_DESCRIPTION)
        expect(description).not.toMatch(LONE_SURROGATE)
      })
    )
  })
})

/** An Octokit whose createCommitStatus answers `answer` for each call in turn. */
function octokitOf(answers: (number | 'ok')[], headers: Record<string, string> = {}) {
  const calls: Record<string, unknown>[] = []
  const octokit = {
    rest: {
      repos: {
        createCommitStatus: async (params: Record<string, unknown>) => {
          calls.push(params)
          const answer = answers[calls.length - 1] ?? 'ok'
          if (answer === 'ok') return { status: 201, data: {} }
          throw Object.assign(new Error(`HttpError ${answer}`), {
            status: answer,
            response: { status: answer, headers, data: {} }
          })
        }
      }
    }
  }
  return { octokit: octokit as unknown as Octokit, calls }
}

function logOf() {
  const warnings: string[] = []
  const log: CheckLog = {
    warning: (message) => void warnings.push(String(message)),
    debug: () => {}
  }
  return { log, warnings }
}

describe('the docs check on GitHub', () => {
  const repo = { owner: 'acme', repo: 'app' }

  it('sets the status of its name on the head commit, with our words and link', async () => {
    const { octokit, calls } = octokitOf(['ok'])
    const check = new DocsCheck(octokit, repo, SHA, 'docs', logOf().log)
    expect(await check.show(endOf('completed', PR, RUN))).toBe(true)
    expect(calls).toEqual([
      {
        owner: 'acme',
        repo: 'app',
        sha: SHA,
        state: 'success',
        context: 'docs',
        description: 'The docs pull request is ready for review.',
        target_url: PR
      }
    ])
  })

  it.each([
    [
      'a token that may not write statuses costs one warning naming the permission, and no second request',
      403,
      { shown: false, calls: 1, said: 'statuses: write' }
    ],
    [
      'a failure that passes (a 502) is said, and the next status is still tried',
      502,
      { shown: true, calls: 2, said: '' }
    ]
  ])('%s', async (_title, status, then) => {
    const { octokit, calls } = octokitOf([status, 'ok'])
    const { log, warnings } = logOf()
    const check = new DocsCheck(octokit, repo, SHA, 'docs', log)
    expect(await check.show(working(RUN))).toBe(false)
    expect(await check.show(endOf('completed', PR, RUN))).toBe(then.shown)
    expect(calls).toHaveLength(then.calls)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain(then.said)
  })
})

describe('docs-check and skip-label', () => {
  it('are read, and refused in a form GitHub would not take, or with wait false', () => {
    expect(readAgentSettings({ 'docs-check': 'docs', 'skip-label': 'no-docs' }).check).toEqual({
      context: 'docs',
      skipLabel: 'no-docs'
    })
    expect(readAgentSettings({}).check).toEqual({ context: '', skipLabel: '' })
    expect(problemsOf(() => readAgentSettings({ 'docs-check': 'a\nb' }))).toEqual([
      expect.stringMatching(/^Input 'docs-check' must be the name of a commit status/)
    ])
    expect(problemsOf(() => readAgentSettings({ 'docs-check': 'x'.repeat(101) }))).toHaveLength(1)
    expect(problemsOf(() => readAgentSettings({ 'docs-check': 'docs', wait: 'false' }))).toEqual([
      expect.stringMatching(/^Input 'docs-check' needs 'wait: true'/)
    ])
    expect(problemsOf(() => readAgentSettings({ 'skip-label': 'x'.repeat(51) }))).toEqual([
      expect.stringMatching(/^Input 'skip-label' must be one label's name/)
    ])
  })

  const settings = agentSettings({
    includeChanges: true,
    check: { context: 'docs', skipLabel: 'no-docs' }
  })
  const plan = (event: { name: string; payload: unknown }, over = settings) =>
    planFor(parseEvent(event.name, event.payload), over)
  const withLabels = (event: ReturnType<typeof pullRequestEvent>, names: string[]) => {
    const payload = event.payload as { pull_request: { labels: unknown[] } }
    payload.pull_request.labels = names.map((name) => ({ name }))
    return event
  }

  it('a pull request with the skip label gets no job, and the check passes (no docs)', () => {
    for (const action of ['opened', 'synchronize', 'reopened']) {
      const event = withLabels(pullRequestEvent(action, 'writer'), ['bug', 'No-Docs'])
      expect(plan(event)).toEqual({
        act: false,
        reason: "the pull request has the label 'no-docs'",
        noDocs: true
      })
    }
    expect(plan(withLabels(pullRequestEvent('opened', 'writer'), ['bug']))).toMatchObject({
      act: true
    })
  })

  it('the skip label added ends the check, whichever label the step acts on', () => {
    const event = pullRequestEvent('labeled', 'writer', 'no-docs')
    expect(plan(event, { ...settings, label: 'docs-please' })).toMatchObject({
      act: false,
      noDocs: true
    })
  })
})
