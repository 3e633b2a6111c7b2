// Attacks on the workflow lint (scripts/lint-workflows.js, scripts/workflow-safety.js): `npm run
// lint` must fail on any `${{ … }}` inside a `run:` script or a github-script `script:` in
// examples/, .github/workflows/ and the README's YAML snippets, and on a whole workflow without
// `permissions:`. Each test is a form of bypass, some of which the lint once let through: all
// are kept so that they stay caught.
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { markdownFindings, workflowFindings } from '../../scripts/lint-workflows.js'
import { injectionFindings } from '../../scripts/workflow-safety.js'

const TITLE = '${{ github.event.issue.title }}'
const F = '```'

/** A README with one fenced snippet. */
const readme = (snippet: string, fence = `${F}yaml`, close = F): string =>
  `# Example\n\nText.\n\n${fence}\n${snippet}${close}\n`

const kinds = (findings: { kind: string }[]): string[] => findings.map((f) => f.kind)

describe('YAML aliases (GitHub Actions resolves anchors since 2025-09)', () => {
  it('a README list of steps whose run: is an alias of a script with an expression', async () => {
    const snippet = `- name: Echo\n  env:\n    SCRIPT: &script echo "${TITLE}"\n  run: *script\n`
    expect(kinds(await markdownFindings(readme(snippet), 'README.md'))).toContain(
      'script-injection'
    )
  })

  it('a README single step whose run: is an alias of its own name', async () => {
    const snippet = `name: &s echo "${TITLE}"\nrun: *s\n`
    expect(kinds(await markdownFindings(readme(snippet), 'README.md'))).toContain(
      'script-injection'
    )
  })

  it('a README job whose step runs an alias defined in the job env', async () => {
    const snippet = `runs-on: ubuntu-latest\nenv:\n  S: &s echo "${TITLE}"\nsteps:\n  - run: *s\n`
    expect(kinds(await markdownFindings(readme(snippet), 'README.md'))).toContain(
      'script-injection'
    )
  })

  it('a README github-script step whose script: is an alias', async () => {
    const snippet =
      `- uses: actions/github-script@v7\n  env:\n    X: &js console.log("${TITLE}")\n` +
      `  with:\n    script: *js\n`
    expect(kinds(await markdownFindings(readme(snippet), 'README.md'))).toContain(
      'script-injection'
    )
  })

  it('a README github-script step whose uses: is an alias', async () => {
    const snippet =
      `- uses: &gs actions/github-script@v7\n  with:\n    script: console.log(1)\n` +
      `- uses: *gs\n  with:\n    script: console.log("${TITLE}")\n`
    expect(kinds(await markdownFindings(readme(snippet), 'README.md'))).toContain(
      'script-injection'
    )
  })

  it('in a whole workflow the injection rule finds the alias itself, not only actionlint', async () => {
    const workflow =
      `on: issues\npermissions: {}\njobs:\n  a:\n    runs-on: ubuntu-latest\n` +
      `    env:\n      SCRIPT: &script echo "${TITLE}"\n    steps:\n      - run: *script\n`
    expect(kinds(injectionFindings(workflow, 'w.yml'))).toContain('script-injection')
    expect(kinds(await workflowFindings(workflow, 'w.yml'))).toContain('script-injection')
  })
})

describe('the shell of a job', () => {
  it('jobs.<id>.defaults.run.shell with an event field (the runner runs that command line)', async () => {
    // `shell: bash -c "<title>" {0}` hands the issue title to bash as code; jobs.<id>.defaults.run
    // accepts the github context (actionlint's own context table), step-level shell: does not.
    const workflow =
      `on: issues\npermissions: {}\njobs:\n  a:\n    runs-on: ubuntu-latest\n` +
      `    defaults:\n      run:\n        shell: bash -c "${TITLE}" {0}\n` +
      `    steps:\n      - run: echo ok\n`
    expect(await workflowFindings(workflow, 'w.yml')).not.toEqual([])
  })

  it('the same in a README job snippet', async () => {
    const snippet =
      `runs-on: ubuntu-latest\ndefaults:\n  run:\n    shell: bash -c "${TITLE}" {0}\n` +
      `steps:\n  - run: echo hi\n`
    expect(await markdownFindings(readme(snippet), 'README.md')).not.toEqual([])
  })

  it('a docker:// step whose args: hand an event field to /bin/sh -c', async () => {
    // The same class as run: (the runner splits args: into the container's command line), which
    // neither the rule nor actionlint looks at.
    const workflow =
      `on: issues\npermissions: {}\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n` +
      `      - uses: docker://alpine:3.20\n        with:\n          entrypoint: /bin/sh\n` +
      `          args: -c "echo ${TITLE}"\n`
    expect(await workflowFindings(workflow, 'w.yml')).not.toEqual([])
  })

  it('step-level shell: with an expression is found (actionlint: no context there)', async () => {
    const workflow =
      `on: issues\npermissions: {}\njobs:\n  a:\n    runs-on: ubuntu-latest\n` +
      `    steps:\n      - run: echo ok\n        shell: bash -c "${TITLE}" {0}\n`
    expect(await workflowFindings(workflow, 'w.yml')).not.toEqual([])
  })
})

describe('where the lint looks', () => {
  it('npm run lint fails on an example in a folder under examples/', () => {
    // A copy of the repository's lint in a scratch tree (scripts, every action.yml, a README with
    // no snippet, node_modules linked), with one bad example in examples/advanced/.
    const root = mkdtempSync(join(tmpdir(), 'attack-lint-'))
    try {
      for (const dir of ['scripts', 'visitors', 'analytics', 'examples/advanced']) {
        mkdirSync(join(root, dir), { recursive: true })
      }
      for (const file of [
        'scripts/lint-workflows.js',
        'scripts/workflow-safety.js',
        'scripts/local-runner.js',
        'action.yml',
        'visitors/action.yml',
        'analytics/action.yml',
        'package.json'
      ]) {
        copyFileSync(file, join(root, file))
      }
      symlinkSync(join(process.cwd(), 'node_modules'), join(root, 'node_modules'))
      writeFileSync(join(root, 'README.md'), '# Scratch\n\nNo snippets.\n')
      writeFileSync(
        join(root, 'examples/advanced/echo-title.yml'),
        `name: Echo\non: issues\njobs:\n  a:\n    runs-on: ubuntu-latest\n` +
          `    steps:\n      - run: echo "${TITLE}"\n`
      )
      const result = spawnSync(process.execPath, [join(root, 'scripts/lint-workflows.js')], {
        cwd: root,
        encoding: 'utf8',
        timeout: 120_000
      })
      expect(result.status).toBe(1)
      expect(result.stdout).toContain('examples/advanced/echo-title.yml')
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  }, 150_000)
})

describe('forms the lint catches (held)', () => {
  it.each([
    ['a flow mapping', `- {name: x, run: "echo ${TITLE}"}\n`],
    ['a block scalar with an indentation indicator', `- run: |2-\n      echo "${TITLE}"\n`],
    [
      '${{ split across lines of a literal block',
      '- run: |\n    echo "${{\n      github.event.issue.title }}"\n'
    ],
    [
      '${{ split across lines of a plain scalar',
      '- run: echo ${{\n    github.event.issue.title }}\n'
    ],
    ['a YAML escape for $', '- run: "echo \\x24{{ github.event.issue.title }}"\n'],
    [
      'a double-quoted line continuation',
      '- run: "echo $\\\n    {{ github.event.issue.title }}"\n'
    ],
    ['a tab after the key', `- run:\techo "${TITLE}"\n`],
    ['a quoted key', `- "run": echo "${TITLE}"\n`],
    ['CRLF line ends', `- run: |\r\n    echo "${TITLE}"\r\n`],
    ['a comment line inside the script', `- run: |\n    # ${TITLE}\n    echo hi\n`],
    [
      'github-script in upper case',
      `- uses: Actions/GitHub-Script@v7\n  with:\n    script: console.log("${TITLE}")\n`
    ]
  ])('a README snippet with %s', async (_name, snippet) => {
    // prettier-ignore
    const findings = await markdownFindings(readme(snippet), 'README.md')
    expect(findings.length).toBeGreaterThan(0)
  })

  it.each([
    ['~~~yaml', '~~~yaml', '~~~'],
    ['```yml', `${F}yml`, F],
    ['```YAML', `${F}YAML`, F],
    ['```yaml with a title', `${F}yaml title="ci.yml"`, F]
  ])('a fence written %s', async (_name, fence, close) => {
    const findings = await markdownFindings(
      readme(`- run: echo "${TITLE}"\n`, fence, close),
      'R.md'
    )
    expect(kinds(findings)).toContain('script-injection')
  })

  it.each([
    ['indented in a list', `- item\n\n  ${F}yaml\n  - run: echo "${TITLE}"\n  ${F}\n`],
    [
      'nested two lists deep',
      `- a\n\n  - b\n\n    ${F}yaml\n    - run: echo "${TITLE}"\n    ${F}\n`
    ],
    ['in a blockquote', `> ${F}yaml\n> - run: echo "${TITLE}"\n> ${F}\n`],
    [
      'in <details>',
      `<details>\n<summary>x</summary>\n\n${F}yaml\n- run: echo "${TITLE}"\n${F}\n\n</details>\n`
    ]
  ])('a snippet %s', async (_name, markdown) => {
    expect(kinds(await markdownFindings(markdown, 'R.md'))).toContain('script-injection')
  })

  it.each([
    ['a multi-document snippet', `- run: echo ok\n---\n- run: echo "${TITLE}"\n`],
    [
      'a composite action',
      `runs:\n  using: composite\n  steps:\n    - run: echo "\${{ inputs.x }}"\n      shell: bash\n`
    ],
    [
      'a bare map of jobs',
      `docs:\n  runs-on: ubuntu-latest\n  steps:\n    - run: echo "${TITLE}"\n`
    ]
  ])('%s is reported as a snippet the lint cannot read', async (_name, snippet) => {
    expect(await markdownFindings(readme(snippet), 'README.md')).not.toEqual([])
  })

  it.each([
    ['a reusable workflow', `on:\n  workflow_call:\n    inputs:\n      t:\n        type: string\npermissions: {}\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo "\${{ inputs.t }}"\n`],
    ['a multi-document file', `on: issues\npermissions: {}\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ok\n---\non: issues\njobs:\n  b:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo "${TITLE}"\n`],
    ['a merge key (GitHub does not support them)', `on: issues\npermissions: {}\njobs:\n  a:\n    runs-on: ubuntu-latest\n    env:\n      X: &base {run: "echo ${TITLE}"}\n    steps:\n      - <<: *base\n        name: x\n`],
    ['permissions: with no value', `on: issues\npermissions:\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ok\n`],
    ['workflow-level defaults.run.shell', `on: issues\npermissions: {}\ndefaults:\n  run:\n    shell: bash -c "${TITLE}" {0}\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ok\n`]
  ])('a whole workflow with %s fails the lint', async (_name, workflow) => {
    expect(await workflowFindings(workflow, 'w.yml')).not.toEqual([])
  }) // prettier-ignore
})
