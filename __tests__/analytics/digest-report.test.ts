// The digest's section of the job summary (src/analytics/digest-report.ts): the first signals
// with their subjects as escaped code, where the digest is, what went wrong; nothing without one.
import { describe, expect, it } from '@jest/globals'
import type { DigestOutcome } from '../../src/analytics/digest.js'
import { digestOutputs, digestSectionHtml } from '../../src/analytics/digest-report.js'
import { parseFragment } from 'parse5'

const outcome = (over: Partial<DigestOutcome> = {}): DigestOutcome => ({
  file: '/w/reader-digest.md',
  characters: 1234,
  listed: 7,
  leftOut: 2,
  below: 0,
  requests: 8,
  gaps: [],
  top: [
    {
      kind: 'page',
      subject: '/a <img src=x onerror=alert(1)>',
      facts: '3 thumbs down, 1 up, 2 comments'
    },
    {
      kind: 'question',
      subject: '<b>Billing</b> @team #12',
      facts: '2 unanswered, 1 answered with a question'
    }
  ],
  ...over
})

describe("the digest's summary section", () => {
  it('lists the first signals, their subjects as escaped code, and where the digest is', () => {
    const html = digestSectionHtml(outcome())
    expect(html).toContain('<li>Page voted down: <code>/a &lt;img src=x onerror=alert(1)&gt;</code> · 3 thumbs down, 1 up, 2 comments</li>') // prettier-ignore
    expect(html).toContain(
      '<li>Questions left open: <code>&lt;b&gt;Billing&lt;/b&gt; @team #12</code>'
    )
    expect(html).toContain('7 findings (1,234 characters), 2 more left out; 8 requests of its own. Written to <code>/w/reader-digest.md</code>.') // prettier-ignore
    // A digest read from the reports' pages alone sent none: said in words, not "0 requests".
    expect(digestSectionHtml(outcome({ requests: 0 }))).toContain('; no request of its own: it read what the reports fetched.') // prettier-ignore
    // One element per item, no element of theirs.
    const elements: string[] = []
    const walk = (node: { nodeName: string; childNodes?: unknown[] }) => {
      elements.push(node.nodeName)
      for (const child of (node.childNodes ?? []) as never[]) walk(child)
    }
    walk(parseFragment(html) as never)
    expect(elements.filter((name) => !name.startsWith('#'))).toEqual(['h4', 'ol', 'li', 'code', 'li', 'code', 'p', 'code']) // prettier-ignore
  })

  it('says when the digest found nothing, was read in part, or could not be written', () => {
    expect(digestSectionHtml(outcome({ top: [], listed: 0, leftOut: 0 }))).toContain('No signal of reader struggle in what was read.') // prettier-ignore
    expect(digestSectionHtml(outcome({ gaps: ['Searches: <b>503</b>', 'b'] }))).toContain('Not read, or read in part (2 parts):</p><ul><li><code>Searches: &lt;b&gt;503&lt;/b&gt;</code></li><li><code>b</code></li></ul>') // prettier-ignore
    expect(digestSectionHtml(outcome({ gaps: ['a'] }))).toContain(
      'Not read, or read in part (1 part):'
    )
    const failed = digestSectionHtml(outcome({ file: undefined, failure: 'Could not write the digest (digest-file): <EISDIR>' })) // prettier-ignore
    expect(failed).toContain(
      '❌ <code>Could not write the digest (digest-file): &lt;EISDIR&gt;</code>'
    )
    expect(failed).not.toContain('Written to')
  })

  it('is empty, and sets no output, without a digest; with one, its path and how many findings it has', () => {
    expect(digestSectionHtml(undefined)).toBe('')
    expect(digestOutputs(undefined)).toEqual({})
    expect(digestOutputs(outcome({ file: undefined }))).toEqual({})
    expect(digestOutputs(outcome())).toEqual({ 'digest-file': '/w/reader-digest.md', 'digest-findings': '9' }) // prettier-ignore
  })
})
