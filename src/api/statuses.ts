/**
 * A job's status: which ones end the wait, and the status as a word to compare. Kept apart from
 * schemas.ts, whose validation code (valibot) is loaded only once an answer has arrived.
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
