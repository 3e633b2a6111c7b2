// .env.example holds the inputs `npm run local-action` runs the agent action with: every input of
// action.yml, once, in its order, at its default but for the demo values that aim it at the
// simulator. `npm run docs` writes it from action.yml; scripts/local-action.js reads it with
// util.parseEnv (its run against the simulator: local-action.test.ts).
import { readFileSync } from 'node:fs'
import { parseEnv } from 'node:util'
import { describe, expect, it } from '@jest/globals'
import { DEMO, envExample } from '../../scripts/env-example.js'
import { actionMetadata } from '../../scripts/local-runner.js'

const text = readFileSync('.env.example', 'utf8')
const inputs = actionMetadata('.').inputs ?? {}

describe('.env.example', () => {
  it('lists every input of action.yml exactly once, in its order, as INPUT_<NAME> upper-cased', () => {
    const listed = [...text.matchAll(/^INPUT_([^=]*)=/gm)].map((match) => match[1] ?? '')
    expect(listed).toEqual(Object.keys(inputs).map((name) => name.toUpperCase()))
  })

  it('gives each input its action.yml default, but for the demo values, as parseEnv reads it', () => {
    const env = parseEnv(text)
    const values = Object.fromEntries(
      Object.keys(inputs).map((name) => [name, env[`INPUT_${name.toUpperCase()}`]])
    )
    const expected = Object.fromEntries(
      Object.entries(inputs).map(([name, spec]) => [name, DEMO[name] ?? spec.default ?? ''])
    )
    expect(values).toEqual(expected)
  })

  it('aims local-action at the simulator, with a key and a project for the required inputs', () => {
    const env = parseEnv(text)
    for (const [name, spec] of Object.entries(inputs)) {
      if (spec.required)
        expect([name, env[`INPUT_${name.toUpperCase()}`]]).toEqual([name, DEMO[name]])
    }
    // local-action.test.ts puts its simulator's address in place of this one.
    expect(env['INPUT_API-URL']).toBe('http://127.0.0.1:4010')
    expect(env['GITHUB_API_URL']).toBe('http://127.0.0.1:4010/_sim/github')
    expect(env['INPUT_PROMPT']).toMatch(/ sim:outcome=pr sim:duration=3s$/)
    expect(env['ACTIONS_STEP_DEBUG']).toBe('true')
    expect(env['GITHUB_REPOSITORY']).toBe('acme/docs')
  })

  it('is what npm run docs writes from action.yml (docs:check fails otherwise)', () => {
    expect(text).toBe(envExample(inputs))
  })

  it('quotes a default that parseEnv would cut, and refuses one it cannot read back', () => {
    const tricky = { a: { default: 'x # y' }, b: { default: ' padded ' } }
    const env = parseEnv(envExample(tricky))
    expect([env['INPUT_A'], env['INPUT_B']]).toEqual(['x # y', ' padded '])
    expect(() => envExample({ ...tricky, d: { default: 'two\nlines' } })).toThrow(
      /input 'd'.*cannot be written/
    )
  })
})
