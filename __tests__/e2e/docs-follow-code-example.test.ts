// Found by an attack, kept as a test. examples/docs-follow-code.yml as a repository copies it,
// against the pull requests such a repository gets: Dependabot's. GitHub runs a workflow for a
// pull request Dependabot opened (and for its rebases, `synchronize`) without the repository's
// secrets, so `api-key` is empty. The example's job must not then fail its check on every such
// pull request: its `if:` leaves them out, or the action skips them (a bot not in allowed-users
// acts for nobody) instead of failing on the missing key. End to end: dist/index.js with the
// example's inputs, the simulator as the service, the GitHub stand-in over real HTTP.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import { parse } from 'yaml'
import { PUSH_AFTER, pullRequestEvent } from '../../__fixtures__/events.js'
import { useSimulatedWorld } from '../support/simulated-world.js'

const KEY = 'mint_example_Jk4Nb8Qw2Xs6'
const TOKEN = 'ghs_Example3Fm7Hv1Pd5'
const world = useSimulatedWorld({ key: KEY, github: { token: TOKEN } })

interface Step {
  uses?: string
  with?: Record<string, unknown>
}
const example = parse(readFileSync('examples/docs-follow-code.yml', 'utf8')) as {
  jobs: { docs: { if?: string; steps: Step[] } }
}
const job = example.jobs.docs
const step = job.steps.find((s) => s.uses?.includes('docs-agent-action')) as Step
/** The example's inputs, but those that name secrets or variables. */
const inputs = Object.fromEntries(
  Object.entries(step.with ?? {})
    .filter(([, value]) => !String(value).includes('${{'))
    .map(([name, value]) => [name, String(value)])
)

describe('examples/docs-follow-code.yml and Dependabot', () => {
  it.each(['opened', 'synchronize'])(
    "a pull request by Dependabot (%s) is left out by the job's if:, or skipped by the step, not failed",
    async (action) => {
      world.gh.addPull('acme/docs', { number: 34, headRef: 'dependabot/npm_and_yarn/lodash-4.17.21', headSha: PUSH_AFTER, baseRef: 'main', author: 'dependabot[bot]' }) // prettier-ignore
      const leftOutByIf = /dependabot/i.test(job.if ?? '')
      // As GitHub runs it for Dependabot: no repository secrets.
      const result = await world.run(
        pullRequestEvent(action, 'dependabot[bot]', undefined, { commits: 1, changedFiles: 1 }),
        { ...inputs, 'api-key': '', 'pr-token': '' }
      )
      expect(leftOutByIf || result.code === 0).toBe(true)
    },
    30_000
  )
})
