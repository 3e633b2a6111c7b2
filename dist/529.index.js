export const id = 529;
export const ids = [529];
export const modules = {

/***/ 3529:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DocsCheck: () => (/* binding */ DocsCheck),
/* harmony export */   endOf: () => (/* binding */ endOf),
/* harmony export */   notNeeded: () => (/* binding */ notNeeded),
/* harmony export */   notTaken: () => (/* binding */ notTaken),
/* harmony export */   ownPull: () => (/* binding */ ownPull),
/* harmony export */   stopped: () => (/* binding */ stopped),
/* harmony export */   turnsSpent: () => (/* binding */ turnsSpent),
/* harmony export */   working: () => (/* binding */ working)
/* harmony export */ });
/* unused harmony export MAX_DESCRIPTION */
/* harmony import */ var _sinks_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1916);
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5345);
/* harmony import */ var _rate_limit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7403);



/** GitHub's bound on a status's description (a longer one is refused with a 422). */
const MAX_DESCRIPTION = 140;
/** What the check says at the end of a run, from how it ended. */
function endOf(outcome, pr, run) {
    switch (outcome) {
        case 'completed':
            return pr
                ? {
                    state: 'success',
                    description: 'The docs pull request is ready for review.',
                    targetUrl: pr
                }
                : { state: 'success', description: 'The docs job completed.', targetUrl: run };
        case 'no-pr':
            return {
                state: 'success',
                description: 'No docs change needed: the agent opened no pull request.',
                targetUrl: run
            };
        case 'failed':
        case 'archived':
            return {
                state: 'failure',
                description: `The docs job ${outcome === 'failed' ? 'failed' : 'was archived'}: the run says what to do next.`,
                targetUrl: run
            };
        case 'timeout':
            return {
                state: 'failure',
                description: 'The docs job was not done within the timeout: the run says what to do next.',
                targetUrl: run
            };
        case 'cancelled':
            return {
                state: 'error',
                description: 'The run was cancelled before the docs job ended: re-run the workflow.',
                targetUrl: run
            };
        case 'started':
            return { state: 'pending', description: 'The docs agent is at work.', targetUrl: run };
        case 'error':
            return {
                state: 'error',
                description: 'The docs run failed before the job ended: the run says what to do next.',
                targetUrl: run
            };
    }
}
/** The job completed with a pull request the run did not take for the agent's (see the run). */
const notTaken = (run, elsewhere = true) => ({
    state: 'failure',
    description: elsewhere
        ? 'The job named a pull request outside the repository expected: check docs-repository, and see the run.'
        : "The job named a pull request that is not the agent's (its author or branch): see the run.",
    targetUrl: run
});
/** The agent's own docs pull request: its docs are its change. */
const ownPull = (run) => ({
    state: 'success',
    description: "This is the docs agent's own pull request.",
    targetUrl: run
});
/** What the post step shows when the step was stopped while the check showed it at work. */
const stopped = (run) => ({
    state: 'error',
    description: 'The run was stopped before the docs job ended: re-run the workflow.',
    targetUrl: run
});
/** The check while the agent works on the run's turn. */
const working = (run) => ({
    state: 'pending',
    description: 'The docs agent is at work on this change.',
    targetUrl: run
});
/** The check of a run that started no job, and why no docs are needed (our words). */
const notNeeded = (why, run) => ({
    state: 'success',
    description: cut(`No docs needed: ${why}`),
    targetUrl: run
});
/** The job has had the turns `max-turns` allows: this change was not sent to it. */
const turnsSpent = (skipLabel, run) => ({
    state: 'failure',
    description: cut(`The docs job is at max-turns. Raise max-turns and push again${skipLabel ? `, or add the label ${skipLabel}` : ''}.`),
    targetUrl: run
});
class DocsCheck {
    octokit;
    repo;
    sha;
    context;
    log;
    /** Writing statuses was refused: said once, not tried again. */
    refused = false;
    /** GitHub refused this token statuses: no later step need try. */
    get refusedWrites() {
        return this.refused;
    }
    constructor(octokit, repo, 
    /** The pull request's head commit: 40 or 64 hex digits, checked by event.ts. */
    sha, 
    /** The status's name (`docs-check`). */
    context, log) {
        this.octokit = octokit;
        this.repo = repo;
        this.sha = sha;
        this.context = context;
        this.log = log;
    }
    /** Shows `view` on the head commit; false when GitHub did not take it (said as a warning). */
    async show(view) {
        if (this.refused)
            return false;
        try {
            await this.octokit.rest.repos.createCommitStatus({
                ...this.repo,
                sha: this.sha,
                state: view.state,
                context: this.context,
                description: cut(view.description),
                ...(view.targetUrl ? { target_url: view.targetUrl } : {})
            });
            this.log.debug((0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `Docs check '${this.context}': ${view.state}`);
            return true;
        }
        catch (error) {
            const status = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error);
            const limit = (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_2__/* .rateLimitOf */ .tX)(error);
            const limited = limit && (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_2__/* .rateLimitText */ .DT)(limit);
            if (status === 403 || status === 404) {
                this.refused = !limited;
                this.log.warning(limited
                    ? (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `Could not set the docs check '${this.context}': ${limited}`
                    : (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `Could not set the docs check '${this.context}' on ${this.sha.slice(0, 12)} (${status}): the token needs 'statuses: write' (permissions: statuses: write). The rest of the run goes on.`);
            }
            else {
                this.log.warning((0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .line */ .n8) `Could not set the docs check '${this.context}' (${status ?? 'no answer'}): ${error instanceof Error ? error.message : String(error)}`);
            }
            return false;
        }
    }
    /** Whether the pull request carries `label` now; undefined when GitHub cannot say. */
    async labelled(issueNumber, label) {
        try {
            const { data } = await this.octokit.rest.issues.listLabelsOnIssue({
                ...this.repo,
                issue_number: issueNumber,
                per_page: 100
            });
            return data.some((l) => l.name.toLowerCase() === label.toLowerCase());
        }
        catch {
            return undefined;
        }
    }
}
/** Within GitHub's bound, counted in characters as GitHub counts them: no emoji cut in half. */
function cut(text) {
    const chars = Array.from(text);
    return chars.length > MAX_DESCRIPTION ? `${chars.slice(0, MAX_DESCRIPTION - 1).join('')}…` : text;
}


/***/ })

};

//# sourceMappingURL=529.index.js.map