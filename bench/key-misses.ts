// How often another project's key is taken for an identifier (src/sinks/tokens.ts isKeyBody):
// random keys of 24 letters and digits (the README's figure) and of 16, 32 and 40, from a seeded
// generator (the same keys each run), and the share that isKeyBody misses. A measure, not a test.
// `npm run bench:keys -- [keys] [seed]` (default 1,000,000 keys a length, seed 1).
import { pathToFileURL } from 'node:url'
import { isKeyBody } from '../src/sinks/tokens.js'

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** mulberry32: a small seeded generator, so that a figure can be measured again. */
function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Of `keys` random keys of `length`, how many isKeyBody misses, and a few of them. */
export function misses(length: number, keys: number, seed: number) {
  const random = seeded(seed)
  const examples: string[] = []
  let missed = 0
  for (let i = 0; i < keys; i++) {
    let body = ''
    for (let k = 0; k < length; k++) body += ALNUM[Math.floor(random() * ALNUM.length)]
    if (isKeyBody(body)) continue
    missed++
    if (examples.length < 5) examples.push(body)
  }
  return { missed, examples }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const keys = Number(process.argv[2] ?? 1_000_000)
  const seed = Number(process.argv[3] ?? 1)
  for (const length of [16, 24, 32, 40]) {
    const { missed, examples } = misses(length, keys, seed)
    const rate = ((missed / keys) * 10_000).toFixed(2)
    console.log(`${length}: ${missed} of ${keys} missed (${rate} in 10,000), e.g. ${examples.join(' ')}`) // prettier-ignore
  }
}
