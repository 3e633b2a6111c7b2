/**
 * A run's 👀: on each comment a turn of the run carried, once the turn is sent (the job created,
 * or the follow-up taken). Each comment sent gets one, from the run that sent it, and a comment
 * not sent gets none: a run whose comment another run carried, or that could not send it, leaves
 * it to that run. The run's own comment (or the line comments of its review) through the run's
 * own token, the conversation's others where the conversation is (its token). A token GitHub
 * refused or rate-limited is not asked again; another failure is of that comment only. One
 * warning a run: a 👀 is not worth more. The report waits for them briefly, last (final-report.ts).
 */
import type { Clock } from '../api/clock.js'
import type { TrackingComment } from '../github/comment.js'
import type { Ask } from '../github/ledger.js'
import type { Octokit, Repo } from '../github/octokit.js'
import { react, type ReactionTarget } from '../github/tracker.js'
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
  private warned = false
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
    this.settled = this.settled.then(async () => {
      for (const { target, octokit, repo } of marks) {
        if (this.stopped.has(octokit)) continue
        const failed = await react(octokit, repo, target)
        if (!failed) continue
        if (failed.refused) this.stopped.add(octokit)
        if (!this.warned)
          log.warning(line`Could not add a reaction to the comment (${failed.why}).`)
        this.warned = true
      }
    })
  }

  /** Waits for the 👀 on their way, at most `ms` on `clock` (the step ends after it). */
  async settle(clock: Clock, ms: number): Promise<void> {
    const stop = new AbortController()
    const waited = clock.sleep(ms, stop.signal).catch(() => undefined)
    await Promise.race([this.settled.catch(() => undefined), waited])
    stop.abort()
  }
}
