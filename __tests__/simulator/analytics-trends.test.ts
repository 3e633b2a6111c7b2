// The simulator's seeded analytics move over time (simulator/trends.ts), over real HTTP: a week
// set against the week before shows what `compare: previous` and the digest look for on a live
// site (visitors that grow, pages that move, pages whose AI traffic grows, pages that broke,
// searches that stop being clicked, new questions the assistant leaves open), the same answer for
// the same query, and, with `analytics.trends: false`, every week alike. Each behaviour is checked
// against that still world too, so that the check would fail without the trend it names. Every
// exchange is checked against the service's OpenAPI documents.
import { describe, expect, it } from '@jest/globals'
import { useAnalyticsSimulator } from '../support/analytics-simulator.js'

const KEY = 'mint_analytics_trends_key'
// The seeded window is the 30 days before UNTIL: the latest week is the 7 days before it.
const UNTIL = Date.UTC(2025, 2, 1)
const DAY = 86_400_000
/** The `weeks` weeks that end `n` weeks before UNTIL (0: the latest week), as a query. */
const week = (n: number, weeks = 1): string =>
  `dateFrom=${day(UNTIL - (n + weeks) * 7 * DAY)}&dateTo=${day(UNTIL - n * 7 * DAY)}`
const day = (at: number): string => new Date(at).toISOString().slice(0, 10)

const { sim } = useAnalyticsSimulator({
  feedbackEntries: 400,
  searchTerms: 500,
  conversations: 300,
  days: 30,
  until: day(UNTIL),
  trends: true
})

// Answers are read field by field below.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any

async function get(path: string): Promise<Loose> {
  const response = await fetch(`${sim().url}/v1/analytics/proj/${path}`, {
    headers: { authorization: `Bearer ${KEY}` }
  })
  expect(response.status).toBe(200)
  return response.json()
}

/** `look` in the moving world, then in the still one (`analytics.trends: false`). */
async function movingAndStill<T>(look: () => Promise<T>): Promise<[T, T]> {
  const moving = await look()
  sim().configure({ analytics: { trends: false } })
  return [moving, await look()]
}

/** Each page's visitors of a week (the 250 most visited), by path. */
async function visitorsOf(n: number): Promise<Map<string, Loose>> {
  const body = await get(`visitors?${week(n)}&limit=250`)
  return new Map([...body.visitors.map((row: Loose) => [row.path, row]), ['(site)', body.totals]])
}

describe('the seeded analytics over time', () => {
  it("grow the site's visitors week over week, move each page its own way, and grow a few pages' AI visitors week after week", async () => {
    const [moving, still] = await movingAndStill(async () => {
      const [latest, before, earlier] = [await visitorsOf(0), await visitorsOf(1), await visitorsOf(2)] // prettier-ignore
      const site = latest.get('(site)').total - before.get('(site)').total
      const changes = [...latest].filter(([path]) => before.has(path)).map(([path, row]) => row.human - before.get(path).human) // prettier-ignore
      // AI visitors up by 10 or more (the digest's finding) each week of the last two.
      const aiGrowing = [...latest]
        .filter(([path]) => before.has(path) && earlier.has(path))
        .filter(
          ([path, row]) =>
            row.ai - before.get(path).ai >= 10 && before.get(path).ai - earlier.get(path).ai >= 10
        ) // prettier-ignore
        .map(([path]) => path)
      return { site, up: changes.filter((c) => c > 0).length, down: changes.filter((c) => c < 0).length, aiGrowing } // prettier-ignore
    })
    expect(moving.site).toBeGreaterThan(0)
    expect(moving.up).toBeGreaterThan(moving.down)
    expect(moving.down).toBeGreaterThan(0)
    expect(moving.aiGrowing.length).toBeGreaterThanOrEqual(2)
    // A few pages, not the site.
    expect(moving.aiGrowing.length).toBeLessThan(25)
    expect(still).toEqual({ site: 0, up: 0, down: 0, aiGrowing: [] })
  })

  it('leave a range that ends before the last four weeks as it always was, and answer the same query the same', async () => {
    const old = `visitors?dateFrom=2024-06-01&dateTo=2024-07-01&limit=20`
    const [moving, still] = await movingAndStill(() => get(old))
    expect(moving).toEqual(still)
    sim().configure({ analytics: { trends: true } })
    const first = await get(`views?${week(0)}&limit=50`)
    // Another table in between: the second answer is built anew, not the cached one.
    await get(`views?${week(3)}&limit=50`)
    expect(await get(`views?${week(0)}&limit=50`)).toEqual(first)
  })

  it('break two popular pages in the latest week: voted down by several readers each, who were not voting them down the week before', async () => {
    const broken = async (): Promise<string[]> => {
      const [latest, before] = [await get(`feedback/by-page?${week(0)}&limit=100`), await get(`feedback/by-page?${week(1)}&limit=100`)] // prettier-ignore
      const downBefore = new Map<string, number>(before.feedback.map((p: Loose) => [p.path, p.thumbsDown])) // prettier-ignore
      return latest.feedback
        .filter((p: Loose) => p.thumbsDown >= 4 && p.thumbsDown >= 3 * p.thumbsUp)
        .filter((p: Loose) => (downBefore.get(p.path) ?? 0) <= 1)
        .map((p: Loose) => p.path)
    }
    const [moving, still] = await movingAndStill(broken)
    expect(moving).toHaveLength(2)
    expect(still).toEqual([])
  })

  it('stop the clicks of two popular search terms in the latest week', async () => {
    const unclicked = async (): Promise<string[]> => {
      const [latest, before] = [await get(`searches?${week(0)}&limit=100`), await get(`searches?${week(1)}&limit=100`)] // prettier-ignore
      const clickedBefore = new Set(before.searches.filter((s: Loose) => s.hits >= 4 && s.ctr >= 0.25).map((s: Loose) => s.searchQuery)) // prettier-ignore
      return latest.searches
        .filter((s: Loose) => s.hits >= 5 && s.ctr === 0 && s.topClickedPage === null)
        .filter((s: Loose) => clickedBefore.has(s.searchQuery))
        .map((s: Loose) => s.searchQuery)
    }
    const [moving, still] = await movingAndStill(unclicked)
    expect(moving).toHaveLength(2)
    expect(still).toEqual([])
  })

  it('leave more questions open in the latest week, some about what readers never asked before', async () => {
    const open = async () => {
      const weeks = await Promise.all([0, 1, 2, 3].map((n) => get(`assistant?${week(n)}&limit=1000`))) // prettier-ignore
      const unanswered = weeks.map((w) => w.conversations.filter((c: Loose) => c.resolutionStatus === 'unanswered')) // prettier-ignore
      const asked = new Set(
        unanswered
          .slice(1)
          .flat()
          .map((c: Loose) => c.query)
      )
      return {
        more: unanswered[0].length / weeks[0].conversations.length > unanswered[1].length / weeks[1].conversations.length, // prettier-ignore
        fresh: new Set(unanswered[0].filter((c: Loose) => !asked.has(c.query)).map((c: Loose) => c.query)).size // prettier-ignore
      }
    }
    const [moving, still] = await movingAndStill(open)
    expect(moving).toEqual({ more: true, fresh: 3 })
    expect(still.fresh).toBe(0)
  })

  it("draw more readers' searches as the weeks go by", async () => {
    // Two weeks against the two before them: a week's searches vary by a few percent anyway.
    const growth = async (): Promise<number> => {
      const [latest, before] = [await get(`searches?${week(0, 2)}&limit=1`), await get(`searches?${week(2, 2)}&limit=1`)] // prettier-ignore
      return latest.totalSearches / before.totalSearches
    }
    const [moving, still] = await movingAndStill(growth)
    expect(moving).toBeGreaterThan(1.08)
    expect(still).toBeLessThan(1.04)
  })
})
