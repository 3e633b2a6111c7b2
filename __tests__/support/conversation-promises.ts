// The product's promises for the runs that steer one job of one issue (design §4.2a, §4.6;
// docs/chaining-and-review.md), each a check of a played conversation (conversation-world.ts)
// that returns what it found broken, in words. A `/docs-agent <text>` comment of someone allowed
// is one instruction; each carries `ask-<k>` (k: the order the comments were made), so that a
// request body tells which instructions it holds.
//
// Only turnsOfComment reads the tracking comment's format: re-point it when the format changes.
import { MarkerKey } from '../../src/github/marker.js'
import { decodeLedger } from '../../src/github/ledger.js'
import {
  ISSUE,
  instructionsIn,
  type Conversation,
  type Instruction,
  type RunRecord
} from './conversation-world.js'
import { BOT, REPOSITORY, type MemoryComment } from './github-memory.js'
import { KEY } from './in-process-agent.js'
import { JobService, type ServiceTurn } from './job-service.js'

export interface Broken {
  promise: number
  what: string
}

/** A turn as the tracking comment shows it. */
export interface ShownTurn {
  n: number
  result: string
  pr?: string
  /** The workflow run that sent it (GITHUB_RUN_ID: 7000 + the run's index). */
  run?: string
}

const markers = new MarkerKey(KEY)
const PLACE = { repository: REPOSITORY, issueNumber: ISSUE }

/**
 * The turns the tracking comment `body` of job `jobId` shows: undefined when it is no tracking
 * comment of that job (no marker that verifies for this issue). The one place that reads the
 * comment's format; after the redesign, read the ledger instead (src/github/ledger.ts), e.g.
 * `return decodeLedger(marker.turns)?.turns` (its turns are {n, at, by, asks, result, pr?, run?}).
 */
export function turnsOfComment(body: string, jobId = 'job_1'): ShownTurn[] | undefined {
  const marker = markers.verify(body, PLACE)
  if (!marker || marker.jobId !== jobId) return undefined
  return decodeLedger(marker.turns).turns
}

/** The job's tracking comment as it stands at the end: the newest of the bot's that verifies. */
export function trackingComment(c: Conversation): MemoryComment | undefined {
  return c.github
    .commentsOf(ISSUE)
    .filter((comment) => comment.login === BOT && turnsOfComment(comment.body, c.jobId))
    .at(-1)
}

// ---------------------------------------------------------------------------------------------
// Words for the findings.

/** `t+93.5s`: virtual time since the play started. */
export const when = (c: Conversation, at: number | undefined): string =>
  at === undefined ? 't?' : `t+${((at - c.startedAt) / 1000).toFixed(1)}s`

const who = (i: Instruction): string => `ask-${i.k} (${i.by}'s comment)`

const turnName = (c: Conversation, turn: ServiceTurn): string =>
  `turn ${turn.n} (${turn.kind} by ${turn.by} at ${when(c, turn.at)})`

/** The requests the conversation's job took (create and messages), in order. */
const jobTurns = (c: Conversation): ServiceTurn[] =>
  c.service.requests.filter((turn) => turn.jobId === c.jobId)

/** Where each instruction reached the job: [turn, place in its body]. */
function deliveries(c: Conversation): Map<number, { turn: ServiceTurn; place: number }[]> {
  const found = new Map<number, { turn: ServiceTurn; place: number }[]>()
  for (const turn of jobTurns(c)) {
    instructionsIn(turn.prompt).forEach((k, place) => {
      found.set(k, [...(found.get(k) ?? []), { turn, place }])
    })
  }
  return found
}

const TERMINAL = ['completed', 'failed', 'archived']

// ---------------------------------------------------------------------------------------------
// The promises.

/**
 * 1. Every instruction from someone allowed reaches the job exactly once (in exactly one create or
 * message body), in the order the comments were made; nobody else's reaches it, and none goes to
 * another job.
 */
export function eachInstructionOnceInOrder(c: Conversation): string[] {
  const found: string[] = []
  for (const turn of c.service.requests.filter((t) => t.jobId !== c.jobId)) {
    found.push(
      `${turnName(c, turn)} went to ${turn.jobId}, not to the conversation's job ${c.jobId} (it carried ${
        instructionsIn(turn.prompt)
          .map((k) => `ask-${k}`)
          .join(', ') || 'no instruction'
      })`
    )
  }
  const reached = deliveries(c)
  for (const instruction of c.instructions) {
    const times = reached.get(instruction.k) ?? []
    if (!instruction.allowed && times.length > 0) {
      found.push(`${who(instruction)} reached the job, though ${instruction.by} may not use it`)
    }
    if (times.length > 1) {
      found.push(
        `${who(instruction)} reached the job ${times.length} times: in ${times.map(({ turn }) => turnName(c, turn)).join(' and ')}`
      )
    }
  }
  // The order the job got them in: by turn, then by place in the body.
  const order = [...reached.entries()]
    .flatMap(([k, times]) => times.map(({ turn, place }) => ({ k, n: turn.n, place, turn })))
    .sort((a, b) => a.n - b.n || a.place - b.place)
  for (let i = 1; i < order.length; i++) {
    const [before, after] = [order[i - 1]!, order[i]!]
    if (after.k < before.k) {
      found.push(
        `ask-${after.k} reached the job in ${turnName(c, after.turn)}, after ask-${before.k}, whose comment was made later`
      )
    }
  }
  return found
}

/** 2. A message never arrives while the job works on an earlier turn. */
export function neverWhileAnEarlierTurnWorks(c: Conversation): string[] {
  return jobTurns(c)
    .filter((turn) => turn.kind === 'message' && turn.activeThen)
    .map(
      (turn) =>
        `the message of ${turnName(c, turn)} arrived while the job was at work on turn ${turn.atWork ?? '?'} (queued behind it)`
    )
}

/**
 * 3. No instruction is lost: what no run sent (its run replaced, cancelled or timed out) is sent by
 * the next run that can; after the sweeper, every instruction of someone allowed has reached the
 * job, unless max-turns left no room for it, and then only the latest ones are left out.
 */
export function noInstructionLost(c: Conversation): string[] {
  const found: string[] = []
  const reached = deliveries(c)
  const allowed = c.instructions.filter((i) => i.allowed)
  const turns = jobTurns(c).length
  const room = turns < c.scenario.maxTurns
  for (const instruction of allowed) {
    if (reached.has(instruction.k)) continue
    const later = allowed.find((i) => i.k > instruction.k && reached.has(i.k))
    if (!room && !later) continue
    const run = c.runs[instruction.run]
    found.push(
      `${who(instruction)} never reached the job (its run ${runFate(c, run)})` +
        (room
          ? `, though the job had ${turns} of max-turns ${c.scenario.maxTurns} turns`
          : `, while the later ask-${later!.k} did`)
    )
  }
  return found
}

/** 4. The tracking comment lists every turn sent: as many turns as the service took. */
export function commentListsEveryTurn(c: Conversation): string[] {
  const comment = trackingComment(c)
  const taken = jobTurns(c)
  if (!comment) return [`no tracking comment of ${c.jobId} is left on the issue`]
  const shown = turnsOfComment(comment.body, c.jobId) ?? []
  if (shown.length === taken.length) return []
  return [
    `the tracking comment lists ${shown.length} turns (${shown.map((t) => `${t.n}: ${t.result}`).join(', ')}), the service took ${taken.length} (${taken.map((t) => `${t.n}: ${t.kind} by ${t.by}`).join(', ')})`
  ]
}

/**
 * 5. A run reports the turn it sent: its `status` and `pr-link` are its own turn's result, never
 * another run's turn's; a run that sent nothing reports no pull request, and one whose instruction
 * another run carried ends skipped (or with a notice naming the turn).
 */
export function eachRunReportsItsOwnTurn(c: Conversation): string[] {
  const found: string[] = []
  // Every turn the service took (another job's too): pull request numbers count them all.
  const byLink = new Map(c.service.requests.map((turn) => [turn.prLink, turn]))
  const owner = (link: string): string => {
    const turn = byLink.get(link)
    return turn ? `${turnName(c, turn)}'s` : 'no turn’s'
  }
  for (const run of c.runs) {
    if (!run.main) continue
    const status = run.main.outputs.status ?? ''
    const link = run.main.outputs['pr-link'] ?? ''
    const mine = c.service.requests.filter((turn) => turn.by === run.tag)
    const last = mine.at(-1)
    if (last) {
      if (!TERMINAL.includes(status)) continue
      if (!JobService.ended(last, run.endedAt!)) {
        found.push(
          `${run.tag} reports ${status} ${link || '(no pull request)'} at ${when(c, run.endedAt)}, but its ${turnName(c, last)} was still at work (that is ${owner(link)} result)`
        )
      } else if (link !== last.prLink) {
        found.push(
          `${run.tag} sent ${turnName(c, last)} (${last.prLink}) but reports pr-link ${link || '(none)'}, ${owner(link)} result`
        )
      }
      continue
    }
    if (link) {
      found.push(`${run.tag} sent nothing but reports pr-link ${link}, ${owner(link)} result`)
    }
    // Only a turn sent before the run ended can be named by it: one sent later (the run was
    // cancelled, or timed out waiting) is promise 3's, the next run carrying what it left.
    const carried = (deliveries(c).get(run.instruction) ?? []).find(
      ({ turn }) => turn.by !== run.tag && turn.at <= (run.endedAt ?? Infinity)
    )
    const notice = run.main.lines.some((line) => line.startsWith('::notice') && /turn/i.test(line))
    // A run cancelled before it found the job's tracking comment cannot know who carried it.
    const blind = !run.main.lines.some((line) => / tracks job /.test(line))
    if (carried && run.main.outputs.skipped !== 'true' && !notice && !blind) {
      found.push(
        `${run.tag}'s ask-${run.instruction} went in ${turnName(c, carried.turn)}, but ${run.tag} ends neither skipped nor with a notice naming that turn`
      )
    }
  }
  return found
}

/** 6. max-turns holds: the job never takes more turns than it allows, whichever run sent them. */
export function maxTurnsHolds(c: Conversation): string[] {
  const taken = jobTurns(c)
  if (taken.length <= c.scenario.maxTurns) return []
  return [
    `the job took ${taken.length} turns, max-turns is ${c.scenario.maxTurns}: ${taken.map((t) => turnName(c, t)).join(', ')}`
  ]
}

/**
 * 7. The post step keeps what other runs recorded in the tracking comment (it takes out only its
 * own run's turn whose message never went out: withdrawn); a deleted tracking comment is made
 * again, and never reported as a permission problem.
 */
export function postStepKeepsTheStory(c: Conversation): string[] {
  const found: string[] = []
  for (const write of c.github.writes) {
    if (!write.by.endsWith(':post') || write.before === undefined || write.after === undefined) {
      continue
    }
    const before = turnsOfComment(write.before, c.jobId) ?? []
    const after = turnsOfComment(write.after, c.jobId) ?? []
    const tag = write.by.replace(/:post$/, '')
    // Its own run's turn that the service never took (its message did not go out): withdrawn.
    const withdrawn = (turn: ShownTurn): boolean =>
      turn.run === String(7000 + Number(tag.slice('run-'.length))) &&
      !c.service.requests.some((taken) => taken.by === tag && taken.n === turn.n)
    for (const turn of before) {
      const kept = after.find((t) => t.n === turn.n)
      const ended = (t: ShownTurn): boolean => TERMINAL.includes(t.result) || t.result === 'no-pr'
      if ((!kept && !withdrawn(turn)) || (kept && ended(turn) && !ended(kept))) {
        found.push(
          `the post step of ${write.by.replace(/:post$/, '')} at ${when(c, write.at)} turned turn ${turn.n} (${turn.result}) into ${kept ? kept.result : 'nothing'}`
        )
      }
    }
  }
  if (c.deletion && !trackingComment(c)) {
    const after = c.github.writes.filter((w) => w.at >= c.deletion!.at)
    found.push(
      `the tracking comment deleted at ${when(c, c.deletion.at)} was not made again (writes after it: ${after.map((w) => `${w.method} ${w.status} by ${w.by}`).join(', ') || 'none'})`
    )
  }
  for (const run of c.runs) {
    for (const [step, result] of [
      [run.tag, run.main],
      [`${run.tag}:post`, run.post]
    ] as const) {
      const permission = result?.lines.find(
        (line) =>
          line.startsWith('::warning') &&
          /issues: write|refused this token|cannot write comments/.test(line)
      )
      if (permission) {
        found.push(
          `${step} reports a permission problem with the tracking comment (the token may write): ${permission.slice(0, 240)}`
        )
      }
    }
    if (run.post?.error !== undefined) {
      found.push(
        `the post step of ${run.tag} failed: ${String((run.post.error as Error)?.message ?? run.post.error)}`
      )
    }
  }
  return found
}

/**
 * 8. Each comment sent gets one 👀, from the run whose turn carried it, and a comment no turn
 * carried gets none (README, "The tracking comment"). A run cancelled while its message was on
 * its way may not learn that it went: its comment may have none.
 */
export function oneEyesPerCommentSent(c: Conversation): string[] {
  const found: string[] = []
  const reached = deliveries(c)
  const cancelled = (tag: string) => c.runs.some((r) => r.tag === tag && r.cancelledAt !== undefined) // prettier-ignore
  for (const instruction of c.instructions) {
    const by = c.github.reactionPosts.filter((p) => p.commentId === instruction.commentId).map((p) => p.by) // prettier-ignore
    const senders = new Set((reached.get(instruction.k) ?? []).map(({ turn }) => turn.by))
    if (by.length > 1)
      found.push(`${who(instruction)} was given ${by.length} 👀 (by ${by.join(', ')})`)
    const stranger = by.find((tag) => !senders.has(tag))
    if (stranger) found.push(`${who(instruction)} was given a 👀 by ${stranger}, whose turns did not carry it`) // prettier-ignore
    if (senders.size > 0 && by.length === 0 && ![...senders].some(cancelled)) {
      found.push(`${who(instruction)} reached the job, and was given no 👀`)
    }
  }
  return found
}

export const PROMISES: Record<number, (c: Conversation) => string[]> = {
  1: eachInstructionOnceInOrder,
  2: neverWhileAnEarlierTurnWorks,
  3: noInstructionLost,
  4: commentListsEveryTurn,
  5: eachRunReportsItsOwnTurn,
  6: maxTurnsHolds,
  7: postStepKeepsTheStory,
  8: oneEyesPerCommentSent
}

/** Every promise of `which` the conversation broke. */
export function brokenPromises(
  c: Conversation,
  which: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8]
) {
  return which.flatMap((promise) =>
    (PROMISES[promise]?.(c) ?? []).map((what): Broken => ({ promise, what }))
  )
}

// ---------------------------------------------------------------------------------------------
// The play, told: what a failure prints besides the findings.

function runFate(c: Conversation, run: RunRecord | undefined): string {
  if (!run) return 'is unknown'
  if (run.fate === 'dropped') return 'was replaced while pending and never ran'
  if (run.fate !== 'ran' || !run.main) return `never ran (${run.fate})`
  const outputs = run.main.outputs
  const how =
    outputs.skipped === 'true'
      ? 'skipped'
      : outputs['timed-out'] === 'true'
        ? 'timed out'
        : run.cancelledAt !== undefined
          ? `was cancelled at ${when(c, run.cancelledAt)} and ended`
          : `ended ${outputs.status || 'without a status'}`
  return `${how} at ${when(c, run.endedAt)}`
}

/** The play in a few lines: the runs, the turns the service took, the comment at the end. */
export function story(c: Conversation): string {
  const lines: string[] = []
  for (const run of c.runs) {
    const instruction = c.instructions[run.instruction]!
    const outputs = run.main?.outputs ?? {}
    const notice = run.main?.lines.find((line) => line.startsWith('::notice'))
    lines.push(
      `${run.tag} (${run.kind}, ${who(instruction)} at ${when(c, instruction.at)}): ` +
        (run.fate === 'ran'
          ? `ran ${when(c, run.startedAt)}..${when(c, run.endedAt)}, ${runFate(c, run)}; status=${outputs.status ?? ''} pr-link=${outputs['pr-link'] ?? ''} skipped=${outputs.skipped ?? ''}${notice ? `; ${notice.slice(0, 160)}` : ''}`
          : runFate(c, run))
    )
  }
  for (const turn of c.service.requests) {
    lines.push(
      `service ${turn.jobId} ${turnName(c, turn)}: ${instructionsIn(turn.prompt)
        .map((k) => `ask-${k}`)
        .join(
          ', '
        )}; works ${when(c, turn.startedAt)}..${when(c, turn.startedAt + turn.durationMs)}${turn.activeThen ? ` (queued behind turn ${turn.atWork})` : ''}`
    )
  }
  if (c.deletion) lines.push(`tracking comment deleted at ${when(c, c.deletion.at)}`)
  const comment = trackingComment(c)
  lines.push(
    comment
      ? `tracking comment at the end: ${(turnsOfComment(comment.body, c.jobId) ?? []).map((t) => `${t.n}: ${t.result}${t.pr ? ` ${t.pr}` : ''}`).join(', ')}`
      : 'no tracking comment at the end'
  )
  return lines.join('\n')
}
