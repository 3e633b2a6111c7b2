// examples/docs-follow-code.yml in the code repository it lives in (acme/cli), for the end-to-end
// suites of the docs pull request that follows its code pull request and of the docs check: a
// simulated world whose GitHub stand-in knows the run's own token (acme/cli only), DOCS_APP_TOKEN
// (secrets.DOCS_REPO_TOKEN: a GitHub App's for acme/docs) and a token without statuses: write; the
// example's job and its step; the context of a run of an event; and the events of code pull
// request #34, GitHub (the stand-in) left as each says the pull request now is.
import { MERGE_COMMIT, PUSH_AFTER, pullRequestEvent } from '../../__fixtures__/events.js'
import { inRepository, type Step, type Trigger } from './example-runner.js'
import { useExample } from './example-world.js'
import { BOT, DOCS_APP_TOKEN, DOCS_APP_TOKENS } from './simulated-world.js'

export const CODE = 'acme/cli'
export const DOCS = 'acme/docs'

/** What code pull request #34 is in its event, beside its action. */
export interface CodePullOptions {
  /** A closed event's: merged (GitHub shows its merge commit) or closed without merging. */
  merged?: boolean
  /** Its body (the simulator reads `sim:` directives there). */
  body?: string
  /** A labeled event's label. */
  label?: string
  /** The labels on it. */
  labels?: string[]
}

/** acme/cli's own GITHUB_TOKEN: acme/cli only. */
export const RUN_TOKEN = 'ghs_Cli3Vq8Lm2Tz6Hb'
/** acme/cli's GITHUB_TOKEN in a workflow whose permissions leave statuses out. */
export const READ_ONLY_TOKEN = 'ghs_Cli7NoStatus0Aa'

/** The code repository's world; call it once at the top of a suite. */
export function useCodeRepository(options: { jobDurationMs: number }) {
  const { world, example, job, step, contextOf } = useExample('docs-follow-code.yml', 'docs', {
    jobDurationMs: options.jobDurationMs,
    github: {
      token: RUN_TOKEN,
      repositories: [CODE],
      tokens: {
        [RUN_TOKEN]: { login: BOT, installation: true, repos: [CODE] },
        [READ_ONLY_TOKEN]: { login: BOT, installation: true, repos: [CODE], canWriteStatuses: false }, // prettier-ignore
        ...DOCS_APP_TOKENS
      },
      pulls: true
    }
  })

  /** The `action` event of code pull request #34 (into main, by writer, one changed file). */
  function codePull(action: string, pull: CodePullOptions = {}): Trigger {
    const { gh } = world
    gh.setPermission('writer', 'write', CODE)
    const merged = action === 'closed' && pull.merged === true
    gh.addPull(CODE, { number: 34, headRef: 'feature', headSha: PUSH_AFTER, baseRef: 'main', author: 'writer', ...(merged ? { mergeCommit: MERGE_COMMIT } : {}) }) // prettier-ignore
    if (action === 'closed' && !merged) gh.closePull(CODE, 34)
    if (action !== 'closed') gh.reopenPull(CODE, 34)
    gh.setPullChanges(CODE, 34, { commits: [{ sha: PUSH_AFTER, message: 'Add export', login: 'writer' }], files: [file] }) // prettier-ignore
    const event = inRepository(
      pullRequestEvent(action, 'writer', pull.label, {
        commits: 1,
        changedFiles: 1,
        ...(pull.body ? { body: pull.body } : {}),
        ...(merged ? { merged: true } : {})
      }),
      CODE
    )
    const payload = event.payload.pull_request as { base: { ref: string }; head: { sha: string }; labels: unknown[] } // prettier-ignore
    payload.base.ref = 'main'
    payload.head.sha = PUSH_AFTER
    payload.labels = (pull.labels ?? []).map((name) => ({ name }))
    return event
  }

  return {
    world,
    example,
    job,
    /** The example's step of this action. */
    step,
    codePull,
    /** The context of a run of `event` in acme/cli with `token` as its GITHUB_TOKEN. */
    contextOf: (event: Trigger, token = RUN_TOKEN) =>
      contextOf(event, { repository: CODE, token, secrets: { DOCS_REPO_TOKEN: DOCS_APP_TOKEN } }),
    /** The example's step with `inputs` over its own. */
    withInputs: (inputs: Record<string, string>): Step => ({
      ...step,
      with: { ...step.with, ...inputs }
    }),
    /** The jobs the runs started. */
    created: () => world.sim.requests.filter((r) => r.route === 'createJob')
  }
}

const file = { filename: 'src/export.ts', status: 'added' as const, additions: 1, patch: '@@ -0,0 +1 @@\n+export const run = () => 1' } // prettier-ignore
