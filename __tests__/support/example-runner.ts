// The examples (examples/*.yml) as GitHub runs them, for the end-to-end suites: an example read
// from its file, its jobs' `if:` and `concurrency.group` evaluated the way GitHub evaluates them
// for a recorded payload, and each of its steps that uses this action (the agent, /analytics or
// /visitors) run through dist/ by a simulated world with its `with:` block filled from a context
// (secrets, vars, github.*, steps.*.outputs, needs.*, matrix.*) as the runner fills it. An
// expression that names a secret, variable, step, job, matrix value or input the test did not
// give fails the test rather than pass as ''. Nothing here copies an example's inputs.
import { readFileSync } from 'node:fs'
import { resolve, sep } from 'node:path'
import { expect } from '@jest/globals'
import { parse as parseYaml } from 'yaml'
import { actionMetadata, type RunResult } from '../../scripts/local-runner.js'
import type { World } from './simulated-world.js'

export interface Step {
  name?: string
  id?: string
  if?: string | boolean
  uses?: string
  run?: string
  with?: Record<string, unknown>
  env?: Record<string, unknown>
}
export interface Job {
  if?: string | boolean
  needs?: string | string[]
  concurrency?: string | { group?: string; 'cancel-in-progress'?: boolean | string }
  strategy?: { matrix?: Record<string, unknown> }
  outputs?: Record<string, string>
  steps: Step[]
}
export interface Workflow {
  name?: string
  on: Record<string, unknown>
  concurrency?: unknown
  jobs: Record<string, Job>
}
export interface Example {
  file: string
  workflow: Workflow
}

/** examples/<name>, as the runner reads it. */
export function readExample(name: string): Example {
  const file = `examples/${name}`
  return { file, workflow: parseYaml(readFileSync(file, 'utf8')) as Workflow }
}

export function jobOf(example: Example, name: string): Job {
  const job = example.workflow.jobs[name]
  if (!job) throw new Error(`${example.file} has no job ${name}`)
  return job
}

/** The `uses:` of this action and of its two others, as the examples name them. */
const THIS_ACTION = /^your-account\/docs-agent-action(?:\/(analytics|visitors))?@v2$/

/** The folder of the action.yml a step of this action runs ('.', 'analytics', 'visitors'). */
export function actionOf(step: Step): string {
  const match = THIS_ACTION.exec(step.uses ?? '')
  if (!match) throw new Error(`${step.uses} is not a step of this action`)
  return match[1] ?? '.'
}

/**
 * The job's steps that use this action, in order: every `uses:` of docs-agent-action must name
 * the agent, /analytics or /visitors at @v2 (a step that names anything else could run nothing).
 */
export function actionSteps(job: Job): Step[] {
  const ours = job.steps.filter((step) => /docs-agent-action/.test(step.uses ?? ''))
  for (const step of ours) expect(step.uses).toMatch(THIS_ACTION)
  return ours
}

// ---------------------------------------------------------------------------------------------
// Contexts.

export interface StepContext {
  outputs: Record<string, string>
  outcome: string
  conclusion: string
}
export interface Context {
  github: Record<string, unknown>
  secrets?: Record<string, string>
  vars?: Record<string, string>
  matrix?: Record<string, unknown>
  needs?: Record<string, { outputs: Record<string, string>; result: string }>
  steps?: Record<string, StepContext>
  inputs?: Record<string, string>
  runner?: Record<string, string>
  env?: Record<string, string>
  /** The job's status so far, for success(), failure(), always(), cancelled(). */
  job?: { status: 'success' | 'failure' | 'cancelled' }
}

/** An event as the runner gets it: its name and the payload GitHub sent. */
export interface Trigger {
  name: string
  payload: Record<string, unknown>
}

/** The commit GitHub checks out for events that carry none (the default branch's head). */
export const DEFAULT_BRANCH_SHA = '0123456789abcdef0123456789abcdef01234567'
/** The test merge commit GitHub makes of a pull request (refs/pull/N/merge). */
export const TEST_MERGE_SHA = '4'.repeat(40)

/**
 * The `github` context of a run for `event` in `repository`, as GitHub fills it: the actor is the
 * sender (GitHub's `github.actor`), `sha` and `ref` those of the event (a push's `after` and `ref`,
 * a pull request's merge ref, else the default branch).
 */
export function githubOf(
  event: Trigger,
  options: { repository?: string; actor?: string; token?: string } = {}
): Record<string, unknown> {
  const payload = event.payload as {
    sender?: { login?: string }
    after?: string
    ref?: string
    number?: number
    pull_request?: { head?: { ref?: string }; base?: { ref?: string } }
  }
  const repository = options.repository ?? 'acme/docs'
  const pull = event.name.startsWith('pull_request') ? payload.pull_request : undefined
  const actor = options.actor ?? payload.sender?.login ?? 'octocat'
  return {
    event_name: event.name,
    event: event.payload,
    repository,
    repository_owner: repository.split('/')[0],
    actor,
    triggering_actor: actor,
    sha: event.name === 'push' ? payload.after : pull ? TEST_MERGE_SHA : DEFAULT_BRANCH_SHA,
    ref:
      event.name === 'push'
        ? payload.ref
        : pull
          ? `refs/pull/${payload.number}/merge`
          : 'refs/heads/main',
    // Only a pull_request (or pull_request_target) run has them.
    head_ref: /^pull_request(_target)?$/.test(event.name) ? (pull?.head?.ref ?? '') : '',
    base_ref: /^pull_request(_target)?$/.test(event.name) ? (pull?.base?.ref ?? '') : '',
    server_url: 'https://github.com',
    api_url: 'https://api.github.com',
    run_id: '1001',
    ...(options.token !== undefined ? { token: options.token } : {})
  }
}

/** The runner's variables that say what `github` says, so the step sees the same run. */
function runnerEnv(github: Record<string, unknown>): Record<string, string> {
  const env: Record<string, string> = {
    GITHUB_REPOSITORY: String(github.repository),
    GITHUB_REPOSITORY_OWNER: String(github.repository_owner),
    GITHUB_ACTOR: String(github.actor),
    GITHUB_TRIGGERING_ACTOR: String(github.triggering_actor),
    GITHUB_SHA: String(github.sha),
    GITHUB_REF: String(github.ref)
  }
  if (github.head_ref) {
    env.GITHUB_HEAD_REF = String(github.head_ref)
    env.GITHUB_BASE_REF = String(github.base_ref)
  }
  return env
}

/**
 * `event` as GitHub sends it for a workflow of `repository`: the recorded payloads are acme/docs's;
 * every mention of it (names, links, the head of a pull request from one of its branches) becomes
 * `repository`'s.
 */
export function inRepository<T extends Trigger>(event: T, repository: string): T {
  const moved = JSON.parse(JSON.stringify(event).replaceAll('acme/docs', repository)) as T
  const repo = moved.payload.repository as { name?: string } | undefined
  if (repo) repo.name = repository.split('/')[1]
  return moved
}

/** A scheduled run of `example`: GitHub's payload names the schedule that fired. */
export function scheduleEvent(example: Example): Trigger {
  const schedule = example.workflow.on.schedule as { cron: string }[] | undefined
  expect(schedule?.[0]?.cron).toBeDefined()
  return { name: 'schedule', payload: { schedule: schedule![0]!.cron } }
}

/** What a step of this action leaves in `steps.<id>`. */
export const stepContext = (result: RunResult): StepContext => {
  const outcome = result.code === 0 ? 'success' : 'failure'
  return { outputs: result.outputs, outcome, conclusion: outcome }
}

// ---------------------------------------------------------------------------------------------
// GitHub's expressions (docs: "Evaluate expressions in workflows and actions").

type Value = unknown
type Node =
  | { t: 'literal'; v: Value }
  | { t: 'context'; name: string }
  | { t: 'property'; of: Node; key: Node }
  | { t: 'not'; e: Node }
  | { t: 'binary'; op: string; l: Node; r: Node }
  | { t: 'call'; name: string; args: Node[] }

/** The contexts whose every key the test must give: an unknown one is the example's mistake. */
const STRICT = new Set(['secrets', 'vars', 'matrix', 'needs', 'steps', 'inputs', 'runner', 'env'])
const CONTEXTS = new Set([...STRICT, 'github', 'job', 'strategy'])
const STATUS = new Set(['success', 'always', 'failure', 'cancelled'])

const TOKEN =
  /\s*(?:('(?:[^']|'')*')|(0x[0-9a-fA-F]+|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|([A-Za-z_][\w-]*)|(&&|\|\||==|!=|<=|>=|[<>!()[\].,*]))/y

function parse(source: string): Node {
  const tokens: { kind: 'string' | 'number' | 'name' | 'op'; text: string }[] = []
  TOKEN.lastIndex = 0
  while (TOKEN.lastIndex < source.length) {
    if (/^\s*$/.test(source.slice(TOKEN.lastIndex))) break
    const at = TOKEN.lastIndex
    const m = TOKEN.exec(source)
    if (!m) throw new Error(`Cannot read the expression at ${JSON.stringify(source.slice(at))}`)
    const kind = m[1] ? 'string' : m[2] ? 'number' : m[3] ? 'name' : 'op'
    tokens.push({ kind, text: m[1] ?? m[2] ?? m[3] ?? m[4]! })
  }
  let i = 0
  const peek = () => tokens[i]?.text
  const take = (text?: string) => {
    const token = tokens[i++]
    if (!token || (text !== undefined && token.text !== text))
      throw new Error(`Expected ${text ?? 'more'} in ${source}`)
    return token
  }
  const binary = (ops: string[], operand: () => Node) => (): Node => {
    let l = operand()
    while (ops.includes(peek() ?? '')) {
      const op = take().text
      l = { t: 'binary', op, l, r: operand() }
    }
    return l
  }
  const primary = (): Node => {
    const token = take()
    if (token.kind === 'string') return { t: 'literal', v: token.text.slice(1, -1).replace(/''/g, "'") } // prettier-ignore
    if (token.kind === 'number') return { t: 'literal', v: Number(token.text) }
    if (token.text === '(') {
      const inner = or()
      take(')')
      return inner
    }
    if (token.kind !== 'name') throw new Error(`Unexpected ${token.text} in ${source}`)
    if (['true', 'false', 'null'].includes(token.text))
      return { t: 'literal', v: token.text === 'null' ? null : token.text === 'true' }
    if (peek() === '(') {
      take('(')
      const args: Node[] = []
      while (peek() !== ')') {
        args.push(or())
        if (peek() === ',') take(',')
      }
      take(')')
      return { t: 'call', name: token.text.toLowerCase(), args }
    }
    if (!CONTEXTS.has(token.text)) throw new Error(`Unknown context ${token.text} in ${source}`)
    return { t: 'context', name: token.text }
  }
  const postfix = (): Node => {
    let node = primary()
    for (;;) {
      if (peek() === '.') {
        take('.')
        const key = take()
        if (key.kind !== 'name') throw new Error(`Unsupported .${key.text} in ${source}`)
        node = { t: 'property', of: node, key: { t: 'literal', v: key.text } }
      } else if (peek() === '[') {
        take('[')
        node = { t: 'property', of: node, key: or() }
        take(']')
      } else return node
    }
  }
  const unary = (): Node => (peek() === '!' ? (take(), { t: 'not', e: unary() }) : postfix())
  const compare = binary(['<', '<=', '>', '>='], unary)
  const equality = binary(['==', '!='], compare)
  const and = binary(['&&'], equality)
  const or: () => Node = binary(['||'], and)
  const tree = or()
  if (i < tokens.length) throw new Error(`Unexpected ${tokens[i]!.text} in ${source}`)
  return tree
}

export const truthy = (v: Value): boolean =>
  v !== undefined && v !== null && v !== false && v !== '' && v !== 0 && !Number.isNaN(v)

/** A value as text: null is '', as in a `${{ }}` of a string. */
export const text = (v: Value): string =>
  v === undefined || v === null
    ? ''
    : typeof v === 'object'
      ? JSON.stringify(v, null, 2)
      : String(v)

const kindOf = (v: Value) => (v === undefined || v === null ? 'null' : typeof v)
function toNumber(v: Value): number {
  if (v === undefined || v === null) return 0
  if (typeof v === 'boolean') return v ? 1 : 0
  if (typeof v === 'number') return v
  if (typeof v === 'string') return v.trim() === '' ? 0 : Number(v.trim())
  return NaN
}

/** GitHub's ==: strings case-insensitively; values of different types as numbers. */
function compareValues(a: Value, b: Value): number {
  const [ka, kb] = [kindOf(a), kindOf(b)]
  if (ka === 'string' && kb === 'string') {
    const [x, y] = [String(a).toUpperCase(), String(b).toUpperCase()]
    return x === y ? 0 : x < y ? -1 : 1
  }
  if (ka === 'object' || kb === 'object') return a === b ? 0 : NaN
  const [x, y] = [toNumber(a), toNumber(b)]
  return x === y ? 0 : x < y ? -1 : x > y ? 1 : NaN
}

function property(of: Value, key: Value): Value {
  if (of === null || typeof of !== 'object') return null
  if (Array.isArray(of)) return typeof key === 'number' ? (of[key] ?? null) : null
  const record = of as Record<string, Value>
  const name = text(key)
  if (name in record) return record[name] ?? null
  const found = Object.keys(record).find((k) => k.toLowerCase() === name.toLowerCase())
  return found === undefined ? null : (record[found] ?? null)
}

function run(node: Node, context: Context): Value {
  switch (node.t) {
    case 'literal':
      return node.v
    case 'context':
      return (context as unknown as Record<string, Value>)[node.name] ?? null
    case 'property': {
      const of = run(node.of, context)
      const key = run(node.key, context)
      const value = property(of, key)
      if (
        value === null &&
        node.of.t === 'context' &&
        STRICT.has(node.of.name) &&
        !(of && typeof of === 'object' && text(key) in of)
      )
        throw new Error(`The test does not know ${node.of.name}.${text(key)}`)
      return value
    }
    case 'not':
      return !truthy(run(node.e, context))
    case 'binary': {
      const l = run(node.l, context)
      if (node.op === '&&') return truthy(l) ? run(node.r, context) : l
      if (node.op === '||') return truthy(l) ? l : run(node.r, context)
      const c = compareValues(l, run(node.r, context))
      if (node.op === '==') return c === 0
      if (node.op === '!=') return c !== 0
      if (node.op === '<') return c < 0
      if (node.op === '<=') return c <= 0
      if (node.op === '>') return c > 0
      return c >= 0
    }
    case 'call': {
      const status = context.job?.status ?? 'success'
      if (node.name === 'success') return status === 'success'
      if (node.name === 'failure') return status === 'failure'
      if (node.name === 'cancelled') return status === 'cancelled'
      if (node.name === 'always') return true
      const args = node.args.map((arg) => run(arg, context))
      const s = (n: number) => text(args[n]).toLowerCase()
      if (node.name === 'startswith') return s(0).startsWith(s(1))
      if (node.name === 'endswith') return s(0).endsWith(s(1))
      if (node.name === 'contains')
        return Array.isArray(args[0])
          ? args[0].some((item) => compareValues(item, args[1]) === 0)
          : s(0).includes(s(1))
      if (node.name === 'format')
        return text(args[0]).replace(/\{\{|\}\}|\{(\d+)\}/g, (all, n?: string) =>
          n === undefined ? all[0]! : text(args[Number(n) + 1])
        )
      if (node.name === 'join')
        return Array.isArray(args[0]) ? args[0].map(text).join(args.length > 1 ? text(args[1]) : ',') : text(args[0]) // prettier-ignore
      if (node.name === 'tojson') return JSON.stringify(args[0] ?? null, null, 2)
      if (node.name === 'fromjson') return JSON.parse(text(args[0])) as Value
      throw new Error(`The test cannot evaluate ${node.name}()`)
    }
  }
}

const usesStatus = (node: Node): boolean =>
  node.t === 'call'
    ? STATUS.has(node.name) || node.args.some(usesStatus)
    : node.t === 'property'
      ? usesStatus(node.of) || usesStatus(node.key)
      : node.t === 'not'
        ? usesStatus(node.e)
        : node.t === 'binary'
          ? usesStatus(node.l) || usesStatus(node.r)
          : false

export const evaluate = (source: string, context: Context): Value => run(parse(source), context)

/** A string with `${{ }}` parts filled as GitHub fills `with:`, `env:` and `group:`. */
export function fill(template: string, context: Context): string {
  let out = ''
  let at = 0
  for (;;) {
    const start = template.indexOf('${{', at)
    if (start < 0) return out + template.slice(at)
    let end = start + 3
    for (let quoted = false; end < template.length; end++) {
      if (template[end] === "'") quoted = !quoted
      else if (!quoted && template.startsWith('}}', end)) break
    }
    if (end >= template.length) throw new Error(`Unclosed \${{ in ${template}`)
    out += template.slice(at, start) + text(evaluate(template.slice(start + 3, end), context))
    at = end + 2
  }
}

/**
 * An `if:` (a job's or a step's) as GitHub decides it: with or without `${{ }}`, and with an
 * implied `success() &&` unless it calls a status function itself.
 */
export function condition(source: string | boolean | undefined, context: Context): boolean {
  const status = context.job?.status ?? 'success'
  if (source === undefined) return status === 'success'
  let expression = String(source).trim()
  const wrapped = /^\$\{\{([\s\S]*)\}\}$/.exec(expression)
  if (wrapped && !wrapped[1]!.includes('${{')) expression = wrapped[1]!
  else if (expression.includes('${{')) throw new Error(`An if: with text around \${{ }}: ${source}`)
  const tree = parse(expression)
  const value = truthy(run(tree, context))
  return usesStatus(tree) ? value : status === 'success' && value
}

/** The job's concurrency: its group filled for `context`, and whether a newer run cancels. */
export function concurrencyOf(
  job: Job,
  context: Context
): { group: string; cancelInProgress: boolean } | undefined {
  const spec = job.concurrency
  if (spec === undefined) return undefined
  const group = typeof spec === 'string' ? spec : (spec.group ?? '')
  const cancel = typeof spec === 'string' ? false : spec['cancel-in-progress']
  return {
    group: fill(group, context),
    cancelInProgress: typeof cancel === 'string' ? truthy(evaluate(cancel, context)) : !!cancel
  }
}

/**
 * That GitHub runs `job` of `example` for `context` as the test says: the event (the context's)
 * starts the example, the job's `if:` lets it run, and its concurrency is `group` (a newer run
 * not cancelling it), or none when `group` is undefined.
 */
export function expectJobRuns(
  example: Example,
  job: Job,
  context: Context,
  group: string | undefined
): void {
  const event = { name: String(context.github.event_name), payload: context.github.event }
  expect(triggers(example, event as Trigger)).toBe(true)
  expect(condition(job.if, context)).toBe(true)
  expect(concurrencyOf(job, context)).toEqual(
    group === undefined ? undefined : { group, cancelInProgress: false }
  )
}

// ---------------------------------------------------------------------------------------------
// Running a step.

/**
 * The step's `with:` as the runner hands it to the action: each value as text, its `${{ }}`
 * filled from `context`. Every name must be an input of the action's action.yml (the runner
 * warns of an unexpected input and passes it to nobody), and every required input given.
 */
export function inputsOf(step: Step, context: Context): Record<string, string> {
  const declared = actionMetadata(actionOf(step)).inputs ?? {}
  const given = step.with ?? {}
  expect(Object.keys(given).filter((name) => !(name in declared))).toEqual([])
  const required = Object.entries(declared).filter(([, spec]) => spec.required)
  expect(required.map(([name]) => name).filter((name) => !(name in given))).toEqual([])
  return Object.fromEntries(
    Object.entries(given).map(([name, value]) => [
      name,
      typeof value === 'string' ? fill(value, context) : String(value)
    ])
  )
}

/**
 * The step's `with:` as the runner hands it over, for a test that knows each expression's value
 * itself (`known`: expression -> value): each `${{ expression }}` replaced by its value; an
 * expression the test does not know fails the test rather than pass as ''.
 */
export function inputsKnown(step: Step, known: Record<string, string>): Record<string, string> {
  expect(step.uses).toMatch(/docs-agent-action@/)
  const inputs: Record<string, string> = {}
  for (const [name, value] of Object.entries(step.with ?? {})) {
    inputs[name] = String(value).replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_, expression: string) => {
      const value = known[expression]
      if (value === undefined) throw new Error(`The test does not know ${expression} (${name})`)
      return value
    })
  }
  return inputs
}

/** A `run:` step's `env:`, filled as the runner fills it. */
export const envOf = (step: Step, context: Context): Record<string, string> =>
  Object.fromEntries(
    Object.entries(step.env ?? {}).map(([name, value]) => [name, fill(String(value), context)])
  )

/**
 * One step of this action, through dist/ by `world`: its `if:` must let it run, its inputs are
 * the example's, filled from `context`, and the run is the event and repository `context.github`
 * names. `files`: what earlier steps left in the workspace.
 */
export function runStep(
  world: World,
  step: Step,
  context: Context,
  options: { files?: Record<string, string>; env?: Record<string, string> } = {}
): Promise<RunResult> {
  expect(condition(step.if, context)).toBe(true)
  const action = actionOf(step)
  const github = context.github
  return world.run(
    { name: String(github.event_name), payload: github.event },
    inputsOf(step, context),
    {
      ...(action === '.' ? {} : { action }),
      // `${{ github.token }}`, github-token's default: the run's own token.
      ...(github.token !== undefined ? { githubToken: String(github.token) } : {}),
      ...(options.files ? { files: options.files } : {}),
      env: { ...runnerEnv(github), ...options.env }
    }
  )
}

/** The workspace of a run (the local runner makes one per step). */
export const workspaceOf = (result: RunResult): string => resolve(result.dir, 'workspace')

/**
 * Whether actions/upload-artifact's `path:` (relative to the workspace, a file or a folder) takes
 * `file`, an absolute path a step wrote.
 */
export function uploads(path: string, workspace: string, file: string): boolean {
  const target = resolve(workspace, path.trim())
  return file === target || file.startsWith(target.endsWith(sep) ? target : target + sep)
}

/**
 * Whether `event` starts the example at all: its name under `on:`, its action among `types:`,
 * its branch (a push's ref, a pull request's base) among `branches:` (exact names only).
 */
export function triggers(example: Example, event: Trigger): boolean {
  const on = example.workflow.on as Record<string, { types?: string[]; branches?: string[] } | null>
  if (!(event.name in on)) return false
  const filter = on[event.name] ?? {}
  const payload = event.payload as { action?: string; ref?: string; pull_request?: { base?: { ref?: string } } } // prettier-ignore
  if (filter.types && !filter.types.includes(String(payload.action))) return false
  if (filter.branches) {
    const branch = event.name === 'push' ? payload.ref?.replace(/^refs\/heads\//, '') : payload.pull_request?.base?.ref // prettier-ignore
    if (!filter.branches.includes(String(branch))) return false
  }
  return true
}
