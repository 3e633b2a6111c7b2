// Property tests of the sinks (contract §4.9) on generated hostile text: service answers, event
// text and file names with newlines, workflow commands, markdown, HTML, mentions, bidi and
// zero-width characters, long runs, and secrets inserted whole or in pieces. They drive the real
// code (the sinks, the comment and summary renderers, the outputs) and check invariants: no log
// line that starts a workflow command we did not write, no piece of a secret anywhere, and a
// comment and summary that parse into exactly the template's structure.
// Replay a failure with FC_SEED=<seed> (fast-check prints it); FC_RUNS sets the run count.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals'
import fc from 'fast-check'
import { parseCommandFile } from '../../scripts/local-runner.js'
import type { AgentJob } from '../../src/api/index.js'
import { KNOWN_STATUSES } from '../../src/api/index.js'
import { jobOutputs, shownJob } from '../../src/agent/outputs.js'
import { dryRunSummary, jobSummary } from '../../src/agent/summary.js'
import { renderComment } from '../../src/github/comment-render.js'
import { MarkerKey } from '../../src/github/marker.js'
import {
  cut,
  dataLine,
  line,
  log,
  plainLine,
  plainLogger,
  redact,
  registerSecret,
  saveState,
  setOutputs
} from '../../src/sinks/index.js'
import { summaryHtml } from '../../src/visitors/summary.js'
import { commentProblems, summaryProblems } from '../support/markup-check.js'
import {
  API_KEY,
  FC_OPTIONS,
  GITHUB_TOKEN,
  hostileText,
  leakedPiece
} from '../support/hostile-text.js'

beforeAll(() => {
  registerSecret(API_KEY)
  registerSecret(GITHUB_TOKEN)
})

/** What the code under test writes to stdout (where the runner reads workflow commands). */
function captureStdout(fn: () => void): string {
  const chunks: string[] = []
  const spy = jest
    .spyOn(process.stdout, 'write')
    .mockImplementation((chunk: string | Uint8Array) => {
      chunks.push(String(chunk))
      return true
    })
  try {
    fn()
  } finally {
    spy.mockRestore()
  }
  return chunks.join('')
}

/** The commands the action itself writes (their data is escaped by the toolkit). */
const OUR_COMMANDS = /^::(debug|notice|warning|error|group|endgroup)(\s[^:]*)?::/

/** Problems of stdout as the runner reads it: a line per \n, \r\n or \r. */
function stdoutProblems(stdout: string): string[] {
  const problems: string[] = []
  for (const text of stdout.split(/\r\n|\r|\n/)) {
    const start = text.replace(/^[\s\u0085\u180e]+/u, '')
    if (start.startsWith('::') && !OUR_COMMANDS.test(start)) problems.push(`a command: ${text}`)
    if (text.includes('##[')) problems.push(`an old-style command: ${text}`)
    const piece = leakedPiece(text)
    if (piece) problems.push(`a piece of a secret (${piece}): ${text}`)
  }
  return problems
}

describe('log lines', () => {
  it('no value starts a workflow command, breaks the line or carries a secret', () => {
    fc.assert(
      fc.property(hostileText, hostileText, (a, b) => {
        const stdout = captureStdout(() => {
          log.info(line`Job ${a}: ${b}`)
          log.info(dataLine(a))
          log.warning(line`Polling job ${b} failed: ${a}`)
          log.notice(line`${a}`)
          plainLogger.info(b)
          plainLogger.debug(a)
        })
        expect(stdoutProblems(stdout)).toEqual([])
        // One line per call: values cannot add lines.
        expect(stdout.split('\n')).toHaveLength(7)
      }),
      FC_OPTIONS
    )
  })

  it('a value is one plain line: no hidden character, bounded, redacted', () => {
    fc.assert(
      fc.property(hostileText, fc.integer({ min: 1, max: 700 }), (text, max) => {
        const shown = plainLine(text, max)
        expect(shown.length).toBeLessThanOrEqual(max)
        expect(shown).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u)
        expect(leakedPiece(shown)).toBeUndefined()
      }),
      FC_OPTIONS
    )
  })
})

describe('redaction', () => {
  it('happens before any cut: no piece of a secret survives, wherever the cut falls', () => {
    fc.assert(
      fc.property(hostileText, fc.nat(1000), (text, at) => {
        expect(leakedPiece(cut(redact(text), at + 1))).toBeUndefined()
        expect(leakedPiece(redact(text))).toBeUndefined()
      }),
      FC_OPTIONS
    )
  })
})

/** Ids as the client lets them through (schemas.ts): visible ASCII, 1 to 200 characters. */
const jobId = hostileText.map((text) => text.replace(/[^\x21-\x7e]/g, '').slice(0, 200) || 'x')

const job = fc.record(
  {
    id: jobId,
    status: fc.oneof(hostileText, fc.constantFrom('completed', 'COMPLETED', 'failed', 'active')),
    prLink: fc.oneof(
      hostileText,
      fc.constantFrom(
        'https://github.com/acme/docs/pull/12',
        'https://github.com/a/b/pull/1#)@acme/maintainers![t](https://evil.example/p.png)',
        'https://evil.example/acme/docs/pull/7',
        'javascript:alert(1)//https://github.com/a/b/pull/1',
        'https://gitlab.example/g/sub/p/-/merge_requests/3'
      ),
      fc.constant(null)
    ),
    model: hostileText,
    source: fc.record({ repository: hostileText, ref: hostileText }),
    createdAt: hostileText,
    archivedAt: fc.oneof(hostileText, fc.constant(null)),
    error: hostileText
  },
  { requiredKeys: ['id'] }
) as fc.Arbitrary<AgentJob>

describe('tracking comment', () => {
  const markers = new MarkerKey(API_KEY)
  const RUN_URL = 'https://github.com/acme/docs/actions/runs/1'

  it('parses into exactly the template, whatever the service and the event say', () => {
    fc.assert(
      fc.property(
        job,
        hostileText,
        hostileText,
        fc.oneof(hostileText, fc.constant(RUN_URL)),
        fc.constantFrom('working', 'completed', 'no-pr', 'failed', 'timeout', 'error' as const),
        fc.boolean(),
        (j, actor, message, runUrl, phase, followUp) => {
          const view = {
            phase,
            jobId: j.id,
            projectId: 'proj',
            status: String(j.status ?? ''),
            actor,
            runUrl,
            elapsedMs: 1000,
            prLink: j.prLink ?? '',
            message,
            followUp,
            serverHost: 'github.com'
          }
          const place = { repository: 'acme/docs', issueNumber: 12 }
          const body = renderComment(view, markers.render(view, place))
          expect(commentProblems(body, { runUrl: RUN_URL })).toEqual([])
          // The marker still proves itself after all that (unless the id held a secret).
          expect(markers.verify(body, place)?.jobId).toBe(leakedPiece(j.id) ? undefined : j.id)
        }
      ),
      FC_OPTIONS
    )
  })
})

describe('job summary', () => {
  it('the agent summary stays one HTML block with our tags and our one link', () => {
    fc.assert(
      fc.property(
        job,
        hostileText,
        fc.boolean(),
        // A prompt of several lines, blank ones among them, each hostile.
        fc.array(fc.oneof(hostileText, fc.constant('')), { maxLength: 6 }),
        hostileText,
        fc.constantFrom('completed' as const, 'failed' as const, 'timeout' as const),
        (j, message, confirmed, lines, actor, outcome) => {
          const html = jobSummary({
            outcome,
            job: j,
            // The raw status, more hostile than the shown one; the PR as shown.
            status: String(j.status ?? ''),
            pr: shownJob(j, confirmed).pr,
            durationMs: 5000,
            waited: true,
            message,
            serverHost: 'github.com',
            trigger: {
              actor,
              event: actor,
              link: { label: 'acme/docs#12', url: 'https://github.com/acme/docs/issues/12' }
            },
            instruction: lines.join('\n'),
            turn: 3,
            commentUrl: 'https://github.com/acme/docs/issues/12#issuecomment-99'
          })
          expect(summaryProblems(html)).toEqual([])
        }
      ),
      FC_OPTIONS
    )
  })

  it('the dry-run summary stays one HTML block whatever the prompt holds', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(hostileText, fc.constant('')), { maxLength: 8 }),
        hostileText,
        (lines, jobId) => {
          const html = dryRunSummary({ jobId, prompt: lines.join('\n') })
          expect(summaryProblems(html)).toEqual([])
        }
      ),
      FC_OPTIONS
    )
  })

  it('the visitors and views summaries stay one HTML block whatever the paths are', () => {
    const page = fc.record({
      path: hostileText,
      human: fc.nat(),
      ai: fc.nat(),
      total: fc.nat()
    })
    fc.assert(
      fc.property(
        fc.array(page, { maxLength: 10 }),
        hostileText,
        fc.constantFrom('visitors' as const, 'views' as const),
        (top, file, metric) => {
          const html = summaryHtml({
            projectId: 'proj',
            metric,
            dateFrom: '2026-01-01',
            totals: { human: 1, ai: 2, total: 3 },
            top,
            rows: top.length,
            file,
            truncated: false
          })
          expect(summaryProblems(html)).toEqual([])
        }
      ),
      FC_OPTIONS
    )
  })
})

describe('outputs and state', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sinks-'))
  const outputFile = join(dir, 'output')
  const stateFile = join(dir, 'state')
  const saved = { ...process.env }
  afterEach(() => {
    process.env.GITHUB_OUTPUT = saved.GITHUB_OUTPUT
    process.env.GITHUB_STATE = saved.GITHUB_STATE
  })

  it('are our own values: a known status or a plain word, a rebuilt PR URL, one line each', () => {
    fc.assert(
      fc.property(job, fc.boolean(), hostileText, (j, confirmed, state) => {
        writeFileSync(outputFile, '')
        writeFileSync(stateFile, '')
        process.env.GITHUB_OUTPUT = outputFile
        process.env.GITHUB_STATE = stateFile
        setOutputs(jobOutputs(j, confirmed))
        saveState('comment-view', state)
        const written = readFileSync(outputFile, 'utf8')
        const outputs = parseCommandFile(written)
        expect(leakedPiece(written)).toBeUndefined()
        expect(leakedPiece(readFileSync(stateFile, 'utf8'))).toBeUndefined()
        const status = outputs.status ?? ''
        expect(
          (KNOWN_STATUSES as readonly string[]).includes(status) ||
            /^[a-z][a-z0-9_-]{0,39}$/.test(status)
        ).toBe(true)
        expect(outputs['pr-link']).toMatch(
          /^(|https:\/\/[a-z0-9.-]+\/[\w.-]+(\/[\w.-]+)+\/(pull|-\/merge_requests)\/\d+)$/
        )
        expect(outputs.prLink).toBe(outputs['pr-link'])
        for (const [name, value] of Object.entries(outputs)) {
          if (name !== 'job') expect(value).not.toMatch(/[\r\n]/)
        }
        expect(() => JSON.parse(outputs.job ?? '')).not.toThrow()
      }),
      { ...FC_OPTIONS, numRuns: Math.min(FC_OPTIONS.numRuns, 100) }
    )
  })
})
