// End-to-end: the bundled agent action (dist/index.js) run as a child process with a runner's
// environment (scripts/local-runner.js) against the simulator over real HTTP. Nothing of the
// toolkit is mocked; assertions read the output and summary files and the simulator's request log.
import { describe, expect, it } from '@jest/globals'
import type { RunOptions, RunResult } from '../../scripts/local-runner.js'
import { signalWhen } from '../support/signal.js'
import { commandsOf, useSimulatedWorld } from '../support/simulated-world.js'

const KEY = 'mint_e2e_secret_key_5f2c9a'
const world = useSimulatedWorld({ key: KEY, jobDurationMs: 400 })

async function run(
  inputs: Record<string, string>,
  options: Parameters<typeof world.run>[2] & { event?: RunOptions['event'] } = {}
): Promise<RunResult> {
  const result = await world.run(options.event, inputs, options)
  // The key is masked at once: the runner hides it from the log even where we cannot.
  expect(result.stdout).toContain(`::add-mask::${KEY}`)
  return result
}

const errors = (result: RunResult): string[] => commandsOf(result, 'error')
const warnings = (result: RunResult): string[] => commandsOf(result, 'warning')
const posts = (): number => world.sim.requests.filter((r) => r.method === 'POST').length

describe('outcomes', () => {
  it('completed with a pull request: outputs, summary, one create, Bearer key', async () => {
    const result = await run({ prompt: 'Document the CLI sim:outcome=pr' })
    expect(result.code).toBe(0)
    const out = result.outputs
    expect(out.status).toBe('completed')
    expect(out['pr-link']).toMatch(/^https:\/\/github\.com\/acme\/docs\/pull\/\d+$/)
    expect(out.prLink).toBe(out['pr-link'])
    expect(out['pr-number']).toBe(out['pr-link']!.split('/').pop())
    expect(out['pr-repository']).toBe('acme/docs')
    // The service names it by its full URL (admin-openapi.json).
    expect(out['source-repository']).toBe('https://github.com/acme/docs')
    expect(out['timed-out']).toBe('false')
    expect(out.skipped).toBe('false')
    const job = JSON.parse(out.job!)
    expect(job.id).toBe(out['job-id'])
    expect(world.sim.job(out['job-id']!)).toBeDefined()
    expect(result.summary).toContain('✅ The docs agent opened a pull request')
    expect(result.summary).toContain(`href="${out['pr-link']}"`)
    expect(posts()).toBe(1)
    expect(world.sim.requests[0]).toMatchObject({ method: 'POST', path: '/v2/agent/proj/job' })
    expect(world.sim.requests[0]!.body).toEqual({ prompt: 'Document the CLI sim:outcome=pr' })
    for (const request of world.sim.requests)
      expect(request.headers.authorization).toBe(`Bearer ${KEY}`)
    expect(world.sim.requests.slice(1).every((r) => r.method === 'GET')).toBe(true)
  })

  it('completed without a pull request is a warning, or a failure when listed', async () => {
    const warned = await run({ prompt: 'x sim:outcome=no-pr' })
    expect(warned.code).toBe(0)
    expect(warned.outputs.status).toBe('completed')
    expect(warned.outputs['pr-link']).toBe('')
    expect(warnings(warned)).toContainEqual(expect.stringContaining('without a pull request'))

    const failed = await run({ prompt: 'x sim:outcome=no-pr', 'fail-on': 'no-pr' })
    expect(failed.code).toBe(1)
    expect(errors(failed)).toContainEqual(expect.stringContaining('without a pull request'))
  })

  it('a failed job fails the step, with its outputs set', async () => {
    const result = await run({ prompt: 'x sim:outcome=failed' })
    expect(result.code).toBe(1)
    expect(result.outputs.status).toBe('failed')
    expect(result.outputs['job-id']).toMatch(/^job_/)
    expect(errors(result)).toEqual([
      `Job ${result.outputs['job-id']} failed; the service gave no reason. To try again, change the prompt or the inputs the reason names, and re-run the workflow.`
    ])
    expect(result.summary).toContain('❌ The docs agent job failed')
  })

  it('an archived job is a warning with archived-at set', async () => {
    const result = await run({ prompt: 'x sim:outcome=archived' })
    expect(result.code).toBe(0)
    expect(result.outputs.status).toBe('archived')
    expect(result.outputs['archived-at']).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(warnings(result)).toContainEqual(expect.stringContaining('was archived'))
  })

  it('an unknown status is waited on with one warning', async () => {
    const result = await run({ prompt: 'x sim:status=queued sim:duration=600ms' })
    expect(result.code).toBe(0)
    expect(result.outputs.status).toBe('completed')
    const unknown = warnings(result).filter((w) => w.includes('unknown status "queued"'))
    expect(unknown).toHaveLength(1)
  })
})

describe('modes', () => {
  it('wait: false returns right after the create', async () => {
    const result = await run({ prompt: 'x sim:duration=5s', wait: 'false' })
    expect(result.code).toBe(0)
    expect(result.outputs.status).toBe('active')
    expect(world.sim.requests).toHaveLength(1)
  })

  it('attaches to an existing job with job-id alone', async () => {
    const first = await run({ prompt: 'x sim:duration=600ms', wait: 'false' })
    world.sim.clearRequests()
    const result = await run({ 'job-id': first.outputs['job-id']! })
    expect(result.code).toBe(0)
    expect(result.outputs.status).toBe('completed')
    expect(posts()).toBe(0)
  })

  it('reads the prompt from prompt-file', async () => {
    const result = await run(
      { 'prompt-file': 'docs/prompt.md' },
      { files: { 'docs/prompt.md': 'Refresh the quickstart sim:duration=100ms\n' } }
    )
    expect(result.code).toBe(0)
    expect(world.sim.requests[0]!.body).toEqual({
      prompt: 'Refresh the quickstart sim:duration=100ms'
    })
  })

  it('times out at the deadline, sets timed-out, and says how to attach', async () => {
    const result = await run({ prompt: 'x sim:outcome=stuck', timeout: '2s' })
    expect(result.code).toBe(1)
    expect(result.outputs['timed-out']).toBe('true')
    expect(result.outputs.status).toBe('active')
    expect(errors(result)[0]).toContain(`job-id: ${result.outputs['job-id']}`)
    // The wait ends at the deadline, not a poll interval later.
    expect(result.durationMs).toBeLessThan(4000)
  })

  it('a timeout not in fail-on is a warning', async () => {
    const result = await run({ prompt: 'x sim:outcome=stuck', timeout: '1s', 'fail-on': 'failed' })
    expect(result.code).toBe(0)
    expect(result.outputs['timed-out']).toBe('true')
  })
})

describe('faults of the service', () => {
  it('polls through 429 with Retry-After, 503s and dropped connections', async () => {
    world.sim.inject([
      { route: 'getJob', status: 429, retryAfter: 1 },
      { route: 'getJob', status: 503, times: 2 },
      { route: 'getJob', drop: 'before-processing' }
    ])
    const result = await run({ prompt: 'x sim:duration=200ms' })
    expect(result.code).toBe(0)
    expect(result.outputs.status).toBe('completed')
    const gets = world.sim.requests.filter((r) => r.route === 'getJob')
    expect(gets.slice(0, 4).map((r) => r.status)).toEqual([429, 503, 503, 0])
    // The retry after the 429 honoured its Retry-After of one second.
    expect(gets[1]!.at - gets[0]!.at).toBeGreaterThanOrEqual(950)
    expect(posts()).toBe(1)
  })

  it('an ambiguous 500 on create: one job at most, and how to attach', async () => {
    world.sim.inject({ route: 'createJob', status: 500, process: true })
    const result = await run({ prompt: 'x' })
    expect(result.code).toBe(1)
    expect(posts()).toBe(1)
    expect(world.sim.jobCount()).toBe(1)
    const [error] = errors(result)
    expect(error).toContain('(500)')
    expect(error).toContain('may have created the job')
    expect(error).toContain('job-id input')
  })

  it('a connection dropped after the create took effect is not repeated', async () => {
    world.sim.inject({ route: 'createJob', drop: 'after-processing' })
    const result = await run({ prompt: 'x' })
    expect(result.code).toBe(1)
    expect(posts()).toBe(1)
    expect(world.sim.jobCount()).toBe(1)
    expect(errors(result)[0]).toContain('may have created the job')
  })

  it('a 429 or 503 on create is retried: still exactly one job', async () => {
    world.sim.inject([
      { route: 'createJob', status: 429, retryAfter: 1 },
      { route: 'createJob', status: 503 }
    ])
    const result = await run({ prompt: 'x sim:duration=100ms' })
    expect(result.code).toBe(0)
    expect(posts()).toBe(3)
    expect(world.sim.jobCount()).toBe(1)
  })

  it("quotes the service's 400 with its details", async () => {
    world.sim.inject({
      route: 'createJob',
      status: 400,
      body: { error: 'Prompt too long', details: { max: 10 } }
    })
    const result = await run({ prompt: 'x' })
    expect(result.code).toBe(1)
    expect(errors(result)).toEqual([
      'The service rejected the request as invalid (400): Prompt too long. Details: {"max":10}'
    ])
    expect(posts()).toBe(1)
  })

  it('names the api-key input on 401, even when the service echoes the key', async () => {
    world.sim.inject({ route: 'createJob', status: 401, body: { error: `Invalid API key ${KEY}` } })
    const result = await run({ prompt: 'x' })
    expect(result.code).toBe(1)
    expect(errors(result)).toEqual([
      'The service rejected the API key (401): Invalid API key ***. Check the api-key input.'
    ])
  })

  it('names the project-id input on 404', async () => {
    const result = await run({ prompt: 'x', 'project-id': 'unknown-project' })
    expect(result.code).toBe(1)
    expect(errors(result)[0]).toBe(
      'The service found no such resource (404): Project not found. Check the project-id input.'
    )
  })

  it('a malformed create answer is a clear message, not a stack trace', async () => {
    world.sim.inject({ route: 'createJob', malformed: 'html', status: 201 })
    const result = await run({ prompt: 'x' })
    expect(result.code).toBe(1)
    expect(errors(result)[0]).toContain('with an HTML page instead of JSON')
    expect(errors(result)[0]).toContain('may have created the job')
    expect(result.stdout + result.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/)
  })

  it('fails with a clear error when polls keep failing', async () => {
    world.sim.inject({ route: 'getJob', status: 502, times: 1000 })
    const result = await run({ prompt: 'x', timeout: '20s' }, { killAfterMs: 60_000 })
    expect(result.code).toBe(1)
    const [error] = errors(result)
    expect(error).toMatch(/^Waiting for job job_\S+ failed: The service failed to answer \(502\)/)
    expect(error).toContain('attach to it with job-id')
    expect(result.outputs['job-id']).toMatch(/^job_/)
  }, 40_000)
})

describe('bad input', () => {
  it.each([
    [{ 'api-key': '' }, "Input 'api-key' is required"],
    [{ 'project-id': '' }, "Input 'project-id' is required"],
    [{ prompt: '' }, "Set 'prompt' or 'prompt-file'"],
    [
      { prompt: '', 'prompt-file': 'nope.md' },
      "Input 'prompt-file' must name a file inside the workspace"
    ],
    [{ timeout: 'forever' }, "Input 'timeout' must be a duration like 90s, 45m, 1h30m"],
    [{ 'poll-interval': '1m', 'max-poll-interval': '10s' }, "Input 'max-poll-interval' (10s)"],
    [{ 'fail-on': 'sometimes' }, "Input 'fail-on' must be a comma-separated list"],
    [{ wait: 'yes' }, "Input 'wait' must be true or false"],
    [{ 'api-url': 'http://docs.example.com' }, 'allowed only for loopback hosts'],
    [{ 'job-id': '../../x' }, "Input 'job-id' must be a job id"]
  ])('%j fails before any request', async (inputs, message) => {
    const result = await world.run(undefined, {
      prompt: 'x',
      ...(inputs as Record<string, string>)
    })
    expect(result.code).toBe(1)
    expect(errors(result).join('\n')).toContain(message)
    expect(world.sim.requests).toHaveLength(0)
    const shown = result.stdout.replace(`::add-mask::${KEY}`, '') + result.stderr
    expect(shown).not.toContain(KEY.slice(5))
  })
})

describe('cancellation', () => {
  it('SIGINT during the wait: exits within 5 s with the outputs known', async () => {
    const cancel = signalWhen(() => world.sim.requests.some((r) => r.route === 'getJob'), 'SIGINT')
    const result = await run(
      { prompt: 'x sim:outcome=stuck', 'poll-interval': '1s', 'max-poll-interval': '5s' },
      { onSpawn: cancel.onSpawn }
    )
    const exitedAfter = Date.now() - cancel.sentAt()
    expect(cancel.sentAt()).toBeGreaterThan(0)
    expect(exitedAfter).toBeLessThan(5000)
    expect(result.code).toBe(1)
    expect(result.outputs['job-id']).toMatch(/^job_/)
    expect(result.outputs.status).toBe('active')
    expect(errors(result)[0]).toContain('It may still finish: a run with job-id: ')
    expect(result.summary).toContain('cancelled')
  })
})
