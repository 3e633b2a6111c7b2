/**
 * What both actions' settings readers share: the input reader, the error that lists problems,
 * and the inputs that reach the service.
 */
import { DEFAULT_API_URL, parseApiUrl } from './api/index.js'
import { cut, visible } from './sinks/text.js'

/** Reads one input as the runner passes it (`core.getInput` in production). */
export type InputReader = (name: string) => string

/** All the problems found in the inputs, one per line. */
export class SettingsError extends Error {
  override readonly name = 'SettingsError'
  constructor(readonly problems: readonly string[]) {
    super(
      problems.length === 1
        ? problems[0]
        : `The inputs have ${problems.length} problems:\n- ${problems.join('\n- ')}`
    )
  }
}

/**
 * Identifiers become path segments and appear in logs: no white space, slashes, control or
 * format characters (a bidi override would reorder what a reader sees), not `.` or `..`, bounded.
 */
export const IDENTIFIER = /^(?!\.{1,2}$)[^\s/\\?#%\p{C}]{1,200}$/u

/** Admin keys start with this (contract §2), and travel in a header: visible ASCII only. */
export const API_KEY = /^mint_[\x21-\x7e]+$/

/** A value quoted in a problem: as JSON, with hidden characters shown rather than obeyed. */
export function shown(value: string): string {
  return visible(JSON.stringify(cut(value, 200)))
}

/** Splits a comma (or newline) separated input into its non-empty items. */
export function list(value: string): string[] {
  return value
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter((item) => item !== '')
}

/** The inputs both actions take to reach the service (contract §3), checked the same way. */
export interface ServiceSettings {
  /** The admin API key (masked by the caller before anything is logged). */
  apiKey: string
  projectId: string
  /** Service base URL: `https:`, or `http:` on a loopback host. */
  apiUrl: string
}

/** Reads `api-key`, `project-id` and `api-url`, adding what is wrong with them to `problems`. */
export function readServiceInputs(input: InputReader, problems: string[]): ServiceSettings {
  const apiKey = input('api-key').trim()
  if (!apiKey) {
    // Mostly a secret that did not arrive: a forgotten one, or one GitHub withholds from this run.
    problems.push(
      "Input 'api-key' is required: the service's admin API key (mint_...). It is empty, as a secret reads when it is not set in the repository or organization, or not given to this event: GitHub gives no secrets to a workflow run by a pull request from a fork, and only Dependabot's secrets to one run by Dependabot."
    )
  } else if (!API_KEY.test(apiKey)) {
    // The value is a secret: it is never quoted, not even in part.
    problems.push(
      "Input 'api-key' must be an admin API key: mint_ followed by letters, digits or punctuation, without spaces or line breaks (the value given is not shown)."
    )
  }

  const projectId = input('project-id').trim()
  if (!projectId) {
    problems.push("Input 'project-id' is required: the project identifier from the dashboard.")
  } else if (!IDENTIFIER.test(projectId)) {
    problems.push(
      `Input 'project-id' must be a project identifier without spaces, slashes or control characters; got ${shown(projectId)}.`
    )
  }

  const apiUrl = input('api-url').trim() || DEFAULT_API_URL
  const url = parseApiUrl(apiUrl)
  if (!url.ok) problems.push(`Input 'api-url' is not usable: ${url.reason}.`)
  return { apiKey, projectId, apiUrl }
}
