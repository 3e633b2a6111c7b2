export const id = 406;
export const ids = [406];
export const modules = {

/***/ 4406:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DocsPull: () => (/* binding */ DocsPull)
/* harmony export */ });
/* harmony import */ var _sinks_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3515);
/* harmony import */ var _find_comment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2420);
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5345);
/* harmony import */ var _pull_origin_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2831);
/* harmony import */ var _pull_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8400);
/* harmony import */ var _rate_limit_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7403);






/** Comments read to find one made before: the newest page. */
const COMMENTS_LOOKED_AT = 100;
/** The hidden first line of the comment made when `code` had `event`. */
const keyOf = (code, event) => `<!-- docs-agent-action follows=${code.ref} ${event} -->`;
function textOf(code, event) {
    const link = (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdLink */ .YF)((0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdOurs */ .PS)(code.ref), code.url);
    switch (event) {
        case 'merged':
            return (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdOf */ .jz) `${link}, whose code change this pull request documents, was merged: this pull request can be merged once it is reviewed.`;
        case 'closed':
            return (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdOf */ .jz) `${link}, whose code change this pull request documents, was closed without merging: this pull request is closed with it. Reopening ${link} reopens it.`;
        case 'kept':
            return (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdOf */ .jz) `${link}, whose code change this pull request documents, was closed without merging. This pull request stays open (${(0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdOurs */ .PS)("'pr-close-with-code: false'")}): close it if its docs no longer apply.`;
        case 'reopened':
            return (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdOf */ .jz) `${link}, whose code change this pull request documents, was reopened: this pull request is reopened with it.`;
    }
}
class DocsPull {
    octokit;
    pr;
    data;
    log;
    /** Set once GitHub refused an action: the ones after it would be refused too. */
    stopped = false;
    constructor(octokit, pr, data, log) {
        this.octokit = octokit;
        this.pr = pr;
        this.data = data;
        this.log = log;
    }
    get where() {
        return `${this.pr.repository}#${this.pr.number}`;
    }
    /** The pull request when GitHub answers it and it is the agent's; undefined (said) otherwise. */
    static async read(octokit, pr, expected, log) {
        const where = `${pr.repository}#${pr.number}`;
        let data;
        try {
            data = (await octokit.rest.pulls.get({ ...(0,_pull_js__WEBPACK_IMPORTED_MODULE_4__/* .repoOf */ .A5)(pr), pull_number: pr.number })).data;
        }
        catch (error) {
            log.warning((0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `Could not read the docs pull request ${where}: ${said(error, pr)}`);
            return undefined;
        }
        const notOurs = (0,_pull_origin_js__WEBPACK_IMPORTED_MODULE_3__/* .notTheAgents */ .T)(pr, data, expected, 'it does not follow the code pull request');
        if (notOurs) {
            log.warning(notOurs);
            return undefined;
        }
        return new DocsPull(octokit, pr, data, log);
    }
    get state() {
        if (this.data.merged === true || typeof this.data.merged_at === 'string')
            return 'merged';
        return this.data.state === 'open' ? 'open' : 'closed';
    }
    has(label) {
        const wanted = label.toLowerCase();
        return (this.data.labels ?? []).some((l) => l.name?.toLowerCase() === wanted);
    }
    /** Adds `label` unless it is there. */
    async label(label) {
        if (!label || this.has(label))
            return;
        await this.act((0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `add the label ${label} to`, async () => {
            const { octokit, pr } = this;
            await octokit.rest.issues.addLabels({
                ...(0,_pull_js__WEBPACK_IMPORTED_MODULE_4__/* .repoOf */ .A5)(pr),
                issue_number: pr.number,
                labels: [label]
            });
            return (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `Docs pull request ${this.where}: label ${label} added.`;
        });
    }
    /** Takes `label` off when it is there. */
    async unlabel(label) {
        if (!label || !this.has(label))
            return;
        await this.act((0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `take the label ${label} off`, async () => {
            const { octokit, pr } = this;
            try {
                await octokit.rest.issues.removeLabel({
                    ...(0,_pull_js__WEBPACK_IMPORTED_MODULE_4__/* .repoOf */ .A5)(pr),
                    issue_number: pr.number,
                    name: label
                });
            }
            catch (error) {
                // Taken off meanwhile (another run, a person): what was asked holds.
                if ((0,_octokit_js__WEBPACK_IMPORTED_MODULE_2__/* .statusOf */ .c2)(error) !== 404 || (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_5__/* .isRateLimited */ .Jz)(error))
                    throw error;
            }
            return (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `Docs pull request ${this.where}: label ${label} taken off.`;
        });
    }
    /** Says what happened to `code`, once: a comment made for it before is not made again. */
    async tell(code, event) {
        const key = keyOf(code, event);
        await this.act((0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `comment on`, async () => {
            const { octokit, pr } = this;
            let seen = 0;
            let made = false;
            await (0,_find_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .walkNewestFirst */ .yE)(octokit, (0,_pull_js__WEBPACK_IMPORTED_MODULE_4__/* .repoOf */ .A5)(pr), pr.number, (comment) => {
                made = (comment.body ?? '').startsWith(key);
                return made || ++seen >= COMMENTS_LOOKED_AT;
            });
            if (made) {
                return (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `Docs pull request ${this.where}: its comment on ${code.ref} is there already.`;
            }
            await octokit.rest.issues.createComment({
                ...(0,_pull_js__WEBPACK_IMPORTED_MODULE_4__/* .repoOf */ .A5)(pr),
                issue_number: pr.number,
                body: `${key}\n${textOf(code, event)}`
            });
            return (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `Docs pull request ${this.where}: commented that ${code.ref} was ${event === 'kept' ? 'closed' : event}.`;
        });
    }
    /**
     * Closes or reopens the pull request: 'done'; 'refused' when GitHub refused it as invalid (422:
     * a pull request whose branch is gone cannot be reopened); 'failed' otherwise (said).
     */
    async setState(state) {
        const verb = state === 'open' ? 'reopen' : 'close';
        let end = 'failed';
        await this.act((0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `${verb}`, async () => {
            const { octokit, pr } = this;
            try {
                const answer = await octokit.rest.pulls.update({
                    ...(0,_pull_js__WEBPACK_IMPORTED_MODULE_4__/* .repoOf */ .A5)(pr),
                    pull_number: pr.number,
                    state
                });
                this.data = answer.data;
            }
            catch (error) {
                if ((0,_octokit_js__WEBPACK_IMPORTED_MODULE_2__/* .statusOf */ .c2)(error) !== 422)
                    throw error;
                end = 'refused';
                return (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `GitHub refused to ${verb} the docs pull request ${this.where} (422: ${error instanceof Error ? error.message : 'invalid'}).`;
            }
            end = 'done';
            return (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `Docs pull request ${this.where}: ${state === 'open' ? 'reopened' : 'closed'}.`;
        });
        return end;
    }
    /** One action; its failure is a warning, and a refusal or a rate limit stops the rest. */
    async act(what, action) {
        if (this.stopped)
            return;
        try {
            this.log.info(await action());
        }
        catch (error) {
            const status = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_2__/* .statusOf */ .c2)(error);
            this.stopped = (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_5__/* .rateLimitOf */ .tX)(error) !== undefined || [401, 403, 404].includes(status ?? 0);
            this.log.warning((0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `Could not ${what} the docs pull request ${this.where}: ${said(error, this.pr)}`);
        }
    }
}
/** A failed call in a few words; a refusal names the permission it needs. */
function said(error, pr) {
    const limit = (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_5__/* .rateLimitOf */ .tX)(error);
    if (limit)
        return `${(0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_5__/* .rateLimitText */ .DT)(limit)}.`;
    const status = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_2__/* .statusOf */ .c2)(error);
    if ((status === 401 || status === 403 || status === 404) && !(0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_5__/* .isRateLimited */ .Jz)(error)) {
        return `the token cannot act on it (${status}): give the token in 'pr-token' 'pull-requests: write' permission on ${pr.repository}.`;
    }
    const text = error instanceof Error ? error.message : String(error);
    return status ? `${status} ${text}` : text;
}


/***/ }),

/***/ 2420:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $t: () => (/* binding */ placeOf),
/* harmony export */   uc: () => (/* binding */ findTrackingComment),
/* harmony export */   yE: () => (/* binding */ walkNewestFirst)
/* harmony export */ });
/* unused harmony export MAX_COMMENT_PAGES */
/* harmony import */ var _sinks_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3515);
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

/***/ 8002:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ linksOf)
/* harmony export */ });
/**
 * GitHub's `Link` header (`<url?page=n>; rel="next"`, …): where the pages of a listing are. A
 * lookup that needs the newest items reads the last page first (GitHub lists oldest first).
 */
/**
 * The page numbers of the `next` and `last` links. What GitHub says is data: a page that is not
 * a plain number is taken as not named.
 */
function linksOf(header) {
    const pages = {};
    for (const [, url = '', rels = ''] of (header ?? '').matchAll(/<([^<>]*)>\s*;\s*rel="([^"]*)"/g)) {
        let page;
        try {
            page = new URL(url).searchParams.get('page');
        }
        catch {
            continue;
        }
        if (!page || !/^[1-9]\d{0,6}$/.test(page))
            continue;
        for (const rel of rels.split(/\s+/)) {
            if (rel === 'next' || rel === 'last')
                pages[rel] = Number(page);
        }
    }
    return pages;
}


/***/ }),

/***/ 2831:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ placeOf),
/* harmony export */   T: () => (/* binding */ notTheAgents)
/* harmony export */ });
/* harmony import */ var _sinks_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3515);

const EMPTY = 'it is not read or acted on, and pr-head-ref, pr-head-sha and pr-base-ref are empty';
const same = (a, b) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase();
/**
 * The expectation the pull request meets by its place (checked before any request), or why it is
 * in the wrong repository or cannot be told to be the agent's.
 */
function placeOf(pr, expected) {
    const where = `${pr.repository}#${pr.number}`;
    if (!expected) {
        return {
            problem: (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `The job names no source repository on ${pr.host}, so the pull request ${where} cannot be told to be the agent's: ${EMPTY}. Set 'docs-repository' to the repository (owner/repo) where the agent's pull requests live.`
        };
    }
    if (!same(pr.repository, expected.repository)) {
        return {
            problem: (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `The pull request ${where} is not in ${expected.repository} (${expected.from}), so ${EMPTY}.`
        };
    }
    return { expected };
}
/** Why the pull request GitHub answered is not the agent's (a fork, another author), or undefined. */
function notTheAgents(pr, data, expected, 
/** What follows for the pull request, said after "so". */
consequence = EMPTY) {
    const where = `${pr.repository}#${pr.number}`;
    const head = data.head?.repo?.full_name;
    const base = data.base?.repo?.full_name;
    if (!same(head, expected.repository)) {
        return (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `The pull request ${where} was opened from ${head ?? 'a deleted repository'}, not from a branch of ${expected.repository}, so ${consequence}.`;
    }
    if (!same(base, expected.repository)) {
        return (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `The pull request ${where} asks to merge into ${base ?? 'a repository GitHub does not name'}, not into ${expected.repository}, so ${consequence}.`;
    }
    const login = data.user?.login;
    if (expected.author) {
        if (!same(login, expected.author)) {
            return (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `The pull request ${where} was opened by ${login ?? 'nobody known'}, not by ${expected.author} ('pr-author'), so ${consequence}.`;
        }
    }
    else if (data.user?.type !== 'Bot') {
        return (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `The pull request ${where} was opened by ${login ?? 'nobody known'}, not by an app account, so ${consequence}. If a person's account opens the agent's pull requests, name it in 'pr-author'.`;
    }
    return undefined;
}


/***/ }),

/***/ 8400:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A5: () => (/* binding */ repoOf),
/* harmony export */   yi: () => (/* binding */ PullRequestSide)
/* harmony export */ });
/* unused harmony export MAX_REVIEW_PAGES */
/* harmony import */ var _sinks_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3515);
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5345);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8002);
/* harmony import */ var _rate_limit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7403);




/**
 * A branch name as an output: the characters git allows that no shell or URL gives meaning to,
 * and never a leading `-` (git refuses such names, and `git checkout $REF` would take it for an
 * option).
 */
const REF = /^(?![-/])(?!.*\.\.)(?!.*\/$)(?!.*\/-)[A-Za-z0-9._/-]{1,255}$/;
const SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/** Pages of reviews read at most, newest first: 1,000 reviews, 10 requests. */
const MAX_REVIEW_PAGES = 10;
/** GitHub's largest page. */
const REVIEWS_PER_PAGE = 100;
function repoOf(pr) {
    const [owner = '', repo = ''] = pr.repository.split('/');
    return { owner, repo };
}
const lower = (items) => new Set(items.filter((item) => Boolean(item)).map((item) => item.toLowerCase()));
/**
 * The token may not read or act on the repository: 401, 403 or 404 (GitHub hides what it may not
 * see). A 403 over GitHub's rate limit is not that (rate-limit.ts).
 */
const denied = (error) => [401, 403, 404].includes((0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error) ?? 0) && !(0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_2__/* .isRateLimited */ .Jz)(error);
class PullRequestSide {
    octokit;
    pr;
    log;
    /** Set once the token proved it may not act: nothing more is tried. */
    refused = false;
    /**
     * Set once GitHub refused an action over its rate limit (one the Octokit did not wait for):
     * the actions after it would be refused too, and asking again only prolongs the limit.
     */
    limited = false;
    constructor(octokit, pr, log) {
        this.octokit = octokit;
        this.pr = pr;
        this.log = log;
    }
    get where() {
        return `${this.pr.repository}#${this.pr.number}`;
    }
    /**
     * The pull request, or undefined when the token cannot read it: a notice, or, when the
     * workflow asked for actions on it (`acting`), one warning naming the permission they need.
     */
    async read(acting) {
        try {
            const { data } = await this.octokit.rest.pulls.get({
                ...repoOf(this.pr),
                pull_number: this.pr.number
            });
            return data;
        }
        catch (error) {
            const empty = 'pr-head-ref, pr-head-sha and pr-base-ref are empty';
            if (acting) {
                this.refused = true;
                this.log.warning(denied(error)
                    ? (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `The token cannot read pull request ${this.where} (${(0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error)}), so the pr-* inputs were not applied and ${empty}: give the token in 'pr-token' 'pull-requests: write' permission on ${this.pr.repository}. The job's outcome is unchanged.`
                    : (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `Could not read pull request ${this.where}, so the pr-* inputs were not applied and ${empty}: ${messageOf(error)}`);
            }
            else {
                this.log.notice(denied(error)
                    ? (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `Could not read pull request ${this.where} (${(0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error)}): the token cannot see that repository, so ${empty}. Set 'pr-token' to a token that can read ${this.pr.repository}.`
                    : (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `Could not read pull request ${this.where}, so ${empty}: ${messageOf(error)}`);
            }
            return undefined;
        }
    }
    /** The outputs' values, each empty when GitHub's answer does not have the expected form. */
    static details(data) {
        const ref = (value) => typeof value === 'string' && REF.test(value) ? value : '';
        return {
            headRef: ref(data.head?.ref),
            headSha: typeof data.head?.sha === 'string' && SHA.test(data.head.sha) ? data.head.sha : '',
            baseRef: ref(data.base?.ref)
        };
    }
    /** Reviewers, labels and assignees that are not there yet. */
    async apply(data, wanted) {
        await this.requestReviewers(data, wanted);
        // Only what the workflow asked for: an input left empty is not "already there".
        if (wanted.labels.length > 0)
            await this.act('labels', async () => {
                const present = lower((data.labels ?? []).map((label) => label.name));
                const missing = wanted.labels.filter((label) => !present.has(label.toLowerCase()));
                if (missing.length === 0)
                    return 'already there';
                await this.octokit.rest.issues.addLabels({
                    ...repoOf(this.pr),
                    issue_number: this.pr.number,
                    labels: missing
                });
                return `added ${missing.join(', ')}`;
            });
        if (wanted.assignees.length > 0)
            await this.act('assignees', async () => {
                const present = lower((data.assignees ?? []).map((user) => user?.login));
                const missing = wanted.assignees.filter((login) => !present.has(login.toLowerCase()));
                if (missing.length === 0)
                    return 'already there';
                await this.octokit.rest.issues.addAssignees({
                    ...repoOf(this.pr),
                    issue_number: this.pr.number,
                    assignees: missing
                });
                return `assigned ${missing.join(', ')}`;
            });
    }
    /**
     * Asks for reviews from those wanted who are not asked yet and have not reviewed the latest
     * commit: a re-run asks nobody twice, and after the agent pushed a new commit (a follow-up), a
     * reviewer who reviewed the old one is asked again, as GitHub's "re-request review" does.
     */
    async requestReviewers(data, wanted) {
        if (wanted.reviewers.length === 0 && wanted.teams.length === 0)
            return;
        await this.act('reviewers', async () => {
            const author = data.user?.login?.toLowerCase();
            const requested = lower((data.requested_reviewers ?? []).map((user) => user?.login));
            let users = wanted.reviewers.filter((login) => login.toLowerCase() !== author && !requested.has(login.toLowerCase()));
            if (users.length > 0) {
                const reviewed = await this.reviewedHead(data.head?.sha, users);
                users = users.filter((login) => !reviewed.has(login.toLowerCase()));
            }
            const owner = repoOf(this.pr).owner.toLowerCase();
            const requestedTeams = lower((data.requested_teams ?? []).map((team) => team?.slug));
            const teams = [];
            for (const team of wanted.teams) {
                if (team.org.toLowerCase() !== owner) {
                    this.log.warning((0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `Team ${team.org}/${team.slug} is not of ${owner}, the owner of ${this.where}: GitHub asks reviews only of the repository's own organisation's teams.`);
                }
                else if (!requestedTeams.has(team.slug.toLowerCase()))
                    teams.push(team.slug);
            }
            if (users.length === 0 && teams.length === 0)
                return 'already asked';
            await this.octokit.rest.pulls.requestReviewers({
                ...repoOf(this.pr),
                pull_number: this.pr.number,
                reviewers: users,
                team_reviewers: teams
            });
            return `asked ${[...users, ...teams.map((slug) => `${owner}/${slug}`)].join(', ')}`;
        });
    }
    /**
     * Of `logins`, those whose latest review is of `sha`. GitHub lists reviews oldest first, 100 a
     * page at most: the last page is read first, then the pages before it, until every login's
     * latest review is known, at most MAX_REVIEW_PAGES. A login whose reviews lie further back
     * counts as not having reviewed `sha` (asked again: the safe side).
     */
    async reviewedHead(sha, logins) {
        if (!sha)
            return new Set();
        const wanted = new Set(logins.map((login) => login.toLowerCase()));
        const latest = new Map();
        const known = () => [...wanted].every((login) => latest.has(login));
        /** Takes a page's reviews, newest first: the first one seen of a login is its latest. */
        const take = (page) => {
            for (const review of [...page].reverse()) {
                const login = review.user?.login?.toLowerCase();
                if (login && wanted.has(login) && !latest.has(login)) {
                    latest.set(login, review.commit_id ?? undefined);
                }
            }
        };
        const list = async (page) => {
            const answer = await this.octokit.rest.pulls.listReviews({
                ...repoOf(this.pr),
                pull_number: this.pr.number,
                per_page: REVIEWS_PER_PAGE,
                page
            });
            return { ...answer, data: (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .pageOf */ .ZZ)(answer.data, REVIEWS_PER_PAGE) };
        };
        const first = await list(1);
        const { next, last } = (0,_links_js__WEBPACK_IMPORTED_MODULE_3__/* .linksOf */ .h)(first.headers.link);
        if (next === undefined) {
            take(first.data);
        }
        else if (last !== undefined) {
            let read = 1;
            let page = last;
            for (; page > 1 && !known() && read < MAX_REVIEW_PAGES; page--, read++) {
                take((await list(page)).data);
            }
            // Page 1 holds the oldest reviews: taken only when every page after it was.
            if (page === 1)
                take(first.data);
        }
        else {
            // GitHub names no last page: read forward within the cap, then take the newest first.
            const pages = [first.data];
            for (let page = next; page !== undefined;) {
                if (pages.length >= MAX_REVIEW_PAGES)
                    break;
                const { data, headers } = await list(page);
                pages.push(data);
                page = (0,_links_js__WEBPACK_IMPORTED_MODULE_3__/* .linksOf */ .h)(headers.link).next;
            }
            for (const page of pages.reverse())
                take(page);
        }
        return new Set([...latest].filter(([, commit]) => commit === sha).map(([login]) => login));
    }
    /**
     * Runs one action; its failure is a warning. A token that may not act stops every later action
     * with one warning naming the permission it lacks.
     */
    async act(what, action) {
        if (this.refused || this.limited)
            return;
        try {
            const done = await action();
            this.log.info((0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `Pull request ${this.where}, ${what}: ${done}.`);
        }
        catch (error) {
            const limit = (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_2__/* .rateLimitOf */ .tX)(error);
            if (limit) {
                this.limited = true;
                this.log.warning((0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `Could not set the ${what} of pull request ${this.where}: ${(0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_2__/* .rateLimitText */ .DT)(limit)}. The pr-* inputs left are not applied in this run; the job's outcome is unchanged.`);
                return;
            }
            if (denied(error)) {
                this.refused = true;
                this.log.warning((0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `The token cannot act on pull request ${this.where} (${(0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error)}): give the token in 'pr-token' 'pull-requests: write' permission on ${this.pr.repository}. The job's outcome is unchanged.`);
                return;
            }
            this.log.warning((0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `Could not set the ${what} of pull request ${this.where}: ${messageOf(error)}`);
        }
    }
    /**
     * False when an earlier action found the token may not act, or GitHub's rate limit stopped it
     * (the link-back comment is skipped).
     */
    get mayAct() {
        return !this.refused && !this.limited;
    }
}
function messageOf(error) {
    const limit = (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_2__/* .rateLimitOf */ .tX)(error);
    if (limit)
        return `${(0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_2__/* .rateLimitText */ .DT)(limit)}.`;
    const status = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error);
    const text = error instanceof Error ? error.message : String(error);
    return status ? `${status} ${text}` : text;
}


/***/ })

};

//# sourceMappingURL=406.index.js.map