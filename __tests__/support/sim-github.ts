// Octokit at the simulator's GitHub (/_sim/github), as a run pointed there with GITHUB_API_URL
// talks to it, recording every exchange so that a test can hold each to GitHub's REST description
// (github-contract.ts's checkGitHubExchange), as the GitHub stand-in's are.
import { afterAll, beforeAll, beforeEach } from '@jest/globals'
import { getOctokit } from '@actions/github'
import { startSimulator, type Simulator } from '../../simulator/server.js'
import type { GitHubExchange } from './github-contract.js'

/** Octokit at `simulatorUrl`'s GitHub; each exchange is pushed to `exchanges` as answered. */
export function simGitHubOctokit(simulatorUrl: string, exchanges: GitHubExchange[]) {
  return getOctokit('ghs_any', {
    baseUrl: `${simulatorUrl}/_sim/github`,
    request: {
      fetch: async (url: string, init: RequestInit) => {
        const response = await fetch(url, init)
        const text = await response.clone().text()
        const { pathname, searchParams } = new URL(url)
        exchanges.push({
          method: init.method ?? 'GET',
          path: pathname.replace(/^\/_sim\/github/, ''),
          query: Object.fromEntries(searchParams),
          headers: Object.fromEntries(new Headers(init.headers).entries()),
          body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
          status: response.status,
          response: { headers: Object.fromEntries(response.headers), text }
        })
        return response
      }
    }
  })
}

/**
 * A simulator on a fixed clock (`now`), started once for the file and reset before each test, and
 * Octokit at its GitHub recording each test's exchanges.
 */
export function useSimGitHub(now: number) {
  let sim: Simulator | undefined
  const exchanges: GitHubExchange[] = []
  beforeAll(async () => {
    sim = await startSimulator({ now: () => now })
  })
  afterAll(async () => {
    await sim?.close()
  })
  beforeEach(() => {
    sim?.reset()
    exchanges.length = 0
  })
  return {
    get sim(): Simulator {
      if (!sim) throw new Error('the simulator has not started')
      return sim
    },
    exchanges,
    octokit: () => simGitHubOctokit(sim?.url ?? '', exchanges)
  }
}
