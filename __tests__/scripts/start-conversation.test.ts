// `npm start -- --conversation` (scripts/start.js, scripts/demo-conversation.js):
// examples/issue-label-to-docs-pr.yml's step through dist/, on one issue's conversation: labeled
// `docs`, then `/docs-agent` comments by people, the middle one of three close together replaced
// by GitHub. The story it prints is what a reader of the issue would see after each step, and what
// the job was sent: checked here as a reader reads it.
import { describe, expect, it } from '@jest/globals'
import { runCommand, startUntilWaiting } from '../support/command-line.js'

const FIRST = 'Add an example that runs `deploy --dry-run`.'
const SECOND = 'Say that --dry-run never writes the lock file.'
const THIRD = 'Link the new section from the CLI overview page.'

/** The printed story, cut at each step's title: [before the first, steps 1 to 4]. */
const stepsOf = (stdout: string): string[] => stdout.split(/^━━ \d\. /m)

/** What a step sent to the job: each "Sent to the job:" block, up to what the reader sees. */
const sentIn = (story: string): string[] =>
  [...story.matchAll(/^Sent to the job: [\s\S]*?(?=^What a reader of issue )/gm)].map((m) => m[0])

/** The rows of the tracking comment's turn table, as the reader sees them in a step. */
const turnRows = (story: string): string[] =>
  [...story.matchAll(/^ {4}\| (\d+) \| \d{4}-.*$/gm)].map((m) => m[0])

describe('npm start -- --conversation', () => {
  it('shows comments steering one job: every instruction sent once, in order, though GitHub replaced a run', async () => {
    const result = await runCommand(process.execPath, ['scripts/start.js', '--conversation'], {}, 120_000) // prettier-ignore
    expect(result.code).toBe(0)
    const [intro = '', labeled = '', first = '', close = '', third = ''] = stepsOf(result.stdout)
    // The example's own inputs, but those naming secrets and variables.
    expect(intro).toContain('The workflow: examples/issue-label-to-docs-pr.yml, in acme/docs, on issue acme/docs#1') // prettier-ignore
    expect(intro).toMatch(/^ {2}label: docs$/m)
    expect(intro).toMatch(/^ {2}comment: true$/m)
    expect(intro).not.toMatch(/api-key|project-id/)

    // 1. The label: one job, its tracking comment on the issue, turn 1 by who labeled it.
    expect(labeled).toMatch(/^monalisa labels issue #1 `docs` ━━$/m)
    const job = /Job (job_\w+) completed: https:\/\/github\.com\/acme\/docs\/pull\/\d+/.exec(
      labeled
    )
    expect(job).not.toBeNull()
    const [, jobId] = job!
    expect(sentIn(labeled)).toHaveLength(1)
    expect(labeled).toMatch(/^ {2}comment \d+, by github-actions\[bot\] \(NONE\):$/m)
    expect(labeled).not.toContain('<!--')
    expect(turnRows(labeled)).toEqual([expect.stringMatching(/^ {4}\| 1 \| .*\[monalisa\].*\| ✅ pull request \|$/)]) // prettier-ignore

    // 2. The first comment: its run sends it, alone, as turn 2; the comment has its 👀.
    const one = /^ {2}comment (\d+), by monalisa \(COLLABORATOR\) 👀:$/m.exec(first)?.[1]
    expect(one).toBeDefined()
    expect(first).toContain(`Issue #1 tracks job ${jobId}: sending the text to it`)
    expect(sentIn(first)).toEqual([expect.stringMatching(new RegExp(`^Sent to the job: ${escape(FIRST)}\\n`))]) // prettier-ignore
    expect(turnRows(first)).toHaveLength(2)
    expect(turnRows(first)[1]).toMatch(new RegExp(`^ {4}\\| 2 \\| .*\\[monalisa\\].*issuecomment-${one}\\).*\\| ✅ pull request \\|$`)) // prettier-ignore

    // 3. Two comments within a second: GitHub replaces the second's pending run.
    expect(close).toMatch(/^octocat and mona comment within a second of each other ━━$/m)
    expect(close).toContain("mona's run replaces octocat's, which never runs.")

    // 4. The third comment's run finds the second in the conversation and sends both as turn 3,
    // in one prompt, the second first; the second comment, whose run never ran, has its 👀 once
    // its turn was sent.
    expect(third).toMatch(/^The run of mona's comment \(octocat's run was replaced\) ━━$/m)
    const two = /^ {2}comment (\d+), by octocat \(COLLABORATOR\) 👀:$/m.exec(third)?.[1]
    const three = /^ {2}comment (\d+), by mona \(COLLABORATOR\) 👀:$/m.exec(third)?.[1]
    expect(two && three).toBeTruthy()
    const [both = '', ...more] = sentIn(third)
    expect(more).toEqual([])
    expect(both).toMatch(/^Sent to the job: 2 requests were made to this job/)
    expect(both.indexOf(SECOND)).toBeGreaterThan(0)
    expect(both.indexOf(THIRD)).toBeGreaterThan(both.indexOf(SECOND))
    const rows = turnRows(third)
    expect(rows).toHaveLength(3)
    expect(rows[0]).toMatch(/^ {4}\| 1 \| .*\[monalisa\]/)
    expect(rows[1]).toMatch(new RegExp(`^ {4}\\| 2 \\| .*\\[monalisa\\].*issuecomment-${one}\\)`))
    expect(rows[2]).toMatch(new RegExp(`^ {4}\\| 3 \\| [^|]+ \\| \\[octocat\\]\\([^)]+\\), \\[mona\\]\\([^)]+\\) \\| .*issuecomment-${two}\\).*issuecomment-${three}\\).*\\| ✅ pull request \\|$`)) // prettier-ignore
    expect(third).toMatch(/^What a reader of the issue saw: every instruction reached the job once, in the order made .*though GitHub dropped octocat's run\.$/m) // prettier-ignore

    // One job, created once; each comment's text sent exactly once, in the order made.
    expect(result.stdout.match(/^ {2}Creating a job$/gm)).toHaveLength(1)
    expect(new Set([...result.stdout.matchAll(/\bjob_\w+/g)].map((m) => m[0]))).toEqual(new Set([jobId])) // prettier-ignore
    const sent = sentIn(result.stdout).join('\n')
    for (const text of [FIRST, SECOND, THIRD]) expect(sent.split(text)).toHaveLength(2)
    expect(sent.indexOf(FIRST)).toBeLessThan(sent.indexOf(SECOND))
    // No warning nor error in any step's log; the demo key masked; no simulator directive shown.
    expect(result.stdout).not.toMatch(/^ {2}(Warning|Error):/m)
    expect(result.stderr).toBe('')
    expect(result.stdout).not.toContain('mint_local_demo_key_not_a_secret')
    expect(result.stdout).not.toContain('sim:')
  }, 120_000)
})

/** `text` as a regular expression matching it literally. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\`]/g, '\\$&')
}

describe('npm start -- --conversation --outcome stuck', () => {
  it('names the wait the action makes (the example’s timeout), not --timeout’s default', async () => {
    const { out } = await startUntilWaiting(['--conversation', '--outcome', 'stuck'])
    const waits = /▶ Waiting for job job_\w+ \(until (\S+) after the start\)/.exec(out)?.[1]
    const told = /the action waits its whole timeout, ([^;]+);/.exec(out)?.[1]
    expect(waits).toBe('45m')
    expect(told).toBe(waits)
  }, 60_000)
})
