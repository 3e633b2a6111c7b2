// Octokit at the simulator's GitHub (/_sim/github), as a run pointed there with GITHUB_API_URL
// talks to it, recording every exchange so that a test can hold each to GitHub's REST description
// (github-contract.ts's checkGitHubExchange), as the GitHub stand-in's are.
import { getOctokit } from '@actions/github'
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
