// `npm run local-action [-- ENV_FILE]`: runs the agent action's src/ with @github/local-action
// (the ecosystem's tool: it stands in for the toolkit and prints the outputs it got) against the
// simulator. The inputs come from ENV_FILE, else .env, else .env.example. When the file's api-url
// is a loopback address where nothing answers, the committed simulator (dist/simulator) is
// started there for the run and stopped after it; a simulator already running there is used,
// and any other server there is refused (it would be sent the key).
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseEnv } from 'node:util'
import { readOptions } from '../simulator/cli-options.js'

const { positionals } = readOptions({
  npmScript: 'local-action',
  npmCommand: 'npm run local-action',
  nodeCommand: 'node scripts/local-action.js',
  positional: '[ENV_FILE]',
  summary:
    "Runs the agent action's src/ with @github/local-action, the inputs read from ENV_FILE (else\n.env, else .env.example). A loopback api-url where nothing answers gets the simulator for the run.",
  options: {}
})
const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const named =
  positionals[0] ?? ['.env', '.env.example'].find((name) => existsSync(join(root, name)))
const envFile = named && resolve(root, named)
if (!envFile || !existsSync(envFile)) {
  console.error(`No inputs: ${named ?? '.env'} does not exist (copy .env.example to .env).`)
  process.exit(2)
}

const inputs = parseEnv(readFileSync(envFile, 'utf8'))
/** @type {URL} */
let apiUrl
try {
  apiUrl = new URL(inputs['INPUT_API-URL'] || 'https://api.mintlify.com')
} catch {
  console.error(`INPUT_API-URL in ${named} is not a URL; expected one like http://127.0.0.1:4010.`)
  process.exit(2)
}
const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(apiUrl.hostname)

/**
 * What answers at `url`: the simulator (its control endpoint, with the simulator's own header),
 * something else (any other answer), or nothing (no server on the port).
 * @param {URL} url
 * @returns {Promise<'simulator' | 'other' | 'nothing'>}
 */
async function probe(url) {
  try {
    const response = await globalThis.fetch(new URL('/_sim/jobs', url), {
      signal: globalThis.AbortSignal.timeout(2000)
    })
    await response.body?.cancel()
    return response.ok && response.headers.get('x-docs-simulator') ? 'simulator' : 'other'
  } catch (error) {
    const code = /** @type {{ cause?: { code?: string } }} */ (error).cause?.code
    return code === 'ECONNREFUSED' ? 'nothing' : 'other'
  }
}

let simulator
const found = loopback ? await probe(apiUrl) : 'other'
if (loopback && found === 'other') {
  // Never hand the env file's key to a server that is not the simulator.
  console.error(
    `Something other than the simulator answers at ${apiUrl.origin}: stop it, or set another port in INPUT_API-URL (and GITHUB_API_URL) of ${named}.`
  )
  process.exit(1)
}
if (found === 'nothing') {
  const port = apiUrl.port || '80'
  const host = apiUrl.hostname.replace(/^\[|\]$/g, '')
  simulator = spawn(
    process.execPath,
    [join(root, 'dist/simulator/index.js'), '--port', port, '--host', host],
    { stdio: ['ignore', 'ignore', 'inherit'] }
  )
  const started = Date.now()
  while ((await probe(apiUrl)) !== 'simulator') {
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
