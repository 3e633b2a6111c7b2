// The confinement of prompt-file and output-file (src/files.ts), on real folders, symlinks and FIFOs.
import { execFileSync, spawn } from 'node:child_process'
import {
  closeSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  writeSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { openExclusive, readConfinedFile, replaceFile, resolveOutputPath } from '../src/files.js'

const made: string[] = []
const tempFolder = (prefix: string): string => {
  const folder = mkdtempSync(join(tmpdir(), `files-test-${prefix}-`))
  made.push(folder)
  return folder
}
afterAll(() => {
  for (const folder of made) rmSync(folder, { recursive: true, force: true })
})

const SECRET = 'SECRET_TOKEN=ghs_do_not_leak_123'
let workspace: string
let outside: string

beforeAll(() => {
  workspace = tempFolder('ws')
  outside = tempFolder('outside') // stands for /proc/self/environ and the rest of the machine
  writeFileSync(join(workspace, 'prompt.md'), 'Document the new API.\n')
  mkdirSync(join(workspace, 'docs'))
  writeFileSync(join(workspace, 'docs', 'guide.md'), 'héllo guide')
  writeFileSync(join(outside, 'environ'), SECRET)
})

const read = (file: string, maxBytes = 1000, ws = workspace) =>
  readConfinedFile(file, { workspace: ws, maxBytes, input: 'prompt-file' })

const problemOf = (result: object): string => {
  expect(result).toHaveProperty('problem')
  return (result as { problem: string }).problem
}

describe('readConfinedFile', () => {
  it('reads a file relative to the workspace', () => {
    expect(read('prompt.md')).toEqual({ text: 'Document the new API.\n' })
    expect(read('docs/guide.md')).toEqual({ text: 'héllo guide' })
  })

  it('reads a file whose name merely starts with two dots', () => {
    writeFileSync(join(workspace, '..notes.md'), 'dots')
    expect(read('..notes.md')).toEqual({ text: 'dots' })
  })

  it('reads an absolute path inside the workspace', () => {
    expect(read(join(workspace, 'docs', 'guide.md'))).toEqual({ text: 'héllo guide' })
  })

  it('refuses ../ that leaves the workspace, naming the input and the value', () => {
    const problem = problemOf(read('../../etc/passwd'))
    expect(problem).toBe(
      `Input 'prompt-file' must name a regular file inside the workspace; "../../etc/passwd" resolves outside it.`
    )
  })

  it('refuses an absolute path outside the workspace', () => {
    const file = join(outside, 'environ')
    const problem = problemOf(read(file))
    expect(problem).toContain('resolves outside it')
    expect(problem).toContain(JSON.stringify(file))
    expect(problem).not.toContain(SECRET)
  })

  it('refuses a symlink inside that leads outside, without a byte of its target', () => {
    symlinkSync(join(outside, 'environ'), join(workspace, 'evil.md'))
    const problem = problemOf(read('evil.md'))
    expect(problem).toContain('"evil.md"')
    expect(problem).toContain('symbolic link that leads outside')
    expect(problem).not.toContain('SECRET')
    expect(problem).not.toContain('ghs_')
  })

  it('refuses a file under a symlinked folder that leads outside', () => {
    symlinkSync(outside, join(workspace, 'elsewhere'))
    expect(problemOf(read('elsewhere/environ'))).toContain('symbolic link that leads outside')
  })

  it('refuses a symlink to /proc/self/environ', () => {
    // Not skipped: on a system without /proc there is nothing to point at.
    if (!existsSync('/proc/self/environ')) return
    symlinkSync('/proc/self/environ', join(workspace, 'environ.md'))
    const problem = problemOf(read('environ.md', 1_000_000))
    expect(problem).toContain('symbolic link that leads outside')
    expect(problem).not.toContain('PATH=')
    expect(problem).not.toContain(process.env.PATH ?? 'PATH=')
  })

  it('accepts a symlink inside that leads to another file inside', () => {
    symlinkSync(join('docs', 'guide.md'), join(workspace, 'alias.md'))
    expect(read('alias.md')).toEqual({ text: 'héllo guide' })
  })

  it('refuses a directory, and the workspace itself', () => {
    expect(problemOf(read('docs'))).toBe(
      `Input 'prompt-file' must name a regular file; "docs" is a directory.`
    )
    expect(problemOf(read('.'))).toContain('is the workspace folder itself')
    expect(problemOf(read(workspace))).toContain('is the workspace folder itself')
  })

  it('refuses a FIFO at once, without waiting for a writer', () => {
    const fifo = join(workspace, 'pipe.md')
    execFileSync('mkfifo', [fifo])
    // A writer that turns up after 2 s: a read that blocked on the FIFO would end then, slowly,
    // instead of hanging this test forever.
    const writer = spawn('sh', ['-c', 'sleep 2; exec 3>"$0"', fifo], { stdio: 'ignore' })
    try {
      const started = Date.now()
      const problem = problemOf(read('pipe.md'))
      expect(Date.now() - started).toBeLessThan(1000)
      expect(problem).toBe(
        `Input 'prompt-file' must name a regular file; "pipe.md" is a named pipe (FIFO).`
      )
    } finally {
      writer.kill()
    }
  })

  it('refuses a file over maxBytes, and takes one of exactly maxBytes', () => {
    writeFileSync(join(workspace, 'big.md'), 'x'.repeat(101))
    writeFileSync(join(workspace, 'fits.md'), 'y'.repeat(100))
    expect(problemOf(read('big.md', 100))).toBe(
      `Input 'prompt-file': "big.md" is larger than the limit of 100 bytes.`
    )
    expect(read('fits.md', 100)).toEqual({ text: 'y'.repeat(100) })
  })

  it('says a missing file was not found', () => {
    expect(problemOf(read('missing.md'))).toBe(
      `Input 'prompt-file' must name a file inside the workspace; "missing.md" was not found.`
    )
    expect(problemOf(read('prompt.md/below'))).toContain('was not found')
  })

  it('works when the workspace path is itself a symlink to the real folder', () => {
    const linked = join(tempFolder('links'), 'ws')
    symlinkSync(workspace, linked)
    expect(read('prompt.md', 1000, linked)).toEqual({ text: 'Document the new API.\n' })
    expect(read(join(linked, 'docs', 'guide.md'), 1000, linked)).toEqual({ text: 'héllo guide' })
    expect(read(join(realpathSync(workspace), 'prompt.md'), 1000, linked)).toHaveProperty('text')
    expect(problemOf(read('evil.md', 1000, linked))).toContain('leads outside')
  })
})

describe('resolveOutputPath', () => {
  let out: string
  let runnerTemp: string
  beforeAll(() => {
    out = tempFolder('out-ws')
    runnerTemp = tempFolder('runner-temp')
    mkdirSync(join(out, 'existing-dir'))
    writeFileSync(join(out, 'old.json'), '{}')
    symlinkSync(outside, join(out, 'linked'))
    symlinkSync(join(outside, 'environ'), join(out, 'link.json'))
  })
  const resolveOut = (file: string) =>
    resolveOutputPath(file, { workspace: out, roots: [out, '', runnerTemp], input: 'output-file' })

  it('accepts a path inside the workspace and creates nothing', () => {
    expect(resolveOut('reports/visitors.json')).toEqual({
      path: join(out, 'reports', 'visitors.json')
    })
    expect(existsSync(join(out, 'reports'))).toBe(false)
    expect(resolveOut('old.json')).toEqual({ path: join(out, 'old.json') })
  })

  it('accepts a path inside a second root', () => {
    const file = join(runnerTemp, 'sub', 'visitors.csv')
    expect(resolveOut(file)).toEqual({ path: file })
  })

  it('refuses ../../x', () => {
    const problem = problemOf(resolveOut('../../x'))
    expect(problem).toBe(
      `Input 'output-file' must name a file inside ${JSON.stringify(out)} or ${JSON.stringify(runnerTemp)}; "../../x" resolves outside.`
    )
  })

  it('refuses an absolute path outside the roots', () => {
    expect(problemOf(resolveOut(join(outside, 'x.json')))).toContain('resolves outside')
  })

  it('refuses a symlinked folder inside the workspace that leads outside', () => {
    expect(problemOf(resolveOut('linked/x.json'))).toContain(
      'passes through a symbolic link that leads outside'
    )
    expect(problemOf(resolveOut('linked/new/deeper/x.json'))).toContain('symbolic link')
    expect(existsSync(join(outside, 'new'))).toBe(false)
  })

  it('refuses an existing symlink at the target', () => {
    expect(problemOf(resolveOut('link.json'))).toBe(
      `Input 'output-file' must name a regular file; "link.json" is a symbolic link, which is not replaced.`
    )
  })

  it('refuses a folder that is a file', () => {
    expect(problemOf(resolveOut('old.json/x.json'))).toBe(
      `Input 'output-file': "old.json/x.json" cannot be written: ${JSON.stringify(join(out, 'old.json'))} is not a folder.`
    )
  })

  it('works when the workspace path is a symlink to the real folder', () => {
    const linked = join(tempFolder('out-links'), 'ws')
    symlinkSync(out, linked)
    const options = { workspace: linked, roots: [linked], input: 'output-file' }
    expect(resolveOutputPath('r/x.json', options)).toEqual({ path: join(linked, 'r', 'x.json') })
    expect(problemOf(resolveOutputPath('linked/x.json', options))).toContain('symbolic link')
    closeSync(openExclusive(join(linked, 'r', 'x.json'), [linked]))
    expect(existsSync(join(out, 'r', 'x.json'))).toBe(true)
  })

  it('refuses an existing directory at the target', () => {
    expect(problemOf(resolveOut('existing-dir'))).toContain('"existing-dir" is a directory')
  })
})

describe('openExclusive and replaceFile', () => {
  let ws: string
  let victim: string
  beforeAll(() => {
    ws = tempFolder('write-ws')
    victim = join(tempFolder('victim'), 'bashrc')
    writeFileSync(victim, 'original')
  })

  const writeAll = (fd: number, text: string) => {
    try {
      writeSync(fd, text)
    } finally {
      closeSync(fd)
    }
  }

  it('creates parent folders and a new file', () => {
    const file = join(ws, 'a', 'b', 'out.json.partial')
    writeAll(openExclusive(file, [ws]), 'fresh')
    expect(readFileSync(file, 'utf8')).toBe('fresh')
  })

  it('removes a planted symlink and never writes through it', () => {
    const partial = join(ws, 'out.json.partial')
    symlinkSync(victim, partial)
    writeAll(openExclusive(partial, [ws]), 'export')
    expect(readFileSync(victim, 'utf8')).toBe('original')
    expect(lstatSync(partial).isSymbolicLink()).toBe(false)
    expect(readFileSync(partial, 'utf8')).toBe('export')
  })

  it('replaces a stale partial file, and refuses a directory there', () => {
    const partial = join(ws, 'stale.partial')
    writeFileSync(partial, 'old and longer')
    writeAll(openExclusive(partial, [ws]), 'new')
    expect(readFileSync(partial, 'utf8')).toBe('new')
    mkdirSync(join(ws, 'dir.partial'))
    expect(() => openExclusive(join(ws, 'dir.partial'), [ws])).toThrow('is a directory')
  })

  it('refuses a folder that leads outside the roots, creating nothing there', () => {
    const away = tempFolder('away')
    symlinkSync(away, join(ws, 'away'))
    expect(() => openExclusive(join(ws, 'away', 'new', 'x.partial'), [ws])).toThrow(
      'Refusing to write in'
    )
    expect(existsSync(join(away, 'new'))).toBe(false)
  })

  it('replaceFile refuses a symlink at the destination and leaves its target alone', () => {
    const from = join(ws, 'r1.partial')
    const to = join(ws, 'r1.json')
    writeFileSync(from, 'export')
    symlinkSync(victim, to)
    expect(() => replaceFile(from, to)).toThrow(
      `Refusing to replace ${JSON.stringify(to)}: it is a symbolic link, not a regular file.`
    )
    expect(readFileSync(victim, 'utf8')).toBe('original')
    expect(lstatSync(to).isSymbolicLink()).toBe(true)
    expect(readFileSync(from, 'utf8')).toBe('export')
  })

  it('replaceFile moves over a regular file, or where there is none', () => {
    const from = join(ws, 'r2.partial')
    const to = join(ws, 'r2.json')
    writeFileSync(to, 'previous run')
    writeFileSync(from, 'export')
    replaceFile(from, to)
    expect(readFileSync(to, 'utf8')).toBe('export')
    expect(existsSync(from)).toBe(false)
    writeFileSync(from, 'again')
    replaceFile(from, join(ws, 'r3.json'))
    expect(readFileSync(join(ws, 'r3.json'), 'utf8')).toBe('again')
  })
})
