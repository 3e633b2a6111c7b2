// The world the end-to-end suites of the agent action run in: the simulator as the service
// (every exchange checked against the service's OpenAPI documents), optionally the GitHub
// stand-in, fresh for every test, and a `run` that plays the runner for dist/index.js with the
// world's key, token and addresses, then checks the threat model's invariants on what it printed,
// wrote and sent (support/invariants.ts). Call useSimulatedWorld() once at the top of a suite.
import { afterAll, afterEach, beforeAll, beforeEach, expect } from '@jest/globals'
import { issuesEvent } from '../../__fixtures__/events.js'
import { runAction, type RunOptions, type RunResult } from '../../scripts/local-runner.js'
import type { SimulatorOptions } from '../../simulator/options.js'
import { startSimulator, type Simulator } from '../../simulator/server.js'
import {
  startGitHubStandIn,
  type GitHubStandIn,
  type Permission,
  type TokenSpec
} from './github-standin.js'
import { foreignCommands, leaks, messagesOf } from './invariants.js'
import { openApiContract } from './openapi-contract.js'
import { decodeLedger } from '../../src/github/ledger.js'
import { MarkerKey } from '../../src/github/marker.js'

export interface WorldOptions {
  /** The api-key input of every run: KEY unless set. */
  key?: string
  /** The simulator's turn length (ms). */
  jobDurationMs?: number
  /**
   * A GitHub stand-in, started anew before every test with these options and the permissions
   * below; without it, runs read pull requests from the simulator's read-only GitHub.
   */
  github?: Partial<Omit<Parameters<typeof startGitHubStandIn>[0], 'pulls'>> & {
    /**
     * What `${{ github.token }}` stands for: the installation token of github-actions[bot], TOKEN
     * unless set.
     */
    token?: string
    /**
     * More tokens the stand-in knows (the stand-in's `tokens`, added to the token's): each is a
     * secret that must not show anywhere.
     */
    tokens?: Record<string, TokenSpec>
    /** login -> permission on the repository, added to PERMISSIONS. */
    permissions?: Record<string, Permission>
    /** Serve the simulator's pull requests through the stand-in. */
    pulls?: boolean
  }
  /** Inputs every run gets unless it sets them. */
  inputs?: Record<string, string>
}

export interface World {
  readonly sim: Simulator
  /** The stand-in of the current test (only with `github`). */
  readonly gh: GitHubStandIn
  /** One step of dist/index.js, checked for leaks and foreign workflow commands. */
  run(
    event: RunOptions['event'],
    inputs?: Record<string, string>,
    options?: Omit<RunOptions, 'event' | 'inputs'>
  ): Promise<RunResult>
}

/** The login of `github.token`'s installation. */
export const BOT = 'github-actions[bot]'

/** Who may do what on acme/docs in every world with a stand-in. */
export const PERMISSIONS: Readonly<Record<string, Permission>> = {
  maintainer: 'maintain',
  writer: 'write',
  octocat: 'write',
  hubot: 'write',
  reader: 'read'
}

/**
 * The simulator of a suite: started once with `options`, reset before every test, and every
 * exchange checked against the service's OpenAPI documents (openapi/) after it.
 */
export function useSimulator(
  options: Omit<SimulatorOptions, 'port' | 'onExchange'>
): () => Simulator {
  let sim: Simulator | undefined
  const contract = openApiContract()
  afterEach(() => contract.expectClean())
  beforeAll(async () => {
    sim = await startSimulator({ port: 0, ...options, onExchange: contract.observe })
  })
  afterAll(async () => {
    await sim?.close()
  })
  beforeEach(() => {
    sim!.reset()
  })
  return () => sim!
}

/** The api-key of a world's runs, unless the world sets another. */
export const KEY = 'mint_e2e_Gh4Tq8zWm1Rc'
/** What `${{ github.token }}` stands for in a world with a stand-in, unless it sets another. */
export const TOKEN = 'ghs_Tk8mQ2xZr5Wn4Jd'

/** A GitHub App's login, and its installation token for acme/docs (secrets.DOCS_REPO_TOKEN). */
export const DOCS_APP = 'docs-app[bot]'
export const DOCS_APP_TOKEN = 'ghs_Docs5Rw9Kp1Xn4'
/** DOCS_APP_TOKEN as a world's `github.tokens` holds it. */
export const DOCS_APP_TOKENS: Readonly<Record<string, TokenSpec>> = {
  [DOCS_APP_TOKEN]: { login: DOCS_APP, installation: true, repos: ['acme/docs'] }
}

export function useSimulatedWorld(options: WorldOptions): World {
  const key = options.key ?? KEY
  const githubToken = options.github ? (options.github.token ?? TOKEN) : undefined
  const simulator = useSimulator({ jobDurationMs: options.jobDurationMs ?? 300 })
  let gh: GitHubStandIn | undefined
  afterAll(async () => {
    await gh?.close()
  })
  beforeEach(async () => {
    if (!options.github) return
    const { token: _token, tokens, permissions, pulls, ...standIn } = options.github
    await gh?.close()
    gh = await startGitHubStandIn({
      ...standIn,
      tokens: { [githubToken!]: { login: BOT, installation: true }, ...tokens },
      ...(pulls
        ? { pulls: (repository: string, number: number) => simulator().pull(repository, number) }
        : {})
    })
    for (const [login, permission] of Object.entries({ ...PERMISSIONS, ...permissions }))
      gh.setPermission(login, permission)
  })

  // The key and every token: none may show anywhere.
  const secrets = [
    ...new Set([
      key,
      ...(githubToken ? [githubToken, ...Object.keys(options.github?.tokens ?? {})] : [])
    ])
  ]
  const world: World = {
    get sim() {
      return simulator()
    },
    get gh() {
      if (!gh) throw new Error('This world has no GitHub stand-in.')
      return gh
    },
    async run(event, inputs = {}, extra = {}) {
      const result = await runAction({
        ...extra,
        event,
        githubToken: extra.githubToken ?? githubToken,
        env: {
          // Without a stand-in, the simulator's read-only GitHub: the pull requests its jobs
          // open (pr-head-ref and co.).
          GITHUB_API_URL: gh?.url ?? `${simulator().url}/_sim/github`,
          ...extra.env
        },
        inputs: {
          'api-key': key,
          'project-id': 'proj',
          'api-url': simulator().url,
          'poll-interval': '100ms',
          'max-poll-interval': '300ms',
          ...options.inputs,
          ...inputs
        }
      })
      expect(leaks(result, secrets, gh)).toEqual([])
      expect(foreignCommands(result, secrets)).toEqual([])
      return result
    }
  }
  return world
}

/** The decoded messages of one kind of workflow command in a run's log. */
export const commandsOf = (result: RunResult, command: string): string[] =>
  messagesOf(result.stdout, command)

/**
 * A run of `world` on the label docs of issue #12 that opens a pull request with its link-back
 * comment (pr-comment), with `inputs`; it must pass.
 */
export async function linkBackRun(
  world: World,
  inputs: Record<string, string> = {}
): Promise<RunResult> {
  const result = await world.run(issuesEvent('labeled', 'maintainer', { label: 'docs' }), {
    label: 'docs',
    comment: 'true',
    'pr-comment': 'true',
    prompt: 'Write the docs. sim:duration=300ms',
    ...inputs
  })
  expect(result.code).toBe(0)
  return result
}

/** The tracking comment on issue `issue` of acme/docs, and the ledger its marker carries. */
export function trackingOf(world: World, key = KEY, issue = 12) {
  const comment = () => world.gh.comments.find((c) => c.issue === issue && c.login === BOT)
  const place = { repository: 'acme/docs', issueNumber: issue }
  const ledger = () => decodeLedger(new MarkerKey(key).verify(comment()?.body ?? '', place)?.turns)
  return { comment, ledger }
}

/** Waits (real time: runs are processes) until `condition` holds; fails after `ms`. */
export async function until(condition: () => boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms
  while (!condition()) {
    if (Date.now() > end) throw new Error('the condition did not hold in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
