/**
 * The mailbox of one job's conversation (conversation.ts): the issue's `/docs-agent` comments that
 * no turn carried yet, from people allowed, oldest first, within what one follow-up carries.
 */
import type { TrackingComment } from './comment.js'
import type { Actor } from './event.js'
import { walkNewestFirst, type IssueComment } from './find-comment.js'
import { lastCarried, wasSent, type Ask, type Ledger } from './ledger.js'
import { MARKER_PREFIX } from './marker.js'
import { checkPermission, listed } from './permission.js'
import { afterTriggerPhrase } from './trigger.js'
import { stripHidden } from './untrusted.js'

/** One instruction to send: who asked, when, where, and what. */
export interface Instruction {
  ask: Ask
  by: string
  /** ISO 8601 */
  at: string
  text: string
  /** The pull request it was made on, when outside the home's conversation (Turn.pull). */
  pull?: number
}

/** The associations GitHub gives a commenter who may have write access to the repository. */
const WRITERS = new Set(['OWNER', 'MEMBER', 'COLLABORATOR'])

/** The most instructions one follow-up carries; the rest wait for the next turn. */
export const MAX_INSTRUCTIONS = 20
/** The most characters of instructions one follow-up carries (docs/code-changes.md's 100,000). */
export const MAX_PROMPT = 90_000

export class Mailbox {
  /** Who may steer the job, by login, as GitHub said in this run. */
  private readonly allowedLogins = new Map<string, Promise<boolean>>()

  constructor(
    private readonly home: TrackingComment,
    private readonly jobId: string,
    /** The job's project: another project's tracking comment on the issue is no boundary. */
    private readonly projectId: string | undefined,
    /** `allowed-users`: who may steer the job without write access (permission.ts). */
    private readonly allowedUsers: readonly string[]
  ) {}

  /**
   * The instructions no turn carried, oldest first: `own` (the run's own, when it is not a
   * comment of the conversation, or the conversation does not list it yet) and the conversation's
   * asking comments since the ledger's `upTo`. At most MAX_INSTRUCTIONS. `upTo`: the last
   * comment read, which the ledger takes (passed) once the instructions are sent, and only then:
   * instructions left waiting must not count as sent.
   */
  async gather(ledger: Ledger, settings: MailboxSettings, own?: Instruction): Promise<Gathered> {
    const { home } = this
    const { legacy, from } = ledger
    // Before any turn was gathered, the comments older than the tracking comment (or than the
    // event that made the job) are not the job's; a comment made again without `upTo` (by a step
    // that could not read it) reads on from the last comment a turn carried, not from itself.
    const carried = legacy !== undefined ? 0 : lastCarried(ledger)
    const after = ledger.upTo || (from !== undefined ? 0 : carried || (home.id ?? 0))
    // A comment is the job's whose tracking comment is the newest before it, as its own run finds
    // it: what came after another job's is that job's. Before this job's tracking comment, from its
    // event on (`from`), it is this job's unless another job's tracking comment was made there.
    const kept: IssueComment[] = []
    let since: IssueComment[] = []
    const made = home.id ?? Infinity
    await walkNewestFirst(home.octokit, home.repo, home.issueNumber, (comment) => {
      const early = from !== undefined && comment.id < made
      if (comment.id <= after || (early && Date.parse(comment.created_at) < from)) return true
      const job = home.jobOf(comment, this.projectId)
      if (job === undefined) since.push(comment)
      else if (job === this.jobId) kept.push(...since.splice(0))
      else since = []
      return early && job !== undefined && job !== this.jobId
    })
    const newer = [...kept, ...since]
    const found: Instruction[] = []
    const ownApart = own && !own.ask.startsWith('c') && !wasSent(ledger, own.ask)
    const room = MAX_INSTRUCTIONS - (ownApart ? 1 : 0)
    let length = ownApart ? own.text.length : 0
    let upTo = ledger.upTo
    let full = false
    // Under a 1.0.0 ledger, a comment made before its latest turn began was sent by a 1.0.0 run;
    // one made since is read like any other (a 2.0.0 run that could not send it left it here).
    for (const comment of newer.reverse()) {
      const ask = `c${comment.id}`
      const sentBefore = legacy !== undefined && !(Date.parse(comment.created_at) > legacy)
      const asked = sentBefore || wasSent(ledger, ask) ? undefined : askOf(comment, settings)
      // What does not fit waits for the next turn: `upTo` stops before it.
      full = found.length >= room || length + (asked?.length ?? 0) > MAX_PROMPT
      if (asked && full && (found.length > 0 || ownApart)) break
      length += asked?.length ?? 0
      if (asked !== undefined) {
        const allowed = ask === own?.ask || (await this.allowed(actorOf(comment), comment))
        // A permission GitHub cannot tell now is asked again by the next gathering.
        if (allowed === undefined) break
        if (allowed) {
          found.push({ ask, by: comment.user?.login ?? '', at: comment.created_at, text: asked })
        }
      }
      upTo = comment.id
    }
    if (legacy !== undefined && upTo === 0) upTo = home.id ?? 0
    // The run's own instruction, unless it is a comment that waits behind others left for the
    // next turn (in the order made) or carried already.
    const ownBehind = own?.ask.startsWith('c') && full && Number(own.ask.slice(1)) > upTo
    if (own && !ownBehind && !wasSent(ledger, own.ask) && !found.some((i) => i.ask === own.ask)) {
      found.push(own)
    }
    const time = (instruction: Instruction): number => Date.parse(instruction.at) || 0
    return { asked: found.sort((a, b) => time(a) - time(b)), upTo }
  }

  /** The permission rule of every trigger (permission.ts); undefined when GitHub cannot say. */
  private async allowed(actor: Actor, comment: IssueComment): Promise<boolean | undefined> {
    // Anyone may comment on a public issue: who cannot have write access (GitHub's association
    // says so) costs no request, and the lookups one gathering makes are bounded.
    if (!listed(actor, this.allowedUsers) && !WRITERS.has(comment.author_association)) {
      return false
    }
    const key = actor.login.toLowerCase()
    let verdict = this.allowedLogins.get(key)
    if (!verdict) {
      if (this.allowedLogins.size >= MAX_INSTRUCTIONS) return undefined
      const { octokit, repo } = this.home
      verdict = checkPermission(octokit, repo, actor, this.allowedUsers).then((v) => v.allowed)
      this.allowedLogins.set(key, verdict)
    }
    return verdict.catch(() => {
      this.allowedLogins.delete(key)
      return undefined
    })
  }
}

export interface Gathered {
  asked: Instruction[]
  /** The last comment read (the ledger's `upTo` once `asked` is sent). */
  upTo: number
}

export interface MailboxSettings {
  triggerPhrase: string
  /** `prompt`: goes before each comment's text, as on the comment's own run. */
  prompt: string
}

/** What a comment asks of the job: the text after the trigger phrase, or undefined. */
function askOf(comment: IssueComment, settings: MailboxSettings): string | undefined {
  const body = comment.body ?? ''
  if (body.includes(MARKER_PREFIX)) return undefined
  const rest = afterTriggerPhrase(body, settings.triggerPhrase)
  // `new …` starts another job: its own run does that.
  if (rest === undefined || /^new(?=\s|$)/i.test(rest)) return undefined
  const asked = stripHidden(rest)
  if (!asked && !settings.prompt) return undefined
  return [settings.prompt, asked].filter(Boolean).join('\n\n')
}

function actorOf(comment: IssueComment): Actor {
  const login = comment.user?.login ?? ''
  return { login, isBot: comment.user?.type === 'Bot' || login.endsWith('[bot]') }
}
