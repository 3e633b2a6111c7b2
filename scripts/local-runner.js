// Plays the GitHub Actions runner for one step: fills every input's default from action.yml into
// INPUT_* (hyphens kept), gives the step the files and variables a runner gives, spawns the
// bundle with node directly (a shell would drop INPUT_API-KEY: not a valid identifier), runs the
// post step when action.yml has one, and reads back outputs, state and the job summary.
// Used by `npm start` and by the end-to-end tests.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse as parseYaml } from 'yaml'

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** The Node the action declares (node24): the `node` package's binary, else this process's. */
export function actionNode() {
  const bundled = join(ROOT, 'node_modules', 'node', 'bin', 'node')
  return existsSync(bundled) ? bundled : process.execPath
}

/**
 * @typedef {object} StepResult
 * @property {number | null} code
 * @property {NodeJS.Signals | null} signal
 * @property {string} stdout
 * @property {string} stderr
 * @property {number} durationMs
 */

/**
 * @typedef {object} RunResult
 * @property {number | null} code exit code of the main step
 * @property {NodeJS.Signals | null} signal
 * @property {string} stdout
 * @property {string} stderr
 * @property {Record<string, string>} outputs
 * @property {Record<string, string>} state
 * @property {string} summary
 * @property {number} durationMs
 * @property {StepResult | undefined} post the post step, when the action has one
 * @property {string} dir the temporary runner folder (workspace, files)
 */

/**
 * @typedef {object} RunOptions
 * @property {string} [action] folder of the action.yml, relative to the repository (default '.')
 * @property {Record<string, string>} [inputs]
 * @property {Record<string, string>} [env] extra or overriding environment variables
 * @property {{ name: string, payload: unknown }} [event]
 * @property {string} [githubToken] what `${{ github.token }}` stands for
 * @property {Record<string, string>} [files] files to create in the workspace
 * @property {(child: import('node:child_process').ChildProcess) => void} [onSpawn]
 * @property {number} [killAfterMs] the runner's hard limit for the step (default 60 s)
 * @property {boolean} [post] run the post step if there is one (default true)
 */

/** Reads the inputs' defaults from action.yml, as the runner fills them in. */
export function actionMetadata(actionDir = '.') {
  const file = join(ROOT, actionDir, 'action.yml')
  const meta = parseYaml(readFileSync(file, 'utf8'))
  return /** @type {{ inputs?: Record<string, { default?: string, required?: boolean }>, outputs?: Record<string, unknown>, runs: { using: string, main: string, post?: string } }} */ (
    meta
  )
}

/** The repository of a local run (GITHUB_REPOSITORY), as `${{ github.repository }}` names it. */
const RUN_REPOSITORY = 'acme/docs'

/**
 * The `with:` of the step of a workflow (`examples/scheduled-refresh.yml`) that uses an action
 * `uses` matches, as a runner passes it: each value a string. Left out are the inputs whose value
 * is an expression (`${{ secrets.DOCS_API_KEY }}`, `${{ vars.DOCS_PROJECT_ID }}`): what names a
 * secret or a variable, a local run gives itself. `${{ github.repository }}` is the run's own.
 * @param {string} workflow the file, relative to the repository
 * @param {RegExp} uses
 * @returns {Record<string, string>}
 */
export function workflowStepInputs(workflow, uses) {
  const parsed =
    /** @type {{ jobs: Record<string, { steps: { uses?: string, with?: Record<string, unknown> }[] }> }} */ (
      parseYaml(readFileSync(join(ROOT, workflow), 'utf8'))
    )
  const found = Object.values(parsed.jobs)
    .flatMap((job) => job.steps)
    .find((s) => uses.test(s.uses ?? ''))
  if (!found) throw new Error(`${workflow} has no step that uses ${uses}`)
  // The run's own repository is known here (the runner's default below); secrets and variables
  // are not: inputs that name them are left out.
  const own = (/** @type {unknown} */ value) =>
    String(value).replace(/\$\{\{\s*github\.repository\s*\}\}/g, RUN_REPOSITORY)
  return Object.fromEntries(
    Object.entries(found.with ?? {})
      .map(([name, value]) => /** @type {[string, string]} */ ([name, own(value)]))
      .filter(([, value]) => !value.includes('${{'))
  )
}

/**
 * Parses a GITHUB_OUTPUT or GITHUB_STATE file (`name<<delimiter` blocks or `name=value`).
 * @param {string} text
 */
export function parseCommandFile(text) {
  /** @type {Record<string, string>} */
  const values = {}
  const lines = text.split(/\r?\n/)
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line)
    if (heredoc) {
      const [, name = '', delimiter] = heredoc
      const body = []
      for (i++; i < lines.length && lines[i] !== delimiter; i++) body.push(lines[i])
      values[name] = body.join('\n')
    } else if (line.includes('=')) {
      const at = line.indexOf('=')
      values[line.slice(0, at)] = line.slice(at + 1)
    }
  }
  return values
}

/** @type {string | undefined} */
let runsFolder

/**
 * The folder every run of this process gets its runner folder in, removed when the process
 * exits: `npm start` again and again, or a test suite of hundreds of runs, leaves nothing in the
 * temporary directory. A run's folder stays until then, for the caller to read its files.
 */
function runsFolderOfThisProcess() {
  if (!runsFolder) {
    const folder = mkdtempSync(join(tmpdir(), 'docs-agent-runs-'))
    runsFolder = folder
    process.once('exit', () => rmSync(folder, { recursive: true, force: true }))
  }
  return runsFolder
}

/**
 * Runs an action's main (and post) step as a runner would.
 * @param {RunOptions} options
 * @returns {Promise<RunResult>}
 */
export async function runAction(options = {}) {
  const actionDir = options.action ?? '.'
  const meta = actionMetadata(actionDir)
  const dir = mkdtempSync(join(runsFolderOfThisProcess(), 'runner-'))
  const workspace = join(dir, 'workspace')
  const temp = join(dir, 'temp')
  for (const folder of [workspace, temp]) mkdirp(folder)
  for (const [name, text] of Object.entries(options.files ?? {})) {
    mkdirp(dirname(join(workspace, name)))
    writeFileSync(join(workspace, name), text)
  }
  const files = {
    GITHUB_OUTPUT: join(dir, 'output'),
    GITHUB_STATE: join(dir, 'state'),
    GITHUB_STEP_SUMMARY: join(dir, 'summary.md'),
    GITHUB_ENV: join(dir, 'env'),
    GITHUB_PATH: join(dir, 'path'),
    GITHUB_EVENT_PATH: join(dir, 'event.json')
  }
  for (const file of Object.values(files)) writeFileSync(file, '')
  const event = options.event ?? { name: 'workflow_dispatch', payload: {} }
  writeFileSync(files.GITHUB_EVENT_PATH, JSON.stringify(event.payload))

  const token = options.githubToken ?? 'ghs_local_runner_token'
  /** @type {Record<string, string>} */
  const inputs = {}
  for (const [name, spec] of Object.entries(meta.inputs ?? {})) {
    const fallback = String(spec.default ?? '').replace(/\$\{\{\s*github\.token\s*\}\}/g, token)
    inputs[name] = options.inputs?.[name] ?? fallback
  }
  for (const [name, value] of Object.entries(options.inputs ?? {})) inputs[name] = value

  /** @type {Record<string, string>} */
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? dir,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKFLOW: 'docs',
    GITHUB_RUN_ID: '1001',
    GITHUB_RUN_NUMBER: '7',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_JOB: 'docs',
    GITHUB_ACTION: 'docs-agent',
    GITHUB_ACTOR: 'octocat',
    GITHUB_TRIGGERING_ACTOR: 'octocat',
    GITHUB_REPOSITORY: RUN_REPOSITORY,
    GITHUB_REPOSITORY_OWNER: 'acme',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: 'https://api.github.com',
    GITHUB_GRAPHQL_URL: 'https://api.github.com/graphql',
    GITHUB_EVENT_NAME: event.name,
    GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
    GITHUB_REF: 'refs/heads/main',
    GITHUB_WORKSPACE: workspace,
    RUNNER_OS: 'Linux',
    RUNNER_ARCH: 'X64',
    RUNNER_TEMP: temp,
    ...files
  }
  for (const [name, value] of Object.entries(inputs)) {
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value
  }
  Object.assign(env, options.env)

  const main = await step(join(ROOT, actionDir, meta.runs.main), env, workspace, options)
  const result = {
    ...main,
    outputs: parseCommandFile(readFileSync(files.GITHUB_OUTPUT, 'utf8')),
    state: parseCommandFile(readFileSync(files.GITHUB_STATE, 'utf8')),
    summary: '',
    post: /** @type {StepResult | undefined} */ (undefined),
    dir
  }
  if (meta.runs.post && options.post !== false) {
    /** @type {Record<string, string>} */
    const postEnv = { ...env }
    for (const [name, value] of Object.entries(result.state)) postEnv[`STATE_${name}`] = value
    result.post = await step(join(ROOT, actionDir, meta.runs.post), postEnv, workspace, {
      ...options,
      onSpawn: undefined
    })
  }
  result.summary = readFileSync(files.GITHUB_STEP_SUMMARY, 'utf8')
  return result
}

/**
 * @param {string} script
 * @param {Record<string, string>} env
 * @param {string} cwd
 * @param {RunOptions} options
 * @returns {Promise<StepResult>}
 */
function step(script, env, cwd, options) {
  return new Promise((resolveStep, reject) => {
    const started = Date.now()
    const child = spawn(actionNode(), [script], { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk))
    const limit = setTimeout(() => child.kill('SIGKILL'), options.killAfterMs ?? 60_000)
    child.on('error', reject)
    child.on('close', (code, signal) => {
      clearTimeout(limit)
      resolveStep({ code, signal, stdout, stderr, durationMs: Date.now() - started })
    })
    options.onSpawn?.(child)
  })
}

/** @param {string} folder */
function mkdirp(folder) {
  if (!existsSync(folder)) mkdirSync(folder, { recursive: true })
}

/**
 * The workflow commands (`::warning::...`) a step printed, for assertions and display.
 * @param {string} stdout
 */
export function workflowCommands(stdout) {
  /** @type {{ command: string, message: string }[]} */
  const commands = []
  for (const line of stdout.split(/\r?\n/)) {
    const match = /^::([a-z-]+)(?: [^:]*)?::(.*)$/.exec(line)
    if (match) commands.push({ command: match[1] ?? '', message: match[2] ?? '' })
  }
  return commands
}
