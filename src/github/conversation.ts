/**
 * One job's conversation: the runs that steer a job share it through the ledger in its tracking
 * comment (ledger.ts), and the comments are the queue.
 *
 * - One writer at a time. A run sends to the job only while it holds the ledger's claim. A claim
 *   is taken the way Fischer's mutual exclusion takes a lock without compare-and-swap: read the
 *   ledger, write the claim when none holds, wait `claimMs` (longer than any read-and-write that
 *   counts), and read it back. A run whose read-and-write took longer does not count its claim.
 *   Only the holder writes while its claim holds, so no write drops another's.
 * - The mailbox (mailbox.ts). The holder sends every instruction of the conversation that no turn
 *   carried (`/docs-agent` comments after the ledger's `upTo` from people allowed, in the order
 *   made) as one follow-up, so one lost or replaced run loses nothing: the next run that can
 *   sends it.
 */
import { line, log } from '../sinks/index.js'
import type { Clock } from '../api/clock.js'
import type { TrackingComment } from './comment.js'
import {
  claimedByOther,
  withFacts,
  withTurn,
  type Ask,
  type Claim,
  type Ledger,
  type RunFacts,
  type Turn
} from './ledger.js'
import { Mailbox, type Gathered, type Instruction, type MailboxSettings } from './mailbox.js'

export interface ConversationDeps {
  clock: Clock
  /** Fischer's wait (BOUNDS.claimMs). */
  claimMs: number
  /** `allowed-users`: who may steer the job without write access (permission.ts). */
  allowedUsers: readonly string[]
  /** `project-id`: the job's project (mailbox.ts). */
  projectId?: string
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
  /** What this run adds to the ledger with every write (the post step's too: state.ts). */
  readonly facts: RunFacts & Required<Omit<RunFacts, 'from'>> = {
    turns: [],
    withdrawn: [],
    upTo: 0,
    waiting: []
  }
  private held = false
  private readonly mailbox: Mailbox

  constructor(
    readonly home: TrackingComment,
    readonly jobId: string,
    readonly me: Claim,
    private readonly deps: ConversationDeps
  ) {
    this.mailbox = new Mailbox(home, jobId, deps.projectId, deps.allowedUsers)
  }

  /** The ledger as this run knows it now: as last read, with this run's facts put on it. */
  get current(): Ledger {
    const known = this.home.known
    return this.apply(known) ?? known
  }

  /**
   * This run's facts put onto a ledger as read. While another run holds the claim, only that run
   * writes (an attach, which sends nothing, waits).
   */
  readonly apply = (read: Ledger): Ledger | undefined => {
    if (!this.held && claimedByOther(read, this.me.id, this.deps.clock.now())) return undefined
    return withFacts(read, this.facts, this.me.id, this.held ? this.me : undefined)
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
    this.facts.upTo = Math.max(this.facts.upTo, id)
  }

  /** The run made the job from an event at `time` (epoch ms): the mailbox starts there. */
  since(time: number): void {
    if (Number.isSafeInteger(time) && time >= 0) this.facts.from = time
  }

  /**
   * The mailbox starts after the tracking comment of a job this run made, unless it starts at the
   * job's event: a comment made again after a deletion, newer than what waits, must not move it
   * on. Not under a 1.0.0 ledger (a turn sent without reading the conversation): the mark that
   * tells 1.0.0's comments would go.
   */
  started(): void {
    const { known, id } = this.home
    const unread = this.facts.upTo === 0 && known.upTo === 0 && this.facts.from === undefined
    if (unread && known.legacy === undefined && known.from === undefined && id) {
      this.facts.upTo = id
    }
  }

  /** Records (or updates) a turn this run sent; written with the next write. */
  record(turn: Turn): void {
    this.facts.turns = withTurn(this.facts.turns, turn)
  }

  /**
   * A turn this run recorded, whose message surely never reached the job (cancelled before it
   * was sent, the service busy): out of the ledger with the next write, its instructions shown
   * as waiting, for the next turn to carry.
   */
  withdraw(turn: Turn): void {
    this.facts.turns = this.facts.turns.filter((t) => t.n !== turn.n)
    this.facts.withdrawn.push(turn)
  }

  /** Gives the claim up with the next write. */
  release(): void {
    this.held = false
  }

  /** Shows `asks` as waiting to be sent, with the next write. */
  wait(asks: readonly Ask[]): void {
    this.facts.waiting = [...new Set([...this.facts.waiting, ...asks])]
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
        (read) => {
          seen = read
          if (refuse(read) || claimedByOther(read, this.me.id, clock.now())) return undefined
          this.held = true
          return this.apply(read)
        },
        (ledger) => home.resigned(ledger) ?? fallback(ledger)
      )
      if (seen && refuse(seen)) return this.lost({ refused: true })
      if (!seen && !home.writable) return this.lost({ end: 'unwritable' })
      // Fischer: a claim counts only when its read and write took less than the wait after it.
      if (written && clock.now() - t0 <= claimMs) {
        const end = await this.sleep(claimMs, deadline, signal)
        if (end) return this.lost({ end })
        // A comment made again may have been made by another run too: the read takes the newest.
        const back = await home.read(this.jobId)
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

  /** The instructions no turn carried, oldest first (mailbox.ts), as the ledger now stands. */
  gather(settings: MailboxSettings, own?: Instruction): Promise<Gathered> {
    return this.mailbox.gather(this.current, settings, own)
  }
}
