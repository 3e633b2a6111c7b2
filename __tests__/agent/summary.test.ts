// The job summary's Instruction (src/agent/summary.ts): the instruction as sent, shown through
// the agent's redaction (src/sinks/for-agent.ts) as well as the summary's own. A run's own
// instruction is sent as the workflow wrote it, and an expression may have put an issue's text
// in it: a token there, in any form the agent's redaction finds, is not shown.
import { describe, expect, it } from '@jest/globals'
import { jobSummary, type SummaryView } from '../../src/agent/summary.js'

const GHP = `ghp_${'Zx9Yw8Vu7Ts6Rq5Po4Nm3Lk2Ji1Hg0FeDcBa'}`

const view = (instruction: string): SummaryView => ({
  outcome: 'completed',
  job: { id: 'job_1', status: 'completed', model: 'm1', prLink: null },
  status: 'completed',
  pr: undefined,
  durationMs: 1000,
  waited: true,
  message: '',
  instruction
})

describe('the job summary’s instruction', () => {
  it.each([
    ['as it is', `Use ${GHP} to read the repo.`],
    ['in base64', `Use ${Buffer.from(GHP).toString('base64')} to read the repo.`],
    ['with a zero-width space inside', `Use ${GHP.slice(0, 9)}\u200b${GHP.slice(9)} to read.`],
    ['split over its first two lines', `Use ${GHP.slice(0, 14)}\n${GHP.slice(14)} to read.`]
  ])('shows no GitHub token written %s, in its title or its text', (_form, instruction) => {
    const html = String(jobSummary(view(instruction)))
    const random = GHP.slice(4)
    for (let i = 0; i + 8 <= random.length; i++) expect(html).not.toContain(random.slice(i, i + 8))
    expect(html).not.toContain(Buffer.from(GHP).toString('base64').slice(4, 16))
    expect(html).toMatch(/<summary><code>Use \*\*\*/)
    expect(html).toContain('to read')
  })

  it('shows an instruction without secrets as it was sent', () => {
    const html = String(jobSummary(view('Document the new flag.\nKeep it short.')))
    expect(html).toContain('<summary><code>Document the new flag.</code></summary>')
    expect(html).toContain('Keep it short.')
  })
})
