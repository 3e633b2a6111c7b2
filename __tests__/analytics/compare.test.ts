// compare: previous — the range before is as long as the range and ends where it begins, and a
// change reads as people read one.
import { describe, expect, it } from '@jest/globals'
import { previousRange } from '../../src/export/dates.js'
import { change } from '../../src/analytics/summary.js'

describe('the range before', () => {
  it('is as long as the range and ends where it begins, whole days as days', () => {
    expect(previousRange({ dateFrom: '2026-11-18', dateTo: '2026-11-25' })).toEqual({
      dateFrom: '2026-11-11',
      dateTo: '2026-11-18'
    })
    // A month of 31 days before one of 30: the same length, not the calendar month.
    expect(previousRange({ dateFrom: '2026-11-01', dateTo: '2026-12-01' })).toEqual({
      dateFrom: '2026-10-02',
      dateTo: '2026-11-01'
    })
  })

  it('keeps times as ISO 8601 in UTC, and has none for a range that is not one', () => {
    expect(
      previousRange({ dateFrom: '2026-11-25T06:00:00Z', dateTo: '2026-11-25T12:00:00Z' })
    ).toEqual({
      dateFrom: '2026-11-25T00:00:00.000Z',
      dateTo: '2026-11-25T06:00:00Z'
    })
    expect(previousRange({ dateFrom: '2026-11-25', dateTo: '2026-11-25' })).toBeUndefined()
  })
})

describe('a change', () => {
  it.each<[number | null, number, string]>([
    [100, 150, '+50 (+50 %)'],
    [200, 150, '−50 (−25 %)'],
    [7, 7, '±0 (±0 %)'],
    [0, 12, '+12'],
    [null, 1234, 'new (1,234)'],
    [3, 4.5, '+1.5 (+50 %)']
  ])('from %p to %p reads %p', (before, now, text) => {
    expect(change(before, now)).toBe(text)
  })
})
