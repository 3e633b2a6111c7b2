// One follow-up per pull request review: a review's event, and the events of its line comments,
// planned against what GitHub says the review holds. Octokit (as loadOctokit makes it) talks over
// real HTTP to the GitHub stand-in, which keeps each review with its line comments and pages them
// as GitHub does.
import { describe, expect, it } from '@jest/globals'
import { reviewEvents, type SubmittedReview } from '../../__fixtures__/events.js'
import type { AgentSettings } from '../../src/agent/settings.js'
import { parseEvent } from '../../src/github/event.js'
import type { Octokit } from '../../src/github/octokit.js'
import {
  MAX_LINE_COMMENTS,
  MAX_REVIEW_TEXT,
  completeReviewPlan,
  readLineComments
} from '../../src/github/review.js'
import { DEFAULT_REVIEW_INSTRUCTION, planFor, type Plan } from '../../src/github/trigger.js'
import { composePrompt } from '../../src/github/untrusted.js'
import { useGitHubStandIn } from '../support/octokit.js'
import { agentSettings } from '../support/settings.js'

const TOKEN = 'ghs_review_plan_token_0123456789'
const REPO = { owner: 'acme', repo: 'docs' }
const PR = 101

const settings = agentSettings

const world = useGitHubStandIn(TOKEN, (gh) =>
  gh.addPull('acme/docs', {
    number: PR,
    headRef: 'docs/x',
    headSha: 'a'.repeat(40),
    baseRef: 'main'
  })
)

/** A review submitted on the pull request, with `comments` line comments. */
function submit(
  body: string,
  comments: { body: string; path?: string; line?: number; diffHunk?: string }[] = []
): SubmittedReview {
  return world.gh.addReview('acme/docs', PR, {
    login: 'writer',
    state: 'COMMENTED',
    body,
    comments: comments.map((c, i) => ({ path: `docs/page-${i + 1}.mdx`, line: 10 + i, ...c }))
  })
}

/** The final plan of an event, as a run makes it. */
async function planOf(
  event: { name: string; payload: unknown },
  over: Partial<AgentSettings> = {}
): Promise<Plan> {
  const plan = planFor(parseEvent(event.name, event.payload), settings(over))
  if (!plan.act) return plan
  return completeReviewPlan(plan, settings(over), { octokit: world.octokit, repo: REPO })
}

const acting = (plan: Plan): Extract<Plan, { act: true }> => {
  if (!plan.act) throw new Error(`expected to act, skipped: ${plan.reason}`)
  return plan
}

describe('a review with line comments is one request', () => {
  it('three /docs-agent line comments and no text: the review’s event sends them all, each with its file, line and hunk', async () => {
    const stored = submit('', [
      { body: '/docs-agent Say what it prints.', diffHunk: '@@ -1 +1 @@\n+first hunk' },
      { body: '/docs-agent Add an example.', diffHunk: '@@ -5 +5 @@\n+second hunk' },
      { body: 'Typo here.', diffHunk: '@@ -9 +9 @@\n+third hunk' }
    ])
    const { review, lines } = reviewEvents(stored, PR)
    const plan = acting(await planOf(review))
    expect(plan.instruction).toBe(DEFAULT_REVIEW_INSTRUCTION)
    expect(plan.continueTracked).toBe(true)
    expect(plan.requireMarker).toBe(true)
    expect(plan.review).toBeUndefined()
    expect(plan.reaction).toEqual({ kind: 'review-comment', id: stored.comments[0]!.id })
    expect(plan.followUpContext).toEqual(
      stored.comments.map((comment, i) => ({
        label: `line comment ${i + 1} of 3 on pull request #${PR}`,
        fields: [
          ['File', comment.path],
          ['Line', String(comment.line)],
          ['URL', `https://github.com/acme/docs/pull/${PR}#discussion_r${comment.id}`]
        ],
        body: `${comment.body}\n\nThe diff hunk it was written on:`,
        code: comment.diffHunk
      }))
    )
    // Each inside its own untrusted block.
    const prompt = composePrompt(plan.instruction, plan.followUpContext ?? [], 'n0nce')
    expect(
      prompt.match(/<<<BEGIN UNTRUSTED LINE COMMENT \d OF 3 ON PULL REQUEST #101 n0nce>>>/g)
    ).toHaveLength(3)

    // The /docs-agent line comments' own events are skipped, naming the review (the third does
    // not start with the phrase: skipped before asking GitHub).
    expect(await planOf(lines[2]!)).toMatchObject({ act: false })
    for (const line of lines.slice(0, 2)) {
      expect(await planOf(line)).toEqual({
        act: false,
        reason: `the line comment belongs to review ${stored.id}, which has other line comments: the review's pull_request_review event sends it with the rest of the review as one follow-up`
      })
    }
  })

  it('a review text with the phrase is the instruction; its line comments, without the phrase, the context', async () => {
    const stored = submit('/docs-agent Fix what I marked.', [
      { body: 'Too long.' },
      { body: 'Wrong flag name.' }
    ])
    const { review, lines } = reviewEvents(stored, PR)
    const plan = acting(await planOf(review))
    expect(plan.instruction).toBe(
      "Fix what I marked.\n\nThe review's line comments follow as context, each with the file, line and diff hunk it was written on."
    )
    expect(plan.followUpContext?.map((part) => part.label)).toEqual([
      `line comment 1 of 2 on pull request #${PR}`,
      `line comment 2 of 2 on pull request #${PR}`
    ])
    // Nothing of the review's own text twice, no 👀 (a review takes no reaction).
    expect(plan.reaction).toBeUndefined()
    // The line comments' events do not start with the phrase: skipped before asking GitHub.
    for (const line of lines) expect(await planOf(line)).toMatchObject({ act: false })
  })

  it('a review text without the phrase goes with its /docs-agent line comment as context', async () => {
    const stored = submit('Some nits:', [{ body: '/docs-agent Use a table.' }])
    const plan = acting(await planOf(reviewEvents(stored, PR).review))
    expect(plan.instruction).toBe(DEFAULT_REVIEW_INSTRUCTION)
    expect(plan.followUpContext?.[0]).toEqual({
      label: `review on pull request #${PR}`,
      fields: [
        ['Reviewer', 'writer'],
        ['URL', `https://github.com/acme/docs/pull/${PR}#pullrequestreview-${stored.id}`]
      ],
      body: 'Some nits:'
    })
    // With a text, a review of one line comment is still the review's.
    expect(await planOf(reviewEvents(stored, PR).lines[0]!)).toMatchObject({
      act: false,
      reason: expect.stringContaining('which has a text:')
    })
  })

  it('`new` in the review text starts a new job with everything as context', async () => {
    const stored = submit('/docs-agent new', [{ body: 'Start from this page.' }])
    const plan = acting(await planOf(reviewEvents(stored, PR).review))
    expect(plan.continueTracked).toBe(false)
    expect(plan.requireMarker).toBe(false)
    expect(plan.context.map((part) => part.label)).toEqual([
      `pull request #${PR}`,
      `line comment 1 of 1 on pull request #${PR}`
    ])
  })
})

describe('a single line comment is its own request', () => {
  it('acts on its pull_request_review_comment event; its review’s event is skipped', async () => {
    const stored = submit('', [{ body: '/docs-agent Say what it prints.' }])
    const { review, lines } = reviewEvents(stored, PR)
    expect(await planOf(review)).toEqual({
      act: false,
      reason:
        'the review is a single line comment: its pull_request_review_comment event acts on it'
    })
    const plan = acting(await planOf(lines[0]!))
    expect(plan.instruction).toBe('Say what it prints.')
    expect(plan.followUpContext?.[0]?.label).toBe(`review comment on pull request #${PR}`)
    expect(plan.reaction).toEqual({ kind: 'review-comment', id: stored.comments[0]!.id })
  })
})

describe('reviews that ask nothing', () => {
  it('no phrase in the text or any line comment, or an approval without anything: skipped', async () => {
    const nits = submit('LGTM /docs-agent', [{ body: 'nit' }, { body: 'thanks!' }])
    expect(await planOf(reviewEvents(nits, PR).review)).toEqual({
      act: false,
      reason: "the review does not start with '/docs-agent', nor does any of its line comments"
    })
    const approval = submit('')
    expect(await planOf(reviewEvents(approval, PR).review)).toMatchObject({ act: false })
    // An approval is not an instruction, whatever the phrase.
    expect(
      await planOf(reviewEvents(approval, PR).review, { triggerPhrase: '', prompt: 'Fix it.' })
    ).toMatchObject({ act: false })
  })
})

describe('bounds', () => {
  it('reads at most MAX_LINE_COMMENTS line comments, two pages, and sends what fits MAX_REVIEW_TEXT', async () => {
    const long = 'x'.repeat(3000)
    const stored = submit('/docs-agent Address all of these.', [
      ...Array.from({ length: MAX_LINE_COMMENTS + 50 }, (_, i) => ({
        body: `${i + 1}: ${long}`,
        // Long file names count too (a path is kept to 500 characters).
        path: `docs/${'p'.repeat(480)}-${i}.mdx`,
        diffHunk: `@@ -${i} +${i} @@\n+${'y'.repeat(3000)}`
      }))
    ])
    const before = world.gh.requests.length
    const plan = acting(await planOf(reviewEvents(stored, PR).review))
    const listed = world.gh.requests.slice(before).filter((r) => r.path.endsWith('/comments'))
    expect(listed).toHaveLength(2)
    const parts = plan.followUpContext ?? []
    // Texts, hunks, files and links all count; a part's fixed words are at most 40 more.
    const size = parts.reduce(
      (sum, part) =>
        sum +
        part.body.length +
        (part.code?.length ?? 0) +
        part.fields.reduce((n, [, value]) => n + value.length, 0),
      0
    )
    expect(size).toBeLessThanOrEqual(MAX_REVIEW_TEXT + parts.length * 40)
    expect(parts.length).toBeLessThan(MAX_LINE_COMMENTS)
    expect(plan.instruction).toContain(
      `Only the first ${parts.length} of the review's more than ${MAX_LINE_COMMENTS} line comments are included: the rest did not fit.`
    )
  })
})

describe('when GitHub cannot say what the review holds', () => {
  it('the plan fails, naming the review: nothing is sent, by guess, once or twice', async () => {
    const { review, lines } = reviewEvents(
      {
        id: 424242,
        login: 'writer',
        body: '',
        comments: [{ id: 5, path: 'a.md', line: 1, body: '/docs-agent x', diffHunk: '' }]
      },
      PR
    )
    await expect(planOf(review)).rejects.toThrow(
      /^Could not read review 424242 of pull request #101, which tells whether it is one request or a single line comment; nothing was sent \(404 /
    )
    await expect(planOf(lines[0]!)).rejects.toThrow(/^Could not read review 424242/)
  })
})

describe('reading a review’s line comments', () => {
  it('asks for no more pages than the limit needs, whatever next pages GitHub names', async () => {
    let asked = 0
    // A GitHub that answers every page empty, and names a next page each time.
    const octokit = {
      rest: {
        pulls: {
          listCommentsForReview: async ({ page }: { page: number }) => {
            asked++
            return {
              data: [],
              headers: {
                link: `<https://api.github.com/repos/acme/docs/pulls/1/reviews/2/comments?page=${page + 1}>; rel="next"`
              }
            }
          }
        }
      }
    } as unknown as Octokit
    const read = await readLineComments(
      octokit,
      { owner: 'acme', repo: 'docs' },
      { pull: 1, reviewId: 2 }
    )
    expect(read).toEqual({ comments: [], more: true })
    expect(asked).toBe(Math.ceil(MAX_LINE_COMMENTS / 100))
  })
})

// Found by an attack, kept as a test: each line comment goes with the diff hunk it was written on,
// so that the agent sees the lines the reviewer saw. The hunk is file content, not a comment's
// text: nothing in it is hidden from the reviewer. Yet the prompt runs it through the filter for
// hidden comment text (untrusted.ts stripHidden): a documentation hunk that opens an HTML comment
// (`<!--`) closed below the commented line loses every line after it, the commented line
// included; a context line that is a markdown link reference definition (` [x]: https://…`) is
// dropped.
describe('a review’s line comments go with the hunk they were written on', () => {
  /** The prompt a plan sends as a follow-up. */
  const followUpPrompt = (plan: Plan): string => {
    const { instruction, followUpContext } = acting(plan)
    return composePrompt(instruction, followUpContext ?? [], 'n0nce')
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
  const dropTheComment = {
    path: 'docs/install.mdx',
    line: 12,
    body: '/docs-agent Say 2.0 is out: drop the comment.',
    diffHunk: COMMENTED_OUT
  }

  it('sends every line of each hunk, HTML comment openers and link definitions included', async () => {
    const stored = submit('', [
      dropTheComment,
      {
        path: 'docs/api.mdx',
        line: 22,
        body: '/docs-agent Point the reference at api-v2.',
        diffHunk: REFERENCES
      }
    ])
    const prompt = followUpPrompt(await planOf(reviewEvents(stored, PR).review))
    expect(prompt).toContain('+Use `acme install --beta` to try the new installer.')
    expect(prompt).toContain(' [api]: https://docs.acme.example/api-v1')
  })

  it('a single line comment sends its whole hunk too', async () => {
    const stored = submit('', [dropTheComment])
    const [line] = reviewEvents(stored, PR).lines
    const prompt = followUpPrompt(await planOf(line!))
    expect(prompt).toContain('+Use `acme install --beta` to try the new installer.')
  })
})
