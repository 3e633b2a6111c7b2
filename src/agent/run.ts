/**
 * The agent action: read the settings and the event, decide whether the event is for us (and
 * whether its author may use us), start a job (or message one, or attach to one), wait until it
 * is terminal, then report: outputs, job summary, tracking comment, and the step's verdict.
 * Outputs and summary are written whatever happens, failures and cancellation included.
 *
 * One deadline, `timeout` after the start, bounds the whole step: the create or message and its
 * retries, the wait, and every GitHub call; only the final report gets a short grace past it.
 * Time, the bounds, the environment and the ways out (the service's fetch, Octokit) are
 * parameters, so that a test runs the whole action in-process on a virtual clock.
 */
import { systemClock } from '../api/index.js'
import { BOUNDS } from '../bounds.js'
import { loadOctokit } from '../github/octokit.js'
import { abortOnSignals } from '../signals.js'
import {
  addSecret,
  fail,
  input as processInput,
  inputFrom,
  line,
  lineList,
  log,
  type LogLine
} from '../sinks/index.js'
import { Inputs } from './constants.js'
import type { RunDeps } from './deps.js'
import { AgentRun } from './phases.js'
import { SettingsError, readSettings, type AgentSettings } from './settings.js'

export type { RunDeps }

export async function run(given: Partial<RunDeps> = {}): Promise<void> {
  const env = given.env ?? process.env
  const deps: RunDeps = {
    clock: systemClock,
    bounds: BOUNDS,
    loadOctokit: (token, bounds) => loadOctokit(token, bounds, env),
    ...given,
    env
  }
  const started = deps.clock.now()
  // The process's own inputs are read through the toolkit (as `npm run local-action`'s stand-in
  // of it expects); a given environment, directly.
  const input = given.env ? inputFrom(given.env) : processInput
  // Masked and registered for redaction before anything else is read or written.
  addSecret(input(Inputs.ApiKey))
  addSecret(input(Inputs.GithubToken))
  addSecret(input(Inputs.PrToken))
  addSecret(input(Inputs.OriginToken))

  const settings = settingsOrFail(input, env)
  if (!settings) return
  const cancel =
    deps.cancel ??
    abortOnSignals((signal) =>
      log.warning(line`Received ${signal}: stopping the wait and reporting what is known.`)
    ).signal
  const agent = new AgentRun(settings, { ...deps, cancel }, started)
  try {
    const errand = await agent.decide()
    const job = errand && (await agent.start(errand))
    if (job) await agent.finish(job)
  } catch (error) {
    agent.failed(error)
  } finally {
    await agent.report()
  }
}

/** The settings, or undefined after failing the step with every problem of the inputs. */
function settingsOrFail(
  input: (name: string) => string,
  env: NodeJS.ProcessEnv
): AgentSettings | undefined {
  try {
    return readSettings(input, { workspace: env.GITHUB_WORKSPACE ?? process.cwd() })
  } catch (error) {
    const problem: LogLine =
      error instanceof SettingsError
        ? lineList(error.problems)
        : line`${error instanceof Error ? error.message : String(error)}`
    fail(problem)
    return undefined
  }
}
