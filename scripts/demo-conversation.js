// `npm start -- --conversation` (scripts/start.js dispatches here): the step of
// examples/issue-label-to-docs-pr.yml, with the example's inputs, run as a runner runs it on one
// issue's conversation: the issue labeled `docs` starts a job, then `/docs-agent` comments by
// people steer it. Of three comments close together, GitHub replaces the middle one's pending run
// (the example keeps one run at a time per issue, cancel-in-progress: false): the third's run
// finds that comment in the conversation (the mailbox) and sends both as one turn. After each run
// it prints what the job was sent and what a reader of the issue sees on the simulator's GitHub.
import { workflowStepInputs } from './local-runner.js'

const EXAMPLE = 'examples/issue-label-to-docs-pr.yml'
/** The local runner's repository (GITHUB_REPOSITORY), where the workflow and the issue are. */
const REPOSITORY = 'acme/docs'
const ISSUE = {
  number: 1,
  title: 'Document the --dry-run flag of the CLI',
  body: 'The CLI has a new --dry-run flag: it shows what a command would change and writes nothing. The docs do not mention it yet.',
  author: 'hubot'
}
/** Who labels the issue. */
const LABELER = 'monalisa'
/** The comments, in the order made: people with write access (GitHub says COLLABORATOR). */
const COMMENTS = [
  { login: 'monalisa', body: '/docs-agent Add an example that runs `deploy --dry-run`.' },
  { login: 'octocat', body: '/docs-agent Say that --dry-run never writes the lock file.' },
  { login: 'mona', body: '/docs-agent Link the new section from the CLI overview page.' }
]

/**
 * @typedef {import('./local-runner.js').RunResult} RunResult
 * @typedef {Pick<import('./local-runner.js').RunOptions, 'event' | 'env'> & { brief?: boolean }} StepRun
 * @typedef {(title: string, inputs: Record<string, string>, run?: StepRun) => Promise<RunResult>} Step
 *   start.js's step: runs the action once and prints its log
 * @typedef {object} IssueComment the fields of GitHub's issue comment read here
 * @property {number} id
 * @property {string} body
 * @property {string} html_url
 * @property {string} created_at
 * @property {string} author_association
 * @property {{ login: string, type: string }} user
 * @property {{ eyes?: number }} [reactions]
 */

/**
 * The label's run, the first comment's, then the third's (the second's replaced); each followed
 * by what a reader of the issue sees. The first step that fails ends the demo.
 * @param {{ apiUrl: string, step: Step }} demo
 * @returns {Promise<RunResult>} the last step's result, or the one that failed
 */
export async function conversationDemo({ apiUrl, step }) {
  const github = simGitHub(apiUrl)
  const inputs = workflowStepInputs(EXAMPLE, /^your-account\/docs-agent-action@/)
  const given = Object.entries(inputs).map(([name, value]) => `  ${name}: ${value}`)
  console.log(
    `The workflow: ${EXAMPLE}, in ${REPOSITORY}, on issue ${REPOSITORY}#${ISSUE.number} ("${ISSUE.title}"). The step's inputs, as the example has them but those naming secrets or variables, which the demo gives itself:\n${given.join('\n')}\n`
  )
  /** @param {string} title @param {{ name: string, payload: unknown }} event @param {number} run */
  const runStep = async (title, event, run) => {
    const before = (await github.prompts()).length
    const result = await step(title, inputs, { event, env: runnerEnv(event, run), brief: true })
    await showReader(github, (await github.prompts()).slice(before))
    return result
  }

  let result = await runStep(
    `1. ${LABELER} labels issue #${ISSUE.number} \`${inputs.label ?? 'docs'}\``,
    labeledEvent(),
    1
  )
  if (result.code !== 0) return result
  const [first, second, third] = COMMENTS
  if (!first || !second || !third) throw new Error('three comments')

  const one = await github.comment(first)
  result = await runStep(`2. ${first.login} comments "${first.body}"`, commentEvent(one), 2)
  if (result.code !== 0) return result

  // Made once the first comment's run had looked at the conversation for the last time (it looks
  // again when its turn ends, and would send them itself), while GitHub still ran it.
  const two = await github.comment(second)
  const three = await github.comment(third)
  console.log(
    [
      `━━ 3. ${second.login} and ${third.login} comment within a second of each other ━━`,
      '',
      `  ${second.login}: "${second.body}" (comment ${two.id}, ${two.created_at})`,
      `  ${third.login}: "${third.body}" (comment ${three.id}, ${three.created_at})`,
      '',
      `They came as ${first.login}'s run was finishing, after its last look at the conversation (had they come while it waited for its turn, it would have sent them itself once the turn ended). So both their runs wait in the issue's concurrency group behind it, and GitHub keeps one pending run per group: ${third.login}'s run replaces ${second.login}'s, which never runs.`,
      ''
    ].join('\n')
  )
  // Run 3 was the second comment's, which GitHub replaced before it started.
  result = await runStep(
    `4. The run of ${third.login}'s comment (${second.login}'s run was replaced)`,
    commentEvent(three),
    4
  )
  if (result.code !== 0) return result
  const verdict = verdictOf(await github.prompts(), second.login)
  console.log(`${verdict.text}\n`)
  // A demo whose promise did not hold fails, as a check would.
  return verdict.held ? result : { ...result, code: 1 }
}

/**
 * What the job was sent, checked rather than told: each comment's instruction once, in the order
 * made; else what went wrong.
 * @param {string[]} prompts every prompt the job was sent, oldest first
 * @param {string} dropped whose run GitHub replaced
 * @returns {{ held: boolean, text: string }}
 */
function verdictOf(prompts, dropped) {
  const all = prompts.join('\n')
  const asked = COMMENTS.map((c) => c.body.replace(/^\/docs-agent\s+/, ''))
  const times = asked.map((text) => all.split(text).length - 1)
  const at = asked.map((text) => all.indexOf(text))
  const inOrder = at.every((index, i) => i === 0 || index > (at[i - 1] ?? -1))
  if (times.every((n) => n === 1) && inOrder) {
    const text = `What a reader of the issue saw: every instruction reached the job once, in the order made (the label, then ${COMMENTS.map((c) => c.login).join(', ')}), though GitHub dropped ${dropped}'s run.`
    return { held: true, text }
  }
  const counts = COMMENTS.map(
    (c, i) => `${c.login}'s ${times[i] === 1 ? 'once' : `${times[i]} times`}`
  )
  const text = `Not as promised: the job was sent ${counts.join(', ')}${inOrder ? '' : ', out of order'}.`
  return { held: false, text }
}

/**
 * What a reader of the issue sees after a step: its comments, the tracking comment's visible text
 * (without its hidden marker), and what the step sent to the job.
 * @param {ReturnType<typeof simGitHub>} github
 * @param {string[]} sent the prompts the step sent
 */
async function showReader(github, sent) {
  const lines = sent.length
    ? sent.flatMap((prompt) => [...sentLines(prompt), ''])
    : ['Sent to the job: nothing', '']
  lines.push(`What a reader of issue ${REPOSITORY}#${ISSUE.number} sees now:`, '')
  for (const comment of await github.comments()) {
    const eyes = comment.reactions?.eyes ? ' 👀' : ''
    lines.push(
      `  comment ${comment.id}, by ${comment.user.login} (${comment.author_association})${eyes}:`,
      ...comment.body
        .replace(/<!--[\s\S]*?-->\n?/g, '')
        .trim()
        .split('\n')
        .map((line) => (line ? `    ${line}` : ''))
    )
  }
  console.log(`${lines.join('\n')}\n`)
}

/**
 * What a prompt the job was sent says, cut short: its instruction (each line within 120
 * characters), and of the untrusted context it carries (the issue) the first field.
 * @param {string} prompt
 */
function sentLines(prompt) {
  const [instruction = ''] = prompt.split(/\n\nThe text below comes from /)
  const [first = '', ...rest] = instruction
    .trim()
    .split('\n')
    .map((line) => (line.length > 120 ? `${line.slice(0, 117)}...` : line))
  const context = [...prompt.matchAll(/<<<BEGIN UNTRUSTED (.+?) [0-9a-f]+>>>\n([^\n]*)/g)].map(
    ([, part = '', field = '']) =>
      `  With the ${part.toLowerCase()} as context (untrusted): ${field}`
  )
  return [`Sent to the job: ${first}`, ...rest.map((line) => (line ? `  ${line}` : '')), ...context]
}

/**
 * The simulator's GitHub and its control endpoints, read as a reader's browser would.
 * @param {string} apiUrl
 */
function simGitHub(apiUrl) {
  /** @param {string} path @param {unknown} [body] */
  const call = async (path, body) => {
    const answer = await globalThis.fetch(`${apiUrl}/${path}`, {
      method: body ? 'POST' : 'GET',
      ...(body
        ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
        : {})
    })
    if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`)
    return /** @type {Promise<any>} */ (answer.json())
  }
  return {
    /**
     * A person's comment on the issue, as GitHub answers it.
     * @param {{ login: string, body: string }} comment
     * @returns {Promise<IssueComment>}
     */
    comment: (comment) => call(`_sim/issues/${REPOSITORY}/${ISSUE.number}/comments`, comment),
    /** @returns {Promise<IssueComment[]>} */
    comments: () =>
      call(`_sim/github/repos/${REPOSITORY}/issues/${ISSUE.number}/comments?per_page=100`),
    /** The prompts the service received, oldest first: the job's first, then each follow-up. */
    prompts: async () =>
      /** @type {{ route: string, body?: { prompt?: unknown } }[]} */ (await call('_sim/requests'))
        .filter((r) => r.route === 'createJob' || r.route === 'sendMessage')
        .map((r) => String(r.body?.prompt))
  }
}

/** The issue as an event carries it, labeled `docs`. @param {string} at */
function issueOf(at) {
  const web = `https://github.com/${REPOSITORY}/issues/${ISSUE.number}`
  return {
    number: ISSUE.number,
    title: ISSUE.title,
    body: ISSUE.body,
    html_url: web,
    url: `https://api.github.com/repos/${REPOSITORY}/issues/${ISSUE.number}`,
    state: 'open',
    user: { login: ISSUE.author, type: 'User' },
    labels: [{ name: 'docs' }],
    author_association: 'MEMBER',
    created_at: '2026-11-20T09:00:00Z',
    updated_at: at
  }
}

function repositoryOf() {
  const [owner = '', name = ''] = REPOSITORY.split('/')
  return {
    name,
    full_name: REPOSITORY,
    owner: { login: owner, type: 'Organization' },
    html_url: `https://github.com/${REPOSITORY}`,
    default_branch: 'main'
  }
}

/**
 * The `issues` `labeled` event: the label added now (the issue's `updated_at`).
 * @returns {{ name: string, payload: unknown }}
 */
function labeledEvent() {
  return {
    name: 'issues',
    payload: {
      action: 'labeled',
      issue: issueOf(new Date().toISOString()),
      label: { name: 'docs', color: '0075ca' },
      repository: repositoryOf(),
      sender: { login: LABELER, type: 'User' }
    }
  }
}

/**
 * The `issue_comment` `created` event of a comment as GitHub answered it.
 * @param {IssueComment} comment
 * @returns {{ name: string, payload: unknown }}
 */
function commentEvent(comment) {
  return {
    name: 'issue_comment',
    payload: {
      action: 'created',
      issue: issueOf(comment.created_at),
      comment,
      repository: repositoryOf(),
      sender: comment.user
    }
  }
}

/**
 * The variables a runner sets for a run of the workflow on the issue.
 * @param {{ name: string, payload: unknown }} event
 * @param {number} run
 */
function runnerEnv(event, run) {
  const sender = /** @type {{ sender: { login: string } }} */ (event.payload).sender.login
  return {
    GITHUB_WORKFLOW: 'Docs agent from issues',
    GITHUB_RUN_ID: String(3000 + run),
    GITHUB_RUN_NUMBER: String(run),
    GITHUB_ACTOR: sender,
    GITHUB_TRIGGERING_ACTOR: sender
  }
}
