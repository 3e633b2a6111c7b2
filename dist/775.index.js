export const id = 775;
export const ids = [775];
export const modules = {

/***/ 6775:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mergeFollowedElsewhere: () => (/* binding */ mergeFollowedElsewhere)
/* harmony export */ });
/* harmony import */ var _sinks_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4831);
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5345);
/* harmony import */ var _rate_limit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7403);
/**
 * One docs job per change, in a repository that merges pull requests and also pushes directly:
 * a push that is a pull request's merge (its head is the merge commit GitHub made, whether the
 * pull request was merged, squashed or rebased) into the branch pushed is followed by that pull
 * request's docs job, when it has one (a tracking comment of this project), and the push sends
 * nothing. A push that no pull request merged, or whose pull request had no docs job or was
 * merged into another branch (the push then brings that branch's commits, not only the pull
 * request's), is a change of its own. What GitHub answers is checked, not trusted: an answer that
 * is not a list fails the step (it is not "no pull request").
 */



/** Why the push sends nothing (its pull request's job follows the merge); undefined: it sends. */
async function mergeFollowedElsewhere(github, push, projectId) {
    const { octokit, repo } = github;
    const context = `Could not ask GitHub whether commit ${push.head} merged a pull request (include-changes); nothing was sent`;
    let pulls;
    try {
        const request = { ...repo, commit_sha: push.head, per_page: 100 };
        pulls = (await octokit.rest.repos.listPullRequestsAssociatedWithCommit(request)).data;
    }
    catch (error) {
        if ((0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_2__/* .rateLimitOf */ .tX)(error))
            throw (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_2__/* .rateLimitError */ .m4)(error, context);
        const status = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error);
        if (status !== 401 && status !== 403 && status !== 404)
            throw failure(context, error);
        // What a push-only workflow did before: its change is sent; no job is lost.
        _sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .Rm.warning((0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `Could not ask GitHub whether this push merged a pull request (${status}): give the workflow 'pull-requests: read'. The push is sent as a change of its own.`);
        return undefined;
    }
    if (!Array.isArray(pulls))
        throw failure(context, new Error("GitHub's answer is not a list"));
    const branch = push.ref.startsWith('refs/heads/') ? push.ref.slice('refs/heads/'.length) : '';
    const merged = pulls.find((pull) => {
        const number = field(pull, 'number');
        return (typeof number === 'number' &&
            Number.isSafeInteger(number) &&
            number > 0 &&
            typeof field(pull, 'merged_at') === 'string' &&
            field(pull, 'merge_commit_sha') === push.head &&
            branch !== '' &&
            field(field(pull, 'base'), 'ref') === branch);
    });
    if (!merged)
        return undefined;
    let tracked;
    try {
        tracked = await github.trackedComment(merged.number, projectId);
    }
    catch (error) {
        const asked = `Could not read whether pull request #${merged.number}, which commit ${push.head} merged, has a docs job (include-changes); nothing was sent`;
        throw (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_2__/* .rateLimitOf */ .tX)(error) ? (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_2__/* .rateLimitError */ .m4)(error, asked) : failure(asked, error);
    }
    if (!tracked)
        return undefined;
    return `the push to ${push.ref || 'the ref'} is the merge of pull request #${merged.number}, whose docs job ${tracked.found.jobId} follows it (its tracking comment there): nothing is sent`;
}
const field = (value, key) => value !== null && typeof value === 'object' ? value[key] : undefined;
/** `error` said after `context`, its status kept. */
function failure(context, error) {
    const status = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error);
    const why = (error instanceof Error ? error.message : String(error)).replace(/\.$/, '');
    const said = new Error(`${context} (${status !== undefined ? `${status} ` : ''}${why}).`);
    return status !== undefined ? Object.assign(said, { status }) : said;
}


/***/ })

};

//# sourceMappingURL=775.index.js.map