/** What both actions' settings readers share: the input reader and the error that lists problems. */

/** Reads one input as the runner passes it (`core.getInput` in production). */
export type InputReader = (name: string) => string

/** All the problems found in the inputs, one per line. */
export class SettingsError extends Error {
  override readonly name = 'SettingsError'
  constructor(readonly problems: readonly string[]) {
    super(
      problems.length === 1
        ? problems[0]
        : `The inputs have ${problems.length} problems:\n- ${problems.join('\n- ')}`
    )
  }
}

/** Identifiers become path segments: no whitespace, no slashes, not `.` or `..`. */
export const IDENTIFIER = /^(?!\.{1,2}$)[^\s/\\?#%]+$/

/** Splits a comma (or newline) separated input into its non-empty items. */
export function list(value: string): string[] {
  return value
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter((item) => item !== '')
}
