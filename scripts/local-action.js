// `npm run local-action [-- ENV_FILE]`: runs the agent action's src/ with @github/local-action
// (the ecosystem's tool: it stands in for the toolkit and prints the outputs it got) against the
// simulator. The inputs come from ENV_FILE, else .env, else .env.example. When the file's api-url
// is a loopback address where nothing answers, the committed simulator (dist/simulator) is
// started there for the run and stopped after it; a simulator already running there is used.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseEnv } from 'node:util'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const named =
  process.argv[2] ?? ['.env', '.env.example'].find((name) => existsSync(join(root, name)))
const envFile = named && resolve(root, named)
if (!envFile || !existsSync(envFile)) {
  console.error(`No inputs: ${named ?? '.env'} does not exist (copy .env.example to .env).`)
  process.exit(2)
}

const inputs = parseEnv(readFileSync(envFile, 'utf8'))
const apiUrl = new URL(inputs['INPUT_API-URL'] || 'https://api.mintlify.com')
const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(apiUrl.hostname)

/**
 * Whether a simulator answers at `url` (its control endpoint).
 * @param {URL} url
 */
async function answers(url) {
  try {
    const response = await globalThis.fetch(new URL('/_sim/jobs', url), {
      signal: globalThis.AbortSignal.timeout(1000)
    })
    return response.ok
  } catch {
    return false
  }
}

let simulator
if (loopback && !(await answers(apiUrl))) {
  const port = apiUrl.port || '80'
  simulator = spawn(
    process.execPath,
    [
      join(root, 'dist/simulator/index.js'),
      '--port',
      port,
      '--host',
      apiUrl.hostname.replace(/^\[|\]$/g, '')
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] }
  )
  const started = Date.now()
  while (!(await answers(apiUrl))) {
    if (simulator.exitCode !== null || Date.now() - started > 10_000) {
      console.error(`The simulator did not start on ${apiUrl.origin}.`)
      simulator.kill()
      process.exit(1)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  console.log(`Simulator started on ${apiUrl.origin} for this run.`)
}

// src/agent/run.ts exports run(), which local-action calls with the toolkit replaced by its own.
const bin = join(root, 'node_modules/@github/local-action/bin/local-action.js')
const child = spawn(process.execPath, [bin, 'run', root, 'src/agent/run.ts', envFile], {
  cwd: root,
  stdio: 'inherit',
  // tsx reads src/tsconfig.json (allowJs off, as local-action needs).
  env: {
    ...process.env,
    // local-action runs tsx through the package manager: the project's own binaries first.
    PATH: [join(root, 'node_modules/.bin'), process.env.PATH].filter(Boolean).join(':'),
    TSX_TSCONFIG_PATH: join(root, 'src/tsconfig.json')
  }
})
const code = await new Promise((resolve) => child.on('exit', (exit) => resolve(exit ?? 1)))
simulator?.kill()
process.exit(code)
