// What the committed bundles load at start-up. @actions/core imports its OIDC client, and with it
// @actions/http-client and all of undici, although no step of ours asks for an OIDC token; the
// patch in patches/ declares @actions/core free of side effects so that ncc leaves those modules
// out of the start path. These tests fail if the patch stops applying or an import pulls them
// back in, and check that Octokit still has the HTTP client it needs for proxies.
import { spawnSync } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'

const DIST = join(process.cwd(), 'dist')
// Strings that only undici and @actions/http-client contain.
const HTTP_CLIENT_MARKS = ['llhttp', 'ProxyAgent', 'HttpClientError']

function read(path: string): string {
  return readFileSync(join(DIST, path), 'utf8')
}

describe('start-up bundles', () => {
  it.each(['index.js', 'post/index.js', 'visitors/index.js'])(
    '%s holds no HTTP client of its own',
    (entry) => {
      const code = read(entry)
      for (const mark of HTTP_CLIENT_MARKS) expect(code).not.toContain(mark)
      // It is still the toolkit that writes the workflow commands.
      expect(code).toContain("'add-mask'")
    }
  )

  // ncc splits undici into a chunk of its own, shared by the Octokit import and the service
  // client's proxy support (src/api/proxy.ts): each dynamic import loads a list of chunks. The
  // chunks of every import that loads `marker` (Octokit is imported with its package's proxy
  // transport, @actions/github/lib/utils, in two imports).
  function chunksOfImport(entry: string, marker: string): string[] {
    const imports = [...read(entry).matchAll(/Promise\.all\(\/\* import\(\) \*\/\[([^\]]+)\]\)/g)]
    const lists = imports.map((m) =>
      [...(m[1] as string).matchAll(/\.e\((\d+)\)/g)].map((id) => `${id[1]}.index.js`)
    )
    const found = lists.filter((list) => list.some((name) => read(name).includes(marker)))
    expect(found.length).toBeGreaterThan(0)
    return [...new Set(found.flat())]
  }

  it('the lazily loaded Octokit chunks keep the proxy support of @actions/http-client', () => {
    const chunks = chunksOfImport('index.js', 'getOctokit')
    const code = chunks.map(read).join('\n')
    expect(code).toContain('ProxyAgent')
    // undici itself (its HTTP parser) comes with them.
    expect(code).toContain('llhttp')
  })

  it("the service client's proxy support is its own lazy import, with undici", () => {
    const chunks = chunksOfImport('index.js', 'function proxiedFetch(')
    expect(chunks.map(read).join('\n')).toContain('llhttp')
    expect(chunks.some((name) => read(name).includes('getOctokit'))).toBe(false)
  })
})

describe('licenses.txt', () => {
  it.each(['.', 'post', 'visitors'])(
    'in dist/%s names every package with code in the bundle or its chunks',
    (folder) => {
      const dir = join(DIST, folder)
      const packages = new Set<string>()
      for (const map of readdirSync(dir).filter((name) => name.endsWith('.js.map'))) {
        const { sources } = JSON.parse(read(join(folder, map))) as { sources: string[] }
        for (const source of sources) {
          const name = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)?.[1]
          if (name) packages.add(name)
        }
      }
      expect(packages.size).toBeGreaterThan(0)
      const names = new Set(read(join(folder, 'licenses.txt')).split('\n'))
      for (const name of packages) expect(names).toContain(name)
    }
  )
})

describe('what waits for the first answer', () => {
  it.each(['index.js', 'visitors/index.js'])(
    '%s leaves valibot to a chunk, imported when an answer arrives',
    (entry) => {
      // A function of valibot's own code.
      expect(read(entry)).not.toContain('function getDotPath(')
      const folder = entry.replace(/index\.js$/, '')
      const chunks = readdirSync(join(DIST, folder)).filter((name) => /^\d+\.index\.js$/.test(name))
      expect(
        chunks.filter((name) => read(folder + name).includes('function getDotPath('))
      ).toHaveLength(1)
    }
  )
})

describe('source maps', () => {
  it.each(['index.js', 'post/index.js', 'visitors/index.js'])(
    '%s loads source-map-support only when a stack is formatted',
    (entry) => {
      const first = read(entry).split('\n', 1)[0]
      expect(first).not.toContain("import './sourcemap-register.cjs'")
      expect(first).toContain("('./sourcemap-register.cjs')")
      expect(existsSync(join(DIST, entry, '..', 'sourcemap-register.cjs'))).toBe(true)
    }
  )

  it('a crash still shows a stack mapped to src/', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-'))
    try {
      for (const name of ['index.js.map', 'sourcemap-register.cjs', 'package.json']) {
        copyFileSync(join(DIST, name), join(dir, name))
      }
      // src/index.ts's `await run()`: the copy throws on that line, before the run.
      const start = /^await .*\.run \*\/.*\)\(\);$/m
      const code = read('index.js')
      expect(code).toMatch(start)
      writeFileSync(
        join(dir, 'index.js'),
        code.replace(start, (line) => `null.crash(); ${line}`)
      )
      const result = spawnSync(process.execPath, [join(dir, 'index.js')], {
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '' }
      })
      expect(result.status).toBe(1)
      expect(result.stderr).toMatch(/TypeError: .*crash/)
      expect(result.stderr).toMatch(/\n\s+at .*src\/index\.ts:\d+/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

// No environment variable may shorten a time bound of a shipped step (src/bounds.ts): the bundles
// read only the variables the runner and the toolkit define, the proxy settings, and the few that
// bundled libraries read for their own purposes (none of them a bound of ours). A new variable
// read by name fails here until it is judged and added, with its reason.
describe('what the shipped steps read from the environment', () => {
  const RUNNER = /^(GITHUB_|RUNNER_|ACTIONS_|INPUT_|STATE_)[A-Z0-9_]+$|^(CI|PATH)$/
  const PROXY = /^(https?_proxy|no_proxy|HTTPS?_PROXY|NO_PROXY)$/
  /** Read by bundled libraries: Node's coverage and debug switches, undici's fetch switch. */
  const LIBRARIES = new Set(['NODE_V8_COVERAGE', 'NODE_DEBUG', 'UNDICI_NO_FG', 'JEST_WORKER_ID'])
  const NAMED =
    /process\.env\.([A-Za-z_][A-Za-z0-9_]*)|process\.env\[['"]([^'"]+)['"]\]|\benv\.([A-Z][A-Z0-9_]+)|\benv\[['"]([^'"]+)['"]\]/g

  const shipped = (): string[] =>
    ['.', 'post', 'visitors'].flatMap((folder) =>
      readdirSync(join(DIST, folder))
        .filter((file) => file.endsWith('.js'))
        .map((file) => join(folder, file))
    )

  it('reads only the runner’s, the toolkit’s and the proxy’s variables by name', () => {
    const names = new Set<string>()
    for (const file of shipped()) {
      for (const match of read(file).matchAll(NAMED)) {
        names.add(match[1] ?? match[2] ?? match[3] ?? match[4] ?? '')
      }
    }
    const judged = [...names].filter(
      (name) => !RUNNER.test(name) && !PROXY.test(name) && !LIBRARIES.has(name)
    )
    expect(judged).toEqual([])
    // The scan sees the reads it must: the event, the proxy, and the runner's files.
    for (const name of ['GITHUB_EVENT_PATH', 'HTTPS_PROXY', 'GITHUB_OUTPUT']) {
      expect(names.has(name)).toBe(true)
    }
  })

  it('src/bounds.ts reads no variable and no input: its values are the bundle’s', () => {
    const source = readFileSync(join(process.cwd(), 'src', 'bounds.ts'), 'utf8')
    expect(source).not.toMatch(/process\.env|getInput|\binput\(/)
    expect(source).toMatch(/Object\.freeze/)
  })
})
