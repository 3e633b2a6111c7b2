// GitHub's answers are untrusted and have no bound of their own (src/github/octokit.ts
// boundedFetch, src/github/changes-read.ts): a hostile server (an Enterprise Server, a proxy)
// must not fill the runner's memory, nor overflow the stack with a page longer than asked for.
import { describe, expect, it } from '@jest/globals'
import { readPull } from '../../src/github/changes-read.js'
import { MAX_GITHUB_ANSWER_BYTES, boundedFetch, type Octokit } from '../../src/github/octokit.js'

/** A transport that answers `status` and `body`, from the URL asked, as fetch does. */
const answering =
  (
    status: number,
    body: string | ReadableStream<Uint8Array> | null,
    headers: Record<string, string> = {}
  ) =>
  async (input: string | URL | Request) =>
    Object.defineProperty(new Response(body, { status, headers }), 'url', { value: String(input) })

describe('an answer of GitHub', () => {
  it('is read whole within the bound: status, headers and text as GitHub sent them', async () => {
    const fetch = boundedFetch(
      answering(200, '[{"id":1}]', { link: '<https://x/?page=2>; rel="next"' }),
      1024
    )
    const response = await fetch('https://api.github.com/x')
    expect([
      response.status,
      response.headers.get('link'),
      response.url,
      await response.text()
    ]).toEqual([200, '<https://x/?page=2>; rel="next"', 'https://api.github.com/x', '[{"id":1}]'])
    expect((await boundedFetch(answering(204, null), 1024)('https://x')).status).toBe(204)
  })

  it('larger than the bound is refused unread, with a message that says so, however it comes', async () => {
    const big = 'x'.repeat(1025)
    const streamed = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Endless: only the bound stops reading it.
        controller.enqueue(new TextEncoder().encode(big))
      }
    })
    for (const body of [big, streamed]) {
      await expect(boundedFetch(answering(200, body), 1024)('https://x')).rejects.toThrow(
        "GitHub's answer was larger than 0.0009765625 MiB, more than any answer the action needs: it was not read"
      )
    }
    expect(MAX_GITHUB_ANSWER_BYTES).toBe(32 * 1024 * 1024)
  })
})

describe('a page of a pull request’s files', () => {
  it('longer than it was asked for is read as far as asked: 400,000 entries neither overflow the stack nor go to the prompt', async () => {
    const file = {
      filename: 'src/a.ts',
      status: 'modified',
      additions: 1,
      deletions: 0,
      patch: '+x'
    }
    const huge = new Array(400_000).fill(file)
    const octokit = {
      rest: {
        pulls: {
          listFiles: async () => ({ data: huge, headers: {} }),
          listCommits: async () => ({ data: huge, headers: {} })
        }
      }
    } as unknown as Octokit
    const read = await readPull(
      octokit,
      { owner: 'acme', repo: 'app' },
      {
        kind: 'pull',
        number: 34,
        commits: 1
      }
    )
    expect(read.files).toHaveLength(100)
    expect(read.commits).toHaveLength(100)
  })
})
