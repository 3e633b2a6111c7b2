// Writes the README's input and output tables from the action metadata (action.yml is the one
// source of truth), between markers like <!-- inputs: action.yml --> ... <!-- end -->.
// `node scripts/docs.js --check` fails when the README is not current (run in CI).
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as prettier from 'prettier'
import { ROOT, actionMetadata } from './local-runner.js'

const README = join(ROOT, 'README.md')
const check = process.argv.includes('--check')

/** @param {string} text */
const cell = (text) =>
  String(text)
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ')
    .trim()

/**
 * @param {'inputs' | 'outputs'} kind
 * @param {string} file
 */
function table(kind, file) {
  const meta =
    /** @type {Record<string, Record<string, { description?: string, default?: string, required?: boolean }>>} */ (
      actionMetadata(file.replace(/\/?action\.yml$/, '') || '.')
    )
  const entries = Object.entries(meta[kind] ?? {})
  if (kind === 'inputs') {
    const rows = entries.map(([name, spec]) => {
      const fallback = spec.required
        ? '**required**'
        : spec.default
          ? `\`${cell(spec.default)}\``
          : "`''`"
      return `| \`${name}\` | ${fallback} | ${cell(spec.description ?? '')} |`
    })
    return ['| input | default | description |', '| --- | --- | --- |', ...rows].join('\n')
  }
  const rows = entries.map(([name, spec]) => `| \`${name}\` | ${cell(spec.description ?? '')} |`)
  return ['| output | description |', '| --- | --- |', ...rows].join('\n')
}

const current = readFileSync(README, 'utf8')
const replaced = current.replace(
  /(<!-- (inputs|outputs): (\S+) -->\n)[\s\S]*?(<!-- end -->)/g,
  (_all, open, kind, file, close) => `${open}\n${table(kind, file)}\n\n${close}`
)
// Formatted as the format check wants it, so the two checks agree.
const options = (await prettier.resolveConfig(README)) ?? {}
const next = await prettier.format(replaced, { ...options, filepath: README })
if (check) {
  if (next !== current) {
    console.error('README.md tables differ from the action metadata: run npm run docs and commit.')
    process.exit(1)
  }
} else if (next !== current) {
  writeFileSync(README, next)
}
