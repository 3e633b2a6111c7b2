import { createRequire as __sourceMapRequire } from 'module';Error.prepareStackTrace = function lazySourceMaps(error, trace) {Error.prepareStackTrace = undefined;try { __sourceMapRequire(import.meta.url)('./sourcemap-register.cjs') } catch {}const format = Error.prepareStackTrace;return format ? format(error, trace) : `${error}${trace.map((frame) => `\n    at ${frame}`).join('')}`};import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 625:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ parseDirectives),
/* harmony export */   i: () => (/* binding */ OUTCOMES)
/* harmony export */ });
/**
 * Prompt directives: words of the form `sim:key=value` anywhere in a prompt choose how the
 * simulated job (or follow-up turn) behaves, so demos and tests can ask for each outcome.
 *
 *   sim:outcome=pr|no-pr|failed|archived|stuck   how the turn ends (default pr)
 *   sim:duration=500ms|2s|1500                   how long it stays active
 *   sim:status=queued                            report this (unknown) status while active
 *   sim:stale=N                                  GETs after a follow-up that still show the previous turn
 */
const OUTCOMES = ['pr', 'no-pr', 'failed', 'archived', 'stuck'];
/** `outcome`: how a turn ends when its prompt does not say (the simulator's `jobOutcome`). */
function parseDirectives(prompt, outcome = 'pr') {
    const result = { outcome, activeStatus: 'active', stale: 1 };
    for (const match of prompt.matchAll(/\bsim:([a-z-]+)=(\S+)/g)) {
        const [, key, value = ''] = match;
        if (key === 'outcome' && OUTCOMES.includes(value)) {
            result.outcome = value;
        }
        else if (key === 'duration') {
            const duration = /^(\d+(?:\.\d+)?)(ms|s)?$/.exec(value);
            if (duration) {
                const amount = Number(duration[1]);
                result.durationMs = duration[2] === 's' ? amount * 1000 : amount;
            }
        }
        else if (key === 'status' && /^[a-z_-]{1,40}$/.test(value)) {
            result.activeStatus = value;
        }
        else if (key === 'stale' && /^\d{1,3}$/.test(value)) {
            result.stale = Number(value);
        }
    }
    return result;
}


/***/ }),

/***/ 470:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _cli_options_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(134);
/* harmony import */ var _directives_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(625);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(561);
/* harmony import */ var _server_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(648);
// `npm run simulator` (node dist/simulator/index.js): serves the simulated API until stopped.
//   --port 4010 --host 127.0.0.1 --job-duration 3000 --site-pages 1200 --feedback-entries 400
//   --search-terms 500 --conversations 300 --latency 0 --no-rate-limit




/** Options that take a whole number, with the largest each accepts. */
const WHOLE_NUMBERS = {
    port: 65_535,
    'job-duration': Number.MAX_SAFE_INTEGER,
    'site-pages': Number.MAX_SAFE_INTEGER,
    'feedback-entries': _options_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_SEEDED_ROWS */ .ud,
    'search-terms': _options_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_SEEDED_ROWS */ .ud,
    conversations: _options_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_SEEDED_ROWS */ .ud,
    latency: Number.MAX_SAFE_INTEGER
};
const command = {
    npmScript: 'simulator',
    npmCommand: 'npm run simulator',
    nodeCommand: 'node dist/simulator/index.js',
    summary: "Serves the service's simulated API (agent jobs, their pull requests, every analytics report,\nrate limits and faults) until stopped with Ctrl-C. See simulator/README.md.",
    options: {
        port: {
            type: 'string',
            value: '<port>',
            default: '4010',
            description: 'the port to listen on; 0 picks a free one'
        },
        host: {
            type: 'string',
            value: '<address>',
            default: '127.0.0.1',
            description: 'the address to listen on'
        },
        'job-duration': {
            type: 'string',
            value: '<ms>',
            default: '3000',
            description: 'how long a job stays active unless its prompt says (sim:duration=)'
        },
        'job-outcome': {
            type: 'string',
            value: `<${_directives_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTCOMES */ .i.join('|')}>`,
            default: 'pr',
            description: 'how a job ends unless its prompt says (sim:outcome=)'
        },
        'site-pages': {
            type: 'string',
            value: '<count>',
            default: '1200',
            description: 'pages of the generated site the analytics cover'
        },
        'feedback-entries': {
            type: 'string',
            value: '<count>',
            default: '400',
            description: 'feedback entries over the 30 days before today'
        },
        'search-terms': {
            type: 'string',
            value: '<count>',
            default: '500',
            description: 'distinct search terms over the 30 days before today'
        },
        conversations: {
            type: 'string',
            value: '<count>',
            default: '300',
            description: 'assistant conversations over the 30 days before today'
        },
        latency: {
            type: 'string',
            value: '<ms>',
            default: '0',
            description: 'added before every API answer'
        },
        'no-rate-limit': { type: 'boolean', description: "switch off the service's rate limits" }
    },
    check: (values) => {
        if (!_directives_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTCOMES */ .i.includes(values['job-outcome'])) {
            return `--job-outcome must be one of ${_directives_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTCOMES */ .i.join(', ')}; got "${values['job-outcome']}"`;
        }
        for (const [name, largest] of Object.entries(WHOLE_NUMBERS)) {
            const value = Number(values[name]);
            if (!/^\d+$/.test(String(values[name])) || value > largest) {
                return `--${name} must be a whole number${largest < Number.MAX_SAFE_INTEGER ? ` from 0 to ${largest}` : ''}; got "${values[name]}"`;
            }
        }
        return undefined;
    }
};
const { values } = (0,_cli_options_js__WEBPACK_IMPORTED_MODULE_0__/* .readOptions */ .Tt)(command);
const port = Number(values.port);
const host = String(values.host);
const simulator = await (0,_server_js__WEBPACK_IMPORTED_MODULE_2__/* .startSimulator */ .rs)({
    port,
    host,
    jobDurationMs: Number(values['job-duration']),
    jobOutcome: values['job-outcome'],
    sitePages: Number(values['site-pages']),
    analytics: {
        feedbackEntries: Number(values['feedback-entries']),
        searchTerms: Number(values['search-terms']),
        conversations: Number(values.conversations)
    },
    latencyMs: Number(values.latency),
    rateLimit: values['no-rate-limit'] ? false : undefined
}).catch((error) => {
    // A port or address it cannot listen on is the user's to change: say which, and how.
    const where = `${host}:${port}`;
    const why = error.code === 'EADDRINUSE'
        ? `port ${port} is already in use on ${host} (another simulator?): stop what listens there, or pick another port with --port (0 picks a free one)`
        : error.code === 'EACCES'
            ? `not allowed to listen on ${where}: pick a port above 1023 with --port`
            : error.code === 'EADDRNOTAVAIL'
                ? `--host ${host} is not an address of this machine: pick one of its own, like 127.0.0.1`
                : error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN'
                    ? `--host ${host} is not a name this machine can look up: give an address, like 127.0.0.1`
                    : `cannot listen on ${where}: ${error.message}`;
    process.stderr.write(`${(0,_cli_options_js__WEBPACK_IMPORTED_MODULE_0__/* .nameOf */ .Vb)(command)}: ${why}\n`);
    process.exit(1);
});
console.log(`Simulator listening on ${simulator.url}`);
const stop = async () => {
    await simulator.close();
    process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 561:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   GM: () => (/* binding */ ADDABLE_REPORTS),
/* harmony export */   f5: () => (/* binding */ settingsOf),
/* harmony export */   j$: () => (/* binding */ HttpError),
/* harmony export */   ud: () => (/* binding */ MAX_SEEDED_ROWS)
/* harmony export */ });
/* unused harmony export analyticsOf */
/* harmony import */ var _directives_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(625);

const ADDABLE_REPORTS = ['feedback', 'searches', 'assistant'];
const DEFAULT_ANALYTICS = {
    feedbackEntries: 400,
    searchTerms: 500,
    conversations: 300,
    days: 30,
    until: '',
    trends: true
};
/** The most rows of each report: enough for any bench, bounded so that memory stays small. */
const MAX_SEEDED_ROWS = 200_000;
/** `analytics` merged over `base`; throws a message naming a value out of its range. */
function analyticsOf(analytics, base = DEFAULT_ANALYTICS) {
    const merged = { ...base, ...analytics };
    for (const name of ['feedbackEntries', 'searchTerms', 'conversations']) {
        const value = merged[name];
        if (!Number.isInteger(value) || value < 0 || value > MAX_SEEDED_ROWS) {
            throw new Error(`analytics.${name} must be a whole number from 0 to ${MAX_SEEDED_ROWS}`);
        }
    }
    if (!Number.isInteger(merged.days) || merged.days < 1 || merged.days > 3660) {
        throw new Error('analytics.days must be a whole number from 1 to 3660');
    }
    const until = merged.until;
    const day = typeof until === 'string' ? Date.parse(`${until}T00:00:00Z`) : NaN;
    if (until !== '' &&
        (!/^\d{4}-\d{2}-\d{2}$/.test(String(until)) ||
            Number.isNaN(day) ||
            new Date(day).toISOString().slice(0, 10) !== until)) {
        throw new Error('analytics.until must be a date, YYYY-MM-DD, or empty for today');
    }
    if (typeof merged.trends !== 'boolean')
        throw new Error('analytics.trends must be true or false');
    return merged;
}
function outcomeOf(outcome) {
    if (outcome === undefined)
        return 'pr';
    if (_directives_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTCOMES */ .i.includes(outcome))
        return outcome;
    throw new Error(`jobOutcome must be one of ${_directives_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTCOMES */ .i.join(', ')}`);
}
const DEFAULT_LIMIT = { agentPerHour: 100, analyticsPerHour: 100, windowMs: 3_600_000 };
function settingsOf(options, base) {
    const merged = { ...base, ...options };
    const limit = merged.rateLimit;
    return {
        analytics: analyticsOf(options.analytics, base?.analytics),
        jobDurationMs: merged.jobDurationMs ?? 3000,
        jobOutcome: outcomeOf(merged.jobOutcome),
        sitePages: merged.sitePages ?? 1200,
        latencyMs: merged.latencyMs ?? 0,
        repository: merged.repository ?? 'acme/docs',
        maxPromptLength: merged.maxPromptLength ?? 100_000,
        drift: merged.drift ?? false,
        now: merged.now ?? Date.now,
        projects: merged.projects,
        rateLimit: limit === false ? false : { ...DEFAULT_LIMIT, ...limit }
    };
}
/** An answer of the service's own error shape, thrown by the routes. */
class HttpError extends Error {
    status;
    body;
    headers;
    constructor(status, body, headers = {}) {
        super(body.error);
        this.status = status;
        this.body = body;
        this.headers = headers;
    }
}


/***/ }),

/***/ 648:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  rs: () => (/* binding */ startSimulator)
});

// UNUSED EXPORTS: SIMULATOR_HEADER, headShaOf

;// CONCATENATED MODULE: external "node:http"
const external_node_http_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");
;// CONCATENATED MODULE: ./simulator/seed.ts
/**
 * What the seeded analytics reports (feedback, searches, assistant) share: a seeded random
 * sequence, the window of days their rows lie in, times drawn as readers' activity falls (more on
 * weekdays and in working hours), ids (ULIDs as the assistant's, ObjectId-like hex for feedback)
 * and the ISO timestamps of the answers.
 */
const DAY_MS = 86_400_000;
/** FNV-1a: a small, stable hash for deterministic data. */
function hash(text) {
    let h = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) {
        h ^= text.charCodeAt(i);
        h = Math.imul(h, 0x01000193);
    }
    return h >>> 0;
}
/** mulberry32: a seeded sequence of numbers in [0, 1), the same for the same seed. */
function random(seed) {
    let state = hash(seed);
    return () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    };
}
/** One of `items`, by the next number of `rand`. */
function pick(rand, items) {
    return items[Math.floor(rand() * items.length) % items.length];
}
/** The index chosen by `u` (0 to 1) among `weights`, which need not sum to 1. */
function weighted(u, weights) {
    const sum = weights.reduce((a, b) => a + b, 0);
    let left = u * sum;
    for (let i = 0; i < weights.length; i++) {
        left -= weights[i];
        if (left < 0)
            return i;
    }
    return weights.length - 1;
}
// Readers come in working hours (UTC), half as much at the weekend, and more each week as the
// site grows (trends.ts): 30 % more on the window's last day than four weeks before it.
const HOURS = [
    2, 1.5, 1.2, 1, 1, 1.2, 1.8, 3, 5, 7, 8, 8.5, 8, 8.5, 9, 9, 8.5, 7.5, 6, 5, 4.5, 4, 3.5, 2.5
];
const WEEKDAY = [0.45, 1, 1.05, 1.05, 1, 0.9, 0.45]; // Sunday first, as getUTCDay counts
const GROWTH = 0.3;
const GROWTH_DAYS = 28;
/** Draws moments in `window` as readers' activity falls over its days and hours (and grows). */
function timeDrawer(window, grows) {
    const growth = grows ? GROWTH : 0;
    const days = Math.max(1, Math.round((window.end - window.start) / DAY_MS));
    const weights = Array.from({ length: days }, (_, day) => WEEKDAY[new Date(window.start + day * DAY_MS).getUTCDay()] *
        (1 + growth * Math.min(1, Math.max(0, (day + 0.5 - (days - GROWTH_DAYS)) / GROWTH_DAYS))));
    return (rand) => {
        const day = weighted(rand(), weights);
        const hour = weighted(rand(), HOURS);
        const within = Math.floor(rand() * 3_600_000);
        return window.start + day * DAY_MS + hour * 3_600_000 + within;
    };
}
const iso = (at) => new Date(at).toISOString();
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** A ULID: 10 characters of the time in ms, 16 of randomness (from `rand`). */
function ulid(at, rand) {
    let time = '';
    let left = Math.max(0, Math.floor(at));
    for (let i = 0; i < 10; i++) {
        time = CROCKFORD[left % 32] + time;
        left = Math.floor(left / 32);
    }
    let tail = '';
    for (let i = 0; i < 16; i++)
        tail += CROCKFORD[Math.floor(rand() * 32) % 32];
    return time + tail;
}
/** A ULID as the service takes one: 26 Crockford base32 characters, the time within 48 bits. */
function isUlid(text) {
    return /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/i.test(text);
}
/** The time a ULID carries, in ms. */
function ulidTime(id) {
    let at = 0;
    for (const char of id.slice(0, 10).toUpperCase())
        at = at * 32 + CROCKFORD.indexOf(char);
    return at;
}
/** An id in the form of a MongoDB ObjectId: 8 hex digits of the time in seconds, 16 random. */
function objectId(at, rand) {
    let tail = '';
    for (let i = 0; i < 16; i++)
        tail += Math.floor(rand() * 16).toString(16);
    return Math.floor(at / 1000)
        .toString(16)
        .padStart(8, '0')
        .slice(-8)
        .concat(tail);
}

;// CONCATENATED MODULE: ./simulator/trends.ts
/**
 * How the seeded analytics move over time, so that a week differs from the week before as a live
 * site's do: `compare: previous` shows changes, the summary movers, the digest pages whose AI
 * traffic grew and what went wrong lately. Every trend is anchored at the end of the seeded window
 * (`analytics.until`, default today: the clock the simulator already places its window by) and
 * depends only on the project and the page or term, so the same query has the same answer.
 *
 * - Over the window's last four weeks each page's human visitors drift from 40 % fewer to 80 %
 *   more (most pages gain: the site grows about 4 % a week), and one page in thirty draws AI
 *   agents faster each week over the last three (up to five times as many); other pages' AI
 *   visitors stay as they were.
 * - Readers' activity (feedback, searches, assistant conversations) grows with the site: the
 *   window's last four weeks weigh more and more (seed.ts's time drawer).
 * - In the latest week, two popular pages broke: their readers leave much more feedback, nearly
 *   all of it thumbs down; two popular search terms stop being clicked (the page they led to
 *   moved); and readers ask the assistant more questions the docs do not cover, half of them
 *   about a feature the docs do not describe yet.
 *
 * Before the window's last four weeks nothing moves: a range that ends before them reads as it
 * always did. With `analytics.trends: false` nothing moves at all: every week alike.
 */

const WEEK_MS = 7 * DAY_MS;
/** How long the site's own trends (and readers' activity) take to build up before the anchor. */
const TREND_MS = 4 * WEEK_MS;
/** How long a page drawing AI agents has been drawing them. */
const AI_RISE_MS = 3 * WEEK_MS;
/**
 * The integral over [from, to) of a ramp that is 0 until `start`, rises linearly to 1 at `end`
 * and stays 1, in days: the days a trend adds to the range at its full strength.
 */
function rampDays(from, to, start, end) {
    const upTo = (x) => x <= start ? 0 : x <= end ? (x - start) ** 2 / (2 * (end - start)) : (end - start) / 2 + x - end;
    return to > from ? (upTo(to) - upTo(from)) / DAY_MS : 0;
}
/**
 * The days of [from, to) each rate of a page counts for, with its trends: the human and the AI
 * rates'. `anchor` is the seeded window's end; without one, nothing moves.
 */
function trendDays(projectId, path, span, anchor) {
    const days = Math.max(0, span.to - span.from) / DAY_MS;
    if (anchor === undefined)
        return { human: days, ai: days };
    const h = hash(`${projectId}:trend:${path}`);
    const recent = rampDays(span.from, span.to, anchor - TREND_MS, anchor);
    const human = -0.4 + (h % 121) / 100;
    // One page in thirty draws AI agents: 1 to 4 times more of them at the anchor.
    const aiRise = (h >>> 20) % 30 === 7 ? 1 + ((h >>> 8) % 31) / 10 : 0;
    const rising = aiRise ? rampDays(span.from, span.to, anchor - AI_RISE_MS, anchor) : 0;
    return { human: days + human * recent, ai: days + aiRise * rising };
}
/** When the window's latest week starts (where things went wrong lately); never when still. */
const latestWeekOf = (window, trends) => trends ? window.end - WEEK_MS : Infinity;
/** Two of a list's first `among` items (by index), picked by the project: the same two each time. */
function twoOf(projectId, what, among, from = 0) {
    if (among - from < 2)
        return [];
    const h = hash(`${projectId}:${what}`);
    const first = from + (h % (among - from));
    const second = from + ((first - from + 1 + ((h >>> 12) % (among - from - 1))) % (among - from));
    return [first, second];
}
/** The indexes (visitors.ts's pagePath) of the two popular pages that broke in the latest week. */
const brokenPages = (projectId, pages) => twoOf(projectId, 'broken pages', Math.min(pages, 25), 1);
/** The ranks (searches.ts's bare topics) of the two terms nobody clicks in the latest week. */
const unclickedTerms = (projectId) => twoOf(projectId, 'unclicked terms', 12);
/** The share of the latest week's feedback that goes to the broken pages. */
const BROKEN_SHARE = 0.15;
/** What readers of a broken page say (and most of them vote it down). */
const BROKEN_COMMENTS = [
    'This worked last week; now the example fails with a 404.',
    'The page changed and the steps no longer match the product.',
    'Since the last update the code sample throws an error.',
    'The link in step 2 now goes to a page that does not exist.'
];
/** Questions about a feature the docs do not describe yet (the latest week's new topic). */
const NEW_FEATURE = {
    category: 'MCP server',
    questions: [
        'How do I connect the new MCP server to my editor?',
        'Does the MCP server work with private docs?',
        'Which tools does the MCP server expose?'
    ]
};

;// CONCATENATED MODULE: ./simulator/visitors.ts
/**
 * A generated, deterministic documentation site, its unique visitors and its page views. Each
 * page has daily human and AI rates derived from a hash of (project, path); a range's counts are
 * those rates times the days of the range that fall within the data (2024-01-01 to today), days
 * that count more or less over the last weeks as the page's trends say (trends.ts), so any range
 * is computed without a loop over days.
 * - visitors: totals are deduplicated: a page's total is below human + ai (some visitors are
 *   both), the site's below the sum of its pages (one visitor reads several pages).
 * - views: content view events, counted, not deduplicated: each visitor views a page one or more
 *   times, a page's total is human + ai, and the site's totals are the sums of its pages.
 */

const DATA_START = Date.UTC(2024, 0, 1);
const visitors_DAY_MS = 86_400_000;
/** FNV-1a: a small, stable hash for deterministic data. */
function visitors_hash(text) {
    let h = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) {
        h ^= text.charCodeAt(i);
        h = Math.imul(h, 0x01000193);
    }
    return h >>> 0;
}
const SECTIONS = ['guides', 'api-reference', 'concepts', 'integrations', 'changelog', 'sdk'];
const FIXED = [
    '/',
    '/quickstart',
    '/installation',
    '/api-reference/introduction',
    '/api-reference/authentication'
];
function pagePath(index) {
    if (index < FIXED.length)
        return FIXED[index];
    const n = index - FIXED.length;
    const section = SECTIONS[n % SECTIONS.length];
    const group = Math.floor(n / 50);
    return group % 3 === 0 ? `/${section}/page-${n}` : `/${section}/topic-${group}/page-${n}`;
}
/** The part of [from, to) that holds data (empty: `to` at or before `from`). */
function withData(from, to, now) {
    return { from: Math.max(from, DATA_START), to: Math.min(to, Math.floor(now / visitors_DAY_MS) * visitors_DAY_MS + visitors_DAY_MS) }; // prettier-ignore
}
/**
 * The `metric` table of a project for [from, to): rows ordered by total desc, then path, so
 * offset paging is stable. `extraPages` adds pages at the top (the drift of a live service).
 * `anchor` is where the trends end (the seeded window's end); without one nothing moves.
 */
function buildTable(projectId, metric, pages, from, to, now, extraPages = 0, anchor) {
    const span = withData(from, to, now);
    const rows = [];
    let human = 0;
    let ai = 0;
    for (let i = 0; i < pages; i++) {
        const path = pagePath(i);
        const h = visitors_hash(`${projectId}:${path}`);
        // Popularity falls with the index (a long tail), scattered by the hash.
        const weight = 1 / (1 + i / 20);
        const humanRate = ((h % 1000) / 10) * weight;
        const aiRate = (((h >>> 10) % 400) / 10) * weight;
        const days = trendDays(projectId, path, span, anchor);
        const pageHuman = Math.floor(humanRate * days.human);
        const pageAi = Math.floor(aiRate * days.ai);
        if (metric === 'views') {
            // 1 to 3.5 views a visitor, by page.
            const perVisitor = 1 + ((h >>> 24) % 26) / 10;
            const viewsHuman = Math.floor(pageHuman * perVisitor);
            const viewsAi = Math.floor(pageAi * perVisitor);
            rows.push({ path, human: viewsHuman, ai: viewsAi, total: viewsHuman + viewsAi });
            human += viewsHuman;
            ai += viewsAi;
            continue;
        }
        const overlap = Math.floor(Math.min(pageHuman, pageAi) * (0.05 + ((h >>> 20) % 20) / 100));
        rows.push({ path, human: pageHuman, ai: pageAi, total: pageHuman + pageAi - overlap });
        human += pageHuman;
        ai += pageAi;
    }
    for (let i = 0; i < extraPages; i++) {
        const big = 1_000_000 + i;
        rows.push({ path: `/new/drift-${i}`, human: big, ai: 0, total: big });
        human += big;
    }
    rows.sort((a, b) => b.total - a.total || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    if (metric === 'views')
        return { totals: { human, ai, total: human + ai }, rows };
    // Visitors read several pages: the site's unique visitors are fewer than the page sum.
    const siteHuman = Math.round(human / 2.6);
    const siteAi = Math.round(ai / 1.9);
    const siteTotal = siteHuman + siteAi - Math.round(Math.min(siteHuman, siteAi) * 0.08);
    return { totals: { human: siteHuman, ai: siteAi, total: siteTotal }, rows };
}
/** Epoch ms of a strict ISO 8601 date or date-time, undefined otherwise. */
function parseQueryDate(text) {
    const match = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2}))?$/.exec(text);
    if (!match)
        return undefined;
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
        return undefined;
    const at = Date.parse(match[4] ? text : `${text}T00:00:00Z`);
    return Number.isNaN(at) ? undefined : at;
}

;// CONCATENATED MODULE: ./simulator/analytics.ts
/**
 * The analytics endpoints that page by path, `visitors` and `views` (analytics.openapi.json):
 * the query checked as the service checks it, then one page of the metric's table. Errors carry
 * the analytics API's shape, `{error, details: [{message}]}`. The limit and date checks are shared
 * with the other reports (reports.ts).
 */

const analytics_DAY_MS = 86_400_000;
/** A 400 of the analytics API naming the query parameter. */
function invalid(name, message, error = `Invalid ${name}`) {
    return { status: 400, body: { error, details: [{ path: name, message }] } };
}
/** A whole number from `min` to `max`, `fallback` when absent; throws a 400 otherwise. */
function readInt(query, name, fallback, min, max) {
    const raw = query.get(name);
    if (raw === null)
        return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
        throw invalid(name, `Must be an integer from ${min} to ${max}`);
    }
    return Number(raw);
}
/**
 * dateFrom and dateTo: ISO 8601 or YYYY-MM-DD, dateTo exclusive; the last 30 days when absent
 * (the documents name no default). Throws a 400.
 */
function readRange(query, now) {
    const date = (name) => {
        const raw = query.get(name);
        if (raw === null)
            return undefined;
        const at = parseQueryDate(raw);
        if (at === undefined)
            throw invalid(name, 'Must be an ISO 8601 date or YYYY-MM-DD');
        return at;
    };
    const to = date('dateTo') ?? now;
    const from = date('dateFrom') ?? to - 30 * analytics_DAY_MS;
    if (from >= to)
        throw invalid('dateFrom', 'Must be before dateTo');
    return { from, to };
}
/** Reads limit, offset, dateFrom and dateTo as the documents define them; throws a 400. */
function readAnalyticsQuery(query, now) {
    const limit = readInt(query, 'limit', 50, 1, 250);
    const offset = readInt(query, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
    return { limit, offset, ...readRange(query, now) };
}
/** Builds tables on demand and keeps the last one: paging reads the same table many times. */
class AnalyticsTables {
    cache;
    page(metric, projectId, query, site) {
        const day = Math.floor(site.now / analytics_DAY_MS);
        const key = JSON.stringify([
            metric,
            projectId,
            site.pages,
            query.from,
            query.to,
            day,
            site.extraPages,
            site.anchor ?? null
        ]);
        if (this.cache?.key !== key) {
            const table = buildTable(projectId, metric, site.pages, query.from, query.to, site.now, site.extraPages, site.anchor);
            this.cache = { key, table };
        }
        const { totals, rows } = this.cache.table;
        return {
            totals,
            [metric]: rows.slice(query.offset, query.offset + query.limit),
            hasMore: query.offset + query.limit < rows.length
        };
    }
}

;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
// EXTERNAL MODULE: ./simulator/directives.ts
var simulator_directives = __nccwpck_require__(625);
;// CONCATENATED MODULE: ./simulator/jobs.ts
/**
 * Agent jobs as the simulated service holds them. State is computed from the clock when a job is
 * read (no timers): a turn is active for its duration, then reaches its outcome. A follow-up to a
 * job that has ended starts a new turn at once; like the real service, its answer and the first
 * GETs after it still show the previous turn. A follow-up to a job still at work is queued: its
 * turn starts when the one before it ends, so the job stays active without a gap.
 *
 * A job has at most one pull request: the first turn that ends with outcome `pr` opens it (the
 * next number, in the order PRs open), later such turns push a new head commit to it.
 */


const PR_AUTHOR = 'docs-agent[bot]';
const SOURCE_REF = 'main';
/** The statuses admin-openapi.json lists; `sim:status=` may ask for another while active. */
const DOCUMENTED_STATUSES = ['active', 'completed', 'archived', 'failed'];
/** The commit turn `index` of job `jobId` pushes: deterministic, so tests can predict it. */
function headShaOf(jobId, index) {
    return (0,external_node_crypto_namespaceObject.createHash)('sha1').update(`${jobId}:${index}`).digest('hex');
}
/** GitHub's REST shape of a pull request (the subset the simulator serves). */
function titleOf(prompt) {
    const line = prompt
        .split(/\r?\n/)
        .map((text) => text.trim())
        .find((text) => text !== '');
    // 80 characters, not UTF-16 units: a cut inside an emoji would leave half of it, a lone
    // surrogate that no JSON GitHub sends holds.
    return Array.from(line ?? '')
        .slice(0, 80)
        .join('');
}
class JobStore {
    now;
    settings;
    jobs = new Map();
    nextPr = 101;
    constructor(now, settings) {
        this.now = now;
        this.settings = settings;
    }
    get count() {
        return this.jobs.size;
    }
    all() {
        return [...this.jobs.values()];
    }
    get(projectId, id) {
        const job = this.jobs.get(id);
        return job && job.projectId === projectId ? job : undefined;
    }
    byId(id) {
        return this.jobs.get(id);
    }
    create(projectId, prompt) {
        const id = `job_${(0,external_node_crypto_namespaceObject.randomBytes)(6).toString('hex')}`;
        const job = {
            id,
            projectId,
            repository: this.settings().repository,
            createdAt: this.now(),
            turns: [],
            staleReads: 0
        };
        job.turns.push(this.turn(prompt, this.now()));
        this.jobs.set(id, job);
        return job;
    }
    /**
     * A follow-up: returns the view to answer with, then adds the new turn. To a job that has ended
     * (the previous turn's result, then `stale` GETs of it) the turn starts now; to a job still at
     * work (answered as it is: active) it is queued behind the last turn, and has no stale reads.
     */
    message(job, prompt) {
        const answer = this.view(job);
        const last = job.turns[job.turns.length - 1];
        const busy = !this.ended(last);
        const startedAt = !busy ? this.now() : last.outcome === 'stuck' ? Infinity : this.endOf(last);
        job.turns.push(this.turn(prompt, startedAt));
        job.staleReads = busy ? 0 : (0,simulator_directives/* parseDirectives */.M)(prompt).stale;
        return answer;
    }
    archive(job) {
        job.archivedAt ??= this.now();
    }
    clear() {
        this.jobs.clear();
    }
    /** The job as a GET shows it; consumes one stale read after a follow-up. */
    read(job) {
        if (job.staleReads > 0 && job.turns.length > 1) {
            job.staleReads--;
            return this.view(job, job.turns.length - 2);
        }
        return this.view(job);
    }
    isArchived(job) {
        return this.view(job).status === 'archived';
    }
    /** Every pull request opened so far, by number. */
    pulls() {
        this.settle();
        return this.all()
            .map((job) => this.pullOf(job))
            .filter((pull) => pull !== undefined)
            .sort((a, b) => a.number - b.number);
    }
    /** The pull request `number` of `repository` (owner/repo, any case), if a job opened it. */
    pull(repository, number) {
        const wanted = repository.toLowerCase();
        return this.pulls().find((pull) => pull.number === number && pull.repository.toLowerCase() === wanted);
    }
    turn(prompt, startedAt) {
        const directives = (0,simulator_directives/* parseDirectives */.M)(prompt, this.settings().jobOutcome);
        return {
            prompt,
            startedAt,
            durationMs: directives.durationMs ?? this.settings().jobDurationMs,
            outcome: directives.outcome,
            activeStatus: directives.activeStatus
        };
    }
    endOf(turn) {
        return turn.startedAt + turn.durationMs;
    }
    ended(turn) {
        return turn.outcome !== 'stuck' && this.now() >= this.endOf(turn);
    }
    /** Indexes of the turns that have pushed to the job's PR by now. */
    pushes(job, upTo = job.turns.length - 1) {
        const indexes = [];
        job.turns.forEach((turn, index) => {
            if (index <= upTo && turn.outcome === 'pr' && this.ended(turn))
                indexes.push(index);
        });
        return indexes;
    }
    /** Numbers the PRs opened since the last look, in the order they opened (then of creation). */
    settle() {
        const opened = this.all()
            .filter((job) => job.prNumber === undefined)
            .map((job) => ({ job, first: this.pushes(job)[0] }))
            .filter((entry) => entry.first !== undefined)
            .map(({ job, first }) => ({ job, at: this.endOf(job.turns[first]) }));
        opened.sort((a, b) => a.at - b.at);
        for (const { job } of opened)
            job.prNumber = this.nextPr++;
    }
    pullOf(job) {
        const last = this.pushes(job).pop();
        if (last === undefined || job.prNumber === undefined)
            return undefined;
        return {
            repository: job.repository,
            number: job.prNumber,
            jobId: job.id,
            headRef: `docs-agent/${job.id}`,
            baseRef: SOURCE_REF,
            headSha: headShaOf(job.id, last),
            title: titleOf(job.turns[0].prompt),
            author: PR_AUTHOR
        };
    }
    /** The job as of turn `index` (default: the latest), as far as that turn has started by now. */
    view(job, index = job.turns.length - 1) {
        this.settle();
        const now = this.now();
        // A queued turn that has not started yet leaves the job showing the turn before it.
        while (index > 0 && job.turns[index].startedAt > now)
            index--;
        const turn = job.turns[index];
        let status = turn.activeStatus;
        let prLink = null;
        let archivedAt = job.archivedAt;
        if (this.ended(turn)) {
            // A turn without a PR of its own still shows the job's PR when an earlier turn opened it.
            if (this.pushes(job, index).length > 0) {
                prLink = `https://github.com/${job.repository}/pull/${String(job.prNumber)}`;
            }
            switch (turn.outcome) {
                case 'pr':
                case 'no-pr':
                    status = 'completed';
                    break;
                case 'failed':
                    status = 'failed';
                    break;
                case 'archived':
                    status = 'archived';
                    archivedAt ??= this.endOf(turn);
                    break;
            }
        }
        if (job.archivedAt !== undefined)
            status = 'archived';
        return {
            id: job.id,
            status,
            // admin-openapi.json: "Full URL of the GitHub repository".
            source: { repository: `https://github.com/${job.repository}`, ref: SOURCE_REF },
            model: 'sim-agent-1',
            prLink,
            createdAt: new Date(job.createdAt).toISOString(),
            archivedAt: archivedAt === undefined ? null : new Date(archivedAt).toISOString()
        };
    }
}

;// CONCATENATED MODULE: ./simulator/answers.ts

/** A job status that a prompt's `sim:status=` asked for, outside the documented ones. */
function directedStatus(body) {
    const status = body?.status;
    return typeof status === 'string' && !DOCUMENTED_STATUSES.includes(status) ? status : undefined;
}
function faultHeaders(fault) {
    const headers = { ...fault.headers };
    if (fault.retryAfter !== undefined)
        headers['retry-after'] = String(fault.retryAfter);
    return headers;
}
function send(res, status, body, headers = {}) {
    if (body === undefined) {
        res.writeHead(status, headers);
        res.end();
        return;
    }
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(text);
}

// EXTERNAL MODULE: ./simulator/options.ts
var simulator_options = __nccwpck_require__(561);
;// CONCATENATED MODULE: ./simulator/github-labels.ts
/**
 * The labels of issues and pull requests as GitHub's REST API keeps them, for the simulator's
 * GitHub (routes.ts): a run pointed there labels its pull request (`POST …/issues/{n}/labels`),
 * asks whether one carries a label (`GET …/issues/{n}/labels`, the docs check) and takes a label
 * off (`DELETE …/issues/{n}/labels/{name}`) as it would on GitHub. Any number of any repository
 * takes labels, a job's pull request or not (the simulator's issues are numbers only); a name is
 * one label in any case, as on GitHub, kept as first given. Listed in the order added, by
 * `per_page` (30 by default, at most 100) and `page`, without GitHub's `Link` header. In memory,
 * cleared with the simulator: `sim.pullState(repository, number).labels`.
 */

const API = 'https://api.github.com';
const REMOVE_DOCS = 'https://docs.github.com/rest/issues/labels#remove-a-label-from-an-issue';
const ADD_DOCS = 'https://docs.github.com/rest/issues/labels#add-labels-to-an-issue';
/** A `label` of `repository`, as GitHub answers it. */
function label(repository, name) {
    const id = (0,external_node_crypto_namespaceObject.createHash)('sha256').update(`label:${repository}:${name}`).digest().readUInt32BE(0);
    return {
        id: id + 1,
        node_id: Buffer.from(`LA:${id + 1}`).toString('base64url'),
        url: `${API}/repos/${repository}/labels/${encodeURIComponent(name)}`,
        name,
        description: null,
        color: 'ededed',
        default: false
    };
}
class LabelStore {
    /** `<owner/repo, lower case>#<number>` -> its labels, in the order added. */
    labels = new Map();
    clear() {
        this.labels.clear();
    }
    /** The labels of issue or pull request `number`, in the order added. */
    of(repository, number) {
        return [...(this.labels.get(keyOf(repository, number)) ?? [])];
    }
    /** Answers `method path` (the part after `/_sim/github`) when it is a label operation. */
    answer(method, path, body, search) {
        const one = /^\/repos\/([^/]+\/[^/]+)\/issues\/(\d+)\/labels\/([^/]+)$/.exec(path);
        if (one && method === 'DELETE') {
            return this.remove(decoded(one[1] ?? ''), Number(one[2]), decoded(one[3] ?? ''));
        }
        const all = /^\/repos\/([^/]+\/[^/]+)\/issues\/(\d+)\/labels$/.exec(path);
        if (!all)
            return undefined;
        const repository = decoded(all[1] ?? '');
        const number = Number(all[2]);
        if (method === 'GET') {
            const perPage = Math.min(Math.max(Number(search.get('per_page') ?? 30) || 30, 1), 100);
            const page = Math.max(Number(search.get('page') ?? 1) || 1, 1);
            const listed = this.of(repository, number).slice((page - 1) * perPage, page * perPage);
            return { status: 200, body: listed.map((name) => label(repository, name)) };
        }
        if (method === 'POST')
            return this.add(repository, number, body);
        return undefined;
    }
    /** `{labels: [...]}` of names or of `{name}`, or a bare array of them, as GitHub takes them. */
    add(repository, number, body) {
        const given = Array.isArray(body) ? body : body?.labels;
        const names = Array.isArray(given)
            ? given.map((item) => typeof item === 'string' ? item : item?.name)
            : undefined;
        if (!names || !names.every((name) => typeof name === 'string' && name !== '')) {
            return {
                status: 422,
                body: { message: 'Validation Failed', documentation_url: ADD_DOCS, status: '422' }
            };
        }
        const kept = this.labels.get(keyOf(repository, number)) ?? [];
        for (const name of names) {
            if (!kept.some((known) => known.toLowerCase() === name.toLowerCase()))
                kept.push(name);
        }
        this.labels.set(keyOf(repository, number), kept);
        return { status: 200, body: kept.map((name) => label(repository, name)) };
    }
    /** Takes `name` off, answering the labels left; GitHub's 404 when the issue does not carry it. */
    remove(repository, number, name) {
        const kept = this.labels.get(keyOf(repository, number)) ?? [];
        const at = kept.findIndex((known) => known.toLowerCase() === name.toLowerCase());
        if (at < 0) {
            return {
                status: 404,
                body: { message: 'Label does not exist', documentation_url: REMOVE_DOCS, status: '404' }
            };
        }
        kept.splice(at, 1);
        return { status: 200, body: kept.map((left) => label(repository, left)) };
    }
}
const keyOf = (repository, number) => `${repository.toLowerCase()}#${number}`;
/** A path part decoded; as it is when it is not valid percent-encoding. */
function decoded(part) {
    try {
        return decodeURIComponent(part);
    }
    catch {
        return part;
    }
}

;// CONCATENATED MODULE: ./simulator/github-pull.ts
/**
 * A pull request as GitHub's REST API answers `GET /repos/{owner}/{repo}/pulls/{n}` (the
 * `pull-request` schema of GitHub's description, openapi/github/): every field it requires, with
 * the simulator's branch, commit and title, the labels, the state and the reviews requested its
 * GitHub keeps (github-labels.ts, github-pull-state.ts), and GitHub's URL patterns for the rest. The GitHub
 * of routes.ts serves it, so that `npm start`, `npm run local-action` and the tests without the
 * GitHub stand-in see what GitHub would send.
 */


const github_pull_API = 'https://api.github.com';
const WEB = 'https://github.com';
/** When the simulator's repositories and accounts were made: any fixed past date does. */
const CREATED = '2026-01-05T09:00:00Z';
/** A stable positive id for a name (GitHub's ids are integers, node ids opaque strings). */
function idOf(name) {
    return (0,external_node_crypto_namespaceObject.createHash)('sha256').update(name).digest().readUInt32BE(0) + 1;
}
const nodeId = (kind, name) => Buffer.from(`${kind}:${idOf(name)}`).toString('base64url');
/** `simple-user`: an account, its URLs after GitHub's. */
function user(login, type) {
    const url = `${github_pull_API}/users/${encodeURIComponent(login)}`;
    return {
        login,
        id: idOf(`user:${login}`),
        node_id: nodeId('U', login),
        avatar_url: `https://avatars.githubusercontent.com/u/${idOf(`user:${login}`)}?v=4`,
        gravatar_id: '',
        url,
        html_url: `${WEB}/${encodeURIComponent(login)}`,
        followers_url: `${url}/followers`,
        following_url: `${url}/following{/other_user}`,
        gists_url: `${url}/gists{/gist_id}`,
        starred_url: `${url}/starred{/owner}{/repo}`,
        subscriptions_url: `${url}/subscriptions`,
        organizations_url: `${url}/orgs`,
        repos_url: `${url}/repos`,
        events_url: `${url}/events{/privacy}`,
        received_events_url: `${url}/received_events`,
        type,
        site_admin: false
    };
}
/** The `{…}_url` fields of a repository: name -> the path after the repository's API URL. */
const REPOSITORY_URLS = {
    archive_url: '/{archive_format}{/ref}',
    assignees_url: '/assignees{/user}',
    blobs_url: '/git/blobs{/sha}',
    branches_url: '/branches{/branch}',
    collaborators_url: '/collaborators{/collaborator}',
    comments_url: '/comments{/number}',
    commits_url: '/commits{/sha}',
    compare_url: '/compare/{base}...{head}',
    contents_url: '/contents/{+path}',
    contributors_url: '/contributors',
    deployments_url: '/deployments',
    downloads_url: '/downloads',
    events_url: '/events',
    forks_url: '/forks',
    git_commits_url: '/git/commits{/sha}',
    git_refs_url: '/git/refs{/sha}',
    git_tags_url: '/git/tags{/sha}',
    hooks_url: '/hooks',
    issue_comment_url: '/issues/comments{/number}',
    issue_events_url: '/issues/events{/number}',
    issues_url: '/issues{/number}',
    keys_url: '/keys{/key_id}',
    labels_url: '/labels{/name}',
    languages_url: '/languages',
    merges_url: '/merges',
    milestones_url: '/milestones{/number}',
    notifications_url: '/notifications{?since,all,participating}',
    pulls_url: '/pulls{/number}',
    releases_url: '/releases{/id}',
    stargazers_url: '/stargazers',
    statuses_url: '/statuses/{sha}',
    subscribers_url: '/subscribers',
    subscription_url: '/subscription',
    tags_url: '/tags',
    teams_url: '/teams',
    trees_url: '/git/trees{/sha}'
};
/** `repository`: `owner/name` as GitHub answers it inside a pull request's head and base. */
function repository(fullName) {
    const [owner = '', name = ''] = fullName.split('/');
    const url = `${github_pull_API}/repos/${fullName}`;
    return {
        id: idOf(`repo:${fullName}`),
        node_id: nodeId('R', fullName),
        name,
        full_name: fullName,
        owner: user(owner, 'Organization'),
        private: false,
        html_url: `${WEB}/${fullName}`,
        description: null,
        fork: false,
        url,
        ...Object.fromEntries(Object.entries(REPOSITORY_URLS).map(([key, path]) => [key, url + path])),
        git_url: `git://github.com/${fullName}.git`,
        ssh_url: `git@github.com:${fullName}.git`,
        clone_url: `${WEB}/${fullName}.git`,
        svn_url: `${WEB}/${fullName}`,
        mirror_url: null,
        homepage: null,
        language: null,
        forks: 0,
        forks_count: 0,
        stargazers_count: 0,
        watchers: 0,
        watchers_count: 0,
        size: 0,
        default_branch: 'main',
        open_issues: 0,
        open_issues_count: 0,
        has_issues: true,
        has_projects: false,
        has_wiki: false,
        has_pages: false,
        has_downloads: true,
        archived: false,
        disabled: false,
        license: null,
        pushed_at: CREATED,
        created_at: CREATED,
        updated_at: CREATED
    };
}
/** What a pull request the simulator's GitHub has kept nothing of is: open, without labels. */
const UNTOUCHED = {
    labels: [],
    state: 'open',
    closedAt: null,
    mergeCommit: null,
    headDeleted: false,
    requestedReviewers: [],
    requestedTeams: []
};
/** `team`: a team of the organisation `owner`, its URLs after GitHub's. */
function team(owner, slug) {
    const id = idOf(`team:${owner}/${slug}`);
    const org = `${github_pull_API}/organizations/${idOf(`user:${owner}`)}`;
    return {
        id,
        node_id: nodeId('T', `${owner}/${slug}`),
        url: `${org}/team/${id}`,
        html_url: `${WEB}/orgs/${encodeURIComponent(owner)}/teams/${encodeURIComponent(slug)}`,
        name: slug,
        slug,
        description: null,
        privacy: 'closed',
        notification_setting: 'notifications_enabled',
        permission: 'pull',
        members_url: `${org}/team/${id}/members{/member}`,
        repositories_url: `${org}/team/${id}/repos`,
        parent: null,
        type: 'organization'
    };
}
/** The pull request the simulator's job opened, as GitHub's `pulls/get` answers it. */
function toGitHubPull(pull, kept = UNTOUCHED) {
    const [owner = ''] = pull.repository.split('/');
    const merged = kept.mergeCommit !== null;
    const url = `${github_pull_API}/repos/${pull.repository}/pulls/${pull.number}`;
    const issue = `${github_pull_API}/repos/${pull.repository}/issues/${pull.number}`;
    const html = `${WEB}/${pull.repository}/pull/${pull.number}`;
    const links = {
        self: url,
        html,
        issue,
        comments: `${issue}/comments`,
        review_comments: `${url}/comments`,
        review_comment: `${github_pull_API}/repos/${pull.repository}/pulls/comments{/number}`,
        commits: `${url}/commits`,
        statuses: `${github_pull_API}/repos/${pull.repository}/statuses/${pull.headSha}`
    };
    const side = (ref, sha) => ({
        label: `${owner}:${ref}`,
        ref,
        sha,
        user: user(owner, 'Organization'),
        repo: repository(pull.repository)
    });
    return {
        url,
        id: idOf(`pull:${pull.repository}#${pull.number}`),
        node_id: nodeId('PR', `${pull.repository}#${pull.number}`),
        html_url: html,
        diff_url: `${html}.diff`,
        patch_url: `${html}.patch`,
        issue_url: issue,
        commits_url: links.commits,
        review_comments_url: links.review_comments,
        review_comment_url: links.review_comment,
        comments_url: links.comments,
        statuses_url: links.statuses,
        number: pull.number,
        state: kept.state,
        locked: false,
        title: pull.title,
        user: user(pull.author, pull.author.endsWith('[bot]') ? 'Bot' : 'User'),
        body: null,
        labels: kept.labels.map((name) => label(pull.repository, name)),
        milestone: null,
        active_lock_reason: null,
        created_at: CREATED,
        updated_at: CREATED,
        closed_at: kept.closedAt,
        merged_at: merged ? kept.closedAt : null,
        merge_commit_sha: kept.mergeCommit,
        assignee: null,
        assignees: [],
        requested_reviewers: kept.requestedReviewers.map((login) => user(login, 'User')),
        requested_teams: kept.requestedTeams.map((slug) => team(owner, slug)),
        head: side(pull.headRef, pull.headSha),
        base: side(pull.baseRef, (0,external_node_crypto_namespaceObject.createHash)('sha1').update(`${pull.repository}@${pull.baseRef}`).digest('hex')),
        _links: Object.fromEntries(Object.entries(links).map(([key, href]) => [key, { href }])),
        author_association: 'NONE',
        auto_merge: null,
        draft: false,
        merged,
        // GitHub computes no mergeability of a merged pull request.
        mergeable: merged ? null : true,
        rebaseable: merged ? null : true,
        mergeable_state: merged ? 'unknown' : 'clean',
        merged_by: merged ? user(owner, 'User') : null,
        comments: 0,
        review_comments: 0,
        maintainer_can_modify: false,
        commits: 1,
        additions: 1,
        deletions: 0,
        changed_files: 1
    };
}

;// CONCATENATED MODULE: ./simulator/github-collaborators.ts
/**
 * Who may write to a repository, as GitHub's REST API answers it, for the simulator's GitHub
 * (routes.ts): `GET /repos/{owner}/{repo}/collaborators/{username}/permission`, which a run on an
 * event someone triggered (a pull request opened, a label, a comment) asks before it acts. Every
 * account is a collaborator with write permission on every repository of the simulator's GitHub,
 * so that the demo's author may start a docs job (`npm start -- --pr`); a bot (a login ending in
 * `[bot]`) is none: GitHub's 404 (the action never asks of one: it acts for a bot only when
 * allowed-users names it).
 */

const DOCS = 'https://docs.github.com/rest/collaborators/collaborators#get-repository-permissions-for-a-user';
/** Answers `method path` (the part after `/_sim/github`) when it asks for a permission. */
function permissionAnswer(method, path) {
    const match = /^\/repos\/[^/]+\/[^/]+\/collaborators\/([^/]+)\/permission$/.exec(path);
    if (!match || method !== 'GET')
        return undefined;
    const login = github_collaborators_decoded(match[1] ?? '');
    if (login.endsWith('[bot]')) {
        return {
            status: 404,
            body: { message: 'Not Found', documentation_url: DOCS, status: '404' }
        };
    }
    return {
        status: 200,
        body: {
            permission: 'write',
            role_name: 'write',
            user: {
                ...user(login, 'User'),
                role_name: 'write',
                permissions: { admin: false, maintain: false, push: true, triage: true, pull: true }
            }
        }
    };
}
/** A path part decoded; as it is when it is not valid percent-encoding. */
function github_collaborators_decoded(part) {
    try {
        return decodeURIComponent(part);
    }
    catch {
        return part;
    }
}

;// CONCATENATED MODULE: ./simulator/demo-push.js
// The push `npm start -- --push` plays, and whose change the simulator's GitHub answers through
// the compare API (github-compare.ts): one fixed range of acme/docs. Plain JavaScript (typed for
// the simulator's TypeScript by demo-push.d.ts), like cli-options.js, so that scripts/start.js
// reads the same range as it is and the simulator's bundle holds it.

/**
 * @typedef {object} DemoPush
 * @property {string} repository owner/repo: the workflow's repository (the local runner's)
 * @property {string} ref the ref pushed
 * @property {string} before the commit the ref was at (40 hex digits)
 * @property {string} after the commit pushed: the range's last commit (40 hex digits)
 * @property {string} pusher the login that pushed
 */

/** @type {Readonly<DemoPush>} */
const DEMO_PUSH = Object.freeze({
  repository: 'acme/docs',
  ref: 'refs/heads/main',
  before: '5d1e7a0c3b9f24e6a8d0c1b2e3f4a5b6c7d8e9f0',
  after: '9a4f2c7e1b8d3f6a0c5e2b9d4f7a1c8e3b6d0f25',
  pusher: 'octocat'
})

;// CONCATENATED MODULE: ./simulator/github-compare.ts
/**
 * GitHub's compare API for the simulator's GitHub (routes.ts): `GET /repos/{owner}/{repo}/compare/
 * {base}...{head}` answered in the `commit-comparison` shape of GitHub's description
 * (openapi/github/), for one built-in change: the push `npm start -- --push` plays (demo-push.js),
 * so that a run with `include-changes` shows the change as context. Any other range answers 404,
 * as GitHub answers commits it does not have.
 *
 * Paged as GitHub pages it: `per_page` commits (at most 100; all of them when not asked) of page
 * `page`, and the files on the first page only.
 */



const github_compare_API = 'https://api.github.com';
const github_compare_WEB = 'https://github.com';
/** The change, oldest commit first: a flag added to a CLI, its test, and a dependency bumped. */
const COMMITS = [
    {
        message: 'Add a --dry-run flag to the deploy command\n\nPrints the plan and changes nothing.',
        login: 'octocat',
        name: 'The Octocat',
        date: '2026-11-20T09:12:00Z'
    },
    {
        message: 'Test --dry-run',
        login: 'octocat',
        name: 'The Octocat',
        date: '2026-11-20T09:40:00Z'
    },
    {
        message: 'Bump yaml from 2.4.5 to 2.5.0',
        login: 'octocat',
        name: 'The Octocat',
        date: '2026-11-20T10:02:00Z'
    }
];
const FILES = [
    {
        filename: 'src/cli.ts',
        status: 'modified',
        patch: [
            '@@ -8,8 +8,11 @@ export interface Options {',
            '   verbose: boolean',
            '+  /** Print what would change, and change nothing. */',
            '+  dryRun: boolean',
            ' }',
            ' ',
            ' export function parseArgs(argv: string[]): Options {',
            '-  const options: Options = { verbose: false }',
            '+  const options: Options = { verbose: false, dryRun: false }',
            '   for (const arg of argv) {',
            "     if (arg === '--verbose') options.verbose = true",
            "+    else if (arg === '--dry-run') options.dryRun = true",
            '     else throw new Error(`Unknown option: ${arg}`)'
        ].join('\n')
    },
    {
        filename: 'src/deploy.ts',
        status: 'modified',
        patch: [
            '@@ -21,3 +21,7 @@ export async function deploy(options: Options): Promise<void> {',
            '   const plan = await planDeploy(options)',
            '+  if (options.dryRun) {',
            '+    for (const step of plan.steps) console.log(`would ${step.describe()}`)',
            '+    return',
            '+  }',
            '   for (const step of plan.steps) await step.run()',
            ' }'
        ].join('\n')
    },
    {
        filename: 'test/cli.test.ts',
        status: 'added',
        patch: [
            '@@ -0,0 +1,7 @@',
            "+import { parseArgs } from '../src/cli.js'",
            '+',
            "+test('--dry-run sets dryRun', () => {",
            "+  expect(parseArgs(['--dry-run'])).toEqual({ verbose: false, dryRun: true })",
            '+})',
            '+',
            "+test('no flag, no dry run', () => expect(parseArgs([]).dryRun).toBe(false))"
        ].join('\n')
    },
    {
        filename: 'package.json',
        status: 'modified',
        patch: [
            '@@ -14,3 +14,3 @@',
            '   "dependencies": {',
            '-    "yaml": "^2.4.5"',
            '+    "yaml": "^2.5.0"',
            '   }'
        ].join('\n')
    },
    {
        filename: 'package-lock.json',
        status: 'modified',
        patch: [
            '@@ -412,5 +412,5 @@',
            '     "node_modules/yaml": {',
            '-      "version": "2.4.5",',
            '-      "resolved": "https://registry.npmjs.org/yaml/-/yaml-2.4.5.tgz",',
            '-      "integrity": "sha512-aBx2bnqDzVOyNKfsysjA2ms5ZlnjSAW2eG3/L5G/CSujfjLJTJsEw1bGw8kCf04KodQWk1pxlGnZ56CRxiawmg==",',
            '+      "version": "2.5.0",',
            '+      "resolved": "https://registry.npmjs.org/yaml/-/yaml-2.5.0.tgz",',
            '+      "integrity": "sha512-2wWLbGbYDiSqqIKoPjar3MPgB94ErzCtrNE1FdqGuaO0pi2JGjmE8aW8TDZwzU7vuxcGRdL/4gPQwQ7hD5AMSw==",',
            '       "license": "ISC",'
        ].join('\n')
    }
];
const sha1 = (text) => (0,external_node_crypto_namespaceObject.createHash)('sha1').update(text).digest('hex');
/** The commit ids: fixed, the last one the push's `after`. */
const commitSha = (index) => index === COMMITS.length - 1 ? DEMO_PUSH.after : sha1(`demo-push:${index}`);
/** A `commit` of `repository`, as GitHub lists one in a comparison or a pull request. */
function commitOf(repository, sha, commit, parent) {
    const api = `${github_compare_API}/repos/${repository}`;
    const person = {
        name: commit.name,
        email: `${commit.login}@users.noreply.github.com`,
        date: commit.date
    };
    return {
        url: `${api}/commits/${sha}`,
        sha,
        node_id: Buffer.from(`C:${sha}`).toString('base64url'),
        html_url: `${github_compare_WEB}/${repository}/commit/${sha}`,
        comments_url: `${api}/commits/${sha}/comments`,
        commit: {
            url: `${api}/git/commits/${sha}`,
            author: person,
            committer: person,
            message: commit.message,
            comment_count: 0,
            tree: { sha: sha1(`tree:${sha}`), url: `${api}/git/trees/${sha1(`tree:${sha}`)}` }
        },
        author: user(commit.login, 'User'),
        committer: user(commit.login, 'User'),
        parents: [
            {
                sha: parent,
                url: `${api}/commits/${parent}`,
                html_url: `${github_compare_WEB}/${repository}/commit/${parent}`
            }
        ]
    };
}
/** Lines a patch adds and removes, as GitHub counts them. */
function counts(patch) {
    const lines = patch.split('\n').filter((line) => !line.startsWith('@@'));
    const additions = lines.filter((line) => line.startsWith('+')).length;
    const deletions = lines.filter((line) => line.startsWith('-')).length;
    return { additions, deletions, changes: additions + deletions };
}
/** A `diff-entry`: `file` as GitHub lists it at commit `head` of `repository`. */
function diffEntry(repository, head, file) {
    return {
        sha: sha1(`blob:${file.filename}:${head}`),
        filename: file.filename,
        status: file.status,
        ...counts(file.patch),
        blob_url: `${github_compare_WEB}/${repository}/blob/${head}/${file.filename}`,
        raw_url: `${github_compare_WEB}/${repository}/raw/${head}/${file.filename}`,
        contents_url: `${github_compare_API}/repos/${repository}/contents/${file.filename}?ref=${head}`,
        patch: file.patch
    };
}
/** GitHub's basic-error for a range it does not know. */
const notFound = {
    status: 404,
    body: {
        message: 'Not Found',
        documentation_url: 'https://docs.github.com/rest/commits/commits#compare-two-commits',
        status: '404'
    }
};
/**
 * Answers `GET /repos/{owner}/{repo}/compare/{basehead}` (owner/repo and basehead decoded), or
 * 404 when it is not the demo push's range.
 */
function compareAnswer(repository, basehead, search) {
    const { before, after } = DEMO_PUSH;
    if (repository.toLowerCase() !== DEMO_PUSH.repository.toLowerCase() ||
        basehead !== `${before}...${after}`) {
        return notFound;
    }
    const name = DEMO_PUSH.repository;
    const asked = search.has('per_page') ? Number(search.get('per_page')) : 250;
    const perPage = Number.isSafeInteger(asked) && asked > 0 ? Math.min(asked, 100) : 250;
    const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
    const all = COMMITS.map((commit, index) => commitOf(name, commitSha(index), commit, index === 0 ? before : commitSha(index - 1)));
    const base = commitOf(name, before, {
        message: 'Release 1.4.0',
        login: 'octocat',
        name: 'The Octocat',
        date: '2026-11-18T16:00:00Z'
    }, sha1('demo-push:base-parent'));
    const api = `${github_compare_API}/repos/${name}`;
    const web = `${github_compare_WEB}/${name}`;
    return {
        status: 200,
        body: {
            url: `${api}/compare/${basehead}`,
            html_url: `${web}/compare/${basehead}`,
            permalink_url: `${web}/compare/acme:${before}...acme:${after}`,
            diff_url: `${web}/compare/${basehead}.diff`,
            patch_url: `${web}/compare/${basehead}.patch`,
            base_commit: base,
            merge_base_commit: base,
            status: 'ahead',
            ahead_by: all.length,
            behind_by: 0,
            total_commits: all.length,
            commits: all.slice((page - 1) * perPage, page * perPage),
            files: page === 1 ? FILES.map((file) => diffEntry(name, after, file)) : []
        }
    };
}

;// CONCATENATED MODULE: ./simulator/routes.ts



/**
 * A slice of GitHub's REST API under /_sim/github, so that a client pointed there
 * (GITHUB_API_URL) reads the pull requests jobs opened, closes or reopens them and asks for their
 * reviews (`GET`/`PATCH /repos/{owner}/{repo}/pulls/{n}`, `POST …/requested_reviewers`,
 * github-pull-state.ts), keeps issue comments and their reactions (github-comments.ts): a
 * tracking comment, for `npm start -- --comment`, and people's, for `--conversation`, keeps the
 * labels of issues and pull requests (github-labels.ts), takes commit statuses
 * (github-statuses.ts), for the docs check, says every account may write
 * (github-collaborators.ts), compares the demo push's range (github-compare.ts), for
 * `npm start -- --push`, and lists the demo pull request's commits and files
 * (github-pull-changes.ts), for `npm start -- --pr`.
 */
function githubSlice(jobs, stores, method, path, body, search = new URLSearchParams()) {
    const rest = path.replace(/^\/_sim\/github/, '');
    const answered = stores.comments.answer(method, rest, body) ??
        stores.statuses.answer(method, rest, body) ??
        stores.labels.answer(method, rest, body, search) ??
        stores.pullChanges.answer(method, rest, search) ??
        permissionAnswer(method, rest);
    if (answered)
        return answered;
    const compare = /^\/_sim\/github\/repos\/([^/]+)\/([^/]+)\/compare\/([^/]+)$/.exec(path);
    if (compare && method === 'GET') {
        const [, owner, repo, basehead] = compare.map(routes_decoded);
        return compareAnswer(`${String(owner)}/${String(repo)}`, String(basehead), search);
    }
    // GitHub's basic-error, as its REST API answers a pull request that does not exist.
    const notFound = {
        status: 404,
        body: {
            message: 'Not Found',
            documentation_url: 'https://docs.github.com/rest/pulls/pulls#get-a-pull-request',
            status: '404'
        }
    };
    const match = /^\/_sim\/github\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)(\/requested_reviewers)?$/.exec(path); // prettier-ignore
    const reviews = match?.[4] !== undefined;
    if (!match || !(reviews ? method === 'POST' : method === 'GET' || method === 'PATCH')) {
        return notFound;
    }
    const [, owner, repo, number] = match.map((part) => routes_decoded(part ?? ''));
    const named = `${String(owner)}/${String(repo)}`;
    const pull = jobs.pull(named, Number(number)) ?? stores.pullChanges.pullOf(named, Number(number));
    if (!pull)
        return notFound;
    const refused = reviews
        ? stores.pullStates.requestReviewers(pull, body)
        : method === 'PATCH'
            ? stores.pullStates.update(pull, body)
            : undefined;
    if (refused)
        return refused;
    const kept = {
        ...stores.pullStates.of(pull.repository, pull.number),
        labels: stores.labels.of(pull.repository, pull.number)
    };
    return { status: reviews ? 201 : 200, body: toGitHubPull(pull, kept) };
}
/** A path part decoded; as it is when it is not valid percent-encoding. */
function routes_decoded(part) {
    try {
        return decodeURIComponent(part);
    }
    catch {
        return part;
    }
}
/** The analytics operations by their path after the project (analytics.openapi.json). */
const ANALYTICS_PATHS = new Map([
    ['visitors', 'visitors'],
    ['views', 'views'],
    ['feedback', 'feedback'],
    ['feedback/by-page', 'feedbackByPage'],
    ['searches', 'searches'],
    ['assistant', 'assistant'],
    ['assistant/caller-stats', 'callerStats']
]);
/** The API operation of a request, and its path parameters (decoded). */
function routeOf(method, path) {
    const parts = path
        .split('/')
        .slice(1)
        .map((part) => {
        try {
            return decodeURIComponent(part);
        }
        catch {
            return part;
        }
    });
    const [version, area, projectId, kind, id, tail] = parts;
    if (version === 'v2' && area === 'agent' && projectId && kind === 'job') {
        if (parts.length === 4 && method === 'POST')
            return { route: 'createJob', params: [projectId] };
        if (parts.length === 5 && id && method === 'GET')
            return { route: 'getJob', params: [projectId, id] };
        if (parts.length === 6 && id && tail === 'message' && method === 'POST') {
            return { route: 'sendMessage', params: [projectId, id] };
        }
    }
    if (version === 'v1' && area === 'analytics' && projectId && method === 'GET') {
        // `feedback%2Fby-page` is one segment, no path of the document.
        const segments = parts.slice(3);
        const fixed = segments.some((part) => part.includes('/'))
            ? undefined
            : ANALYTICS_PATHS.get(segments.join('/'));
        if (fixed)
            return { route: fixed, params: [projectId] };
        if (parts.length === 6 && kind === 'assistant' && id === 'threads' && tail) {
            return { route: 'assistantThread', params: [projectId, tail] };
        }
    }
    return { route: 'unknown', params: [] };
}
/** Sliding-window counters, one list of timestamps per key. */
class RateLimiter {
    hits = new Map();
    /** Counts a use; returns the seconds to wait when over the limit. */
    use(key, limit, windowMs, now) {
        const recent = (this.hits.get(key) ?? []).filter((at) => at > now - windowMs);
        if (recent.length >= limit) {
            this.hits.set(key, recent);
            return Math.max(1, Math.ceil((recent[0] + windowMs - now) / 1000));
        }
        recent.push(now);
        this.hits.set(key, recent);
        return undefined;
    }
    clear() {
        this.hits.clear();
    }
}

;// CONCATENATED MODULE: ./simulator/control.ts


function control(state, simulator, method, path, body, search) {
    const { faults, requests, jobs } = state;
    if (path === '/_sim/faults' && method === 'POST') {
        faults.add(body);
        return { status: 204, body: undefined };
    }
    if (path === '/_sim/faults' && method === 'DELETE') {
        faults.clear();
        return { status: 204, body: undefined };
    }
    if (path === '/_sim/requests' && method === 'GET')
        return { status: 200, body: requests };
    if (path === '/_sim/requests' && method === 'DELETE') {
        requests.length = 0;
        return { status: 204, body: undefined };
    }
    if (path === '/_sim/config' && method === 'POST') {
        try {
            state.settings = (0,simulator_options/* settingsOf */.f5)(body, state.settings);
        }
        catch (error) {
            return { status: 400, body: { error: error.message } };
        }
        return { status: 204, body: undefined };
    }
    const report = /^\/_sim\/analytics\/([^/]+)$/.exec(path)?.[1];
    if (report && simulator_options/* ADDABLE_REPORTS */.GM.includes(report) && method === 'POST') {
        try {
            return { status: 201, body: simulator.addAnalytics(report, body) };
        }
        catch (error) {
            return { status: 400, body: { error: error.message } };
        }
    }
    if (path === '/_sim/analytics' && method === 'DELETE') {
        state.reports.clear();
        return { status: 204, body: undefined };
    }
    if (path === '/_sim/reset' && method === 'POST') {
        simulator.reset();
        return { status: 204, body: undefined };
    }
    if (path === '/_sim/pulls' && method === 'GET')
        return { status: 200, body: jobs.pulls() };
    const onPull = pullAction(state, simulator, method, path, body);
    if (onPull)
        return onPull;
    // A person comments on an issue (or a pull request): what the GITHUB_TOKEN cannot write.
    const onIssue = /^\/_sim\/issues\/([^/]+)\/([^/]+)\/(\d+)\/comments$/.exec(path);
    if (onIssue && method === 'POST') {
        const [owner, repo] = [onIssue[1], onIssue[2]].map((part) => control_decoded(String(part)));
        if (owner === undefined || repo === undefined || !/^[1-9]\d{0,9}$/.test(onIssue[3] ?? '')) {
            const error = 'owner and repo must be percent-encoded names, and the number an issue’s';
            return { status: 400, body: { error } };
        }
        const made = state.comments.addByPerson(`${owner}/${repo}`, Number(onIssue[3]), body);
        if (made instanceof Error)
            return { status: 400, body: { error: made.message } };
        return { status: 201, body: made };
    }
    if (path === '/_sim/github' || path.startsWith('/_sim/github/')) {
        return githubSlice(jobs, state, method, path, body, search);
    }
    if (path === '/_sim/statuses' && method === 'GET') {
        return { status: 200, body: state.statuses.all() };
    }
    if (path === '/_sim/jobs' && method === 'GET') {
        return {
            status: 200,
            body: jobs.all().map((job) => ({ ...jobs.view(job), projectId: job.projectId }))
        };
    }
    const archive = /^\/_sim\/jobs\/([^/]+)\/archive$/.exec(path);
    if (archive && method === 'POST') {
        const job = jobs.byId(decodeURIComponent(archive[1]));
        if (!job)
            return { status: 404, body: { error: 'Job not found' } };
        jobs.archive(job);
        return { status: 200, body: jobs.view(job) };
    }
    return { status: 404, body: { error: 'Unknown control endpoint' } };
}
/**
 * `POST /_sim/pulls/{owner}/{repo}/{number}/merge` and `…/delete-head-branch` (a pull request a
 * job opened: 204, 404 when none did, 409 when it cannot be done), `…/push` (the next commits of
 * the demo's code pull request, demo-pull.js: 200 with its head before and after, 404 for
 * another, 409 when it has had all its pushes); undefined for any other request.
 */
function pullAction(state, simulator, method, path, body) {
    const onPull = /^\/_sim\/pulls\/([^/]+)\/([^/]+)\/(\d+)\/(merge|delete-head-branch|push)$/.exec(path);
    if (!onPull || method !== 'POST')
        return undefined;
    const [, owner, repo, number, act] = onPull.map((part) => decodeURIComponent(part));
    const repository = `${String(owner)}/${String(repo)}`;
    const known = act === 'push'
        ? state.pullChanges.headOf(repository, Number(number)) !== undefined
        : (state.jobs.pull(repository, Number(number)) ??
            state.pullChanges.pullOf(repository, Number(number))) !== undefined;
    if (!known)
        return { status: 404, body: { error: 'Pull request not found' } };
    try {
        if (act === 'push')
            return { status: 200, body: simulator.pushToPull(repository, Number(number)) }; // prettier-ignore
        if (act === 'merge') {
            const mergeCommit = body?.mergeCommit;
            simulator.mergePull(repository, Number(number), typeof mergeCommit === 'string' ? mergeCommit : undefined); // prettier-ignore
        }
        else
            simulator.deleteHeadBranch(repository, Number(number));
    }
    catch (error) {
        return { status: 409, body: { error: error.message } };
    }
    return { status: 204, body: undefined };
}
/** A path part decoded; undefined when its percent-encoding is broken. */
function control_decoded(part) {
    try {
        return decodeURIComponent(part);
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./simulator/faults.ts
/** The analytics operations: a fault for `analytics` applies to any of them. */
const ANALYTICS_ROUTES = [
    'visitors',
    'views',
    'feedback',
    'feedbackByPage',
    'searches',
    'assistant',
    'assistantThread',
    'callerStats'
];
class FaultQueue {
    queue = [];
    add(faults) {
        for (const fault of Array.isArray(faults) ? faults : [faults]) {
            this.queue.push({ fault, left: fault.times ?? 1 });
        }
    }
    clear() {
        this.queue = [];
    }
    /** The first queued fault for `route`, consuming one of its uses. */
    take(route) {
        const entry = this.queue.find((e) => e.fault.route === '*' ||
            e.fault.route === route ||
            (e.fault.route === 'analytics' && ANALYTICS_ROUTES.includes(route)));
        if (!entry)
            return undefined;
        entry.left--;
        if (entry.left <= 0)
            this.queue.splice(this.queue.indexOf(entry), 1);
        return entry.fault;
    }
}
/** The body of a malformed answer. */
function malformedBody(kind) {
    switch (kind) {
        case 'html':
            return {
                type: 'text/html',
                text: '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>'
            };
        case 'not-json':
            return {
                type: 'text/plain',
                text: 'upstream connect error or disconnect/reset before headers'
            };
        case 'truncated-json':
            return { type: 'application/json', text: '{"id":"job_trunc","status":"act' };
        case 'wrong-shape':
            return { type: 'application/json', text: '{"ok":true}' };
        case 'empty':
            return { type: 'application/json', text: '' };
    }
}

;// CONCATENATED MODULE: ./simulator/github-comments.ts
/**
 * Issue comments as GitHub's REST API keeps them, for the simulator's GitHub (routes.ts): a run
 * with `comment: true` pointed there (`npm start -- --comment`) creates, reads and edits its
 * tracking comment as it would on GitHub, and a person sees what it wrote. In memory, cleared
 * with the simulator. A comment made through the API is the installation's
 * (`github-actions[bot]`), as the GITHUB_TOKEN's are, and so is a reaction; a person's comment
 * is added by a control endpoint (`addByPerson`, control.ts), so that a demo can steer a job by
 * comments (`npm start -- --conversation`).
 */

const github_comments_API = 'https://api.github.com';
const github_comments_WEB = 'https://github.com';
/** The installation's bot, as GitHub renders it on what a GITHUB_TOKEN wrote. */
const botUser = () => ({
    ...user('github-actions[bot]', 'Bot'),
    id: 41898282,
    node_id: 'MDM6Qm90NDE4OTgyODI=',
    avatar_url: 'https://avatars.githubusercontent.com/in/15368?v=4',
    url: `${github_comments_API}/users/github-actions%5Bbot%5D`,
    html_url: `${github_comments_WEB}/apps/github-actions`
});
/** GitHub refuses longer bodies. */
const MAX_BODY = 65_536;
/** GitHub's `author-association` values. */
const ASSOCIATIONS = [
    'COLLABORATOR',
    'CONTRIBUTOR',
    'FIRST_TIMER',
    'FIRST_TIME_CONTRIBUTOR',
    'MANNEQUIN',
    'MEMBER',
    'NONE',
    'OWNER'
];
/** The reactions GitHub takes (reactions/create-for-issue-comment). */
const REACTIONS = ['+1', '-1', 'laugh', 'confused', 'heart', 'hooray', 'rocket', 'eyes'];
const github_comments_notFound = (doc) => ({
    status: 404,
    body: {
        message: 'Not Found',
        documentation_url: `https://docs.github.com/rest/${doc}`,
        status: '404'
    }
});
class CommentStore {
    now;
    comments = [];
    reactions = [];
    nextId = 1001;
    nextReaction = 1;
    constructor(now) {
        this.now = now;
    }
    clear() {
        this.comments = [];
        this.reactions = [];
    }
    /**
     * A comment by a person (`login`, GitHub's `association`: default COLLABORATOR, who may steer
     * a job), as GitHub answers it; an Error naming what is wrong otherwise.
     */
    addByPerson(repository, issue, fields) {
        const { login, body, association = 'COLLABORATOR' } = (fields ?? {});
        // A person's login as GitHub allows it: an app's (`…[bot]`) is no person.
        const person = /^[A-Za-z0-9](?:-?[A-Za-z0-9]){0,38}$/;
        if (typeof login !== 'string' || login.length > 39 || !person.test(login)) {
            return new Error('login must be a GitHub login (letters, digits, single hyphens, at most 39)');
        }
        if (typeof body !== 'string' || body.length > MAX_BODY) {
            return new Error(`body must be a string of at most ${MAX_BODY} characters`);
        }
        if (typeof association !== 'string' ||
            !ASSOCIATIONS.includes(association)) {
            return new Error(`association must be one of ${ASSOCIATIONS.join(', ')}`);
        }
        return this.render(this.add(repository, issue, body, { login, association }));
    }
    add(repository, issue, body, person) {
        const at = stamp(this.now());
        const made = { id: this.nextId++, repository, issue, body, created: at, updated: at, person };
        this.comments.push(made);
        return made;
    }
    /** The comments of one issue, oldest first. */
    of(repository, issue) {
        return this.comments.filter((c) => c.repository === repository && c.issue === issue);
    }
    /** `issue-comment`, as GitHub answers it. */
    render(c) {
        const repo = `${github_comments_API}/repos/${c.repository}`;
        return {
            id: c.id,
            node_id: Buffer.from(`IC:${c.id}`).toString('base64url'),
            url: `${repo}/issues/comments/${c.id}`,
            html_url: `${github_comments_WEB}/${c.repository}/issues/${c.issue}#issuecomment-${c.id}`,
            body: c.body,
            user: c.person ? user(c.person.login, 'User') : botUser(),
            created_at: c.created,
            updated_at: c.updated,
            issue_url: `${repo}/issues/${c.issue}`,
            author_association: c.person?.association ?? 'NONE',
            reactions: this.rollup(c)
        };
    }
    /** `reaction-rollup`: a comment's reactions counted, as GitHub renders them on it. */
    rollup(c) {
        const on = this.reactions.filter((r) => r.commentId === c.id);
        const counts = Object.fromEntries(REACTIONS.map((content) => [content, on.filter((r) => r.content === content).length]));
        return {
            url: `${github_comments_API}/repos/${c.repository}/issues/comments/${c.id}/reactions`,
            total_count: on.length,
            ...counts
        };
    }
    /**
     * `POST …/issues/comments/{id}/reactions`: the installation's reaction, 201; 200 with the one
     * it added before, as GitHub answers a reaction added again.
     */
    react(found, body) {
        const content = body?.content;
        if (!REACTIONS.includes(content))
            return github_comments_invalid();
        const before = this.reactions.find((r) => r.commentId === found.id && r.content === content);
        const reaction = before ?? {
            id: this.nextReaction++,
            commentId: found.id,
            content: String(content),
            created: stamp(this.now())
        };
        if (!before)
            this.reactions.push(reaction);
        return {
            status: before ? 200 : 201,
            body: {
                id: reaction.id,
                node_id: Buffer.from(`REA:${reaction.id}`).toString('base64url'),
                user: botUser(),
                content: reaction.content,
                created_at: reaction.created
            }
        };
    }
    /** Answers `method path` (the part after `/_sim/github`) when it is a comment operation. */
    answer(method, path, body) {
        const text = body?.body;
        const list = /^\/repos\/([^/]+\/[^/]+)\/issues\/(\d+)\/comments$/.exec(path);
        if (list) {
            const [, repository = '', number = ''] = list;
            if (method === 'GET') {
                return { status: 200, body: this.of(repository, Number(number)).map((c) => this.render(c)) };
            }
            if (method === 'POST') {
                if (typeof text !== 'string' || text.length > MAX_BODY)
                    return github_comments_invalid();
                return { status: 201, body: this.render(this.add(repository, Number(number), text)) };
            }
        }
        const one = /^\/repos\/([^/]+\/[^/]+)\/issues\/comments\/(\d+)$/.exec(path);
        if (one) {
            const [, repository, id] = one;
            const found = this.comments.find((c) => c.repository === repository && c.id === Number(id));
            if (!found)
                return github_comments_notFound('issues/comments#get-an-issue-comment');
            if (method === 'GET')
                return { status: 200, body: this.render(found) };
            if (method === 'DELETE') {
                this.comments.splice(this.comments.indexOf(found), 1);
                return { status: 204, body: undefined };
            }
            if (method === 'PATCH') {
                if (typeof text !== 'string' || text.length > MAX_BODY)
                    return github_comments_invalid();
                found.body = text;
                found.updated = stamp(this.now());
                return { status: 200, body: this.render(found) };
            }
        }
        const reactions = /^\/repos\/([^/]+\/[^/]+)\/issues\/comments\/(\d+)\/reactions$/.exec(path);
        if (reactions && method === 'POST') {
            const [, repository, id] = reactions;
            const found = this.comments.find((c) => c.repository === repository && c.id === Number(id));
            if (!found)
                return github_comments_notFound('reactions/reactions#create-reaction-for-an-issue-comment');
            return this.react(found, body);
        }
        // An installation token may not ask who it is: its comments are a bot's.
        if (path === '/user' && method === 'GET') {
            return {
                status: 403,
                body: {
                    message: 'Resource not accessible by integration',
                    documentation_url: 'https://docs.github.com/rest/users/users#get-the-authenticated-user',
                    status: '403'
                }
            };
        }
        return undefined;
    }
}
function github_comments_invalid() {
    return {
        status: 422,
        body: {
            message: 'Validation Failed',
            documentation_url: 'https://docs.github.com/rest',
            status: '422'
        }
    };
}
/** The simulator's time, as its comments have always carried it. */
function stamp(ms) {
    return new Date(ms).toISOString();
}

;// CONCATENATED MODULE: ./simulator/demo-pull.js
// The code pull request `npm start -- --pr` plays (scripts/demo-pr.js), and whose change the
// simulator's GitHub answers through the pull request APIs (github-pull-changes.ts): acme/cli#42,
// opened with two commits, then one more pushed (synchronize), then merged. Plain JavaScript
// (typed for the simulator's TypeScript by demo-pull.d.ts), like demo-push.js, so that the demo
// builds its events from the same commits and files the simulator's bundle serves.

/**
 * @typedef {object} DemoPullCommit
 * @property {string} sha 40 hex digits
 * @property {string} message
 * @property {string} date ISO 8601, GitHub's format
 */

/**
 * @typedef {object} DemoPullFile
 * @property {string} filename
 * @property {'added' | 'modified'} status
 * @property {string} patch the file's change against the base, as GitHub lists it
 */

/**
 * @typedef {object} DemoPullPush
 * @property {string} head the pull request's head commit after the push: its last commit's
 * @property {DemoPullCommit[]} commits the commits the push added, oldest first
 * @property {DemoPullFile[]} files the pull request's files at that head (all of its change)
 */

/**
 * @typedef {object} DemoPull
 * @property {string} repository owner/repo: the workflow's repository (the code's)
 * @property {number} number
 * @property {string} title
 * @property {string} body
 * @property {string} author the login that opened it and pushed its commits
 * @property {string} authorName the name in its commits
 * @property {string} headRef its branch
 * @property {string} baseRef the branch it merges into
 * @property {string} base the commit of baseRef it starts from (40 hex digits)
 * @property {readonly DemoPullPush[]} pushes what it is at opening, then after each push
 * @property {string} mergeCommit the commit its merge makes on baseRef (40 hex digits)
 */

/** The new command's file at the first head, then at the second (with --format json). */
const EXPORT_V1 = [
  "+import { writeFile } from 'node:fs/promises'",
  "+import { join } from 'node:path'",
  "+import { listPages } from '../pages.js'",
  '+',
  '+/** `cli export <dir>`: writes every page of the project in <dir>, one Markdown file each. */',
  '+export async function exportPages(dir: string): Promise<number> {',
  '+  const pages = await listPages()',
  '+  for (const page of pages) {',
  '+    await writeFile(join(dir, `${page.slug}.md`), page.markdown)',
  '+  }',
  '+  return pages.length',
  '+}'
]

const EXPORT_V2 = [
  "+import { writeFile } from 'node:fs/promises'",
  "+import { join } from 'node:path'",
  "+import { listPages } from '../pages.js'",
  '+',
  '+/**',
  '+ * `cli export <dir> [--format md|json]`: writes every page of the project in <dir>, one file',
  '+ * each: its Markdown (the default), or with --format json its title, path and Markdown.',
  '+ */',
  "+export async function exportPages(dir: string, format: 'md' | 'json' = 'md'): Promise<number> {",
  '+  const pages = await listPages()',
  '+  for (const page of pages) {',
  "+    const text = format === 'json' ? JSON.stringify(page, null, 2) : page.markdown",
  '+    await writeFile(join(dir, `${page.slug}.${format}`), text)',
  '+  }',
  '+  return pages.length',
  '+}'
]

/** @param {string[]} lines the added lines of a new file */
const added = (lines) => [`@@ -0,0 +1,${lines.length} @@`, ...lines].join('\n')

/** @type {DemoPullFile} */
const CLI = {
  filename: 'src/cli.ts',
  status: 'modified',
  patch: [
    '@@ -1,9 +1,11 @@',
    " import { deploy } from './commands/deploy.js'",
    "+import { exportPages } from './commands/export.js'",
    " import { status } from './commands/status.js'",
    ' ',
    ' const commands = {',
    '   deploy,',
    '+  export: exportPages,',
    '   status',
    ' }'
  ].join('\n')
}

/**
 * @param {string[]} lines
 * @returns {DemoPullFile}
 */
const exportFile = (lines) => ({ filename: 'src/commands/export.ts', status: 'added', patch: added(lines) }) // prettier-ignore

/** @type {DemoPullFile} */
const TEST = {
  filename: 'test/export.test.ts',
  status: 'added',
  patch: added([
    "+import { exportPages } from '../src/commands/export.js'",
    '+',
    "+test('exports every page', async () => expect(await exportPages(tmp())).toBe(3))"
  ])
}

/** @type {Readonly<DemoPull>} */
const DEMO_PULL = Object.freeze({
  repository: 'acme/cli',
  number: 42,
  title: 'Add the export command',
  body: "`cli export <dir>` writes the project's pages as files, for an offline copy or a review.",
  author: 'octocat',
  authorName: 'The Octocat',
  headRef: 'export-command',
  baseRef: 'main',
  base: 'c2912276315ac91f1c15f2cefb4755c59f2787f4',
  pushes: Object.freeze([
    {
      head: '1406814d54088ea32a9400b2ea6e5ee1b433a0db',
      commits: [
        {
          sha: '30f54b841a7d03d9b108a12a0a48df8fe61d7262',
          message: 'Add the export command\n\nWrites every page of the project as a Markdown file.',
          date: '2026-11-23T09:05:00Z'
        },
        {
          sha: '1406814d54088ea32a9400b2ea6e5ee1b433a0db',
          message: 'Test the export command',
          date: '2026-11-23T09:31:00Z'
        }
      ],
      files: [CLI, exportFile(EXPORT_V1), TEST]
    },
    {
      head: '4deb515867f134ad632cee579f8608cba0bb8554',
      commits: [
        {
          sha: '4deb515867f134ad632cee579f8608cba0bb8554',
          message: 'Let export write JSON with --format json',
          date: '2026-11-23T14:12:00Z'
        }
      ],
      files: [CLI, exportFile(EXPORT_V2), TEST]
    }
  ]),
  mergeCommit: '50652027cb96ebcc17c75fd1f9116db1a2c6616c'
})

;// CONCATENATED MODULE: ./simulator/github-pull-changes.ts
/**
 * GitHub's pull request APIs for a pull request's change, for the simulator's GitHub (routes.ts):
 * `GET /repos/{owner}/{repo}/pulls/{n}/commits` and `…/files` answered in GitHub's `commit` and
 * `diff-entry` shapes for one built-in pull request, the code pull request `npm start -- --pr`
 * plays (demo-pull.js), so that a run with `include-changes` on its `pull_request` events sends
 * its change. It stands at its opening until a push (`push`: `sim.pushToPull`, or
 * `POST /_sim/pulls/{owner}/{repo}/{n}/push`) moves it to its next head: its commits then are
 * those of every push so far, its files those of the new head. Any other pull request's commits
 * and files answer GitHub's 404 (the simulator's GitHub has no change of them).
 *
 * Paged as GitHub pages them, by `per_page` (30 by default, at most 100) and `page`, without
 * GitHub's `Link` header (the demo's lists fit on one page).
 */


const github_pull_changes_DOCS = {
    commits: 'https://docs.github.com/rest/pulls/pulls#list-commits-on-a-pull-request',
    files: 'https://docs.github.com/rest/pulls/pulls#list-pull-requests-files'
};
/** GitHub's basic-error for a pull request it does not have. */
const github_pull_changes_notFound = (list) => ({
    status: 404,
    body: { message: 'Not Found', documentation_url: github_pull_changes_DOCS[list], status: '404' }
});
/** Whether `repository#number` (owner/repo in any case) is the demo's pull request. */
const isDemoPull = (repository, number) => repository.toLowerCase() === DEMO_PULL.repository.toLowerCase() && number === DEMO_PULL.number;
class PullChangeStore {
    /** The pushes the demo pull request has had: 1 at its opening. */
    pushes = 1;
    clear() {
        this.pushes = 1;
    }
    /**
     * The demo pull request as the simulator's GitHub keeps a pull request (github-pull.ts answers
     * it, its state kept like a job's), when `repository#number` is it.
     */
    pullOf(repository, number) {
        if (!isDemoPull(repository, number))
            return undefined;
        const { headRef, baseRef, title, author } = DEMO_PULL;
        const headSha = this.current().head;
        return { repository: DEMO_PULL.repository, number, jobId: '', headRef, baseRef, headSha, title, author }; // prettier-ignore
    }
    /** The demo pull request's head now, when `repository#number` is it. */
    headOf(repository, number) {
        return isDemoPull(repository, number) ? this.current().head : undefined;
    }
    /**
     * Someone pushes the next commits of `repository#number` (the demo pull request's next push):
     * its head before and after. Throws when it is not the demo's, or has no push left.
     */
    push(repository, number) {
        if (!isDemoPull(repository, number)) {
            throw new Error(`No pull request ${repository}#${number} has commits to push: only ${DEMO_PULL.repository}#${DEMO_PULL.number} (demo-pull.js)`); // prettier-ignore
        }
        const next = DEMO_PULL.pushes[this.pushes];
        if (!next) {
            throw new Error(`${DEMO_PULL.repository}#${DEMO_PULL.number} has had its ${DEMO_PULL.pushes.length} pushes: none is left`); // prettier-ignore
        }
        const before = this.current().head;
        this.pushes++;
        return { before, after: next.head };
    }
    /** Answers `method path` (the part after `/_sim/github`) when it lists a pull request's change. */
    answer(method, path, search) {
        const match = /^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)\/(commits|files)$/.exec(path);
        if (!match || method !== 'GET')
            return undefined;
        const [, owner = '', repo = '', number = '', list = ''] = match;
        const which = list === 'commits' ? 'commits' : 'files';
        const repository = `${github_pull_changes_decoded(owner)}/${github_pull_changes_decoded(repo)}`;
        if (!isDemoPull(repository, Number(number)))
            return github_pull_changes_notFound(which);
        const perPage = Math.min(Math.max(Number(search.get('per_page') ?? 30) || 30, 1), 100);
        const page = Math.max(Number(search.get('page') ?? 1) || 1, 1);
        const all = which === 'commits' ? this.commits() : this.files();
        return { status: 200, body: all.slice((page - 1) * perPage, page * perPage) };
    }
    /** The push the demo pull request stands at. */
    current() {
        const push = DEMO_PULL.pushes[this.pushes - 1];
        if (!push)
            throw new Error('demo-pull.js lists no push');
        return push;
    }
    /** Every commit pushed so far, oldest first, each the child of the one before. */
    commits() {
        const { repository, author, authorName, base } = DEMO_PULL;
        const pushed = DEMO_PULL.pushes.slice(0, this.pushes).flatMap((push) => push.commits);
        return pushed.map((commit, index) => commitOf(repository, commit.sha, { message: commit.message, login: author, name: authorName, date: commit.date }, index === 0 ? base : (pushed[index - 1]?.sha ?? base)));
    }
    /** The files changed at the current head, with their patches against the base. */
    files() {
        const { head, files } = this.current();
        return files.map((file) => diffEntry(DEMO_PULL.repository, head, file));
    }
}
/** A path part decoded; as it is when it is not valid percent-encoding. */
function github_pull_changes_decoded(part) {
    try {
        return decodeURIComponent(part);
    }
    catch {
        return part;
    }
}

;// CONCATENATED MODULE: ./simulator/github-pull-state.ts
/**
 * Whether the jobs' pull requests are open, closed or merged, as GitHub's REST API keeps it, for
 * the simulator's GitHub (routes.ts): a run pointed there closes or reopens a pull request with
 * `PATCH …/pulls/{n}` `{state}` (a docs pull request following its code pull request) and reads
 * the state back with `GET …/pulls/{n}`, as it would on GitHub; it asks for reviews with
 * `POST …/pulls/{n}/requested_reviewers` (`pr-reviewers`), which `GET` then shows requested.
 *
 * GitHub's refusals: 422 "Validation Failed" on reopening a merged pull request, or one whose head
 * branch is gone; closing a closed one, or opening an open one, leaves it as it is. What a person
 * does on GitHub, a test does in-process (`sim.mergePull`, `sim.deleteHeadBranch`, which closes an
 * open pull request as deleting its head branch does on GitHub) or over HTTP
 * (`POST /_sim/pulls/{owner}/{repo}/{number}/merge`, `…/delete-head-branch`). In memory, cleared
 * with the simulator: `sim.pullState(repository, number)`.
 */

/**
 * GitHub's 422 of a pull request update it will not make. Its message on a head branch that is
 * gone is GitHub's as GitHub answered it ("state cannot be changed. The <branch> branch has been
 * deleted."); on a merged pull request we found no recording of GitHub's words: the shape is
 * GitHub's, the words the simulator's.
 */
const refused = (error) => ({
    status: 422,
    body: {
        message: 'Validation Failed',
        errors: [{ resource: 'PullRequest', field: 'state', ...error }],
        documentation_url: 'https://docs.github.com/rest/pulls/pulls#update-a-pull-request',
        status: '422'
    }
});
class PullStateStore {
    now;
    /** `<owner/repo, lower case>#<number>` -> what changed since the pull request opened. */
    kept = new Map();
    constructor(now) {
        this.now = now;
    }
    clear() {
        this.kept.clear();
    }
    /** Open, closed or merged, and since when (labels: none here; see LabelStore). */
    of(repository, number) {
        const kept = this.kept.get(github_pull_state_keyOf(repository, number)) ?? OPEN;
        return {
            ...kept,
            requestedReviewers: [...kept.requestedReviewers],
            requestedTeams: [...kept.requestedTeams]
        };
    }
    /**
     * PATCH …/pulls/{n} of `pull`: undefined once done (the caller answers the pull request), or
     * GitHub's refusal. Of the fields GitHub takes, only `state` is kept.
     */
    update(pull, body) {
        const wanted = body?.state;
        if (wanted !== undefined && wanted !== 'open' && wanted !== 'closed') {
            return refused({ code: 'invalid' });
        }
        const kept = this.of(pull.repository, pull.number);
        if (wanted === 'closed')
            this.close(pull.repository, pull.number);
        if (wanted === 'open' && kept.state === 'closed') {
            if (kept.mergeCommit) {
                return refused({ code: 'custom', message: 'state cannot be changed. The pull request has been merged.' }); // prettier-ignore
            }
            if (kept.headDeleted) {
                return refused({ code: 'custom', message: `state cannot be changed. The ${pull.headRef} branch has been deleted.` }); // prettier-ignore
            }
            this.set(pull, { ...kept, state: 'open', closedAt: null });
        }
        return undefined;
    }
    /**
     * POST …/pulls/{n}/requested_reviewers of `pull`: undefined once asked (the caller answers the
     * pull request), or GitHub's 422: logins or slugs that are not strings, or the author asked
     * (every other login is a collaborator of the simulator's GitHub, github-collaborators.ts).
     */
    requestReviewers(pull, body) {
        const given = (body ?? {});
        const names = (value) => value === undefined
            ? []
            : Array.isArray(value) && value.every((name) => typeof name === 'string')
                ? value
                : undefined;
        const reviewers = names(given.reviewers);
        const teams = names(given.team_reviewers);
        if (!reviewers || !teams)
            return github_pull_state_invalid('Invalid request.');
        if (reviewers.some((login) => login.toLowerCase() === pull.author.toLowerCase())) {
            return github_pull_state_invalid('Review cannot be requested from pull request author.');
        }
        const kept = this.of(pull.repository, pull.number);
        this.set(pull, {
            ...kept,
            requestedReviewers: addOnce(kept.requestedReviewers, reviewers),
            requestedTeams: addOnce(kept.requestedTeams, teams)
        });
        return undefined;
    }
    /** Closes it now, unless it is closed already. */
    close(repository, number) {
        const kept = this.of(repository, number);
        if (kept.state === 'closed')
            return;
        this.kept.set(github_pull_state_keyOf(repository, number), { ...kept, state: 'closed', closedAt: this.at() });
    }
    /** Someone deletes its head branch: GitHub closes it when open, and will not reopen it. */
    deleteHeadBranch(pull) {
        this.close(pull.repository, pull.number);
        this.set(pull, { ...this.of(pull.repository, pull.number), headDeleted: true });
    }
    /** Someone merges it (open): closed and merged now. Throws when it is closed. */
    merge(pull, mergeCommit) {
        const kept = this.of(pull.repository, pull.number);
        if (kept.state === 'closed') {
            throw new Error(`Pull request ${pull.repository}#${pull.number} is closed: GitHub merges only an open one`); // prettier-ignore
        }
        const sha = mergeCommit ??
            (0,external_node_crypto_namespaceObject.createHash)('sha1').update(`${pull.repository}#${pull.number}:merge`).digest('hex');
        this.set(pull, { ...kept, state: 'closed', closedAt: this.at(), mergeCommit: sha });
    }
    set(pull, kept) {
        this.kept.set(github_pull_state_keyOf(pull.repository, pull.number), kept);
    }
    at() {
        return new Date(this.now()).toISOString().replace(/\.\d{3}Z$/, 'Z');
    }
}
const OPEN = {
    state: 'open',
    closedAt: null,
    mergeCommit: null,
    headDeleted: false,
    requestedReviewers: [],
    requestedTeams: []
};
/** GitHub's 422 of a review request it will not take. */
const github_pull_state_invalid = (message) => ({
    status: 422,
    body: {
        message,
        documentation_url: 'https://docs.github.com/rest/pulls/review-requests#request-reviewers-for-a-pull-request',
        status: '422'
    }
});
/** `names` after `kept`, those already there (in any case) left out. */
const addOnce = (kept, names) => names.reduce((all, name) => all.some((known) => known.toLowerCase() === name.toLowerCase()) ? all : [...all, name], kept);
const github_pull_state_keyOf = (repository, number) => `${repository.toLowerCase()}#${number}`;

;// CONCATENATED MODULE: ./simulator/github-statuses.ts
/**
 * Commit statuses as GitHub's REST API takes them, for the simulator's GitHub (routes.ts): a run
 * pointed there sets its docs check (`POST …/statuses/{sha}`) as it would on GitHub (the labels it
 * asks about are github-labels.ts's).
 *
 * A status is checked as GitHub checks it, each refusal GitHub's 422: a state of GitHub's four, a
 * description of at most 140 characters (GitHub's REST description says only "A short
 * description of the status."; the bound is GitHub's answer to a longer one), a commit id of 40
 * or 64 hex digits (the simulator has every such commit), at most 1000 statuses of one commit and
 * context. Kept in memory in the order set, cleared with the simulator: `sim.statuses()`, or
 * `GET /_sim/statuses`.
 */

const github_statuses_API = 'https://api.github.com';
const BOT = 'github-actions[bot]';
const github_statuses_DOCS = 'https://docs.github.com/rest/commits/statuses#create-a-commit-status';
const STATES = ['error', 'failure', 'pending', 'success'];
const MAX_DESCRIPTION = 140;
const MAX_PER_CONTEXT = 1000;
/** GitHub's 422 of a status it will not take. */
const github_statuses_refused = (message, field, code = 'custom') => ({
    status: 422,
    body: {
        message: 'Validation Failed',
        errors: [{ resource: 'Status', code, ...(field ? { field } : {}), message }],
        documentation_url: github_statuses_DOCS
    }
});
class StatusStore {
    now;
    statuses = [];
    constructor(now) {
        this.now = now;
    }
    clear() {
        this.statuses = [];
    }
    /** Every status taken since the last reset, in the order set. */
    all() {
        return this.statuses.map((status) => ({ ...status }));
    }
    /** Answers `method path` (the part after `/_sim/github`) when it is one of these operations. */
    answer(method, path, body) {
        const status = /^\/repos\/([^/]+\/[^/]+)\/statuses\/(.+)$/.exec(path);
        if (status && method === 'POST') {
            return this.create(github_statuses_decoded(status[1] ?? ''), github_statuses_decoded(status[2] ?? ''), body);
        }
        return undefined;
    }
    create(repository, sha, body) {
        if (!/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i.test(sha)) {
            return {
                status: 422,
                body: { message: `No commit found for SHA: ${sha}`, documentation_url: github_statuses_DOCS, status: '422' }
            };
        }
        const given = (body ?? {});
        const texts = ['context', 'description', 'target_url'];
        const mistyped = texts.find((field) => given[field] != null && typeof given[field] !== 'string');
        if (mistyped)
            return github_statuses_refused(`${mistyped} is invalid`, mistyped, 'invalid');
        const { context, description, target_url } = given;
        const state = STATES.find((known) => known === given.state);
        if (!state)
            return github_statuses_refused('state is not included in the list', 'state');
        // Characters, not UTF-16 units, as GitHub counts them.
        if (typeof description === 'string' && [...description].length > MAX_DESCRIPTION) {
            return github_statuses_refused(`description is too long (maximum is ${MAX_DESCRIPTION} characters)`, 'description'); // prettier-ignore
        }
        const name = context ? context : 'default';
        const same = this.statuses.filter((s) => s.repository.toLowerCase() === repository.toLowerCase() &&
            s.sha.toLowerCase() === sha.toLowerCase() &&
            s.context.toLowerCase() === name.toLowerCase());
        if (same.length >= MAX_PER_CONTEXT) {
            return github_statuses_refused('This SHA and context has reached the maximum number of statuses.');
        }
        const kept = {
            repository,
            sha,
            context: name,
            state,
            description: description ?? null,
            target_url: target_url ?? null,
            order: this.statuses.length + 1,
            created_at: new Date(this.now()).toISOString().replace(/\.\d{3}Z$/, 'Z')
        };
        this.statuses.push(kept);
        const url = `${github_statuses_API}/repos/${repository}/statuses/${sha}`;
        const creator = user(BOT, 'Bot');
        return {
            status: 201,
            body: {
                url,
                avatar_url: creator.avatar_url,
                id: 5000 + kept.order,
                node_id: Buffer.from(`SC:${kept.order}`).toString('base64url'),
                state: kept.state,
                description: kept.description,
                target_url: kept.target_url,
                context: kept.context,
                created_at: kept.created_at,
                updated_at: kept.created_at,
                creator
            }
        };
    }
}
/** A path part decoded; as it is when it is not valid percent-encoding. */
function github_statuses_decoded(part) {
    try {
        return decodeURIComponent(part);
    }
    catch {
        return part;
    }
}

;// CONCATENATED MODULE: ./simulator/feedback.ts
/**
 * Readers' feedback (analytics.openapi.json: `feedback` and `feedback/by-page`): seeded entries
 * over the window, and rows tests add. Each entry has the fields of its source's variant, as the
 * document lists them: `contextual` (page-level: `helpful`, `contact`), `code_snippet` (`code`,
 * `filename`, `lang`), `agent` and `thumbs_only` (the base fields only). Some pages are badly
 * received (most of their votes down, with comments saying why), and two popular pages broke in
 * the latest week (trends.ts); comments come mostly with a thumbs down; agents name the page by
 * its full URL. The per-page counts are computed from the same entries, so both reports agree.
 */



const FEEDBACK_SOURCES = ['code_snippet', 'contextual', 'agent', 'thumbs_only'];
const FEEDBACK_STATUSES = ['pending', 'in_progress', 'resolved', 'dismissed'];
/** Where the docs are served: agents report the page's URL, and by-page counts its path. */
const DOCS_ORIGIN = 'https://docs.example.com';
const DOWN_COMMENTS = [
    'The example on this page returns a 401 for me.',
    'Missing a section on pagination.',
    'Out of date: the dashboard no longer has this button.',
    'Too vague. What are the allowed values?',
    'The link to the next guide is broken.',
    'I followed every step and it still does not work.',
    'Please add an example in Python.',
    'Which plan is this available on?',
    'The screenshot does not match the current UI.',
    'Two pages say different things about rate limits.',
    'What happens when the token expires? Not explained.',
    'The response example does not match what the API returns.'
];
const UP_COMMENTS = [
    'Clear and to the point, thanks!',
    'Exactly what I needed.',
    'The code sample saved me an hour.',
    'Great examples.'
];
const CODE_COMMENTS = [
    'This snippet fails: fetch is not defined in Node 16.',
    'Missing the import line.',
    'The header name is wrong, it should be Authorization.',
    'The copy button copies the line numbers too.',
    'Works, but uses a deprecated option.',
    'Returns 400: the body needs a name field.'
];
const AGENT_COMMENTS = [
    'The documented maximum of limit (250) is rejected above 100 by the API.',
    'Step 3 references an endpoint that answers 404.',
    'The request example is missing the required field name.',
    'The page describes v1 behaviour; v2 changed the response shape.',
    'The SDK method named here does not exist in the current release.'
];
const SNIPPETS = [
    {
        code: 'curl -H "Authorization: Bearer $API_KEY" https://api.example.com/v1/projects',
        filename: null,
        lang: 'bash'
    },
    {
        code: "import { Client } from 'example-sdk'\nconst client = new Client({ apiKey: process.env.API_KEY })",
        filename: 'index.js',
        lang: 'javascript'
    },
    {
        code: 'from example import Client\nclient = Client(api_key=os.environ["API_KEY"])',
        filename: 'main.py',
        lang: 'python'
    },
    { code: '{\n  "navigation": []\n}', filename: 'docs.json', lang: 'json' },
    { code: 'npm install example-sdk', filename: null, lang: null }
];
/** How well a page is received: the chance a vote on it is up. Some pages are poor. */
function helpfulness(projectId, path) {
    const h = hash(`${projectId}:feedback:${path}`);
    return h % 9 === 0 ? 0.15 + ((h >>> 8) % 20) / 100 : 0.6 + ((h >>> 8) % 33) / 100;
}
/** `count` entries of `projectId` over `window`, newest first. */
function seedFeedback(projectId, count, window, pages, trends) {
    const rand = random(`${projectId}:feedback:${window.start}:${window.end}`);
    const when = timeDrawer(window, trends);
    const lately = latestWeekOf(window, trends);
    const broken = brokenPages(projectId, pages);
    const entries = [];
    let turn = 0;
    for (let n = 0; n < count; n++) {
        const at = when(rand);
        // Popular pages get most of the feedback: a long tail. In the latest week the pages that
        // broke draw a share of it, in turn, mostly thumbs down with a comment (trends.ts).
        const toBroken = at >= lately && broken.length > 0 && rand() < BROKEN_SHARE;
        const index = toBroken
            ? broken[turn++ % broken.length]
            : Math.floor(Math.max(1, pages) * rand() ** 3);
        const broke = at >= lately && broken.includes(index);
        const path = pagePath(index);
        const source = toBroken && rand() < 0.8 ? 'contextual' : FEEDBACK_SOURCES[weighted(rand(), [15, 55, 5, 25])]; // prettier-ignore
        const status = FEEDBACK_STATUSES[weighted(rand(), [55, 10, 25, 10])];
        const base = { id: objectId(at, rand), path, createdAt: iso(at), source, status };
        let row;
        if (source === 'contextual') {
            const helpful = rand() < (broke ? 0.1 : helpfulness(projectId, path));
            const comment = helpful
                ? rand() < 0.2
                    ? pick(rand, UP_COMMENTS)
                    : null
                : rand() < (broke ? 0.8 : 0.6)
                    ? pick(rand, broke ? BROKEN_COMMENTS : DOWN_COMMENTS)
                    : null;
            const contact = rand() < 0.12 ? `reader${Math.floor(rand() * 100_000)}@example.com` : null;
            row = { ...base, comment, helpful, contact };
        }
        else if (source === 'code_snippet') {
            const snippet = pick(rand, SNIPPETS);
            row = { ...base, comment: rand() < 0.8 ? pick(rand, CODE_COMMENTS) : null, ...snippet };
        }
        else if (source === 'agent') {
            row = { ...base, path: `${DOCS_ORIGIN}${path}`, comment: pick(rand, AGENT_COMMENTS) };
        }
        else {
            row = { ...base, comment: null };
        }
        entries.push({ at, row });
    }
    return entries.sort(newestFirst);
}
/** Newest first, entries without a time last; ties by id, descending. */
function newestFirst(a, b) {
    const at = (b.at ?? -Infinity) - (a.at ?? -Infinity);
    if (at !== 0 && !Number.isNaN(at))
        return at;
    return a.row.id < b.row.id ? 1 : a.row.id > b.row.id ? -1 : 0;
}
/** The cursor's position: the last entry given. */
const positionOf = (entry) => `${entry.at ?? 'n'}:${entry.row.id}`;
/** The index of the first entry of `sorted` after `position`; undefined when it is unreadable. */
function after(sorted, position) {
    const match = /^(n|\d+):(.*)$/s.exec(position);
    if (!match)
        return undefined;
    const mark = {
        at: match[1] === 'n' ? null : Number(match[1]),
        row: { id: match[2] }
    };
    let low = 0;
    let high = sorted.length;
    while (low < high) {
        const middle = (low + high) >> 1;
        if (newestFirst(sorted[middle], mark) <= 0)
            low = middle + 1;
        else
            high = middle;
    }
    return low;
}
/** The entries of `sorted` a query selects; an entry without a time is in every range. */
function feedback_select(sorted, filter) {
    return sorted.filter(({ at, row }) => (at === null || (at >= filter.from && at < filter.to)) &&
        (filter.source === undefined || row.source === filter.source) &&
        (filter.statuses === undefined || filter.statuses.includes(row.status)));
}
/**
 * Counts by page: thumbs up and down of contextual entries (the document's words), code snippet
 * entries, and every entry in `total`. A URL is counted under its path. Most entries first.
 */
function byPage(entries) {
    const pages = new Map();
    for (const { row } of entries) {
        const path = row.path.startsWith(DOCS_ORIGIN)
            ? row.path.slice(DOCS_ORIGIN.length) || '/'
            : row.path;
        let counts = pages.get(path);
        if (!counts) {
            counts = { path, thumbsUp: 0, thumbsDown: 0, code: 0, total: 0 };
            pages.set(path, counts);
        }
        if (row.source === 'contextual') {
            if (row.helpful)
                counts.thumbsUp++;
            else
                counts.thumbsDown++;
        }
        if (row.source === 'code_snippet')
            counts.code++;
        counts.total++;
    }
    return [...pages.values()].sort((a, b) => b.total - a.total || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
/**
 * An entry a test adds (POST /_sim/analytics/feedback): the fields it gives, the rest filled in
 * (a pending contextual thumbs down on /quickstart, at `defaultAt`). Throws a message naming a
 * field of the wrong type.
 */
function feedbackFrom(input, defaultAt, rand) {
    const text = (name, fallback, nullable) => {
        const value = input[name];
        if (value === undefined)
            return fallback;
        if (typeof value === 'string' || (nullable && value === null))
            return value;
        throw new Error(`${name} must be a string${nullable ? ' or null' : ''}`);
    };
    const oneOf = (name, values, fallback) => {
        const value = input[name] ?? fallback;
        if (!values.includes(value))
            throw new Error(`${name} must be one of ${values.join(', ')}`);
        return value;
    };
    const createdAt = text('createdAt', iso(defaultAt), true);
    const at = createdAt === null ? null : Date.parse(createdAt);
    if (at !== null && Number.isNaN(at))
        throw new Error('createdAt must be an ISO 8601 time or null');
    const source = oneOf('source', FEEDBACK_SOURCES, 'contextual');
    const base = {
        id: text('id', objectId(at ?? defaultAt, rand), false),
        path: text('path', '/quickstart', false),
        comment: text('comment', null, true),
        createdAt,
        source,
        status: oneOf('status', FEEDBACK_STATUSES, 'pending')
    };
    let row = base;
    if (source === 'contextual') {
        const helpful = input.helpful ?? false;
        if (typeof helpful !== 'boolean')
            throw new Error('helpful must be true or false');
        row = { ...base, helpful, contact: text('contact', null, true) };
    }
    else if (source === 'code_snippet') {
        row = {
            ...base,
            code: text('code', 'npm install example-sdk', false),
            filename: text('filename', null, true),
            lang: text('lang', null, true)
        };
    }
    return { at, row };
}

;// CONCATENATED MODULE: ./simulator/assistant.ts
/**
 * The docs assistant (analytics.openapi.json: `assistant`, `assistant/threads/{threadId}`,
 * `assistant/caller-stats`): seeded conversations over the window, and rows tests add. A row is
 * one conversation thread: its id is the thread's ULID (whose time is the row's `timestamp`), its
 * query and response the thread's first turn; the thread's transcript has every message. Most
 * questions are answered with sources; some are not covered by the docs (`unanswered`), some get
 * a clarifying question back (and the reader's reply, then the answer, in the transcript); more
 * are left open in the latest week, about a feature the docs do not describe yet (trends.ts). Older
 * rows may lack `responseType`, which the document says then means `answer`. Questions come from
 * the docs site (`web`, with the page), the API and other callers; caller stats count the rows.
 */




const CALLERS = ['web', 'api', 'other'];
// [category, question, answer, pages of the sources]
const ANSWERED = [
    [
        'Getting started',
        'How do I create my first project?',
        'Sign in to the dashboard, choose New project, connect your repository and follow the quickstart.',
        ['/quickstart']
    ],
    [
        'Getting started',
        'How do I preview my changes locally?',
        'Install the CLI with npm, then run the dev command in the folder that holds docs.json.',
        ['/installation', '/quickstart']
    ],
    [
        'Authentication',
        'How do I rotate my API key?',
        'Create a new key on the API keys page, update your integrations, then revoke the old key.',
        ['/api-reference/authentication']
    ],
    [
        'Authentication',
        'Why does my request return 401?',
        'A 401 means the Authorization header is missing or the key is not an admin key. Send Authorization: Bearer <key>.',
        ['/api-reference/authentication', '/api-reference/introduction']
    ],
    [
        'API reference',
        'How do I page through the results?',
        'Pass the cursor from the previous answer while hasMore is true; each page holds up to limit rows.',
        ['/api-reference/introduction']
    ],
    [
        'API reference',
        'Which fields does the create endpoint require?',
        'Only prompt is required; the answer is the created job with its status.',
        ['/api-reference/introduction']
    ],
    [
        'Integrations',
        'How do I connect GitHub?',
        'Install the GitHub app on the repository that holds your docs, then choose it in the dashboard.',
        ['/integrations/page-3', '/quickstart']
    ],
    [
        'Customization',
        'How do I change the primary colour?',
        'Set colors.primary in docs.json; the site rebuilds with it on the next deployment.',
        ['/guides/page-0']
    ],
    [
        'Customization',
        'How do I hide a page from the sidebar?',
        'Leave the page out of navigation in docs.json; it stays reachable by its URL.',
        ['/guides/page-6', '/concepts/page-1']
    ],
    [
        'Billing',
        'Where can I download invoices?',
        'Invoices are under Settings, Billing, in the dashboard, for the organisation owner.',
        ['/changelog/page-4']
    ]
];
const NOT_COVERED = [
    'Do you support SAML with Okta groups?',
    'How do I export my docs to PDF?',
    'Is there a GraphQL API?',
    'What is your uptime SLA?',
    'Can I host the docs on premise?',
    'How do I migrate versioned sidebars from Docusaurus?'
];
const VAGUE = [
    [
        'How do I set it up?',
        'Which part are you setting up: the CLI, a custom domain or the GitHub app?',
        'The custom domain.',
        'Add a CNAME record to your DNS pointing at the docs host, then enter the domain in the dashboard.'
    ],
    [
        'It does not work',
        'What are you trying to do, and what error do you see?',
        'The preview build fails.',
        'A failing preview usually means an invalid docs.json: run the CLI validation locally to see the line.'
    ],
    [
        'What is the limit?',
        'Do you mean the API rate limit or the page size of a list endpoint?',
        'The rate limit.',
        'The analytics endpoints allow 100 requests an hour per organisation.'
    ],
    [
        'How do I delete it?',
        'Do you want to delete a page, a project or an API key?',
        'An API key.',
        'Open the API keys page and choose Revoke next to the key.'
    ]
];
const UNANSWERED_REPLY = 'I could not find this in the documentation. You may want to contact support for an answer.';
const assistant_titleOf = (path) => {
    const last = path.split('/').filter(Boolean).pop() ?? 'home';
    return last.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
};
/** `count` conversations of `projectId` over `window`, newest first. */
function seedConversations(projectId, count, window, pages, trends) {
    const rand = random(`${projectId}:assistant:${window.start}:${window.end}`);
    const when = timeDrawer(window, trends);
    const lately = latestWeekOf(window, trends);
    const conversations = [];
    const seconds = (min, max) => (min + rand() * (max - min)) * 1000;
    for (let n = 0; n < count; n++) {
        const at = when(rand);
        const id = ulid(at, rand);
        const caller = CALLERS[weighted(rand(), [70, 20, 10])];
        const page = pagePath(Math.floor(Math.max(1, pages) * rand() ** 3));
        const pageUrl = caller === 'web' && rand() < 0.85 ? `${DOCS_ORIGIN}${page}` : null;
        // The latest week leaves more questions open, half of them about a new feature (trends.ts).
        const fresh = at >= lately;
        const kind = weighted(rand(), fresh ? [64, 24, 12] : [72, 16, 12]);
        const say = (role, content, moment) => ({
            id: ulid(moment, rand),
            role,
            content,
            createdAt: iso(moment)
        });
        let row;
        const messages = [];
        let t = at;
        if (kind === 0) {
            const [category, query, answer, paths] = pick(rand, ANSWERED);
            row = {
                id,
                timestamp: iso(at),
                query,
                response: answer,
                // Rows written before the field existed: the document says absent means `answer`.
                ...(rand() < 0.2 ? {} : { responseType: 'answer' }),
                sources: paths.map((path) => ({ title: assistant_titleOf(path), url: `${DOCS_ORIGIN}${path}` })),
                resolutionStatus: 'answered',
                queryCategory: rand() < 0.15 ? null : category,
                pageUrl
            };
            messages.push(say('user', query, t), say('assistant', answer, (t += seconds(2, 12))));
            if (rand() < 0.25) {
                messages.push(say('user', 'And for the staging project?', (t += seconds(20, 180))), say('assistant', 'The same steps apply with the staging project selected.', (t += seconds(2, 8))));
            }
        }
        else if (kind === 1) {
            const feature = fresh && rand() < 0.5;
            const query = pick(rand, feature ? NEW_FEATURE.questions : NOT_COVERED);
            const categories = feature
                ? [NEW_FEATURE.category]
                : ['Integrations', 'Billing', 'Deployment'];
            row = {
                id,
                timestamp: iso(at),
                query,
                response: UNANSWERED_REPLY,
                responseType: 'answer',
                sources: [],
                resolutionStatus: 'unanswered',
                queryCategory: rand() < 0.4 ? null : pick(rand, categories),
                pageUrl
            };
            messages.push(say('user', query, t), say('assistant', UNANSWERED_REPLY, (t += seconds(2, 6))));
        }
        else {
            const [query, question, reply, answer] = pick(rand, VAGUE);
            row = {
                id,
                timestamp: iso(at),
                query,
                response: question,
                responseType: 'clarifying_question',
                sources: [],
                // Computed per row: only a question the docs do not cover is `unanswered`.
                resolutionStatus: 'answered',
                queryCategory: rand() < 0.4 ? null : 'Troubleshooting',
                pageUrl
            };
            messages.push(say('user', query, t), say('assistant', question, (t += seconds(2, 6))));
            if (rand() < 0.7) {
                messages.push(say('user', reply, (t += seconds(20, 120))), say('assistant', answer, (t += seconds(3, 10))));
            }
        }
        conversations.push({ at, caller, row, messages });
    }
    return conversations.sort(assistant_newestFirst);
}
/** By id, descending: ULIDs sort by time, so newest first. */
const assistant_newestFirst = (a, b) => a.row.id < b.row.id ? 1 : a.row.id > b.row.id ? -1 : 0;
/**
 * A conversation a test adds (POST /_sim/analytics/assistant): the fields it gives, the rest
 * filled in (an answered question from the web at `defaultAt`). `responseType: null` leaves the
 * field out, as older rows do. `messages` default to the query and the response. Throws a message
 * naming a field of the wrong type.
 */
function conversationFrom(input, defaultAt, rand) {
    const text = (name, fallback, nullable) => {
        const value = input[name];
        if (value === undefined)
            return fallback;
        if (typeof value === 'string' || (nullable && value === null))
            return value;
        throw new Error(`${name} must be a string${nullable ? ' or null' : ''}`);
    };
    const timestamp = text('timestamp', iso(defaultAt), false);
    const at = Date.parse(timestamp);
    if (Number.isNaN(at))
        throw new Error('timestamp must be an ISO 8601 time');
    const id = text('id', ulid(at, rand), false);
    if (!isUlid(id))
        throw new Error('id must be a ULID');
    const resolutionStatus = input.resolutionStatus ?? 'answered';
    if (resolutionStatus !== 'answered' && resolutionStatus !== 'unanswered') {
        throw new Error('resolutionStatus must be answered or unanswered');
    }
    const responseType = input.responseType === undefined ? 'answer' : input.responseType;
    if (responseType !== null &&
        responseType !== 'answer' &&
        responseType !== 'clarifying_question') {
        throw new Error('responseType must be answer, clarifying_question or null');
    }
    const caller = input.caller ?? 'web';
    if (!CALLERS.includes(caller))
        throw new Error('caller must be web, api or other');
    const sources = input.sources ?? [];
    if (!Array.isArray(sources) ||
        !sources.every((s) => typeof s?.title === 'string' &&
            typeof s?.url === 'string')) {
        throw new Error('sources must be a list of {title, url}');
    }
    const query = text('query', 'How do I get started?', false);
    const response = text('response', resolutionStatus === 'unanswered' ? UNANSWERED_REPLY : 'Follow the quickstart.', false);
    const row = {
        id: id.toUpperCase(),
        timestamp,
        query,
        response,
        ...(responseType === null ? {} : { responseType }),
        sources: sources.map(({ title, url }) => ({
            title,
            url
        })),
        resolutionStatus,
        queryCategory: text('queryCategory', null, true),
        pageUrl: text('pageUrl', null, true)
    };
    let messages;
    if (input.messages === undefined) {
        messages = [
            { id: ulid(at, rand), role: 'user', content: query, createdAt: iso(at) },
            { id: ulid(at + 3000, rand), role: 'assistant', content: response, createdAt: iso(at + 3000) }
        ];
    }
    else {
        if (!Array.isArray(input.messages))
            throw new Error('messages must be a list');
        messages = input.messages.map((message, i) => {
            const { role, content, createdAt } = (message ?? {});
            if (role !== 'user' && role !== 'assistant') {
                throw new Error(`messages[${i}].role must be user or assistant`);
            }
            if (typeof content !== 'string')
                throw new Error(`messages[${i}].content must be a string`);
            const moment = typeof createdAt === 'string' ? Date.parse(createdAt) : at + i * 1000;
            if (Number.isNaN(moment))
                throw new Error(`messages[${i}].createdAt must be an ISO 8601 time`);
            return { id: ulid(moment, rand), role, content, createdAt: iso(moment) };
        });
    }
    return { at, caller: caller, row, messages };
}

;// CONCATENATED MODULE: ./simulator/cursors.ts
/**
 * The opaque cursors of `feedback` and `searches` (analytics.openapi.json: "Opaque pagination
 * cursor from the previous response"): base64url of the report, the query the cursor belongs to,
 * a position, and a check over all three. A client can only hand back what it was given: a cursor
 * edited by hand, cut short, or carried over to another report or another query (other dates,
 * filters or project) is refused with a 400, as the document answers "Invalid query parameters or
 * cursor". The limit is not part of the query: a client may change it between pages.
 */

const VERSION = 'c1';
/** What a cursor is bound to: the report and its query, as one string. */
function bindingOf(report, parts) {
    return `${report}:${hash(JSON.stringify(parts)).toString(36)}`;
}
const checkOf = (text) => hash(`sim-cursor:${text}`).toString(36);
function encodeCursor(binding, position) {
    const payload = `${VERSION}|${binding}|${position}`;
    return Buffer.from(`${payload}|${checkOf(payload)}`, 'utf8').toString('base64url');
}
/** The position a cursor holds for `binding`, or why it is refused. */
function decodeCursor(cursor, binding) {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor))
        return { problem: 'Malformed cursor' };
    const text = Buffer.from(cursor, 'base64url').toString('utf8');
    const cut = text.lastIndexOf('|');
    const payload = text.slice(0, cut);
    if (cut < 0 || checkOf(payload) !== text.slice(cut + 1))
        return { problem: 'Malformed cursor' };
    const [version, ofBinding, ...rest] = payload.split('|');
    if (version !== VERSION || ofBinding !== binding) {
        return { problem: 'Cursor belongs to another query' };
    }
    return { position: rest.join('|') };
}

;// CONCATENATED MODULE: ./simulator/drift.ts
/**
 * With `drift`, the reports' data moves while a client pages it, as live data does: a row arrives
 * at each analytics read (reports.ts puts these before the seeded ones).
 */


/** A feedback entry arrived at each read (`arrived`: when each came). */
function driftFeedback(arrived) {
    return arrived.map((at, k) => {
        const seconds = Math.floor(at / 1000)
            .toString(16)
            .padStart(8, '0');
        return {
            at,
            row: {
                id: `${seconds}${k.toString(16).padStart(16, '0')}`,
                path: `/new/drift-${k}`,
                comment: `Arrived while paging (${k})`,
                createdAt: iso(at),
                source: 'contextual',
                status: 'pending',
                helpful: false,
                contact: null
            }
        };
    });
}
/**
 * New search terms at the top, each searched more than any other, so that offset paging sees the
 * rows it already gave again: those searched within `from` and `to`, newest first.
 */
function driftSearches(arrived, from, to) {
    return arrived
        .map((at, k) => ({
        searchQuery: `drift term ${k}`,
        hits: 1_000_000 + k,
        ctr: 0,
        topClickedPage: null,
        lastSearchedAt: iso(at)
    }))
        .filter(({ lastSearchedAt }) => Date.parse(lastSearchedAt) >= from && Date.parse(lastSearchedAt) < to)
        .reverse();
}
/** A question arrived at each read; a ULID cursor is not moved by them. */
function driftConversations(projectId, arrived) {
    return arrived.map((at, k) => conversationFrom({ query: `Arrived while paging (${k})`, timestamp: iso(at) }, at, random(`drift:${projectId}:${k}`)));
}

;// CONCATENATED MODULE: ./simulator/report-queries.ts
/**
 * The queries of the analytics reports beyond visitors and views, read as analytics.openapi.json
 * defines them: a 400 in the analytics error shape for anything else (reports.ts answers them).
 */



const fail = (error) => {
    throw error;
};
/** Reads the query of `route` as the document defines it; throws a 400. */
function readReportQuery(route, params, query, now) {
    if (route === 'assistantThread') {
        const threadId = params[1];
        if (!isUlid(threadId)) {
            fail({
                status: 400,
                body: {
                    error: 'Invalid thread ID',
                    details: [{ path: 'threadId', message: 'Must be a ULID' }]
                }
            });
        }
        return { route, from: 0, to: 0, limit: 0, threadId: threadId.toUpperCase(), dates: ['', ''] };
    }
    const limits = {
        feedback: [50, 100],
        feedbackByPage: [10, 100],
        searches: [50, 100],
        assistant: [100, 1000],
        callerStats: [0, 0]
    };
    const [fallback, max] = limits[route];
    const limit = route === 'callerStats' ? 0 : readInt(query, 'limit', fallback, 1, max);
    const dates = [query.get('dateFrom') ?? '', query.get('dateTo') ?? ''];
    const read = { route, limit, dates, ...readRange(query, now) };
    if (route === 'feedback' || route === 'feedbackByPage') {
        const source = query.get('source');
        if (source !== null) {
            if (!FEEDBACK_SOURCES.includes(source)) {
                fail(invalid('source', `Must be one of ${FEEDBACK_SOURCES.join(', ')}`));
            }
            read.source = source;
        }
        const status = query.get('status');
        if (status !== null) {
            const statuses = status.split(',').map((s) => s.trim());
            if (!statuses.every((s) => FEEDBACK_STATUSES.includes(s))) {
                fail(invalid('status', `Must be a comma-separated list of ${FEEDBACK_STATUSES.join(', ')}`));
            }
            read.statuses = statuses;
        }
    }
    const cursor = query.get('cursor');
    if (cursor !== null && (route === 'feedback' || route === 'searches')) {
        if (cursor === '')
            fail(invalid('cursor', 'Must not be empty', 'Invalid cursor'));
        read.cursor = cursor;
    }
    if (cursor !== null && route === 'assistant') {
        if (!isUlid(cursor))
            fail(invalid('cursor', 'Must be a ULID', 'Invalid cursor'));
        read.cursor = cursor.toUpperCase();
    }
    return read;
}

;// CONCATENATED MODULE: ./simulator/searches.ts
/**
 * Documentation searches (analytics.openapi.json: `searches`): distinct search terms over the
 * window, each a list of search events, some followed by a click on a result page. Hits fall off
 * a long tail (a few terms searched hundreds of times, most once or twice). Most terms find what
 * readers want; some are clicked rarely (low click-through), some never (no clicked page: typos,
 * and things the docs do not cover), and two popular terms stop being clicked in the latest week
 * (trends.ts). A range's rows are aggregated from the events in it: hits, click-through rate
 * (clicks / hits, a fraction from 0 to 1), the most clicked page and the last search; ordered by
 * hits, descending, then by term.
 */



const TOPICS = [
    'api key',
    'authentication',
    'webhooks',
    'rate limit',
    'pagination',
    'install',
    'python sdk',
    'node sdk',
    'custom domain',
    'analytics',
    'search',
    'navigation',
    'openapi',
    'components',
    'code blocks',
    'dark mode',
    'redirects',
    'sso',
    'billing',
    'deploy',
    'preview deployments',
    'github app',
    'gitlab',
    'ci',
    'cli',
    'broken links',
    'versioning',
    'localization',
    'feedback',
    'assistant',
    'errors',
    'oauth',
    'tokens',
    'environment variables',
    'images',
    'tables',
    'tabs',
    'callouts',
    'sidebar',
    'seo',
    'sitemap',
    'llms.txt',
    'mcp server',
    'export pdf',
    'permissions',
    'team members',
    'audit log',
    'changelog',
    'migration',
    'self hosting'
];
const BEFORE = ['', 'how to', 'configure', 'error', 'example', 'delete', 'update', 'list'];
const AFTER = ['', 'not working', 'example', 'limit', 'v2', 'react', 'python', 'curl', 'docs'];
// Terms the docs do not answer: nobody clicks a result.
const NOTHING_FOUND = [
    'graphql',
    'soap api',
    'on premise',
    'salesforce',
    'authentcation',
    'webhoks',
    'pagnation',
    'ratelimit 429',
    'delete account',
    'refund'
];
/** The `index`-th term: the bare topics first (the most searched), then their variants. */
function termAt(index) {
    if (index < TOPICS.length)
        return TOPICS[index];
    let n = index - TOPICS.length;
    if (n < NOTHING_FOUND.length)
        return NOTHING_FOUND[n];
    n -= NOTHING_FOUND.length;
    const topic = TOPICS[n % TOPICS.length];
    const variant = Math.floor(n / TOPICS.length);
    const before = BEFORE[variant % BEFORE.length];
    const after = AFTER[Math.floor(variant / BEFORE.length) % AFTER.length];
    const round = Math.floor(variant / (BEFORE.length * AFTER.length));
    const words = [before, topic, after, round > 0 ? String(round + 1) : ''].filter(Boolean);
    // Every combination once: the variant (0, 0) is the bare topic, already taken.
    return variant === 0 ? `${topic} docs` : words.join(' ');
}
/** `count` distinct terms of `projectId`, each searched at least once in `window`. */
function seedSearches(projectId, count, window, pages, trends) {
    const rand = random(`${projectId}:searches:${window.start}:${window.end}`);
    const when = timeDrawer(window, trends);
    const lately = latestWeekOf(window, trends);
    const unclicked = unclickedTerms(projectId);
    const days = (window.end - window.start) / 86_400_000;
    // The head of the tail grows with the site's audience (more terms, more searches).
    const head = 4 * Math.max(1, count) ** 0.6 * Math.max(1, days / 30);
    const terms = [];
    const seen = new Set();
    for (let rank = 0; terms.length < count; rank++) {
        const searchQuery = termAt(rank);
        if (seen.has(searchQuery))
            continue;
        seen.add(searchQuery);
        const h = hash(`${projectId}:search:${searchQuery}`);
        // The bare topics are what the docs are about: readers find them.
        const nothing = NOTHING_FOUND.includes(searchQuery) || (rank >= TOPICS.length && h % 10 === 0);
        // Click-through: most terms 25 to 85 %, one in six rarely (3 to 12 %), some never.
        const ctr = nothing
            ? 0
            : h % 6 === 0
                ? 0.03 + ((h >>> 8) % 10) / 100
                : 0.25 + ((h >>> 8) % 61) / 100;
        const hits = Math.max(1, Math.round((head / (terms.length + 1) ** 0.85) * (0.7 + rand() * 0.6)));
        // Results are mostly the site's popular pages.
        const candidates = Array.from({ length: 1 + (h % 3) }, (_, i) => pagePath(Math.floor(Math.max(1, Math.min(pages, 300)) * (((h >>> (4 + i * 7)) % 1000) / 1000) ** 3)));
        const term = { searchQuery, pages: candidates, times: [], clicks: [] };
        for (let i = 0; i < hits; i++) {
            const at = when(rand);
            term.times.push(at);
            // The first result takes most clicks; none in the latest week for a term whose page moved.
            const click = rand() < ctr ? (rand() < 0.7 ? 0 : Math.floor(rand() * candidates.length)) : -1;
            term.clicks.push(at >= lately && unclicked.includes(rank) ? -1 : click);
        }
        terms.push(term);
    }
    return terms;
}
/**
 * A term a test adds (POST /_sim/analytics/searches): `hits` searches (default 1) at
 * `lastSearchedAt`, `ctr` of them (default 0) clicking `topClickedPage`. Throws a message naming
 * a field of the wrong type.
 */
function searchFrom(input, defaultAt) {
    const { searchQuery, hits = 1, ctr = 0, topClickedPage = null } = input;
    const lastSearchedAt = input.lastSearchedAt ?? iso(defaultAt);
    if (typeof searchQuery !== 'string')
        throw new Error('searchQuery must be a string');
    if (typeof hits !== 'number' || !Number.isInteger(hits) || hits < 1 || hits > 1_000_000) {
        throw new Error('hits must be a whole number from 1 to 1000000');
    }
    if (typeof ctr !== 'number' || ctr < 0 || ctr > 1)
        throw new Error('ctr must be from 0 to 1');
    if (topClickedPage !== null && typeof topClickedPage !== 'string') {
        throw new Error('topClickedPage must be a string or null');
    }
    const at = typeof lastSearchedAt === 'string' ? Date.parse(lastSearchedAt) : NaN;
    if (Number.isNaN(at))
        throw new Error('lastSearchedAt must be an ISO 8601 time');
    const clicked = topClickedPage === null ? 0 : Math.round(hits * ctr);
    return {
        searchQuery,
        pages: topClickedPage === null ? [] : [topClickedPage],
        times: Array.from({ length: hits }, () => at),
        clicks: Array.from({ length: hits }, (_, i) => (i < clicked ? 0 : -1))
    };
}
/** The rows of [from, to), most hits first, and the searches they add up to. */
function aggregate(terms, from, to) {
    // Terms added under a seeded term's words count with it, as the service counts words.
    const byQuery = new Map();
    let totalSearches = 0;
    for (const term of terms) {
        for (let i = 0; i < term.times.length; i++) {
            const at = term.times[i];
            if (at < from || at >= to)
                continue;
            let row = byQuery.get(term.searchQuery);
            if (!row) {
                row = { hits: 0, clicks: new Map(), last: at };
                byQuery.set(term.searchQuery, row);
            }
            row.hits++;
            row.last = Math.max(row.last, at);
            totalSearches++;
            const page = term.pages[term.clicks[i]];
            if (page !== undefined)
                row.clicks.set(page, (row.clicks.get(page) ?? 0) + 1);
        }
    }
    const rows = [];
    for (const [searchQuery, { hits, clicks, last }] of byQuery) {
        let top = null;
        let clicked = 0;
        for (const [page, n] of clicks) {
            clicked += n;
            if (top === null || n > clicks.get(top))
                top = page;
        }
        rows.push({
            searchQuery,
            hits,
            ctr: Math.round((clicked / hits) * 10_000) / 10_000,
            topClickedPage: top,
            lastSearchedAt: iso(last)
        });
    }
    rows.sort((a, b) => b.hits - a.hits ||
        (a.searchQuery < b.searchQuery ? -1 : a.searchQuery > b.searchQuery ? 1 : 0));
    return { rows, totalSearches };
}

;// CONCATENATED MODULE: ./simulator/reports.ts
/**
 * The analytics reports beyond visitors and views (analytics.openapi.json): `feedback`,
 * `feedback/by-page`, `searches`, `assistant`, `assistant/threads/{threadId}` and
 * `assistant/caller-stats`. Each query is read as the document defines it (a 400 in the analytics
 * error shape otherwise: report-queries.ts), then answered from the seeded rows of the project (simulator/seed.ts:
 * `analytics.feedbackEntries` entries, `analytics.searchTerms` terms and `analytics.conversations`
 * conversations over the `analytics.days` days before `analytics.until`) and the rows tests added.
 * Paging as documented: an opaque cursor for feedback and searches (simulator/cursors.ts), the
 * last row's ULID for the assistant, a limit and `hasMore` only for feedback by page.
 */








/** Keeps the last few values built, by key: paging reads the same rows many times. */
class Recent {
    size;
    entries = new Map();
    constructor(size) {
        this.size = size;
    }
    get(key, build) {
        let value = this.entries.get(key);
        if (value === undefined) {
            value = build();
            if (this.entries.size >= this.size)
                this.entries.delete(this.entries.keys().next().value);
        }
        else {
            this.entries.delete(key);
        }
        this.entries.set(key, value);
        return value;
    }
    clear() {
        this.entries.clear();
    }
}
/** The window of the seeded rows: `days` whole days (UTC) before `until` (default today). */
function windowOf(world) {
    const { until, days } = world.analytics;
    const end = until ? Date.parse(`${until}T00:00:00Z`) : Math.floor(world.now / DAY_MS) * DAY_MS;
    return { start: end - days * DAY_MS, end };
}
class AnalyticsReports {
    added = { feedback: [], searches: [], assistant: [] };
    /** Counts changes to the added rows: a part of every cache key. */
    version = 0;
    cache = new Recent(16);
    rand = random('sim:added-rows');
    /** Reads the query of `route` as the document defines it; throws a 400. */
    read(route, params, query, now) {
        return readReportQuery(route, params, query, now);
    }
    /** The answer to a query read by `read`; throws a 400 for a cursor of another query, a 404. */
    answer(projectId, query, world) {
        switch (query.route) {
            case 'feedback': {
                const selected = feedback_select(this.feedbackOf(projectId, world), query);
                const binding = bindingOf('feedback', [
                    projectId,
                    query.dates,
                    query.source,
                    query.statuses
                ]);
                let start = 0;
                if (query.cursor !== undefined) {
                    const decoded = decodeCursor(query.cursor, binding);
                    const at = 'position' in decoded ? after(selected, decoded.position) : undefined;
                    if (at === undefined) {
                        const problem = 'problem' in decoded ? decoded.problem : 'Malformed cursor';
                        fail(invalid('cursor', problem, 'Invalid cursor'));
                    }
                    start = at;
                }
                const page = selected.slice(start, start + query.limit);
                const hasMore = start + page.length < selected.length;
                const last = page[page.length - 1];
                return {
                    feedback: page.map((entry) => entry.row),
                    nextCursor: hasMore && last ? encodeCursor(binding, positionOf(last)) : null,
                    hasMore
                };
            }
            case 'feedbackByPage': {
                const pages = byPage(feedback_select(this.feedbackOf(projectId, world), query));
                return { feedback: pages.slice(0, query.limit), hasMore: pages.length > query.limit };
            }
            case 'searches': {
                const { rows, totalSearches } = this.searchesOf(projectId, world, query.from, query.to);
                const binding = bindingOf('searches', [projectId, query.dates]);
                let start = 0;
                if (query.cursor !== undefined) {
                    const decoded = decodeCursor(query.cursor, binding);
                    if ('problem' in decoded)
                        fail(invalid('cursor', decoded.problem, 'Invalid cursor'));
                    const position = decoded.position;
                    if (!/^\d+$/.test(position))
                        fail(invalid('cursor', 'Malformed cursor', 'Invalid cursor'));
                    start = Number(position);
                }
                const end = start + query.limit;
                return {
                    searches: rows.slice(start, end),
                    totalSearches,
                    nextCursor: end < rows.length ? encodeCursor(binding, String(end)) : null
                };
            }
            case 'assistant': {
                const all = this.conversationsOf(projectId, world);
                const inRange = all.filter(({ at }) => at >= query.from && at < query.to);
                const cursor = query.cursor;
                const rest = cursor === undefined ? inRange : inRange.filter(({ row }) => row.id < cursor);
                const page = rest.slice(0, query.limit);
                const hasMore = rest.length > page.length;
                return {
                    conversations: page.map(({ row }) => row),
                    nextCursor: hasMore ? page[page.length - 1].row.id : null,
                    hasMore
                };
            }
            case 'assistantThread': {
                const found = this.conversationsOf(projectId, world).find(({ row }) => row.id === query.threadId);
                if (!found)
                    fail({ status: 404, body: { error: 'Thread not found' } });
                const { row, messages } = found;
                return { threadId: row.id, createdAt: row.timestamp, messages };
            }
            case 'callerStats': {
                const counts = { web: 0, api: 0, other: 0, total: 0 };
                for (const { at, caller } of this.conversationsOf(projectId, world)) {
                    if (at < query.from || at >= query.to)
                        continue;
                    counts[caller]++;
                    counts.total++;
                }
                return counts;
            }
        }
    }
    /**
     * Adds rows a test gives (one object or a list), each for its `projectId` or, without one, for
     * every project. Returns them as the service will answer them; throws a message naming a field
     * of the wrong type, adding none.
     */
    add(report, input, world) {
        const list = Array.isArray(input) ? input : [input];
        // Added rows go at noon of the window's last day unless they say when: in every range that
        // covers the window, `period: 7d` included.
        const at = windowOf(world).end - DAY_MS / 2;
        const made = list.map((item, i) => {
            if (item === null || typeof item !== 'object' || Array.isArray(item)) {
                throw new Error(`row ${i} must be an object`);
            }
            const fields = item;
            const projectId = fields.projectId;
            if (projectId !== undefined && typeof projectId !== 'string') {
                throw new Error(`row ${i}: projectId must be a string`);
            }
            try {
                if (report === 'feedback')
                    return { projectId, entry: feedbackFrom(fields, at, this.rand) };
                if (report === 'searches')
                    return { projectId, term: searchFrom(fields, at) };
                return { projectId, conversation: conversationFrom(fields, at, this.rand) };
            }
            catch (error) {
                throw new Error(`row ${i}: ${error.message}`);
            }
        });
        this.version++;
        if (report === 'feedback') {
            const rows = made;
            this.added.feedback.push(...rows);
            return rows.map(({ projectId, entry }) => ({ ...entry.row, projectId }));
        }
        if (report === 'searches') {
            const rows = made;
            this.added.searches.push(...rows);
            return rows.map(({ projectId, term }) => ({
                ...aggregate([term], -Infinity, Infinity).rows[0],
                projectId
            }));
        }
        const rows = made;
        this.added.assistant.push(...rows);
        return rows.map(({ projectId, conversation }) => ({
            ...conversation.row,
            caller: conversation.caller,
            messages: conversation.messages,
            projectId
        }));
    }
    /** Forgets the rows tests added. */
    clear() {
        this.added.feedback = [];
        this.added.searches = [];
        this.added.assistant = [];
        this.version++;
        this.cache.clear();
    }
    key(kind, projectId, world, count) {
        const window = windowOf(world);
        return JSON.stringify([
            kind,
            projectId,
            count,
            window.start,
            window.end,
            world.pages,
            world.analytics.trends,
            this.version
        ]);
    }
    feedbackOf(projectId, world) {
        const count = world.analytics.feedbackEntries;
        const entries = this.cache.get(this.key('feedback', projectId, world, count), () => {
            const seeded = seedFeedback(projectId, count, windowOf(world), world.pages, world.analytics.trends);
            const added = this.added.feedback.filter((r) => (r.projectId ?? projectId) === projectId);
            return added.length === 0
                ? seeded
                : [...seeded, ...added.map((r) => r.entry)].sort(newestFirst);
        });
        if (world.arrived.length === 0)
            return entries;
        return [...driftFeedback(world.arrived), ...entries].sort(newestFirst);
    }
    searchesOf(projectId, world, from, to) {
        const count = world.analytics.searchTerms;
        const terms = this.cache.get(this.key('searches', projectId, world, count), () => [
            ...seedSearches(projectId, count, windowOf(world), world.pages, world.analytics.trends),
            ...this.added.searches
                .filter((r) => (r.projectId ?? projectId) === projectId)
                .map((r) => r.term)
        ]);
        const key = `${this.key('search rows', projectId, world, count)}:${from}:${to}`;
        const found = this.cache.get(key, () => aggregate(terms, from, to));
        if (world.arrived.length === 0)
            return found;
        const arrived = driftSearches(world.arrived, from, to);
        return {
            rows: [...arrived, ...found.rows],
            totalSearches: found.totalSearches + arrived.reduce((sum, row) => sum + row.hits, 0)
        };
    }
    conversationsOf(projectId, world) {
        const count = world.analytics.conversations;
        const conversations = this.cache.get(this.key('assistant', projectId, world, count), () => {
            const seeded = seedConversations(projectId, count, windowOf(world), world.pages, world.analytics.trends);
            const added = this.added.assistant.filter((r) => (r.projectId ?? projectId) === projectId);
            return added.length === 0
                ? seeded
                : [...seeded, ...added.map((r) => r.conversation)].sort(assistant_newestFirst);
        });
        if (world.arrived.length === 0)
            return conversations;
        return [...driftConversations(projectId, world.arrived), ...conversations].sort(assistant_newestFirst);
    }
}

;// CONCATENATED MODULE: ./simulator/service.ts



/** The API proper. Returns status and body; throws HttpError for the service's errors. */
function handleApi(state, route, params, req, body, search) {
    const { settings, jobs } = state;
    if (route === 'unknown')
        throw new simulator_options/* HttpError */.j$(404, { error: 'Not found' });
    const key = authorize(req);
    const projectId = params[0];
    const exists = settings.projects
        ? settings.projects.includes(projectId)
        : !projectId.startsWith('unknown');
    if (!exists)
        throw new simulator_options/* HttpError */.j$(404, { error: 'Project not found' });
    switch (route) {
        case 'createJob': {
            const prompt = promptOf(settings, body);
            agentLimit(state, projectId);
            const job = jobs.create(projectId, prompt);
            return { status: 201, body: jobs.view(job) };
        }
        case 'sendMessage': {
            const job = jobs.get(projectId, params[1]);
            if (!job)
                throw new simulator_options/* HttpError */.j$(404, { error: 'Job not found' });
            const prompt = promptOf(settings, body);
            if (jobs.isArchived(job))
                throw new simulator_options/* HttpError */.j$(400, { error: 'Job is archived' });
            agentLimit(state, projectId);
            return { status: 200, body: jobs.message(job, prompt) };
        }
        case 'getJob': {
            const job = jobs.get(projectId, params[1]);
            if (!job)
                throw new simulator_options/* HttpError */.j$(404, { error: 'Job not found' });
            return { status: 200, body: jobs.read(job) };
        }
        case 'visitors':
        case 'views': {
            const query = analyticsQuery(() => readAnalyticsQuery(search, state.now()));
            analyticsLimit(state, key);
            const now = state.now();
            const site = {
                pages: settings.sitePages,
                now,
                extraPages: settings.drift ? state.analyticsReads : 0,
                // The trends end where the seeded reports' window does (trends.ts).
                anchor: settings.analytics.trends
                    ? windowOf({ now, analytics: settings.analytics }).end
                    : undefined
            };
            state.analyticsReads++;
            return { status: 200, body: state.tables.page(route, projectId, query, site) };
        }
        case 'feedback':
        case 'feedbackByPage':
        case 'searches':
        case 'assistant':
        case 'assistantThread':
        case 'callerStats': {
            const query = analyticsQuery(() => state.reports.read(route, params, search, state.now()));
            analyticsLimit(state, key);
            const world = {
                now: state.now(),
                pages: settings.sitePages,
                analytics: settings.analytics,
                arrived: settings.drift ? [...state.arrivals] : []
            };
            state.analyticsReads++;
            if (settings.drift)
                state.arrivals.push(world.now);
            return {
                status: 200,
                body: analyticsQuery(() => state.reports.answer(projectId, query, world))
            };
        }
    }
}
/** The key of the `Authorization` header: an admin key, and not one the project refuses. */
function authorize(req) {
    const header = req.headers.authorization ?? '';
    const key = /^Bearer (\S+)$/.exec(header)?.[1];
    if (!key || !key.startsWith('mint_'))
        throw new simulator_options/* HttpError */.j$(401, { error: 'Invalid API key' });
    if (key.startsWith('mint_forbidden')) {
        throw new simulator_options/* HttpError */.j$(403, { error: 'This key cannot access this project' });
    }
    return key;
}
/** The prompt of a job's create or message, checked as the service checks it. */
function promptOf(settings, body) {
    const invalid = (message) => new simulator_options/* HttpError */.j$(400, { error: 'Invalid request', details: [{ path: 'prompt', message }] });
    if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
        throw invalid('Expected a JSON object with a prompt');
    }
    const prompt = body.prompt;
    if (typeof prompt !== 'string')
        throw invalid('Required string');
    if (!prompt.trim())
        throw invalid('Must not be empty');
    if (prompt.length > settings.maxPromptLength) {
        throw invalid(`Must be at most ${settings.maxPromptLength} characters`);
    }
    return prompt;
}
/** The agent's rate limit: sessions created or messaged per project and hour. */
function agentLimit(state, projectId) {
    const { rateLimit } = state.settings;
    if (!rateLimit)
        return;
    const wait = state.limiter.use(`agent:${projectId}`, rateLimit.agentPerHour, rateLimit.windowMs, state.now());
    if (wait !== undefined) {
        throw new simulator_options/* HttpError */.j$(429, { error: 'Too many sessions created. Please try again later.' }, { 'retry-after': String(wait) });
    }
}
/** Runs `read`, turning the analytics API's errors it throws into answers. */
function analyticsQuery(read) {
    try {
        return read();
    }
    catch (error) {
        if (!error.status)
            throw error;
        const { status, body, headers } = error;
        throw new simulator_options/* HttpError */.j$(status, body, headers);
    }
}
/** One window for every analytics operation: the service counts them together. */
function analyticsLimit(state, key) {
    const { rateLimit } = state.settings;
    if (!rateLimit)
        return;
    const wait = state.limiter.use(`analytics:${key}`, rateLimit.analyticsPerHour, rateLimit.windowMs, state.now());
    if (wait !== undefined) {
        throw new simulator_options/* HttpError */.j$(429, { error: 'Rate limit exceeded' }, { 'retry-after': String(wait) });
    }
}

;// CONCATENATED MODULE: ./simulator/server.ts
/**
 * The simulator: a real HTTP server implementing the service's whole API (api-reference.md and
 * the contract's §2): agent jobs with lifecycles, follow-ups with stale reads (queued behind a turn
 * still at work), the jobs' pull requests (also in GitHub's shape under /_sim/github), the eight
 * analytics reports (visitors and views over a generated site; feedback, searches and assistant
 * conversations seeded, reports.ts), the service's validation and rate limits, and faults on demand.
 * Tests start it in-process on a free port; `npm run simulator` serves it on 4010. The API proper
 * is service.ts's, the /_sim endpoints control.ts's; this module serves them, faults included.
 */
















async function startSimulator(options = {}) {
    const now = () => state.settings.now();
    const state = {
        settings: (0,simulator_options/* settingsOf */.f5)(options),
        now,
        jobs: new JobStore(now, () => state.settings),
        comments: new CommentStore(now),
        statuses: new StatusStore(now),
        labels: new LabelStore(),
        pullStates: new PullStateStore(now),
        pullChanges: new PullChangeStore(),
        faults: new FaultQueue(),
        limiter: new RateLimiter(),
        requests: [],
        analyticsReads: 0,
        arrivals: [],
        tables: new AnalyticsTables(),
        reports: new AnalyticsReports()
    };
    const { jobs, comments, statuses, labels, pullStates, pullChanges, faults, limiter } = state;
    const { requests, reports } = state;
    /** The pull request a job opened; throws when none did. */
    const jobPull = (repository, number) => {
        // A job's pull request, or the demo's code pull request (npm start -- --pr merges it).
        const pull = jobs.pull(repository, number) ?? pullChanges.pullOf(repository, number);
        if (!pull)
            throw new Error(`No job opened pull request ${repository}#${number}`);
        return pull;
    };
    const server = (0,external_node_http_namespaceObject.createServer)((req, res) => {
        serve(state, simulator, options.onExchange, req, res).catch((error) => {
            console.error('simulator: handler error', error);
            if (!res.headersSent)
                send(res, 500, { error: 'Internal simulator error' });
            else
                res.destroy();
        });
    });
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
    });
    const { port } = server.address();
    const host = options.host ?? '127.0.0.1';
    const simulator = {
        url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
        port,
        requests,
        inject: (fault) => faults.add(fault),
        clearFaults: () => faults.clear(),
        clearRequests: () => {
            requests.length = 0;
        },
        configure: (partial) => {
            state.settings = (0,simulator_options/* settingsOf */.f5)(partial, state.settings);
        },
        reset: () => {
            jobs.clear();
            comments.clear();
            statuses.clear();
            labels.clear();
            pullStates.clear();
            pullChanges.clear();
            faults.clear();
            limiter.clear();
            requests.length = 0;
            state.analyticsReads = 0;
            state.arrivals.length = 0;
            reports.clear();
        },
        addAnalytics: (report, rows) => reports.add(report, rows, { now: now(), analytics: state.settings.analytics }),
        clearAnalytics: () => reports.clear(),
        job: (id) => jobs.byId(id),
        jobCount: () => jobs.count,
        pulls: () => jobs.pulls(),
        pull: (repository, number) => jobs.pull(repository, number),
        statuses: () => statuses.all(),
        pullState: (repository, number) => ({
            labels: labels.of(repository, number),
            ...pullStates.of(repository, number)
        }),
        deleteHeadBranch: (repository, number) => pullStates.deleteHeadBranch(jobPull(repository, number)),
        mergePull: (repository, number, mergeCommit) => pullStates.merge(jobPull(repository, number), mergeCommit),
        pushToPull: (repository, number) => pullChanges.push(repository, number),
        close: () => new Promise((resolve) => {
            server.closeAllConnections();
            server.close(() => resolve());
        })
    };
    return simulator;
}
/** Reads a request, answers it (or the fault injected for its route), and logs the exchange. */
async function serve(state, simulator, observer, req, res) {
    const chunks = [];
    for await (const chunk of req)
        chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    let body;
    if (text) {
        try {
            body = JSON.parse(text);
        }
        catch {
            body = text;
        }
    }
    const url = new URL(req.url ?? '/', 'http://simulator');
    const method = req.method ?? 'GET';
    if (url.pathname.startsWith('/_sim/')) {
        const answer = control(state, simulator, method, url.pathname, body, url.searchParams);
        // Tools that find a simulator on a port (npm run local-action) know it by this header.
        return send(res, answer.status, answer.body, { [SIMULATOR_HEADER]: 'docs-agent-action' });
    }
    const { route, params } = routeOf(method, url.pathname);
    const entry = {
        method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
        body,
        route,
        status: 0,
        at: Date.now()
    };
    state.requests.push(entry);
    /** Writes the answer, logs its status and reports the exchange. */
    const answer = (status, text, headers, offContract) => {
        entry.status = status;
        if (text === undefined) {
            req.socket.destroy();
        }
        else {
            res.writeHead(status, headers);
            res.end(text);
        }
        const { at, ...request } = entry;
        observer?.({ ...request, response: { headers, text: text ?? '' }, offContract });
    };
    const handle = () => handleApi(state, route, params, req, body, url.searchParams);
    const fault = state.faults.take(route);
    const delay = (fault?.delayMs ?? 0) + state.settings.latencyMs;
    if (delay > 0)
        await new Promise((resolve) => setTimeout(resolve, delay));
    if (fault && answerFault(fault, handle, answer))
        return;
    try {
        const result = handle();
        const directed = directedStatus(result.body);
        answer(result.status, JSON.stringify(result.body), JSON_TYPE, directed ? `sim:status=${directed}` : undefined);
    }
    catch (error) {
        if (!(error instanceof simulator_options/* HttpError */.j$))
            throw error;
        answer(error.status, JSON.stringify(error.body), { ...JSON_TYPE, ...error.headers });
    }
}
/**
 * Answers as `fault` says (a dropped connection, a malformed body, a status), having acted on the
 * request first when the fault says so; false when the fault only delays the answer.
 */
function answerFault(fault, handle, answer) {
    if (fault.drop) {
        if (fault.drop === 'after-processing') {
            try {
                handle();
            }
            catch {
                // The client never learns the answer either way.
            }
        }
        answer(0, undefined, {}, `fault: drop ${fault.drop}`);
        return true;
    }
    if (fault.malformed) {
        const broken = malformedBody(fault.malformed);
        const headers = { 'content-type': broken.type, ...faultHeaders(fault) };
        answer(fault.status ?? 200, broken.text, headers, `fault: ${fault.malformed}`);
        return true;
    }
    if (fault.status !== undefined) {
        if (fault.process) {
            try {
                handle();
            }
            catch {
                // Acting failed; the fault's answer stands anyway.
            }
        }
        const faultBody = fault.body ?? { error: `Simulated ${fault.status}` };
        const text = typeof faultBody === 'string' ? faultBody : JSON.stringify(faultBody);
        answer(fault.status, text, { ...JSON_TYPE, ...faultHeaders(fault) }, 'fault: status');
        return true;
    }
    return false;
}
const JSON_TYPE = { 'content-type': 'application/json' };
/** Sent with every answer of the /_sim endpoints. */
const SIMULATOR_HEADER = 'x-docs-simulator';


/***/ }),

/***/ 134:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Vb: () => (/* binding */ nameOf),
  Tt: () => (/* binding */ readOptions)
});

// UNUSED EXPORTS: help

;// CONCATENATED MODULE: external "node:util"
const external_node_util_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");
;// CONCATENATED MODULE: ./simulator/cli-options.js
// The command-line options of the local tools (the simulator, `npm start`, `npm run local-action`),
// read with Node's own util.parseArgs (strict) and answered as a tool answers: --help prints the
// options; a mistake is one line on stderr that names the option and what to do, exit code 2,
// never a stack trace. Plain JavaScript (typed for the simulator's TypeScript by cli-options.d.ts)
// so that the scripts run it on the machine's Node as they are, and the simulator's bundle holds it.


/**
 * @typedef {object} OptionSpec
 * @property {'string' | 'boolean'} type
 * @property {string} description
 * @property {string} [value] what the value looks like, in --help and messages: `<port>`
 * @property {string} [default] a string option's value when not given
 */

/**
 * @typedef {object} Command
 * @property {string} npmScript the package.json script that runs it (`start`, `simulator`)
 * @property {string} npmCommand how npm starts it: `npm start`, `npm run simulator`
 * @property {string} nodeCommand how node starts it: `node scripts/start.js`
 * @property {string} summary what it does, for --help
 * @property {Record<string, OptionSpec>} options
 * @property {string} [positional] the one argument it takes, like `[ENV_FILE]`; none when unset
 * @property {string} [notes] more lines for --help, after the options
 * @property {(values: Record<string, string | boolean>) => string | undefined} [check] what is
 *   wrong with the values given, in words (`--port must be a whole number; got "x"`)
 */

/**
 * @typedef {object} ReadOptions
 * @property {string[]} [argv] default process.argv.slice(2)
 * @property {Record<string, string | undefined>} [env] default process.env
 */

/**
 * The options given, or the end of the process: --help printed (exit 0) or one line about the
 * mistake (exit 2).
 * @param {Command} command
 * @param {ReadOptions} [read]
 * @returns {{ values: Record<string, string | boolean>, positionals: string[] }}
 */
function readOptions(command, read = {}) {
  const argv = read.argv ?? process.argv.slice(2)
  const env = read.env ?? process.env
  const viaNpm = env.npm_lifecycle_event === command.npmScript
  const name = nameOf(command, env)
  const helpCommand = viaNpm ? `${command.npmCommand} -- --help` : `${command.nodeCommand} --help`
  /**
   * @param {string} message
   * @returns {never}
   */
  const fail = (message) => {
    process.stderr.write(`${name}: ${message} (${helpCommand} lists the options)\n`)
    process.exit(2)
  }
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(help(command, viaNpm))
    process.exit(0)
  }
  const problem = firstProblem(command, argv, env, viaNpm)
  if (problem) return fail(problem)
  try {
    const { values, positionals } = (0,external_node_util_namespaceObject.parseArgs)({
      args: argv,
      options: parseArgsOptions(command),
      allowPositionals: command.positional !== undefined,
      strict: true
    })
    /** @type {Record<string, string | boolean>} */
    const given = {}
    for (const [option, spec] of Object.entries(command.options)) {
      const value = values[option]
      given[option] = spec.type === 'boolean' ? value === true : String(value ?? '')
    }
    const wrong = command.check?.(given)
    if (wrong) return fail(wrong)
    return { values: given, positionals }
  } catch (error) {
    // firstProblem finds what parseArgs refuses; this is its message should they ever differ.
    return fail(String(/** @type {Error} */ (error).message).split('\n')[0] ?? 'bad arguments')
  }
}

/**
 * The command as the user started it, for the start of its messages: `npm start`, or
 * `node scripts/start.js` when node started it.
 * @param {Pick<Command, 'npmScript' | 'npmCommand' | 'nodeCommand'>} command
 * @param {Record<string, string | undefined>} [env]
 */
function nameOf(command, env = process.env) {
  return env.npm_lifecycle_event === command.npmScript ? command.npmCommand : command.nodeCommand
}

/**
 * What is wrong with the arguments, in words, or undefined.
 * @param {Command} command
 * @param {string[]} argv
 * @param {Record<string, string | undefined>} env
 * @param {boolean} viaNpm
 * @returns {string | undefined}
 */
function firstProblem(command, argv, env, viaNpm) {
  const { tokens } = (0,external_node_util_namespaceObject.parseArgs)({
    args: argv,
    options: parseArgsOptions(command),
    strict: false,
    allowPositionals: true,
    tokens: true
  })
  const positionals = tokens.flatMap((token) => (token.kind === 'positional' ? [token.value] : []))
  // npm keeps the options before `--` for itself and hands the script their values as arguments:
  // `npm start --outcome failed` runs `start.js failed`, and `--outcome=failed` runs it with none.
  const taken = viaNpm ? takenByNpm(command, env, positionals) : []
  if (taken.length > 0) {
    const names = taken.map((words) => words.split(' ')[0]).join(', ')
    return `npm took ${names} for itself, as options before "--" are npm's; write ${command.npmCommand} -- ${taken.join(' ')}`
  }
  for (const token of tokens) {
    if (token.kind === 'option-terminator') break
    if (token.kind === 'positional') {
      if (command.positional !== undefined && positionals.length === 1) continue
      return command.positional === undefined
        ? `unexpected argument "${token.value}": only options are taken`
        : `unexpected arguments ${positionals.map((value) => `"${value}"`).join(', ')}: one is taken, ${command.positional}`
    }
    const spec = command.options[token.name]
    if (!spec) {
      const near = nearest(token.name, Object.keys(command.options))
      return `unknown option ${token.rawName}${near ? `; did you mean --${near}?` : ''}`
    }
    if (spec.type === 'boolean' && token.value !== undefined) {
      return `${token.rawName} takes no value; got "${token.value}" (write ${token.rawName} alone)`
    }
    if (spec.type === 'string' && !token.inlineValue) {
      const next = token.value
      const needs = `${token.rawName} needs a value: ${token.rawName} ${spec.value ?? '<value>'}`
      // parseArgs takes the next word for the value even when it looks like an option.
      if (next === undefined || /^--?[a-z]/i.test(next)) return needs
      if (next.startsWith('-')) {
        return `${needs}; "${next}" is taken for an option (${token.rawName}=${next} if it is the value)`
      }
    }
  }
  return undefined
}

/**
 * The command's options npm took for itself (npm_config_<name> in the environment it gives the
 * script), each as it should have been written after `--`.
 * @param {Command} command
 * @param {Record<string, string | undefined>} env
 * @param {string[]} positionals
 */
function takenByNpm(command, env, positionals) {
  /** @type {string[]} */
  const taken = []
  const bare = Object.entries(command.options).filter(
    ([option, spec]) => spec.type === 'string' && env[npmConfig(option)] === 'true'
  )
  for (const [option, spec] of Object.entries(command.options)) {
    if (spec.type === 'boolean') {
      // npm reads --no-wait as its config "wait" set to false (an empty string here).
      const negated = option.startsWith('no-')
      const value = env[npmConfig(negated ? option.slice(3) : option)]
      if (negated ? value === '' : value === 'true') taken.push(`--${option}`)
      continue
    }
    const value = env[npmConfig(option)]
    if (value === undefined) continue
    // `--outcome failed`: npm sets outcome to true and passes "failed" on as an argument.
    const given =
      value !== 'true'
        ? value
        : bare.length === 1 && positionals.length === 1
          ? positionals[0]
          : undefined
    taken.push(`--${option} ${given ?? spec.value ?? '<value>'}`)
  }
  return taken
}

/**
 * The options in parseArgs' form.
 * @param {Command} command
 * @returns {Record<string, { type: 'string' | 'boolean', default?: string }>}
 */
function parseArgsOptions(command) {
  return Object.fromEntries(
    Object.entries(command.options).map(([option, { type, default: value }]) => [
      option,
      value === undefined ? { type } : { type, default: value }
    ])
  )
}

/** @param {string} option */
function npmConfig(option) {
  return `npm_config_${option.replace(/-/g, '_')}`
}

/**
 * The known option closest to a mistyped one, when it is near enough to be what was meant.
 * @param {string} typed
 * @param {string[]} known
 */
function nearest(typed, known) {
  let best
  let bestDistance = Infinity
  for (const option of known) {
    const distance = editDistance(typed, option)
    if (distance < bestDistance) [best, bestDistance] = [option, distance]
  }
  return bestDistance <= Math.max(1, Math.floor(typed.length / 3)) ? best : undefined
}

/**
 * The fewest insertions, deletions, substitutions and swaps of two neighbours from a to b (the
 * optimal string alignment distance): a swap (`--prot`) is one typing slip, as a missing letter is.
 * @param {string} a
 * @param {string} b
 */
function editDistance(a, b) {
  /** @type {number[][]} */
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0))
  )
  const at = (/** @type {number} */ i, /** @type {number} */ j) => d[i]?.[j] ?? Infinity
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1)
      }
      const row = d[i]
      if (row) row[j] = best
    }
  }
  return at(a.length, b.length)
}

/**
 * The --help text: usage, what the command does, one line per option with its default.
 * @param {Command} command
 * @param {boolean} viaNpm
 */
function help(command, viaNpm) {
  const usage = viaNpm ? `${command.npmCommand} --` : command.nodeCommand
  const rows = Object.entries(command.options).map(([option, spec]) => {
    const left = `--${option}${spec.type === 'string' ? ` ${spec.value ?? '<value>'}` : ''}`
    const right = `${spec.description}${spec.default !== undefined ? ` [default: ${spec.default}]` : ''}`
    return [left, right]
  })
  rows.push(['-h, --help', 'print these options'])
  const width = Math.max(...rows.map(([left]) => left?.length ?? 0))
  return [
    `Usage: ${usage} [options]${command.positional ? ` ${command.positional}` : ''}`,
    '',
    command.summary,
    '',
    'Options:',
    ...rows.map(([left = '', right]) => `  ${left.padEnd(width)}  ${right}`),
    ...(command.notes ? ['', command.notes] : []),
    ''
  ].join('\n')
}


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
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
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
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(470);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 

//# sourceMappingURL=index.js.map