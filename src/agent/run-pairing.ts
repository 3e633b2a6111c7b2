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
import { MarkerKey } from '../github/marker.js'
import { currentRepo, type GitHubBounds, type Octokit, type Repo } from '../github/octokit.js'
import { DEFAULT_ON_ACTIONS, type Plan } from '../github/plan.js'
import { isAgentsPull } from '../github/pull-plan.js'
import { stateOf, type CodePull, type DocsPull, type State } from '../github/docs-pull.js'
import { parsePrLink, type PullRequestRef } from '../pull-request.js'
import { line, log } from '../sinks/index.js'
import type { RunDeps } from './deps.js'
import type { RunState } from './report.js'
import type { AgentSettings } from './settings.js'

type ActingPlan = Extract<Plan, { act: true }>

/** What of the run the pairing reads at its end (AgentRun). */
export interface PairedRun {
  readonly state: RunState
  readonly comments?: { conversation: { current: Ledger; jobId: string } }
}

export class RunPairing {
  private readonly markers: MarkerKey
  private octokit?: Promise<Octokit>

  private constructor(
    private readonly settings: AgentSettings,
    private readonly deps: RunDeps,
    private readonly github: GitHubBounds,
    private readonly repo: Repo,
    private readonly number: number,
    private readonly action: string,
    private readonly code: CodePull,
    private readonly serverHost: string
  ) {
    this.markers = new MarkerKey(settings.apiKey)
  }

  /** The pairing of `event`'s code pull request: undefined unless it is one the step acts on. */
  static of(
    event: GitHubEvent,
    settings: AgentSettings,
    deps: RunDeps,
    github: GitHubBounds,
    serverHost: string
  ): RunPairing | undefined {
    const { pr } = settings
    if (event.kind !== 'pull_request' || !pr.repository || !pr.followCode || settings.dryRun)
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
    const code = { ref, url }
    return new RunPairing(settings, deps, github, repo, number, action, code, serverHost)
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
    const found = await this.tracked(state)
    const docs = found && (await this.follow(state, found))
    if (docs?.state !== 'merged' && docs?.state !== 'closed') return plan
    const why = docs.state === 'merged' ? 'is merged' : 'is closed and could not be reopened'
    this.say(state, `The docs pull request ${docs.where} ${why}: a new job starts for ${this.code.ref}.`) // prettier-ignore
    return { ...plan, continueTracked: false }
  }

  /** A closed code pull request's docs pull request, as the run ends: merged or closed with it. */
  async end(run: PairedRun): Promise<void> {
    if (this.action !== 'closed') return
    const { state } = run
    // The pull request this run's turn ended with, else the last one the job's ledger recorded.
    const own = state.confirmed && state.outcome === 'completed' ? state.job : undefined
    const given = own && parsePrLink(own.prLink)
    const conversation = run.comments?.conversation
    const found =
      given && own
        ? { pr: given, jobId: own.id }
        : conversation
          ? this.latest(conversation.current, conversation.jobId)
          : await this.tracked(state)
    if (found) await this.follow(state, found)
  }

  /**
   * Brings the docs pull request to where its code pull request stands now, as GitHub says
   * (not as the event said: a re-run of an old event, or a run that overlaps another, must not
   * undo what the code is now), then looks again and follows once more if the code moved
   * meanwhile. The docs pull request as left; undefined when it could not be read.
   */
  private async follow(state: RunState, found: Found): Promise<DocsPull | undefined> {
    const docs = await this.docsPull(found)
    let code = docs && (await this.codeState(state))
    for (let pass = 0; docs && code && pass < 2; pass++) {
      if (!(await this.bring(docs, code, state))) return docs
      const now = await this.codeState(state)
      if (now === code) return docs
      code = now
    }
    return docs
  }

  /** One pass; false when the docs pull request cannot follow an open code pull request. */
  private async bring(docs: DocsPull, code: State, state: RunState): Promise<boolean> {
    const { waitingLabel, closeWithCode } = this.settings.pr
    if (code === 'open') {
      if (docs.state === 'merged') return false
      if (docs.state === 'closed') {
        const end = await docs.setState('open')
        if (end !== 'done') return end !== 'refused'
        await docs.tell(this.code, 'reopened')
      }
      await docs.label(waitingLabel)
    } else if (docs.state !== 'open') {
      return true
    } else if (code === 'merged') {
      await docs.unlabel(waitingLabel)
      await docs.tell(this.code, 'merged')
    } else if (!closeWithCode) {
      await docs.tell(this.code, 'kept')
    } else if ((await docs.setState('closed')) === 'done') {
      await docs.tell(this.code, 'closed')
      this.say(state, `The docs pull request ${docs.where} was closed with ${this.code.ref}.`)
    }
    return true
  }

  private say(state: RunState, note: string): void {
    log.notice(line`${note}`)
    state.note = state.note ? `${state.note} ${note}` : note
  }

  /** The code pull request as GitHub shows it now; undefined (said) when it cannot say. */
  private async codeState(state: RunState): Promise<State | undefined> {
    try {
      const octokit = state.github?.octokit ?? (await this.runOctokit())
      const { data } = await octokit.rest.pulls.get({ ...this.repo, pull_number: this.number })
      const now = stateOf(data)
      if (now) return now
      throw new Error("GitHub's answer is not a pull request")
    } catch (error) {
      log.warning(line`Could not read ${this.code.ref}, which its docs pull request follows: ${errorText(error)}`) // prettier-ignore
      return undefined
    }
  }

  /** The workflow token's Octokit, loaded once (a run without the GitHub side has none yet). */
  private runOctokit(): Promise<Octokit> {
    return (this.octokit ??= this.deps.loadOctokit(this.settings.githubToken, this.github))
  }

  /** The job's last docs pull request in `ledger`, when it names one. */
  private latest(ledger: Ledger, jobId: string): Found | undefined {
    const pr = parsePrLink(ledger.turns.findLast((turn) => turn.pr !== undefined)?.pr)
    return pr && { pr, jobId }
  }

  /** The docs pull request of the code pull request's tracking comment; undefined (said) if none. */
  private async tracked(state: RunState): Promise<Found | undefined> {
    const { settings } = this
    try {
      // The run's GitHub side knows the token's login already: asked once a run.
      if (state.github) {
        const tracked = await state.github.trackedComment(this.number, settings.projectId)
        return tracked && this.latest(decodeLedger(tracked.found.marker.turns), tracked.found.jobId) // prettier-ignore
      }
      const { tokenLogin } = await import('../github/comment.js')
      const { findTrackingComment } = await import('../github/find-comment.js')
      const octokit = await this.runOctokit()
      const found = await findTrackingComment(octokit, this.repo, this.number, this.markers, {
        login: await tokenLogin(octokit),
        projectId: settings.projectId
      })
      return found && this.latest(decodeLedger(found.marker.turns), found.jobId)
    } catch (error) {
      log.warning(line`Could not read the tracking comment of ${this.code.ref}, which names its docs pull request: ${errorText(error)}`) // prettier-ignore
      return undefined
    }
  }

  /** The docs pull request, read if it is the agent's docs pull request of this job. */
  private async docsPull({ pr, jobId }: Found): Promise<DocsPull | undefined> {
    const { settings } = this
    const repository = settings.pr.repository ?? ''
    const elsewhere =
      pr.host !== this.serverHost || pr.repository.toLowerCase() !== repository.toLowerCase()
    if (!settings.pr.token || elsewhere) return undefined
    const { DocsPull } = await import('../github/docs-pull.js')
    const { tokenLogin } = await import('../github/comment.js')
    const expected = {
      repository,
      from: 'docs-repository' as const,
      ...(settings.pr.author ? { author: settings.pr.author } : {})
    }
    try {
      const octokit = await this.deps.loadOctokit(settings.pr.token, this.github)
      const mine = { login: await tokenLogin(octokit), markers: this.markers, jobId }
      return await DocsPull.read(octokit, pr, expected, log, mine)
    } catch (error) {
      log.warning(line`Could not read the docs pull request ${pr.repository}#${pr.number}: ${errorText(error)}`) // prettier-ignore
      return undefined
    }
  }
}

/** A docs pull request, and the job whose it is. */
interface Found {
  pr: PullRequestRef
  jobId: string
}

const errorText = (error: unknown): string =>
  error instanceof Error ? error.message : String(error)
