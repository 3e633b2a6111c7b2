/**
 * The step's log. Whatever a log line says beyond our own words is data: a status, an id, an
 * error text of the service, a file name. The `line` tag builds a line from our literal text and
 * such values, each made one plain line (text.ts); the writers below take only what `line` made,
 * so an unescaped value cannot reach the log by accident (the type checker refuses a string).
 *
 * The runner obeys a line that starts with `::` (after white space) and, in its older syntax, a
 * `##[` anywhere in a line: a line that would contain either is written with the colon or hash
 * escaped, so no line we write is a workflow command we did not mean.
 */
import * as core from '@actions/core'
import { MAX_VALUE, plainLine } from './text.js'

declare const logLine: unique symbol
/** A log line whose every value was made plain. */
export type LogLine = string & { readonly [logLine]: true }

/** Keeps a line from being read as a workflow command by the runner. */
function neutralise(text: string): string {
  return text.replace(/^([\s\u0085\u180e]*):(?=:)/u, '$1\\u{3a}').replaceAll('##[', '#\\u{23}[')
}

/** The bound of one value in a line: room for an error that quotes the service at length. */
const MAX_IN_LINE = 4 * MAX_VALUE

/** `line\`Job ${id}: ${status}\``: every value made one plain line, bounded. */
export function line(strings: TemplateStringsArray, ...values: unknown[]): LogLine {
  let text = strings[0] ?? ''
  values.forEach((value, i) => {
    text += plainLine(value, MAX_IN_LINE) + (strings[i + 1] ?? '')
  })
  // Our literal text may hold line breaks; each physical line is checked on its own.
  return text.split('\n').map(neutralise).join('\n') as LogLine
}

/** A whole line that is data (a message of a lower layer). */
export function dataLine(value: unknown): LogLine {
  return neutralise(plainLine(value, MAX_IN_LINE)) as LogLine
}

/** Several values, one plain line each (the problems of a workflow's inputs). */
export function lineList(items: readonly unknown[]): LogLine {
  return items.map((item) => dataLine(item)).join('\n') as LogLine
}

export const log = {
  debug: (text: LogLine): void => core.debug(text),
  info: (text: LogLine): void => core.info(text),
  notice: (text: LogLine): void => core.notice(text),
  warning: (text: LogLine): void => core.warning(text),
  error: (text: LogLine): void => core.error(text)
}

/** Fails the step with an error annotation. */
export function fail(text: LogLine): void {
  core.setFailed(text)
}

/** A foldable group of log lines around `fn`. */
export function group<T>(title: LogLine, fn: () => Promise<T>): Promise<T> {
  return core.group(title, fn)
}

/** A logger for code that knows nothing of Actions (the service client, the export worker). */
export interface PlainLogger {
  debug(message: string): void
  info(message: string): void
  notice(message: string): void
  warning(message: string): void
}

/** Messages of lower layers are data too: each becomes one plain line. */
export const plainLogger: PlainLogger = {
  debug: (message) => log.debug(dataLine(message)),
  info: (message) => log.info(dataLine(message)),
  notice: (message) => log.notice(dataLine(message)),
  warning: (message) => log.warning(dataLine(message))
}
