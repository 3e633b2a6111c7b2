// The release workflow's check of a pushed tag, and its notes:
//
//   node scripts/release-notes.js v1.2.3 > notes.md
//
// Fails (exit 1, the reasons on stderr) unless the tag is `v` + a semantic version, package.json
// (and package-lock.json) hold that version, and CHANGELOG.md has its entry and nothing left under
// [Unreleased]. Prints the entry's text, the release's notes, on stdout. In a workflow
// (GITHUB_OUTPUT set) it also refuses a tagged commit that is not on main, and writes the
// outputs `version`, `major-tag`, `move-major`, `prerelease` and `latest` (see planTags in
// release-lib.js), from the repository's tags.
// Node's own modules only: the workflow's job that publishes runs it without `npm ci`.
import { execFileSync } from 'node:child_process'
import { appendFileSync, readFileSync, realpathSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { checkChangelog, parseVersion, planTags } from './release-lib.js'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/**
 * @typedef {object} TagCheck
 * @property {import('./release-lib.js').Version | undefined} version
 * @property {string} notes
 * @property {string[]} errors
 * @property {string[]} warnings
 */

/**
 * Checks a release tag against the files of the repository at `root`.
 * @param {string} tag like v1.2.3
 * @param {string} [root]
 * @returns {TagCheck}
 */
export function checkTag(tag, root = ROOT) {
  /** @type {string[]} */
  const errors = []
  /** @type {string[]} */
  const warnings = []
  const version = tag.startsWith('v') ? parseVersion(tag) : undefined
  if (!version) {
    errors.push(
      `"${tag}" is not a release tag: expected v + a semantic version, like v1.2.3 or v1.3.0-rc.1`
    )
    return { version, notes: '', errors, warnings }
  }
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  if (manifest.version !== version.text) {
    errors.push(
      `package.json has version ${manifest.version}, not ${version.text}: set "version": "${version.text}" (and in package-lock.json) and commit`
    )
  }
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'))
  const locked = [lock.version, lock.packages?.['']?.version]
  if (locked.some((value) => value !== manifest.version)) {
    errors.push(
      `package-lock.json has version ${locked.join(' and ')} at its root, package.json ${manifest.version}: they must agree`
    )
  }
  const changelog = checkChangelog(readFileSync(join(root, 'CHANGELOG.md'), 'utf8'), version)
  errors.push(...changelog.errors)
  warnings.push(...changelog.warnings)
  return { version, notes: changelog.notes, errors, warnings }
}

/**
 * Every tag of the repository at `root`.
 * @param {string} [root]
 * @returns {string[]}
 */
export function gitTags(root = ROOT) {
  return execFileSync('git', ['tag', '--list'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
}

/**
 * Whether a git command succeeds in the repository at `root`.
 * @param {...string} args
 */
function gitOk(...args) {
  try {
    execFileSync('git', args, { cwd: ROOT, stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

// Run as a script, not imported.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [tag, ...rest] = process.argv.slice(2)
  if (!tag || rest.length) {
    console.error('Usage: node scripts/release-notes.js vX.Y.Z > notes.md')
    process.exit(2)
  }
  const { version, notes, errors, warnings } = checkTag(tag)
  for (const warning of warnings) console.error(`warning: ${warning}`)
  if (errors.length || !version) {
    for (const error of errors) console.error(`error: ${error}`)
    process.exit(1)
  }
  process.stdout.write(notes)
  if (process.env.GITHUB_OUTPUT) {
    // In the release workflow: only a commit that is on main is published (and may move the
    // major tag every @v1 user runs); a tag pushed on a branch's commit is refused.
    const main = ['refs/remotes/origin/main', 'refs/heads/main'].find((ref) =>
      gitOk('rev-parse', '--verify', '--quiet', ref)
    )
    if (!main) {
      console.error(
        'error: main is not fetched here, so the tagged commit cannot be checked: fetch it (fetch-depth: 0)'
      )
      process.exit(1)
    }
    if (!gitOk('merge-base', '--is-ancestor', 'HEAD', main)) {
      console.error(
        `error: ${tag} names a commit that is not on main (${main}): releases are made from main`
      )
      process.exit(1)
    }
    const plan = planTags(version, gitTags())
    console.error(
      `${plan.tag}: ${plan.moveMajor ? `moves ${plan.majorTag}` : `leaves ${plan.majorTag} (${plan.reason})`}`
    )
    appendFileSync(
      process.env.GITHUB_OUTPUT,
      [
        `version=${version.text}`,
        `major-tag=${plan.majorTag}`,
        `move-major=${plan.moveMajor}`,
        `prerelease=${plan.prerelease}`,
        `latest=${plan.latest}`
      ].join('\n') + '\n'
    )
  }
}
