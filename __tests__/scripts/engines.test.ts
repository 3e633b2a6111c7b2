// package.json's `engines` is the Node that runs `npm ci` and the tools started with `node`
// directly (npm run test:node20 runs their tests on it). The dependencies that declare a higher
// one make `npm ci` warn (EBADENGINE) there: each is named in docs/development.md ("Node
// versions"), with why the warning does no harm. A dependency update that raises the Node a package asks for fails here, for a
// decision: raise `engines`, or check that the package is not run on that Node and say so.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'

type Version = [number, number, number]

/**
 * The lowest version a range of package.json's `engines` form admits. The forms are the ones
 * npm ranges use (`>=20.19`, `^20 || ^22`, `18.x`, `14 >=14.17`, `*`); another throws, so that a
 * new form is looked at rather than misread.
 */
function lowest(range: string): Version {
  const alternatives = range.split('||').map((alternative) => {
    const comparators = alternative
      .replace(/([<>]=?|[~^])\s+/g, '$1')
      .trim()
      .split(/\s+/)
    let bound: Version = [0, 0, 0]
    for (const comparator of comparators) {
      if (comparator === '' || comparator === '*' || /^<=?/.test(comparator)) continue
      const match = /^(?:>=?|[~^])?v?(\d+)(?:\.(\d+|[x*]))?(?:\.(\d+|[x*]))?$/.exec(comparator)
      if (!match) throw new Error(`engines range not understood: "${range}"`)
      const version = match.slice(1, 4).map((part) => (/^\d+$/.test(part ?? '') ? Number(part) : 0))
      if (compare(version as Version, bound) > 0) bound = version as Version
    }
    return bound
  })
  return alternatives.reduce((low, version) => (compare(version, low) < 0 ? version : low))
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2]
}

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[] }>
}
/** Every installed package with the Node range it declares. */
const declared = Object.entries(lock.packages).flatMap(([path, entry]) => {
  const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node
  return path && range ? [{ name: path.replace(/^.*node_modules\//, ''), range }] : []
})

describe("package.json's engines", () => {
  it('reads the Node range forms the lock file holds', () => {
    expect(lowest('>=20.19')).toEqual([20, 19, 0])
    expect(lowest('^20.19.0 || ^22.13.0 || >=24')).toEqual([20, 19, 0])
    expect(lowest('>=16 || 14 >=14.17')).toEqual([14, 17, 0])
    expect(lowest('6.* || 8.* || >= 10.*')).toEqual([6, 0, 0])
    expect(lowest('*')).toEqual([0, 0, 0])
    expect(() => lowest('lts/*')).toThrow('not understood')
    expect(declared.length).toBeGreaterThan(100)
    for (const { range } of declared) lowest(range)
  })

  it('is a Node 20 the tools run on: from 20.12, for util.parseEnv (scripts/local-action.js)', () => {
    const floor = lowest(manifest.engines.node)
    expect(floor[0]).toBe(20)
    expect(compare(floor, [20, 12, 0])).toBeGreaterThanOrEqual(0)
  })

  it('has the dependencies that declare a higher Node named in docs/development.md, with the reason', () => {
    const floor = lowest(manifest.engines.node)
    const above = [
      ...new Set(
        declared.filter(({ range }) => compare(lowest(range), floor) > 0).map((p) => p.name)
      )
    ].sort()
    expect(above).toEqual([
      '@azure/core-rest-pipeline',
      '@azure/storage-blob',
      '@azure/storage-common',
      '@typespec/ts-http-runtime',
      'content-type'
    ])
    const page = readFileSync('docs/development.md', 'utf8')
    const section = page.slice(page.indexOf('**Node versions.**'))
    expect(section).toContain(`\`engines\` (\`${manifest.engines.node}\`)`)
    for (const name of above) expect(section.slice(0, 2500)).toContain(`\`${name}\``)
  })

  it('asks of no dependency more than Node 24, the runtime of the actions and npm test', () => {
    const action = readFileSync('action.yml', 'utf8')
    expect(action).toMatch(/using: node24/)
    expect(declared.filter(({ range }) => compare(lowest(range), [24, 0, 0]) > 0)).toEqual([])
  })
})
