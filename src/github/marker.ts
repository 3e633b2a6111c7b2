/**
 * The hidden marker of a tracking comment: `<!-- docs-agent-action job=… project=… -->`. It lets
 * a later run find the comment (and so the job) of an issue. Only comments written by the
 * token's own identity are trusted to carry it: anyone can type a marker into a comment.
 */
export const MARKER_PREFIX = '<!-- docs-agent-action'

export interface Marker {
  jobId: string
  projectId: string
}

export function renderMarker({ jobId, projectId }: Marker): string {
  return `${MARKER_PREFIX} job=${encodeURIComponent(jobId)} project=${encodeURIComponent(projectId)} -->`
}

export function parseMarker(body: string): Marker | undefined {
  const match = /<!-- docs-agent-action job=(\S+) project=(\S+) -->/.exec(body)
  if (!match) return undefined
  try {
    return {
      jobId: decodeURIComponent(match[1] ?? ''),
      projectId: decodeURIComponent(match[2] ?? '')
    }
  } catch {
    return undefined
  }
}
