/**
 * The step's other sinks: outputs, saved state and the job summary, and the two calls that read
 * what the workflow gave (inputs, state). Outputs are our own values or plain lines (text.ts),
 * redacted and bounded; the summary takes only HTML built by markup.ts; state is redacted.
 */
import * as core from '@actions/core'
import type { Html } from './markup.js'
import { redact, registerSecret } from './secrets.js'
import { MAX_VALUE, plainLine } from './text.js'

/** Reads an input as the runner passes it (from the workflow file: trusted). */
export function input(name: string): string {
  return core.getInput(name)
}

/**
 * Reads inputs from `env` as the runner passes them (`INPUT_` and the name in upper case, spaces
 * to `_`, hyphens kept; trimmed), as `input` does from the process's environment: a run given its
 * own environment (a test in-process) reads its inputs from there.
 */
export function inputFrom(env: NodeJS.ProcessEnv): (name: string) => string {
  return (name) => (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim()
}

/** Reads a value the main step saved for the post step. */
export function savedState(name: string): string {
  return core.getState(name)
}

/** Reads saved state from `env` (`STATE_<name>`), as `savedState` does from the process's. */
export function savedStateFrom(env: NodeJS.ProcessEnv): (name: string) => string {
  return (name) => env[`STATE_${name}`] ?? ''
}

/** Masks a secret in the runner's log and redacts it from everything this process writes. */
export function addSecret(secret: string): void {
  const value = secret.trim()
  if (!value) return
  core.setSecret(value)
  const encoded = encodeURIComponent(value)
  if (encoded !== value) core.setSecret(encoded)
  registerSecret(value)
}

/** How an output value is made safe: one plain line, or a bounded multi-line text (`job`). */
export type OutputValue = string | { text: string }

/**
 * Sets outputs. A string is one plain line (at most `MAX_VALUE` characters); `{ text }` is
 * written as given after redaction (the `job` JSON, which the caller bounds).
 */
export function setOutputs(outputs: Record<string, OutputValue | undefined>): void {
  for (const [name, value] of Object.entries(outputs)) {
    if (value === undefined) continue
    core.setOutput(
      name,
      typeof value === 'string' ? plainLine(value, MAX_VALUE) : redact(value.text)
    )
  }
}

/** Saves state for the post step, redacted (the runner keeps it in a file). */
export function saveState(name: string, value: string): void {
  core.saveState(name, redact(value))
}

/** Appends HTML to the job summary; a failure to write it is returned, not thrown. */
export async function writeSummary(content: Html): Promise<Error | undefined> {
  if (!process.env.GITHUB_STEP_SUMMARY) return undefined
  try {
    await core.summary.addRaw(redact(content), true).write()
    return undefined
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error))
  }
}
