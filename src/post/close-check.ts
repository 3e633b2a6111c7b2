/**
 * The post step's docs check (post.ts runs it beside close-comment.ts): the status the main step
 * could not set (GitHub failed it, or the step was stopped while the check showed it at work),
 * so that a required check never stays pending for a run that ended.
 */
import { DocsCheck, type CheckState } from '../github/docs-check.js'
import { COMMIT } from '../github/event.js'
import { State, type SavedCheck } from '../github/state.js'
import { line, log } from '../sinks/index.js'
import { parsed, postStep, type PostDeps } from './post-step.js'

const STATES: readonly CheckState[] = ['pending', 'success', 'failure', 'error']

export async function closeCheck(
  cancel: AbortSignal,
  given: Partial<PostDeps> = {}
): Promise<void> {
  const step = postStep(cancel, given)
  const saved = parsed<SavedCheck>(step.saved(State.Check))
  const { repo } = step
  if (!saved || !repo || !step.token) return
  if (saved.repository !== `${repo.owner}/${repo.repo}` || !COMMIT.test(saved.sha)) return
  if (!saved.context || !STATES.includes(saved.view?.state)) return
  const check = new DocsCheck(await step.github(), repo, saved.sha, saved.context, log)
  if (await check.show(saved.view)) {
    log.info(line`Set the docs check '${saved.context}': the main step could not.`)
  }
}
