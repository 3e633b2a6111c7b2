// Bundles every entry point with ncc into dist/: one self-contained bundle per action (the
// runner executes dist/, never src/), each with its source map and licenses.txt.
import { execFileSync } from 'node:child_process'
import { existsSync, renameSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const ncc = require.resolve('@vercel/ncc/dist/ncc/cli.js')

/** entry source -> output folder under dist/ */
const entries = [
  ['src/index.ts', '.'],
  ['src/post.ts', 'post'],
  ['src/visitors.ts', 'visitors'],
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
    [
      ncc,
      'build',
      source,
      '-o',
      `${scratch}/${out}`,
      '--source-map',
      '--license',
      'licenses.txt',
      '--quiet'
    ],
    { stdio: 'inherit' }
  )
}
rmSync('dist', { recursive: true, force: true })
renameSync(scratch, 'dist')
