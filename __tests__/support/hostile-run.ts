// What the end-to-end suites that attack the bundled actions share: the secrets they must keep,
// scripted answers of a hostile service (support/hostile-service.ts) and a GitHub stand-in that
// can stall, each closed after its test; runs of dist/ through the local runner
// (scripts/local-runner.js) with every run checked for the threat model's invariants
// (support/invariants.ts). Call useHostileRun() once at the top of a suite.
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, expect } from '@jest/globals'
import { ISSUE, commentEvent, dispatchEvent } from '../../__fixtures__/events.js'
import { runAction, type RunOptions, type RunResult } from '../../scripts/local-runner.js'
import { startGitHubStandIn, type GitHubStandIn, type TokenSpec } from './github-standin.js'
import {
  startHostileService,
  type Answer,
  type HostileService,
  type Script
} from './hostile-service.js'
import { foreignCommands, leaks, messagesOf } from './invariants.js'

// Random-looking secrets: the action redacts every 8-character piece of them.
export const KEY = 'mint_hX7kQ2vZ9mRw4Tb'
export const TOKEN = 'ghs_Jq4Wz8Lm2Xv6RtPn'
export const APP_TOKEN = 'ghs_Ap7Yc3Nf9Kd1UeWs'
export const BOT = 'github-actions[bot]'
export const APP_BOT = 'my-app[bot]'
/** Nothing listens there: a run that should not reach GitHub cannot reach the real one. */
export const NO_GITHUB = 'http://127.0.0.1:9'
/**
 * A GitHub that knows nothing (404 to every request), for agent runs without a stand-in: a job that
 * completes with a pull request has it read for pr-head-ref, and a refused connection would cost
 * Octokit's retries. Set in beforeAll.
 */
let noAccessGitHub = NO_GITHUB
let noAccessServer: Server | undefined
export const RUN_URL = 'https://github.com/acme/docs/actions/runs/1001'

/** Resources of one test, closed after it. */
const cleanups: (() => Promise<void> | void)[] = []

/**
 * Registers the hooks every hostile suite needs: the no-access GitHub for the file, and the
 * closing of each test's servers and folders after it. Call once at the top of a test file.
 */
export function useHostileRun(): void {
  beforeAll(startNoAccessGitHub)
  afterAll(async () => {
    noAccessServer?.closeAllConnections()
    await new Promise((resolve) => noAccessServer?.close(resolve))
  })
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })
}

async function startNoAccessGitHub(): Promise<void> {
  noAccessServer = createServer((_req, res) => {
    res.writeHead(404, { 'content-type': 'application/json' })
    res.end('{"message":"Not Found"}')
  })
  await new Promise<void>((resolve) => noAccessServer!.listen(0, '127.0.0.1', resolve))
  noAccessGitHub = `http://127.0.0.1:${(noAccessServer.address() as AddressInfo).port}`
}

// ---------------------------------------------------------------------------------------------
// Resources of one test.

export async function service(script: Script): Promise<HostileService> {
  const svc = await startHostileService(script)
  cleanups.push(() => svc.close())
  return svc
}

export async function github(
  tokens: Record<string, TokenSpec> = { [TOKEN]: { login: BOT, installation: true } }
): Promise<GitHubStandIn> {
  const gh = await startGitHubStandIn({ tokens })
  gh.setPermission('writer', 'write')
  cleanups.push(() => gh.close())
  return gh
}

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

// ---------------------------------------------------------------------------------------------
// Answers of the service.

export type JobFields = Record<string, unknown>

export const job = (fields: JobFields = {}): JobFields => ({
  id: 'job_h1',
  status: 'active',
  prLink: null,
  model: 'model-1',
  source: { repository: 'acme/docs', ref: 'main' },
  createdAt: '2025-01-01T00:00:00Z',
  archivedAt: null,
  ...fields
})
export const created = (fields: JobFields = {}): Answer => ({ status: 201, json: job(fields) })
export const ok = (fields: JobFields = {}): Answer => ({ json: job(fields) })

export const page = (paths: string[], hasMore: boolean): Answer => ({
  json: {
    totals: { human: 40, ai: 20, total: 50 },
    visitors: paths.map((path) => ({ path, human: 2, ai: 1, total: 3 })),
    hasMore
  }
})

/** A well-behaved job store: a turn is active for `turnMs`, then completed with a new PR. */
export function honestJobs(turnMs = 300): Script {
  const jobs = new Map<string, { number: number; turn: number; since: number }>()
  const view = (id: string): JobFields => {
    const entry = jobs.get(id)!
    const done = Date.now() - entry.since >= turnMs
    return job({
      id,
      status: done ? 'completed' : 'active',
      prLink: done ? `https://github.com/acme/docs/pull/${entry.number * 100 + entry.turn}` : null
    })
  }
  const missing: Answer = { status: 404, json: { error: 'Job not found' } }
  return {
    createJob: () => {
      const number = jobs.size + 1
      jobs.set(`job_${number}`, { number, turn: 1, since: Date.now() })
      return { status: 201, json: view(`job_${number}`) }
    },
    sendMessage: (request) => {
      const entry = jobs.get(request.jobId ?? '')
      if (!entry) return missing
      entry.turn++
      entry.since = Date.now()
      return { json: view(request.jobId!) }
    },
    getJob: (request) => (jobs.has(request.jobId ?? '') ? { json: view(request.jobId!) } : missing)
  }
}

export function checkInvariants(
  result: RunResult,
  secrets: readonly string[],
  gh: GitHubStandIn | undefined
): void {
  expect(leaks(result, secrets, gh)).toEqual([])
  expect(foreignCommands(result, secrets)).toEqual([])
}

// ---------------------------------------------------------------------------------------------
// Runs.

export interface RunExtras {
  gh?: GitHubStandIn
  event?: RunOptions['event']
  githubToken?: string
  env?: Record<string, string>
  onSpawn?: RunOptions['onSpawn']
  post?: boolean
  /** Secrets besides the key and the tokens that must not show (a different api-key). */
  secrets?: string[]
  killAfterMs?: number
}

/** One step of an action against the scripted service `svc`, checked for leaks and commands. */
export type HostileRun = (
  svc: HostileService,
  inputs: Record<string, string>,
  extras?: RunExtras
) => Promise<RunResult>

/**
 * One step against `svc`, killed after 90 s unless `extras` say otherwise: the key and the address
 * of its inputs are the scripted service's, its timeout 5 s.
 */
function runAgainst(
  svc: HostileService,
  extras: RunExtras,
  options: RunOptions
): Promise<RunResult> {
  return runAction({
    onSpawn: extras.onSpawn,
    killAfterMs: extras.killAfterMs ?? 90_000,
    ...options,
    inputs: {
      'api-key': KEY,
      'project-id': 'proj',
      'api-url': svc.url,
      timeout: '5s',
      ...options.inputs
    }
  })
}

export const runAgent: HostileRun = async (svc, inputs, extras = {}) => {
  const result = await runAgainst(svc, extras, {
    event: extras.event,
    githubToken: extras.githubToken ?? TOKEN,
    env: { GITHUB_API_URL: extras.gh?.url ?? noAccessGitHub, ...extras.env },
    post: extras.post,
    inputs: { 'poll-interval': '100ms', 'max-poll-interval': '300ms', ...inputs }
  })
  checkInvariants(result, [KEY, TOKEN, APP_TOKEN, ...(extras.secrets ?? [])], extras.gh)
  // The key is masked at once: the runner hides it from the log even where we cannot.
  if (!inputs['api-key']) expect(result.stdout).toContain(`::add-mask::${KEY}`)
  return result
}

export const runVisitors: HostileRun = async (svc, inputs, extras = {}) => {
  const result = await runAgainst(svc, extras, {
    action: 'visitors',
    env: { GITHUB_API_URL: NO_GITHUB, ...extras.env },
    inputs
  })
  checkInvariants(result, [KEY, ...(extras.secrets ?? [])], undefined)
  return result
}

export const errors = (result: RunResult): string[] => messagesOf(result.stdout, 'error')
export const warnings = (result: RunResult): string[] => messagesOf(result.stdout, 'warning')
export const notices = (result: RunResult): string[] => messagesOf(result.stdout, 'notice')

/** A run started by hand, as GitHub records it. */
export const dispatch = dispatchEvent('maintainer')

/** A comment event on another issue than the fixtures' #12. */
export function commentOn(issue: number, body: string, sender: string) {
  const event = commentEvent(body, sender)
  event.payload.issue = {
    ...ISSUE,
    number: issue,
    html_url: `https://github.com/acme/docs/issues/${issue}`
  }
  return event
}

/** The tracking-comment bodies the action ever sent (created or edited). */
export const sentBodies = (gh: GitHubStandIn): string[] =>
  gh.requests
    .filter((r) => (r.method === 'POST' || r.method === 'PATCH') && /\/comments/.test(r.path))
    .map((r) => String((r.body as { body?: unknown } | undefined)?.body ?? ''))
    .filter((body) => body !== '')

// ---------------------------------------------------------------------------------------------
// Process probes.

/** Samples the child's resident memory (Linux /proc) while it runs. */
export function rssProbe(): { onSpawn(child: ChildProcess): void; peakMb(): number } {
  let peakKb = 0
  return {
    onSpawn(child) {
      const timer = setInterval(() => {
        try {
          const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
          const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
          peakKb = Math.max(peakKb, kb)
        } catch {
          // gone
        }
      }, 50)
      child.on('exit', () => clearInterval(timer))
    },
    peakMb: () => peakKb / 1024
  }
}

/** Records when the step was spawned, to time its exit (durationMs) against other moments. */
export function spawnClock(then?: (child: ChildProcess) => void) {
  let at = 0
  return {
    onSpawn(child: ChildProcess) {
      at = Date.now()
      then?.(child)
    },
    spawnedAt: () => at
  }
}
