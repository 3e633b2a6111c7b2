/**
 * The ledger of one job's conversation: the turns sent to the job (each with the instructions it
 * carried and how it ended), the highest comment of the conversation that a turn carried, and
 * the claim of the one run that may send now. It travels inside the tracking comment's signed
 * marker (marker.ts), so that no edit of the comment's visible text changes it, and every run
 * reads it before it writes (conversation.ts). Only the latest MAX_TURNS are kept; turn numbers
 * go on counting, so `max-turns` counts every turn.
 */
import { isRepository, parsePrLink } from '../pull-request.js'
import type { CommentPhase } from './phase.js'

/**
 * What a turn carried: an issue or pull request comment (`c<id>`), a review (`r<id>`), a line
 * comment (`l<id>`), or a run's own instruction (`e<run id>`: an input, a code change).
 */
export type Ask = string
export const ASK = /^[crle][0-9]{1,20}$/

export interface Turn {
  /** 1 for the job's first prompt, then one more per follow-up. */
  n: number
  /** When its first request was made (ISO 8601; when it was sent, where no time is known). */
  at: string
  /** The logins of who asked, comma-separated, first asker first; '' when unknown. */
  by: string
  /** The instructions the turn carried, oldest first. */
  asks: Ask[]
  /** Where it stands: `working`, `started` (not waited for), or how it ended. */
  result: CommentPhase
  /** The pull request it ended with (our rebuilt URL). */
  pr?: string
  /** The workflow run that sent it (GITHUB_RUN_ID). */
  run?: string
  /** The run's repository (`owner/repo`), when it is not the home comment's. */
  repo?: string
  /**
   * The pull request, in the run's repository, where the run's own request was made when that is
   * not the home's conversation (a review loop's `e1`/`e2`/`e3` ask: a review, a comment, a line
   * comment), to link it.
   */
  pull?: number
}

/** The one run that may send to the job now, until `until` (epoch ms). */
export interface Claim {
  /** A random id of the claiming step (two steps of one run are two claims). */
  id: string
  /** GITHUB_RUN_ID of the claiming run, to link it. */
  run: string
  until: number
}

export interface Ledger {
  turns: Turn[]
  /**
   * The mailbox reads the conversation's comments after this one only: the job's tracking
   * comment, then the last comment a turn took up (carried, or passed over as not asking).
   */
  upTo: number
  claim?: Claim
  /** Comments seen but not yet sent (shown as waiting): the next run that can sends them. */
  waiting: Ask[]
  /**
   * Read from a 1.0.0 marker, which did not record what its turns carried: when its latest turn
   * began (epoch ms). 1.0.0 numbered a comment's turn when the comment's run started, after the
   * comment was made, so the comments made before were sent by 1.0.0's runs; a comment made since
   * was not, whatever run reads it first. Infinity when no 1.0.0 turn tells a time: every comment
   * counts as sent. Kept until `upTo` is set.
   */
  legacy?: number
  /**
   * Set by the run that made the job from an event (a label, a new issue): the conversation's
   * comments made before that event (epoch ms) are not the job's. A comment made after it, before
   * the tracking comment was, is. Kept until `upTo` is set.
   */
  from?: number
}

export const MAX_TURNS = 50
/** The longest `by`: a few logins of GitHub's 39 characters. */
const MAX_BY = 100
/** The most asks a turn carries (conversation.ts MAX_INSTRUCTIONS, the run's own among them). */
const MAX_ASKS = 20
const MAX_WAITING = 20
/** A pull request URL longer than this is not kept (real ones are ~50 characters). */
const MAX_PR_URL = 300
const PHASES: readonly string[] = [
  'working',
  'started',
  'completed',
  'no-pr',
  'failed',
  'archived',
  'timeout',
  'cancelled',
  'error'
]

export const emptyLedger = (): Ledger => ({ turns: [], upTo: 0, waiting: [] })

/**
 * Only the latest turns keep their pull request, and the latest shown (comment-render.ts) their
 * run's repository: the marker must stay within its pattern's bound (marker.ts) with 50 turns of
 * the longest values and all their asks.
 */
const WHOLE_TURNS = 10
const LINKED_TURNS = 20

export function encodeLedger(ledger: Ledger): string {
  const latest = ledger.turns.slice(-MAX_TURNS)
  const turns = latest.map((t, i) => {
    const whole = i >= latest.length - WHOLE_TURNS
    const linked = i >= latest.length - LINKED_TURNS
    // Every ask of every kept turn: a late run must find its instruction sent.
    const asks = t.asks.slice(0, MAX_ASKS)
    const pr = whole ? (t.pr ?? '') : ''
    const turn = [t.n, t.at, t.by, asks, t.result, pr, t.run ?? '', linked ? (t.repo ?? '') : '']
    return linked && t.pull !== undefined ? [...turn, t.pull] : turn
  })
  const claim = ledger.claim ? [ledger.claim.id, ledger.claim.run, ledger.claim.until] : 0
  const data = {
    v: 2,
    t: turns,
    u: ledger.upTo,
    c: claim,
    w: ledger.waiting.slice(-MAX_WAITING),
    ...(ledger.legacy !== undefined && ledger.upTo === 0 ? { l: 1 } : {}),
    ...(ledger.from !== undefined && ledger.upTo === 0 ? { f: ledger.from } : {})
  }
  return Buffer.from(JSON.stringify(data)).toString('base64url')
}

const str = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max
const count = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
/** A workflow run's id: digits ('' for none). */
const runId = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{0,20}$/.test(value)
const asks = (value: unknown): value is Ask[] =>
  Array.isArray(value) &&
  value.length <= MAX_WAITING &&
  value.every((a) => str(a, 22) && ASK.test(a))

/**
 * The ledger of a verified marker; an empty one for anything that does not read as one. Markers
 * of the first version held a bare array of turns without asks: read as such.
 */
export function decodeLedger(encoded: string | undefined): Ledger {
  if (!encoded) return emptyLedger()
  let data: unknown
  try {
    data = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'))
  } catch {
    return emptyLedger()
  }
  const v1 = Array.isArray(data)
  const raw = (v1 ? { t: data, u: 0, c: 0, w: [] } : data) as Record<string, unknown>
  if (typeof raw !== 'object' || raw === null || !Array.isArray(raw.t)) return emptyLedger()
  const turns: Turn[] = []
  for (const item of raw.t.slice(-MAX_TURNS)) {
    const turn = v1 ? turnOfV1(item) : turnOf(item)
    if (!turn) return emptyLedger()
    turns.push(turn)
  }
  const ledger: Ledger = {
    turns,
    upTo: count(raw.u) ? raw.u : 0,
    waiting: asks(raw.w) ? raw.w : []
  }
  if (v1 || (raw.l === 1 && ledger.upTo === 0)) {
    const times = turns.filter((t) => t.asks.length === 0).map((t) => Date.parse(t.at))
    const known = times.filter((time) => !Number.isNaN(time))
    ledger.legacy = known.length > 0 ? Math.max(...known) : Infinity
  }
  if (count(raw.f) && ledger.upTo === 0) ledger.from = raw.f
  const c = raw.c
  if (Array.isArray(c) && str(c[0], 40) && runId(c[1]) && count(c[2])) {
    ledger.claim = { id: c[0], run: c[1], until: c[2] }
  }
  return ledger
}

function turnOf(item: unknown): Turn | undefined {
  if (!Array.isArray(item)) return undefined
  const [n, at, by, asked, result, pr, run, repo = '', pull = 0] = item as unknown[]
  const base = baseTurn(n, at, by, result)
  if (!base || !asks(asked) || !str(pr, MAX_PR_URL) || !runId(run)) return undefined
  if (!str(repo, 201) || (repo && !isRepository(repo)) || !count(pull)) return undefined
  const link = pr ? parsePrLink(pr) : undefined
  return {
    ...base,
    asks: asked,
    ...(link && link.url === pr ? { pr } : {}),
    ...(run ? { run } : {}),
    ...(repo ? { repo } : {}),
    ...(pull ? { pull } : {})
  }
}

/** The repository of the run that sent `turn`, in a conversation whose home is in `home`. */
export const runRepository = (turn: Turn, home: string): string => turn.repo ?? home

function turnOfV1(item: unknown): Turn | undefined {
  if (!Array.isArray(item)) return undefined
  const [n, at, by, result, pr] = item as unknown[]
  // 1.0.0 showed a follow-up as `queued` until it was sent: a turn not ended yet.
  const base = baseTurn(n, at, by, result === 'queued' ? 'working' : result)
  if (!base) return undefined
  const link = str(pr, MAX_PR_URL) ? parsePrLink(pr) : undefined
  return { ...base, asks: [], ...(link && link.url === pr ? { pr } : {}) }
}

function baseTurn(n: unknown, at: unknown, by: unknown, result: unknown) {
  if (!count(n) || n < 1 || !str(at, 40) || !str(by, MAX_BY) || !str(result, 20)) return undefined
  if (!PHASES.includes(result)) return undefined
  return { n, at, by, result: result as CommentPhase }
}

/** A turn's `by` of who asked, first asker first: each login once, as many as fit MAX_BY. */
export function byOf(logins: readonly string[]): string {
  let by = ''
  for (const login of new Set(logins.filter(Boolean))) {
    const more = by ? `${by},${login}` : login
    if (more.length > MAX_BY) break
    by = more
  }
  return by
}

/** The number the next turn takes: turns are counted from 1 whichever run sent them. */
export const nextTurn = (ledger: Ledger): number => (ledger.turns.at(-1)?.n ?? 0) + 1

/** The number a follow-up takes: turn 1 was the job's first prompt, recorded or not. */
export const followUpNumber = (ledger: Ledger): number => Math.max(nextTurn(ledger), 2)

/** A follow-up to the job of `ledger` would pass `maxTurns`: it is skipped, not sent. */
export const turnsUsed = (ledger: Ledger, maxTurns: number): boolean =>
  followUpNumber(ledger) > maxTurns

/** The turn that carried `ask`, when one did (among the turns kept). */
export const turnOfAsk = (ledger: Ledger, ask: Ask): Turn | undefined =>
  ledger.turns.find((turn) => turn.asks.includes(ask))

/**
 * Whether `ask` was sent already: carried by a kept turn. Not `upTo`: a comment made before the
 * tracking comment (while the job was being created) lies below it and was never read.
 */
export const wasSent = (ledger: Ledger, ask: Ask): boolean => turnOfAsk(ledger, ask) !== undefined

/** The id of the newest issue comment a kept turn carried; 0 when none did. */
export const lastCarried = (ledger: Ledger): number =>
  Math.max(
    0,
    ...ledger.turns.flatMap((turn) =>
      turn.asks.filter((a) => a.startsWith('c')).map((a) => Number(a.slice(1)))
    )
  )

/** The claim holds at `now` for someone other than `id`. */
export const claimedByOther = (ledger: Ledger, id: string, now: number): boolean =>
  ledger.claim !== undefined && ledger.claim.id !== id && ledger.claim.until > now

/** `turns` with `turn` in its place (replacing the entry of the same number), in order. */
export function withTurn(turns: readonly Turn[], turn: Turn): Turn[] {
  return [...turns.filter((t) => t.n !== turn.n), turn].sort((a, b) => a.n - b.n)
}

/**
 * What one run adds to the ledger it reads: the turns it sent (and those it withdrew, recorded but
 * surely never sent: out of the ledger, their instructions waiting), how far it read the
 * conversation, what it saw waiting. The post step puts the same facts on (state.ts).
 */
export interface RunFacts {
  turns: Turn[]
  withdrawn?: Turn[]
  upTo?: number
  waiting?: Ask[]
  /** The run made the job from an event at this time (Ledger.from). */
  from?: number
}

/**
 * `facts` of the run whose claim id is `me` put on the ledger as read: its claim when it holds
 * the conversation (`holding`), else another run's claim kept and its own dropped.
 */
export function withFacts(read: Ledger, facts: RunFacts, me: string, holding?: Claim): Ledger {
  const withdrawn = facts.withdrawn ?? []
  let turns = read.turns.filter(
    (t) => !withdrawn.some((w) => w.n === t.n && w.at === t.at && w.run === t.run)
  )
  for (const turn of facts.turns) turns = withTurn(turns, turn)
  const sent = new Set(turns.flatMap((turn) => turn.asks))
  const waiting = [...read.waiting, ...(facts.waiting ?? []), ...withdrawn.flatMap((t) => t.asks)]
  const ledger: Ledger = {
    turns,
    upTo: Math.max(read.upTo, facts.upTo ?? 0),
    // Only comments wait: the conversation keeps them for the next run; the rest go with a run.
    waiting: [...new Set(waiting)].filter((ask) => ask.startsWith('c') && !sent.has(ask))
  }
  if (read.legacy !== undefined && ledger.upTo === 0) ledger.legacy = read.legacy
  const from = read.from ?? facts.from
  if (from !== undefined && ledger.upTo === 0) ledger.from = from
  const claim = holding ?? (read.claim?.id !== me ? read.claim : undefined)
  if (claim) ledger.claim = claim
  return ledger
}

/** A copy to show elsewhere (a link-back comment): the turns, without the claim. */
export const shownCopy = (ledger: Ledger): Ledger => ({ turns: ledger.turns, upTo: 0, waiting: [] })
