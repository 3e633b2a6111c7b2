/**
 * The change as one block of text within `context-limit`: the commits and the files listed, one
 * line each, then the patches, largest first (the file that changed most is most likely what the
 * docs must follow), each whole or left out, with a line naming what was left out. The lists take
 * half of the limit, or what the patches leave of it when they need less: a push's new commits
 * whole, the earlier commits and the files sharing the rest.
 */
import type { Commit, Compared, FileChange } from './changes-read.js'
import { pathMatcher, withheld, type PathMatch } from './changes-paths.js'
import { oneLine } from './cut.js'

/** The longest file name and commit line listed; longer ones are cut (the list stays a list). */
export const MAX_NAME = 500
const MAX_COMMIT_LINE = 200
/** Files named in the line that says which patches were left out; the rest are counted. */
const MAX_NAMED = 20
/** Each name there at most this long, and all of them within a quarter of the limit (≤ 500). */
const MAX_LEFT_OUT_NAME = 100
const MAX_LEFT_OUT_NAMES = 500

export interface Bounded {
  /** The block's text: the commits, the files, the patches sent and what was left out. */
  text: string
  /** The files whose patches were sent, largest first. */
  sent: string[]
  /** The files whose patches did not fit. */
  leftOut: string[]
}

/**
 * The change as text within `limit` characters (the line naming the patches left out aside):
 * the push's new commits first, whole (only the limit cuts them); then the earlier commits and
 * the files, which share the lists' room (half of the limit, or all that the patches leave of
 * it); then the patches, largest first, each whole or left out.
 */
export function boundChanges(
  compared: Compared,
  options: { limit: number; paths?: readonly string[]; match?: PathMatch }
): Bounded {
  const { limit } = options
  const match = options.match ?? pathMatcher(options.paths ?? [])
  const why = new Map(
    compared.files.map((file) => [file, withheld(file, options.paths ?? [], match)])
  )
  const patches = patchesOf(compared.files, why)
  // Every line counts, with its line break: the whole block (the left-out line aside) stays
  // within the limit, headings included.
  let used = 0
  const lines: string[] = []
  const add = (line: string): void => {
    lines.push(line)
    used += line.length + 1
  }
  /** Adds a list's heading, its first `shown` items, a line counting the rest, and a blank line. */
  const addList = (list: List, shown: number): void => {
    add(list.heading)
    list.items.slice(0, shown).forEach(add)
    const rest = list.items.length - shown + list.more
    if (rest > 0) add(notListed(rest, list.what))
    add('')
  }
  const { fresh, commits } = commitLists(compared)
  if (fresh) addList(fresh, fit(fresh, limit))
  // The lists' room: half of the limit, or all that the patches leave of it, besides the new
  // commits (which no list budget cuts), and never past the limit.
  const need = patches.length ? PATCHES.length + 1 + sum(patches.map((p) => p.block.length + 1)) : 0
  const listEnd = Math.min(limit, Math.max(Math.floor(limit / 2) + used, limit - need))
  const files = fileList(compared, why)
  const [commitsShown, filesShown] = share(commits, files, listEnd - used)
  addList(commits, commitsShown)
  addList(files, filesShown)
  const sent: string[] = []
  const leftOut: string[] = []
  if (patches.length) add(PATCHES)
  for (const patch of patches) {
    if (used + patch.block.length + 1 > limit) {
      leftOut.push(patch.path)
      continue
    }
    add(patch.block)
    sent.push(patch.path)
  }
  // Outside the limit: it stays small whatever the names, so it is not a second block.
  if (leftOut.length) lines.push(leftOutLine(leftOut, limit))
  return { text: lines.join('\n').trimEnd(), sent, leftOut }
}

const PATCHES = 'Patches (largest first):'
const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0)
const notListed = (rest: number, what: string): string =>
  `[… ${rest} more ${what} not listed (context-limit)]`

/** One list of the block: commits or files, one line each. */
interface List {
  heading: string
  items: string[]
  /** Items beyond those GitHub lists, counted with those that did not fit. */
  more: number
  what: string
}

/** The characters of a list with its first `shown` items, its lines around them included. */
function cost(list: List, shown: number): number {
  const rest = list.items.length - shown + list.more
  const items = sum(list.items.slice(0, shown).map((item) => item.length + 1))
  return (
    list.heading.length + 1 + items + (rest > 0 ? notListed(rest, list.what).length + 1 : 0) + 1
  )
}

/** How many of a list's items fit in `room` characters, its heading and lines around them included. */
function fit(list: List, room: number): number {
  if (cost(list, list.items.length) <= room) return list.items.length
  // Cut: the line counting the rest is there, at most as long as with no item shown.
  let left = room - cost(list, 0)
  let shown = 0
  for (const item of list.items) {
    left -= item.length + 1
    if (left < 0) break
    shown++
  }
  return shown
}

/**
 * How many items of each of two lists fit in `room`: each gets at least half of it when it needs
 * it, and the other what that one leaves (a long list of commits cannot crowd out the files).
 */
function share(a: List, b: List, room: number): [number, number] {
  const shownA = fit(a, Math.max(Math.floor(room / 2), room - cost(b, b.items.length)))
  return [shownA, fit(b, room - cost(a, shownA))]
}

/** The commits as lists: after a push to a pull request, its new commits, then the earlier ones. */
function commitLists(compared: Compared): { fresh?: List; commits: List } {
  const { commits, totalCommits } = compared
  const since = compared.newSince ?? ''
  // The commits after the head before the push are the push's. The last commit whose id the head
  // begins with is it: an older one sharing its short id comes before it.
  const earlier = commits.findLastIndex((c) => since !== '' && c.sha !== '' && since.startsWith(c.sha)) // prettier-ignore
  const line = (c: Commit, fresh: boolean): string =>
    `${oneLine(c.sha, 12)}${fresh ? ' [new]' : ''} ${oneLine(c.title, MAX_COMMIT_LINE)} (${oneLine(c.author, 100)})`
  const unlisted = Math.max(0, totalCommits - commits.length)
  const total = Math.max(totalCommits, commits.length)
  if (earlier >= 0) {
    const fresh = commits.slice(earlier + 1)
    return {
      fresh: {
        heading: `New commits of the push (${fresh.length}, after ${since.slice(0, 7)}, oldest first):`,
        items: fresh.map((c) => line(c, true)),
        more: 0,
        what: 'new commits'
      },
      commits: {
        heading: `Earlier commits (${total - fresh.length}, oldest first):`,
        items: commits.slice(0, earlier + 1).map((c) => line(c, false)),
        more: unlisted,
        what: 'commits'
      }
    }
  }
  const note = !since
    ? ''
    : unlisted > 0
      ? `; the head before the push, ${since.slice(0, 7)}, is past the ${commits.length} GitHub lists`
      : `; the head before the push, ${since.slice(0, 7)}, is not among them: the history was rewritten`
  return {
    commits: {
      heading: `Commits (${total}, oldest first${note}):`,
      items: commits.map((c) => line(c, false)),
      more: unlisted,
      what: 'commits'
    }
  }
}

/** The changed files as a list, each with why its patch is not sent, if it is not. */
function fileList(compared: Compared, why: Map<FileChange, string | undefined>): List {
  const { files } = compared
  return {
    heading: `Files (${files.length}${files.length >= compared.maxFiles ? ', the most GitHub lists' : ''}):`,
    items: files.map((file) => {
      const name = file.previous
        ? `${oneLine(file.previous, MAX_NAME)} → ${oneLine(file.path, MAX_NAME)}`
        : oneLine(file.path, MAX_NAME)
      const reason = why.get(file)
      return `${oneLine(file.status, 20)} ${name} (+${file.additions} -${file.deletions})${reason ? ` [patch not sent: ${reason}]` : ''}`
    }),
    more: 0,
    what: 'files'
  }
}

/** The patches that may be sent, largest first: the file that changed most is most likely what the docs must follow. */
function patchesOf(
  files: FileChange[],
  why: Map<FileChange, string | undefined>
): { path: string; block: string }[] {
  return files
    .filter((file) => why.get(file) === undefined)
    .map((file) => ({
      path: file.path,
      block: `--- ${oneLine(file.path, MAX_NAME)}\n${file.patch as string}`
    }))
    .sort((a, b) => b.block.length - a.block.length)
}

/** The line naming the patches left out: at most MAX_NAMED names, within a quarter of the limit. */
function leftOutLine(leftOut: string[], limit: number): string {
  const room = Math.min(MAX_LEFT_OUT_NAMES, Math.floor(limit / 4))
  const named: string[] = []
  let length = 0
  for (const path of leftOut.slice(0, MAX_NAMED)) {
    const name = oneLine(path, MAX_LEFT_OUT_NAME)
    if (length + name.length > room) break
    named.push(name)
    length += name.length + 2
  }
  const more = leftOut.length - named.length
  return `[… the patches of ${leftOut.length} files left out to keep within context-limit (${limit} characters)${named.length ? `: ${named.join(', ')}${more ? `, and ${more} more` : ''}` : ''}]`
}
