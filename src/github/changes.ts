/**
 * The change as context (`include-changes`): on a push, the compared range read through GitHub's
 * compare API; on a pull request, its commits and files (the pull request APIs), as it now stands
 * (after a push to it, the push's commits marked new). The commits, the changed files and their
 * patches go after the instruction as one untrusted block, read by changes-read.ts and bounded
 * by changes-block.ts (within `context-limit`; lock, generated and vendored files listed without
 * their patches, changes-paths.ts). Everything in it (commit messages and file names included)
 * is written by whoever can push, so it is only ever data: it goes into the prompt as file
 * content (only invisible characters removed), between the run's delimiters, and never into a
 * log line.
 */
import { MAX_NAME, boundChanges } from './changes-block.js'
import { MATCH_BUDGET_MS, MAX_MATCHED_NAME, pathMatcher } from './changes-paths.js'
import { readCompare, readPull, short, type Range } from './changes-read.js'
import { oneLine } from './cut.js'
import type { Octokit, Repo } from './octokit.js'
import type { Plan, PullQuery, PushQuery } from './plan.js'
import type { UntrustedPart } from './untrusted.js'
import { line, log } from '../sinks/index.js'

// Where tests and the benchmark import them from.
export { boundChanges } from './changes-block.js'
export { matchesPaths, withheld } from './changes-paths.js'
export {
  MAX_COMMITS,
  MAX_PULL_COMMITS,
  MAX_PULL_FILES,
  readCompare,
  readPull,
  type Commit,
  type Compared,
  type FileChange
} from './changes-read.js'

type ActingPlan = Extract<Plan, { act: true }>

/** `context-limit`'s default: the characters of the change sent. */
export const DEFAULT_CHANGES_LIMIT = 30_000

export interface ChangesSettings {
  /** `context-limit`: the characters of the change sent, at most (plus the lines that say so). */
  contextLimit?: number
  /** `changes-paths`: globs; only files matching one have their patches sent. Empty: all. */
  changesPaths?: readonly string[]
}

/**
 * The plan of a push or a pull request with `include-changes`, once GitHub said what changed:
 * the change as context, or skipped when it changed nothing the settings ask about. `followUp`:
 * the run continues a tracked job, which has the pull request's change already: a push to it
 * sends the pull request as it now stands, a merge sends nothing more. Throws when GitHub cannot say (the
 * step fails: nothing is sent).
 */
export async function completeChangesPlan(
  plan: ActingPlan,
  settings: ChangesSettings,
  github: { octokit: Octokit; repo: Repo },
  serverHost: string,
  followUp: boolean
): Promise<Plan> {
  const query = plan.changes
  if (!query) return plan
  const source = changeSource(query, github.repo, serverHost, followUp)
  if (!source) return { ...plan, changes: undefined }
  const compared = source.range
    ? await readCompare(github.octokit, github.repo, source.range)
    : {
        ...(await readPull(github.octokit, github.repo, query as PullQuery)),
        ...((query as PullQuery).newSince ? { newSince: (query as PullQuery).newSince } : {})
      }
  const paths = settings.changesPaths ?? []
  const { files } = compared
  if (files.length === 0) {
    return {
      act: false,
      reason: `${source.what} changes no file: there is no change to send (include-changes)`,
      noDocs: true
    }
  }
  const match = pathMatcher(paths)
  // Past the most files GitHub lists, a file that matches may be among those it did not list; a
  // file not matched in time may match.
  if (paths.length && files.length < compared.maxFiles && !files.some((f) => match(f) !== false)) {
    return {
      act: false,
      reason:
        files.length === 1
          ? `the one file ${source.what} changes does not match 'changes-paths'`
          : `none of the ${files.length} files ${source.what} changes matches 'changes-paths'`,
      noDocs: true
    }
  }
  const bounded = boundChanges(compared, {
    limit: settings.contextLimit ?? DEFAULT_CHANGES_LIMIT,
    paths,
    match
  })
  const undecided = paths.length ? files.filter((f) => match(f) === undefined).length : 0
  if (undecided > 0) {
    log.warning(
      line`${undecided} file(s) were not matched against 'changes-paths' (a name over ${MAX_MATCHED_NAME} characters, or past ${MATCH_BUDGET_MS / 1000} s of matching): their patches were not sent.`
    )
  }
  const part: UntrustedPart = {
    label: source.label,
    fields: source.fields,
    body: '',
    code: bounded.text
  }
  return {
    ...plan,
    context: [...plan.context, part],
    followUpContext: [...(plan.followUpContext ?? []), part],
    changes: undefined
  }
}

/** What a plan's change is read from, and how the prompt names it; undefined: nothing to read. */
function changeSource(
  query: PushQuery | PullQuery,
  repo: Repo,
  serverHost: string,
  followUp: boolean
): { what: string; label: string; fields: [string, string][]; range?: Range } | undefined {
  const web = `https://${serverHost}/${repo.owner}/${repo.repo}`
  const repository: [string, string] = ['Repository', `${repo.owner}/${repo.repo}`]
  const compareUrl = (base: string, head: string): [string, string] => [
    'URL',
    `${web}/compare/${base}...${head}`
  ]
  if (query.kind === 'push') {
    const ref = oneLine(query.ref, MAX_NAME)
    const what = `the push to ${ref || 'the ref'}`
    return {
      what,
      label: 'changes of the push',
      fields: [
        repository,
        ['Ref', ref],
        ['Range', `${short(query.base)}...${short(query.head)}`],
        compareUrl(query.base, query.head)
      ],
      range: { base: query.base, head: query.head, what }
    }
  }
  const pull = `pull request #${query.number}`
  // A merged pull request's job has its change already; a new job needs it.
  if (followUp && query.merged) return undefined
  return {
    what: pull,
    label: `changes of ${pull}`,
    fields: [
      repository,
      ['Pull request', `${web}/pull/${query.number}`],
      ['URL', `${web}/pull/${query.number}/files`]
    ]
  }
}
