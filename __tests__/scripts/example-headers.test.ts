// Every example says at its top what a person copying it needs to set up: the events it runs on,
// the secrets and variables it reads, and the permissions it grants its jobs, each of them named
// there, so that nothing the workflow uses is a surprise after the copy.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { parse } from 'yaml'

const DIR = 'examples'
const files = readdirSync(DIR).filter((name) => name.endsWith('.yml'))

/** The comment lines before the first line of YAML, without their `# `. */
function header(text: string): string {
  const lines: string[] = []
  for (const line of text.split('\n')) {
    if (!line.startsWith('#')) break
    lines.push(line.replace(/^# ?/, ''))
  }
  return lines.join('\n')
}

/** The header's `Name:` entry, with its continuation lines (indented). */
function entry(head: string, name: string): string | undefined {
  const match = new RegExp(`^${name}:(.*(?:\\n {2,}.*)*)`, 'm').exec(head)
  return match?.[1]
}

interface Workflow {
  on: Record<string, unknown> | string | string[]
  permissions?: Record<string, string>
  jobs: Record<string, { permissions?: Record<string, string> | string }>
}

describe.each(files)('examples/%s', (file) => {
  const text = readFileSync(join(DIR, file), 'utf8')
  const head = header(text)
  const workflow = parse(text) as Workflow

  it('names every event it runs on', () => {
    const events =
      typeof workflow.on === 'string'
        ? [workflow.on]
        : Array.isArray(workflow.on)
          ? workflow.on
          : Object.keys(workflow.on)
    const said = entry(head, 'Events') ?? ''
    for (const event of events) expect(said).toContain(event)
  })

  it('names every secret and variable it reads', () => {
    const secrets = [...new Set([...text.matchAll(/secrets\.([A-Z0-9_]+)/g)].map((m) => m[1]!))]
    const variables = [...new Set([...text.matchAll(/vars\.([A-Z0-9_]+)/g)].map((m) => m[1]!))]
    const saidSecrets = entry(head, 'Secrets') ?? ''
    const saidVariables = entry(head, 'Variables') ?? ''
    for (const secret of secrets.filter((s) => s !== 'GITHUB_TOKEN')) {
      expect(saidSecrets).toContain(secret)
    }
    for (const variable of variables) expect(saidVariables).toContain(variable)
    expect(entry(head, 'Secrets')).toBeDefined()
    expect(entry(head, 'Variables')).toBeDefined()
  })

  it('names every permission it grants', () => {
    const granted = new Set<string>()
    for (const scope of [
      workflow.permissions,
      ...Object.values(workflow.jobs).map((job) => job.permissions)
    ]) {
      if (scope && typeof scope === 'object') {
        for (const [name, level] of Object.entries(scope)) granted.add(`${name}: ${level}`)
      }
    }
    const said = entry(head, 'Permissions') ?? ''
    expect(entry(head, 'Permissions')).toBeDefined()
    for (const permission of granted) expect(said).toContain(permission)
  })
})
