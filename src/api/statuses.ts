/**
 * A job's status: which ones end the wait, and the status as a word to compare; and whether an
 * answer is of the job asked about. Kept apart from schemas.ts, whose validation code (valibot)
 * is loaded only once an answer has arrived.
 */
import type { AgentJob } from './schemas.js'

/** Terminal statuses for polling; any other status, known or new, means "keep waiting". */
export const TERMINAL_STATUSES = ['completed', 'archived', 'failed'] as const
export const KNOWN_STATUSES = ['active', ...TERMINAL_STATUSES] as const

/** The job's status as a word to compare: `COMPLETED ` and `completed` are the same status. */
export function jobStatus(job: Pick<AgentJob, 'status'>): string {
  return (job.status ?? '').trim().toLowerCase()
}

export function isTerminal(status: string): boolean {
  return (TERMINAL_STATUSES as readonly string[]).includes(status)
}

/**
 * The service's answer about `jobId` (`message`: to a message sent to it), `onJob` told of it:
 * another job's answer must not become this one's (nor be polled, nor get the comment).
 */
export function checkedJob(
  job: AgentJob,
  jobId: string,
  message: boolean,
  onJob: (job: AgentJob) => void
): AgentJob {
  if (job.id !== jobId) {
    throw new Error(
      `The service answered ${message ? 'the message to' : 'the request for'} job ${jobId} with another job (${job.id})` +
        (message ? '; the message may have reached the job: check it before sending again' : '')
    )
  }
  onJob(job)
  return job
}
