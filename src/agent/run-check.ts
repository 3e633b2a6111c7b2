/**
 * The docs check of a run about a code pull request (`docs-check`, github/docs-check.ts): pending
 * once the run sends the pull request's turn, then how it ended; a pull request that needs no
 * docs (`skip-label`, no file of `changes-paths`) passes without a job, and so does the agent's
 * own docs pull request (its docs are its change). A run that started nothing for another reason
 * (not allowed, another run carried its turn) leaves the check as it is, and so does a merged or
 * closed pull request's: the check speaks before the merge. What GitHub did not take is saved
 * for the post step (post/close-check.ts), so that a check never stays pending after its run.
 */
import type { GitHubEvent } from '../github/event.js'
import { currentRepo, type GitHubBounds, type Repo } from '../github/octokit.js'
import type { CheckView, DocsCheck } from '../github/docs-check.js'
import { isAgentsPull } from '../github/pull-plan.js'
import { State, type SavedCheck } from '../github/state.js'
import { parsePrLink } from '../pull-request.js'
import { line, log, saveState } from '../sinks/index.js'
import type { RunDeps } from './deps.js'
import { hostOf, runUrl, type RunState } from './report.js'
import type { AgentSettings } from './settings.js'

export class RunCheck {
  private check?: Promise<DocsCheck | undefined>
  /** The pending status, posted beside the wait; the end waits for it. */
  private shown: Promise<unknown> = Promise.resolve()

  private constructor(
    private readonly settings: AgentSettings,
    private readonly deps: RunDeps,
    private readonly github: GitHubBounds,
    /** The workflow's repository: the pull request's, where the status goes. */
    private readonly repo: Repo,
    private readonly sha: string,
    private readonly issueNumber: number,
    private readonly run: string,
    /** The agent's own docs pull request. */
    private readonly agents: boolean
  ) {}

  /** The check of `event`'s pull request: undefined unless `docs-check` is set and it is one. */
  static of(
    event: GitHubEvent,
    settings: AgentSettings,
    deps: RunDeps,
    github: GitHubBounds
  ): RunCheck | undefined {
    const context = settings.check?.context
    if (!context || settings.dryRun || event.kind !== 'pull_request') return undefined
    if (event.action.toLowerCase() === 'closed') return undefined
    const sha = event.pull?.head
    const repo = currentRepo(deps.env)
    const missing = !sha
      ? 'the event names no head commit of the pull request'
      : !settings.githubToken
        ? "'github-token' is empty"
        : !repo
          ? 'GITHUB_REPOSITORY is not set'
          : undefined
    if (missing || !repo || !sha) {
      log.warning(line`The docs check '${context}' is not set: ${missing}.`)
      return undefined
    }
    // The run's link, where the runner says it (a local run may not): '' links nothing.
    const run = runUrl(deps.env) ?? ''
    const agents = isAgentsPull(event, settings)
    return new RunCheck(settings, deps, github, repo, sha, event.issue.number, run, agents)
  }

  /** Pending: the agent works on this run's turn. Not awaited: the wait goes on beside it. */
  working(): void {
    if (this.agents) return
    this.shown = this.docs().then(async (check) => {
      const { stopped, working } = await import('../github/docs-check.js')
      // Should the step be stopped from here on, the post step says so rather than pending.
      this.save(stopped(this.run))
      const shown = await check?.show(working(this.run))
      // A token refused statuses: the post step would only be refused again.
      if (check?.refusedWrites) saveState(State.Check, '')
      return shown
    })
  }

  /**
   * The check as the run ended: its job's outcome (an error when it failed before one), a change
   * that needs no docs, or, skipped for another reason, as it is.
   */
  async end(state: RunState): Promise<void> {
    await this.shown
    const check = await this.docs()
    const view = check && (await this.viewOf(check, state))
    if (!check || !view) return
    this.save(view)
    if ((await check.show(view)) || check.refusedWrites) saveState(State.Check, '')
  }

  private async viewOf(check: DocsCheck, state: RunState): Promise<CheckView | undefined> {
    const { endOf, notNeeded, notTaken, ownPull, turnsSpent } =
      await import('../github/docs-check.js')
    const skipLabel = this.settings.check?.skipLabel ?? ''
    if (this.agents) return ownPull(this.run)
    if (state.skipped !== undefined) {
      if (state.noDocs) return notNeeded(state.skipped, this.run)
      return state.turnsSpent ? turnsSpent(skipLabel, this.run) : undefined
    }
    // A label added while the job worked: the pull request needs no docs after all. Not read
    // after a cancel: the grace is the tracking comment's.
    const cancelled = this.deps.cancel?.aborted === true
    if (skipLabel && !cancelled && (await check.labelled(this.issueNumber, skipLabel))) {
      return notNeeded(`the pull request has the label '${skipLabel}'`, this.run)
    }
    const pr = state.confirmed ? parsePrLink(state.job?.prLink) : undefined
    // Only a pull request where the agent's are (pull-request-step.ts) passes the check.
    const { inPlace } = await import('./pull-request-step.js')
    const host = hostOf(this.deps.env.GITHUB_SERVER_URL) ?? 'github.com'
    if (pr && !inPlace(this.settings, pr, state.job?.source?.repository, host)) {
      return notTaken(this.run)
    }
    // In place, but GitHub showed another author or a fork's branch (pull-request-step.ts).
    if (pr && state.notTheAgents) return notTaken(this.run, false)
    return endOf(state.outcome ?? 'error', pr?.url, this.run)
  }

  private save(view: CheckView): void {
    const saved: SavedCheck = {
      repository: `${this.repo.owner}/${this.repo.repo}`,
      sha: this.sha,
      context: this.settings.check?.context ?? '',
      view
    }
    saveState(State.Check, JSON.stringify(saved))
  }

  private docs(): Promise<DocsCheck | undefined> {
    this.check ??= this.open().catch((error: unknown) => {
      log.warning(
        line`Could not set the docs check: ${error instanceof Error ? error.message : String(error)}`
      )
      return undefined
    })
    return this.check
  }

  private async open(): Promise<DocsCheck> {
    const { DocsCheck } = await import('../github/docs-check.js')
    const octokit = await this.deps.loadOctokit(this.settings.githubToken, this.github)
    const context = this.settings.check?.context ?? ''
    return new DocsCheck(octokit, this.repo, this.sha, context, log)
  }
}
