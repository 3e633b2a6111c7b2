export const id = 775;
export const ids = [775];
export const modules = {

/***/ 2615:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Es: () => (/* binding */ readPull),
/* harmony export */   ZZ: () => (/* binding */ field),
/* harmony export */   eC: () => (/* binding */ readCompare),
/* harmony export */   h0: () => (/* binding */ short)
/* harmony export */ });
/* unused harmony exports MAX_COMMITS, MAX_COMPARE_FILES, MAX_PULL_FILES, MAX_PULL_COMMITS */
/* harmony import */ var _cut_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(795);
/* harmony import */ var _rate_limit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7403);
/**
 * Reads a change from GitHub for `include-changes`: a push's range through the compare API, a
 * pull request's commits and files through its pull request APIs, each page of 100 at a time and
 * no more pages than GitHub lists. What GitHub answers is checked, not trusted: any field may be
 * missing, and an answer that is not a list or a comparison fails the read (it is not "no
 * change").
 */


/** Commits listed at most: three pages of 100 (the compare API pages its commits only). */
const MAX_COMMITS = 300;
/** GitHub's compare lists at most 300 files, all on its first page. */
const MAX_COMPARE_FILES = 300;
/** GitHub lists at most 3000 files of a pull request (its "List pull requests files"). */
const MAX_PULL_FILES = 3000;
/** GitHub lists at most 250 commits of a pull request (its "List commits on a pull request"). */
const MAX_PULL_COMMITS = 250;
const PER_PAGE = 100;
const text = (value) => (typeof value === 'string' ? value : '');
const count = (value) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0;
/** A commit id as GitHub gives it: hexadecimal, else nothing to show. */
const shortSha = (value) => {
    const sha = text(value);
    return /^[0-9a-f]{7,64}$/i.test(sha) ? sha.slice(0, 7) : '';
};
/**
 * The range's commits (oldest first, at most MAX_COMMITS) and changed files. Requests: one per
 * 100 commits listed, the first of which brings the files: at most ⌈commits/100⌉.
 */
async function readCompare(octokit, repo, query) {
    const commits = [];
    let files = [];
    let totalCommits = 0;
    const maxPages = Math.ceil(MAX_COMMITS / PER_PAGE);
    for (let page = 1; page <= maxPages; page++) {
        const { data } = await octokit.rest.repos
            .compareCommitsWithBasehead({
            ...repo,
            basehead: `${query.base}...${query.head}`,
            per_page: PER_PAGE,
            page
        })
            .catch((error) => {
            throw readError(error, query.what, query);
        });
        // Not a comparison (an HTML error page a proxy answered 200, say): not "no change".
        const files0 = page === 1 ? field(data, 'files') : [];
        if (!Array.isArray(files0) || !Array.isArray(field(data, 'commits'))) {
            throw readError(notAnswer('a comparison'), query.what, query);
        }
        // No page holds more than it was asked for: a longer one is not GitHub's.
        const listed = list(data.commits).slice(0, PER_PAGE);
        commits.push(...listed.map(commitOf));
        if (page === 1) {
            totalCommits = count(data.total_commits);
            files = list(data.files).slice(0, MAX_COMPARE_FILES).map(fileOf);
        }
        // A short page is the last; a GitHub that pages on with empty ones stops here too.
        if (listed.length < PER_PAGE || commits.length >= totalCommits)
            break;
    }
    return {
        commits: commits.slice(0, MAX_COMMITS),
        totalCommits,
        files,
        maxFiles: MAX_COMPARE_FILES
    };
}
/**
 * A pull request's commits (oldest first, at most MAX_PULL_COMMITS) and files (at most
 * MAX_PULL_FILES), read through GitHub's pull request APIs, while its Link names a next page:
 * ⌈files/100⌉ + ⌈commits/100⌉ requests.
 */
async function readPull(octokit, repo, query) {
    const what = `pull request #${query.number}`;
    // GitHub's Link says where a list ends; the event's counts may be stale by now (a push since),
    // so they never say where reading stops (its commit count only says how many the prompt counts).
    const pages = async (most, read) => {
        const all = [];
        const last = Math.ceil(most / PER_PAGE);
        for (let page = 1; page <= last; page++) {
            const { data, headers } = await read(page).catch((error) => {
                throw readError(error, what);
            });
            if (!Array.isArray(data))
                throw readError(notAnswer('a list'), what);
            const listed = list(data).slice(0, PER_PAGE);
            all.push(...listed);
            // A short page is the last; so is one whose Link names no next (a full last page: an
            // event without counts would otherwise cost an empty page more).
            if (listed.length < PER_PAGE || !/rel="next"/.test(headers.link ?? ''))
                break;
        }
        return all.slice(0, most);
    };
    const params = { ...repo, pull_number: query.number, per_page: PER_PAGE };
    const files = await pages(MAX_PULL_FILES, (page) => octokit.rest.pulls.listFiles({ ...params, page }));
    const commits = await pages(MAX_PULL_COMMITS, (page) => octokit.rest.pulls.listCommits({ ...params, page }));
    return {
        commits: commits.map(commitOf),
        totalCommits: Math.max(query.commits, commits.length),
        files: files.map(fileOf),
        maxFiles: MAX_PULL_FILES
    };
}
/** An answer that is not what the operation answers. */
const notAnswer = (what) => new Error(`GitHub's answer is not ${what}`);
const list = (value) => (Array.isArray(value) ? value : []);
const field = (value, key) => value !== null && typeof value === 'object' ? value[key] : undefined;
/** A commit as GitHub lists it (compare, pull request commits); any field may be missing. */
function commitOf(item) {
    const commit = field(item, 'commit');
    return {
        sha: shortSha(field(item, 'sha')),
        title: text(field(commit, 'message')).split(/\r\n?|\n/)[0] ?? '',
        author: text(field(field(item, 'author'), 'login')) || text(field(field(commit, 'author'), 'name'))
    };
}
/** A changed file as GitHub lists it (`diff-entry`); any field may be missing. */
function fileOf(file) {
    const patch = field(file, 'patch');
    return {
        path: text(field(file, 'filename')),
        status: (0,_cut_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(text(field(file, 'status')), 20),
        additions: count(field(file, 'additions')),
        deletions: count(field(file, 'deletions')),
        previous: text(field(file, 'previous_filename')),
        ...(typeof patch === 'string' ? { patch } : {})
    };
}
function readError(error, what, range) {
    return (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_0__/* .callError */ .rb)(error, `Could not read the changes of ${what}${range ? ` (${short(range.base)}...${short(range.head)})` : ''} for include-changes; nothing was sent`);
}
/** A commit id as people write it; a branch name as it is. */
const short = (commit) => /^[0-9a-f]{40,64}$/.test(commit) ? commit.slice(0, 7) : commit;


/***/ }),

/***/ 6775:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mergeFollowedElsewhere: () => (/* binding */ mergeFollowedElsewhere)
/* harmony export */ });
/* harmony import */ var _sinks_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1916);
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5345);
/* harmony import */ var _changes_read_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2615);
/* harmony import */ var _rate_limit_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7403);
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
        const status = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error);
        const refused = status === 401 || status === 403 || status === 404;
        if (!refused || (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_3__/* .rateLimitOf */ .tX)(error))
            throw (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_3__/* .callError */ .rb)(error, context);
        // What a push-only workflow did before: its change is sent; no job is lost.
        _sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .Rm.warning((0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `Could not ask GitHub whether this push merged a pull request (${status}): give the workflow 'pull-requests: read'. The push is sent as a change of its own.`);
        return undefined;
    }
    if (!Array.isArray(pulls))
        throw (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_3__/* .callError */ .rb)(new Error("GitHub's answer is not a list"), context);
    const branch = push.ref.startsWith('refs/heads/') ? push.ref.slice('refs/heads/'.length) : '';
    const merged = pulls.find((pull) => {
        const number = (0,_changes_read_js__WEBPACK_IMPORTED_MODULE_2__/* .field */ .ZZ)(pull, 'number');
        return (typeof number === 'number' &&
            Number.isSafeInteger(number) &&
            number > 0 &&
            typeof (0,_changes_read_js__WEBPACK_IMPORTED_MODULE_2__/* .field */ .ZZ)(pull, 'merged_at') === 'string' &&
            (0,_changes_read_js__WEBPACK_IMPORTED_MODULE_2__/* .field */ .ZZ)(pull, 'merge_commit_sha') === push.head &&
            branch !== '' &&
            (0,_changes_read_js__WEBPACK_IMPORTED_MODULE_2__/* .field */ .ZZ)((0,_changes_read_js__WEBPACK_IMPORTED_MODULE_2__/* .field */ .ZZ)(pull, 'base'), 'ref') === branch);
    });
    if (!merged)
        return undefined;
    let tracked;
    try {
        tracked = await github.trackedComment(merged.number, projectId);
    }
    catch (error) {
        const asked = `Could not read whether pull request #${merged.number}, which commit ${push.head} merged, has a docs job (include-changes); nothing was sent`;
        throw (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_3__/* .callError */ .rb)(error, asked);
    }
    if (!tracked)
        return undefined;
    return `the push to ${push.ref || 'the ref'} is the merge of pull request #${merged.number}, whose docs job ${tracked.found.jobId} follows it (its tracking comment there): nothing is sent`;
}


/***/ })

};

//# sourceMappingURL=775.index.js.map