// Found by an attack, kept as a test: each line comment goes with the diff hunk it
// was written on, so that the agent sees the lines the reviewer saw. The hunk is file content, not
// a comment's text: nothing in it is hidden from the reviewer. Yet the prompt runs it through the
// filter for hidden comment text (untrusted.ts stripHidden): a documentation hunk that opens an
// HTML comment (`<!--`) closed below the commented line loses every line after it, the commented
// line included; a context line that is a markdown link reference definition (` [x]: https://…`)
// is dropped.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { reviewEvents } from '../../__fixtures__/events.js'
import { systemClock } from '../../src/api/clock.js'
import { BOUNDS } from '../../src/bounds.js'
import { parseEvent } from '../../src/github/event.js'
import { gitHubBounds, loadOctokit, type Octokit } from '../../src/github/octokit.js'
import { completeReviewPlan } from '../../src/github/review.js'
import { planFor, type Plan } from '../../src/github/trigger.js'
import { composePrompt } from '../../src/github/untrusted.js'
import { startGitHubStandIn, type GitHubStandIn } from '../support/github-standin.js'
import { agentSettings } from '../support/settings.js'

const TOKEN = 'ghs_review_hunk_token_0123456789'
const REPO = { owner: 'acme', repo: 'docs' }
const PR = 101

const settings = agentSettings()

let gh: GitHubStandIn
let octokit: Octokit

beforeEach(async () => {
  gh = await startGitHubStandIn({ tokens: { [TOKEN]: { login: 'github-actions[bot]' } } })
  gh.addPull('acme/docs', {
    number: PR,
    headRef: 'docs/x',
    headSha: 'a'.repeat(40),
    baseRef: 'main'
  })
  const bounds = gitHubBounds(BOUNDS, {
    signal: new AbortController().signal,
    deadline: Date.now() + 600_000,
    clock: systemClock
  })
  octokit = await loadOctokit(TOKEN, bounds, { GITHUB_API_URL: gh.url })
})
afterEach(async () => {
  await gh.close()
})

async function planOf(event: { name: string; payload: unknown }): Promise<Plan> {
  const plan = planFor(parseEvent(event.name, event.payload), settings)
  if (!plan.act) return plan
  return completeReviewPlan(plan, settings, { octokit, repo: REPO })
}

/** The prompt a plan sends as a follow-up. */
function followUpPrompt(plan: Plan): string {
  if (!plan.act) throw new Error(`expected to act, skipped: ${plan.reason}`)
  return composePrompt(plan.instruction, plan.followUpContext ?? [], 'n0nce')
}

// A page of documentation with an HTML comment around a block the reviewer comments on; and
// one whose links are reference-style.
const COMMENTED_OUT = [
  '@@ -10,4 +10,6 @@ ## Install',
  ' Run the installer.',
  '+<!-- Hidden until 2.0 ships:',
  '+Use `acme install --beta` to try the new installer.'
].join('\n')
const REFERENCES = [
  '@@ -20,3 +20,3 @@',
  ' See [the API][api] for details.',
  ' [api]: https://docs.acme.example/api-v1',
  '-Old sentence.',
  '+New sentence.'
].join('\n')

describe('a review’s line comments go with the hunk they were written on', () => {
  it('sends every line of each hunk, HTML comment openers and link definitions included', async () => {
    const stored = gh.addReview('acme/docs', PR, {
      login: 'writer',
      state: 'COMMENTED',
      body: '',
      comments: [
        {
          path: 'docs/install.mdx',
          line: 12,
          body: '/docs-agent Say 2.0 is out: drop the comment.',
          diffHunk: COMMENTED_OUT
        },
        {
          path: 'docs/api.mdx',
          line: 22,
          body: '/docs-agent Point the reference at api-v2.',
          diffHunk: REFERENCES
        }
      ]
    })
    const prompt = followUpPrompt(await planOf(reviewEvents(stored, PR).review))
    expect(prompt).toContain('+Use `acme install --beta` to try the new installer.')
    expect(prompt).toContain(' [api]: https://docs.acme.example/api-v1')
  })

  it('a single line comment sends its whole hunk too', async () => {
    const stored = gh.addReview('acme/docs', PR, {
      login: 'writer',
      state: 'COMMENTED',
      body: '',
      comments: [
        {
          path: 'docs/install.mdx',
          line: 12,
          body: '/docs-agent Say 2.0 is out: drop the comment.',
          diffHunk: COMMENTED_OUT
        }
      ]
    })
    const [line] = reviewEvents(stored, PR).lines
    const prompt = followUpPrompt(await planOf(line!))
    expect(prompt).toContain('+Use `acme install --beta` to try the new installer.')
  })
})
