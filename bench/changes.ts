// The include-changes part of `npm run bench`: how many GitHub REST requests the action sends to
// read a code change (src/github/changes.ts: readCompare for a push's range, readPull for a pull
// request's files and commits), through its own Octokit (loadOctokit with the real bounds), from a
// GitHub served in the same process (bench/github-server.ts) that counts them. Against, in the
// same run:
//  - the formula, ⌈files/100⌉ + ⌈commits/100⌉ + 1;
//  - the naive reader: Octokit's `paginate` of the same endpoints at GitHub's default page size
//    of 30 (compare's commits paged the same way: per_page 30, as paginate follows total_commits).
// Both readers must read the same commits and files, or the bench fails.
// `node .bench-build/bench/changes.js` (after `npm run bench`) prints this part alone.
import { pathToFileURL } from 'node:url'
import { systemClock } from '../src/api/clock.js'
import { BOUNDS } from '../src/bounds.js'
import { readCompare, readPull } from '../src/github/changes.js'
import { gitHubBounds, loadOctokit, type Octokit } from '../src/github/octokit.js'
import {
  startGitHubServer,
  type BenchCommit,
  type BenchFile,
  type Change,
  type GitHubServer
} from './github-server.js'

const OWNER = 'acme'
const NAME = 'app'
const REPO = { owner: OWNER, repo: NAME }
/** GitHub's default page size, what a reader that sets none gets. */
const NAIVE_PER_PAGE = 30

interface Case {
  kind: 'push' | 'pull'
  commits: number
  files: number
  /** Pull requests: whether the event gives its counts (GitHub's pull_request events do). */
  counted?: boolean
}

/** The cases the issue names: GitHub's list maxima at the top (300 compare files, 3000/250). */
const CASES: Case[] = [
  { kind: 'push', commits: 1, files: 4 },
  { kind: 'push', commits: 300, files: 300 },
  { kind: 'pull', commits: 3, files: 12 },
  { kind: 'pull', commits: 120, files: 250 },
  { kind: 'pull', commits: 250, files: 3000 }
]
/**
 * An event without the counts (a payload that lacks `commits` and `changed_files`): the action
 * reads while GitHub's Link names a next page. Whole pages of 100 were the dearest case when it
 * paged until a short page (a page of nothing ended each): kept to show they cost nothing more.
 */
const UNCOUNTED: Case[] = [
  { kind: 'pull', commits: 3, files: 12, counted: false },
  { kind: 'pull', commits: 120, files: 250, counted: false },
  { kind: 'pull', commits: 250, files: 3000, counted: false },
  { kind: 'pull', commits: 100, files: 100, counted: false },
  { kind: 'pull', commits: 100, files: 350, counted: false }
]

const hex = (n: number, fill: string): string => n.toString(16).padStart(8, '0').padEnd(40, fill)

/** A change of `commits` commits and `files` files, with short patches as real ones start. */
function change(commits: number, files: number): Change {
  const folders = ['src/api', 'src/github', 'docs/guides', 'src/ui', '__tests__/api']
  return {
    commits: Array.from({ length: commits }, (_, i): BenchCommit => ({
      sha: hex(i + 1, 'c'),
      message: `Handle case ${i + 1} of the retry path\n\nThe service answers 503 while it restarts.`,
      login: i % 3 ? 'writer' : 'reviewer'
    })),
    files: Array.from({ length: files }, (_, i): BenchFile => {
      const folder = folders[i % folders.length] as string
      const ext = folder.startsWith('docs') ? 'mdx' : 'ts'
      return {
        filename: `${folder}/module-${i + 1}.${ext}`,
        status: i % 7 === 0 ? 'added' : 'modified',
        additions: 2,
        deletions: 1,
        patch: `@@ -${10 + i},3 +${10 + i},4 @@ export function step${i + 1}() {\n   const limit = read()\n-  return limit\n+  if (limit > ${i + 1}) return ${i + 1}\n+  return limit\n }`
      }
    })
  }
}

export interface ChangesRow {
  name: string
  /** What GitHub lists of the change (the case, within GitHub's maxima). */
  commits: number
  files: number
  formula: number
  requests: number
  /** What the action read: the same as the naive reader, checked. */
  readCommits: number
  readFiles: number
  /** Undefined for the uncounted rows (the naive reader reads no event). */
  naive?: number
}

export interface ChangesFigures {
  rows: ChangesRow[]
  uncounted: ChangesRow[]
}

const formula = (files: number, commits: number): number =>
  Math.ceil(files / 100) + Math.ceil(commits / 100) + 1

/** The naive reader of a push: paginate compare at 30 commits a page (files on the first). */
async function naiveCompare(octokit: Octokit, basehead: string): Promise<[number, number]> {
  let commits = 0
  let files = 0
  const pages = octokit.paginate.iterator(octokit.rest.repos.compareCommitsWithBasehead, {
    ...REPO,
    basehead,
    // Without a paging parameter compare answers its last 250 commits and does not page.
    per_page: NAIVE_PER_PAGE
  })
  for await (const { data } of pages) {
    const page = data as unknown as { commits: unknown[]; files?: unknown[] }
    commits += page.commits.length
    files += page.files?.length ?? 0
  }
  return [commits, files]
}

/** The naive reader of a pull request: paginate its files and commits, no page size given. */
async function naivePull(octokit: Octokit, pull: number): Promise<[number, number]> {
  const params = { ...REPO, pull_number: pull }
  const files = await octokit.paginate(octokit.rest.pulls.listFiles, params)
  const commits = await octokit.paginate(octokit.rest.pulls.listCommits, params)
  return [commits.length, files.length]
}

async function measure(
  gh: GitHubServer,
  octokit: Octokit,
  c: Case,
  index: number,
  naive: boolean
): Promise<ChangesRow> {
  const { commits, files } = change(c.commits, c.files)
  let listed: { commits: number; files: number }
  let ours: () => Promise<[number, number]>
  let theirs: () => Promise<[number, number]>
  if (c.kind === 'push') {
    const basehead = `${hex(index, 'b')}...${hex(index, 'e')}`
    gh.setCompare(`${OWNER}/${NAME}`, basehead, { commits, files })
    listed = { commits: c.commits, files: Math.min(c.files, 300) }
    ours = async () => {
      const [base = '', head = ''] = basehead.split('...')
      const read = await readCompare(octokit, REPO, { base, head, what: 'the push to main' })
      return [read.commits.length, read.files.length]
    }
    theirs = () => naiveCompare(octokit, basehead)
  } else {
    const number = index
    gh.setPull(`${OWNER}/${NAME}`, number, { commits, files })
    listed = { commits: Math.min(c.commits, 250), files: Math.min(c.files, 3000) }
    const counted = c.counted !== false
    ours = async () => {
      const read = await readPull(octokit, REPO, {
        kind: 'pull',
        number,
        commits: counted ? c.commits : 0
      })
      return [read.commits.length, read.files.length]
    }
    theirs = () => naivePull(octokit, number)
  }
  const name = `${c.kind === 'push' ? 'push' : 'pull request'}, ${c.commits} ${c.commits === 1 ? 'commit' : 'commits'} / ${c.files} files`
  gh.reset()
  const [readCommits, readFiles] = await ours()
  const requests = gh.requests.length
  if (readCommits !== listed.commits || readFiles !== listed.files) {
    throw new Error(`${name}: the action read ${readCommits} commits and ${readFiles} files of ${listed.commits} and ${listed.files} listed`) // prettier-ignore
  }
  const row: ChangesRow = {
    name,
    ...listed,
    formula: formula(c.files, c.commits),
    requests,
    readCommits,
    readFiles
  }
  if (naive) {
    gh.reset()
    const [naiveCommits, naiveFiles] = await theirs()
    if (naiveCommits !== readCommits || naiveFiles !== readFiles) {
      throw new Error(`${name}: the naive reader read ${naiveCommits} commits and ${naiveFiles} files, the action ${readCommits} and ${readFiles}`) // prettier-ignore
    }
    row.naive = gh.requests.length
  }
  return row
}

export async function changesBench(): Promise<ChangesFigures> {
  const gh = await startGitHubServer()
  try {
    const bounds = gitHubBounds(BOUNDS, {
      signal: new AbortController().signal,
      deadline: Date.now() + 600_000,
      clock: systemClock
    })
    const octokit = await loadOctokit('ghs_bench_token_0123456789', bounds, {
      GITHUB_API_URL: gh.url
    })
    const rows: ChangesRow[] = []
    for (const [i, c] of CASES.entries()) rows.push(await measure(gh, octokit, c, i + 1, true))
    const uncounted: ChangesRow[] = []
    for (const [i, c] of UNCOUNTED.entries()) {
      uncounted.push(await measure(gh, octokit, c, 100 + i, false))
    }
    return { rows, uncounted }
  } finally {
    await gh.close()
  }
}

const within = (r: ChangesRow): string => (r.requests <= r.formula ? 'yes' : '**no**')

export function changesSection(f: ChangesFigures): string[] {
  const met = f.rows.every((r) => r.requests <= r.formula)
  return [
    '## GitHub requests for include-changes',
    '',
    `The requests the action sends to read a code change (\`src/github/changes.ts\`: compare for a push's range, the pull request's files and commits APIs for a pull request, 100 a page), through its own Octokit with the real bounds, counted by a GitHub served in the same process (\`bench/github-server.ts\`: compare pages its commits by \`per_page\` and \`page\` and lists its files, at most 300, on the first page only; a pull request's files, at most 3000, and commits, at most 250, are listings paged by \`per_page\` (30 by default, at most 100) with a Link header). Against the issue's formula and the naive reader, measured in the same run: Octokit's \`paginate\` of the same endpoints at GitHub's default page size of ${NAIVE_PER_PAGE} (compare's commits paged the same way, \`per_page\` ${NAIVE_PER_PAGE}). Both read every commit and file GitHub lists (checked). Pull requests with the counts their event gives (GitHub's \`pull_request\` events carry \`commits\` and \`changed_files\`).`,
    '',
    '| case | listed: commits / files | formula ⌈files/100⌉ + ⌈commits/100⌉ + 1 | action | naive `paginate`, per_page 30 | action / naive | within the formula |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...f.rows.map(
      (r) =>
        `| ${r.name} | ${r.commits} / ${r.files} | ${r.formula} | ${r.requests} | ${r.naive ?? ''} | ${((r.requests / (r.naive ?? 1)) * 100).toFixed(0)} % | ${within(r)} |`
    ),
    '',
    `Target (the issue's formula): at most ⌈files/100⌉ + ⌈commits/100⌉ + 1 requests (met: ${met ? 'yes' : '**no**'}). A push costs ⌈commits/100⌉ (its files come with the first page of commits); a pull request ⌈files/100⌉ + ⌈commits/100⌉, reading each list while GitHub's Link names a next page. Wall time is not reported: against a server in the same process it measures JSON parsing, not GitHub; each request above is one round trip to GitHub, one after another, for the action and the naive reader alike.`,
    '',
    "The event's counts do not decide where reading stops (they may be stale by the time the run reads); an event without them (a payload without `commits` and `changed_files`) costs the same, whole pages of 100 included:",
    '',
    '| pull request, event without counts | listed: commits / files | formula | action | within the formula |',
    '| --- | --- | --- | --- | --- |',
    ...f.uncounted.map(
      (r) =>
        `| ${r.name.replace(/^pull request, /, '')} | ${r.commits} / ${r.files} | ${r.formula} | ${r.requests} | ${within(r)} |`
    ),
    ''
  ]
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(changesSection(await changesBench()).join('\n'))
}
