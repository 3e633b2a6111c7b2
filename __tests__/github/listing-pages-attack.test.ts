// Attacks on the promise that GitHub's pages are read only as far as asked (CHANGELOG 2.2.0,
// src/github/changes-read.ts: "No page holds more than it was asked for: a longer one is not
// GitHub's"), on the other listings: an issue's comments (find-comment.ts walkNewestFirst) and
// a review's line comments (review.ts readLineComments). A hostile Enterprise Server or proxy
// answers a page far longer than per_page (within the 32 MiB bound of boundedFetch).
import { describe, expect, it } from '@jest/globals'
import { walkNewestFirst, type IssueComment } from '../../src/github/find-comment.js'
import type { Octokit } from '../../src/github/octokit.js'
import { readLineComments } from '../../src/github/review.js'

const repo = { owner: 'o', repo: 'r' }
const HUGE = 200_000

/** A page of `n` items, counting how many of them the code looks into. */
function countedPage(n: number, seen: { count: number }): unknown[] {
  const item = (i: number) =>
    new Proxy(
      { id: i + 1, body: 'x', path: 'a.md', line: 1, html_url: 'https://github.com/o/r', user: { login: 'u' } },
      {
        get(target, key, receiver) {
          if (key === 'id' || key === 'body') seen.count++
          return Reflect.get(target, key, receiver)
        }
      }
    )
  return Array.from({ length: n }, (_, i) => item(i))
}

describe('a page longer than per_page is read only as far as asked', () => {
  it('readLineComments with limit 1 looks at no more than one comment of a page of 200,000', async () => {
    const seen = { count: 0 }
    let asked = 0
    const octokit = {
      rest: {
        pulls: {
          listCommentsForReview: async (params: { per_page: number }) => {
            asked = params.per_page
            return { data: countedPage(HUGE, seen), headers: {} }
          }
        }
      }
    } as unknown as Octokit
    const read = await readLineComments(octokit, repo, { pull: 1, reviewId: 2 }, 1)
    expect(asked).toBe(1)
    expect(read.comments).toHaveLength(1)
    // Each comment kept reads id and body once: more than 2 looks is a page read past per_page.
    expect(seen.count).toBeLessThanOrEqual(2)
  })

  it('walkNewestFirst visits no more than per_page (100) comments of a single page of 200,000', async () => {
    const seen = { count: 0 }
    const octokit = {
      rest: {
        issues: {
          listComments: async () => ({ data: countedPage(HUGE, seen), headers: {} })
        }
      }
    } as unknown as Octokit
    let visited = 0
    await walkNewestFirst(octokit, repo, 1, (_comment: IssueComment) => {
      visited++
      return false
    })
    expect(visited).toBeLessThanOrEqual(100)
  })
})
