// An example's job in a simulated world, for the end-to-end suites of the examples: the world
// (support/simulated-world.ts), the example read from its file (support/example-runner.ts), the
// job, the job's steps that use this action, and the context of a run of an event as the examples
// fill it: the world's api key as secrets.DOCS_API_KEY, its project as vars.DOCS_PROJECT_ID.
import { actionSteps, githubOf, jobOf, readExample, type Trigger } from './example-runner.js'
import { KEY, TOKEN, useSimulatedWorld, type WorldOptions } from './simulated-world.js'

/** How a run's `github` context differs from the example's own repository's (acme/docs). */
export interface RunContext {
  /** The repository the workflow runs in. */
  repository?: string
  /** `${{ github.token }}`: the world's unless set. */
  token?: string
  /** More secrets beside DOCS_API_KEY. */
  secrets?: Record<string, string>
}

/** `jobName` of examples/`file` in a world of `options`; call it once at the top of a suite. */
export function useExample(file: string, jobName: string, options: WorldOptions) {
  const world = useSimulatedWorld(options)
  const example = readExample(file)
  const job = jobOf(example, jobName)
  const steps = actionSteps(job)
  const worldToken = options.github ? (options.github.token ?? TOKEN) : undefined
  return {
    world,
    example,
    job,
    /** The job's steps of this action, in order. */
    steps,
    /** The first of them. */
    step: steps[0]!,
    /** The context of a run of `event`: secrets.DOCS_API_KEY and vars.DOCS_PROJECT_ID set. */
    contextOf: (event: Trigger, run: RunContext = {}) => {
      const token = run.token ?? worldToken
      return {
        github: githubOf(event, {
          ...(run.repository ? { repository: run.repository } : {}),
          ...(token ? { token } : {})
        }),
        secrets: { DOCS_API_KEY: options.key ?? KEY, ...run.secrets },
        vars: { DOCS_PROJECT_ID: 'proj' }
      }
    }
  }
}
