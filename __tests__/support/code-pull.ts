// A code pull request's event as the docs pull request's pairing meets it (e2e/docs-pull-*.test.ts):
// pull request #34 into main, by writer, with one changed file, and GitHub (the stand-in) left as
// the event says the pull request now is. GitHub is changed when the event is made, as when it
// happened: a re-run of an old event, made earlier, finds GitHub as it is since.
import { MERGE_COMMIT, PUSH_AFTER, pullRequestEvent } from '../../__fixtures__/events.js'
import { inRepository } from './example-runner.js'
import type { GitHubStandIn } from './github-standin.js'

const file = { filename: 'src/export.ts', status: 'added' as const, additions: 1, patch: '@@ -0,0 +1 @@\n+export const run = () => 1' } // prettier-ignore

/** The `action` event of code pull request #34 of `repository`, GitHub showing it so. */
export function codePullEvent(
  gh: GitHubStandIn,
  repository: string,
  action: string,
  options: { merged?: boolean } = {}
) {
  gh.setPermission('writer', 'write', repository)
  const merged = action === 'closed' && options.merged === true
  gh.addPull(repository, { number: 34, headRef: 'feature', headSha: PUSH_AFTER, baseRef: 'main', author: 'writer', ...(merged ? { mergeCommit: MERGE_COMMIT } : {}) }) // prettier-ignore
  if (action === 'closed' && !merged) gh.closePull(repository, 34)
  if (action !== 'closed') gh.reopenPull(repository, 34)
  gh.setPullChanges(repository, 34, { commits: [{ sha: PUSH_AFTER, message: 'Add export', login: 'writer' }], files: [file] }) // prettier-ignore
  const event = inRepository(
    pullRequestEvent(action, 'writer', undefined, {
      commits: 1,
      changedFiles: 1,
      ...(merged ? { merged: true } : {})
    }),
    repository
  )
  const pull = event.payload.pull_request as { base: { ref: string }; head: { sha: string }; labels: unknown[] } // prettier-ignore
  pull.base.ref = 'main'
  pull.head.sha = PUSH_AFTER
  pull.labels = []
  return event
}
