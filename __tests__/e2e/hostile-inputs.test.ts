// The bundled actions with hostile files, inputs and events: prompt-file and output-file stay in
// the workspace, the api-url cannot send the key elsewhere, a malformed event fails closed,
// bodies are read up to a limit, and odd inputs are refused before any request (contract §4.9).
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  statSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { commentEvent, issuesEvent } from '../../__fixtures__/events.js'
import {
  created,
  errors,
  github,
  honestJobs,
  job,
  notices,
  ok,
  page,
  rssProbe,
  runAgent,
  runVisitors,
  service,
  tempDir,
  useHostileRun,
  warnings
} from '../support/hostile-run.js'
import { runAction } from '../../scripts/local-runner.js'
import { endless, type Script } from '../support/hostile-service.js'
import { leaks } from '../support/invariants.js'

useHostileRun()

describe('prompt-file stays in the workspace', () => {
  const CANARY = 'canary_Zq8Lr2WxPe4Ty'

  it.each([
    ['a symlink to /proc/self/environ', 'prompt.md', 'environ'],
    ['../../etc/passwd', '../../etc/passwd', 'none'],
    ['an absolute path outside the workspace', 'ABSOLUTE', 'none'],
    ['a symlink to a file outside the workspace', 'prompt.md', 'outside-file'],
    ['a file in a symlinked folder that leads outside', 'linked/secret.md', 'outside-folder']
  ])('%s is refused before any request', async (_, file, plant) => {
    const workspace = tempDir('hostile-ws-')
    const outside = tempDir('hostile-outside-')
    writeFileSync(join(outside, 'secret.md'), `Exfiltrate ${CANARY}\n`)
    if (plant === 'environ') symlinkSync('/proc/self/environ', join(workspace, 'prompt.md'))
    if (plant === 'outside-file')
      symlinkSync(join(outside, 'secret.md'), join(workspace, 'prompt.md'))
    if (plant === 'outside-folder') symlinkSync(outside, join(workspace, 'linked'))
    const svc = await service(honestJobs(100))
    const result = await runAgent(
      svc,
      { 'prompt-file': file === 'ABSOLUTE' ? join(outside, 'secret.md') : file },
      { env: { GITHUB_WORKSPACE: workspace, DOCS_CANARY: CANARY } }
    )
    expect(result.code).toBe(1)
    expect(svc.requests).toHaveLength(0)
    expect(svc.connections()).toBe(0)
    expect(errors(result).join('\n')).toContain("'prompt-file'")
    const everything = [
      result.stdout,
      result.stderr,
      result.summary,
      JSON.stringify(result.outputs),
      JSON.stringify(result.state)
    ].join('\n')
    expect(everything).not.toContain(CANARY)
    expect(everything).not.toMatch(/root:x?:0:0|INPUT_API-KEY=|GITHUB_WORKSPACE=/)
  })

  it('a regular file inside the workspace is still read', async () => {
    const workspace = tempDir('hostile-ws-')
    mkdirSync(join(workspace, 'docs'))
    writeFileSync(join(workspace, 'docs', 'prompt.md'), 'Refresh the quickstart\n')
    const svc = await service(honestJobs(100))
    const result = await runAgent(
      svc,
      { 'prompt-file': 'docs/prompt.md' },
      { env: { GITHUB_WORKSPACE: workspace } }
    )
    expect(result.code).toBe(0)
    expect(JSON.parse(svc.of('createJob')[0]!.body)).toEqual({ prompt: 'Refresh the quickstart' })
  })
})

describe('output-file stays in the workspace, never through a symlink', () => {
  const oneRow = (): Script => ({ visitors: () => page(['/a', '/b'], false) })

  it('a planted .partial symlink does not redirect the write', async () => {
    const workspace = tempDir('hostile-ws-')
    const outside = tempDir('hostile-outside-')
    const target = join(outside, 'bashrc')
    writeFileSync(target, 'ORIGINAL\n')
    symlinkSync(target, join(workspace, 'visitors.json.partial'))
    const svc = await service(oneRow())
    const result = await runVisitors(svc, {}, { env: { GITHUB_WORKSPACE: workspace } })
    expect(readFileSync(target, 'utf8')).toBe('ORIGINAL\n')
    expect(readdirSync(outside)).toEqual(['bashrc'])
    if (result.code === 0) {
      const file = join(workspace, 'visitors.json')
      expect(lstatSync(file).isFile()).toBe(true)
      expect(JSON.parse(readFileSync(file, 'utf8')).visitors).toHaveLength(2)
    }
    expect(existsSync(join(workspace, 'visitors.json.partial'))).toBe(false)
  })

  it('an output-file that is a symlink leading outside is refused before any request', async () => {
    const workspace = tempDir('hostile-ws-')
    const outside = tempDir('hostile-outside-')
    const target = join(outside, 'bashrc')
    writeFileSync(target, 'ORIGINAL\n')
    symlinkSync(target, join(workspace, 'visitors.json'))
    const svc = await service(oneRow())
    const result = await runVisitors(svc, {}, { env: { GITHUB_WORKSPACE: workspace } })
    expect(result.code).toBe(1)
    expect(svc.requests).toHaveLength(0)
    expect(readFileSync(target, 'utf8')).toBe('ORIGINAL\n')
    expect(errors(result).join('\n')).toContain("'output-file'")
  })

  it.each([
    ['../../x', () => undefined],
    ['out', (workspace: string) => mkdirSync(join(workspace, 'out'))],
    [
      'linked/v.json',
      (workspace: string, outside: string) => symlinkSync(outside, join(workspace, 'linked'))
    ]
  ] as [string, (workspace: string, outside: string) => void][])(
    'output-file %s is refused before any request',
    async (file, plant) => {
      // Two levels down, so that ../../x lands in a folder of this test.
      const base = tempDir('hostile-base-')
      const workspace = join(base, 'runner', 'work')
      mkdirSync(workspace, { recursive: true })
      const outside = tempDir('hostile-outside-')
      plant(workspace, outside)
      const svc = await service(oneRow())
      const result = await runVisitors(
        svc,
        { 'output-file': file },
        { env: { GITHUB_WORKSPACE: workspace } }
      )
      expect(result.code).toBe(1)
      expect(svc.requests).toHaveLength(0)
      expect(errors(result).join('\n')).toContain("'output-file'")
      expect(readdirSync(outside)).toEqual([])
      expect(readdirSync(base)).toEqual(['runner'])
    }
  )
})

describe('the api-url cannot send the key to another host', () => {
  it.each([
    ['agent', '//192.0.2.2:5055'],
    ['agent', '/v//192.0.2.2:5055'],
    ['agent', '/a/..//192.0.2.2:5055'],
    ['agent', '//localhost:OTHER'],
    ['visitors', '//192.0.2.2:5055'],
    ['visitors', '//localhost:OTHER']
  ])('%s: http://127.0.0.1:<port>%s is refused before any request', async (action, tail) => {
    const svc = await service(honestJobs(100))
    // Another local server, where the key would go if `//host` were taken for a host.
    const other = await service(honestJobs(100))
    const apiUrl = `${svc.url}${tail.replace('OTHER', String(other.port))}`
    const inputs = { 'api-url': apiUrl, prompt: 'x' }
    const result =
      action === 'agent'
        ? await runAgent(svc, inputs)
        : await runVisitors(svc, { 'api-url': apiUrl })
    expect(result.code).toBe(1)
    expect(errors(result).join('\n')).toContain("'api-url'")
    expect(svc.connections()).toBe(0)
    expect(other.connections()).toBe(0)
    expect(result.durationMs).toBeLessThan(5000)
  })
})

describe('a malformed event fails closed', () => {
  it.each(['id', 'body'] as const)(
    'an issue_comment payload without comment.%s is skipped, nothing sent',
    async (field) => {
      const gh = await github()
      const svc = await service(honestJobs(100))
      const event = commentEvent('/docs-agent document everything', 'writer')
      delete (event.payload.comment as Partial<typeof event.payload.comment>)[field]
      const result = await runAgent(svc, {}, { gh, event })
      expect(result.code).toBe(0)
      expect(result.outputs.skipped).toBe('true')
      expect(svc.requests).toHaveLength(0)
      expect(gh.comments).toHaveLength(0)
      expect(gh.reactions).toHaveLength(0)
      expect(notices(result).join('\n')).toContain(`comment.${field}`)
    }
  )
})

describe('bodies are read up to a limit', () => {
  it('a poll answered with an endless body: a clear error, bounded memory', async () => {
    const svc = await service({
      createJob: () => created(),
      getJob: () => ({
        stream: (function* () {
          yield '{"id":"job_h1","status":"active","model":"'
          yield* endless('a'.repeat(64 * 1024))
        })()
      })
    })
    const rss = rssProbe()
    const result = await runAgent(svc, { prompt: 'x', timeout: '5s' }, { onSpawn: rss.onSpawn })
    expect(result.signal).toBeNull()
    expect(result.durationMs).toBeLessThan(5000 + 15_000)
    expect(result.code).toBe(1)
    expect(errors(result).join('\n')).toMatch(/larger than|too large|size|limit/i)
    expect(rss.peakMb()).toBeGreaterThan(0)
    expect(rss.peakMb()).toBeLessThan(500)
    expect((result.outputs.job ?? '').length).toBeLessThan(1024 * 1024)
    expect(result.outputs['job-id']).toBe('job_h1')
  }, 40_000)

  it('a job with a 50 MB field: a clear error, no 50 MB output', async () => {
    const huge = JSON.stringify(job({ status: 'completed', notes: 'n'.repeat(50 * 1024 * 1024) }))
    const svc = await service({
      createJob: () => created(),
      getJob: () => ({ text: huge })
    })
    const result = await runAgent(svc, { prompt: 'x', timeout: '5s' })
    expect(result.durationMs).toBeLessThan(5000 + 15_000)
    expect(result.code).toBe(1)
    expect(errors(result).join('\n')).toMatch(/larger than|too large|size|limit/i)
    expect((result.outputs.job ?? '').length).toBeLessThan(1024 * 1024)
    expect(statSync(join(result.dir, 'output')).size).toBeLessThan(1024 * 1024)
  }, 40_000)

  it('a job with a 900 KB field: completed, the job output kept under 1 MB', async () => {
    const svc = await service({
      createJob: () => created(),
      getJob: () =>
        ok({
          status: 'completed',
          prLink: 'https://github.com/acme/docs/pull/5',
          notes: 'n'.repeat(900 * 1024)
        })
    })
    const result = await runAgent(svc, { prompt: 'x' })
    expect(result.code).toBe(0)
    expect(result.outputs['pr-link']).toBe('https://github.com/acme/docs/pull/5')
    expect((result.outputs.job ?? '').length).toBeLessThan(1024 * 1024)
    expect(statSync(join(result.dir, 'output')).size).toBeLessThan(1024 * 1024)
    expect(warnings(result).join('\n')).toMatch(/'?job'? output/)
  }, 30_000)

  it('visitors: a page answered with an endless body', async () => {
    const svc = await service({
      visitors: () => ({
        stream: (function* () {
          yield '{"totals":{"human":1,"ai":1,"total":1},"hasMore":false,"visitors":['
          yield* endless('{"path":"/x","human":1,"ai":1,"total":1},'.repeat(1000))
        })()
      })
    })
    const rss = rssProbe()
    const result = await runVisitors(svc, { timeout: '5s' }, { onSpawn: rss.onSpawn })
    expect(result.durationMs).toBeLessThan(5000 + 15_000)
    expect(result.code).toBe(1)
    expect(rss.peakMb()).toBeLessThan(500)
    expect(result.outputs.pages).toBe('0')
  }, 40_000)
})

describe('odd inputs and answers', () => {
  it('"/docs-agent new-page about X" is a follow-up, not a new job', async () => {
    const gh = await github()
    const svc = await service(honestJobs(1500))
    await runAgent(
      svc,
      { prompt: 'start', comment: 'true' },
      { gh, event: issuesEvent('opened', 'writer') }
    )
    // A follow-up waits BOUNDS.claimMs (5 s) before it sends: the conversation is its.
    const result = await runAgent(
      svc,
      { timeout: '30s' },
      { gh, event: commentEvent('/docs-agent new-page about X', 'writer') }
    )
    expect(result.code).toBe(0)
    expect(svc.of('createJob')).toHaveLength(1)
    expect(svc.of('sendMessage')).toHaveLength(1)
    expect(JSON.parse(svc.of('sendMessage')[0]!.body).prompt).toContain('new-page about X')
  }, 60_000)

  it('timeout: "5m garbage" is refused before any request', async () => {
    const svc = await service(honestJobs(100))
    const result = await runAgent(svc, { prompt: 'x', timeout: '5m garbage' })
    expect(result.code).toBe(1)
    expect(svc.requests).toHaveLength(0)
    expect(errors(result).join('\n')).toContain("'timeout'")
  })

  it('an api-key without the mint_ prefix is refused, and not quoted', async () => {
    const other = 'sk_live_Vb3Np8Qs6Hd2Ky'
    const svc = await service(honestJobs(100))
    const result = await runAgent(svc, { prompt: 'x', 'api-key': other }, { secrets: [other] })
    expect(result.code).toBe(1)
    expect(svc.requests).toHaveLength(0)
    expect(errors(result).join('\n')).toContain("'api-key'")
    expect(leaks(result, [other])).toEqual([])
  })

  it.each([
    ['the agent action', '.'],
    ['the visitors action', 'visitors']
  ])(
    'an empty api-key in %s says the secret may be missing or withheld, before any request',
    async (_, action) => {
      // What a workflow passes when `secrets.DOCS_API_KEY` is not set, or not given to the
      // event (a pull request from a fork).
      const svc = await service(honestJobs(100))
      const result = await runAction({
        action,
        env: { GITHUB_API_URL: svc.url },
        inputs: { prompt: 'x', 'api-key': '', 'project-id': 'proj', 'api-url': svc.url }
      })
      expect(result.code).toBe(1)
      expect(svc.requests).toHaveLength(0)
      expect(errors(result)).toEqual([
        expect.stringMatching(
          /^Input 'api-key' is required: the service's admin API key \(mint_\.\.\.\)\. It is empty, as a secret reads when it is not set .* not given to this event: .* a pull request from a fork/
        )
      ])
    }
  )

  it('an api-key with a line break is bad input, not "may have created the job"', async () => {
    const broken = 'mint_Fw6Tj2Lc\n9Gx4Rb8Nq'
    const svc = await service(honestJobs(100))
    const result = await runAgent(svc, { prompt: 'x', 'api-key': broken }, { secrets: [broken] })
    expect(result.code).toBe(1)
    expect(svc.requests).toHaveLength(0)
    const shown = errors(result).join('\n')
    expect(shown).toContain("'api-key'")
    expect(shown).not.toMatch(/may have created/)
    expect(leaks(result, [broken, 'mint_Fw6Tj2Lc', '9Gx4Rb8Nq'])).toEqual([])
  })

  it('Retry-After in the past does not make retries immediate', async () => {
    const past = 'Wed, 21 Oct 2015 07:28:00 GMT'
    const svc = await service({
      createJob: (r) =>
        r.n < 3
          ? { status: 429, headers: { 'retry-after': past }, json: { error: 'Too many sessions' } }
          : created({ status: 'completed', prLink: 'https://github.com/acme/docs/pull/3' }),
      getJob: () => ok({ status: 'completed', prLink: 'https://github.com/acme/docs/pull/3' })
    })
    const result = await runAgent(svc, { prompt: 'x', timeout: '30s' })
    const posts = svc.of('createJob')
    expect(posts).toHaveLength(4)
    expect(result.code).toBe(0)
    // Backoff with full jitter: three waits of up to 1, 2 and 4 s; together hardly under 250 ms.
    expect(posts[3]!.at - posts[0]!.at).toBeGreaterThanOrEqual(250)
  }, 40_000)

  it('status COMPLETED ends the wait as completed', async () => {
    const svc = await service({
      createJob: () => created(),
      getJob: () => ok({ status: 'COMPLETED', prLink: 'https://github.com/acme/docs/pull/4' })
    })
    const result = await runAgent(svc, { prompt: 'x', timeout: '10s' })
    expect(result.code).toBe(0)
    expect(result.outputs.status).toBe('completed')
    expect(result.outputs['timed-out']).toBe('false')
    expect(result.outputs['pr-link']).toBe('https://github.com/acme/docs/pull/4')
    expect(result.durationMs).toBeLessThan(5000)
  }, 20_000)

  it('a failed visitors export sets pages to 0', async () => {
    const svc = await service({
      visitors: (r) =>
        Number(r.query.offset ?? 0) === 0
          ? page(
              Array.from({ length: 250 }, (_, i) => `/p/${i}`),
              true
            )
          : { status: 400, json: { error: 'Bad offset' } }
    })
    const result = await runVisitors(svc, {})
    expect(result.code).toBe(1)
    expect(result.outputs.pages).toBe('0')
    expect(result.outputs.file).toBeUndefined()
    expect(existsSync(join(result.dir, 'workspace', 'visitors.json'))).toBe(false)
  })

  it.each(['agent', 'visitors'])(
    '%s: a project-id with U+202E is refused, shown escaped',
    async (action) => {
      const svc = await service(honestJobs(100))
      const inputs = { 'project-id': 'proj\u202Eevil', prompt: 'x' }
      const result =
        action === 'agent' ? await runAgent(svc, inputs) : await runVisitors(svc, inputs)
      expect(result.code).toBe(1)
      expect(svc.requests).toHaveLength(0)
      const shown = errors(result).join('\n')
      expect(shown).toContain("'project-id'")
      expect(shown).toContain('\\u{202e}')
      expect(result.stdout + result.stderr).not.toContain('\u202E')
    }
  )
})
