// Bundles every entry point with ncc into dist/: one self-contained bundle per action (the
// runner executes dist/, never src/) and one for the analytics export's worker thread, each with
// its source map and licenses.txt.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const require = createRequire(import.meta.url)
const ncc = require.resolve('@vercel/ncc/dist/ncc/cli.js')

/** entry source -> output folder under dist/ */
const entries = [
  ['src/index.ts', '.'],
  ['src/post.ts', 'post'],
  ['src/visitors.ts', 'visitors'],
  ['src/analytics.ts', 'analytics'],
  // The worker thread of the two analytics actions' export (src/export/worker.ts).
  ['src/export-worker.ts', 'export-worker'],
  ['simulator/main.ts', 'simulator']
]

// Build from nothing into a scratch folder, so a removed entry cannot leave a stale bundle
// behind and a failed build leaves the committed dist/ as it was.
const scratch = '.dist-build'
rmSync(scratch, { recursive: true, force: true })
for (const [source, out] of entries) {
  if (!existsSync(source)) continue
  execFileSync(
    process.execPath,
    [ncc, 'build', source, '-o', `${scratch}/${out}`, '--source-map', '--quiet'],
    { stdio: 'inherit' }
  )
  lazySourceMaps(`${scratch}/${out}/index.js`)
  writeLicenses(`${scratch}/${out}`)
}
rmSync('dist', { recursive: true, force: true })
renameSync(scratch, 'dist')

/**
 * With --source-map, ncc starts each bundle by importing sourcemap-register.cjs: source-map-support
 * (41 KB, with its uncaught-exception handler), which maps stack traces to src/. That costs the
 * start of every step some 5 to 10 ms, yet it is only needed when a stack trace is formatted. The
 * import becomes a stand-in Error.prepareStackTrace that loads it on that first use and hands the
 * trace to it. The stand-in replaces the import on the first line, so no line of the source map
 * moves. A crash still prints a mapped stack, in Node's form rather than source-map-support's.
 */
function lazySourceMaps(bundle) {
  const eager = "import './sourcemap-register.cjs';"
  const code = readFileSync(bundle, 'utf8')
  if (!code.startsWith(eager)) throw new Error(`${bundle} does not start with ${eager}`)
  const lazy =
    "import { createRequire as __sourceMapRequire } from 'module';" +
    'Error.prepareStackTrace = function lazySourceMaps(error, trace) {' +
    'Error.prepareStackTrace = undefined;' +
    "try { __sourceMapRequire(import.meta.url)('./sourcemap-register.cjs') } catch {}" +
    'const format = Error.prepareStackTrace;' +
    "return format ? format(error, trace) : `${error}${trace.map((frame) => `\\n    at ${frame}`).join('')}`" +
    '};'
  writeFileSync(bundle, lazy + code.slice(eager.length))
}

/**
 * licenses.txt of one output folder: every package with code in its bundle or its chunks, as
 * their source maps name them, in the form ncc's --license writes (name, license, text). ncc's
 * option writes one list per chunk to the same file, so the last chunk's list replaced the rest.
 */
function writeLicenses(folder) {
  const packages = new Set()
  for (const map of readdirSync(folder).filter((name) => name.endsWith('.js.map'))) {
    for (const source of JSON.parse(readFileSync(join(folder, map), 'utf8')).sources) {
      // A source reads `.././node_modules/<path>`: its innermost package, from the project root.
      const at = source.indexOf('node_modules/')
      if (at < 0) continue
      const parts = source.slice(at).split('/')
      const inner = parts.lastIndexOf('node_modules') + 1
      packages.add(parts.slice(0, inner + (parts[inner]?.startsWith('@') ? 2 : 1)).join('/'))
    }
  }
  const entries = [...packages].map((dir) => {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
    const license = readdirSync(dir).find((name) => /^licen[cs]e/i.test(name))
    return {
      name: manifest.name,
      id: typeof manifest.license === 'string' ? manifest.license : manifest.license?.type,
      text: license ? readFileSync(join(dir, license), 'utf8').trim() : undefined
    }
  })
  const text = entries
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .map(({ name, id, text }) => [name, id, text].filter(Boolean).join('\n'))
    .join('\n\n')
  if (text) writeFileSync(join(folder, 'licenses.txt'), `${text}\n`)
}
