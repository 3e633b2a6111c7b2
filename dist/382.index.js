export const id = 382;
export const ids = [382];
export const modules = {

/***/ 7382:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   completeChangesPlan: () => (/* binding */ completeChangesPlan)
/* harmony export */ });
/* unused harmony exports DEFAULT_CHANGES_LIMIT, MAX_COMMITS, MAX_COMPARE_FILES, readCompare, withheld, matchesPaths, boundChanges */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _rate_limit_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7403);
/**
 * The change as context (`include-changes`): on a push, the compared range read through GitHub's
 * compare API (the commits, the changed files, their patches) and placed after the instruction as
 * one untrusted block. Everything in it (commit messages and file names included) is written by
 * whoever can push, so it is only ever data: it goes into the prompt as file content (only
 * invisible characters removed), between the run's delimiters, and never into a log line.
 *
 * Bounded: the lists first, within half of `context-limit`; then the patches, largest first, into
 * what is left of it, whole or not at all, with a line naming what was left out. Lock files,
 * generated and vendored files are listed without their patches (they say nothing a reader of the
 * docs needs and would fill the budget), as are files GitHub gives no patch for (binary ones, or
 * too large to show); `changes-paths` restricts which files' patches go.
 */


/** `context-limit`'s default: the characters of the change sent. */
const DEFAULT_CHANGES_LIMIT = 30_000;
/** Commits listed at most: three pages of 100 (the compare API pages its commits only). */
const MAX_COMMITS = 300;
/** GitHub's compare lists at most 300 files, all on its first page. */
const MAX_COMPARE_FILES = 300;
/** The longest file name and commit line listed; longer ones are cut (the list stays a list). */
const MAX_NAME = 500;
const MAX_COMMIT_LINE = 200;
/** Files named in the line that says which patches were left out; the rest are counted. */
const MAX_NAMED = 20;
/** Each name there at most this long, and all of them within a quarter of the limit (≤ 500). */
const MAX_LEFT_OUT_NAME = 100;
const MAX_LEFT_OUT_NAMES = 500;
const PER_PAGE = 100;
const text = (value) => (typeof value === 'string' ? value : '');
const count = (value) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0;
/** One line of a list: no line breaks (a name cannot start a line of its own), cut to `max`. */
const oneLine = (value, max) => {
    const flat = value.replace(/[\r\n\u2028\u2029]+/g, ' ');
    return flat.length > max ? `${flat.slice(0, max)}…` : flat;
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
            throw readError(error, query);
        });
        const listed = Array.isArray(data.commits) ? data.commits : [];
        for (const item of listed) {
            commits.push({
                sha: text(item.sha).slice(0, 7),
                title: text(item.commit?.message).split(/\r\n?|\n/)[0] ?? '',
                author: text(item.author?.login) || text(item.commit?.author?.name)
            });
        }
        if (page === 1) {
            totalCommits = count(data.total_commits);
            files = (Array.isArray(data.files) ? data.files : [])
                .slice(0, MAX_COMPARE_FILES)
                .map((file) => ({
                path: text(file.filename),
                status: text(file.status),
                additions: count(file.additions),
                deletions: count(file.deletions),
                previous: text(file.previous_filename),
                ...(typeof file.patch === 'string' ? { patch: file.patch } : {})
            }));
        }
        // A short page is the last; a GitHub that pages on with empty ones stops here too.
        if (listed.length < PER_PAGE || commits.length >= totalCommits)
            break;
    }
    return { commits: commits.slice(0, MAX_COMMITS), totalCommits, files };
}
function readError(error, query) {
    const context = `Could not read the changes of ${query.ref || 'the push'} (${short(query.base)}...${short(query.head)}) for include-changes; nothing was sent`;
    const limited = (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_1__/* .rateLimitError */ .m4)(error, context);
    if (limited !== error)
        return limited;
    const status = error?.status;
    const why = error instanceof Error ? error.message : String(error);
    return new Error(`${context} (${typeof status === 'number' ? `${status} ` : ''}${why}).`);
}
/** A commit id as people write it; a branch name as it is. */
const short = (commit) => /^[0-9a-f]{40,64}$/.test(commit) ? commit.slice(0, 7) : commit;
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
/** Why a file's patch is not sent, or undefined when it is. */
function withheld(file, paths = []) {
    const parts = file.path.split('/');
    const name = (parts.at(-1) ?? '').toLowerCase();
    const dirs = parts.slice(0, -1).map((part) => part.toLowerCase());
    if (LOCK_FILES.has(name))
        return 'lock file';
    if (dirs.some((dir) => VENDORED.has(dir)))
        return 'vendored';
    if (dirs.some((dir) => GENERATED_DIRS.has(dir)) || GENERATED_FILE.test(name))
        return 'generated';
    if (file.patch === undefined)
        return 'no patch from GitHub: binary, or too large';
    if (paths.length && !matchesPaths(file, paths))
        return 'outside changes-paths';
    return undefined;
}
/** Whether the file (or, renamed, its old name) matches one of the globs. */
function matchesPaths(file, paths) {
    return paths.some((glob) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.matchesGlob)(file.path, glob) || (file.previous !== '' && (0,node_path__WEBPACK_IMPORTED_MODULE_0__.matchesGlob)(file.previous, glob)));
}
/**
 * The change as text within `limit` characters (the lines that say what was cut aside): the
 * lists within half of it, then the patches largest first, each whole or left out.
 */
function boundChanges(compared, options) {
    const { commits, totalCommits, files } = compared;
    const paths = options.paths ?? [];
    const listBudget = Math.floor(options.limit / 2);
    // Every line counts, with its line break: the whole block (the left-out line aside) stays
    // within the limit, headings included.
    let used = 0;
    const lines = [];
    const add = (line) => {
        lines.push(line);
        used += line.length + 1;
    };
    /** Adds the lines of one list that fit; the rest is counted in a line of its own. */
    const list = (heading, items, more, what) => {
        add(heading);
        let shown = 0;
        for (const item of items) {
            if (used + item.length + 1 > listBudget)
                break;
            add(item);
            shown++;
        }
        const rest = items.length - shown + more;
        if (rest > 0)
            add(`[… ${rest} more ${what} not listed (context-limit)]`);
        add('');
    };
    list(`Commits (${Math.max(totalCommits, commits.length)}, oldest first):`, commits.map((c) => `${c.sha} ${oneLine(c.title, MAX_COMMIT_LINE)} (${oneLine(c.author, 100)})`), Math.max(0, totalCommits - commits.length), 'commits');
    const why = new Map(files.map((file) => [file, withheld(file, paths)]));
    list(`Files (${files.length}${files.length >= MAX_COMPARE_FILES ? ', the most GitHub lists' : ''}):`, files.map((file) => {
        const name = file.previous
            ? `${oneLine(file.previous, MAX_NAME)} → ${oneLine(file.path, MAX_NAME)}`
            : oneLine(file.path, MAX_NAME);
        const reason = why.get(file);
        return `${file.status} ${name} (+${file.additions} -${file.deletions})${reason ? ` [patch not sent: ${reason}]` : ''}`;
    }), 0, 'files');
    const patches = files
        .filter((file) => why.get(file) === undefined)
        .map((file) => ({
        path: file.path,
        block: `--- ${oneLine(file.path, MAX_NAME)}\n${file.patch}`
    }))
        // Largest first: the file that changed most is most likely what the docs must follow.
        .sort((a, b) => b.block.length - a.block.length);
    const sent = [];
    const leftOut = [];
    if (patches.length)
        add('Patches (largest first):');
    for (const patch of patches) {
        if (used + patch.block.length + 1 > options.limit) {
            leftOut.push(patch.path);
            continue;
        }
        add(patch.block);
        sent.push(patch.path);
    }
    if (leftOut.length) {
        // The line stays small whatever the names: outside the budget, it must not be a second one.
        const room = Math.min(MAX_LEFT_OUT_NAMES, Math.floor(options.limit / 4));
        const named = [];
        let length = 0;
        for (const path of leftOut.slice(0, MAX_NAMED)) {
            const name = oneLine(path, MAX_LEFT_OUT_NAME);
            if (length + name.length > room)
                break;
            named.push(name);
            length += name.length + 2;
        }
        const more = leftOut.length - named.length;
        lines.push(`[… the patches of ${leftOut.length} files left out to keep within context-limit (${options.limit} characters)${named.length ? `: ${named.join(', ')}${more ? `, and ${more} more` : ''}` : ''}]`);
    }
    return { text: lines.join('\n').trimEnd(), sent, leftOut };
}
/**
 * The plan of a push with `include-changes`, once GitHub said what the push changed: the change
 * as context (for a new job and a follow-up alike), or skipped when it changed nothing the
 * settings ask about. Throws when GitHub cannot say (the step fails: nothing is sent).
 */
async function completeChangesPlan(plan, settings, github, serverHost) {
    const query = plan.changes;
    if (!query)
        return plan;
    const compared = await readCompare(github.octokit, github.repo, query);
    const paths = settings.changesPaths ?? [];
    const { files } = compared;
    if (files.length === 0) {
        return {
            act: false,
            reason: `the push to ${query.ref} changes no file: there is no change to send (include-changes)`
        };
    }
    // Past GitHub's 300 files, a file that matches may be among those it did not list.
    if (paths.length &&
        files.length < MAX_COMPARE_FILES &&
        !files.some((f) => matchesPaths(f, paths))) {
        return {
            act: false,
            reason: `none of the ${files.length} files the push to ${query.ref} changes matches 'changes-paths'`
        };
    }
    const { owner, repo } = github.repo;
    const range = `${short(query.base)}...${short(query.head)}`;
    const bounded = boundChanges(compared, {
        limit: settings.contextLimit ?? DEFAULT_CHANGES_LIMIT,
        paths
    });
    const part = {
        label: 'changes of the push',
        fields: [
            ['Repository', `${owner}/${repo}`],
            ['Ref', query.ref],
            ['Range', range],
            ['URL', `https://${serverHost}/${owner}/${repo}/compare/${query.base}...${query.head}`]
        ],
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


/***/ })

};

//# sourceMappingURL=382.index.js.map