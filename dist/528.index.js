export const id = 528;
export const ids = [528,420];
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


/***/ }),

/***/ 2420:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $t: () => (/* binding */ placeOf),
/* harmony export */   findTrackingComment: () => (/* binding */ findTrackingComment),
/* harmony export */   yE: () => (/* binding */ walkNewestFirst)
/* harmony export */ });
/* unused harmony export MAX_COMMENT_PAGES */
/* harmony import */ var _sinks_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1916);
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5345);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8002);
/* harmony import */ var _rate_limit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7403);
/**
 * Reading an issue's comments newest first: to find the tracking comment by its marker, and to
 * read the conversation since it (conversation.ts). GitHub lists an issue's comments oldest
 * first, at most 100 a page; a lookup that read from the first page and stopped at its cap found,
 * on a long issue, an older job's comment and missed the newer one. The last page (GitHub's
 * `Link: rel="last"`) is read first, then the pages before it, at most MAX_COMMENT_PAGES in all.
 * When the cap ends a lookup before a verified marker turned up, the answer is "none" with a
 * notice: an older marker than one that may be on a page not read is never an answer.
 */




/** Pages read at most (the first one included): 3,000 comments, 30 requests. */
const MAX_COMMENT_PAGES = 30;
/** GitHub's largest page. */
const PER_PAGE = 100;
function placeOf(repo, issueNumber) {
    return { repository: `${repo.owner}/${repo.repo}`, issueNumber };
}
/**
 * Walks the issue's comments newest first until `visit` returns true (found what it looked for)
 * or the pages run out; 'capped' when MAX_COMMENT_PAGES ended the walk first.
 */
async function walkNewestFirst(octokit, repo, issueNumber, visit) {
    const where = `${repo.owner}/${repo.repo}#${issueNumber}`;
    const list = async (page) => {
        const answer = await listPage(octokit, repo, issueNumber, page, where);
        return { ...answer, data: (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .pageOf */ .ZZ)(answer.data, PER_PAGE) };
    };
    const look = (page) => [...page].reverse().some(visit);
    const first = await list(1);
    const links = (0,_links_js__WEBPACK_IMPORTED_MODULE_3__/* .linksOf */ .h)(first.headers.link);
    if (links.next === undefined)
        return look(first.data) ? 'found' : 'end';
    if (links.last === undefined) {
        // GitHub names no last page: read forward; only a walk that reached the end may answer.
        const pages = [first.data];
        for (let next = links.next; next !== undefined;) {
            if (pages.length >= MAX_COMMENT_PAGES)
                return 'capped';
            const { data, headers } = await list(next);
            pages.push(data);
            next = (0,_links_js__WEBPACK_IMPORTED_MODULE_3__/* .linksOf */ .h)(headers.link).next;
        }
        return pages.reverse().some(look) ? 'found' : 'end';
    }
    let read = 1;
    for (let page = links.last; page >= 1; page--) {
        if (page > 1 && read >= MAX_COMMENT_PAGES)
            return 'capped';
        const data = page === 1 ? first.data : (await list(page)).data;
        if (page > 1)
            read++;
        if (look(data))
            return 'found';
    }
    return 'end';
}
async function listPage(octokit, repo, issueNumber, page, where) {
    try {
        return await octokit.rest.issues.listComments({
            ...repo,
            issue_number: issueNumber,
            per_page: PER_PAGE,
            page
        });
    }
    catch (error) {
        const limited = (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_2__/* .rateLimitError */ .m4)(error, `Could not read the comments of ${where}`);
        if (limited !== error)
            throw limited;
        // GitHub's own words ("Not Found") do not say what was being read, nor with what.
        const status = error?.status;
        if (status === 404 || status === 403) {
            // The status stays: a caller tells a repository out of reach by it (tracker.ts).
            throw Object.assign(new Error(`Could not read the comments of ${where} (${status}): the token cannot read that repository's issues, or the issue does not exist. Give github-token (origin-token for an issue in another repository) issues: read there, or run the workflow in that repository.`), { status });
        }
        throw error;
    }
}
/**
 * The project a marker names, unverified: what an API key other than this one signed. Only at the
 * start of the comment, where a tracking comment has it: a comment that quotes text with a marker
 * in it (another workflow of the repository echoing an issue, as the same bot) is not one.
 */
const MARKER_PROJECT = /^<!-- docs-agent-action job=\S{1,600} project=(\S{1,600})/;
/**
 * The newest tracking comment on the issue whose marker verifies (marker.ts): only a workflow
 * holding the API key can have written it for this issue. Among such comments, the token's own
 * (by `login`, or a bot's when the token cannot tell its login) are preferred: a person who copies
 * a marker into a comment of theirs points at the same job, but the comment to edit is ours.
 */
async function findTrackingComment(octokit, repo, issueNumber, markers, wanted) {
    const { login, projectId, jobId, notice = _sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .Rm.notice, ownOnly = false } = wanted;
    const place = placeOf(repo, issueNumber);
    const ours = (user) => login ? user?.login?.toLowerCase() === login.toLowerCase() : user?.type === 'Bot';
    let own;
    let fallback;
    let unverified;
    const walked = await walkNewestFirst(octokit, repo, issueNumber, (comment) => {
        const marker = markers.verify(comment.body ?? '', place);
        if (!marker) {
            if (!unverified && ours(comment.user) && namesProject(comment.body ?? '', projectId)) {
                unverified = { id: comment.id, url: comment.html_url };
            }
            return false;
        }
        if (projectId !== undefined && marker.projectId !== projectId)
            return false;
        if (jobId !== undefined && marker.jobId !== jobId)
            return false;
        const found = {
            id: comment.id,
            url: comment.html_url,
            jobId: marker.jobId,
            marker,
            author: comment.user?.login ?? ''
        };
        if (ours(comment.user))
            own = found;
        else if (!ownOnly)
            fallback ??= found;
        return own !== undefined;
    });
    if (walked === 'capped' && !own && !fallback) {
        notice((0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `The comments of ${place.repository}#${issueNumber} were read up to ${MAX_COMMENT_PAGES} pages of ${PER_PAGE}, newest first, without a verified marker of project ${projectId ?? 'any'}: any older one is not taken for this issue's job.`);
    }
    const found = own ?? fallback;
    if (!found && unverified)
        wanted.onUnverified?.(unverified);
    return found;
}
function namesProject(body, projectId) {
    const named = MARKER_PROJECT.exec(body)?.[1];
    if (named === undefined)
        return false;
    try {
        return projectId === undefined || decodeURIComponent(named) === projectId;
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 2892:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ listed),
/* harmony export */   Y: () => (/* binding */ checkPermission)
/* harmony export */ });
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5345);
/* harmony import */ var _rate_limit_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7403);


const WRITE_ROLES = new Set(['admin', 'maintain', 'write']);
function listed(actor, allowedUsers) {
    const login = actor.login.toLowerCase();
    return allowedUsers.some((user) => user.toLowerCase() === login);
}
async function checkPermission(octokit, repo, actor, allowedUsers) {
    if (listed(actor, allowedUsers))
        return { allowed: true, why: `${actor.login} is in allowed-users` };
    if (actor.isBot) {
        return {
            allowed: false,
            why: `${actor.login} is a bot; bots act only when listed in allowed-users`
        };
    }
    let role = 'none';
    try {
        const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
            ...repo,
            username: actor.login
        });
        // `permission` is the legacy level (maintain shows as write); role_name is the real role.
        role = data.role_name || data.permission || 'none';
        if (!WRITE_ROLES.has(role) && WRITE_ROLES.has(data.permission))
            role = data.permission;
    }
    catch (error) {
        // 404: not a collaborator at all. A rate limit (a 403 too) says nothing of the actor: the
        // step cannot tell, and fails saying so, rather than skip a collaborator as one without write.
        if ((0,_octokit_js__WEBPACK_IMPORTED_MODULE_0__/* .statusOf */ .c2)(error) !== 404) {
            throw (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_1__/* .rateLimitError */ .m4)(error, `Could not check ${actor.login}'s permission on ${repo.owner}/${repo.repo}`);
        }
    }
    return WRITE_ROLES.has(role)
        ? { allowed: true, why: `${actor.login} has ${role} permission` }
        : {
            allowed: false,
            why: `${actor.login} has ${role} permission on ${repo.owner}/${repo.repo}; write, maintain or admin is needed (or a place in allowed-users)`
        };
}


/***/ })

};

//# sourceMappingURL=528.index.js.map