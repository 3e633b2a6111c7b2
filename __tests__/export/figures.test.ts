// Counts as the summaries show them (src/export/figures.ts): `n` writes what
// toLocaleString('en-US', { maximumFractionDigits: 2 }) writes, without loading ICU's number
// formatting in the step. Intl is the oracle here, where its memory does not matter.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { grouped, n } from '../../src/export/figures.js'
import { formatBytes } from '../../src/export/size.js'

const intl = (value: number): string => value.toLocaleString('en-US', { maximumFractionDigits: 2 })

describe('n', () => {
  it.each([
    0,
    -0,
    1,
    -1,
    10.5,
    10.500000001,
    0.005,
    0.015,
    1.005,
    2.675,
    9.995,
    0.996,
    999.999,
    -0.001,
    -0.0025,
    0.004,
    1e-7,
    5e-324,
    1234,
    1234567.891,
    -1234.567,
    123456789.125,
    1e21,
    1.5e300,
    Number.MAX_VALUE,
    Number.MAX_SAFE_INTEGER,
    0.1 + 0.2,
    NaN,
    Infinity,
    -Infinity
  ])('writes %p as Intl does', (value) => {
    expect(n(value)).toBe(intl(value))
  })

  it('writes any number as Intl does', () => {
    fc.assert(
      fc.property(fc.double(), (value) => n(value) === intl(value)),
      { numRuns: 20_000 }
    )
  })

  it('writes counts and two-decimal values as Intl does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 0, max: 9999 }),
        (whole, thousandths) => {
          const value = whole + thousandths / 10_000
          return n(value) === intl(value) && n(whole) === intl(whole)
        }
      ),
      { numRuns: 20_000 }
    )
  })
})

describe('grouped and formatBytes', () => {
  it('groups thousands with commas', () => {
    expect(grouped('1')).toBe('1')
    expect(grouped('1000')).toBe('1,000')
    expect(grouped('123456789')).toBe('123,456,789')
  })

  it('writes a size in bytes as toLocaleString did', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        (bytes) => formatBytes(bytes) === `${bytes.toLocaleString('en-US')} bytes`
      )
    )
  })
})
