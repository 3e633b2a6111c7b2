// The logic of issue #10 without I/O: review events, their plans, the signed origin and turns of a
// marker, the turn history's encoding, the pr-* inputs, and what a follow-up to an active job does.
import { describe, expect, it } from '@jest/globals'
import {
  commentEvent,
  prCommentEvent,
  reviewCommentEvent,
  reviewEvent
} from '../../__fixtures__/events.js'
import type { AgentSettings } from '../../src/agent/settings.js'

import { awaitEarlierTurn, sendFollowUp } from '../../src/agent/start.js'
import type { WaitResult } from '../../src/agent/wait.js'
import { ApiError, DocsApiClient, type AgentJob } from '../../src/api/index.js'
import { parseEvent } from '../../src/github/event.js'
import { MarkerKey } from '../../src/github/marker.js'
import { PullRequestSide } from '../../src/github/pull.js'
import { planFor } from '../../src/github/trigger.js'
import { decodeLedger, encodeLedger } from '../../src/github/ledger.js'
import { ledgerOf } from '../support/comment-view.js'
import { agentSettings, readAgentSettings } from '../support/settings.js'

const settings = agentSettings
const plan = (event: { name: string; payload: unknown }, over: Partial<AgentSettings> = {}) =>
  planFor(parseEvent(event.name, event.payload), settings(over))

describe('review events', () => {
  it('reads a submitted review: the pull request, the reviewer, the text', () => {
    const event = parseEvent(
      reviewEvent('/docs-agent shorter', 'writer').name,
      reviewEvent('/docs-agent shorter', 'writer').payload
    )
    expect(event).toMatchObject({
      kind: 'review',
      name: 'pull_request_review',
      action: 'submitted',
      issue: { number: 101, isPullRequest: true },
      sender: { login: 'writer' },
      review: { id: 7001, body: '/docs-agent shorter', author: { login: 'writer' } }
    })
  })

  it('a review without text (an approval) is a valid event; whether it asks depends on its line comments', () => {
    const approval = reviewEvent(null, 'writer', { state: 'approved' })
    expect(parseEvent(approval.name, approval.payload)).toMatchObject({ kind: 'review' })
    // review.test.ts: with no line comments it asks nothing.
    expect(plan(approval)).toMatchObject({
      act: true,
      review: { kind: 'review', reviewId: 7001, body: '' }
    })
    expect(plan(approval)).not.toHaveProperty('review.asked')
  })

  it('fails closed on a review event without its fields', () => {
    const broken = reviewEvent('/docs-agent x', 'writer')
    delete (broken.payload.review as { id?: number }).id
    expect(parseEvent(broken.name, broken.payload)).toEqual({
      kind: 'invalid',
      name: 'pull_request_review',
      missing: 'review.id'
    })
  })

  it('a review with the phrase continues the job of the PR marker, and requires that marker', () => {
    // The instruction waits for the review's line comments (review.test.ts).
    const event = reviewEvent('/docs-agent  Use a table for the flags.', 'writer')
    Object.assign(event.payload.review, { submitted_at: '2026-11-27T10:00:05Z' })
    expect(plan(event)).toEqual({
      act: true,
      // When it was made: its place among the conversation's instructions (mailbox.ts).
      madeAt: '2026-11-27T10:00:05.000Z',
      instruction: '',
      context: [expect.objectContaining({ label: 'pull request #101' })],
      issueNumber: 101,
      actor: { login: 'writer', isBot: false },
      continueTracked: true,
      requireMarker: true,
      review: {
        kind: 'review',
        pull: 101,
        reviewId: 7001,
        body: '/docs-agent  Use a table for the flags.',
        url: 'https://github.com/acme/docs/pull/101#pullrequestreview-7001',
        author: 'writer',
        asked: 'Use a table for the flags.'
      }
    })
  })

  it('the time a review was made is the payload’s, rebuilt; a time that does not parse is none', () => {
    const made = (submitted: unknown) => {
      const event = reviewEvent('/docs-agent Use a table.', 'writer')
      Object.assign(event.payload.review, { submitted_at: submitted })
      const planned = plan(event)
      return planned.act ? planned.madeAt : 'no plan'
    }
    expect(made('2026-11-27T10:00:05+02:00')).toBe('2026-11-27T08:00:05.000Z')
    for (const hostile of ['<b>soon</b>', '', 42, null, '9999999-01-01T00:00:00Z']) {
      expect(made(hostile)).toBeUndefined()
    }
  })

  it('`new` starts a new job from the pull request, without needing a marker', () => {
    expect(plan(reviewEvent('/docs-agent new Start over.', 'writer'))).toMatchObject({
      act: true,
      review: { asked: 'Start over.' },
      continueTracked: false,
      requireMarker: false
    })
  })

  it('a line comment brings its file, line and hunk as untrusted context, also to a follow-up', () => {
    const p = plan(reviewCommentEvent('/docs-agent say what it prints', 'writer'))
    expect(p).toMatchObject({
      act: true,
      instruction: 'say what it prints',
      reaction: { kind: 'review-comment', id: 8001 }
    })
    if (!p.act) throw new Error('expected to act')
    expect(p.followUpContext).toEqual([
      {
        label: 'review comment on pull request #101',
        fields: [
          ['File', 'docs/cli.mdx'],
          ['Line', '14'],
          ['URL', 'https://github.com/acme/docs/pull/101#discussion_r8001']
        ],
        body: 'The diff hunk it was written on:',
        code: expect.stringContaining('@@ -10,4 +10,6 @@')
      }
    ])
  })

  it('skips reviews and line comments that do not start with the phrase, or are not new', () => {
    // A review's text without the phrase: only its line comments can ask (review.test.ts).
    expect(plan(reviewEvent('LGTM /docs-agent', 'writer'))).not.toHaveProperty('review.asked')
    expect(plan(reviewCommentEvent('LGTM /docs-agent', 'writer'))).toMatchObject({ act: false })
    expect(plan(reviewEvent('/docs-agent x', 'writer', { action: 'edited' }))).toMatchObject({
      act: false,
      reason: 'the review was edited, not submitted'
    })
    expect(plan(reviewCommentEvent('/docs-agent x', 'writer', { action: 'edited' }))).toMatchObject(
      { act: false, reason: 'the review comment was edited, not created' }
    )
    expect(plan(reviewEvent('/docs-agent <!-- docs-agent-action job=x', 'writer'))).toMatchObject({
      act: false
    })
  })

  it('a comment on a pull request continues its tracked job as on issues (no marker required)', () => {
    expect(plan(prCommentEvent('/docs-agent more examples', 'writer'))).toMatchObject({
      act: true,
      issueNumber: 101,
      continueTracked: true
    })
    expect(plan(commentEvent('/docs-agent more', 'writer'))).not.toHaveProperty(
      'requireMarker',
      true
    )
  })
})

describe('markers with an origin and turns', () => {
  const key = new MarkerKey('mint_Qv8sLr3Np0Wz')
  const place = { repository: 'acme/docs', issueNumber: 101 }
  const marker = {
    jobId: 'job_1',
    projectId: 'proj',
    origin: 'acme/product#12',
    turns: encodeLedger(
      ledgerOf([{ n: 1, at: '2026-11-23T10:00:00.000Z', by: 'writer', result: 'completed' }])
    )
  }

  it('verifies with its fields, on its place only', () => {
    const rendered = key.render(marker, place)
    expect(key.verify(rendered, place)).toEqual(marker)
    expect(key.verify(rendered, { ...place, issueNumber: 102 })).toBeUndefined()
  })

  it('does not verify once any field is changed, added or dropped', () => {
    const rendered = key.render(marker, place)
    const forged = [
      rendered.replace('origin=acme%2Fproduct%2312', 'origin=evil%2Fproduct%2312'),
      rendered.replace(/ turns=\S+/, ''),
      rendered.replace(/ origin=\S+/, ''),
      rendered.replace(
        /turns=(\S+)/,
        (_, t: string) =>
          `turns=${encodeLedger({ ...decodeLedger(t), turns: [...decodeLedger(t).turns, { n: 2, at: '2026-11-23T11:00:00.000Z', by: 'mallory', asks: [], result: 'completed' }] })}`
      )
    ]
    for (const body of forged) expect(key.verify(body, place)).toBeUndefined()
  })

  it('a marker without the new fields signs as before (old tracking comments still verify)', () => {
    const old = key.render({ jobId: 'job_1', projectId: 'proj' }, place)
    expect(old).toMatch(/^<!-- docs-agent-action job=job_1 project=proj sig=[0-9a-f]{64} -->$/)
    expect(key.verify(old, place)).toEqual({ jobId: 'job_1', projectId: 'proj' })
  })

  it('an origin that is not owner/repo#n is refused even with a valid signature', () => {
    const odd = key.render({ ...marker, origin: 'acme/docs#12 <script>' }, place)
    expect(key.verify(odd, place)).toBeUndefined()
  })
})

describe('pr-* inputs', () => {
  const read = (inputs: Record<string, string>) =>
    readAgentSettings({ 'github-token': 'ghs_workflow', ...inputs }, '/tmp')

  it('splits reviewers into users and org/team, deduplicates, defaults the token', () => {
    const s = read({
      'pr-reviewers': 'octocat, acme/docs-team,Octocat',
      'pr-labels': 'docs, Docs,agent',
      'pr-assignees': 'hubot'
    })
    expect(s.pr).toEqual({
      reviewers: ['octocat'],
      teams: [{ org: 'acme', slug: 'docs-team' }],
      labels: ['docs', 'agent'],
      assignees: ['hubot'],
      comment: false,
      token: 'ghs_workflow',
      waitingLabel: '',
      closeWithCode: true,
      followCode: true
    })
    expect(read({ 'pr-token': 'ghp_docsrepo' }).pr.token).toBe('ghp_docsrepo')
  })

  it('reads pr-follow-code, refusing what is not true or false', () => {
    expect(read({ 'pr-follow-code': 'false' }).pr.followCode).toBe(false)
    expect(() => read({ 'pr-follow-code': 'off' })).toThrow(
      "Input 'pr-follow-code' must be true or false"
    )
  })

  it('reads the waiting label and whether the docs pull request closes with the code', () => {
    const s = read({ 'pr-waiting-label': ' waiting-for-code ', 'pr-close-with-code': 'false' })
    expect(s.pr).toMatchObject({ waitingLabel: 'waiting-for-code', closeWithCode: false })
  })

  it.each([
    [
      { 'pr-waiting-label': 'waiting,for code' },
      /^Input 'pr-waiting-label' must be one label name of at most 50 characters, or empty; got "waiting,for code"\.$/
    ],
    [
      { 'pr-waiting-label': 'Waiting', 'pr-labels': 'docs,waiting' },
      /^Input 'pr-waiting-label' must not be one of 'pr-labels': it comes off when the code merges, and 'pr-labels' are to stay; got "Waiting" in both\.$/
    ],
    [
      { 'pr-close-with-code': 'maybe' },
      /^Input 'pr-close-with-code' must be true or false; got "maybe"\.$/
    ],
    [
      { 'pr-reviewers': '@octocat' },
      /^Input 'pr-reviewers' must be a comma-separated list of GitHub logins \(octocat\) or teams \(org\/team-slug\); got "@octocat"\.$/
    ],
    [{ 'pr-reviewers': 'a/b/c' }, /^Input 'pr-reviewers'/],
    [
      { 'pr-assignees': 'acme/team' },
      /^Input 'pr-assignees' must be a comma-separated list of GitHub logins/
    ],
    [
      { 'pr-labels': 'x'.repeat(51) },
      /^Input 'pr-labels' must be a comma-separated list of label names of at most 50 characters/
    ],
    [{ 'pr-comment': 'yes' }, /^Input 'pr-comment' must be true or false; got "yes"\.$/]
  ])('refuses %j before any request', (inputs, expected) => {
    expect(() => read(inputs)).toThrow(expected)
  })
})

describe('the pull request as outputs', () => {
  const data = (head: unknown, base: unknown) => ({ head, base }) as never

  it('takes a branch, a commit and a base of the expected forms only', () => {
    expect(
      PullRequestSide.details(
        data({ ref: 'docs-agent/job_1', sha: 'a'.repeat(40) }, { ref: 'main' })
      )
    ).toEqual({
      headRef: 'docs-agent/job_1',
      headSha: 'a'.repeat(40),
      baseRef: 'main'
    })
    for (const ref of [
      '$(curl evil)',
      'a..b',
      '/x',
      'x/',
      'a b',
      '',
      'x'.repeat(256),
      'main\n::add-mask::'
    ]) {
      expect(PullRequestSide.details(data({ ref, sha: 'nothex' }, { ref })).headRef).toBe('')
    }
    expect(PullRequestSide.details(data({ ref: 'x', sha: 'A'.repeat(40) }, {})).headSha).toBe('')
    expect(PullRequestSide.details(data(undefined, undefined))).toEqual({
      headRef: '',
      headSha: '',
      baseRef: ''
    })
  })
})

describe('a follow-up to a job that is still working', () => {
  const job = (status: string): AgentJob => ({ id: 'job_1', status, prLink: null })
  const client = (status: string) => {
    const calls: string[] = []
    return {
      calls,
      createJob: async () => (calls.push('create'), job('active')),
      getJob: async () => (calls.push('get'), job(status)),
      sendMessage: async () => (calls.push('message'), job('completed'))
    }
  }
  const wait =
    (end: WaitResult['end'], calls: string[]) =>
    async (initial: AgentJob): Promise<WaitResult> => {
      calls.push(`wait from ${initial.status}`)
      return {
        job: job(end === 'terminal' ? 'completed' : 'active'),
        end,
        confirmed: true,
        polls: 3
      }
    }
  const call = { deadline: Date.now() + 60_000 }

  it('waits for the earlier turn to end: the job is then free', async () => {
    const c = client('active')
    const free = await awaitEarlierTurn(
      'job_1',
      false,
      c as never,
      call,
      wait('terminal', c.calls),
      () => {}
    )
    expect(free).toMatchObject({ ended: true, job: { status: 'completed' } })
    expect(c.calls).toEqual(['get', 'wait from active'])
  })

  it('waits, as after a message, when the comment shows another run’s turn at work', async () => {
    const c = client('completed')
    const seen: boolean[] = []
    const free = await awaitEarlierTurn(
      'job_1',
      true,
      c as never,
      call,
      async (initial: AgentJob, afterMessage: boolean) => {
        seen.push(afterMessage)
        return { job: initial, end: 'terminal', confirmed: true, polls: 2 }
      },
      () => {}
    )
    expect(free).toMatchObject({ ended: true })
    expect(seen).toEqual([true])
    expect(c.calls).toEqual(['get'])
  })

  it('a job that is terminal is free at once', async () => {
    const c = client('completed')
    const free = await awaitEarlierTurn(
      'job_1',
      false,
      c as never,
      call,
      wait('terminal', c.calls),
      () => {}
    )
    expect(free).toMatchObject({ ended: false })
    expect(c.calls).toEqual(['get'])
  })

  it.each(['timeout', 'cancelled'] as const)(
    'is not free when the earlier turn does not end (%s)',
    async (end) => {
      const c = client('active')
      const free = await awaitEarlierTurn(
        'job_1',
        false,
        c as never,
        call,
        wait(end, c.calls),
        () => {}
      )
      expect(free).toEqual({ job: job('active'), sent: false, end })
    }
  )

  describe('a message that surely did not go out', () => {
    /** The real client; the service answers `status` to a message, and a job's GET at once. */
    const service = (messageStatus: number, onMessage: () => void = () => {}) => {
      const requests: string[] = []
      const fetch = async (url: string | URL | Request, init?: RequestInit) => {
        const path = new URL(String(url)).pathname
        requests.push(`${init?.method ?? 'GET'} ${path}`)
        if (init?.method === 'POST') onMessage()
        // Cancelled while the request was out: fetch rejects (the service may have taken it).
        if (init?.signal?.aborted)
          throw new DOMException('The operation was aborted.', 'AbortError')
        const status = init?.method === 'POST' ? messageStatus : 200
        const body = status === 200 ? { id: 'job_1', status: 'completed', prLink: null } : {}
        return new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' }
        })
      }
      const client = new DocsApiClient({
        apiKey: 'mint_start_test_key_0123456789',
        projectId: 'proj',
        baseUrl: 'https://api.example.com',
        fetch: fetch as typeof globalThis.fetch,
        retry: { maxAttempts: 1 },
        logger: { info: () => {}, debug: () => {} }
      })
      return { client, requests }
    }

    /** How the message ended: the job, or whether its error says it surely did not go out. */
    const untaken = (error: unknown) => error instanceof ApiError && error.untaken

    it('cancelled before it went out: it surely did not reach the service (its record goes)', async () => {
      const { client, requests } = service(200)
      const cancel = new AbortController()
      cancel.abort()
      const error = await sendFollowUp(
        'job_1',
        'more',
        client,
        { signal: cancel.signal, deadline: Date.now() + 60_000 },
        () => {}
      ).catch((e: unknown) => e)
      expect(untaken(error)).toBe(true)
      expect((error as ApiError).kind).toBe('aborted')
      expect(requests).toEqual([])
    })

    it.each([429, 503])(
      'refused as busy (%i): it surely did not reach the service, and the failure stands',
      async (status) => {
        const { client } = service(status)
        const error = await sendFollowUp('job_1', 'more', client, call, () => {}).catch(
          (e: unknown) => e
        )
        expect(String(error)).toContain(String(status))
        expect(untaken(error)).toBe(true)
      }
    )

    it.each([500, 400])(
      'a message the service may have taken (%i), or refused for good, keeps its record',
      async (status) => {
        const { client } = service(status)
        const error = await sendFollowUp('job_1', 'more', client, call, () => {}).catch(
          (e: unknown) => e
        )
        expect(String(error)).toContain(String(status))
        expect(untaken(error)).toBe(false)
      }
    )

    it('cancelled while the message was on its way: it may have been taken, so the record stays', async () => {
      const cancel = new AbortController()
      const { client } = service(200, () => cancel.abort())
      const error = await sendFollowUp(
        'job_1',
        'more',
        client,
        { signal: cancel.signal, deadline: Date.now() + 60_000 },
        () => {}
      ).catch((e: unknown) => e)
      expect(String(error)).toMatch(/cancelled/)
      expect(untaken(error)).toBe(false)
    })
  })

  it('refuses another job’s answer before sending anything', async () => {
    const c = client('completed')
    c.getJob = async () => (c.calls.push('get'), { ...job('completed'), id: 'job_other' })
    await expect(
      awaitEarlierTurn('job_1', false, c as never, call, wait('terminal', c.calls), () => {})
    ).rejects.toThrow(/with another job \(job_other\)/)
    expect(c.calls).toEqual(['get'])
  })
})
