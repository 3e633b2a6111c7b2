// `npm run release`: checks that the commit at HEAD can be released, then tags it.
//
//   npm run release -- --dry-run            every check, then what it would do; writes no tag
//   npm run release                         the checks, then tag vX.Y.Z and move vX here
//   npm run release -- 1.2.0 --skip-tests   the version to expect (else package.json's)
//   npm run release -- --push               and push the release tag to origin
//
// Checks, in this order (the cheap ones all reported at once, before the slow ones):
//  1. the working tree is clean (untracked files included) and HEAD is on main;
//  2. the version (argument, else package.json's) is semantic, is package.json's and
//     package-lock.json's, and is above every v* tag here;
//  3. CHANGELOG.md has its entry and an empty [Unreleased] (this script edits no file: write the
//     entry, bump the version, commit, then run it);
//  4. dist/ is what `npm run build` gives (the build rewrites dist/; a dry run puts it back);
//  5. `npm test` passes (unless --skip-tests).
// Then it creates the annotated tag vX.Y.Z at HEAD and points vX at it (a lightweight tag, as the
// release workflow makes it), except for a pre-release or a fix of an older line, and prints the
// push command. It pushes only with --push, and only vX.Y.Z: the release workflow checks that
// tag again, creates the GitHub release and moves vX on GitHub.
import { execFileSync, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { compareVersions, parseVersion, planTags, versionTags } from './release-lib.js'
import { checkTag } from './release-notes.js'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const RELEASE_BRANCH = 'main'

const USAGE = `Usage: npm run release -- [version] [--dry-run] [--skip-tests] [--push] [--any-branch] [--remote name]
  version       the version to release, like 1.2.0 (default: package.json's, which it must equal)
  --dry-run     run every check and print what would happen; create no tag
  --skip-tests  do not run npm test (the release workflow runs them anyway)
  --push        push the release tag to the remote once it is created
  --any-branch  allow tagging a branch other than ${RELEASE_BRANCH}
  --remote      the remote to push to (default origin)`

/** The command line, or exit 2 with the usage. */
function readArgs() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        'dry-run': { type: 'boolean', default: false },
        'skip-tests': { type: 'boolean', default: false },
        push: { type: 'boolean', default: false },
        'any-branch': { type: 'boolean', default: false },
        remote: { type: 'string', default: 'origin' },
        help: { type: 'boolean', default: false }
      }
    })
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`)
    process.exit(2)
  }
}
const { values: args, positionals } = readArgs()
if (args.help) {
  console.log(USAGE)
  process.exit(0)
}
if (positionals.length > 1) {
  console.error(`One version at most; got ${positionals.join(' ')}\n\n${USAGE}`)
  process.exit(2)
}
if (args['dry-run'] && args.push) {
  console.error('--dry-run and --push together: a dry run pushes nothing. Choose one.')
  process.exit(2)
}
const dryRun = Boolean(args['dry-run'])
const remote = String(args.remote)

/**
 * Runs git in the repository and returns its output without the final newline (leading spaces
 * kept: they are part of `git status --porcelain`).
 * @param {string[]} gitArgs
 */
function git(...gitArgs) {
  return execFileSync('git', gitArgs, { cwd: ROOT, encoding: 'utf8' }).trimEnd()
}

/**
 * Runs an npm script with its output shown; returns its exit code.
 * @param {string[]} npmArgs
 */
function npm(...npmArgs) {
  // When started by npm, the same npm (npm_execpath is its CLI script); else the one on PATH.
  const viaNpm = process.env.npm_execpath
  const result = viaNpm
    ? spawnSync(process.execPath, [viaNpm, ...npmArgs], { cwd: ROOT, stdio: 'inherit' })
    : spawnSync('npm', npmArgs, { cwd: ROOT, stdio: 'inherit' })
  if (result.error) throw result.error
  return result.status ?? 1
}

/** @type {string[]} */
const errors = []
/** @type {string[]} */
const warnings = []
/** @param {string} message */
const ok = (message) => console.log(`  ok    ${message}`)
/** @param {string} message */
const fail = (message) => {
  errors.push(message)
  console.log(`  FAIL  ${message}`)
}
/** @param {string} message */
const warn = (message) => {
  warnings.push(message)
  console.log(`  WARN  ${message}`)
}
/** Stops when a check failed, naming each failure. */
function stopOnErrors() {
  if (!errors.length) return
  console.error(`\nNo tag created: ${errors.length} check(s) failed.`)
  for (const error of errors) console.error(`  - ${error}`)
  process.exit(1)
}

console.log(dryRun ? 'Release checks (dry run: no tag will be written)' : 'Release checks')

// 1. The tree and the branch.
try {
  git('rev-parse', '--verify', 'HEAD')
} catch {
  console.error(`${ROOT} is not a git repository with a commit.`)
  process.exit(1)
}
const dirty = git('status', '--porcelain', '--untracked-files=all')
if (dirty) {
  // Porcelain lines read "XY path": two status letters, a space, the path.
  const paths = dirty.split('\n').map((line) => line.slice(3))
  const shown = paths.slice(0, 5).join(', ') + (paths.length > 5 ? ', …' : '')
  fail(
    `the working tree is not clean (${paths.length} path(s): ${shown}): commit or stash first, the tag must name exactly what was checked`
  )
} else {
  ok('the working tree is clean')
}
const head = git('rev-parse', 'HEAD')
const subject = git('log', '-1', '--format=%s', 'HEAD')
let branch = ''
try {
  branch = git('symbolic-ref', '--quiet', '--short', 'HEAD')
} catch {
  // detached HEAD
}
if (branch === RELEASE_BRANCH) {
  ok(`on ${RELEASE_BRANCH}`)
} else {
  const where = branch ? `on branch ${branch}` : 'on a detached HEAD'
  if (args['any-branch']) warn(`${where}, not ${RELEASE_BRANCH} (--any-branch)`)
  else if (dryRun)
    warn(`${where}, not ${RELEASE_BRANCH}: a real run refuses unless given --any-branch`)
  else
    fail(
      `${where}, not ${RELEASE_BRANCH}: releases are tagged on ${RELEASE_BRANCH} (or pass --any-branch)`
    )
}

// 2. The version.
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'))
const asked = positionals[0] ?? String(manifest.version)
const version = parseVersion(asked)
if (!version) {
  fail(
    `"${asked}" is not a semantic version: expected MAJOR.MINOR.PATCH like 1.2.3 (1.3.0-rc.1 for a pre-release)`
  )
  stopOnErrors()
}
const release = /** @type {import('./release-lib.js').Version} */ (version)
const tag = `v${release.text}`
const tags = git('tag', '--list').split('\n').filter(Boolean)
const [latest] = versionTags(tags)
if (tags.includes(tag)) {
  fail(`the tag ${tag} exists already (at ${git('rev-parse', '--short', `${tag}^{commit}`)})`)
} else if (latest && compareVersions(release, latest) <= 0) {
  fail(
    `${release.text} is not above the latest version tag here, v${latest.text}: choose a higher version`
  )
} else {
  ok(
    latest
      ? `${release.text} is above the latest version tag here, v${latest.text} (local tags: git fetch --tags to see the remote's)`
      : `${release.text}: no version tag here yet (local tags: git fetch --tags to see the remote's)`
  )
}

// 2 and 3. package.json, package-lock.json and CHANGELOG.md, as the release workflow checks them.
const files = checkTag(tag, ROOT)
for (const error of files.errors) fail(error)
for (const warning of files.warnings) warn(warning)
if (!files.errors.length) {
  ok(`package.json and package-lock.json say ${release.text}`)
  ok(`CHANGELOG.md has the entry for ${release.text} (${files.notes.split('\n').length - 1} lines)`)
}
stopOnErrors()

// 4. dist/ as a fresh build makes it.
console.log('\nnpm run build (dist/ must come out as committed)')
if (npm('run', '-s', 'build') !== 0) fail('npm run build failed')
const stale = git('status', '--porcelain', '--untracked-files=all', '--', 'dist')
if (stale) {
  fail(
    `dist/ differs from a fresh build (${stale.split('\n').length} file(s)): ${dryRun ? 'run npm run build and commit dist/' : 'the build is in dist/ now: review it, commit it, and run again'}`
  )
  if (dryRun) {
    // The tree was clean before the build: putting dist/ back loses nothing.
    git('checkout', '--', 'dist')
    git('clean', '-fdq', '--', 'dist')
    console.log('        (dry run: dist/ put back as committed)')
  }
} else if (!errors.length) {
  ok('dist/ is what the sources bundle to')
}
stopOnErrors()

// 5. The tests.
if (args['skip-tests']) {
  warn('tests skipped (--skip-tests); the release workflow runs them before it publishes')
} else {
  console.log('\nnpm test')
  const status = npm('test')
  if (status === 0) ok('npm test passed')
  else fail(`npm test failed (exit code ${status})`)
}
stopOnErrors()

// The tags.
const plan = planTags(release, tags)
const short = head.slice(0, 7)
const majorAt = tags.includes(plan.majorTag)
  ? git('rev-parse', '--short', `${plan.majorTag}^{commit}`)
  : ''
const steps = [`create the annotated tag ${tag} at ${short} (${subject})`]
if (plan.moveMajor) {
  steps.push(
    majorAt
      ? `move ${plan.majorTag} from ${majorAt} to ${short} (${plan.reason})`
      : `create ${plan.majorTag} at ${short} (${plan.reason})`
  )
} else {
  steps.push(`leave ${plan.majorTag}${majorAt ? ` at ${majorAt}` : ''}: ${plan.reason}`)
}
const push = `git push ${remote} refs/tags/${tag}`
const pushMajor = `git push --force ${remote} refs/tags/${plan.majorTag}`

console.log(`\n${dryRun ? 'Dry run: every check passed. It would' : 'Every check passed. Now to'}:`)
for (const step of steps) console.log(`  - ${step}`)

if (dryRun) {
  console.log(`\nThen push the release tag (the release workflow does the rest):\n  ${push}`)
  console.log(`\nDry run: no tag was written. Run npm run release without --dry-run to tag ${tag}.`)
  process.exit(0)
}

git('tag', '--annotate', tag, '--message', `docs-agent-action ${tag}`, head)
console.log(`Created ${tag}.`)
if (plan.moveMajor) {
  git('tag', '--force', plan.majorTag, head)
  console.log(`${plan.majorTag} points at ${short}.`)
}
console.log(
  `\nThe release workflow (.github/workflows/release.yml) checks ${tag} again once pushed, creates the GitHub release from CHANGELOG.md${plan.moveMajor ? ` and moves ${plan.majorTag} on GitHub` : ''}.`
)
if (args.push) {
  console.log(`\n${push}`)
  execFileSync('git', ['push', remote, `refs/tags/${tag}`], { cwd: ROOT, stdio: 'inherit' })
} else {
  console.log(`Push it:\n  ${push}`)
}
if (plan.moveMajor)
  console.log(`(Without the workflow, move ${plan.majorTag} by hand: ${pushMajor})`)
