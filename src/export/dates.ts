/**
 * The date range of an export. Dates are ISO 8601 or `YYYY-MM-DD` (checked strictly: no
 * 2024-02-30), `date-to` is exclusive, and a `period` is computed in UTC from whole days:
 * `7d` and `30d` are the last N whole days before today, `previous-month` the calendar month
 * before the current one.
 */
export interface DateRange {
  /** As sent to the service. */
  dateFrom?: string
  dateTo?: string
}

const DAY_MS = 86_400_000
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/

/** Epoch ms of a valid date or date-time, undefined for anything else. */
export function parseDate(text: string): number | undefined {
  const match = DATE_ONLY.exec(text) ?? DATE_TIME.exec(text)
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  // Date.UTC rolls 2024-02-30 over to March: a real date survives the round trip.
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return undefined
  }
  if (match.length > 4) {
    const [hour, minute, second] = [Number(match[4]), Number(match[5]), Number(match[6] ?? 0)]
    if (hour > 23 || minute > 59 || second > 59) return undefined
  }
  const at = Date.parse(text)
  return Number.isNaN(at) ? undefined : at
}

export const PERIODS = ['7d', '30d', 'previous-month'] as const

const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10)

/** The range of a period as of `now`, or undefined for an unknown period. */
export function periodRange(period: string, now: number): Required<DateRange> | undefined {
  const today = Math.floor(now / DAY_MS) * DAY_MS
  const days = /^(\d{1,3})d$/.exec(period)
  if (days && Number(days[1]) >= 1) {
    return { dateFrom: isoDay(today - Number(days[1]) * DAY_MS), dateTo: isoDay(today) }
  }
  if (period === 'previous-month') {
    const date = new Date(today)
    const thisMonth = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)
    const previous = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1)
    return { dateFrom: isoDay(previous), dateTo: isoDay(thisMonth) }
  }
  return undefined
}

/**
 * The range of the same length just before `range` (`compare: previous`): it ends where `range`
 * begins. Whole days stay whole days; times are written as ISO 8601 in UTC.
 */
export function previousRange(range: Required<DateRange>): Required<DateRange> | undefined {
  const from = parseDate(range.dateFrom)
  const to = parseDate(range.dateTo)
  if (from === undefined || to === undefined || to <= from) return undefined
  const start = from - (to - from)
  const days = DATE_ONLY.test(range.dateFrom) && DATE_ONLY.test(range.dateTo)
  return {
    dateFrom: days ? isoDay(start) : new Date(start).toISOString(),
    dateTo: range.dateFrom
  }
}
