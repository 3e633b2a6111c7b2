/**
 * The step's outputs from the last job seen (contract §3.1). Outputs that are known are set even
 * when the step fails, so a later `if: always()` step can use them.
 */
import type { AgentJob } from '../api/index.js'
import { Outputs } from './constants.js'
import { parsePrLink } from './pr-link.js'

export type OutputValues = Partial<Record<(typeof Outputs)[keyof typeof Outputs], string>>

/**
 * `confirmed` is false while a follow-up's new turn is not yet visible: the job still shows the
 * previous turn's result, which must not be reported as this one's. The message was accepted, so
 * the job is reported `active`, with no pull request yet; `job` keeps the raw object.
 */
export function jobOutputs(job: AgentJob, confirmed: boolean): OutputValues {
  const status = confirmed ? (job.status ?? '') : 'active'
  const link = confirmed ? (job.prLink ?? '') : ''
  const pr = parsePrLink(link)
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
    [Outputs.CreatedAt]: job.createdAt ?? '',
    [Outputs.ArchivedAt]: confirmed ? (job.archivedAt ?? '') : '',
    [Outputs.Job]: JSON.stringify(job)
  }
}
