// The visitors action's part of `npm run bench`. The simulator runs as its own process (the
// bundle users run, driven over its /_sim control endpoints) with 100 ms added to every request,
// so that serving does not share an event loop with what is measured.
//  - 10,000 pages: requests and wall time of dist/visitors/index.js (page-size 250, concurrency
//    4) against a naive sequential loop at the API's default limit of 50;
//  - memory: peak RSS of the action process exporting 100,000 pages against 1,000 pages, rate
//    limit off, and rows written per second of CPU time (from the process's own resource usage).
import { YOUNG_GENERATION_MB } from '../src/export/worker.js'
import { runMeasured, type ActionRun } from './action-process.js'
import { startSimulator, type Simulator } from './simulator-process.js'

const LATENCY_MS = 100
const CONCURRENCY = 4
const PAGE_SIZE = 250
const NAIVE_LIMIT = 50
const MEMORY_RUNS = 3
const PROJECT = 'bench-site'
// A fixed range, passed to the action and the naive loop alike.
const DAY = 86_400_000
const today = Math.floor(Date.now() / DAY) * DAY
const DATE_FROM = new Date(today - 30 * DAY).toISOString().slice(0, 10)
const DATE_TO = new Date(today).toISOString().slice(0, 10)

/** One run of the action, and the requests the service served it. */
interface ExportRun extends ActionRun {
  serviceRequests: number
}

async function runExport(sim: Simulator, key: string): Promise<ExportRun> {
  await sim.control('DELETE', '/_sim/requests')
  const run = await runMeasured('visitors', {
    'api-key': key,
    'project-id': PROJECT,
    'api-url': sim.url,
    'date-from': DATE_FROM,
    'date-to': DATE_TO,
    'page-size': String(PAGE_SIZE),
    concurrency: String(CONCURRENCY),
    format: 'csv',
    'output-file': 'visitors.csv'
  })
  if (run.code !== 0) throw new Error(`the visitors action exited with ${String(run.code)}`)
  const log = (await sim.control('GET', '/_sim/requests')) as { route: string }[]
  return { ...run, serviceRequests: log.filter((entry) => entry.route === 'visitors').length }
}

/** What the service's documentation shows: one page of the default size after another. */
async function naiveLoop(
  sim: Simulator,
  key: string
): Promise<{ rows: number; requests: number; wallMs: number }> {
  const started = performance.now()
  let rows = 0
  let requests = 0
  for (let offset = 0; ; offset += NAIVE_LIMIT) {
    const query = new URLSearchParams({
      limit: String(NAIVE_LIMIT),
      offset: String(offset),
      dateFrom: DATE_FROM,
      dateTo: DATE_TO
    })
    const response = await fetch(`${sim.url}/v1/analytics/${PROJECT}/visitors?${query}`, {
      headers: { authorization: `Bearer ${key}` }
    })
    requests++
    if (!response.ok) throw new Error(`naive loop: ${response.status}`)
    const page = (await response.json()) as { visitors: unknown[]; hasMore: boolean }
    rows += page.visitors.length
    if (!page.hasMore || page.visitors.length === 0) break
  }
  return { rows, requests, wallMs: performance.now() - started }
}

export interface VisitorsFigures {
  pages: number
  ours: { rows: number; requests: number; outputRequests: number; wallMs: number }
  naive: { rows: number; requests: number; wallMs: number }
  memory: { pages: number; rows: number; peakRssMiB: number; cpuSeconds: number }[]
}

export async function visitorsBench(): Promise<VisitorsFigures> {
  const sim = await startSimulator(LATENCY_MS)
  try {
    // 10,000 pages. The action stays under the real rate limit (100 requests an hour); the
    // naive loop needs 200 requests, so the limit is off for it (which only flatters it).
    const pages = 10_000
    await sim.control('POST', '/_sim/config', { sitePages: pages, rateLimit: true })
    const run = await runExport(sim, 'mint_bench_ours')
    await sim.control('POST', '/_sim/config', { rateLimit: false })
    const naive = await naiveLoop(sim, 'mint_bench_naive')

    // Each size three times; the run with the median peak RSS is reported.
    const memory = []
    for (const size of [1_000, 100_000]) {
      await sim.control('POST', '/_sim/config', { sitePages: size, rateLimit: false })
      const runs = []
      for (let i = 0; i < MEMORY_RUNS; i++) {
        const exported = await runExport(sim, `mint_bench_memory_${size}_${i}`)
        runs.push({
          pages: size,
          rows: Number(exported.outputs.pages),
          peakRssMiB: exported.usage.maxRSS / 1024,
          cpuSeconds: (exported.usage.userCPUTime + exported.usage.systemCPUTime) / 1e6
        })
      }
      runs.sort((a, b) => a.peakRssMiB - b.peakRssMiB)
      memory.push(runs[Math.floor(runs.length / 2)] as (typeof runs)[0])
    }
    return {
      pages,
      ours: {
        rows: Number(run.outputs.pages),
        requests: run.serviceRequests,
        outputRequests: Number(run.outputs.requests),
        wallMs: run.wallMs
      },
      naive,
      memory
    }
  } finally {
    sim.stop()
  }
}

export function visitorsSection(f: VisitorsFigures): string[] {
  const bound = Math.ceil(f.ours.rows / PAGE_SIZE) + CONCURRENCY - 1
  const [small, large] = f.memory as [VisitorsFigures['memory'][0], VisitorsFigures['memory'][0]]
  const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`
  return [
    '## Visitors: every page of a large site',
    '',
    `The simulator as its own process with ${LATENCY_MS} ms added to every request; \`dist/visitors/index.js\` run as a runner runs it (page-size ${PAGE_SIZE}, concurrency ${CONCURRENCY}, CSV), against the naive sequential loop at the API's default limit of ${NAIVE_LIMIT}. Wall time of the action includes its process start.`,
    '',
    '| 10,000 pages | rows | requests | wall time | ratio |',
    '| --- | --- | --- | --- | --- |',
    `| naive loop, limit ${NAIVE_LIMIT} (baseline) | ${f.naive.rows} | ${f.naive.requests} | ${seconds(f.naive.wallMs)} | 1.00× |`,
    `| \`dist/visitors/index.js\` | ${f.ours.rows} | ${f.ours.requests} (output \`requests\`: ${f.ours.outputRequests}) | ${seconds(f.ours.wallMs)} | ${(f.ours.wallMs / f.naive.wallMs).toFixed(3)}× |`,
    '',
    `Targets: requests ≤ ⌈rows / ${PAGE_SIZE}⌉ + concurrency − 1 = ${bound} (measured ${f.ours.requests}); wall time ≤ 10 % of the naive loop's (measured ${((100 * f.ours.wallMs) / f.naive.wallMs).toFixed(1)} %).`,
    '',
    '### Memory and CPU (rate limit off)',
    '',
    `Median of ${MEMORY_RUNS} runs by peak RSS, read from the action process's own \`process.resourceUsage()\` at exit (the process, with its export worker thread, whose young generation is capped at ${YOUNG_GENERATION_MB} MB).`,
    '',
    '| site | rows written | peak RSS of the action process | CPU time | rows per CPU-second |',
    '| --- | --- | --- | --- | --- |',
    ...f.memory.map(
      (m) =>
        `| ${m.pages.toLocaleString('en-US')} pages | ${m.rows} | ${m.peakRssMiB.toFixed(1)} MiB | ${m.cpuSeconds.toFixed(2)} s | ${Math.round(m.rows / m.cpuSeconds).toLocaleString('en-US')} |`
    ),
    '',
    `Peak RSS at 100,000 pages is ${(large.peakRssMiB / small.peakRssMiB).toFixed(2)}× that at 1,000 pages (target ≤ 1.25×).`,
    ''
  ]
}
