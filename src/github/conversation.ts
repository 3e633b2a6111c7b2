/**
 * One job's conversation: the runs that steer a job share it through the ledger in its tracking
 * comment (ledger.ts), and the issue's comments are the queue.
 *
 * - One writer at a time. A run sends to the job only while it holds the ledger's claim. A claim
 *   is taken the way Fischer's mutual exclusion takes a lock without compare-and-swap: read the
 *   ledger, write the claim when none holds, wait `claimMs` (longer than any read-and-write that
 *   counts), and read it back. A run whose read-and-write took longer does not count its claim.
 *   Only the holder writes while its claim holds, so no write drops another's.
 * - The mailbox. The holder sends every instruction of the conversation that no turn carried
 *   (`/docs-agent` comments after the ledger's `upTo` from people allowed, in the order made) as
 *   one follow-up, so one lost or replaced run loses nothing: the next run that can sends it.
 */
import { line, log } from '../sinks/index.js'
import type { Clock } from '../api/clock.js'
import type { TrackingComment } from './comment.js'
import type { Actor } from './event.js'
import { walkNewestFirst, type IssueComment } from './find-comment.js'
import {
  claimedByOther,
  legacyUntil,
  lastCarried,
  wasSent,
  withTurn,
  type Ask,
  type Claim,
  type Ledger,
  type Turn
} from './ledger.js'
import { MARKER_PREFIX } from './marker.js'
import { checkPermission, listed } from './permission.js'
import { afterTriggerPhrase } from './trigger.js'
import { stripHidden } from './untrusted.js'

/** One instruction to send: who asked, when, where, and what. */
export interface Instruction {
  ask: Ask
  by: string
  /** ISO 8601 */
  at: string
  text: string
}

/** The associations GitHub gives a commenter who may have write access to the repository. */
const WRITERS = new Set(['OWNER', 'MEMBER', 'COLLABORATOR'])

/** The most instructions one follow-up carries; the rest wait for the next turn. */
export const MAX_INSTRUCTIONS = 20
/** The most characters of instructions one follow-up carries (docs/code-changes.md's 100,000). */
export const MAX_PROMPT = 90_000

export interface ConversationDeps {
  clock: Clock
  /** Fischer's wait (BOUNDS.claimMs). */
  claimMs: number
  /** `allowed-users`: who may steer the job without write access (permission.ts). */
  allowedUsers: readonly string[]
  /** The delay before looking again at a claim another run holds, after waiting `waitedMs`. */
  nextDelay(waitedMs: number): number
}

export type ClaimEnd =
  | { held: true }
  | {
      held: false
      refused?: true
      end?: 'timeout' | 'cancelled' | 'unwritable'
      /** The run that held the claim when this run last looked (none: GitHub took no claim). */
      holder?: string
    }

export class Conversation {
  private readonly mine = new Map<number, Turn>()
  private held = false
  private upTo = 0
  private readonly waiting = new Set<Ask>()
  /** Who may steer the job, by login, as GitHub said in this run. */
  private readonly allowedLogins = new Map<string, Promise<boolean>>()

  constructor(
    readonly home: TrackingComment,
    readonly jobId: string,
    readonly me: Claim,
    private readonly deps: ConversationDeps
  ) {}

  /** The ledger as this run knows it now: as last read, with this run's facts put on it. */
  get current(): Ledger {
    const known = this.home.known
    return this.apply(known, true) ?? known
  }

  /**
   * This run's facts put onto a ledger as read: its turns, its claim, how far it read. While
   * another run holds the claim, only that run writes (an attach, which sends nothing, waits);
   * only the holder writes from a ledger it could not read afresh.
   */
  readonly apply = (read: Ledger, fresh = true): Ledger | undefined => {
    if (!this.held && (!fresh || claimedByOther(read, this.me.id, this.deps.clock.now()))) {
      return undefined
    }
    let turns = read.turns
    for (const turn of this.mine.values()) turns = withTurn(turns, turn)
    const sent = new Set(turns.flatMap((turn) => turn.asks))
    const ledger: Ledger = {
      turns,
      upTo: Math.max(read.upTo, this.upTo),
      waiting: [...new Set([...read.waiting, ...this.waiting])].filter((ask) => !sent.has(ask))
    }
    if (read.legacy && ledger.upTo === 0) ledger.legacy = true
    if (this.held) ledger.claim = this.me
    else if (read.claim && read.claim.id !== this.me.id) ledger.claim = read.claim
    return ledger
  }

  /** The turns this run sent. */
  get ownTurns(): Turn[] {
    return [...this.mine.values()]
  }

  /** The claim is this run's (from its creation of the job, or taken). */
  get holding(): boolean {
    return this.held
  }

  /** This run made the job: it holds the conversation from the start. */
  hold(): void {
    this.held = true
  }

  /** The conversation's comments up to `id` are not for the mailbox (a job's own first comment). */
  passed(id: number): void {
    this.upTo = Math.max(this.upTo, id)
  }

  /**
   * The mailbox starts after the tracking comment of a job this run made: a comment made again
   * after a deletion, newer than what waits, must not move it on. Not under a 1.0.0 ledger (a
   * turn sent without reading the conversation): the mark that tells 1.0.0's comments would go.
   */
  started(): void {
    const { known } = this.home
    if (this.upTo === 0 && known.upTo === 0 && !known.legacy && this.home.id !== undefined) {
      this.upTo = this.home.id
    }
  }

  /** Records (or updates) a turn this run sent; written with the next write. */
  record(turn: Turn): void {
    this.mine.set(turn.n, turn)
  }

  /** Gives the claim up with the next write. */
  release(): void {
    this.held = false
  }

  /** Shows `asks` as waiting to be sent, with the next write. */
  wait(asks: readonly Ask[]): void {
    for (const ask of asks) this.waiting.add(ask)
  }

  /**
   * Takes the claim, within `deadline`: held, or why not (`refused`: `refuse` said so of the
   * ledger as read, e.g. another run's turn carried this run's instruction). The claim changes
   * the marker only; `fallback` is the body of a comment that must be made again.
   */
  async claim(
    refuse: (ledger: Ledger) => boolean,
    fallback: (ledger: Ledger) => string,
    deadline: number,
    signal: AbortSignal
  ): Promise<ClaimEnd> {
    const { clock, claimMs } = this.deps
    const { home } = this
    const began = clock.now()
    let told = false
    let holder: string | undefined
    for (;;) {
      let seen: Ledger | undefined
      const t0 = clock.now()
      const written = await home.write(
        this.jobId,
        (read, fresh) => {
          // Only from the ledger as it stands: an old copy would erase the holder's turns.
          if (!fresh) return undefined
          seen = read
          if (refuse(read) || claimedByOther(read, this.me.id, clock.now())) return undefined
          this.held = true
          return this.apply(read, true)
        },
        (ledger) => home.resigned(ledger) ?? fallback(ledger)
      )
      if (seen && refuse(seen)) return this.lost({ refused: true })
      if (!seen && !home.writable) return this.lost({ end: 'unwritable' })
      // Fischer: a claim counts only when its read and write took less than the wait after it.
      if (written && clock.now() - t0 <= claimMs) {
        const end = await this.sleep(claimMs, deadline, signal)
        if (end) return this.lost({ end })
        // A comment made again may have been made by another run too: the newest is the job's.
        const back = (await home.newest(this.jobId)) ? await home.read(this.jobId) : undefined
        if (typeof back === 'object' && back.claim?.id === this.me.id) return { held: true }
      }
      this.held = false
      holder = seen && claimedByOther(seen, this.me.id, clock.now()) ? seen.claim?.run : undefined
      if (holder !== undefined && !told) {
        told = true
        log.info(
          line`Job ${this.jobId}: run ${holder} is sending to the job; this run sends once it is done.`
        )
      }
      const end = await this.sleep(this.deps.nextDelay(clock.now() - began), deadline, signal)
      if (end) return this.lost({ end, holder })
    }
  }

  /** The permission rule of every trigger (permission.ts); undefined when GitHub cannot say. */
  private async allowed(actor: Actor, comment: IssueComment): Promise<boolean | undefined> {
    // Anyone may comment on a public issue: who cannot have write access (GitHub's association
    // says so) costs no request, and the lookups one gathering makes are bounded.
    if (!listed(actor, this.deps.allowedUsers) && !WRITERS.has(comment.author_association)) {
      return false
    }
    const key = actor.login.toLowerCase()
    let verdict = this.allowedLogins.get(key)
    if (!verdict) {
      if (this.allowedLogins.size >= MAX_INSTRUCTIONS) return undefined
      const { octokit, repo } = this.home
      verdict = checkPermission(octokit, repo, actor, this.deps.allowedUsers).then((v) => v.allowed)
      this.allowedLogins.set(key, verdict)
    }
    return verdict.catch(() => {
      this.allowedLogins.delete(key)
      return undefined
    })
  }

  private lost(why: Omit<Extract<ClaimEnd, { held: false }>, 'held'>): ClaimEnd {
    this.held = false
    return { held: false, ...why }
  }

  private async sleep(
    ms: number,
    deadline: number,
    signal: AbortSignal
  ): Promise<'timeout' | 'cancelled' | undefined> {
    const { clock } = this.deps
    if (clock.now() + ms >= deadline) {
      await clock.sleep(Math.max(0, deadline - clock.now()), signal).catch(() => undefined)
      return signal.aborted ? 'cancelled' : 'timeout'
    }
    try {
      await clock.sleep(ms, signal)
      return undefined
    } catch {
      return 'cancelled'
    }
  }

  /**
   * The instructions no turn carried, oldest first: `own` (the run's own, when it is not a
   * comment of the conversation, or the conversation does not list it yet) and the conversation's
   * asking comments since the ledger's `upTo`. At most MAX_INSTRUCTIONS. `upTo`: the last
   * comment read, which the ledger takes (passed) once the instructions are sent, and only then:
   * instructions left waiting must not count as sent.
   */
  async gather(settings: MailboxSettings, own?: Instruction): Promise<Gathered> {
    const { home } = this
    const ledger = this.current
    // Before any turn was gathered, the comments older than the tracking comment are not the job's;
    // a comment made again without `upTo` (by a step that could not read it) reads on from the
    // last comment a turn carried, not from itself.
    const after = ledger.upTo || (ledger.legacy ? 0 : lastCarried(ledger)) || (home.id ?? 0)
    const newer: IssueComment[] = []
    await walkNewestFirst(home.octokit, home.repo, home.issueNumber, (comment) => {
      if (comment.id <= after) return true
      newer.push(comment)
      return false
    })
    const found: Instruction[] = []
    const ownApart = own && !own.ask.startsWith('c') && !wasSent(ledger, own.ask)
    const room = MAX_INSTRUCTIONS - (ownApart ? 1 : 0)
    let length = ownApart ? own.text.length : 0
    let upTo = ledger.upTo
    let full = false
    // Under a 1.0.0 ledger, a comment made before its latest turn began was sent by a 1.0.0 run;
    // one made since is read like any other (a 2.0.0 run that could not send it left it here).
    const legacy = ledger.legacy ? legacyUntil(ledger) : undefined
    for (const comment of newer.reverse()) {
      const ask = `c${comment.id}`
      const sentBefore = legacy !== undefined && !(Date.parse(comment.created_at) > legacy)
      const asked = sentBefore || wasSent(ledger, ask) ? undefined : askOf(comment, settings)
      // What does not fit waits for the next turn: `upTo` stops before it.
      full = found.length >= room || length + (asked?.length ?? 0) > MAX_PROMPT
      if (asked && full && (found.length > 0 || ownApart)) break
      length += asked?.length ?? 0
      if (asked !== undefined) {
        const allowed = ask === own?.ask || (await this.allowed(actorOf(comment), comment))
        // A permission GitHub cannot tell now is asked again by the next gathering.
        if (allowed === undefined) break
        if (allowed) {
          found.push({ ask, by: comment.user?.login ?? '', at: comment.created_at, text: asked })
        }
      }
      upTo = comment.id
    }
    if (ledger.legacy && upTo === 0) upTo = home.id ?? 0
    // The run's own instruction, unless it is a comment that waits behind others left for the
    // next turn (in the order made) or carried already.
    const ownBehind = own?.ask.startsWith('c') && full && Number(own.ask.slice(1)) > upTo
    if (own && !ownBehind && !wasSent(ledger, own.ask) && !found.some((i) => i.ask === own.ask)) {
      found.push(own)
    }
    return { asked: found.sort((a, b) => a.at.localeCompare(b.at)), upTo }
  }
}

export interface Gathered {
  asked: Instruction[]
  /** The last comment read (the ledger's `upTo` once `asked` is sent). */
  upTo: number
}

export interface MailboxSettings {
  triggerPhrase: string
  /** `prompt`: goes before each comment's text, as on the comment's own run. */
  prompt: string
}

/** What a comment asks of the job: the text after the trigger phrase, or undefined. */
function askOf(comment: IssueComment, settings: MailboxSettings): string | undefined {
  const body = comment.body ?? ''
  if (body.includes(MARKER_PREFIX)) return undefined
  const rest = afterTriggerPhrase(body, settings.triggerPhrase)
  // `new …` starts another job: its own run does that.
  if (rest === undefined || /^new(?=\s|$)/i.test(rest)) return undefined
  const asked = stripHidden(rest)
  if (!asked && !settings.prompt) return undefined
  return [settings.prompt, asked].filter(Boolean).join('\n\n')
}

function actorOf(comment: IssueComment): Actor {
  const login = comment.user?.login ?? ''
  return { login, isBot: comment.user?.type === 'Bot' || login.endsWith('[bot]') }
}
