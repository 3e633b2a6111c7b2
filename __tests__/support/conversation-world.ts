// One conversation with one agent job, played in-process on ONE virtual clock: the runs of the
// agent action that `/docs-agent` comments on one issue start, overlapping as GitHub lets them,
// against an in-memory job service (job-service.ts) and an in-memory GitHub (github-memory.ts).
// A scenario says when the comments come, who writes them, how slowly GitHub answers, whether a
// concurrency group serializes the runs, whether a run is cancelled or the tracking comment
// deleted, how long the job's turns take and what max-turns allows; playConversation plays it and
// returns everything a check of the product's promises needs (conversation-promises.ts).
//
// The play:
// 1. Run 0: the comment `/docs-agent new …` (a maintainer's) starts the job; its tracking comment,
//    whatever its marker's format, is the action's own.
// 2. Once that comment exists (or run 0 ended), the scenario's comments come, `gapMs` apart. Each
//    comment's run reaches the runner `dispatchMs` later. Without a concurrency group it starts
//    at once. With one (cancel-in-progress: false), GitHub runs one at a time and keeps ONE
//    pending run per group: a run that queues while one is pending replaces it, and the replaced
//    run never runs (docs/chaining-and-review.md).
// 3. A run ends with its post step (post/close-comment.ts, given the run's saved state as the
//    runner gives it: STATE_<name>), in the same world; in a group, the next run starts after it.
// 4. Once every run has ended (or was dropped), and a minute later: the sweeper, one more
//    `/docs-agent` comment (a writer's), run alone, with time to send what no run sent.
//
// Cancel: the runner's SIGINT (the run's `cancel`), `afterMs` after the run started (run 0:
// after its tracking comment appeared, so that the job exists). Deletion: someone deletes the
// tracking comment `afterMs` after every run of the scenario has started (or was dropped), so
// after each has read which job the issue tracks, when a run is still at work on a turn it sent:
// that run has its turn to report, so the comment is deleted while a run will write to it again.
// (Deleted before a run read it, the run could not know the job: a new job would be right.) When
// no run is at work on a turn then, nothing is deleted.
//
// Every step runs with its own log, outputs and state (concurrent-steps.ts): call
// useConversationWorld() once at the top of a suite.
import { afterAll, beforeAll } from '@jest/globals'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { commentEvent } from '../../__fixtures__/events.js'
import { run } from '../../src/agent/run.js'
import { MARKER_PREFIX } from '../../src/github/marker.js'
import { loadOctokit } from '../../src/github/octokit.js'
import { closeComment } from '../../src/post/close-comment.js'
import { concurrentStep, isolateSteps, type ConcurrentStepResult } from './concurrent-steps.js'
import { BOT, GitHubMemory } from './github-memory.js'
import type { GitHubExchange } from './github-contract.js'
import { KEY, TOKEN, usePreloadedAgent } from './in-process-agent.js'
import { inputsEnv } from './in-process.js'
import { JobService } from './job-service.js'
import type { Exchange as ServiceExchange } from '../../simulator/options.js'
import { quietSettle, watchForQuiet } from './quiet-settle.js'
import { VirtualClock } from './virtual-clock.js'

/** The issue of every conversation (__fixtures__/events.ts's ISSUE). */
export const ISSUE = 12
/** Where virtual time starts. */
export const T0 = Date.parse('2026-11-23T10:00:00Z')

export type Commenter = 'maintainer' | 'writer' | 'reader'

/** Who may do what on acme/docs: a reader may not start the agent. */
export const PERMISSIONS = { maintainer: 'maintain', writer: 'write', reader: 'read' } as const

export interface ScenarioComment {
  /** After the comment before (the first: after the tracking comment appeared). */
  gapMs: number
  by: Commenter
  /** From the comment to its run reaching the runner (its place in the group, if any). */
  dispatchMs: number
  /** The run's `timeout` input. */
  timeout: string
}

export interface Scenario {
  /** The `max-turns` input of every run. */
  maxTurns: number
  /** Run 0's `timeout`. */
  firstTimeout: string
  /** The `/docs-agent` comments after run 0's (one run each). */
  comments: ScenarioComment[]
  /** GitHub's latency per call, drawn between these (virtual ms). */
  latency: { minMs: number; maxMs: number }
  /** The runs share a concurrency group (cancel-in-progress: false). */
  concurrency: boolean
  /** The duration of the service's n-th turn: turnMs[(n - 1) % length]. */
  turnMs: number[]
  /** After a follow-up to a job that ended, how long the service still shows the turn before. */
  lagMs: number
  /** The runner cancels run `run` (0: the first; the sweeper, or past it: none). */
  cancel?: { run: number; afterMs: number }
  /** Someone deletes the tracking comment `afterMs` after every run started (see above). */
  deletion?: { afterMs: number }
  /** Comments on the issue before run 0 ("thanks!"): the listing has pages. */
  earlierComments: number
  /** Draws GitHub's and the service's latencies and the runs' poll jitter. */
  seed: number
}

/** One instruction: the text of one `/docs-agent` comment, `ask-<k>` in it. */
export interface Instruction {
  k: number
  by: Commenter
  allowed: boolean
  commentId: number
  /** Virtual time the comment was made. */
  at: number
  /** The run its comment started. */
  run: number
}

export interface RunRecord {
  index: number
  /** `run-<index>`; its post step's requests are tagged `run-<index>:post`. */
  tag: string
  kind: 'first' | 'follow-up' | 'sweeper'
  /** The instruction of its comment. */
  instruction: number
  /** `dropped`: GitHub replaced it while pending; it never ran. */
  fate: 'waiting' | 'pending' | 'ran' | 'dropped'
  startedAt?: number
  endedAt?: number
  cancelledAt?: number
  /** The main step. */
  main?: ConcurrentStepResult
  post?: ConcurrentStepResult
  postEndedAt?: number
}

export interface Conversation {
  scenario: Scenario
  /** The job the conversation steers: the first the service made. */
  jobId: string
  instructions: Instruction[]
  runs: RunRecord[]
  service: JobService
  github: GitHubMemory
  deletion?: { at: number; ids: number[] }
  /** Virtual time the play started at (T0) and ended at. */
  startedAt: number
  endedAt: number
}

export interface PlayOptions {
  /**
   * How the clock lets the runs go on before it moves: quiet-settle.ts's (the default), or the
   * clock's own fixed rounds (slow; a test checks that both play a scenario alike).
   */
  settle?: 'quiet' | 'rounds'
  /** Sees every exchange with GitHub, and with the service (contract checks). */
  onGitHubExchange?(exchange: GitHubExchange): void
  onServiceExchange?(exchange: ServiceExchange): void
}

/** The text of instruction `k`'s comment (after the trigger phrase). */
export const askOf = (k: number): string => `Please rework part ${k} of the page (ask-${k}).`

/** The instructions a prompt sent carries, in the order it holds them. */
export const instructionsIn = (prompt: string): number[] =>
  [...prompt.matchAll(/\bask-(\d+)\b/g)].map((m) => Number(m[1]))

/** Call once at the top of a suite: per-step logs and files, the quiet settle, the preloads. */
export function useConversationWorld(): void {
  usePreloadedAgent()
  let restore: (() => void)[] = []
  beforeAll(() => {
    restore = [isolateSteps(), watchForQuiet()]
  })
  afterAll(() => {
    for (const undo of restore.reverse()) undo()
  })
}

/** A small deterministic generator (mulberry32): same seed, same draws. */
export function generator(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

let metadataEnv: Record<string, string> | undefined
/** The action's defaults, read once (action.yml). */
const defaults = (): Record<string, string> => (metadataEnv ??= inputsEnv({}))

export async function playConversation(
  scenario: Scenario,
  options: PlayOptions = {}
): Promise<Conversation> {
  const latencyDraw = generator(scenario.seed)
  const serviceDraw = generator(scenario.seed ^ 0x5bd1e995)
  const jitter = generator(scenario.seed ^ 0x27d4eb2f)
  const clock =
    options.settle === 'rounds'
      ? new VirtualClock(T0, jitter)
      : new VirtualClock(T0, jitter, quietSettle)
  const service = new JobService(clock, {
    turnMs: (n) => scenario.turnMs[(n - 1) % scenario.turnMs.length] ?? 60_000,
    lagMs: scenario.lagMs,
    latencyMs: () => 20 + Math.round(serviceDraw() * 280),
    onExchange: options.onServiceExchange
  })
  const { minMs, maxMs } = scenario.latency
  const github = new GitHubMemory(clock, {
    permissions: PERMISSIONS,
    latency: () => {
      const total = minMs + latencyDraw() * (maxMs - minMs)
      const there = Math.round(total * latencyDraw())
      return [there, Math.round(total) - there]
    },
    pullExists: (n) => n >= 1 && n <= service.requests.length,
    onExchange: options.onGitHubExchange
  })
  const folder = mkdtempSync(join(tmpdir(), 'conversation-'))
  const instructions: Instruction[] = []
  const runs: RunRecord[] = []
  const conversation: Conversation = {
    scenario,
    jobId: 'job_1',
    instructions,
    runs,
    service,
    github,
    startedAt: T0,
    endedAt: T0
  }
  for (let i = 0; i < scenario.earlierComments; i++) {
    github.addComment(ISSUE, i % 2 ? 'reader' : 'octocat', `Thanks! (${i + 1})`)
  }

  const trackingComments = () =>
    github.commentsOf(ISSUE).filter((c) => c.login === BOT && c.body.includes(MARKER_PREFIX))
  let appeared: () => void = () => {}
  const trackingAppeared = new Promise<void>((resolve) => (appeared = resolve))
  github.onCreated = (comment) => {
    if (comment.body.includes(MARKER_PREFIX)) appeared()
  }
  /**
   * Deletes the tracking comment `afterMs` from now, if a run is at work on its turn then (not
   * one cancelled, which only ends its report: with none at work, nothing makes it again, and the
   * next comment starts a new job, as it should).
   */
  const deleteLater = (afterMs: number): void => {
    void clock.sleep(afterMs).then(() => {
      const now = clock.now()
      const atWork = runs.some(
        (run) =>
          run.startedAt !== undefined &&
          run.endedAt === undefined &&
          run.cancelledAt === undefined &&
          service.requests.some((turn) => turn.by === run.tag && !JobService.ended(turn, now))
      )
      if (!atWork) return
      const ids = trackingComments().map((c) => c.id)
      for (const id of ids) github.deleteComment(id)
      conversation.deletion = { at: now, ids }
    })
  }
  let allStarted = false
  /** Once every run of the scenario has started or was dropped: the deletion's time counts. */
  const started = (): void => {
    const planned = 1 + scenario.comments.length
    const settled = runs.filter((run) => run.fate === 'ran' || run.fate === 'dropped').length
    if (allStarted || runs.length < planned || settled < planned) return
    allStarted = true
    if (scenario.deletion) deleteLater(scenario.deletion.afterMs)
  }

  /** Writes the comment on the issue and its event; the run is recorded, not started. */
  const comment = (by: Commenter, text: string, kind: RunRecord['kind']): RunRecord => {
    const index = runs.length
    const made = github.addComment(ISSUE, by, `/docs-agent ${text}`)
    const event = commentEvent(made.body, by, { id: made.id }).payload
    Object.assign(event.comment, {
      created_at: made.created_at,
      updated_at: made.updated_at,
      html_url: `https://github.com/acme/docs/issues/${ISSUE}#issuecomment-${made.id}`
    })
    writeFileSync(join(folder, `event-${index}.json`), JSON.stringify(event))
    instructions.push({
      k: index,
      by,
      allowed: PERMISSIONS[by] !== 'read',
      commentId: made.id,
      at: clock.now(),
      run: index
    })
    const record: RunRecord = {
      index,
      tag: `run-${index}`,
      kind,
      instruction: index,
      fate: 'waiting'
    }
    runs.push(record)
    return record
  }

  const timeoutOf = (record: RunRecord): string =>
    record.kind === 'first'
      ? scenario.firstTimeout
      : record.kind === 'sweeper'
        ? '90m'
        : (scenario.comments[record.index - 1]?.timeout ?? '30m')

  /** The run and its post step, as a runner runs them. */
  const play = async (record: RunRecord): Promise<void> => {
    record.fate = 'ran'
    record.startedAt = clock.now()
    if (record.kind !== 'sweeper') started()
    const env: NodeJS.ProcessEnv = {
      ...defaults(),
      ...inputsEnv({
        'api-key': KEY,
        'project-id': 'proj',
        'api-url': 'https://api.example.com',
        'github-token': TOKEN,
        comment: 'true',
        'max-turns': String(scenario.maxTurns),
        timeout: timeoutOf(record)
      }),
      GITHUB_EVENT_NAME: 'issue_comment',
      GITHUB_EVENT_PATH: join(folder, `event-${record.index}.json`),
      GITHUB_REPOSITORY: 'acme/docs',
      GITHUB_REPOSITORY_OWNER: 'acme',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_API_URL: 'https://api.github.com',
      GITHUB_RUN_ID: String(7000 + record.index),
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_ACTOR: instructions[record.instruction]!.by,
      GITHUB_WORKFLOW: 'Docs agent',
      GITHUB_JOB: 'agent',
      GITHUB_WORKSPACE: process.cwd()
    }
    const cancel = new AbortController()
    // Never the sweeper: it is the run that must find everything still to send.
    const cancelAt =
      scenario.cancel?.run === record.index && record.kind !== 'sweeper'
        ? scenario.cancel.afterMs
        : undefined
    if (cancelAt !== undefined) {
      const from = record.index === 0 ? trackingAppeared : Promise.resolve()
      void from
        .then(() => clock.sleep(cancelAt))
        .then(() => {
          if (record.endedAt !== undefined) return
          record.cancelledAt = clock.now()
          cancel.abort(new Error('received SIGINT'))
        })
    }
    record.main = await concurrentStep(() =>
      run({
        clock,
        env,
        cancel: cancel.signal,
        fetch: service.fetchFor(record.tag),
        loadOctokit: (token, bounds) => loadOctokit(token, bounds, env, github.fetchFor(record.tag))
      })
    )
    record.endedAt = clock.now()
    // The runner gives the post step what the main step saved, as STATE_<name>.
    const postEnv: NodeJS.ProcessEnv = { ...env }
    for (const [name, value] of Object.entries(record.main.state)) {
      postEnv[`STATE_${name}`] = value
    }
    record.post = await concurrentStep(() =>
      closeComment(new AbortController().signal, {
        clock,
        env: postEnv,
        loadOctokit: (token, bounds) =>
          loadOctokit(token, bounds, postEnv, github.fetchFor(`${record.tag}:post`))
      })
    )
    record.postEndedAt = clock.now()
  }

  const scenarioPlayed = async (): Promise<void> => {
    // 1. Run 0 starts the job.
    const first = comment('maintainer', `new ${askOf(0)}`, 'first')
    const ends: Promise<void>[] = []
    let running: RunRecord | undefined
    let pending: RunRecord | undefined
    /** Runs `record`, then the run pending in the group, if any. */
    const begin = async (record: RunRecord): Promise<void> => {
      running = record
      await play(record)
      running = undefined
      const next = pending
      pending = undefined
      if (next) ends.push(begin(next))
    }
    /** Starts `record` now, or as the concurrency group allows. */
    const enter = (record: RunRecord): void => {
      if (!scenario.concurrency) ends.push(play(record))
      else if (!running) ends.push(begin(record))
      else {
        // GitHub keeps one pending run per group: the one pending until now never runs.
        if (pending) pending.fate = 'dropped'
        record.fate = 'pending'
        pending = record
        started()
      }
    }
    enter(first)
    // 2. The comments, once the tracking comment exists (or run 0 has ended).
    await Promise.race([trackingAppeared, ends[0]])
    for (const planned of scenario.comments) {
      await clock.sleep(planned.gapMs)
      const record = comment(planned.by, askOf(runs.length), 'follow-up')
      ends.push(clock.sleep(planned.dispatchMs).then(() => enter(record)))
    }
    // Every run ended or was dropped (runs started late add their ends as they enter).
    for (let i = 0; i < ends.length; i++) await ends[i]
    // 4. The sweeper.
    await clock.sleep(60_000)
    const sweeper = comment('writer', askOf(runs.length), 'sweeper')
    await play(sweeper)
  }

  const exitCode = process.exitCode
  try {
    await clock.run(scenarioPlayed())
  } finally {
    // core.setFailed sets the process's exit code; the runs' verdicts are in their logs.
    process.exitCode = exitCode
    rmSync(folder, { recursive: true, force: true })
  }
  conversation.endedAt = clock.now()
  return conversation
}
