/**
 * The step's outputs from the last job seen (contract §3.1). Outputs that are known are set even
 * when the step fails, so a later `if: always()` step can use them. They are our own values: a
 * status we recognise (or a plain word), a pull request URL rebuilt from its parts, the job's
 * other fields as plain lines; the raw object only in `job`, bounded under GitHub's limits.
 */
import { KNOWN_STATUSES, jobStatus, type AgentJob } from '../api/index.js'
import { parsePrLink, type PullRequestRef } from '../pull-request.js'
import { redact, redactDeep, type OutputValue } from '../sinks/index.js'
import { Outputs } from './constants.js'

export type OutputValues = Partial<Record<(typeof Outputs)[keyof typeof Outputs], OutputValue>>

/** GitHub keeps about 1 MB of outputs per job: `job` stays well under that (in UTF-8 bytes). */
export const MAX_JOB_OUTPUT = 64 * 1024
/** In a `job` output cut to size, the longest string kept of each field (4 KiB of UTF-8 at most,
 * so the seven fields stay under the limit). */
const MAX_FIELD = 1000

/** The status as an output: a known status, another plain word, or `unknown`. */
export function statusOutput(job: AgentJob): string {
  const status = jobStatus(job)
  if ((KNOWN_STATUSES as readonly string[]).includes(status)) return status
  const plain = /^[a-z][a-z0-9_-]{0,39}$/.test(status) && redact(status) === status
  return plain ? status : 'unknown'
}

/** A timestamp as an output only when it reads as one. */
function timestamp(value: string | null | undefined): string {
  return value && /^\d{4}-\d{2}-\d{2}[T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?$/.test(value) ? value : ''
}

/**
 * The `job` output: the object as JSON, redacted; when too large, its known fields cut to size
 * with `"truncated": true` (`cut` tells the caller to warn).
 */
export function jobJson(job: AgentJob): { text: string; cut: boolean } {
  const text = JSON.stringify(redactDeep(job))
  if (Buffer.byteLength(text) <= MAX_JOB_OUTPUT) return { text, cut: false }
  const short = (value: unknown): unknown =>
    typeof value === 'string' ? value.slice(0, MAX_FIELD) : value
  const kept = {
    id: job.id,
    status: short(job.status),
    source: job.source
      ? { repository: short(job.source.repository), ref: short(job.source.ref) }
      : job.source,
    model: short(job.model),
    prLink: short(job.prLink),
    createdAt: short(job.createdAt),
    archivedAt: short(job.archivedAt),
    truncated: true
  }
  return { text: JSON.stringify(redactDeep(kept)), cut: true }
}

/**
 * The status and pull request to show for `job`. `confirmed` is false while a follow-up's new
 * turn is not yet visible: the job still shows the previous turn's result, which must not be
 * reported as this one's. The message was accepted, so the job is shown `active`, with no pull
 * request yet. Outputs, summary and comment all show what this says.
 */
export function shownJob(
  job: AgentJob,
  confirmed: boolean
): { status: string; pr: PullRequestRef | undefined } {
  return confirmed
    ? { status: statusOutput(job), pr: parsePrLink(job.prLink) }
    : { status: 'active', pr: undefined }
}

/** The outputs of `job`; `job` keeps the raw object (`cut` when it had to be cut to size). */
export function jobOutputs(
  job: AgentJob,
  confirmed: boolean
): OutputValues & { [Outputs.Job]: { text: string; cut: boolean } } {
  const { status, pr } = shownJob(job, confirmed)
  const link = pr?.url ?? ''
  return {
    [Outputs.JobId]: job.id,
    [Outputs.Status]: status,
    [Outputs.PrLink]: link,
    [Outputs.PrLinkApi]: link,
    [Outputs.PrNumber]: pr ? String(pr.number) : '',
    [Outputs.PrRepository]: pr ? pr.repository : '',
    [Outputs.Model]: job.model ?? '',
    [Outputs.SourceRepository]: job.source?.repository ?? '',
    [Outputs.SourceRef]: job.source?.ref ?? '',
    [Outputs.CreatedAt]: timestamp(job.createdAt),
    [Outputs.ArchivedAt]: confirmed ? timestamp(job.archivedAt) : '',
    [Outputs.Job]: jobJson(job)
  }
}
