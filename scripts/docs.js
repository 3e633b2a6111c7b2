// Writes the README's input and output tables from the action metadata (action.yml is the one
// source of truth), between markers like <!-- inputs: action.yml --> ... <!-- end -->, and
// .env.example, the inputs of `npm run local-action` (scripts/env-example.js).
// `node scripts/docs.js --check` fails when either is not current (run in CI).
import { readFileSync, realpathSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as prettier from 'prettier'
import { envExample } from './env-example.js'
import { ROOT, actionMetadata } from './local-runner.js'

const README = join(ROOT, 'README.md')
const ENV_EXAMPLE = join(ROOT, '.env.example')

/** @typedef {{ description?: string, default?: string, required?: boolean }} Spec */
/** @typedef {(dir: string) => { inputs?: Record<string, Spec>, outputs?: Record<string, Spec> }} Metadata */

/** The action.yml of a folder of the repository. */
const fromActionYml = /** @type {Metadata} */ (actionMetadata)

/** @param {string} text its line breaks and runs of spaces as one space, as a browser shows them */
const squash = (text) => String(text).replace(/\s+/g, ' ').trim()

/**
 * Markdown that a GFM table cell renders as exactly `text`: every character that could start
 * markup is escaped with a backslash, so that a glob keeps its stars, `<metric>` is not taken
 * for an HTML tag, and `|` does not end the cell. An `_` between two letters or digits
 * starts no emphasis (`issue_comment`) and a `&` starting no character reference is text (`R&D`),
 * so those stay as they are; `$` is escaped for GitHub, which reads `$…$` as math. The `:` of
 * `http://` and the `.` of `www.` are escaped too: a URL found there in the source would show the
 * backslashes of the escapes after it, one found in the text (GitHub still links it) does not.
 * @param {string} text
 */
export const cell = (text) =>
  squash(text)
    .replace(/[\\`*[<|~$]/g, '\\$&')
    .replace(/_/g, (match, at, all) =>
      /[\p{L}\p{N}]/u.test(all[at - 1] ?? '') && /[\p{L}\p{N}]/u.test(all[at + 1] ?? '')
        ? match
        : '\\_'
    )
    .replace(/&(?=#?[\p{L}\p{N}]+;)/gu, '\\&')
    .replace(/:(?=\/\/)|(?<=www)\./gi, '\\$&')

/**
 * A code span that a GFM table cell renders as exactly `text`: fenced by more backticks than any
 * run inside it, spaced off a backtick at either end, its `|` escaped (GFM reads that escape
 * before the code span). A `\|` cannot be written in one (the table takes both characters for an
 * escaped `|`): such a text is written as escaped text instead.
 * @param {string} text
 */
export const code = (text) => {
  const plain = squash(text)
  if (plain.includes('\\|')) return cell(plain)
  const value = plain.replace(/\|/g, '\\|')
  const fence = '`'.repeat(Math.max(0, ...(value.match(/`+/g) ?? []).map((run) => run.length)) + 1)
  const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : ''
  return `${fence}${pad}${value}${pad}${fence}`
}

/**
 * The table of `kind` of the action.yml `file`, as markdown.
 * @param {'inputs' | 'outputs'} kind
 * @param {string} file
 * @param {Metadata} [metadata]
 */
export function table(kind, file, metadata = fromActionYml) {
  const meta = metadata(file.replace(/\/?action\.yml$/, '') || '.')
  const entries = Object.entries(meta[kind] ?? {})
  if (kind === 'inputs') {
    const rows = entries.map(([name, spec]) => {
      const fallback = spec.required
        ? '**required**'
        : squash(spec.default ?? '')
          ? code(spec.default ?? '')
          : "`''`"
      return `| ${code(name)} | ${fallback} | ${cell(spec.description ?? '')} |`
    })
    return ['| input | default | description |', '| --- | --- | --- |', ...rows].join('\n')
  }
  const rows = entries.map(([name, spec]) => `| ${code(name)} | ${cell(spec.description ?? '')} |`)
  return ['| output | description |', '| --- | --- |', ...rows].join('\n')
}

/**
 * `markdown` with every table between markers written anew, formatted as the format check wants
 * it, so that the two checks agree.
 * @param {string} markdown
 * @param {Metadata} [metadata]
 */
export async function withTables(markdown, metadata = fromActionYml) {
  const replaced = markdown.replace(
    /(<!-- (inputs|outputs): (\S+) -->\n)[\s\S]*?(<!-- end -->)/g,
    (_all, open, kind, file, close) => `${open}\n${table(kind, file, metadata)}\n\n${close}`
  )
  const options = (await prettier.resolveConfig(README)) ?? {}
  return prettier.format(replaced, { ...options, filepath: README })
}

// Run as a script, not imported by the tests.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check')
  const files = [
    { file: README, next: withTables, what: 'README.md tables differ from the action metadata' },
    {
      file: ENV_EXAMPLE,
      next: async () => envExample(actionMetadata('.').inputs ?? {}),
      what: ".env.example differs from action.yml's inputs"
    }
  ]
  let stale = false
  for (const { file, next, what } of files) {
    const current = readFileSync(file, 'utf8')
    const text = await next(current)
    if (text === current) continue
    if (check) {
      console.error(`${what}: run npm run docs and commit.`)
      stale = true
    } else {
      writeFileSync(file, text)
    }
  }
  if (stale) process.exit(1)
}
