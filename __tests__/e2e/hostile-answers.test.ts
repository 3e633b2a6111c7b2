// The bundled actions against a hostile service: every field of every answer (error texts
// included) reaches the log, outputs, summary and tracking comment only as data: no workflow
// command, no piece of the key, only the markup and links the action builds, and only pull
// request URLs taken as pull requests (contract §4.9).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import type { Nodes } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { gfm } from 'micromark-extension-gfm'
import type { RunResult } from '../../scripts/local-runner.js'
import type { GitHubStandIn } from '../support/github-standin.js'
import {
  KEY,
  TOKEN,
  RUN_URL,
  service,
  github,
  job,
  created,
  ok,
  page,
  runAgent,
  runVisitors,
  errors,
  dispatch,
  sentBodies,
  useHostileRun
} from '../support/hostile-run.js'
import type { Answer, Script } from '../support/hostile-service.js'
import { leaks, foreignCommands } from '../support/invariants.js'

useHostileRun()

const INJECT = 'x\n::set-output name=injected::pwned\n::add-mask::octocat\n::stop-commands::zz'
const OLD_SYNTAX = '##[set-output name=a]b'

// ---------------------------------------------------------------------------------------------
// Markup checks of the tracking comment and the summary.

function walk(node: Nodes, visit: (node: Nodes) => void): void {
  visit(node)
  if ('children' in node) for (const child of node.children) walk(child as Nodes, visit)
}

const textOf = (node: Nodes): string => {
  let text = ''
  walk(node, (n) => {
    if (n.type === 'text' || n.type === 'inlineCode') text += n.value
  })
  return text
}

/** What in a tracking comment is not the template's: links, images, mentions, HTML, tables. */
function commentProblems(body: string, allowedLinks: readonly string[]): string[] {
  const problems: string[] = []
  const tree = fromMarkdown(body, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] })
  let tables = 0
  let headings = 0
  walk(tree, (node) => {
    switch (node.type) {
      case 'image':
      case 'imageReference':
      case 'definition':
      case 'linkReference':
        problems.push(`a ${node.type}`)
        break
      case 'link':
        if (!allowedLinks.includes(node.url)) problems.push(`a link to ${node.url}`)
        break
      case 'html':
        if (
          !/^<!-- docs-agent-action [^\n]*-->$/.test(node.value) &&
          !/^<\/?sub>$/.test(node.value)
        )
          problems.push(`HTML ${node.value.slice(0, 80)}`)
        break
      case 'text':
        if (/@[A-Za-z0-9]/.test(node.value)) problems.push(`a mention in ${node.value}`)
        break
      case 'table':
        tables++
        break
      case 'heading':
        headings++
        break
    }
  })
  // The status table, and the turns table when the run knows its turn.
  if (tables < 1 || tables > 2) problems.push(`${tables} tables`)
  if (headings !== 1) problems.push(`${headings} headings`)
  if (/@[A-Za-z]/.test(body)) problems.push('an @ followed by a letter in the markdown')
  return problems
}

/**
 * The summary's own links, built from checked parts: the triggering issue and the tracking
 * comment on it, a login's profile, the source repository (the scripted service's acme/docs).
 */
const OUR_LINKS = [
  /^https:\/\/github\.com\/acme\/docs\/issues\/12(#issuecomment-\d+)?$/,
  /^https:\/\/github\.com\/(apps\/)?[A-Za-z0-9-]+$/,
  /^https:\/\/github\.com\/acme\/docs$/
]

/** What in a job summary is not the template's: broken tables, images, links, mentions. */
function summaryProblems(summary: string, allowedHrefs: readonly string[]): string[] {
  const problems: string[] = []
  const tables = summary.match(/<table>[\s\S]*?<\/table>/g) ?? []
  if (tables.length !== 1) problems.push(`${tables.length} tables`)
  for (const table of tables)
    if (/\n[ \t]*\n/.test(table)) problems.push('a blank line inside the table')
  if (/<(img|script|iframe|style)\b/i.test(summary)) problems.push('an image or active element')
  for (const [, href] of summary.matchAll(/href\s*=\s*"([^"]*)"/gi))
    if (!allowedHrefs.includes(href ?? '') && !OUR_LINKS.some((ours) => ours.test(href ?? ''))) {
      problems.push(`a link to ${href}`)
    }
  // GitHub makes no mention inside code (the instruction as sent, values).
  if (/@[A-Za-z]/.test(summary.replace(/<code>[^<]*<\/code>/g, ''))) {
    problems.push('an @ followed by a letter')
  }
  return problems
}

describe('text from the service is never a workflow command', () => {
  const expectHarmless = (result: RunResult): void => {
    expect(foreignCommands(result, [KEY, TOKEN])).toEqual([])
    expect(result.stdout).not.toContain('##[')
    expect(Object.keys(result.outputs)).not.toContain('injected')
    expect(Object.keys(result.outputs)).not.toContain('a')
    expect(Object.keys(result.state)).not.toContain('injected')
    if (result.outputs.status !== undefined) {
      expect(result.outputs.status).toMatch(/^[a-z][a-z0-9_-]*$/)
    }
  }

  it('status, id, prLink and error bodies holding commands, while the job runs', async () => {
    // Ids are identifiers now (letters, digits, . _ : -): `::` still passes, and must stay harmless.
    const hostile = { id: 'job::warning::id-pwned', status: INJECT, prLink: INJECT, model: INJECT }
    const svc = await service({
      createJob: () => created(hostile),
      getJob: (r) =>
        r.n === 0
          ? { status: 503, json: { error: INJECT, details: { why: OLD_SYNTAX } } }
          : r.n === 1
            ? ok({ ...hostile, prLink: OLD_SYNTAX })
            : // Not the documented shape: the validator's message quotes the value it received,
              // and the wait ends on it (the same question would get the same answer).
              ok({ ...hostile, source: INJECT })
    })
    const result = await runAgent(svc, { prompt: 'x', timeout: '3s', 'fail-on': 'failed' })
    expect(svc.of('getJob').length).toBeGreaterThanOrEqual(3)
    expectHarmless(result)
    expect(result.code).toBe(1)
    expect(errors(result).join('\n')).toMatch(/not the documented shape/)
    expect(result.outputs.status).toBe('unknown')
    expect(result.outputs['pr-link']).toBe('')
    expect(result.outputs['job-id'] ?? '').not.toMatch(/\n/)
  }, 30_000)

  it('a completed job whose prLink and id are command text', async () => {
    const hostile = { id: 'job::set-output::x', status: 'completed', prLink: OLD_SYNTAX }
    const svc = await service({
      createJob: () => created({ ...hostile, status: 'active', model: OLD_SYNTAX }),
      getJob: () => ok({ ...hostile, model: INJECT, source: { repository: INJECT, ref: INJECT } })
    })
    const result = await runAgent(svc, { prompt: 'x' })
    expectHarmless(result)
    expect(result.code).toBe(0)
    expect(result.outputs.status).toBe('completed')
    expect(result.outputs['pr-link']).toBe('')
  })

  it('an id that is command text is refused as not the documented shape, harmlessly', async () => {
    const svc = await service({ createJob: () => created({ id: '##[set-output name=a]b\n::x' }) })
    const result = await runAgent(svc, { prompt: 'x' })
    expectHarmless(result)
    expect(result.code).toBe(1)
    expect(errors(result).join('\n')).toMatch(
      /not the documented shape \(id: must be an identifier/
    )
  })

  it.each([
    [
      'a 400 whose error and details are commands',
      { status: 400, json: { error: INJECT, details: [OLD_SYNTAX] } }
    ],
    [
      'a 201 that is not JSON',
      { status: 201, headers: { 'content-type': 'text/plain' }, text: INJECT }
    ],
    ['a 201 whose id is not an id', { status: 201, json: { id: INJECT, status: INJECT } }],
    ['a 201 whose source is not an object', { status: 201, json: job({ source: INJECT }) }],
    ['a 502 text page', { status: 502, headers: { 'content-type': 'text/plain' }, text: INJECT }]
  ] as [string, Answer][])('a create answered with %s', async (_, answer) => {
    const svc = await service({ createJob: () => answer })
    const result = await runAgent(svc, { prompt: 'x' })
    expectHarmless(result)
    expect(result.code).toBe(1)
    expect(errors(result).length).toBeGreaterThan(0)
  })

  it('visitors: paths and error bodies holding commands', async () => {
    const svc = await service({
      visitors: (r) =>
        r.n === 0
          ? { status: 503, json: { error: INJECT } }
          : page([INJECT, OLD_SYNTAX, '/ok'], false)
    })
    const result = await runVisitors(svc, { timeout: '20s' })
    expect(foreignCommands(result, [KEY])).toEqual([])
    expect(result.stdout).not.toContain('##[')
    expect(Object.keys(result.outputs)).not.toContain('injected')
    expect(result.code).toBe(0)
    expect(result.outputs.requests).toBe('2')
  }, 30_000)

  it('visitors: a page of the wrong shape quoting commands ends the export harmlessly, at once', async () => {
    const svc = await service({
      // Not the documented shape: the validator's message quotes the value it received.
      visitors: () => ({
        json: { totals: { human: 1, ai: 1, total: 1 }, visitors: [], hasMore: INJECT }
      })
    })
    const result = await runVisitors(svc, { timeout: '20s' })
    expect(foreignCommands(result, [KEY])).toEqual([])
    expect(result.stdout).not.toContain('##[')
    expect(result.code).toBe(1)
    expect(svc.of('visitors')).toHaveLength(1)
    expect(errors(result).join('\n')).toMatch(/not the documented shape/)
  })
})

describe('views: the same defences on the page-view export', () => {
  it('paths holding commands are data; a views page shaped like visitors is refused, no file', async () => {
    const rows = (paths: string[]) => paths.map((path) => ({ path, human: 2, ai: 1, total: 3 }))
    const totals = { human: 6, ai: 3, total: 9 }
    const good = await service({
      views: () => ({
        json: {
          totals: { ...totals, note: INJECT },
          views: rows([INJECT, OLD_SYNTAX, '/ok']),
          hasMore: false
        }
      })
    })
    const result = await runVisitors(good, { metric: 'views', timeout: '20s' })
    expect(foreignCommands(result, [KEY])).toEqual([])
    expect(result.code).toBe(0)
    expect(result.outputs.pages).toBe('3')
    // The file keeps the documented counts of the totals, nothing else the service sent.
    expect(JSON.parse(readFileSync(result.outputs.file!, 'utf8')).totals).toEqual(totals)
    expect(good.of('visitors')).toHaveLength(0)

    // The rows under the other metric's name: not the documented shape of views.
    const wrong = await service({
      views: () => ({ json: { totals, visitors: rows(['/a']), hasMore: false } })
    })
    const refused = await runVisitors(wrong, { metric: 'views' })
    expect(refused.code).toBe(1)
    expect(errors(refused).join('\n')).toMatch(/views/)
    expect(refused.outputs.pages).toBe('0')
    expect(existsSync(join(refused.dir, 'workspace', 'views.json'))).toBe(false)
  }, 60_000)
})

describe('the key echoed by the service', () => {
  it('echoed in prLink, fields and an error body: not in the comment, nor in the state', async () => {
    const gh = await github()
    const echo = { prLink: `see ${KEY}`, model: KEY, source: { repository: KEY, ref: `${KEY}/x` } }
    const svc = await service({
      createJob: () => created(echo),
      getJob: (r) =>
        r.n === 0
          ? { status: 503, json: { error: `bad key ${KEY}`, details: { key: KEY } } }
          : ok({ ...echo, status: r.n < 3 ? `working ${KEY}` : 'completed' })
    })
    const result = await runAgent(
      svc,
      { prompt: 'x', comment: 'true', 'issue-number': '12', timeout: '8s' },
      { gh, event: dispatch }
    )
    expect(result.code).toBe(0)
    expect(gh.comments).toHaveLength(1)
    expect(sentBodies(gh).length).toBeGreaterThanOrEqual(2)
    expect(Object.keys(result.state).length).toBeGreaterThan(0)
    expect(leaks(result, [KEY], gh)).toEqual([])
  }, 30_000)

  it('echoed in the job id: not in the comment (marker included), nor in the state', async () => {
    const gh = await github()
    const id = `job_${KEY}`
    const svc = await service({
      createJob: () => created({ id }),
      getJob: (r) =>
        r.jobId === id
          ? ok({ id, status: r.n < 2 ? 'active' : 'failed' })
          : { status: 404, json: { error: 'Job not found' } }
    })
    const result = await runAgent(
      svc,
      { prompt: 'x', comment: 'true', 'issue-number': '12' },
      { gh, event: dispatch }
    )
    expect(result.code).toBe(1)
    expect(result.outputs.status).toBe('failed')
    expect(gh.comments).toHaveLength(1)
    expect(leaks(result, [KEY], gh)).toEqual([])
  })

  it.each([
    // A cut at 500 (or 80) characters leaves 5 to 10 characters of the key: 'mint_hX7kQ'.
    [
      'an error across the 500th character',
      { status: 400, json: { error: 'a'.repeat(495) + KEY + ' end' } }
    ],
    [
      'an error 10 characters short of the 500th',
      { status: 400, json: { error: 'a'.repeat(490) + KEY } }
    ],
    [
      'a text error across the 500th character',
      { status: 400, headers: { 'content-type': 'text/plain' }, text: 'f'.repeat(490) + KEY }
    ],
    [
      'details across the 500th character',
      { status: 400, json: { error: 'Invalid', details: { d: 'b'.repeat(490) + KEY } } }
    ],
    [
      'a non-JSON body across the 80th character',
      {
        status: 201,
        headers: { 'content-type': 'text/plain' },
        text: 'c'.repeat(70) + KEY + ' tail'
      }
    ],
    ['a 503 across the 500th character', { status: 503, json: { error: 'd'.repeat(492) + KEY } }]
  ] as [string, Answer][])(
    'a create answered with %s: no piece of the key',
    async (_, answer) => {
      const svc = await service({ createJob: () => answer })
      const result = await runAgent(svc, { prompt: 'x', timeout: '3s' })
      expect(result.code).toBe(1)
      expect(errors(result).length).toBeGreaterThan(0)
      expect(leaks(result, [KEY])).toEqual([])
    },
    30_000
  )

  it('visitors: an error body across the 500th character', async () => {
    const svc = await service({
      visitors: () => ({
        status: 400,
        headers: { 'content-type': 'text/plain' },
        text: 'e'.repeat(490) + KEY
      })
    })
    const result = await runVisitors(svc, {})
    expect(result.code).toBe(1)
    expect(leaks(result, [KEY])).toEqual([])
  })
})

describe('the tracking comment and the summary render only our markup', () => {
  const allowed = (pr: string): string[] => [pr, RUN_URL, 'https://github.com/octocat']

  async function runWith(prLink: string, gh: GitHubStandIn) {
    const blank = 'a\n\nb @acme/maintainers ![t](https://evil.example/q.png) <img src=x>'
    const svc = await service({
      createJob: () => created({ status: 'a\n\nb', model: blank }),
      getJob: (r) =>
        ok({
          status: r.n < 2 ? 'a\n\nb' : 'completed',
          prLink: r.n < 2 ? null : prLink,
          model: blank,
          source: { repository: 'a\n\nb', ref: '<script>x</script>\n\n|' }
        })
    })
    return runAgent(
      svc,
      { prompt: 'x', comment: 'true', 'issue-number': '12' },
      { gh, event: dispatch }
    )
  }

  it('a PR link with a mention and an image in its tail', async () => {
    const gh = await github()
    const result = await runWith(
      'https://github.com/a/b/pull/1#)@acme/maintainers![t](https://evil.example/p.png)',
      gh
    )
    const pr = 'https://github.com/a/b/pull/1'
    expect(result.outputs['pr-link']).toBe(pr)
    expect(gh.comments).toHaveLength(1)
    const bodies = sentBodies(gh)
    expect(bodies.length).toBeGreaterThanOrEqual(2)
    for (const body of bodies) expect(commentProblems(body, allowed(pr))).toEqual([])
    expect(gh.comments[0]!.body).toContain(`](${pr})`)
    expect(gh.comments[0]!.body).not.toContain('evil.example')
    expect(summaryProblems(result.summary, allowed(pr))).toEqual([])
  })

  it('a PR on another host shows that host in its link text', async () => {
    const gh = await github()
    const pr = 'https://evil.example/acme/docs/pull/7'
    const result = await runWith(pr, gh)
    expect(result.outputs['pr-link']).toBe(pr)
    const body = gh.comments[0]!.body
    expect(commentProblems(body, allowed(pr))).toEqual([])
    const tree = fromMarkdown(body, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] })
    const links: { url: string; text: string }[] = []
    walk(tree, (node) => {
      if (node.type === 'link') links.push({ url: node.url, text: textOf(node) })
    })
    const prLinks = links.filter((link) => link.url.includes('evil.example'))
    expect(prLinks).toHaveLength(1)
    expect(prLinks[0]!.url).toBe(pr)
    expect(prLinks[0]!.text).toContain('evil.example')
    expect(summaryProblems(result.summary, allowed(pr))).toEqual([])
    const summaryLink = /<a href="https:\/\/evil\.example[^"]*">([^<]*)<\/a>/.exec(result.summary)
    expect(summaryLink?.[1]).toContain('evil.example')
  })

  it('a status, model and source with blank lines keep the summary one HTML table', async () => {
    const svc = await service({
      createJob: () =>
        created({
          status: 'a\n\nb',
          model: 'a\n\nb',
          source: { repository: 'a\n\n\nb', ref: 'c\n \nd' }
        }),
      getJob: () =>
        ok({ status: 'a\n\nb', model: 'a\n\nb', source: { repository: 'a\n\nb', ref: 'c\n\nd' } })
    })
    const result = await runAgent(svc, { prompt: 'x', timeout: '2s', 'fail-on': 'failed' })
    expect(result.code).toBe(0)
    expect(result.summary).toContain('<table>')
    expect(summaryProblems(result.summary, [])).toEqual([])
  })
})

describe('only pull request URLs count as pull requests', () => {
  const link = 'javascript:alert(1)//https://github.com/a/b/pull/1'
  const script = (): Script => ({
    createJob: () => created(),
    getJob: () => ok({ status: 'completed', prLink: link })
  })

  it('a javascript: link is no pull request: pr-link empty, a warning', async () => {
    const result = await runAgent(await service(script()), { prompt: 'x' })
    expect(result.code).toBe(0)
    expect(result.outputs.status).toBe('completed')
    expect(result.outputs['pr-link']).toBe('')
    expect(result.outputs['pr-number']).toBe('')
    expect(result.outputs['pr-repository']).toBe('')
    // Quoted as text at most, never as a link.
    expect(summaryProblems(result.summary, [])).toEqual([])
  })

  it('... and with fail-on: no-pr the step fails', async () => {
    const result = await runAgent(await service(script()), { prompt: 'x', 'fail-on': 'no-pr' })
    expect(result.code).toBe(1)
    expect(result.outputs['pr-link']).toBe('')
    expect(errors(result).join('\n')).toMatch(/without a pull request|not a pull request/)
  })
})
