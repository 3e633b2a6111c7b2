export const id = 844;
export const ids = [844];
export const modules = {

/***/ 6844:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   proxiedFetch: () => (/* binding */ proxiedFetch)
/* harmony export */ });
/* harmony import */ var _actions_http_client_lib_proxy__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9783);
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6752);
/**
 * Requests to the service through the runner's proxy (HTTPS_PROXY / HTTP_PROXY / NO_PROXY, either
 * case). Loaded only when a proxy variable is set (transport.ts).
 *
 * The decision is the toolkit's `getProxyUrl`, the one Octokit's requests to GitHub take, so both
 * go the same way on one runner: the scheme's variable, `NO_PROXY` (names, `.suffix`, `host:port`,
 * `*`), and loopback hosts never proxied. The connection is undici's `ProxyAgent`: an `https:`
 * service is reached through a CONNECT tunnel, so the proxy sees the host and port, never the key
 * (TLS runs end to end). Plain `http:` is accepted for loopback hosts only (base-url.ts), which
 * are never proxied, so the key is never handed to a proxy in clear.
 */


function proxiedFetch(target, log) {
    const proxy = (0,_actions_http_client_lib_proxy__WEBPACK_IMPORTED_MODULE_0__/* .getProxyUrl */ .s)(target);
    if (!proxy) {
        log.debug(`Requests to ${target.host} go direct (NO_PROXY or a loopback host).`);
        return globalThis.fetch;
    }
    // Only the proxy's host is shown: its URL may carry a user and password.
    log.debug(`Requests to ${target.host} go through the proxy at ${proxy.host}.`);
    // undici reads the user and password of the URL into a Proxy-Authorization header itself.
    const dispatcher = new undici__WEBPACK_IMPORTED_MODULE_1__/* .ProxyAgent */ .kT({ uri: proxy.href });
    // undici's own fetch: the runtime's fetch is a different undici build, whose dispatcher
    // interface need not match this one (the toolkit's Octokit pairs them the same way).
    return ((input, init) => (0,undici__WEBPACK_IMPORTED_MODULE_1__/* .fetch */ .hd)(input, { ...init, dispatcher }));
}


/***/ })

};

//# sourceMappingURL=844.index.js.map