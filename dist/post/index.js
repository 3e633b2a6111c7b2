import './sourcemap-register.cjs';import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 4003:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  uc: () => (/* binding */ findTrackingComment),
  wQ: () => (/* binding */ renderComment),
  nu: () => (/* binding */ tokenLogin)
});

// UNUSED EXPORTS: MAX_COMMENT_LENGTH, TrackingComment, escapeMarkdown, react

;// CONCATENATED MODULE: ./src/agent/pr-link.ts
const PULL_URL = /^https:\/\/[^/\s?#]+\/([\w.-]+)\/([\w.-]+)\/pull\/(\d+)(?:[/?#][^\s]*)?$/;
function parsePrLink(link) {
    if (!link)
        return undefined;
    const match = PULL_URL.exec(link.trim());
    if (!match)
        return undefined;
    const [, owner, repo, number] = match;
    return { url: link.trim(), repository: `${owner}/${repo}`, number: Number(number) };
}

;// CONCATENATED MODULE: ./src/duration.ts
/**
 * Durations as users write them in workflow inputs: `90s`, `45m`, `1h30m`, or plain seconds.
 * parse-duration reads the units; this module only fixes the unit of a bare number (seconds, as
 * in GitHub's own `timeout-minutes` spirit) and refuses what is not a positive, finite time.
 */

/** Milliseconds, or undefined when `text` is not a duration. */
function parseDurationMs(text) {
    const trimmed = text.trim();
    if (trimmed === '')
        return undefined;
    const seconds = parse(trimmed, 's');
    if (seconds == null || !Number.isFinite(seconds) || seconds <= 0)
        return undefined;
    return Math.round(seconds * 1000);
}
/** `90000` -> `1m30s`: how a duration is shown back to a person. */
function formatDuration(ms) {
    const total = Math.max(0, Math.round(ms / 1000));
    const h = Math.floor(total / 3600);
    const m = Math.floor((total % 3600) / 60);
    const s = total % 60;
    const parts = [h ? `${h}h` : '', m ? `${m}m` : '', s || (!h && !m) ? `${s}s` : ''];
    return parts.join('');
}

;// CONCATENATED MODULE: ./src/github/marker.ts
/**
 * The hidden marker of a tracking comment: `<!-- docs-agent-action job=… project=… -->`. It lets
 * a later run find the comment (and so the job) of an issue. Only comments written by the
 * token's own identity are trusted to carry it: anyone can type a marker into a comment.
 */
const MARKER_PREFIX = '<!-- docs-agent-action';
function renderMarker({ jobId, projectId }) {
    return `${MARKER_PREFIX} job=${encodeURIComponent(jobId)} project=${encodeURIComponent(projectId)} -->`;
}
function parseMarker(body) {
    const match = /<!-- docs-agent-action job=(\S+) project=(\S+) -->/.exec(body);
    if (!match)
        return undefined;
    try {
        return {
            jobId: decodeURIComponent(match[1] ?? ''),
            projectId: decodeURIComponent(match[2] ?? '')
        };
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/github/octokit.ts
var github_octokit = __nccwpck_require__(6702);
;// CONCATENATED MODULE: ./src/github/comment.ts




/** GitHub refuses bodies over 65,536 characters; stay well below. */
const MAX_COMMENT_LENGTH = 60_000;
const HEADLINES = {
    working: '⏳ The docs agent is working on this',
    started: '🚀 The docs agent started a job',
    completed: '✅ The docs agent opened a pull request',
    'no-pr': '⚪ The docs agent finished without changes',
    failed: '❌ The docs agent job failed',
    archived: '🗄️ The docs agent job was archived',
    timeout: '⏱️ Stopped waiting for the docs agent',
    cancelled: '🛑 The wait for the docs agent was cancelled',
    error: '⚠️ The docs agent step failed'
};
/** Text shown as text: HTML escaped, markdown punctuation escaped, @mentions defused. */
function escapeMarkdown(text) {
    return text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/([\\`*_{}[\]()#+\-.!|~:])/g, '\\$1')
        .replace(/@/g, '&#64;')
        .replace(/\r?\n/g, ' ');
}
/** A login as a link to the profile: readable, but not a mention that notifies. */
function userLink(login) {
    const safe = /^[A-Za-z0-9-]+(\[bot\])?$/.test(login) ? login : '';
    return safe
        ? `[${escapeMarkdown(safe)}](https://github.com/${encodeURIComponent(safe.replace(/\[bot\]$/, ''))})`
        : escapeMarkdown(login);
}
function renderComment(view) {
    const pr = parsePrLink(view.prLink);
    const rows = [
        ['Status', `\`${view.status.replace(/`/g, "'").slice(0, 40) || 'unknown'}\``],
        ['Job', `\`${view.jobId.replace(/`/g, "'")}\`${view.followUp ? ' (follow-up)' : ''}`],
        ['Triggered by', view.actor ? userLink(view.actor) : '–'],
        [
            'Workflow run',
            view.runUrl && /^https:\/\//.test(view.runUrl) ? `[logs](${view.runUrl})` : '–'
        ],
        ['Elapsed', formatDuration(view.elapsedMs)]
    ];
    if (pr)
        rows.push(['Pull request', `[${pr.repository}#${pr.number}](${pr.url})`]);
    else if (view.prLink)
        rows.push(['Pull request', escapeMarkdown(view.prLink)]);
    const lines = [
        renderMarker({ jobId: view.jobId, projectId: view.projectId }),
        `### ${HEADLINES[view.phase]}`,
        '',
        '| | |',
        '| --- | --- |',
        ...rows.map(([name, value]) => `| ${name} | ${value} |`)
    ];
    if (view.message)
        lines.push('', escapeMarkdown(view.message));
    if (view.phase === 'working') {
        lines.push('', '<sub>This comment is updated as the job progresses.</sub>');
    }
    else if (view.phase === 'timeout' || view.phase === 'cancelled' || view.phase === 'error') {
        lines.push('', '<sub>The job may still run at the service; its id is above.</sub>');
    }
    else if (view.phase === 'completed' || view.phase === 'no-pr') {
        lines.push('', '<sub>Comment `/docs-agent <instruction>` to send a follow-up to this job, or `/docs-agent new <instruction>` for a new job.</sub>');
    }
    const body = lines.join('\n');
    return body.length > MAX_COMMENT_LENGTH ? `${body.slice(0, MAX_COMMENT_LENGTH)}…` : body;
}
/**
 * One tracking comment on one issue. A token that may not write (fork PRs, Dependabot, a
 * read-only `permissions:`) gets a warning and no comment, never a failed job.
 */
class TrackingComment {
    octokit;
    repo;
    issueNumber;
    log;
    id;
    url;
    disabled = false;
    constructor(octokit, repo, issueNumber, log, existing) {
        this.octokit = octokit;
        this.repo = repo;
        this.issueNumber = issueNumber;
        this.log = log;
        this.id = existing?.id;
        this.url = existing?.url;
    }
    /** Creates the comment, or edits it in place once it exists. */
    async show(view) {
        if (this.disabled)
            return;
        const body = renderComment(view);
        try {
            if (this.id === undefined) {
                const { data } = await this.octokit.rest.issues.createComment({
                    ...this.repo,
                    issue_number: this.issueNumber,
                    body
                });
                this.id = data.id;
                this.url = data.html_url;
            }
            else {
                await this.octokit.rest.issues.updateComment({ ...this.repo, comment_id: this.id, body });
            }
        }
        catch (error) {
            this.fail(error);
        }
    }
    fail(error) {
        const status = statusOf(error);
        this.disabled = true;
        const why = status === 403 || status === 401 || status === 404
            ? `the token cannot write comments on ${this.repo.owner}/${this.repo.repo}#${this.issueNumber} (${status}); give the workflow 'issues: write' and 'pull-requests: write' permissions`
            : `GitHub answered ${status ?? 'with an error'}: ${error instanceof Error ? error.message : String(error)}`;
        this.log.warning(`No tracking comment: ${why}.`);
    }
}
/** The login of the token's identity; installation tokens cannot ask, and are the Actions bot. */
async function tokenLogin(octokit) {
    try {
        const { data } = await octokit.rest.users.getAuthenticated();
        return data.login;
    }
    catch (error) {
        const status = (0,github_octokit/* statusOf */.c2)(error);
        if (status === 401 || status === 403)
            return 'github-actions[bot]';
        throw error;
    }
}
/**
 * The newest tracking comment of `projectId` on the issue written by `login` (the token's own
 * identity). A marker in anybody else's comment is ignored: it could point at any job.
 */
async function findTrackingComment(octokit, repo, issueNumber, login, projectId) {
    const comments = await octokit.paginate(octokit.rest.issues.listComments, {
        ...repo,
        issue_number: issueNumber,
        per_page: 100
    });
    for (const comment of comments.reverse()) {
        if (comment.user?.login?.toLowerCase() !== login.toLowerCase())
            continue;
        const marker = parseMarker(comment.body ?? '');
        if (marker && marker.projectId === projectId) {
            return { id: comment.id, url: comment.html_url, jobId: marker.jobId };
        }
    }
    return undefined;
}
/** 👀 on the triggering comment: somebody is on it. Failure only warns. */
async function react(octokit, repo, commentId, log) {
    try {
        await octokit.rest.reactions.createForIssueComment({
            ...repo,
            comment_id: commentId,
            content: 'eyes'
        });
    }
    catch (error) {
        log.warning(`Could not add a reaction to the comment (${statusOf(error) ?? 'error'}).`);
    }
}


/***/ }),

/***/ 6702:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Uc: () => (/* binding */ currentRepo),
/* harmony export */   c2: () => (/* binding */ statusOf),
/* harmony export */   mV: () => (/* binding */ loadOctokit)
/* harmony export */ });
async function loadOctokit(token) {
    const [{ getOctokit }, { retry }] = await Promise.all([
        __nccwpck_require__.e(/* import() */ 758).then(__nccwpck_require__.bind(__nccwpck_require__, 1758)),
        __nccwpck_require__.e(/* import() */ 735).then(__nccwpck_require__.bind(__nccwpck_require__, 9735))
    ]);
    return getOctokit(token, { baseUrl: process.env.GITHUB_API_URL || 'https://api.github.com', retry: { retries: 2 } }, retry);
}
/** GITHUB_REPOSITORY as owner and name. */
function currentRepo(env = process.env) {
    const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
    return owner && repo ? { owner, repo } : undefined;
}
/** The HTTP status of an Octokit error, if it has one. */
function statusOf(error) {
    const status = error?.status;
    return typeof status === 'number' ? status : undefined;
}


/***/ }),

/***/ 9406:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  U: () => (/* binding */ State)
});

// UNUSED EXPORTS: GitHubSide

// EXTERNAL MODULE: ./src/github/comment.ts + 3 modules
var comment = __nccwpck_require__(4003);
;// CONCATENATED MODULE: ./src/github/permission.ts

const WRITE_ROLES = new Set(['admin', 'maintain', 'write']);
function listed(actor, allowedUsers) {
    const login = actor.login.toLowerCase();
    return allowedUsers.some((user) => user.toLowerCase() === login);
}
async function permission_checkPermission(octokit, repo, actor, allowedUsers) {
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
        // 404: not a collaborator at all.
        if (statusOf(error) !== 404)
            throw error;
    }
    return WRITE_ROLES.has(role)
        ? { allowed: true, why: `${actor.login} has ${role} permission` }
        : {
            allowed: false,
            why: `${actor.login} has ${role} permission on ${repo.owner}/${repo.repo}; write, maintain or admin is needed (or a place in allowed-users)`
        };
}

;// CONCATENATED MODULE: ./src/github/tracker.ts
/**
 * The GitHub side of one agent run, opened only when the run needs GitHub: the permission check,
 * the tracking comment (found or created, then kept up to date), and the 👀 reaction. The view
 * last shown is saved as step state, so the post step can close a comment that a killed main
 * step left at "working".
 */




const State = {
    CommentView: 'comment-view',
    IssueNumber: 'issue-number',
    CommentId: 'comment-id',
    Final: 'final'
};
class GitHubSide {
    octokit;
    repo;
    log;
    comment;
    constructor(octokit, repo, log) {
        this.octokit = octokit;
        this.repo = repo;
        this.log = log;
    }
    /** Undefined when the run needs nothing of GitHub. Throws when it does and cannot have it. */
    static async open(settings, plan, log) {
        const needed = plan.actor !== undefined ||
            plan.continueTracked ||
            (settings.comment && plan.issueNumber !== undefined);
        if (!needed)
            return undefined;
        const repo = currentRepo();
        if (!settings.githubToken || !repo) {
            throw new Error("Input 'github-token' is needed on issue, comment and pull request events (permission check, comments); it defaults to ${{ github.token }}.");
        }
        return new GitHubSide(await loadOctokit(settings.githubToken), repo, log);
    }
    permission(actor, allowedUsers) {
        return checkPermission(this.octokit, this.repo, actor, allowedUsers);
    }
    /** The job of the issue's tracking comment (authored by this token), which becomes ours. */
    async trackedJob(issueNumber, projectId) {
        const login = await tokenLogin(this.octokit);
        const found = await findTrackingComment(this.octokit, this.repo, issueNumber, login, projectId);
        if (!found)
            return undefined;
        this.comment = new TrackingComment(this.octokit, this.repo, issueNumber, this.log, found);
        return found.jobId;
    }
    react(commentId) {
        return react(this.octokit, this.repo, commentId, this.log);
    }
    /** Shows `view` in the issue's tracking comment, creating it the first time. */
    async show(issueNumber, view) {
        this.comment ??= new TrackingComment(this.octokit, this.repo, issueNumber, this.log);
        // Saved before the comment exists: a step killed between GitHub creating the comment and
        // this step learning its id still leaves the post step enough to find it by its marker.
        core.saveState(State.IssueNumber, String(issueNumber));
        core.saveState(State.CommentView, JSON.stringify(view));
        await this.comment.show(view);
        if (this.comment.id !== undefined)
            core.saveState(State.CommentId, String(this.comment.id));
    }
    get commentId() {
        return this.comment?.id;
    }
    get commentUrl() {
        return this.comment?.url;
    }
}


/***/ }),

/***/ 6661:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8344);
/* harmony import */ var _github_comment_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4003);
/* harmony import */ var _github_octokit_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6702);
/* harmony import */ var _github_tracker_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9406);
// Entry of the agent action's post step (dist/post/index.js). The runner runs it after the job's
// steps, also when the main step was cancelled or killed. When the main step could not finish
// its tracking comment (it saves `final` last), the comment would say "working" forever: close it.




async function closeComment() {
    const saved = _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .getState */ .Gu(_github_tracker_js__WEBPACK_IMPORTED_MODULE_1__/* .State */ .U.CommentView);
    if (_actions_core__WEBPACK_IMPORTED_MODULE_2__/* .getState */ .Gu(_github_tracker_js__WEBPACK_IMPORTED_MODULE_1__/* .State */ .U.Final) === 'true' || !saved)
        return;
    const repo = (0,_github_octokit_js__WEBPACK_IMPORTED_MODULE_3__/* .currentRepo */ .Uc)();
    const token = _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .getInput */ .V4('github-token');
    if (!repo || !token)
        return;
    const view = JSON.parse(saved);
    const octokit = await (0,_github_octokit_js__WEBPACK_IMPORTED_MODULE_3__/* .loadOctokit */ .mV)(token);
    let commentId = Number(_actions_core__WEBPACK_IMPORTED_MODULE_2__/* .getState */ .Gu(_github_tracker_js__WEBPACK_IMPORTED_MODULE_1__/* .State */ .U.CommentId));
    if (!commentId) {
        // The main step was stopped before it learnt the comment's id: find it by its marker.
        const issue = Number(_actions_core__WEBPACK_IMPORTED_MODULE_2__/* .getState */ .Gu(_github_tracker_js__WEBPACK_IMPORTED_MODULE_1__/* .State */ .U.IssueNumber));
        const login = await (0,_github_comment_js__WEBPACK_IMPORTED_MODULE_0__/* .tokenLogin */ .nu)(octokit);
        const found = await (0,_github_comment_js__WEBPACK_IMPORTED_MODULE_0__/* .findTrackingComment */ .uc)(octokit, repo, issue, login, view.projectId);
        if (!found || found.jobId !== view.jobId)
            return;
        commentId = found.id;
    }
    const body = (0,_github_comment_js__WEBPACK_IMPORTED_MODULE_0__/* .renderComment */ .wQ)({
        ...view,
        phase: 'cancelled',
        message: 'The step ended before the job was done (cancelled or stopped by the runner). The job may still run at the service.'
    });
    await octokit.rest.issues.updateComment({ ...repo, comment_id: commentId, body });
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`Closed tracking comment ${commentId}: the main step ended early.`);
}
try {
    await closeComment();
}
catch (error) {
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(`Could not close the tracking comment: ${error instanceof Error ? error.message : String(error)}`);
}
process.exit();

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 8344:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  V4: () => (/* binding */ getInput),
  Gu: () => (/* binding */ getState),
  pq: () => (/* binding */ info),
  $e: () => (/* binding */ warning)
});

// UNUSED EXPORTS: ExitCode, addPath, debug, endGroup, error, exportVariable, getBooleanInput, getIDToken, getMultilineInput, group, isDebug, markdownSummary, notice, platform, saveState, setCommandEcho, setFailed, setOutput, setSecret, startGroup, summary, toPlatformPath, toPosixPath, toWin32Path

// EXTERNAL MODULE: external "os"
var external_os_ = __nccwpck_require__(857);
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/utils.js
// We use any as a valid input type
/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Sanitizes an input into a string so it can be passed into issueCommand safely
 * @param input input to sanitize into a string
 */
function utils_toCommandValue(input) {
    if (input === null || input === undefined) {
        return '';
    }
    else if (typeof input === 'string' || input instanceof String) {
        return input;
    }
    return JSON.stringify(input);
}
/**
 *
 * @param annotationProperties
 * @returns The command properties to send with the actual annotation command
 * See IssueCommandProperties: https://github.com/actions/runner/blob/main/src/Runner.Worker/ActionCommandManager.cs#L646
 */
function utils_toCommandProperties(annotationProperties) {
    if (!Object.keys(annotationProperties).length) {
        return {};
    }
    return {
        title: annotationProperties.title,
        file: annotationProperties.file,
        line: annotationProperties.startLine,
        endLine: annotationProperties.endLine,
        col: annotationProperties.startColumn,
        endColumn: annotationProperties.endColumn
    };
}
//# sourceMappingURL=utils.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/command.js


/**
 * Issues a command to the GitHub Actions runner
 *
 * @param command - The command name to issue
 * @param properties - Additional properties for the command (key-value pairs)
 * @param message - The message to include with the command
 * @remarks
 * This function outputs a specially formatted string to stdout that the Actions
 * runner interprets as a command. These commands can control workflow behavior,
 * set outputs, create annotations, mask values, and more.
 *
 * Command Format:
 *   ::name key=value,key=value::message
 *
 * @example
 * ```typescript
 * // Issue a warning annotation
 * issueCommand('warning', {}, 'This is a warning message');
 * // Output: ::warning::This is a warning message
 *
 * // Set an environment variable
 * issueCommand('set-env', { name: 'MY_VAR' }, 'some value');
 * // Output: ::set-env name=MY_VAR::some value
 *
 * // Add a secret mask
 * issueCommand('add-mask', {}, 'secretValue123');
 * // Output: ::add-mask::secretValue123
 * ```
 *
 * @internal
 * This is an internal utility function that powers the public API functions
 * such as setSecret, warning, error, and exportVariable.
 */
function command_issueCommand(command, properties, message) {
    const cmd = new Command(command, properties, message);
    process.stdout.write(cmd.toString() + external_os_.EOL);
}
function command_issue(name, message = '') {
    command_issueCommand(name, {}, message);
}
const CMD_STRING = '::';
class Command {
    constructor(command, properties, message) {
        if (!command) {
            command = 'missing.command';
        }
        this.command = command;
        this.properties = properties;
        this.message = message;
    }
    toString() {
        let cmdStr = CMD_STRING + this.command;
        if (this.properties && Object.keys(this.properties).length > 0) {
            cmdStr += ' ';
            let first = true;
            for (const key in this.properties) {
                if (this.properties.hasOwnProperty(key)) {
                    const val = this.properties[key];
                    if (val) {
                        if (first) {
                            first = false;
                        }
                        else {
                            cmdStr += ',';
                        }
                        cmdStr += `${key}=${escapeProperty(val)}`;
                    }
                }
            }
        }
        cmdStr += `${CMD_STRING}${escapeData(this.message)}`;
        return cmdStr;
    }
}
function escapeData(s) {
    return utils_toCommandValue(s)
        .replace(/%/g, '%25')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A');
}
function escapeProperty(s) {
    return utils_toCommandValue(s)
        .replace(/%/g, '%25')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A')
        .replace(/:/g, '%3A')
        .replace(/,/g, '%2C');
}
//# sourceMappingURL=command.js.map
;// CONCATENATED MODULE: external "path"
const external_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/core.js
var __awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};






/**
 * The code to exit an action
 */
var ExitCode;
(function (ExitCode) {
    /**
     * A code indicating that the action was successful
     */
    ExitCode[ExitCode["Success"] = 0] = "Success";
    /**
     * A code indicating that the action was a failure
     */
    ExitCode[ExitCode["Failure"] = 1] = "Failure";
})(ExitCode || (ExitCode = {}));
//-----------------------------------------------------------------------
// Variables
//-----------------------------------------------------------------------
/**
 * Sets env variable for this action and future actions in the job
 * @param name the name of the variable to set
 * @param val the value of the variable. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function exportVariable(name, val) {
    const convertedVal = toCommandValue(val);
    process.env[name] = convertedVal;
    const filePath = process.env['GITHUB_ENV'] || '';
    if (filePath) {
        return issueFileCommand('ENV', prepareKeyValueMessage(name, val));
    }
    issueCommand('set-env', { name }, convertedVal);
}
/**
 * Registers a secret which will get masked from logs
 *
 * @param secret - Value of the secret to be masked
 * @remarks
 * This function instructs the Actions runner to mask the specified value in any
 * logs produced during the workflow run. Once registered, the secret value will
 * be replaced with asterisks (***) whenever it appears in console output, logs,
 * or error messages.
 *
 * This is useful for protecting sensitive information such as:
 * - API keys
 * - Access tokens
 * - Authentication credentials
 * - URL parameters containing signatures (SAS tokens)
 *
 * Note that masking only affects future logs; any previous appearances of the
 * secret in logs before calling this function will remain unmasked.
 *
 * @example
 * ```typescript
 * // Register an API token as a secret
 * const apiToken = "abc123xyz456";
 * setSecret(apiToken);
 *
 * // Now any logs containing this value will show *** instead
 * console.log(`Using token: ${apiToken}`); // Outputs: "Using token: ***"
 * ```
 */
function setSecret(secret) {
    issueCommand('add-mask', {}, secret);
}
/**
 * Prepends inputPath to the PATH (for this action and future actions)
 * @param inputPath
 */
function addPath(inputPath) {
    const filePath = process.env['GITHUB_PATH'] || '';
    if (filePath) {
        issueFileCommand('PATH', inputPath);
    }
    else {
        issueCommand('add-path', {}, inputPath);
    }
    process.env['PATH'] = `${inputPath}${path.delimiter}${process.env['PATH']}`;
}
/**
 * Gets the value of an input.
 * Unless trimWhitespace is set to false in InputOptions, the value is also trimmed.
 * Returns an empty string if the value is not defined.
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   string
 */
function getInput(name, options) {
    const val = process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '';
    if (options && options.required && !val) {
        throw new Error(`Input required and not supplied: ${name}`);
    }
    if (options && options.trimWhitespace === false) {
        return val;
    }
    return val.trim();
}
/**
 * Gets the values of an multiline input.  Each value is also trimmed.
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   string[]
 *
 */
function getMultilineInput(name, options) {
    const inputs = getInput(name, options)
        .split('\n')
        .filter(x => x !== '');
    if (options && options.trimWhitespace === false) {
        return inputs;
    }
    return inputs.map(input => input.trim());
}
/**
 * Gets the input value of the boolean type in the YAML 1.2 "core schema" specification.
 * Support boolean input list: `true | True | TRUE | false | False | FALSE` .
 * The return value is also in boolean type.
 * ref: https://yaml.org/spec/1.2/spec.html#id2804923
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   boolean
 */
function getBooleanInput(name, options) {
    const trueValue = ['true', 'True', 'TRUE'];
    const falseValue = ['false', 'False', 'FALSE'];
    const val = getInput(name, options);
    if (trueValue.includes(val))
        return true;
    if (falseValue.includes(val))
        return false;
    throw new TypeError(`Input does not meet YAML 1.2 "Core Schema" specification: ${name}\n` +
        `Support boolean input list: \`true | True | TRUE | false | False | FALSE\``);
}
/**
 * Sets the value of an output.
 *
 * @param     name     name of the output to set
 * @param     value    value to store. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function setOutput(name, value) {
    const filePath = process.env['GITHUB_OUTPUT'] || '';
    if (filePath) {
        return issueFileCommand('OUTPUT', prepareKeyValueMessage(name, value));
    }
    process.stdout.write(os.EOL);
    issueCommand('set-output', { name }, toCommandValue(value));
}
/**
 * Enables or disables the echoing of commands into stdout for the rest of the step.
 * Echoing is disabled by default if ACTIONS_STEP_DEBUG is not set.
 *
 */
function setCommandEcho(enabled) {
    issue('echo', enabled ? 'on' : 'off');
}
//-----------------------------------------------------------------------
// Results
//-----------------------------------------------------------------------
/**
 * Sets the action status to failed.
 * When the action exits it will be with an exit code of 1
 * @param message add error issue message
 */
function setFailed(message) {
    process.exitCode = ExitCode.Failure;
    error(message);
}
//-----------------------------------------------------------------------
// Logging Commands
//-----------------------------------------------------------------------
/**
 * Gets whether Actions Step Debug is on or not
 */
function isDebug() {
    return process.env['RUNNER_DEBUG'] === '1';
}
/**
 * Writes debug message to user log
 * @param message debug message
 */
function debug(message) {
    issueCommand('debug', {}, message);
}
/**
 * Adds an error issue
 * @param message error issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function error(message, properties = {}) {
    issueCommand('error', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Adds a warning issue
 * @param message warning issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function warning(message, properties = {}) {
    command_issueCommand('warning', utils_toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Adds a notice issue
 * @param message notice issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function notice(message, properties = {}) {
    issueCommand('notice', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Writes info to log with console.log.
 * @param message info message
 */
function info(message) {
    process.stdout.write(message + external_os_.EOL);
}
/**
 * Begin an output group.
 *
 * Output until the next `groupEnd` will be foldable in this group
 *
 * @param name The name of the output group
 */
function startGroup(name) {
    issue('group', name);
}
/**
 * End an output group.
 */
function endGroup() {
    issue('endgroup');
}
/**
 * Wrap an asynchronous function call in a group.
 *
 * Returns the same type as the function itself.
 *
 * @param name The name of the group
 * @param fn The function to wrap in the group
 */
function group(name, fn) {
    return __awaiter(this, void 0, void 0, function* () {
        startGroup(name);
        let result;
        try {
            result = yield fn();
        }
        finally {
            endGroup();
        }
        return result;
    });
}
//-----------------------------------------------------------------------
// Wrapper action state
//-----------------------------------------------------------------------
/**
 * Saves state for current action, the state can only be retrieved by this action's post job execution.
 *
 * @param     name     name of the state to store
 * @param     value    value to store. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function saveState(name, value) {
    const filePath = process.env['GITHUB_STATE'] || '';
    if (filePath) {
        return issueFileCommand('STATE', prepareKeyValueMessage(name, value));
    }
    issueCommand('save-state', { name }, toCommandValue(value));
}
/**
 * Gets the value of an state set by this action's main execution.
 *
 * @param     name     name of the state to get
 * @returns   string
 */
function getState(name) {
    return process.env[`STATE_${name}`] || '';
}
function getIDToken(aud) {
    return __awaiter(this, void 0, void 0, function* () {
        return yield OidcClient.getIDToken(aud);
    });
}
/**
 * Summary exports
 */

/**
 * @deprecated use core.summary
 */

/**
 * Path exports
 */

/**
 * Platform utilities exports
 */

//# sourceMappingURL=core.js.map

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(6661);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 

//# sourceMappingURL=index.js.map