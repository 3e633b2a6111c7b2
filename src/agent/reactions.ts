/**
 * A run's 👀: on each comment a turn of the run carried, once the turn is sent (the job created,
 * or the follow-up taken). Each comment sent gets one, from the run that sent it, and a comment
 * not sent gets none: a run whose comment another run carried, or that could not send it, leaves
 * it to that run. The run's own comment (or line comment) through the run's own token, the
 * conversation's others where the conversation is (its token). One at a time, ending at the first
 * refusal, which the next would meet too: a 👀 is not worth a second warning.
 */
import type { TrackingComment } from '../github/comment.js'
import type { Ask } from '../github/ledger.js'
import type { Octokit, Repo } from '../github/octokit.js'
import { react, type ReactionTarget } from '../github/tracker.js'
import { log } from '../sinks/index.js'

export class Reactions {
  private own?: { ask: Ask; target: ReactionTarget; octokit: Octokit; repo: Repo }
  private readonly reacted = new Set<Ask>()
  private refused = false
  /** Settles once every 👀 asked for is made or given up (the report waits for it, last). */
  settled: Promise<unknown> = Promise.resolve()

  /** The run's own request `ask` was made in the comment `target`, which `github` can reach. */
  ownComment(ask: Ask, target: ReactionTarget, github: { octokit: Octokit; repo: Repo }): void {
    this.own = { ask, target, octokit: github.octokit, repo: github.repo }
  }

  /** A turn carrying `asks` was sent; `home`: the conversation's tracking comment. */
  sent(asks: readonly Ask[], home?: TrackingComment): void {
    const own = this.own
    const targets = asks.flatMap((ask) => {
      if (this.reacted.has(ask)) return []
      if (ask === own?.ask) return [own]
      if (!ask.startsWith('c') || !home) return []
      const target = { kind: 'issue-comment' as const, id: Number(ask.slice(1)) }
      return [{ ask, target, octokit: home.octokit, repo: home.repo }]
    })
    for (const { ask } of targets) this.reacted.add(ask)
    this.settled = this.settled.then(async () => {
      for (const { target, octokit, repo } of targets) {
        if (this.refused) return
        this.refused = !(await react(octokit, repo, target, log))
      }
    })
  }
}
