export const id = 528;
export const ids = [528];
export const modules = {

/***/ 2528:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Conversation: () => (/* binding */ Conversation)
});

// EXTERNAL MODULE: ./src/sinks/index.ts + 15 modules
var sinks = __webpack_require__(1916);
// EXTERNAL MODULE: ./src/github/ledger.ts
var github_ledger = __webpack_require__(4762);
// EXTERNAL MODULE: ./src/github/find-comment.ts
var find_comment = __webpack_require__(2420);
// EXTERNAL MODULE: ./src/github/marker.ts
var marker = __webpack_require__(4329);
// EXTERNAL MODULE: ./src/github/permission.ts
var permission = __webpack_require__(2892);
// EXTERNAL MODULE: ./src/github/trigger.ts
var trigger = __webpack_require__(7131);
// EXTERNAL MODULE: ./src/github/untrusted.ts
var untrusted = __webpack_require__(3209);
;// CONCATENATED MODULE: ./src/github/mailbox.ts






/** The associations GitHub gives a commenter who may have write access to the repository. */
const WRITERS = new Set(['OWNER', 'MEMBER', 'COLLABORATOR']);
/** The most instructions one follow-up carries; the rest wait for the next turn. */
const MAX_INSTRUCTIONS = 20;
/** The most characters of instructions one follow-up carries (docs/code-changes.md's 100,000). */
const MAX_PROMPT = 90_000;
class Mailbox {
    home;
    jobId;
    projectId;
    allowedUsers;
    /** Who may steer the job, by login, as GitHub said in this run. */
    allowedLogins = new Map();
    constructor(home, jobId, 
    /** The job's project: another project's tracking comment on the issue is no boundary. */
    projectId, 
    /** `allowed-users`: who may steer the job without write access (permission.ts). */
    allowedUsers) {
        this.home = home;
        this.jobId = jobId;
        this.projectId = projectId;
        this.allowedUsers = allowedUsers;
    }
    /**
     * The instructions no turn carried, oldest first: `own` (the run's own, when it is not a
     * comment of the conversation, or the conversation does not list it yet) and the conversation's
     * asking comments since the ledger's `upTo`. At most MAX_INSTRUCTIONS. `upTo`: the last
     * comment read, which the ledger takes (passed) once the instructions are sent, and only then:
     * instructions left waiting must not count as sent.
     */
    async gather(ledger, settings, own) {
        const { home } = this;
        const { legacy, from } = ledger;
        // Before any turn was gathered, the comments older than the tracking comment (or than the
        // event that made the job) are not the job's; a comment made again without `upTo` (by a step
        // that could not read it) reads on from the last comment a turn carried, not from itself.
        const carried = legacy !== undefined ? 0 : (0,github_ledger/* lastCarried */.nN)(ledger);
        const after = ledger.upTo || (from !== undefined ? 0 : carried || (home.id ?? 0));
        // A comment is the job's whose tracking comment is the newest before it, as its own run finds
        // it: what came after another job's is that job's. Before this job's tracking comment, from its
        // event on (`from`), it is this job's unless another job's tracking comment was made there.
        const kept = [];
        let since = [];
        const made = home.id ?? Infinity;
        await (0,find_comment/* walkNewestFirst */.yE)(home.octokit, home.repo, home.issueNumber, (comment) => {
            const early = from !== undefined && comment.id < made;
            if (comment.id <= after || (early && Date.parse(comment.created_at) < from))
                return true;
            const job = home.jobOf(comment, this.projectId);
            if (job === undefined)
                since.push(comment);
            else if (job === this.jobId)
                kept.push(...since.splice(0));
            else
                since = [];
            return early && job !== undefined && job !== this.jobId;
        });
        const newer = [...kept, ...since];
        const found = [];
        const ownApart = own && !own.ask.startsWith('c') && !(0,github_ledger/* wasSent */.Kk)(ledger, own.ask);
        const room = MAX_INSTRUCTIONS - (ownApart ? 1 : 0);
        let length = ownApart ? own.text.length : 0;
        let upTo = ledger.upTo;
        let full = false;
        // Under a 1.0.0 ledger, a comment made before its latest turn began was sent by a 1.0.0 run;
        // one made since is read like any other (a 2.0.0 run that could not send it left it here).
        for (const comment of newer.reverse()) {
            const ask = `c${comment.id}`;
            const sentBefore = legacy !== undefined && !(Date.parse(comment.created_at) > legacy);
            const asked = sentBefore || (0,github_ledger/* wasSent */.Kk)(ledger, ask) ? undefined : askOf(comment, settings);
            // What does not fit waits for the next turn: `upTo` stops before it.
            full = found.length >= room || length + (asked?.length ?? 0) > MAX_PROMPT;
            if (asked && full && (found.length > 0 || ownApart))
                break;
            length += asked?.length ?? 0;
            if (asked !== undefined) {
                const allowed = ask === own?.ask || (await this.allowed(actorOf(comment), comment));
                // A permission GitHub cannot tell now is asked again by the next gathering.
                if (allowed === undefined)
                    break;
                if (allowed) {
                    found.push({ ask, by: comment.user?.login ?? '', at: comment.created_at, text: asked });
                }
            }
            upTo = comment.id;
        }
        if (legacy !== undefined && upTo === 0)
            upTo = home.id ?? 0;
        // The run's own instruction, unless it is a comment that waits behind others left for the
        // next turn (in the order made) or carried already.
        const ownBehind = own?.ask.startsWith('c') && full && Number(own.ask.slice(1)) > upTo;
        if (own && !ownBehind && !(0,github_ledger/* wasSent */.Kk)(ledger, own.ask) && !found.some((i) => i.ask === own.ask)) {
            found.push(own);
        }
        const time = (instruction) => Date.parse(instruction.at) || 0;
        return { asked: found.sort((a, b) => time(a) - time(b)), upTo };
    }
    /** The permission rule of every trigger (permission.ts); undefined when GitHub cannot say. */
    async allowed(actor, comment) {
        // Anyone may comment on a public issue: who cannot have write access (GitHub's association
        // says so) costs no request, and the lookups one gathering makes are bounded.
        if (!(0,permission/* listed */.K)(actor, this.allowedUsers) && !WRITERS.has(comment.author_association)) {
            return false;
        }
        const key = actor.login.toLowerCase();
        let verdict = this.allowedLogins.get(key);
        if (!verdict) {
            if (this.allowedLogins.size >= MAX_INSTRUCTIONS)
                return undefined;
            const { octokit, repo } = this.home;
            verdict = (0,permission/* checkPermission */.Y)(octokit, repo, actor, this.allowedUsers).then((v) => v.allowed);
            this.allowedLogins.set(key, verdict);
        }
        return verdict.catch(() => {
            this.allowedLogins.delete(key);
            return undefined;
        });
    }
}
/** What a comment asks of the job: the text after the trigger phrase, or undefined. */
function askOf(comment, settings) {
    const body = comment.body ?? '';
    if (body.includes(marker/* MARKER_PREFIX */.Km))
        return undefined;
    const rest = (0,trigger/* afterTriggerPhrase */.m3)(body, settings.triggerPhrase);
    // `new …` starts another job: its own run does that.
    if (rest === undefined || /^new(?=\s|$)/i.test(rest))
        return undefined;
    const asked = (0,untrusted/* stripHidden */.P)(rest);
    if (!asked && !settings.prompt)
        return undefined;
    return [settings.prompt, asked].filter(Boolean).join('\n\n');
}
function actorOf(comment) {
    const login = comment.user?.login ?? '';
    return { login, isBot: comment.user?.type === 'Bot' || login.endsWith('[bot]') };
}

;// CONCATENATED MODULE: ./src/github/conversation.ts
/**
 * One job's conversation: the runs that steer a job share it through the ledger in its tracking
 * comment (ledger.ts), and the issue's comments are the queue.
 *
 * - One writer at a time. A run sends to the job only while it holds the ledger's claim. A claim
 *   is taken the way Fischer's mutual exclusion takes a lock without compare-and-swap: read the
 *   ledger, write the claim when none holds, wait `claimMs` (longer than any read-and-write that
 *   counts), and read it back. A run whose read-and-write took longer does not count its claim.
 *   Only the holder writes while its claim holds, so no write drops another's.
 * - The mailbox (mailbox.ts). The holder sends every instruction of the conversation that no turn
 *   carried (`/docs-agent` comments after the ledger's `upTo` from people allowed, in the order
 *   made) as one follow-up, so one lost or replaced run loses nothing: the next run that can
 *   sends it.
 */



class Conversation {
    home;
    jobId;
    me;
    deps;
    /** What this run adds to the ledger with every write (the post step's too: state.ts). */
    facts = {
        turns: [],
        withdrawn: [],
        upTo: 0,
        waiting: []
    };
    held = false;
    mailbox;
    constructor(home, jobId, me, deps) {
        this.home = home;
        this.jobId = jobId;
        this.me = me;
        this.deps = deps;
        this.mailbox = new Mailbox(home, jobId, deps.projectId, deps.allowedUsers);
    }
    /** The ledger as this run knows it now: as last read, with this run's facts put on it. */
    get current() {
        const known = this.home.known;
        return this.apply(known) ?? known;
    }
    /**
     * This run's facts put onto a ledger as read. While another run holds the claim, only that run
     * writes (an attach, which sends nothing, waits).
     */
    apply = (read) => {
        if (!this.held && (0,github_ledger/* claimedByOther */.xZ)(read, this.me.id, this.deps.clock.now()))
            return undefined;
        return (0,github_ledger/* withFacts */.Qj)(read, this.facts, this.me.id, this.held ? this.me : undefined);
    };
    /** The claim is this run's (from its creation of the job, or taken). */
    get holding() {
        return this.held;
    }
    /** This run made the job: it holds the conversation from the start. */
    hold() {
        this.held = true;
    }
    /** The conversation's comments up to `id` are not for the mailbox (a job's own first comment). */
    passed(id) {
        this.facts.upTo = Math.max(this.facts.upTo, id);
    }
    /** The run made the job from an event at `time` (epoch ms): the mailbox starts there. */
    since(time) {
        if (Number.isSafeInteger(time) && time >= 0)
            this.facts.from = time;
    }
    /**
     * The mailbox starts after the tracking comment of a job this run made, unless it starts at the
     * job's event: a comment made again after a deletion, newer than what waits, must not move it
     * on. Not under a 1.0.0 ledger (a turn sent without reading the conversation): the mark that
     * tells 1.0.0's comments would go.
     */
    started() {
        const { known, id } = this.home;
        const unread = this.facts.upTo === 0 && known.upTo === 0 && this.facts.from === undefined;
        if (unread && known.legacy === undefined && known.from === undefined && id) {
            this.facts.upTo = id;
        }
    }
    /** Records (or updates) a turn this run sent; written with the next write. */
    record(turn) {
        this.facts.turns = (0,github_ledger/* withTurn */.Qe)(this.facts.turns, turn);
    }
    /**
     * A turn this run recorded, whose message surely never reached the job (cancelled before it
     * was sent, the service busy): out of the ledger with the next write, its instructions shown
     * as waiting, for the next turn to carry.
     */
    withdraw(turn) {
        this.facts.turns = this.facts.turns.filter((t) => t.n !== turn.n);
        this.facts.withdrawn.push(turn);
    }
    /** Gives the claim up with the next write. */
    release() {
        this.held = false;
    }
    /** Shows `asks` as waiting to be sent, with the next write. */
    wait(asks) {
        this.facts.waiting = [...new Set([...this.facts.waiting, ...asks])];
    }
    /**
     * Takes the claim, within `deadline`: held, or why not (`refused`: `refuse` said so of the
     * ledger as read, e.g. another run's turn carried this run's instruction). The claim changes
     * the marker only; `fallback` is the body of a comment that must be made again.
     */
    async claim(refuse, fallback, deadline, signal) {
        const { clock, claimMs } = this.deps;
        const { home } = this;
        const began = clock.now();
        let told = false;
        let holder;
        for (;;) {
            let seen;
            const t0 = clock.now();
            const written = await home.write(this.jobId, (read) => {
                seen = read;
                if (refuse(read) || (0,github_ledger/* claimedByOther */.xZ)(read, this.me.id, clock.now()))
                    return undefined;
                this.held = true;
                return this.apply(read);
            }, (ledger) => home.resigned(ledger) ?? fallback(ledger));
            if (seen && refuse(seen))
                return this.lost({ refused: true });
            if (!seen && !home.writable)
                return this.lost({ end: 'unwritable' });
            // Fischer: a claim counts only when its read and write took less than the wait after it.
            if (written && clock.now() - t0 <= claimMs) {
                const end = await this.sleep(claimMs, deadline, signal);
                if (end)
                    return this.lost({ end });
                // A comment made again may have been made by another run too: the read takes the newest.
                const back = await home.read(this.jobId);
                if (typeof back === 'object' && back.claim?.id === this.me.id)
                    return { held: true };
            }
            this.held = false;
            holder = seen && (0,github_ledger/* claimedByOther */.xZ)(seen, this.me.id, clock.now()) ? seen.claim?.run : undefined;
            if (holder !== undefined && !told) {
                told = true;
                sinks/* log */.Rm.info((0,sinks/* line */.n8) `Job ${this.jobId}: run ${holder} is sending to the job; this run sends once it is done.`);
            }
            const end = await this.sleep(this.deps.nextDelay(clock.now() - began), deadline, signal);
            if (end)
                return this.lost({ end, holder });
        }
    }
    lost(why) {
        this.held = false;
        return { held: false, ...why };
    }
    async sleep(ms, deadline, signal) {
        const { clock } = this.deps;
        if (clock.now() + ms >= deadline) {
            await clock.sleep(Math.max(0, deadline - clock.now()), signal).catch(() => undefined);
            return signal.aborted ? 'cancelled' : 'timeout';
        }
        try {
            await clock.sleep(ms, signal);
            return undefined;
        }
        catch {
            return 'cancelled';
        }
    }
    /** The instructions no turn carried, oldest first (mailbox.ts), as the ledger now stands. */
    gather(settings, own) {
        return this.mailbox.gather(this.current, settings, own);
    }
}


/***/ })

};

//# sourceMappingURL=528.index.js.map