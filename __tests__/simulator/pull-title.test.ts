// The title of a simulator pull request, as its read-only GitHub answers pulls/get: the first line
// of the job's first prompt, cut to GitHub's shape. A prompt is anyone's text: however it is
// cut, the answer stays JSON that any reader takes as GitHub's (well-formed Unicode, RFC 7493).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startSimulator, type Simulator } from '../../simulator/server.js'

let clock = Date.UTC(2026, 0, 5, 9, 0, 0)
let sim: Simulator

beforeAll(async () => {
  sim = await startSimulator({ now: () => clock, jobDurationMs: 1000, rateLimit: false })
})
afterAll(() => sim.close())

describe('a pull request title cut from a prompt', () => {
  it('is never cut inside a character (no lone surrogate in the JSON GitHub would send)', async () => {
    // 'a' then emoji (two UTF-16 units each): a cut at 80 units falls inside the 40th emoji.
    const prompt = `a${'😀'.repeat(50)} sim:duration=1s`
    const created = await fetch(`${sim.url}/v2/agent/demo/job`, {
      method: 'POST',
      headers: { authorization: 'Bearer mint_pull_title', 'content-type': 'application/json' },
      body: JSON.stringify({ prompt })
    })
    const { id } = (await created.json()) as { id: string }
    clock += 2000
    await fetch(`${sim.url}/v2/agent/demo/job/${id}`, {
      headers: { authorization: 'Bearer mint_pull_title' }
    })
    const [pull] = sim.pulls()
    const response = await fetch(`${sim.url}/_sim/github/repos/acme/docs/pulls/${pull?.number}`, {
      headers: { authorization: 'token ghs_any' }
    })
    const text = await response.text()
    expect(response.status).toBe(200)
    const { title } = JSON.parse(text) as { title: string }
    // A lone surrogate (\ud83d with no low half after it); the failure shows the title's end.
    const lone = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
    const end = JSON.stringify([...title].slice(-2).join(''))
    expect({ end, wellFormed: !lone.test(title) }).toEqual({ end, wellFormed: true })
    expect(title.startsWith(`a${'😀'.repeat(39)}`)).toBe(true)
  })
})
