export const id = 536;
export const ids = [536];
export const modules = {

/***/ 6536:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PZ: () => (/* binding */ TrackingComment),
  uc: () => (/* reexport */ findTrackingComment),
  wv: () => (/* binding */ react),
  nu: () => (/* binding */ tokenLogin)
});

// UNUSED EXPORTS: MAX_COMMENT_LENGTH, MAX_COMMENT_PAGES, commentBody, placeOf, renderComment

// EXTERNAL MODULE: ./src/sinks/index.ts + 10 modules
var sinks = __webpack_require__(4831);
// EXTERNAL MODULE: ./src/duration.ts + 2 modules
var duration = __webpack_require__(1246);
// EXTERNAL MODULE: ./src/pull-request.ts
var pull_request = __webpack_require__(5964);
// EXTERNAL MODULE: ./src/github/marker.ts
var marker = __webpack_require__(4329);
// EXTERNAL MODULE: ./src/github/profile.ts
var profile = __webpack_require__(2326);
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
    queued: '⏳ The docs agent will take this up after its current turn',
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
    queued: '<sub>This comment is updated as the job progresses.</sub>',
    timeout: '<sub>The job may still run at the service; its id is above.</sub>',
    cancelled: '<sub>The job may still run at the service; its id is above.</sub>',
    error: '<sub>The job may still run at the service; its id is above.</sub>',
    completed: '<sub>Comment `/docs-agent <instruction>` to send a follow-up to this job, or `/docs-agent new <instruction>` for a new job.</sub>',
    'no-pr': '<sub>Comment `/docs-agent <instruction>` to send a follow-up to this job, or `/docs-agent new <instruction>` for a new job.</sub>'
};
/** A login as a link to the profile: readable, but not a mention that notifies. */
function userLink(login, serverHost) {
    const url = (0,sinks/* redact */.E$)(login) === login ? (0,profile/* profileUrl */.D)(login, serverHost) : undefined;
    return url ? (0,sinks/* mdLink */.YF)((0,sinks/* mdOurs */.PS)(login), url) : (0,sinks/* mdPiece */.uT)(code(login, 60));
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
    queued: '⏳ waiting for the turn before',
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
        ...shownTurns.map((t) => `| ${t.n} | ${when(t.at)} | ${t.by ? userLink(t.by, view.serverHost) : DASH} | ${RESULTS[t.result]} |`),
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
    return (0,sinks/* mdOf */.jz) `${(0,sinks/* mdLink */.YF)((0,sinks/* mdOurs */.PS)(origin), url)}`;
}
/** The comment's markdown; `marker` is the signed marker that comes first. */
function renderComment(view, marker) {
    const pr = (0,pull_request/* parsePrLink */.M)(view.prLink);
    const turn = view.ownTurn !== undefined
        ? (0,sinks/* mdOurs */.PS)(`, turn ${view.ownTurn}`)
        : view.followUp
            ? (0,sinks/* mdOurs */.PS)(' (follow-up)')
            : (0,sinks/* mdOurs */.PS)('');
    const first = view.instruction?.trim().split(/\r\n?|\n/)[0];
    const rows = [
        ['Status', code(view.status || 'unknown', 40)],
        ['Job', (0,sinks/* mdOf */.jz) `${(0,sinks/* mdPiece */.uT)(code(view.jobId))}${turn}`],
        ['Triggered by', view.actor ? (0,sinks/* mdOf */.jz) `${userLink(view.actor, view.serverHost)}` : DASH],
        ...(first ? [['Instruction', code(first, 100)]] : []),
        ['Workflow run', runLink(view)],
        // With wait: false the run does not wait: no time to show.
        ...(view.phase === 'started'
            ? []
            : [['Elapsed', (0,sinks/* mdOf */.jz) `${(0,sinks/* mdOurs */.PS)((0,duration/* formatDuration */.a)(view.elapsedMs))}`]])
    ];
    if (pr) {
        const host = view.serverHost && pr.host === view.serverHost.toLowerCase() ? '' : ` (${pr.host})`;
        rows.push([
            view.onPullRequest && !view.linkBack ? 'Docs' : 'Pull request',
            (0,sinks/* mdOf */.jz) `${(0,sinks/* mdLink */.YF)((0,sinks/* mdOurs */.PS)(`${pr.repository}#${pr.number}${host}`), pr.url)}`
        ]);
    }
    if (view.linkBack)
        rows.push(['Started from', view.origin ? originLink(view.origin, view) : runLink(view)]);
    const lines = [
        marker,
        `### ${HEADLINES[view.phase]}`,
        '',
        // The status is the table's header row: an empty one renders as a blank bar above the table.
        ...rows.flatMap(([name, value], i) => [
            `| ${name} | ${value} |`,
            ...(i === 0 ? ['| --- | --- |'] : [])
        ]),
        ...turnsTable(view)
    ];
    // A completed job's message repeats the pull request the table links.
    if (view.message && view.phase !== 'completed') {
        lines.push('', (0,sinks/* markdownText */.p7)(view.message, MAX_MESSAGE));
    }
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

// EXTERNAL MODULE: ./src/github/links.ts
var github_links = __webpack_require__(8002);
// EXTERNAL MODULE: ./src/github/rate-limit.ts
var rate_limit = __webpack_require__(7403);
;// CONCATENATED MODULE: ./src/github/find-comment.ts
/**
 * Finding the tracking comment of an issue by its marker, newest first. GitHub lists an issue's
 * comments oldest first, at most 100 a page; a lookup that read from the first page and stopped
 * at its cap found, on a long issue, an older job's comment and missed the newer one, so a
 * follow-up went to the older job. The last page (GitHub's `Link: rel="last"`) is read first,
 * then the pages before it, at most MAX_COMMENT_PAGES in all. When the cap ends the lookup before
 * a verified marker turned up, the answer is "none" with a notice: an older marker than one that
 * may be on a page not read is never an answer.
 */



/** Pages read at most (the first one included): 3,000 comments, 30 requests. */
const MAX_COMMENT_PAGES = 30;
/** GitHub's largest page. */
const PER_PAGE = 100;
function placeOf(repo, issueNumber) {
    return { repository: `${repo.owner}/${repo.repo}`, issueNumber };
}
/**
 * The newest tracking comment of `projectId` on the issue whose marker verifies (marker.ts): only
 * a workflow holding the API key can have written it for this issue. Among such comments, the
 * token's own (by `login`, or a bot's when the token cannot tell its login) are preferred: a
 * person who copies a marker into a comment of theirs points at the same job, but the comment to
 * edit is ours. `notice` tells of a lookup the cap ended.
 */
async function findTrackingComment(octokit, repo, issueNumber, markers, login, projectId, notice = sinks/* log */.Rm.notice, 
/** Only a comment of this job (a `job-id` run): another job's newer one is passed over. */
jobId) {
    const place = placeOf(repo, issueNumber);
    const where = `${place.repository}#${issueNumber}`;
    const ours = (user) => login ? user?.login?.toLowerCase() === login.toLowerCase() : user?.type === 'Bot';
    let fallback;
    /** The token's own newest tracking comment on `page`; keeps the newest of anyone's. */
    const look = (page) => {
        for (const comment of [...page].reverse()) {
            const marker = markers.verify(comment.body ?? '', place);
            if (!marker || marker.projectId !== projectId)
                continue;
            if (jobId !== undefined && marker.jobId !== jobId)
                continue;
            const found = {
                id: comment.id,
                url: comment.html_url,
                jobId: marker.jobId,
                marker,
                author: comment.user?.login ?? ''
            };
            if (ours(comment.user))
                return found;
            fallback ??= found;
        }
        return undefined;
    };
    const list = async (page) => {
        try {
            return await octokit.rest.issues.listComments({
                ...repo,
                issue_number: issueNumber,
                per_page: PER_PAGE,
                page
            });
        }
        catch (error) {
            const limited = (0,rate_limit/* rateLimitError */.m4)(error, `Could not read the comments of ${where}`);
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
    };
    const capped = () => {
        notice((0,sinks/* line */.n8) `The comments of ${where} were read up to ${MAX_COMMENT_PAGES} pages of ${PER_PAGE}, newest first, without a verified marker of project ${projectId}: any older one is not taken for this issue's job.`);
        return undefined;
    };
    const first = await list(1);
    const links = (0,github_links/* linksOf */.h)(first.headers.link);
    if (links.next === undefined)
        return look(first.data) ?? fallback;
    if (links.last === undefined) {
        // GitHub names no last page: read forward; only a lookup that reached the end may answer.
        const pages = [first.data];
        for (let next = links.next; next !== undefined;) {
            if (pages.length >= MAX_COMMENT_PAGES)
                return capped();
            const { data, headers } = await list(next);
            pages.push(data);
            next = (0,github_links/* linksOf */.h)(headers.link).next;
        }
        for (const page of pages.reverse()) {
            const found = look(page);
            if (found)
                return found;
        }
        return fallback;
    }
    let read = 1;
    for (let page = links.last; page >= 1; page--) {
        if (page > 1 && read >= MAX_COMMENT_PAGES)
            return fallback ?? capped();
        const data = page === 1 ? first.data : (await list(page)).data;
        if (page > 1)
            read++;
        const found = look(data);
        if (found)
            return found;
    }
    return fallback;
}

// EXTERNAL MODULE: ./src/github/octokit.ts + 1 modules
var github_octokit = __webpack_require__(5345);
;// CONCATENATED MODULE: ./src/github/comment.ts
/**
 * The tracking comment (contract §4.6): one comment per job on the issue or pull request, created
 * when the job starts and edited in place at each change and at the end, never a second one. It
 * carries a hidden marker with the job id so a later run (a `/docs-agent` follow-up) finds it.
 * What it says is rendered in comment-render.ts; here is how it is found, written, and merged
 * with what other runs of the job wrote.
 */






/**
 * Whether another run's view of a turn replaces this run's: when it got further (queued, at
 * work, stopped waited for, ended), so a turn's end that another run saw outlives this run's
 * `working`, and this run's timeout. Between two views as far, this run's stays. Never an end
 * onto this run's own turn while it is only queued: it was not sent, so what another run saw end
 * was an earlier turn.
 */
function takesTheirs(mine, theirs, ownTurn) {
    if (mine.n === ownTurn && mine.result === 'queued')
        return false;
    const further = (0,turns/* progressOf */.jA)(theirs.result) - (0,turns/* progressOf */.jA)(mine.result);
    // Two ends of another run's turn: the one written first stands (it was seen first).
    return further > 0 || (further === 0 && mine.n !== ownTurn && (0,turns/* progressOf */.jA)(mine.result) === 3);
}


/** Another run's turn (not this run's) shows `working`. */
const othersWorking = (view) => (view.turns ?? []).some((turn) => turn.n !== view.ownTurn && (0,turns/* progressOf */.jA)(turn.result) < 2);
/**
 * One tracking comment on one issue. A token that may not write (fork PRs, Dependabot, a
 * read-only `permissions:`) gets a warning and no comment, never a failed job. A write GitHub
 * refused over a rate limit is no such thing: the comment waits until the time GitHub gave, and
 * the next change after it is written.
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
    /** Who wrote the comment, when this run found it rather than made it. */
    author;
    disabled = false;
    /** Epoch ms (run's clock) before which GitHub said it would refuse this token's writes. */
    limitedUntil;
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
        this.author = existing?.author || undefined;
    }
    /**
     * Creates the comment, or edits it in place once it exists; false when GitHub did not take it.
     * A token that may not write stops all later attempts; a passing fault (a timeout, a 5xx) only
     * this one, so the next change, and the final state, are tried again.
     */
    async show(view) {
        if (this.disabled)
            return false;
        // Asking again while GitHub limits the token only prolongs the limit (GitHub's advice).
        if (this.limitedUntil !== undefined && this.rereads.clock.now() < this.limitedUntil) {
            this.log.debug((0,sinks/* line */.n8) `Tracking comment not updated: GitHub's rate limit is still in force.`);
            return false;
        }
        const place = placeOf(this.repo, this.issueNumber);
        const final = (0,turns/* progressOf */.jA)(view.phase) >= 1 && view.phase !== 'working' && (view.turns?.length ?? 0) > 0;
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
    /**
     * A create that GitHub may have made without saying so (its answer lost or a 5xx) and that the
     * lookup by marker could not settle: the next write looks for it again before creating.
     */
    maybeCreated = false;
    async write(view, place) {
        const body = commentBody(view, this.markers, place);
        try {
            if (this.id === undefined && this.maybeCreated) {
                // Throws when GitHub still cannot say: nothing is created until it can.
                const found = await this.findOwn(view);
                this.maybeCreated = false;
                this.id = found?.id;
                this.url = found?.url;
            }
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
            let found;
            try {
                found = await this.findOwn(view);
            }
            catch {
                this.maybeCreated = true;
            }
            if (!found)
                throw error;
            return found;
        }
    }
    /** This job's comment on the issue, by its marker; throws when GitHub cannot be asked. */
    async findOwn(view) {
        const found = await findTrackingComment(this.octokit, this.repo, this.issueNumber, this.markers, undefined, view.projectId);
        return found?.jobId === view.jobId ? { id: found.id, url: found.url } : undefined;
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
            else if (!mine || takesTheirs(mine, turn, view.ownTurn)) {
                merged = (0,turns/* withTurn */.Qe)(merged, turn);
            }
        }
        return { theirs, merged };
    }
    fail(error) {
        const status = (0,github_octokit/* statusOf */.c2)(error);
        const where = `${this.repo.owner}/${this.repo.repo}#${this.issueNumber}`;
        const limit = (0,rate_limit/* rateLimitOf */.tX)(error);
        if (limit) {
            this.limitedUntil = limit.retryAt;
            const said = (0,rate_limit/* rateLimitText */.DT)(limit);
            this.log.warning(limit.retryAt === undefined
                ? (0,sinks/* line */.n8) `Could not update the tracking comment on ${where}: ${said}. It is tried again at the next change.`
                : (0,sinks/* line */.n8) `Could not update the tracking comment on ${where}: ${said}. It is tried again at the next change after then.`);
            return;
        }
        if (status === 403 || status === 401 || status === 404) {
            this.disabled = true;
            // A comment another run wrote, perhaps with another token: the refusal is of this edit.
            this.log.warning(this.author !== undefined && this.id !== undefined
                ? (0,sinks/* line */.n8) `The tracking comment on ${where} is not updated: it was written by ${this.author}, and GitHub refused this token the edit (${status}). Only its author, or a token with write access to ${this.repo.owner}/${this.repo.repo}, may edit it: ${this.permissionHint}, or use the token that wrote it.`
                : (0,sinks/* line */.n8) `No tracking comment: the token cannot write comments on ${where} (${status}); ${this.permissionHint}.`);
            return;
        }
        this.log.warning((0,sinks/* line */.n8) `Could not update the tracking comment on ${where} (${status ?? 'no answer'}): ${error instanceof Error ? error.message : String(error)} It is tried again at the next change.`);
    }
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
        // A rate limit says nothing of the token's kind: taking it for an installation token would
        // pick another author's comment.
        if ((0,rate_limit/* rateLimitOf */.tX)(error))
            throw (0,rate_limit/* rateLimitError */.m4)(error, 'Could not ask GitHub whose token this is');
        if (status === 401 || status === 403)
            return undefined;
        throw error;
    }
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
        const limit = (0,rate_limit/* rateLimitOf */.tX)(error);
        log.warning((0,sinks/* line */.n8) `Could not add a reaction to the comment (${limit ? (0,rate_limit/* rateLimitText */.DT)(limit) : ((0,github_octokit/* statusOf */.c2)(error) ?? 'error')}).`);
    }
}


/***/ }),

/***/ 8002:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ linksOf)
/* harmony export */ });
/**
 * GitHub's `Link` header (`<url?page=n>; rel="next"`, …): where the pages of a listing are. A
 * lookup that needs the newest items reads the last page first (GitHub lists oldest first).
 */
/**
 * The page numbers of the `next` and `last` links. What GitHub says is data: a page that is not
 * a plain number is taken as not named.
 */
function linksOf(header) {
    const pages = {};
    for (const [, url = '', rels = ''] of (header ?? '').matchAll(/<([^<>]*)>\s*;\s*rel="([^"]*)"/g)) {
        let page;
        try {
            page = new URL(url).searchParams.get('page');
        }
        catch {
            continue;
        }
        if (!page || !/^[1-9]\d{0,6}$/.test(page))
            continue;
        for (const rel of rels.split(/\s+/)) {
            if (rel === 'next' || rel === 'last')
                pages[rel] = Number(page);
        }
    }
    return pages;
}


/***/ })

};

//# sourceMappingURL=536.index.js.map