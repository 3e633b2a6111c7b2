// The change as context (include-changes) on a pull request: its commits and files read through
// GitHub's pull request APIs (Octokit over real HTTP to the GitHub stand-in, which pages them as
// GitHub does), a push to it or its merge continuing the job of its tracking comment, and what
// each sends: the whole change to a new job, the pushed range to a follow-up, nothing more on a
// merge.
import { describe, expect, it } from '@jest/globals'
import { PUSH_AFTER, PUSH_BEFORE, pullRequestEvent } from '../../__fixtures__/events.js'
import type { AgentSettings } from '../../src/agent/settings.js'
import {
  MAX_PULL_COMMITS,
  MAX_PULL_FILES,
  completeChangesPlan,
  readCompare,
  readPull
} from '../../src/github/changes.js'
import { parseEvent } from '../../src/github/event.js'
import {
  DEFAULT_CHANGE_INSTRUCTION,
  DEFAULT_INSTRUCTION,
  planFor,
  type Plan
} from '../../src/github/trigger.js'
import { type CompareCommit, type CompareFile } from '../support/github-standin.js'
import { useGitHubStandIn } from '../support/octokit.js'
import { agentSettings } from '../support/settings.js'

const TOKEN = 'ghs_pull_changes_token_0123456789'
const REPO = { owner: 'acme', repo: 'docs' }

type Acting = Extract<Plan, { act: true }>

const settings = (over: Partial<AgentSettings> = {}): AgentSettings =>
  agentSettings({ onActions: ['opened', 'synchronize', 'closed'], includeChanges: true, ...over })

const commits = (n: number): CompareCommit[] =>
  Array.from({ length: n }, (_, i) => ({
    sha: (i + 1).toString(16).padStart(7, '0').padEnd(40, 'c'),
    message: `Commit ${i + 1}\n\nbody`,
    login: 'writer'
  }))
const files = (n: number): CompareFile[] =>
  Array.from({ length: n }, (_, i) => ({
    filename: `src/file-${i + 1}.ts`,
    additions: 1,
    patch: `@@ -0,0 +1 @@\n+line ${i + 1}`
  }))

const planOf = (
  action: string,
  over: Partial<AgentSettings> = {},
  options: Parameters<typeof pullRequestEvent>[3] = {}
): Plan => planFor(parseEvent('pull_request', pullRequestEvent(action, 'writer', undefined, options).payload), settings(over)) // prettier-ignore

describe('the plan of a pull request event', () => {
  it('starts a job with the default change instruction and waits for the change when include-changes is set', () => {
    const plan = planOf('opened', {}, { commits: 3, changedFiles: 7 }) as Acting
    expect(plan.instruction).toBe(DEFAULT_CHANGE_INSTRUCTION)
    // One docs job per code pull request: a run that finds the job goes on with it.
    expect(plan.continueTracked).toBe(true)
    expect(plan.changes).toEqual({ kind: 'pull', number: 34, commits: 3 })
    // Without include-changes: the pull request asks, as an issue does.
    const plain = planOf('opened', { includeChanges: false }) as Acting
    expect(plain.instruction).toBe(DEFAULT_INSTRUCTION)
    expect(plain.changes).toBeUndefined()
    expect(plain.continueTracked).toBe(false)
  })

  it('continues the tracked job on a push to the pull request, marking the commits after the head before it', () => {
    const plan = planOf('synchronize') as Acting
    expect(plan.continueTracked).toBe(true)
    expect(plan.requireMarker).toBeFalsy()
    expect(plan.changes).toMatchObject({ kind: 'pull', newSince: PUSH_BEFORE })
    expect(plan.followUpInstruction).toMatch(
      /^Pull request #34, whose code change .* changed again/
    )
    expect(plan.followUpContext?.[0]?.fields).toContainEqual(['Head commit', PUSH_AFTER])
  })

  it('continues the tracked job on a merge, and skips a pull request closed without merging', () => {
    const merged = planOf('closed', {}, { merged: true }) as Acting
    expect(merged.continueTracked).toBe(true)
    expect(merged.followUpInstruction).toMatch(/was merged\. Make sure the documentation/)
    expect(merged.followUpContext?.[0]?.fields).toContainEqual(['Merge commit', '3'.repeat(40)])
    expect(planOf('closed')).toMatchObject({ act: false, reason: expect.stringMatching(/without merging/) }) // prettier-ignore
  })

  it("a prompt is the new job's instruction; a follow-up says what happened in our words", () => {
    const plan = planOf('synchronize', { prompt: 'Document this in acme/docs.' }) as Acting
    expect(plan.instruction).toBe('Document this in acme/docs.')
    expect(plan.followUpInstruction).toMatch(/^Pull request #34/)
  })
})

describe("reading a pull request's change from GitHub", () => {
  const world = useGitHubStandIn(TOKEN, (gh) => {
    gh.addPull('acme/docs', { number: 34, headRef: 'feature', headSha: PUSH_AFTER, baseRef: 'main', author: 'writer' }) // prettier-ignore
  })

  const reads = (what: 'files' | 'commits') =>
    world.gh.requests.filter((r) => r.path.endsWith(`/pulls/34/${what}`))
  const complete = (plan: Plan, followUp: boolean, over: Partial<AgentSettings> = {}) =>
    completeChangesPlan(plan as Acting, settings(over), { octokit: world.octokit, repo: REPO }, 'github.com', followUp) // prettier-ignore

  it('reads ⌈files/100⌉ + ⌈commits/100⌉ pages, as GitHub links them', async () => {
    world.gh.setPullChanges('acme/docs', 34, { commits: commits(150), files: files(230) })
    const read = await readPull(world.octokit, REPO, { kind: 'pull', number: 34, commits: 150 }) // prettier-ignore
    expect(read.files).toHaveLength(230)
    expect(read.commits).toHaveLength(150)
    expect(read.commits[0]).toEqual({ sha: '0000001', title: 'Commit 1', author: 'writer' })
    expect(read.files[229]).toMatchObject({ path: 'src/file-230.ts', patch: '@@ -0,0 +1 @@\n+line 230' }) // prettier-ignore
    expect(reads('files')).toHaveLength(3)
    expect(reads('commits')).toHaveLength(2)
  })

  it(`reads at most ${MAX_PULL_FILES} files and ${MAX_PULL_COMMITS} commits, and counts the rest`, async () => {
    world.gh.setPullChanges('acme/docs', 34, { commits: commits(300), files: files(3100) })
    const read = await readPull(world.octokit, REPO, { kind: 'pull', number: 34, commits: 300 }) // prettier-ignore
    expect(read.files).toHaveLength(MAX_PULL_FILES)
    expect(read.commits).toHaveLength(MAX_PULL_COMMITS)
    expect(read.totalCommits).toBe(300)
    expect(reads('files')).toHaveLength(30)
    expect(reads('commits')).toHaveLength(3)
  })

  it('without counts in the event, pages while GitHub links a next page: a full last page costs no empty one', async () => {
    world.gh.setPullChanges('acme/docs', 34, { commits: commits(3), files: files(200) })
    const read = await readPull(world.octokit, REPO, { kind: 'pull', number: 34, commits: 0 }) // prettier-ignore
    expect(read.files).toHaveLength(200)
    expect(read.commits).toHaveLength(3)
    expect(reads('files')).toHaveLength(2)
    expect(reads('commits')).toHaveLength(1)
  })

  it('a new job gets the whole change, naming the repository and the pull request', async () => {
    world.gh.setPullChanges('acme/docs', 34, { commits: commits(2), files: files(2) })
    const done = await complete(planOf('opened', {}, { commits: 2, changedFiles: 2 }), false)
    expect(done.act).toBe(true)
    if (!done.act) return
    const part = done.context[1]
    expect(part?.label).toBe('changes of pull request #34')
    expect(part?.fields).toEqual([
      ['Repository', 'acme/docs'],
      ['Pull request', 'https://github.com/acme/docs/pull/34'],
      ['URL', 'https://github.com/acme/docs/pull/34/files']
    ])
    expect(part?.code).toContain('0000002 Commit 2 (writer)')
    expect(part?.code).toContain('--- src/file-1.ts\n@@ -0,0 +1 @@\n+line 1')
    expect(world.gh.requests.filter((r) => r.path.includes('/compare/'))).toHaveLength(0)
  })

  it('a follow-up after a push to the pull request sends the pull request as it stands, the commits after the head before it marked [new]', async () => {
    const history = [
      { sha: PUSH_BEFORE, message: 'The head before the push', login: 'writer' },
      { sha: 'f'.repeat(40), message: 'Rename the flag', login: 'writer' }
    ]
    world.gh.setPullChanges('acme/docs', 34, { commits: history, files: files(2) })
    const done = await complete(planOf('synchronize'), true)
    expect(done.act).toBe(true)
    if (!done.act) return
    const [state, part] = done.followUpContext ?? []
    expect(state?.label).toBe('pull request #34')
    expect(part?.label).toBe('changes of pull request #34')
    // The push's commits first, so that no list budget cuts them; then the earlier ones.
    expect(part?.code).toContain(
      'New commits of the push (1, after 1111111, oldest first):\nfffffff [new] Rename the flag (writer)\n\nEarlier commits (1, oldest first):\n1111111 The head before the push (writer)'
    )
    expect(part?.code).toContain('--- src/file-1.ts')
    // The pull request's own files, never a compare that holds what was merged into its branch.
    expect(world.gh.requests.filter((r) => r.path.includes('/compare/'))).toHaveLength(0)
  })

  it('a push that rewrote the history says the head before it is not among the commits', async () => {
    world.gh.setPullChanges('acme/docs', 34, { commits: commits(2), files: files(1) })
    const done = await complete(planOf('synchronize'), true)
    const code = done.act ? (done.followUpContext?.[1]?.code ?? '') : ''
    expect(code).toContain(
      'the head before the push, 1111111, is not among them: the history was rewritten'
    )
    expect(code).not.toContain('[new]')
  })

  it('a follow-up on a merge reads nothing more', async () => {
    const plan = planOf('closed', {}, { merged: true })
    const done = await complete(plan, true)
    expect(done).toMatchObject({ act: true, changes: undefined })
    expect(world.gh.requests).toHaveLength(0)
  })

  it.each<[string, string, boolean, string]>([
    ['a pull request that changes no file matching changes-paths is skipped', 'opened', false, 'package-lock.json'], // prettier-ignore
    ['a push to a pull request that changes no file matching changes-paths sends no follow-up', 'synchronize', true, 'README.md'] // prettier-ignore
  ])('%s', async (_name, action, followUp, filename) => {
    world.gh.setPullChanges('acme/docs', 34, { commits: commits(1), files: [{ filename, patch: '+x' }] }) // prettier-ignore
    const done = await complete(planOf(action), followUp, { changesPaths: ['src/**'] })
    expect(done).toEqual({
      act: false,
      reason: "the one file pull request #34 changes does not match 'changes-paths'",
      noDocs: true
    })
  })

  it('a pull request GitHub does not know fails with what it was reading, nothing sent', async () => {
    await expect(
      readPull(world.octokit, REPO, { kind: 'pull', number: 99, commits: 1 })
    ).rejects.toThrow(
      /^Could not read the changes of pull request #99 for include-changes; nothing was sent \(404 /
    )
  })
})

describe('answers that are not what GitHub answers', () => {
  const world = useGitHubStandIn(TOKEN, (gh) => {
    gh.addPull('acme/docs', { number: 34, headRef: 'feature', headSha: PUSH_AFTER, baseRef: 'main' }) // prettier-ignore
  })

  it.each<[string, unknown]>([
    ['an HTML page', '<html><body>Welcome</body></html>'],
    ['null', null],
    ['an object', { message: 'ok' }]
  ])(
    "a pull request's files answered as %s fail the read instead of reading as no change",
    async (_name, body) => {
      world.gh.intercept((r) => (r.path.endsWith('/files') ? { status: 200, body } : undefined))
      await expect(
      readPull(world.octokit, REPO, { kind: 'pull', number: 34, commits: 1 })
    ).rejects.toThrow(/^Could not read the changes of pull request #34 for include-changes; nothing was sent \(GitHub's answer is not a list\)/) // prettier-ignore
    }
  )

  it.each<[string, unknown]>([
    ['an HTML page', '<html><body>Welcome</body></html>'],
    ['a comparison whose files are null', { total_commits: 1, commits: [], files: null }],
    ['a comparison whose commits are null', { total_commits: 1, commits: null, files: [] }]
  ])(
    'a comparison answered as %s fails the read instead of reading as no change',
    async (_name, body) => {
      world.gh.intercept((r) => (r.path.includes('/compare/') ? { status: 200, body } : undefined))
      await expect(
      readCompare(world.octokit, REPO, { base: PUSH_BEFORE, head: PUSH_AFTER, what: 'the push to main' })
    ).rejects.toThrow(/^Could not read the changes of the push to main \(1111111\.\.\.2222222\) for include-changes; nothing was sent \(GitHub's answer is not a comparison\)/) // prettier-ignore
    }
  )
})
