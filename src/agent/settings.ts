/**
 * Reads the agent action's inputs into one typed settings object, checking every one of them
 * before any request is sent. All problems are reported together, each naming the input and the
 * form it expects, so a user fixes the workflow in one go.
 */
import { parseDurationMs } from '../duration.js'
import { readConfinedFile } from '../files.js'
import {
  IDENTIFIER,
  SettingsError,
  list,
  readServiceInputs,
  shown,
  type InputReader
} from '../inputs.js'
import type { PrSettings } from '../github/pull.js'
import { FAIL_ON_VALUES, Inputs, type FailOn } from './constants.js'
import { BOUNDS } from '../bounds.js'

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
  context?: { file: string; text: string; cut: number }
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
}

/** `context-limit`'s bounds: a useful report, and far below any prompt a service takes. */
const MIN_CONTEXT = 1000
const MAX_CONTEXT = 200_000
/** Larger context files are cut to context-limit after reading at most this much. */
const MAX_CONTEXT_FILE_BYTES = 4_000_000

/** A GitHub login: letters, digits and single hyphens, at most 39 characters. */
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/
/** An app's login as GitHub shows it (`docs-agent[bot]`), or a user's. */
const AUTHOR = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}(?:\[bot\])?$/
/** `owner/repo`: a login, and a repository name that is not `.` or `..`. */
const REPOSITORY =
  /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}\/(?!\.{1,2}$)[A-Za-z0-9_.-]{1,100}$/
/** An organisation's team: `org/team-slug`. */
const TEAM = /^([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([A-Za-z0-9][A-Za-z0-9_.-]{0,99})$/
/** GitHub's limit on a label's name. */
const MAX_LABEL = 50

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

  let prompt = input(Inputs.Prompt).trim()
  const promptFile = text(Inputs.PromptFile)
  if (promptFile && prompt) {
    problems.push(
      `Inputs '${Inputs.Prompt}' and '${Inputs.PromptFile}' are both set: give the instruction in one of them.`
    )
  } else if (promptFile) {
    const read = readPromptFile(promptFile, options.workspace)
    if ('problem' in read) problems.push(read.problem)
    else prompt = read.text
  }

  const bool = (name: string): boolean => {
    const value = text(name)
    if (BOOLEAN_TRUE.includes(value)) return true
    if (BOOLEAN_FALSE.includes(value)) return false
    problems.push(`Input '${name}' must be true or false; got ${quoted(value)}.`)
    return false
  }
  const wait = bool(Inputs.Wait)
  const comment = bool(Inputs.Comment)

  const duration = (name: string, fallbackMs: number, minMs: number): number => {
    const value = text(name)
    const ms = parseDurationMs(value)
    if (ms === undefined || ms < minMs) {
      problems.push(
        `Input '${name}' must be a duration like 90s, 45m, 1h30m or a number of seconds` +
          `${minMs > 1000 ? '' : `, at least ${minMs} ms`}; got ${quoted(value)}.`
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

  const failOn = new Set<FailOn>()
  for (const item of list(input(Inputs.FailOn))) {
    const value = item.toLowerCase()
    if ((FAIL_ON_VALUES as readonly string[]).includes(value)) failOn.add(value as FailOn)
    else {
      problems.push(
        `Input '${Inputs.FailOn}' must be a comma-separated list of ${FAIL_ON_VALUES.join(', ')}; got ${quoted(item)}.`
      )
    }
  }

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

  const limitText = text(Inputs.ContextLimit) || '30000'
  const contextLimit = /^\d{1,7}$/.test(limitText) ? Number(limitText) : NaN
  if (!(contextLimit >= MIN_CONTEXT && contextLimit <= MAX_CONTEXT)) {
    problems.push(
      `Input '${Inputs.ContextLimit}' must be a whole number of characters from ${MIN_CONTEXT} to ${MAX_CONTEXT}; got ${quoted(limitText)}.`
    )
  }
  let context: AgentSettings['context']
  const contextFile = text(Inputs.ContextFile)
  if (contextFile) {
    const read = readConfinedFile(contextFile, {
      workspace: options.workspace,
      maxBytes: MAX_CONTEXT_FILE_BYTES,
      input: Inputs.ContextFile,
      head: true
    })
    if ('problem' in read) problems.push(read.problem)
    else if (Number.isFinite(contextLimit)) {
      // Never half of a character: a surrogate pair cut in two would send one lone half.
      let end = Math.min(read.text.length, contextLimit)
      const last = read.text.charCodeAt(end - 1)
      if (end < read.text.length && last >= 0xd800 && last <= 0xdbff) end--
      // What was not read counts as left out too (its bytes, about its characters).
      const cut = read.text.length - end + (read.unread ?? 0)
      context = { file: contextFile, text: read.text.slice(0, end), cut }
    }
  }

  // Read like max-turns: an input added after the others may be unset where defaults are filled
  // in by hand (a local run with an older action.yml); unset is its default.
  const includeChanges = text(Inputs.IncludeChanges) ? bool(Inputs.IncludeChanges) : false
  const changesPaths = globList(input(Inputs.ChangesPaths))
  for (const glob of changesPaths) {
    if (!usableGlob(glob)) {
      problems.push(
        `Input '${Inputs.ChangesPaths}' must be a comma or newline separated list of globs relative to the repository's root, like docs/**, src/**/*.{ts,tsx}, !src/**/*.test.ts; got ${shown(glob)}.`
      )
    }
  }

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
    ...(context ? { context } : {}),
    contextLimit,
    includeChanges,
    changesPaths,
    dryRun,
    maxTurns
  }
}

/** The `pr-*` inputs: who and what to apply on the agent's pull request. */
function readPrSettings(
  input: InputReader,
  problems: string[],
  bool: (name: string) => boolean
): PrSettings {
  const reviewers: string[] = []
  const teams: { org: string; slug: string }[] = []
  for (const item of list(input(Inputs.PrReviewers))) {
    const team = TEAM.exec(item)
    if (team) teams.push({ org: team[1] as string, slug: team[2] as string })
    else if (LOGIN.test(item)) reviewers.push(item)
    else {
      problems.push(
        `Input '${Inputs.PrReviewers}' must be a comma-separated list of GitHub logins (octocat) or teams (org/team-slug); got ${shown(item)}.`
      )
    }
  }
  const assignees = list(input(Inputs.PrAssignees))
  for (const item of assignees) {
    if (!LOGIN.test(item)) {
      problems.push(
        `Input '${Inputs.PrAssignees}' must be a comma-separated list of GitHub logins (octocat); got ${shown(item)}.`
      )
    }
  }
  const labels = list(input(Inputs.PrLabels))
  for (const item of labels) {
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    if (item.length > MAX_LABEL || /[\u0000-\u001f\u007f]/.test(item)) {
      problems.push(
        `Input '${Inputs.PrLabels}' must be a comma-separated list of label names of at most ${MAX_LABEL} characters; got ${shown(item)}.`
      )
    }
  }
  const author = input(Inputs.PrAuthor).trim()
  if (author && !AUTHOR.test(author)) {
    problems.push(
      `Input '${Inputs.PrAuthor}' must be a GitHub login (octocat) or an app's (docs-agent[bot]); got ${shown(author)}.`
    )
  }
  const repository = input(Inputs.DocsRepository).trim()
  if (repository && !REPOSITORY.test(repository)) {
    problems.push(
      `Input '${Inputs.DocsRepository}' must be a repository as owner/repo (acme/docs); got ${shown(repository)}.`
    )
  }
  return {
    ...(author ? { author } : {}),
    ...(repository ? { repository } : {}),
    reviewers: unique(reviewers),
    teams,
    labels: unique(labels),
    assignees: unique(assignees),
    comment: bool(Inputs.PrComment),
    token: input(Inputs.PrToken).trim() || input(Inputs.GithubToken).trim()
  }
}

/** The items once each, compared without case (GitHub's logins and labels ignore it). */
function unique(items: readonly string[]): string[] {
  const seen = new Set<string>()
  return items.filter((item) => {
    const key = item.toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
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

/**
 * `changes-paths` as workflow authors write globs (GitHub's `paths:` filters, .gitignore): split
 * at newlines and at commas outside braces (`src/**\/*.{ts,tsx}` is one glob), `./` dropped
 * (names are relative to the repository's root anyway), `!` kept: it excludes (changes.ts).
 */
export function globList(value: string): string[] {
  const globs: string[] = []
  let current = ''
  let depth = 0
  for (const char of value) {
    if (char === '{') depth++
    else if (char === '}') depth = Math.max(0, depth - 1)
    if (char === '\n' || char === '\r' || (char === ',' && depth === 0)) {
      globs.push(current)
      current = ''
      continue
    }
    current += char
  }
  globs.push(current)
  return globs
    .map((glob) => glob.trim().replace(/^(!?)(?:\.\/)+/, '$1'))
    .filter((glob) => glob !== '')
}

/**
 * Whether a `changes-paths` glob can match a file name as GitHub gives it (relative to the
 * repository's root, no trailing slash): one that could not would silently skip every change.
 */
function usableGlob(glob: string): boolean {
  const pattern = glob.startsWith('!') ? glob.slice(1) : glob
  let depth = 0
  for (const char of pattern) {
    if (char === '{') depth++
    else if (char === '}' && --depth < 0) return false
  }
  return (
    depth === 0 &&
    glob.length <= 500 &&
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    !/[\u0000-\u001f\u007f]/.test(glob) &&
    pattern !== '' &&
    !/^[\s/!]/.test(pattern) &&
    !/(^|\/)\.\.(\/|$)/.test(pattern) &&
    !pattern.endsWith('/')
  )
}
