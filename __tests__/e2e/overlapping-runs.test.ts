// One conversation, every instruction once (contract §4.2a), through the bundled dist/ against the
// simulator and the GitHub stand-in over real HTTP: three `/docs-agent` comments in a burst while
// the job's first turn is at work, in the examples' set-up, where GitHub keeps one pending run per
// concurrency group and drops the one before. The conversation itself is the queue: what no run
// sent is sent by the next run that can, all of it as one turn, and a run whose comment another
// run carried is skipped with a notice naming the turn. (The timings between runs are pinned on
// the virtual clock in agent/conversation.property.test.ts; this proves the wiring.)
import { describe, expect, it } from '@jest/globals'
import { commentEvent, issuesEvent } from '../../__fixtures__/events.js'
import type { RunResult } from '../../scripts/local-runner.js'
import { trackingOf, until, useSimulatedWorld } from '../support/simulated-world.js'

const KEY = 'mint_ovl_Jd8Wq3Nz5Rk2Tb'
const TOKEN = 'ghs_Ovl4Hx7Pm2Vc9Lq'

const world = useSimulatedWorld({ key: KEY, github: { token: TOKEN } })

const messages = () => world.sim.requests.filter((r) => r.route === 'sendMessage')
const { comment: tracking, ledger } = trackingOf(world, KEY)

const TEXTS = [
  'Add an example. sim:duration=300ms',
  'Mention the --dry-run flag.',
  'And a table of the flags.'
]

/** The issue labelled: its run makes the job, whose first turn works `turnMs`, within `timeout`. */
const labelRun = (timeout: string, turnMs: number, extras?: Parameters<typeof world.run>[2]) =>
  world.run(
    issuesEvent('labeled', 'maintainer', { label: 'docs' }),
    { label: 'docs', comment: 'true', prompt: `Write the docs. sim:duration=${turnMs}ms`, timeout },
    extras
  )

/**
 * The issue labelled (run A, its first turn `turnMs` long); once its tracking comment is there, three
 * comments in a burst. Their runs wait in the concurrency group: only the third's will run.
 */
async function burst(timeout: string, turnMs = 3000): Promise<{ a: RunResult; ids: number[] }> {
  const a = labelRun(timeout, turnMs)
  await until(() => tracking() !== undefined)
  const ids = TEXTS.map((text) => world.gh.addComment(12, 'writer', `/docs-agent ${text}`).id)
  return { a: await a, ids }
}

/** The run of comment `id` (GitHub starts it once the run before it in the group is done). */
const runOf = (id: number, text: string) =>
  world.run(commentEvent(`/docs-agent ${text}`, 'writer', { id }), { comment: 'true' })

const promptOf = (body: unknown): string => String((body as { prompt?: unknown }).prompt)
const sentInOrder = (prompt: string) =>
  TEXTS.map((text) => prompt.indexOf(text)).every(
    (at, i, all) => at >= 0 && (i === 0 || at > all[i - 1]!)
  )

describe('three comments in a burst while the first turn works', () => {
  it('are sent once, together, by the run at work when its turn ends; their own runs are skipped naming that turn', async () => {
    const { a, ids } = await burst('60s')
    expect(a.code).toBe(0)
    // One follow-up, all three in the order they were made, only after turn 1 had ended.
    expect(messages()).toHaveLength(1)
    // Each comment got 👀 once it was sent: the second's writer too, whose run GitHub dropped.
    const eyes = () => world.gh.reactions.map((r) => [r.kind, r.commentId, r.content])
    expect(eyes()).toEqual(ids.map((id) => ['issue-comment', id, 'eyes']))
    expect(sentInOrder(promptOf(messages()[0]!.body))).toBe(true)
    expect(a.outputs['pr-link']).toMatch(/\/pull\/\d+$/)
    // The first comment's run and the third's (GitHub dropped the second's, pending).
    for (const i of [0, 2]) {
      const run = await runOf(ids[i]!, TEXTS[i]!)
      expect(run.code).toBe(0)
      expect(run.outputs.skipped).toBe('true')
      expect(run.stdout).toContain('this instruction was sent to job')
      expect(run.stdout).toContain('in turn 2 by run')
    }
    expect(messages()).toHaveLength(1)
    expect(eyes()).toHaveLength(3)
    expect(ledger().turns.map((t) => [t.n, t.result, t.asks])).toEqual([
      [1, 'completed', [expect.stringMatching(/^e\d+$/)]],
      [2, 'completed', ids.map((id) => `c${id}`)]
    ])
    expect(tracking()!.body).toMatch(
      /\| 2 \| [^|]+ \| \[writer\][^|]*\| \[comment\]\([^)]*#issuecomment-\d+\), \[comment\]/
    )
  }, 90_000)

  it('carried while GitHub refuses the token reactions: one 👀 tried, one warning, the turn sent', async () => {
    world.gh.intercept(
      (r) =>
      r.path.endsWith('/reactions') ? { status: 403, body: { message: 'Resource not accessible by integration' } } : undefined // prettier-ignore
    )
    const { a } = await burst('60s')
    expect(a.code).toBe(0)
    expect(messages()).toHaveLength(1)
    expect(world.gh.requests.filter((r) => r.path.endsWith('/reactions'))).toHaveLength(1)
    expect(a.stdout.match(/::warning::Could not add a reaction to the comment \(403\)\./g)).toHaveLength(1) // prettier-ignore
  }, 90_000)

  it('a comment whose own run began while another run held the conversation gets one 👀, from the run that sent it', async () => {
    const a = labelRun('60s', 8000)
    await until(() => tracking() !== undefined)
    const text = `/docs-agent ${TEXTS[1]}`
    const { id } = world.gh.addComment(12, 'writer', text)
    // Its own run starts at once (no group): it waits for the label's run, which carries it.
    const b = world.run(commentEvent(text, 'writer', { id }), { comment: 'true', timeout: '60s' })
    const [ra, rb] = await Promise.all([a, b])
    expect([ra.code, rb.code, rb.outputs.skipped]).toEqual([0, 0, 'true'])
    expect(messages()).toHaveLength(1)
    expect(world.gh.reactions.map((r) => r.commentId)).toEqual([id])
  }, 90_000)

  it('a 👀 GitHub refuses over a secondary rate limit (Retry-After: 100) is not waited for: the step ends with its job', async () => {
    world.gh.rateLimit({ method: 'POST', path: /\/reactions$/, retryAfter: 100 })
    const a = labelRun('10m', 2000, { killAfterMs: 45_000 })
    await until(() => tracking() !== undefined)
    world.gh.addComment(12, 'writer', `/docs-agent ${TEXTS[0]}`)
    const result = await a
    expect([result.signal, result.code]).toEqual([null, 0])
    expect(messages()).toHaveLength(1)
    expect(result.durationMs).toBeLessThan(30_000)
    expect(world.gh.requests.filter((r) => r.path.endsWith('/reactions'))).toHaveLength(1)
  }, 120_000)

  it('from people GitHub does not associate with the repository cost no permission request, and are not sent', async () => {
    // 40 strangers' `/docs-agent` comments (anyone may comment on a public issue) among them.
    const strangers = async () => {
      await until(() => tracking() !== undefined)
      for (let i = 0; i < 40; i++) {
        world.gh.addComment(12, `stranger-${i}`, `/docs-agent Delete the docs ${i}.`).association =
          'NONE'
      }
    }
    const [{ a }] = await Promise.all([burst('60s'), strangers()])
    expect(a.code).toBe(0)
    expect(messages()).toHaveLength(1)
    expect(promptOf(messages()[0]!.body)).not.toContain('Delete the docs')
    const asked = world.gh.requests.filter((r) => r.path.endsWith('/permission'))
    expect(asked.filter((r) => r.path.includes('stranger'))).toEqual([])
  }, 90_000)

  it('wait in the conversation when the run at work has no time left, and the next run sends them all', async () => {
    // Less than half of 9 s is left when turn 1's end (at 5 s) is seen: the three wait.
    const { a, ids } = await burst('9s', 5000)
    expect(a.code).toBe(0)
    expect(messages()).toHaveLength(0)
    expect(a.stdout).toContain('3 more instruction(s) came for job')
    expect(ledger().waiting).toEqual(ids.map((id) => `c${id}`))
    expect(tracking()!.body).toContain('⏳ Waiting to be sent:')
    // GitHub dropped the first two comments' runs: the third's sends all three, as one turn.
    expect(world.gh.reactions).toEqual([])
    const third = await runOf(ids[2]!, TEXTS[2]!)
    expect(third.code).toBe(0)
    expect(third.outputs.skipped).toBe('false')
    expect(messages()).toHaveLength(1)
    // Its own comment and the two it carried, each 👀 once sent.
    expect(world.gh.reactions.map((r) => r.commentId).sort()).toEqual([...ids].sort())
    expect(sentInOrder(promptOf(messages()[0]!.body))).toBe(true)
    expect(ledger().turns.map((t) => [t.n, t.asks])).toEqual([
      [1, [expect.stringMatching(/^e\d+$/)]],
      [2, ids.map((id) => `c${id}`)]
    ])
    expect(ledger().waiting).toEqual([])
    expect(tracking()!.body).not.toContain('Waiting to be sent')
  }, 90_000)
})

describe('the 👀 of what a run sent', () => {
  it('a 👀 GitHub answers 502 costs no other comment its 👀, and is tried again at the step’s end', async () => {
    let failed = 0
    world.gh.intercept((r) =>
      r.method === 'POST' && r.path.endsWith('/reactions') && failed++ === 0
        ? { status: 502, body: { message: 'Server Error' } }
        : undefined
    )
    const first = world.gh.addComment(12, 'maintainer', '/docs-agent Write the docs. sim:duration=6s') // prettier-ignore
    const a = world.run(commentEvent(first.body, 'maintainer', { id: first.id }), { comment: 'true', timeout: '2m' }) // prettier-ignore
    await until(() => failed > 0)
    // A comment whose own run GitHub replaced: the run at work sends it when its turn ends.
    const second = world.gh.addComment(12, 'writer', `/docs-agent ${TEXTS[1]}`)
    expect((await a).code).toBe(0)
    expect(ledger().turns.map((t) => t.asks)).toEqual([[`c${first.id}`], [`c${second.id}`]])
    expect(world.gh.reactions.map((r) => r.commentId)).toEqual([second.id, first.id])
  }, 90_000)

  it('a 👀 GitHub never answers holds the step’s end 2 s at most, not the call’s 15 s', async () => {
    const asked = world.gh.addComment(12, 'writer', '/docs-agent Write the docs.')
    const run = () => world.run(commentEvent(asked.body, 'writer', { id: asked.id }), { comment: 'true', wait: 'false' }, { post: false }) // prettier-ignore
    const answered = await run()
    world.gh.stall({ method: 'POST', path: /\/reactions$/ })
    world.gh.addComment(12, 'writer', '/docs-agent new Write the docs again.')
    const again = world.gh.comments.at(-1)!
    const stalled = await world.run(commentEvent(again.body, 'writer', { id: again.id }), { comment: 'true', wait: 'false' }, { post: false }) // prettier-ignore
    expect([answered.code, stalled.code]).toEqual([0, 0])
    expect(world.sim.requests.filter((r) => r.route === 'createJob')).toHaveLength(2)
    expect(world.gh.requests.filter((r) => r.path.endsWith('/reactions'))).toHaveLength(2)
    expect(stalled.durationMs).toBeLessThan(answered.durationMs + 8000)
  }, 90_000)
})

describe('a run whose token GitHub refuses reactions, sending its own comment and two that waited', () => {
  it('tries one 👀 and warns once for its turn', async () => {
    world.gh.intercept(
      (r) =>
      r.path.endsWith('/reactions') ? { status: 403, body: { message: 'Resource not accessible by integration' } } : undefined // prettier-ignore
    )
    const { a, ids } = await burst('9s', 5000)
    expect(a.code).toBe(0)
    expect(ledger().waiting).toHaveLength(3)
    const third = await runOf(ids[2]!, TEXTS[2]!)
    expect(third.code).toBe(0)
    expect(messages()).toHaveLength(1)
    expect(third.stdout.match(/::warning::Could not add a reaction/g)).toHaveLength(1)
    expect(world.gh.requests.filter((r) => r.path.endsWith('/reactions'))).toHaveLength(1)
  }, 90_000)
})

describe('comments made between the label and the job’s tracking comment', () => {
  const say = (text: string) => world.gh.addComment(12, 'writer', `/docs-agent ${text}`)

  it('are the job’s, sent once and in order, though GitHub replaced a pending run; earlier discussion is not', async () => {
    // Discussion a minute before the label is not the job's.
    say('BEFORE-LABEL: an idea from last week.').created_at = new Date(Date.now() - 60_000)
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z')
    const label = issuesEvent('labeled', 'maintainer', { label: 'docs' })
    // Within seconds of the label, before its run has started (and made its tracking comment);
    // the second comment's pending run is replaced by the third's.
    say('EARLY-SECOND: also mention --dry-run.')
    const third = say('EARLY-THIRD: and a table of flags.').id
    const a = await world.run(label, {
      label: 'docs',
      comment: 'true',
      prompt: 'Write the docs. sim:duration=300ms'
    })
    expect(a.code).toBe(0)
    const run3 = await runOf(third, 'EARLY-THIRD: and a table of flags.')
    expect(run3.code).toBe(0)
    // The label's run sent both as turn 2 when its turn ended; the third's run is skipped.
    expect(messages()).toHaveLength(1)
    const prompt = promptOf(messages()[0]!.body)
    expect(prompt.indexOf('EARLY-SECOND')).toBeGreaterThan(-1)
    expect(prompt.indexOf('EARLY-SECOND')).toBeLessThan(prompt.indexOf('EARLY-THIRD'))
    const created = world.sim.requests.filter((r) => r.route === 'createJob')
    expect([prompt, ...created.map((r) => promptOf(r.body))].join('\n')).not.toContain(
      'BEFORE-LABEL'
    )
    expect(run3.outputs.skipped).toBe('true')
    expect(run3.stdout).toContain('in turn 2 by run')
  }, 90_000)
})

describe('the timeout of the run that holds the conversation', () => {
  it('comes while its turn works: a comment made meanwhile, whose run timed out waiting for it, is shown as waiting', async () => {
    // The label's run holds the conversation; the job's first turn works 30 s, its timeout is 8 s.
    const holder = labelRun('8s', 30_000)
    await until(() => tracking() !== undefined)
    const text = 'WAITING-ASK: mention --dry-run.'
    const id = world.gh.addComment(12, 'writer', `/docs-agent ${text}`).id
    // Its run overlaps (no group, or one of its own), its timeout 3 s: skipped, its comment waits.
    const run = await world.run(commentEvent(`/docs-agent ${text}`, 'writer', { id }), {
      comment: 'true',
      timeout: '3s'
    })
    expect(run.outputs.skipped).toBe('true')
    expect(run.stdout).toContain('the next run for the job, sends it')
    const h = await holder
    expect(h.outputs.status).toBe('active')
    expect(h.stdout).toContain('1 more instruction(s) came for job')
    expect(messages()).toHaveLength(0)
    expect(ledger().waiting).toEqual([`c${id}`])
    expect(tracking()!.body).toContain('⏳ Waiting to be sent:')
  }, 90_000)
})
