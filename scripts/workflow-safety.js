// The rules of lint-workflows.js that make a workflow safe to copy (issue #11 §5), on workflows
// and on the README's YAML snippets, which may be a whole workflow, one job, a list of steps or
// a single step.
//
// Script injection. The runner pastes every `${{ … }}` into a `run:` script (and into
// actions/github-script's `script:`) as text before the shell or Node reads it: a value with a
// quote, `$(…)` or a newline becomes code, run with the job's secrets and token. The rule: such a
// script holds no `${{ … }}` at all; every value goes through `env:` and the script reads
// "$NAME" (process.env.NAME), which no value can escape. No context is allowed, because none can
// only come from the workflow file:
//  - github.event.*, github.head_ref and the like are typed by whoever opened the issue, the
//    comment or the branch;
//  - steps.*.outputs.* and needs.*.outputs.* carry the service's and other actions' data;
//  - inputs.* of workflow_dispatch are typed by anyone who may dispatch; matrix.* can be
//    fromJSON() of an output; env.* can be set from outputs or by any earlier step (GITHUB_ENV);
//  - vars.* and secrets.* come from settings, and a secret in the script text breaks on its first
//    quote; runner.*, github.workspace and the like have environment variables already
//    (RUNNER_TEMP, GITHUB_WORKSPACE, …).
// An allow-list would have to be re-argued for every context and field, and a literal in
// `${{ }}` can be written without it. The rule covers the whole script, comments included: the
// runner substitutes there too, and a newline in the value ends the comment. It covers every
// other place whose text becomes a command line as well: a step's `shell:`, `defaults.run.shell`
// of the workflow or a job (`bash -c "…" {0}`), a `docker://` step's `args` and `entrypoint`, and
// the `options` of a job's container and services (`docker create` options: `--privileged`, …).
//
// YAML aliases. GitHub expands anchors and aliases (`run: *script`): the value pasted into a
// script then stands elsewhere in the file, where no rule looks for it. Workflows here need none,
// so an alias anywhere is a finding: write the value out.
//
// Permissions. A workflow without `permissions:` gets the repository's or organisation's default
// GITHUB_TOKEN, which is write-all in many of them; a copied example would hand it to every step.
// Each whole workflow must say what its token may do: at the top (`{}` or the least it needs),
// or on every job. Whether the grant is the least is for review: it depends on what the steps do.
import { LineCounter, isMap, isScalar, isSeq, parseDocument, visit } from 'yaml'

/** @typedef {import('./lint-workflows.js').Finding} Finding */
/** @typedef {import('yaml').YAMLMap} YAMLMap */

/**
 * The step lists of a parsed workflow or snippet, each with where it is and the text range its
 * outputs may be read in; undefined when the document is none of the forms.
 * @param {import('yaml').Document} doc
 * @returns {{ form: 'workflow' | 'job' | 'steps' | 'step', groups: { where: string, steps: unknown[], range: [number, number] }[] } | undefined}
 */
export function stepGroups(doc) {
  const root = doc.contents
  /** @param {unknown} node @returns {[number, number]} */
  const span = (node) => {
    const range = /** @type {{ range?: number[] | null }} */ (node).range
    return [range?.[0] ?? 0, range?.[2] ?? range?.[1] ?? 0]
  }
  if (isMap(root) && root.has('jobs')) {
    const jobs = root.get('jobs', true)
    const groups = []
    for (const job of isMap(jobs) ? jobs.items : []) {
      const steps = isMap(job.value) ? job.value.get('steps', true) : undefined
      if (!isSeq(steps)) continue
      groups.push({ where: `jobs.${keyOf(job)}.`, steps: steps.items, range: span(job.value) })
    }
    return { form: 'workflow', groups }
  }
  const steps = isMap(root) ? root.get('steps', true) : undefined
  if (isSeq(steps)) {
    return { form: 'job', groups: [{ where: '', steps: steps.items, range: span(root) }] }
  }
  if (isSeq(root)) {
    return { form: 'steps', groups: [{ where: '', steps: root.items, range: span(root) }] }
  }
  if (isMap(root) && (root.has('run') || root.has('uses'))) {
    return { form: 'step', groups: [{ where: '', steps: [root], range: span(root) }] }
  }
  return undefined
}

/** @param {import('yaml').Pair} pair */
const keyOf = (pair) => (isScalar(pair.key) ? String(pair.key.value) : String(pair.key))

/**
 * The `${{ … }}` expressions in a string, whole: a `}}` inside a quoted string does not end one.
 * @param {string} text
 * @returns {{ index: number, expression: string }[]}
 */
export function expressionsIn(text) {
  const found = []
  let at = text.indexOf('${{')
  while (at !== -1) {
    let i = at + 3
    let quoted = false
    for (; i < text.length; i++) {
      if (text[i] === "'")
        quoted = !quoted // '' inside a string toggles twice: still quoted
      else if (!quoted && text.startsWith('}}', i)) break
    }
    const end = Math.min(i + 2, text.length)
    found.push({ index: at, expression: text.slice(at, end) })
    at = text.indexOf('${{', end)
  }
  return found
}

/**
 * How a step is called in a message: its place, and its name or id when it has one.
 * @param {YAMLMap} step
 * @param {string} where
 * @param {number} index
 */
function stepLabel(step, where, index) {
  const place = index >= 0 ? `step ${where}steps[${index}]` : 'the step'
  const name = step.get('name') ?? step.get('id')
  return typeof name === 'string' ? `${place} ('${name}')` : place
}

/**
 * Every `${{ … }}` in a `run:` script or an actions/github-script `script:`, in a workflow or a
 * snippet of one (the caller reports snippets it cannot place).
 * @param {string} text
 * @param {string} file
 * @returns {Finding[]}
 */
export function injectionFindings(text, file) {
  const lines = new LineCounter()
  const doc = parseDocument(text, { lineCounter: lines })
  /** @type {Finding[]} */
  const findings = []
  /** @param {number} offset @param {string} message */
  const report = (offset, message) => {
    const { line, col: column } = lines.linePos(offset)
    findings.push({ file, line, column, message, kind: 'script-injection' })
  }
  visit(doc, {
    Alias(_, node) {
      report(
        node.range?.[0] ?? 0,
        `the YAML alias *${node.source} stands for a value written elsewhere, where no rule of this lint checks what the runner pastes into a script: write the value out`
      )
    }
  })
  /**
   * Every expression in one place whose text the runner pastes into code.
   * @param {unknown} node @param {string} label @param {string} where @param {string} read
   */
  const check = (node, label, where, read) => {
    if (!isScalar(node) || typeof node.value !== 'string') return
    const value = node.value
    const [from = 0, to = from] = node.range ?? []
    // Where each expression is in the file: found again in the source text, unless YAML
    // escapes made the source differ from the value the runner reads.
    const source = expressionsIn(text.slice(from, to))
    const expressions = expressionsIn(value)
    expressions.forEach(({ expression }, i) => {
      const own = source.length === expressions.length ? source[i] : undefined
      report(
        from + (own?.index ?? 0),
        `${label} has ${expression} in its ${where}, where the runner pastes the value as code: pass it through env: instead (env: VALUE: ${expression}, then ${read})`
      )
    })
  }
  const shellRead = '"$VALUE" in the script'
  /** `defaults.run.shell` of a workflow or a job (a map), which every run: step's shell is. */
  const defaultShell = (/** @type {unknown} */ owner, /** @type {string} */ label) => {
    const defaults = isMap(owner) ? owner.getIn(['defaults', 'run', 'shell'], true) : undefined
    check(defaults, label, 'defaults.run.shell command line', shellRead)
  }
  /** A job's container and services: their `options` go to `docker create` as its options. */
  const containerOptions = (/** @type {unknown} */ job, /** @type {string} */ label) => {
    if (!isMap(job)) return
    const read = 'a value the workflow file writes out'
    check(job.getIn(['container', 'options'], true), label, 'container options:', read)
    const services = job.get('services', true)
    for (const service of isMap(services) ? services.items : []) {
      const options = isMap(service.value) ? service.value.get('options', true) : undefined
      check(options, label, `services.${keyOf(service)} options:`, read)
    }
  }
  const root = doc.contents
  const shape = stepGroups(doc)
  if (shape?.form === 'workflow') {
    defaultShell(root, 'the workflow')
    const jobs = isMap(root) ? root.get('jobs', true) : undefined
    for (const job of isMap(jobs) ? jobs.items : []) {
      defaultShell(job.value, `job '${keyOf(job)}'`)
      containerOptions(job.value, `job '${keyOf(job)}'`)
    }
  } else if (shape?.form === 'job') {
    defaultShell(root, 'the job')
    containerOptions(root, 'the job')
  }
  for (const group of shape?.groups ?? []) {
    group.steps.forEach((step, index) => {
      if (!isMap(step)) return
      const label = stepLabel(step, group.where, shape?.form === 'step' ? -1 : index)
      check(step.get('run', true), label, 'run: script', shellRead)
      check(step.get('shell', true), label, 'shell: command line', shellRead)
      const uses = String(step.get('uses') ?? '')
      const inputs = step.get('with', true)
      if (!isMap(inputs)) return
      if (/^actions\/github-script@/i.test(uses)) {
        const read = 'process.env.VALUE in the script'
        check(inputs.get('script', true), label, 'actions/github-script script: script', read)
      }
      if (/^docker:\/\//i.test(uses)) {
        // The runner splits args: into the container's command line (often `sh -c "…"`).
        const read = '"$VALUE" in the command'
        check(inputs.get('args', true), label, 'docker args: command line', read)
        check(inputs.get('entrypoint', true), label, 'docker entrypoint:', read)
      }
    })
  }
  return findings
}

/**
 * A whole workflow must set `permissions:` at the top, or on every job.
 * @param {string} text
 * @param {string} file
 * @returns {Finding[]}
 */
export function permissionsFindings(text, file) {
  const lines = new LineCounter()
  const doc = parseDocument(text, { lineCounter: lines })
  const root = doc.contents
  if (!isMap(root) || root.has('permissions')) return []
  const jobs = root.get('jobs', true)
  /** @type {Finding[]} */
  const findings = []
  for (const job of isMap(jobs) ? jobs.items : []) {
    if (isMap(job.value) && job.value.has('permissions')) continue
    const offset = /** @type {{ range?: number[] | null }} */ (job.key).range?.[0] ?? 0
    const { line, col: column } = lines.linePos(offset)
    findings.push({
      file,
      line,
      column,
      message: `job '${keyOf(job)}' runs with the repository's default GITHUB_TOKEN permissions (write-all in many repositories): set permissions: at the top of the workflow ({} or the least it needs), or on this job`,
      kind: 'permissions'
    })
  }
  return findings
}
