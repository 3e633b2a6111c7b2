/**
 * The inputs of what goes with the instruction as context: `context-file` (cut to
 * `context-limit`), and `include-changes` with `changes-paths` (github/changes.ts reads the change,
 * within `context-limit` too).
 */
import { readConfinedFile } from '../files.js'
import { shown, type InputReader } from '../inputs.js'
import { Inputs } from './constants.js'

/** `context-limit`'s bounds: a useful report, and far below any prompt a service takes. */
const MIN_CONTEXT = 1000
const MAX_CONTEXT = 200_000
/** Larger context files are cut to context-limit after reading at most this much. */
const MAX_CONTEXT_FILE_BYTES = 4_000_000

/** `context-file`'s text, cut to `context-limit`, and the file's name. */
export interface ContextFile {
  file: string
  text: string
  /** The characters left out (about: what was not read counts by its bytes). */
  cut: number
}

/**
 * `context-limit`, `context-file`, `include-changes` and `changes-paths`, adding what is wrong
 * with them to `problems`.
 */
export function readContextSettings(
  input: InputReader,
  problems: string[],
  bool: (name: string) => boolean,
  workspace: string
): {
  context?: ContextFile
  contextLimit: number
  includeChanges: boolean
  changesPaths: string[]
} {
  const text = (name: string): string => input(name).trim()
  const limitText = text(Inputs.ContextLimit) || '30000'
  const contextLimit = /^\d{1,7}$/.test(limitText) ? Number(limitText) : NaN
  if (!(contextLimit >= MIN_CONTEXT && contextLimit <= MAX_CONTEXT)) {
    problems.push(
      `Input '${Inputs.ContextLimit}' must be a whole number of characters from ${MIN_CONTEXT} to ${MAX_CONTEXT}; got ${shown(limitText)}.`
    )
  }
  let context: ContextFile | undefined
  const contextFile = text(Inputs.ContextFile)
  if (contextFile) {
    const read = readConfinedFile(contextFile, {
      workspace,
      maxBytes: MAX_CONTEXT_FILE_BYTES,
      input: Inputs.ContextFile,
      head: true
    })
    if ('problem' in read) problems.push(read.problem)
    else if (Number.isFinite(contextLimit)) {
      // Never half of a character: a surrogate pair cut in two would send one lone half.
      let end = Math.min(read.text.length, contextLimit)
      const last = read.text.charCodeAt(end - 1)
      if (end < read.text.length && last >= 0xd800 && last <= 0xdbff) end--
      // What was not read counts as left out too (its bytes, about its characters).
      const cut = read.text.length - end + (read.unread ?? 0)
      context = { file: contextFile, text: read.text.slice(0, end), cut }
    }
  }

  // Read like max-turns: an input added after the others may be unset where defaults are filled
  // in by hand (a local run with an older action.yml); unset is its default.
  const includeChanges = text(Inputs.IncludeChanges) ? bool(Inputs.IncludeChanges) : false
  const changesPaths = globList(input(Inputs.ChangesPaths))
  for (const glob of changesPaths) {
    if (!usableGlob(glob)) {
      problems.push(
        `Input '${Inputs.ChangesPaths}' must be a comma or newline separated list of globs relative to the repository's root, like docs/**, src/**/*.{ts,tsx}, !src/**/*.test.ts; got ${shown(glob)}.`
      )
    } else if (!cheapGlob(glob)) {
      problems.push(
        `Input '${Inputs.ChangesPaths}' allows at most ${MAX_STARS} * or [...] in one part of a path (between slashes), ${MAX_GLOBSTARS} ** and ${MAX_BRACES} {...} in a glob, and no extglob like +(...), which keeps matching long file names fast; got ${shown(glob)}.`
      )
    }
  }

  return { ...(context ? { context } : {}), contextLimit, includeChanges, changesPaths }
}

/**
 * `changes-paths` as workflow authors write globs (GitHub's `paths:` filters, .gitignore): split
 * at newlines and at commas outside braces (`src/**\/*.{ts,tsx}` is one glob), `./` dropped
 * (names are relative to the repository's root anyway), `!` kept: it excludes
 * (github/changes-paths.ts).
 */
export function globList(value: string): string[] {
  const globs: string[] = []
  let current = ''
  let depth = 0
  for (const char of value) {
    if (char === '{') depth++
    else if (char === '}') depth = Math.max(0, depth - 1)
    if (char === '\n' || char === '\r' || (char === ',' && depth === 0)) {
      globs.push(current)
      current = ''
      continue
    }
    current += char
  }
  globs.push(current)
  return globs
    .map((glob) => glob.trim().replace(/^(!?)(?:\.\/)+/, '$1'))
    .filter((glob) => glob !== '')
}

/**
 * Whether a `changes-paths` glob can match a file name as GitHub gives it (relative to the
 * repository's root, no trailing slash): one that could not would silently skip every change.
 */
/** A glob's matching time grows with its wildcards: these bound it (github/changes-paths.ts). */
const MAX_STARS = 3
const MAX_GLOBSTARS = 3
const MAX_BRACES = 2

function cheapGlob(glob: string): boolean {
  const pattern = glob.startsWith('!') ? glob.slice(1) : glob
  const parts = pattern.split('/')
  // A `*` and a character class each let the matcher try every length: both count.
  const wild = (part: string) => [...part].filter((ch) => ch === '*' || ch === '[').length
  return (
    !/[@+*?!]\(/.test(pattern) &&
    [...pattern].filter((ch) => ch === '{').length <= MAX_BRACES &&
    parts.filter((part) => part === '**').length <= MAX_GLOBSTARS &&
    parts.every((part) => part === '**' || wild(part) <= MAX_STARS)
  )
}

function usableGlob(glob: string): boolean {
  const pattern = glob.startsWith('!') ? glob.slice(1) : glob
  let depth = 0
  for (const char of pattern) {
    if (char === '{') depth++
    else if (char === '}' && --depth < 0) return false
  }
  return (
    depth === 0 &&
    glob.length <= 500 &&
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    !/[\u0000-\u001f\u007f]/.test(glob) &&
    pattern !== '' &&
    !/^[\s/!]/.test(pattern) &&
    !/(^|\/)\.\.(\/|$)/.test(pattern) &&
    !pattern.endsWith('/')
  )
}
