/**
 * What the seeded analytics reports (feedback, searches, assistant) share: a seeded random
 * sequence, the window of days their rows lie in, times drawn as readers' activity falls (more on
 * weekdays and in working hours), ids (ULIDs as the assistant's, ObjectId-like hex for feedback)
 * and the ISO timestamps of the answers.
 */
export const DAY_MS = 86_400_000

/** FNV-1a: a small, stable hash for deterministic data. */
export function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** mulberry32: a seeded sequence of numbers in [0, 1), the same for the same seed. */
export function random(seed: string): () => number {
  let state = hash(seed)
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** One of `items`, by the next number of `rand`. */
export function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length) % items.length] as T
}

/** The index chosen by `u` (0 to 1) among `weights`, which need not sum to 1. */
export function weighted(u: number, weights: readonly number[]): number {
  const sum = weights.reduce((a, b) => a + b, 0)
  let left = u * sum
  for (let i = 0; i < weights.length; i++) {
    left -= weights[i] as number
    if (left < 0) return i
  }
  return weights.length - 1
}

/** The days the seeded rows lie in: [start, end), whole UTC days. */
export interface Window {
  start: number
  end: number
}

// Readers come in working hours (UTC), half as much at the weekend, and more each week as the
// site grows (trends.ts): 30 % more on the window's last day than four weeks before it.
const HOURS = [
  2, 1.5, 1.2, 1, 1, 1.2, 1.8, 3, 5, 7, 8, 8.5, 8, 8.5, 9, 9, 8.5, 7.5, 6, 5, 4.5, 4, 3.5, 2.5
]
const WEEKDAY = [0.45, 1, 1.05, 1.05, 1, 0.9, 0.45] // Sunday first, as getUTCDay counts
const GROWTH = 0.3
const GROWTH_DAYS = 28

/** Draws moments in `window` as readers' activity falls over its days and hours (and grows). */
export function timeDrawer(window: Window, grows: boolean): (rand: () => number) => number {
  const growth = grows ? GROWTH : 0
  const days = Math.max(1, Math.round((window.end - window.start) / DAY_MS))
  const weights = Array.from(
    { length: days },
    (_, day) =>
      (WEEKDAY[new Date(window.start + day * DAY_MS).getUTCDay()] as number) *
      (1 + growth * Math.min(1, Math.max(0, (day + 0.5 - (days - GROWTH_DAYS)) / GROWTH_DAYS)))
  )
  return (rand) => {
    const day = weighted(rand(), weights)
    const hour = weighted(rand(), HOURS)
    const within = Math.floor(rand() * 3_600_000)
    return window.start + day * DAY_MS + hour * 3_600_000 + within
  }
}

export const iso = (at: number): string => new Date(at).toISOString()

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** A ULID: 10 characters of the time in ms, 16 of randomness (from `rand`). */
export function ulid(at: number, rand: () => number): string {
  let time = ''
  let left = Math.max(0, Math.floor(at))
  for (let i = 0; i < 10; i++) {
    time = CROCKFORD[left % 32] + time
    left = Math.floor(left / 32)
  }
  let tail = ''
  for (let i = 0; i < 16; i++) tail += CROCKFORD[Math.floor(rand() * 32) % 32]
  return time + tail
}

/** A ULID as the service takes one: 26 Crockford base32 characters, the time within 48 bits. */
export function isUlid(text: string): boolean {
  return /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/i.test(text)
}

/** The time a ULID carries, in ms. */
export function ulidTime(id: string): number {
  let at = 0
  for (const char of id.slice(0, 10).toUpperCase()) at = at * 32 + CROCKFORD.indexOf(char)
  return at
}

/** An id in the form of a MongoDB ObjectId: 8 hex digits of the time in seconds, 16 random. */
export function objectId(at: number, rand: () => number): string {
  let tail = ''
  for (let i = 0; i < 16; i++) tail += Math.floor(rand() * 16).toString(16)
  return Math.floor(at / 1000)
    .toString(16)
    .padStart(8, '0')
    .slice(-8)
    .concat(tail)
}
