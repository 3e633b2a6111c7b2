// One run of a bundled action as a runner runs it (scripts/local-runner.js), with the action
// process's own resource usage: a module preloaded into it writes process.resourceUsage() at
// exit, so peak RSS and CPU time are the action's (its worker threads included), not the bench's.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const ROOT = process.cwd()

/** One run of the action: exit code, outputs, wall time (process start included), usage. */
export interface ActionRun {
  code: number | null
  outputs: Record<string, string>
  wallMs: number
  usage: NodeJS.ResourceUsage
}

/** The part of scripts/local-runner.js (JavaScript, outside this TypeScript build) used here. */
interface LocalRunner {
  runAction(options: {
    action: string
    inputs: Record<string, string>
    env: Record<string, string>
    killAfterMs: number
  }): Promise<{
    code: number | null
    outputs: Record<string, string>
    durationMs: number
    dir: string
  }>
}
// Imported at run time by its path: this file is compiled into .bench-build/, the runner is not.
const runner = (await import(
  pathToFileURL(join(ROOT, 'scripts', 'local-runner.js')).href
)) as LocalRunner

/**
 * Runs the action in folder `action` (its action.yml) with `inputs`; its files are removed, after
 * `read` (if given) has read what it needs of them by the outputs that name them.
 * `nodeOptions`: more NODE_OPTIONS for the action process (a diagnosis, not what a runner does).
 */
export async function runMeasured(
  action: string,
  inputs: Record<string, string>,
  nodeOptions = '',
  read?: (outputs: Record<string, string>) => void
): Promise<ActionRun> {
  const dir = mkdtempSync(join(tmpdir(), 'docs-agent-bench-'))
  try {
    const usageFile = join(dir, 'usage.json')
    const probe = join(dir, 'probe.mjs')
    writeFileSync(
      probe,
      `import { writeFileSync } from 'node:fs'\nprocess.on('exit', () => writeFileSync(${JSON.stringify(usageFile)}, JSON.stringify(process.resourceUsage())))\n`
    )
    const result = await runner.runAction({
      action,
      inputs,
      env: { NODE_OPTIONS: `--import=${probe} ${nodeOptions}`.trim() },
      killAfterMs: 600_000
    })
    try {
      read?.(result.outputs)
    } finally {
      rmSync(result.dir, { recursive: true, force: true })
    }
    return {
      code: result.code,
      outputs: result.outputs,
      wallMs: result.durationMs,
      usage: JSON.parse(readFileSync(usageFile, 'utf8')) as NodeJS.ResourceUsage
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
