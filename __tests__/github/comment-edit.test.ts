// A tracking comment another run wrote, which GitHub refuses to let this run's token edit: the
// warning says whose comment it is and who may edit it, not only that comments need
// `issues: write`. Octokit (as loadOctokit makes it) over real HTTP to the GitHub stand-in.
import { expect, it } from '@jest/globals'
import { systemClock } from '../../src/api/clock.js'
import { commentBody, type CommentView } from '../../src/github/comment-render.js'
import { MarkerKey } from '../../src/github/marker.js'
import { useGitHubStandIn } from '../support/octokit.js'
import { WORKING, ledgerOf, trackingComment, writeView } from '../support/comment-view.js'

const READER = 'ghs_comment_edit_reader_0123456789'
const REPO = { owner: 'acme', repo: 'product' }
const VIEW: CommentView = { ...WORKING, phase: 'completed', status: 'completed', ownTurn: 2 }
const TURNS = ledgerOf([
  { n: 2, at: '2026-11-23T10:00:00.000Z', by: 'writer', result: 'completed' }
]).turns
const MARKERS = new MarkerKey('mint_comment_edit_key_0123456789')

const world = useGitHubStandIn(READER, () => {}, {
  repositories: ['acme/product'],
  spec: { login: 'docs-app[bot]', installation: true, readOnlyRepos: ['acme/product'] }
})

it('names who wrote the comment and who may edit it, with the hint for the token', async () => {
  const story = commentBody(
    VIEW,
    MARKERS,
    { repository: 'acme/product', issueNumber: 12 },
    ledgerOf(TURNS)
  )
  const written = world.gh.addComment(12, 'github-actions[bot]', story, 'acme/product')
  const { comment, warnings } = trackingComment(
    world.octokit,
    REPO,
    12,
    MARKERS,
    systemClock,
    { id: written.id, author: 'github-actions[bot]' },
    "give the token in 'origin-token' 'issues: write' permission on acme/product"
  )
  expect(await writeView(comment, MARKERS, VIEW, TURNS)).toBe(false)
  expect(warnings).toEqual([
    "The tracking comment on acme/product#12 is not updated: it was written by github-actions[bot], and GitHub refused this token the edit (403). Only its author, or a token with write access to acme/product, may edit it: give the token in 'origin-token' 'issues: write' permission on acme/product, or use the token that wrote it."
  ])
  expect(world.gh.comments[0]!.body).toBe(story)
})

it('knows from GitHub’s link to it whether it is on a pull request, so that any run names the docs pull request alike', async () => {
  world.gh.addPull('acme/product', { number: 34, headRef: 'feature', headSha: 'a'.repeat(40), baseRef: 'main' }) // prettier-ignore
  const place = (issueNumber: number) => ({ repository: 'acme/product', issueNumber })
  const onIt = async (issue: number) => {
    const body = commentBody(VIEW, MARKERS, place(issue), ledgerOf(TURNS))
    const written = world.gh.addComment(issue, 'github-actions[bot]', body, 'acme/product')
    const { comment } = trackingComment(world.octokit, REPO, issue, MARKERS, systemClock, { id: written.id }) // prettier-ignore
    expect(typeof (await comment.read(VIEW.jobId))).toBe('object')
    return comment.onPullRequest
  }
  expect([await onIt(34), await onIt(12)]).toEqual([true, false])
})
