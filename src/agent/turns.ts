/**
 * The turns a run sends to its job through the job's conversation (github/conversation.ts): the
 * first one when it creates the job; as a follow-up, once it holds the conversation's claim,
 * every instruction no turn carried yet (its own among them); and, each time a turn of its ends,
 * the instructions that came meanwhile, within `max-turns` and while half its `timeout` is left.
 * A follow-up is never sent while the job works on an earlier turn (start.ts waits for it).
 */
import { ApiError, type AgentJob, type DocsApiClient } from '../api/index.js'
import { formatDuration } from '../duration.js'
import type { CommentView } from '../github/comment-render.js'
import type { Conversation } from '../github/conversation.js'
import type { Gathered, Instruction } from '../github/mailbox.js'
import {
  byOf,
  followUpNumber,
  runRepository,
  shownCopy,
  turnOfAsk,
  wasSent,
  withTurn,
  type Ask,
  type Ledger,
  type Turn
} from '../github/ledger.js'
import type { CommentPhase } from '../github/phase.js'
import { isRepository, parsePrLink } from '../pull-request.js'
import { group, line, log } from '../sinks/index.js'
import { Inputs } from './constants.js'
import type { RunDeps } from './deps.js'
import { outcomeOf } from './outcome.js'
import { followUpPrompt } from './prompt.js'
import type { RunState } from './report.js'
import type { AgentSettings } from './settings.js'
import { awaitEarlierTurn, notSent, sendFollowUp, type NotSent } from './start.js'
import type { WaitResult } from './wait.js'
import type { RunComments } from './comments.js'
import type { Reactions } from './reactions.js'

/** What of the run its turns use (AgentRun). */
export interface TurnRun {
  readonly state: RunState
  readonly settings: AgentSettings
  readonly deps: RunDeps & { cancel: AbortSignal }
  readonly client: Pick<DocsApiClient, 'createJob' | 'sendMessage' | 'getJob'>
  readonly deadline: number
  readonly runId: string
  readonly serverHost: string
  readonly own?: Instruction
  readonly madeAt?: string
  readonly comments?: RunComments
  readonly reactions: Reactions
  sentAt?: number
  followUp: boolean
  waitFor(initial: AgentJob, afterMessage: boolean, ownTurn?: boolean): Promise<WaitResult>
  showComment(phase: CommentPhase): Promise<boolean>
  /** The whole home comment for `job` with `ledger` (a comment made again while claiming). */
  bodyOf(ledger: Ledger, job: AgentJob): string
}

/** A turn whose result is the job's (not only the end of a run's wait). */
const ENDED: readonly CommentPhase[] = ['completed', 'no-pr', 'failed', 'archived']

export class Turns {
  /** The turn this run sent last. */
  private turn?: Turn
  /** A follow-up that could not take the conversation, and why (said in the report). */
  private unsent?: { jobId: string; end: NotSent['end']; holder?: string }

  constructor(private readonly run: TurnRun) {}

  /**
   * Skips the run when a follow-up to the job of `ledger` is not to be sent; true when it is.
   * `home`: the repository of the job's tracking comment.
   */
  refuse(jobId: string, ledger: Ledger, own: Ask, home: string): boolean {
    const refusal = this.refusal(jobId, ledger, own, home)
    if (refusal === undefined) return false
    this.run.state.skipped = refusal
    this.run.state.turnsSpent = !wasSent(ledger, own)
    return true
  }

  /** Why a follow-up to the job of `ledger` is not to be sent (`own` sent, or max-turns). */
  private refusal(jobId: string, ledger: Ledger, own: Ask, home: string): string | undefined {
    if (wasSent(ledger, own)) {
      const turn = turnOfAsk(ledger, own)
      const by = turn?.run
        ? ` by run https://${this.run.serverHost}/${runRepository(turn, home)}/actions/runs/${turn.run}`
        : ''
      return `this instruction was sent to job ${jobId} ${turn ? `in turn ${turn.n}${by}` : 'by an earlier turn'}`
    }
    const n = followUpNumber(ledger)
    const { maxTurns } = this.run.settings
    if (n > maxTurns) {
      return `job ${jobId} has had ${n - 1} turns, and '${Inputs.MaxTurns}' allows ${maxTurns}: the follow-up was not sent`
    }
    return undefined
  }

  /** Turn 1: the job this run created. */
  created(conversation: Conversation | undefined): void {
    const { run } = this
    const own = run.own
    run.state.turn = 1
    if (!conversation || !own) return
    this.turn = this.turnOf(1, [own])
    conversation.record(this.turn)
    if (own.ask.startsWith('c')) conversation.passed(Number(own.ask.slice(1)))
    // GitHub's time of the event, not the runner's: their clocks differ.
    else if (run.madeAt) conversation.since(Date.parse(run.madeAt))
  }

  /** A follow-up: takes the conversation, then sends the first turn; undefined when none was sent. */
  async followUp(jobId: string, conversation: Conversation): Promise<AgentJob | undefined> {
    const { run } = this
    const own = run.own as Instruction
    const home = run.comments?.homeRepository ?? ''
    const claimed = await group(line`Taking the conversation of job ${jobId}`, () =>
      conversation.claim(
        (ledger) => this.refusal(jobId, ledger, own.ask, home) !== undefined,
        (ledger) => run.bodyOf(ledger, { id: jobId, status: '', prLink: null }),
        run.deadline,
        run.deps.cancel
      )
    )
    if (claimed.held) return this.send(jobId, own)
    if (claimed.refused) {
      this.refuse(jobId, conversation.current, own.ask, home)
      return undefined
    }
    if (claimed.end === 'unwritable') {
      throw new Error(
        `The tracking comment on ${conversation.home.where} cannot be written with this token, so this follow-up's turn cannot be recorded ('${Inputs.MaxTurns}' counts it there): nothing was sent.`
      )
    }
    // Said in the report: by then another run may have sent this instruction.
    const end = claimed.end === 'cancelled' ? 'cancelled' : 'timeout'
    this.unsent = { jobId, end, holder: claimed.holder }
    return undefined
  }

  /**
   * A follow-up that did not get the conversation: skipped when another run's turn carried its
   * instruction meanwhile, or when the run that holds it, or the next, will (a comment stays in
   * the conversation); otherwise a timeout or a cancel. A run that holds the conversation and
   * stopped waiting for its turn shows what came meanwhile as waiting. Read within the report's
   * grace.
   */
  async unsentEnd(): Promise<void> {
    const { run, unsent, turn } = this
    const conversation = run.comments?.conversation
    const own = run.own
    if (conversation?.holding && (turn?.result === 'timeout' || turn?.result === 'error')) {
      return this.leave(conversation, `the run stopped waiting for turn ${turn.n} (${turn.result})`)
    }
    if (!unsent || !conversation || !own) return
    const { state } = run
    const { jobId, end, holder } = unsent
    const read = await conversation.home.read(jobId)
    if (typeof read !== 'object') {
      // Deleted and not made again yet, or GitHub did not answer: another run's turn may carry it.
      log.notice(
        line`The tracking comment on ${conversation.home.where} could not be read (${read === 'gone' ? 'it was deleted' : 'no answer'}): whether a turn of another run carried this instruction is not known here; the comment's turns show it once it is there again.`
      )
    }
    if (typeof read === 'object' && wasSent(read, own.ask)) {
      this.refuse(jobId, read, own.ask, run.comments?.homeRepository ?? '')
      return
    }
    if (end === 'timeout' && holder !== undefined && own.ask.startsWith('c')) {
      state.skipped = `run ${holder} holds the conversation of job ${jobId} past this run's timeout; this comment waits in it: that run, or the next run for the job, sends it`
      return
    }
    const why =
      holder !== undefined
        ? `run ${holder} was still sending to job ${jobId}`
        : `this run was still taking the conversation of job ${jobId} (its claim in the tracking comment on ${conversation.home.where} holds once read back ${formatDuration(run.deps.bounds.claimMs)} after GitHub took it)`
    notSent(run.state, run.settings, run.own, end, why)
  }

  /**
   * After a turn of this run ended: the next turn, with what was asked meanwhile; undefined when
   * there is nothing to send, or it is left for the next run (shown as waiting).
   */
  async next(jobId: string): Promise<AgentJob | undefined> {
    const { run } = this
    const conversation = run.comments?.conversation
    if (!conversation?.holding || !this.turn) return undefined
    const { settings, deps, deadline } = run
    const room = deadline - deps.clock.now() >= settings.timeoutMs / 2
    if (room && followUpNumber(conversation.current) <= settings.maxTurns) return this.send(jobId)
    await this.leave(
      conversation,
      room ? `'${Inputs.MaxTurns}' allows no more turns` : 'less than half the timeout is left'
    )
    return undefined
  }

  /** Shows what came meanwhile as waiting for the next run, which sends it; `why` not now. */
  private async leave(conversation: Conversation, why: string): Promise<void> {
    const { asked: left } = await this.gather(conversation)
    if (left.length === 0) return
    conversation.wait(left.map((instruction) => instruction.ask))
    log.notice(
      line`${left.length} more instruction(s) came for job ${conversation.jobId}; ${why}: they wait for the next run, as the tracking comment shows.`
    )
  }

  /** Sends what no turn carried, `own` among it, as the next turn; undefined when none was sent. */
  private async send(jobId: string, own?: Instruction): Promise<AgentJob | undefined> {
    const { run } = this
    const { state, deps } = run
    const conversation = run.comments?.conversation as Conversation
    const { asked, upTo } = await this.gather(conversation, own)
    if (asked.length === 0) return undefined
    const n = followUpNumber(conversation.current)
    const last = conversation.current.turns.at(-1)
    const open = last !== undefined && !ENDED.includes(last.result)
    const prompt = followUpPrompt(asked, own)
    const call = { signal: deps.cancel, deadline: run.deadline }
    const onJob = (seen: AgentJob) => (state.job = seen)
    const unsent = (end: NotSent['end'], why: string): undefined => {
      // The job as seen shows an earlier turn: never reported as this run's.
      state.confirmed = false
      conversation.wait(asked.map((instruction) => instruction.ask))
      return notSent(run.state, run.settings, run.own, end, why)
    }
    return group(line`Sending turn ${n} to job ${jobId}`, async () => {
      const free = await awaitEarlierTurn(
        jobId,
        open,
        run.client,
        call,
        (current, after) => run.waitFor(current, after, false),
        onJob
      )
      if (free.sent === false)
        return unsent(free.end, `job ${jobId} was still working on an earlier turn`)
      if (free.ended && open) {
        // The turn before, which its run stopped waiting for, is recorded as it ended.
        const pr = parsePrLink(free.job.prLink)?.url
        const result = outcomeOf({ job: free.job, end: 'terminal' })
        conversation.record({ ...last, result, ...(pr ? { pr } : {}) })
      }
      // Recorded before it is sent: a run that stops between the two must not have it sent
      // again (at most once), and a run waiting for the conversation learns of it at once.
      const before = { turn: this.turn, n: state.turn }
      this.turn = this.turnOf(n, asked)
      conversation.record(this.turn)
      // From here the job as seen shows the turn before this one: never reported as its.
      Object.assign(state, { confirmed: false, turn: n, instruction: prompt })
      await run.showComment('working')
      let job: AgentJob
      try {
        job = await sendFollowUp(jobId, prompt, run.client, call, onJob)
      } catch (error) {
        if (!(error instanceof ApiError) || !error.untaken) throw error
        // Surely not sent: out of the ledger, its instructions waiting for the next turn.
        conversation.withdraw(this.turn)
        ;[this.turn, state.turn] = [before.turn, before.n]
        if (error.kind !== 'aborted') throw error
        return unsent(
          deps.cancel.aborted ? 'cancelled' : 'timeout',
          `the follow-up to job ${jobId} was going out`
        )
      }
      // Only once sent: the comments it read stay unread if it was not (its turn withdrawn).
      conversation.passed(upTo)
      run.reactions.sent(this.turn.asks, conversation.home)
      run.sentAt = deps.clock.now()
      run.followUp = state.followUp = true
      return job
    })
  }

  /** The conversation's unsent instructions; on a GitHub that cannot list them, `own` alone. */
  private async gather(conversation: Conversation, own?: Instruction): Promise<Gathered> {
    const { settings } = this.run
    try {
      return await conversation.gather(
        { triggerPhrase: settings.triggerPhrase, prompt: settings.prompt },
        own
      )
    } catch (error) {
      log.warning(
        line`Could not read the conversation on ${conversation.home.where} (${error instanceof Error ? error.message : String(error)}): ${own ? 'only this run’s instruction is sent' : 'what came meanwhile waits for the next run'}.`
      )
      return { asked: own ? [own] : [], upTo: 0 }
    }
  }

  /** A turn of this run; `home`: the repository of the comment that records it. */
  private turnOf(n: number, asked: readonly Instruction[], home?: string): Turn {
    home ??= this.run.comments?.homeRepository
    const repo = this.run.deps.env.GITHUB_REPOSITORY
    // When it was asked: GitHub's time of the first request (rebuilt), else now.
    const asked0 = Date.parse(asked[0]?.at ?? '')
    const pull = asked.find((instruction) => instruction.pull !== undefined)?.pull
    return {
      n,
      at: new Date(Number.isNaN(asked0) ? this.run.deps.clock.now() : asked0).toISOString(),
      by: byOf(asked.map((instruction) => instruction.by)),
      asks: asked.map((instruction) => instruction.ask),
      result: 'working',
      run: this.run.runId,
      ...(pull !== undefined ? { pull } : {}),
      ...(repo && home && isRepository(repo) && repo.toLowerCase() !== home.toLowerCase()
        ? { repo }
        : {})
    }
  }

  /** The run's last turn now stands at `phase` (an end once reached stays). */
  at(phase: CommentPhase, job: AgentJob | undefined): void {
    const { turn } = this
    const conversation = this.run.comments?.conversation
    if (!turn || !conversation || ENDED.includes(turn.result)) return
    const pr = phase === 'completed' ? parsePrLink(job?.prLink)?.url : undefined
    this.turn = { ...turn, result: phase, ...(pr ? { pr } : {}) }
    conversation.record(this.turn)
  }

  /**
   * The link-back comment, with the ledger it carries: the job's home when the run kept no
   * other comment (a job that came from no issue), else a copy of the home's, to show.
   */
  linkBackOf(view: CommentView): { view: CommentView; ledger: (read: Ledger) => Ledger } {
    const conversation = this.run.comments?.conversation
    if (conversation) {
      const ledger = shownCopy(conversation.current)
      return { view: { ...view, ledger }, ledger: () => ledger }
    }
    const own = this.run.own
    const pr = view.prLink ? { pr: view.prLink } : {}
    const turn: Turn | undefined =
      this.run.state.turn === 1 && own
        ? {
            ...this.turnOf(1, [own], parsePrLink(view.prLink)?.repository),
            result: view.phase,
            ...pr
          }
        : undefined
    return {
      view,
      ledger: (read) => (turn ? { ...read, turns: withTurn(read.turns, turn) } : read)
    }
  }
}
