// Bundles every entry point with ncc into dist/: one self-contained bundle per action (the
// runner executes dist/, never src/), each with its source map and licenses.txt.
import { execFileSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const ncc = require.resolve('@vercel/ncc/dist/ncc/cli.js')

/** entry source -> output folder */
const entries = [
  ['src/index.ts', 'dist'],
  ['src/post.ts', 'dist/post'],
  ['src/visitors.ts', 'dist/visitors'],
  ['simulator/main.ts', 'dist/simulator']
]

// Start from nothing so a removed entry cannot leave a stale bundle behind.
rmSync('dist', { recursive: true, force: true })
for (const [source, out] of entries) {
  if (!existsSync(source)) continue
  execFileSync(
    process.execPath,
    [ncc, 'build', source, '-o', out, '--source-map', '--license', 'licenses.txt', '--quiet'],
    { stdio: 'inherit' }
  )
}
