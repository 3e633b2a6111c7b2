// The polling part of `npm run bench`: on a virtual clock (no timers, fixed seeds), what a wait
// with the default inputs costs and how late it notices the end of a job, for jobs from 30 s to
// 5 h, against the naive loop that polls every 5 s as the service's documentation does. Both go
// through the action's own wait loop (src/agent/wait.ts); the naive loop is that loop with
// poll-interval = max-poll-interval = 5s, which leaves it no growth and no jitter.
// Goals (issues #10 §4 and #17): at most 40 requests in any hour of waiting (the service allows
// 100 uses per project per hour); no job dearer than the naive loop, and from 4 min on half as
// many requests on average; the end noticed on average within 10 % of the job, from 30 s to 2 h.
// `node .bench-build/bench/polling.js` (after `npm run bench`) prints this part alone.
import { pathToFileURL } from 'node:url'
import { waitForJob } from '../src/agent/wait.js'
import type { PollSchedule } from '../src/agent/schedule.js'
import { BOUNDS } from '../src/bounds.js'
import type { AgentJob, Clock } from '../src/api/index.js'
import { formatDuration } from '../src/duration.js'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
/** Jobs per duration, spread over ±2.5 s (one naive period) so the end falls anywhere. */
const JOBS = 200
export const HOURLY_BUDGET = 40
export const SHARE_TARGET = 0.1
/** The notice delay is held to SHARE_TARGET for jobs up to this long. */
const SHARE_UP_TO = 2 * HOUR

const DEFAULTS: PollSchedule = {
  pollIntervalMs: BOUNDS.pollIntervalMs,
  maxPollIntervalMs: BOUNDS.maxPollIntervalMs
}
const NAIVE: PollSchedule = { pollIntervalMs: 5000, maxPollIntervalMs: 5000 }

interface Wait {
  /** When each poll was sent, ms after the create. */
  times: number[]
  /** How long after the job's end its end was noticed (Infinity: it did not end in the wait). */
  delay: number
}

/** One simulated wait for a job that ends `durationMs` after the create. */
async function simulateWait(
  durationMs: number,
  seed: number,
  schedule: PollSchedule,
  deadline = Math.max(2 * HOUR, durationMs + HOUR)
): Promise<Wait> {
  let now = 0
  let state = seed
  const random = (): number => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state / 2 ** 31
  }
  // Nothing here times out: the polls answer at once.
  const clock: Clock = {
    now: () => now,
    random,
    sleep: async (ms) => void (now += ms),
    timeout: () => new AbortController().signal
  }
  const times: number[] = []
  const job = (status: string): AgentJob => ({ id: 'j', status, prLink: null })
  const result = await waitForJob({
    getJob: async () => {
      times.push(now)
      return job(now >= durationMs ? 'completed' : 'active')
    },
    initial: job('active'),
    afterMessage: false,
    deadline,
    schedule,
    clock,
    log: { info: () => {}, warning: () => {} }
  })
  return { times, delay: result.end === 'terminal' ? now - durationMs : Infinity }
}

/** The most polls within one hour of a wait, wherever the hour starts. */
function busiestHour(times: number[]): number {
  let most = 0
  let first = 0
  for (let last = 0; last < times.length; last++) {
    while ((times[last] as number) - (times[first] as number) >= HOUR) first++
    most = Math.max(most, last - first + 1)
  }
  return most
}

const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length

export interface PollingRow {
  ms: number
  requests: number
  naiveRequests: number
  /** The busiest hour of the JOBS waits: the most, and on average. */
  busiest: number
  meanBusiest: number
  naiveBusiest: number
  delay: number
  maxDelay: number
  naiveDelay: number
  /** Jobs that cost more requests than the naive loop did for the same job. */
  dearer: number
}

async function row(ms: number): Promise<PollingRow> {
  const ours: Wait[] = []
  const naive: Wait[] = []
  let dearer = 0
  for (let i = 0; i < JOBS; i++) {
    const duration = ms - 2500 + (i * 5000) / JOBS
    const wait = await simulateWait(duration, i + 1, DEFAULTS)
    const base = await simulateWait(duration, i + 1, NAIVE)
    if (wait.times.length > base.times.length) dearer++
    ours.push(wait)
    naive.push(base)
  }
  const busiest = ours.map((w) => busiestHour(w.times))
  return {
    ms,
    requests: mean(ours.map((w) => w.times.length)),
    naiveRequests: mean(naive.map((w) => w.times.length)),
    busiest: Math.max(...busiest),
    meanBusiest: mean(busiest),
    naiveBusiest: Math.max(...naive.map((w) => busiestHour(w.times))),
    delay: mean(ours.map((w) => w.delay)),
    maxDelay: Math.max(...ours.map((w) => w.delay)),
    naiveDelay: mean(naive.map((w) => w.delay)),
    dearer
  }
}

export interface CapRow {
  maxPollIntervalMs: number
  /** The busiest hour of JOBS waits that run to a 3 h timeout: the most, and on average. */
  busiest: number
  meanBusiest: number
  /** Mean notice delay of jobs of 1 h and 2 h. */
  delay1h: number
  delay2h: number
}

async function capRow(schedule: PollSchedule): Promise<CapRow> {
  const busiest: number[] = []
  const delays1h: number[] = []
  const delays2h: number[] = []
  for (let i = 0; i < JOBS; i++) {
    busiest.push(busiestHour((await simulateWait(Infinity, i + 1, schedule, 3 * HOUR)).times))
    const offset = -2500 + (i * 5000) / JOBS
    delays1h.push((await simulateWait(HOUR + offset, i + 1, schedule)).delay)
    delays2h.push((await simulateWait(2 * HOUR + offset, i + 1, schedule)).delay)
  }
  return {
    maxPollIntervalMs: schedule.maxPollIntervalMs,
    busiest: Math.max(...busiest),
    meanBusiest: mean(busiest),
    delay1h: mean(delays1h),
    delay2h: mean(delays2h)
  }
}

export interface PollingFigures {
  rows: PollingRow[]
  /** Between the rows: every duration of `grid`, 30 s to 2 h, checked the same way. */
  grid: {
    durations: number
    worstShare: number
    worstShareAt: number
    worstRatio: number
    worstRatioAt: number
    /** From 4 min on. */
    worstLongRatio: number
    worstLongRatioAt: number
    dearer: number
    busiest: number
  }
  caps: CapRow[]
  /** The naive loop, measured as the caps are. */
  naiveCap: CapRow
}

/** The durations `npm test` checks too (__tests__/agent/poll-cost.test.ts): 30 s to 2 h. */
function gridDurations(): number[] {
  const durations: number[] = []
  for (let s = 30; s < 60; s++) durations.push(s * SECOND)
  for (let s = 60; s < 240; s += 5) durations.push(s * SECOND)
  for (let s = 240; s < 1800; s += 30) durations.push(s * SECOND)
  for (let s = 1800; s <= 7200; s += 120) durations.push(s * SECOND)
  return durations
}

export async function pollingBench(): Promise<PollingFigures> {
  const rows: PollingRow[] = []
  for (const ms of [
    30 * SECOND,
    45 * SECOND,
    MINUTE,
    90 * SECOND,
    2 * MINUTE,
    4 * MINUTE,
    10 * MINUTE,
    20 * MINUTE,
    30 * MINUTE,
    45 * MINUTE,
    HOUR,
    90 * MINUTE,
    2 * HOUR,
    3 * HOUR,
    5 * HOUR
  ]) {
    rows.push(await row(ms))
  }

  // Between the rows the naive loop is not simulated again: it sends ⌈duration / 5 s⌉ requests,
  // as the rows measure it doing.
  const grid = {
    durations: 0,
    worstShare: 0,
    worstShareAt: 0,
    worstRatio: 0,
    worstRatioAt: 0,
    worstLongRatio: 0,
    worstLongRatioAt: 0,
    dearer: 0,
    busiest: 0
  }
  for (const ms of gridDurations()) {
    let requests = 0
    let naive = 0
    let delay = 0
    for (let i = 0; i < JOBS; i++) {
      const duration = ms - 2500 + (i * 5000) / JOBS
      const wait = await simulateWait(duration, i + 1, DEFAULTS)
      const naiveRequests = Math.ceil(duration / 5000)
      if (wait.times.length > naiveRequests) grid.dearer++
      grid.busiest = Math.max(grid.busiest, busiestHour(wait.times))
      requests += wait.times.length
      naive += naiveRequests
      delay += wait.delay
    }
    const share = delay / JOBS / ms
    const ratio = requests / naive
    grid.durations++
    if (share > grid.worstShare) Object.assign(grid, { worstShare: share, worstShareAt: ms })
    if (ms < 4 * MINUTE && ratio > grid.worstRatio) {
      Object.assign(grid, { worstRatio: ratio, worstRatioAt: ms })
    }
    if (ms >= 4 * MINUTE && ratio > grid.worstLongRatio) {
      Object.assign(grid, { worstLongRatio: ratio, worstLongRatioAt: ms })
    }
  }

  const caps: CapRow[] = []
  const capValues = [30, 60, 120, 180, 300, 450, 600].map((s) => s * SECOND)
  if (!capValues.includes(BOUNDS.maxPollIntervalMs)) capValues.push(BOUNDS.maxPollIntervalMs)
  for (const cap of capValues.sort((a, b) => a - b)) {
    caps.push(await capRow({ pollIntervalMs: BOUNDS.pollIntervalMs, maxPollIntervalMs: cap }))
  }
  return { rows, grid, caps, naiveCap: await capRow(NAIVE) }
}

const seconds = (ms: number): string => `${(ms / SECOND).toFixed(1)} s`
/** 30 s, 90 s, 4 min, 1 h 30 min: a job's duration in a row's first cell. */
function label(ms: number): string {
  if (ms < 2 * MINUTE) return `${ms / SECOND} s`
  if (ms < HOUR) return `${ms / MINUTE} min`
  const h = Math.floor(ms / HOUR)
  const m = (ms % HOUR) / MINUTE
  return m ? `${h} h ${m} min` : `${h} h`
}

export function pollingSection(f: PollingFigures): string[] {
  const ratioTarget = (ms: number): number => (ms >= 4 * MINUTE ? 0.5 : 1)
  const rowMet = (r: PollingRow): boolean =>
    r.busiest <= HOURLY_BUDGET &&
    r.dearer === 0 &&
    r.requests / r.naiveRequests <= ratioTarget(r.ms) &&
    (r.ms > SHARE_UP_TO || r.delay / r.ms <= SHARE_TARGET)
  const g = f.grid
  const gridMet =
    g.worstShare <= SHARE_TARGET &&
    g.worstRatio <= 1 &&
    g.worstLongRatio <= 0.5 &&
    g.dearer === 0 &&
    g.busiest <= HOURLY_BUDGET
  const isDefault = (c: CapRow): boolean => c.maxPollIntervalMs === BOUNDS.maxPollIntervalMs
  return [
    '## Polling: requests and delay in noticing the end (virtual clock)',
    '',
    `With the default inputs, poll-interval ${formatDuration(BOUNDS.pollIntervalMs)} and max-poll-interval ${formatDuration(BOUNDS.maxPollIntervalMs)}: ${JOBS} jobs per duration spread over ±2.5 s, each with its own seed, against the naive loop every 5 s (its first poll 5 s after the create, like ours), both through the action's wait loop in the same run. "Busiest hour": the most polls within one hour of a wait, wherever the hour starts, the most of the ${JOBS} waits (their mean in brackets); a job shorter than an hour spends all its polls within one.`,
    '',
    '| job | requests | naive requests | ratio (target) | busiest hour (≤ 40) | naive busiest hour | mean delay | share of job (≤ 10 % to 2 h) | max delay | naive mean delay | dearer jobs | targets met |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...f.rows.map((r) => {
      const ratio = r.requests / r.naiveRequests
      return `| ${label(r.ms)} | ${r.requests.toFixed(1)} | ${r.naiveRequests.toFixed(1)} | ${ratio.toFixed(2)} (≤ ${ratioTarget(r.ms).toFixed(1)}) | ${r.busiest} (${r.meanBusiest.toFixed(1)}) | ${r.naiveBusiest} | ${seconds(r.delay)} | ${((100 * r.delay) / r.ms).toFixed(1)} % | ${seconds(r.maxDelay)} | ${seconds(r.naiveDelay)} | ${r.dearer} | ${rowMet(r) ? 'yes' : '**no**'} |`
    }),
    '',
    `Targets (issues #10 §4 and #17): at most ${HOURLY_BUDGET} requests in any hour of waiting (the service allows 100 uses of its agent endpoints per project per hour and does not say that polls are free: two jobs waiting at once and their creates fit); no job costs more requests than the naive loop ("dearer jobs": those that did), and from 4 min on the jobs of a duration cost at most half as many on average; the end is noticed on average at most 10 % of the job late, from 30 s to 2 h. The busiest hour is the first: the delay never shrinks as the wait goes on. The tightest points are the young job's and the start of the growth: at 30 s the delay is still flat at 5 to 6 s, and the naive loop's 6.5 requests and 2.5 s delay leave room only for a mean interval between 5 s (as many requests) and 6 s (10 % delay).`,
    '',
    `Between the rows, ${g.durations} durations from 30 s to 2 h (each second to 1 min, every 5 s to 4 min, every 30 s to 30 min, every 2 min to 2 h; the naive loop's requests ⌈duration / 5 s⌉, as the rows measure them), ${JOBS} jobs each, the same checks \`__tests__/agent/poll-cost.test.ts\` makes: the worst mean delay ${(100 * g.worstShare).toFixed(1)} % of the job (at ${label(g.worstShareAt)}), the worst ratio of requests ${g.worstRatio.toFixed(2)} below 4 min (at ${label(g.worstRatioAt)}) and ${g.worstLongRatio.toFixed(2)} from 4 min on (at ${label(g.worstLongRatioAt)}), ${g.dearer} jobs dearer than the naive loop, the busiest hour ${g.busiest} requests. Targets met: ${gridMet ? 'yes' : '**no**'}.`,
    '',
    '### What max-poll-interval costs',
    '',
    `The cap is the user's setting, and the one the hour's budget depends on: the first hour, which holds the growth from 5 s, is the busiest, and every hour at the cap costs about 3600 s / (0.9 × cap) (the jitter keeps the capped delays between 80 and 100 % of the cap). ${JOBS} waits per cap that run to a 3 h timeout (busiest hour, the most and the mean), and the mean notice delay of ${JOBS} jobs of 1 h and of 2 h; poll-interval ${formatDuration(BOUNDS.pollIntervalMs)}.`,
    '',
    '| max-poll-interval | busiest hour | mean | delay, 1 h job | delay, 2 h job |',
    '| --- | --- | --- | --- | --- |',
    ...[...f.caps, f.naiveCap].map((c) => {
      const name =
        c === f.naiveCap
          ? 'naive loop, every 5 s'
          : `${formatDuration(c.maxPollIntervalMs)}${isDefault(c) ? ' (default)' : ''}`
      return `| ${name} | ${c.busiest} | ${c.meanBusiest.toFixed(1)} | ${seconds(c.delay1h)} (${((100 * c.delay1h) / HOUR).toFixed(1)} %) | ${seconds(c.delay2h)} (${((100 * c.delay2h) / (2 * HOUR)).toFixed(1)} %) |`
    }),
    ''
  ]
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(pollingSection(await pollingBench()).join('\n'))
}
