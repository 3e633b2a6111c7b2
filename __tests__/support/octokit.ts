// Octokit as loadOctokit makes it (its bounds hook, its retry and throttling plugins), as the
// tests of the GitHub side use it: on a virtual clock, its requests answered by an in-memory
// GitHub (support/in-process.ts); or on the system clock, over real HTTP to a GitHub stand-in
// (support/github-standin.ts) started anew for every test.
import { afterEach, beforeEach } from '@jest/globals'
import { systemClock, type Clock } from '../../src/api/clock.js'
import { BOUNDS } from '../../src/bounds.js'
import {
  gitHubBounds,
  loadOctokit,
  type GitHubBounds,
  type Octokit
} from '../../src/github/octokit.js'
import { startGitHubStandIn, type GitHubStandIn, type TokenSpec } from './github-standin.js'

interface StepBounds {
  /** How far away the step's deadline is (ms). */
  deadlineIn?: number
  /** The step's cancellation. */
  signal?: AbortSignal
}

/** A step's bounds on `clock`: its deadline an hour away unless told, cancelled by `signal`. */
export const boundsOn = (
  clock: Clock,
  { deadlineIn = 3_600_000, signal = new AbortController().signal }: StepBounds = {}
): GitHubBounds => gitHubBounds(BOUNDS, { signal, deadline: clock.now() + deadlineIn, clock })

/**
 * Octokit with `token` on `clock`, its requests answered by `github.fetch` (an in-memory GitHub's),
 * within `bounds`, or within a step's bounds on the clock.
 */
export const octokitOn = (
  clock: Clock,
  github: { fetch: typeof globalThis.fetch },
  {
    token = 'ghs_octokit_token_0123456789',
    bounds,
    ...step
  }: StepBounds & { token?: string; bounds?: GitHubBounds } = {}
): Promise<Octokit> => loadOctokit(token, bounds ?? boundsOn(clock, step), {}, github.fetch)

export interface OctokitWorld {
  /** The stand-in of the current test. */
  readonly gh: GitHubStandIn
  /** Octokit with the token, talking to the current test's stand-in. */
  readonly octokit: Octokit
}

/** The stand-in's repositories (acme/docs unless set), and what `token` is (github-actions[bot]'s). */
export interface StandInOptions {
  repositories?: string[]
  spec?: TokenSpec
}

/**
 * Before every test, a GitHub stand-in where `token` is github-actions[bot]'s (or as `standIn`
 * says), made ready by
 * `prepare`, and Octokit with `token` talking to it over real HTTP on the system clock (a step of
 * ten minutes); after it, the stand-in closed. Call it at the top of a suite or of a describe.
 */
export function useGitHubStandIn(
  token: string,
  prepare: (gh: GitHubStandIn) => void = () => {},
  standIn: StandInOptions = {}
): OctokitWorld {
  let gh: GitHubStandIn | undefined
  let octokit: Octokit | undefined
  beforeEach(async () => {
    gh = await startGitHubStandIn({
      ...(standIn.repositories ? { repositories: standIn.repositories } : {}),
      tokens: { [token]: standIn.spec ?? { login: 'github-actions[bot]' } }
    })
    prepare(gh)
    const bounds = boundsOn(systemClock, { deadlineIn: 600_000 })
    octokit = await loadOctokit(token, bounds, { GITHUB_API_URL: gh.url })
  })
  afterEach(async () => {
    await gh?.close()
  })
  return {
    get gh() {
      return gh!
    },
    get octokit() {
      return octokit!
    }
  }
}
