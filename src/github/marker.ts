/**
 * The hidden marker of a tracking comment:
 * `<!-- docs-agent-action job=… project=… [origin=…] [turns=…] sig=… -->`. It lets a later run
 * find the comment, and so the job, of an issue or pull request. Anyone can type a marker, and
 * every workflow's GITHUB_TOKEN writes as the same bot, so the author proves nothing: the marker
 * proves itself. `sig` is an HMAC-SHA256 of the repository, the issue, the job, the project and
 * the optional fields, keyed by a key derived from the API key, which only workflows that hold the
 * key can compute. A marker copied to another issue, edited to point at another job or origin,
 * or written by a workflow without the key does not verify. Checked with a constant-time compare.
 *
 * The optional fields: `origin` (on the pull request's link-back comment) is the issue the job
 * came from, `owner/repo#n`; `turns` is the job's ledger (ledger.ts): its turns and its claim, so that the next run
 * can number its turn and show the story without trusting the comment's visible text.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export const MARKER_PREFIX = '<!-- docs-agent-action'

export interface Marker {
  jobId: string
  projectId: string
  /** The issue the job came from (`owner/repo#n`), on a pull request's link-back comment. */
  origin?: string
  /** The job's ledger, encoded (ledger.ts). */
  turns?: string
}

/** Where a marker belongs: it verifies on this issue of this repository only. */
export interface MarkerPlace {
  /** `owner/repo` */
  repository: string
  issueNumber: number
}

/** `owner/repo#n` (an issue), or `owner/repo` (a run without one): the only forms an origin takes. */
export const ORIGIN = /^([A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100})(?:#([1-9]\d{0,9}))?$/

const PATTERN =
  /<!-- docs-agent-action job=(\S{1,600}) project=(\S{1,600})(?: origin=(\S{1,300}))?(?: turns=([A-Za-z0-9_-]{1,40000}))? sig=([0-9a-f]{64}) -->/g

export class MarkerKey {
  private readonly key: Buffer

  constructor(apiKey: string) {
    // A key of its own for markers: the API key itself is never used for anything but requests.
    this.key = createHmac('sha256', apiKey).update('docs-agent-action tracking marker v1').digest()
  }

  private sign(marker: Marker, place: MarkerPlace): Buffer {
    const fields = [
      place.repository.toLowerCase(),
      String(place.issueNumber),
      marker.jobId,
      marker.projectId
    ]
    // Markers without the optional fields sign as they did before those fields existed.
    if (marker.origin !== undefined || marker.turns !== undefined) {
      fields.push(marker.origin ?? '', marker.turns ?? '')
    }
    return createHmac('sha256', this.key).update(JSON.stringify(fields)).digest()
  }

  render(marker: Marker, place: MarkerPlace): string {
    const sig = this.sign(marker, place).toString('hex')
    const origin = marker.origin ? ` origin=${encodeURIComponent(marker.origin)}` : ''
    const turns = marker.turns ? ` turns=${marker.turns}` : ''
    return `${MARKER_PREFIX} job=${encodeURIComponent(marker.jobId)} project=${encodeURIComponent(marker.projectId)}${origin}${turns} sig=${sig} -->`
  }

  /** The first marker in `body` that verifies for `place`; undefined when none does. */
  verify(body: string, place: MarkerPlace): Marker | undefined {
    for (const match of body.matchAll(PATTERN)) {
      let marker: Marker
      try {
        marker = {
          jobId: decodeURIComponent(match[1] ?? ''),
          projectId: decodeURIComponent(match[2] ?? '')
        }
        if (match[3] !== undefined) marker.origin = decodeURIComponent(match[3])
        if (match[4] !== undefined) marker.turns = match[4]
      } catch {
        continue
      }
      if (marker.origin !== undefined && !ORIGIN.test(marker.origin)) continue
      const given = Buffer.from(match[5] ?? '', 'hex')
      const expected = this.sign(marker, place)
      if (given.length === expected.length && timingSafeEqual(given, expected)) return marker
    }
    return undefined
  }
}
