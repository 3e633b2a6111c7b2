export const id = 901;
export const ids = [901];
export const modules = {

/***/ 2615:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Es: () => (/* binding */ readPull),
/* harmony export */   ZZ: () => (/* binding */ field),
/* harmony export */   eC: () => (/* binding */ readCompare),
/* harmony export */   h0: () => (/* binding */ short)
/* harmony export */ });
/* unused harmony exports MAX_COMMITS, MAX_COMPARE_FILES, MAX_PULL_FILES, MAX_PULL_COMMITS */
/* harmony import */ var _cut_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(795);
/* harmony import */ var _rate_limit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7403);
/**
 * Reads a change from GitHub for `include-changes`: a push's range through the compare API, a
 * pull request's commits and files through its pull request APIs, each page of 100 at a time and
 * no more pages than GitHub lists. What GitHub answers is checked, not trusted: any field may be
 * missing, and an answer that is not a list or a comparison fails the read (it is not "no
 * change").
 */


/** Commits listed at most: three pages of 100 (the compare API pages its commits only). */
const MAX_COMMITS = 300;
/** GitHub's compare lists at most 300 files, all on its first page. */
const MAX_COMPARE_FILES = 300;
/** GitHub lists at most 3000 files of a pull request (its "List pull requests files"). */
const MAX_PULL_FILES = 3000;
/** GitHub lists at most 250 commits of a pull request (its "List commits on a pull request"). */
const MAX_PULL_COMMITS = 250;
const PER_PAGE = 100;
const text = (value) => (typeof value === 'string' ? value : '');
const count = (value) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0;
/** A commit id as GitHub gives it: hexadecimal, else nothing to show. */
const shortSha = (value) => {
    const sha = text(value);
    return /^[0-9a-f]{7,64}$/i.test(sha) ? sha.slice(0, 7) : '';
};
/**
 * The range's commits (oldest first, at most MAX_COMMITS) and changed files. Requests: one per
 * 100 commits listed, the first of which brings the files: at most ⌈commits/100⌉.
 */
async function readCompare(octokit, repo, query) {
    const commits = [];
    let files = [];
    let totalCommits = 0;
    const maxPages = Math.ceil(MAX_COMMITS / PER_PAGE);
    for (let page = 1; page <= maxPages; page++) {
        const { data } = await octokit.rest.repos
            .compareCommitsWithBasehead({
            ...repo,
            basehead: `${query.base}...${query.head}`,
            per_page: PER_PAGE,
            page
        })
            .catch((error) => {
            throw readError(error, query.what, query);
        });
        // Not a comparison (an HTML error page a proxy answered 200, say): not "no change".
        const files0 = page === 1 ? field(data, 'files') : [];
        if (!Array.isArray(files0) || !Array.isArray(field(data, 'commits'))) {
            throw readError(notAnswer('a comparison'), query.what, query);
        }
        // No page holds more than it was asked for: a longer one is not GitHub's.
        const listed = list(data.commits).slice(0, PER_PAGE);
        commits.push(...listed.map(commitOf));
        if (page === 1) {
            totalCommits = count(data.total_commits);
            files = list(data.files).slice(0, MAX_COMPARE_FILES).map(fileOf);
        }
        // A short page is the last; a GitHub that pages on with empty ones stops here too.
        if (listed.length < PER_PAGE || commits.length >= totalCommits)
            break;
    }
    return {
        commits: commits.slice(0, MAX_COMMITS),
        totalCommits,
        files,
        maxFiles: MAX_COMPARE_FILES
    };
}
/**
 * A pull request's commits (oldest first, at most MAX_PULL_COMMITS) and files (at most
 * MAX_PULL_FILES), read through GitHub's pull request APIs, while its Link names a next page:
 * ⌈files/100⌉ + ⌈commits/100⌉ requests.
 */
async function readPull(octokit, repo, query) {
    const what = `pull request #${query.number}`;
    // GitHub's Link says where a list ends; the event's counts may be stale by now (a push since),
    // so they never say where reading stops (its commit count only says how many the prompt counts).
    const pages = async (most, read) => {
        const all = [];
        const last = Math.ceil(most / PER_PAGE);
        for (let page = 1; page <= last; page++) {
            const { data, headers } = await read(page).catch((error) => {
                throw readError(error, what);
            });
            if (!Array.isArray(data))
                throw readError(notAnswer('a list'), what);
            const listed = list(data).slice(0, PER_PAGE);
            all.push(...listed);
            // A short page is the last; so is one whose Link names no next (a full last page: an
            // event without counts would otherwise cost an empty page more).
            if (listed.length < PER_PAGE || !/rel="next"/.test(headers.link ?? ''))
                break;
        }
        return all.slice(0, most);
    };
    const params = { ...repo, pull_number: query.number, per_page: PER_PAGE };
    const files = await pages(MAX_PULL_FILES, (page) => octokit.rest.pulls.listFiles({ ...params, page }));
    const commits = await pages(MAX_PULL_COMMITS, (page) => octokit.rest.pulls.listCommits({ ...params, page }));
    return {
        commits: commits.map(commitOf),
        totalCommits: Math.max(query.commits, commits.length),
        files: files.map(fileOf),
        maxFiles: MAX_PULL_FILES
    };
}
/** An answer that is not what the operation answers. */
const notAnswer = (what) => new Error(`GitHub's answer is not ${what}`);
const list = (value) => (Array.isArray(value) ? value : []);
const field = (value, key) => value !== null && typeof value === 'object' ? value[key] : undefined;
/** A commit as GitHub lists it (compare, pull request commits); any field may be missing. */
function commitOf(item) {
    const commit = field(item, 'commit');
    return {
        sha: shortSha(field(item, 'sha')),
        title: text(field(commit, 'message')).split(/\r\n?|\n/)[0] ?? '',
        author: text(field(field(item, 'author'), 'login')) || text(field(field(commit, 'author'), 'name'))
    };
}
/** A changed file as GitHub lists it (`diff-entry`); any field may be missing. */
function fileOf(file) {
    const patch = field(file, 'patch');
    return {
        path: text(field(file, 'filename')),
        status: (0,_cut_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(text(field(file, 'status')), 20),
        additions: count(field(file, 'additions')),
        deletions: count(field(file, 'deletions')),
        previous: text(field(file, 'previous_filename')),
        ...(typeof patch === 'string' ? { patch } : {})
    };
}
function readError(error, what, range) {
    return (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_0__/* .callError */ .rb)(error, `Could not read the changes of ${what}${range ? ` (${short(range.base)}...${short(range.head)})` : ''} for include-changes; nothing was sent`);
}
/** A commit id as people write it; a branch name as it is. */
const short = (commit) => /^[0-9a-f]{40,64}$/.test(commit) ? commit.slice(0, 7) : commit;


/***/ }),

/***/ 4901:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  completeChangesPlan: () => (/* binding */ completeChangesPlan)
});

// UNUSED EXPORTS: DEFAULT_CHANGES_LIMIT, MAX_COMMITS, MAX_PULL_COMMITS, MAX_PULL_FILES, boundChanges, matchesPaths, readCompare, readPull, withheld

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/github/changes-paths.ts
/**
 * Which changed files' patches go with the change: not those of lock files, generated or vendored
 * files, nor those GitHub gives no patch for (they are listed without it), and, with
 * `changes-paths`, only those of the files its globs name.
 */

/** Lock files: generated by package managers, long, and nothing a reader of the docs needs. */
const LOCK_FILES = new Set([
    'package-lock.json',
    'npm-shrinkwrap.json',
    'yarn.lock',
    'pnpm-lock.yaml',
    'bun.lockb',
    'bun.lock',
    'deno.lock',
    'cargo.lock',
    'gemfile.lock',
    'poetry.lock',
    'pipfile.lock',
    'uv.lock',
    'composer.lock',
    'go.sum',
    'flake.lock',
    'podfile.lock',
    'packages.lock.json',
    'pubspec.lock',
    'mix.lock'
]);
/** Folders of code kept from elsewhere. */
const VENDORED = new Set([
    'vendor',
    'vendored',
    'node_modules',
    'third_party',
    'third-party',
    'bower_components'
]);
/** Folders a build writes. */
const GENERATED_DIRS = new Set([
    'dist',
    'build',
    'out',
    'generated',
    '__generated__',
    'coverage',
    '.next'
]);
/** Files a tool writes. */
const GENERATED_FILE = /(?:\.min\.(?:js|css)|\.map|\.snap|\.pb\.go|_pb2\.pyi?|\.generated\.\w+|\.g\.dart)$/i;
/** The most time matching one change's files against `changes-paths` may take, in ms. */
const MATCH_BUDGET_MS = 2000;
/**
 * The longest name matched: a match's cost grows with the name's length (the settings bound the
 * glob), and a name is text the pull request's author chose. Real paths are far shorter.
 */
const MAX_MATCHED_NAME = 1024;
/**
 * `changes-paths` as one matcher for one change's files: each file matched once, all of them
 * within `budgetMs` of the process's time (`now`). A glob's cost grows with its wildcards and
 * the name's length (the settings bound both): a change of 3000 hostile names costs no more
 * than the budget, and a file not matched by then is undecided.
 */
function pathMatcher(paths, budgetMs = MATCH_BUDGET_MS, now = () => performance.now()) {
    const seen = new Map();
    let spent = 0;
    return (file) => {
        if (seen.has(file))
            return seen.get(file);
        let matched;
        const named = [file.path, file.previous].every((name) => name.length <= MAX_MATCHED_NAME);
        if (named && spent < budgetMs) {
            const start = now();
            matched = matchesPaths(file, paths);
            spent += now() - start;
        }
        seen.set(file, matched);
        return matched;
    };
}
/** Why a file's patch is not sent, or undefined when it is. */
function withheld(file, paths = [], match = (f) => matchesPaths(f, paths)) {
    const parts = file.path.split('/');
    const name = (parts.at(-1) ?? '').toLowerCase();
    const dirs = parts.slice(0, -1).map((part) => part.toLowerCase());
    if (LOCK_FILES.has(name))
        return 'lock file';
    if (file.patch === undefined)
        return 'no patch from GitHub: binary, or too large';
    if (paths.length) {
        const matched = match(file);
        if (matched === undefined) {
            return `not matched against changes-paths (a name over ${MAX_MATCHED_NAME} characters, or past ${MATCH_BUDGET_MS / 1000} s of matching)`;
        }
        return matched ? undefined : 'outside changes-paths';
    }
    // Folder names are a guess (`src/commands/build/` is code): changes-paths, when set, decides.
    if (dirs.some((dir) => VENDORED.has(dir)))
        return 'vendored';
    if (dirs.some((dir) => GENERATED_DIRS.has(dir)) || GENERATED_FILE.test(name))
        return 'generated';
    return undefined;
}
/**
 * Whether the file (or, renamed, its old name) is one `changes-paths` names: it matches one of
 * the globs (any file, when all of them are exclusions), and none of the `!` ones.
 */
function matchesPaths(file, paths) {
    const names = file.previous !== '' ? [file.path, file.previous] : [file.path];
    const matches = (glob) => names.some((name) => (0,external_node_path_.matchesGlob)(name, glob));
    const including = paths.filter((glob) => !glob.startsWith('!'));
    const excluding = paths.filter((glob) => glob.startsWith('!')).map((glob) => glob.slice(1));
    return ((including.length === 0 || including.some(matches)) && !excluding.some((glob) => matches(glob)));
}

// EXTERNAL MODULE: ./src/github/cut.ts
var cut = __webpack_require__(795);
;// CONCATENATED MODULE: ./src/github/changes-block.ts


/** The longest file name and commit line listed; longer ones are cut (the list stays a list). */
const MAX_NAME = 500;
const MAX_COMMIT_LINE = 200;
/** Files named in the line that says which patches were left out; the rest are counted. */
const MAX_NAMED = 20;
/** Each name there at most this long, and all of them within a quarter of the limit (≤ 500). */
const MAX_LEFT_OUT_NAME = 100;
const MAX_LEFT_OUT_NAMES = 500;
/**
 * The change as text within `limit` characters (the line naming the patches left out aside):
 * the push's new commits first, whole (only the limit cuts them); then the earlier commits and
 * the files, which share the lists' room (half of the limit, or all that the patches leave of
 * it); then the patches, largest first, each whole or left out.
 */
function boundChanges(compared, options) {
    const { limit } = options;
    const match = options.match ?? pathMatcher(options.paths ?? []);
    const why = new Map(compared.files.map((file) => [file, withheld(file, options.paths ?? [], match)]));
    const patches = patchesOf(compared.files, why);
    // Every line counts, with its line break: the whole block (the left-out line aside) stays
    // within the limit, headings included.
    let used = 0;
    const lines = [];
    const add = (line) => {
        lines.push(line);
        used += line.length + 1;
    };
    /** Adds a list's heading, its first `shown` items, a line counting the rest, and a blank line. */
    const addList = (list, shown) => {
        add(list.heading);
        list.items.slice(0, shown).forEach(add);
        const rest = list.items.length - shown + list.more;
        if (rest > 0)
            add(notListed(rest, list.what));
        add('');
    };
    const { fresh, commits } = commitLists(compared);
    if (fresh)
        addList(fresh, fit(fresh, limit));
    // The lists' room: half of the limit, or all that the patches leave of it, besides the new
    // commits (which no list budget cuts), and never past the limit.
    const need = patches.length ? PATCHES.length + 1 + sum(patches.map((p) => p.block.length + 1)) : 0;
    const listEnd = Math.min(limit, Math.max(Math.floor(limit / 2) + used, limit - need));
    const files = fileList(compared, why);
    const [commitsShown, filesShown] = share(commits, files, listEnd - used);
    addList(commits, commitsShown);
    addList(files, filesShown);
    const sent = [];
    const leftOut = [];
    if (patches.length)
        add(PATCHES);
    for (const patch of patches) {
        if (used + patch.block.length + 1 > limit) {
            leftOut.push(patch.path);
            continue;
        }
        add(patch.block);
        sent.push(patch.path);
    }
    // Outside the limit: it stays small whatever the names, so it is not a second block.
    if (leftOut.length)
        lines.push(leftOutLine(leftOut, limit));
    return { text: lines.join('\n').trimEnd(), sent, leftOut };
}
const PATCHES = 'Patches (largest first):';
const sum = (values) => values.reduce((total, value) => total + value, 0);
const notListed = (rest, what) => `[… ${rest} more ${what} not listed (context-limit)]`;
/** The characters of a list with its first `shown` items, its lines around them included. */
function cost(list, shown) {
    const rest = list.items.length - shown + list.more;
    const items = sum(list.items.slice(0, shown).map((item) => item.length + 1));
    return (list.heading.length + 1 + items + (rest > 0 ? notListed(rest, list.what).length + 1 : 0) + 1);
}
/** How many of a list's items fit in `room` characters, its heading and lines around them included. */
function fit(list, room) {
    if (cost(list, list.items.length) <= room)
        return list.items.length;
    // Cut: the line counting the rest is there, at most as long as with no item shown.
    let left = room - cost(list, 0);
    let shown = 0;
    for (const item of list.items) {
        left -= item.length + 1;
        if (left < 0)
            break;
        shown++;
    }
    return shown;
}
/**
 * How many items of each of two lists fit in `room`: each gets at least half of it when it needs
 * it, and the other what that one leaves (a long list of commits cannot crowd out the files).
 */
function share(a, b, room) {
    const shownA = fit(a, Math.max(Math.floor(room / 2), room - cost(b, b.items.length)));
    return [shownA, fit(b, room - cost(a, shownA))];
}
/** The commits as lists: after a push to a pull request, its new commits, then the earlier ones. */
function commitLists(compared) {
    const { commits, totalCommits } = compared;
    const since = compared.newSince ?? '';
    // The commits after the head before the push are the push's. The last commit whose id the head
    // begins with is it: an older one sharing its short id comes before it.
    const earlier = commits.findLastIndex((c) => since !== '' && c.sha !== '' && since.startsWith(c.sha)); // prettier-ignore
    const line = (c, fresh) => `${(0,cut/* oneLine */.TN)(c.sha, 12)}${fresh ? ' [new]' : ''} ${(0,cut/* oneLine */.TN)(c.title, MAX_COMMIT_LINE)} (${(0,cut/* oneLine */.TN)(c.author, 100)})`;
    const unlisted = Math.max(0, totalCommits - commits.length);
    const total = Math.max(totalCommits, commits.length);
    if (earlier >= 0) {
        const fresh = commits.slice(earlier + 1);
        return {
            fresh: {
                heading: `New commits of the push (${fresh.length}, after ${since.slice(0, 7)}, oldest first):`,
                items: fresh.map((c) => line(c, true)),
                more: 0,
                what: 'new commits'
            },
            commits: {
                heading: `Earlier commits (${total - fresh.length}, oldest first):`,
                items: commits.slice(0, earlier + 1).map((c) => line(c, false)),
                more: unlisted,
                what: 'commits'
            }
        };
    }
    const note = !since
        ? ''
        : unlisted > 0
            ? `; the head before the push, ${since.slice(0, 7)}, is past the ${commits.length} GitHub lists`
            : `; the head before the push, ${since.slice(0, 7)}, is not among them: the history was rewritten`;
    return {
        commits: {
            heading: `Commits (${total}, oldest first${note}):`,
            items: commits.map((c) => line(c, false)),
            more: unlisted,
            what: 'commits'
        }
    };
}
/** The changed files as a list, each with why its patch is not sent, if it is not. */
function fileList(compared, why) {
    const { files } = compared;
    return {
        heading: `Files (${files.length}${files.length >= compared.maxFiles ? ', the most GitHub lists' : ''}):`,
        items: files.map((file) => {
            const name = file.previous
                ? `${(0,cut/* oneLine */.TN)(file.previous, MAX_NAME)} → ${(0,cut/* oneLine */.TN)(file.path, MAX_NAME)}`
                : (0,cut/* oneLine */.TN)(file.path, MAX_NAME);
            const reason = why.get(file);
            return `${(0,cut/* oneLine */.TN)(file.status, 20)} ${name} (+${file.additions} -${file.deletions})${reason ? ` [patch not sent: ${reason}]` : ''}`;
        }),
        more: 0,
        what: 'files'
    };
}
/** The patches that may be sent, largest first: the file that changed most is most likely what the docs must follow. */
function patchesOf(files, why) {
    return files
        .filter((file) => why.get(file) === undefined)
        .map((file) => ({
        path: file.path,
        block: `--- ${(0,cut/* oneLine */.TN)(file.path, MAX_NAME)}\n${file.patch}`
    }))
        .sort((a, b) => b.block.length - a.block.length);
}
/** The line naming the patches left out: at most MAX_NAMED names, within a quarter of the limit. */
function leftOutLine(leftOut, limit) {
    const room = Math.min(MAX_LEFT_OUT_NAMES, Math.floor(limit / 4));
    const named = [];
    let length = 0;
    for (const path of leftOut.slice(0, MAX_NAMED)) {
        const name = (0,cut/* oneLine */.TN)(path, MAX_LEFT_OUT_NAME);
        if (length + name.length > room)
            break;
        named.push(name);
        length += name.length + 2;
    }
    const more = leftOut.length - named.length;
    return `[… the patches of ${leftOut.length} files left out to keep within context-limit (${limit} characters)${named.length ? `: ${named.join(', ')}${more ? `, and ${more} more` : ''}` : ''}]`;
}

// EXTERNAL MODULE: ./src/github/changes-read.ts
var changes_read = __webpack_require__(2615);
// EXTERNAL MODULE: ./src/sinks/index.ts + 15 modules
var sinks = __webpack_require__(1916);
;// CONCATENATED MODULE: ./src/github/changes.ts
/**
 * The change as context (`include-changes`): on a push, the compared range read through GitHub's
 * compare API; on a pull request, its commits and files (the pull request APIs), as it now stands
 * (after a push to it, the push's commits marked new). The commits, the changed files and their
 * patches go after the instruction as one untrusted block, read by changes-read.ts and bounded
 * by changes-block.ts (within `context-limit`; lock, generated and vendored files listed without
 * their patches, changes-paths.ts). Everything in it (commit messages and file names included)
 * is written by whoever can push, so it is only ever data: it goes into the prompt as file
 * content (only invisible characters removed), between the run's delimiters, and never into a
 * log line.
 */





// Where tests and the benchmark import them from.



/** `context-limit`'s default: the characters of the change sent. */
const DEFAULT_CHANGES_LIMIT = 30_000;
/**
 * The plan of a push or a pull request with `include-changes`, once GitHub said what changed:
 * the change as context, or skipped when it changed nothing the settings ask about. `followUp`:
 * the run continues a tracked job, which has the pull request's change already: a push to it
 * sends the pull request as it now stands, a merge sends nothing more. Throws when GitHub cannot say (the
 * step fails: nothing is sent).
 */
async function completeChangesPlan(plan, settings, github, serverHost, followUp) {
    const query = plan.changes;
    if (!query)
        return plan;
    const source = changeSource(query, github.repo, serverHost, followUp);
    if (!source)
        return { ...plan, changes: undefined };
    const compared = source.range
        ? await (0,changes_read/* readCompare */.eC)(github.octokit, github.repo, source.range)
        : {
            ...(await (0,changes_read/* readPull */.Es)(github.octokit, github.repo, query)),
            ...(query.newSince ? { newSince: query.newSince } : {})
        };
    const paths = settings.changesPaths ?? [];
    const { files } = compared;
    if (files.length === 0) {
        return {
            act: false,
            reason: `${source.what} changes no file: there is no change to send (include-changes)`,
            noDocs: true
        };
    }
    const match = pathMatcher(paths);
    // Past the most files GitHub lists, a file that matches may be among those it did not list; a
    // file not matched in time may match.
    if (paths.length && files.length < compared.maxFiles && !files.some((f) => match(f) !== false)) {
        return {
            act: false,
            reason: files.length === 1
                ? `the one file ${source.what} changes does not match 'changes-paths'`
                : `none of the ${files.length} files ${source.what} changes matches 'changes-paths'`,
            noDocs: true
        };
    }
    const bounded = boundChanges(compared, {
        limit: settings.contextLimit ?? DEFAULT_CHANGES_LIMIT,
        paths,
        match
    });
    const undecided = paths.length ? files.filter((f) => match(f) === undefined).length : 0;
    if (undecided > 0) {
        sinks/* log */.Rm.warning((0,sinks/* line */.n8) `${undecided} file(s) were not matched against 'changes-paths' (a name over ${MAX_MATCHED_NAME} characters, or past ${MATCH_BUDGET_MS / 1000} s of matching): their patches were not sent.`);
    }
    const part = {
        label: source.label,
        fields: source.fields,
        body: '',
        code: bounded.text
    };
    return {
        ...plan,
        context: [...plan.context, part],
        followUpContext: [...(plan.followUpContext ?? []), part],
        changes: undefined
    };
}
/** What a plan's change is read from, and how the prompt names it; undefined: nothing to read. */
function changeSource(query, repo, serverHost, followUp) {
    const web = `https://${serverHost}/${repo.owner}/${repo.repo}`;
    const repository = ['Repository', `${repo.owner}/${repo.repo}`];
    const compareUrl = (base, head) => [
        'URL',
        `${web}/compare/${base}...${head}`
    ];
    if (query.kind === 'push') {
        const ref = (0,cut/* oneLine */.TN)(query.ref, MAX_NAME);
        const what = `the push to ${ref || 'the ref'}`;
        return {
            what,
            label: 'changes of the push',
            fields: [
                repository,
                ['Ref', ref],
                ['Range', `${(0,changes_read/* short */.h0)(query.base)}...${(0,changes_read/* short */.h0)(query.head)}`],
                compareUrl(query.base, query.head)
            ],
            range: { base: query.base, head: query.head, what }
        };
    }
    const pull = `pull request #${query.number}`;
    // A merged pull request's job has its change already; a new job needs it.
    if (followUp && query.merged)
        return undefined;
    return {
        what: pull,
        label: `changes of ${pull}`,
        fields: [
            repository,
            ['Pull request', `${web}/pull/${query.number}`],
            ['URL', `${web}/pull/${query.number}/files`]
        ]
    };
}


/***/ })

};

//# sourceMappingURL=901.index.js.map