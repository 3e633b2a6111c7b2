// The examples' concurrency, as users copy it. GitHub claims a workflow-level concurrency group
// before it evaluates any job's `if:`, and keeps one pending run per group: an event the job's
// `if:` would skip (a comment without the phrase, another label) replaced a pending follow-up,
// which was lost without a trace. A job-level group is joined only by a job its `if:` let through.
import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import { parse } from 'yaml'
import { afterTriggerPhrase } from '../../src/github/event-parts.js'
import {
  prCommentEvent,
  pullRequestEvent,
  pushEvent,
  reviewCommentEvent,
  reviewEvent
} from '../../__fixtures__/events.js'

interface Job {
  if?: string
  concurrency?: { group?: string; 'cancel-in-progress'?: boolean }
}
interface Workflow {
  concurrency?: unknown
  jobs: Record<string, Job>
}

const examples = readdirSync('examples').filter((file) => file.endsWith('.yml'))
const read = (file: string): Workflow => parse(readFileSync(`examples/${file}`, 'utf8')) as Workflow

describe('concurrency in the examples', () => {
  it.each(examples)('%s: no group at workflow level', (file) => {
    expect(read(file).concurrency).toBeUndefined()
  })

  it.each(['issue-label-to-docs-pr.yml'])(
    '%s: the job with the `if:` carries the group, and never cancels the run in progress',
    (file) => {
      const jobs = Object.values(read(file).jobs).filter((job) => job.if !== undefined)
      expect(jobs).not.toHaveLength(0)
      for (const job of jobs) {
        expect(job.concurrency?.group).toMatch(/^docs-agent-\$\{\{ github\.event\./)
        expect(job.concurrency?.['cancel-in-progress']).toBe(false)
      }
    }
  )
})

// The `if:` and `group` of a job evaluated as GitHub evaluates them, for the events GitHub sends.
type Value = unknown

/** GitHub's expression language, the part the examples use. */
function evaluate(source: string, context: Record<string, unknown>): Value {
  const tokens = source.match(/'(?:[^']|'')*'|&&|\|\||==|!=|[()!,]|[A-Za-z_][\w.-]*|\d+/g) ?? []
  let i = 0
  const peek = () => tokens[i]
  const next = () => tokens[i++]
  const truthy = (v: Value) => v !== undefined && v !== null && v !== false && v !== '' && v !== 0
  const lookup = (path: string): Value =>
    path
      .split('.')
      .reduce<Value>((at, key) => (at as Record<string, Value> | undefined)?.[key], context)
  const primary = (): Value => {
    const t = next() ?? ''
    if (t === '(') {
      const v = or()
      next()
      return v
    }
    if (t === '!') return !truthy(primary())
    if (t.startsWith("'")) return t.slice(1, -1).replace(/''/g, "'")
    if (t === 'true' || t === 'false') return t === 'true'
    if (peek() === '(') {
      next()
      const args: Value[] = []
      while (peek() !== ')') {
        args.push(or())
        if (peek() === ',') next()
      }
      next()
      const s = (v: Value) => (v === undefined || v === null ? '' : String(v))
      if (t === 'startsWith') return s(args[0]).toLowerCase().startsWith(s(args[1]).toLowerCase())
      if (t === 'format')
        return s(args[0]).replace(/\{(\d+)\}/g, (_, n: string) => s(args[Number(n) + 1]))
      if (t === 'fromJSON') return JSON.parse(s(args[0])) as Value
      throw new Error(`function ${t}`)
    }
    return lookup(t)
  }
  const equality = (): Value => {
    let v = primary()
    while (peek() === '==' || peek() === '!=') {
      const op = next()
      const w = primary()
      const same = String(v ?? '').toLowerCase() === String(w ?? '').toLowerCase()
      v = op === '==' ? same : !same
    }
    return v
  }
  /** `operand`s joined by `op`, left to right, each joined to what came before by `join`. */
  const chain =
    (op: string, operand: () => Value, join: (v: Value, w: Value) => Value) => (): Value => {
      let v = operand()
      while (peek() === op) {
        next()
        v = join(v, operand())
      }
      return v
    }
  const and = chain('&&', equality, (v, w) => (truthy(v) ? w : v))
  const or = chain('||', and, (v, w) => (truthy(v) ? v : w))
  return or()
}

/** A string with `${{ }}` parts, as GitHub fills a `group`. */
const fill = (template: string, context: Record<string, unknown>): string =>
  template.replace(/\$\{\{([\s\S]*?)\}\}/g, (_, expr: string) =>
    String(evaluate(expr, context) ?? '')
  )

const condition = (job: Job, context: Record<string, unknown>): boolean => {
  const source = (job.if ?? 'true').replace(/^\$\{\{([\s\S]*)\}\}$/, '$1')
  return Boolean(evaluate(source, context))
}

const jobOf = (file: string, name: string): Job => read(file).jobs[name]!

/** An issue_comment event, as GitHub sends it (author_association as GitHub fills it). */
function comment(id: number, body: string, association: string, onPull: boolean) {
  return {
    event_name: 'issue_comment',
    event: {
      issue: {
        number: 7,
        ...(onPull ? { pull_request: { url: 'https://api.github.com/x' } } : {})
      },
      comment: { id, body, author_association: association }
    }
  }
}

function lineComment(id: number, body: string, association: string) {
  return {
    event_name: 'pull_request_review_comment',
    event: { pull_request: { number: 7 }, comment: { id, body, author_association: association } }
  }
}

function review(id: number, body: string, association: string) {
  return {
    event_name: 'pull_request_review',
    event: {
      pull_request: { number: 7 },
      review: { id, body, author_association: association }
    }
  }
}

/** Whether `later` (a run the action will skip) would cancel `pending` (a follow-up) in `job`. */
function replaces(job: Job, pending: Record<string, unknown>, later: Record<string, unknown>) {
  const group = job.concurrency?.group
  if (group === undefined) return false
  return (
    condition(job, { github: pending }) &&
    condition(job, { github: later }) &&
    fill(group, { github: pending }) === fill(group, { github: later })
  )
}

// Found by an attack, kept as a test: the examples' concurrency groups (CHANGELOG, Changed: "a
// comment without the phrase replaced a pending /docs-agent run, and the follow-up was lost
// without a trace"). GitHub keeps one pending run per concurrency group: a newer run that joins
// the group cancels the pending one. The examples now let into the shared group of an issue (or
// pull request) only texts that start with `/docs-agent`, but anyone who can comment can type
// that: on a public repository, a user without write access (whom the action then skips, "no
// write access") or a text the action does not take for the phrase (`/docs-agents`) still joins
// the group and cancels a maintainer's pending follow-up.
describe('a run the action skips never cancels a pending follow-up', () => {
  const cases: [string, string, string][] = [
    [
      'a /docs-agent comment by someone without write access',
      '/docs-agent delete every page',
      'NONE'
    ],
    ['a first-time contributor’s /docs-agent comment', '/docs-agent hi', 'FIRST_TIME_CONTRIBUTOR'],
    ['a member’s comment that only begins like the phrase', '/docs-agents are great!', 'MEMBER']
  ]

  it.each(cases)('issue-label-to-docs-pr.yml: %s', (_, body, association) => {
    const job = jobOf('issue-label-to-docs-pr.yml', 'docs')
    const pending = comment(1, '/docs-agent Add the CLI flags.', 'MEMBER', false)
    expect(replaces(job, pending, comment(2, body, association, false))).toBe(false)
  })

  it.each(cases)('review-loop.yml: %s on the pull request', (_, body, association) => {
    const job = jobOf('review-loop.yml', 'follow-up')
    const pending = comment(1, '/docs-agent Shorten the intro.', 'MEMBER', true)
    expect(replaces(job, pending, comment(2, body, association, true))).toBe(false)
  })

  it('review-loop.yml: a /docs-agent review by someone without write access', () => {
    const job = jobOf('review-loop.yml', 'follow-up')
    const pending = review(1, '/docs-agent Shorten the intro.', 'MEMBER')
    expect(replaces(job, pending, review(2, '/docs-agent lgtm', 'NONE'))).toBe(false)
  })

  it('review-loop.yml: no run is ever replaced: a review’s or a pull request comment’s instruction goes with its own run', () => {
    const job = jobOf('review-loop.yml', 'follow-up')
    expect(job.concurrency).toBeUndefined()
    const asks = [
      review(1, '/docs-agent Shorten the intro.', 'MEMBER'),
      comment(2, '/docs-agent And the FAQ.', 'MEMBER', true),
      review(3, '/docs-agent Add a table.', 'OWNER'),
      comment(4, '/docs-agent And a glossary.', 'OWNER', true),
      lineComment(5, '/docs-agent Fix this line.', 'MEMBER')
    ]
    for (const pending of asks) {
      expect(condition(job, { github: pending })).toBe(true)
      for (const later of asks) expect(replaces(job, pending, later)).toBe(false)
    }
  })

  it('issue-label-to-docs-pr.yml: `/docs-agent new …` takes turns with the issue’s comments, so those after it go to its job', () => {
    // Its run and the comments' share the group: a comment made after it runs after it, and finds
    // the new job (a group of its own let that comment's run find the earlier job first, and the
    // new job's conversation, which begins at its comment, sent it again).
    const job = jobOf('issue-label-to-docs-pr.yml', 'docs')
    const fresh = comment(1, '/docs-agent new Start over.', 'MEMBER', false)
    expect(replaces(job, fresh, comment(2, '/docs-agent And the FAQ.', 'MEMBER', false))).toBe(true)
  })

  it('the evaluator agrees with the examples on what they keep apart', () => {
    // Sanity: a comment without the phrase does not join the issue's group; a writer's does.
    const job = jobOf('issue-label-to-docs-pr.yml', 'docs')
    const pending = comment(1, '/docs-agent Shorten the intro.', 'MEMBER', false)
    expect(replaces(job, pending, comment(2, 'thanks!', 'MEMBER', false))).toBe(false)
    expect(replaces(job, pending, comment(4, '/docs-agent And the FAQ.', 'MEMBER', false))).toBe(
      true
    )
  })
})

/** The `github` context of a run for `event` (a recorded payload), in acme/docs. */
const contextOf = (event: { name: string; payload: Record<string, unknown> }, actor: string) => ({
  github: {
    event_name: event.name,
    event: event.payload,
    repository: 'acme/docs',
    actor
  }
})

/** `event` as GitHub sends it for a pull request from a fork (its head in another repository). */
function fromFork<
  T extends { payload: { pull_request: { head: { repo: { full_name: string } } } } }
>(event: T): T {
  const copy = structuredClone(event)
  copy.payload.pull_request.head.repo.full_name = 'stranger/docs'
  return copy
}

describe('runs that get no secrets are not started', () => {
  const loop = jobOf('review-loop.yml', 'follow-up')

  it('review-loop.yml: a review and a line comment of the agent’s pull request run', () => {
    expect(condition(loop, contextOf(reviewEvent('/docs-agent Shorten it.', 'mona'), 'mona'))).toBe(
      true
    )
    const line = reviewCommentEvent('/docs-agent Fix this line.', 'mona')
    expect(condition(loop, contextOf(line, 'mona'))).toBe(true)
    expect(condition(loop, contextOf(prCommentEvent('/docs-agent More.', 'mona'), 'mona'))).toBe(
      true
    )
  })

  it('review-loop.yml: a review or line comment of a fork’s pull request does not run', () => {
    const review = fromFork(reviewEvent('/docs-agent Shorten it.', 'mona'))
    const line = fromFork(reviewCommentEvent('/docs-agent Fix this line.', 'mona'))
    expect(condition(loop, contextOf(review, 'mona'))).toBe(false)
    expect(condition(loop, contextOf(line, 'mona'))).toBe(false)
  })

  it.each([
    ['review-loop.yml', 'follow-up', prCommentEvent('/docs-agent More.', 'dependabot[bot]')],
    ['docs-follow-code.yml', 'docs', pullRequestEvent('opened', 'dependabot[bot]')]
  ])('%s: an event Dependabot started does not run', (file, job, event) => {
    expect(condition(jobOf(file, job), contextOf(event, 'dependabot[bot]'))).toBe(false)
  })

  it('docs-follow-code.yml: a fork’s pull request does not run; its own does', () => {
    const job = jobOf('docs-follow-code.yml', 'docs')
    const own = pullRequestEvent('opened', 'mona')
    expect(condition(job, contextOf(own, 'mona'))).toBe(true)
    expect(condition(job, contextOf(fromFork(own), 'mona'))).toBe(false)
  })
})

interface Step {
  uses?: string
  if?: string
  with?: Record<string, unknown>
}
const stepsOf = (file: string): Step[] =>
  Object.values(
    parse(readFileSync(`examples/${file}`, 'utf8')).jobs as Record<string, { steps?: Step[] }>
  ).flatMap((job) => job.steps ?? [])

describe('what the examples copy into a workflow is live, not a placeholder', () => {
  it.each(examples)('%s: no live value names a placeholder account', (file) => {
    for (const step of stepsOf(file)) {
      for (const value of Object.values(step.with ?? {})) {
        expect(String(value)).not.toMatch(/\b(octocat|your-org|example)\b/i)
      }
    }
  })

  it('review-loop.yml: origin-token is left for the cross-repository case, not set', () => {
    const step = stepsOf('review-loop.yml').find((s) => s.uses?.includes('docs-agent-action@'))
    expect(step?.with).not.toHaveProperty('origin-token')
    expect(readFileSync('examples/review-loop.yml', 'utf8')).toMatch(/# origin-token: /)
  })

  it('docs-follow-code.yml: the docs pull request carries the marker that lets reviews reach the job', () => {
    const step = stepsOf('docs-follow-code.yml').find((s) => s.uses?.includes('docs-agent-action@'))
    expect(step?.with?.['pr-comment']).toBe(true)
  })

  it.each(examples)(
    '%s: an artifact of an export is uploaded also when the export failed',
    (file) => {
      const steps = stepsOf(file)
      const exports = steps.findIndex((s) =>
        /docs-agent-action\/(analytics|visitors)@/.test(s.uses ?? '')
      )
      for (const step of steps.slice(exports + 1)) {
        if (exports >= 0 && step.uses?.startsWith('actions/upload-artifact@')) {
          expect(step.if).toMatch(/^(always\(\)|\$\{\{ !cancelled\(\) \}\})$/)
        }
      }
    }
  )
})

describe('the account placeholder collides with nothing a workflow says', () => {
  /** The values GitHub gives `author_association`, as its REST description lists them. */
  const ASSOCIATIONS = (
    JSON.parse(readFileSync('openapi/github/api.github.com.json', 'utf8')) as {
      components: { schemas: Record<string, { enum?: string[] }> }
    }
  ).components.schemas['author-association']?.enum

  it.each(examples)('%s: every author_association it compares is one GitHub sends', (file) => {
    const text = readFileSync(`examples/${file}`, 'utf8')
    for (const [, value] of text.matchAll(/author_association == '([^']*)'/g)) {
      expect(ASSOCIATIONS).toContain(value)
    }
  })

  it.each(examples)('%s: the placeholder stands only in the uses: lines of this action', (file) => {
    const lines = readFileSync(`examples/${file}`, 'utf8').split('\n')
    for (const line of lines.filter((l) => l.includes('your-account'))) {
      expect(line).toMatch(/^\s*(- )?uses: your-account\/docs-agent-action(\/\w+)?@v2$/)
    }
  })
})

// Found by a user of chain-pr-review.yml: a generic Markdown link checker on a Mintlify site
// reports root-relative page links (`/cli/overview → Status: 400`) as broken and never reads MDX
// components (`<Card href>`), so every agent pull request sent valid links back to be fixed, up to
// max-turns. A link check whose report goes to the agent runs the platform's own checker, pinned.
interface RunStep {
  id?: string
  name?: string
  if?: string
  run?: string
  with?: Record<string, unknown>
}
const runStepsOf = (file: string, job: string): RunStep[] =>
  (
    parse(readFileSync(`examples/${file}`, 'utf8')) as {
      jobs: Record<string, { steps: RunStep[] }>
    }
  ).jobs[job]!.steps

/** Every `npx … mint[@version]` a script runs: the package as npx is given it. */
const mintRuns = (script: string): string[] =>
  [...script.matchAll(/\bnpx(?:\s+--?[\w-]+)*\s+(mint(?:@\S*)?)(?=\s|$)/g)].map((m) => m[1]!)

describe('link checks in the examples use the platform’s own checker', () => {
  it.each(examples)('%s: no generic Markdown link checker', (file) => {
    expect(readFileSync(`examples/${file}`, 'utf8')).not.toMatch(
      /markdown-link-check|markdown-link-validator|remark-validate-links/
    )
  })

  it.each(examples)('%s: the checker is pinned to one exact version', (file) => {
    const scripts = Object.keys(read(file).jobs).flatMap((job) =>
      runStepsOf(file, job).map((step) => step.run ?? '')
    )
    const versions = new Set(scripts.flatMap(mintRuns))
    for (const version of versions) expect(version).toMatch(/^mint@\d+\.\d+\.\d+$/)
    expect(versions.size).toBeLessThanOrEqual(1)
  })

  it('chain-pr-review.yml: the check whose failure goes to the agent is mint broken-links, fetched before it', () => {
    const steps = runStepsOf('chain-pr-review.yml', 'check')
    const sendBack = steps.find((step) => step.if?.includes('steps.links.outcome'))
    expect(sendBack?.if).toBe("failure() && steps.links.outcome == 'failure'")
    const check = steps.findIndex((step) => step.id === 'links')
    expect(steps[check]?.run).toMatch(/\bnpx --yes mint@\d+\.\d+\.\d+ broken-links\b/)
    // The report the agent gets is the checker's output, and only the checker's failure is sent:
    // an npm outage while fetching it fails an earlier step, whose failure sends nothing.
    const report = String(sendBack?.with?.['context-file'])
    expect(steps[check]?.run).toMatch(/ 2>&1 \| tee (\S+)$/m)
    expect(/ 2>&1 \| tee (\S+)$/m.exec(steps[check]!.run!)?.[1]).toBe(report)
    const [pinned] = mintRuns(steps[check]!.run!)
    const fetch = steps.findIndex((step) => mintRuns(step.run ?? '').includes(pinned!))
    expect(fetch).toBeGreaterThanOrEqual(0)
    expect(fetch).toBeLessThan(check)
    // Where the site is: elsewhere the checker takes valid page links for broken ones.
    expect(steps.slice(0, check).some((step) => /\[ ! -f docs\.json \]/.test(step.run ?? ''))).toBe(
      true
    )
  })
})

describe('docs-follow-code.yml: one docs job per change', () => {
  const job = jobOf('docs-follow-code.yml', 'docs')
  const withSha = (event: { name: string; payload: Record<string, unknown> }, sha: string) => ({
    github: { ...contextOf(event, 'mona').github, sha }
  })

  it('runs on a push to main, and on its own pull requests, each in a group of its own', () => {
    const push = withSha(pushEvent('mona'), 'a'.repeat(40))
    const pull = withSha(pullRequestEvent('opened', 'mona'), 'b'.repeat(40))
    expect(condition(job, push)).toBe(true)
    expect(condition(job, pull)).toBe(true)
    const group = job.concurrency?.group ?? ''
    expect(fill(group, push)).toBe(`docs-follow-code-${'a'.repeat(40)}`)
    expect(fill(group, pull)).toBe('docs-follow-code-34')
  })

  it('listens to pushes to main beside its pull requests', () => {
    const on = parse(readFileSync('examples/docs-follow-code.yml', 'utf8')).on as Record<
      string,
      { branches?: string[] }
    >
    expect(on.push?.branches).toEqual(['main'])
    expect(on.pull_request?.branches).toEqual(['main'])
  })
})

describe('agent-pr-link-check.yml runs only for the agent’s own pull requests', () => {
  const job = jobOf('agent-pr-link-check.yml', 'links')
  /** A pull request event of acme/docs#34 opened by `author` (the sender), its head here. */
  const pull = (action: string, author: string) => pullRequestEvent(action, author)

  it.each(['opened', 'synchronize'])('the agent’s pull request (an app’s), %s: runs', (action) => {
    expect(condition(job, contextOf(pull(action, 'docs-agent[bot]'), 'docs-agent[bot]'))).toBe(true)
  })

  it('a person pushing to the agent’s pull request: runs (the author is the app)', () => {
    const event = pull('synchronize', 'docs-agent[bot]')
    ;(event.payload as { sender: unknown }).sender = { login: 'mona', type: 'User' }
    expect(condition(job, contextOf(event, 'mona'))).toBe(true)
  })

  it.each(['opened', 'synchronize'])('a person’s pull request, %s: does not run', (action) => {
    expect(condition(job, contextOf(pull(action, 'mona'), 'mona'))).toBe(false)
  })

  it('an app’s pull request from a fork: does not run (no secrets)', () => {
    const event = fromFork(pull('opened', 'docs-agent[bot]'))
    expect(condition(job, contextOf(event, 'docs-agent[bot]'))).toBe(false)
  })

  it.each(['opened', 'synchronize'])('Dependabot’s pull request, %s: does not run', (action) => {
    const event = pull(action, 'dependabot[bot]')
    expect(condition(job, contextOf(event, 'dependabot[bot]'))).toBe(false)
  })

  it('its group is its own: a check never replaces a pending review-loop follow-up', () => {
    const group = job.concurrency?.group ?? ''
    const filled = fill(group, contextOf(pull('synchronize', 'docs-agent[bot]'), 'x'))
    expect(filled).toBe('docs-agent-links-34')
    expect(job.concurrency?.['cancel-in-progress']).toBe(false)
  })
})

describe('agent-pr-link-check.yml with DOCS_AGENT_APP set', () => {
  const job = jobOf('agent-pr-link-check.yml', 'links')
  const withVars = (author: string, app: string) => ({
    ...contextOf(pullRequestEvent('opened', author), author),
    vars: { DOCS_AGENT_APP: app }
  })

  it('lets only that app’s pull requests through; unset, any app’s', () => {
    expect(condition(job, withVars('docs-agent[bot]', 'docs-agent[bot]'))).toBe(true)
    expect(condition(job, withVars('renovate[bot]', 'docs-agent[bot]'))).toBe(false)
    expect(condition(job, withVars('renovate[bot]', ''))).toBe(true)
  })
})

// Found by an attack, kept: the action takes a writer's `/docs-agent` followed by a
// line break or a tab as an instruction (afterTriggerPhrase: any blank after the phrase), and the
// issue example's `if:` (startsWith '/docs-agent') starts its run; but the example's group lets
// into the issue's group only `/docs-agent ` with a space. Such a comment's run gets a group of
// its own: it runs beside the label's run (before its tracking comment exists: a second job) or
// beside another comment's run of the same job, which "one run at a time per issue" rules out.
describe('what the action takes for an instruction after the phrase', () => {
  it('is exactly what the issue example’s group lets in, whatever blank follows the phrase', () => {
    const job = jobOf('issue-label-to-docs-pr.yml', 'docs')
    const label = {
      event_name: 'issues',
      event: { action: 'labeled', label: { name: 'docs' }, issue: { number: 7 } }
    }
    const blanks = [
      ' ',
      '\n',
      '\r\n',
      '\t',
      '\u00a0',
      '\f',
      '\v',
      '\u3000',
      '\u2028',
      '\u200b',
      's'
    ]
    for (const blank of blanks) {
      const body = `/docs-agent${blank}Add the FAQ.`
      const acted = afterTriggerPhrase(body, '/docs-agent') !== undefined
      const later = comment(2, body, 'MEMBER', false)
      const joins = fill(job.concurrency?.group ?? '', { github: later }) === fill(job.concurrency?.group ?? '', { github: label }) // prettier-ignore
      expect([JSON.stringify(blank), joins]).toEqual([JSON.stringify(blank), acted])
    }
  })
})

describe('a writer’s instruction after the phrase and a blank other than a space', () => {
  it.each([
    ['a line break', '/docs-agent\nAdd the FAQ.'],
    ['a Windows line break', '/docs-agent\r\nAdd the FAQ.'],
    ['a tab', '/docs-agent\tAdd the FAQ.']
  ])(
    'issue-label-to-docs-pr.yml: %s after the phrase, acted on by the action, takes turns in the issue’s group',
    (_, body) => {
      const job = jobOf('issue-label-to-docs-pr.yml', 'docs')
      // The action acts on it: the text after the phrase is the instruction.
      expect(afterTriggerPhrase(body, '/docs-agent')).toBe('Add the FAQ.')
      const later = comment(2, body, 'MEMBER', false)
      expect(condition(job, { github: later })).toBe(true)
      const label = {
        event_name: 'issues',
        event: { action: 'labeled', label: { name: 'docs' }, issue: { number: 7 } }
      }
      expect(condition(job, { github: label })).toBe(true)
      expect(fill(job.concurrency?.group ?? '', { github: later })).toBe(
        fill(job.concurrency?.group ?? '', { github: label })
      )
    }
  )
})
