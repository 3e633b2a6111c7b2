// `npm start -- --pr` (scripts/start.js, scripts/demo-pr.js): examples/docs-follow-code.yml's
// step through dist/, on the demo code pull request's life (simulator/demo-pull.js): opened, a
// commit pushed, merged. The story it prints is what the reviewers of the code pull request and of
// its docs pull request would see on GitHub after each step: checked here as a reader reads it.
import { describe, expect, it } from '@jest/globals'
import { DEMO_PULL } from '../../simulator/demo-pull.js'
import { runCommand } from '../support/command-line.js'

const [opening, pushed] = DEMO_PULL.pushes.map((push) => push.head.slice(0, 7))

/** The printed story, cut at each step's title: [before the first, step 1, step 2, step 3]. */
const stepsOf = (stdout: string): string[] => stdout.split(/^━━ \d\. /m)

/** The lines of a step's story under `heading` (indented deeper), as printed. */
const under = (story: string, heading: RegExp): string => {
  const lines = story.split('\n')
  const at = lines.findIndex((line) => heading.test(line))
  if (at < 0) return ''
  const depth = /^ */.exec(lines[at] ?? '')?.[0].length ?? 0
  const end = lines.findIndex((line, i) => i > at && line !== '' && /^ */.exec(line)![0].length <= depth) // prettier-ignore
  return lines.slice(at, end < 0 ? undefined : end).join('\n')
}

describe('npm start -- --pr', () => {
  it('runs the paired flow: the docs check, the tracking comment and the docs pull request that follows the code, after each step', async () => {
    const result = await runCommand(process.execPath, ['scripts/start.js', '--pr'], {}, 120_000)
    expect(result.code).toBe(0)
    const [intro = '', opened = '', synchronized = '', merged = ''] = stepsOf(result.stdout)
    // The example's own inputs, but those naming secrets and variables.
    expect(intro).toContain('The workflow: examples/docs-follow-code.yml, in acme/cli (the code)')
    expect(intro).toMatch(/^ {2}docs-check: docs$/m)
    expect(intro).toMatch(/^ {2}pr-waiting-label: waiting-for-code$/m)
    expect(intro).not.toMatch(/api-key|project-id|pr-token/)

    // 1. Opened: the job is sent the change (its commits and files), the check goes pending on
    // the head and then success with the docs pull request, which carries its labels.
    expect(opened).toMatch(/^Code pull request acme\/cli#42 opened ━━$/m)
    expect(opened).toContain('Exit code: 0')
    const job = /Job (job_\w+) completed: https:\/\/github\.com\/acme\/docs\/pull\/(\d+)/.exec(opened) // prettier-ignore
    expect(job).not.toBeNull()
    const [, jobId, docsNumber] = job!
    const docs = `acme/docs#${docsNumber}`
    const docsUrl = `https://github.com/acme/docs/pull/${docsNumber}`
    expect(opened).toMatch(/^Sent to the job: Update the documentation to follow the code change/m)
    expect(opened).toContain(`${opening} Test the export command (octocat)`)
    expect(opened).toContain('added test/export.test.ts (+3 -0) [patch not sent: outside changes-paths]') // prettier-ignore
    expect(opened).toContain(`Code pull request acme/cli#42 (open, head ${opening}):`)
    expect(opened).toContain(`docs check on ${opening}: success, "The docs pull request is ready for review." → ${docsUrl}`) // prettier-ignore
    expect(opened).toContain(`(set by this run: pending on ${opening}, then success on ${opening})`)
    const tracking1 = under(opened, /^ {4}tracking comment, by github-actions\[bot\]:$/)
    expect(tracking1).toContain(`| [${docs}](${docsUrl}) | \`completed\` | \`${jobId}\`, turn 1 |`)
    expect(tracking1).not.toContain('<!--')
    expect(opened).toContain(`Docs pull request ${docs} (open):`)
    expect(opened).toMatch(/^ {4}labels: documentation, waiting-for-code$/m)
    expect(opened).toMatch(/^ {4}reviews asked of: acme\/docs-team$/m)

    // 2. A push: the same job is followed up with the pull request as it now stands, its new
    // commit marked; the check moves to the new head.
    expect(synchronized).toContain(`Pull request #42 tracks job ${jobId}: sending the text to it`)
    expect(synchronized).toMatch(/^Sent to the job: Pull request #42, whose code change this job documents, changed again/m) // prettier-ignore
    expect(synchronized).toContain(`${pushed} [new] Let export write JSON with --format json (octocat)`) // prettier-ignore
    expect(synchronized).toContain(`Code pull request acme/cli#42 (open, head ${pushed}):`)
    expect(synchronized).toContain(`docs check on ${pushed}: success, "The docs pull request is ready for review." → ${docsUrl}`) // prettier-ignore
    expect(synchronized).toContain(`(set by this run: pending on ${pushed}, then success on ${pushed})`) // prettier-ignore
    const tracking2 = under(synchronized, /^ {4}tracking comment, by github-actions\[bot\]:$/)
    expect(tracking2).toMatch(/^ {6}\| 1 \| .*\| ✅ pull request \|$/m)
    expect(tracking2).toMatch(/^ {6}\| 2 \| .*\| ✅ pull request \|$/m)
    expect(synchronized).toMatch(/^ {4}labels: documentation, waiting-for-code$/m)

    // 3. The merge: the job is told; the check stays as it was; the label comes off and the docs
    // pull request says it can be merged; it stays open for its own review.
    expect(merged).toMatch(/^acme\/cli#42 merged by monalisa \(closed, merged: true\) ━━$/m)
    expect(merged).toContain(`Pull request #42 tracks job ${jobId}`)
    expect(merged).toMatch(/^Sent to the job: Pull request #42, whose code change this job documents, was merged\./m) // prettier-ignore
    expect(merged).toContain(`(merged into main as ${DEMO_PULL.mergeCommit.slice(0, 7)} by monalisa):`) // prettier-ignore
    expect(merged).toContain(`docs check on ${pushed}: success`)
    expect(merged).toContain('(set by this run: none)')
    expect(merged).toMatch(/^ {6}\| 3 \| .*\[monalisa\].*\| ✅ pull request \|$/m)
    expect(merged).toContain(`Docs pull request ${docs} (open):`)
    expect(merged).toMatch(/^ {4}labels: documentation$/m)
    const last = under(merged, /^ {4}comment 2 of 2, by github-actions\[bot\]:$/)
    expect(last).toContain('[acme/cli#42](https://github.com/acme/cli/pull/42), whose code change this pull request documents, was merged: this pull request can be merged once it is reviewed.') // prettier-ignore

    // One job throughout; the demo key masked; no simulator directive shown.
    expect(new Set([...result.stdout.matchAll(/\bjob_\w+/g)].map((m) => m[0]))).toEqual(new Set([jobId])) // prettier-ignore
    expect(result.stdout).not.toContain('mint_local_demo_key_not_a_secret')
    expect(result.stdout).not.toContain('sim:')
  }, 120_000)
})
