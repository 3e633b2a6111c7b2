// A sample of the hostile-text properties (hostile-text.property.test.ts) through the bundled
// action, as a runner runs it: a stand-in service answers with generated job fields, a labeled
// issue with a generated title and body triggers the run, and the local GitHub stand-in keeps the
// tracking comment. Every sink is checked: stdout as the runner reads it, outputs, state, the job
// summary and the comment. Few runs (each is a real process); FC_SEED replays one.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { issuesEvent } from '../../__fixtures__/events.js'
import { runAction } from '../../scripts/local-runner.js'
import { startGitHubStandIn, type GitHubStandIn } from '../support/github-standin.js'
import { API_KEY, GITHUB_TOKEN, hostileText, leakedPiece } from '../support/hostile-text.js'
import { commentProblems, summaryProblems } from '../support/markup-check.js'

const OUR_COMMANDS = /^::(debug|notice|warning|error|group|endgroup|add-mask)(\s[^:]*)?::/

let answer: Record<string, unknown> = {}
let service: Server
let serviceUrl = ''
let gh: GitHubStandIn

beforeAll(async () => {
  service = createServer((req, res) => {
    req.resume()
    res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(answer))
  })
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve))
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => service.close(resolve))
  await gh?.close()
})

describe('the bundled action on hostile service answers and issue text', () => {
  it('keeps every sink clean', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          id: hostileText.map((t) => `j${t.replace(/[^A-Za-z0-9._:-]/g, '').slice(0, 150)}`),
          status: fc.oneof(hostileText, fc.constant('completed')),
          prLink: fc.oneof(hostileText, fc.constant('https://github.com/acme/docs/pull/3')),
          model: hostileText,
          source: fc.record({ repository: hostileText, ref: hostileText }),
          error: hostileText
        }),
        hostileText,
        hostileText,
        async (job, title, body) => {
          answer = job
          await gh?.close()
          gh = await startGitHubStandIn({
            tokens: { [GITHUB_TOKEN]: { login: 'github-actions[bot]', installation: true } }
          })
          gh.setPermission('maintainer', 'maintain')
          const result = await runAction({
            event: issuesEvent('labeled', 'maintainer', { label: 'docs', issue: { title, body } }),
            githubToken: GITHUB_TOKEN,
            env: { GITHUB_API_URL: gh.url },
            inputs: {
              'api-key': API_KEY,
              'project-id': 'proj',
              'api-url': serviceUrl,
              label: 'docs',
              comment: 'true',
              timeout: '3s',
              'poll-interval': '200ms',
              'max-poll-interval': '500ms'
            },
            killAfterMs: 30_000
          })
          for (const text of result.stdout.split(/\r\n|\r|\n/)) {
            const start = text.replace(/^[\s\u0085\u180e]+/u, '')
            if (start.startsWith('::add-mask::')) continue
            expect(start.startsWith('::') && !OUR_COMMANDS.test(start)).toBe(false)
            expect(text).not.toContain('##[')
            expect(leakedPiece(text)).toBeUndefined()
          }
          for (const text of [
            result.stderr,
            JSON.stringify(result.outputs),
            JSON.stringify(result.state),
            result.summary
          ]) {
            expect(leakedPiece(text)).toBeUndefined()
          }
          expect(summaryProblems(result.summary)).toEqual([])
          const comments = gh.comments.filter((c) => c.login === 'github-actions[bot]')
          expect(comments).toHaveLength(1)
          expect(
            commentProblems(comments[0]!.body, {
              runUrl: 'https://github.com/acme/docs/actions/runs/1001'
            })
          ).toEqual([])
        }
      ),
      {
        numRuns: Number(process.env.FC_E2E_RUNS ?? 4),
        ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED) } : {})
      }
    )
  }, 180_000)
})
