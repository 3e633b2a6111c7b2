// simulator/README.md is where users learn the simulator: every file and folder it names, in a
// link or as a path in code, is one the project has.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'

const text = readFileSync('simulator/README.md', 'utf8')

describe('simulator/README.md', () => {
  it('names only files and folders the project has', () => {
    // Links are relative to the README's folder; paths in code to the repository's root.
    const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => match[1] ?? '')
      .filter((target) => !/^[a-z]+:/.test(target) && !target.startsWith('#'))
      .map((target) => join('simulator', target.split('#')[0] ?? ''))
    const paths = [...text.matchAll(/`([\w./-]+)`/g)]
      .map((match) => match[1] ?? '')
      .filter((path) => /\.(md|json|ts|js|ya?ml)$/.test(path) || /^[\w.-]+\/$/.test(path))
    expect(links.length + paths.length).toBeGreaterThan(3)
    expect([...links, ...paths].filter((path) => !existsSync(path))).toEqual([])
  })
})
