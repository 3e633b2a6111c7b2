// `npm run simulator` (node dist/simulator/index.js): serves the simulated API until stopped.
//   --port 4010 --host 127.0.0.1 --job-duration 3000 --site-pages 1200 --feedback-entries 400
//   --search-terms 500 --conversations 300 --latency 0 --no-rate-limit
import { nameOf, readOptions } from './cli-options.js'
import { OUTCOMES, type SimOutcome } from './directives.js'
import { MAX_SEEDED_ROWS } from './options.js'
import { startSimulator } from './server.js'

/** Options that take a whole number, with the largest each accepts. */
const WHOLE_NUMBERS = {
  port: 65_535,
  'job-duration': Number.MAX_SAFE_INTEGER,
  'site-pages': Number.MAX_SAFE_INTEGER,
  'feedback-entries': MAX_SEEDED_ROWS,
  'search-terms': MAX_SEEDED_ROWS,
  conversations: MAX_SEEDED_ROWS,
  latency: Number.MAX_SAFE_INTEGER
}

const command = {
  npmScript: 'simulator',
  npmCommand: 'npm run simulator',
  nodeCommand: 'node dist/simulator/index.js',
  summary:
    "Serves the service's simulated API (agent jobs, their pull requests, every analytics report,\nrate limits and faults) until stopped with Ctrl-C. See simulator/README.md.",
  options: {
    port: {
      type: 'string',
      value: '<port>',
      default: '4010',
      description: 'the port to listen on; 0 picks a free one'
    },
    host: {
      type: 'string',
      value: '<address>',
      default: '127.0.0.1',
      description: 'the address to listen on'
    },
    'job-duration': {
      type: 'string',
      value: '<ms>',
      default: '3000',
      description: 'how long a job stays active unless its prompt says (sim:duration=)'
    },
    'job-outcome': {
      type: 'string',
      value: `<${OUTCOMES.join('|')}>`,
      default: 'pr',
      description: 'how a job ends unless its prompt says (sim:outcome=)'
    },
    'site-pages': {
      type: 'string',
      value: '<count>',
      default: '1200',
      description: 'pages of the generated site the analytics cover'
    },
    'feedback-entries': {
      type: 'string',
      value: '<count>',
      default: '400',
      description: 'feedback entries over the 30 days before today'
    },
    'search-terms': {
      type: 'string',
      value: '<count>',
      default: '500',
      description: 'distinct search terms over the 30 days before today'
    },
    conversations: {
      type: 'string',
      value: '<count>',
      default: '300',
      description: 'assistant conversations over the 30 days before today'
    },
    latency: {
      type: 'string',
      value: '<ms>',
      default: '0',
      description: 'added before every API answer'
    },
    'no-rate-limit': { type: 'boolean', description: "switch off the service's rate limits" }
  },
  check: (values: Record<string, string | boolean>) => {
    if (!(OUTCOMES as readonly unknown[]).includes(values['job-outcome'])) {
      return `--job-outcome must be one of ${OUTCOMES.join(', ')}; got "${values['job-outcome']}"`
    }
    for (const [name, largest] of Object.entries(WHOLE_NUMBERS)) {
      const value = Number(values[name])
      if (!/^\d+$/.test(String(values[name])) || value > largest) {
        return `--${name} must be a whole number${largest < Number.MAX_SAFE_INTEGER ? ` from 0 to ${largest}` : ''}; got "${values[name]}"`
      }
    }
    return undefined
  }
} as const

const { values } = readOptions(command)
const port = Number(values.port)
const host = String(values.host)

const simulator = await startSimulator({
  port,
  host,
  jobDurationMs: Number(values['job-duration']),
  jobOutcome: values['job-outcome'] as SimOutcome,
  sitePages: Number(values['site-pages']),
  analytics: {
    feedbackEntries: Number(values['feedback-entries']),
    searchTerms: Number(values['search-terms']),
    conversations: Number(values.conversations)
  },
  latencyMs: Number(values.latency),
  rateLimit: values['no-rate-limit'] ? false : undefined
}).catch((error: NodeJS.ErrnoException) => {
  // A port or address it cannot listen on is the user's to change: say which, and how.
  const where = `${host}:${port}`
  const why =
    error.code === 'EADDRINUSE'
      ? `port ${port} is already in use on ${host} (another simulator?): stop what listens there, or pick another port with --port (0 picks a free one)`
      : error.code === 'EACCES'
        ? `not allowed to listen on ${where}: pick a port above 1023 with --port`
        : error.code === 'EADDRNOTAVAIL'
          ? `--host ${host} is not an address of this machine: pick one of its own, like 127.0.0.1`
          : error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN'
            ? `--host ${host} is not a name this machine can look up: give an address, like 127.0.0.1`
            : `cannot listen on ${where}: ${error.message}`
  process.stderr.write(`${nameOf(command)}: ${why}\n`)
  process.exit(1)
})
console.log(`Simulator listening on ${simulator.url}`)

const stop = async (): Promise<void> => {
  await simulator.close()
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
