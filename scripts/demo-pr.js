// `npm start -- --pr` (scripts/start.js dispatches here): examples/docs-follow-code.yml's step,
// with the example's inputs, run as a runner runs it on the life of a code pull request in the
// workflow's repository: simulator/demo-pull.js's acme/cli#42 opened, a commit pushed to it,
// then merged, each a `pull_request` event whose commits and files the simulator's GitHub serves.
// The docs pull request the job opens is in acme/docs (the example's docs-repository). After each
// step it prints what a reviewer of each pull request sees on the simulator's GitHub: the code
// pull request's `docs` check and tracking comment; the docs pull request's state, labels,
// reviewers asked and comments.
import { createHash } from 'node:crypto'
import { DEMO_PULL } from '../simulator/demo-pull.js'
import { workflowStepInputs } from './local-runner.js'

const EXAMPLE = 'examples/docs-follow-code.yml'
const CODE = `${DEMO_PULL.repository}#${DEMO_PULL.number}`
/** Who merges the code pull request: a reviewer of it. */
const MERGER = 'monalisa'

/**
 * @typedef {import('./local-runner.js').RunResult} RunResult
 * @typedef {Pick<import('./local-runner.js').RunOptions, 'event' | 'env'> & { brief?: boolean }} StepRun
 * @typedef {(title: string, inputs: Record<string, string>, run?: StepRun) => Promise<RunResult>} Step
 *   start.js's step: runs the action once and prints its log
 * @typedef {object} PullView the fields of GitHub's pull request shown here
 * @property {string} state
 * @property {boolean} merged
 * @property {string} title
 * @property {{ name: string }[]} labels
 * @property {{ login: string }[]} requested_reviewers
 * @property {{ slug: string }[]} requested_teams
 */

/**
 * The three steps, each followed by what the reviewers see; the first step that fails ends the
 * demo.
 * @param {{ apiUrl: string, step: Step }} demo
 * @returns {Promise<RunResult>} the last step's result, or the one that failed
 */
export async function pullRequestDemo({ apiUrl, step }) {
  const github = simGitHub(apiUrl)
  const inputs = workflowStepInputs(EXAMPLE, /^your-account\/docs-agent-action@/)
  const given = Object.entries(inputs).map(
    ([name, value]) => `  ${name}: ${value.trim().split('\n').join(', ')}`
  )
  console.log(
    `The workflow: ${EXAMPLE}, in ${DEMO_PULL.repository} (the code); the docs pull request goes to ${inputs['docs-repository']} (docs-repository). The step's inputs, as the example has them but those naming secrets or variables, which the demo gives itself:\n${given.join('\n')}\n`
  )
  /** @type {{ title: string, action: 'opened' | 'synchronize' | 'closed', push: number }[]} */
  const steps = [
    { title: `1. Code pull request ${CODE} opened`, action: 'opened', push: 0 },
    { title: `2. A new commit pushed to ${CODE} (synchronize)`, action: 'synchronize', push: 1 },
    { title: `3. ${CODE} merged by ${MERGER} (closed, merged: true)`, action: 'closed', push: 1 }
  ]
  /** @type {RunResult | undefined} */
  let result
  /** @type {string | undefined} the docs pull request, once a run named it: owner/repo#n */
  let docs
  for (const [index, { title, action, push }] of steps.entries()) {
    if (action === 'synchronize') {
      // The author pushes: the simulator's GitHub lists the pull request's new commit from now on.
      await github.control(`pulls/${DEMO_PULL.repository}/${DEMO_PULL.number}/push`)
    }
    if (action === 'closed') {
      // A reviewer merges it: the simulator's GitHub shows it merged from now on.
      await github.control(`pulls/${DEMO_PULL.repository}/${DEMO_PULL.number}/merge`, {
        mergeCommit: DEMO_PULL.mergeCommit
      })
    }
    const statusesBefore = (await github.statuses()).length
    const promptsBefore = (await github.prompts()).length
    const event = pullRequestEvent(action, push)
    result = await step(title, inputs, {
      event,
      env: runnerEnv(action, push, index + 1),
      brief: true
    })
    const { 'pr-repository': repository, 'pr-number': number } = result.outputs
    if (repository && number) docs = `${repository}#${number}`
    const sent = (await github.prompts()).slice(promptsBefore)
    const check = inputs['docs-check'] ?? 'docs'
    await showReviewers(github, { action, push, check, statusesBefore, sent, docs })
    if (result.code !== 0) break
  }
  return /** @type {RunResult} */ (result)
}

/**
 * What a reviewer of each pull request sees after a step.
 * @param {ReturnType<typeof simGitHub>} github
 * @param {{ action: string, push: number, check: string, statusesBefore: number, sent: string[], docs?: string }} after
 *   the step's event, the push the pull request is at, the check's name, the statuses set before
 *   the step, the prompts it sent, the docs pull request (owner/repo#n) once known
 */
async function showReviewers(github, { action, push, check, statusesBefore, sent, docs }) {
  const head = DEMO_PULL.pushes[push]?.head ?? ''
  const lines = sent.flatMap((prompt) => [...sentLines(prompt), ''])
  lines.push('What the reviewers see now:', '')
  const state =
    action === 'closed'
      ? `merged into ${DEMO_PULL.baseRef} as ${DEMO_PULL.mergeCommit.slice(0, 7)} by ${MERGER}`
      : `open, head ${head.slice(0, 7)}`
  lines.push(`  Code pull request ${CODE} (${state}):`)
  const statuses = (await github.statuses()).filter(
    (s) => s.repository.toLowerCase() === DEMO_PULL.repository.toLowerCase() && s.context === check
  )
  const onHead = statuses.filter((s) => s.sha === head).at(-1)
  const set = statuses.filter((s) => s.order > statusesBefore)
  lines.push(
    onHead
      ? `    ${check} check on ${head.slice(0, 7)}: ${onHead.state}, "${onHead.description}" → ${onHead.target_url}`
      : `    ${check} check on ${head.slice(0, 7)}: none`,
    `      (set by this run: ${set.length > 0 ? set.map((s) => `${s.state} on ${s.sha.slice(0, 7)}`).join(', then ') : 'none'})`
  )
  const tracking = await github.comments(DEMO_PULL.repository, DEMO_PULL.number)
  lines.push(...commentLines('tracking comment', tracking))
  if (!docs) {
    lines.push('', '  No docs pull request yet.')
  } else {
    const [repository = '', number = ''] = docs.split('#')
    const pull = await github.pull(repository, number)
    const pullState = pull.merged ? 'merged' : String(pull.state)
    const [owner = ''] = repository.split('/')
    const asked = [
      ...pull.requested_reviewers.map((user) => user.login),
      ...pull.requested_teams.map((team) => `${owner}/${team.slug}`)
    ]
    const labels = pull.labels.map((label) => label.name)
    lines.push(
      '',
      `  Docs pull request ${docs} (${pullState}): "${String(pull.title).trim()}"`,
      `    labels: ${labels.join(', ') || 'none'}`,
      `    reviews asked of: ${asked.join(', ') || 'nobody'}`,
      ...commentLines('comment', await github.comments(repository, Number(number)))
    )
  }
  console.log(`${lines.join('\n')}\n`)
}

/**
 * Comments as the pull request shows them: their markdown, without the hidden markers.
 * @param {string} what
 * @param {{ body: string, user: { login: string } }[]} comments
 */
function commentLines(what, comments) {
  if (comments.length === 0) return [`    ${what}s: none`]
  return comments.flatMap((comment, index) => [
    `    ${what}${comments.length > 1 ? ` ${index + 1} of ${comments.length}` : ''}, by ${comment.user.login}:`,
    ...comment.body
      .replace(/<!--[\s\S]*?-->\n?/g, '')
      .trim()
      .split('\n')
      .map((line) => (line ? `      ${line}` : ''))
  ])
}

/**
 * What a prompt the job was sent says: its instruction (the first line), and of the change it
 * carries the commits and files (not the patches).
 * @param {string} prompt
 */
function sentLines(prompt) {
  const [instruction = ''] = prompt.trim().split('\n')
  const change = /<<<BEGIN UNTRUSTED CHANGES OF [^\n]*>>>\n([\s\S]*?)(?:\nPatches |\n<<<END )/.exec(
    prompt
  )?.[1]
  const listed = (change ?? '')
    .split('\n')
    .filter((line) => !/^(Repository|Pull request|URL): /.test(line))
    .join('\n')
    .trim()
    .split('\n')
  if (!change) return [`Sent to the job: ${instruction}`]
  return [
    `Sent to the job: ${instruction}`,
    '  The change it carries (its patches left out here):',
    ...listed.map((line) => (line ? `    ${line}` : ''))
  ]
}

/**
 * The simulator's GitHub and its control endpoints, read as a reviewer's browser would.
 * @param {string} apiUrl
 */
function simGitHub(apiUrl) {
  /** @param {string} path */
  const read = async (path) => {
    const answer = await globalThis.fetch(`${apiUrl}/${path}`)
    if (!answer.ok) throw new Error(`GET ${path}: ${answer.status} ${await answer.text()}`)
    return /** @type {Promise<any>} */ (answer.json())
  }
  return {
    /**
     * @param {string} repository
     * @param {string} number
     * @returns {Promise<PullView>}
     */
    pull: (repository, number) => read(`_sim/github/repos/${repository}/pulls/${number}`),
    /** @param {string} path after /_sim/ @param {unknown} [body] */
    control: async (path, body) => {
      const answer = await globalThis.fetch(`${apiUrl}/_sim/${path}`, {
        method: 'POST',
        ...(body
          ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
          : {})
      })
      if (!answer.ok) throw new Error(`POST ${path}: ${answer.status} ${await answer.text()}`)
    },
    /** @returns {Promise<import('../simulator/server.js').SimStatus[]>} */
    statuses: () => read('_sim/statuses'),
    /**
     * @param {string} repository
     * @param {number} number
     * @returns {Promise<{ body: string, user: { login: string } }[]>}
     */
    comments: (repository, number) =>
      read(`_sim/github/repos/${repository}/issues/${number}/comments?per_page=100`),
    /** The prompts the service received, oldest first: each job's first, then each follow-up. */
    prompts: async () =>
      /** @type {{ route: string, body?: { prompt?: unknown } }[]} */ (await read('_sim/requests'))
        .filter((r) => r.route === 'createJob' || r.route === 'sendMessage')
        .map((r) => String(r.body?.prompt))
  }
}

/**
 * The variables a runner sets for a `pull_request` run of the code repository.
 * @param {'opened' | 'synchronize' | 'closed'} action
 * @param {number} push
 * @param {number} run
 */
function runnerEnv(action, push, run) {
  const head = DEMO_PULL.pushes[push]?.head ?? ''
  const [owner = ''] = DEMO_PULL.repository.split('/')
  return {
    GITHUB_REPOSITORY: DEMO_PULL.repository,
    GITHUB_REPOSITORY_OWNER: owner,
    GITHUB_WORKFLOW: 'Docs follow the code',
    GITHUB_RUN_ID: String(2000 + run),
    GITHUB_RUN_NUMBER: String(run),
    // A pull request's run checks out its merge into the base: a commit of its own. A merged
    // one's is its merge commit.
    GITHUB_SHA: action === 'closed' ? DEMO_PULL.mergeCommit : testMerge(head),
    GITHUB_REF: `refs/pull/${DEMO_PULL.number}/merge`,
    GITHUB_HEAD_REF: DEMO_PULL.headRef,
    GITHUB_BASE_REF: DEMO_PULL.baseRef
  }
}

/** @param {string} head */
const testMerge = (head) =>
  createHash('sha1').update(`merge:${DEMO_PULL.base}:${head}`).digest('hex')

/**
 * The `pull_request` event GitHub sends for DEMO_PULL at push `push` (the fields the action reads,
 * and those a reader of it expects).
 * @param {'opened' | 'synchronize' | 'closed'} action
 * @param {number} push
 * @returns {{ name: string, payload: unknown }}
 */
function pullRequestEvent(action, push) {
  const { repository, number, title, body, author, headRef, baseRef, base } = DEMO_PULL
  const at = DEMO_PULL.pushes[push]
  if (!at) throw new Error(`demo-pull.js has no push ${push}`)
  const [owner = '', name = ''] = repository.split('/')
  const web = `https://github.com/${repository}`
  const repo = {
    name,
    full_name: repository,
    owner: { login: owner, type: 'Organization' },
    html_url: web,
    default_branch: baseRef
  }
  const merged = action === 'closed'
  const commits = DEMO_PULL.pushes.slice(0, push + 1).flatMap((p) => p.commits)
  const lines = at.files.flatMap((file) => file.patch.split('\n'))
  const mergedAt = '2026-11-24T10:00:00Z'
  return {
    name: 'pull_request',
    payload: {
      action,
      number,
      ...(action === 'synchronize'
        ? { before: DEMO_PULL.pushes[push - 1]?.head, after: at.head }
        : {}),
      pull_request: {
        number,
        title,
        body,
        html_url: `${web}/pull/${number}`,
        state: merged ? 'closed' : 'open',
        draft: false,
        user: { login: author, type: 'User' },
        labels: [],
        head: { label: `${owner}:${headRef}`, ref: headRef, sha: at.head, repo },
        base: { label: `${owner}:${baseRef}`, ref: baseRef, sha: base, repo },
        merged,
        merge_commit_sha: merged ? DEMO_PULL.mergeCommit : testMerge(at.head),
        merged_at: merged ? mergedAt : null,
        closed_at: merged ? mergedAt : null,
        merged_by: merged ? { login: MERGER, type: 'User' } : null,
        commits: commits.length,
        // A patch's own lines, as GitHub counts them (no hunk header starts with + or -).
        additions: lines.filter((line) => line.startsWith('+')).length,
        deletions: lines.filter((line) => line.startsWith('-')).length,
        changed_files: at.files.length
      },
      repository: repo,
      sender: { login: merged ? MERGER : author, type: 'User' }
    }
  }
}
