/**
 * Reads the agent action's inputs into one typed settings object, checking every one of them
 * before any request is sent. All problems are reported together, each naming the input and the
 * form it expects, so a user fixes the workflow in one go. The `pr-*` inputs are read by
 * pr-settings.ts, those of the context (`context-file`, `include-changes`) by context-settings.ts.
 */
import { BOUNDS } from '../bounds.js'
import { parseDurationMs } from '../duration.js'
import { readConfinedFile } from '../files.js'
import type { PrSettings } from '../github/pull.js'
import {
  IDENTIFIER,
  SettingsError,
  list,
  readServiceInputs,
  shown,
  type InputReader
} from '../inputs.js'
import { FAIL_ON_VALUES, Inputs, type FailOn } from './constants.js'
import { readContextSettings, type ContextFile } from './context-settings.js'
import { readPrSettings } from './pr-settings.js'
import { readCheckSettings, type CheckSettings } from './check-settings.js'

export { SettingsError, type InputReader, type PrSettings }

export interface AgentSettings {
  /** The admin API key (masked before this object exists). */
  apiKey: string
  /** The project the jobs belong to. */
  projectId: string
  /** Service base URL: `https:`, or `http:` on a loopback host. */
  apiUrl: string
  /** The instruction from `prompt` or `prompt-file`; '' when neither is set. */
  prompt: string
  /** An existing job to message or attach to; '' to create a job. */
  jobId: string
  /** Wait until the job is terminal (false: return right after the create or message). */
  wait: boolean
  /** How long to wait for the job, in ms. */
  timeoutMs: number
  /** The shortest delay between polls, in ms. */
  pollIntervalMs: number
  /** The longest delay between polls, in ms. */
  maxPollIntervalMs: number
  /** Outcomes that fail the step. */
  failOn: ReadonlySet<FailOn>
  /** Keep a tracking comment on the issue or pull request. */
  comment: boolean
  /** Where to comment when the event names no issue; undefined when not set. */
  issueNumber?: number
  /** Token for comments, reactions and permission checks. */
  githubToken: string
  /**
   * `origin-token`: for the issue a pull request's job came from, when it is in another
   * repository than the workflow's; '' uses githubToken.
   */
  originToken: string
  /** On issue_comment events, only comments starting with this act. */
  triggerPhrase: string
  /** On labeled events, act only when this label was added; '' for any. */
  label: string
  /** `on-actions`: the issue and pull request actions to act on (lower case); [] for the default. */
  onActions: string[]
  /** Logins allowed to trigger without write access (bots by full name). */
  allowedUsers: readonly string[]
  /** What to do on the agent's pull request once the job is completed with one. */
  pr: PrSettings
  /** `context-file`'s text, cut to `context-limit`, and the file's name; undefined when unset. */
  context?: ContextFile
  /**
   * `context-limit`: the most characters of context-file sent, and of the change (each its own
   * budget); undefined only in settings built by hand (the default, 30000, applies).
   */
  contextLimit?: number
  /** `include-changes`: on a push, the change (commits, files, patches) goes as context. */
  includeChanges?: boolean
  /** `changes-paths`: globs; only files matching one have their patches sent. Empty: all. */
  changesPaths?: readonly string[]
  /** Print the prompt, send nothing. */
  dryRun: boolean
  /** `max-turns`: the most turns a job may have; a follow-up past it is skipped. */
  maxTurns: number
  /** `docs-check` and `skip-label`: the code pull request's status; undefined in settings built by hand. */
  check?: CheckSettings
}

/** The shortest poll interval accepted; below it polling would only spend the rate limit. */
const MIN_POLL_MS = 100
/** Larger prompt files are almost surely the wrong file. */
const MAX_PROMPT_FILE_BYTES = 1_000_000

const BOOLEAN_TRUE = ['true', 'True', 'TRUE']
const BOOLEAN_FALSE = ['false', 'False', 'FALSE']

export interface ReadOptions {
  /** GITHUB_WORKSPACE: where `prompt-file` is resolved. */
  workspace: string
}

export function readSettings(input: InputReader, options: ReadOptions): AgentSettings {
  const problems: string[] = []
  const text = (name: string): string => input(name).trim()
  const quoted = shown

  const { apiKey, projectId, apiUrl } = readServiceInputs(input, problems)

  const jobId = text(Inputs.JobId)
  if (jobId && !IDENTIFIER.test(jobId)) {
    problems.push(
      `Input '${Inputs.JobId}' must be a job id without spaces or slashes; got ${quoted(jobId)}.`
    )
  }
  const prompt = readPrompt(input, problems, options.workspace)

  const bool = (name: string): boolean => {
    const value = text(name)
    if (BOOLEAN_TRUE.includes(value)) return true
    if (BOOLEAN_FALSE.includes(value)) return false
    problems.push(`Input '${name}' must be true or false; got ${quoted(value)}.`)
    return false
  }
  const wait = bool(Inputs.Wait)
  const comment = bool(Inputs.Comment)
  const { timeoutMs, pollIntervalMs, maxPollIntervalMs } = readTimes(input, problems)
  const failOn = readFailOn(input, problems)

  let issueNumber: number | undefined
  const issue = text(Inputs.IssueNumber)
  if (issue) {
    if (/^[1-9]\d{0,9}$/.test(issue)) issueNumber = Number(issue)
    else {
      problems.push(
        `Input '${Inputs.IssueNumber}' must be an issue or pull request number like 42; got ${quoted(issue)}.`
      )
    }
  }

  const onActions = list(input(Inputs.OnActions)).map((item) => item.toLowerCase())
  for (const item of onActions) {
    if (!/^[a-z_]{1,40}$/.test(item)) {
      problems.push(
        `Input '${Inputs.OnActions}' must be a comma-separated list of event actions like opened, labeled, synchronize; got ${quoted(item)}.`
      )
    }
  }

  const pr = readPrSettings(input, problems, bool)
  const dryRun = bool(Inputs.DryRun)
  const turnsText = text(Inputs.MaxTurns) || '5'
  const maxTurns = /^[1-9]\d{0,2}$/.test(turnsText) ? Number(turnsText) : 0
  if (maxTurns === 0) {
    problems.push(
      `Input '${Inputs.MaxTurns}' must be a whole number of turns from 1 to 999; got ${quoted(turnsText)}.`
    )
  }
  const context = readContextSettings(input, problems, bool, options.workspace)
  const check = readCheckSettings(input, problems, wait)

  if (problems.length > 0) throw new SettingsError(problems)
  return {
    apiKey,
    projectId,
    apiUrl,
    prompt,
    jobId,
    wait,
    timeoutMs,
    pollIntervalMs,
    maxPollIntervalMs,
    failOn,
    comment,
    issueNumber,
    githubToken: input(Inputs.GithubToken).trim(),
    originToken: input(Inputs.OriginToken).trim(),
    triggerPhrase: text(Inputs.TriggerPhrase),
    label: text(Inputs.Label),
    onActions: [...new Set(onActions)],
    allowedUsers: list(input(Inputs.AllowedUsers)),
    pr,
    ...context,
    dryRun,
    maxTurns,
    check
  }
}

/** The instruction: `prompt`, or the text of `prompt-file` (not both); '' when neither is set. */
function readPrompt(input: InputReader, problems: string[], workspace: string): string {
  const prompt = input(Inputs.Prompt).trim()
  const promptFile = input(Inputs.PromptFile).trim()
  if (promptFile && prompt) {
    problems.push(
      `Inputs '${Inputs.Prompt}' and '${Inputs.PromptFile}' are both set: give the instruction in one of them.`
    )
  } else if (promptFile) {
    const read = readPromptFile(promptFile, workspace)
    if ('problem' in read) problems.push(read.problem)
    else return read.text
  }
  return prompt
}

/** How long to wait for the job (`timeout`), and how often to poll it. */
function readTimes(
  input: InputReader,
  problems: string[]
): Pick<AgentSettings, 'timeoutMs' | 'pollIntervalMs' | 'maxPollIntervalMs'> {
  const text = (name: string): string => input(name).trim()
  const duration = (name: string, fallbackMs: number, minMs: number): number => {
    const value = text(name)
    const ms = parseDurationMs(value)
    if (ms === undefined || ms < minMs) {
      problems.push(
        `Input '${name}' must be a duration like 90s, 45m, 1h30m or a number of seconds` +
          `${minMs > 1000 ? '' : `, at least ${minMs} ms`}; got ${shown(value)}.`
      )
      return fallbackMs
    }
    return ms
  }
  const timeoutMs = duration(Inputs.Timeout, 30 * 60_000, 1000)
  const pollIntervalMs = duration(Inputs.PollInterval, BOUNDS.pollIntervalMs, MIN_POLL_MS)
  const maxPollIntervalMs = duration(Inputs.MaxPollInterval, BOUNDS.maxPollIntervalMs, MIN_POLL_MS)
  if (maxPollIntervalMs < pollIntervalMs) {
    problems.push(
      `Input '${Inputs.MaxPollInterval}' (${text(Inputs.MaxPollInterval)}) must not be shorter than '${Inputs.PollInterval}' (${text(Inputs.PollInterval)}).`
    )
  }
  return { timeoutMs, pollIntervalMs, maxPollIntervalMs }
}

/** `fail-on`: the outcomes that fail the step. */
function readFailOn(input: InputReader, problems: string[]): Set<FailOn> {
  const failOn = new Set<FailOn>()
  for (const item of list(input(Inputs.FailOn))) {
    const value = item.toLowerCase()
    if ((FAIL_ON_VALUES as readonly string[]).includes(value)) failOn.add(value as FailOn)
    else {
      problems.push(
        `Input '${Inputs.FailOn}' must be a comma-separated list of ${FAIL_ON_VALUES.join(', ')}; got ${shown(item)}.`
      )
    }
  }
  return failOn
}

/** The prompt file: a regular file inside the workspace (real path), bounded, not empty. */
function readPromptFile(file: string, workspace: string): { text: string } | { problem: string } {
  const read = readConfinedFile(file, {
    workspace,
    maxBytes: MAX_PROMPT_FILE_BYTES,
    input: Inputs.PromptFile
  })
  if ('problem' in read) return read
  const text = read.text.trim()
  if (!text) {
    return {
      problem: `Input '${Inputs.PromptFile}': ${shown(file)} is empty; expected the instruction.`
    }
  }
  return { text }
}
