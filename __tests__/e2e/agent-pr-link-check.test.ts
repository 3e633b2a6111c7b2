// examples/agent-pr-link-check.yml end to end: its docs-agent step runs as the bundled
// dist/index.js with the `with:` block read from the example (every `${{ … }}` filled as the runner
// would), on the agent's pull request's own `pull_request` events, against the simulator and the
// GitHub stand-in over real HTTP.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import { parse as parseYaml } from 'yaml'
import { AGENT_PR, pullRequestEvent } from '../../__fixtures__/events.js'
import { inputsKnown, type Job } from '../support/example-runner.js'
import { KEY, commandsOf, linkBackRun, useSimulatedWorld } from '../support/simulated-world.js'
import { signalWhen } from '../support/signal.js'

const world = useSimulatedWorld({ jobDurationMs: 1000, github: { pulls: true } })

const example = parseYaml(readFileSync('examples/agent-pr-link-check.yml', 'utf8')) as {
  jobs: { links: Job }
}
const sendBack = example.jobs.links.steps.find((s) => s.uses?.includes('docs-agent-action@'))!

/** A `pull_request` event of the agent's pull request `pr`, sent by the app that opened it. */
function agentPullEvent(action: string, pr: number) {
  const event = pullRequestEvent(action, 'docs-agent[bot]')
  const payload = event.payload as { number: number; pull_request: { head: unknown } }
  payload.number = pr
  payload.pull_request = {
    ...AGENT_PR(pr, 'acme/docs', payload.pull_request),
    head: payload.pull_request.head
  }
  return event
}

const REPORT = 'found 1 broken links in 1 files\n\nguide.mdx\n ⎿  /cli/nope\n'
const CONTEXT = {
  'secrets.DOCS_API_KEY': KEY,
  'vars.DOCS_PROJECT_ID': 'proj',
  'github.event.pull_request.user.login': 'docs-agent[bot]',
  'github.repository': 'acme/docs',
  'vars.DOCS_AGENT_APP': ''
}
const checkFailed = (action: string, pr: number) =>
  world.run(agentPullEvent(action, pr), inputsKnown(sendBack, CONTEXT), {
    files: { 'link-report.txt': REPORT }
  })
const created = () => world.sim.requests.filter((r) => r.route === 'createJob')
const messages = () => world.sim.requests.filter((r) => r.route === 'sendMessage')
const promptOf = (r: { body?: unknown }) => String((r.body as { prompt?: unknown }).prompt)
/** The link-back run's job is the only one, and `messages` were sent to it. */
function expectTheOneJob({ messages: sent }: { messages: number }): void {
  expect(created()).toHaveLength(1)
  expect(messages()).toHaveLength(sent)
}

/**
 * The agent's pull request whose link-back comment is not there yet: made, then taken off for
 * the test to put back (`putBack`) when the comment is to be written.
 */
async function linkBackLater() {
  const first = await linkBackRun(world)
  const pr = Number(first.outputs['pr-number'])
  const at = world.gh.comments.findIndex((c) => c.issue === pr)
  const [linkBack] = world.gh.comments.splice(at, 1)
  return { first, pr, putBack: () => world.gh.comments.push(linkBack!) }
}

describe('examples/agent-pr-link-check.yml', () => {
  it.each(['opened', 'synchronize'])(
    'on %s, a failed check’s report goes to the job of the pull request’s marker, with the example’s prompt',
    async (action) => {
      const first = await linkBackRun(world)
      const jobId = first.outputs['job-id']!
      const pr = Number(first.outputs['pr-number'])
      const check = await checkFailed(action, pr)
      expect(check.code).toBe(0)
      expect(check.outputs['job-id']).toBe(jobId)
      expectTheOneJob({ messages: 1 })
      const prompt = promptOf(messages()[0]!)
      expect(prompt.split('\n')[0]).toBe(String(sendBack.with?.prompt))
      expect(prompt).toMatch(
        /<<<BEGIN UNTRUSTED CONTEXT FILE ([0-9a-f]{12})>>>\nFile: link-report\.txt\n\n[\s\S]*\/cli\/nope[\s\S]*<<<END UNTRUSTED CONTEXT FILE \1>>>/
      )
    },
    60_000
  )

  it('at max-turns nothing more is sent', async () => {
    const first = await linkBackRun(world)
    const pr = Number(first.outputs['pr-number'])
    const maxTurns = Number(sendBack.with?.['max-turns'])
    for (let turn = 2; turn <= maxTurns; turn++) {
      const check = await checkFailed('synchronize', pr)
      expect(check.outputs.skipped).toBe('false')
    }
    const sent = world.sim.requests.length
    const refused = await checkFailed('synchronize', pr)
    expect(refused.outputs.skipped).toBe('true')
    expect(commandsOf(refused, 'notice').join('\n')).toContain(`'max-turns' allows ${maxTurns}`)
    expect(world.sim.requests.slice(sent)).toEqual([])
  }, 90_000)

  it('on opened before the link-back comment is there, waits for it, then sends the report to its job', async () => {
    // As on GitHub: the check starts before the run that waits for the job wrote the comment.
    const { first, pr, putBack } = await linkBackLater()
    const before = world.gh.requests.length
    const check = checkFailed('opened', pr)
    // Once the check has looked for the marker and found none, the comment is written.
    const looked = () =>
      world.gh.requests
        .slice(before)
        .some((r) => r.method === 'GET' && r.path.includes(`/issues/${pr}/comments`))
    let ended = false
    void check.finally(() => (ended = true))
    while (!looked() && !ended) await new Promise((resolve) => setTimeout(resolve, 50))
    putBack()
    const result = await check
    expect(result.code).toBe(0)
    expect(result.outputs['job-id']).toBe(first.outputs['job-id'])
    expectTheOneJob({ messages: 1 })
  }, 60_000)

  it('an app’s pull request whose marker does not come within the bound starts no job and sends nothing', async () => {
    const first = await linkBackRun(world, { 'pr-comment': 'false' })
    const pr = Number(first.outputs['pr-number'])
    // The run's timeout bounds the wait for the marker too (10 minutes at most).
    const check = await world.run(
      agentPullEvent('synchronize', pr),
      { ...inputsKnown(sendBack, CONTEXT), timeout: '8s' },
      { files: { 'link-report.txt': REPORT } }
    )
    expect(check.outputs.skipped).toBe('true')
    expect(commandsOf(check, 'notice').join('\n')).toMatch(
      /is the agent's own .* and carried no verified marker of a job of project proj within [1-8]s/
    )
    expectTheOneJob({ messages: 0 })
  }, 60_000)

  it('a look GitHub fails while it waits for the marker is followed by another, and the report goes to the job', async () => {
    const { first, pr, putBack } = await linkBackLater()
    // The first look finds nothing; the next, with its retries, meets a GitHub that fails.
    let looks = 0
    world.gh.intercept((request) => {
      if (request.method !== 'GET' || !request.path.endsWith(`/issues/${pr}/comments`)) return
      looks++
      if (looks === 2) setTimeout(() => putBack(), 0)
      return looks >= 2 && looks <= 4
        ? { status: 502, body: { message: 'Server Error' } }
        : undefined
    })
    const result = await checkFailed('opened', pr)
    expect(looks).toBeGreaterThan(4)
    expect(result.code).toBe(0)
    expect(result.outputs['job-id']).toBe(first.outputs['job-id'])
    expect(commandsOf(result, 'warning').join('\n')).toContain(
      `Could not look for the marker of pull request #${pr} (502`
    )
    expectTheOneJob({ messages: 1 })
  }, 60_000)

  it('SIGINT while it waits for the marker ends the run as cancelled: nothing sent, no claim of a 10-minute look', async () => {
    const first = await linkBackRun(world, { 'pr-comment': 'false' })
    const pr = Number(first.outputs['pr-number'])
    const asked = () =>
      world.gh.requests.filter((r) => r.path.endsWith(`/issues/${pr}/comments`)).length
    const result = await world.run(agentPullEvent('opened', pr), inputsKnown(sendBack, CONTEXT), {
      files: { 'link-report.txt': REPORT },
      onSpawn: signalWhen(() => asked() > 0, 'SIGINT').onSpawn
    })
    expect(result.code).toBe(1)
    expect(result.outputs.skipped).not.toBe('true')
    expect(commandsOf(result, 'error').join('\n')).toContain('cancelled')
    expect(result.stdout).not.toMatch(/carried no verified marker/)
    expectTheOneJob({ messages: 0 })
  }, 60_000)
})
