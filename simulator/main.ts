// `npm run simulator` (node dist/simulator/index.js): serves the simulated API until stopped.
//   --port 4010 --host 127.0.0.1 --job-duration 3000 --site-pages 1200 --latency 0 --no-rate-limit
import { parseArgs } from 'node:util'
import { startSimulator } from './server.js'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    'job-duration': { type: 'string', default: '3000' },
    'site-pages': { type: 'string', default: '1200' },
    latency: { type: 'string', default: '0' },
    'no-rate-limit': { type: 'boolean', default: false }
  }
})

function number(name: keyof typeof values): number {
  const value = Number(values[name])
  if (!Number.isInteger(value) || value < 0) {
    console.error(`--${name} must be a whole number; got "${values[name]}"`)
    process.exit(2)
  }
  return value
}

const simulator = await startSimulator({
  port: number('port'),
  host: String(values.host),
  jobDurationMs: number('job-duration'),
  sitePages: number('site-pages'),
  latencyMs: number('latency'),
  rateLimit: values['no-rate-limit'] ? false : undefined
})
console.log(`Simulator listening on ${simulator.url}`)

const stop = async (): Promise<void> => {
  await simulator.close()
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
