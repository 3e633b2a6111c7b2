// The redaction's part of `npm run bench`: the time redactForAgent (src/sinks/for-agent.ts)
// takes over a patch of 100,000 characters, the size of the untrusted text a prompt can carry,
// against a plain `String.prototype.replaceAll` of the key over the same text, and one pass of
// the token shapes' regular expression, measured in the same run; and over inputs made to be costly (the attack of issue #27 §4), at 100,000 and
// 1,000,000 characters, to show that the cost grows with the length and no faster.
// `node .bench-build/bench/redaction.js` (after `npm run bench`) prints this part alone.
import { createHash } from 'node:crypto'
import { pathToFileURL } from 'node:url'
import { redactForAgent, registerSecret } from '../src/sinks/index.js'
/** The token shapes as one regular expression, as a redactor of tokens alone would use. */
const TOKENS = /mint_[A-Za-z0-9_-]{8,}|gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}/g

const KEY = 'mint_Ab3dEf9hIjK1mNoPqR5tUvWxYz0123'
const GHP = 'ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8'
const SIZE = 100_000

const fill = (unit: string, n: number): string => unit.repeat(Math.ceil(n / unit.length)).slice(0, n) // prettier-ignore
const b64 = (s: string): string => Buffer.from(s).toString('base64')

/** A code change as the prompt carries it: hunks of code, a lock file's hashes, data, a token. */
function patch(size: number): string {
  const lines: string[] = []
  for (let i = 0; lines.join('\n').length < size; i++) {
    const hash = createHash('sha256').update(String(i)).digest()
    lines.push(
      `@@ -${i * 10},7 +${i * 10},8 @@ export function handler${i}(request: Request) {`,
      `   const config = loadConfig(request.headers.get('x-mint-config') ?? 'default')`,
      `-  const value = mint_config_value(config, ${i})`,
      `+  const value = await mint_config_value(config, ${i}, { retries: 3 })`,
      `+  // See https://docs.example.com/guide#section-${i} for what this changes.`,
      `+  "integrity": "sha512-${hash.toString('base64')}${hash.toString('base64')}",`,
      `+  const id = '${hash.toString('hex')}'`,
      i % 50 === 7
        ? `+  const token = "${GHP.slice(0, 20)}" +\n+    "${GHP.slice(20)}"`
        : `   return value`
    )
  }
  return lines.join('\n').slice(0, size)
}

const COSTLY: [string, (n: number) => string][] = [
  ['the key, one a line', (n) => fill(`${KEY}\n`, n)],
  ['mint_ then one run', (n) => `mint_${fill('abcdefghij_-', n)}`],
  ['hex digits', (n) => fill('0123456789abcdef5f6d', n)],
  ['base64 wrapped at 76', (n) => fill(`${b64('x'.repeat(57)).replace(/x/g, 'Q')}\n`, n)],
  ['base64 of base64', (n) => fill(b64(b64('Q'.repeat(300))), n)],
  ['decimal numbers', (n) => fill('109, 105, 110, 116, ', n)],
  ['literals joined', (n) => fill('"abcdefgh" + ', n)],
  ['=XX escapes', (n) => fill('=4A', n)],
  ['combining marks', (n) => fill('e\u0301', n)],
  ['mint_ then camel case with digits', (n) => `mint_${fill('Aaa1a', n)}`],
  ['the key, one character a line', (n) => fill(`${[...KEY].join('\n')}\n`, n)],
  ['hex of base64 of the key', (n) => fill(Buffer.from(b64(fill(KEY, 3000))).toString('hex'), n)],
  ['lines of a token shape', (n) => fill('ghp_aaaaaaaaaaaaaaaaaaaaaaa\n', n)],
  ['lines of another key shape', (n) => fill('mint_Ab3dEf9h\n', n)],
  ['full-width letters', (n) => fill('ｍ', n)],
  ['one letter, then invisible characters', (n) => `a${fill('\u200b', n)}`],
  ['seven numbers, again and again', (n) => fill('1 2 3 4 5 6 7 x ', n)],
  // A key is tested at each line it may end with: lines of one character cost the most.
  ['keys of 256, one character a line', (n) => fill(`mint_${fill('aB1', 251)}`.split('').join('\n'), n)], // prettier-ignore
  ['tokens side by side', (n) => fill(`${GHP}mint_Ab3dEf9h`, n)],
  ['prefixes only', (n) => fill('mint_ghp_github_pat_', n)],
  // Each read again through the prefix glued after it (tokens.ts findTokens).
  ['github_pat_ glued in a row', (n) => fill('github_pat_', n)],
  ['a token holding a prefix, in a row', (n) => fill('github_pat_11ABCDEFG012345ghp_', n)],
  ['installation tokens glued in a row', (n) => fill('ghs_1_', n)],
  // The same in lines shorter than a read's bound: each read ends at the line, not cut by it.
  ['installation tokens glued, lines of 1,020', (n) => fill(`${'ghs_1_'.repeat(170)}\n`, n)]
]

/** The median of `runs` timings of `work`, in milliseconds. */
function median(work: () => unknown, runs: number): number {
  work()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    work()
    times.push(performance.now() - start)
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)] ?? 0
}

export interface RedactionResult {
  name: string
  baseline: number
  /** One `replace` of the token shapes' regular expression over the same text. */
  shapes: number
  redaction: number
  /** The time at 1,000,000 characters over the time at 100,000 (none for the patch). */
  growth?: number
}

export function redactionBench(): RedactionResult[] {
  registerSecret(KEY)
  const baselineOf = (text: string): number => median(() => text.replaceAll(KEY, '***'), 21)
  const shapesOf = (text: string): number => median(() => text.replace(TOKENS, '***'), 11)
  const text = patch(SIZE)
  const results: RedactionResult[] = [
    {
      name: `a patch of ${SIZE.toLocaleString('en')} characters`,
      baseline: baselineOf(text),
      shapes: shapesOf(text),
      redaction: median(() => redactForAgent(text), 11)
    }
  ]
  for (const [name, make] of COSTLY) {
    const [small, large] = [make(SIZE), make(SIZE * 10)]
    const redaction = median(() => redactForAgent(small), 5)
    const growth = median(() => redactForAgent(large), 3) / redaction
    results.push({ name, baseline: baselineOf(small), shapes: shapesOf(small), redaction, growth })
  }
  return results
}

export function redactionSection(results: RedactionResult[]): string[] {
  return [
    '## Redaction of the text that goes to the agent',
    '',
    `\`redactForAgent\` (src/sinks/for-agent.ts) over ${SIZE.toLocaleString('en')} characters (bench/redaction.ts): a code change as the prompt carries it (hunks of code, a lock file's hashes, hex ids, a token cut into two literals), then inputs made to be costly. Baseline: \`text.replaceAll(key, '***')\` over the same text, in the same run (a search for one string, which V8 makes very fast: the ratio is large by any measure); for scale, one \`replace\` of the token shapes' regular expression, as a redactor of tokens alone would do. Medians of 11 runs (the patch) or 5. Growth: the time at 1,000,000 characters over the time at 100,000 (10 when the cost grows as the length).`,
    '',
    '| text | baseline ms | one regex pass ms | redaction ms | ratio to baseline | ratio to one regex pass | growth ×10 |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.baseline.toFixed(3)} | ${r.shapes.toFixed(2)} | ${r.redaction.toFixed(1)} | ${(r.redaction / Math.max(r.baseline, 1e-3)).toFixed(0)}× | ${(r.redaction / Math.max(r.shapes, 1e-3)).toFixed(0)}× | ${r.growth === undefined ? '' : r.growth.toFixed(1)} |`
    ),
    ''
  ]
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(redactionSection(redactionBench()).join('\n'))
}
