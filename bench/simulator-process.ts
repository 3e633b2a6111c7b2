// The simulator as the benches run it: its own process (the bundle users run, driven over its
// /_sim control endpoints), so that serving does not share an event loop with what is measured.
import { spawn } from 'node:child_process'
import { join } from 'node:path'

const ROOT = process.cwd()
/** The Node the actions declare (node24): the `node` package's binary. */
export const NODE = join(ROOT, 'node_modules', 'node', 'bin', 'node')

export interface Simulator {
  url: string
  control(method: string, path: string, body?: unknown): Promise<unknown>
  stop(): void
}

/** Starts dist/simulator/index.js on a free port, `latencyMs` added to every request. */
export async function startSimulator(latencyMs: number): Promise<Simulator> {
  const child = spawn(
    NODE,
    [join(ROOT, 'dist', 'simulator', 'index.js'), '--port', '0', '--latency', String(latencyMs)],
    { stdio: ['ignore', 'pipe', 'inherit'] }
  )
  const url = await new Promise<string>((resolve, reject) => {
    let seen = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      seen += chunk
      const match = /listening on (\S+)/.exec(seen)
      if (match) resolve(match[1] as string)
    })
    child.on('exit', () => reject(new Error(`the simulator exited: ${seen}`)))
  })
  return {
    url,
    async control(method, path, body) {
      const response = await fetch(url + path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body)
      })
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`)
      return response.status === 204 ? undefined : response.json()
    },
    stop: () => child.kill()
  }
}
