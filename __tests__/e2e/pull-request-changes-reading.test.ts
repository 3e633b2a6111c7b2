// Found by an attack, kept as a test. What include-changes reads of a code pull request and the
// prompt it builds from it, against GitHub as it is: an event whose counts are behind the pull
// request (more was pushed before the run started), and a body at GitHub's limit written in
// characters outside the Basic Multilingual Plane. End to end: dist/index.js as a runner runs it,
// the simulator as the service, the GitHub stand-in over real HTTP.
import { describe, expect, it } from '@jest/globals'
import { PUSH_AFTER, pullRequestEvent } from '../../__fixtures__/events.js'
import { useSimulatedWorld } from '../support/simulated-world.js'

const KEY = 'mint_reading_Hx5Wd9Kp3Qa7'
const TOKEN = 'ghs_Reading8Mv4Rt6Zn1'
/** The design limit on a prompt's length (docs/code-changes.md). */
const PROMPT_DESIGN_LIMIT = 100_000

const world = useSimulatedWorld({ key: KEY, github: { token: TOKEN } })

const prompts = () =>
  world.sim.requests
    .filter((r) => r.route === 'createJob' || r.route === 'sendMessage')
    .map((r) => String((r.body as { prompt?: unknown }).prompt))
const commits = [{ sha: 'a1'.padEnd(40, '0'), message: 'Add the API', login: 'writer' }]

describe('reading a code pull request', () => {
  it('a pull request with more files than its event counts is not skipped on the files of the counted pages alone', async () => {
    world.gh.addPull('acme/docs', { number: 34, headRef: 'feature', headSha: PUSH_AFTER, baseRef: 'main', author: 'writer' }) // prettier-ignore
    // The event counted 5 files; by the time the run reads, the pull request has 150, and the
    // one changes-paths asks about is the 121st.
    const files = Array.from({ length: 150 }, (_, i) => ({
      filename: i === 120 ? 'src/api.ts' : `test/fixtures/case-${i}.json`,
      additions: 1,
      patch: '@@ -0,0 +1 @@\n+x'
    }))
    world.gh.setPullChanges('acme/docs', 34, { commits, files })
    const result = await world.run(
      pullRequestEvent('opened', 'writer', undefined, { commits: 1, changedFiles: 5 }),
      {
        'include-changes': 'true',
        'changes-paths': 'src/**',
        prompt: 'Document this change. sim:duration=100ms'
      }
    )
    expect(result.code).toBe(0)
    expect(result.outputs.skipped).toBe('false')
    expect(prompts()).toHaveLength(1)
  }, 60_000)

  it('a body at GitHub’s limit of 65,536 characters, every one an emoji, keeps the prompt within the length designed for', async () => {
    world.gh.addPull('acme/docs', { number: 34, headRef: 'feature', headSha: PUSH_AFTER, baseRef: 'main', author: 'writer' }) // prettier-ignore
    world.gh.setPullChanges('acme/docs', 34, {
      commits,
      files: [{ filename: 'src/api.ts', additions: 1, patch: '@@ -0,0 +1 @@\n+x' }]
    })
    const result = await world.run(
      pullRequestEvent('opened', 'writer', undefined, {
        commits: 1,
        changedFiles: 1,
        // 65,536 characters as GitHub counts them; each is two UTF-16 code units.
        body: '🚀'.repeat(65_536)
      }),
      { 'include-changes': 'true', prompt: 'Document this change. sim:duration=100ms' }
    )
    expect(result.code).toBe(0)
    expect(prompts()).toHaveLength(1)
    expect(prompts()[0]!.length).toBeLessThan(PROMPT_DESIGN_LIMIT)
  }, 60_000)
})
