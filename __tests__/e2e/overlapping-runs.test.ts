// Two runs of one job at once (contract §4.2, §4.6): the run that created the job polls slowly,
// and another run (a `/docs-agent` comment in another concurrency group) sends the next turn in
// between. The first run reports its own turn's result, not the later turn's. The bundled dist/
// runs against the simulator and the GitHub stand-in over real HTTP.
import { describe, expect, it } from '@jest/globals'
import { commentEvent, issuesEvent } from '../../__fixtures__/events.js'
import type { RunResult } from '../../scripts/local-runner.js'
import { BOT, useSimulatedWorld } from '../support/simulated-world.js'

const KEY = 'mint_ovl_Jd8Wq3Nz5Rk2Tb'
const TOKEN = 'ghs_Ovl4Hx7Pm2Vc9Lq'

const world = useSimulatedWorld({ key: KEY, github: { token: TOKEN } })

const messages = () => world.sim.requests.filter((r) => r.route === 'sendMessage')

async function until(condition: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms
  while (!condition()) {
    if (Date.now() > end) throw new Error('the condition did not hold in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/**
 * Run A creates the job (a 3 s turn) and polls every 8 s; once its tracking comment is there, run
 * B sends `followUp`, polling fast, so B's turn starts between A's polls.
 */
async function overlap(
  followUp: string,
  aInputs: Record<string, string> = {},
  bInputs: Record<string, string> = {}
) {
  const a = world.run(issuesEvent('labeled', 'maintainer', { label: 'docs' }), {
    label: 'docs',
    comment: 'true',
    prompt: 'Write the docs. sim:duration=3000ms',
    'poll-interval': '8s',
    'max-poll-interval': '8s',
    ...aInputs
  })
  await until(() => world.gh.comments.some((c) => c.issue === 12 && c.login === BOT))
  const b = world.run(commentEvent(`/docs-agent ${followUp}`, 'writer', { id: 701 }), {
    comment: 'true',
    'poll-interval': '250ms',
    'max-poll-interval': '250ms',
    ...bInputs
  })
  const [ra, rb] = await Promise.all([a, b])
  return { ra, rb }
}

/** B waited for A's turn to end, and saw it complete, before it sent its own. */
const sawFirstTurnEnd = (rb: RunResult) => /the earlier turn ended \(completed\)/.test(rb.stdout)

describe('a run whose turn another run followed up', () => {
  it('reports its own completed turn when the later turn fails', async () => {
    const { ra, rb } = await overlap('Now break it. sim:outcome=failed sim:duration=300ms')
    expect(sawFirstTurnEnd(rb)).toBe(true)
    expect(messages()).toHaveLength(1)
    expect(rb.outputs.status).toBe('failed')
    expect(ra.code).toBe(0)
    expect(ra.outputs).toMatchObject({ status: 'completed', 'timed-out': 'false' })
    expect(ra.outputs['pr-link']).toMatch(/^https:\/\/github\.com\/acme\/docs\/pull\/\d+$/)
    const body = world.gh.comments.find((c) => c.issue === 12 && c.login === BOT)!.body
    expect(body).toMatch(/\| 1 \| [^|]+ \| \[maintainer\][^|]*\| ✅ pull request \|/)
    expect(body).toMatch(/\| 2 \| [^|]+ \| \[writer\][^|]*\| ❌ failed \|/)
  }, 60_000)

  it('ends when its turn ended, not at its timeout, when the later turn is long', async () => {
    const { ra, rb } = await overlap(
      'Take your time. sim:duration=60s',
      { timeout: '30s' },
      { timeout: '10s', 'fail-on': 'failed' }
    )
    expect(sawFirstTurnEnd(rb)).toBe(true)
    expect(ra.code).toBe(0)
    expect(ra.outputs).toMatchObject({ status: 'completed', 'timed-out': 'false' })
    expect(ra.outputs['pr-link']).toMatch(/^https:\/\/github\.com\/acme\/docs\/pull\/\d+$/)
  }, 90_000)
})
