export const id = 420;
export const ids = [420];
export const modules = {

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

//# sourceMappingURL=420.index.js.map