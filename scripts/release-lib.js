// The pure parts of a release, shared by `npm run release` (scripts/release.js) and the release
// workflow (through scripts/release-notes.js): semantic versions and their order, the notes of a
// CHANGELOG.md entry (Keep a Changelog 1.1.0), and which tags a release creates or moves.
// No file, process or git access here: callers pass text and tag names in.

/**
 * @typedef {object} Version
 * @property {number} major
 * @property {number} minor
 * @property {number} patch
 * @property {string[]} prerelease identifiers after `-`, empty for a release
 * @property {string} build metadata after `+` (ignored by the order)
 * @property {string} text the version as written, without a leading `v`
 */

// Semantic Versioning 2.0.0, section 9 and 10: no leading zeros in numbers, identifiers of
// [0-9A-Za-z-], none empty.
const NUMBER = '0|[1-9]\\d*'
const PRE_ID = `${NUMBER}|\\d*[A-Za-z-][0-9A-Za-z-]*`
const BUILD_ID = '[0-9A-Za-z-]+'
const SEMVER = new RegExp(
  `^(${NUMBER})\\.(${NUMBER})\\.(${NUMBER})` +
    `(?:-((?:${PRE_ID})(?:\\.(?:${PRE_ID}))*))?` +
    `(?:\\+(${BUILD_ID}(?:\\.${BUILD_ID})*))?$`
)

/**
 * A semantic version, or undefined when `text` is not one. A leading `v` is accepted.
 * @param {string} text
 * @returns {Version | undefined}
 */
export function parseVersion(text) {
  const bare = text.startsWith('v') ? text.slice(1) : text
  const match = SEMVER.exec(bare)
  if (!match) return undefined
  const [, major = '', minor = '', patch = '', pre, build] = match
  const numbers = [major, minor, patch].map(Number)
  if (!numbers.every(Number.isSafeInteger)) return undefined
  return {
    major: numbers[0] ?? 0,
    minor: numbers[1] ?? 0,
    patch: numbers[2] ?? 0,
    prerelease: pre ? pre.split('.') : [],
    build: build ?? '',
    text: bare
  }
}

/**
 * Like parseVersion, but throws an error that says what a version looks like.
 * @param {string} text
 * @returns {Version}
 */
export function requireVersion(text) {
  const version = parseVersion(text)
  if (!version) {
    throw new Error(
      `"${text}" is not a semantic version: expected MAJOR.MINOR.PATCH like 1.2.3 (or 1.2.3-rc.1 for a pre-release), without leading zeros`
    )
  }
  return version
}

/**
 * Semantic Versioning precedence (section 11): negative when a < b, 0 when equal, positive when
 * a > b. Build metadata does not count.
 * @param {Version} a
 * @param {Version} b
 * @returns {number}
 */
export function compareVersions(a, b) {
  for (const key of /** @type {const} */ (['major', 'minor', 'patch'])) {
    if (a[key] !== b[key]) return a[key] < b[key] ? -1 : 1
  }
  // A pre-release comes before the release of the same numbers.
  if (!a.prerelease.length || !b.prerelease.length) {
    return (b.prerelease.length ? 1 : 0) - (a.prerelease.length ? 1 : 0)
  }
  const length = Math.max(a.prerelease.length, b.prerelease.length)
  for (let i = 0; i < length; i++) {
    const x = a.prerelease[i]
    const y = b.prerelease[i]
    // A longer list of identifiers wins when all before are equal.
    if (x === undefined) return -1
    if (y === undefined) return 1
    if (x === y) continue
    const xNumeric = /^\d+$/.test(x)
    const yNumeric = /^\d+$/.test(y)
    // Numeric identifiers come before alphanumeric ones.
    if (xNumeric !== yNumeric) return xNumeric ? -1 : 1
    if (xNumeric) return BigInt(x) < BigInt(y) ? -1 : 1
    return x < y ? -1 : 1
  }
  return 0
}

/**
 * The versions among tag names: `vX.Y.Z[-pre][+build]` only (a major tag like `v1` is not a
 * version), highest first.
 * @param {string[]} tags
 * @returns {Version[]}
 */
export function versionTags(tags) {
  return tags
    .filter((tag) => tag.startsWith('v'))
    .map((tag) => parseVersion(tag))
    .filter((version) => version !== undefined)
    .sort((a, b) => compareVersions(b, a))
}

/**
 * @typedef {object} TagPlan
 * @property {string} tag the release tag, `v` + the version
 * @property {string} majorTag `v` + the major number, the tag users pin to (`@v1`)
 * @property {boolean} moveMajor whether this release moves the major tag
 * @property {boolean} prerelease
 * @property {boolean} latest whether this is the highest release of all (GitHub's "latest")
 * @property {string} reason why the major tag moves or stays, in words
 */

/**
 * Which tags a release of `version` creates and moves, given the version tags that exist (its
 * own tag may be among them: the workflow runs after it was pushed). The major tag follows the
 * highest release of its major: a pre-release never moves it, nor does a fix of an older line
 * (1.2.4 after 1.3.0).
 * @param {Version} version
 * @param {string[]} tags every tag name of the repository
 * @returns {TagPlan}
 */
export function planTags(version, tags) {
  const tag = `v${version.text}`
  const majorTag = `v${version.major}`
  const others = versionTags(tags).filter((other) => `v${other.text}` !== tag)
  const releases = others.filter((other) => !other.prerelease.length)
  const prerelease = version.prerelease.length > 0
  // Build metadata does not count in the order: v1.2.0+rebuild is no newer than v1.2.0, and the
  // major tag moves only to a release newer than every other of its major, never sideways.
  const newerInMajor = releases.find(
    (other) => other.major === version.major && compareVersions(other, version) >= 0
  )
  const newest = releases[0]
  const latest = !prerelease && (!newest || compareVersions(version, newest) > 0)
  if (prerelease) {
    return { tag, majorTag, moveMajor: false, prerelease, latest, reason: 'a pre-release' }
  }
  if (newerInMajor) {
    return {
      tag,
      majorTag,
      moveMajor: false,
      prerelease,
      latest,
      reason:
        compareVersions(newerInMajor, version) > 0
          ? `v${newerInMajor.text} is a newer release of major ${version.major}`
          : `v${newerInMajor.text} is the same release (build metadata does not count)`
    }
  }
  return { tag, majorTag, moveMajor: true, prerelease, latest, reason: `the newest ${majorTag}.x` }
}

/**
 * @typedef {object} ChangelogCheck
 * @property {string} notes the entry's text under its heading, for the release's notes
 * @property {string[]} errors
 * @property {string[]} warnings
 */

const ENTRY = /^## \[([^\]]+)\](.*)$/
const LINK_DEFINITION = /^\[([^\]]+)\]:\s*\S/

/**
 * The sections of a Keep a Changelog file: each `## [name] ...` heading and its lines.
 * @param {string} text
 * @returns {{ name: string, rest: string, line: number, body: string[] }[]}
 */
function sections(text) {
  /** @type {{ name: string, rest: string, line: number, body: string[] }[]} */
  const found = []
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  lines.forEach((line, index) => {
    const heading = ENTRY.exec(line)
    if (heading) {
      found.push({ name: heading[1] ?? '', rest: heading[2] ?? '', line: index + 1, body: [] })
    } else if (/^#{1,2} /.test(line)) {
      // A heading of the same or a higher level ends the section.
      found.push({ name: '', rest: line, line: index + 1, body: [] })
    } else {
      found.at(-1)?.body.push(line)
    }
  })
  return found.filter((section) => section.name)
}

/**
 * The lines of a section without the link definitions (`[1.0.0]: https://…`) that close the file
 * and the blank lines around them.
 * @param {string[]} body
 */
function content(body) {
  const lines = [...body]
  while (lines.length) {
    const last = lines.at(-1) ?? ''
    if (!last.trim() || LINK_DEFINITION.test(last)) lines.pop()
    else break
  }
  while (lines.length && !lines[0]?.trim()) lines.shift()
  return lines
}

/**
 * Checks CHANGELOG.md for a release of `version`: an `## [Unreleased]` section with nothing left
 * in it (whatever is in the tagged commit is in this release), one `## [X.Y.Z] - YYYY-MM-DD`
 * entry with some text, and its link definition at the bottom (a warning only).
 * @param {string} text CHANGELOG.md
 * @param {Version} version
 * @returns {ChangelogCheck}
 */
export function checkChangelog(text, version) {
  /** @type {string[]} */
  const errors = []
  /** @type {string[]} */
  const warnings = []
  const all = sections(text)
  const unreleased = all.find((section) => section.name.toLowerCase() === 'unreleased')
  if (!unreleased) {
    errors.push('CHANGELOG.md has no "## [Unreleased]" section (Keep a Changelog keeps one on top)')
  } else if (content(unreleased.body).some((line) => line.trim() && !/^#+ /.test(line))) {
    errors.push(
      `CHANGELOG.md still lists changes under [Unreleased] (line ${unreleased.line}): they are in this release, so move them under "## [${version.text}] - YYYY-MM-DD" and commit`
    )
  }
  const entries = all.filter((section) => section.name === version.text)
  let notes = ''
  if (!entries.length) {
    const known = all.filter((s) => s !== unreleased).map((s) => s.name)
    errors.push(
      `CHANGELOG.md has no entry for ${version.text}: add "## [${version.text}] - YYYY-MM-DD" with its changes${known.length ? ` (entries found: ${known.join(', ')})` : ''}`
    )
  } else {
    const [entry] = entries
    if (entries.length > 1) {
      errors.push(
        `CHANGELOG.md has ${entries.length} entries for ${version.text} (lines ${entries.map((e) => e.line).join(', ')})`
      )
    }
    if (entry) {
      const date = /^ - (\d{4}-\d{2}-\d{2})( \[YANKED\])?$/.exec(entry.rest)
      if (!date || !isDate(date[1] ?? '')) {
        errors.push(
          `CHANGELOG.md line ${entry.line}: the entry's heading should read "## [${version.text}] - YYYY-MM-DD" with a real date; got "## [${entry.name}]${entry.rest}"`
        )
      }
      notes = content(entry.body).join('\n')
      if (!notes.trim()) errors.push(`CHANGELOG.md: the entry for ${version.text} is empty`)
    }
  }
  const defined = new Set(
    text
      .split(/\r?\n/)
      .map((line) => LINK_DEFINITION.exec(line)?.[1])
      .filter(Boolean)
  )
  if (entries.length && !defined.has(version.text)) {
    warnings.push(
      `CHANGELOG.md has no link definition "[${version.text}]: …" at the bottom (the heading will not be a link)`
    )
  }
  return { notes: notes ? `${notes}\n` : '', errors, warnings }
}

/**
 * The notes of the entry for `version`, or an error naming what is missing.
 * @param {string} text CHANGELOG.md
 * @param {Version} version
 * @returns {string}
 */
export function releaseNotes(text, version) {
  const { notes, errors } = checkChangelog(text, version)
  if (errors.length) throw new Error(errors.join('\n'))
  return notes
}

/** @param {string} text YYYY-MM-DD */
function isDate(text) {
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text)
}
