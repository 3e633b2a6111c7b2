/**
 * Octokit, loaded only when a step needs GitHub: most runs of the agent action (a schedule, a
 * workflow_dispatch without comments) never pay for loading it. getOctokit from @actions/github
 * reads GITHUB_API_URL (GitHub Enterprise) and the runner's proxy settings; the retry plugin
 * repeats requests GitHub failed transiently (5xx, secondary rate limits).
 */
import type { getOctokit } from '@actions/github'

export type Octokit = ReturnType<typeof getOctokit>

export interface Repo {
  owner: string
  repo: string
}

export async function loadOctokit(token: string): Promise<Octokit> {
  const [{ getOctokit }, { retry }] = await Promise.all([
    import('@actions/github'),
    import('@octokit/plugin-retry')
  ])
  return getOctokit(
    token,
    { baseUrl: process.env.GITHUB_API_URL || 'https://api.github.com', retry: { retries: 2 } },
    retry
  )
}

/** GITHUB_REPOSITORY as owner and name. */
export function currentRepo(env: NodeJS.ProcessEnv = process.env): Repo | undefined {
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/')
  return owner && repo ? { owner, repo } : undefined
}

/** The HTTP status of an Octokit error, if it has one. */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' ? status : undefined
}
