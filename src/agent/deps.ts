/**
 * What an agent run takes from outside: time, the bounds, the runner's environment and cancel, and
 * its ways out to the service and to GitHub. run.ts fills in the real ones; tests give their own.
 */
import { DocsApiClient, type Clock } from '../api/index.js'
import type { Bounds } from '../bounds.js'
import type { OctokitLoader } from '../github/octokit.js'
import { plainLogger } from '../sinks/index.js'
import type { AgentSettings } from './settings.js'

export interface RunDeps {
  clock: Clock
  bounds: Bounds
  /** The runner's variables: the inputs (`INPUT_*`), the event, the repository, the hosts. */
  env: NodeJS.ProcessEnv
  /** The runner's cancel; default: SIGINT or SIGTERM to this process. */
  cancel?: AbortSignal
  /** The service's transport; default: the runtime's fetch, or the proxy's (api/transport.ts). */
  fetch?: typeof globalThis.fetch
  loadOctokit: OctokitLoader
}

/** The service's client of a run: its key, project and URL, on the run's clock and bounds. */
export function serviceClient(settings: AgentSettings, deps: RunDeps): DocsApiClient {
  const { bounds } = deps
  return new DocsApiClient({
    apiKey: settings.apiKey,
    projectId: settings.projectId,
    baseUrl: settings.apiUrl,
    clock: deps.clock,
    fetch: deps.fetch,
    requestTimeoutMs: bounds.requestTimeoutMs,
    requestGraceMs: bounds.requestGraceMs,
    maxRetryAfterMs: bounds.maxRetryAfterMs,
    retry: bounds.serviceRetry,
    logger: plainLogger
  })
}
