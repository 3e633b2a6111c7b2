// The simulator as users run it in their own workflows: the bundled CLI (dist/simulator/index.js)
// in its own process, driven only over HTTP, the API and the /_sim control endpoints.
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, type AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { actionNode } from '../../scripts/local-runner.js'
import { expectOneLineRefusal, runCommand } from '../support/command-line.js'

const CLI = 'dist/simulator/index.js'
const AUTH = { authorization: 'Bearer mint_cli_test' }
let child: ChildProcess
let url: string

function startCli(args: string[]): ChildProcess {
  return spawn(actionNode(), [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
}

beforeAll(async () => {
  child = startCli([
    '--port',
    '0',
    '--job-duration',
    '200',
    '--site-pages',
    '40',
    '--feedback-entries',
    '25'
  ])
  url = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk
      const match = /listening on (http:\/\/\S+)/.exec(out)
      if (match) resolve(match[1] as string)
    })
    child.on('exit', (code) => reject(new Error(`simulator exited with ${String(code)}: ${out}`)))
  })
})
afterAll(() => {
  child.kill('SIGINT')
})
beforeEach(async () => {
  await call('POST', '/_sim/reset')
  await call('DELETE', '/_sim/faults')
  await call('DELETE', '/_sim/requests')
})

async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {}
): Promise<{ status: number; headers: Headers; body: unknown }> {
  const response = await fetch(url + path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : '' }
}

const createJob = (prompt: string) => call('POST', '/v2/agent/demo/job', { prompt }, AUTH)

describe('the simulator CLI over HTTP', () => {
  it('runs a job to completion with a pull request link', async () => {
    const created = await createJob('Document the CLI sim:duration=100ms')
    expect(created.status).toBe(201)
    const { id } = created.body as { id: string }
    // Polled rather than slept on, so that a loaded machine cannot make this flaky.
    let job = await call('GET', `/v2/agent/demo/job/${id}`, undefined, AUTH)
    for (let i = 0; i < 100 && (job.body as { status: string }).status === 'active'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      job = await call('GET', `/v2/agent/demo/job/${id}`, undefined, AUTH)
    }
    expect(job.body).toMatchObject({ id, status: 'completed' })
    expect((job.body as { prLink: string }).prLink).toMatch(
      /^https:\/\/github\.com\/.+\/pull\/\d+$/
    )
  })

  it('ends a job as /_sim/config says unless its prompt says otherwise, and refuses an unknown outcome', async () => {
    const ended = async (prompt: string) => {
      const { id } = (await createJob(prompt)).body as { id: string }
      let job = await call('GET', `/v2/agent/demo/job/${id}`, undefined, AUTH)
      for (let i = 0; i < 100 && (job.body as { status: string }).status === 'active'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50))
        job = await call('GET', `/v2/agent/demo/job/${id}`, undefined, AUTH)
      }
      return (job.body as { status: string }).status
    }
    try {
      expect((await call('POST', '/_sim/config', { jobOutcome: 'failed' })).status).toBe(204)
      expect(await ended('Document the CLI')).toBe('failed')
      expect(await ended('Document the CLI sim:outcome=pr')).toBe('completed')
      expect((await call('POST', '/_sim/config', { jobOutcome: 'lost' })).status).toBe(400)
    } finally {
      await call('POST', '/_sim/config', { jobOutcome: 'pr' })
    }
  })

  it("serves the jobs' pull requests at /_sim/pulls and in GitHub's shape under /_sim/github", async () => {
    const { id } = (await createJob('Document the CLI sim:duration=50ms')).body as { id: string }
    let pulls = (await call('GET', '/_sim/pulls')).body as { number: number; headSha: string }[]
    for (let i = 0; i < 100 && pulls.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      pulls = (await call('GET', '/_sim/pulls')).body as typeof pulls
    }
    expect(pulls).toEqual([
      expect.objectContaining({ jobId: id, repository: 'acme/docs', headRef: `docs-agent/${id}` })
    ])
    const number = pulls[0]!.number
    expect(await call('GET', `/_sim/github/repos/acme/docs/pulls/${number}`)).toMatchObject({
      status: 200,
      body: { number, state: 'open', head: { sha: pulls[0]!.headSha }, base: { ref: 'main' } }
    })
    expect(await call('GET', '/_sim/github/repos/acme/docs/pulls/1')).toMatchObject({
      status: 404,
      body: { message: 'Not Found' }
    })
  })

  it('lists and archives jobs through /_sim/jobs, and forgets them on reset', async () => {
    const { id } = (await createJob('sim:outcome=stuck')).body as { id: string }
    expect(await call('GET', '/_sim/jobs')).toMatchObject({
      status: 200,
      body: [{ id, status: 'active', projectId: 'demo' }]
    })
    expect(await call('POST', `/_sim/jobs/${id}/archive`)).toMatchObject({
      status: 200,
      body: { id, status: 'archived' }
    })
    expect((await call('GET', `/v2/agent/demo/job/${id}`, undefined, AUTH)).body).toMatchObject({
      status: 'archived'
    })
    expect((await call('POST', '/_sim/jobs/nope/archive')).status).toBe(404)
    await call('POST', '/_sim/reset')
    expect((await call('GET', '/_sim/jobs')).body).toEqual([])
  })

  it('injects faults for the next requests of a route, then clears them', async () => {
    const { id } = (await createJob('sim:outcome=stuck')).body as { id: string }
    await call('POST', '/_sim/faults', { route: 'getJob', status: 429, retryAfter: 2, times: 2 })
    for (let i = 0; i < 2; i++) {
      const limited = await call('GET', `/v2/agent/demo/job/${id}`, undefined, AUTH)
      expect(limited.status).toBe(429)
      expect(limited.headers.get('retry-after')).toBe('2')
    }
    expect((await call('GET', `/v2/agent/demo/job/${id}`, undefined, AUTH)).status).toBe(200)

    await call('POST', '/_sim/faults', { route: '*', status: 503, times: 5 })
    await call('DELETE', '/_sim/faults')
    expect((await call('GET', `/v2/agent/demo/job/${id}`, undefined, AUTH)).status).toBe(200)
  })

  it('logs the API requests it served, and empties the log on request', async () => {
    await createJob('Hello')
    await call('GET', '/v2/agent/demo/job/missing', undefined, AUTH)
    const log = (await call('GET', '/_sim/requests')).body as {
      method: string
      route: string
      status: number
    }[]
    expect(log.map(({ method, route, status }) => ({ method, route, status }))).toEqual([
      { method: 'POST', route: 'createJob', status: 201 },
      { method: 'GET', route: 'getJob', status: 404 }
    ])
    await call('DELETE', '/_sim/requests')
    expect((await call('GET', '/_sim/requests')).body).toEqual([])
  })

  it('changes the generated site with /_sim/config', async () => {
    const visitors = async () =>
      (await call('GET', '/v1/analytics/demo/visitors?limit=250', undefined, AUTH)).body as {
        visitors: unknown[]
        hasMore: boolean
      }
    expect((await visitors()).visitors).toHaveLength(40)
    await call('POST', '/_sim/config', { sitePages: 3 })
    expect(await visitors()).toMatchObject({ visitors: [{}, {}, {}], hasMore: false })
    await call('POST', '/_sim/config', { sitePages: 40 })
  })

  it('serves every analytics report, with the volumes given and rows added over /_sim/analytics', async () => {
    const day = 86_400_000
    const today = Math.floor(Date.now() / day) * day
    const range = `dateFrom=${new Date(today - 30 * day).toISOString().slice(0, 10)}&dateTo=${new Date(today).toISOString().slice(0, 10)}`
    const feedback = async () =>
      (await call('GET', `/v1/analytics/demo/feedback?${range}&limit=100`, undefined, AUTH))
        .body as { feedback: { comment: string | null }[]; nextCursor: string | null }
    expect(await feedback()).toMatchObject({ nextCursor: null, hasMore: false })
    expect((await feedback()).feedback).toHaveLength(25)
    const added = await call('POST', '/_sim/analytics/feedback', { comment: 'From the CLI' })
    expect(added.status).toBe(201)
    expect((await feedback()).feedback.map((row) => row.comment)).toContain('From the CLI')
    for (const report of ['feedback/by-page', 'searches', 'assistant', 'assistant/caller-stats']) {
      expect(
        (await call('GET', `/v1/analytics/demo/${report}?${range}`, undefined, AUTH)).status
      ).toBe(200)
    }
    await call('DELETE', '/_sim/analytics')
    expect((await feedback()).feedback).toHaveLength(25)
  })

  it('answers 401 without a key and 404 for an unknown control endpoint', async () => {
    expect(await call('POST', '/v2/agent/demo/job', { prompt: 'x' })).toMatchObject({
      status: 401,
      body: { error: 'Invalid API key' }
    })
    expect((await call('GET', '/_sim/nothing')).status).toBe(404)
  })
})

describe('the simulator CLI arguments', () => {
  // On the Node that runs the test (the machine's, in npm run test:node20), as users run it.
  const cli = (args: string[]) => runCommand(process.execPath, [CLI, ...args], {}, 15_000)

  it('prints its options with --help, and serves nothing', async () => {
    const result = await cli(['--help'])
    expect(result).toMatchObject({ code: 0, stderr: '' })
    for (const option of [
      'port',
      'host',
      'job-duration',
      'job-outcome',
      'site-pages',
      'feedback-entries',
      'search-terms',
      'conversations',
      'latency',
      'no-rate-limit'
    ]) {
      expect(result.stdout).toMatch(new RegExp(`^  --${option}\\b`, 'm'))
    }
    expect(result.stdout).not.toContain('listening')
  })

  it.each([
    [['--port', 'eighty'], /--port must be a whole number from 0 to 65535; got "eighty"/],
    [['--port', '70000'], /--port must be a whole number from 0 to 65535; got "70000"/],
    [['--latency', '-5'], /--latency needs a value: --latency <ms>; "-5" is taken for an option/],
    [['--prot', '4011'], /unknown option --prot; did you mean --port\?/],
    [
      ['--search-terms', '200001'],
      /--search-terms must be a whole number from 0 to 200000; got "200001"/
    ],
    [
      ['--job-outcome', 'lost'],
      /--job-outcome must be one of pr, no-pr, failed, archived, stuck; got "lost"/
    ],
    [['4011'], /unexpected argument "4011"/]
  ])('refuses %j in one line that names the option', async (args, expected) => {
    expectOneLineRefusal(
      await cli(args),
      new RegExp(
        `^node dist/simulator/index\\.js: ${expected.source}.*--help lists the options\\)$`
      )
    )
  })

  it('says which port is taken, and what to do, when another server listens there', async () => {
    const taken = createServer()
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
    const { port } = taken.address() as AddressInfo
    try {
      expectOneLineRefusal(
        await cli(['--port', String(port)]),
        new RegExp(
          `^node dist/simulator/index\\.js: port ${port} is already in use on 127\\.0\\.0\\.1 .*another port with --port \\(0 picks a free one\\)$`
        ),
        1
      )
    } finally {
      taken.close()
    }
  })
})
