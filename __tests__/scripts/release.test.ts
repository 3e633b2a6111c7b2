// Releases: semantic versions and their order, the notes of a CHANGELOG.md entry, which tags a
// release creates and moves, the Marketplace's limits on the action metadata, and
// `npm run release -- --dry-run` itself, run in a snapshot of this working tree.
import { execFileSync, spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { parse as parseYaml } from 'yaml'
import {
  checkChangelog,
  compareVersions,
  parseVersion,
  planTags,
  releaseNotes,
  requireVersion,
  versionTags
} from '../../scripts/release-lib.js'
import { ROOT } from '../../scripts/local-runner.js'

const CHANGELOG = `# Changelog

Intro text.

## [Unreleased]

## [1.1.0] - 2026-12-01

### Added

- A new input.

### Fixed

- A bug.

## [1.0.0] - 2026-11-25

- First release.

[Unreleased]: https://github.com/your-account/docs-agent-action/compare/v1.1.0...HEAD
[1.1.0]: https://github.com/your-account/docs-agent-action/compare/v1.0.0...v1.1.0
[1.0.0]: https://github.com/your-account/docs-agent-action/releases/tag/v1.0.0
`

/** CHANGELOG.md as a release commit has it: nothing under [Unreleased]. */
const withoutUnreleased = (text: string): string =>
  text.replace(/(## \[Unreleased\]\n)[\s\S]*?(?=\n## \[)/, '$1')

describe('semantic versions', () => {
  it('reads releases, pre-releases and build metadata, with or without a v', () => {
    expect(parseVersion('1.2.3')).toEqual({
      major: 1,
      minor: 2,
      patch: 3,
      prerelease: [],
      build: '',
      text: '1.2.3'
    })
    expect(parseVersion('v10.0.1-rc.1+sha.5114f85')).toEqual({
      major: 10,
      minor: 0,
      patch: 1,
      prerelease: ['rc', '1'],
      build: 'sha.5114f85',
      text: '10.0.1-rc.1+sha.5114f85'
    })
  })

  it.each([
    '1',
    '1.0',
    'v1',
    '1.0.0.0',
    '01.0.0',
    '1.00.0',
    '1.0.0-',
    '1.0.0-01',
    '1.0.0-a..b',
    ' 1.0.0',
    'V1.0.0',
    '1.0.0+',
    ''
  ])('refuses %j', (text) => {
    expect(parseVersion(text)).toBeUndefined()
    expect(() => requireVersion(text)).toThrow(
      /not a semantic version: expected MAJOR\.MINOR\.PATCH/
    )
  })

  it('orders versions as Semantic Versioning 2.0.0 says (section 11)', () => {
    const ordered = [
      '0.9.0',
      '1.0.0-alpha',
      '1.0.0-alpha.1',
      '1.0.0-alpha.beta',
      '1.0.0-beta',
      '1.0.0-beta.2',
      '1.0.0-beta.11',
      '1.0.0-rc.1',
      '1.0.0',
      '1.0.1',
      '1.1.0',
      '1.9.0',
      '1.10.0',
      '2.0.0'
    ]
    const versions = ordered.map(requireVersion)
    const shuffled = [...versions].reverse()
    shuffled.push(...shuffled.splice(0, 5))
    expect(shuffled.sort(compareVersions).map((v) => v.text)).toEqual(ordered)
    for (let i = 0; i < versions.length; i++) {
      for (let j = 0; j < versions.length; j++) {
        expect(Math.sign(compareVersions(versions[i]!, versions[j]!))).toBe(Math.sign(i - j))
      }
    }
  })

  it('ignores build metadata in the order', () => {
    expect(compareVersions(requireVersion('1.0.0+a'), requireVersion('1.0.0+b'))).toBe(0)
  })

  it('finds the version tags among all tags, highest first', () => {
    const tags = ['v1', 'latest', 'v1.0.0', 'v1.10.0', '1.5.0', 'v1.9.0', 'v2.0.0-rc.1', 'v1.2']
    expect(versionTags(tags).map((v) => v.text)).toEqual(['2.0.0-rc.1', '1.10.0', '1.9.0', '1.0.0'])
  })
})

describe('tag plan', () => {
  const plan = (version: string, tags: string[]) => planTags(requireVersion(version), tags)

  it('creates the major tag with the first release', () => {
    expect(plan('1.0.0', [])).toMatchObject({
      tag: 'v1.0.0',
      majorTag: 'v1',
      moveMajor: true,
      prerelease: false,
      latest: true
    })
  })

  it('moves the major tag to a newer release of its major, its own tag already pushed', () => {
    expect(plan('1.2.0', ['v1', 'v1.0.0', 'v1.1.0', 'v1.2.0'])).toMatchObject({
      moveMajor: true,
      latest: true
    })
  })

  it('leaves it for a pre-release', () => {
    expect(plan('1.3.0-rc.1', ['v1', 'v1.2.0'])).toMatchObject({
      tag: 'v1.3.0-rc.1',
      moveMajor: false,
      prerelease: true,
      latest: false,
      reason: 'a pre-release'
    })
  })

  it('leaves it for a fix of an older line, and that fix is not the latest release', () => {
    expect(plan('1.2.4', ['v1', 'v1.2.3', 'v1.3.0', 'v2.0.0'])).toMatchObject({
      majorTag: 'v1',
      moveMajor: false,
      latest: false,
      reason: 'v1.3.0 is a newer release of major 1'
    })
  })

  it('starts a new major tag, and a fix of the old major moves only the old one', () => {
    expect(plan('2.0.0', ['v1', 'v1.3.0'])).toMatchObject({
      majorTag: 'v2',
      moveMajor: true,
      latest: true
    })
    expect(plan('1.3.1', ['v1', 'v1.3.0', 'v2', 'v2.0.0'])).toMatchObject({
      majorTag: 'v1',
      moveMajor: true,
      latest: false
    })
  })
})

describe('changelog notes', () => {
  it('takes the text under the entry, up to the next entry', () => {
    expect(releaseNotes(CHANGELOG, requireVersion('1.1.0'))).toBe(
      '### Added\n\n- A new input.\n\n### Fixed\n\n- A bug.\n'
    )
  })

  it('leaves the link definitions out of the last entry', () => {
    expect(releaseNotes(CHANGELOG, requireVersion('v1.0.0'))).toBe('- First release.\n')
  })

  it('is an error for a version without an entry, naming the entries there are', () => {
    expect(() => releaseNotes(CHANGELOG, requireVersion('1.2.0'))).toThrow(
      'CHANGELOG.md has no entry for 1.2.0: add "## [1.2.0] - YYYY-MM-DD" with its changes (entries found: 1.1.0, 1.0.0)'
    )
  })

  it('is an error while [Unreleased] still lists changes, or is missing', () => {
    const pending = CHANGELOG.replace(
      '## [Unreleased]\n',
      '## [Unreleased]\n\n### Added\n\n- More.\n'
    )
    expect(() => releaseNotes(pending, requireVersion('1.1.0'))).toThrow(
      /still lists changes under \[Unreleased\] \(line 5\)/
    )
    const none = CHANGELOG.replace('## [Unreleased]\n', '')
    expect(() => releaseNotes(none, requireVersion('1.1.0'))).toThrow(
      /no "## \[Unreleased\]" section/
    )
  })

  it('is an error for an entry without a real date, an empty one, or two of them', () => {
    const undated = CHANGELOG.replace('## [1.1.0] - 2026-12-01', '## [1.1.0] - 2026-02-30')
    expect(checkChangelog(undated, requireVersion('1.1.0')).errors).toEqual([
      expect.stringContaining('should read "## [1.1.0] - YYYY-MM-DD" with a real date')
    ])
    const empty = CHANGELOG.replace('- First release.\n', '')
    expect(checkChangelog(empty, requireVersion('1.0.0')).errors).toEqual([
      'CHANGELOG.md: the entry for 1.0.0 is empty'
    ])
    const twice = `${CHANGELOG.split('[Unreleased]:')[0]}## [1.0.0] - 2026-11-24\n\n- Again.\n`
    expect(checkChangelog(twice, requireVersion('1.0.0')).errors).toEqual([
      expect.stringContaining('has 2 entries for 1.0.0')
    ])
  })

  it('accepts a yanked entry, and warns when the entry has no link definition', () => {
    const yanked = CHANGELOG.replace('## [1.0.0] - 2026-11-25', '## [1.0.0] - 2026-11-25 [YANKED]')
    expect(checkChangelog(yanked, requireVersion('1.0.0')).errors).toEqual([])
    const unlinked = CHANGELOG.replace(/^\[1\.1\.0\]: .*\n/m, '')
    expect(checkChangelog(unlinked, requireVersion('1.1.0'))).toMatchObject({
      errors: [],
      warnings: [expect.stringContaining('no link definition "[1.1.0]: …"')]
    })
  })

  it("this repository's CHANGELOG.md has the entry of package.json's version, linked as the README names the repository", () => {
    // Between releases, [Unreleased] gathers the next one's changes: only a release must have
    // it empty (the dry run below checks that on a snapshot), so it is left out here.
    const text = withoutUnreleased(readFileSync(join(ROOT, 'CHANGELOG.md'), 'utf8'))
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'))
    const result = checkChangelog(text, requireVersion(version))
    expect(result.errors).toEqual([])
    expect(result.warnings).toEqual([])
    expect(result.notes).toMatch(/^### Added$/m)
    const links = [...text.matchAll(/^\[[^\]]+\]: (\S+)$/gm)].map((m) => m[1])
    expect(links.length).toBeGreaterThanOrEqual(2)
    for (const link of links)
      expect(link).toMatch(/^https:\/\/github\.com\/your-account\/docs-agent-action\//)
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8')).toContain(
      'your-account/docs-agent-action@v2'
    )
  })
})

describe('Marketplace metadata', () => {
  // GitHub's limits, as its publishing form applies them: a description under 125 characters, a
  // Feather icon other than the few it leaves out, one of nine colours.
  const COLORS = [
    'white',
    'black',
    'yellow',
    'blue',
    'green',
    'orange',
    'red',
    'purple',
    'gray-dark'
  ]
  const EXCLUDED_ICONS = [
    'coffee',
    'columns',
    'divide-circle',
    'divide-square',
    'divide',
    'frown',
    'hexagon',
    'key',
    'meh',
    'mouse-pointer',
    'smile',
    'tool',
    'x-octagon'
  ]

  it.each(['action.yml', 'visitors/action.yml', 'analytics/action.yml'])(
    '%s has a name, a short description, an author and branding',
    (file) => {
      const meta = parseYaml(readFileSync(join(ROOT, file), 'utf8'))
      expect(meta.name).toEqual(expect.any(String))
      expect(meta.name.length).toBeLessThanOrEqual(40)
      expect(meta.description.length).toBeLessThan(125)
      expect(meta.author).toEqual(expect.any(String))
      expect(meta.branding.icon).toMatch(/^[a-z0-9-]+$/)
      expect(EXCLUDED_ICONS).not.toContain(meta.branding.icon)
      expect(COLORS).toContain(meta.branding.color)
    }
  )

  it('gives the three actions different names', () => {
    const names = ['action.yml', 'visitors/action.yml', 'analytics/action.yml'].map(
      (file) => parseYaml(readFileSync(join(ROOT, file), 'utf8')).name
    )
    expect(new Set(names).size).toBe(3)
  })
})

// The script in a repository of its own: this working tree's files (tracked and new, as
// `git add -A` would commit them) in one commit on main, and node_modules hard-linked from this
// checkout's. Hard links, not a symbolic link: ncc numbers modules by their path from its own
// folder, so a build through a link to node_modules elsewhere differs from the committed dist/.
describe('npm run release', () => {
  let repo = ''
  const gitEnv = {
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_AUTHOR_NAME: 'Release Test',
    GIT_AUTHOR_EMAIL: 'release-test@example.com',
    GIT_COMMITTER_NAME: 'Release Test',
    GIT_COMMITTER_EMAIL: 'release-test@example.com'
  }
  // Without npm's variables of the jest run: the script finds the repository by itself.
  const env: NodeJS.ProcessEnv = Object.fromEntries(
    Object.entries({ ...process.env, ...gitEnv }).filter(
      ([name]) => !/^npm_/i.test(name) && name !== 'NODE_OPTIONS'
    )
  )
  const git = (...args: string[]): string =>
    execFileSync('git', args, { cwd: repo, env, encoding: 'utf8' }).trim()
  const release = (...args: string[]) => {
    const result = spawnSync(process.execPath, [join(repo, 'scripts/release.js'), ...args], {
      cwd: repo,
      env,
      encoding: 'utf8'
    })
    return { code: result.status, output: `${result.stdout}${result.stderr}` }
  }
  const version = (): string => JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')).version

  beforeAll(() => {
    repo = mkdtempSync(join(tmpdir(), 'docs-agent-release-'))
    const files = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
      { cwd: ROOT, encoding: 'utf8' }
    )
      .split('\0')
      .filter(
        (file) => file && existsSync(join(ROOT, file)) && !lstatSync(join(ROOT, file)).isDirectory()
      )
    for (const file of files) {
      mkdirSync(dirname(join(repo, file)), { recursive: true })
      cpSync(join(ROOT, file), join(repo, file), { verbatimSymlinks: true })
    }
    // The snapshot stands for a release commit, whose [Unreleased] section is empty (the script
    // refuses one that is not): what the working tree holds there between releases goes.
    const changelog = join(repo, 'CHANGELOG.md')
    writeFileSync(changelog, withoutUnreleased(readFileSync(changelog, 'utf8')))
    const modules = realpathSync(join(ROOT, 'node_modules'))
    try {
      execFileSync('cp', ['-al', modules, join(repo, 'node_modules')], { stdio: 'ignore' })
    } catch {
      rmSync(join(repo, 'node_modules'), { recursive: true, force: true })
      cpSync(modules, join(repo, 'node_modules'), { recursive: true, verbatimSymlinks: true })
    }
    git('init', '--quiet', '--initial-branch=main')
    git('add', '--all')
    git('commit', '--quiet', '--no-verify', '--message', 'Snapshot of the working tree')
  }, 120_000)

  afterAll(() => {
    if (repo) rmSync(repo, { recursive: true, force: true })
  })

  it('refuses a dirty working tree, naming the files, and writes no tag', () => {
    writeFileSync(join(repo, 'notes.txt'), 'not committed\n')
    const readme = readFileSync(join(repo, 'README.md'), 'utf8')
    writeFileSync(join(repo, 'README.md'), `${readme}\nAn edit.\n`)
    try {
      const { code, output } = release('--dry-run', '--skip-tests')
      expect(code).toBe(1)
      expect(output).toContain(
        'FAIL  the working tree is not clean (2 path(s): README.md, notes.txt)'
      )
      expect(output).toContain('No tag created: 1 check(s) failed.')
      expect(output).not.toContain('npm run build')
      expect(git('tag', '--list')).toBe('')
    } finally {
      rmSync(join(repo, 'notes.txt'))
      writeFileSync(join(repo, 'README.md'), readme)
    }
  })

  it('refuses a version that CHANGELOG.md has no entry for', () => {
    const next = requireVersion(version())
    const bumped = `${next.major}.${next.minor}.${next.patch + 1}`
    for (const file of ['package.json', 'package-lock.json']) {
      const path = join(repo, file)
      const json = JSON.parse(readFileSync(path, 'utf8'))
      json.version = bumped
      if (json.packages?.['']) json.packages[''].version = bumped
      writeFileSync(path, `${JSON.stringify(json, null, 2)}\n`)
    }
    git('commit', '--quiet', '--all', '--message', `${bumped} without a changelog entry`)
    try {
      const { code, output } = release('--dry-run', '--skip-tests')
      expect(code).toBe(1)
      expect(output).toContain(`FAIL  CHANGELOG.md has no entry for ${bumped}`)
      expect(output).not.toContain('npm run build')
      expect(git('tag', '--list')).toBe('')
    } finally {
      git('reset', '--quiet', '--hard', 'HEAD~1')
    }
  })

  it('refuses a version that is not above the latest version tag', () => {
    git('tag', `v${version()}`, 'HEAD')
    try {
      const { code, output } = release('--dry-run', '--skip-tests')
      expect(code).toBe(1)
      expect(output).toContain(`FAIL  the tag v${version()} exists already`)
    } finally {
      git('tag', '--delete', `v${version()}`)
    }
    expect(git('tag', '--list')).toBe('')
  })

  it('refuses to tag a branch other than main (a dry run only warns)', () => {
    git('switch', '--quiet', '--create', 'feature')
    try {
      const real = release('--skip-tests')
      expect(real.code).toBe(1)
      expect(real.output).toContain(
        'FAIL  on branch feature, not main: releases are tagged on main'
      )
      expect(git('tag', '--list')).toBe('')
    } finally {
      git('switch', '--quiet', 'main')
      git('branch', '--quiet', '--delete', 'feature')
    }
  })

  it('in a dry run, passes every check on a clean commit, says which tags it would create, and creates none', () => {
    const head = git('rev-parse', '--short=7', 'HEAD')
    const current = requireVersion(version())
    const { code, output } = release('--dry-run', '--skip-tests')
    expect(output).not.toContain('FAIL')
    expect(code).toBe(0)
    expect(output).toContain('ok    the working tree is clean')
    expect(output).toContain('ok    dist/ is what the sources bundle to')
    expect(output).toContain('WARN  tests skipped (--skip-tests)')
    expect(output).toContain(
      `create the annotated tag v${current.text} at ${head} (Snapshot of the working tree)`
    )
    if (!current.prerelease.length) expect(output).toContain(`create v${current.major} at ${head}`)
    expect(output).toContain(`git push origin refs/tags/v${current.text}`)
    expect(output).toContain('Dry run: no tag was written.')
    expect(git('tag', '--list')).toBe('')
    expect(git('status', '--porcelain')).toBe('')
  }, 300_000)
})
