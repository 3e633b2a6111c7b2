// Found by an attack, kept as a test. dry-run's `prompt` output: "at most 64 KiB, redacted" (README), and secrets are "redacted from
// every string before it is cut to length" (design §4.9). Cut first, a key that straddles the
// 64 KiB boundary leaves its first characters in the output, too few for the 8-character rule.
import { describe, expect, it } from '@jest/globals'
import { KEY, runAgent, usePreloadedAgent } from '../support/in-process-agent.js'

usePreloadedAgent()

describe('the dry-run prompt output of a prompt longer than 64 KiB', () => {
  it('holds no part of the key cut at its end (redacted before it is cut)', async () => {
    // A prompt (say, a pasted log) that holds the key just where the output is cut.
    const prompt = `${'x'.repeat(64 * 1024 - 7)}${KEY} and more text after it`
    const result = await runAgent({
      inputs: { prompt, 'dry-run': 'true' },
      service: () => ({ status: 500, body: {} })
    })
    expect(result.service).toEqual([])
    const output = result.outputs.prompt ?? ''
    expect(output.length).toBeGreaterThan(60_000)
    expect(output.endsWith(KEY.slice(0, 7))).toBe(false)
  })
})
