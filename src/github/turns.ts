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
  'started',
  'completed',
  'no-pr',
  'failed',
  'archived',
  'timeout',
  'cancelled',
  'error'
]

export function encodeTurns(turns: readonly Turn[]): string {
  const kept = turns
    .slice(-MAX_TURNS)
    .map((t) => (t.pr ? [t.n, t.at, t.by, t.result, t.pr] : [t.n, t.at, t.by, t.result]))
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

/** The number of the next turn after `turns`. */
export function nextTurnNumber(turns: readonly Turn[]): number {
  return Math.max(0, ...turns.map((t) => t.n)) + 1
}
