// Several steps at once in one process, each with its own log, outputs and saved state: what
// in-process.ts's asStep cannot give, since it swaps process.stdout.write and process.env for the
// length of one step. Here both are swapped once, for a suite, for dispatchers that ask an
// AsyncLocalStorage which step the calling code belongs to: a step's code (and every promise chain
// it starts, whoever resolves it) writes its lines to its own list, and @actions/core, which reads
// process.env.GITHUB_OUTPUT and GITHUB_STATE at each call, appends to the step's own files.
//
// What cannot be told apart per step: process.exitCode (core.setFailed sets it; a step failed when
// it wrote an `::error::` line, which setFailed always does), and the job summary, whose file
// @actions/core fixes for the life of the process: steps here have no GITHUB_STEP_SUMMARY, so the
// action writes none. Code outside every step writes to the real stdout, as before.
import { AsyncLocalStorage } from 'node:async_hooks'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseCommandFile } from '../../scripts/local-runner.js'

interface StepIO {
  lines: string[]
  files: { GITHUB_OUTPUT: string; GITHUB_STATE: string }
}

/** The variables each step has its own value of (undefined: the step has none). */
const PER_STEP = ['GITHUB_OUTPUT', 'GITHUB_STATE', 'GITHUB_STEP_SUMMARY'] as const
type PerStep = (typeof PER_STEP)[number]

const current = new AsyncLocalStorage<StepIO>()
let installed: (() => void) | undefined

/**
 * Swaps process.stdout.write and the step variables of process.env for per-step dispatchers
 * (call in beforeAll; the function returned puts everything back, in afterAll).
 */
export function isolateSteps(): () => void {
  if (installed) throw new Error('isolateSteps() is already in force.')
  const write = process.stdout.write
  process.stdout.write = function (this: unknown, chunk: string | Uint8Array, ...rest: unknown[]) {
    const io = current.getStore()
    if (!io) return (write as (...args: unknown[]) => boolean).call(process.stdout, chunk, ...rest)
    io.lines.push(...String(chunk).split('\n').filter(Boolean))
    const callback = rest.find((arg): arg is () => void => typeof arg === 'function')
    callback?.()
    return true
  } as typeof process.stdout.write
  const outside = Object.fromEntries(PER_STEP.map((name) => [name, process.env[name]])) as Record<
    PerStep,
    string | undefined
  >
  for (const name of PER_STEP) {
    delete process.env[name]
    Object.defineProperty(process.env, name, {
      configurable: true,
      enumerable: true,
      get: () => {
        const io = current.getStore()
        if (!io) return outside[name]
        return name === 'GITHUB_STEP_SUMMARY' ? undefined : io.files[name]
      },
      set: (value: string | undefined) => {
        if (!current.getStore()) outside[name] = value
      }
    })
  }
  installed = () => {
    process.stdout.write = write
    for (const name of PER_STEP) {
      delete process.env[name]
      if (outside[name] !== undefined) process.env[name] = outside[name]
    }
    installed = undefined
  }
  return installed
}

export interface ConcurrentStepResult {
  outputs: Record<string, string>
  state: Record<string, string>
  /** What the step printed, one entry per line (workflow commands included). */
  lines: string[]
  /** The step failed: it wrote an `::error::` line (core.setFailed does). */
  failed: boolean
  /** What the step threw, if it threw (a runner would show it and fail the step). */
  error?: unknown
}

/**
 * Runs `step` as a runner runs one step, beside any others: its log, outputs and saved state are
 * its own. Never throws: what the step threw is in `error`.
 */
export async function concurrentStep(step: () => Promise<void>): Promise<ConcurrentStepResult> {
  if (!installed) throw new Error('concurrentStep needs isolateSteps() (in a beforeAll).')
  const dir = mkdtempSync(join(tmpdir(), 'concurrent-step-'))
  const io: StepIO = {
    lines: [],
    files: { GITHUB_OUTPUT: join(dir, 'output'), GITHUB_STATE: join(dir, 'state') }
  }
  for (const file of Object.values(io.files)) writeFileSync(file, '')
  let error: unknown
  try {
    await current.run(io, step)
  } catch (thrown) {
    error = thrown
  }
  try {
    return {
      outputs: parseCommandFile(readFileSync(io.files.GITHUB_OUTPUT, 'utf8')),
      state: parseCommandFile(readFileSync(io.files.GITHUB_STATE, 'utf8')),
      lines: io.lines,
      failed: io.lines.some((line) => line.startsWith('::error')),
      ...(error !== undefined ? { error } : {})
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
