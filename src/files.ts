/**
 * The only files the actions touch on a user's say-so: `prompt-file` (read) and `output-file`
 * (written). A workflow may run on a checkout that someone else wrote, so a committed symlink
 * `prompt.md -> /proc/self/environ` would send the runner's environment to the service, and a
 * planted `out.json.partial -> ~/.bashrc` would redirect the export. Every path is therefore judged
 * by its real path (symlinks followed) against the real path of an allowed root, reads take
 * regular files only, and writes never go through a symlink.
 */
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readSync,
  realpathSync,
  renameSync,
  statSync,
  unlinkSync,
  type Stats
} from 'node:fs'
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path'

// Windows has neither flag; there the real-path and lstat checks stand alone.
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0
// Opening a FIFO for reading would block until a writer comes; non-blocking opens it at once,
// and fstat then refuses it. Regular files ignore the flag.
const NON_BLOCK = constants.O_NONBLOCK ?? 0

type Problem = { problem: string }

/** True when `target` lies strictly inside `root`; `..notes` is a name, not a way up. */
function isInside(root: string, target: string): boolean {
  const rel = relative(root, target)
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel)
}

const isWithin = (root: string, target: string): boolean =>
  root === target || isInside(root, target)

const errorCode = (error: unknown): string | undefined =>
  (error as NodeJS.ErrnoException | undefined)?.code

/** What a non-regular file is, in words a workflow author recognises. */
function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a directory'
  if (stats.isSymbolicLink()) return 'a symbolic link'
  if (stats.isFIFO()) return 'a named pipe (FIFO)'
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device'
  if (stats.isSocket()) return 'a socket'
  return 'not a regular file'
}

/** The closest of `path` and its ancestors that exists (a dangling symlink counts: it exists). */
function nearestExisting(path: string): string {
  let current = path
  while (!lstatSync(current, { throwIfNoEntry: false })) {
    const up = dirname(current)
    if (up === current) break
    current = up
  }
  return current
}

/** The real path `path` will have once its missing folders are created. Throws if unresolvable. */
function realPathOfNearest(path: string): string {
  const existing = nearestExisting(path)
  return join(realpathSync(existing), relative(existing, path))
}

/** Lexical and real forms of each root; empty roots (RUNNER_TEMP unset) are skipped. */
function rootsOf(roots: readonly string[]): { lexical: string[]; real: string[] } {
  const lexical = roots.filter((root) => root !== '').map((root) => resolve(root))
  const real = lexical.map((root) => {
    try {
      return realPathOfNearest(root)
    } catch {
      return root
    }
  })
  return { lexical, real }
}

const listOf = (roots: readonly string[]): string =>
  roots.map((r) => JSON.stringify(r)).join(' or ')

/** A failed system call on the user's file, as a sentence: the code only, never contents. */
function unreadable(name: string, quoted: string, error: unknown): Problem {
  const code = errorCode(error)
  if (code === 'ENOENT' || code === 'ENOTDIR') {
    return { problem: `${name} must name a file inside the workspace; ${quoted} was not found.` }
  }
  const reason =
    code === 'EACCES' || code === 'EPERM'
      ? 'permission denied'
      : code === 'ELOOP'
        ? 'too many symbolic links'
        : (code ?? 'unknown error')
  return { problem: `${name}: ${quoted} could not be read (${reason}).` }
}

/**
 * Reads a user-named file that must be a regular file inside the workspace, once symlinks are
 * followed, and at most `maxBytes` long. `file` is relative to the workspace or absolute; `input`
 * names the input in problems. Problems never quote the file's contents.
 */
export function readConfinedFile(
  file: string,
  options: {
    workspace: string
    maxBytes: number
    input: string
    /** A larger file is read to `maxBytes` (`unread`: the bytes past them), not refused. */
    head?: boolean
  }
): { text: string; unread?: number } | Problem {
  const name = `Input '${options.input}'`
  const quoted = JSON.stringify(file)
  const mustBe = `${name} must name a regular file inside the workspace; ${quoted}`
  let workspace: string
  try {
    workspace = realpathSync(options.workspace)
  } catch {
    const where = JSON.stringify(options.workspace)
    return { problem: `${name} cannot be read: the workspace ${where} was not found.` }
  }
  const lexicalWorkspace = resolve(options.workspace)
  const lexical = resolve(lexicalWorkspace, file)
  if (lexical === lexicalWorkspace || lexical === workspace) {
    return { problem: `${mustBe} is the workspace folder itself.` }
  }
  // Refused before the file is touched, so the answer tells nothing of what exists out there.
  if (!isInside(lexicalWorkspace, lexical) && !isInside(workspace, lexical)) {
    return { problem: `${mustBe} resolves outside it.` }
  }
  let real: string
  try {
    real = realpathSync(lexical)
  } catch (error) {
    return unreadable(name, quoted, error)
  }
  if (real === workspace) return { problem: `${mustBe} is the workspace folder itself.` }
  if (!isInside(workspace, real)) {
    return { problem: `${mustBe} is, or passes through, a symbolic link that leads outside it.` }
  }
  return readRegularFile(real, options.maxBytes, name, quoted, options.head ?? false)
}

/** Reads `real` (no symlinks left in it) if it is, and stays, a regular file within the limit. */
function readRegularFile(
  real: string,
  maxBytes: number,
  name: string,
  quoted: string,
  head: boolean
): { text: string; unread?: number } | Problem {
  const tooLarge = { problem: `${name}: ${quoted} is larger than the limit of ${maxBytes} bytes.` }
  let before: Stats
  let fd: number
  try {
    // Checked before opening: a device is never opened, and a FIFO gets a clear message.
    before = statSync(real)
    if (!before.isFile())
      return { problem: `${name} must name a regular file; ${quoted} is ${kindOf(before)}.` }
    if (before.size > maxBytes && !head) return tooLarge
    fd = openSync(real, constants.O_RDONLY | NO_FOLLOW | NON_BLOCK)
  } catch (error) {
    return unreadable(name, quoted, error)
  }
  try {
    const stats = fstatSync(fd)
    // The descriptor is the truth: the path may have been swapped since it was checked.
    if (stats.dev !== before.dev || stats.ino !== before.ino || !stats.isFile()) {
      return { problem: `${name}: ${quoted} changed while it was being read.` }
    }
    if (stats.size > maxBytes && !head) return tooLarge
    // A /proc-like file reports size 0 and still has content: read one byte past the limit.
    const buffer = Buffer.alloc(maxBytes + 1)
    let length = 0
    for (let n = 1; n > 0 && length < buffer.length; length += n) {
      n = readSync(fd, buffer, length, buffer.length - length, length)
    }
    if (length > maxBytes && !head) return tooLarge
    if (length > maxBytes) {
      // Its head: the bytes past the limit are counted, a character cut at the limit dropped.
      const text = buffer.toString('utf8', 0, maxBytes).replace(/\uFFFD$/, '')
      return { text, unread: Math.max(stats.size, length) - maxBytes }
    }
    return { text: buffer.toString('utf8', 0, length) }
  } catch (error) {
    return unreadable(name, quoted, error)
  } finally {
    closeSync(fd)
  }
}

/**
 * Where to write a user-named output file: inside one of `roots` (the workspace, RUNNER_TEMP)
 * both as written and once the symlinks of its existing folders are followed, and not an existing
 * symlink or non-file. Creates nothing: this runs before any request is sent.
 */
export function resolveOutputPath(
  file: string,
  options: { workspace: string; roots: readonly string[]; input: string }
): { path: string } | Problem {
  const name = `Input '${options.input}'`
  const quoted = JSON.stringify(file)
  const roots = rootsOf(options.roots)
  const where = listOf(roots.lexical)
  const target = resolve(options.workspace, file)
  const allRoots = [...roots.lexical, ...roots.real]
  if (!allRoots.some((root) => isInside(root, target))) {
    return { problem: `${name} must name a file inside ${where}; ${quoted} resolves outside.` }
  }
  const folder = nearestExisting(dirname(target))
  let realFolder: string
  try {
    realFolder = realpathSync(folder) // fails on a dangling or looping symlink
  } catch (error) {
    const reason = errorCode(error) ?? 'unknown error'
    return { problem: `${name}: the folder of ${quoted} could not be resolved (${reason}).` }
  }
  if (!roots.real.some((root) => isWithin(root, realFolder))) {
    return {
      problem: `${name} must name a file inside ${where}; ${quoted} passes through a symbolic link that leads outside.`
    }
  }
  if (!statSync(realFolder).isDirectory()) {
    return {
      problem: `${name}: ${quoted} cannot be written: ${JSON.stringify(folder)} is not a folder.`
    }
  }
  const existing = lstatSync(target, { throwIfNoEntry: false })
  if (existing && !existing.isFile()) {
    const kind = kindOf(existing)
    return {
      problem: `${name} must name a regular file; ${quoted} is ${kind}, which is not replaced.`
    }
  }
  return { path: target }
}

/** The real path of `folder`, if that lies within the real path of one of `roots`; else throws. */
function confinedFolder(folder: string, roots: readonly string[]): string {
  const real = realPathOfNearest(folder)
  const allowed = rootsOf(roots)
  if (!allowed.real.some((root) => isWithin(root, real))) {
    throw new Error(
      `Refusing to write in ${JSON.stringify(folder)}: it leads to ${JSON.stringify(real)}, outside ${listOf(allowed.lexical)}.`
    )
  }
  return real
}

/**
 * Creates `path` afresh for writing and returns its descriptor: parent folders are made (only
 * inside `roots`), a leftover at `path` (an old partial file or a planted symlink) is unlinked,
 * never followed, and the open itself refuses a symlink that reappears (O_EXCL | O_NOFOLLOW).
 */
export function openExclusive(path: string, roots: readonly string[]): number {
  const folder = dirname(resolve(path))
  confinedFolder(folder, roots) // before mkdir, so no folder is created outside
  mkdirSync(folder, { recursive: true })
  const target = join(confinedFolder(folder, roots), basename(path))
  const leftover = lstatSync(target, { throwIfNoEntry: false })
  if (leftover?.isDirectory()) {
    throw new Error(`Refusing to write ${JSON.stringify(path)}: it is a directory.`)
  }
  if (leftover) unlinkSync(target) // unlink removes a symlink itself, never its target
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NO_FOLLOW
  return openSync(target, flags, 0o644)
}

/**
 * Renames `from` over `to`. rename would not follow a symlink at `to` either, but a symlink or a
 * non-file there is something the user did not get from us: it is refused and left untouched.
 */
export function replaceFile(from: string, to: string): void {
  const existing = lstatSync(to, { throwIfNoEntry: false })
  if (existing && !existing.isFile()) {
    throw new Error(
      `Refusing to replace ${JSON.stringify(to)}: it is ${kindOf(existing)}, not a regular file.`
    )
  }
  renameSync(from, to)
}
