// Where an analytics step's memory goes before it exports a row: the peak RSS of processes that
// do only part of what the step does, with the Node binary the actions declare (node24), each
// read from its own process.resourceUsage() at exit, median of three runs.
//  - bare: a Node process that does nothing;
//  - worker: one that starts an idle worker thread with the export worker's resource limits;
//  - bundle: dist/analytics/index.js itself, with no inputs (it loads, reads its settings, fails
//    before any request: the action's code on the main thread, no worker);
//  - workerBundle: one that starts the export worker's own bundle (dist/export-worker/index.js)
//    with the worker's limits and settings it refuses at once (loaded, no request).
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { NODE } from './simulator-process.js'

const RUNS = 3
const ROOT = process.cwd()

export interface MemoryFloor {
  bareMiB: number
  workerMiB: number
  bundleMiB: number
  workerBundleMiB: number
}

/** Peak RSS, in MiB, of `node <args>` (whatever its exit code), median of RUNS runs. */
function peakOf(args: string[]): number {
  const probe = `process.on('exit', () => process.stderr.write('@peak ' + process.resourceUsage().maxRSS + '\\n'))`
  const peaks: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const run = spawnSync(
      NODE,
      ['--import', `data:text/javascript,${encodeURIComponent(probe)}`, ...args],
      {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? '' },
        encoding: 'utf8'
      }
    )
    peaks.push(Number(/@peak (\d+)/.exec(run.stderr)?.[1] ?? NaN) / 1024)
  }
  return peaks.sort((a, b) => a - b)[Math.floor(RUNS / 2)] as number
}

export function memoryFloor(limits: { youngMb: number; oldMb: number }): MemoryFloor {
  const resourceLimits = `{ maxYoungGenerationSizeMb: ${limits.youngMb}, maxOldGenerationSizeMb: ${limits.oldMb} }`
  const worker = `const { Worker } = require('node:worker_threads'); new Worker('setTimeout(() => {}, 50)', { eval: true, resourceLimits: ${resourceLimits} })`
  const bundle = JSON.stringify(join(ROOT, 'dist', 'export-worker', 'index.js'))
  const workerBundle = `const { Worker } = require('node:worker_threads'); new Worker(${bundle}, { workerData: { settings: {} }, resourceLimits: ${resourceLimits} }).on('error', () => {})`
  return {
    bareMiB: peakOf(['-e', '']),
    workerMiB: peakOf(['-e', worker]),
    bundleMiB: peakOf([join(ROOT, 'dist', 'analytics', 'index.js')]),
    workerBundleMiB: peakOf(['-e', workerBundle])
  }
}
