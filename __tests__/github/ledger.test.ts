// The ledger a tracking comment's signed marker carries (src/github/ledger.ts): what it keeps of
// each turn, what it drops to stay within the marker's bound, and that anything else decodes to
// an empty ledger, never to a throw.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  MAX_TURNS,
  byOf,
  claimedByOther,
  decodeLedger,
  emptyLedger,
  encodeLedger,
  nextTurn,
  wasSent,
  withFacts,
  withTurn,
  type Ledger,
  type Turn
} from '../../src/github/ledger.js'
import type { CommentPhase } from '../../src/github/phase.js'
import { HEADLINES } from '../../src/outcomes.js'
import * as old from '../support/ledger-2.4.0.js'

const PR = 'https://github.com/acme/docs/pull/42'
const at = '2026-11-23T10:00:00.000Z'

const turn = fc.record({
  n: fc.integer({ min: 1, max: 10_000 }),
  at: fc
    .date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2099-01-01') })
    .map((d) => d.toISOString()),
  by: fc.stringMatching(/^[A-Za-z0-9-]{0,39}$/),
  asks: fc.array(fc.stringMatching(/^[crle][1-9][0-9]{0,11}$/), { maxLength: 3 }),
  // Every phase a turn can be in.
  result: fc.constantFrom(...(Object.keys(HEADLINES) as CommentPhase[])),
  run: fc.stringMatching(/^[1-9][0-9]{0,11}$/),
  repo: fc.option(fc.constantFrom('acme/code', 'o-1/r_2.x'), { nil: undefined }),
  pull: fc.option(fc.integer({ min: 1, max: 2 ** 31 }), { nil: undefined })
})

const ledger = fc.record({
  turns: fc.array(turn, { maxLength: 80 }),
  upTo: fc.nat(),
  waiting: fc.array(fc.stringMatching(/^c[1-9][0-9]{0,11}$/), { maxLength: 20 }),
  claim: fc.option(
    fc.record({
      id: fc.stringMatching(/^[A-Za-z0-9_-]{12}$/),
      run: fc.stringMatching(/^[1-9][0-9]{0,11}$/),
      until: fc.nat()
    }),
    { nil: undefined }
  )
})

describe('the ledger', () => {
  it('round-trips through the encoding, keeping the latest MAX_TURNS', () => {
    fc.assert(
      fc.property(ledger, (written) => {
        const read = decodeLedger(encodeLedger(written as Ledger))
        // A turn's run repository, and the pull request its request was made on, are kept for
        // the latest 20 turns.
        const turns = written.turns.slice(-MAX_TURNS).map((t, i, kept) => {
          const { repo, pull, ...rest } = t
          const linked = i >= kept.length - 20
          return {
            ...rest,
            ...(repo !== undefined && linked ? { repo } : {}),
            ...(pull !== undefined && linked ? { pull } : {})
          }
        })
        const expected: Ledger = { ...written, turns }
        if (!written.claim) delete expected.claim
        expect(read).toEqual(expected)
      })
    )
  })

  it('keeps every ask of every turn, and the pull request of the latest 10 turns only', () => {
    const turns: Turn[] = Array.from({ length: 12 }, (_, i) => ({
      n: i + 1,
      at,
      by: 'x',
      asks: ['c1', 'c2', 'c3', 'c4'],
      result: 'completed',
      pr: PR
    }))
    const read = decodeLedger(encodeLedger({ turns, upTo: 0, waiting: [] }))
    expect(read.turns.map((t) => [t.asks.length, t.pr])).toEqual([
      [4, undefined],
      [4, undefined],
      ...Array.from({ length: 10 }, () => [4, PR])
    ])
  })

  it('keeps the repository of a turn’s run, for the latest 20 turns: the turns a comment links', () => {
    const turns: Turn[] = Array.from({ length: 22 }, (_, i) => ({
      n: i + 1,
      at,
      by: 'x',
      asks: [`e${i + 1}`],
      result: 'completed',
      run: String(700 + i),
      ...(i % 2 === 0 ? { repo: 'acme/code' } : {})
    }))
    const read = decodeLedger(encodeLedger({ turns, upTo: 0, waiting: [] }))
    expect(read.turns.map((t) => t.repo)).toEqual([
      undefined,
      undefined,
      ...turns.slice(2).map((t) => t.repo)
    ])
  })

  it('reads a turn written before turns named their run’s repository, and no other repository', () => {
    const raw = (row: unknown[]) =>
      decodeLedger(
        Buffer.from(JSON.stringify({ v: 2, t: [row], u: 0, c: 0, w: [] })).toString('base64url')
      ).turns
    const row = [1, at, 'x', ['e1'], 'completed', '', '701']
    expect(raw(row)).toEqual([{ n: 1, at, by: 'x', asks: ['e1'], result: 'completed', run: '701' }])
    expect(raw([...row, 'acme/code'])[0]?.repo).toBe('acme/code')
    for (const repo of ['acme/code#3', 'evil.com/x/y', '../x', 'a/'.repeat(80), 7, null]) {
      expect(raw([...row, repo])).toEqual([])
    }
  })

  it('keeps the pull request a review loop’s request was made on, as a number only', () => {
    const raw = (pull: unknown) =>
      decodeLedger(
        Buffer.from(
          JSON.stringify({ v: 2, t: [[1, at, 'x', ['e17'], 'completed', '', '701', '', pull]], u: 0, c: 0, w: [] }) // prettier-ignore
        ).toString('base64url')
      ).turns
    expect(raw(12)).toEqual([{ n: 1, at, by: 'x', asks: ['e17'], result: 'completed', run: '701', pull: 12 }]) // prettier-ignore
    for (const pull of ['12', -1, 1.5, 2 ** 60, '../x', null, [12]]) expect(raw(pull)).toEqual([])
  })

  it('names who asked in a turn, each login once, first asker first, as many whole logins as fit', () => {
    expect(byOf(['octocat', 'mona', 'octocat', '', 'hubot'])).toBe('octocat,mona,hubot')
    const long = Array.from({ length: 5 }, (_, i) => `${String(i).repeat(38)}x`)
    expect(byOf(long)).toBe(long.slice(0, 2).join(','))
    const read = decodeLedger(encodeLedger({ turns: [{ n: 1, at, by: byOf(long), asks: [], result: 'completed' }], upTo: 0, waiting: [] })) // prettier-ignore
    expect(read.turns[0]?.by).toBe(long.slice(0, 2).join(','))
  })

  it('carries a pull request only as our rebuilt URL', () => {
    const raw = (pr: unknown) =>
      decodeLedger(
        Buffer.from(
          JSON.stringify({ v: 2, t: [[1, at, 'x', [], 'completed', pr, '']], u: 0, c: 0, w: [] })
        ).toString('base64url')
      ).turns
    expect(raw(PR)).toEqual([{ n: 1, at, by: 'x', asks: [], result: 'completed', pr: PR }])
    for (const pr of [`${PR}?x=1`, 'javascript:alert(1)', `${PR}#frag`, 42]) {
      expect(raw(pr).map((t) => t.pr)).toEqual(typeof pr === 'string' ? [undefined] : [])
    }
  })

  it('reads the turns of the first markers, which were a bare array without asks', () => {
    const v1 = Buffer.from(JSON.stringify([[1, at, 'x', 'completed', PR]])).toString('base64url')
    expect(decodeLedger(v1)).toEqual({
      turns: [{ n: 1, at, by: 'x', asks: [], result: 'completed', pr: PR }],
      upTo: 0,
      waiting: [],
      legacy: Date.parse(at)
    })
  })

  it('a 1.0.0 ledger stays one until the mailbox has read past its comments', () => {
    const v1 = Buffer.from(JSON.stringify([[1, at, 'x', 'completed', PR]])).toString('base64url')
    const read = decodeLedger(v1)
    expect(decodeLedger(encodeLedger(read)).legacy).toBe(Date.parse(at))
    expect(decodeLedger(encodeLedger({ ...read, upTo: 70 })).legacy).toBeUndefined()
  })

  it('a job made from an event keeps where its conversation begins until a turn gathered it', () => {
    const from = Date.parse(at)
    const made = withFacts(emptyLedger(), { turns: [], from }, 'claim-a')
    expect(decodeLedger(encodeLedger(made)).from).toBe(from)
    // Another run's facts keep it; a gathering that read past it (`upTo`) ends it.
    expect(withFacts(decodeLedger(encodeLedger(made)), { turns: [] }, 'claim-b').from).toBe(from)
    expect(decodeLedger(encodeLedger({ ...made, upTo: 70 })).from).toBeUndefined()
    const encoded = (f: unknown) => Buffer.from(JSON.stringify({ v: 2, t: [], f })).toString('base64url') // prettier-ignore
    for (const hostile of [-1, 1.5, '1700000000000', null, 2 ** 60]) {
      expect(decodeLedger(encoded(hostile)).from).toBeUndefined()
    }
  })

  it('shows only comments as waiting: a review’s or a run’s own instruction goes with its run', () => {
    const withdrawn: Turn = { n: 2, at, by: 'x', asks: ['r5', 'c7', 'l9', 'e3'], result: 'working' }
    const read = { ...emptyLedger(), waiting: ['c4', 'r6'] }
    expect(withFacts(read, { turns: [], withdrawn: [withdrawn], waiting: ['e8'] }, 'a').waiting).toEqual(['c4', 'c7']) // prettier-ignore
  })

  it('decodes anything else to an empty ledger, never throws', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const read = decodeLedger(Buffer.from(text).toString('base64url'))
        expect(Array.isArray(read.turns)).toBe(true)
      })
    )
    const empty = { turns: [], upTo: 0, waiting: [] }
    const encoded = (data: unknown) => Buffer.from(JSON.stringify(data)).toString('base64url')
    expect(decodeLedger(encoded([[1, 'x', 'y', 'pwned']]))).toEqual(empty)
    expect(decodeLedger(encoded({ v: 2, t: [[0, at, 'y', [], 'failed', '', '']] }))).toEqual(empty)
    // An ask or a run id that is not ours is no ledger at all.
    expect(decodeLedger(encoded({ v: 2, t: [[1, at, 'y', ['x1'], 'failed', '', '']] }))).toEqual(
      empty
    )
    expect(decodeLedger(encoded({ v: 2, t: [[1, at, 'y', [], 'failed', '', '../1']] }))).toEqual(
      empty
    )
  })

  it('numbers the next turn, knows what was sent, and whose claim holds', () => {
    const turns: Turn[] = [
      { n: 1, at, by: 'x', asks: ['e7'], result: 'completed' },
      { n: 2, at, by: 'y', asks: ['c40', 'c41'], result: 'working' }
    ]
    const l: Ledger = { turns, upTo: 45, waiting: [], claim: { id: 'a', run: '1', until: 100 } }
    expect(nextTurn({ turns: [], upTo: 0, waiting: [] })).toBe(1)
    expect(nextTurn(l)).toBe(3)
    expect(withTurn(turns, { ...turns[1]!, result: 'failed' })).toEqual([
      turns[0],
      { ...turns[1], result: 'failed' }
    ])
    // Carried by a turn; a comment below upTo that no turn carried was never sent (made while
    // the job was being created, before its tracking comment).
    expect(['e7', 'c41', 'c44', 'c46', 'r41'].map((ask) => wasSent(l, ask))).toEqual([
      true,
      true,
      false,
      false,
      false
    ])
    expect(claimedByOther(l, 'b', 99)).toBe(true)
    expect(claimedByOther(l, 'a', 99)).toBe(false)
    expect(claimedByOther(l, 'b', 100)).toBe(false)
  })
})

// Runs of two versions steer one job when the two repositories of a cross-repository set-up pin
// different releases: each reads the other's marker, and the turns survive both ways.
const bothVersions: Ledger = {
  turns: [
    { n: 1, at, by: 'maintainer', asks: ['e1'], result: 'completed', run: '71' },
    { n: 2, at, by: 'writer', asks: ['e19002'], result: 'completed', run: '72', repo: 'acme/docs', pull: 12 }, // prettier-ignore
    { n: 3, at, by: 'maintainer,mona', asks: ['c9002', 'c9003'], result: 'working', run: '73' }
  ],
  upTo: 9003,
  waiting: ['c9004'],
  claim: { id: 'k', run: '73', until: 1 }
}

describe('the ledger across 2.4.0 and this version', () => {
  it('2.4.0 reads every turn, claim, mailbox mark and waiting comment this version writes', () => {
    const read = old.decodeLedger(encodeLedger(bothVersions))
    expect(read.turns.map((t) => [t.n, t.asks, t.run])).toEqual(bothVersions.turns.map((t) => [t.n, t.asks, t.run])) // prettier-ignore
    expect([read.upTo, read.waiting, read.claim]).toEqual([9003, ['c9004'], bothVersions.claim])
  })

  it('this version reads what 2.4.0 writes, its turns linked in the home’s repository', () => {
    const read = decodeLedger(old.encodeLedger(bothVersions as old.Ledger))
    expect(read.turns.map((t) => [t.n, t.asks, t.run, t.repo])).toEqual([
      [1, ['e1'], '71', undefined],
      [2, ['e19002'], '72', undefined],
      [3, ['c9002', 'c9003'], '73', undefined]
    ])
  })
})
