/**
 * What a run sends: the instruction (a follow-up's in our words when a pull request changed
 * again or merged), the untrusted context beside it (the issue, the change, `context-file`), the
 * key and tokens redacted; a follow-up's several instructions as one; and `dry-run`, which shows
 * it and sends nothing.
 */
import type { Instruction } from '../github/mailbox.js'
import { composePrompt, type UntrustedPart } from '../github/untrusted.js'
import type { Plan } from '../github/trigger.js'
import { group, line, log, redactForAgent } from '../sinks/index.js'
import { Inputs } from './constants.js'
import type { RunState } from './report.js'
import { SettingsError, type AgentSettings } from './settings.js'

type ActingPlan = Extract<Plan, { act: true }>

/**
 * The prompt for `plan` (to `jobId`, '' for a new job): undefined when the run is skipped (the
 * change holds nothing to send), `state.skipped` saying why.
 */
export async function composeFor(
  plan: ActingPlan,
  jobId: string,
  settings: AgentSettings,
  state: RunState,
  serverHost: string
): Promise<{ prompt: string; followUp: boolean } | undefined> {
  // include-changes: the change as context, or nothing sent when it has none. Read once the
  // run knows whether it continues a job (which has the pull request's change already) and
  // once the sender may use it (a refused run reads nothing).
  if (plan.changes?.kind === 'push' && !jobId && state.github) {
    const { mergeFollowedElsewhere } = await import('../github/merged-pull.js')
    const skip = await mergeFollowedElsewhere(state.github, plan.changes, settings.projectId)
    if (skip) {
      state.skipped = skip
      return undefined
    }
  }
  if (plan.changes && state.github) {
    const { completeChangesPlan } = await import('../github/changes.js')
    const completed = await completeChangesPlan(plan, settings, state.github, serverHost, !!jobId)
    if (!completed.act) {
      state.skipped = completed.reason
      state.noDocs = completed.noDocs
      return undefined
    }
    plan = completed
  }
  // A pull request that changed again or merged tells its job so, in our words.
  const instruction = (jobId && plan.followUpInstruction) || plan.instruction
  const followUp = Boolean(jobId && instruction)
  // A follow-up goes to a job that has the issue already; a new job gets it as context.
  // context-file goes with an instruction, to a new job or as a follow-up.
  const extra = instruction ? contextFilePart(settings) : []
  // The key (and the GitHub tokens) go only in their headers (contract §4.8): a patch, a
  // report or an issue that holds one does not hand it to the agent, which could write it into
  // a pull request.
  const prompt = redactForAgent(
    followUp
      ? composePrompt(instruction, [...(plan.followUpContext ?? []), ...extra])
      : composePrompt(instruction, [...plan.context, ...extra])
  )
  if (!prompt && !jobId) {
    throw new SettingsError([
      `Set '${Inputs.Prompt}' or '${Inputs.PromptFile}' (the instruction for a new job), or '${Inputs.JobId}' (to message or wait for an existing job).`
    ])
  }
  return { prompt, followUp }
}

/**
 * `dry-run`: the prompt the run would send, in the log (through the sinks, line by line) and
 * the `prompt` output; nothing goes to the service, no comment, no reaction.
 */
export async function dryRun(state: RunState, jobId: string, prompt: string): Promise<void> {
  state.dryRun = { jobId, prompt }
  state.instruction = prompt
  await group(line`Dry run: the prompt that would be sent`, async () => {
    for (const text of prompt.split(/\r\n?|\n/)) log.info(line`${text}`)
  })
  log.notice(
    line`Dry run: nothing was sent (${jobId ? `a follow-up to job ${jobId}` : 'a new job'} would have been); the prompt is in the log and the 'prompt' output.`
  )
}

/** `context-file`'s text as untrusted context: file content, the cut said. */
function contextFilePart(settings: AgentSettings): UntrustedPart[] {
  const { context } = settings
  if (!context) return []
  const cut =
    context.cut > 0 ? `\n[… ${context.cut} characters of the file left out (context-limit)]` : ''
  return [
    {
      label: 'context file',
      fields: [['File', context.file]],
      body: '',
      code: `${context.text}${cut}`,
      from: `a file an earlier step of the workflow wrote (${context.file}), which may hold anyone's text`
    }
  ]
}

/**
 * A follow-up's prompt: one instruction as it is; several, each said to be a request of its own,
 * oldest first.
 */
export function followUpPrompt(
  asked: readonly Instruction[],
  own: Instruction | undefined
): string {
  const first = asked[0]
  if (asked.length === 1 && first) return first === own ? first.text : redactForAgent(first.text)
  const lines = [
    `${asked.length} requests were made to this job since its last turn, oldest first. Do each of them, in this order; where two disagree, the later one wins.`
  ]
  asked.forEach((instruction, i) => {
    const by = instruction.by ? `, from ${instruction.by}` : ''
    lines.push('', `Request ${i + 1} of ${asked.length}${by}:`, instruction.text)
  })
  return redactForAgent(lines.join('\n'))
}
