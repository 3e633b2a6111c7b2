// The conversation part of `npm run bench`: the GitHub requests a run of the agent action sends
// to keep one job's conversation (src/github/conversation.ts, src/agent/turns.ts), counted by kind,
// in-process on a virtual clock, against GitHub in memory (__tests__/support/github-memory.ts,
// GitHub's own answers) and a job service in memory (job-service.ts): the action's own code, with
// the real bounds. The baseline, measured in the same run: what any run that records its turn
// must send whatever the design (who the token is, the permission, the comment found, the turn's
// record and its end: 6 requests, 7 with the 👀), against which the claim and the mailbox count.
// `node .bench-build/bench/conversation.js` (after `npm run bench`) prints this part alone.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parse } from 'yaml'
import { run } from '../src/agent/run.js'
import { loadOctokit } from '../src/github/octokit.js'
import { BOT, GitHubMemory } from '../__tests__/support/github-memory.js'
import { JobService } from '../__tests__/support/job-service.js'
import { VirtualClock } from '../__tests__/support/virtual-clock.js'

const KEY = 'mint_bench_conversation_key_0123'
const TOKEN = 'ghs_bench_conversation_token_0123'
const ISSUE = 12
const SUMMARY = join(mkdtempSync(join(tmpdir(), 'bench-summary-')), 'summary.md')
writeFileSync(SUMMARY, '')

const DEFAULTS: Record<string, string> = Object.fromEntries(
  Object.entries(
    (parse(readFileSync('action.yml', 'utf8')) as { inputs: Record<string, { default?: string }> })
      .inputs
  ).map(([name, spec]) => [name, spec.default ?? ''])
)
/** What a run that records its turn sends whatever the design, 👀 included. */
const FLOOR = 7

interface Case {
  name: string
  /** Comments on the issue before the job's (other talk), and asking ones waiting besides the run's. */
  earlier: number
  waiting: number
}

const CASES: Case[] = [
  { name: 'a follow-up comment, nothing else waiting', earlier: 0, waiting: 0 },
  { name: 'a follow-up comment, 3 others waiting', earlier: 0, waiting: 3 },
  { name: 'a follow-up comment on an issue of 250 comments', earlier: 250, waiting: 0 }
]

export interface ConversationResult {
  name: string
  requests: number
  kinds: Record<string, number>
  turns: number
}

/** The kind of a request; undefined for one that is not the conversation's (the pull request's). */
function kindOf(method: string, path: string): string | undefined {
  if (path.includes('/pulls/')) return undefined
  if (path === '/user') return 'who the token is'
  if (path.endsWith('/permission')) return 'permission'
  if (path.endsWith('/reactions')) return 'reaction'
  if (method === 'GET' && /\/issues\/\d+\/comments$/.test(path)) return 'comments listed'
  if (method === 'GET') return 'comment read'
  if (method === 'PATCH') return 'comment written'
  if (method === 'POST') return 'comment made'
  return `${method} other`
}

export async function step(
  clock: VirtualClock,
  github: GitHubMemory,
  service: JobService,
  tag: string,
  inputs: Record<string, string>,
  event: { name: string; payload: unknown }
): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-conversation-'))
  const eventPath = join(dir, 'event.json')
  writeFileSync(eventPath, JSON.stringify(event.payload))
  // The toolkit keeps the first summary file it is given for the life of the process: one for all.
  process.env.GITHUB_STEP_SUMMARY = SUMMARY
  for (const name of ['GITHUB_OUTPUT', 'GITHUB_STATE'] as const) {
    process.env[name] = join(dir, name)
    writeFileSync(join(dir, name), '')
  }
  const env: NodeJS.ProcessEnv = {
    // The runner fills every input's default from action.yml.
    ...Object.fromEntries(
      Object.entries({
        ...DEFAULTS,
        'api-key': KEY,
        'project-id': 'proj',
        'api-url': 'https://api.example.com',
        'github-token': TOKEN,
        ...inputs
      }).map(([name, value]) => [`INPUT_${name.toUpperCase()}`, value])
    ),
    GITHUB_EVENT_NAME: event.name,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: 'https://api.github.com',
    GITHUB_RUN_ID: String(7000 + (clock.now() % 1000))
  }
  const write = process.stdout.write
  process.stdout.write = (() => true) as typeof process.stdout.write
  try {
    await clock.run(
      run({
        clock,
        env,
        cancel: new AbortController().signal,
        fetch: service.fetchFor(tag),
        loadOctokit: (token, bounds) => loadOctokit(token, bounds, env, github.fetchFor(tag))
      })
    )
  } finally {
    process.stdout.write = write
    process.exitCode = undefined
    rmSync(dir, { recursive: true, force: true })
  }
}

const issue = (number: number) => ({
  number,
  title: 'Document the CLI',
  body: 'Please document it.',
  html_url: `https://github.com/acme/docs/issues/${number}`,
  user: { login: 'maintainer', type: 'User' },
  labels: []
})
const repository = { full_name: 'acme/docs', name: 'docs', owner: { login: 'acme' } }

async function measure(c: Case): Promise<ConversationResult> {
  const clock = new VirtualClock()
  const kinds: Record<string, number> = {}
  let counting = false
  const github = new GitHubMemory(clock, {
    permissions: { maintainer: 'admin', writer: 'write' },
    onExchange: ({ method, path }) => {
      if (!counting) return
      const kind = kindOf(method, path)
      if (kind) kinds[kind] = (kinds[kind] ?? 0) + 1
    }
  })
  const service = new JobService(clock, { turnMs: () => 60_000 })
  for (let i = 0; i < c.earlier; i++) github.addComment(ISSUE, 'reader', `Thoughts ${i}`)
  // The other talk came before the label: a minute later, as GitHub's times tell.
  await clock.advance(60_000)
  // The job, made by a labelled issue's run, with its tracking comment.
  await step(
    clock,
    github,
    service,
    'first',
    { comment: 'true', label: 'docs' },
    {
      name: 'issues',
      payload: {
        action: 'labeled',
        label: { name: 'docs' },
        issue: issue(ISSUE),
        repository,
        sender: { login: 'maintainer', type: 'User' }
      }
    }
  )
  for (let i = 0; i < c.waiting; i++) github.addComment(ISSUE, 'writer', `/docs-agent Also ${i}.`)
  const own = github.addComment(ISSUE, 'writer', '/docs-agent Shorter, please.')
  counting = true
  await step(
    clock,
    github,
    service,
    'follow-up',
    { comment: 'true' },
    {
      name: 'issue_comment',
      payload: {
        action: 'created',
        issue: issue(ISSUE),
        comment: {
          id: own.id,
          body: own.body,
          html_url: `https://github.com/acme/docs/issues/${ISSUE}#issuecomment-${own.id}`,
          user: { login: 'writer', type: 'User' },
          author_association: 'COLLABORATOR'
        },
        repository,
        sender: { login: 'writer', type: 'User' }
      }
    }
  )
  const requests = Object.values(kinds).reduce((a, b) => a + b, 0)
  const turns = service.requests.filter((t) => t.by === 'follow-up').length
  if (github.commentsOf(ISSUE).filter((x) => x.login === BOT).length !== 1) {
    throw new Error(`${c.name}: not one tracking comment`)
  }
  return { name: c.name, requests, kinds, turns }
}

export async function conversationBench(): Promise<ConversationResult[]> {
  const results: ConversationResult[] = []
  for (const c of CASES) results.push(await measure(c))
  return results
}

export function conversationSection(results: ConversationResult[]): string[] {
  const kinds = [...new Set(results.flatMap((r) => Object.keys(r.kinds)))].sort()
  return [
    '## GitHub requests of a follow-up',
    '',
    `A \`/docs-agent\` comment's run on an issue whose job's first turn has ended (bench/conversation.ts): every GitHub request it sends, by kind, on a virtual clock with the real bounds. Baseline, the same run: ${FLOOR}, what any run that records its turn sends (who the token is, the permission, the comment found, its turn written and its end, the 👀); the rest is the claim (a read and a write, then a read 5 s later) and the mailbox (the newest page of comments, at the start and when the turn ends), and a 👀 on each comment the turn carried besides its own.`,
    '',
    `| case | requests | against ${FLOOR} | turns sent | ${kinds.join(' | ')} |`,
    `| --- | --- | --- | --- | ${kinds.map(() => '---').join(' | ')} |`,
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.requests} | ${(r.requests / FLOOR).toFixed(2)}× | ${r.turns} | ${kinds.map((k) => r.kinds[k] ?? 0).join(' | ')} |`
    ),
    ''
  ]
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(conversationSection(await conversationBench()).join('\n'))
}
