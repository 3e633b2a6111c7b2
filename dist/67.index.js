export const id = 67;
export const ids = [67];
export const modules = {

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


/***/ }),

/***/ 8067:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GitHubSide: () => (/* binding */ GitHubSide),
/* harmony export */   w: () => (/* binding */ react)
/* harmony export */ });
/* harmony import */ var _sinks_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1916);
/* harmony import */ var _comment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7318);
/* harmony import */ var _find_comment_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2420);
/* harmony import */ var _marker_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4329);
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5345);
/* harmony import */ var _permission_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2892);
/* harmony import */ var _rate_limit_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7403);
/* harmony import */ var _trigger_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7131);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8862);
/**
 * The GitHub side of one agent run, opened only when the run needs GitHub: the permission check,
 * the tracking comments (found by their markers, or made), and the 👀 reaction. Who writes them
 * when is the conversation's (conversation.ts) and the run's (agent/tracking.ts).
 */









class GitHubSide {
    octokit;
    repo;
    markers;
    log;
    bounds;
    origin;
    login;
    /** The Octokit for an origin issue in another repository, loaded when first needed. */
    originOctokit;
    constructor(octokit, repo, markers, log, bounds, 
    /** `origin-token`, when set, and how to load an Octokit for it. */
    origin) {
        this.octokit = octokit;
        this.repo = repo;
        this.markers = markers;
        this.log = log;
        this.bounds = bounds;
        this.origin = origin;
    }
    /** Undefined when the run needs nothing of GitHub. Throws when it does and cannot have it. */
    static async open(settings, plan, log, bounds, github) {
        if (!(0,_trigger_js__WEBPACK_IMPORTED_MODULE_7__/* .needsGitHub */ .Tb)(settings, plan))
            return undefined;
        const repo = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_4__/* .currentRepo */ .Uc)(github.env);
        if (!repo) {
            throw new Error('GITHUB_REPOSITORY is not set (owner/repo): the runner sets it; a local run must set it to the repository of the issue or pull request.');
        }
        if (!settings.githubToken) {
            throw new Error("Input 'github-token' is needed on issue, comment and pull request events (permission check, comments) and on push with include-changes (the compare API); it defaults to ${{ github.token }}.");
        }
        const octokit = await github.loadOctokit(settings.githubToken, bounds);
        return new GitHubSide(octokit, repo, new _marker_js__WEBPACK_IMPORTED_MODULE_3__/* .MarkerKey */ .iR(settings.apiKey), log, bounds, {
            token: settings.originToken,
            load: github.loadOctokit
        });
    }
    permission(actor, allowedUsers) {
        return (0,_permission_js__WEBPACK_IMPORTED_MODULE_5__/* .checkPermission */ .Y)(this.octokit, this.repo, actor, allowedUsers);
    }
    tokenLogin() {
        return (this.login ??= (0,_comment_js__WEBPACK_IMPORTED_MODULE_1__.tokenLogin)(this.octokit));
    }
    /** A comment this run makes on `issueNumber` (found by its marker if it must be found again). */
    async newComment(issueNumber) {
        const login = await this.tokenLogin();
        return new _comment_js__WEBPACK_IMPORTED_MODULE_1__/* .TrackingComment */ .P(this.octokit, this.repo, issueNumber, this.markers, this.log, this.bounds.clock, { login });
    }
    /**
     * The issue's (or pull request's) tracking comment whose marker verifies; its job is the one a
     * follow-up goes to.
     */
    async trackedComment(issueNumber, projectId, 
    /** Only this job's comment (a `job-id` run); another job's newer comment is left alone. */
    jobId, 
    /** Learns of a comment of ours whose marker another API key signed (findTrackingComment). */
    onUnverified) {
        const login = await this.tokenLogin();
        const found = await (0,_find_comment_js__WEBPACK_IMPORTED_MODULE_2__.findTrackingComment)(this.octokit, this.repo, issueNumber, this.markers, {
            login,
            projectId,
            jobId,
            onUnverified
        });
        if (!found)
            return undefined;
        const comment = new _comment_js__WEBPACK_IMPORTED_MODULE_1__/* .TrackingComment */ .P(this.octokit, this.repo, issueNumber, this.markers, this.log, this.bounds.clock, { id: found.id, author: found.author, turns: found.marker.turns, login });
        return { found, comment };
    }
    /**
     * On a pull request's link-back comment, `origin` names the issue the job came from, whose
     * tracking comment holds the job's ledger. An issue in another repository is reached with
     * `origin-token` (a workflow's own token sees only its repository), else with `github-token`;
     * undefined, with a warning naming the input, when it cannot be read.
     */
    async openOrigin(origin, jobId, projectId) {
        const match = _marker_js__WEBPACK_IMPORTED_MODULE_3__/* .ORIGIN */ .VT.exec(origin);
        if (!match?.[2])
            return undefined;
        const [owner = '', repo = ''] = (match[1] ?? '').split('/');
        const place = { owner, repo };
        const repository = `${owner}/${repo}`;
        const issueNumber = Number(match[2]);
        const elsewhere = repository.toLowerCase() !== `${this.repo.owner}/${this.repo.repo}`.toLowerCase();
        const own = elsewhere && this.origin.token !== '';
        let octokit = this.octokit;
        let found;
        let login;
        try {
            if (own)
                octokit = await (this.originOctokit ??= this.origin.load(this.origin.token, this.bounds));
            login = own ? await (0,_comment_js__WEBPACK_IMPORTED_MODULE_1__.tokenLogin)(octokit) : await this.tokenLogin();
            found = await (0,_find_comment_js__WEBPACK_IMPORTED_MODULE_2__.findTrackingComment)(octokit, place, issueNumber, this.markers, {
                login,
                projectId,
                jobId
            });
        }
        catch (error) {
            const limit = (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_6__/* .rateLimitOf */ .tX)(error);
            const status = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_4__/* .statusOf */ .c2)(error);
            if (!limit && elsewhere && (status === 401 || status === 403 || status === 404)) {
                this.log.warning(own
                    ? (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `The token in 'origin-token' cannot read ${repository} (${status}), where job ${jobId} came from (${origin}) and where its turns are recorded. Give that token access to the issues of ${repository} ('issues: write').`
                    : (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `The token cannot read ${repository} (${status}), where job ${jobId} came from (${origin}) and where its turns are recorded. A workflow's own token reaches only its repository: set 'origin-token' to a token that can read and write the issues of ${repository}.`);
                return undefined;
            }
            // GitHub did not answer (a limit, a 5xx): the step fails, so that a re-run sends it.
            if (limit || status === undefined || status >= 500) {
                throw new Error(`Could not read the tracking comment of ${origin}, where job ${jobId} came from and its turns are counted (${limit ? (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_6__/* .rateLimitText */ .DT)(limit) : (status ?? 'no answer')}): nothing was sent; re-run this run to send it.`);
            }
            // A refusal a re-run would meet again (the issue gone, issues not readable with the token).
            this.log.warning((0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `Could not read the tracking comment of ${origin}, where job ${jobId} came from and its turns are counted (${status}): the issue is gone, or the token may not read its issues ('issues: write').`);
            return undefined;
        }
        if (!found) {
            this.log.warning((0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `No tracking comment of job ${jobId} on ${origin} (deleted?), where the job came from and its turns are counted.`);
            return undefined;
        }
        const hint = elsewhere
            ? own
                ? `give the token in 'origin-token' 'issues: write' permission on ${repository}`
                : `set 'origin-token' to a token that can write the issues of ${repository}`
            : undefined;
        const comment = new _comment_js__WEBPACK_IMPORTED_MODULE_1__/* .TrackingComment */ .P(octokit, place, issueNumber, this.markers, this.log, this.bounds.clock, { id: found.id, author: found.author, turns: found.marker.turns, login }, hint);
        return { found, comment };
    }
    async react(target) {
        await react(this.octokit, this.repo, target, this.log);
    }
}
/**
 * 👀 on a comment (or line comment of a review) someone asked the job in: somebody is on it.
 * Failure only warns; false then.
 */
async function react(octokit, repo, target, log) {
    try {
        const request = { ...repo, comment_id: target.id, content: 'eyes' };
        if (target.kind === 'review-comment') {
            await octokit.rest.reactions.createForPullRequestReviewComment(request);
        }
        else {
            await octokit.rest.reactions.createForIssueComment(request);
        }
        return true;
    }
    catch (error) {
        const limit = (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_6__/* .rateLimitOf */ .tX)(error);
        log.warning((0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `Could not add a reaction to the comment (${limit ? (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_6__/* .rateLimitText */ .DT)(limit) : ((0,_octokit_js__WEBPACK_IMPORTED_MODULE_4__/* .statusOf */ .c2)(error) ?? 'error')}).`);
        return false;
    }
}


/***/ })

};

//# sourceMappingURL=67.index.js.map