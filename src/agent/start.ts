/**
 * The two steps of a follow-up (turns.ts records the turn between them). A follow-up to a job
 * still working on an earlier turn (two comments in quick succession, a review during a run)
 * first waits, within the same deadline, for that turn to end; so does one whose tracking comment
 * shows another run's turn at work. The service documents no answer for a message to an active
 * job (no 409, no queue), and whatever it does, a run that sent its message mid-turn could not
 * tell its own turn's result from the earlier one's.
 */
import type { AgentJob, CallOptions, DocsApiClient } from '../api/index.js'
import { checkedJob, isTerminal, jobStatus } from '../api/index.js'
import { formatDuration } from '../duration.js'
import type { Instruction } from '../github/mailbox.js'
import { fail, line, log } from '../sinks/index.js'
import type { RunState } from './report.js'
import type { AgentSettings } from './settings.js'
import type { WaitResult } from './wait.js'

export type StartClient = Pick<DocsApiClient, 'sendMessage' | 'getJob'>

/** The follow-up was not sent: its run's deadline came (timeout) or it was cancelled. */
export type NotSent = { sent: false; job: AgentJob; end: 'timeout' | 'cancelled' }

/**
 * Waits until the job is free for a follow-up: the job as it then stands, and `ended` when it
 * waited for an earlier turn. `earlierWorking`: the tracking comment shows another run's turn at
 * work, whose message may have gone out so recently that the service still shows the turn before
 * (contract §4.2). `waitForTurn` is waitForJob with this run's schedule and deadline; `onJob`
 * learns each job seen, so a failure still reports the last one.
 */
export async function awaitEarlierTurn(
  jobId: string,
  earlierWorking: boolean,
  client: StartClient,
  call: CallOptions,
  waitForTurn: (job: AgentJob, afterMessage: boolean) => Promise<WaitResult>,
  onJob: (job: AgentJob) => void
): Promise<{ sent?: undefined; job: AgentJob; ended: boolean } | NotSent> {
  const current = checkedJob(await client.getJob(jobId, call), jobId, false, onJob)
  const active = !isTerminal(jobStatus(current))
  if (!active && !earlierWorking) return { job: current, ended: false }
  log.info(
    active
      ? line`Job ${jobId} is still working on an earlier turn (${jobStatus(current) || 'no status'}): waiting for it to end before sending the follow-up.`
      : line`Job ${jobId} shows ${jobStatus(current)}, but the tracking comment shows another run's turn at work: waiting for that turn to end before sending the follow-up.`
  )
  // A terminal answer may still be the turn before that run's message: the wait then counts a
  // terminal status only as it does after a message of its own (TurnGuard).
  const earlier = await waitForTurn(current, !active)
  onJob(earlier.job)
  if (earlier.end !== 'terminal') return { sent: false, job: earlier.job, end: earlier.end }
  log.info(line`Job ${jobId}: the earlier turn ended (${jobStatus(earlier.job)})`)
  return { job: earlier.job, ended: true }
}

/** Sends the message; an error that is an ApiError `untaken` surely did not reach the service. */
export async function sendFollowUp(
  jobId: string,
  prompt: string,
  client: StartClient,
  call: CallOptions,
  onJob: (job: AgentJob) => void
): Promise<AgentJob> {
  log.info(line`Sending a follow-up message to job ${jobId}`)
  return checkedJob(await client.sendMessage(jobId, prompt, call), jobId, true, onJob)
}

/**
 * A follow-up not sent, and `why`: a timeout (failing the step when `fail-on` says so) or a
 * cancel. `own`: the run's own instruction.
 */
export function notSent(
  state: RunState,
  settings: AgentSettings,
  own: Instruction | undefined,
  end: 'timeout' | 'cancelled',
  why: string
): undefined {
  const timedOut = end === 'timeout'
  state.outcome = end
  state.timedOut = timedOut
  // What the conversation keeps (a comment), the next run sends; anything else goes with its run.
  const kept = own?.ask.startsWith('c') !== false
  const next = kept ? 'the next run for the job sends it' : 're-run this run to send it'
  state.message = `${timedOut ? `At the timeout (${formatDuration(settings.timeoutMs)}), ${why}` : `The run was cancelled while ${why}`}; the follow-up was not sent: ${next}.`
  if (!timedOut || settings.failOn.has('timeout')) fail(line`${state.message}`)
  else log.warning(line`${state.message}`)
  return undefined
}
