export const id = 406;
export const ids = [406];
export const modules = {

/***/ 9406:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  GitHubSide: () => (/* binding */ GitHubSide)
});

// UNUSED EXPORTS: State

// EXTERNAL MODULE: ./src/sinks/index.ts + 10 modules
var sinks = __webpack_require__(4831);
// EXTERNAL MODULE: ./src/github/state.ts
var state = __webpack_require__(8862);
// EXTERNAL MODULE: ./src/github/comment.ts + 2 modules
var github_comment = __webpack_require__(6536);
// EXTERNAL MODULE: ./src/github/marker.ts
var marker = __webpack_require__(4329);
// EXTERNAL MODULE: ./src/github/octokit.ts + 1 modules
var github_octokit = __webpack_require__(5345);
// EXTERNAL MODULE: ./src/github/rate-limit.ts
var rate_limit = __webpack_require__(7403);
;// CONCATENATED MODULE: ./src/github/permission.ts


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
        if ((0,github_octokit/* statusOf */.c2)(error) !== 404) {
            throw (0,rate_limit/* rateLimitError */.m4)(error, `Could not check ${actor.login}'s permission on ${repo.owner}/${repo.repo}`);
        }
    }
    return WRITE_ROLES.has(role)
        ? { allowed: true, why: `${actor.login} has ${role} permission` }
        : {
            allowed: false,
            why: `${actor.login} has ${role} permission on ${repo.owner}/${repo.repo}; write, maintain or admin is needed (or a place in allowed-users)`
        };
}

// EXTERNAL MODULE: ./src/github/trigger.ts + 1 modules
var trigger = __webpack_require__(4383);
// EXTERNAL MODULE: ./src/github/turns.ts
var github_turns = __webpack_require__(1983);
;// CONCATENATED MODULE: ./src/github/tracker.ts
/**
 * The GitHub side of one agent run, opened only when the run needs GitHub: the permission check,
 * the tracking comment (found or created, then kept up to date), and the 👀 reaction. The view
 * last shown is saved as step state, so the post step can close a comment that a killed main
 * step left at "working".
 */










class GitHubSide {
    octokit;
    repo;
    markers;
    log;
    bounds;
    origin;
    comment;
    /** The tracking comment on the issue a pull request's job came from (see `openOrigin`). */
    originComment;
    login;
    /** Comment updates run one after another, in the order they were asked for. */
    updates = Promise.resolve();
    /** The view asked for last: a view still waiting its turn when a later one comes is skipped. */
    latest;
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
        if (!(0,trigger/* needsGitHub */.Tb)(settings, plan))
            return undefined;
        const repo = (0,github_octokit/* currentRepo */.Uc)(github.env);
        if (!settings.githubToken || !repo) {
            throw new Error("Input 'github-token' is needed on issue, comment and pull request events (permission check, comments) and on push with include-changes (the compare API); it defaults to ${{ github.token }}.");
        }
        const octokit = await github.loadOctokit(settings.githubToken, bounds);
        return new GitHubSide(octokit, repo, new marker/* MarkerKey */.iR(settings.apiKey), log, bounds, {
            token: settings.originToken,
            load: github.loadOctokit
        });
    }
    permission(actor, allowedUsers) {
        return checkPermission(this.octokit, this.repo, actor, allowedUsers);
    }
    tokenLogin() {
        return (this.login ??= (0,github_comment/* tokenLogin */.nu)(this.octokit));
    }
    /**
     * The issue's (or pull request's) tracking comment whose marker verifies, which becomes the
     * comment this run keeps; its job is the one a follow-up goes to.
     */
    async trackedComment(issueNumber, projectId, 
    /** Only this job's comment (a `job-id` run); another job's newer comment is left alone. */
    jobId) {
        const found = await (0,github_comment/* findTrackingComment */.uc)(this.octokit, this.repo, issueNumber, this.markers, await this.tokenLogin(), projectId, undefined, jobId);
        if (!found || (jobId !== undefined && found.jobId !== jobId))
            return undefined;
        this.comment = new github_comment/* TrackingComment */.PZ(this.octokit, this.repo, issueNumber, this.markers, this.log, this.bounds, found);
        return found;
    }
    /**
     * On a pull request's link-back comment, `origin` names the issue the job came from: its
     * tracking comment, when its marker verifies there for the same job, is kept up to date too, so
     * the issue tells the whole story. An issue in another repository is reached with
     * `origin-token` (a workflow's own token sees only its repository), else with `github-token`;
     * when the token cannot, a warning says which input to set and the run goes on.
     */
    async openOrigin(origin, jobId, projectId) {
        const match = marker/* ORIGIN */.VT.exec(origin);
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
        try {
            if (own)
                octokit = await (this.originOctokit ??= this.origin.load(this.origin.token, this.bounds));
            found = await (0,github_comment/* findTrackingComment */.uc)(octokit, place, issueNumber, this.markers, own ? await (0,github_comment/* tokenLogin */.nu)(octokit) : await this.tokenLogin(), projectId);
        }
        catch (error) {
            const limit = (0,rate_limit/* rateLimitOf */.tX)(error);
            const status = (0,github_octokit/* statusOf */.c2)(error);
            if (!limit && elsewhere && (status === 401 || status === 403 || status === 404)) {
                this.log.warning(own
                    ? (0,sinks/* line */.n8) `The token in 'origin-token' cannot read ${repository} (${status}), where job ${jobId} came from (${origin}): the tracking comment there is not updated. Give that token access to the issues of ${repository} ('issues: write').`
                    : (0,sinks/* line */.n8) `The token cannot read ${repository} (${status}), where job ${jobId} came from (${origin}): the tracking comment there is not updated. A workflow's own token reaches only its repository: set 'origin-token' to a token that can read and write the issues of ${repository}.`);
                return undefined;
            }
            this.log.warning((0,sinks/* line */.n8) `Could not read the tracking comment of ${origin}, where the job came from (${limit ? (0,rate_limit/* rateLimitText */.DT)(limit) : (status ?? 'no answer')}); it is not updated.`);
            return undefined;
        }
        if (!found || found.jobId !== jobId)
            return undefined;
        this.originComment = new github_comment/* TrackingComment */.PZ(octokit, place, issueNumber, this.markers, this.log, this.bounds, found, elsewhere
            ? own
                ? `give the token in 'origin-token' 'issues: write' permission on ${repository}`
                : `set 'origin-token' to a token that can write the issues of ${repository}`
            : undefined);
        return found;
    }
    react(target) {
        return (0,github_comment/* react */.wv)(this.octokit, this.repo, target, this.log);
    }
    /**
     * Shows `view` in the issue's tracking comment, creating it the first time; true when GitHub
     * took it. Updates queue behind each other: a caller that does not wait (a change seen while
     * polling) never holds the poll, and the final view still lands last. The latest state wins: a
     * view that a later one overtook while it waited behind a slow write is not written at all
     * (false), so a GitHub that answers slowly gets one write per wait, not one per change.
     */
    show(issueNumber, view) {
        this.latest = view;
        const comment = (this.comment ??= new github_comment/* TrackingComment */.PZ(this.octokit, this.repo, issueNumber, this.markers, this.log, this.bounds));
        const shown = this.updates.then(async () => {
            if (this.latest !== view)
                return false;
            // Saved before the comment exists: a step killed between GitHub creating the comment and
            // this step learning its id still leaves the post step enough to find it by its marker.
            (0,sinks/* saveState */.LZ)(state/* State */.U.IssueNumber, String(issueNumber));
            (0,sinks/* saveState */.LZ)(state/* State */.U.CommentView, JSON.stringify(view));
            const ok = await comment.show(view);
            if (comment.id !== undefined)
                (0,sinks/* saveState */.LZ)(state/* State */.U.CommentId, String(comment.id));
            // The origin issue's comment is the job's whole story, not a link-back.
            await this.originComment?.show({ ...view, linkBack: false, origin: undefined });
            return ok;
        });
        this.updates = shown.catch(() => false);
        return shown;
    }
    /** The tracking comment's signed turns of `jobId`, read afresh; undefined when unknown. */
    async signedTurns(jobId) {
        return this.comment?.signedTurns(jobId);
    }
    /**
     * This run's turn (`ownTurn`), as the tracking comment's signed turns tell it, when another run
     * recorded its end and a later turn has begun; undefined otherwise. Only another run writes an
     * end for this run's turn before this run's final view: the one that sent the later turn, after
     * it saw this turn end.
     */
    async turnEndedByOthers(jobId, ownTurn) {
        const comment = this.comment;
        if (!comment)
            return undefined;
        const turns = await comment.signedTurns(jobId);
        const n = comment.turnNumber(ownTurn);
        const own = turns?.find((turn) => turn.n === n);
        if (!own || !(0,github_turns/* hasEnded */.hY)(own) || !turns?.some((turn) => turn.n > n))
            return undefined;
        return own;
    }
    get commentId() {
        return this.comment?.id;
    }
    /**
     * The tracking comment's URL, rebuilt from its parts on the workflow's GitHub (`serverHost`),
     * not taken from GitHub's answer.
     */
    commentUrlOn(serverHost) {
        const comment = this.comment;
        if (comment?.id === undefined)
            return undefined;
        const { owner, repo } = this.repo;
        return `https://${serverHost}/${owner}/${repo}/issues/${comment.issueNumber}#issuecomment-${comment.id}`;
    }
    get commentUrl() {
        return this.comment?.url;
    }
}


/***/ })

};

//# sourceMappingURL=406.index.js.map