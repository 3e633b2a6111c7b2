export const id = 164;
export const ids = [164];
export const modules = {

/***/ 164:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AgentJobSchema: () => (/* binding */ AgentJobSchema),
/* harmony export */   AssistantCallersSchema: () => (/* binding */ AssistantCallersSchema),
/* harmony export */   AssistantPageSchema: () => (/* binding */ AssistantPageSchema),
/* harmony export */   AssistantThreadSchema: () => (/* binding */ AssistantThreadSchema),
/* harmony export */   CountsSchema: () => (/* binding */ CountsSchema),
/* harmony export */   ErrorBodySchema: () => (/* binding */ ErrorBodySchema),
/* harmony export */   FeedbackByPageSchema: () => (/* binding */ FeedbackByPageSchema),
/* harmony export */   FeedbackEntrySchema: () => (/* binding */ FeedbackEntrySchema),
/* harmony export */   FeedbackPageSchema: () => (/* binding */ FeedbackPageSchema),
/* harmony export */   PageCountsSchema: () => (/* binding */ PageCountsSchema),
/* harmony export */   SearchesPageSchema: () => (/* binding */ SearchesPageSchema),
/* harmony export */   ViewsPageSchema: () => (/* binding */ ViewsPageSchema),
/* harmony export */   VisitorsPageSchema: () => (/* binding */ VisitorsPageSchema),
/* harmony export */   check: () => (/* binding */ check)
/* harmony export */ });
/* harmony import */ var valibot__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(934);
/**
 * The documented shapes of the service's answers (api-reference §2, contract §2). Validation is
 * lenient where the service may evolve (extra fields kept, unknown statuses kept, fields that may
 * be missing or null) and strict where the caller could not go on without a value (a job's `id`,
 * the numbers of the analytics). The client imports this module (and valibot) only when an answer
 * has arrived; what the rest of the code needs of a status is in statuses.ts.
 */

const optionalText = valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()));
const AgentJobSchema = valibot__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    // The id goes into request paths, outputs (which workflows may put in a shell script) and
    // comments: a plain identifier of letters, digits, '.', '_', ':' and '-', bounded.
    id: valibot__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), valibot__WEBPACK_IMPORTED_MODULE_0__/* .nonEmpty */ .hq('must not be empty'), valibot__WEBPACK_IMPORTED_MODULE_0__/* .regex */ .yGV(/^[A-Za-z0-9][A-Za-z0-9._:-]{0,199}$/, "must be an identifier of at most 200 letters, digits, '.', '_', ':' or '-'")),
    status: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    source: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(valibot__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        repository: optionalText,
        ref: optionalText
    }))),
    model: optionalText,
    prLink: optionalText,
    createdAt: optionalText,
    archivedAt: optionalText
});
/**
 * A count of the analytics. analytics.openapi.json types every one of them (totals and rows, of
 * visitors and of views) `number`, not `integer`, and calls the visitors "approximate": a count
 * may have a fraction, and is written to the file as it came. api-reference §2.2 says integer;
 * the OpenAPI document is the service's word (openapi/README.md). A count is never negative,
 * and never infinite (JSON's 1e400 parses to Infinity), which no file or summary could show.
 */
const count = valibot__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), valibot__WEBPACK_IMPORTED_MODULE_0__/* .finite */ .E2x('must be a finite number'), valibot__WEBPACK_IMPORTED_MODULE_0__/* .minValue */ .Wwf(0, 'must not be negative'));
/** human, ai and total of a metric: unique visitors, or page views (analytics.openapi.json). */
const CountsSchema = valibot__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    human: count,
    ai: count,
    total: count
});
const PageCountsSchema = valibot__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    // Real paths are far shorter; the bound keeps a page, and the file, of sane size.
    path: valibot__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), valibot__WEBPACK_IMPORTED_MODULE_0__/* .maxLength */ .Ru6(4096, 'must be at most 4096 characters')),
    human: count,
    ai: count,
    total: count
});
/** `VisitorsByPageResponse`: the rows are under `visitors`. */
const VisitorsPageSchema = valibot__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    totals: CountsSchema,
    visitors: valibot__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(PageCountsSchema),
    hasMore: valibot__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()
});
/** `ViewsByPageResponse`: the same paging, the rows under `views`. */
const ViewsPageSchema = valibot__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    totals: CountsSchema,
    views: valibot__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(PageCountsSchema),
    hasMore: valibot__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()
});
/*
 * The reports of reader struggle (analytics.openapi.json): feedback, feedback by page, search
 * terms, assistant conversations and threads, assistant callers. Their texts (comments, search
 * terms, questions, answers) are readers' and the service's words: kept as they came, bounded only
 * by the page's size (client.ts), and shown only through the sinks. A field the document marks
 * required but whose value an export could do without (a timestamp, a source) is lenient: one
 * odd row must not lose the report. Enums are kept as strings: a new status is data, not an
 * error.
 */
const text = valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP();
const nullableText = valibot__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP());
/** A cursor goes back to the service in a query string; a real one is short. */
const cursor = valibot__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(valibot__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), valibot__WEBPACK_IMPORTED_MODULE_0__/* .maxLength */ .Ru6(2048, 'must be at most 2048 characters')));
/** One feedback entry; `contextual` ones say `helpful`, `code_snippet` ones carry the code. */
const FeedbackEntrySchema = valibot__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    id: text,
    path: text,
    comment: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(nullableText, null),
    createdAt: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(nullableText, null),
    // Required by the document, but an export can do without them: one odd row keeps the report.
    source: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(nullableText, null),
    status: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(nullableText, null),
    helpful: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()),
    contact: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(nullableText),
    code: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(text),
    filename: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(nullableText),
    lang: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(nullableText)
});
/** `FeedbackResponse`: cursor paging (`nextCursor`, `hasMore`). */
const FeedbackPageSchema = valibot__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    feedback: valibot__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(FeedbackEntrySchema),
    nextCursor: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(cursor, null),
    hasMore: valibot__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()
});
/** `FeedbackGroupedByPageResponse`: one page only (`limit`), `hasMore` when there was more. */
const FeedbackByPageSchema = valibot__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    feedback: valibot__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(valibot__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ path: text, thumbsUp: count, thumbsDown: count, code: count, total: count })),
    hasMore: valibot__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()
});
/** `SearchesResponse`: terms by hits, descending; `nextCursor` null on the last page. */
const SearchesPageSchema = valibot__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    searches: valibot__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(valibot__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        searchQuery: text,
        hits: count,
        // A rate; the document says neither 0–1 nor percent: kept as it came.
        ctr: count,
        topClickedPage: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(nullableText, null),
        lastSearchedAt: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(nullableText, null)
    })),
    totalSearches: count,
    nextCursor: cursor
});
/** `AssistantConversationsResponse`: a turn per row; ULID cursors. */
const AssistantPageSchema = valibot__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    conversations: valibot__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(valibot__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        id: text,
        timestamp: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(nullableText, null),
        query: text,
        response: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(text, ''),
        // "Defaults to `answer` when not present."
        responseType: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(text, 'answer'),
        sources: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(valibot__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ title: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(text, ''), url: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(text, '') })), []),
        resolutionStatus: text,
        queryCategory: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(nullableText, null),
        pageUrl: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(nullableText, null)
    })),
    nextCursor: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(cursor, null),
    hasMore: valibot__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()
});
/** `AssistantThreadResponse`: a conversation's messages in order. */
const AssistantThreadSchema = valibot__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    threadId: text,
    createdAt: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(nullableText, null),
    messages: valibot__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(valibot__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        id: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(text, ''),
        role: text,
        content: text,
        createdAt: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(nullableText, null)
    }))
});
/** `AssistantCallerStatsResponse`: no paging. */
const AssistantCallersSchema = valibot__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    web: count,
    api: count,
    other: count,
    total: count
});
/** The service's error body; anything else in an error answer is ignored. */
const ErrorBodySchema = valibot__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    error: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()),
    details: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J())
});
/** Validates `value`; on failure returns a short reason naming the first bad field. */
function check(schema, value) {
    const result = valibot__WEBPACK_IMPORTED_MODULE_0__/* .safeParse */ .xLC(schema, value);
    if (result.success)
        return { ok: true, value: result.output };
    const issue = result.issues[0];
    const path = issue ? valibot__WEBPACK_IMPORTED_MODULE_0__/* .getDotPath */ .BuJ(issue) : null;
    return { ok: false, reason: `${path ?? 'body'}: ${issue?.message ?? 'invalid'}` };
}


/***/ })

};

//# sourceMappingURL=164.index.js.map