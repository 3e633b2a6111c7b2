// Found by an attack, kept as a test: on "what people see": the job summary and the tracking comment link whoever triggered
// the run (and each turn's author) to a profile. The link is built by us, so it must be right:
// on GitHub Enterprise Server (GITHUB_SERVER_URL https://github.acme.corp) a login is a person of
// that server, and github.com/<login> is somebody else, or an account anyone may register; an
// app's bot (`name[bot]`) lives at /apps/<name>, while /<name> is a user or organisation of that
// name, which anyone may hold.
import { describe, expect, it } from '@jest/globals'
import { jobSummary } from '../../src/agent/summary.js'
import { renderComment, type CommentView } from '../../src/github/comment.js'
import { ledgerOf } from '../support/comment-view.js'

const hrefs = (text: string): string[] =>
  [...text.matchAll(/href="([^"]+)"|\]\((https:[^)\s]+)\)/g)].map((m) => m[1] ?? m[2] ?? '')

function summaryOf(actor: string, serverHost: string): string {
  return jobSummary({
    outcome: 'completed',
    job: { id: 'job_1', status: 'completed', prLink: null },
    status: 'completed',
    pr: undefined,
    durationMs: 5000,
    waited: true,
    message: '',
    serverHost,
    trigger: {
      actor,
      event: 'issue_comment',
      link: { label: 'acme/docs#12', url: `https://${serverHost}/acme/docs/issues/12` }
    },
    instruction: 'Document the flag.',
    turn: 2
  })
}

function commentOf(actor: string, serverHost: string): string {
  const view: CommentView = {
    phase: 'working',
    jobId: 'job_1',
    projectId: 'proj',
    status: 'active',
    actor,
    elapsedMs: 1000,
    serverHost,
    ledger: ledgerOf([{ n: 1, at: '2026-11-23T10:00:00.000Z', by: actor, result: 'working' }]),
    ownTurn: 1
  }
  return renderComment(view, '<!-- marker -->')
}

describe('profile links in the summary and the comment', () => {
  it.each([
    ['summary', summaryOf],
    ['comment', commentOf]
  ])('the %s links a login to its profile on the workflow’s own GitHub server', (_, render) => {
    const links = hrefs(render('octocat', 'github.acme.corp'))
    expect(links.filter((url) => url.endsWith('/octocat'))).not.toHaveLength(0)
    expect(links.filter((url) => url.startsWith('https://github.com/'))).toEqual([])
  })

  it.each([
    ['summary', summaryOf],
    ['comment', commentOf]
  ])('the %s links an app’s bot to the app, not to the account of the same name', (_, render) => {
    const links = hrefs(render('acme-docs-helper[bot]', 'github.com'))
    expect(links).not.toContain('https://github.com/acme-docs-helper')
    expect(links).toContain('https://github.com/apps/acme-docs-helper')
  })
})
