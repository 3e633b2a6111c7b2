/**
 * Sending a follow-up to a job (turns.ts). A follow-up to a job that is still working on an earlier turn (two comments in quick
 * succession, a review during a run) first waits, within the same deadline, for that turn to end,
 * and is sent only then; so does one whose tracking comment shows another run's turn at work. The
 * service documents no answer for a message to an active job (no 409,
 * no queue), and whatever it does, a run that sent its message mid-turn could not tell its own
 * turn's result from the earlier one's. A follow-up that is not sent by the deadline is a timeout,
 * and nothing was sent.
 */
import type { AgentJob, CallOptions, DocsApiClient } from '../api/index.js'
import { ApiError, isTerminal, jobStatus } from '../api/index.js'
import { line, log } from '../sinks/index.js'
import type { WaitResult } from './wait.js'

export interface StartRequest {
  jobId: string
  prompt: string
  /**
   * The tracking comment shows another run's turn at work: its message may have gone out so
   * recently that the service still shows the turn before it (contract §4.2).
   */
  earlierWorking?: boolean
  /** Learns how the earlier turn ended, once the follow-up waited for it, before it is sent. */
  onEarlierEnded?(job: AgentJob): Promise<void>
  /** Right before the message: the turn is recorded as sent, so no other run sends it again. */
  onSending?(): Promise<void>
  /** The message surely did not reach the service (ApiError.untaken): the record is withdrawn. */
  onNotSent?(): void
}

export type Started =
  | { job: AgentJob; sent: true }
  /** A follow-up that waited for an earlier turn and was not sent: the wait's end says why. */
  | { job: AgentJob; sent: false; end: 'timeout' | 'cancelled' }

export type StartClient = Pick<DocsApiClient, 'sendMessage' | 'getJob'>

/**
 * `waitForTurn` waits for an active job to become terminal (waitForJob with this run's schedule
 * and deadline; `afterMessage` as waitForJob's). `onJob` learns each job seen, so a failure still reports the last one.
 */
export async function startJob(
  request: StartRequest,
  client: StartClient,
  call: CallOptions,
  waitForTurn: (job: AgentJob, afterMessage: boolean) => Promise<WaitResult>,
  onJob: (job: AgentJob) => void
): Promise<Started> {
  const { jobId, prompt } = request
  const current = checked(await client.getJob(jobId, call), jobId, false, onJob)
  const active = !isTerminal(jobStatus(current))
  if (active || request.earlierWorking) {
    log.info(
      active
        ? line`Job ${jobId} is still working on an earlier turn (${jobStatus(current) || 'no status'}): waiting for it to end before sending the follow-up.`
        : line`Job ${jobId} shows ${jobStatus(current)}, but the tracking comment shows another run's turn at work: waiting for that turn to end before sending the follow-up.`
    )
    // A terminal answer may still be the turn before that run's message: the wait then counts
    // a terminal status only as it does after a message of its own (TurnGuard).
    const earlier = await waitForTurn(current, !active)
    onJob(earlier.job)
    if (earlier.end !== 'terminal') return { job: earlier.job, sent: false, end: earlier.end }
    log.info(line`Job ${jobId}: the earlier turn ended (${jobStatus(earlier.job)})`)
    await request.onEarlierEnded?.(earlier.job)
  }
  await request.onSending?.()
  log.info(line`Sending a follow-up message to job ${jobId}`)
  let answer: AgentJob
  try {
    answer = await client.sendMessage(jobId, prompt, call)
  } catch (error) {
    if (!(error instanceof ApiError) || !error.untaken) throw error
    request.onNotSent?.()
    if (error.kind !== 'aborted') throw error
    return { job: current, sent: false, end: call.signal?.aborted ? 'cancelled' : 'timeout' }
  }
  return { job: checked(answer, jobId, true, onJob), sent: true }
}

/** Another job's answer must not become this one's (nor be polled, nor get the comment). */
function checked(
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
