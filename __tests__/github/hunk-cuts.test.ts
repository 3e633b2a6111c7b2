// A line comment's diff hunk, text and file name are cut to their bounds before they reach the
// prompt: a cut never leaves half of a UTF-16 surrogate pair (a lone half is not text; the body
// of an issue, the change's lists and the context file take the same care). Emoji at each cut.
import { describe, expect, it } from '@jest/globals'
import { reviewEvents } from '../../__fixtures__/events.js'
import type { AgentSettings } from '../../src/agent/settings.js'
import { parseEvent } from '../../src/github/event.js'
import { MAX_LINE_TEXT, completeReviewPlan } from '../../src/github/review.js'
import { MAX_HUNK, cutHunk } from '../../src/github/review-plan.js'
import { planFor, type Plan } from '../../src/github/trigger.js'
import type { UntrustedPart } from '../../src/github/untrusted.js'
import { useGitHubStandIn } from '../support/octokit.js'

/** A UTF-16 code unit of a surrogate pair without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
const ROCKET = '🚀' // two code units: \uD83D\uDE80

/** A hunk of `MAX_HUNK + 1` code units whose kept end would start with the rocket's second half. */
const hunkCutInRocket = (): string => `${ROCKET}${'x'.repeat(MAX_HUNK - 1)}`

describe('cutHunk', () => {
  it('keeps the end of a long hunk without half of the emoji at the cut, and counts what it cut', () => {
    const hunk = hunkCutInRocket()
    expect(hunk.length).toBe(MAX_HUNK + 1)
    // The last MAX_HUNK code units start inside the rocket.
    expect(LONE_SURROGATE.test(hunk.slice(-MAX_HUNK))).toBe(true)
    const cut = cutHunk(hunk)
    expect(LONE_SURROGATE.test(cut)).toBe(false)
    const [said, kept] = cut.split('\n') as [string, string]
    expect(kept).toBe('x'.repeat(MAX_HUNK - 1))
    expect(said).toBe('[… 2 characters of the hunk cut]')
  })

  it('leaves a hunk within MAX_HUNK as it is, and cuts a long one to MAX_HUNK', () => {
    expect(cutHunk(`+${ROCKET}`)).toBe(`+${ROCKET}`)
    const long = `${'y'.repeat(10)}${'z'.repeat(MAX_HUNK)}`
    expect(cutHunk(long)).toBe(`[… 10 characters of the hunk cut]\n${'z'.repeat(MAX_HUNK)}`)
  })
})

const TOKEN = 'ghs_hunk_cuts_token_0123456789'
const REPO = { owner: 'acme', repo: 'docs' }
const PR = 101
const settings = {
  prompt: '',
  label: '',
  onActions: [],
  triggerPhrase: '/docs-agent',
  comment: true
} as unknown as AgentSettings

const world = useGitHubStandIn(TOKEN, (gh) => {
  gh.addPull('acme/docs', { number: PR, headRef: 'docs/x', headSha: 'a'.repeat(40), baseRef: 'main' }) // prettier-ignore
})

/** Every text of the parts a plan sends with a follow-up. */
function partsOf(plan: Plan): string[] {
  if (!plan.act) throw new Error(`expected to act, skipped: ${plan.reason}`)
  return (plan.followUpContext ?? []).flatMap((part: UntrustedPart) => [
    ...part.fields.flat(),
    part.body,
    part.code ?? ''
  ])
}

describe('a line comment with an emoji at each cut', () => {
  const comment = {
    // The 500th code unit of the file name is the rocket's first half.
    path: `docs/${'p'.repeat(494)}${ROCKET}.mdx`,
    line: 12,
    // The MAX_LINE_TEXT-th code unit of the text is the rocket's first half.
    body: `/docs-agent ${'t'.repeat(MAX_LINE_TEXT - 13)}${ROCKET} and more`,
    diffHunk: hunkCutInRocket()
  }

  it('a review sends its hunk, text and file name whole characters only', async () => {
    const stored = world.gh.addReview('acme/docs', PR, {
      login: 'writer',
      state: 'COMMENTED',
      body: '/docs-agent Please fix these.',
      comments: [comment, { ...comment, line: 13 }]
    })
    const event = reviewEvents(stored, PR).review
    const plan = planFor(parseEvent(event.name, event.payload), settings)
    if (!plan.act) throw new Error(plan.reason)
    const texts = partsOf(
      await completeReviewPlan(plan, settings, { octokit: world.octokit, repo: REPO })
    )
    expect(texts.join('\n')).toContain('x'.repeat(MAX_HUNK - 1))
    expect(texts.join('\n')).toContain('t'.repeat(MAX_LINE_TEXT - 13))
    expect(texts.filter((text) => LONE_SURROGATE.test(text))).toEqual([])
  })

  it('a single line comment sends its hunk and file name whole characters only', async () => {
    const stored = world.gh.addReview('acme/docs', PR, {
      login: 'writer',
      state: 'COMMENTED',
      body: '',
      comments: [comment]
    })
    const [line] = reviewEvents(stored, PR).lines
    const plan = planFor(parseEvent(line!.name, line!.payload), settings)
    if (!plan.act) throw new Error(plan.reason)
    const texts = partsOf(
      await completeReviewPlan(plan, settings, { octokit: world.octokit, repo: REPO })
    )
    expect(texts.join('\n')).toContain('x'.repeat(MAX_HUNK - 1))
    expect(texts.filter((text) => LONE_SURROGATE.test(text))).toEqual([])
  })
})
