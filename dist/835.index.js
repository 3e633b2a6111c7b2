export const id = 835;
export const ids = [835];
export const modules = {

/***/ 4835:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RunComments: () => (/* binding */ RunComments)
/* harmony export */ });
/* harmony import */ var _github_comment_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7897);
/* harmony import */ var _github_ledger_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4762);
/* harmony import */ var _github_state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8862);
/* harmony import */ var _sinks_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1916);
/**
 * What a run shows in its tracking comments: the job's home comment, written through its
 * conversation (its ledger read first, this run's facts put on it), and, when the home is
 * elsewhere (a pull request's job that came from an issue), the pull request's own comment,
 * which shows the run and points at the home. Writes run one after another, the latest view
 * winning: a view that a later one overtook while it waited behind a slow write is not written
 * at all, so a slow GitHub gets one write per wait, not one per change. What the post step needs
 * to close the comment is saved before each write.
 */




class RunComments {
    conversation;
    markers;
    display;
    updates = Promise.resolve();
    latest;
    constructor(conversation, markers, 
    /** The comment on the run's own issue, when the home is elsewhere; `origin` is the home. */
    display) {
        this.conversation = conversation;
        this.markers = markers;
        this.display = display;
    }
    /** The comment the run shows itself in (the `comment-id` output). */
    get own() {
        return this.display?.comment ?? this.conversation.home;
    }
    /** Shows `view`; true when GitHub took it (false also when a later view overtook it). */
    show(view) {
        this.latest = view;
        const shown = this.updates.then(async () => {
            if (this.latest !== view)
                return false;
            return this.write(view);
        });
        this.updates = shown.catch(() => false);
        return shown;
    }
    async write(view) {
        const { conversation, markers, display } = this;
        const home = conversation.home;
        const homePlace = (0,_github_comment_js__WEBPACK_IMPORTED_MODULE_0__/* .placeOf */ .$t)(home.repo, home.issueNumber);
        const full = (ledger) => ({ ...view, ledger, home: homePlace });
        // Saved first: a step killed between GitHub making the comment and this step learning its
        // id still leaves the post step enough to find it by its marker.
        (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_2__/* .saveState */ .LZ)(_github_state_js__WEBPACK_IMPORTED_MODULE_1__/* .State */ .U.CommentView, JSON.stringify(view));
        (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_2__/* .saveState */ .LZ)(_github_state_js__WEBPACK_IMPORTED_MODULE_1__/* .State */ .U.Conversation, JSON.stringify(this.saved()));
        const written = await home.write(conversation.jobId, conversation.apply, (ledger) => (0,_github_comment_js__WEBPACK_IMPORTED_MODULE_0__/* .commentBody */ .I2)(full(ledger), markers, homePlace, ledger));
        if (home.id !== undefined)
            (0,_sinks_index_js__WEBPACK_IMPORTED_MODULE_2__/* .saveState */ .LZ)(_github_state_js__WEBPACK_IMPORTED_MODULE_1__/* .State */ .U.CommentId, String(home.id));
        if (conversation.holding)
            conversation.started();
        if (!display)
            return written !== undefined;
        const { comment, origin } = display;
        const place = (0,_github_comment_js__WEBPACK_IMPORTED_MODULE_0__/* .placeOf */ .$t)(comment.repo, comment.issueNumber);
        // A copy of the home's ledger, to show: its turns are counted at the home.
        const copy = (0,_github_ledger_js__WEBPACK_IMPORTED_MODULE_3__/* .shownCopy */ .bG)(conversation.current);
        const shown = await comment.write(conversation.jobId, () => copy, (ledger) => (0,_github_comment_js__WEBPACK_IMPORTED_MODULE_0__/* .commentBody */ .I2)({ ...full(ledger), linkBack: true, origin }, markers, place, ledger));
        return shown !== undefined && written !== undefined;
    }
    /** The whole home comment for `view` with `ledger`. */
    homeBody(view, ledger) {
        const home = this.conversation.home;
        const place = (0,_github_comment_js__WEBPACK_IMPORTED_MODULE_0__/* .placeOf */ .$t)(home.repo, home.issueNumber);
        return (0,_github_comment_js__WEBPACK_IMPORTED_MODULE_0__/* .commentBody */ .I2)({ ...view, ledger, home: place }, this.markers, place, ledger);
    }
    saved() {
        const { conversation } = this;
        const home = conversation.home;
        return {
            repository: `${home.repo.owner}/${home.repo.repo}`,
            issueNumber: home.issueNumber,
            jobId: conversation.jobId,
            claim: conversation.me.id,
            ...conversation.facts,
            ledger: (0,_github_ledger_js__WEBPACK_IMPORTED_MODULE_3__/* .encodeLedger */ .KX)(conversation.current)
        };
    }
}


/***/ })

};

//# sourceMappingURL=835.index.js.map