/**
 * `docs-check` and `skip-label`: the commit status a code pull request's run keeps on its head
 * commit (github/docs-check.ts), and the label that says the pull request needs no docs.
 */
import { shown, type InputReader } from '../inputs.js'
import { Inputs } from './constants.js'

export interface CheckSettings {
  /** `docs-check`: the status's name (its context); '' keeps none. */
  context: string
  /** `skip-label`: a code pull request carrying it gets no docs job; '' for none. */
  skipLabel: string
}

/** A status's name as a branch protection rule lists it: printable, one line. */
const CONTEXT = /^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]{1,100}$/u
/** GitHub's limit on a label's name. */
const LABEL = /^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp},]{1,50}$/u

export function readCheckSettings(
  input: InputReader,
  problems: string[],
  wait: boolean
): CheckSettings {
  const context = input(Inputs.DocsCheck).trim()
  const skipLabel = input(Inputs.SkipLabel).trim()
  if (context && !CONTEXT.test(context)) {
    problems.push(
      `Input '${Inputs.DocsCheck}' must be the name of a commit status, one line of at most 100 characters like docs; got ${shown(context)}.`
    )
  } else if (context && !wait) {
    problems.push(
      `Input '${Inputs.DocsCheck}' needs '${Inputs.Wait}: true': a run that does not wait for the job cannot end the check, which would stay pending.`
    )
  }
  if (skipLabel && !LABEL.test(skipLabel)) {
    problems.push(
      `Input '${Inputs.SkipLabel}' must be one label's name, at most 50 characters like no-docs; got ${shown(skipLabel)}.`
    )
  }
  return { context, skipLabel }
}
