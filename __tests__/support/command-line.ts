// The local tools (npm start, the simulator, local-action) as a user runs them from a terminal:
// a child process, its exit code and what it printed; and what a refusal of bad arguments must
// look like: one line on stderr that says what is wrong, a non-zero exit code, no stack trace.
import { execFile, spawn } from 'node:child_process'
import { tmpdir } from 'node:os'
import { expect } from '@jest/globals'

export interface Ran {
  code: number | null
  stdout: string
  stderr: string
}

/**
 * Runs `command` (node or npm) to its end, with a terminal's environment: no variables of the jest
 * run, so that the command is not taken for a step of `npm test`.
 */
export function runCommand(
  command: string,
  args: string[],
  extraEnv: Record<string, string> = {},
  timeoutMs = 30_000
): Promise<Ran> {
  return new Promise((done) => {
    execFile(
      command,
      args,
      {
        encoding: 'utf8',
        timeout: timeoutMs,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? tmpdir(),
          // The jest run's own, so that the children's caches go with it.
          TMPDIR: tmpdir(),
          ...extraEnv
        }
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0
        done({ code, stdout, stderr })
      }
    )
  })
}

/** The lines a command printed on stderr, without npm's own warnings about its command line. */
export function ownLines(stderr: string): string[] {
  return stderr.split('\n').filter((line) => line.trim() !== '' && !/^npm (warn|notice)/.test(line))
}

/** A refusal: exit code `code`, one line on stderr matching `expected`, no stack trace. */
export function expectOneLineRefusal(ran: Ran, expected: RegExp, code = 2): void {
  expect({ code: ran.code, stderr: ownLines(ran.stderr) }).toEqual({
    code,
    stderr: [expect.stringMatching(expected)]
  })
  expect(ran.stderr + ran.stdout).not.toMatch(/^\s+at |node:internal|Error \[?ERR_|^Node\.js v/m)
}

/**
 * `npm start` with `args` (node scripts/start.js) until its step waits for the job (at most
 * 30 s): what it printed so far, whether it still runs, then a Ctrl-C and its exit code.
 */
export async function startUntilWaiting(
  args: string[]
): Promise<{ out: string; running: boolean; code: number | null }> {
  const child = spawn(process.execPath, ['scripts/start.js', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir(), TMPDIR: tmpdir() }
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
  let out = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
  const started = Date.now()
  while (!/▶ Waiting for job job_/.test(out) && child.exitCode === null) {
    if (Date.now() - started > 30_000) break
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const running = child.exitCode === null
  child.kill('SIGINT')
  return { out, running, code: await exited }
}
