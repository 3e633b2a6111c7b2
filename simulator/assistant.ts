/**
 * The docs assistant (analytics.openapi.json: `assistant`, `assistant/threads/{threadId}`,
 * `assistant/caller-stats`): seeded conversations over the window, and rows tests add. A row is
 * one conversation thread: its id is the thread's ULID (whose time is the row's `timestamp`), its
 * query and response the thread's first turn; the thread's transcript has every message. Most
 * questions are answered with sources; some are not covered by the docs (`unanswered`), some get
 * a clarifying question back (and the reader's reply, then the answer, in the transcript); more
 * are left open in the latest week, about a feature the docs do not describe yet (trends.ts). Older
 * rows may lack `responseType`, which the document says then means `answer`. Questions come from
 * the docs site (`web`, with the page), the API and other callers; caller stats count the rows.
 */
import { DOCS_ORIGIN } from './feedback.js'
import { pagePath } from './visitors.js'
import { isUlid, iso, pick, random, timeDrawer, ulid, weighted, type Window } from './seed.js'
import { latestWeekOf, NEW_FEATURE } from './trends.js'

export type Caller = 'web' | 'api' | 'other'
export const CALLERS: readonly Caller[] = ['web', 'api', 'other']

export interface ConversationRow {
  id: string
  timestamp: string
  query: string
  response: string
  responseType?: 'answer' | 'clarifying_question'
  sources: { title: string; url: string }[]
  resolutionStatus: 'answered' | 'unanswered'
  queryCategory: string | null
  pageUrl: string | null
}

export interface ThreadMessage {
  id: string
  role: 'user' | 'assistant'
  content: string
  createdAt: string
}

export interface Conversation {
  at: number
  caller: Caller
  row: ConversationRow
  messages: ThreadMessage[]
}

// [category, question, answer, pages of the sources]
const ANSWERED: [string, string, string, string[]][] = [
  [
    'Getting started',
    'How do I create my first project?',
    'Sign in to the dashboard, choose New project, connect your repository and follow the quickstart.',
    ['/quickstart']
  ],
  [
    'Getting started',
    'How do I preview my changes locally?',
    'Install the CLI with npm, then run the dev command in the folder that holds docs.json.',
    ['/installation', '/quickstart']
  ],
  [
    'Authentication',
    'How do I rotate my API key?',
    'Create a new key on the API keys page, update your integrations, then revoke the old key.',
    ['/api-reference/authentication']
  ],
  [
    'Authentication',
    'Why does my request return 401?',
    'A 401 means the Authorization header is missing or the key is not an admin key. Send Authorization: Bearer <key>.',
    ['/api-reference/authentication', '/api-reference/introduction']
  ],
  [
    'API reference',
    'How do I page through the results?',
    'Pass the cursor from the previous answer while hasMore is true; each page holds up to limit rows.',
    ['/api-reference/introduction']
  ],
  [
    'API reference',
    'Which fields does the create endpoint require?',
    'Only prompt is required; the answer is the created job with its status.',
    ['/api-reference/introduction']
  ],
  [
    'Integrations',
    'How do I connect GitHub?',
    'Install the GitHub app on the repository that holds your docs, then choose it in the dashboard.',
    ['/integrations/page-3', '/quickstart']
  ],
  [
    'Customization',
    'How do I change the primary colour?',
    'Set colors.primary in docs.json; the site rebuilds with it on the next deployment.',
    ['/guides/page-0']
  ],
  [
    'Customization',
    'How do I hide a page from the sidebar?',
    'Leave the page out of navigation in docs.json; it stays reachable by its URL.',
    ['/guides/page-6', '/concepts/page-1']
  ],
  [
    'Billing',
    'Where can I download invoices?',
    'Invoices are under Settings, Billing, in the dashboard, for the organisation owner.',
    ['/changelog/page-4']
  ]
]
const NOT_COVERED = [
  'Do you support SAML with Okta groups?',
  'How do I export my docs to PDF?',
  'Is there a GraphQL API?',
  'What is your uptime SLA?',
  'Can I host the docs on premise?',
  'How do I migrate versioned sidebars from Docusaurus?'
]
const VAGUE: [string, string, string, string][] = [
  [
    'How do I set it up?',
    'Which part are you setting up: the CLI, a custom domain or the GitHub app?',
    'The custom domain.',
    'Add a CNAME record to your DNS pointing at the docs host, then enter the domain in the dashboard.'
  ],
  [
    'It does not work',
    'What are you trying to do, and what error do you see?',
    'The preview build fails.',
    'A failing preview usually means an invalid docs.json: run the CLI validation locally to see the line.'
  ],
  [
    'What is the limit?',
    'Do you mean the API rate limit or the page size of a list endpoint?',
    'The rate limit.',
    'The analytics endpoints allow 100 requests an hour per organisation.'
  ],
  [
    'How do I delete it?',
    'Do you want to delete a page, a project or an API key?',
    'An API key.',
    'Open the API keys page and choose Revoke next to the key.'
  ]
]
const UNANSWERED_REPLY =
  'I could not find this in the documentation. You may want to contact support for an answer.'

const titleOf = (path: string): string => {
  const last = path.split('/').filter(Boolean).pop() ?? 'home'
  return last.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase())
}

/** `count` conversations of `projectId` over `window`, newest first. */
export function seedConversations(
  projectId: string,
  count: number,
  window: Window,
  pages: number,
  trends: boolean
): Conversation[] {
  const rand = random(`${projectId}:assistant:${window.start}:${window.end}`)
  const when = timeDrawer(window, trends)
  const lately = latestWeekOf(window, trends)
  const conversations: Conversation[] = []
  const seconds = (min: number, max: number): number => (min + rand() * (max - min)) * 1000
  for (let n = 0; n < count; n++) {
    const at = when(rand)
    const id = ulid(at, rand)
    const caller = CALLERS[weighted(rand(), [70, 20, 10])] as Caller
    const page = pagePath(Math.floor(Math.max(1, pages) * rand() ** 3))
    const pageUrl = caller === 'web' && rand() < 0.85 ? `${DOCS_ORIGIN}${page}` : null
    // The latest week leaves more questions open, half of them about a new feature (trends.ts).
    const fresh = at >= lately
    const kind = weighted(rand(), fresh ? [64, 24, 12] : [72, 16, 12])
    const say = (role: ThreadMessage['role'], content: string, moment: number): ThreadMessage => ({
      id: ulid(moment, rand),
      role,
      content,
      createdAt: iso(moment)
    })
    let row: ConversationRow
    const messages: ThreadMessage[] = []
    let t = at
    if (kind === 0) {
      const [category, query, answer, paths] = pick(rand, ANSWERED)
      row = {
        id,
        timestamp: iso(at),
        query,
        response: answer,
        // Rows written before the field existed: the document says absent means `answer`.
        ...(rand() < 0.2 ? {} : { responseType: 'answer' as const }),
        sources: paths.map((path) => ({ title: titleOf(path), url: `${DOCS_ORIGIN}${path}` })),
        resolutionStatus: 'answered',
        queryCategory: rand() < 0.15 ? null : category,
        pageUrl
      }
      messages.push(say('user', query, t), say('assistant', answer, (t += seconds(2, 12))))
      if (rand() < 0.25) {
        messages.push(
          say('user', 'And for the staging project?', (t += seconds(20, 180))),
          say(
            'assistant',
            'The same steps apply with the staging project selected.',
            (t += seconds(2, 8))
          )
        )
      }
    } else if (kind === 1) {
      const feature = fresh && rand() < 0.5
      const query = pick(rand, feature ? NEW_FEATURE.questions : NOT_COVERED)
      const categories = feature
        ? [NEW_FEATURE.category]
        : ['Integrations', 'Billing', 'Deployment']
      row = {
        id,
        timestamp: iso(at),
        query,
        response: UNANSWERED_REPLY,
        responseType: 'answer',
        sources: [],
        resolutionStatus: 'unanswered',
        queryCategory: rand() < 0.4 ? null : pick(rand, categories),
        pageUrl
      }
      messages.push(say('user', query, t), say('assistant', UNANSWERED_REPLY, (t += seconds(2, 6))))
    } else {
      const [query, question, reply, answer] = pick(rand, VAGUE)
      row = {
        id,
        timestamp: iso(at),
        query,
        response: question,
        responseType: 'clarifying_question',
        sources: [],
        // Computed per row: only a question the docs do not cover is `unanswered`.
        resolutionStatus: 'answered',
        queryCategory: rand() < 0.4 ? null : 'Troubleshooting',
        pageUrl
      }
      messages.push(say('user', query, t), say('assistant', question, (t += seconds(2, 6))))
      if (rand() < 0.7) {
        messages.push(
          say('user', reply, (t += seconds(20, 120))),
          say('assistant', answer, (t += seconds(3, 10)))
        )
      }
    }
    conversations.push({ at, caller, row, messages })
  }
  return conversations.sort(newestFirst)
}

/** By id, descending: ULIDs sort by time, so newest first. */
export const newestFirst = (a: Conversation, b: Conversation): number =>
  a.row.id < b.row.id ? 1 : a.row.id > b.row.id ? -1 : 0

/**
 * A conversation a test adds (POST /_sim/analytics/assistant): the fields it gives, the rest
 * filled in (an answered question from the web at `defaultAt`). `responseType: null` leaves the
 * field out, as older rows do. `messages` default to the query and the response. Throws a message
 * naming a field of the wrong type.
 */
export function conversationFrom(
  input: Record<string, unknown>,
  defaultAt: number,
  rand: () => number
): Conversation {
  const text = (name: string, fallback: string | null, nullable: boolean): string | null => {
    const value = input[name]
    if (value === undefined) return fallback
    if (typeof value === 'string' || (nullable && value === null)) return value
    throw new Error(`${name} must be a string${nullable ? ' or null' : ''}`)
  }
  const timestamp = text('timestamp', iso(defaultAt), false) as string
  const at = Date.parse(timestamp)
  if (Number.isNaN(at)) throw new Error('timestamp must be an ISO 8601 time')
  const id = text('id', ulid(at, rand), false) as string
  if (!isUlid(id)) throw new Error('id must be a ULID')
  const resolutionStatus = input.resolutionStatus ?? 'answered'
  if (resolutionStatus !== 'answered' && resolutionStatus !== 'unanswered') {
    throw new Error('resolutionStatus must be answered or unanswered')
  }
  const responseType = input.responseType === undefined ? 'answer' : input.responseType
  if (
    responseType !== null &&
    responseType !== 'answer' &&
    responseType !== 'clarifying_question'
  ) {
    throw new Error('responseType must be answer, clarifying_question or null')
  }
  const caller = input.caller ?? 'web'
  if (!CALLERS.includes(caller as Caller)) throw new Error('caller must be web, api or other')
  const sources = input.sources ?? []
  if (
    !Array.isArray(sources) ||
    !sources.every(
      (s: unknown) =>
        typeof (s as { title?: unknown })?.title === 'string' &&
        typeof (s as { url?: unknown })?.url === 'string'
    )
  ) {
    throw new Error('sources must be a list of {title, url}')
  }
  const query = text('query', 'How do I get started?', false) as string
  const response = text(
    'response',
    resolutionStatus === 'unanswered' ? UNANSWERED_REPLY : 'Follow the quickstart.',
    false
  ) as string
  const row: ConversationRow = {
    id: id.toUpperCase(),
    timestamp,
    query,
    response,
    ...(responseType === null ? {} : { responseType }),
    sources: (sources as { title: string; url: string }[]).map(({ title, url }) => ({
      title,
      url
    })),
    resolutionStatus,
    queryCategory: text('queryCategory', null, true),
    pageUrl: text('pageUrl', null, true)
  }
  let messages: ThreadMessage[]
  if (input.messages === undefined) {
    messages = [
      { id: ulid(at, rand), role: 'user', content: query, createdAt: iso(at) },
      { id: ulid(at + 3000, rand), role: 'assistant', content: response, createdAt: iso(at + 3000) }
    ]
  } else {
    if (!Array.isArray(input.messages)) throw new Error('messages must be a list')
    messages = input.messages.map((message: unknown, i) => {
      const { role, content, createdAt } = (message ?? {}) as Record<string, unknown>
      if (role !== 'user' && role !== 'assistant') {
        throw new Error(`messages[${i}].role must be user or assistant`)
      }
      if (typeof content !== 'string') throw new Error(`messages[${i}].content must be a string`)
      const moment = typeof createdAt === 'string' ? Date.parse(createdAt) : at + i * 1000
      if (Number.isNaN(moment)) throw new Error(`messages[${i}].createdAt must be an ISO 8601 time`)
      return { id: ulid(moment, rand), role, content, createdAt: iso(moment) }
    })
  }
  return { at, caller: caller as Caller, row, messages }
}
