// The local tools (npm start, the simulator, local-action) as a user runs them from a terminal:
// a child process, its exit code and what it printed; and what a refusal of bad arguments must
// look like: one line on stderr that says what is wrong, a non-zero exit code, no stack trace.
import { execFile } from 'node:child_process'
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
