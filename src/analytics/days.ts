/**
 * Dates as the job summary and the digest write them for people, in one style: a day is
 * `26 Nov 2026` (UTC; a month's name cannot be misread as a day), a time `26 Nov 2026 20:40`, and
 * a range of whole days, whose end the service takes as exclusive, is written by its first and
 * last days, `20 Nov 2026 – 26 Nov 2026 (7 days)`, so nobody has to subtract a day. Only a date
 * that parses is written this way; the files and the step's outputs keep ISO 8601.
 * `space` joins a date's words: the summary's non-breaking space keeps one on one line.
 */
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')
const DAY_MS = 86_400_000
const pad = (value: number): string => String(value).padStart(2, '0')

/** A day, `26 Nov 2026`. */
export function dayText(at: Date, space = ' '): string {
  return [at.getUTCDate(), MONTHS[at.getUTCMonth()], at.getUTCFullYear()].join(space)
}

/** A time of the service's (ISO 8601), parsed; undefined when it is none. */
export function parseTime(value: unknown): Date | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d\d-\d\d/.test(value)) return undefined
  const at = new Date(value)
  return Number.isNaN(at.getTime()) ? undefined : at
}

/** A time of the service's as ours, `26 Nov 2026 20:40` (UTC); undefined when it is none. */
export function timeText(value: unknown, space = ' '): string | undefined {
  const at = parseTime(value)
  if (!at) return undefined
  return `${dayText(at, space)}${space}${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`
}

/**
 * A range of whole days (UTC), its end exclusive, as its first and last days and how many:
 * `20 Nov 2026 – 26 Nov 2026 (7 days)`, one day alone `20 Nov 2026 (1 day)`. Undefined for a
 * range that is not whole days (or not given), which the caller writes as it was given.
 */
export function daysText(
  from: string | undefined,
  to: string | undefined,
  space = ' '
): string | undefined {
  const start = parseTime(from)
  const end = parseTime(to)
  const whole = (at: Date | undefined): at is Date => at !== undefined && at.getTime() % DAY_MS === 0 // prettier-ignore
  if (!whole(start) || !whole(end) || end <= start) return undefined
  const days = Math.round((end.getTime() - start.getTime()) / DAY_MS)
  const last = new Date(end.getTime() - DAY_MS)
  const span = days === 1 ? dayText(start, space) : `${dayText(start, space)} – ${dayText(last, space)}` // prettier-ignore
  return `${span} (${days} ${days === 1 ? 'day' : 'days'})`
}
