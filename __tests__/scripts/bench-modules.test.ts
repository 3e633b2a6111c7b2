// `npm run bench` runs bench/*.ts compiled, outside jest, and borrows the in-memory stand-ins of
// __tests__/support. A support module that imports jest's globals loads there as a SyntaxError,
// and CI, which does not run the bench, would not see it.
import { describe, expect, it } from '@jest/globals'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const ROOT = process.cwd()

/** A static import or re-export that loads (not `import type`), or a dynamic import. */
const LOADS =
  /^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.{1,2}\/[^']+)'|import\(\s*'(\.{1,2}\/[^']+)'/gm

/** The project's own modules `file` loads (relative specifiers, `.js` read as its `.ts`). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const found: string[] = []
  for (const match of text.matchAll(LOADS)) {
    const specifier = (match[1] ?? match[2]) as string
    const target = resolve(dirname(file), specifier.replace(/\.js$/, '.ts'))
    if (existsSync(target)) found.push(target)
  }
  return found
}

/** Every module the bench loads, its entry points included. */
function benchClosure(): Set<string> {
  const seen = new Set<string>()
  const queue = readdirSync(join(ROOT, 'bench'))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(ROOT, 'bench', name))
  while (queue.length > 0) {
    const file = queue.pop() as string
    if (seen.has(file)) continue
    seen.add(file)
    queue.push(...importsOf(file))
  }
  return seen
}

describe('the modules npm run bench loads', () => {
  it('none imports jest, which only a test run provides', () => {
    const closure = benchClosure()
    expect([...closure].some((file) => file.includes('__tests__'))).toBe(true)
    const jestOnly = [...closure]
      .filter((file) => /from '@jest\/globals'/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file))
    expect(jestOnly).toEqual([])
  })
})
