// Writing a view into a tracking comment as a run does: its ledger read first, `turns` put on it,
// the body rendered with the ledger in its signed marker (src/github/comment.ts write).
import { commentBody, placeOf, type CommentView } from '../../src/github/comment.js'
import type { TrackingComment } from '../../src/github/comment.js'
import { emptyLedger, withTurn, type Ledger, type Turn } from '../../src/github/ledger.js'
import { MarkerKey } from '../../src/github/marker.js'

/** A ledger of `turns` (asks, when not given, name no request). */
export function ledgerOf(turns: readonly (Omit<Turn, 'asks'> & { asks?: string[] })[]): Ledger {
  return { ...emptyLedger(), turns: turns.map((turn) => ({ asks: [], ...turn })) }
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
