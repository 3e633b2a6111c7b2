/**
 * Sizes as users write them in workflow inputs: a number of bytes, or a number with a unit, like
 * 500KB, 100MB or 1.5GiB. The units mean what they say: KB, MB, GB and TB are powers of 1000,
 * KiB, MiB, GiB and TiB powers of 1024 (so that 100MB is the 100,000,000 bytes a disk's size
 * would say, and nobody has to guess). Case and a space before the unit do not matter.
 */

import { n } from './figures.js'

const UNITS: Record<string, number> = {
  b: 1,
  kb: 1e3,
  mb: 1e6,
  gb: 1e9,
  tb: 1e12,
  kib: 2 ** 10,
  mib: 2 ** 20,
  gib: 2 ** 30,
  tib: 2 ** 40
}

const FORM = /^(\d+(?:\.\d+)?)\s*([a-z]+)?$/i

/** Whole bytes, at least 1; undefined when `text` is not such a size. */
export function parseBytes(text: string): number | undefined {
  const match = FORM.exec(text.trim())
  if (!match) return undefined
  const [, number = '', unitText] = match
  const unit = UNITS[(unitText ?? 'b').toLowerCase()]
  if (unit === undefined) return undefined
  // A byte has no fraction: 1.5 alone (or 1.5B) is a typing slip, 1.5GB is a size.
  if (unit === 1 && number.includes('.')) return undefined
  const bytes = Math.floor(Number(number) * unit)
  return bytes >= 1 && Number.isSafeInteger(bytes) ? bytes : undefined
}

/** `100000000` -> `100,000,000 bytes`: how a size is shown back to a person, exactly. */
export function formatBytes(bytes: number): string {
  return `${n(bytes)} bytes`
}
