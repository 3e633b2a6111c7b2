/**
 * The hidden marker of a tracking comment:
 * `<!-- docs-agent-action job=… project=… sig=… -->`. It lets a later run find the comment, and
 * so the job, of an issue. Anyone can type a marker, and every workflow's GITHUB_TOKEN writes as
 * the same bot, so the author proves nothing: the marker proves itself. `sig` is an HMAC-SHA256 of
 * the repository, the issue, the job and the project, keyed by a key derived from the API key,
 * which only workflows that hold the key can compute. A marker copied to another issue, edited to
 * point at another job, or written by a workflow without the key does not verify. Checked with a
 * constant-time compare.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export const MARKER_PREFIX = '<!-- docs-agent-action'

export interface Marker {
  jobId: string
  projectId: string
}

/** Where a marker belongs: it verifies on this issue of this repository only. */
export interface MarkerPlace {
  /** `owner/repo` */
  repository: string
  issueNumber: number
}

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
    return createHmac('sha256', this.key).update(JSON.stringify(fields)).digest()
  }

  render(marker: Marker, place: MarkerPlace): string {
    const sig = this.sign(marker, place).toString('hex')
    return `${MARKER_PREFIX} job=${encodeURIComponent(marker.jobId)} project=${encodeURIComponent(marker.projectId)} sig=${sig} -->`
  }

  /** The marker in `body` when it verifies for `place`; undefined otherwise. */
  verify(body: string, place: MarkerPlace): Marker | undefined {
    for (const match of body.matchAll(
      /<!-- docs-agent-action job=(\S{1,600}) project=(\S{1,600}) sig=([0-9a-f]{64}) -->/g
    )) {
      let marker: Marker
      try {
        marker = {
          jobId: decodeURIComponent(match[1] ?? ''),
          projectId: decodeURIComponent(match[2] ?? '')
        }
      } catch {
        continue
      }
      const given = Buffer.from(match[3] ?? '', 'hex')
      const expected = this.sign(marker, place)
      if (given.length === expected.length && timingSafeEqual(given, expected)) return marker
    }
    return undefined
  }
}
