/**
 * GitHub's compare API for the simulator's GitHub (routes.ts): `GET /repos/{owner}/{repo}/compare/
 * {base}...{head}` answered in the `commit-comparison` shape of GitHub's description
 * (openapi/github/), for one built-in change: the push `npm start -- --push` plays (demo-push.js),
 * so that a run with `include-changes` shows the change as context. Any other range answers 404,
 * as GitHub answers commits it does not have.
 *
 * Paged as GitHub pages it: `per_page` commits (at most 100; all of them when not asked) of page
 * `page`, and the files on the first page only.
 */
import { createHash } from 'node:crypto'
import { DEMO_PUSH } from './demo-push.js'
import { user } from './github-pull.js'

const API = 'https://api.github.com'
const WEB = 'https://github.com'

/** A commit of a built-in change, as the compare and pull request APIs list it. */
export interface DemoCommit {
  message: string
  login: string
  name: string
  date: string
}

/** A changed file of a built-in change, with its patch. */
export interface DemoFile {
  filename: string
  status: 'added' | 'modified'
  patch: string
}

/** The change, oldest commit first: a flag added to a CLI, its test, and a dependency bumped. */
const COMMITS: readonly DemoCommit[] = [
  {
    message: 'Add a --dry-run flag to the deploy command\n\nPrints the plan and changes nothing.',
    login: 'octocat',
    name: 'The Octocat',
    date: '2026-11-20T09:12:00Z'
  },
  {
    message: 'Test --dry-run',
    login: 'octocat',
    name: 'The Octocat',
    date: '2026-11-20T09:40:00Z'
  },
  {
    message: 'Bump yaml from 2.4.5 to 2.5.0',
    login: 'octocat',
    name: 'The Octocat',
    date: '2026-11-20T10:02:00Z'
  }
]

const FILES: readonly DemoFile[] = [
  {
    filename: 'src/cli.ts',
    status: 'modified',
    patch: [
      '@@ -8,8 +8,11 @@ export interface Options {',
      '   verbose: boolean',
      '+  /** Print what would change, and change nothing. */',
      '+  dryRun: boolean',
      ' }',
      ' ',
      ' export function parseArgs(argv: string[]): Options {',
      '-  const options: Options = { verbose: false }',
      '+  const options: Options = { verbose: false, dryRun: false }',
      '   for (const arg of argv) {',
      "     if (arg === '--verbose') options.verbose = true",
      "+    else if (arg === '--dry-run') options.dryRun = true",
      '     else throw new Error(`Unknown option: ${arg}`)'
    ].join('\n')
  },
  {
    filename: 'src/deploy.ts',
    status: 'modified',
    patch: [
      '@@ -21,3 +21,7 @@ export async function deploy(options: Options): Promise<void> {',
      '   const plan = await planDeploy(options)',
      '+  if (options.dryRun) {',
      '+    for (const step of plan.steps) console.log(`would ${step.describe()}`)',
      '+    return',
      '+  }',
      '   for (const step of plan.steps) await step.run()',
      ' }'
    ].join('\n')
  },
  {
    filename: 'test/cli.test.ts',
    status: 'added',
    patch: [
      '@@ -0,0 +1,7 @@',
      "+import { parseArgs } from '../src/cli.js'",
      '+',
      "+test('--dry-run sets dryRun', () => {",
      "+  expect(parseArgs(['--dry-run'])).toEqual({ verbose: false, dryRun: true })",
      '+})',
      '+',
      "+test('no flag, no dry run', () => expect(parseArgs([]).dryRun).toBe(false))"
    ].join('\n')
  },
  {
    filename: 'package.json',
    status: 'modified',
    patch: [
      '@@ -14,3 +14,3 @@',
      '   "dependencies": {',
      '-    "yaml": "^2.4.5"',
      '+    "yaml": "^2.5.0"',
      '   }'
    ].join('\n')
  },
  {
    filename: 'package-lock.json',
    status: 'modified',
    patch: [
      '@@ -412,5 +412,5 @@',
      '     "node_modules/yaml": {',
      '-      "version": "2.4.5",',
      '-      "resolved": "https://registry.npmjs.org/yaml/-/yaml-2.4.5.tgz",',
      '-      "integrity": "sha512-aBx2bnqDzVOyNKfsysjA2ms5ZlnjSAW2eG3/L5G/CSujfjLJTJsEw1bGw8kCf04KodQWk1pxlGnZ56CRxiawmg==",',
      '+      "version": "2.5.0",',
      '+      "resolved": "https://registry.npmjs.org/yaml/-/yaml-2.5.0.tgz",',
      '+      "integrity": "sha512-2wWLbGbYDiSqqIKoPjar3MPgB94ErzCtrNE1FdqGuaO0pi2JGjmE8aW8TDZwzU7vuxcGRdL/4gPQwQ7hD5AMSw==",',
      '       "license": "ISC",'
    ].join('\n')
  }
]

const sha1 = (text: string): string => createHash('sha1').update(text).digest('hex')

/** The commit ids: fixed, the last one the push's `after`. */
const commitSha = (index: number): string =>
  index === COMMITS.length - 1 ? DEMO_PUSH.after : sha1(`demo-push:${index}`)

/** A `commit` of `repository`, as GitHub lists one in a comparison or a pull request. */
export function commitOf(repository: string, sha: string, commit: DemoCommit, parent: string) {
  const api = `${API}/repos/${repository}`
  const person = {
    name: commit.name,
    email: `${commit.login}@users.noreply.github.com`,
    date: commit.date
  }
  return {
    url: `${api}/commits/${sha}`,
    sha,
    node_id: Buffer.from(`C:${sha}`).toString('base64url'),
    html_url: `${WEB}/${repository}/commit/${sha}`,
    comments_url: `${api}/commits/${sha}/comments`,
    commit: {
      url: `${api}/git/commits/${sha}`,
      author: person,
      committer: person,
      message: commit.message,
      comment_count: 0,
      tree: { sha: sha1(`tree:${sha}`), url: `${api}/git/trees/${sha1(`tree:${sha}`)}` }
    },
    author: user(commit.login, 'User'),
    committer: user(commit.login, 'User'),
    parents: [
      {
        sha: parent,
        url: `${api}/commits/${parent}`,
        html_url: `${WEB}/${repository}/commit/${parent}`
      }
    ]
  }
}

/** Lines a patch adds and removes, as GitHub counts them. */
export function counts(patch: string): { additions: number; deletions: number; changes: number } {
  const lines = patch.split('\n').filter((line) => !line.startsWith('@@'))
  const additions = lines.filter((line) => line.startsWith('+')).length
  const deletions = lines.filter((line) => line.startsWith('-')).length
  return { additions, deletions, changes: additions + deletions }
}

/** A `diff-entry`: `file` as GitHub lists it at commit `head` of `repository`. */
export function diffEntry(repository: string, head: string, file: DemoFile) {
  return {
    sha: sha1(`blob:${file.filename}:${head}`),
    filename: file.filename,
    status: file.status,
    ...counts(file.patch),
    blob_url: `${WEB}/${repository}/blob/${head}/${file.filename}`,
    raw_url: `${WEB}/${repository}/raw/${head}/${file.filename}`,
    contents_url: `${API}/repos/${repository}/contents/${file.filename}?ref=${head}`,
    patch: file.patch
  }
}

type Answer = { status: number; body: unknown }

/** GitHub's basic-error for a range it does not know. */
const notFound: Answer = {
  status: 404,
  body: {
    message: 'Not Found',
    documentation_url: 'https://docs.github.com/rest/commits/commits#compare-two-commits',
    status: '404'
  }
}

/**
 * Answers `GET /repos/{owner}/{repo}/compare/{basehead}` (owner/repo and basehead decoded), or
 * 404 when it is not the demo push's range.
 */
export function compareAnswer(
  repository: string,
  basehead: string,
  search: URLSearchParams
): Answer {
  const { before, after } = DEMO_PUSH
  if (
    repository.toLowerCase() !== DEMO_PUSH.repository.toLowerCase() ||
    basehead !== `${before}...${after}`
  ) {
    return notFound
  }
  const name = DEMO_PUSH.repository
  const asked = search.has('per_page') ? Number(search.get('per_page')) : 250
  const perPage = Number.isSafeInteger(asked) && asked > 0 ? Math.min(asked, 100) : 250
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1)
  const all = COMMITS.map((commit, index) =>
    commitOf(name, commitSha(index), commit, index === 0 ? before : commitSha(index - 1))
  )
  const base = commitOf(
    name,
    before,
    {
      message: 'Release 1.4.0',
      login: 'octocat',
      name: 'The Octocat',
      date: '2026-11-18T16:00:00Z'
    },
    sha1('demo-push:base-parent')
  )
  const api = `${API}/repos/${name}`
  const web = `${WEB}/${name}`
  return {
    status: 200,
    body: {
      url: `${api}/compare/${basehead}`,

      html_url: `${web}/compare/${basehead}`,
      permalink_url: `${web}/compare/acme:${before}...acme:${after}`,
      diff_url: `${web}/compare/${basehead}.diff`,
      patch_url: `${web}/compare/${basehead}.patch`,
      base_commit: base,
      merge_base_commit: base,
      status: 'ahead',
      ahead_by: all.length,
      behind_by: 0,
      total_commits: all.length,
      commits: all.slice((page - 1) * perPage, page * perPage),
      files: page === 1 ? FILES.map((file) => diffEntry(name, after, file)) : []
    }
  }
}
