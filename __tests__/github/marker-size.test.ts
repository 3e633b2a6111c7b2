// Found by an attack, kept as a test: a hostile service answers each completed turn with the
// longest pull request link that parsePrLink accepts (a 100-character owner and repository), and
// every turn's run is in a repository of the longest names.
// The ledger keeps 50 turns in the marker (ledger.ts), each with up to 20 asks; the marker's own
// pattern reads a bounded number of characters (marker.ts): past that the marker no longer reads
// as one, the comment is no longer found by it, and the next follow-up goes to no job.
import { describe, expect, it } from '@jest/globals'
import { commentBody, type CommentView } from '../../src/github/comment-render.js'
import { placeOf } from '../../src/github/find-comment.js'
import { MAX_TURNS, decodeLedger, type Ledger, type Turn } from '../../src/github/ledger.js'
import { MarkerKey } from '../../src/github/marker.js'
import { parsePrLink } from '../../src/pull-request.js'

const markers = new MarkerKey('mint_marker_size_key_0123456789')
const place = placeOf({ owner: 'acme', repo: 'docs' }, 7)
const LONG_PR = `https://github.com/${'o'.repeat(100)}/${'r'.repeat(100)}/pull/9999999999`

describe('a tracking comment whose every turn ended with the longest values', () => {
  it('keeps a marker that verifies, with the job, its latest turns and their asks', () => {
    expect(parsePrLink(LONG_PR)?.url).toBe(LONG_PR)
    const turns: Turn[] = Array.from({ length: MAX_TURNS }, (_, i) => ({
      n: i + 1,
      at: '2026-11-23T10:00:00.000Z',
      by: 'a-thirty-nine-character-login-name-xxxx',
      asks: Array.from({ length: 20 }, (_, k) => `c${99_999_999_999 - k}`),
      result: 'completed',
      pr: LONG_PR,
      run: '99999999999999999999',
      repo: `${'o'.repeat(100)}/${'r'.repeat(100)}`
    }))
    const ledger: Ledger = {
      turns,
      upTo: 99_999_999_999,
      waiting: Array.from({ length: 20 }, (_, k) => `c${99_999_999_999 - k}`),
      claim: { id: 'x'.repeat(12), run: '99999999999999999999', until: 9_999_999_999_999 }
    }
    const view: CommentView = {
      phase: 'completed',
      jobId: 'job_1',
      projectId: 'proj',
      status: 'completed',
      elapsedMs: 1000,
      prLink: LONG_PR,
      ownTurn: MAX_TURNS
    }
    const marker = markers.verify(commentBody(view, markers, place, ledger), place)
    expect(marker?.jobId).toBe('job_1')
    const read = decodeLedger(marker?.turns)
    expect(read.turns.at(-1)).toEqual(turns.at(-1))
    expect(read.turns).toHaveLength(MAX_TURNS)
    expect(read.claim).toEqual(ledger.claim)
    expect(read.waiting).toEqual(ledger.waiting)
  })
})
