/**
 * The date range of an analytics export from its inputs (`date-from`, `date-to` exclusive, or
 * `period`), as the visitors and analytics actions both read it, each problem naming the input
 * and the form it expects.
 */
import { shown } from '../inputs.js'
import { PERIODS, parseDate, periodRange } from './dates.js'

export interface RangeInputNames {
  dateFrom: string
  dateTo: string
  period: string
}

export interface Range {
  /** Start of the range as sent to the service; undefined: the service's default. */
  dateFrom?: string
  /** Exclusive end of the range as sent; undefined: the service's default. */
  dateTo?: string
}

export function readRange(
  text: (name: string) => string,
  names: RangeInputNames,
  now: number,
  problems: string[]
): Range {
  const dateFrom: string | undefined = text(names.dateFrom) || undefined
  const dateTo: string | undefined = text(names.dateTo) || undefined
  const period = text(names.period)
  if (period) {
    if (dateFrom || dateTo) {
      problems.push(
        `Input '${names.period}' replaces '${names.dateFrom}' and '${names.dateTo}': set either the period or the dates.`
      )
    }
    const range = periodRange(period, now)
    if (!range) {
      problems.push(
        `Input '${names.period}' must be ${PERIODS.join(', ')} (or another number of days like 14d); got ${shown(period)}.`
      )
      return { dateFrom, dateTo }
    }
    return range
  }
  const from = dateFrom === undefined ? undefined : parseDate(dateFrom)
  const to = dateTo === undefined ? undefined : parseDate(dateTo)
  const form = 'a date like 2026-11-01 or an ISO 8601 time like 2026-11-01T00:00:00Z'
  if (dateFrom !== undefined && from === undefined) {
    problems.push(`Input '${names.dateFrom}' must be ${form}; got ${shown(dateFrom)}.`)
  }
  if (dateTo !== undefined && to === undefined) {
    problems.push(`Input '${names.dateTo}' must be ${form}; got ${shown(dateTo)}.`)
  }
  if (from !== undefined && to !== undefined && from >= to) {
    problems.push(
      `Input '${names.dateFrom}' (${dateFrom}) must be before '${names.dateTo}' (${dateTo}), which is exclusive.`
    )
  }
  return { dateFrom, dateTo }
}
