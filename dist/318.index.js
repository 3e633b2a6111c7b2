export const id = 318;
export const ids = [318,420];
export const modules = {

/***/ 7318:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ TrackingComment),
/* harmony export */   tokenLogin: () => (/* binding */ tokenLogin)
/* harmony export */ });
/* harmony import */ var _sinks_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1916);
/* harmony import */ var _find_comment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2420);
/* harmony import */ var _ledger_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4762);
/* harmony import */ var _marker_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4329);
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5345);
/* harmony import */ var _rate_limit_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7403);
/**
 * The tracking comment (contract §4.6): one comment per job on the issue or pull request, created
 * once and edited in place. Its signed marker carries the job's ledger (ledger.ts), and every
 * write reads the comment first and applies its change to the ledger it finds, so a write never
 * puts back what it read earlier over what another run wrote since. What it says is rendered in
 * comment-render.ts; who may write when is the conversation's (conversation.ts).
 */






/**
 * One tracking comment. A token that may not write (fork PRs, Dependabot, a read-only
 * `permissions:`) gets a warning and no comment, never a failed job. A write GitHub refused over
 * a rate limit waits until the time GitHub gave. A comment someone deleted is made again.
 */
class TrackingComment {
    octokit;
    repo;
    issueNumber;
    markers;
    log;
    clock;
    permissionHint;
    id;
    /** The ledger as this run last read or wrote it (what a comment made again starts from). */
    known;
    /** The comment as last read (its verified marker and body), to re-sign with a new ledger. */
    shown;
    author;
    /** The token's login (undefined: an installation token, whose comments are a bot's). */
    login;
    disabled = false;
    /** Epoch ms (run's clock) before which GitHub said it would refuse this token's writes. */
    limitedUntil;
    /**
     * Look for the job's comment by its marker before the next read or create: it was deleted,
     * GitHub lost the answer to its create, or this run made it again (another run may have made
     * one too: the newest is the job's).
     */
    look = false;
    /** The comment was deleted (or its marker removed), and this run has not made it again yet. */
    gone = false;
    /** The comment is on a pull request, as GitHub's link to it says (known once read). */
    onPullRequest;
    constructor(octokit, repo, issueNumber, markers, log, clock, 
    /** The comment when it was found (its id), and the token's login in any case. */
    existing, 
    /** What the warning asks for when the token may not write here. */
    permissionHint = "give the workflow 'issues: write' and 'pull-requests: write' permissions") {
        this.octokit = octokit;
        this.repo = repo;
        this.issueNumber = issueNumber;
        this.markers = markers;
        this.log = log;
        this.clock = clock;
        this.permissionHint = permissionHint;
        this.id = existing?.id;
        this.author = existing?.author || undefined;
        this.login = existing?.login;
        this.known = (0,_ledger_js__WEBPACK_IMPORTED_MODULE_5__/* .decodeLedger */ .iN)(existing?.turns);
    }
    /**
     * The job whose tracking comment `comment` is: one this token, or the home's author (a workflow
     * reached with another token: origin-token), wrote whose marker verifies, of `projectId` when
     * given (a person's copy of a marker, another project's, tells nothing).
     */
    jobOf(comment, projectId) {
        const { user, body } = comment;
        const login = this.login?.toLowerCase();
        const ours = login ? user?.login?.toLowerCase() === login : user?.type === 'Bot';
        const home = this.author !== undefined && user?.login?.toLowerCase() === this.author.toLowerCase();
        if (!ours && !home)
            return undefined;
        const marker = this.markers.verify(body ?? '', (0,_find_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .placeOf */ .$t)(this.repo, this.issueNumber));
        if (projectId !== undefined && marker?.projectId !== projectId)
            return undefined;
        return marker?.jobId;
    }
    /** When GitHub said it takes this token's writes again, after refusing one over a rate limit. */
    get retryAt() {
        return this.limitedUntil;
    }
    /** False once GitHub refused this token the comment (no later write is tried). */
    get writable() {
        return !this.disabled;
    }
    get where() {
        return `${this.repo.owner}/${this.repo.repo}#${this.issueNumber}`;
    }
    /**
     * The comment's ledger of `jobId` as it stands: 'gone' when the comment was deleted (and no
     * other run made it again), undefined when it cannot be read or its marker does not verify for
     * the job. `except`: a comment just found gone, which a lookup may still list.
     */
    async read(jobId, except) {
        if (this.disabled)
            return undefined;
        // Gone: looked for at every read until this run, or another, made it again.
        if (this.look || (this.gone && this.id === undefined)) {
            let found;
            try {
                found = await this.findOwn(jobId);
            }
            catch {
                return undefined;
            }
            this.look = false;
            if (found !== undefined && found !== except)
                [this.id, this.gone] = [found, false];
            else if (this.id === undefined)
                return 'gone';
        }
        if (this.id === undefined)
            return undefined;
        const id = this.id;
        try {
            const { data } = await this.octokit.rest.issues.getComment({ ...this.repo, comment_id: id });
            const body = data.body ?? '';
            const marker = this.markers.verify(body, (0,_find_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .placeOf */ .$t)(this.repo, this.issueNumber));
            if (marker?.jobId === jobId) {
                this.shown = { body, marker };
                this.onPullRequest = /\/pull\/\d+#issuecomment-\d+$/.test(data.html_url);
                return (this.known = (0,_ledger_js__WEBPACK_IMPORTED_MODULE_5__/* .decodeLedger */ .iN)(marker.turns));
            }
            // A person who removed the marker took the ledger with it: as good as deleted. One that
            // is there and does not verify (a job id the service made of the key, redacted) is not
            // this run's to replace: the comment cannot be read.
            if (body.includes(_marker_js__WEBPACK_IMPORTED_MODULE_2__/* .MARKER_PREFIX */ .Km))
                return undefined;
        }
        catch (error) {
            if ((0,_octokit_js__WEBPACK_IMPORTED_MODULE_3__/* .statusOf */ .c2)(error) !== 404)
                return undefined;
        }
        this.lose();
        return this.read(jobId, id);
    }
    /** The comment is gone: looked for again (another run may have made it again), else made again. */
    lose() {
        this.id = undefined;
        this.look = this.gone = true;
    }
    /**
     * Reads the ledger, applies `change`, and writes `body(ledger)`; the ledger written, or
     * undefined when nothing was (no change, a read that failed, or GitHub did not take it). Only
     * from the ledger as it stands: an older copy would erase what other runs wrote since. A
     * deleted comment is made again with the ledger last known.
     */
    async write(jobId, change, body) {
        if (this.disabled || this.limited())
            return undefined;
        const read = await this.read(jobId);
        // A comment not made yet (or deleted) has nothing to read: what this run knows is all there is.
        if (read === undefined && (this.id !== undefined || this.look || this.gone))
            return undefined;
        const ledger = change(typeof read === 'object' ? read : this.known);
        if (!ledger)
            return undefined;
        try {
            await this.put(body(ledger), jobId);
        }
        catch (error) {
            if ((0,_octokit_js__WEBPACK_IMPORTED_MODULE_3__/* .statusOf */ .c2)(error) === 404 && this.id !== undefined) {
                this.lose();
                return this.write(jobId, () => ledger, body);
            }
            this.fail(error);
            return undefined;
        }
        return (this.known = ledger);
    }
    /**
     * The comment as last read, its marker signed anew with `ledger`: what a claim writes, which
     * changes the ledger and nothing a reader sees. Undefined when the comment was not read.
     */
    resigned(ledger) {
        if (!this.shown)
            return undefined;
        const { body, marker } = this.shown;
        const place = (0,_find_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .placeOf */ .$t)(this.repo, this.issueNumber);
        const before = this.markers.render(marker, place);
        const after = this.markers.render({ ...marker, turns: (0,_ledger_js__WEBPACK_IMPORTED_MODULE_5__/* .encodeLedger */ .KX)(ledger) }, place);
        return body.includes(before) ? body.replace(before, () => after) : undefined;
    }
    limited() {
        // Asking again while GitHub limits the token only prolongs the limit (GitHub's advice).
        if (this.limitedUntil === undefined || this.clock.now() >= this.limitedUntil)
            return false;
        this.log.debug((0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `Tracking comment not updated: GitHub's rate limit is still in force.`);
        return true;
    }
    async put(body, jobId) {
        if (this.id === undefined && this.look) {
            // Throws when GitHub still cannot say: nothing is created until it can.
            this.id = await this.findOwn(jobId);
            this.look = false;
        }
        if (this.id !== undefined) {
            // Sent once: an edit sent again later (a retry, a rate limit's wait) would land over what
            // other runs wrote since its read, a claim taken meanwhile among it (conversation.ts).
            const request = { retries: 0, once: true };
            const edit = { ...this.repo, comment_id: this.id, body, request };
            await this.octokit.rest.issues.updateComment(edit);
            return;
        }
        this.id = await this.create(body, jobId);
        if (this.gone) {
            // Another run may have made it again too: the next read looks for the newest.
            this.look = true;
            this.gone = false;
            this.log.notice((0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `The tracking comment on ${this.where} was deleted (or its marker removed): it is made again, with the turns recorded so far.`);
        }
    }
    /**
     * Creates the comment, once: a create is never repeated (the retry plugin would, on a 5xx or a
     * lost connection, after GitHub may have made it). When its answer is lost or is a 5xx, the
     * comment is looked for by its marker before the failure stands.
     */
    async create(body, jobId) {
        try {
            const { data } = await this.octokit.rest.issues.createComment({
                ...this.repo,
                issue_number: this.issueNumber,
                body,
                request: { retries: 0 }
            });
            return data.id;
        }
        catch (error) {
            const status = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_3__/* .statusOf */ .c2)(error);
            if (status !== undefined && status < 500)
                throw error;
            let found;
            try {
                found = await this.findOwn(jobId);
            }
            catch {
                this.look = true;
            }
            if (found === undefined)
                throw error;
            return found;
        }
    }
    /** This job's comment on the issue, by its marker; throws when GitHub cannot be asked. */
    async findOwn(jobId) {
        const { repo, issueNumber, markers } = this;
        const found = await (0,_find_comment_js__WEBPACK_IMPORTED_MODULE_1__.findTrackingComment)(this.octokit, repo, issueNumber, markers, {
            jobId,
            login: this.login,
            ownOnly: true
        });
        return found?.id;
    }
    fail(error) {
        const status = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_3__/* .statusOf */ .c2)(error);
        const limit = (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_4__/* .rateLimitOf */ .tX)(error);
        if (limit) {
            this.limitedUntil = limit.retryAt;
            const next = limit.retryAt === undefined ? 'change' : 'change after then';
            this.log.warning((0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `Could not update the tracking comment on ${this.where}: ${(0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_4__/* .rateLimitText */ .DT)(limit)}. It is tried again at the next ${next}.`);
            return;
        }
        if (status === 403 || status === 401 || status === 404) {
            this.disabled = true;
            // A comment another run wrote, perhaps with another token: the refusal is of this edit.
            this.log.warning(this.author !== undefined && this.id !== undefined
                ? (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `The tracking comment on ${this.where} is not updated: it was written by ${this.author}, and GitHub refused this token the edit (${status}). Only its author, or a token with write access to ${this.repo.owner}/${this.repo.repo}, may edit it: ${this.permissionHint}, or use the token that wrote it.`
                : (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `No tracking comment: the token cannot write comments on ${this.where} (${status}); ${this.permissionHint}.`);
            return;
        }
        this.log.warning((0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `Could not update the tracking comment on ${this.where} (${status ?? 'no answer'}): ${error instanceof Error ? error.message : String(error)} It is tried again at the next change.`);
    }
}
/**
 * The login of the token's identity, when the token may ask (a personal token). Installation
 * tokens (GITHUB_TOKEN, a GitHub App's) may not: undefined, and their comments are a bot's.
 */
async function tokenLogin(octokit) {
    try {
        const { data } = await octokit.rest.users.getAuthenticated();
        return data.login;
    }
    catch (error) {
        const status = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_3__/* .statusOf */ .c2)(error);
        // A rate limit says nothing of the token's kind: taking it for an installation token would
        // pick another author's comment.
        if ((0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_4__/* .rateLimitOf */ .tX)(error))
            throw (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_4__/* .rateLimitError */ .m4)(error, 'Could not ask GitHub whose token this is');
        if (status === 401 || status === 403)
            return undefined;
        throw error;
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


/***/ })

};

//# sourceMappingURL=318.index.js.map