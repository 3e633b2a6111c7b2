/**
 * The turns of a job, as the tracking comment tells them: the first prompt is turn 1, each
 * follow-up the next. The history travels inside the comment's signed marker (marker.ts), encoded
 * as base64url JSON, so a later run numbers its turn and shows the whole story without reading the
 * comment's visible text, which anyone with write access could have edited. Only the latest
 * MAX_TURNS are kept: the marker, and so the comment, stays small.
 */
import { parsePrLink } from '../pull-request.js'
import type { CommentPhase } from './phase.js'

export interface Turn {
  /** 1 for the job's first prompt, then one more per follow-up. */
  n: number
  /** When the turn was asked for (ISO 8601). */
  at: string
  /** Login of who asked; '' when unknown. */
  by: string
  /** Where it stands: `working`, or how it ended. */
  result: CommentPhase
  /**
   * The pull request the turn ended with (our rebuilt URL), when another run saw it end: the run
   * that asked for the turn may never see it, once a later turn has begun (see TurnWatch).
   */
  pr?: string
}

/** A pull request URL longer than this is not kept in the marker (real ones are ~50 characters). */
const MAX_PR_URL = 300

export const MAX_TURNS = 50

const PHASES: readonly string[] = [
  'working',
  'queued',
  'started',
  'completed',
  'no-pr',
  'failed',
  'archived',
  'timeout',
  'cancelled',
  'error'
]

/**
 * Only the latest turns keep their pull request in the marker: a run needs it only for a turn
 * that ended while the run waited, and 50 of the longest links would pass the marker's size.
 */
const TURNS_WITH_PR = 10

export function encodeTurns(turns: readonly Turn[]): string {
  const latest = turns.slice(-MAX_TURNS)
  const kept = latest.map((t, i) =>
    t.pr && i >= latest.length - TURNS_WITH_PR
      ? [t.n, t.at, t.by, t.result, t.pr]
      : [t.n, t.at, t.by, t.result]
  )
  return Buffer.from(JSON.stringify(kept)).toString('base64url')
}

/** The turns of a verified marker; [] for anything that does not read as turns. */
export function decodeTurns(encoded: string | undefined): Turn[] {
  if (!encoded) return []
  let data: unknown
  try {
    data = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'))
  } catch {
    return []
  }
  if (!Array.isArray(data)) return []
  const turns: Turn[] = []
  for (const item of data.slice(-MAX_TURNS)) {
    if (!Array.isArray(item)) return []
    const [n, at, by, result, pr] = item as unknown[]
    if (
      typeof n !== 'number' ||
      !Number.isSafeInteger(n) ||
      n < 1 ||
      typeof at !== 'string' ||
      at.length > 40 ||
      typeof by !== 'string' ||
      by.length > 100 ||
      typeof result !== 'string' ||
      !PHASES.includes(result)
    ) {
      return []
    }
    // Older markers have no fifth field; a pull request that does not rebuild to itself is dropped.
    const link = typeof pr === 'string' && pr.length <= MAX_PR_URL ? parsePrLink(pr) : undefined
    turns.push({
      n,
      at,
      by,
      result: result as CommentPhase,
      ...(link && link.url === pr ? { pr: link.url } : {})
    })
  }
  return turns
}

/** `turns` with `turn` in its place (replacing the entry of the same number), in order. */
export function withTurn(turns: readonly Turn[], turn: Turn): Turn[] {
  return [...turns.filter((t) => t.n !== turn.n), turn].sort((a, b) => a.n - b.n)
}

/**
 * How far a turn has got, for merging what two runs know of it: announced but not sent yet
 * (`queued`), at work (`working`, `started`), stopped waited for (a timeout, a cancel, a failed
 * step: the turn itself may still end), ended (how the job left it).
 */
export function progressOf(result: CommentPhase): number {
  switch (result) {
    case 'queued':
      return 0
    case 'working':
    case 'started':
      return 1
    case 'timeout':
    case 'cancelled':
    case 'error':
      return 2
    default:
      return 3
  }
}

/** The turn ended (not only stopped being waited for): its result is the job's. */
export const hasEnded = (turn: Turn): boolean => progressOf(turn.result) === 3

/** The number of the next turn after `turns`. */
export function nextTurnNumber(turns: readonly Turn[]): number {
  return Math.max(0, ...turns.map((t) => t.n)) + 1
}
