// Attacks on the ledger and the claim as units (src/github/ledger.ts, conversation.ts, comment.ts),
// with a hand-made Octokit of one issue. Found by an attack, kept as tests: each pins a promise the design broke.
import { describe, expect, it } from '@jest/globals'
import type { Clock } from '../../src/api/clock.js'
import { commentBody, type CommentView } from '../../src/github/comment-render.js'
import { TrackingComment } from '../../src/github/comment.js'
import { placeOf } from '../../src/github/find-comment.js'
import { Conversation } from '../../src/github/conversation.js'
import { MAX_INSTRUCTIONS } from '../../src/github/mailbox.js'
import {
  decodeLedger,
  encodeLedger,
  wasSent,
  type Ledger,
  type Turn
} from '../../src/github/ledger.js'
import { MarkerKey } from '../../src/github/marker.js'
import { State } from '../../src/github/state.js'
import { closeComment } from '../../src/post/close-comment.js'
import { BOUNDS } from '../../src/bounds.js'
import type { Octokit } from '../../src/github/octokit.js'

const KEY = 'mint_attack_key_0123456789abcdef'
const markers = new MarkerKey(KEY)
const repo = { owner: 'acme', repo: 'docs' }
const place = placeOf(repo, 12)
const T0 = Date.parse('2026-11-23T10:00:00Z')

const view: CommentView = {
  phase: 'working',
  jobId: 'job_1',
  projectId: 'proj',
  status: 'active',
  elapsedMs: 0
}
const bodyOf = (ledger: Ledger) =>
  commentBody({ ...view, ledger, home: place }, markers, place, ledger)
const ledgerIn = (body: string) => decodeLedger(markers.verify(body, place)?.turns)

const turn = (
  n: number,
  asks: string[],
  result: Turn['result'] = 'completed',
  run = '7000'
): Turn => ({
  n,
  at: `2026-11-23T10:0${n % 10}:00.000Z`,
  by: 'writer',
  asks,
  result,
  run
})

/** A clock whose sleeps move time at once. */
function fakeClock(): Clock & { t: number } {
  const clock = {
    t: T0,
    now: () => clock.t,
    sleep: async (ms: number) => {
      clock.t += ms
    },
    timeout: () => new AbortController().signal,
    random: () => 0.5
  }
  return clock
}

interface FakeComment {
  id: number
  body: string
  login: string
  /** When it was made (GitHub's created_at); T0 unless given. */
  at?: string
}

/** One issue's comments; `failGets` GETs of a comment answer 502 (after Octokit's retries). */
function fakeGitHub(comments: FakeComment[]) {
  const state = {
    failGets: 0,
    writes: [] as string[],
    afterGet: undefined as (() => void) | undefined
  }
  const error = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status })
  const octokit = {
    rest: {
      issues: {
        getComment: async ({ comment_id }: { comment_id: number }) => {
          if (state.failGets > 0) {
            state.failGets--
            throw error(502)
          }
          const c = comments.find((x) => x.id === comment_id)
          if (!c) throw error(404)
          const data = { id: c.id, body: c.body, user: { login: c.login, type: 'Bot' } }
          state.afterGet?.()
          return { data }
        },
        updateComment: async ({ comment_id, body }: { comment_id: number; body: string }) => {
          const c = comments.find((x) => x.id === comment_id)
          if (!c) throw error(404)
          c.body = body
          state.writes.push(body)
          return { data: { id: c.id, body } }
        },
        createComment: async ({ body }: { body: string }) => {
          const c = { id: 2000 + comments.length, body, login: 'github-actions[bot]' }
          comments.push(c)
          state.writes.push(body)
          return { data: { id: c.id, body } }
        },
        listComments: async () => ({
          data: comments.map((c) => ({
            id: c.id,
            body: c.body,
            user: { login: c.login, type: c.login.endsWith('[bot]') ? 'Bot' : 'User' },
            created_at: c.at ?? new Date(T0).toISOString(),
            html_url: `https://github.com/acme/docs/issues/12#issuecomment-${c.id}`
          })),
          headers: {}
        })
      }
    }
  }
  return { octokit: octokit as unknown as Octokit, state }
}

const quiet = { warning: () => {}, notice: () => {}, debug: () => {} }

describe('the claim', () => {
  it('a run whose read of the tracking comment fails does not write its stale ledger over the holder’s claim and turn', async () => {
    const clock = fakeClock()
    // What run B read at its start: turn 1, nobody holding.
    const early: Ledger = { turns: [turn(1, ['c100'])], upTo: 100, waiting: [] }
    const comments = [{ id: 50, body: bodyOf(early), login: 'github-actions[bot]' }]
    const { octokit, state } = fakeGitHub(comments)
    const home = new TrackingComment(octokit, repo, 12, markers, quiet, clock, {
      id: 50,
      turns: encodeLedger(early)
    })
    expect(await home.read('job_1')).toMatchObject({ turns: [{ n: 1 }] })
    // Run A takes the conversation and records turn 2 (working), as GitHub holds it now.
    const holderClaim = { id: 'run-a', run: '7001', until: T0 + 3_600_000 }
    const now: Ledger = {
      turns: [turn(1, ['c100']), turn(2, ['c101'], 'working', '7001')],
      upTo: 101,
      claim: holderClaim,
      waiting: []
    }
    comments[0]!.body = bodyOf(now)
    // Run B tries for the claim; GitHub answers its read with a 502 (a blip).
    state.failGets = 1
    const b = new Conversation(
      home,
      'job_1',
      { id: 'run-b', run: '7002', until: T0 + 3_600_000 },
      { clock, claimMs: 5000, allowedUsers: [], nextDelay: () => 30_000 }
    )
    const got = await b.claim(
      () => false,
      (ledger) => bodyOf(ledger),
      T0 + 120_000,
      new AbortController().signal
    )
    const after = ledgerIn(comments[0]!.body)
    // Run A still holds the conversation, and its turn 2 is still recorded.
    expect(after.claim?.id).toBe('run-a')
    expect(after.turns.map((t) => t.n)).toEqual([1, 2])
    expect(got.held).toBe(false)
  })

  it('a person who removes the marker: the run makes the comment again as a new one, the edit stays', async () => {
    const clock = fakeClock()
    const early: Ledger = { turns: [turn(1, ['c100'])], upTo: 100, waiting: [] }
    const comments = [{ id: 50, body: bodyOf(early), login: 'github-actions[bot]' }]
    const { octokit } = fakeGitHub(comments)
    const home = new TrackingComment(octokit, repo, 12, markers, quiet, clock, {
      id: 50,
      turns: encodeLedger(early)
    })
    await home.read('job_1')
    const now: Ledger = {
      turns: [turn(1, ['c100']), turn(2, ['c101'], 'working', '7001')],
      upTo: 101,
      claim: { id: 'run-a', run: '7001', until: T0 + 3_600_000 },
      waiting: []
    }
    // A maintainer edits the comment and drops the hidden marker (the holder's record with it).
    comments[0]!.body =
      bodyOf(now).replace(/<!-- docs-agent-action[^]*?-->/, '') + '\n\nEdited: done here.'
    const b = new Conversation(
      home,
      'job_1',
      { id: 'run-b', run: '7002', until: T0 + 3_600_000 },
      { clock, claimMs: 5000, allowedUsers: [], nextDelay: () => 30_000 }
    )
    const got = await b.claim(
      () => false,
      (ledger) => bodyOf(ledger),
      T0 + 120_000,
      new AbortController().signal
    )
    // The marker took the ledger with it: as good as deleted. B, which saw no claim, makes the
    // comment again as a new one (the holder, at its next write, finds that one and puts its
    // turns back; the service's status still keeps a follow-up out of a turn at work). The
    // person's edit is never overwritten.
    expect(got.held).toBe(true)
    expect(comments).toHaveLength(2)
    expect(comments[0]!.body).toContain('Edited: done here.')
    expect(ledgerIn(comments[1]!.body).claim?.id).toBe('run-b')
  })
})

describe('taking the claim', () => {
  it('keeps what the tracking comment shows: only its signed marker changes', async () => {
    // Found by a review: the claim re-signs the marker of the comment as read; a claim that wrote
    // the run's own view would show "working" over the turn before's pull request while it waits.
    const clock = fakeClock()
    const done: Ledger = { turns: [turn(1, ['c100'])], upTo: 100, waiting: [] }
    const shown: CommentView = { ...view, phase: 'no-pr', status: 'completed' }
    const before = commentBody({ ...shown, ledger: done, home: place }, markers, place, done)
    const comments = [{ id: 50, body: before, login: 'github-actions[bot]' }]
    const { octokit } = fakeGitHub(comments)
    const home = new TrackingComment(octokit, repo, 12, markers, quiet, clock, {
      id: 50,
      turns: encodeLedger(done)
    })
    const b = new Conversation(
      home,
      'job_1',
      { id: 'run-b', run: '7002', until: T0 + 3_600_000 },
      { clock, claimMs: 5000, allowedUsers: [], nextDelay: () => 30_000 }
    )
    const got = await b.claim(() => false, bodyOf, T0 + 120_000, new AbortController().signal)
    const visible = (body: string) => body.replace(/<!-- docs-agent-action[^]*?-->/, '')
    expect(got.held).toBe(true)
    expect(ledgerIn(comments[0]!.body).claim?.id).toBe('run-b')
    expect(visible(comments[0]!.body)).toBe(visible(before))
    expect(visible(before)).not.toBe(visible(bodyOf(done)))
  })
})

describe('a run that does not hold the conversation', () => {
  it('does not write the tracking comment while another run holds it (an attach sends nothing)', async () => {
    const clock = fakeClock()
    const held: Ledger = {
      turns: [turn(1, ['c100']), turn(2, ['c101'], 'working', '7001')],
      upTo: 101,
      claim: { id: 'run-a', run: '7001', until: T0 + 3_600_000 },
      waiting: []
    }
    const comments = [{ id: 50, body: bodyOf(held), login: 'github-actions[bot]' }]
    const { octokit } = fakeGitHub(comments)
    const home = new TrackingComment(octokit, repo, 12, markers, quiet, clock, {
      id: 50,
      turns: encodeLedger(held)
    })
    const attach = new Conversation(
      home,
      'job_1',
      { id: 'run-b', run: '7002', until: T0 + 3_600_000 },
      { clock, claimMs: 5000, allowedUsers: [], nextDelay: () => 30_000 }
    )
    const written = await home.write('job_1', attach.apply, (ledger) => bodyOf(ledger))
    expect(written).toBeUndefined()
    expect(comments[0]!.body).toBe(bodyOf(held))
  })
})

describe('a deleted tracking comment', () => {
  it('is made again with every turn recorded, not taken from a person’s comment that copied an older marker', async () => {
    const clock = fakeClock()
    const one: Ledger = { turns: [turn(1, ['c100'])], upTo: 100, waiting: [] }
    const two: Ledger = {
      turns: [turn(1, ['c100']), turn(2, ['c101'], 'completed', '7001')],
      upTo: 101,
      waiting: []
    }
    // Mallory (any commenter) pasted the tracking comment's source when it told one turn.
    const comments = [
      { id: 50, body: bodyOf(two), login: 'github-actions[bot]' },
      { id: 60, body: `lol\n${bodyOf(one)}`, login: 'mallory' }
    ]
    const { octokit } = fakeGitHub(comments)
    const notices: string[] = []
    const home = new TrackingComment(
      octokit,
      repo,
      12,
      markers,
      { ...quiet, notice: (m) => notices.push(String(m)) },
      clock,
      { id: 50, turns: encodeLedger(two) }
    )
    await home.read('job_1')
    // Someone deletes the tracking comment; this run then records its turn 3.
    comments.splice(0, 1)
    const written = await home.write(
      'job_1',
      (read) => ({ ...read, turns: [...read.turns, turn(3, ['c102'], 'working', '7002')] }),
      bodyOf
    )
    expect(written?.turns.map((t) => t.n)).toEqual([1, 2, 3])
    expect(comments.find((c) => c.id === 60)?.body.startsWith('lol')).toBe(true)
    expect(notices.join('\n')).toMatch(/deleted/)
  })
})

describe('the ledger', () => {
  it('an instruction carried by a turn eleven turns back is still known as sent', () => {
    const first = turn(1, ['c101', 'c102', 'c103', 'c104', 'c105'])
    const later = Array.from({ length: 10 }, (_, i) => turn(i + 2, [`c${200 + i}`]))
    const ledger: Ledger = { turns: [first, ...later], upTo: 209, waiting: [] }
    const read = decodeLedger(encodeLedger(ledger))
    // c104's own run (a re-run, or one that waited long) must find it sent, not send it again.
    expect(wasSent(read, 'c104')).toBe(true)
  })

  it('a turn keeps every instruction the mailbox gathers for it (20, the run’s own among them)', () => {
    expect(MAX_INSTRUCTIONS).toBe(20)
    const asks = [...Array.from({ length: 19 }, (_, i) => `c${101 + i}`), 'c125']
    const read = decodeLedger(
      encodeLedger({ turns: [turn(1, ['c100']), turn(2, asks)], upTo: 120, waiting: [] })
    )
    expect(asks.every((ask) => wasSent(read, ask))).toBe(true)
  })
})

describe('a tracking comment written by 1.0.0', () => {
  it('the comments its runs sent are not sent again; the run’s own is, and later ones are read', async () => {
    const clock = fakeClock()
    const v1 = Buffer.from(
      JSON.stringify([[1, '2026-11-20T10:00:00.000Z', 'writer', 'completed', '']])
    ).toString('base64url')
    const tracking = `${markers.render({ jobId: 'job_1', projectId: 'proj', turns: v1 }, place)}\nold text`
    const comments = [
      { id: 50, body: tracking, login: 'github-actions[bot]' },
      // Made before the 1.0.0 run that sent it began (its turn's time).
      {
        id: 60,
        body: '/docs-agent Sent by a 1.0.0 run already.',
        login: 'writer',
        at: '2026-11-20T09:59:00Z'
      },
      { id: 70, body: '/docs-agent This run’s own.', login: 'writer' }
    ]
    const { octokit } = fakeGitHub(comments)
    const home = new TrackingComment(octokit, repo, 12, markers, quiet, clock, {
      id: 50,
      turns: v1
    })
    const conversation = new Conversation(
      home,
      'job_1',
      { id: 'run-a', run: '7001', until: T0 + 3_600_000 },
      { clock, claimMs: 5000, allowedUsers: ['writer'], projectId: 'proj', nextDelay: () => 30_000 }
    )
    const settings = { triggerPhrase: '/docs-agent', prompt: '' }
    const own = { ask: 'c70', by: 'writer', at: '2026-11-23T10:00:00Z', text: 'This run’s own.' }
    const first = await conversation.gather(settings, own)
    expect(first.asked.map((i) => i.ask)).toEqual(['c70'])
    expect(first.upTo).toBe(70)
    // Once the turn is sent, the ledger reads the conversation from there like any other.
    conversation.hold()
    conversation.passed(first.upTo)
    expect(conversation.current.legacy).toBeUndefined()
    comments.push({ id: 80, body: '/docs-agent Asked during the turn.', login: 'writer' })
    const next = await conversation.gather(settings)
    expect(next.asked.map((i) => i.ask)).toEqual(['c80'])
  })
})

describe('a tracking comment made again by a step that could not read it', () => {
  it('reads on from the last comment a turn carried, not from the comment made again', async () => {
    const clock = fakeClock()
    // Comment 100 was made again with the turns, but without where the mailbox stood (upTo 0).
    const ledger: Ledger = { turns: [turn(1, ['c40']), turn(2, ['c60'])], upTo: 0, waiting: [] }
    const comments: FakeComment[] = [
      { id: 40, body: '/docs-agent Sent in turn 1.', login: 'writer' },
      { id: 60, body: '/docs-agent Sent in turn 2.', login: 'writer' },
      {
        id: 70,
        body: '/docs-agent Its run timed out while the comment was gone.',
        login: 'writer'
      },
      { id: 100, body: bodyOf(ledger), login: 'github-actions[bot]' },
      { id: 110, body: '/docs-agent This run’s own.', login: 'writer' }
    ]
    const { octokit } = fakeGitHub(comments)
    const home = new TrackingComment(octokit, repo, 12, markers, quiet, clock, {
      id: 100,
      turns: encodeLedger(ledger)
    })
    const conversation = new Conversation(
      home,
      'job_1',
      { id: 'run-a', run: '7001', until: T0 + 3_600_000 },
      { clock, claimMs: 5000, allowedUsers: ['writer'], projectId: 'proj', nextDelay: () => 30_000 }
    )
    const own = { ask: 'c110', by: 'writer', at: '2026-11-23T10:30:00Z', text: 'This run’s own.' }
    const gathered = await conversation.gather({ triggerPhrase: '/docs-agent', prompt: '' }, own)
    expect(gathered.asked.map((i) => i.ask)).toEqual(['c70', 'c110'])
  })
})

describe('a tracking comment written by 1.0.0, read by the first 2.0.0 runs', () => {
  const settings = { triggerPhrase: '/docs-agent', prompt: '' }
  const v1Of = (turns: unknown[][]) => Buffer.from(JSON.stringify(turns)).toString('base64url')
  const setUp = (v1: string, later: FakeComment[]) => {
    const clock = fakeClock()
    const tracking = `${markers.render({ jobId: 'job_1', projectId: 'proj', turns: v1 }, place)}\nold text`
    const comments: FakeComment[] = [
      { id: 50, body: tracking, login: 'github-actions[bot]' },
      {
        id: 60,
        body: '/docs-agent Sent by a 1.0.0 run already.',
        login: 'writer',
        at: '2026-11-20T09:59:00Z'
      },
      ...later
    ]
    const { octokit } = fakeGitHub(comments)
    const home = new TrackingComment(octokit, repo, 12, markers, quiet, clock, {
      id: 50,
      turns: v1
    })
    const conversation = (id: string) =>
      new Conversation(
        home,
        'job_1',
        { id, run: '7001', until: T0 + 3_600_000 },
        {
          clock,
          claimMs: 5000,
          allowedUsers: ['writer'],
          projectId: 'proj',
          nextDelay: () => 30_000
        }
      )
    return { conversation, home }
  }
  const own = (id: number, at: string) => ({
    ask: `c${id}`,
    by: 'writer',
    at,
    text: `Comment ${id}.`
  })

  it('a comment a 2.0.0 run could not send is sent by the next run, not taken for one 1.0.0 sent', async () => {
    const v1 = v1Of([[1, '2026-11-20T10:00:00.000Z', 'writer', 'completed', '']])
    // Run A (comment 70) could not take the conversation (GitHub kept refusing the claim, or
    // the job was busy past its timeout): it wrote nothing and said "the next run sends it".
    const { conversation } = setUp(v1, [
      { id: 70, body: '/docs-agent Comment 70.', login: 'writer', at: '2026-11-23T10:00:00Z' },
      { id: 90, body: '/docs-agent Comment 90.', login: 'writer', at: '2026-11-23T11:00:00Z' }
    ])
    const b = await conversation('run-b').gather(settings, own(90, '2026-11-23T11:00:00Z'))
    expect(b.asked.map((i) => i.ask)).toEqual(['c70', 'c90'])
  })

  it('a turn sent without reading the conversation (GitHub failed to list it) keeps the 1.0.0 mark: what 1.0.0 sent is not sent again', async () => {
    const v1 = v1Of([[1, '2026-11-20T10:00:00.000Z', 'writer', 'completed', '']])
    const later = [
      { id: 70, body: '/docs-agent Comment 70.', login: 'writer', at: '2026-11-23T10:00:00Z' }
    ]
    const { conversation } = setUp(v1, later)
    // Run A holds the conversation; its mailbox could not list the comments, so it sends its own
    // instruction alone and reads no further (turns.ts: upTo 0), then writes its turn as it
    // goes (comments.ts: every write while holding).
    const a = conversation('run-a')
    a.hold()
    a.record({ ...turn(2, ['c70'], 'working', '7001') })
    a.passed(0)
    a.started()
    const written = decodeLedger(encodeLedger(a.current))
    // The next run reads the ledger A wrote: comment 60, sent by 1.0.0, is not sent again.
    const next = setUp(encodeLedger(written), [
      ...later,
      { id: 90, body: '/docs-agent Comment 90.', login: 'writer', at: '2026-11-23T11:00:00Z' }
    ])
    const b = await next.conversation('run-b').gather(settings, own(90, '2026-11-23T11:00:00Z'))
    expect(b.asked.map((i) => i.ask)).toEqual(['c90'])
  })

  it('a 1.0.0 turn still queued keeps the ledger a 1.0.0 one: its turns stay, no earlier comment is sent again', async () => {
    // 1.0.0 announced a follow-up as `queued` until it was sent; its comment may hold one.
    const v1 = v1Of([
      [1, '2026-11-20T10:00:00.000Z', 'writer', 'completed', ''],
      [2, '2026-11-20T11:00:00.000Z', 'writer', 'queued']
    ])
    const { conversation } = setUp(v1, [
      { id: 70, body: '/docs-agent Comment 70.', login: 'writer', at: '2026-11-23T10:00:00Z' }
    ])
    const a = conversation('run-a')
    expect(a.current.turns.map((t) => t.n)).toEqual([1, 2])
    const first = await a.gather(settings, own(70, '2026-11-23T10:00:00Z'))
    expect(first.asked.map((i) => i.ask)).toEqual(['c70'])
  })
})

describe('a turn recorded whose message never went out', () => {
  it('is taken out of the ledger with the next write, its instructions shown as waiting and read again', async () => {
    const clock = fakeClock()
    const ledger: Ledger = { turns: [turn(1, ['c40'])], upTo: 40, waiting: [] }
    const comments: FakeComment[] = [
      { id: 40, body: '/docs-agent Sent in turn 1.', login: 'writer' },
      { id: 50, body: bodyOf(ledger), login: 'github-actions[bot]' },
      { id: 60, body: '/docs-agent Recorded, never sent.', login: 'writer' }
    ]
    const { octokit } = fakeGitHub(comments)
    const home = new TrackingComment(octokit, repo, 12, markers, quiet, clock, {
      id: 50,
      turns: encodeLedger(ledger)
    })
    const conversation = new Conversation(
      home,
      'job_1',
      { id: 'run-a', run: '7001', until: T0 + 3_600_000 },
      { clock, claimMs: 5000, allowedUsers: ['writer'], projectId: 'proj', nextDelay: () => 30_000 }
    )
    conversation.hold()
    const recorded = turn(2, ['c60'], 'working', '7001')
    conversation.record(recorded)
    await home.write('job_1', conversation.apply, bodyOf)
    expect(ledgerIn(comments[1]!.body).turns.map((t) => t.n)).toEqual([1, 2])
    conversation.withdraw(recorded)
    await home.write('job_1', conversation.apply, bodyOf)
    const after = ledgerIn(comments[1]!.body)
    expect([after.turns.map((t) => t.n), after.waiting, after.upTo]).toEqual([[1], ['c60'], 40])
    const next = await conversation.gather({ triggerPhrase: '/docs-agent', prompt: '' })
    expect(next.asked.map((i) => i.ask)).toEqual(['c60'])
  })

  it('is taken out by the post step when the main step could not write again', async () => {
    const clock = fakeClock()
    const recorded = turn(2, ['c60'], 'working', '7001')
    const ledger: Ledger = {
      turns: [turn(1, ['c40']), recorded],
      upTo: 40,
      claim: { id: 'run-a', run: '7001', until: T0 + 3_600_000 },
      waiting: []
    }
    const comments = [{ id: 50, body: bodyOf(ledger), login: 'github-actions[bot]' }]
    const { octokit } = fakeGitHub(comments)
    const env: NodeJS.ProcessEnv = {
      'INPUT_API-KEY': KEY,
      'INPUT_GITHUB-TOKEN': 'ghs_attack_token_0123456789',
      [`STATE_${State.CommentView}`]: JSON.stringify(view),
      [`STATE_${State.CommentId}`]: '50',
      [`STATE_${State.Conversation}`]: JSON.stringify({
        repository: 'acme/docs',
        issueNumber: 12,
        jobId: 'job_1',
        claim: 'run-a',
        turns: [],
        upTo: 40,
        withdrawn: [recorded]
      }),
      GITHUB_REPOSITORY: 'acme/docs',
      GITHUB_API_URL: 'https://api.github.com'
    }
    await closeComment(new AbortController().signal, {
      clock,
      bounds: BOUNDS,
      env,
      loadOctokit: async () => octokit
    })
    const after = ledgerIn(comments[0]!.body)
    expect([after.turns.map((t) => t.n), after.waiting, after.claim]).toEqual([
      [1],
      ['c60'],
      undefined
    ])
  })
})

describe('the post step of a killed run', () => {
  it('does not put back the holder’s claim and its turn at work over the holder’s last write', async () => {
    const clock = fakeClock()
    const holding: Ledger = {
      turns: [turn(1, ['c100']), turn(2, ['c101'], 'working', '7001')],
      upTo: 101,
      claim: { id: 'run-h', run: '7001', until: T0 + 3_600_000 },
      waiting: []
    }
    const comments = [{ id: 50, body: bodyOf(holding), login: 'github-actions[bot]' }]
    const { octokit, state } = fakeGitHub(comments)
    // Run H's final write lands just after the post step read the comment: turn 2 completed,
    // the claim given up.
    const done: Ledger = {
      turns: [turn(1, ['c100']), turn(2, ['c101'], 'completed', '7001')],
      upTo: 101,
      waiting: []
    }
    state.afterGet = () => {
      state.afterGet = undefined
      comments[0]!.body = bodyOf(done)
    }
    // Run X was killed while it waited for the conversation: it sent nothing.
    const env: NodeJS.ProcessEnv = {
      'INPUT_API-KEY': KEY,
      'INPUT_GITHUB-TOKEN': 'ghs_attack_token_0123456789',
      [`STATE_${State.CommentView}`]: JSON.stringify(view),
      [`STATE_${State.CommentId}`]: '50',
      [`STATE_${State.Conversation}`]: JSON.stringify({
        repository: 'acme/docs',
        issueNumber: 12,
        jobId: 'job_1',
        claim: 'run-x',
        turns: []
      }),
      GITHUB_REPOSITORY: 'acme/docs',
      GITHUB_API_URL: 'https://api.github.com'
    }
    await closeComment(new AbortController().signal, {
      clock,
      bounds: BOUNDS,
      env,
      loadOctokit: async () => octokit
    })
    const after = ledgerIn(comments[0]!.body)
    expect(after.turns.map((t) => [t.n, t.result])).toEqual([
      [1, 'completed'],
      [2, 'completed']
    ])
    expect(after.claim).toBeUndefined()
  })
})

describe('a job made from an event (the conversation begins at its time, `from`)', () => {
  const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')
  /** The run that made the job, its tracking comment 50, its event at `from`; what it gathers. */
  async function gatheredFrom(comments: FakeComment[], from: number): Promise<string[]> {
    const clock = fakeClock()
    const empty: Ledger = { turns: [], upTo: 0, waiting: [] }
    comments.find((c) => c.id === 50)!.body = bodyOf(empty)
    const home = new TrackingComment(fakeGitHub(comments).octokit, repo, 12, markers, quiet, clock, { id: 50, turns: encodeLedger(empty) }) // prettier-ignore
    const conversation = new Conversation(home, 'job_1', { id: 'run-a', run: '7001', until: T0 + 3_600_000 }, { clock, claimMs: 5000, allowedUsers: ['writer'], projectId: 'proj', nextDelay: () => 30_000 }) // prettier-ignore
    conversation.hold()
    conversation.record(turn(1, ['e123'], 'working'))
    conversation.since(from)
    conversation.started()
    const { asked } = await conversation.gather({ triggerPhrase: '/docs-agent', prompt: '' })
    return asked.map((i) => i.ask)
  }
  const ask = (id: number, at: number): FakeComment => ({ id, body: `/docs-agent Ask ${id}.`, login: 'writer', at: iso(at) }) // prettier-ignore
  const tracking = (id: number, at: number): FakeComment => ({ id, body: '', login: 'github-actions[bot]', at: iso(at) }) // prettier-ignore

  it.each([
    ['in the whole second GitHub gives of the event, before the event by its milliseconds', 700, 0],
    ['by GitHub’s clock, when the event’s time is seconds ahead of it', 3000, 1000]
  ])('reads every comment made after its tracking comment, made %s', async (_, from, made) => {
    const comments = [tracking(50, T0 + made), ask(60, T0 + made), ask(70, T0 + 10_000)]
    expect(await gatheredFrom(comments, T0 + from)).toEqual(['c60', 'c70'])
  })

  it('reads the comments made between its event and its tracking comment, but not those before the event', async () => {
    const comments = [ask(30, T0 - 5000), ask(40, T0 + 1000), tracking(50, T0 + 2000), ask(60, T0 + 3000)] // prettier-ignore
    expect(await gatheredFrom(comments, T0)).toEqual(['c40', 'c60'])
  })

  it('leaves the comments made before another job’s tracking comment made after its event to that job’s runs', async () => {
    // Comment 40's run, not serialized with the label's, found no job and made job_2 (45); comment
    // 47's run found job_2's comment and sent it there.
    const empty: Ledger = { turns: [], upTo: 0, waiting: [] }
    const job2 = commentBody({ ...view, jobId: 'job_2', ledger: empty, home: place }, markers, place, empty) // prettier-ignore
    const comments = [ask(40, T0 + 1000), { ...tracking(45, T0 + 2000), body: job2 }, ask(47, T0 + 3000), tracking(50, T0 + 4000), ask(60, T0 + 5000)] // prettier-ignore
    expect(await gatheredFrom(comments, T0)).toEqual(['c60'])
  })

  it.each([
    ['a stranger’s comment that quotes a marker', '`<!-- docs-agent-action job=x project=y sig=00 -->`, why?'], // prettier-ignore
    ['another workflow’s tracking comment (another key)', new MarkerKey('another_workflows_key_fedcba98').render({ jobId: 'job_9', projectId: 'api' }, place)], // prettier-ignore
    ['an earlier copy of the job’s own tracking comment (made again after a lost answer)', bodyOf({ turns: [], upTo: 0, waiting: [] })] // prettier-ignore
  ])('keeps the comments made since its event around %s', async (_, body) => {
    const comments = [ask(40, T0 + 1000), { ...tracking(42, T0 + 1500), body }, ask(44, T0 + 1800), tracking(50, T0 + 4000), ask(60, T0 + 5000)] // prettier-ignore
    expect(await gatheredFrom(comments, T0)).toEqual(['c40', 'c44', 'c60'])
  })
})

// Found by an attack, kept: markers are signed per issue, so the marker of an earlier
// job of the same issue, copied into a person's comment, verifies. Made between a job's event and
// its tracking comment, that comment is taken for another job's tracking comment: the writers'
// instructions made since the event are dropped, and `upTo` passes them, so no later run of the
// job reads them (in the issue example their own runs wait in one group, where the next comment's
// run replaces a pending one: the instruction is then lost).
describe('a job made from an event, around a comment that carries another job’s marker', () => {
  const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')
  const empty: Ledger = { turns: [], upTo: 0, waiting: [] }
  async function gathered(comments: FakeComment[], from: number) {
    const clock = fakeClock()
    comments.find((c) => c.id === 50)!.body = bodyOf(empty)
    const home = new TrackingComment(fakeGitHub(comments).octokit, repo, 12, markers, quiet, clock, { id: 50, turns: encodeLedger(empty) }) // prettier-ignore
    const conversation = new Conversation(home, 'job_1', { id: 'run-a', run: '7001', until: T0 + 3_600_000 }, { clock, claimMs: 5000, allowedUsers: ['writer'], projectId: 'proj', nextDelay: () => 30_000 }) // prettier-ignore
    conversation.hold()
    conversation.record(turn(1, ['e123'], 'working'))
    conversation.since(from)
    conversation.started()
    return conversation.gather({ triggerPhrase: '/docs-agent', prompt: '' })
  }
  const ask = (id: number, at: number): FakeComment => ({ id, body: `/docs-agent Ask ${id}.`, login: 'writer', at: iso(at) }) // prettier-ignore

  it('keeps the writers’ instructions made since its event: the copy is a person’s comment, not job_0’s tracking comment (20)', async () => {
    // job_0: the issue's earlier job, its tracking comment 20, made long before the event.
    const job0 = commentBody({ ...view, jobId: 'job_0', ledger: empty, home: place }, markers, place, empty) // prettier-ignore
    const comments: FakeComment[] = [
      { id: 20, body: job0, login: 'github-actions[bot]', at: iso(T0 - 86_400_000) },
      ask(40, T0 + 1000),
      // A person pastes job_0's comment (its source, marker and all) to ask about it.
      { id: 42, body: `What happened here?\n\n${job0}`, login: 'stranger', at: iso(T0 + 1500) },
      ask(44, T0 + 1800),
      { id: 50, body: '', login: 'github-actions[bot]', at: iso(T0 + 4000) },
      ask(60, T0 + 5000)
    ]
    const { asked } = await gathered(comments, T0)
    expect(asked.map((i) => i.ask)).toEqual(['c40', 'c44', 'c60'])
  })

  it('keeps the writers’ instructions made since its event around the tracking comment of another project’s job (same key): its runs send to that project, not this one', async () => {
    // Two projects on one issue, one admin key (as examples/multi-project.yml serves every project
    // with one key): the other project's job made its tracking comment (45) in the seconds between
    // this job's event and its tracking comment. Comment 40 asks this project's job too.
    const other = commentBody({ ...view, jobId: 'job_9', projectId: 'api', ledger: empty, home: place }, markers, place, empty) // prettier-ignore
    const comments: FakeComment[] = [
      ask(40, T0 + 1000),
      { id: 45, body: other, login: 'github-actions[bot]', at: iso(T0 + 2000) },
      ask(47, T0 + 3000),
      { id: 50, body: '', login: 'github-actions[bot]', at: iso(T0 + 4000) },
      ask(60, T0 + 5000)
    ]
    const { asked } = await gathered(comments, T0)
    expect(asked.map((i) => i.ask)).toEqual(['c40', 'c47', 'c60'])
  })
})

// Found by an attack, kept: after `/docs-agent new …` the issue's comments go
// to the new job (docs/chaining-and-review.md: the earlier job's conversation "no later run reads
// once the issue's comments go to the new job"). But the earlier job's pull request is still open,
// and a review of it (examples/review-loop.yml, a run of its own) gathers the earlier job's
// conversation: every `/docs-agent` comment of the issue after its `upTo`, those made for the new
// job after the new job's tracking comment among them. Each is then sent to both jobs.
describe('the earlier job of an issue, followed up by a review of its pull request after `/docs-agent new`', () => {
  it('does not take the comments made for the new job after its tracking comment', async () => {
    const clock = fakeClock()
    const ledger0: Ledger = { turns: [turn(1, ['e123456']), turn(2, ['c30'])], upTo: 30, waiting: [] } // prettier-ignore
    const job0 = commentBody({ ...view, jobId: 'job_0', ledger: ledger0, home: place }, markers, place, ledger0) // prettier-ignore
    const empty: Ledger = { turns: [turn(1, ['c35'], 'working', '7100')], upTo: 35, waiting: [] }
    const job1 = commentBody({ ...view, jobId: 'job_1', ledger: empty, home: place }, markers, place, empty) // prettier-ignore
    const comments: FakeComment[] = [
      { id: 20, body: job0, login: 'github-actions[bot]' },
      { id: 30, body: '/docs-agent Add the FAQ.', login: 'writer' },
      { id: 35, body: '/docs-agent new Start over: one page per command.', login: 'writer' },
      { id: 50, body: job1, login: 'github-actions[bot]' },
      { id: 60, body: '/docs-agent Add a glossary page too.', login: 'writer' }
    ]
    const home = new TrackingComment(fakeGitHub(comments).octokit, repo, 12, markers, quiet, clock, { id: 20, turns: encodeLedger(ledger0) }) // prettier-ignore
    const conversation = new Conversation(home, 'job_0', { id: 'run-r', run: '7200', until: T0 + 3_600_000 }, { clock, claimMs: 5000, allowedUsers: ['writer'], projectId: 'proj', nextDelay: () => 30_000 }) // prettier-ignore
    conversation.hold()
    // The review run's own instruction: a review of the earlier job's pull request (its home is
    // the issue's comment 20, so the review is named e1<id>).
    const own = { ask: 'e1555', by: 'reviewer', at: new Date(T0).toISOString(), text: 'Fix the typo.' } // prettier-ignore
    const { asked } = await conversation.gather({ triggerPhrase: '/docs-agent', prompt: '' }, own)
    expect(asked.map((i) => i.ask)).toEqual(['e1555'])
  })
})
