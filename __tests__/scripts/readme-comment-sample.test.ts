// The README shows the tracking comment as the action writes it: the sample is what
// renderComment makes of a fixed view, checked here, so that the README cannot drift from the code.
// When this fails, the message holds the block to paste into the README.
import { readFileSync } from 'node:fs'
import { expect, it } from '@jest/globals'
import { renderComment, type CommentView } from '../../src/github/comment-render.js'
import { ledgerOf } from '../support/comment-view.js'

const MARKER =
  '<!-- docs-agent-action job=job_3f9a1c project=my-project turns=… sig=5be0…(64 hex digits) -->'

const SAMPLE: CommentView = {
  phase: 'completed',
  jobId: 'job_3f9a1c',
  projectId: 'my-project',
  status: 'completed',
  actor: 'bob',
  runUrl: 'https://github.com/acme/docs/actions/runs/1001',
  elapsedMs: 252_000,
  prLink: 'https://github.com/acme/docs/pull/123',
  message: 'Job job_3f9a1c completed: https://github.com/acme/docs/pull/123',
  followUp: true,
  serverHost: 'github.com',
  ownTurn: 2,
  instruction: 'Add an example for the --dry-run flag.',
  runRepository: 'acme/docs',
  phrase: '/docs-agent',
  home: { repository: 'acme/docs', issueNumber: 42 },
  ledger: {
    ...ledgerOf([
      {
        n: 1,
        at: '2026-11-23T10:04:00.000Z',
        by: 'alice',
        asks: ['e481516234'],
        result: 'completed',
        run: '1000'
      },
      {
        n: 2,
        at: '2026-11-23T11:20:00.000Z',
        by: 'bob',
        asks: ['c2001', 'c2002'],
        result: 'completed'
      }
    ]),
    waiting: ['c2005']
  }
}

it("the README's sample tracking comment is what the action writes", () => {
  const readme = readFileSync('README.md', 'utf8')
  const block = /<!-- comment-sample -->\n+```text\n([\s\S]*?)\n```/.exec(readme)?.[1]
  const expected = renderComment(SAMPLE, MARKER)
  expect(block).toBe(expected)
})
