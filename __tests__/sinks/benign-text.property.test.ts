// What people see and copy: for ordinary values (ids, models, refs, repositories, logins, dates,
// counts), the visible text of the rendered job summary and tracking comment, parsed as GitHub
// would parse them, holds each value exactly as the step's outputs hold it, and no escape
// sequence or invisible character. The hostile properties (hostile-text.property.test.ts) keep
// holding beside this one.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import type { Nodes } from 'mdast'
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5'
import { jobOutputs, shownJob } from '../../src/agent/outputs.js'
import { jobSummary } from '../../src/agent/summary.js'
import { renderComment } from '../../src/github/comment-render.js'
import { summaryHtml } from '../../src/visitors/summary.js'
import { daysText } from '../../src/analytics/days.js'
import { parseMarkdown } from '../support/markup-check.js'
import { FC_OPTIONS } from '../support/hostile-text.js'
import { ledgerOf } from '../support/comment-view.js'

type HtmlNode = DefaultTreeAdapterMap['node']

const login = fc.stringMatching(/^[a-z][a-z0-9]{0,10}(-[a-z0-9]{1,8})?$/)
const owner = fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,15}$/)
const repo = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_.-]{0,20}$/)
const benignJob = fc.record({
  id: fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._:-]{0,30}$/),
  model: fc.stringMatching(/^[a-z][a-z0-9.-]{0,20}$/),
  ref: fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._/-]{0,30}$/),
  owner,
  repo,
  number: fc.integer({ min: 1, max: 99_999 }),
  status: fc.constantFrom('completed', 'failed', 'active'),
  actor: login
})

/** Text nodes GitHub shows (code and link text included), and the links' targets. */
function visibleHtml(html: string): { texts: string[]; hrefs: string[] } {
  const texts: string[] = []
  const hrefs: string[] = []
  const visit = (node: HtmlNode): void => {
    if (node.nodeName === '#text' && 'value' in node) texts.push(node.value)
    if ('tagName' in node && node.tagName === 'a') {
      hrefs.push(node.attrs.find((a) => a.name === 'href')?.value ?? '')
    }
    if ('childNodes' in node) for (const child of node.childNodes) visit(child)
  }
  visit(parseFragment(html) as unknown as HtmlNode)
  return { texts, hrefs }
}

function visibleMarkdown(markdown: string): { texts: string[]; hrefs: string[] } {
  const texts: string[] = []
  const hrefs: string[] = []
  const visit = (node: Nodes): void => {
    if (node.type === 'text' || node.type === 'inlineCode') texts.push(node.value)
    if (node.type === 'link') hrefs.push(node.url)
    if ('children' in node) for (const child of node.children) visit(child as Nodes)
  }
  visit(parseMarkdown(markdown))
  return { texts, hrefs }
}

/** An escape a reader would see, or a character they would not (an emoji's U+FE0F aside). */
function unclean(texts: string[]): string | undefined {
  for (const text of texts) {
    const bad =
      /\\u\{|&[a-z0-9#]+;/i.exec(text)?.[0] ??
      /(?<!\p{Extended_Pictographic})\uFE0F/u.exec(text)?.[0] ??
      // eslint-disable-next-line no-control-regex -- control characters are what is looked for
      /[\p{Cf}\u0000-\u0009\u000B-\u001F\u007F-\u009F]/u.exec(text.replace(/\uFE0F/g, ''))?.[0]
    if (bad) return `${JSON.stringify(bad)} in ${JSON.stringify(text)}`
  }
  return undefined
}

const holds = (texts: string[], value: string) => texts.some((text) => text.includes(value))

describe('benign values render and copy exactly', () => {
  it('in the agent job summary and the tracking comment', () => {
    fc.assert(
      fc.property(benignJob, fc.integer({ min: 1, max: 40 }), (b, turn) => {
        const prLink = `https://github.com/${b.owner}/${b.repo}/pull/${b.number}`
        const job = {
          id: b.id,
          status: b.status,
          model: b.model,
          prLink: b.status === 'completed' ? prLink : null,
          source: { repository: `https://github.com/${b.owner}/${b.repo}`, ref: b.ref }
        }
        // The outputs as the step writes them (each a string here).
        const outputs = jobOutputs(job, true) as unknown as Record<string, string | undefined>
        const { pr } = shownJob(job, true)
        const label = `${b.owner}/${b.repo}#${b.number}`
        const summary = visibleHtml(
          jobSummary({
            outcome: b.status === 'completed' ? 'completed' : 'failed',
            job,
            status: outputs.status ?? '',
            pr,
            durationMs: 65_000,
            waited: true,
            // Messages are longer text, defused where a reference could fire: none here.
            message: 'The agent hit an unrecoverable error.',
            serverHost: 'github.com',
            trigger: {
              actor: b.actor,
              event: 'issues',
              link: { label: 'acme/docs#12', url: 'https://github.com/acme/docs/issues/12' }
            },
            instruction: 'Document the new flag.\nKeep it short.',
            turn
          })
        )
        const comment = visibleMarkdown(
          renderComment(
            {
              phase: b.status === 'completed' ? 'completed' : 'failed',
              jobId: b.id,
              projectId: 'proj',
              status: outputs.status ?? '',
              actor: b.actor,
              elapsedMs: 65_000,
              prLink: outputs['pr-link'],
              serverHost: 'github.com',
              ownTurn: turn,
              instruction: 'Document the new flag.\nKeep it short.',
              ledger: ledgerOf([
                { n: turn, at: '2026-11-23T10:04:00.000Z', by: b.actor, result: 'completed' }
              ])
            },
            '<!-- marker -->'
          )
        )
        for (const seen of [summary, comment]) {
          expect(unclean(seen.texts)).toBeUndefined()
          for (const value of [outputs['job-id'], outputs.status, b.actor]) {
            expect(holds(seen.texts, value ?? '')).toBe(true)
          }
          if (pr) {
            expect(holds(seen.texts, label)).toBe(true)
            expect(seen.hrefs).toContain(outputs['pr-link'])
          }
          expect(holds(seen.texts, `turn ${turn}`)).toBe(true)
          expect(holds(seen.texts, 'Document the new flag.')).toBe(true)
        }
        for (const value of [outputs.model, outputs['source-ref'], `${b.owner}/${b.repo}`]) {
          expect(holds(summary.texts, value ?? '')).toBe(true)
        }
        expect(summary.hrefs).toContain(outputs['source-repository'])
        expect(holds(summary.texts, '1m5s')).toBe(true)
      }),
      FC_OPTIONS
    )
  })

  it('in the visitors and views summaries: dates, counts, paths and the file', () => {
    const day = fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10))
    const path = fc.stringMatching(/^\/[a-z0-9-]{1,20}(\/[a-z0-9-]{1,20}){0,3}$/)
    fc.assert(
      fc.property(
        day,
        day,
        fc.array(path, { minLength: 1, maxLength: 5 }),
        fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/),
        (from, to, paths, projectId) => {
          const seen = visibleHtml(
            summaryHtml({
              projectId,
              metric: 'visitors',
              dateFrom: from,
              dateTo: to,
              totals: { human: 1234, ai: 56, total: 1280 },
              top: paths.map((p, i) => ({ path: p, human: i + 1, ai: i, total: 2 * i + 1 })),
              rows: paths.length,
              file: 'visitors/visitors-2026.json',
              truncated: false
            })
          )
          expect(unclean(seen.texts)).toBeUndefined()
          // The range as days.ts writes it (first and last day, how many), or as it was given.
          const range = daysText(from, to) ?? `${from} to ${to} (exclusive)`
          for (const value of [range, projectId, ...paths, 'visitors/visitors-2026.json']) {
            expect(holds(seen.texts, value)).toBe(true)
          }
          expect(holds(seen.texts, '1,234')).toBe(true)
        }
      ),
      FC_OPTIONS
    )
  })
})
