// In-process runs of the actions on a virtual clock: in-memory stand-ins of the service and of
// GitHub's REST API, reached through the `fetch` the code is given (the client's, Octokit's), so
// every request is answered, delayed or left hanging in virtual time; and a step harness that
// reads the outputs, state and log lines a runner would. The spawned-bundle suites (e2e/) check
// the same paths over real HTTP; these check the bounds, to the millisecond.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll } from '@jest/globals'
import { actionMetadata, parseCommandFile } from '../../scripts/local-runner.js'
import type { VirtualClock } from './virtual-clock.js'

export interface Exchange {
  method: string
  path: string
  body: unknown
  /** Virtual time the request came in. */
  at: number
}

/** What a stand-in does with one request: answer (after `delayMs` of virtual time), or hang. */
export type Answer =
  { status: number; body?: unknown; delayMs?: number; headers?: Record<string, string> } | 'stall'

export type Handler = (request: Exchange) => Answer

/** A `fetch` that answers from `handle`, on `clock`, and logs every request in `exchanges`. */
export function standInFetch(
  clock: VirtualClock,
  handle: Handler
): typeof globalThis.fetch & { exchanges: Exchange[] } {
  const exchanges: Exchange[] = []
  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const text = typeof init.body === 'string' ? init.body : undefined
    const exchange: Exchange = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      body: text ? JSON.parse(text) : undefined,
      at: clock.now()
    }
    exchanges.push(exchange)
    const signal = init.signal ?? undefined
    const aborted = (): Promise<never> =>
      new Promise((_, reject) => {
        if (signal?.aborted) return reject(signal.reason)
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true })
      })
    const answer = handle(exchange)
    if (answer === 'stall') return aborted()
    if (answer.delayMs) await clock.sleep(answer.delayMs, signal)
    const empty = answer.status === 204 || answer.body === undefined
    return new Response(empty ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', ...answer.headers }
    })
  }
  return Object.assign(fetch as typeof globalThis.fetch, { exchanges })
}

/** A comment as the GitHub stand-in keeps it. */
export interface Comment {
  id: number
  issue: number
  body: string
}

/**
 * The part of GitHub's REST API a run's tracking comment uses (create, update, read and list
 * comments, the token's user), in one repository. `intercept` may answer a request first (or
 * leave it with `status: 0`, and a `delayMs` for the stand-in's own answer).
 */
export function gitHubStandIn(clock: VirtualClock, intercept: Handler = () => ({ status: 0 })) {
  const comments: Comment[] = []
  const json = (comment: Comment) => ({
    id: comment.id,
    body: comment.body,
    html_url: `https://github.com/acme/docs/issues/${comment.issue}#issuecomment-${comment.id}`,
    user: { login: 'github-actions[bot]', type: 'Bot' }
  })
  const fetch = standInFetch(clock, (request) => {
    const intercepted = intercept(request)
    if (intercepted === 'stall' || intercepted.status !== 0) return intercepted
    const answer = answerOf(request)
    return answer === 'stall' ? answer : { ...answer, delayMs: intercepted.delayMs }
  })
  function answerOf(request: Exchange): Answer {
    const { method, path } = request
    const body = request.body as { body?: string } | undefined
    let match: RegExpExecArray | null
    if ((match = /\/issues\/(\d+)\/comments$/.exec(path))) {
      const issue = Number(match[1])
      if (method === 'GET') {
        return { status: 200, body: comments.filter((c) => c.issue === issue).map(json) }
      }
      const comment = { id: 100 + comments.length, issue, body: body?.body ?? '' }
      comments.push(comment)
      return { status: 201, body: json(comment) }
    }
    if ((match = /\/issues\/comments\/(\d+)$/.exec(path))) {
      const comment = comments.find((c) => c.id === Number(match?.[1]))
      if (!comment) return { status: 404, body: { message: 'Not Found' } }
      if (method === 'PATCH') comment.body = body?.body ?? ''
      return { status: 200, body: json(comment) }
    }
    // An installation token may not ask who it is: its comments are a bot's.
    if (path === '/user') return { status: 403, body: { message: 'Resource not accessible' } }
    return { status: 404, body: { message: 'Not Found' } }
  }
  return { fetch, comments, exchanges: fetch.exchanges }
}

export interface StepResult {
  outputs: Record<string, string>
  state: Record<string, string>
  /** The job summary the step wrote. */
  summary: string
  /** What the step printed, one entry per line (workflow commands included). */
  lines: string[]
  /** The step failed (core.setFailed). */
  failed: boolean
}

let summaryDir: string | undefined
// Registered when a test file imports this module: the summary's folder goes with the file.
afterAll(() => {
  if (summaryDir) rmSync(summaryDir, { recursive: true, force: true })
})

/**
 * The job summary's file: one for the whole test file, emptied before each step, because the
 * toolkit's summary keeps the first path it is given for the life of the process.
 */
function summaryFile(): string {
  summaryDir ??= mkdtempSync(join(tmpdir(), 'in-process-summary-'))
  return join(summaryDir, 'summary.md')
}

/**
 * Runs `step` as the runner would see it: outputs, state and the job summary go to files (read
 * back), the log is captured, and the exit code the step set is reported and cleared (it would
 * fail the test run). The environment, stdout and the folder are put back however the step ends.
 */
export async function asStep(step: () => Promise<void>): Promise<StepResult> {
  const dir = mkdtempSync(join(tmpdir(), 'in-process-'))
  const files = {
    GITHUB_OUTPUT: join(dir, 'output'),
    GITHUB_STATE: join(dir, 'state'),
    GITHUB_STEP_SUMMARY: summaryFile()
  }
  const saved = Object.fromEntries(Object.keys(files).map((name) => [name, process.env[name]]))
  for (const file of Object.values(files)) writeFileSync(file, '')
  Object.assign(process.env, files)
  const lines: string[] = []
  const write = process.stdout.write
  process.stdout.write = ((chunk: string | Uint8Array) => {
    lines.push(...String(chunk).split('\n').filter(Boolean))
    return true
  }) as typeof process.stdout.write
  const exitCodeBefore = process.exitCode
  process.exitCode = undefined
  let failed = false
  let written: Omit<StepResult, 'failed'>
  try {
    await step()
    written = {
      outputs: parseCommandFile(readFileSync(files.GITHUB_OUTPUT, 'utf8')),
      state: parseCommandFile(readFileSync(files.GITHUB_STATE, 'utf8')),
      summary: readFileSync(files.GITHUB_STEP_SUMMARY, 'utf8'),
      lines
    }
  } finally {
    // Read and cleared however the step ended: a failure left behind would make the next step
    // in this worker read as failed (and jest's own exit code too).
    failed = process.exitCode === 1
    process.exitCode = exitCodeBefore
    process.stdout.write = write
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
    rmSync(dir, { recursive: true, force: true })
  }
  return { ...written, failed }
}

/**
 * The runner's `INPUT_*` variables: the defaults of the action's action.yml, then `inputs`
 * (hyphens kept, as the runner passes them).
 */
export function inputsEnv(inputs: Record<string, string>, actionDir = '.'): Record<string, string> {
  const defaults = Object.fromEntries(
    Object.entries(actionMetadata(actionDir).inputs ?? {}).map(([name, spec]) => [
      name,
      spec.default ?? ''
    ])
  )
  return Object.fromEntries(
    Object.entries({ ...defaults, ...inputs }).map(([name, value]) => [
      `INPUT_${name.toUpperCase()}`,
      value
    ])
  )
}
