/**
 * What each part of the agent action's post step starts from (post.ts runs them side by side):
 * the runner's variables, the main step's saved state, and an Octokit whose every call ends
 * within BOUNDS.postStepMs of the start, or the cancel grace after the runner's cancel.
 */
import { systemClock, type Clock } from '../api/clock.js'
import { BOUNDS, type Bounds } from '../bounds.js'
import {
  currentRepo,
  gitHubBounds,
  loadOctokit,
  type Octokit,
  type OctokitLoader,
  type Repo
} from '../github/octokit.js'
import { graceAfter } from '../signals.js'
import {
  addSecret,
  input as processInput,
  inputFrom,
  savedState as processState,
  savedStateFrom
} from '../sinks/index.js'

export interface PostDeps {
  clock: Clock
  bounds: Bounds
  /** The runner's variables: inputs, the main step's saved state, the repository, GitHub's API. */
  env: NodeJS.ProcessEnv
  loadOctokit: OctokitLoader
}

export interface PostStep {
  clock: Clock
  /** The main step's saved state. */
  saved(name: string): string
  /** The workflow's repository; undefined when the runner names none. */
  repo?: Repo
  /** `api-key` and `github-token`, registered as secrets; '' when unset. */
  apiKey: string
  token: string
  /** An Octokit for `github-token`, bounded as above. */
  github(): Promise<Octokit>
  /** Epoch ms (the clock's) when the step's time is up. */
  deadline: number
}

export function postStep(cancel: AbortSignal, given: Partial<PostDeps> = {}): PostStep {
  const env = given.env ?? process.env
  const {
    clock,
    bounds,
    loadOctokit: load
  }: PostDeps = {
    clock: systemClock,
    bounds: BOUNDS,
    loadOctokit: (token, bounds) => loadOctokit(token, bounds, env),
    ...given,
    env
  }
  const input = given.env ? inputFrom(given.env) : processInput
  const token = input('github-token').trim()
  const apiKey = input('api-key').trim()
  addSecret(apiKey)
  addSecret(token)
  const deadline = clock.now() + bounds.postStepMs
  return {
    clock,
    saved: given.env ? savedStateFrom(given.env) : processState,
    repo: currentRepo(env),
    apiKey,
    token,
    deadline,
    github: () =>
      load(
        token,
        gitHubBounds(bounds, {
          signal: graceAfter(cancel, bounds.cancelGraceMs, clock),
          deadline,
          clock
        })
      )
  }
}

/** The saved JSON `text`, or undefined when it is none. */
export function parsed<T>(text: string): T | undefined {
  try {
    return text ? (JSON.parse(text) as T) : undefined
  } catch {
    return undefined
  }
}
