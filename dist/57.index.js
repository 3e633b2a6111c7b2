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


/***/ }),

/***/ 3011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I2: () => (/* binding */ commentBody)
/* harmony export */ });
/* unused harmony exports MAX_COMMENT_LENGTH, renderComment */
/* harmony import */ var _duration_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1246);
/* harmony import */ var _pull_request_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5964);
/* harmony import */ var _sinks_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1916);
/* harmony import */ var _marker_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4329);
/* harmony import */ var _profile_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2326);
/* harmony import */ var _ledger_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4762);
/* harmony import */ var _outcomes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3558);
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
const FOOTERS = {
    working: 'This comment is updated as the job progresses.',
    timeout: 'The job may still run at the service; its id is above.',
    cancelled: 'The job may still run at the service; its id is above.',
    error: 'The job may still run at the service; its id is above.'
};
/**
 * The footer: where the run stands, and, once its turn is over and a comment can act here, the
 * commands to go on as code (copied as written: the message above is escaped text, where a
 * phrase like `@docs-bot` is defused).
 */
function footerOf(view) {
    const fixed = FOOTERS[view.phase];
    const over = view.phase !== 'working' && view.phase !== 'started';
    const how = over && view.phrase ? goOnOf(view, view.phrase) : undefined;
    const text = [fixed, how].filter(Boolean).join(' ');
    return text ? `<sub>${text}</sub>` : undefined;
}
function goOnOf(view, phrase) {
    const follow = code(`${phrase} <instruction>`, 200, false);
    const fresh = code(`${phrase} new <instruction>`, 200, false);
    // A follow-up past max-turns is skipped on its run, and nothing here would say so.
    if (view.maxTurns !== undefined && view.ledger && (0,_ledger_js__WEBPACK_IMPORTED_MODULE_3__/* .turnsUsed */ .w0)(view.ledger, view.maxTurns)) {
        return `This job has had the turns max-turns allows (${view.maxTurns}): comment ${fresh} for a new job.`;
    }
    // On the agent's pull request a review or line comment that starts with the phrase goes too.
    const ways = view.linkBack ? `Comment, review or comment on a line with ${follow}` : `Comment ${follow}`; // prettier-ignore
    return `${ways} to send a follow-up to this job, or ${fresh} for a new job.`;
}
/** A login as a link to the profile: readable, but not a mention that notifies. */
function userLink(login, serverHost) {
    const url = (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(login) === login ? (0,_profile_js__WEBPACK_IMPORTED_MODULE_4__/* .profileUrl */ .D)(login, serverHost) : undefined;
    return url ? (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdLink */ .YF)((0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdOurs */ .PS)(login), url) : (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdPiece */ .uT)(code(login, 60));
}
const DASH = '–';
/**
 * A value in a code span: no markdown, mention or link inside it. In a table cell (`cell`), a
 * pipe would end the cell, and `\|` can itself be undone by a backslash before it: the pipe is
 * shown as its full-width form there. Outside the table it stays a pipe, so the text copies as
 * it was written (an instruction, the trigger-phrase to type).
 */
function code(value, max = 120, cell = true) {
    const line = (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .plainLine */ .h0)(value, max);
    const text = (cell ? line.replace(/\|/g, '｜') : line) || '–';
    const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(longest + 1);
    // A space on each side keeps a backtick at either end from joining the fence.
    const pad = text === '' || text.startsWith('`') || text.endsWith('`') ? ' ' : '';
    return `${fence}${pad}${text}${pad}${fence}`;
}
/** The run's logs, linked only on the workflow's own GitHub host. */
function runLink(view) {
    const ours = view.runUrl?.startsWith(`https://${view.serverHost ?? 'github.com'}/`);
    return view.runUrl && ours ? (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdOf */ .jz) `${(0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdLink */ .YF)('logs', view.runUrl)}` : DASH;
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
/** Each kind of ask GitHub shows: its name, and its page's path and anchor. */
const ASK_PAGES = {
    c: ['comment', 'issues', 'issuecomment-'],
    p: ['pull request comment', 'pull', 'issuecomment-'],
    r: ['review', 'pull', 'pullrequestreview-'],
    l: ['line comment', 'pull', 'discussion_r']
};
/** The kinds of a review loop's own ask, `e1`…`e3` (tracked-job.ts ownRequest). */
const MADE_ON_PULL = { 1: 'r', 2: 'p', 3: 'l' };
/**
 * Where an ask was made, as a link on the workflow's host: a comment or review of the home's
 * conversation, a review loop's request on its pull request (a turn that names it: Turn.pull)
 * and the run that sent it, or the run.
 */
function askLink(ask, view, turn) {
    const home = conversationOf(view);
    const made = turn?.pull !== undefined ? /^e([123])(\d+)$/.exec(ask) : null;
    const [kind, id] = made ? [MADE_ON_PULL[made[1] ?? ''], made[2]] : [ask[0], ask.slice(1)];
    const where = made && turn?.pull !== undefined
        ? { repository: (0,_ledger_js__WEBPACK_IMPORTED_MODULE_3__/* .runRepository */ .Yk)(turn, home?.repository ?? ''), issueNumber: turn.pull }
        : home;
    const page = ASK_PAGES[kind ?? ''];
    const url = !page
        ? turn && runUrlOf(turn, view)
        : where?.repository &&
            `https://${view.serverHost ?? 'github.com'}/${where.repository}/${page[1]}/${where.issueNumber}#${page[2]}${id}`;
    const label = page?.[0] ?? 'run';
    const shown = url ? (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdOf */ .jz) `${(0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdLink */ .YF)((0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdOurs */ .PS)(label), url)}` : (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdOf */ .jz) `${(0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdOurs */ .PS)(label)}`;
    const run = made && turn && runUrlOf(turn, view);
    return run ? (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdOf */ .jz) `${(0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdPiece */ .uT)(shown)} (${(0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdLink */ .YF)((0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdOurs */ .PS)('run'), run)})` : shown;
}
/** The most asks linked in one cell; the rest are counted. */
const MAX_ASK_LINKS = 5;
/** Where the ledger's conversation is: for a link-back's copy, the origin issue; else `home`. */
function conversationOf(view) {
    const origin = view.linkBack ? _marker_js__WEBPACK_IMPORTED_MODULE_1__/* .ORIGIN */ .VT.exec(view.origin ?? '') : null;
    if (origin?.[1] === undefined || origin[2] === undefined)
        return view.home;
    return { repository: origin[1], issueNumber: Number(origin[2]) };
}
/**
 * The run that sent `turn`, on the workflow's host: in the repository of the ledger's home (the
 * origin's, for a copy on a link-back comment) unless the turn names another.
 */
function runUrlOf(turn, view) {
    const home = conversationOf(view)?.repository ?? view.runRepository;
    if (!turn.run || !home)
        return undefined;
    return `https://${view.serverHost ?? 'github.com'}/${(0,_ledger_js__WEBPACK_IMPORTED_MODULE_3__/* .runRepository */ .Yk)(turn, home)}/actions/runs/${turn.run}`;
}
function asksCell(asks, view, turn) {
    if (asks.length === 0)
        return DASH;
    const shown = asks.slice(0, MAX_ASK_LINKS).map((ask) => askLink(ask, view, turn));
    const more = asks.length - shown.length;
    return [...shown, ...(more > 0 ? [(0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdOf */ .jz) `${(0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdOurs */ .PS)(`and ${more} more`)}`] : [])].join(', ');
}
function turnsTable(view) {
    const turns = view.ledger?.turns ?? [];
    const waiting = view.linkBack ? [] : (view.ledger?.waiting ?? []);
    if (turns.length === 0)
        return [];
    const shownTurns = view.linkBack ? turns.slice(-1) : turns.slice(-MAX_TURN_ROWS);
    const hidden = turns.length - shownTurns.length;
    return [
        '',
        `| ${view.linkBack ? 'Latest turn' : 'Turn'} | Asked | By | Request | Result |`,
        '| --- | --- | --- | --- | --- |',
        ...shownTurns.map((t) => `| ${t.n} | ${when(t.at)} | ${t.by
            ? t.by
                .split(',')
                .map((login) => userLink(login, view.serverHost))
                .join(', ')
            : DASH} | ${asksCell(t.asks, view, t)} | ${RESULTS[t.result]} |`),
        ...(hidden > 0 && !view.linkBack
            ? ['', `<sub>${hidden} earlier turns are not listed.</sub>`]
            : []),
        ...(waiting.length > 0 ? ['', `⏳ Waiting to be sent: ${asksCell(waiting, view)}`] : [])
    ];
}
/** The origin issue as a link on the workflow's host (a checked `owner/repo#n` only). */
function originLink(origin, view) {
    const match = _marker_js__WEBPACK_IMPORTED_MODULE_1__/* .ORIGIN */ .VT.exec(origin);
    if (!match)
        return DASH;
    // A job started by a run without an issue: the run it came from, when this run is it.
    if (match[2] === undefined)
        return view.origin === origin ? runLink(view) : DASH;
    const serverHost = view.serverHost;
    const url = `https://${serverHost ?? 'github.com'}/${match[1]}/issues/${match[2]}`;
    return (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdOf */ .jz) `${(0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdLink */ .YF)((0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdOurs */ .PS)(origin), url)}`;
}
/** The comment's markdown; `marker` is the signed marker that comes first. */
function renderComment(view, marker) {
    const pr = (0,_pull_request_js__WEBPACK_IMPORTED_MODULE_5__/* .parsePrLink */ .MC)(view.prLink);
    const turn = view.ownTurn !== undefined
        ? (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdOurs */ .PS)(`, turn ${view.ownTurn}`)
        : view.followUp
            ? (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdOurs */ .PS)(' (follow-up)')
            : (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdOurs */ .PS)('');
    // Through the agent's redaction, as the summary shows it (a token split over two lines too).
    const first = view.instruction &&
        (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .redactForAgent */ .qU)(view.instruction)
            .trim()
            .split(/\r\n?|\n/)[0];
    // One row of facts under a header of their names, the pull request first (as in the summary).
    const facts = [];
    if (pr) {
        const host = view.serverHost && pr.host === view.serverHost.toLowerCase() ? '' : ` (${pr.host})`;
        // "Docs" beside a code pull request, never on the agent's own (a job that came from no issue).
        const own = view.home?.issueNumber === pr.number && view.home.repository.toLowerCase() === pr.repository.toLowerCase(); // prettier-ignore
        const name = view.onPullRequest && !view.linkBack && !own ? 'Docs' : 'Pull request';
        facts.push([name, (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdOf */ .jz) `${(0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdLink */ .YF)((0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdOurs */ .PS)(`${pr.repository}#${pr.number}${host}`), pr.url)}`]);
    }
    facts.push(['Status', code(view.status || 'unknown', 40)], ['Job', (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdOf */ .jz) `${(0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdPiece */ .uT)(code(view.jobId))}${turn}`], ['Triggered by', view.actor ? (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdOf */ .jz) `${userLink(view.actor, view.serverHost)}` : DASH], 
    // With wait: false the run does not wait: no time to show.
    ...(view.phase === 'started'
        ? []
        : [['Duration', (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdOf */ .jz) `${(0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdOurs */ .PS)((0,_duration_js__WEBPACK_IMPORTED_MODULE_6__/* .formatDuration */ .a)(view.elapsedMs))}`]]), ['Workflow run', runLink(view)]);
    if (view.linkBack)
        facts.push(['Started from', view.origin ? originLink(view.origin, view) : runLink(view)]);
    const lines = [
        marker,
        `### ${_outcomes_js__WEBPACK_IMPORTED_MODULE_2__/* .HEADLINES */ .O[view.phase]}`,
        '',
        `| ${facts.map(([name]) => name).join(' | ')} |`,
        `|${facts.map(() => ' --- |').join('')}`,
        `| ${facts.map(([, value]) => value).join(' | ')} |`,
        ...(first ? ['', (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdOf */ .jz) `Instruction: ${(0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .mdPiece */ .uT)(code(first, 100, false))}`] : []),
        ...turnsTable(view)
    ];
    if (view.note)
        lines.push('', (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownText */ .p7)(view.note, MAX_MESSAGE));
    // A completed job's message repeats the pull request the table links.
    if (view.message && view.phase !== 'completed') {
        lines.push('', (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownText */ .p7)(view.message, MAX_MESSAGE));
    }
    const footer = footerOf(view);
    if (footer)
        lines.push('', footer);
    // The marker carries the job id as the service gave it: the body as a whole is redacted too.
    const body = (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(lines.join('\n'));
    return body.length > MAX_COMMENT_LENGTH ? body.slice(0, MAX_COMMENT_LENGTH) : body;
}
/** The whole comment for `view` at `place`, its signed marker first. */
function commentBody(view, markers, place, 
/** The ledger the marker carries (on the job's home comment only). */
ledger) {
    const marker = markers.render({
        jobId: view.jobId,
        projectId: view.projectId,
        origin: view.origin,
        turns: ledger ? (0,_ledger_js__WEBPACK_IMPORTED_MODULE_3__/* .encodeLedger */ .KX)(ledger) : undefined
    }, place);
    return renderComment(view, marker);
}


/***/ })

};

//# sourceMappingURL=57.index.js.map