export const id = 796;
export const ids = [796];
export const modules = {

/***/ 6796:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pullRequestStep: () => (/* binding */ pullRequestStep)
});

// EXTERNAL MODULE: ./src/github/comment.ts + 1 modules
var github_comment = __webpack_require__(7897);
// EXTERNAL MODULE: ./src/github/marker.ts
var marker = __webpack_require__(4329);
// EXTERNAL MODULE: ./src/github/turns.ts
var turns = __webpack_require__(1983);
// EXTERNAL MODULE: ./src/sinks/index.ts + 10 modules
var sinks = __webpack_require__(4831);
// EXTERNAL MODULE: ./src/github/octokit.ts
var octokit = __webpack_require__(6702);
;// CONCATENATED MODULE: ./src/github/pull.ts


/**
 * A branch name as an output: the characters git allows that no shell or URL gives meaning to,
 * and never a leading `-` (git refuses such names, and `git checkout $REF` would take it for an
 * option).
 */
const REF = /^(?![-/])(?!.*\.\.)(?!.*\/$)(?!.*\/-)[A-Za-z0-9._/-]{1,255}$/;
const SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
function repoOf(pr) {
    const [owner = '', repo = ''] = pr.repository.split('/');
    return { owner, repo };
}
const lower = (items) => new Set(items.filter((item) => Boolean(item)).map((item) => item.toLowerCase()));
/** The token may not read or act on the repository: 401, 403 or 404 (GitHub hides what it may not see). */
const denied = (error) => [401, 403, 404].includes((0,octokit/* statusOf */.c2)(error) ?? 0);
class PullRequestSide {
    octokit;
    pr;
    log;
    /** Set once the token proved it may not act: nothing more is tried. */
    refused = false;
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
                    ? (0,sinks/* line */.n8) `The token cannot read pull request ${this.where} (${(0,octokit/* statusOf */.c2)(error)}), so the pr-* inputs were not applied and ${empty}: give the token in 'pr-token' 'pull-requests: write' permission on ${this.pr.repository}. The job's outcome is unchanged.`
                    : (0,sinks/* line */.n8) `Could not read pull request ${this.where}, so the pr-* inputs were not applied and ${empty}: ${messageOf(error)}`);
            }
            else {
                this.log.notice(denied(error)
                    ? (0,sinks/* line */.n8) `Could not read pull request ${this.where} (${(0,octokit/* statusOf */.c2)(error)}): the token cannot see that repository, so ${empty}. Set 'pr-token' to a token that can read ${this.pr.repository}.`
                    : (0,sinks/* line */.n8) `Could not read pull request ${this.where}, so ${empty}: ${messageOf(error)}`);
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
                const reviewed = await this.reviewedHead(data.head?.sha);
                users = users.filter((login) => !reviewed.has(login.toLowerCase()));
            }
            const owner = repoOf(this.pr).owner.toLowerCase();
            const requestedTeams = lower((data.requested_teams ?? []).map((team) => team?.slug));
            const teams = [];
            for (const team of wanted.teams) {
                if (team.org.toLowerCase() !== owner) {
                    this.log.warning((0,sinks/* line */.n8) `Team ${team.org}/${team.slug} is not of ${owner}, the owner of ${this.where}: GitHub asks reviews only of the repository's own organisation's teams.`);
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
    /** Logins whose latest review is of `sha`. */
    async reviewedHead(sha) {
        if (!sha)
            return new Set();
        const { data } = await this.octokit.rest.pulls.listReviews({
            ...repoOf(this.pr),
            pull_number: this.pr.number,
            per_page: 100
        });
        const latest = new Map();
        for (const review of data) {
            const login = review.user?.login?.toLowerCase();
            if (login)
                latest.set(login, review.commit_id ?? undefined);
        }
        return new Set([...latest].filter(([, commit]) => commit === sha).map(([login]) => login));
    }
    /**
     * Runs one action; its failure is a warning. A token that may not act stops every later action
     * with one warning naming the permission it lacks.
     */
    async act(what, action) {
        if (this.refused)
            return;
        try {
            const done = await action();
            this.log.info((0,sinks/* line */.n8) `Pull request ${this.where}, ${what}: ${done}.`);
        }
        catch (error) {
            if (denied(error)) {
                this.refused = true;
                this.log.warning((0,sinks/* line */.n8) `The token cannot act on pull request ${this.where} (${(0,octokit/* statusOf */.c2)(error)}): give the token in 'pr-token' 'pull-requests: write' permission on ${this.pr.repository}. The job's outcome is unchanged.`);
                return;
            }
            this.log.warning((0,sinks/* line */.n8) `Could not set the ${what} of pull request ${this.where}: ${messageOf(error)}`);
        }
    }
    /** True when an earlier action found the token may not act (the link-back comment is skipped). */
    get mayAct() {
        return !this.refused;
    }
}
function messageOf(error) {
    const status = (0,octokit/* statusOf */.c2)(error);
    const text = error instanceof Error ? error.message : String(error);
    return status ? `${status} ${text}` : text;
}

;// CONCATENATED MODULE: ./src/github/pull-origin.ts

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
            problem: (0,sinks/* line */.n8) `The job names no source repository on ${pr.host}, so the pull request ${where} cannot be told to be the agent's: ${EMPTY}. Set 'docs-repository' to the repository (owner/repo) where the agent's pull requests live.`
        };
    }
    if (!same(pr.repository, expected.repository)) {
        return {
            problem: (0,sinks/* line */.n8) `The pull request ${where} is not in ${expected.repository} (${expected.from}), so ${EMPTY}.`
        };
    }
    return { expected };
}
/** Why the pull request GitHub answered is not the agent's (a fork, another author), or undefined. */
function notTheAgents(pr, data, expected) {
    const where = `${pr.repository}#${pr.number}`;
    const head = data.head?.repo?.full_name;
    if (!same(head, expected.repository) || !same(data.base?.repo?.full_name, expected.repository)) {
        return (0,sinks/* line */.n8) `The pull request ${where} was opened from ${head ?? 'a deleted repository'}, not from a branch of ${expected.repository}, so ${EMPTY}.`;
    }
    const login = data.user?.login;
    if (expected.author) {
        if (!same(login, expected.author)) {
            return (0,sinks/* line */.n8) `The pull request ${where} was opened by ${login ?? 'nobody known'}, not by ${expected.author} ('pr-author'), so ${EMPTY}.`;
        }
    }
    else if (data.user?.type !== 'Bot') {
        return (0,sinks/* line */.n8) `The pull request ${where} was opened by ${login ?? 'nobody known'}, not by an app account, so ${EMPTY}. If a person's account opens the agent's pull requests, name it in 'pr-author'.`;
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/pull-request.ts
var pull_request = __webpack_require__(5964);
;// CONCATENATED MODULE: ./src/agent/pull-request-step.ts
/**
 * After a job completed with a pull request: read the pull request for the `pr-head-ref`,
 * `pr-head-sha` and `pr-base-ref` outputs, apply `pr-reviewers`, `pr-labels` and `pr-assignees`,
 * and keep the link-back comment (`pr-comment`). Only a pull request on the workflow's own GitHub
 * host is read (the token is for that host); none of this can fail the step.
 */







/** `docs-repository` when set, else the job's source repository on the pull request's host. */
function expectedPull(step) {
    const { repository, author } = step.settings.pr;
    const from = repository
        ? { repository, from: 'docs-repository' }
        : (() => {
            const source = (0,pull_request/* parseRepositoryUrl */.f)(step.source, step.pr.host);
            return source
                ? { repository: source, from: 'the job’s source repository' }
                : undefined;
        })();
    return from && { ...from, ...(author ? { author } : {}) };
}
async function pullRequestStep(step) {
    const { settings, pr } = step;
    const wanted = settings.pr;
    const acting = wanted.reviewers.length + wanted.teams.length + wanted.labels.length + wanted.assignees.length >
        0 || step.linkBack !== undefined;
    const where = `${pr.repository}#${pr.number}`;
    if (pr.host !== step.serverHost) {
        sinks/* log */.Rm.notice((0,sinks/* line */.n8) `The pull request ${where} is on ${pr.host}, not on this workflow's GitHub (${step.serverHost}): pr-head-ref, pr-head-sha and pr-base-ref are empty${acting ? ', and the pr-* inputs are not applied' : ''}.`);
        return undefined;
    }
    const place = placeOf(pr, expectedPull(step));
    if ('problem' in place) {
        sinks/* log */.Rm.warning(place.problem);
        return undefined;
    }
    if (!wanted.token) {
        sinks/* log */.Rm.notice((0,sinks/* line */.n8) `No token to read pull request ${where} ('pr-token' and 'github-token' are empty): pr-head-ref, pr-head-sha and pr-base-ref are empty.`);
        return undefined;
    }
    const octokit = await step.loadOctokit(wanted.token, step.bounds);
    const side = new PullRequestSide(octokit, pr, sinks/* log */.Rm);
    const data = await side.read(acting);
    if (!data)
        return undefined;
    const notOurs = notTheAgents(pr, data, place.expected);
    if (notOurs) {
        sinks/* log */.Rm.warning(notOurs);
        return undefined;
    }
    const details = PullRequestSide.details(data);
    await side.apply(data, wanted);
    if (step.linkBack && side.mayAct) {
        // The link-back comment is found by its marker, like a tracking comment: edited, never doubled.
        const markers = new marker/* MarkerKey */.iR(settings.apiKey);
        const repo = repoOf(pr);
        try {
            const found = await (0,github_comment/* findTrackingComment */.uc)(octokit, repo, pr.number, markers, await (0,github_comment/* tokenLogin */.nu)(octokit), settings.projectId);
            const existing = found?.jobId === step.linkBack.jobId ? found : undefined;
            // A later run without the issue (a re-run, a job-id attach) keeps where the job came from
            // and the story the comment already tells.
            const view = existing
                ? {
                    ...step.linkBack,
                    origin: existing.marker.origin?.includes('#')
                        ? existing.marker.origin
                        : step.linkBack.origin,
                    turns: step.linkBack.turns?.length
                        ? step.linkBack.turns
                        : (0,turns/* decodeTurns */.LZ)(existing.marker.turns)
                }
                : step.linkBack;
            const comment = new github_comment/* TrackingComment */.PZ(octokit, repo, pr.number, markers, sinks/* log */.Rm, step.bounds, existing, `give the token in 'pr-token' 'pull-requests: write' permission on ${pr.repository}`);
            if (await comment.show(view)) {
                sinks/* log */.Rm.info((0,sinks/* line */.n8) `Link-back comment on ${where}: ${comment.url ?? ''}`);
            }
        }
        catch (error) {
            sinks/* log */.Rm.warning((0,sinks/* line */.n8) `Could not keep the link-back comment on ${where}: ${error instanceof Error ? error.message : String(error)}`);
        }
    }
    return details;
}


/***/ }),

/***/ 7897:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PZ: () => (/* binding */ TrackingComment),
  uc: () => (/* binding */ findTrackingComment),
  wv: () => (/* binding */ react),
  nu: () => (/* binding */ tokenLogin)
});

// UNUSED EXPORTS: MAX_COMMENT_LENGTH, commentBody, placeOf, renderComment

// EXTERNAL MODULE: ./src/sinks/index.ts + 10 modules
var sinks = __webpack_require__(4831);
// EXTERNAL MODULE: ./src/duration.ts + 2 modules
var duration = __webpack_require__(1246);
// EXTERNAL MODULE: ./src/pull-request.ts
var pull_request = __webpack_require__(5964);
// EXTERNAL MODULE: ./src/github/marker.ts
var marker = __webpack_require__(4329);
// EXTERNAL MODULE: ./src/github/turns.ts
var turns = __webpack_require__(1983);
;// CONCATENATED MODULE: ./src/github/comment-render.ts
/**
 * The tracking comment's markdown (contract §4.6): the signed marker, a headline, the status
 * table, the turns of the job, a message and a footer. Everything that comes from the service or
 * from users is escaped: no @mentions, no markdown or HTML of theirs is rendered; a pull request
 * link is a link only when it is an https PR URL.
 */





/** GitHub refuses bodies over 65,536 characters; stay well below. */
const MAX_COMMENT_LENGTH = 60_000;
/** The longest message shown (after redaction); the log has it whole. */
const MAX_MESSAGE = 4000;
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
const FOOTERS = {
    working: '<sub>This comment is updated as the job progresses.</sub>',
    timeout: '<sub>The job may still run at the service; its id is above.</sub>',
    cancelled: '<sub>The job may still run at the service; its id is above.</sub>',
    error: '<sub>The job may still run at the service; its id is above.</sub>',
    completed: '<sub>Comment `/docs-agent <instruction>` to send a follow-up to this job, or `/docs-agent new <instruction>` for a new job.</sub>',
    'no-pr': '<sub>Comment `/docs-agent <instruction>` to send a follow-up to this job, or `/docs-agent new <instruction>` for a new job.</sub>'
};
/** A login as a link to the profile: readable, but not a mention that notifies. */
function userLink(login) {
    const safe = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(\[bot\])?$/.test(login) && (0,sinks/* redact */.E$)(login) === login;
    return safe
        ? (0,sinks/* mdLink */.YF)(login, `https://github.com/${login.replace(/\[bot\]$/, '')}`)
        : (0,sinks/* mdPiece */.uT)((0,sinks/* markdownText */.p7)(login, 60));
}
const DASH = '–';
/** A value in a code span: no markdown, mention or link inside it; a table pipe stays escaped. */
function code(value, max = 120) {
    // A pipe would end the table cell, and `\|` can itself be undone by a backslash before it:
    // the pipe is shown as its full-width form instead.
    const text = (0,sinks/* plainLine */.h0)(value, max).replace(/\|/g, '｜') || '–';
    const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(longest + 1);
    // A space on each side keeps a backtick at either end from joining the fence.
    const pad = text === '' || text.startsWith('`') || text.endsWith('`') ? ' ' : '';
    return `${fence}${pad}${text}${pad}${fence}`;
}
/** The run's logs, linked only on the workflow's own GitHub host. */
function runLink(view) {
    const ours = view.runUrl?.startsWith(`https://${view.serverHost ?? 'github.com'}/`);
    return view.runUrl && ours ? (0,sinks/* mdOf */.jz) `${(0,sinks/* mdLink */.YF)('logs', view.runUrl)}` : DASH;
}
/** How a turn stands, in the turns table. */
const RESULTS = {
    working: '⏳ working',
    started: '🚀 started',
    completed: '✅ pull request',
    'no-pr': '⚪ no changes',
    failed: '❌ failed',
    archived: '🗄️ archived',
    timeout: '⏱️ timed out',
    cancelled: '🛑 cancelled',
    error: '⚠️ step failed'
};
/** The most turns listed; older ones are counted, not shown. */
const MAX_TURN_ROWS = 20;
/** An ISO time as `2026-11-23 10:04 UTC`, or a dash. */
function when(at) {
    const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(at);
    return match ? `${match[1]} ${match[2]} UTC` : DASH;
}
function turnsTable(view) {
    const turns = view.turns ?? [];
    if (turns.length === 0)
        return [];
    const shownTurns = view.linkBack ? turns.slice(-1) : turns.slice(-MAX_TURN_ROWS);
    const hidden = turns.length - shownTurns.length;
    return [
        '',
        `| ${view.linkBack ? 'Latest turn' : 'Turn'} | Asked | By | Result |`,
        '| --- | --- | --- | --- |',
        ...shownTurns.map((t) => `| ${t.n} | ${when(t.at)} | ${t.by ? userLink(t.by) : DASH} | ${RESULTS[t.result]} |`),
        ...(hidden > 0 && !view.linkBack
            ? ['', `<sub>${hidden} earlier turns are not listed.</sub>`]
            : [])
    ];
}
/** The origin issue as a link on the workflow's host (a checked `owner/repo#n` only). */
function originLink(origin, view) {
    const match = marker/* ORIGIN */.VT.exec(origin);
    if (!match)
        return DASH;
    // A job started by a run without an issue: the run it came from, when this run is it.
    if (match[2] === undefined)
        return view.origin === origin ? runLink(view) : DASH;
    const serverHost = view.serverHost;
    const url = `https://${serverHost ?? 'github.com'}/${match[1]}/issues/${match[2]}`;
    return (0,sinks/* mdOf */.jz) `${(0,sinks/* mdLink */.YF)(origin, url)}`;
}
/** The comment's markdown; `marker` is the signed marker that comes first. */
function renderComment(view, marker) {
    const pr = (0,pull_request/* parsePrLink */.M)(view.prLink);
    const rows = [
        ['Status', code(view.status || 'unknown', 40)],
        ['Job', view.followUp ? (0,sinks/* mdOf */.jz) `${(0,sinks/* mdPiece */.uT)(code(view.jobId))} (follow-up)` : code(view.jobId)],
        ['Triggered by', view.actor ? (0,sinks/* mdOf */.jz) `${userLink(view.actor)}` : DASH],
        ['Workflow run', runLink(view)],
        ['Elapsed', (0,sinks/* mdOf */.jz) `${(0,duration/* formatDuration */.a)(view.elapsedMs)}`]
    ];
    if (pr) {
        const host = view.serverHost && pr.host === view.serverHost.toLowerCase() ? '' : ` (${pr.host})`;
        rows.push(['Pull request', (0,sinks/* mdOf */.jz) `${(0,sinks/* mdLink */.YF)(`${pr.repository}#${pr.number}${host}`, pr.url)}`]);
    }
    if (view.linkBack)
        rows.push(['Started from', view.origin ? originLink(view.origin, view) : runLink(view)]);
    const lines = [
        marker,
        `### ${HEADLINES[view.phase]}`,
        '',
        '| | |',
        '| --- | --- |',
        ...rows.map(([name, value]) => `| ${name} | ${value} |`),
        ...turnsTable(view)
    ];
    if (view.message)
        lines.push('', (0,sinks/* markdownText */.p7)(view.message, MAX_MESSAGE));
    const footer = FOOTERS[view.phase];
    if (footer)
        lines.push('', footer);
    // The marker carries the job id as the service gave it: the body as a whole is redacted too.
    const body = (0,sinks/* redact */.E$)(lines.join('\n'));
    return body.length > MAX_COMMENT_LENGTH ? body.slice(0, MAX_COMMENT_LENGTH) : body;
}
/** The whole comment for `view` at `place`, its signed marker first. */
function commentBody(view, markers, place) {
    const marker = markers.render({
        jobId: view.jobId,
        projectId: view.projectId,
        origin: view.origin,
        turns: view.turns?.length ? (0,turns/* encodeTurns */.tQ)(view.turns) : undefined
    }, place);
    return renderComment(view, marker);
}

// EXTERNAL MODULE: ./src/github/octokit.ts
var github_octokit = __webpack_require__(6702);
;// CONCATENATED MODULE: ./src/github/comment.ts
/**
 * The tracking comment (contract §4.6): one comment per job on the issue or pull request, created
 * when the job starts and edited in place at each change and at the end, never a second one. It
 * carries a hidden marker with the job id so a later run (a `/docs-agent` follow-up) finds it.
 * What it says is rendered in comment-render.ts; here is how it is found, written, and merged
 * with what other runs of the job wrote.
 */





/** Another run's turn (not this run's) shows `working`. */
const othersWorking = (view) => (view.turns ?? []).some((turn) => turn.n !== view.ownTurn && turn.result === 'working');
/** Issues with more comments than this are searched in their first pages only. */
const MAX_COMMENT_PAGES = 30;
/**
 * One tracking comment on one issue. A token that may not write (fork PRs, Dependabot, a
 * read-only `permissions:`) gets a warning and no comment, never a failed job.
 */
class TrackingComment {
    octokit;
    repo;
    issueNumber;
    markers;
    log;
    rereads;
    permissionHint;
    id;
    url;
    disabled = false;
    constructor(octokit, repo, issueNumber, markers, log, 
    /** After a final update, how often and how far apart the comment is read again (show). */
    rereads, existing, 
    /** What the warning asks for when the token may not write here. */
    permissionHint = "give the workflow 'issues: write' and 'pull-requests: write' permissions") {
        this.octokit = octokit;
        this.repo = repo;
        this.issueNumber = issueNumber;
        this.markers = markers;
        this.log = log;
        this.rereads = rereads;
        this.permissionHint = permissionHint;
        this.id = existing?.id;
        this.url = existing?.url;
    }
    /**
     * Creates the comment, or edits it in place once it exists; false when GitHub did not take it.
     * A token that may not write stops all later attempts; a passing fault (a timeout, a 5xx) only
     * this one, so the next change, and the final state, are tried again.
     */
    async show(view) {
        if (this.disabled)
            return false;
        const place = placeOf(this.repo, this.issueNumber);
        const final = view.phase !== 'working' && (view.turns?.length ?? 0) > 0;
        view = this.renumbered(view);
        // Other runs of the job (a second follow-up, a review on its pull request) may have written
        // their turns since this run read the comment: each update merges them in first (readTurns).
        if (this.id !== undefined && view.turns?.length)
            view = await this.merged(view, place);
        let ok = await this.write(view, place);
        // Another run of the job is still at work (a turn shows `working`): it may write its final
        // view from a read older than ours and drop this run's result. Look again a few times, and
        // write the merged story back while the comment lacks part of it.
        const { clock, recheckMs, rechecks } = this.rereads;
        for (let i = 0; ok && final && i < rechecks && othersWorking(view); i++) {
            await clock.sleep(recheckMs);
            const before = (0,turns/* encodeTurns */.tQ)(view.turns ?? []);
            const read = await this.readTurns(view, place);
            view = this.withMerged(view, read.merged);
            const theirs = read.theirs === undefined ? before : (0,turns/* encodeTurns */.tQ)(read.theirs);
            if (theirs !== (0,turns/* encodeTurns */.tQ)(view.turns ?? []))
                ok = await this.write(view, place);
        }
        return ok;
    }
    /**
     * The turn number this run's turn moved to, when another run took its number first; views the
     * run builds later still carry the first number, and are renumbered on the way in.
     */
    moved;
    renumbered(view) {
        const moved = this.moved;
        if (!moved || view.ownTurn !== moved.from)
            return view;
        return {
            ...view,
            ownTurn: moved.to,
            turns: (view.turns ?? []).map((t) => (t.n === moved.from ? { ...t, n: moved.to } : t))
        };
    }
    /** This run's turn number `n` as the comment knows it (another run may have taken `n` first). */
    turnNumber(n) {
        return this.moved?.from === n ? this.moved.to : n;
    }
    /**
     * The comment's signed turns of `jobId`, read afresh; undefined when it does not exist yet,
     * cannot be read, or its marker does not verify for the job.
     */
    async signedTurns(jobId) {
        if (this.id === undefined || this.disabled)
            return undefined;
        try {
            const { data } = await this.octokit.rest.issues.getComment({
                ...this.repo,
                comment_id: this.id
            });
            const marker = this.markers.verify(data.body ?? '', placeOf(this.repo, this.issueNumber));
            return marker?.jobId === jobId ? (0,turns/* decodeTurns */.LZ)(marker.turns) : undefined;
        }
        catch {
            return undefined;
        }
    }
    async merged(view, place) {
        return this.withMerged(view, (await this.readTurns(view, place)).merged);
    }
    /** `view` with the merged turns (in which this run's turn may have moved: see readTurns). */
    withMerged(view, merged) {
        const ownTurn = this.moved && view.ownTurn === this.moved.from ? this.moved.to : view.ownTurn;
        return { ...view, turns: merged, ownTurn };
    }
    async write(view, place) {
        const body = commentBody(view, this.markers, place);
        try {
            if (this.id === undefined) {
                const made = await this.create(body, view);
                this.id = made.id;
                this.url = made.url;
            }
            else {
                await this.octokit.rest.issues.updateComment({ ...this.repo, comment_id: this.id, body });
            }
            return true;
        }
        catch (error) {
            this.fail(error);
            return false;
        }
    }
    /**
     * Creates the comment, once: a create is never repeated (the retry plugin would, on a 5xx or a
     * lost connection, after GitHub may have made it). When its answer is lost or is a 5xx, the
     * comment is looked for by its marker before the failure stands.
     */
    async create(body, view) {
        try {
            const { data } = await this.octokit.rest.issues.createComment({
                ...this.repo,
                issue_number: this.issueNumber,
                body,
                request: { retries: 0 }
            });
            return { id: data.id, url: data.html_url };
        }
        catch (error) {
            const status = (0,github_octokit/* statusOf */.c2)(error);
            if (status !== undefined && status < 500)
                throw error;
            const found = await findTrackingComment(this.octokit, this.repo, this.issueNumber, this.markers, undefined, view.projectId).catch(() => undefined);
            if (found?.jobId !== view.jobId)
                throw error;
            return { id: found.id, url: found.url };
        }
    }
    /**
     * The comment's own signed turns (`theirs`) merged into this view's: a turn's ended result wins
     * over `working`; between two ended results, this run's. Turns are told apart by number, time
     * and author: when another run took this run's number (both read the comment before either
     * wrote), this run's turn moves to the next free number, for this and every later update. A
     * failed read only skips the merge.
     */
    async readTurns(view, place) {
        const ours = view.turns ?? [];
        let theirs;
        try {
            const { data } = await this.octokit.rest.issues.getComment({
                ...this.repo,
                comment_id: this.id
            });
            const marker = this.markers.verify(data.body ?? '', place);
            if (!marker || marker.jobId !== view.jobId)
                return { merged: ours };
            theirs = (0,turns/* decodeTurns */.LZ)(marker.turns);
        }
        catch {
            return { merged: ours };
        }
        let merged = ours;
        const same = (a, b) => a.at === b.at && a.by === b.by;
        for (const turn of theirs) {
            const mine = merged.find((t) => t.n === turn.n);
            if (mine && !same(mine, turn) && mine.n === view.ownTurn && this.moved === undefined) {
                const to = (0,turns/* nextTurnNumber */.QK)([...merged, ...theirs]);
                this.moved = { from: mine.n, to };
                merged = (0,turns/* withTurn */.Qe)(merged.filter((t) => t.n !== mine.n), { ...mine, n: to });
                merged = (0,turns/* withTurn */.Qe)(merged, turn);
            }
            else if (!mine || (mine.result === 'working' && turn.result !== 'working')) {
                merged = (0,turns/* withTurn */.Qe)(merged, turn);
            }
        }
        return { theirs, merged };
    }
    fail(error) {
        const status = (0,github_octokit/* statusOf */.c2)(error);
        const where = `${this.repo.owner}/${this.repo.repo}#${this.issueNumber}`;
        if (status === 403 || status === 401 || status === 404) {
            this.disabled = true;
            this.log.warning((0,sinks/* line */.n8) `No tracking comment: the token cannot write comments on ${where} (${status}); ${this.permissionHint}.`);
            return;
        }
        this.log.warning((0,sinks/* line */.n8) `Could not update the tracking comment on ${where} (${status ?? 'no answer'}): ${error instanceof Error ? error.message : String(error)} It is tried again at the next change.`);
    }
}
function placeOf(repo, issueNumber) {
    return { repository: `${repo.owner}/${repo.repo}`, issueNumber };
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
        const status = (0,github_octokit/* statusOf */.c2)(error);
        if (status === 401 || status === 403)
            return undefined;
        throw error;
    }
}
/**
 * The newest tracking comment of `projectId` on the issue whose marker verifies (marker.ts): only
 * a workflow holding the API key can have written it for this issue. Among such comments, the
 * token's own (by `login`, or a bot's when the token cannot tell its login) are preferred: a
 * person who copies a marker into a comment of theirs points at the same job, but the comment to
 * edit is ours.
 */
async function findTrackingComment(octokit, repo, issueNumber, markers, login, projectId) {
    let pages = 0;
    const comments = await octokit.paginate(octokit.rest.issues.listComments, { ...repo, issue_number: issueNumber, per_page: 100 }, (response, done) => {
        if (++pages >= MAX_COMMENT_PAGES)
            done();
        return response.data;
    });
    const place = placeOf(repo, issueNumber);
    const ours = (user) => login ? user?.login?.toLowerCase() === login.toLowerCase() : user?.type === 'Bot';
    let fallback;
    for (const comment of comments.reverse()) {
        const marker = markers.verify(comment.body ?? '', place);
        if (!marker || marker.projectId !== projectId)
            continue;
        const found = { id: comment.id, url: comment.html_url, jobId: marker.jobId, marker };
        if (ours(comment.user))
            return found;
        fallback ??= found;
    }
    return fallback;
}
/** 👀 on the triggering comment (or line comment of a review): somebody is on it. Failure only warns. */
async function react(octokit, repo, target, log) {
    try {
        const request = { ...repo, comment_id: target.id, content: 'eyes' };
        if (target.kind === 'review-comment') {
            await octokit.rest.reactions.createForPullRequestReviewComment(request);
        }
        else {
            await octokit.rest.reactions.createForIssueComment(request);
        }
    }
    catch (error) {
        log.warning((0,sinks/* line */.n8) `Could not add a reaction to the comment (${(0,github_octokit/* statusOf */.c2)(error) ?? 'error'}).`);
    }
}


/***/ })

};

//# sourceMappingURL=796.index.js.map