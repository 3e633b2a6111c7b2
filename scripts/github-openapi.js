// Vendors GitHub's own documents for the tests (run by a developer, not by CI):
// - openapi/github/api.github.com.json: the operations of GitHub's official REST API description
//   (@octokit/openapi, document api.github.com) that the action calls and the stand-in serves,
//   with every component they reference; `__tests__/support/github-contract.ts` validates each
//   exchange with the stand-in against it.
// - __fixtures__/webhooks/: GitHub's recorded webhook payloads (@octokit/webhooks-examples) of
//   the events the action handles, one example per event and action used; `__fixtures__/events.ts`
//   builds the test payloads from them. And the schemas of those webhooks (@octokit/openapi-webhooks)
//   that the built payloads are validated against.
// The whole packages are hundreds of MB unpacked; only what the tests use is kept, from PINNED
// versions (a new version is a deliberate change of this file, then `npm test`).
//
//   node scripts/github-openapi.js
import { execFileSync } from 'node:child_process'
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ROOT } from './local-runner.js'
import { routesUsed } from './github-operations.js'

export const OPENAPI = { name: '@octokit/openapi', version: '23.0.2' }
export const EXAMPLES = { name: '@octokit/webhooks-examples', version: '7.6.1' }
export const WEBHOOK_SCHEMAS = { name: '@octokit/openapi-webhooks', version: '12.1.0' }

/**
 * Routes the stand-in serves that src/ does not call (none today): listed here so that the
 * extract covers them too. src/'s own routes are read from the code (github-operations.js).
 */
const STAND_IN_ONLY = /** @type {string[]} */ ([])

/**
 * The recorded payloads kept: event -> the actions whose example is kept (one example each, the
 * first the package has); `null` for events without an action. The package records no merged
 * `pull_request.closed` (both of its `closed` examples are unmerged): the kept one is a close
 * without merge, and `__fixtures__/events.ts` makes a merged one of it.
 */
const WEBHOOKS = /** @type {Record<string, string[] | null>} */ ({
  issues: ['opened', 'labeled'],
  issue_comment: ['created', 'edited'],
  pull_request: ['opened', 'labeled', 'synchronize', 'closed', 'reopened'],
  pull_request_review: ['submitted'],
  pull_request_review_comment: ['created', 'edited'],
  push: null,
  workflow_dispatch: null
})

/**
 * Fetches `name@version` with npm (which checks the registry's integrity) and unpacks `files`.
 * @param {{ name: string, version: string }} pkg
 * @param {string[]} files paths inside the package
 * @returns {{ dir: string, integrity: string, tarball: string }}
 */
function unpack(pkg, files) {
  const dir = mkdtempSync(join(tmpdir(), 'github-docs-'))
  const out = execFileSync(
    'npm',
    ['pack', `${pkg.name}@${pkg.version}`, '--json', '--pack-destination', dir],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }
  )
  const [packed] = /** @type {{ filename: string, integrity: string }[]} */ (JSON.parse(out))
  if (!packed) throw new Error(`npm pack ${pkg.name}@${pkg.version} gave nothing`)
  const tarball = join(dir, packed.filename)
  execFileSync('tar', ['xzf', tarball, '-C', dir, ...files.map((file) => `package/${file}`)])
  return { dir: join(dir, 'package'), integrity: packed.integrity, tarball: packed.filename }
}

/**
 * @typedef {Record<string, any>} Json
 */

/**
 * Every `#/components/<kind>/<name>` that `node` references, transitively.
 * @param {Json} document
 * @param {unknown} node
 * @param {Set<string>} seen
 */
function collectRefs(document, node, seen) {
  if (Array.isArray(node)) {
    for (const item of node) collectRefs(document, item, seen)
    return
  }
  if (!node || typeof node !== 'object') return
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') {
      if (seen.has(value)) continue
      seen.add(value)
      const [, , kind, name] = value.split('/')
      const target =
        document.components?.[/** @type {string} */ (kind)]?.[/** @type {string} */ (name)]
      if (!target) throw new Error(`Unresolved reference ${value}`)
      collectRefs(document, target, seen)
    } else {
      collectRefs(document, value, seen)
    }
  }
}

/**
 * Sorts object keys so that a new extract differs from the old one only where GitHub's did.
 * @param {unknown} value
 * @returns {unknown}
 */
function sorted(value) {
  if (Array.isArray(value)) return value.map(sorted)
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sorted(/** @type {Json} */ (value)[key])])
  )
}

async function extractOpenApi() {
  const source = 'generated/api.github.com.json'
  const { dir, integrity, tarball } = unpack(OPENAPI, [source, 'LICENSE'])
  const document = /** @type {Json} */ (JSON.parse(readFileSync(join(dir, source), 'utf8')))
  const routes = [...(await routesUsed()).map((use) => use.route), ...STAND_IN_ONLY]
  /** @type {Json} */
  const paths = {}
  for (const route of [...new Set(routes)].sort()) {
    const [method, path] = route.split(' ')
    const operation = document.paths[/** @type {string} */ (path)]?.[method?.toLowerCase() ?? '']
    if (!operation) throw new Error(`${OPENAPI.name}@${OPENAPI.version} has no operation ${route}`)
    paths[/** @type {string} */ (path)] ??= {}
    paths[/** @type {string} */ (path)][/** @type {string} */ (method).toLowerCase()] = operation
  }
  const refs = new Set()
  collectRefs(document, paths, refs)
  /** @type {Json} */
  const components = {}
  for (const ref of [...refs].sort()) {
    const [, , kind, name] = ref.split('/')
    components[kind] ??= {}
    components[kind][name] = document.components[kind][name]
  }
  const extract = {
    openapi: document.openapi,
    info: {
      ...document.info,
      'x-extract': `The operations of ${OPENAPI.name}@${OPENAPI.version} (generated/api.github.com.json) that docs-agent-action uses, written by scripts/github-openapi.js`
    },
    servers: document.servers,
    paths,
    components
  }
  const out = join(ROOT, 'openapi', 'github')
  mkdirSync(out, { recursive: true })
  writeFileSync(join(out, 'api.github.com.json'), `${JSON.stringify(sorted(extract))}\n`)
  writeFileSync(join(out, 'LICENSE'), readFileSync(join(dir, 'LICENSE'), 'utf8'))
  writeFileSync(
    join(out, 'source.json'),
    `${JSON.stringify({ package: OPENAPI.name, version: OPENAPI.version, tarball, integrity, file: source, operations: Object.entries(paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => `${method.toUpperCase()} ${path} (${op.operationId})`)) }, null, 2)}\n`
  )
  rmSync(join(dir, '..'), { recursive: true, force: true })
  return Object.keys(paths).length
}

function extractWebhooks() {
  const { dir, integrity, tarball } = unpack(EXAMPLES, [
    'api.github.com/index.json',
    'package.json'
  ])
  const declared = /** @type {{ license?: string }} */ (
    JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  ).license
  const all = /** @type {{ name: string, examples: Json[] }[]} */ (
    JSON.parse(readFileSync(join(dir, 'api.github.com/index.json'), 'utf8'))
  )
  /** @type {Json} */
  const kept = {}
  for (const [event, actions] of Object.entries(WEBHOOKS)) {
    const examples = all.find((entry) => entry.name === event)?.examples ?? []
    if (actions === null) {
      if (!examples[0]) throw new Error(`${EXAMPLES.name} has no example of ${event}`)
      kept[event] = examples[0]
      continue
    }
    kept[event] = {}
    for (const action of actions) {
      const example = examples.find((payload) => payload.action === action)
      if (!example) throw new Error(`${EXAMPLES.name} has no example of ${event}.${action}`)
      kept[event][action] = example
    }
  }
  const out = join(ROOT, '__fixtures__', 'webhooks')
  mkdirSync(out, { recursive: true })
  writeFileSync(join(out, 'examples.json'), `${JSON.stringify(kept)}\n`)
  // The package ships no license text: its package.json declares MIT and its README links the
  // LICENSE.md of github.com/octokit/webhooks, which is not in the package. Say exactly that.
  writeFileSync(
    join(out, 'LICENSE'),
    `${EXAMPLES.name}@${EXAMPLES.version} declares "license": "${declared}" in its package.json and ships no license text;\n` +
      `its README links the MIT license of https://github.com/octokit/webhooks (LICENSE.md).\n\n` +
      readFileSync(join(ROOT, 'openapi', 'github', 'LICENSE'), 'utf8').replace(
        /^MIT License Copyright \(c\) .*$/m,
        'MIT License'
      )
  )
  writeFileSync(
    join(out, 'source.json'),
    `${JSON.stringify({ package: EXAMPLES.name, license: declared, version: EXAMPLES.version, tarball, integrity, file: 'api.github.com/index.json', events: WEBHOOKS }, null, 2)}\n`
  )
  rmSync(join(dir, '..'), { recursive: true, force: true })
}

/**
 * The webhooks of WEBHOOKS from GitHub's webhook description, with the components they
 * reference: `webhooks` keyed `issues-opened`, `push`, … (OpenAPI 3.1).
 */
function extractWebhookSchemas() {
  const source = 'generated/api.github.com.json'
  const { dir, integrity, tarball } = unpack(WEBHOOK_SCHEMAS, [source, 'LICENSE'])
  const document = /** @type {Json} */ (JSON.parse(readFileSync(join(dir, source), 'utf8')))
  /** @type {Json} */
  const webhooks = {}
  for (const [event, actions] of Object.entries(WEBHOOKS)) {
    const base = event.replaceAll('_', '-')
    for (const key of actions === null ? [base] : actions.map((action) => `${base}-${action}`)) {
      const webhook = document.webhooks[key]
      if (!webhook) throw new Error(`${WEBHOOK_SCHEMAS.name} has no webhook ${key}`)
      webhooks[key] = webhook
    }
  }
  const refs = new Set()
  collectRefs(document, webhooks, refs)
  /** @type {Json} */
  const components = {}
  for (const ref of [...refs].sort()) {
    const [, , kind, name] = ref.split('/')
    components[kind] ??= {}
    components[kind][name] = document.components[kind][name]
  }
  const out = join(ROOT, '__fixtures__', 'webhooks')
  const extract = { openapi: document.openapi, info: document.info, webhooks, components }
  writeFileSync(join(out, 'schemas.json'), `${JSON.stringify(sorted(extract))}\n`)
  writeFileSync(join(out, 'LICENSE-openapi-webhooks'), readFileSync(join(dir, 'LICENSE'), 'utf8'))
  writeFileSync(
    join(out, 'schemas.source.json'),
    `${JSON.stringify({ package: WEBHOOK_SCHEMAS.name, version: WEBHOOK_SCHEMAS.version, tarball, integrity, file: source, webhooks: Object.keys(webhooks) }, null, 2)}\n`
  )
  rmSync(join(dir, '..'), { recursive: true, force: true })
}

const operations = await extractOpenApi()
extractWebhooks()
extractWebhookSchemas()
console.log(
  `openapi/github/: ${operations} paths of ${OPENAPI.name}@${OPENAPI.version}; __fixtures__/webhooks/: ${EXAMPLES.name}@${EXAMPLES.version}`
)
