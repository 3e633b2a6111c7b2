export const id = 796;
export const ids = [796];
export const modules = {

/***/ 6796:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  inPlace: () => (/* binding */ inPlace),
  pullRequestStep: () => (/* binding */ pullRequestStep)
});

// EXTERNAL MODULE: ./src/github/comment.ts + 1 modules
var github_comment = __webpack_require__(7897);
// EXTERNAL MODULE: ./src/github/marker.ts
var marker = __webpack_require__(4329);
// EXTERNAL MODULE: ./src/sinks/index.ts + 14 modules
var sinks = __webpack_require__(5674);
// EXTERNAL MODULE: ./src/github/octokit.ts + 1 modules
var octokit = __webpack_require__(5345);
// EXTERNAL MODULE: ./src/github/links.ts
var links = __webpack_require__(8002);
// EXTERNAL MODULE: ./src/github/rate-limit.ts
var rate_limit = __webpack_require__(7403);
;// CONCATENATED MODULE: ./src/github/pull.ts




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
const denied = (error) => [401, 403, 404].includes((0,octokit/* statusOf */.c2)(error) ?? 0) && !(0,rate_limit/* isRateLimited */.Jz)(error);
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
            return { ...answer, data: (0,octokit/* pageOf */.ZZ)(answer.data, REVIEWS_PER_PAGE) };
        };
        const first = await list(1);
        const { next, last } = (0,links/* linksOf */.h)(first.headers.link);
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
                page = (0,links/* linksOf */.h)(headers.link).next;
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
            this.log.info((0,sinks/* line */.n8) `Pull request ${this.where}, ${what}: ${done}.`);
        }
        catch (error) {
            const limit = (0,rate_limit/* rateLimitOf */.tX)(error);
            if (limit) {
                this.limited = true;
                this.log.warning((0,sinks/* line */.n8) `Could not set the ${what} of pull request ${this.where}: ${(0,rate_limit/* rateLimitText */.DT)(limit)}. The pr-* inputs left are not applied in this run; the job's outcome is unchanged.`);
                return;
            }
            if (denied(error)) {
                this.refused = true;
                this.log.warning((0,sinks/* line */.n8) `The token cannot act on pull request ${this.where} (${(0,octokit/* statusOf */.c2)(error)}): give the token in 'pr-token' 'pull-requests: write' permission on ${this.pr.repository}. The job's outcome is unchanged.`);
                return;
            }
            this.log.warning((0,sinks/* line */.n8) `Could not set the ${what} of pull request ${this.where}: ${messageOf(error)}`);
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
    const limit = (0,rate_limit/* rateLimitOf */.tX)(error);
    if (limit)
        return `${(0,rate_limit/* rateLimitText */.DT)(limit)}.`;
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
    const base = data.base?.repo?.full_name;
    if (!same(head, expected.repository)) {
        return (0,sinks/* line */.n8) `The pull request ${where} was opened from ${head ?? 'a deleted repository'}, not from a branch of ${expected.repository}, so ${EMPTY}.`;
    }
    if (!same(base, expected.repository)) {
        return (0,sinks/* line */.n8) `The pull request ${where} asks to merge into ${base ?? 'a repository GitHub does not name'}, not into ${expected.repository}, so ${EMPTY}.`;
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






/**
 * Whether `pr` is where the agent's pull requests are (this workflow's GitHub, the expected
 * repository), as far as that is known without a request: the docs check passes only such a one.
 */
function inPlace(settings, pr, source, serverHost) {
    return pr.host === serverHost && !('problem' in placeOf(pr, expectedPull(settings, pr, source)));
}
/** `docs-repository` when set, else the job's source repository on the pull request's host. */
function expectedPull(settings, pr, given) {
    const { repository, author } = settings.pr;
    const from = repository
        ? { repository, from: 'docs-repository' }
        : (() => {
            const source = (0,pull_request/* parseRepositoryUrl */.f)(given, pr.host);
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
    const place = placeOf(pr, expectedPull(settings, pr, step.source));
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
    // A pull request someone closed or merged meanwhile takes no reviewers, labels or comments,
    // and its head is no branch for a later job to check out.
    if (data.state !== 'open') {
        sinks/* log */.Rm.notice((0,sinks/* line */.n8) `The pull request ${where} is ${data.merged ? 'merged' : 'closed'}: the pr-* inputs are not applied, and pr-head-ref, pr-head-sha and pr-base-ref are empty.`);
        return undefined;
    }
    if (acting && !wanted.repository) {
        sinks/* log */.Rm.notice((0,sinks/* line */.n8) `The pull request ${where} was taken for the agent's because it is in the job's source repository, as the service reports it; set 'docs-repository' to name that repository yourself.`);
    }
    const details = PullRequestSide.details(data);
    await side.apply(data, wanted);
    if (step.linkBack && side.mayAct) {
        // The link-back comment is found by its marker, like a tracking comment: edited, never doubled.
        const markers = new marker/* MarkerKey */.iR(settings.apiKey);
        const repo = repoOf(pr);
        const { view, ledger } = step.linkBack;
        try {
            const found = await (0,github_comment/* findTrackingComment */.uc)(octokit, repo, pr.number, markers, {
                login: await (0,github_comment/* tokenLogin */.nu)(octokit),
                projectId: settings.projectId,
                jobId: view.jobId
            });
            // A later run without the issue (a re-run, a job-id attach) keeps where the job came from.
            const origin = found?.marker.origin?.includes('#') ? found.marker.origin : view.origin;
            const comment = new github_comment/* TrackingComment */.PZ(octokit, repo, pr.number, markers, sinks/* log */.Rm, step.bounds.clock, found && { id: found.id, author: found.author, turns: found.marker.turns }, `give the token in 'pr-token' 'pull-requests: write' permission on ${pr.repository}`);
            const place = (0,github_comment/* placeOf */.$t)(repo, pr.number);
            const shown = { ...view, origin };
            // Read first: the ledger it carries is the job's own when the job came from no issue.
            const ok = (await comment.write(view.jobId, ledger, (l) => (0,github_comment/* commentBody */.I2)({ ...shown, ledger: l, home: place }, markers, place, l))) !== undefined;
            if (ok)
                sinks/* log */.Rm.info((0,sinks/* line */.n8) `Link-back comment on ${where}: comment ${comment.id ?? ''}`);
        }
        catch (error) {
            sinks/* log */.Rm.warning((0,sinks/* line */.n8) `Could not keep the link-back comment on ${where}: ${error instanceof Error ? error.message : String(error)}`);
        }
    }
    return details;
}


/***/ })

};

//# sourceMappingURL=796.index.js.map