// `npm start` (scripts/start.js): the bundled action against the simulator, through the local
// runner (scripts/local-runner.js), on the Node that runs the test: the machine's Node in the
// machine-Node pass (npm run test:node20), where a developer runs it. Before the machine-Node
// pass ran only scripts/ and simulator/, the end-to-end suites exercised the local runner there;
// this keeps one run of it on that Node.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import {
  expectOneLineRefusal,
  runCommand,
  startUntilWaiting,
  type Ran
} from '../support/command-line.js'

function start(args: string[], extraEnv: Record<string, string> = {}): Promise<Ran> {
  return runCommand(process.execPath, ['scripts/start.js', ...args], extraEnv, 60_000)
}

/** The value of output `name` in the printed outputs. */
const output = (stdout: string, name: string): string | undefined =>
  new RegExp(`^  ${name.replace(/[-]/g, '\\-')} +(.*)$`, 'm').exec(stdout)?.[1]

describe('npm start', () => {
  it('runs the bundled action against the simulator and prints its log, outputs and summary', async () => {
    const result = await start(['--duration', '1s'])
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/^Simulator: http:\/\/127\.0\.0\.1:\d+$/m)
    expect(result.stdout).toContain('Exit code: 0')
    expect(output(result.stdout, 'status')).toBe('completed')
    expect(output(result.stdout, 'pr-link')).toMatch(
      /^https:\/\/github\.com\/acme\/docs\/pull\/\d+$/
    )
    // Read from the simulator's GitHub.
    expect(output(result.stdout, 'pr-head-ref')).toMatch(/^docs-agent\/job_/)
    expect(result.stdout).toContain('Job summary (GITHUB_STEP_SUMMARY):')
    // The demo key is masked as a runner masks it.
    expect(result.stdout).not.toContain('mint_local_demo_key_not_a_secret')
    // What the demo shows is what a user would see: the simulator's outcome and duration are
    // its own options, not directives in the prompt.
    expect(result.stdout).not.toContain('sim:')
  }, 60_000)

  it('with --comment, prints the tracking comment the run kept on the simulator’s GitHub', async () => {
    const result = await start(['--duration', '1s', '--comment', '--follow-up'])
    expect(result.code).toBe(0)
    expect(output(result.stdout, 'comment-url')).toMatch(
      /^https:\/\/github\.com\/acme\/docs\/issues\/1#issuecomment-\d+$/
    )
    const comments = result.stdout.split('Tracking comment (issue #1, markdown):').slice(1)
    // One after each step; the follow-up edits the same comment, its second turn added.
    expect(comments).toHaveLength(2)
    expect(comments[0]).toMatch(/^ {2}\| \[acme\/docs#\d+\]\(\S+\) \| `completed` \| /m)
    expect(comments[1]).toMatch(/^ {2}\| 1 \| .*\| ✅ pull request \|$/m)
    expect(comments[1]).toMatch(/^ {2}\| 2 \| .*\| ✅ pull request \|$/m)
    expect(new Set([...result.stdout.matchAll(/comment-id +(\d+)/g)].map((m) => m[1])).size).toBe(1)
  }, 60_000)

  it('with --push, runs on a push with include-changes and prints the prompt sent: the change as context', async () => {
    const result = await start(['--duration', '1s', '--push'])
    expect(result.code).toBe(0)
    expect(output(result.stdout, 'skipped')).toBe('false')
    expect(output(result.stdout, 'status')).toBe('completed')
    const printed = result.stdout.split('Prompt the simulator received:\n')[1] ?? ''
    const prompt = printed
      .split('\n')
      .map((line) => line.slice(2))
      .join('\n')
    expect(prompt).toMatch(/^Update the docs for this change\.\n/)
    const block =
      /<<<BEGIN UNTRUSTED CHANGES OF THE PUSH ([0-9a-f]{12})>>>\n([\s\S]*?)\n<<<END UNTRUSTED CHANGES OF THE PUSH \1>>>/.exec(
        prompt
      )
    expect(block).not.toBeNull()
    const change = block![2]!
    expect(change).toContain('Repository: acme/docs\nRef: refs/heads/main\nRange: ')
    expect(change).toMatch(/^Commits \(3, oldest first\):\n[0-9a-f]{7} Add a --dry-run flag/m)
    expect(change).toContain('added test/cli.test.ts (+7 -0)')
    // The lock file is listed, its patch not sent; the others' patches are.
    expect(change).toContain('modified package-lock.json (+3 -3) [patch not sent: lock file]')
    expect(change).toContain('--- src/cli.ts\n@@ -8,8 +8,11 @@')
    expect(change).not.toContain('--- package-lock.json')
    // The demo key stays masked here too.
    expect(result.stdout).not.toContain('mint_local_demo_key_not_a_secret')
  }, 60_000)

  it("with --weekly, runs examples/weekly-analytics.yml's export and writes its summary as a page to open", async () => {
    const result = await start(['--weekly'])
    expect(result.code).toBe(0)
    expect(result.stdout).toContain("━━ Export the week's analytics, what to fix first on top (analytics, digest-file) ━━") // prettier-ignore
    const page = /^The job summary as a page, to open in a browser: (\S+)$/m.exec(
      result.stdout
    )?.[1]
    const html = readFileSync(page ?? '', 'utf8')
    // The summary as the step wrote it, in a page: the figures, what to fix first, the reports.
    expect(html).toMatch(/^<!doctype html>.*<main><h3>📊 Docs analytics of <code>demo-project<\/code><\/h3>/s) // prettier-ignore
    expect(html).toContain('<h4>What readers struggle with</h4>')
    expect(html).not.toContain('mint_local_demo_key_not_a_secret')
  }, 60_000)

  it('with --refresh, runs examples/scheduled-refresh.yml: the digest, then the agent with it as context-file', async () => {
    const result = await start(['--duration', '1s', '--refresh'])
    expect(result.code).toBe(0)
    const [analytics = '', agent = ''] = result.stdout.split('━━ Ask the agent to work from the digest (context-file) ━━') // prettier-ignore
    expect(analytics).toContain('━━ Write the digest of what readers struggle with (analytics, digest-file) ━━') // prettier-ignore
    expect(output(analytics, 'digest-file')).toMatch(/\/workspace\/reader-digest\.md$/)
    // The digest as printed, and as the simulator received it between the run's delimiters.
    const printed = /^Digest \(reader-digest\.md, \d+ characters\):\n([\s\S]*?)\n\n━━/m.exec(result.stdout)?.[1] // prettier-ignore
    const digest = (printed ?? '')
      .split('\n')
      .map((line) => line.slice(2))
      .join('\n')
    expect(digest).toMatch(/^# What readers struggled with\n/)
    expect(digest).toMatch(/^## 1\. (Page voted down: ` \/\S* `|Search that found nothing clicked: ` .+ `|Questions left open: .+)$/m) // prettier-ignore
    expect(analytics).toContain('<h4>What readers struggle with</h4><ol><li>')
    const prompt = (agent.split('Prompt the simulator received:\n')[1] ?? '')
      .split('\n')
      .map((line) => line.slice(2))
      .join('\n')
    // The example's own instruction, as the example has it.
    expect(prompt).toMatch(/^Improve the documentation where readers struggled last week, [^\n]*\.\n/) // prettier-ignore
    expect(prompt).not.toContain('sim:')
    const block = /^<<<BEGIN UNTRUSTED CONTEXT FILE ([0-9a-f]{12})>>>\nFile: reader-digest\.md\n\n([\s\S]*)\n<<<END UNTRUSTED CONTEXT FILE \1>>>/m.exec(prompt) // prettier-ignore
    expect(block?.[2]?.trim()).toBe(digest.trim())
    expect(output(agent, 'status')).toBe('completed')
    expect(result.stdout).not.toContain('mint_local_demo_key_not_a_secret')
    // The example's docs-repository (its own repository) comes with it: no guess to warn of.
    expect(agent).not.toContain("set 'docs-repository'")
  }, 60_000)

  it('exits non-zero with the step when the job fails', async () => {
    const result = await start(['--duration', '1s', '--outcome', 'failed'])
    expect(result.code).toBe(1)
    expect(output(result.stdout, 'status')).toBe('failed')
    expect(result.stdout).not.toContain('sim:')
  }, 60_000)

  it('leaves no folder behind in the temporary directory (a developer runs it again and again)', async () => {
    const temp = mkdtempSync(join(tmpdir(), 'start-tmpdir-'))
    try {
      const result = await start(['--duration', '1s'], { TMPDIR: temp })
      expect(result.code).toBe(0)
      expect(readdirSync(temp)).toEqual([])
    } finally {
      rmSync(temp, { recursive: true, force: true })
    }
  }, 60_000)
})

describe('npm start answers like a tool', () => {
  it('prints its options with --help, and runs nothing', async () => {
    const result = await start(['--help'])
    expect(result).toMatchObject({ code: 0, stderr: '' })
    for (const option of [
      'outcome',
      'duration',
      'timeout',
      'follow-up',
      'no-wait',
      'comment',
      'push',
      'refresh',
      'pr',
      'debug'
    ]) {
      expect(result.stdout).toMatch(new RegExp(`^  --${option}\\b`, 'm'))
    }
    expect(result.stdout).toContain('pr|no-pr|failed|archived|stuck')
    expect(result.stdout).not.toContain('Simulator:')
  })

  it.each([
    [['--timout', '10s'], /unknown option --timout; did you mean --timeout\?/],
    [['--outcome'], /--outcome needs a value: --outcome <pr\|no-pr/],
    [
      ['--outcome', 'stuk'],
      /--outcome must be one of pr, no-pr, failed, archived, stuck; got "stuk"/
    ],
    [
      ['--duration', '4 seconds'],
      /--duration must be a duration like 500ms or 10s; got "4 seconds"/
    ],
    // Past the simulator's bound: refused here, not by a simulator it names no option of.
    [
      ['--duration', '99999999999999999999'],
      /--duration must be a duration like 500ms or 10s; got "99999999999999999999"/
    ],
    [['--debug=yes'], /--debug takes no value/],
    // --pr's and --conversation's steps are their example's: another flow's options do not mix
    // with them, nor do they with each other.
    [['--pr', '--push'], /--pr runs a flow of its own, which takes no --push/],
    [['--pr', '--no-wait'], /--pr runs a flow of its own, which takes no --no-wait/],
    [['--conversation', '--comment'], /--conversation runs a flow of its own, which takes no --comment/], // prettier-ignore
    [['--pr', '--conversation'], /--pr runs a flow of its own, which takes no --conversation/],
    [['failed'], /unexpected argument "failed"/]
  ])('refuses %j in one line that names it, before starting anything', async (args, expected) => {
    const result = await start(args)
    expectOneLineRefusal(
      result,
      new RegExp(`^node scripts/start\\.js: ${expected.source}.*--help lists the options\\)$`)
    )
    expect(result.stdout).toBe('')
  })

  it('says to put the options after "--" when npm took them for itself', async () => {
    // npm start --outcome failed: npm keeps --outcome (its own, unknown, config) and runs
    // start.js with "failed" alone. npm itself, as a developer runs it.
    const result = await runCommand('npm', ['start', '--outcome', 'failed'])
    expectOneLineRefusal(
      result,
      /^npm start: npm took --outcome for itself, .*write npm start -- --outcome failed /
    )
    expect(result.stdout).not.toContain('Simulator:')
  })

  it("shows a stuck job's log while the action waits, not at the end of its timeout", async () => {
    // No --timeout: the action waits its 5 minutes. The log must show the job and the wait
    // within seconds; before, it showed nothing until the wait was over.
    const { out, running, code } = await startUntilWaiting(['--outcome', 'stuck'])
    expect(running).toBe(true)
    expect(out).toMatch(/^ {2}Job job_\w+: active$/m)
    expect(out).toMatch(/^ {2}▶ Waiting for job job_\w+ \(until 5m after the start\)$/m)
    // It says what the wait is, and how to shorten or stop it.
    expect(out).toMatch(/The job never ends .*5m; --timeout 10s waits less, Ctrl-C stops it/)
    expect(code).not.toBe(0)
  }, 60_000)
})
