// Attacks on examples/multi-project.yml's summary script (hostile artifact JSON from a matrix
// job: markdown, HTML and link injection into the summary table, huge files, values that are not
// strings) and on `npm run local-action` (scripts/local-action.js: odd api-urls, a server on the
// port that is no simulator).
import { execFile, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from '@jest/globals'
import type { Nodes } from 'mdast'
import { parse as parseYaml } from 'yaml'
import { parseMarkdown } from '../support/markup-check.js'

// ---------------------------------------------------------------------------------------------
// The summary script of examples/multi-project.yml, as its step runs it.

interface Step {
  name?: string
  run?: string
}
const workflow = parseYaml(readFileSync('examples/multi-project.yml', 'utf8')) as {
  jobs: Record<string, { steps: Step[] }>
}
const summaryRun =
  workflow.jobs.summary?.steps.find((step) => step.name === 'One summary for every project')?.run ??
  ''
/** The JavaScript between `<<'EOF'` and `EOF`, which the step pipes into `node -`. */
const SCRIPT = /<<'EOF'\n([\s\S]*?)\nEOF\s*$/.exec(summaryRun)?.[1] ?? ''

/** Runs the script over `results/<dir>/result.json` files; returns its exit code and output. */
function summarize(results: Record<string, string | Buffer | null>): {
  status: number | null
  stdout: string
  stderr: string
} {
  const dir = mkdtempSync(join(tmpdir(), 'attack-summary-'))
  try {
    for (const [name, content] of Object.entries(results)) {
      mkdirSync(join(dir, 'results', name), { recursive: true })
      if (content === null) mkdirSync(join(dir, 'results', name, 'result.json'))
      else writeFileSync(join(dir, 'results', name, 'result.json'), content)
    }
    const result = spawnSync(process.execPath, ['-'], {
      cwd: dir,
      input: SCRIPT,
      encoding: 'utf8',
      timeout: 30_000
    })
    return { status: result.status, stdout: result.stdout, stderr: result.stderr }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const honest = {
  project: 'docs-main',
  status: 'completed',
  pr_link: 'https://github.com/acme/docs/pull/12',
  human: '40',
  ai: '20',
  total: '55',
  pages: '120'
}

function walk(node: Nodes, visit: (node: Nodes) => void): void {
  visit(node)
  if ('children' in node) for (const child of node.children) walk(child as Nodes, visit)
}

/** What in the summary is not the example's table: structure, links, images, HTML, mentions. */
function tableProblems(markdown: string, rows: number): string[] {
  const problems: string[] = []
  const tree = parseMarkdown(markdown)
  const tables: Nodes[] = []
  walk(tree, (node) => {
    if (node.type === 'table') tables.push(node)
    if (node.type === 'image' || node.type === 'imageReference') problems.push('an image')
    if (node.type === 'html') problems.push(`HTML ${node.value.slice(0, 60)}`)
    if (node.type === 'definition' || node.type === 'linkReference') problems.push(node.type)
    if (node.type === 'link') {
      let text = ''
      walk(node, (n) => {
        if (n.type === 'text' || n.type === 'inlineCode') text += n.value
      })
      const url = new URL(node.url)
      // A link shows where it goes: GitHub's pull requests, or a text that names the host.
      if (url.host !== 'github.com' && !text.includes(url.host)) {
        problems.push(`a link to ${node.url} shown as ${JSON.stringify(text)}`)
      }
    }
    if (node.type === 'text' && /@[A-Za-z0-9]/.test(node.value)) problems.push('a mention')
  })
  if (tables.length !== 1) problems.push(`${tables.length} tables`)
  const table = tables[0]
  if (table && 'children' in table) {
    if (table.children.length !== rows + 1) problems.push(`${table.children.length - 1} rows`)
    for (const row of table.children) {
      if ('children' in row && row.children.length !== 7)
        problems.push(`a row of ${row.children.length} cells`)
    }
  }
  return problems
}

describe('examples/multi-project.yml: the summary of hostile artifacts', () => {
  it('the script is found in the example', () => {
    expect(SCRIPT).toContain("console.log('### Docs for every project\\n')")
  })

  it('honest results make one table, one row each', () => {
    const result = summarize({ 'docs-result-a': JSON.stringify(honest) })
    expect(result.status).toBe(0)
    expect(tableProblems(result.stdout, 1)).toEqual([])
    expect(result.stdout).toContain('[`acme/docs#12`](https://github.com/acme/docs/pull/12)')
  })

  it('markdown, HTML, links, mentions, line breaks and non-strings stay out of the table', () => {
    const hostile = {
      project: 'x | y | z',
      status: '`completed`<img src=x onerror=alert(1)>',
      pr_link: 'https://github.com/acme/docs/pull/1)[x](javascript:alert(1)',
      human: '1e999',
      ai: ['1'],
      total: { valueOf: 1 },
      pages: '12\n| a | b | c | d | e | f | g |'
    }
    const withMention = { ...honest, project: '@acme/admins', status: 'completed\n\n# Owned' }
    const result = summarize({
      'docs-result-a': JSON.stringify(hostile),
      'docs-result-b': JSON.stringify(withMention),
      'docs-result-c': JSON.stringify({
        ...honest,
        pr_link: 'javascript:alert(1)//github.com/a/b/pull/1'
      }),
      'docs-result-d': '{not json',
      'docs-result-e': Buffer.alloc(70_000, 'a'),
      'docs-result-f': null,
      'docs-result-g': JSON.stringify([honest]),
      'docs-result-h': JSON.stringify('a string'),
      'docs-result-i': JSON.stringify({ ...honest, human: 12, total: true, pages: -1 })
    })
    expect(result.status).toBe(0)
    expect(tableProblems(result.stdout, 9)).toEqual([])
  })

  it('one artifact whose JSON is null leaves the other rows, no stack trace', () => {
    // `read` returns what JSON.parse gives; `r.project` of null throws. Any matrix job (or what
    // writes its artifact) removes every project's row from the summary.
    const result = summarize({
      'docs-result-a': JSON.stringify(honest),
      'docs-result-b': 'null',
      'docs-result-c': JSON.stringify(honest)
    })
    expect(result.stderr).not.toMatch(/\n\s+at /)
    expect(result.status).toBe(0)
    expect(tableProblems(result.stdout, 3)).toEqual([])
  })

  it('a pull request on another host names that host, not only `owner/repo#n`, hiding the host', () => {
    // The agent action accepts a pull request URL on another host than the workflow's GitHub
    // (README: its comment "shows that host"); the example's table takes any host and shows only
    // owner/repo#n as the link text: a service answer (or an artifact) links "acme/docs#12" to
    // https://github.com.evil.example/... in a maintainer's run summary.
    const result = summarize({
      'docs-result-a': JSON.stringify({
        ...honest,
        pr_link: 'https://github.com.evil.example/acme/docs/pull/12'
      })
    })
    expect(result.status).toBe(0)
    expect(tableProblems(result.stdout, 1)).toEqual([])
  })
})

// ---------------------------------------------------------------------------------------------
// npm run local-action

const servers: Server[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((done) => server.close(done))
  }
})

/** .env.example with `api-url` in place of the simulator's default address. */
function envWith(apiUrl: string, key = 'mint_local_demo_key_not_a_secret'): string {
  const text = readFileSync('.env.example', 'utf8')
    .replaceAll('http://127.0.0.1:4010', apiUrl)
    .replace(/^INPUT_API-KEY=.*$/m, `INPUT_API-KEY=${key}`)
  const file = join(mkdtempSync(join(tmpdir(), 'attack-local-action-')), '.env')
  writeFileSync(file, text)
  return file
}

function localAction(envFile: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['scripts/local-action.js', envFile],
      {
        encoding: 'utf8',
        timeout: 90_000,
        // TMPDIR: the jest run's own, so that tsx's and Node's caches go with it.
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir(), TMPDIR: tmpdir() }
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0
        done({ code, stdout, stderr: stderr.replace(/^npm warn .*\n/gm, '') })
      }
    )
  })
}

async function serverOnLoopback(
  handler: (url: string, auth: string | undefined) => { status: number; body: string }
): Promise<{ url: string; seen: string[] }> {
  const seen: string[] = []
  const server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''}`)
    const answer = handler(req.url ?? '', req.headers.authorization)
    res.writeHead(answer.status, { 'content-type': 'text/html' })
    res.end(answer.body)
  })
  servers.push(server)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen }
}

describe('npm run local-action', () => {
  it('a server on the port that is no simulator (404): a clear message, no stack trace', async () => {
    const other = await serverOnLoopback(() => ({ status: 404, body: 'Not Found' }))
    const result = await localAction(envWith(other.url))
    expect(result.code).not.toBe(0)
    // Before the fix, the script started a simulator on the taken port, which dies with Node's EADDRINUSE
    // stack trace, then says "The simulator did not start".
    expect(result.stderr).not.toMatch(/\n\s+at /)
    expect(result.stderr + result.stdout).toMatch(/in use|another|not a simulator|answers/i)
  }, 60_000)

  it('a server on the port that answers 200 to anything is not taken for the simulator, nor sent the key', async () => {
    // answers() takes any 2xx at /_sim/jobs for the simulator: a local dev server with a catch-all
    // route (an SPA's index.html) on the env file's port receives the .env file's key.
    const key = 'mint_attack_Tq3Vb8Nc1Xz5'
    const other = await serverOnLoopback(() => ({ status: 200, body: '<html>app</html>' }))
    await localAction(envWith(other.url, key))
    expect(other.seen.filter((line) => line.includes(key))).toEqual([])
  }, 120_000)

  it('an api-url that is not a URL: a message naming INPUT_API-URL, not a stack trace', async () => {
    const result = await localAction(envWith('not a url'))
    expect(result.code).not.toBe(0)
    expect(result.stderr).not.toMatch(/\n\s+at /)
    expect(result.stderr).toContain('API-URL')
  }, 60_000)
})
