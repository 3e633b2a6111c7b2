export const id = 57;
export const ids = [57];
export const modules = {

/***/ 8057:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   inPlace: () => (/* binding */ inPlace),
/* harmony export */   pullRequestStep: () => (/* binding */ pullRequestStep)
/* harmony export */ });
/* harmony import */ var _github_comment_render_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3011);
/* harmony import */ var _github_comment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7318);
/* harmony import */ var _github_find_comment_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2420);
/* harmony import */ var _github_marker_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4329);
/* harmony import */ var _github_pull_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8400);
/* harmony import */ var _github_pull_origin_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2831);
/* harmony import */ var _pull_request_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5964);
/* harmony import */ var _sinks_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1916);
/**
 * After a job completed with a pull request: read the pull request for the `pr-head-ref`,
 * `pr-head-sha` and `pr-base-ref` outputs, apply `pr-reviewers`, `pr-labels` and `pr-assignees`,
 * and keep the link-back comment (`pr-comment`). Only a pull request on the workflow's own GitHub
 * host is read (the token is for that host); none of this can fail the step.
 */








/**
 * Whether `pr` is where the agent's pull requests are (this workflow's GitHub, the expected
 * repository), as far as that is known without a request: the docs check passes only such a one.
 */
function inPlace(settings, pr, source, serverHost) {
    return pr.host === serverHost && !('problem' in (0,_github_pull_origin_js__WEBPACK_IMPORTED_MODULE_5__/* .placeOf */ .$)(pr, expectedPull(settings, pr, source)));
}
/** `docs-repository` when set, else the job's source repository on the pull request's host. */
function expectedPull(settings, pr, given) {
    const { repository, author } = settings.pr;
    const from = repository
        ? { repository, from: 'docs-repository' }
        : (() => {
            const source = (0,_pull_request_js__WEBPACK_IMPORTED_MODULE_7__/* .parseRepositoryUrl */ .fn)(given, pr.host);
            return source
                ? { repository: source, from: 'the job’s source repository' }
                : undefined;
        })();
    return from && { ...from, ...(author ? { author } : {}) };
}
async function pullRequestStep(step) {
    const { settings, pr } = step;
    const { waitingLabel } = step;
    const labels = settings.pr.labels;
    const wanted = waitingLabel && !labels.some((l) => l.toLowerCase() === waitingLabel.toLowerCase())
        ? { ...settings.pr, labels: [...labels, waitingLabel] }
        : settings.pr;
    const acting = wanted.reviewers.length + wanted.teams.length + wanted.labels.length + wanted.assignees.length >
        0 || step.linkBack !== undefined;
    const where = `${pr.repository}#${pr.number}`;
    if (pr.host !== step.serverHost) {
        _sinks_index_js__WEBPACK_IMPORTED_MODULE_6__/* .log */ .Rm.notice((0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_6__/* .line */ .n8) `The pull request ${where} is on ${pr.host}, not on this workflow's GitHub (${step.serverHost}): pr-head-ref, pr-head-sha and pr-base-ref are empty${acting ? ', and the pr-* inputs are not applied' : ''}.`);
        return undefined;
    }
    const place = (0,_github_pull_origin_js__WEBPACK_IMPORTED_MODULE_5__/* .placeOf */ .$)(pr, expectedPull(settings, pr, step.source));
    if ('problem' in place) {
        _sinks_index_js__WEBPACK_IMPORTED_MODULE_6__/* .log */ .Rm.warning(place.problem);
        return undefined;
    }
    if (!wanted.token) {
        _sinks_index_js__WEBPACK_IMPORTED_MODULE_6__/* .log */ .Rm.notice((0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_6__/* .line */ .n8) `No token to read pull request ${where} ('pr-token' and 'github-token' are empty): pr-head-ref, pr-head-sha and pr-base-ref are empty.`);
        return undefined;
    }
    const octokit = await step.loadOctokit(wanted.token, step.bounds);
    const side = new _github_pull_js__WEBPACK_IMPORTED_MODULE_4__/* .PullRequestSide */ .yi(octokit, pr, _sinks_index_js__WEBPACK_IMPORTED_MODULE_6__/* .log */ .Rm);
    const data = await side.read(acting);
    if (!data)
        return undefined;
    const notOurs = (0,_github_pull_origin_js__WEBPACK_IMPORTED_MODULE_5__/* .notTheAgents */ .T)(pr, data, place.expected);
    if (notOurs) {
        _sinks_index_js__WEBPACK_IMPORTED_MODULE_6__/* .log */ .Rm.warning(notOurs);
        step.onNotTheAgents?.();
        return undefined;
    }
    // A pull request someone closed or merged meanwhile takes no reviewers, labels or comments,
    // and its head is no branch for a later job to check out.
    if (data.state !== 'open') {
        _sinks_index_js__WEBPACK_IMPORTED_MODULE_6__/* .log */ .Rm.notice((0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_6__/* .line */ .n8) `The pull request ${where} is ${data.merged ? 'merged' : 'closed'}: the pr-* inputs are not applied, and pr-head-ref, pr-head-sha and pr-base-ref are empty.`);
        return undefined;
    }
    if (acting && !wanted.repository) {
        _sinks_index_js__WEBPACK_IMPORTED_MODULE_6__/* .log */ .Rm.notice((0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_6__/* .line */ .n8) `The pull request ${where} was taken for the agent's because it is in the job's source repository, as the service reports it; set 'docs-repository' to name that repository yourself.`);
    }
    const details = _github_pull_js__WEBPACK_IMPORTED_MODULE_4__/* .PullRequestSide */ .yi.details(data);
    await side.apply(data, wanted);
    if (step.linkBack && side.mayAct) {
        // The link-back comment is found by its marker, like a tracking comment: edited, never doubled.
        const markers = new _github_marker_js__WEBPACK_IMPORTED_MODULE_3__/* .MarkerKey */ .iR(settings.apiKey);
        const repo = (0,_github_pull_js__WEBPACK_IMPORTED_MODULE_4__/* .repoOf */ .A5)(pr);
        const { view, ledger } = step.linkBack;
        try {
            const found = await (0,_github_find_comment_js__WEBPACK_IMPORTED_MODULE_2__.findTrackingComment)(octokit, repo, pr.number, markers, {
                login: await (0,_github_comment_js__WEBPACK_IMPORTED_MODULE_1__.tokenLogin)(octokit),
                projectId: settings.projectId,
                jobId: view.jobId
            });
            // A later run without the issue (a re-run, a job-id attach) keeps where the job came from.
            const origin = found?.marker.origin?.includes('#') ? found.marker.origin : view.origin;
            const comment = new _github_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .TrackingComment */ .P(octokit, repo, pr.number, markers, _sinks_index_js__WEBPACK_IMPORTED_MODULE_6__/* .log */ .Rm, step.bounds.clock, found && { id: found.id, author: found.author, turns: found.marker.turns }, `give the token in 'pr-token' 'pull-requests: write' permission on ${pr.repository}`);
            const place = (0,_github_find_comment_js__WEBPACK_IMPORTED_MODULE_2__/* .placeOf */ .$t)(repo, pr.number);
            const shown = { ...view, origin };
            // Read first: the ledger it carries is the job's own when the job came from no issue.
            const ok = (await comment.write(view.jobId, ledger, (l) => (0,_github_comment_render_js__WEBPACK_IMPORTED_MODULE_0__/* .commentBody */ .I2)({ ...shown, ledger: l, home: place }, markers, place, l))) !== undefined;
            if (ok)
                _sinks_index_js__WEBPACK_IMPORTED_MODULE_6__/* .log */ .Rm.info((0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_6__/* .line */ .n8) `Link-back comment on ${where}: comment ${comment.id ?? ''}`);
        }
        catch (error) {
            _sinks_index_js__WEBPACK_IMPORTED_MODULE_6__/* .log */ .Rm.warning((0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_6__/* .line */ .n8) `Could not keep the link-back comment on ${where}: ${error instanceof Error ? error.message : String(error)}`);
        }
    }
    return details;
}


/***/ })

};

//# sourceMappingURL=57.index.js.map