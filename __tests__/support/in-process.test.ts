// The in-process step harness (support/in-process.ts) itself: it changes process.env,
// process.stdout.write and process.exitCode for the length of a step, and must leave none of
// them changed for the next test in the same worker, whatever the step did, failing included.
import { describe, expect, it } from '@jest/globals'
import { asStep } from './in-process.js'

describe('asStep', () => {
  it('a step that failed and then threw leaves no failure behind for the next step', async () => {
    // A run that called core.setFailed, then was cut short by the virtual clock's limit (or any
    // error of the harness around it).
    await expect(
      asStep(async () => {
        process.exitCode = 1
        throw new Error('Still not done after 86400000 ms of virtual time.')
      })
    ).rejects.toThrow('Still not done')
    // The next step, in the same worker, does nothing wrong.
    const next = await asStep(async () => {})
    expect(next.failed).toBe(false)
    expect(process.exitCode).toBeUndefined()
  })

  it('puts back the environment and stdout after a step that threw', async () => {
    const before = { output: process.env.GITHUB_OUTPUT, state: process.env.GITHUB_STATE }
    const write = process.stdout.write
    await expect(
      asStep(async () => {
        throw new Error('boom')
      })
    ).rejects.toThrow('boom')
    expect(process.stdout.write).toBe(write)
    expect({ output: process.env.GITHUB_OUTPUT, state: process.env.GITHUB_STATE }).toEqual(before)
  })
})
