// Writes .env.example, the inputs `npm run local-action` runs the agent action with, from
// action.yml: every input once, in action.yml's order, at its default, but for the demo values
// below, which aim the run at the simulator. Run by `npm run docs` (`--check` in CI).
import { parseEnv } from 'node:util'

/**
 * The inputs .env.example sets to something else than their default, and why.
 * @type {Record<string, string>}
 */
export const DEMO = {
  // Required, without a default: a key the simulator takes, and a project.
  'api-key': 'mint_local_demo_key_not_a_secret',
  'project-id': 'demo-project',
  // The prompt tells the simulator how the job ends and how long it takes.
  prompt: 'Document the new --dry-run flag of the CLI. sim:outcome=pr sim:duration=3s',
  // Bounds for a job of seconds, not minutes.
  timeout: '5m',
  'poll-interval': '1s',
  'max-poll-interval': '15s',
  // The default is an expression only a runner evaluates: no token, the simulator needs none.
  'github-token': '',
  // The simulator, which local-action.js starts there when nothing answers.
  'api-url': 'http://127.0.0.1:4010'
}

const HEADER = `# Inputs for \`npm run local-action\` (@github/local-action runs src/agent/run.ts with them): copy
# this file to .env to change them, or pass another file: npm run local-action -- my.env. When
# INPUT_API-URL is a loopback address where no simulator answers, one is started there for the run.
# Inputs are INPUT_<NAME>, upper case, hyphens kept; every input of action.yml is listed.
# Written by \`npm run docs\` from action.yml (defaults) and scripts/env-example.js (demo values).
ACTIONS_STEP_DEBUG=true
`

const FOOTER = `GITHUB_REPOSITORY=acme/docs
GITHUB_EVENT_NAME=workflow_dispatch
# The simulator's read-only slice of GitHub's API: pr-head-ref and friends come from its PRs.
GITHUB_SERVER_URL=https://github.com
GITHUB_API_URL=http://127.0.0.1:4010/_sim/github
`

/**
 * `KEY=value` as parseEnv reads it back: the value bare, else in the first quotes that keep it.
 * A line break is refused: one line is one variable, for the reader and for this file's tests.
 * @param {string} key
 * @param {string} value
 * @param {string} name the input, for the error
 */
function line(key, value, name) {
  for (const quote of /[\r\n]/.test(value) ? [] : ['', "'", '"', '`']) {
    const written = `${key}=${quote}${value}${quote}`
    if (parseEnv(written)[key] === value) return written
  }
  throw new Error(
    `input '${name}': its value ${JSON.stringify(value)} cannot be written to .env.example`
  )
}

/**
 * The text of .env.example for these inputs (action.yml's `inputs:`).
 * @param {Record<string, { default?: string }>} inputs
 */
export function envExample(inputs) {
  const lines = Object.entries(inputs).map(([name, spec]) =>
    line(`INPUT_${name.toUpperCase()}`, DEMO[name] ?? spec.default ?? '', name)
  )
  return `${HEADER}${lines.join('\n')}\n${FOOTER}`
}
