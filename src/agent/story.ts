/**
 * This run's place in the job's story: the turns the tracking comment told before this run (from
 * its signed marker), the turn this run adds, where the job came from, and what a comment shows
 * of all that at a given phase. The merge with what other runs write meanwhile is the comment's
 * (github/comment.ts); the numbering and the run's own view are here, testable without GitHub.
 */
import type { FoundComment } from '../github/comment.js'
import type { CommentPhase } from '../github/phase.js'
import { decodeTurns, nextTurnNumber, withTurn, type Turn } from '../github/turns.js'

export class Story {
  /** The turns known before this run (from a tracking comment's signed marker). */
  earlier: Turn[] = []
  /** This run's turn number; undefined when the run adds no turn (attach). */
  turn?: number
  /** The run's own comment is a pull request's link-back comment, from this origin. */
  origin?: string

  /** Takes up the story of the tracking comment the run found (its job is the run's). */
  adopt(found: FoundComment): void {
    this.earlier = decodeTurns(found.marker.turns)
    this.origin = found.marker.origin
  }

  /**
   * The origin issue's comment tells the same story: the one that knows more turns is the newer,
   * and becomes the story this run goes on from.
   */
  preferLonger(encodedTurns: string | undefined): void {
    const theirs = decodeTurns(encodedTurns)
    if (nextTurnNumber(theirs) > nextTurnNumber(this.earlier)) this.earlier = theirs
  }

  /**
   * Numbers this run's turn: 1 for a new job, the next one for a follow-up whose tracking comment
   * told the job's turns. A follow-up that knows no history (a `job-id` run without the job's
   * comment, a marker of before turns) claims no number: it cannot know how many came before. An
   * attach adds none.
   */
  begin(jobId: string, followUp: boolean): void {
    if (!jobId) this.turn = 1
    else if (followUp && this.earlier.length > 0) this.turn = nextTurnNumber(this.earlier)
  }

  /**
   * Records how the earlier turn at work ended (seen by this run before it sends its own); false
   * when none is at work. Turns are sent one after another, each once the one before ended, so
   * the turn at work is the oldest shown `working`; a `queued` turn was only announced, not sent,
   * and nobody can have seen it end. `now`: the comment's turns as they stand (read just before),
   * which win over the story read at the start for every turn but this run's: a turn another run
   * recorded as ended since is no longer at work, and the end this run saw is a later turn's.
   */
  recordEarlier(result: CommentPhase, pr: string | undefined, now?: readonly Turn[]): boolean {
    for (const turn of now ?? []) {
      if (turn.n !== this.turn) this.earlier = withTurn(this.earlier, turn)
    }
    const atWork = this.earlier.find((turn) => turn.result === 'working' && turn.n !== this.turn)
    if (!atWork) return false
    this.earlier = withTurn(this.earlier, { ...withoutPr(atWork), result, ...(pr ? { pr } : {}) })
    return true
  }

  /** Another run's turn is still at work (start.ts waits for it before sending). */
  get earlierWorking(): boolean {
    return this.earlier.some((turn) => turn.result === 'working' || turn.result === 'queued')
  }

  /**
   * The turns a comment shows with this run at `phase`: its own turn (asked `at`, by `actor`), or,
   * when it adds none, the latest turn standing at `phase`.
   */
  turnsAt(phase: CommentPhase, at: string, actor: string | undefined, pr?: string): Turn[] {
    const link = phase === 'completed' && pr ? { pr } : {}
    if (this.turn !== undefined) {
      return withTurn(this.earlier, { n: this.turn, at, by: actor ?? '', result: phase, ...link })
    }
    const latest = this.earlier.at(-1)
    return latest ? withTurn(this.earlier, { ...withoutPr(latest), result: phase, ...link }) : []
  }
}

function withoutPr(turn: Turn): Turn {
  return { n: turn.n, at: turn.at, by: turn.by, result: turn.result }
}
