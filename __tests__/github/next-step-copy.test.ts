// The how-to-go-on of a failed turn, as the tracking comment and the job summary show it, copies
// as the trigger-phrase the workflow takes: the message is escaped text (an @ in it is defused),
// so the commands stand beside it as code.
import { describe, expect, it } from '@jest/globals'
import { verdictOf } from '../../src/agent/outcome.js'
import { jobSummary } from '../../src/agent/summary.js'
import { renderComment } from '../../src/github/comment-render.js'
import { parseMarkdown } from '../support/markup-check.js'

const job = { id: 'job_1', status: 'failed', prLink: null }
const message = verdictOf('failed', job, new Set(['failed'] as const), '1m', '@docs-bot').message

/** The text a reader sees (and copies) of markdown or HTML, tags and escapes gone. */
function shownText(markdown: string): string {
  const parts: string[] = []
  const visit = (node: { type: string; value?: string; children?: unknown[] }): void => {
    if ((node.type === 'text' || node.type === 'inlineCode') && node.value) parts.push(node.value)
    for (const child of node.children ?? []) visit(child as typeof node)
  }
  visit(parseMarkdown(markdown) as unknown as Parameters<typeof visit>[0])
  return parts.join('')
}

describe('the next step after a failed turn, with a trigger-phrase that starts with @', () => {
  it('copies from the tracking comment as the phrase that triggers the workflow', () => {
    const body = renderComment(
      {
        phase: 'failed',
        jobId: 'job_1',
        projectId: 'proj',
        status: 'failed',
        elapsedMs: 1000,
        message,
        phrase: '@docs-bot'
      },
      '<!-- m -->'
    )
    expect(shownText(body)).toContain('@docs-bot new <instruction>')
  })

  it('copies from the job summary as the phrase that triggers the workflow', () => {
    const html = jobSummary({
      outcome: 'failed',
      job,
      status: 'failed',
      pr: undefined,
      durationMs: 1000,
      waited: true,
      message,
      goOn: { phrase: '@docs-bot', turnsUsed: false }
    })
    expect(html).toContain('<code>@docs-bot new &lt;instruction&gt;</code>')
  })
})
