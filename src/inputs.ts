/**
 * What both actions' settings readers share: the input reader, the error that lists problems,
 * and the inputs that reach the service.
 */
import { DEFAULT_API_URL, parseApiUrl } from './api/index.js'

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

/** Identifiers become path segments: no whitespace, no slashes, not `.` or `..`. */
export const IDENTIFIER = /^(?!\.{1,2}$)[^\s/\\?#%]+$/

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
  if (!apiKey) problems.push("Input 'api-key' is required: the service's admin API key.")

  const projectId = input('project-id').trim()
  if (!projectId) {
    problems.push("Input 'project-id' is required: the project identifier from the dashboard.")
  } else if (!IDENTIFIER.test(projectId)) {
    problems.push(
      `Input 'project-id' must be a project identifier without spaces or slashes; got ${JSON.stringify(projectId)}.`
    )
  }

  const apiUrl = input('api-url').trim() || DEFAULT_API_URL
  const url = parseApiUrl(apiUrl)
  if (!url.ok) problems.push(`Input 'api-url' is not usable: ${url.reason}.`)
  return { apiKey, projectId, apiUrl }
}
