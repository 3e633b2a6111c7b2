// The event payloads of the tests (__fixtures__/events.ts) are GitHub's recorded ones with a few
// fields changed: each builder's payload must still be what GitHub's webhook description
// (@octokit/openapi-webhooks, extract in __fixtures__/webhooks/schemas.json) says that event
// sends, checked with the same validator as the REST side (openapi-backend, ajv-formats); and
// the action must read each as the event it is.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { OpenAPIBackend, type Document } from 'openapi-backend'
import formats from 'ajv-formats'
import { parseEvent } from '../../src/github/event.js'
import {
  commentEvent,
  dispatchEvent,
  issuesEvent,
  prCommentEvent,
  pullRequestEvent,
  pushEvent,
  reviewCommentEvent,
  reviewEvent
} from '../../__fixtures__/events.js'
import { fieldOf } from './openapi-contract.js'

const SCHEMAS = '__fixtures__/webhooks/schemas.json'

/**
 * GitHub's webhook description lists each webhook (`issues-labeled`) as an operation without a
 * path; as the path `/issues-labeled`, openapi-backend validates a payload as a request body.
 */
function webhookValidator(): (key: string, payload: unknown) => string[] {
  const document = JSON.parse(readFileSync(join(process.cwd(), SCHEMAS), 'utf8')) as {
    webhooks: Record<string, { post: Record<string, unknown> }>
  }
  const paths = Object.fromEntries(
    Object.entries(document.webhooks).map(([key, item]) => [
      `/${key}`,
      { post: { ...item.post, operationId: key, parameters: [] } }
    ])
  )
  const backend = new OpenAPIBackend({
    definition: { ...document, paths } as unknown as Document,
    quick: true,
    ajvOpts: { allErrors: true, strict: false },
    customizeAjv: (ajv) => {
      formats.default(ajv)
      return ajv
    }
  })
  void backend.init()
  return (key, payload) => {
    const request = {
      method: 'post',
      path: `/${key}`,
      headers: { 'content-type': 'application/json' },
      body: payload
    }
    const operation = backend.matchOperation(request)
    if (!operation) return [`${key}: no such webhook in ${SCHEMAS}`]
    return (backend.validateRequest(request, operation).errors ?? []).map(
      (error) =>
        `${key}: payload ${fieldOf(error.instancePath).replace(/^body\.?/, '') || 'body'} ${error.message ?? 'invalid'}`
    )
  }
}

const validate = webhookValidator()

const RECORDED = JSON.parse(
  readFileSync(join(process.cwd(), '__fixtures__', 'webhooks', 'examples.json'), 'utf8')
) as Record<string, Record<string, unknown>>

/**
 * The violations of GitHub's own recording of webhook `key`: the recordings of
 * @octokit/webhooks-examples are older than the schemas of @octokit/openapi-webhooks and lack
 * fields GitHub added since (`has_discussions`, `topics`, `visibility`, `auto_merge`,
 * `reactions`, a review comment's line fields…). A builder may keep those gaps, never add one.
 */
function recordingViolations(key: string, event: { name: string; payload: unknown }): string[] {
  const action = (event.payload as { action?: string }).action
  const recorded = RECORDED[event.name]!
  return validate(key, action === undefined ? recorded : recorded[action])
}

// The builders as the suites call them, with the webhook each one's payload is.
const BUILT: [string, () => { name: string; payload: unknown }][] = [
  ['issues-opened', () => issuesEvent('opened', 'writer')],
  ['issues-labeled', () => issuesEvent('labeled', 'writer', { label: 'docs', issue: { title: 'T', body: 'B' } })], // prettier-ignore
  ['issue-comment-created', () => commentEvent('/docs-agent do it', 'writer')],
  ['issue-comment-edited', () => commentEvent('/docs-agent do it', 'writer', { action: 'edited' })],
  ['issue-comment-created', () => prCommentEvent('/docs-agent do it', 'writer', { pr: 5 })],
  ['pull-request-opened', () => pullRequestEvent('opened', 'writer')],
  ['pull-request-labeled', () => pullRequestEvent('labeled', 'writer', 'docs')],
  ['pull-request-synchronize', () => pullRequestEvent('synchronize', 'writer')],
  ['pull-request-closed', () => pullRequestEvent('closed', 'writer')],
  ['pull-request-closed', () => pullRequestEvent('closed', 'writer', undefined, { merged: true, commits: 3, changedFiles: 7 })], // prettier-ignore
  ['pull-request-reopened', () => pullRequestEvent('reopened', 'writer')],
  ['pull-request-review-submitted', () => reviewEvent('Fix it', 'writer', { state: 'changes_requested' })], // prettier-ignore
  ['pull-request-review-submitted', () => reviewEvent(null, 'writer', { state: 'approved', repository: 'octo/site' })], // prettier-ignore
  [
    'pull-request-review-comment-created',
    () => reviewCommentEvent('/docs-agent shorter', 'writer')
  ],
  ['pull-request-review-comment-edited', () => reviewCommentEvent('/docs-agent x', 'writer', { action: 'edited' })], // prettier-ignore
  ['push', () => pushEvent('writer')],
  ['workflow-dispatch', () => dispatchEvent('writer', { prompt: 'Refresh' })]
]

describe("the test payloads against GitHub's webhook schemas", () => {
  it.each(BUILT)('%s: the builder gives what GitHub sends', (key, build) => {
    const event = build()
    const gaps = new Set(recordingViolations(key, event))
    expect(validate(key, event.payload).filter((violation) => !gaps.has(violation))).toEqual([])
  })

  it('knows the gaps of the recordings themselves (a new version of either package shows here)', () => {
    const gaps = BUILT.map(([key, build]) => [key, recordingViolations(key, build()).length])
    expect(Object.fromEntries(gaps)).toEqual({
      'issues-opened': 0,
      'issues-labeled': 0,
      'issue-comment-created': 6,
      'issue-comment-edited': 0,
      'pull-request-opened': 1,
      'pull-request-labeled': 2,
      'pull-request-synchronize': 2,
      'pull-request-closed': 0,
      'pull-request-reopened': 0,
      'pull-request-review-submitted': 9,
      'pull-request-review-comment-created': 13,
      'pull-request-review-comment-edited': 2,
      push: 3,
      'workflow-dispatch': 0
    })
  })

  it.each<[string, () => unknown, string]>([
    [
      'an issue number as a string',
      () => ({ ...issuesEvent('labeled', 'w', { label: 'docs' }).payload, issue: { ...issuesEvent('opened', 'w').payload.issue, number: '12' } }), // prettier-ignore
      'issues-labeled: payload issue.number must be integer'
    ],
    [
      'a comment without its author',
      () => {
        const { payload } = commentEvent('x', 'w')
        return { ...payload, comment: { ...payload.comment, user: undefined } }
      },
      "issue-comment-created: payload comment must have required property 'user'"
    ],
    [
      'a sender whose login is no string',
      () => ({ ...pushEvent('w').payload, sender: { ...pushEvent('w').payload.sender, login: 7 } }), // prettier-ignore
      'push: payload sender.login must be string'
    ]
  ])('fails %s, naming the webhook and the field', (_name, payload, violation) => {
    const key = violation.split(':')[0]!
    expect(validate(key, payload())).toContain(violation)
  })

  it.each(BUILT)('%s: the action reads it as the event it is', (_key, build) => {
    const { name, payload } = build()
    const event = parseEvent(name, payload)
    expect(event.kind).not.toBe('invalid')
    if (name === 'push' || name === 'workflow_dispatch') {
      expect(event).toMatchObject({ kind: 'other', name })
    } else {
      expect(event).toMatchObject({ sender: { login: 'writer', isBot: false } })
    }
  })
})
