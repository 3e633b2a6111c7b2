/**
 * The docs check of a run about a code pull request (`docs-check`, github/docs-check.ts): pending
 * once the run sends the pull request's turn, then how it ended; a pull request that needs no
 * docs (`skip-label`, no file of `changes-paths`) passes without a job. A run that started nothing
 * for another reason (not allowed, another run carried its turn) leaves the check as it is.
 */
import type { GitHubEvent } from '../github/event.js'
import { currentRepo, type GitHubBounds } from '../github/octokit.js'
import type { DocsCheck } from '../github/docs-check.js'
import { parsePrLink } from '../pull-request.js'
import { line, log } from '../sinks/index.js'
import type { RunDeps } from './deps.js'
import { runUrl, type RunState } from './report.js'
import type { AgentSettings } from './settings.js'

export class RunCheck {
  private check?: Promise<DocsCheck | undefined>
  /** The pending status, posted beside the wait; the end waits for it. */
  private shown: Promise<unknown> = Promise.resolve()

  private constructor(
    private readonly settings: AgentSettings,
    private readonly deps: RunDeps,
    private readonly github: GitHubBounds,
    private readonly sha: string,
    private readonly issueNumber: number,
    private readonly run: string
  ) {}

  /** The check of `event`'s pull request: undefined unless `docs-check` is set and it is one. */
  static of(
    event: GitHubEvent,
    settings: AgentSettings,
    deps: RunDeps,
    github: GitHubBounds
  ): RunCheck | undefined {
    if (!settings.check?.context || settings.dryRun || event.kind !== 'pull_request') return
    const sha = event.pull?.head
    if (!sha || !settings.githubToken) return undefined
    // The run's link, where the runner says it (a local run may not): '' links nothing.
    return new RunCheck(settings, deps, github, sha, event.issue.number, runUrl(deps.env) ?? '')
  }

  /** Pending: the agent works on this run's turn. Not awaited: the wait goes on beside it. */
  working(): void {
    this.shown = this.docs().then(async (check) => {
      const { working } = await import('../github/docs-check.js')
      return check?.show(working(this.run))
    })
  }

  /**
   * The check as the run ended: its job's outcome (an error when it failed before one), a change
   * that needs no docs, or, skipped for another reason, as it is.
   */
  async end(state: RunState): Promise<void> {
    await this.shown
    const { endOf, notNeeded, turnsSpent } = await import('../github/docs-check.js')
    const check = await this.docs()
    if (!check) return
    const skipLabel = this.settings.check?.skipLabel ?? ''
    if (state.skipped !== undefined) {
      if (state.noDocs) await check.show(notNeeded(state.skipped, this.run))
      if (state.turnsSpent) await check.show(turnsSpent(skipLabel, this.run))
      return
    }
    // A label added while the job worked: the pull request needs no docs after all.
    if (skipLabel && (await check.labelled(this.issueNumber, skipLabel))) {
      await check.show(notNeeded(`the pull request has the label '${skipLabel}'`, this.run))
      return
    }
    const pr = state.confirmed ? parsePrLink(state.job?.prLink)?.url : undefined
    await check.show(endOf(state.outcome ?? 'error', pr, this.run))
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

  private async open(): Promise<DocsCheck | undefined> {
    const repo = currentRepo(this.deps.env)
    if (!repo) return undefined
    const { DocsCheck } = await import('../github/docs-check.js')
    const octokit = await this.deps.loadOctokit(this.settings.githubToken, this.github)
    const context = this.settings.check?.context ?? ''
    return new DocsCheck(octokit, repo, this.sha, context, log)
  }
}
