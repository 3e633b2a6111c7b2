/**
 * The docs pull request follows its code pull request (github/docs-pull.ts): on a run about a
 * code pull request, with `docs-repository` set (the place of the agent's pull requests is then
 * known without the service's word), on the actions the step acts on (`on-actions`). While the
 * code is open, the docs pull request carries `pr-waiting-label` (the pull request step adds it
 * with `pr-labels`); a merge takes it off with a comment; a close without merging closes the docs
 * pull request, or keeps it (`pr-close-with-code: false`), with a comment; a reopen reopens it, or
 * starts a new job when it cannot be (merged, or its branch gone), and says which. The docs pull
 * request is the last one the job's ledger recorded in the code pull request's tracking comment,
 * or the one this run's turn ended with.
 */
import type { GitHubEvent } from '../github/event.js'
import { decodeLedger, type Ledger } from '../github/ledger.js'
import { currentRepo, type GitHubBounds, type Repo } from '../github/octokit.js'
import { DEFAULT_ON_ACTIONS, type Plan } from '../github/plan.js'
import { isAgentsPull } from '../github/pull-plan.js'
import type { DocsPull, CodePull } from '../github/docs-pull.js'
import { parsePrLink, type PullRequestRef } from '../pull-request.js'
import { line, log } from '../sinks/index.js'
import type { RunDeps } from './deps.js'
import type { RunState } from './report.js'
import type { AgentSettings } from './settings.js'

type ActingPlan = Extract<Plan, { act: true }>

/** What of the run the pairing reads at its end (AgentRun). */
export interface PairedRun {
  readonly state: RunState
  readonly comments?: { conversation: { current: Ledger } }
}

export class RunPairing {
  private constructor(
    private readonly settings: AgentSettings,
    private readonly deps: RunDeps,
    private readonly github: GitHubBounds,
    private readonly repo: Repo,
    private readonly number: number,
    private readonly action: string,
    private readonly merged: boolean,
    private readonly code: CodePull,
    private readonly serverHost: string
  ) {}

  /** The pairing of `event`'s code pull request: undefined unless it is one the step acts on. */
  static of(
    event: GitHubEvent,
    settings: AgentSettings,
    deps: RunDeps,
    github: GitHubBounds,
    serverHost: string
  ): RunPairing | undefined {
    if (event.kind !== 'pull_request' || !settings.pr.repository || settings.dryRun)
      return undefined
    const action = event.action.toLowerCase()
    const actions: readonly string[] = settings.onActions.length
      ? settings.onActions
      : DEFAULT_ON_ACTIONS.pull_request
    const repo = currentRepo(deps.env)
    if (!actions.includes(action) || isAgentsPull(event, settings) || !repo) return undefined
    const number = event.issue.number
    const ref = `${repo.owner}/${repo.repo}#${number}`
    const url = `https://${serverHost}/${repo.owner}/${repo.repo}/pull/${number}`
    const merged = event.pull?.merged === true
    const code = { ref, url }
    return new RunPairing(settings, deps, github, repo, number, action, merged, code, serverHost)
  }

  /** The label the docs pull request takes with `pr-labels` now: while the code is open. */
  get waitingLabel(): string | undefined {
    return this.action !== 'closed' ? this.settings.pr.waitingLabel || undefined : undefined
  }

  /**
   * A reopened code pull request reopens its docs pull request before its turn; when it cannot
   * (merged, or GitHub refused: its branch is gone), the run starts a new job instead (said in
   * the run's note). Any other plan goes on as it is.
   */
  async reopen(plan: ActingPlan, state: RunState): Promise<ActingPlan> {
    if (this.action !== 'reopened' || !plan.continueTracked) return plan
    const docs = await this.docsPull(await this.ledger(state)).catch((error: unknown) => {
      log.warning(line`Could not reopen the docs pull request: ${String(error)}`)
      return undefined
    })
    if (!docs) return plan
    const reopened = docs.state === 'closed' ? await docs.setState('open') : undefined
    if (reopened === 'done') await docs.tell(this.code, 'reopened')
    // GitHub did not answer, or refused the token: the job goes on, and may open another.
    if (reopened === 'failed') return plan
    if (docs.state === 'open') {
      await docs.label(this.settings.pr.waitingLabel)
      return plan
    }
    const why = docs.state === 'merged' ? 'is merged' : 'is closed and could not be reopened'
    this.say(
      state,
      `The docs pull request ${docs.where} ${why}: a new job starts for ${this.code.ref}.`
    )
    return { ...plan, continueTracked: false }
  }

  /** A closed code pull request's docs pull request, as the run ends: merged or closed with it. */
  async end(run: PairedRun): Promise<void> {
    if (this.action !== 'closed') return
    const { state } = run
    // The pull request this run's turn ended with, else the last one the job's ledger recorded.
    const own = state.confirmed && state.outcome === 'completed' ? state.job?.prLink : undefined
    const given = parsePrLink(own)
    const ledger = given
      ? undefined
      : (run.comments?.conversation.current ?? (await this.ledger(state)))
    const docs = await this.docsPull(ledger, given)
    if (!docs || docs.state !== 'open') return
    const { waitingLabel, closeWithCode } = this.settings.pr
    if (this.merged) {
      await docs.unlabel(waitingLabel)
      await docs.tell(this.code, 'merged')
      return
    }
    if (!closeWithCode) {
      await docs.tell(this.code, 'kept')
      return
    }
    await docs.tell(this.code, 'closed')
    if ((await docs.setState('closed')) === 'done') {
      this.say(state, `The docs pull request ${docs.where} was closed with ${this.code.ref}.`)
    }
  }

  private say(state: RunState, note: string): void {
    log.notice(line`${note}`)
    state.note = state.note ? `${state.note} ${note}` : note
  }

  /** The ledger of the code pull request's tracking comment; undefined (said) when none is read. */
  private async ledger(state: RunState): Promise<Ledger | undefined> {
    const { settings } = this
    try {
      if (state.github) {
        const found = await state.github.trackedComment(this.number, settings.projectId)
        return found && decodeLedger(found.found.marker.turns)
      }
      const { findTrackingComment, tokenLogin } = await import('../github/comment.js')
      const { MarkerKey } = await import('../github/marker.js')
      const octokit = await this.deps.loadOctokit(settings.githubToken, this.github)
      const markers = new MarkerKey(settings.apiKey)
      const found = await findTrackingComment(octokit, this.repo, this.number, markers, {
        login: await tokenLogin(octokit),
        projectId: settings.projectId
      })
      return found && decodeLedger(found.marker.turns)
    } catch (error) {
      log.warning(
        line`Could not read the tracking comment of ${this.code.ref}, which names its docs pull request: ${error instanceof Error ? error.message : String(error)}`
      )
      return undefined
    }
  }

  /** The job's docs pull request (`given`, else the ledger's latest), read if it is the agent's. */
  private async docsPull(
    ledger: Ledger | undefined,
    given?: PullRequestRef
  ): Promise<DocsPull | undefined> {
    const latest = ledger?.turns.findLast((turn) => turn.pr !== undefined)?.pr
    const pr = given ?? parsePrLink(latest)
    const { settings } = this
    const repository = settings.pr.repository ?? ''
    const elsewhere =
      pr?.host !== this.serverHost || pr.repository.toLowerCase() !== repository.toLowerCase()
    if (!pr || !settings.pr.token || elsewhere) return undefined
    const { DocsPull } = await import('../github/docs-pull.js')
    const octokit = await this.deps.loadOctokit(settings.pr.token, this.github)
    const expected = {
      repository,
      from: 'docs-repository' as const,
      ...(settings.pr.author ? { author: settings.pr.author } : {})
    }
    return DocsPull.read(octokit, pr, expected, log)
  }
}
