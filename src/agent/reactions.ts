/**
 * A run's 👀: on each comment a turn of the run carried, once the turn is sent (the job created,
 * or the follow-up taken). Each comment sent gets one, from the run that sent it, and a comment
 * not sent gets none: a run whose comment another run carried, or that could not send it, leaves
 * it to that run. The run's own comment (or the line comments of its review) through the run's
 * own token, the conversation's others where the conversation is (its token). A token GitHub
 * refused or rate-limited is not asked again; another failure is of that comment only, tried once
 * more at the step's end (settle, the report's last step). One warning a run: a 👀 is not worth
 * more.
 */
import type { Clock } from '../api/clock.js'
import type { TrackingComment } from '../github/comment.js'
import type { Ask } from '../github/ledger.js'
import type { Octokit, Repo } from '../github/octokit.js'
import type { ReactionTarget } from '../github/plan.js'
import { react } from '../github/tracker.js'
import { line, log } from '../sinks/index.js'

interface Mark {
  target: ReactionTarget
  octokit: Octokit
  repo: Repo
}

export class Reactions {
  private own?: { ask: Ask; marks: Mark[] }
  private readonly reacted = new Set<Ask>()
  /** The tokens not asked again: GitHub refused them a 👀, or limits them. */
  private readonly stopped = new Set<Octokit>()
  /** The 👀 GitHub did not make, and why. */
  private readonly failed: (Mark & { why: string })[] = []
  /** Settles once every 👀 asked for is made or given up. */
  private settled: Promise<unknown> = Promise.resolve()

  /**
   * The run's own request `ask` was made in the plan's comment (and, for a review, its other line
   * comments that asked), which `github` can reach.
   */
  ownComment(
    ask: Ask,
    made: { reaction?: ReactionTarget; moreReactions?: readonly ReactionTarget[] },
    github: { octokit: Octokit; repo: Repo }
  ): void {
    const { octokit, repo } = github
    const targets = made.reaction ? [made.reaction, ...(made.moreReactions ?? [])] : []
    this.own = { ask, marks: targets.map((target) => ({ target, octokit, repo })) }
  }

  /** A turn carrying `asks` was sent; `home`: the conversation's tracking comment. */
  sent(asks: readonly Ask[], home?: TrackingComment): void {
    const marks = asks.flatMap((ask): Mark[] => {
      if (this.reacted.has(ask)) return []
      this.reacted.add(ask)
      if (ask === this.own?.ask) return this.own.marks
      if (!ask.startsWith('c') || !home) return []
      const target = { kind: 'issue-comment' as const, id: Number(ask.slice(1)) }
      return [{ target, octokit: home.octokit, repo: home.repo }]
    })
    this.settled = this.settled.then(() => this.make(marks))
  }

  /** Makes `marks`, one at a time; what failed is kept for the step's end (settle). */
  private async make(marks: readonly Mark[]): Promise<void> {
    for (const mark of marks) {
      if (this.stopped.has(mark.octokit)) continue
      const failed = await react(mark.octokit, mark.repo, mark.target)
      if (!failed) continue
      if (failed.refused) this.stopped.add(mark.octokit)
      this.failed.push({ ...mark, why: failed.why })
    }
  }

  /**
   * At the step's end, within `ms` on `clock`: waits for the 👀 on their way, tries once more
   * those GitHub did not take but for a refusal (no answer, a 5xx, the step's time up as the
   * turn went; the report has time of its own), and warns once of what is still not made. A 👀
   * asked twice is one: GitHub keeps one per person and emoji.
   */
  async settle(clock: Clock, ms: number): Promise<void> {
    const stop = new AbortController()
    const waited = clock.sleep(ms, stop.signal).then(
      () => 'no answer',
      () => undefined
    )
    const retried = this.settled.then(async () => {
      const failed = this.failed.splice(0)
      const refused = failed.filter((mark) => this.stopped.has(mark.octokit))
      await this.make(failed.filter((mark) => !this.stopped.has(mark.octokit)))
      return [...refused, ...this.failed][0]?.why
    })
    const why = await Promise.race([retried.catch(() => 'error'), waited])
    stop.abort()
    if (why !== undefined) log.warning(line`Could not add a reaction to the comment (${why}).`)
  }
}
