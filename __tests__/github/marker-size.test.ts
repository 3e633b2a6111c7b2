// Found by an attack, kept as a test: a hostile service answers each completed turn with the longest pull request link that
// parsePrLink accepts (a 100-character owner and repository). Every completed turn keeps its link
// in the marker's signed turns (story.ts turnsAt), MAX_TURNS (50) of them, but the marker's own
// pattern reads at most 20,000 characters of turns (marker.ts): past about 45 such turns the
// marker no longer reads as one, the comment is no longer found by it, and the next follow-up
// goes to no job.
import { describe, expect, it } from '@jest/globals'
import { commentBody, placeOf, type CommentView } from '../../src/github/comment.js'
import { MarkerKey } from '../../src/github/marker.js'
import { MAX_TURNS, decodeTurns, type Turn } from '../../src/github/turns.js'
import { parsePrLink } from '../../src/pull-request.js'

const markers = new MarkerKey('mint_marker_size_key_0123456789')
const place = placeOf({ owner: 'acme', repo: 'docs' }, 7)
const LONG_PR = `https://github.com/${'o'.repeat(100)}/${'r'.repeat(100)}/pull/9999999999`

describe('a tracking comment whose every turn ended with the longest pull request link', () => {
  it('keeps a marker that verifies, with the job and its latest turns', () => {
    expect(parsePrLink(LONG_PR)?.url).toBe(LONG_PR)
    const turns: Turn[] = Array.from({ length: MAX_TURNS }, (_, i) => ({
      n: i + 1,
      at: '2026-11-23T10:00:00.000Z',
      by: 'a-thirty-nine-character-login-name-xxxx',
      result: 'completed',
      pr: LONG_PR
    }))
    const view: CommentView = {
      phase: 'completed',
      jobId: 'job_1',
      projectId: 'proj',
      status: 'completed',
      elapsedMs: 1000,
      prLink: LONG_PR,
      turns,
      ownTurn: MAX_TURNS
    }
    const marker = markers.verify(commentBody(view, markers, place), place)
    expect(marker?.jobId).toBe('job_1')
    expect(decodeTurns(marker?.turns).at(-1)?.n).toBe(MAX_TURNS)
  })
})
