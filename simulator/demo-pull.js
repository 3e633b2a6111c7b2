// The code pull request `npm start -- --pr` plays (scripts/demo-pr.js), and whose change the
// simulator's GitHub answers through the pull request APIs (github-pull-changes.ts): acme/cli#42,
// opened with two commits, then one more pushed (synchronize), then merged. Plain JavaScript
// (typed for the simulator's TypeScript by demo-pull.d.ts), like demo-push.js, so that the demo
// builds its events from the same commits and files the simulator's bundle serves.

/**
 * @typedef {object} DemoPullCommit
 * @property {string} sha 40 hex digits
 * @property {string} message
 * @property {string} date ISO 8601, GitHub's format
 */

/**
 * @typedef {object} DemoPullFile
 * @property {string} filename
 * @property {'added' | 'modified'} status
 * @property {string} patch the file's change against the base, as GitHub lists it
 */

/**
 * @typedef {object} DemoPullPush
 * @property {string} head the pull request's head commit after the push: its last commit's
 * @property {DemoPullCommit[]} commits the commits the push added, oldest first
 * @property {DemoPullFile[]} files the pull request's files at that head (all of its change)
 */

/**
 * @typedef {object} DemoPull
 * @property {string} repository owner/repo: the workflow's repository (the code's)
 * @property {number} number
 * @property {string} title
 * @property {string} body
 * @property {string} author the login that opened it and pushed its commits
 * @property {string} authorName the name in its commits
 * @property {string} headRef its branch
 * @property {string} baseRef the branch it merges into
 * @property {string} base the commit of baseRef it starts from (40 hex digits)
 * @property {readonly DemoPullPush[]} pushes what it is at opening, then after each push
 * @property {string} mergeCommit the commit its merge makes on baseRef (40 hex digits)
 */

/** The new command's file at the first head, then at the second (with --format json). */
const EXPORT_V1 = [
  "+import { writeFile } from 'node:fs/promises'",
  "+import { join } from 'node:path'",
  "+import { listPages } from '../pages.js'",
  '+',
  '+/** `cli export <dir>`: writes every page of the project in <dir>, one Markdown file each. */',
  '+export async function exportPages(dir: string): Promise<number> {',
  '+  const pages = await listPages()',
  '+  for (const page of pages) {',
  '+    await writeFile(join(dir, `${page.slug}.md`), page.markdown)',
  '+  }',
  '+  return pages.length',
  '+}'
]

const EXPORT_V2 = [
  "+import { writeFile } from 'node:fs/promises'",
  "+import { join } from 'node:path'",
  "+import { listPages } from '../pages.js'",
  '+',
  '+/**',
  '+ * `cli export <dir> [--format md|json]`: writes every page of the project in <dir>, one file',
  '+ * each: its Markdown (the default), or with --format json its title, path and Markdown.',
  '+ */',
  "+export async function exportPages(dir: string, format: 'md' | 'json' = 'md'): Promise<number> {",
  '+  const pages = await listPages()',
  '+  for (const page of pages) {',
  "+    const text = format === 'json' ? JSON.stringify(page, null, 2) : page.markdown",
  '+    await writeFile(join(dir, `${page.slug}.${format}`), text)',
  '+  }',
  '+  return pages.length',
  '+}'
]

/** @param {string[]} lines the added lines of a new file */
const added = (lines) => [`@@ -0,0 +1,${lines.length} @@`, ...lines].join('\n')

/** @type {DemoPullFile} */
const CLI = {
  filename: 'src/cli.ts',
  status: 'modified',
  patch: [
    '@@ -1,9 +1,11 @@',
    " import { deploy } from './commands/deploy.js'",
    "+import { exportPages } from './commands/export.js'",
    " import { status } from './commands/status.js'",
    ' ',
    ' const commands = {',
    '   deploy,',
    '+  export: exportPages,',
    '   status',
    ' }'
  ].join('\n')
}

/**
 * @param {string[]} lines
 * @returns {DemoPullFile}
 */
const exportFile = (lines) => ({ filename: 'src/commands/export.ts', status: 'added', patch: added(lines) }) // prettier-ignore

/** @type {DemoPullFile} */
const TEST = {
  filename: 'test/export.test.ts',
  status: 'added',
  patch: added([
    "+import { exportPages } from '../src/commands/export.js'",
    '+',
    "+test('exports every page', async () => expect(await exportPages(tmp())).toBe(3))"
  ])
}

/** @type {Readonly<DemoPull>} */
export const DEMO_PULL = Object.freeze({
  repository: 'acme/cli',
  number: 42,
  title: 'Add the export command',
  body: "`cli export <dir>` writes the project's pages as files, for an offline copy or a review.",
  author: 'octocat',
  authorName: 'The Octocat',
  headRef: 'export-command',
  baseRef: 'main',
  base: 'c2912276315ac91f1c15f2cefb4755c59f2787f4',
  pushes: Object.freeze([
    {
      head: '1406814d54088ea32a9400b2ea6e5ee1b433a0db',
      commits: [
        {
          sha: '30f54b841a7d03d9b108a12a0a48df8fe61d7262',
          message: 'Add the export command\n\nWrites every page of the project as a Markdown file.',
          date: '2026-11-23T09:05:00Z'
        },
        {
          sha: '1406814d54088ea32a9400b2ea6e5ee1b433a0db',
          message: 'Test the export command',
          date: '2026-11-23T09:31:00Z'
        }
      ],
      files: [CLI, exportFile(EXPORT_V1), TEST]
    },
    {
      head: '4deb515867f134ad632cee579f8608cba0bb8554',
      commits: [
        {
          sha: '4deb515867f134ad632cee579f8608cba0bb8554',
          message: 'Let export write JSON with --format json',
          date: '2026-11-23T14:12:00Z'
        }
      ],
      files: [CLI, exportFile(EXPORT_V2), TEST]
    }
  ]),
  mergeCommit: '50652027cb96ebcc17c75fd1f9116db1a2c6616c'
})
