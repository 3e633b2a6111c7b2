// The start-up part of `npm run bench`: milliseconds from spawning a process to the first request
// reaching a local server, dist/index.js (create, wait: false, on a workflow_dispatch event)
// against a bare `node` script that sends one fetch, both on the Node 24 binary of the `node`
// package. Runs alternate (bare, then the action) so that a slow spell of the machine falls on
// both; every run is a fresh process without a compile cache, as a runner's step is.
// `node .bench-build/bench/startup.js` (after `npm run bench` or `npm run bench:startup`)
// measures and prints this part alone, without writing BENCHMARKS.md.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parse as parseYaml } from 'yaml'

const ROOT = process.cwd()
const NODE = join(ROOT, 'node_modules', 'node', 'bin', 'node')
const RUNS = 41
export const STARTUP_TARGET = 1.2

/** The value below which `share` of the sorted values lie (nearest rank). */
function quantile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] as number
}

export interface Spread {
  median: number
  p10: number
  p90: number
}

function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b)
  return { median: quantile(sorted, 0.5), p10: quantile(sorted, 0.1), p90: quantile(sorted, 0.9) }
}

/** Milliseconds from spawning `args` to the first request at a local server. */
async function timeToFirstRequest(
  args: (url: string) => { argv: string[]; env: Record<string, string> }
): Promise<number> {
  let arrived = 0
  const server = createServer((req, res) => {
    arrived ||= performance.now()
    res.writeHead(401, { 'content-type': 'application/json' })
    res.end('{"error":"bench"}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const { argv, env } = args(url)
  const started = performance.now()
  const child = spawn(NODE, argv, {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: 'ignore'
  })
  await new Promise((resolve) => child.on('close', resolve))
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  // A process that never reached the server (bad inputs, a crash) has no start-up to measure.
  if (!arrived) throw new Error(`${argv.join(' ')} sent no request: it failed before its first one`)
  return arrived - started
}

/** Every input's default from action.yml, as the runner passes them (INPUT_<NAME>). */
function actionDefaults(): Record<string, string> {
  const meta = parseYaml(readFileSync(join(process.cwd(), 'action.yml'), 'utf8')) as {
    inputs: Record<string, { default?: string }>
  }
  const env: Record<string, string> = {}
  for (const [name, spec] of Object.entries(meta.inputs)) {
    const value = String(spec.default ?? '')
    if (!value.includes('${{')) env[`INPUT_${name.toUpperCase()}`] = value
  }
  return env
}

export interface StartupFigures {
  runs: number
  bare: Spread
  action: Spread
  /** The median of each action run's time over the bare run just before it. */
  pairedRatio: number
}

export async function startupBench(): Promise<StartupFigures> {
  const bare: number[] = []
  const action: number[] = []
  // Run -1 warms the file cache for both and is not counted.
  for (let i = -1; i < RUNS; i++) {
    const bareMs = await timeToFirstRequest((url) => ({
      argv: ['--input-type=module', '-e', `await fetch(${JSON.stringify(url + '/x')})`],
      env: {}
    }))
    const actionMs = await timeToFirstRequest((url) => ({
      argv: [join(ROOT, 'dist', 'index.js')],
      env: {
        ...actionDefaults(),
        'INPUT_API-KEY': 'mint_bench',
        'INPUT_PROJECT-ID': 'bench',
        INPUT_PROMPT: 'bench',
        INPUT_WAIT: 'false',
        'INPUT_API-URL': url,
        GITHUB_EVENT_NAME: 'workflow_dispatch'
      }
    }))
    if (i < 0) continue
    bare.push(bareMs)
    action.push(actionMs)
  }
  return {
    runs: RUNS,
    bare: spread(bare),
    action: spread(action),
    pairedRatio: spread(action.map((ms, i) => ms / (bare[i] as number))).median
  }
}

export function startupSection(f: StartupFigures): string[] {
  const ratio = f.action.median / f.bare.median
  // One slow spell in the bare runs can move the ratio of the medians by a tenth; the target
  // holds only when the per-run ratios agree.
  const met = ratio <= STARTUP_TARGET && f.pairedRatio <= STARTUP_TARGET
  const ms = (s: Spread): string =>
    `| ${s.median.toFixed(1)} | ${s.p10.toFixed(1)} – ${s.p90.toFixed(1)} |`
  return [
    '## Start-up: process start to the first request at a local server',
    '',
    `${f.runs} runs each, alternating; the ratio is that of the medians.`,
    '',
    '| | median ms | p10 – p90 ms | ratio |',
    '| --- | --- | --- | --- |',
    `| bare \`node\` script, one \`fetch\` (baseline) ${ms(f.bare)} 1.00× |`,
    `| \`dist/index.js\` (create, wait: false) ${ms(f.action)} ${ratio.toFixed(2)}× |`,
    '',
    `The median of the per-run ratios (each action run over the bare run just before it) is ${f.pairedRatio.toFixed(2)}×. Target ≤ ${STARTUP_TARGET}× by both (${met ? 'met' : '**not met**'}). Every run is a fresh process without a compile cache, as a runner's step is. Loaded only when needed: valibot and the answers' schemas when the first answer arrives (after what is measured here), Octokit and the GitHub side (permission, comments, markers) on the events that need GitHub, the pull request's code once a job completed with one, source-map-support when a stack trace is formatted; @actions/core is bundled without its OIDC client (and so without undici), see patches/.`,
    ''
  ]
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(startupSection(await startupBench()).join('\n'))
}
