// Found by an attack, kept as a test: a search term crafted to sit exactly at its threshold.
// digest-thresholds' `searches` is "searches of a term that clicked nothing (hits × (1 −
// click-through))" (README, inputs): 65 searches of which 3 clicked is 62 searches without a
// click, whole, and `searches=62` must make it a finding. The service's ctr is clicks / hits
// (a fraction), and hits × (1 − 3/65) is 61.99999999999999 in floating point.
import { describe, expect, it } from '@jest/globals'
import { findings, searchSignals } from '../../src/analytics/signals.js'
import { readThresholds, type Thresholds } from '../../src/analytics/thresholds.js'

const thresholds = (text: string): Thresholds => {
  const read = readThresholds(text)
  if ('problem' in read) throw new Error(read.problem)
  return read
}

describe('a search exactly at the searches threshold', () => {
  it.each([
    [65, 3, 62],
    [75, 11, 64],
    [130, 14, 116]
  ])('%i searches, %i of them clicked, is a finding at searches=%i', (hits, clicks, least) => {
    const search = { searchQuery: 'rate limit', hits, ctr: clicks / hits, topClickedPage: null, lastSearchedAt: null } // prettier-ignore
    const signals = searchSignals([search])
    expect(signals).toHaveLength(1)
    const result = findings({ page: [], question: [], search: signals, ai: [] }, thresholds(`searches=${least}`)) // prettier-ignore
    expect(result.below.search).toBe(0)
    expect(result.ranked.map((s) => s.kind)).toEqual(['search'])
  })
})
