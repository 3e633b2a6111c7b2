// The docs check's part of `npm run bench`: the GitHub requests a code pull request's run sends
// with `docs-check` (and `skip-label`), against the same run without them, measured in the same
// run: in-process on a virtual clock with the real bounds, against GitHub in memory
// (__tests__/support/github-memory.ts, GitHub's own answers) and a job service in memory.
// `node .bench-build/bench/docs-check.js` (after `npm run bench`) prints this part alone.
import { pathToFileURL } from 'node:url'
import { GitHubMemory } from '../__tests__/support/github-memory.js'
import { JobService } from '../__tests__/support/job-service.js'
import { VirtualClock } from '../__tests__/support/virtual-clock.js'
import { step } from './conversation.js'

/** The bound: at most this many more GitHub requests per run. */
const MOST_MORE = 3

interface Case {
  name: string
  inputs: Record<string, string>
  /** Labels the pull request carries. */
  labels?: string[]
}

const BASE = { prompt: 'Document this change.' }
const CASES: Case[] = [
  { name: 'without docs-check (baseline)', inputs: BASE },
  { name: 'docs-check', inputs: { ...BASE, 'docs-check': 'docs' } },
  {
    name: 'docs-check and skip-label',
    inputs: { ...BASE, 'docs-check': 'docs', 'skip-label': 'no-docs' }
  },
  {
    name: 'docs-check, the pull request labeled no-docs (no job)',
    inputs: { ...BASE, 'docs-check': 'docs', 'skip-label': 'no-docs' },
    labels: ['no-docs']
  }
]

export interface DocsCheckResult {
  name: string
  requests: number
  statuses: number
  labelReads: number
  jobs: number
}

const HEAD = 'ab'.repeat(20)
const repository = { full_name: 'acme/docs', name: 'docs', owner: { login: 'acme' } }

function pullRequestOpened(labels: string[]) {
  const user = { login: 'writer', type: 'User' }
  return {
    name: 'pull_request',
    payload: {
      action: 'opened',
      number: 34,
      pull_request: {
        number: 34,
        title: 'Add the export command',
        body: 'It exports.',
        html_url: 'https://github.com/acme/docs/pull/34',
        user,
        head: { sha: HEAD, ref: 'feature', repo: repository },
        base: { ref: 'main', repo: repository },
        labels: labels.map((name) => ({ name })),
        commits: 1,
        changed_files: 1
      },
      repository,
      sender: user
    }
  }
}

async function measure(c: Case): Promise<DocsCheckResult> {
  const clock = new VirtualClock()
  const seen: string[] = []
  const github = new GitHubMemory(clock, {
    permissions: { writer: 'write' },
    pullExists: () => true,
    onExchange: ({ method, path }) => void seen.push(`${method} ${path}`)
  })
  const service = new JobService(clock, { turnMs: () => 60_000 })
  await step(clock, github, service, 'run', c.inputs, pullRequestOpened(c.labels ?? []))
  return {
    name: c.name,
    requests: seen.length,
    statuses: seen.filter((r) => r.startsWith('POST') && r.includes('/statuses/')).length,
    labelReads: seen.filter((r) => r.startsWith('GET') && r.endsWith('/labels')).length,
    jobs: service.requests.length
  }
}

export async function docsCheckBench(): Promise<DocsCheckResult[]> {
  const results: DocsCheckResult[] = []
  for (const c of CASES) results.push(await measure(c))
  return results
}

export function docsCheckSection(results: DocsCheckResult[]): string[] {
  const [base] = results
  const baseline = base?.requests ?? 0
  return [
    '## GitHub requests of the docs check',
    '',
    `A code pull request's run (\`pull_request\` opened, the job completing with a docs pull request; bench/docs-check.ts): every GitHub request it sends, with and without \`docs-check\`, on a virtual clock with the real bounds. Baseline, the same run without it: ${baseline} requests (the permission, the docs pull request read). Target (the issue's): at most ${MOST_MORE} more.`,
    '',
    '| case | requests | more than the baseline | statuses set | labels read | jobs | within the target |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.requests} | ${r.requests - baseline} | ${r.statuses} | ${r.labelReads} | ${r.jobs} | ${r.requests - baseline <= MOST_MORE ? 'yes' : 'no'} |`
    ),
    ''
  ]
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(docsCheckSection(await docsCheckBench()).join('\n'))
}
