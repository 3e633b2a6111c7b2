// `npm start`: runs the bundled agent action (dist/index.js) against the simulator exactly as a
// runner would, and prints what a workflow would see: the log, the outputs and the job summary.
//
//   npm start                          a job that completes with a pull request
//   npm start -- --outcome failed      or no-pr, archived, stuck (with --timeout 10s)
//   npm start -- --help                the options
//   npm start -- --follow-up           then a follow-up message to the same job
//   npm start -- --push                a push with include-changes: the change goes as context
//   npm start -- --refresh             examples/scheduled-refresh.yml: the digest, then the agent
//   npm start -- --weekly              examples/weekly-analytics.yml: the week's report, as a page too
//   npm start -- --pr                  examples/docs-follow-code.yml on a code pull request's life
//   npm start -- --conversation        examples/issue-label-to-docs-pr.yml: comments steer one job
//   npm start -- --no-wait --debug     return right after the create; show debug lines
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { readOptions } from '../simulator/cli-options.js'
import { DEMO_PUSH } from '../simulator/demo-push.js'
import { conversationDemo } from './demo-conversation.js'
import { pullRequestDemo } from './demo-pr.js'
import { weeklyDemo } from './demo-weekly.js'
import {
  ROOT,
  actionNode,
  runAction,
  workflowCommands,
  workflowStepInputs
} from './local-runner.js'

const OUTCOMES = ['pr', 'no-pr', 'failed', 'archived', 'stuck']
/**
 * The options of other flows: --pr's and --conversation's steps are their example's, each waiting
 * for the job.
 */
const ALONE = ['push', 'refresh', 'weekly', 'follow-up', 'comment', 'no-wait']
const { values: args } = readOptions({
  npmScript: 'start',
  npmCommand: 'npm start',
  nodeCommand: 'node scripts/start.js',
  summary:
    'Runs the bundled agent action (dist/index.js) against the simulator as a runner would, and\nprints what a workflow would see: the log as it happens, then the outputs and the job summary.',
  options: {
    outcome: {
      type: 'string',
      value: `<${OUTCOMES.join('|')}>`,
      default: 'pr',
      description: 'how the simulated job ends (stuck: it never does)'
    },
    duration: {
      type: 'string',
      value: '<duration>',
      default: '4s',
      description: 'how long the job stays active, like 500ms or 10s'
    },
    timeout: {
      type: 'string',
      value: '<duration>',
      default: '5m',
      description:
        "the action's timeout input: how long it waits for the job (--pr and --conversation take their example's, unless given)"
    },
    'follow-up': {
      type: 'boolean',
      description: 'then send a follow-up message to the same job'
    },
    'no-wait': { type: 'boolean', description: 'return right after the job is created' },
    comment: {
      type: 'boolean',
      description: 'keep a tracking comment on issue #1 too, and print it after the summary'
    },
    push: {
      type: 'boolean',
      description:
        'run on a push to main with include-changes: true, and print the prompt the simulator received: the change (commits, files, patches) as context'
    },
    refresh: {
      type: 'boolean',
      description:
        'run examples/scheduled-refresh.yml: the analytics action (dist/analytics) writes the digest of what readers struggle with, then the agent works from it as context-file; print the digest and the prompt the simulator received'
    },
    weekly: {
      type: 'boolean',
      description:
        "run examples/weekly-analytics.yml's analytics step (dist/analytics): every report of the last 7 days against the week before, what to fix first on top; print its summary, and write it as a page to open in a browser"
    },
    pr: {
      type: 'boolean',
      description:
        "run examples/docs-follow-code.yml on a code pull request's life: opened, new commits pushed, merged; after each, print what the reviewers of the code pull request and of its docs pull request see: the docs check, the tracking comment, the docs pull request's state, labels and comments"
    },
    conversation: {
      type: 'boolean',
      description:
        "run examples/issue-label-to-docs-pr.yml on one issue's conversation: the issue labeled `docs`, then three `/docs-agent` comments by people, the last two within a second (GitHub replaces the middle one's pending run); after each run, print what a reader of the issue sees (the comments, the tracking comment's turns) and what the job was sent"
    },
    debug: { type: 'boolean', description: 'show the debug lines of the log too' }
  },
  check: (values) => {
    if (!OUTCOMES.includes(String(values.outcome))) {
      return `--outcome must be one of ${OUTCOMES.join(', ')}; got "${values.outcome}"`
    }
    if (durationMs(String(values.duration)) === undefined) {
      return `--duration must be a duration like 500ms or 10s; got "${values.duration}"`
    }
    const flow = ['pr', 'conversation'].find((option) => values[option])
    const other = flow
      ? [...ALONE, 'pr', 'conversation'].find((o) => o !== flow && values[o])
      : undefined
    return other ? `--${flow} runs a flow of its own, which takes no --${other}` : undefined
  }
})

/**
 * A duration like 500ms, 4s or 1500 (ms), in milliseconds; undefined for anything else, and for
 * one past the simulator's bound (a safe integer of milliseconds), which it would refuse naming
 * its own --job-duration.
 * @param {string} text
 */
function durationMs(text) {
  const match = /^(\d+(?:\.\d+)?)(ms|s)?$/.exec(text)
  const ms = match ? Math.round(Number(match[1]) * (match[2] === 's' ? 1000 : 1)) : undefined
  return ms !== undefined && Number.isSafeInteger(ms) ? ms : undefined
}

const API_KEY = 'mint_local_demo_key_not_a_secret'
/** The issue `--comment` keeps the tracking comment on (the simulator's GitHub, acme/docs). */
const ISSUE = 1

// The simulated job's outcome and duration are the simulator's: the prompts the demo shows are
// what a user would write, without the simulator's directives.
const simulatorArgs = [
  ...['--port', '0', '--job-outcome', String(args.outcome)],
  ...['--job-duration', String(durationMs(String(args.duration)))]
]
const simulator = spawn(actionNode(), [join(ROOT, 'dist/simulator/index.js'), ...simulatorArgs], {
  stdio: ['ignore', 'pipe', 'inherit']
})
const apiUrl = await new Promise((resolve, reject) => {
  let seen = ''
  simulator.stdout.setEncoding('utf8').on('data', (chunk) => {
    seen += chunk
    const match = /listening on (http:\/\/\S+)/.exec(seen)
    if (match) resolve(match[1])
  })
  simulator.on('exit', (code) => reject(new Error(`the simulator exited (${code})`)))
})
console.log(`Simulator: ${apiUrl}\n`)
const timeoutGiven = process.argv.slice(2).some((arg) => /^--timeout(=|$)/.test(arg))
/** The example whose own timeout a flow's steps take, unless --timeout is given. */
const flowExample = args.pr
  ? 'examples/docs-follow-code.yml'
  : args.conversation
    ? 'examples/issue-label-to-docs-pr.yml'
    : undefined
const exampleTimeout =
  flowExample && workflowStepInputs(flowExample, /^your-account\/docs-agent-action@/).timeout
if (args.outcome === 'stuck' && !timeoutGiven) {
  console.log(
    `The job never ends (--outcome stuck): the action waits its whole timeout, ${exampleTimeout || args.timeout}; --timeout 10s waits less, Ctrl-C stops it.\n`
  )
}

/**
 * The step's process while one runs. A Ctrl-C (or SIGTERM) reaches it too: it is let finish its
 * cancel (within the runner's 10 s), then the simulator is stopped and the script exits, by an
 * exit rather than the signal's default end, so that the runs' folder goes (local-runner.js).
 * @type {import('node:child_process').ChildProcess | undefined}
 */
let running
for (const [signal, code] of /** @type {const} */ ([
  ['SIGINT', 130],
  ['SIGTERM', 143]
])) {
  process.once(signal, () => {
    const done = () => {
      simulator.kill('SIGTERM')
      process.exit(code)
    }
    if (!running || running.exitCode !== null || running.signalCode !== null) return done()
    running.once('exit', done)
    running.kill(signal)
    setTimeout(done, 10_000).unref()
  })
}

let exitCode = 0
try {
  const first = args.pr
    ? await pullRequestDemo({ apiUrl: String(apiUrl), step })
    : args.conversation
      ? await conversationDemo({ apiUrl: String(apiUrl), step })
      : args.weekly
        ? await weeklyDemo({ step })
        : args.refresh
          ? await refresh()
          : args.push
            ? await step(
                `Create a job on a push to ${DEMO_PUSH.ref}, the change as context`,
                {
                  prompt: 'Update the docs for this change.',
                  'include-changes': 'true'
                },
                {
                  event: pushEvent(),
                  env: { GITHUB_SHA: DEMO_PUSH.after, GITHUB_REF: DEMO_PUSH.ref }
                }
              )
            : await step('Create a job', {
                prompt: 'Document the new --dry-run flag of the CLI.'
              })
  exitCode = first.code ?? 1
  if (args['follow-up'] && first.outputs['job-id']) {
    const second = await step('Send a follow-up message to the same job', {
      'job-id': first.outputs['job-id'],
      prompt: 'Make the example shorter.'
    })
    exitCode = second.code ?? 1
  }
} finally {
  simulator.kill('SIGTERM')
  await once(simulator, 'exit')
}
process.exit(exitCode)

/**
 * examples/scheduled-refresh.yml as a runner runs it: its analytics step writes the digest, its
 * agent step reads it as context-file (the file carried over to the agent step's workspace, which
 * the local runner makes afresh for each step). The example's inputs, but those that name secrets
 * or variables.
 */
async function refresh() {
  const example = 'examples/scheduled-refresh.yml'
  const analyticsInputs = workflowStepInputs(
    example,
    /^your-account\/docs-agent-action\/analytics@/
  )
  const agentInputs = workflowStepInputs(example, /^your-account\/docs-agent-action@/)
  const analytics = await step(
    'Write the digest of what readers struggle with (analytics, digest-file)',
    analyticsInputs,
    { action: 'analytics' }
  )
  const file = analytics.outputs['digest-file']
  if (analytics.code !== 0 || !file) return analytics
  const digest = readFileSync(file, 'utf8')
  console.log(
    `Digest (${analyticsInputs['digest-file']}, ${digest.length} characters):\n${indent(digest)}\n`
  )
  return step('Ask the agent to work from the digest (context-file)', agentInputs, {
    files: { [agentInputs['context-file'] ?? 'reader-digest.md']: digest },
    showPrompt: true
  })
}

/**
 * @param {string} title
 * @param {Record<string, string>} inputs
 * @param {Pick<import('./local-runner.js').RunOptions, 'event' | 'env' | 'files' | 'action'> & { showPrompt?: boolean, brief?: boolean }} [run]
 *   the event, variables and files of the step, beside the defaults; the action (default the
 *   agent's); whether to print the prompt the simulator received; brief: the log and the exit
 *   code only, for a flow that prints what it shows itself (demo-pr.js, demo-conversation.js)
 */
async function step(title, inputs, run = {}) {
  console.log(`━━ ${title} ━━\n\nLog:`)
  // The log as the step writes it, line by line, as a runner's log view shows it: a long wait
  // (a stuck job waits out the whole timeout) shows where it is while it waits.
  let partial = ''
  /** @param {string} line */
  const show = (line) => {
    const shown = render(line)
    if (shown !== undefined) console.log(`  ${shown.split(API_KEY).join('***')}`)
  }
  const showPrompt = Boolean(args.push || run.showPrompt)
  const promptsBefore = showPrompt ? (await promptsSent()).length : 0
  const agent = run.action === undefined
  const result = await runAction({
    action: run.action,
    event: run.event,
    files: run.files,
    onSpawn: (child) => {
      running = child
      child.stdout?.on('data', (/** @type {string} */ chunk) => {
        const lines = (partial + chunk).split('\n')
        partial = lines.pop() ?? ''
        lines.forEach(show)
      })
    },
    // The simulator's GitHub: the pull requests its jobs open (pr-head-ref & co.), the tracking
    // comment (--comment) and the demo push's change (--push).
    env: { GITHUB_API_URL: `${apiUrl}/_sim/github`, ...run.env },
    inputs: {
      'api-key': API_KEY,
      'project-id': 'demo-project',
      'api-url': String(apiUrl),
      ...(agent
        ? {
            'poll-interval': '1s',
            wait: args['no-wait'] ? 'false' : 'true',
            ...(args.comment ? { comment: 'true', 'issue-number': String(ISSUE) } : {})
          }
        : {}),
      ...inputs,
      // An example's own timeout, as printed, unless --timeout was given.
      timeout: inputs.timeout !== undefined && !timeoutGiven ? inputs.timeout : String(args.timeout)
    }
  })
  if (partial) show(partial)
  console.log(`\nExit code: ${result.code}\n`)
  if (run.brief) return result
  console.log('Outputs:')
  for (const [name, value] of Object.entries(result.outputs)) {
    const text = value.length > 100 ? `${value.slice(0, 97)}...` : value
    console.log(`  ${name.padEnd(18)} ${text}`)
  }
  console.log(`\nJob summary (GITHUB_STEP_SUMMARY):\n${indent(result.summary)}\n`)
  if (args.comment && agent) {
    // The comment as the simulator's GitHub keeps it: what the issue would show, in markdown.
    const answer = await globalThis.fetch(
      `${apiUrl}/_sim/github/repos/acme/docs/issues/${ISSUE}/comments`
    )
    const comments = /** @type {{ body: string }[]} */ (await answer.json())
    const body = comments.at(-1)?.body
    console.log(
      body
        ? `Tracking comment (issue #${ISSUE}, markdown):\n${indent(body)}\n`
        : `No tracking comment on issue #${ISSUE} (see the log).\n`
    )
  }
  if (showPrompt) {
    // The prompt as the service received it (the simulator's request log): the instruction,
    // then the change between the run's delimiters.
    const prompt = (await promptsSent())[promptsBefore]
    console.log(
      prompt === undefined
        ? 'The simulator received no prompt (see the log).\n'
        : `Prompt the simulator received:\n${indent(prompt.split(API_KEY).join('***'))}\n`
    )
  }
  return result
}

/** The prompts the simulator received so far (jobs created, messages), oldest first. */
async function promptsSent() {
  const answer = await globalThis.fetch(`${apiUrl}/_sim/requests`)
  const requests = /** @type {{ route: string, body?: { prompt?: unknown } }[]} */ (
    await answer.json()
  )
  return requests
    .filter((r) => r.route === 'createJob' || r.route === 'sendMessage')
    .map((r) => String(r.body?.prompt))
}

/**
 * The push event the runner would hand the step for DEMO_PUSH (the fields a push payload has
 * that the action reads, and those a reader of it expects).
 * @returns {{ name: string, payload: unknown }}
 */
function pushEvent() {
  const { repository, ref, before, after, pusher } = DEMO_PUSH
  const [owner = '', name = ''] = repository.split('/')
  return {
    name: 'push',
    payload: {
      ref,
      before,
      after,
      created: false,
      deleted: false,
      forced: false,
      base_ref: null,
      compare: `https://github.com/${repository}/compare/${before.slice(0, 12)}...${after.slice(0, 12)}`,
      repository: {
        name,
        full_name: repository,
        owner: { login: owner, name: owner },
        html_url: `https://github.com/${repository}`,
        default_branch: 'main'
      },
      pusher: { name: pusher, email: `${pusher}@users.noreply.github.com` },
      sender: { login: pusher, type: 'User' }
    }
  }
}

/**
 * Shows a log line as the runner's log view would; undefined hides it.
 * @param {string} line
 */
function render(line) {
  const [command] = workflowCommands(line)
  if (!command) return line
  switch (command.command) {
    case 'add-mask':
      return undefined
    case 'debug':
      return args.debug ? `[debug] ${command.message}` : undefined
    case 'group':
      return `▶ ${command.message}`
    case 'endgroup':
      return undefined
    default:
      return `${command.command[0]?.toUpperCase()}${command.command.slice(1)}: ${decodeURIComponent(command.message.replace(/%0A/g, '\n    '))}`
  }
}

/** @param {string} text */
function indent(text) {
  return text
    .trim()
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n')
}
