// Writing a view into a tracking comment as a run does: its ledger read first, `turns` put on it,
// the body rendered with the ledger in its signed marker (src/github/comment.ts write).
import { commentBody, placeOf, type CommentView } from '../../src/github/comment.js'
import type { TrackingComment } from '../../src/github/comment.js'
import { emptyLedger, withTurn, type Ledger, type Turn } from '../../src/github/ledger.js'
import type { MarkerKey } from '../../src/github/marker.js'

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
