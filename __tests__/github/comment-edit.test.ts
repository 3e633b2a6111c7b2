// A tracking comment another run wrote, which GitHub refuses to let this run's token edit: the
// warning says whose comment it is and who may edit it, not only that comments need
// `issues: write`. Octokit (as loadOctokit makes it) over real HTTP to the GitHub stand-in.
import { afterEach, beforeEach, expect, it } from '@jest/globals'
import { systemClock } from '../../src/api/clock.js'
import { BOUNDS } from '../../src/bounds.js'
import { TrackingComment, commentBody, type CommentView } from '../../src/github/comment.js'
import { MarkerKey } from '../../src/github/marker.js'
import { gitHubBounds, loadOctokit } from '../../src/github/octokit.js'
import { startGitHubStandIn, type GitHubStandIn } from '../support/github-standin.js'
import { ledgerOf, writeView } from '../support/comment-view.js'

const READER = 'ghs_comment_edit_reader_0123456789'
const REPO = { owner: 'acme', repo: 'product' }
const VIEW: CommentView = {
  phase: 'completed',
  jobId: 'job_1',
  projectId: 'proj',
  status: 'completed',
  elapsedMs: 0,
  ownTurn: 2
}
const TURNS = ledgerOf([
  { n: 2, at: '2026-11-23T10:00:00.000Z', by: 'writer', result: 'completed' }
]).turns
const MARKERS = new MarkerKey('mint_comment_edit_key_0123456789')

let gh: GitHubStandIn
beforeEach(async () => {
  gh = await startGitHubStandIn({
    repositories: ['acme/product'],
    tokens: {
      [READER]: { login: 'docs-app[bot]', installation: true, readOnlyRepos: ['acme/product'] }
    }
  })
})
afterEach(async () => {
  await gh.close()
})

it('names who wrote the comment and who may edit it, with the hint for the token', async () => {
  const story = commentBody(
    VIEW,
    MARKERS,
    { repository: 'acme/product', issueNumber: 12 },
    ledgerOf(TURNS)
  )
  const written = gh.addComment(12, 'github-actions[bot]', story, 'acme/product')
  const bounds = gitHubBounds(BOUNDS, {
    signal: new AbortController().signal,
    deadline: Date.now() + 600_000,
    clock: systemClock
  })
  const octokit = await loadOctokit(READER, bounds, { GITHUB_API_URL: gh.url })
  const warnings: string[] = []
  const comment = new TrackingComment(
    octokit,
    REPO,
    12,
    MARKERS,
    { warning: (m) => warnings.push(String(m)), notice: () => {}, debug: () => {} },
    systemClock,
    { id: written.id, author: 'github-actions[bot]' },
    "give the token in 'origin-token' 'issues: write' permission on acme/product"
  )
  expect(await writeView(comment, MARKERS, VIEW, TURNS)).toBe(false)
  expect(warnings).toEqual([
    "The tracking comment on acme/product#12 is not updated: it was written by github-actions[bot], and GitHub refused this token the edit (403). Only its author, or a token with write access to acme/product, may edit it: give the token in 'origin-token' 'issues: write' permission on acme/product, or use the token that wrote it."
  ])
  expect(gh.comments[0]!.body).toBe(story)
})
