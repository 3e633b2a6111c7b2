// Writing a view into a tracking comment as a run does: its ledger read first, `turns` put on it,
// the body rendered with the ledger in its signed marker (src/github/comment.ts write).
import type { Clock } from '../../src/api/clock.js'
import { commentBody, type CommentView } from '../../src/github/comment-render.js'
import { TrackingComment } from '../../src/github/comment.js'
import { placeOf } from '../../src/github/find-comment.js'
import { emptyLedger, withTurn, type Ledger, type Turn } from '../../src/github/ledger.js'
import { MarkerKey } from '../../src/github/marker.js'
import type { Octokit } from '../../src/github/octokit.js'

/** A ledger of `turns` (asks, when not given, name no request). */
export function ledgerOf(turns: readonly (Omit<Turn, 'asks'> & { asks?: string[] })[]): Ledger {
  return { ...emptyLedger(), turns: turns.map((turn) => ({ asks: [], ...turn })) }
}

/** The view of job_1's first turn at work, as a run's tracking comment shows it. */
export const WORKING: CommentView = {
  phase: 'working',
  jobId: 'job_1',
  projectId: 'proj',
  status: 'active',
  elapsedMs: 0,
  ownTurn: 1
}

/** The ledger of that turn: octocat's, at work. */
export const FIRST_TURN: Ledger = ledgerOf([
  { n: 1, at: '2026-11-23T10:00:00.000Z', by: 'octocat', result: 'working' }
])

/**
 * The tracking comment of `issue` of `repo` as a run keeps it (through `octokit`, on `clock`,
 * with `existing` and the hint as TrackingComment takes them), and the warnings it gives.
 */
export function trackingComment(
  octokit: Octokit,
  repo: { owner: string; repo: string },
  issue: number,
  markers: MarkerKey,
  clock: Clock,
  existing?: ConstructorParameters<typeof TrackingComment>[6],
  permissionHint?: string
) {
  const warnings: string[] = []
  const log = { warning: (m: unknown) => warnings.push(String(m)), notice: () => {}, debug: () => {} } // prettier-ignore
  const comment = new TrackingComment(octokit, repo, issue, markers, log, clock, existing, permissionHint) // prettier-ignore
  return { comment, warnings }
}

/** Writes `view` with `turns` put on the ledger the comment holds; true when GitHub took it. */
export async function writeView(
  comment: TrackingComment,
  markers: MarkerKey,
  view: CommentView,
  turns: readonly Turn[] = []
): Promise<boolean> {
  const place = placeOf(comment.repo, comment.issueNumber)
  const written = await comment.write(
    view.jobId,
    (read) => ({ ...read, turns: turns.reduce((all, turn) => withTurn(all, turn), read.turns) }),
    (ledger) => commentBody({ ...view, ledger, home: place }, markers, place, ledger)
  )
  return written !== undefined
}

/** A comment on `issue` as the run that made job `jobId` left it, with `turns` turns ended. */
export function trackingCommentOf(key: string, jobId: string, issue: number, turns: number) {
  const markers = new MarkerKey(key)
  const place = placeOf({ owner: 'acme', repo: 'docs' }, issue)
  const ledger = ledgerOf(
    Array.from({ length: turns }, (_, i) => ({
      n: i + 1,
      at: `2026-11-23T1${i % 10}:00:00.000Z`,
      by: 'octocat',
      result: 'completed' as const
    }))
  )
  const view: CommentView = {
    phase: 'completed',
    jobId,
    projectId: 'proj',
    status: 'completed',
    elapsedMs: 60_000
  }
  return { id: 50, issue, body: commentBody(view, markers, place, ledger) }
}

/**
 * The facts of a tracking comment, by name: its first table, one header row of names over one
 * row of values (the markdown of each value as written).
 */
export function factsOf(body: string): Record<string, string> {
  const lines = body.split('\n')
  const at = lines.findIndex((line) => line.startsWith('| '))
  const cells = (line = '') => line.replace(/^\| | \|$/g, '').split(' | ')
  const names = cells(lines[at])
  const values = cells(lines[at + 2])
  return Object.fromEntries(names.map((name, i) => [name, values[i] ?? '']))
}
